/*
 * inline: every call is replaced by a copy of the callee's body.
 *
 * DXC's SPIR-V legalization inlines everything, so that resources passed as
 * parameters become loads of the globals themselves; we do the same at every
 * optimization level.
 *
 * Order: functions are processed callees first (post-order of the call
 * graph from each function in declaration order), so a callee is free of
 * calls when it is copied. A cycle in the call graph is recursion, which
 * Vulkan forbids: it is reported (OSH0650) instead of looping.
 *
 * One call `%r = call @g(args)` in block C:
 *   1. If C is a loop header, everything after its phis moves to a new block
 *      first (the header keeps its phis and OpLoopMerge and branches to it;
 *      a br_cond that moves along becomes a conditional break, DXC's shape).
 *   2. C is split after the call: a new block A takes the rest of C (and
 *      C's selection marker, which belongs with the terminator); A's
 *      successors see A as their predecessor.
 *   3. The callee's blocks are cloned after C with parameters mapped to the
 *      arguments; its variables move to the caller's entry block (SPIR-V
 *      wants every OpVariable there). C branches to the cloned entry.
 *   4. Each `ret v` becomes `br A`; %r becomes v (one return) or a phi in
 *      A over the returned values (several), undef when none returns.
 * Structured control flow: with a single return outside every construct
 * the cloned body is a single-entry single-exit region that fits wherever
 * the call was. Early returns would leave their selection constructs
 * sideways, so then the body is wrapped in a one-iteration loop, as
 * spirv-opt's inliner does: a header LH (`loop merge A continue LC`,
 * branching to the body), each return a break to A, and a continue target
 * LC that nobody reaches (`br LH`, the canonical form).
 *
 * A return inside a loop of the callee cannot break out of two loops at
 * once. Such a callee is first rewritten to return once (spirv-opt's
 * merge-return, with its "returned" flag), in place, before any copy:
 *   - the body is wrapped in a one-iteration loop (new entry NE holding the
 *     variables and `store returned, false`; header LH `loop merge R
 *     continue LC`; LC `br LH`; R loads the return value and returns);
 *   - each `ret v` becomes `store retval, v; store returned, true; br` to
 *     the merge of its innermost loop (a break);
 *   - each loop that contained a return gets a new merge block N between
 *     its breaks and its old merge M: `selection merge M; br_cond returned,
 *     <merge of the enclosing loop>, M`, so the flag keeps breaking
 *     outwards until R. Loops are handled outermost first, so an inner N
 *     targets the outer loop's N.
 * The flag and value are ordinary variables; mem2reg turns them into phis.
 * Functions that were inlined and are no entry point are removed.
 */
#include "opt/opt.h"

/* ---- call graph order ------------------------------------------------------ */

static IrFunc *callee_of(IrModule *m, const IrInst *in)
{
    if (in->op != IR_CALL || !in->nargs || in->args[0] >= m->values.len)
        return NULL;
    IrValue *v = ir_value(m, in->args[0]);
    return v->kind == IV_FUNC ? v->u.f : NULL;
}

/* The functions in post-order of the call graph; false after reporting
 * recursion. Iterative DFS; state 1 = on the stack, 2 = done. */
static bool call_order(IrModule *m, IrFunc ***order, uint32_t *norder)
{
    Cc *cc = m->cc;
    uint32_t nf = m->funcs.len;
    uint8_t *state = TMPN(cc, uint8_t, m->values.len);
    IrFunc **out = TMPN(cc, IrFunc *, nf + 1);
    uint32_t nout = 0;
    typedef struct { IrFunc *f; uint32_t block; IrInst *at; } Frame;
    Frame *stack = TMPN(cc, Frame, nf + 1);
    for (uint32_t i = 0; i < nf; i++) {
        IrFunc *root = ir_func(m, i);
        if (state[root->id])
            continue;
        uint32_t sp = 0;
        stack[sp++] = (Frame){root, 0, NULL};
        state[root->id] = 1;
        while (sp) {
            Frame *fr = &stack[sp - 1];
            IrFunc *next = NULL;
            while (!next && fr->block < fr->f->blocks.len) {
                fr->at = fr->at ? fr->at->next : fr->f->blocks.data[fr->block]->first;
                if (!fr->at) {
                    fr->block++;
                    continue;
                }
                IrFunc *g = callee_of(m, fr->at);
                if (!g)
                    continue;
                if (state[g->id] == 1) {
                    g->recursive = true;
                    diag(cc, g->loc, D_OPT_RECURSION, g->name ? g->name : "?");
                    return false;
                }
                if (!state[g->id])
                    next = g;
            }
            if (next) {
                state[next->id] = 1;
                stack[sp++] = (Frame){next, 0, NULL};
                continue;
            }
            state[fr->f->id] = 2;
            out[nout++] = fr->f;
            sp--;
        }
    }
    *order = out;
    *norder = nout;
    return true;
}

