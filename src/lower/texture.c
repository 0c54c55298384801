/*
 * Textures and samplers: the Sample family, Gather, Load, CalculateLevelOfDetail,
 * SubpassLoad, and the pixel-shader intrinsics that go with them
 * (derivatives, clip).
 *
 * As DXC does, a texture and a sampler are separate variables combined with
 * OpSampledImage at each use; a texture declared [[vk::combinedImageSampler]]
 * is one combined image sampler variable, sampled directly (its sampler
 * argument is ignored) and taken apart with OpImage for loads and queries.
 * Image operands follow SPIR-V's order (Bias, Lod, Grad, ConstOffset/Offset,
 * ConstOffsets, Sample, MinLod); an offset is ConstOffset when it is a
 * constant, else Offset: the back ends turn an Offset that constant folding
 * made constant into ConstOffset and reject a run-time one outside Gather
 * (Vulkan allows no other). The status (sparse residency) overloads use the
 * OpImageSparse* forms, whose result is {uint residency code, texel}: the
 * code goes to the status argument, and CheckAccessFullyMapped(status) is
 * OpImageSparseTexelsResident (WGSL has no sparse textures, so every texel
 * is resident: the WGSL back end writes code 0 and `true`).
 */
#include "lower/lower_int.h"
#include "spirv/spirv.h"

static Type *strip(Type *t) { return lw_strip(t); }

/* A SPIR-V compute shader has quads when its numthreads makes a derivative
 * group and -fspv-extension allows an extension that carries it: implicit
 * derivatives then work as in a pixel shader, as DXC emits them (the back
 * end adds the capability and the execution mode). */
static bool compute_quads(L *l)
{
    return l->cc->stage == STAGE_COMPUTE && l->target == OSH_TARGET_SPIRV &&
           spv_derivative_group(l->entry->attrs.numthreads) && spv_derivative_extension(l->cc->opt);
}

/* ddx and CalculateLevelOfDetail need quads: in a SPIR-V compute shader
 * without them, a refusal (WGSL refuses every derivative outside pixel
 * shaders in its back end). */
static void need_quads(L *l, Expr *e)
{
    if (l->cc->stage != STAGE_COMPUTE || l->target != OSH_TARGET_SPIRV || compute_quads(l))
        return;
    const uint32_t *n = l->entry->attrs.numthreads;
    if (!spv_derivative_group(n))
        diag(l->cc, e->loc, D_LOWER_DERIVATIVE_GROUP, builtin_name(e->builtin), n[0], n[1], n[2]);
    else
        diag(l->cc, e->loc, D_LOWER_DERIVATIVE_EXTENSION, builtin_name(e->builtin));
}

static Type *aty(Expr *e, uint32_t i) { return e->args.data[i]->type; }

static bool is_out_arg(Expr *e, uint32_t i)
{
    return e->sig.param_mode && i < e->sig.nparams && e->sig.param_mode[i] != BP_IN;
}

static void no_status(L *l, Expr *e)
{
    const char *what = "the status argument (sparse residency)";
    if (l->target == OSH_TARGET_WGSL)
        diag(l->cc, e->loc, D_WGSL_UNAVAILABLE, what);
    else
        diag(l->cc, e->loc, D_SPV_UNSUPPORTED, what);
}

/* Whether the status argument at index i can be lowered. */
static bool status_ok(L *l, Expr *e, uint32_t i)
{
    if (i + 1 != e->args.len) {
        no_status(l, e);
        return false;
    }
    return true;
}

static bool is_const_value(L *l, IrId v)
{
    IrValue *val = ir_value(l->m, v);
    return val->kind == IV_CONST && !val->u.c->is_spec;
}

/* The image of a texture, whether it is a plain image or combined. */
static IrId image_of(L *l, IrId v)
{
    IrTypeId t = ir_type_of(l->m, v);
    if (ir_type(l->m, t)->kind != IR_TY_SAMPLED_IMAGE)
        return v;
    return ir_emit(&l->b, IR_IMAGE, ir_type(l->m, t)->elem, &v, 1, NULL, 0);
}

IrId lw_res_image(L *l, ResRef *r) { return image_of(l, lw_res_load_raw(l, r)); }

/* The sampled image for tex.Op(sampler, ...). */
static IrId sampled_image(L *l, Expr *e, ResRef *tex)
{
    IrId t = lw_res_load_raw(l, tex);
    IrTypeId tt = ir_type_of(l->m, t);
    if (ir_type(l->m, tt)->kind == IR_TY_SAMPLED_IMAGE)
        return t;
    ResRef s;
    if (!lw_res(l, e->args.data[0], &s))
        return 0;
    IrId smp = lw_res_load(l, &s);
    IrId a[2] = {t, smp};
    IrInst *in = ir_emit_inst(&l->b, IR_SAMPLED_IMAGE, ir_type_sampled_image(l->m, tt), a, 2, NULL, 0);
    if (tex->nonuniform || s.nonuniform) {
        in->flags |= IRF_NONUNIFORM;
        ir_decorate(l->m, in->id, SpvDecorationNonUniform, -1, NULL, 0);
    }
    return in->id;
}

