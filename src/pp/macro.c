/*
 * Macros: #define, #undef and expansion (C99 6.10.3).
 *
 * Expansion follows Dave Prosser's algorithm, as chibicc does it. Every token
 * carries a hideset, the names of the macros it came out of. An identifier
 * naming a macro is replaced unless the macro is in its hideset:
 *   object-like M:   body, each token's hideset = HS(name) + {M}
 *   function-like M: body with arguments substituted, each token's hideset
 *                    = (HS(name) & HS(closing paren)) + {M}
 * and the replacement is pushed back in front of the input (a frame, see
 * pp_impl.h), so it is rescanned together with the tokens that follow it.
 * An argument is expanded alone before it is substituted, except next to #
 * or ##. ## pastes spellings and lexes the result again (C99 6.10.3.3, with
 * placemarkers for empty arguments); `, ## __VA_ARGS__` drops the comma
 * when the variable arguments are left out, as gcc and clang do.
 *
 * Locations: a token made by an expansion gets loc = where the outermost
 * macro was used, origin = where the macro body (or the argument) has it.
 */
#include <stdio.h>

#include "pp/pp_impl.h"

static bool is_punct(const Token *t, Punct p) { return t->kind == TK_PUNCT && t->punct == p; }

/* ---- hidesets --------------------------------------------------------- */

static bool hs_contains(const Hideset *hs, Str name)
{
    for (; hs; hs = hs->next)
        if (hs->name == name)
            return true;
    return false;
}

Hideset *hideset_add(PP *pp, Hideset *hs, Str name)
{
    if (hs_contains(hs, name))
        return hs;
    Hideset *h = NEW(pp->cc, Hideset);
    h->name = name;
    h->next = hs;
    return h;
}

/* a + b, sharing b. */
static Hideset *hs_union(PP *pp, Hideset *a, Hideset *b)
{
    if (!a || a == b)
        return b;
    Hideset *r = b;
    for (; a; a = a->next)
        r = hs_contains(b, a->name) ? r : hideset_add(pp, r, a->name);
    return r;
}

static Hideset *hs_intersect(PP *pp, Hideset *a, Hideset *b)
{
    Hideset *r = NULL;
    for (; a; a = a->next)
        if (hs_contains(b, a->name))
            r = hideset_add(pp, r, a->name);
    return r;
}

/* ---- definitions -------------------------------------------------------- */

Macro *macro_find(PP *pp, Str name) { return macro_lookup(pp, name); }

void macro_add(PP *pp, Macro *m)
{
    str_filter_add(&pp->macro_names, m->name);
    map_put(pp->cc, &pp->macros, m->name, m);
}

/* identifier-list after "NAME(": ( ident ("," ident)* ("," "...")? | "..." | ident "..." )? ")" */
static bool read_params(PP *pp, Macro *m, const Token *t, uint32_t n, uint32_t *pos, Loc at)
{
    Vec(Str) params = {0};
    uint32_t i = 2;
    if (i < n && is_punct(&t[i], P_RPAREN)) {
        *pos = i + 1;
        return true;
    }
    for (;;) {
        if (i >= n) {
            PP_DIAG(pp, t[n - 1].loc, D_PP_PARAM_RPAREN);
            return false;
        }
        if (is_punct(&t[i], P_ELLIPSIS)) {
            m->variadic = true;
            vec_push(&pp->cc->arena, &params, pp->s_va_args);
            i++;
        } else if (t[i].kind == TK_IDENT) {
            for (uint32_t k = 0; k < params.len; k++)
                if (params.data[k] == t[i].text) {
                    PP_DIAG(pp, t[i].loc, D_PP_PARAM_DUP, t[i].text);
                    return false;
                }
            vec_push(&pp->cc->arena, &params, t[i].text);
            i++;
            if (i < n && is_punct(&t[i], P_ELLIPSIS)) { /* GNU named variadic: args... */
                m->variadic = true;
                i++;
            }
        } else {
            PP_DIAG(pp, t[i].loc, D_PP_PARAM_EXPECTED, t[i].text);
            return false;
        }
        if (i < n && is_punct(&t[i], P_RPAREN)) {
            i++;
            break;
        }
        if (m->variadic || i >= n) {
            PP_DIAG(pp, i < n ? t[i].loc : t[n - 1].loc, D_PP_PARAM_RPAREN);
            return false;
        }
        if (!is_punct(&t[i], P_COMMA)) {
            PP_DIAG(pp, t[i].loc, D_PP_PARAM_COMMA);
            return false;
        }
        i++;
    }
    m->params = params.data;
    m->nparams = params.len;
    *pos = i;
    return true;
}

/* Body rules: # must name a parameter (function-like), ## not at either end,
 * __VA_ARGS__ only in a C99 variadic macro. */
