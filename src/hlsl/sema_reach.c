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
    AstWalk w;          /* first: the callbacks get it */
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

static void too_deep(AstWalk *w, Loc at)
{
    Reach *r = (Reach *)w;
    if (!r->too_deep)
        diag(r->p->cc, at, D_NESTING_TOO_DEEP, (unsigned)REACH_DEPTH);
    r->too_deep = true;
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

static bool visit_expr(AstWalk *w, Expr *e)
{
    Reach *r = (Reach *)w;
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
    return true;
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

static bool visit_stmt(AstWalk *w, Stmt *s)
{
    if (s->kind == ST_DISCARD)
        check_discard((Reach *)w, s);
    return true;
}

/* [[vk::ext_builtin_input(n)]] and [[vk::ext_builtin_output(n)]] of the
 * same built-in: one SPIR-V variable cannot be both (DXC: "cannot redefine
 * builtin n as an output"), whatever the entry point uses. */
static void check_ext_builtins(P *p)
{
    Cc *cc = p->cc;
    Vec(Decl *) seen = {0};
    for (uint32_t i = 0; i < p->ast->globals.len; i++) {
        Decl *d = p->ast->globals.data[i];
        uint32_t n;
        bool in = ast_vk_ext_builtin(d, true, &n), out = !in && ast_vk_ext_builtin(d, false, &n);
        if (!in && !out)
            continue;
        for (uint32_t k = 0; k < seen.len; k++) {
            Decl *o = seen.data[k];
            uint32_t m;
            bool oin = ast_vk_ext_builtin(o, true, &m);
            if (!oin && !ast_vk_ext_builtin(o, false, &m))
                continue;
            if (m == n && oin != in) {
                diag(cc, d->loc, D_EXT_BUILTIN_REDEFINED, (unsigned)n, in ? "input" : "output",
                     in ? "output" : "input");
                diag_note(cc, o->loc, "'%s' is declared here", o->name ? o->name : "?");
                break;
            }
        }
        vec_push(&cc->arena, &seen, d);
    }
}

void p_check_reachable(P *p)
{
    Cc *cc = p->cc;
    check_ext_builtins(p);
    if (cc->stage == STAGE_LIBRARY || cc->stage == STAGE_NONE || !cc->opt)
        return;
    Decl *entry = ast_entry(cc, p->ast);
    if (!entry || !entry->body)
        return;
    Reach r = {{visit_expr, visit_stmt, too_deep, REACH_DEPTH, false}, p, entry, {0}, NULL, false, {0}, {0}};
    reach_func(&r, entry);
    reach_func(&r, entry->attrs.patchconstantfunc_decl);
    for (uint32_t i = 0; i < p->ast->globals.len; i++)
        ast_walk_expr(&r.w, p->ast->globals.data[i]->init);
    for (uint32_t i = 0; i < r.funcs.len && !r.too_deep; i++) {
        r.cur = r.funcs.data[i];
        ast_walk_stmt(&r.w, r.cur->body);
    }
    vk_refuse_report(p, &r.later);
}
