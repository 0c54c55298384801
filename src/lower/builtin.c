/*
 * Built-in functions and resource methods (BuiltinId, intrinsics.def) to IR.
 *
 * Choices follow DXC's SPIR-V output: GLSL.std.450 for math, mul() swaps
 * its operands for the transposed matrix mapping, barriers use DXC's scopes
 * and semantics, atomics use Device scope with no semantics, byte-address
 * buffers are uint arrays indexed by address >> 2, append/consume buffers
 * count with a second storage buffer, wave operations are GroupNonUniform
 * instructions (prefix functions are exclusive scans).
 */
#include "lower/lower_int.h"

#include "lower/call.h"

static IrId rowwise(Call *c, IrOp op, IrTypeId t, const IrId *a, uint32_t n)
{
    return lw_rowwise(c->l, op, t, a, n);
}

static IrId unary_op(Call *c, IrOp op)
{
    IrId a = arg(c, 0);
    return rowwise(c, op, c->rt, &a, 1);
}

/* countbits: Vulkan's OpBitCount takes 32-bit integers only, so a 16-bit
 * value is zero-extended first and a 64-bit one counts its two halves (as
 * DXC does). */
static IrId countbits(Call *c)
{
    L *l = c->l;
    IrId a = arg(c, 0);
    IrTypeId at = ir_type_of(l->m, a);
    const IrType *st = ir_type(l->m, ir_type_scalar_of(l->m, at));
    unsigned w = st->width;
    if (w == 32 || ir_type(l->m, at)->kind == IR_TY_MATRIX)
        return rowwise(c, IR_BIT_COUNT, c->rt, &a, 1);
    unsigned n = ir_type_components(l->m, at);
    IrTypeId uw = ir_type_int(l->m, w, false), u32 = ir_type_int(l->m, 32, false);
    IrTypeId vw = n > 1 ? ir_type_vector(l->m, uw, n) : uw;
    IrTypeId v32 = n > 1 ? ir_type_vector(l->m, u32, n) : u32;
    IrId x = st->is_signed ? ir_unop(&l->b, IR_BITCAST, vw, a) : a;
    IrId r = ir_unop(&l->b, IR_BIT_COUNT, c->rt, ir_unop(&l->b, IR_UCONVERT, v32, x));
    if (w == 64) {
        IrId k = ir_const_int(l->m, uw, 32);
        IrId hi = ir_binop(&l->b, IR_SHR_LOGICAL, vw, x, n > 1 ? ir_const_splat(l->m, vw, k) : k);
        IrId rh = ir_unop(&l->b, IR_BIT_COUNT, c->rt, ir_unop(&l->b, IR_UCONVERT, v32, hi));
        r = ir_binop(&l->b, IR_IADD, c->rt, r, rh);
    }
    return r;
}

/* reversebits: Vulkan's OpBitReverse takes 32-bit integers only, so a
 * 16-bit value is reversed in 32 bits and shifted down 16, a 64-bit one
 * half by half with the halves swapped, as DXC. */
static IrId reversebits(Call *c)
{
    L *l = c->l;
    IrModule *m = l->m;
    IrId a = arg(c, 0);
    IrTypeId at = ir_type_of(m, a);
    const IrType *st = ir_type(m, ir_type_scalar_of(m, at));
    unsigned w = st->width;
    if (w == 32 || ir_type(m, at)->kind == IR_TY_MATRIX)
        return rowwise(c, IR_BIT_REVERSE, c->rt, &a, 1);
    unsigned n = ir_type_components(m, at);
    IrTypeId uw = ir_type_int(m, w, false), u32 = ir_type_int(m, 32, false);
    IrTypeId vw = n > 1 ? ir_type_vector(m, uw, n) : uw;
    IrTypeId v32 = n > 1 ? ir_type_vector(m, u32, n) : u32;
    IrId x = st->is_signed ? ir_unop(&l->b, IR_BITCAST, vw, a) : a;
    IrId r;
    if (w == 16) {
        IrId k = ir_const_int(m, u32, 16);
        IrId rev = ir_unop(&l->b, IR_BIT_REVERSE, v32, ir_unop(&l->b, IR_UCONVERT, v32, x));
        r = ir_unop(&l->b, IR_UCONVERT, vw,
                    ir_binop(&l->b, IR_SHR_LOGICAL, v32, rev, n > 1 ? ir_const_splat(m, v32, k) : k));
    } else {
        IrId k = ir_const_int(m, uw, 32), kv = n > 1 ? ir_const_splat(m, vw, k) : k;
        IrId lo = ir_unop(&l->b, IR_UCONVERT, v32, x);
        IrId hi = ir_unop(&l->b, IR_UCONVERT, v32, ir_binop(&l->b, IR_SHR_LOGICAL, vw, x, kv));
        IrId rl = ir_unop(&l->b, IR_UCONVERT, vw, ir_unop(&l->b, IR_BIT_REVERSE, v32, lo));
        IrId rh = ir_unop(&l->b, IR_UCONVERT, vw, ir_unop(&l->b, IR_BIT_REVERSE, v32, hi));
        r = ir_binop(&l->b, IR_OR, vw, ir_binop(&l->b, IR_SHL, vw, rl, kv), rh);
    }
    return st->is_signed ? ir_unop(&l->b, IR_BITCAST, c->rt, r) : r;
}

static IrId binary_op(Call *c, IrOp op)
{
    IrId a[2] = {arg(c, 0), arg(c, 1)};
    return rowwise(c, op, c->rt, a, 2);
}

static IrId ternary_op(Call *c, IrOp op)
{
    IrId a[3] = {arg(c, 0), arg(c, 1), arg(c, 2)};
    return rowwise(c, op, c->rt, a, 3);
}

static void store_out(Call *c, uint32_t i, IrId v, Type *vt)
{
    LVal lv;
    Expr *a = c->e->args.data[i];
    if (!lw_lvalue(c->l, a, &lv)) {
        diag(c->l->cc, a->loc, D_LOWER_OUT_ARGUMENT);
        return;
    }
    lw_store(c->l, &lv, lw_convert(c->l, v, vt, a->type));
}

/* The global a pointer is rooted at (through access chains). */
static IrId root_of(L *l, IrId p)
{
    for (int guard = 0; guard < 64; guard++) {
        IrValue *v = ir_value(l->m, p);
        if (v->kind != IV_INST || (v->u.inst->op != IR_ACCESS && v->u.inst->op != IR_TEXEL_POINTER))
            break;
        p = v->u.inst->args[0];
    }
    return p;
}

static void mark_atomic(L *l, IrId p)
{
    IrId r = root_of(l, p);
    if (ir_value(l->m, r)->kind == IV_GLOBAL)
        ir_value(l->m, r)->u.g->atomics = true;
}

/* ---- math ------------------------------------------------------------------- */

static IrId dot_of(Call *c, IrId a, IrId b, Type *t)
{
    L *l = c->l;
    t = strip(t);
    IrTypeId st = lw_scalar_type(l, t->scalar);
    unsigned n = ty_component_count(t);
    if (n == 1)
        return lw_binop(l, BO_MUL, ty_scalar(l->cc, t->scalar), a, b, false);
    if (flt(t)) {
        IrId x[2] = {a, b};
        return emit(c, IR_DOT, st, x, 2);
    }
    IrId p = lw_binop(l, BO_MUL, t, a, b, false);
    IrId s = lw_extract(l, st, p, 0);
    for (unsigned i = 1; i < n; i++)
        s = ir_binop(&l->b, IR_IADD, st, s, lw_extract(l, st, p, i));
    return s;
}

static bool is_mat(Type *t)
{
    t = strip(t);
    return t->kind == TY_MATRIX && t->rows > 1 && t->cols > 1;
}

/* One element of a mul() operand seen as a matrix: a vector on the left is
 * one row, on the right one column. */
static IrId mul_elem(L *l, Type *t, IrId v, bool left, unsigned i, unsigned j)
{
    if (t->kind == TY_VECTOR)
        return t->cols == 1 ? v : lw_extract(l, lw_scalar_type(l, t->scalar), v, left ? j : i);
    return lw_mat_elem(l, t, v, i, j);
}

/* mul() element by element: r[i][j] = sum_k a[i][k] * b[k][j] with scalar
 * multiplies and adds, as DXC expands the integer forms (SPIR-V's matrix
 * instructions are float-only) and the one-row/one-column matrices. */
