/*
 * Reflection: what a host needs to bind the compiled entry point, read from
 * the IR after the back end ran (so it describes exactly what was emitted).
 */
#ifndef OSH_REFLECT_H
#define OSH_REFLECT_H

#include "ir/ir.h"

/* JSON text describing m->entries.data[0] for `target`; deterministic. */
const char *reflect_json(IrModule *m, osh_target target, size_t *len);

#endif
