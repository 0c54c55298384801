/*
 * Templates (HLSL 2021): declarations, instantiation and argument
 * deduction.
 *
 * A template keeps the tokens of its declaration; each instantiation binds
 * the parameters in a fresh scope (type parameters as type names, value
 * parameters as constants) and re-parses the declaration there, so the
 * instantiation is an ordinary concrete Decl. Instantiations are cached by
 * their arguments.
 *
 * Deduction for function templates matches each parameter's written type,
 * token by token, against the argument's type:
 *     T            binds T (literal int/float become int/float)
 *     vector<P, N> against a vector: P with its scalar, N with its size
 *     matrix<P, R, C> against a matrix
 *     S<P...>      against an instantiation of struct template S: pairwise
 *     Res<P>       against that resource (Texture2D<T>, StructuredBuffer<T>)
 *     P name[N]... against arrays: N with each dimension, P with the element
 * Anything else deduces nothing. The first binding of a parameter wins;
 * overload resolution then converts (or rejects) the arguments.
 *
 * Struct and variable templates (template<class T> static const T v = ...)
 * may have specializations: template<...> struct S<pattern> { ... } (or
 * template<> for an explicit one). An instantiation deduces each one's
 * parameters from its pattern as above, keeps those whose pattern gives
 * back exactly the arguments, and uses the most specialized of them: the
 * one whose pattern every other matching pattern generalizes (its
 * parameters standing for whole arguments, token for token), else the
 * primary template when none matches. Two matching, neither more
 * specialized, is OSH0407.
 */
#include "hlsl/sema.h"

static void advance(P *p)
{
    if (p->tok < p->end)
        p->tok++;
}

static void member_def_at(P *p, Template *mt, Decl *inst, const Token *at);

/* template<...> decl-specifiers S<...>::name ...: the struct template S
 * whose static member this defines out of line, else NULL. */
static Template *member_def_of(P *p, const Token *q, const Token *end)
{
    for (const Token *r = q; r < end && r->kind != TK_EOF; r++) {
        if (r->kind != TK_IDENT || !is_punct_at(r + 1, P_LT))
            continue;
        Sym *s = scope_lookup(p, r->text);
        Template *t = sym_template(s);
        if (!t || !t->is_struct || t->is_alias)
            continue;
        int depth = 0;
        for (const Token *g = r + 1; g < end; g++) {
            if (is_punct_at(g, P_LT) || is_punct_at(g, P_LPAREN))
                depth++;
            else if (is_punct_at(g, P_GT) || is_punct_at(g, P_RPAREN))
                depth--;
            else if (is_punct_at(g, P_RSHIFT))
                depth -= 2;
            if (depth <= 0)
                return depth == 0 && is_punct_at(g + 1, P_COLONCOLON) && g[2].kind == TK_IDENT ? t : NULL;
        }
        return NULL;
    }
    return NULL;
}

/* The token after the '>' closing the '<' at lt (a '>>' closing it and
 * an inner list counts), or NULL when the list does not close. */
static const Token *angle_end(const Token *lt)
{
    int depth = 0;
    for (const Token *g = lt; g->kind != TK_EOF; g++) {
        if (is_punct_at(g, P_LT) || is_punct_at(g, P_LPAREN) || is_punct_at(g, P_LBRACKET))
            depth++;
        else if (is_punct_at(g, P_GT) || is_punct_at(g, P_RPAREN) || is_punct_at(g, P_RBRACKET))
            depth--;
        else if (is_punct_at(g, P_RSHIFT))
            depth -= 2;
        else if (is_punct_at(g, P_SEMI) || is_punct_at(g, P_LBRACE) || is_punct_at(g, P_RBRACE))
            return NULL;
        if (depth == 0)
            return g + 1;
        if (depth < 0)
            return NULL;
    }
    return NULL;
}

/* Was inst, an instance of t, made from one of t's specializations? */
static bool spec_instance(const Template *t, const Decl *inst)
{
    for (uint32_t i = 0; i < t->spec_instances.len; i++)
        if (t->spec_instances.data[i] == inst)
            return true;
    return false;
}

/* template<...> struct S<pattern> ... / T v<pattern> = ...: a partial (or,
 * with template<>, explicit) specialization of the template S / v declared
 * before it, chosen at instantiation (instantiate_best). */
static void add_specialization(P *p, Template *t, const Token *lt, const Token *at)
{
    Cc *cc = p->cc;
    Sym *s = scope_lookup(p, t->name);
    Template *prim = sym_template(s);
    const char *why = NULL;
    if (!prim)
        why = "it is not a template";
    else if (prim->is_alias || prim->owner || prim->primary)
        why = "only a struct or variable template can be specialized";
    else if (prim->is_struct != t->is_struct || prim->is_var != t->is_var)
        why = t->is_var ? "it is not a variable template" : "it is not a struct template";
    else if (!(t->spec_end = angle_end(lt)))
        why = "its template argument list does not close";
    for (uint32_t i = 0; !why && i < t->params.len; i++) {
        const Token *r = lt + 1;
        while (r < t->spec_end && !(r->kind == TK_IDENT && r->text == t->params.data[i]))
            r++;
        if (r >= t->spec_end)
            why = arena_sprintf(&cc->arena, "template parameter '%s' is not used in its arguments",
                                t->params.data[i]);
    }
    if (why) {
        diag(cc, at->loc, D_TEMPLATE_SPEC, t->name, why);
        return;
    }
    t->primary = prim;
    t->spec_args = lt;
    t->decl = p_new_decl(p, DK_TEMPLATE, at->loc, t->name);
    t->decl->fe = t;
    vec_push(&cc->arena, &prim->specs, t);
}

/* template := 'template' '<' (('typename'|'class') name ('=' type)? |
 *             type name ('=' constant)?)','... '>' declaration
 * The declaration's tokens are kept and re-parsed per instantiation. */
