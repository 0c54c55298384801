/*
 * `precise`: NoContraction on every arithmetic result that flows into a
 * precise variable, as DXC's precise visitor does.
 *
 * Algorithm, per function: the roots are the precise variables (locals,
 * parameters, statics) and, in a function whose return is precise, the
 * returned values. Walking back from each value stored to a root (through
 * access chains to the variable) marks every arithmetic instruction on the
 * way; a load met on the way makes the loaded variable a root too, since its
 * value flows into a precise one. Repeat until no root is added (each round
 * adds at least one variable, so it ends).
 */
#include "lower/lower_int.h"

static bool is_arith(IrOp op)
{
    switch (op) {
    case IR_IADD: case IR_FADD: case IR_ISUB: case IR_FSUB: case IR_IMUL: case IR_FMUL:
    case IR_UDIV: case IR_SDIV: case IR_FDIV: case IR_UMOD: case IR_SREM: case IR_SMOD:
    case IR_FREM: case IR_FMOD: case IR_SNEG: case IR_FNEG: case IR_VEC_TIMES_SCALAR:
    case IR_MAT_TIMES_SCALAR: case IR_VEC_TIMES_MAT: case IR_MAT_TIMES_VEC: case IR_MAT_TIMES_MAT:
    case IR_OUTER_PRODUCT: case IR_DOT:
        return true;
    default:
        return false;
    }
}

/* The variable a pointer points into. */
static IrId root_of(IrModule *m, IrId p)
{
    for (int i = 0; i < LIMIT_NESTING && p; i++) {
        IrValue *v = ir_value(m, p);
        if (v->kind != IV_INST || v->u.inst->op != IR_ACCESS)
            return p;
        p = v->u.inst->args[0];
    }
    return p;
}

/* Marks the arithmetic behind v; returns true when a new root was found. */
static bool mark(L *l, IrId v, bool *root, bool *seen)
{
    IrModule *m = l->m;
    Vec(IrId) st = {0};
    bool added = false;
    vec_push(&l->cc->arena, &st, v);
    while (st.len) {
        IrId x = st.data[--st.len];
        if (!x || x >= m->values.len || seen[x])
            continue;
        seen[x] = true;
        IrValue *xv = ir_value(m, x);
        if (xv->kind != IV_INST)
            continue;
        IrInst *in = xv->u.inst;
        if (in->op == IR_LOAD) {
            IrId r = root_of(m, in->args[0]);
            IrValue *rv = ir_value(m, r);
            bool var = (rv->kind == IV_INST && rv->u.inst->op == IR_VAR) ||
                       (rv->kind == IV_GLOBAL && rv->u.g->storage == SpvStorageClassPrivate);
            if (var && !root[r]) {
                root[r] = true;
                added = true;
            }
            continue;
        }
        if (in->op == IR_CALL || in->op == IR_PHI)
            continue;
        if (is_arith(in->op))
            in->flags |= IRF_NO_CONTRACTION;
        for (uint32_t i = 0; i < in->nargs; i++)
            vec_push(&l->cc->arena, &st, in->args[i]);
    }
    return added;
}

static void precise_func(L *l, LFunc *f, bool *root, bool *seen)
{
    IrModule *m = l->m;
    IrFunc *irf = f->ir;
    bool ret_precise = f->decl && (f->decl->ret_precise || (f->decl->ret_mods & DM_PRECISE));
    for (int round = 0; round < 64; round++) {
        bool any = false;
        memset(seen, 0, m->values.len * sizeof *seen);
        for (uint32_t b = 0; b < irf->blocks.len; b++)
            for (IrInst *in = irf->blocks.data[b]->first; in; in = in->next) {
                if (in->op == IR_STORE && in->nargs == 2 && root[root_of(m, in->args[0])])
                    any |= mark(l, in->args[1], root, seen);
                else if (in->op == IR_RET && in->nargs == 1 && ret_precise)
                    any |= mark(l, in->args[0], root, seen);
            }
        if (!any)
            break;
    }
}

/* -Gis: every arithmetic instruction, as DXC's EmitVisitor does. */
static void ieee_strict(L *l)
{
    for (uint32_t i = 0; i < l->funcs.len; i++) {
        IrFunc *f = l->funcs.data[i]->ir;
        for (uint32_t b = 0; f && b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next)
                if (is_arith(in->op))
                    in->flags |= IRF_NO_CONTRACTION;
    }
}

void lw_precise(L *l)
{
    if (l->cc->opt->ieee_strict && l->target == OSH_TARGET_SPIRV)
        ieee_strict(l);
    if (!l->precise_vars.len) {
        bool any_ret = false;
        for (uint32_t i = 0; i < l->funcs.len; i++) {
            Decl *d = l->funcs.data[i]->decl;
            any_ret |= d && (d->ret_precise || (d->ret_mods & DM_PRECISE));
        }
        if (!any_ret)
            return;
    }
    IrModule *m = l->m;
    bool *root = NEWN(l->cc, bool, m->values.len);
    bool *seen = NEWN(l->cc, bool, m->values.len);
    for (uint32_t i = 0; i < l->precise_vars.len; i++)
        root[l->precise_vars.data[i]] = true;
    for (uint32_t i = 0; i < l->funcs.len; i++)
        precise_func(l, l->funcs.data[i], root, seen);
}
