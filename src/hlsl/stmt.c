/*
 * The HLSL parser, part 2: statements. Each statement is checked as it is
 * built (conditions converted to bool, returns to the function's type,
 * break/continue/case placement). A statement that fails to parse is
 * skipped to its ';' so the next one is parsed afresh.
 */
#include "hlsl/sema.h"

static Stmt *p_stmt(P *p);

static Stmt *new_stmt(P *p, StmtKind k, Loc loc)
{
    Stmt *s = NEW(p->cc, Stmt);
    s->kind = k;
    s->loc = loc;
    return s;
}

/* A condition's value: a scalar (or one-component vector) converted to bool. */
static Expr *cond_value(P *p, Expr *e)
{
    if (e->kind == EX_ERROR)
        return e;
    if (e->type->kind != TY_SCALAR && !(e->type->kind == TY_VECTOR && e->type->cols == 1)) {
        if (e->type->kind != TY_ERROR)
            diag(p->cc, e->loc, D_BAD_CONDITION, ty_name(p->cc, e->type));
        return e;
    }
    return p_to_bool(p, p_concretize(p, e));
}

/* A condition: scalar converted to bool. */
static Expr *p_cond(P *p) { return cond_value(p, p_expr(p)); }

static const Token *after_type_name(const Token *t);

/* Does a condition declaration (`int d = x`) start here? A type followed by
 * its name; `float4(v).x`, `vector<int, 2>(a, b)` and casts are expressions. */
static bool at_cond_decl(P *p)
{
    if (!p_starts_type(p))
        return false;
    const Token *t = p->tok;
    while (p_modifier_at(p, t) >= 0)
        t++;
    t = after_type_name(t);
    return t && t->kind == TK_IDENT;
}

/* The token after a type's name at t (ns::T<args>), NULL if t is not a
 * name or its template arguments do not close. */
static const Token *after_type_name(const Token *t)
{
    if (t->kind != TK_IDENT)
        return NULL;
    t++;
    while (is_punct_at(t, P_COLONCOLON) && t[1].kind == TK_IDENT) /* ns::T */
        t += 2;
    if (is_punct_at(t, P_LT)) { /* skip template arguments */
        int depth = 0;
        for (; t->kind != TK_EOF; t++) {
            if (is_punct_at(t, P_LT) || is_punct_at(t, P_LPAREN))
                depth++;
            else if (is_punct_at(t, P_GT) || is_punct_at(t, P_RPAREN))
                depth--;
            else if (is_punct_at(t, P_RSHIFT))
                depth -= 2;
            else if (is_punct_at(t, P_SEMI) || is_punct_at(t, P_LBRACE))
                return NULL;
            if (depth <= 0) {
                t++;
                break;
            }
        }
    }
    return t;
}

/* The declaration of a condition variable as its own statement. */
static Stmt *decl_stmt(P *p, Decl *d)
{
    Stmt *s = new_stmt(p, ST_DECL, d->loc);
    vec_push(&p->cc->arena, &s->decls, d);
    return s;
}

/* { a; b } */
static Stmt *block2(P *p, Stmt *a, Stmt *b)
{
    Stmt *s = new_stmt(p, ST_BLOCK, a->loc);
    vec_push(&p->cc->arena, &s->stmts, a);
    vec_push(&p->cc->arena, &s->stmts, b);
    return s;
}

/* A loop whose condition declares a variable (`while (T x = e) body`) is
 * re-evaluated every iteration, so the AST form (no node has room for the
 * declaration) is `while (true) { T x = e; if (!x) break; body }`; for a
 * `for`, `continue` still runs the step before the next declaration. */
static Stmt *loop_cond_decl_body(P *p, Decl *d, Stmt *body)
{
    Cc *cc = p->cc;
    Expr *c = cond_value(p, p_var_ref(p, d, d->loc));
    Expr *not = p_new_expr(p, EX_UNARY, d->loc, c->type);
    not->op = UO_NOT;
    not->lhs = c;
    Stmt *test = new_stmt(p, ST_IF, d->loc);
    test->cond = not;
    test->then = new_stmt(p, ST_BREAK, d->loc);
    Stmt *b = block2(p, decl_stmt(p, d), test);
    vec_push(&cc->arena, &b->stmts, body);
    return b;
}