void p_template(P *p, DeclVec *out)
{
    Cc *cc = p->cc;
    const Token *at = p->tok;
    advance(p);
    if (cc->hlsl_version < 2021)
        diag(cc, at->loc, D_TEMPLATE_NEEDS_2021);
    Template *t = NEW(cc, Template);
    p_expect(p, P_LT, "after 'template'");
    while (!p_is_punct(p, P_GT) && p->tok->kind != TK_EOF) {
        bool isval = !(p_accept_kw(p, KW_TYPENAME) || p_accept_kw(p, KW_CLASS));
        Type *vt = NULL;
        int vof = -1;
        for (uint32_t j = 0; isval && p->tok->kind == TK_IDENT && j < t->params.len; j++)
            if (!t->is_value.data[j] && t->params.data[j] == p->tok->text)
                vof = (int)j;
        if (vof >= 0) { /* T v: typed by the argument given for T (an integer or bool) */
            advance(p);
            vt = NULL;
        } else if (isval) {
            vt = p_type(p);
            if (!vt || vt->kind != TY_SCALAR || !(ty_is_int_kind(vt->scalar) || vt->scalar == SK_BOOL)) {
                p_error(p, p->tok, D_EXPECTED_TYPE, "an integer or bool template parameter type");
                vt = ty_scalar(cc, SK_INT32);
            }
        }
        Str n = NULL;
        if (p_is_punct(p, P_COMMA) || p_is_punct(p, P_GT) || p_is_punct(p, P_ASSIGN)) /* unnamed */
            n = str_intern_c(cc, arena_sprintf(&cc->arena, "<parameter %u>", t->params.len + 1));
        else if (!(n = p_ident(p, "a template parameter name")))
            break;
        Type *def = NULL;
        int64_t defv = 0;
        bool has_defv = false;
        if (p_accept(p, P_ASSIGN)) {
            if (isval) {
                p->no_gt++;
                Expr *e = p_assign(p);
                p->no_gt--;
                has_defv = p_const_int(p, e, &defv, "template argument");
            } else {
                def = p_type(p);
            }
        }
        vec_push(&cc->arena, &t->params, n);
        vec_push(&cc->arena, &t->is_value, isval);
        vec_push(&cc->arena, &t->defaults, def);
        vec_push(&cc->arena, &t->value_types, vt);
        vec_push(&cc->arena, &t->value_type_of, vof);
        vec_push(&cc->arena, &t->has_default_value, has_defv);
        vec_push(&cc->arena, &t->default_values, defv);
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_expect(p, P_GT, "to close the template parameters");
    t->body_begin = p->tok;
    t->scope = p->scope;
    t->owner = p->strct;
    /* Find the declared name and skip the declaration. */
    const Token *q = p->tok;
    bool is_alias = p_is(p, KW_USING) && q[1].kind == TK_IDENT && is_punct_at(&q[2], P_ASSIGN);
    bool is_struct = p_is(p, KW_STRUCT) || p_is(p, KW_CLASS) || is_alias, is_var = false;
    Str name = NULL;
    const Token *spec_at = NULL; /* a specialization's '<' */
    if (is_struct) {
        name = q[1].kind == TK_IDENT ? q[1].text : NULL;
        if (name && !is_alias && is_punct_at(&q[2], P_LT))
            spec_at = &q[2];
    } else {
        /* Attributes first ([[vk::ext_instruction(124)]], [noinline]): their
         * parentheses are not the function's. */
        const Token *start = q;
        while (is_punct_at(start, P_LBRACKET))
            start = skip_bracket_group(start);
        for (const Token *r = start; r->kind != TK_EOF; r++) {
            /* a variable template: T name = ...; or name<pattern> = ...; */
            const Token *after = is_punct_at(r + 1, P_LT) ? angle_end(r + 1) : r + 1;
            if (r > start && r->kind == TK_IDENT && after && !is_punct_at(r - 1, P_COLONCOLON) &&
                (is_punct_at(after, P_ASSIGN) || is_punct_at(after, P_SEMI))) {
                name = r->text;
                is_var = true;
                spec_at = after != r + 1 ? r + 1 : NULL;
                break;
            }
            if (is_punct_at(r, P_LPAREN) && r > start && r[-1].kind == TK_IDENT) {
                name = r[-1].text;
                if (r - 2 >= q && r[-2].kind == TK_IDENT && r[-2].text == p->kw[KW_OPERATOR])
                    name = NULL;
                break;
            }
            if (is_punct_at(r, P_LBRACE) || is_punct_at(r, P_SEMI))
                break;
        }
    }
    int depth = 0;
    while (p->tok->kind != TK_EOF) {
        if (p_is_punct(p, P_LBRACE))
            depth++;
        else if (p_is_punct(p, P_RBRACE)) {
            if (--depth <= 0) {
                advance(p);
                if (is_struct)
                    p_accept(p, P_SEMI);
                break;
            }
        } else if (p_is_punct(p, P_SEMI) && depth == 0) {
            advance(p);
            break;
        }
        advance(p);
    }
    t->body_end = p->tok;
    t->is_struct = is_struct;
    t->is_alias = is_alias;
    t->is_var = is_var;
    t->name = name;
    if (spec_at) {
        add_specialization(p, t, spec_at, at);
        return;
    }
    if (!name) {
        Template *cls = member_def_of(p, q, t->body_end);
        if (!cls) {
            diag(cc, at->loc, D_NOT_IMPLEMENTED, "this kind of template");
            return;
        }
        /* Each instance of the struct, made or to be made, gets it. */
        vec_push(&cc->arena, &cls->member_defs, t);
        for (uint32_t i = 0; i < cls->decl->instances.len; i++)
            if (!spec_instance(cls, cls->decl->instances.data[i])) /* a specialization has its own members */
                member_def_at(p, t, cls->decl->instances.data[i], at);
        return;
    }
    Decl *d = p_new_decl(p, DK_TEMPLATE, at->loc, name);
    d->fe = t;
    t->decl = d;
    Sym *s = map_get(&p->scope->syms, name);
    Template *prev = s && s->kind == SYM_TEMPLATE ? s->decl->fe : NULL;
    if (prev && is_struct && !is_alias && prev->is_struct && !prev->is_alias && prev->body_end - prev->body_begin <= 3) {
        /* template<class T> struct S; then its definition */
        Template keep = *prev;
        *prev = *t;
        prev->decl = keep.decl;
        prev->specs = keep.specs;
        prev->member_defs = keep.member_defs;
        return;
    }
    if (prev && is_struct && !is_alias && prev->is_struct && !prev->is_alias && t->body_end - t->body_begin <= 3)
        return; /* a declaration again */
    if (prev && (is_struct || is_var || prev->is_var || prev->is_struct)) {
        diag(cc, at->loc, D_REDEFINITION, name); /* only function templates overload */
        return;
    }
    if (s && s->kind != SYM_TEMPLATE) {
        diag(cc, at->loc, D_REDEFINITION, name);
        return;
    }
    if (!s) {
        s = scope_add(p, p->scope, SYM_TEMPLATE, name);
        s->decl = d;
    }
    /* Several function templates with one name: keep them all. */
    vec_push(&cc->arena, &s->overloads, d);
    if (out)
        vec_push(&cc->arena, out, d);
}

/* ---- instantiation -------------------------------------------------------- */

static const char *value_spelling(P *p, Type *vt, int64_t v)
{
    if (vt && vt->scalar == SK_BOOL)
        return v ? "true" : "false";
    if (vt && !ty_is_signed_kind(vt->scalar))
        return arena_sprintf(&p->cc->arena, "%llu", (unsigned long long)(uint64_t)v);
    return arena_sprintf(&p->cc->arena, "%lld", (long long)v);
}

/* The type of value parameter i: its own, or the (integer or bool)
 * argument of the type parameter it names; NULL when neither. */
static Type *value_type(Cc *cc, Template *t, Type **targs, uint32_t i)
{
    (void)cc;
    int of = i < t->value_type_of.len ? t->value_type_of.data[i] : -1;
    if (of < 0)
        return t->value_types.data[i];
    Type *a = targs[of];
    return a && a->kind == TY_SCALAR && (ty_is_int_kind(a->scalar) || a->scalar == SK_BOOL) ? a : NULL;
}

/* Canonical values: bool 0/1, uint 32 bits. */
static void canonical_values(Cc *cc, Template *t, Type **targs, int64_t *tvals, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (t->is_value.data[i] && value_type(cc, t, targs, i)) {
            ScalarKind k = value_type(cc, t, targs, i)->scalar;
            if (k == SK_BOOL)
                tvals[i] = tvals[i] != 0;
            else if (k == SK_UINT32)
                tvals[i] = (int64_t)(uint32_t)tvals[i];
            else if (k == SK_INT32)
                tvals[i] = (int32_t)tvals[i];
        }
}

/* td's instantiation for these arguments, if made. */
static Decl *cached_instance(Template *t, Decl *td, Type **targs, int64_t *tvals, uint32_t n)
{
    for (uint32_t i = 0; i < td->instances.len; i++) {
        Decl *inst = td->instances.data[i];
        bool same = inst->template_args.len == n;
        for (uint32_t j = 0; same && j < n; j++)
            same = inst->template_args.data[j] == (t->is_value.data[j] ? NULL : targs[j]) &&
                   inst->template_values.data[j] == tvals[j];
        if (same)
            return inst;
    }
    return NULL;
}

/* A fresh scope binding t's parameters: type parameters as type names,
 * value parameters as constants. Spells "name<args>" into nb. */
static Scope *bind_scope(P *p, Template *t, Type **targs, int64_t *tvals, uint32_t n, const Token *at, Buf *nb)
{
    Cc *cc = p->cc;
    Scope *ts = NEW(cc, Scope);
    ts->up = t->scope;
    ts->prefix = t->scope->prefix;
    buf_printf(nb, "%s<", t->name);
    for (uint32_t i = 0; i < n; i++) {
        if (t->is_value.data[i]) {
            Type *vt = value_type(cc, t, targs, i) ? value_type(cc, t, targs, i) : ty_scalar(cc, SK_INT32);
            Decl *c = p_new_decl(p, DK_VAR, at->loc, t->params.data[i]);
            c->type = vt;
            c->mods = DM_CONST | DM_STATIC;
            c->storage = SC_STATIC;
            c->has_cval = true;
            c->cval.kind = vt->scalar;
            c->cval.b = tvals[i] != 0;
            c->cval.i = tvals[i];
            c->cval.u = (uint64_t)tvals[i];
            c->cval.f = (double)tvals[i];
            scope_add(p, ts, SYM_CONST, t->params.data[i])->decl = c;
            buf_printf(nb, "%s%s", i ? ", " : "", value_spelling(p, vt, tvals[i]));
        } else {
            scope_add(p, ts, SYM_TYPE, t->params.data[i])->type = targs[i];
            buf_printf(nb, "%s%s", i ? ", " : "", ty_name(cc, targs[i]));
        }
    }
    buf_puts(nb, ">");
    return ts;
}

/* Records inst as td's instantiation for these arguments, named iname. */
static void tag_instance(P *p, Template *t, Decl *td, Decl *inst, Type **targs, int64_t *tvals, uint32_t n,
                         Str iname)
{
    Cc *cc = p->cc;
    inst->template_of = td;
    inst->qname = iname;
    if (inst->type && inst->kind == DK_STRUCT) {
        inst->type->name = iname;
        for (uint32_t i = 0; i < inst->methods.len; i++)
            inst->methods.data[i]->qname =
                str_intern_c(cc, arena_sprintf(&cc->arena, "%s::%s", iname, inst->methods.data[i]->name));
    }
    inst->template_args.len = inst->template_values.len = 0;
    for (uint32_t i = 0; i < n; i++) {
        vec_push(&cc->arena, &inst->template_args, t->is_value.data[i] ? NULL : targs[i]);
        vec_push(&cc->arena, &inst->template_values, tvals[i]);
    }
    vec_push(&cc->arena, &td->instances, inst);
}

/* Binds the template's parameters in a fresh scope and re-parses its
 * declaration there. Returns the instantiation (existing or new). */
static Decl *instantiate(P *p, Template *t, Type **targs, int64_t *tvals, uint32_t n, const Token *at)
{
    Cc *cc = p->cc;
    Decl *td = t->decl;
    canonical_values(cc, t, targs, tvals, n);
    Decl *hit = cached_instance(t, td, targs, tvals, n);
    if (hit)
        return hit;
    for (int f = p->tmpl_depth - 1; f >= 0; f--) {
        struct InstFrame *fr = &p->inst[f];
        bool same = fr->t == t;
        for (uint32_t j = 0; same && j < n; j++)
            same = (t->is_value.data[j] || fr->targs[j] == targs[j]) && fr->tvals[j] == tvals[j];
        Sym *s = same ? map_get(&fr->scope->syms, t->name) : NULL;
        if (s && s->kind == SYM_TYPE && s->type->decl)
            return s->type->decl;
    }
    if (p->tmpl_depth >= 64) {
        diag(cc, at->loc, D_NESTING_TOO_DEEP, 64u);
        return NULL;
    }
    Buf nb;
    buf_init(&nb, &cc->arena);
    Scope *ts = bind_scope(p, t, targs, tvals, n, at, &nb);
    Str iname = str_intern_c(cc, buf_cstr(&nb));
    const Token *saved_tok = p->tok, *saved_skip_at = p->spec_skip_at, *saved_skip_to = p->spec_skip_to;
    Scope *saved_scope = p->scope;
    Decl *saved_f = p->func, *saved_s = p->strct;
    Type *saved_ret = p->ret_type;
    int saved_loop = p->loop_depth, saved_switch = p->switch_depth, saved_no_gt = p->no_gt;
    bool saved_split = p->split_gt;
    p->tok = t->body_begin;
    p->scope = ts;
    p->func = NULL;
    p->strct = t->owner; /* a member template's instance is a method */
    p->loop_depth = p->switch_depth = p->no_gt = 0;
    p->split_gt = false;
    p->spec_skip_at = t->primary ? t->spec_args : NULL;
    p->spec_skip_to = t->primary ? t->spec_end : NULL;
    p->inst[p->tmpl_depth] = (struct InstFrame){t, targs, tvals, ts};
    p->tmpl_depth++;
    Vec(Decl *) made = {0};
    p_declaration(p, (void *)&made, t->is_var); /* a variable template's instance is a global */
    if (t->owner && t->owner->is_complete) /* a method's body waits for its struct */
        p_parse_method_bodies(p, t->owner, ts);
    p->tmpl_depth--;
    p->tok = saved_tok;
    p->spec_skip_at = saved_skip_at;
    p->spec_skip_to = saved_skip_to;
    p->scope = saved_scope;
    p->func = saved_f;
    p->strct = saved_s;
    p->ret_type = saved_ret;
    p->loop_depth = saved_loop;
    p->switch_depth = saved_switch;
    p->no_gt = saved_no_gt;
    p->split_gt = saved_split;
    Decl *inst = NULL;
    DeclKind want = t->is_alias ? DK_TYPEDEF : t->is_struct ? DK_STRUCT : t->is_var ? DK_VAR : DK_FUNC;
    for (uint32_t i = 0; i < made.len; i++)
        if (made.data[i]->kind == want && (!t->is_var || made.data[i]->name == t->name))
            inst = made.data[i];
    if (!inst && !t->is_alias && !t->is_var) {
        Sym *s = map_get(&ts->syms, t->name);
        if (s && s->kind == SYM_FUNC && s->overloads.len)
            inst = s->overloads.data[s->overloads.len - 1];
        if (s && s->kind == SYM_TYPE && s->type->decl)
            inst = s->type->decl;
    }
    if (!inst)
        return NULL;
    tag_instance(p, t, td, inst, targs, tvals, n, iname);
    for (uint32_t i = 0; t->is_struct && !t->is_alias && i < t->member_defs.len; i++)
        member_def_at(p, t->member_defs.data[i], inst, at);
    return inst;
}

/* The out-of-line member definition mt for the struct instance inst: its
 * parameters bound, in order, to inst's arguments, and re-parsed (S<T>
 * then names inst: p_static_member_def). */
static void member_def_at(P *p, Template *mt, Decl *inst, const Token *at)
{
    Cc *cc = p->cc;
    if (mt->params.len != inst->template_args.len || p->tmpl_depth >= 64)
        return;
    Scope *ts = NEW(cc, Scope);
    ts->up = mt->scope;
    ts->prefix = mt->scope->prefix;
    for (uint32_t i = 0; i < mt->params.len; i++) {
        Type *ta = inst->template_args.data[i];
        if (mt->is_value.data[i] != (ta == NULL))
            return; /* not the struct's parameter list */
        if (ta) {
            scope_add(p, ts, SYM_TYPE, mt->params.data[i])->type = ta;
            continue;
        }
        Type *vt = mt->value_types.data[i] ? mt->value_types.data[i] : ty_scalar(cc, SK_INT32);
        Decl *c = p_new_decl(p, DK_VAR, at->loc, mt->params.data[i]);
        int64_t v = inst->template_values.data[i];
        c->type = vt;
        c->mods = DM_CONST | DM_STATIC;
        c->storage = SC_STATIC;
        c->has_cval = true;
        c->cval.kind = vt->scalar;
        c->cval.b = v != 0;
        c->cval.i = v;
        c->cval.u = (uint64_t)v;
        c->cval.f = (double)v;
        scope_add(p, ts, SYM_CONST, mt->params.data[i])->decl = c;
    }
    const Token *saved_tok = p->tok;
    Scope *saved_scope = p->scope;
    Decl *saved_f = p->func, *saved_s = p->strct;
    Type *saved_ret = p->ret_type;
    int saved_no_gt = p->no_gt;
    bool saved_split = p->split_gt;
    p->tok = mt->body_begin;
    p->scope = ts;
    p->func = NULL;
    p->strct = NULL;
    p->no_gt = 0;
    p->split_gt = false;
    p_declaration(p, NULL, false);
    p->tok = saved_tok;
    p->scope = saved_scope;
    p->func = saved_f;
    p->strct = saved_s;
    p->ret_type = saved_ret;
    p->no_gt = saved_no_gt;
    p->split_gt = saved_split;
}

/* Fills defaults for the arguments not given and checks the kinds (type
 * vs value) of the given ones. False after a diagnostic. */
static bool complete_args(P *p, Template *t, Type **targs, int64_t *tvals, bool *given, const Token *at)
{
    for (uint32_t k = 0; k < t->params.len; k++) {
        if (!given[k]) {
            if (t->is_value.data[k] && t->has_default_value.data[k]) {
                tvals[k] = t->default_values.data[k];
                given[k] = true;
            } else if (!t->is_value.data[k] && t->defaults.data[k]) {
                targs[k] = t->defaults.data[k];
                given[k] = true;
            }
        }
        if (given[k] && t->is_value.data[k] != (targs[k] == NULL)) {
            if (!p->tmpl_quiet)
                diag(p->cc, at->loc, D_BAD_TEMPLATE_ARGS, t->name);
            return false;
        }
    }
    return true;
}

static Decl *instantiate_best(P *p, Template *t, Type **targs, int64_t *tvals, uint32_t n, const Token *at);

/* name '<' template-args '>' (read here) for the struct or variable template
 * s: its instantiation, NULL after a diagnostic. */
static Decl *instantiate_named(P *p, Sym *s, const Token *at)
{
    Cc *cc = p->cc;
    Template *t = s->decl->fe;
    Type *targs[16] = {0};
    int64_t tvals[16] = {0};
    bool given[16] = {0};
    uint32_t n = 0;
    if (p_accept(p, P_LT)) {
        while (!p_is_punct(p, P_GT) && p->tok->kind != TK_EOF) {
            if (n >= 16) {
                diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, s->name);
                return NULL;
            }
            if (!p_template_arg(p, &targs[n], &tvals[n]))
                return NULL;
            given[n++] = true;
            if (!p_accept(p, P_COMMA))
                break;
        }
        p_close_template(p);
    }
    if (n > t->params.len) {
        diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, s->name);
        return NULL;
    }
    if (!complete_args(p, t, targs, tvals, given, at))
        return NULL;
    for (uint32_t k = 0; k < t->params.len; k++)
        if (!given[k]) {
            diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, s->name);
            return NULL;
        }
    return instantiate_best(p, t, targs, tvals, t->params.len, at);
}

