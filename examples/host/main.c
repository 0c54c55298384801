/*
 * A host program for the OneShader library: compiles one HLSL compute shader
 * to SPIR-V and to WGSL through the C API, prints the diagnostics the way a
 * compiler does, and writes the binary, the WGSL text and the reflection JSON
 * of each target.
 *
 *   oneshader_host [input.hlsl [output-prefix]]
 *
 * Without an input it compiles the shader below. It writes PREFIX.spv,
 * PREFIX.spv.json, PREFIX.wgsl and PREFIX.wgsl.json (PREFIX defaults to
 * "double"). Exit status: 0 when both targets compiled, 1 otherwise.
 *
 * For SPIR-V it also prints the descriptor bindings a Vulkan pipeline layout
 * needs, from the reflection structs and osh_vk_pipeline_layout.
 *
 * It also shows the allocator hook: every byte the library takes goes through
 * counting_alloc, and the program checks that nothing is left once the
 * results and the context are freed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <oneshader.h>

static const char default_shader[] =
    "// data[i] = data[i] * 2 * SCALE + 1; SCALE comes from the host's defines.\n"
    "RWStructuredBuffer<uint> data : register(u0);\n"
    "\n"
    "[numthreads(64, 1, 1)]\n"
    "void main(uint3 id : SV_DispatchThreadID)\n"
    "{\n"
    "    data[id.x] = data[id.x] * 2 * SCALE + 1;\n"
    "}\n";

/* Bytes the library holds right now; the allocator's user pointer. */
typedef struct Usage {
    size_t live, peak;
} Usage;

static void *counting_alloc(void *user, void *ptr, size_t old_size, size_t new_size)
{
    Usage *u = user;
    if (new_size == 0) {
        free(ptr);
        u->live -= ptr ? old_size : 0;
        return NULL;
    }
    void *p = realloc(ptr, new_size);
    if (!p)
        return NULL;
    u->live = u->live - (ptr ? old_size : 0) + new_size;
    if (u->live > u->peak)
        u->peak = u->live;
    return p;
}

/* file:line:col: error: message [OSH0123], then the line and a caret. */
static void print_diagnostics(const osh_result *r)
{
    static const char *const severity[] = {"note", "warning", "error"};
    for (size_t i = 0; i < osh_result_diagnostic_count(r); i++) {
        const osh_diagnostic *d = osh_result_diagnostic(r, i);
        if (d->file && d->line)
            fprintf(stderr, "%s:%u:%u: ", d->file, d->line, d->column);
        fprintf(stderr, "%s: %s%s%s%s\n", severity[d->severity], d->message,
                d->code ? " [" : "", d->code ? d->code : "", d->code ? "]" : "");
        if (d->source_line) {
            fprintf(stderr, "  %s\n  ", d->source_line);
            for (unsigned c = 1; c < d->column; c++)
                fputc(d->source_line[c - 1] == '\t' ? '\t' : ' ', stderr);
            fputs("^\n", stderr);
        }
    }
}

static int write_file(const char *prefix, const char *ext, const void *data, size_t len)
{
    char path[4096];
    snprintf(path, sizeof path, "%s%s", prefix, ext);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        return 0;
    }
    int ok = fwrite(data, 1, len, f) == len;
    ok &= fclose(f) == 0;
    if (ok)
        printf("wrote %s (%zu bytes)\n", path, len);
    else
        perror(path);
    return ok;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return NULL;
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        char *bigger = realloc(buf, cap * 2);
        if (!bigger) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    fclose(f);
    *len = n;
    return buf;
}

/* What a Vulkan host would put in its descriptor set layouts, from the
 * reflection: the helper sizes the array on a first call with capacity 0. */
