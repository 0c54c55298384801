/*
 * The public API as a host grows with it (issue 17, "a library API that can
 * grow"): osh_options.struct_size between hosts built against older or
 * newer headers, the include resolver (the requesting file, "" or <>, the
 * depth), and osh_options_from_args (a dxc command line as options). Public header only; exit status is the result.
 */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oneshader.h"

static int failures;

#define CHECK(cond, ...)                                           \
    do {                                                           \
        if (!(cond)) {                                             \
            failures++;                                            \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);   \
            fprintf(stderr, __VA_ARGS__);                          \
            fputc('\n', stderr);                                   \
        }                                                          \
    } while (0)

static const char SHADER[] = "RWStructuredBuffer<uint> o;\n[numthreads(1, 1, 1)] void main() { o[0] = 1; }\n";

/* Whether the module declares MaximallyReconvergesKHR (OpExecutionMode, 6023). */
static int has_reconvergence(const osh_result *r)
{
    size_t n;
    const uint32_t *w = osh_result_spirv(r, &n);
    for (size_t i = 5; w && i < n && (w[i] >> 16); i += w[i] >> 16)
        if ((w[i] & 0xffff) == 16 && (w[i] >> 16) == 3 && w[i + 2] == 6023)
            return 1;
    return 0;
}

static void struct_size(osh_context *ctx)
{
    osh_options opt;
    osh_options_init(&opt);
    CHECK(opt.struct_size == sizeof opt, "osh_options_init sets struct_size %zu", opt.struct_size);
    opt.profile = "cs_6_0";
    opt.maximal_reconvergence = 1;
    osh_result *r = osh_compile(ctx, "a.hlsl", SHADER, strlen(SHADER), &opt);
    CHECK(osh_result_status(r) == OSH_OK && has_reconvergence(r), "this header's struct: the field is read");
    osh_result_free(r);

    /* A host built against a header that ended before maximal_reconvergence:
     * what lies there is not its to set, and must not be read. */
    opt.struct_size = offsetof(osh_options, maximal_reconvergence);
    r = osh_compile(ctx, "a.hlsl", SHADER, strlen(SHADER), &opt);
    CHECK(osh_result_status(r) == OSH_OK && !has_reconvergence(r), "an older host's struct: a later field was read");
    osh_result_free(r);

    /* A zero-filled struct without osh_options_init: this header's size. */
    osh_options zero;
    memset(&zero, 0, sizeof zero);
    zero.profile = "cs_6_0";
    zero.entry = "main";
    zero.hlsl_version = 2021;
    zero.target_env = "vulkan1.2";
    zero.maximal_reconvergence = 1;
    r = osh_compile(ctx, "a.hlsl", SHADER, strlen(SHADER), &zero);
    CHECK(osh_result_status(r) == OSH_OK && has_reconvergence(r), "struct_size 0: this header's struct");
    osh_result_free(r);

    /* A newer host's larger struct: fine while its new fields are zero. */
    unsigned char *big = calloc(1, sizeof opt + 32);
    osh_options_init(&opt);
    opt.profile = "cs_6_0";
    opt.struct_size = sizeof opt + 32;
    memcpy(big, &opt, sizeof opt);
    r = osh_compile(ctx, "a.hlsl", SHADER, strlen(SHADER), (const osh_options *)big);
    CHECK(osh_result_status(r) == OSH_OK, "a newer host's struct with its new fields zero: status %d",
          (int)osh_result_status(r));
    osh_result_free(r);
    big[sizeof opt + 7] = 1;
    r = osh_compile(ctx, "a.hlsl", SHADER, strlen(SHADER), (const osh_options *)big);
    CHECK(osh_result_status(r) == OSH_INVALID_ARGUMENT, "a newer host's field set: status %d",
          (int)osh_result_status(r));
    const osh_diagnostic *d = osh_result_diagnostic(r, 0);
    CHECK(d && d->code && !strcmp(d->code, "OSH0012") && strstr(d->message, "newer"),
          "a newer host's field set: diagnostic %s %s", d && d->code ? d->code : "-", d ? d->message : "-");
    osh_result_free(r);
    free(big);
}

/* A virtual file system: "common.hlsli" (quoted) includes <lib/math.hlsli>. */
typedef struct Vfs {
    char log[512];
    int releases;
} Vfs;

