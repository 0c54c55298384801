/*
 * Resource legalization: which global each resource value names.
 *
 * Resources are not values in Vulkan: every use must name its global
 * variable (an element of it for arrays). DXC gets there by inlining every
 * call and forwarding stores to loads; we resolve at lowering time instead.
 * Whatever holds resources (a resource local or parameter, a local struct
 * or array with resource members, a static, a struct parameter, a returned
 * struct) has a set of bindings (LResVar): for each place inside it that
 * holds a resource, the access path (field indices and constant array
 * indices, outermost first) and the resource last assigned there, in
 * lowering order. No path is a prefix of another: a binding of a resource
 * array covers its elements, and assigning one element splits it into one
 * binding per element.
 *
 *   x.a.t = gTex        records (x, [a, t]) -> gTex
 *   y = x               copies every binding under x to y
 *   x.arr[i]            the binding of a prefix (x, [arr]), then index i
 *
 * A function instance is keyed by what its parameters hold (lower.c); what
 * the body leaves in out/inout parameters and returns goes back to the
 * caller, which lowers the callee first for it (lw_func_lower_now).
 */
#include "lower/lower_int.h"

/* What a call returned, for the function instance that made the call. */
typedef struct LCallRes {
    LFunc *in;
    LResVar *ret;
} LCallRes;

/* The stand-in for the run-time index of a resource argument in slot s
 * (lw_call), as the callee's instance is keyed by it: a value of no function,
 * one per slot and NonUniform-ness, replaced by the instance's own index
 * parameter when its body is lowered (lower.c). */
IrId lw_res_slot(L *l, uint32_t s, bool nonuniform)
{
    uint32_t k = 2 * s + nonuniform;
    while (l->res_slots.len <= k) {
        IrId v = ir_value_new(l->m, IV_PARAM, ir_type_int(l->m, 32, false), NULL, l->b.loc);
        ir_value(l->m, v)->u.param.func = NULL;
        ir_value(l->m, v)->u.param.index = l->res_slots.len / 2;
        vec_push(&l->cc->arena, &l->res_slots, v);
    }
    return l->res_slots.data[k];
}

/* The slot of a stand-in (lw_res_slot), -1 for any other value. */
int lw_res_slot_of(L *l, IrId v)
{
    for (uint32_t k = 0; v && k < l->res_slots.len; k++)
        if (l->res_slots.data[k] == v)
            return (int)(k / 2);
    return -1;
}

/* Whether what f leaves in the statics names one of its own parameters
 * (an index it was given): the caller could not use that. */
bool lw_res_mentions_params(L *l, LFunc *f)
{
    for (uint32_t k = 0; f->souts && k < l->static_res.len; k++)
        for (uint32_t i = 0; i < f->souts[k].binds.len; i++) {
            IrId x = f->souts[k].binds.data[i].ref.index;
            if (x && ir_value(l->m, x)->kind == IV_PARAM && ir_value(l->m, x)->u.param.func == f->ir)
                return true;
        }
    return false;
}

/* Whether t holds a resource (all: only resources, all the way down, as
 * DXC's isResourceOnlyStructure). */
static bool holds(Type *t, bool all, int depth)
{
    t = lw_strip(t);
    if (!t || depth > LIMIT_NESTING)
        return false;
    if (lw_is_resource(t))
        return true;
    if (t->kind == TY_ARRAY)
        return (!all || t->count) && holds(t->elem, all, depth + 1);
    if (t->kind != TY_STRUCT || !t->decl || (all && !t->decl->fields.len))
        return false;
    for (uint32_t i = 0; i < t->decl->fields.len; i++)
        if (holds(t->decl->fields.data[i]->type, all, depth + 1) != all)
            return !all;
    return all;
}

bool lw_res_holds(Type *t) { return holds(t, false, 0); }

static uint32_t ty_leaf_count(Type *t, int depth)
{
    t = lw_strip(t);
    if (!t || depth > LIMIT_NESTING)
        return 1;
    switch (t->kind) {
    case TY_VECTOR: return t->cols;
    case TY_MATRIX: return (uint32_t)t->rows * t->cols;
    case TY_ARRAY: return t->count * ty_leaf_count(t->elem, depth + 1);
    case TY_STRUCT: {
        uint32_t n = 0;
        for (uint32_t i = 0; t->decl && i < t->decl->fields.len; i++)
            n += ty_leaf_count(t->decl->fields.data[i]->type, depth + 1);
        return n;
    }
    default: return 1;
    }
}

uint32_t lw_leaf_count(Type *t) { return ty_leaf_count(t, 0); }

/* ---- binding sets ---------------------------------------------------------- */

static bool is_prefix(const uint32_t *p, uint32_t np, const uint32_t *q, uint32_t nq)
{
    if (np > nq)
        return false;
    for (uint32_t i = 0; i < np; i++)
        if (p[i] != q[i])
            return false;
    return true;
}

static LResBind *push(L *l, LResVar *v, const uint32_t *p1, uint32_t n1, const uint32_t *p2, uint32_t n2,
                      Type *t, const ResRef *r)
{
    uint32_t *path = NEWN(l->cc, uint32_t, n1 + n2 + 1);
    for (uint32_t i = 0; i < n1; i++)
        path[i] = p1[i];
    for (uint32_t i = 0; i < n2; i++)
        path[n1 + i] = p2[i];
    LResBind b = {path, n1 + n2, t, *r, l->res_gen, false};
    vec_push(&l->cc->arena, &v->binds, b);
    return &vec_last(&v->binds);
}

LResVar *lw_res_reset(L *l, Decl *d)
{
    LResVar *v = NEW(l->cc, LResVar);
    map_put(l->cc, &l->resvars, d, v);
    lw_flow_track(l, d);
    return v;
}

void lw_res_copy(L *l, LResVar *dst, const LResVar *src)
{
    for (uint32_t i = 0; i < src->binds.len; i++)
        vec_push(&l->cc->arena, &dst->binds, src->binds.data[i]);
}

bool lw_res_equal(L *l, const LResVar *a, const LResVar *b)
{
    (void)l;
    if (a->binds.len != b->binds.len)
        return false;
    for (uint32_t i = 0; i < a->binds.len; i++) {
        const LResBind *x = &a->binds.data[i], *y = &b->binds.data[i];
        if (x->npath != y->npath || !is_prefix(x->path, x->npath, y->path, y->npath) ||
            x->ref.global != y->ref.global || x->ref.index != y->ref.index || x->ambiguous != y->ambiguous)
            return false;
    }
    return true;
}

