/*
 * The IR: typed SSA over basic blocks, with phis and SPIR-V's structured
 * control-flow markers, shared by both back ends.
 *
 * Everything lives in one IrModule, allocated from the compilation's arena,
 * and is named by typed integer handles:
 *   IrTypeId  index into module->types (0 is "no type")
 *   IrId      index into module->values (0 is "no value"): constants,
 *             global variables, functions, parameters, instruction results
 *             and blocks share this one space, so a back end maps IrId to
 *             its own ids with one table.
 *
 * Types are interned (ir_type_* return the same id for the same type).
 * Struct types are structural by member list and layout; a struct laid out
 * for a buffer (member offsets, array and matrix strides) is a different
 * type from the plain struct used in registers, as in SPIR-V.
 *
 * Matrices follow SPIR-V: IR_TY_MATRIX has `count` columns, each a vector
 * (`elem`). The front end maps HLSL floatRxC to a matrix of R columns of C
 * components (the transposed mapping of the spec).
 *
 * Storage classes, decorations, built-ins, image formats, dims, scopes and
 * memory semantics use the SPIR-V headers' enums (Spv*), since the markers
 * and the vocabulary are SPIR-V's. The WGSL back end maps them.
 *
 * Control flow: a block that heads a construct carries `merge` (selection or
 * loop) and `cont` (loop continue target), exactly where SPIR-V puts
 * OpSelectionMerge / OpLoopMerge.
 *
 * The rules every back end relies on. ir_verify (verify.c) checks them after
 * lowering and after each pass (ir_verify_enabled); a broken rule is an
 * internal error (D_IR_INVALID) naming the pass that ran last. Per function:
 *   1. Blocks: a function has at least one block, and blocks[0] is the entry,
 *      which no branch targets. Each block belongs to its function, its
 *      instruction list is consistently linked, it ends with exactly one
 *      terminator (and has no other), and its phis come before every other
 *      instruction.
 *   2. CFG: edges come from the terminators only (ir_succ); branch targets
 *      are blocks of the function. Reachability and dominance are from the
 *      entry over those edges (cfg.h: reverse post-order, Cooper, Harvey and
 *      Kennedy's dominators).
 *   3. SSA: every operand is a value of the right kind (blocks exactly where
 *      a branch target or a phi's predecessor goes; a function only as a
 *      call's callee; a parameter only of its own function). An instruction
 *      result used in a reachable block is defined, not removed, in the same
 *      function, in a block that dominates the use (earlier in the same
 *      block); a phi's value must dominate the end of its predecessor. A phi
 *      has pairs (value, predecessor): one entry per reachable predecessor
 *      and no entry for a block that is not a predecessor.
 *   4. Structure: a header's merge is another block of the function and
 *      the merge of no other header; a loop's continue target is a block of
 *      the function other than its merge (the header itself for a one-block
 *      loop); the header dominates both when they are reachable. A
 *      selection header ends in br_cond or switch, a loop header in br or
 *      br_cond.
 *   5. Types of the common operations: integer arithmetic on operands of the
 *      result's shape and width (signedness may differ, as in SPIR-V), float
 *      arithmetic on the result's type, comparisons to bool of the operands'
 *      component count, load and store through a pointer to the value's
 *      type (their lits are SPIR-V memory operands: {Aligned, a power of
 *      two} through a PhysicalStorageBuffer pointer, as SPIR-V requires,
 *      none otherwise), access on pointers, var as a Function pointer,
 *      br_cond on a bool, select and phi of the result's type, ret of the
 *      function's return type (nothing for void), dbg_value one value and a
 *      debug local of the module. An instruction's debug scope is 0 or an
 *      entry of the module's table.
 * Module: every entry of `funcs` is a function, and every entry point names
 * one.
 */
#ifndef OSH_IR_H
#define OSH_IR_H

#include <spirv/unified1/spirv.h>

#include "base/base.h"

typedef uint32_t IrTypeId;
typedef uint32_t IrId;

typedef enum IrOp {
    IR_NOP,
#define OP(id, name, spv, glsl, flags, cls, arg, cap, wgsl) id,
#include "ir/ops.def"
#undef OP
    IR_OP_COUNT
} IrOp;

enum {
    OPF_PURE = 1,          /* no side effects, result depends only on operands */
    OPF_SIDE_EFFECT = 2,   /* never removed even if the result is unused */
    OPF_TERMINATOR = 4,
    OPF_GROUP_OP = 8,      /* subgroup op whose lits[0] is a SpvGroupOperation */
    OPF_GATHER = 16,       /* image gather: its Offset may stay a run-time value */
    OPF_SPARSE = 32,       /* sparse-residency form: result {uint code, texel} */
    OPF_IMPLICIT_LOD = 64, /* samples with implicit derivatives (pixel shaders) */
};