static bool check_body(PP *pp, Macro *m)
{
    const Token *b = m->body;
    uint32_t n = m->nbody;
    bool va_ok = m->variadic && m->params[m->nparams - 1] == pp->s_va_args;
    if (m->fn && n) {
        m->pidx = NEWN(pp->cc, int16_t, n);
        for (uint32_t i = 0; i < n; i++) {
            m->pidx[i] = -1;
            if (b[i].kind == TK_IDENT)
                for (uint32_t k = 0; k < m->nparams; k++)
                    if (m->params[k] == b[i].text)
                        m->pidx[i] = (int16_t)k;
        }
    }
    bool warned = false;
    for (uint32_t i = 0; i < n; i++) {
        if (m->fn && is_punct(&b[i], P_HASH) && (i + 1 == n || m->pidx[i + 1] < 0)) {
            PP_DIAG(pp, b[i].loc, D_PP_HASH_NOT_PARAM);
            return false;
        }
        if (is_punct(&b[i], P_HASHHASH) && (i == 0 || i + 1 == n)) {
            PP_DIAG(pp, b[i].loc, D_PP_HASHHASH_EDGE);
            return false;
        }
        if (b[i].kind == TK_IDENT && b[i].text == pp->s_va_args && !va_ok && !warned) {
            PP_DIAG(pp, b[i].loc, D_PP_VA_ARGS_MISUSE);
            warned = true;
        }
    }
    return true;
}

/* C99 6.10.3p2: a redefinition must be identical, whitespace separation included. */
static bool same_macro(const Macro *a, const Macro *b)
{
    if (a->fn != b->fn || a->variadic != b->variadic || a->nparams != b->nparams ||
        a->nbody != b->nbody)
        return false;
    for (uint32_t i = 0; i < a->nparams; i++)
        if (a->params[i] != b->params[i])
            return false;
    for (uint32_t i = 0; i < a->nbody; i++) {
        if (a->body[i].text != b->body[i].text)
            return false;
        if (i && (a->body[i].flags & TF_SPACE) != (b->body[i].flags & TF_SPACE))
            return false;
    }
    return true;
}

/* The name after #define or #undef: an identifier other than `defined`. */
static bool macro_name(PP *pp, const Token *t, uint32_t n, Loc at)
{
    if (n == 0)
        PP_DIAG(pp, at, D_PP_MACRO_NAME_MISSING);
    else if (t[0].kind != TK_IDENT)
        PP_DIAG(pp, t[0].loc, D_PP_MACRO_NAME_NOT_IDENT);
    else if (t[0].text == pp->s_defined)
        PP_DIAG(pp, t[0].loc, D_PP_DEFINE_DEFINED);
    else
        return true;
    return false;
}

/* define-line = identifier replacement-list
 *             | identifier "(" identifier-list? ")" replacement-list   (no space before "(") */
void macro_define(PP *pp, const Token *t, uint32_t n, Loc at)
{
    if (!macro_name(pp, t, n, at))
        return;
    Macro *m = NEW(pp->cc, Macro);
    m->name = t[0].text;
    m->loc = t[0].loc;
    uint32_t i = 1;
    if (n > 1 && is_punct(&t[1], P_LPAREN) && !(t[1].flags & TF_SPACE)) {
        m->fn = true;
        if (!read_params(pp, m, t, n, &i, at))
            return;
    }
    m->nbody = n - i;
    m->body = m->nbody ? arena_dup(&pp->cc->arena, t + i, m->nbody * sizeof(Token)) : NULL;
    if (!check_body(pp, m))
        return;
    Macro *old = macro_lookup(pp, m->name);
    if (old && old->builtin) {
        PP_DIAG(pp, t[0].loc, D_PP_BUILTIN_REDEFINED, "redefining", m->name);
    } else if (old && !same_macro(old, m)) {
        if (PP_DIAG(pp, t[0].loc, D_PP_MACRO_REDEFINED, m->name) && old->loc.line)
            diag_note(pp->cc, old->loc, "previous definition is here");
    }
    macro_add(pp, m);
}

/* undef-line = identifier */
void macro_undef(PP *pp, const Token *t, uint32_t n, Loc at)
{
    if (!macro_name(pp, t, n, at))
        return;
    if (n > 1)
        PP_DIAG(pp, t[1].loc, D_PP_EXTRA_TOKENS, "undef");
    Macro *old = macro_lookup(pp, t[0].text);
    if (old && old->builtin)
        PP_DIAG(pp, t[0].loc, D_PP_BUILTIN_REDEFINED, "undefining", t[0].text);
    if (old)
        map_put(pp->cc, &pp->macros, t[0].text, NULL);
}

