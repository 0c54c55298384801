/*
 * The HLSL parser, part 1: tokens, scopes and types (decl.c has the
 * declarations and the translation unit; parse_int.h is what the two
 * share). Recursive descent in chibicc's manner, the grammar rule above
 * each function; semantic checks happen as nodes are built (sema.h), since
 * HLSL needs to know which names are types to parse at all.
 *
 * Recovery: a syntax error reports once per token (p->last_error) and the
 * statement or declaration parser skips to the next ';' or '}' at its own
 * nesting level, so one run reports many independent errors.
 */
#include <stdlib.h>

#include "hlsl/parse_int.h"

/* ---- tokens ------------------------------------------------------------- */

void p_advance(P *p)
{
    if (p->tok < p->end)
        p->tok++;
}

bool p_accept_kw(P *p, Keyword k)
{
    if (!p_is(p, k))
        return false;
    p_advance(p);
    return true;
}

const char *p_tok_spelling(P *p, const Token *t)
{
    if (t->kind == TK_EOF)
        return "end of file";
    if (t->kind == TK_PUNCT)
        return punct_spelling[t->punct];
    return t->text ? t->text : "?";
}

void p_error(P *p, const Token *t, DiagId id, ...)
{
    /* One syntax error per token keeps cascades quiet. */
    if (p->last_error == t)
        return;
    p->last_error = t;
    va_list ap;
    va_start(ap, id);
    const char *a = va_arg(ap, const char *);
    const char *b = va_arg(ap, const char *);
    va_end(ap);
    diag(p->cc, t->loc, id, a, b);
}

void p_expect(P *p, Punct c, const char *what)
{
    if (p_accept(p, c))
        return;
    const char *s = arena_sprintf(&p->cc->arena, "'%s' %s, found '%s'", punct_spelling[c], what,
                                  p_tok_spelling(p, p->tok));
    p_error(p, p->tok, D_EXPECTED, s);
}

Str p_ident(P *p, const char *what)
{
    if (p->tok->kind == TK_IDENT) {
        Str s = p->tok->text;
        p_advance(p);
        if (p->tok == p->spec_skip_at) /* S<pattern> of a specialization */
            p->tok = p->spec_skip_to;
        return s;
    }
    const char *s = arena_sprintf(&p->cc->arena, "%s, found '%s'", what, p_tok_spelling(p, p->tok));
    p_error(p, p->tok, D_EXPECTED, s);
    return NULL;
}

bool p_enter(P *p)
{
    if (++p->depth > LIMIT_NESTING) {
        diag(p->cc, p->tok->loc, D_NESTING_TOO_DEEP, (unsigned)LIMIT_NESTING);
        cc_bail(p->cc);
    }
    return true;
}

void p_leave(P *p) { p->depth--; }

/* Skips to just after the next ';' (or before a '}' that closes the
 * enclosing block) at the current nesting level. */
void p_skip_to_semi(P *p)
{
    int depth = 0;
    while (p->tok->kind != TK_EOF) {
        if (p->tok->kind == TK_PUNCT) {
            Punct c = p->tok->punct;
            if (c == P_LBRACE || c == P_LPAREN || c == P_LBRACKET)
                depth++;
            else if (c == P_RPAREN || c == P_RBRACKET) {
                if (depth > 0)
                    depth--;
            } else if (c == P_RBRACE) {
                if (depth == 0)
                    return;
                if (--depth == 0) {
                    p_advance(p);
                    if (p_is_punct(p, P_SEMI))
                        p_advance(p);
                    return;
                }
            } else if (c == P_SEMI && depth == 0) {
                p_advance(p);
                return;
            }
        }
        p_advance(p);
    }
}

/* ---- scopes ------------------------------------------------------------- */

Scope *p_scope_new(P *p, Scope *up)
{
    Scope *s = NEW(p->cc, Scope);
    s->up = up;
    s->prefix = up ? up->prefix : "";
    return s;
}

Scope *p_new_scope(P *p) { return p_scope_new(p, p->scope); }

/* A name through a scope's using directives, transitively (a struct's base
 * members are its scope's usings, so C : B : A sees A's; `using namespace`
 * is transitive in C++ too). Each scope is searched once (directives may
 * form cycles), at most USING_SCOPES of them. */