/* An op's class: the families the back ends treat alike. */
typedef enum IrOpClass {
    OPC_NONE,
    OPC_ATOMIC,            /* pointer, lits scope and semantics, values */
    OPC_WAVE,              /* subgroup op; arg: its IR_SG_* feature */
    OPC_IMAGE,             /* image op with an operands mask; arg: fixed operands */
    OPC_DERIV,             /* derivative */
} IrOpClass;

/* Vulkan's subgroup features (VkSubgroupFeatureFlagBits' values). */
enum {
    IR_SG_BASIC = 1,
    IR_SG_VOTE = 2,
    IR_SG_ARITHMETIC = 4,
    IR_SG_BALLOT = 8,
    IR_SG_SHUFFLE = 16,
    IR_SG_SHUFFLE_RELATIVE = 32,
    IR_SG_CLUSTERED = 64,
    IR_SG_QUAD = 128,
};

typedef struct IrOpInfo {
    const char *name;
    uint32_t spirv;        /* SpvOp */
    uint32_t glsl;         /* GLSL.std.450 number, 0 if not an extended op */
    uint32_t flags;        /* OPF_* */
    IrOpClass cls;
    uint32_t arg;          /* OPC_WAVE: IR_SG_* feature; OPC_IMAGE: args before the mask */
    uint32_t cap;          /* the SpvCapability the op needs, 0 if none */
} IrOpInfo;
const IrOpInfo *ir_op_info(IrOp op);
/* An image op's fixed operands before its mask, 0 if not OPC_IMAGE. */
static inline uint32_t ir_image_fixed_args(IrOp op)
{
    const IrOpInfo *i = ir_op_info(op);
    return i->cls == OPC_IMAGE ? i->arg : 0;
}

/* ---- types -------------------------------------------------------------- */

typedef enum IrTypeKind {
    IR_TY_VOID,
    IR_TY_BOOL,
    IR_TY_INT,        /* width, is_signed */
    IR_TY_FLOAT,      /* width */
    IR_TY_VECTOR,     /* elem (scalar), count */
    IR_TY_MATRIX,     /* elem (column vector), count = columns */
    IR_TY_ARRAY,      /* elem, count; stride (0 = no ArrayStride) */
    IR_TY_RUNTIME_ARRAY, /* elem; stride */
    IR_TY_STRUCT,     /* members; block (Block decoration); layout in members */
    IR_TY_POINTER,    /* storage (SpvStorageClass), elem = pointee */
    IR_TY_IMAGE,      /* elem = sampled scalar type; dim, depth, arrayed, ms, sampled, format */
    IR_TY_SAMPLER,
    IR_TY_SAMPLED_IMAGE, /* elem = image type */
    IR_TY_FUNCTION,   /* elem = return type; params */
    IR_TY_ACCEL,      /* a ray tracing acceleration structure (SPIR-V's KHR/NV type) */
    IR_TY_RAY_QUERY,  /* an inline ray query's state (SPV_KHR_ray_query) */
    IR_TY_SPIRV,      /* inline SPIR-V (vk::SpirvType...): count = the opcode, member_count
                         operands of two words each in params (IR_SPV_OPERAND kind, value);
                         size and stride = the size and alignment in a buffer (0: opaque);
                         name = its HLSL spelling (for diagnostics) */
} IrTypeKind;

/* An IR_TY_SPIRV operand: a type's id, a constant's id, or a literal word. */
enum { IR_SPV_OPERAND_TYPE, IR_SPV_OPERAND_CONST, IR_SPV_OPERAND_LITERAL };
/* An IR_SPIRV_INST operand tag (ops.def): an id from args, a literal word, a type. */
enum { IR_SPV_INST_ID, IR_SPV_INST_LITERAL, IR_SPV_INST_TYPE };
/* OpCooperativeMatrixLengthKHR (SPV_KHR_cooperative_matrix; newer than the
 * SPIR-V headers here): the one inline instruction the compiler writes itself */
#define SPV_OP_COOPERATIVE_MATRIX_LENGTH 4460u

typedef struct IrMember {
    IrTypeId type;
    Str name;
    uint32_t offset;        /* byte offset when the struct has a layout */
    uint32_t matrix_stride; /* for matrices (and arrays of them) */
    uint8_t row_major;      /* SPIR-V RowMajor (i.e. HLSL column_major) */
    uint8_t relaxed;        /* RelaxedPrecision */
    uint8_t builtin_bool;   /* a bool stored as uint (reflection: type bool) */
    Str hlsl_type;          /* the member's HLSL type name, for reflection */
    struct IrDecor *decors; /* [[vk::ext_decorate]] of the field (member = its index) */
    uint32_t ndecors;
} IrMember;

