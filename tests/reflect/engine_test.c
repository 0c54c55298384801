/*
 * What an engine reads from reflection instead of working it out by hand
 * (issue 22): vertex attribute formats, input attachment indices, the schema
 * version, the cache key and the matrix order in -Fhdr structs. Expected
 * values are from the specs' tables (Vulkan "Formats", WebGPU "Vertex
 * Formats": float3 is VK_FORMAT_R32G32B32_SFLOAT / "float32x3") and from the
 * shaders' own attributes, not from our output.
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

static int same(const char *a, const char *b) { return a && b ? !strcmp(a, b) : a == b; }

#define CHECK_STR(a, b)                                                                  \
    do {                                                                                 \
        const char *a_ = (a), *b_ = (b);                                                 \
        if (!same(a_, b_)) {                                                             \
            fprintf(stderr, "%s:%d: %s is %s, expected %s\n", __FILE__, __LINE__, #a,    \
                    a_ ? a_ : "NULL", b_ ? b_ : "NULL");                                 \
            failures++;                                                                  \
        }                                                                                \
    } while (0)

/* The include handler serves "inc.h" from a string the test changes. */
static const char *inc_text;

static int open_inc(void *user, const char *path, char **text, size_t *len)
{
    (void)user;
    if (!strstr(path, "inc.h"))
        return 1;
    *text = (char *)inc_text;
    *len = strlen(inc_text);
    return 0;
}

static osh_result *compile(osh_context *ctx, const char *file, const char *src, osh_options *o)
{
    osh_result *r = osh_compile(ctx, file, src, strlen(src), o);
    if (osh_result_status(r) != OSH_OK) {
        for (size_t i = 0; i < osh_result_diagnostic_count(r); i++)
            fprintf(stderr, "%s\n", osh_result_diagnostic(r, i)->message);
        fprintf(stderr, "engine_test: %s did not compile\n", file);
        failures++;
    }
    return r;
}

static const osh_refl_io *input(const osh_reflection *rf, const char *semantic)
{
    for (size_t i = 0; rf && i < rf->input_count; i++)
        if (same(rf->inputs[i].semantic, semantic))
            return &rf->inputs[i];
    fprintf(stderr, "engine_test: no input %s\n", semantic);
    failures++;
    return NULL;
}

static void vertex_formats(osh_context *ctx)
{
    static const char vs[] =
        "struct VI { float3 p : POSITION; int2 i : TEXCOORD0; half4 h : COLOR0;\n"
        "  uint16_t2 s : COLOR1; half3 h3 : COLOR2; double d : TEXCOORD1; uint u : TEXCOORD2;\n"
        "  float4 f4 : TEXCOORD3; uint id : SV_VertexID; };\n"
        "float4 main(VI v) : SV_Position { return float4(v.p + v.i.x + (float)v.h.x + v.s.y +\n"
        "  (float)v.h3.z + (float)v.d + v.u + v.id, v.f4.w); }\n";
    static const struct {
        const char *semantic, *vk, *wgpu;
    } want[] = {
        {"POSITION", "VK_FORMAT_R32G32B32_SFLOAT", "float32x3"},
        {"TEXCOORD0", "VK_FORMAT_R32G32_SINT", "sint32x2"},
        {"COLOR0", "VK_FORMAT_R16G16B16A16_SFLOAT", "float16x4"},
        {"COLOR1", "VK_FORMAT_R16G16_UINT", "uint16x2"},
        {"COLOR2", "VK_FORMAT_R16G16B16_SFLOAT", NULL}, /* WebGPU has no 3 x 16-bit */
        {"TEXCOORD1", "VK_FORMAT_R64_SFLOAT", NULL},    /* nor 64-bit */
        {"TEXCOORD2", "VK_FORMAT_R32_UINT", "uint32"},
        {"TEXCOORD3", "VK_FORMAT_R32G32B32A32_SFLOAT", "float32x4"},
        {"SV_VERTEXID", NULL, NULL},                     /* a built-in: no attribute */
    };
    for (int t = 0; t < 2; t++) {
        osh_options o;
        osh_options_init(&o);
        o.profile = "vs_6_2";
        o.enable_16bit_types = 1;
        o.target = t ? OSH_TARGET_WGSL : OSH_TARGET_SPIRV;
        if (t) /* WGSL has no f64 input */
            continue;
        osh_result *r = compile(ctx, "vs.hlsl", vs, &o);
        const osh_reflection *rf = osh_result_reflection(r);
        CHECK(rf != NULL);
        for (size_t i = 0; rf && i < sizeof want / sizeof want[0]; i++) {
            const osh_refl_io *io = input(rf, want[i].semantic);
            if (!io)
                continue;
            CHECK_STR(io->vk_format, want[i].vk);
            CHECK_STR(io->wgpu_format, want[i].wgpu);
        }
        size_t n;
        const char *json = osh_result_reflection_json(r, &n);
        CHECK(json && strstr(json, "\"vk_format\": \"VK_FORMAT_R32G32B32_SFLOAT\",\n"));
        CHECK(json && strstr(json, "\"wgpu_format\": \"float32x3\"\n"));
        CHECK(json && strstr(json, "\"wgpu_format\": null\n"));
        osh_result_free(r);
    }
    /* A pixel shader's inputs are not vertex attributes. */
    osh_options o;
    osh_options_init(&o);
    o.profile = "ps_6_0";
    osh_result *r = compile(ctx, "ps.hlsl", "float4 main(float4 c : COLOR) : SV_Target { return c; }", &o);
    const osh_refl_io *io = input(osh_result_reflection(r), "COLOR");
    if (io)
        CHECK(io->vk_format == NULL && io->wgpu_format == NULL);
    size_t n;
    const char *json = osh_result_reflection_json(r, &n);
    CHECK(json && !strstr(json, "vk_format"));
    osh_result_free(r);
}

