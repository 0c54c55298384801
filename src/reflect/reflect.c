/*
 * Reflection: the IR of one entry point to the public osh_reflection
 * structs (include/oneshader.h), which json.c prints and host.c reads.
 *
 * Read from the IR after the back end ran, so it describes what was
 * emitted. Only what the entry point reaches is listed: the globals and
 * functions spv_reach finds (the same walk both back ends make), the
 * specialization constants those functions read, and the capabilities
 * spv_capabilities derives from them. Resources are sorted by set and
 * binding (module order among equals), stage variables are in module order,
 * specialization constants by id, capabilities in the back end's order, so
 * the output is deterministic.
 *
 * Usage facts are ir_usage's (ir/usage.c) over the reached functions, the
 * same the WGSL back end declares its variables by: a resource is `written`
 * when a store, atomic or image write reaches it through access chains,
 * `read` when a load or an image read, sample, gather or fetch (plain or
 * sparse) does, and an image is `depth` when it is sampled with a comparison.
 */
#include "reflect/reflect.h"
#include "spirv/spirv.h"
#include "wgsl/wgsl.h"

typedef struct R {
    Cc *cc;
    IrModule *m;
    IrEntry *e;
    osh_target target;
    uint8_t *use;       /* per IrId: IR_USE_* (ir/usage.c) */
    uint8_t *spec;      /* per IrId: a specialization constant the entry point uses */
    uint8_t *reached;   /* per IrId: a global the entry point reaches (1), which its
                           code names (| REACH_NAMED) */
} R;

enum { REACH_NAMED = 2 };

/* ---- usage --------------------------------------------------------------- */

/* Marks the specialization constants a value uses (also inside composite
 * constants, to LIMIT_NESTING). */
static void mark_spec(R *r, IrId v, int depth)
{
    IrModule *m = r->m;
    if (!v || v >= m->values.len || depth > LIMIT_NESTING)
        return;
    IrValue *val = ir_value(m, v);
    if (val->kind != IV_CONST || r->spec[v])
        return;
    if (val->u.c->is_spec)
        r->spec[v] = 1;
    for (uint32_t i = 0; i < val->u.c->elem_count; i++)
        mark_spec(r, val->u.c->elems[i], depth + 1);
}

/* ---- types --------------------------------------------------------------- */

static osh_scalar scalar_of(IrModule *m, IrTypeId t)
{
    IrType *ty = ir_type(m, t);
    while (ty->kind == IR_TY_VECTOR || ty->kind == IR_TY_MATRIX || ty->kind == IR_TY_ARRAY ||
           ty->kind == IR_TY_RUNTIME_ARRAY)
        ty = ir_type(m, ty->elem);
    switch (ty->kind) {
    case IR_TY_BOOL: return OSH_SCALAR_BOOL;
    case IR_TY_INT:
        switch (ty->width) {
        case 16: return ty->is_signed ? OSH_SCALAR_INT16 : OSH_SCALAR_UINT16;
        case 64: return ty->is_signed ? OSH_SCALAR_INT64 : OSH_SCALAR_UINT64;
        default: return ty->is_signed ? OSH_SCALAR_INT32 : OSH_SCALAR_UINT32;
        }
    case IR_TY_FLOAT:
        return ty->width == 16 ? OSH_SCALAR_FLOAT16
               : ty->width == 64 ? OSH_SCALAR_FLOAT64
                                 : OSH_SCALAR_FLOAT32;
    default: return OSH_SCALAR_NONE;
    }
}

static uint32_t scalar_bytes(IrModule *m, IrTypeId t)
{
    IrType *ty = ir_type(m, t);
    return ty->kind == IR_TY_BOOL ? 4 : ty->width / 8;
}

/* The bytes a laid-out value of type t spans (matrix_stride/row_major: its
 * member's decorations). A matrix is as many vectors as its storage order
 * gives, each matrix_stride apart; an array is count * stride; a struct
 * ends where its last member ends. */
