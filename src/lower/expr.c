/*
 * Expressions: rvalues, lvalues (places in memory, swizzles of them, texels)
 * and the loads and stores between them.
 *
 * An expression whose base is addressable (a variable, a buffer element, a
 * member or element of one) is read through an access chain to the exact
 * scalar or vector it names, so `buf[i].x` never loads the whole element.
 * Buffer memory uses layout types (layout.c): loads and stores of bools
 * convert to and from uint, and whole structs and arrays are copied member
 * by member. Everything else is an rvalue computed into SSA values.
 */
#include "base/conv.h"
#include "lower/lower_int.h"

/* ---- small helpers ---------------------------------------------------------- */

static Type *strip(Type *t) { return lw_strip(t); }

static bool is_float_t(Type *t) { return ty_is_float_kind(strip(t)->scalar); }

static bool is_signed_t(Type *t)
{
    ScalarKind k = strip(t)->scalar;
    return k == SK_INT16 || k == SK_INT32 || k == SK_INT64 || k == SK_MIN16INT ||
           k == SK_MIN12INT || k == SK_LIT_INT;
}

static bool is_relaxed_t(L *l, Type *t)
{
    t = strip(t);
    if (!l->relaxed16 || !t)
        return false;
    while (t->kind == TY_ARRAY)
        t = strip(t->elem);
    return (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX) &&
           t->scalar >= SK_MIN16FLOAT && t->scalar <= SK_MIN16UINT;
}

/* Is this IR type a composite of rows (matrix or array of vectors)? */
static bool ir_is_rows(L *l, IrTypeId t)
{
    IrType *ty = ir_type(l->m, t);
    return ty->kind == IR_TY_MATRIX ||
           (ty->kind == IR_TY_ARRAY && ir_type(l->m, ty->elem)->kind == IR_TY_VECTOR);
}

IrId lw_extract(L *l, IrTypeId t, IrId v, uint32_t i)
{
    return ir_emit(&l->b, IR_EXTRACT, t, &v, 1, &i, 1);
}

IrId lw_rowwise(L *l, IrOp op, IrTypeId t, const IrId *a, uint32_t n)
{
    if (!ir_is_rows(l, t))
        return ir_emit(&l->b, op, t, a, n, NULL, 0);
    IrType *ty = ir_type(l->m, t);
    IrId rows[4];
    for (uint32_t r = 0; r < ty->count && r < 4; r++) {
        IrId ra[4];
        for (uint32_t k = 0; k < n && k < 4; k++) {
            /* Each argument's own row type: asuint(float2x3) reads float
             * rows and makes uint ones. */
            IrTypeId at = ir_type_of(l->m, a[k]);
            ra[k] = ir_is_rows(l, at) ? lw_extract(l, ir_type(l->m, at)->elem, a[k], r) : a[k];
        }
        rows[r] = ir_emit(&l->b, op, ty->elem, ra, n, NULL, 0);
    }
    return ir_emit(&l->b, IR_CONSTRUCT, t, rows, ty->count, NULL, 0);
}

static IrTypeId elem_of(L *l, IrTypeId agg, uint32_t i)
{
    IrType *t = ir_type(l->m, agg);
    if (t->kind == IR_TY_STRUCT)
        return i < t->member_count ? t->members[i].type : 0;
    return t->elem;
}

IrId lw_access(L *l, IrId base, uint32_t storage, IrTypeId elem, const IrId *idx, uint32_t n)
{
    return ir_access(&l->b, lw_ptr_type(l, storage, elem), base, idx, n);
}

static IrTypeId pointee(L *l, IrId ptr) { return ir_type(l->m, ir_type_of(l->m, ptr))->elem; }

/* An access one step into ptr with a constant index. */
static IrId step_const(L *l, IrId ptr, uint32_t storage, uint32_t i, bool is_struct)
{
    IrTypeId et = elem_of(l, pointee(l, ptr), i);
    IrId idx = is_struct ? lw_i32(l, (int32_t)i) : lw_u32(l, i);
    return lw_access(l, ptr, storage, et, &idx, 1);
}

/* A scalar constant of HLSL scalar type t: f for floats, i otherwise. */
IrId lw_const_scalar(L *l, Type *t, double f, int64_t i)
{
    Type *s = strip(t);
    IrTypeId st = lw_scalar_type(l, s->scalar);
    if (s->scalar == SK_BOOL)
        return ir_const_bool(l->m, i != 0);
    if (ty_is_float_kind(s->scalar))
        return ir_const_float(l->m, st, f);
    return ir_const_int(l->m, st, i);
}

/* Splat a scalar value to t's shape (constant when the scalar is). */
IrId lw_splat(L *l, Type *t, IrId s)
{
    IrTypeId it = lw_type(l, t);
    IrType *ty = ir_type(l->m, it);
    if (ty->kind == IR_TY_VECTOR) {
        uint64_t bits;
        if (ir_const_value(l->m, s, &bits))
            return ir_const_splat(l->m, it, s);
        IrId a[4] = {s, s, s, s};
        return ir_emit(&l->b, IR_CONSTRUCT, it, a, ty->count, NULL, 0);
    }
    if (ir_is_rows(l, it)) {
        IrTypeId ct = ty->elem;
        IrId col;
        uint64_t bits;
        if (ir_const_value(l->m, s, &bits)) {
            col = ir_const_splat(l->m, ct, s);
            IrId cols[4] = {col, col, col, col};
            return ir_const_composite(l->m, it, cols, ty->count);
        }
        IrId a[4] = {s, s, s, s};
        col = ir_emit(&l->b, IR_CONSTRUCT, ct, a, ir_type(l->m, ct)->count, NULL, 0);
        IrId cols[4] = {col, col, col, col};
        return ir_emit(&l->b, IR_CONSTRUCT, it, cols, ty->count, NULL, 0);
    }
    return s;
}

IrId lw_zero(L *l, Type *t) { return lw_splat(l, t, lw_const_scalar(l, t, 0.0, 0)); }
IrId lw_one(L *l, Type *t) { return lw_splat(l, t, lw_const_scalar(l, t, 1.0, 1)); }

static IrId emitf(L *l, IrOp op, IrTypeId t, const IrId *a, uint32_t n, Type *ht, bool precise)
{
    IrInst *in = ir_emit_inst(&l->b, op, t, a, n, NULL, 0);
    if (precise)
        in->flags |= IRF_NO_CONTRACTION;
    if (ht && is_relaxed_t(l, ht))
        in->flags |= IRF_RELAXED;
    return in->id;
}

/* ---- memory ------------------------------------------------------------------ */

/* The HLSL scalar type of a bool-shaped memory value, as uint of the shape. */
static IrId from_mem_bool(L *l, Type *t, IrId v)
{
    IrTypeId bt = lw_type(l, t);
    IrTypeId vt = ir_type_of(l->m, v);
    if (ir_is_rows(l, vt)) {
        IrType *ty = ir_type(l->m, bt);
        IrId rows[4];
        Type *row = ty_vector(l->cc, SK_UINT32, strip(t)->cols);
        for (uint32_t r = 0; r < ty->count; r++) {
            IrId rv = lw_extract(l, ir_type(l->m, vt)->elem, v, r);
            rows[r] = ir_binop(&l->b, IR_INE, ty->elem, rv, lw_zero(l, row));
        }
        return ir_emit(&l->b, IR_CONSTRUCT, bt, rows, ty->count, NULL, 0);
    }
    Type *ut = ty_with_scalar(l->cc, strip(t), SK_UINT32);
    return ir_binop(&l->b, IR_INE, bt, v, lw_zero(l, ut));
}

static IrId to_mem_bool(L *l, Type *t, IrId v, IrTypeId mt)
{
    Type *ut = ty_with_scalar(l->cc, strip(t), SK_UINT32);
    IrTypeId vt = ir_type_of(l->m, v);
    if (ir_is_rows(l, vt)) {
        IrType *ty = ir_type(l->m, mt);
        IrId rows[4];
        Type *row = ty_vector(l->cc, SK_UINT32, strip(t)->cols);
        for (uint32_t r = 0; r < ty->count; r++) {
            IrId rv = lw_extract(l, ir_type(l->m, vt)->elem, v, r);
            IrId a[3] = {rv, lw_one(l, row), lw_zero(l, row)};
            rows[r] = ir_emit(&l->b, IR_SELECT, ty->elem, a, 3, NULL, 0);
        }
        return ir_emit(&l->b, IR_CONSTRUCT, mt, rows, ty->count, NULL, 0);
    }
    IrId a[3] = {v, lw_one(l, ut), lw_zero(l, ut)};
    return ir_emit(&l->b, IR_SELECT, lw_type(l, ut), a, 3, NULL, 0);
}