typedef struct IrType {
    IrTypeKind kind;
    uint8_t width;          /* INT, FLOAT: 16, 32, 64 */
    uint8_t is_signed;
    uint8_t has_layout;     /* STRUCT: offsets valid; ARRAY: stride valid */
    uint8_t block;          /* STRUCT: decorated Block */
    IrTypeId elem;
    uint32_t count;
    uint32_t stride;        /* ARRAY / RUNTIME_ARRAY: ArrayStride */
    uint32_t storage;       /* POINTER: SpvStorageClass */
    /* IMAGE */
    uint32_t dim;           /* SpvDim */
    uint8_t depth, arrayed, ms, sampled; /* sampled: 1 sampled image, 2 storage image */
    uint32_t format;        /* SpvImageFormat */
    /* STRUCT / FUNCTION */
    IrMember *members;      /* STRUCT */
    IrTypeId *params;       /* FUNCTION */
    uint32_t member_count;  /* STRUCT members / FUNCTION params */
    Str name;               /* STRUCT: the HLSL name (for OpName) */
    uint32_t size;          /* bytes when laid out (STRUCT with layout, ARRAY with stride), else 0 */
} IrType;

/* ---- values ------------------------------------------------------------- */

typedef enum IrValueKind {
    IV_NONE,
    IV_CONST,     /* scalar bits, composite, null, or specialization constant */
    IV_UNDEF,
    IV_GLOBAL,    /* a module-level variable (pointer-typed) */
    IV_FUNC,
    IV_PARAM,
    IV_INST,
    IV_BLOCK,
} IrValueKind;

typedef struct IrConst {
    uint64_t bits;          /* scalars: the value's bits (bool: 0/1) */
    IrId *elems;            /* composites */
    uint32_t elem_count;
    bool is_null;           /* OpConstantNull */
    bool is_spec;           /* a specialization constant: bits is the default */
    uint32_t spec_id;
} IrConst;

typedef struct IrDecor {
    uint32_t deco;          /* SpvDecoration */
    uint32_t args[3];
    uint8_t nargs;
    int32_t member;         /* -1: the value itself; else a member index of its struct type */
    Str str;                /* UserSemantic and other string decorations */
    uint8_t ids;            /* args are IrIds (OpDecorateId: [[vk::ext_decorate_id]]) */
} IrDecor;

/* What a global is to the host (reflection). */
typedef enum IrResKind {
    IRR_NONE,             /* not a resource (private, workgroup, stage I/O...) */
    IRR_UNIFORM_BUFFER,
    IRR_STORAGE_BUFFER,   /* read_only says whether written */
    IRR_SAMPLED_IMAGE,
    IRR_STORAGE_IMAGE,
    IRR_SAMPLER,
    IRR_COMPARISON_SAMPLER,
    IRR_COMBINED_IMAGE_SAMPLER,
    IRR_INPUT_ATTACHMENT,
    IRR_COUNTER_BUFFER,
    IRR_UNIFORM_TEXEL_BUFFER,
    IRR_STORAGE_TEXEL_BUFFER,
    IRR_PUSH_CONSTANT,
    IRR_ACCEL,            /* RaytracingAccelerationStructure */
} IrResKind;

typedef struct IrGlobal {
    uint32_t storage;       /* SpvStorageClass */
    IrTypeId pointee;
    IrId init;              /* optional constant initializer */
    Vec(IrDecor) decors;
    /* Reflection and back-end facts. */
    IrResKind res;
    uint32_t set, binding;  /* when res != IRR_NONE (and not push constant) */
    uint32_t array_count;   /* resource arrays; 0 = not an array */
    bool read_only;         /* storage buffers / images never written */
    bool atomics;           /* target of atomics (WGSL needs atomic<u32>) */
    bool nonuniform;
    int32_t builtin;        /* SpvBuiltIn, or -1 */
    int32_t location;       /* stage I/O, or -1 */
    int8_t component;       /* stage I/O: the Component decoration (-pack-optimized), or -1 */
    uint8_t interp;         /* 0 smooth, 1 flat, 2 noperspective; | 4 centroid, | 8 sample */
    Str semantic;           /* stage I/O: "TEXCOORD1" */
    Str user_type;          /* -fspv-reflect's UserTypeGOOGLE ("rwtexture2d:<float4>"), or NULL */
    Str hlsl_type;          /* the declared HLSL type, for reflection */
    IrId counter;           /* append/consume: the counter buffer's global */
    IrId source_resource;   /* for counter buffers: the buffer it counts for */
    uint32_t slot;          /* 1 + its index in IrModule.slots; 0 when none */
    bool signature;         /* stage I/O kept even when unused (a mesh shader's indices, as DXC) */
    bool unresolved;        /* stands for a resource nothing was assigned to (lowering's
                               resbind.c), read on a path the optimizer may find dead:
                               a use left after it is an error (opt.c); never emitted */
} IrGlobal;

/* A binding the whole source declares (used by this entry point or not), so
 * that WGSL slots are decided identically for every entry point. */
