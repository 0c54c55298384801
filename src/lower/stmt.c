/*
 * Statements, as SPIR-V structured control flow:
 *
 *   if:      header (selection merge M) -> then / else -> M
 *   loops:   header (loop merge M, continue C) -> cond -> body -> C -> header
 *            (do-while: header -> body -> C, where C tests and branches
 *            back or to M)
 *   switch:  header (selection merge M) with the cases in source order, so a
 *            case that falls through branches to the next case's block
 *   break / continue: a branch to the innermost merge / continue target
 *   return:  ret, wherever it is (legal in SPIR-V)
 *
 * After a terminator the remaining statements go into a fresh block nothing
 * branches to; the back ends drop unreachable blocks.
 */
#include "lower/lower_int.h"

static uint32_t loop_control(Stmt *s)
{
    uint32_t c = SpvLoopControlMaskNone;
    if (s->attrs & SA_UNROLL)
        c |= SpvLoopControlUnrollMask;
    if (s->attrs & SA_LOOP)
        c |= SpvLoopControlDontUnrollMask;
    return c;
}

static uint32_t sel_control(Stmt *s)
{
    uint32_t c = SpvSelectionControlMaskNone;
    if (s->attrs & SA_BRANCH)
        c |= SpvSelectionControlDontFlattenMask;
    if (s->attrs & SA_FLATTEN)
        c |= SpvSelectionControlFlattenMask;
    return c;
}

/* Literals, folded constants and constructs/casts of them. */
static bool const_expr(Expr *e, int depth)
{
    if (!e || depth > LIMIT_NESTING)
        return false;
    if (e->is_const)
        return true;
    switch (e->kind) {
    case EX_INT_LIT: case EX_FLOAT_LIT: case EX_BOOL_LIT:
        return true;
    case EX_VAR:
        return e->decl->has_cval && !e->decl->is_spec_constant;
    case EX_CAST:
        if (e->cast_kind != CK_FLATTEN)
            return const_expr(e->lhs, depth + 1);
        /* fallthrough */
    case EX_CONSTRUCT:
    case EX_INIT_LIST: {
        InitList *il = e->kind == EX_CAST ? &e->lhs->init : &e->init;
        for (uint32_t i = 0; i < il->srcs.len; i++)
            if (!const_expr(il->srcs.data[i], depth + 1))
                return false;
        return true;
    }
    default:
        return false;
    }
}

static void local_decl(L *l, Decl *d)
{
    if (d->kind != DK_VAR)
        return;
    if (lw_is_resource(d->type)) {
        lw_res_decl(l, d); /* resolved at compile time: no storage */
        return;
    }
    if (d->storage == SC_STATIC) {
        /* A static local: a private global, initialized once by the entry
         * wrapper when its initializer is constant. */
        LVal lv;
        lw_global_var(l, d, &lv);
        if (d->init) {
            /* Only a side-effect-free constant expression is evaluated
             * here; it becomes the variable's initializer when it folds. */
            IrId v = const_expr(d->init, 0) ? lw_expr(l, d->init) : 0;
            IrValue *cv = ir_value(l->m, v);
            if (cv->kind == IV_CONST && !cv->u.c->is_spec && lv.kind == LV_PTR &&
                ir_value(l->m, lv.ptr)->kind == IV_GLOBAL) {
                ir_value(l->m, lv.ptr)->u.g->init = v;
            } else {
                /* DXC: a Private bool says whether the initializer ran;
                 * the first call runs it (the value computed above is
                 * dropped: the initializer is evaluated under the flag). */
                IrTypeId bt = ir_type_bool(l->m);
                IrId flag = ir_global_new(l->m, arena_sprintf(&l->cc->arena, "%s.init.done", d->name),
                                          SpvStorageClassPrivate, bt, d->loc);
                ir_value(l->m, flag)->u.g->init = ir_const_bool(l->m, false);
                IrBlock *init = lw_new_block(l, "static.init"), *merge = lw_new_block(l, "static.merge");
                IrId done = ir_load(&l->b, flag);
                ir_set_selection(l->b.block, merge, 0);
                ir_br_cond(&l->b, done, merge, init);
                lw_set_block(l, init);
                lw_store(l, &lv, lw_expr(l, d->init));
                ir_store(&l->b, flag, ir_const_bool(l->m, true));
                ir_br(&l->b, merge);
                lw_set_block(l, merge);
            }
        }
        return;
    }
    lw_ext_requirements(l, d);
    if (d->has_cval && (d->mods & DM_CONST))
        return;
    uint32_t sc;
    if (lw_ext_storage_class(d, &sc) && sc != SpvStorageClassFunction && l->target == OSH_TARGET_SPIRV) {
        /* [[vk::ext_storage_class(n)]] on a local: a variable of the module
         * in that class (made as a static's is, resource.c), given its
         * initializer here each time (DXC). */
        LVal lv;
        lw_global_var(l, d, &lv);
        if (d->init)
            lw_store(l, &lv, lw_expr(l, d->init));
        return;
    }
    IrId var = ir_local_var(&l->b, lw_type(l, d->type), d->name);
    lw_ext_decorations(l, d, var);
    map_put(l->cc, &l->vars, d, (void *)(uintptr_t)var);
    if (d->mods & DM_PRECISE)
        vec_push(&l->cc->arena, &l->precise_vars, var);
    /* RayQuery<F>() is a query not yet begun: nothing to store (as DXC). */
    bool fresh_query = d->init && d->init->kind == EX_CONSTRUCT && !d->init->init.srcs.len &&
                       d->init->type->kind == TY_RESOURCE && d->init->type->res == R_RAYQUERY;
    if (d->init && !fresh_query) {
        IrId v = lw_expr(l, d->init);
        ir_store(&l->b, var, v);
    } else if (lw_const_zero(d)) {
        /* DXC reads an undefined value there. */
        ir_store(&l->b, var, ir_const_null(l->m, lw_type(l, d->type)));
    }
    if (lw_res_holds(d->type))
        lw_res_decl(l, d); /* the resources a struct or array holds */
}

