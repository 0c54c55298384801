/*
 * Shared analyses for the passes: the CFG of a function (predecessors,
 * successors, reverse post-order), its dominator tree, dominance frontiers,
 * construct containment from the structured markers, and small editing
 * helpers (instruction creation, phi upkeep, block cloning).
 *
 * Dominators: Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
 * Algorithm": iterate idom[b] = intersect of the processed predecessors in
 * reverse post-order until nothing changes. Frontiers use the same paper's
 * runner walk: for a join block b, every predecessor walks up the dominator
 * tree until idom(b), adding b to the frontier of each block it passes.
 *
 * Every walk is iterative (explicit stacks), so deep input cannot overflow
 * the C stack, and every order comes from f->blocks and operand order.
 */
#include "opt/opt.h"

/* ---- small helpers -------------------------------------------------------- */

IrBlock *opt_block(IrModule *m, IrId id)
{
    if (!id || id >= m->values.len || ir_value(m, id)->kind != IV_BLOCK)
        return NULL;
    return ir_value(m, id)->u.block;
}

IrInst *opt_def(IrModule *m, IrId id)
{
    if (!id || id >= m->values.len || ir_value(m, id)->kind != IV_INST)
        return NULL;
    return ir_value(m, id)->u.inst;
}

bool opt_is_spec(IrModule *m, IrId id)
{
    /* Composite constants nest at most as deep as types do; the walk keeps
     * its own small stack and gives up (answers "spec") when it is full. */
    IrId stack[64];
    uint32_t sp = 0;
    stack[sp++] = id;
    while (sp) {
        IrValue *v = ir_value(m, stack[--sp]);
        if (v->kind != IV_CONST)
            continue;
        if (v->u.c->is_spec)
            return true;
        for (uint32_t i = 0; i < v->u.c->elem_count; i++) {
            if (sp == countof(stack))
                return true;
            stack[sp++] = v->u.c->elems[i];
        }
    }
    return false;
}

IrInst *opt_inst_new(IrModule *m, IrOp op, IrTypeId type, uint32_t nargs, uint32_t nlits, Loc loc)
{
    Cc *cc = m->cc;
    IrInst *in = NEW(cc, IrInst);
    in->op = op;
    in->type = type;
    in->loc = loc;
    in->nargs = nargs;
    in->nlits = nlits;
    if (nargs)
        in->args = NEWN(cc, IrId, nargs);
    if (nlits)
        in->lits = NEWN(cc, uint32_t, nlits);
    if (type) {
        in->id = ir_value_new(m, IV_INST, type, NULL, loc);
        ir_value(m, in->id)->u.inst = in;
    }
    return in;
}

void opt_inst_append(IrBlock *bl, IrInst *in)
{
    in->block = bl;
    in->prev = bl->last;
    in->next = NULL;
    if (bl->last)
        bl->last->next = in;
    else
        bl->first = in;
    bl->last = in;
}

void opt_inst_prepend(IrBlock *bl, IrInst *in)
{
    if (bl->first)
        ir_inst_insert_before(bl->first, in);
    else
        opt_inst_append(bl, in);
}

void opt_inst_after_phis(IrBlock *bl, IrInst *in)
{
    IrInst *at = bl->first;
    while (at && at->op == IR_PHI)
        at = at->next;
    if (at)
        ir_inst_insert_before(at, in);
    else
        opt_inst_append(bl, in);
}

IrInst *opt_term(IrBlock *bl) { return ir_block_terminated(bl) ? bl->last : NULL; }

void opt_block_delete(IrBlock *bl)
{
    IrFunc *f = bl->func;
    uint32_t j = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        if (f->blocks.data[i] != bl)
            f->blocks.data[j++] = f->blocks.data[i];
    f->blocks.len = j;
}

void opt_block_move_after(IrFunc *f, IrBlock *after, IrBlock *bl)
{
    uint32_t from = OPT_NONE, at = OPT_NONE;
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        if (f->blocks.data[i] == bl)
            from = i;
        if (f->blocks.data[i] == after)
            at = i;
    }
    if (from == OPT_NONE || at == OPT_NONE || from == at + 1)
        return;
    if (from > at) {
        for (uint32_t i = from; i > at + 1; i--)
            f->blocks.data[i] = f->blocks.data[i - 1];
        f->blocks.data[at + 1] = bl;
    } else {
        for (uint32_t i = from; i < at; i++)
            f->blocks.data[i] = f->blocks.data[i + 1];
        f->blocks.data[at] = bl;
    }
}