static Expr *true_lit(P *p, Loc loc)
{
    Expr *e = p_new_expr(p, EX_BOOL_LIT, loc, ty_scalar(p->cc, SK_BOOL));
    e->bval = true;
    e->is_const = true;
    e->cval.kind = SK_BOOL;
    e->cval.b = true;
    e->cval.i = 1;
    return e;
}

/* block := '{' stmt* '}' */
Stmt *p_block(P *p)
{
    Stmt *s = new_stmt(p, ST_BLOCK, p->tok->loc);
    p_expect(p, P_LBRACE, "to begin a block");
    Scope *outer = p->scope;
    p->scope = p_new_scope(p);
    while (!p_is_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
        const Token *before = p->tok;
        Stmt *c = p_stmt(p);
        if (c)
            vec_push(&p->cc->arena, &s->stmts, c);
        if (p->tok == before) /* no progress */
            p_skip_to_semi(p);
    }
    p_expect(p, P_RBRACE, "to end the block");
    p->scope = outer;
    return s;
}

/* A sub-statement with its own scope (if/loop bodies). */
static Stmt *p_sub_stmt(P *p)
{
    Scope *outer = p->scope;
    p->scope = p_new_scope(p);
    Stmt *s = p_stmt(p);
    p->scope = outer;
    return s ? s : new_stmt(p, ST_EMPTY, p->tok->loc);
}

static bool ends_flow(Stmt *s)
{
    if (!s)
        return false;
    switch (s->kind) {
    case ST_RETURN: case ST_DISCARD: case ST_BREAK: case ST_CONTINUE:
        return true;
    case ST_BLOCK:
        return s->stmts.len && ends_flow(vec_last(&s->stmts));
    case ST_IF:
        return s->els && ends_flow(s->then) && ends_flow(s->els);
    default:
        return false;
    }
}

/* Does the block starting at '{' hold a case label of the enclosing switch
 * (`case 6: { case 7: break; }`), i.e. one not inside a nested block? */
static bool block_has_case(P *p)
{
    int depth = 0;
    for (const Token *t = p->tok; t->kind != TK_EOF; t++) {
        if (is_punct_at(t, P_LBRACE))
            depth++;
        else if (is_punct_at(t, P_RBRACE) && --depth == 0)
            return false;
        else if (depth == 1 && t->kind == TK_IDENT &&
                 (t->text == p->kw[KW_CASE] || (t->text == p->kw[KW_DEFAULT] && is_punct_at(t + 1, P_COLON))))
            return true;
    }
    return false;
}

/* switch-items := (('case' const | 'default') ':' | stmt)*  up to '}'
 * A block that holds case labels is flattened into the switch (its
 * statements join the case groups, its names keep their own scope), which
 * is what jumping into it means when nothing else encloses the labels. */
/* `seen` holds the case values so far (keyed by their bytes): a search of
 * every earlier case per label was quadratic (tests/robust switch_10k_cases). */
