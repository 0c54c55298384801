/*
 * WGSL bindings through the public API: resources that share a Vulkan
 * binding (DXC maps tN, sN, bN to binding N) are moved apart in WGSL
 * (warning OSH5207), and reflection (struct, JSON, C header) and
 * osh_wgpu_pipeline_layout report the moved bindings. The expected numbers
 * follow the rule in src/wgsl/binding.c, worked out by hand below.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oneshader.h"

static int failures;

#define CHECK(c)                                                                 \
    do {                                                                         \
        if (!(c)) {                                                              \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
            failures++;                                                          \
        }                                                                        \
    } while (0)
#define CHECK_EQ(a, b)                                                                     \
    do {                                                                                   \
        unsigned long long a_ = (unsigned long long)(a), b_ = (unsigned long long)(b);     \
        if (a_ != b_) {                                                                    \
            fprintf(stderr, "%s:%d: %s is %llu, expected %llu\n", __FILE__, __LINE__, #a, \
                    a_, b_);                                                               \
            failures++;                                                                    \
        }                                                                                  \
    } while (0)

/* Group 0 uses bindings 0, 1 and 3 in Vulkan. Sharing: smp0 with tex0 (the
 * sampler moves although declared first), smp1 and Params with tex1 (a
 * sampler, and a later declaration). Moves in declaration order past the
 * highest binding (3): smp0 4, smp1 5, Params 6; push constants 7. The
 * moves are decided for the whole source: the vertex entry, which reaches
 * only tex1 and smp1, has smp1 at 5 too (issue 22). */
static const char src[] =
    "SamplerState smp0 : register(s0);\n"
    "Texture2D tex0 : register(t0);\n"
    "Texture2D tex1 : register(t1);\n"
    "SamplerState smp1 : register(s1);\n"
    "cbuffer Params : register(b1) { float4 tint; };\n"
    "Texture2D tex3 : register(t3);\n"
    "struct Push { float scale; };\n"
    "[[vk::push_constant]] Push pc;\n"
    "float4 PSMain(float2 uv : TEXCOORD0) : SV_Target\n"
    "{\n"
    "    return (tex0.Sample(smp0, uv) + tex1.Sample(smp1, uv) + tex3.Sample(smp0, uv)) *\n"
    "           tint * pc.scale;\n"
    "}\n"
    "float4 VSMain(float2 uv : TEXCOORD0) : SV_Position\n"
    "{\n"
    "    return tex1.SampleLevel(smp1, uv, 0);\n"
    "}\n";

static osh_result *compile(osh_context *ctx, const char *profile, const char *entry,
                           osh_target target)
{
    osh_options opt;
    osh_options_init(&opt);
    opt.profile = profile;
    opt.entry = entry;
    opt.target = target;
    osh_result *r = osh_compile(ctx, "binding.hlsl", src, strlen(src), &opt);
    if (osh_result_status(r) != OSH_OK) {
        fprintf(stderr, "%s did not compile:\n", entry);
        for (size_t i = 0; i < osh_result_diagnostic_count(r); i++)
            fprintf(stderr, "  %s\n", osh_result_diagnostic(r, i)->message);
        failures++;
    }
    return r;
}

static const osh_refl_resource *find(const osh_reflection *r, const char *name)
{
    for (size_t i = 0; r && i < r->resource_count; i++)
        if (r->resources[i].name && !strcmp(r->resources[i].name, name))
            return &r->resources[i];
    fprintf(stderr, "no resource '%s'\n", name);
    failures++;
    return NULL;
}

static size_t count_code(const osh_result *r, const char *code)
{
    size_t n = 0;
    for (size_t i = 0; i < osh_result_diagnostic_count(r); i++)
        n += !strcmp(osh_result_diagnostic(r, i)->code, code);
    return n;
}

/* (name, Vulkan binding, WGSL binding) of the pixel entry point. */
static const struct { const char *name; uint32_t binding, wgsl; } ps_want[] = {
    {"tex0", 0, 0}, {"smp0", 0, 4}, {"tex1", 1, 1}, {"smp1", 1, 5},
    {"Params", 1, 6}, {"tex3", 3, 3},
};