void macro_builtins(PP *pp)
{
    static const struct { const char *name; Builtin kind; } builtins[] = {
        {"__LINE__", BI_LINE}, {"__FILE__", BI_FILE}, {"__COUNTER__", BI_COUNTER},
        {"__INCLUDE_LEVEL__", BI_INCLUDE_LEVEL},
    };
    for (size_t i = 0; i < countof(builtins); i++) {
        Macro *m = NEW(pp->cc, Macro);
        m->name = str_intern_c(pp->cc, builtins[i].name);
        m->builtin = (uint8_t)builtins[i].kind;
        macro_add(pp, m);
    }
}

/* ---- expansion -------------------------------------------------------- */

/* The arguments of one invocation. The tokens between the parentheses
 * (commas included) are read in place when they lie in one barrier frame (an
 * argument being expanded), whose array outlives this expansion; otherwise
 * they are copied. */
typedef struct Args {
    const Token *tok;
    Hideset *const *hs; /* NULL: all empty */
    uint32_t *start;    /* argument i is tok[start[i] .. end[i]) */
    uint32_t *end;
    TokBuf copy;        /* owns tok and hs when copied */
    TokBuf *exp;        /* argument i fully expanded, made on first use */
    bool *have_exp;
    bool va_elided;     /* the variable arguments were left out: F(a) for F(a, ...) */
    Loc rparen;         /* where the invocation ends */
} Args;

static const Token *arg_tok(const Args *a, uint32_t i) { return a->tok + a->start[i]; }
static Hideset *const *arg_hs(const Args *a, uint32_t i) { return a->hs ? a->hs + a->start[i] : NULL; }
static uint32_t arg_len(const Args *a, uint32_t i) { return a->end[i] - a->start[i]; }

/* Appends the spelling of t[0..n) with one space where the source had
 * whitespace; with `quote`, as a string literal (C99 6.10.3.2: " and \ inside
 * string and character literals are escaped). */
static void spell_list(Buf *b, const Token *t, uint32_t n, bool quote)
{
    for (uint32_t i = 0; i < n; i++) {
        if (i && (t[i].flags & (TF_SPACE | TF_BOL)))
            buf_putc(b, ' ');
        if (quote && (t[i].kind == TK_STRING || t[i].kind == TK_CHAR)) {
            for (const char *s = t[i].text; *s; s++) {
                if (*s == '"' || *s == '\\')
                    buf_putc(b, '\\');
                buf_putc(b, *s);
            }
        } else {
            buf_puts(b, t[i].text);
        }
    }
}

void pp_spell(Buf *b, const Token *t, uint32_t n) { spell_list(b, t, n, false); }

/* # parameter */
static Token stringize(PP *pp, const Token *a, uint32_t n, const Token *hash, const Token *name)
{
    Buf b;
    buf_init(&b, &pp->cc->arena);
    buf_putc(&b, '"');
    spell_list(&b, a, n, true);
    buf_putc(&b, '"');
    return (Token){.kind = TK_STRING, .flags = hash->flags & TF_SPACE,
                   .text = str_intern(pp->cc, b.data, b.len), .loc = name->loc,
                   .origin = hash->loc};
}

/* lhs ## rhs, into lhs. The joined spelling must lex as one token; if not,
 * it is an error and the two stay apart (false). */
static bool paste(PP *pp, Token *lhs, const Token *rhs)
{
    size_t a = strlen(lhs->text), b = strlen(rhs->text);
    char small[128];
    char *s = a + b < sizeof small ? small : arena_alloc(&pp->cc->arena, a + b + 1);
    memcpy(s, lhs->text, a);
    memcpy(s + a, rhs->text, b);
    s[a + b] = 0;
    Token r;
    if (!lex_single(pp->cc, s, a + b, pp->punct_text, &r)) {
        PP_DIAG(pp, lhs->loc, D_PP_BAD_PASTE, s);
        return false;
    }
    r.loc = lhs->loc;
    r.origin = lhs->origin;
    r.flags = lhs->flags & (TF_BOL | TF_SPACE);
    *lhs = r;
    return true;
}

/* A placemarker (C99 6.10.3.3p2) stands for an empty argument next to ##. */
static bool is_placemarker(const Token *t) { return t->kind == TK_EOF; }

/* Output helpers: a body token, an argument token, each with its hideset. */
static void put_body(PP *pp, TokBuf *out, const Token *b, const Token *name, Hideset *hs)
{
    Token t = *b;
    t.loc = name->loc;
    t.origin = b->loc;
    t.flags &= ~TF_BOL;
    tokbuf_push(pp, out, &t, hs);
}

static void put_arg(PP *pp, TokBuf *out, const Token *a, Hideset *ahs, const Token *name, Hideset *hs)
{
    Token t = *a;
    if (!t.origin.line)
        t.origin = t.loc;
    t.loc = name->loc;
    tokbuf_push(pp, out, &t, hs_union(pp, ahs, hs));
}

/* Appends argument tokens a[0..n); the first takes the spacing of the
 * parameter in the body (as clang prints it). */
