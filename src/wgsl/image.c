/*
 * Textures and samplers.
 *
 * A texture global is texture_1d/2d/2d_array/3d/cube/cube_array/
 * multisampled_2d<T>; one sampled with a comparison sampler anywhere in the
 * entry point is a texture_depth_* (spec: "a texture used with a comparison
 * sampler is a depth texture"). A storage texture takes its format from the
 * IR type (`[[vk::image_format]]`) and its access from use: read, write, or
 * read_write (only r32float/r32uint/r32sint). Samplers are `sampler` or
 * `sampler_comparison`.
 *
 * Handles are not values: a load of a texture or sampler, a sampled image
 * and an image-of-sampled-image stand for their globals, which the image
 * instructions find again (ir_root) to name both the texture and the
 * sampler in the WGSL call. SPIR-V's array layer travels inside the
 * coordinate vector; WGSL takes it as a separate integer argument (float
 * coordinates are rounded, as SPIR-V rounds the layer).
 */
#include "wgsl/wgsl_int.h"

/* The sampled-image instruction under a value, if any. */
static IrInst *sampled_image(W *w, IrId v)
{
    for (int guard = 0; guard < 1024; guard++) {
        IrValue *val = ir_value(w->m, v);
        if (val->kind != IV_INST)
            return NULL;
        IrInst *in = val->u.inst;
        if (in->op == IR_SAMPLED_IMAGE)
            return in;
        if (in->op != IR_COPY && in->op != IR_LOAD)
            return NULL;
        v = in->args[0];
    }
    return NULL;
}

static const char *storage_format(uint32_t f)
{
    switch (f) {
    case SpvImageFormatRgba32f: return "rgba32float";
    case SpvImageFormatRgba16f: return "rgba16float";
    case SpvImageFormatR32f: return "r32float";
    case SpvImageFormatRgba8: return "rgba8unorm";
    case SpvImageFormatRgba8Snorm: return "rgba8snorm";
    case SpvImageFormatRg32f: return "rg32float";
    case SpvImageFormatRgba32i: return "rgba32sint";
    case SpvImageFormatRgba16i: return "rgba16sint";
    case SpvImageFormatRgba8i: return "rgba8sint";
    case SpvImageFormatR32i: return "r32sint";
    case SpvImageFormatRg32i: return "rg32sint";
    case SpvImageFormatRgba32ui: return "rgba32uint";
    case SpvImageFormatRgba16ui: return "rgba16uint";
    case SpvImageFormatRgba8ui: return "rgba8uint";
    case SpvImageFormatR32ui: return "r32uint";
    case SpvImageFormatRg32ui: return "rg32uint";
    default: return NULL;
    }
}

static IrType *image_type_of_global(W *w, IrId g)
{
    IrValue *v = ir_value(w->m, g);
    if (v->kind != IV_GLOBAL)
        return NULL;
    IrType *t = ir_type(w->m, v->u.g->pointee);
    if (t->kind == IR_TY_ARRAY) /* an element of a split array (emit.c) */
        t = ir_type(w->m, t->elem);
    return t->kind == IR_TY_IMAGE ? t : NULL;
}

/* The WGSL text of the texture (which 0) or sampler (1) an image operation
 * uses: the root global's name, or for an element of a split array the
 * element's variable, which the load of the element was named after. */
static const char *handle_text(W *w, IrId v, int which)
{
    IrId root = ir_root(w->m, v);
    if (!w->elem || root >= w->nvalues || !w->elem[root])
        return w->vname[root];
    for (int guard = 0; guard < 1024; guard++) {
        IrValue *val = ir_value(w->m, v);
        if (val->kind != IV_INST)
            break;
        IrInst *in = val->u.inst;
        if (in->op == IR_SAMPLED_IMAGE)
            v = in->args[which];
        else if (in->op == IR_COPY || in->op == IR_IMAGE)
            v = in->args[0];
        else
            break;
    }
    return w->vname[v] ? w->vname[v] : w->vname[root];
}

