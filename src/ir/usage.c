/*
 * Where pointers and handles come from, and how code uses what they come
 * from: the one answer both back ends and reflection share.
 *
 * ir_root walks a pointer through access chains and copies, and a handle
 * through loads of handles, image/sampled-image wrappers and texel
 * pointers, back to the global, function variable or parameter it starts
 * at. ir_usage_inst adds one instruction's uses of those roots (IR_USE_*,
 * ir.h) to a per-IrId array; ir_usage does it for a list of functions,
 * typically what an entry point reaches.
 */
#include "ir/ir.h"

IrId ir_root(IrModule *m, IrId v)
{
    /* Without a cycle (invalid IR) a chain is shorter than the value count. */
    for (uint32_t steps = 0; v && v < m->values.len && steps < m->values.len; steps++) {
        const IrValue *val = ir_value(m, v);
        if (val->kind != IV_INST)
            return v;
        const IrInst *in = val->u.inst;
        switch (in->op) {
        case IR_ACCESS: case IR_COPY: case IR_LOAD: case IR_IMAGE: case IR_SAMPLED_IMAGE:
        case IR_TEXEL_POINTER:
            if (!in->nargs)
                return 0;
            v = in->args[0];
            break;
        default:
            return v;
        }
    }
    return 0;
}

const IrInst *ir_func_first_use(const IrFunc *f, IrId v)
{
    for (uint32_t b = 0; f && v && b < f->blocks.len; b++)
        for (const IrInst *in = f->blocks.data[b]->first; in; in = in->next)
            for (uint32_t a = 0; a < in->nargs; a++)
                if (in->args[a] == v)
                    return in;
    return NULL;
}

static void mark(IrModule *m, uint8_t *use, IrId v, uint8_t f)
{
    if (v && v < m->values.len)
        use[v] |= f;
}

static bool is_handle(IrModule *m, IrTypeId t)
{
    IrTypeKind k = ir_type(m, t)->kind;
    return k == IR_TY_IMAGE || k == IR_TY_SAMPLER || k == IR_TY_SAMPLED_IMAGE;
}

void ir_usage_inst(IrModule *m, const IrInst *in, uint8_t *use)
{
    const IrOpInfo *info = ir_op_info(in->op);
    if (!in->nargs)
        return;
    IrId root = ir_root(m, in->args[0]);
    if (info->cls == OPC_ATOMIC) {
        mark(m, use, root, in->op == IR_ATOMIC_LOAD ? IR_USE_ATOMIC | IR_USE_READ
                                                    : IR_USE_ATOMIC | IR_USE_READ | IR_USE_WRITTEN);
        return;
    }
    if (info->cls == OPC_IMAGE) {
        if (in->op == IR_IMAGE_WRITE) {
            mark(m, use, root, IR_USE_WRITTEN);
            return;
        }
        uint8_t f = IR_USE_READ;
        if (info->flags & OPF_SPARSE)
            f |= IR_USE_SPARSE;
        const IrValue *si = ir_value(m, in->args[0]);
        bool with_sampler = si->kind == IV_INST && si->u.inst->op == IR_SAMPLED_IMAGE;
        if (with_sampler)
            f |= IR_USE_SAMPLED;
        /* Dref operations: the image is a depth texture, the sampler a
         * comparison sampler (what WGSL declares them as). */
        bool dref = in->op == IR_SAMPLE_DREF || in->op == IR_SAMPLE_DREF_LOD ||
                    in->op == IR_DREF_GATHER || in->op == IR_SPARSE_SAMPLE_DREF ||
                    in->op == IR_SPARSE_SAMPLE_DREF_LOD || in->op == IR_SPARSE_DREF_GATHER;
        if (dref) {
            f |= IR_USE_DEPTH;
            if (with_sampler && si->u.inst->nargs > 1)
                mark(m, use, ir_root(m, si->u.inst->args[1]), IR_USE_CMP);
        }
        mark(m, use, root, f);
        return;
    }
    switch (in->op) {
    case IR_LOAD:
        /* Loading a texture or sampler handle is not reading it. */
        if (!is_handle(m, in->type))
            mark(m, use, root, IR_USE_READ);
        break;
    case IR_ARRAY_LENGTH:
        mark(m, use, root, IR_USE_READ);
        break;
    case IR_STORE: {
        uint8_t f = IR_USE_WRITTEN;
        if (in->nargs > 1) {
            IrTypeId s = ir_type_scalar_of(m, ir_type_of(m, in->args[1]));
            if (s && ir_type(m, s)->kind == IR_TY_FLOAT && ir_type(m, s)->width == 16)
                f |= IR_USE_HALF_STORE;
        }
        mark(m, use, root, f);
        break;
    }
    case IR_CALL:
    case IR_SPIRV_INST:
        /* Pointer arguments: the callee (the instruction) may do anything with them. */
        for (uint32_t i = in->op == IR_CALL; i < in->nargs; i++)
            if (ir_type(m, ir_type_of(m, in->args[i]))->kind == IR_TY_POINTER)
                mark(m, use, ir_root(m, in->args[i]), IR_USE_READ | IR_USE_WRITTEN);
        break;
    default:
        break;
    }
}

uint8_t *ir_usage(IrModule *m, IrFunc *const *funcs, uint32_t n)
{
    uint8_t *use = NEWN(m->cc, uint8_t, m->values.len + 1);
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t b = 0; b < funcs[i]->blocks.len; b++)
            for (const IrInst *in = funcs[i]->blocks.data[b]->first; in; in = in->next)
                ir_usage_inst(m, in, use);
    return use;
}
