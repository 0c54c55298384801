/*
 * The front end's private interface: the parser state shared by parse.c
 * and decl.c (tokens, scopes, types; declarations), stmt.c (statements),
 * expr.c and expr_ops.c (expressions), sema_conv.c
 * (conversions, constant folding) and sema_entry.c (entry-point checks).
 * Parsing and checking are one pass: HLSL needs to know which names are
 * types to parse casts, declarations and templates.
 */
#ifndef OSH_SEMA_H
#define OSH_SEMA_H

#include "hlsl/ast.h"
#include "hlsl/hlsl.h"

/* Keywords and contextual names the parser compares tokens against. */
#define KEYWORDS(X) \
    X(KW_STRUCT, "struct") X(KW_CLASS, "class") X(KW_INTERFACE, "interface") \
    X(KW_CBUFFER, "cbuffer") X(KW_TBUFFER, "tbuffer") X(KW_TYPEDEF, "typedef") \
    X(KW_NAMESPACE, "namespace") X(KW_USING, "using") X(KW_TEMPLATE, "template") \
    X(KW_TYPENAME, "typename") X(KW_ENUM, "enum") X(KW_IF, "if") X(KW_ELSE, "else") \
    X(KW_FOR, "for") X(KW_WHILE, "while") X(KW_DO, "do") X(KW_SWITCH, "switch") \
    X(KW_CASE, "case") X(KW_DEFAULT, "default") X(KW_BREAK, "break") \
    X(KW_CONTINUE, "continue") X(KW_RETURN, "return") X(KW_DISCARD, "discard") \
    X(KW_TRUE, "true") X(KW_FALSE, "false") X(KW_STATIC, "static") X(KW_CONST, "const") \
    X(KW_UNIFORM, "uniform") X(KW_EXTERN, "extern") X(KW_GROUPSHARED, "groupshared") \
    X(KW_PRECISE, "precise") X(KW_NOINTERPOLATION, "nointerpolation") X(KW_LINEAR, "linear") \
    X(KW_CENTROID, "centroid") X(KW_NOPERSPECTIVE, "noperspective") X(KW_SAMPLE, "sample") \
    X(KW_ROW_MAJOR, "row_major") X(KW_COLUMN_MAJOR, "column_major") \
    X(KW_GLOBALLYCOHERENT, "globallycoherent") X(KW_IN, "in") X(KW_OUT, "out") \
    X(KW_INOUT, "inout") X(KW_INLINE, "inline") X(KW_EXPORT, "export") \
    X(KW_VOLATILE, "volatile") X(KW_SNORM, "snorm") X(KW_UNORM, "unorm") \
    X(KW_POINT, "point") X(KW_LINE, "line") X(KW_TRIANGLE, "triangle") \
    X(KW_LINEADJ, "lineadj") X(KW_TRIANGLEADJ, "triangleadj") X(KW_INDICES, "indices") \
    X(KW_VERTICES, "vertices") X(KW_PRIMITIVES, "primitives") X(KW_PAYLOAD, "payload") \
    X(KW_REGISTER, "register") X(KW_PACKOFFSET, "packoffset") X(KW_VOID, "void") \
    X(KW_VECTOR, "vector") X(KW_MATRIX, "matrix") X(KW_THIS, "this") \
    X(KW_OPERATOR, "operator") X(KW_SIZEOF, "sizeof") X(KW_VK, "vk") \
    X(KW_MIPS, "mips") X(KW_SHARED, "shared") X(KW_STRING, "string") \
    X(KW_PACK_ROW, "pack_matrix(row_major)") X(KW_PACK_COL, "pack_matrix(column_major)") \
    X(KW_GOTO, "goto") X(KW_UNSIGNED, "unsigned") X(KW_INT, "int")

typedef enum Keyword {
#define X(id, s) id,
    KEYWORDS(X)
#undef X
    KW_COUNT
} Keyword;
_Static_assert((int)KW_COUNT == (int)HLSL_KNOWN_COUNT, "HLSL_KNOWN_COUNT counts KEYWORDS");

typedef Vec(Decl *) DeclVec;
typedef Vec(Expr *) ExprVec;

typedef enum SymKind { SYM_VAR, SYM_FUNC, SYM_TYPE, SYM_NS, SYM_TEMPLATE, SYM_CONST } SymKind;

typedef struct Scope Scope;

/* A name in a scope. Functions keep their overloads together. */
typedef struct Sym {
    SymKind kind;
    Str name;
    Decl *decl;             /* var / enum constant / template / typedef */
    Type *type;             /* SYM_TYPE */
    Vec(Decl *) overloads;  /* SYM_FUNC */
    Scope *ns;              /* SYM_NS: its scope; SYM_TYPE struct: member scope */
} Sym;

