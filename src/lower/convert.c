/*
 * Conversions. Sema makes every implicit conversion an explicit EX_CAST of
 * one step (a scalar-kind change keeping the shape, or a shape change keeping
 * the scalar kind); lw_cast lowers one step. lw_convert is the general
 * conversion used for copy-in/copy-out of out arguments and stage I/O, where
 * the types may differ in both ways.
 *
 * Matrices (IR matrices or arrays of row vectors) convert row by row.
 */
#include "lower/lower_int.h"

static Type *strip(Type *t) { return lw_strip(t); }

static bool signed_kind(ScalarKind k)
{
    return k == SK_INT16 || k == SK_INT32 || k == SK_INT64 || k == SK_MIN16INT ||
           k == SK_MIN12INT || k == SK_LIT_INT;
}

/* Scalar-kind conversion of a scalar or vector value. */
static IrId conv_vec(L *l, IrId v, ScalarKind from, ScalarKind to, unsigned n)
{
    IrModule *m = l->m;
    IrTypeId ts = lw_scalar_type(l, to);
    IrTypeId tt = n > 1 ? ir_type_vector(m, ts, n) : ts;
    IrTypeId ft = ir_type_of(m, v);
    if (ft == tt)
        return v;
    bool ff = ty_is_float_kind(from), tf = ty_is_float_kind(to);
    Type *shape_to = n > 1 ? ty_vector(l->cc, to, n) : ty_scalar(l->cc, to);
    Type *shape_from = n > 1 ? ty_vector(l->cc, from, n) : ty_scalar(l->cc, from);
    if (to == SK_BOOL) {
        if (from == SK_BOOL)
            return v;
        IrId z = lw_zero(l, shape_from);
        return ir_binop(&l->b, ff ? IR_FNE : IR_INE, tt, v, z);
    }
    if (from == SK_BOOL) {
        IrId a[3] = {v, lw_one(l, shape_to), lw_zero(l, shape_to)};
        return ir_emit(&l->b, IR_SELECT, tt, a, 3, NULL, 0);
    }
    if (ff && tf)
        return ir_unop(&l->b, IR_FCONVERT, tt, v);
    if (ff)
        return ir_unop(&l->b, signed_kind(to) ? IR_FTOS : IR_FTOU, tt, v);
    if (tf)
        return ir_unop(&l->b, signed_kind(from) ? IR_STOF : IR_UTOF, tt, v);
    /* integer -> integer */
    unsigned fw = ir_type(m, ir_type_scalar_of(m, ft))->width;
    unsigned tw = ir_type(m, ts)->width;
    if (fw == tw)
        return ir_unop(&l->b, IR_BITCAST, tt, v);
    if (signed_kind(from))
        return ir_unop(&l->b, IR_SCONVERT, tt, v);
    IrTypeId us = ir_type_int(m, tw, false);
    IrTypeId ut = n > 1 ? ir_type_vector(m, us, n) : us;
    IrId r = ir_unop(&l->b, IR_UCONVERT, ut, v);
    return ut == tt ? r : ir_unop(&l->b, IR_BITCAST, tt, r);
}

/* Scalar-kind conversion keeping the shape of `from`. */
IrId lw_scalar_convert(L *l, IrId v, Type *from, Type *to)
{
    from = strip(from);
    to = strip(to);
    IrTypeId tt = lw_type(l, to);
    if (ir_type_of(l->m, v) == tt)
        return v;
    if (from->kind == TY_MATRIX && from->rows > 1 && from->cols > 1) {
        IrTypeId ft = ir_type_of(l->m, v);
        IrId rows[4];
        for (unsigned r = 0; r < from->rows; r++) {
            IrId row = lw_extract(l, ir_type(l->m, ft)->elem, v, r);
            rows[r] = conv_vec(l, row, from->scalar, to->scalar, from->cols);
        }
        return ir_emit(&l->b, IR_CONSTRUCT, tt, rows, from->rows, NULL, 0);
    }
    return conv_vec(l, v, from->scalar, to->scalar, ty_component_count(from));
}

/* Components of a numeric value in HLSL's row-major order. */
static uint32_t components(L *l, IrId v, Type *t, IrId *out)
{
    t = strip(t);
    IrTypeId it = ir_type_of(l->m, v);
    IrType *ty = ir_type(l->m, it);
    IrTypeId st = lw_scalar_type(l, t->scalar);
    if (ty->kind == IR_TY_VECTOR) {
        for (uint32_t i = 0; i < ty->count; i++)
            out[i] = lw_extract(l, st, v, i);
        return ty->count;
    }
    if (ty->kind == IR_TY_MATRIX || ty->kind == IR_TY_ARRAY) {
        uint32_t n = 0;
        for (uint32_t r = 0; r < ty->count; r++) {
            IrId row = lw_extract(l, ty->elem, v, r);
            uint32_t c = ir_type(l->m, ty->elem)->count;
            for (uint32_t k = 0; k < c; k++)
                out[n++] = lw_extract(l, st, row, k);
        }
        return n;
    }
    out[0] = v;
    return 1;
}

