/*
 * Lowering's private interface: the state shared by lower.c (entry, types,
 * functions, call graph), stmt.c (structured control flow), expr.c
 * (expressions, lvalues, memory), convert.c (casts), builtin.c
 * (intrinsics), resource.c (globals and bindings), resbind.c (which global
 * a resource value names), layout.c (buffer layouts), stageio.c (stage
 * input and output variables), entry.c (the entry wrapper), raytrace.c
 * (ray queries, ray tracing stages) and mesh.c (mesh and amplification
 * shaders).
 */
#ifndef OSH_LOWER_INT_H
#define OSH_LOWER_INT_H

#include "hlsl/ast.h"
#include "lower/lower.h"

/* Buffer layout rules (DXC's SpirvLayoutRule). */
typedef enum LayoutRule {
    LR_NONE,            /* plain (register) types */
    LR_STD140_RELAXED,  /* cbuffer default */
    LR_STD430_RELAXED,  /* structured buffers, push constants default */
    LR_STD140,          /* -fvk-use-gl-layout cbuffer */
    LR_STD430,          /* -fvk-use-gl-layout sbuffer */
    LR_FXC_CBUFFER,     /* -fvk-use-dx-layout cbuffer */
    LR_FXC_SBUFFER,     /* -fvk-use-dx-layout sbuffer */
    LR_SCALAR,          /* -fvk-use-scalar-layout */
} LayoutRule;

/* Where a resource expression resolves: a global, maybe indexed (arrays). */
typedef struct ResRef {
    IrId global;        /* pointer to the resource (or the array of them) */
    IrId index;         /* 0 when not indexed */
    Decl *decl;         /* the declaring variable */
    Type *type;         /* the resource type (element type for arrays) */
    bool nonuniform;
} ResRef;

typedef enum LvKind {
    LV_NONE,
    LV_PTR,             /* ptr: a pointer to memory holding `type` */
    LV_SWIZZLE,         /* base (vector lvalue) with comps */
    LV_TEXEL,           /* res[coord] of an RW texture / texel buffer */
    LV_ELEMS,           /* matrix elements m._m00_m11: base, comps (row*4+col) */
    LV_GROUP,           /* a mesh output (mesh.c): the stage leaves from `first` for
                           `type` at vertex / primitive `coord` */
    LV_BITS,            /* a bitfield in buffer memory: ptr (as LV_PTR) points to the
                           integer member that holds it, at bit comps[0], comps[1] wide */
} LvKind;

typedef struct LVal LVal;
struct LVal {
    LvKind kind;
    Type *type;         /* HLSL type of the value */
    IrId ptr;
    uint32_t storage;   /* SpvStorageClass of ptr */
    bool layout;        /* memory uses buffer layout types (bools as uint) */
    LVal *base;
    uint8_t comps[4];
    uint8_t ncomps;
    ResRef res;         /* LV_TEXEL */
    IrId coord;
    uint32_t first;     /* LV_GROUP */
};

/* One resource a variable holds (resbind.c): the place inside it (field
 * indices and constant array indices, outermost first; none for a resource
 * variable) and the resource last assigned there. */
typedef struct LResBind {
    const uint32_t *path;
    uint32_t npath;
    Type *type;         /* the resource (or resource array) type at path */
    ResRef ref;
    uint32_t gen;       /* L.res_gen when assigned (resflow.c: loops) */
    bool ambiguous;     /* control-flow paths that reach here left different
                           resources in it: a use is refused (resflow.c) */
} LResBind;

/* Everything a variable, a parameter or a returned value holds; no path is
 * a prefix of another. */
typedef struct LResVar {
    Vec(LResBind) binds;
} LResVar;

typedef Vec(IrBlock *) LBlockVec;

/* What the resource holders of the function being lowered hold at one
 * point of its control flow (resflow.c): vars[i] is what LResFlow.mine[i]
 * holds (NULL: nothing recorded). live: some path reaches the point. */
typedef struct LResState {
    LResVar **vars;
    uint32_t n;
    bool live;
} LResState;

/* A use inside a loop of a binding made before the loop began: checked
 * against what the back edge brings (resflow.c). */
typedef struct LResRead {
    Decl *decl;
    LResBind bind;
    Loc loc;
    bool reported;
} LResRead;

