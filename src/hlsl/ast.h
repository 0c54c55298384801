/*
 * The typed AST: what the HLSL front end (parse + sema) hands to lowering.
 *
 * Everything here is fully resolved by sema when cc_has_errors(cc) is false:
 *   - every Expr has its Type (type.h) and value category (lvalue or not);
 *   - no expression has a literal type (SK_LIT_INT / SK_LIT_FLOAT): literal
 *     constants are retyped in place to the concrete type they met (literal
 *     int -> int, literal float -> float when nothing else decides);
 *   - every implicit conversion is an explicit EX_CAST node, one step each:
 *     a scalar-kind cast keeps the shape, a shape cast keeps the scalar kind
 *     (float -> int4 is CK_FLOAT_TO_INT then CK_SPLAT);
 *   - names are resolved to Decls (namespaces, using, typedefs are gone:
 *     types are Type*, references point at their Decl, decls know their
 *     qualified name);
 *   - templates are instantiated: lowering only sees concrete Decls, each
 *     instantiation of a function or struct template is its own Decl;
 *   - enum constants are folded to literals of the enum's type; static const
 *     scalars with constant initializers carry their value (Decl.cval).
 *
 * The tree lives in the compilation's arena. Lists are Vec()s in source
 * order. Ownership is simple: nothing is shared between parents except Decl
 * pointers (and EX_OPAQUE references, see below).
 *
 * Stability: lowering depends on this file; change it only by adding.
 */
#ifndef OSH_AST_H
#define OSH_AST_H

#include "hlsl/builtins.h"
#include "hlsl/type.h"

typedef struct Decl Decl;
typedef struct Expr Expr;
typedef struct Stmt Stmt;
typedef struct Ast Ast;

/* ---- constants ---------------------------------------------------------- */

/* A folded scalar constant. Which field is meaningful follows the scalar
 * kind of its type: bool -> b, integers (and enums) -> i/u (two's complement
 * in u, sign-extended in i), floats -> f. */
typedef struct ConstVal {
    ScalarKind kind;
    bool b;
    int64_t i;
    uint64_t u;
    double f;
} ConstVal;

/* ---- attributes and annotations ----------------------------------------- */

/* register(b3, space1), register(space2), register(ps, t0) (the profile form
 * is accepted; only the register matters). kind is 'b','t','s','u' (or 0 when
 * only a space was given). */
typedef struct Register {
    bool present;
    char kind;
    uint32_t index;
    bool has_space;
    uint32_t space;
    Loc loc;
} Register;

/* packoffset(c3.y): component offset = reg*4 + comp. */
typedef struct PackOffset {
    bool present;
    uint32_t reg;
    uint32_t comp;      /* 0..3 for x/y/z/w (0 when omitted) */
    Loc loc;
} PackOffset;

/* A [[vk::ext_*]] attribute kept raw for inline SPIR-V lowering: the name
 * after "vk::" and its arguments (constant expressions folded when
 * possible, else kept as expressions). */
typedef struct VkExtAttr {
    Str name;               /* "ext_instruction", "ext_decorate", ... */
    Vec(Expr *) args;
    Loc loc;
} VkExtAttr;

/* Every [[vk::...]] attribute, parsed. -1 / NULL / false means absent. */
typedef struct VkAttrs {
    int32_t binding, binding_set;           /* [[vk::binding(b[, s])]] (set -1: default) */
    int32_t counter_binding;                /* [[vk::counter_binding(b)]] */
    int32_t location;                       /* [[vk::location(n)]] */
    int32_t index;                          /* [[vk::index(n)]] (dual-source blend) */
    Str builtin;                            /* [[vk::builtin("PointSize")]] */
    bool push_constant;                     /* [[vk::push_constant]] */
    int32_t constant_id;                    /* [[vk::constant_id(n)]] */
    int32_t input_attachment_index;         /* [[vk::input_attachment_index(n)]] */
    Str image_format;                       /* [[vk::image_format("rgba8")]] */
    bool combined_image_sampler;            /* [[vk::combinedImageSampler]] */
    bool shader_record_ext;                 /* [[vk::shader_record_ext]] */
    bool shader_record_nv;                  /* [[vk::shader_record_nv]] */
    int32_t offset;                         /* [[vk::offset(n)]] */
    bool post_depth_coverage;               /* [[vk::post_depth_coverage]] */
    bool early_and_late_tests;              /* [[vk::early_and_late_tests]] */
    bool depth_unchanged;                   /* [[vk::depth_unchanged]] */
    uint32_t stencil_front, stencil_back;   /* [[vk::stencil_ref_*_front/back]]: 1
                                               unchanged, 2 greater_equal, 3
                                               less_equal, 0 absent */
    Vec(VkExtAttr) ext;                     /* ext_instruction, ext_decorate, ... */
} VkAttrs;

