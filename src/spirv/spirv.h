/*
 * The SPIR-V back end: one entry point of an IR module to a SPIR-V 1.5
 * binary for Vulkan 1.2 (Shader, Logical addressing, GLSL450 memory model).
 */
#ifndef OSH_SPIRV_H
#define OSH_SPIRV_H

#include "ir/ir.h"

/* Emits entry point m->entries.data[0]. Returns false (after OSH50xx
 * diagnostics) when something cannot be expressed. */
bool spv_emit(IrModule *m, uint32_t **words, size_t *count);

#endif
