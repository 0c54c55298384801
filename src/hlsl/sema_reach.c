/*
 * Stage rules checked on what the entry point reaches.
 *
 * A file often holds several entry points (VSMain and PSMain side by side),
 * and a rule of one stage must not fail the compilation of another: DXC
 * only reports `discard` outside a pixel shader when a function the selected
 * entry point calls, directly or not, contains it. So such rules are not
 * checked while parsing; once the whole file is parsed, the call graph is
 * followed from the entry point (and a hull shader's patch-constant
 * function, and the initializers of globals):
 *
 *   worklist = [entry]; for each function f in worklist (in order):
 *       walk f's body; every called function not yet listed is appended;
 *       every stage-only statement is checked against the stage.
 *
 * The worklist is the visited set too (linear search: files have hundreds
 * of functions at most), so the order of reports is the order functions are
 * reached, which is deterministic. Intrinsics that only some stages have
 * (derivatives, wave operations) are lowering's checks, which only sees
 * reached code already.
 */
#include "hlsl/sema.h"

typedef struct Reach {
    P *p;
    Decl *entry;
    Vec(Decl *) funcs;  /* reached, in the order they were found */
    Decl *cur;          /* the function being walked */
    bool too_deep;
    Vec(Decl *) shared; /* groupshared variables already reported */
    VkLater later;      /* vk_refuse: features the back ends refuse */
} Reach;

/* Left-leaning chains (a + b + c + ...) are built without recursion by the
 * parser, so the walk loops on lhs and only counts the other operands. */
enum { REACH_DEPTH = 4 * LIMIT_NESTING };

static void reach_func(Reach *r, Decl *f)
{
    if (f && !f->body && f->definition)
        f = f->definition;
    if (!f || !f->body)
        return;
    for (uint32_t i = 0; i < r->funcs.len; i++)
        if (r->funcs.data[i] == f)
            return;
    vec_push(&r->p->cc->arena, &r->funcs, f);
}

static bool deep(Reach *r, int depth, Loc loc)
{
    if (depth < REACH_DEPTH)
        return false;
    if (!r->too_deep)
        diag(r->p->cc, loc, D_NESTING_TOO_DEEP, (unsigned)REACH_DEPTH);
    r->too_deep = true;
    return true;
}

/* groupshared memory exists only in compute, amplification and mesh
 * shaders (DXC rejects it elsewhere); each variable is reported once. */
static void check_groupshared(Reach *r, Expr *e)
{
    Cc *cc = r->p->cc;
    if (cc->stage == STAGE_COMPUTE || cc->stage == STAGE_AMPLIFICATION || cc->stage == STAGE_MESH)
        return;
    for (uint32_t i = 0; i < r->shared.len; i++)
        if (r->shared.data[i] == e->decl)
            return;
    vec_push(&cc->arena, &r->shared, e->decl);
    diag(cc, e->loc, D_GROUPSHARED_STAGE, e->decl->name, stage_name(cc->stage));
    diag_note(cc, e->decl->loc, "'%s' is declared groupshared here", e->decl->name);
}

/* DispatchMesh's payload, a groupshared variable, is the task payload
 * (TaskPayloadWorkgroupEXT in SPIR-V): marked for lowering. */
static void mark_payload(Expr *arg)
{
    while (arg && arg->kind == EX_CAST)
        arg = arg->lhs;
    if (arg && arg->kind == EX_VAR && arg->decl && arg->decl->storage == SC_GROUPSHARED)
        arg->decl->mods |= DM_PAYLOAD;
}

static void walk_expr(Reach *r, Expr *e, int depth)
{
    for (; e; e = e->lhs) {
        if (deep(r, depth, e->loc))
            return;
        if (e->kind == EX_CALL) {
            reach_func(r, e->func);
            vk_check_call(r->p, e);
        }
        vk_refuse(r->p, e, &r->later);
        if (e->kind == EX_BUILTIN && e->builtin == BI_DISPATCH_MESH && e->args.len == 4)
            mark_payload(e->args.data[3]);
        p_check_expr_target(r->p, e);
        if (e->kind == EX_VAR && e->decl && e->decl->storage == SC_GROUPSHARED)
            check_groupshared(r, e);
        walk_expr(r, e->rhs, depth + 1);
        walk_expr(r, e->cond, depth + 1);
        walk_expr(r, e->level, depth + 1);
        walk_expr(r, e->object, depth + 1);
        for (uint32_t i = 0; i < e->args.len; i++)
            walk_expr(r, e->args.data[i], depth + 1);
        for (uint32_t i = 0; i < e->init.srcs.len; i++)
            walk_expr(r, e->init.srcs.data[i], depth + 1);
        /* init.leaves, lhs_conv and back_conv only convert EX_OPAQUE
         * references to values walked above. */
    }
}

static void check_discard(Reach *r, Stmt *s)
{
    Cc *cc = r->p->cc;
    if (cc->stage == STAGE_PIXEL)
        return;
    diag(cc, s->loc, D_DISCARD_STAGE);
    if (r->cur != r->entry)
        diag_note(cc, r->cur->loc, "'%s' is called from the %s entry point '%s'", r->cur->name,
                  stage_name(cc->stage), r->entry->name);
}

static void walk_stmt(Reach *r, Stmt *s, int depth)
{
    if (!s || deep(r, depth, s->loc))
        return;
    switch (s->kind) {
    case ST_BLOCK:
        for (uint32_t i = 0; i < s->stmts.len; i++)
            walk_stmt(r, s->stmts.data[i], depth + 1);
        break;
    case ST_DECL:
        for (uint32_t i = 0; i < s->decls.len; i++)
            if (s->decls.data[i]->kind == DK_VAR)
                walk_expr(r, s->decls.data[i]->init, depth + 1);
        break;
    case ST_DISCARD:
        check_discard(r, s);
        break;
    case ST_SWITCH:
        walk_expr(r, s->cond, depth + 1);
        for (uint32_t i = 0; i < s->cases.len; i++)
            for (uint32_t j = 0; j < s->cases.data[i]->stmts.len; j++)
                walk_stmt(r, s->cases.data[i]->stmts.data[j], depth + 1);
        break;
    default:
        walk_expr(r, s->expr, depth + 1);
        walk_expr(r, s->cond, depth + 1);
        walk_expr(r, s->step, depth + 1);
        walk_stmt(r, s->init, depth + 1);
        walk_stmt(r, s->then, depth + 1);
        walk_stmt(r, s->els, depth + 1);
        walk_stmt(r, s->body, depth + 1);
        break;
    }
}

void p_check_reachable(P *p)
{
    Cc *cc = p->cc;
    if (cc->stage == STAGE_LIBRARY || cc->stage == STAGE_NONE || !cc->opt)
        return;
    Decl *entry = ast_entry(cc, p->ast);
    if (!entry || !entry->body)
        return;
    Reach r = {p, entry, {0}, NULL, false, {0}, {0}};
    reach_func(&r, entry);
    reach_func(&r, entry->attrs.patchconstantfunc_decl);
    for (uint32_t i = 0; i < p->ast->globals.len; i++)
        walk_expr(&r, p->ast->globals.data[i]->init, 0);
    for (uint32_t i = 0; i < r.funcs.len && !r.too_deep; i++) {
        r.cur = r.funcs.data[i];
        walk_stmt(&r, r.cur->body, 0);
    }
    vk_refuse_report(p, &r.later);
}