struct Scope {
    Scope *up;
    Map syms;               /* Str -> Sym* */
    Decl *strct;            /* a struct's member scope */
    Str prefix;             /* qualified-name prefix ("ns::S::") */
    Vec(Scope *) usings;    /* using namespace */
    struct P *predecl;      /* the scope of the predeclared names, which are
                               declared on the first lookup of one of them */
};

/* A template parameter bound during an instantiation. */
typedef struct TmplBinding {
    Str name;
    Type *type;             /* type parameter */
    bool is_value;
    int64_t value;
} TmplBinding;

/* Template definitions keep their tokens and are re-parsed per instantiation. */
typedef struct Template {
    Decl *decl;
    Vec(Str) params;
    Vec(bool) is_value;
    Vec(Type *) defaults;   /* NULL when none */
    Vec(Type *) value_types; /* value parameters: their type (int, uint, bool); else NULL */
    Vec(bool) has_default_value;
    Vec(int64_t) default_values;
    const Token *body_begin; /* the declaration after template<...> */
    const Token *body_end;
    Vec(int) value_type_of; /* value parameters typed by an earlier type
                               parameter (template<class T, T v>): its index, else -1 */
    bool is_struct;         /* a type template: a struct, or an alias (is_alias) */
    bool is_alias;          /* template<...> using X = type; */
    Decl *owner;            /* a member function template: its struct */
    Vec(struct Template *) member_defs; /* a struct template's static members
                               defined out of line: template<class T> const T S<T>::x = ...; */
    Str name;
    Scope *scope;           /* where it was declared */
    bool is_var;            /* a variable template: template<class T> static const T v = ...; */
    /* A specialization (template<...> struct S<pattern> / v<pattern>): its
     * primary, and the pattern's tokens from '<' to past its '>'. */
    struct Template *primary;
    const Token *spec_args, *spec_end;
    Vec(struct Template *) specs; /* a primary's specializations */
    Vec(Decl *) spec_instances; /* its instances made from one of them */
} Template;

/* The template a name stands for, NULL when it is no template. */
static inline Template *sym_template(const Sym *s)
{
    return s && s->kind == SYM_TEMPLATE && s->decl ? s->decl->fe : NULL;
}

typedef struct TokMemo {
    const Token *tok;
    Scope *scope;
    uint32_t gen;
} TokMemo;

typedef struct P {
    Cc *cc;
    const Token *tok;       /* current */
    const Token *toks;
    const Token *end;       /* the TK_EOF token */
    Ast *ast;
    Scope *scope;
    Scope *global;
    Str kw[KW_COUNT];
    Map modifier_index;     /* modifier keyword Str -> 1 + index in parse.c's p_modifier_kws */
    StrFilter modifier_names; /* the same keywords: the parser asks about every
                               identifier that might start a type, most are none */
    Decl *func;             /* function being parsed */
    Type *ret_type;
    Decl *strct;            /* struct being defined */
    int depth;              /* declaration/statement nesting (p_enter) */
    int expr_depth;         /* expression nesting (expr.c) */
    int loop_depth, switch_depth;
    bool pack_row_major;
    bool enable16;
    const Token *last_error; /* one syntax error per token */
    uint32_t next_id;
    int tmpl_depth;
    /* Instantiations being parsed (innermost last), so that S<T> inside
     * S's own body names the instantiation in progress. */
    struct InstFrame {
        Template *t;
        Type **targs;
        int64_t *tvals;
        Scope *scope;
    } inst[66];
    int no_gt;              /* inside template arguments: '>' closes */
    bool tmpl_quiet;        /* trying overloads: a template that does not fit is no candidate, silently */
    bool type_const;        /* the type just read named a const alias (p_alias_type) */
    const Token *spec_skip_at; /* re-parsing a specialization: p_ident, reading its */
    const Token *spec_skip_to; /* name at spec_skip_at, skips the pattern */
    bool split_gt;          /* a '>>' closed one list and one is pending */
    uint32_t sym_gen;       /* counts changes to any scope's names */
    TokMemo tn;             /* p_is_type_name_tok's last answer (tn_val) */
    bool tn_val;
    TokMemo ln;             /* its last unqualified lookup: found ln_sym */
    Sym *ln_sym;            /*   in ln_where */
    Scope *ln_where;
    Vec(Decl *) heap_arrays; /* vk_types.c: each heap's array per resource type */
} P;

/* An answer the parser keeps about a token: valid while the parser is in
 * the same scope and no scope's names changed (sym_gen). */
static inline bool tok_memo_holds(const P *p, const TokMemo *m, const Token *t)
{
    return m->tok == t && m->scope == p->scope && m->gen == p->sym_gen;
}
static inline void tok_memo_set(const P *p, TokMemo *m, const Token *t)
{
    *m = (TokMemo){t, p->scope, p->sym_gen};
}

