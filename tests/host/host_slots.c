/*
 * Issue 22's binding defects, through the library and its host helpers
 * (no device needed). Expected slots are worked out by hand from the rules
 * in src/wgsl/binding.c and DXC's register mapping (tN, sN -> binding N):
 *
 *  1. VS uses tB/sB, PS tA/sA/tB/sB (tA t0, sA s0, tB t1, sB s1). Over the
 *     whole source: tA keeps 0, tB keeps 1, sA moves to 2, sB to 3, in
 *     both stages; the merged layout has 4 entries, each naming its
 *     resource, sB visible to both stages.
 *  2. VS's resources in set 0, PS's in set 1, push constants in both: the
 *     push-constant slot is per source (group 1, after binding 0: 1), so
 *     the stages link; -fwgsl-push-constant-binding pins it.
 *  3. Two sources' different resources on one slot fail with both names;
 *     a single compute stage's collision never says "another stage".
 *  4. NonUniformResourceIndex into a texture array needs Vulkan's
 *     shaderSampledImageArrayNonUniformIndexing (the SPIR-V spec's
 *     SampledImageArrayNonUniformIndexing capability).
 *  5. WebGPU sample types: see sample_types.
 */
#include <stdio.h>
#include <string.h>

#include "oneshader.h"

static int failures;
#define CHECK(c, ...)                                                                    \
    do {                                                                                 \
        if (!(c)) {                                                                      \
            fprintf(stderr, "host_slots:%d: ", __LINE__);                                \
            fprintf(stderr, __VA_ARGS__);                                                \
            fputc('\n', stderr);                                                         \
            failures++;                                                                  \
        }                                                                                \
    } while (0)

static const char pair[] =
    "Texture2D tA : register(t0); SamplerState sA : register(s0);\n"
    "Texture2D tB : register(t1); SamplerState sB : register(s1);\n"
    "float4 vs(uint id : SV_VertexID) : SV_Position {\n"
    "  return tB.SampleLevel(sB, float2(id, 0), 0); }\n"
    "float4 ps(float4 p : SV_Position) : SV_Target {\n"
    "  return tA.Sample(sA, p.xy) + tB.Sample(sB, p.xy); }\n";

static const char pc_pair[] =
    "struct P { float4 tint; }; [[vk::push_constant]] P pc;\n"
    "Texture2D tV : register(t0, space0); Texture2D tP : register(t0, space1);\n"
    "float4 vs(uint id : SV_VertexID) : SV_Position { return tV.Load(int3(id, 0, 0)) * pc.tint; }\n"
    "float4 ps(float4 p : SV_Position) : SV_Target { return tP.Load(int3(p.xy, 0)) * pc.tint; }\n";

static osh_result *compile(osh_context *ctx, const char *src, const char *profile,
                           const char *entry, osh_target target, const osh_options *base)
{
    osh_options opt;
    if (base)
        opt = *base;
    else
        osh_options_init(&opt);
    opt.profile = profile;
    opt.entry = entry;
    opt.target = target;
    osh_result *r = osh_compile(ctx, "slots.hlsl", src, strlen(src), &opt);
    if (osh_result_status(r) != OSH_OK)
        for (size_t i = 0; i < osh_result_diagnostic_count(r); i++)
            fprintf(stderr, "%s\n", osh_result_diagnostic(r, i)->message);
    CHECK(osh_result_status(r) == OSH_OK, "%s does not compile", entry);
    return r;
}

static const osh_wgpu_binding *find(const osh_wgpu_binding *b, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (b[i].name && !strcmp(b[i].name, name))
            return &b[i];
    return NULL;
}

