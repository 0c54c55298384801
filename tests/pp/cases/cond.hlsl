#define ONE 1
#define ZERO 0
#define EMPTY
#if ONE
a1
#elif garbage ( ( (
bad
#else
bad
#endif
#if ZERO
bad
#elif defined ONE && defined(ZERO) && !defined NOPE
a2
#elif 1
bad
#endif
#ifdef EMPTY
a3
#endif
#ifndef EMPTY
bad
#else
a4
#endif
#if 0
  #if garbage ( unbalanced
  #error not reached
  #include "nonexistent.h"
  #bogus directive
  don't care 'about this
  #else
  #endif
#elif ZERO
bad
#else
a5
#endif
#if UNDEFINED_IS_ZERO == 0 && true && !false
a6
#endif
#define D defined(ONE)
#if D
a7
#endif
#if (2 || 1/0) && (0 && 1/0) == 0
a8
#endif
#if -1 < 0u
bad
#else
a9
#endif
#if (-1 >> 63) == -1 && (1 << 63) < 0 && 0x7fffffffffffffff + 0 > 0
a10
#endif
#if 18446744073709551615 == -1 && 10 / 3 == 3 && -7 / 2 == -3 && -7 % 2 == -1
a11
#endif
#if (1 ? -1 : 0u) > 0 && (0 ? 1 : 2) == 2 && (1, 2) == 2
a12
#endif
#if 'A' == 65 && '\n' == 10 && '\x41' == 'A' && ~0 == -1 && !0 == 1
a13
#endif
#if 1 == 1L && 2 == 2ull && 0x10 == 16 && 010 == 8 && 0b101 == 5
a14
#endif
#if __LINE__ == 69 && defined __LINE__ && defined(__FILE__)
a15
#endif
