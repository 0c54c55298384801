/*
 * Conversions and constant folding.
 *
 * HLSL converts between any numeric types implicitly: the scalar kind
 * changes freely, a scalar splats to a vector or matrix, a vector or matrix
 * truncates (with a warning) to a smaller one. Each conversion becomes a
 * chain of single-step EX_CAST nodes: truncate first, then change the
 * scalar kind, then splat or reshape, so no cast does two things at once.
 *
 * Literal ints and floats stay untyped (SK_LIT_INT / SK_LIT_FLOAT) while
 * they are constants; when one meets a concrete type the constant is
 * retyped in place. Folding runs as nodes are built (p_fold()).
 */
#include <math.h>

#include "base/conv.h"
#include "hlsl/sema.h"

static bool is_lit(ScalarKind k) { return k == SK_LIT_INT || k == SK_LIT_FLOAT; }

/* Drops majorness/snorm modifiers (memory-layout only) for comparisons. */
Type *p_strip_mods(P *p, Type *t)
{
    if ((t->kind == TY_MATRIX || t->kind == TY_SCALAR || t->kind == TY_VECTOR) && t->mods)
        return ty_with_mods(p->cc, t, 0);
    return t;
}

bool ty_same_type(Type *a, Type *b)
{
    if (a == b)
        return true;
    if (!a || !b || a->kind != b->kind)
        return false;
    switch (a->kind) {
    case TY_SCALAR: case TY_VECTOR: case TY_MATRIX:
        return a->scalar == b->scalar && a->rows == b->rows && a->cols == b->cols;
    case TY_ARRAY:
        return a->count == b->count && ty_same_type(a->elem, b->elem);
    default:
        return false;
    }
}

bool ty_is_bool_shaped(Type *t) { return ty_is_numeric(t) && t->scalar == SK_BOOL; }

/* Number of leaf values in t's flattened form. */
uint32_t ty_leaf_count(Type *t)
{
    switch (t->kind) {
    case TY_SCALAR: case TY_ENUM: return 1;
    case TY_VECTOR: return t->cols;
    case TY_MATRIX: return (uint32_t)t->rows * t->cols;
    case TY_ARRAY: {
        uint64_t n = (uint64_t)t->count * ty_leaf_count(t->elem);
        return n > LIMIT_ARRAY_ELEMENTS ? LIMIT_ARRAY_ELEMENTS : (uint32_t)n;
    }
    case TY_STRUCT: {
        uint32_t n = 0;
        if (t->decl)
            for (uint32_t i = 0; i < t->decl->fields.len; i++)
                n += ty_leaf_count(t->decl->fields.data[i]->type);
        return n;
    }
    default: return 1;
    }
}

static unsigned shape_count(Type *t) { return ty_component_count(t); }

/* How far a conversion goes, per scalar kind and per shape; a conversion's
 * rank is the larger of the two (conv_rank), CONV_NONE when there is none. */
enum { CONV_EXACT = 0, CONV_PROMOTE = 1, CONV_INT = 2, CONV_CONVERT = 3, CONV_SHAPE = 4, CONV_TRUNC = 5, CONV_NONE = 99 };

/* Conversion rank of one scalar kind to another. */
static int kind_rank(ScalarKind f, ScalarKind t)
{
    if (f == t)
        return CONV_EXACT;
    if (f == SK_LIT_INT)
        return (t == SK_INT32 || t == SK_UINT32) ? CONV_PROMOTE : CONV_CONVERT;
    if (f == SK_LIT_FLOAT)
        return t == SK_FLOAT ? CONV_PROMOTE : CONV_CONVERT;
    bool ff = ty_is_float_kind(f), tf = ty_is_float_kind(t);
    if (ff && tf && ty_scalar_bits(t) >= ty_scalar_bits(f))
        return CONV_PROMOTE;
    if (!ff && !tf && f != SK_BOOL && t != SK_BOOL && ty_is_signed_kind(f) == ty_is_signed_kind(t) &&
        ty_scalar_bits(t) >= ty_scalar_bits(f))
        return CONV_PROMOTE;
    /* Integer to integer (signedness or width) costs less than a change
     * between integer and float: DXC's ScoreCast (SemaHLSL.cpp) scores an
     * "int cast" below a "cast", so f(int2) beats f(float2) for a uint2. */
    if (!ff && !tf && f != SK_BOOL && t != SK_BOOL)
        return CONV_INT;
    return CONV_CONVERT;
}

/* ConstantBuffer<S> / TextureBuffer<S> converts to S (DXC: the whole block
 * is loaded member by member; lowering's lw_cast does the load). */
static bool is_cbuffer_of(Type *from, Type *to)
{
    return from->kind == TY_RESOURCE && ty_res_info(from->res)->cls == RC_CBUFFER && from->elem &&
           to->kind == TY_STRUCT && ty_same_type(from->elem, to);
}

/* An integer scalar converts implicitly to a plain (unscoped) enum: HLSL's
 * enums are weakly typed as C's are (DXC compiles `Number d = First +
 * Second;`). An `enum class` takes a cast. */