/* A struct texel (Texture2D<S>, S's fields of one scalar type, four
 * components at most): each field from the next components of the vec4. */
static IrId narrow_struct(L *l, IrId r4, Type *et, unsigned *next, int depth)
{
    Decl *sd = et->decl;
    uint32_t nf = sd ? sd->fields.len : 0;
    IrId *parts = NEWN(l->cc, IrId, nf ? nf : 1);
    for (uint32_t i = 0; i < nf; i++) {
        Type *ft = strip(sd->fields.data[i]->type);
        if (ft->kind == TY_STRUCT && depth < LIMIT_NESTING) {
            parts[i] = narrow_struct(l, r4, ft, next, depth + 1);
            continue;
        }
        unsigned n = ty_component_count(ft);
        IrTypeId st = lw_scalar_type(l, ft->scalar);
        if (n <= 1) {
            parts[i] = lw_extract(l, st, r4, *next < 4 ? *next : 3);
        } else {
            uint32_t comps[4];
            for (unsigned k = 0; k < n && k < 4; k++)
                comps[k] = *next + k < 4 ? *next + k : 3;
            IrId sh[2] = {r4, r4};
            parts[i] = ir_emit(&l->b, IR_SHUFFLE, lw_type(l, ft), sh, 2, comps, n < 4 ? n : 4);
        }
        *next += n ? n : 1;
    }
    return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, et), parts, nf, NULL, 0);
}

/* A vec4 result narrowed to the HLSL element type. */
static IrId narrow(L *l, IrId r4, Type *et)
{
    et = strip(et);
    if (et->kind == TY_STRUCT) {
        unsigned next = 0;
        return narrow_struct(l, r4, et, &next, 0);
    }
    unsigned n = ty_component_count(et);
    /* bool texels are stored as uints (the image's sampled type): != 0, as
     * DXC. */
    bool is_bool = (et->kind == TY_SCALAR || et->kind == TY_VECTOR) && et->scalar == SK_BOOL;
    IrTypeId st = is_bool ? ir_type_int(l->m, 32, false) : lw_scalar_type(l, et->scalar);
    IrTypeId nt = !is_bool ? lw_type(l, et) : n == 1 ? st : ir_type_vector(l->m, st, n);
    IrId v = r4;
    if (n == 1) {
        v = lw_extract(l, st, r4, 0);
    } else if (n < 4) {
        IrId sh[2] = {r4, r4};
        uint32_t comps[3] = {0, 1, 2};
        v = ir_emit(&l->b, IR_SHUFFLE, nt, sh, 2, comps, n);
    }
    if (is_bool)
        v = ir_binop(&l->b, IR_INE, lw_type(l, et), v, ir_const_null(l->m, nt));
    return v;
}

/* The scalar type texels of this image have (the image's sampled type). */
static IrTypeId texel_scalar(L *l, IrId img_or_si)
{
    IrType *t = ir_type(l->m, ir_type_of(l->m, img_or_si));
    if (t->kind == IR_TY_SAMPLED_IMAGE)
        t = ir_type(l->m, t->elem);
    return t->elem;
}

/* Image operands collected in SPIR-V's order. */
typedef struct Ops {
    uint32_t mask;
    IrId bias, lod, gx, gy, offset, offsets, sample, minlod;
    int status;         /* index of the out status argument, -1 when none */
    Loc offset_loc;     /* a run-time offset's argument (for the back end's error) */
    bool runtime_offset;
} Ops;

#define OPS_INIT {.status = -1}

static uint32_t put_ops(Ops *o, IrId *args, uint32_t n)
{
    if (o->mask & SpvImageOperandsBiasMask) args[n++] = o->bias;
    if (o->mask & SpvImageOperandsLodMask) args[n++] = o->lod;
    if (o->mask & SpvImageOperandsGradMask) { args[n++] = o->gx; args[n++] = o->gy; }
    if (o->mask & (SpvImageOperandsConstOffsetMask | SpvImageOperandsOffsetMask)) args[n++] = o->offset;
    if (o->mask & SpvImageOperandsConstOffsetsMask) args[n++] = o->offsets;
    if (o->mask & SpvImageOperandsSampleMask) args[n++] = o->sample;
    if (o->mask & SpvImageOperandsMinLodMask) args[n++] = o->minlod;
    return n;
}

