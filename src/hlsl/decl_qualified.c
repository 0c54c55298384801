/*
 * Qualified declarations: what names a struct's or a namespace's member from
 * outside it. `float S::f() {...}` and `int S::x = 1;` (out-of-line member
 * definitions), `float ns::f() {...}` (a namespace's function defined
 * outside it), and the using-declaration `using ns::name;`. decl.c's
 * declaration parser calls these when a qualified name follows.
 */
#include "hlsl/parse_int.h"

/* qualifier := (name '::')+ naming a struct (possibly nested); leaves the
 * token at the member name. NULL after a diagnostic. */
Decl *p_qualified_owner(P *p, Scope **ns_out)
{
    const Token *first = p->tok;
    Sym *s = scope_lookup(p, p->tok->text);
    Decl *owner = NULL;
    Scope *ns = NULL;
    *ns_out = NULL;
    while (p->tok->kind == TK_IDENT && is_punct_at(p->tok + 1, P_COLONCOLON)) {
        if (!s || !(s->kind == SYM_NS || (s->kind == SYM_TYPE && s->type->kind == TY_STRUCT))) {
            diag(p->cc, p->tok->loc, D_NOT_STRUCT_TYPE, p->tok->text);
            return NULL;
        }
        owner = s->kind == SYM_TYPE ? s->type->decl : NULL;
        ns = s->kind == SYM_NS ? s->ns : NULL;
        Scope *in = s->ns;
        p_advance(p);
        p_advance(p);
        s = in && p->tok->kind == TK_IDENT ? scope_lookup_here(in, p->tok->text) : NULL;
    }
    if (!owner && ns) {
        *ns_out = ns; /* `float A::B::f() {...}`: a function of namespace A::B */
        return NULL;
    }
    if (!owner) {
        diag(p->cc, first->loc, D_UNSUPPORTED_SYNTAX, "a namespace-qualified definition");
        return NULL;
    }
    return owner;
}

/* Out-of-line definition of a static data member: `int S::x = 1;` (the
 * qualifier is consumed). */
void p_static_member_def(P *p, Type *type, Decl *owner)
{
    Cc *cc = p->cc;
    const Token *nt = p->tok;
    Str name = p_ident(p, "a member name");
    Decl *m = NULL;
    for (uint32_t i = 0; name && i < owner->statics.len; i++)
        if (owner->statics.data[i]->name == name)
            m = owner->statics.data[i];
    if (!m) {
        if (name)
            diag(cc, nt->loc, D_NO_MEMBER, name, ty_name(cc, owner->type));
        p_skip_to_semi(p);
        return;
    }
    Type *t = p_array_dims(p, type);
    if (!ty_same_type(p_strip_mods(p, t), p_strip_mods(p, m->type)) && !(t->kind == TY_ARRAY && t->count == 0))
        diag(cc, nt->loc, D_NO_CONVERSION, ty_name(cc, t), ty_name(cc, m->type));
    if (p_accept(p, P_ASSIGN)) {
        if (m->init) {
            diag(cc, nt->loc, D_REDEFINITION, m->qname);
            diag_note(cc, m->loc, "previous definition is here");
        }
        Scope *saved = p->scope;
        if (owner->fe)
            p->scope = (Scope *)owner->fe;
        m->init = p_initializer(p, m->type);
        p->scope = saved;
        if (m->init && m->init->is_const && (m->mods & DM_CONST) && m->init->type->kind == TY_SCALAR) {
            m->has_cval = true;
            m->cval = m->init->cval;
        }
    }
    if (!p_accept(p, P_SEMI)) {
        p_expect(p, P_SEMI, "after declaration");
        p_skip_to_semi(p);
    }
}

/* using-declaration `using ns::name;` after `using ns`: the name (a
 * function's overloads, a type, a variable) is visible here too, as in C++
 * and DXC (using.hlsl). */
void p_using_declaration(P *p, Str n, const Token *nt)
{
    Cc *cc = p->cc;
    Sym *s = scope_lookup(p, n);
    while (s && s->kind == SYM_NS && p_accept(p, P_COLONCOLON)) {
        nt = p->tok;
        n = p_ident(p, "a name after '::'");
        s = n ? scope_lookup_here(s->ns, n) : NULL;
    }
    Sym *here = s ? scope_lookup_here(p->scope, n) : NULL;
    if (!s || s->kind == SYM_NS)
        diag(cc, nt->loc, D_UNDECLARED, n ? n : "?");
    else if (here && here != s)
        diag(cc, nt->loc, D_REDEFINITION, n);
    else {
        map_put(cc, &p->scope->syms, n, s);
        p->sym_gen++;
    }
    p_expect(p, P_SEMI, "after using");
}