/* Statement attributes. */
enum {
    SA_UNROLL = 1 << 0,             /* [unroll] / [unroll(n)] (n in unroll_count) */
    SA_LOOP = 1 << 1,
    SA_FASTOPT = 1 << 2,
    SA_ALLOW_UAV_CONDITION = 1 << 3,
    SA_BRANCH = 1 << 4,
    SA_FLATTEN = 1 << 5,
    SA_FORCECASE = 1 << 6,
    SA_CALL = 1 << 7,
};

/* Function (entry point) attributes. 0 / NULL = absent. */
typedef struct FuncAttrs {
    bool has_numthreads;
    uint32_t numthreads[3];
    Decl *numthreads_spec[3];   /* [numthreads(X, 1, 1)] with X a
                                   [[vk::constant_id]] constant: its Decl */
    Str shader;                 /* [shader("compute")] */
    bool earlydepthstencil;
    Str domain;                 /* "tri", "quad", "isoline" */
    Str partitioning;           /* "integer", "fractional_even", "fractional_odd", "pow2" */
    Str outputtopology;         /* "point", "line", "triangle_cw", "triangle_ccw", "triangle" */
    int32_t outputcontrolpoints; /* -1 absent */
    Str patchconstantfunc;      /* the name as written */
    Decl *patchconstantfunc_decl; /* resolved (NULL when not found) */
    Loc patchconstantfunc_loc;  /* the attribute, for "not found" */
    bool has_maxtessfactor;
    double maxtessfactor;
    int32_t maxvertexcount;     /* -1 absent */
    int32_t instance;           /* [instance(n)]; -1 absent */
    bool wave_ops_include_helper_lanes; /* [WaveOpsIncludeHelperLanes] */
    uint32_t wave_size[3];      /* [WaveSize(min[, max[, preferred]])]; 0 absent */
    bool noinline;              /* [noinline] */
    Loc numthreads_loc;         /* where [numthreads] was written */
} FuncAttrs;

/* ---- declarations ------------------------------------------------------- */

typedef enum DeclKind {
    DK_VAR,         /* a variable: global, static, groupshared, local, cbuffer member */
    DK_PARAM,       /* a function parameter (also the implicit `this`) */
    DK_FIELD,       /* a struct/class field (also the hidden base-class field) */
    DK_FUNC,        /* a function, method or operator (concrete; instantiated) */
    DK_STRUCT,      /* struct / class / interface (concrete; instantiated) */
    DK_CBUFFER,     /* cbuffer / tbuffer block */
    DK_TYPEDEF,     /* typedef / using X = T (kept for the dump; type is resolved) */
    DK_ENUM,        /* enum / enum class */
    DK_ENUM_CONST,  /* an enumerator: cval holds its value */
    DK_TEMPLATE,    /* a template (never reached by lowering; instantiations are) */
    DK_NAMESPACE,   /* kept for the dump only */
} DeclKind;

/* Where a variable lives. */
typedef enum Storage {
    SC_LOCAL,           /* function-local (non-static) */
    SC_PARAM,           /* parameter */
    SC_GLOBAL_UNIFORM,  /* a non-static global: implicitly uniform, in $Globals
                           unless a resource (resources are their own bindings) */
    SC_STATIC,          /* static global or static local (private) */
    SC_GROUPSHARED,     /* groupshared (workgroup) */
    SC_CBUFFER_MEMBER,  /* member of a cbuffer/tbuffer: Decl.cbuffer is the block */
    SC_STATIC_MEMBER,   /* static data member of a struct (a private global) */
} Storage;