static int path_cmp(const LResBind *a, const LResBind *b)
{
    for (uint32_t i = 0; i < a->npath && i < b->npath; i++)
        if (a->path[i] != b->path[i])
            return a->path[i] < b->path[i] ? -1 : 1;
    return a->npath < b->npath ? -1 : a->npath > b->npath;
}

void lw_res_sort(LResVar *v)
{
    for (uint32_t i = 1; i < v->binds.len; i++)
        for (uint32_t j = i; j > 0 && path_cmp(&v->binds.data[j - 1], &v->binds.data[j]) > 0; j--) {
            LResBind t = v->binds.data[j];
            v->binds.data[j] = v->binds.data[j - 1];
            v->binds.data[j - 1] = t;
        }
}

/* r names element idx of the array (of type at) it named. Constant
 * indices fold, so resources passed to functions stay constant. */
static void res_index(L *l, ResRef *r, Type *at, IrId idx, Type *it, bool nonuniform)
{
    at = lw_strip(at);
    if (r->index) {
        /* t[i][j] of a t[A][B]: element i*B + j of the flattened array. */
        uint32_t n = at->kind == TY_ARRAY && at->count ? at->count : 1;
        uint64_t a, b;
        if (ir_const_value(l->m, r->index, &a) && ir_const_value(l->m, idx, &b)) {
            idx = lw_u32(l, (uint32_t)(a * n + b));
        } else {
            IrTypeId u = ir_type_int(l->m, 32, false);
            IrId i = r->index;
            if (ir_type_of(l->m, i) != u)
                i = ir_unop(&l->b, IR_BITCAST, u, i);
            idx = lw_convert(l, idx, it, ty_scalar(l->cc, SK_UINT32));
            idx = ir_binop(&l->b, IR_IADD, u, ir_binop(&l->b, IR_IMUL, u, i, lw_u32(l, n)), idx);
        }
    }
    r->index = idx;
    r->type = at->kind == TY_ARRAY ? lw_strip(at->elem) : at;
    if (nonuniform)
        r->nonuniform = true;
}

/* Removes the bindings at or under path. */
static void clear_under(LResVar *v, const uint32_t *path, uint32_t n)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < v->binds.len; i++)
        if (!is_prefix(path, n, v->binds.data[i].path, v->binds.data[i].npath))
            v->binds.data[k++] = v->binds.data[i];
    v->binds.len = k;
}

/* A binding of an array that covers path (strictly) becomes one binding
 * per element, until none does. */
static void split_to(L *l, LResVar *v, const uint32_t *path, uint32_t n)
{
    for (;;) {
        uint32_t i = 0;
        while (i < v->binds.len &&
               !(v->binds.data[i].npath < n &&
                 is_prefix(v->binds.data[i].path, v->binds.data[i].npath, path, n)))
            i++;
        if (i == v->binds.len)
            return;
        LResBind b = v->binds.data[i];
        v->binds.data[i] = v->binds.data[--v->binds.len];
        Type *t = lw_strip(b.type);
        if (t->kind != TY_ARRAY || !t->count || t->count > LIMIT_UNROLL)
            continue; /* dropped: its elements cannot be told apart */
        for (uint32_t k = 0; k < t->count; k++) {
            ResRef r = b.ref;
            res_index(l, &r, t, lw_i32(l, (int32_t)k), ty_scalar(l->cc, SK_INT32), false);
            LResBind *e = push(l, v, b.path, b.npath, &k, 1, t->elem, &r);
            e->gen = b.gen; /* not assigned: what the array held */
            e->ambiguous = b.ambiguous;
        }
    }
}

/* The place at path now holds src (paths relative to it). */
static void put_all(L *l, LResVar *v, const uint32_t *path, uint32_t n, const LResVar *src)
{
    clear_under(v, path, n);
    split_to(l, v, path, n);
    for (uint32_t i = 0; i < src->binds.len; i++) {
        const LResBind *b = &src->binds.data[i];
        push(l, v, path, n, b->path, b->npath, b->type, &b->ref)->ambiguous = b->ambiguous;
    }
}

/* ---- access chains ------------------------------------------------------- */

static bool is_static(Decl *d)
{
    return d->kind == DK_VAR && (d->storage == SC_STATIC || d->storage == SC_STATIC_MEMBER);
}

/* Locals, parameters and statics hold resources; other globals are them. */
static bool is_holder(Decl *d)
{
    return d->kind == DK_PARAM || (d->kind == DK_VAR && (d->storage == SC_LOCAL || d->storage == SC_PARAM ||
                                                         is_static(d)));
}

/* d's index in L.static_res, or its length when d is none of them. */
static uint32_t static_index(L *l, Decl *d)
{
    uint32_t k = 0;
    while (k < l->static_res.len && l->static_res.data[k] != d)
        k++;
    return k;
}

LResVar *lw_res_var(L *l, Decl *d)
{
    LResVar *v = map_get(&l->resvars, d);
    uint32_t k = is_static(d) ? static_index(l, d) : l->static_res.len; /* k < len: one of L.static_res */
    if (v && !(d->init && k < l->static_res.len && l->static_inited && !l->static_inited[k]))
        return v; /* a static whose initializer has not been evaluated is (below) */
    LResVar *leaves = map_get(&l->resstructs, d);
    if (leaves) {
        /* A global struct of resources: its leaves' globals, on first use. */
        v = lw_res_reset(l, d);
        for (uint32_t i = 0; i < leaves->binds.len; i++) {
            LResBind b = leaves->binds.data[i];
            Decl *leaf = b.ref.decl;
            lw_global_res(l, leaf, &b.ref);
            vec_push(&l->cc->arena, &v->binds, b);
        }
        return v;
    }
    if (!is_static(d))
        return v;
    if (!d->init && lw_rayquery_decl(l, d)) /* a static RayQuery: its own variable */
        return map_get(&l->resvars, d);
    /* A static: what its initializer gives it, on first use. Initializers
     * run in declaration order: while one is evaluated (calls included),
     * the statics from it on hold nothing yet, and are not evaluated. */
    if (l->res_init_limit && k < l->static_res.len && k + 1 >= l->res_init_limit)
        return v ? v : NEW(l->cc, LResVar);
    uint32_t limit = l->res_init_limit;
    if (k < l->static_res.len) {
        if (!l->static_inited)
            l->static_inited = NEWN(l->cc, bool, l->static_res.len);
        l->static_inited[k] = true;
        l->res_init_limit = k + 1;
    }
    v = lw_res_reset(l, d);
    if (d->init && lw_enter(l, d->loc)) {
        /* The entry wrapper runs the initializer (static_inits); calls in
         * it are not run again here (what they return is not followed). */
        bool noeval = l->res_noeval;
        l->res_noeval = true;
        LResVar init = {0};
        lw_res_collect(l, d->init, &init);
        v = lw_res_reset(l, d); /* a call in it may have set the statics (static_init_call) */
        put_all(l, v, NULL, 0, &init);
        l->res_noeval = noeval;
        lw_leave(l);
    }
    l->res_init_limit = limit;
    return v;
}