typedef struct IrSlot {
    uint32_t set, binding;
    bool sampler;
    Str name;
    uint32_t count;  /* elements of a one-dimensional fixed-size resource array, else 0 (WGSL
                        binds each element on its own: src/wgsl/binding.c) */
} IrSlot;

typedef struct IrInst IrInst;
typedef struct IrBlock IrBlock;
typedef struct IrFunc IrFunc;

struct IrInst {
    IrOp op;
    IrTypeId type;          /* result type, 0 when none */
    IrId id;                /* this instruction's value id (0 when no result) */
    IrId *args;
    uint32_t *lits;
    uint32_t nargs, nlits;
    uint32_t flags;         /* IRF_* */
    Loc loc;
    uint32_t scope;         /* debug scope: index into IrModule.dscopes, 0 = its function's own */
    IrBlock *block;
    IrInst *prev, *next;
};

enum {
    IRF_NO_CONTRACTION = 1, /* precise */
    IRF_RELAXED = 2,        /* RelaxedPrecision */
    IRF_NONUNIFORM = 4,     /* NonUniform */
};

typedef enum IrStructKind {
    IR_STRUCT_NONE,
    IR_STRUCT_SELECTION,    /* OpSelectionMerge merge */
    IR_STRUCT_LOOP,         /* OpLoopMerge merge cont */
} IrStructKind;

struct IrBlock {
    IrId id;
    IrFunc *func;
    IrInst *first, *last;   /* instructions; last is the terminator once the block is closed */
    IrStructKind struct_kind;
    IrId merge, cont;       /* block ids when this block heads a construct */
    uint32_t control;       /* SpvSelectionControlMask / SpvLoopControlMask */
    uint32_t unroll_count;  /* [unroll(n)] */
    Str name;
    uint32_t mark;          /* scratch for passes */
};

struct IrFunc {
    IrId id;
    Str name;
    IrTypeId ret;
    IrTypeId fn_type;
    Vec(IrId) params;       /* IV_PARAM values */
    Vec(IrBlock *) blocks;  /* blocks[0] is the entry; order is a back end's to choose */
    uint32_t control;       /* SpvFunctionControlMask */
    Loc loc;
    bool recursive;         /* set by the call-graph check */
};

typedef struct IrValue {
    IrValueKind kind;
    IrTypeId type;          /* for globals: the pointer type */
    Str name;               /* debug name (OpName), may be NULL */
    Str hint;               /* a reader's name (the HLSL variable mem2reg saw it stored to);
                               WGSL only: SPIR-V's OpNames stay as they were */
    Loc loc;
    union {
        IrConst *c;
        IrGlobal *g;
        IrFunc *f;
        IrInst *inst;
        IrBlock *block;
        struct { IrFunc *func; uint32_t index; } param;
    } u;
    Vec(IrDecor) decors;    /* decorations on non-globals (e.g. NonUniform, NoContraction) */
} IrValue;

/* Source-level debug scopes and locals (-fspv-debug=vulkan; ir/debug.c).
 * Index 0 of each table is unused: a 0 means "none". */
typedef struct IrDLex {     /* a { } block: DebugLexicalBlock */
    IrId func;              /* the function it is written in */
    uint32_t parent;        /* the enclosing block (dlex index), 0: the function */
    Loc loc;                /* its `{` */
} IrDLex;
typedef struct IrDScope {   /* what DebugScope names */
    IrId func;              /* the function the code was written in */
    uint32_t lex;           /* dlex index, 0: the function itself */
    uint32_t inlined;       /* dinl index, 0: not inlined */
} IrDScope;
typedef struct IrDInl {     /* DebugInlinedAt */
    Loc loc;                /* the call */
    uint32_t scope;         /* the call's own scope (dscopes index, never 0) */
} IrDInl;
typedef struct IrDLocal {   /* DebugLocalVariable of a variable the optimizer promoted */
    Str name;
    IrTypeId type;          /* the variable's value type */
    Loc loc;
    IrId func;              /* the lexical scope it is declared in */
    uint32_t lex;
    uint32_t parent;        /* a member split off a struct (sroa): the struct's dlocal */
    uint32_t index;         /* and its member number */
} IrDLocal;

/* An entry point and its execution modes. */
typedef struct IrExecMode {
    uint32_t mode;          /* SpvExecutionMode */
    uint32_t args[3];
    uint8_t nargs;
    IrId spec_args[3];      /* LocalSizeId-style spec constants (0 = literal) */
} IrExecMode;

typedef struct IrEntry {
    Str name;               /* the name in the output module */
    Str hlsl_name;
    Stage stage;
    uint32_t model;         /* SpvExecutionModel */
    IrId func;
    Vec(IrExecMode) modes;
    uint32_t workgroup[3];  /* compute: numthreads */
    IrId workgroup_spec[3]; /* spec constants that set it, or 0 */
    Vec(IrId) interface;    /* filled by the back end from what the entry reaches */
} IrEntry;

