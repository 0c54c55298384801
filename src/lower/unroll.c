/*
 * [unroll] loops that choose resources, unrolled while lowering.
 *
 *   [unroll] for (int j = 0; j < 2; j++) {
 *       if (j > 0) b = gA; else b = gB;
 *       out[j] = b[j];
 *   }
 *
 * Which buffer b names differs per iteration, and Vulkan cannot choose a
 * resource at run time. DXC unrolls such a loop before it legalizes
 * resources, so each copy of the body sees its own constant j. This pass
 * does the same for the loops that need it: an [unroll] `for` whose body
 * assigns a resource holder (or, with -fspv-flatten-resource-arrays,
 * indexes an array of resources), whose counter starts, ends and steps by
 * constants, and whose body neither writes the counter, breaks or
 * continues, nor declares a static local. The body is lowered once per
 * iteration with the counter's value known (fold_int in resbind.c sees it,
 * so the branches a constant
 * condition never takes assign nothing: resflow.c). Any other loop is
 * lowered as a loop (stmt.c), and a resource it chooses at run time is
 * refused there.
 */
#include "lower/lower_int.h"

enum { UNROLL_MAX_TRIPS = 64 };

/* The variable an lvalue expression writes through (x.a[i].y: x). */
static Decl *root_decl(Expr *e, int depth)
{
    while (e && depth++ < LIMIT_NESTING) {
        if (e->kind == EX_VAR)
            return e->decl;
        if (e->kind == EX_MEMBER || e->kind == EX_INDEX || e->kind == EX_SWIZZLE || e->kind == EX_MATRIX_ELEMS ||
            (e->kind == EX_CAST && e->cast_kind == CK_NOOP))
            e = e->lhs;
        else if (e->kind == EX_OPAQUE)
            e = e->opaque;
        else
            return NULL;
    }
    return NULL;
}

typedef struct Scan {
    AstWalk w;            /* first: the callbacks get it */
    Decl *counter;
    bool writes_counter;  /* or passes it where it could be written */
    bool jumps;           /* break / continue */
    bool assigns_res;     /* assigns a resource holder */
    bool indexes_res;     /* indexes an array of resources */
    bool has_static;      /* declares a static local */
} Scan;

static bool scan_expr(AstWalk *w, Expr *e)
{
    Scan *sc = (Scan *)w;
    switch (e->kind) {
    case EX_ASSIGN:
    case EX_COMPOUND_ASSIGN:
    case EX_INCDEC:
        if (root_decl(e->lhs, 0) == sc->counter)
            sc->writes_counter = true;
        if (e->kind == EX_ASSIGN && lw_res_holds(e->lhs->type))
            sc->assigns_res = true;
        break;
    case EX_INDEX:
        if (e->lhs && lw_is_resource(e->lhs->type) && lw_strip(e->lhs->type)->kind == TY_ARRAY)
            sc->indexes_res = true;
        break;
    case EX_CALL:
        for (uint32_t i = 0; i < e->args.len; i++) {
            Decl *p = e->func && i < e->func->params.len ? e->func->params.data[i] : NULL;
            if ((!p || p->param_mode != PM_IN) && root_decl(e->args.data[i], 0) == sc->counter)
                sc->writes_counter = true;
        }
        break;
    case EX_BUILTIN:
        /* Out arguments of intrinsics (modf, sincos, Interlocked*): the
         * counter passed bare may be written. */
        for (uint32_t i = 0; i < e->args.len; i++)
            if (e->args.data[i] && e->args.data[i]->kind == EX_VAR && e->args.data[i]->decl == sc->counter)
                sc->writes_counter = true;
        break;
    default:
        break;
    }
    return true;
}

static bool scan_stmt(AstWalk *w, Stmt *s)
{
    Scan *sc = (Scan *)w;
    if (s->kind == ST_BREAK || s->kind == ST_CONTINUE)
        sc->jumps = true;
    for (uint32_t i = 0; s->kind == ST_DECL && i < s->decls.len; i++) {
        Decl *d = s->decls.data[i];
        if (d->kind == DK_VAR && d->init && lw_res_holds(d->type))
            sc->assigns_res = true;
        /* A static local initialized once: each copy of the body would
         * guard its own initialization (local_decl in stmt.c). */
        if (d->kind == DK_VAR && d->storage == SC_STATIC)
            sc->has_static = true;
    }
    return true;
}

