/*
 * constfold: constant folding and algebraic simplification.
 *
 * Instructions are visited in reverse post-order, so an operand folded
 * earlier is already a constant when its user is visited. A folded
 * instruction's uses are redirected through a replacement map that is
 * applied to the whole function at the end (phis and unreachable users
 * included), and the instruction goes away.
 *
 * Folding is bit-exact with what the GPU must compute:
 *   - integers wrap at their width; division or remainder by zero, INT_MIN
 *     / -1 and shifts by at least the width are undefined in SPIR-V, so they
 *     are left alone;
 *   - f32 arithmetic is done in `float`, f64 in `double` (add, sub, mul and
 *     negation are correctly rounded in Vulkan, so the host gives the GPU's
 *     answer); f16 is not folded, nor are division, transcendental and other
 *     extended functions whose precision is the implementation's;
 *   - float-to-integer conversions of NaN or out-of-range values are
 *     undefined and not folded.
 * Specialization constants are values unknown until pipeline creation:
 * never folded, and composites holding one are not constants either.
 *
 * Simplifications with a non-constant operand are integer-only or exact:
 * x+0, x-0, x*1, x*0, x/1, x&0, x&~0, x|0, x|~0, x^0, shifts by 0, x-x,
 * x^x, x&x, x|x, x==x, x!=x, -(-x), ~~x, !!x, logical and/or with a
 * constant, select with a constant condition or equal arms, copies, phis
 * whose entries are all the same value. Floats only where IEEE 754 gives
 * x back for every x without fast-math: x*1.0, x/1.0, x-(+0.0) and
 * x+(-0.0) (x+0.0 is not: -0.0+0.0 is +0.0; x*0.0 is not: NaN, -0.0), and
 * -(-x).
 * Composites: an extract follows its path through extracts (paths join),
 * inserts (a disjoint path skips the insert, the same path takes the
 * inserted object), constructs and shuffles, and is rewritten in place to extract from the nearest
 * source (or replaced by the value when the path is used up). A shuffle of
 * shuffles is rewritten to shuffle their sources when at most two remain,
 * and an identity shuffle is its source. A float vector multiplied by a
 * splat (a construct of one scalar) becomes vec_times_scalar.
 * A vector constructed from scalar extracts of at most two vectors (each
 * reached by the same extract path prefix, e.g. the columns of a matrix) is
 * a shuffle of those vectors, or one of them when it is the identity: a
 * column extract (new, before the construct; cse merges repeats) stands
 * for a prefix. Done only when every extract has this construct as its
 * only use, so the extracts die and the output gets smaller ((float3x3)m
 * is three column extracts and shuffles instead of nine scalar extracts
 * and three constructs). Before that, a run of extracts spelling a whole
 * vector in order becomes that vector as one argument (float4(v.xyz, 1)
 * is construct(v, 1); float4(a.xy, b.xy) is construct(a, b)), and a
 * shuffle reads through a construct to the vectors or scalars it was
 * built from (int2(float3(x, y, 0).xy) is construct(x, y)).
 * Contraction: fadd(fmul(a, b), c) (either side) becomes fma(a, b, c) when
 * the product has no other use and neither is `precise`. GLSL.std.450 Fma
 * without NoContraction has "no special constraints on the number of
 * operations or difference in precision" against a * b + c, which SPIR-V
 * already lets a driver fuse, and HLSL's a * b + c has always been allowed
 * to become a mad; WGSL's fma is likewise e1 * e2 + e3. One instruction
 * (8 words) instead of two (10), as glslang emits for HLSL.
 * A select of bools with a constant arm is logic: select(c, x, false) is
 * c && x, select(c, true, x) is c || x (rewritten in place; c of the
 * result's type, so per component for vectors); select(c, true, false) is
 * c.
 * Access chains: access(access(p, i...), j...) is rewritten in place to
 * access(p, i..., j...), the same address in one step (OpAccessChain's
 * indices walk the type one level each, so the index lists concatenate).
 * The inner chain usually dies, and with it its pointer type; equal
 * addresses reached through different inner chains become one key for cse.
 */
#include <math.h>

#include "base/conv.h"
#include "opt/opt.h"

enum { MAX_COMPS = 16 };

/* A non-spec scalar or vector constant, one 64-bit word per component. */
typedef struct Konst {
    uint64_t c[MAX_COMPS];
    uint32_t n;
    IrTypeId scalar;
    bool vector;
} Konst;

static bool decode(IrModule *m, IrId v, Konst *k)
{
    if (!v || v >= m->values.len)
        return false;
    IrValue *val = ir_value(m, v);
    if (val->kind != IV_CONST || val->u.c->is_spec)
        return false;
    IrType *t = ir_type(m, val->type);
    if (t->kind == IR_TY_BOOL || t->kind == IR_TY_INT || t->kind == IR_TY_FLOAT) {
        k->n = 1;
        k->c[0] = val->u.c->bits;
        k->scalar = val->type;
        k->vector = false;
        return true;
    }
    if (t->kind != IR_TY_VECTOR || t->count > MAX_COMPS)
        return false;
    k->n = t->count;
    k->scalar = t->elem;
    k->vector = true;
    for (uint32_t i = 0; i < t->count; i++) {
        if (val->u.c->is_null) {
            k->c[i] = 0;
        } else if (i >= val->u.c->elem_count || !ir_const_value(m, val->u.c->elems[i], &k->c[i])) {
            return false;
        }
    }
    return true;
}

static IrId encode(IrModule *m, IrTypeId type, const uint64_t *c, uint32_t n)
{
    IrType *t = ir_type(m, type);
    if (t->kind != IR_TY_VECTOR)
        return ir_const_bits(m, type, c[0]);
    IrId elems[MAX_COMPS];
    for (uint32_t i = 0; i < n && i < MAX_COMPS; i++)
        elems[i] = ir_const_bits(m, t->elem, c[i]);
    return ir_const_composite(m, type, elems, n);
}

/* ---- scalar arithmetic ------------------------------------------------------ */