static void put_args(PP *pp, TokBuf *out, const Token *a, Hideset *const *ahs, uint32_t n,
                     const Token *param, const Token *name, Hideset *hs)
{
    for (uint32_t k = 0; k < n; k++) {
        uint32_t at = out->len;
        put_arg(pp, out, &a[k], ahs ? ahs[k] : NULL, name, hs);
        if (k == 0 && param)
            out->tok[at].flags = (uint8_t)((out->tok[at].flags & ~(TF_BOL | TF_SPACE)) |
                                           (param->flags & TF_SPACE));
    }
}

/* Pastes r onto the last output token (a placemarker is replaced). */
static void paste_onto(PP *pp, TokBuf *out, const Token *r, Hideset *hs)
{
    if (out->len == 0) {
        tokbuf_push(pp, out, r, hs);
        return;
    }
    Token *l = &out->tok[out->len - 1];
    if (is_placemarker(l)) {
        Token t = *r;
        t.flags = (uint8_t)((t.flags & ~(TF_BOL | TF_SPACE)) | (l->flags & TF_SPACE));
        *l = t;
        out->hs[out->len - 1] = hs;
        return;
    }
    if (paste(pp, l, r)) {
        out->hs[out->len - 1] = hs;
    } else {
        Token t = *r;
        t.flags &= ~(TF_BOL | TF_SPACE);
        tokbuf_push(pp, out, &t, hs);
    }
}

static const TokBuf *expanded_arg(PP *pp, Args *a, uint32_t i)
{
    if (!a->have_exp[i]) {
        a->exp[i] = tokbuf_get(pp, 16); /* usually small; it grows */
        pp_expand_list(pp, arg_tok(a, i), arg_hs(a, i), arg_len(a, i), &a->exp[i]);
        a->have_exp[i] = true;
    }
    return &a->exp[i];
}

/* The replacement list with parameters substituted, # and ## applied. */
static void subst(PP *pp, const Macro *m, const Token *name, Args *a, Hideset *hs, TokBuf *out)
{
    const Token *body = m->body;
    uint32_t n = m->nbody;
    const int16_t *pidx = m->pidx;
    bool placemarkers = false;
    for (uint32_t i = 0; i < n; i++) {
        const Token *b = &body[i];
        int pi = pidx ? pidx[i] : -1;
        if (pidx && is_punct(b, P_HASH) && i + 1 < n && pidx[i + 1] >= 0) {
            uint32_t k = (uint32_t)pidx[i + 1];
            Token st = stringize(pp, arg_tok(a, k), arg_len(a, k), b, name);
            tokbuf_push(pp, out, &st, hs);
            i++;
            continue;
        }
        if (is_punct(b, P_HASHHASH) && i > 0 && i + 1 < n) {
            const Token *r = &body[i + 1];
            int rp = pidx ? pidx[i + 1] : -1;
            if (rp >= 0 && m->variadic && rp == (int)m->nparams - 1 && is_punct(&body[i - 1], P_COMMA) &&
                out->len && is_punct(&out->tok[out->len - 1], P_COMMA)) {
                /* GNU: , ## __VA_ARGS__ */
                if (a->va_elided) {
                    out->len--;
                } else {
                    const TokBuf *e = expanded_arg(pp, a, (uint32_t)rp);
                    put_args(pp, out, e->tok, e->hs, e->len, NULL, name, hs);
                }
                i++;
                continue;
            }
            if (rp >= 0) {
                uint32_t an = arg_len(a, (uint32_t)rp);
                if (an) {
                    const Token *at = arg_tok(a, (uint32_t)rp);
                    Hideset *const *ahs = arg_hs(a, (uint32_t)rp);
                    Token first = at[0];
                    if (!first.origin.line)
                        first.origin = first.loc;
                    first.loc = name->loc;
                    paste_onto(pp, out, &first, hs);
                    put_args(pp, out, at + 1, ahs ? ahs + 1 : NULL, an - 1, NULL, name, hs);
                }
                i++;
                continue;
            }
            if (pidx && is_punct(r, P_HASH) && i + 2 < n && pidx[i + 2] >= 0) {
                uint32_t k = (uint32_t)pidx[i + 2];
                Token st = stringize(pp, arg_tok(a, k), arg_len(a, k), r, name);
                paste_onto(pp, out, &st, hs);
                i += 2;
                continue;
            }
            Token rt = *r;
            rt.loc = name->loc;
            rt.origin = r->loc;
            paste_onto(pp, out, &rt, hs);
            i++;
            continue;
        }
        if (pi >= 0) {
            if (i + 1 < n && is_punct(&body[i + 1], P_HASHHASH)) {
                uint32_t an = arg_len(a, (uint32_t)pi);
                if (an == 0) {
                    Token pm = {.kind = TK_EOF, .flags = b->flags & TF_SPACE, .loc = name->loc};
                    tokbuf_push(pp, out, &pm, hs);
                    placemarkers = true;
                } else {
                    put_args(pp, out, arg_tok(a, (uint32_t)pi), arg_hs(a, (uint32_t)pi), an, b, name, hs);
                }
            } else {
                const TokBuf *e = expanded_arg(pp, a, (uint32_t)pi);
                put_args(pp, out, e->tok, e->hs, e->len, b, name, hs);
            }
            continue;
        }
        put_body(pp, out, b, name, hs);
    }
    if (placemarkers) {
        uint32_t k = 0;
        for (uint32_t i = 0; i < out->len; i++)
            if (!is_placemarker(&out->tok[i])) {
                out->tok[k] = out->tok[i];
                out->hs[k++] = out->hs[i];
            }
        out->len = k;
    }
}

