/*
 * A barrier after an early `return` in a compute shader:
 *
 *     if (id.x >= n) return;
 *     ... GroupMemoryBarrierWithGroupSync(); ...
 *
 * HLSL accepts it (the returned invocations no longer take part; a barrier
 * that not every invocation reaches is undefined there). WGSL requires each
 * barrier in uniform control flow, so the function is written so that the
 * returned invocations run on to every barrier but do nothing observable:
 *
 *   - a function variable `osh_returned` (false) is set where the function
 *     returned under a condition that varies between invocations (a
 *     `return`, or a break out of the lowering's one-trip loop around the
 *     body, whose merge only returns); the rest of the function runs on
 *     from that arm's end. A return under a uniform condition stays one;
 *   - after the first such return (the body runs once, so that is the
 *     order of the text),
 *     every write that another invocation or the host could see (stores to
 *     anything but function and private variables, atomics, image writes,
 *     calls to functions that make such writes) runs under
 *     `if !osh_returned { ... }`; a value it produces is a function variable;
 *   - a loop without a barrier in it breaks at its top once the flag is set,
 *     so that a returned invocation never spins in a loop whose exit waited
 *     on a write it no longer makes. A loop with a barrier runs on (its trip
 *     count must be uniform: WGSL's analysis and our own still check that).
 *
 * Applied to a void function of a compute entry point that has a barrier of
 * its own and an early return. A `return` inside a loop of the body stays a
 * `return` (then a later barrier is still refused with OSH5202), as does a
 * barrier in a called function.
 */
#include "wgsl/wgsl_int.h"

enum { FX_WRITE = 1, FX_BARRIER = 2 };

static uint32_t func_effects(W *w, IrFunc *f, uint32_t depth);

static bool is_barrier(const IrInst *in)
{
    return in->op == IR_CONTROL_BARRIER || in->op == IR_MEMORY_BARRIER;
}

/* Does the store through `ptr` write memory other invocations may see? */
static bool shared_pointer(W *w, IrId ptr)
{
    IrId root = ir_root(w->m, ptr);
    IrValue *v = ir_value(w->m, root);
    if (v->kind == IV_INST && v->u.inst->op == IR_VAR)
        return false; /* a function variable */
    IrType *t = ir_type(w->m, ir_type_of(w->m, ptr));
    uint32_t sc = t->kind == IR_TY_POINTER ? t->storage : SpvStorageClassStorageBuffer;
    return sc != SpvStorageClassFunction && sc != SpvStorageClassPrivate;
}

static uint32_t inst_effects(W *w, IrInst *in, uint32_t depth)
{
    if (is_barrier(in))
        return FX_BARRIER;
    if (in->op == IR_STORE)
        return in->nargs && shared_pointer(w, in->args[0]) ? FX_WRITE : 0;
    if (ir_op_info(in->op)->cls == OPC_ATOMIC || in->op == IR_IMAGE_WRITE)
        return FX_WRITE;
    if (in->op == IR_CALL && in->nargs) {
        IrValue *callee = ir_value(w->m, in->args[0]);
        return callee->kind == IV_FUNC ? func_effects(w, callee->u.f, depth + 1) : FX_WRITE;
    }
    return 0;
}

static uint32_t func_effects(W *w, IrFunc *f, uint32_t depth)
{
    if (depth > LIMIT_CALL_DEPTH || f->recursive)
        return FX_WRITE | FX_BARRIER; /* reach() reports these */
    uint32_t fx = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            fx |= inst_effects(w, in, depth);
    return fx;
}

bool w_flag_returns(W *w, IrFunc *f)
{
    w->ret_flag = NULL;
    if (w->entry->stage != STAGE_COMPUTE || ir_type(w->m, f->ret)->kind != IR_TY_VOID)
        return false;
    uint32_t rets = 0;
    bool barrier = false, deep_barrier = false;
    w->ret_merge = NULL;
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *b = f->blocks.data[i];
        for (IrInst *in = b->first; in; in = in->next) {
            rets += in->op == IR_RET;
            barrier |= is_barrier(in);
            if (in->op == IR_CALL)
                deep_barrier |= (inst_effects(w, in, 0) & FX_BARRIER) != 0;
        }
        /* The lowering's one-trip loop around the body: `return` is a
         * break to its merge, which only returns. */
        for (uint32_t k = 0; b->struct_kind == IR_STRUCT_LOOP && k < f->blocks.len; k++) {
            IrBlock *m = f->blocks.data[k];
            if (m->id == b->merge && m->first && m->first == m->last && m->first->op == IR_RET)
                w->ret_merge = m;
        }
    }
    if ((rets < 2 && !w->ret_merge) || !barrier || deep_barrier)
        return false;
    w->ret_flag = w_name(w, "osh_returned");
    w->ret_flag_used = false; /* declared at the first return it stands for */
    /* Values made under the guard are declared at the top (WV_HOIST) and
     * count as varying for the uniformity checks. */
    if (!w->nu_memo)
        w->nu_memo = NEWN(w->cc, uint8_t, w->nvalues + 1);
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            if (in->id && (inst_effects(w, in, 0) & FX_WRITE) && !is_barrier(in)) {
                w->vf[in->id] |= WV_HOIST;
                w->nu_memo[in->id] = 3; /* uniform.c's NU_VARYING */
            }
    return true;
}

bool w_guarded(W *w, IrInst *in)
{
    return w->ret_flag_used && (inst_effects(w, in, 0) & FX_WRITE) && !is_barrier(in);
}

/* An early return under a condition that varies between the invocations
 * (a uniform one stays a return: no invocation reaches a barrier then).
 * Writes the flag's assignment instead; false when it stays a return. */
bool w_flag_return(W *w, bool nonuniform)
{
    if (!w->ret_flag || !nonuniform)
        return false;
    if (!w->ret_flag_used) {
        w->ret_flag_used = true;
        buf_printf(&w->fn_decls, "    var %s = false;\n", w->ret_flag);
    }
    w_line(w, "%s = true;", w->ret_flag);
    return true;
}

bool w_loop_has_barrier(W *w, IrBlock *header, IrBlock *merge)
{
    IrFunc *f = w->fn;
    uint8_t *seen = NEWN(w->cc, uint8_t, w->nvalues + 1);
    IrBlock **stack = NEWN(w->cc, IrBlock *, f->blocks.len + 1);
    uint32_t sp = 0;
    stack[sp++] = header;
    seen[header->id] = 1;
    while (sp) {
        IrBlock *b = stack[--sp];
        for (IrInst *in = b->first; in; in = in->next) {
            if (inst_effects(w, in, 0) & FX_BARRIER)
                return true;
            if (!(ir_op_info(in->op)->flags & OPF_TERMINATOR))
                continue;
            uint32_t first = in->op == IR_BR_COND ? 1 : 0;
            for (uint32_t k = first; k < in->nargs; k++) {
                IrId t = in->args[k];
                if (in->op == IR_SWITCH && k == 0)
                    continue; /* the selector */
                if (t >= w->nvalues || !w->blocks_by_id[t] || seen[t] || w->blocks_by_id[t] == merge)
                    continue;
                if (sp > f->blocks.len)
                    return true; /* cannot happen: each block is pushed once */
                seen[t] = 1;
                stack[sp++] = w->blocks_by_id[t];
            }
        }
    }
    return false;
}