/* Rebuilds a value of one array-of-rows type as another of the same shape. */
static IrId rows_retype(L *l, IrId v, IrTypeId to)
{
    IrTypeId from = ir_type_of(l->m, v);
    if (from == to)
        return v;
    IrType *ft = ir_type(l->m, from), *tt = ir_type(l->m, to);
    IrId rows[4];
    for (uint32_t r = 0; r < tt->count && r < 4; r++)
        rows[r] = lw_extract(l, ft->elem, v, r);
    return ir_emit(&l->b, IR_CONSTRUCT, to, rows, tt->count, NULL, 0);
}

IrId lw_load_mem(L *l, IrId ptr, uint32_t storage, Type *t, bool layout)
{
    t = strip(t);
    if (!layout)
        return ir_load(&l->b, ptr);
    switch (t->kind) {
    case TY_SCALAR:
    case TY_VECTOR:
    case TY_MATRIX: {
        IrId v = ir_load(&l->b, ptr);
        if (t->kind == TY_MATRIX && lw_is_scalar_array(l, ir_type_of(l->m, v)))
            v = lw_scalar_array_to_vector(l, v, t);
        if (t->scalar == SK_BOOL)
            return from_mem_bool(l, t, v);
        if (ir_is_rows(l, ir_type_of(l->m, v)))
            return rows_retype(l, v, lw_type(l, t));
        return v;
    }
    case TY_ARRAY: {
        uint32_t n = t->count ? t->count : 1;
        IrId *el = NEWN(l->cc, IrId, n);
        for (uint32_t i = 0; i < n; i++)
            el[i] = lw_load_mem(l, step_const(l, ptr, storage, i, false), storage, t->elem, true);
        return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, t), el, n, NULL, 0);
    }
    case TY_STRUCT: {
        Decl *sd = t->decl;
        uint32_t n = sd->fields.len;
        IrId *el = NEWN(l->cc, IrId, n ? n : 1);
        IrTypeId pt = lw_type(l, t);
        for (uint32_t i = 0; i < n; i++) {
            Decl *f = sd->fields.data[i];
            if (lw_is_resource(f->type)) {
                el[i] = ir_undef(l->m, ir_type(l->m, pt)->members[i].type);
                continue;
            }
            uint32_t off, bits;
            IrId p = step_const(l, ptr, storage, lw_field_slot(sd, f, true, &off, &bits), true);
            el[i] = bits ? lw_bits_extract(l, ir_load(&l->b, p), f->type, off, bits)
                         : lw_load_mem(l, p, storage, f->type, true);
        }
        return ir_emit(&l->b, IR_CONSTRUCT, pt, el, n, NULL, 0);
    }
    default:
        return ir_load(&l->b, ptr);
    }
}

void lw_store_mem(L *l, IrId ptr, uint32_t storage, Type *t, bool layout, IrId v)
{
    t = strip(t);
    if (!layout) {
        ir_store(&l->b, ptr, v);
        return;
    }
    IrTypeId mt = pointee(l, ptr);
    switch (t->kind) {
    case TY_SCALAR:
    case TY_VECTOR:
    case TY_MATRIX:
        if (t->kind == TY_MATRIX && lw_is_scalar_array(l, mt)) {
            /* An FXC-cbuffer 1xN matrix held as N scalars (layout.c). */
            IrType *at = ir_type(l->m, mt);
            IrTypeId et = at->elem;
            if (t->scalar == SK_BOOL)
                v = to_mem_bool(l, t, v, ir_type_vector(l->m, et, at->count));
            IrId el[4];
            for (uint32_t i = 0; i < at->count && i < 4; i++)
                el[i] = lw_extract(l, et, v, i);
            v = ir_emit(&l->b, IR_CONSTRUCT, mt, el, at->count, NULL, 0);
        } else if (t->scalar == SK_BOOL)
            v = to_mem_bool(l, t, v, mt);
        else if (ir_is_rows(l, mt))
            v = rows_retype(l, v, mt);
        ir_store(&l->b, ptr, v);
        return;
    case TY_ARRAY: {
        uint32_t n = t->count ? t->count : 1;
        IrTypeId et = lw_type(l, t->elem);
        for (uint32_t i = 0; i < n; i++) {
            IrId e = lw_extract(l, et, v, i); /* GCC's order (see lw_binop) */
            lw_store_mem(l, step_const(l, ptr, storage, i, false), storage, t->elem, true, e);
        }
        return;
    }
    case TY_STRUCT: {
        Decl *sd = t->decl;
        IrTypeId pt = lw_type(l, t);
        /* A member that holds bitfields is built from all of them (a store
         * of the whole struct writes every field) and stored once. */
        IrId unit = 0, unit_ptr = 0;
        uint32_t unit_slot = 0;
        for (uint32_t i = 0; i < sd->fields.len; i++) {
            Decl *f = sd->fields.data[i];
            if (lw_is_resource(f->type))
                continue;
            uint32_t off, bits;
            uint32_t slot = lw_field_slot(sd, f, true, &off, &bits);
            if (unit && (!bits || slot != unit_slot)) {
                ir_store(&l->b, unit_ptr, unit);
                unit = 0;
            }
            if (!bits) {
                IrId p = step_const(l, ptr, storage, slot, true);
                lw_store_mem(l, p, storage, f->type, true,
                             lw_extract(l, ir_type(l->m, pt)->members[i].type, v, i));
                continue;
            }
            IrId fv = lw_extract(l, ir_type(l->m, pt)->members[i].type, v, i);
            if (!unit) {
                unit_ptr = step_const(l, ptr, storage, slot, true);
                unit_slot = slot;
                unit = ir_const_int(l->m, pointee(l, unit_ptr), 0);
            }
            unit = lw_bits_insert(l, unit, fv, off, bits);
        }
        if (unit)
            ir_store(&l->b, unit_ptr, unit);
        return;
    }
    default:
        ir_store(&l->b, ptr, v);
    }
}

/* ---- resources ---------------------------------------------------------------- */

/* A resource array element's pointer, indexed with a NonUniform index:
 * both decorated, as DXC, except an index that is the function's parameter
 * (a caller's run-time index, lw_res_slot), which Mesa does not expect to be
 * decorated. */
void lw_nonuniform_access(L *l, IrId ptr, IrId index)
{
    ir_decorate(l->m, ptr, SpvDecorationNonUniform, -1, NULL, 0);
    if (ir_value(l->m, index)->kind != IV_PARAM)
        ir_decorate(l->m, index, SpvDecorationNonUniform, -1, NULL, 0);
}

/* A pointer to the resource variable itself (array element when indexed). */
static IrId res_ptr(L *l, ResRef *r)
{
    IrId g = r->global;
    if (!r->index)
        return g;
    IrValue *gv = ir_value(l->m, g);
    IrTypeId arr = gv->u.g->pointee;
    IrId p = lw_access(l, g, gv->u.g->storage, ir_type(l->m, arr)->elem, &r->index, 1);
    if (r->nonuniform)
        lw_nonuniform_access(l, p, r->index);
    return p;
}

IrId lw_res_load(L *l, ResRef *r) { return lw_res_load_raw(l, r); }

IrId lw_res_load_raw(L *l, ResRef *r)
{
    IrId v = ir_load(&l->b, res_ptr(l, r));
    if (r->nonuniform)
        ir_decorate(l->m, v, SpvDecorationNonUniform, -1, NULL, 0);
    return v;
}

/* A pointer to element `idx` of a structured or byte-address buffer. */
static IrId sbuf_elem(L *l, ResRef *r, IrId idx)
{
    IrId base = res_ptr(l, r);
    IrTypeId st = pointee(l, base);
    IrTypeId rt = ir_type(l->m, st)->members[0].type;
    IrId ids[2] = {lw_i32(l, 0), idx};
    return lw_access(l, base, SpvStorageClassStorageBuffer, ir_type(l->m, rt)->elem, ids, 2);
}

/* ---- lvalues ------------------------------------------------------------------- */