static IrId mul_expand(Call *c, Type *ta, Type *tb, IrId a, IrId b)
{
    L *l = c->l;
    unsigned ra = ta->kind == TY_VECTOR ? 1 : ta->rows;
    unsigned n = ta->cols; /* a vector's length, a matrix's columns */
    unsigned cb = tb->kind == TY_VECTOR ? 1 : tb->cols;
    bool f = flt(ta);
    IrTypeId st = lw_scalar_type(l, ta->scalar);
    IrOp mop = f ? IR_FMUL : IR_IMUL, aop = f ? IR_FADD : IR_IADD;
    IrId el[16];
    for (unsigned i = 0; i < ra && i < 4; i++)
        for (unsigned j = 0; j < cb && j < 4; j++) {
            IrId s = 0;
            for (unsigned k = 0; k < n && k < 4; k++) {
                IrId eb = mul_elem(l, tb, b, false, k, j); /* GCC's order (see lw_binop) */
                IrId p = ir_binop(&l->b, mop, st, mul_elem(l, ta, a, true, i, k), eb);
                s = s ? ir_binop(&l->b, aop, st, s, p) : p;
            }
            el[i * cb + j] = s;
        }
    IrType *rty = ir_type(l->m, c->rt);
    if (ra * cb == 1)
        return el[0];
    if (ra == 1 || cb == 1)
        return ir_emit(&l->b, IR_CONSTRUCT, c->rt, el, ra * cb, NULL, 0);
    IrId rows[4];
    for (unsigned i = 0; i < ra; i++)
        rows[i] = ir_emit(&l->b, IR_CONSTRUCT, rty->elem, el + i * cb, cb, NULL, 0);
    return ir_emit(&l->b, IR_CONSTRUCT, c->rt, rows, ra, NULL, 0);
}

static IrId mul(Call *c)
{
    L *l = c->l;
    Type *ta = strip(aty(c, 0)), *tb = strip(aty(c, 1));
    IrId a = arg(c, 0), b = arg(c, 1);
    unsigned na = ty_component_count(ta), nb = ty_component_count(tb);
    bool ma = is_mat(ta), mb = is_mat(tb);
    bool f = flt(ta);
    if (na == 1 || nb == 1) {
        /* scalar * anything: element-wise. */
        IrId s = na == 1 ? a : b, o = na == 1 ? b : a;
        Type *ot = na == 1 ? tb : ta;
        if (ty_component_count(ot) == 1)
            return lw_binop(l, BO_MUL, ot, s, o, false);
        if (f && !is_mat(ot)) {
            IrId x[2] = {o, s};
            return emit(c, IR_VEC_TIMES_SCALAR, c->rt, x, 2);
        }
        if (f && is_mat(ot)) {
            IrId x[2] = {o, s};
            return emit(c, IR_MAT_TIMES_SCALAR, c->rt, x, 2);
        }
        return lw_binop(l, BO_MUL, ot, o, lw_splat(l, ot, s), false);
    }
    if (!ma && !mb && ta->kind != TY_MATRIX && tb->kind != TY_MATRIX)
        return dot_of(c, a, b, ta);
    if (!f || (ta->kind == TY_MATRIX && !ma) || (tb->kind == TY_MATRIX && !mb))
        return mul_expand(c, ta, tb, a, b);
    if (!ma) { /* vector * matrix */
        IrId x[2] = {b, a};
        return emit(c, IR_MAT_TIMES_VEC, c->rt, x, 2);
    }
    if (!mb) { /* matrix * vector */
        IrId x[2] = {b, a};
        return emit(c, IR_VEC_TIMES_MAT, c->rt, x, 2);
    }
    IrId x[2] = {b, a};
    return emit(c, IR_MAT_TIMES_MAT, c->rt, x, 2);
}

static IrId p_to_bool(Call *c, IrId v, Type *t)
{
    L *l = c->l;
    t = strip(t);
    if (t->scalar == SK_BOOL)
        return v;
    return lw_scalar_convert(l, v, t, ty_with_scalar(l->cc, t, SK_BOOL));
}

static IrId any_all(Call *c, bool all)
{
    L *l = c->l;
    Type *t = strip(aty(c, 0));
    IrId v = p_to_bool(c, arg(c, 0), t);
    unsigned n = ty_component_count(t);
    if (n == 1)
        return v;
    if (is_mat(t)) {
        IrType *ty = ir_type(l->m, ir_type_of(l->m, v));
        IrId acc = 0;
        for (uint32_t r = 0; r < ty->count; r++) {
            IrId row = lw_extract(l, ty->elem, v, r);
            IrId x = ir_unop(&l->b, all ? IR_ALL : IR_ANY, ir_type_bool(l->m), row);
            acc = acc ? ir_binop(&l->b, all ? IR_LAND : IR_LOR, ir_type_bool(l->m), acc, x) : x;
        }
        return acc;
    }
    return ir_unop(&l->b, all ? IR_ALL : IR_ANY, ir_type_bool(l->m), v);
}

/* sign(): float -> FSign then to int (HLSL returns int); int -> SSign. */
static IrId sign_of(Call *c)
{
    L *l = c->l;
    Type *t = aty(c, 0);
    IrId v = arg(c, 0);
    if (flt(t)) {
        IrId s = rowwise(c, IR_FSIGN, lw_type(l, t), &v, 1);
        return lw_scalar_convert(l, s, t, ty_with_scalar(l->cc, strip(t), SK_INT32));
    }
    if (!sgn(t)) { /* unsigned: 0 or 1 */
        Type *it = ty_with_scalar(l->cc, strip(t), SK_INT32);
        IrId ne = lw_binop(l, BO_NE, t, v, lw_zero(l, t), false);
        IrId a[3] = {ne, lw_one(l, it), lw_zero(l, it)};
        return rowwise(c, IR_SELECT, c->rt, a, 3);
    }
    IrId s = rowwise(c, IR_SSIGN, lw_type(l, t), &v, 1);
    return lw_convert(l, s, t, c->e->type);
}

/* ---- atomics --------------------------------------------------------------- */

/* The pointer for an Interlocked* destination (buffer/groupshared element
 * or a texel). */
static IrId atomic_ptr(Call *c, Expr *dest, Type **vt)
{
    L *l = c->l;
    LVal lv;
    *vt = dest->type;
    if (!lw_lvalue(l, dest, &lv)) {
        diag(l->cc, dest->loc, D_LOWER_INTERLOCKED_DEST);
        return 0;
    }
    if (lv.kind == LV_PTR) {
        mark_atomic(l, lv.ptr);
        return lv.ptr;
    }
    if (lv.kind == LV_TEXEL) {
        IrId img = lv.res.global;
        if (lv.res.index) {
            IrValue *gv = ir_value(l->m, img);
            img = lw_access(l, img, SpvStorageClassUniformConstant,
                            ir_type(l->m, gv->u.g->pointee)->elem, &lv.res.index, 1);
        }
        IrTypeId st = lw_scalar_type(l, strip(lv.type)->scalar);
        IrId a[3] = {img, lv.coord, lw_u32(l, 0)};
        mark_atomic(l, lv.res.global);
        return ir_emit(&l->b, IR_TEXEL_POINTER, lw_ptr_type(l, SpvStorageClassImage, st), a, 3, NULL, 0);
    }
    diag(l->cc, dest->loc, D_LOWER_INTERLOCKED_DEST);
    return 0;
}

static IrId atomic_rmw(L *l, IrOp op, IrTypeId t, IrId ptr, IrId v)
{
    IrId a[2] = {ptr, v};
    uint32_t lits[2] = {SpvScopeDevice, SpvMemorySemanticsMaskNone};
    return ir_emit(&l->b, op, t, a, 2, lits, 2);
}

static IrId atomic_cmpxchg(L *l, IrTypeId t, IrId ptr, IrId value, IrId cmp)
{
    IrId a[3] = {ptr, value, cmp};
    uint32_t lits[3] = {SpvScopeDevice, SpvMemorySemanticsMaskNone, SpvMemorySemanticsMaskNone};
    return ir_emit(&l->b, IR_ATOMIC_CMPXCHG, t, a, 3, lits, 3);
}

static IrOp atomic_op(BuiltinId id, bool is_signed)
{
    switch (id) {
    case BI_INTERLOCKED_ADD: case BI_BAB_INTERLOCKED_ADD: return IR_ATOMIC_IADD;
    case BI_INTERLOCKED_AND: case BI_BAB_INTERLOCKED_AND: return IR_ATOMIC_AND;
    case BI_INTERLOCKED_OR: case BI_BAB_INTERLOCKED_OR: return IR_ATOMIC_OR;
    case BI_INTERLOCKED_XOR: case BI_BAB_INTERLOCKED_XOR: return IR_ATOMIC_XOR;
    case BI_INTERLOCKED_MIN: case BI_BAB_INTERLOCKED_MIN: return is_signed ? IR_ATOMIC_SMIN : IR_ATOMIC_UMIN;
    case BI_INTERLOCKED_MAX: case BI_BAB_INTERLOCKED_MAX: return is_signed ? IR_ATOMIC_SMAX : IR_ATOMIC_UMAX;
    case BI_INTERLOCKED_EXCHANGE: case BI_BAB_INTERLOCKED_EXCHANGE: return IR_ATOMIC_EXCHANGE;
    default: return IR_NOP;
    }
}

