/*
 * What an entry point needs from the SPIR-V environment: the functions and
 * globals it reaches, and the capabilities and extensions its types,
 * instructions, built-ins and execution model require.
 *
 * spv_capabilities is a walk separate from emission so reflection can ask
 * for the set (RequiredFeatures, SubgroupOperations) without emitting. It
 * visits the reachable functions in call order and their instructions in
 * block order; each type is examined once. The result is deterministic:
 * Shader first, then what the module already asked for (ir_add_capability),
 * then capabilities in order of first need.
 */
#include "spirv/spirv.h"
#include "spirv/disasm.h"

/* ---- reachability --------------------------------------------------------- */

void spv_reach(IrModule *m, const IrEntry *e, SpvReach *r)
{
    Cc *cc = m->cc;
    memset(r, 0, sizeof *r);
    bool *seen = NEWN(cc, bool, m->values.len);
    if (!e->func || e->func >= m->values.len || ir_value(m, e->func)->kind != IV_FUNC)
        return;
    vec_push(&cc->arena, &r->funcs, ir_value(m, e->func)->u.f);
    seen[e->func] = true;
    for (uint32_t i = 0; i < m->funcs.len; i++) /* `export` ones: linkable, kept */
        if (!seen[m->funcs.data[i]] && ir_func_exported(m, m->funcs.data[i])) {
            seen[m->funcs.data[i]] = true;
            vec_push(&cc->arena, &r->funcs, ir_value(m, m->funcs.data[i])->u.f);
        }
    /* Worklist in discovery order: the list itself is the queue. */
    for (uint32_t i = 0; i < r->funcs.len; i++) {
        IrFunc *f = r->funcs.data[i];
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next)
                for (uint32_t k = 0; k < in->nargs; k++) {
                    IrId a = in->args[k];
                    if (!a || a >= m->values.len || seen[a])
                        continue;
                    IrValue *v = ir_value(m, a);
                    if (v->kind == IV_FUNC) {
                        seen[a] = true;
                        vec_push(&cc->arena, &r->funcs, v->u.f);
                    } else if (v->kind == IV_GLOBAL) {
                        seen[a] = true;
                    }
                }
    }
    /* Globals in module order, with the signature's even when unused (an
     * optimized-away read). */
    bool all = m->preserve_interface;
    for (uint32_t i = 0; i < m->globals.len; i++) {
        const IrGlobal *g = ir_value(m, m->globals.data[i])->u.g;
        if (seen[m->globals.data[i]] || ir_global_is_signature(g, all) ||
            (m->preserve_bindings && g->res != IRR_NONE && g->res != IRR_PUSH_CONSTANT))
            vec_push(&cc->arena, &r->globals, m->globals.data[i]);
    }
}

/* ---- capabilities --------------------------------------------------------- */

typedef struct Caps {
    IrModule *m;
    Stage stage;
    uint32_t model;
    uint32_t dgroup_cap;    /* compute: ComputeDerivativeGroup*, 0 if none */
    const char *dgroup_ext;
    bool *type_seen;
    uint32_t ntypes;
} Caps;

static void cap(Caps *c, uint32_t cap) { ir_add_capability(c->m, cap); }

static bool is_core_storage_format(uint32_t f)
{
    switch (f) {
    case SpvImageFormatRgba32f: case SpvImageFormatRgba16f: case SpvImageFormatR32f:
    case SpvImageFormatRgba8: case SpvImageFormatRgba8Snorm: case SpvImageFormatRgba32i:
    case SpvImageFormatRgba16i: case SpvImageFormatRgba8i: case SpvImageFormatR32i:
    case SpvImageFormatRgba32ui: case SpvImageFormatRgba16ui: case SpvImageFormatRgba8ui:
    case SpvImageFormatR32ui:
        return true;
    default:
        return false;
    }
}

/* Whether a type holds a scalar of `width` bits anywhere (bounded by type
 * nesting): ours, or an inline SPIR-V OpTypeInt / OpTypeFloat and what an
 * inline type is made of. */
