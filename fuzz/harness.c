/*
 * The checks every fuzz target and the replay tool run; see harness.h.
 *
 * Includes never touch the file system: an in-memory handler serves
 * "a.hlsl" (a small header), any name containing "self" (the input itself,
 * so self-inclusion and the include depth limit get fuzzed) and nothing else.
 */
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "oneshader.h"

#ifdef OSH_HAVE_SPIRV_TOOLS
#include <spirv-tools/libspirv.h>
#endif

static const char *const mode_names[FUZZ_MODE_COUNT] = {"pp", "frontend", "spirv", "wgsl"};

const char *fuzz_mode_name(FuzzMode m) { return m < FUZZ_MODE_COUNT ? mode_names[m] : "?"; }

int fuzz_mode_parse(const char *s)
{
    for (int i = 0; i < FUZZ_MODE_COUNT; i++)
        if (!strcmp(s, mode_names[i]))
            return i;
    return -1;
}

typedef struct IncludeCtx {
    const uint8_t *data;
    size_t size;
} IncludeCtx;

static const char header_a[] =
    "#pragma once\n"
    "struct A { float4 v; uint n; };\n"
    "#define A_SCALE 2.0\n"
    "float a_helper(float x) { return x * A_SCALE; }\n";

static int include_open(void *user, const char *path, char **text, size_t *len)
{
    IncludeCtx *ic = user;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (strstr(base, "self")) {
        *text = (char *)ic->data;
        *len = ic->size;
        return 0;
    }
    if (!strcmp(base, "a.hlsl")) {
        *text = (char *)header_a;
        *len = sizeof header_a - 1;
        return 0;
    }
    return 1;
}

/* FNV-1a over everything a result says, for the determinism check. */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

static uint64_t fnv_str(uint64_t h, const char *s)
{
    return s ? fnv(h, s, strlen(s) + 1) : fnv(h, "\xff", 1);
}

static uint64_t result_hash(const osh_result *r)
{
    uint64_t h = 0xcbf29ce484222325ull;
    osh_status st = osh_result_status(r);
    h = fnv(h, &st, sizeof st);
    size_t n;
    const uint32_t *w = osh_result_spirv(r, &n);
    if (w)
        h = fnv(h, w, n * 4);
    const char *t = osh_result_text(r, &n);
    if (t)
        h = fnv(h, t, n);
    t = osh_result_reflection_json(r, &n);
    if (t)
        h = fnv(h, t, n);
    for (size_t i = 0; i < osh_result_diagnostic_count(r); i++) {
        const osh_diagnostic *d = osh_result_diagnostic(r, i);
        h = fnv_str(h, d->code);
        h = fnv_str(h, d->file);
        h = fnv_str(h, d->message);
        h = fnv_str(h, d->source_line);
        unsigned v[3] = {(unsigned)d->severity, d->line, d->column};
        h = fnv(h, v, sizeof v);
    }
    return h;
}

#define FAIL(...)                                \
    do {                                         \
        snprintf(why, whylen, __VA_ARGS__);      \
        return 1;                                \
    } while (0)

static int is_ice(const char *code)
{
    return code && (!strcmp(code, "OSH0002") || !strcmp(code, "OSH0600") ||
                    !strcmp(code, "OSH5001"));
}

/* -fspv-target-env=: the SPIR-V version the module must have (docs/cli.md),
 * and whether Vulkan's rules apply (a universal target has none). */
static const struct TargetEnv {
    const char *name;
    uint32_t version;
    int vulkan;
} target_envs[] = {
    {"vulkan1.2", 0x00010500u, 1}, /* the default: first */
    {"vulkan1.0", 0x00010000u, 1},
    {"vulkan1.1", 0x00010300u, 1}, {"vulkan1.1spirv1.4", 0x00010400u, 1},
    {"vulkan1.3", 0x00010600u, 1}, {"vulkan1.4", 0x00010600u, 1},
    {"universal1.0", 0x00010000u, 0}, {"universal1.1", 0x00010100u, 0},
    {"universal1.2", 0x00010200u, 0}, {"universal1.3", 0x00010300u, 0}, {"universal1.4", 0x00010400u, 0},
    {"universal1.5", 0x00010500u, 0}, {"universal1.6", 0x00010600u, 0},
};

