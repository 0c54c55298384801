/*
 * Stage input and output variables, as DXC builds them, for the entry
 * wrapper (entry.c), which loads the inputs, calls the HLSL entry function
 * with copy-in/copy-out and stores its results to the outputs.
 *
 *   lw_stage_declare (before any function is lowered) walks the entry's
 *   signature and makes one "leaf" per non-struct value: a built-in, a slice
 *   of the ClipDistance/CullDistance array, or one Location variable (arrays
 *   and matrices split into one variable per element or row). Structs are
 *   flattened field by field, each field with its own semantic. Geometry
 *   stream outputs are declared here too, so Append (lowered inside the HLSL
 *   entry) finds them. Then locations are assigned (explicit
 *   [[vk::location]] first, the rest in declaration order, inputs and
 *   outputs separately; SV_TargetN is location N) and the clip/cull slices
 *   are laid out, ordered by semantic index.
 *
 *   lw_load_group / lw_store_group then move a value of the signature
 *   between the variables and SSA values (inside the wrapper, and at a
 *   geometry stream's Append).
 *
 * Per-vertex values of geometry, hull and domain shaders (GS input arrays,
 * InputPatch, OutputPatch, hull outputs) are "arrayed": every variable gets
 * an outer array dimension of the vertex count, indexed per vertex.
 */
#include "lower/lower_int.h"

/* Canonical types of built-ins. */
enum {
    K_U32, K_I32, K_UINT3, K_F32, K_FLOAT3, K_FLOAT4, K_BOOL,
    K_CLIP, K_CULL,             /* float[] slices */
    K_OUTER, K_INNER, K_MASK,   /* float[4], float[2], uint[1] */
    K_VMASK,                    /* int[1]: ViewportMaskNV */
};

/* A system-value semantic: the built-in it is as an input and as an output
 * in the stages listed (elsewhere it is an ordinary Location variable). */
typedef struct Sv {
    const char *name;
    uint16_t in_stages, out_stages;
    uint32_t builtin;
    uint8_t kind;
} Sv;

static const Sv svs[] = {
#define NONE 0 /* never read: a semantic that is never a built-in */
#define SEMANTIC(name, in, out, tc, builtin_in, builtin_out, spirv, kind) \
    {name, builtin_in, builtin_out, spirv, kind},
#include "hlsl/semantics.def"
#undef SEMANTIC
#undef NONE
};

/* A semantic is a built-in only where the front end lets it appear. */
#define SEMANTIC(name, in, out, tc, builtin_in, builtin_out, spirv, kind) \
    _Static_assert(((builtin_in) & ~(in)) == 0 && ((builtin_out) & ~(out)) == 0, \
                   name ": a built-in where the front end refuses it");
#include "hlsl/semantics.def"
#undef SEMANTIC

/* [[vk::builtin("...")]] names. */
static const struct { const char *name; uint32_t builtin; uint8_t kind; } vk_builtins[] = {
    {"PointSize", SpvBuiltInPointSize, K_F32},
    {"HelperInvocation", SpvBuiltInHelperInvocation, K_BOOL},
    {"BaseVertex", SpvBuiltInBaseVertex, K_U32},
    {"BaseInstance", SpvBuiltInBaseInstance, K_U32},
    {"DrawIndex", SpvBuiltInDrawIndex, K_U32},
    {"DeviceIndex", SpvBuiltInDeviceIndex, K_U32},
    {"ViewportMaskNV", SpvBuiltInViewportMaskNV, K_VMASK},
};

typedef struct Decl_ctx {
    L *l;
    LwIo *io;
    bool output;
    uint32_t arrayed;
    bool patch;
    /* A struct value with a semantic: its leaves take it, index by index
     * (DXC's rule; the front end warns of overridden field semantics). */
    const Semantic *inherit;
    uint32_t inherit_next;
} Dc;

static Type *strip(Type *t) { return lw_strip(t); }

static uint32_t stage_bit(L *l) { return 1u << l->cc->stage; }

static const Sv *find_sv(L *l, Str upper, bool output)
{
    if (!upper)
        return NULL;
    for (size_t i = 0; i < countof(svs); i++) {
        if (strcmp(svs[i].name, upper))
            continue;
        uint16_t st = output ? svs[i].out_stages : svs[i].in_stages;
        if (st & stage_bit(l))
            return &svs[i];
    }
    return NULL;
}

static Type *kind_type(L *l, uint8_t kind)
{
    Cc *cc = l->cc;
    switch (kind) {
    case K_I32: return ty_scalar(cc, SK_INT32);
    case K_UINT3: return ty_vector(cc, SK_UINT32, 3);
    case K_F32: case K_CLIP: case K_CULL: return ty_scalar(cc, SK_FLOAT);
    case K_FLOAT3: return ty_vector(cc, SK_FLOAT, 3);
    case K_FLOAT4: return ty_vector(cc, SK_FLOAT, 4);
    case K_BOOL: return ty_scalar(cc, SK_BOOL);
    case K_OUTER: return ty_array(cc, ty_scalar(cc, SK_FLOAT), 4);
    case K_INNER: return ty_array(cc, ty_scalar(cc, SK_FLOAT), 2);
    case K_MASK: return ty_array(cc, ty_scalar(cc, SK_UINT32), 1);
    case K_VMASK: return ty_array(cc, ty_scalar(cc, SK_INT32), 1);
    default: return ty_scalar(cc, SK_UINT32);
    }
}

/* Scalars in a value of an HLSL type made of scalars (scalar, vector,
 * array of scalars); 0 otherwise. */
static uint32_t scalar_count(Type *t)
{
    t = strip(t);
    if (t->kind == TY_SCALAR)
        return 1;
    if (t->kind == TY_VECTOR)
        return t->cols;
    if (t->kind == TY_MATRIX && (t->rows == 1 || t->cols == 1))
        return (uint32_t)t->rows * t->cols;
    if (t->kind == TY_ARRAY && strip(t->elem)->kind == TY_SCALAR)
        return t->count;
    /* float2 clip[2] : SV_ClipDistance (DXC and glslang flatten it) */
    if (t->kind == TY_ARRAY && strip(t->elem)->kind == TY_VECTOR)
        return t->count * strip(t->elem)->cols;
    return 0;
}

/* The vector elements of an array of vectors; NULL otherwise. */
static Type *vector_elem(Type *t)
{
    t = strip(t);
    return t->kind == TY_ARRAY && strip(t->elem)->kind == TY_VECTOR ? strip(t->elem) : NULL;
}

static Type *scalar_of(L *l, Type *t)
{
    t = strip(t);
    if (t->kind == TY_ARRAY)
        t = strip(t->elem);
    if (t->kind == TY_SCALAR)
        return t;
    return ty_scalar(l->cc, t->scalar);
}

/* Component k of a value made of scalars. */
static IrId scalar_at(L *l, IrId v, Type *t, uint32_t k)
{
    if (scalar_count(t) == 1 && strip(t)->kind != TY_ARRAY)
        return v;
    Type *ve = vector_elem(t);
    if (ve) {
        IrId e = lw_extract(l, lw_type(l, ve), v, k / ve->cols);
        return lw_extract(l, lw_type(l, scalar_of(l, t)), e, k % ve->cols);
    }
    return lw_extract(l, lw_type(l, scalar_of(l, t)), v, k);
}

/* A value of type t from its n scalars (each already of t's scalar type). */
static IrId assemble(L *l, Type *t, IrId *s, uint32_t n)
{
    if (n == 1 && strip(t)->kind != TY_ARRAY)
        return s[0];
    Type *ve = vector_elem(t);
    if (ve) {
        uint32_t m = n / ve->cols;
        IrId *el = NEWN(l->cc, IrId, m ? m : 1);
        for (uint32_t i = 0; i < m; i++)
            el[i] = ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, ve), s + i * ve->cols, ve->cols, NULL, 0);
        return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, t), el, m, NULL, 0);
    }
    return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, t), s, n, NULL, 0);
}