/* A vector built from constants (int2(1, -1)) as a constant. */
static IrId fold_const(L *l, IrId v)
{
    IrValue *val = ir_value(l->m, v);
    if (val->kind != IV_INST || val->u.inst->op != IR_CONSTRUCT)
        return v;
    IrInst *in = val->u.inst;
    for (uint32_t i = 0; i < in->nargs; i++)
        if (!is_const_value(l, in->args[i]))
            return v;
    return ir_const_composite(l->m, in->type, in->args, in->nargs);
}

/* An offset not (yet) constant is Offset: it may become constant once the
 * function is inlined and folded; the back ends decide (only gathers take
 * a truly run-time offset in Vulkan). */
static void set_offset(L *l, Expr *a, Ops *o, IrId v)
{
    v = fold_const(l, v);
    o->offset = v;
    if (is_const_value(l, v)) {
        o->mask |= SpvImageOperandsConstOffsetMask;
        return;
    }
    o->runtime_offset = true;
    o->offset_loc = a->loc;
    o->mask |= SpvImageOperandsOffsetMask;
}

/* The trailing optional arguments: an integer offset, a float clamp
 * (MinLod), an out status (last). */
static bool trailing(L *l, Expr *e, uint32_t from, Ops *o)
{
    for (uint32_t i = from; i < e->args.len; i++) {
        if (is_out_arg(e, i)) {
            if (!status_ok(l, e, i))
                return false;
            o->status = (int)i;
            continue;
        }
        Type *t = strip(aty(e, i));
        IrId v = lw_expr(l, e->args.data[i]);
        if (ty_is_float_kind(t->scalar)) {
            o->minlod = v;
            o->mask |= SpvImageOperandsMinLodMask;
        } else {
            set_offset(l, e->args.data[i], o, v);
        }
    }
    return true;
}

static IrOp sparse_op(IrOp op)
{
    switch (op) {
    case IR_SAMPLE: return IR_SPARSE_SAMPLE;
    case IR_SAMPLE_LOD: return IR_SPARSE_SAMPLE_LOD;
    case IR_SAMPLE_DREF: return IR_SPARSE_SAMPLE_DREF;
    case IR_SAMPLE_DREF_LOD: return IR_SPARSE_SAMPLE_DREF_LOD;
    case IR_GATHER: return IR_SPARSE_GATHER;
    case IR_DREF_GATHER: return IR_SPARSE_DREF_GATHER;
    case IR_IMAGE_READ: return IR_SPARSE_READ;
    default: return IR_SPARSE_FETCH;
    }
}

/* Stores v (a uint) to the out argument at index i. */
static void store_status(L *l, Expr *e, uint32_t i, IrId v)
{
    Expr *a = e->args.data[i];
    LVal lv;
    if (!lw_lvalue(l, a, &lv)) {
        diag(l->cc, a->loc, D_LOWER_OUT_ARGUMENT);
        return;
    }
    lw_store(l, &lv, lw_convert(l, v, ty_scalar(l->cc, SK_UINT32), a->type));
}

/* The image instruction; with a status argument its sparse form, whose
 * residency code goes to *code when the caller combines codes (code not
 * NULL), else is stored to the status. Returns the texel (type t). */
static IrId image_inst(L *l, Expr *e, IrOp op, IrTypeId t, IrId *fixed, uint32_t nfixed, Ops *o,
                       IrId *code)
{
    IrId args[12];
    uint32_t n = 0;
    for (uint32_t i = 0; i < nfixed; i++)
        args[n++] = fixed[i];
    n = put_ops(o, args, n);
    IrTypeId rt = t;
    IrTypeId u = ir_type_int(l->m, 32, false);
    if (o->status >= 0) {
        IrMember mb[2] = {{.type = u}, {.type = t}};
        rt = ir_type_struct(l->m, str_intern_c(l->cc, "SparseResidencyStruct"), mb, 2, false, false);
        op = sparse_op(op);
    }
    IrInst *in = ir_emit_inst(&l->b, op, rt, args, n, o->mask ? &o->mask : NULL, o->mask ? 1 : 0);
    if (o->runtime_offset && e)
        in->loc = o->offset_loc;
    if (o->status < 0)
        return in->id;
    IrId c = lw_extract(l, u, in->id, 0);
    if (code)
        *code = c;
    else
        store_status(l, e, (uint32_t)o->status, c);
    return lw_extract(l, t, in->id, 1);
}

static IrId emit_image_in(L *l, Expr *e, IrOp op, IrTypeId t, IrId *fixed, uint32_t nfixed, Ops *o)
{
    return image_inst(l, e, op, t, fixed, nfixed, o, NULL);
}