/* Interlocked*(dest, value [, out original]) and the compare forms. */
static IrId interlocked(Call *c, IrId ptr, Type *vt, uint32_t first)
{
    L *l = c->l;
    BuiltinId id = c->e->builtin;
    IrTypeId t = lw_type(l, vt);
    uint32_t n = c->e->args.len;
    if (!ptr)
        return 0;
    if (id == BI_INTERLOCKED_COMPARE_EXCHANGE || id == BI_INTERLOCKED_COMPARE_STORE ||
        id == BI_BAB_INTERLOCKED_COMPARE_EXCHANGE || id == BI_BAB_INTERLOCKED_COMPARE_STORE) {
        IrId cmp = lw_convert(l, arg(c, first), aty(c, first), vt);
        IrId val = lw_convert(l, arg(c, first + 1), aty(c, first + 1), vt);
        IrId r = atomic_cmpxchg(l, t, ptr, val, cmp);
        if (n > first + 2)
            store_out(c, first + 2, r, vt);
        return 0;
    }
    IrOp op = atomic_op(id, sgn(vt));
    if (op == IR_NOP) {
        diag(l->cc, c->e->loc, D_LOWER_INTERLOCKED_OP, builtin_name(id));
        return 0;
    }
    IrId val = lw_convert(l, arg(c, first), aty(c, first), vt);
    IrId r = atomic_rmw(l, op, t, ptr, val);
    if (n > first + 1)
        store_out(c, first + 1, r, vt);
    return 0;
}

/* ---- buffers ------------------------------------------------------------------ */

static IrId buffer_base(Call *c, ResRef *r)
{
    L *l = c->l;
    if (!lw_res(l, c->e->object, r))
        return 0;
    IrId g = r->global;
    if (r->index) {
        IrValue *gv = ir_value(l->m, g);
        g = lw_access(l, g, gv->u.g->storage, ir_type(l->m, gv->u.g->pointee)->elem, &r->index, 1);
    }
    return g;
}

static IrId bab_word(Call *c, IrId base, IrId word_index)
{
    L *l = c->l;
    IrId idx[2] = {lw_i32(l, 0), word_index};
    return lw_access(l, base, SpvStorageClassStorageBuffer, ir_type_int(l->m, 32, false), idx, 2);
}

static IrId addr_to_word(Call *c, IrId addr, uint32_t plus)
{
    L *l = c->l;
    IrTypeId u = ir_type_int(l->m, 32, false);
    IrId w = ir_binop(&l->b, IR_SHR_LOGICAL, u, addr, lw_u32(l, 2));
    if (plus)
        w = ir_binop(&l->b, IR_IADD, u, w, lw_u32(l, plus));
    return w;
}

static IrId bab_load(Call *c, unsigned words_hint)
{
    L *l = c->l;
    ResRef r;
    IrId base = buffer_base(c, &r);
    IrId addr = lw_convert(l, arg(c, 0), aty(c, 0), ty_scalar(l->cc, SK_UINT32));
    Type *rt = strip(c->e->type);
    unsigned n = ty_component_count(rt);
    if (!ty_is_numeric(rt) || ty_scalar_bits(rt->scalar) != 32 || is_mat(rt)) {
        if (c->e->args.len > 1)
            store_out(c, 1, lw_u32(l, 0), ty_scalar(l->cc, SK_UINT32));
        return lw_bab_read(l, base, addr, rt);
    }
    (void)words_hint;
    IrTypeId u = ir_type_int(l->m, 32, false);
    IrId w[4];
    for (unsigned i = 0; i < n; i++)
        w[i] = ir_load(&l->b, bab_word(c, base, addr_to_word(c, addr, i)));
    IrId v = n == 1 ? w[0] : ir_emit(&l->b, IR_CONSTRUCT, ir_type_vector(l->m, u, n), w, n, NULL, 0);
    if (rt->scalar == SK_BOOL)
        return lw_scalar_convert(l, v, ty_with_scalar(l->cc, rt, SK_UINT32), rt);
    if (rt->scalar != SK_UINT32)
        return ir_unop(&l->b, IR_BITCAST, c->rt, v);
    if (c->e->args.len > 1)
        store_out(c, 1, lw_u32(l, 0), ty_scalar(l->cc, SK_UINT32));
    return v;
}

static void bab_store(Call *c)
{
    L *l = c->l;
    ResRef r;
    IrId base = buffer_base(c, &r);
    IrId addr = lw_convert(l, arg(c, 0), aty(c, 0), ty_scalar(l->cc, SK_UINT32));
    Type *vt = strip(aty(c, 1));
    IrId v = arg(c, 1);
    unsigned n = ty_component_count(vt);
    if (!ty_is_numeric(vt) || ty_scalar_bits(vt->scalar) != 32 || is_mat(vt)) {
        lw_bab_write(l, base, addr, vt, v);
        return;
    }
    IrTypeId u = ir_type_int(l->m, 32, false);
    Type *ut = ty_with_scalar(l->cc, vt, SK_UINT32);
    if (vt->scalar == SK_BOOL)
        v = lw_scalar_convert(l, v, vt, ut);
    else if (vt->scalar != SK_UINT32)
        v = ir_unop(&l->b, IR_BITCAST, lw_type(l, ut), v);
    for (unsigned i = 0; i < n; i++) {
        IrId wv = n == 1 ? v : lw_extract(l, u, v, i);
        ir_store(&l->b, bab_word(c, base, addr_to_word(c, addr, i)), wv);
    }
}

static IrId sb_elem_ptr(Call *c, IrId base, IrId idx)
{
    L *l = c->l;
    IrTypeId st = ir_type(l->m, ir_type_of(l->m, base))->elem;
    IrTypeId rt = ir_type(l->m, st)->members[0].type;
    IrId ids[2] = {lw_i32(l, 0), idx};
    return lw_access(l, base, SpvStorageClassStorageBuffer, ir_type(l->m, rt)->elem, ids, 2);
}

static IrId counter_op(Call *c, ResRef *r, bool inc)
{
    L *l = c->l;
    IrId cv = lw_counter_var(l, r);
    IrTypeId i32 = ir_type_int(l->m, 32, true);
    IrId zero = lw_i32(l, 0);
    /* an array's counters: the element's own (its index), then the count */
    IrTypeKind ck = ir_type(l->m, ir_value(l->m, cv)->u.g->pointee)->kind;
    bool arrayed = ck == IR_TY_ARRAY || ck == IR_TY_RUNTIME_ARRAY;
    IrId ids[2] = {arrayed ? (r->index ? r->index : lw_u32(l, 0)) : zero, zero};
    IrId p = lw_access(l, cv, SpvStorageClassStorageBuffer, i32, ids, arrayed ? 2 : 1);
    if (arrayed && r->nonuniform)
        lw_nonuniform_access(l, p, ids[0]);
    IrId old = atomic_rmw(l, inc ? IR_ATOMIC_IADD : IR_ATOMIC_ISUB, i32, p, lw_i32(l, 1));
    IrId v = inc ? old : ir_binop(&l->b, IR_ISUB, i32, old, lw_i32(l, 1));
    return ir_unop(&l->b, IR_BITCAST, ir_type_int(l->m, 32, false), v);
}

static IrId get_dimensions(Call *c)
{
    L *l = c->l;
    ResRef r;
    Type *ot = strip(c->e->object->type);
    const ResInfo *ri = ty_res_info(ot->res);
    if (ri->cls == RC_STRUCTURED || ri->cls == RC_BYTE_ADDRESS) {
        IrId base = buffer_base(c, &r);
        uint32_t member = 0;
        IrId len = ir_emit(&l->b, IR_ARRAY_LENGTH, ir_type_int(l->m, 32, false), &base, 1, &member, 1);
        Type *u = ty_scalar(l->cc, SK_UINT32);
        if (ri->cls == RC_BYTE_ADDRESS) {
            store_out(c, 0, ir_binop(&l->b, IR_IMUL, lw_type(l, u), len, lw_u32(l, 4)), u);
        } else {
            store_out(c, 0, len, u);
            if (c->e->args.len > 1) {
                IrTypeId st = ir_type(l->m, ir_type_of(l->m, base))->elem;
                IrTypeId rt = ir_type(l->m, st)->members[0].type;
                store_out(c, 1, lw_u32(l, ir_type(l->m, rt)->stride), u);
            }
        }
        return 0;
    }
    if (ri->cls == RC_TEXTURE || ri->cls == RC_RWTEXTURE || ri->cls == RC_BUFFER_VIEW) {
        if (!lw_res(l, c->e->object, &r))
            return 0;
        IrId img = lw_res_image(l, &r);
        bool has_mip = ri->cls == RC_TEXTURE && !(ri->flags & RF_MS) && ri->dim != 'b';
        unsigned dims = ri->dim == 1 ? 1 : ri->dim == 3 ? 3 : ri->dim == 'b' ? 1 : 2;
        if (ri->flags & RF_ARRAY)
            dims++;
        IrTypeId u = ir_type_int(l->m, 32, false);
        IrTypeId vt = dims > 1 ? ir_type_vector(l->m, u, dims) : u;
        uint32_t first = 0;
        IrId size;
        if (has_mip) {
            IrId lod = lw_u32(l, 0);
            if (c->e->args.len == dims + 2) { /* (mip, w, h.., levels) */
                lod = lw_convert(l, arg(c, 0), aty(c, 0), ty_scalar(l->cc, SK_UINT32));
                first = 1;
            }
            IrId a[2] = {img, lod};
            size = ir_emit(&l->b, IR_QUERY_SIZE_LOD, vt, a, 2, NULL, 0);
        } else {
            size = ir_emit(&l->b, IR_QUERY_SIZE, vt, &img, 1, NULL, 0);
        }
        ir_add_capability(l->m, SpvCapabilityImageQuery);
        Type *ut = ty_scalar(l->cc, SK_UINT32);
        for (unsigned i = 0; i < dims && first + i < c->e->args.len; i++) {
            IrId v = dims > 1 ? lw_extract(l, u, size, i) : size;
            Type *at = strip(aty(c, first + i));
            if (flt(at))
                store_out(c, first + i, ir_unop(&l->b, IR_UTOF, lw_type(l, at), v), at);
            else
                store_out(c, first + i, v, ut);
        }
        uint32_t rest = first + dims;
        if (rest < c->e->args.len) {
            IrId v;
            if (ri->flags & RF_MS)
                v = ir_emit(&l->b, IR_QUERY_SAMPLES, u, &img, 1, NULL, 0);
            else
                v = ir_emit(&l->b, IR_QUERY_LEVELS, u, &img, 1, NULL, 0);
            Type *at = strip(aty(c, rest));
            if (flt(at))
                store_out(c, rest, ir_unop(&l->b, IR_UTOF, lw_type(l, at), v), at);
            else
                store_out(c, rest, v, ut);
        }
        return 0;
    }
    diag(l->cc, c->e->loc, D_LOWER_GET_DIMENSIONS);
    return 0;
}

