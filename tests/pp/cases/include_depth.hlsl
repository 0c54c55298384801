#include "inc/self.h"
