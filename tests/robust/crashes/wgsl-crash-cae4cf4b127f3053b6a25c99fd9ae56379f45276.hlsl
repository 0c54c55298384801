#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a ## b
#define CAT3(a, b, c) a ## b ## c
#define EMPTY
STR("quote\"d" 'c' "back\\slash") STR(  spaces   between  ) STR(
  multi
  line )
XSTR(__LINE__) XSTR(CAT(1, 2)) XSTR(EMPTY) STR(EMPTY)
CAT(x, EMPTY) CAT(EMPTY, y) CAT(,) CAT(a b, c d) CAT3(1, 2, 3) CAT3(, , z)
CAT(<, <) CAT(<<, =) CAT(-, >) CAT(#, #) CAT(., .) CAT(0x, 1F) CAT(1e, +) CAT(L, "s")
#define REG(kind, n) register(kind ## n)
Texture2D t : REG(t, 3); SamplerState s : REG(s, 0);
#define DECL(T, name) T name##_a, name##_b
DECL(float4, color);
#define F(x) CAT(x, _suffix) CAT(prefix_, x)
F(val) F(CAT(a, b))
