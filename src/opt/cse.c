/*
 * cse: common subexpression elimination over the dominator tree (the
 * "dominator-scoped hash" form of global value numbering).
 *
 * Blocks are visited in dominator-tree preorder. A pure instruction is
 * keyed by (op, result type, flags, operands, literals), with the operands
 * of commutative operations sorted. The table maps a key to the most
 * recent instruction with it, and each instruction remembers the one it
 * displaced (a chain per key). An instruction whose key is already held
 * by an instruction in a dominating block (or earlier in its own block)
 * is redundant: its uses take the earlier value and it goes. Chains make
 * the table scoped without deletions: an entry from a sibling subtree does
 * not dominate and is skipped.
 * Operands are rewritten through the replacements as the walk goes, so a
 * chain of redundant expressions collapses in one pass; phis and uses in
 * blocks visited earlier are fixed by a remap at the end.
 * Loads of memory nothing can change while the entry point runs are keyed
 * like pure instructions (op, type, pointer): the root under the pointer's
 * access chains is a global in UniformConstant (resource handles), Uniform
 * (constant buffers: SPIR-V 1.5 puts writable buffers in StorageBuffer),
 * PushConstant or Input storage, or a storage buffer declared read-only
 * (read_only: StructuredBuffer, ByteAddressBuffer, tbuffer, decorated
 * NonWritable; what spirv-opt also treats as read-only). No store, atomic, barrier or call
 * can change such memory, so the earlier load in a dominating block has the
 * same value wherever the later one is, loops included. Globals decorated
 * Volatile or Coherent and the HelperInvocation built-in (which demotion
 * changes) are left alone. Equal pointers are one id because access chains
 * are keyed first (they dominate their loads).
 * Not keyed: phis (they belong to their block's edges), other loads and
 * anything not pure. OpSampledImage and OpImage results must be used in
 * their own block in SPIR-V, so those are only merged within one block.
 */
#include "opt/opt.h"

static bool commutative(IrOp op)
{
    switch (op) {
    case IR_IADD: case IR_IMUL: case IR_FADD: case IR_FMUL: case IR_AND: case IR_OR:
    case IR_XOR: case IR_IEQ: case IR_INE: case IR_FEQ: case IR_FNE: case IR_LAND:
    case IR_LOR: case IR_LEQ: case IR_LNE: case IR_DOT: case IR_FMIN: case IR_FMAX:
    case IR_UMIN: case IR_UMAX: case IR_SMIN: case IR_SMAX:
        return true;
    default:
        return false;
    }
}

/* Does a load through pointer p read memory that cannot change? */
static bool immutable_ptr(IrModule *m, IrId p)
{
    for (int guard = 0; guard < LIMIT_NESTING; guard++) {
        if (!p || p >= m->values.len)
            return false;
        IrValue *v = ir_value(m, p);
        if (v->kind == IV_INST) {
            IrInst *d = v->u.inst;
            if (d->op != IR_ACCESS || !d->nargs)
                return false;
            p = d->args[0];
            continue;
        }
        if (v->kind != IV_GLOBAL)
            return false;
        const IrGlobal *g = v->u.g;
        for (uint32_t k = 0; k < g->decors.len; k++)
            if (g->decors.data[k].deco == SpvDecorationVolatile ||
                g->decors.data[k].deco == SpvDecorationCoherent)
                return false;
        for (uint32_t k = 0; k < v->decors.len; k++)
            if (v->decors.data[k].deco == SpvDecorationVolatile ||
                v->decors.data[k].deco == SpvDecorationCoherent)
                return false;
        if (g->builtin == SpvBuiltInHelperInvocation)
            return false;
        switch (g->storage) {
        case SpvStorageClassUniformConstant:
        case SpvStorageClassUniform:
        case SpvStorageClassPushConstant:
        case SpvStorageClassInput:
            return true;
        case SpvStorageClassStorageBuffer:
            return g->res == IRR_STORAGE_BUFFER && g->read_only;
        default:
            return false;
        }
    }
    return false;
}

