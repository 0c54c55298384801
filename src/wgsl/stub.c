/* Placeholder until the WGSL back end lands; delete when replaced. */
#include "wgsl/wgsl.h"
bool wgsl_emit(IrModule *m, Buf *out)
{
    (void)out;
    diag(m->cc, (Loc){0, 0, 0}, D_NOT_IMPLEMENTED, "the WGSL back end");
    return false;
}
