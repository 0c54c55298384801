/*
 * Which values may differ between the invocations of a workgroup, as far as
 * WGSL's uniformity analysis is concerned: enough to say that a barrier
 * after an early `return` taken by some invocations only is invalid WGSL.
 *
 * HLSL accepts barriers that only some invocations reach (undefined
 * there). WGSL requires every barrier in uniform control flow and has no
 * diagnostic filter for it. The early return at the entry point's top is
 * rewritten (early_return.c: the returned invocations run on with their
 * writes guarded); what remains non-uniform (a barrier in a loop whose trip
 * count varies, in a varying branch, after a return inside a loop) is
 * reported as OSH5202 at the barrier, instead of handing out a module Tint
 * rejects.
 *
 * A value is non-uniform when it depends on a load from what WGSL calls
 * non-uniform: a stage input (ours are module-scope private variables, which
 * Tint treats as non-uniform; a compute shader's workgroup_id,
 * num_workgroups and subgroup_size are parameters instead, and uniform), any private or workgroup variable, a storage
 * buffer the entry point writes, a storage texture read, an atomic or a
 * subgroup operation; or on a function variable stored from such a value.
 * Anything unknown (parameters, call results) counts as uniform, so that an
 * error is only reported where Tint would also reject the module. cf.c
 * tracks the control-flow side (breaks and returns under non-uniform
 * conditions, see w_nonuniform_cf).
 */
#include "wgsl/wgsl_int.h"

enum { NU_UNKNOWN, NU_VISITING, NU_UNIFORM, NU_VARYING };

static bool varying(W *w, IrId v, uint32_t depth);

/* Any index along an access chain that varies. */
static bool pointer_varies(W *w, IrId p, uint32_t depth)
{
    for (int guard = 0; guard < 1024 && p; guard++) {
        IrValue *val = ir_value(w->m, p);
        if (val->kind != IV_INST)
            return false;
        IrInst *in = val->u.inst;
        if (in->op != IR_ACCESS && in->op != IR_COPY)
            return false;
        for (uint32_t i = 1; i < in->nargs; i++)
            if (varying(w, in->args[i], depth + 1))
                return true;
        p = in->args[0];
    }
    return false;
}

/* A function variable stored from a varying value. */
static bool var_varies(W *w, IrId var, uint32_t depth)
{
    IrFunc *f = w->fn;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next) {
            if (in->op == IR_VAR && in->id == var && in->nargs && varying(w, in->args[0], depth + 1))
                return true;
            if (in->op == IR_STORE && ir_root(w->m, in->args[0]) == var &&
                varying(w, in->args[1], depth + 1))
                return true;
        }
    return false;
}

static bool load_varies(W *w, IrInst *in, uint32_t depth)
{
    if (pointer_varies(w, in->args[0], depth))
        return true;
    IrId r = ir_root(w->m, in->args[0]);
    IrValue *rv = ir_value(w->m, r);
    if (rv->kind == IV_GLOBAL) {
        if (w->vf[r] & WV_UNIFORM_IN)
            return false; /* workgroup_id & co, passed as a parameter (emit.c) */
        switch (rv->u.g->storage) {
        case SpvStorageClassInput:
        case SpvStorageClassOutput:
        case SpvStorageClassPrivate:
        case SpvStorageClassWorkgroup: return true;
        case SpvStorageClassStorageBuffer:
        case SpvStorageClassUniform:
            return rv->u.g->res == IRR_STORAGE_BUFFER && w_written(w, r);
        default: return false;
        }
    }
    if (rv->kind == IV_INST && rv->u.inst->op == IR_VAR)
        return var_varies(w, r, depth);
    return false;
}

static bool varying(W *w, IrId v, uint32_t depth)
{
    if (!v || v >= w->nvalues || depth > LIMIT_NESTING)
        return false;
    IrValue *val = ir_value(w->m, v);
    if (val->kind != IV_INST)
        return false;
    if (w->nu_memo[v] == NU_UNIFORM || w->nu_memo[v] == NU_VISITING)
        return false; /* a cycle through phis adds nothing */
    if (w->nu_memo[v] == NU_VARYING)
        return true;
    w->nu_memo[v] = NU_VISITING;
    IrInst *in = val->u.inst;
    bool r = false;
    if (in->op == IR_LOAD)
        r = load_varies(w, in, depth);
    else if (in->op == IR_IMAGE_READ || ir_op_info(in->op)->cls == OPC_WAVE ||
             ir_op_info(in->op)->cls == OPC_ATOMIC)
        r = true;
    else if (in->op == IR_CALL || in->op == IR_VAR || in->op == IR_ACCESS)
        r = false;
    else
        for (uint32_t i = 0; i < in->nargs && !r; i++)
            r = varying(w, in->args[i], depth + 1);
    w->nu_memo[v] = r ? NU_VARYING : NU_UNIFORM;
    return r;
}

bool w_nonuniform(W *w, IrId v)
{
    if (w->entry->stage != STAGE_COMPUTE || !w->has_barrier)
        return false; /* only barriers need it: skip the work elsewhere */
    if (!w->nu_memo)
        w->nu_memo = NEWN(w->cc, uint8_t, w->nvalues + 1);
    return varying(w, v, 0);
}
