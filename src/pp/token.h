/*
 * Tokens: what the lexer makes and the preprocessor hands to the parser.
 *
 * The preprocessor's output is one array of Tokens ending with TK_EOF, every
 * macro expanded and every directive consumed. Keywords are plain TK_IDENT
 * tokens (HLSL has many context-dependent names); the parser compares the
 * interned `text` against its keyword table. Numbers leave the preprocessor
 * already converted (TK_INT / TK_FLOAT with value and suffix).
 */
#ifndef OSH_TOKEN_H
#define OSH_TOKEN_H

#include "base/base.h"

typedef enum TokKind {
    TK_EOF,
    TK_IDENT,
    TK_INT,     /* integer literal: ival, isuffix */
    TK_FLOAT,   /* floating literal: fval, fsuffix */
    TK_STRING,  /* "..." : text is the spelling with quotes; sval is the contents */
    TK_CHAR,    /* 'c' : ival */
    TK_PUNCT,   /* punct */
    TK_PP_NUMBER, /* inside the preprocessor only */
    TK_PRAGMA,  /* a #pragma the parser must see (pack_matrix): sval holds the
                   text after 'pragma', whitespace normalized */
    TK_OTHER,   /* a stray character (e.g. '$', '@' or '\\'): the parser rejects it */
} TokKind;

/* Punctuators, longest first where it matters to the lexer. */
#define PUNCTS(X) \
    X(P_LSHIFT_ASSIGN, "<<=") X(P_RSHIFT_ASSIGN, ">>=") X(P_ELLIPSIS, "...") \
    X(P_ARROW, "->") X(P_INC, "++") X(P_DEC, "--") X(P_LSHIFT, "<<") X(P_RSHIFT, ">>") \
    X(P_LE, "<=") X(P_GE, ">=") X(P_EQ, "==") X(P_NE, "!=") X(P_ANDAND, "&&") X(P_OROR, "||") \
    X(P_ADD_ASSIGN, "+=") X(P_SUB_ASSIGN, "-=") X(P_MUL_ASSIGN, "*=") X(P_DIV_ASSIGN, "/=") \
    X(P_MOD_ASSIGN, "%=") X(P_AND_ASSIGN, "&=") X(P_OR_ASSIGN, "|=") X(P_XOR_ASSIGN, "^=") \
    X(P_COLONCOLON, "::") X(P_HASHHASH, "##") \
    X(P_LPAREN, "(") X(P_RPAREN, ")") X(P_LBRACKET, "[") X(P_RBRACKET, "]") \
    X(P_LBRACE, "{") X(P_RBRACE, "}") X(P_DOT, ".") X(P_COMMA, ",") X(P_SEMI, ";") \
    X(P_COLON, ":") X(P_QUESTION, "?") X(P_PLUS, "+") X(P_MINUS, "-") X(P_STAR, "*") \
    X(P_SLASH, "/") X(P_PERCENT, "%") X(P_AMP, "&") X(P_PIPE, "|") X(P_CARET, "^") \
    X(P_TILDE, "~") X(P_BANG, "!") X(P_ASSIGN, "=") X(P_LT, "<") X(P_GT, ">") X(P_HASH, "#")

typedef enum Punct {
    P_NONE,
#define X(id, s) id,
    PUNCTS(X)
#undef X
    P_COUNT
} Punct;

extern const char *const punct_spelling[P_COUNT]; /* const table, lex.c */

/* Literal suffixes. */
typedef enum IntSuffix {
    IS_NONE,  /* literal int: untyped until it meets a concrete type */
    IS_U,     /* u, U */
    IS_L,     /* l, L (int64 in HLSL 2021 with DXC: treated as 'long' = 64-bit) */
    IS_UL,    /* ul, lu */
    IS_LL,    /* ll */
    IS_ULL,   /* ull */
} IntSuffix;

typedef enum FloatSuffix {
    FS_NONE,  /* literal float: untyped until it meets a concrete type */
    FS_F,     /* f, F: float */
    FS_H,     /* h, H: half */
    FS_L,     /* l, L: double */
} FloatSuffix;

enum {
    TF_BOL = 1,      /* first token on its line */
    TF_SPACE = 2,    /* whitespace before it */
    TF_NOEXPAND = 4, /* an identifier that must not be macro-expanded again */
    TF_UNTERMINATED = 8, /* a string or character literal with no closing quote:
                            the lexer leaves it to the preprocessor to report,
                            since a skipped #if group may hold such text */
};

/* 48 bytes: a big shader has a token per 2-6 bytes of source and the
 * preprocessor's output array is as long as the token count, so the record
 * is kept small (a value field per kind, in a union). */
typedef struct Token {
    TokKind kind : 8;
    Punct punct : 8;    /* TK_PUNCT */
    uint8_t flags;
    uint8_t suffix;     /* IntSuffix or FloatSuffix */
    uint32_t slen;      /* TK_STRING, TK_PRAGMA: sval's length */
    Str text;           /* interned spelling */
    Loc loc;            /* where it was written; for a token from a macro
                           expansion, the place of the macro's use */
    Loc origin;         /* for expanded tokens: where the macro body has it,
                           else file/line 0 */
    union {
        uint64_t ival;      /* TK_INT, TK_CHAR */
        double fval;        /* TK_FLOAT */
        const char *sval;   /* TK_STRING contents (escapes resolved),
                               NUL-terminated; TK_PRAGMA: its text */
    };
} Token;
_Static_assert(sizeof(Token) <= 48, "Token grew: the preprocessor's output is an array of them");

typedef struct TokenList {
    Token *data;
    uint32_t len, cap;
} TokenList;

#endif
