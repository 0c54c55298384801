/*
 * The CFG of a function (predecessors, successors, reverse post-order), its
 * dominator tree, dominance frontiers, and construct containment from the
 * structured markers (cfg.h). The optimizer's passes and the verifier share
 * this one implementation.
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
#include "ir/ir.h"

uint32_t ir_cfg_index(const IrCfg *g, IrId id)
{
    IrBlock *bl = ir_block(g->m, id);
    if (!bl || bl->func != g->f || bl->mark >= g->n || g->blocks[bl->mark] != bl)
        return IR_NONE;
    return bl->mark;
}

static uint32_t intersect(const IrCfg *g, uint32_t a, uint32_t b)
{
    while (a != b) {
        while (g->rpo_num[a] > g->rpo_num[b])
            a = g->idom[a];
        while (g->rpo_num[b] > g->rpo_num[a])
            b = g->idom[b];
    }
    return a;
}

IrCfg *ir_cfg_build(IrModule *m, IrFunc *f)
{
    Cc *cc = m->cc;
    IrCfg *g = TMPN(cc, IrCfg, 1);
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
        IrInst *t = ir_term(g->blocks[i]);
        uint32_t ns = ir_succ_count(t);
        g->succs[i] = TMPN(cc, uint32_t, ns + 1);
        for (uint32_t k = 0; k < ns; k++) {
            uint32_t s = ir_cfg_index(g, ir_succ(t, k));
            if (s == IR_NONE || from[s] == i + 1)
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
        g->rpo_num[i] = IR_NONE;
        g->idom[i] = IR_NONE;
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
            uint32_t b = g->rpo[r], nd = IR_NONE;
            for (uint32_t k = 0; k < g->npreds[b]; k++) {
                uint32_t p = g->preds[b][k];
                if (g->idom[p] == IR_NONE)
                    continue;
                nd = nd == IR_NONE ? p : intersect(g, p, nd);
            }
            if (nd != IR_NONE && g->idom[b] != nd) {
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
            uint32_t t = targets[k] ? ir_cfg_index(g, targets[k]) : IR_NONE;
            if (t != IR_NONE && ir_cfg_reachable(g, t) && g->rpo_num[t] > r && nextra[t] < 2)
                extra[t][nextra[t]++] = g->rpo[r];
        }
    }
    for (uint32_t i = 0; i < n; i++)
        g->sidom[i] = IR_NONE;
    g->sidom[0] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t r = 1; r < g->nrpo; r++) {
            uint32_t b = g->rpo[r], nd = IR_NONE;
            for (uint32_t k = 0; k < g->npreds[b] + nextra[b]; k++) {
                uint32_t p = k < g->npreds[b] ? g->preds[b][k] : extra[b][k - g->npreds[b]];
                if (g->sidom[p] == IR_NONE)
                    continue;
                if (nd == IR_NONE) {
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
            if (nd != IR_NONE && g->sidom[b] != nd) {
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

bool ir_cfg_dominates(const IrCfg *g, uint32_t a, uint32_t b)
{
    if (a >= g->n || b >= g->n || !ir_cfg_reachable(g, a) || !ir_cfg_reachable(g, b))
        return false;
    return g->pre[a] <= g->pre[b] && g->post[b] <= g->post[a];
}

void ir_cfg_frontiers(IrCfg *g)
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
            last[i] = IR_NONE;
        }
        for (uint32_t r = 0; r < g->nrpo; r++) {
            uint32_t b = g->rpo[r];
            if (g->npreds[b] < 2)
                continue;
            for (uint32_t k = 0; k < g->npreds[b]; k++) {
                uint32_t runner = g->preds[b][k];
                if (!ir_cfg_reachable(g, runner))
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
static bool sdominates(const IrCfg *g, uint32_t a, uint32_t b)
{
    if (a >= g->n || b >= g->n || !ir_cfg_reachable(g, a) || !ir_cfg_reachable(g, b))
        return false;
    for (uint32_t guard = 0; guard <= g->n; guard++) {
        if (a == b)
            return true;
        if (b == 0 || g->sidom[b] == IR_NONE)
            return false;
        b = g->sidom[b];
    }
    return false;
}

bool ir_cfg_in_construct(const IrCfg *g, uint32_t h, uint32_t b)
{
    IrBlock *hb = g->blocks[h];
    if (hb->struct_kind == IR_STRUCT_NONE || !sdominates(g, h, b))
        return false;
    uint32_t mi = ir_cfg_index(g, hb->merge);
    return mi == IR_NONE || !sdominates(g, mi, b);
}

uint32_t ir_cfg_enclosing(const IrCfg *g, uint32_t b, bool loops_only)
{
    if (!ir_cfg_reachable(g, b))
        return IR_NONE;
    /* The headers that contain b all dominate it; the innermost is the
     * nearest one up the dominator tree. b itself heads its own construct,
     * which does not count as enclosing it. */
    uint32_t d = b;
    while (d != 0 && g->sidom[d] != IR_NONE) {
        d = g->sidom[d];
        IrBlock *db = g->blocks[d];
        if (db->struct_kind == IR_STRUCT_NONE)
            continue;
        if (loops_only && db->struct_kind != IR_STRUCT_LOOP)
            continue;
        if (ir_cfg_in_construct(g, d, b))
            return d;
    }
    return IR_NONE;
}