static bool int_to_plain_enum(const Type *from, const Type *to)
{
    return to->kind == TY_ENUM && to->decl && !to->decl->is_enum_class && from->kind == TY_SCALAR &&
           ty_is_int_kind(from->scalar);
}

/* The rank of converting a value of type from to type to (CONV_*). */
static int conv_rank(P *p, Type *from, Type *to)
{
    if (from->kind == TY_ERROR || to->kind == TY_ERROR)
        return CONV_EXACT;
    if (ty_same_type(p_strip_mods(p, from), p_strip_mods(p, to)))
        return CONV_EXACT;
    if (is_cbuffer_of(from, to))
        return CONV_PROMOTE;
    if (vk_implicit_ok(from, to)) /* ResourceDescriptorHeap[i] -> Texture2D */
        return CONV_PROMOTE;
    if (from->kind == TY_ENUM && ty_is_numeric(to))
        return kind_rank(from->scalar, to->scalar) == CONV_EXACT && to->kind == TY_SCALAR ? CONV_PROMOTE
                                                                                           : CONV_CONVERT;
    if (int_to_plain_enum(from, to))
        return CONV_CONVERT;
    if (!ty_is_numeric(from) || !ty_is_numeric(to))
        return CONV_NONE;
    int kr = kind_rank(from->scalar, to->scalar);
    unsigned fc = shape_count(from), tc = shape_count(to);
    int sr = CONV_EXACT;
    if (from->kind == to->kind && from->rows == to->rows && from->cols == to->cols) {
        sr = CONV_EXACT;
    } else if (fc == 1) {
        sr = CONV_SHAPE; /* splat (or vector1 <-> scalar) */
        if (tc == 1)
            sr = CONV_PROMOTE;
    } else if (from->kind == TY_VECTOR && to->kind == TY_VECTOR) {
        sr = tc < fc ? CONV_TRUNC : CONV_NONE;
    } else if (to->kind == TY_SCALAR) {
        sr = CONV_TRUNC;
    } else if (from->kind == TY_MATRIX && to->kind == TY_MATRIX) {
        sr = to->rows <= from->rows && to->cols <= from->cols ? CONV_TRUNC : CONV_NONE;
    } else if (fc == tc) {
        sr = CONV_SHAPE; /* float1x4 <-> float4, float2x2 <-> float4: DXC's rule 5c */
    } else if (from->kind == TY_MATRIX && to->kind == TY_VECTOR && (from->rows == 1 || from->cols == 1) &&
               tc < fc) {
        sr = CONV_TRUNC;
    } else {
        sr = CONV_NONE;
    }
    if (sr == CONV_NONE)
        return CONV_NONE;
    return kr > sr ? kr : sr;
}

enum { SCORE_RESHAPE, SCORE_SPLAT, SCORE_PROMOTE, SCORE_INT, SCORE_CAST, SCORE_TRUNC };
#define SCORE_BIT(b) ((uint64_t)1 << (CONV_SCORE_STEP * (b)))

uint64_t p_conv_score(P *p, Type *from, Type *to)
{
    int r = conv_rank(p, from, to);
    if (r == CONV_NONE)
        return CONV_SCORE_NONE;
    if (r == CONV_EXACT)
        return 0;
    if (!ty_is_numeric(from) || !ty_is_numeric(to) || from->kind == TY_ENUM || to->kind == TY_ENUM)
        return SCORE_BIT(r == CONV_PROMOTE ? SCORE_PROMOTE : SCORE_CAST);
    uint64_t score = 0;
    unsigned fc = shape_count(from), tc = shape_count(to);
    if (fc < tc)
        score |= SCORE_BIT(SCORE_SPLAT);
    else if (fc > tc)
        score |= SCORE_BIT(SCORE_TRUNC);
    else if (from->kind != to->kind || from->rows != to->rows || from->cols != to->cols)
        score |= SCORE_BIT(SCORE_RESHAPE);
    switch (kind_rank(from->scalar, to->scalar)) {
    case CONV_PROMOTE: score |= SCORE_BIT(SCORE_PROMOTE); break;
    case CONV_INT: score |= SCORE_BIT(SCORE_INT); break;
    case CONV_CONVERT: score |= SCORE_BIT(SCORE_CAST); break;
    default: break;
    }
    return score;
}

static Expr *mk_cast(P *p, Expr *e, Type *to, CastKind k, bool explicit_cast)
{
    Expr *c = p_new_expr(p, EX_CAST, e->loc, to);
    c->lhs = e;
    c->cast_kind = k;
    c->explicit_cast = explicit_cast;
    p_fold(p, c);
    return c;
}