enum { USING_SCOPES = 256 };
static Sym *using_lookup(const Scope *s, Str name, const Scope **seen, uint32_t *nseen)
{
    for (uint32_t i = 0; i < s->usings.len; i++) {
        const Scope *u = s->usings.data[i];
        bool done = false;
        for (uint32_t k = 0; k < *nseen && !done; k++)
            done = seen[k] == u;
        if (done || *nseen >= USING_SCOPES)
            continue;
        seen[(*nseen)++] = u;
        Sym *sym = map_get(&u->syms, name);
        if (!sym)
            sym = using_lookup(u, name, seen, nseen);
        if (sym)
            return sym;
    }
    return NULL;
}

Sym *scope_lookup_here(Scope *s, Str name)
{
    Sym *sym = map_get(&s->syms, name);
    if (sym)
        return sym;
    if (s->predecl && p_predeclared_name(name)) {
        P *p = s->predecl;
        s->predecl = NULL;
        p_predeclare_builtins(p, s);
        return scope_lookup_here(s, name);
    }
    if (!s->usings.len)
        return NULL;
    const Scope *seen[USING_SCOPES];
    uint32_t nseen = 0;
    return using_lookup(s, name, seen, &nseen);
}

/* The innermost declaration of `name`, and the scope it is in (*where). */
static Sym *scope_lookup_in(P *p, Str name, Scope **where)
{
    for (Scope *s = p->scope; s; s = s->up) {
        Sym *sym = scope_lookup_here(s, name);
        if (sym) {
            *where = s;
            return sym;
        }
    }
    *where = NULL;
    return NULL;
}

Sym *scope_lookup(P *p, Str name)
{
    Scope *where;
    return scope_lookup_in(p, name, &where);
}

Sym *scope_add(P *p, Scope *s, SymKind k, Str name)
{
    Sym *sym = NEW(p->cc, Sym);
    sym->kind = k;
    sym->name = name;
    map_put(p->cc, &s->syms, name, sym);
    p->sym_gen++;
    return sym;
}

void ast_decl_defaults(Decl *d)
{
    d->vk.binding = d->vk.binding_set = d->vk.counter_binding = d->vk.location = -1;
    d->vk.index = d->vk.constant_id = d->vk.input_attachment_index = d->vk.offset = -1;
    d->attrs.outputcontrolpoints = d->attrs.maxvertexcount = d->attrs.instance = -1;
}

Decl *p_new_decl(P *p, DeclKind k, Loc loc, Str name)
{
    Decl *d = NEW(p->cc, Decl);
    d->kind = k;
    d->loc = loc;
    d->name = name;
    d->qname = name && p->scope->prefix[0]
                   ? str_intern_c(p->cc, arena_concat(&p->cc->arena, p->scope->prefix, name))
                   : name;
    d->id = p->next_id++;
    ast_decl_defaults(d);
    return d;
}

/* Declares a variable-like name in the current scope (redefinition check). */
void p_declare_var(P *p, Decl *d, Scope *s)
{
    if (!d->name)
        return;
    Sym *old = map_get(&s->syms, d->name);
    if (old && old->kind != SYM_FUNC) {
        diag(p->cc, d->loc, D_REDEFINITION, d->name);
        if (old->decl)
            diag_note(p->cc, old->decl->loc, "previous definition is here");
        return;
    }
    Sym *sym = scope_add(p, s, d->kind == DK_ENUM_CONST ? SYM_CONST : SYM_VAR, d->name);
    sym->decl = d;
}

/* ---- types -------------------------------------------------------------- */

