/*
 * sroa: local aggregates accessed with constant indices become whole values.
 *
 * mem2reg promotes a variable only when every use is a whole load or store.
 * HLSL locals of struct, array, vector and matrix type are mostly reached
 * through access chains (`a[1].pos.x = ...`), which keep them in memory.
 * When every access chain into a variable (and chains of chains) has only
 * constant, in-range indices and is used only by loads and stores, each
 * such access is rewritten to a whole-variable access plus a composite
 * operation on the value, with the indices as its literal path:
 *   %p = access %v, 1, 0;  %x = load %p     ->  %w = load %v; %x = extract %w [1, 0]
 *   store %p, %y                            ->  %w = load %v;
 *                                               %w2 = insert %y, %w [1, 0]; store %v, %w2
 * after which mem2reg turns the variable into SSA values and constfold
 * resolves extracts of inserts and constructs. (The alternative, splitting
 * the variable into one per member, gives the same result once mem2reg and
 * constfold have run, with more bookkeeping here.)
 * A variable with any dynamic index, any other use of a chain (a call
 * argument, an atomic, an image pointer) or a path longer than MAX_PATH is
 * left alone, as are aggregates with more than MAX_ELEMS elements at some
 * level: whole-value rewriting of big arrays would copy them at each store.
 *
 * Splitting. A struct variable (whether or not the rewriting above could
 * take it: typically one member is an array indexed dynamically, or it is
 * a shader's output struct set field by field) whose every use is a whole
 * load, a whole store, or an access chain whose first index is a constant
 * member number becomes one variable per member (no initializer, no name: like
 * spirv-opt's scalar replacement): `access v, c, rest...` becomes
 * `access v.c, rest...` (or v.c itself without rest), a whole load loads
 * each member and constructs the struct (keeping the load's id), a whole
 * store stores each extracted member. The members accessed with constants
 * only are then promoted by the rewriting above and mem2reg in the next
 * round; the dynamically indexed one stays in memory alone. Splitting
 * first rather than rewriting the whole struct keeps aggregates out of
 * SSA: mem2reg then makes a phi per member that changes, where the whole
 * struct would flow through phis, inserts and extracts (as spirv-opt's
 * scalar replacement does; 592 of 3308 bytes on a vertex shader that
 * fills its output struct in a branch).
 */
#include "opt/opt.h"

enum { MAX_PATH = 16, MAX_ELEMS = 64 };

/* Number of elements of an indexable composite type, 0 when not one. */
static uint32_t elem_count(IrModule *m, IrTypeId t)
{
    IrType *ty = ir_type(m, t);
    switch (ty->kind) {
    case IR_TY_VECTOR: case IR_TY_MATRIX: case IR_TY_ARRAY: return ty->count;
    case IR_TY_STRUCT: return ty->member_count;
    default: return 0;
    }
}

static IrTypeId elem_type(IrModule *m, IrTypeId t, uint32_t i)
{
    IrType *ty = ir_type(m, t);
    if (ty->kind == IR_TY_STRUCT)
        return i < ty->member_count ? ty->members[i].type : 0;
    return i < ty->count ? ty->elem : 0;
}

/* Does every composite level of t stay within MAX_ELEMS (bounded depth)? */
static bool small_enough(IrModule *m, IrTypeId t, int depth)
{
    uint32_t n = elem_count(m, t);
    if (!n)
        return ir_type(m, t)->kind != IR_TY_RUNTIME_ARRAY;
    if (n > MAX_ELEMS || depth > MAX_PATH)
        return false;
    IrType *ty = ir_type(m, t);
    if (ty->kind != IR_TY_STRUCT)
        return small_enough(m, ty->elem, depth + 1);
    for (uint32_t i = 0; i < n; i++)
        if (!small_enough(m, ty->members[i].type, depth + 1))
            return false;
    return true;
}

/* Can struct variable `var` be split (see above)? Its own properties only;
 * its uses are checked by split_structs. */
static bool splittable(IrModule *m, const IrInst *var)
{
    const IrType *sty = ir_type(m, ir_type(m, var->type)->elem);
    return sty->kind == IR_TY_STRUCT && sty->member_count && !var->nargs &&
           !ir_value(m, var->id)->decors.len;
}

/* Splits every struct variable of `vars` whose uses allow it (see above),
 * in two walks of the function whatever their number: one to check the
 * uses, one to rewrite them. Marks the split ones in `split` (by id). */