/* Location count of one value of a non-split type (64-bit 3/4-vectors
 * take two). */
static uint32_t nloc_of(Type *t)
{
    t = strip(t);
    if (ty_is_numeric(t) && ty_scalar_bits(t->scalar) == 64 && ty_component_count(t) > 2)
        return 2;
    return 1;
}

static const char *sem_str(L *l, const Semantic *sem, uint32_t offset)
{
    if (!sem->name)
        return NULL;
    if (!sem->has_index && !offset)
        return sem->upper;
    return arena_sprintf(&l->cc->arena, "%s%u", sem->upper, sem->index + offset);
}

static const char *var_name(L *l, const Semantic *sem, bool output, uint32_t offset)
{
    const char *dir = output ? "out" : "in";
    if (!sem->name)
        return arena_sprintf(&l->cc->arena, "%s.var", dir);
    if (!sem->has_index && !offset)
        return arena_sprintf(&l->cc->arena, "%s.var.%s", dir, sem->name);
    return arena_sprintf(&l->cc->arena, "%s.var.%s%u", dir, sem->name, sem->index + offset);
}

static IrTypeId arrayed_type(Dc *dc, IrTypeId t)
{
    return dc->arrayed ? ir_type_array(dc->l->m, t, dc->arrayed, 0) : t;
}

static bool is_int_like(Type *t)
{
    t = strip(t);
    while (t->kind == TY_ARRAY)
        t = strip(t->elem);
    return ty_is_numeric(t) && (!ty_is_float_kind(t->scalar) || t->scalar == SK_DOUBLE);
}

/* Interpolation decorations (IrGlobal.interp) of a Location variable. */
static uint8_t interp_of(Dc *dc, uint32_t mods, Type *t)
{
    Stage st = dc->l->cc->stage;
    if ((st == STAGE_VERTEX && !dc->output) || (st == STAGE_PIXEL && dc->output))
        return 0;
    bool feeds_ps = (st == STAGE_PIXEL && !dc->output) ||
                    (dc->output && (st == STAGE_VERTEX || st == STAGE_GEOMETRY || st == STAGE_DOMAIN ||
                                    st == STAGE_MESH));
    /* An integer written for the pixel shader is Flat unless the source
     * says otherwise: on an output the qualifier is written as given (DXC
     * does so for an `out noperspective int` parameter; Vulkan takes the
     * fragment input's decoration, and that one must be Flat). */
    bool qualified = dc->output && (mods & (DM_LINEAR | DM_NOPERSPECTIVE | DM_CENTROID | DM_SAMPLE));
    uint8_t r = 0;
    if ((mods & DM_NOINTERPOLATION) || (feeds_ps && is_int_like(t) && !qualified))
        r = 1;
    else if (mods & DM_NOPERSPECTIVE)
        r = 2;
    if (mods & DM_CENTROID)
        r |= 4;
    if (mods & DM_SAMPLE)
        r |= 8;
    return r;
}

/* The HLSL type a Location variable holds: bools become uints. */
static Type *loc_type(L *l, Type *t)
{
    Type *s = strip(t);
    if (ty_is_numeric(s) && s->scalar == SK_BOOL)
        return ty_with_scalar(l->cc, s, SK_UINT32);
    return t;
}

static IrId new_loc_var(Dc *dc, Leaf *lf, Type *t, const Semantic *sem, uint32_t offset,
                        uint32_t mods, Loc loc, bool per_vertex)
{
    L *l = dc->l;
    Type *gt = loc_type(l, t);
    IrTypeId vt = arrayed_type(dc, lw_type(l, gt));
    if (per_vertex) /* SPV_KHR_fragment_shader_barycentric: the 3 vertices' values */
        vt = ir_type_array(l->m, vt, 3, 0);
    /* -pack-optimized splits an array or matrix into one variable per part,
     * as DXC does, and DXC names every part after the declaration's
     * semantic (out.var.C three times for float2 c[3] : C). */
    uint32_t name_offset = l->cc->opt->pack_optimized && l->target == OSH_TARGET_SPIRV && lf->nparts ? 0 : offset;
    IrId g = ir_global_new(l->m, var_name(l, sem, dc->output, name_offset),
                           dc->output ? SpvStorageClassOutput : SpvStorageClassInput, vt, loc);
    IrGlobal *gl = ir_value(l->m, g)->u.g;
    gl->semantic = sem_str(l, sem, offset);
    gl->hlsl_type = ty_name(l->cc, t);
    gl->interp = per_vertex ? 0 : interp_of(dc, mods, t);
    if (per_vertex) {
        ir_decorate(l->m, g, SpvDecorationPerVertexKHR, -1, NULL, 0);
        lf->per_vertex = true;
    }
    if (dc->patch)
        ir_decorate(l->m, g, SpvDecorationPatch, -1, NULL, 0);
    lf->gt = gt;
    return g;
}

static IrId new_builtin_var(Dc *dc, Leaf *lf, const Semantic *sem, uint32_t builtin, Loc loc)
{
    L *l = dc->l;
    IrTypeId t = lw_type(l, kind_type(l, lf->kind));
    IrId g;
    if (!dc->output && !dc->arrayed) {
        g = lw_builtin_input(l, builtin, t, arena_sprintf(&l->cc->arena, "gl_%s",
                                                          sem->name ? sem->name : "builtin"));
    } else {
        g = ir_global_new(l->m, arena_sprintf(&l->cc->arena, "%s.var.%s", dc->output ? "out" : "in",
                                              sem->name ? sem->name : "builtin"),
                          dc->output ? SpvStorageClassOutput : SpvStorageClassInput,
                          arrayed_type(dc, t), loc);
        ir_value(l->m, g)->u.g->builtin = (int32_t)builtin;
    }
    IrValue *gv = ir_value(l->m, g);
    IrGlobal *gl = gv->u.g;
    if (!gv->loc.file && !gv->loc.line)
        gv->loc = loc;
    if (!gl->semantic)
        gl->semantic = sem_str(l, sem, 0);
    /* Vulkan: integer fragment inputs are Flat, built-ins included. */
    if (l->cc->stage == STAGE_PIXEL && !dc->output && (lf->kind == K_U32 || lf->kind == K_I32))
        gl->interp = 1;
    if (dc->patch && (builtin == SpvBuiltInTessLevelOuter || builtin == SpvBuiltInTessLevelInner))
        ir_decorate(l->m, g, SpvDecorationPatch, -1, NULL, 0);
    lf->gt = kind_type(l, lf->kind);
    return g;
}

/* The type of one Location variable of a split leaf of type t (an array,
 * or a matrix: its rows); an array of matrices splits into every row of
 * every element, *per rows an element (0 otherwise), as DXC numbers them
 * (vk.location.composite.hlsl). */
static Type *leaf_part(L *l, Type *t, uint32_t *per)
{
    Type *s = strip(t);
    *per = 0;
    if (s->kind != TY_ARRAY)
        return ty_vector(l->cc, s->scalar, s->cols);
    Type *e = strip(s->elem);
    if (e->kind == TY_MATRIX && e->rows > 1 && e->cols > 1) {
        *per = e->rows;
        return ty_vector(l->cc, e->scalar, e->cols);
    }
    return s->elem;
}