static uint64_t mask_of(unsigned w) { return w >= 64 ? ~0ull : ((1ull << w) - 1); }
static int64_t sext(uint64_t x, unsigned w)
{
    if (w >= 64)
        return (int64_t)x;
    uint64_t sign = 1ull << (w - 1);
    x &= mask_of(w);
    return (int64_t)((x ^ sign) - sign);
}
static float f32_of(uint64_t b)
{
    uint32_t u = (uint32_t)b;
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static uint64_t bits_f32(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static double f64_of(uint64_t b)
{
    double d;
    memcpy(&d, &b, 8);
    return d;
}
static uint64_t bits_f64(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

static bool is_float_op(IrOp op)
{
    switch (op) {
    case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FNEG: case IR_FABS:
    case IR_FEQ: case IR_FNE: case IR_FLT: case IR_FLE: case IR_FGT: case IR_FGE:
    case IR_ISNAN: case IR_ISINF: case IR_FTOS: case IR_FTOU: case IR_FCONVERT:
        return true;
    default:
        return false;
    }
}

/* Reads a float operand as a double (exact for f32 and f64). */
static double fval(unsigned w, uint64_t b) { return w == 32 ? (double)f32_of(b) : f64_of(b); }

/* One component: a, b (and c) are operand bits of scalar type `at`; the
 * result has scalar type `rt`. False when it must not be folded. */
static bool fold_comp(IrModule *m, IrOp op, IrTypeId rt, IrTypeId at, uint64_t a, uint64_t b,
                      uint64_t *out)
{
    const IrType *r = ir_type(m, rt), *t = ir_type(m, at);
    unsigned w = r->width, aw = t->width;
    uint64_t mk = mask_of(w);
    if (is_float_op(op) && t->kind == IR_TY_FLOAT && aw != 32 && aw != 64)
        return false; /* f16: not folded */
    switch (op) {
    case IR_IADD: *out = (a + b) & mk; return true;
    case IR_ISUB: *out = (a - b) & mk; return true;
    case IR_IMUL: *out = (a * b) & mk; return true;
    case IR_UDIV:
        if (!(b & mk)) return false;
        *out = ((a & mk) / (b & mk)) & mk; return true;
    case IR_UMOD:
        if (!(b & mk)) return false;
        *out = ((a & mk) % (b & mk)) & mk; return true;
    case IR_SDIV: case IR_SREM: case IR_SMOD: {
        int64_t x = sext(a, w), y = sext(b, w);
        if (y == 0 || (y == -1 && x == sext(1ull << (w - 1), w)))
            return false;
        int64_t q;
        if (op == IR_SDIV)
            q = x / y;
        else {
            q = x % y; /* C: sign of the dividend, SPIR-V SRem */
            if (op == IR_SMOD && q != 0 && ((q < 0) != (y < 0)))
                q += y; /* SMod: sign of the divisor */
        }
        *out = (uint64_t)q & mk;
        return true;
    }
    case IR_SNEG: *out = (0 - a) & mk; return true;
    case IR_AND: *out = a & b & mk; return true;
    case IR_OR: *out = (a | b) & mk; return true;
    case IR_XOR: *out = (a ^ b) & mk; return true;
    case IR_NOT: *out = ~a & mk; return true;
    case IR_SHL:
        if (b >= w) return false;
        *out = (a << b) & mk; return true;
    case IR_SHR_LOGICAL:
        if (b >= w) return false;
        *out = ((a & mk) >> b) & mk; return true;
    case IR_SHR_ARITH:
        if (b >= w) return false;
        *out = (uint64_t)(sext(a, w) >> b) & mk; return true;
    case IR_IEQ: *out = (a & mask_of(aw)) == (b & mask_of(aw)); return true;
    case IR_INE: *out = (a & mask_of(aw)) != (b & mask_of(aw)); return true;
    case IR_ULT: *out = (a & mask_of(aw)) < (b & mask_of(aw)); return true;
    case IR_ULE: *out = (a & mask_of(aw)) <= (b & mask_of(aw)); return true;
    case IR_UGT: *out = (a & mask_of(aw)) > (b & mask_of(aw)); return true;
    case IR_UGE: *out = (a & mask_of(aw)) >= (b & mask_of(aw)); return true;
    case IR_SLT: *out = sext(a, aw) < sext(b, aw); return true;
    case IR_SLE: *out = sext(a, aw) <= sext(b, aw); return true;
    case IR_SGT: *out = sext(a, aw) > sext(b, aw); return true;
    case IR_SGE: *out = sext(a, aw) >= sext(b, aw); return true;
    case IR_LAND: *out = (a != 0) && (b != 0); return true;
    case IR_LOR: *out = (a != 0) || (b != 0); return true;
    case IR_LEQ: *out = (a != 0) == (b != 0); return true;
    case IR_LNE: *out = (a != 0) != (b != 0); return true;
    case IR_LNOT: *out = a == 0; return true;
    case IR_FADD: case IR_FSUB: case IR_FMUL: case IR_FNEG: case IR_FABS:
        if (aw == 32) {
            float x = f32_of(a), y = f32_of(b), z;
            z = op == IR_FADD ? x + y : op == IR_FSUB ? x - y : op == IR_FMUL ? x * y
              : op == IR_FNEG ? -x : fabsf(x);
            *out = bits_f32(z);
        } else {
            double x = f64_of(a), y = f64_of(b), z;
            z = op == IR_FADD ? x + y : op == IR_FSUB ? x - y : op == IR_FMUL ? x * y
              : op == IR_FNEG ? -x : fabs(x);
            *out = bits_f64(z);
        }
        return true;
    case IR_FEQ: case IR_FNE: case IR_FLT: case IR_FLE: case IR_FGT: case IR_FGE: {
        double x = fval(aw, a), y = fval(aw, b);
        bool unordered = isnan(x) || isnan(y);
        *out = op == IR_FEQ ? !unordered && x == y
             : op == IR_FNE ? unordered || x != y
             : op == IR_FLT ? !unordered && x < y
             : op == IR_FLE ? !unordered && x <= y
             : op == IR_FGT ? !unordered && x > y
             : !unordered && x >= y;
        return true;
    }
    case IR_ISNAN: *out = isnan(fval(aw, a)) != 0; return true;
    case IR_ISINF: *out = isinf(fval(aw, a)) != 0; return true;
    case IR_STOF: case IR_UTOF: {
        if (w != 32 && w != 64)
            return false;
        if (op == IR_STOF) {
            int64_t x = sext(a, aw);
            *out = w == 32 ? bits_f32((float)x) : bits_f64((double)x);
        } else {
            uint64_t x = a & mask_of(aw);
            *out = w == 32 ? bits_f32((float)x) : bits_f64((double)x);
        }
        return true;
    }
    case IR_FTOS: case IR_FTOU: {
        /* SPIR-V leaves an out-of-range result undefined: such a conversion stays. */
        uint64_t r;
        if (!conv_float_to_int(fval(aw, a), w, op == IR_FTOS, &r))
            return false;
        *out = r & mk;
        return true;
    }
    case IR_UCONVERT: *out = a & mask_of(aw) & mk; return true;
    case IR_SCONVERT: *out = (uint64_t)sext(a, aw) & mk; return true;
    case IR_FCONVERT:
        if (w == 64 && aw == 32)
            *out = bits_f64((double)f32_of(a));
        else if (w == 32 && aw == 64)
            *out = bits_f32((float)f64_of(a));
        else if (w == aw)
            *out = a;
        else
            return false;
        return true;
    case IR_BITCAST:
        if (w != aw)
            return false;
        *out = a & mk;
        return true;
    default:
        return false;
    }
}

/* ---- composites --------------------------------------------------------------- */

static bool plain_const(IrModule *m, IrId v)
{
    return v && v < m->values.len && ir_value(m, v)->kind == IV_CONST && !ir_is_spec(m, v);
}

/* The type of component i of a composite type. */
static IrTypeId member_type(IrModule *m, IrTypeId t, uint32_t i)
{
    IrType *ty = ir_type(m, t);
    switch (ty->kind) {
    case IR_TY_VECTOR: case IR_TY_MATRIX: case IR_TY_ARRAY:
        return i < ty->count ? ty->elem : 0;
    case IR_TY_STRUCT:
        return i < ty->member_count ? ty->members[i].type : 0;
    default:
        return 0;
    }
}

static uint32_t member_count(IrModule *m, IrTypeId t)
{
    IrType *ty = ir_type(m, t);
    return ty->kind == IR_TY_STRUCT ? ty->member_count
         : (ty->kind == IR_TY_VECTOR || ty->kind == IR_TY_MATRIX || ty->kind == IR_TY_ARRAY) ? ty->count
         : 0;
}

/* Component i of a constant composite (nulls expand to nulls). */
static IrId const_elem(IrModule *m, IrId v, uint32_t i)
{
    IrValue *val = ir_value(m, v);
    IrTypeId et = member_type(m, val->type, i);
    if (!et || val->kind != IV_CONST)
        return 0;
    if (val->u.c->is_null)
        return ir_const_null(m, et);
    if (i >= val->u.c->elem_count)
        return 0;
    return val->u.c->elems[i];
}

static IrId fold_composite(IrModule *m, const IrInst *in, const IrId *args)
{
    Cc *cc = m->cc;
    switch (in->op) {
    case IR_CONSTRUCT: {
        for (uint32_t k = 0; k < in->nargs; k++)
            if (!plain_const(m, args[k]))
                return 0;
        IrType *rt = ir_type(m, in->type);
        uint32_t n = member_count(m, in->type);
        if (!n || n > LIMIT_ARRAY_ELEMENTS)
            return 0;
        IrId *elems = TMPN(cc, IrId, n);
        uint32_t j = 0;
        for (uint32_t k = 0; k < in->nargs; k++) {
            IrTypeId at = ir_type_of(m, args[k]);
            if (rt->kind == IR_TY_VECTOR && ir_type(m, at)->kind == IR_TY_VECTOR) {
                uint32_t an = ir_type(m, at)->count;
                for (uint32_t c = 0; c < an; c++) {
                    if (j >= n)
                        return 0;
                    elems[j++] = const_elem(m, args[k], c);
                }
            } else {
                if (j >= n)
                    return 0;
                elems[j++] = args[k];
            }
        }
        if (j != n)
            return 0;
        for (uint32_t i = 0; i < n; i++)
            if (!elems[i] || ir_type_of(m, elems[i]) != member_type(m, in->type, i))
                return 0;
        return ir_const_composite(m, in->type, elems, n);
    }
    case IR_EXTRACT: {
        if (!plain_const(m, args[0]))
            return 0;
        IrId v = args[0];
        for (uint32_t k = 0; k < in->nlits && v; k++)
            v = const_elem(m, v, in->lits[k]);
        return v && ir_type_of(m, v) == in->type ? v : 0;
    }
    case IR_INSERT: {
        if (in->nlits != 1 || !plain_const(m, args[0]) || !plain_const(m, args[1]))
            return 0;
        uint32_t n = member_count(m, in->type);
        if (!n || in->lits[0] >= n || n > LIMIT_ARRAY_ELEMENTS)
            return 0;
        IrId *elems = TMPN(cc, IrId, n);
        for (uint32_t i = 0; i < n; i++)
            if (!(elems[i] = i == in->lits[0] ? args[0] : const_elem(m, args[1], i)))
                return 0;
        return ir_const_composite(m, in->type, elems, n);
    }
    case IR_SHUFFLE: {
        if (!plain_const(m, args[0]) || !plain_const(m, args[1]))
            return 0;
        uint32_t n0 = member_count(m, ir_type_of(m, args[0]));
        uint32_t n = member_count(m, in->type);
        if (n != in->nlits || n > MAX_COMPS)
            return 0;
        IrId elems[MAX_COMPS];
        for (uint32_t i = 0; i < n; i++) {
            uint32_t s = in->lits[i];
            if (s == 0xFFFFFFFFu)
                return 0;
            elems[i] = s < n0 ? const_elem(m, args[0], s) : const_elem(m, args[1], s - n0);
            if (!elems[i])
                return 0;
        }
        return ir_const_composite(m, in->type, elems, n);
    }
    default:
        return 0;
    }
}

IrId opt_fold(IrModule *m, const IrInst *in, const IrId *args)
{
    if (!in->id || !in->type)
        return 0;
    switch (in->op) {
    case IR_CONSTRUCT: case IR_EXTRACT: case IR_INSERT: case IR_SHUFFLE:
        return fold_composite(m, in, args);
    case IR_SELECT: {
        Konst c, a, b;
        if (in->nargs != 3 || !decode(m, args[0], &c))
            return 0;
        if (!c.vector)
            return plain_const(m, args[c.c[0] ? 1 : 2]) ? args[c.c[0] ? 1 : 2] : 0;
        if (!decode(m, args[1], &a) || !decode(m, args[2], &b) || a.n != c.n || b.n != c.n)
            return 0;
        uint64_t out[MAX_COMPS];
        for (uint32_t i = 0; i < c.n; i++)
            out[i] = c.c[i] ? a.c[i] : b.c[i];
        return encode(m, in->type, out, c.n);
    }
    case IR_ANY: case IR_ALL: {
        Konst a;
        if (in->nargs != 1 || !decode(m, args[0], &a))
            return 0;
        bool r = in->op == IR_ALL;
        for (uint32_t i = 0; i < a.n; i++)
            r = in->op == IR_ALL ? r && a.c[i] : r || a.c[i];
        return ir_const_bool(m, r);
    }
    default:
        break;
    }
    /* Component-wise operations on scalars and vectors of matching size. */
    if (in->nargs < 1 || in->nargs > 2)
        return 0;
    Konst a, b;
    if (!decode(m, args[0], &a))
        return 0;
    if (in->nargs == 2 && (!decode(m, args[1], &b) || b.n != a.n))
        return 0;
    IrType *rt = ir_type(m, in->type);
    uint32_t rn = rt->kind == IR_TY_VECTOR ? rt->count : 1;
    IrTypeId rs = rt->kind == IR_TY_VECTOR ? rt->elem : in->type;
    if (rn != a.n || a.n > MAX_COMPS)
        return 0; /* e.g. a bitcast between vectors of different sizes */
    IrTypeKind rk = ir_type(m, rs)->kind;
    if (rk != IR_TY_BOOL && rk != IR_TY_INT && rk != IR_TY_FLOAT)
        return 0;
    uint64_t out[MAX_COMPS];
    for (uint32_t i = 0; i < a.n; i++)
        if (!fold_comp(m, in->op, rs, a.scalar, a.c[i], in->nargs == 2 ? b.c[i] : 0, &out[i]))
            return 0;
    return encode(m, in->type, out, a.n);
}

/* ---- simplification --------------------------------------------------------- */

/* Does constant v have every component equal to `bits` (masked to width)? */
static bool all_comps(IrModule *m, IrId v, uint64_t bits)
{
    Konst k;
    if (!decode(m, v, &k))
        return false;
    IrType *t = ir_type(m, k.scalar);
    if (t->kind != IR_TY_INT && t->kind != IR_TY_BOOL)
        return false;
    uint64_t mk = t->kind == IR_TY_BOOL ? 1 : mask_of(t->width);
    for (uint32_t i = 0; i < k.n; i++)
        if ((k.c[i] & mk) != (bits & mk))
            return false;
    return true;
}

static IrId ty_same_type(IrModule *m, const IrInst *in, IrId v)
{
    return v && ir_type_of(m, v) == in->type ? v : 0;
}

static IrId zero_of(IrModule *m, IrTypeId t)
{
    IrType *ty = ir_type(m, t);
    if (ty->kind == IR_TY_VECTOR) {
        uint64_t z[MAX_COMPS] = {0};
        return ty->count <= MAX_COMPS ? encode(m, t, z, ty->count) : 0;
    }
    return ir_const_bits(m, t, 0);
}

/* Does float constant v have every component with exactly the bits of d? */
static bool all_float(IrModule *m, IrId v, double d)
{
    Konst k;
    if (!decode(m, v, &k))
        return false;
    IrType *t = ir_type(m, k.scalar);
    if (t->kind != IR_TY_FLOAT)
        return false;
    uint64_t want = 0;
    if (!ir_const_value(m, ir_const_float(m, k.scalar, d), &want))
        return false;
    for (uint32_t i = 0; i < k.n; i++)
        if (k.c[i] != want)
            return false;
    return true;
}

/* The operand of `v` when v is a `op` instruction (involutions). */
static IrId inner_of(IrModule *m, IrId v, IrOp op)
{
    IrInst *d = ir_def(m, v);
    return d && d->block && d->op == op && d->nargs == 1 ? d->args[0] : 0;
}

static IrId splat_bool(IrModule *m, IrTypeId t, bool v)
{
    IrType *ty = ir_type(m, t);
    if (ty->kind == IR_TY_BOOL)
        return ir_const_bool(m, v);
    if (ty->kind != IR_TY_VECTOR || ty->count > MAX_COMPS)
        return 0;
    uint64_t c[MAX_COMPS];
    for (uint32_t i = 0; i < ty->count; i++)
        c[i] = v;
    return encode(m, t, c, ty->count);
}

static IrId simplify(IrModule *m, const IrInst *in, const IrId *args)
{
    IrId a = in->nargs > 0 ? args[0] : 0, b = in->nargs > 1 ? args[1] : 0;
    switch (in->op) {
    case IR_FMUL:
        if (all_float(m, b, 1.0)) return ty_same_type(m, in, a);
        if (all_float(m, a, 1.0)) return ty_same_type(m, in, b);
        return 0;
    case IR_FDIV:
        return all_float(m, b, 1.0) ? ty_same_type(m, in, a) : 0;
    case IR_FSUB:
        return all_float(m, b, 0.0) ? ty_same_type(m, in, a) : 0;
    case IR_FADD:
        if (all_float(m, b, -0.0)) return ty_same_type(m, in, a);
        if (all_float(m, a, -0.0)) return ty_same_type(m, in, b);
        return 0;
    case IR_FNEG: case IR_SNEG: case IR_NOT: case IR_LNOT:
        return ty_same_type(m, in, inner_of(m, a, in->op));
    case IR_IEQ: case IR_INE:
        return in->nargs == 2 && a == b ? splat_bool(m, in->type, in->op == IR_IEQ) : 0;
    /* Unsigned against 0: x < 0 is false, x >= 0 true (and 0 > x, 0 <= x). */
    case IR_ULT: return all_comps(m, b, 0) ? splat_bool(m, in->type, false) : 0;
    case IR_UGE: return all_comps(m, b, 0) ? splat_bool(m, in->type, true) : 0;
    case IR_UGT: return all_comps(m, a, 0) ? splat_bool(m, in->type, false) : 0;
    case IR_ULE: return all_comps(m, a, 0) ? splat_bool(m, in->type, true) : 0;
    case IR_IADD:
        if (all_comps(m, b, 0)) return ty_same_type(m, in, a);
        if (all_comps(m, a, 0)) return ty_same_type(m, in, b);
        return 0;
    case IR_ISUB:
        if (a == b && in->nargs == 2) return zero_of(m, in->type);
        return all_comps(m, b, 0) ? ty_same_type(m, in, a) : 0;
    case IR_IMUL:
        if (all_comps(m, b, 1)) return ty_same_type(m, in, a);
        if (all_comps(m, a, 1)) return ty_same_type(m, in, b);
        if (all_comps(m, a, 0) || all_comps(m, b, 0)) return zero_of(m, in->type);
        return 0;
    case IR_UDIV: case IR_SDIV:
        return all_comps(m, b, 1) ? ty_same_type(m, in, a) : 0;
    case IR_AND:
        if (a == b && in->nargs == 2) return ty_same_type(m, in, a);
        if (all_comps(m, a, 0) || all_comps(m, b, 0)) return zero_of(m, in->type);
        if (all_comps(m, b, ~0ull)) return ty_same_type(m, in, a);
        if (all_comps(m, a, ~0ull)) return ty_same_type(m, in, b);
        return 0;
    case IR_OR:
        if (a == b && in->nargs == 2) return ty_same_type(m, in, a);
        if (all_comps(m, b, 0)) return ty_same_type(m, in, a);
        if (all_comps(m, a, 0)) return ty_same_type(m, in, b);
        if (all_comps(m, a, ~0ull)) return ty_same_type(m, in, a);
        if (all_comps(m, b, ~0ull)) return ty_same_type(m, in, b);
        return 0;
    case IR_XOR:
        if (a == b && in->nargs == 2) return zero_of(m, in->type);
        if (all_comps(m, b, 0)) return ty_same_type(m, in, a);
        if (all_comps(m, a, 0)) return ty_same_type(m, in, b);
        return 0;
    case IR_SHL: case IR_SHR_LOGICAL: case IR_SHR_ARITH:
        return all_comps(m, b, 0) ? ty_same_type(m, in, a) : 0;
    case IR_LAND: case IR_LOR:
        if (a == b && in->nargs == 2) return ty_same_type(m, in, a);
        if (in->op == IR_LOR)
            goto lor;
        if (all_comps(m, b, 1)) return ty_same_type(m, in, a);
        if (all_comps(m, a, 1)) return ty_same_type(m, in, b);
        if (all_comps(m, a, 0)) return ty_same_type(m, in, a);
        if (all_comps(m, b, 0)) return ty_same_type(m, in, b);
        return 0;
    lor:
        if (all_comps(m, b, 0)) return ty_same_type(m, in, a);
        if (all_comps(m, a, 0)) return ty_same_type(m, in, b);
        if (all_comps(m, a, 1)) return ty_same_type(m, in, a);
        if (all_comps(m, b, 1)) return ty_same_type(m, in, b);
        return 0;
    case IR_SELECT:
        if (in->nargs != 3)
            return 0;
        if (args[1] == args[2]) return ty_same_type(m, in, args[1]);
        if (all_comps(m, a, 1)) return ty_same_type(m, in, args[1]);
        if (all_comps(m, a, 0)) return ty_same_type(m, in, args[2]);
        if (all_comps(m, args[1], 1) && all_comps(m, args[2], 0)) return ty_same_type(m, in, a);
        return 0;
    case IR_COPY:
        return ty_same_type(m, in, a);
    case IR_PHI: {
        /* All entries the same value (ignoring the phi itself). */
        IrId v = 0;
        for (uint32_t k = 0; k + 1 < in->nargs; k += 2) {
            if (args[k] == in->id)
                continue;
            if (v && args[k] != v)
                return 0;
            v = args[k];
        }
        return ty_same_type(m, in, v);
    }
    default:
        return 0;
    }
}

/* ---- composite rewrites in place ---------------------------------------------- */

/* Follows an extract's path through inserts, constructs and shuffles.
 * Returns the value when the path is used up (0 if not), else rewrites the
 * extract in place when it got closer to its source; *changed says so. */
static IrId walk_extract(IrModule *m, IrInst *in, bool *changed)
{
    IrId src = in->args[0];
    uint32_t path[16], n = in->nlits;
    if (n == 0 || n > countof(path))
        return 0;
    memcpy(path, in->lits, n * sizeof *path);
    for (int guard = 0; guard < 256 && n; guard++) {
        IrInst *d = ir_def(m, src);
        if (!d || !d->block)
            break;
        if (d->op == IR_EXTRACT && d->nargs == 1 && d->nlits + n <= countof(path)) {
            memmove(path + d->nlits, path, n * sizeof *path);
            memcpy(path, d->lits, d->nlits * sizeof *path);
            n += d->nlits;
            src = d->args[0];
            continue;
        }
        if (d->op == IR_INSERT && d->nargs == 2) {
            uint32_t k = 0;
            while (k < d->nlits && k < n && d->lits[k] == path[k])
                k++;
            if (k < d->nlits && k < n) { /* disjoint: look through it */
                src = d->args[1];
                continue;
            }
            if (k == d->nlits) { /* inside the inserted object */
                src = d->args[0];
                memmove(path, path + k, (n - k) * sizeof *path);
                n -= k;
                continue;
            }
            break; /* reads more than the insert wrote */
        }
        if (d->op == IR_CONSTRUCT) {
            IrType *t = ir_type(m, d->type);
            if (t->kind != IR_TY_VECTOR) {
                if (path[0] >= d->nargs)
                    break;
                src = d->args[path[0]];
                memmove(path, path + 1, (n - 1) * sizeof *path);
                n--;
                continue;
            }
            /* A vector from scalars and vectors: find the part. */
            uint32_t at = 0, idx = path[0];
            bool found = false;
            for (uint32_t k = 0; k < d->nargs && !found; k++) {
                IrType *at_t = ir_type(m, ir_type_of(m, d->args[k]));
                uint32_t w = at_t->kind == IR_TY_VECTOR ? at_t->count : 1;
                if (idx < at + w) {
                    found = true;
                    src = d->args[k];
                    if (at_t->kind == IR_TY_VECTOR)
                        path[0] = idx - at;
                    else
                        n = 0; /* a scalar: the whole answer (vectors end paths) */
                }
                at += w;
            }
            if (!found)
                break;
            continue;
        }
        if (d->op == IR_SHUFFLE && d->nargs == 2) {
            if (path[0] >= d->nlits || d->lits[path[0]] == 0xFFFFFFFFu)
                break;
            uint32_t c = d->lits[path[0]];
            uint32_t n0 = ir_type_components(m, ir_type_of(m, d->args[0]));
            src = c < n0 ? d->args[0] : d->args[1];
            path[0] = c < n0 ? c : c - n0;
            continue;
        }
        break;
    }
    if (!n)
        return ir_type_of(m, src) == in->type ? src : 0;
    if (src == in->args[0] && n == in->nlits && !memcmp(path, in->lits, n * sizeof *path))
        return 0;
    in->args[0] = src;
    if (n > in->nlits)
        in->lits = NEWN(m->cc, uint32_t, n);
    memcpy(in->lits, path, n * sizeof *path);
    in->nlits = n;
    *changed = true;
    return 0;
}

/* shuffle(shuffle(a, b), shuffle(c, d)) and the like: each component's
 * source vector and index, rewritten when at most two sources remain;
 * an identity shuffle of one source is that source. */
static IrId rewrite_shuffle(IrModule *m, IrInst *in, bool *changed)
{
    uint32_t n = in->nlits;
    if (in->nargs != 2 || n > MAX_COMPS)
        return 0;
    IrId src[MAX_COMPS], scal[MAX_COMPS] = {0};
    uint32_t idx[MAX_COMPS], nscal = 0;
    uint32_t n0 = ir_type_components(m, ir_type_of(m, in->args[0]));
    bool deeper = false;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t c = in->lits[i];
        if (c == 0xFFFFFFFFu) {
            src[i] = 0;
            idx[i] = c;
            continue;
        }
        src[i] = c < n0 ? in->args[0] : in->args[1];
        idx[i] = c < n0 ? c : c - n0;
        IrInst *d = ir_def(m, src[i]);
        if (d && d->block && d->op == IR_CONSTRUCT && !ir_value(m, d->id)->decors.len) {
            /* The construct's argument holding this component: a vector
             * (its lane) or a scalar (the component itself). */
            uint32_t at = 0;
            for (uint32_t k = 0; k < d->nargs; k++) {
                IrTypeId at_t = ir_type_of(m, d->args[k]);
                uint32_t w = ir_type(m, at_t)->kind == IR_TY_VECTOR ? ir_type(m, at_t)->count : 1;
                if (idx[i] < at + w) {
                    if (w == 1) {
                        scal[i] = d->args[k];
                        nscal++;
                    } else {
                        src[i] = d->args[k];
                        idx[i] -= at;
                    }
                    deeper = true;
                    break;
                }
                at += w;
            }
        } else if (d && d->block && d->op == IR_SHUFFLE && d->nargs == 2 && idx[i] < d->nlits) {
            uint32_t dc = d->lits[idx[i]];
            uint32_t dn0 = ir_type_components(m, ir_type_of(m, d->args[0]));
            if (dc == 0xFFFFFFFFu) {
                src[i] = 0;
                idx[i] = dc;
            } else {
                src[i] = dc < dn0 ? d->args[0] : d->args[1];
                idx[i] = dc < dn0 ? dc : dc - dn0;
            }
            deeper = true;
        }
    }
    if (nscal == n) {
        /* Every component is a construct's scalar: construct them. */
        IrId *args = NEWN(m->cc, IrId, n);
        memcpy(args, scal, n * sizeof *args);
        in->op = IR_CONSTRUCT;
        in->args = args;
        in->nargs = n;
        in->nlits = 0;
        *changed = true;
        return 0;
    }
    if (nscal)
        return 0;
    IrId s0 = 0, s1 = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!src[i] || src[i] == s0 || src[i] == s1)
            continue;
        if (!s0)
            s0 = src[i];
        else if (!s1)
            s1 = src[i];
        else
            return 0;
    }
    if (!s0)
        return 0;
    /* Identity of one source. */
    bool ident = ir_type_of(m, s0) == in->type;
    for (uint32_t i = 0; i < n && ident; i++)
        ident = src[i] == s0 && idx[i] == i;
    if (ident)
        return s0;
    if (!deeper)
        return 0;
    if (!s1)
        s1 = s0;
    uint32_t w0 = ir_type_components(m, ir_type_of(m, s0));
    for (uint32_t i = 0; i < n; i++)
        in->lits[i] = !src[i] ? 0xFFFFFFFFu : src[i] == s0 ? idx[i] : idx[i] + w0;
    in->args[0] = s0;
    in->args[1] = s1;
    *changed = true;
    return 0;
}