static inline bool is_punct_at(const Token *t, Punct c) { return t->kind == TK_PUNCT && t->punct == c; }
/* Past one balanced `[ ... ]` group starting at t (an attribute: `[noinline]`,
 * `[[vk::x(1)]]`), stopping at the end of the tokens. */
static inline const Token *skip_bracket_group(const Token *t)
{
    int depth = 0;
    do {
        depth += is_punct_at(t, P_LBRACKET) - is_punct_at(t, P_RBRACKET);
        t++;
    } while (depth > 0 && t->kind != TK_EOF);
    return t;
}

/* ---- parse.c, decl.c ---- */
/* The parser's most frequent questions, inline: as calls across files they
 * were 4% of a compilation. */
static inline bool p_is(P *p, Keyword k) { return p->tok->kind == TK_IDENT && p->tok->text == p->kw[k]; }
static inline bool p_is_punct(P *p, Punct c) { return is_punct_at(p->tok, c); }
static inline bool p_accept(P *p, Punct c)
{
    if (!p_is_punct(p, c))
        return false;
    if (p->tok < p->end)
        p->tok++;
    return true;
}
int p_modifier_at(P *p, const Token *t); /* index of a declaration modifier keyword, or -1 */
bool p_template_arg(P *p, Type **ty, int64_t *val);
void p_declaration(P *p, DeclVec *out, bool toplevel);
bool p_accept_kw(P *p, Keyword k);
void p_expect(P *p, Punct c, const char *what);
Str p_ident(P *p, const char *what);
void p_error(P *p, const Token *t, DiagId id, ...);
bool p_enter(P *p);         /* nesting limit; false after the diagnostic */
void p_leave(P *p);
Sym *scope_lookup(P *p, Str name);
Sym *scope_lookup_here(Scope *s, Str name);
Sym *scope_add(P *p, Scope *s, SymKind k, Str name);
bool p_starts_type(P *p);   /* does a type begin here? */
Type *p_type(P *p);         /* type-specifier (NULL with no diagnostic when none) */
Type *p_array_dims(P *p, Type *t);
Decl *p_new_decl(P *p, DeclKind k, Loc loc, Str name);
Stmt *p_block(P *p);
void p_check_missing_return(P *p, Decl *f); /* warning OSH0404 */
void p_close_template(P *p);
Stmt *p_local_decl(P *p);
bool p_local_decl_bad_type(P *p); /* `flaot4 x`: a declaration with a bad type name */
Decl *p_cond_decl(P *p);    /* `T x = init` as an if/while/for/switch condition */
void p_skip_to_semi(P *p);
Scope *p_new_scope(P *p);
void p_stmt_attributes(P *p, Stmt *s);
void p_check_ext_builtin(P *p, Decl *d);  /* [[vk::ext_builtin_input/output]]'s rules */
/* The tokens without DXR 1.2's payload access qualifiers (checked), or toks
 * itself when there are none. */
const Token *p_strip_payload_qualifiers(Cc *cc, const Token *toks, uint32_t *count);

/* ---- decl_attr.c ---- */
typedef struct Attr {
    Str ns;             /* "vk" for [[vk::x]], else NULL */
    Str name;
    Vec(Expr *) args;
    Loc loc;
} Attr;
typedef Vec(Attr) Attrs;
void p_attributes(P *p, Attrs *out);
void p_layout_qualifiers(P *p, Attrs *out); /* glslang's layout(...) as [[vk::...]] */
void p_apply_decl_attrs(P *p, Decl *d, Attrs *as);
void p_annotations(P *p, Semantic *sem, Register *reg, PackOffset *po);
void p_effect_syntax(P *p); /* skips FX annotations and state blocks */
void p_check_decl_binding(P *p, Decl *d); /* register class, push constants, spec constants */
/* vk_checks.c: what DXC's SPIR-V path refuses in declarations */
void p_check_typed_element(P *p, ResKind res, Type *elem, Loc at);
void p_check_var_target(P *p, Decl *d, Storage st);
void p_check_expr_target(P *p, Expr *e); /* on reached code (sema_reach.c) */

/* ---- decl_template.c ---- */
void p_template(P *p, DeclVec *out);
Type *tmpl_instantiate_struct(P *p, Sym *s, const Token *at);
Decl *tmpl_instantiate_var(P *p, Sym *s, const Token *at); /* v<args>: NULL after a diagnostic */
void p_parse_method_bodies(P *p, Decl *s, Scope *ms); /* the bodies not parsed yet, in scope ms */
/* f<explicit...>(args): explicit arguments (types, or NULL with the value in
 * evals) then deduction from the argument types; NULL after a diagnostic. */
Decl *tmpl_instantiate_func(P *p, Decl *td, Type **eargs, int64_t *evals, uint32_t nexplicit, Type **argtypes,
                            uint32_t nargs, const Token *at);