/* The leaf for one non-struct value. */
static void declare_leaf(Dc *dc, Type *t, const Semantic *sem, uint32_t mods, const VkAttrs *vk,
                         Loc loc)
{
    L *l = dc->l;
    Leaf *lf = NEW(l->cc, Leaf);
    lf->t = t;
    lf->output = dc->output;
    lf->patch = dc->patch;
    lf->arrayed = dc->arrayed;
    lf->builtin = -1;
    lf->loc = -1;
    lf->nloc = 1;
    lf->at = sem->name ? sem->loc : loc;
    vec_push(&l->cc->arena, &dc->io->leaves, lf);
    Stage st = l->cc->stage;
    if (!lw_stage_var_ok(l, t, mods, vk, sem->name, dc->output, dc->patch, lf->at))
        return;

    if (vk && vk->builtin) {
        for (size_t i = 0; i < countof(vk_builtins); i++)
            if (!strcmp(vk_builtins[i].name, vk->builtin)) {
                lf->builtin = (int32_t)vk_builtins[i].builtin;
                lf->kind = vk_builtins[i].kind;
                if (lf->builtin == SpvBuiltInViewportMaskNV && !l->m->mesh_nv) {
                    /* MeshShadingNV has it; EXT's mesh shaders take NV's viewport array */
                    ir_add_capability(l->m, SpvCapabilityShaderViewportMaskNV);
                    ir_add_extension(l->m, "SPV_NV_viewport_array2");
                }
                lf->g = new_builtin_var(dc, lf, sem, vk_builtins[i].builtin, loc);
                return;
            }
        diag(l->cc, lf->at, D_LOWER_SEMANTIC, vk->builtin, stage_name(st));
        return;
    }
    const Sv *sv = find_sv(l, sem->upper, dc->output);
    if (sv) {
        uint32_t b = sv->builtin;
        lf->kind = sv->kind;
        if (st == STAGE_PIXEL && !dc->output && b == SpvBuiltInPosition)
            b = SpvBuiltInFragCoord;
        if (b == SpvBuiltInPrimitiveShadingRateKHR && st == STAGE_PIXEL)
            b = SpvBuiltInShadingRateKHR;
        if (b == SpvBuiltInBaryCoordKHR && (mods & DM_NOPERSPECTIVE))
            b = SpvBuiltInBaryCoordNoPerspKHR;
        if (b == SpvBuiltInPrimitiveShadingRateKHR || b == SpvBuiltInShadingRateKHR) {
            ir_add_capability(l->m, SpvCapabilityFragmentShadingRateKHR);
            ir_add_extension(l->m, "SPV_KHR_fragment_shading_rate");
        }
        lf->builtin = (int32_t)b;
        lf->depth_greater = !strcmp(sv->name, "SV_DEPTHGREATEREQUAL");
        lf->depth_less = !strcmp(sv->name, "SV_DEPTHLESSEQUAL");
        if (sv->kind == K_CLIP || sv->kind == K_CULL) {
            lf->gt = kind_type(l, sv->kind);
            lf->ncomp = scalar_count(t);
            lf->sem_index = sem->index;
            if (!lf->ncomp || lf->ncomp > 8 || !ty_is_float_kind(scalar_of(l, t)->scalar)) {
                diag(l->cc, lf->at, D_LOWER_SEMANTIC, sem->name,
                     "this type (clip and cull distances are float scalars, vectors or arrays)");
                lf->ncomp = 1;
            }
            return; /* the variable comes when every slice is known */
        }
        lf->g = new_builtin_var(dc, lf, sem, b, loc);
        /* SV_Barycentrics keeps its centroid / sample qualifier, as DXC
         * (semantic.barycentrics.ps.*). */
        if (lf->g && (b == SpvBuiltInBaryCoordKHR || b == SpvBuiltInBaryCoordNoPerspKHR))
            ir_value(l->m, lf->g)->u.g->interp |= (mods & DM_CENTROID ? 4 : 0) | (mods & DM_SAMPLE ? 8 : 0);
        return;
    }
    /* No semantic (the front end warned, OSH0444): a Location variable, as
     * glslang makes it. Mesh outputs take user semantics too. */
    if (st == STAGE_COMPUTE || (st == STAGE_MESH && !dc->output) || st == STAGE_AMPLIFICATION) {
        diag(l->cc, lf->at, D_LOWER_SEMANTIC, sem->name ? sem->name : "(none)", stage_name(st));
        return;
    }
    if (vk && vk->location >= 0) {
        lf->loc = vk->location;
        lf->vk_loc = true;
    } else if (dc->output && st == STAGE_PIXEL && sem->upper && !strcmp(sem->upper, "SV_TARGET"))
        lf->loc = (int32_t)sem->index;
    Type *s = strip(t);
    Type *part = NULL;
    uint32_t n = 0, per = 0;
    if (s->kind == TY_ARRAY) {
        part = leaf_part(l, t, &per);
        n = (s->count ? s->count : 1) * (per ? per : 1);
    } else if (lw_is_float_mat(s) || (s->kind == TY_MATRIX && s->rows > 1 && s->cols > 1)) {
        part = ty_vector(l->cc, s->scalar, s->cols);
        n = s->rows;
    }
    if (part) {
        Type *ps = strip(part);
        if (!ty_is_numeric(ps) || (ps->kind == TY_MATRIX && ps->rows > 1 && ps->cols > 1)) {
            diag(l->cc, lf->at, D_LOWER_STAGE_VAR_TYPE, ty_name(l->cc, t));
            return;
        }
        lf->parts = NEWN(l->cc, IrId, n);
        lf->nparts = n;
        lf->nloc = nloc_of(part);
        for (uint32_t i = 0; i < n; i++)
            lf->parts[i] = new_loc_var(dc, lf, part, sem, i, mods, loc, false);
        return;
    }
    if (!ty_is_numeric(s)) {
        diag(l->cc, lf->at, D_LOWER_STAGE_VAR_TYPE, ty_name(l->cc, t));
        return;
    }
    lf->nloc = nloc_of(t);
    /* DXC: with GetAttributeAtVertex in the shader, every input declared
     * nointerpolation holds each vertex's value (read as vertex 0's). */
    bool pv = l->per_vertex_inputs && !dc->output && !dc->arrayed && (mods & DM_NOINTERPOLATION) &&
              l->cc->stage == STAGE_PIXEL;
    lf->g = new_loc_var(dc, lf, t, sem, 0, mods, loc, pv);
    /* [[vk::index(n)]]: dual-source blending's second output shares a
     * Location; DXC decorates pixel outputs with Index n. */
    if (vk && vk->index >= 0 && dc->output && st == STAGE_PIXEL) {
        uint32_t ix = (uint32_t)vk->index;
        lf->blend_index = ix;
        ir_decorate(l->m, lf->g, SpvDecorationIndex, -1, &ix, 1);
        /* WGSL's @blend_src (dual_source_blending) takes only 0 and 1. */
        if (ix > 1 && l->target == OSH_TARGET_WGSL)
            diag(l->cc, lf->at, D_LOWER_DUAL_SOURCE_WGSL, ix);
    }
}