/* Modifier keywords that may start a declaration. */
const Keyword p_modifier_kws[] = {
    KW_STATIC, KW_CONST, KW_UNIFORM, KW_EXTERN, KW_GROUPSHARED, KW_PRECISE,
    KW_NOINTERPOLATION, KW_LINEAR, KW_CENTROID, KW_NOPERSPECTIVE, KW_SAMPLE,
    KW_ROW_MAJOR, KW_COLUMN_MAJOR, KW_GLOBALLYCOHERENT, KW_IN, KW_OUT, KW_INOUT,
    KW_INLINE, KW_EXPORT, KW_VOLATILE, KW_SNORM, KW_UNORM, KW_POINT, KW_LINE,
    KW_TRIANGLE, KW_LINEADJ, KW_TRIANGLEADJ, KW_INDICES, KW_VERTICES, KW_PRIMITIVES,
    KW_PAYLOAD, KW_SHARED,
};
const uint32_t p_modifier_bits[] = {
    DM_STATIC, DM_CONST, DM_UNIFORM, DM_EXTERN, DM_GROUPSHARED, DM_PRECISE,
    DM_NOINTERPOLATION, DM_LINEAR, DM_CENTROID, DM_NOPERSPECTIVE, DM_SAMPLE,
    DM_ROW_MAJOR, DM_COLUMN_MAJOR, DM_GLOBALLYCOHERENT, DM_IN, DM_OUT, DM_IN | DM_OUT,
    DM_INLINE, DM_EXPORT, DM_VOLATILE, DM_SNORM, DM_UNORM, DM_POINT, DM_LINE,
    DM_TRIANGLE, DM_LINEADJ, DM_TRIANGLEADJ, DM_INDICES, DM_VERTICES, DM_PRIMITIVES,
    DM_PAYLOAD, 0,
};
_Static_assert(countof(p_modifier_kws) == P_MODIFIER_COUNT, "parse_int.h's count");
_Static_assert(countof(p_modifier_bits) == P_MODIFIER_COUNT, "one bit set a keyword");

int p_modifier_at(P *p, const Token *t)
{
    if (t->kind != TK_IDENT || !str_filter_maybe(&p->modifier_names, t->text))
        return -1;
    return (int)(intptr_t)map_get(&p->modifier_index, t->text) - 1;
}

/* Is the identifier `t` a type name? */
static bool type_name_uncached(P *p, const Token *t)
{
    if (is_punct_at(t, P_COLONCOLON) && t[1].kind == TK_IDENT)
        t++; /* ::ns::T */
    if (t->kind != TK_IDENT)
        return false;
    if (t->text == p->kw[KW_VOID] || t->text == p->kw[KW_VECTOR] || t->text == p->kw[KW_MATRIX] ||
        t->text == p->kw[KW_STRUCT] || t->text == p->kw[KW_CLASS] || t->text == p->kw[KW_UNSIGNED] ||
        t->text == p->kw[KW_STRING])
        return true;
    /* kept for p_name, which looks the same name up next when it is no type */
    Scope *where;
    Sym *s = NULL;
    if (ty_lookup_builtin(p->cc, t->text, p->enable16)) {
        /* A built-in type's name is no keyword: a variable or field named
         * `Buffer` hides it (DXC's type.rwstructured-buffer.baseclass.
         * counter.hlsl), unless a template argument list follows. */
        s = is_punct_at(t + 1, P_LT) ? NULL : scope_lookup_in(p, t->text, &where);
        if (!s || (s->kind != SYM_VAR && s->kind != SYM_CONST))
            return true;
        tok_memo_set(p, &p->ln, t);
        p->ln_sym = s;
        p->ln_where = where;
        return false;
    }
    s = scope_lookup_in(p, t->text, &where);
    tok_memo_set(p, &p->ln, t);
    p->ln_sym = s;
    p->ln_where = where;
    /* S::member is a type only when the member is (S::x += 1 is not) */
    bool qualified = s && s->kind == SYM_TYPE && s->ns && is_punct_at(t + 1, P_COLONCOLON) && t[2].kind == TK_IDENT;
    if (s && !qualified && (s->kind == SYM_TYPE || (sym_template(s) && sym_template(s)->is_struct)))
        return true;
    /* ns::T / S::Nested: follow the qualified name to its end. */
    for (int guard = 0; s && (s->kind == SYM_NS || (s->kind == SYM_TYPE && s->ns)) && guard < 64; guard++) {
        if (!is_punct_at(t + 1, P_COLONCOLON) || t[2].kind != TK_IDENT)
            return s->kind == SYM_TYPE;
        Sym *in = scope_lookup_here(s->ns, t[2].text);
        if (!in && guard == 0 && s->kind == SYM_NS && t->text == p->kw[KW_VK])
            return vk_is_type_name(p, t[2].text); /* a `namespace vk` (vk/spirv.h) beside the built-in names */
        s = in;
        t += 2;
        if (s && s->kind == SYM_TEMPLATE)
            return sym_template(s) && sym_template(s)->is_struct;
    }
    if (!s && t->text == p->kw[KW_VK] && is_punct_at(t + 1, P_COLONCOLON) && t[2].kind == TK_IDENT)
        return vk_is_type_name(p, t[2].text); /* vk_types.c */
    if (p_is_auto_tok(p, t))
        return true;
    return s && s->kind == SYM_TYPE; /* S::T, a member typedef */
}