Expr *p_instance_default(P *p, Decl *param); /* `= x` of an instance's parameter; NULL: no default */

/* ---- expr.c, expr_ops.c ---- */
Expr *p_expr(P *p);         /* expression (with comma) */
Expr *p_assign(P *p);       /* assignment-expression */
Expr *p_initializer(P *p, Type *t); /* `= init` right side, converted to t */
bool p_const_int(P *p, Expr *e, int64_t *out, const char *what);
Expr *p_new_expr(P *p, ExprKind k, Loc loc, Type *t);
Expr *p_err_expr(P *p, Loc loc);
Expr *p_var_ref(P *p, Decl *d, Loc loc);
/* base.f (a field of a struct value, or a base's hidden field): an l-value when base is. */
Expr *p_member_expr(P *p, Expr *base, Decl *f, Loc loc);
Expr *p_call_user(P *p, DeclVec *cands, Expr *object, Expr **args, uint32_t nargs, Loc loc, Str name);

/* ---- sema_conv.c ---- */
/* An overload's cost for one argument, DXC's ScoreCast (SemaHLSL.cpp): one
 * bit per kind of change, cheapest first (a same-count reshape, a splat, a
 * promotion, an integer-to-integer conversion, any other conversion, a
 * truncation), each bit CONV_SCORE_STEP apart so that a call's costs add
 * up; CONV_SCORE_NONE when from does not convert to to. */
#define CONV_SCORE_STEP 8
#define CONV_SCORE_NONE UINT64_MAX
uint64_t p_conv_score(P *p, Type *from, Type *to);
Expr *p_convert(P *p, Expr *e, Type *to, bool explicit_cast);
Expr *p_concretize(P *p, Expr *e);
Type *p_arith_type(P *p, Expr **a, Expr **b, BinaryOp op, Loc loc);
Expr *p_to_bool(P *p, Expr *e);
bool ty_same_type(Type *a, Type *b);
bool ty_is_bool_shaped(Type *t);
Type *p_strip_mods(P *p, Type *t);
void p_fold(P *p, Expr *e);
Expr *p_make_init_list(P *p, Type *target, Expr **srcs, uint32_t n, Loc loc, ExprKind kind);
uint32_t ty_leaf_count(Type *t);

/* ---- sema_entry.c ---- */
void p_check_entry(P *p);

/* ---- vk_types.c: descriptor heaps, vk::SampledTexture*, vk::BufferPointer ---- */
bool vk_is_type_name(P *p, Str name);      /* `vk::Name` names a type (not a vk:: function) */
Type *p_vk_type(P *p, const Token *at);     /* after `vk::` (at: the `vk`) */
Expr *p_vk_expr(P *p, const Token *at);     /* after `vk::`: pointer casts, else NULL */
void p_predeclare_heaps(P *p, Scope *s);
void p_heap_check_use(P *p, Decl *d, Loc loc); /* SM 6.6 */
bool vk_implicit_ok(Type *from, Type *to);  /* heap element -> resource */
Expr *vk_convert(P *p, Expr *e, Type *to, bool explicit_cast); /* NULL: none applies */
void vk_mark_coherent_heap(Expr *e); /* globallycoherent X = Heap[i]: the heap array is Coherent */
typedef struct VkLater {
    unsigned seen;          /* the features met so far (bits) */
    Loc at[4];              /* the first use of each */
    Decl *cb;               /* the last cbuffer a member of was met, */
    unsigned cb_bits;       /*   the features its layout holds */
    bool globals_done;      /* globals_bits computed: */
    unsigned globals_bits;  /*   buffer pointers among the $Globals */
} VkLater;
enum { VK_LATER_COUNT = 4 };
void vk_refuse(P *p, Expr *e, VkLater *st); /* back-end refusals: collect on reached code */
void vk_refuse_report(P *p, VkLater *st);   /* ... and report them */
void vk_check_call(P *p, Expr *e);          /* [[vk::ext_literal]] arguments */
/* ---- vk_spirv_type.c: vk::SpirvType, vk::SpirvOpaqueType, vk::ext_type ---- */
Type *p_vk_spirv_type(P *p, Str n, Str what, const Token *at); /* NULL: not one of them */
Type *p_vk_type_with_attrs(P *p, Type *t, Attrs *attrs); /* an alias's ext_capability/ext_extension */
void vk_record_type_def(P *p, Expr *e);     /* a reached call of an [[vk::ext_type_def]] function */

/* ---- sema_reach.c ---- */
void p_predeclare_builtins(P *p, Scope *s); /* predecl.c: RayDesc, RAY_FLAG_*... */
bool p_predeclared_name(Str name);
void p_check_reachable(P *p); /* stage rules on what the entry point reaches */

#endif