/* Flattens a value of type t into leaves. */
static void declare_tree(Dc *dc, Type *t, const Semantic *sem, uint32_t mods, const VkAttrs *vk,
                         Loc loc, int depth)
{
    L *l = dc->l;
    if (depth > LIMIT_NESTING) {
        diag(l->cc, loc, D_LOWER_NESTING, (unsigned)LIMIT_NESTING);
        return;
    }
    Type *s = strip(t);
    if (s->kind == TY_STRUCT && s->decl) {
        Decl *sd = s->decl;
        bool outer = !dc->inherit && sem && sem->name;
        if (outer) {
            dc->inherit = sem;
            dc->inherit_next = 0;
        }
        for (uint32_t i = 0; i < sd->fields.len; i++) {
            Decl *f = sd->fields.data[i];
            uint32_t fm = f->mods | (mods & (DM_NOINTERPOLATION | DM_NOPERSPECTIVE | DM_CENTROID |
                                             DM_SAMPLE));
            declare_tree(dc, f->type, &f->semantic, fm, &f->vk, f->loc, depth + 1);
        }
        if (outer)
            dc->inherit = NULL;
        return;
    }
    if (s->kind == TY_ARRAY && strip(s->elem)->kind == TY_STRUCT) {
        diag(l->cc, loc, D_LOWER_STAGE_STRUCT_ARRAY);
        return;
    }
    uint32_t first = dc->io->leaves.len;
    if (dc->inherit) {
        Semantic leaf = *dc->inherit;
        uint32_t k = dc->inherit_next++;
        leaf.index += k;
        leaf.has_index = leaf.has_index || k; /* X, X1, X2 as DXC names them */
        declare_leaf(dc, t, &leaf, mods, vk, loc);
    } else {
        declare_leaf(dc, t, sem, mods, vk, loc);
    }
    /* [[vk::ext_decorate...]] of the value (an entry point's own go to its
     * return value) decorate its stage variables, as DXC's; one that
     * places the variable (Location, BuiltIn) takes it out of the
     * numbering. */
    for (uint32_t i = first; vk && i < dc->io->leaves.len; i++) {
        Leaf *lf = dc->io->leaves.data[i];
        for (uint32_t k = 0; k < (lf->nparts ? lf->nparts : 1); k++)
            lw_ext_decorations_of(l, vk->ext.data, vk->ext.len, lf->nparts ? lf->parts[k] : lf->g);
        lf->ext_placed = lw_ext_places(vk->ext.data, vk->ext.len);
    }
}

bool lw_is_patch_type(Type *t, ResKind k)
{
    t = strip(t);
    return t->kind == TY_RESOURCE && t->res == k;
}

uint32_t lw_gs_prim(uint32_t mods)
{
    return mods & (DM_POINT | DM_LINE | DM_TRIANGLE | DM_LINEADJ | DM_TRIANGLEADJ);
}

/* Declares the leaves of one value; `arrayed` values are per-vertex arrays
 * (the leaves are declared for the element type). */
static Group declare_value(L *l, Type *t, const Semantic *sem, uint32_t mods, const VkAttrs *vk,
                           Loc loc, bool output, uint32_t arrayed, bool patch)
{
    LwIo *io = l->io;
    Dc dc = {l, io, output, arrayed, patch, NULL, 0};
    Type *et = t;
    if (arrayed) {
        Type *s = strip(t);
        et = s->kind == TY_RESOURCE || s->kind == TY_ARRAY ? s->elem : t;
    }
    Group g = {et, io->leaves.len, 0};
    declare_tree(&dc, et, sem, mods, vk, loc, 0);
    g.count = io->leaves.len - g.first;
    return g;
}

/* How a parameter of the entry (or patch constant function) is passed. */
void lw_param_shape(L *l, Decl *p, bool *arrayed_in, uint32_t *n, bool *patch_in)
{
    Stage st = l->cc->stage;
    Type *t = strip(p->type);
    *arrayed_in = false;
    *patch_in = false;
    *n = 0;
    if (lw_is_patch_type(t, R_INPUTPATCH) || lw_is_patch_type(t, R_OUTPUTPATCH)) {
        *arrayed_in = true;
        *n = t->count;
    } else if (st == STAGE_GEOMETRY && lw_gs_prim(p->mods) && t->kind == TY_ARRAY) {
        *arrayed_in = true;
        *n = t->count;
    } else if (st == STAGE_DOMAIN) {
        *patch_in = true;
    }
}

/* DXC's order: inputs of every parameter, then the return value, then the
 * out parameters (declare_params is called once for each direction). */
static void declare_params(L *l, Decl *fn, Group **ins, Group **outs, bool pcf, bool outputs)
{
    LwIo *io = l->io;
    uint32_t n = fn->params.len;
    if (!*ins) {
        *ins = NEWN(l->cc, Group, n ? n : 1);
        *outs = NEWN(l->cc, Group, n ? n : 1);
    }
    Stage st = l->cc->stage;
    for (uint32_t i = 0; i < n; i++) {
        Decl *p = fn->params.data[i];
        Type *t = strip(p->type);
        if (t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_STREAM) {
            if (!outputs)
                continue;
            if (io->nstreams == countof(io->stream)) {
                diag(l->cc, p->loc, D_LOWER_STREAM_COUNT);
                continue;
            }
            io->stream_decl[io->nstreams] = p;
            io->stream[io->nstreams++] = declare_value(l, t->elem, &p->semantic, p->mods, &p->vk,
                                                       p->loc, true, 0, false);
            continue;
        }
        if (lw_is_resource(p->type))
            continue;
        if (st == STAGE_MESH && (p->mods & (DM_VERTICES | DM_PRIMITIVES))) {
            /* Per-vertex / per-primitive outputs, arrayed; written in
             * place by the body (mesh.c), not copied out. */
            uint32_t first = io->leaves.len;
            if (outputs && t->kind == TY_ARRAY)
                (*outs)[i] = declare_value(l, p->type, &p->semantic, p->mods, &p->vk, p->loc, true,
                                           t->count, false);
            if (outputs && (p->mods & DM_PRIMITIVES))
                lw_mesh_leaves(l, p, first);
            continue;
        }
        if (p->mods & (DM_INDICES | DM_PAYLOAD))
            continue; /* mesh.c */
        bool arr, patch;
        uint32_t cnt;
        lw_param_shape(l, p, &arr, &cnt, &patch);
        if (pcf && lw_is_patch_type(t, R_OUTPUTPATCH))
            continue; /* read back from the control point outputs */
        if (pcf && lw_is_patch_type(t, R_INPUTPATCH)) {
            if (outputs)
                continue;
            /* The same inputs as the entry's InputPatch; declared here when
             * the entry has none (glslang's hlsl.hull.5.tesc). */
            bool shared = false;
            for (uint32_t k = 0; k < l->entry->params.len; k++)
                if (lw_is_patch_type(l->entry->params.data[k]->type, R_INPUTPATCH)) {
                    (*ins)[i] = io->params[k];
                    shared = true;
                }
            if (shared)
                continue;
        }
        if (p->param_mode != PM_OUT && !outputs)
            (*ins)[i] = declare_value(l, p->type, &p->semantic, p->mods, &p->vk, p->loc, false,
                                      arr ? cnt : 0, patch && !arr);
        if (p->param_mode != PM_IN && outputs) {
            bool hs_cp = st == STAGE_HULL && !pcf;
            (*outs)[i] = declare_value(l, p->type, &p->semantic, p->mods, &p->vk, p->loc, true,
                                       hs_cp ? (uint32_t)fn->attrs.outputcontrolpoints : 0,
                                       st == STAGE_HULL && pcf);
        }
    }
}

/* The semantic a Location leaf was declared with ("" when none). */
static const char *leaf_sem(L *l, Leaf *lf)
{
    IrId g = lf->nparts ? lf->parts[0] : lf->g;
    const char *s = ir_value(l->m, g)->u.g->semantic;
    return s ? s : "";
}

/* -pack-optimized: the locations and components a leaf of type t takes,
 * as DXC counts them (getLocationAndComponentCount): a 64-bit scalar or
 * two-vector 2 components (aligned: component 0 or 2), a 64-bit three- or
 * four-vector 2 locations of 4; matrices as arrays of their rows. */
typedef struct LocCount { uint32_t locs, comps; bool align64; } LocCount;

/* A scalar (n 1) or n-vector, 64-bit when wide. */
static LocCount vec_count(bool wide, uint32_t n)
{
    if (!wide)
        return (LocCount){1, n, false};
    return n >= 3 ? (LocCount){2, 4, true} : (LocCount){1, 2 * n, true};
}