/* Retypes a literal constant (scalar) to concrete scalar kind k. */
static Expr *retype_const(P *p, Expr *e, ScalarKind k)
{
    Expr *r = p_new_expr(p, EX_INT_LIT, e->loc, ty_scalar(p->cc, k));
    ConstVal v = e->cval;
    bool src_float = ty_is_float_kind(v.kind);
    r->is_const = true;
    r->cval.kind = k;
    if (k == SK_BOOL) {
        r->kind = EX_BOOL_LIT;
        r->bval = src_float ? v.f != 0 : (v.kind == SK_BOOL ? v.b : v.i != 0);
        r->cval.b = r->bval;
        r->cval.i = r->bval;
    } else if (ty_is_float_kind(k)) {
        r->kind = EX_FLOAT_LIT;
        r->fval = src_float ? v.f : v.kind == SK_BOOL ? (double)v.b : ty_is_signed_kind(v.kind) || v.kind == SK_LIT_INT ? (double)v.i : (double)v.u;
        if (k == SK_FLOAT || k == SK_MIN16FLOAT || k == SK_MIN10FLOAT)
            r->fval = (double)(float)r->fval;
        r->cval.f = r->fval;
    } else {
        unsigned bits = ty_scalar_bits(k);
        uint64_t u = (uint64_t)(v.kind == SK_BOOL ? v.b : v.i);
        if (src_float)
            conv_float_to_int(v.f, bits, ty_is_signed_kind(k), &u);
        int64_t i;
        if (bits < 64)
            u &= (1ull << bits) - 1;
        if (ty_is_signed_kind(k) && bits < 64 && (u >> (bits - 1)) & 1)
            i = (int64_t)(u | ~((1ull << bits) - 1));
        else
            i = (int64_t)u;
        r->ival = u;
        r->cval.i = i;
        r->cval.u = u;
    }
    return r;
}

/* A [[vk::constant_id]] constant: constant for the front end's checks, but
 * what uses it must stay an expression of the specialization constant (the
 * pipeline may give it another value), so it is never folded. */
static bool spec_ref(const Expr *e)
{
    return e && e->kind == EX_VAR && e->decl && e->decl->is_spec_constant;
}

/* Scalar-kind cast keeping the shape. */
static Expr *cast_kind(P *p, Expr *e, ScalarKind to, bool explicit_cast)
{
    ScalarKind from = e->type->scalar;
    if (from == to)
        return e;
    if (e->is_const && e->type->kind == TY_SCALAR && !spec_ref(e))
        return retype_const(p, e, to);
    CastKind k;
    bool ff = ty_is_float_kind(from), tf = ty_is_float_kind(to);
    if (to == SK_BOOL)
        k = ff ? CK_FLOAT_TO_BOOL : CK_INT_TO_BOOL;
    else if (from == SK_BOOL)
        k = tf ? CK_BOOL_TO_FLOAT : CK_BOOL_TO_INT;
    else if (ff && tf)
        k = CK_FLOAT_TO_FLOAT;
    else if (ff)
        k = CK_FLOAT_TO_INT;
    else if (tf)
        k = CK_INT_TO_FLOAT;
    else
        k = CK_INT_TO_INT;
    return mk_cast(p, e, ty_with_scalar(p->cc, e->type, to), k, explicit_cast);
}

/* Gives a literal-typed expression a concrete type (int / float). */
Expr *p_concretize(P *p, Expr *e)
{
    if (!ty_is_numeric(e->type) || !is_lit(e->type->scalar))
        return e;
    ScalarKind k = e->type->scalar == SK_LIT_INT ? SK_INT32 : SK_FLOAT;
    if (e->is_const && e->type->kind == TY_SCALAR)
        return retype_const(p, e, k);
    if (e->kind == EX_TERNARY) {
        e->lhs = p_concretize(p, e->lhs);
        e->rhs = p_concretize(p, e->rhs);
        e->type = e->lhs->type;
        return e;
    }
    if (e->kind == EX_COMMA) {
        e->rhs = p_concretize(p, e->rhs);
        e->type = e->rhs->type;
        return e;
    }
    /* Any other literal-typed node: retype its operands recursively. */
    if (e->lhs)
        e->lhs = p_concretize(p, e->lhs);
    if (e->rhs)
        e->rhs = p_concretize(p, e->rhs);
    e->type = ty_with_scalar(p->cc, e->type, k);
    return e;
}

Expr *p_to_bool(P *p, Expr *e)
{
    if (!ty_is_numeric(e->type))
        return e;
    return cast_kind(p, p_concretize(p, e), SK_BOOL, false);
}

/* ---- flattening (init lists, constructors, struct casts) ------------------- */

typedef Vec(Type *) TypeVec;

static void flatten_types_at(P *p, Type *t, TypeVec *out, int depth)
{
    Cc *cc = p->cc;
    /* Types are nested no deeper than the parser allows; the depth test is a
     * guard against a type that reaches itself after an earlier error. */
    if (out->len > LIMIT_ARRAY_ELEMENTS || depth > LIMIT_NESTING)
        return;
    switch (t->kind) {
    case TY_VECTOR:
        for (unsigned i = 0; i < t->cols; i++)
            vec_push(&cc->arena, out, ty_scalar(cc, t->scalar));
        break;
    case TY_MATRIX:
        for (unsigned i = 0; i < (unsigned)t->rows * t->cols; i++)
            vec_push(&cc->arena, out, ty_scalar(cc, t->scalar));
        break;
    case TY_ARRAY:
        for (uint32_t i = 0; i < t->count; i++)
            flatten_types_at(p, t->elem, out, depth + 1);
        break;
    case TY_STRUCT:
        for (uint32_t i = 0; t->decl && i < t->decl->fields.len; i++)
            flatten_types_at(p, t->decl->fields.data[i]->type, out, depth + 1);
        break;
    default:
        vec_push(&cc->arena, out, t);
        break;
    }
}

