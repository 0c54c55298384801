/*
 * oshlayout: the pipeline layout a host gets from OneShader's reflection and
 * host helpers alone, as runner spec lines (issue 22: every corpus pipeline
 * is built from them, never from what the test says it binds).
 *
 *   oshlayout spirv|wgsl SHADER.hlsl [COMPILER ARGS...]
 *
 * Compiles SHADER.hlsl through the library with the arguments a corpus
 * shader's ARGS give (osh_options_from_args, the command line's rules), then
 * prints, for the runners (the spec format at the top of vkrun.c):
 *
 *   spirv: osh_vk_pipeline_layout's bindings and push-constant range
 *     layout SET BINDING DESCRIPTOR_TYPE DESCRIPTOR_COUNT NAME
 *     push_range SIZE
 *   wgsl:  osh_wgpu_pipeline_layout's bind group layout entries, as the
 *          GPUBindGroupLayoutEntry dawnrun.mjs passes to WebGPU (JSON)
 *     wgpu_layout GROUP BINDING {"buffer": {...}} NAME
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

static int vk_lines(const osh_reflection *refl)
{
    static osh_vk_binding b[MAX_BINDINGS];
    size_t n = 0;
    osh_vk_push_constant_range push;
    char reason[512];
    if (osh_vk_pipeline_layout(&refl, 1, b, MAX_BINDINGS, &n, &push, reason, sizeof reason) != OSH_OK) {
        fprintf(stderr, "oshlayout: osh_vk_pipeline_layout: %s\n", reason);
        return 1;
    }
    for (size_t i = 0; i < n; i++)
        printf("layout %u %u %u %u %s\n", b[i].set, b[i].binding, b[i].descriptor_type,
               b[i].descriptor_count, b[i].name ? b[i].name : "?");
    if (push.size)
        printf("push_range %u\n", push.size);
    return 0;
}

static int wgpu_lines(const osh_reflection *refl)
{
    static osh_wgpu_binding b[MAX_BINDINGS];
    size_t n = 0, nf = 0;
    const char *features[8];
    char reason[512];
    if (osh_wgpu_pipeline_layout(&refl, 1, b, MAX_BINDINGS, &n, features, 8, &nf, reason, sizeof reason) !=
        OSH_OK) {
        fprintf(stderr, "oshlayout: osh_wgpu_pipeline_layout: %s\n", reason);
        return 1;
    }
    for (size_t i = 0; i < n; i++) {
        const osh_wgpu_binding *e = &b[i];
        printf("wgpu_layout %u %u ", e->group, e->binding);
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

int main(int argc, char **argv)
{
    if (argc < 3 || (strcmp(argv[1], "spirv") && strcmp(argv[1], "wgsl"))) {
        fprintf(stderr, "usage: oshlayout spirv|wgsl SHADER.hlsl [COMPILER ARGS...]\n");
        return 2;
    }
    int wgsl = !strcmp(argv[1], "wgsl");
    /* The compiler's arguments, then the target and the file. */
    const char **args = calloc((size_t)argc, sizeof *args);
    int na = 0;
    for (int i = 3; i < argc; i++)
        args[na++] = argv[i];
    args[na++] = wgsl ? "-wgsl" : "-spirv";
    args[na++] = argv[2];
    osh_args *a = osh_options_from_args(NULL, na, args);
    if (!a || osh_args_error(a)) {
        fprintf(stderr, "oshlayout: %s\n", a ? osh_args_error(a) : "out of memory");
        return 2;
    }
    size_t len = 0;
    char *src = read_file(argv[2], &len);
    if (!src) {
        fprintf(stderr, "oshlayout: cannot read %s\n", argv[2]);
        return 2;
    }
    osh_context *ctx = osh_context_create(NULL);
    osh_result *r = osh_compile(ctx, argv[2], src, len, osh_args_options(a));
    const osh_reflection *refl = osh_result_reflection(r);
    int rc = 1;
    if (!refl)
        fprintf(stderr, "oshlayout: %s does not compile, or has no reflection\n", argv[2]);
    else
        rc = wgsl ? wgpu_lines(refl) : vk_lines(refl);
    osh_result_free(r);
    osh_context_destroy(ctx);
    osh_args_free(a);
    free(src);
    free(args);
    return rc;
}
