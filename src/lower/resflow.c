/*
 * Resource bindings along the control flow.
 *
 * resbind.c records, for every resource holder, the resource last assigned
 * to it. Lowering visits the statements once, in source order, so "last"
 * alone would be the last assignment lowered, not the one a path through
 * the code reaches: after
 *
 *   if (c) b = gA; else b = gB;
 *
 * b would hold gB on both paths. This file keeps what every holder of the
 * function being lowered holds (LResState) at the points where paths meet:
 *
 *   if / switch   each branch starts from what the head held; the merge
 *                 joins what the branches that reach it left
 *   loops         the body starts from what the loop entry held; what the
 *                 back edge brings is joined with it, and a use in the body
 *                 of a binding made before the loop must not change
 *   break, continue, return   what they leave joins their target
 *
 * A join keeps a binding that every path agrees on (or that only one path
 * made: the others leave the holder uninitialized there) and marks the
 * others ambiguous; using an ambiguous binding is OSH0505, as DXC refuses
 * the OpSelect/OpPhi of resource pointers that such code needs. A branch
 * whose condition is a constant is not taken or always taken: only the
 * path taken joins.
 *
 * Only the holders of the function being lowered (LResFlow.mine: the
 * statics, then its parameters and locals) are saved, so a snapshot costs
 * what that function holds.
 */
#include "lower/lower_int.h"

static LResVar *var_dup(L *l, const LResVar *v)
{
    if (!v)
        return NULL;
    LResVar *c = NEW(l->cc, LResVar);
    lw_res_copy(l, c, v);
    return c;
}

static bool same_path(const LResBind *a, const LResBind *b)
{
    if (a->npath != b->npath)
        return false;
    for (uint32_t i = 0; i < a->npath; i++)
        if (a->path[i] != b->path[i])
            return false;
    return true;
}

/* One path is a prefix of the other (an array binding and its elements). */
static bool overlap(const LResBind *a, const LResBind *b)
{
    uint32_t n = a->npath < b->npath ? a->npath : b->npath;
    for (uint32_t i = 0; i < n; i++)
        if (a->path[i] != b->path[i])
            return false;
    return true;
}

static bool same_ref(const LResBind *a, const LResBind *b)
{
    return !a->ambiguous && !b->ambiguous && a->ref.global == b->ref.global && a->ref.index == b->ref.index;
}

static void put(L *l, LResVar *r, const LResBind *b, bool ambiguous, uint32_t gen)
{
    LResBind c = *b;
    c.ambiguous = c.ambiguous || ambiguous;
    c.gen = gen;
    vec_push(&l->cc->arena, &r->binds, c);
}

/* What a holder holds where a path holding a meets one holding b. */
LResVar *lw_flow_join_var(L *l, const LResVar *a, const LResVar *b)
{
    if (!a)
        return var_dup(l, b);
    if (!b)
        return var_dup(l, a);
    LResVar *r = NEW(l->cc, LResVar);
    for (uint32_t i = 0; i < a->binds.len; i++) {
        const LResBind *x = &a->binds.data[i];
        const LResBind *match = NULL;
        bool clash = false;
        for (uint32_t j = 0; j < b->binds.len; j++) {
            const LResBind *y = &b->binds.data[j];
            if (same_path(x, y))
                match = y;
            else if (overlap(x, y))
                clash = true;
        }
        if (match)
            put(l, r, x, !same_ref(x, match), x->gen < match->gen ? x->gen : match->gen);
        else
            put(l, r, x, clash, x->gen);
    }
    for (uint32_t j = 0; j < b->binds.len; j++) {
        const LResBind *y = &b->binds.data[j];
        bool matched = false, clash = false;
        for (uint32_t i = 0; i < a->binds.len && !matched; i++) {
            matched = same_path(&a->binds.data[i], y);
            clash = clash || overlap(&a->binds.data[i], y);
        }
        if (!matched)
            put(l, r, y, clash, y->gen);
    }
    return r;
}

void lw_flow_track(L *l, Decl *d)
{
    LResFlow *f = &l->flow;
    if (map_get(&f->mine_set, d))
        return;
    vec_push(&l->cc->arena, &f->mine, d);
    map_put(l->cc, &f->mine_set, d, (void *)(uintptr_t)f->mine.len);
}

void lw_flow_begin(L *l)
{
    l->flow = (LResFlow){0};
    for (uint32_t k = 0; k < l->static_res.len; k++)
        lw_flow_track(l, l->static_res.data[k]);
}

void lw_flow_save(L *l, LResState *s)
{
    LResFlow *f = &l->flow;
    s->n = f->mine.len;
    s->vars = NEWN(l->cc, LResVar *, s->n ? s->n : 1);
    for (uint32_t i = 0; i < s->n; i++)
        s->vars[i] = var_dup(l, map_get(&l->resvars, f->mine.data[i]));
    s->live = !f->dead;
}