/* Whether a type's name starts at t. The parser asks this several times of
 * the token that starts a statement (a declaration? a cast? a constructor?):
 * the last answer is kept while the scope and its names stay the same. */
/* `auto` followed by a name, when no declaration names it `auto`: the
 * placeholder type of HLSL 202x's `auto x = e;` (DXC's -HV 202x). */
bool p_is_auto_tok(P *p, const Token *t)
{
    return t->kind == TK_IDENT && strcmp(t->text, "auto") == 0 && t[1].kind == TK_IDENT && !scope_lookup(p, t->text);
}

bool p_is_type_name_tok(P *p, const Token *t)
{
    if (tok_memo_holds(p, &p->tn, t))
        return p->tn_val;
    p->tn_val = type_name_uncached(p, t);
    tok_memo_set(p, &p->tn, t);
    return p->tn_val;
}

bool p_starts_type(P *p)
{
    const Token *t = p->tok;
    while (p_modifier_at(p, t) >= 0 && (p_is_type_name_tok(p, t + 1) || p_modifier_at(p, t + 1) >= 0))
        t++;
    return p_is_type_name_tok(p, t);
}

/* Closes a template argument list; `>>` closes two (the second close
 * consumes the token). */
void p_close_template(P *p)
{
    if (p->split_gt && p_is_punct(p, P_RSHIFT)) {
        p->split_gt = false;
        p_advance(p);
        return;
    }
    if (p_is_punct(p, P_RSHIFT)) {
        p->split_gt = true;
        return;
    }
    p_expect(p, P_GT, "to close the template arguments");
}

/* template-arg := type | constant-expression */
bool p_template_arg(P *p, Type **ty, int64_t *val)
{
    *ty = NULL;
    *val = 0;
    if (p_starts_type(p)) {
        /* RWTexture2D<unorm float4>: the element's normalization;
         * StructuredBuffer<row_major float3x4>: the matrix's majorness, as
         * DXC (other modifiers have no meaning here and are taken as
         * written). */
        unsigned norm = 0, major = 0;
        for (int m; (m = p_modifier_at(p, p->tok)) >= 0; p_advance(p)) {
            norm |= p_modifier_bits[m] == DM_UNORM ? TM_UNORM : p_modifier_bits[m] == DM_SNORM ? TM_SNORM : 0;
            if (p_modifier_bits[m] == DM_ROW_MAJOR || p_modifier_bits[m] == DM_COLUMN_MAJOR)
                major = p_modifier_bits[m] == DM_ROW_MAJOR ? TM_ROW_MAJOR : TM_COLUMN_MAJOR;
        }
        *ty = p_type(p);
        if (*ty && norm && ((*ty)->kind == TY_SCALAR || (*ty)->kind == TY_VECTOR))
            *ty = ty_with_mods(p->cc, *ty, norm | (*ty)->mods);
        if (*ty && major && (*ty)->kind == TY_MATRIX)
            *ty = ty_with_mods(p->cc, *ty, major | ((*ty)->mods & ~(TM_ROW_MAJOR | TM_COLUMN_MAJOR)));
        return *ty != NULL;
    }
    /* A constant: '>' closes the list instead of comparing. */
    p->no_gt++;
    Expr *e = p_assign(p);
    p->no_gt--;
    return p_const_int(p, e, val, "template argument");
}

/* Whether a value of type t contains a resource object (which no buffer
 * or texture can store). Struct nesting is bounded by the parser's limit. */