static void switch_items(P *p, Stmt *s, SwitchCase **curp, Map *seen)
{
    Cc *cc = p->cc;
    while (!p_is_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
        if (p_is(p, KW_CASE) || p_is(p, KW_DEFAULT)) {
            Loc loc = p->tok->loc;
            SwitchCase *cur = *curp;
            if (!cur || cur->stmts.len) {
                cur = *curp = NEW(cc, SwitchCase);
                cur->loc = loc;
                vec_push(&cc->arena, &s->cases, cur);
            }
            if (p_accept_kw(p, KW_DEFAULT)) {
                for (size_t i = 0; i < s->cases.len; i++)
                    if (s->cases.data[i]->is_default) {
                        diag(cc, loc, D_DUP_DEFAULT);
                        diag_note(cc, s->cases.data[i]->loc, "the first default label is here");
                        break;
                    }
                cur->is_default = true;
            } else {
                p_accept_kw(p, KW_CASE);
                Expr *e = p_expr(p);
                int64_t v = 0;
                if (p_const_int(p, e, &v, "case label")) {
                    if (map_get_s(seen, (const char *)&v, sizeof v))
                        diag(cc, e->loc, D_DUP_CASE, (long long)v);
                    else
                        map_put_s(cc, seen, (const char *)&v, sizeof v, cur);
                    vec_push(&cc->arena, &cur->values, v);
                }
            }
            p_expect(p, P_COLON, "after case label");
            continue;
        }
        if (p_is_punct(p, P_LBRACE) && block_has_case(p)) {
            if (!p_enter(p))
                return;
            p_accept(p, P_LBRACE);
            Scope *outer = p->scope;
            p->scope = p_new_scope(p);
            switch_items(p, s, curp, seen);
            p->scope = outer;
            p_expect(p, P_RBRACE, "to end the block");
            p_leave(p);
            continue;
        }
        const Token *before = p->tok;
        Stmt *b = p_stmt(p);
        if (!*curp) {
            if (b && b->kind != ST_EMPTY)
                diag(cc, b->loc, D_UNEXPECTED_TOKEN, "statement before the first case");
        } else if (b) {
            vec_push(&cc->arena, &(*curp)->stmts, b);
        }
        if (p->tok == before)
            p_skip_to_semi(p);
    }
}

/* switch := 'switch' '(' (expr | condition-declaration) ')'
 *           '{' (('case' const | 'default') ':' stmt*)* '}'
 * A declared selector variable is returned in *cdecl. */
static Stmt *p_switch(P *p, Stmt *s, Decl **cdecl)
{
    Cc *cc = p->cc;
    s->kind = ST_SWITCH;
    p_expect(p, P_LPAREN, "after 'switch'");
    Scope *outer = p->scope;
    Expr *c;
    if (at_cond_decl(p)) { /* switch (int s = e): the caller wraps it in a block */
        p->scope = p_new_scope(p);
        *cdecl = p_cond_decl(p);
        c = *cdecl ? p_var_ref(p, *cdecl, (*cdecl)->loc) : p_err_expr(p, p->tok->loc);
    } else {
        c = p_concretize(p, p_expr(p));
    }
    p_expect(p, P_RPAREN, "after switch condition");
    if (c->type->kind == TY_ENUM || (c->type->kind == TY_SCALAR && ty_is_int_kind(c->type->scalar))) {
        /* ok */
    } else if (c->type->kind == TY_SCALAR || (c->type->kind == TY_VECTOR && c->type->cols == 1)) {
        c = p_convert(p, c, ty_scalar(cc, SK_INT32), false);
    } else if (c->type->kind != TY_ERROR) {
        diag(cc, c->loc, D_BAD_CONDITION, ty_name(cc, c->type));
    }
    s->cond = c;
    p_expect(p, P_LBRACE, "to begin the switch body");
    p->scope = p_new_scope(p);
    p->switch_depth++;
    SwitchCase *cur = NULL;
    Map seen = {0};
    switch_items(p, s, &cur, &seen);
    p->switch_depth--;
    p->scope = outer;
    p_expect(p, P_RBRACE, "to end the switch body");
    return s;
}

/* stmt := block | ';' | attributes stmt | if | for | while | do | switch
 *       | break ';' | continue ';' | return expr? ';' | discard ';'
 *       | declaration | expr ';' */
/* `[[unroll]] for (...)`: a statement attribute in C++11 brackets, which DXC
 * takes too (max_id.hlsl); `[[vk::...]]` and others stay declarations'. */