/* ---- one call ---------------------------------------------------------------- */

/* How a callee's returns must be rewritten: 0 plain, 1 wrapping loop,
 * 2 unsupported (a return inside a loop). */
static int return_shape(IrModule *m, IrFunc *g)
{
    IrCfg *cfg = ir_cfg_build(m, g);
    uint32_t nret = 0;
    bool nested = false;
    for (uint32_t r = 0; r < cfg->nrpo; r++) {
        uint32_t b = cfg->rpo[r];
        IrInst *t = ir_term(cfg->blocks[b]);
        if (!t || t->op != IR_RET)
            continue;
        nret++;
        if (ir_cfg_enclosing(cfg, b, true) != IR_NONE)
            return 2;
        if (ir_cfg_enclosing(cfg, b, false) != IR_NONE)
            nested = true;
    }
    return nret > 1 || nested ? 1 : 0;
}

/* ---- merge-return (a callee that returns from inside a loop) ------------- */

static IrInst *new_inst(IrModule *m, IrOp op, IrTypeId type, uint32_t nargs, Loc loc)
{
    return ir_inst_new(m, op, type, nargs, 0, loc);
}

static void append_br(IrModule *m, IrBlock *bl, IrBlock *to, Loc loc)
{
    IrInst *br = new_inst(m, IR_BR, 0, 1, loc);
    br->args[0] = to->id;
    ir_inst_append(bl, br);
}

static void append_store(IrModule *m, IrBlock *bl, IrId ptr, IrId value, Loc loc)
{
    IrInst *st = new_inst(m, IR_STORE, 0, 2, loc);
    st->args[0] = ptr;
    st->args[1] = value;
    ir_inst_append(bl, st);
}

/* A new edge pred -> bl: bl's phis receive undef for it. */
static void phis_add_undef(IrModule *m, IrBlock *bl, IrId pred)
{
    for (IrInst *phi = bl->first; phi && phi->op == IR_PHI; phi = phi->next) {
        IrId *args = NEWN(m->cc, IrId, phi->nargs + 2);
        if (phi->nargs)
            memcpy(args, phi->args, phi->nargs * sizeof(IrId));
        args[phi->nargs] = ir_undef(m, phi->type);
        args[phi->nargs + 1] = pred;
        phi->args = args;
        phi->nargs += 2;
    }
}

/* Makes block `bl` (the last of f->blocks) the first. */
static void move_to_front(IrFunc *f, IrBlock *bl)
{
    uint32_t i = f->blocks.len - 1;
    for (; i > 0; i--)
        f->blocks.data[i] = f->blocks.data[i - 1];
    f->blocks.data[0] = bl;
}

/* The loop L (header index h) gets a new merge N that rethrows the return:
 * branches from inside L to M go to N instead (M's phi entries for them
 * move into phis of N). */