static const struct TargetEnv *target_env_of(const osh_options *opt)
{
    const struct TargetEnv *t = &target_envs[0]; /* vulkan1.2, the default */
    for (size_t k = 0; opt->target_env && k < sizeof target_envs / sizeof target_envs[0]; k++)
        if (!strcmp(opt->target_env, target_envs[k].name))
            t = &target_envs[k];
    return t;
}

#ifdef OSH_HAVE_SPIRV_TOOLS
/* Validates with the rules spirv-val --target-env applies for the options'
 * target environment (vulkan1.2 by default), plus scalar block layout when
 * the options ask for a layout that needs it. */
static int validate_spirv(const uint32_t *w, size_t n, const osh_options *opt, char *why,
                          size_t whylen)
{
    /* spirv-val 2023.1 knows SPV_KHR_compute_shader_derivatives (DXC's
     * default since 2024) only by its NV name: the same numbers and the same
     * length in words. The validated copy names NV, as tests/spirv/spv_test.c
     * and tests/oshtest.py do. */
    static const char khr[36] = "SPV_KHR_compute_shader_derivatives";
    static const char nv[36] = "SPV_NV_compute_shader_derivatives";
    uint32_t *copy = NULL;
    for (size_t i = 0; i + 9 <= n; i++)
        if (!memcmp(&w[i], khr, sizeof khr)) {
            if (!copy) {
                copy = malloc(n * sizeof *copy);
                if (!copy) {
                    snprintf(why, whylen, "out of memory copying %zu SPIR-V words", n);
                    return 1;
                }
                memcpy(copy, w, n * sizeof *copy);
            }
            memcpy(&copy[i], nv, sizeof nv);
        }
    /* spirv-val 2023.1 predates SPV_KHR_ray_tracing_position_fetch: the
     * copy decorates a HitTriangleVertexPositionsKHR (5335) input with a
     * Location instead, and the rest of the module is validated as it is
     * (tools/conformance/run.py does the same). */
    for (size_t i = 5; i < n && (w[i] >> 16);) {
        size_t len = w[i] >> 16;
        if ((w[i] & 0xffff) == 71 /* OpDecorate */ && len == 4 && i + 3 < n && w[i + 2] == 11 /* BuiltIn */ &&
            w[i + 3] == 5335) {
            if (!copy) {
                copy = malloc(n * sizeof *copy);
                if (!copy) {
                    snprintf(why, whylen, "out of memory copying %zu SPIR-V words", n);
                    return 1;
                }
                memcpy(copy, w, n * sizeof *copy);
            }
            copy[i + 2] = 30; /* Location */
            copy[i + 3] = 0;
        }
        i += len;
    }
    /* The rules of the environment the options target, as spirv-val
     * --target-env checks them (vulkan1.4 as vulkan1.3, which 2023.1 knows). */
    const struct TargetEnv *t = target_env_of(opt);
    unsigned minor = (t->version >> 8) & 0xff;
    static const spv_target_env vk[] = {[0] = SPV_ENV_VULKAN_1_0, [1] = SPV_ENV_VULKAN_1_0,
                                        [2] = SPV_ENV_VULKAN_1_0, [3] = SPV_ENV_VULKAN_1_1,
                                        [4] = SPV_ENV_VULKAN_1_1_SPIRV_1_4, [5] = SPV_ENV_VULKAN_1_2,
                                        [6] = SPV_ENV_VULKAN_1_3};
    static const spv_target_env uni[] = {[0] = SPV_ENV_UNIVERSAL_1_0, [1] = SPV_ENV_UNIVERSAL_1_1,
                                         [2] = SPV_ENV_UNIVERSAL_1_2, [3] = SPV_ENV_UNIVERSAL_1_3,
                                         [4] = SPV_ENV_UNIVERSAL_1_4, [5] = SPV_ENV_UNIVERSAL_1_5,
                                         [6] = SPV_ENV_UNIVERSAL_1_6};
    spv_target_env env = t->vulkan ? vk[minor] : uni[minor];
    spv_context ctx = spvContextCreate(env);
    spv_validator_options vo = spvValidatorOptionsCreate();
    if (opt->layout == OSH_LAYOUT_SCALAR || opt->layout == OSH_LAYOUT_DX)
        spvValidatorOptionsSetScalarBlockLayout(vo, 1);
    spv_const_binary_t bin = {copy ? copy : w, n};
    spv_diagnostic diag = NULL;
    spv_result_t res = spvValidateWithOptions(ctx, vo, &bin, &diag);
    int bad = res != SPV_SUCCESS;
    if (bad)
        snprintf(why, whylen, "invalid SPIR-V (spirv-val %d): %s", (int)res,
                 diag && diag->error ? diag->error : "(no message)");
    spvDiagnosticDestroy(diag);
    spvValidatorOptionsDestroy(vo);
    spvContextDestroy(ctx);
    free(copy);
    return bad;
}
#endif

