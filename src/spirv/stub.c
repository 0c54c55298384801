/* Placeholder until the SPIR-V back end lands; delete when replaced. */
#include "spirv/spirv.h"
bool spv_emit(IrModule *m, uint32_t **words, size_t *count)
{
    (void)words; (void)count;
    diag(m->cc, (Loc){0, 0, 0}, D_NOT_IMPLEMENTED, "the SPIR-V back end");
    return false;
}
