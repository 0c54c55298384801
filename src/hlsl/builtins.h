/*
 * Built-in functions and methods: HLSL's intrinsic functions (SM 6.0-6.6 and
 * the later ones the front end type-checks), and the methods of resource
 * objects (Sample, Load, GetDimensions, Append, ...). One table,
 * intrinsics.def, lists every overload family; builtins.c resolves a call
 * against it.
 *
 * The front end (sema) calls builtin_resolve for a call whose callee is not a
 * user function; lowering switches on the BuiltinId.
 */
#ifndef OSH_BUILTINS_H
#define OSH_BUILTINS_H

#include "hlsl/type.h"

typedef enum BuiltinId {
    BI_NONE = 0,    /* not a built-in: look elsewhere */
    BI_ERROR,       /* a built-in, but the call does not fit (diagnosed) */
#define BUILTIN(id, ...) id,
#include "hlsl/intrinsics.def"
#undef BUILTIN
    BI_COUNT
} BuiltinId;

enum { BP_IN = 0, BP_OUT = 1, BP_INOUT = 2 };

/* The signature a call resolved to: the arguments are converted to
 * `params[i]` (the front end inserts the implicit conversions); out and inout
 * parameters need lvalues of exactly that type (copy-in/copy-out). */
typedef struct BuiltinSig {
    Type *ret;
    Type **params;
    uint8_t *param_mode; /* BP_* */
    uint32_t nparams;
} BuiltinSig;

/*
 * Contract for the parser/sema author:
 *  - `name` is interned and spelled in full: namespace-qualified intrinsics
 *    arrive as "vk::RawBufferLoad", "vk::RawBufferStore", "vk::ReadClock",
 *    "vk::ext_execution_mode", "vk::ext_execution_mode_id".
 *  - object: NULL for a free call; for `x.Name(...)` pass x's type (a
 *    TY_RESOURCE). Non-resource objects give BI_NONE (sema's own members).
 *  - args: the argument types as written (literals as SK_LIT_*). Error types
 *    match anything and never cause a second diagnostic.
 *  - out->params has one entry per argument (printf's variadic tail too:
 *    the argument's type with literals made int/float); the front end
 *    converts each in-argument to params[i]; for BP_OUT/BP_INOUT the
 *    argument must be an lvalue (BP_INOUT params of Interlocked*, TraceRay
 *    and CallShader require the exact type; out params may need a copy-out
 *    conversion).
 *  - TraceRay/TraceRayInline need a struct type named "RayDesc" (sema
 *    predeclares it: float3 Origin; float TMin; float3 Direction; float
 *    TMax;); ReportHit/CallShader/TraceRay/DispatchMesh take any struct.
 *  - HLSL 2021 only (select/and/or): not built-ins when cc->hlsl_version is
 *    set below 2021.
 * Diagnostics: OSH0350 WaveMatch/WaveMultiPrefix* (resolved, but an error),
 * OSH0351 no match (with candidate notes), OSH0352 ambiguous, OSH0353/0354
 * template argument, OSH0355 object without element type, OSH0361 warning:
 * double argument to a float-only intrinsic (converted to float).
 *
 * Resolves `name(args...)` (object == NULL) or `object.name(args...)`
 * (object is the resource, e.g. Texture2D<float4>, or a vector/matrix type
 * for none), with an optional explicit template argument (`Load<float4>`).
 * args may be literal types (SK_LIT_INT/SK_LIT_FLOAT) and are resolved as
 * HLSL does. Returns BI_NONE without a diagnostic when `name` is not a
 * built-in of that object; BI_ERROR after a diagnostic when it is but the
 * arguments do not fit.
 */
BuiltinId builtin_resolve(Cc *cc, Loc loc, Type *object, Str name, Type *template_arg,
                          Type *const *args, uint32_t nargs, BuiltinSig *out);

/* True when `name` is an intrinsic function name (so `name(` is a call). */
bool builtin_is_intrinsic(Cc *cc, Str name);

/* Properties for later phases. */
const char *builtin_name(BuiltinId id);  /* "abs", "Sample", "vk::RawBufferLoad" */
bool builtin_is_wave(BuiltinId id);      /* wave/quad operations (subgroups) */
bool builtin_needs_derivatives(BuiltinId id); /* ddx..fwidth, Sample, SampleBias,
                                               SampleCmp(Bias), CalculateLevelOfDetail* */
bool builtin_is_method(BuiltinId id);    /* a resource method (object != NULL) */

/* Resource members that are not calls: `tex.mips[level][coord]`,
 * `tex.sample[s][coord]`, `buf[i]` (operator[]): the element type of
 * indexing a resource of type t, or NULL if it cannot be indexed.
 * Indexable: textures except cubes (MS: sample 0), RW textures, Buffer,
 * RWBuffer, (RW)StructuredBuffer, InputPatch/OutputPatch. Not indexable:
 * ConstantBuffer, ByteAddressBuffer, Append/Consume buffers. Arrays of
 * resources are ordinary TY_ARRAY (sema's). */
Type *builtin_index_type(Cc *cc, Type *resource);
/* The index operand type of operator[]: uint for 1D/buffers/patches, uint2
 * for Texture2D and Texture1DArray, uint3 for Texture3D/Texture2DArray... */
Type *builtin_index_coord_type(Cc *cc, Type *resource);
/* operator[] yields an lvalue (RW textures, RW buffers, RW structured). */
bool builtin_index_is_writable(const Type *resource);
/* `tex.mips[level][pos]` (sampled non-MS, non-cube textures) and
 * `tex.sample[s][pos]` (Texture2DMS[Array]): the element type, or NULL when
 * the texture has no such member; *pos receives the pos type (as
 * builtin_index_coord_type); level and s are uint. */
Type *builtin_mips_type(Cc *cc, Type *resource, Type **pos);
Type *builtin_sample_type(Cc *cc, Type *resource, Type **pos);

/* Self-check of intrinsics.def for the unit tests: every overload string
 * parses (a malformed one is an internal error) and is consistent. */
bool builtin_check_table(Cc *cc);

#endif
