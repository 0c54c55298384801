/*
 * The HLSL parser, part 3: expressions, typed as they are built: names,
 * calls and postfix operators here, primary expressions and the operators
 * in expr_ops.c (expr_int.h is what the two share).
 * Precedence climbing over C's levels; HLSL additions are swizzles, matrix
 * element access, constructors (float4(...)), C-style casts that may
 * flatten structs, and resource members (.mips[l][c], methods).
 */
#include "base/conv.h"
#include "hlsl/expr_int.h"

Expr *p_new_expr(P *p, ExprKind k, Loc loc, Type *t)
{
    Expr *e = NEW(p->cc, Expr);
    e->kind = k;
    e->loc = loc;
    e->type = t;
    return e;
}

Expr *p_err_expr(P *p, Loc loc) { return p_new_expr(p, EX_ERROR, loc, ty_error(p->cc)); }

bool p_is_err(Expr *e) { return e->kind == EX_ERROR || e->type->kind == TY_ERROR; }

bool p_const_int(P *p, Expr *e, int64_t *out, const char *what)
{
    if (p_is_err(e))
        return false;
    if (!e->is_const || e->type->kind == TY_VECTOR || e->type->kind == TY_MATRIX ||
        (e->type->kind != TY_SCALAR && e->type->kind != TY_ENUM)) {
        diag(p->cc, e->loc, D_NOT_CONSTANT, what);
        return false;
    }
    if (ty_is_float_kind(e->cval.kind))
        *out = conv_float_to_i64(e->cval.f);
    else if (e->cval.kind == SK_BOOL)
        *out = e->cval.b;
    else
        *out = e->cval.i;
    return true;
}

Expr *p_var_ref(P *p, Decl *d, Loc loc)
{
    Expr *e = p_new_expr(p, EX_VAR, loc, d->type);
    e->decl = d;
    e->lvalue = !(d->mods & DM_CONST) && d->storage != SC_CBUFFER_MEMBER && d->storage != SC_GLOBAL_UNIFORM;
    if (d->kind == DK_PARAM && (d->mods & DM_UNIFORM))
        e->lvalue = false;
    if (d->has_cval && (d->mods & DM_CONST) && d->type->kind == TY_SCALAR) {
        e->is_const = true;
        e->cval = d->cval;
    }
    return e;
}

Expr *p_lit_int(P *p, Loc loc, Type *t, int64_t v)
{
    Expr *e = p_new_expr(p, EX_INT_LIT, loc, t);
    e->ival = (uint64_t)v;
    e->is_const = true;
    e->cval.kind = t->kind == TY_ENUM ? t->scalar : t->scalar;
    e->cval.i = v;
    e->cval.u = (uint64_t)v;
    return e;
}

/* ---- names ---------------------------------------------------------------- */

/* Finds a field named `name` in struct d or its bases; *path gets the base
 * fields to go through (outermost first). */
static Decl *find_field(Decl *d, Str name, Decl **path, int *npath)
{
    for (int guard = 0; d && guard < 64; guard++) {
        for (uint32_t i = 0; i < d->fields.len; i++)
            if (d->fields.data[i]->name == name && !d->fields.data[i]->is_base)
                return d->fields.data[i];
        if (!d->base)
            return NULL;
        path[(*npath)++] = d->fields.data[0];
        d = d->base;
    }
    return NULL;
}

Expr *p_member_expr(P *p, Expr *base, Decl *f, Loc loc)
{
    Expr *e = p_new_expr(p, EX_MEMBER, loc, f->type);
    e->lhs = base;
    e->decl = f;
    e->lvalue = base->lvalue;
    return e;
}

/* ConstantBuffer<S> / TextureBuffer<S>: the struct whose fields the block
 * exposes (lowering treats the resource as a pointer to S), else NULL. */
static Decl *cbuffer_struct(Type *t)
{
    if (t->kind == TY_RESOURCE && ty_res_info(t->res)->cls == RC_CBUFFER && t->elem && t->elem->kind == TY_STRUCT)
        return t->elem->decl;
    return NULL;
}

static Expr *field_access(P *p, Expr *base, Str name, Loc loc, bool *found)
{
    Decl *path[64];
    int np = 0;
    Decl *sd = base->type->kind == TY_STRUCT ? base->type->decl : cbuffer_struct(base->type);
    Decl *f = find_field(sd, name, path, &np);
    *found = f != NULL;
    if (!f)
        return base;
    for (int i = 0; i < np; i++)
        base = p_member_expr(p, base, path[i], loc);
    return p_member_expr(p, base, f, loc);
}

/* The static data member `name` of struct sd or of a base, or NULL: named
 * through an object (`t.M`), as DXC allows; the object is not evaluated. */
static Decl *find_static_member(Decl *sd, Str name)
{
    for (int guard = 0; sd && guard < 64; guard++, sd = sd->base)
        for (uint32_t i = 0; i < sd->statics.len; i++)
            if (sd->statics.data[i]->name == name)
                return sd->statics.data[i];
    return NULL;
}

/* The sub-object of e (a struct value, or a ConstantBuffer<S>) whose struct
 * is `target` or is named `name`: e itself or one of its bases, reached
 * through the hidden base fields (`e.Base::f()`, `Base::x` in a method).
 * NULL when neither e's struct nor a base matches. */
static Expr *base_subobject(P *p, Expr *e, Decl *target, Str name, Loc loc)
{
    bool res = e->type->kind == TY_RESOURCE;
    Decl *sd = e->type->kind == TY_STRUCT ? e->type->decl : cbuffer_struct(e->type);
    for (int guard = 0; sd && guard < 64; guard++) {
        if (sd == target || (name && sd->name == name))
            return e;
        if (!sd->base || !sd->fields.len || !sd->fields.data[0]->is_base)
            break;
        e = p_member_expr(p, e, sd->fields.data[0], loc);
        if (res)
            e->lvalue = false; /* a constant buffer is read-only */
        sd = sd->base;
    }
    return NULL;
}