static bool addressable(L *l, Expr *e)
{
    switch (e->kind) {
    case EX_VAR: {
        Decl *d = e->decl;
        if (lw_is_resource(d->type)) {
            Type *t = strip(d->type);
            return t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_CBUFFER;
        }
        return !(d->has_cval && !d->is_spec_constant) && !d->is_spec_constant;
    }
    case EX_MEMBER:
    case EX_SWIZZLE:
    case EX_MATRIX_ELEMS:
        return addressable(l, e->lhs);
    case EX_INDEX: {
        Type *bt = strip(e->lhs->type), *et = strip(e->type);
        if (et->kind == TY_RESOURCE && ty_res_info(et->res)->cls == RC_CBUFFER)
            return true; /* cbs[i] of an array of ConstantBuffer<S> */
        if (bt->kind == TY_RESOURCE && !lw_is_patch(bt)) {
            unsigned c = ty_res_info(bt->res)->cls;
            return c == RC_STRUCTURED || ((c == RC_RWTEXTURE || c == RC_BUFFER_VIEW) &&
                                          (ty_res_info(bt->res)->flags & RF_WRITE));
        }
        if (lw_is_resource(bt))
            return false;
        return addressable(l, e->lhs);
    }
    case EX_CAST:
        return (e->cast_kind == CK_NOOP || e->cast_kind == CK_SCALAR_TO_VEC1 ||
                e->cast_kind == CK_VEC1_TO_SCALAR) &&
               lw_type(l, e->type) == lw_type(l, e->lhs->type) && addressable(l, e->lhs);
    case EX_BUILTIN: /* p.Get().f reads f alone (bda.c) */
        return e->builtin == BI_VK_BUFFER_POINTER_GET && l->target == OSH_TARGET_SPIRV;
    default:
        return false;
    }
}

/* A value stored to a bitfield keeps the field's width: its low bits,
 * sign-extended for a signed field (C's rule; `uint lo : 4` holding 13 is 4
 * after += 7). Fields are not packed, so every store of one narrows. */
static IrId fit_bitfield(L *l, Expr *target, IrId v)
{
    if (target->kind != EX_MEMBER || !target->decl || !target->decl->bitfield_width)
        return v;
    Type *t = strip(target->type);
    if (t->kind != TY_SCALAR || !ty_is_int_kind(t->scalar))
        return v;
    unsigned bits = ty_scalar_bits(t->scalar), w = target->decl->bitfield_width;
    if (w >= bits)
        return v;
    IrId k = lw_const_scalar(l, t, 0, bits - w);
    IrId up = lw_binop(l, BO_SHL, t, v, k, false);
    return lw_binop(l, BO_SHR, t, up, k, false); /* arithmetic for signed types */
}

/* The ++/-- of an EX_INCDEC on its operand's place lv: loads, adds or
 * subtracts one, stores; returns the new value (*cur: the old one). */
static IrId step(L *l, Expr *e, LVal *lv, IrId *cur)
{
    IrId old = lw_load(l, lv);
    bool inc = e->op == UO_PREINC || e->op == UO_POSTINC;
    IrId nv = lw_binop(l, inc ? BO_ADD : BO_SUB, e->lhs->type, old, lw_one(l, e->lhs->type), false);
    nv = fit_bitfield(l, e->lhs, nv);
    lw_store(l, lv, nv);
    if (cur)
        *cur = old;
    return nv;
}

static bool precise_target(Expr *e)
{
    while (e && (e->kind == EX_MEMBER || e->kind == EX_INDEX || e->kind == EX_SWIZZLE))
        e = e->lhs;
    return e && e->kind == EX_VAR && (e->decl->mods & DM_PRECISE);
}

/* lhs = rhs; keep (if not NULL) receives lhs's place, for an assignment
 * used as an l-value (its type stays NULL when the target is refused). */
static IrId assign(L *l, Expr *e, LVal *keep)
{
    if (lw_is_resource(e->lhs->type)) {
        lw_res_assign(l, e);
        return 0;
    }
    IrId v = lw_expr(l, e->rhs);
    LVal lv;
    uint32_t errs = l->cc->error_count;
    if (!lw_lvalue(l, e->lhs, &lv)) {
        if (l->cc->error_count == errs) /* else the target's error says why */
            diag(l->cc, e->loc, D_LOWER_ASSIGN_TARGET);
        return v;
    }
    v = fit_bitfield(l, e->lhs, v);
    lw_store(l, &lv, v);
    if (lw_res_holds(e->lhs->type))
        lw_res_assign(l, e); /* the resources it holds */
    if (keep)
        *keep = lv;
    return v;
}

static IrId compound(L *l, Expr *e, LVal *keep)
{
    LVal lv;
    if (!lw_lvalue(l, e->lhs, &lv)) {
        diag(l->cc, e->loc, D_LOWER_COMPOUND_TARGET);
        return 0;
    }
    if (keep)
        *keep = lv;
    IrId cur = lw_load(l, &lv);
    map_put(l->cc, &l->opaque, e->lhs, (void *)(uintptr_t)cur);
    IrId a = e->lhs_conv ? lw_expr(l, e->lhs_conv) : cur;
    IrId b = lw_expr(l, e->rhs);
    Type *opt = e->op_type ? e->op_type : e->lhs->type;
    IrId r = lw_binop(l, (BinaryOp)e->op, opt, a, b, precise_target(e->lhs));
    map_put(l->cc, &l->opaque, e, (void *)(uintptr_t)r);
    IrId v = fit_bitfield(l, e->lhs, e->back_conv ? lw_expr(l, e->back_conv) : r);
    lw_store(l, &lv, v);
    return v;
}