static IrId emit_image(L *l, IrOp op, IrTypeId t, IrId *fixed, uint32_t nfixed, Ops *o)
{
    return emit_image_in(l, NULL, op, t, fixed, nfixed, o);
}

static IrId float_of(L *l, Expr *a, Type *to)
{
    return lw_convert(l, lw_expr(l, a), a->type, to);
}

/* Sample, SampleBias, SampleGrad, SampleLevel and the comparison forms. */
static IrId sample(L *l, Expr *e)
{
    ResRef r;
    IrTypeId rt = lw_type(l, e->type);
    if (!lw_res(l, e->object, &r))
        return ir_undef(l->m, rt);
    IrId si = sampled_image(l, e, &r);
    if (!si)
        return ir_undef(l->m, rt);
    IrId coord = lw_expr(l, e->args.data[1]);
    Type *f32 = ty_scalar(l->cc, SK_FLOAT);
    BuiltinId id = e->builtin;
    bool cmp = id == BI_SAMPLE_CMP || id == BI_SAMPLE_CMP_BIAS || id == BI_SAMPLE_CMP_GRAD ||
               id == BI_SAMPLE_CMP_LEVEL || id == BI_SAMPLE_CMP_LEVEL_ZERO;
    uint32_t next = 2;
    IrId dref = 0;
    if (cmp)
        dref = float_of(l, e->args.data[next++], f32);
    Ops o = OPS_INIT;
    bool explicit_lod = false;
    switch (id) {
    case BI_SAMPLE_BIAS:
    case BI_SAMPLE_CMP_BIAS:
        o.bias = float_of(l, e->args.data[next++], f32);
        o.mask |= SpvImageOperandsBiasMask;
        break;
    case BI_SAMPLE_LEVEL:
    case BI_SAMPLE_CMP_LEVEL:
        o.lod = float_of(l, e->args.data[next++], f32);
        o.mask |= SpvImageOperandsLodMask;
        explicit_lod = true;
        break;
    case BI_SAMPLE_CMP_LEVEL_ZERO:
        o.lod = ir_const_float(l->m, ir_type_float(l->m, 32), 0.0);
        o.mask |= SpvImageOperandsLodMask;
        explicit_lod = true;
        break;
    case BI_SAMPLE_GRAD:
    case BI_SAMPLE_CMP_GRAD:
        o.gx = lw_expr(l, e->args.data[next++]);
        o.gy = lw_expr(l, e->args.data[next++]);
        o.mask |= SpvImageOperandsGradMask;
        explicit_lod = true;
        break;
    default:
        break;
    }
    if (!trailing(l, e, next, &o))
        return ir_undef(l->m, rt);
    if (!explicit_lod && l->cc->stage != STAGE_PIXEL && !compute_quads(l)) {
        /* Implicit derivatives need quads: level 0 elsewhere (a vertex
         * shader, WGSL's compute shaders, one without a derivative group). */
        if (o.mask & SpvImageOperandsBiasMask)
            o.mask &= ~(uint32_t)SpvImageOperandsBiasMask;
        o.lod = ir_const_float(l->m, ir_type_float(l->m, 32), 0.0);
        o.mask |= SpvImageOperandsLodMask;
        if (o.mask & SpvImageOperandsMinLodMask)
            o.mask &= ~(uint32_t)SpvImageOperandsMinLodMask;
        explicit_lod = true;
    }
    IrTypeId st = texel_scalar(l, si);
    if (cmp) {
        IrId fx[3] = {si, coord, dref};
        return emit_image_in(l, e, explicit_lod ? IR_SAMPLE_DREF_LOD : IR_SAMPLE_DREF, st, fx, 3, &o);
    }
    IrId fx[2] = {si, coord};
    IrId r4 = emit_image_in(l, e, explicit_lod ? IR_SAMPLE_LOD : IR_SAMPLE,
                            ir_type_vector(l->m, st, 4), fx, 2, &o);
    return narrow(l, r4, e->type);
}

/* Gather, GatherRed..Alpha, GatherCmp, GatherCmpRed: four texels' one
 * component. Four separate offsets are four gathers with one offset each. */