/* Declaration modifiers (Decl.mods). */
enum {
    DM_CONST = 1u << 0,
    DM_STATIC = 1u << 1,
    DM_UNIFORM = 1u << 2,
    DM_EXTERN = 1u << 3,
    DM_GROUPSHARED = 1u << 4,
    DM_PRECISE = 1u << 5,
    DM_NOINTERPOLATION = 1u << 6,
    DM_LINEAR = 1u << 7,
    DM_CENTROID = 1u << 8,
    DM_NOPERSPECTIVE = 1u << 9,
    DM_SAMPLE = 1u << 10,
    DM_ROW_MAJOR = 1u << 11,       /* as written */
    DM_COLUMN_MAJOR = 1u << 12,    /* as written */
    DM_GLOBALLYCOHERENT = 1u << 13,
    DM_IN = 1u << 14,              /* parameters: explicit `in` */
    DM_OUT = 1u << 15,             /* out (inout sets both DM_IN and DM_OUT) */
    DM_INLINE = 1u << 16,
    DM_EXPORT = 1u << 17,
    DM_VOLATILE = 1u << 18,
    DM_SNORM = 1u << 19,
    DM_UNORM = 1u << 20,
    /* Geometry-shader input primitive (on the array parameter). */
    DM_POINT = 1u << 21,
    DM_LINE = 1u << 22,
    DM_TRIANGLE = 1u << 23,
    DM_LINEADJ = 1u << 24,
    DM_TRIANGLEADJ = 1u << 25,
    /* Mesh-shader outputs / payload. */
    DM_INDICES = 1u << 26,
    DM_VERTICES = 1u << 27,
    DM_PRIMITIVES = 1u << 28,
    DM_PAYLOAD = 1u << 29,
};

/* Parameter passing (from DM_IN/DM_OUT). */
typedef enum ParamMode { PM_IN = 0, PM_OUT = 1, PM_INOUT = 2 } ParamMode;

/* A semantic: `: SV_Target1` -> name "SV_Target" (as written, case kept),
 * index 1, has_index true. upper is the name upper-cased for comparisons. */
typedef struct Semantic {
    Str name;           /* NULL when absent */
    Str upper;
    uint32_t index;
    bool has_index;
    Loc loc;
} Semantic;

struct Decl {
    DeclKind kind;
    Loc loc;
    Str name;               /* as declared ("x"); NULL for anonymous */
    Str qname;              /* qualified: "ns::S::x"; equals name at file scope */
    Type *type;             /* var/param/field: its type; func: the return type;
                               struct/enum: the nominal type; typedef: the aliased type */
    uint32_t mods;          /* DM_* */
    Storage storage;        /* DK_VAR / DK_PARAM */
    Decl *parent;           /* enclosing struct (fields, methods, static members),
                               cbuffer (members), or NULL */

    /* Matrix majorness of this declaration's storage, resolved from the
     * modifiers, else #pragma pack_matrix in force at the declaration, else
     * column_major. Meaningful for any declaration whose type contains a
     * matrix (vars, fields, cbuffer members, params). */
    bool row_major;

    /* Variables, parameters, fields. */
    Expr *init;             /* initializer, converted to `type` (NULL if none);
                               parameters: the default argument */
    Semantic semantic;
    Register reg;           /* register(...) (globals, cbuffers) */
    PackOffset packoffset;  /* cbuffer members */
    VkAttrs vk;
    Decl *cbuffer;          /* SC_CBUFFER_MEMBER: the DK_CBUFFER block */
    bool has_cval;          /* static const / const with a constant scalar
                               initializer (and enum constants): its value */
    ConstVal cval;
    uint32_t bitfield_width; /* fields: `uint a : 4` (0 = not a bitfield) */
    uint32_t field_index;   /* DK_FIELD: index in parent's fields (base at 0) */
    bool is_base;           /* DK_FIELD: the hidden field holding the base class */
    ParamMode param_mode;   /* DK_PARAM */
    uint32_t param_index;   /* DK_PARAM: position (this = UINT32_MAX) */
    bool is_spec_constant;  /* [[vk::constant_id]] const */
    /* An SM 6.6 heap's array of one resource type (vk_types.c makes one per
     * type an entry point takes from ResourceDescriptorHeap (1) or
     * SamplerDescriptorHeap (2); they share the heap's binding), and
     * whether the entry point reaches it. */
    uint8_t heap;
    bool heap_reached;

