#include "inc/outer.h"
#define F(x) x
F(
#include "inc/outer.h"
)
#include "inc/missing.h"
not reached