/* Resource bindings along the control flow of one function body. */
typedef struct LResFlow {
    Vec(Decl *) mine;   /* holders whose bindings follow the control flow:
                           the statics, then the function's own, in the
                           order they are first assigned */
    Map mine_set;       /* Decl* -> 1 + index in mine */
    bool dead;          /* after return, break, continue, discard */
    uint32_t loops;     /* loop nesting */
    uint32_t loop_gen;  /* L.res_gen when the innermost loop began */
    uint32_t entry_gen; /* bindings made at entry (parameters, statics) have gen <= it */
    Vec(LResRead) reads;
    Vec(LResState *) brk, cont; /* what reaches each break / continue target */
    LResState ret;      /* what the returns leave */
} LResFlow;

/* A function instance: an HLSL function with the resources its parameters
 * hold bound. */
/* A resource array element at a run-time index in what a function returns:
 * the index travels back to the caller in a Private variable (resbind.c),
 * one per instance and place in the returned value. */
typedef struct LRetIndex {
    const uint32_t *path;
    uint32_t npath;
    IrId var;
} LRetIndex;

typedef struct LFunc {
    Decl *decl;
    LResVar *args;      /* per parameter (incl. `this` at the end), by path */
    LResVar *outs;      /* what the body leaves in out/inout/`this` parameters */
    LResVar ret;        /* what a returned struct holds (the returns joined) */
    bool has_ret;       /* a return set ret */
    LResVar *sargs, *souts; /* what each of L.static_res holds at entry, at exit */
    const int64_t **consts; /* per parameter: the constant every call of this
                               instance gives it (NULL: not known), for a
                               function that deals in resources (lw_call_consts) */
    bool *reads_static; /* the body (or a callee) uses what static k held at entry */
    uint32_t nparams;   /* decl->params.len (+1 when a method) */
    IrFunc *ir;
    bool lowered;       /* lowering started */
    bool done;          /* lowering finished: outs and ret are final */
    Vec(struct LRetIndex) ret_index; /* the Private variables returned indices travel in */
    Vec(struct LFunc *) callees;
    Vec(Loc) call_locs; /* where each callee is called (diagnostics) */
    uint32_t mark;      /* recursion check */
} LFunc;

typedef struct LBinding { uint32_t set, binding; } LBinding;
typedef Vec(LBinding) LBindingVec;

typedef struct LResInfo {
    Decl *decl;
    IrId global;        /* 0 until first use */
    IrId counter;       /* append/consume/RW structured counter */
    uint32_t set, binding;
    bool has_binding;
    uint32_t counter_binding;
    bool has_counter_binding;
    uint32_t slot, counter_slot; /* 1 + index in IrModule.slots, 0 when none */
} LResInfo;

typedef struct LwIo LwIo;   /* stage I/O of the entry (stageio.c) */

