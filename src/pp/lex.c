/*
 * The lexer: source bytes to preprocessing tokens (C99 6.4, HLSL spellings),
 * and the conversion of literals once they leave the preprocessor.
 *
 * lex_next makes one token at a time, as the preprocessor reads; a file is
 * never held as a token array. Translation phases 1-3 happen on the way: a
 * UTF-8 BOM is skipped, "\r\n" and a lone '\r' end lines like '\n',
 * backslash-newline splices vanish wherever they fall (a token spelled across
 * one is re-spelled without it), and comments become whitespace. Locations
 * are physical: the line and the byte column (1-based) where the token
 * starts. Floating literals are converted exactly (round to nearest even)
 * without strtod, which would follow the host's locale.
 *
 * Literals are not checked here: a skipped #if group may hold text that is
 * no valid token (an apostrophe in prose). A quote with no closing quote on
 * its line makes a token flagged TF_UNTERMINATED; numbers stay pp-numbers.
 * lex_finish_literal converts and reports them for the tokens that reach the
 * parser.
 */
#include <math.h>
#include <stdio.h>

#include "pp/pp_impl.h"

const char *const punct_spelling[P_COUNT] = {
    [P_NONE] = "",
#define X(id, s) [id] = s,
    PUNCTS(X)
#undef X
};

/* Character classes: a constant table, one bit per class. */
enum { CC_ID = 1, CC_DIGIT = 2, CC_HEX = 4 };
#define R2(a) a, a
#define R4(a) R2(a), R2(a)
#define R8(a) R4(a), R4(a)
#define R16(a) R8(a), R8(a)
static const uint8_t cclass[256] = {
    R16(0), R16(0), R16(0),                                      /* 0x00-0x2f */
    R8(CC_ID | CC_DIGIT | CC_HEX), R2(CC_ID | CC_DIGIT | CC_HEX), /* 0-9 */
    R4(0), R2(0), 0,                                             /* :;<=>?@ */
    R4(CC_ID | CC_HEX), R2(CC_ID | CC_HEX),                      /* A-F */
    R16(CC_ID), R4(CC_ID),                                       /* G-Z */
    R4(0), CC_ID, 0,                                             /* [\]^_` */
    R4(CC_ID | CC_HEX), R2(CC_ID | CC_HEX),                      /* a-f */
    R16(CC_ID), R4(CC_ID),                                       /* g-z */
    R4(0), 0,                                                    /* {|}~ DEL */
};
#undef R2
#undef R4
#undef R8
#undef R16

static inline bool is_id(unsigned char c) { return cclass[c] & CC_ID; }
static inline bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static inline bool is_hex(unsigned char c) { return cclass[c] & CC_HEX; }
static inline unsigned hex_value(char c) { return is_digit((unsigned char)c) ? (unsigned)(c - '0') : (unsigned)((c | 32) - 'a' + 10); }

/* The length of the valid UTF-8 sequence of 2-4 bytes at s, or 0. Such
 * sequences may appear in identifiers; anything else above 0x7f is stray. */
static int utf8_len(const unsigned char *s)
{
    unsigned c = s[0];
    if (c >= 0xC2 && c <= 0xDF)
        return (s[1] & 0xC0) == 0x80 ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        if ((s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80)
            return 0;
        if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] >= 0xA0))
            return 0;
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if ((s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80 || (s[3] & 0xC0) != 0x80)
            return 0;
        if ((c == 0xF0 && s[1] < 0x90) || (c == 0xF4 && s[1] >= 0x90))
            return 0;
        return 4;
    }
    return 0;
}

static Loc lex_loc(Lexer *L, const char *p)
{
    return (Loc){L->file, L->line, (uint32_t)(p - L->line_start) + 1};
}

/* p points at a backslash. If a newline follows (maybe after blanks, which
 * gcc and clang accept with a warning), skips that splice and any right after
 * it. Lines are counted once per splice however often lookahead meets it. */
static const char *splice(Lexer *L, const char *p)
{
    while (*p == '\\') {
        const char *q = p + 1;
        while (*q == ' ' || *q == '\t')
            q++;
        if (*q != '\n' && *q != '\r')
            return p;
        bool blanks = q != p + 1;
        q += (*q == '\r' && q[1] == '\n') ? 2 : 1;
        if (q > L->hwm) {
            if (blanks && !L->quiet)
                diag(L->cc, lex_loc(L, p), D_PP_BACKSLASH_SPACE);
            L->line++;
            L->line_start = q;
            L->hwm = q;
        }
        p = q;
    }
    return p;
}

#define SPL(L, p) (*(p) == '\\' ? splice((L), (p)) : (p))

/* The interned spelling of [s, e): splices removed when the token crossed
 * one (its start line is no longer the current line). */
