/*
 * The HLSL front end: parsing and semantic analysis into a typed AST.
 * (ast.h describes the tree; type.h the types.)
 */
#ifndef OSH_HLSL_H
#define OSH_HLSL_H

#include "pp/token.h"

struct Ast;

/* Parses and checks the whole translation unit. Errors are reported as
 * diagnostics; the returned tree is usable for later phases only when
 * cc_has_errors(cc) is false. */
struct Ast *hlsl_frontend(Cc *cc, const Token *toks, uint32_t count);

/* Interns the keywords into out[] (HLSL_KNOWN_COUNT); a compilation whose
 * cc->known_kw holds them (from the context's table) skips this. */
enum { HLSL_KNOWN_COUNT = 73 };
void hlsl_known_names(Cc *cc, Str *out);

/* A library's entry points (lib_6_x): the defined functions with
 * [shader("...")], in source order; (*names)[i] is one, (*stages)[i] its
 * stage. The arrays are the compilation's (never empty, so never NULL);
 * returns their length. */
size_t hlsl_library_entries(Cc *cc, struct Ast *ast, const char ***names, const char ***stages);

/* The typed AST as text (-ast-dump); deterministic. */
void hlsl_dump_ast(Cc *cc, struct Ast *ast, Buf *out);

#endif