static void guard_loop_merge(IrModule *m, IrFunc *g, IrCfg *cfg, uint32_t h, uint32_t outer,
                             IrId returned, const char *name)
{
    Cc *cc = m->cc;
    IrBlock *hb = cfg->blocks[h];
    IrBlock *mb = ir_block(m, hb->merge);
    if (!mb || outer == IR_NONE)
        return;
    IrBlock *target = ir_block(m, cfg->blocks[outer]->merge); /* possibly already moved */
    Loc loc = hb->first ? hb->first->loc : g->loc;
    IrBlock *nb = ir_block_new(m, g, arena_sprintf(&cc->arena, "%s.returned", name));
    /* Before M in block order: N dominates M now. */
    for (uint32_t i = 1; i < g->blocks.len; i++)
        if (g->blocks.data[i] == mb) {
            ir_block_move_after(g, g->blocks.data[i - 1], nb);
            break;
        }
    Vec(IrId) moved = {0};
    for (uint32_t i = 0; i < cfg->n; i++) {
        /* The continue target counts even when nothing reaches it (a
         * do-while whose body always returns): its exit to M must become
         * an exit to N, the loop's merge, or the continue construct would
         * leave the loop sideways. */
        bool inside = ir_cfg_reachable(cfg, i) ? ir_cfg_in_construct(cfg, h, i)
                                                : cfg->blocks[i]->id == hb->cont;
        if (!inside)
            continue;
        IrInst *t = ir_term(cfg->blocks[i]);
        bool hits = false;
        for (uint32_t k = 0; k < ir_succ_count(t); k++)
            hits |= ir_succ(t, k) == mb->id;
        if (!hits)
            continue;
        ir_term_retarget(t, mb->id, nb->id);
        vec_push(cc_scratch(cc), &moved, cfg->blocks[i]->id);
    }
    /* M's phis: the entries of the moved predecessors go to phis in N. */
    for (IrInst *phi = mb->first; phi && phi->op == IR_PHI; phi = phi->next) {
        IrInst *np = new_inst(m, IR_PHI, phi->type, 2 * moved.len, loc);
        IrId undef = ir_undef(m, phi->type);
        for (uint32_t j = 0; j < moved.len; j++) {
            np->args[2 * j] = undef;
            np->args[2 * j + 1] = moved.data[j];
            for (uint32_t a = 0; a + 1 < phi->nargs; a += 2)
                if (phi->args[a + 1] == moved.data[j])
                    np->args[2 * j] = phi->args[a];
        }
        ir_inst_append(nb, np);
        for (uint32_t j = 0; j < moved.len; j++)
            ir_phis_remove_pred(m, mb, moved.data[j]);
        IrId *args = NEWN(cc, IrId, phi->nargs + 2);
        if (phi->nargs)
            memcpy(args, phi->args, phi->nargs * sizeof(IrId));
        args[phi->nargs] = np->id;
        args[phi->nargs + 1] = nb->id;
        phi->args = args;
        phi->nargs += 2;
    }
    hb->merge = nb->id;
    IrInst *ld = new_inst(m, IR_LOAD, ir_type_bool(m), 1, loc);
    ld->args[0] = returned;
    ir_inst_append(nb, ld);
    /* The selection's merge is M, unless M is a continue target (a merge
     * must not be one): then a forwarding block X is the merge. */
    IrBlock *sel_merge = mb;
    if (ir_block_is_target(g, mb->id)) {
        sel_merge = ir_block_new(m, g, arena_sprintf(&cc->arena, "%s.resume", name));
        ir_block_move_after(g, nb, sel_merge);
        append_br(m, sel_merge, mb, loc);
        ir_phis_rename_pred(mb, nb->id, sel_merge->id);
    }
    IrInst *br = new_inst(m, IR_BR_COND, 0, 3, loc);
    br->args[0] = ld->id;
    br->args[1] = target->id;
    br->args[2] = sel_merge->id;
    ir_inst_append(nb, br);
    ir_set_selection(nb, sel_merge, 0);
    phis_add_undef(m, target, nb->id);
}

