#define
#define 123
#define defined
#undef defined
#define F(a, a) a
#define G(a b) a
#define H(a, ...) __VA_ARGS__
#define I(... ) __VA_ARGS__ x
#define J(a, 1) a
#define K(a
#define L(x) #y
#define M ## x
#define N x ##
#define O __VA_ARGS__
#define P(x) x
#define P(y) y
#define Q 1
#define Q 1
#define Q  1
#define Q 2
#undef Q extra
#undef
#undef __LINE__
#define __FILE__ 1
#bogus
# 12abc
#ifdef
#endif
#ifdef 3
#endif
#ifndef A B
#endif
#else
#elif 1
#endif
#if 1
#else
#else
#elif 1
#endif
#endif junk
#if
#endif
#if 1 +
#endif
#if (1
#endif
#if 1 2
#endif
#if 1 ? 2
#endif
#if "str"
#endif
#if 1.5
#endif
#if 1 / 0
#endif
#if 1 % 0
#endif
#if defined
#endif
#if defined(X
#endif
#if defined 3
#endif
#if UNDEF_FN(1)
#endif
#if )
#endif
#if 0x7fffffffffffffff + 1
#endif
#if 08
#endif
#line
#line abc
#line 10 notastring
#line 20 "file.h" extra
int at_line_20 = __LINE__;
#error this is an error: "quoted" 'c'
#warning careful   here
#error
#include
#include foo
#include "unterminated
#include <unterminated
#include ""
last
