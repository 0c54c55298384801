/*
 * oshlayout: the pipeline layout a host gets from OneShader's reflection and
 * host helpers alone, as runner spec lines (issue 22: every corpus pipeline
 * is built from them, never from what the test says it binds).
 *
 *   oshlayout spirv|wgsl SHADER.hlsl [COMPILER ARGS...] [-- SHADER.hlsl [ARGS...]]...
 *
 * Compiles each SHADER.hlsl (a pipeline's stages: a vertex and a pixel
 * shader, or one compute shader) through the library with the arguments a
 * corpus shader's ARGS give (osh_options_from_args, the command line's
 * rules), then prints what the host helpers make of the reflections, for
 * the runners (the spec format at the top of vkrun.c and vkrender.c):
 *
 *   spirv: osh_vk_pipeline_layout's bindings and push-constant range
 *     layout SET BINDING DESCRIPTOR_TYPE DESCRIPTOR_COUNT STAGE_FLAGS BINDING_FLAGS NAME
 *     push_range SIZE STAGE_FLAGS
 *   wgsl:  osh_wgpu_pipeline_layout's bind group layout entries, as the
 *          GPUBindGroupLayoutEntry the Dawn runners pass to WebGPU (JSON)
 *     wgpu_layout GROUP BINDING VISIBILITY {"buffer": {...}} NAME
 *
 * Exit 0 with the lines on stdout; 1 when the compilation or a helper fails
 * (the reason on stderr); 2 usage.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oneshader.h"

enum { MAX_BINDINGS = 256 };

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *s = NULL;
    long n = fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    if (n >= 0 && fseek(f, 0, SEEK_SET) == 0 && (s = malloc((size_t)n + 1)) != NULL &&
        fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        s = NULL;
    }
    fclose(f);
    *len = n > 0 ? (size_t)n : 0;
    return s;
}

static int vk_lines(const osh_reflection *const *refl, size_t nrefl)
{
    static osh_vk_binding b[MAX_BINDINGS];
    size_t n = 0;
    osh_vk_push_constant_range push;
    char reason[512];
    if (osh_vk_pipeline_layout(refl, nrefl, b, MAX_BINDINGS, &n, &push, reason, sizeof reason) != OSH_OK) {
        fprintf(stderr, "oshlayout: osh_vk_pipeline_layout: %s\n", reason);
        return 1;
    }
    for (size_t i = 0; i < n; i++)
        printf("layout %u %u %u %u %u %u %s\n", b[i].set, b[i].binding, b[i].descriptor_type,
               b[i].descriptor_count, b[i].stage_flags, b[i].binding_flags, b[i].name ? b[i].name : "?");
    if (push.size)
        printf("push_range %u %u\n", push.size, push.stage_flags);
    return 0;
}

static int wgpu_lines(const osh_reflection *const *refl, size_t nrefl)
{
    static osh_wgpu_binding b[MAX_BINDINGS];
    size_t n = 0, nf = 0;
    const char *features[8];
    char reason[512];
    if (osh_wgpu_pipeline_layout(refl, nrefl, b, MAX_BINDINGS, &n, features, 8, &nf, reason, sizeof reason) !=
        OSH_OK) {
        fprintf(stderr, "oshlayout: osh_wgpu_pipeline_layout: %s\n", reason);
        return 1;
    }
    for (size_t i = 0; i < n; i++) {
        const osh_wgpu_binding *e = &b[i];
        printf("wgpu_layout %u %u %u ", e->group, e->binding, e->visibility);
        switch (e->kind) {
        case OSH_WGPU_BUFFER:
            printf("{\"buffer\": {\"type\": \"%s\", \"minBindingSize\": %llu}}", e->buffer_type,
                   (unsigned long long)e->min_binding_size);
            break;
        case OSH_WGPU_SAMPLER:
            printf("{\"sampler\": {\"type\": \"%s\"}}", e->sampler_type);
            break;
        case OSH_WGPU_TEXTURE:
            printf("{\"texture\": {\"sampleType\": \"%s\", \"viewDimension\": \"%s\", \"multisampled\": %s}}",
                   e->sample_type, e->view_dimension, e->multisampled ? "true" : "false");
            break;
        case OSH_WGPU_STORAGE_TEXTURE:
            printf("{\"storageTexture\": {\"access\": \"%s\", \"format\": \"%s\", \"viewDimension\": \"%s\"}}",
                   e->access, e->format, e->view_dimension);
            break;
        }
        printf(" %s\n", e->is_push_constants ? "$push" : e->name ? e->name : "?");
    }
    return 0;
}

enum { MAX_STAGES = 8 };

/* One stage: compiles FILE with ARGS; its reflection, or NULL after saying why. */
static const osh_reflection *stage(osh_context *ctx, int wgsl, const char *file, char **args, int nargs,
                                   osh_result **res, osh_args **parsed)
{
    const char **argv = calloc((size_t)nargs + 2, sizeof *argv);
    int na = 0;
    for (int i = 0; i < nargs; i++)
        argv[na++] = args[i];
    argv[na++] = wgsl ? "-wgsl" : "-spirv";
    argv[na++] = file;
    osh_args *a = *parsed = osh_options_from_args(NULL, na, argv);
    free(argv);
    if (!a || osh_args_error(a)) {
        fprintf(stderr, "oshlayout: %s\n", a ? osh_args_error(a) : "out of memory");
        return NULL;
    }
    size_t len = 0;
    char *src = read_file(file, &len);
    if (!src) {
        fprintf(stderr, "oshlayout: cannot read %s\n", file);
        return NULL;
    }
    *res = osh_compile(ctx, file, src, len, osh_args_options(a));
    free(src);
    const osh_reflection *refl = osh_result_reflection(*res);
    if (!refl)
        fprintf(stderr, "oshlayout: %s does not compile, or has no reflection\n", file);
    return refl;
}

int main(int argc, char **argv)
{
    if (argc < 3 || (strcmp(argv[1], "spirv") && strcmp(argv[1], "wgsl"))) {
        fprintf(stderr, "usage: oshlayout spirv|wgsl SHADER.hlsl [COMPILER ARGS...] [-- SHADER.hlsl [ARGS...]]...\n");
        return 2;
    }
    int wgsl = !strcmp(argv[1], "wgsl");
    osh_context *ctx = osh_context_create(NULL);
    const osh_reflection *refl[MAX_STAGES];
    osh_result *res[MAX_STAGES] = {0};
    osh_args *parsed[MAX_STAGES] = {0};
    size_t n = 0;
    int rc = 0;
    for (int i = 2; i < argc && rc == 0;) {
        int end = i + 1;
        while (end < argc && strcmp(argv[end], "--"))
            end++;
        if (n == MAX_STAGES) {
            fprintf(stderr, "oshlayout: more than %d stages\n", MAX_STAGES);
            rc = 2;
        } else if (!(refl[n] = stage(ctx, wgsl, argv[i], argv + i + 1, end - i - 1, &res[n], &parsed[n]))) {
            rc = 1;
        }
        n++;
        i = end + 1;
    }
    if (rc == 0)
        rc = wgsl ? wgpu_lines(refl, n) : vk_lines(refl, n);
    for (size_t i = 0; i < n; i++) {
        osh_result_free(res[i]);
        osh_args_free(parsed[i]);
    }
    osh_context_destroy(ctx);
    return rc;
}
