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
 *    switch becomes `br merge` without a marker; so does a folded switch
 *    whose merge is reached only by breaks from the case's own level (none
 *    from a nested if): those become ordinary branches within the enclosing
 *    construct. Branches on specialization constants stay. A continue block's conditional back
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
 *    targets is avoided), and no predecessor is a switch for which T would
 *    be neither its merge nor inside its construct (its only legal targets).
 *    When T has phis, F must have one predecessor P (not already one of
 *    T's): T's phi entries for F become entries for P.
 * 4. If-conversion. A selection header H ending in br_cond c, A, B whose
 *    arms are each H's merge M itself or a block reached only from H that
 *    holds nothing but a few speculatable instructions and `br M`, with M
 *    reached from those two edges only, becomes straight-line code: the
 *    arms' instructions move to the end of H (they are pure and cannot
 *    trap, so computing both costs time, never meaning), each phi of M
 *    becomes `select c, <value from A's edge>, <value from B's edge>` in
 *    place (its id and decorations kept), H ends in `br M` and loses its
 *    marker, the arm blocks become unreachable (dce removes them) and step
 *    2 merges M into H. Only phis of scalar or vector type (what WGSL's
 *    select takes). Speculatable: pure, excluding integer division and
 *    remainder (undefined for 0), dynamic component access (undefined out
 *    of range), pointers, and images (OpSampledImage must stay in the
 *    block of its user). An arm may hold at most IFCONV_MAX instructions,
 *    so a branch that skips real work stays a branch; a header marked
 *    [branch] (DontFlatten) only converts when both arms are empty. What
 *    this saves: the marker, both branches, the arm labels and the phis'
 *    block operands; `a && b` and `a || b` with a cheap right side become
 *    one instruction once constfold turns the bool select into land/lor.
 * Each change rebuilds the CFG before the next, which is simple and cheap
 * enough for shader-sized functions.
 */
#include "opt/opt.h"

/* Speculated instructions per arm of a converted selection (step 4). */
enum { IFCONV_MAX = 4 };

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
        IrBlock *ob = seen ? NULL : ir_block(m, target);
        if (ob)
            ir_phis_remove_pred(m, ob, bl->id);
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

/* A folded switch (`switch c, taken`, block bi) whose merge is reached only
 * by breaks straight from its own construct (not from a selection or loop
 * nested in it) needs no header: those breaks stay legal as plain branches
 * once the case blocks belong to the enclosing construct. */
static bool drop_switch_header(IrCfg *g, uint32_t bi, IrInst *t)
{
    IrBlock *bl = g->blocks[bi];
    if (t->nargs != 2 || bl->struct_kind != IR_STRUCT_SELECTION)
        return false;
    uint32_t mi = ir_cfg_index(g, bl->merge);
    if (mi == IR_NONE)
        return false;
    for (uint32_t k = 0; k < g->npreds[mi]; k++) {
        uint32_t p = g->preds[mi][k];
        if (!ir_cfg_reachable(g, p) || p == bi)
            continue;
        /* A header's branch to the merge leaves its own construct too. */
        if (g->blocks[p]->struct_kind != IR_STRUCT_NONE || ir_cfg_enclosing(g, p, false) != bi)
            return false;
    }
    t->op = IR_BR;
    t->args[0] = t->args[1];
    t->nargs = 1;
    bl->struct_kind = IR_STRUCT_NONE;
    bl->merge = 0;
    bl->control = 0;
    return true;
}

