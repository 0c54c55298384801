int outer;
#include "warns.h"