static void pair_slots(osh_context *ctx)
{
    osh_result *vs = compile(ctx, pair, "vs_6_0", "vs", OSH_TARGET_WGSL, NULL);
    osh_result *ps = compile(ctx, pair, "ps_6_0", "ps", OSH_TARGET_WGSL, NULL);
    const osh_reflection *refl[2] = {osh_result_reflection(vs), osh_result_reflection(ps)};
    osh_wgpu_binding b[16];
    size_t nb = 0, nf = 0;
    const char *features[8];
    char reason[256];
    osh_status st = osh_wgpu_pipeline_layout(refl, 2, b, 16, &nb, features, 8, &nf, reason,
                                             sizeof reason);
    CHECK(st == OSH_OK, "pair layout: %s", reason);
    CHECK(nb == 4, "pair layout has %zu entries, not 4", nb);
    static const struct { const char *name; unsigned binding, vis; } want[] = {
        {"tA", 0, 2}, {"tB", 1, 3}, {"sA", 2, 2}, {"sB", 3, 3},
    };
    for (size_t i = 0; i < 4; i++) {
        const osh_wgpu_binding *e = find(b, nb, want[i].name);
        CHECK(e && e->binding == want[i].binding && e->visibility == want[i].vis,
              "%s: binding %d visibility %d, expected %u %u", want[i].name, e ? (int)e->binding : -1,
              e ? (int)e->visibility : -1, want[i].binding, want[i].vis);
        /* Which reflections use it: the VS is refl[0], the PS refl[1]. */
        uint64_t mask = want[i].vis == 3 ? 3 : 2;
        CHECK(e && e->entry_mask == mask, "%s: entry_mask %llu, expected %llu", want[i].name,
              e ? (unsigned long long)e->entry_mask : 0ull, (unsigned long long)mask);
    }
    /* The WGSL text says the same: the VS's sB at binding 3. */
    size_t len;
    const char *text = osh_result_text(vs, &len);
    CHECK(text && strstr(text, "@group(0) @binding(3) var sB"), "VS WGSL:\n%s", text ? text : "");
    osh_result_free(vs);
    osh_result_free(ps);
}

static void push_slots(osh_context *ctx)
{
    for (int pin = 0; pin < 2; pin++) {
        osh_options opt;
        osh_options_init(&opt);
        if (pin) {
            opt.wgsl_push_constant_pinned = 1;
            opt.wgsl_push_constant_group = 2;
            opt.wgsl_push_constant_binding = 7;
        }
        osh_result *vs = compile(ctx, pc_pair, "vs_6_0", "vs", OSH_TARGET_WGSL, &opt);
        osh_result *ps = compile(ctx, pc_pair, "ps_6_0", "ps", OSH_TARGET_WGSL, &opt);
        const osh_reflection *refl[2] = {osh_result_reflection(vs), osh_result_reflection(ps)};
        osh_wgpu_binding b[16];
        size_t nb = 0, nf = 0;
        const char *features[8];
        char reason[256];
        osh_status st = osh_wgpu_pipeline_layout(refl, 2, b, 16, &nb, features, 8, &nf, reason,
                                                 sizeof reason);
        CHECK(st == OSH_OK, "push layout (pin %d): %s", pin, reason);
        const osh_wgpu_binding *e = find(b, nb, "pc");
        unsigned g = pin ? 2 : 1, bi = pin ? 7 : 1;
        CHECK(e && e->is_push_constants && e->group == g && e->binding == bi && e->visibility == 3,
              "push constants (pin %d) at group %d binding %d, expected %u %u", pin,
              e ? (int)e->group : -1, e ? (int)e->binding : -1, g, bi);
        osh_result_free(vs);
        osh_result_free(ps);
    }
    /* Pinned at (0, 1), the binding sA would move to (after tA's 0): sA
     * skips it to 2, and the layout has three distinct slots. */
    static const char pinned[] =
        "struct P { float4 tint; }; [[vk::push_constant]] P pc;\n"
        "Texture2D tA : register(t0); SamplerState sA : register(s0);\n"
        "float4 main(float4 p : SV_Position) : SV_Target { return tA.Sample(sA, p.xy) * pc.tint; }\n";
    osh_options opt;
    osh_options_init(&opt);
    opt.wgsl_push_constant_pinned = 1;
    opt.wgsl_push_constant_group = 0;
    opt.wgsl_push_constant_binding = 1;
    osh_result *ps = compile(ctx, pinned, "ps_6_0", "main", OSH_TARGET_WGSL, &opt);
    const osh_reflection *one = osh_result_reflection(ps);
    osh_wgpu_binding b[16];
    size_t nb = 0, nf = 0;
    const char *features[8];
    char reason[256] = "";
    osh_status st = osh_wgpu_pipeline_layout(&one, 1, b, 16, &nb, features, 8, &nf, reason,
                                             sizeof reason);
    const osh_wgpu_binding *ta = find(b, nb, "tA"), *sa = find(b, nb, "sA"), *pc = find(b, nb, "pc");
    CHECK(st == OSH_OK && nb == 3 && ta && ta->binding == 0 && sa && sa->binding == 2 && pc &&
              pc->binding == 1,
          "pinned (0, 1): status %d '%s', tA %d sA %d pc %d", (int)st, reason, ta ? (int)ta->binding : -1,
          sa ? (int)sa->binding : -1, pc ? (int)pc->binding : -1);
    osh_result_free(ps);
}