static bool is_depth(W *w, IrId g)
{
    IrType *t = image_type_of_global(w, g);
    return t && t->sampled != 2 && (t->depth == 1 || (w->use[g] & IR_USE_DEPTH));
}

/* The [[vk::image_format]] spelling DXC would infer for a storage texture
 * of this HLSL type ("RWTexture2D<float4>" -> "rgba32f"): 32-bit channels,
 * as many as the texel has (three become four, as no rgb format exists). */
static const char *suggested_format(W *w, const char *hlsl_type)
{
    const char *lt = hlsl_type ? strchr(hlsl_type, '<') : NULL;
    if (!lt)
        return "rgba32f";
    lt++;
    while (*lt == ' ')
        lt++;
    if (strncmp(lt, "unorm ", 6) == 0 || strncmp(lt, "snorm ", 6) == 0)
        lt += 6;
    const char *suffix = strncmp(lt, "uint", 4) == 0 ? "ui" : strncmp(lt, "int", 3) == 0 ? "i" : "f";
    const char *p = lt;
    while (*p >= 'a' && *p <= 'z')
        p++;
    int n = (*p >= '1' && *p <= '4') ? *p - '0' : 1;
    const char *ch = n == 1 ? "r" : n == 2 ? "rg" : "rgba";
    return arena_sprintf(&w->cc->arena, "%s32%s", ch, suffix);
}

/* The one core WebGPU storage format for a texel type without
 * [[vk::image_format]]: 32-bit channels (r, rg, rgba) of the element's
 * kind, or rgba8unorm/rgba8snorm for `unorm`/`snorm float4`; NULL when none
 * fits (three channels, one- or two-channel unorm). */
static const char *inferred_format(W *w, const IrType *t, const char *hlsl_type)
{
    return wgsl_inferred_format(w->m, t, hlsl_type);
}

const char *wgsl_inferred_format(IrModule *m, const IrType *t, const char *hlsl_type)
{
    const char *lt = hlsl_type ? strchr(hlsl_type, '<') : NULL;
    if (!lt)
        return NULL;
    lt++;
    while (*lt == ' ')
        lt++;
    bool unorm = strncmp(lt, "unorm ", 6) == 0, snorm = strncmp(lt, "snorm ", 6) == 0;
    if (unorm || snorm)
        lt += 6;
    const char *p = lt;
    while (*p >= 'a' && *p <= 'z')
        p++;
    int n = (*p >= '1' && *p <= '4') ? *p - '0' : 1;
    if (p[0] && p[1] == 'x')
        return NULL; /* a matrix */
    IrType *st = ir_type(m, t->elem);
    if (unorm || snorm)
        return n == 4 && st->kind == IR_TY_FLOAT ? (unorm ? "rgba8unorm" : "rgba8snorm") : NULL;
    if (n == 3 || (st->kind != IR_TY_FLOAT && st->kind != IR_TY_INT) || st->width != 32)
        return NULL;
    static const char *const names[3][3] = {
        {"r32float", "rg32float", "rgba32float"},
        {"r32sint", "rg32sint", "rgba32sint"},
        {"r32uint", "rg32uint", "rgba32uint"},
    };
    return names[st->kind == IR_TY_FLOAT ? 0 : st->is_signed ? 1 : 2][n == 1 ? 0 : n == 2 ? 1 : 2];
}

/* Read-write storage textures: core WebGPU has the three r32 formats; the
 * texture-formats-tier2 feature adds these (WebGPU's table of formats with
 * read-write storage under that feature). */
bool wgsl_read_write_tier2(const char *fmt)
{
    static const char *const tier2[] = {
        "r8unorm", "r8uint", "r8sint", "rgba8unorm", "rgba8uint", "rgba8sint", "r16uint",
        "r16sint", "r16float", "rgba16uint", "rgba16sint", "rgba16float", "rgba32uint",
        "rgba32sint", "rgba32float",
    };
    for (size_t i = 0; fmt && i < countof(tier2); i++)
        if (!strcmp(fmt, tier2[i]))
            return true;
    return false;
}