static void flatten_types(P *p, Type *t, TypeVec *out) { flatten_types_at(p, t, out, 0); }

static void flatten_values(P *p, Expr *b, ExprVec *out)
{
    Cc *cc = p->cc;
    Type *t = b->type;
    if (out->len > LIMIT_ARRAY_ELEMENTS)
        return;
    switch (t->kind) {
    case TY_VECTOR:
        for (unsigned i = 0; i < t->cols; i++) {
            Expr *e = p_new_expr(p, EX_SWIZZLE, b->loc, ty_scalar(cc, t->scalar));
            e->lhs = b;
            e->comps[0] = (uint8_t)i;
            e->ncomps = 1;
            vec_push(&cc->arena, out, e);
        }
        break;
    case TY_MATRIX:
        for (unsigned r = 0; r < t->rows; r++)
            for (unsigned c = 0; c < t->cols; c++) {
                Expr *e = p_new_expr(p, EX_MATRIX_ELEMS, b->loc, ty_scalar(cc, t->scalar));
                e->lhs = b;
                e->comps[0] = (uint8_t)(r * 4 + c);
                e->ncomps = 1;
                vec_push(&cc->arena, out, e);
            }
        break;
    case TY_ARRAY:
        for (uint32_t i = 0; i < t->count; i++) {
            Expr *e = p_new_expr(p, EX_INDEX, b->loc, t->elem);
            e->lhs = b;
            Expr *idx = p_new_expr(p, EX_INT_LIT, b->loc, ty_scalar(cc, SK_UINT32));
            idx->ival = i;
            idx->is_const = true;
            idx->cval.kind = SK_UINT32;
            idx->cval.i = i;
            idx->cval.u = i;
            e->rhs = idx;
            flatten_values(p, e, out);
        }
        break;
    case TY_STRUCT:
        for (uint32_t i = 0; t->decl && i < t->decl->fields.len; i++) {
            Decl *f = t->decl->fields.data[i];
            Expr *e = p_new_expr(p, EX_MEMBER, b->loc, f->type);
            e->lhs = b;
            e->decl = f;
            flatten_values(p, e, out);
        }
        break;
    default:
        vec_push(&cc->arena, out, b);
        break;
    }
}

/* Builds the flattened form of `target{srcs...}`. A single scalar source
 * with more target leaves splats (the (S)0 idiom and float4(x)). */
Expr *p_make_init_list(P *p, Type *target, Expr **srcs, uint32_t n, Loc loc, ExprKind kind)
{
    Cc *cc = p->cc;
    Expr *e = p_new_expr(p, kind, loc, target);
    ExprVec vals = {0};
    for (uint32_t i = 0; i < n; i++) {
        Expr *s = p_concretize(p, srcs[i]);
        if (s->type->kind == TY_ERROR || s->kind == EX_ERROR)
            return p_err_expr(p, loc);
        if (s->type->kind == TY_VOID) {
            diag(cc, s->loc, D_VOID_VALUE);
            return p_err_expr(p, loc);
        }
        vec_push(&cc->arena, &e->init.srcs, s);
        Expr *o = p_new_expr(p, EX_OPAQUE, s->loc, s->type);
        o->opaque = s;
        flatten_values(p, o, &vals);
    }
    /* Unsized array: the size comes from the values. */
    if (target->kind == TY_ARRAY && target->count == 0) {
        uint32_t per = ty_leaf_count(target->elem);
        if (per && vals.len % per == 0 && vals.len)
            target = ty_array(cc, target->elem, vals.len / per);
        e->type = target;
    }
    TypeVec leaves = {0};
    flatten_types(p, target, &leaves);
    bool splat = vals.len == 1 && leaves.len > 1 && ty_is_numeric(vals.data[0]->type) &&
                 kind != EX_INIT_LIST;
    if (!splat && vals.len != leaves.len) {
        diag(cc, loc, D_INIT_COUNT, vals.len < leaves.len ? "few" : "many", ty_name(cc, target),
             (unsigned)leaves.len, (unsigned)vals.len);
        return p_err_expr(p, loc);
    }
    bool all_const = true;
    for (uint32_t i = 0; i < leaves.len; i++) {
        Expr *v = vals.data[splat ? 0 : i];
        Expr *c = p_convert(p, v, leaves.data[i], kind != EX_INIT_LIST);
        if (c->kind == EX_ERROR)
            return c;
        vec_push(&cc->arena, &e->init.leaves, c);
        all_const &= srcs[splat ? 0 : 0]->is_const && n == leaves.len;
    }
    (void)all_const;
    return e;
}

/* ---- convert ---------------------------------------------------------------- */

