// ARGS: -vfs -I vfs
#include "vfs/a.h"
#include <b.h>
#include "vfs/b.h"
#if __has_include("vfs/a.h") && __has_include(<a.h>) && !__has_include("nope.h") && defined(__has_include)
has_include_works
#endif