/* e as root.step.step...: member accesses and array indexings, outermost
 * first, looking through EX_OPAQUE (init-list leaves). */
typedef struct Chain {
    Expr *root;
    Expr **steps;
    uint32_t n;
} Chain;

static bool chain_of(L *l, Expr *e, Chain *c)
{
    Vec(Expr *) st = {0};
    Expr *x = e;
    for (;;) {
        if (st.len > LIMIT_NESTING) {
            diag(l->cc, e->loc, D_LOWER_NESTING, (unsigned)LIMIT_NESTING);
            return false;
        }
        if (x->kind == EX_OPAQUE && x->opaque) {
            x = x->opaque;
        } else if (x->kind == EX_MEMBER && x->decl && x->decl->kind == DK_FIELD &&
                   lw_strip(x->lhs->type)->kind == TY_STRUCT) {
            vec_push(&l->cc->arena, &st, x);
            x = x->lhs;
        } else if (x->kind == EX_INDEX && lw_strip(x->lhs->type)->kind == TY_ARRAY) {
            vec_push(&l->cc->arena, &st, x);
            x = x->lhs;
        } else {
            break;
        }
    }
    c->root = x;
    c->n = st.len;
    c->steps = NEWN(l->cc, Expr *, st.len ? st.len : 1);
    for (uint32_t i = 0; i < st.len; i++)
        c->steps[i] = st.data[st.len - 1 - i];
    return true;
}

/* The value of d when it is the counter of a loop being unrolled
 * (unroll.c), else NULL. */
static const int64_t *unrolled_counter(L *l, Decl *d)
{
    return l->known.used ? map_get(&l->known, d) : NULL;
}

static bool const_index(L *l, Expr *x, uint32_t *k, int depth)
{
    if (depth > LIMIT_NESTING)
        return false;
    if (x->kind == EX_INT_LIT) {
        *k = (uint32_t)x->ival;
        return true;
    }
    Type *t = lw_strip(x->type);
    if (x->is_const && t && t->kind == TY_SCALAR && ty_is_int_kind(t->scalar)) {
        *k = (uint32_t)x->cval.u;
        return true;
    }
    const int64_t *known = x->kind == EX_VAR ? unrolled_counter(l, x->decl) : NULL;
    if (known) {
        *k = (uint32_t)*known;
        return true;
    }
    if (x->kind == EX_VAR && x->decl->has_cval && !x->decl->is_spec_constant && t &&
        t->kind == TY_SCALAR && ty_is_int_kind(t->scalar)) {
        *k = (uint32_t)x->decl->cval.u;
        return true;
    }
    if (x->kind == EX_CAST && (x->cast_kind == CK_NOOP || x->cast_kind == CK_VEC1_TO_SCALAR ||
                               (t && t->kind == TY_SCALAR && ty_is_int_kind(t->scalar))))
        return const_index(l, x->lhs, k, depth + 1);
    return false;
}

/* The path of the leading constant steps; *nconst of them. */
static uint32_t *chain_path(L *l, Chain *c, uint32_t *nconst)
{
    uint32_t *p = NEWN(l->cc, uint32_t, c->n + 1);
    uint32_t i = 0;
    for (; i < c->n; i++) {
        Expr *s = c->steps[i];
        if (s->kind == EX_MEMBER)
            p[i] = s->decl->field_index;
        else if (!const_index(l, s->rhs, &p[i], 0))
            break;
    }
    *nconst = i;
    return p;
}

/* The first n of L.static_res now hold v[...], assigned here (by a call). */
static void statics_set(L *l, const LResVar *v, uint32_t n)
{
    for (uint32_t k = 0; k < n && k < l->static_res.len; k++) {
        LResVar *s = lw_res_reset(l, l->static_res.data[k]);
        lw_res_copy(l, s, &v[k]);
        for (uint32_t i = 0; i < s->binds.len; i++)
            s->binds.data[i].gen = l->res_gen; /* assigned here, by the call */
    }
}

/* What a call in a static's initializer returns (lw_res_var evaluates it
 * without running it here: the entry wrapper runs it, static_inits): its
 * function instance lowered on its own, as the call will find it. Only a
 * free function whose arguments hold no resources; the statics are left as
 * the callee leaves them. NULL when it cannot say. */
static LResVar *static_init_call(L *l, Expr *e)
{
    Decl *fd = e->func ? (e->func->definition ? e->func->definition : e->func) : NULL;
    if (!fd || fd->this_param || e->object || !fd->body)
        return NULL;
    for (uint32_t i = 0; i < e->args.len; i++)
        if (lw_res_holds(e->args.data[i]->type))
            return NULL;
    LResVar *none = NEWN(l->cc, LResVar, fd->params.len ? fd->params.len : 1);
    bool noeval = l->res_noeval;
    l->res_noeval = false; /* the callee's own body runs its calls */
    LFunc *f = lw_func_instance_binds(l, fd, none, NULL);
    lw_func_lower_now(l, f);
    l->res_noeval = noeval;
    if (!f->done)
        return NULL;
    /* The statics initialized before this one, as the callee leaves them
     * (the later ones are not initialized yet, and are left alone). */
    statics_set(l, f->souts, l->res_init_limit ? l->res_init_limit - 1 : l->static_res.len);
    return &f->ret;
}

/* What the chain's root holds: a local, parameter or static variable, or a
 * call returning a struct (evaluated here when its value was not). NULL
 * with *is_root false when the root is something else (a global resource). */
static LResVar *root_var(L *l, Chain *c, bool *is_root)
{
    Expr *r = c->root;
    *is_root = false;
    if (r->kind == EX_VAR && (is_holder(r->decl) || map_get(&l->resstructs, r->decl))) {
        *is_root = true;
        return lw_res_var(l, r->decl);
    }
    if (r->kind == EX_CALL && !lw_is_resource(r->type) && lw_res_holds(r->type)) {
        *is_root = true;
        LCallRes *cr = map_get(&l->callres, r);
        if ((!cr || cr->in != l->fn) && !l->res_noeval) {
            lw_expr_discard(l, r);
            cr = map_get(&l->callres, r);
        } else if (!cr || cr->in != l->fn) {
            return static_init_call(l, r); /* a static's initializer (res_noeval) */
        }
        return cr && cr->in == l->fn ? cr->ret : NULL;
    }
    return NULL;
}