/* FXC's implicit flat conversion between aggregates whose flattened
 * elements are the same types (`First f = second;` of two structs with equal
 * members), which DXC keeps: for structs only before HLSL 2021 (its strict
 * UDT rule), for arrays always. */
static bool same_leaves_ok(P *p, Type *from, Type *to)
{
    bool udt = from->kind == TY_STRUCT || to->kind == TY_STRUCT;
    if ((udt && p->cc->hlsl_version >= 2021) || (from->kind != TY_STRUCT && from->kind != TY_ARRAY) ||
        (to->kind != TY_STRUCT && to->kind != TY_ARRAY))
        return false;
    TypeVec a = {0}, b = {0};
    flatten_types(p, from, &a);
    flatten_types(p, to, &b);
    if (a.len != b.len || !a.len)
        return false;
    for (uint32_t i = 0; i < a.len; i++)
        if (!ty_same_type(p_strip_mods(p, a.data[i]), p_strip_mods(p, b.data[i])))
            return false;
    return true;
}

Expr *p_convert(P *p, Expr *e, Type *to, bool explicit_cast)
{
    Cc *cc = p->cc;
    Type *from = e->type;
    if (e->kind == EX_ERROR || from->kind == TY_ERROR || to->kind == TY_ERROR)
        return e;
    if (from == to)
        return e;
    if (ty_same_type(p_strip_mods(p, from), p_strip_mods(p, to)))
        return (from->kind == TY_ARRAY || from->kind == TY_MATRIX) && !explicit_cast ? e
                                                                                     : mk_cast(p, e, to, CK_NOOP, explicit_cast);
    if (from->kind == TY_VOID) {
        diag(cc, e->loc, D_VOID_VALUE);
        return p_err_expr(p, e->loc);
    }
    if (is_cbuffer_of(from, to))
        return mk_cast(p, e, to, CK_NOOP, explicit_cast);
    /* enums */
    if (from->kind == TY_ENUM) {
        if (to->kind == TY_ENUM && !explicit_cast)
            goto fail;
        e = mk_cast(p, e, from->elem, CK_NOOP, explicit_cast);
        return p_convert(p, e, to, explicit_cast);
    }
    if (to->kind == TY_ENUM) {
        if (!explicit_cast && !int_to_plain_enum(from, to))
            goto fail;
        e = p_convert(p, e, to->elem, true);
        return mk_cast(p, e, to, CK_NOOP, true);
    }
    /* A derived struct to one of its bases: the base sub-object, an l-value
     * when the operand is one ((Base)d = b, as DXC's oo.inheritance.hlsl). */
    if (from->kind == TY_STRUCT && to->kind == TY_STRUCT && from->decl && to->decl) {
        Decl *sd = from->decl;
        int depth = 0;
        while (sd && sd != to->decl && sd->base && depth < 64)
            sd = sd->base, depth++;
        if (sd == to->decl && depth > 0) {
            Expr *r = e;
            for (Decl *d = from->decl; d != to->decl; d = d->base) {
                if (!d->fields.len || !d->fields.data[0]->is_base)
                    break;
                r = p_member_expr(p, r, d->fields.data[0], e->loc);
            }
            if (ty_same_type(p_strip_mods(p, r->type), p_strip_mods(p, to)))
                return r;
        }
    }
    /* struct / array casts: explicit flattening */
    if (to->kind == TY_STRUCT || to->kind == TY_ARRAY || from->kind == TY_STRUCT || from->kind == TY_ARRAY) {
        if (!explicit_cast && !same_leaves_ok(p, from, to))
            goto fail;
        if (to->kind == TY_STRUCT || to->kind == TY_ARRAY || ty_is_numeric(to)) {
            uint32_t fl = ty_leaf_count(from), tl = ty_leaf_count(to);
            if (!(fl == 1 && ty_is_numeric(from)) && fl < tl)
                goto fail;
            Expr *il;
            if (fl > tl) {
                /* (float2)arr4 / (Small)big: keep the leading leaves. */
                TypeVec lv = {0};
                flatten_types(p, to, &lv);
                ExprVec vals = {0};
                Expr *o = p_new_expr(p, EX_OPAQUE, e->loc, from);
                o->opaque = e;
                flatten_values(p, o, &vals);
                il = p_new_expr(p, EX_INIT_LIST, e->loc, to);
                vec_push(&cc->arena, &il->init.srcs, e);
                for (uint32_t i = 0; i < lv.len; i++)
                    vec_push(&cc->arena, &il->init.leaves, p_convert(p, vals.data[i], lv.data[i], true));
            } else {
                il = p_make_init_list(p, to, &e, 1, e->loc, EX_CONSTRUCT);
                if (il->kind == EX_ERROR)
                    return il;
                il->kind = EX_INIT_LIST;
            }
            Expr *c = p_new_expr(p, EX_CAST, e->loc, to);
            c->cast_kind = CK_FLATTEN;
            c->explicit_cast = true;
            c->lhs = il;
            c->init = il->init;
            return c;
        }
        goto fail;
    }
    if (from->kind == TY_RESOURCE || to->kind == TY_RESOURCE) {
        Expr *r = vk_convert(p, e, to, explicit_cast); /* heaps, buffer pointers */
        if (r)
            return r;
    }
    if (!ty_is_numeric(from) || !ty_is_numeric(to)) {
        if (from->kind == TY_RESOURCE && to->kind == TY_RESOURCE && from->res == to->res &&
            (!from->elem || !to->elem || ty_same_type(from->elem, to->elem)))
            return e;
        goto fail;
    }
    {
        int r = conv_rank(p, from, to);
        if (r == CONV_NONE && !explicit_cast)
            goto fail;
        unsigned fc = shape_count(from), tc = shape_count(to);
        /* Literal constant scalar: retype, then splat. */
        if (e->is_const && from->kind == TY_SCALAR && is_lit(from->scalar)) {
            e = retype_const(p, e, to->scalar);
            from = e->type;
        }
        /* 1. truncate */
        if (fc > 1 && (tc < fc || (from->kind == TY_MATRIX && to->kind == TY_MATRIX && (to->rows < from->rows || to->cols < from->cols)))) {
            Type *tt;
            if (to->kind == TY_SCALAR)
                tt = ty_scalar(cc, from->scalar);
            else if (from->kind == TY_MATRIX && to->kind == TY_MATRIX)
                tt = ty_matrix(cc, from->scalar, to->rows, to->cols, 0);
            else if (from->kind == TY_VECTOR && to->kind == TY_VECTOR)
                tt = ty_vector(cc, from->scalar, to->cols);
            else if (from->kind == TY_MATRIX && to->kind == TY_VECTOR && (from->rows == 1 || from->cols == 1))
                tt = ty_matrix(cc, from->scalar, from->rows == 1 ? 1 : to->cols, from->rows == 1 ? to->cols : 1, 0);
            else if (explicit_cast && from->kind == TY_VECTOR && to->kind == TY_MATRIX && tc < fc)
                tt = ty_vector(cc, from->scalar, tc);
            else if (explicit_cast && from->kind == TY_MATRIX && to->kind == TY_VECTOR)
                tt = NULL;
            else
                goto fail;
            if (!tt)
                goto fail;
            if (!explicit_cast && !(from->kind == TY_MATRIX && to->kind == TY_MATRIX && false))
                diag(cc, e->loc, D_TRUNCATION, ty_name(cc, from), ty_name(cc, tt));
            e = mk_cast(p, e, tt, CK_TRUNCATE, explicit_cast);
            from = e->type;
            fc = shape_count(from);
        }
        /* 2. scalar kind */
        e = cast_kind(p, e, to->scalar, explicit_cast);
        from = e->type;
        /* 3. shape */
        if (from->kind == to->kind && from->rows == to->rows && from->cols == to->cols) {
            if (from != to)
                e = mk_cast(p, e, to, CK_NOOP, explicit_cast);
            return e;
        }
        if (fc == 1 && tc == 1)
            return mk_cast(p, e, to, from->kind == TY_SCALAR ? CK_SCALAR_TO_VEC1 : CK_VEC1_TO_SCALAR, explicit_cast);
        if (fc == 1) {
            if (from->kind != TY_SCALAR)
                e = mk_cast(p, e, ty_scalar(cc, from->scalar), CK_VEC1_TO_SCALAR, explicit_cast);
            return mk_cast(p, e, to, CK_SPLAT, explicit_cast);
        }
        if (fc == tc)
            return mk_cast(p, e, to, CK_RESHAPE, explicit_cast);
    }
fail:
    diag(cc, e->loc, explicit_cast ? D_BAD_CAST : D_NO_CONVERSION, ty_name(cc, from), ty_name(cc, to));
    return p_err_expr(p, e->loc);
}