const char *w_image_type(W *w, IrId g, Loc loc)
{
    IrValue *v = ir_value(w->m, g);
    IrGlobal *gl = v->u.g;
    IrType *t = ir_type(w->m, gl->pointee);
    if (t->kind == IR_TY_ARRAY && w->elem && w->elem[g]) /* one element of a split array */
        t = ir_type(w->m, t->elem);
    Arena *a = &w->cc->arena;
    if (t->kind == IR_TY_SAMPLER)
        return (gl->res == IRR_COMPARISON_SAMPLER || (w->use[g] & IR_USE_CMP)) ? "sampler_comparison"
                                                                          : "sampler";
    if (t->kind == IR_TY_SAMPLED_IMAGE) {
        w_unavailable(w, loc, "combined image samplers");
        return NULL;
    }
    if (t->kind != IR_TY_IMAGE) {
        w_unavailable(w, loc, "this kind of resource");
        return NULL;
    }
    if (t->dim == SpvDimBuffer) {
        w_unavailable(w, loc, "'Buffer' and 'RWBuffer'");
        return NULL;
    }
    if (t->dim == SpvDimSubpassData) {
        /* An input attachment: a texture the host binds the attachment's
         * view to, read with textureLoad at the fragment's position. */
        IrType *st = ir_type(w->m, t->elem);
        const char *s = st->kind == IR_TY_INT ? (st->is_signed ? "i32" : "u32") : "f32";
        return arena_sprintf(a, t->ms ? "texture_multisampled_2d<%s>" : "texture_2d<%s>", s);
    }
    const char *dim = t->dim == SpvDim1D ? "1d" : t->dim == SpvDim3D ? "3d"
                      : t->dim == SpvDimCube                       ? "cube"
                                                                   : "2d";
    if (t->sampled == 2) {
        const char *fmt = storage_format(t->format);
        if (!fmt && t->format == SpvImageFormatUnknown &&
            (fmt = inferred_format(w, t, gl->hlsl_type)) != NULL)
            diag(w->cc, loc, D_WGSL_FORMAT_INFERRED, v->name ? v->name : "?", fmt,
                 gl->hlsl_type ? gl->hlsl_type : "?");
        if (!fmt) {
            w_unavailable(w, loc, t->format == SpvImageFormatUnknown
                                      ? "a storage texture without [[vk::image_format]]"
                                      : "this storage texture format");
            if (t->format == SpvImageFormatUnknown)
                diag_note(w->cc, loc,
                          "WGSL storage textures need a texel format: declare it, e.g. "
                          "[[vk::image_format(\"%s\")]] %s %s",
                          suggested_format(w, gl->hlsl_type), gl->hlsl_type ? gl->hlsl_type : "",
                          v->name ? v->name : "");
            return NULL;
        }
        if (t->dim == SpvDimCube || t->ms || (t->arrayed && t->dim != SpvDim2D)) {
            w_unavailable(w, loc, "this kind of storage texture");
            return NULL;
        }
        bool rd = (w->use[g] & IR_USE_READ) != 0, wr = w_written(w, g);
        const char *access = rd && wr ? "read_write" : wr ? "write" : "read";
        if (rd && wr && strcmp(fmt, "r32float") && strcmp(fmt, "r32uint") && strcmp(fmt, "r32sint")) {
            if (!wgsl_read_write_tier2(fmt)) {
                w_unavailable(w, loc, arena_sprintf(a, "a storage texture read and written in format %s",
                                                    fmt));
                return NULL;
            }
            /* WebGPU's texture-formats-tier2 feature (reflection lists it). */
        }
        return arena_sprintf(a, "texture_storage_%s%s<%s, %s>", dim, t->arrayed ? "_array" : "",
                             fmt, access);
    }
    if (t->arrayed && (t->dim == SpvDim1D || t->dim == SpvDim3D || t->ms)) {
        w_unavailable(w, loc, t->ms ? "multisampled texture arrays" : "this texture array type");
        return NULL;
    }
    if (is_depth(w, g)) {
        if (t->dim == SpvDim1D || t->dim == SpvDim3D) {
            w_unavailable(w, loc, "comparison sampling of 1D and 3D textures");
            return NULL;
        }
        if (t->ms)
            return "texture_depth_multisampled_2d";
        return arena_sprintf(a, "texture_depth_%s%s", dim, t->arrayed ? "_array" : "");
    }
    IrType *st = ir_type(w->m, t->elem);
    const char *s = st->kind == IR_TY_INT ? (st->is_signed ? "i32" : "u32") : "f32";
    if (t->ms)
        return arena_sprintf(a, "texture_multisampled_2d<%s>", s);
    return arena_sprintf(a, "texture_%s%s<%s>", dim, t->arrayed ? "_array" : "", s);
}