typedef struct L {
    Cc *cc;
    IrModule *m;
    Ast *ast;
    osh_target target;
    IrBuilder b;
    Decl *entry;
    IrEntry *ir_entry;

    Map tymap;          /* Type* -> IrTypeId + 1 (plain) */
    Map vars;           /* Decl* -> IrId (pointer) for variables */
    Map resvars;        /* Decl* -> LResVar*: what locals, params, statics hold */
    Map callres;        /* Expr* (call) -> LCallRes*: what a returned struct holds */
    Map opaque;         /* Expr* -> IrId (EX_OPAQUE values) */
    Map resinfo;        /* Decl* -> LResInfo* */
    Map forced_offsets; /* Decl* -> byte offset + 1: $Globals members placed by
                           register(cN) and those after them (layout.c) */
    Map resstructs;     /* Decl* (global struct of resources) -> LResVar* of
                           its leaves (ResRef.decl only; resbind.c) */
    Map specs;          /* Decl* -> IrId spec constants */
    Map builtin_in;     /* SpvBuiltIn + 1 -> IrId input global */
    Vec(LResInfo *) resources; /* in declaration order */
    LBindingVec used_bindings; /* (set, binding) pairs taken: a RW structured
                                  buffer's counter takes the next free one on
                                  first use, as DXC */
    Vec(LResInfo *) counter_reserved; /* RW buffers whose [[vk::counter_binding]]
                                  is in used_bindings, used or not */
    Vec(LFunc *) funcs; /* instances, in creation order */

    /* $Globals */
    IrId globals_cb;
    Vec(Decl *) globals_members;

    /* Current function. */
    LFunc *fn;
    LBlockVec brk, cont;
    int depth;
    uint32_t eager;     /* functions being lowered out of order (resbind.c) */
    /* Static globals that hold resources: implicit inout parameters of
     * every function (what they hold at a call keys the instance, what the
     * body leaves in them comes back), and callees are lowered at their
     * calls so that this happens in execution order. */
    Vec(Decl *) static_res;
    bool res_noeval;    /* evaluating a static's initializer: calls are not run here, what
                           one returns is found by lowering its function (resbind.c) */
    uint32_t res_init_limit; /* 1 + the index in static_res of the static whose initializer is
                                evaluated: it and the later ones hold nothing yet (0: none) */
    bool *static_inited;     /* per static_res: its initializer's resources are known */
    Vec(IrId) res_slots;     /* lw_res_slot's stand-ins, 2 * slot + NonUniform */
    uint32_t res_gen;   /* bumped when a loop begins (resflow.c) */
    LResFlow flow;      /* the function being lowered (resflow.c) */
    Map known;          /* Decl* -> int64_t*: counters of loops being unrolled (unroll.c),
                           constant parameters of an instance (lw_call_consts) */
    Map picks;          /* Decl* -> 1 + lw_fn_picks_res(): cached */
    Map pick;           /* Expr* -> LPick*: a statement's expression run once per
                           resource choice (respick.c) */
    Map pick_choice;    /* Expr* (a ?: of resources) -> the alternative lowered now */
    bool per_vertex_inputs; /* a pixel shader that calls GetAttributeAtVertex: its
                               nointerpolation inputs are per-vertex (stageio.c) */
    bool rov;           /* the entry uses a rasterizer ordered view (pixel, SPIR-V) */
    bool relaxed16;     /* min-precision as 32-bit + RelaxedPrecision */
    uint32_t spec_next;
    LwIo *io;
    Vec(IrId) precise_vars; /* variables declared precise (precise.c) */
    Map bda_align;      /* IrId -> alignment: the bases of buffer device addresses (bda.c) */
    uint32_t spirv_type_depth; /* inline SPIR-V types being made (inline_spirv.c) */
} L;

/* ---- lower.c ---- */
IrTypeId lw_type(L *l, Type *t);              /* plain IR type; 0 for void */
IrTypeId lw_scalar_type(L *l, ScalarKind k);
bool lw_is_resource(Type *t);                 /* resource or array of resources (not
                                                 InputPatch/OutputPatch: those are arrays) */
bool lw_is_patch(Type *t);                    /* InputPatch / OutputPatch */
bool lw_is_buffer_pointer(Type *t);           /* vk::BufferPointer<T, A>: a uint64_t in the IR */
Type *lw_strip(Type *t);                      /* enums -> underlying */
/* discard/clip() become OpDemoteToHelperInvocation (lower.c says when). */
bool lw_discard_demotes(L *l);
/* Whether lv is memory the shader cannot write (cbuffer, push constants,
 * read-only buffer, input): a method's `this` there is not copied back. */
bool lw_read_only_place(L *l, const LVal *lv);
/* A matrix type's majorness: its own row_major/column_major, else dflt. */
bool lw_matrix_row_major(const Type *t, bool dflt);
/* stageio_check.c: false after refusing a stage variable DXC refuses
 * ([[vk::builtin]] type or place, [[vk::index]], interpolated integers). */
bool lw_stage_var_ok(L *l, Type *t, uint32_t mods, const VkAttrs *vk, Str name, bool output, bool patch,
                     Loc at);
bool lw_is_float_mat(Type *t);                /* an IR matrix (float, >= 2x2) */
IrId lw_i32(L *l, int32_t v);
IrId lw_u32(L *l, uint32_t v);
/* ByteAddressBuffer.Load<T>/Store<T> of any T at byte address addr, in
 * DXC's packed layout (bab.c); base is the buffer's uint-array block. */