static bool split_structs(IrModule *m, IrFunc *f, IrInst **vars, uint32_t nvars, bool *split)
{
    Cc *cc = m->cc;
    uint32_t nvalues = m->values.len;
    bool *cand = TMPN(cc, bool, nvalues);
    bool anyc = false;
    for (uint32_t v = 0; v < nvars; v++)
        if (splittable(m, vars[v]))
            anyc = cand[vars[v]->id] = true;
    if (!anyc)
        return false;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++) {
                IrId a = in->args[k];
                if (a >= nvalues || !cand[a])
                    continue;
                uint32_t n = ir_type(m, ir_type(m, ir_type_of(m, a))->elem)->member_count;
                uint64_t c;
                bool ok = (in->op == IR_LOAD && k == 0 && in->nargs == 1) ||
                          (in->op == IR_STORE && k == 0) ||
                          (in->op == IR_ACCESS && k == 0 && in->nargs >= 2 &&
                           ir_const_value(m, in->args[1], &c) && c < n);
                if (!ok)
                    cand[a] = false;
            }
    /* The member variables, after each split one. */
    IrId **parts = TMPN(cc, IrId *, nvalues);
    bool any = false;
    for (uint32_t v = 0; v < nvars; v++) {
        IrInst *var = vars[v];
        if (!cand[var->id])
            continue;
        const IrType *sty = ir_type(m, ir_type(m, var->type)->elem);
        IrId *part = TMPN(cc, IrId, sty->member_count);
        IrInst *at = var;
        for (uint32_t j = 0; j < sty->member_count; j++) {
            IrInst *pv = ir_inst_new(m, IR_VAR,
                                     ir_type_pointer(m, SpvStorageClassFunction, sty->members[j].type),
                                     0, 0, var->loc);
            pv->scope = var->scope;
            ir_inst_insert_before(at->next, pv);
            at = pv;
            part[j] = pv->id;
        }
        parts[var->id] = part;
        split[var->id] = any = true;
        ir_dlocal_split(m, f, var, part, sty->member_count); /* debug info: the members are var's */
    }
    if (!any)
        return false;
    IrMap repl;
    ir_map_init(m, &repl);
    bool any_repl = false;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first, *next; in; in = next) {
            next = in->next;
            if (!in->nargs || in->args[0] >= nvalues || !cand[in->args[0]])
                continue;
            IrId *part = parts[in->args[0]];
            const IrType *sty = ir_type(m, ir_type(m, ir_type_of(m, in->args[0]))->elem);
            uint32_t n = sty->member_count;
            if (in->op == IR_ACCESS) {
                uint64_t c;
                ir_const_value(m, in->args[1], &c);
                if (in->nargs == 2) {
                    ir_map_set(m, &repl, in->id, part[c]);
                    any_repl = true;
                    ir_inst_remove(in);
                    continue;
                }
                in->args[0] = part[c];
                memmove(in->args + 1, in->args + 2, (in->nargs - 2) * sizeof *in->args);
                in->nargs--;
            } else if (in->op == IR_LOAD) {
                IrId *args = NEWN(cc, IrId, n);
                for (uint32_t j = 0; j < n; j++) {
                    IrInst *ld = ir_inst_new(m, IR_LOAD, sty->members[j].type, 1, 0, in->loc);
                    ld->scope = in->scope;
                    ld->args[0] = part[j];
                    ir_inst_insert_before(in, ld);
                    args[j] = ld->id;
                }
                in->op = IR_CONSTRUCT;
                in->args = args;
                in->nargs = n;
                in->nlits = 0;
            } else { /* IR_STORE */
                for (uint32_t j = 0; j < n; j++) {
                    IrInst *ex = ir_inst_new(m, IR_EXTRACT, sty->members[j].type, 1, 1, in->loc);
                    ex->scope = in->scope;
                    ex->args[0] = in->args[1];
                    ex->lits[0] = j;
                    ir_inst_insert_before(in, ex);
                    IrInst *sto = ir_inst_new(m, IR_STORE, 0, 2, 0, in->loc);
                    sto->scope = in->scope;
                    sto->args[0] = part[j];
                    sto->args[1] = ex->id;
                    ir_inst_insert_before(in, sto);
                }
                ir_inst_remove(in);
            }
        }
    if (any_repl)
        ir_func_remap(m, f, &repl);
    for (uint32_t v = 0; v < nvars; v++)
        if (cand[vars[v]->id])
            ir_inst_remove(vars[v]);
    return true;
}

typedef struct Chain {
    IrId var;                 /* root variable */
    uint32_t path[MAX_PATH];
    uint32_t len;
} Chain;