/* name '<' template-args '>' for a struct template. */
Type *tmpl_instantiate_struct(P *p, Sym *s, const Token *at)
{
    Cc *cc = p->cc;
    Template *t = s->decl ? s->decl->fe : NULL;
    if (!t || !t->is_struct) {
        diag(cc, at->loc, D_NOT_A_TYPE, s->name);
        return ty_error(cc);
    }
    Decl *inst = instantiate_named(p, s, at);
    if (inst && inst->kind == DK_TYPEDEF && (inst->mods & DM_CONST))
        p->type_const = true; /* template<class T> using P = const ...: as a const typedef (parse.c) */
    return inst && inst->type ? inst->type : ty_error(cc);
}

/* name '<' template-args '>' for a variable template: its instance. */
Decl *tmpl_instantiate_var(P *p, Sym *s, const Token *at)
{
    Template *t = s->decl ? s->decl->fe : NULL;
    if (!t || !t->is_var)
        return NULL;
    if (!p_is_punct(p, P_LT)) {
        p_expect(p, P_LT, "to begin the variable template's arguments");
        return NULL;
    }
    return instantiate_named(p, s, at);
}

/* ---- deduction ------------------------------------------------------------ */

typedef struct Deduce {
    P *p;
    Template *t;
    Type **targs;
    int64_t *tvals;
    bool *given;
    const Token *end;       /* end of the parameter list */
    int pending_gt;         /* a '>>' closed one list, one more is pending */
} Deduce;

