/*
 * unroll: full unrolling of [unroll] / [unroll(n)] loops whose trip count
 * is a compile-time constant.
 *
 * Shape accepted (what lowering, mem2reg and constfold produce for `for`
 * and `while` loops): a header H with OpLoopMerge M C, one predecessor
 * outside the loop and the back edge from C; a chain of blocks from H (each
 * ending in br) to the block COND that decides `br_cond c, B, M` (or
 * `M, B`); no other branch to M (no break), every other loop block inside
 * the construct. Returns and kills inside are fine.
 *
 * Trip count: the header phis' values are evaluated iteration by iteration,
 * starting from their entries from outside, by folding (opt_fold) the
 * instructions the exit condition and the back-edge values depend on; the
 * count K is the first iteration whose condition exits. An operand that is
 * not a constant makes the count unknown: the loop stays, Unroll hint and
 * all. More than LIMIT_UNROLL iterations: a warning (OSH0651), the hint is
 * dropped so the warning is not repeated, and the loop stays.
 * [unroll(n)] is treated like [unroll]: the count is the loop's own.
 *
 * Rewrite for K iterations: iteration 0 is the original blocks, with the
 * header phis replaced by their entry values, the loop marker dropped and
 * COND branching to B; iterations 1..K-1 are clones of all loop blocks in
 * which the header phis become the previous iteration's back-edge values;
 * iteration K clones only the chain H..COND, which branches to M. Each
 * iteration's continue block branches to the next iteration's header. Uses
 * after the loop (only chain values and header phis dominate M) take
 * iteration K's copies. Innermost loops are unrolled first.
 */
#include "opt/opt.h"

typedef struct Loop {
    uint32_t h, cond, cont, merge;
    IrId in_target;           /* COND's successor inside the loop */
    uint32_t *blocks, nblocks; /* loop blocks in f->blocks order */
    uint32_t *chain, nchain;  /* H .. COND */
    bool *in;                 /* by block index */
    uint32_t pre;             /* the outside predecessor of H */
} Loop;

static bool is_candidate(IrBlock *bl)
{
    return bl->struct_kind == IR_STRUCT_LOOP &&
           ((bl->control & SpvLoopControlUnrollMask) || bl->unroll_count);
}

