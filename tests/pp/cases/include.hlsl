// ARGS: -I sys -I inc
#include "inc/guarded.h"
#include "inc/guarded.h"
#include "inc/guard2.h"
#include <guard2.h>
#include "inc/once.h"
#include "./inc/../inc/once.h"
#include <angled.h>
#define HDR "inc/empty.h"
#include HDR
#define ANGLED <local.h>
#include ANGLED
int after = FROM_EMPTY;

#include "inc\sub\sibling.h"
int last;
