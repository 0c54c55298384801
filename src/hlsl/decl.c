/*
 * The HLSL parser: declarations (variables, functions, structs, cbuffers,
 * namespaces, enums, typedefs) and the translation unit. parse.c has the
 * tokens, scopes and types they are built from (parse_int.h).
 */
#include "hlsl/parse_int.h"

/* ---- declarations ------------------------------------------------------- */

typedef struct DeclSpec {
    uint32_t mods;
    bool is_auto;       /* HLSL 202x `auto x = e;`: type is a placeholder */
    bool alias_const;   /* const only through a const alias: DXC needs no initializer then */
    Type *type;
    Loc loc;
    const Token *type_tok;
} DeclSpec;

/* decl-specifiers := modifier* type-specifier modifier* */
static bool p_decl_specs(P *p, DeclSpec *ds)
{
    memset(ds, 0, sizeof *ds);
    ds->loc = p->tok->loc;
    for (;;) {
        int m = p_modifier_at(p, p->tok);
        if (m < 0 || (!p_is_type_name_tok(p, p->tok + 1) && p_modifier_at(p, p->tok + 1) < 0))
            break;
        ds->mods |= p_modifier_bits[m];
        p_advance(p);
    }
    ds->type_tok = p->tok;
    if (p_is_auto_tok(p, p->tok)) {
        ds->is_auto = true;
        p_advance(p);
        ds->type = ty_void(p->cc); /* replaced by the initializer's type */
        return true;
    }
    p->type_const = false;
    ds->type = p_type(p);
    if (!ds->type) {
        p_error(p, p->tok, D_EXPECTED_TYPE, p_tok_spelling(p, p->tok));
        return false;
    }
    if (p->type_const && !(ds->mods & DM_CONST)) {
        ds->mods |= DM_CONST;
        ds->alias_const = true;
    }
    p->type_const = false;
    for (;;) { /* float const x; row_major after type is rare but legal */
        int m = p_modifier_at(p, p->tok);
        if (m < 0 || p->tok[1].kind != TK_IDENT || !(p_modifier_kws[m] == KW_CONST || p_modifier_kws[m] == KW_ROW_MAJOR ||
                                                     p_modifier_kws[m] == KW_COLUMN_MAJOR))
            break;
        ds->mods |= p_modifier_bits[m];
        ds->alias_const &= p_modifier_kws[m] != KW_CONST;
        p_advance(p);
    }
    return true;
}

static void register_function(P *p, Decl *f, Scope *s);
static void p_function_rest(P *p, Decl *f, Attrs *attrs);

/* Whether t (or the element of an array t) is a struct declared but not
 * (yet) defined: a variable or field of it has no layout. */
static bool ty_is_incomplete_struct(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t->kind == TY_STRUCT && t->decl && !t->decl->is_complete;
}

/* Whether e uses a specialization constant: the operands sema_reach's
 * walk_expr visits (too deep counts as yes). */
static bool mentions_spec_constant(const Expr *e, int depth)
{
    if (!e || depth > 64)
        return e != NULL;
    if (e->kind == EX_VAR)
        return e->decl && e->decl->is_spec_constant;
    const Expr *ops[] = {e->lhs, e->rhs, e->cond, e->level, e->object};
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (ops[i] && mentions_spec_constant(ops[i], depth + 1))
            return true;
    for (uint32_t i = 0; i < e->args.len; i++)
        if (mentions_spec_constant(e->args.data[i], depth + 1))
            return true;
    for (uint32_t i = 0; i < e->init.srcs.len; i++)
        if (mentions_spec_constant(e->init.srcs.data[i], depth + 1))
            return true;
    return false;
}

/* Where an expression starts (a binary operation's location is its operator's). */
static Loc expr_start(const Expr *e)
{
    for (int i = 0; i < 64 && e; i++) {
        const Expr *first = e->kind == EX_TERNARY ? e->cond
                          : (e->kind == EX_BINARY || e->kind == EX_LOGICAL || e->kind == EX_COMMA ||
                             (e->kind == EX_CAST && !e->explicit_cast)) ? e->lhs : NULL;
        if (!first || (first->loc.line > e->loc.line ||
                       (first->loc.line == e->loc.line && first->loc.col > e->loc.col)))
            return e->loc;
        e = first;
    }
    return e ? e->loc : (Loc){0, 0, 0};
}

/* [[vk::constant_id]]: what DXC's SPIR-V back end requires of a specialization
 * constant (SpirvEmitter::createSpecConstant): not static, a default value, and
 * a default the front end can evaluate without another specialization constant
 * (the module declares it with OpSpecConstant and a literal). */
static void check_spec_constant(P *p, Decl *d, Storage st, Loc name_loc)
{
    if (st == SC_STATIC)
        diag(p->cc, name_loc, D_SPEC_CONST_STATIC, d->name);
    if (d->type->kind != TY_SCALAR) /* refused already (OSH0428) */
        return;
    if (!d->init)
        diag(p->cc, name_loc, D_SPEC_CONST_NO_INIT, d->name);
    else if (d->init->kind != EX_ERROR && (!d->init->is_const || mentions_spec_constant(d->init, 0)))
        diag(p->cc, expr_start(d->init), D_SPEC_CONST_INIT);
}

static void incomplete_var(P *p, Loc loc, Str name, const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    diag(p->cc, loc, D_INCOMPLETE, name);
    diag_note(p->cc, t->decl->loc, "'%s' is declared here but not defined (yet)", t->name);
}

/* in, out and inout qualify parameters only (a variable or a field with one
 * is refused). */
static void p_refuse_inout(P *p, uint32_t mods, Loc loc, Str name)
{
    if (mods & (DM_IN | DM_OUT))
        diag(p->cc, loc, D_INOUT_NOT_PARAM, name,
             (mods & DM_IN) && (mods & DM_OUT) ? "inout" : (mods & DM_IN) ? "in" : "out");
}


/* One variable declarator after its specifiers:
 * var-declarator := name array-dims annotations ('=' initializer)? */
/* With a scope, d is declared there before its initializer is parsed: a
 * local is in scope in its own initializer (`float2x2 b = f(b._m00)` reads
 * the new, not yet initialized b), C++'s rule, which DXC follows. */
