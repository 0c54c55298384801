/*
 * simplifycfg: control-flow cleanups that keep SPIR-V's structured rules.
 *
 * 1. A br_cond on a (non-spec) constant becomes a br to the taken target;
 *    the other target loses this block's phi entries. OpSelectionMerge may
 *    only precede a conditional branch or switch, so a selection header that
 *    now ends in br drops its marker: its construct (an if, whose arms can
 *    only leave through the merge or as a break/continue of an enclosing
 *    loop) simply becomes part of the enclosing construct. A loop header
 *    keeps its marker (OpLoopMerge may precede OpBranch); if the loop is
 *    skipped, dce turns its now unreachable continue target into the
 *    canonical back edge. A switch on a constant keeps its header (its cases
 *    break to the merge from inside, which is only legal under the header)
 *    but loses every target except the taken one: it becomes `switch c,
 *    taken` with no cases, and the other targets lose its phi entries. When
 *    the taken target is the merge itself the construct is empty, and the
 *    switch becomes `br merge` without a marker. Branches on
 *    specialization constants stay. A continue block's conditional back
 *    edge stays even when its condition is constant false (`do {} while
 *    (false)`): a loop header needs exactly one back edge.
 * 1b. A loop header that branches straight to its merge (its continue
 *    target unreachable) drops its marker: the loop never iterates.
 * 2. A block B whose only predecessor A ends in `br B` is merged into A when
 *    A heads nothing, B is not the entry, not a loop header, and not named
 *    as a merge or continue target (those labels must survive). A selection
 *    marker of B moves to A together with B's terminator.
 * 3. An empty forwarding block F (just `br T`) is bypassed when it heads
 *    nothing and is named by no marker, T is not a loop header (back edges
 *    must come from the continue construct) and has no phis, and no
 *    predecessor of F already branches to T (a br_cond with two equal
 *    targets is avoided).
 * Each change rebuilds the CFG before the next, which is simple and cheap
 * enough for shader-sized functions.
 */
#include "opt/opt.h"

/* A switch on constant c keeps only its taken target (see above). */
static bool fold_switch(IrModule *m, IrBlock *bl, IrInst *t, uint64_t c)
{
    IrId taken = t->args[1];
    for (uint32_t i = 0; i < t->nlits && 2 + i < t->nargs; i++)
        if (t->lits[i] == (uint32_t)c) {
            taken = t->args[2 + i];
            break;
        }
    bool to_merge = bl->struct_kind == IR_STRUCT_SELECTION && taken == bl->merge;
    if (t->nargs == 2 && !to_merge)
        return false; /* already folded */
    for (uint32_t k = 1; k < t->nargs; k++) {
        IrId target = t->args[k];
        bool seen = target == taken;
        for (uint32_t j = 1; j < k && !seen; j++)
            seen = t->args[j] == target;
        IrBlock *ob = seen ? NULL : opt_block(m, target);
        if (ob)
            opt_phis_remove_pred(m, ob, bl->id);
    }
    t->nlits = 0;
    if (to_merge) {
        t->op = IR_BR;
        t->args[0] = taken;
        t->nargs = 1;
        bl->struct_kind = IR_STRUCT_NONE;
        bl->merge = 0;
        bl->control = 0;
    } else {
        t->args[1] = taken;
        t->nargs = 2;
    }
    return true;
}

static bool fold_branch(IrModule *m, OptCfg *g)
{
    for (uint32_t r = 0; r < g->nrpo; r++) {
        IrBlock *bl = g->blocks[g->rpo[r]];
        IrInst *t = opt_term(bl);
        uint64_t c;
        if (t && t->op == IR_SWITCH && t->nargs >= 2 && ir_const_value(m, t->args[0], &c)) {
            if (fold_switch(m, bl, t, c))
                return true;
            continue;
        }
        if (!t || t->op != IR_BR_COND || t->nargs != 3 || !ir_const_value(m, t->args[0], &c))
            continue;
        IrId taken = t->args[c ? 1 : 2], other = t->args[c ? 2 : 1];
        IrBlock *hb = opt_block(m, other);
        if (hb && hb->struct_kind == IR_STRUCT_LOOP && hb->cont == bl->id)
            continue; /* the loop's only back edge: SPIR-V requires exactly one */
        if (other != taken) {
            IrBlock *ob = opt_block(m, other);
            if (ob)
                opt_phis_remove_pred(m, ob, bl->id);
        }
        t->op = IR_BR;
        t->args[0] = taken;
        t->nargs = 1;
        if (bl->struct_kind == IR_STRUCT_SELECTION) {
            bl->struct_kind = IR_STRUCT_NONE;
            bl->merge = 0;
            bl->control = 0;
        }
        return true;
    }
    return false;
}

/* A loop whose header branches straight to its merge runs its body zero
 * times and never continues (the inliner's one-iteration wrapper once its
 * body is gone, or a loop whose condition folded to false): it is no loop. */
