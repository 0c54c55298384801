/*
 * lib_6_x profiles through the library API: osh_result_entry_point lists the
 * [shader("...")] functions of a library (front end only), and compiling
 * each with options.entry set gives one output per entry point, to SPIR-V
 * (one OpEntryPoint with the right execution model) and to WGSL (the right
 * @compute/@vertex/@fragment attribute). Expected names and stages come from
 * the source below, written by hand.
 */
#include <stdio.h>
#include <string.h>

#include "oneshader.h"

static int failures;

#define CHECK(c)                                                          \
    do {                                                                  \
        if (!(c)) {                                                       \
            fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); \
            failures++;                                                   \
        }                                                                 \
    } while (0)

static const char src[] =
    "RWStructuredBuffer<uint> data : register(u0);\n"
    "float4 helper(float4 p) { return p * 2; }\n"
    "[shader(\"compute\")] [numthreads(8, 1, 1)]\n"
    "void fill(uint3 id : SV_DispatchThreadID) { data[id.x] = 7; }\n"
    "[shader(\"vertex\")]\n"
    "float4 vsmain(float4 p : POSITION) : SV_Position { return helper(p); }\n"
    "[shader(\"pixel\")]\n"
    "float4 psmain(float4 p : SV_Position) : SV_Target { return p; }\n"
    "void unused_prototype();\n";

/* The execution model of the module's only OpEntryPoint, or -1. */
static int entry_model(const uint32_t *w, size_t n, const char *name)
{
    int model = -1, count = 0;
    for (size_t i = 5; i < n && (w[i] >> 16);) {
        uint32_t len = w[i] >> 16, op = w[i] & 0xffff;
        if (op == 15 /* OpEntryPoint */) {
            count++;
            if (!strcmp((const char *)&w[i + 3], name))
                model = (int)w[i + 1];
        }
        i += len;
    }
    return count == 1 ? model : -1;
}

int main(void)
{
    osh_context *ctx = osh_context_create(NULL);
    osh_options opt;
    osh_options_init(&opt);
    opt.profile = "lib_6_3";
    opt.target = OSH_TARGET_NONE;
    osh_result *list = osh_compile(ctx, "lib.hlsl", src, sizeof src - 1, &opt);
    CHECK(osh_result_status(list) == OSH_OK);
    static const struct {
        const char *name, *stage, *wgsl_attr;
        int model; /* SPIR-V ExecutionModel */
    } want[] = {
        {"fill", "compute", "@compute", 5},
        {"vsmain", "vertex", "@vertex", 0},
        {"psmain", "pixel", "@fragment", 4},
    };
    CHECK(osh_result_entry_point_count(list) == 3);
    for (size_t i = 0; i < 3 && i < osh_result_entry_point_count(list); i++) {
        const char *stage = NULL;
        const char *name = osh_result_entry_point(list, i, &stage);
        CHECK(name && !strcmp(name, want[i].name));
        CHECK(stage && !strcmp(stage, want[i].stage));
        /* One output per entry point, for each target. */
        osh_options one = opt;
        one.entry = name;
        one.target = OSH_TARGET_SPIRV;
        osh_result *r = osh_compile(ctx, "lib.hlsl", src, sizeof src - 1, &one);
        CHECK(osh_result_status(r) == OSH_OK);
        size_t nw;
        const uint32_t *w = osh_result_spirv(r, &nw);
        CHECK(w && entry_model(w, nw, want[i].name) == want[i].model);
        osh_result_free(r);
        one.target = OSH_TARGET_WGSL;
        r = osh_compile(ctx, "lib.hlsl", src, sizeof src - 1, &one);
        CHECK(osh_result_status(r) == OSH_OK);
        const char *text = osh_result_text(r, NULL);
        char fn[64];
        snprintf(fn, sizeof fn, "fn %s(", want[i].name);
        CHECK(text && strstr(text, want[i].wgsl_attr) && strstr(text, fn));
        osh_result_free(r);
    }
    CHECK(osh_result_entry_point(list, 3, NULL) == NULL);
    osh_result_free(list);

    /* Not a library: nothing listed. */
    opt.profile = "cs_6_0";
    opt.entry = "fill";
    osh_result *cs = osh_compile(ctx, "lib.hlsl", src, sizeof src - 1, &opt);
    CHECK(osh_result_entry_point_count(cs) == 0);
    osh_result_free(cs);
    osh_context_destroy(ctx);
    if (failures)
        fprintf(stderr, "%d failure(s)\n", failures);
    else
        printf("lib_entries_test: ok\n");
    return failures ? 1 : 0;
}
