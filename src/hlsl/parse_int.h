/*
 * What the two halves of the parser share beyond sema.h: parse.c (tokens,
 * scopes, types) defines these, decl.c (declarations, the translation unit)
 * uses them. Nothing outside those two files includes this.
 */
#ifndef OSH_HLSL_PARSE_INT_H
#define OSH_HLSL_PARSE_INT_H

#include "hlsl/sema.h"

/* ---- tokens ---- */
void p_advance(P *p);
const char *p_tok_spelling(P *p, const Token *t); /* for diagnostics */

/* ---- scopes ---- */
Scope *p_scope_new(P *p, Scope *up);
void p_declare_var(P *p, Decl *d, Scope *s); /* with the redefinition check */

/* ---- types ---- */
enum { P_MODIFIER_COUNT = 32 };
extern const Keyword p_modifier_kws[P_MODIFIER_COUNT];   /* that may start a declaration */
extern const uint32_t p_modifier_bits[P_MODIFIER_COUNT]; /* DM_* of each */
bool p_is_type_name_tok(P *p, const Token *t);
bool p_is_auto_tok(P *p, const Token *t); /* HLSL 202x auto x = e; */
Type *p_apply_type_mods(P *p, Decl *d, Type *t);

/* ---- qualified declarations (decl_qualified.c) ---- */
/* (name '::')+ naming a struct: the struct, at the member name; a namespace
 * chain: NULL with *ns_out its scope; NULL after a diagnostic otherwise. */
Decl *p_qualified_owner(P *p, Scope **ns_out);
void p_static_member_def(P *p, Type *type, Decl *owner); /* int S::x = 1; (type: the declared one) */
void p_using_declaration(P *p, Str n, const Token *nt);     /* using ns::name; at `::` */

#endif