static Decl *p_var_declarator(P *p, DeclSpec *ds, Storage st, Attrs *attrs, Decl *cbuf, Scope *scope)
{
    Cc *cc = p->cc;
    if (p_is_punct(p, P_STAR) || p_is_punct(p, P_AMP)) {
        diag(cc, p->tok->loc, D_UNSUPPORTED_SYNTAX, p_is_punct(p, P_STAR) ? "a pointer" : "a reference");
        return NULL;
    }
    const Token *nt = p->tok;
    Str name = p_ident(p, "a variable name");
    if (!name)
        return NULL;
    Decl *d = p_new_decl(p, DK_VAR, nt->loc, name);
    p_refuse_inout(p, ds->mods, nt->loc, name);
    d->mods = ds->mods;
    d->storage = st;
    d->cbuffer = cbuf;
    if (cbuf) {
        d->parent = cbuf;
        d->qname = name;
    }
    if (attrs)
        p_apply_decl_attrs(p, d, attrs);
    Type *t = p_array_dims(p, ds->type);
    d->type = p_apply_type_mods(p, d, t);
    p_annotations(p, &d->semantic, &d->reg, &d->packoffset);
    p_effect_syntax(p);
    if (ds->is_auto) { /* the type of the initializer, which it needs */
        if (p_accept(p, P_ASSIGN)) {
            d->init = p_concretize(p, p_assign(p));
            d->type = p_apply_type_mods(p, d, d->init->type);
        } else {
            p_expect(p, P_ASSIGN, "and an initializer after an 'auto' variable");
            d->type = ty_error(cc);
        }
    }
    if (d->type->kind == TY_VOID)
        diag(cc, nt->loc, D_VOID_VAR, name);
    else if (ty_is_incomplete_struct(d->type)) {
        incomplete_var(p, nt->loc, name, d->type);
        d->type = ty_error(cc); /* S s; inside S would make S contain itself */
    }
    if (st == SC_GLOBAL_UNIFORM || d->is_spec_constant)
        p_check_decl_binding(p, d);
    p_check_ext_builtin(p, d);
    if (scope)
        p_declare_var(p, d, scope);
    if (p_accept(p, P_ASSIGN)) {
        d->init = p_initializer(p, d->type);
        if (d->mods & DM_GLOBALLYCOHERENT)
            vk_mark_coherent_heap(d->init);
        /* float a[] = {...}: the size comes from the initializer. */
        if (d->type->kind == TY_ARRAY && d->type->count == 0 && d->init && d->init->type->kind == TY_ARRAY)
            d->type = d->init->type;
    }
    if (d->init && d->init->is_const && (d->mods & DM_CONST) &&
        (st == SC_STATIC || st == SC_STATIC_MEMBER || st == SC_LOCAL || d->is_spec_constant) &&
        d->init->type->kind == TY_SCALAR) {
        d->has_cval = true;
        d->cval = d->init->cval;
    }
    if (d->is_spec_constant)
        check_spec_constant(p, d, st, nt->loc);
    else if ((d->mods & DM_CONST) && !ds->alias_const && !d->init && (st == SC_LOCAL || st == SC_STATIC) &&
             d->type->kind != TY_ERROR &&
             !ast_vk_ext_builtin(d, true, NULL) && /* [[vk::ext_builtin_input(n)]]: the built-in's value */
             !(d->type->kind == TY_STRUCT && ty_leaf_count(d->type) == 0)) /* an empty struct has no value to give */
        diag(cc, nt->loc, D_CONST_NO_INIT, name);
    if (d->type->kind == TY_ARRAY && d->type->count == 0 && !d->init) {
        Type *e = d->type;
        while (e->kind == TY_ARRAY)
            e = e->elem;
        /* Unbounded resource arrays are runtime descriptor arrays
         * (lower/resource.c); WGSL has no binding arrays at all: its own
         * OSH5202 says so when the entry point uses the array. */
        if (e->kind != TY_RESOURCE && e->kind != TY_ERROR)
            diag(cc, nt->loc, D_INCOMPLETE, name);
    }
    p_check_var_target(p, d, st);
    return d;
}

/* Adds a finished global/static variable to the tree. */
static void add_global(P *p, Decl *d)
{
    vec_push(&p->cc->arena, &p->ast->globals, d);
}

/* declaration-rest := declarator (',' declarator)* ';'  |  function-definition
 * After decl-specifiers at namespace or struct scope. */
static void p_decl_rest(P *p, DeclSpec *ds, Attrs *attrs, DeclVec *out, bool toplevel)
{
    Cc *cc = p->cc;
    /* S::f() { } / S::Inner::f / S::operator+ / int S::x = 1; out of line */
    Decl *qual_owner = NULL;
    const Token *qual_at = p->tok;
    Sym *ts = p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_LT) && !p->strct ? scope_lookup(p, p->tok->text) : NULL;
    if (sym_template(ts) && sym_template(ts)->is_struct && !sym_template(ts)->is_alias) {
        /* S<T>::x = ...; a class template's static member, out of line
         * (re-parsed per instance: decl_template.c, member_def_at) */
        const Token *at = p->tok;
        p_advance(p);
        Type *st = tmpl_instantiate_struct(p, ts, at);
        if (st->kind != TY_STRUCT || !p_accept(p, P_COLONCOLON)) {
            p_skip_to_semi(p);
            return;
        }
        p_static_member_def(p, ds->type, st->decl);
        return;
    }
    if (p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_COLONCOLON) && !p->strct) {
        Scope *ns;
        qual_owner = p_qualified_owner(p, &ns);
        if (!qual_owner && ns) {
            /* A namespace's function defined outside it, as in C++ (DXC's
             * namespace.functions.hlsl): it must be declared there. */
            Sym *fs = p->tok->kind == TK_IDENT ? scope_lookup_here(ns, p->tok->text) : NULL;
            if (!fs || fs->kind != SYM_FUNC) {
                size_t pl = strlen(ns->prefix);
                diag(cc, p->tok->loc, D_NO_MEMBER, p_tok_spelling(p, p->tok),
                     pl > 2 ? arena_strndup(&cc->arena, ns->prefix, pl - 2) : "the namespace");
                p_skip_to_semi(p);
                return;
            }
            Scope *here = p->scope;
            p->scope = ns;
            p_decl_rest(p, ds, attrs, out, toplevel);
            p->scope = here;
            return;
        }
        if (!qual_owner) {
            p_skip_to_semi(p);
            return;
        }
        if (!p_is(p, KW_OPERATOR) && !(p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_LPAREN))) {
            p_static_member_def(p, ds->type, qual_owner);
            return;
        }
    }
    /* function: name '(' or operator X '(' */
    bool is_op = p_is(p, KW_OPERATOR);
    if (is_op || (p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_LPAREN))) {
        const Token *nt = qual_owner ? qual_at : p->tok;
        Str name;
        Decl *owner = qual_owner ? qual_owner : p->strct;
        if (is_op) {
            p_advance(p);
            const char *op = p_tok_spelling(p, p->tok);
            if (p_is_punct(p, P_LPAREN) && is_punct_at(p->tok + 1, P_RPAREN)) {
                op = "()";
                p_advance(p);
            } else if (p_is_punct(p, P_LBRACKET) && is_punct_at(p->tok + 1, P_RBRACKET)) {
                op = "[]";
                p_advance(p);
            }
            p_advance(p);
            name = str_intern_c(cc, arena_sprintf(&cc->arena, "operator%s", op));
        } else {
            name = p->tok->text;
            p_advance(p);
        }
        Decl *f = p_new_decl(p, DK_FUNC, nt->loc, name);
        f->type = ds->type;
        f->mods = ds->mods;
        f->is_operator = is_op;
        if (is_op)
            f->operator_name = name + 8;
        if (owner) {
            f->parent = owner;
            f->qname = str_intern_c(cc, arena_sprintf(&cc->arena, "%s::%s", owner->qname, name));
            f->is_static_method = (ds->mods & DM_STATIC) != 0;
            f->is_method = !f->is_static_method;
        }
        if (attrs)
            p_apply_decl_attrs(p, f, attrs);
        p_function_rest(p, f, attrs);
        if (out && !f->definition)
            vec_push(&cc->arena, out, f);
        return;
    }
    for (;;) {
        Storage st = SC_LOCAL;
        if (toplevel) {
            st = (ds->mods & DM_STATIC) ? SC_STATIC : (ds->mods & DM_GROUPSHARED) ? SC_GROUPSHARED : SC_GLOBAL_UNIFORM;
        } else if (ds->mods & DM_STATIC) {
            st = SC_STATIC;
        }
        if (p->strct && (ds->mods & DM_STATIC))
            st = SC_STATIC_MEMBER;
        Decl *d = p_var_declarator(p, ds, st, attrs, NULL, NULL);
        if (!d) {
            p_skip_to_semi(p);
            return;
        }
        if (p->strct)
            d->parent = p->strct;
        p_declare_var(p, d, p->scope);
        if (toplevel || st == SC_STATIC_MEMBER)
            add_global(p, d);
        if (out)
            vec_push(&cc->arena, out, d);
        if (!p_accept(p, P_COMMA))
            break;
    }
    if (!p_accept(p, P_SEMI)) {
        p_expect(p, P_SEMI, "after declaration");
        p_skip_to_semi(p);
    }
}

