/*
 * The namer: every name the back end writes goes through w_name, which
 * makes it a WGSL identifier, keeps it off WGSL's keywords, reserved words
 * and predeclared names (appending '_', as naga's proc/namer.rs does), and
 * makes it unique in the module by appending _1, _2, ... One namespace for
 * the whole module keeps a local from shadowing a global or a built-in
 * function it needs later.
 */
#include "wgsl/wgsl_int.h"

/* WGSL 1 keywords, reserved words, and predeclared types, enumerants and
 * built-in functions (a module-scope name would shadow them). Sorted for
 * the binary search. */
static const char *const reserved[] = {
    "NULL", "Self", "abs", "abstract", "acos", "acosh", "active", "alias", "alignas", "alignof",
    "all", "any", "array", "arrayLength", "as", "asin", "asinh", "asm", "asm_fragment", "async",
    "atan", "atan2", "atanh", "atomic", "atomicAdd", "atomicAnd", "atomicCompareExchangeWeak",
    "atomicExchange", "atomicLoad", "atomicMax", "atomicMin", "atomicOr", "atomicStore",
    "atomicSub", "atomicXor", "attribute", "auto", "await", "become", "binding_array",
    "bitcast", "bool", "break", "case", "cast", "catch", "ceil", "center", "centroid", "clamp",
    "class", "co_await", "co_return", "co_yield", "coherent", "column_major", "common",
    "compile", "compile_fragment", "concept", "const", "const_assert", "const_cast",
    "consteval", "constexpr", "constinit", "continue", "continuing", "cos", "cosh",
    "countLeadingZeros", "countOneBits", "countTrailingZeros", "crate", "cross", "debugger",
    "decltype", "default", "degrees", "delete", "demote", "demote_to_helper", "determinant",
    "diagnostic", "discard", "distance", "do", "dot", "dot4I8Packed", "dot4U8Packed", "dpdx",
    "dpdxCoarse", "dpdxFine", "dpdy", "dpdyCoarse", "dpdyFine", "dynamic_cast", "either",
    "else", "enable", "enum", "exp", "exp2", "explicit", "export", "extends", "extern",
    "external", "extractBits", "f16", "f32", "faceForward", "fallthrough", "false", "filter",
    "final", "finally", "firstLeadingBit", "firstTrailingBit", "flat", "floor", "fma", "fn",
    "for", "fract", "frag_depth", "frexp", "friend", "from", "front_facing", "function",
    "fwidth", "fwidthCoarse", "fwidthFine", "fxgroup", "get", "global_invocation_id", "goto",
    "groupshared", "highp", "i32", "if", "impl", "implements", "import", "inline",
    "insertBits", "instance_index", "instanceof", "interface", "inverseSqrt", "layout",
    "ldexp", "length", "let", "linear", "local_invocation_id", "local_invocation_index",
    "log", "log2", "loop", "lowp", "macro", "macro_rules", "mat2x2", "mat2x2f", "mat2x2h",
    "mat2x3", "mat2x3f", "mat2x3h", "mat2x4", "mat2x4f", "mat2x4h", "mat3x2", "mat3x2f",
    "mat3x2h", "mat3x3", "mat3x3f", "mat3x3h", "mat3x4", "mat3x4f", "mat3x4h", "mat4x2",
    "mat4x2f", "mat4x2h", "mat4x3", "mat4x3f", "mat4x3h", "mat4x4", "mat4x4f", "mat4x4h",
    "match", "max", "mediump", "meta", "min", "mix", "mod", "modf", "module", "move", "mut",
    "mutable", "namespace", "new", "nil", "noexcept", "noinline", "nointerpolation",
    "noperspective", "normalize", "null", "nullptr", "num_workgroups", "of", "operator",
    "override", "pack2x16float", "pack2x16snorm", "pack2x16unorm", "pack4x8snorm",
    "pack4x8unorm", "pack4xI8", "pack4xI8Clamp", "pack4xU8", "pack4xU8Clamp", "package",
    "packoffset", "partition", "pass", "patch", "perspective", "pixelfragment", "position",
    "pow", "precise", "precision", "premerge", "priv", "private", "protected", "ptr", "pub",
    "public", "quadBroadcast", "quadSwapDiagonal", "quadSwapX", "quadSwapY", "r32float",
    "r32sint", "r32uint", "radians", "read", "read_write", "readonly", "ref", "reflect",
    "refract", "regardless", "register", "reinterpret_cast", "require", "requires",
    "resource", "restrict", "return", "reverseBits", "rg32float", "rg32sint", "rg32uint",
    "rgba16float", "rgba16sint", "rgba16uint", "rgba32float", "rgba32sint", "rgba32uint",
    "rgba8sint", "rgba8snorm", "rgba8uint", "rgba8unorm", "round", "sample", "sample_index",
    "sample_mask", "sampler", "sampler_comparison", "saturate", "select", "self", "set",
    "shared", "sign", "sin", "sinh", "sizeof", "smooth", "smoothstep", "snorm", "sqrt",
    "static", "static_assert", "static_cast", "std", "step", "storage", "storageBarrier",
    "struct", "subgroupAdd", "subgroupAll", "subgroupAnd", "subgroupAny", "subgroupBallot",
    "subgroupBroadcast", "subgroupBroadcastFirst", "subgroupElect", "subgroupExclusiveAdd",
    "subgroupExclusiveMul", "subgroupInclusiveAdd", "subgroupInclusiveMul", "subgroupMax",
    "subgroupMin", "subgroupMul", "subgroupOr", "subgroupShuffle", "subgroupShuffleDown",
    "subgroupShuffleUp", "subgroupShuffleXor", "subgroupXor", "subgroup_invocation_id",
    "subgroup_size", "subroutine", "super", "switch", "tan", "tanh", "target", "template",
    "textureBarrier", "textureDimensions", "textureGather", "textureGatherCompare",
    "textureLoad", "textureNumLayers", "textureNumLevels", "textureNumSamples",
    "textureSample", "textureSampleBaseClampToEdge", "textureSampleBias",
    "textureSampleCompare", "textureSampleCompareLevel", "textureSampleGrad",
    "textureSampleLevel", "textureStore", "texture_1d", "texture_2d", "texture_2d_array",
    "texture_3d", "texture_cube", "texture_cube_array", "texture_depth_2d",
    "texture_depth_2d_array", "texture_depth_cube", "texture_depth_cube_array",
    "texture_depth_multisampled_2d", "texture_external", "texture_multisampled_2d",
    "texture_storage_1d", "texture_storage_2d", "texture_storage_2d_array",
    "texture_storage_3d", "this", "thread_local", "throw", "trait", "transpose", "true",
    "trunc", "try", "type", "typedef", "typeid", "typename", "typeof", "u32", "uniform",
    "union", "unless", "unorm", "unpack2x16float", "unpack2x16snorm", "unpack2x16unorm",
    "unpack4x8snorm", "unpack4x8unorm", "unpack4xI8", "unpack4xU8", "unsafe", "unsized",
    "use", "using", "var", "varying", "vec2", "vec2f", "vec2h", "vec2i", "vec2u", "vec3",
    "vec3f", "vec3h", "vec3i", "vec3u", "vec4", "vec4f", "vec4h", "vec4i", "vec4u",
    "vertex_index", "virtual", "volatile", "wgsl", "where", "while", "with", "workgroup",
    "workgroupBarrier", "workgroupUniformLoad", "workgroup_id", "write", "writeonly", "yield",
};

