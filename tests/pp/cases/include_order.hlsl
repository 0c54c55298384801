// ARGS: -I sys -I inc
#include "dup.h"
#include <dup.h>
#include <angled_here.h>
#include "local.h"
