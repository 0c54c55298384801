/*
 * Inside the preprocessor: the state that lex.c, pp.c, macro.c, ppexpr.c and
 * pp_print.c share. Nothing outside src/pp includes this.
 *
 * The input is a stack of frames, each read front to back: a file (through
 * its lexer, a token at a time), a macro's replacement, or a barrier that
 * holds a list to be expanded alone (a macro argument, an #if line). Reading a file frame runs the directives it meets; reading past the
 * end of a macro frame pops it, so a replacement is rescanned together with
 * what follows it; a barrier or a file end answers TK_EOF until its owner
 * pops it. Each token carries a hideset (Prosser's algorithm, as in chibicc):
 * the macros it came from, which must not expand it again.
 */
#ifndef OSH_PP_IMPL_H
#define OSH_PP_IMPL_H

#include "pp/pp.h"

/* ---- lexer internals (lex.c) ---- */

/* A lexer reads one text front to back; text[len] must be NUL. */
typedef struct Lexer {
    Cc *cc;
    const char *p, *end, *line_start;
    const char *hwm;    /* splices before this were counted already */
    uint32_t file, line;
    uint8_t flags;      /* TF_BOL / TF_SPACE for the next token */
    bool quiet;         /* no diagnostics (token pasting tries spellings) */
    const Str *punct;   /* interned spelling of each Punct */
} Lexer;

void lex_init(Lexer *L, Cc *cc, const Str *punct, const char *text, size_t len, uint32_t file, bool quiet);
void lex_next(Lexer *L, Token *t);
/* All tokens of text[0..len) (NUL at text[len]), TK_EOF included. */
void lex_text(Cc *cc, const char *text, size_t len, uint32_t file, bool quiet, TokenList *out);
/* Makes a literal that reached the parser final: converts numbers, decodes
 * strings and characters, reports an unterminated literal. */
void lex_finish_literal(Cc *cc, Token *t);
/* The value of a character constant token (escapes resolved). */
uint64_t lex_char_value(Cc *cc, const Token *t, bool report);
/* True when s[0..n) (NUL at s[n]) is exactly one preprocessing token, put in *out. */
bool lex_single(Cc *cc, const char *s, size_t n, const Str *punct, Token *out);

/* ---- hidesets and token buffers ---- */

typedef struct Hideset {
    struct Hideset *next;
    Str name;
} Hideset;

/* A growable array of tokens with their hidesets. Buffers come from and go
 * back to a pool in PP, so that expansion does not grow the arena. */
typedef struct TokBuf {
    Token *tok;
    Hideset **hs;
    uint32_t len, cap;
} TokBuf;

/* ---- macros (macro.c) ---- */

typedef enum Builtin {
    BI_NONE, BI_LINE, BI_FILE, BI_COUNTER, BI_INCLUDE_LEVEL,
} Builtin;

typedef struct Macro {
    Str name;
    Loc loc;
    bool fn;            /* function-like */
    bool variadic;      /* the last parameter takes the rest (__VA_ARGS__ or GNU `name...`) */
    uint8_t builtin;    /* Builtin */
    uint32_t nparams;
    Str *params;
    const Token *body;  /* the replacement list, copied from the #define line */
    int16_t *pidx;      /* per body token: parameter index, or -1 */
    uint32_t nbody;
} Macro;

/* ---- files and frames (pp.c) ---- */

typedef struct LineMark {
    uint32_t phys;      /* from this physical line on... */
    uint32_t line;      /* ...it is presumed to be this line */
    Str name;           /* in this file */
} LineMark;

typedef struct FileInfo {
    SrcFile *src;
    Str guard;          /* include guard macro (#ifndef X ... #endif around it all) */
    bool guard_checked; /* the file was read to its end once */
    bool once;          /* #pragma once */
    Loc included_from;  /* the #include of its first inclusion */
    Vec(LineMark) marks;
} FileInfo;

/* One reading of a file: its lexer and up to two tokens pushed back. */
typedef struct FileState {
    Lexer lx;
    Token la[3];        /* la[nla - 1] is the next token */
    uint32_t nla;
    uint32_t taken;     /* tokens read so far */
    FileInfo *fi;       /* NULL for the predefines */
} FileState;

enum { FR_FILE, FR_MACRO, FR_BARRIER };

typedef struct Frame {
    const Token *tok;   /* FR_MACRO, FR_BARRIER: the tokens */
    Hideset *const *hs; /* per token; NULL: every hideset is empty */
    uint32_t pos, len;
    uint8_t kind;
    FileState *fs;      /* FR_FILE */
    uint32_t file;      /* FR_FILE: file id (PREDEF_FILE for the predefines) */
    uint32_t cond_base; /* FR_FILE: height of the #if stack on entry */
    Loc inc_loc;        /* FR_FILE: the #include that opened it */
    uint32_t ret_line;  /* FR_FILE: includer's line after that #include */
    TokBuf owned;       /* FR_MACRO: buffer to give back to the pool */
} Frame;

#define PREDEF_FILE UINT32_MAX

typedef struct Cond {
    Loc loc;            /* the '#' of the #if */
    uint8_t ctx;        /* COND_IF, COND_ELIF, COND_ELSE */
    bool taken;         /* some group of it was included */
    uint32_t frame;     /* index of the file frame it belongs to */
    Str guard;          /* an #ifndef X that opens its file: X, until #else / #elif */
} Cond;

enum { COND_IF, COND_ELIF, COND_ELSE };