bool w_reserved(const char *s)
{
    size_t lo = 0, hi = countof(reserved);
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(reserved[mid], s);
        if (c == 0)
            return true;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

/* An identifier from any string: letters, digits and '_' kept, everything
 * else '_'; a leading digit, a lone '_' or a leading "__" (reserved in
 * WGSL) gets a 'v' in front; reserved words get a '_' after. */
static char *sanitize(Arena *a, const char *s)
{
    size_t n = s ? strlen(s) : 0;
    char *r = arena_alloc(a, n + 3);
    size_t j = 0;
    if (n == 0 || (s[0] >= '0' && s[0] <= '9') || (s[0] == '_' && (n == 1 || s[1] == '_')))
        r[j++] = 'v';
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '_';
        r[j++] = ok ? c : '_';
    }
    r[j] = 0;
    if (w_reserved(r)) {
        r[j++] = '_';
        r[j] = 0;
    }
    return r;
}

const char *wgsl_entry_name(Cc *cc, const char *hlsl_name)
{
    return sanitize(&cc->arena, hlsl_name);
}

const char *w_name(W *w, const char *base)
{
    char *s = sanitize(&w->cc->arena, base);
    size_t n = strlen(s);
    if (!map_get_s(&w->names, s, n)) {
        map_put_s(w->cc, &w->names, s, n, (void *)(uintptr_t)1);
        return s;
    }
    /* Taken: base_1, base_2, ... (a name ending in a digit gets '_' first
     * so that "v1" + 1 does not read as "v11"). */
    uintptr_t k = (uintptr_t)map_get_s(&w->names, s, n);
    bool digit = s[n - 1] >= '0' && s[n - 1] <= '9';
    for (;; k++) {
        char *c = arena_sprintf(&w->cc->arena, "%s%s_%u", s, digit ? "_" : "", (unsigned)k);
        size_t cn = strlen(c);
        if (!map_get_s(&w->names, c, cn)) {
            map_put_s(w->cc, &w->names, s, n, (void *)(k + 1));
            map_put_s(w->cc, &w->names, c, cn, (void *)(uintptr_t)1);
            return c;
        }
    }
}

/* A value's name base: its debug name, else the HLSL variable mem2reg saw
 * it stored to (the hint), else for a load the variable it reads (through
 * access chains to the root); else "t" for a temporary. */
static const char *value_base(W *w, IrId id)
{
    for (int depth = 0; depth < 8; depth++) {
        IrValue *v = ir_value(w->m, id);
        if (v->name)
            return v->name;
        if (v->hint)
            return v->hint;
        if (v->kind != IV_INST || !v->u.inst->nargs ||
            (v->u.inst->op != IR_LOAD && v->u.inst->op != IR_ACCESS))
            break;
        id = v->u.inst->args[0];
    }
    return "t";
}

const char *w_value_name(W *w, IrId id)
{
    return w_name(w, value_base(w, id));
}