/* fmul v, construct(s, s, ...) (a splat, either side) is vec_times_scalar
 * v, s: the same products, without the construct. */
static void rewrite_splat_mul(IrModule *m, IrInst *in, bool *changed)
{
    const IrType *t = ir_type(m, in->type);
    if (in->op != IR_FMUL || in->nargs != 2 || t->kind != IR_TY_VECTOR)
        return;
    for (uint32_t side = 0; side < 2; side++) {
        IrInst *d = ir_def(m, in->args[side]);
        if (!d || !d->block || d->op != IR_CONSTRUCT || d->nargs != t->count ||
            ir_type_of(m, d->args[0]) != t->elem)
            continue;
        bool splat = true;
        for (uint32_t k = 1; k < d->nargs && splat; k++)
            splat = d->args[k] == d->args[0];
        if (!splat)
            continue;
        IrId v = in->args[1 - side], sc = d->args[0];
        in->op = IR_VEC_TIMES_SCALAR;
        in->args[0] = v;
        in->args[1] = sc;
        *changed = true;
        return;
    }
}

/* construct vecN(extract s[p, i0], extract s[p, i1], ...) -> shuffle (see
 * above). `uses` counts each id's uses in the function. */
static IrId rewrite_construct_swizzle(IrModule *m, IrInst *in, const uint32_t *uses,
                                      bool *changed)
{
    const IrType *t = ir_type(m, in->type);
    if (in->op != IR_CONSTRUCT || t->kind != IR_TY_VECTOR || in->nargs != t->count ||
        t->count > MAX_COMPS || ir_value(m, in->id)->decors.len)
        return 0;
    /* Up to two sources, each an (id, prefix) pair named by its first extract. */
    IrInst *src[2] = {NULL, NULL};
    uint32_t lane[MAX_COMPS], which[MAX_COMPS];
    for (uint32_t k = 0; k < in->nargs; k++) {
        IrInst *d = ir_def(m, in->args[k]);
        if (!d || !d->block || d->op != IR_EXTRACT || d->nargs != 1 || !d->nlits ||
            uses[d->id] != 1 || d->block != in->block || d->flags != in->flags)
            return 0;
        uint32_t s = 0;
        for (; s < 2 && src[s]; s++)
            if (src[s]->args[0] == d->args[0] && src[s]->nlits == d->nlits &&
                !memcmp(src[s]->lits, d->lits, (d->nlits - 1) * sizeof *d->lits))
                break;
        if (s == 2)
            return 0;
        if (!src[s])
            src[s] = d;
        which[k] = s;
        lane[k] = d->lits[d->nlits - 1];
    }
    /* The vector each source names: its type must be a vector of t's
     * component type. */
    IrId vec[2] = {0, 0};
    uint32_t width[2] = {0, 0};
    for (uint32_t s = 0; s < 2 && src[s]; s++) {
        IrTypeId vt = ir_type_of(m, src[s]->args[0]);
        for (uint32_t k = 0; k + 1 < src[s]->nlits; k++) {
            const IrType *ct = ir_type(m, vt);
            if (ct->kind == IR_TY_STRUCT)
                vt = src[s]->lits[k] < ct->member_count ? ct->members[src[s]->lits[k]].type : 0;
            else if (ct->kind == IR_TY_ARRAY || ct->kind == IR_TY_MATRIX || ct->kind == IR_TY_VECTOR)
                vt = ct->elem;
            else
                vt = 0;
            if (!vt)
                return 0;
        }
        const IrType *vty = ir_type(m, vt);
        if (vty->kind != IR_TY_VECTOR || vty->elem != t->elem)
            return 0;
        width[s] = vty->count;
    }
    /* Identity of one whole source without a prefix: that vector. */
    if (!src[1] && src[0]->nlits == 1 && width[0] == t->count) {
        bool ident = true;
        for (uint32_t k = 0; k < in->nargs && ident; k++)
            ident = lane[k] == k;
        if (ident)
            return src[0]->args[0];
    }
    for (uint32_t s = 0; s < 2 && src[s]; s++) {
        if (src[s]->nlits == 1) {
            vec[s] = src[s]->args[0];
            continue;
        }
        IrTypeId vt = ir_type_vector(m, t->elem, width[s]);
        IrInst *e = ir_inst_new(m, IR_EXTRACT, vt, 1, src[s]->nlits - 1, in->loc);
        e->scope = in->scope;
        e->args[0] = src[s]->args[0];
        memcpy(e->lits, src[s]->lits, (src[s]->nlits - 1) * sizeof *e->lits);
        e->flags = in->flags;
        ir_inst_insert_before(in, e);
        vec[s] = e->id;
    }
    uint32_t *lits = NEWN(m->cc, uint32_t, in->nargs);
    for (uint32_t k = 0; k < in->nargs; k++)
        lits[k] = which[k] ? width[0] + lane[k] : lane[k];
    in->op = IR_SHUFFLE;
    in->lits = lits;
    in->nlits = in->nargs;
    in->args[0] = vec[0];
    in->args[1] = vec[1] ? vec[1] : vec[0];
    in->nargs = 2;
    *changed = true;
    return 0;
}

