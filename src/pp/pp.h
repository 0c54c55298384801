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

#endif
