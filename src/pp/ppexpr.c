/*
 * #if and #elif expressions (C99 6.10.1) over the macro-expanded line, where
 * `defined` and `__has_include` are already 0 or 1:
 *
 *   expr    = cond ("," cond)*
 *   cond    = binary(1) ("?" expr ":" cond)?
 *   binary  = unary (binop unary)*      by precedence: || && | ^ & == != < > <= >=
 *                                       << >> + - * / %
 *   unary   = ("+" | "-" | "~" | "!") unary | primary
 *   primary = "(" expr ")" | pp-number | character-constant | identifier
 *
 * Values are 64-bit (intmax_t / uintmax_t); an operand that is unsigned makes
 * the operation unsigned (the usual arithmetic conversions). An identifier left
 * after expansion is 0, except `true` (1) and `false` (0) as in C++, which DXC
 * is built on. Division by zero is an error where it is evaluated; operands
 * that short-circuiting skips are parsed but not evaluated. Shifts by 64 or
 * more (or by a negative count) give 0, or -1 for a negative value shifted
 * right. Signed overflow wraps, with a warning.
 */
#include "pp/pp_impl.h"

typedef struct Val {
    uint64_t v;
    bool u;     /* unsigned */
} Val;

typedef struct Expr {
    PP *pp;
    const Token *t;
    uint32_t pos, n;
    unsigned depth;
    bool err;   /* one error per line, then the value is false */
    Loc end;    /* for errors at the end of the line */
} Expr;

static Val expr(Expr *e, bool eval);

static const Token *cur(Expr *e) { return e->pos < e->n ? &e->t[e->pos] : NULL; }
static Loc here(Expr *e) { return e->pos < e->n ? e->t[e->pos].loc : e->end; }

static bool at_punct(Expr *e, Punct p)
{
    const Token *t = cur(e);
    return t && t->kind == TK_PUNCT && t->punct == p;
}

static void fail_s(Expr *e, Loc loc, DiagId id, const char *arg)
{
    if (!e->err)
        PP_DIAG(e->pp, loc, id, arg);
    e->err = true;
}

static void fail(Expr *e, Loc loc, DiagId id)
{
    if (!e->err)
        PP_DIAG(e->pp, loc, id);
    e->err = true;
}

static bool enter(Expr *e)
{
    if (++e->depth > LIMIT_NESTING) {
        fail(e, here(e), D_PP_EXPR_DEPTH);
        return false;
    }
    return true;
}

static void overflow(Expr *e, Loc loc, bool eval)
{
    if (eval && !e->err)
        PP_DIAG(e->pp, loc, D_PP_EXPR_OVERFLOW);
}

static Val primary(Expr *e, bool eval)
{
    const Token *t = cur(e);
    Val zero = {0, false};
    if (!t) {
        fail(e, here(e), D_PP_EXPR_EXPECTED);
        return zero;
    }
    if (t->kind == TK_PUNCT && t->punct == P_LPAREN) {
        if (!enter(e))
            return zero;
        e->pos++;
        Val v = expr(e, eval);
        if (!e->err && !at_punct(e, P_RPAREN))
            fail(e, here(e), D_PP_EXPR_RPAREN);
        e->pos++;
        e->depth--;
        return v;
    }
    e->pos++;
    switch (t->kind) {
    case TK_PP_NUMBER: {
        Token c = *t;
        lex_convert_number(e->pp->cc, &c);
        if (c.kind == TK_FLOAT) {
            fail(e, t->loc, D_PP_EXPR_FLOAT);
            return zero;
        }
        bool u = c.suffix == IS_U || c.suffix == IS_UL || c.suffix == IS_ULL || c.ival > INT64_MAX;
        return (Val){c.ival, u};
    }
    case TK_CHAR:
        return (Val){lex_char_value(e->pp->cc, t, true), false};
    case TK_IDENT:
        if (at_punct(e, P_LPAREN) && t->text != e->pp->s_true && t->text != e->pp->s_false) {
            fail_s(e, t->loc, D_PP_EXPR_UNDEF_FN, t->text);
            return zero;
        }
        return (Val){t->text == e->pp->s_true, false};
    default:
        e->pos--;
        fail(e, t->loc, D_PP_EXPR_INVALID);
        return zero;
    }
}

static Val unary(Expr *e, bool eval)
{
    const Token *t = cur(e);
    if (!t || t->kind != TK_PUNCT ||
        (t->punct != P_PLUS && t->punct != P_MINUS && t->punct != P_TILDE && t->punct != P_BANG))
        return primary(e, eval);
    if (!enter(e))
        return (Val){0, false};
    e->pos++;
    Val v = unary(e, eval);
    e->depth--;
    switch (t->punct) {
    case P_MINUS:
        if (!v.u && v.v == (uint64_t)INT64_MIN)
            overflow(e, t->loc, eval);
        return (Val){0 - v.v, v.u};
    case P_TILDE:
        return (Val){~v.v, v.u};
    case P_BANG:
        return (Val){v.v == 0, false};
    default:
        return v;
    }
}

static int precedence(const Token *t)
{
    if (!t || t->kind != TK_PUNCT)
        return -1;
    switch (t->punct) {
    case P_STAR: case P_SLASH: case P_PERCENT: return 10;
    case P_PLUS: case P_MINUS: return 9;
    case P_LSHIFT: case P_RSHIFT: return 8;
    case P_LT: case P_GT: case P_LE: case P_GE: return 7;
    case P_EQ: case P_NE: return 6;
    case P_AMP: return 5;
    case P_CARET: return 4;
    case P_PIPE: return 3;
    case P_ANDAND: return 2;
    case P_OROR: return 1;
    default: return -1;
    }
}