/* Collects method overloads named `name` in struct d and its bases. */
bool p_find_methods(Decl *d, Str name, DeclVec *out, Cc *cc)
{
    for (int guard = 0; d && guard < 64; guard++, d = d->base) {
        Scope *ms = d->fe;
        Sym *s = ms ? map_get(&ms->syms, name) : NULL;
        if (s && s->kind == SYM_FUNC) {
            for (uint32_t i = 0; i < s->overloads.len; i++)
                vec_push(&cc->arena, out, s->overloads.data[i]);
            return true;
        }
    }
    return false;
}

static Expr *call_builtin(P *p, Expr *object, Str name, Type *targ, Expr **args, uint32_t n, Loc loc);

/* '<' template-args '>' of a call, when there (at most 16): NULL, or the
 * error expression after a diagnostic. */
static Expr *explicit_targs(P *p, Str name, Loc loc, Type **targs, int64_t *tvals, uint32_t *n)
{
    if (!p_accept(p, P_LT))
        return NULL;
    while (!p_is_punct(p, P_GT) && p->tok->kind != TK_EOF) {
        if (*n == 16) {
            diag(p->cc, loc, D_BAD_TEMPLATE_ARGS, name);
            return p_err_expr(p, loc);
        }
        if (!p_template_arg(p, &targs[*n], &tvals[*n]))
            return p_err_expr(p, p->tok->loc);
        (*n)++;
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_close_template(p);
    return NULL;
}

/* The instances of s's function templates that fit these explicit
 * arguments and argument types, pushed to cands. With several templates, one
 * that does not fit is dropped silently (C++'s "substitution failure is not
 * an error"); when none fits, each is tried again to say why. */
static void template_candidates(P *p, Sym *s, Type **targs, int64_t *tvals, uint32_t ntargs, Expr **args,
                                uint32_t nargs, const Token *at, DeclVec *cands)
{
    Cc *cc = p->cc;
    Type *types[64];
    uint32_t n = nargs < 64 ? nargs : 64;
    for (uint32_t i = 0; i < n; i++)
        types[i] = args[i]->type;
    bool was = p->tmpl_quiet;
    for (int pass = s->overloads.len > 1 ? 0 : 1; pass < 2 && !cands->len; pass++) {
        p->tmpl_quiet = pass == 0;
        for (uint32_t i = 0; i < s->overloads.len; i++) {
            Decl *inst = tmpl_instantiate_func(p, s->overloads.data[i], targs, tvals, ntargs, types, n, at);
            if (inst)
                vec_push(&cc->arena, cands, inst);
        }
    }
    p->tmpl_quiet = was;
}

/* obj.name<args>(...): a member function template of obj's struct (or a
 * base), instantiated as a method; NULL (nothing read) when name is none. */
static Expr *member_template_call(P *p, Expr *obj, Str name, const Token *nt)
{
    Sym *s = NULL;
    for (Decl *d = obj->type->decl; d && !s; d = d->base) {
        Scope *ms = d->fe;
        s = ms ? map_get(&ms->syms, name) : NULL;
        if (s && s->kind != SYM_TEMPLATE)
            return NULL;
    }
    if (!s || !s->overloads.len)
        return NULL;
    Type *targs[16];
    int64_t tvals[16];
    uint32_t n = 0;
    Expr *err = explicit_targs(p, name, nt->loc, targs, tvals, &n);
    if (err)
        return err;
    Vec(Expr *) args = {0};
    Expr *bad = p_call_args(p, (void *)&args);
    if (bad)
        return bad;
    Vec(Decl *) cands = {0};
    template_candidates(p, s, targs, tvals, n, args.data, args.len, nt, (void *)&cands);
    if (!cands.len)
        return p_err_expr(p, nt->loc);
    return p_call_user(p, (void *)&cands, obj, args.data, args.len, nt->loc, name);
}

/* The call of s (a function or function templates, found for name at t)
 * with these template and call arguments; for a method, called on this. */
static Expr *call_sym(P *p, Sym *s, const Token *t, Str name, Type **targs, int64_t *tvals, uint32_t ntargs,
                      Expr **args, uint32_t nargs)
{
    Cc *cc = p->cc;
    Vec(Decl *) cands = {0};
    if (s->kind == SYM_FUNC) {
        for (uint32_t i = 0; i < s->overloads.len; i++)
            vec_push(&cc->arena, &cands, s->overloads.data[i]);
    } else {
        template_candidates(p, s, targs, tvals, ntargs, args, nargs, t, (void *)&cands);
        if (!cands.len)
            return p_err_expr(p, t->loc);
    }
    Expr *obj = NULL;
    if (cands.len && cands.data[0]->is_method && p->func && p->func->this_param)
        obj = p_var_ref(p, p->func->this_param, t->loc);
    return p_call_user(p, (void *)&cands, obj, args, nargs, t->loc, name);
}

/* name(...) or name<args>(...) where s, found for name at t, is a function
 * or a function template (its overloads). */
Expr *p_call_named(P *p, Sym *s, const Token *t, Str name)
{
    Cc *cc = p->cc;
    if (!p_is_punct(p, P_LPAREN) && !p_is_punct(p, P_LT)) {
        diag(cc, t->loc, D_NOT_CALLABLE, name);
        return p_err_expr(p, t->loc);
    }
    Type *targs[16];
    int64_t tvals[16];
    uint32_t ntargs = 0;
    Expr *err = explicit_targs(p, name, t->loc, targs, tvals, &ntargs);
    if (err)
        return err;
    if (ntargs && s->kind == SYM_FUNC) {
        diag(cc, t->loc, D_BAD_TEMPLATE_ARGS, name);
        return p_err_expr(p, t->loc);
    }
    Vec(Expr *) args = {0};
    Expr *bad = p_call_args(p, (void *)&args);
    if (bad)
        return bad;
    return call_sym(p, s, t, name, targs, tvals, ntargs, args.data, args.len);
}

/* f(args) with f not declared here: C++'s argument-dependent lookup, as
 * DXC has it. A struct argument's function of that name, declared where the
 * struct (or the template it is an instance of) is: vk::khr's
 * cooperativeMatrixMultiplyAdd(a, b, c) called without vk::khr::. NULL when
 * no argument's scopes have one. */
static Sym *arg_dependent_lookup(Str name, Expr **args, uint32_t nargs)
{
    for (uint32_t i = 0; i < nargs; i++) {
        Type *ty = args[i]->type;
        Decl *d = ty && ty->kind == TY_STRUCT ? ty->decl : NULL;
        if (d && d->template_of && d->template_of->fe)
            d = d->template_of;
        Scope *sc = !d ? NULL : d->kind == DK_TEMPLATE ? ((Template *)d->fe)->scope : (Scope *)d->fe;
        for (int guard = 0; sc && guard < 64; sc = sc->up, guard++) {
            Sym *f = scope_lookup_here(sc, name);
            Template *t = sym_template(f);
            if (f && (f->kind == SYM_FUNC || f->kind == SYM_TEMPLATE) && !(t && (t->is_struct || t->is_var)))
                return f;
        }
    }
    return NULL;
}

/* primary names: identifiers, qualified names, this, true/false. */
Expr *p_name(P *p)
{
    Cc *cc = p->cc;
    const Token *t = p->tok;
    Str name = t->text;
    p->tok++;
    if (name == p->kw[KW_TRUE] || name == p->kw[KW_FALSE]) {
        Expr *e = p_new_expr(p, EX_BOOL_LIT, t->loc, ty_scalar(cc, SK_BOOL));
        e->bval = name == p->kw[KW_TRUE];
        e->is_const = true;
        e->cval.kind = SK_BOOL;
        e->cval.b = e->bval;
        e->cval.i = e->bval;
        return e;
    }
    if (name == p->kw[KW_THIS] && p->func && p->func->this_param)
        return p_var_ref(p, p->func->this_param, t->loc);
    /* Look up through scopes; a struct member scope also sees fields. */
    Sym *s = NULL;
    bool past_struct = false; /* found outside a struct's member scope */
    if (tok_memo_holds(p, &p->ln, t)) {
        /* p_starts_type just looked it up */
        s = p->ln_sym;
        for (Scope *sc = p->scope; sc && sc != p->ln_where; sc = sc->up)
            past_struct |= sc->strct != NULL;
    } else {
        for (Scope *sc = p->scope; sc && !s; sc = sc->up) {
            s = scope_lookup_here(sc, name);
            if (!s && sc->strct)
                past_struct = true;
        }
    }
    if (s && s->kind == SYM_FUNC && p_is_punct(p, P_LT)) {
        /* f<...> inside an instance of the function template f: the name
         * there is the instance; the template is further out */
        for (Scope *sc = p->scope; sc; sc = sc->up) {
            Sym *o = scope_lookup_here(sc, name);
            if (o && o->kind == SYM_TEMPLATE) {
                s = o;
                break;
            }
        }
    }
    /* Qualified: ns::x, S::x, E::x */
    while (s && (s->kind == SYM_NS || (s->kind == SYM_TYPE && s->ns)) && p_is_punct(p, P_COLONCOLON)) {
        p->tok++;
        const Token *nt = p->tok;
        Str n = p_ident(p, "a name after '::'");
        if (!n)
            return p_err_expr(p, nt->loc);
        Sym *in = scope_lookup_here(s->ns, n);
        if (!in && s->kind == SYM_NS && name == p->kw[KW_VK] && t + 2 == nt) {
            /* `namespace vk` (vk/spirv.h) beside the built-in vk:: names */
            p->tok = nt - 1;
            s = NULL;
            break;
        }
        if (!in && s->kind == SYM_TYPE && s->type->kind == TY_STRUCT) {
            /* E::D::x: a base's name, seen from the derived struct */
            Decl *b = s->type->decl->base;
            for (int guard = 0; b && guard < 64 && b->name != n; guard++)
                b = b->base;
            if (b && b->fe) {
                in = NEW(cc, Sym);
                in->kind = SYM_TYPE;
                in->name = n;
                in->type = b->type;
                in->ns = (Scope *)b->fe;
            }
        }
        if (!in) {
            diag(cc, nt->loc, D_UNDECLARED, n);
            if (p_is_punct(p, P_LPAREN)) { /* skip the call's arguments */
                Vec(Expr *) args = {0};
                p_call_args(p, (void *)&args);
            }
            return p_err_expr(p, nt->loc);
        }
        s = in;
        t = nt;
        name = n;
    }
    if (!s && name == p->kw[KW_VK] && p_is_punct(p, P_COLONCOLON) && p->tok[1].kind == TK_IDENT) {
        /* vk::static_pointer_cast<T>(p) (vk_types.c), vk::RawBufferLoad<T>(a)... */
        p->tok++;
        Expr *r = p_vk_expr(p, t);
        if (r)
            return r;
        t = p->tok++;
        name = str_intern_c(cc, arena_sprintf(&cc->arena, "vk::%s", t->text));
        if (builtin_is_intrinsic(cc, name) && (p_is_punct(p, P_LPAREN) || p_is_punct(p, P_LT))) {
            Type *targ = NULL;
            if (p_accept(p, P_LT)) {
                targ = p_type(p);
                if (!targ)
                    diag(cc, p->tok->loc, D_EXPECTED_TYPE, p->tok->text ? p->tok->text : "?");
                p_close_template(p);
            }
            Vec(Expr *) args = {0};
            Expr *bad = p_call_args(p, (void *)&args);
            if (bad)
                return bad;
            return call_builtin(p, NULL, name, targ, args.data, args.len, t->loc);
        }
    }
    if (!s) {
        if (p_is_punct(p, P_LPAREN) && builtin_is_intrinsic(cc, name)) {
            Vec(Expr *) args = {0};
            Expr *bad = p_call_args(p, (void *)&args);
            if (bad)
                return bad;
            return call_builtin(p, NULL, name, NULL, args.data, args.len, t->loc);
        }
        if (p_is_punct(p, P_LT) && builtin_is_intrinsic(cc, name)) {
            /* sqrt<float>(x): intrinsics are not templates (DXC refuses
             * it too); one diagnostic, then the arguments are skipped */
            diag(cc, t->loc, D_INTRINSIC_TEMPLATE_ARGS, name);
            p->tok++;
            for (uint32_t n = 0; n < 16 && !p_is_punct(p, P_GT) && !p_is_punct(p, P_RSHIFT) &&
                                 p->tok->kind != TK_EOF; n++) {
                Type *ta;
                int64_t tv;
                if (!p_template_arg(p, &ta, &tv) || !p_accept(p, P_COMMA))
                    break;
            }
            p_close_template(p);
            if (p_is_punct(p, P_LPAREN)) {
                Vec(Expr *) args = {0};
                p_call_args(p, (void *)&args);
            }
            return p_err_expr(p, t->loc);
        }
        if (p_is_punct(p, P_LPAREN)) {
            Vec(Expr *) args = {0};
            Expr *bad = p_call_args(p, (void *)&args);
            Sym *f = bad ? NULL : arg_dependent_lookup(name, args.data, args.len);
            if (f)
                return call_sym(p, f, t, name, NULL, NULL, 0, args.data, args.len);
            diag(cc, t->loc, D_UNDECLARED, name);
            return p_err_expr(p, t->loc);
        }
        diag(cc, t->loc, D_UNDECLARED, name);
        while (p_is_punct(p, P_COLONCOLON) && p->tok[1].kind == TK_IDENT)
            p->tok += 2; /* undeclared::qualified::name */
        if (p_is_punct(p, P_LPAREN)) {
            Vec(Expr *) args = {0};
            p_call_args(p, (void *)&args);
        }
        return p_err_expr(p, t->loc);
    }
    switch (s->kind) {
    case SYM_CONST: {
        Decl *d = s->decl;
        if (d->kind == DK_ENUM_CONST)
            return p_lit_int(p, t->loc, d->type, d->cval.i);
        return p_var_ref(p, d, t->loc);
    }
    case SYM_VAR: {
        Decl *d = s->decl;
        p_heap_check_use(p, d, t->loc); /* ResourceDescriptorHeap: SM 6.6 */
        if (past_struct && ((d->kind == DK_VAR && d->storage == SC_LOCAL) || d->kind == DK_PARAM)) {
            /* a method of a struct defined in a function body using that
             * function's local: C++ forbids it (the method has no frame) */
            diag(cc, t->loc, D_LOCAL_CAPTURE, name);
            diag_note(cc, d->loc, "'%s' is declared here", name);
            return p_err_expr(p, t->loc);
        }
        if (d->kind == DK_FIELD) {
            if (!p->func || !p->func->this_param) {
                diag(cc, t->loc, D_UNDECLARED, name);
                return p_err_expr(p, t->loc);
            }
            /* `x` or `Base::x`: the field of the struct that declares it,
             * even when the method's struct hides it with its own `x` */
            Expr *self = p_var_ref(p, p->func->this_param, t->loc);
            Expr *sub = d->parent ? base_subobject(p, self, d->parent, NULL, t->loc) : NULL;
            if (sub)
                return p_member_expr(p, sub, d, t->loc);
            bool ok;
            return field_access(p, self, name, t->loc, &ok);
        }
        if (p_is_punct(p, P_LPAREN) && d->type->kind != TY_STRUCT && d->type->kind != TY_ERROR) {
            /* `scale(3)` with a variable `scale` (which may hide a function) */
            diag(cc, t->loc, D_NOT_CALLABLE, name);
            Vec(Expr *) args = {0};
            p_call_args(p, (void *)&args);
            return p_err_expr(p, t->loc);
        }
        return p_var_ref(p, d, t->loc);
    }
    case SYM_FUNC:
    case SYM_TEMPLATE: {
        if (sym_template(s) && sym_template(s)->is_struct && p_is_punct(p, P_LT)) {
            /* ns::S<T>::member, ns::S<T>(...): the instance, then what follows a type */
            Type *ty = tmpl_instantiate_struct(p, s, t);
            if (ty->kind == TY_ERROR) { /* diagnosed: skip the rest of the name and its call */
                while (p_is_punct(p, P_COLONCOLON) && p->tok[1].kind == TK_IDENT)
                    p->tok += 2;
                if (p_is_punct(p, P_LPAREN)) {
                    Vec(Expr *) args = {0};
                    p_call_args(p, (void *)&args);
                }
                return p_err_expr(p, t->loc);
            }
            if (p_is_punct(p, P_LPAREN) || (p_is_punct(p, P_COLONCOLON) && p->tok[1].kind == TK_IDENT &&
                                            ty->kind == TY_STRUCT && ty->decl && ty->decl->fe))
                return p_after_type(p, ty, t);
            /* anything else after ns::S<T> is no expression (p_after_type
             * would read the name again from its start) */
            diag(cc, p->tok->loc, D_EXPECTED_EXPR, ty_name(cc, ty));
            return p_err_expr(p, t->loc);
        }
        if (sym_template(s) && sym_template(s)->is_var) {
            Decl *v = tmpl_instantiate_var(p, s, t);
            return v ? p_var_ref(p, v, t->loc) : p_err_expr(p, t->loc);
        }
        return p_call_named(p, s, t, name);
    }
    case SYM_TYPE:
    case SYM_NS:
        diag(cc, t->loc, D_EXPECTED_EXPR, name);
        return p_err_expr(p, t->loc);
    }
    return p_err_expr(p, t->loc);
}

/* ---- calls ---------------------------------------------------------------- */

/* '(' (assign (',' assign)*)? ')' ; returns an error expression on failure */
Expr *p_call_args(P *p, ExprVec *args)
{
    p_expect(p, P_LPAREN, "to begin the arguments");
    while (!p_is_punct(p, P_RPAREN) && p->tok->kind != TK_EOF) {
        Expr *a = p_assign(p);
        vec_push(&p->cc->arena, args, a);
        if (!p_accept(p, P_COMMA))
            break;
    }
    if (!p_accept(p, P_RPAREN)) {
        p_expect(p, P_RPAREN, "after arguments");
        return p_err_expr(p, p->tok->loc);
    }
    for (uint32_t i = 0; i < args->len; i++)
        if (p_is_err(args->data[i]))
            return p_err_expr(p, args->data[i]->loc);
    return NULL;
}

static Expr *call_builtin(P *p, Expr *object, Str name, Type *targ, Expr **args, uint32_t n, Loc loc)
{
    Cc *cc = p->cc;
    Type **at = NEWN(cc, Type *, n ? n : 1);
    /* An enum argument of a free intrinsic matches as its integer type
     * (sin(e), as DXC); a method keeps it (Append(e) on a buffer of enums). */
    for (uint32_t i = 0; i < n; i++)
        at[i] = args[i]->type->kind == TY_ENUM && !object ? args[i]->type->elem : args[i]->type;
    BuiltinSig sig = {0};
    BuiltinId id = builtin_resolve(cc, loc, object ? object->type : NULL, name, targ, at, n, &sig);
    if (id == BI_NONE) {
        if (object)
            diag(cc, loc, D_NO_MEMBER, name, ty_name(cc, object->type));
        else
            diag(cc, loc, D_UNDECLARED, name);
        return p_err_expr(p, loc);
    }
    if (id == BI_ERROR)
        return p_err_expr(p, loc);
    Expr *e = p_new_expr(p, EX_BUILTIN, loc, sig.ret ? sig.ret : ty_void(cc));
    e->builtin = id;
    e->sig = sig;
    e->object = object;
    e->template_arg = targ;
    e->lvalue = id == BI_VK_BUFFER_POINTER_GET; /* p.Get() is the pointee */
    for (uint32_t i = 0; i < n; i++) {
        Expr *a = args[i];
        if (i < sig.nparams && sig.param_mode && sig.param_mode[i] != BP_IN) {
            if (!a->lvalue)
                diag(cc, a->loc, D_OUT_ARG, i + 1, name);
        } else if (i < sig.nparams && sig.params[i]) {
            a = p_convert(p, a, sig.params[i], false);
        } else {
            a = p_concretize(p, a);
        }
        vec_push(&cc->arena, &e->args, a);
    }
    return e;
}

static uint32_t min_args(Decl *f)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < f->params.len; i++)
        if (!f->params.data[i]->init)
            n = i + 1;
    return n;
}