/* ---- usual arithmetic conversions ------------------------------------------ */

static int float_rank(ScalarKind k)
{
    switch (k) {
    case SK_MIN10FLOAT: return 1; case SK_MIN16FLOAT: return 2; case SK_HALF: return 3;
    case SK_FLOAT: return 4; case SK_DOUBLE: return 5; default: return 0;
    }
}
static int int_rank(ScalarKind k)
{
    switch (k) {
    case SK_BOOL: return 0; case SK_MIN12INT: return 1; case SK_MIN16INT: return 2; case SK_MIN16UINT: return 3;
    case SK_INT16: return 4; case SK_UINT16: return 5; case SK_INT32: return 6; case SK_UINT32: return 7;
    case SK_INT64: return 8; case SK_UINT64: return 9; default: return 0;
    }
}

static ScalarKind common_kind(ScalarKind a, ScalarKind b)
{
    if (a == b)
        return a;
    if (is_lit(a) && is_lit(b))
        return SK_LIT_FLOAT;
    if (is_lit(a) || is_lit(b)) {
        ScalarKind l = is_lit(a) ? a : b, c = is_lit(a) ? b : a;
        if (l == SK_LIT_FLOAT && !ty_is_float_kind(c))
            return SK_FLOAT;
        return c == SK_BOOL ? (l == SK_LIT_FLOAT ? SK_FLOAT : SK_INT32) : c;
    }
    bool fa = ty_is_float_kind(a), fb = ty_is_float_kind(b);
    if (fa || fb) {
        if (fa && fb)
            return float_rank(a) >= float_rank(b) ? a : b;
        return fa ? a : b;
    }
    return int_rank(a) >= int_rank(b) ? a : b;
}

