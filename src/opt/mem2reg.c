/*
 * mem2reg: promote function-local variables to SSA values.
 *
 * A variable is promoted when every use of its pointer is a whole load
 * (`load var`) or a whole store (`store var, value`): nothing else ever sees
 * its address (no access chains, calls or copies), so its contents are just
 * the last value stored along each path. Any type qualifies, including
 * images and samplers, which is the legalization DXC needs for resources
 * that were copied into locals.
 *
 * The classic algorithm (Cytron et al., "Efficiently computing static single
 * assignment form and the control dependence graph"):
 *   1. Phi placement: for each variable, phis go at the iterated dominance
 *      frontier of the blocks that store to it. That puts a phi at each loop
 *      header the variable changes in, and at each join after an if/else.
 *   2. Renaming: a walk of the dominator tree keeps the current value of each
 *      variable (the initializer or undef at the start). A load becomes the
 *      current value, a store sets it, a phi of ours sets it, and at the end
 *      of each block the phis of its successors receive the value for this
 *      predecessor. Leaving a block undoes its changes (a log of old values).
 * Loads in unreachable blocks become undef; their stores are dropped. Phis
 * that turn out unused are left to dce (which also removes dead phi cycles).
 * Every phi gets one entry per predecessor, reachable or not (undef from
 * unreachable ones), as SPIR-V requires.
 * Phis carry no debug name: the variable's OpName went with the variable,
 * and neither spirv-opt's nor DXC's optimized output names SSA values (a
 * name is 2 + its length / 4 words, and one variable may become dozens of
 * phis).
 */
#include "opt/opt.h"

typedef struct Undo { uint32_t var; IrId old; } Undo;
typedef struct Frame { uint32_t block; uint32_t log_len; bool leave; } Frame;

/* The variable's HLSL name becomes the hint of the value stored to it (the
 * first store wins), so that WGSL can name the value after the variable
 * without a SPIR-V OpName. */
static void hint(IrModule *m, IrId id, Str name)
{
    IrValue *val = ir_value(m, id);
    if (name && val->kind == IV_INST && !val->name && !val->hint)
        val->hint = name;
}