static LocCount loc_count(Type *t, int depth)
{
    t = strip(t);
    if (!t || depth > LIMIT_NESTING)
        return (LocCount){1, 4, false};
    bool wide = ty_is_numeric(t) && ty_scalar_bits(t->scalar) == 64;
    switch (t->kind) {
    case TY_SCALAR: return vec_count(wide, 1);
    case TY_VECTOR: return vec_count(wide, t->cols);
    case TY_MATRIX: {
        if (t->rows == 1 || t->cols == 1) /* a vector */
            return vec_count(wide, t->rows * t->cols);
        LocCount r = vec_count(wide, t->cols);
        r.locs *= t->rows;
        return r;
    }
    case TY_ARRAY: {
        LocCount r = loc_count(t->elem, depth + 1);
        r.locs *= t->count ? t->count : 1;
        return r;
    }
    default: return (LocCount){1, 4, false};
    }
}

/* DXC's signature packing (SignaturePackingUtil.cpp): in order, a leaf
 * takes the first run of the locations packed so far whose components
 * leave room for it (its component: the run's first free one, 2 for a
 * 64-bit value), else the next new locations. A new leaf gets no Component
 * unless it is split into several variables (DXC's later splitting gives
 * those Component 0). Returns false when it does not apply. */
static bool pack_locations(L *l, Leaf **order, uint32_t n)
{
    uint32_t *base = NEWN(l->cc, uint32_t, 1), *next_free = NEWN(l->cc, uint32_t, 1);
    uint32_t slots = 0, cap = 1, next_loc = 0;
    for (uint32_t i = 0; i < n; i++)
        if (order[i]->loc >= 0)
            return false; /* an explicit location: the plain assignment */
    for (uint32_t i = 0; i < n; i++) {
        Leaf *lf = order[i];
        LocCount c = loc_count(lf->t, 0);
        int32_t comp = -1;
        bool placed = false;
        for (uint32_t s = 0; s < slots && !placed; s++) {
            uint32_t first = 0;
            bool fits = true;
            for (uint32_t k = 0; k < c.locs && fits; k++) {
                fits = s + k < slots && next_free[s + k] + c.comps <= 4;
                if (fits && next_free[s + k] > first)
                    first = next_free[s + k];
            }
            if (!fits)
                continue;
            comp = c.align64 ? 2 : (int32_t)first;
            lf->loc = (int32_t)base[s];
            for (uint32_t k = 0; k < c.locs; k++)
                next_free[s + k] = (uint32_t)comp + c.comps;
            placed = true;
        }
        if (!placed) {
            lf->loc = (int32_t)next_loc;
            for (uint32_t k = 0; k < c.locs; k++) {
                if (slots == cap) {
                    uint32_t *b2 = NEWN(l->cc, uint32_t, cap * 2), *f2 = NEWN(l->cc, uint32_t, cap * 2);
                    memcpy(b2, base, slots * sizeof *b2);
                    memcpy(f2, next_free, slots * sizeof *f2);
                    base = b2, next_free = f2, cap *= 2;
                }
                base[slots] = next_loc + k;
                next_free[slots++] = c.comps;
            }
            next_loc += c.locs;
            comp = lf->nparts ? 0 : -1;
        }
        if (lf->nparts) {
            for (uint32_t k = 0; k < lf->nparts; k++) {
                IrGlobal *g = ir_value(l->m, lf->parts[k])->u.g;
                g->location = lf->loc + (int32_t)(k * lf->nloc);
                g->component = (int8_t)comp;
            }
        } else {
            IrGlobal *g = ir_value(l->m, lf->g)->u.g;
            g->location = lf->loc;
            g->component = (int8_t)comp;
        }
    }
    return true;
}

/* Locations in DXC's order, and the clip/cull arrays. */
static void finalize(L *l)
{
    LwIo *io = l->io;
    for (int dir = 0; dir < 2; dir++) {
        Vec(uint32_t) used = {0};
        Vec(Leaf *) owner = {0}; /* used.data[u]'s leaf */
        for (uint32_t i = 0; i < io->leaves.len; i++) {
            Leaf *lf = io->leaves.data[i];
            if (lf->output != dir || lf->builtin >= 0 || lf->loc < 0)
                continue;
            uint32_t n = (lf->nparts ? lf->nparts : 1) * lf->nloc;
            bool reported = false;
            for (uint32_t k = 0; k < n; k++) {
                /* Two variables on one Location (and Index, for dual-source
                 * blending) are invalid SPIR-V; DXC refuses them too ("stage
                 * output location #3 already consumed by semantic 'M'"). */
                uint32_t at = (uint32_t)lf->loc + k;
                for (uint32_t u = 0; u < used.len && !reported; u++)
                    if (used.data[u] == at && owner.data[u] != lf &&
                        owner.data[u]->blend_index == lf->blend_index) {
                        diag(l->cc, lf->at, D_LOWER_LOCATION_TAKEN, dir ? "output" : "input", at,
                             leaf_sem(l, lf), leaf_sem(l, owner.data[u]));
                        reported = true;
                    }
                vec_push(&l->cc->arena, &used, at);
                vec_push(&l->cc->arena, &owner, lf);
            }
        }
        /* Declaration order, except between the two tessellation stages:
         * each is compiled alone and the patch-constant values sit beside
         * the control-point ones, so hull outputs and domain inputs take
         * their locations in alphabetical order of semantic, as DXC does
         * (its PR 821), and the two sides agree whatever order each
         * declares them in. -fvk-stage-io-order=alpha asks for that order
         * in every stage (DXC's option). */
        Vec(Leaf *) order = {0};
        Leaf *given = NULL, *left = NULL; /* one with a [[vk::location]], one without */
        for (uint32_t i = 0; i < io->leaves.len; i++) {
            Leaf *lf = io->leaves.data[i];
            if (lf->output != dir || lf->builtin >= 0 || (!lf->g && !lf->nparts) || lf->ext_placed)
                continue;
            vec_push(&l->cc->arena, &order, lf);
            if (lf->vk_loc && !given)
                given = lf;
            if (!lf->vk_loc && !left)
                left = lf;
        }
        /* DXC numbers either every variable of a direction by its
         * [[vk::location]] or none ("partial explicit stage input location
         * assignment via vk::location(X) unsupported"). */
        if (given && left)
            diag(l->cc, left->at, D_LOWER_PARTIAL_LOCATION, dir ? "output" : "input", leaf_sem(l, left),
                 leaf_sem(l, given));
        /* -pack-optimized (SPIR-V): DXC packs all but the vertex inputs and
         * pixel outputs (the application's and the render targets'
         * numbering), in declaration order, a hull shader's patch-constant
         * outputs (a domain shader's inputs) before its control-point ones;
         * -fvk-stage-io-order=alpha comes first. */
        Stage st = l->cc->stage;
        bool hsds = (dir && st == STAGE_HULL) || (!dir && st == STAGE_DOMAIN);
        bool pack = l->cc->opt->pack_optimized && l->target == OSH_TARGET_SPIRV && !l->cc->opt->stage_io_alpha &&
                    !(st == STAGE_VERTEX && !dir) && !(st == STAGE_PIXEL && dir);
        bool alpha = !pack && (hsds || l->cc->opt->stage_io_alpha);
        for (uint32_t i = 1; pack && hsds && i < order.len; i++) /* stable: patch ones first */
            for (uint32_t j = i; j > 0 && order.data[j]->patch && !order.data[j - 1]->patch; j--) {
                Leaf *t = order.data[j];
                order.data[j] = order.data[j - 1];
                order.data[j - 1] = t;
            }
        for (uint32_t i = 1; alpha && i < order.len; i++) /* stable insertion sort */
            for (uint32_t j = i; j > 0 && strcmp(leaf_sem(l, order.data[j - 1]),
                                                 leaf_sem(l, order.data[j])) > 0; j--) {
                Leaf *t = order.data[j];
                order.data[j] = order.data[j - 1];
                order.data[j - 1] = t;
            }
        if (pack && pack_locations(l, order.data, order.len))
            order.len = 0; /* placed */
        uint32_t next = 0;
        for (uint32_t i = 0; i < order.len; i++) {
            Leaf *lf = order.data[i];
            uint32_t n = (lf->nparts ? lf->nparts : 1) * lf->nloc;
            if (lf->loc < 0) {
                /* The first run of n free locations. */
                for (;;) {
                    bool clash = false;
                    for (uint32_t k = 0; k < n && !clash; k++)
                        for (uint32_t u = 0; u < used.len && !clash; u++)
                            clash = used.data[u] == next + k;
                    if (!clash)
                        break;
                    next++;
                }
                lf->loc = (int32_t)next;
                next += n;
            }
            if (lf->nparts) {
                for (uint32_t k = 0; k < lf->nparts; k++)
                    ir_value(l->m, lf->parts[k])->u.g->location = lf->loc + (int32_t)(k * lf->nloc);
            } else {
                ir_value(l->m, lf->g)->u.g->location = lf->loc;
            }
        }
        /* Clip and cull distances: one array each, slices by semantic index. */
        for (int kind = K_CLIP; kind <= K_CULL; kind++) {
            Vec(Leaf *) cl = {0};
            uint32_t arrayed = 0;
            for (uint32_t i = 0; i < io->leaves.len; i++) {
                Leaf *lf = io->leaves.data[i];
                if (lf->output == dir && lf->builtin >= 0 && lf->kind == kind) {
                    vec_push(&l->cc->arena, &cl, lf);
                    arrayed = lf->arrayed;
                }
            }
            if (!cl.len)
                continue;
            for (uint32_t i = 1; i < cl.len; i++) /* stable insertion sort */
                for (uint32_t j = i; j > 0 && cl.data[j - 1]->sem_index > cl.data[j]->sem_index; j--) {
                    Leaf *t = cl.data[j];
                    cl.data[j] = cl.data[j - 1];
                    cl.data[j - 1] = t;
                }
            uint32_t total = 0;
            for (uint32_t i = 0; i < cl.len; i++) {
                cl.data[i]->clip_off = total;
                total += cl.data[i]->ncomp;
            }
            IrModule *m = l->m;
            IrTypeId at = ir_type_array(m, ir_type_float(m, 32), total, 0);
            if (arrayed)
                at = ir_type_array(m, at, arrayed, 0);
            bool clip = kind == K_CLIP;
            IrId g = ir_global_new(m, arena_sprintf(&l->cc->arena, "gl_%sDistance%s", clip ? "Clip" : "Cull",
                                                    dir ? "" : "In"),
                                   dir ? SpvStorageClassOutput : SpvStorageClassInput, at,
                                   cl.data[0]->at);
            IrGlobal *gl = ir_value(m, g)->u.g;
            gl->builtin = clip ? SpvBuiltInClipDistance : SpvBuiltInCullDistance;
            gl->semantic = clip ? "SV_CLIPDISTANCE" : "SV_CULLDISTANCE";
            for (uint32_t i = 0; i < cl.len; i++)
                cl.data[i]->g = g;
        }
    }
}