bool lw_lvalue(L *l, Expr *e, LVal *out)
{
    memset(out, 0, sizeof *out);
    out->type = e->type;
    if (l->cc->stage == STAGE_MESH && lw_mesh_lvalue(l, e, out))
        return true;
    switch (e->kind) {
    case EX_BUILTIN: /* p.Get(): the pointee (bda.c) */
        return e->builtin == BI_VK_BUFFER_POINTER_GET && e->object && lw_bda_get(l, e, out);
    case EX_VAR: {
        Decl *d = e->decl;
        Type *t = strip(d->type);
        if (t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_CBUFFER) {
            ResRef r;
            if (!lw_res(l, e, &r))
                return false;
            out->kind = LV_PTR;
            out->ptr = res_ptr(l, &r);
            out->storage = ir_value(l->m, r.global)->u.g->storage;
            out->layout = true;
            out->type = t->elem;
            return true;
        }
        IrId p = (IrId)(uintptr_t)map_get(&l->vars, d);
        if (p) {
            out->kind = LV_PTR;
            out->ptr = p;
            IrValue *pv = ir_value(l->m, p);
            out->storage = pv->kind == IV_GLOBAL ? pv->u.g->storage : SpvStorageClassFunction;
            out->layout = out->storage == SpvStorageClassPushConstant;
            return true;
        }
        if (d->kind == DK_VAR && d->storage != SC_LOCAL && d->storage != SC_PARAM) {
            lw_global_var(l, d, out);
            out->type = e->type;
            return true;
        }
        diag_ice(l->cc, e->loc, "lowering: variable '%s' has no storage", d->name ? d->name : "?");
    }
    case EX_INCDEC: {
        /* ++a and --a are l-values (as in C++): `++a = b`, `f(++a)` for an
         * out parameter. The operand's place is computed once. */
        if (e->op != UO_PREINC && e->op != UO_PREDEC)
            return false;
        if (!lw_lvalue(l, e->lhs, out))
            return false;
        step(l, e, out, NULL);
        return true;
    }
    case EX_ASSIGN: case EX_COMPOUND_ASSIGN: /* so are assignments, `(d += c) = b`: the place, once */
        if (lw_is_resource(e->lhs->type) || lw_res_holds(e->lhs->type))
            return false;
        out->type = NULL; /* stays NULL when the target is refused */
        (e->kind == EX_ASSIGN ? assign : compound)(l, e, out);
        return out->type != NULL;
    case EX_MEMBER: {
        lw_ext_requirements(l, e->decl); /* a field's [[vk::ext_capability/ext_extension]] */
        Type *bt = strip(e->lhs->type);
        LVal base;
        if (!lw_lvalue(l, e->lhs, &base) || base.kind != LV_PTR)
            return false;
        Type *st = strip(base.type);
        if (bt->kind == TY_RESOURCE)
            st = strip(bt->elem);
        if (st->kind != TY_STRUCT)
            return false;
        uint32_t off, bits;
        uint32_t slot = lw_field_slot(st->decl, e->decl, base.layout, &off, &bits);
        *out = base;
        out->type = e->type;
        out->ptr = step_const(l, base.ptr, base.storage, slot, true);
        if (bits) {
            out->kind = LV_BITS;
            out->comps[0] = (uint8_t)off;
            out->comps[1] = (uint8_t)bits;
        }
        return true;
    }
    case EX_INDEX: {
        Type *bt = strip(e->lhs->type), *et = strip(e->type);
        if (et->kind == TY_RESOURCE && ty_res_info(et->res)->cls == RC_CBUFFER) {
            /* cbs[i] of an array of ConstantBuffer<S>: the block itself */
            ResRef r;
            if (!lw_res(l, e, &r))
                return false;
            out->kind = LV_PTR;
            out->ptr = res_ptr(l, &r);
            out->storage = ir_value(l->m, r.global)->u.g->storage;
            out->layout = true;
            out->type = et->elem;
            return true;
        }
        if (bt->kind == TY_RESOURCE && !lw_is_patch(bt)) {
            ResRef r;
            if (!lw_res(l, e->lhs, &r))
                return false;
            IrId idx = lw_expr(l, e->rhs);
            unsigned cls = ty_res_info(bt->res)->cls;
            if (cls == RC_STRUCTURED) {
                out->kind = LV_PTR;
                out->ptr = sbuf_elem(l, &r, idx);
                out->storage = SpvStorageClassStorageBuffer;
                out->layout = true;
                return true;
            }
            idx = lw_texel_index(l, e->rhs, idx);
            out->kind = LV_TEXEL;
            out->res = r;
            out->coord = idx;
            return true;
        }
        LVal base;
        if (!lw_lvalue(l, e->lhs, &base))
            return false;
        if (base.kind != LV_PTR) {
            /* A texel's component: read-modify-write through a swizzle. */
            if (bt->kind == TY_VECTOR && e->rhs->is_const) {
                out->kind = LV_SWIZZLE;
                out->base = NEW(l->cc, LVal);
                *out->base = base;
                out->comps[0] = (uint8_t)e->rhs->cval.u;
                out->ncomps = 1;
                return true;
            }
            return false;
        }
        IrId idx = lw_expr(l, e->rhs);
        *out = base;
        out->type = e->type;
        if (bt->kind == TY_MATRIX && bt->rows == 1)
            return true; /* the one row is the whole vector */
        if ((bt->kind == TY_VECTOR && bt->cols == 1) ||
            (bt->kind == TY_MATRIX && bt->rows == 1 && bt->cols == 1))
            return true;
        out->ptr = lw_access(l, base.ptr, base.storage, elem_of(l, pointee(l, base.ptr), 0), &idx, 1);
        return true;
    }
    case EX_SWIZZLE: {
        LVal base;
        if (!lw_lvalue(l, e->lhs, &base))
            return false;
        Type *bt = strip(e->lhs->type);
        if (bt->kind == TY_SCALAR || (bt->kind == TY_VECTOR && bt->cols == 1)) {
            if (e->ncomps > 1)
                return false; /* f.xxx replicates: a value, not a place */
            *out = base;
            out->type = e->type;
            return true;
        }
        if (e->ncomps == 1 && base.kind == LV_PTR) {
            *out = base;
            out->type = e->type;
            IrId idx = lw_u32(l, e->comps[0]);
            out->ptr = lw_access(l, base.ptr, base.storage, elem_of(l, pointee(l, base.ptr), 0), &idx, 1);
            return true;
        }
        out->kind = LV_SWIZZLE;
        out->base = NEW(l->cc, LVal);
        *out->base = base;
        memcpy(out->comps, e->comps, 4);
        out->ncomps = e->ncomps;
        return true;
    }
    case EX_MATRIX_ELEMS: {
        LVal base;
        if (!lw_lvalue(l, e->lhs, &base))
            return false;
        out->kind = LV_ELEMS;
        out->base = NEW(l->cc, LVal);
        *out->base = base;
        memcpy(out->comps, e->comps, 4);
        out->ncomps = e->ncomps;
        return true;
    }
    case EX_CAST: {
        if (!lw_lvalue(l, e->lhs, out))
            return false;
        out->type = e->type;
        return true;
    }
    default:
        return false;
    }
}

IrId lw_mat_elem(L *l, Type *mt, IrId v, unsigned row, unsigned col)
{
    mt = strip(mt);
    IrTypeId s = lw_scalar_type(l, mt->scalar);
    if (mt->kind != TY_MATRIX || (mt->rows == 1 && mt->cols == 1))
        return v;
    if (mt->rows == 1)
        return lw_extract(l, s, v, col);
    if (mt->cols == 1)
        return lw_extract(l, s, v, row);
    uint32_t path[2] = {row, col};
    return ir_emit(&l->b, IR_EXTRACT, s, &v, 1, path, 2);
}

static IrId elems_ptr(L *l, LVal *base, unsigned row, unsigned col)
{
    Type *mt = strip(base->type);
    if (mt->rows == 1 && mt->cols == 1)
        return base->ptr;
    IrTypeId s = lw_scalar_type(l, mt->scalar);
    if (base->layout && mt->scalar == SK_BOOL)
        s = ir_type_int(l->m, 32, false);
    if (mt->rows == 1 || mt->cols == 1) {
        IrId i = lw_u32(l, mt->rows == 1 ? col : row);
        return lw_access(l, base->ptr, base->storage, s, &i, 1);
    }
    IrId i[2] = {lw_u32(l, row), lw_u32(l, col)};
    return lw_access(l, base->ptr, base->storage, s, i, 2);
}

IrId lw_load(L *l, LVal *lv)
{
    switch (lv->kind) {
    case LV_PTR:
        return lw_load_mem(l, lv->ptr, lv->storage, lv->type, lv->layout);
    case LV_SWIZZLE: {
        IrId bv = lw_load(l, lv->base);
        IrTypeId rt = lw_type(l, lv->type);
        if (lv->ncomps == 1)
            return lw_extract(l, rt, bv, lv->comps[0]);
        IrId a[2] = {bv, bv};
        uint32_t c[4];
        for (int i = 0; i < lv->ncomps; i++)
            c[i] = lv->comps[i];
        return ir_emit(&l->b, IR_SHUFFLE, rt, a, 2, c, lv->ncomps);
    }
    case LV_ELEMS: {
        IrId el[4];
        Type *mt = lv->base->type;
        IrTypeId s = lw_scalar_type(l, strip(mt)->scalar);
        for (int i = 0; i < lv->ncomps; i++) {
            if (lv->base->kind == LV_PTR) {
                IrId p = elems_ptr(l, lv->base, lv->comps[i] / 4, lv->comps[i] % 4);
                el[i] = lw_load_mem(l, p, lv->base->storage, ty_scalar(l->cc, strip(mt)->scalar),
                                    lv->base->layout);
            } else {
                IrId bv = lw_load(l, lv->base);
                el[i] = lw_mat_elem(l, mt, bv, lv->comps[i] / 4, lv->comps[i] % 4);
            }
        }
        if (lv->ncomps == 1)
            return el[0];
        return ir_emit(&l->b, IR_CONSTRUCT, ir_type_vector(l->m, s, lv->ncomps), el, lv->ncomps, NULL, 0);
    }
    case LV_TEXEL: {
        IrId img = lw_res_load(l, &lv->res);
        Type *et = strip(lv->type);
        IrTypeId st = lw_scalar_type(l, et->scalar);
        IrTypeId v4 = ir_type_vector(l->m, st, 4);
        IrId a[2] = {img, lv->coord};
        IrId r = ir_emit(&l->b, IR_IMAGE_READ, v4, a, 2, NULL, 0);
        unsigned n = ty_component_count(et);
        if (n == 4)
            return r;
        if (n == 1)
            return lw_extract(l, st, r, 0);
        IrId s[2] = {r, r};
        uint32_t c[3] = {0, 1, 2};
        return ir_emit(&l->b, IR_SHUFFLE, lw_type(l, et), s, 2, c, n);
    }
    case LV_GROUP:
        return lw_mesh_load(l, lv);
    case LV_BITS:
        return lw_bits_extract(l, ir_load(&l->b, lv->ptr), lv->type, lv->comps[0], lv->comps[1]);
    default:
        diag_ice(l->cc, (Loc){0, 0, 0}, "lowering: load of an invalid lvalue");
    }
}

