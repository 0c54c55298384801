// ARGS: -T cs_6_0 -E main
// pp/macro.c:274 arg_tok(): a->tok is NULL when a variadic macro is called
// with no arguments at all; NULL + 0 is undefined behaviour
// (UBSan: "applying zero offset to null pointer"), aborts under OSH_SANITIZE.
#define V(a, ...) a __VA_ARGS__
V()