/* param := attributes? modifier* type name? array-dims annotations ('=' default)? */
static Decl *p_param(P *p, uint32_t index)
{
    Attrs attrs = {0};
    p_attributes(p, &attrs);
    DeclSpec ds;
    if (!p_decl_specs(p, &ds))
        return NULL;
    uint32_t bad = ds.mods & (DM_STATIC | DM_GROUPSHARED | DM_EXTERN);
    if (bad)
        diag(p->cc, ds.loc, D_BAD_MODIFIER, bad & DM_STATIC ? "static" : bad & DM_GROUPSHARED ? "groupshared" : "extern");
    if (p_is_punct(p, P_STAR) || p_is_punct(p, P_AMP)) {
        diag(p->cc, p->tok->loc, D_UNSUPPORTED_SYNTAX, p_is_punct(p, P_STAR) ? "a pointer" : "a reference (use inout)");
        p_advance(p);
    }
    Str name = NULL;
    Loc loc = p->tok->loc;
    if (p->tok->kind == TK_IDENT)
        name = p_ident(p, "a parameter name");
    Decl *d = p_new_decl(p, DK_PARAM, loc, name);
    d->qname = name;
    d->mods = ds.mods;
    d->storage = SC_PARAM;
    d->param_index = index;
    d->param_mode = (ds.mods & DM_OUT) ? ((ds.mods & DM_IN) ? PM_INOUT : PM_OUT) : PM_IN;
    p_apply_decl_attrs(p, d, &attrs);
    d->type = p_apply_type_mods(p, d, p_array_dims(p, ds.type));
    p_annotations(p, &d->semantic, &d->reg, NULL);
    if (d->type->kind == TY_VOID && !name)
        return d; /* f(void) */
    if (p_accept(p, P_ASSIGN))
        d->init = p->tmpl_depth ? p_instance_default(p, d) : p_initializer(p, d->type);
    return d;
}

static bool same_signature(Decl *a, Decl *b)
{
    if (a->params.len != b->params.len)
        return false;
    for (uint32_t i = 0; i < a->params.len; i++)
        if (!ty_same_type(a->params.data[i]->type, b->params.data[i]->type))
            return false;
    return true;
}

static void register_function(P *p, Decl *f, Scope *s)
{
    Sym *sym = map_get(&s->syms, f->name);
    if (sym && sym->kind == SYM_TEMPLATE && p->tmpl_depth) {
        /* an instance of a member function template: in the instance's
         * scope (decl_template.c finds it there) */
        s = p->scope;
        sym = map_get(&s->syms, f->name);
    }
    if (sym && sym->kind != SYM_FUNC) {
        diag(p->cc, f->loc, D_REDEFINITION, f->name);
        return;
    }
    if (!sym)
        sym = scope_add(p, s, SYM_FUNC, f->name);
    for (uint32_t i = 0; i < sym->overloads.len; i++) {
        Decl *o = sym->overloads.data[i];
        if (same_signature(o, f)) {
            if (o->body && f->body) {
                diag(p->cc, f->loc, D_REDEFINITION, f->name);
                diag_note(p->cc, o->loc, "previous definition is here");
                return;
            }
            if (f->body) { /* the prototype now has a definition */
                o->definition = f;
                f->definition = NULL;
                sym->overloads.data[i] = f;
                return;
            }
            f->definition = o;
            return;
        }
    }
    vec_push(&p->cc->arena, &sym->overloads, f);
}