    /* Functions. */
    Vec(Decl *) params;     /* DK_PARAM, in order (without `this`) */
    Decl *this_param;       /* methods: the implicit inout `this` (type = struct) */
    Stmt *body;             /* NULL for a prototype */
    Decl *definition;       /* a prototype: the Decl that has the body */
    Semantic ret_semantic;  /* float4 main() : SV_Target */
    FuncAttrs attrs;
    bool is_method;         /* non-static member function */
    bool is_static_method;
    bool is_operator;       /* operator+ etc.: name is "operator+" */
    Str operator_name;      /* "+", "[]", "()", ... */
    bool ret_precise;
    uint32_t ret_mods;      /* modifiers on the return (e.g. DM_PRECISE, interpolation) */

    /* Structs. */
    Vec(Decl *) fields;     /* DK_FIELD in layout order; a base class is the
                               first field with is_base */
    Vec(Decl *) methods;    /* DK_FUNC */
    Vec(Decl *) statics;    /* static data members (DK_VAR, SC_STATIC_MEMBER) */
    Decl *base;             /* base struct (DK_STRUCT) or NULL */
    Vec(Decl *) interfaces; /* implemented interfaces */
    bool is_class, is_interface;
    bool is_complete;       /* defined (not only forward-declared) */

    /* cbuffer / tbuffer. */
    bool is_tbuffer;
    Vec(Decl *) members;    /* DK_VAR with SC_CBUFFER_MEMBER, in order */

    /* Enums. */
    bool is_enum_class;
    Vec(Decl *) enumerators;

    /* Namespaces (dump only). */
    Vec(Decl *) decls;

    /* Templates (front end only). */
    Vec(Decl *) instances;  /* DK_TEMPLATE: its instantiations, in order */
    Decl *template_of;      /* an instantiation: the DK_TEMPLATE */
    Vec(Type *) template_args; /* an instantiation's arguments (types or,
                               for value parameters, NULL with the value in
                               template_values) */
    Vec(int64_t) template_values;

    /* Front-end private (sema bookkeeping); lowering must not use. */
    void *fe;
    uint32_t id;            /* creation order */
};

/* ---- expressions -------------------------------------------------------- */

typedef enum ExprKind {
    EX_INT_LIT,     /* ival (type: an integer scalar, or enum) */
    EX_FLOAT_LIT,   /* fval (type: float scalar) */
    EX_BOOL_LIT,    /* bval */
    EX_STRING_LIT,  /* sval/slen (type: string) */
    EX_VAR,         /* decl: DK_VAR / DK_PARAM (lvalue unless const) */
    EX_UNARY,       /* op (UO_*), lhs */
    EX_BINARY,      /* op (BO_*), lhs, rhs: both converted to the operation's
                       type (comparisons: result bool-shaped; shifts: rhs is
                       converted to lhs's shape) */
    EX_LOGICAL,     /* && || : op BO_LAND/BO_LOR, both operands converted to
                       bool-shaped; short_circuit says whether rhs is
                       evaluated conditionally (HLSL 2021 scalars) */
    EX_ASSIGN,      /* lhs = rhs (rhs converted to lhs's type); value is lhs's */
    EX_COMPOUND_ASSIGN, /* lhs op= rhs: see compound fields */
    EX_INCDEC,      /* ++/-- : op UO_PREINC/UO_PREDEC/UO_POSTINC/UO_POSTDEC, lhs */
    EX_TERNARY,     /* cond ? lhs : rhs (cond bool scalar, or bool vector
                       under -HV 2018: element-wise select) */
    EX_COMMA,       /* lhs, rhs */
    EX_CAST,        /* cast_kind, lhs (operand); explicit says it was written */
    EX_SWIZZLE,     /* lhs.xyz: comps[ncomps] (0..3); base may be a scalar
                       (x.xxx, (1).xx); lvalue when base is and no repeats */
    EX_MATRIX_ELEMS,/* m._m01_m10: comps[i] = row*4 + col, ncomps of them;
                       result is a scalar (1) or vector */
    EX_MEMBER,      /* lhs.field: field (DK_FIELD of lhs's struct; inherited
                       fields go through the is_base field: a.base.x) */
    EX_INDEX,       /* lhs[rhs]: array element, vector component, matrix row,
                       or resource element (lhs is a resource: element type
                       from builtin_index_type; lvalue for RW resources) */
    EX_RES_MIPS,    /* tex.mips[level][coord]: lhs resource, level, rhs coord */
    EX_RES_SAMPLE,  /* tex.sample[s][coord] (MS textures): lhs, level = sample index, rhs */
    EX_CALL,        /* a user function: func, args (object for methods) */
    EX_BUILTIN,     /* builtin call: builtin, sig, args, object, template_arg */
    EX_CONSTRUCT,   /* float4(a.xy, b, 1), S(…)? (only numeric targets): see init */
    EX_INIT_LIST,   /* { ... }: see init */
    EX_OPAQUE,      /* stands for the already-evaluated value of `opaque`
                       (init-list sources, compound-assignment temporaries) */
    EX_THIS,        /* unused: methods reference Decl.this_param via EX_VAR */
    EX_ERROR,       /* after a diagnostic (never in an error-free tree) */
} ExprKind;

