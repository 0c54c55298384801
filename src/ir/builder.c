/*
 * Functions, blocks, the instruction builder and instruction list editing.
 *
 * Instructions are a doubly linked list per block. The builder appends at the
 * end of its block; function-local variables go to the front of the entry
 * block (after the variables already there), where SPIR-V wants them.
 */
#include "ir/ir.h"

static const Loc no_loc = {0, 0, 0};

IrFunc *ir_func_new(IrModule *m, Str name, IrTypeId ret, const IrTypeId *params,
                    uint32_t nparams, Loc loc)
{
    Cc *cc = m->cc;
    IrFunc *f = NEW(cc, IrFunc);
    f->name = name;
    f->ret = ret;
    f->fn_type = ir_type_function(m, ret, params, nparams);
    f->loc = loc;
    f->id = ir_value_new(m, IV_FUNC, f->fn_type, name, loc);
    ir_value(m, f->id)->u.f = f;
    for (uint32_t i = 0; i < nparams; i++) {
        IrId p = ir_value_new(m, IV_PARAM, params[i], NULL, loc);
        ir_value(m, p)->u.param.func = f;
        ir_value(m, p)->u.param.index = i;
        vec_push(&cc->arena, &f->params, p);
    }
    vec_push(&cc->arena, &m->funcs, f->id);
    return f;
}

IrBlock *ir_block_new(IrModule *m, IrFunc *f, const char *name)
{
    IrBlock *bl = NEW(m->cc, IrBlock);
    bl->func = f;
    bl->name = name ? str_intern_c(m->cc, name) : NULL;
    bl->id = ir_value_new(m, IV_BLOCK, 0, bl->name, no_loc);
    ir_value(m, bl->id)->u.block = bl;
    vec_push(&m->cc->arena, &f->blocks, bl);
    return bl;
}

void ir_builder_at_end(IrBuilder *b, IrBlock *block)
{
    b->block = block;
    if (block)
        b->func = block->func;
}

/* Makes an unlinked instruction with its own copies of the operands. */
static IrInst *inst_new(IrModule *m, IrOp op, IrTypeId type, const IrId *args, uint32_t nargs,
                        const uint32_t *lits, uint32_t nlits, Loc loc)
{
    Cc *cc = m->cc;
    IrInst *in = NEW(cc, IrInst);
    in->op = op;
    in->type = type;
    in->loc = loc;
    if (nargs) {
        in->args = arena_dup(&cc->arena, args, nargs * sizeof(IrId));
        in->nargs = nargs;
    }
    if (nlits) {
        in->lits = arena_dup(&cc->arena, lits, nlits * sizeof(uint32_t));
        in->nlits = nlits;
    }
    if (type) {
        in->id = ir_value_new(m, IV_INST, type, NULL, loc);
        ir_value(m, in->id)->u.inst = in;
    }
    return in;
}

IrInst *ir_emit_inst(IrBuilder *b, IrOp op, IrTypeId type, const IrId *args, uint32_t nargs,
                     const uint32_t *lits, uint32_t nlits)
{
    if (!b->block)
        diag_ice(b->m->cc, b->loc, "IR builder has no block");
    IrInst *in = inst_new(b->m, op, type, args, nargs, lits, nlits, b->loc);
    in->scope = b->scope;
    ir_inst_append(b->block, in);
    return in;
}

IrId ir_emit(IrBuilder *b, IrOp op, IrTypeId type, const IrId *args, uint32_t nargs,
             const uint32_t *lits, uint32_t nlits)
{
    return ir_emit_inst(b, op, type, args, nargs, lits, nlits)->id;
}

IrId ir_binop(IrBuilder *b, IrOp op, IrTypeId type, IrId a, IrId c)
{
    IrId args[2] = {a, c};
    return ir_emit(b, op, type, args, 2, NULL, 0);
}

IrId ir_unop(IrBuilder *b, IrOp op, IrTypeId type, IrId a)
{
    return ir_emit(b, op, type, &a, 1, NULL, 0);
}

IrId ir_load(IrBuilder *b, IrId ptr)
{
    IrTypeId pt = ir_type_of(b->m, ptr);
    IrTypeId elem = ir_type(b->m, pt)->elem;
    return ir_emit(b, IR_LOAD, elem, &ptr, 1, NULL, 0);
}

void ir_store(IrBuilder *b, IrId ptr, IrId value)
{
    IrId args[2] = {ptr, value};
    ir_emit(b, IR_STORE, 0, args, 2, NULL, 0);
}