static Str spell(Lexer *L, const char *s, const char *e, uint32_t start_line)
{
    if (start_line == L->line)
        return str_intern(L->cc, s, (size_t)(e - s));
    Buf b;
    buf_init(&b, &L->cc->arena);
    while (s < e) {
        if (*s == '\\') {
            const char *q = s + 1;
            while (q < e && (*q == ' ' || *q == '\t'))
                q++;
            if (q < e && (*q == '\n' || *q == '\r')) {
                s = q + ((*q == '\r' && q + 1 < e && q[1] == '\n') ? 2 : 1);
                continue;
            }
        }
        buf_putc(&b, *s++);
    }
    return str_intern(L->cc, b.data ? b.data : "", b.len);
}

/* "//" comment: to the end of the line; a splice continues it. */
static const char *line_comment(Lexer *L, const char *p)
{
    for (;;) {
        char c = *p;
        if (c == '\n' || c == '\r' || (c == 0 && p >= L->end))
            return p;
        if (c == '\\') {
            const char *q = splice(L, p);
            if (q != p) {
                p = q;
                continue;
            }
        }
        p++;
    }
}

/* Block comment from p (just after the opening slash-star) to the closing
 * star-slash; an unterminated one is reported at its start and ends the file. */
static const char *block_comment(Lexer *L, const char *p, Loc start)
{
    for (;;) {
        char c = *p;
        if (c == '*') {
            const char *q = SPL(L, p + 1);
            if (*q == '/')
                return q + 1;
            p = q;
            continue;
        }
        if (c == '\n' || c == '\r') {
            p += (c == '\r' && p[1] == '\n') ? 2 : 1;
            L->line++;
            L->line_start = p;
            continue;
        }
        if (c == 0 && p >= L->end) {
            if (!L->quiet)
                diag(L->cc, start, D_PP_UNTERMINATED_COMMENT);
            return p;
        }
        p++;
    }
}

/* punctuator: the longest spelling in PUNCTS at p; P_NONE if none. */
static Punct punct(Lexer *L, const char **pp)
{
    const char *p = *pp;
    const char *p1 = SPL(L, p + 1), *p2;
    char c1 = *p1, c2;
#define ONE(k) do { *pp = p1; return k; } while (0)
#define TWO(k) do { *pp = SPL(L, p1 + 1); return k; } while (0)
#define THIRD() (p2 = SPL(L, p1 + 1), c2 = *p2)
#define THREE(k) do { *pp = p2 + 1; return k; } while (0)
    switch (*p) {
    case '<':
        if (c1 == '<') {
            THIRD();
            if (c2 == '=')
                THREE(P_LSHIFT_ASSIGN);
            TWO(P_LSHIFT);
        }
        if (c1 == '=') TWO(P_LE);
        ONE(P_LT);
    case '>':
        if (c1 == '>') {
            THIRD();
            if (c2 == '=')
                THREE(P_RSHIFT_ASSIGN);
            TWO(P_RSHIFT);
        }
        if (c1 == '=') TWO(P_GE);
        ONE(P_GT);
    case '.':
        if (c1 == '.') {
            THIRD();
            if (c2 == '.')
                THREE(P_ELLIPSIS);
        }
        ONE(P_DOT);
    case '-':
        if (c1 == '>') TWO(P_ARROW);
        if (c1 == '-') TWO(P_DEC);
        if (c1 == '=') TWO(P_SUB_ASSIGN);
        ONE(P_MINUS);
    case '+':
        if (c1 == '+') TWO(P_INC);
        if (c1 == '=') TWO(P_ADD_ASSIGN);
        ONE(P_PLUS);
    case '=': if (c1 == '=') TWO(P_EQ); ONE(P_ASSIGN);
    case '!': if (c1 == '=') TWO(P_NE); ONE(P_BANG);
    case '&':
        if (c1 == '&') TWO(P_ANDAND);
        if (c1 == '=') TWO(P_AND_ASSIGN);
        ONE(P_AMP);
    case '|':
        if (c1 == '|') TWO(P_OROR);
        if (c1 == '=') TWO(P_OR_ASSIGN);
        ONE(P_PIPE);
    case '*': if (c1 == '=') TWO(P_MUL_ASSIGN); ONE(P_STAR);
    case '/': if (c1 == '=') TWO(P_DIV_ASSIGN); ONE(P_SLASH);
    case '%': if (c1 == '=') TWO(P_MOD_ASSIGN); ONE(P_PERCENT);
    case '^': if (c1 == '=') TWO(P_XOR_ASSIGN); ONE(P_CARET);
    case ':': if (c1 == ':') TWO(P_COLONCOLON); ONE(P_COLON);
    case '#': if (c1 == '#') TWO(P_HASHHASH); ONE(P_HASH);
    case '(': ONE(P_LPAREN);
    case ')': ONE(P_RPAREN);
    case '[': ONE(P_LBRACKET);
    case ']': ONE(P_RBRACKET);
    case '{': ONE(P_LBRACE);
    case '}': ONE(P_RBRACE);
    case ',': ONE(P_COMMA);
    case ';': ONE(P_SEMI);
    case '?': ONE(P_QUESTION);
    case '~': ONE(P_TILDE);
    default: return P_NONE;
    }
#undef ONE
#undef TWO
#undef THIRD
#undef THREE
}