static const char *sig_string(P *p, Decl *f)
{
    Buf b;
    buf_init(&b, &p->cc->arena);
    buf_printf(&b, "%s %s(", ty_name(p->cc, f->type), f->qname);
    for (uint32_t i = 0; i < f->params.len; i++)
        buf_printf(&b, "%s%s", i ? ", " : "", ty_name(p->cc, f->params.data[i]->type));
    buf_puts(&b, ")");
    return buf_cstr(&b);
}

/* A resource or an array of them (InputPatch/OutputPatch excepted). */
static bool res_param(Type *t)
{
    for (int k = 0; t && t->kind == TY_ARRAY && k < 64; k++)
        t = t->elem;
    return t && t->kind == TY_RESOURCE && t->res != R_INPUTPATCH && t->res != R_OUTPUTPATCH;
}

/* Overload resolution as DXC's (HLSLExternalSource::GetBestViableFunction):
 * each candidate's cost is the sum of its arguments' costs (p_conv_score:
 * a truncation costs more than any number of conversions, a conversion more
 * than any number of promotions or splats); the cheapest wins, and a tie is
 * ambiguous, unless the tied candidates differ in their parameter counts
 * (defaults): the one with fewer wins. */
Expr *p_call_user(P *p, DeclVec *cands, Expr *object, Expr **args, uint32_t n, Loc loc, Str name)
{
    Cc *cc = p->cc;
    Decl *best = NULL;
    uint64_t best_score = CONV_SCORE_NONE;
    bool ambiguous = false;
    for (uint32_t c = 0; c < cands->len; c++) {
        Decl *f = cands->data[c];
        if (n > f->params.len || n < min_args(f) || n > 64)
            continue;
        uint64_t score = 0;
        bool ok = true;
        for (uint32_t i = 0; i < n && ok; i++) {
            Decl *prm = f->params.data[i];
            uint64_t s = prm->param_mode != PM_IN &&
                                 ty_same_type(p_strip_mods(p, args[i]->type), p_strip_mods(p, prm->type))
                             ? 0
                             : p_conv_score(p, args[i]->type, prm->type);
            ok = s != CONV_SCORE_NONE;
            score += ok ? s : 0;
        }
        if (!ok)
            continue;
        if (!best || score < best_score) {
            best = f;
            best_score = score;
            ambiguous = false;
        } else if (score == best_score) {
            /* a tie: ambiguous unless one has fewer params */
            if (f->params.len != best->params.len) {
                if (f->params.len < best->params.len)
                    best = f;
            } else {
                ambiguous = true;
            }
        }
    }
    if (!best || ambiguous) {
        diag(cc, loc, best ? D_AMBIGUOUS_CALL : D_NO_OVERLOAD, name);
        for (uint32_t c = 0; c < cands->len; c++)
            diag_note(cc, cands->data[c]->loc, "candidate: %s", sig_string(p, cands->data[c]));
        return p_err_expr(p, loc);
    }
    Decl *f = best->definition ? best->definition : best;
    Expr *e = p_new_expr(p, EX_CALL, loc, best->type);
    e->func = f;
    e->object = object;
    if (best->is_method && !object) {
        diag(cc, loc, D_NOT_CALLABLE, name);
        return p_err_expr(p, loc);
    }
    if (best->is_method && best->parent && object->type->kind == TY_STRUCT) {
        /* A method inherited from a base: `this` is the base sub-object. */
        Expr *o = object;
        for (int guard = 0; guard < 64 && o->type->kind == TY_STRUCT && o->type->decl != best->parent &&
                            o->type->decl->base && o->type->decl->fields.len && o->type->decl->fields.data[0]->is_base;
             guard++)
            o = p_member_expr(p, o, o->type->decl->fields.data[0], loc);
        if (o->type->kind == TY_STRUCT && o->type->decl != best->parent) {
            /* `Other::f()` in a method of a struct that does not derive from Other */
            diag(cc, loc, D_NOT_BASE, best->parent->name ? best->parent->name : "?", ty_name(cc, object->type));
            return p_err_expr(p, loc);
        }
        e->object = o;
    }
    for (uint32_t i = 0; i < best->params.len; i++) {
        Decl *prm = best->params.data[i];
        Expr *a = i < n ? args[i] : prm->init;
        if (i < n && prm->param_mode != PM_IN) {
            /* A global resource for an inout resource parameter (DXC
             * accepts it): lowering binds the parameter to it and refuses
             * a callee that assigns another resource there. */
            if (!a->lvalue && !(res_param(prm->type) && res_param(a->type)))
                diag(cc, a->loc, D_OUT_ARG, i + 1, name);
        } else if (i < n) {
            a = p_convert(p, a, prm->type, false);
        }
        vec_push(&cc->arena, &e->args, a);
    }
    return e;
}