static uint32_t layout_size(R *r, IrTypeId t, uint32_t matrix_stride, bool ir_row_major, int depth)
{
    IrModule *m = r->m;
    IrType *ty = ir_type(m, t);
    if (depth > LIMIT_NESTING)
        return 0;
    switch (ty->kind) {
    case IR_TY_BOOL: return 4;
    case IR_TY_INT:
    case IR_TY_FLOAT: return ty->width / 8;
    case IR_TY_VECTOR: return ty->count * scalar_bytes(m, ty->elem);
    case IR_TY_MATRIX: {
        uint32_t vecs = ir_row_major ? ir_type(m, ty->elem)->count : ty->count;
        return vecs * matrix_stride;
    }
    case IR_TY_ARRAY: return ty->count * ty->stride;
    case IR_TY_RUNTIME_ARRAY: return 0;
    case IR_TY_STRUCT: {
        uint32_t end = 0;
        for (uint32_t i = 0; i < ty->member_count; i++) {
            IrMember *mb = &ty->members[i];
            uint32_t e = mb->offset + layout_size(r, mb->type, mb->matrix_stride, mb->row_major,
                                                  depth + 1);
            if (e > end)
                end = e;
        }
        return end; /* docs/reflection.md: where the last member ends */
    }
    default: return 0;
    }
}

/* A spelling for types without an HLSL name (stage variables, elements). */
static const char *hlsl_spelling(R *r, IrTypeId t)
{
    IrModule *m = r->m;
    IrType *ty = ir_type(m, t);
    static const char *const names[] = {
        [OSH_SCALAR_BOOL] = "bool",        [OSH_SCALAR_INT16] = "int16_t",
        [OSH_SCALAR_UINT16] = "uint16_t",  [OSH_SCALAR_INT32] = "int",
        [OSH_SCALAR_UINT32] = "uint",      [OSH_SCALAR_INT64] = "int64_t",
        [OSH_SCALAR_UINT64] = "uint64_t",  [OSH_SCALAR_FLOAT16] = "half",
        [OSH_SCALAR_FLOAT32] = "float",    [OSH_SCALAR_FLOAT64] = "double",
    };
    osh_scalar s = scalar_of(m, t);
    switch (ty->kind) {
    case IR_TY_BOOL: case IR_TY_INT: case IR_TY_FLOAT: return names[s];
    case IR_TY_VECTOR: return arena_sprintf(&r->cc->arena, "%s%u", names[s], ty->count);
    case IR_TY_MATRIX:
        return arena_sprintf(&r->cc->arena, "%s%ux%u", names[s], ty->count,
                             ir_type(m, ty->elem)->count);
    case IR_TY_STRUCT: return ty->name ? ty->name : "struct";
    default: return NULL;
    }
}

static const osh_refl_member *convert_members(R *r, IrTypeId t, uint32_t skip_from,
                                              uint32_t *count, int depth);

/* One laid-out member: arrays peeled into dims/strides, then the shape. */
static void convert_member(R *r, osh_refl_member *o, const IrMember *mb, int depth)
{
    IrModule *m = r->m;
    Cc *cc = r->cc;
    o->name = mb->name;
    o->offset = mb->offset;
    o->size = layout_size(r, mb->type, mb->matrix_stride, mb->row_major, 0);
    uint32_t rank = 0;
    IrTypeId t = mb->type;
    for (IrType *ty = ir_type(m, t);
         (ty->kind == IR_TY_ARRAY || ty->kind == IR_TY_RUNTIME_ARRAY) && rank < LIMIT_NESTING;
         ty = ir_type(m, t)) {
        rank++;
        t = ty->elem;
    }
    if (rank) {
        uint32_t *dims = NEWN(cc, uint32_t, rank);
        uint32_t *strides = NEWN(cc, uint32_t, rank);
        IrTypeId a = mb->type;
        for (uint32_t i = 0; i < rank; i++) {
            IrType *ty = ir_type(m, a);
            dims[i] = ty->kind == IR_TY_ARRAY ? ty->count : 0;
            strides[i] = ty->stride;
            a = ty->elem;
        }
        o->array_rank = rank;
        o->array_dims = dims;
        o->array_strides = strides;
    }
    IrType *bt = ir_type(m, t);
    o->scalar = mb->builtin_bool ? OSH_SCALAR_BOOL : scalar_of(m, t);
    o->type = mb->hlsl_type ? mb->hlsl_type : hlsl_spelling(r, t);
    o->rows = o->columns = 1;
    switch (bt->kind) {
    case IR_TY_VECTOR:
        o->columns = bt->count;
        break;
    case IR_TY_MATRIX: /* HLSL floatRxC is R IR columns of C components */
        o->rows = bt->count;
        o->columns = ir_type(m, bt->elem)->count;
        o->matrix_stride = mb->matrix_stride;
        o->row_major = !mb->row_major; /* SPIR-V RowMajor is HLSL column_major */
        break;
    case IR_TY_STRUCT:
        o->rows = o->columns = 0;
        o->members = convert_members(r, t, UINT32_MAX, &o->member_count, depth + 1);
        break;
    default:
        break;
    }
}