static bool ty_holds_resource(const Type *t, int depth)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_RESOURCE)
        return ty_res_info(t->res)->cls != RC_POINTER; /* vk::BufferPointer: a 64-bit address */
    if (t->kind != TY_STRUCT || !t->decl || depth > 64)
        return false;
    for (uint32_t i = 0; i < t->decl->fields.len; i++)
        if (ty_holds_resource(t->decl->fields.data[i]->type, depth + 1))
            return true;
    return false;
}

/* vector<T, N>, matrix<T, R, C>, Texture2D<float4>, Texture2DMS<float4, 8>,
 * InputPatch<S, 3>, RayQuery<FLAGS> */
static Type *p_builtin_template(P *p, Str name, Type *base, const Token *at)
{
    Cc *cc = p->cc;
    Type *args[4] = {0};
    int64_t vals[4] = {0};
    int n = 0;
    p_expect(p, P_LT, "after template name");
    while (!p_is_punct(p, P_GT) && p->tok->kind != TK_EOF && n < 4) {
        if (!p_template_arg(p, &args[n], &vals[n]))
            return ty_error(cc);
        n++;
        if (!p_accept(p, P_COMMA))
            break;
    }
    p_close_template(p);
    if (name == p->kw[KW_VECTOR]) {
        Type *e = args[0] ? args[0] : ty_scalar(cc, SK_FLOAT);
        int64_t c = n >= 2 ? vals[1] : 4;
        if (e->kind != TY_SCALAR || c < 1 || c > 4) {
            diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, name);
            return ty_error(cc);
        }
        return ty_vector(cc, e->scalar, (unsigned)c);
    }
    if (name == p->kw[KW_MATRIX]) {
        Type *e = args[0] ? args[0] : ty_scalar(cc, SK_FLOAT);
        int64_t r = n >= 2 ? vals[1] : 4, c = n >= 3 ? vals[2] : 4;
        if (e->kind != TY_SCALAR || r < 1 || r > 4 || c < 1 || c > 4) {
            diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, name);
            return ty_error(cc);
        }
        return ty_matrix(cc, e->scalar, (unsigned)r, (unsigned)c, 0);
    }
    if (base && base->kind == TY_RESOURCE) {
        const ResInfo *ri = ty_res_info(base->res);
        Type *elem = args[0];
        uint32_t count = 0;
        if (base->res == R_RAYQUERY) {
            count = (uint32_t)vals[0];
            elem = NULL;
        } else if (n >= 2) {
            count = (uint32_t)vals[1];
        }
        if (!(ri->flags & RF_TEMPLATED) && n > 0) {
            diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, name);
            return ty_error(cc);
        }
        if (elem && ri->cls != RC_STREAM && ri->cls != RC_PATCH && ty_holds_resource(elem, 0)) {
            diag(cc, at->loc, D_RESOURCE_ELEMENT, ty_name(cc, elem), name);
            return ty_error(cc);
        }
        p_check_typed_element(p, base->res, elem, at->loc);
        return ty_resource(cc, base->res, elem, count);
    }
    diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, name);
    return ty_error(cc);
}

/* The type a type name stands for; an alias declared const (typedef const
 * int CI;, using P = const T;) makes the declaration that uses it const
 * (P.type_const, read by the declaration specifiers). */
static Type *p_alias_type(P *p, Sym *s)
{
    if (s->decl && s->decl->kind == DK_TYPEDEF && (s->decl->mods & DM_CONST))
        p->type_const = true;
    return s->type;
}

/* type-specifier := 'unsigned'? builtin-name template-args?
 *                 | ('::')? name ('::' name)* template-args?
 *                 | 'struct' name */