/* "(" already peeked: reads the arguments up to the matching ")" and checks
 * their number. ARGS_OK; ARGS_BAD_COUNT (reported: the arguments are
 * dropped, the name stays, as in clang); ARGS_UNTERMINATED (reported: all
 * is dropped). */
enum { ARGS_OK, ARGS_BAD_COUNT, ARGS_UNTERMINATED };

static int collect_args(PP *pp, const Macro *m, const Token *name, Args *a, Hideset **rparen_hs)
{
    Token t;
    Hideset *h;
    pp_next(pp, &t, &h);
    Vec(uint32_t) start = {0}, end = {0};
    vec_push(&pp->cc->arena, &start, 0);
    uint32_t np = m->nparams, depth = 0, n = 0;
    bool saved = pp->in_args;
    pp->in_args = true;
    /* in place while every token follows the last in one barrier frame */
    pp_peek(pp, &h);
    const Frame *f = &vec_last(&pp->frames);
    bool in_place = f->kind == FR_BARRIER;
    uint32_t fidx = pp->frames.len - 1, fpos = f->pos;
    const Token *ftok = f->tok;
    Hideset *const *fhs = f->hs;
    a->copy = (TokBuf){0};
    for (;; n++) {
        if (pp_peek(pp, &h)->kind == TK_EOF) {
            pp->in_args = saved;
            tokbuf_put(pp, &a->copy);
            if (PP_DIAG(pp, name->loc, D_PP_UNTERMINATED_ARGS) && m->loc.line)
                diag_note(pp->cc, m->loc, "macro '%s' defined here", m->name);
            return ARGS_UNTERMINATED;
        }
        f = &vec_last(&pp->frames);
        if (in_place && (pp->frames.len - 1 != fidx || f->tok != ftok || f->pos != fpos + n)) {
            in_place = false;
            a->copy = tokbuf_get(pp, n + 8);
            for (uint32_t i = 0; i < n; i++)
                tokbuf_push(pp, &a->copy, &ftok[fpos + i], fhs ? fhs[fpos + i] : NULL);
        }
        pp_next(pp, &t, &h);
        if (t.kind == TK_PUNCT) {
            if (t.punct == P_LPAREN) {
                depth++;
            } else if (t.punct == P_RPAREN) {
                if (depth == 0) {
                    *rparen_hs = h;
                    a->rparen = t.loc;
                    break;
                }
                depth--;
            } else if (t.punct == P_COMMA && depth == 0 && !(m->variadic && start.len == np)) {
                vec_push(&pp->cc->arena, &end, n);
                vec_push(&pp->cc->arena, &start, n + 1);
            }
        }
        if (!in_place)
            tokbuf_push(pp, &a->copy, &t, h);
    }
    pp->in_args = saved;
    vec_push(&pp->cc->arena, &end, n);
    if (in_place) {
        a->tok = ftok + fpos;
        a->hs = fhs ? fhs + fpos : NULL;
    } else {
        /* V() for V(a, ...): nothing was copied and copy.tok is NULL;
         * arg_tok's NULL + 0 is undefined behaviour (UBSan, fuzz_pp and
         * tests/robust/repro/pp_variadic_empty_call_null_offset.hlsl), so
         * the empty arguments point at the EOF token and are never read. */
        a->tok = a->copy.tok ? a->copy.tok : &pp->eof;
        a->hs = a->copy.hs;
    }
    uint32_t given = start.len;
    bool ok = true;
    if (np == 0) {
        ok = given == 1 && n == 0;
        if (!ok && PP_DIAG(pp, name->loc, D_PP_TOO_MANY_ARGS) && m->loc.line)
            diag_note(pp->cc, m->loc, "macro '%s' defined here", m->name);
    } else if (given < np) {
        if (m->variadic && given == np - 1) {
            a->va_elided = true;
            vec_push(&pp->cc->arena, &start, n);
            vec_push(&pp->cc->arena, &end, n);
        } else {
            ok = false;
            if (PP_DIAG(pp, name->loc, D_PP_TOO_FEW_ARGS) && m->loc.line)
                diag_note(pp->cc, m->loc, "macro '%s' defined here", m->name);
        }
    } else if (given > np) {
        ok = false;
        if (PP_DIAG(pp, name->loc, D_PP_TOO_MANY_ARGS) && m->loc.line)
            diag_note(pp->cc, m->loc, "macro '%s' defined here", m->name);
    } else if (np == 1 && m->variadic && n == 0) {
        a->va_elided = true;
    }
    a->start = start.data;
    a->end = end.data;
    uint32_t slots = np ? np : 1;
    a->exp = NEWN(pp->cc, TokBuf, slots);
    a->have_exp = NEWN(pp->cc, bool, slots);
    if (!ok)
        tokbuf_put(pp, &a->copy);
    return ok ? ARGS_OK : ARGS_BAD_COUNT;
}