static const osh_refl_member *convert_members(R *r, IrTypeId t, uint32_t skip_from,
                                              uint32_t *count, int depth)
{
    IrType *ty = ir_type(r->m, t);
    *count = 0;
    if (ty->kind != IR_TY_STRUCT)
        return NULL;
    if (depth > LIMIT_NESTING) {
        diag(r->cc, (Loc){0, 0, 0}, D_REFLECT_NESTING, (unsigned)LIMIT_NESTING);
        return NULL;
    }
    uint32_t n = ty->member_count < skip_from ? ty->member_count : skip_from;
    osh_refl_member *out = NEWN(r->cc, osh_refl_member, n ? n : 1);
    for (uint32_t i = 0; i < n; i++)
        convert_member(r, &out[i], &ty->members[i], depth);
    *count = n;
    return out;
}

/* ---- entry point pieces -------------------------------------------------- */

static uint32_t stage_bit(Stage s)
{
    switch (s) {
    case STAGE_VERTEX: return OSH_STAGE_VERTEX;
    case STAGE_HULL: return OSH_STAGE_TESS_CONTROL;
    case STAGE_DOMAIN: return OSH_STAGE_TESS_EVAL;
    case STAGE_GEOMETRY: return OSH_STAGE_GEOMETRY;
    case STAGE_PIXEL: return OSH_STAGE_FRAGMENT;
    case STAGE_COMPUTE: return OSH_STAGE_COMPUTE;
    case STAGE_AMPLIFICATION: return OSH_STAGE_TASK;
    case STAGE_MESH: return OSH_STAGE_MESH;
    case STAGE_RAYGEN: return OSH_STAGE_RAYGEN;
    case STAGE_ANYHIT: return OSH_STAGE_ANY_HIT;
    case STAGE_CLOSESTHIT: return OSH_STAGE_CLOSEST_HIT;
    case STAGE_MISS: return OSH_STAGE_MISS;
    case STAGE_INTERSECTION: return OSH_STAGE_INTERSECTION;
    case STAGE_CALLABLE: return OSH_STAGE_CALLABLE;
    default: return 0;
    }
}