/* ---- loading and storing -------------------------------------------------- */

/* A pointer into variable g: [vertex] when arrayed, then [elem] when >= 0. */
static IrId var_ptr(L *l, IrId g, IrId vtx, int32_t elem)
{
    IrModule *m = l->m;
    IrGlobal *gl = ir_value(m, g)->u.g;
    IrTypeId t = gl->pointee;
    IrId idx[2];
    uint32_t n = 0;
    if (vtx) {
        idx[n++] = vtx;
        t = ir_type(m, t)->elem;
    }
    if (elem >= 0) {
        idx[n++] = lw_u32(l, (uint32_t)elem);
        t = ir_type(m, t)->elem;
    }
    if (!n)
        return g;
    return lw_access(l, g, gl->storage, t, idx, n);
}

static IrId load_leaf(L *l, Leaf *lf, IrId vtx)
{
    IrModule *m = l->m;
    if (!lf->arrayed)
        vtx = lf->per_vertex ? lw_u32(l, 0) : 0; /* a per-vertex input reads vertex 0's */
    if (lf->builtin < 0 && !lf->g && !lf->nparts)
        return ir_undef(m, lw_type(l, lf->t));
    if (lf->kind == K_CLIP || lf->kind == K_CULL || lf->kind == K_OUTER || lf->kind == K_INNER ||
        lf->kind == K_MASK) {
        if (lf->builtin >= 0) {
            uint32_t n = scalar_count(lf->t);
            uint32_t off = lf->kind == K_CLIP || lf->kind == K_CULL ? lf->clip_off : 0;
            Type *gs = scalar_of(l, lf->gt), *ts = scalar_of(l, lf->t);
            IrId *s = NEWN(l->cc, IrId, n ? n : 1);
            for (uint32_t k = 0; k < n; k++)
                s[k] = lw_convert(l, ir_load(&l->b, var_ptr(l, lf->g, vtx, (int32_t)(off + k))), gs, ts);
            return assemble(l, lf->t, s, n);
        }
    }
    if (lf->nparts) {
        uint32_t per;
        Type *part = leaf_part(l, lf->t, &per);
        IrId *el = NEWN(l->cc, IrId, lf->nparts);
        for (uint32_t k = 0; k < lf->nparts; k++)
            el[k] = lw_convert(l, ir_load(&l->b, var_ptr(l, lf->parts[k], vtx, -1)), lf->gt, part);
        if (!per)
            return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, lf->t), el, lf->nparts, NULL, 0);
        Type *mt = strip(strip(lf->t)->elem);
        uint32_t ne = lf->nparts / per;
        IrId *me = NEWN(l->cc, IrId, ne ? ne : 1);
        for (uint32_t i = 0; i < ne; i++)
            me[i] = ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, mt), el + i * per, per, NULL, 0);
        return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, lf->t), me, ne, NULL, 0);
    }
    IrId v = ir_load(&l->b, var_ptr(l, lf->g, vtx, -1));
    if (lf->builtin == SpvBuiltInFragCoord && l->cc->opt->use_dx_position_w) {
        /* DirectX's SV_Position.w is the clip-space w; FragCoord.w is 1/w. */
        IrTypeId f = ir_type_float(m, 32);
        IrId w = lw_extract(l, f, v, 3);
        IrId rw = ir_binop(&l->b, IR_FDIV, f, ir_const_float(m, f, 1.0), w);
        uint32_t lit = 3;
        IrId a[2] = {rw, v};
        v = ir_emit(&l->b, IR_INSERT, ir_type_of(m, v), a, 2, &lit, 1);
    }
    /* Vulkan's indices count from the draw's first instance or vertex,
     * DirectX's from 0: the options subtract the base, as DXC. */
    bool base_inst = lf->builtin == SpvBuiltInInstanceIndex && l->cc->opt->nonzero_base_instance;
    bool base_vert = lf->builtin == SpvBuiltInVertexIndex && l->cc->opt->nonzero_base_vertex;
    if (!lf->output && l->cc->stage == STAGE_VERTEX && (base_inst || base_vert)) {
        IrTypeId t = ir_type_of(m, v);
        IrId base = ir_load(&l->b, lw_builtin_input(l, base_inst ? SpvBuiltInBaseInstance : SpvBuiltInBaseVertex, t,
                                                    base_inst ? "gl_BaseInstance" : "gl_BaseVertex"));
        v = ir_binop(&l->b, IR_ISUB, t, v, base);
    }
    return lw_convert(l, v, lf->gt, lf->t);
}

static bool negate_y(L *l, Leaf *lf)
{
    Stage st = l->cc->stage;
    return l->cc->opt->invert_y && lf->builtin == SpvBuiltInPosition && lf->output &&
           (st == STAGE_VERTEX || st == STAGE_DOMAIN || st == STAGE_GEOMETRY || st == STAGE_MESH);
}