void opt_phis_remove_pred(IrModule *m, IrBlock *bl, IrId pred)
{
    (void)m;
    for (IrInst *in = bl->first; in && in->op == IR_PHI; in = in->next) {
        uint32_t j = 0;
        for (uint32_t k = 0; k + 1 < in->nargs; k += 2) {
            if (in->args[k + 1] == pred)
                continue;
            in->args[j++] = in->args[k];
            in->args[j++] = in->args[k + 1];
        }
        in->nargs = j;
    }
}

void opt_phis_rename_pred(IrBlock *bl, IrId from, IrId to)
{
    for (IrInst *in = bl->first; in && in->op == IR_PHI; in = in->next)
        for (uint32_t k = 1; k < in->nargs; k += 2)
            if (in->args[k] == from)
                in->args[k] = to;
}

void opt_term_retarget(IrInst *term, IrId from, IrId to)
{
    if (!term)
        return;
    uint32_t first = term->op == IR_BR ? 0 : 1;
    if (term->op != IR_BR && term->op != IR_BR_COND && term->op != IR_SWITCH)
        return;
    for (uint32_t k = first; k < term->nargs; k++)
        if (term->args[k] == from)
            term->args[k] = to;
}

void opt_func_remap(IrModule *m, IrFunc *f, const OptMap *map)
{
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *bl = f->blocks.data[i];
        for (IrInst *in = bl->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++) {
                /* Chains are short (a load replaced by a value that was a
                 * load); the bound keeps a bad map from looping. */
                for (int guard = 0; guard < 1024; guard++) {
                    IrId to = opt_map_get(map, in->args[k]);
                    if (!to || to == in->args[k])
                        break;
                    in->args[k] = to;
                }
            }
    }
    (void)m;
}

void opt_func_replace(IrFunc *f, IrId from, IrId to)
{
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++)
                if (in->args[k] == from)
                    in->args[k] = to;
}

bool opt_block_is_target(IrFunc *f, IrId id)
{
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *bl = f->blocks.data[i];
        if (bl->struct_kind != IR_STRUCT_NONE && (bl->merge == id || bl->cont == id))
            return true;
    }
    return false;
}

/* ---- the id map ----------------------------------------------------------- */

/* The table is allocated (in the scratch arena) at the first opt_map_set:
 * most maps of most passes stay empty, and a table per id of the module is
 * the biggest temporary a pass has. */
void opt_map_init(IrModule *m, OptMap *map)
{
    map->n = 0;
    map->limit = m->values.len;
    map->to = NULL;
    map->touched.data = NULL;
    map->touched.len = map->touched.cap = 0;
}

void opt_map_set(IrModule *m, OptMap *map, IrId from, IrId to)
{
    if (from >= map->limit)
        diag_ice(m->cc, (Loc){0, 0, 0}, "optimizer: id %u is newer than its map", from);
    if (!map->to) {
        map->to = TMPN(m->cc, IrId, map->limit);
        map->n = map->limit;
    }
    if (!map->to[from])
        vec_push(cc_scratch(m->cc), &map->touched, from);
    map->to[from] = to;
}

void opt_map_clear(OptMap *map)
{
    for (uint32_t i = 0; i < map->touched.len; i++)
        map->to[map->touched.data[i]] = 0;
    map->touched.len = 0;
}

/* ---- cloning -------------------------------------------------------------- */