/* Rewrites g to return once, from a block outside every construct. */
static void merge_returns(IrModule *m, IrFunc *g)
{
    Cc *cc = m->cc;
    const char *name = g->name ? g->name : "fn";
    IrBlock *entry0 = g->blocks.data[0];
    Loc loc = g->loc;
    bool has_value = ir_type(m, g->ret)->kind != IR_TY_VOID;

    /* The wrapper: NE -> LH -> old entry ... ; LC -> LH; R returns. */
    IrBlock *ne = ir_block_new(m, g, arena_sprintf(&cc->arena, "%s.entry", name));
    move_to_front(g, ne);
    IrBlock *lh = ir_block_new(m, g, arena_sprintf(&cc->arena, "%s.once", name));
    ir_block_move_after(g, ne, lh);
    IrBlock *lc = ir_block_new(m, g, arena_sprintf(&cc->arena, "%s.once.cont", name));
    IrBlock *rb = ir_block_new(m, g, arena_sprintf(&cc->arena, "%s.return", name));
    for (IrInst *in = entry0->first, *next; in; in = next) {
        next = in->next;
        if (in->op != IR_VAR)
            continue;
        ir_inst_remove(in);
        ir_inst_append(ne, in);
    }
    IrInst *flag = new_inst(m, IR_VAR, ir_type_pointer(m, SpvStorageClassFunction, ir_type_bool(m)),
                            0, loc);
    ir_value(m, flag->id)->name = str_intern_c(cc, "returned");
    ir_inst_append(ne, flag);
    IrInst *retval = NULL;
    if (has_value) {
        retval = new_inst(m, IR_VAR, ir_type_pointer(m, SpvStorageClassFunction, g->ret), 0, loc);
        ir_value(m, retval->id)->name = str_intern_c(cc, "retval");
        ir_inst_append(ne, retval);
    }
    append_store(m, ne, flag->id, ir_const_bool(m, false), loc);
    append_br(m, ne, lh, loc);
    ir_set_loop(lh, rb, lc, 0);
    append_br(m, lh, entry0, loc);
    append_br(m, lc, lh, loc);
    IrInst *ret = new_inst(m, IR_RET, 0, has_value ? 1 : 0, loc);
    if (has_value) {
        IrInst *ld = new_inst(m, IR_LOAD, g->ret, 1, loc);
        ld->args[0] = retval->id;
        ir_inst_append(rb, ld);
        ret->args[0] = ld->id;
    }
    ir_inst_append(rb, ret);

    /* Returns become breaks; the loops they leave are collected. */
    IrCfg *cfg = ir_cfg_build(m, g);
    bool *guard = TMPN(cc, bool, cfg->n + 1);
    uint32_t lhi = ir_cfg_index(cfg, lh->id);
    for (uint32_t i = 0; i < cfg->n; i++) {
        IrBlock *bl = cfg->blocks[i];
        IrInst *t = ir_term(bl);
        if (!t || t->op != IR_RET || bl == rb || !ir_cfg_reachable(cfg, i))
            continue;
        uint32_t l = ir_cfg_enclosing(cfg, i, true);
        if (l == IR_NONE)
            l = lhi;
        IrBlock *to = ir_block(m, cfg->blocks[l]->merge);
        if (has_value && t->nargs)
            append_store(m, bl, retval->id, t->args[0], t->loc);
        append_store(m, bl, flag->id, ir_const_bool(m, true), t->loc);
        ir_inst_remove(t);
        append_br(m, bl, to, loc);
        phis_add_undef(m, to, bl->id);
        for (; l != lhi && l != IR_NONE; l = ir_cfg_enclosing(cfg, l, true))
            guard[l] = true;
    }
    /* Each guarded loop's enclosing loop, found before any guard moves a
     * merge: the cfg does not know the new merge blocks, and a header whose
     * merge it does not know seems to enclose everything it dominates. */
    uint32_t *outer = TMPN(cc, uint32_t, cfg->n + 1);
    for (uint32_t i = 0; i < cfg->n; i++)
        outer[i] = guard[i] ? ir_cfg_enclosing(cfg, i, true) : IR_NONE;
    /* Outermost first: rpo visits a header before the headers inside it. */
    for (uint32_t r = 0; r < cfg->nrpo; r++)
        if (guard[cfg->rpo[r]])
            guard_loop_merge(m, g, cfg, cfg->rpo[r], outer[cfg->rpo[r]], flag->id, name);
}

/* Moves the instructions from `from` (inclusive) to the end of `src` into
 * the empty block `dst`, and tells src's successors about it. */
static void move_tail(IrModule *m, IrBlock *src, IrInst *from, IrBlock *dst)
{
    IrInst *t = ir_term(src);
    if (t)
        for (uint32_t k = 0; k < ir_succ_count(t); k++) {
            IrBlock *s = ir_block(m, ir_succ(t, k));
            if (s)
                ir_phis_rename_pred(s, src->id, dst->id);
        }
    for (IrInst *in = from, *next; in; in = next) {
        next = in->next;
        ir_inst_remove(in);
        ir_inst_append(dst, in);
    }
}