typedef enum UnaryOp {
    UO_PLUS, UO_NEG, UO_NOT /* ! (element-wise on bool-shaped) */, UO_BITNOT,
    UO_PREINC, UO_PREDEC, UO_POSTINC, UO_POSTDEC,
} UnaryOp;

typedef enum BinaryOp {
    BO_ADD, BO_SUB, BO_MUL /* element-wise (mul() is a builtin) */, BO_DIV, BO_MOD,
    BO_SHL, BO_SHR, BO_AND, BO_OR, BO_XOR,
    BO_LT, BO_GT, BO_LE, BO_GE, BO_EQ, BO_NE, /* element-wise, bool-shaped result */
    BO_LAND, BO_LOR,
} BinaryOp;

/* Conversion kinds. Scalar-kind casts keep the shape (the same for each
 * component); shape casts keep the scalar kind. */
typedef enum CastKind {
    CK_NOOP,            /* same value, different type spelling (typedef'd,
                           matrix majorness mods, enum <-> its underlying int,
                           vector1 <-> vector1 of the same scalar) */
    CK_INT_TO_INT,      /* width and/or signedness change (incl. enums) */
    CK_INT_TO_FLOAT,
    CK_FLOAT_TO_INT,    /* truncates toward zero */
    CK_FLOAT_TO_FLOAT,  /* width change (half <-> float <-> double, min-precision) */
    CK_INT_TO_BOOL,     /* != 0 */
    CK_FLOAT_TO_BOOL,   /* != 0.0 */
    CK_BOOL_TO_INT,     /* 0 / 1 */
    CK_BOOL_TO_FLOAT,   /* 0.0 / 1.0 */
    CK_SPLAT,           /* scalar (or vector1 / 1x1 matrix) -> vector or matrix */
    CK_TRUNCATE,        /* vector -> shorter vector or scalar (leading
                           components); matrix -> smaller matrix (upper-left)
                           or scalar (_m00) */
    CK_SCALAR_TO_VEC1,  /* T -> vector<T,1> (or 1x1 matrix) */
    CK_VEC1_TO_SCALAR,  /* vector<T,1> / matrix<T,1,1> -> T */
    CK_RESHAPE,         /* same component count, other shape: float4 <->
                           float2x2, float1x4 <-> float4 (row-major order) */
    CK_FLATTEN,         /* C-style cast of/to struct or array: the operand is
                           an EX_INIT_LIST (init.* holds the leaves) */
} CastKind;

/* The flattened form shared by EX_INIT_LIST, EX_CONSTRUCT and CK_FLATTEN
 * casts: `srcs` are the written sub-expressions in order (each evaluated
 * exactly once, in order); `leaves` are the target type's leaf values in
 * its flattened order (struct fields in order incl. base, array elements,
 * vector components, matrix elements row by row), each an expression over
 * EX_OPAQUE nodes referencing srcs (component extraction via
 * EX_SWIZZLE/EX_INDEX/EX_MEMBER/EX_MATRIX_ELEMS), converted to the leaf's
 * type. Leaves are scalars, or whole non-numeric values (resources,
 * samplers) that cannot be split. */
typedef struct InitList {
    Vec(Expr *) srcs;
    Vec(Expr *) leaves;
} InitList;

struct Expr {
    ExprKind kind;
    Loc loc;
    Type *type;
    bool lvalue;            /* can be assigned / passed to out */
    bool is_const;          /* folded constant (then cval holds its value when scalar) */
    ConstVal cval;