/* Fills *lp for header h; false when the loop does not have the shape. */
static bool analyze(IrModule *m, IrCfg *g, uint32_t h, Loop *lp)
{
    Cc *cc = m->cc;
    IrBlock *hb = g->blocks[h];
    lp->h = h;
    lp->merge = ir_cfg_index(g, hb->merge);
    lp->cont = ir_cfg_index(g, hb->cont);
    if (lp->merge == IR_NONE || lp->cont == IR_NONE || !ir_cfg_reachable(g, lp->merge) ||
        !ir_cfg_reachable(g, lp->cont))
        return false;
    lp->in = TMPN(cc, bool, g->n + 1);
    lp->blocks = TMPN(cc, uint32_t, g->n + 1);
    lp->nblocks = 0;
    for (uint32_t i = 0; i < g->n; i++)
        if (ir_cfg_reachable(g, i) && ir_cfg_in_construct(g, h, i)) {
            lp->in[i] = true;
            lp->blocks[lp->nblocks++] = i;
        }
    /* Unreachable merge and continue blocks of constructs inside the loop
     * (kept by dce in canonical form) are part of each copy too, or the
     * copies' markers would name the original's. */
    for (uint32_t k = 0, n0 = lp->nblocks; k < n0; k++) {
        IrBlock *ib = g->blocks[lp->blocks[k]];
        if (ib->struct_kind == IR_STRUCT_NONE || lp->blocks[k] == h)
            continue;
        IrId targets[2] = {ib->merge, ib->struct_kind == IR_STRUCT_LOOP ? ib->cont : 0};
        for (int t = 0; t < 2; t++) {
            uint32_t x = targets[t] ? ir_cfg_index(g, targets[t]) : IR_NONE;
            if (x != IR_NONE && !ir_cfg_reachable(g, x) && !lp->in[x]) {
                lp->in[x] = true;
                lp->blocks[lp->nblocks++] = x;
            }
        }
    }
    if (!lp->in[lp->cont])
        return false;
    /* Another unrollable loop inside: do that one first. */
    for (uint32_t k = 0; k < lp->nblocks; k++)
        if (lp->blocks[k] != h && is_candidate(g->blocks[lp->blocks[k]]))
            return false;
    /* Predecessors of H: one outside, and C. */
    lp->pre = IR_NONE;
    for (uint32_t k = 0; k < g->npreds[h]; k++) {
        uint32_t p = g->preds[h][k];
        if (lp->in[p]) {
            if (p != lp->cont)
                return false;
        } else if (ir_cfg_reachable(g, p)) {
            if (lp->pre != IR_NONE)
                return false;
            lp->pre = p;
        }
    }
    if (lp->pre == IR_NONE)
        return false;
    /* The chain to COND. */
    lp->chain = TMPN(cc, uint32_t, g->n + 1);
    lp->nchain = 0;
    uint32_t cur = h;
    for (;;) {
        IrBlock *cb = g->blocks[cur];
        IrInst *t = ir_term(cb);
        if (!t || lp->nchain >= lp->nblocks)
            return false;
        if (cur != h && cb->struct_kind != IR_STRUCT_NONE)
            return false;
        lp->chain[lp->nchain++] = cur;
        if (t->op == IR_BR_COND) {
            uint32_t a = ir_cfg_index(g, t->args[1]), b = ir_cfg_index(g, t->args[2]);
            if (a == lp->merge && b != IR_NONE && lp->in[b])
                lp->in_target = t->args[2];
            else if (b == lp->merge && a != IR_NONE && lp->in[a])
                lp->in_target = t->args[1];
            else
                return false;
            lp->cond = cur;
            break;
        }
        if (t->op != IR_BR)
            return false;
        uint32_t nx = ir_cfg_index(g, t->args[0]);
        if (nx == IR_NONE || !lp->in[nx] || nx == h || g->npreds[nx] != 1)
            return false;
        cur = nx;
    }
    /* No other exit: only COND reaches M, nothing leaves to elsewhere. */
    for (uint32_t k = 0; k < lp->nblocks; k++) {
        uint32_t b = lp->blocks[k];
        for (uint32_t s = 0; s < g->nsuccs[b]; s++) {
            uint32_t t = g->succs[b][s];
            if (t == lp->merge ? b != lp->cond : !lp->in[t])
                return false;
        }
    }
    return true;
}

/* ---- trip count ------------------------------------------------------------- */

typedef struct Eval {
    IrModule *m;
    IrCfg *g;
    Loop *lp;
    IrInst **phis;
    uint32_t nphis;
    IrId *env;                /* per phi: its constant this iteration, or 0 */
} Eval;

static IrId eval(Eval *e, IrId v, int depth)
{
    IrModule *m = e->m;
    if (!v || v >= m->values.len)
        return 0;
    IrValue *val = ir_value(m, v);
    if (val->kind == IV_CONST)
        return ir_is_spec(m, v) ? 0 : v;
    if (val->kind != IV_INST || depth > 32)
        return 0;
    IrInst *in = val->u.inst;
    for (uint32_t i = 0; i < e->nphis; i++)
        if (e->phis[i] == in)
            return e->env[i];
    if (!in->block || in->block->func != e->g->f)
        return 0;
    uint32_t b = ir_cfg_index(e->g, in->block->id);
    if (b == IR_NONE || !e->lp->in[b] || !(ir_op_info(in->op)->flags & OPF_PURE) ||
        in->op == IR_PHI)
        return 0;
    IrId small[8];
    if (in->nargs > countof(small))
        return 0;
    for (uint32_t k = 0; k < in->nargs; k++)
        if (!(small[k] = eval(e, in->args[k], depth + 1)))
            return 0;
    return opt_fold(m, in, small);
}

/* The phi's entry from predecessor `pred`. */
static IrId phi_entry(IrInst *phi, IrId pred)
{
    for (uint32_t k = 0; k + 1 < phi->nargs; k += 2)
        if (phi->args[k + 1] == pred)
            return phi->args[k];
    return 0;
}