static IrId gather(L *l, Expr *e)
{
    ResRef r;
    IrTypeId rt = lw_type(l, e->type);
    if (!lw_res(l, e->object, &r))
        return ir_undef(l->m, rt);
    BuiltinId id = e->builtin;
    int comp = 0;
    bool cmp = false;
    switch (id) {
    case BI_GATHER_GREEN: comp = 1; break;
    case BI_GATHER_BLUE: comp = 2; break;
    case BI_GATHER_ALPHA: comp = 3; break;
    case BI_GATHER_CMP: case BI_GATHER_CMP_RED: cmp = true; break;
    case BI_GATHER_CMP_GREEN: case BI_GATHER_CMP_BLUE: case BI_GATHER_CMP_ALPHA:
        diag(l->cc, e->loc, D_LOWER_NO_VULKAN_EQUIVALENT, builtin_name(id),
             "OpImageDrefGather compares only the first component");
        return ir_undef(l->m, rt);
    default: break;
    }
    IrId si = sampled_image(l, e, &r);
    if (!si)
        return ir_undef(l->m, rt);
    IrId coord = lw_expr(l, e->args.data[1]);
    uint32_t next = 2;
    IrId third = cmp ? float_of(l, e->args.data[next++], ty_scalar(l->cc, SK_FLOAT))
                     : lw_i32(l, comp);
    IrTypeId v4 = ir_type_vector(l->m, texel_scalar(l, si), 4);
    IrOp op = cmp ? IR_DREF_GATHER : IR_GATHER;
    uint32_t nin = 0;
    for (uint32_t i = next; i < e->args.len; i++)
        if (!is_out_arg(e, i))
            nin++;
    Ops o = OPS_INIT;
    if (e->args.len > next && is_out_arg(e, e->args.len - 1)) {
        if (!status_ok(l, e, e->args.len - 1))
            return ir_undef(l->m, rt);
        o.status = (int)e->args.len - 1;
    }
    if (nin == 4) {
        /* HLSL's four offsets: component k comes from the gather at offset
         * k (as FXC and DXIL compile it). ConstOffsets would differ: Vulkan
         * takes every component from texel (i0, j0) of its footprint. */
        /* With a status, each gather is sparse and the status is the
         * first non-resident code of the four (a resident one when all
         * are), so CheckAccessFullyMapped is true only if all four were. */
        IrId comps[4], codes[4];
        IrTypeId st = texel_scalar(l, si);
        for (uint32_t k = 0; k < 4; k++) {
            Ops ok = OPS_INIT;
            ok.status = o.status;
            set_offset(l, e->args.data[next + k], &ok, lw_expr(l, e->args.data[next + k]));
            IrId fx[3] = {si, coord, third};
            IrId g = image_inst(l, e, op, v4, fx, 3, &ok, &codes[k]);
            comps[k] = lw_extract(l, st, g, k);
        }
        if (o.status >= 0) {
            IrTypeId u = ir_type_int(l->m, 32, false);
            IrId code = codes[3];
            for (int k = 2; k >= 0; k--) {
                IrId sel[3] = {ir_unop(&l->b, IR_SPARSE_RESIDENT, ir_type_bool(l->m), codes[k]), code,
                               codes[k]};
                code = ir_emit(&l->b, IR_SELECT, u, sel, 3, NULL, 0);
            }
            store_status(l, e, (uint32_t)o.status, code);
        }
        return ir_emit(&l->b, IR_CONSTRUCT, v4, comps, 4, NULL, 0);
    }
    if (!trailing(l, e, next, &o))
        return ir_undef(l->m, rt);
    IrId fx[3] = {si, coord, third};
    return emit_image_in(l, e, op, v4, fx, 3, &o);
}

/* tex.Load(coord [, sample] [, offset] [, status]) on textures and buffers. */
static IrId load(L *l, Expr *e)
{
    ResRef r;
    IrTypeId rt = lw_type(l, e->type);
    if (!lw_res(l, e->object, &r))
        return ir_undef(l->m, rt);
    const ResInfo *ri = ty_res_info(strip(r.type)->res);
    IrId img = image_of(l, lw_res_load_raw(l, &r));
    IrTypeId v4 = ir_type_vector(l->m, texel_scalar(l, img), 4);
    IrId coord = lw_expr(l, e->args.data[0]);
    uint32_t next = 1;
    Ops o = OPS_INIT;
    IrOp op = IR_FETCH;
    if (ri->flags & RF_WRITE) {
        op = IR_IMAGE_READ;
    } else if (ri->flags & RF_MS) {
        o.sample = lw_expr(l, e->args.data[next++]);
        o.mask |= SpvImageOperandsSampleMask;
    } else if (ri->dim != 'b') {
        /* The last coordinate is the mip level. */
        Type *ct = strip(aty(e, 0));
        unsigned n = ty_component_count(ct);
        IrTypeId it = lw_scalar_type(l, ct->scalar);
        IrId xy;
        if (n == 2) {
            xy = lw_extract(l, it, coord, 0);
        } else {
            IrId sh[2] = {coord, coord};
            uint32_t comps[3] = {0, 1, 2};
            xy = ir_emit(&l->b, IR_SHUFFLE, ir_type_vector(l->m, it, n - 1), sh, 2, comps, n - 1);
        }
        o.lod = lw_extract(l, it, coord, n - 1);
        o.mask |= SpvImageOperandsLodMask;
        coord = xy;
    }
    for (uint32_t i = next; i < e->args.len; i++) {
        if (is_out_arg(e, i)) {
            if (!status_ok(l, e, i))
                return ir_undef(l->m, rt);
            o.status = (int)i;
            continue;
        }
        set_offset(l, e->args.data[i], &o, lw_expr(l, e->args.data[i]));
    }
    IrId fx[2] = {img, coord};
    return narrow(l, emit_image_in(l, e, op, v4, fx, 2, &o), e->type);
}

