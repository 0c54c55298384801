/*
 * Editing helpers for the passes: value lookups, instruction creation and
 * placement, block list upkeep, phi upkeep when edges change, operand
 * rewriting, the id map, and block cloning (inlining, unrolling).
 * Declared in ir.h; the CFG analyses are in cfg.c.
 */
#include "ir/ir.h"

/* ---- small helpers -------------------------------------------------------- */

IrBlock *ir_block(IrModule *m, IrId id)
{
    if (!id || id >= m->values.len || ir_value(m, id)->kind != IV_BLOCK)
        return NULL;
    return ir_value(m, id)->u.block;
}

IrInst *ir_def(IrModule *m, IrId id)
{
    if (!id || id >= m->values.len || ir_value(m, id)->kind != IV_INST)
        return NULL;
    return ir_value(m, id)->u.inst;
}

bool ir_is_spec(IrModule *m, IrId id)
{
    /* Composite constants nest at most as deep as types do; the walk keeps
     * its own small stack and gives up (answers "spec") when it is full. */
    IrId stack[64];
    uint32_t sp = 0;
    stack[sp++] = id;
    while (sp) {
        IrValue *v = ir_value(m, stack[--sp]);
        if (v->kind != IV_CONST)
            continue;
        if (v->u.c->is_spec)
            return true;
        for (uint32_t i = 0; i < v->u.c->elem_count; i++) {
            if (sp == countof(stack))
                return true;
            stack[sp++] = v->u.c->elems[i];
        }
    }
    return false;
}

IrInst *ir_inst_new(IrModule *m, IrOp op, IrTypeId type, uint32_t nargs, uint32_t nlits, Loc loc)
{
    Cc *cc = m->cc;
    IrInst *in = NEW(cc, IrInst);
    in->op = op;
    in->type = type;
    in->loc = loc;
    in->nargs = nargs;
    in->nlits = nlits;
    if (nargs)
        in->args = NEWN(cc, IrId, nargs);
    if (nlits)
        in->lits = NEWN(cc, uint32_t, nlits);
    if (type) {
        in->id = ir_value_new(m, IV_INST, type, NULL, loc);
        ir_value(m, in->id)->u.inst = in;
    }
    return in;
}

void ir_inst_append(IrBlock *bl, IrInst *in)
{
    in->block = bl;
    in->prev = bl->last;
    in->next = NULL;
    if (bl->last)
        bl->last->next = in;
    else
        bl->first = in;
    bl->last = in;
}

void ir_inst_prepend(IrBlock *bl, IrInst *in)
{
    if (bl->first)
        ir_inst_insert_before(bl->first, in);
    else
        ir_inst_append(bl, in);
}

void ir_inst_after_phis(IrBlock *bl, IrInst *in)
{
    IrInst *at = bl->first;
    while (at && at->op == IR_PHI)
        at = at->next;
    if (at)
        ir_inst_insert_before(at, in);
    else
        ir_inst_append(bl, in);
}

IrInst *ir_term(IrBlock *bl) { return ir_block_terminated(bl) ? bl->last : NULL; }

void ir_block_delete(IrBlock *bl)
{
    IrFunc *f = bl->func;
    uint32_t j = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        if (f->blocks.data[i] != bl)
            f->blocks.data[j++] = f->blocks.data[i];
    f->blocks.len = j;
}

void ir_block_move_after(IrFunc *f, IrBlock *after, IrBlock *bl)
{
    uint32_t from = IR_NONE, at = IR_NONE;
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        if (f->blocks.data[i] == bl)
            from = i;
        if (f->blocks.data[i] == after)
            at = i;
    }
    if (from == IR_NONE || at == IR_NONE || from == at + 1)
        return;
    if (from > at) {
        for (uint32_t i = from; i > at + 1; i--)
            f->blocks.data[i] = f->blocks.data[i - 1];
        f->blocks.data[at + 1] = bl;
    } else {
        for (uint32_t i = from; i < at; i++)
            f->blocks.data[i] = f->blocks.data[i + 1];
        f->blocks.data[at] = bl;
    }
}

void ir_phis_remove_pred(IrModule *m, IrBlock *bl, IrId pred)
{
    (void)m;
    for (IrInst *in = bl->first; in && in->op == IR_PHI; in = in->next) {
        uint32_t j = 0;
        for (uint32_t k = 0; k + 1 < in->nargs; k += 2) {
            if (in->args[k + 1] == pred)
                continue;
            in->args[j++] = in->args[k];
            in->args[j++] = in->args[k + 1];
        }
        in->nargs = j;
    }
}

void ir_phis_rename_pred(IrBlock *bl, IrId from, IrId to)
{
    for (IrInst *in = bl->first; in && in->op == IR_PHI; in = in->next)
        for (uint32_t k = 1; k < in->nargs; k += 2)
            if (in->args[k] == from)
                in->args[k] = to;
}

void ir_term_retarget(IrInst *term, IrId from, IrId to)
{
    if (!term)
        return;
    uint32_t first = term->op == IR_BR ? 0 : 1;
    if (term->op != IR_BR && term->op != IR_BR_COND && term->op != IR_SWITCH)
        return;
    for (uint32_t k = first; k < term->nargs; k++)
        if (term->args[k] == from)
            term->args[k] = to;
}