/* Returns the trip count, or IR_NONE when unknown, or LIMIT_UNROLL + 1. */
static uint32_t trip_count(IrModule *m, IrCfg *g, Loop *lp, IrInst **phis, uint32_t nphis)
{
    Cc *cc = m->cc;
    Eval e = {m, g, lp, phis, nphis, TMPN(cc, IrId, nphis + 1)};
    IrId *next = TMPN(cc, IrId, nphis + 1);
    IrId pre = g->blocks[lp->pre]->id, back = g->blocks[lp->cont]->id;
    for (uint32_t i = 0; i < nphis; i++) {
        IrId v = phi_entry(phis[i], pre);
        e.env[i] = v && ir_value(m, v)->kind == IV_CONST && !ir_is_spec(m, v) ? v : 0;
    }
    IrInst *t = ir_term(g->blocks[lp->cond]);
    for (uint32_t k = 0; k <= LIMIT_UNROLL; k++) {
        uint64_t c;
        IrId cv = eval(&e, t->args[0], 0);
        if (!cv || !ir_const_value(m, cv, &c))
            return IR_NONE;
        if (t->args[c ? 1 : 2] != lp->in_target)
            return k;
        for (uint32_t i = 0; i < nphis; i++)
            next[i] = eval(&e, phi_entry(phis[i], back), 0);
        memcpy(e.env, next, nphis * sizeof(IrId));
    }
    return LIMIT_UNROLL + 1;
}

/* ---- rewrite ------------------------------------------------------------------ */

static IrId chase(const IrMap *map, IrId v)
{
    IrId t = ir_map_get(map, v);
    return t ? t : v;
}

static void unroll(IrModule *m, IrCfg *g, Loop *lp, IrInst **phis, uint32_t nphis, uint32_t K)
{
    Cc *cc = m->cc;
    IrFunc *f = g->f;
    IrBlock *hb = g->blocks[lp->h], *mb = g->blocks[lp->merge], *cb = g->blocks[lp->cont];
    IrBlock *condb = g->blocks[lp->cond];
    IrId pre = g->blocks[lp->pre]->id, back = cb->id;
    IrBlock **body = TMPN(cc, IrBlock *, lp->nblocks + 1);
    for (uint32_t k = 0; k < lp->nblocks; k++)
        body[k] = g->blocks[lp->blocks[k]];
    IrBlock **head = TMPN(cc, IrBlock *, lp->nchain + 1);
    for (uint32_t k = 0; k < lp->nchain; k++)
        head[k] = g->blocks[lp->chain[k]];
    IrId *backv = TMPN(cc, IrId, nphis + 1);

    /* The header phis leave H first: no iteration copies them; their uses
     * are pre-seeded in each iteration's map instead. The original blocks
     * stay untouched until every clone is made (clones copy them). */
    IrMap first, maps[2];
    ir_map_init(m, &first);
    ir_map_init(m, &maps[0]);
    ir_map_init(m, &maps[1]);
    for (uint32_t i = 0; i < nphis; i++) {
        IrId e = phi_entry(phis[i], pre);
        backv[i] = phi_entry(phis[i], back);
        if (!backv[i])
            backv[i] = ir_undef(m, phis[i]->type);
        ir_map_set(m, &first, phis[i]->id, e ? e : ir_undef(m, phis[i]->type));
        ir_inst_remove(phis[i]);
    }
    typedef struct { IrBlock *bl; IrId from, to; } Retarget;
    Retarget *links = TMPN(cc, Retarget, K + 1);
    IrMap *prev = &first;
    IrBlock *last_cont = cb, *last_head = hb, *last_cond = condb;
    IrBlock *anchor = f->blocks.data[f->blocks.len - 1];
    for (uint32_t k = 1; k <= K; k++) {
        IrMap *cur = &maps[k & 1];
        ir_map_clear(cur);
        bool final = k == K;
        IrBlock *const *src = final ? head : body;
        uint32_t n = final ? lp->nchain : lp->nblocks;
        /* Iteration k's header values: iteration k-1's back-edge values
         * (for k = 1 the originals themselves). */
        for (uint32_t i = 0; i < nphis; i++)
            ir_map_set(m, cur, phis[i]->id, k == 1 ? backv[i] : chase(prev, backv[i]));
        uint32_t from = f->blocks.len;
        ir_clone_blocks(m, f, anchor, src, n, cur, arena_sprintf(&cc->arena, ".%u", k));
        anchor = f->blocks.data[from + n - 1];
        IrBlock *hk = ir_block(m, ir_map_get(cur, hb->id));
        hk->struct_kind = IR_STRUCT_NONE;
        hk->merge = hk->cont = 0;
        hk->control = 0;
        hk->unroll_count = 0;
        links[k - 1] = (Retarget){last_cont, last_head->id, hk->id};
        IrBlock *ck = ir_block(m, ir_map_get(cur, condb->id));
        IrInst *t = ir_term(ck);
        t->op = IR_BR;
        t->args[0] = final ? mb->id : ir_map_get(cur, lp->in_target);
        t->nargs = 1;
        if (!final) {
            last_cont = ir_block(m, ir_map_get(cur, cb->id));
            last_head = hk;
        }
        last_cond = ck;
        prev = cur;
    }
    for (uint32_t k = 0; k < K; k++)
        ir_term_retarget(ir_term(links[k].bl), links[k].from, links[k].to);

    /* Iteration 0 is the original blocks. */
    for (uint32_t k = 0; k < lp->nblocks; k++)
        for (IrInst *in = body[k]->first; in; in = in->next)
            for (uint32_t a = 0; a < in->nargs; a++)
                in->args[a] = chase(&first, in->args[a]);
    hb->struct_kind = IR_STRUCT_NONE;
    hb->merge = hb->cont = 0;
    hb->control = 0;
    hb->unroll_count = 0;
    IrInst *t0 = ir_term(condb);
    if (K == 0)
        ir_phis_remove_pred(m, ir_block(m, lp->in_target), condb->id);
    else
        ir_phis_rename_pred(mb, condb->id, last_cond->id);
    t0->op = IR_BR;
    t0->args[0] = K == 0 ? mb->id : lp->in_target;
    t0->nargs = 1;

    /* Uses after the loop see the last iteration (originals for K = 0). */
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *bl = f->blocks.data[i];
        bool original = bl->mark < g->n && g->blocks[bl->mark] == bl;
        if (!original || lp->in[bl->mark])
            continue; /* clones and the loop itself are done */
        for (IrInst *in = bl->first; in; in = in->next)
            for (uint32_t a = 0; a < in->nargs; a++)
                if (ir_value(m, in->args[a])->kind != IV_BLOCK) /* edges stay */
                    in->args[a] = chase(prev, in->args[a]);
    }
}