IrId ir_access(IrBuilder *b, IrTypeId result_ptr_type, IrId base, const IrId *idx, uint32_t n)
{
    IrId small[8];
    IrId *args = n + 1 <= countof(small) ? small : NEWN(b->m->cc, IrId, n + 1);
    args[0] = base;
    for (uint32_t i = 0; i < n; i++)
        args[i + 1] = idx[i];
    return ir_emit(b, IR_ACCESS, result_ptr_type, args, n + 1, NULL, 0);
}

IrId ir_local_var(IrBuilder *b, IrTypeId pointee, Str name)
{
    IrModule *m = b->m;
    if (!b->func || !b->func->blocks.len)
        diag_ice(m->cc, b->loc, "ir_local_var outside a function");
    IrBlock *entry = b->func->blocks.data[0];
    IrTypeId pt = ir_type_pointer(m, SpvStorageClassFunction, pointee);
    IrInst *in = inst_new(m, IR_VAR, pt, NULL, 0, NULL, 0, b->loc);
    in->scope = b->scope; /* the block it is declared in, for its DebugLocalVariable */
    ir_value(m, in->id)->name = name;
    IrInst *at = entry->first;
    while (at && at->op == IR_VAR)
        at = at->next;
    if (at)
        ir_inst_insert_before(at, in);
    else
        ir_inst_append(entry, in);
    return in->id;
}

void ir_br(IrBuilder *b, IrBlock *target) { ir_emit(b, IR_BR, 0, &target->id, 1, NULL, 0); }

void ir_br_cond(IrBuilder *b, IrId cond, IrBlock *t, IrBlock *f)
{
    IrId args[3] = {cond, t->id, f->id};
    ir_emit(b, IR_BR_COND, 0, args, 3, NULL, 0);
}

void ir_ret(IrBuilder *b, IrId value)
{
    ir_emit(b, IR_RET, 0, value ? &value : NULL, value ? 1 : 0, NULL, 0);
}

bool ir_block_terminated(const IrBlock *bl)
{
    return bl->last && (ir_op_info(bl->last->op)->flags & OPF_TERMINATOR);
}

void ir_set_selection(IrBlock *header, IrBlock *merge, uint32_t control)
{
    header->struct_kind = IR_STRUCT_SELECTION;
    header->merge = merge->id;
    header->cont = 0;
    header->control = control;
}

void ir_set_loop(IrBlock *header, IrBlock *merge, IrBlock *cont, uint32_t control)
{
    header->struct_kind = IR_STRUCT_LOOP;
    header->merge = merge->id;
    header->cont = cont->id;
    header->control = control;
}

/* ---- editing ------------------------------------------------------------- */

void ir_inst_remove(IrInst *inst)
{
    IrBlock *bl = inst->block;
    if (!bl)
        return;
    if (inst->prev)
        inst->prev->next = inst->next;
    else
        bl->first = inst->next;
    if (inst->next)
        inst->next->prev = inst->prev;
    else
        bl->last = inst->prev;
    inst->prev = inst->next = NULL;
    inst->block = NULL; /* the verifier reports uses of a removed instruction */
}

void ir_inst_insert_before(IrInst *before, IrInst *inst)
{
    IrBlock *bl = before->block;
    inst->block = bl;
    inst->next = before;
    inst->prev = before->prev;
    if (before->prev)
        before->prev->next = inst;
    else
        bl->first = inst;
    before->prev = inst;
}

/* Rewrites operands of every instruction of every function, and the block
 * markers when `from` is a block. Constants and globals are not operands of
 * instructions' owners, so they are left alone. */
void ir_replace_all_uses(IrModule *m, IrId from, IrId to)
{
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrFunc *f = ir_value(m, m->funcs.data[i])->u.f;
        for (uint32_t j = 0; j < f->blocks.len; j++) {
            IrBlock *bl = f->blocks.data[j];
            if (bl->merge == from)
                bl->merge = to;
            if (bl->cont == from)
                bl->cont = to;
            for (IrInst *in = bl->first; in; in = in->next)
                for (uint32_t k = 0; k < in->nargs; k++)
                    if (in->args[k] == from)
                        in->args[k] = to;
        }
    }
}

uint32_t ir_succ_count(const IrInst *term)
{
    if (!term)
        return 0;
    switch (term->op) {
    case IR_BR: return term->nargs >= 1 ? 1 : 0;
    case IR_BR_COND: return term->nargs >= 3 ? 2 : 0;
    case IR_SWITCH: return term->nargs >= 2 ? term->nargs - 1 : 0;
    default: return 0;
    }
}

IrId ir_succ(const IrInst *term, uint32_t i)
{
    return term->op == IR_BR ? term->args[0] : term->args[1 + i];
}