typedef struct IrScalarSlot {
    uint64_t bits;
    IrTypeId type;
    IrId id;                /* 0: empty */
} IrScalarSlot;

typedef struct IrModule {
    Cc *cc;
    Vec(IrType) types;      /* types.data[0] is unused */
    /* Values by id, in chunks of IR_VALUE_CHUNK that never move (growing
     * never copies, and a pointer from ir_value stays valid while values are
     * added); id 0 is unused. */
    struct { IrValue **chunk; uint32_t len, cap, nchunks, chunk_cap; } values;
    Vec(IrId) globals;      /* in declaration order */
    Vec(IrId) funcs;        /* in declaration order */
    Vec(IrId) consts;       /* in creation order */
    Vec(IrEntry) entries;
    Vec(uint32_t) capabilities; /* SpvCapability, deduplicated, in order of need */
    Vec(Str) extensions;
    Vec(Str) asked_extensions; /* [[vk::ext_extension]]: declared whatever -fspv-extension allows, as DXC */
    Map type_map;           /* interning */
    Map small_types;        /* packed key of a type without names or members -> id + 1 */
    Map const_map;
    IrScalarSlot scalar_cache[64]; /* recent scalar constants, before const_map */
    uint32_t addressing, memory_model;
    uint32_t spirv_version;  /* 0x10500; 0x10300 for -fspv-target-env=vulkan1.1 */
    bool uses_16bit, uses_64bit_int, uses_double, uses_subgroups;
    Vec(IrSlot) slots;      /* every resource binding of the source, in declaration order */
    /* -fwgsl-push-constant-binding, copied at lowering (reflection is built
     * after the caller's options may be gone) */
    /* Copied from the options at lowering: reflection is built after
     * osh_compile returned, when the caller's osh_options may be gone. */
    bool preserve_interface;       /* -fspv-preserve-interface */
    bool preserve_bindings;        /* -fspv-preserve-bindings: resource variables stay when unused */
    const char *derivative_ext;    /* spv_derivative_extension's choice (a static string) or NULL */
    bool derivative_ext_known;     /* derivative_ext was set (else: the default, KHR) */
    bool push_pinned;
    uint32_t push_group, push_binding;
    /* Ray tracing in SPV_NV_ray_tracing's flavour (-fspv-extension=
     * SPV_NV_ray_tracing, as DXC: RayTracingNV, OpTraceNV and
     * OpExecuteCallableNV naming their payload by its Location,
     * OpIgnoreIntersectionNV / OpTerminateRayNV, HitTNV); else KHR's. */
    bool rt_nv;
    /* Mesh and amplification shaders in SPV_NV_mesh_shader's flavour, where
     * DXC falls back to it: SPV_EXT_mesh_shader is not allowed (SPIR-V
     * before 1.4, or an -fspv-extension list without it). MeshNV / TaskNV,
     * PrimitiveIndicesNV (a flat uint array), PrimitiveCountNV, TaskCountNV
     * and the payload as PerTaskNV variables, one per member (mesh.c). */
    bool mesh_nv;
    Vec(Str) ext_sets;      /* extended instruction sets of inline SPIR-V (IR_SPIRV_INST) */
    /* Source-level debug information (-fspv-debug=vulkan, SPIR-V only):
     * lowering gives { } blocks a scope, the inliner chains its calls'
     * scopes, mem2reg and sroa leave dbg_value where a local changes. */
    bool debug_scopes;
    Vec(IrDLex) dlex;
    Vec(IrDScope) dscopes;
    Vec(IrDInl) dinl;
    Vec(IrDLocal) dlocals;
    Map dvar;               /* a variable's IrId -> its dlocal, for sroa's members (no name of their own) */
} IrModule;

/* ---- module, types and constants (module.c) ----------------------------- */

IrModule *ir_module_new(Cc *cc);
static inline IrType *ir_type(IrModule *m, IrTypeId t) { return &m->types.data[t]; }
enum { IR_VALUE_CHUNK_BITS = 7, IR_VALUE_CHUNK = 1 << IR_VALUE_CHUNK_BITS };
static inline IrValue *ir_value(IrModule *m, IrId v)
{
    return &m->values.chunk[v >> IR_VALUE_CHUNK_BITS][v & (IR_VALUE_CHUNK - 1)];
}
static inline IrTypeId ir_type_of(IrModule *m, IrId v) { return ir_value(m, v)->type; }

IrTypeId ir_type_void(IrModule *m);
IrTypeId ir_type_bool(IrModule *m);
IrTypeId ir_type_int(IrModule *m, unsigned width, bool is_signed);
IrTypeId ir_type_float(IrModule *m, unsigned width);
IrTypeId ir_type_vector(IrModule *m, IrTypeId elem, unsigned n);
IrTypeId ir_type_matrix(IrModule *m, IrTypeId column, unsigned columns);
IrTypeId ir_type_array(IrModule *m, IrTypeId elem, uint32_t count, uint32_t stride);
IrTypeId ir_type_runtime_array(IrModule *m, IrTypeId elem, uint32_t stride);
/* members are copied. has_layout: offsets/strides are meaningful. */
IrTypeId ir_type_struct(IrModule *m, Str name, const IrMember *members, uint32_t n,
                        bool has_layout, bool block);