static void br_to(L *l, IrBlock *target)
{
    ir_br(&l->b, target);
    lw_dead_block(l);
}

/* Whether a branch on c is never taken: c is a constant other than want
 * (the resources a path that never runs assigns do not reach the merge). */
static bool never(L *l, Expr *e, IrId c, bool want)
{
    uint64_t bits;
    int64_t v;
    if (ir_const_value(l->m, c, &bits))
        return (bits != 0) != want;
    return e && lw_fold_cond(l, e, &v) && (v != 0) != want;
}

static void stmt_if(L *l, Stmt *s)
{
    IrId c = lw_expr(l, s->cond);
    IrBlock *head = l->b.block;
    IrBlock *bt = lw_new_block(l, "if.true");
    IrBlock *bf = s->els ? lw_new_block(l, "if.false") : NULL;
    IrBlock *merge = lw_new_block(l, "if.merge");
    ir_set_selection(head, merge, sel_control(s));
    ir_br_cond(&l->b, c, bt, bf ? bf : merge);
    LResState pre, acc = {0};
    lw_flow_save(l, &pre);
    lw_set_block(l, bt);
    if (never(l, s->cond, c, true))
        lw_flow_dead(l);
    lw_stmt(l, s->then);
    ir_br(&l->b, merge);
    lw_flow_join(l, &acc);
    lw_flow_load(l, &pre);
    if (never(l, s->cond, c, false))
        lw_flow_dead(l);
    if (bf) {
        lw_set_block(l, bf);
        lw_stmt(l, s->els);
        ir_br(&l->b, merge);
    }
    lw_flow_join(l, &acc);
    lw_flow_take(l, &acc);
    lw_set_block(l, merge);
}

static void push_targets(L *l, IrBlock *brk, IrBlock *cont, LResState *brk_res, LResState *cont_res)
{
    vec_push(&l->cc->arena, &l->brk, brk);
    vec_push(&l->cc->arena, &l->flow.brk, brk_res);
    if (cont) {
        vec_push(&l->cc->arena, &l->cont, cont);
        vec_push(&l->cc->arena, &l->flow.cont, cont_res);
    }
}

