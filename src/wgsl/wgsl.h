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

/* The WGSL binding of each resource the entry point uses (`reached`, per
 * IrId, nonzero for the globals it reaches) into binding[id]: its Vulkan
 * binding, unless another resource holds that (group, binding) too, when
 * it moves past the group's highest binding (binding.c says which one
 * moves). shares (may be NULL) gets, for each moved resource, the one that
 * keeps the binding (its name), and NULL for the others. Decided over
 * every binding of the source, so identical for each of its entry points. The group never changes.
 * Reflection reports the same bindings. */
void wgsl_bindings(IrModule *m, const uint8_t *reached, uint32_t *binding, Str *shares);

/* The WGSL binding of each element of a fixed-size resource array `g` the
 * entry point reaches (*count of them; same group), or NULL when `g` is no
 * such array: WGSL binds each element on its own. Element 0 is decided
 * like any resource at the array's binding, the others move past the
 * group's highest binding in declaration order. */
const uint32_t *wgsl_element_bindings(IrModule *m, const uint8_t *reached, IrId g, uint32_t *count);

/* Where the push-constant block goes in WGSL (a uniform buffer): the
 * highest group among the resources the entry point uses and the binding
 * after that group's highest WGSL binding; group 0 binding 0 when it uses
 * none. Reflection reports the same slot. */
void wgsl_push_constant_slot(IrModule *m, const uint8_t *reached, uint32_t *set,
                             uint32_t *binding);

/* The one core WebGPU storage format for a storage texture declared
 * without [[vk::image_format]] (RWTexture2D<float4> -> "rgba32float"), or
 * NULL when none fits; the WGSL writer declares it so (OSH5212). */
const char *wgsl_inferred_format(IrModule *m, const IrType *t, const char *hlsl_type);

/* Whether a storage texture of this WebGPU format may be read and written
 * only with the texture-formats-tier2 feature (the r32 formats need none). */
bool wgsl_read_write_tier2(const char *fmt);

/* The WGSL name of an HLSL entry point (reserved words get a '_'). */
const char *wgsl_entry_name(Cc *cc, const char *hlsl_name);

#endif