static int param_index(Deduce *d, const Token *q, bool want_value)
{
    if (q->kind != TK_IDENT)
        return -1;
    for (uint32_t k = 0; k < d->t->params.len; k++)
        if (d->t->params.data[k] == q->text && d->t->is_value.data[k] == want_value)
            return (int)k;
    return -1;
}

static void bind_type(Deduce *d, int k, Type *a)
{
    Cc *cc = d->p->cc;
    if (k < 0 || d->given[k] || !a || a->kind == TY_ERROR)
        return;
    if (a->kind == TY_SCALAR && (a->scalar == SK_LIT_INT || a->scalar == SK_LIT_FLOAT))
        a = ty_scalar(cc, a->scalar == SK_LIT_INT ? SK_INT32 : SK_FLOAT);
    else if ((a->kind == TY_VECTOR || a->kind == TY_MATRIX) && a->scalar == SK_LIT_FLOAT)
        a = ty_with_scalar(cc, a, SK_FLOAT);
    else if ((a->kind == TY_VECTOR || a->kind == TY_MATRIX) && a->scalar == SK_LIT_INT)
        a = ty_with_scalar(cc, a, SK_INT32);
    d->targs[k] = a;
    d->given[k] = true;
}

static void bind_value(Deduce *d, int k, int64_t v)
{
    if (k < 0 || d->given[k])
        return;
    d->tvals[k] = v;
    d->given[k] = true;
}