void lw_store(L *l, LVal *lv, IrId v)
{
    switch (lv->kind) {
    case LV_PTR:
        lw_store_mem(l, lv->ptr, lv->storage, lv->type, lv->layout, v);
        return;
    case LV_SWIZZLE: {
        LVal *b = lv->base;
        Type *bt = strip(b->type);
        IrTypeId st = lw_scalar_type(l, bt->scalar);
        if (b->kind == LV_PTR) {
            for (int i = 0; i < lv->ncomps; i++) {
                IrId idx = lw_u32(l, lv->comps[i]);
                IrTypeId mt = elem_of(l, pointee(l, b->ptr), 0);
                IrId p = lw_access(l, b->ptr, b->storage, mt, &idx, 1);
                IrId c = lv->ncomps == 1 ? v : lw_extract(l, st, v, (uint32_t)i);
                lw_store_mem(l, p, b->storage, ty_scalar(l->cc, bt->scalar), b->layout, c);
            }
            return;
        }
        IrId cur = lw_load(l, b);
        for (int i = 0; i < lv->ncomps; i++) {
            IrId c = lv->ncomps == 1 ? v : lw_extract(l, st, v, (uint32_t)i);
            uint32_t lit = lv->comps[i];
            IrId a[2] = {c, cur};
            cur = ir_emit(&l->b, IR_INSERT, ir_type_of(l->m, cur), a, 2, &lit, 1);
        }
        lw_store(l, b, cur);
        return;
    }
    case LV_ELEMS: {
        Type *mt = strip(lv->base->type);
        IrTypeId st = lw_scalar_type(l, mt->scalar);
        if (lv->base->kind != LV_PTR)
            diag_ice(l->cc, (Loc){0, 0, 0}, "lowering: matrix elements of a non-memory value");
        for (int i = 0; i < lv->ncomps; i++) {
            IrId p = elems_ptr(l, lv->base, lv->comps[i] / 4, lv->comps[i] % 4);
            IrId c = lv->ncomps == 1 ? v : lw_extract(l, st, v, (uint32_t)i);
            lw_store_mem(l, p, lv->base->storage, ty_scalar(l->cc, mt->scalar), lv->base->layout, c);
        }
        return;
    }
    case LV_TEXEL: {
        IrId img = lw_res_load(l, &lv->res);
        IrId a[3] = {img, lv->coord, v};
        ir_emit(&l->b, IR_IMAGE_WRITE, 0, a, 3, NULL, 0);
        return;
    }
    case LV_GROUP:
        lw_mesh_store(l, lv, v);
        return;
    case LV_BITS: /* read, insert, write: the member's other bitfields stay */
        ir_store(&l->b, lv->ptr, lw_bits_insert(l, ir_load(&l->b, lv->ptr), v, lv->comps[0], lv->comps[1]));
        return;
    default:
        diag_ice(l->cc, (Loc){0, 0, 0}, "lowering: store to an invalid lvalue");
    }
}

/* ---- operators ----------------------------------------------------------------- */

static IrTypeId bool_shape(L *l, IrTypeId t)
{
    IrType *ty = ir_type(l->m, t);
    if (ty->kind == IR_TY_VECTOR)
        return ir_type_vector(l->m, ir_type_bool(l->m), ty->count);
    return ir_type_bool(l->m);
}

/* A binary operator on operands of type t (both already of t). */
IrId lw_binop(L *l, BinaryOp op, Type *t, IrId a, IrId b, bool precise)
{
    t = strip(t);
    IrTypeId it = lw_type(l, t);
    if (ir_is_rows(l, it)) {
        /* Element-wise on each row. */
        IrType *ty = ir_type(l->m, it);
        Type *row = ty_vector(l->cc, t->scalar, t->cols);
        IrId rows[4];
        for (uint32_t r = 0; r < ty->count; r++) {
            /* b's row first, sequenced: argument order is unspecified in C,
             * and the IDs must not depend on the compiler (GCC's order). */
            IrId rb = lw_extract(l, ty->elem, b, r);
            IrId ra = lw_extract(l, ty->elem, a, r);
            rows[r] = lw_binop(l, op, row, ra, rb, precise);
        }
        /* A comparison gives a bool matrix: an array of bool rows. */
        IrTypeId rt = op >= BO_LT && op <= BO_NE ? lw_type(l, ty_with_scalar(l->cc, t, SK_BOOL)) : it;
        return ir_emit(&l->b, IR_CONSTRUCT, rt, rows, ty->count, NULL, 0);
    }
    bool fl = ty_is_float_kind(t->scalar);
    bool sg = is_signed_t(t);
    bool bl = t->scalar == SK_BOOL;
    IrOp o = IR_NOP;
    IrTypeId rt = it;
    IrId args[2] = {a, b};
    switch (op) {
    case BO_ADD: o = fl ? IR_FADD : IR_IADD; break;
    case BO_SUB: o = fl ? IR_FSUB : IR_ISUB; break;
    case BO_MUL: o = fl ? IR_FMUL : IR_IMUL; break;
    case BO_DIV: o = fl ? IR_FDIV : sg ? IR_SDIV : IR_UDIV; break;
    case BO_MOD: o = fl ? IR_FREM : sg ? IR_SREM : IR_UMOD; break;
    case BO_SHL:
    case BO_SHR: {
        unsigned bits = ty_scalar_bits(t->scalar);
        IrId mask = lw_splat(l, t, lw_const_scalar(l, t, 0, bits - 1));
        args[1] = ir_binop(&l->b, IR_AND, it, b, mask);
        o = op == BO_SHL ? IR_SHL : sg ? IR_SHR_ARITH : IR_SHR_LOGICAL;
        break;
    }
    case BO_AND: o = bl ? IR_LAND : IR_AND; break;
    case BO_OR: o = bl ? IR_LOR : IR_OR; break;
    case BO_XOR: o = bl ? IR_LNE : IR_XOR; break;
    case BO_LAND: o = IR_LAND; break;
    case BO_LOR: o = IR_LOR; break;
    case BO_LT: o = fl ? IR_FLT : sg ? IR_SLT : IR_ULT; rt = bool_shape(l, it); break;
    case BO_GT: o = fl ? IR_FGT : sg ? IR_SGT : IR_UGT; rt = bool_shape(l, it); break;
    case BO_LE: o = fl ? IR_FLE : sg ? IR_SLE : IR_ULE; rt = bool_shape(l, it); break;
    case BO_GE: o = fl ? IR_FGE : sg ? IR_SGE : IR_UGE; rt = bool_shape(l, it); break;
    case BO_EQ: o = fl ? IR_FEQ : bl ? IR_LEQ : IR_IEQ; rt = bool_shape(l, it); break;
    case BO_NE: o = fl ? IR_FNE : bl ? IR_LNE : IR_INE; rt = bool_shape(l, it); break;
    }
    if (o == IR_NOP)
        diag_ice(l->cc, (Loc){0, 0, 0}, "lowering: binary operator %d", (int)op);
    return emitf(l, o, rt, args, 2, rt == it ? t : NULL, precise && fl);
}

static IrId unop(L *l, UnaryOp op, Type *t, IrId v)
{
    t = strip(t);
    IrTypeId it = lw_type(l, t);
    if (ir_is_rows(l, it) && op != UO_PLUS) {
        IrType *ty = ir_type(l->m, it);
        Type *row = ty_vector(l->cc, t->scalar, t->cols);
        IrId rows[4];
        for (uint32_t r = 0; r < ty->count; r++)
            rows[r] = unop(l, op, row, lw_extract(l, ty->elem, v, r));
        return ir_emit(&l->b, IR_CONSTRUCT, it, rows, ty->count, NULL, 0);
    }
    switch (op) {
    case UO_PLUS: return v;
    case UO_NEG: return emitf(l, is_float_t(t) ? IR_FNEG : IR_SNEG, it, &v, 1, t, false);
    case UO_NOT: return ir_unop(&l->b, IR_LNOT, it, v);
    case UO_BITNOT: return ir_unop(&l->b, IR_NOT, it, v);
    default: return v;
    }
}

/* ---- control-flow expressions ------------------------------------------- */

IrId lw_cond_bool(L *l, Expr *e) { return lw_expr(l, e); }

/* Evaluates `then_e` or `else_e` (one of them may be NULL: the value
 * `other`) under a scalar bool, joining with a phi. */