/* sb.Load(i) (texture and buffer loads are in texture.c). */
static IrId load_method(Call *c)
{
    L *l = c->l;
    Type *ot = strip(c->e->object->type);
    const ResInfo *ri = ty_res_info(ot->res);
    ResRef r;
    if (ri->cls == RC_STRUCTURED) {
        IrId base = buffer_base(c, &r);
        if (!base)
            return 0; /* unresolved resource: diagnosed */
        IrId p = sb_elem_ptr(c, base, arg(c, 0));
        return lw_load_mem(l, p, SpvStorageClassStorageBuffer, c->e->type, true);
    }
    diag(l->cc, c->e->loc, D_LOWER_LOAD_OBJECT);
    return ir_undef(l->m, c->rt);
}

/* transpose() of an integer or bool matrix (an array of row vectors):
 * element by element, as DXC does. */
static IrId transpose_rows(Call *c, Type *t, IrId a)
{
    L *l = c->l;
    t = strip(t);
    IrTypeId st = lw_scalar_type(l, t->scalar);
    IrTypeId srow = ir_type(l->m, lw_type(l, t))->elem, drow = ir_type(l->m, c->rt)->elem;
    IrId src[4], rows[4];
    for (unsigned r = 0; r < t->rows && r < 4; r++)
        src[r] = lw_extract(l, srow, a, r);
    for (unsigned j = 0; j < t->cols && j < 4; j++) {
        IrId el[4];
        for (unsigned r = 0; r < t->rows && r < 4; r++)
            el[r] = lw_extract(l, st, src[r], j);
        rows[j] = emit(c, IR_CONSTRUCT, drow, el, t->rows);
    }
    return emit(c, IR_CONSTRUCT, c->rt, rows, t->cols);
}

/* msad4(reference, source, accum): window w is bytes w..w+3 of the 8-byte
 * source.yx ((source.x >> 8w) with source.y's low bytes above it); per
 * window the sum of |ref byte - source byte| over the reference bytes that
 * are not zero, added to accum. (DXC's SPIR-V builds the windows with a left
 * shift, which does not match the D3D definition; this follows D3D.) */
static IrId msad4(Call *c)
{
    L *l = c->l;
    IrModule *m = l->m;
    IrTypeId u = ir_type_int(m, 32, false), i32 = ir_type_int(m, 32, true);
    IrId ref = arg(c, 0), src = arg(c, 1), acc = arg(c, 2);
    IrId k[25];
    for (unsigned i = 0; i <= 24; i++)
        k[i] = ir_const_int(m, u, i);
    IrId s0 = lw_extract(l, u, src, 0), s1 = lw_extract(l, u, src, 1);
    IrId win[4] = {s0};
    for (unsigned w = 1; w < 4; w++) {
        IrId b[4] = {ir_binop(&l->b, IR_SHR_LOGICAL, u, s0, k[8 * w]), s1, k[32 - 8 * w], k[8 * w]};
        win[w] = emit(c, IR_BITFIELD_INSERT, u, b, 4);
    }
    IrId rb[4], rz[4];
    for (unsigned i = 0; i < 4; i++) {
        IrId b[3] = {ref, k[8 * i], k[8]};
        IrId byte = emit(c, IR_BITFIELD_UEXTRACT, u, b, 3);
        rb[i] = ir_unop(&l->b, IR_BITCAST, i32, byte);
        rz[i] = ir_binop(&l->b, IR_IEQ, ir_type_bool(m), byte, k[0]);
    }
    IrId out[4];
    for (unsigned w = 0; w < 4; w++) {
        IrId sum = lw_extract(l, u, acc, w);
        for (unsigned i = 0; i < 4; i++) {
            IrId b[3] = {win[w], k[8 * i], k[8]};
            IrId sb = ir_unop(&l->b, IR_BITCAST, i32, emit(c, IR_BITFIELD_UEXTRACT, u, b, 3));
            IrId d = ir_binop(&l->b, IR_ISUB, i32, rb[i], sb);
            IrId ad = ir_unop(&l->b, IR_BITCAST, u, emit(c, IR_SABS, i32, &d, 1));
            IrId sel[3] = {rz[i], k[0], ad};
            sum = ir_binop(&l->b, IR_IADD, u, sum, emit(c, IR_SELECT, u, sel, 3));
        }
        out[w] = sum;
    }
    return emit(c, IR_CONSTRUCT, c->rt, out, 4);
}

/* ---- dispatch -------------------------------------------------------------------- */

/* EvaluateAttributeAtSample/Centroid/Snapped: GLSL.std.450 InterpolateAt*
 * on the input's own variable (SPIR-V interpolates a pointer to an Input
 * variable, not a value). Snapped's offset is in 1/16 pixel. */
static IrId evaluate_attribute(Call *c)
{
    L *l = c->l;
    Expr *e = c->e;
    IrModule *m = l->m;
    Type *vt = NULL;
    bool pv = false;
    IrId var = l->cc->stage == STAGE_PIXEL ? lw_stage_input_var(l, e->args.data[0], &vt, &pv) : 0;
    IrType *it = var && !pv ? ir_type(m, lw_type(l, vt)) : NULL;
    if (it && it->kind == IR_TY_VECTOR)
        it = ir_type(m, it->elem);
    if (!it || it->kind != IR_TY_FLOAT || it->width != 32) {
        diag(l->cc, e->args.data[0]->loc, D_LOWER_NOT_STAGE_INPUT, builtin_name(e->builtin));
        return ir_undef(m, c->rt);
    }
    if (l->target == OSH_TARGET_WGSL) {
        diag(l->cc, e->loc, D_WGSL_UNAVAILABLE, builtin_name(e->builtin));
        return ir_undef(m, c->rt);
    }
    IrTypeId t = lw_type(l, vt);
    IrId a[2] = {var, 0};
    IrOp op = IR_INTERP_CENTROID;
    uint32_t n = 1;
    if (e->builtin == BI_EVALUATE_ATTRIBUTE_AT_SAMPLE) {
        op = IR_INTERP_SAMPLE;
        a[n++] = lw_convert(l, arg(c, 1), aty(c, 1), ty_scalar(l->cc, SK_INT32));
    } else if (e->builtin == BI_EVALUATE_ATTRIBUTE_SNAPPED) {
        op = IR_INTERP_OFFSET;
        Type *f2 = ty_vector(l->cc, SK_FLOAT, 2);
        IrId off = lw_convert(l, arg(c, 1), aty(c, 1), f2);
        IrTypeId ft = ir_type_float(m, 32);
        IrId sixteenth = ir_const_float(m, ft, 1.0 / 16.0);
        a[n++] = ir_binop(&l->b, IR_VEC_TIMES_SCALAR, lw_type(l, f2), off, sixteenth);
    }
    IrId v = emit(c, op, t, a, n);
    return lw_convert(l, v, vt, e->type);
}

/* GetAttributeAtVertex(x, k): vertex k's value of the nointerpolation input
 * x, from its per-vertex variable (T[3], PerVertexKHR; stageio.c makes
 * every nointerpolation input one when the shader calls this). */
static IrId attribute_at_vertex(Call *c)
{
    L *l = c->l;
    Expr *e = c->e;
    IrModule *m = l->m;
    Type *vt = NULL;
    Expr *x = e->args.data[0];
    if (l->target == OSH_TARGET_WGSL) {
        diag(l->cc, e->loc, D_WGSL_UNAVAILABLE, "GetAttributeAtVertex (per-vertex attributes)");
        return ir_undef(m, c->rt);
    }
    IrId var = l->cc->stage == STAGE_PIXEL ? lw_per_vertex_source(l, x, &vt) : 0;
    if (!var) {
        diag(l->cc, x->loc, D_LOWER_NOT_PER_VERTEX);
        if (x->kind == EX_VAR && x->decl->kind == DK_PARAM && (x->decl->mods & DM_NOINTERPOLATION) &&
            l->cc->stage == STAGE_PIXEL)
            diag_note(l->cc, x->loc,
                      "'%s' is a parameter of '%s': a call passes it something other than a nointerpolation "
                      "input of the entry point (or a parameter given one)",
                      x->decl->name, l->fn && l->fn->decl->name ? l->fn->decl->name : "?");
        return ir_undef(m, c->rt);
    }
    IrId k = lw_convert(l, arg(c, 1), aty(c, 1), ty_scalar(l->cc, SK_UINT32));
    IrId p = lw_access(l, var, SpvStorageClassInput, lw_type(l, vt), &k, 1);
    return lw_convert(l, ir_load(&l->b, p), vt, e->type);
}