static bool has_width(IrModule *m, IrTypeId t, unsigned width, int depth)
{
    if (!t || depth > LIMIT_NESTING)
        return false;
    const IrType *ty = ir_type(m, t);
    switch (ty->kind) {
    case IR_TY_INT:
    case IR_TY_FLOAT: return ty->width == width;
    case IR_TY_VECTOR: case IR_TY_MATRIX: case IR_TY_ARRAY: case IR_TY_RUNTIME_ARRAY:
        return has_width(m, ty->elem, width, depth + 1);
    case IR_TY_STRUCT:
        for (uint32_t i = 0; i < ty->member_count; i++)
            if (has_width(m, ty->members[i].type, width, depth + 1))
                return true;
        return false;
    case IR_TY_SPIRV:
        if ((ty->count == SpvOpTypeInt || ty->count == SpvOpTypeFloat) && ty->member_count &&
            ty->params[0] == IR_SPV_OPERAND_LITERAL)
            return ty->params[1] == width;
        for (uint32_t i = 0; i < ty->member_count; i++)
            if (ty->params[2 * i] == IR_SPV_OPERAND_TYPE && has_width(m, ty->params[2 * i + 1], width, depth + 1))
                return true;
        return false;
    default: return false;
    }
}

static bool has_16bit(IrModule *m, IrTypeId t, int depth) { return has_width(m, t, 16, depth); }

/* RayGeneration ... Callable (KHR): 5313 to 5318. */
static bool spv_model_is_ray_tracing(uint32_t model)
{
    return model >= SpvExecutionModelRayGenerationKHR && model <= SpvExecutionModelCallableKHR;
}