/* The chain as text (diagnostics): ts.t, arr[...]. */
static const char *chain_text(L *l, Chain *c)
{
    Expr *r = c->root;
    const char *s = r->kind == EX_VAR && r->decl->name ? r->decl->name
                    : r->kind == EX_CALL && r->func && r->func->name ? arena_sprintf(&l->cc->arena, "%s()", r->func->name)
                                                                     : "expression";
    for (uint32_t i = 0; i < c->n && i < 16; i++) {
        Expr *st = c->steps[i];
        uint32_t k;
        if (st->kind == EX_MEMBER)
            s = arena_sprintf(&l->cc->arena, "%s.%s", s, st->decl->name ? st->decl->name : "?");
        else if (const_index(l, st->rhs, &k, 0))
            s = arena_sprintf(&l->cc->arena, "%s[%u]", s, k);
        else
            s = arena_sprintf(&l->cc->arena, "%s[...]", s);
    }
    return s;
}

static bool nonuniform_in(const Expr *e, int depth)
{
    if (!e || depth > LIMIT_NESTING)
        return false;
    switch (e->kind) {
    case EX_BUILTIN: return e->builtin == BI_NONUNIFORM_RESOURCE_INDEX;
    case EX_UNARY: case EX_CAST: case EX_SWIZZLE: case EX_INCDEC:
        return nonuniform_in(e->lhs, depth + 1);
    case EX_BINARY: case EX_TERNARY: case EX_COMMA:
        return nonuniform_in(e->lhs, depth + 1) || nonuniform_in(e->rhs, depth + 1);
    default: return false;
    }
}

bool lw_nonuniform_index(const Expr *e) { return nonuniform_in(e, 0); }

static bool nonuniform_index(Expr *st) { return lw_nonuniform_index(st->rhs); }

/* Whether v is a value of another function than the one being lowered: a
 * run-time index that a callee computed and left in the struct it returned
 * (kajiya's `BindlessTextureWithLod`). Using it here would name an id this
 * function does not have, a module spirv-val refuses. */
static bool index_elsewhere(L *l, IrId v)
{
    if (!v || !l->b.func)
        return false;
    const IrValue *iv = ir_value(l->m, v);
    if (iv->kind == IV_INST)
        return iv->u.inst->block && iv->u.inst->block->func != l->b.func;
    if (iv->kind == IV_PARAM)
        return iv->u.param.func != l->b.func;
    return iv->kind == IV_GLOBAL; /* a returned index not read after its call (lw_res_return) */
}

int lw_res_lookup(L *l, Expr *e, ResRef *out)
{
    memset(out, 0, sizeof *out);
    Chain c;
    if (!chain_of(l, e, &c))
        return 0;
    bool is_root;
    LResVar *v = root_var(l, &c, &is_root);
    if (!is_root)
        return -1;
    uint32_t nconst;
    uint32_t *path = chain_path(l, &c, &nconst);
    const LResBind *hit = NULL;
    for (uint32_t i = 0; v && i < v->binds.len && !hit; i++)
        if (is_prefix(v->binds.data[i].path, v->binds.data[i].npath, path, nconst))
            hit = &v->binds.data[i];
    if (!hit) {
        bool deeper = false;
        for (uint32_t i = 0; v && i < v->binds.len && !deeper; i++)
            deeper = is_prefix(path, nconst, v->binds.data[i].path, v->binds.data[i].npath);
        /* Nothing was ever assigned there: a stand-in, which the optimizer
         * must find unused (kajiya's restir_spatial reads a resource member
         * it never set in a branch that its struct's constant flag rules
         * out once inlined), as DXC's legalization does. */
        if (!deeper && nconst == c.n && !l->res_noeval &&
            lw_unresolved_res(l, e->type, chain_text(l, &c), e->loc, out))
            return 1;
        diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, chain_text(l, &c));
        bool flat = deeper && c.root->kind == EX_VAR && map_get(&l->resstructs, c.root->decl) &&
                    l->cc->opt->flatten_resource_arrays;
        if (nconst < c.n && flat)
            diag_note(l->cc, c.steps[nconst]->rhs->loc,
                      "this index is not a constant: -fspv-flatten-resource-arrays makes each element "
                      "its own variable (an [unroll] loop with constant bounds makes the index one)");
        else if (nconst < c.n && deeper)
            diag_note(l->cc, c.steps[nconst]->rhs->loc,
                      "this index is not a constant, and the elements it selects from were "
                      "assigned resources one by one");
        else
            diag_note(l->cc, e->loc, "no resource known at compile time was assigned to it before this use");
        return 0;
    }
    if (c.root->kind == EX_VAR)
        lw_flow_read(l, c.root->decl, hit, e->loc);
    if (hit->ambiguous && !hit->ref.global)
        return 0; /* what it was assigned was refused already (collect) */
    if (hit->ambiguous) {
        diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, chain_text(l, &c));
        diag_note(l->cc, e->loc,
                  "the paths through the code that reach this use (a run-time if, switch or loop, or "
                  "several returns) leave different resources in it: a resource cannot be chosen at run "
                  "time in Vulkan (DXC refuses this too)");
        return 0;
    }
    if (index_elsewhere(l, hit->ref.index)) {
        diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, chain_text(l, &c));
        diag_note(l->cc, e->loc, "a function returned it in a struct, as an element of an array of "
                                 "resources at an index the function computed, which is not available "
                                 "here (a static's initializer)");
        return 0;
    }
    *out = hit->ref;
    for (uint32_t i = hit->npath; i < c.n; i++) {
        Expr *st = c.steps[i];
        if (st->kind != EX_INDEX) {
            diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, chain_text(l, &c));
            return 0;
        }
        uint32_t k;
        IrId idx = i < nconst && const_index(l, st->rhs, &k, 0) ? lw_i32(l, (int32_t)k) : lw_expr(l, st->rhs);
        res_index(l, out, st->lhs->type, idx, i < nconst ? ty_scalar(l->cc, SK_INT32) : st->rhs->type,
                  nonuniform_index(st));
    }
    out->type = lw_strip(e->type);
    while (out->type->kind == TY_ARRAY)
        out->type = lw_strip(out->type->elem);
    return 1;
}

/* f() returning a resource that lw_res_call cannot name without running
 * f: the call is lowered, and the returns its body reaches say what it
 * returns (ambiguous when they differ). */