static const char *block_name(IrModule *m, IrFunc *g, const char *what)
{
    return arena_sprintf(&m->cc->arena, "%s.%s", g->name ? g->name : "fn", what);
}

static void inline_call(IrModule *m, IrFunc *f, IrInst *call, IrFunc *g, int shape)
{
    Cc *cc = m->cc;
    IrBlock *c = call->block;

    /* 1. A loop header keeps only its phis. */
    if (c->struct_kind == IR_STRUCT_LOOP) {
        IrBlock *body = ir_block_new(m, f, c->name ? arena_sprintf(&cc->arena, "%s.body", c->name) : NULL);
        ir_block_move_after(f, c, body);
        IrInst *first = c->first;
        while (first && first->op == IR_PHI)
            first = first->next;
        move_tail(m, c, first, body);
        IrInst *br = ir_inst_new(m, IR_BR, 0, 1, 0, call->loc);
        br->args[0] = body->id;
        ir_inst_append(c, br);
        c = body;
    }

    /* 2. Split after the call. */
    IrBlock *after = ir_block_new(m, f, block_name(m, g, "ret"));
    ir_block_move_after(f, c, after);
    move_tail(m, c, call->next, after);
    after->struct_kind = c->struct_kind;
    after->merge = c->merge;
    after->cont = c->cont;
    after->control = c->control;
    c->struct_kind = IR_STRUCT_NONE;
    c->merge = c->cont = 0;
    c->control = 0;

    /* 3. Clone the body. */
    IrMap map;
    ir_map_init(m, &map);
    for (uint32_t i = 0; i < g->params.len && i + 1 < call->nargs; i++)
        ir_map_set(m, &map, g->params.data[i], call->args[i + 1]);
    IrBlock *anchor = c, *lh = NULL, *lc = NULL;
    if (shape == 1) {
        lh = ir_block_new(m, f, block_name(m, g, "body"));
        ir_block_move_after(f, c, lh);
        anchor = lh;
    }
    uint32_t first_clone = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        if (f->blocks.data[i] == anchor)
            first_clone = i + 1;
    ir_clone_blocks(m, f, anchor, g->blocks.data, g->blocks.len, &map,
                    arena_sprintf(&cc->arena, ".%s", g->name ? g->name : "fn"));
    IrBlock *entry = ir_block(m, ir_map_get(&map, g->blocks.data[0]->id));
    IrBlock *last_clone = f->blocks.data[first_clone + g->blocks.len - 1];
    ir_dscope_inline(m, f, call, g, f->blocks.data + first_clone, g->blocks.len);
    if (shape == 1) {
        lc = ir_block_new(m, f, block_name(m, g, "cont"));
        ir_block_move_after(f, last_clone, lc);
        IrInst *back = ir_inst_new(m, IR_BR, 0, 1, 0, call->loc);
        back->scope = call->scope;
        back->args[0] = lh->id;
        ir_inst_append(lc, back);
        ir_set_loop(lh, after, lc, 0);
        IrInst *in = ir_inst_new(m, IR_BR, 0, 1, 0, call->loc);
        in->scope = call->scope;
        in->args[0] = entry->id;
        ir_inst_append(lh, in);
    }
    IrInst *jump = ir_inst_new(m, IR_BR, 0, 1, 0, call->loc);
    jump->scope = call->scope;
    jump->args[0] = lh ? lh->id : entry->id;
    ir_inst_append(c, jump);

    /* Variables to the caller's entry block, after its own. */
    IrBlock *fentry = f->blocks.data[0];
    IrInst *at = fentry->first;
    while (at && at->op == IR_VAR)
        at = at->next;
    for (IrInst *in = entry->first, *next; in; in = next) {
        next = in->next;
        if (in->op != IR_VAR)
            continue;
        ir_inst_remove(in);
        if (at)
            ir_inst_insert_before(at, in);
        else
            ir_inst_append(fentry, in);
    }

    /* 4. Returns. */
    Vec(IrId) rets = {0};
    for (uint32_t i = 0; i < g->blocks.len; i++) {
        IrBlock *bl = ir_block(m, ir_map_get(&map, g->blocks.data[i]->id));
        IrInst *t = ir_term(bl);
        if (!t || t->op != IR_RET)
            continue;
        if (t->nargs) {
            vec_push(cc_scratch(cc), &rets, t->args[0]);
            vec_push(cc_scratch(cc), &rets, bl->id);
        }
        t->op = IR_BR;
        t->nargs = 1;
        t->args = NEWN(cc, IrId, 1);
        t->args[0] = after->id;
    }
    IrId result = 0;
    if (call->id && ir_type(m, call->type)->kind != IR_TY_VOID) {
        if (rets.len == 0) {
            result = ir_undef(m, call->type);
        } else if (rets.len == 2) {
            result = rets.data[0];
        } else {
            IrInst *phi = ir_inst_new(m, IR_PHI, call->type, rets.len, 0, call->loc);
            phi->scope = call->scope;
            memcpy(phi->args, rets.data, rets.len * sizeof(IrId));
            ir_inst_prepend(after, phi);
            result = phi->id;
        }
    }
    IrId old = call->id;
    ir_inst_remove(call);
    if (old && result)
        ir_func_replace(f, old, result);
}