/* construct vecN(..., extract v[0], extract v[1], ..., extract v[w-1], ...)
 * -> construct vecN(..., v, ...): a run of scalar extracts that spells a
 * whole vector in order is that vector (float4(p.xyz, 1) written out by
 * lowering as three extracts). The construct gets smaller whether or not
 * the extracts die. */
static IrId rewrite_construct_runs(IrModule *m, IrInst *in, bool *changed)
{
    const IrType *t = ir_type(m, in->type);
    if (in->op != IR_CONSTRUCT || t->kind != IR_TY_VECTOR || in->nargs < 2 ||
        ir_value(m, in->id)->decors.len)
        return 0;
    IrId *out = NULL;
    uint32_t nout = 0;
    for (uint32_t k = 0; k < in->nargs;) {
        IrInst *d = ir_def(m, in->args[k]);
        const IrType *vt = d && d->block && d->op == IR_EXTRACT && d->nargs == 1 &&
                                   d->nlits == 1 && d->lits[0] == 0
                               ? ir_type(m, ir_type_of(m, d->args[0]))
                               : NULL;
        uint32_t w = vt && vt->kind == IR_TY_VECTOR && vt->elem == t->elem ? vt->count : 0;
        bool run = w > 1 && k + w <= in->nargs;
        for (uint32_t j = 1; j < w && run; j++) {
            IrInst *e = ir_def(m, in->args[k + j]);
            run = e && e->block && e->op == IR_EXTRACT && e->nargs == 1 && e->nlits == 1 &&
                  e->lits[0] == j && e->args[0] == d->args[0];
        }
        if (run && !out) {
            out = NEWN(m->cc, IrId, in->nargs);
            memcpy(out, in->args, k * sizeof *out);
            nout = k;
        }
        if (run) {
            out[nout++] = d->args[0];
            k += w;
        } else {
            if (out)
                out[nout++] = in->args[k];
            k++;
        }
    }
    if (!out)
        return 0;
    if (nout == 1)
        return out[0]; /* the whole vector, in order */
    in->args = out;
    in->nargs = nout;
    *changed = true;
    return 0;
}