static void convert_io(R *r, osh_refl_io *o, IrValue *v, bool output)
{
    IrModule *m = r->m;
    IrGlobal *g = v->u.g;
    o->name = v->name;
    o->semantic = g->semantic;
    o->location = g->builtin >= 0 ? -1 : (g->location < 0 ? 0 : g->location);
    if (g->builtin >= 0) {
        o->builtin = reflect_builtin_name(r->cc, (uint32_t)g->builtin);
        o->wgsl_builtin = reflect_wgsl_builtin((uint32_t)g->builtin);
    }
    IrTypeId t = g->pointee;
    o->location_count = 1;
    IrType *ty = ir_type(m, t);
    if (output && r->e->stage == STAGE_MESH && ty->kind == IR_TY_ARRAY) {
        t = ty->elem; /* one element per vertex or primitive */
        ty = ir_type(m, t);
    }
    if (ty->kind == IR_TY_ARRAY) {
        o->location_count = ty->count;
        t = ty->elem;
        ty = ir_type(m, t);
    }
    if (ty->kind == IR_TY_MATRIX) {
        o->location_count *= ty->count;
        t = ty->elem;
        ty = ir_type(m, t);
    }
    o->component_type = scalar_of(m, t);
    o->component_count = ty->kind == IR_TY_VECTOR ? ty->count : 1;
    /* What a host's vertex buffer layout names: one format per location. */
    if (r->e->stage == STAGE_VERTEX && !output && g->builtin < 0)
        o->vk_format = reflect_vertex_format(o->component_type, o->component_count, &o->wgpu_format);
    /* Interpolation applies to what the rasterizer interpolates: pixel
     * inputs and the outputs of vertex-processing stages. */
    Stage s = r->e->stage;
    bool interpolated = g->builtin < 0 && ((s == STAGE_PIXEL && !output) ||
                                           (output && s != STAGE_PIXEL && s != STAGE_COMPUTE));
    if (interpolated) {
        static const osh_interpolation modes[] = {OSH_INTERP_PERSPECTIVE, OSH_INTERP_FLAT,
                                                  OSH_INTERP_LINEAR, OSH_INTERP_PERSPECTIVE};
        o->interpolation = modes[g->interp & 3];
        o->centroid = (g->interp & 4) != 0;
        o->sample = (g->interp & 8) != 0;
    }
}

static osh_resource_kind resource_kind(IrResKind k, bool written)
{
    switch (k) {
    case IRR_UNIFORM_BUFFER: return OSH_RESOURCE_UNIFORM_BUFFER;
    case IRR_STORAGE_BUFFER:
        return written ? OSH_RESOURCE_STORAGE_BUFFER : OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER;
    case IRR_SAMPLED_IMAGE: return OSH_RESOURCE_SAMPLED_IMAGE;
    case IRR_STORAGE_IMAGE: return OSH_RESOURCE_STORAGE_IMAGE;
    case IRR_SAMPLER: return OSH_RESOURCE_SAMPLER;
    case IRR_COMPARISON_SAMPLER: return OSH_RESOURCE_COMPARISON_SAMPLER;
    case IRR_COMBINED_IMAGE_SAMPLER: return OSH_RESOURCE_COMBINED_IMAGE_SAMPLER;
    case IRR_INPUT_ATTACHMENT: return OSH_RESOURCE_INPUT_ATTACHMENT;
    case IRR_COUNTER_BUFFER: return OSH_RESOURCE_COUNTER_BUFFER;
    case IRR_UNIFORM_TEXEL_BUFFER: return OSH_RESOURCE_UNIFORM_TEXEL_BUFFER;
    case IRR_STORAGE_TEXEL_BUFFER: return OSH_RESOURCE_STORAGE_TEXEL_BUFFER;
    case IRR_ACCEL: return OSH_RESOURCE_ACCELERATION_STRUCTURE;
    default: return OSH_RESOURCE_UNIFORM_BUFFER;
    }
}

static osh_image_dim image_dim(uint32_t d)
{
    switch (d) {
    case SpvDim1D: return OSH_DIM_1D;
    case SpvDim2D: return OSH_DIM_2D;
    case SpvDim3D: return OSH_DIM_3D;
    case SpvDimCube: return OSH_DIM_CUBE;
    case SpvDimBuffer: return OSH_DIM_BUFFER;
    case SpvDimSubpassData: return OSH_DIM_SUBPASS;
    default: return OSH_DIM_NONE;
    }
}

/* The block of a buffer: fixed members, then the runtime array (a
 * structured or byte-address buffer's elements) when the block ends in one. */