/* ---- operations ---------------------------------------------------------- */

typedef struct ImgOps {
    const char *bias, *lod, *dx, *dy, *offset, *sample;
    bool bad;
} ImgOps;

/* WGSL takes texel offsets in -8..7 only (HLSL's gathers reach -32..31). */
static bool offset_in_range(IrModule *m, IrId v)
{
    if (!v || ir_value(m, v)->kind != IV_CONST)
        return true;
    const IrConst *c = ir_value(m, v)->u.c;
    if (c->is_null)
        return true;
    uint32_t n = c->elems ? c->elem_count : 1;
    for (uint32_t i = 0; i < n; i++) {
        uint64_t bits;
        if (!ir_const_value(m, c->elems ? c->elems[i] : v, &bits))
            continue;
        int64_t x = (int32_t)(uint32_t)bits;
        if (x < -8 || x > 7)
            return false;
    }
    return true;
}

static ImgOps image_operands(W *w, IrInst *in, uint32_t fixed, bool cube)
{
    ImgOps o = {0};
    if (!in->nlits)
        return o;
    uint32_t mask = in->lits[0], k = fixed;
    const char *what = NULL;
#define NEXT() (k < in->nargs ? w_val(w, in->args[k++]) : "0")
    if (mask & SpvImageOperandsBiasMask)
        o.bias = NEXT();
    if (mask & SpvImageOperandsLodMask)
        o.lod = NEXT();
    if (mask & SpvImageOperandsGradMask) {
        o.dx = NEXT();
        o.dy = NEXT();
    }
    if (mask & SpvImageOperandsConstOffsetMask) {
        if (!offset_in_range(w->m, k < in->nargs ? in->args[k] : 0))
            what = "texel offsets outside -8..7";
        o.offset = NEXT();
    }
    if (mask & SpvImageOperandsOffsetMask) {
        /* Constant after folding: WGSL's const-expression offset. */
        IrValue *ov = k < in->nargs ? ir_value(w->m, in->args[k]) : NULL;
        if (ov && ov->kind == IV_CONST && !ov->u.c->is_spec) {
            if (!offset_in_range(w->m, in->args[k]))
                what = "texel offsets outside -8..7";
            o.offset = NEXT();
        } else {
            what = "texel offsets that are not constants";
            k++;
        }
    }
    if (mask & SpvImageOperandsConstOffsetsMask) {
        what = "gathers with four texel offsets";
        k++;
    }
    if (mask & SpvImageOperandsSampleMask)
        o.sample = NEXT();
    if (mask & SpvImageOperandsMinLodMask)
        what = "a minimum level-of-detail clamp";
#undef NEXT
    if (o.offset && cube)
        what = "texel offsets on cube textures";
    if (what) {
        w_unavailable(w, in->loc, what);
        o.bad = true;
    }
    return o;
}

static const char *swz(unsigned n) { return n == 1 ? "x" : n == 2 ? "xy" : n == 3 ? "xyz" : "xyzw"; }