/* Skips balanced tokens up to (not past) a ',' or closing '>' / ')' at depth 0. */
static const Token *skip_arg(Deduce *d, const Token *q)
{
    int depth = 0;
    for (; q < d->end && q->kind != TK_EOF; q++) {
        if (d->pending_gt)
            return q;
        if (is_punct_at(q, P_LT) || is_punct_at(q, P_LPAREN) || is_punct_at(q, P_LBRACKET))
            depth++;
        else if (is_punct_at(q, P_RPAREN) || is_punct_at(q, P_RBRACKET)) {
            if (depth == 0)
                return q;
            depth--;
        } else if (is_punct_at(q, P_GT) || is_punct_at(q, P_RSHIFT)) {
            int n = is_punct_at(q, P_RSHIFT) ? 2 : 1;
            if (depth < n) {
                if (depth == 1) { /* '>>' closes the inner list and ours */
                    d->pending_gt = 1;
                    return q + 1;
                }
                return q;
            }
            depth -= n;
        } else if (is_punct_at(q, P_COMMA) && depth == 0) {
            return q;
        }
    }
    return q;
}

/* Consumes a closing '>' (or half of a '>>'). */
static const Token *close_list(Deduce *d, const Token *q)
{
    if (d->pending_gt) {
        d->pending_gt = 0;
        return q;
    }
    if (is_punct_at(q, P_GT))
        return q + 1;
    if (is_punct_at(q, P_RSHIFT)) {
        d->pending_gt = 1;
        return q + 1;
    }
    return q;
}