IrId lw_bab_read(L *l, IrId base, IrId addr, Type *t);
void lw_bab_write(L *l, IrId base, IrId addr, Type *t, IrId v);
IrTypeId lw_ptr_type(L *l, uint32_t storage, IrTypeId pointee);
LFunc *lw_func_instance(L *l, Decl *d, ResRef *res_args);   /* global 0 = none */
bool lw_res_is_value(Type *t); /* ConstantBuffer<S>: a function returns its S */
LFunc *lw_func_instance_binds(L *l, Decl *d, LResVar *args, const int64_t **consts);
const int64_t **lw_call_consts(L *l, Decl *fd, Expr *call); /* NULL: none */
bool lw_fn_picks_res(L *l, Decl *fd); /* its body calls a function returning resources */
void lw_func_lower_now(L *l, LFunc *f);       /* lower f's body now (its outs, ret) */
IrBlock *lw_new_block(L *l, const char *name);
void lw_set_block(L *l, IrBlock *bl);
void lw_dead_block(L *l);                     /* after a terminator */
bool lw_enter(L *l, Loc loc);
void lw_leave(L *l);

/* ---- stmt.c ---- */
void lw_stmt(L *l, Stmt *s);

/* The most bindings one declaration may take once flattened (resource.c's
 * global structs of resources, resbind.c's -fspv-flatten-resource-arrays):
 * each is a table entry, so a huge array must not exhaust memory or time. */
enum { LW_MAX_FLAT_BINDINGS = 4096 };

/* ---- unroll.c ---- */
bool lw_unroll(L *l, Stmt *s);
bool lw_writes(Stmt *body, Decl *d); /* d may be assigned or passed out in body */  /* an [unroll] loop choosing resources, unrolled here */

/* ---- resflow.c: resource bindings along the control flow ---- */
void lw_flow_begin(L *l);                       /* a body starts: statics tracked */
void lw_flow_end(L *l);                         /* it ends: what the returns left */
void lw_flow_track(L *l, Decl *d);              /* d's bindings follow the control flow */
void lw_flow_save(L *l, LResState *s);          /* s = now (a copy) */
void lw_flow_load(L *l, const LResState *s);    /* now = s (a copy) */
void lw_flow_join(L *l, LResState *acc);        /* acc = acc joined with now */
void lw_flow_take(L *l, LResState *acc);        /* now = acc (acc is used up) */
void lw_flow_dead(L *l);                        /* nothing reaches what follows */
void lw_flow_read(L *l, Decl *d, const LResBind *b, Loc loc); /* a use of b in d */
uint32_t lw_flow_loop_begin(L *l, uint32_t *saved_gen); /* returns the first read's index */
void lw_flow_loop_check(L *l, const LResState *head, uint32_t first_read);
void lw_flow_loop_end(L *l, uint32_t saved_gen);
bool lw_fold_cond(L *l, Expr *e, int64_t *v);        /* an integer/bool condition's constant value */
LResVar *lw_flow_join_var(L *l, const LResVar *a, const LResVar *b); /* a path holding a meets b */

/* ---- expr.c ---- */
IrId lw_expr(L *l, Expr *e);
IrId lw_emit_call(L *l, LFunc *f, const IrId *args, uint32_t na);
void lw_expr_discard(L *l, Expr *e);
bool lw_lvalue(L *l, Expr *e, LVal *out);    /* false when e is not addressable */
IrId lw_load(L *l, LVal *lv);
void lw_store(L *l, LVal *lv, IrId v);
IrId lw_load_mem(L *l, IrId ptr, uint32_t storage, Type *t, bool layout);
void lw_store_mem(L *l, IrId ptr, uint32_t storage, Type *t, bool layout, IrId v);
IrId lw_access(L *l, IrId base, uint32_t storage, IrTypeId elem, const IrId *idx, uint32_t n);
IrId lw_binop(L *l, BinaryOp op, Type *t, IrId a, IrId b, bool precise);
IrId lw_cond_bool(L *l, Expr *e);
IrId lw_splat(L *l, Type *t, IrId scalar);
IrId lw_const_scalar(L *l, Type *t, double f, int64_t i);
IrId lw_zero(L *l, Type *t);
IrId lw_one(L *l, Type *t);
IrId lw_extract(L *l, IrTypeId t, IrId v, uint32_t i);
/* op on each row when t is a matrix or an array of rows (GLSL ops and
 * OpSelect take scalars and vectors only); a scalar argument serves every
 * row. Otherwise op itself. */
