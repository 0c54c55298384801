/*
 * The preprocessor: C99 preprocessing over HLSL tokens.
 *
 * pp_run lexes the main file, runs directives and expands macros, and returns
 * the token array the parser reads (ending with TK_EOF). Includes go through
 * the options' include handler or the file system: quoted names are looked
 * up beside the including file first, then in -I folders; every file read is
 * added to cc->files (which is also the dependency list for -MD).
 *
 * What the parser gets (see token.h):
 *   TK_IDENT   every name, keywords included; `text` is interned.
 *   TK_INT     `ival` (uint64), `suffix` an IntSuffix. TK_FLOAT: `fval`
 *              (double, correctly rounded), `suffix` a FloatSuffix. A bad
 *              literal was reported here and arrives as 0.
 *   TK_STRING  `text` is the spelling with its quotes, `sval`/`slen` the bytes
 *              with escapes resolved (\u and \U as UTF-8). Adjacent string
 *              literals arrive as separate tokens: joining them is the
 *              parser's business.
 *   TK_CHAR    `ival` is the value.
 *   TK_PUNCT   `punct`; '#' and '##' only where the source has them stray.
 *   TK_PRAGMA  `sval` (and `text`) is "pack_matrix(row_major)" or
 *              "pack_matrix(column_major)", flagged TF_BOL, `loc` at its '#'.
 *              It stands where the directive was: between declarations, or
 *              wherever a _Pragma operator put it. Other pragmas are consumed.
 *   TK_OTHER   one stray byte ('$', '@', '`', a lone '\', a control byte,
 *              invalid UTF-8): reject it, and escape it when printing it.
 *   `loc` is where the token was written, or for a macro's tokens where the
 *   outermost macro was used; `origin` is then where the macro body (or the
 *   argument) has it, else zero. Columns count bytes. TF_BOL / TF_SPACE say
 *   what the -P output needs; TF_NOEXPAND marks a name a macro could not
 *   expand again. With opt->preprocess_only (-P) literals stay as spelled
 *   (TK_PP_NUMBER, no sval) and every pragma but `once` is kept as a TK_PRAGMA
 *   holding its text.
 *
 * cc->pp holds the preprocessor's state until the arena is freed, for
 * pp_print, pp_presumed and pp_include_notes.
 */
#ifndef OSH_PP_H
#define OSH_PP_H

#include "pp/token.h"

/* Lexes one file's text into raw tokens (no directives run); used by the
 * preprocessor and by tests. Numbers stay TK_PP_NUMBER. */
void lex_file(Cc *cc, SrcFile *f, TokenList *out);

/* Converts a pp-number to TK_INT / TK_FLOAT, reporting bad literals. */
void lex_convert_number(Cc *cc, Token *t);

/* Preprocesses the main file (cc->files.data[0]). */
Token *pp_run(Cc *cc, uint32_t *count);

/* Interns the names the preprocessor compares by identity into out[]
 * (the punctuators, the directive words, __VA_ARGS__); a compilation whose
 * cc->known_pp holds them (from the context's table) skips this. */
enum { PP_KNOWN_COUNT = P_COUNT + 26 };
void pp_known_names(Cc *cc, Str *out);

/* The -P output for the tokens pp_run returned: lines kept where DXC keeps
 * them, with #line markers when a file changes. */
const char *pp_print(Cc *cc, const Token *toks, uint32_t count, size_t *len);

/* Where `loc` is once #line directives are applied: the file name and line a
 * user expects in a message (DXC reports these). Without #line, or before
 * pp_run, this is the file's name and loc.line. */
void pp_presumed(Cc *cc, Loc loc, const char **name, uint32_t *line);

/* Attaches "in file included from NAME:LINE" notes, innermost first, to the
 * last diagnostic, for a diagnostic in file `file` (nothing for the main
 * file). The chain is the one of the file's first inclusion. */
void pp_include_notes(Cc *cc, uint32_t file);

#endif