/* Coordinates without the layer, and the layer as an integer (or NULL). */
static void coords(W *w, IrType *it, IrId coord, bool float_coords, const char **c,
                   const char **layer)
{
    Arena *a = &w->cc->arena;
    unsigned n = it->dim == SpvDim1D ? 1 : (it->dim == SpvDim3D || it->dim == SpvDimCube) ? 3 : 2;
    unsigned have = ir_type_components(w->m, ir_type_of(w->m, coord));
    const char *v = w_val(w, coord);
    *layer = NULL;
    if (have == n) {
        *c = v;
    } else {
        *c = arena_sprintf(a, "%s.%s", v, swz(n));
    }
    if (it->arrayed) {
        const char *l = arena_sprintf(a, "%s.%c", v, "xyzw"[n & 3]);
        *layer = float_coords ? arena_sprintf(a, "i32(round(%s))", l) : l;
    }
}

/* Pads or trims a vec4 result to the IR's result type. */
static const char *fit_result(W *w, IrInst *in, const char *e, unsigned have)
{
    unsigned want = ir_type_components(w->m, in->type);
    if (want < have)
        return arena_sprintf(&w->cc->arena, "%s.%s", e, swz(want));
    return e;
}

/* The plain form of a sparse (status) image operation, or 0. */
static IrOp plain_of_sparse(IrOp op)
{
    switch (op) {
    case IR_SPARSE_SAMPLE: return IR_SAMPLE;
    case IR_SPARSE_SAMPLE_LOD: return IR_SAMPLE_LOD;
    case IR_SPARSE_SAMPLE_DREF: return IR_SAMPLE_DREF;
    case IR_SPARSE_SAMPLE_DREF_LOD: return IR_SAMPLE_DREF_LOD;
    case IR_SPARSE_GATHER: return IR_GATHER;
    case IR_SPARSE_DREF_GATHER: return IR_DREF_GATHER;
    case IR_SPARSE_FETCH: return IR_FETCH;
    case IR_SPARSE_READ: return IR_IMAGE_READ;
    default: return IR_NOP;
    }
}

