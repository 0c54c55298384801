/*
 * -P output: the preprocessed text as DXC writes it, which is clang's -E
 * printer with `#line N "file"` markers.
 *
 * It starts with `#line 1 "main"`. A token that begins a source line goes to
 * that line of the output: up to 8 lines ahead by printing newlines, else by
 * a #line marker; it is indented to its column. Tokens after it on the same
 * line follow with one space where the source had whitespace, or where two
 * tokens would otherwise run together (clang's test, kept as it is). Entering and leaving an #include and
 * a #line directive print a marker, as clang does (taken from the file
 * changes pp_run recorded). Tokens of a macro expansion sit where the macro
 * was used. A pragma kept for the output takes a line of its own.
 */
#include "pp/pp_impl.h"

typedef struct Printer {
    Cc *cc;
    Buf b;
    uint32_t line;          /* the source line the output is on */
    const char *name;       /* and its file, as presumed */
    bool tokens_on_line;
    bool directive_on_line;
    const Token *prev, *prevprev;
} Printer;

static void start_new_line_if_needed(Printer *P)
{
    if (P->tokens_on_line || P->directive_on_line) {
        buf_putc(&P->b, '\n');
        P->tokens_on_line = P->directive_on_line = false;
    }
}

static void write_line_info(Printer *P, uint32_t line)
{
    start_new_line_if_needed(P);
    buf_printf(&P->b, "#line %u \"", line);
    for (const char *s = P->name; *s; s++) {
        if (*s == '"' || *s == '\\')
            buf_putc(&P->b, '\\');
        buf_putc(&P->b, *s);
    }
    buf_puts(&P->b, "\"\n");
    P->line = line;
}

/* Gets the output to source line `line`; true if a new line was started. */
static bool move_to_line(Printer *P, uint32_t line)
{
    bool started = false;
    if (P->directive_on_line) {
        buf_putc(&P->b, '\n');
        P->line++;
        P->tokens_on_line = P->directive_on_line = false;
        started = true;
    }
    if (line == P->line)
        return started;
    if (line > P->line && line - P->line <= 8) {
        for (uint32_t i = P->line; i < line; i++)
            buf_putc(&P->b, '\n');
    } else {
        write_line_info(P, line);
    }
    P->tokens_on_line = false;
    P->line = line;
    return true;
}

static Loc spelled_at(const Token *t) { return t->origin.line ? t->origin : t->loc; }

/* Would b printed right after a lex differently? clang's AvoidConcat: never
 * for tokens that were next to each other in the source; otherwise by the
 * kind of a and the first character of b, conservatively. */
static bool avoid_concat(const Token *pp, const Token *a, const Token *b)
{
    Loc x = spelled_at(a), y = spelled_at(b);
    size_t la = strlen(a->text);
    if (x.line && x.file == y.file && x.line == y.line && y.col == x.col + la)
        return false;
    char c = b->text[0];
    bool b_eq = b->kind == TK_PUNCT && (b->punct == P_ASSIGN || b->punct == P_EQ);
    switch (a->kind) {
    case TK_IDENT:
        return b->kind == TK_IDENT || ((b->kind == TK_PP_NUMBER || b->kind == TK_INT ||
                                        b->kind == TK_FLOAT) && c != '.');
    case TK_PP_NUMBER:
    case TK_INT:
    case TK_FLOAT:
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_' || c == '.' || c == '+' || c == '-';
    case TK_PUNCT:
        break;
    default:
        return false;
    }
    switch (a->punct) {
    case P_DOT:
        return (c == '.' && pp && pp->kind == TK_PUNCT && pp->punct == P_DOT) ||
               (c >= '0' && c <= '9') || c == '*';
    case P_AMP: return b_eq || c == '&';
    case P_PLUS: return b_eq || c == '+';
    case P_MINUS: return b_eq || c == '-' || c == '>';
    case P_SLASH: return b_eq || c == '*' || c == '/';
    case P_LT: return b_eq || c == '<' || c == ':' || c == '%';
    case P_GT: return b_eq || c == '>';
    case P_PIPE: return b_eq || c == '|';
    case P_PERCENT: return b_eq || c == '>' || c == ':';
    case P_COLON: return c == '>' || c == ':';
    case P_HASH: return c == '#' || c == '@' || c == '%';
    case P_ARROW: return c == '*';
    case P_STAR: case P_BANG: case P_LSHIFT: case P_RSHIFT: case P_CARET: case P_ASSIGN:
        return b_eq;
    default:
        return false;
    }
}

static void event(Printer *P, const PPEvent *e)
{
    uint32_t line;
    if (e->kind == EV_ENTER) {
        const char *from;
        pp_presumed(P->cc, e->from, &from, &line);
        move_to_line(P, line);
    }
    pp_presumed(P->cc, (Loc){e->file, e->line, 1}, &P->name, &line);
    write_line_info(P, line);
}

static void print_token(Printer *P, const Token *t)
{
    const char *name;
    uint32_t line;
    pp_presumed(P->cc, t->loc, &name, &line);
    if (name != P->name) { /* a file change with no event: tokens not from pp_run */
        P->name = name;
        write_line_info(P, line);
    }
    if (t->kind == TK_PRAGMA) {
        if (P->tokens_on_line) {
            buf_putc(&P->b, '\n');
            P->line++;
            P->tokens_on_line = false;
        }
        move_to_line(P, line);
        buf_printf(&P->b, "#pragma %s", t->sval ? t->sval : t->text);
        P->directive_on_line = true;
        P->prev = P->prevprev = NULL;
        return;
    }
    bool first = (t->flags & TF_BOL) || P->directive_on_line;
    if (first && move_to_line(P, line)) {
        uint32_t col = t->loc.col;
        if (col == 1 && (t->flags & TF_SPACE))
            col = 2;
        if (col <= 1 && t->kind == TK_PUNCT && t->punct == P_HASH)
            buf_putc(&P->b, ' ');
        for (; col > 1; col--)
            buf_putc(&P->b, ' ');
    } else if ((t->flags & TF_SPACE) ||
               (P->tokens_on_line && P->prev && avoid_concat(P->prevprev, P->prev, t))) {
        buf_putc(&P->b, ' ');
    }
    buf_puts(&P->b, t->text);
    P->tokens_on_line = true;
    P->prevprev = P->prev;
    P->prev = t;
}

const char *pp_print(Cc *cc, const Token *toks, uint32_t count, size_t *len)
{
    Printer P = {.cc = cc, .line = 1};
    buf_init(&P.b, &cc->arena);
    SrcFile *main = src_file(cc, 0);
    const char *name;
    uint32_t line;
    pp_presumed(cc, (Loc){0, 1, 1}, &name, &line);
    P.name = main ? name : "";
    write_line_info(&P, 1);
    const PPEvent *ev = NULL;
    uint32_t nev = 0, k = 0;
    if (cc->pp && toks == cc->pp->result) {
        ev = cc->pp->events.data;
        nev = cc->pp->events.len;
    }
    for (uint32_t i = 0; i < count; i++) {
        for (; k < nev && ev[k].at <= i; k++)
            event(&P, &ev[k]);
        if (toks[i].kind == TK_EOF)
            break;
        print_token(&P, &toks[i]);
    }
    for (; k < nev; k++)
        event(&P, &ev[k]);
    start_new_line_if_needed(&P);
    *len = P.b.len;
    return buf_cstr(&P.b);
}