bool lw_res_returned(L *l, Expr *e, ResRef *out)
{
    LCallRes *cr = map_get(&l->callres, e);
    if ((!cr || cr->in != l->fn) && !l->res_noeval) {
        lw_expr_discard(l, e);
        cr = map_get(&l->callres, e);
    }
    if (cc_has_errors(l->cc) && (!cr || cr->in != l->fn))
        return false;
    const char *name = e->func && e->func->name ? arena_sprintf(&l->cc->arena, "%s()", e->func->name) : "expression";
    const LResBind *hit = NULL;
    for (uint32_t i = 0; cr && cr->in == l->fn && i < cr->ret->binds.len; i++)
        if (cr->ret->binds.data[i].npath == 0)
            hit = &cr->ret->binds.data[i];
    if (!hit || (hit->ambiguous && !hit->ref.global)) {
        if (!cc_has_errors(l->cc))
            diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, name);
        return false;
    }
    if (hit->ambiguous) {
        diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, name);
        diag_note(l->cc, e->loc,
                  "the returns this call reaches give different resources (a run-time if, switch or loop "
                  "decides): a resource cannot be chosen at run time in Vulkan (DXC refuses this too)");
        return false;
    }
    if (index_elsewhere(l, hit->ref.index)) {
        diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, name);
        diag_note(l->cc, e->loc, "the function returns an element of an array of resources at an index it "
                                 "computes itself, which is not available here (a static's initializer)");
        return false;
    }
    *out = hit->ref;
    out->type = lw_strip(e->type);
    return true;
}

/* A resource expression: what it names, through holders, indexing, ?: on a
 * constant, calls. */
bool lw_res(L *l, Expr *e, ResRef *out)
{
    memset(out, 0, sizeof *out);
    Expr *chosen = e->kind == EX_INDEX ? lw_pick_choice(l, e) : NULL;
    if (chosen) /* an element of a flattened array, chosen at run time (respick.c) */
        e = chosen;
    if (e->kind == EX_VAR || e->kind == EX_MEMBER || e->kind == EX_INDEX || e->kind == EX_OPAQUE) {
        /* Held by a local, a parameter, a static or a returned struct. */
        int k = lw_res_lookup(l, e, out);
        if (k >= 0)
            return k == 1;
    }
    switch (e->kind) {
    case EX_VAR: {
        Decl *d = e->decl;
        if (d->kind == DK_VAR && (d->storage == SC_GLOBAL_UNIFORM || d->storage == SC_CBUFFER_MEMBER))
            return lw_global_res(l, d, out);
        diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, d->name ? d->name : "?");
        return false;
    }
    case EX_INDEX: {
        if (!lw_res(l, e->lhs, out))
            return false;
        IrId idx = lw_expr(l, e->rhs);
        if (out->index) {
            /* t[i][j] of a t[A][B]: element i*B + j of the flattened array
             * (in uint; i was converted when j's dimension was reached). */
            IrTypeId u = ir_type_int(l->m, 32, false);
            Type *ut = ty_scalar(l->cc, SK_UINT32);
            Type *lt = lw_strip(e->lhs->type);
            IrId n = lw_u32(l, lt->kind == TY_ARRAY && lt->count ? lt->count : 1);
            IrId i = out->index;
            if (ir_type_of(l->m, i) != u)
                i = ir_unop(&l->b, IR_BITCAST, u, i);
            idx = lw_convert(l, idx, e->rhs->type, ut);
            idx = ir_binop(&l->b, IR_IADD, u, ir_binop(&l->b, IR_IMUL, u, i, n), idx);
        }
        out->index = idx;
        Type *t = lw_strip(e->type);
        out->type = t;
        if (lw_nonuniform_index(e->rhs))
            out->nonuniform = true;
        return true;
    }
    case EX_CAST:
        return lw_res(l, e->lhs, out);
    case EX_TERNARY: {
        int64_t c;
        Expr *chosen = lw_pick_choice(l, e);
        if (chosen)
            return lw_res(l, chosen, out);
        if (e->cond && lw_fold_cond(l, e->cond, &c))
            return lw_res(l, c ? e->lhs : e->rhs, out);
        diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, "expression");
        diag_note(l->cc, e->loc,
                  "the condition of ?: is not a constant: a resource cannot be chosen at run time in "
                  "Vulkan (DXC refuses this too); select the values read from each resource instead");
        return false;
    }
    case EX_ASSIGN:
        lw_res_assign(l, e);
        return lw_res(l, e->lhs, out);
    case EX_OPAQUE:
        if (e->opaque)
            return lw_res(l, e->opaque, out);
        break;
    case EX_BUILTIN:
        if (e->builtin == BI_NONUNIFORM_RESOURCE_INDEX && e->args.len == 1)
            return lw_res(l, e->args.data[0], out);
        break;
    case EX_CALL: {
        if (lw_res_call(l, e, out))
            return true;
        if (cc_has_errors(l->cc))
            return false;
        return lw_res_returned(l, e, out);
    }
    default:
        break;
    }
    diag(l->cc, e->loc, D_LOWER_RESOURCE_UNRESOLVED, "expression");
    return false;
}

/* ---- what values hold ------------------------------------------------------ */

static void collect(L *l, Expr *e, LResVar *out, int depth);

/* Init-list leaves over the target type, in sema's flattened order. */
static void collect_leaves(L *l, Type *t, InitList *il, uint32_t *pos, uint32_t *path, uint32_t np,
                           LResVar *out, int depth)
{
    t = lw_strip(t);
    if (depth > LIMIT_NESTING || !t)
        return;
    if (t->kind == TY_RESOURCE && !lw_is_patch(t)) {
        Expr *lf = *pos < il->leaves.len ? il->leaves.data[*pos] : NULL;
        (*pos)++;
        LResVar one = {0};
        if (lf)
            collect(l, lf, &one, depth + 1);
        for (uint32_t i = 0; i < one.binds.len; i++)
            push(l, out, path, np, one.binds.data[i].path, one.binds.data[i].npath, one.binds.data[i].type,
                 &one.binds.data[i].ref)->ambiguous = one.binds.data[i].ambiguous;
        return;
    }
    if (!lw_res_holds(t)) {
        *pos += lw_leaf_count(t);
        return;
    }
    if (t->kind == TY_ARRAY) {
        for (uint32_t i = 0; i < t->count; i++) {
            path[np] = i;
            collect_leaves(l, t->elem, il, pos, path, np + 1, out, depth + 1);
        }
    } else if (t->kind == TY_STRUCT) {
        for (uint32_t i = 0; i < t->decl->fields.len; i++) {
            path[np] = i;
            collect_leaves(l, t->decl->fields.data[i]->type, il, pos, path, np + 1, out, depth + 1);
        }
    }
}