static IrId branch_value(L *l, IrId cond, Expr *then_e, IrId then_v, Expr *else_e, IrId else_v,
                         IrTypeId t)
{
    IrBlock *head = l->b.block;
    IrBlock *bt = lw_new_block(l, "cond.true");
    IrBlock *bf = lw_new_block(l, "cond.false");
    IrBlock *merge = lw_new_block(l, "cond.merge");
    ir_set_selection(head, merge, SpvSelectionControlMaskNone);
    ir_br_cond(&l->b, cond, bt, bf);
    lw_set_block(l, bt);
    IrId tv = then_e ? lw_expr(l, then_e) : then_v;
    IrBlock *tend = l->b.block;
    ir_br(&l->b, merge);
    lw_set_block(l, bf);
    IrId fv = else_e ? lw_expr(l, else_e) : else_v;
    IrBlock *fend = l->b.block;
    ir_br(&l->b, merge);
    lw_set_block(l, merge);
    IrId args[4] = {tv, tend->id, fv, fend->id};
    return ir_emit(&l->b, IR_PHI, t, args, 4, NULL, 0);
}

static IrId logical(L *l, Expr *e)
{
    bool is_and = e->op == BO_LAND;
    if (!e->short_circuit) {
        IrId a = lw_expr(l, e->lhs), b = lw_expr(l, e->rhs);
        return ir_binop(&l->b, is_and ? IR_LAND : IR_LOR, lw_type(l, e->type), a, b);
    }
    IrId a = lw_expr(l, e->lhs);
    IrTypeId bt = ir_type_bool(l->m);
    if (is_and)
        return branch_value(l, a, e->rhs, 0, NULL, ir_const_bool(l->m, false), bt);
    return branch_value(l, a, NULL, ir_const_bool(l->m, true), e->rhs, 0, bt);
}

static IrId ternary(L *l, Expr *e)
{
    Type *ct = strip(e->cond->type);
    IrTypeId t = lw_type(l, e->type);
    IrId c = lw_expr(l, e->cond);
    if (ct->kind == TY_VECTOR && ct->cols > 1) {
        IrId a[3] = {c, lw_expr(l, e->lhs), lw_expr(l, e->rhs)};
        return ir_emit(&l->b, IR_SELECT, t, a, 3, NULL, 0);
    }
    if (ct->kind == TY_MATRIX) { /* -HV 2018's per-component ?: on matrices */
        IrId a[3] = {c, lw_expr(l, e->lhs), lw_expr(l, e->rhs)};
        return lw_rowwise(l, IR_SELECT, t, a, 3);
    }
    /* OpSelect of a matrix needs SPIR-V 1.4 (vulkan1.1 gives 1.3). */
    IrTypeKind tk = ir_type(l->m, t)->kind;
    if (e->lhs->is_const && e->rhs->is_const && tk != IR_TY_STRUCT && tk != IR_TY_ARRAY &&
        !(l->m->spirv_version < 0x10400 && tk == IR_TY_MATRIX)) {
        IrId a[3] = {c, lw_expr(l, e->lhs), lw_expr(l, e->rhs)};
        return ir_emit(&l->b, IR_SELECT, t, a, 3, NULL, 0);
    }
    return branch_value(l, c, e->lhs, 0, e->rhs, 0, t);
}

/* ---- assignment ------------------------------------------------------------------ */

static IrId incdec(L *l, Expr *e)
{
    LVal lv;
    if (!lw_lvalue(l, e->lhs, &lv)) {
        diag(l->cc, e->loc, D_LOWER_INCREMENT_TARGET);
        return 0;
    }
    IrId cur;
    IrId nv = step(l, e, &lv, &cur);
    return (e->op == UO_PREINC || e->op == UO_PREDEC) ? nv : cur;
}

/* ---- init lists ------------------------------------------------------------------ */

static IrId build(L *l, Type *t, IrId *leaves, uint32_t n, uint32_t *pos, int depth)
{
    t = strip(t);
    IrTypeId it = lw_type(l, t);
    if (depth > LIMIT_NESTING) {
        diag(l->cc, (Loc){0, 0, 0}, D_LOWER_NESTING, (unsigned)LIMIT_NESTING);
        cc_bail(l->cc);
    }
    switch (t->kind) {
    case TY_SCALAR:
        return *pos < n ? leaves[(*pos)++] : ir_undef(l->m, it);
    case TY_VECTOR: {
        if (t->cols == 1)
            return build(l, ty_scalar(l->cc, t->scalar), leaves, n, pos, depth + 1);
        IrId el[4];
        for (unsigned i = 0; i < t->cols; i++)
            el[i] = build(l, ty_scalar(l->cc, t->scalar), leaves, n, pos, depth + 1);
        return ir_emit(&l->b, IR_CONSTRUCT, it, el, t->cols, NULL, 0);
    }
    case TY_MATRIX: {
        unsigned total = t->rows * t->cols;
        if (t->rows == 1 || t->cols == 1)
            return build(l, ty_vector(l->cc, t->scalar, total), leaves, n, pos, depth + 1);
        IrId rows[4];
        for (unsigned r = 0; r < t->rows; r++)
            rows[r] = build(l, ty_vector(l->cc, t->scalar, t->cols), leaves, n, pos, depth + 1);
        return ir_emit(&l->b, IR_CONSTRUCT, it, rows, t->rows, NULL, 0);
    }
    case TY_ARRAY: {
        uint32_t cnt = t->count ? t->count : 1;
        IrId *el = NEWN(l->cc, IrId, cnt);
        for (uint32_t i = 0; i < cnt; i++)
            el[i] = build(l, t->elem, leaves, n, pos, depth + 1);
        return ir_emit(&l->b, IR_CONSTRUCT, it, el, cnt, NULL, 0);
    }
    case TY_STRUCT: {
        Decl *sd = t->decl;
        uint32_t cnt = sd->fields.len;
        IrId *el = NEWN(l->cc, IrId, cnt ? cnt : 1);
        for (uint32_t i = 0; i < cnt; i++) {
            Decl *f = sd->fields.data[i];
            if (lw_is_resource(f->type)) {
                el[i] = ir_undef(l->m, ir_type(l->m, it)->members[i].type);
                *pos += lw_leaf_count(f->type); /* one leaf per array element */
            } else {
                el[i] = build(l, f->type, leaves, n, pos, depth + 1);
            }
        }
        return ir_emit(&l->b, IR_CONSTRUCT, it, el, cnt, NULL, 0);
    }
    default:
        (*pos)++;
        return ir_undef(l->m, it);
    }
}

IrId lw_init_list(L *l, Expr *e, Type *target)
{
    InitList *il = &e->init;
    for (uint32_t i = 0; i < il->srcs.len; i++) {
        Expr *s = il->srcs.data[i];
        if (lw_is_resource(s->type))
            continue;
        IrId v = lw_expr(l, s);
        map_put(l->cc, &l->opaque, s, (void *)(uintptr_t)v);
    }
    IrId *leaves = NEWN(l->cc, IrId, il->leaves.len ? il->leaves.len : 1);
    for (uint32_t i = 0; i < il->leaves.len; i++) {
        Expr *lf = il->leaves.data[i];
        leaves[i] = lw_is_resource(lf->type) ? 0 : lw_expr(l, lf);
    }
    uint32_t pos = 0;
    return build(l, target, leaves, il->leaves.len, &pos, 0);
}

/* ---- rvalues ----------------------------------------------------------------------- */

static IrId literal(L *l, Expr *e)
{
    Type *t = strip(e->type);
    switch (e->kind) {
    case EX_INT_LIT: return lw_splat(l, t, lw_const_scalar(l, t, (double)(int64_t)e->ival, (int64_t)e->ival));
    case EX_FLOAT_LIT: {
        /* The integer value only matters when t is an integer type (bool: != 0). */
        uint64_t u = e->fval != 0;
        if (ty_is_int_kind(t->scalar))
            conv_float_to_int(e->fval, ty_scalar_bits(t->scalar), ty_is_signed_kind(t->scalar), &u);
        return lw_splat(l, t, lw_const_scalar(l, t, e->fval, (int64_t)u));
    }
    case EX_BOOL_LIT: return lw_splat(l, t, ir_const_bool(l->m, e->bval));
    default: return 0;
    }
}

static IrId cval_const(L *l, Type *t, const ConstVal *cv)
{
    Type *s = strip(t);
    if (s->scalar == SK_BOOL)
        return lw_splat(l, s, ir_const_bool(l->m, cv->b));
    if (ty_is_float_kind(s->scalar))
        return lw_splat(l, s, lw_const_scalar(l, s, cv->f, 0));
    return lw_splat(l, s, lw_const_scalar(l, s, 0, cv->i));
}