/* function-rest := '(' params? ')' (':' semantic)? (';' | block) */
static void p_function_rest(P *p, Decl *f, Attrs *attrs)
{
    Cc *cc = p->cc;
    Scope *outer = p->scope;
    /* A method's parameters see its struct's members; a member template's
     * instance is parsed in a scope inside the struct's (its arguments). */
    Scope *fs = p_scope_new(p, f->parent && f->parent->fe && !(p->tmpl_depth && p->strct == f->parent)
                                   ? (Scope *)f->parent->fe : p->scope);
    p_expect(p, P_LPAREN, "after function name");
    uint32_t idx = 0;
    while (!p_is_punct(p, P_RPAREN) && p->tok->kind != TK_EOF) {
        p->scope = fs;
        Decl *prm = p_param(p, idx);
        p->scope = outer;
        if (!prm) {
            while (!p_is_punct(p, P_COMMA) && !p_is_punct(p, P_RPAREN) && p->tok->kind != TK_EOF &&
                   !p_is_punct(p, P_LBRACE) && !p_is_punct(p, P_SEMI))
                p_advance(p);
        } else if (!(prm->type->kind == TY_VOID && !prm->name && idx == 0)) {
            prm->parent = NULL;
            vec_push(&cc->arena, &f->params, prm);
            idx++;
            p_declare_var(p, prm, fs);
        }
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_expect(p, P_RPAREN, "after parameters");
    p_annotations(p, &f->ret_semantic, NULL, NULL);
    if (f->is_method) {
        Decl *th = p_new_decl(p, DK_PARAM, f->loc, p->kw[KW_THIS]);
        th->type = f->parent->type;
        th->storage = SC_PARAM;
        th->param_mode = PM_INOUT;
        th->param_index = UINT32_MAX;
        f->this_param = th;
    }
    Scope *reg_scope = p->scope;
    if (f->parent && f->parent->fe)
        reg_scope = (Scope *)f->parent->fe;
    if (f->parent && !p->strct) {
        /* out-of-line method definition: attach to the prototype */
        Sym *s = map_get(&reg_scope->syms, f->name);
        if (s && s->kind == SYM_FUNC)
            for (uint32_t i = 0; i < s->overloads.len; i++)
                if (same_signature(s->overloads.data[i], f)) {
                    Decl *proto = s->overloads.data[i];
                    f->is_method = proto->is_method;
                    f->is_static_method = proto->is_static_method;
                    f->this_param = proto->this_param;
                    f->type = proto->type;
                }
    }
    if (p_is_punct(p, P_LBRACE)) {
        f->body = (Stmt *)1; /* mark as a definition for register_function */
        register_function(p, f, reg_scope);
        f->body = NULL;
        if (p->strct) {
            /* Method bodies are parsed when the struct is complete. */
            f->fe = (void *)p->tok;
            int d = 0;
            do {
                if (p_is_punct(p, P_LBRACE))
                    d++;
                else if (p_is_punct(p, P_RBRACE))
                    d--;
                p_advance(p);
            } while (d > 0 && p->tok->kind != TK_EOF);
            f->fe = (void *)((uintptr_t)f->fe); /* keep the start */
            f->body = NULL;
            vec_push(&cc->arena, &p->strct->methods, f);
            (void)fs;
            f->definition = NULL;
            /* remember the parameter scope in template_values? no: re-create
             * it when the body is parsed (params are in f->params) */
            return;
        }
        Decl *saved_f = p->func;
        Type *saved_ret = p->ret_type;
        p->func = f;
        p->ret_type = f->type;
        p->scope = fs;
        f->body = p_block(p);
        p_check_missing_return(p, f);
        p->scope = outer;
        p->func = saved_f;
        p->ret_type = saved_ret;
        vec_push(&cc->arena, &p->ast->functions, f);
        if (f->is_method && f->parent)
            f->definition = NULL;
    } else {
        register_function(p, f, reg_scope);
        if (p->strct)
            vec_push(&cc->arena, &p->strct->methods, f);
        if (!p_accept(p, P_SEMI)) {
            p_expect(p, P_SEMI, "after function declaration");
            p_skip_to_semi(p);
        }
    }
    (void)attrs;
}

/* Parses the bodies of methods defined inside a struct, once the struct's
 * members are all known. */
void p_parse_method_bodies(P *p, Decl *s, Scope *ms)
{
    Cc *cc = p->cc;
    for (uint32_t i = 0; i < s->methods.len; i++) {
        Decl *f = s->methods.data[i];
        const Token *start = (const Token *)f->fe;
        if (!start || f->body)
            continue;
        f->fe = NULL;
        const Token *saved_tok = p->tok;
        Scope *saved_scope = p->scope;
        Decl *saved_f = p->func, *saved_s = p->strct;
        Type *saved_ret = p->ret_type;
        Scope *fs = p_scope_new(p, ms);
        for (uint32_t j = 0; j < f->params.len; j++)
            p_declare_var(p, f->params.data[j], fs);
        p->tok = start;
        p->scope = fs;
        p->func = f;
        p->strct = NULL;
        p->ret_type = f->type;
        f->body = p_block(p);
        p_check_missing_return(p, f);
        vec_push(&cc->arena, &p->ast->functions, f);
        p->tok = saved_tok;
        p->scope = saved_scope;
        p->func = saved_f;
        p->strct = saved_s;
        p->ret_type = saved_ret;
    }
}


/* An interface declares methods only; a class that names it must define
 * each of them with the same signature (its own or inherited). */
static void check_interfaces(P *p, Decl *d)
{
    Cc *cc = p->cc;
    if (d->is_interface) {
        for (uint32_t i = 0; i < d->fields.len; i++)
            diag(cc, d->fields.data[i]->loc, D_INTERFACE_FIELD, d->fields.data[i]->name, d->name);
        return;
    }
    for (uint32_t i = 0; i < d->interfaces.len; i++) {
        Decl *iface = d->interfaces.data[i];
        for (uint32_t j = 0; j < iface->methods.len; j++) {
            Decl *m = iface->methods.data[j];
            bool found = false;
            for (Decl *c = d; c && !found; c = c->base) {
                Sym *s = c->fe ? map_get(&((Scope *)c->fe)->syms, m->name) : NULL;
                for (uint32_t k = 0; s && s->kind == SYM_FUNC && k < s->overloads.len && !found; k++) {
                    Decl *o = s->overloads.data[k];
                    found = same_signature(o, m) && ty_same_type(p_strip_mods(p, o->type), p_strip_mods(p, m->type));
                }
            }
            if (!found) {
                diag(cc, d->loc, D_INTERFACE_UNIMPLEMENTED, d->name ? d->name : "(anonymous)", m->name,
                     iface->name);
                diag_note(cc, m->loc, "declared here");
            }
        }
    }
}

/* struct-definition := ('struct'|'class'|'interface') name? (':' base (',' iface)*)?
 *                      '{' member* '}' */
static Type *p_enum(P *p, DeclVec *out);
static Type *p_struct_body(P *p, DeclVec *out);

/* Nested definitions recurse: `struct A { struct B { ... } b; } a;`. */
static Type *p_struct_def(P *p, DeclVec *out)
{
    p_enter(p);
    Type *t = p_struct_body(p, out);
    p_leave(p);
    return t;
}

/* An inline type definition where a declaration's type goes (struct and
 * cbuffer members, locals): `struct [Name] [: Base] { ... }`, with_enums
 * also `enum [class] [Name] [: T] { ... }`; defined and added to `out`,
 * then either ';' or declarators of that type follow. */
typedef enum MemberTypeDef {
    MT_NONE,        /* no definition here: the caller reads decl-specifiers */
    MT_TYPE_ONLY,   /* `struct S { ... };`: nothing more to declare */
    MT_MEMBERS,     /* `struct { ... } a, b;`: ds holds the type */
} MemberTypeDef;

static MemberTypeDef p_member_type_def(P *p, DeclVec *out, bool with_enums, DeclSpec *ds)
{
    /* Modifiers may come first: `static const struct { bool x; } sb = {...};`
     * (DXC's const_init_list_no_crash.hlsl, glslang's hlsl.init2.frag). */
    const Token *q = p->tok;
    uint32_t mods = 0;
    for (int m; (m = p_modifier_at(p, q)) >= 0 && q - p->tok < 8; q++)
        mods |= p_modifier_bits[m];
    bool is_struct = q->text == p->kw[KW_STRUCT], is_class = q->text == p->kw[KW_CLASS],
         is_enum = q->text == p->kw[KW_ENUM];
    bool kw = is_struct || is_class || (with_enums && is_enum);
    bool enum_class = is_enum && (q[1].text == p->kw[KW_CLASS] || q[1].text == p->kw[KW_STRUCT]);
    if (!kw || !(is_punct_at(q + 1, P_LBRACE) || is_punct_at(q + 2, P_LBRACE) ||
                 is_punct_at(q + 2, P_COLON) || (with_enums && is_punct_at(q + 3, P_LBRACE)) ||
                 (enum_class && is_punct_at(q + 3, P_COLON)))) /* enum class E : uint { */
        return MT_NONE;
    while (p->tok != q)
        p_advance(p);
    const Token *st = p->tok;
    Type *t = is_enum ? p_enum(p, out) : p_struct_def(p, out);
    if (p_accept(p, P_SEMI))
        return MT_TYPE_ONLY;
    memset(ds, 0, sizeof *ds);
    ds->type = t ? t : ty_error(p->cc);
    ds->loc = st->loc;
    ds->type_tok = st;
    ds->mods = mods;
    return MT_MEMBERS;
}

static Type *p_struct_body(P *p, DeclVec *out)
{
    Cc *cc = p->cc;
    bool is_class = p_is(p, KW_CLASS), is_iface = p_is(p, KW_INTERFACE);
    p_advance(p);
    const Token *nt = p->tok;
    Str name = NULL;
    if (p->tok->kind == TK_IDENT && !p_is_punct(p, P_LBRACE))
        name = p_ident(p, "a struct name");
    Sym *existing = name ? scope_lookup_here(p->scope, name) : NULL;
    Decl *d;
    if (existing && existing->kind == SYM_TYPE && existing->type->kind == TY_STRUCT &&
        !existing->type->decl->is_complete && p_is_punct(p, P_LBRACE)) {
        d = existing->type->decl;
    } else if (existing && existing->kind == SYM_TYPE && existing->type->kind == TY_STRUCT &&
               !p_is_punct(p, P_LBRACE) && !p_is_punct(p, P_COLON)) {
        return existing->type; /* `struct S x;` or a repeated forward declaration */
    } else {
        d = p_new_decl(p, DK_STRUCT, nt->loc, name);
        d->is_class = is_class;
        d->is_interface = is_iface;
        d->type = ty_struct_new(cc, name ? d->qname : str_intern_c(cc, "(anonymous struct)"), d);
        bool redefined = false;
        if (name && existing && map_get(&p->scope->syms, name)) {
            /* A second body for a complete struct is a redefinition too; the
             * name keeps the first one, so later uses do not cascade. */
            redefined = !(existing->kind == SYM_TYPE && existing->type->kind == TY_STRUCT) ||
                        (existing->type->decl->is_complete && (p_is_punct(p, P_LBRACE) || p_is_punct(p, P_COLON)));
            if (redefined)
                diag(cc, nt->loc, D_REDEFINITION, name);
        }
        if (name && !redefined) {
            Sym *s = scope_add(p, p->scope, SYM_TYPE, name);
            s->type = d->type;
        }
    }
    if (!p_is_punct(p, P_LBRACE) && !p_is_punct(p, P_COLON))
        return d->type; /* forward declaration or `struct S x;` */
    if (d->is_complete) {
        diag(cc, nt->loc, D_REDEFINITION, name ? name : "struct");
    }
    Scope *ms = p_scope_new(p, p->scope);
    ms->strct = d;
    ms->prefix = name ? arena_sprintf(&cc->arena, "%s::", d->qname) : p->scope->prefix;
    d->fe = ms;
    Sym *self = name ? map_get(&p->scope->syms, name) : NULL;
    if (self)
        self->ns = ms;
    if (p_accept(p, P_COLON)) {
        do {
            const Token *bt = p->tok;
            Type *b = p_type(p);
            if (!b || b->kind != TY_STRUCT) {
                diag(cc, bt->loc, D_NOT_STRUCT_TYPE, p_tok_spelling(p, bt));
                continue;
            }
            if (b->decl->is_interface) {
                vec_push(&cc->arena, &d->interfaces, b->decl);
                continue;
            }
            if (d->base) {
                diag(cc, bt->loc, D_UNSUPPORTED_SYNTAX, "multiple inheritance");
                continue;
            }
            if (!b->decl->is_complete) {
                /* struct D { struct E : D {...}; }: D would hold itself */
                diag(cc, bt->loc, D_INCOMPLETE, ty_name(cc, b));
                continue;
            }
            d->base = b->decl;
            Decl *bf = p_new_decl(p, DK_FIELD, bt->loc, b->decl->name);
            bf->is_base = true;
            bf->type = b;
            bf->parent = d;
            bf->field_index = 0;
            vec_push(&cc->arena, &d->fields, bf);
            if (b->decl->fe) {
                vec_push(&cc->arena, &ms->usings, (Scope *)b->decl->fe);
                p->sym_gen++;
            }
        } while (p_accept(p, P_COMMA));
    }
    p_expect(p, P_LBRACE, "to begin the struct body");
    Scope *outer = p->scope;
    Decl *outer_s = p->strct;
    p->scope = ms;
    p->strct = d;
    while (!p_is_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
        if (p_accept(p, P_SEMI))
            continue;
        /* access specifiers (class): public: / private: */
        if (p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_COLON) &&
            (!strcmp(p->tok->text, "public") || !strcmp(p->tok->text, "private") ||
             !strcmp(p->tok->text, "protected"))) {
            p_advance(p);
            p_advance(p);
            continue;
        }
        Attrs attrs = {0};
        p_attributes(p, &attrs);
        /* nested types, typedefs */
        DeclSpec ds;
        /* `struct Inner { ... } field;`: a nested type, then maybe fields of it */
        MemberTypeDef mt = p_member_type_def(p, out, true, &ds);
        if (mt == MT_TYPE_ONLY)
            continue;
        bool have_ds = mt == MT_MEMBERS;
        if (!have_ds && (p_is(p, KW_STRUCT) || p_is(p, KW_CLASS) || p_is(p, KW_TYPEDEF) || p_is(p, KW_ENUM) ||
                         p_is(p, KW_USING) || p_is(p, KW_TEMPLATE))) {
            if ((p_is(p, KW_STRUCT) || p_is(p, KW_CLASS)) && p->tok[1].kind == TK_IDENT &&
                p->tok[2].kind == TK_IDENT) {
                /* `struct S x;` as a field: fall through to the field path */
            } else {
                p_declaration(p, out, false);
                continue;
            }
        }
        if (!have_ds && !p_decl_specs(p, &ds)) {
            p_skip_to_semi(p);
            continue;
        }
        if (p_is(p, KW_OPERATOR) || (p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_LPAREN))) {
            p_decl_rest(p, &ds, &attrs, NULL, false);
            continue;
        }
        if (ds.mods & DM_STATIC) {
            Vec(Decl *) tmp = {0};
            p_decl_rest(p, &ds, &attrs, (void *)&tmp, false);
            for (uint32_t i = 0; i < tmp.len; i++) {
                tmp.data[i]->storage = SC_STATIC_MEMBER;
                vec_push(&cc->arena, &d->statics, tmp.data[i]);
            }
            continue;
        }
        for (;;) {
            const Token *ft = p->tok;
            Str fname = p_ident(p, "a field name");
            if (!fname) {
                p_skip_to_semi(p);
                break;
            }
            Decl *f = p_new_decl(p, DK_FIELD, ft->loc, fname);
            p_refuse_inout(p, ds.mods, ft->loc, fname);
            f->mods = ds.mods;
            f->parent = d;
            p_apply_decl_attrs(p, f, &attrs);
            f->type = p_apply_type_mods(p, f, p_array_dims(p, ds.type));
            if (p_is_punct(p, P_COLON) && p->tok[1].kind == TK_INT) {
                p_advance(p);
                f->bitfield_width = (uint32_t)p->tok->ival;
                if (ty_is_numeric(f->type) && f->type->kind == TY_SCALAR &&
                    p->tok->ival > ty_scalar_bits(f->type->scalar)) {
                    diag(cc, p->tok->loc, D_BITFIELD_WIDTH, fname, (unsigned)p->tok->ival, ty_name(cc, f->type),
                         ty_scalar_bits(f->type->scalar));
                    f->bitfield_width = ty_scalar_bits(f->type->scalar);
                }
                p_advance(p);
            }
            p_annotations(p, &f->semantic, NULL, NULL);
            if (f->type->kind == TY_VOID)
                diag(cc, ft->loc, D_VOID_VAR, fname);
            else if (ty_is_incomplete_struct(f->type)) {
                incomplete_var(p, ft->loc, fname, f->type);
                f->type = ty_error(cc); /* a field of its own struct: no infinite type */
            }
            if (p_accept(p, P_ASSIGN)) /* default member initializers: DXC rejects; accept & check */
                f->init = p_initializer(p, f->type);
            f->field_index = d->fields.len;
            Sym *old = map_get(&ms->syms, fname);
            if (old)
                diag(cc, ft->loc, D_REDEFINITION, fname);
            else
                scope_add(p, ms, SYM_VAR, fname)->decl = f;
            vec_push(&cc->arena, &d->fields, f);
            if (!p_accept(p, P_COMMA))
                break;
        }
        if (!p_accept(p, P_SEMI)) {
            p_expect(p, P_SEMI, "after field");
            p_skip_to_semi(p);
        }
    }
    p_expect(p, P_RBRACE, "to end the struct body");
    d->is_complete = true;
    p->scope = outer;
    p->strct = outer_s;
    p_parse_method_bodies(p, d, ms);
    check_interfaces(p, d);
    vec_push(&cc->arena, &p->ast->structs, d);
    if (out)
        vec_push(&cc->arena, out, d);
    return d->type;
}

