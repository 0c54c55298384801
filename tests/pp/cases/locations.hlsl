// ARGS: -tokens
#define ONE 1
#define ADD(a, b) ((a) + (b))
#define STR(x) #x
#define CAT(a, b) a ## b
int v = ADD(ONE,
            2);
  s = STR( x  y ) CAT(foo, bar) __LINE__;
#define FN(x) x
#define NAME FN
NAME (3) NAME;