Type *p_type(P *p)
{
    Cc *cc = p->cc;
    if (p_is_punct(p, P_COLONCOLON) && p->tok[1].kind == TK_IDENT)
        p_advance(p); /* ::ns::T */
    const Token *at = p->tok;
    if (p->tok->kind != TK_IDENT)
        return NULL;
    if (p_accept_kw(p, KW_STRUCT) || p_accept_kw(p, KW_CLASS)) {
        at = p->tok;
        if (p->tok->kind != TK_IDENT)
            return NULL;
    }
    Str name = p->tok->text;
    if (name == p->kw[KW_UNSIGNED]) {
        p_advance(p);
        if (p_accept_kw(p, KW_INT) || p->tok->kind != TK_IDENT)
            return ty_scalar(cc, SK_UINT32);
        Str n2 = p->tok->text;
        Type *t = ty_lookup_builtin(cc, n2, p->enable16);
        if (t && t->kind == TY_SCALAR && ty_is_int_kind(t->scalar)) {
            p_advance(p);
            return ty_with_scalar(cc, t, t->scalar == SK_INT16 ? SK_UINT16 : t->scalar == SK_INT64 ? SK_UINT64
                                                                                                 : SK_UINT32);
        }
        return ty_scalar(cc, SK_UINT32);
    }
    if (name == p->kw[KW_VOID]) {
        p_advance(p);
        return ty_void(cc);
    }
    if (name == p->kw[KW_STRING]) {
        p_advance(p);
        return ty_string(cc);
    }
    if (name == p->kw[KW_VECTOR] || name == p->kw[KW_MATRIX]) {
        p_advance(p);
        if (!p_is_punct(p, P_LT))
            return name == p->kw[KW_VECTOR] ? ty_vector(cc, SK_FLOAT, 4) : ty_matrix(cc, SK_FLOAT, 4, 4, 0);
        return p_builtin_template(p, name, NULL, at);
    }
    Sym *s = scope_lookup(p, name);
    if (!s || s->kind != SYM_TYPE) {
        Type *b = s && s->kind != SYM_NS && s->kind != SYM_TEMPLATE ? NULL : ty_lookup_builtin(cc, name, p->enable16);
        if (b) {
            p_advance(p);
            if (b->kind == TY_RESOURCE && p_is_punct(p, P_LT)) {
                Type *t = p_builtin_template(p, name, b, at);
                return t;
            }
            if (b->kind == TY_RESOURCE && (ty_res_info(b->res)->flags & RF_TEMPLATED) && !b->elem) {
                diag(cc, at->loc, D_BAD_TEMPLATE_ARGS, name); /* StructuredBuffer without <T> */
                return ty_error(cc);
            }
            if (!p->enable16 && ty_is_numeric(b) &&
                (b->scalar == SK_HALF || b->scalar == SK_INT16 || b->scalar == SK_UINT16))
                diag(cc, at->loc, D_NEEDS_16BIT, name); /* float16_t, int16_t, uint16_t... */
            return b;
        }
    }
    /* Qualified names: ns::T, S::Nested, vk::SampledTexture2D. */
    if (s && s->kind == SYM_NS) {
        p_advance(p);
        while (s && s->kind == SYM_NS && p_accept(p, P_COLONCOLON)) {
            Str n = p_ident(p, "a name after '::'");
            if (!n)
                return ty_error(cc);
            Sym *in = scope_lookup_here(s->ns, n);
            if (!in && name == p->kw[KW_VK] && p->tok - 3 == at) { /* vk::SpirvType beside `namespace vk` */
                p->tok--;
                return p_vk_type(p, at);
            }
            if (!in) {
                diag(cc, (p->tok - 1)->loc, D_UNDECLARED, n);
                return ty_error(cc);
            }
            s = in;
        }
        if (s->kind == SYM_TYPE)
            return p_alias_type(p, s);
        if (s->kind == SYM_TEMPLATE)
            return tmpl_instantiate_struct(p, s, p->tok - 1);
        diag(cc, at->loc, D_NOT_A_TYPE, name);
        return ty_error(cc);
    }
    if (!s && name == p->kw[KW_VK] && is_punct_at(p->tok + 1, P_COLONCOLON)) {
        p_advance(p);
        p_advance(p);
        return p_vk_type(p, at); /* vk_types.c */
    }
    if (!s)
        return NULL;
    if (s->kind == SYM_TEMPLATE) {
        p_advance(p);
        return tmpl_instantiate_struct(p, s, at);
    }
    if (s->kind != SYM_TYPE)
        return NULL;
    p_advance(p);
    Type *t = p_alias_type(p, s);
    /* Inside template S's body, `S` is the instantiation; `S<...>` names
     * the template again. */
    if (t->kind == TY_STRUCT && p_is_punct(p, P_LT) && p->tmpl_depth > 0) {
        for (Scope *sc = p->inst[p->tmpl_depth - 1].scope->up; sc; sc = sc->up) {
            Sym *ts = scope_lookup_here(sc, name);
            if (ts && ts->kind == SYM_TEMPLATE)
                return tmpl_instantiate_struct(p, ts, at);
            if (ts)
                break;
        }
    }
    /* S::Nested */
    while (t->kind == TY_STRUCT && p_is_punct(p, P_COLONCOLON) && s->ns && p->tok[1].kind == TK_IDENT) {
        Sym *in = scope_lookup_here(s->ns, p->tok[1].text);
        if (!in || in->kind != SYM_TYPE)
            break;
        p_advance(p);
        p_advance(p);
        s = in;
        t = in->type;
    }
    return t;
}