static void visit_type(Caps *c, IrTypeId t, int depth)
{
    IrModule *m = c->m;
    if (!t || t >= c->ntypes || c->type_seen[t] || depth > LIMIT_NESTING)
        return;
    c->type_seen[t] = true;
    IrType ty = *ir_type(m, t);
    switch (ty.kind) {
    case IR_TY_INT:
        if (ty.width == 8) cap(c, SpvCapabilityInt8);
        if (ty.width == 16) cap(c, SpvCapabilityInt16);
        if (ty.width == 64) cap(c, SpvCapabilityInt64);
        break;
    case IR_TY_FLOAT:
        if (ty.width == 16) cap(c, SpvCapabilityFloat16);
        if (ty.width == 64) cap(c, SpvCapabilityFloat64);
        break;
    case IR_TY_VECTOR: case IR_TY_MATRIX: case IR_TY_ARRAY: case IR_TY_RUNTIME_ARRAY:
    case IR_TY_SAMPLED_IMAGE:
        visit_type(c, ty.elem, depth + 1);
        break;
    case IR_TY_STRUCT:
        for (uint32_t i = 0; i < ty.member_count; i++)
            visit_type(c, ty.members[i].type, depth + 1);
        break;
    case IR_TY_ACCEL: case IR_TY_RAY_QUERY:
        /* Ray tracing stages take the structure with RayTracingKHR; every
         * other stage only through inline ray queries. */
        if (ty.kind == IR_TY_RAY_QUERY || !spv_model_is_ray_tracing(c->model)) {
            cap(c, SpvCapabilityRayQueryKHR);
            ir_add_extension(m, "SPV_KHR_ray_query");
        }
        break;
    case IR_TY_SPIRV: {
        /* Inline SPIR-V types: the operand types', the grammar's capability
         * of the opcode, and what a width or a storage class needs (as for
         * our own int, float and pointer types). */
        uint32_t lit[2] = {0}, nlit = 0;
        for (uint32_t i = 0; i < ty.member_count; i++) {
            if (ty.params[2 * i] == IR_SPV_OPERAND_TYPE)
                visit_type(c, ty.params[2 * i + 1], depth + 1);
            else if (ty.params[2 * i] == IR_SPV_OPERAND_LITERAL && nlit < 2)
                lit[nlit++] = ty.params[2 * i + 1];
        }
        if (spv_op_capability(ty.count))
            cap(c, spv_op_capability(ty.count));
        uint32_t width = 0;
        if (ty.count == SpvOpTypeInt && nlit)
            width = lit[0] == 8 ? SpvCapabilityInt8 : lit[0] == 16 ? SpvCapabilityInt16 : lit[0] == 64 ? SpvCapabilityInt64 : 0;
        if (ty.count == SpvOpTypeFloat && nlit)
            width = lit[0] == 16 ? SpvCapabilityFloat16 : lit[0] == 64 ? SpvCapabilityFloat64 : 0;
        if (width)
            cap(c, width);
        if (ty.count == SpvOpTypePointer && nlit && lit[0] == SpvStorageClassPhysicalStorageBuffer) {
            cap(c, SpvCapabilityPhysicalStorageBufferAddresses);
            m->addressing = SpvAddressingModelPhysicalStorageBuffer64;
            if (m->spirv_version < 0x10500)
                ir_add_extension(m, "SPV_KHR_physical_storage_buffer");
        }
        break;
    }
    case IR_TY_FUNCTION:
        visit_type(c, ty.elem, depth + 1);
        for (uint32_t i = 0; i < ty.member_count; i++)
            visit_type(c, ty.params[i], depth + 1);
        break;
    case IR_TY_POINTER:
        visit_type(c, ty.elem, depth + 1);
        if (ty.storage == SpvStorageClassPhysicalStorageBuffer) {
            /* Buffer device addresses (lower/bda.c): core in SPIR-V 1.5. */
            cap(c, SpvCapabilityPhysicalStorageBufferAddresses);
            m->addressing = SpvAddressingModelPhysicalStorageBuffer64;
            if (m->spirv_version < 0x10500)
                ir_add_extension(m, "SPV_KHR_physical_storage_buffer");
        }
        if (has_width(m, ty.elem, 8, 0)) { /* an inline SPIR-V 8-bit integer (SPV_KHR_8bit_storage: 1.5) */
            switch (ty.storage) {
            case SpvStorageClassStorageBuffer:
            case SpvStorageClassPhysicalStorageBuffer: cap(c, SpvCapabilityStorageBuffer8BitAccess); break;
            case SpvStorageClassUniform: cap(c, SpvCapabilityUniformAndStorageBuffer8BitAccess); break;
            case SpvStorageClassPushConstant: cap(c, SpvCapabilityStoragePushConstant8); break;
            default: break;
            }
            if (m->spirv_version < 0x10500 && (ty.storage == SpvStorageClassStorageBuffer ||
                                               ty.storage == SpvStorageClassPhysicalStorageBuffer ||
                                               ty.storage == SpvStorageClassUniform ||
                                               ty.storage == SpvStorageClassPushConstant))
                ir_add_extension(m, "SPV_KHR_8bit_storage");
        }
        if (has_16bit(m, ty.elem, 0)) {
            switch (ty.storage) {
            case SpvStorageClassStorageBuffer:
            case SpvStorageClassPhysicalStorageBuffer: cap(c, SpvCapabilityStorageBuffer16BitAccess); break;
            case SpvStorageClassUniform: cap(c, SpvCapabilityUniformAndStorageBuffer16BitAccess); break;
            case SpvStorageClassPushConstant: cap(c, SpvCapabilityStoragePushConstant16); break;
            case SpvStorageClassInput:
            case SpvStorageClassOutput: cap(c, SpvCapabilityStorageInputOutput16); break;
            default: break;
            }
        }
        break;
    case IR_TY_IMAGE: {
        visit_type(c, ty.elem, depth + 1);
        bool storage = ty.sampled == 2;
        /* A 64-bit integer texel (RWTexture2D<int64_t>, R64i/R64ui). */
        if (ty.elem && ir_type(m, ty.elem)->kind == IR_TY_INT && ir_type(m, ty.elem)->width == 64) {
            cap(c, SpvCapabilityInt64ImageEXT);
            ir_add_extension(m, "SPV_EXT_shader_image_int64");
        }
        switch (ty.dim) {
        case SpvDim1D: cap(c, storage ? SpvCapabilityImage1D : SpvCapabilitySampled1D); break;
        case SpvDimBuffer: cap(c, storage ? SpvCapabilityImageBuffer : SpvCapabilitySampledBuffer); break;
        case SpvDimRect: cap(c, storage ? SpvCapabilityImageRect : SpvCapabilitySampledRect); break;
        case SpvDimSubpassData: cap(c, SpvCapabilityInputAttachment); break;
        case SpvDimCube:
            if (ty.arrayed)
                cap(c, storage ? SpvCapabilityImageCubeArray : SpvCapabilitySampledCubeArray);
            break;
        default: break;
        }
        if (storage && ty.ms && ty.arrayed)
            cap(c, SpvCapabilityImageMSArray);
        if (storage && ty.format != SpvImageFormatUnknown && !is_core_storage_format(ty.format) &&
            ty.format != SpvImageFormatR64ui && ty.format != SpvImageFormatR64i) /* Int64ImageEXT's */
            cap(c, SpvCapabilityStorageImageExtendedFormats);
        break;
    }
    default:
        break;
    }
}

/* A type not examined yet (most are: the check is inline because it is
 * asked for every operand of every instruction). */
static inline void see_type(Caps *c, IrTypeId t)
{
    if (t && t < c->ntypes && !c->type_seen[t])
        visit_type(c, t, 0);
}

static void visit_value(Caps *c, IrId v)
{
    IrModule *m = c->m;
    if (!v || v >= m->values.len)
        return;
    IrValue *val = ir_value(m, v);
    if (val->kind == IV_BLOCK || val->kind == IV_FUNC)
        return;
    see_type(c, val->type);
}

/* The *ArrayDynamicIndexing / *ArrayNonUniformIndexing pair for an access
 * into an array of resources of type `elem` in `storage`. */