static void collect(L *l, Expr *e, LResVar *out, int depth)
{
    if (depth > LIMIT_NESTING) {
        diag(l->cc, e->loc, D_LOWER_NESTING, (unsigned)LIMIT_NESTING);
        return;
    }
    Type *t = lw_strip(e->type);
    InitList *il = NULL;
    if (e->kind == EX_INIT_LIST || e->kind == EX_CONSTRUCT)
        il = &e->init;
    else if (e->kind == EX_CAST && e->cast_kind == CK_FLATTEN)
        il = &e->lhs->init;
    if (il) {
        uint32_t *path = NEWN(l->cc, uint32_t, LIMIT_NESTING + 2);
        uint32_t pos = 0;
        collect_leaves(l, t, il, &pos, path, 0, out, depth + 1);
        return;
    }
    if (!lw_is_resource(t)) {
        switch (e->kind) {
        case EX_CAST: collect(l, e->lhs, out, depth + 1); return;
        case EX_COMMA: collect(l, e->rhs, out, depth + 1); return;
        case EX_ASSIGN: collect(l, e->lhs, out, depth + 1); return; /* assigned already */
        default: break;
        }
    }
    Chain c;
    if (!chain_of(l, e, &c))
        return;
    bool is_root;
    LResVar *v = root_var(l, &c, &is_root);
    if (is_root) {
        uint32_t nconst;
        uint32_t *path = chain_path(l, &c, &nconst);
        bool covered = false;
        for (uint32_t i = 0; v && i < v->binds.len && !covered; i++)
            covered = is_prefix(v->binds.data[i].path, v->binds.data[i].npath, path, nconst) &&
                      v->binds.data[i].npath < c.n;
        if (nconst == c.n && !covered) {
            /* Everything under the path, relative to it. */
            for (uint32_t i = 0; v && i < v->binds.len; i++) {
                const LResBind *b = &v->binds.data[i];
                if (!is_prefix(path, c.n, b->path, b->npath))
                    continue;
                if (c.root->kind == EX_VAR)
                    lw_flow_read(l, c.root->decl, b, e->loc);
                push(l, out, NULL, 0, b->path ? b->path + c.n : NULL, b->npath - c.n, b->type,
                     &b->ref)->ambiguous = b->ambiguous;
            }
            return;
        }
        if (!lw_is_resource(t)) {
            if (nconst < c.n)
                diag(l->cc, c.steps[nconst]->rhs->loc, D_LOWER_RESOURCE_STRUCT_INDEX);
            return;
        }
    }
    int64_t cv;
    if (lw_is_resource(t) && e->kind == EX_TERNARY && e->cond && !lw_pick_choice(l, e) &&
        !lw_fold_cond(l, e->cond, &cv)) {
        /* Chosen at run time: what it is stored in holds either, and only
         * a use of that is refused (lw_res_lookup). */
        lw_expr_discard(l, e->cond);
        LResVar a = {0}, b = {0};
        collect(l, e->lhs, &a, depth + 1);
        collect(l, e->rhs, &b, depth + 1);
        LResVar *j = lw_flow_join_var(l, &a, &b);
        for (uint32_t i = 0; j && i < j->binds.len; i++)
            vec_push(&l->cc->arena, &out->binds, j->binds.data[i]);
        return;
    }
    if (lw_is_resource(t)) {
        ResRef r;
        if (lw_res(l, e, &r)) {
            r.type = t;
            while (r.type->kind == TY_ARRAY)
                r.type = lw_strip(r.type->elem);
            push(l, out, NULL, 0, NULL, 0, t, &r);
        } else if (cc_has_errors(l->cc)) {
            /* Refused, and said why: a use of what it was assigned to is
             * refused without saying it again (lw_res_lookup). */
            ResRef none = {0};
            push(l, out, NULL, 0, NULL, 0, t, &none)->ambiguous = true;
        }
    }
    /* Anything else (a conditional struct, ...) holds nothing we can name:
     * a later use of its resources reports OSH0505. */
}

void lw_res_collect(L *l, Expr *e, LResVar *out) { collect(l, e, out, 0); }

void lw_res_store(L *l, Expr *dst, const LResVar *src)
{
    Chain c;
    if (!chain_of(l, dst, &c))
        return;
    Expr *r = c.root;
    if (r->kind != EX_VAR || !is_holder(r->decl)) {
        diag(l->cc, dst->loc, D_LOWER_RESOURCE_ASSIGN_TARGET);
        return;
    }
    uint32_t nconst;
    uint32_t *path = chain_path(l, &c, &nconst);
    if (nconst < c.n) {
        diag(l->cc, c.steps[nconst]->rhs->loc, D_LOWER_RESOURCE_ASSIGN_INDEX);
        return;
    }
    LResVar *v = lw_res_var(l, r->decl);
    if (!v)
        v = lw_res_reset(l, r->decl);
    put_all(l, v, path, c.n, src);
}

void lw_res_assign(L *l, Expr *e)
{
    LResVar v = {0};
    collect(l, e->rhs, &v, 0);
    lw_res_store(l, e->lhs, &v);
}

void lw_res_decl(L *l, Decl *d)
{
    if (is_static(d)) {
        (void)lw_res_var(l, d); /* from its initializer, once */
        return;
    }
    if (lw_rayquery_decl(l, d))
        return;
    LResVar *v = lw_res_reset(l, d);
    if (d->init)
        collect(l, d->init, v, 0);
}

/* Whether v is a value only this function has (an instruction of it, one
 * of its parameters, or the stand-in of an index parameter). */
static bool own_value(L *l, IrId v)
{
    const IrValue *iv = ir_value(l->m, v);
    if (iv->kind == IV_INST)
        return iv->u.inst->block && iv->u.inst->block->func == l->b.func;
    return iv->kind == IV_PARAM && (!iv->u.param.func || iv->u.param.func == l->b.func);
}

/* The Private variable the index at path of what f returns travels in. */
static IrId ret_index_var(L *l, LFunc *f, const uint32_t *path, uint32_t npath, IrTypeId t)
{
    for (uint32_t i = 0; i < f->ret_index.len; i++) {
        LRetIndex *r = &f->ret_index.data[i];
        if (r->npath == npath && is_prefix(r->path, npath, path, npath) &&
            ir_value(l->m, r->var)->u.g->pointee == t)
            return r->var;
    }
    const char *fname = f->decl && f->decl->name ? f->decl->name : "function";
    IrId g = ir_global_new(l->m, arena_sprintf(&l->cc->arena, "%s.ret.index", fname), SpvStorageClassPrivate, t,
                           l->b.loc);
    LRetIndex r = {path, npath, g};
    vec_push(&l->cc->arena, &f->ret_index, r);
    return g;
}