static const Token *match_type(Deduce *d, const Token *q, Type *a, int depth);

/* A template argument in a pattern: a value parameter name or a type. */
static const Token *match_value_arg(Deduce *d, const Token *q, bool have, int64_t v)
{
    int k = param_index(d, q, true);
    if (k >= 0 && have && (is_punct_at(q + 1, P_COMMA) || is_punct_at(q + 1, P_GT) || is_punct_at(q + 1, P_RSHIFT)))
        bind_value(d, k, v);
    return skip_arg(d, q);
}

/* '<' P (',' P)* '>' matched against the given types / values. */
static const Token *match_arg_list(Deduce *d, const Token *q, Type **types, int64_t *vals, uint32_t n,
                                   int depth)
{
    if (!is_punct_at(q, P_LT))
        return q;
    q++;
    for (uint32_t i = 0; q < d->end && !d->pending_gt && !is_punct_at(q, P_GT) && !is_punct_at(q, P_RSHIFT); i++) {
        if (i < n && types && types[i])
            q = match_type(d, q, types[i], depth + 1);
        else
            q = match_value_arg(d, q, i < n && vals, i < n && vals ? vals[i] : 0);
        q = skip_arg(d, q);
        if (!is_punct_at(q, P_COMMA) || d->pending_gt)
            break;
        q++;
    }
    return close_list(d, q);
}

/* Matches the type written at q against `a` (NULL: only skip it); returns
 * the token after the type. */
static const Token *match_type(Deduce *d, const Token *q, Type *a, int depth)
{
    P *p = d->p;
    Cc *cc = p->cc;
    if (depth > 32 || q >= d->end)
        return q;
    while (p_modifier_at(p, q) >= 0 && q + 1 < d->end && q[1].kind == TK_IDENT)
        q++;
    if (q->kind != TK_IDENT)
        return q;
    if (a && a->kind == TY_ERROR)
        a = NULL;
    int k = param_index(d, q, false);
    if (k >= 0) {
        bind_type(d, k, a);
        return q + 1;
    }
    Str name = q->text;
    if (name == p->kw[KW_VECTOR] && is_punct_at(q + 1, P_LT)) {
        Type *types[2] = {NULL, NULL};
        int64_t vals[2] = {0, 0};
        bool ok = a && a->kind == TY_VECTOR;
        if (ok) {
            types[0] = ty_scalar(cc, a->scalar);
            vals[1] = a->cols;
        }
        return match_arg_list(d, q + 1, ok ? types : NULL, ok ? vals : NULL, ok ? 2 : 0, depth);
    }
    if (name == p->kw[KW_MATRIX] && is_punct_at(q + 1, P_LT)) {
        Type *types[3] = {NULL, NULL, NULL};
        int64_t vals[3] = {0, 0, 0};
        bool ok = a && a->kind == TY_MATRIX;
        if (ok) {
            types[0] = ty_scalar(cc, a->scalar);
            vals[1] = a->rows;
            vals[2] = a->cols;
        }
        return match_arg_list(d, q + 1, ok ? types : NULL, ok ? vals : NULL, ok ? 3 : 0, depth);
    }
    if (is_punct_at(q + 1, P_LT)) {
        /* S<...> (a struct template) or Res<...> (a resource). */
        Sym *s = NULL;
        for (Scope *sc = d->t->scope; sc && !s; sc = sc->up)
            s = scope_lookup_here(sc, name);
        if (s && s->kind == SYM_TEMPLATE && a && a->kind == TY_STRUCT && a->decl && a->decl->template_of &&
            a->decl->template_of == s->decl) {
            Decl *inst = a->decl;
            return match_arg_list(d, q + 1, inst->template_args.data, inst->template_values.data,
                                  inst->template_args.len, depth);
        }
        ResKind rk = ty_res_lookup(name);
        if (rk != R_COUNT && a && a->kind == TY_RESOURCE && a->res == rk) {
            Type *types[2] = {a->elem, NULL};
            int64_t vals[2] = {0, (int64_t)a->count};
            return match_arg_list(d, q + 1, types, vals, a->count ? 2 : 1, depth);
        }
        return match_arg_list(d, q + 1, NULL, NULL, 0, depth);
    }
    /* Any other type: skip its (possibly qualified) name. */
    q++;
    while (q + 1 < d->end && is_punct_at(q, P_COLONCOLON) && q[1].kind == TK_IDENT)
        q += 2;
    if (is_punct_at(q, P_LT))
        q = match_arg_list(d, q, NULL, NULL, 0, depth);
    return q;
}

/* One parameter `attrs? modifiers type name? dims annotations default?`
 * against argument type `a`; returns the token after it. */
