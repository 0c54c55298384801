/*
 * The WGSL back end's shared state: one `W` per wgsl_emit call, passed to
 * every file of the back end (names.c, types.c, mem.c, expr.c, image.c,
 * cf.c, emit.c). Nothing here outlives the call except the text in the
 * compilation's arena.
 *
 * Values are text. A constant is a literal; an instruction's result is a
 * `let` (or a function-level `var` when it is used in another block, since
 * WGSL scopes are lexical and SSA dominance is not); a pointer is symbolic:
 * a WGSL reference expression for function, private and workgroup memory,
 * or a byte offset into a raw word buffer (WPtr) for uniform, storage and
 * push-constant memory.
 */
#ifndef OSH_WGSL_INT_H
#define OSH_WGSL_INT_H

#include "wgsl/wgsl.h"

/* A dynamic term of a buffer offset: idx * stride bytes. */
typedef struct WTerm {
    const char *idx;   /* a u32 WGSL expression */
    uint32_t stride;
} WTerm;

typedef enum WPtrKind { WP_REF, WP_BUF } WPtrKind;

/* What a pointer-typed IR value points at. */
typedef struct WPtr {
    WPtrKind kind;
    IrId root;          /* the global or local variable at the base */
    IrTypeId type;      /* pointee (a layout type for buffers) */
    const char *ref;    /* WP_REF: reference expression */
    /* WP_BUF: byte offset = coff + sum(terms) */
    uint32_t coff;
    WTerm *terms;
    uint32_t nterms;
    uint32_t mstride;   /* matrix pointee: MatrixStride */
    bool row_major;     /* matrix pointee: RowMajor */
    uint32_t vstride;   /* vector pointee: bytes between components (0 = packed) */
    bool buf;           /* WP_REF into a buffer declared with its types (bufstruct.c) */
    bool bare;          /* ... whose block is declared as its runtime array: the next
                           member step selects nothing */
    const char *tcol;   /* ... a column of a matrix stored transposed (row_major): its index */
} WPtr;

/* Per-value facts (W.vf). */
enum {
    WV_HOIST = 1,       /* used outside its block: a function-level var */
    WV_REACHED = 2,     /* a global or function the entry point reaches */
    WV_INLINE = 4,      /* written into its single use, no `let` (inline.c) */
    WV_UNIFORM_IN = 8,  /* a compute input WGSL keeps uniform (workgroup_id,
                           num_workgroups, subgroup_size): a parameter of the
                           entry's body function, not a private variable, so
                           that Tint's uniformity analysis sees it so */
};

/* Helper functions emitted once when used (W.helpers bits). */
enum {
    WH_F32_BITS = 1,    /* non-finite f32 constants */
    WH_F16_BITS = 2,
};

/* How a buffer is declared (W.sbuf). */
enum {
    WB_WORDS = 0,       /* raw words, offsets computed in mem.c */
    WB_STRUCT,          /* var<uniform> B: Block; */
    WB_ARRAY,           /* var<storage> B: array<T>; (a structured buffer) */
};

typedef struct WLoop WLoop;

/* A phi's variable (cf.c). */
typedef struct WPhi {
    IrId id;
    const char *var;
} WPhi;

/* An atomic helper function declared for one buffer (mem.c). */
typedef struct WHelper {
    IrId g;
    uint32_t op;
    const char *name;
} WHelper;

typedef struct W {
    IrModule *m;
    Cc *cc;
    IrEntry *entry;
    bool failed;

    /* Output sections, joined at the end. */
    Buf head;           /* enable / diagnostic directives */
    Buf types;          /* struct declarations */
    Buf globals;        /* overrides, module-scope variables */
    Buf helpers;        /* helper functions */
    Buf funcs;          /* translated functions, callees first */
    Buf *out;           /* where statements go now */
    int indent;

    Map names;          /* namer: name -> use count (as pointer) */

    uint32_t nvalues;
    const char **vname; /* per IrId: WGSL name of lets, vars, globals, functions */
    uint32_t *wbinding; /* per IrId: a resource's WGSL binding (binding.c) */
    WPtr **ptr;         /* per IrId: pointer values */
    uint16_t *vf;       /* per IrId: WV_* */
    uint8_t *use;       /* per IrId: IR_USE_* over what the entry point reaches */
    const char ***elem; /* per IrId: a fixed-size texture or sampler array indexed only with
                           constants: each element's variable name (NULL: not used), else NULL */
    const uint8_t *reached; /* per IrId: the globals the entry point reaches (step 2 on) */
    const char **tname; /* per IrTypeId: WGSL type text (memoized) */
    uint32_t *tdone;    /* per IrTypeId: struct declared */
    const char ***mname;/* per IrTypeId: member names of structs */
    const char ***mattr;/* per IrTypeId: member attributes (`@align(16) `), bufstruct.c */
    uint8_t *mattr_set; /* per IrTypeId: mattr decided */
    uint32_t *mlead;    /* per IrTypeId: an `osh_pad` member of this many bytes first, or 0 */
    uint8_t *sbuf;      /* per IrId: WB_* form of a buffer (bufstruct.c) */

    uint32_t helper_bits; /* WH_* */
    Vec(WHelper) atomic_helpers; /* declared atomic helpers, see mem.c */
    bool uses_f16, uses_subgroups, uses_derivatives;
    bool uses_clip_distances, uses_primitive_index, uses_dual_source; /* optional features */
    const char *frag_coord; /* a subpass input was read: the private variable holding the fragment's position */
    Loc subgroup_loc;   /* the first wave intrinsic reached (a subgroup op or
                           a read of a subgroup built-in), for OSH5202 */
    bool warned_precise, warned_printf;
    bool reported_64, reported_double, reported_16int;

    IrFunc *entry_body; /* the entry point's own function (its wrapper calls it) */
    /* The function being translated. */
    IrFunc *fn;
    Buf fn_decls;       /* function-level vars, written before the body */
    uint32_t blocks_emitted; /* budget against switch fall-through blow-up */
    uint32_t depth;
    uint32_t tmp_count;
    uint32_t returns;   /* `return`s written so far (cf.c: loops that never exit) */
    /* Uniformity, for barriers (uniform.c, cf.c). */
    bool has_barrier;   /* the entry point reaches a barrier */
    uint8_t *nu_memo;   /* per IrId: uniform.c's answer */
    bool nu_returned;   /* a `return` under a non-uniform condition was written */
    const char *ret_flag; /* early_return.c: the function's `returned` flag, or NULL */
    IrBlock *ret_merge;   /* ... and the merge of the loop around its body, or NULL */
    bool ret_flag_used;   /* ... set by a return written so far */
    bool cf_nonuniform; /* the statements being written run in non-uniform control flow */
    IrBlock **blocks_by_id; /* per IrId: block */
    Vec(WPhi) phi_vars;
} W;