static void convert_block(R *r, osh_refl_resource *o, IrTypeId block)
{
    IrModule *m = r->m;
    IrType *bt = ir_type(m, block);
    if (bt->kind != IR_TY_STRUCT)
        return;
    uint32_t n = bt->member_count;
    IrMember *last = n ? &bt->members[n - 1] : NULL;
    bool runtime = last && ir_type(m, last->type)->kind == IR_TY_RUNTIME_ARRAY;
    o->members = convert_members(r, block, runtime ? n - 1 : n, &o->member_count, 0);
    o->size = layout_size(r, block, 0, false, 0);
    if (runtime) {
        IrType *at = ir_type(m, last->type);
        osh_refl_member *el = NEW(r->cc, osh_refl_member);
        IrMember em = *last;
        em.type = at->elem;
        convert_member(r, el, &em, 0);
        el->name = last->name;
        o->element = el;
        o->element_stride = at->stride;
        o->size = last->offset;
        o->min_binding_size = last->offset + at->stride;
    } else if (o->kind == OSH_RESOURCE_UNIFORM_BUFFER) {
        /* The WGSL target declares it as 16-byte rows. */
        o->min_binding_size = (o->size + 15) & ~15u;
    } else {
        o->min_binding_size = o->size;
    }
    /* WGSL reads storage buffers whole words at a time (16-bit data is
     * packed in u32 words there), so a binding holds at least the last
     * word its data touches. */
    if (r->target == OSH_TARGET_WGSL)
        o->min_binding_size = (o->min_binding_size + 3) & ~3u;
}

static void convert_resource(R *r, osh_refl_resource *o, IrId id)
{
    IrModule *m = r->m;
    IrValue *v = ir_value(m, id);
    IrGlobal *g = v->u.g;
    o->name = v->name;
    o->hlsl_type = g->hlsl_type;
    o->read = (r->use[id] & IR_USE_READ) != 0;
    o->written = (r->use[id] & IR_USE_WRITTEN) != 0;
    o->kind = resource_kind(g->res, o->written);
    o->set = g->set;
    o->binding = g->binding;
    o->array_count = g->array_count;
    o->stages = stage_bit(r->e->stage);
    /* Without -fspv-preserve-bindings only what the code names is kept. */
    o->used = !m->preserve_bindings || (r->reached[id] & REACH_NAMED);
    o->counter_index = UINT32_MAX;
    o->input_attachment_index = -1;
    for (uint32_t i = 0; i < g->decors.len; i++)
        if (g->decors.data[i].deco == SpvDecorationInputAttachmentIndex && g->decors.data[i].nargs)
            o->input_attachment_index = (int32_t)g->decors.data[i].args[0];
    IrTypeId t = g->pointee;
    if (ir_type(m, t)->kind == IR_TY_RUNTIME_ARRAY && g->res != IRR_NONE) {
        o->unbounded = 1;
        o->binding_flags = OSH_BINDING_UPDATE_AFTER_BIND | OSH_BINDING_PARTIALLY_BOUND |
                           OSH_BINDING_VARIABLE_DESCRIPTOR_COUNT;
        t = ir_type(m, t)->elem;
    }
    if (ir_type(m, t)->kind == IR_TY_ARRAY)
        t = ir_type(m, t)->elem;
    IrType *ty = ir_type(m, t);
    if (ty->kind == IR_TY_SAMPLED_IMAGE) {
        t = ty->elem;
        ty = ir_type(m, t);
    }
    if (ty->kind == IR_TY_STRUCT) {
        convert_block(r, o, t);
    } else if (ty->kind == IR_TY_IMAGE) {
        o->dim = image_dim(ty->dim);
        o->arrayed = ty->arrayed;
        o->multisampled = ty->ms;
        o->depth = ty->depth || (r->use[id] & IR_USE_DEPTH);
        o->sampled = (r->use[id] & IR_USE_SAMPLED) != 0;
        o->sampled_type = scalar_of(m, ty->elem);
        if (ty->sampled == 2 && ty->dim != SpvDimSubpassData) {
            o->format = reflect_format_name(r->cc, ty->format);
            o->wgsl_format = reflect_wgsl_format(ty->format);
            if (!o->wgsl_format && ty->format == SpvImageFormatUnknown && ty->dim != SpvDimBuffer) /* as the WGSL declares it (OSH5212) */
                o->wgsl_format = wgsl_inferred_format(m, ty, g->hlsl_type);
        }
    }
}

typedef Vec(const char *) NameVec;

/* Appends s to a list of names unless it is there already. */
static void add_name(Cc *cc, NameVec *v, const char *s)
{
    for (uint32_t i = 0; i < v->len; i++)
        if (!strcmp(v->data[i], s))
            return;
    vec_push(&cc->arena, v, s);
}