static void store_leaf(L *l, Leaf *lf, IrId v, IrId vtx)
{
    IrModule *m = l->m;
    if (!lf->arrayed)
        vtx = 0;
    if (lf->builtin < 0 && !lf->g && !lf->nparts)
        return;
    if (lf->builtin >= 0 && (lf->kind == K_CLIP || lf->kind == K_CULL || lf->kind == K_OUTER ||
                             lf->kind == K_INNER || lf->kind == K_MASK)) {
        uint32_t n = scalar_count(lf->t);
        uint32_t off = lf->kind == K_CLIP || lf->kind == K_CULL ? lf->clip_off : 0;
        uint32_t cap = lf->kind == K_OUTER ? 4 : lf->kind == K_INNER ? 2 : lf->kind == K_MASK ? 1 : n;
        Type *gs = scalar_of(l, lf->gt), *ts = scalar_of(l, lf->t);
        for (uint32_t k = 0; k < n && k < cap; k++) {
            IrId cv = lw_convert(l, scalar_at(l, v, lf->t, k), ts, gs); /* GCC's order */
            ir_store(&l->b, var_ptr(l, lf->g, vtx, (int32_t)(off + k)), cv);
        }
        return;
    }
    if (lf->nparts) {
        uint32_t per;
        Type *part = leaf_part(l, lf->t, &per);
        Type *mt = per ? strip(strip(lf->t)->elem) : NULL;
        for (uint32_t k = 0; k < lf->nparts; k++) {
            IrId e = per ? lw_extract(l, lw_type(l, part), lw_extract(l, lw_type(l, mt), v, k / per), k % per)
                         : lw_extract(l, lw_type(l, part), v, k);
            IrId cv = lw_convert(l, e, part, lf->gt); /* GCC's order (see lw_binop) */
            ir_store(&l->b, var_ptr(l, lf->parts[k], vtx, -1), cv);
        }
        return;
    }
    IrId cv = lw_convert(l, v, lf->t, lf->gt);
    if (negate_y(l, lf)) {
        IrTypeId f = ir_type_float(m, 32);
        IrId y = lw_extract(l, f, cv, 1);
        IrId ny = ir_unop(&l->b, IR_FNEG, f, y);
        uint32_t lit = 1;
        IrId a[2] = {ny, cv};
        cv = ir_emit(&l->b, IR_INSERT, ir_type_of(m, cv), a, 2, &lit, 1);
    }
    ir_store(&l->b, var_ptr(l, lf->g, vtx, -1), cv);
}

/* Builds a value of type t (a struct tree or a leaf) from leaves[*pos...]. */
static IrId load_tree(L *l, Type *t, uint32_t *pos, IrId vtx, int depth)
{
    Type *s = strip(t);
    if (s->kind == TY_STRUCT && s->decl && depth <= LIMIT_NESTING) {
        Decl *sd = s->decl;
        IrId *el = NEWN(l->cc, IrId, sd->fields.len ? sd->fields.len : 1);
        for (uint32_t i = 0; i < sd->fields.len; i++)
            el[i] = load_tree(l, sd->fields.data[i]->type, pos, vtx, depth + 1);
        return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, t), el, sd->fields.len, NULL, 0);
    }
    if (*pos >= l->io->leaves.len)
        return ir_undef(l->m, lw_type(l, t));
    return load_leaf(l, l->io->leaves.data[(*pos)++], vtx);
}

static void store_tree(L *l, Type *t, uint32_t *pos, IrId v, IrId vtx, int depth)
{
    Type *s = strip(t);
    if (s->kind == TY_STRUCT && s->decl && depth <= LIMIT_NESTING) {
        Decl *sd = s->decl;
        IrTypeId it = lw_type(l, t);
        for (uint32_t i = 0; i < sd->fields.len; i++) {
            IrId fv = lw_extract(l, ir_type(l->m, it)->members[i].type, v, i);
            store_tree(l, sd->fields.data[i]->type, pos, fv, vtx, depth + 1);
        }
        return;
    }
    if (*pos < l->io->leaves.len)
        store_leaf(l, l->io->leaves.data[(*pos)++], v, vtx);
}

/* The value of a group; `whole` is the array (or patch) type when arrayed. */
IrId lw_load_group(L *l, Group *g, Type *whole, uint32_t arrayed)
{
    uint32_t pos = g->first;
    if (!arrayed)
        return load_tree(l, g->t, &pos, 0, 0);
    IrId *el = NEWN(l->cc, IrId, arrayed);
    for (uint32_t i = 0; i < arrayed; i++) {
        pos = g->first;
        el[i] = load_tree(l, g->t, &pos, lw_u32(l, i), 0);
    }
    return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, whole), el, arrayed, NULL, 0);
}

void lw_store_group(L *l, Group *g, IrId v, IrId vtx)
{
    uint32_t pos = g->first;
    store_tree(l, g->t, &pos, v, vtx, 0);
}

IrId lw_load_group_at(L *l, Group *g, IrId vtx)
{
    uint32_t pos = g->first;
    return load_tree(l, g->t, &pos, vtx, 0);
}

/* ---- geometry streams ------------------------------------------------------ */

static uint32_t stream_of(L *l, Expr *obj)
{
    LwIo *io = l->io;
    while (obj && obj->kind == EX_CAST)
        obj = obj->lhs;
    if (obj && obj->kind == EX_VAR)
        for (uint32_t i = 0; i < io->nstreams; i++)
            if (io->stream_decl[i] == obj->decl)
                return i;
    if (io->nstreams > 1)
        diag(l->cc, obj ? obj->loc : (Loc){0, 0, 0}, D_LOWER_STREAM_ARGUMENT);
    return 0;
}

void lw_stream_append(L *l, Expr *obj, IrId v)
{
    LwIo *io = l->io;
    if (!io || !io->nstreams || l->cc->stage != STAGE_GEOMETRY) {
        diag(l->cc, obj->loc, D_LOWER_STREAM_OUTSIDE_GS);
        return;
    }
    uint32_t s = stream_of(l, obj);
    lw_store_group(l, &io->stream[s], v, 0);
    if (io->nstreams > 1) {
        IrId sid = lw_u32(l, s);
        ir_emit(&l->b, IR_EMIT_STREAM_VERTEX, 0, &sid, 1, NULL, 0);
    } else {
        ir_emit(&l->b, IR_EMIT_VERTEX, 0, NULL, 0, NULL, 0);
    }
}

void lw_stream_restart(L *l, Expr *obj)
{
    LwIo *io = l->io;
    if (!io || !io->nstreams || l->cc->stage != STAGE_GEOMETRY) {
        diag(l->cc, obj->loc, D_LOWER_STREAM_OUTSIDE_GS);
        return;
    }
    uint32_t s = stream_of(l, obj);
    if (io->nstreams > 1) {
        IrId sid = lw_u32(l, s);
        ir_emit(&l->b, IR_END_STREAM_PRIMITIVE, 0, &sid, 1, NULL, 0);
    } else {
        ir_emit(&l->b, IR_END_PRIMITIVE, 0, NULL, 0, NULL, 0);
    }
}

/* ---- the built-in input cache (also used by wave intrinsics) ---------------- */

/* The built-ins whose value changes when invocations are repacked. */
static bool subgroup_varies(uint32_t b)
{
    switch (b) {
    case SpvBuiltInSubgroupSize: case SpvBuiltInSubgroupLocalInvocationId:
    case SpvBuiltInSubgroupEqMask: case SpvBuiltInSubgroupGeMask: case SpvBuiltInSubgroupGtMask:
    case SpvBuiltInSubgroupLeMask: case SpvBuiltInSubgroupLtMask: case SpvBuiltInSMIDNV:
    case SpvBuiltInWarpIDNV:
        return true;
    default:
        return false;
    }
}