const char *w_image_op(W *w, IrInst *in)
{
    Arena *a = &w->cc->arena;
    IrOp plain = plain_of_sparse(in->op);
    if (plain != IR_NOP) {
        /* WebGPU has no sparse textures: every texel of a bound texture is
         * resident, so the result is {residency code 0, the plain texel}
         * and CheckAccessFullyMapped (IR_SPARSE_RESIDENT) is true. */
        IrType *st = ir_type(w->m, in->type);
        if (st->kind != IR_TY_STRUCT || st->member_count != 2)
            diag_ice(w->cc, in->loc, "WGSL: sparse image result is not {code, texel}");
        IrInst copy = *in;
        copy.op = plain;
        copy.type = st->members[1].type;
        const char *e = w_image_op(w, &copy);
        if (!e)
            return NULL;
        return arena_sprintf(a, "%s(0u, %s)", w_type(w, in->type, in->loc), e);
    }
    if (in->op == IR_QUERY_LOD) {
        w_unavailable(w, in->loc, "'CalculateLevelOfDetail'");
        return NULL;
    }
    if (in->op == IR_TEXEL_POINTER) {
        w_unavailable(w, in->loc, "atomics on textures");
        return NULL;
    }
    IrId img = ir_root(w->m, in->args[0]);
    IrType *it = image_type_of_global(w, img);
    if (!it)
        diag_ice(w->cc, in->loc, "WGSL: image operation on something that is not a texture");
    const char *t = handle_text(w, in->args[0], 0);
    bool depth = is_depth(w, img);
    bool cube = it->dim == SpvDimCube;
    const char *s = NULL;
    IrInst *si = sampled_image(w, in->args[0]);
    if (si)
        s = handle_text(w, si->args[1], 0);
    Buf b;
    buf_init(&b, a);
    const char *c, *layer;
    uint32_t fixed = ir_image_fixed_args(in->op);
    switch (in->op) {
    case IR_SAMPLE:
    case IR_SAMPLE_LOD:
    case IR_SAMPLE_DREF:
    case IR_SAMPLE_DREF_LOD: {
        bool dref = in->op == IR_SAMPLE_DREF || in->op == IR_SAMPLE_DREF_LOD;
        ImgOps o = image_operands(w, in, fixed, cube);
        if (o.bad || !s)
            return o.bad ? NULL : (diag_ice(w->cc, in->loc, "WGSL: sample without a sampler"), NULL);
        coords(w, it, in->args[1], true, &c, &layer);
        const char *fn;
        if (dref)
            fn = in->op == IR_SAMPLE_DREF ? "textureSampleCompare" : "textureSampleCompareLevel";
        else if (o.dx)
            fn = "textureSampleGrad";
        else if (o.lod)
            fn = "textureSampleLevel";
        else if (o.bias)
            fn = "textureSampleBias";
        else
            fn = "textureSample";
        if (dref && o.dx) {
            w_unavailable(w, in->loc, "comparison sampling with gradients");
            return NULL;
        }
        buf_printf(&b, "%s(%s, %s, %s", fn, t, s, c);
        if (layer)
            buf_printf(&b, ", %s", layer);
        if (dref)
            buf_printf(&b, ", %s", w_val(w, in->args[2]));
        else if (o.dx)
            buf_printf(&b, ", %s, %s", o.dx, o.dy);
        else if (o.lod)
            buf_printf(&b, ", %s", depth ? arena_sprintf(a, "i32(%s)", o.lod) : o.lod);
        else if (o.bias)
            buf_printf(&b, ", %s", o.bias);
        if (o.offset)
            buf_printf(&b, ", %s", o.offset);
        buf_putc(&b, ')');
        const char *e = buf_cstr(&b);
        if (depth && !dref)
            e = arena_sprintf(a, "vec4<f32>(%s, 0.0, 0.0, 1.0)", e);
        return dref ? e : fit_result(w, in, e, 4);
    }
    case IR_GATHER:
    case IR_DREF_GATHER: {
        ImgOps o = image_operands(w, in, fixed, cube);
        if (o.bad || !s)
            return NULL;
        coords(w, it, in->args[1], true, &c, &layer);
        if (in->op == IR_DREF_GATHER)
            buf_printf(&b, "textureGatherCompare(%s, %s, %s", t, s, c);
        else if (depth)
            buf_printf(&b, "textureGather(%s, %s, %s", t, s, c);
        else
            buf_printf(&b, "textureGather(%s, %s, %s, %s", w_val(w, in->args[2]), t, s, c);
        if (layer)
            buf_printf(&b, ", %s", layer);
        if (in->op == IR_DREF_GATHER)
            buf_printf(&b, ", %s", w_val(w, in->args[2]));
        if (o.offset)
            buf_printf(&b, ", %s", o.offset);
        buf_putc(&b, ')');
        return buf_cstr(&b);
    }
    case IR_FETCH:
    case IR_IMAGE_READ: {
        ImgOps o = image_operands(w, in, fixed, cube);
        if (o.bad)
            return NULL;
        if (it->dim == SpvDimSubpassData) {
            /* SubpassLoad: the texel under the fragment (plus the constant
             * offset the IR holds, (0, 0) from HLSL), its sample for an MS
             * one. */
            if (!w->frag_coord)
                w->frag_coord = w_name(w, "osh_frag_coord");
            IrValue *off = ir_value(w->m, in->args[1]);
            bool zero = off->kind == IV_CONST && off->u.c->is_null;
            for (uint32_t k = 0; off->kind == IV_CONST && !zero && k <= off->u.c->elem_count; k++) {
                uint64_t bits = 1;
                if (k == off->u.c->elem_count) {
                    zero = true; /* every element read as 0 */
                    break;
                }
                if (!off->u.c->elems || !ir_const_value(w->m, off->u.c->elems[k], &bits) || bits)
                    break;
            }
            buf_printf(&b, "textureLoad(%s, vec2<i32>(%s.xy)", t, w->frag_coord);
            if (!zero)
                buf_printf(&b, " + vec2<i32>(%s)", w_val(w, in->args[1]));
            buf_printf(&b, ", %s)", o.sample ? o.sample : "0");
            return fit_result(w, in, buf_cstr(&b), 4);
        }
        coords(w, it, in->args[1], false, &c, &layer);
        if (o.offset) {
            /* textureLoad has no offset: Load's offset moves the integer
             * coordinates (as signed, like the offset). */
            unsigned n = it->dim == SpvDim1D ? 1 : it->dim == SpvDim3D ? 3 : 2;
            c = n == 1 ? arena_sprintf(a, "(i32(%s) + %s)", c, o.offset)
                       : arena_sprintf(a, "(vec%u<i32>(%s) + %s)", n, c, o.offset);
        }
        buf_printf(&b, "textureLoad(%s, %s", t, c);
        if (layer)
            buf_printf(&b, ", %s", layer);
        if (it->sampled != 2) {
            if (it->ms)
                buf_printf(&b, ", %s", o.sample ? o.sample : "0");
            else
                buf_printf(&b, ", %s", o.lod ? o.lod : "0");
        }
        buf_putc(&b, ')');
        const char *e = buf_cstr(&b);
        if (depth)
            e = arena_sprintf(a, "vec4<f32>(%s, 0.0, 0.0, 1.0)", e);
        return fit_result(w, in, e, 4);
    }
    case IR_IMAGE_WRITE: {
        coords(w, it, in->args[1], false, &c, &layer);
        IrId texel = in->args[2];
        IrTypeId tt = ir_type_of(w->m, texel);
        unsigned n = ir_type_components(w->m, tt);
        const char *v = w_val(w, texel);
        if (n < 4) {
            IrType *st = ir_type(w->m, ir_type_scalar_of(w->m, tt));
            const char *sc = st->kind == IR_TY_INT ? (st->is_signed ? "i32" : "u32") : "f32";
            v = arena_sprintf(a, "vec4<%s>(%s%s)", sc, v,
                              n == 1 ? ", 0, 0, 0" : n == 2 ? ", 0, 0" : ", 0");
        }
        if (layer)
            w_line(w, "textureStore(%s, %s, %s, %s);", t, c, layer, v);
        else
            w_line(w, "textureStore(%s, %s, %s);", t, c, v);
        return NULL;
    }
    case IR_QUERY_SIZE:
    case IR_QUERY_SIZE_LOD: {
        const char *lod = in->op == IR_QUERY_SIZE_LOD ? w_val(w, in->args[1]) : NULL;
        const char *d = lod ? arena_sprintf(a, "textureDimensions(%s, %s)", t, lod)
                            : arena_sprintf(a, "textureDimensions(%s)", t);
        unsigned n = it->dim == SpvDim1D ? 1 : it->dim == SpvDim3D ? 3 : 2;
        const char *e = d;
        if (it->arrayed) {
            e = arena_sprintf(a, "vec%u<u32>(%s, textureNumLayers(%s))", n + 1, d, t);
            n++;
        }
        if (w_is_signed(w, in->type))
            e = arena_sprintf(a, "%s(%s)", w_type(w, in->type, in->loc), e);
        return e;
    }
    case IR_QUERY_LEVELS:
    case IR_QUERY_SAMPLES: {
        const char *e = arena_sprintf(a, "%s(%s)",
                                      in->op == IR_QUERY_LEVELS ? "textureNumLevels"
                                                                : "textureNumSamples",
                                      t);
        if (w_is_signed(w, in->type))
            e = arena_sprintf(a, "i32(%s)", e);
        return e;
    }
    default: diag_ice(w->cc, in->loc, "WGSL: unknown image operation");
    }
}