void opt_clone_blocks(IrModule *m, IrFunc *dst, IrBlock *after, IrBlock *const *src, uint32_t n,
                      OptMap *map, const char *suffix)
{
    Cc *cc = m->cc;
    IrBlock **copies = TMPN(cc, IrBlock *, n ? n : 1);
    uint32_t first_copy = dst->blocks.len;
    /* First every block and result gets its copy, so forward references
     * (phis, back edges, markers) can be remapped in the second walk. */
    for (uint32_t i = 0; i < n; i++) {
        IrBlock *s = src[i];
        const char *name = s->name ? arena_concat(&cc->arena, s->name, suffix) : NULL;
        IrBlock *c = ir_block_new(m, dst, name);
        copies[i] = c;
        c->struct_kind = s->struct_kind;
        c->merge = s->merge;
        c->cont = s->cont;
        c->control = s->control;
        c->unroll_count = s->unroll_count;
        opt_map_set(m, map, s->id, c->id);
        for (IrInst *in = s->first; in; in = in->next) {
            IrInst *ci = opt_inst_new(m, in->op, in->type, in->nargs, in->nlits, in->loc);
            if (in->nargs)
                memcpy(ci->args, in->args, in->nargs * sizeof(IrId));
            if (in->nlits)
                memcpy(ci->lits, in->lits, in->nlits * sizeof(uint32_t));
            ci->flags = in->flags;
            opt_inst_append(c, ci);
            if (in->id) {
                IrValue *ov = ir_value(m, in->id), *nv = ir_value(m, ci->id);
                nv->name = ov->name;
                nv->decors = ov->decors;
                opt_map_set(m, map, in->id, ci->id);
            }
        }
    }
    /* The copies, appended at the end, move to just after `after` in one
     * rotation (a move per copy searched the list each time: quadratic when
     * inlining a function of 20k blocks, tests/robust switch_10k_cases).
     * When `after` is not in dst, they stay at the end. */
    uint32_t at = OPT_NONE;
    for (uint32_t i = 0; i < first_copy; i++)
        if (dst->blocks.data[i] == after)
            at = i;
    if (at != OPT_NONE && at + 1 < first_copy) {
        uint32_t nmove = first_copy - (at + 1);
        IrBlock **tail = TMPN(cc, IrBlock *, nmove);
        memcpy(tail, dst->blocks.data + at + 1, nmove * sizeof *tail);
        memcpy(dst->blocks.data + at + 1, copies, n * sizeof *copies);
        memcpy(dst->blocks.data + at + 1 + n, tail, nmove * sizeof *tail);
    }
    for (uint32_t i = 0; i < n; i++) {
        IrBlock *c = copies[i];
        IrId t;
        if (c->merge && (t = opt_map_get(map, c->merge)))
            c->merge = t;
        if (c->cont && (t = opt_map_get(map, c->cont)))
            c->cont = t;
        for (IrInst *in = c->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++)
                if ((t = opt_map_get(map, in->args[k])))
                    in->args[k] = t;
    }
}

/* ---- the CFG -------------------------------------------------------------- */

uint32_t opt_cfg_index(const OptCfg *g, IrId id)
{
    IrBlock *bl = opt_block(g->m, id);
    if (!bl || bl->func != g->f || bl->mark >= g->n || g->blocks[bl->mark] != bl)
        return OPT_NONE;
    return bl->mark;
}

static uint32_t intersect(const OptCfg *g, uint32_t a, uint32_t b)
{
    while (a != b) {
        while (g->rpo_num[a] > g->rpo_num[b])
            a = g->idom[a];
        while (g->rpo_num[b] > g->rpo_num[a])
            b = g->idom[b];
    }
    return a;
}

