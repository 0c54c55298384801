/*
 * Which values are written into their single use instead of a `let`.
 *
 * One `let` per SSA value reads like assembly. A value is inlined (WV_INLINE:
 * def() in expr.c records its expression instead of writing a line) when
 *
 *   - it is computed by a pure operation (OPF_PURE: arithmetic, conversions,
 *     composites; not derivatives, subgroup operations or samples, whose
 *     meaning depends on the control flow they run in), or it is a plain
 *     load and nothing between the load and its use may write memory
 *     (stores, calls, atomics, barriers, image writes, initialised vars);
 *   - it has exactly one use, in its own block (not hoisted), and that use
 *     writes each operand once into its text (table operations, select,
 *     construct, extract, swizzles, conversions, stores to variables,
 *     returns, branch conditions, switch selectors, call arguments, phi
 *     assignments). A value under a symbolic pointer or handle (an access
 *     chain index) is not inlined: the chain's text is repeated at each use;
 *   - at least one operand is not a constant, so that the inlined text is
 *     never a constant expression WGSL would evaluate (and could reject, for
 *     an overflow or a division by zero) at shader creation, where a `let`
 *     is a run-time value.
 *
 * Moving a pure expression to its use in the same block changes neither
 * its value nor how often it runs except that it may now run only on the
 * path of its use (a phi assignment inside an `if` arm), which is
 * unobservable. The walk is over blocks and instructions in order, so the
 * result is deterministic.
 */
#include "wgsl/wgsl_int.h"

static bool is_handle_or_pointer(W *w, IrTypeId t)
{
    if (!t)
        return false;
    switch (ir_type(w->m, t)->kind) {
    case IR_TY_POINTER:
    case IR_TY_IMAGE:
    case IR_TY_SAMPLER:
    case IR_TY_SAMPLED_IMAGE:
    case IR_TY_FUNCTION: return true;
    default: return false;
    }
}

static bool producer_ok(W *w, IrInst *in)
{
    if (!in->id || is_handle_or_pointer(w, in->type))
        return false;
    switch (in->op) {
    case IR_LOAD: return true;
    case IR_PHI:
    case IR_INSERT:
    case IR_INSERT_DYN:
    case IR_MODF_STRUCT:
    case IR_FREXP_STRUCT:
    case IR_ACCESS:
    case IR_VAR: return false;
    default: return (ir_op_info(in->op)->flags & OPF_PURE) != 0;
    }
}

/* Does `user` write its operand `v` into its text exactly once? */
static bool consumer_ok(W *w, IrInst *user, IrId v)
{
    if (user->op == IR_PHI)
        return true;
    if (w_table_op(user->op))
        return true;
    switch (user->op) {
    case IR_SELECT: case IR_CONSTRUCT: case IR_EXTRACT: case IR_EXTRACT_DYN:
    case IR_UTOF: case IR_STOF: case IR_FTOU: case IR_FTOS: case IR_FCONVERT:
    case IR_UCONVERT: case IR_SCONVERT: case IR_BITCAST: case IR_COPY:
    case IR_SHL: case IR_SHR_LOGICAL: case IR_SHR_ARITH: case IR_ISNAN: case IR_ISINF:
    case IR_RET: case IR_BR_COND: case IR_SWITCH:
        return true;
    case IR_CALL: return user->args[0] != v;
    case IR_SHUFFLE: {
        /* Only the swizzle form `v.xyz` names its operand once. */
        if (user->args[0] != v || user->args[1] == v || user->nlits < 2 || user->nlits > 4)
            return false;
        unsigned n1 = ir_type_components(w->m, ir_type_of(w->m, user->args[0]));
        for (uint32_t i = 0; i < user->nlits; i++)
            if (user->lits[i] != 0xFFFFFFFFu && user->lits[i] >= n1)
                return false;
        return true;
    }
    case IR_STORE: {
        /* `ref = v;` for variables; buffer stores split vectors into words. */
        if (user->args[1] != v || user->args[0] == v)
            return false;
        IrId r = ir_root(w->m, user->args[0]);
        IrValue *rv = ir_value(w->m, r);
        if (rv->kind == IV_GLOBAL) {
            uint32_t sc = rv->u.g->storage;
            if (sc == SpvStorageClassUniform || sc == SpvStorageClassStorageBuffer ||
                sc == SpvStorageClassPushConstant) {
                /* One word: a scalar other than a half (halves are two
                 * atomic statements). */
                IrType *vt = ir_type(w->m, ir_type_of(w->m, v));
                return (vt->kind == IR_TY_INT || vt->kind == IR_TY_BOOL ||
                        vt->kind == IR_TY_FLOAT) && vt->width != 16;
            }
            return !(w->use[r] & IR_USE_ATOMIC);
        }
        return rv->kind == IV_INST && rv->u.inst->op == IR_VAR;
    }
    default: return false;
    }
}

static bool writes_memory(IrInst *in)
{
    if (in->op == IR_VAR)
        return in->nargs != 0;
    return (ir_op_info(in->op)->flags & OPF_SIDE_EFFECT) != 0;
}

/* Nothing between `from` (exclusive) and `to` (exclusive, NULL: the block's
 * end) may write memory. */
static bool quiet_between(IrInst *from, IrInst *to)
{
    for (IrInst *in = from->next; in && in != to; in = in->next)
        if (writes_memory(in))
            return false;
    return true;
}

static bool has_dynamic_operand(W *w, IrInst *in)
{
    for (uint32_t i = 0; i < in->nargs; i++) {
        IrValue *a = ir_value(w->m, in->args[i]);
        if (a->kind != IV_CONST && a->kind != IV_UNDEF)
            return true;
    }
    return false;
}

void w_inline_analyze(W *w, IrFunc *f)
{
    IrModule *m = w->m;
    uint32_t *uses = NEWN(w->cc, uint32_t, w->nvalues + 1);
    IrInst **user = NEWN(w->cc, IrInst *, w->nvalues + 1);
    IrBlock **at = NEWN(w->cc, IrBlock *, w->nvalues + 1);
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *b = f->blocks.data[i];
        for (IrInst *in = b->first; in; in = in->next) {
            bool symbolic = is_handle_or_pointer(w, in->type);
            for (uint32_t k = 0; k < in->nargs; k++) {
                IrId a = in->args[k];
                if (!a || a >= w->nvalues || ir_value(m, a)->kind != IV_INST)
                    continue;
                uses[a] += symbolic ? 2 : 1;
                user[a] = in;
                at[a] = b;
                if (in->op == IR_PHI && k + 1 < in->nargs) {
                    /* Assigned at the end of the predecessor. */
                    IrValue *pb = ir_value(m, in->args[k + 1]);
                    at[a] = pb->kind == IV_BLOCK ? w->blocks_by_id[in->args[k + 1]] : NULL;
                    k++;
                }
            }
        }
    }
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *b = f->blocks.data[i];
        for (IrInst *in = b->first; in; in = in->next) {
            IrId id = in->id;
            if (!producer_ok(w, in) || uses[id] != 1 || at[id] != b ||
                (w->vf[id] & WV_HOIST) || !has_dynamic_operand(w, in) ||
                !consumer_ok(w, user[id], id))
                continue;
            if (in->op == IR_LOAD &&
                !quiet_between(in, user[id]->op == IR_PHI || user[id]->block != b ? NULL : user[id]))
                continue;
            w->vf[id] |= WV_INLINE;
        }
    }
}