/* cbuffer := ('cbuffer'|'tbuffer') name annotations '{' member-decl* '}' ';'? */
static void p_cbuffer(P *p, Attrs *attrs)
{
    Cc *cc = p->cc;
    bool tb = p_is(p, KW_TBUFFER);
    p_advance(p);
    const Token *nt = p->tok;
    Str name = p_ident(p, "a cbuffer name");
    Decl *cb = p_new_decl(p, DK_CBUFFER, nt->loc, name);
    cb->is_tbuffer = tb;
    p_apply_decl_attrs(p, cb, attrs);
    p_annotations(p, &cb->semantic, &cb->reg, NULL);
    p_check_decl_binding(p, cb);
    p_expect(p, P_LBRACE, "to begin the cbuffer");
    while (!p_is_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
        if (p_accept(p, P_SEMI))
            continue;
        Attrs ma = {0};
        p_attributes(p, &ma);
        DeclSpec ds;
        /* `struct S { ... };` or `struct { ... } member;` in a cbuffer */
        MemberTypeDef mt = p_member_type_def(p, (void *)&p->ast->decls, false, &ds);
        if (mt == MT_TYPE_ONLY)
            continue;
        if (mt == MT_NONE && !p_decl_specs(p, &ds)) {
            p_skip_to_semi(p);
            continue;
        }
        if (mt == MT_NONE && p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_LPAREN)) {
            /* A function defined in the block is an ordinary global function
             * (DXC: fn.ctbuffer); it sees the members declared before it. */
            p_decl_rest(p, &ds, &ma, (void *)&p->ast->decls, true);
            continue;
        }
        for (;;) {
            Decl *d = p_var_declarator(p, &ds, SC_CBUFFER_MEMBER, &ma, cb, NULL);
            if (!d) {
                p_skip_to_semi(p);
                break;
            }
            p_declare_var(p, d, p->scope);
            vec_push(&cc->arena, &cb->members, d);
            add_global(p, d);
            if (!p_accept(p, P_COMMA))
                break;
        }
        if (!p_accept(p, P_SEMI)) {
            p_expect(p, P_SEMI, "after cbuffer member");
            p_skip_to_semi(p);
        }
    }
    p_expect(p, P_RBRACE, "to end the cbuffer");
    p_accept(p, P_SEMI);
    vec_push(&cc->arena, &p->ast->cbuffers, cb);
    vec_push(&cc->arena, &p->ast->decls, cb);
}

/* The scope `Alias::x` looks in, for an alias of a struct or an enum (their
 * own name's Sym has it too): `using E2 = E; E2::X`. */
static Scope *alias_scope(const Type *t)
{
    return (t->kind == TY_STRUCT || t->kind == TY_ENUM) && t->decl ? (Scope *)t->decl->fe : NULL;
}

/* typedef := 'typedef' decl-specifiers name array-dims (',' name array-dims)* ';'
 * using   := 'using' name '=' type ';' | 'using' 'namespace' name ';'
 *          | 'using' ns '::' ... name ';' */