/* A texture's operator[] and .mips/.sample take uint coordinates, levels
 * and sample indices: a float (or bool) one is converted, as DXC does
 * (the image instructions need integers). v is x lowered. */
IrId lw_texel_index(L *l, Expr *x, IrId v)
{
    Type *t = strip(x->type);
    if ((t->kind != TY_SCALAR && t->kind != TY_VECTOR) ||
        !(ty_is_float_kind(t->scalar) || t->scalar == SK_BOOL))
        return v;
    unsigned n = ty_component_count(t);
    Type *ut = t->kind == TY_SCALAR ? ty_scalar(l->cc, SK_UINT32) : ty_vector(l->cc, SK_UINT32, n);
    return lw_convert(l, v, t, ut);
}

/* `tex.mips[lod][coord]`, `tex.sample[s][coord]` and `tex[coord]` reads. */
IrId lw_texel_read(L *l, Type *et, ResRef *r, IrId coord, IrId lod, IrId sample)
{
    const ResInfo *ri = ty_res_info(strip(r->type)->res);
    IrId img = image_of(l, lw_res_load_raw(l, r));
    IrTypeId v4 = ir_type_vector(l->m, texel_scalar(l, img), 4);
    Ops o = OPS_INIT;
    IrOp op = IR_FETCH;
    if (ri->flags & RF_WRITE) {
        op = IR_IMAGE_READ;
    } else if (ri->flags & RF_MS) {
        o.sample = sample ? sample : lw_i32(l, 0);
        o.mask = SpvImageOperandsSampleMask;
    } else if (ri->dim != 'b') {
        o.lod = lod ? lod : lw_i32(l, 0);
        o.mask = SpvImageOperandsLodMask;
    }
    IrId fx[2] = {img, coord};
    return narrow(l, emit_image(l, op, v4, fx, 2, &o), et);
}

/* CalculateLevelOfDetail(Unclamped): OpImageQueryLod's x (clamped) or y. */
static IrId query_lod(L *l, Expr *e)
{
    ResRef r;
    IrTypeId f = ir_type_float(l->m, 32);
    if (!lw_res(l, e->object, &r))
        return ir_undef(l->m, f);
    IrId si = sampled_image(l, e, &r);
    if (!si)
        return ir_undef(l->m, f);
    need_quads(l, e);
    IrId a[2] = {si, lw_expr(l, e->args.data[1])};
    IrId q = ir_emit(&l->b, IR_QUERY_LOD, ir_type_vector(l->m, f, 2), a, 2, NULL, 0);
    return lw_extract(l, f, q, e->builtin == BI_CALCULATE_LOD ? 0 : 1);
}

/* D3D's standard sample positions for 1, 2, 4, 8 and 16 samples, in 1/16
 * pixel from the pixel center (D3D11.3 19.2.4; Vulkan's standard locations
 * are the same points), one table: count n starts at entry n - 1. */
static const int8_t std_positions[31][2] = {
    {0, 0},
    {4, 4}, {-4, -4},
    {-2, -6}, {6, -2}, {-6, 2}, {2, 6},
    {1, -3}, {-1, 3}, {5, 1}, {-3, -5}, {-5, 5}, {-7, -1}, {3, 7}, {7, -7},
    {1, 1}, {-1, -3}, {-3, 2}, {4, -1}, {-5, -2}, {2, 5}, {5, 3}, {3, -5},
    {-2, 6}, {0, -7}, {-4, -6}, {-6, 4}, {-8, 0}, {7, -4}, {6, 7}, {-7, -8},
};

/* Texture2DMS(Array).GetSamplePosition(s), as DXC: the texture's sample
 * count (OpImageQuerySamples) picks the standard pattern; an index outside
 * it or a count above 16 gives (0, 0). */