static void input_attachments(osh_context *ctx)
{
    static const char ps[] =
        "[[vk::input_attachment_index(2)]] SubpassInput<float4> a;\n"
        "[[vk::input_attachment_index(0)]] SubpassInput<float4> b;\n"
        "float4 main() : SV_Target { return a.SubpassLoad() + b.SubpassLoad(); }\n";
    osh_options o;
    osh_options_init(&o);
    o.profile = "ps_6_0";
    osh_result *r = compile(ctx, "ia.hlsl", ps, &o);
    const osh_reflection *rf = osh_result_reflection(r);
    int seen = 0;
    for (size_t i = 0; rf && i < rf->resource_count; i++) {
        const osh_refl_resource *res = &rf->resources[i];
        CHECK(res->kind == OSH_RESOURCE_INPUT_ATTACHMENT);
        if (same(res->name, "a")) {
            seen |= 1;
            CHECK(res->input_attachment_index == 2);
        }
        if (same(res->name, "b")) {
            seen |= 2;
            CHECK(res->input_attachment_index == 0);
        }
    }
    CHECK(seen == 3);
    size_t n;
    const char *json = osh_result_reflection_json(r, &n);
    CHECK(json && strstr(json, "\"input_attachment_index\": 2\n"));
    CHECK(json && strstr(json, "\"input_attachment_index\": 0\n"));
    osh_result_free(r);
}

/* The key of compiling `src` (which includes inc.h) with `o`, copied. */
static char *key_of(osh_context *ctx, const char *file, const char *src, osh_options *o)
{
    osh_result *r = compile(ctx, file, src, o);
    const char *k = osh_result_cache_key(r);
    char *copy = k ? strcpy(malloc(strlen(k) + 1), k) : NULL;
    const osh_reflection *rf = osh_result_reflection(r);
    CHECK(rf && rf->schema == 3 && rf->schema == OSH_REFLECTION_SCHEMA);
    CHECK(rf && same(rf->cache_key, k));
    size_t n;
    const char *json = osh_result_reflection_json(r, &n);
    static const char head[] = "{\n  \"schema\": 3,\n  \"cache_key\": \"";
    CHECK(json && !strncmp(json, head, sizeof head - 1));
    CHECK(json && k && !strncmp(json + sizeof head - 1, k, 32));
    osh_result_free(r);
    return copy;
}

