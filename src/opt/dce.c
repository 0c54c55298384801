/*
 * dce: dead code elimination.
 *
 * 1. Unreachable blocks. A block the entry cannot reach is deleted, and the
 *    phi entries naming it go with it. Structured control flow needs some of
 *    them to exist anyway: SPIR-V requires the merge block (and a loop's
 *    continue target) named by a reachable header to be a block of the
 *    function. Those are kept in the canonical form spirv-opt uses:
 *      - an unreachable merge block becomes `unreachable`;
 *      - an unreachable continue target becomes `br header` (its back edge),
 *        and the header's phis receive undef for it.
 *    Such a block is emptied only once, so the pass reaches a fixed point.
 * 2. Dead instructions, by mark and sweep: instructions that are not pure
 *    (stores, calls, atomics, barriers, image writes, derivatives, samples,
 *    terminators) are live roots, and everything a live instruction uses is
 *    live. Loads and pure instructions nobody live uses are removed; marking
 *    from roots (rather than counting uses) also removes cycles of phis that
 *    only feed each other, which mem2reg leaves behind. A dbg_value (debug
 *    info) keeps nothing alive: it goes with the value it names, as
 *    spirv-opt's DebugValue does ("optimized out" in a debugger).
 * 3. Dead variables: a function-local variable whose every use is a store to
 *    it (directly or through access chains only used for stores) is never
 *    read, so it and those stores go.
 */
#include "opt/opt.h"

/* ---- 1. unreachable blocks ------------------------------------------------ */

static bool is_canonical_unreachable(IrBlock *bl)
{
    return bl->first && bl->first == bl->last && bl->first->op == IR_UNREACHABLE &&
           bl->struct_kind == IR_STRUCT_NONE;
}

static bool is_canonical_continue(IrBlock *bl, IrId header)
{
    return bl->first && bl->first == bl->last && bl->first->op == IR_BR &&
           bl->first->args[0] == header && bl->struct_kind == IR_STRUCT_NONE;
}

static void clear_block(IrBlock *bl)
{
    for (IrInst *in = bl->first, *next; in; in = next) {
        next = in->next;
        ir_inst_remove(in);
    }
    bl->struct_kind = IR_STRUCT_NONE;
    bl->merge = bl->cont = 0;
    bl->control = 0;
    bl->unroll_count = 0;
}

bool opt_remove_unreachable(IrModule *m, IrFunc *f)
{
    IrCfg *g = ir_cfg_build(m, f);
    if (g->nrpo == g->n)
        return false;
    Cc *cc = m->cc;
    /* keep[i]: 1 = merge of a reachable header, 2 = continue target (the
     * value is the header's index + 1 in keep_header). */
    uint8_t *keep = TMPN(cc, uint8_t, g->n + 1);
    uint32_t *keep_header = TMPN(cc, uint32_t, g->n + 1);
    for (uint32_t r = 0; r < g->nrpo; r++) {
        IrBlock *h = g->blocks[g->rpo[r]];
        if (h->struct_kind == IR_STRUCT_NONE)
            continue;
        uint32_t mi = ir_cfg_index(g, h->merge);
        if (mi != IR_NONE && !ir_cfg_reachable(g, mi) && !keep[mi])
            keep[mi] = 1;
        if (h->struct_kind == IR_STRUCT_LOOP) {
            uint32_t ci = ir_cfg_index(g, h->cont);
            if (ci != IR_NONE && !ir_cfg_reachable(g, ci)) {
                keep[ci] = 2; /* a continue target wins over a merge role */
                keep_header[ci] = g->rpo[r];
            }
        }
    }
    bool changed = false;
    for (uint32_t i = 0; i < g->n; i++) {
        if (ir_cfg_reachable(g, i))
            continue;
        IrBlock *bl = g->blocks[i];
        if (keep[i] == 1) {
            if (is_canonical_unreachable(bl))
                continue;
            /* Its successors lose it as a predecessor. */
            for (uint32_t k = 0; k < g->nsuccs[i]; k++)
                ir_phis_remove_pred(m, g->blocks[g->succs[i][k]], bl->id);
            clear_block(bl);
            ir_inst_append(bl, ir_inst_new(m, IR_UNREACHABLE, 0, 0, 0, f->loc));
            changed = true;
        } else if (keep[i] == 2) {
            IrBlock *h = g->blocks[keep_header[i]];
            if (is_canonical_continue(bl, h->id)) {
                /* Already `br header` (simplifycfg leaves it so), but the
                 * header's phis may still take values from the blocks that
                 * used to reach it, which are deleted below: undef. */
                for (IrInst *phi = h->first; phi && phi->op == IR_PHI; phi = phi->next)
                    for (uint32_t a = 0; a + 1 < phi->nargs; a += 2) {
                        IrId undef = ir_undef(m, phi->type);
                        if (phi->args[a + 1] == bl->id && phi->args[a] != undef) {
                            phi->args[a] = undef;
                            changed = true;
                        }
                    }
                continue;
            }
            bool had_edge = false;
            for (uint32_t k = 0; k < g->nsuccs[i]; k++) {
                if (g->succs[i][k] == keep_header[i])
                    had_edge = true;
                else
                    ir_phis_remove_pred(m, g->blocks[g->succs[i][k]], bl->id);
            }
            clear_block(bl);
            IrInst *br = ir_inst_new(m, IR_BR, 0, 1, 0, f->loc);
            br->args[0] = h->id;
            ir_inst_append(bl, br);
            /* The header's phis get (undef, cont): new entries, or the old
             * ones with their values (defined in the cleared block) reset. */
            for (IrInst *phi = h->first; phi && phi->op == IR_PHI; phi = phi->next) {
                IrId undef = ir_undef(m, phi->type);
                if (had_edge) {
                    for (uint32_t a = 0; a + 1 < phi->nargs; a += 2)
                        if (phi->args[a + 1] == bl->id)
                            phi->args[a] = undef;
                    continue;
                }
                IrId *args = NEWN(cc, IrId, phi->nargs + 2);
                memcpy(args, phi->args, phi->nargs * sizeof(IrId));
                args[phi->nargs] = undef;
                args[phi->nargs + 1] = bl->id;
                phi->args = args;
                phi->nargs += 2;
            }
            changed = true;
        } else {
            for (uint32_t k = 0; k < g->nsuccs[i]; k++)
                ir_phis_remove_pred(m, g->blocks[g->succs[i][k]], bl->id);
            keep[i] = 3; /* deleted below */
            changed = true;
        }
    }
    /* The deleted blocks leave the list in one pass (a search of the list
     * per block was quadratic: 10k dead blocks, tests/robust). The list
     * is still the one the CFG was built from: g->blocks[i] is its i-th. */
    uint32_t j = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        if (i >= g->n || keep[i] != 3)
            f->blocks.data[j++] = f->blocks.data[i];
    f->blocks.len = j;
    return changed;
}