static void p_typedef(P *p, DeclVec *out, Attrs *attrs)
{
    Cc *cc = p->cc;
    if (p_accept_kw(p, KW_USING)) {
        if (p_accept_kw(p, KW_NAMESPACE)) {
            const Token *nt = p->tok;
            Str n = p_ident(p, "a namespace name");
            Sym *s = n ? scope_lookup(p, n) : NULL;
            while (s && s->kind == SYM_NS && p_accept(p, P_COLONCOLON)) {
                Str n2 = p_ident(p, "a namespace name");
                s = n2 ? scope_lookup_here(s->ns, n2) : NULL;
            }
            if (!s || s->kind != SYM_NS)
                diag(cc, nt->loc, D_UNDECLARED, n ? n : "?");
            else {
                vec_push(&cc->arena, &p->scope->usings, s->ns);
                p->sym_gen++;
            }
            p_expect(p, P_SEMI, "after using");
            return;
        }
        const Token *nt = p->tok;
        Str n = p_ident(p, "a type alias name");
        if (n && p_is_punct(p, P_COLONCOLON)) {
            p_using_declaration(p, n, nt); /* using ns::name; (decl_qualified.c) */
            return;
        }
        p_attributes(p, attrs); /* using T [[vk::ext_capability(c)]] = X; */
        p_expect(p, P_ASSIGN, "in type alias");
        DeclSpec ds;
        if (!n || !p_decl_specs(p, &ds)) {
            p_skip_to_semi(p);
            return;
        }
        Decl *d = p_new_decl(p, DK_TYPEDEF, nt->loc, n);
        d->mods = ds.mods;
        d->type = p_vk_type_with_attrs(p, p_apply_type_mods(p, d, p_array_dims(p, ds.type)), attrs);
        Sym *as = scope_add(p, p->scope, SYM_TYPE, n);
        as->type = d->type;
        as->ns = alias_scope(d->type);
        as->decl = d;
        if (out)
            vec_push(&cc->arena, out, d);
        p_expect(p, P_SEMI, "after type alias");
        return;
    }
    p_advance(p); /* typedef */
    DeclSpec ds;
    Type *base = NULL;
    /* typedef struct S {...} T; and C's forward form typedef struct S T;
     * (S declared here when new: DXC's vk.buffer-pointer.linked-list). */
    if (p_is(p, KW_STRUCT) && (p_is_punct(p, P_LBRACE) || is_punct_at(p->tok + 1, P_LBRACE) ||
                               is_punct_at(p->tok + 2, P_LBRACE) ||
                               (p->tok[1].kind == TK_IDENT && p->tok[2].kind == TK_IDENT))) {
        base = p_struct_def(p, out);
        memset(&ds, 0, sizeof ds);
        ds.type = base;
    } else if (!p_decl_specs(p, &ds)) {
        p_skip_to_semi(p);
        return;
    }
    do {
        const Token *nt = p->tok;
        Str n = p_ident(p, "a typedef name");
        if (!n) {
            p_skip_to_semi(p);
            return;
        }
        Decl *d = p_new_decl(p, DK_TYPEDEF, nt->loc, n);
        d->mods = ds.mods;
        d->type = p_vk_type_with_attrs(p, p_apply_type_mods(p, d, p_array_dims(p, ds.type)), attrs);
        Sym *old = map_get(&p->scope->syms, n);
        if (old && !(old->kind == SYM_TYPE && ty_same_type(old->type, d->type)))
            diag(cc, nt->loc, D_REDEFINITION, n);
        else if (!old) {
            Sym *as = scope_add(p, p->scope, SYM_TYPE, n);
            as->type = d->type;
            as->ns = alias_scope(d->type);
            as->decl = d;
        }
        if (out)
            vec_push(&cc->arena, out, d);
    } while (p_accept(p, P_COMMA));
    p_expect(p, P_SEMI, "after typedef");
}