IrId lw_rowwise(L *l, IrOp op, IrTypeId t, const IrId *a, uint32_t n);
IrId lw_call(L *l, Expr *e);
IrId lw_init_list(L *l, Expr *e, Type *target);
bool lw_res(L *l, Expr *e, ResRef *out);      /* resolve a resource expression */
IrId lw_res_load(L *l, ResRef *r);            /* the image/sampler object */
IrId lw_res_load_raw(L *l, ResRef *r);        /* the same (a combined texture stays combined) */
IrId lw_mat_elem(L *l, Type *mt, IrId v, unsigned row, unsigned col);

/* ---- resbind.c ---- */
bool lw_res_holds(Type *t);                   /* a resource, or holds one (fields, elements) */
/* `const T x;` with no initializer and a data type (DXC accepts it; OSH0429
 * warns): its value is zero, a static's as its initializer (resource.c), a
 * local's stored where it is declared (stmt.c). */
bool lw_const_zero(Decl *d);
uint32_t lw_leaf_count(Type *t);              /* init-list leaves of t (sema's flattening) */
/* lw_res of a var/member/index chain rooted at a local, a parameter, a
 * static or a call returning a struct: 1 resolved, 0 failed (reported),
 * -1 not such a chain. */
int lw_res_lookup(L *l, Expr *e, ResRef *out);
bool lw_res_returned(L *l, Expr *e, ResRef *out); /* by running the call */
/* ---- respick.c ---- */
void lw_pick_scan(L *l, Expr *root);      /* before a statement's expression is lowered */
bool lw_pick_pending(L *l, Expr *e);
IrId lw_pick_lower(L *l, Expr *root);
Expr *lw_pick_choice(L *l, Expr *t);      /* the alternative of t being lowered, or NULL */
void lw_res_collect(L *l, Expr *e, LResVar *out);  /* what the value of e holds */
void lw_res_store(L *l, Expr *dst, const LResVar *v);   /* dst now holds v */
void lw_res_assign(L *l, Expr *e);            /* the resource part of `lhs = rhs` */
void lw_res_decl(L *l, Decl *d);              /* a local declaration holding resources */
void lw_res_return(L *l, Expr *e);            /* `return e;` of a struct holding resources */
bool lw_res_call(L *l, Expr *e, ResRef *out);     /* a call returning a resource, resolved */
void lw_res_call_returned(L *l, Expr *e, LFunc *f); /* lw_call: the call e to f returned */
void lw_res_statics_set(L *l, const LResVar *v);    /* L.static_res now hold v[...] */
IrId lw_res_slot(L *l, uint32_t s, bool nonuniform); /* a run-time index argument's stand-in */
void lw_nonuniform_access(L *l, IrId ptr, IrId index); /* NonUniform on an element and its index */
int lw_res_slot_of(L *l, IrId v);                    /* its slot, -1 when v is none */
bool lw_res_mentions_params(L *l, LFunc *f);         /* f's statics name its own parameters */
/* A global struct (or array of structs) of resources only: appends one
 * resource Decl per leaf to leaves, in declaration order, and records them. */
typedef Vec(Decl *) LDeclVec;
bool lw_res_struct_global(L *l, Decl *d, LDeclVec *leaves);
LResVar *lw_res_reset(L *l, Decl *d);         /* d holds nothing (a new, empty set) */
LResVar *lw_res_var(L *l, Decl *d);           /* what d holds; NULL when nothing recorded */
void lw_res_copy(L *l, LResVar *dst, const LResVar *src);
bool lw_res_equal(L *l, const LResVar *a, const LResVar *b);
void lw_res_sort(LResVar *v);                 /* canonical order (by path) */

/* ---- precise.c ---- */
void lw_precise(L *l);                        /* NoContraction into precise variables */

/* ---- texture.c ---- */
/* Sample*, Gather*, texture Load, CalculateLevelOfDetail*, SubpassLoad,
 * derivatives, clip: true when e's builtin is one of them (*out = value). */