static void stmt_loop(L *l, Stmt *s)
{
    if (lw_unroll(l, s))
        return;
    if (s->kind == ST_FOR && s->init)
        lw_stmt(l, s->init);
    IrBlock *header = lw_new_block(l, s->kind == ST_DO ? "do.header" : s->kind == ST_FOR ? "for.header" : "while.header");
    IrBlock *condb = s->kind == ST_DO ? NULL : lw_new_block(l, "loop.cond");
    IrBlock *body = lw_new_block(l, "loop.body");
    IrBlock *cont = lw_new_block(l, "loop.continue");
    IrBlock *merge = lw_new_block(l, "loop.merge");
    ir_br(&l->b, header);
    /* Resources: the body starts from what the entry holds; what the back
     * edge brings must not change what the body used (resflow.c). */
    LResState pre, brk_res = {0}, cont_res = {0}, exit = {0};
    lw_flow_save(l, &pre);
    uint32_t saved_gen, first_read = lw_flow_loop_begin(l, &saved_gen);
    bool can_exit = true;
    lw_set_block(l, header);
    ir_set_loop(header, merge, cont, loop_control(s));
    header->unroll_count = s->unroll_count;
    ir_br(&l->b, condb ? condb : body);
    if (condb) {
        lw_set_block(l, condb);
        IrId c = s->cond ? lw_expr(l, s->cond) : ir_const_bool(l->m, true);
        ir_br_cond(&l->b, c, body, merge);
        can_exit = !never(l, s->cond, c, false);
        if (can_exit)
            lw_flow_join(l, &exit); /* the first test fails */
    }
    lw_set_block(l, body);
    uint32_t nb = l->brk.len, nc = l->cont.len;
    push_targets(l, merge, cont, &brk_res, &cont_res);
    lw_stmt(l, s->body);
    l->brk.len = l->flow.brk.len = nb;
    l->cont.len = l->flow.cont.len = nc;
    ir_br(&l->b, cont);
    lw_flow_join(l, &cont_res);
    lw_flow_take(l, &cont_res);
    lw_set_block(l, cont);
    if (s->kind == ST_FOR && s->step)
        lw_expr_discard(l, s->step);
    if (s->kind == ST_DO) {
        IrId c = lw_expr(l, s->cond);
        ir_br_cond(&l->b, c, header, merge);
        can_exit = !never(l, s->cond, c, false);
    } else {
        ir_br(&l->b, header);
    }
    /* The head: the entry and the back edge. The loop leaves through a
     * failed test (after the back edge too) or a break. */
    if (can_exit)
        lw_flow_join(l, &exit);
    lw_flow_join(l, &pre);
    lw_flow_loop_check(l, &pre, first_read);
    lw_flow_loop_end(l, saved_gen);
    if (brk_res.live) {
        lw_flow_load(l, &brk_res);
        lw_flow_join(l, &exit);
    }
    lw_flow_take(l, &exit);
    lw_set_block(l, merge);
}

static void stmt_switch(L *l, Stmt *s)
{
    IrId sel = lw_expr(l, s->cond);
    IrBlock *head = l->b.block;
    IrBlock *merge = NULL;
    uint32_t n = s->cases.len;
    IrBlock **blocks = NEWN(l->cc, IrBlock *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++)
        blocks[i] = lw_new_block(l, s->cases.data[i]->is_default ? "switch.default" : "switch.case");
    merge = lw_new_block(l, "switch.merge");
    /* Operands: selector, default, then (value, target) in source order. */
    IrBlock *def = merge;
    uint32_t nlit = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (s->cases.data[i]->is_default)
            def = blocks[i];
        nlit += s->cases.data[i]->values.len;
    }
    IrId *args = NEWN(l->cc, IrId, nlit + 2);
    uint32_t *lits = NEWN(l->cc, uint32_t, nlit ? nlit : 1);
    args[0] = sel;
    args[1] = def->id;
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        SwitchCase *c = s->cases.data[i];
        for (uint32_t j = 0; j < c->values.len; j++) {
            lits[k] = (uint32_t)c->values.data[j];
            args[2 + k] = blocks[i]->id;
            k++;
        }
    }
    ir_set_selection(head, merge, sel_control(s));
    ir_emit(&l->b, IR_SWITCH, 0, args, nlit + 2, lits, nlit);
    uint32_t nb = l->brk.len;
    vec_push(&l->cc->arena, &l->brk, merge);
    /* Resources: each case starts from what the head holds (when the
     * selector can select it) joined with what falls through into it; the
     * merge joins the breaks, the last case and a missing default. */
    LResState pre, brk_res = {0}, fall = {0};
    lw_flow_save(l, &pre);
    vec_push(&l->cc->arena, &l->flow.brk, &brk_res);
    uint64_t selv;
    int64_t fv;
    bool known = ir_const_value(l->m, sel, &selv);
    if (!known && lw_fold_cond(l, s->cond, &fv)) {
        known = true;
        selv = (uint64_t)fv;
    }
    bool matched = false; /* a constant selector matches a case value */
    for (uint32_t i = 0; i < n && known; i++)
        for (uint32_t j = 0; j < s->cases.data[i]->values.len; j++)
            matched = matched || (uint32_t)s->cases.data[i]->values.data[j] == (uint32_t)selv;
    for (uint32_t i = 0; i < n; i++) {
        SwitchCase *c = s->cases.data[i];
        bool taken = !known || (c->is_default && !matched);
        for (uint32_t j = 0; j < c->values.len && !taken; j++)
            taken = (uint32_t)c->values.data[j] == (uint32_t)selv;
        lw_flow_load(l, &pre);
        if (!taken)
            lw_flow_dead(l);
        lw_flow_join(l, &fall);
        lw_flow_take(l, &fall);
        lw_set_block(l, blocks[i]);
        for (uint32_t j = 0; j < c->stmts.len; j++)
            lw_stmt(l, c->stmts.data[j]);
        ir_br(&l->b, i + 1 < n ? blocks[i + 1] : merge);
        lw_flow_join(l, &fall);
    }
    l->brk.len = l->flow.brk.len = nb;
    /* No default, and the selector can miss every case: the head's. */
    lw_flow_load(l, &pre);
    if (def != merge || (known && matched))
        lw_flow_dead(l);
    lw_flow_join(l, &brk_res);
    if (fall.live) {
        lw_flow_take(l, &fall);
        lw_flow_join(l, &brk_res);
    }
    lw_flow_take(l, &brk_res);
    lw_set_block(l, merge);
}