/* ---- postfix -------------------------------------------------------------- */

static int swz_index(char c, bool *rgba)
{
    switch (c) {
    case 'x': return 0; case 'y': return 1; case 'z': return 2; case 'w': return 3;
    case 'r': *rgba = true; return 0; case 'g': *rgba = true; return 1;
    case 'b': *rgba = true; return 2; case 'a': *rgba = true; return 3;
    default: return -1;
    }
}

/* base.xyzw / base.rgba on vectors and scalars */
static Expr *swizzle(P *p, Expr *base, Str name, Loc loc)
{
    Cc *cc = p->cc;
    base = p_concretize(p, base);
    unsigned n = base->type->kind == TY_VECTOR ? base->type->cols : 1;
    size_t len = strlen(name);
    Expr *e = p_new_expr(p, EX_SWIZZLE, loc, NULL);
    bool rgba = false, xyzw = false, dup = false;
    if (len == 0 || len > 4)
        goto bad;
    for (size_t i = 0; i < len; i++) {
        bool r = false;
        int c = swz_index(name[i], &r);
        if (c < 0 || (unsigned)c >= n)
            goto bad;
        rgba |= r;
        xyzw |= !r;
        for (size_t j = 0; j < i; j++)
            dup |= e->comps[j] == c;
        e->comps[i] = (uint8_t)c;
    }
    if (rgba && xyzw)
        goto bad;
    e->ncomps = (uint8_t)len;
    e->lhs = base;
    e->lvalue = base->lvalue && !dup;
    e->type = len == 1 ? ty_elem_scalar(cc, base->type) : ty_vector(cc, base->type->scalar, (unsigned)len);
    return e;
bad:
    diag(cc, loc, D_BAD_SWIZZLE, name, ty_name(cc, base->type));
    return p_err_expr(p, loc);
}