bool lw_texture_builtin(L *l, Expr *e, IrId *out);
bool lw_wave_builtin(L *l, Expr *e, IrId *out);       /* wave.c: wave and quad intrinsics */
Expr *lw_sampled_texture_call(L *l, Expr *e); /* sampled.c: vk::SampledTexture* calls in texture form */
/* Whether a resource index is non-uniform: NonUniformResourceIndex(...), or
 * an operator, cast or swizzle of one (DXC carries the mark through them). */
bool lw_nonuniform_index(const Expr *e);
/* x (lowered to v) as a texel coordinate, level or sample index: a float or
 * bool one converted to uint. */
IrId lw_texel_index(L *l, Expr *x, IrId v);
IrId lw_texel_read(L *l, Type *et, ResRef *r, IrId coord, IrId lod, IrId sample);
IrId lw_res_image(L *l, ResRef *r);           /* the image (OpImage of a combined one) */

/* ---- convert.c ---- */
IrId lw_cast(L *l, Expr *e);
IrId lw_convert(L *l, IrId v, Type *from, Type *to);
IrId lw_scalar_convert(L *l, IrId v, Type *from, Type *to); /* same shape */

/* ---- builtin.c ---- */
IrId lw_builtin(L *l, Expr *e);

/* raytrace.c: inline ray queries */
bool lw_rayquery_decl(L *l, Decl *d);         /* a RayQuery local: bound to its variable */
bool lw_rayquery_builtin(L *l, Expr *e, IrId *out); /* a RayQuery method */
Stage lw_rt_stage(Decl *ed);                  /* its [shader("...")] ray tracing stage, or STAGE_NONE */
uint32_t lw_rt_model(Stage s);                /* the KHR execution model, 0 if not ray tracing */
void lw_rt_entry_call(L *l, Decl *ed, LFunc *f); /* the wrapper's call of a ray tracing entry */
bool lw_rt_builtin(L *l, Expr *e, IrId *out); /* TraceRay, ReportHit, system values... */

/* ---- mesh.c: mesh and amplification shaders ---- */
bool lw_mesh_check(L *l);                     /* the entry's signature rules (false: reported) */
void lw_mesh_modes(L *l, Decl *ed);           /* OutputVertices, OutputPrimitivesEXT, topology */
void lw_mesh_leaves(L *l, Decl *p, uint32_t first); /* a `primitives` parameter's leaves: PerPrimitiveEXT */
bool lw_mesh_arg(L *l, Decl *p, IrId *arg);   /* the wrapper's argument for a mesh parameter */
bool lw_mesh_lvalue(L *l, Expr *e, LVal *out); /* verts[i].f, prims[i], tris[i]: the outputs */
IrId lw_mesh_load(L *l, LVal *lv);            /* LV_GROUP */
void lw_mesh_store(L *l, LVal *lv, IrId v);
bool lw_mesh_builtin(L *l, Expr *e, IrId *out); /* SetMeshOutputCounts, DispatchMesh */

/* ---- resource.c ---- */
void lw_assign_bindings(L *l);
void lw_bind_heaps(L *l);          /* SM 6.6 heaps, once the entry point is lowered */
void lw_check_shared_bindings(L *l);
void lw_preserve_bindings(L *l);    /* -fspv-preserve-bindings: a variable for every declared resource */
void lw_check_bind_register(L *l); /* -fvk-bind-register needs a mapping per used resource */
IrId lw_global_var(L *l, Decl *d, LVal *out);  /* fills an LVal for a global */
void lw_ext_requirements(L *l, const Decl *d);  /* [[vk::ext_capability/ext_extension]] */

/* ---- inline_spirv.c ---- */
bool lw_is_inline_spirv(const Decl *fd);       /* a [[vk::ext_instruction]] function */
/* A call of such a function: the instruction (*out its result, 0 for
 * void); false when e calls something else. */