static void cache_key(osh_context *ctx)
{
    static const char src[] =
        "#include \"inc.h\"\n"
        "RWStructuredBuffer<uint> o;\n"
        "[numthreads(1, 1, 1)] void main() { o[0] = VALUE; }\n";
    osh_include_handler inc = {open_inc, NULL, NULL};
    osh_options o;
    osh_options_init(&o);
    o.profile = "cs_6_0";
    o.include_handler = &inc;
    inc_text = "#define VALUE 1\n";
    char *k1 = key_of(ctx, "a.hlsl", src, &o);
    char *k2 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k1 && strlen(k1) == 32 && strspn(k1, "0123456789abcdef") == 32);
    CHECK_STR(k2, k1); /* the same input: the same key */
    /* Another name or folder for the same contents: the same key (no output names its file). */
    char *k3 = key_of(ctx, "/elsewhere/b.hlsl", src, &o);
    CHECK_STR(k3, k1);
    /* Options that only check: the same key. */
    o.verify_ir = 1;
    o.max_errors = 5;
    char *k4 = key_of(ctx, "a.hlsl", src, &o);
    CHECK_STR(k4, k1);
    o.verify_ir = 0;
    o.max_errors = 0;
    /* The included file changes, even only in a comment: another key. */
    inc_text = "#define VALUE 1 // one\n";
    char *k5 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k5 && !same(k5, k1));
    inc_text = "#define VALUE 1\n";
    /* An option that changes the output: another key. */
    o.opt_level = 0;
    char *k6 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k6 && !same(k6, k1));
    o.opt_level = 3;
    o.target = OSH_TARGET_WGSL;
    char *k7 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k7 && !same(k7, k1));
    o.target = OSH_TARGET_SPIRV;
    osh_define d = {"EXTRA", NULL};
    o.defines = &d;
    o.define_count = 1;
    char *k8 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k8 && !same(k8, k1));
    o.defines = NULL;
    o.define_count = 0;
    char *k9 = key_of(ctx, "a.hlsl", src, &o);
    CHECK_STR(k9, k1); /* back where it started */
    /* The later options that change an output, each alone: another key
     * (the WGSL push-constant slot, the C header's name, a heap's binding). */
    o.wgsl_push_constant_pinned = 1;
    o.wgsl_push_constant_group = 2;
    o.wgsl_push_constant_binding = 7;
    char *k10 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k10 && !same(k10, k1));
    o.wgsl_push_constant_binding = 6;
    char *k11 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k11 && !same(k11, k10));
    o.wgsl_push_constant_pinned = 0;
    o.header_name = "A";
    char *k12 = key_of(ctx, "a.hlsl", src, &o);
    o.header_name = "B";
    char *k13 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k12 && k13 && !same(k12, k1) && !same(k13, k12));
    o.header_name = NULL;
    o.resource_heap_given = 1;
    o.resource_heap_binding = 4;
    char *k14 = key_of(ctx, "a.hlsl", src, &o);
    CHECK(k14 && !same(k14, k1));
    o.resource_heap_given = 0;
    free(k1), free(k2), free(k3), free(k4), free(k5), free(k6), free(k7), free(k8);
    free(k9), free(k10), free(k11), free(k12), free(k13), free(k14);
}

static void header_matrix_order(osh_context *ctx)
{
    static const char cs[] =
        "cbuffer C { float4x3 m; row_major float2x4 r; float4 v; };\n"
        "RWStructuredBuffer<float4> o;\n"
        "[numthreads(1, 1, 1)] void main() { o[0] = float4(m[0], 1) + r[1] + v; }\n";
    osh_options o;
    osh_options_init(&o);
    o.profile = "cs_6_0";
    osh_result *r = compile(ctx, "mat.hlsl", cs, &o);
    size_t n;
    const char *h = osh_result_c_header(r, &n);
    /* column_major float4x3: 3 columns of 4 rows (16-byte stride). */
    CHECK(h && strstr(h, "float m[3][4]; /* float4x3, column_major: [column][row] */"));
    CHECK(h && strstr(h, "float r[2][4]; /* row_major float2x4, row_major: [row][column] */"));
    CHECK(h && strstr(h, "float v[4]; /* float4 */"));
    osh_result_free(r);
}

int main(void)
{
    osh_context *ctx = osh_context_create(NULL);
    vertex_formats(ctx);
    input_attachments(ctx);
    cache_key(ctx);
    header_matrix_order(ctx);
    osh_context_destroy(ctx);
    if (failures)
        fprintf(stderr, "engine_test: %d failures\n", failures);
    return failures != 0;
}
