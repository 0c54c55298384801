/*
 * HLSL types as the front end sees them.
 *
 * Types are interned per compilation: ty_vector(cc, SK_FLOAT, 4) returns the
 * same pointer every time, so `a == b` is type identity (modifiers that
 * change the type, such as row_major on a matrix, are part of the key).
 * Structs are nominal: one Type per declaration.
 *
 * HLSL's "literal" int and float types are scalars of kind SK_LIT_INT and
 * SK_LIT_FLOAT: the type of an unsuffixed literal (and of constant
 * expressions on them) until it meets a concrete type.
 */
#ifndef OSH_TYPE_H
#define OSH_TYPE_H

#include "base/base.h"

struct Decl; /* ast.h */

typedef enum ScalarKind {
    SK_BOOL,
    SK_INT16, SK_UINT16, SK_INT32, SK_UINT32, SK_INT64, SK_UINT64,
    SK_HALF,      /* float16_t / half with -enable-16bit-types */
    SK_FLOAT, SK_DOUBLE,
    /* Minimum-precision types: 32-bit storage with RelaxedPrecision unless
     * -enable-16bit-types makes them 16-bit (sema resolves them then). */
    SK_MIN16FLOAT, SK_MIN10FLOAT, SK_MIN16INT, SK_MIN12INT, SK_MIN16UINT,
    SK_LIT_INT, SK_LIT_FLOAT,
    SK_COUNT
} ScalarKind;

typedef enum TypeKind {
    TY_ERROR,     /* after a diagnostic; converts to and from everything silently */
    TY_VOID,
    TY_SCALAR,
    TY_VECTOR,    /* 1..4 elements of a scalar */
    TY_MATRIX,    /* rows x cols (1..4 each) of a scalar */
    TY_ARRAY,     /* elem[count]; count 0 = unsized (resource arrays) */
    TY_STRUCT,    /* struct, class (nominal; decl holds fields and methods) */
    TY_ENUM,      /* enum / enum class (decl); underlying type in `elem` */
    TY_RESOURCE,  /* textures, buffers, samplers, streams, patches, ... (see RESOURCES) */
    TY_STRING,    /* string literals (printf, attributes) */
    TY_FUNCTION,  /* the type of a function name before the call */
    TY_TEMPLATE_PARAM, /* a template type parameter inside a template body */
    TY_SPIRV,     /* inline SPIR-V: vk::SpirvType, vk::SpirvOpaqueType, vk::ext_type and the
                     operand forms vk::integral_constant, vk::Literal (spv below) */
} TypeKind;

/* Resource kinds: X(id, spelling, class, dim, flags).
 * class: what the object is for (RC_*); dim: image dimensionality (1,2,3,
 * 'c' for cube, 'b' buffer, 0 none); flags: RF_* bits. */
enum { RC_TEXTURE, RC_RWTEXTURE, RC_BUFFER_VIEW, RC_STRUCTURED, RC_BYTE_ADDRESS,
       RC_CBUFFER, RC_SAMPLER, RC_SUBPASS, RC_PATCH, RC_STREAM, RC_ACCEL, RC_RAYQUERY,
       RC_OTHER,
       RC_HEAP,         /* SM 6.6 ResourceDescriptorHeap / SamplerDescriptorHeap */
       RC_DESCRIPTOR,   /* an element of a heap: converts to a resource type (vk_types.c) */
       RC_POINTER };    /* vk::BufferPointer<T, A>: elem T, count A (0 = alignof(T)) */
enum { RF_ARRAY = 1, RF_MS = 2, RF_WRITE = 4, RF_ROV = 8, RF_APPEND = 16, RF_CONSUME = 32,
       RF_CMP = 64, RF_TEMPLATED = 128 /* takes <T> */,
       RF_COMBINED = 256 /* vk::SampledTexture*: a combined image sampler */ };