static int resolve(void *user, const osh_include_request *req, char **path, char **text, size_t *len)
{
    Vfs *v = user;
    size_t at = strlen(v->log);
    snprintf(v->log + at, sizeof v->log - at, "%s|%s|%d|%u;", req->name, req->includer, req->system,
             req->depth);
    const char *body = NULL, *name = NULL;
    if (!strcmp(req->name, "common.hlsli") && !req->system) {
        name = "vfs/common.hlsli";
        body = "#include <lib/math.hlsli>\nuint twice(uint x) { return double_it(x); }\n";
    } else if (!strcmp(req->name, "lib/math.hlsli") && req->system) {
        name = "vfs/lib/math.hlsli";
        body = "#pragma once\nuint double_it(uint x) { return x * 2; }\n";
    }
    if (!body)
        return 1;
    *path = strdup(name);
    *len = strlen(body);
    *text = malloc(*len);
    memcpy(*text, body, *len);
    return 0;
}

static void release(void *user, char *path, char *text, size_t len)
{
    (void)len;
    ((Vfs *)user)->releases++;
    free(path);
    free(text);
}

static void resolver(osh_context *ctx)
{
    static const char src[] = "#include \"common.hlsli\"\n#include <lib/math.hlsli>\n"
                              "RWStructuredBuffer<uint> o;\n[numthreads(1, 1, 1)] void main() { o[0] = twice(3); }\n";
    Vfs v = {{0}, 0};
    osh_include_resolver res = {resolve, release, &v};
    osh_options opt;
    osh_options_init(&opt);
    opt.profile = "cs_6_0";
    opt.include_resolver = &res;
    osh_result *r = osh_compile(ctx, "main.hlsl", src, strlen(src), &opt);
    CHECK(osh_result_status(r) == OSH_OK, "with the resolver: status %d", (int)osh_result_status(r));
    /* Each request says what the directive said, who asked and how deep. */
    const char *want = "common.hlsli|main.hlsl|0|1;lib/math.hlsli|vfs/common.hlsli|1|2;"
                       "lib/math.hlsli|main.hlsl|1|1;";
    CHECK(!strcmp(v.log, want), "requests:\n  got  %s\n  want %s", v.log, want);
    CHECK(v.releases == 3, "release called %d times, not once per resolved file", v.releases);
    /* The files are known by the resolver's names (depfiles, diagnostics). */
    int seen = 0;
    for (size_t i = 0; i < osh_result_dependency_count(r); i++)
        seen += !strcmp(osh_result_dependency(r, i), "vfs/lib/math.hlsli");
    CHECK(seen == 1, "vfs/lib/math.hlsli among the dependencies %d times", seen);
    osh_result_free(r);

    /* A file the resolver does not have: an error at the #include. */
    static const char bad[] = "#include \"missing.hlsli\"\n[numthreads(1, 1, 1)] void main() {}\n";
    v.log[0] = 0;
    r = osh_compile(ctx, "main.hlsl", bad, strlen(bad), &opt);
    const osh_diagnostic *d = osh_result_diagnostic(r, 0);
    CHECK(osh_result_status(r) == OSH_COMPILE_ERROR && d && d->line == 1, "a missing include: status %d",
          (int)osh_result_status(r));
    osh_result_free(r);
}