static void identity(osh_context *ctx)
{
    /* Two sources, one slot each, different resources. */
    osh_result *a = compile(ctx, "Texture2D<float4> first : register(t0);\n"
                                 "float4 main(float4 p : SV_Position) : SV_Target { return first.Load(int3(0,0,0)); }\n",
                            "ps_6_0", "main", OSH_TARGET_WGSL, NULL);
    osh_result *v = compile(ctx, "Texture2D<float4> second : register(t0);\n"
                                 "float4 main(uint i : SV_VertexID) : SV_Position { return second.Load(int3(i,0,0)); }\n",
                            "vs_6_0", "main", OSH_TARGET_WGSL, NULL);
    const osh_reflection *refl[2] = {osh_result_reflection(v), osh_result_reflection(a)};
    osh_wgpu_binding b[16];
    size_t nb = 0, nf = 0;
    const char *features[8];
    char reason[256] = "";
    osh_status st = osh_wgpu_pipeline_layout(refl, 2, b, 16, &nb, features, 8, &nf, reason,
                                             sizeof reason);
    CHECK(st != OSH_OK && strstr(reason, "first") && strstr(reason, "second"),
          "two resources on one WGSL slot: status %d, '%s'", (int)st, reason);
    osh_result_free(a);
    osh_result_free(v);

    /* One compute stage, two buffers on one [[vk::binding(3, 1)]]. */
    osh_result *c = compile(ctx, "[[vk::binding(3, 1)]] RWStructuredBuffer<uint> x;\n"
                                 "[[vk::binding(3, 1)]] Texture2D<float4> y;\n"
                                 "[numthreads(1,1,1)] void main() { x[0] = (uint)y.Load(int3(0,0,0)).x; }\n",
                            "cs_6_0", "main", OSH_TARGET_SPIRV, NULL);
    const osh_reflection *cr = osh_result_reflection(c);
    osh_vk_binding vb[16];
    osh_vk_push_constant_range pr;
    int warned = 0;
    for (size_t i = 0; i < osh_result_diagnostic_count(c); i++)
        warned |= strstr(osh_result_diagnostic(c, i)->message, "binding 3") != NULL;
    CHECK(warned, "no warning for two resources on set 1 binding 3");
    st = osh_vk_pipeline_layout(&cr, 1, vb, 16, &nb, &pr, reason, sizeof reason);
    CHECK(st != OSH_OK && strstr(reason, "'x'") && strstr(reason, "'y'") &&
              !strstr(reason, "another stage"),
          "one stage's collision: status %d, '%s'", (int)st, reason);
    osh_result_free(c);

    /* A texture and a sampler on one binding (t0 + s0) make one combined
     * image sampler naming both; another stage binding a different
     * texture there (tY at t0) is refused, whichever stage comes first,
     * and the same pair in a second stage merges. */
    static const char comb[] =
        "Texture2D tX : register(t0); SamplerState sX : register(s0);\n"
        "Texture2D tY : register(t0, space0);\n"
        "float4 vs(uint id : SV_VertexID) : SV_Position { return tX.SampleLevel(sX, float2(id, 0), 0); }\n"
        "float4 ps(float4 p : SV_Position) : SV_Target { return tY.Load(int3(p.xy, 0)); }\n"
        "float4 ps2(float4 p : SV_Position) : SV_Target { return tX.Sample(sX, p.xy); }\n";
    osh_result *cv = compile(ctx, comb, "vs_6_0", "vs", OSH_TARGET_SPIRV, NULL);
    osh_result *cp = compile(ctx, comb, "ps_6_0", "ps", OSH_TARGET_SPIRV, NULL);
    osh_result *cp2 = compile(ctx, comb, "ps_6_0", "ps2", OSH_TARGET_SPIRV, NULL);
    const osh_reflection *one = osh_result_reflection(cv);
    st = osh_vk_pipeline_layout(&one, 1, vb, 16, &nb, &pr, reason, sizeof reason);
    CHECK(st == OSH_OK && nb == 1 && vb[0].descriptor_type == 1 /* COMBINED_IMAGE_SAMPLER */ &&
              !strcmp(vb[0].name, "tX") && vb[0].sampler_name && !strcmp(vb[0].sampler_name, "sX"),
          "t0 + s0: status %d, %zu bindings, type %u, '%s' + '%s' (%s)", (int)st, nb,
          vb[0].descriptor_type, vb[0].name, vb[0].sampler_name ? vb[0].sampler_name : "NULL", reason);
    const osh_reflection *vp[2] = {osh_result_reflection(cv), osh_result_reflection(cp)};
    const osh_reflection *pv[2] = {osh_result_reflection(cp), osh_result_reflection(cv)};
    for (int order = 0; order < 2; order++) {
        st = osh_vk_pipeline_layout(order ? pv : vp, 2, vb, 16, &nb, &pr, reason, sizeof reason);
        CHECK(st != OSH_OK && strstr(reason, "'tX'") && strstr(reason, "'tY'"),
              "tX + sX in vs, tY in ps on one binding (order %d): status %d, '%s'", order, (int)st,
              reason);
    }
    const osh_reflection *same[2] = {osh_result_reflection(cv), osh_result_reflection(cp2)};
    st = osh_vk_pipeline_layout(same, 2, vb, 16, &nb, &pr, reason, sizeof reason);
    CHECK(st == OSH_OK && nb == 1 && vb[0].descriptor_type == 1 && vb[0].stage_flags == (1u | 16u) &&
              vb[0].entry_mask == 3,
          "the same tX + sX in vs and ps2: status %d, %zu bindings, stages %u, entries %llu (%s)", (int)st,
          nb, vb[0].stage_flags, (unsigned long long)vb[0].entry_mask, reason);
    osh_result_free(cv);
    osh_result_free(cp);
    osh_result_free(cp2);
}

