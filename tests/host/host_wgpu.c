/*
 * The WebGPU half of the host pipeline test: compiles a compute shader to
 * WGSL through the library and writes what a WebGPU host needs, for
 * tests/host/host_dawn.mjs to build its pipeline from:
 *
 *   host_wgpu SHADER.hlsl OUTDIR SPECID=VALUE...
 *
 *   OUTDIR/shader.wgsl    the module
 *   OUTDIR/refl.json      osh_result_reflection_json (names, offsets, sizes)
 *   OUTDIR/layout.json    osh_wgpu_pipeline_layout's bind group layout
 *                         entries and features, and osh_wgpu_constants'
 *                         constants for the given values
 *
 * Exit 0 on success, 1 on failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oneshader.h"

static int write_file(const char *dir, const char *name, const char *text, size_t len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(text, 1, len, f) != len) {
        fprintf(stderr, "host_wgpu: cannot write %s\n", path);
        return 0;
    }
    return fclose(f) == 0;
}

static const char *str(const char *s) { return s ? s : ""; }

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: host_wgpu SHADER.hlsl OUTDIR [ID=VALUE...]\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "host_wgpu: cannot read %s\n", argv[1]);
        return 1;
    }
    static char src[1 << 16];
    size_t len = fread(src, 1, sizeof src - 1, f);
    fclose(f);

    osh_spec_value values[16];
    size_t nvalues = 0;
    for (int i = 3; i < argc && nvalues < 16; i++) {
        unsigned id;
        double v;
        if (sscanf(argv[i], "%u=%lf", &id, &v) != 2) {
            fprintf(stderr, "host_wgpu: bad value '%s' (ID=VALUE)\n", argv[i]);
            return 2;
        }
        values[nvalues++] = (osh_spec_value){id, v};
    }

    osh_context *ctx = osh_context_create(NULL);
    osh_options opt;
    osh_options_init(&opt);
    opt.profile = "cs_6_0";
    opt.entry = "main";
    opt.target = OSH_TARGET_WGSL;
    osh_result *r = osh_compile(ctx, argv[1], src, len, &opt);
    if (osh_result_status(r) != OSH_OK) {
        for (size_t i = 0; i < osh_result_diagnostic_count(r); i++)
            fprintf(stderr, "%s\n", osh_result_diagnostic(r, i)->message);
        return 1;
    }
    const osh_reflection *refl = osh_result_reflection(r);
    osh_wgpu_binding b[32];
    size_t nb = 0, nf = 0;
    const char *features[8];
    char reason[200];
    if (osh_wgpu_pipeline_layout(&refl, 1, b, 32, &nb, features, 8, &nf, reason, sizeof reason) !=
        OSH_OK) {
        fprintf(stderr, "host_wgpu: osh_wgpu_pipeline_layout: %s\n", reason);
        return 1;
    }
    osh_wgpu_constant c[16];
    size_t nc = 0;
    if (osh_wgpu_constants(refl, values, nvalues, c, 16, &nc) != OSH_OK) {
        fprintf(stderr, "host_wgpu: osh_wgpu_constants failed\n");
        return 1;
    }

    static char out[1 << 16];
    size_t n = 0;
#define OUT(...) n += (size_t)snprintf(out + n, sizeof out - n, __VA_ARGS__)
    OUT("{\n  \"entry\": \"%s\",\n  \"entries\": [\n", refl->wgsl_name);
    for (size_t i = 0; i < nb; i++) {
        static const char *const kinds[] = {"buffer", "sampler", "texture", "storageTexture"};
        OUT("    {\"group\": %u, \"binding\": %u, \"visibility\": %u, \"kind\": \"%s\", "
            "\"buffer_type\": \"%s\", \"min_binding_size\": %llu, \"is_push_constants\": %s, "
            "\"sampler_type\": \"%s\", \"sample_type\": \"%s\", \"view_dimension\": \"%s\", "
            "\"multisampled\": %s}%s\n",
            b[i].group, b[i].binding, b[i].visibility, kinds[b[i].kind], str(b[i].buffer_type),
            (unsigned long long)b[i].min_binding_size, b[i].is_push_constants ? "true" : "false",
            str(b[i].sampler_type), str(b[i].sample_type), str(b[i].view_dimension),
            b[i].multisampled ? "true" : "false", i + 1 < nb ? "," : "");
    }
    OUT("  ],\n  \"features\": [");
    for (size_t i = 0; i < nf; i++)
        OUT("%s\"%s\"", i ? ", " : "", features[i]);
    OUT("],\n  \"constants\": {");
    for (size_t i = 0; i < nc; i++)
        OUT("%s\"%s\": %.17g", i ? ", " : "", c[i].key, c[i].value);
    OUT("}\n}\n");
    if (n >= sizeof out) {
        fprintf(stderr, "host_wgpu: layout too long\n");
        return 1;
    }
    size_t wl, rl;
    const char *wgsl = osh_result_text(r, &wl);
    const char *rj = osh_result_reflection_json(r, &rl);
    int ok = write_file(argv[2], "shader.wgsl", wgsl, wl) &&
             write_file(argv[2], "refl.json", rj, rl) && write_file(argv[2], "layout.json", out, n);
    osh_result_free(r);
    osh_context_destroy(ctx);
    return ok ? 0 : 1;
}