static void test_pixel(osh_context *ctx, osh_target target)
{
    osh_result *res = compile(ctx, "ps_6_0", "PSMain", target);
    const osh_reflection *r = osh_result_reflection(res);
    CHECK(r != NULL);
    if (!r) {
        osh_result_free(res);
        return;
    }
    /* The warnings come with the WGSL output only. */
    CHECK_EQ(count_code(res, "OSH5207"), target == OSH_TARGET_WGSL ? 3 : 0);
    for (size_t i = 0; i < sizeof ps_want / sizeof ps_want[0]; i++) {
        const osh_refl_resource *x = find(r, ps_want[i].name);
        if (!x)
            continue;
        CHECK_EQ(x->set, 0);
        CHECK_EQ(x->binding, ps_want[i].binding);
        CHECK_EQ(x->wgsl_binding, ps_want[i].wgsl);
    }
    CHECK(r->push_constants != NULL);
    if (r->push_constants) {
        CHECK_EQ(r->push_constants->wgsl_group, 0);
        CHECK_EQ(r->push_constants->wgsl_binding, 7);
    }
    size_t len;
    const char *json = osh_result_reflection_json(res, &len);
    CHECK(json && strstr(json, "\"binding\": 0,\n          \"wgsl_binding\": 4,"));
    CHECK(json && strstr(json, "\"wgsl_binding\": 5,"));
    CHECK(json && strstr(json, "\"wgsl_binding\": 6,"));
    /* Not for a resource WGSL does not move. */
    CHECK(json && !strstr(json, "\"wgsl_binding\": 0,") && !strstr(json, "\"wgsl_binding\": 3,"));
    const char *h = osh_result_c_header(res, &len);
    CHECK(h && strstr(h, "SMP0_WGSL_BINDING 4"));
    CHECK(h && !strstr(h, "TEX0_WGSL_BINDING"));
    if (target == OSH_TARGET_WGSL) {
        const char *w = osh_result_text(res, &len);
        CHECK(w && strstr(w, "@group(0) @binding(4) var smp0: sampler;"));
        CHECK(w && strstr(w, "@group(0) @binding(0) var tex0: texture_2d<f32>;"));
        CHECK(w && strstr(w, "@group(0) @binding(7) var<uniform> pc:"));
    }
    osh_result_free(res);
}

static void test_pipeline(osh_context *ctx)
{
    osh_result *ps = compile(ctx, "ps_6_0", "PSMain", OSH_TARGET_WGSL);
    osh_result *vs = compile(ctx, "vs_6_0", "VSMain", OSH_TARGET_WGSL);
    const osh_reflection *both[2] = {osh_result_reflection(vs), osh_result_reflection(ps)};
    CHECK(both[0] && both[1]);
    if (both[0] && both[1]) {
        const osh_refl_resource *s = find(both[0], "smp1");
        CHECK(s && s->wgsl_binding == 5);
        osh_wgpu_binding w[16];
        size_t n = 0;
        char reason[256];
        CHECK_EQ(osh_wgpu_pipeline_layout(both, 2, w, 16, &n, NULL, 0, NULL, reason,
                                          sizeof reason),
                 OSH_OK);
        /* Group 0: tex0 0, tex1 1 (both stages), tex3 3, smp0 4, smp1 5
         * (both stages), Params 6, push constants 7. */
        static const struct { uint32_t binding, kind, vis; } want[] = {
            {0, OSH_WGPU_TEXTURE, 2}, {1, OSH_WGPU_TEXTURE, 3}, {3, OSH_WGPU_TEXTURE, 2},
            {4, OSH_WGPU_SAMPLER, 2}, {5, OSH_WGPU_SAMPLER, 3}, {6, OSH_WGPU_BUFFER, 2},
            {7, OSH_WGPU_BUFFER, 2},
        };
        CHECK_EQ(n, 7);
        for (size_t i = 0; i < n && i < 7; i++) {
            CHECK_EQ(w[i].group, 0);
            CHECK_EQ(w[i].binding, want[i].binding);
            CHECK_EQ(w[i].kind, want[i].kind);
            CHECK_EQ(w[i].visibility, want[i].vis);
        }
        CHECK(n == 7 && w[6].is_push_constants);
        /* Too small: the count says how many, the WGSL slots counted apart. */
        CHECK_EQ(osh_wgpu_pipeline_layout(both, 2, w, 2, &n, NULL, 0, NULL, reason,
                                          sizeof reason),
                 OSH_INVALID_ARGUMENT);
        CHECK_EQ(n, 7);
    }
    osh_result_free(ps);
    osh_result_free(vs);
}

int main(void)
{
    osh_context *ctx = osh_context_create(NULL);
    test_pixel(ctx, OSH_TARGET_WGSL);
    test_pixel(ctx, OSH_TARGET_SPIRV);
    test_pipeline(ctx);
    osh_context_destroy(ctx);
    if (failures)
        fprintf(stderr, "%d failure(s)\n", failures);
    else
        printf("binding_test: ok\n");
    return failures != 0;
}