#define RESOURCES(X) \
    X(R_TEXTURE1D, "Texture1D", RC_TEXTURE, 1, RF_TEMPLATED) \
    X(R_TEXTURE1D_ARRAY, "Texture1DArray", RC_TEXTURE, 1, RF_TEMPLATED | RF_ARRAY) \
    X(R_TEXTURE2D, "Texture2D", RC_TEXTURE, 2, RF_TEMPLATED) \
    X(R_TEXTURE2D_ARRAY, "Texture2DArray", RC_TEXTURE, 2, RF_TEMPLATED | RF_ARRAY) \
    X(R_TEXTURE2DMS, "Texture2DMS", RC_TEXTURE, 2, RF_TEMPLATED | RF_MS) \
    X(R_TEXTURE2DMS_ARRAY, "Texture2DMSArray", RC_TEXTURE, 2, RF_TEMPLATED | RF_MS | RF_ARRAY) \
    X(R_TEXTURE3D, "Texture3D", RC_TEXTURE, 3, RF_TEMPLATED) \
    X(R_TEXTURECUBE, "TextureCube", RC_TEXTURE, 'c', RF_TEMPLATED) \
    X(R_TEXTURECUBE_ARRAY, "TextureCubeArray", RC_TEXTURE, 'c', RF_TEMPLATED | RF_ARRAY) \
    X(R_RWTEXTURE1D, "RWTexture1D", RC_RWTEXTURE, 1, RF_TEMPLATED | RF_WRITE) \
    X(R_RWTEXTURE1D_ARRAY, "RWTexture1DArray", RC_RWTEXTURE, 1, RF_TEMPLATED | RF_WRITE | RF_ARRAY) \
    X(R_RWTEXTURE2D, "RWTexture2D", RC_RWTEXTURE, 2, RF_TEMPLATED | RF_WRITE) \
    X(R_RWTEXTURE2D_ARRAY, "RWTexture2DArray", RC_RWTEXTURE, 2, RF_TEMPLATED | RF_WRITE | RF_ARRAY) \
    X(R_RWTEXTURE3D, "RWTexture3D", RC_RWTEXTURE, 3, RF_TEMPLATED | RF_WRITE) \
    X(R_ROTEXTURE1D, "RasterizerOrderedTexture1D", RC_RWTEXTURE, 1, RF_TEMPLATED | RF_WRITE | RF_ROV) \
    X(R_ROTEXTURE1D_ARRAY, "RasterizerOrderedTexture1DArray", RC_RWTEXTURE, 1, RF_TEMPLATED | RF_WRITE | RF_ROV | RF_ARRAY) \
    X(R_ROTEXTURE2D, "RasterizerOrderedTexture2D", RC_RWTEXTURE, 2, RF_TEMPLATED | RF_WRITE | RF_ROV) \
    X(R_ROTEXTURE2D_ARRAY, "RasterizerOrderedTexture2DArray", RC_RWTEXTURE, 2, RF_TEMPLATED | RF_WRITE | RF_ROV | RF_ARRAY) \
    X(R_ROTEXTURE3D, "RasterizerOrderedTexture3D", RC_RWTEXTURE, 3, RF_TEMPLATED | RF_WRITE | RF_ROV) \
    X(R_BUFFER, "Buffer", RC_BUFFER_VIEW, 'b', RF_TEMPLATED) \
    X(R_RWBUFFER, "RWBuffer", RC_BUFFER_VIEW, 'b', RF_TEMPLATED | RF_WRITE) \
    X(R_ROBUFFER, "RasterizerOrderedBuffer", RC_BUFFER_VIEW, 'b', RF_TEMPLATED | RF_WRITE | RF_ROV) \
    X(R_STRUCTURED, "StructuredBuffer", RC_STRUCTURED, 0, RF_TEMPLATED) \
    X(R_RWSTRUCTURED, "RWStructuredBuffer", RC_STRUCTURED, 0, RF_TEMPLATED | RF_WRITE) \
    X(R_ROSTRUCTURED, "RasterizerOrderedStructuredBuffer", RC_STRUCTURED, 0, RF_TEMPLATED | RF_WRITE | RF_ROV) \
    X(R_APPEND, "AppendStructuredBuffer", RC_STRUCTURED, 0, RF_TEMPLATED | RF_WRITE | RF_APPEND) \
    X(R_CONSUME, "ConsumeStructuredBuffer", RC_STRUCTURED, 0, RF_TEMPLATED | RF_WRITE | RF_CONSUME) \
    X(R_BYTEADDRESS, "ByteAddressBuffer", RC_BYTE_ADDRESS, 0, 0) \
    X(R_RWBYTEADDRESS, "RWByteAddressBuffer", RC_BYTE_ADDRESS, 0, RF_WRITE) \
    X(R_ROBYTEADDRESS, "RasterizerOrderedByteAddressBuffer", RC_BYTE_ADDRESS, 0, RF_WRITE | RF_ROV) \
    X(R_CONSTANTBUFFER, "ConstantBuffer", RC_CBUFFER, 0, RF_TEMPLATED) \
    X(R_TEXTUREBUFFER, "TextureBuffer", RC_CBUFFER, 0, RF_TEMPLATED) \
    X(R_SAMPLER, "SamplerState", RC_SAMPLER, 0, 0) \
    X(R_SAMPLER_CMP, "SamplerComparisonState", RC_SAMPLER, 0, RF_CMP) \
    X(R_SUBPASS, "SubpassInput", RC_SUBPASS, 2, RF_TEMPLATED) \
    X(R_SUBPASS_MS, "SubpassInputMS", RC_SUBPASS, 2, RF_TEMPLATED | RF_MS) \
    X(R_INPUTPATCH, "InputPatch", RC_PATCH, 0, RF_TEMPLATED) \
    X(R_OUTPUTPATCH, "OutputPatch", RC_PATCH, 0, RF_TEMPLATED) \
    X(R_POINTSTREAM, "PointStream", RC_STREAM, 0, RF_TEMPLATED) \
    X(R_LINESTREAM, "LineStream", RC_STREAM, 0, RF_TEMPLATED) \
    X(R_TRIANGLESTREAM, "TriangleStream", RC_STREAM, 0, RF_TEMPLATED) \
    X(R_ACCEL, "RaytracingAccelerationStructure", RC_ACCEL, 0, 0) \
    X(R_RAYQUERY, "RayQuery", RC_RAYQUERY, 0, RF_TEMPLATED) \
    /* DXC's Vulkan types and SM 6.6 heaps (front end only so far: vk_types.c) */ \
    X(R_SAMPLED_TEXTURE1D, "vk::SampledTexture1D", RC_TEXTURE, 1, RF_TEMPLATED | RF_COMBINED) \
    X(R_SAMPLED_TEXTURE1D_ARRAY, "vk::SampledTexture1DArray", RC_TEXTURE, 1, RF_TEMPLATED | RF_COMBINED | RF_ARRAY) \
    X(R_SAMPLED_TEXTURE2D, "vk::SampledTexture2D", RC_TEXTURE, 2, RF_TEMPLATED | RF_COMBINED) \
    X(R_SAMPLED_TEXTURE2D_ARRAY, "vk::SampledTexture2DArray", RC_TEXTURE, 2, RF_TEMPLATED | RF_COMBINED | RF_ARRAY) \
    X(R_SAMPLED_TEXTURE2DMS, "vk::SampledTexture2DMS", RC_TEXTURE, 2, RF_TEMPLATED | RF_COMBINED | RF_MS) \
    X(R_SAMPLED_TEXTURE2DMS_ARRAY, "vk::SampledTexture2DMSArray", RC_TEXTURE, 2, RF_TEMPLATED | RF_COMBINED | RF_MS | RF_ARRAY) \
    X(R_SAMPLED_TEXTURE3D, "vk::SampledTexture3D", RC_TEXTURE, 3, RF_TEMPLATED | RF_COMBINED) \
    X(R_SAMPLED_TEXTURECUBE, "vk::SampledTextureCUBE", RC_TEXTURE, 'c', RF_TEMPLATED | RF_COMBINED) \
    X(R_SAMPLED_TEXTURECUBE_ARRAY, "vk::SampledTextureCUBEArray", RC_TEXTURE, 'c', RF_TEMPLATED | RF_COMBINED | RF_ARRAY) \
    X(R_RESOURCE_HEAP, "ResourceDescriptorHeap", RC_HEAP, 0, 0) \
    X(R_SAMPLER_HEAP, "SamplerDescriptorHeap", RC_HEAP, 0, RF_CMP) \
    X(R_HEAP_RESOURCE, "ResourceDescriptorHeap element", RC_DESCRIPTOR, 0, 0) \
    X(R_HEAP_SAMPLER, "SamplerDescriptorHeap element", RC_DESCRIPTOR, 0, RF_CMP) \
    X(R_BUFFER_POINTER, "vk::BufferPointer", RC_POINTER, 0, RF_TEMPLATED)