static IrId sample_position(L *l, Expr *e)
{
    ResRef r;
    IrModule *m = l->m;
    IrTypeId f = ir_type_float(m, 32), f2 = ir_type_vector(m, f, 2);
    IrTypeId u = ir_type_int(m, 32, false), b = ir_type_bool(m);
    if (!lw_res(l, e->object, &r))
        return ir_undef(m, f2);
    IrId img = lw_res_image(l, &r);
    IrId count = ir_emit(&l->b, IR_QUERY_SAMPLES, u, &img, 1, NULL, 0);
    IrId s = lw_convert(l, lw_expr(l, e->args.data[0]), aty(e, 0), ty_scalar(l->cc, SK_UINT32));
    IrId elems[31];
    for (uint32_t i = 0; i < 31; i++) {
        IrId xy[2] = {ir_const_float(m, f, std_positions[i][0] / 16.0),
                      ir_const_float(m, f, std_positions[i][1] / 16.0)};
        elems[i] = ir_const_composite(m, f2, xy, 2);
    }
    IrTypeId at = ir_type_array(m, f2, 31, 0);
    IrId table = ir_local_var(&l->b, at, str_intern_c(l->cc, "sample_positions"));
    ir_store(&l->b, table, ir_const_composite(m, at, elems, 31));
    /* index = s < count && count <= 16 ? count - 1 + s : 0 */
    IrId in_range = ir_binop(&l->b, IR_ULT, b, s, count);
    IrId small = ir_binop(&l->b, IR_ULE, b, count, lw_u32(l, 16));
    IrId ok = ir_binop(&l->b, IR_LAND, b, in_range, small);
    IrId idx = ir_binop(&l->b, IR_IADD, u, ir_binop(&l->b, IR_ISUB, u, count, lw_u32(l, 1)), s);
    IrId sel[3] = {ok, idx, lw_u32(l, 0)};
    idx = ir_emit(&l->b, IR_SELECT, u, sel, 3, NULL, 0);
    IrId p = lw_access(l, table, SpvStorageClassFunction, f2, &idx, 1);
    return ir_load(&l->b, p);
}

/* SubpassLoad([sample]): an image read at (0, 0) relative to the fragment. */
static IrId subpass_load(L *l, Expr *e)
{
    ResRef r;
    IrTypeId rt = lw_type(l, e->type);
    if (!lw_res(l, e->object, &r))
        return ir_undef(l->m, rt);
    IrId img = lw_res_load_raw(l, &r);
    IrTypeId v4 = ir_type_vector(l->m, texel_scalar(l, img), 4);
    IrTypeId i2 = ir_type_vector(l->m, ir_type_int(l->m, 32, true), 2);
    IrId z = lw_i32(l, 0);
    IrId zz[2] = {z, z};
    Ops o = OPS_INIT;
    if (e->builtin == BI_SUBPASS_LOAD_MS) {
        o.sample = lw_expr(l, e->args.data[0]);
        o.mask = SpvImageOperandsSampleMask;
    }
    IrId fx[2] = {img, ir_const_composite(l->m, i2, zz, 2)};
    return narrow(l, emit_image(l, IR_IMAGE_READ, v4, fx, 2, &o), e->type);
}

/* One derivative of a scalar or vector of type t. SPIR-V's derivatives take
 * 32-bit floats only: a half one is taken in float and converted back, as
 * DXC does. */
static IrId deriv1(L *l, IrOp op, IrTypeId t, IrId v)
{
    const IrType *ty = ir_type(l->m, t);
    bool vec = ty->kind == IR_TY_VECTOR;
    if (ir_type(l->m, vec ? ty->elem : t)->width != 16)
        return ir_emit(&l->b, op, t, &v, 1, NULL, 0);
    IrTypeId f = ir_type_float(l->m, 32);
    IrTypeId w = vec ? ir_type_vector(l->m, f, ty->count) : f;
    IrId x = ir_unop(&l->b, IR_FCONVERT, w, v);
    IrId d = ir_emit(&l->b, op, w, &x, 1, NULL, 0);
    return ir_unop(&l->b, IR_FCONVERT, t, d);
}

/* Derivatives (per row for matrices). */
static IrId deriv(L *l, Expr *e, IrOp op)
{
    need_quads(l, e);
    IrId a = lw_expr(l, e->args.data[0]);
    IrTypeId t = lw_type(l, e->type);
    IrType *ty = ir_type(l->m, t);
    if (ty->kind != IR_TY_MATRIX)
        return deriv1(l, op, t, a);
    IrId rows[4];
    for (uint32_t i = 0; i < ty->count && i < 4; i++) {
        IrId row = lw_extract(l, ty->elem, a, i);
        rows[i] = deriv1(l, op, ty->elem, row);
    }
    return ir_emit(&l->b, IR_CONSTRUCT, t, rows, ty->count, NULL, 0);
}