/* A static RayQuery is its own variable, made on first use (raytrace.c):
 * one made on a path after a snapshot stays when the snapshot is restored
 * (restoring "nothing" would make a second variable). */
static bool ray_query_static(Decl *d)
{
    Type *t = lw_strip(d->type);
    while (t && t->kind == TY_ARRAY)
        t = lw_strip(t->elem);
    return d->kind == DK_VAR && (d->storage == SC_STATIC || d->storage == SC_STATIC_MEMBER) && t &&
           t->kind == TY_RESOURCE && t->res == R_RAYQUERY;
}

void lw_flow_load(L *l, const LResState *s)
{
    LResFlow *f = &l->flow;
    for (uint32_t i = 0; i < s->n; i++) {
        Decl *d = f->mine.data[i];
        if (!s->vars[i] && ray_query_static(d) && map_get(&l->resvars, d))
            continue;
        map_put(l->cc, &l->resvars, d, var_dup(l, s->vars[i]));
    }
    f->dead = !s->live;
}

void lw_flow_join(L *l, LResState *acc)
{
    LResFlow *f = &l->flow;
    if (f->dead)
        return;
    if (!acc->live) {
        lw_flow_save(l, acc);
        return;
    }
    /* Holders tracked since acc was saved belong to the path lowered since:
     * what they hold now. */
    uint32_t n = f->mine.len;
    LResVar **vars = NEWN(l->cc, LResVar *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) {
        LResVar *now = map_get(&l->resvars, f->mine.data[i]);
        vars[i] = i < acc->n ? lw_flow_join_var(l, acc->vars[i], now) : var_dup(l, now);
    }
    acc->vars = vars;
    acc->n = n;
}

void lw_flow_take(L *l, LResState *acc)
{
    LResFlow *f = &l->flow;
    if (!acc->live) {
        f->dead = true;
        return;
    }
    for (uint32_t i = 0; i < acc->n; i++)
        map_put(l->cc, &l->resvars, f->mine.data[i], acc->vars[i]);
    f->dead = false;
    *acc = (LResState){0};
}

void lw_flow_dead(L *l) { l->flow.dead = true; }

void lw_flow_end(L *l)
{
    LResFlow *f = &l->flow;
    if (!f->ret.live)
        return;
    lw_flow_join(l, &f->ret);
    lw_flow_take(l, &f->ret);
}

void lw_flow_read(L *l, Decl *d, const LResBind *b, Loc loc)
{
    LResFlow *f = &l->flow;
    uint32_t k = (uint32_t)(uintptr_t)map_get(&f->mine_set, d);
    /* Statics are tracked first: k - 1 indexes L.static_res. */
    if (k && k <= l->static_res.len && b->gen <= f->entry_gen && l->fn && l->fn->reads_static)
        l->fn->reads_static[k - 1] = true;
    if (!f->loops || b->gen >= f->loop_gen || !k)
        return;
    LResRead r = {d, *b, loc, false};
    vec_push(&l->cc->arena, &f->reads, r);
}

uint32_t lw_flow_loop_begin(L *l, uint32_t *saved_gen)
{
    LResFlow *f = &l->flow;
    *saved_gen = f->loop_gen;
    f->loops++;
    f->loop_gen = ++l->res_gen;
    return f->reads.len;
}

/* Every use in the loop of a binding made before it must still hold at the
 * loop's head, where the entry and the back edge meet. */
void lw_flow_loop_check(L *l, const LResState *head, uint32_t first_read)
{
    LResFlow *f = &l->flow;
    for (uint32_t i = first_read; i < f->reads.len; i++) {
        LResRead *r = &f->reads.data[i];
        if (r->reported || r->bind.gen >= f->loop_gen)
            continue;
        uint32_t k = (uint32_t)(uintptr_t)map_get(&f->mine_set, r->decl);
        if (!k || k > head->n || !head->vars[k - 1])
            continue;
        const LResVar *hv = head->vars[k - 1];
        bool ok = true;
        for (uint32_t j = 0; j < hv->binds.len && ok; j++) {
            const LResBind *h = &hv->binds.data[j];
            if (same_path(h, &r->bind))
                ok = same_ref(h, &r->bind);
            else if (overlap(h, &r->bind))
                ok = false;
        }
        if (ok)
            continue;
        r->reported = true;
        diag(l->cc, r->loc, D_LOWER_RESOURCE_UNRESOLVED, r->decl->name ? r->decl->name : "resource");
        diag_note(l->cc, r->loc,
                  "the loop assigns it another resource, which later iterations reach this use with: "
                  "a resource cannot be chosen at run time in Vulkan (DXC refuses this too)");
    }
}

void lw_flow_loop_end(L *l, uint32_t saved_gen)
{
    LResFlow *f = &l->flow;
    f->loops--;
    f->loop_gen = saved_gen;
    if (!f->loops)
        f->reads.len = 0;
}