typedef enum ResKind {
#define X(id, s, c, d, f) id,
    RESOURCES(X)
#undef X
    R_COUNT
} ResKind;

typedef struct ResInfo {
    const char *name;
    uint8_t cls, dim;
    uint16_t flags;
} ResInfo;
const ResInfo *ty_res_info(ResKind k);

/* Type modifiers that are part of a type's identity. */
enum {
    TM_ROW_MAJOR = 1,     /* matrices: explicit row_major */
    TM_COLUMN_MAJOR = 2,  /* matrices: explicit column_major */
    TM_SNORM = 4,
    TM_UNORM = 8,
};

typedef struct Type Type;

/* What a TY_SPIRV type is (DXC's vk::SpirvType<opcode, size, alignment,
 * operands...>, vk::SpirvOpaqueType<opcode, operands...>, vk::ext_type<id>,
 * and the operands vk::integral_constant<T, v> (an OpConstant) and
 * vk::Literal<vk::integral_constant<T, v>> (its literal word)). An operand
 * is any other type (its id) or one of these two forms. caps and exts are
 * the [[vk::ext_capability]] and [[vk::ext_extension]] of a type alias: the
 * module declares them where the type is used. */
typedef enum SpvForm { SPV_SIZED, SPV_OPAQUE, SPV_CONSTANT, SPV_LITERAL, SPV_EXT_TYPE } SpvForm;
typedef struct SpvTypeDesc {
    uint8_t form;
    uint32_t opcode;        /* SIZED, OPAQUE; EXT_TYPE: the ext_type_def id */
    uint32_t size, align;   /* SIZED: bytes in a buffer */
    uint32_t nops;
    Type **ops;             /* SIZED, OPAQUE: operands; LITERAL: ops[0] the CONSTANT */
    Type *vtype;            /* CONSTANT: the scalar type */
    uint64_t value;         /* CONSTANT: the value (two's complement) */
    uint32_t ncaps, nexts;
    uint32_t *caps;
    Str *exts;
    Loc loc;                /* where it was first written (not part of its identity) */
} SpvTypeDesc;
Type *ty_spirv(Cc *cc, const SpvTypeDesc *d); /* interned by content */

