#ifndef GUARD2_H
#define GUARD2_H
int guard2;
#include "sub/nested.h"
#endif // GUARD2_H