IrTypeId ir_type_pointer(IrModule *m, uint32_t storage, IrTypeId pointee);
IrTypeId ir_type_image(IrModule *m, IrTypeId sampled, uint32_t dim, bool depth, bool arrayed,
                       bool ms, unsigned sampled_kind, uint32_t format);
IrTypeId ir_type_sampler(IrModule *m);
IrTypeId ir_type_accel(IrModule *m);
IrTypeId ir_type_ray_query(IrModule *m);
/* ops: nops pairs (IR_SPV_OPERAND_*, value) */
IrTypeId ir_type_spirv(IrModule *m, uint32_t opcode, const uint32_t *ops, uint32_t nops, uint32_t size,
                       uint32_t align, Str hlsl_name);
IrTypeId ir_type_sampled_image(IrModule *m, IrTypeId image);
IrTypeId ir_type_function(IrModule *m, IrTypeId ret, const IrTypeId *params, uint32_t n);

/* Scalar element type of a scalar/vector/matrix type. */
IrTypeId ir_type_scalar_of(IrModule *m, IrTypeId t);
unsigned ir_type_components(IrModule *m, IrTypeId t); /* vector size, 1 for scalars */

IrId ir_const_bits(IrModule *m, IrTypeId t, uint64_t bits);   /* scalar; interned */
IrId ir_const_int(IrModule *m, IrTypeId t, int64_t v);
IrId ir_const_float(IrModule *m, IrTypeId t, double v);       /* converts to t's width */
IrId ir_const_bool(IrModule *m, bool v);
IrId ir_const_composite(IrModule *m, IrTypeId t, const IrId *elems, uint32_t n); /* interned */
IrId ir_const_null(IrModule *m, IrTypeId t);
IrId ir_const_splat(IrModule *m, IrTypeId vec_type, IrId scalar);
IrId ir_spec_const(IrModule *m, IrTypeId t, uint64_t default_bits, uint32_t spec_id, Str name);
IrId ir_undef(IrModule *m, IrTypeId t);
bool ir_const_value(IrModule *m, IrId v, uint64_t *bits); /* a non-spec scalar constant? */

IrId ir_global_new(IrModule *m, Str name, uint32_t storage, IrTypeId pointee, Loc loc);
/* Whether a global is part of the entry point's signature even when unused:
 * stage inputs and outputs with a Location (the neighbouring stage matches
 * them, as DXC keeps them), built-ins the signature names with a semantic
 * (DXC keeps those too) or that are marked so (a mesh shader's indices),
 * and with `all` (-fspv-preserve-interface) every built-in, the hidden ones
 * (a wave intrinsic's SubgroupSize) included. */
bool ir_global_is_signature(const IrGlobal *g, bool all);
/* A function decorated LinkageAttributes (an `export` one, universal
 * environments): kept whoever calls it, as an entry point is. */
bool ir_func_exported(const IrModule *m, IrId f);
/* A pixel shader's PointSize input ([[vk::builtin("PointSize")]] on a member
 * of the vertex shader's output struct reused as the pixel shader's input, as
 * DXC allows): Vulkan's fragment stage has none, so prune drops it and opt
 * refuses a read of it. */
bool ir_is_pixel_point_size(const IrModule *m, const IrGlobal *g);
/* A raw value slot (the builder's and ir_func_new's helper); the caller fills u. */
IrId ir_value_new(IrModule *m, IrValueKind kind, IrTypeId type, Str name, Loc loc);
void ir_decorate(IrModule *m, IrId v, uint32_t deco, int32_t member, const uint32_t *args,
                 unsigned nargs);
void ir_add_capability(IrModule *m, uint32_t cap);
void ir_add_extension(IrModule *m, const char *ext);

/* ---- functions and the builder (builder.c) ------------------------------- */

IrFunc *ir_func_new(IrModule *m, Str name, IrTypeId ret, const IrTypeId *params,
                    uint32_t nparams, Loc loc);
IrBlock *ir_block_new(IrModule *m, IrFunc *f, const char *name);

/* The builder appends instructions at the end of `block`. */
typedef struct IrBuilder {
    IrModule *m;
    IrFunc *func;
    IrBlock *block;
    Loc loc;                /* stamped on new instructions */
    uint32_t scope;         /* and this debug scope */
} IrBuilder;

void ir_builder_at_end(IrBuilder *b, IrBlock *block);
/* Creates an instruction; `type` 0 for no result. Returns its value id (or 0). */
IrId ir_emit(IrBuilder *b, IrOp op, IrTypeId type, const IrId *args, uint32_t nargs,
             const uint32_t *lits, uint32_t nlits);
