/*
 * Walking the typed AST: one visitor for the passes that look through a
 * function body (sema_reach.c's stage rules, lowering's unroll.c). The
 * callbacks and the nesting rule are in ast.h.
 */
#include "hlsl/ast.h"

/* Past max_depth the node and its parts are skipped (the rest of the walk
 * goes on: shallower nodes are still visited). */
static bool deep(AstWalk *w, int depth, Loc at)
{
    if (depth < w->max_depth)
        return false;
    w->stopped = true;
    if (w->too_deep)
        w->too_deep(w, at);
    return true;
}

static void walk_expr(AstWalk *w, Expr *e, int depth)
{
    for (; e; e = e->lhs) {
        if (deep(w, depth, e->loc) || (w->expr && !w->expr(w, e)))
            return;
        walk_expr(w, e->rhs, depth + 1);
        walk_expr(w, e->cond, depth + 1);
        walk_expr(w, e->level, depth + 1);
        walk_expr(w, e->object, depth + 1);
        for (uint32_t i = 0; i < e->args.len; i++)
            walk_expr(w, e->args.data[i], depth + 1);
        for (uint32_t i = 0; i < e->init.srcs.len; i++)
            walk_expr(w, e->init.srcs.data[i], depth + 1);
    }
}

static void walk_stmt(AstWalk *w, Stmt *s, int depth)
{
    if (!s || deep(w, depth, s->loc) || (w->stmt && !w->stmt(w, s)))
        return;
    for (uint32_t i = 0; i < s->stmts.len; i++)
        walk_stmt(w, s->stmts.data[i], depth + 1);
    for (uint32_t i = 0; i < s->decls.len; i++)
        if (s->decls.data[i]->kind == DK_VAR)
            walk_expr(w, s->decls.data[i]->init, depth + 1);
    walk_expr(w, s->expr, depth + 1);
    walk_expr(w, s->cond, depth + 1);
    walk_expr(w, s->step, depth + 1);
    walk_stmt(w, s->init, depth + 1);
    walk_stmt(w, s->then, depth + 1);
    walk_stmt(w, s->els, depth + 1);
    walk_stmt(w, s->body, depth + 1);
    for (uint32_t i = 0; i < s->cases.len; i++)
        for (uint32_t j = 0; j < s->cases.data[i]->stmts.len; j++)
            walk_stmt(w, s->cases.data[i]->stmts.data[j], depth + 1);
}

void ast_walk_stmt(AstWalk *w, Stmt *s) { walk_stmt(w, s, 0); }
void ast_walk_expr(AstWalk *w, Expr *e) { walk_expr(w, e, 0); }