/* clip(x): discard when any component is negative. */
static void clip(L *l, Expr *e)
{
    Expr *a = e->args.data[0];
    Type *t = strip(a->type);
    IrId v = lw_expr(l, a);
    unsigned n = ty_component_count(t);
    IrTypeId f = lw_type(l, ty_scalar(l->cc, t->scalar));
    IrTypeId b = ir_type_bool(l->m);
    IrId cond = 0;
    IrTypeId vt = ir_type_of(l->m, v);
    if (ir_type(l->m, vt)->kind == IR_TY_MATRIX) {
        for (uint32_t r = 0; r < ir_type(l->m, vt)->count; r++) {
            IrTypeId ct = ir_type(l->m, vt)->elem;
            unsigned cn = ir_type(l->m, ct)->count;
            IrId row = lw_extract(l, ct, v, r);
            IrId lt = ir_binop(&l->b, IR_FLT, ir_type_vector(l->m, b, cn), row,
                               ir_const_null(l->m, ct));
            IrId anyr = ir_unop(&l->b, IR_ANY, b, lt);
            cond = cond ? ir_binop(&l->b, IR_LOR, b, cond, anyr) : anyr;
        }
    } else if (n > 1) {
        IrId lt = ir_binop(&l->b, IR_FLT, ir_type_vector(l->m, b, n), v, ir_const_null(l->m, vt));
        cond = ir_unop(&l->b, IR_ANY, b, lt);
    } else {
        cond = ir_binop(&l->b, IR_FLT, b, v, ir_const_float(l->m, f, 0.0));
    }
    IrBlock *kill = lw_new_block(l, "clip.kill"), *merge = lw_new_block(l, "clip.merge");
    ir_set_selection(l->b.block, merge, 0);
    ir_br_cond(&l->b, cond, kill, merge);
    lw_set_block(l, kill);
    if (lw_discard_demotes(l)) {
        ir_emit(&l->b, IR_DEMOTE, 0, NULL, 0, NULL, 0);
        ir_br(&l->b, merge);
    } else {
        ir_emit(&l->b, IR_KILL, 0, NULL, 0, NULL, 0);
    }
    lw_set_block(l, merge);
}

bool lw_texture_builtin(L *l, Expr *e, IrId *out)
{
    *out = 0;
    e = lw_sampled_texture_call(l, e); /* vk::SampledTexture*: the sampler-less form */
    switch (e->builtin) {
    case BI_SAMPLE: case BI_SAMPLE_BIAS: case BI_SAMPLE_GRAD: case BI_SAMPLE_LEVEL:
    case BI_SAMPLE_CMP: case BI_SAMPLE_CMP_BIAS: case BI_SAMPLE_CMP_GRAD:
    case BI_SAMPLE_CMP_LEVEL: case BI_SAMPLE_CMP_LEVEL_ZERO:
        *out = sample(l, e);
        return true;
    case BI_GATHER: case BI_GATHER_RED: case BI_GATHER_GREEN: case BI_GATHER_BLUE:
    case BI_GATHER_ALPHA: case BI_GATHER_CMP: case BI_GATHER_CMP_RED: case BI_GATHER_CMP_GREEN:
    case BI_GATHER_CMP_BLUE: case BI_GATHER_CMP_ALPHA:
        *out = gather(l, e);
        return true;
    case BI_LOAD: {
        Type *ot = strip(e->object->type);
        if (ot->kind == TY_RESOURCE && ty_res_info(ot->res)->cls == RC_STRUCTURED)
            return false;
        *out = load(l, e);
        return true;
    }
    case BI_CALCULATE_LOD:
    case BI_CALCULATE_LOD_UNCLAMPED:
        *out = query_lod(l, e);
        return true;
    case BI_GET_SAMPLE_POSITION:
        *out = sample_position(l, e);
        return true;
    case BI_SUBPASS_LOAD:
    case BI_SUBPASS_LOAD_MS:
        *out = subpass_load(l, e);
        return true;
    case BI_DDX: *out = deriv(l, e, IR_DPDX); return true;
    case BI_DDY: *out = deriv(l, e, IR_DPDY); return true;
    case BI_DDX_COARSE: *out = deriv(l, e, IR_DPDX_COARSE); return true;
    case BI_DDY_COARSE: *out = deriv(l, e, IR_DPDY_COARSE); return true;
    case BI_DDX_FINE: *out = deriv(l, e, IR_DPDX_FINE); return true;
    case BI_DDY_FINE: *out = deriv(l, e, IR_DPDY_FINE); return true;
    case BI_FWIDTH: *out = deriv(l, e, IR_FWIDTH); return true;
    case BI_CLIP:
        clip(l, e);
        return true;
    default:
        return false;
    }
}