bool lw_inline_spirv_call(L *l, Expr *e, IrId *out);
IrTypeId lw_spirv_type(L *l, Type *t);          /* vk::SpirvType ... (TY_SPIRV) */
void lw_ask_capability(L *l, uint32_t cap);  /* [[vk::ext_capability]]: with its extension */
bool lw_is_opaque_spirv(Type *t);   /* vk::SpirvOpaqueType, vk::ext_type (or an array of them) */
/* vk::ext_execution_mode(mode, literals...) / vk::ext_execution_mode_id(mode, ids...) */
void lw_ext_execution_mode(L *l, Expr *e, bool ids);
/* [[vk::spvexecutionmode(mode)]] on the entry point */
void lw_spv_execution_modes(L *l, const Decl *ed);
/* [[vk::ext_decorate / _id / _string]] of d on target */
void lw_ext_decorations(L *l, const Decl *d, IrId target);
void lw_ext_decorations_of(L *l, const VkExtAttr *list, uint32_t n, IrId target); /* a list's */
bool lw_ext_places(const VkExtAttr *list, uint32_t n); /* an ext_decorate of Location or BuiltIn */
IrDecor *lw_member_decors(L *l, const Decl *f, uint32_t member, uint32_t *n); /* OpMemberDecorate* */
bool lw_has_ext_decorations(const Decl *d);
bool lw_ext_storage_class(const Decl *d, uint32_t *sc); /* [[vk::ext_storage_class(sc)]] */
/* [[vk::ext_capability/ext_extension]] on a statement */
void lw_stmt_ext_requirements(L *l, const Stmt *s);
bool lw_global_res(L *l, Decl *d, ResRef *out);
/* A stand-in global for a resource of type t that nothing was assigned to,
 * read at loc (`what` names it): the optimizer must remove the read. */
bool lw_unresolved_res(L *l, Type *t, const char *what, Loc loc, ResRef *out);
IrId lw_counter_var(L *l, ResRef *r);
IrTypeId lw_image_type(L *l, Type *rt);

/* ---- layout.c ---- */
LayoutRule lw_rule_cbuffer(L *l);
LayoutRule lw_rule_sbuffer(L *l);
LayoutRule lw_rule_tbuffer(L *l);
bool lw_is_packed_bitfield(Decl *f);
uint32_t lw_field_place(Decl *const *fields, uint32_t n, const Decl *f, uint32_t *bit_off,
                        uint32_t *bits);
uint32_t lw_field_slot(Decl *sd, Decl *f, bool layout, uint32_t *off, uint32_t *bits);
IrId lw_bits_extract(L *l, IrId unit, Type *ft, uint32_t off, uint32_t bits);
IrId lw_bits_insert(L *l, IrId unit, IrId v, uint32_t off, uint32_t bits);
bool lw_is_scalar_array(L *l, IrTypeId t);
IrId lw_scalar_array_to_vector(L *l, IrId v, Type *t);
/* The buffer-memory type of t under `rule`; align/size receive DXC's values. */
IrTypeId lw_layout_type(L *l, Type *t, LayoutRule rule, bool row_major, uint32_t *align,
                        uint32_t *size);
/* lw_layout_type, and the MatrixStride of a float matrix type (0 otherwise). */
IrTypeId lw_layout_matrix(L *l, Type *t, LayoutRule rule, bool row_major, uint32_t *align,
                          uint32_t *size, uint32_t *matrix_stride);
/* $Globals' struct: as lw_layout_struct, except that a member in
 * register(cN) sits at N * 16 and the others follow the last of those, as
 * DXC (vk.layout.register-c.*). */
IrTypeId lw_layout_globals(L *l, Str name, Decl *const *members, uint32_t n, LayoutRule rule);
/* A laid-out struct from a list of declarations (cbuffer members or fields). */
IrTypeId lw_layout_struct(L *l, Str name, Decl *const *members, uint32_t n, LayoutRule rule,
                          bool block, uint32_t *align, uint32_t *size);

/* ---- stageio.c: stage input and output ---- */

/* One non-struct value of the entry's signature: a built-in, a slice of the
 * ClipDistance/CullDistance array, or Location variables. */