/* Converts *a and *b to their common type for a binary operation. */
Type *p_arith_type(P *p, Expr **a, Expr **b, BinaryOp op, Loc loc)
{
    Cc *cc = p->cc;
    Type *ta = (*a)->type, *tb = (*b)->type;
    bool both_const_lit = (*a)->is_const && (*b)->is_const && ta->kind == TY_SCALAR && tb->kind == TY_SCALAR &&
                          (is_lit(ta->scalar) || is_lit(tb->scalar));
    ScalarKind k = common_kind(ta->scalar, tb->scalar);
    if (is_lit(k) && !both_const_lit)
        k = k == SK_LIT_INT ? SK_INT32 : SK_FLOAT;
    if (is_lit(ta->scalar) && is_lit(tb->scalar) && ta->scalar == tb->scalar)
        k = ta->scalar;
    unsigned ca = ty_component_count(ta), cb = ty_component_count(tb);
    Type *t;
    if (ca == 1 && cb == 1) {
        t = ta->kind != TY_SCALAR ? ty_with_scalar(cc, ta, k) : tb->kind != TY_SCALAR ? ty_with_scalar(cc, tb, k)
                                                                                    : ty_scalar(cc, k);
    } else if (ca == 1) {
        t = ty_with_scalar(cc, p_strip_mods(p, tb), k);
    } else if (cb == 1) {
        t = ty_with_scalar(cc, p_strip_mods(p, ta), k);
    } else if (ta->kind == TY_VECTOR && tb->kind == TY_VECTOR) {
        t = ty_vector(cc, k, ta->cols < tb->cols ? ta->cols : tb->cols);
    } else if (ta->kind == TY_MATRIX && tb->kind == TY_MATRIX) {
        t = ty_matrix(cc, k, ta->rows < tb->rows ? ta->rows : tb->rows, ta->cols < tb->cols ? ta->cols : tb->cols, 0);
    } else {
        /* vector with matrix: only when the matrix is a row/column of it */
        Type *m = ta->kind == TY_MATRIX ? ta : tb, *v = ta->kind == TY_MATRIX ? tb : ta;
        if ((m->rows == 1 || m->cols == 1) && ty_component_count(m) >= v->cols) {
            t = ty_vector(cc, k, v->cols);
        } else if (ca == cb) {
            t = ty_with_scalar(cc, p_strip_mods(p, ta), k); /* float2x2 * float4: the left's shape, as DXC */
        } else {
            diag(cc, loc, D_BAD_OPERANDS, ast_binop_spelling(op), ty_name(cc, ta), ty_name(cc, tb));
            return ty_error(cc);
        }
    }
    *a = p_convert(p, *a, t, false);
    *b = p_convert(p, *b, t, false);
    if ((*a)->kind == EX_ERROR || (*b)->kind == EX_ERROR)
        return ty_error(cc);
    return t;
}

/* ---- constant folding --------------------------------------------------------- */

static double cv_f(ConstVal v)
{
    if (ty_is_float_kind(v.kind))
        return v.f;
    if (v.kind == SK_BOOL)
        return v.b;
    return ty_is_signed_kind(v.kind) || v.kind == SK_LIT_INT ? (double)v.i : (double)v.u;
}

static void set_int(ConstVal *r, ScalarKind k, uint64_t u)
{
    unsigned bits = ty_scalar_bits(k);
    if (k == SK_LIT_INT)
        bits = 64;
    if (bits < 64)
        u &= (1ull << bits) - 1;
    r->kind = k;
    r->u = u;
    if (ty_is_signed_kind(k) && bits < 64 && ((u >> (bits - 1)) & 1))
        r->i = (int64_t)(u | ~((1ull << bits) - 1));
    else
        r->i = (int64_t)u;
    r->b = u != 0;
}