static const Token *match_param(Deduce *d, const Token *q, Type *a)
{
    /* [[vk::...]] / [attr] before a parameter */
    while (is_punct_at(q, P_LBRACKET)) {
        int depth = 0;
        for (; q < d->end; q++) {
            if (is_punct_at(q, P_LBRACKET))
                depth++;
            else if (is_punct_at(q, P_RBRACKET) && --depth == 0) {
                q++;
                break;
            }
        }
    }
    const Token *type_at = q;
    d->pending_gt = 0;
    q = match_type(d, q, NULL, 0); /* find where the type ends */
    d->pending_gt = 0;
    if (q->kind == TK_IDENT)
        q++;
    /* Array dimensions peel the argument from the outside in. */
    Type *elem = a;
    while (is_punct_at(q, P_LBRACKET) && q < d->end) {
        q++;
        bool ok = elem && elem->kind == TY_ARRAY;
        int k = param_index(d, q, true);
        if (ok && k >= 0 && is_punct_at(q + 1, P_RBRACKET))
            bind_value(d, k, elem->count);
        elem = ok ? elem->elem : NULL;
        while (q < d->end && !is_punct_at(q, P_RBRACKET))
            q++;
        if (q < d->end)
            q++;
    }
    if (elem)
        match_type(d, type_at, elem, 0);
    d->pending_gt = 0;
    /* Skip annotations and the default argument. */
    int depth = 0;
    for (; q < d->end; q++) {
        if (is_punct_at(q, P_LPAREN) || is_punct_at(q, P_LBRACE) || is_punct_at(q, P_LBRACKET))
            depth++;
        else if (is_punct_at(q, P_RPAREN) || is_punct_at(q, P_RBRACE) || is_punct_at(q, P_RBRACKET)) {
            if (depth == 0)
                break;
            depth--;
        } else if (is_punct_at(q, P_COMMA) && depth == 0)
            break;
    }
    return q;
}

/* Function templates: explicit args (f<float>(x), f<4>(x)) then deduction
 * from the argument types (see the top of the file). */
Decl *tmpl_instantiate_func(P *p, Decl *td, Type **eargs, int64_t *evals, uint32_t nexplicit, Type **argtypes,
                            uint32_t nargs, const Token *at)
{
    Cc *cc = p->cc;
    Template *t = td->fe;
    uint32_t np = t->params.len;
    if (np > 16 || nexplicit > np) {
        if (!p->tmpl_quiet)
            diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, t->name);
        return NULL;
    }
    Type *targs[16] = {0};
    int64_t tvals[16] = {0};
    bool given[16] = {0};
    for (uint32_t i = 0; i < nexplicit; i++) {
        targs[i] = eargs[i];
        tvals[i] = evals[i];
        given[i] = true;
        if (t->is_value.data[i] != (eargs[i] == NULL)) {
            if (!p->tmpl_quiet)
                diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, t->name);
            return NULL;
        }
    }
    /* The parameter list: the first '(' after the template's name. */
    const Token *q = t->body_begin;
    while (q < t->body_end && !(q->kind == TK_IDENT && q->text == t->name && is_punct_at(q + 1, P_LPAREN)))
        q++;
    Deduce d = {p, t, targs, tvals, given, t->body_end, 0};
    if (q < t->body_end) {
        const Token *close = q + 1;
        int depth = 0;
        for (; close < t->body_end; close++) {
            if (is_punct_at(close, P_LPAREN))
                depth++;
            else if (is_punct_at(close, P_RPAREN) && --depth == 0)
                break;
        }
        d.end = close;
        q += 2;
        for (uint32_t ai = 0; q < d.end && ai < nargs; ai++) {
            q = match_param(&d, q, argtypes[ai]);
            if (!is_punct_at(q, P_COMMA))
                break;
            q++;
        }
    }
    if (p->tmpl_quiet) { /* defaults are given; anything else left undeduced: no candidate */
        for (uint32_t k = 0; k < np; k++)
            if (!given[k] && !t->defaults.data[k] && !t->has_default_value.data[k])
                return NULL;
    }
    if (!complete_args(p, t, targs, tvals, given, at))
        return NULL;
    for (uint32_t k = 0; k < np; k++)
        if (!given[k]) {
            diag(cc, at->loc, D_TEMPLATE_DEDUCE, t->name);
            diag_note(cc, td->loc, "cannot deduce template parameter '%s'", t->params.data[k]);
            return NULL;
        }
    return instantiate(p, t, targs, tvals, np, at);
}

/* ---- specializations ------------------------------------------------------ */

/* Past one balanced template argument at q (up to a ',' or closing '>'). */
static const Token *arg_end(const Token *q, const Token *end)
{
    int depth = 0;
    for (; q < end; q++) {
        if (is_punct_at(q, P_LT) || is_punct_at(q, P_LPAREN) || is_punct_at(q, P_LBRACKET))
            depth++;
        else if (is_punct_at(q, P_GT) || is_punct_at(q, P_RPAREN) || is_punct_at(q, P_RBRACKET) ||
                 is_punct_at(q, P_RSHIFT)) {
            if (depth == 0)
                return q;
            depth -= is_punct_at(q, P_RSHIFT) && depth > 1 ? 2 : 1;
        } else if (is_punct_at(q, P_COMMA) && depth == 0)
            return q;
    }
    return q;
}

static bool same_token(const Token *a, const Token *b)
{
    if (a->kind != b->kind)
        return false;
    if (a->kind == TK_PUNCT)
        return a->punct == b->punct;
    if (a->kind == TK_INT)
        return a->ival == b->ival;
    return a->text == b->text;
}

/* Is specialization y's pattern at least as general as x's: do y's
 * parameters, each standing for one whole argument (the same one where a
 * parameter repeats), turn y's pattern into x's, token for token? */
static bool at_least_as_general(const Template *y, const Template *x)
{
    const Token *from[16] = {0}, *to[16] = {0};
    const Token *yq = y->spec_args, *xq = x->spec_args;
    while (yq < y->spec_end && xq < x->spec_end) {
        int k = -1;
        for (uint32_t i = 0; yq->kind == TK_IDENT && i < y->params.len && i < 16; i++)
            if (y->params.data[i] == yq->text)
                k = (int)i;
        if (k < 0) {
            if (!same_token(yq, xq))
                return false;
            yq++;
            xq++;
            continue;
        }
        const Token *e = arg_end(xq, x->spec_end);
        if (e == xq)
            return false;
        if (from[k]) {
            if (to[k] - from[k] != e - xq)
                return false;
            for (const Token *a = from[k], *b = xq; a < to[k]; a++, b++)
                if (!same_token(a, b))
                    return false;
        }
        from[k] = xq;
        to[k] = e;
        xq = e;
        yq++;
    }
    return yq == y->spec_end && xq == x->spec_end;
}