void lw_stmt(L *l, Stmt *s)
{
    if (!s)
        return;
    lw_enter(l, s->loc);
    l->b.loc = s->loc;
    lw_stmt_ext_requirements(l, s);
    /* Its expressions that use a resource chosen at run time (respick.c). */
    lw_pick_scan(l, s->expr);
    lw_pick_scan(l, s->cond);
    lw_pick_scan(l, s->step);
    for (uint32_t i = 0; s->kind == ST_DECL && i < s->decls.len; i++)
        lw_pick_scan(l, s->decls.data[i]->init);
    switch (s->kind) {
    case ST_BLOCK: {
        /* A lexical block for the debug info (DebugLexicalBlock at its `{`). */
        uint32_t outer = l->b.scope;
        if (l->b.func)
            l->b.scope = ir_dscope_block(l->m, l->b.func->id, outer, s->loc);
        for (uint32_t i = 0; i < s->stmts.len; i++)
            lw_stmt(l, s->stmts.data[i]);
        l->b.scope = outer;
        break;
    }
    case ST_EXPR:
        if (s->expr)
            lw_expr_discard(l, s->expr);
        break;
    case ST_DECL:
        for (uint32_t i = 0; i < s->decls.len; i++)
            local_decl(l, s->decls.data[i]);
        break;
    case ST_IF: stmt_if(l, s); break;
    case ST_FOR:
    case ST_WHILE:
    case ST_DO: stmt_loop(l, s); break;
    case ST_SWITCH: stmt_switch(l, s); break;
    case ST_BREAK:
        if (!l->brk.len)
            diag_ice(l->cc, s->loc, "lowering: break outside a loop or switch");
        lw_flow_join(l, vec_last(&l->flow.brk));
        br_to(l, vec_last(&l->brk));
        break;
    case ST_CONTINUE:
        if (!l->cont.len)
            diag_ice(l->cc, s->loc, "lowering: continue outside a loop");
        lw_flow_join(l, vec_last(&l->flow.cont));
        br_to(l, vec_last(&l->cont));
        break;
    case ST_RETURN: {
        /* A returned resource is no value: the caller is given the
         * binding (resbind.c), the function returns void. */
        bool res = s->expr && lw_is_resource(s->expr->type) && !lw_res_is_value(s->expr->type);
        IrId v = s->expr && !res ? lw_expr(l, s->expr) : 0;
        if (s->expr && lw_strip(s->expr->type)->kind == TY_VOID)
            v = 0;
        if (s->expr && lw_res_holds(s->expr->type))
            lw_res_return(l, s->expr);
        lw_flow_join(l, &l->flow.ret);
        ir_ret(&l->b, v);
        lw_dead_block(l);
        break;
    }
    case ST_DISCARD:
        if (lw_discard_demotes(l)) { /* the invocation carries on as a helper */
            ir_emit(&l->b, IR_DEMOTE, 0, NULL, 0, NULL, 0);
            break;
        }
        ir_emit(&l->b, IR_KILL, 0, NULL, 0, NULL, 0);
        lw_dead_block(l);
        break;
    case ST_EMPTY:
        break;
    }
    lw_leave(l);
}
