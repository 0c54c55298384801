// ARGS: -WX -Wno-unknown-pragma
#pragma some_unknown_thing
#warning now an error
#define A 1
#define A 2