/* fadd(fmul(a, b), c) -> fma(a, b, c) in place (see above). */
static void rewrite_fma(IrModule *m, IrInst *in, const uint32_t *uses, bool *changed)
{
    if (in->op != IR_FADD || in->nargs != 2 || (in->flags & IRF_NO_CONTRACTION) ||
        ir_value(m, in->id)->decors.len)
        return;
    for (uint32_t side = 0; side < 2; side++) {
        IrInst *d = ir_def(m, in->args[side]);
        if (!d || !d->block || d->op != IR_FMUL || d->nargs != 2 || d->type != in->type ||
            (d->flags & IRF_NO_CONTRACTION) || uses[d->id] != 1 ||
            ir_value(m, d->id)->decors.len)
            continue;
        IrId *args = NEWN(m->cc, IrId, 3);
        args[0] = d->args[0];
        args[1] = d->args[1];
        args[2] = in->args[1 - side];
        in->op = IR_FMA;
        in->args = args;
        in->nargs = 3;
        in->flags &= d->flags | ~(uint32_t)IRF_RELAXED;
        *changed = true;
        return;
    }
}

/* select(c, x, false) -> land c, x; select(c, true, x) -> lor c, x. */
static void rewrite_bool_select(IrModule *m, IrInst *in, bool *changed)
{
    if (in->op != IR_SELECT || in->nargs != 3 || ir_type_of(m, in->args[0]) != in->type ||
        ir_type(m, ir_type_scalar_of(m, in->type))->kind != IR_TY_BOOL)
        return;
    IrId c = in->args[0], x = in->args[1], y = in->args[2];
    if (all_comps(m, y, 0) && !all_comps(m, x, 1)) {
        in->op = IR_LAND;
        in->args[1] = x;
    } else if (all_comps(m, x, 1) && !all_comps(m, y, 0)) {
        in->op = IR_LOR;
        in->args[1] = y;
    } else {
        return;
    }
    in->args[0] = c;
    in->nargs = 2;
    *changed = true;
}