static void nonuniform(osh_context *ctx)
{
    osh_result *r = compile(ctx, "Texture2D texs[4] : register(t0); SamplerState s : register(s0);\n"
                                 "float4 main(float4 p : SV_Position, nointerpolation uint i : IDX) : SV_Target\n"
                                 "{ return texs[NonUniformResourceIndex(i)].Sample(s, p.xy); }\n",
                            "ps_6_0", "main", OSH_TARGET_SPIRV, NULL);
    const osh_reflection *refl = osh_result_reflection(r);
    int found = 0;
    for (size_t i = 0; refl && i < refl->vulkan_feature_count; i++)
        found |= !strcmp(refl->vulkan_features[i], "shaderSampledImageArrayNonUniformIndexing");
    CHECK(found, "no shaderSampledImageArrayNonUniformIndexing in the Vulkan features");
    osh_result_free(r);
}

/* 5. A float texture only loaded is "unfilterable-float" (any float format,
 *    r32float too); one a stage samples is "float"; the VS loading and the
 *    PS sampling the same texture merge to "float", which both can use. */
static void sample_types(osh_context *ctx)
{
    static const char src[] =
        "Texture2D t : register(t0); Texture2D u : register(t1); SamplerState s : register(s0);\n"
        "float4 vs(uint id : SV_VertexID) : SV_Position { return t.Load(int3(id, 0, 0)) + u.Load(int3(0, 0, 0)); }\n"
        "float4 ps(float4 p : SV_Position) : SV_Target { return t.Sample(s, p.xy) + u.Load(int3(p.xy, 0)); }\n";
    osh_result *vs = compile(ctx, src, "vs_6_0", "vs", OSH_TARGET_WGSL, NULL);
    osh_result *ps = compile(ctx, src, "ps_6_0", "ps", OSH_TARGET_WGSL, NULL);
    const osh_reflection *refl[2] = {osh_result_reflection(vs), osh_result_reflection(ps)};
    osh_wgpu_binding b[8];
    size_t nb = 0, nf = 0;
    const char *features[8];
    char reason[256];
    for (int k = 0; k < 3; k++) {
        /* k 0: the VS alone, 1: the PS alone, 2: both */
        osh_status st = osh_wgpu_pipeline_layout(k == 1 ? refl + 1 : refl, k == 2 ? 2 : 1, b, 8, &nb,
                                                 features, 8, &nf, reason, sizeof reason);
        CHECK(st == OSH_OK, "layout %d: %s", k, reason);
        const osh_wgpu_binding *t = find(b, nb, "t"), *u = find(b, nb, "u");
        const char *want_t = k == 0 ? "unfilterable-float" : "float";
        CHECK(t && t->sample_type && !strcmp(t->sample_type, want_t), "layout %d: t is %s, expected %s", k,
              t && t->sample_type ? t->sample_type : "?", want_t);
        CHECK(u && u->sample_type && !strcmp(u->sample_type, "unfilterable-float"),
              "layout %d: u is %s, expected unfilterable-float", k, u && u->sample_type ? u->sample_type : "?");
    }
    osh_result_free(vs);
    osh_result_free(ps);
}