bool lw_writes(Stmt *body, Decl *d)
{
    Scan sc = {{scan_expr, scan_stmt, NULL, LIMIT_NESTING, false}, d, false, false, false, false, false};
    ast_walk_stmt(&sc.w, body);
    return sc.writes_counter || sc.w.stopped;
}

/* v as the counter's type holds it (32-bit wrap-around). */
static int64_t as_type(bool is_signed, int64_t v)
{
    return is_signed ? (int64_t)(int32_t)(uint32_t)v : (int64_t)(uint32_t)v;
}

static bool test(int op, int64_t a, int64_t b, bool *ok)
{
    switch (op) {
    case BO_LT: return a < b;
    case BO_GT: return a > b;
    case BO_LE: return a <= b;
    case BO_GE: return a >= b;
    case BO_NE: return a != b;
    default: *ok = false; return false;
    }
}

bool lw_unroll(L *l, Stmt *s)
{
    if (s->kind != ST_FOR || !(s->attrs & SA_UNROLL) || !s->init || s->init->kind != ST_DECL ||
        s->init->decls.len != 1 || !s->cond || !s->step)
        return false;
    Decl *j = s->init->decls.data[0];
    Type *t = lw_strip(j->type);
    if (j->kind != DK_VAR || !j->init || !t || t->kind != TY_SCALAR ||
        (t->scalar != SK_INT32 && t->scalar != SK_UINT32))
        return false;
    bool is_signed = t->scalar == SK_INT32;
    Scan sc = {{scan_expr, scan_stmt, NULL, LIMIT_NESTING, false}, j, false, false, false, false, false};
    ast_walk_stmt(&sc.w, s->body);
    ast_walk_expr(&sc.w, s->cond);
    bool needed = sc.assigns_res || (sc.indexes_res && l->cc->opt->flatten_resource_arrays);
    if (!needed || sc.writes_counter || sc.jumps || sc.has_static || sc.w.stopped)
        return false;
    /* j OP limit, with constant start, limit and step. */
    Expr *c = s->cond, *st = s->step;
    int64_t start, limit, step;
    if (c->kind != EX_BINARY || !c->lhs || c->lhs->kind != EX_VAR || c->lhs->decl != j ||
        !lw_fold_cond(l, j->init, &start) || !lw_fold_cond(l, c->rhs, &limit))
        return false;
    if (st->kind == EX_INCDEC && st->lhs && st->lhs->kind == EX_VAR && st->lhs->decl == j)
        step = st->op == UO_PREINC || st->op == UO_POSTINC ? 1 : -1;
    else if (st->kind == EX_COMPOUND_ASSIGN && st->lhs && st->lhs->kind == EX_VAR && st->lhs->decl == j &&
             (st->op == BO_ADD || st->op == BO_SUB) && !st->lhs_conv && !st->back_conv &&
             lw_fold_cond(l, st->rhs, &step))
        step = st->op == BO_SUB ? -step : step;
    else
        return false;
    int64_t vals[UNROLL_MAX_TRIPS];
    uint32_t n = 0;
    bool ok = true;
    int64_t v = as_type(is_signed, start);
    limit = as_type(is_signed, limit);
    while (test(c->op, v, limit, &ok) && ok) {
        if (n == UNROLL_MAX_TRIPS)
            return false;
        vals[n++] = v;
        v = as_type(is_signed, v + step);
    }
    if (!ok)
        return false;

    lw_stmt(l, s->init);
    IrId var = (IrId)(uintptr_t)map_get(&l->vars, j);
    if (!var)
        return false; /* cannot happen: the declaration made it */
    for (uint32_t i = 0; i < n; i++) {
        int64_t *known = NEW(l->cc, int64_t);
        *known = vals[i];
        ir_store(&l->b, var, lw_const_scalar(l, j->type, 0, vals[i]));
        map_put(l->cc, &l->known, j, known);
        lw_stmt(l, s->body);
    }
    map_put(l->cc, &l->known, j, NULL);
    /* What the counter holds after the loop (visible after it in HLSL). */
    ir_store(&l->b, var, lw_const_scalar(l, j->type, 0, v));
    return true;
}