void lex_init(Lexer *L, Cc *cc, const Str *punct, const char *text, size_t len, uint32_t file, bool quiet)
{
    *L = (Lexer){.cc = cc, .p = text, .end = text + len, .hwm = text, .file = file, .line = 1,
                 .flags = TF_BOL, .quiet = quiet, .punct = punct};
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        L->p += 3;
    L->line_start = L->p;
}

/* At p (after a '.'): one to four of x y z w or r g b a, then no more of an
 * identifier. HLSL writes `1.0.xxxx` for a splat: FXC and DXC end the number
 * at its second '.', which C's pp-number would swallow. */
static bool swizzle_follows(Lexer *L, const char *p)
{
    int n = 0;
    for (;; n++) {
        p = SPL(L, p);
        if (!*p || !strchr("xyzwrgba", *p))
            break;
        p++;
    }
    return n >= 1 && n <= 4 && !is_id((unsigned char)*SPL(L, p));
}

/* [s, e) is a decimal integer, perhaps with u/l suffixes: `1.xx` and `2u.xx`
 * swizzle an integer (no float suffix is made of swizzle letters, so `1.f`
 * and `1.e5` stay floats). */
static bool all_digits(const char *s, const char *e)
{
    const char *d = s;
    while (d < e && is_digit((unsigned char)*d))
        d++;
    if (d == s)
        return false;
    while (d < e && strchr("uUlL", *d))
        d++;
    return d == e;
}

/* token: whitespace and comments, then an identifier, pp-number, literal,
 * punctuator or stray byte; TK_EOF at the end, as often as asked. */
void lex_next(Lexer *L, Token *t)
{
    const char *p = L->p;
    uint8_t flags = L->flags;
    for (;;) {
        unsigned char c = (unsigned char)*p;
        if (c == ' ' || c == '\t' || c == '\f' || c == '\v') {
            p++;
            flags |= TF_SPACE;
            continue;
        }
        if (c == '\n' || c == '\r') {
            p += (c == '\r' && p[1] == '\n') ? 2 : 1;
            L->line++;
            L->line_start = p;
            flags = TF_BOL;
            continue;
        }
        if (c == '\\') {
            const char *q = splice(L, p);
            if (q != p) {
                p = q;
                continue;
            }
        }
        uint32_t line = L->line, col = (uint32_t)(p - L->line_start) + 1;
        if (c == '/') {
            const char *q = SPL(L, p + 1);
            if (*q == '/') {
                p = line_comment(L, q + 1);
                flags |= TF_SPACE;
                continue;
            }
            if (*q == '*') {
                p = block_comment(L, q + 1, (Loc){L->file, line, col});
                flags |= TF_SPACE;
                continue;
            }
        }
        *t = (Token){.flags = flags, .loc = {L->file, line, col}};
        if (c == 0 && p >= L->end) {
            t->kind = TK_EOF;
            t->flags = TF_BOL;
            t->text = L->punct[P_NONE];
            break;
        }
        const char *start = p;
        int u8 = 0;
        if ((is_id(c) && !is_digit(c)) || (c >= 0x80 && (u8 = utf8_len((const unsigned char *)p)))) {
            /* identifier: [A-Za-z_] or a UTF-8 letter, then [A-Za-z0-9_] too */
            t->kind = TK_IDENT;
            p += c >= 0x80 ? u8 : 1;
            for (;;) {
                while (is_id((unsigned char)*p))
                    p++;
                if (*p == '\\') {
                    const char *q = splice(L, p);
                    if (q == p)
                        break;
                    p = q;
                } else if ((unsigned char)*p >= 0x80 && (u8 = utf8_len((const unsigned char *)p))) {
                    p += u8;
                } else {
                    break;
                }
            }
            t->text = spell(L, start, p, line);
        } else if (is_digit(c) || (c == '.' && is_digit((unsigned char)*SPL(L, p + 1)))) {
            /* pp-number: digit or .digit, then [0-9A-Za-z_.] and e+ e- E+ E- p+ p- P+ P- */
            t->kind = TK_PP_NUMBER;
            bool dot = c == '.';
            char prev = *p++;
            for (;;) {
                p = SPL(L, p);
                char d = *p;
                if ((d == '+' || d == '-') &&
                    (prev == 'e' || prev == 'E' || prev == 'p' || prev == 'P')) {
                    prev = d;
                    p++;
                } else if (d == '.' && (dot || all_digits(start, p)) && swizzle_follows(L, p + 1)) {
                    break; /* 1.0.xxx, 0.5f.rg, 0.xxxx: a swizzle of a literal */
                } else if (is_id((unsigned char)d) || d == '.') {
                    dot |= d == '.';
                    prev = d;
                    p++;
                } else if (d == '#' && dot && p[1] == 'I' && p[2] == 'N' && p[3] == 'F') {
                    prev = 'F'; /* 1.#INF (convert_float); `1.#INF.xxx` swizzles it */
                    p += 4;
                } else {
                    break;
                }
            }
            t->text = spell(L, start, p, line);
        } else if (c == '"' || c == '\'') {
            /* string or character literal, to the closing quote on this line */
            t->kind = c == '"' ? TK_STRING : TK_CHAR;
            p++;
            for (;;) {
                p = SPL(L, p);
                char d = *p;
                if (d == (char)c) {
                    p++;
                    break;
                }
                if (d == '\n' || d == '\r' || (d == 0 && p >= L->end)) {
                    t->flags |= TF_UNTERMINATED;
                    break;
                }
                if (d == '\\') {
                    p = SPL(L, p + 1);
                    d = *p;
                    if (d == '\n' || d == '\r' || (d == 0 && p >= L->end)) {
                        t->flags |= TF_UNTERMINATED;
                        break;
                    }
                }
                p++;
            }
            t->text = spell(L, start, p, line);
        } else {
            Punct k = punct(L, &p);
            if (k != P_NONE) {
                t->kind = TK_PUNCT;
                t->punct = k;
                t->text = L->punct[k];
            } else {
                /* a stray byte: '$', '@', '`', a lone backslash, control or bad UTF-8 */
                t->kind = TK_OTHER;
                p = start + 1;
                t->text = str_intern(L->cc, start, 1);
            }
        }
        flags = 0;
        break;
    }
    L->p = p;
    L->flags = flags;
}

