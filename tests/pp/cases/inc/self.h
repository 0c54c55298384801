int self_level = __INCLUDE_LEVEL__;
#include "self.h"