/* m._m00_m11 / m._11_22 */
static Expr *matrix_elems(P *p, Expr *base, Str name, Loc loc)
{
    Cc *cc = p->cc;
    Type *t = base->type;
    Expr *e = p_new_expr(p, EX_MATRIX_ELEMS, loc, NULL);
    const char *s = name;
    unsigned n = 0;
    bool dup = false;
    while (*s) {
        unsigned r, c;
        if (s[0] != '_')
            goto bad;
        if (s[1] == 'm' && s[2] >= '0' && s[2] <= '3' && s[3] >= '0' && s[3] <= '3') {
            r = (unsigned)(s[2] - '0');
            c = (unsigned)(s[3] - '0');
            s += 4;
        } else if (s[1] >= '1' && s[1] <= '4' && s[2] >= '1' && s[2] <= '4') {
            r = (unsigned)(s[1] - '1');
            c = (unsigned)(s[2] - '1');
            s += 3;
        } else {
            goto bad;
        }
        if (r >= t->rows || c >= t->cols || n >= 4)
            goto bad;
        for (unsigned j = 0; j < n; j++)
            dup |= e->comps[j] == r * 4 + c;
        e->comps[n++] = (uint8_t)(r * 4 + c);
    }
    e->ncomps = (uint8_t)n;
    e->lhs = base;
    e->lvalue = base->lvalue && !dup;
    e->type = n == 1 ? ty_scalar(cc, t->scalar) : ty_vector(cc, t->scalar, n);
    return e;
bad:
    diag(cc, loc, D_BAD_SWIZZLE, name, ty_name(cc, t));
    return p_err_expr(p, loc);
}