bool opt_check_recursion(IrModule *m)
{
    IrFunc **order;
    uint32_t n;
    call_order(m, &order, &n);
    return false;
}

bool opt_inline(IrModule *m)
{
    Cc *cc = m->cc;
    IrFunc **order;
    uint32_t n;
    if (!call_order(m, &order, &n))
        return false;
    bool changed = false;
    bool *inlined = TMPN(cc, bool, m->values.len);
    int *shape = TMPN(cc, int, m->values.len); /* return_shape + 1, 0 = not computed */
    for (uint32_t i = 0; i < n; i++) {
        IrFunc *f = order[i];
        for (uint32_t b = 0; b < f->blocks.len; b++) {
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next) {
                IrFunc *g = callee_of(m, in);
                if (!g || !g->blocks.len || g == f)
                    continue;
                if (!shape[g->id]) {
                    /* Unreachable code first: a `ret` nothing reaches is
                     * not seen by return_shape nor rewritten by
                     * merge_returns, yet spirv-val checks its branch, and
                     * merge_returns's guards can make its block reachable
                     * (the merge of a do-while whose body always returns). */
                    opt_remove_unreachable(m, g);
                    shape[g->id] = return_shape(m, g) + 1;
                }
                if (shape[g->id] == 3) {
                    /* One return now, in the merge of the wrapper loop: the
                     * body is a single-entry single-exit region (the
                     * dominance test of return_shape would see the return
                     * inside the last flag check's selection). */
                    merge_returns(m, g);
                    shape[g->id] = 1;
                }
                {
                    /* One call's analyses and clone map go back after it. */
                    ArenaMark mark = arena_mark(cc_scratch(cc));
                    inline_call(m, f, in, g, shape[g->id] - 1);
                    arena_release(cc_scratch(cc), mark);
                }
                inlined[g->id] = true;
                changed = true;
                break; /* the rest of this block moved; continue with the next */
            }
        }
    }
    if (!changed)
        return false;
    /* Drop inlined functions nobody calls any more (entry points stay). */
    bool *called = TMPN(cc, bool, m->values.len);
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrFunc *f = ir_func(m, i);
        for (uint32_t b = 0; b < f->blocks.len; b++)
            for (IrInst *in = f->blocks.data[b]->first; in; in = in->next) {
                IrFunc *g = callee_of(m, in);
                if (g)
                    called[g->id] = true;
            }
    }
    for (uint32_t e = 0; e < m->entries.len; e++)
        if (m->entries.data[e].func < m->values.len)
            called[m->entries.data[e].func] = true;
    uint32_t j = 0;
    for (uint32_t i = 0; i < m->funcs.len; i++) {
        IrId id = m->funcs.data[i];
        if (inlined[id] && !called[id] && !ir_func_exported(m, id))
            continue;
        m->funcs.data[j++] = id;
    }
    m->funcs.len = j;
    return true;
}