/* Folds e when its operands are scalar constants. */
void p_fold(P *p, Expr *e)
{
    if (e->type->kind != TY_SCALAR || spec_ref(e->lhs) || spec_ref(e->rhs))
        return;
    ScalarKind k = e->type->scalar;
    ConstVal r = {0};
    r.kind = k;
    bool isf = ty_is_float_kind(k);
    switch (e->kind) {
    case EX_CAST: {
        if (!e->lhs->is_const || (e->lhs->type->kind != TY_SCALAR && e->lhs->type->kind != TY_ENUM))
            return;
        ConstVal v = e->lhs->cval;
        if (k == SK_BOOL) {
            r.b = ty_is_float_kind(v.kind) ? v.f != 0 : v.kind == SK_BOOL ? v.b : v.u != 0;
            r.i = r.b;
            r.u = r.b;
        } else if (isf) {
            r.f = cv_f(v);
            if (k == SK_FLOAT)
                r.f = (double)(float)r.f;
        } else {
            uint64_t u = v.kind == SK_BOOL ? (uint64_t)v.b : v.u;
            if (ty_is_float_kind(v.kind))
                conv_float_to_int(v.f, k == SK_LIT_INT ? 64 : ty_scalar_bits(k), ty_is_signed_kind(k), &u);
            set_int(&r, k, u);
        }
        break;
    }
    case EX_UNARY: {
        if (!e->lhs->is_const)
            return;
        ConstVal v = e->lhs->cval;
        switch (e->op) {
        case UO_PLUS: r = v; break;
        case UO_NEG:
            if (isf)
                r.f = -v.f;
            else
                set_int(&r, k, (uint64_t)0 - v.u);
            break;
        case UO_NOT: r.b = !v.b; r.i = r.b; r.u = r.b; break;
        case UO_BITNOT: set_int(&r, k, ~v.u); break;
        default: return;
        }
        r.kind = k;
        break;
    }
    case EX_BINARY: case EX_LOGICAL: {
        if (!e->lhs->is_const || !e->rhs->is_const)
            return;
        ConstVal a = e->lhs->cval, b = e->rhs->cval;
        ScalarKind ok = e->lhs->type->scalar;
        bool of = ty_is_float_kind(ok), os = ty_is_signed_kind(ok) || ok == SK_LIT_INT;
        int cmp = 0;
        if (of)
            cmp = a.f < b.f ? -1 : a.f > b.f ? 1 : 0;
        else if (ok == SK_BOOL)
            cmp = (int)a.b - (int)b.b;
        else if (os)
            cmp = a.i < b.i ? -1 : a.i > b.i ? 1 : 0;
        else
            cmp = a.u < b.u ? -1 : a.u > b.u ? 1 : 0;
        switch (e->op) {
        case BO_LT: r.b = cmp < 0; break;
        case BO_GT: r.b = cmp > 0; break;
        case BO_LE: r.b = cmp <= 0; break;
        case BO_GE: r.b = cmp >= 0; break;
        case BO_EQ: r.b = cmp == 0; break;
        case BO_NE: r.b = cmp != 0; break;
        case BO_LAND: r.b = a.b && b.b; break;
        case BO_LOR: r.b = a.b || b.b; break;
        default:
            if (isf) {
                switch (e->op) {
                case BO_ADD: r.f = a.f + b.f; break;
                case BO_SUB: r.f = a.f - b.f; break;
                case BO_MUL: r.f = a.f * b.f; break;
                case BO_DIV: r.f = a.f / b.f; break;
                case BO_MOD: r.f = fmod(a.f, b.f); break;
                default: return;
                }
                if (k == SK_FLOAT)
                    r.f = (double)(float)r.f;
            } else {
                uint64_t u;
                switch (e->op) {
                case BO_ADD: u = a.u + b.u; break;
                case BO_SUB: u = a.u - b.u; break;
                case BO_MUL: u = a.u * b.u; break;
                case BO_DIV: case BO_MOD:
                    if (b.u == 0) {
                        diag(p->cc, e->loc, D_DIV_ZERO);
                        return;
                    }
                    if (os && b.i == -1)
                        u = e->op == BO_DIV ? (uint64_t)0 - a.u : 0;
                    else if (os)
                        u = (uint64_t)(e->op == BO_DIV ? a.i / b.i : a.i % b.i);
                    else
                        u = e->op == BO_DIV ? a.u / b.u : a.u % b.u;
                    break;
                /* HLSL masks the count to the width of the result (as
                 * lowering does): (-1) << 255 is -1 << 31 for an int. */
                case BO_SHL: u = a.u << (b.u & (ty_scalar_bits(k) - 1)); break;
                case BO_SHR: {
                    unsigned n = (unsigned)(b.u & (ty_scalar_bits(k) - 1));
                    u = os ? (uint64_t)(a.i >> n) : a.u >> n;
                    break;
                }
                case BO_AND: u = a.u & b.u; break;
                case BO_OR: u = a.u | b.u; break;
                case BO_XOR: u = a.u ^ b.u; break;
                default: return;
                }
                set_int(&r, k, u);
            }
            break;
        }
        if (k == SK_BOOL) {
            r.i = r.b;
            r.u = r.b;
        }
        r.kind = k;
        break;
    }
    case EX_TERNARY:
        if (!e->cond->is_const || !e->lhs->is_const || !e->rhs->is_const)
            return;
        r = e->cond->cval.b ? e->lhs->cval : e->rhs->cval;
        break;
    default:
        return;
    }
    e->is_const = true;
    e->cval = r;
    /* Literal-typed results become literal nodes so later retyping works. */
    if (k == SK_LIT_INT || k == SK_LIT_FLOAT) {
        Expr keep = *e;
        (void)keep;
        e->kind = k == SK_LIT_INT ? EX_INT_LIT : EX_FLOAT_LIT;
        e->ival = r.u;
        e->fval = r.f;
        e->lhs = e->rhs = e->cond = NULL;
    }
}
