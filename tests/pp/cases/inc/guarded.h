// comment before the guard is fine for the rule? no: the guard must come first
#ifndef GUARDED_H
#define GUARDED_H
int guarded;
#endif