IrId lw_builtin_input(L *l, uint32_t builtin, IrTypeId type, const char *name)
{
    IrId g = (IrId)(uintptr_t)map_get(&l->builtin_in, (void *)(uintptr_t)(builtin + 1));
    if (g)
        return g;
    g = ir_global_new(l->m, str_intern_c(l->cc, name), SpvStorageClassInput, type, (Loc){0, 0, 0});
    ir_value(l->m, g)->u.g->builtin = (int32_t)builtin;
    /* Vulkan: integer fragment inputs are Flat, hidden built-ins too
     * (WaveGetLaneCount's SubgroupSize in a pixel shader). */
    if (l->cc->stage == STAGE_PIXEL && ir_type(l->m, ir_type_scalar_of(l->m, type))->kind == IR_TY_INT)
        ir_value(l->m, g)->u.g->interp = 1;
    /* SPIR-V 1.6 (demote is core): HelperInvocation can change during the
     * invocation, so it is Volatile, as DXC (opt/cse.c never merges its
     * loads, at any version). */
    if (builtin == SpvBuiltInHelperInvocation && l->m->spirv_version >= 0x10600)
        ir_decorate(l->m, g, SpvDecorationVolatile, -1, NULL, 0);
    /* Ray tracing stages may repack invocations into other subgroups at a
     * TraceRay or CallShader: their subgroup built-ins are Volatile (the
     * decoration from SPIR-V 1.6, before it Volatile loads, which need the
     * Vulkan memory model), as DXC (volatile.interface.raygen.*). */
    if (l->cc->stage >= STAGE_RAYGEN && l->cc->stage <= STAGE_CALLABLE && subgroup_varies(builtin)) {
        ir_decorate(l->m, g, SpvDecorationVolatile, -1, NULL, 0);
        if (l->m->spirv_version < 0x10600)
            l->m->memory_model = SpvMemoryModelVulkan;
    }
    map_put(l->cc, &l->builtin_in, (void *)(uintptr_t)(builtin + 1), (void *)(uintptr_t)g);
    return g;
}

/* ---- the signature ---------------------------------------------------------------- */

void lw_stage_declare(L *l)
{
    Decl *ed = l->entry;
    LwIo *io = NEW(l->cc, LwIo);
    l->io = io;
    Stage st = l->cc->stage;
    if (st == STAGE_HULL && ed->attrs.outputcontrolpoints <= 0)
        ed->attrs.outputcontrolpoints = 1;
    declare_params(l, ed, &io->params, &io->param_outs, false, false);
    if (ed->type && strip(ed->type)->kind != TY_VOID)
        io->ret = declare_value(l, ed->type, &ed->ret_semantic, ed->ret_mods, &ed->vk, ed->loc, true,
                                st == STAGE_HULL ? (uint32_t)ed->attrs.outputcontrolpoints : 0, false);
    declare_params(l, ed, &io->params, &io->param_outs, false, true);
    if (st == STAGE_HULL) {
        Decl *pcf = ed->attrs.patchconstantfunc_decl;
        if (pcf && pcf->definition)
            pcf = pcf->definition;
        if (!pcf) {
            diag(l->cc, ed->loc, D_LOWER_NO_PATCHCONSTANTFUNC);
        } else {
            io->pcf = pcf;
            declare_params(l, pcf, &io->pcf_params, &io->pcf_param_outs, true, false);
            if (pcf->type && strip(pcf->type)->kind != TY_VOID)
                io->pcf_ret = declare_value(l, pcf->type, &pcf->ret_semantic, pcf->ret_mods, NULL,
                                            pcf->loc, true, 0, true);
            declare_params(l, pcf, &io->pcf_params, &io->pcf_param_outs, true, true);
        }
    }
    finalize(l);
}

/* ---- pull-model interpolation (EvaluateAttribute*) ------------------------ */

/* How many leaves declare_tree makes for a value of type t. */
static uint32_t ty_leaf_count(Type *t, int depth)
{
    Type *s = strip(t);
    if (depth > LIMIT_NESTING)
        return 0;
    if (s->kind == TY_STRUCT && s->decl) {
        uint32_t n = 0;
        for (uint32_t i = 0; i < s->decl->fields.len; i++)
            n += ty_leaf_count(s->decl->fields.data[i]->type, depth + 1);
        return n;
    }
    if (s->kind == TY_ARRAY && strip(s->elem)->kind == TY_STRUCT)
        return 0;
    return 1;
}

uint32_t lw_io_leaf_count(Type *t)
{
    return ty_leaf_count(t, 0);
}

/* The per-vertex input variable x reads (GetAttributeAtVertex): an input
 * of the entry point, or a nointerpolation parameter that a call bound to
 * one (lw_per_vertex_arg); 0 when none. */
IrId lw_per_vertex_source(L *l, Expr *x, Type **var_type)
{
    bool pv = false;
    IrId g = lw_stage_input_var(l, x, var_type, &pv);
    if (g)
        return pv ? g : 0;
    if (x->kind != EX_VAR || x->decl->kind != DK_PARAM || !(x->decl->mods & DM_NOINTERPOLATION))
        return 0;
    LResVar *v = map_get(&l->resvars, x->decl);
    if (!v || v->binds.len != 1 || v->binds.data[0].npath || !v->binds.data[0].ref.global ||
        v->binds.data[0].ambiguous)
        return 0;
    *var_type = v->binds.data[0].ref.type;
    return v->binds.data[0].ref.global;
}

/* A call passes a to the nointerpolation parameter p of a pixel shader that
 * calls GetAttributeAtVertex: when a is a per-vertex input, p is bound to
 * its variable, as a resource parameter is to its resource (the instance
 * is keyed by it), so that the callee can read the other vertices. */
void lw_per_vertex_arg(L *l, Decl *p, Expr *a, LResVar *out)
{
    Type *vt = NULL;
    if (!l->per_vertex_inputs || !(p->mods & DM_NOINTERPOLATION))
        return;
    IrId g = lw_per_vertex_source(l, a, &vt);
    if (!g)
        return;
    LResBind b = {NULL, 0, p->type, {g, 0, NULL, vt, false}, l->res_gen, false};
    vec_push(&l->cc->arena, &out->binds, b);
}

IrId lw_stage_input_var(L *l, Expr *e, Type **var_type, bool *per_vertex)
{
    Decl *path[LIMIT_NESTING + 1];
    uint32_t n = 0;
    while (e->kind == EX_MEMBER && n < countof(path)) {
        path[n++] = e->decl;
        e = e->lhs;
    }
    if (e->kind != EX_VAR)
        return 0;
    if (!l->io)
        lw_stage_declare(l); /* early, as for geometry shaders */
    if (!l->io->params)
        return 0;
    Decl *fn = l->entry;
    uint32_t pi = fn->params.len;
    for (uint32_t i = 0; i < fn->params.len; i++)
        if (fn->params.data[i] == e->decl)
            pi = i;
    if (pi == fn->params.len || fn->params.data[pi]->param_mode == PM_OUT)
        return 0;
    Group *g = &l->io->params[pi];
    uint32_t pos = g->first;
    Type *t = fn->params.data[pi]->type;
    for (uint32_t k = n; k-- > 0;) {
        Type *s = strip(t);
        if (s->kind != TY_STRUCT || !s->decl)
            return 0;
        uint32_t i = 0;
        for (; i < s->decl->fields.len && s->decl->fields.data[i] != path[k]; i++)
            pos += ty_leaf_count(s->decl->fields.data[i]->type, 0);
        if (i == s->decl->fields.len)
            return 0;
        t = path[k]->type;
    }
    if (ty_leaf_count(t, 0) != 1 || strip(t)->kind == TY_STRUCT || pos >= g->first + g->count ||
        pos >= l->io->leaves.len)
        return 0;
    Leaf *lf = l->io->leaves.data[pos];
    if (lf->output || lf->builtin >= 0 || !lf->g || lf->nparts || lf->arrayed)
        return 0;
    *var_type = lf->gt;
    *per_vertex = lf->per_vertex;
    return lf->g;
}