/* The register class a resource binds to ('t', 'u', 's', 'b'; arrays by their element),
 * 0 when it has none (non-resources, patches, streams). */
char ty_register_class(const Type *t);
struct Type {
    TypeKind kind;
    ScalarKind scalar;  /* TY_SCALAR, TY_VECTOR, TY_MATRIX: the element scalar */
    uint8_t rows;       /* TY_MATRIX */
    uint8_t cols;       /* TY_VECTOR: element count; TY_MATRIX: columns */
    uint8_t mods;       /* TM_* */
    ResKind res;        /* TY_RESOURCE */
    Type *elem;         /* TY_ARRAY element; TY_RESOURCE template argument
                           (NULL = default, e.g. float4 for Texture2D);
                           TY_ENUM underlying type */
    uint32_t count;     /* TY_ARRAY: element count (0 = unsized);
                           TY_RESOURCE: Texture2DMS sample count, patch size,
                           RayQuery flags */
    struct Decl *decl;  /* TY_STRUCT / TY_ENUM / TY_TEMPLATE_PARAM declaration */
    Str name;           /* TY_STRUCT / TY_ENUM / TY_TEMPLATE_PARAM */
    const SpvTypeDesc *spv; /* TY_SPIRV */
    uint32_t id;        /* creation order: deterministic ordering key */
};

/* Constructors (interned). */
Type *ty_error(Cc *cc);
Type *ty_void(Cc *cc);
Type *ty_scalar(Cc *cc, ScalarKind k);
Type *ty_vector(Cc *cc, ScalarKind k, unsigned n);       /* n == 1 is still a vector */
Type *ty_matrix(Cc *cc, ScalarKind k, unsigned rows, unsigned cols, unsigned mods);
Type *ty_array(Cc *cc, Type *elem, uint32_t count);
/* Textures, RW textures, Buffer/RWBuffer and subpass inputs with elem NULL
 * get float4, so Texture2D and Texture2D<float4> are the same pointer. */