IrInst *ir_emit_inst(IrBuilder *b, IrOp op, IrTypeId type, const IrId *args, uint32_t nargs,
                     const uint32_t *lits, uint32_t nlits);
IrId ir_binop(IrBuilder *b, IrOp op, IrTypeId type, IrId a, IrId c);
IrId ir_unop(IrBuilder *b, IrOp op, IrTypeId type, IrId a);
IrId ir_load(IrBuilder *b, IrId ptr);
void ir_store(IrBuilder *b, IrId ptr, IrId value);
IrId ir_access(IrBuilder *b, IrTypeId result_ptr_type, IrId base, const IrId *idx, uint32_t n);
IrId ir_local_var(IrBuilder *b, IrTypeId pointee, Str name); /* placed in the entry block */
void ir_br(IrBuilder *b, IrBlock *target);
void ir_br_cond(IrBuilder *b, IrId cond, IrBlock *t, IrBlock *f);
void ir_ret(IrBuilder *b, IrId value /* 0: void */);
bool ir_block_terminated(const IrBlock *bl);
/* The successor blocks of a terminator, in operand order (br_cond: then,
 * else; switch: default, then the cases); 0 for ret/kill/unreachable. */
uint32_t ir_succ_count(const IrInst *term);
IrId ir_succ(const IrInst *term, uint32_t i);
/* Marks `header` as a selection or loop header. */
void ir_set_selection(IrBlock *header, IrBlock *merge, uint32_t control);
void ir_set_loop(IrBlock *header, IrBlock *merge, IrBlock *cont, uint32_t control);

/* Instruction list editing for passes. */
void ir_inst_remove(IrInst *inst);
void ir_inst_insert_before(IrInst *before, IrInst *inst);
void ir_replace_all_uses(IrModule *m, IrId from, IrId to);

/* ---- editing helpers for passes (edit.c) --------------------------------- */

/* "No index": an unreachable block's numbers, a block not in a list. */
#define IR_NONE UINT32_MAX

/* An IrId -> IrId map over the module's current ids, cleared in time
 * proportional to what was set. Ids created later are never keys. */
typedef struct IrMap {
    IrId *to;                 /* NULL until the first set */
    uint32_t n;               /* entries in `to` (0 until the first set) */
    uint32_t limit;           /* ids at ir_map_init: the keys it may take */
    Vec(IrId) touched;
} IrMap;
void ir_map_init(IrModule *m, IrMap *map);
void ir_map_set(IrModule *m, IrMap *map, IrId from, IrId to);
static inline IrId ir_map_get(const IrMap *map, IrId from) { return from < map->n ? map->to[from] : 0; }
void ir_map_clear(IrMap *map);
/* `v` through the map until it maps to nothing or itself (chains are short:
 * a load replaced by a value that was a load; a bound stops a bad map). */
IrId ir_map_resolve(const IrMap *map, IrId v);

static inline IrFunc *ir_func(IrModule *m, uint32_t i) { return ir_value(m, m->funcs.data[i])->u.f; }
IrBlock *ir_block(IrModule *m, IrId id);   /* NULL if id is not a block */
IrInst *ir_def(IrModule *m, IrId id);      /* the defining instruction, or NULL */
bool ir_is_spec(IrModule *m, IrId id);     /* a spec constant or a composite holding one */
/* A new unlinked instruction with zeroed args/lits and, when type != 0, a
 * fresh result id. */
IrInst *ir_inst_new(IrModule *m, IrOp op, IrTypeId type, uint32_t nargs, uint32_t nlits, Loc loc);
void ir_inst_append(IrBlock *bl, IrInst *in);
void ir_inst_prepend(IrBlock *bl, IrInst *in);   /* before the first instruction */
void ir_inst_after_phis(IrBlock *bl, IrInst *in);
IrInst *ir_term(IrBlock *bl);                    /* the terminator or NULL */
/* Removes `bl` from its function's block list (its value stays). */
void ir_block_delete(IrBlock *bl);
/* Moves the block at the end of f->blocks to just after `after`. */
void ir_block_move_after(IrFunc *f, IrBlock *after, IrBlock *bl);
/* Phi maintenance in `bl` when its predecessor `pred` goes away or is renamed. */
void ir_phis_remove_pred(IrModule *m, IrBlock *bl, IrId pred);
void ir_phis_rename_pred(IrBlock *bl, IrId from, IrId to);
/* Rewrites branch targets `from` -> `to` in a terminator. */
void ir_term_retarget(IrInst *term, IrId from, IrId to);
/* Rewrites every operand of f's instructions through `map` (chasing chains). */
void ir_func_remap(IrModule *m, IrFunc *f, const IrMap *map);
/* Rewrites every operand `from` of f's instructions to `to` (one id: no
 * map, whose table has an entry per id of the module). */