/* File changes in the output, for pp_print's #line markers. */
typedef struct PPEvent {
    uint32_t at;        /* index of the first output token after it */
    uint8_t kind;       /* EV_ENTER, EV_EXIT, EV_RENAME */
    uint32_t file;      /* the file the output continues in */
    uint32_t line;      /* its physical line there */
    Loc from;           /* EV_ENTER: the #include */
} PPEvent;

enum { EV_ENTER, EV_EXIT, EV_RENAME };

/* Directive names, interned once, in one table. */
#define PP_NAMES(X) \
    X(define) X(undef) X(include) X(if) X(ifdef) X(ifndef) X(elif) X(else) X(endif) \
    X(line) X(error) X(warning) X(pragma) X(include_next) X(defined) X(once) \
    X(pack_matrix) X(row_major) X(column_major) X(message) X(true) X(false) \
    X(_Pragma) X(__has_include) X(__has_feature)
#define X(n) +1
_Static_assert((int)P_COUNT PP_NAMES(X) + 1 == (int)PP_KNOWN_COUNT, "PP_KNOWN_COUNT counts PP_NAMES");
#undef X

typedef struct PP {
    Cc *cc;
#define X(n) Str s_##n;
    PP_NAMES(X)
#undef X
    Str s_va_args;          /* __VA_ARGS__ */
    Str punct_text[P_COUNT];

    Map macros;             /* Str -> Macro* (NULL once #undef'd); through macro_add */
    StrFilter macro_names;  /* every name ever defined: most identifiers are
                               no macro, and this says so before the map */
    Vec(Frame) frames;
    Vec(Cond) conds;
    Vec(FileInfo *) finfo;  /* by file id */
    Map by_path;            /* Str path -> FileInfo* (or &not_found) */
    Map float_cache;        /* Str spelling -> double*, for slow conversions */
    FileInfo not_found;
    Vec(TokenList) out;     /* the output in chunks (no copying as it grows) */
    uint32_t nout;          /* tokens in it */
    Token *result;          /* what pp_run returned */
    Vec(PPEvent) events;
    Vec(TokBuf) pool[32];   /* free token buffers by log2 of capacity */

    uint32_t include_depth;
    uint32_t macro_frames;  /* FR_MACRO frames on the stack */
    uint32_t iso_depth;     /* nested expansions of lists alone */
    uint64_t produced;      /* tokens made by expansion (LIMIT_MACRO_TOKENS) */
    uint32_t counter;       /* __COUNTER__ */
    Loc top_end;            /* ")" of the last function-like invocation in a file */
    uint8_t carry;          /* BOL/SPACE of a macro that expanded to nothing */
    bool in_if;             /* expanding an #if line: `defined` is an operator */
    bool in_args;           /* collecting macro arguments */
    bool if_error;          /* `defined` misuse reported for this #if */
    bool pp_only;           /* -P: keep pragmas, leave literals as spelled */
    Token eof;              /* what a barrier answers */
} PP;

/* pp.c */
const Token *pp_peek(PP *pp, Hideset **hs);
void pp_next(PP *pp, Token *t, Hideset **hs);
void pp_push_frame(PP *pp, TokBuf buf);
TokBuf tokbuf_get(PP *pp, uint32_t cap);
void tokbuf_put(PP *pp, TokBuf *b);
void tokbuf_push(PP *pp, TokBuf *b, const Token *t, Hideset *hs);
/* Finds and reads an #include file (`at` for a file over the size limit). */
FileInfo *pp_find_include(PP *pp, const char *name, bool angled, uint32_t from_file, Loc at);
const char *pp_builtin_header(const char *name, size_t *len); /* builtin_headers.c: NULL when none */
/* A diagnostic with the include chain as notes; returns false if suppressed. */
#define PP_DIAG(pp, loc, ...) \
    (diag((pp)->cc, (loc), __VA_ARGS__) ? (pp_notes((pp), (loc)), true) : false)
void pp_notes(PP *pp, Loc loc);
_Noreturn void pp_fatal_limit(PP *pp, Loc loc, DiagId id, unsigned limit);
void pp_pragma(PP *pp, const Token *t, uint32_t n, Loc at);

/* macro.c */
Hideset *hideset_add(PP *pp, Hideset *hs, Str name);
void macro_define(PP *pp, const Token *t, uint32_t n, Loc at);
void macro_add(PP *pp, Macro *m);

/* The macro a name stands for, or NULL. */
static inline Macro *macro_lookup(const PP *pp, Str name)
{
    return str_filter_maybe(&pp->macro_names, name) ? map_get(&pp->macros, name) : NULL;
}
void macro_undef(PP *pp, const Token *t, uint32_t n, Loc at);
Macro *macro_find(PP *pp, Str name);
void macro_builtins(PP *pp);
/* The next token after macro expansion; TK_EOF (not consumed) at the end of
 * a file or barrier. */
void pp_expand_next(PP *pp, Token *t, Hideset **hs);
/* Expands the list t[0..n) alone into *out (an argument, a directive line). */
void pp_expand_list(PP *pp, const Token *t, Hideset *const *hs, uint32_t n, TokBuf *out);

/* ppexpr.c: evaluates a macro-expanded #if / #elif line. */
bool pp_eval(PP *pp, const Token *t, uint32_t n, Loc at, const char *directive);

/* Joins the spellings of t[0..n) into b: one space where the source had
 * whitespace, none before the first (stringizing, #error, pragmas). */
void pp_spell(Buf *b, const Token *t, uint32_t n);

#endif