void lw_res_return(L *l, Expr *e)
{
    LFunc *f = l->fn;
    if (l->flow.dead)
        return; /* after a return: nothing reaches this one */
    LResVar now = {0};
    collect(l, e, &now, 0);
    /* An element of a resource array at an index computed here (kajiya's
     * `res.tex = bindless_textures[NonUniformResourceIndex(i)]; return
     * res;`): the caller cannot name this function's value, so the index is
     * stored in a Private variable, which the caller reads right after the
     * call (lw_res_call_returned). The binding holds the variable. */
    for (uint32_t i = 0; i < now.binds.len; i++) {
        LResBind *b = &now.binds.data[i];
        if (!b->ref.index || !own_value(l, b->ref.index))
            continue;
        IrId g = ret_index_var(l, f, b->path, b->npath, ir_type_of(l->m, b->ref.index));
        ir_store(&l->b, g, b->ref.index);
        b->ref.index = g;
    }
    if (f->has_ret)
        now = *lw_flow_join_var(l, &f->ret, &now);
    f->ret = now;
    f->has_ret = true;
}

void lw_res_statics_set(L *l, const LResVar *v) { statics_set(l, v, l->static_res.len); }

void lw_res_call_returned(L *l, Expr *e, LFunc *f)
{
    LCallRes *cr = NEW(l->cc, LCallRes);
    cr->in = l->fn;
    cr->ret = &f->ret;
    /* Indices that came back in Private variables (lw_res_return) are read
     * here, right after the call: a later call may overwrite them. */
    for (uint32_t i = 0; i < f->ret.binds.len; i++) {
        IrId x = f->ret.binds.data[i].ref.index;
        if (!x || ir_value(l->m, x)->kind != IV_GLOBAL)
            continue;
        if (cr->ret == &f->ret) {
            cr->ret = NEW(l->cc, LResVar);
            lw_res_copy(l, cr->ret, &f->ret);
        }
        cr->ret->binds.data[i].ref.index = ir_load(&l->b, x);
    }
    map_put(l->cc, &l->callres, e, cr);
}

/* ---- global structs of resources ------------------------------------------ */

/* The elements of a sized array of resources (nested arrays multiplied),
 * 0 when it has none to split: unbounded, or more than bindings can
 * number (resource.c refuses those). */
static uint32_t flat_elems(Type *t)
{
    uint64_t n = 1;
    t = lw_strip(t);
    for (int depth = 0; t && t->kind == TY_ARRAY; depth++, t = lw_strip(t->elem)) {
        if (!t->count || depth > LIMIT_NESTING)
            return 0;
        n *= t->count;
        if (n > LW_MAX_FLAT_BINDINGS)
            return 0;
    }
    return t && t->kind == TY_ARRAY ? 0 : (uint32_t)n;
}

/* With -fspv-flatten-resource-arrays, t is an array split per element. */
static bool flattened(L *l, Type *t)
{
    t = lw_strip(t);
    return l->cc->opt->flatten_resource_arrays && t && t->kind == TY_ARRAY && lw_is_resource(t) &&
           flat_elems(t);
}

/* DXC's descriptor composite scalar replacement: a global struct (or array
 * of structs) holding only resources becomes one global per resource leaf,
 * named by its access path (`g.t`, `g[1].s`); a resource array stays one
 * global, unless -fspv-flatten-resource-arrays splits it too (`t[0]`). */
static void struct_leaves(L *l, Decl *d, Type *t, const char *name, uint32_t *path, uint32_t np,
                          LResVar *out, LDeclVec *leaves, int depth)
{
    t = lw_strip(t);
    if (depth > LIMIT_NESTING || np > LIMIT_NESTING) {
        diag(l->cc, d->loc, D_LOWER_NESTING, (unsigned)LIMIT_NESTING);
        return;
    }
    if (lw_is_resource(t) && !flattened(l, t)) {
        Decl *leaf = NEW(l->cc, Decl);
        *leaf = *d;
        leaf->name = leaf->qname = str_intern_c(l->cc, name);
        leaf->type = t;
        leaf->reg = (Register){0};
        leaf->vk.binding = leaf->vk.binding_set = -1;
        vec_push(&l->cc->arena, leaves, leaf);
        ResRef r = {0};
        r.decl = leaf;
        push(l, out, path, np, NULL, 0, t, &r);
        return;
    }
    if (t->kind == TY_ARRAY) {
        for (uint32_t k = 0; k < t->count; k++) {
            path[np] = k;
            struct_leaves(l, d, t->elem, arena_sprintf(&l->cc->arena, "%s[%u]", name, k), path, np + 1, out,
                          leaves, depth + 1);
        }
    } else if (t->kind == TY_STRUCT && t->decl) {
        for (uint32_t i = 0; i < t->decl->fields.len; i++) {
            Decl *f = t->decl->fields.data[i];
            path[np] = i;
            struct_leaves(l, d, f->type, arena_sprintf(&l->cc->arena, "%s.%s", name, f->name ? f->name : "?"),
                          path, np + 1, out, leaves, depth + 1);
        }
    }
}

bool lw_res_struct_global(L *l, Decl *d, LDeclVec *leaves)
{
    if (d->kind != DK_VAR || d->storage != SC_GLOBAL_UNIFORM || d->vk.push_constant ||
        (lw_is_resource(d->type) && !flattened(l, d->type)) || !holds(d->type, true, 0))
        return false;
    LResVar *v = NEW(l->cc, LResVar);
    uint32_t *path = NEWN(l->cc, uint32_t, LIMIT_NESTING + 2);
    struct_leaves(l, d, d->type, d->name ? d->name : "?", path, 0, v, leaves, 0);
    map_put(l->cc, &l->resstructs, d, v);
    return true;
}

/* ---- functions returning a resource ------------------------------------------ */

/* An integer or bool expression that means the same wherever it is
 * evaluated: literals, constants, cbuffer and $Globals members, and
 * operators over them (an index DXC's legalization keeps as it is). */
static bool global_pure(Expr *e, int depth)
{
    if (depth > LIMIT_NESTING)
        return false;
    switch (e->kind) {
    case EX_INT_LIT: case EX_BOOL_LIT: case EX_FLOAT_LIT: return true;
    case EX_VAR: {
        Decl *d = e->decl;
        return (d->has_cval && !d->is_spec_constant) ||
               (d->kind == DK_VAR && !lw_is_resource(d->type) &&
                (d->storage == SC_CBUFFER_MEMBER || d->storage == SC_GLOBAL_UNIFORM));
    }
    case EX_MEMBER: case EX_SWIZZLE: case EX_CAST: return e->lhs && global_pure(e->lhs, depth + 1);
    case EX_UNARY: return e->op == UO_PLUS || e->op == UO_NEG || e->op == UO_NOT || e->op == UO_BITNOT ?
                       global_pure(e->lhs, depth + 1) : false;
    case EX_BINARY: case EX_LOGICAL: case EX_INDEX:
        return global_pure(e->lhs, depth + 1) && global_pure(e->rhs, depth + 1);
    default: return e->is_const;
    }
}