    /* Operands. */
    Expr *lhs, *rhs;        /* unary/cast/member/swizzle/index operand in lhs */
    Expr *cond;             /* ternary */
    int op;                 /* UnaryOp / BinaryOp */
    bool short_circuit;     /* EX_LOGICAL */

    /* Literals. */
    uint64_t ival;
    double fval;
    bool bval;
    const char *sval;
    uint32_t slen;

    /* EX_VAR, EX_MEMBER. */
    Decl *decl;             /* EX_VAR: the variable; EX_MEMBER: the field */

    /* EX_CAST. */
    CastKind cast_kind;
    bool explicit_cast;     /* written by the user: no truncation warning */

    /* EX_SWIZZLE / EX_MATRIX_ELEMS. */
    uint8_t comps[4];
    uint8_t ncomps;

    /* EX_RES_MIPS / EX_RES_SAMPLE: the level or sample index. */
    Expr *level;

    /* EX_CALL / EX_BUILTIN. */
    Decl *func;             /* EX_CALL: the function (concrete instantiation;
                               for a prototype, its definition when known) */
    Expr *object;           /* method calls: the object (an lvalue when the
                               method may write it; for EX_BUILTIN the resource) */
    Vec(Expr *) args;       /* in-args converted to the parameter types; out and
                               inout args are the unconverted lvalues (lowering
                               converts on copy-in and copy-back when the types
                               differ, like DXC) */
    BuiltinId builtin;
    BuiltinSig sig;
    Type *template_arg;     /* Load<float4>(...) */

    /* EX_INIT_LIST / EX_CONSTRUCT / CK_FLATTEN. */
    InitList init;

    /* EX_COMPOUND_ASSIGN: lhs op= rhs is
     *     tmp = lhs; lhs = back(op(conv(tmp), rhs))
     * op_type is the operation's type; rhs is already converted to it;
     * lhs_conv converts an EX_OPAQUE (opaque == lhs) to op_type, back_conv
     * converts an EX_OPAQUE (opaque == this expression) to lhs's type; either
     * is NULL when no conversion is needed. */
    Type *op_type;
    Expr *lhs_conv, *back_conv;

    /* EX_OPAQUE. */
    Expr *opaque;
};

/* ---- statements --------------------------------------------------------- */

typedef enum StmtKind {
    ST_BLOCK,       /* stmts */
    ST_EXPR,        /* expr */
    ST_DECL,        /* decls: local variables (init already converted),
                       also local typedefs/structs (DK_TYPEDEF/DK_STRUCT) */
    ST_IF,          /* cond, then, els */
    ST_FOR,         /* init (a statement or NULL), cond (NULL = true), step, body */
    ST_WHILE,       /* cond, body */
    ST_DO,          /* body, cond */
    ST_SWITCH,      /* cond (integer scalar), cases */
    ST_BREAK,
    ST_CONTINUE,
    ST_RETURN,      /* expr (converted to the return type) or NULL */
    ST_DISCARD,
    ST_EMPTY,
} StmtKind;

/* One `case` group: the labels (values folded to the switch's type) and the
 * statements that follow them up to the next label. Fall-through happens
 * when the statements do not end in break/return/continue/discard. */
typedef struct SwitchCase {
    Vec(int64_t) values;
    bool is_default;
    Loc loc;
    Vec(Stmt *) stmts;
} SwitchCase;

struct Stmt {
    StmtKind kind;
    Loc loc;
    uint32_t attrs;         /* SA_* */
    Vec(VkExtAttr) ext;     /* [[vk::ext_capability/ext_extension]] on the statement (a call of
                               inline SPIR-V): declared when it is lowered */
    uint32_t unroll_count;  /* [unroll(n)]; 0 = unspecified */
    Vec(Stmt *) stmts;      /* ST_BLOCK */
    Vec(Decl *) decls;      /* ST_DECL */
    Expr *expr;             /* ST_EXPR, ST_RETURN */
    Expr *cond;             /* if/for/while/do/switch (if/loops: bool scalar) */
    Stmt *then, *els;       /* ST_IF */
    Stmt *init;             /* ST_FOR: ST_DECL or ST_EXPR or NULL */
    Expr *step;             /* ST_FOR */
    Stmt *body;             /* loops */
    Vec(SwitchCase *) cases;/* ST_SWITCH */
};