/* 6. Input attachments in WebGPU: the WGSL reads textures, so the layout
 *    has texture entries (float only loaded: unfilterable-float; int: sint;
 *    MS: multisampled). */
static void input_attachments(osh_context *ctx)
{
    static const char src[] =
        "[[vk::input_attachment_index(0)]] SubpassInput<float4> a : register(t0);\n"
        "[[vk::input_attachment_index(1)]] SubpassInputMS<int2> b : register(t1);\n"
        "float4 main(uint s : SV_SampleIndex) : SV_Target { return a.SubpassLoad() + b.SubpassLoad(s).x; }\n";
    osh_result *ps = compile(ctx, src, "ps_6_0", "main", OSH_TARGET_WGSL, NULL);
    const osh_reflection *one = osh_result_reflection(ps);
    osh_wgpu_binding b[8];
    size_t nb = 0, nf = 0;
    const char *features[8];
    char reason[256] = "";
    osh_status st = osh_wgpu_pipeline_layout(&one, 1, b, 8, &nb, features, 8, &nf, reason, sizeof reason);
    const osh_wgpu_binding *ea = find(b, nb, "a"), *eb = find(b, nb, "b");
    CHECK(st == OSH_OK && ea && eb && ea->kind == OSH_WGPU_TEXTURE && eb->kind == OSH_WGPU_TEXTURE &&
              !strcmp(ea->sample_type, "unfilterable-float") && !ea->multisampled &&
              !strcmp(eb->sample_type, "sint") && eb->multisampled &&
              !strcmp(ea->view_dimension, "2d") && ea->visibility == 2,
          "input attachments as WebGPU textures: status %d '%s'", (int)st, reason);
    osh_result_free(ps);
}

/* 7. A texture array indexed with constants: one WebGPU entry per element,
 *    at reflection's wgsl_element_bindings (0, then past the group's highest
 *    binding, 1: element 1 at 2, element 2 at 3; the sampler at 1). */
