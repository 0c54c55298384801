/*
 * The SPIR-V back end: one entry point of an IR module to a SPIR-V 1.5
 * binary for Vulkan 1.2 (Shader, Logical addressing, GLSL450 memory model).
 */
#ifndef OSH_SPIRV_H
#define OSH_SPIRV_H

#include "ir/ir.h"

/* Emits entry point m->entries.data[0]. Returns false (after OSH50xx
 * diagnostics) when something cannot be expressed. On success the words
 * live in the compilation's arena, and m->capabilities / m->extensions hold
 * what the module declares (for reflection). */
bool spv_emit(IrModule *m, uint32_t **words, size_t *count);

/* What an entry point reaches: functions in call-discovery order (the entry
 * first), global variables in module order. */
typedef struct SpvReach {
    Vec(IrFunc *) funcs;
    Vec(IrId) globals;
} SpvReach;
void spv_reach(IrModule *m, const IrEntry *e, SpvReach *r);

/* Fills m->capabilities and m->extensions for entry m->entries.data[0]
 * (reached as `r` says): Shader, what lowering added, then what the types,
 * instructions, built-ins and execution model need. spv_emit calls it;
 * reflection may call it without emitting. */
void spv_capabilities(IrModule *m, const SpvReach *r);
bool spv_has_capability(const IrModule *m, uint32_t cap);
/* Derivatives in a compute shader (SPV_KHR/NV_compute_shader_derivatives):
 * the derivative group numthreads `wg` admits, as DXC picks it (the SM 6.6
 * quad rules): DerivativeGroupLinear when x is a multiple of 4 and y = z =
 * 1, DerivativeGroupQuads when x and y are even, 0 when neither (there are
 * no quads). */
uint32_t spv_derivative_group(const uint32_t wg[3]);
/* The extension that carries it: DXC's default SPV_KHR_..., the NV one when
 * -fspv-extension lists it and does not allow the KHR one; NULL when
 * -fspv-extension allows neither. */
const char *spv_derivative_extension(const osh_options *opt);
/* The entry's SpvExecutionModel: IrEntry.model, or the stage's when 0. */
uint32_t spv_exec_model(const IrEntry *e);

/* Links the modules of a library's entry points (each emitted on its own,
 * with the same options) into one module: every OpEntryPoint kept, equal
 * declarations (types, constants, the same resource or built-in variable,
 * strings, imports) made once (link.c). The words live in cc's arena; false
 * after a diagnostic when the modules cannot be linked. */
bool spv_link(Cc *cc, const uint32_t *const *mods, const size_t *counts, size_t nmods, uint32_t **words,
              size_t *count);

#endif