/* A global WGSL declares read_write: written, or the target of any atomic
 * (atomics need read_write storage, atomic_load's too). */
static inline bool w_written(const W *w, IrId g)
{
    return (w->use[g] & (IR_USE_WRITTEN | IR_USE_ATOMIC)) != 0;
}

/* names.c */
const char *w_name(W *w, const char *base);       /* unique, not reserved */
const char *w_value_name(W *w, IrId id);          /* w_name of what the value holds */
bool w_reserved(const char *s);

/* types.c */
const char *w_type(W *w, IrTypeId t, Loc loc);    /* WGSL type text */
const char *w_scalar_name(W *w, IrTypeId t);      /* "f32", "u32", ... of a scalar/vector/matrix */
const char *w_member_name(W *w, IrTypeId st, uint32_t i);
const char *w_const(W *w, IrId c);                /* a constant's expression */
bool w_type_ok(W *w, IrTypeId t, Loc loc);        /* reports unavailable scalar types */
uint32_t w_type_size(W *w, IrTypeId t);           /* bytes of a layout type */
bool w_is_int(W *w, IrTypeId t);                  /* integer scalar or vector */
bool w_is_signed(W *w, IrTypeId t);
bool w_is_float(W *w, IrTypeId t);
bool w_is_bool(W *w, IrTypeId t);
/* The same shape with another scalar: vec3<f32> + u32 -> vec3<u32>. */
const char *w_type_with_scalar(W *w, IrTypeId t, const char *scalar);

/* emit.c */
void w_line(W *w, const char *fmt, ...) OSH_PRINTF(2, 3);
void w_unavailable(W *w, Loc loc, const char *what);
const char *w_val(W *w, IrId v);                  /* a value's expression */
/* A value as an operand of type `want` (bitcast between i32 and u32). */
const char *w_val_as(W *w, IrId v, IrTypeId want);
const char *w_val_signed(W *w, IrId v, bool is_signed); /* bitcast int to the signedness */
Loc w_loc(W *w, IrInst *in);
const char *w_tmp(W *w);

/* mem.c */
void w_ptr_access(W *w, IrInst *in);              /* IR_ACCESS / pointer values */
WPtr *w_ptr(W *w, IrId v, Loc loc);
const char *w_load(W *w, IrInst *in);             /* expression, may write statements first */
void w_store(W *w, IrInst *in);
const char *w_atomic(W *w, IrInst *in);
const char *w_array_length(W *w, IrInst *in);
const char *w_buffer_decl(W *w, IrId g);          /* module-scope declaration text */

/* bufstruct.c: decides W.sbuf and W.mattr before any type is declared. */
void w_buffer_forms(W *w, IrFunc *const *fns, uint32_t nfns);
/* The WGSL type of a buffer member: a RowMajor matrix transposed. */
const char *w_stored_type(W *w, IrTypeId t, bool row_major, Loc loc);

/* image.c */
const char *w_image_op(W *w, IrInst *in);         /* NULL when the op has no result */
const char *w_image_type(W *w, IrId g, Loc loc);  /* texture/sampler type of a global */

/* expr.c */
/* Writes the instruction (a `let`/`var` assignment or a statement). */
void w_inst(W *w, IrInst *in);

/* inline.c: marks WV_INLINE on the function's values (after cf.c's
 * analysis has set WV_HOIST and blocks_by_id). */
void w_inline_analyze(W *w, IrFunc *f);
bool w_table_op(IrOp op);                         /* expr.c: a row of the operator table */
bool w_is_primary(const char *e);                 /* expr.c: needs no parentheses as an operand */

/* uniform.c: may `v` differ between the invocations of a workgroup (as
 * WGSL's uniformity analysis sees it)? False when no barrier is reached. */
bool w_nonuniform(W *w, IrId v);

/* early_return.c: the returned invocations of a compute function run on to
 * its barriers, their writes guarded by a flag. */
bool w_flag_returns(W *w, IrFunc *f);
bool w_guarded(W *w, IrInst *in);
bool w_flag_return(W *w, bool nonuniform);
bool w_loop_has_barrier(W *w, IrBlock *header, IrBlock *merge);

/* cf.c */
void w_body(W *w, IrFunc *f);

#endif
