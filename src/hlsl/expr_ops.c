/*
 * The HLSL parser, part 3 continued: primary expressions (literals,
 * parentheses, casts, constructors) and the operators, by precedence
 * climbing over C's levels. expr.c has names, calls and postfix operators.
 */
#include "hlsl/expr_int.h"

/* ---- primary ---------------------------------------------------------------- */

static Expr *p_unary(P *p);

/* Expression nesting (parentheses, unary operators, braces, assignment
 * chains) has its own limit, so that a deep statement does not lower it. */
static void expr_enter(P *p)
{
    if (++p->expr_depth > LIMIT_NESTING) {
        diag(p->cc, p->tok->loc, D_NESTING_TOO_DEEP, (unsigned)LIMIT_NESTING);
        cc_bail(p->cc);
    }
}

/* Gathers `{ a, {b, c}, d }` into a flat list of expressions (HLSL flattens
 * nested braces). */
static void p_brace_items(P *p, ExprVec *out)
{
    expr_enter(p);
    p_expect(p, P_LBRACE, "to begin an initializer list");
    while (!p_is_punct(p, P_RBRACE) && p->tok->kind != TK_EOF) {
        if (p_is_punct(p, P_LBRACE))
            p_brace_items(p, out);
        else
            vec_push(&p->cc->arena, out, p_assign(p));
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_expect(p, P_RBRACE, "to end the initializer list");
    p->expr_depth--;
}

Expr *p_initializer(P *p, Type *t)
{
    Loc loc = p->tok->loc;
    if (p_is_punct(p, P_LBRACE)) {
        Vec(Expr *) items = {0};
        p_brace_items(p, (void *)&items);
        for (uint32_t i = 0; i < items.len; i++)
            if (p_is_err(items.data[i]))
                return p_err_expr(p, loc);
        return p_make_init_list(p, t, items.data, items.len, loc, EX_INIT_LIST);
    }
    return p_convert(p, p_assign(p), t, false);
}

/* What follows a type written where an expression starts (t its first
 * token, ty read): a constructor or conversion T(...), or S<T>::member. */
Expr *p_after_type(P *p, Type *ty, const Token *t)
{
    Cc *cc = p->cc;
    if (!p_is_punct(p, P_LPAREN)) {
        if (p_is_punct(p, P_COLONCOLON) && is_punct_at(t + 1, P_LT) && ty->kind == TY_STRUCT &&
            ty->decl && ty->decl->fe && p->tok[1].kind == TK_IDENT) {
            /* S<T>::value: a static data member of a template's
             * instance (DXC's spv.constant-folding.template.*) */
            p->tok++;
            if (p_is(p, KW_TEMPLATE) && p->tok[1].kind == TK_IDENT)
                p->tok++; /* S<T>::template f<U>(): C++'s disambiguator */
            const Token *nt = p->tok++;
            Sym *in = scope_lookup_here((Scope *)ty->decl->fe, nt->text);
            if (in && in->kind == SYM_VAR && in->decl)
                return p_postfix(p, p_var_ref(p, in->decl, nt->loc));
            bool var_tmpl = sym_template(in) && sym_template(in)->is_var;
            if (in && !var_tmpl && (in->kind == SYM_FUNC || in->kind == SYM_TEMPLATE) &&
                (p_is_punct(p, P_LPAREN) || (in->kind == SYM_TEMPLATE && p_is_punct(p, P_LT))))
                /* S<T>::f(), S<T>::g<U>(): a static method (template) of the instance */
                return p_postfix(p, p_call_named(p, in, nt, nt->text));
            diag(cc, nt->loc, D_NO_MEMBER, nt->text, ty_name(cc, ty));
            return p_err_expr(p, nt->loc);
        }
        if (p_is_punct(p, P_COLONCOLON) || p_is_punct(p, P_DOT)) {
            /* Enum::Value or S::static */
            p->tok = t;
            return p_name(p);
        }
        diag(cc, t->loc, D_EXPECTED_EXPR, t->text);
        return p_err_expr(p, t->loc);
    }
    Vec(Expr *) args = {0};
    Expr *bad = p_call_args(p, (void *)&args);
    if (bad)
        return bad;
    if (ty->kind == TY_ERROR)
        return p_err_expr(p, t->loc);
    if (!ty_is_numeric(ty)) {
        if (args.len == 1)
            return p_convert(p, args.data[0], ty, true);
        /* RayQuery<F>(): a new query, as the declaration alone
         * makes it (an EX_CONSTRUCT of nothing: no value to store). */
        if (args.len == 0 && ty->kind == TY_RESOURCE && ty->res == R_RAYQUERY)
            return p_new_expr(p, EX_CONSTRUCT, t->loc, ty);
        diag(cc, t->loc, D_BAD_CAST, "arguments", ty_name(cc, ty));
        return p_err_expr(p, t->loc);
    }
    if (args.len == 1 && args.data[0]->type->kind == TY_SCALAR)
        return p_convert(p, args.data[0], ty, true);
    return p_make_init_list(p, ty, args.data, args.len, t->loc, EX_CONSTRUCT);
}

/* sizeof(T) / sizeof(expr), '(' current: a uint constant, the packed size
 * (ty_packed_size), as DXC computes it. */
static Expr *p_sizeof(P *p, const Token *at)
{
    p->tok++;
    Type *ty = NULL;
    if (p_starts_type(p) && !p_is(p, KW_STRUCT)) {
        ty = p_type(p);
        if (ty && p_is_punct(p, P_LBRACKET))
            ty = p_array_dims(p, ty);
    } else {
        Expr *e = p_expr(p);
        ty = e->kind == EX_ERROR ? NULL : e->type;
    }
    p_expect(p, P_RPAREN, "after the sizeof operand");
    if (!ty || ty->kind == TY_ERROR)
        return p_err_expr(p, at->loc);
    return p_lit_int(p, at->loc, ty_scalar(p->cc, SK_UINT32), ty_packed_size(ty, NULL));
}

static Expr *p_primary(P *p)
{
    Cc *cc = p->cc;
    const Token *t = p->tok;
    switch (t->kind) {
    case TK_INT: case TK_CHAR: {
        p->tok++;
        ScalarKind k = SK_LIT_INT;
        if (t->kind == TK_INT) {
            switch ((IntSuffix)t->suffix) {
            case IS_U: k = SK_UINT32; break;
            case IS_L: case IS_LL: k = SK_INT64; break;
            case IS_UL: case IS_ULL: k = SK_UINT64; break;
            default: break;
            }
        } else {
            k = SK_INT32;
        }
        Expr *e = p_new_expr(p, EX_INT_LIT, t->loc, ty_scalar(cc, k));
        e->ival = t->ival;
        e->is_const = true;
        e->cval.kind = k;
        e->cval.i = (int64_t)t->ival;
        e->cval.u = t->ival;
        if (k == SK_UINT32) {
            e->cval.u &= 0xffffffffu;
            e->cval.i = (int64_t)e->cval.u;
        }
        return e;
    }
    case TK_FLOAT: {
        p->tok++;
        ScalarKind k = t->suffix == FS_F ? SK_FLOAT : t->suffix == FS_H ? (p->enable16 ? SK_HALF : SK_FLOAT)
                     : t->suffix == FS_L ? SK_DOUBLE : SK_LIT_FLOAT;
        Expr *e = p_new_expr(p, EX_FLOAT_LIT, t->loc, ty_scalar(cc, k));
        e->fval = t->fval;
        e->is_const = true;
        e->cval.kind = k;
        e->cval.f = t->fval;
        return e;
    }
    case TK_STRING: {
        p->tok++;
        Expr *e = p_new_expr(p, EX_STRING_LIT, t->loc, ty_string(cc));
        Buf b;
        buf_init(&b, &cc->arena);
        buf_put(&b, t->sval ? t->sval : "", t->slen);
        while (p->tok->kind == TK_STRING) { /* "a" "b" */
            buf_put(&b, p->tok->sval ? p->tok->sval : "", p->tok->slen);
            p->tok++;
        }
        e->sval = buf_cstr(&b);
        e->slen = (uint32_t)b.len;
        return e;
    }
    case TK_PUNCT:
        if (p_is_punct(p, P_COLONCOLON) && p->tok[1].kind == TK_IDENT) {
            /* ::name: global scope (names at file scope are found first
             * unless shadowed; that is close enough for shader code). */
            p->tok++;
            return p_primary(p);
        }
        if (p_accept(p, P_LPAREN)) {
            Expr *e = p_expr(p);
            p_expect(p, P_RPAREN, "after expression");
            Expr *w = e;
            if (!p_is_err(e) && e->lvalue)
                w = e;
            return w;
        }
        if (p_is_punct(p, P_LBRACE)) {
            /* A brace list only makes sense with a target type. */
            diag(cc, t->loc, D_EXPECTED_EXPR, "{");
            Vec(Expr *) items = {0};
            p_brace_items(p, (void *)&items);
            return p_err_expr(p, t->loc);
        }
        break;
    case TK_IDENT:
        if (!strcmp(t->text, "sizeof") && is_punct_at(&p->tok[1], P_LPAREN)) {
            p->tok++;
            return p_sizeof(p, t);
        }
        if (p_starts_type(p) && !p_is(p, KW_STRUCT)) {
            /* constructor: float4(a, b) / S(...)? */
            Type *ty = p_type(p);
            if (!ty)
                return p_err_expr(p, t->loc);
            return p_after_type(p, ty, t);
        }
        return p_name(p);
    case TK_OTHER:
        p_error(p, t, D_STRAY_TOKEN, t->text ? t->text : "?");
        p->tok++;
        return p_err_expr(p, t->loc);
    default:
        break;
    }
    p_error(p, t, D_EXPECTED_EXPR, t->kind == TK_EOF ? "end of file" : t->kind == TK_PUNCT ? punct_spelling[t->punct] : t->text ? t->text : "?");
    return p_err_expr(p, t->loc);
}

/* ---- operators -------------------------------------------------------------- */

/* A struct operand of a unary operator: its `operatorX()` member (no
 * parameters; postfix ++/-- take the dummy `int` as in C++, prefix none). */
bool p_try_unary_overload(P *p, const char *opname, Expr *a, bool postfix, Loc loc, Expr **out)
{
    Cc *cc = p->cc;
    if (p_is_err(a) || a->type->kind != TY_STRUCT)
        return false;
    Vec(Decl *) ms = {0};
    Str name = str_intern_c(cc, arena_sprintf(&cc->arena, "operator%s", opname));
    if (!p_find_methods(a->type->decl, name, (void *)&ms, cc))
        return false;
    Expr *zero = NULL;
    bool has_dummy = false;
    for (uint32_t i = 0; i < ms.len; i++)
        has_dummy |= ms.data[i]->params.len == 1;
    postfix = postfix && has_dummy;
    if (postfix) {
        zero = p_new_expr(p, EX_INT_LIT, loc, ty_scalar(cc, SK_LIT_INT));
        zero->is_const = true;
        zero->cval.kind = SK_LIT_INT;
    }
    *out = p_call_user(p, (void *)&ms, a, postfix ? &zero : NULL, postfix ? 1 : 0, loc, name);
    return true;
}

static Expr *mk_unary(P *p, UnaryOp op, Expr *a, Loc loc)
{
    Cc *cc = p->cc;
    if (p_is_err(a))
        return a;
    static const char *const ops[] = {"+", "-", "!", "~"};
    Expr *ov;
    if (op <= UO_BITNOT && p_try_unary_overload(p, ops[op], a, false, loc, &ov))
        return ov;
    Type *t = a->type;
    if (t->kind == TY_ENUM)
        a = p_convert(p, a, t->elem, false), t = a->type;
    if (!ty_is_numeric(t)) {
        static const char *const sp[] = {"+", "-", "!", "~"};
        diag(cc, loc, D_BAD_OPERAND, sp[op], ty_name(cc, t));
        return p_err_expr(p, loc);
    }
    Expr *e = p_new_expr(p, EX_UNARY, loc, t);
    e->op = op;
    if (op == UO_NOT) {
        a = p_to_bool(p, p_concretize(p, a));
        e->type = a->type;
    } else if (op == UO_BITNOT) {
        if (!ty_is_int_kind(t->scalar)) {
            if (t->scalar == SK_BOOL)
                a = p_convert(p, a, ty_with_scalar(cc, t, SK_INT32), false);
            else {
                diag(cc, loc, D_BAD_OPERAND, "~", ty_name(cc, t));
                return p_err_expr(p, loc);
            }
        }
        e->type = a->type;
    } else if (t->scalar == SK_BOOL) {
        a = p_convert(p, a, ty_with_scalar(cc, t, SK_INT32), false);
        e->type = a->type;
    }
    e->lhs = a;
    p_fold(p, e);
    return e;
}

static Expr *mk_binary(P *p, BinaryOp op, Expr *a, Expr *b, Loc loc);

static bool try_operator_overload(P *p, const char *opname, Expr *a, Expr *b, Loc loc, Expr **out)
{
    if (a->type->kind != TY_STRUCT)
        return false;
    Vec(Decl *) ms = {0};
    if (!p_find_methods(a->type->decl, str_intern_c(p->cc, arena_sprintf(&p->cc->arena, "operator%s", opname)),
                      (void *)&ms, p->cc))
        return false;
    *out = p_call_user(p, (void *)&ms, a, &b, 1, loc, opname);
    return true;
}

static const char *binop_sp(BinaryOp op) { return ast_binop_spelling(op); }

static Expr *mk_binary(P *p, BinaryOp op, Expr *a, Expr *b, Loc loc)
{
    Cc *cc = p->cc;
    if (p_is_err(a) || p_is_err(b))
        return p_err_expr(p, loc);
    Expr *ov;
    if (try_operator_overload(p, binop_sp(op), a, b, loc, &ov))
        return ov;
    if (a->type->kind == TY_ENUM)
        a = p_convert(p, a, a->type->elem, false);
    if (b->type->kind == TY_ENUM)
        b = p_convert(p, b, b->type->elem, false);
    if (!ty_is_numeric(a->type) || !ty_is_numeric(b->type)) {
        diag(cc, loc, D_BAD_OPERANDS, binop_sp(op), ty_name(cc, a->type), ty_name(cc, b->type));
        return p_err_expr(p, loc);
    }
    Expr *e = p_new_expr(p, EX_BINARY, loc, NULL);
    e->op = op;
    if (op == BO_LAND || op == BO_LOR) {
        Type *t = p_arith_type(p, &a, &b, op, loc);
        if (t->kind == TY_ERROR)
            return p_err_expr(p, loc);
        e->kind = EX_LOGICAL;
        a = p_to_bool(p, p_concretize(p, a));
        b = p_to_bool(p, p_concretize(p, b));
        e->type = a->type;
        e->short_circuit = cc->hlsl_version >= 2021 && a->type->kind == TY_SCALAR;
    } else {
        Expr *a0 = a, *b0 = b;
        Type *t = p_arith_type(p, &a, &b, op, loc);
        if (t->kind == TY_ERROR)
            return p_err_expr(p, loc);
        /* A shift has its left operand's type (in the combined shape): the
         * count does not make `int >> uint` a logical shift. */
        ScalarKind lk = a0->type->scalar;
        if ((op == BO_SHL || op == BO_SHR) && ty_is_int_kind(lk) && lk != SK_LIT_INT &&
            lk != t->scalar) {
            t = ty_with_scalar(cc, t, lk);
            a = p_convert(p, a0, t, false);
            b = p_convert(p, b0, t, false);
        }
        ScalarKind k = t->scalar;
        bool is_int = ty_is_int_kind(k);
        if (op == BO_MOD || op == BO_SHL || op == BO_SHR || op == BO_AND || op == BO_OR || op == BO_XOR) {
            if (k == SK_BOOL && op != BO_MOD && op != BO_SHL && op != BO_SHR) {
                /* bool & bool stays bool-valued through int */
            }
            if (!is_int && op != BO_MOD && k != SK_BOOL) {
                diag(cc, loc, D_BAD_OPERANDS, binop_sp(op), ty_name(cc, a->type), ty_name(cc, b->type));
                return p_err_expr(p, loc);
            }
        }
        if (k == SK_BOOL && op <= BO_XOR) {
            /* arithmetic on bools happens in int */
            t = ty_with_scalar(cc, t, SK_INT32);
            a = p_convert(p, a, t, false);
            b = p_convert(p, b, t, false);
        }
        e->type = op >= BO_LT && op <= BO_NE ? ty_with_scalar(cc, t, SK_BOOL) : t;
    }
    e->lhs = a;
    e->rhs = b;
    p_fold(p, e);
    return e;
}

static void check_lvalue(P *p, Expr *e, const char *what)
{
    if (!e->lvalue && !p_is_err(e)) {
        if (e->kind == EX_VAR && (e->decl->mods & DM_CONST))
            diag(p->cc, e->loc, D_CONST_ASSIGN, e->decl->name);
        else
            diag(p->cc, e->loc, D_NOT_LVALUE, what);
    }
}

static Expr *mk_assign(P *p, Punct op, Expr *a, Expr *b, Loc loc)
{
    if (p_is_err(a) || p_is_err(b))
        return p_err_expr(p, loc);
    if (op == P_ASSIGN) {
        if (a->type->kind == TY_STRUCT && !a->lvalue) {
            Expr *ov;
            if (try_operator_overload(p, "=", a, b, loc, &ov))
                return ov;
        }
        check_lvalue(p, a, "assignment");
        Expr *e = p_new_expr(p, EX_ASSIGN, loc, a->type);
        e->lhs = a;
        e->rhs = p_convert(p, b, a->type, false);
        e->lvalue = a->lvalue; /* `(a = b) = c`, as in C++ */
        return e;
    }
    static const struct { Punct p; BinaryOp op; const char *sp; } ops[] = {
        {P_ADD_ASSIGN, BO_ADD, "+="}, {P_SUB_ASSIGN, BO_SUB, "-="}, {P_MUL_ASSIGN, BO_MUL, "*="},
        {P_DIV_ASSIGN, BO_DIV, "/="}, {P_MOD_ASSIGN, BO_MOD, "%="}, {P_AND_ASSIGN, BO_AND, "&="},
        {P_OR_ASSIGN, BO_OR, "|="}, {P_XOR_ASSIGN, BO_XOR, "^="}, {P_LSHIFT_ASSIGN, BO_SHL, "<<="},
        {P_RSHIFT_ASSIGN, BO_SHR, ">>="},
    };
    BinaryOp bop = BO_ADD;
    const char *sp = "+=";
    for (uint32_t i = 0; i < countof(ops); i++)
        if (ops[i].p == op)
            bop = ops[i].op, sp = ops[i].sp;
    Expr *ov;
    if (try_operator_overload(p, sp, a, b, loc, &ov))
        return ov;
    check_lvalue(p, a, "compound assignment");
    Expr *e = p_new_expr(p, EX_COMPOUND_ASSIGN, loc, a->type);
    e->op = bop;
    e->lhs = a;
    e->lvalue = a->lvalue; /* `(a += b) = c`, as in C++ */
    Expr *opq = p_new_expr(p, EX_OPAQUE, a->loc, a->type);
    opq->opaque = a;
    /* The operation as if written `lhs op rhs`. */
    Expr *bin = mk_binary(p, bop, opq, b, loc);
    if (p_is_err(bin))
        return p_err_expr(p, loc);
    e->op_type = bin->type;
    e->lhs_conv = bin->lhs == opq ? NULL : bin->lhs;
    e->rhs = bin->rhs;
    if (!ty_same_type(p_strip_mods(p, bin->type), p_strip_mods(p, a->type))) {
        Expr *res = p_new_expr(p, EX_OPAQUE, loc, bin->type);
        res->opaque = e;
        e->back_conv = p_convert(p, res, a->type, false);
    }
    return e;
}

/* unary := ('+'|'-'|'!'|'~'|'++'|'--') unary | '(' type ')' unary | postfix */
static Expr *p_unary(P *p)
{
    Cc *cc = p->cc;
    const Token *t = p->tok;
    expr_enter(p);
    Expr *r;
    if (p_accept(p, P_PLUS)) {
        r = mk_unary(p, UO_PLUS, p_unary(p), t->loc);
    } else if (p_accept(p, P_MINUS)) {
        r = mk_unary(p, UO_NEG, p_unary(p), t->loc);
    } else if (p_accept(p, P_BANG)) {
        r = mk_unary(p, UO_NOT, p_unary(p), t->loc);
    } else if (p_accept(p, P_TILDE)) {
        r = mk_unary(p, UO_BITNOT, p_unary(p), t->loc);
    } else if (p_is_punct(p, P_INC) || p_is_punct(p, P_DEC)) {
        bool inc = p_is_punct(p, P_INC);
        p->tok++;
        Expr *a = p_unary(p);
        Expr *ov;
        if (p_try_unary_overload(p, inc ? "++" : "--", a, false, t->loc, &ov)) {
            r = ov;
        } else if (p_is_err(a)) {
            r = a;
        } else if (!a->lvalue) {
            check_lvalue(p, a, inc ? "'++'" : "'--'");
            r = p_err_expr(p, t->loc);
        } else {
            r = p_new_expr(p, EX_INCDEC, t->loc, a->type);
            r->op = inc ? UO_PREINC : UO_PREDEC;
            r->lhs = a;
            r->lvalue = true; /* prefix ++/-- yields its operand, as in C++ */
        }
    } else if (p_is_punct(p, P_LPAREN) && (p->tok++, p_starts_type(p)) &&
               !(p->tok[1].kind == TK_PUNCT && p->tok[1].punct == P_LPAREN)) {
        /* cast: '(' modifier* type array-dims ')' unary. A modifier
         * (`(row_major float2x2)v`, `(const float)x`) changes nothing in a
         * value, as in DXC: only a variable's layout has a majorness. */
        while (p_modifier_at(p, p->tok) >= 0)
            p->tok++;
        Type *ty = p_type(p);
        if (ty)
            ty = p_array_dims(p, ty);
        p_expect(p, P_RPAREN, "after cast type");
        Expr *a = p_unary(p);
        if (!ty || p_is_err(a) || ty->kind == TY_ERROR)
            r = p_err_expr(p, t->loc);
        else if (ty->kind == TY_VOID) { /* (void)x: evaluated, its value discarded */
            r = p_new_expr(p, EX_CAST, t->loc, ty);
            r->lhs = a;
            r->cast_kind = CK_NOOP;
            r->explicit_cast = true;
        } else {
            r = p_convert(p, a, ty, true);
            if (r->kind == EX_CAST || r->kind == EX_INIT_LIST)
                r->loc = t->loc;
        }
    } else {
        if (p->tok != t) /* '(' that was not a cast */
            p->tok = t;
        r = p_postfix(p, p_primary(p));
    }
    p->expr_depth--;
    (void)cc;
    return r;
}

/* Binary operator precedence (higher binds tighter); 0 = not binary. */
static int prec(P *p, const Token *t, BinaryOp *op)
{
    if (t->kind != TK_PUNCT)
        return 0;
    switch (t->punct) {
    case P_OROR: *op = BO_LOR; return 1;
    case P_ANDAND: *op = BO_LAND; return 2;
    case P_PIPE: *op = BO_OR; return 3;
    case P_CARET: *op = BO_XOR; return 4;
    case P_AMP: *op = BO_AND; return 5;
    case P_EQ: *op = BO_EQ; return 6;
    case P_NE: *op = BO_NE; return 6;
    case P_LT: *op = BO_LT; return 7;
    case P_GT: *op = BO_GT; return p->no_gt ? 0 : 7;
    case P_LE: *op = BO_LE; return 7;
    case P_GE: *op = BO_GE; return 7;
    case P_LSHIFT: *op = BO_SHL; return 8;
    case P_RSHIFT: *op = BO_SHR; return p->no_gt ? 0 : 8;
    case P_PLUS: *op = BO_ADD; return 9;
    case P_MINUS: *op = BO_SUB; return 9;
    case P_STAR: *op = BO_MUL; return 10;
    case P_SLASH: *op = BO_DIV; return 10;
    case P_PERCENT: *op = BO_MOD; return 10;
    default: return 0;
    }
}

static Expr *p_binary(P *p, int min)
{
    Expr *lhs = p_unary(p);
    for (;;) {
        BinaryOp op;
        int pr = prec(p, p->tok, &op);
        if (pr == 0 || pr < min)
            return lhs;
        Loc loc = p->tok->loc;
        p->tok++;
        Expr *rhs = p_binary(p, pr + 1); /* at most one frame per precedence level */
        lhs = mk_binary(p, op, lhs, rhs, loc);
    }
}

/* conditional := binary ('?' expr ':' assign)? */
static Expr *p_conditional(P *p)
{
    Cc *cc = p->cc;
    Expr *c = p_binary(p, 1);
    if (!p_is_punct(p, P_QUESTION))
        return c;
    Loc loc = p->tok->loc;
    p->tok++;
    Expr *a = p_expr(p);
    p_expect(p, P_COLON, "in conditional expression");
    Expr *b = p_assign(p);
    if (p_is_err(c) || p_is_err(a) || p_is_err(b))
        return p_err_expr(p, loc);
    Expr *e = p_new_expr(p, EX_TERNARY, loc, NULL);
    /* Per component before HLSL 2021: a vector or (DXC selects row by row)
     * a matrix condition. */
    bool vec_cond = (c->type->kind == TY_VECTOR && c->type->cols > 1) ||
                    (c->type->kind == TY_MATRIX && c->type->rows * c->type->cols > 1);
    if (vec_cond && cc->hlsl_version >= 2021) {
        diag(cc, c->loc, D_VECTOR_COND_2021);
        return p_err_expr(p, loc);
    }
    if (c->type->kind != TY_SCALAR && !vec_cond && !(c->type->kind == TY_VECTOR && c->type->cols == 1)) {
        diag(cc, c->loc, D_BAD_CONDITION, ty_name(cc, c->type));
        return p_err_expr(p, loc);
    }
    if (ty_is_numeric(a->type) && ty_is_numeric(b->type)) {
        Type *t = p_arith_type(p, &a, &b, BO_ADD, loc);
        if (t->kind == TY_ERROR)
            return p_err_expr(p, loc);
        if (vec_cond) {
            Type *vt = ty_with_scalar(cc, c->type, t->scalar);
            a = p_convert(p, a, vt, false);
            b = p_convert(p, b, vt, false);
        }
        e->type = a->type;
    } else if (ty_same_type(p_strip_mods(p, a->type), p_strip_mods(p, b->type))) {
        e->type = a->type;
    } else {
        diag(cc, loc, D_BAD_OPERANDS, "?:", ty_name(cc, a->type), ty_name(cc, b->type));
        return p_err_expr(p, loc);
    }
    e->cond = vec_cond ? p_to_bool(p, c) : p_to_bool(p, p_convert(p, p_concretize(p, c), ty_scalar(cc, ty_elem_scalar(cc, c->type)->scalar == SK_BOOL ? SK_BOOL : ty_elem_scalar(cc, c->type)->scalar), false));
    e->lhs = a;
    e->rhs = b;
    e->lvalue = false;
    p_fold(p, e);
    return e;
}

/* assign := conditional (assign-op assign)? */
Expr *p_assign(P *p)
{
    Expr *lhs = p_conditional(p);
    const Token *t = p->tok;
    if (t->kind == TK_PUNCT) {
        switch (t->punct) {
        case P_ASSIGN: case P_ADD_ASSIGN: case P_SUB_ASSIGN: case P_MUL_ASSIGN: case P_DIV_ASSIGN:
        case P_MOD_ASSIGN: case P_AND_ASSIGN: case P_OR_ASSIGN: case P_XOR_ASSIGN:
        case P_LSHIFT_ASSIGN: case P_RSHIFT_ASSIGN: {
            p->tok++;
            expr_enter(p); /* a = b = c = ... recurses here */
            Expr *rhs = p_assign(p);
            p->expr_depth--;
            lhs = mk_assign(p, t->punct, lhs, rhs, t->loc);
            break;
        }
        default:
            break;
        }
    }
    return lhs;
}

/* expr := assign (',' assign)* */
Expr *p_expr(P *p)
{
    Expr *e = p_assign(p);
    while (p_is_punct(p, P_COMMA) && !p->no_gt) {
        Loc loc = p->tok->loc;
        p->tok++;
        Expr *r = p_assign(p);
        if (p_is_err(e) || p_is_err(r)) {
            e = p_err_expr(p, loc);
            continue;
        }
        Expr *c = p_new_expr(p, EX_COMMA, loc, r->type);
        c->lhs = p_concretize(p, e);
        c->rhs = r;
        e = c;
    }
    return e;
}