static void resource_array_caps(Caps *c, uint32_t storage, IrTypeId elem, bool nonuniform)
{
    IrModule *m = c->m;
    const IrType *t = ir_type(m, elem);
    uint32_t dyn = 0, nu = 0;
    if (storage == SpvStorageClassUniform) {
        dyn = SpvCapabilityUniformBufferArrayDynamicIndexing;
        nu = SpvCapabilityUniformBufferArrayNonUniformIndexing;
    } else if (storage == SpvStorageClassStorageBuffer) {
        dyn = SpvCapabilityStorageBufferArrayDynamicIndexing;
        nu = SpvCapabilityStorageBufferArrayNonUniformIndexing;
    } else if (storage == SpvStorageClassUniformConstant) {
        if (t->kind == IR_TY_SAMPLED_IMAGE)
            t = ir_type(m, t->elem);
        if (t->kind == IR_TY_SAMPLER) {
            dyn = SpvCapabilitySampledImageArrayDynamicIndexing;
            nu = SpvCapabilitySampledImageArrayNonUniformIndexing;
        } else if (t->kind == IR_TY_IMAGE) {
            bool storage_img = t->sampled == 2;
            if (t->dim == SpvDimBuffer) {
                dyn = storage_img ? SpvCapabilityStorageTexelBufferArrayDynamicIndexing
                                  : SpvCapabilityUniformTexelBufferArrayDynamicIndexing;
                nu = storage_img ? SpvCapabilityStorageTexelBufferArrayNonUniformIndexing
                                 : SpvCapabilityUniformTexelBufferArrayNonUniformIndexing;
            } else if (t->dim == SpvDimSubpassData) {
                dyn = SpvCapabilityInputAttachmentArrayDynamicIndexing;
                nu = SpvCapabilityInputAttachmentArrayNonUniformIndexing;
            } else {
                dyn = storage_img ? SpvCapabilityStorageImageArrayDynamicIndexing
                                  : SpvCapabilitySampledImageArrayDynamicIndexing;
                nu = storage_img ? SpvCapabilityStorageImageArrayNonUniformIndexing
                                 : SpvCapabilitySampledImageArrayNonUniformIndexing;
            }
        }
    }
    if (!dyn)
        return;
    if (nonuniform) {
        cap(c, SpvCapabilityShaderNonUniform);
        cap(c, nu);
    } else {
        cap(c, dyn);
    }
}

static void visit_access(Caps *c, IrInst *in)
{
    IrModule *m = c->m;
    if (in->nargs < 2)
        return;
    IrValue *base = ir_value(m, in->args[0]);
    if (base->kind != IV_GLOBAL)
        return;
    const IrGlobal *g = base->u.g;
    const IrType *pt = ir_type(m, g->pointee);
    if (pt->kind != IR_TY_ARRAY && pt->kind != IR_TY_RUNTIME_ARRAY)
        return;
    const IrType *et = ir_type(m, pt->elem);
    /* Arrays of buffer blocks or of opaque handles are resource arrays. */
    bool resource = (et->kind == IR_TY_STRUCT && et->block) || et->kind == IR_TY_IMAGE ||
                    et->kind == IR_TY_SAMPLER || et->kind == IR_TY_SAMPLED_IMAGE;
    if (!resource)
        return;
    uint64_t bits;
    /* NonUniformResourceIndex marks the access with the flag or with a
     * decoration on the value (lower/expr.c). */
    bool marked = (in->flags & IRF_NONUNIFORM) != 0;
    const IrValue *av = in->id ? ir_value(m, in->id) : NULL;
    for (uint32_t k = 0; av && k < av->decors.len && !marked; k++)
        marked = av->decors.data[k].deco == SpvDecorationNonUniform && av->decors.data[k].member < 0;
    bool nonuniform = marked || g->nonuniform;
    if (ir_const_value(m, in->args[1], &bits) && !marked)
        return;
    resource_array_caps(c, g->storage, pt->elem, nonuniform);
}

/* An Offset image operand that is not a constant (a constant one is emitted
 * as ConstOffset). */
static bool runtime_offset(IrModule *m, const IrInst *in)
{
    uint32_t mask = in->lits[0];
    if (!(mask & SpvImageOperandsOffsetMask))
        return false;
    uint32_t k = ir_image_fixed_args(in->op);
    k += !!(mask & SpvImageOperandsBiasMask) + !!(mask & SpvImageOperandsLodMask);
    k += (mask & SpvImageOperandsGradMask) ? 2 : 0;
    if (k >= in->nargs || in->args[k] >= m->values.len)
        return true;
    const IrValue *v = ir_value(m, in->args[k]);
    return !(v->kind == IV_CONST && !v->u.c->is_spec);
}