static bool unroll_func(IrModule *m, IrFunc *f, void *unused)
{
    (void)unused;
    Cc *cc = m->cc;
    bool changed = false;
    Vec(IrId) tried = {0};
    for (uint32_t guard = 0; guard < 1024; guard++) {
        IrCfg *g = ir_cfg_build(m, f);
        bool did = false;
        for (uint32_t r = 0; r < g->nrpo && !did; r++) {
            uint32_t h = g->rpo[r];
            IrBlock *hb = g->blocks[h];
            if (!is_candidate(hb))
                continue;
            bool seen = false;
            for (uint32_t i = 0; i < tried.len; i++)
                seen |= tried.data[i] == hb->id;
            if (seen)
                continue;
            Loop lp;
            if (!analyze(m, g, h, &lp))
                continue;
            vec_push(cc_scratch(cc), &tried, hb->id);
            uint32_t nphis = 0;
            for (IrInst *in = hb->first; in && in->op == IR_PHI; in = in->next)
                nphis++;
            IrInst **phis = TMPN(cc, IrInst *, nphis + 1);
            nphis = 0;
            for (IrInst *in = hb->first; in && in->op == IR_PHI; in = in->next)
                phis[nphis++] = in;
            uint32_t K = trip_count(m, g, &lp, phis, nphis);
            if (K == IR_NONE)
                continue; /* not constant: the loop stays, with its hint */
            if (K > LIMIT_UNROLL) {
                Loc loc = hb->first ? hb->first->loc : f->loc;
                diag(cc, loc, D_OPT_UNROLL_LIMIT, (unsigned)LIMIT_UNROLL); /* K is LIMIT_UNROLL + 1 */
                hb->control &= ~(uint32_t)SpvLoopControlUnrollMask;
                hb->unroll_count = 0;
                continue;
            }
            unroll(m, g, &lp, phis, nphis, K);
            did = changed = true;
        }
        if (!did)
            break;
    }
    return changed;
}

bool opt_unroll(IrModule *m)
{
    return opt_each_func(m, unroll_func, NULL);
}
