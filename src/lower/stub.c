/* Placeholder until lowering lands; delete when replaced. */
#include "lower/lower.h"
IrModule *lower_entry(Cc *cc, struct Ast *ast, const char *entry, osh_target target)
{
    (void)ast; (void)entry; (void)target;
    diag(cc, (Loc){0, 0, 0}, D_NOT_IMPLEMENTED, "lowering");
    return NULL;
}