/* What works on quads: derivatives, implicit-LOD sampling, the LOD query
 * and the quad operations (DXC gives a compute shader the derivative group
 * for each, so that its quads are the SM 6.6 ones). */
static bool on_quads(const IrOpInfo *info, IrOp op)
{
    return info->cls == OPC_DERIV || (info->flags & OPF_IMPLICIT_LOD) || op == IR_QUERY_LOD ||
           (info->cls == OPC_WAVE && info->arg == IR_SG_QUAD);
}

static void visit_inst(Caps *c, IrInst *in)
{
    IrModule *m = c->m;
    see_type(c, in->type);
    for (uint32_t k = 0; k < in->nargs; k++)
        visit_value(c, in->args[k]);
    if (in->flags & IRF_NONUNIFORM)
        cap(c, SpvCapabilityShaderNonUniform);
    /* The op's own capability first (a subgroup op's after GroupNonUniform),
     * then those that depend on its operands: the order of need is the
     * order of the output. */
    const IrOpInfo *info = ir_op_info(in->op);
    /* An inline core instruction: the capability the grammar names for it
     * (its own [[vk::ext_capability]] came with the call). */
    if (in->op == IR_SPIRV_INST && in->nlits > 1 && !in->lits[1] && spv_op_capability(in->lits[0]))
        cap(c, spv_op_capability(in->lits[0]));
    /* A partitioned scan needs GroupNonUniformPartitionedNV, not the
     * arithmetic capability the op has otherwise. */
    bool partitioned = (info->flags & OPF_GROUP_OP) && in->nlits &&
                       in->lits[0] >= SpvGroupOperationPartitionedReduceNV &&
                       in->lits[0] <= SpvGroupOperationPartitionedExclusiveScanNV;
    if (info->cls == OPC_WAVE)
        cap(c, SpvCapabilityGroupNonUniform);
    /* WaveMatch and WaveMultiPrefix* (SPV_NV_shader_subgroup_partitioned). */
    if (in->op == IR_WAVE_PARTITION || partitioned) {
        cap(c, SpvCapabilityGroupNonUniformPartitionedNV);
        ir_add_extension(m, "SPV_NV_shader_subgroup_partitioned");
    }
    /* The Vulkan memory model: device scope is a capability of its own. */
    if (m->memory_model == SpvMemoryModelVulkan &&
        (info->cls == OPC_ATOMIC || in->op == IR_CONTROL_BARRIER || in->op == IR_MEMORY_BARRIER))
        for (uint32_t k = 0; k < in->nlits && k < (in->op == IR_CONTROL_BARRIER ? 2u : 1u); k++)
            if (in->lits[k] == SpvScopeDevice)
                cap(c, SpvCapabilityVulkanMemoryModelDeviceScope);
    if (info->cap && !partitioned)
        cap(c, info->cap == SpvCapabilityRayTracingKHR && c->m->rt_nv ? SpvCapabilityRayTracingNV : info->cap);
    if (c->dgroup_cap && on_quads(info, in->op)) {
        cap(c, c->dgroup_cap);
        ir_add_extension(m, c->dgroup_ext);
    }
    switch (info->cls) {
    case OPC_IMAGE:
        if (in->nlits) {
            if (in->lits[0] & SpvImageOperandsMinLodMask)
                cap(c, SpvCapabilityMinLod);
            if ((in->lits[0] & SpvImageOperandsConstOffsetsMask) || runtime_offset(m, in))
                cap(c, SpvCapabilityImageGatherExtended);
        }
        if ((in->op == IR_IMAGE_READ || in->op == IR_SPARSE_READ || in->op == IR_IMAGE_WRITE) &&
            in->nargs) {
            const IrType *it = ir_type(m, ir_type_of(m, in->args[0]));
            if (it->kind == IR_TY_IMAGE && it->format == SpvImageFormatUnknown &&
                it->dim != SpvDimSubpassData)
                cap(c, in->op != IR_IMAGE_WRITE ? SpvCapabilityStorageImageReadWithoutFormat
                                               : SpvCapabilityStorageImageWriteWithoutFormat);
        }
        break;
    case OPC_ATOMIC:
        if (in->nargs) {
            const IrType *pt = ir_type(m, ir_type_of(m, in->args[0]));
            if (pt->kind == IR_TY_POINTER && ir_type(m, pt->elem)->width == 64)
                cap(c, SpvCapabilityInt64Atomics);
        }
        break;
    default:
        break;
    }
    if (in->op == IR_ACCESS)
        visit_access(c, in);
    else if (in->op == IR_PRINTF || in->op == IR_DEBUG_BREAK)
        ir_add_extension(m, "SPV_KHR_non_semantic_info");
    else if (in->op == IR_READ_CLOCK) /* its capability is ops.def's */
        ir_add_extension(m, "SPV_KHR_shader_clock");
    else if (in->op == IR_DEMOTE && m->spirv_version < 0x10600) /* core in 1.6 */
        ir_add_extension(m, "SPV_EXT_demote_to_helper_invocation");
}