static bool block_local(IrOp op) { return op == IR_SAMPLED_IMAGE || op == IR_IMAGE; }

static bool cse_func(IrModule *m, IrFunc *f, void *unused)
{
    (void)unused;
    Cc *cc = m->cc;
    IrCfg *g = ir_cfg_build(m, f);
    uint32_t nvalues = m->values.len;
    IrId *displaced = TMPN(cc, IrId, nvalues);
    Map table = {.arena = cc_scratch(cc)};
    IrMap repl;
    ir_map_init(m, &repl);
    Vec(uint32_t) key = {0};
    bool changed = false;

    /* Dominator-tree preorder with an explicit stack. */
    uint32_t *stack = TMPN(cc, uint32_t, g->n + 1);
    uint32_t sp = 0;
    if (g->n)
        stack[sp++] = 0;
    while (sp) {
        uint32_t b = stack[--sp];
        for (uint32_t k = g->nkids[b]; k-- > 0;)
            stack[sp++] = g->kids[b][k];
        IrBlock *bl = g->blocks[b];
        for (IrInst *in = bl->first, *next; in; in = next) {
            next = in->next;
            for (uint32_t k = 0; k < in->nargs; k++) {
                IrId to = ir_map_get(&repl, in->args[k]);
                if (to)
                    in->args[k] = to;
            }
            bool pure = (ir_op_info(in->op)->flags & OPF_PURE) ||
                        (in->op == IR_LOAD && in->nargs == 1 && immutable_ptr(m, in->args[0]));
            if (!in->id || in->id >= nvalues || in->op == IR_PHI || !pure)
                continue;
            key.len = 0;
            vec_push(cc_scratch(cc), &key, (uint32_t)in->op);
            vec_push(cc_scratch(cc), &key, in->type);
            vec_push(cc_scratch(cc), &key, in->flags);
            vec_push(cc_scratch(cc), &key, in->nargs);
            IrId a0 = in->nargs > 0 ? in->args[0] : 0, a1 = in->nargs > 1 ? in->args[1] : 0;
            bool swap = commutative(in->op) && in->nargs == 2 && a1 < a0;
            for (uint32_t k = 0; k < in->nargs; k++)
                vec_push(cc_scratch(cc), &key, swap && k < 2 ? in->args[1 - k] : in->args[k]);
            for (uint32_t k = 0; k < in->nlits; k++)
                vec_push(cc_scratch(cc), &key, in->lits[k]);
            const char *kp = (const char *)key.data;
            size_t kn = key.len * sizeof(uint32_t);
            IrId head = (IrId)(uintptr_t)map_get_s(&table, kp, kn), head0 = head;
            IrId found = 0;
            /* An entry that cannot serve this block can serve no block
             * visited later either: it is gone, or block-local and from an
             * earlier block, or in a finished subtree of the preorder (which
             * dominates only its own subtree). Such entries all come before
             * the one found, so the head moves past them: a chain keeps
             * little more than the entries of the dominating blocks. Without
             * this, 10k sibling blocks with the same expression made the walk
             * quadratic (tests/robust switch_10k_cases). What is found is the
             * same. */
            for (; head; head = displaced[head]) {
                IrInst *d = ir_def(m, head);
                if (d && d->block &&
                    (d->block == bl || (!block_local(in->op) &&
                                        ir_cfg_dominates(g, d->block->mark, b)))) {
                    found = head;
                    break;
                }
            }
            if (found && head != head0)
                map_put_s(cc, &table, kp, kn, (void *)(uintptr_t)head);
            if (found && !ir_value(m, in->id)->decors.len) {
                ir_map_set(m, &repl, in->id, found);
                ir_inst_remove(in);
                changed = true;
                continue;
            }
            displaced[in->id] = head;
            map_put_s(cc, &table, kp, kn, (void *)(uintptr_t)in->id);
        }
    }
    if (changed)
        ir_func_remap(m, f, &repl);
    return changed;
}

bool opt_cse(IrModule *m)
{
    return opt_each_func(m, cse_func, NULL);
}
