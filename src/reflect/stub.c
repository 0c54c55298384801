/* Placeholder until reflection lands; delete when replaced. */
#include "reflect/reflect.h"
const char *reflect_json(IrModule *m, osh_target target, size_t *len)
{
    (void)m; (void)target;
    *len = 0;
    return NULL;
}