static void visit_global(Caps *c, IrId id)
{
    IrModule *m = c->m;
    const IrValue *val = ir_value(m, id);
    const IrGlobal *g = val->u.g;
    visit_type(c, val->type, 0);
    /* An unbounded resource array (T t[]) is a runtime descriptor array. */
    if (ir_type(m, g->pointee)->kind == IR_TY_RUNTIME_ARRAY)
        cap(c, SpvCapabilityRuntimeDescriptorArray);
    if (g->interp & 8)
        cap(c, SpvCapabilitySampleRateShading);
    for (uint32_t i = 0; i < g->decors.len; i++)
        if (g->decors.data[i].deco == SpvDecorationPerVertexKHR) {
            cap(c, SpvCapabilityFragmentBarycentricKHR);
            ir_add_extension(m, "SPV_KHR_fragment_shader_barycentric");
        }
    bool frag = c->model == SpvExecutionModelFragment;
    switch (g->builtin) {
    case SpvBuiltInClipDistance: cap(c, SpvCapabilityClipDistance); break;
    case SpvBuiltInCullDistance: cap(c, SpvCapabilityCullDistance); break;
    case SpvBuiltInSampleId: case SpvBuiltInSamplePosition:
        cap(c, SpvCapabilitySampleRateShading);
        break;
    case SpvBuiltInLayer:
        if (frag)
            cap(c, SpvCapabilityGeometry);
        else if (c->model == SpvExecutionModelVertex || c->model == SpvExecutionModelTessellationEvaluation)
            cap(c, SpvCapabilityShaderLayer);
        break;
    case SpvBuiltInViewportIndex:
        if (frag)
            cap(c, SpvCapabilityMultiViewport);
        else if (c->model == SpvExecutionModelVertex || c->model == SpvExecutionModelTessellationEvaluation)
            cap(c, SpvCapabilityShaderViewportIndex);
        else if (c->model == SpvExecutionModelGeometry)
            cap(c, SpvCapabilityMultiViewport);
        break;
    case SpvBuiltInPrimitiveId:
        if (frag)
            cap(c, SpvCapabilityGeometry);
        break;
    case SpvBuiltInBaseVertex: case SpvBuiltInBaseInstance: case SpvBuiltInDrawIndex:
        cap(c, SpvCapabilityDrawParameters);
        break;
    case SpvBuiltInFullyCoveredEXT:
        cap(c, SpvCapabilityFragmentFullyCoveredEXT);
        ir_add_extension(m, "SPV_EXT_fragment_fully_covered");
        break;
    case SpvBuiltInViewIndex: cap(c, SpvCapabilityMultiView); break;
    case SpvBuiltInDeviceIndex: cap(c, SpvCapabilityDeviceGroup); break;
    case SpvBuiltInFragStencilRefEXT:
        cap(c, SpvCapabilityStencilExportEXT);
        ir_add_extension(m, "SPV_EXT_shader_stencil_export");
        break;
    case SpvBuiltInSubgroupSize: case SpvBuiltInSubgroupLocalInvocationId:
    case SpvBuiltInNumSubgroups: case SpvBuiltInSubgroupId:
        cap(c, SpvCapabilityGroupNonUniform);
        break;
    case SpvBuiltInSubgroupEqMask: case SpvBuiltInSubgroupGeMask: case SpvBuiltInSubgroupGtMask:
    case SpvBuiltInSubgroupLeMask: case SpvBuiltInSubgroupLtMask:
        cap(c, SpvCapabilityGroupNonUniformBallot);
        break;
    case SpvBuiltInBaryCoordKHR: case SpvBuiltInBaryCoordNoPerspKHR:
        cap(c, SpvCapabilityFragmentBarycentricKHR);
        ir_add_extension(m, "SPV_KHR_fragment_shader_barycentric");
        break;
    default:
        break;
    }
}

static void for_spirv_1_3(IrModule *m);
static void for_spirv_1_0(IrModule *m);