/* array-dims := ('[' constant-expression? ']')* */
Type *p_array_dims(P *p, Type *t)
{
    uint32_t dims[16];
    int n = 0;
    uint64_t total = 1; /* elements so far, saturated past the limit */
    while (p_is_punct(p, P_LBRACKET)) {
        const Token *at = p->tok;
        p_advance(p);
        int64_t v = 0;
        if (!p_is_punct(p, P_RBRACKET)) {
            Expr *e = p_expr(p);
            if (!p_const_int(p, e, &v, "array size")) {
                v = 1; /* reported: not an unsized array as well */
            } else if (v <= 0) {
                diag(p->cc, at->loc, D_BAD_ARRAY_SIZE, (long long)v);
                v = 1;
            }
            uint64_t next = (uint64_t)v > LIMIT_ARRAY_ELEMENTS ? (uint64_t)v : total * (uint64_t)v;
            if (next > LIMIT_ARRAY_ELEMENTS) {
                if (total <= LIMIT_ARRAY_ELEMENTS) /* once per declarator */
                    diag(p->cc, at->loc, D_ARRAY_TOO_LARGE, (unsigned long long)next, (unsigned)LIMIT_ARRAY_ELEMENTS);
                total = (uint64_t)LIMIT_ARRAY_ELEMENTS + 1;
                v = 1;
            } else {
                total = next;
            }
        }
        p_expect(p, P_RBRACKET, "after array size");
        if (n < 16)
            dims[n++] = (uint32_t)v;
    }
    for (int i = n - 1; i >= 0; i--)
        t = ty_array(p->cc, t, dims[i]);
    return t;
}

/* Applies a declaration's matrix majorness modifiers to its type (kept in
 * the type so layouts know it), and records the resolved majorness. */
Type *p_apply_type_mods(P *p, Decl *d, Type *t)
{
    unsigned m = 0;
    if (d->mods & DM_ROW_MAJOR)
        m |= TM_ROW_MAJOR;
    if (d->mods & DM_COLUMN_MAJOR)
        m |= TM_COLUMN_MAJOR;
    if (d->mods & DM_SNORM)
        m |= TM_SNORM;
    if (d->mods & DM_UNORM)
        m |= TM_UNORM;
    d->row_major = (d->mods & DM_ROW_MAJOR) ? true : (d->mods & DM_COLUMN_MAJOR) ? false : p->pack_row_major;
    if (!m || t->kind == TY_ERROR)
        return t;
    if (t->kind == TY_ARRAY) {
        uint32_t counts[16];
        int n = 0;
        Type *e = t;
        while (e->kind == TY_ARRAY && n < 16) {
            counts[n++] = e->count;
            e = e->elem;
        }
        if (e->kind == TY_MATRIX || e->kind == TY_SCALAR || e->kind == TY_VECTOR)
            e = ty_with_mods(p->cc, e, (e->kind == TY_MATRIX ? m : m & (TM_SNORM | TM_UNORM)) | e->mods);
        for (int i = n - 1; i >= 0; i--)
            e = ty_array(p->cc, e, counts[i]);
        return e;
    }
    if (t->kind == TY_MATRIX)
        return ty_with_mods(p->cc, t, m | t->mods);
    if (t->kind == TY_SCALAR || t->kind == TY_VECTOR)
        return (m & (TM_SNORM | TM_UNORM)) ? ty_with_mods(p->cc, t, (m & (TM_SNORM | TM_UNORM)) | t->mods) : t;
    return t;
}