/* ---- bit tricks: isnormal, quad votes, dot2add, 8-bit packing ------------------ */

/* v's shape (scalar or vector) with scalar type st. */
static IrTypeId shape_of(Call *c, IrId v, IrTypeId st)
{
    IrModule *m = c->l->m;
    IrType *t = ir_type(m, ir_type_of(m, v));
    return t->kind == IR_TY_VECTOR ? ir_type_vector(m, st, t->count) : st;
}

/* The constant bits in every component of t. */
static IrId bits_of(Call *c, IrTypeId t, uint64_t bits)
{
    IrModule *m = c->l->m;
    IrType *ty = ir_type(m, t);
    if (ty->kind != IR_TY_VECTOR)
        return ir_const_bits(m, t, bits);
    return ir_const_splat(m, t, ir_const_bits(m, ty->elem, bits));
}

/* isnormal, as DXC: the exponent bits are neither all zero nor all one
 * (a scalar or vector a; matrices go row by row). */
static IrId is_normal_of(Call *c, IrId a)
{
    L *l = c->l;
    IrModule *m = l->m;
    unsigned w = ir_type(m, ir_type_scalar_of(m, ir_type_of(m, a)))->width;
    uint64_t mask = w == 16 ? 0x7c00u : w == 64 ? 0x7ff0000000000000ull : 0x7f800000u;
    IrTypeId ut = shape_of(c, a, ir_type_int(m, w, false)), bt = shape_of(c, a, ir_type_bool(m));
    IrId ex = ir_binop(&l->b, IR_AND, ut, ir_unop(&l->b, IR_BITCAST, ut, a), bits_of(c, ut, mask));
    IrId nz = ir_binop(&l->b, IR_INE, bt, ex, bits_of(c, ut, 0));
    IrId nm = ir_binop(&l->b, IR_INE, bt, ex, bits_of(c, ut, mask));
    return ir_binop(&l->b, IR_LAND, bt, nz, nm);
}

static IrId is_normal(Call *c)
{
    L *l = c->l;
    IrId a = arg(c, 0);
    IrType *rt = ir_type(l->m, c->rt);
    if (rt->kind != IR_TY_MATRIX && rt->kind != IR_TY_ARRAY)
        return is_normal_of(c, a);
    IrTypeId at = ir_type(l->m, ir_type_of(l->m, a))->elem;
    IrId rows[4];
    for (uint32_t r = 0; r < rt->count && r < 4; r++)
        rows[r] = is_normal_of(c, lw_extract(l, at, a, r));
    return emit(c, IR_CONSTRUCT, c->rt, rows, rt->count);
}

/* QuadAny/QuadAll without SPV_KHR_quad_control, as DXC: the lane's value
 * with its three quad neighbours' (QuadSwap X, Y, diagonal). */
static IrId quad_vote(Call *c, bool all)
{
    L *l = c->l;
    IrId v = arg(c, 0), acc = v;
    for (uint32_t d = 0; d < 3; d++) {
        IrId s = ir_emit(&l->b, IR_QUAD_SWAP, c->rt, &v, 1, &d, 1);
        acc = ir_binop(&l->b, all ? IR_LAND : IR_LOR, c->rt, acc, s);
    }
    return acc;
}

/* dot2add(half2 a, half2 b, float acc), as DXC: the half products widened
 * to float, summed, plus acc. */
static IrId dot2add(Call *c)
{
    L *l = c->l;
    IrModule *m = l->m;
    IrTypeId f = ir_type_float(m, 32);
    Type *h2 = strip(aty(c, 0));
    IrId a1 = arg(c, 1); /* sequenced in GCC's order (see lw_binop) */
    IrId p = lw_binop(l, BO_MUL, h2, arg(c, 0), a1, false);
    IrId acc = arg(c, 2);
    if (ir_type_scalar_of(m, ir_type_of(m, p)) != f)
        p = ir_unop(&l->b, IR_FCONVERT, ir_type_vector(m, f, 2), p);
    IrId p1 = lw_extract(l, f, p, 1); /* sequenced in GCC's order (see lw_binop) */
    IrId s = ir_binop(&l->b, IR_FADD, f, lw_extract(l, f, p, 0), p1);
    return ir_binop(&l->b, IR_FADD, f, s, acc);
}

/* pack_[clamp_]{u8,s8}: each component's low byte, x first (the clamped
 * forms saturate to the byte's range first). Shifts and masks rather than
 * DXC's 8-bit vectors, so no Int8 capability is needed and WGSL gets the same. */
static IrId pack8(Call *c, bool clamp, bool is_signed)
{
    L *l = c->l;
    IrModule *m = l->m;
    Type *t = strip(aty(c, 0));
    ScalarKind k = clamp || sgn(t) ? SK_INT32 : SK_UINT32;
    IrId v = lw_convert(l, arg(c, 0), t, ty_vector(l->cc, k, 4));
    IrTypeId it = ir_type_int(m, 32, k == SK_INT32), u = ir_type_int(m, 32, false);
    IrId out = 0;
    for (uint32_t i = 0; i < 4; i++) {
        IrId x = lw_extract(l, it, v, i);
        if (clamp) {
            IrId lim[3] = {x, ir_const_int(m, it, is_signed ? -128 : 0), ir_const_int(m, it, is_signed ? 127 : 255)};
            x = emit(c, IR_SCLAMP, it, lim, 3);
        }
        if (it != u)
            x = ir_unop(&l->b, IR_BITCAST, u, x);
        x = ir_binop(&l->b, IR_AND, u, x, ir_const_int(m, u, 0xff));
        if (i)
            x = ir_binop(&l->b, IR_SHL, u, x, ir_const_int(m, u, 8 * i));
        out = i ? ir_binop(&l->b, IR_OR, u, out, x) : x;
    }
    return out;
}

/* Byte i of the packed p, zero- or sign-extended to 32 bits. */
static IrId byte_of(Call *c, IrId p, uint32_t i, bool is_signed)
{
    L *l = c->l;
    IrModule *m = l->m;
    IrTypeId t = ir_type_int(m, 32, is_signed), u = ir_type_int(m, 32, false);
    if (is_signed)
        p = ir_unop(&l->b, IR_BITCAST, t, p);
    IrId a[3] = {p, ir_const_int(m, u, 8 * i), ir_const_int(m, u, 8)};
    return emit(c, is_signed ? IR_BITFIELD_SEXTRACT : IR_BITFIELD_UEXTRACT, t, a, 3);
}

/* unpack_{s8,u8}{s16,u16,s32,u32}: the four bytes, x from the lowest. */
static IrId unpack8(Call *c, bool is_signed)
{
    L *l = c->l;
    IrId p = arg(c, 0), b[4];
    for (uint32_t i = 0; i < 4; i++)
        b[i] = byte_of(c, p, i, is_signed);
    Type *wide = ty_vector(l->cc, is_signed ? SK_INT32 : SK_UINT32, 4);
    IrId v = emit(c, IR_CONSTRUCT, lw_type(l, wide), b, 4);
    return lw_convert(l, v, wide, c->e->type);
}

/* dot4add_{u8,i8}packed(a, b, acc): the four byte products summed, plus
 * acc (wrapping, as the DXIL operation). */
static IrId dot4add(Call *c, bool is_signed)
{
    L *l = c->l;
    IrTypeId t = ir_type_int(l->m, 32, is_signed);
    IrId a = arg(c, 0), b = arg(c, 1), acc = arg(c, 2);
    for (uint32_t i = 0; i < 4; i++) {
        IrId yb = byte_of(c, b, i, is_signed); /* GCC's order (see lw_binop) */
        IrId x = ir_binop(&l->b, IR_IMUL, t, byte_of(c, a, i, is_signed), yb);
        acc = ir_binop(&l->b, IR_IADD, t, acc, x);
    }
    return acc;
}

/* ---- calls that are one IR operation -------------------------------------------- */

/* intrinsics.def's irop column by BuiltinId; IR_OP_COUNT: lw_builtin's switch. */
#define NONE IR_OP_COUNT
static const IrOp direct_ops[BI_COUNT] = {
    [BI_NONE] = NONE,
    [BI_ERROR] = NONE,
#define BUILTIN(id, name, objects, flags, irop, ...) [id] = irop,
#include "hlsl/intrinsics.def"
#undef BUILTIN
};
#undef NONE

/* The arguments, in order, as op's operands; the result has the call's type.
 * A matrix goes row by row (GLSL.std.450 takes none), except into a wave
 * operation, which takes the value whole. */