/* Builds a value of numeric type t from components (row-major order). */
static IrId from_components(L *l, Type *t, const IrId *c, uint32_t n)
{
    t = strip(t);
    IrTypeId it = lw_type(l, t);
    IrType *ty = ir_type(l->m, it);
    if (ty->kind == IR_TY_VECTOR)
        return ir_emit(&l->b, IR_CONSTRUCT, it, c, ty->count, NULL, 0);
    if (ty->kind == IR_TY_MATRIX || ty->kind == IR_TY_ARRAY) {
        IrId rows[4];
        uint32_t w = ir_type(l->m, ty->elem)->count;
        for (uint32_t r = 0; r < ty->count; r++)
            rows[r] = ir_emit(&l->b, IR_CONSTRUCT, ty->elem, c + r * w, w, NULL, 0);
        return ir_emit(&l->b, IR_CONSTRUCT, it, rows, ty->count, NULL, 0);
    }
    (void)n;
    return c[0];
}

static IrId shape_cast(L *l, IrId v, Type *from, Type *to, CastKind k)
{
    from = strip(from);
    to = strip(to);
    IrTypeId tt = lw_type(l, to);
    if (ir_type_of(l->m, v) == tt)
        return v;
    switch (k) {
    case CK_SPLAT: {
        IrId s = v;
        if (ty_component_count(from) > 1) {
            IrId c[16];
            components(l, v, from, c);
            s = c[0];
        }
        return lw_splat(l, to, s);
    }
    case CK_TRUNCATE:
        if (from->kind == TY_MATRIX && to->kind == TY_MATRIX) {
            /* Upper-left block. */
            IrId c[16], o[16];
            components(l, v, from, c);
            uint32_t n = 0;
            for (unsigned r = 0; r < to->rows; r++)
                for (unsigned col = 0; col < to->cols; col++)
                    o[n++] = c[r * from->cols + col];
            return from_components(l, to, o, n);
        }
        /* leading components */
        /* FALLTHROUGH */
    default: {
        IrId c[16];
        uint32_t n = components(l, v, from, c);
        uint32_t need = ty_component_count(to);
        if (need > n)
            need = n;
        return from_components(l, to, c, need);
    }
    }
}

IrId lw_cast(L *l, Expr *e)
{
    if (e->cast_kind == CK_FLATTEN && (e->lhs->kind == EX_INIT_LIST || e->lhs->kind == EX_CONSTRUCT)) {
        return lw_init_list(l, e->lhs, e->type);
    }
    if (lw_is_resource(e->type)) {
        diag(l->cc, e->loc, D_LOWER_RESOURCE_CAST);
        return 0;
    }
    /* `S copy = cb;` of a ConstantBuffer<S> / TextureBuffer<S>: whatever
     * cast sema writes, the value is the block loaded as a plain S (the
     * load converts the laid-out struct, as OpCopyLogical would). */
    Type *ft = lw_strip(e->lhs->type);
    if (ft->kind == TY_RESOURCE && ty_res_info(ft->res)->cls == RC_CBUFFER) {
        LVal lv;
        if (lw_lvalue(l, e->lhs, &lv))
            return lw_load(l, &lv);
        return lw_expr(l, e->lhs); /* diagnoses what cannot be loaded */
    }
    IrId v = lw_expr(l, e->lhs);
    Type *from = e->lhs->type, *to = e->type;
    switch (e->cast_kind) {
    case CK_NOOP:
    case CK_SCALAR_TO_VEC1:
    case CK_VEC1_TO_SCALAR:
        return v;
    case CK_INT_TO_INT:
    case CK_INT_TO_FLOAT:
    case CK_FLOAT_TO_INT:
    case CK_FLOAT_TO_FLOAT:
    case CK_INT_TO_BOOL:
    case CK_FLOAT_TO_BOOL:
    case CK_BOOL_TO_INT:
    case CK_BOOL_TO_FLOAT:
        return lw_scalar_convert(l, v, from, to);
    case CK_SPLAT:
    case CK_TRUNCATE:
    case CK_RESHAPE:
        return shape_cast(l, v, from, to, e->cast_kind);
    default:
        return lw_convert(l, v, from, to);
    }
}

/* General conversion: scalar kind first (keeping the shape), then shape. */
IrId lw_convert(L *l, IrId v, Type *from, Type *to)
{
    from = strip(from);
    to = strip(to);
    IrTypeId tt = lw_type(l, to);
    if (ir_type_of(l->m, v) == tt || !ty_is_numeric(from) || !ty_is_numeric(to))
        return v;
    if (from->scalar != to->scalar) {
        Type *mid = ty_with_scalar(l->cc, from, to->scalar);
        v = lw_scalar_convert(l, v, from, mid);
        from = mid;
    }
    if (ir_type_of(l->m, v) == tt)
        return v;
    unsigned fn = ty_component_count(from), tn = ty_component_count(to);
    return shape_cast(l, v, from, to, fn == 1 && tn > 1 ? CK_SPLAT : fn > tn ? CK_TRUNCATE : CK_RESHAPE);
}
