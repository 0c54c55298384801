// ARGS: -vfs
int before;
#include "vfs/huge.h"