Type *ty_resource(Cc *cc, ResKind k, Type *elem, uint32_t count);
Type *ty_string(Cc *cc);
Type *ty_with_mods(Cc *cc, Type *t, unsigned mods);      /* same type with other TM_ bits */
Type *ty_struct_new(Cc *cc, Str name, struct Decl *decl); /* a fresh nominal type */

/* Queries. */
bool ty_is_numeric(const Type *t);    /* scalar, vector or matrix */
bool ty_is_float_kind(ScalarKind k);  /* half/float/double/min16float/min10float/lit float */
bool ty_is_int_kind(ScalarKind k);    /* any integer incl. literal int (not bool) */
bool ty_is_signed_kind(ScalarKind k);
unsigned ty_scalar_bits(ScalarKind k); /* storage width: 16/32/64; bool 32; literal 64 */
unsigned ty_component_count(const Type *t); /* scalars in a numeric type; 0 otherwise */
/* vk::BufferPointer<T, A>: A, or (no A) the natural alignment of T, its widest scalar. */
uint32_t ty_pointer_align(const Type *pt);
/* DXC's packed layout (sizeof, ByteAddressBuffer.Load<T>): every scalar at its
 * own size's alignment (bool 4 bytes), vectors, matrices and arrays packed,
 * structs aligned to their widest member and padded to it; resources take
 * nothing. offs (optional): each struct field's offset. */
uint32_t ty_packed_align(Type *t);
uint32_t ty_packed_size(Type *t, uint32_t *offs);
/* Bitfields in memory (DXC's packing): the integer scalar of a bitfield that
 * packs (SK_BOOL: f is none), and whether f joins an open unit of scalar
 * `unit` with `used` bits taken. */
ScalarKind ty_bitfield_scalar(const struct Decl *f);
bool ty_bitfield_joins(const struct Decl *f, ScalarKind unit, uint32_t used);
Type *ty_elem_scalar(Cc *cc, const Type *t); /* the scalar type of a numeric type */
/* Same shape as t, with element scalar k. */
Type *ty_with_scalar(Cc *cc, const Type *t, ScalarKind k);

/* "float4", "row_major float3x4", "RWStructuredBuffer<S>", "int[4]"... */
const char *ty_name(Cc *cc, const Type *t);
const char *ty_scalar_name(ScalarKind k);

/* Looks up a built-in type name ("float3x4", "uint", "dword", "half",
 * "Texture2D", "vector", "matrix"...). Returns NULL when `name` is not one.
 *
 * Template names return their default, which is also what the name means
 * without `<...>`: "vector" -> float4, "matrix" -> float4x4, "Texture2D" ->
 * Texture2D<float4>, "StructuredBuffer" -> StructuredBuffer with elem NULL
 * (an error for sema to report if no `<...>` follows). When `<` follows a
 * name for which ty_is_template_name() is true, the parser builds the type
 * itself: ty_vector(cc, k, n), ty_matrix(cc, k, r, c, 0) or
 * ty_resource(cc, t->res, elem, count).
 *
 * 16-bit types (DXC's rules): without enable_16bit, `half` is float and
 * min16float/min10float/min16int/min12int/min16uint are the SK_MIN* kinds
 * (lowering: 32-bit + RelaxedPrecision). With it, half == float16_t ==
 * min16float == min10float (SK_HALF), min16int/min12int are SK_INT16 and
 * min16uint is SK_UINT16. float16_t/int16_t/uint16_t are always the 16-bit
 * kinds (DXC rejects them without -enable-16bit-types: sema's check).
 * int8_t4_packed/uint8_t4_packed are uint. "sampler" is SamplerState. */
Type *ty_lookup_builtin(Cc *cc, Str name, bool enable_16bit);
/* True for "vector", "matrix" and the resource names that take <T>. */
bool ty_is_template_name(Str name);
/* Resource kind for a name ("RWTexture2D"), or R_COUNT. */
ResKind ty_res_lookup(const char *name);

#endif