typedef struct Leaf {
    Type *t;                /* HLSL type of the value (of one vertex when arrayed) */
    Type *gt;               /* HLSL type of one variable's value */
    bool output, patch;
    uint32_t arrayed;       /* vertex count, 0 when not arrayed */
    int32_t builtin;        /* SpvBuiltIn, or -1 for Location variables */
    uint8_t kind;           /* built-ins: K_* (stageio.c) */
    IrId g;                 /* the variable (all but split ones) */
    IrId *parts;            /* split Location variables */
    uint32_t nparts;
    uint32_t sem_index, clip_off, ncomp; /* clip/cull slices */
    int32_t loc;            /* explicit location, SV_Target index, or -1 */
    uint32_t nloc;          /* locations one part occupies */
    uint32_t blend_index;   /* pixel outputs: [[vk::index(n)]], else 0 */
    bool vk_loc;            /* loc is a [[vk::location]] */
    bool ext_placed;        /* [[vk::ext_decorate]] gives its Location or BuiltIn */
    bool depth_greater, depth_less;
    bool per_vertex;        /* a pixel input of every vertex of the primitive
                               (T[3], PerVertexKHR): GetAttributeAtVertex */
    Loc at;
} Leaf;
typedef Vec(Leaf *) LeafVec;

/* A group of leaves for one value of the signature. */
typedef struct Group { Type *t; uint32_t first, count; } Group; /* t: the leaves' tree type */

struct LwIo {
    LeafVec leaves;         /* every leaf, in declaration order */
    /* The signature, as groups of leaves. */
    Group *params;          /* per entry parameter: inputs */
    Group *param_outs;      /* per entry parameter: outputs (out / inout) */
    Group ret;
    Group stream[4];        /* geometry output streams */
    Decl *stream_decl[4];
    uint32_t nstreams;
    Decl *pcf;              /* hull: the patch constant function */
    Group *pcf_params;
    Group *pcf_param_outs;
    Group pcf_ret;
    IrId invocation;        /* hull: InvocationId */
    IrId mesh_indices;      /* mesh: the Primitive*IndicesEXT output (mesh.c) */
};

void lw_stage_declare(L *l);                  /* GS: before any function is lowered */
void lw_stream_append(L *l, Expr *stream, IrId v);   /* GS: copy out, EmitVertex */
void lw_stream_restart(L *l, Expr *stream);          /* GS: EndPrimitive */
IrId lw_builtin_input(L *l, uint32_t builtin, IrTypeId type, const char *name);
/* The Input variable of the entry input that e names (a parameter or a
 * field of one; one Location variable), with its HLSL type; 0 if none. */
IrId lw_stage_input_var(L *l, Expr *e, Type **var_type, bool *per_vertex);
IrId lw_per_vertex_source(L *l, Expr *x, Type **var_type);
void lw_per_vertex_arg(L *l, Decl *p, Expr *a, LResVar *out);
bool lw_is_patch_type(Type *t, ResKind k);    /* InputPatch / OutputPatch */
uint32_t lw_gs_prim(uint32_t mods);           /* a GS input's primitive modifier (DM_*) */
/* How a parameter of the entry (or patch constant function) is passed. */
void lw_param_shape(L *l, Decl *p, bool *arrayed_in, uint32_t *n, bool *patch_in);
/* Loads / stores the value of a group; `whole` is the array (or patch) type
 * when arrayed, `vtx` the vertex of arrayed outputs (0: none). */
IrId lw_load_group(L *l, Group *g, Type *whole, uint32_t arrayed);
void lw_store_group(L *l, Group *g, IrId v, IrId vtx);
IrId lw_load_group_at(L *l, Group *g, IrId vtx);  /* one vertex / primitive of an arrayed group */
uint32_t lw_io_leaf_count(Type *t);           /* the leaves a value of type t is flattened into */

/* ---- bda.c: buffer device addresses ---- */
/* A PhysicalStorageBuffer pointer to pointee's storage-buffer layout at
 * the uint64_t addr, known to be aligned to align; 0 after a diagnostic. */
IrId lw_bda_pointer(L *l, IrId addr, Type *pointee, uint32_t align, Loc at);
IrId lw_bda_builtin(L *l, Expr *e);           /* vk::RawBufferLoad / vk::RawBufferStore */
bool lw_bda_get(L *l, Expr *e, LVal *out);    /* p.Get(): the pointee's place */
void lw_bda_align(L *l);                      /* the Aligned operand of each access (after lowering) */

/* ---- entry.c ---- */
IrFunc *lw_entry_wrapper(L *l, LFunc *main_fn);
void lw_mode(L *l, uint32_t md, uint32_t nargs, uint32_t a0); /* an execution mode of the entry */

#endif