OptCfg *opt_cfg_build(IrModule *m, IrFunc *f)
{
    Cc *cc = m->cc;
    OptCfg *g = TMPN(cc, OptCfg, 1);
    uint32_t n = f->blocks.len;
    g->m = m;
    g->f = f;
    g->n = n;
    g->blocks = TMPN(cc, IrBlock *, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        g->blocks[i] = f->blocks.data[i];
        g->blocks[i]->mark = i;
    }
    g->preds = TMPN(cc, uint32_t *, n + 1);
    g->npreds = TMPN(cc, uint32_t, n + 1);
    g->succs = TMPN(cc, uint32_t *, n + 1);
    g->nsuccs = TMPN(cc, uint32_t, n + 1);
    /* Successor lists first (exact size from the terminator), then the
     * predecessor counts, then predecessor lists. */
    uint32_t *pcount = TMPN(cc, uint32_t, n + 1);
    /* from[s] == i + 1: s is already a successor of i (a switch of 10k
     * cases made a search of the list quadratic, tests/robust). */
    uint32_t *from = TMPN(cc, uint32_t, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        IrInst *t = opt_term(g->blocks[i]);
        uint32_t ns = ir_succ_count(t);
        g->succs[i] = TMPN(cc, uint32_t, ns + 1);
        for (uint32_t k = 0; k < ns; k++) {
            uint32_t s = opt_cfg_index(g, ir_succ(t, k));
            if (s == OPT_NONE || from[s] == i + 1)
                continue;
            from[s] = i + 1;
            g->succs[i][g->nsuccs[i]++] = s;
            pcount[s]++;
        }
    }
    for (uint32_t i = 0; i < n; i++)
        g->preds[i] = TMPN(cc, uint32_t, pcount[i] + 1);
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t k = 0; k < g->nsuccs[i]; k++) {
            uint32_t s = g->succs[i][k];
            g->preds[s][g->npreds[s]++] = i;
        }

    /* Reverse post-order by an iterative DFS from the entry. */
    g->rpo = TMPN(cc, uint32_t, n + 1);
    g->rpo_num = TMPN(cc, uint32_t, n + 1);
    g->idom = TMPN(cc, uint32_t, n + 1);
    for (uint32_t i = 0; i < n; i++) {
        g->rpo_num[i] = OPT_NONE;
        g->idom[i] = OPT_NONE;
    }
    if (!n)
        return g;
    uint32_t *stack = TMPN(cc, uint32_t, n + 1), *next = TMPN(cc, uint32_t, n + 1);
    uint32_t *post = TMPN(cc, uint32_t, n + 1);
    bool *seen = TMPN(cc, bool, n + 1);
    uint32_t sp = 0, npost = 0;
    stack[sp++] = 0;
    seen[0] = true;
    while (sp) {
        uint32_t b = stack[sp - 1];
        if (next[b] < g->nsuccs[b]) {
            uint32_t s = g->succs[b][next[b]++];
            if (!seen[s]) {
                seen[s] = true;
                stack[sp++] = s;
            }
            continue;
        }
        post[npost++] = b;
        sp--;
    }
    g->nrpo = npost;
    for (uint32_t i = 0; i < npost; i++) {
        g->rpo[i] = post[npost - 1 - i];
        g->rpo_num[g->rpo[i]] = i;
    }

    /* Dominators. */
    g->idom[0] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t r = 1; r < g->nrpo; r++) {
            uint32_t b = g->rpo[r], nd = OPT_NONE;
            for (uint32_t k = 0; k < g->npreds[b]; k++) {
                uint32_t p = g->preds[b][k];
                if (g->idom[p] == OPT_NONE)
                    continue;
                nd = nd == OPT_NONE ? p : intersect(g, p, nd);
            }
            if (nd != OPT_NONE && g->idom[b] != nd) {
                g->idom[b] = nd;
                changed = true;
            }
        }
    }

    /* Structural dominators: the same iteration with each reachable
     * header's merge and continue target given the header as an extra
     * predecessor. Those edges go forward in the reverse post-order (a
     * header dominates its merge and continue), so the order still works. */
    g->sidom = TMPN(cc, uint32_t, n + 1);
    uint32_t *nextra = TMPN(cc, uint32_t, n + 1);
    uint32_t (*extra)[2] = (uint32_t (*)[2])TMPN(cc, uint32_t, 2 * (n + 1));
    for (uint32_t r = 0; r < g->nrpo; r++) {
        IrBlock *hb = g->blocks[g->rpo[r]];
        if (hb->struct_kind == IR_STRUCT_NONE)
            continue;
        IrId targets[2] = {hb->merge, hb->struct_kind == IR_STRUCT_LOOP ? hb->cont : 0};
        for (int k = 0; k < 2; k++) {
            uint32_t t = targets[k] ? opt_cfg_index(g, targets[k]) : OPT_NONE;
            if (t != OPT_NONE && opt_cfg_reachable(g, t) && g->rpo_num[t] > r && nextra[t] < 2)
                extra[t][nextra[t]++] = g->rpo[r];
        }
    }
    for (uint32_t i = 0; i < n; i++)
        g->sidom[i] = OPT_NONE;
    g->sidom[0] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t r = 1; r < g->nrpo; r++) {
            uint32_t b = g->rpo[r], nd = OPT_NONE;
            for (uint32_t k = 0; k < g->npreds[b] + nextra[b]; k++) {
                uint32_t p = k < g->npreds[b] ? g->preds[b][k] : extra[b][k - g->npreds[b]];
                if (g->sidom[p] == OPT_NONE)
                    continue;
                if (nd == OPT_NONE) {
                    nd = p;
                    continue;
                }
                uint32_t a = p, c = nd;
                while (a != c) {
                    while (g->rpo_num[a] > g->rpo_num[c])
                        a = g->sidom[a];
                    while (g->rpo_num[c] > g->rpo_num[a])
                        c = g->sidom[c];
                }
                nd = a;
            }
            if (nd != OPT_NONE && g->sidom[b] != nd) {
                g->sidom[b] = nd;
                changed = true;
            }
        }
    }

    /* Dominator tree children (in rpo order) and DFS numbers. */
    g->kids = TMPN(cc, uint32_t *, n + 1);
    g->nkids = TMPN(cc, uint32_t, n + 1);
    uint32_t *kcount = TMPN(cc, uint32_t, n + 1);
    for (uint32_t r = 1; r < g->nrpo; r++)
        kcount[g->idom[g->rpo[r]]]++;
    for (uint32_t i = 0; i < n; i++)
        g->kids[i] = TMPN(cc, uint32_t, kcount[i] + 1);
    for (uint32_t r = 1; r < g->nrpo; r++) {
        uint32_t b = g->rpo[r], d = g->idom[b];
        g->kids[d][g->nkids[d]++] = b;
    }
    g->pre = TMPN(cc, uint32_t, n + 1);
    g->post = TMPN(cc, uint32_t, n + 1);
    uint32_t clock = 0;
    sp = 0;
    memset(next, 0, (n + 1) * sizeof *next);
    stack[sp++] = 0;
    g->pre[0] = clock++;
    while (sp) {
        uint32_t b = stack[sp - 1];
        if (next[b] < g->nkids[b]) {
            uint32_t c = g->kids[b][next[b]++];
            g->pre[c] = clock++;
            stack[sp++] = c;
            continue;
        }
        g->post[b] = clock++;
        sp--;
    }
    return g;
}