static bool stmt_attr_brackets(P *p)
{
    static const char *const names[] = {"unroll", "loop", "fastopt", "allow_uav_condition", "branch",
                                        "flatten", "forcecase", "call"};
    const Token *t = p->tok + 2;
    /* [[vk::ext_capability(c)]] [[vk::ext_extension(e)]] f(...); (DXC's way of
     * declaring what an inline SPIR-V call needs): after the brackets comes
     * a call, `name (` or `vk :: name (`, not a declaration. */
    if (t->kind == TK_IDENT && !strcmp(t->text, "vk") && is_punct_at(t + 1, P_COLONCOLON) &&
        t[2].kind == TK_IDENT && (!strcmp(t[2].text, "ext_capability") || !strcmp(t[2].text, "ext_extension"))) {
        const Token *r = p->tok;
        while (is_punct_at(r, P_LBRACKET) && is_punct_at(r + 1, P_LBRACKET))
            r = skip_bracket_group(r);
        if (r->kind == TK_IDENT && !strcmp(r->text, "vk") && is_punct_at(r + 1, P_COLONCOLON))
            r += 2;
        return r->kind == TK_IDENT && is_punct_at(r + 1, P_LPAREN);
    }
    if (t->kind != TK_IDENT || is_punct_at(t + 1, P_COLONCOLON))
        return false;
    for (size_t i = 0; i < countof(names); i++)
        if (!strcmp(t->text, names[i]))
            return true;
    return false;
}


/* name '<' ... '>' '::': the tokens after a template's arguments name a
 * member (S<int>::value), so the statement is an expression. */
static bool template_member_next(P *p)
{
    const Token *t = p->tok;
    if (t->kind != TK_IDENT || !is_punct_at(t + 1, P_LT))
        return false;
    int depth = 0;
    for (const Token *r = t + 1; r < p->end && r - t < 256; r++) {
        if (is_punct_at(r, P_LT) || is_punct_at(r, P_LPAREN))
            depth++;
        else if (is_punct_at(r, P_GT) || is_punct_at(r, P_RPAREN))
            depth--;
        else if (is_punct_at(r, P_RSHIFT))
            depth -= 2;
        else if (is_punct_at(r, P_SEMI) || is_punct_at(r, P_LBRACE))
            return false;
        if (depth <= 0)
            return depth == 0 && is_punct_at(r + 1, P_COLONCOLON);
    }
    return false;
}