static void capabilities(R *r, osh_reflection *o, const SpvReach *reach)
{
    Cc *cc = r->cc;
    IrModule *m = r->m;
    /* The SPIR-V back end filled the list; for WGSL derive it the same way,
     * since the device features follow from it either way. */
    if (r->target != OSH_TARGET_SPIRV)
        spv_capabilities(m, reach);
    const char **caps = NEWN(cc, const char *, m->capabilities.len + 1);
    NameVec vk = {0};
    NameVec wgpu = {0};
    for (uint32_t i = 0; i < m->capabilities.len; i++) {
        uint32_t c = m->capabilities.data[i];
        caps[i] = reflect_capability_name(cc, c);
        const char *f[4];
        uint32_t nf = reflect_vk_features(c, f, 4);
        for (uint32_t k = 0; k < nf; k++)
            add_name(cc, &vk, f[k]);
        o->subgroup_operations |= reflect_subgroup_bit(c);
        if (c == SpvCapabilityFloat16)
            add_name(cc, &wgpu, "shader-f16");
    }
    if (o->subgroup_operations)
        add_name(cc, &wgpu, "subgroups");
    /* An unbounded array's binding is UPDATE_AFTER_BIND (binding_flags): the
     * feature that allows it for its descriptor type (samplers need none). */
    for (uint32_t i = 0; i < reach->globals.len; i++) {
        const IrGlobal *g = ir_value(m, reach->globals.data[i])->u.g;
        if (ir_type(m, g->pointee)->kind != IR_TY_RUNTIME_ARRAY || g->res == IRR_NONE)
            continue;
        static const struct { IrResKind res; const char *feature; } uab[] = {
            {IRR_SAMPLED_IMAGE, "descriptorBindingSampledImageUpdateAfterBind"},
            {IRR_COMBINED_IMAGE_SAMPLER, "descriptorBindingSampledImageUpdateAfterBind"},
            {IRR_STORAGE_IMAGE, "descriptorBindingStorageImageUpdateAfterBind"},
            {IRR_STORAGE_BUFFER, "descriptorBindingStorageBufferUpdateAfterBind"},
            {IRR_COUNTER_BUFFER, "descriptorBindingStorageBufferUpdateAfterBind"},
            {IRR_UNIFORM_BUFFER, "descriptorBindingUniformBufferUpdateAfterBind"},
            {IRR_UNIFORM_TEXEL_BUFFER, "descriptorBindingUniformTexelBufferUpdateAfterBind"},
            {IRR_STORAGE_TEXEL_BUFFER, "descriptorBindingStorageTexelBufferUpdateAfterBind"},
        };
        for (size_t k = 0; k < countof(uab); k++)
            if (uab[k].res == g->res)
                add_name(cc, &vk, uab[k].feature);
    }
    /* The optional WebGPU features the WGSL writer's stage variables enable. */
    Stage st = m->entries.len ? m->entries.data[0].stage : STAGE_COMPUTE;
    for (uint32_t i = 0; i < reach->globals.len; i++) {
        const IrGlobal *g = ir_value(m, reach->globals.data[i])->u.g;
        if (g->builtin == SpvBuiltInClipDistance && st == STAGE_VERTEX &&
            g->storage == SpvStorageClassOutput)
            add_name(cc, &wgpu, "clip-distances");
        if (g->builtin == SpvBuiltInPrimitiveId && st == STAGE_PIXEL)
            add_name(cc, &wgpu, "primitive-index");
        for (uint32_t k = 0; k < g->decors.len && st == STAGE_PIXEL; k++)
            if (g->decors.data[k].deco == SpvDecorationIndex)
                add_name(cc, &wgpu, "dual-source-blending");
        /* A storage texture read and written in a format beyond core's r32. */
        IrId gid = reach->globals.data[i];
        const IrType *it = ir_type(m, g->pointee);
        if (it->kind == IR_TY_IMAGE && it->sampled == 2 && it->dim != SpvDimSubpassData &&
            (r->use[gid] & IR_USE_READ) && (r->use[gid] & IR_USE_WRITTEN)) {
            const char *f = reflect_wgsl_format(it->format);
            if (!f && it->format == SpvImageFormatUnknown)
                f = wgsl_inferred_format(m, it, g->hlsl_type);
            if (wgsl_read_write_tier2(f))
                add_name(cc, &wgpu, "texture-formats-tier2");
        }
    }
    o->capabilities = caps;
    o->capability_count = m->capabilities.len;
    const char **exts = NEWN(cc, const char *, m->extensions.len + 1);
    for (uint32_t i = 0; i < m->extensions.len; i++) {
        exts[i] = m->extensions.data[i];
        /* An extension that brings an execution mode, not a capability:
         * its feature is the device's. */
        if (!strcmp(exts[i], "SPV_KHR_maximal_reconvergence"))
            add_name(cc, &vk, "shaderMaximalReconvergence");
    }
    o->extensions = exts;
    o->extension_count = m->extensions.len;
    o->vulkan_features = vk.data;
    o->vulkan_feature_count = vk.len;
    o->webgpu_features = wgpu.data;
    o->webgpu_feature_count = wgpu.len;
}