/* osh_options_from_args: what a build system gives dxc, read into options. */
static void from_args(osh_context *ctx)
{
    const char *argv[] = {"-T", "cs_6_0", "-E", "main", "-D", "SCALE=3", "-DFLAG", "-I", "inc",
                          "/Fo", "out.spv", "-Fre", "out.json", "-O0", "-fvk-b-shift", "4", "0",
                          "-fspv-target-env=vulkan1.3", "-Qstrip_reflect", "-MD", "shader.hlsl"};
    int argc = (int)(sizeof argv / sizeof argv[0]);
    osh_args *a = osh_options_from_args(NULL, argc, argv);
    CHECK(a && !osh_args_error(a), "a valid command line: %s", a ? osh_args_error(a) : "NULL");
    const osh_options *o = osh_args_options(a);
    CHECK(o && o->struct_size == sizeof *o, "options with struct_size");
    if (o) {
        CHECK(!strcmp(o->profile, "cs_6_0") && !strcmp(o->entry, "main"), "-T, -E");
        CHECK(o->define_count == 2 && !strcmp(o->defines[0].name, "SCALE") && !strcmp(o->defines[0].value, "3") &&
              !strcmp(o->defines[1].name, "FLAG") && !o->defines[1].value, "-D SCALE=3 -DFLAG");
        CHECK(o->include_dir_count == 1 && !strcmp(o->include_dirs[0], "inc"), "-I inc");
        CHECK(o->opt_level == 0, "-O0: %d", o->opt_level);
        CHECK(o->shift_count == 1 && o->shifts[0].kind == 'b' && o->shifts[0].shift == 4 && o->shifts[0].space == 0,
              "-fvk-b-shift 4 0");
        CHECK(!strcmp(o->target_env, "vulkan1.3"), "-fspv-target-env=vulkan1.3");
    }
    CHECK(osh_args_input_count(a) == 1 && !strcmp(osh_args_input(a, 0), "shader.hlsl"), "the input");
    CHECK(osh_args_value(a, "-Fo") && !strcmp(osh_args_value(a, "-Fo"), "out.spv"), "/Fo out.spv");
    CHECK(osh_args_value(a, "-Fre") && !strcmp(osh_args_value(a, "-Fre"), "out.json"), "-Fre");
    CHECK(osh_args_value(a, "-MD") && !*osh_args_value(a, "-MD"), "-MD: given, no value");
    CHECK(!osh_args_value(a, "-Fc") && !osh_args_value(a, "-MP"), "absent flags are NULL");
    CHECK(osh_args_warning_count(a) == 1 && strstr(osh_args_warning(a, 0), "-Qstrip_reflect"),
          "the DXIL-only flag's warning");
    /* The options compile: -D SCALE=3 reaches the shader. */
    static const char src[] = "RWStructuredBuffer<uint> o;\n#ifdef FLAG\n[numthreads(SCALE, 1, 1)] void main() { o[0] = 1; }\n#endif\n";
    osh_result *r = o ? osh_compile(ctx, "shader.hlsl", src, strlen(src), o) : NULL;
    CHECK(r && osh_result_status(r) == OSH_OK, "compiling with the parsed options");
    size_t n = 0;
    const uint32_t *w = r ? osh_result_spirv(r, &n) : NULL;
    int local3 = 0;
    for (size_t i = 5; w && i < n && (w[i] >> 16); i += w[i] >> 16)
        local3 |= (w[i] & 0xffff) == 16 && w[i + 2] == 17 /* LocalSize */ && w[i + 3] == 3;
    CHECK(local3 && n > 1 && w[1] == 0x10600, "numthreads(SCALE) = 3 and SPIR-V 1.6 for vulkan1.3");
    osh_result_free(r);
    osh_args_free(a);

    /* Usage errors: the command's exit-2 messages; no options. */
    const char *bad1[] = {"-T", "cs_6_0", "-no-such-flag", "a.hlsl"};
    a = osh_options_from_args(NULL, 4, bad1);
    CHECK(a && osh_args_error(a) && strstr(osh_args_error(a), "-no-such-flag") && !osh_args_options(a),
          "an unknown flag: %s", a ? osh_args_error(a) : "NULL");
    osh_args_free(a);
    const char *bad2[] = {"-T"};
    a = osh_options_from_args(NULL, 1, bad2);
    CHECK(a && osh_args_error(a) && strstr(osh_args_error(a), "missing value"), "-T without its value");
    osh_args_free(a);
    const char *bad3[] = {"-HV", "2019", "-T", "cs_6_0"};
    a = osh_options_from_args(NULL, 4, bad3);
    CHECK(a && osh_args_error(a) && strstr(osh_args_error(a), "2019"), "-HV 2019");
    osh_args_free(a);
    /* The arguments are copied: argv may go away. */
    char t[] = "-T", p[] = "ps_6_0";
    const char *mine[] = {t, p};
    a = osh_options_from_args(NULL, 2, mine);
    p[0] = 'x';
    CHECK(a && osh_args_options(a) && !strcmp(osh_args_options(a)->profile, "ps_6_0"), "argv is copied");
    osh_args_free(a);
}

int main(void)
{
    osh_context *ctx = osh_context_create(NULL);
    if (!ctx)
        return 1;
    struct_size(ctx);
    resolver(ctx);
    from_args(ctx);
    osh_context_destroy(ctx);
    if (failures)
        fprintf(stderr, "api_test: %d failure(s)\n", failures);
    else
        printf("api_test: ok\n");
    return failures != 0;
}