static Stmt *p_stmt(P *p)
{
    Cc *cc = p->cc;
    p_enter(p);
    Loc loc = p->tok->loc;
    Stmt *s = new_stmt(p, ST_EMPTY, loc);
    uint32_t attrs = 0, unroll = 0;
    Decl *cdecl = NULL; /* a condition declaration: `if (int d = x)` */
    Stmt *wrap = NULL;  /* the block that holds it and s */
    if (p_is_punct(p, P_LBRACKET) &&
        (!(p->tok[1].kind == TK_PUNCT && p->tok[1].punct == P_LBRACKET) || stmt_attr_brackets(p))) {
        p_stmt_attributes(p, s);
        attrs = s->attrs;
        unroll = s->unroll_count;
    }
    Stmt *first = s; /* its [[vk::ext_*]] go with the statement that follows */
    if (p_is_punct(p, P_LBRACE)) {
        s = p_block(p);
    } else if (p_accept(p, P_SEMI)) {
        /* empty */
    } else if (p_accept_kw(p, KW_IF)) {
        /* if (T x = e) A else B  is  { T x = e; if (x) A else B } */
        s->kind = ST_IF;
        p_expect(p, P_LPAREN, "after 'if'");
        Scope *outer = p->scope;
        if (at_cond_decl(p)) {
            p->scope = p_new_scope(p);
            cdecl = p_cond_decl(p);
            s->cond = cdecl ? cond_value(p, p_var_ref(p, cdecl, cdecl->loc)) : p_err_expr(p, p->tok->loc);
        } else {
            s->cond = p_cond(p);
        }
        p_expect(p, P_RPAREN, "after if condition");
        s->then = p_sub_stmt(p);
        if (p_accept_kw(p, KW_ELSE))
            s->els = p_sub_stmt(p);
        p->scope = outer;
        if (cdecl)
            wrap = block2(p, decl_stmt(p, cdecl), s);
    } else if (p_accept_kw(p, KW_FOR)) {
        s->kind = ST_FOR;
        Scope *outer = p->scope;
        p->scope = p_new_scope(p); /* HLSL 2021: the init's names are scoped to the loop */
        p_expect(p, P_LPAREN, "after 'for'");
        if (!p_accept(p, P_SEMI)) {
            if (p_starts_type(p)) {
                s->init = p_local_decl(p);
            } else {
                Stmt *e = new_stmt(p, ST_EXPR, p->tok->loc);
                e->expr = p_expr(p);
                s->init = e;
                p_expect(p, P_SEMI, "after for initializer");
            }
        }
        Scope *cond_scope = NULL;
        if (at_cond_decl(p)) {
            /* for (init; T x = e; step): x is not visible to the step here
             * (its declaration moves into the body, see loop_cond_decl_body) */
            cond_scope = p->scope = p_new_scope(p);
            cdecl = p_cond_decl(p);
            p->scope = cond_scope->up;
        } else if (!p_is_punct(p, P_SEMI)) {
            s->cond = p_cond(p);
        }
        p_expect(p, P_SEMI, "after for condition");
        if (!p_is_punct(p, P_RPAREN))
            s->step = p_expr(p);
        p_expect(p, P_RPAREN, "after for clauses");
        Scope *loop_scope = p->scope;
        if (cond_scope)
            p->scope = cond_scope;
        p->loop_depth++;
        s->body = p_sub_stmt(p);
        p->loop_depth--;
        p->scope = loop_scope;
        if (cdecl)
            s->body = loop_cond_decl_body(p, cdecl, s->body);
        p->scope = outer;
        /* HLSL 2018 and older: the init's variables stay visible after the
         * loop, as in old C++ (a later loop may declare them again). */
        if (cc->hlsl_version < 2021 && s->init && s->init->kind == ST_DECL)
            for (uint32_t i = 0; i < s->init->decls.len; i++) {
                Decl *d = s->init->decls.data[i];
                Sym *old = d->name ? scope_lookup_here(loop_scope, d->name) : NULL;
                if (old && old->decl == d) {
                    map_put(cc, &outer->syms, d->name, old);
                    p->sym_gen++;
                }
            }
    } else if (p_accept_kw(p, KW_WHILE)) {
        s->kind = ST_WHILE;
        p_expect(p, P_LPAREN, "after 'while'");
        Scope *outer = p->scope;
        if (at_cond_decl(p)) {
            p->scope = p_new_scope(p);
            cdecl = p_cond_decl(p);
            s->cond = true_lit(p, loc);
        } else {
            s->cond = p_cond(p);
        }
        p_expect(p, P_RPAREN, "after while condition");
        p->loop_depth++;
        s->body = p_sub_stmt(p);
        p->loop_depth--;
        p->scope = outer;
        if (cdecl)
            s->body = loop_cond_decl_body(p, cdecl, s->body);
    } else if (p_accept_kw(p, KW_DO)) {
        s->kind = ST_DO;
        p->loop_depth++;
        s->body = p_sub_stmt(p);
        p->loop_depth--;
        if (!p_accept_kw(p, KW_WHILE))
            p_error(p, p->tok, D_EXPECTED, "'while' after do body");
        p_expect(p, P_LPAREN, "after 'while'");
        s->cond = p_cond(p);
        p_expect(p, P_RPAREN, "after while condition");
        p_expect(p, P_SEMI, "after do-while");
    } else if (p_accept_kw(p, KW_SWITCH)) {
        Scope *outer = p->scope;
        p_switch(p, s, &cdecl);
        p->scope = outer;
        if (cdecl)
            wrap = block2(p, decl_stmt(p, cdecl), s);
    } else if (p_is(p, KW_BREAK) || p_is(p, KW_CONTINUE)) {
        bool brk = p_is(p, KW_BREAK);
        const Token *t = p->tok;
        p_accept_kw(p, brk ? KW_BREAK : KW_CONTINUE);
        s->kind = brk ? ST_BREAK : ST_CONTINUE;
        if (brk ? (p->loop_depth == 0 && p->switch_depth == 0) : p->loop_depth == 0)
            diag(cc, t->loc, D_BREAK_OUTSIDE, t->text);
        p_expect(p, P_SEMI, brk ? "after 'break'" : "after 'continue'");
    } else if (p_accept_kw(p, KW_RETURN)) {
        s->kind = ST_RETURN;
        Type *rt = p->ret_type ? p->ret_type : ty_void(cc);
        if (!p_is_punct(p, P_SEMI)) {
            Expr *e = p_expr(p);
            if (rt->kind == TY_VOID) {
                if (e->type->kind != TY_VOID && e->type->kind != TY_ERROR)
                    diag(cc, e->loc, D_RETURN_VALUE, "void function should not return a value");
                s->expr = e;
            } else {
                s->expr = p_convert(p, e, rt, false);
                if (p->func && (p->func->mods & DM_GLOBALLYCOHERENT))
                    vk_mark_coherent_heap(s->expr);
            }
        } else if (rt->kind != TY_VOID && rt->kind != TY_ERROR) {
            diag(cc, loc, D_RETURN_VALUE, "non-void function should return a value");
        }
        p_expect(p, P_SEMI, "after return");
    } else if (p_accept_kw(p, KW_DISCARD)) {
        s->kind = ST_DISCARD; /* its stage is checked where the entry reaches it (sema_reach.c) */
        p_expect(p, P_SEMI, "after discard");
    } else if (p_is(p, KW_CASE) || p_is(p, KW_DEFAULT)) {
        diag(cc, loc, D_CASE_OUTSIDE, p->tok->text);
        p_skip_to_semi(p);
    } else if (p_is(p, KW_ELSE)) {
        p_error(p, p->tok, D_UNEXPECTED_TOKEN, "else");
        p_skip_to_semi(p);
    } else if (p_is(p, KW_GOTO) && p->tok[1].kind == TK_IDENT) {
        diag(cc, loc, D_UNSUPPORTED_SYNTAX, "goto");
        p_skip_to_semi(p);
    } else if ((p_is(p, KW_CBUFFER) || p_is(p, KW_TBUFFER)) && p->tok[1].kind == TK_IDENT) {
        s = p_local_decl(p); /* an error: cbuffers are global (parsed to recover) */
    } else if (p_local_decl_bad_type(p)) {
        s = p_local_decl(p);
    } else if (p_is_punct(p, P_LBRACKET) || p_starts_type(p) || p_is(p, KW_TYPEDEF) || p_is(p, KW_USING) ||
               ((p_is(p, KW_STRUCT) || p_is(p, KW_CLASS) || p_is(p, KW_ENUM)) &&
                (p->tok[1].kind == TK_IDENT || (p->tok[1].kind == TK_PUNCT && p->tok[1].punct == P_LBRACE)))) {
        /* A declaration, unless it is a constructor call or cast: float4(1).x;
         * vk::BufferPointer<float, 4>(a).Get() = 1; or a member of a
         * template's instance: S<int>::value; */
        const Token *after = after_type_name(p->tok);
        if ((after && is_punct_at(after, P_LPAREN) && !p_is(p, KW_STRUCT)) || template_member_next(p)) {
            s->kind = ST_EXPR;
            s->expr = p_expr(p);
            p_expect(p, P_SEMI, "after expression");
        } else {
            s = p_local_decl(p);
        }
    } else {
        s->kind = ST_EXPR;
        uint32_t errs = cc->error_count;
        s->expr = p_expr(p);
        if (!p_accept(p, P_SEMI)) {
            if (errs == cc->error_count)
                p_expect(p, P_SEMI, "after expression");
            p_skip_to_semi(p);
        }
    }
    s->attrs |= attrs;
    if (unroll)
        s->unroll_count = unroll;
    if (s != first)
        s->ext = first->ext;
    p_leave(p);
    return wrap ? wrap : s;
}