static Val apply(Expr *e, const Token *op, Val l, Val r, bool eval)
{
    bool u = l.u || r.u;
    int64_t a = (int64_t)l.v, b = (int64_t)r.v;
    switch (op->punct) {
    case P_STAR:
        if (!u && a && b &&
            (a > 0 ? (b > 0 ? a > INT64_MAX / b : b < INT64_MIN / a)
                   : (b > 0 ? a < INT64_MIN / b : a < INT64_MAX / b)))
            overflow(e, op->loc, eval);
        return (Val){l.v * r.v, u};
    case P_SLASH:
    case P_PERCENT:
        if (r.v == 0) {
            if (eval)
                fail_s(e, op->loc, D_PP_EXPR_DIV_ZERO, op->punct == P_SLASH ? "division" : "remainder");
            return (Val){0, u};
        }
        if (u)
            return (Val){op->punct == P_SLASH ? l.v / r.v : l.v % r.v, true};
        if (a == INT64_MIN && b == -1) {
            if (op->punct == P_SLASH)
                overflow(e, op->loc, eval);
            return (Val){op->punct == P_SLASH ? l.v : 0, false};
        }
        return (Val){(uint64_t)(op->punct == P_SLASH ? a / b : a % b), false};
    case P_PLUS:
        if (!u && ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b)))
            overflow(e, op->loc, eval);
        return (Val){l.v + r.v, u};
    case P_MINUS:
        if (!u && ((b < 0 && a > INT64_MAX + b) || (b > 0 && a < INT64_MIN + b)))
            overflow(e, op->loc, eval);
        return (Val){l.v - r.v, u};
    case P_LSHIFT:
    case P_RSHIFT: {
        uint64_t count = (!r.u && b < 0) ? 64 : r.v;
        bool neg = !l.u && a < 0;
        if (count >= 64) {
            if (op->punct == P_LSHIFT && !l.u && l.v)
                overflow(e, op->loc, eval);
            return (Val){op->punct == P_RSHIFT && neg ? ~(uint64_t)0 : 0, l.u};
        }
        if (op->punct == P_RSHIFT)
            return (Val){neg ? ~(~l.v >> count) : l.v >> count, l.u};
        uint64_t v = l.v << count;
        bool vneg = (int64_t)v < 0;
        if (!l.u && (vneg ? ~(~v >> count) : v >> count) != l.v) /* bits or the sign lost */
            overflow(e, op->loc, eval);
        return (Val){v, l.u};
    }
    case P_LT: return (Val){u ? l.v < r.v : a < b, false};
    case P_GT: return (Val){u ? l.v > r.v : a > b, false};
    case P_LE: return (Val){u ? l.v <= r.v : a <= b, false};
    case P_GE: return (Val){u ? l.v >= r.v : a >= b, false};
    case P_EQ: return (Val){l.v == r.v, false};
    case P_NE: return (Val){l.v != r.v, false};
    case P_AMP: return (Val){l.v & r.v, u};
    case P_CARET: return (Val){l.v ^ r.v, u};
    case P_PIPE: return (Val){l.v | r.v, u};
    default: return l;
    }
}

/* Precedence climbing: operators of precedence >= min, left-associative. */
static Val binary(Expr *e, int min, bool eval)
{
    Val l = unary(e, eval);
    for (;;) {
        const Token *op = cur(e);
        int p = precedence(op);
        if (e->err || p < min)
            return l;
        e->pos++;
        if (op->punct == P_ANDAND) {
            Val r = binary(e, p + 1, eval && l.v != 0);
            l = (Val){l.v != 0 && r.v != 0, false};
        } else if (op->punct == P_OROR) {
            Val r = binary(e, p + 1, eval && l.v == 0);
            l = (Val){l.v != 0 || r.v != 0, false};
        } else {
            Val r = binary(e, p + 1, eval);
            l = apply(e, op, l, r, eval);
        }
    }
}

static Val cond(Expr *e, bool eval)
{
    Val c = binary(e, 1, eval);
    if (e->err || !at_punct(e, P_QUESTION))
        return c;
    if (!enter(e))
        return c;
    e->pos++;
    Val a = expr(e, eval && c.v != 0);
    if (!e->err && !at_punct(e, P_COLON))
        fail(e, here(e), D_PP_EXPR_COLON);
    if (e->err)
        return c;
    e->pos++;
    Val b = cond(e, eval && c.v == 0);
    e->depth--;
    return (Val){c.v ? a.v : b.v, a.u || b.u};
}

static Val expr(Expr *e, bool eval)
{
    Val v = cond(e, eval);
    while (!e->err && at_punct(e, P_COMMA)) {
        e->pos++;
        v = cond(e, eval);
    }
    return v;
}

bool pp_eval(PP *pp, const Token *t, uint32_t n, Loc end, const char *directive)
{
    Expr e = {.pp = pp, .t = t, .n = n, .end = end};
    Val v = expr(&e, true);
    if (!e.err && e.pos < e.n)
        fail(&e, e.t[e.pos].loc, D_PP_EXPR_BAD_TOKEN);
    return !e.err && v.v != 0;
}