/* __LINE__, __FILE__, __COUNTER__, __INCLUDE_LEVEL__ */
static Token builtin(PP *pp, const Macro *m, const Token *name)
{
    Token t = {.kind = TK_PP_NUMBER, .flags = name->flags & (TF_BOL | TF_SPACE), .loc = name->loc};
    const char *file;
    uint32_t line;
    char num[24];
    switch ((Builtin)m->builtin) {
    case BI_FILE: {
        pp_presumed(pp->cc, name->loc, &file, &line);
        Buf b;
        buf_init(&b, &pp->cc->arena);
        buf_putc(&b, '"');
        for (const char *s = file; *s; s++) {
            if (*s == '"' || *s == '\\')
                buf_putc(&b, '\\');
            buf_putc(&b, *s);
        }
        buf_putc(&b, '"');
        t.kind = TK_STRING;
        t.text = str_intern(pp->cc, b.data, b.len);
        return t;
    }
    case BI_LINE: {
        /* in an expansion: the line where the outermost invocation ends, as clang */
        Loc at = name->loc;
        if (name->origin.line && pp->top_end.file == at.file && pp->top_end.line > at.line)
            at.line = pp->top_end.line;
        pp_presumed(pp->cc, at, &file, &line);
        snprintf(num, sizeof num, "%u", line);
        break;
    }
    case BI_COUNTER:
        snprintf(num, sizeof num, "%u", pp->counter++);
        break;
    default:
        snprintf(num, sizeof num, "%u", pp->include_depth);
        break;
    }
    t.text = str_intern_c(pp->cc, num);
    return t;
}

/* Replaces macro m, whose name was just read, by pushing its expansion.
 * False when a function-like macro is not followed by "(": the name stays. */
static bool expand(PP *pp, const Macro *m, const Token *name, Hideset *hs)
{
    TokBuf out;
    if (m->builtin) {
        Token t = builtin(pp, m, name);
        out = tokbuf_get(pp, 1);
        tokbuf_push(pp, &out, &t, NULL);
        pp_push_frame(pp, out);
        return true;
    }
    Args a = {0};
    Hideset *nhs;
    if (m->fn) {
        Hideset *h;
        if (!is_punct(pp_peek(pp, &h), P_LPAREN))
            return false;
        Hideset *rparen_hs = NULL;
        int got = collect_args(pp, m, name, &a, &rparen_hs);
        if (got != ARGS_OK)
            return got == ARGS_UNTERMINATED;
        nhs = hideset_add(pp, hs_intersect(pp, hs, rparen_hs), m->name);
        if (!name->origin.line) /* an invocation written in a file */
            pp->top_end = a.rparen;
    } else {
        nhs = hideset_add(pp, hs, m->name);
    }
    out = tokbuf_get(pp, m->nbody + 8);
    subst(pp, m, name, &a, nhs, &out);
    if (m->fn) {
        for (uint32_t i = 0; i < (m->nparams ? m->nparams : 1); i++)
            if (a.have_exp[i])
                tokbuf_put(pp, &a.exp[i]);
        tokbuf_put(pp, &a.copy);
    }
    if (out.len == 0) {
        pp->carry |= name->flags & (TF_BOL | TF_SPACE);
        tokbuf_put(pp, &out);
        return true;
    }
    out.tok[0].flags = (uint8_t)((out.tok[0].flags & ~(TF_BOL | TF_SPACE)) |
                                 (name->flags & (TF_BOL | TF_SPACE)));
    pp_push_frame(pp, out);
    return true;
}

static Token pp_number(PP *pp, const Token *at, bool v)
{
    return (Token){.kind = TK_PP_NUMBER, .flags = at->flags & (TF_BOL | TF_SPACE),
                   .text = str_intern_c(pp->cc, v ? "1" : "0"), .loc = at->loc,
                   .origin = at->origin};
}