/* Used by sema_entry.c / parse.c: does the body end every path with return? */
bool p_stmt_always_returns(Stmt *s);
bool p_stmt_always_returns(Stmt *s) { return ends_flow(s); }

/* ---- missing return -------------------------------------------------------
 * A non-void function whose body can reach its closing brace gets warning
 * OSH0404, as clang's -Wreturn-type does. The test is conservative in the
 * other direction from the warning: a statement "may fall through" unless it
 * surely cannot (return, discard, an if whose two branches cannot, a loop
 * whose condition is constant true and that has no break of its own, a
 * switch with a default, no break and a last group that cannot). The AST's
 * depth is bounded by the parser's nesting limit. */

static bool stmt_may_fall(Stmt *s);

static bool const_true(Expr *c)
{
    if (!c)
        return true; /* for (;;) */
    if (!c->is_const)
        return false;
    return c->cval.kind == SK_BOOL ? c->cval.b : c->cval.i != 0;
}

/* A `kind` (ST_BREAK or ST_CONTINUE) that belongs to the enclosing loop:
 * not inside a nested loop, and for a break not inside a switch (the
 * switch's own), while a continue passes through switches. */
static bool has_own(Stmt *s, StmtKind kind)
{
    if (!s)
        return false;
    switch (s->kind) {
    case ST_BREAK:
    case ST_CONTINUE:
        return s->kind == kind;
    case ST_BLOCK:
        for (uint32_t i = 0; i < s->stmts.len; i++)
            if (has_own(s->stmts.data[i], kind))
                return true;
        return false;
    case ST_IF:
        return has_own(s->then, kind) || has_own(s->els, kind);
    case ST_SWITCH:
        for (uint32_t i = 0; kind == ST_CONTINUE && i < s->cases.len; i++)
            for (uint32_t j = 0; j < s->cases.data[i]->stmts.len; j++)
                if (has_own(s->cases.data[i]->stmts.data[j], kind))
                    return true;
        return false;
    default:
        return false;
    }
}