static bool sroa_func(IrModule *m, IrFunc *f, void *unused)
{
    (void)unused;
    Cc *cc = m->cc;
    uint32_t nvalues = m->values.len;
    /* chain[id]: for the variable itself and each access chain into it. */
    Chain **chain = TMPN(cc, Chain *, nvalues);
    bool *bad = TMPN(cc, bool, nvalues);
    Vec(IrInst *) vars = {0};
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            if (in->op == IR_VAR && in->id &&
                ir_type(m, in->type)->storage == SpvStorageClassFunction &&
                elem_count(m, ir_type(m, in->type)->elem) &&
                small_enough(m, ir_type(m, in->type)->elem, 0)) {
                Chain *c = TMPN(cc, Chain, 1);
                c->var = in->id;
                chain[in->id] = c;
                vec_push(cc_scratch(cc), &vars, in);
            }
    if (!vars.len)
        return false;
    /* Access chains, in any block order: iterate until every chain whose
     * base is known has its path (chains of chains are short). */
    for (bool grew = true; grew;) {
        grew = false;
        for (uint32_t i = 0; i < f->blocks.len; i++)
            for (IrInst *in = f->blocks.data[i]->first; in; in = in->next) {
                if (in->op != IR_ACCESS || !in->id || chain[in->id] || !in->nargs ||
                    in->args[0] >= nvalues || !chain[in->args[0]])
                    continue;
                Chain *base = chain[in->args[0]];
                grew = true;
                Chain *c = TMPN(cc, Chain, 1);
                *c = *base;
                chain[in->id] = c;
                IrTypeId t = ir_type(m, ir_type_of(m, in->args[0]))->elem;
                for (uint32_t k = 1; k < in->nargs; k++) {
                    uint64_t idx;
                    uint32_t n = elem_count(m, t);
                    if (!ir_const_value(m, in->args[k], &idx) || idx >= n || c->len == MAX_PATH) {
                        bad[c->var] = true;
                        break;
                    }
                    c->path[c->len++] = (uint32_t)idx;
                    t = elem_type(m, t, (uint32_t)idx);
                }
            }
    }
    /* Any use other than load/store through the pointer, or access from it,
     * disqualifies the root. */
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++) {
                IrId a = in->args[k];
                if (a >= nvalues || !chain[a])
                    continue;
                bool ok = (in->op == IR_LOAD && k == 0) || (in->op == IR_STORE && k == 0) ||
                          (in->op == IR_ACCESS && k == 0);
                if (!ok)
                    bad[chain[a]->var] = true;
            }
    /* Structs split (their member variables are rewritten in the next
     * round); the split variable's chains now lead elsewhere, so it counts
     * as bad below. */
    bool split = split_structs(m, f, vars.data, vars.len, bad);
    bool any = false;
    for (uint32_t v = 0; v < vars.len; v++)
        any |= !bad[vars.data[v]->id];
    if (!any)
        return split;

    /* Rewrite loads and stores through chains of good variables. */
    bool changed = false;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first, *next; in; in = next) {
            next = in->next;
            if ((in->op != IR_LOAD && in->op != IR_STORE) || !in->nargs ||
                in->args[0] >= nvalues)
                continue;
            Chain *c = chain[in->args[0]];
            if (!c || bad[c->var])
                continue;
            if (!c->len) { /* the variable, or an access without indices */
                changed |= in->args[0] != c->var;
                in->args[0] = c->var;
                continue;
            }
            IrTypeId vt = ir_type(m, ir_type_of(m, c->var))->elem;
            IrInst *whole = ir_inst_new(m, IR_LOAD, vt, 1, 0, in->loc);
            whole->scope = in->scope;
            whole->args[0] = c->var;
            ir_inst_insert_before(in, whole);
            if (in->op == IR_LOAD) {
                /* The load itself becomes the extract, keeping its id. */
                in->op = IR_EXTRACT;
                in->args[0] = whole->id;
                in->lits = NEWN(cc, uint32_t, c->len);
                memcpy(in->lits, c->path, c->len * sizeof(uint32_t));
                in->nlits = c->len;
            } else {
                IrInst *ins = ir_inst_new(m, IR_INSERT, vt, 2, c->len, in->loc);
                ins->scope = in->scope;
                ins->args[0] = in->args[1];
                ins->args[1] = whole->id;
                memcpy(ins->lits, c->path, c->len * sizeof(uint32_t));
                ir_inst_insert_before(in, ins);
                in->args[0] = c->var;
                in->args[1] = ins->id;
            }
            changed = true;
        }
    /* The chains are unused now. */
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first, *next; in; in = next) {
            next = in->next;
            if (in->op == IR_ACCESS && in->id < nvalues && chain[in->id] &&
                !bad[chain[in->id]->var]) {
                ir_inst_remove(in);
                changed = true;
            }
        }
    return changed || split;
}

bool opt_sroa(IrModule *m)
{
    return opt_each_func(m, sroa_func, NULL);
}
