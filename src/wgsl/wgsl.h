/*
 * The WGSL back end: one entry point of an IR module to WGSL text, control
 * flow rebuilt from the IR's structure markers, phis turned into variables.
 */
#ifndef OSH_WGSL_H
#define OSH_WGSL_H

#include "ir/ir.h"

/* Writes entry point m->entries.data[0] into `out`. Returns false (after
 * OSH52xx diagnostics) for constructs WGSL cannot express. */
bool wgsl_emit(IrModule *m, Buf *out);

/* The WGSL name of an HLSL entry point (reserved words get a '_'). */
const char *wgsl_entry_name(Cc *cc, const char *hlsl_name);

#endif