static bool has_own_break(Stmt *s) { return has_own(s, ST_BREAK); }
static bool has_own_continue(Stmt *s) { return has_own(s, ST_CONTINUE); }

static bool list_may_fall(Stmt **v, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (!stmt_may_fall(v[i]))
            return false;
    return true;
}

static bool stmt_may_fall(Stmt *s)
{
    if (!s)
        return true;
    switch (s->kind) {
    case ST_RETURN:
    case ST_DISCARD:
        return false;
    case ST_BLOCK:
        return list_may_fall(s->stmts.data, s->stmts.len);
    case ST_IF:
        return !s->els || stmt_may_fall(s->then) || stmt_may_fall(s->els);
    case ST_FOR:
    case ST_WHILE:
        return !(const_true(s->cond) && !has_own_break(s->body));
    case ST_DO:
        if (has_own_break(s->body))
            return true;
        if (const_true(s->cond))
            return false;
        return has_own_continue(s->body) || stmt_may_fall(s->body);
    case ST_SWITCH: {
        bool has_default = false;
        for (uint32_t i = 0; i < s->cases.len; i++) {
            SwitchCase *c = s->cases.data[i];
            has_default |= c->is_default;
            for (uint32_t j = 0; j < c->stmts.len; j++)
                if (has_own_break(c->stmts.data[j]))
                    return true;
        }
        if (!has_default || !s->cases.len)
            return true;
        SwitchCase *last = s->cases.data[s->cases.len - 1];
        return list_may_fall(last->stmts.data, last->stmts.len);
    }
    default:
        return true;
    }
}

void p_check_missing_return(P *p, Decl *f)
{
    if (!f || !f->body || !f->type || f->type->kind == TY_VOID)
        return;
    if (stmt_may_fall(f->body))
        diag(p->cc, f->loc, D_MISSING_RETURN, f->name ? f->name : "?");
}