static IrId direct_op(Call *c, IrOp op)
{
    IrId a[4];
    uint32_t n = c->e->args.len < 4 ? c->e->args.len : 4; /* the table's ops take at most 3 */
    for (uint32_t i = 0; i < n; i++)
        a[i] = arg(c, i);
    if (builtin_is_wave(c->e->builtin))
        return emit(c, op, c->rt, a, n);
    return rowwise(c, op, c->rt, a, n);
}

/* Type vt (vector, or rows of vectors) from its n components, row by row. */
static IrId compose(L *l, IrTypeId vt, const IrId *v, unsigned n)
{
    const IrType *ty = ir_type(l->m, vt);
    if (ty->kind == IR_TY_VECTOR)
        return ir_emit(&l->b, IR_CONSTRUCT, vt, v, n, NULL, 0);
    uint32_t cols = ir_type_components(l->m, ty->elem);
    IrId r[4];
    for (uint32_t i = 0; i < ty->count && i < 4; i++)
        r[i] = ir_emit(&l->b, IR_CONSTRUCT, ty->elem, v + i * cols, cols, NULL, 0);
    return ir_emit(&l->b, IR_CONSTRUCT, vt, r, ty->count, NULL, 0);
}

IrId lw_builtin(L *l, Expr *e)
{
    Call cc = {l, e, e->type ? lw_type(l, e->type) : 0};
    Call *c = &cc;
    IrModule *m = l->m;
    BuiltinId id = e->builtin;
    Type *t0 = e->args.len ? aty(c, 0) : NULL;
    IrId tex;
    if (lw_texture_builtin(l, e, &tex) || lw_rayquery_builtin(l, e, &tex) || lw_rt_builtin(l, e, &tex) ||
        lw_mesh_builtin(l, e, &tex) || lw_wave_builtin(l, e, &tex))
        return tex;
    if (builtin_is_wave(id))
        m->uses_subgroups = true;
    if (id < BI_COUNT && direct_ops[id] != IR_OP_COUNT)
        return direct_op(c, direct_ops[id]);
    switch (id) {
    /* math */
    case BI_ABS: {
        if (flt(t0))
            return unary_op(c, IR_FABS);
        if (sgn(t0))
            return unary_op(c, IR_SABS);
        return arg(c, 0);
    }
    case BI_LOG10: {
        IrId a = arg(c, 0);
        IrId lg = rowwise(c, IR_LOG2, c->rt, &a, 1);
        return lw_binop(l, BO_MUL, e->type, lg,
                        lw_splat(l, e->type, lw_const_scalar(l, e->type, 0.30102999566398119521, 0)), false);
    }
    case BI_FMOD: {
        IrId a = arg(c, 0), b = arg(c, 1);
        return lw_binop(l, BO_MOD, e->type, a, b, false);
    }
    case BI_RCP: {
        IrId a = arg(c, 0);
        return lw_binop(l, BO_DIV, e->type, lw_one(l, e->type), a, false);
    }
    case BI_LDEXP: {
        IrId a = arg(c, 0), b = arg(c, 1);
        IrId p = rowwise(c, IR_EXP2, c->rt, &b, 1);
        return lw_binop(l, BO_MUL, e->type, a, p, false);
    }
    case BI_MIN:
        return binary_op(c, flt(t0) ? IR_FMIN : sgn(t0) ? IR_SMIN : IR_UMIN);
    case BI_MAX:
        return binary_op(c, flt(t0) ? IR_FMAX : sgn(t0) ? IR_SMAX : IR_UMAX);
    case BI_CLAMP:
        return ternary_op(c, flt(t0) ? IR_FCLAMP : sgn(t0) ? IR_SCLAMP : IR_UCLAMP);
    case BI_SATURATE: {
        IrId a[3] = {arg(c, 0), lw_zero(l, e->type), lw_one(l, e->type)};
        return rowwise(c, IR_FCLAMP, c->rt, a, 3);
    }
    case BI_MAD: {
        /* DXC: Fma for floats (row by row for matrices), IMul + IAdd for
         * integers, every result NoContraction (SPIR-V only: WGSL cannot
         * honour it and would warn about `precise` the shader never wrote). */
        IrId a = arg(c, 0), b = arg(c, 1), d = arg(c, 2);
        bool nc = l->target != OSH_TARGET_WGSL;
        if (!flt(t0)) {
            IrId p = lw_binop(l, BO_MUL, e->type, a, b, nc);
            return lw_binop(l, BO_ADD, e->type, p, d, nc);
        }
        IrType *ty = ir_type(m, c->rt);
        if (ty->kind != IR_TY_MATRIX) {
            IrId x[3] = {a, b, d};
            IrInst *in = ir_emit_inst(&l->b, IR_FMA, c->rt, x, 3, NULL, 0);
            if (nc)
                in->flags |= IRF_NO_CONTRACTION;
            return in->id;
        }
        IrId rows[4];
        for (uint32_t r = 0; r < ty->count && r < 4; r++) {
            IrId x[3] = {lw_extract(l, ty->elem, a, r), lw_extract(l, ty->elem, b, r),
                         lw_extract(l, ty->elem, d, r)};
            IrInst *in = ir_emit_inst(&l->b, IR_FMA, ty->elem, x, 3, NULL, 0);
            if (nc)
                in->flags |= IRF_NO_CONTRACTION;
            rows[r] = in->id;
        }
        return ir_emit(&l->b, IR_CONSTRUCT, c->rt, rows, ty->count, NULL, 0);
    }
    case BI_ASDOUBLE: {
        /* asdouble(lo, hi): the two words as one double, per component. */
        IrId lo = arg(c, 0), hi = arg(c, 1);
        unsigned n = ty_component_count(t0);
        IrTypeId u = ir_type_int(m, 32, false), u2 = ir_type_vector(m, u, 2);
        IrTypeId f64 = ir_type_float(m, 64);
        IrId d[4];
        for (unsigned i = 0; i < n && i < 4; i++) {
            IrId w[2] = {n == 1 ? lo : lw_extract(l, u, lo, i), n == 1 ? hi : lw_extract(l, u, hi, i)};
            IrId v = ir_emit(&l->b, IR_CONSTRUCT, u2, w, 2, NULL, 0);
            d[i] = ir_unop(&l->b, IR_BITCAST, f64, v);
        }
        return n == 1 ? d[0] : ir_emit(&l->b, IR_CONSTRUCT, c->rt, d, n, NULL, 0);
    }
    case BI_FREXP: {
        /* FrexpStruct; the exponent comes back as the argument's float
         * type. A matrix goes row by row (FrexpStruct takes scalars and
         * vectors). */
        IrId a = arg(c, 0);
        IrTypeId ft = lw_type(l, t0);
        const IrType *fty = ir_type(m, ft);
        uint32_t nrows = fty->kind == IR_TY_MATRIX ? fty->count : 1;
        IrTypeId rt = fty->kind == IR_TY_MATRIX ? fty->elem : ft;
        unsigned n = ir_type_components(m, rt);
        IrTypeId it = ir_type_int(m, 32, true);
        if (n > 1)
            it = ir_type_vector(m, it, n);
        IrMember mb[2] = {{.type = rt}, {.type = it}};
        IrTypeId st = ir_type_struct(m, str_intern_c(l->cc, "ResType"), mb, 2, false, false);
        IrId mant[4], expo[4];
        for (uint32_t r = 0; r < nrows && r < 4; r++) {
            IrId row = fty->kind == IR_TY_MATRIX ? lw_extract(l, rt, a, r) : a;
            IrId fr = emit(c, IR_FREXP_STRUCT, st, &row, 1);
            expo[r] = ir_unop(&l->b, IR_STOF, rt, lw_extract(l, it, fr, 1));
            mant[r] = lw_extract(l, rt, fr, 0);
        }
        if (fty->kind != IR_TY_MATRIX) {
            store_out(c, 1, expo[0], t0);
            return mant[0];
        }
        store_out(c, 1, ir_emit(&l->b, IR_CONSTRUCT, ft, expo, nrows, NULL, 0), t0);
        return ir_emit(&l->b, IR_CONSTRUCT, ft, mant, nrows, NULL, 0);
    }
    case BI_SIGN: return sign_of(c);
    case BI_DOT: {
        IrId b = arg(c, 1); /* sequenced in GCC's order (see lw_binop) */
        return dot_of(c, arg(c, 0), b, t0);
    }
    case BI_LENGTH: {
        if (ty_component_count(t0) == 1)
            return unary_op(c, IR_FABS);
        IrId a = arg(c, 0);
        return emit(c, IR_LENGTH, c->rt, &a, 1);
    }
    case BI_MUL: return mul(c);
    case BI_TRANSPOSE: {
        IrId a = arg(c, 0);
        if (!is_mat(t0))
            return a; /* 1xN, Nx1 and 1x1 have the same representation transposed */
        if (!flt(t0))
            return transpose_rows(c, t0, a);
        return emit(c, IR_TRANSPOSE, c->rt, &a, 1);
    }
    case BI_LIT: {
        /* DXC: (1, max(0, n.l), min(n.l, n.h) < 0 ? 0 : n.h * m, 1). */
        Type *st = strip(t0);
        IrTypeId ft = lw_type(l, st);
        IrId ndl = arg(c, 0), ndh = arg(c, 1), mm = arg(c, 2);
        IrId zero = lw_zero(l, st), one = lw_one(l, st);
        IrId x[2] = {zero, ndl}, y[2] = {ndl, ndh};
        IrId diffuse = emit(c, IR_FMAX, ft, x, 2);
        IrId neg = lw_binop(l, BO_LT, st, emit(c, IR_FMIN, ft, y, 2), zero, false);
        IrId s[3] = {neg, zero, lw_binop(l, BO_MUL, st, ndh, mm, false)};
        IrId v[4] = {one, diffuse, emit(c, IR_SELECT, ft, s, 3), one};
        return emit(c, IR_CONSTRUCT, c->rt, v, 4);
    }
    case BI_DST: {
        /* (1, a.y * b.y, a.z, b.w) */
        Type *st = ty_scalar(l->cc, strip(t0)->scalar);
        IrTypeId sc = lw_type(l, st);
        IrId a = arg(c, 0), b = arg(c, 1);
        IrId by = lw_extract(l, sc, b, 1); /* sequenced in GCC's order */
        IrId y = lw_binop(l, BO_MUL, st, lw_extract(l, sc, a, 1), by, false);
        IrId v[4] = {lw_one(l, st), y, lw_extract(l, sc, a, 2), lw_extract(l, sc, b, 3)};
        return emit(c, IR_CONSTRUCT, c->rt, v, 4);
    }
    case BI_D3DCOLORTOUBYTE4: {
        /* DXC: int4(x.zyxw * 255.002) */
        IrId a = arg(c, 0);
        IrTypeId f4 = lw_type(l, strip(t0));
        uint32_t zyxw[4] = {2, 1, 0, 3};
        IrId sv[2] = {a, a};
        IrId sw = ir_emit(&l->b, IR_SHUFFLE, f4, sv, 2, zyxw, 4);
        IrId k = ir_const_float(m, ir_type_float(m, 32), 255.001999);
        return ir_unop(&l->b, IR_FTOS, c->rt, ir_binop(&l->b, IR_VEC_TIMES_SCALAR, f4, sw, k));
    }
    case BI_MSAD4: return msad4(c);
    case BI_ISFINITE: {
        IrId a = arg(c, 0);
        IrId n = rowwise(c, IR_ISNAN, c->rt, &a, 1);
        IrId i = rowwise(c, IR_ISINF, c->rt, &a, 1);
        IrId o = lw_binop(l, BO_LOR, e->type, n, i, false);
        return rowwise(c, IR_LNOT, c->rt, &o, 1); /* a bool matrix: row by row */
    }
    case BI_SINCOS: {
        IrId a = arg(c, 0);
        IrTypeId t = lw_type(l, t0);
        store_out(c, 1, rowwise(c, IR_SIN, t, &a, 1), t0);
        store_out(c, 2, rowwise(c, IR_COS, t, &a, 1), t0);
        return 0;
    }
    case BI_MODF: {
        IrId a = arg(c, 0);
        IrId ip = rowwise(c, IR_TRUNC, c->rt, &a, 1);
        store_out(c, 1, ip, e->type);
        return lw_binop(l, BO_SUB, e->type, a, ip, false);
    }
    case BI_ALL: return any_all(c, true);
    case BI_ANY: return any_all(c, false);
    case BI_ASUINT:
    case BI_ASINT:
    case BI_ASFLOAT:
    case BI_ASUINT16:
    case BI_ASINT16:
    case BI_ASFLOAT16: {
        if (e->args.len == 3) {
            /* asuint(double d, out uint lo, out uint hi): d's two words, per
             * component (a matrix's up to 16, through (row, column)). */
            IrId a = arg(c, 0);
            unsigned n = ty_component_count(t0);
            IrTypeId u = ir_type_int(m, 32, false), u2 = ir_type_vector(m, u, 2);
            IrTypeId f64 = ir_type_float(m, 64);
            IrTypeId at = ir_type_of(m, a);
            bool rows = ir_type(m, at)->kind != IR_TY_VECTOR && n > 1;
            uint32_t cols = rows ? ir_type_components(m, ir_type(m, at)->elem) : n;
            IrId lo[16], hi[16];
            for (unsigned i = 0; i < n && i < 16; i++) {
                uint32_t idx[2] = {i / cols, i % cols};
                IrId x = n == 1 ? a : rows ? ir_emit(&l->b, IR_EXTRACT, f64, &a, 1, idx, 2) : lw_extract(l, f64, a, i);
                IrId w = ir_unop(&l->b, IR_BITCAST, u2, x);
                lo[i] = lw_extract(l, u, w, 0);
                hi[i] = lw_extract(l, u, w, 1);
            }
            Type *ut = ty_with_scalar(l->cc, strip(t0), SK_UINT32);
            IrTypeId vt = lw_type(l, ut);
            store_out(c, 1, n == 1 ? lo[0] : compose(l, vt, lo, n), ut);
            store_out(c, 2, n == 1 ? hi[0] : compose(l, vt, hi, n), ut);
            return 0;
        }
        IrId a = arg(c, 0);
        if (lw_type(l, t0) == c->rt)
            return a;
        return rowwise(c, IR_BITCAST, c->rt, &a, 1);
    }
    case BI_COUNTBITS: return countbits(c);
    case BI_REVERSEBITS: return reversebits(c);
    case BI_FIRSTBITHIGH: return unary_op(c, sgn(t0) ? IR_FIND_SMSB : IR_FIND_UMSB);
    case BI_F32TOF16: {
        IrId a = arg(c, 0);
        IrTypeId f = ir_type_float(m, 32), u = ir_type_int(m, 32, false);
        unsigned n = ty_component_count(t0);
        IrId out[4];
        for (unsigned i = 0; i < n; i++) {
            IrId x = n == 1 ? a : lw_extract(l, f, a, i);
            IrId v2[2] = {x, ir_const_float(m, f, 0.0)};
            IrId vec = ir_emit(&l->b, IR_CONSTRUCT, ir_type_vector(m, f, 2), v2, 2, NULL, 0);
            out[i] = ir_unop(&l->b, IR_PACK_HALF2X16, u, vec);
        }
        return n == 1 ? out[0] : ir_emit(&l->b, IR_CONSTRUCT, c->rt, out, n, NULL, 0);
    }
    case BI_F16TOF32: {
        IrId a = arg(c, 0);
        IrTypeId f = ir_type_float(m, 32), u = ir_type_int(m, 32, false);
        unsigned n = ty_component_count(t0);
        IrId out[4];
        for (unsigned i = 0; i < n; i++) {
            IrId x = n == 1 ? a : lw_extract(l, u, a, i);
            IrId v = ir_unop(&l->b, IR_UNPACK_HALF2X16, ir_type_vector(m, f, 2), x);
            out[i] = lw_extract(l, f, v, 0);
        }
        return n == 1 ? out[0] : ir_emit(&l->b, IR_CONSTRUCT, c->rt, out, n, NULL, 0);
    }
    case BI_NONUNIFORM_RESOURCE_INDEX: {
        IrId a = arg(c, 0);
        ir_add_capability(m, SpvCapabilityShaderNonUniform);
        return a;
    }

    /* barriers (DXC's scopes and semantics) */
    case BI_GROUP_MEMORY_BARRIER_SYNC:
    case BI_DEVICE_MEMORY_BARRIER_SYNC:
    case BI_ALL_MEMORY_BARRIER_SYNC:
    case BI_GROUP_MEMORY_BARRIER:
    case BI_DEVICE_MEMORY_BARRIER:
    case BI_ALL_MEMORY_BARRIER: {
        uint32_t ar = SpvMemorySemanticsAcquireReleaseMask;
        uint32_t sem, scope;
        if (id == BI_GROUP_MEMORY_BARRIER_SYNC || id == BI_GROUP_MEMORY_BARRIER) {
            sem = ar | SpvMemorySemanticsWorkgroupMemoryMask;
            scope = SpvScopeWorkgroup;
        } else if (id == BI_DEVICE_MEMORY_BARRIER_SYNC || id == BI_DEVICE_MEMORY_BARRIER) {
            sem = ar | SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsImageMemoryMask;
            scope = SpvScopeDevice;
        } else {
            sem = ar | SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask |
                  SpvMemorySemanticsImageMemoryMask;
            scope = SpvScopeDevice;
        }
        bool sync = id == BI_GROUP_MEMORY_BARRIER_SYNC || id == BI_DEVICE_MEMORY_BARRIER_SYNC ||
                    id == BI_ALL_MEMORY_BARRIER_SYNC;
        if (sync) {
            uint32_t lits[3] = {SpvScopeWorkgroup, scope, sem};
            ir_emit(&l->b, IR_CONTROL_BARRIER, 0, NULL, 0, lits, 3);
        } else {
            uint32_t lits[2] = {scope, sem};
            ir_emit(&l->b, IR_MEMORY_BARRIER, 0, NULL, 0, lits, 2);
        }
        return 0;
    }

    /* atomics */
    case BI_INTERLOCKED_ADD:
    case BI_INTERLOCKED_AND:
    case BI_INTERLOCKED_OR:
    case BI_INTERLOCKED_XOR:
    case BI_INTERLOCKED_MIN:
    case BI_INTERLOCKED_MAX:
    case BI_INTERLOCKED_EXCHANGE:
    case BI_INTERLOCKED_COMPARE_EXCHANGE:
    case BI_INTERLOCKED_COMPARE_STORE: {
        Type *vt;
        IrId p = atomic_ptr(c, e->args.data[0], &vt);
        return interlocked(c, p, vt, 1);
    }
    case BI_BAB_INTERLOCKED_ADD:
    case BI_BAB_INTERLOCKED_AND:
    case BI_BAB_INTERLOCKED_OR:
    case BI_BAB_INTERLOCKED_XOR:
    case BI_BAB_INTERLOCKED_MIN:
    case BI_BAB_INTERLOCKED_MAX:
    case BI_BAB_INTERLOCKED_EXCHANGE:
    case BI_BAB_INTERLOCKED_COMPARE_EXCHANGE:
    case BI_BAB_INTERLOCKED_COMPARE_STORE: {
        ResRef r;
        IrId base = buffer_base(c, &r);
        IrId addr = lw_convert(l, arg(c, 0), aty(c, 0), ty_scalar(l->cc, SK_UINT32));
        IrId p = bab_word(c, base, addr_to_word(c, addr, 0));
        mark_atomic(l, p);
        return interlocked(c, p, ty_scalar(l->cc, SK_UINT32), 1);
    }

    /* buffers */
    case BI_BAB_LOAD: return bab_load(c, 1);
    case BI_BAB_LOAD2: return bab_load(c, 2);
    case BI_BAB_LOAD3: return bab_load(c, 3);
    case BI_BAB_LOAD4: return bab_load(c, 4);
    case BI_BAB_STORE:
    case BI_BAB_STORE2:
    case BI_BAB_STORE3:
    case BI_BAB_STORE4:
        bab_store(c);
        return 0;
    case BI_LOAD: return load_method(c);
    case BI_GET_DIMENSIONS: return get_dimensions(c);
    case BI_INCREMENT_COUNTER:
    case BI_DECREMENT_COUNTER: {
        ResRef r;
        if (!lw_res(l, e->object, &r))
            return 0;
        return counter_op(c, &r, id == BI_INCREMENT_COUNTER);
    }
    case BI_APPEND: {
        ResRef r;
        IrId base = buffer_base(c, &r);
        if (!base)
            return 0; /* unresolved resource: diagnosed */
        IrId v = arg(c, 0);
        IrId idx = counter_op(c, &r, true);
        IrId p = sb_elem_ptr(c, base, idx);
        lw_store_mem(l, p, SpvStorageClassStorageBuffer, aty(c, 0), true, v);
        return 0;
    }
    case BI_CONSUME: {
        ResRef r;
        IrId base = buffer_base(c, &r);
        if (!base)
            return 0; /* unresolved resource: diagnosed */
        IrId idx = counter_op(c, &r, false);
        IrId p = sb_elem_ptr(c, base, idx);
        return lw_load_mem(l, p, SpvStorageClassStorageBuffer, e->type, true);
    }
    case BI_STREAM_APPEND:
        lw_stream_append(l, e->object, arg(c, 0));
        return 0;
    case BI_STREAM_RESTART_STRIP:
        lw_stream_restart(l, e->object);
        return 0;

    case BI_EVALUATE_ATTRIBUTE_AT_SAMPLE:
    case BI_EVALUATE_ATTRIBUTE_CENTROID:
    case BI_EVALUATE_ATTRIBUTE_SNAPPED:
        return evaluate_attribute(c);
    case BI_GET_ATTRIBUTE_AT_VERTEX:
        return attribute_at_vertex(c);
    case BI_GET_RENDER_TARGET_SAMPLE_COUNT:
    case BI_GET_RENDER_TARGET_SAMPLE_POSITION:
        diag(l->cc, e->loc, D_LOWER_NO_VULKAN_EQUIVALENT, builtin_name(id),
             "a shader cannot query the render target's sample count");
        return ir_undef(m, c->rt);
    case BI_ISNORMAL: return is_normal(c);
    case BI_QUAD_ANY: return quad_vote(c, false);
    case BI_QUAD_ALL: return quad_vote(c, true);
    case BI_DEBUG_BREAK: /* NonSemantic.DebugBreak, as DXC */
        if (l->target == OSH_TARGET_WGSL) {
            diag(l->cc, e->loc, D_WGSL_UNAVAILABLE, builtin_name(id));
            return 0;
        }
        ir_emit(&l->b, IR_DEBUG_BREAK, 0, NULL, 0, NULL, 0);
        return 0;
    case BI_IS_HELPER_LANE:
        /* The HelperInvocation built-in, as DXC with vulkan1.3 (before it,
         * DXC uses OpIsHelperInvocationEXT; the load means the same). */
        if (l->target == OSH_TARGET_WGSL) {
            diag(l->cc, e->loc, D_WGSL_UNAVAILABLE, builtin_name(id));
            return ir_undef(m, c->rt);
        }
        return ir_load(&l->b, lw_builtin_input(l, SpvBuiltInHelperInvocation, ir_type_bool(m),
                                               "gl_HelperInvocation"));
    case BI_VK_EXT_EXECUTION_MODE:
    case BI_VK_EXT_EXECUTION_MODE_ID:
        lw_ext_execution_mode(l, e, id == BI_VK_EXT_EXECUTION_MODE_ID);
        return 0;
    case BI_VK_RAW_BUFFER_LOAD:
    case BI_VK_RAW_BUFFER_STORE:
        return lw_bda_builtin(l, e);
    case BI_VK_BUFFER_POINTER_GET: {
        LVal lv;
        return lw_bda_get(l, e, &lv) ? lw_load(l, &lv) : ir_undef(m, c->rt);
    }
    case BI_VK_READ_CLOCK: {
        /* OpReadClockKHR takes its Scope as a constant id (vk::*Scope). */
        Expr *sc = e->args.data[0];
        if (!sc->is_const) {
            diag(l->cc, sc->loc, D_LOWER_UNSUPPORTED, "a vk::ReadClock scope that is not a constant");
            return ir_undef(m, c->rt);
        }
        if (l->target == OSH_TARGET_WGSL) {
            diag(l->cc, e->loc, D_WGSL_UNAVAILABLE, builtin_name(id));
            return ir_undef(m, c->rt);
        }
        IrId s = lw_u32(l, (uint32_t)sc->cval.u);
        return emit(c, IR_READ_CLOCK, c->rt, &s, 1);
    }
    case BI_DOT2ADD: return dot2add(c);
    case BI_PACK_U8: return pack8(c, false, false);
    case BI_PACK_S8: return pack8(c, false, true);
    case BI_PACK_CLAMP_U8: return pack8(c, true, false);
    case BI_PACK_CLAMP_S8: return pack8(c, true, true);
    case BI_UNPACK_U8U16:
    case BI_UNPACK_U8U32: return unpack8(c, false);
    case BI_UNPACK_S8S16:
    case BI_UNPACK_S8S32: return unpack8(c, true);
    case BI_DOT4ADD_U8PACKED: return dot4add(c, false);
    case BI_DOT4ADD_I8PACKED: return dot4add(c, true);
    case BI_PRINTF: {
        /* Debug printf: NonSemantic.DebugPrintf in SPIR-V. The format (a
         * string literal) rides in the literals as SPIR-V packs a string:
         * little-endian words, NUL-terminated. Bools go as uint (the
         * instruction takes numbers). */
        Expr *fmt = e->args.len ? e->args.data[0] : NULL;
        /* A string variable (const or global, as DXC's intrinsics.printf
         * uses) holds its initializer: strings cannot be assigned. */
        if (fmt && fmt->kind == EX_VAR && fmt->decl && fmt->decl->init && fmt->decl->init->kind == EX_STRING_LIT)
            fmt = fmt->decl->init;
        if (!fmt || fmt->kind != EX_STRING_LIT) {
            diag(l->cc, fmt ? fmt->loc : e->loc, D_LOWER_PRINTF_FORMAT);
            return 0;
        }
        uint32_t nw = fmt->slen / 4 + 1;
        uint32_t *words = NEWN(l->cc, uint32_t, nw);
        for (uint32_t i = 0; i < fmt->slen; i++)
            words[i / 4] |= (uint32_t)(unsigned char)fmt->sval[i] << (8 * (i % 4));
        IrId *args = NEWN(l->cc, IrId, e->args.len);
        for (uint32_t i = 1; i < e->args.len; i++) {
            Type *t = strip(aty(c, i));
            IrId v = arg(c, i);
            if (ty_elem_scalar(l->cc, t)->scalar == SK_BOOL)
                v = lw_convert(l, v, t, ty_with_scalar(l->cc, t, SK_UINT32));
            args[i - 1] = v;
        }
        ir_emit_inst(&l->b, IR_PRINTF, 0, args, e->args.len - 1, words, nw);
        return 0;
    }
    default:
        diag(l->cc, e->loc, D_LOWER_INTRINSIC, builtin_name(id));
        return c->rt && ir_type(m, c->rt)->kind != IR_TY_VOID ? ir_undef(m, c->rt) : 0;
    }
}