static bool fold_branch(IrModule *m, IrCfg *g)
{
    for (uint32_t r = 0; r < g->nrpo; r++) {
        IrBlock *bl = g->blocks[g->rpo[r]];
        IrInst *t = ir_term(bl);
        uint64_t c;
        if (t && t->op == IR_SWITCH && t->nargs >= 2 && ir_const_value(m, t->args[0], &c)) {
            if (fold_switch(m, bl, t, c) || drop_switch_header(g, g->rpo[r], t))
                return true;
            continue;
        }
        if (!t || t->op != IR_BR_COND || t->nargs != 3 || !ir_const_value(m, t->args[0], &c))
            continue;
        IrId taken = t->args[c ? 1 : 2], other = t->args[c ? 2 : 1];
        IrBlock *hb = ir_block(m, other);
        if (hb && hb->struct_kind == IR_STRUCT_LOOP && hb->cont == bl->id)
            continue; /* the loop's only back edge: SPIR-V requires exactly one */
        if (other != taken) {
            IrBlock *ob = ir_block(m, other);
            if (ob)
                ir_phis_remove_pred(m, ob, bl->id);
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
static bool drop_empty_loop(IrCfg *g)
{
    for (uint32_t r = 0; r < g->nrpo; r++) {
        IrBlock *bl = g->blocks[g->rpo[r]];
        IrInst *t = ir_term(bl);
        if (bl->struct_kind != IR_STRUCT_LOOP || !t || t->op != IR_BR || t->args[0] != bl->merge)
            continue;
        uint32_t ci = ir_cfg_index(g, bl->cont);
        if (ci != IR_NONE && ir_cfg_reachable(g, ci))
            continue;
        bl->struct_kind = IR_STRUCT_NONE;
        bl->merge = bl->cont = 0;
        bl->control = 0;
        bl->unroll_count = 0;
        return true;
    }
    return false;
}

/* Merges every pair it can in one walk (a chain of n blocks takes about
 * log n walks, each with a fresh CFG, not n): a pair whose blocks, or whose
 * B's successors, an earlier merge of this walk changed waits for the next
 * walk, so the CFG facts used (B's predecessor count and successors) are
 * still true when used. */
static bool merge_blocks(IrModule *m, IrCfg *g)
{
    bool *touched = TMPN(m->cc, bool, g->n + 1);
    bool merged = false;
    for (uint32_t r = 0; r < g->nrpo; r++) {
        uint32_t ai = g->rpo[r];
        if (touched[ai])
            continue;
        IrBlock *a = g->blocks[ai];
        IrInst *t = ir_term(a);
        if (!t || t->op != IR_BR || a->struct_kind == IR_STRUCT_SELECTION)
            continue;
        uint32_t bi = ir_cfg_index(g, t->args[0]);
        if (bi == IR_NONE || bi == ai || bi == 0 || touched[bi] || g->npreds[bi] != 1)
            continue;
        IrBlock *b = g->blocks[bi];
        if (b->struct_kind == IR_STRUCT_LOOP || ir_block_is_target(g->f, b->id))
            continue;
        if (a->struct_kind == IR_STRUCT_LOOP) {
            /* OpLoopMerge may precede OpBranch or OpBranchConditional only. */
            IrInst *bt = ir_term(b);
            if (b->struct_kind != IR_STRUCT_NONE || !bt || (bt->op != IR_BR && bt->op != IR_BR_COND))
                continue;
        }
        /* B's phis have one entry (from A): they become that value. */
        IrMap repl;
        ir_map_init(m, &repl);
        bool any = false;
        for (IrInst *in = b->first, *next; in && in->op == IR_PHI; in = next) {
            next = in->next;
            ir_map_set(m, &repl, in->id, in->nargs ? in->args[0] : ir_undef(m, in->type));
            ir_inst_remove(in);
            any = true;
        }
        ir_inst_remove(t);
        for (IrInst *in = b->first, *next; in; in = next) {
            next = in->next;
            ir_inst_remove(in);
            ir_inst_append(a, in);
        }
        for (uint32_t k = 0; k < g->nsuccs[bi]; k++)
            ir_phis_rename_pred(g->blocks[g->succs[bi][k]], b->id, a->id);
        if (a->struct_kind == IR_STRUCT_NONE) {
            a->struct_kind = b->struct_kind;
            a->merge = b->merge;
            a->cont = b->cont;
            a->control = b->control;
            a->unroll_count = b->unroll_count;
        }
        touched[ai] = touched[bi] = true;
        for (uint32_t k = 0; k < g->nsuccs[bi]; k++)
            touched[g->succs[bi][k]] = true;
        ir_block_delete(b);
        if (any)
            ir_func_remap(m, g->f, &repl);
        merged = true;
    }
    return merged;
}

/* May `in` run where it did not (step 4)? */
static bool speculatable(const IrInst *in)
{
    if (!in->id || in->op == IR_PHI || !(ir_op_info(in->op)->flags & OPF_PURE))
        return false;
    switch (in->op) {
    case IR_UDIV: case IR_SDIV: case IR_UMOD: case IR_SREM: case IR_SMOD:
    case IR_EXTRACT_DYN: case IR_INSERT_DYN: case IR_ACCESS: case IR_TEXEL_POINTER:
    case IR_SAMPLED_IMAGE: case IR_IMAGE:
        return false;
    default:
        return true;
    }
}

/* Can arm x of selection header h (index hi) be flattened: h's merge
 * itself, or a block whose only predecessor is h holding at most `limit`
 * speculatable instructions and `br merge`? */
static bool flat_arm(const IrCfg *g, uint32_t hi, IrId x, uint32_t limit)
{
    IrBlock *h = g->blocks[hi];
    if (x == h->merge)
        return true;
    uint32_t xi = ir_cfg_index(g, x);
    if (xi == IR_NONE)
        return false;
    IrBlock *xb = g->blocks[xi];
    IrInst *t = xb->last;
    if (!t || t->op != IR_BR || t->args[0] != h->merge || xb->struct_kind != IR_STRUCT_NONE ||
        g->npreds[xi] != 1 || g->preds[xi][0] != hi || ir_block_is_target(g->f, x))
        return false;
    uint32_t n = 0;
    for (IrInst *in = xb->first; in != t; in = in->next)
        if (in->op != IR_DBG_VALUE && (++n > limit || !speculatable(in)))
            return false;
    return true;
}

/* The phi value for predecessor `pred`, 0 when absent. */
static IrId phi_value(const IrInst *phi, IrId pred)
{
    for (uint32_t k = 0; k + 1 < phi->nargs; k += 2)
        if (phi->args[k + 1] == pred)
            return phi->args[k];
    return 0;
}

/* Debug info: is `in` an arm's dbg_value of a local that had a value on
 * both paths, which the merge's phi (now select) joins? Hoisted, it would
 * claim the arm's value on both paths until the select, whose own
 * dbg_value says it. The arm's other dbg_values (a local the other path
 * leaves undefined: declared in the arm, or inlined there) move with the
 * code they name. */
static bool merged_local(IrModule *m, IrBlock *mb, const IrInst *in)
{
    if (in->op != IR_DBG_VALUE)
        return false;
    for (const IrInst *d = mb->first; d; d = d->next) {
        if (d->op != IR_DBG_VALUE || d->lits[0] != in->lits[0])
            continue;
        for (const IrInst *p = mb->first; p && p->op == IR_SELECT; p = p->next)
            if (p->id == d->args[0] && p->nargs == 3 && ir_value(m, p->args[1])->kind != IV_UNDEF &&
                ir_value(m, p->args[2])->kind != IV_UNDEF)
                return true;
    }
    return false;
}

static bool if_convert(IrModule *m, IrCfg *g)
{
    for (uint32_t r = 0; r < g->nrpo; r++) {
        uint32_t hi = g->rpo[r];
        IrBlock *h = g->blocks[hi];
        IrInst *t = ir_term(h);
        if (h->struct_kind != IR_STRUCT_SELECTION || !t || t->op != IR_BR_COND || t->nargs != 3 ||
            t->args[1] == t->args[2])
            continue;
        uint32_t mi = ir_cfg_index(g, h->merge);
        uint32_t limit = (h->control & SpvSelectionControlDontFlattenMask) ? 0 : IFCONV_MAX;
        if (mi == IR_NONE || !flat_arm(g, hi, t->args[1], limit) ||
            !flat_arm(g, hi, t->args[2], limit))
            continue;
        /* The merge is reached from these two edges only. */
        if (g->npreds[mi] != 2)
            continue;
        IrId from_t = t->args[1] == h->merge ? h->id : t->args[1];
        IrId from_f = t->args[2] == h->merge ? h->id : t->args[2];
        IrBlock *mb = g->blocks[mi];
        bool ok = true;
        for (IrInst *in = mb->first; in && in->op == IR_PHI && ok; in = in->next) {
            const IrType *ty = ir_type(m, in->type);
            if (ty->kind == IR_TY_VECTOR)
                ty = ir_type(m, ty->elem);
            ok = (ty->kind == IR_TY_BOOL || ty->kind == IR_TY_INT || ty->kind == IR_TY_FLOAT) &&
                 in->nargs == 4 && phi_value(in, from_t) && phi_value(in, from_f);
        }
        if (!ok)
            continue;
        IrId c = t->args[0];
        for (IrInst *in = mb->first; in && in->op == IR_PHI; in = in->next) {
            IrId vt = phi_value(in, from_t), vf = phi_value(in, from_f);
            in->op = IR_SELECT;
            in->args[0] = c;
            in->args[1] = vt;
            in->args[2] = vf;
            in->nargs = 3;
        }
        for (uint32_t k = 1; k <= 2; k++)
            if (t->args[k] != h->merge) {
                IrBlock *arm = ir_block(m, t->args[k]);
                IrInst *at = ir_term(arm);
                for (IrInst *in = arm->first, *next; in != at; in = next) {
                    next = in->next;
                    ir_inst_remove(in);
                    if (!merged_local(m, mb, in))
                        ir_inst_insert_before(t, in);
                }
                ir_inst_remove(at);
                IrInst *u = ir_inst_new(m, IR_UNREACHABLE, 0, 0, 0, at->loc);
                u->scope = at->scope;
                ir_inst_append(arm, u);
            }
        t->op = IR_BR;
        t->args[0] = h->merge;
        t->nargs = 1;
        h->struct_kind = IR_STRUCT_NONE;
        h->merge = 0;
        h->control = 0;
        return true;
    }
    return false;
}

static bool skip_forwarders(IrModule *m, IrCfg *g)
{
    for (uint32_t r = 1; r < g->nrpo; r++) {
        uint32_t fi = g->rpo[r];
        IrBlock *f = g->blocks[fi];
        IrInst *t = f->first;
        while (t && t->op == IR_DBG_VALUE) /* debug info goes with the block: the code stays the same */
            t = t->next;
        if (!t || t != f->last || t->op != IR_BR || f->struct_kind != IR_STRUCT_NONE)
            continue;
        uint32_t ti = ir_cfg_index(g, t->args[0]);
        if (ti == IR_NONE || ti == fi)
            continue;
        IrBlock *tb = g->blocks[ti];
        bool phis = tb->first && tb->first->op == IR_PHI;
        if (tb->struct_kind == IR_STRUCT_LOOP || (phis && g->npreds[fi] != 1))
            continue;
        if (ir_block_is_target(g->f, f->id))
            continue;
        bool ok = g->npreds[fi] > 0;
        for (uint32_t k = 0; k < g->npreds[fi] && ok; k++) {
            uint32_t p = g->preds[fi][k];
            /* A switch's targets are its merge or its own case constructs:
             * a case that only breaks out of an enclosing loop stays. */
            IrBlock *pb = g->blocks[p];
            IrInst *pt = ir_term(pb);
            if (pt && pt->op == IR_SWITCH && tb->id != pb->merge && !ir_cfg_in_construct(g, p, ti))
                ok = false;
            for (uint32_t s = 0; s < g->nsuccs[p]; s++)
                if (g->succs[p][s] == ti)
                    ok = false;
        }
        if (!ok)
            continue;
        for (uint32_t k = 0; k < g->npreds[fi]; k++)
            ir_term_retarget(ir_term(g->blocks[g->preds[fi][k]]), f->id, tb->id);
        if (phis)
            ir_phis_rename_pred(tb, f->id, g->blocks[g->preds[fi][0]]->id);
        ir_block_delete(f);
        (void)m;
        return true;
    }
    return false;
}

static bool simplify_func(IrModule *m, IrFunc *f, void *unused)
{
    (void)unused;
    bool changed = false;
    /* Each step changes one thing; the bound only guards against a bug
     * turning this into an endless loop. */
    Arena *scratch = cc_scratch(m->cc);
    for (uint32_t guard = 0; guard < 4 * f->blocks.len + 16; guard++) {
        /* Every step rebuilds the CFG; the last step's goes back first. */
        ArenaMark mark = arena_mark(scratch);
        IrCfg *g = ir_cfg_build(m, f);
        bool step = fold_branch(m, g) || drop_empty_loop(g) || merge_blocks(m, g) ||
                    skip_forwarders(m, g) || if_convert(m, g);
        arena_release(scratch, mark);
        if (!step)
            break;
        changed = true;
    }
    return changed;
}

bool opt_simplifycfg(IrModule *m)
{
    return opt_each_func(m, simplify_func, NULL);
}