bool opt_cfg_dominates(const OptCfg *g, uint32_t a, uint32_t b)
{
    if (a >= g->n || b >= g->n || !opt_cfg_reachable(g, a) || !opt_cfg_reachable(g, b))
        return false;
    return g->pre[a] <= g->pre[b] && g->post[b] <= g->post[a];
}

void opt_cfg_frontiers(OptCfg *g)
{
    Cc *cc = g->m->cc;
    uint32_t n = g->n;
    g->df = TMPN(cc, uint32_t *, n + 1);
    g->ndf = TMPN(cc, uint32_t, n + 1);
    /* Two walks: the first counts each frontier, the second fills arrays of
     * exactly that size. (An array of n per block was quadratic: a switch of
     * 10k cases needed gigabytes, tests/robust switch_10k_cases.) Every
     * addition of b happens while b is the block being walked, so a frontier
     * already holds b exactly when b is its last entry: no search. */
    uint32_t *last = TMPN(cc, uint32_t, n + 1);
    for (int fill = 0; fill < 2; fill++) {
        for (uint32_t i = 0; i < n; i++) {
            if (fill)
                g->df[i] = TMPN(cc, uint32_t, g->ndf[i] + 1);
            g->ndf[i] = 0;
            last[i] = OPT_NONE;
        }
        for (uint32_t r = 0; r < g->nrpo; r++) {
            uint32_t b = g->rpo[r];
            if (g->npreds[b] < 2)
                continue;
            for (uint32_t k = 0; k < g->npreds[b]; k++) {
                uint32_t runner = g->preds[b][k];
                if (!opt_cfg_reachable(g, runner))
                    continue;
                while (runner != g->idom[b]) {
                    if (last[runner] != b) {
                        last[runner] = b;
                        if (fill)
                            g->df[runner][g->ndf[runner]] = b;
                        g->ndf[runner]++;
                    }
                    if (runner == 0)
                        break;
                    runner = g->idom[runner];
                }
            }
        }
    }
}

/* Is a structurally dominating b (both reachable)? */
static bool sdominates(const OptCfg *g, uint32_t a, uint32_t b)
{
    if (a >= g->n || b >= g->n || !opt_cfg_reachable(g, a) || !opt_cfg_reachable(g, b))
        return false;
    for (uint32_t guard = 0; guard <= g->n; guard++) {
        if (a == b)
            return true;
        if (b == 0 || g->sidom[b] == OPT_NONE)
            return false;
        b = g->sidom[b];
    }
    return false;
}

bool opt_cfg_in_construct(const OptCfg *g, uint32_t h, uint32_t b)
{
    IrBlock *hb = g->blocks[h];
    if (hb->struct_kind == IR_STRUCT_NONE || !sdominates(g, h, b))
        return false;
    uint32_t mi = opt_cfg_index(g, hb->merge);
    return mi == OPT_NONE || !sdominates(g, mi, b);
}

uint32_t opt_cfg_enclosing(const OptCfg *g, uint32_t b, bool loops_only)
{
    if (!opt_cfg_reachable(g, b))
        return OPT_NONE;
    /* The headers that contain b all dominate it; the innermost is the
     * nearest one up the dominator tree. b itself heads its own construct,
     * which does not count as enclosing it. */
    uint32_t d = b;
    while (d != 0 && g->sidom[d] != OPT_NONE) {
        d = g->sidom[d];
        IrBlock *db = g->blocks[d];
        if (db->struct_kind == IR_STRUCT_NONE)
            continue;
        if (loops_only && db->struct_kind != IR_STRUCT_LOOP)
            continue;
        if (opt_cfg_in_construct(g, d, b))
            return d;
    }
    return OPT_NONE;
}
