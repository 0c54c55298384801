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
 * constant, else Offset. The status (sparse residency) overloads are
 * reported as not supported.
 */
#include "lower/lower_int.h"

static Type *strip(Type *t) { return lw_strip(t); }

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

/* A vec4 result narrowed to the HLSL element type. */
static IrId narrow(L *l, IrId r4, Type *et)
{
    et = strip(et);
    unsigned n = ty_component_count(et);
    IrTypeId st = lw_scalar_type(l, et->scalar);
    if (n == 4)
        return r4;
    if (n == 1)
        return lw_extract(l, st, r4, 0);
    IrId sh[2] = {r4, r4};
    uint32_t comps[3] = {0, 1, 2};
    return ir_emit(&l->b, IR_SHUFFLE, lw_type(l, et), sh, 2, comps, n);
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
} Ops;

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

/* Vulkan takes a run-time Offset only on gathers; elsewhere HLSL requires
 * an immediate offset too. */
static void set_offset(L *l, Expr *e, Ops *o, IrId v, bool gather)
{
    v = fold_const(l, v);
    o->offset = v;
    if (is_const_value(l, v)) {
        o->mask |= SpvImageOperandsConstOffsetMask;
        return;
    }
    if (!gather)
        diag(l->cc, e->loc, D_LOWER_OFFSET_NOT_CONST, builtin_name(e->builtin));
    o->mask |= SpvImageOperandsOffsetMask;
}

/* The trailing optional arguments: an integer offset, a float clamp
 * (MinLod), an out status. */
static bool trailing(L *l, Expr *e, uint32_t from, Ops *o, bool gather)
{
    for (uint32_t i = from; i < e->args.len; i++) {
        if (is_out_arg(e, i)) {
            no_status(l, e);
            return false;
        }
        Type *t = strip(aty(e, i));
        IrId v = lw_expr(l, e->args.data[i]);
        if (ty_is_float_kind(t->scalar)) {
            o->minlod = v;
            o->mask |= SpvImageOperandsMinLodMask;
        } else {
            set_offset(l, e, o, v, gather);
        }
    }
    return true;
}

static IrId emit_image(L *l, IrOp op, IrTypeId t, IrId *fixed, uint32_t nfixed, Ops *o)
{
    IrId args[12];
    uint32_t n = 0;
    for (uint32_t i = 0; i < nfixed; i++)
        args[n++] = fixed[i];
    n = put_ops(o, args, n);
    return ir_emit(&l->b, op, t, args, n, o->mask ? &o->mask : NULL, o->mask ? 1 : 0);
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
    Ops o = {0};
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
    if (!trailing(l, e, next, &o, false))
        return ir_undef(l->m, rt);
    if (!explicit_lod && l->cc->stage != STAGE_PIXEL) {
        /* Implicit derivatives exist only in pixel shaders: DXC samples
         * level 0 elsewhere (a compute shader has no quads). */
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
        return emit_image(l, explicit_lod ? IR_SAMPLE_DREF_LOD : IR_SAMPLE_DREF, st, fx, 3, &o);
    }
    IrId fx[2] = {si, coord};
    IrId r4 = emit_image(l, explicit_lod ? IR_SAMPLE_LOD : IR_SAMPLE, ir_type_vector(l->m, st, 4),
                         fx, 2, &o);
    return narrow(l, r4, e->type);
}

/* Gather, GatherRed..Alpha, GatherCmp, GatherCmpRed: four texels' one
 * component. Four separate offsets are ConstOffsets when constant, else
 * four gathers with one Offset each, as DXC does. */
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
        diag(l->cc, e->loc, D_LOWER_UNSUPPORTED,
             arena_sprintf(&l->cc->arena, "'%s' (Vulkan compares only the first component)",
                           builtin_name(id)));
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
    if (e->args.len > next && is_out_arg(e, e->args.len - 1)) {
        no_status(l, e);
        return ir_undef(l->m, rt);
    }
    Ops o = {0};
    if (nin == 4) {
        IrId off[4];
        bool all_const = true;
        for (uint32_t k = 0; k < 4; k++) {
            off[k] = fold_const(l, lw_expr(l, e->args.data[next + k]));
            all_const &= is_const_value(l, off[k]);
        }
        if (all_const) {
            IrTypeId at = ir_type_array(l->m, ir_type_of(l->m, off[0]), 4, 0);
            o.offsets = ir_const_composite(l->m, at, off, 4);
            o.mask = SpvImageOperandsConstOffsetsMask;
            IrId fx[3] = {si, coord, third};
            return emit_image(l, op, v4, fx, 3, &o);
        }
        IrId comps[4];
        IrTypeId st = texel_scalar(l, si);
        for (uint32_t k = 0; k < 4; k++) {
            Ops ok = {0};
            set_offset(l, e, &ok, off[k], true);
            IrId fx[3] = {si, coord, third};
            IrId g = emit_image(l, op, v4, fx, 3, &ok);
            comps[k] = lw_extract(l, st, g, k);
        }
        return ir_emit(&l->b, IR_CONSTRUCT, v4, comps, 4, NULL, 0);
    }
    if (!trailing(l, e, next, &o, true))
        return ir_undef(l->m, rt);
    IrId fx[3] = {si, coord, third};
    return emit_image(l, op, v4, fx, 3, &o);
}

