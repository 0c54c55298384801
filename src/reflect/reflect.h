/*
 * Reflection: what a host needs to bind the compiled entry point, read from
 * the IR after the back end ran (so it describes exactly what was emitted).
 *
 *   reflect.c   the IR to the public osh_reflection structs (the model)
 *   json.c      the model to JSON (docs/reflection.md is the schema)
 *   header.c    the IR's buffer layouts to a C11 header for the host
 *   host.c      the public host helpers: pipeline layouts and
 *               specialization data for Vulkan and WebGPU
 *   names.c     SPIR-V enum names (ir/spirv_grammar.def, generated) and the
 *               capability -> device feature table (features.def)
 */
#ifndef OSH_REFLECT_H
#define OSH_REFLECT_H

#include "oneshader.h"
#include "ir/ir.h"

/* The reflection of m->entries.data[0] for `target`; NULL when the module
 * has no entry point. Allocated in the compilation's arena. */
osh_reflection *reflect_build(IrModule *m, osh_target target);

/* The model as JSON text; deterministic. */
const char *reflect_to_json(Cc *cc, const osh_reflection *r, size_t *len);
/* The same for several entry points of one module (a library compiled whole). */
const char *reflect_to_json_many(Cc *cc, const osh_reflection *const *r, size_t n, size_t *len);

/* JSON text describing m->entries.data[0] for `target` (reflect_build +
 * reflect_to_json); NULL when there is no entry point. */
const char *reflect_json(IrModule *m, osh_target target, size_t *len);

/* The C header for the host (osh_result_c_header). */
const char *reflect_c_header(IrModule *m, const osh_reflection *r, const char *name, size_t *len);

/* names.c */
const char *reflect_capability_name(Cc *cc, uint32_t cap);  /* "Float16"; "Capability1234" if unknown */
const char *reflect_builtin_name(Cc *cc, uint32_t builtin);
const char *reflect_format_name(Cc *cc, uint32_t format);
const char *reflect_wgsl_builtin(uint32_t builtin);          /* NULL when WGSL has none */
const char *reflect_wgsl_format(uint32_t format);            /* NULL when WebGPU has none */
/* The Vulkan features capability `cap` needs, into out[0..max); returns how many. */
uint32_t reflect_vk_features(uint32_t cap, const char **out, uint32_t max);
uint32_t reflect_subgroup_bit(uint32_t cap);                 /* osh_subgroup_bits, 0 if none */
/* A vertex input's VkFormat name and (*wgpu) GPUVertexFormat; NULL when none. */
const char *reflect_vertex_format(osh_scalar s, uint32_t count, const char **wgpu);

#endif