/* access(access(p, i...), j...) -> access(p, i..., j...) in place. The
 * NonUniform flag of either carries over; chains with decorations stay. */
static void rewrite_access(IrModule *m, IrInst *in, bool *changed)
{
    if (in->op != IR_ACCESS || in->nargs < 1 || ir_value(m, in->id)->decors.len)
        return;
    IrInst *d = ir_def(m, in->args[0]);
    if (!d || !d->block || d->op != IR_ACCESS || d->nargs < 1 || ir_value(m, d->id)->decors.len)
        return;
    uint32_t n = d->nargs + in->nargs - 1;
    IrId *args = NEWN(m->cc, IrId, n);
    memcpy(args, d->args, d->nargs * sizeof *args);
    memcpy(args + d->nargs, in->args + 1, (in->nargs - 1) * sizeof *args);
    in->args = args;
    in->nargs = n;
    in->flags |= d->flags & IRF_NONUNIFORM;
    *changed = true;
}

/* ---- the pass --------------------------------------------------------------- */

static bool fold_func(IrModule *m, IrFunc *f, void *unused)
{
    (void)unused;
    IrCfg *g = ir_cfg_build(m, f);
    IrMap repl;
    ir_map_init(m, &repl);
    bool changed = false;
    /* Uses of each id (before this pass's rewrites; a heuristic's input).
     * Debug info's dbg_value is no use: it must not change the code. */
    uint32_t *uses = TMPN(m->cc, uint32_t, m->values.len);
    for (uint32_t b = 0; b < f->blocks.len; b++)
        for (IrInst *in = f->blocks.data[b]->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs && in->op != IR_DBG_VALUE; k++)
                if (in->args[k] < m->values.len)
                    uses[in->args[k]]++;
    for (uint32_t r = 0; r < g->nrpo; r++) {
        IrBlock *bl = g->blocks[g->rpo[r]];
        for (IrInst *in = bl->first, *next; in; in = next) {
            next = in->next;
            for (uint32_t k = 0; k < in->nargs; k++)
                in->args[k] = ir_map_resolve(&repl, in->args[k]);
            if (!in->id || in->id >= repl.limit || !(ir_op_info(in->op)->flags & OPF_PURE))
                continue;
            IrId v = opt_fold(m, in, in->args);
            if (!v)
                v = simplify(m, in, in->args);
            if (!v && in->op == IR_EXTRACT && in->nargs == 1)
                v = walk_extract(m, in, &changed);
            if (!v && in->op == IR_SHUFFLE)
                v = rewrite_shuffle(m, in, &changed);
            if (!v)
                rewrite_splat_mul(m, in, &changed);
            if (!v)
                rewrite_access(m, in, &changed);
            if (!v)
                rewrite_bool_select(m, in, &changed);
            if (!v && in->op == IR_FADD)
                rewrite_fma(m, in, uses, &changed);
            if (!v && in->op == IR_CONSTRUCT) {
                /* Whole vectors first: construct(a, b) is smaller than a
                 * shuffle of a and b. */
                uint32_t before = in->nargs;
                v = rewrite_construct_runs(m, in, &changed);
                if (!v && in->nargs == before)
                    v = rewrite_construct_swizzle(m, in, uses, &changed);
            }
            if (!v || v == in->id)
                continue;
            ir_map_set(m, &repl, in->id, v);
            ir_inst_remove(in);
            changed = true;
        }
    }
    if (changed)
        ir_func_remap(m, f, &repl);
    return changed;
}

bool opt_constfold(IrModule *m)
{
    return opt_each_func(m, fold_func, NULL);
}