/* In #if: defined X, defined ( X ) */
static void op_defined(PP *pp, Token *t)
{
    Hideset *h;
    Token x;
    bool paren = false;
    if (is_punct(pp_peek(pp, &h), P_LPAREN)) {
        paren = true;
        pp_next(pp, &x, &h);
    }
    const Token *p = pp_peek(pp, &h);
    bool v = false;
    if (p->kind != TK_IDENT) {
        if (!pp->if_error)
            PP_DIAG(pp, p->kind == TK_EOF ? t->loc : p->loc,
                    p->kind == TK_EOF ? D_PP_MACRO_NAME_MISSING : D_PP_MACRO_NAME_NOT_IDENT);
        pp->if_error = true;
    } else {
        pp_next(pp, &x, &h);
        v = macro_lookup(pp, x.text) || x.text == pp->s___has_include || x.text == pp->s___has_feature;
        if (paren) {
            if (is_punct(pp_peek(pp, &h), P_RPAREN)) {
                pp_next(pp, &x, &h);
            } else {
                if (!pp->if_error)
                    PP_DIAG(pp, x.loc, D_PP_EXPR_DEFINED);
                pp->if_error = true;
            }
        }
    }
    *t = pp_number(pp, t, v);
}

/* The '(' after a function-like operator's name, taken; false if absent. */
static bool op_open(PP *pp, Hideset **h)
{
    Token x;
    if (!is_punct(pp_peek(pp, h), P_LPAREN))
        return false;
    pp_next(pp, &x, h);
    return true;
}

/* The operator at t becomes the number v; a malformed one (not ok) is
 * reported once, and in #if makes the line's value an error. */
static void op_result(PP *pp, Token *t, bool ok, bool v, DiagId malformed)
{
    if (!ok) {
        if (!pp->if_error)
            PP_DIAG(pp, t->loc, malformed);
        pp->if_error = pp->in_if;
    }
    *t = pp_number(pp, t, v);
}

/* In #if: __has_include ( "name" ) or __has_include ( <name> ) */
static void op_has_include(PP *pp, Token *t)
{
    Hideset *h;
    Token x;
    bool v = false, ok = false;
    if (op_open(pp, &h)) {
        const Token *p = pp_peek(pp, &h);
        char *name = NULL;
        bool angled = false;
        size_t n = p->kind == TK_STRING ? strlen(p->text) : 0;
        /* A NUL byte inside the quotes ends the text early: no header name
           (the same rule as #include's). */
        if (n >= 2 && p->text[0] == '"' && p->text[n - 1] == '"' && !(p->flags & TF_UNTERMINATED)) {
            name = arena_strndup(&pp->cc->arena, p->text + 1, n - 2);
            pp_next(pp, &x, &h);
        } else if (is_punct(p, P_LT)) {
            pp_next(pp, &x, &h);
            Buf b;
            buf_init(&b, &pp->cc->arena);
            for (uint32_t i = 0;; i++) {
                p = pp_peek(pp, &h);
                if (p->kind == TK_EOF || is_punct(p, P_GT))
                    break;
                if (i && (p->flags & TF_SPACE))
                    buf_putc(&b, ' ');
                buf_puts(&b, p->text);
                pp_next(pp, &x, &h);
            }
            if (is_punct(p, P_GT)) {
                pp_next(pp, &x, &h);
                name = (char *)buf_cstr(&b);
                angled = true;
            }
        }
        if (name && *name && is_punct(pp_peek(pp, &h), P_RPAREN)) {
            pp_next(pp, &x, &h);
            ok = true;
            uint32_t from = 0;
            for (uint32_t i = pp->frames.len; i-- > 0;)
                if (pp->frames.data[i].kind == FR_FILE && pp->frames.data[i].file != PREDEF_FILE) {
                    from = pp->frames.data[i].file;
                    break;
                }
            v = pp_find_include(pp, name, angled, from, t->loc) != NULL;
        }
    }
    op_result(pp, t, ok, v, D_PP_HAS_INCLUDE);
}

/* __has_feature ( name ): 1 for the language features clang's
 * __has_feature reports in DXC that this compiler has, 0 for any other
 * name. Like clang, in #if lines and everywhere else (DXC's
 * vk.buffer-pointer.linked-list tests it in an `if`). */
static void op_has_feature(PP *pp, Token *t)
{
    static const char *const features[] = {"hlsl_vk_buffer_pointer"};
    Hideset *h;
    Token x;
    bool v = false, ok = false;
    if (op_open(pp, &h) && pp_peek(pp, &h)->kind == TK_IDENT) {
        pp_next(pp, &x, &h);
        for (size_t i = 0; i < countof(features); i++)
            v |= strcmp(x.text, features[i]) == 0;
        if (is_punct(pp_peek(pp, &h), P_RPAREN)) {
            pp_next(pp, &x, &h);
            ok = true;
        }
    }
    op_result(pp, t, ok, v, D_PP_HAS_FEATURE);
}