/* Does data[0..size) hold the text `s`? */
static int contains(const uint8_t *data, size_t size, const char *s)
{
    size_t n = strlen(s);
    for (size_t i = 0; i + n <= size; i++)
        if (!memcmp(data + i, s, n))
            return 1;
    return 0;
}

/* The properties of one result; 0 when they all hold. */
static int check_result(FuzzMode mode, const osh_result *r, const osh_options *opt,
                        const FuzzFlags *flags, char *why, size_t whylen)
{
    if (!r)
        FAIL("osh_compile returned NULL with the default allocator");
    osh_status st = osh_result_status(r);
    if (st != OSH_OK && st != OSH_COMPILE_ERROR && st != OSH_INVALID_ARGUMENT &&
        st != OSH_OUT_OF_MEMORY)
        FAIL("unknown status %d", (int)st);

    size_t ndiag = osh_result_diagnostic_count(r), nerr = 0;
    for (size_t i = 0; i < ndiag; i++) {
        const osh_diagnostic *d = osh_result_diagnostic(r, i);
        if (!d)
            FAIL("diagnostic %zu of %zu is NULL", i, ndiag);
        if ((unsigned)d->severity > OSH_SEVERITY_ERROR)
            FAIL("diagnostic %zu: severity %d", i, (int)d->severity);
        if (!d->message)
            FAIL("diagnostic %zu has no message", i);
        if (!d->code && d->severity != OSH_SEVERITY_NOTE)
            FAIL("diagnostic %zu (%s) has no code", i, d->message);
        if (d->code && (strlen(d->code) != 7 || strncmp(d->code, "OSH", 3) != 0 ||
                        strspn(d->code + 3, "0123456789") != 4))
            FAIL("diagnostic %zu: malformed code '%s'", i, d->code);
        if (d->line && !d->file)
            FAIL("diagnostic %zu (%s) has a line but no file", i, d->code ? d->code : "note");
        if (d->source_line && strchr(d->source_line, '\n'))
            FAIL("diagnostic %zu: source_line contains a newline", i);
        if (d->severity == OSH_SEVERITY_ERROR)
            nerr++;
        if (flags->ice_is_bug && is_ice(d->code))
            FAIL("internal compiler error %s: %s", d->code, d->message);
    }
    if (st == OSH_OK && nerr)
        FAIL("status OK but %zu error diagnostics (first: %s)", nerr,
             osh_result_diagnostic(r, 0)->message);
    if ((st == OSH_COMPILE_ERROR || st == OSH_INVALID_ARGUMENT) && !nerr)
        FAIL("status %d without an error diagnostic", (int)st);

    size_t nw, tl;
    const uint32_t *w = osh_result_spirv(r, &nw);
    const char *text = osh_result_text(r, &tl);
    if (text && strlen(text) != tl && mode != FUZZ_PP)
        FAIL("text length %zu but strlen %zu", tl, strlen(text));
    if (st != OSH_OK) {
        if (w || nw)
            FAIL("failed compilation returned %zu SPIR-V words", nw);
        if (text && mode != FUZZ_PP)
            FAIL("failed compilation returned text");
        return 0;
    }
    switch (mode) {
    case FUZZ_PP:
    case FUZZ_WGSL:
        if (!text)
            FAIL("status OK but no text");
        if (text[tl] != 0)
            FAIL("text is not NUL-terminated");
        break;
    case FUZZ_FRONTEND:
        if (w)
            FAIL("front-end-only compilation returned SPIR-V");
        break;
    case FUZZ_SPIRV:
        if (!w || nw < 5)
            FAIL("status OK but %zu SPIR-V words", nw);
        if (w[0] != 0x07230203u)
            FAIL("bad SPIR-V magic 0x%08x", w[0]);
        if (w[1] != target_env_of(opt)->version)
            FAIL("SPIR-V version 0x%08x, expected 0x%08x for %s", w[1], target_env_of(opt)->version,
                 target_env_of(opt)->name);
#ifdef OSH_HAVE_SPIRV_TOOLS
        if (!flags->inline_spirv && validate_spirv(w, nw, opt, why, whylen))
            return 1;
#endif
        break;
    default:
        break;
    }
    return 0;
}