/* ---- 2. dead instructions --------------------------------------------------- */

static bool removable(const IrInst *in)
{
    if (ir_op_info(in->op)->flags & (OPF_TERMINATOR | OPF_SIDE_EFFECT))
        return false;
    return in->op == IR_LOAD || in->op == IR_VAR || (ir_op_info(in->op)->flags & OPF_PURE);
}

static bool sweep_instructions(IrModule *m, IrFunc *f)
{
    Cc *cc = m->cc;
    uint32_t nvalues = m->values.len;
    bool *live = TMPN(cc, bool, nvalues);
    Vec(IrInst *) work = {0};
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            if (!removable(in) && in->op != IR_DBG_VALUE) {
                if (in->id)
                    live[in->id] = true;
                vec_push(cc_scratch(cc), &work, in);
            }
    while (work.len) {
        IrInst *in = vec_pop(&work);
        for (uint32_t k = 0; k < in->nargs; k++) {
            IrInst *d = ir_def(m, in->args[k]);
            if (!d || !d->block || live[d->id])
                continue;
            live[d->id] = true;
            vec_push(cc_scratch(cc), &work, d);
        }
    }
    bool changed = false;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first, *next; in; in = next) {
            next = in->next;
            IrInst *d = in->op == IR_DBG_VALUE && in->nargs ? ir_def(m, in->args[0]) : NULL;
            if ((removable(in) && !(in->id && live[in->id])) ||
                (d && d->id < nvalues && removable(d) && !live[d->id])) {
                ir_inst_remove(in);
                changed = true;
            }
        }
    return changed;
}

/* ---- 3. write-only variables ------------------------------------------------ */

/* Variables only ever written (through stores or access chains feeding
 * stores) are removed with those stores. */
static bool remove_write_only(IrModule *m, IrFunc *f)
{
    Cc *cc = m->cc;
    uint32_t nvalues = m->values.len;
    /* root[id]: for a variable or an access chain into one, the variable's
     * id; read[var] marks variables whose memory is read or escapes. */
    IrId *root = TMPN(cc, IrId, nvalues);
    bool *read = TMPN(cc, bool, nvalues);
    Vec(IrInst *) vars = {0};
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next) {
            if (in->op == IR_VAR && in->id &&
                ir_type(m, in->type)->storage == SpvStorageClassFunction) {
                root[in->id] = in->id;
                vec_push(cc_scratch(cc), &vars, in);
            }
        }
    if (!vars.len)
        return false;
    /* Access chains are defined after their base in dominance order, but
     * blocks are not listed in that order: iterate until stable (chains of
     * chains are short). */
    for (bool grew = true; grew;) {
        grew = false;
        for (uint32_t i = 0; i < f->blocks.len; i++)
            for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
                if (in->op == IR_ACCESS && in->id && !root[in->id] && in->nargs &&
                    in->args[0] < nvalues && root[in->args[0]]) {
                    root[in->id] = root[in->args[0]];
                    grew = true;
                }
    }
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++) {
                IrId a = in->args[k];
                if (a >= nvalues || !root[a])
                    continue;
                if ((in->op == IR_STORE && k == 0) || (in->op == IR_ACCESS && k == 0))
                    continue;
                read[root[a]] = true;
            }
    bool changed = false;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first, *next; in; in = next) {
            next = in->next;
            IrId r = 0;
            if (in->op == IR_VAR && in->id)
                r = root[in->id];
            else if ((in->op == IR_STORE || in->op == IR_ACCESS) && in->nargs &&
                     in->args[0] < nvalues)
                r = root[in->args[0]];
            if (r && !read[r]) {
                ir_inst_remove(in);
                changed = true;
            }
        }
    return changed;
}

static bool dce_func(IrModule *m, IrFunc *f, void *unused)
{
    (void)unused;
    bool changed = opt_remove_unreachable(m, f);
    changed |= remove_write_only(m, f);
    changed |= sweep_instructions(m, f);
    return changed;
}

bool opt_dce(IrModule *m) { return opt_each_func(m, dce_func, NULL); }