/* enum := 'enum' 'class'? name? (':' type)? '{' (name ('=' const)? ','?)* '}' */
static Type *p_enum(P *p, DeclVec *out)
{
    Cc *cc = p->cc;
    p_advance(p);
    bool is_class = p_accept_kw(p, KW_CLASS) || p_accept_kw(p, KW_STRUCT);
    const Token *nt = p->tok;
    Str name = p->tok->kind == TK_IDENT ? p_ident(p, "an enum name") : NULL;
    Decl *d = p_new_decl(p, DK_ENUM, nt->loc, name);
    d->is_enum_class = is_class;
    Type *under = ty_scalar(cc, SK_INT32);
    if (p_accept(p, P_COLON)) {
        Type *u = p_type(p);
        if (u && u->kind == TY_SCALAR && ty_is_int_kind(u->scalar))
            under = u;
        else
            p_error(p, p->tok, D_EXPECTED_TYPE, p_tok_spelling(p, p->tok));
    }
    /* Enum types are nominal: a struct-like type with kind TY_ENUM. */
    Type *t = ty_struct_new(cc, name ? d->qname : str_intern_c(cc, "(anonymous enum)"), d);
    t->kind = TY_ENUM;
    t->elem = under;
    t->scalar = under->scalar;
    d->type = t;
    Scope *es = p->scope, *qual = NULL;
    if (name) {
        scope_add(p, p->scope, SYM_TYPE, name)->type = t;
        Scope *ns = p_scope_new(p, p->scope);
        ns->prefix = arena_sprintf(&cc->arena, "%s::", d->qname);
        ((Sym *)map_get(&p->scope->syms, name))->ns = ns;
        d->fe = ns; /* for an alias's E2::X (alias_scope) */
        if (is_class)
            es = ns;
        else
            qual = ns; /* unscoped enumerators are also E::X */
    }
    if (!p_accept(p, P_LBRACE)) {
        if (out)
            vec_push(&cc->arena, out, d);
        return t;
    }
    int64_t next = 0;
    while (!p_is_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
        const Token *ct = p->tok;
        Str cn = p_ident(p, "an enumerator");
        if (!cn) {
            while (!p_is_punct(p, P_RBRACE) && p->tok->kind != TK_EOF)
                p_advance(p);
            break;
        }
        if (p_accept(p, P_ASSIGN)) {
            /* Earlier enumerators are in scope unqualified, also in an
             * `enum class` (C++: its body is the enumerators' scope). */
            Scope *outer = p->scope;
            p->scope = es;
            Expr *e = p_assign(p);
            p->scope = outer;
            int64_t v = 0;
            if (p_const_int(p, e, &v, "enumerator value"))
                next = v;
        }
        Decl *c = p_new_decl(p, DK_ENUM_CONST, ct->loc, cn);
        c->parent = d;
        c->type = t;
        c->has_cval = true;
        c->cval.kind = under->scalar;
        c->cval.i = next;
        c->cval.u = (uint64_t)next;
        next++;
        Scope *saved = p->scope;
        p->scope = es;
        c->qname = is_class ? str_intern_c(cc, arena_sprintf(&cc->arena, "%s%s", es->prefix, cn)) : c->qname;
        p_declare_var(p, c, es);
        if (qual)
            p_declare_var(p, c, qual);
        p->scope = saved;
        vec_push(&cc->arena, &d->enumerators, c);
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_expect(p, P_RBRACE, "to end the enum");
    d->is_complete = true;
    if (out)
        vec_push(&cc->arena, out, d);
    return t;
}

/* namespace := 'namespace' name ('::' name)* '{' declaration* '}' */
static void p_namespace(P *p, DeclVec *out)
{
    Cc *cc = p->cc;
    p_advance(p);
    const Token *nt = p->tok;
    Str name = p_ident(p, "a namespace name");
    if (!name) {
        p_skip_to_semi(p);
        return;
    }
    Sym *s = map_get(&p->scope->syms, name);
    if (s && s->kind != SYM_NS) {
        diag(cc, nt->loc, D_REDEFINITION, name);
        s = NULL;
    }
    if (!s) {
        s = scope_add(p, p->scope, SYM_NS, name);
        s->ns = p_scope_new(p, p->scope);
        s->ns->prefix = arena_sprintf(&cc->arena, "%s%s::", p->scope->prefix, name);
    }
    Decl *d = p_new_decl(p, DK_NAMESPACE, nt->loc, name);
    Scope *outer = p->scope;
    p->scope = s->ns;
    p_expect(p, P_LBRACE, "to begin the namespace");
    while (!p_is_punct(p, P_RBRACE) && p->tok->kind != TK_EOF)
        p_declaration(p, (void *)&d->decls, true);
    p_expect(p, P_RBRACE, "to end the namespace");
    p->scope = outer;
    if (out)
        vec_push(&cc->arena, out, d);
}
/* Modifiers, then a struct or enum definition with declarators: the
 * declarators get the modifiers. False (nothing read) when it is not one. */
static bool modified_type_def(P *p, DeclVec *out, Attrs *attrs, bool toplevel)
{
    DeclSpec ds;
    MemberTypeDef mt = p_member_type_def(p, out, true, &ds);
    if (mt == MT_MEMBERS)
        p_decl_rest(p, &ds, attrs, out, toplevel);
    return mt != MT_NONE;
}


/* declaration := pragma | ';' | attributes? (struct | cbuffer | typedef | using
 *              | enum | namespace | template | decl-specifiers declaration-rest) */
void p_declaration(P *p, DeclVec *out, bool toplevel)
{
    Cc *cc = p->cc;
    p_enter(p);
    if (p->tok->kind == TK_PRAGMA) {
        const char *s = p->tok->sval ? p->tok->sval : "";
        if (!strcmp(s, "pack_matrix(row_major)") || !strcmp(s, "pack_matrix( row_major )"))
            p->pack_row_major = true;
        else if (!strcmp(s, "pack_matrix(column_major)") || !strcmp(s, "pack_matrix( column_major )"))
            p->pack_row_major = false;
        p_advance(p);
        p_leave(p);
        return;
    }
    if (p_accept(p, P_SEMI)) {
        p_leave(p);
        return;
    }
    Attrs attrs = {0};
    p_layout_qualifiers(p, &attrs);
    p_attributes(p, &attrs);
    if (p_is(p, KW_CBUFFER) || p_is(p, KW_TBUFFER)) {
        p_cbuffer(p, &attrs);
    } else if (p_is(p, KW_TYPEDEF) || p_is(p, KW_USING)) {
        p_typedef(p, out, &attrs);
    } else if (p_is(p, KW_NAMESPACE)) {
        p_namespace(p, out);
    } else if (p_is(p, KW_TEMPLATE)) {
        p_template(p, out);
    } else if ((p_is(p, KW_STRUCT) || p_is(p, KW_CLASS) || p_is(p, KW_INTERFACE) || p_is(p, KW_ENUM)) &&
               (is_punct_at(p->tok + 1, P_LBRACE) || is_punct_at(p->tok + 2, P_LBRACE) ||
                is_punct_at(p->tok + 2, P_COLON) || is_punct_at(p->tok + 2, P_SEMI) ||
                is_punct_at(p->tok + 3, P_LBRACE) || is_punct_at(p->tok + 3, P_COLON) ||
                (p->spec_skip_at && p->tok + 2 == p->spec_skip_at))) { /* struct S<pattern> */
        const Token *start = p->tok;
        Type *t = p_is(p, KW_ENUM) ? p_enum(p, out) : p_struct_def(p, out);
        (void)start;
        if (p_accept(p, P_SEMI)) {
            p_leave(p);
            return;
        }
        /* struct S { } followed by another declaration: the ';' is missing
         * (a declarator would be a name, not a type or a keyword). */
        if (p->tok->kind != TK_IDENT || p_starts_type(p) || p_modifier_at(p, p->tok) >= 0 ||
            p_is(p, KW_CBUFFER) || p_is(p, KW_TBUFFER) || p_is(p, KW_STRUCT) || p_is(p, KW_TEMPLATE) ||
            p_is(p, KW_TYPEDEF) || p_is(p, KW_NAMESPACE)) {
            p_error(p, p->tok, D_EXPECTED, "';' after the type definition");
            p_leave(p);
            return;
        }
        /* struct S { } x, y; */
        DeclSpec ds = {0};
        ds.type = t;
        p_decl_rest(p, &ds, &attrs, out, toplevel);
    } else if (p_modifier_at(p, p->tok) >= 0 && modified_type_def(p, out, &attrs, toplevel)) {
        /* static const struct S { ... } x = ...; */
    } else if (p_starts_type(p)) {
        DeclSpec ds;
        if (p_decl_specs(p, &ds))
            p_decl_rest(p, &ds, &attrs, out, toplevel);
        else
            p_skip_to_semi(p);
    } else if (p->tok->kind == TK_OTHER) {
        p_error(p, p->tok, D_STRAY_TOKEN, p_tok_spelling(p, p->tok));
        p_advance(p);
    } else {
        if (p->tok->kind == TK_IDENT && !scope_lookup(p, p->tok->text) &&
            (p->tok[1].kind == TK_IDENT || is_punct_at(p->tok + 1, P_LT)))
            p_error(p, p->tok, D_NOT_A_TYPE, p->tok->text);
        else
            p_error(p, p->tok, D_UNEXPECTED_TOKEN, p_tok_spelling(p, p->tok));
        p_skip_to_semi(p);
        if (p_is_punct(p, P_RBRACE) && toplevel && p->scope == p->global)
            p_advance(p);
    }
    p_leave(p);
    (void)cc;
}

/* `name name`: two identifiers in a row start a declaration whose type is
 * not a type (a misspelt or non-type name); no expression looks like that. */
bool p_local_decl_bad_type(P *p)
{
    if (p->tok->kind != TK_IDENT || p->tok[1].kind != TK_IDENT || p_starts_type(p) || p_is_type_name_tok(p, p->tok))
        return false;
    for (int k = 0; k < KW_COUNT; k++) /* typename T::X x, modifiers, ... */
        if (p->tok->text == p->kw[k])
            return false;
    return true;
}

/* Local declaration statement (called from the statement parser). */
Stmt *p_local_decl(P *p);
Stmt *p_local_decl(P *p)
{
    Cc *cc = p->cc;
    Stmt *s = NEW(cc, Stmt);
    s->kind = ST_DECL;
    s->loc = p->tok->loc;
    Attrs attrs = {0};
    p_attributes(p, &attrs);
    if (p_is(p, KW_TYPEDEF) || p_is(p, KW_USING)) {
        p_typedef(p, (void *)&s->decls, &attrs);
        return s;
    }
    if (p_is(p, KW_CBUFFER) || p_is(p, KW_TBUFFER)) {
        /* DXC: cbuffers are global. Parsed as one (members declared here)
         * so that their uses do not cascade; nothing is lowered after it. */
        diag(cc, p->tok->loc, D_LOCAL_CBUFFER, p->tok->text);
        p_cbuffer(p, &attrs);
        return s;
    }
    DeclSpec ds;
    MemberTypeDef mt = p_member_type_def(p, (void *)&s->decls, true, &ds);
    if (mt != MT_NONE) { /* a local struct or enum, maybe with variables */
        if (mt == MT_MEMBERS)
            p_decl_rest(p, &ds, &attrs, (void *)&s->decls, false);
        return s;
    }
    if (p_local_decl_bad_type(p)) {
        /* `flaot4 c = 0;`, `scale x;`: one diagnostic for the type; the
         * names are declared with the error type so their uses stay quiet. */
        Sym *sym = scope_lookup(p, p->tok->text);
        diag(cc, p->tok->loc, sym ? D_NOT_A_TYPE : D_UNDECLARED, p->tok->text);
        memset(&ds, 0, sizeof ds);
        ds.loc = p->tok->loc;
        ds.type = ty_error(cc);
        p_advance(p);
    } else if (!p_decl_specs(p, &ds)) {
        p_skip_to_semi(p);
        return s;
    }
    if (p_is(p, KW_OPERATOR) || (p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_LPAREN))) {
        /* `float g(float y) { ... }` in a body: HLSL has no local functions.
         * Parsed as a function declared in this block, so that its body is
         * checked once and its calls do not cascade. */
        const Token *q = p->tok + 1;
        for (int depth = 0; q->kind != TK_EOF; q++) {
            if (is_punct_at(q, P_LPAREN))
                depth++;
            else if (is_punct_at(q, P_RPAREN))
                depth--;
            else if (depth <= 0 && (is_punct_at(q, P_LBRACE) || is_punct_at(q, P_SEMI)))
                break;
        }
        /* `float g(float y);` in a body: a prototype of a function of the
         * translation unit, as in C++ and DXC (fn.forward-declaration.hlsl):
         * declared at global scope so that the later definition is the
         * function it names. */
        if (is_punct_at(q, P_SEMI) && !p_is(p, KW_OPERATOR)) {
            Scope *here = p->scope;
            p->scope = p->global;
            p_decl_rest(p, &ds, &attrs, NULL, false);
            p->scope = here;
            return s;
        }
        diag(cc, p->tok->loc, D_LOCAL_FUNCTION, p_is(p, KW_OPERATOR) ? "operator" : p->tok->text,
             is_punct_at(q, P_LBRACE) ? "defined" : "declared");
        p_decl_rest(p, &ds, &attrs, NULL, false);
        return s;
    }
    for (;;) {
        Decl *d = p_var_declarator(p, &ds, (ds.mods & DM_STATIC) ? SC_STATIC : SC_LOCAL, &attrs, NULL, p->scope);
        if (!d) {
            p_skip_to_semi(p);
            return s;
        }
        if (ds.mods & DM_GROUPSHARED)
            diag(cc, d->loc, D_BAD_MODIFIER, "groupshared");
        vec_push(&cc->arena, &s->decls, d);
        if (!p_accept(p, P_COMMA))
            break;
    }
    if (!p_accept(p, P_SEMI)) {
        p_expect(p, P_SEMI, "after declaration");
        p_skip_to_semi(p);
    }
    return s;
}