/* C's flexible-array idiom, which DXC keeps from clang: an array of one
 * element that is the last field of its struct may be indexed past its end
 * with a constant (the element lies in the buffer after the struct; DXC's
 * vk.layout.cbuffer.boolean.hlsl reads t.boolArray[2]). Any other constant
 * index out of range is an error, as DXC's err_hlsl_array_element_index_out_of_bounds. */
static bool tail_padded_array(const Expr *base, const Expr *idx)
{
    if (base->kind != EX_MEMBER || base->type->kind != TY_ARRAY || base->type->count != 1 || idx->cval.i < 0)
        return false;
    const Decl *f = base->decl, *s = f ? f->parent : NULL;
    return s && s->fields.len && s->fields.data[s->fields.len - 1] == f;
}

static Expr *index_expr(P *p, Expr *base, Expr *idx, Loc loc)
{
    Cc *cc = p->cc;
    Type *t = base->type;
    if (p_is_err(base) || p_is_err(idx))
        return p_err_expr(p, loc);
    idx = p_concretize(p, idx);
    /* a[!i]: a bool index is 0 or 1 (SPIR-V indexes with integers only). */
    if (idx->type->kind == TY_SCALAR && idx->type->scalar == SK_BOOL)
        idx = p_convert(p, idx, ty_scalar(cc, SK_UINT32), false);
    if (idx->type->kind != TY_SCALAR || !ty_is_int_kind(idx->type->scalar)) {
        if (idx->type->kind == TY_SCALAR || (idx->type->kind == TY_VECTOR && t->kind == TY_RESOURCE))
            idx = idx->type->kind == TY_SCALAR ? p_convert(p, idx, ty_scalar(cc, SK_UINT32), false) : idx;
        else if (!(idx->type->kind == TY_VECTOR && t->kind == TY_RESOURCE)) {
            diag(cc, idx->loc, D_NO_CONVERSION, ty_name(cc, idx->type), "uint");
            return p_err_expr(p, loc);
        }
    }
    Expr *e = p_new_expr(p, EX_INDEX, loc, NULL);
    e->lhs = base;
    e->rhs = idx;
    uint32_t bound = 0;
    switch (t->kind) {
    case TY_ARRAY:
        e->type = t->elem;
        e->lvalue = base->lvalue;
        bound = t->count;
        break;
    case TY_VECTOR:
        e->type = ty_scalar(cc, t->scalar);
        e->lvalue = base->lvalue;
        bound = t->cols;
        break;
    case TY_MATRIX:
        e->type = ty_vector(cc, t->scalar, t->cols);
        e->lvalue = base->lvalue;
        bound = t->rows;
        break;
    case TY_RESOURCE: {
        Type *et = builtin_index_type(cc, t);
        if (!et)
            goto bad;
        /* The coordinate operator[] takes (uint for buffers, uintN for
         * textures): a scalar splats, a longer vector truncates, a shorter
         * one is refused, as DXC does. */
        const ResInfo *ri = ty_res_info(t->res);
        Type *ct = builtin_index_coord_type(cc, t);
        uint32_t nc = ct->kind == TY_VECTOR ? ct->cols : 1, ni = idx->type->kind == TY_VECTOR ? idx->type->cols : 1;
        if ((ri->cls == RC_TEXTURE || ri->cls == RC_RWTEXTURE || ri->cls == RC_BUFFER_VIEW ||
             ri->cls == RC_STRUCTURED) &&
            (nc != ni || !ty_is_int_kind(idx->type->scalar))) {
            idx = p_convert(p, idx, ct, false);
            if (p_is_err(idx))
                return p_err_expr(p, loc);
            e->rhs = idx;
        }
        e->type = et;
        e->lvalue = (ty_res_info(t->res)->flags & RF_WRITE) != 0 || t->res == R_OUTPUTPATCH;
        if (t->res == R_INPUTPATCH || t->res == R_OUTPUTPATCH)
            bound = t->count;
        break;
    }
    default:
        goto bad;
    }
    if (bound && idx->is_const && (idx->cval.i < 0 || (uint64_t)idx->cval.i >= bound) &&
        !tail_padded_array(base, idx)) {
        diag(cc, idx->loc, D_INDEX_OUT_OF_RANGE, (long long)idx->cval.i, ty_name(cc, t));
        return p_err_expr(p, loc);
    }
    return e;
bad:
    diag(cc, loc, D_NOT_INDEXABLE, ty_name(cc, t));
    return p_err_expr(p, loc);
}