void spv_capabilities(IrModule *m, const SpvReach *r)
{
    Cc *cc = m->cc;
    if (!m->entries.len)
        return;
    const IrEntry *e = &m->entries.data[0];
    /* Shader first, then what lowering asked for, then what the walk finds. */
    Vec(uint32_t) before = {0};
    for (uint32_t i = 0; i < m->capabilities.len; i++)
        vec_push(&cc->arena, &before, m->capabilities.data[i]);
    m->capabilities.len = 0;
    ir_add_capability(m, SpvCapabilityShader);
    if (m->memory_model == SpvMemoryModelVulkan) {
        ir_add_capability(m, SpvCapabilityVulkanMemoryModel);
        if (m->spirv_version < 0x10500)
            ir_add_extension(m, "SPV_KHR_vulkan_memory_model");
    }
    for (uint32_t i = 0; i < before.len; i++)
        ir_add_capability(m, before.data[i]);

    Caps c = {.m = m, .stage = e->stage, .model = spv_exec_model(e)};
    if (c.model == SpvExecutionModelGLCompute) {
        /* spirv.h (1.3.239) has the NV names; the KHR ones are the same
         * numbers. spv_emit adds the execution mode of the capability. */
        uint32_t g = spv_derivative_group(e->workgroup);
        c.dgroup_ext = m->derivative_ext_known ? m->derivative_ext : spv_derivative_extension(NULL);
        if (g && c.dgroup_ext)
            c.dgroup_cap = g == SpvExecutionModeDerivativeGroupLinearNV
                               ? SpvCapabilityComputeDerivativeGroupLinearNV
                               : SpvCapabilityComputeDerivativeGroupQuadsNV;
    }
    switch (c.model) {
    case SpvExecutionModelGeometry: cap(&c, SpvCapabilityGeometry); break;
    case SpvExecutionModelTessellationControl:
    case SpvExecutionModelTessellationEvaluation: cap(&c, SpvCapabilityTessellation); break;
    case SpvExecutionModelMeshEXT: case SpvExecutionModelTaskEXT:
        /* Also for a shader without SetMeshOutputCounts / DispatchMesh. */
        cap(&c, SpvCapabilityMeshShadingEXT);
        ir_add_extension(m, "SPV_EXT_mesh_shader");
        break;
    case SpvExecutionModelMeshNV: case SpvExecutionModelTaskNV:
        cap(&c, SpvCapabilityMeshShadingNV);
        ir_add_extension(m, "SPV_NV_mesh_shader");
        break;
    default: break;
    }
    /* Types created below (none should be) are beyond ntypes and skipped. */
    c.ntypes = m->types.len;
    c.type_seen = NEWN(cc, bool, c.ntypes);
    for (uint32_t i = 0; i < r->globals.len; i++)
        visit_global(&c, r->globals.data[i]);
    for (uint32_t i = 0; i < r->funcs.len; i++) {
        IrFunc *f = r->funcs.data[i];
        visit_type(&c, f->fn_type, 0);
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next)
                visit_inst(&c, in);
    }
    /* After what the walk found (DXC lists RayQueryKHR first). */
    if (spv_model_is_ray_tracing(c.model)) {
        cap(&c, m->rt_nv ? SpvCapabilityRayTracingNV : SpvCapabilityRayTracingKHR);
        ir_add_extension(m, m->rt_nv ? "SPV_NV_ray_tracing" : "SPV_KHR_ray_tracing");
    }
    if (m->spirv_version < 0x10500)
        for_spirv_1_3(m);
    if (m->spirv_version < 0x10300)
        for_spirv_1_0(m);
}

bool spv_has_capability(const IrModule *m, uint32_t cap)
{
    for (uint32_t i = 0; i < m->capabilities.len; i++)
        if (m->capabilities.data[i] == cap)
            return true;
    return false;
}

/* SPIR-V 1.3 (-fspv-target-env=vulkan1.1, as DXC emits for it): what 1.4
 * and 1.5 made core is declared through its extension again (what needs
 * 1.4 is refused by spv_emit, which also adds -fspv-reflect's
 * SPV_GOOGLE_decorate_string). Capabilities keep their order; a 1.5 name
 * with a different 1.3 spelling is replaced in place. */