static bool drop_empty_loop(OptCfg *g)
{
    for (uint32_t r = 0; r < g->nrpo; r++) {
        IrBlock *bl = g->blocks[g->rpo[r]];
        IrInst *t = opt_term(bl);
        if (bl->struct_kind != IR_STRUCT_LOOP || !t || t->op != IR_BR || t->args[0] != bl->merge)
            continue;
        uint32_t ci = opt_cfg_index(g, bl->cont);
        if (ci != OPT_NONE && opt_cfg_reachable(g, ci))
            continue;
        bl->struct_kind = IR_STRUCT_NONE;
        bl->merge = bl->cont = 0;
        bl->control = 0;
        bl->unroll_count = 0;
        return true;
    }
    return false;
}

static bool merge_blocks(IrModule *m, OptCfg *g)
{
    for (uint32_t r = 0; r < g->nrpo; r++) {
        uint32_t ai = g->rpo[r];
        IrBlock *a = g->blocks[ai];
        IrInst *t = opt_term(a);
        if (!t || t->op != IR_BR || a->struct_kind != IR_STRUCT_NONE)
            continue;
        uint32_t bi = opt_cfg_index(g, t->args[0]);
        if (bi == OPT_NONE || bi == ai || bi == 0 || g->npreds[bi] != 1)
            continue;
        IrBlock *b = g->blocks[bi];
        if (b->struct_kind == IR_STRUCT_LOOP || opt_block_is_target(g->f, b->id))
            continue;
        /* B's phis have one entry (from A): they become that value. */
        OptMap repl;
        opt_map_init(m, &repl);
        bool any = false;
        for (IrInst *in = b->first, *next; in && in->op == IR_PHI; in = next) {
            next = in->next;
            opt_map_set(m, &repl, in->id, in->nargs ? in->args[0] : ir_undef(m, in->type));
            ir_inst_remove(in);
            any = true;
        }
        ir_inst_remove(t);
        for (IrInst *in = b->first, *next; in; in = next) {
            next = in->next;
            ir_inst_remove(in);
            opt_inst_append(a, in);
        }
        for (uint32_t k = 0; k < g->nsuccs[bi]; k++)
            opt_phis_rename_pred(g->blocks[g->succs[bi][k]], b->id, a->id);
        a->struct_kind = b->struct_kind;
        a->merge = b->merge;
        a->cont = b->cont;
        a->control = b->control;
        a->unroll_count = b->unroll_count;
        opt_block_delete(b);
        if (any)
            opt_func_remap(m, g->f, &repl);
        return true;
    }
    return false;
}

static bool skip_forwarders(IrModule *m, OptCfg *g)
{
    for (uint32_t r = 1; r < g->nrpo; r++) {
        uint32_t fi = g->rpo[r];
        IrBlock *f = g->blocks[fi];
        IrInst *t = f->first;
        if (!t || t != f->last || t->op != IR_BR || f->struct_kind != IR_STRUCT_NONE)
            continue;
        uint32_t ti = opt_cfg_index(g, t->args[0]);
        if (ti == OPT_NONE || ti == fi)
            continue;
        IrBlock *tb = g->blocks[ti];
        if (tb->struct_kind == IR_STRUCT_LOOP || (tb->first && tb->first->op == IR_PHI))
            continue;
        if (opt_block_is_target(g->f, f->id))
            continue;
        bool ok = g->npreds[fi] > 0;
        for (uint32_t k = 0; k < g->npreds[fi] && ok; k++) {
            uint32_t p = g->preds[fi][k];
            for (uint32_t s = 0; s < g->nsuccs[p]; s++)
                if (g->succs[p][s] == ti)
                    ok = false;
        }
        if (!ok)
            continue;
        for (uint32_t k = 0; k < g->npreds[fi]; k++)
            opt_term_retarget(opt_term(g->blocks[g->preds[fi][k]]), f->id, tb->id);
        opt_block_delete(f);
        (void)m;
        return true;
    }
    return false;
}

static bool simplify_func(IrModule *m, IrFunc *f)
{
    bool changed = false;
    /* Each step changes one thing; the bound only guards against a bug
     * turning this into an endless loop. */
    for (uint32_t guard = 0; guard < 4 * f->blocks.len + 16; guard++) {
        OptCfg *g = opt_cfg_build(m, f);
        if (fold_branch(m, g) || drop_empty_loop(g) || merge_blocks(m, g) ||
            skip_forwarders(m, g)) {
            changed = true;
            continue;
        }
        break;
    }
    return changed;
}

bool opt_simplifycfg(IrModule *m)
{
    bool changed = false;
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrFunc *f = opt_func(m, i);
        if (f->blocks.len)
            changed |= simplify_func(m, f);
    }
    return changed;
}