void lex_text(Cc *cc, const char *text, size_t len, uint32_t file, bool quiet, TokenList *out)
{
    Str local[P_COUNT];
    const Str *pt = cc->pp ? cc->pp->punct_text : NULL;
    if (!pt) {
        for (int i = 0; i < P_COUNT; i++)
            local[i] = str_intern_c(cc, punct_spelling[i]);
        pt = local;
    }
    Lexer L;
    lex_init(&L, cc, pt, text, len, file, quiet);
    do {
        if (out->len == out->cap)
            vec_grow_(&cc->arena, (void **)&out->data, &out->cap, sizeof(Token), out->len + 1);
        lex_next(&L, &out->data[out->len++]);
    } while (out->data[out->len - 1].kind != TK_EOF);
}

void lex_file(Cc *cc, SrcFile *f, TokenList *out)
{
    lex_text(cc, f->text, f->len, f->id, false, out);
}

bool lex_single(Cc *cc, const char *s, size_t n, const Str *punct, Token *out)
{
    Lexer L;
    Token t, e;
    lex_init(&L, cc, punct, s, n, 0, true);
    lex_next(&L, &t);
    lex_next(&L, &e);
    if (e.kind != TK_EOF || t.kind == TK_EOF || (t.flags & (TF_SPACE | TF_UNTERMINATED)))
        return false;
    if (strlen(t.text) != n || memcmp(t.text, s, n) != 0)
        return false;
    *out = t;
    return true;
}

/* ---- numbers ------------------------------------------------------------- */

/* Big unsigned integers, little-endian 32-bit words, just enough for exact
 * decimal-to-binary conversion of doubles. */
enum { BIG_WORDS = 192, MAX_DIGITS = 800 };
typedef struct Big {
    uint32_t w[BIG_WORDS];
    int n;
} Big;

static void big_mul_add(Big *b, uint32_t m, uint32_t add)
{
    uint64_t carry = add;
    for (int i = 0; i < b->n; i++) {
        uint64_t v = (uint64_t)b->w[i] * m + carry;
        b->w[i] = (uint32_t)v;
        carry = v >> 32;
    }
    if (carry && b->n < BIG_WORDS)
        b->w[b->n++] = (uint32_t)carry;
}

static void big_pow10(Big *b, int e)
{
    for (; e >= 9; e -= 9)
        big_mul_add(b, 1000000000u, 0);
    static const uint32_t p10[9] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000};
    if (e > 0)
        big_mul_add(b, p10[e], 0);
}