/* _Pragma ( string-literal ): destringized and run as a #pragma line. A
 * malformed one is skipped to its ")" or the end of the line, as in clang. */
static void op_pragma(PP *pp, const Token *t)
{
    Hideset *h;
    Token x, s;
    pp->carry |= t->flags & (TF_BOL | TF_SPACE);
    if (!is_punct(pp_peek(pp, &h), P_LPAREN)) {
        PP_DIAG(pp, t->loc, D_PP_PRAGMA_OPERATOR);
        return;
    }
    pp_next(pp, &x, &h);
    const Token *p = pp_peek(pp, &h);
    bool ok = p->kind == TK_STRING && !(p->flags & TF_UNTERMINATED);
    if (ok) {
        pp_next(pp, &s, &h);
        p = pp_peek(pp, &h);
        ok = is_punct(p, P_RPAREN);
    }
    if (!ok) {
        PP_DIAG(pp, t->loc, D_PP_PRAGMA_OPERATOR);
        for (bool first = true; p->kind != TK_EOF && !is_punct(p, P_RPAREN) &&
                                (first || !(p->flags & TF_BOL));
             first = false, p = pp_peek(pp, &h))
            pp_next(pp, &x, &h);
        if (is_punct(p, P_RPAREN))
            pp_next(pp, &x, &h);
        return;
    }
    pp_next(pp, &x, &h);
    size_t n = strlen(s.text);
    char *text = arena_alloc(&pp->cc->arena, n);
    size_t k = 0;
    for (size_t i = 1; i + 1 < n; i++) {
        if (s.text[i] == '\\' && (s.text[i + 1] == '"' || s.text[i + 1] == '\\') && i + 2 < n)
            i++;
        text[k++] = s.text[i];
    }
    text[k] = 0;
    TokenList l = {0};
    lex_text(pp->cc, text, k, t->loc.file, true, &l);
    for (uint32_t i = 0; i < l.len; i++)
        l.data[i].loc = t->loc;
    pp_pragma(pp, l.data, l.len - 1, t->loc);
}

/* The next token with macros replaced: a name is expanded (its replacement
 * pushed as a frame and read again) until the front of the input is a token
 * that stays. In #if lines `defined` and `__has_include` are operators;
 * elsewhere `_Pragma(...)` is. */
void pp_expand_next(PP *pp, Token *t, Hideset **hs)
{
    for (;;) {
        pp_next(pp, t, hs);
        if (t->kind == TK_EOF)
            return;
        if (pp->carry) { /* a macro before it on its line expanded to nothing */
            if (!(t->flags & TF_BOL))
                t->flags |= pp->carry;
            pp->carry = 0;
        }
        if (t->kind != TK_IDENT || (t->flags & TF_NOEXPAND))
            return;
        if (pp->in_if) {
            if (t->text == pp->s_defined) {
                op_defined(pp, t);
                return;
            }
            if (t->text == pp->s___has_include) {
                op_has_include(pp, t);
                return;
            }
            if (t->text == pp->s___has_feature) {
                op_has_feature(pp, t);
                return;
            }
        } else if (t->text == pp->s___has_feature && !macro_lookup(pp, t->text)) {
            op_has_feature(pp, t);
            return;
        } else if (t->text == pp->s__Pragma && !macro_lookup(pp, t->text)) {
            op_pragma(pp, t);
            continue;
        }
        const Macro *m = macro_lookup(pp, t->text);
        if (!m)
            return;
        if (hs_contains(*hs, t->text)) {
            t->flags |= TF_NOEXPAND;
            return;
        }
        if (!expand(pp, m, t, *hs))
            return;
    }
}

/* C99 6.10.3.1: an argument is macro-replaced "as if it formed the rest of
 * the preprocessing file": behind a barrier frame, so that nothing after it
 * (a "(" for a function-like name at its end) takes part. */
void pp_expand_list(PP *pp, const Token *t, Hideset *const *hs, uint32_t n, TokBuf *out)
{
    if (pp->iso_depth >= LIMIT_MACRO_DEPTH)
        pp_fatal_limit(pp, n ? t[0].loc : (Loc){0}, D_PP_EXPANSION_DEPTH, LIMIT_MACRO_DEPTH);
    pp->iso_depth++;
    Frame f = {.tok = t, .hs = hs, .len = n, .kind = FR_BARRIER};
    vec_push(&pp->cc->arena, &pp->frames, f);
    uint8_t carry = pp->carry;
    pp->carry = 0;
    for (;;) {
        Token x;
        Hideset *h;
        pp_expand_next(pp, &x, &h);
        if (x.kind == TK_EOF)
            break;
        tokbuf_push(pp, out, &x, h);
    }
    pp->frames.len--;
    pp->carry = carry;
    pp->iso_depth--;
}