/* tex.Load(coord [, sample] [, offset] [, status]) on textures and buffers. */
static IrId load(L *l, Expr *e)
{
    ResRef r;
    IrTypeId rt = lw_type(l, e->type);
    if (!lw_res(l, e->object, &r))
        return ir_undef(l->m, rt);
    const ResInfo *ri = res_info(strip(r.type)->res);
    IrId img = image_of(l, lw_res_load_raw(l, &r));
    IrTypeId v4 = ir_type_vector(l->m, texel_scalar(l, img), 4);
    IrId coord = lw_expr(l, e->args.data[0]);
    uint32_t next = 1;
    Ops o = {0};
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
            no_status(l, e);
            return ir_undef(l->m, rt);
        }
        set_offset(l, e, &o, lw_expr(l, e->args.data[i]), false);
    }
    IrId fx[2] = {img, coord};
    return narrow(l, emit_image(l, op, v4, fx, 2, &o), e->type);
}

/* `tex.mips[lod][coord]`, `tex.sample[s][coord]` and `tex[coord]` reads. */
IrId lw_texel_read(L *l, Type *et, ResRef *r, IrId coord, IrId lod, IrId sample)
{
    const ResInfo *ri = res_info(strip(r->type)->res);
    IrId img = image_of(l, lw_res_load_raw(l, r));
    IrTypeId v4 = ir_type_vector(l->m, texel_scalar(l, img), 4);
    Ops o = {0};
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
    IrId a[2] = {si, lw_expr(l, e->args.data[1])};
    IrId q = ir_emit(&l->b, IR_QUERY_LOD, ir_type_vector(l->m, f, 2), a, 2, NULL, 0);
    return lw_extract(l, f, q, e->builtin == BI_CALCULATE_LOD ? 0 : 1);
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
    Ops o = {0};
    if (e->builtin == BI_SUBPASS_LOAD_MS) {
        o.sample = lw_expr(l, e->args.data[0]);
        o.mask = SpvImageOperandsSampleMask;
    }
    IrId fx[2] = {img, ir_const_composite(l->m, i2, zz, 2)};
    return narrow(l, emit_image(l, IR_IMAGE_READ, v4, fx, 2, &o), e->type);
}

/* Derivatives (per row for matrices). */
static IrId deriv(L *l, Expr *e, IrOp op)
{
    IrId a = lw_expr(l, e->args.data[0]);
    IrTypeId t = lw_type(l, e->type);
    IrType *ty = ir_type(l->m, t);
    if (ty->kind != IR_TY_MATRIX)
        return ir_emit(&l->b, op, t, &a, 1, NULL, 0);
    IrId rows[4];
    for (uint32_t i = 0; i < ty->count && i < 4; i++) {
        IrId row = lw_extract(l, ty->elem, a, i);
        rows[i] = ir_emit(&l->b, op, ty->elem, &row, 1, NULL, 0);
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
    ir_emit(&l->b, IR_KILL, 0, NULL, 0, NULL, 0);
    lw_set_block(l, merge);
}

bool lw_texture_builtin(L *l, Expr *e, IrId *out)
{
    *out = 0;
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
        if (ot->kind == TY_RESOURCE && res_info(ot->res)->cls == RC_STRUCTURED)
            return false;
        *out = load(l, e);
        return true;
    }
    case BI_CALCULATE_LOD:
    case BI_CALCULATE_LOD_UNCLAMPED:
        *out = query_lod(l, e);
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