static int big_bits(const Big *b)
{
    if (b->n == 0)
        return 0;
    uint32_t top = b->w[b->n - 1];
    int bits = 0;
    while (top) {
        bits++;
        top >>= 1;
    }
    return (b->n - 1) * 32 + bits;
}

static void big_shl(Big *b, int k)
{
    int words = k / 32, bits = k % 32;
    if (b->n == 0)
        return;
    int n = b->n + words + 1;
    if (n > BIG_WORDS)
        n = BIG_WORDS;
    for (int i = n - 1; i >= 0; i--) {
        int s = i - words;
        uint32_t hi = s >= 0 && s < b->n ? b->w[s] : 0;
        uint32_t lo = s - 1 >= 0 && s - 1 < b->n ? b->w[s - 1] : 0;
        b->w[i] = bits ? (hi << bits) | (lo >> (32 - bits)) : hi;
    }
    b->n = n;
    while (b->n && !b->w[b->n - 1])
        b->n--;
}

static void big_shr1(Big *b)
{
    for (int i = 0; i < b->n; i++)
        b->w[i] = (b->w[i] >> 1) | (i + 1 < b->n ? b->w[i + 1] << 31 : 0);
    while (b->n && !b->w[b->n - 1])
        b->n--;
}

static int big_cmp(const Big *a, const Big *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

static void big_sub(Big *a, const Big *b) /* a -= b, a >= b */
{
    int64_t borrow = 0;
    for (int i = 0; i < a->n; i++) {
        int64_t v = (int64_t)a->w[i] - (i < b->n ? b->w[i] : 0) - borrow;
        borrow = v < 0;
        a->w[i] = (uint32_t)(v + (borrow << 32));
    }
    while (a->n && !a->w[a->n - 1])
        a->n--;
}

/* The top 64 bits of b (which has `bits` bits), and whether any below are set. */
static uint64_t big_top64(const Big *b, int bits, bool *sticky)
{
    uint64_t t = 0;
    for (int i = bits - 1, k = 63; i >= 0; i--, k--) {
        bool bit = (b->w[i / 32] >> (i % 32)) & 1;
        if (k >= 0)
            t |= (uint64_t)bit << k;
        else if (bit) {
            *sticky = true;
            break;
        }
    }
    return t;
}

/* 2^e as a double, for -1074 <= e; infinity above the range. */
static double pow2(int e)
{
    if (e > 1023)
        return (double)INFINITY;
    if (e < -1074)
        return 0.0;
    uint64_t bits = e >= -1022 ? (uint64_t)(e + 1023) << 52 : (uint64_t)1 << (e + 1074);
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

/* t * 2^e2 (t with bit 63 set), plus a nonzero tail if sticky, rounded to
 * nearest-even, subnormals included. */
static double round_bits(uint64_t t, int e2, bool sticky)
{
    int sh = 11, lead = e2 + 63;
    if (lead < -1022)
        sh += -1022 - lead;
    if (sh > 64) /* below half the smallest subnormal */
        return 0.0;
    if (sh == 64) /* between that half and the smallest subnormal */
        return (t > ((uint64_t)1 << 63) || (t == (uint64_t)1 << 63 && sticky)) ? pow2(-1074) : 0.0;
    uint64_t m = t >> sh, rest = t & (((uint64_t)1 << sh) - 1), half = (uint64_t)1 << (sh - 1);
    if (rest > half || (rest == half && (sticky || (m & 1))))
        m++;
    return (double)m * pow2(e2 + sh);
}

/* digits[0..nd) * 10^e10, with nonzero digits dropped after them if sticky,
 * correctly rounded. Clinger's fast path when both parts are exact doubles;
 * otherwise exact big-integer arithmetic. (strtod would follow the locale.) */
static double decimal_to_double(const char *digits, int nd, int64_t e10, bool sticky)
{
    static const double p10[23] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    if (nd == 0)
        return 0.0;
    if (nd <= 19 && !sticky) {
        uint64_t m = 0;
        for (int i = 0; i < nd; i++)
            m = m * 10 + (uint64_t)(digits[i] - '0');
        if (m <= ((uint64_t)1 << 53) && e10 >= -22 && e10 <= 22)
            return e10 >= 0 ? (double)m * p10[e10] : (double)m / p10[-e10];
    }
    if (nd + e10 > 310)
        return (double)INFINITY;
    if (nd + e10 < -330)
        return 0.0;
    Big num = {.n = 0};
    for (int i = 0; i < nd; i++) {
        if (num.n == 0) {
            if (digits[i] != '0')
                num.w[num.n++] = (uint32_t)(digits[i] - '0');
        } else {
            big_mul_add(&num, 10, (uint32_t)(digits[i] - '0'));
        }
    }
    if (num.n == 0)
        return 0.0;
    if (e10 >= 0) {
        big_pow10(&num, (int)e10);
        int bits = big_bits(&num);
        uint64_t t = big_top64(&num, bits, &sticky);
        return round_bits(t, bits - 64, sticky);
    }
    Big den = {.n = 1, .w = {1}};
    big_pow10(&den, (int)-e10);
    /* q = floor(num * 2^k / den) with 63 or 64 bits; value = q * 2^-k */
    int k = big_bits(&den) - big_bits(&num) + 63;
    if (k >= 0)
        big_shl(&num, k);
    else
        big_shl(&den, -k);
    uint64_t q = 0;
    big_shl(&den, 63);
    for (int i = 63; i >= 0; i--, big_shr1(&den)) {
        if (big_cmp(&num, &den) >= 0) {
            big_sub(&num, &den);
            q |= (uint64_t)1 << i;
        }
    }
    sticky = sticky || num.n != 0;
    int e2 = -k;
    if (!(q >> 63)) {
        q <<= 1;
        e2--;
    }
    return round_bits(q, e2, sticky);
}

static const char *skip_digits(const char *p, bool hex)
{
    while (hex ? is_hex((unsigned char)*p) : is_digit((unsigned char)*p))
        p++;
    return p;
}

/* The exponent after e/E/p/P at p (clamped); *ok false when it has no digits. */
static int64_t parse_exponent(const char **pp, bool *ok)
{
    const char *p = *pp;
    bool neg = false;
    if (*p == '+' || *p == '-')
        neg = *p++ == '-';
    if (!is_digit((unsigned char)*p)) {
        *ok = false;
        *pp = p;
        return 0;
    }
    int64_t e = 0;
    for (; is_digit((unsigned char)*p); p++)
        if (e < 1000000)
            e = e * 10 + (*p - '0');
    *pp = p;
    *ok = true;
    return neg ? -e : e;
}

/* floating-constant: digits [. digits] [e [+-] digits] suffix, or
 * 0x hexdigits [. hexdigits] p [+-] digits suffix; suffix is f F h H l L. */
static void convert_float(Cc *cc, Token *t, bool hex)
{
    const char *s = t->text, *p = hex ? s + 2 : s;
    double v;
    if (!hex) {
        char digits[MAX_DIGITS];
        int nd = 0;
        int64_t e10 = 0;
        bool sticky = false, frac = false;
        for (;; p++) {
            if (*p == '.' && !frac) {
                frac = true;
                continue;
            }
            if (!is_digit((unsigned char)*p))
                break;
            if (nd == 0 && *p == '0') {
                e10 -= frac;
                continue;
            }
            if (nd < MAX_DIGITS) {
                digits[nd++] = *p;
                e10 -= frac;
            } else {
                sticky |= *p != '0';
                e10 += !frac;
            }
        }
        if (*p == 'e' || *p == 'E') {
            p++;
            bool ok;
            e10 += parse_exponent(&p, &ok);
            if (!ok) {
                diag(cc, t->loc, D_PP_NO_EXP_DIGITS);
                t->kind = TK_FLOAT;
                t->fval = 0;
                return;
            }
        }
        /* `1.#INF`: infinity, as FXC and DXC spell it (a nonzero number with
         * a period; `0.#INF` keeps its invalid suffix, as in DXC). */
        if (frac && nd > 0 && p[0] == '#' && p[1] == 'I' && p[2] == 'N' && p[3] == 'F') {
            p += 4;
            if (*p)
                diag(cc, t->loc, D_PP_INVALID_SUFFIX, p, "floating");
            t->kind = TK_FLOAT;
            t->fval = INFINITY;
            t->suffix = FS_NONE;
            return;
        }
        /* long literals (PI to 21 digits) take the slow path: once per spelling */
        bool slow = nd > 19 || sticky || e10 < -22 || e10 > 22;
        double *cached = slow && cc->pp ? map_get(&cc->pp->float_cache, t->text) : NULL;
        if (cached) {
            v = *cached;
        } else {
            v = decimal_to_double(digits, nd, e10, sticky);
            if (slow && cc->pp) {
                double *d = NEW(cc, double);
                *d = v;
                map_put(cc, &cc->pp->float_cache, t->text, d);
            }
        }
    } else {
        uint64_t m = 0;
        int64_t e2 = 0;
        int nd = 0;
        bool sticky = false, frac = false;
        for (;; p++) {
            if (*p == '.' && !frac) {
                frac = true;
                continue;
            }
            if (!is_hex((unsigned char)*p))
                break;
            unsigned d = hex_value(*p);
            if (nd == 0 && d == 0) {
                e2 -= 4 * frac;
                continue;
            }
            if (nd < 16) {
                m = m << 4 | d;
                nd++;
                e2 -= 4 * frac;
            } else {
                sticky |= d != 0;
                e2 += 4 * !frac;
            }
        }
        if (*p != 'p' && *p != 'P') {
            diag(cc, t->loc, D_PP_HEX_FLOAT_EXPONENT);
            t->kind = TK_FLOAT;
            t->fval = 0;
            return;
        }
        p++;
        bool ok;
        e2 += parse_exponent(&p, &ok);
        if (!ok) {
            diag(cc, t->loc, D_PP_NO_EXP_DIGITS);
            t->kind = TK_FLOAT;
            t->fval = 0;
            return;
        }
        if (m == 0) {
            v = 0;
        } else {
            while (!(m >> 63)) {
                m <<= 1;
                e2--;
            }
            if (e2 > 2000)
                e2 = 2000;
            if (e2 < -2000)
                e2 = -2000;
            v = round_bits(m, (int)e2, sticky);
        }
    }
    FloatSuffix fs = FS_NONE;
    if (*p) {
        char c = *p;
        if (p[1] == 0 && (c == 'f' || c == 'F'))
            fs = FS_F;
        else if (p[1] == 0 && (c == 'h' || c == 'H'))
            fs = FS_H;
        else if (p[1] == 0 && (c == 'l' || c == 'L'))
            fs = FS_L;
        else
            diag(cc, t->loc, D_PP_INVALID_SUFFIX, p, "floating");
    }
    t->kind = TK_FLOAT;
    t->fval = v;
    t->suffix = (uint8_t)fs;
}

/* integer-constant: decimal, 0x hex, 0b binary or 0 octal digits, then a
 * suffix of u/U and l/L/ll/LL in either order. */
void lex_convert_number(Cc *cc, Token *t)
{
    const char *s = t->text;
    bool hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    bool bin = s[0] == '0' && (s[1] == 'b' || s[1] == 'B');
    for (const char *p = s; *p; p++)
        if (*p == '.' || (hex && (*p == 'p' || *p == 'P')) ||
            (!hex && !bin && (*p == 'e' || *p == 'E'))) {
            convert_float(cc, t, hex);
            return;
        }
    t->kind = TK_INT;
    t->ival = 0;
    t->suffix = IS_NONE;
    unsigned base = hex ? 16 : bin ? 2 : s[0] == '0' ? 8 : 10;
    const char *digits = (hex || bin) ? s + 2 : s, *p = skip_digits(digits, hex);
    if ((hex || bin) && p == digits) {
        diag(cc, t->loc, D_PP_INVALID_SUFFIX, s + 1, "integer");
        return;
    }
    uint64_t v = 0;
    bool overflow = false;
    for (const char *q = digits; q < p; q++) {
        unsigned d = hex_value(*q);
        if (d >= base) {
            diag(cc, t->loc, D_PP_INVALID_DIGIT, *q, base == 8 ? "octal" : "binary");
            return;
        }
        if (v > (UINT64_MAX - d) / base)
            overflow = true;
        v = v * base + d;
    }
    if (overflow) {
        diag(cc, t->loc, D_PP_INT_TOO_LARGE);
        return;
    }
    bool u = false;
    int l = 0;
    for (const char *q = p; *q;) {
        if ((*q == 'u' || *q == 'U') && !u) {
            u = true;
            q++;
        } else if ((*q == 'l' || *q == 'L') && !l) {
            l = q[1] == q[0] ? 2 : 1;
            q += l;
        } else {
            diag(cc, t->loc, D_PP_INVALID_SUFFIX, p, "integer");
            return;
        }
    }
    static const uint8_t suffix[2][3] = {{IS_NONE, IS_L, IS_LL}, {IS_U, IS_UL, IS_ULL}};
    t->ival = v;
    t->suffix = suffix[u][l];
}

/* ---- strings and characters ----------------------------------------------- */

/* One escape sequence after a backslash at *pp (simple, octal, \x, \u, \U);
 * its value. *ucn says the value is a code point to encode as UTF-8. */
static uint32_t escape(Cc *cc, const char **pp, const char *end, Loc loc, bool report, bool *ucn)
{
    const char *p = *pp;
    *ucn = false;
    if (p >= end)
        return '\\';
    char c = *p++;
    uint32_t v;
    switch (c) {
    case 'n': v = '\n'; break;
    case 't': v = '\t'; break;
    case 'r': v = '\r'; break;
    case 'a': v = '\a'; break;
    case 'b': v = '\b'; break;
    case 'f': v = '\f'; break;
    case 'v': v = '\v'; break;
    case '\\': case '\'': case '"': case '?': v = (unsigned char)c; break;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        v = (uint32_t)(c - '0');
        for (int i = 0; i < 2 && p < end && *p >= '0' && *p <= '7'; i++)
            v = v * 8 + (uint32_t)(*p++ - '0');
        if (v > 0xFF) {
            if (report)
                diag(cc, loc, D_PP_BAD_ESCAPE, "octal escape sequence out of range");
            v &= 0xFF;
        }
        break;
    case 'x': {
        if (p >= end || !is_hex((unsigned char)*p)) {
            if (report)
                diag(cc, loc, D_PP_BAD_ESCAPE, "\\x used with no following hex digits");
            v = 0;
            break;
        }
        bool big = false;
        for (v = 0; p < end && is_hex((unsigned char)*p); p++) {
            v = v << 4 | hex_value(*p);
            if (v > 0xFF) {
                big = true;
                v &= 0xFF;
            }
        }
        if (big) {
            if (report)
                diag(cc, loc, D_PP_BAD_ESCAPE, "hex escape sequence out of range");
            v &= 0xFF;
        }
        break;
    }
    case 'u': case 'U': {
        int n = c == 'u' ? 4 : 8;
        v = 0;
        int i = 0;
        for (; i < n && p < end && is_hex((unsigned char)*p); i++, p++)
            v = v << 4 | hex_value(*p);
        if (i < n || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) {
            if (report)
                diag(cc, loc, D_PP_BAD_ESCAPE, "invalid universal character");
            v = '?';
            break;
        }
        *ucn = true;
        break;
    }
    default:
        if (report) {
            char shown[8];
            if (c > ' ' && c < 127)
                shown[0] = c, shown[1] = 0;
            else
                snprintf(shown, sizeof shown, "x%02X", (unsigned char)c);
            diag(cc, loc, D_PP_UNKNOWN_ESCAPE, shown);
        }
        v = (unsigned char)c;
        break;
    }
    *pp = p;
    return v;
}

static size_t put_utf8(char *o, uint32_t c)
{
    if (c < 0x80) {
        o[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        o[0] = (char)(0xC0 | c >> 6);
        o[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        o[0] = (char)(0xE0 | c >> 12);
        o[1] = (char)(0x80 | (c >> 6 & 0x3F));
        o[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    o[0] = (char)(0xF0 | c >> 18);
    o[1] = (char)(0x80 | (c >> 12 & 0x3F));
    o[2] = (char)(0x80 | (c >> 6 & 0x3F));
    o[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

/* The text between the quotes of a literal token. */
static const char *literal_body(const Token *t, const char **end)
{
    size_t n = strlen(t->text);
    const char *s = t->text + 1;
    *end = t->text + n - ((t->flags & TF_UNTERMINATED) || n < 2 ? 0 : 1);
    if (*end < s)
        *end = s;
    return s;
}

static void decode_string(Cc *cc, Token *t)
{
    const char *end, *p = literal_body(t, &end);
    char *o = arena_alloc(&cc->arena, (size_t)(end - p) + 1);
    size_t n = 0;
    while (p < end) {
        if (*p != '\\') {
            o[n++] = *p++;
            continue;
        }
        p++;
        bool ucn;
        uint32_t v = escape(cc, &p, end, t->loc, true, &ucn);
        if (ucn)
            n += put_utf8(o + n, v);
        else
            o[n++] = (char)v;
    }
    o[n] = 0;
    t->sval = o;
    t->slen = (uint32_t)n;
}

uint64_t lex_char_value(Cc *cc, const Token *t, bool report)
{
    const char *end, *p = literal_body(t, &end);
    if (p == end) {
        if (report)
            diag(cc, t->loc, D_PP_EMPTY_CHAR);
        return 0;
    }
    uint64_t v = 0;
    int count = 0;
    while (p < end) {
        uint32_t c;
        if (*p == '\\') {
            p++;
            bool ucn;
            c = escape(cc, &p, end, t->loc, report, &ucn);
        } else {
            c = (unsigned char)*p++;
        }
        v = count ? (v << 8 | (c & 0xFF)) & 0xFFFFFFFFu : c;
        count++;
    }
    if (count > 1 && report)
        diag(cc, t->loc, D_PP_MULTICHAR);
    return v;
}

void lex_finish_literal(Cc *cc, Token *t)
{
    switch (t->kind) {
    case TK_PP_NUMBER:
        lex_convert_number(cc, t);
        break;
    case TK_STRING:
        if (t->flags & TF_UNTERMINATED)
            diag(cc, t->loc, D_PP_UNTERMINATED_LITERAL, '"');
        decode_string(cc, t);
        break;
    case TK_CHAR:
        if (t->flags & TF_UNTERMINATED) {
            diag(cc, t->loc, D_PP_UNTERMINATED_LITERAL, '\'');
            t->ival = 0;
        } else {
            t->ival = lex_char_value(cc, t, true);
        }
        break;
    default:
        break;
    }
}