/* ---- the translation unit ----------------------------------------------- */

struct Ast {
    void *builtin_index; /* builtins.c: families by name (built on first use) */
    /* All top-level declarations in source order: variables, functions,
     * structs, cbuffers, typedefs, enums, namespaces (their contents are
     * also listed flat below). Template instantiations are appended to the
     * flat lists when they are made. */
    Vec(Decl *) decls;
    Vec(Decl *) globals;    /* every DK_VAR at namespace scope or static member,
                               and every cbuffer member, in declaration order */
    Vec(Decl *) cbuffers;   /* DK_CBUFFER in order */
    Vec(Decl *) functions;  /* every concrete DK_FUNC (free functions, methods,
                               operators, instantiations) in order */
    Vec(Decl *) structs;    /* every concrete DK_STRUCT in order */
    Map func_by_name;       /* qualified name -> first Decl (front end's;
                               use ast_find_function) */
    Vec(Expr *) type_defs;  /* reached calls of [[vk::ext_type_def]] functions, the
                               first of each id (vk_spirv_type.c) */
};

/* The function called `name` (qualified name, e.g. "main" or "ns::f"):
 * the definition if there is one, else the first declaration; NULL when
 * absent. When overloaded, the first defined overload in source order. */
Decl *ast_find_function(Ast *ast, Str name);

/* The defined function whose name is nearest `name` (a "did you mean" for a
 * misspelt entry point): at most a third of the name's letters edited, the
 * first in source order on ties; NULL when none is that near. */
Decl *ast_similar_function(Ast *ast, const char *name);

/* The entry point for the compilation (cc->opt->entry): like
 * ast_find_function, NULL when absent (lowering diagnoses). Sema has checked
 * its signature for cc->stage. */
Decl *ast_entry(Cc *cc, Ast *ast);

/* The "not given" values of a new declaration's attribute fields (-1 for a
 * [[vk::binding]], location, index, constant_id, input attachment, offset;
 * [maxvertexcount] and the like): what the parser's declarations start
 * with, and lowering's stand-ins (parse.c). */
void ast_decl_defaults(Decl *d);

/* [[vk::ext_builtin_input(n)]] (input true) or [[vk::ext_builtin_output(n)]]
 * on d: true, with *builtin = n when builtin is not NULL (decl_attr.c). The
 * variable is then the built-in's Input or Output variable (lowering). */
bool ast_vk_ext_builtin(const Decl *d, bool input, uint32_t *builtin);

/* [[vk::ext_type_def(id, opcode)]] on f: true with *id and *opcode
 * (either may be NULL); the call of f defining vk::ext_type<id>, or NULL
 * (vk_spirv_type.c). */
bool ast_ext_type_def(const Decl *f, uint32_t *id, uint32_t *opcode);
Expr *ast_ext_type_def_call(Ast *ast, uint32_t id);

/* A walk over a function body or an expression (walk.c), in source order,
 * each node before its parts. Embed AstWalk first in the walker's own
 * struct. A callback returning false skips that node's parts. Operands
 * count one level of nesting each, except the left operand (left-leaning
 * chains such as a + b + c + ... are walked in a loop); a node past
 * max_depth is skipped with its parts, too_deep is called at it and stopped
 * set (shallower nodes are still visited). The parts visited: the
 * operands, a call's object and arguments, an initializer list's sources
 * (its leaves and a compound assignment's conversions only refer to those
 * through EX_OPAQUE), a statement's expressions and sub-statements, the
 * initializers of its variable declarations, a switch's case statements. */
typedef struct AstWalk AstWalk;
struct AstWalk {
    bool (*expr)(AstWalk *w, Expr *e);
    bool (*stmt)(AstWalk *w, Stmt *s);
    void (*too_deep)(AstWalk *w, Loc at);
    int max_depth;
    bool stopped;
};
void ast_walk_stmt(AstWalk *w, Stmt *s);
void ast_walk_expr(AstWalk *w, Expr *e);

/* Scalar kind name helpers for dumps live in type.h (scalar_name). */
const char *ast_binop_spelling(BinaryOp op);
const char *ast_unop_spelling(UnaryOp op);
const char *ast_cast_name(CastKind k);

#endif