/* A resource expression that names the same resource wherever it is
 * evaluated: globals, resource parameters, indices that are constant or
 * global_pure, casts. */
static bool res_static(Expr *e, Decl *fd, int depth)
{
    if (depth > LIMIT_NESTING)
        return false;
    switch (e->kind) {
    case EX_VAR: {
        Decl *d = e->decl;
        if (d->kind == DK_VAR && (d->storage == SC_GLOBAL_UNIFORM || d->storage == SC_CBUFFER_MEMBER))
            return true;
        for (uint32_t i = 0; i < fd->params.len; i++)
            if (fd->params.data[i] == d)
                return lw_is_resource(d->type) && d->param_mode == PM_IN;
        return false;
    }
    case EX_INDEX:
        return res_static(e->lhs, fd, depth + 1) && global_pure(e->rhs, 0);
    case EX_CAST:
        return res_static(e->lhs, fd, depth + 1);
    case EX_CALL: {
        Decl *cd = e->func->definition ? e->func->definition : e->func;
        return cd != fd; /* checked again when resolved */
    }
    default:
        return false;
    }
}

/* The integer value of a condition in f's body at the call `call`: its
 * constants and the parameters the call gives a constant (call NULL: no
 * parameters). */
static bool fold_int(L *l, Expr *x, Decl *fd, Expr *call, int64_t *v, int depth)
{
    if (depth > LIMIT_NESTING)
        return false;
    Type *t = lw_strip(x->type);
    bool scalar = t && t->kind == TY_SCALAR;
    if (x->kind == EX_INT_LIT) {
        *v = (int64_t)x->ival;
        return true;
    }
    if (x->kind == EX_BOOL_LIT) {
        *v = x->bval;
        return true;
    }
    if (x->is_const && scalar && (t->scalar == SK_BOOL || ty_is_int_kind(t->scalar))) {
        *v = t->scalar == SK_BOOL ? x->cval.b : x->cval.i;
        return true;
    }
    int64_t a, b;
    switch (x->kind) {
    case EX_VAR: {
        Decl *d = x->decl;
        const int64_t *known = unrolled_counter(l, d);
        if (known) {
            *v = *known;
            return true;
        }
        if (d->has_cval && !d->is_spec_constant && scalar && (t->scalar == SK_BOOL || ty_is_int_kind(t->scalar))) {
            *v = t->scalar == SK_BOOL ? d->cval.b : d->cval.i;
            return true;
        }
        for (uint32_t i = 0; fd && call && i < fd->params.len && i < call->args.len; i++)
            if (fd->params.data[i] == d && d->param_mode == PM_IN)
                return fold_int(l, call->args.data[i], NULL, NULL, v, depth + 1);
        return false;
    }
    case EX_CAST:
        if (!scalar || !(t->scalar == SK_BOOL || ty_is_int_kind(t->scalar)) || !fold_int(l, x->lhs, fd, call, v, depth + 1))
            return false;
        if (t->scalar == SK_BOOL)
            *v = *v != 0;
        return true;
    case EX_UNARY:
        if (!fold_int(l, x->lhs, fd, call, &a, depth + 1))
            return false;
        switch (x->op) {
        case UO_PLUS: *v = a; return true;
        case UO_NEG: *v = -a; return true;
        case UO_NOT: *v = !a; return true;
        default: return false;
        }
    case EX_BINARY:
    case EX_LOGICAL:
        if (!scalar || !fold_int(l, x->lhs, fd, call, &a, depth + 1) || !fold_int(l, x->rhs, fd, call, &b, depth + 1))
            return false;
        switch (x->op) {
        case BO_ADD: *v = a + b; return true;
        case BO_SUB: *v = a - b; return true;
        case BO_LT: *v = a < b; return true;
        case BO_GT: *v = a > b; return true;
        case BO_LE: *v = a <= b; return true;
        case BO_GE: *v = a >= b; return true;
        case BO_EQ: *v = a == b; return true;
        case BO_NE: *v = a != b; return true;
        case BO_LAND: *v = a && b; return true;
        case BO_LOR: *v = a || b; return true;
        default: return false;
        }
    default:
        return false;
    }
}

bool lw_fold_cond(L *l, Expr *e, int64_t *v) { return fold_int(l, e, NULL, NULL, v, 0); }

enum { WALK_FAIL, WALK_FALL, WALK_RET };

/* The `return E;` that f's body reaches at this call, when only ifs on
 * conditions fold_int decides lead there (what DXC's legalization leaves
 * after inlining and folding). */
static int walk_return(L *l, Stmt *s, Decl *fd, Expr *call, Expr **ret, int depth)
{
    if (!s)
        return WALK_FALL;
    if (depth > LIMIT_NESTING)
        return WALK_FAIL;
    switch (s->kind) {
    case ST_EMPTY: return WALK_FALL;
    case ST_BLOCK:
        for (uint32_t i = 0; i < s->stmts.len; i++) {
            int r = walk_return(l, s->stmts.data[i], fd, call, ret, depth + 1);
            if (r != WALK_FALL)
                return r;
        }
        return WALK_FALL;
    case ST_IF: {
        int64_t c;
        if (!fold_int(l, s->cond, fd, call, &c, 0))
            return WALK_FAIL;
        return walk_return(l, c ? s->then : s->els, fd, call, ret, depth + 1);
    }
    case ST_RETURN:
        *ret = s->expr;
        return s->expr ? WALK_RET : WALK_FAIL;
    default: return WALK_FAIL;
    }
}

/* f() returning a resource: resolvable at compile time when the return
 * f's body reaches (walk_return) names a global through f's resource
 * parameters at most (res_static), which is what DXC's legalization
 * achieves after inlining. The other arguments are evaluated for their
 * side effects. */
bool lw_res_call(L *l, Expr *e, ResRef *out)
{
    Decl *fd = e->func->definition ? e->func->definition : e->func;
    Expr *ret = NULL;
    if (!fd->body || fd->this_param || walk_return(l, fd->body, fd, e, &ret, 0) != WALK_RET ||
        !res_static(ret, fd, 0) || !lw_enter(l, e->loc))
        return false;
    for (uint32_t i = 0; i < fd->params.len && i < e->args.len; i++) {
        Decl *p = fd->params.data[i];
        Expr *a = e->args.data[i];
        if (lw_is_resource(p->type)) {
            LResVar *v = lw_res_reset(l, p);
            lw_res_collect(l, a, v);
            if (!v->binds.len) {
                lw_leave(l);
                return false;
            }
        } else {
            lw_expr_discard(l, a);
        }
    }
    bool ok = lw_res(l, ret, out);
    lw_leave(l);
    return ok;
}