/* condition-declaration := decl-specifiers name '=' assignment-expression
 * The C++ form `if (int d = f())`: one variable with an initializer,
 * declared in the current scope (the caller opens the statement's scope).
 * NULL after a diagnostic. */
Decl *p_cond_decl(P *p)
{
    Cc *cc = p->cc;
    DeclSpec ds;
    if (!p_decl_specs(p, &ds))
        return NULL;
    uint32_t bad = ds.mods & (DM_STATIC | DM_GROUPSHARED | DM_UNIFORM | DM_EXTERN);
    if (bad)
        diag(cc, ds.loc, D_BAD_MODIFIER,
             bad & DM_STATIC ? "static" : bad & DM_GROUPSHARED ? "groupshared" : bad & DM_UNIFORM ? "uniform" : "extern");
    Decl *d = p_var_declarator(p, &ds, SC_LOCAL, NULL, NULL, NULL);
    if (!d)
        return NULL;
    if (!d->init) {
        p_error(p, p->tok, D_EXPECTED, "'=' and an initializer in a condition declaration");
        return NULL;
    }
    p_declare_var(p, d, p->scope);
    return d;
}

/* ---- the translation unit ------------------------------------------------ */

Decl *ast_find_function(Ast *ast, Str name)
{
    if (!ast || !name)
        return NULL;
    Decl *first = NULL;
    for (uint32_t i = 0; i < ast->functions.len; i++) {
        Decl *f = ast->functions.data[i];
        if (f->qname && strcmp(f->qname, name) == 0) {
            if (f->body)
                return f;
            if (!first)
                first = f;
        }
    }
    return first;
}

/* Edit distance of a and b (insertions, deletions, substitutions and swaps of
 * two neighbours, so "mian" is one from "main"), or `limit + 1` once it
 * exceeds limit. */
static unsigned edit_distance(const char *a, const char *b, unsigned limit)
{
    enum { MAXN = 64 };
    size_t na = strlen(a), nb = strlen(b);
    if (na > MAXN || nb > MAXN || (na > nb ? na - nb : nb - na) > limit)
        return limit + 1;
    unsigned rows[3][MAXN + 1], *prev2 = rows[0], *prev = rows[1], *cur = rows[2];
    for (size_t j = 0; j <= nb; j++)
        prev[j] = (unsigned)j;
    for (size_t i = 1; i <= na; i++) {
        unsigned best = cur[0] = (unsigned)i;
        for (size_t j = 1; j <= nb; j++) {
            unsigned v = prev[j - 1] + (a[i - 1] != b[j - 1]);
            if (prev[j] + 1 < v)
                v = prev[j] + 1;
            if (cur[j - 1] + 1 < v)
                v = cur[j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                prev2[j - 2] + 1 < v)
                v = prev2[j - 2] + 1;
            cur[j] = v;
            if (v < best)
                best = v;
        }
        if (best > limit)
            return limit + 1;
        unsigned *t = prev2;
        prev2 = prev;
        prev = cur;
        cur = t;
    }
    return prev[nb];
}

Decl *ast_similar_function(Ast *ast, const char *name)
{
    if (!ast || !name)
        return NULL;
    unsigned limit = (unsigned)strlen(name) / 3;
    if (limit < 1)
        limit = 1;
    unsigned best = limit + 1;
    Decl *found = NULL;
    for (uint32_t i = 0; i < ast->functions.len; i++) {
        Decl *f = ast->functions.data[i];
        if (!f->qname || !f->body)
            continue;
        unsigned d = edit_distance(name, f->qname, limit);
        if (d < best) {
            best = d;
            found = f;
        }
    }
    return found;
}

Decl *ast_entry(Cc *cc, Ast *ast)
{
    const char *e = cc->opt && cc->opt->entry ? cc->opt->entry : "main";
    return ast_find_function(ast, e);
}

/* The keywords, compared by identity (HLSL_KNOWN_COUNT of them); a
 * compilation whose cc->known_kw holds them skips this. */
void hlsl_known_names(Cc *cc, Str *out)
{
    static const char *const kw_names[KW_COUNT] = {
#define X(id, s) s,
        KEYWORDS(X)
#undef X
    };
    for (int i = 0; i < KW_COUNT; i++)
        out[i] = str_intern_lit(cc, kw_names[i]);
}

/* translation-unit := declaration* EOF */
struct Ast *hlsl_frontend(Cc *cc, const Token *toks, uint32_t count)
{
    toks = p_strip_payload_qualifiers(cc, toks, &count);
    P *p = NEW(cc, P);
    p->cc = cc;
    p->pack_row_major = cc->opt->pack_matrix_row_major != 0; /* -Zpr */
    p->toks = toks;
    p->tok = toks;
    p->end = toks + (count ? count - 1 : 0);
    if (!count || p->end->kind != TK_EOF)
        diag_ice(cc, (Loc){0, 0, 0}, "token array does not end with EOF");
    p->enable16 = cc->opt && cc->opt->enable_16bit_types;
    if (cc->known_kw)
        memcpy(p->kw, cc->known_kw, sizeof p->kw);
    else
        hlsl_known_names(cc, p->kw);
    map_reserve(cc, &p->modifier_index, P_MODIFIER_COUNT);
    for (uint32_t i = 0; i < P_MODIFIER_COUNT; i++) {
        Str k = p->kw[p_modifier_kws[i]];
        map_put(cc, &p->modifier_index, k, (void *)(intptr_t)(i + 1));
        str_filter_add(&p->modifier_names, k);
    }
    p->ast = NEW(cc, Ast);
    Scope *pre = p_scope_new(p, NULL);
    pre->predecl = p; /* RayDesc, RAY_FLAG_*...: few shaders name them */
    p->global = p->scope = p_scope_new(p, pre);
    cc->ast = p->ast;
    while (p->tok->kind != TK_EOF) {
        const Token *before = p->tok;
        p_declaration(p, (void *)&p->ast->decls, true);
        if (p->tok == before) { /* no progress: skip the token */
            if (p_is_punct(p, P_RBRACE))
                p_error(p, p->tok, D_UNEXPECTED_TOKEN, "}");
            p_advance(p);
        }
    }
    /* Prototypes without definitions are still listed for lookup. */
    for (uint32_t i = 0; i < p->ast->functions.len; i++) {
        Decl *f = p->ast->functions.data[i];
        if (f->attrs.patchconstantfunc) {
            f->attrs.patchconstantfunc_decl =
                ast_find_function(p->ast, str_intern_c(cc, f->attrs.patchconstantfunc));
        }
    }
    p_check_entry(p);
    p_check_reachable(p);
    return p->ast;
}
