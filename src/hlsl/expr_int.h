/*
 * What the two halves of the expression parser share beyond sema.h: expr.c
 * (names, calls, postfix) defines these; expr_ops.c (primary expressions,
 * operators) uses them, and defines p_try_unary_overload for expr.c.
 * Nothing outside those two files includes this.
 */
#ifndef OSH_HLSL_EXPR_INT_H
#define OSH_HLSL_EXPR_INT_H

#include "hlsl/sema.h"

/* ---- expr.c ---- */
bool p_is_err(Expr *e); /* an error node, or of the error type */
bool p_find_methods(Decl *d, Str name, DeclVec *out, Cc *cc);
Expr *p_name(P *p);
Expr *p_after_type(P *p, Type *ty, const Token *t); /* T(...), S<T>::member */
Expr *p_call_named(P *p, Sym *s, const Token *t, Str name); /* f(...), f<T>(...) */
Expr *p_call_args(P *p, ExprVec *args);
Expr *p_postfix(P *p, Expr *e);
Expr *p_lit_int(P *p, Loc loc, Type *t, int64_t v); /* a constant integer literal of type t */

/* ---- expr_ops.c ---- */
/* A struct operand's `operatorX()` member for a unary operator: true and
 * *out the call when there is one. */
bool p_try_unary_overload(P *p, const char *opname, Expr *a, bool postfix, Loc loc, Expr **out);

#endif