void ir_func_remap(IrModule *m, IrFunc *f, const IrMap *map)
{
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *bl = f->blocks.data[i];
        for (IrInst *in = bl->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++)
                in->args[k] = ir_map_resolve(map, in->args[k]);
    }
    (void)m;
}

void ir_func_replace(IrFunc *f, IrId from, IrId to)
{
    for (uint32_t i = 0; i < f->blocks.len; i++)
        for (IrInst *in = f->blocks.data[i]->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++)
                if (in->args[k] == from)
                    in->args[k] = to;
}

bool ir_block_is_target(IrFunc *f, IrId id)
{
    for (uint32_t i = 0; i < f->blocks.len; i++) {
        IrBlock *bl = f->blocks.data[i];
        if (bl->struct_kind != IR_STRUCT_NONE && (bl->merge == id || bl->cont == id))
            return true;
    }
    return false;
}

/* ---- the id map ----------------------------------------------------------- */

/* The table is allocated (in the scratch arena) at the first ir_map_set:
 * most maps of most passes stay empty, and a table per id of the module is
 * the biggest temporary a pass has. */
void ir_map_init(IrModule *m, IrMap *map)
{
    map->n = 0;
    map->limit = m->values.len;
    map->to = NULL;
    map->touched.data = NULL;
    map->touched.len = map->touched.cap = 0;
}

void ir_map_set(IrModule *m, IrMap *map, IrId from, IrId to)
{
    if (from >= map->limit)
        diag_ice(m->cc, (Loc){0, 0, 0}, "optimizer: id %u is newer than its map", from);
    if (!map->to) {
        map->to = TMPN(m->cc, IrId, map->limit);
        map->n = map->limit;
    }
    if (!map->to[from])
        vec_push(cc_scratch(m->cc), &map->touched, from);
    map->to[from] = to;
}

IrId ir_map_resolve(const IrMap *map, IrId v)
{
    for (int guard = 0; guard < 1024; guard++) {
        IrId t = ir_map_get(map, v);
        if (!t || t == v)
            break;
        v = t;
    }
    return v;
}

void ir_map_clear(IrMap *map)
{
    for (uint32_t i = 0; i < map->touched.len; i++)
        map->to[map->touched.data[i]] = 0;
    map->touched.len = 0;
}

/* ---- cloning -------------------------------------------------------------- */

void ir_clone_blocks(IrModule *m, IrFunc *dst, IrBlock *after, IrBlock *const *src, uint32_t n,
                     IrMap *map, const char *suffix)
{
    Cc *cc = m->cc;
    IrBlock **copies = TMPN(cc, IrBlock *, n ? n : 1);
    uint32_t first_copy = dst->blocks.len;
    /* First every block and result gets its copy, so forward references
     * (phis, back edges, markers) can be remapped in the second walk. */
    for (uint32_t i = 0; i < n; i++) {
        IrBlock *s = src[i];
        const char *name = s->name ? arena_concat(&cc->arena, s->name, suffix) : NULL;
        IrBlock *c = ir_block_new(m, dst, name);
        copies[i] = c;
        c->struct_kind = s->struct_kind;
        c->merge = s->merge;
        c->cont = s->cont;
        c->control = s->control;
        c->unroll_count = s->unroll_count;
        ir_map_set(m, map, s->id, c->id);
        for (IrInst *in = s->first; in; in = in->next) {
            IrInst *ci = ir_inst_new(m, in->op, in->type, in->nargs, in->nlits, in->loc);
            if (in->nargs)
                memcpy(ci->args, in->args, in->nargs * sizeof(IrId));
            if (in->nlits)
                memcpy(ci->lits, in->lits, in->nlits * sizeof(uint32_t));
            ci->flags = in->flags;
            ci->scope = in->scope;
            ir_inst_append(c, ci);
            if (in->id) {
                IrValue *ov = ir_value(m, in->id), *nv = ir_value(m, ci->id);
                nv->name = ov->name;
                nv->hint = ov->hint;
                nv->decors = ov->decors;
                ir_map_set(m, map, in->id, ci->id);
            }
        }
    }
    /* The copies, appended at the end, move to just after `after` in one
     * rotation (a move per copy searched the list each time: quadratic when
     * inlining a function of 20k blocks, tests/robust switch_10k_cases).
     * When `after` is not in dst, they stay at the end. */
    uint32_t at = IR_NONE;
    for (uint32_t i = 0; i < first_copy; i++)
        if (dst->blocks.data[i] == after)
            at = i;
    if (at != IR_NONE && at + 1 < first_copy) {
        uint32_t nmove = first_copy - (at + 1);
        IrBlock **tail = TMPN(cc, IrBlock *, nmove);
        memcpy(tail, dst->blocks.data + at + 1, nmove * sizeof *tail);
        memcpy(dst->blocks.data + at + 1, copies, n * sizeof *copies);
        memcpy(dst->blocks.data + at + 1 + n, tail, nmove * sizeof *tail);
    }
    for (uint32_t i = 0; i < n; i++) {
        IrBlock *c = copies[i];
        IrId t;
        if (c->merge && (t = ir_map_get(map, c->merge)))
            c->merge = t;
        if (c->cont && (t = ir_map_get(map, c->cont)))
            c->cont = t;
        for (IrInst *in = c->first; in; in = in->next)
            for (uint32_t k = 0; k < in->nargs; k++)
                if ((t = ir_map_get(map, in->args[k])))
                    in->args[k] = t;
    }
}

