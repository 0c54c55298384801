int nested_in_sub;
#include "sibling.h"