static void split_array(osh_context *ctx)
{
    static const char src[] =
        "Texture2D t[3] : register(t0); SamplerState s : register(s1);\n"
        "float4 main(float4 p : SV_Position) : SV_Target { return t[0].Sample(s, p.xy) + t[2].Sample(s, p.xy); }\n";
    osh_result *ps = compile(ctx, src, "ps_6_0", "main", OSH_TARGET_WGSL, NULL);
    const osh_reflection *one = osh_result_reflection(ps);
    const osh_refl_resource *t = NULL;
    for (size_t i = 0; one && i < one->resource_count; i++)
        if (!strcmp(one->resources[i].name, "t"))
            t = &one->resources[i];
    CHECK(t && t->array_count == 3 && t->wgsl_element_bindings && t->wgsl_element_bindings[0] == 0 &&
              t->wgsl_element_bindings[1] == 2 && t->wgsl_element_bindings[2] == 3,
          "t's element bindings: %u %u %u", t && t->wgsl_element_bindings ? t->wgsl_element_bindings[0] : 99,
          t && t->wgsl_element_bindings ? t->wgsl_element_bindings[1] : 99,
          t && t->wgsl_element_bindings ? t->wgsl_element_bindings[2] : 99);
    osh_wgpu_binding b[8];
    size_t nb = 0, nf = 0;
    const char *features[8];
    char reason[256] = "";
    osh_status st = osh_wgpu_pipeline_layout(&one, 1, b, 8, &nb, features, 8, &nf, reason, sizeof reason);
    CHECK(st == OSH_OK && nb == 4 && b[0].binding == 0 && b[1].binding == 1 && b[1].kind == OSH_WGPU_SAMPLER &&
              b[2].binding == 2 && b[3].binding == 3 && b[3].kind == OSH_WGPU_TEXTURE,
          "split array in WebGPU: status %d '%s', %zu entries", (int)st, reason, nb);
    size_t len;
    const char *text = osh_result_text(ps, &len);
    CHECK(text && strstr(text, "@group(0) @binding(0) var t_0: texture_2d<f32>;") &&
              strstr(text, "@group(0) @binding(3) var t_2: texture_2d<f32>;") && !strstr(text, "var t_1:"),
          "WGSL:\n%s", text ? text : "");
    osh_result_free(ps);
}

/* 8. Unbounded arrays: VARIABLE_DESCRIPTOR_COUNT only on the set's highest
 *    binding (tb at 5, flags 13), the others keep 5; one entry point taking
 *    the resource heap as two types is refused naming what it needs. */
static void unbounded_flags(osh_context *ctx)
{
    static const char src[] =
        "Texture2D ta[] : register(t0); Texture2D tb[] : register(t5); SamplerState s : register(s1);\n"
        "float4 main(float4 p : SV_Position, nointerpolation uint i : IDX) : SV_Target {\n"
        "  return ta[NonUniformResourceIndex(i)].Sample(s, p.xy) + tb[i].Sample(s, p.xy); }\n";
    osh_result *ps = compile(ctx, src, "ps_6_0", "main", OSH_TARGET_SPIRV, NULL);
    const osh_reflection *one = osh_result_reflection(ps);
    osh_vk_binding vb[8];
    osh_vk_push_constant_range pr;
    size_t nb = 0;
    char reason[256] = "";
    osh_status st = osh_vk_pipeline_layout(&one, 1, vb, 8, &nb, &pr, reason, sizeof reason);
    CHECK(st == OSH_OK && nb == 3 && vb[0].binding == 0 && vb[0].binding_flags == 5 && vb[1].binding == 1 &&
              vb[1].binding_flags == 0 && vb[2].binding == 5 && vb[2].binding_flags == 13,
          "unbounded flags: status %d '%s', %zu bindings, flags %u %u %u", (int)st, reason, nb,
          nb > 0 ? vb[0].binding_flags : 99, nb > 1 ? vb[1].binding_flags : 99, nb > 2 ? vb[2].binding_flags : 99);
    osh_result_free(ps);
    static const char heap[] =
        "[numthreads(1,1,1)] void main() { RWStructuredBuffer<uint> a = ResourceDescriptorHeap[0];\n"
        "  Texture2D<float4> t = ResourceDescriptorHeap[1]; a[0] = (uint)t.Load(int3(0, 0, 0)).x; }\n";
    osh_result *cs = compile(ctx, heap, "cs_6_6", "main", OSH_TARGET_SPIRV, NULL);
    one = osh_result_reflection(cs);
    st = osh_vk_pipeline_layout(&one, 1, vb, 8, &nb, &pr, reason, sizeof reason);
    CHECK(st != OSH_OK && strstr(reason, "mutable_descriptor_type") && !strstr(reason, "another stage"),
          "heap of two types: status %d '%s'", (int)st, reason);
    osh_result_free(cs);
}

int main(void)
{
    osh_context *ctx = osh_context_create(NULL);
    pair_slots(ctx);
    push_slots(ctx);
    identity(ctx);
    nonuniform(ctx);
    sample_types(ctx);
    input_attachments(ctx);
    split_array(ctx);
    unbounded_flags(ctx);
    osh_context_destroy(ctx);
    if (!failures)
        printf("host_slots: ok\n");
    return failures ? 1 : 0;
}
