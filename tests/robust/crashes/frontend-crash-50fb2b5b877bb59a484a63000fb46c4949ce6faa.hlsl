#define F(a, b) a b
#define G() g
#define V(a, ...) a __VA_ARGS__
F(1)
F(1, 2, 3)
G(1)
G()
V()
V(1)
#define PASTE(a, b) a ## b
PASTE(+, -) PASTE(x, +) PASTE(/, /) PASTE(1, .5e+3) PASTE(., 5) PASTE(<<, =)
#define STR(x) #x
STR("a\n" '\'' \ x)
#define NOT_CALLED(x) x
NOT_CALLED;
int NOT_CALLED = 1;
F(unterminated, call