static void for_spirv_1_3(IrModule *m)
{
    static const uint32_t indexing[] = {
        SpvCapabilityShaderNonUniform, SpvCapabilityRuntimeDescriptorArray,
        SpvCapabilityInputAttachmentArrayDynamicIndexing,
        SpvCapabilityUniformTexelBufferArrayDynamicIndexing,
        SpvCapabilityStorageTexelBufferArrayDynamicIndexing,
        SpvCapabilityUniformBufferArrayNonUniformIndexing,
        SpvCapabilitySampledImageArrayNonUniformIndexing,
        SpvCapabilityStorageBufferArrayNonUniformIndexing,
        SpvCapabilityStorageImageArrayNonUniformIndexing,
        SpvCapabilityInputAttachmentArrayNonUniformIndexing,
        SpvCapabilityUniformTexelBufferArrayNonUniformIndexing,
        SpvCapabilityStorageTexelBufferArrayNonUniformIndexing,
    };
    for (size_t i = 0; i < countof(indexing); i++)
        if (spv_has_capability(m, indexing[i])) {
            ir_add_extension(m, "SPV_EXT_descriptor_indexing");
            break;
        }
    bool layer = false;
    uint32_t j = 0;
    for (uint32_t i = 0; i < m->capabilities.len; i++) {
        uint32_t c = m->capabilities.data[i];
        if (c == SpvCapabilityShaderLayer || c == SpvCapabilityShaderViewportIndex) {
            if (layer)
                continue;
            layer = true;
            c = SpvCapabilityShaderViewportIndexLayerEXT;
        }
        m->capabilities.data[j++] = c;
    }
    m->capabilities.len = j;
    if (layer)
        ir_add_extension(m, "SPV_EXT_shader_viewport_index_layer");
}

/* SPIR-V 1.0 to 1.2 (-fspv-target-env=vulkan1.0): the extensions of what
 * 1.3 made core, as DXC declares them; wave operations, which need 1.3, are
 * refused by the emitter. */
static void for_spirv_1_0(IrModule *m)
{
    static const struct { uint32_t cap; const char *ext; } exts[] = {
        {SpvCapabilityDrawParameters, "SPV_KHR_shader_draw_parameters"},
        {SpvCapabilityStorageBuffer16BitAccess, "SPV_KHR_16bit_storage"},
        {SpvCapabilityUniformAndStorageBuffer16BitAccess, "SPV_KHR_16bit_storage"},
        {SpvCapabilityStoragePushConstant16, "SPV_KHR_16bit_storage"},
        {SpvCapabilityStorageInputOutput16, "SPV_KHR_16bit_storage"},
        {SpvCapabilityMultiView, "SPV_KHR_multiview"},
        {SpvCapabilityDeviceGroup, "SPV_KHR_device_group"},
        {SpvCapabilityVariablePointers, "SPV_KHR_variable_pointers"},
        {SpvCapabilityVariablePointersStorageBuffer, "SPV_KHR_variable_pointers"},
    };
    for (size_t i = 0; i < countof(exts); i++)
        if (spv_has_capability(m, exts[i].cap))
            ir_add_extension(m, exts[i].ext);
    for (uint32_t t = 1; t < m->types.len; t++)
        if (m->types.data[t].kind == IR_TY_POINTER && m->types.data[t].storage == SpvStorageClassStorageBuffer) {
            ir_add_extension(m, "SPV_KHR_storage_buffer_storage_class");
            break;
        }
}

uint32_t spv_derivative_group(const uint32_t wg[3])
{
    uint32_t x = wg[0] ? wg[0] : 1, y = wg[1] ? wg[1] : 1, z = wg[2] ? wg[2] : 1;
    if (x % 4 == 0 && y == 1 && z == 1)
        return SpvExecutionModeDerivativeGroupLinearNV;
    if (x % 2 == 0 && y % 2 == 0)
        return SpvExecutionModeDerivativeGroupQuadsNV;
    return 0;
}

const char *spv_derivative_extension(const osh_options *opt)
{
    static const char khr[] = "SPV_KHR_compute_shader_derivatives";
    static const char nv[] = "SPV_NV_compute_shader_derivatives";
    if (!opt || !opt->spv_extension_count)
        return khr;
    bool has_nv = false;
    for (size_t i = 0; i < opt->spv_extension_count; i++) {
        const char *a = opt->spv_extensions[i];
        if (a && (!strcmp(a, khr) || !strcmp(a, "KHR")))
            return khr;
        has_nv |= a && !strcmp(a, nv);
    }
    return has_nv ? nv : NULL;
}

uint32_t spv_exec_model(const IrEntry *e)
{
    if (e->model)
        return e->model;
    switch (e->stage) {
    case STAGE_PIXEL: return SpvExecutionModelFragment;
    case STAGE_GEOMETRY: return SpvExecutionModelGeometry;
    case STAGE_HULL: return SpvExecutionModelTessellationControl;
    case STAGE_DOMAIN: return SpvExecutionModelTessellationEvaluation;
    case STAGE_COMPUTE: return SpvExecutionModelGLCompute;
    case STAGE_MESH: return SpvExecutionModelMeshEXT;
    case STAGE_AMPLIFICATION: return SpvExecutionModelTaskEXT;
    default: return SpvExecutionModelVertex;
    }
}