void ir_func_replace(IrFunc *f, IrId from, IrId to);
/* Is block `id` the merge or continue target of a header of f? */
bool ir_block_is_target(IrFunc *f, IrId id);
/* Copies a list of blocks of f (after `after`), remapping values and blocks
 * through `map`, which maps each cloned block and result to its copy on
 * return; ids absent from the map (values from outside) are kept. */
void ir_clone_blocks(IrModule *m, IrFunc *dst, IrBlock *after, IrBlock *const *src, uint32_t n,
                     IrMap *map, const char *suffix);

/* ---- source-level debug scopes and locals (debug.c) ---------------------- */

/* A { } block at `loc` inside scope `outer` of function `func`: its scope
 * (0 when the module keeps no debug scopes). */
uint32_t ir_dscope_block(IrModule *m, IrId func, uint32_t outer, Loc loc);
/* Scope `scope` of an instruction of f, with 0 made explicit. */
IrDScope ir_dscope_get(IrModule *m, const IrFunc *f, uint32_t scope);
/* The HLSL local a variable's name stands for (a parameter's copy is named
 * after the parameter), NULL for compiler temporaries and split members. */
const char *ir_debug_local_name(const char *name);
/* A DebugLocalVariable for variable `var` of f (promoted by mem2reg), 0
 * when it stands for no HLSL local or the module keeps no debug scopes. */
uint32_t ir_dlocal_of_var(IrModule *m, IrFunc *f, const IrInst *var);
/* sroa split variable `var` of f into `parts` (one per member): each part
 * stands for that member of var's local. */
void ir_dlocal_split(IrModule *m, IrFunc *f, const IrInst *var, const IrId *parts, uint32_t n);
/* dbg_value dlocal, value at loc in scope: unlinked. */
IrInst *ir_dbg_value_new(IrModule *m, uint32_t dlocal, IrId value, Loc loc, uint32_t scope);
/* The inliner's part: the instructions of blocks[0..n) were copied from
 * callee into caller for `call`; their scopes become the callee's inlined
 * at the call (chains for what the callee had inlined itself). */
void ir_dscope_inline(IrModule *m, IrFunc *caller, const IrInst *call, IrFunc *callee,
                      IrBlock *const *blocks, uint32_t n);

/* ---- pointer roots and usage (usage.c) ---------------------------------- */

/* The global, function variable or parameter a pointer or handle value
 * comes from (through access, copy, handle loads, image, sampled_image and
 * texel_pointer); 0 when there is none. */
IrId ir_root(IrModule *m, IrId v);

/* How code uses a root (per IrId; only roots get flags). */
enum {
    IR_USE_READ = 1,        /* loads (not of handles), array length, image reads of any kind, atomics */
    IR_USE_WRITTEN = 2,     /* stores, image writes, atomics other than atomic_load */
    IR_USE_ATOMIC = 4,      /* target of atomics */
    IR_USE_DEPTH = 8,       /* image: sampled or gathered with a comparison (dref) */
    IR_USE_CMP = 16,        /* sampler: used for a comparison */
    IR_USE_SAMPLED = 32,    /* image: read through a sampler */
    IR_USE_SPARSE = 64,     /* image: read by a sparse-residency op */
    IR_USE_HALF_STORE = 128,/* stored 16-bit floats to */
};
/* Adds what `in` does to the roots of its operands to use[] (a call with
 * pointer arguments reads and writes them). */
void ir_usage_inst(IrModule *m, const IrInst *in, uint8_t *use);
/* The uses in `funcs` (say, what an entry point reaches): a new array of
 * values.len + 1 IR_USE_* sets, from the module's arena. */
uint8_t *ir_usage(IrModule *m, IrFunc *const *funcs, uint32_t n);
/* The first instruction of f that has v among its operands, or NULL. */
const IrInst *ir_func_first_use(const IrFunc *f, IrId v);

/* ---- checking and printing ---------------------------------------------- */

/* Checks the rules stated at the top of this file; reports D_IR_INVALID
 * internal errors. Returns true if valid. */
bool ir_verify(IrModule *m, const char *after_pass);
/* Whether lowering and every pass verify what they made: always in debug
 * builds, else when the host asked (osh_options.verify_ir, -verify-ir). */
static inline bool ir_verify_enabled(const IrModule *m)
{
#ifndef NDEBUG
    (void)m;
    return true;
#else
    return m->cc->opt && m->cc->opt->verify_ir;
#endif
}
/* The textual IR (-dump-ir); deterministic. */
void ir_print(IrModule *m, Buf *out);
/* The text of ir_print read back into the (fresh) module m (parse.c);
 * false after reporting D_OPT_IR_PARSE. For tests and tools. */
bool ir_parse(IrModule *m, const char *text, size_t len);

#include "ir/cfg.h"

#endif