int fuzz_one(FuzzMode mode, const uint8_t *data, size_t size, const FuzzFlags *flags,
             char *why, size_t whylen)
{
    static const FuzzFlags none = {0, 0, 0};
    if (!flags)
        flags = &none;
    ShaderArgs sa;
    shader_args_parse(&sa, (const char *)data, size);
    IncludeCtx ic = {data, size};
    osh_include_handler inc = {include_open, NULL, &ic};
    sa.opt.include_handler = &inc;
    switch (mode) {
    case FUZZ_PP: sa.opt.preprocess_only = 1; break;
    case FUZZ_FRONTEND: sa.opt.target = OSH_TARGET_NONE; break;
    case FUZZ_SPIRV: sa.opt.target = OSH_TARGET_SPIRV; break;
    case FUZZ_WGSL: sa.opt.target = OSH_TARGET_WGSL; break;
    default: FAIL("bad mode");
    }

    osh_context *ctx = osh_context_create(NULL);
    if (!ctx)
        FAIL("osh_context_create(NULL) failed");
    osh_result *r = osh_compile(ctx, "fuzz.hlsl", (const char *)data, size, &sa.opt);
    FuzzFlags f = *flags;
    static const char *const inline_attrs[] = {"ext_capability", "ext_builtin_", "ext_extension"};
    for (size_t k = 0; k < sizeof inline_attrs / sizeof inline_attrs[0]; k++)
        f.inline_spirv |= contains(data, size, inline_attrs[k]);
    int bad = check_result(mode, r, &sa.opt, &f, why, whylen);
    if (!bad && flags->twice) {
        osh_result *r2 = osh_compile(ctx, "fuzz.hlsl", (const char *)data, size, &sa.opt);
        if (result_hash(r) != result_hash(r2)) {
            snprintf(why, whylen, "two compilations of the same input differ");
            bad = 1;
        }
        osh_result_free(r2);
    }
    osh_result_free(r);
    osh_context_destroy(ctx);
    return bad;
}

int fuzz_entry(FuzzMode mode, const uint8_t *data, size_t size)
{
    FuzzFlags f = {0, 0, 0};
    const char *e = getenv("OSH_FUZZ_ICE_IS_BUG");
    f.ice_is_bug = e && *e == '1';
    e = getenv("OSH_FUZZ_TWICE");
    f.twice = e && *e == '1';
    char why[1024];
    if (fuzz_one(mode, data, size, &f, why, sizeof why)) {
        fprintf(stderr, "oneshader fuzz_%s: %s\n", fuzz_mode_name(mode), why);
        __builtin_trap();
    }
    return 0;
}
