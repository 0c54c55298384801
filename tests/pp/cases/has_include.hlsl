#if __has_include("inc/once.h") && __has_include(<inc/once.h>) && !__has_include("inc/nope.h")
yes
#endif
#ifdef __has_include
defined
#endif
#if __has_include(
#endif
#if __has_include("x.h"
#endif
#if __has_include(<unclosed
#endif
__has_include("outside #if is just an identifier")