/* Does specialization sp match the primary's arguments? Deduces its
 * parameters (sargs/svals) from its pattern, then checks that the pattern,
 * with them substituted, gives back exactly those arguments. */
static bool spec_matches(P *p, Template *sp, Type **targs, int64_t *tvals, uint32_t n, Type **sargs, int64_t *svals,
                         const Token *at)
{
    Cc *cc = p->cc;
    Template *t = sp->primary;
    uint32_t np = sp->params.len;
    bool given[16] = {0};
    if (np > 16)
        return false;
    for (uint32_t k = 0; k < np; k++) {
        sargs[k] = NULL;
        svals[k] = 0;
    }
    Deduce d = {p, sp, sargs, svals, given, sp->spec_end, 0};
    match_arg_list(&d, sp->spec_args, targs, tvals, n, 0);
    for (uint32_t k = 0; k < np; k++)
        if (!given[k] || sp->is_value.data[k] != (sargs[k] == NULL))
            return false;
    canonical_values(cc, sp, sargs, svals, np);
    Buf nb;
    buf_init(&nb, &cc->arena);
    Scope *ts = bind_scope(p, sp, sargs, svals, np, at, &nb);
    const Token *saved_tok = p->tok;
    Scope *saved_scope = p->scope;
    int saved_no_gt = p->no_gt;
    bool saved_split = p->split_gt;
    p->tok = sp->spec_args + 1;
    p->scope = ts;
    p->no_gt = 0;
    p->split_gt = false;
    Type *pargs[16] = {0};
    int64_t pvals[16] = {0};
    uint32_t i = 0;
    bool ok = true;
    while (ok && !p_is_punct(p, P_GT) && !p->split_gt && p->tok < sp->spec_end && p->tok->kind != TK_EOF) {
        ok = i < n && p_template_arg(p, &pargs[i], &pvals[i]);
        i++;
        if (!p_accept(p, P_COMMA))
            break;
    }
    p->tok = saved_tok;
    p->scope = saved_scope;
    p->no_gt = saved_no_gt;
    p->split_gt = saved_split;
    for (; ok && i < n; i++) { /* S<int> of template<class T, int N = 2>: the defaults */
        ok = t->is_value.data[i] ? t->has_default_value.data[i] : t->defaults.data[i] != NULL;
        pargs[i] = t->defaults.data[i];
        pvals[i] = t->default_values.data[i];
    }
    if (!ok)
        return false;
    canonical_values(cc, t, pargs, pvals, n);
    for (uint32_t j = 0; j < n; j++)
        if (pargs[j] != (t->is_value.data[j] ? NULL : targs[j]) || (!pargs[j] && pvals[j] != tvals[j]))
            return false;
    return true;
}

/* The instantiation of t for these arguments: of its most specialized
 * matching specialization, else of t itself. Two or more matching, none
 * more specialized than the others, is an error (OSH0407). */
static Decl *instantiate_best(P *p, Template *t, Type **targs, int64_t *tvals, uint32_t n, const Token *at)
{
    Cc *cc = p->cc;
    if (!t->specs.len)
        return instantiate(p, t, targs, tvals, n, at);
    canonical_values(cc, t, targs, tvals, n);
    Decl *hit = cached_instance(t, t->decl, targs, tvals, n);
    if (hit)
        return hit;
    Type *sargs[16];
    int64_t svals[16];
    Vec(Template *) m = {0};
    for (uint32_t i = 0; i < t->specs.len; i++)
        if (spec_matches(p, t->specs.data[i], targs, tvals, n, sargs, svals, at))
            vec_push(&cc->arena, &m, t->specs.data[i]);
    if (!m.len)
        return instantiate(p, t, targs, tvals, n, at);
    Template *best = NULL;
    for (uint32_t i = 0; i < m.len && !best; i++) {
        bool most = true;
        for (uint32_t j = 0; j < m.len && most; j++)
            most = i == j || (at_least_as_general(m.data[j], m.data[i]) && !at_least_as_general(m.data[i], m.data[j]));
        if (most)
            best = m.data[i];
    }
    Buf nb;
    buf_init(&nb, &cc->arena);
    bind_scope(p, t, targs, tvals, n, at, &nb);
    Str iname = str_intern_c(cc, buf_cstr(&nb));
    if (!best) {
        diag(cc, at->loc, D_TEMPLATE_SPEC, iname,
             "more than one partial specialization matches, none more specialized than the others");
        for (uint32_t i = 0; i < m.len; i++)
            diag_note(cc, m.data[i]->decl->loc, "this partial specialization matches");
        return instantiate(p, t, targs, tvals, n, at); /* the primary, so that uses do not cascade */
    }
    spec_matches(p, best, targs, tvals, n, sargs, svals, at);
    Decl *inst = instantiate(p, best, sargs, svals, best->params.len, at);
    if (!inst)
        return NULL;
    /* It is t's instance for targs: tagged with them, it leaves best's cache
     * (where those would read as best's arguments). */
    if (best->decl->instances.len && best->decl->instances.data[best->decl->instances.len - 1] == inst)
        best->decl->instances.len--;
    vec_push(&cc->arena, &t->spec_instances, inst);
    tag_instance(p, t, t->decl, inst, targs, tvals, n, iname);
    return inst;
}

/* A parameter's default argument in a template's instance. One of another
 * struct type than the parameter's is no error until a call uses it (C++,
 * DXC: kajiya's `template <typename Remap> ... f(..., Remap remap =
 * IdentityImageRemap::create())` called with a LinearToSrgbRemap): the
 * parameter then has no default (NULL), so a call without it finds no
 * overload. */
Expr *p_instance_default(P *p, Decl *d)
{
    if (p_is_punct(p, P_LBRACE))
        return p_initializer(p, d->type);
    Expr *e = p_assign(p);
    Type *et = p_strip_mods(p, e->type), *pt = p_strip_mods(p, d->type);
    if (et->kind == TY_STRUCT && pt->kind == TY_STRUCT && !ty_same_type(et, pt))
        return NULL;
    return p_convert(p, e, d->type, false);
}