static bool promote_func(IrModule *m, IrFunc *f, void *unused)
{
    (void)unused;
    Cc *cc = m->cc;
    uint32_t nvalues = m->values.len;

    /* Candidates: function-storage variables, in order of appearance. */
    uint32_t *var_of = TMPN(cc, uint32_t, nvalues); /* var id -> index + 1 */
    Vec(IrInst *) vars = {0};
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            if (in->op == IR_VAR && in->id && !ir_value(m, in->id)->decors.len && /* decorated: kept */
                ir_type(m, in->type)->storage == SpvStorageClassFunction) {
                vec_push(cc_scratch(cc), &vars, in);
                var_of[in->id] = vars.len;
            }
    if (!vars.len)
        return false;

    /* Disqualify any variable whose address escapes a whole load/store. */
    bool *bad = TMPN(cc, bool, vars.len + 1);
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++) {
                IrId a = in->args[k];
                if (a >= nvalues || !var_of[a])
                    continue;
                bool ok = (in->op == IR_LOAD || in->op == IR_STORE) && k == 0;
                if (!ok)
                    bad[var_of[a] - 1] = true;
            }
    uint32_t nprom = 0;
    for (uint32_t v = 0; v < vars.len; v++) {
        if (bad[v])
            var_of[vars.data[v]->id] = 0;
        else
            nprom++;
    }
    if (!nprom)
        return false;

    /* Debug info: each promoted HLSL local keeps a DebugLocalVariable, and
     * a dbg_value (DebugValue) goes wherever it gets a value: its
     * initializer, each store, each phi of its (ir/debug.c). */
    uint32_t *dl = TMPN(cc, uint32_t, vars.len + 1);
    for (uint32_t v = 0; m->debug_scopes && v < vars.len; v++)
        if (!bad[v])
            dl[v] = ir_dlocal_of_var(m, f, vars.data[v]);

    IrCfg *g = ir_cfg_build(m, f);
    ir_cfg_frontiers(g);
    uint32_t n = g->n;

    /* 1. Phi placement on iterated dominance frontiers. Stamps (var + 1)
     * avoid clearing per-block flags for each variable. */
    uint32_t *has_phi = TMPN(cc, uint32_t, n + 1), *queued = TMPN(cc, uint32_t, n + 1);
    uint32_t *work = TMPN(cc, uint32_t, n + 1);
    Vec(IrInst *) phis = {0};
    Vec(uint32_t) phi_var = {0};
    /* The reachable blocks that store to each variable, in block order, from
     * one walk of the function (not one walk per variable): counted, then
     * filled into one array (def_at[v] .. def_at[v + 1]). */
    uint32_t *def_at = TMPN(cc, uint32_t, vars.len + 2), *last = TMPN(cc, uint32_t, vars.len + 1);
    uint32_t *defs = NULL;
    for (int pass = 0; pass < 2; pass++) {
        uint32_t *fill = pass ? TMPN(cc, uint32_t, vars.len + 1) : NULL;
        for (uint32_t v = 0; v < vars.len; v++)
            last[v] = UINT32_MAX;
        for (uint32_t i = 0; i < n; i++) {
            if (!ir_cfg_reachable(g, i))
                continue;
            for (IrInst *in = g->blocks[i]->first; in; in = in->next) {
                if (in->op != IR_STORE || !in->nargs || in->args[0] >= nvalues ||
                    !var_of[in->args[0]])
                    continue;
                uint32_t v = var_of[in->args[0]] - 1;
                if (last[v] == i)
                    continue;
                last[v] = i;
                if (pass)
                    defs[def_at[v] + fill[v]++] = i;
                else
                    def_at[v + 1]++;
            }
        }
        if (!pass) {
            for (uint32_t v = 0; v < vars.len; v++)
                def_at[v + 1] += def_at[v];
            defs = TMPN(cc, uint32_t, def_at[vars.len] + 1);
        }
    }
    for (uint32_t v = 0; v < vars.len; v++) {
        if (bad[v])
            continue;
        IrInst *var = vars.data[v];
        uint32_t nw = 0;
        for (uint32_t k = def_at[v]; k < def_at[v + 1]; k++) {
            queued[defs[k]] = v + 1;
            work[nw++] = defs[k];
        }
        IrTypeId pointee = ir_type(m, var->type)->elem;
        IrId undef = ir_undef(m, pointee);
        while (nw) {
            uint32_t b = work[--nw];
            for (uint32_t k = 0; k < g->ndf[b]; k++) {
                uint32_t d = g->df[b][k];
                if (has_phi[d] == v + 1)
                    continue;
                has_phi[d] = v + 1;
                IrBlock *db = g->blocks[d];
                IrInst *phi = ir_inst_new(m, IR_PHI, pointee, 2 * g->npreds[d], 0, var->loc);
                phi->scope = var->scope;
                for (uint32_t p = 0; p < g->npreds[d]; p++) {
                    phi->args[2 * p] = undef;
                    phi->args[2 * p + 1] = g->blocks[g->preds[d][p]]->id;
                }
                ir_inst_prepend(db, phi);
                ir_value(m, phi->id)->hint = ir_value(m, var->id)->name;
                if (dl[v])
                    ir_inst_after_phis(db, ir_dbg_value_new(m, dl[v], phi->id, var->loc, var->scope));
                vec_push(cc_scratch(cc), &phis, phi);
                vec_push(cc_scratch(cc), &phi_var, v);
                if (queued[d] != v + 1) {
                    queued[d] = v + 1;
                    work[nw++] = d;
                }
            }
        }
    }
    uint32_t *phi_of = TMPN(cc, uint32_t, m->values.len); /* phi id -> var + 1 */
    for (uint32_t i = 0; i < phis.len; i++)
        phi_of[phis.data[i]->id] = phi_var.data[i] + 1;

    /* 2. Renaming along the dominator tree. */
    IrMap repl;
    ir_map_init(m, &repl);
    IrId *cur = TMPN(cc, IrId, vars.len + 1);
    for (uint32_t v = 0; v < vars.len; v++)
        cur[v] = ir_undef(m, ir_type(m, vars.data[v]->type)->elem);
    Vec(Undo) log = {0};
    Frame *stack = TMPN(cc, Frame, 2 * n + 2);
    uint32_t sp = 0;
    stack[sp++] = (Frame){0, 0, false};
    while (sp) {
        Frame fr = stack[--sp];
        if (fr.leave) {
            while (log.len > fr.log_len) {
                Undo u = vec_pop(&log);
                cur[u.var] = u.old;
            }
            continue;
        }
        IrBlock *bl = g->blocks[fr.block];
        uint32_t mark = log.len;
        for (IrInst *in = bl->first, *next; in; in = next) {
            next = in->next;
            uint32_t v;
            if (in->op == IR_PHI && in->id < m->values.len && (v = phi_of[in->id])) {
                vec_push(cc_scratch(cc), &log, ((Undo){v - 1, cur[v - 1]}));
                cur[v - 1] = in->id;
            } else if (in->op == IR_VAR && in->id < nvalues && (v = var_of[in->id])) {
                if (in->nargs) {
                    vec_push(cc_scratch(cc), &log, ((Undo){v - 1, cur[v - 1]}));
                    cur[v - 1] = ir_map_resolve(&repl, in->args[0]);
                    hint(m, cur[v - 1], ir_value(m, in->id)->name);
                    if (dl[v - 1])
                        ir_inst_insert_before(in, ir_dbg_value_new(m, dl[v - 1], cur[v - 1], in->loc, in->scope));
                }
                ir_inst_remove(in);
            } else if (in->op == IR_LOAD && in->args[0] < nvalues && (v = var_of[in->args[0]])) {
                ir_map_set(m, &repl, in->id, cur[v - 1]);
                ir_inst_remove(in);
            } else if (in->op == IR_STORE && in->args[0] < nvalues && (v = var_of[in->args[0]])) {
                vec_push(cc_scratch(cc), &log, ((Undo){v - 1, cur[v - 1]}));
                cur[v - 1] = ir_map_resolve(&repl, in->args[1]);
                hint(m, cur[v - 1], ir_value(m, in->args[0])->name);
                if (dl[v - 1])
                    ir_inst_insert_before(in, ir_dbg_value_new(m, dl[v - 1], cur[v - 1], in->loc, in->scope));
                ir_inst_remove(in);
            }
        }
        for (uint32_t k = 0; k < g->nsuccs[fr.block]; k++) {
            IrBlock *s = g->blocks[g->succs[fr.block][k]];
            for (IrInst *in = s->first; in && in->op == IR_PHI; in = in->next) {
                uint32_t v = in->id < m->values.len ? phi_of[in->id] : 0;
                if (!v)
                    continue;
                for (uint32_t a = 0; a + 1 < in->nargs; a += 2)
                    if (in->args[a + 1] == bl->id)
                        in->args[a] = ir_map_resolve(&repl, cur[v - 1]);
            }
        }
        stack[sp++] = (Frame){fr.block, mark, true};
        for (uint32_t k = g->nkids[fr.block]; k-- > 0;)
            stack[sp++] = (Frame){g->kids[fr.block][k], 0, false};
    }

    /* Unreachable blocks: loads read undef, stores vanish; the variable
     * itself (if it sat in one) goes too. */
    for (uint32_t i = 0; i < n; i++) {
        if (ir_cfg_reachable(g, i))
            continue;
        for (IrInst *in = g->blocks[i]->first, *next; in; in = next) {
            next = in->next;
            if (in->op == IR_VAR && in->id < nvalues && var_of[in->id]) {
                ir_inst_remove(in);
            } else if (in->op == IR_LOAD && in->args[0] < nvalues && var_of[in->args[0]]) {
                ir_map_set(m, &repl, in->id, ir_undef(m, in->type));
                ir_inst_remove(in);
            } else if (in->op == IR_STORE && in->args[0] < nvalues && var_of[in->args[0]]) {
                ir_inst_remove(in);
            }
        }
    }
    ir_func_remap(m, f, &repl);
    return true;
}

bool opt_mem2reg(IrModule *m)
{
    return opt_each_func(m, promote_func, NULL);
}
