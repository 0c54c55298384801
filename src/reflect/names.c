/*
 * Names for numbers: SPIR-V capabilities, built-ins and image formats (from
 * the generated ir/spirv_grammar.def), the WGSL spellings of built-ins and
 * storage formats, the Vulkan features a capability needs (features.def)
 * and the subgroup operation class of a GroupNonUniform* capability.
 * Lookups are linear scans of const tables: reflection asks a few dozen
 * times a compilation.
 */
#include "reflect/reflect.h"

typedef struct Name {
    const char *name;
    uint32_t value;
} Name;

static const Name cap_names[] = {
#define SPV_ENUM_Capability(name, value) {name, value},
#include "ir/spirv_grammar.def"
#undef SPV_ENUM_Capability
};

static const Name builtin_names[] = {
#define SPV_ENUM_BuiltIn(name, value) {name, value},
#include "ir/spirv_grammar.def"
#undef SPV_ENUM_BuiltIn
};

static const Name format_names[] = {
#define SPV_ENUM_ImageFormat(name, value) {name, value},
#include "ir/spirv_grammar.def"
#undef SPV_ENUM_ImageFormat
};

static const char *lookup(const Name *t, size_t n, uint32_t v)
{
    for (size_t i = 0; i < n; i++)
        if (t[i].value == v)
            return t[i].name;
    return NULL;
}

const char *reflect_capability_name(Cc *cc, uint32_t cap)
{
    const char *s = lookup(cap_names, countof(cap_names), cap);
    return s ? s : arena_sprintf(&cc->arena, "Capability%u", cap);
}

const char *reflect_builtin_name(Cc *cc, uint32_t builtin)
{
    const char *s = lookup(builtin_names, countof(builtin_names), builtin);
    return s ? s : arena_sprintf(&cc->arena, "BuiltIn%u", builtin);
}

const char *reflect_format_name(Cc *cc, uint32_t format)
{
    const char *s = lookup(format_names, countof(format_names), format);
    return s ? s : arena_sprintf(&cc->arena, "ImageFormat%u", format);
}

/* The WGSL back end's built-in table (wgsl/emit.c), the spelling only. */
static const Name wgsl_builtins[] = {
    {"global_invocation_id", SpvBuiltInGlobalInvocationId},
    {"local_invocation_id", SpvBuiltInLocalInvocationId},
    {"local_invocation_index", SpvBuiltInLocalInvocationIndex},
    {"workgroup_id", SpvBuiltInWorkgroupId},
    {"num_workgroups", SpvBuiltInNumWorkgroups},
    {"subgroup_invocation_id", SpvBuiltInSubgroupLocalInvocationId},
    {"subgroup_size", SpvBuiltInSubgroupSize},
    {"vertex_index", SpvBuiltInVertexIndex},
    {"instance_index", SpvBuiltInInstanceIndex},
    {"position", SpvBuiltInPosition},
    {"position", SpvBuiltInFragCoord},
    {"front_facing", SpvBuiltInFrontFacing},
    {"frag_depth", SpvBuiltInFragDepth},
    {"sample_index", SpvBuiltInSampleId},
    {"sample_mask", SpvBuiltInSampleMask},
};

const char *reflect_wgsl_builtin(uint32_t builtin)
{
    return lookup(wgsl_builtins, countof(wgsl_builtins), builtin);
}

/* WebGPU's storage texture formats that have a SPIR-V twin (WGSL 2.4
 * "texel formats"; the same list as wgsl/image.c). */
static const Name wgsl_formats[] = {
    {"rgba8unorm", SpvImageFormatRgba8},     {"rgba8snorm", SpvImageFormatRgba8Snorm},
    {"rgba8uint", SpvImageFormatRgba8ui},    {"rgba8sint", SpvImageFormatRgba8i},
    {"rgba16uint", SpvImageFormatRgba16ui},  {"rgba16sint", SpvImageFormatRgba16i},
    {"rgba16float", SpvImageFormatRgba16f},  {"r32uint", SpvImageFormatR32ui},
    {"r32sint", SpvImageFormatR32i},         {"r32float", SpvImageFormatR32f},
    {"rg32uint", SpvImageFormatRg32ui},      {"rg32sint", SpvImageFormatRg32i},
    {"rg32float", SpvImageFormatRg32f},      {"rgba32uint", SpvImageFormatRgba32ui},
    {"rgba32sint", SpvImageFormatRgba32i},   {"rgba32float", SpvImageFormatRgba32f},
};

const char *reflect_wgsl_format(uint32_t format)
{
    return lookup(wgsl_formats, countof(wgsl_formats), format);
}

static const Name vk_features[] = {
#define VK_FEATURE(cap, name) {name, cap},
#include "reflect/features.def"
#undef VK_FEATURE
};

uint32_t reflect_vk_features(uint32_t cap, const char **out, uint32_t max)
{
    uint32_t n = 0;
    for (size_t i = 0; i < countof(vk_features); i++)
        if (vk_features[i].value == cap && n < max)
            out[n++] = vk_features[i].name;
    return n;
}

/* VkSubgroupFeatureFlagBits of each GroupNonUniform capability. */
uint32_t reflect_subgroup_bit(uint32_t cap)
{
    switch (cap) {
    case SpvCapabilityGroupNonUniform: return OSH_SUBGROUP_BASIC;
    case SpvCapabilityGroupNonUniformVote: return OSH_SUBGROUP_VOTE;
    case SpvCapabilityGroupNonUniformArithmetic: return OSH_SUBGROUP_ARITHMETIC;
    case SpvCapabilityGroupNonUniformBallot: return OSH_SUBGROUP_BALLOT;
    case SpvCapabilityGroupNonUniformShuffle: return OSH_SUBGROUP_SHUFFLE;
    case SpvCapabilityGroupNonUniformShuffleRelative: return OSH_SUBGROUP_SHUFFLE_RELATIVE;
    case SpvCapabilityGroupNonUniformClustered: return OSH_SUBGROUP_CLUSTERED;
    case SpvCapabilityGroupNonUniformQuad: return OSH_SUBGROUP_QUAD;
    case SpvCapabilityGroupNonUniformPartitionedNV: return OSH_SUBGROUP_PARTITIONED_NV;
    default: return 0;
    }
}

/* A vertex attribute's VkFormat name (NULL when none: bool) and, in *wgpu,
 * its GPUVertexFormat (NULL when WebGPU has none). */
const char *reflect_vertex_format(osh_scalar s, uint32_t count, const char **wgpu)
{
    static const struct {
        osh_scalar s;
        uint32_t n;
        const char *vk, *wgpu;
    } table[] = {
#define X(S, N, VK, WGPU) {OSH_SCALAR_##S, N, VK, WGPU},
#include "reflect/vertex_formats.def"
#undef X
    };
    for (size_t i = 0; i < countof(table); i++)
        if (table[i].s == s && table[i].n == count) {
            *wgpu = table[i].wgpu;
            return table[i].vk;
        }
    *wgpu = NULL;
    return NULL;
}