osh_reflection *reflect_build(IrModule *m, osh_target target)
{
    Cc *cc = m->cc;
    if (!m->entries.len)
        return NULL;
    R r = {cc, m, &m->entries.data[0], target, NULL, NULL, NULL};
    IrEntry *e = r.e;
    r.spec = NEWN(cc, uint8_t, m->values.len + 1);
    r.reached = NEWN(cc, uint8_t, m->values.len + 1);
    SpvReach reach;
    spv_reach(m, e, &reach);
    for (uint32_t i = 0; i < reach.globals.len; i++)
        r.reached[reach.globals.data[i]] = 1;
    r.use = ir_usage(m, reach.funcs.data, reach.funcs.len);
    for (uint32_t i = 0; i < reach.funcs.len; i++) {
        IrFunc *f = reach.funcs.data[i];
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next)
                for (uint32_t k = 0; k < in->nargs; k++) {
                    mark_spec(&r, in->args[k], 0);
                    if (r.reached[in->args[k]])
                        r.reached[in->args[k]] |= REACH_NAMED;
                }
    }
    for (int i = 0; i < 3; i++)
        mark_spec(&r, e->workgroup_spec[i], 0);

    osh_reflection *o = NEW(cc, osh_reflection);
    const char *hlsl = e->hlsl_name ? e->hlsl_name : e->name;
    o->target = target == OSH_TARGET_WGSL ? "wgsl" : "spirv";
    o->name = target == OSH_TARGET_WGSL ? wgsl_entry_name(cc, hlsl) : e->name;
    o->hlsl_name = hlsl;
    o->wgsl_name = wgsl_entry_name(cc, hlsl);
    o->stage_name = stage_name(e->stage);
    o->stage = stage_bit(e->stage);
    for (int i = 0; i < 3; i++) {
        o->workgroup_size[i] = e->workgroup[i];
        o->workgroup_size_spec_id[i] = -1;
        IrId s = e->workgroup_spec[i];
        if (s && s < m->values.len && ir_value(m, s)->kind == IV_CONST &&
            ir_value(m, s)->u.c->is_spec)
            o->workgroup_size_spec_id[i] = (int32_t)ir_value(m, s)->u.c->spec_id;
    }

    /* Stage inputs and outputs, each in module order. */
    uint32_t n = reach.globals.len;
    osh_refl_io *ins = NEWN(cc, osh_refl_io, n + 1), *outs = NEWN(cc, osh_refl_io, n + 1);
    osh_refl_resource *res = NEWN(cc, osh_refl_resource, n + 1);
    IrId *res_ids = NEWN(cc, IrId, n + 1);
    size_t nin = 0, nout = 0, nres = 0;
    IrId push = 0;
    uint32_t *wgsl_binding = NEWN(cc, uint32_t, m->values.len + 1);
    wgsl_bindings(m, r.reached, wgsl_binding, NULL);
    for (uint32_t i = 0; i < n; i++) {
        IrId id = reach.globals.data[i];
        IrValue *v = ir_value(m, id);
        IrGlobal *g = v->u.g;
        if (g->storage == SpvStorageClassInput)
            convert_io(&r, &ins[nin++], v, false);
        else if (g->storage == SpvStorageClassOutput)
            convert_io(&r, &outs[nout++], v, true);
        else if (g->res == IRR_PUSH_CONSTANT || g->storage == SpvStorageClassPushConstant)
            push = push ? push : id;
        else if (g->res != IRR_NONE) {
            res_ids[nres] = id;
            res[nres].wgsl_binding = wgsl_binding[id];
            /* A texture, sampler or storage texture array (the only slots
             * lower/resource.c gives elements): WGSL binds each element. */
            uint32_t ne = 0;
            const uint32_t *eb = wgsl_element_bindings(m, r.reached, id, &ne);
            if (eb) {
                uint32_t *copy = NEWN(cc, uint32_t, ne);
                memcpy(copy, eb, ne * sizeof *copy);
                res[nres].wgsl_element_bindings = copy;
            }
            convert_resource(&r, &res[nres++], id);
        }
    }
    /* By set, then binding (stable: module order among equals). */
    for (size_t i = 1; i < nres; i++) {
        osh_refl_resource t = res[i];
        IrId tid = res_ids[i];
        size_t j = i;
        while (j > 0 && (res[j - 1].set > t.set ||
                         (res[j - 1].set == t.set && res[j - 1].binding > t.binding))) {
            res[j] = res[j - 1];
            res_ids[j] = res_ids[j - 1];
            j--;
        }
        res[j] = t;
        res_ids[j] = tid;
    }
    /* Append/consume buffers point at their counters. */
    for (size_t j = 0; j < nres; j++) {
        IrId counter = ir_value(m, res_ids[j])->u.g->counter;
        for (size_t i = 0; i < nres && counter; i++)
            if (res_ids[i] == counter)
                res[j].counter_index = (uint32_t)i;
    }
    o->inputs = ins;
    o->input_count = nin;
    o->outputs = outs;
    o->output_count = nout;
    o->resources = res;
    o->resource_count = nres;

    if (push) {
        IrValue *v = ir_value(m, push);
        osh_refl_push_constants *pc = NEW(cc, osh_refl_push_constants);
        IrTypeId t = v->u.g->pointee;
        pc->name = v->name;
        pc->type_name = v->u.g->hlsl_type ? v->u.g->hlsl_type : ir_type(m, t)->name;
        pc->members = convert_members(&r, t, UINT32_MAX, &pc->member_count, 0);
        pc->size = layout_size(&r, t, 0, false, 0);
        wgsl_push_constant_slot(m, r.reached, &pc->wgsl_group, &pc->wgsl_binding);
        pc->wgsl_size = (pc->size + 15) & ~15u;
        o->push_constants = pc;
    }

    /* Specialization constants the entry point reads, by id. */
    osh_refl_spec_constant *sc = NEWN(cc, osh_refl_spec_constant, m->consts.len + 1);
    size_t nsc = 0;
    for (uint32_t i = 0; i < m->consts.len; i++) {
        IrId id = m->consts.data[i];
        IrValue *v = ir_value(m, id);
        if (v->kind != IV_CONST || !v->u.c->is_spec || !r.spec[id])
            continue;
        osh_refl_spec_constant *s = &sc[nsc++];
        s->id = v->u.c->spec_id;
        s->name = v->name;
        s->type = scalar_of(m, v->type);
        s->default_bits = v->u.c->bits;
    }
    for (size_t i = 1; i < nsc; i++) { /* by id, stable */
        osh_refl_spec_constant t = sc[i];
        size_t j = i;
        for (; j > 0 && sc[j - 1].id > t.id; j--)
            sc[j] = sc[j - 1];
        sc[j] = t;
    }
    o->spec_constants = sc;
    o->spec_constant_count = nsc;

    capabilities(&r, o, &reach);
    o->schema = OSH_REFLECTION_SCHEMA;
    return o;
}

const char *reflect_json(IrModule *m, osh_target target, size_t *len)
{
    osh_reflection *r = reflect_build(m, target);
    if (!r) {
        *len = 0;
        return NULL;
    }
    return reflect_to_json(m->cc, r, len);
}