/* postfix := primary ('.' name call? | '[' expr ']' | '++' | '--' | call)* */
Expr *p_postfix(P *p, Expr *e)
{
    Cc *cc = p->cc;
    for (;;) {
        const Token *t = p->tok;
        if (p_accept(p, P_DOT)) {
            const Token *nt = p->tok;
            Str name = p_ident(p, "a member name");
            if (!name || p_is_err(e)) {
                if (p_is_punct(p, P_LPAREN)) {
                    Vec(Expr *) a = {0};
                    p_call_args(p, (void *)&a);
                }
                e = p_err_expr(p, nt->loc);
                continue;
            }
            bool bad_qual = false;
            while (!bad_qual && p_is_punct(p, P_COLONCOLON)) {
                /* obj.Base::member (or obj.Derived::Base::member): the lookup
                 * starts in Base, a base of obj's struct or that struct */
                Sym *qs = scope_lookup(p, name);
                Decl *target = qs && qs->kind == SYM_TYPE && qs->type->kind == TY_STRUCT ? qs->type->decl : NULL;
                Expr *sub = base_subobject(p, e, target, name, nt->loc);
                p->tok++;
                const Token *mt = p->tok;
                Str mname = p_ident(p, "a member name after '::'");
                if (!sub)
                    diag(cc, nt->loc, D_NOT_BASE, name, ty_name(cc, e->type));
                bad_qual = !sub || !mname;
                if (!bad_qual) {
                    e = sub;
                    nt = mt;
                    name = mname;
                }
            }
            if (bad_qual) {
                while (p_is_punct(p, P_COLONCOLON) && p->tok[1].kind == TK_IDENT)
                    p->tok += 2;
                if (p_is_punct(p, P_LPAREN)) {
                    Vec(Expr *) a = {0};
                    p_call_args(p, (void *)&a);
                }
                e = p_err_expr(p, nt->loc);
                continue;
            }
            Type *ty = e->type;
            bool tmpl_call = false;
            if (p_is_punct(p, P_LT) && ty->kind == TY_STRUCT) {
                Expr *m = member_template_call(p, e, name, nt);
                if (m) {
                    e = m;
                    continue;
                }
            }
            if (p_is_punct(p, P_LT) && ty->kind == TY_RESOURCE) {
                const Token *save = p->tok;
                p->tok++;
                tmpl_call = p_starts_type(p);
                p->tok = save;
            }
            if (p_is_punct(p, P_LPAREN) || tmpl_call) {
                /* method call */
                Type *targ = NULL;
                if (ty->kind == TY_RESOURCE && p_accept(p, P_LT)) {
                    targ = p_type(p);
                    if (targ && p_is_punct(p, P_LBRACKET)) /* Load<S[2]> */
                        targ = p_array_dims(p, targ);
                    p_close_template(p);
                }
                Vec(Expr *) args = {0};
                Expr *bad = p_call_args(p, (void *)&args);
                if (bad) {
                    e = bad;
                    continue;
                }
                if (ty->kind == TY_STRUCT || cbuffer_struct(ty)) {
                    Vec(Decl *) ms = {0};
                    if (!p_find_methods(ty->kind == TY_STRUCT ? ty->decl : cbuffer_struct(ty), name, (void *)&ms, cc)) {
                        diag(cc, nt->loc, D_NO_MEMBER, name, ty_name(cc, ty));
                        e = p_err_expr(p, nt->loc);
                        continue;
                    }
                    e = p_call_user(p, (void *)&ms, e, args.data, args.len, nt->loc, name);
                } else {
                    e = call_builtin(p, e, name, targ, args.data, args.len, nt->loc);
                }
                continue;
            }
            if (ty->kind == TY_STRUCT || cbuffer_struct(ty)) {
                bool ok;
                Expr *m = field_access(p, e, name, nt->loc, &ok);
                if (ok && ty->kind == TY_RESOURCE)
                    m->lvalue = false; /* a constant buffer is read-only */
                Decl *sm = ok ? NULL : find_static_member(ty->kind == TY_STRUCT ? ty->decl : cbuffer_struct(ty), name);
                if (sm) {
                    m = p_var_ref(p, sm, nt->loc);
                } else if (!ok) {
                    diag(cc, nt->loc, D_NO_MEMBER, name, ty_name(cc, ty));
                    m = p_err_expr(p, nt->loc);
                }
                e = m;
            } else if (ty->kind == TY_VECTOR || ty->kind == TY_SCALAR) {
                e = swizzle(p, e, name, nt->loc);
            } else if (ty->kind == TY_MATRIX) {
                e = matrix_elems(p, e, name, nt->loc);
            } else if (ty->kind == TY_RESOURCE && (name == p->kw[KW_MIPS] || name == p->kw[KW_SAMPLE])) {
                Expr *r = p_new_expr(p, name == p->kw[KW_MIPS] ? EX_RES_MIPS : EX_RES_SAMPLE, nt->loc, NULL);
                r->lhs = e;
                p_expect(p, P_LBRACKET, "after .mips/.sample");
                r->level = p_convert(p, p_expr(p), ty_scalar(cc, SK_UINT32), false);
                p_expect(p, P_RBRACKET, "after level");
                p_expect(p, P_LBRACKET, "before coordinates");
                r->rhs = p_concretize(p, p_expr(p));
                p_expect(p, P_RBRACKET, "after coordinates");
                Type *pos = NULL;
                r->type = name == p->kw[KW_MIPS] ? builtin_mips_type(cc, ty, &pos) : builtin_sample_type(cc, ty, &pos);
                Type *it = r->rhs->type;
                if (r->type && pos && !p_is_err(r->rhs) &&
                    ((pos->kind == TY_VECTOR ? pos->cols : 1) != (it->kind == TY_VECTOR ? it->cols : 1) ||
                     !(it->kind == TY_SCALAR || it->kind == TY_VECTOR) || !ty_is_int_kind(it->scalar)))
                    r->rhs = p_convert(p, r->rhs, pos, false);
                if (r->type && p_is_err(r->rhs)) {
                    r = p_err_expr(p, nt->loc);
                } else if (!r->type) {
                    diag(cc, nt->loc, D_NOT_INDEXABLE, ty_name(cc, ty));
                    r = p_err_expr(p, nt->loc);
                }
                e = r;
            } else {
                diag(cc, nt->loc, D_NO_MEMBER, name, ty_name(cc, ty));
                e = p_err_expr(p, nt->loc);
            }
        } else if (p_accept(p, P_LBRACKET)) {
            Expr *idx = p_expr(p);
            p_expect(p, P_RBRACKET, "after index");
            if (e->type->kind == TY_STRUCT) {
                Vec(Decl *) ms = {0};
                if (p_find_methods(e->type->decl, str_intern_c(cc, "operator[]"), (void *)&ms, cc)) {
                    e = p_call_user(p, (void *)&ms, e, &idx, 1, t->loc, "operator[]");
                    continue;
                }
            }
            e = index_expr(p, e, idx, t->loc);
        } else if (p_is_punct(p, P_INC) || p_is_punct(p, P_DEC)) {
            bool inc = p_is_punct(p, P_INC);
            p->tok++;
            if (p_is_err(e))
                continue;
            Expr *ov;
            if (p_try_unary_overload(p, inc ? "++" : "--", e, true, t->loc, &ov)) {
                e = ov;
                continue;
            }
            if (!e->lvalue) {
                diag(cc, t->loc, D_NOT_LVALUE, inc ? "'++'" : "'--'");
                e = p_err_expr(p, t->loc);
                continue;
            }
            Expr *u = p_new_expr(p, EX_INCDEC, t->loc, e->type);
            u->op = inc ? UO_POSTINC : UO_POSTDEC;
            u->lhs = e;
            e = u;
        } else if (p_is_punct(p, P_LPAREN) && e->type->kind == TY_STRUCT) {
            Vec(Expr *) args = {0};
            Expr *bad = p_call_args(p, (void *)&args);
            Vec(Decl *) ms = {0};
            if (bad)
                e = bad;
            else if (p_find_methods(e->type->decl, str_intern_c(cc, "operator()"), (void *)&ms, cc))
                e = p_call_user(p, (void *)&ms, e, args.data, args.len, t->loc, "operator()");
            else {
                diag(cc, t->loc, D_NOT_CALLABLE, ty_name(cc, e->type));
                e = p_err_expr(p, t->loc);
            }
        } else {
            return e;
        }
    }
}
