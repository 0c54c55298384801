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
/* The entry's SpvExecutionModel: IrEntry.model, or the stage's when 0. */
uint32_t spv_exec_model(const IrEntry *e);

#endif