static IrId spec_const(L *l, Decl *d)
{
    IrId v = (IrId)(uintptr_t)map_get(&l->specs, d);
    if (v)
        return v;
    Type *t = strip(d->type);
    IrTypeId it = lw_scalar_type(l, t->scalar);
    uint64_t bits = 0;
    if (d->has_cval) {
        if (t->scalar == SK_BOOL)
            bits = d->cval.b;
        else if (ty_is_float_kind(t->scalar)) {
            IrId c = ir_const_float(l->m, it, d->cval.f);
            ir_const_value(l->m, c, &bits);
        } else
            bits = d->cval.u;
    } else if (d->init && d->init->is_const) {
        const ConstVal *cv = &d->init->cval;
        if (t->scalar == SK_BOOL)
            bits = cv->b;
        else if (ty_is_float_kind(t->scalar)) {
            IrId c = ir_const_float(l->m, it, cv->f);
            ir_const_value(l->m, c, &bits);
        } else
            bits = cv->u;
    }
    v = ir_spec_const(l->m, it, bits, (uint32_t)(d->vk.constant_id >= 0 ? d->vk.constant_id : 0), d->name);
    map_put(l->cc, &l->specs, d, (void *)(uintptr_t)v);
    return v;
}

/* Index into an rvalue: constant -> extract; vector -> dynamic extract;
 * arrays and matrices with a dynamic index go through a temporary. */
static IrId index_rvalue(L *l, Expr *e)
{
    Type *bt = strip(e->lhs->type);
    IrId base = lw_expr(l, e->lhs);
    IrTypeId rt = lw_type(l, e->type);
    if (bt->kind == TY_MATRIX && bt->rows == 1)
        return base;
    if ((bt->kind == TY_VECTOR && bt->cols == 1) || (bt->kind == TY_MATRIX && bt->rows * bt->cols == 1))
        return base;
    if (e->rhs->is_const)
        return lw_extract(l, rt, base, (uint32_t)e->rhs->cval.u);
    IrId idx = lw_expr(l, e->rhs);
    if (bt->kind == TY_VECTOR || (bt->kind == TY_MATRIX && bt->cols == 1)) {
        IrId a[2] = {base, idx};
        return ir_emit(&l->b, IR_EXTRACT_DYN, rt, a, 2, NULL, 0);
    }
    IrId tmp = ir_local_var(&l->b, ir_type_of(l->m, base), str_intern_c(l->cc, "tmp.index"));
    ir_store(&l->b, tmp, base);
    IrId p = lw_access(l, tmp, SpvStorageClassFunction, rt, &idx, 1);
    return ir_load(&l->b, p);
}

static IrId member_rvalue(L *l, Expr *e)
{
    IrId base = lw_expr(l, e->lhs);
    return lw_extract(l, lw_type(l, e->type), base, e->decl->field_index);
}

/* `f.xxx` on a scalar (or a one-component vector) builds a vector: it is
 * never a place in memory, whatever its base is. */
static bool scalar_replicate(Expr *e)
{
    if (e->kind != EX_SWIZZLE || e->ncomps <= 1)
        return false;
    Type *bt = strip(e->lhs->type);
    return bt->kind == TY_SCALAR || ty_component_count(bt) == 1;
}

static IrId swizzle_rvalue(L *l, Expr *e)
{
    IrId base = lw_expr(l, e->lhs);
    Type *bt = strip(e->lhs->type);
    IrTypeId rt = lw_type(l, e->type);
    if (bt->kind == TY_SCALAR || ty_component_count(bt) == 1) {
        if (e->ncomps == 1)
            return base;
        return lw_splat(l, e->type, base);
    }
    if (e->ncomps == 1)
        return lw_extract(l, rt, base, e->comps[0]);
    IrId a[2] = {base, base};
    uint32_t c[4];
    for (int i = 0; i < e->ncomps; i++)
        c[i] = e->comps[i];
    return ir_emit(&l->b, IR_SHUFFLE, rt, a, 2, c, e->ncomps);
}

static IrId elems_rvalue(L *l, Expr *e)
{
    IrId base = lw_expr(l, e->lhs);
    IrId el[4];
    for (int i = 0; i < e->ncomps; i++)
        el[i] = lw_mat_elem(l, e->lhs->type, base, e->comps[i] / 4, e->comps[i] % 4);
    if (e->ncomps == 1)
        return el[0];
    return ir_emit(&l->b, IR_CONSTRUCT, lw_type(l, e->type), el, e->ncomps, NULL, 0);
}

/* Texture element reads: tex[coord], tex.mips[level][coord], tex.sample[s][coord]. */
static IrId texel_read(L *l, Expr *e, Expr *res_e, IrId coord, IrId lod, IrId sample)
{
    ResRef r;
    if (!lw_res(l, res_e, &r))
        return ir_undef(l->m, lw_type(l, e->type));
    return lw_texel_read(l, e->type, &r, coord, lod, sample);
}

IrId lw_expr(L *l, Expr *e)
{
    if (l->pick.used && lw_pick_pending(l, e))
        return lw_pick_lower(l, e);
    lw_enter(l, e->loc);
    Loc saved = l->b.loc;
    l->b.loc = e->loc;
    IrId r = 0;
    switch (e->kind) {
    case EX_INT_LIT:
    case EX_FLOAT_LIT:
    case EX_BOOL_LIT:
        r = literal(l, e);
        break;
    case EX_VAR: {
        Decl *d = e->decl;
        if (d->is_spec_constant) {
            r = spec_const(l, d);
        } else if (d->has_cval) {
            r = cval_const(l, e->type, &d->cval);
        } else if (lw_is_resource(d->type) && !addressable(l, e)) {
            if (!cc_has_errors(l->cc)) /* else a consequence (OSH0505 said why) */
                diag(l->cc, e->loc, D_LOWER_RESOURCE_VALUE);
            r = 0;
        } else {
            LVal lv;
            lw_lvalue(l, e, &lv);
            r = lw_load(l, &lv);
        }
        break;
    }
    case EX_UNARY:
        if (e->op >= UO_PREINC)
            r = incdec(l, e);
        else
            r = unop(l, (UnaryOp)e->op, e->type, lw_expr(l, e->lhs));
        break;
    case EX_INCDEC:
        r = incdec(l, e);
        break;
    case EX_BINARY: {
        IrId a = lw_expr(l, e->lhs), b = lw_expr(l, e->rhs);
        r = lw_binop(l, (BinaryOp)e->op, e->lhs->type, a, b, false);
        break;
    }
    case EX_LOGICAL: r = logical(l, e); break;
    case EX_ASSIGN: r = assign(l, e, NULL); break;
    case EX_COMPOUND_ASSIGN: r = compound(l, e, NULL); break;
    case EX_TERNARY: r = ternary(l, e); break;
    case EX_COMMA:
        lw_expr_discard(l, e->lhs);
        r = lw_expr(l, e->rhs);
        break;
    case EX_CAST: r = lw_cast(l, e); break;
    case EX_SWIZZLE:
    case EX_MATRIX_ELEMS:
    case EX_MEMBER:
    case EX_INDEX: {
        if (e->kind == EX_MEMBER)
            lw_ext_requirements(l, e->decl);
        LVal lv;
        if (e->kind == EX_INDEX && strip(e->lhs->type)->kind == TY_RESOURCE && !lw_is_patch(e->lhs->type) &&
            !addressable(l, e)) {
            r = texel_read(l, e, e->lhs, lw_expr(l, e->rhs), 0, 0);
        } else if (addressable(l, e) && !scalar_replicate(e) && lw_lvalue(l, e, &lv)) {
            r = lw_load(l, &lv);
        } else if (e->kind == EX_SWIZZLE) {
            r = swizzle_rvalue(l, e);
        } else if (e->kind == EX_MATRIX_ELEMS) {
            r = elems_rvalue(l, e);
        } else if (e->kind == EX_MEMBER) {
            r = member_rvalue(l, e);
        } else {
            r = index_rvalue(l, e);
        }
        break;
    }
    case EX_RES_MIPS: {
        IrId lod = lw_texel_index(l, e->level, lw_expr(l, e->level));
        r = texel_read(l, e, e->lhs, lw_texel_index(l, e->rhs, lw_expr(l, e->rhs)), lod, 0);
        break;
    }
    case EX_RES_SAMPLE: {
        IrId s = lw_texel_index(l, e->level, lw_expr(l, e->level));
        r = texel_read(l, e, e->lhs, lw_texel_index(l, e->rhs, lw_expr(l, e->rhs)), 0, s);
        break;
    }
    case EX_CALL: r = lw_call(l, e); break;
    case EX_BUILTIN: r = lw_builtin(l, e); break;
    case EX_CONSTRUCT:
        /* RayQuery<F>() outside a declaration: a query not yet begun (its
         * state is undefined until TraceRayInline). */
        if (!e->init.srcs.len && e->type->kind == TY_RESOURCE && e->type->res == R_RAYQUERY) {
            r = ir_undef(l->m, lw_type(l, e->type));
            break;
        }
        r = lw_init_list(l, e, e->type);
        break;
    case EX_INIT_LIST: r = lw_init_list(l, e, e->type); break;
    case EX_OPAQUE:
        r = (IrId)(uintptr_t)map_get(&l->opaque, e->opaque);
        if (!r)
            diag_ice(l->cc, e->loc, "lowering: opaque value used before it was evaluated");
        break;
    default:
        diag(l->cc, e->loc, D_LOWER_UNSUPPORTED, "this expression");
        break;
    }
    l->b.loc = saved;
    lw_leave(l);
    if (!r && e->type && strip(e->type)->kind != TY_VOID && !lw_is_resource(e->type) &&
        !cc_has_errors(l->cc))
        diag_ice(l->cc, e->loc, "lowering: expression produced no value");
    return r;
}

