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
const char *builtin_name(BuiltinId id);
bool builtin_is_wave(BuiltinId id);      /* wave/quad operations (subgroups) */
bool builtin_needs_derivatives(BuiltinId id);

/* Resource members that are not calls: `tex.mips[level][coord]`,
 * `tex.sample[s][coord]`, `buf[i]` (operator[]): the element type of
 * indexing a resource of type t, or NULL if it cannot be indexed. */
Type *builtin_index_type(Cc *cc, Type *resource);

#endif