static int print_vk_layout(const osh_reflection *refl)
{
    osh_vk_binding bindings[16];
    osh_vk_push_constant_range push;
    size_t n = 0;
    char reason[256];
    if (osh_vk_pipeline_layout(&refl, 1, bindings, 16, &n, &push, reason, sizeof reason) !=
        OSH_OK) {
        fprintf(stderr, "oneshader_host: pipeline layout: %s\n", reason);
        return 0;
    }
    printf("%s (%s): %zu descriptor binding(s)\n", refl->name, refl->stage_name, n);
    for (size_t i = 0; i < n; i++)
        printf("  set %u binding %u: VkDescriptorType %u x%u, stages 0x%x\n", bindings[i].set,
               bindings[i].binding, bindings[i].descriptor_type, bindings[i].descriptor_count,
               bindings[i].stage_flags);
    if (push.size)
        printf("  push constants: %u bytes\n", push.size);
    return 1;
}

/* Compiles `source` for one target and writes its outputs; 1 on success. */
static int compile_one(osh_context *ctx, const char *name, const char *source, size_t len,
                       osh_target target, const char *prefix)
{
    static const osh_define defines[] = {{"SCALE", "1"}};
    osh_options opt;
    osh_options_init(&opt);
    opt.profile = "cs_6_0";
    opt.entry = "main";
    opt.target = target;
    opt.defines = defines;
    opt.define_count = 1;

    osh_result *r = osh_compile(ctx, name, source, len, &opt);
    if (!r) {
        fprintf(stderr, "oneshader_host: out of memory\n");
        return 0;
    }
    print_diagnostics(r);
    int ok = osh_result_status(r) == OSH_OK;
    const char *tname = target == OSH_TARGET_SPIRV ? "spv" : "wgsl";
    if (ok && target == OSH_TARGET_SPIRV) {
        size_t nwords;
        const uint32_t *words = osh_result_spirv(r, &nwords);
        if (!words || nwords < 5 || words[0] != 0x07230203u) {
            fprintf(stderr, "oneshader_host: the result is not a SPIR-V module\n");
            ok = 0;
        } else {
            ok = write_file(prefix, ".spv", words, nwords * sizeof *words);
        }
        const osh_reflection *refl = osh_result_reflection(r);
        if (ok && refl)
            ok = print_vk_layout(refl);
    } else if (ok) {
        size_t n;
        const char *text = osh_result_text(r, &n);
        ok = text && write_file(prefix, ".wgsl", text, n);
    }
    if (ok) {
        size_t n;
        const char *json = osh_result_reflection_json(r, &n);
        char ext[16];
        snprintf(ext, sizeof ext, ".%s.json", tname);
        ok = json ? write_file(prefix, ext, json, n) : 1;
        if (!json)
            fprintf(stderr, "oneshader_host: note: no reflection for %s\n", tname);
    } else {
        fprintf(stderr, "oneshader_host: %s: compiling to %s failed (status %d)\n", name, tname,
                (int)osh_result_status(r));
    }
    osh_result_free(r);
    return ok;
}

int main(int argc, char **argv)
{
    const char *input = argc > 1 ? argv[1] : NULL;
    const char *prefix = argc > 2 ? argv[2] : "double";
    printf("OneShader %s (header %s)\n", osh_version(), OSH_VERSION_STRING);

    size_t len = sizeof default_shader - 1;
    char *file_text = NULL;
    if (input) {
        file_text = read_file(input, &len);
        if (!file_text)
            return 1;
    }
    const char *source = file_text ? file_text : default_shader;

    Usage usage = {0, 0};
    osh_allocator alloc = {counting_alloc, &usage};
    osh_context *ctx = osh_context_create(&alloc);
    if (!ctx) {
        free(file_text);
        return 1;
    }
    const char *name = input ? input : "double.hlsl";
    int ok = compile_one(ctx, name, source, len, OSH_TARGET_SPIRV, prefix);
    ok &= compile_one(ctx, name, source, len, OSH_TARGET_WGSL, prefix);
    osh_context_destroy(ctx);
    free(file_text);

    printf("peak library memory: %zu bytes\n", usage.peak);
    if (usage.live != 0) {
        fprintf(stderr, "oneshader_host: %zu bytes still allocated after osh_context_destroy\n",
                usage.live);
        return 1;
    }
    return ok ? 0 : 1;
}