void lw_expr_discard(L *l, Expr *e) { (void)lw_expr(l, e); }

/* ---- calls ------------------------------------------------------------------------ */

typedef struct CopyBack { LVal lv; IrId tmp; Type *ptype, *atype; } CopyBack;

IrId lw_call(L *l, Expr *e)
{
    IrId inst;
    if (lw_inline_spirv_call(l, e, &inst))
        return inst;
    Decl *fd = e->func->definition ? e->func->definition : e->func;
    uint32_t np = fd->params.len + (fd->this_param ? 1 : 0);
    LResVar *res = NEWN(l->cc, LResVar, np + 1);
    bool results = lw_res_holds(fd->type); /* the callee's bindings come back */
    bool *back = NEWN(l->cc, bool, np + 1);  /* an lvalue argument they come back to */
    IrId *args = NEWN(l->cc, IrId, np + 1);
    CopyBack *cb = NEWN(l->cc, CopyBack, np + 1);
    uint32_t na = 0, ncb = 0;
    Vec(IrId) dyn = {0}; /* run-time indices of resource arguments, in slot order */
    for (uint32_t i = 0; i < np; i++) {
        bool is_this = i == fd->params.len;
        Decl *p = is_this ? fd->this_param : fd->params.data[i];
        Expr *a = is_this ? e->object : (i < e->args.len ? e->args.data[i] : p->init);
        if (!a) {
            diag_ice(l->cc, e->loc, "lowering: missing argument %u", i);
        }
        bool by_ptr = is_this || p->param_mode != PM_IN;
        bool holds = lw_res_holds(p->type);
        results |= by_ptr && holds;
        if (lw_is_resource(p->type)) {
            back[i] = by_ptr;
            if (!is_this && p->param_mode == PM_OUT)
                continue;
            lw_res_collect(l, a, &res[i]);
            for (uint32_t k = 0; k < res[i].binds.len; k++) {
                uint64_t bits;
                ResRef *rr = &res[i].binds.data[k].ref;
                if (!rr->index || ir_const_value(l->m, rr->index, &bits))
                    continue;
                /* An element picked at run time: the function instance
                 * takes the index as a parameter of its own (lw_res_slot). */
                if (by_ptr) {
                    diag(l->cc, a->loc, D_LOWER_DYNAMIC_RESOURCE_ARG);
                    continue;
                }
                IrTypeId u = ir_type_int(l->m, 32, false);
                IrId idx = rr->index;
                if (ir_type_of(l->m, idx) != u)
                    idx = ir_unop(&l->b, IR_BITCAST, u, idx);
                rr->index = lw_res_slot(l, dyn.len, rr->nonuniform);
                vec_push(&l->cc->arena, &dyn, idx);
            }
            continue;
        }
        if (!by_ptr) {
            args[na++] = lw_expr(l, a);
            if (holds)
                lw_res_collect(l, a, &res[i]);
            else
                lw_per_vertex_arg(l, p, a, &res[i]);
            continue;
        }
        if (!is_this && (p->mods & (DM_VERTICES | DM_INDICES | DM_PRIMITIVES))) {
            /* Mesh outputs passed on: the callee writes them in place (mesh.c). */
            args[na++] = ir_local_var(&l->b, lw_type(l, p->type), p->name);
            continue;
        }
        bool copy_in = holds && (is_this || p->param_mode == PM_INOUT);
        CopyBack *c = &cb[ncb];
        if (!lw_lvalue(l, a, &c->lv) || (is_this && lw_read_only_place(l, &c->lv))) {
            /* An rvalue object (method on a temporary): copy-in only. */
            IrId v = lw_expr(l, a);
            IrId tmp = ir_local_var(&l->b, lw_type(l, p->type), str_intern_c(l->cc, "tmp.this"));
            ir_store(&l->b, tmp, v);
            args[na++] = tmp;
            if (copy_in)
                lw_res_collect(l, a, &res[i]);
            continue;
        }
        if (copy_in)
            lw_res_collect(l, a, &res[i]);
        back[i] = holds;
        ncb++;
        c->ptype = p->type;
        c->atype = a->type;
        c->tmp = ir_local_var(&l->b, lw_type(l, p->type),
                              arena_sprintf(&l->cc->arena, "tmp.%s", p->name ? p->name : "this"));
        if (is_this || p->param_mode == PM_INOUT) {
            IrId v = lw_load(l, &c->lv);
            ir_store(&l->b, c->tmp, lw_convert(l, v, a->type, p->type));
        }
        args[na++] = c->tmp;
    }
    LFunc *f = lw_func_instance_binds(l, fd, res, results || lw_fn_picks_res(l, fd) ? lw_call_consts(l, fd, e) : NULL);
    if (results || l->static_res.len || dyn.len)
        lw_func_lower_now(l, f);
    if (dyn.len) {
        /* What the callee returns, leaves in a static or passes back names
         * its own index parameter, which means nothing here. */
        if (results || !f->done || lw_res_mentions_params(l, f))
            diag(l->cc, e->loc, D_LOWER_DYNAMIC_RESOURCE_ARG);
        IrId *all = NEWN(l->cc, IrId, na + dyn.len);
        memcpy(all, args, na * sizeof *args);
        memcpy(all + na, dyn.data, dyn.len * sizeof *dyn.data);
        args = all;
        na += dyn.len;
    }
    /* The statics the callee used as the call found them are read here
     * (resflow.c: a loop that changes them must not reach this call). */
    for (uint32_t k = 0; k < l->static_res.len && f->sargs; k++)
        if (!f->done || f->reads_static[k])
            for (uint32_t i = 0; i < f->sargs[k].binds.len; i++)
                lw_flow_read(l, l->static_res.data[k], &f->sargs[k].binds.data[i], e->loc);
    vec_push(&l->cc->arena, &l->fn->callees, f);
    vec_push(&l->cc->arena, &l->fn->call_locs, l->b.loc);
    IrId r = lw_emit_call(l, f, args, na);
    for (uint32_t i = 0; i < ncb; i++) {
        IrId v = ir_load(&l->b, cb[i].tmp);
        lw_store(l, &cb[i].lv, lw_convert(l, v, cb[i].ptype, cb[i].atype));
    }
    /* The resources the callee left in out/inout arguments and returned. */
    for (uint32_t i = 0; i < np && f->done; i++) {
        Expr *a = i == fd->params.len ? e->object : (i < e->args.len ? e->args.data[i] : NULL);
        if (a && back[i] && !lw_res_equal(l, &f->outs[i], &res[i]))
            lw_res_store(l, a, &f->outs[i]);
    }
    if (lw_res_holds(fd->type))
        lw_res_call_returned(l, e, f);
    if (l->static_res.len && f->done)
        lw_res_statics_set(l, f->souts);
    return r;
}

/* IR_CALL of `f` with the `na` arguments; its result, 0 for a void function. */
IrId lw_emit_call(L *l, LFunc *f, const IrId *args, uint32_t na)
{
    IrId *call = NEWN(l->cc, IrId, na + 1);
    call[0] = f->ir->id;
    for (uint32_t i = 0; i < na; i++)
        call[i + 1] = args[i];
    IrTypeId rt = f->ir->ret;
    bool is_void = ir_type(l->m, rt)->kind == IR_TY_VOID;
    IrId r = ir_emit(&l->b, IR_CALL, is_void ? 0 : rt, call, na + 1, NULL, 0);
    return is_void ? 0 : r;
}
