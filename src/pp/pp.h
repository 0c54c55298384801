/*
 * The preprocessor: C99 preprocessing over HLSL tokens.
 *
 * pp_run lexes the main file, runs directives and expands macros, and returns
 * the token array the parser reads (ending with TK_EOF). Includes go through
 * the options' include handler or the file system: quoted names are looked
 * up beside the including file first, then in -I folders; every file read is
 * added to cc->files (which is also the dependency list for -MD).
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
