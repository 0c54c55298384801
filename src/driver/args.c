/*
 * osh_options_from_args: a dxc -spirv command line read into osh_options,
 * for a build tool that hands the library the arguments it would give dxc,
 * and for the oneshader command, which reads its own through it. Every flag
 * is an entry of driver/options.def (its comment says what the columns
 * mean); the command's --help and docs/cli.md come from the same table.
 *
 * What is not an option of the compilation (inputs, output paths, the
 * diagnostics' format, -j...) is kept too, for osh_args_input and
 * osh_args_value. A usage error (exit 2 for the command) stops the reading
 * with a message (osh_args_error). Everything lives in the osh_args's own
 * arena, the arguments copied, so argv may go away; the -D/-U/-I lists
 * hold at most MAX_LIST entries each, as the command always did.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/base.h"

#define MAX_LIST 256
#define MAX_JOBS 256 /* -j */

typedef enum DiagFormat { DIAG_CLANG, DIAG_MSVC, DIAG_JSON } DiagFormat;

struct osh_args {
    Cc cc;                     /* its arena holds everything the args point to */
    osh_allocator alloc;
    const char *error;         /* the usage error, or NULL */
    osh_options opt;
    Vec(const char *) inputs;  /* in command-line order */
    int jobs;                  /* -j; 0: one per online CPU */
    const char *out;           /* -Fo */
    const char *pp_out;        /* -Fi */
    const char *refl_out;      /* -Fre */
    const char *hdr_out;       /* -Fhdr */
    const char *disasm_out;    /* -Fc */
    const char *dep_out;       /* -MF */
    const char *dep_target;    /* -MT */
    int dep_file;              /* -MD */
    int dep_phony;             /* -MP */
    const char *fh_out;        /* -Fh */
    const char *var_name;      /* -Vn */
    const char *batch_file;    /* -batch */
    int diag_format;           /* -fdiagnostics-format= (DiagFormat) */
    int color;                 /* -f[no-]color-diagnostics; -1: not given */
    int help, version;         /* --help, --version */
    Vec(const char *) warnings; /* the command line's own warnings */
    char profile_buf[32];      /* an old profile's 6.0 name */
    int syntax_only;
    int no_warnings;           /* -no-warnings: warnings are not printed */
    osh_define defines[MAX_LIST];
    size_t ndefines;
    const char *undefs[MAX_LIST];
    size_t undef_after[MAX_LIST]; /* -D flags before each -U */
    size_t nundefs;
    const char *incs[MAX_LIST];
    size_t nincs;
    const char *nowarn[MAX_LIST];
    size_t nnowarn;
    osh_register_shift shifts[MAX_LIST];
    size_t nshifts;
    osh_bind_register binds[MAX_LIST];
    size_t nbinds;
    const char *exts[MAX_LIST];
    size_t nexts;
    int opt_level_given;       /* one of -O0..-O3, -Od: -Oconfig= refuses it, as dxc */
    int zi;                    /* -Zi */
    unsigned spv_debug;        /* -fspv-debug= categories (OSH_DEBUG_*) */
    int spv_debug_given;
    int spv_debug_vulkan;      /* a vulkan form was given: NonSemantic even with rich, as dxc */
    int noconfig;              /* how many -Oconfig= */
};

typedef struct osh_args Args;

/* A usage error: the message, then back to osh_options_from_args. */
static _Noreturn void usage_error(Args *a, const char *fmt, const char *arg)
{
    a->error = arena_sprintf(&a->cc.arena, fmt, arg);
    a->cc.unwind_status = OSH_INVALID_ARGUMENT;
    longjmp(a->cc.unwind, 1);
}

static int parse_int(Args *a, const char *s, const char *flag)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *s == 0 || *end || v < 0 || v > 1000000)
        usage_error(a, "expected a number after %s", flag);
    return (int)v;
}

/* ---- the table: driver/options.def ------------------------------------------ */

typedef enum OptKind {
    OPT_KIND_FLAG, OPT_KIND_JOINED, OPT_KIND_JOINED_NONEMPTY, OPT_KIND_VALUE, OPT_KIND_NEXT,
    OPT_KIND_ARGS2, OPT_KIND_ARGS4, OPT_KIND_NONE,
} OptKind;

typedef enum OptId {
#define OPT(id, spelling, kind, action, group, help, help_text, doc, doc_text) OPT_##id,
#include "driver/options.def"
#undef OPT
} OptId;

typedef struct Option {
    const char *spelling;
    OptKind kind;
} Option;

static const Option options[] = {
#define OPT(id, spelling, kind, action, group, help, help_text, doc, doc_text) {spelling, OPT_KIND_##kind},
#include "driver/options.def"
#undef OPT
};

/* The entry `arg` is an argument of, or NULL. */
static const Option *find_option(const char *arg)
{
    for (size_t k = 0; k < countof(options); k++) {
        const Option *o = &options[k];
        size_t n = strlen(o->spelling);
        switch (o->kind) {
        case OPT_KIND_JOINED:
        case OPT_KIND_VALUE:
            if (!strncmp(arg, o->spelling, n))
                return o;
            break;
        case OPT_KIND_JOINED_NONEMPTY:
            if (!strncmp(arg, o->spelling, n) && arg[n])
                return o;
            break;
        case OPT_KIND_NONE:
            break;
        default:
            if (!strcmp(arg, o->spelling))
                return o;
        }
    }
    return NULL;
}

/* dxc's Windows spelling: "/T" is "-T". An argument starting with '/' is an
 * option when, with '-' for the '/', it names one of the table: the spelling
 * exactly, or a spelling with its value attached where the value has no '/'
 * ("/Tcs_6_0" is -T, "/Users/a.hlsl" stays a path although -U takes a value).
 * Anything else starting with '/' is an input path. The spelling differs
 * from the table's in its first byte only, so an attached value is read from
 * the argument itself (arg + the spelling's length), as for '-'. */
static const Option *find_slash_option(const char *arg)
{
    size_t n = strlen(arg);
    char buf[4096];
    if (arg[0] != '/' || n < 2 || n >= sizeof buf)
        return NULL;
    memcpy(buf, arg, n + 1);
    buf[0] = '-';
    const Option *o = find_option(buf);
    if (!o || (strlen(o->spelling) < n && strchr(buf + strlen(o->spelling), '/')))
        return NULL;
    return o;
}

/* ---- the handlers of CALL(fn) -------------------------------------------------
 * `v` is the value (NULL for ARGS2 and ARGS4), `next` the arguments after
 * the flag. */

/* A warning of the command line itself: the command prints it with the
 * diagnostics' format once every flag is read. */
static void args_warning(Args *a, const char *fmt, const char *x, const char *y)
{
    vec_push(&a->cc.arena, &a->warnings, arena_sprintf(&a->cc.arena, fmt, x, y));
}

static void opt_help(Args *a, const char *v, char **next, int nnext, const char *flag) { a->help = 1; }

static void opt_version(Args *a, const char *v, char **next, int nnext, const char *flag) { a->version = 1; }

static void opt_jobs(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    a->jobs = parse_int(a, v, flag);
    if (a->jobs < 1 || a->jobs > MAX_JOBS)
        usage_error(a, "-j wants a number of threads from 1 to 256, not '%s'", v);
}

static void opt_define(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (a->ndefines >= MAX_LIST)
        return;
    const char *eq = strchr(v, '=');
    osh_define *def = &a->defines[a->ndefines++];
    def->name = eq ? arena_strndup(&a->cc.arena, v, (size_t)(eq - v)) : v;
    def->value = eq ? eq + 1 : NULL;
}

static void opt_undefine(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (a->nundefs < MAX_LIST) {
        a->undef_after[a->nundefs] = a->ndefines;
        a->undefs[a->nundefs++] = v;
    }
}

static void opt_hlsl_version(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    /* 202x: dxc's version after 2021; ours is the newest we have. */
    int hv = !strcmp(v, "202x") ? 2021 : parse_int(a, v, flag);
    if (hv != 2016 && hv != 2017 && hv != 2018 && hv != 2021)
        usage_error(a, "unknown HLSL version '%s' after -HV (2016, 2017, 2018, 2021 or 202x)", v);
    a->opt.hlsl_version = hv;
}

/* The names -Wno- takes: every warning of the library's table. */
static const char *const warning_names[] = {
#define DIAG(id, num, sev, name, fmt) sev == OSH_SEVERITY_WARNING ? name : NULL,
#include "base/diag_codes.def"
#undef DIAG
};

/* dxc -spirv's own warning groups (ignored and emulated Vulkan features): a
 * dxc build line turns them off; accepted without a word. */
static const char *const dxc_warning_groups[] = {"vk-ignored-features", "vk-emulated-features"};

static void opt_no_warning(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    for (size_t g = 0; g < countof(dxc_warning_groups); g++)
        if (!strcmp(v, dxc_warning_groups[g]))
            return;
    size_t k = 0;
    while (k < countof(warning_names) && !(warning_names[k] && !strcmp(warning_names[k], v)))
        k++;
    if (k == countof(warning_names)) {
        args_warning(a, "unknown warning option '%s%s' (ignored)", flag, v);
        return;
    }
    if (a->nnowarn < MAX_LIST)
        a->nowarn[a->nnowarn++] = v;
}

static const char *const diag_formats[] = {"clang", "msvc", "json"};

static void opt_diag_format(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    for (int k = 0; k < 3; k++)
        if (!strcmp(v, diag_formats[k])) {
            a->diag_format = k;
            return;
        }
    usage_error(a, "unknown diagnostics format '%s' after -fdiagnostics-format= (clang, msvc or json)", v);
}

static void opt_error_limit(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    int n = parse_int(a, v, flag);
    a->opt.max_errors = n ? (unsigned)n : UINT_MAX; /* 0: no limit (the library's 0 is 20) */
}

/* -fspv-debug=: dxc's categories; each turns on the ones before it
 * (line: source: file). vulkan writes NonSemantic.Shader.DebugInfo.100
 * instead, rich (dxc's older form) OpenCL.DebugInfo.100 with OpLine;
 * -with-source adds the text. */
static void opt_spv_debug(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    static const struct { const char *name; unsigned bits; } ok[] = {
        {"file", OSH_DEBUG_FILE},
        {"source", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE},
        {"line", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_LINE},
        {"tool", OSH_DEBUG_TOOL},
        {"rich", OSH_DEBUG_FILE | OSH_DEBUG_VULKAN | OSH_DEBUG_OPENCL},
        {"vulkan", OSH_DEBUG_FILE | OSH_DEBUG_VULKAN},
        {"rich-with-source", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_VULKAN | OSH_DEBUG_OPENCL},
        {"vulkan-with-source", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_VULKAN},
        {"vulkan-with-source-test", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_VULKAN | OSH_DEBUG_TEST_CHUNKS},
    };
    for (size_t k = 0; k < countof(ok); k++)
        if (!strcmp(v, ok[k].name)) {
            a->spv_debug |= ok[k].bits;
            a->spv_debug_given = 1;
            a->spv_debug_vulkan |= !strncmp(v, "vulkan", 6);
            return;
        }
    usage_error(a, "unknown value '%s' for -fspv-debug= (file, source, line, tool, rich, "
                   "rich-with-source, vulkan, vulkan-with-source or vulkan-with-source-test)", v);
}

/* The command line as one string, for OpModuleProcessed (-Zi, tool). */
static const char *joined_args(Args *a, int argc, char **argv)
{
    Buf b;
    buf_init(&b, &a->cc.arena);
    for (int i = 0; i < argc; i++)
        buf_printf(&b, i + 1 < argc ? "%s " : "%s", argv[i]);
    return buf_cstr(&b);
}

static void opt_denorm(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    static const char *const names[] = {"any", "preserve", "ftz"}; /* osh_denorm's order */
    for (int k = 0; k < 3; k++)
        if (!strcmp(v, names[k])) {
            a->opt.denorm = (osh_denorm)k;
            return;
        }
    usage_error(a, "unknown value '%s' for -denorm (any, preserve or ftz)", v);
}

static void opt_stage_io_order(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (strcmp(v, "alpha") && strcmp(v, "decl"))
        usage_error(a, "unknown value '%s' for -fvk-stage-io-order= (alpha or decl)", v);
    a->opt.stage_io_alpha = !strcmp(v, "alpha");
}

static void opt_auto_binding_space(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    a->opt.auto_binding_space = (unsigned)parse_int(a, v, flag);
}

static void opt_bind_globals(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (nnext < 2)
        usage_error(a, "%s needs a binding and a set", flag);
    a->opt.bind_globals = 1;
    a->opt.globals_binding = (unsigned)parse_int(a, next[0], flag);
    a->opt.globals_set = (unsigned)parse_int(a, next[1], flag);
}

/* -fvk-bind-<kind>-heap <binding> <set>, with DXC's messages. */
static void opt_bind_heap(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (nnext < 2)
        usage_error(a, "Argument to '%s' is missing.", flag);
    unsigned val[2];
    for (int k = 0; k < 2; k++) {
        char *end;
        errno = 0;
        long n = strtol(next[k], &end, 10);
        if (errno || !*next[k] || *end || n > INT_MAX)
            usage_error(a, arena_sprintf(&a->cc.arena, "invalid %s argument: '%%s'", flag), next[k]);
        if (n < 0)
            usage_error(a, arena_sprintf(&a->cc.arena, "expected positive integer for %s, got: %%s", flag), next[k]);
        val[k] = (unsigned)n;
    }
    osh_options *o = &a->opt;
    switch (flag[10]) { /* -fvk-bind-[r]esource-heap */
    case 'r': o->resource_heap_given = 1, o->resource_heap_binding = val[0], o->resource_heap_set = val[1]; break;
    case 's': o->sampler_heap_given = 1, o->sampler_heap_binding = val[0], o->sampler_heap_set = val[1]; break;
    default: o->counter_heap_given = 1, o->counter_heap_binding = val[0], o->counter_heap_set = val[1]; break;
    }
}

static void opt_max_id(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    char *end;
    errno = 0;
    unsigned long n = strtoul(v, &end, 10);
    if (errno || !*v || *end || *v == '-' || n == 0 || n > UINT32_MAX)
        usage_error(a, "expected a number from 1 to 4294967295 after -fspv-max-id, not '%s'", v);
    a->opt.spv_max_id = (unsigned)n;
}

/* spirv-opt's pass flags, which -Oconfig= names (dxc hands them to
 * spirv-opt; a name it does not know fails the compilation). */
static const char *const spirv_opt_flags[] = {
#define SPIRV_OPT_FLAG(name) name,
#include "driver/spirv_opt_flags.def"
#undef SPIRV_OPT_FLAG
};

static bool is_spirv_opt_flag(const char *f, size_t n)
{
    for (size_t k = 0; k < countof(spirv_opt_flags); k++) {
        size_t len = strlen(spirv_opt_flags[k]);
        if (len <= n && !strncmp(f, spirv_opt_flags[k], len) && (len == n || f[len] == '='))
            return true;
    }
    return false;
}

/* -Oconfig=<flags>: dxc runs exactly these spirv-opt passes. The flags are
 * checked as dxc checks them; OneShader's optimizer is not spirv-opt, so
 * its own -O3 pipeline runs instead, with a warning that says so. */
static void opt_oconfig(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (++a->noconfig > 1)
        usage_error(a, "-Oconfig should not be specified more than once%s", "");
    for (const char *f = v; *f;) {
        size_t n = strcspn(f, ",");
        if (!n || !is_spirv_opt_flag(f, n))
            usage_error(a, "unknown spirv-opt flag '%s' in -Oconfig=", arena_strndup(&a->cc.arena, f, n));
        f += n + (f[n] == ',');
    }
    args_warning(a, "-Oconfig=%s names spirv-opt passes, which OneShader does not have: its own "
                    "-O3 optimizer runs instead%s", v, "");
}

/* dxc options that add a spirv-opt pass or print its pipeline: no such
 * pass here (the module means the same without it), so a warning names it. */
static void opt_spirv_opt_only(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    args_warning(a, "%s asks for a spirv-opt pass, which OneShader's optimizer does not have: ignored%s", flag, "");
}

static void opt_gec(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    usage_error(a, "%s is not supported with -spirv (backwards compatibility mode is DXIL only)", flag);
}

static void dxil_only(Args *a, const char *flag)
{
    args_warning(a, "%s only affects DXIL output: ignored%s", flag, "");
}

/* Shader models 4.0 to 5.1 ("ps_5_0", "vs_4_0_level_9_3") compile as 6.0,
 * as dxc promotes them; anything else goes to the library as given. */
static const char *old_profile(Args *a, const char *p)
{
    static const char *const stages[] = {"cs", "vs", "ps", "gs", "hs", "ds"};
    size_t k = 0;
    while (k < 6 && strncmp(p, stages[k], 2))
        k++;
    if (k == 6 || p[2] != '_' || (p[3] != '4' && p[3] != '5') || p[4] != '_' || (p[5] != '0' && p[5] != '1'))
        return p;
    const char *rest = p + 6;
    if (*rest && !(p[3] == '4' && p[5] == '0' && !strncmp(rest, "_level_9_", 9) && rest[9] >= '1' &&
                   rest[9] <= '3' && !rest[10]))
        return p;
    snprintf(a->profile_buf, sizeof a->profile_buf, "%.2s_6_0", p);
    args_warning(a, "profile '%s' is older than shader model 6.0: compiling as %s", p, a->profile_buf);
    return a->profile_buf;
}

/* -fvk-<k>-shift <N> <space>: the register class is the flag's sixth character. */
static void opt_shift(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (nnext < 2)
        usage_error(a, "%s needs a shift and a space", flag);
    osh_register_shift s;
    s.kind = flag[5];
    s.shift = parse_int(a, next[0], flag);
    s.space = !strcmp(next[1], "all") ? -1 : parse_int(a, next[1], flag);
    if (a->nshifts < MAX_LIST)
        a->shifts[a->nshifts++] = s;
}

static void opt_wgsl_push_binding(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (nnext < 2)
        usage_error(a, "%s needs a group and a binding", flag);
    int g = parse_int(a, next[0], flag), b = parse_int(a, next[1], flag);
    a->opt.wgsl_push_constant_pinned = 1;
    a->opt.wgsl_push_constant_group = (unsigned)g;
    a->opt.wgsl_push_constant_binding = (unsigned)b;
}

static void opt_bind_register(Args *a, const char *v, char **next, int nnext, const char *flag)
{
    if (nnext < 4)
        usage_error(a, "%s needs a register, a space, a binding and a set", flag);
    const char *reg = next[0];
    if (!strchr("btsu", reg[0]) || !reg[1])
        usage_error(a, "bad register '%s' for -fvk-bind-register", reg);
    osh_bind_register b;
    b.kind = reg[0];
    b.reg = parse_int(a, reg + 1, flag);
    const char *sp = next[1];
    b.space = parse_int(a, !strncmp(sp, "space", 5) ? sp + 5 : sp, flag);
    b.binding = parse_int(a, next[2], flag);
    b.set = parse_int(a, next[3], flag);
    if (a->nbinds < MAX_LIST)
        a->binds[a->nbinds++] = b;
}

/* What an entry's action does (options.def says what the action names mean). */
static void apply(Args *a, OptId id, const char *v, char **next, int nnext, const char *flag)
{
    (void)v;
#define SET(field, value) a->field = (value);
#define STR(field) a->field = v;
#define LIST(name) if (a->n##name < MAX_LIST) a->name[a->n##name++] = v;
#define CALL(fn) fn(a, v, next, nnext, flag);
#define IGNORE
#define DXIL_ONLY dxil_only(a, flag);
    switch (id) {
#define OPT(id, spelling, kind, action, group, help, help_text, doc, doc_text) \
    case OPT_##id: action break;
#include "driver/options.def"
#undef OPT
    }
#undef SET
#undef STR
#undef LIST
#undef CALL
#undef IGNORE
#undef DXIL_ONLY
}

static void parse(Args *a, int argc, char **argv)
{
    osh_options_init(&a->opt);
    a->color = -1;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        const Option *o = find_option(arg);
        if (!o)
            o = find_slash_option(arg);
        if (!o) {
            if (strcmp(arg, "-") && arg[0] == '-')
                usage_error(a, "unknown option '%s'", arg);
            vec_push(&a->cc.arena, &a->inputs, arg); /* '-' is standard input */
            continue;
        }
        size_t n = strlen(o->spelling);
        const char *v = NULL;
        if (o->kind == OPT_KIND_JOINED || o->kind == OPT_KIND_JOINED_NONEMPTY || (o->kind == OPT_KIND_VALUE && arg[n])) {
            v = arg + n;
        } else if (o->kind == OPT_KIND_VALUE || o->kind == OPT_KIND_NEXT) {
            if (i + 1 >= argc)
                usage_error(a, "missing value after %s", o->spelling);
            v = argv[++i];
        }
        apply(a, (OptId)(o - options), v, argv + i + 1, argc - i - 1, o->spelling);
        i += o->kind == OPT_KIND_ARGS2 ? 2 : o->kind == OPT_KIND_ARGS4 ? 4 : 0;
    }
    if (a->help || a->version)
        return;
    if (a->noconfig && a->opt_level_given)
        usage_error(a, "-Oconfig should not be used together with -O%s", "");
    if (!a->opt.profile && !a->opt.preprocess_only)
        usage_error(a, "no target profile (-T)%s", "");
    if (!a->opt.profile)
        a->opt.profile = "cs_6_0";
    a->opt.profile = old_profile(a, a->opt.profile);
    if (a->syntax_only)
        a->opt.target = OSH_TARGET_NONE;
    a->opt.defines = a->defines;
    a->opt.define_count = a->ndefines;
    a->opt.undefines = a->undefs;
    a->opt.undefine_count = a->nundefs;
    a->opt.undefine_after = a->undef_after; /* -D and -U in command-line order */
    a->opt.include_dirs = a->incs;
    a->opt.include_dir_count = a->nincs;
    a->opt.disabled_warnings = a->nowarn;
    a->opt.disabled_warning_count = a->nnowarn;
    a->opt.shifts = a->shifts;
    a->opt.shift_count = a->nshifts;
    a->opt.bind_registers = a->binds;
    a->opt.bind_register_count = a->nbinds;
    a->opt.spv_extensions = a->exts;
    a->opt.spv_extension_count = a->nexts;
    /* -fspv-debug= overrides -Zi's categories, as dxc's. */
    a->opt.debug_info = a->spv_debug_given ? a->spv_debug
                        : a->zi ? OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_LINE | OSH_DEBUG_TOOL
                                : 0;
    if (a->spv_debug_vulkan)
        a->opt.debug_info &= ~(unsigned)OSH_DEBUG_OPENCL;
    if (a->opt.debug_info & OSH_DEBUG_TOOL)
        a->opt.command_line = joined_args(a, argc, argv);
}

osh_args *osh_options_from_args(const osh_allocator *allocator, int argc, const char *const *argv)
{
    osh_allocator al = allocator && allocator->fn ? *allocator : (osh_allocator){cc_default_alloc, NULL};
    Args *a = cc_host_alloc(&al, sizeof *a);
    if (!a)
        return NULL;
    memset(a, 0, sizeof *a);
    a->alloc = al;
    a->cc.alloc = al;
    a->cc.arena.cc = &a->cc;
    a->cc.arena.limit = 64u << 20;
    /* volatile: read after longjmp */
    volatile int stage = 0;
    if (setjmp(a->cc.unwind) == 0) {
        char **copy = NEWN(&a->cc, char *, argc > 0 ? argc : 1);
        for (int i = 0; i < argc; i++)
            copy[i] = arena_strndup(&a->cc.arena, argv[i] ? argv[i] : "", argv[i] ? strlen(argv[i]) : 0);
        stage = 1;
        parse(a, argc > 0 ? argc : 0, copy);
    } else if (!a->error) { /* out of memory */
        a->error = stage ? "out of memory" : "out of memory reading the arguments";
    }
    return a;
}

const osh_options *osh_args_options(const osh_args *a) { return a && !a->error ? &a->opt : NULL; }

const char *osh_args_error(const osh_args *a) { return a ? a->error : "out of memory"; }

size_t osh_args_input_count(const osh_args *a) { return a ? a->inputs.len : 0; }

const char *osh_args_input(const osh_args *a, size_t i) { return a && i < a->inputs.len ? a->inputs.data[i] : NULL; }

size_t osh_args_warning_count(const osh_args *a) { return a ? a->warnings.len : 0; }

const char *osh_args_warning(const osh_args *a, size_t i)
{
    return a && i < a->warnings.len ? a->warnings.data[i] : NULL;
}

/* The values that are not options of the compilation, by the flag's
 * spelling: paths, and "" for a flag that takes none. */
const char *osh_args_value(const osh_args *a, const char *flag)
{
    if (!a || !flag)
        return NULL;
    const struct { const char *flag; const char *v; int on; } t[] = {
        {"-Fo", a->out, 0}, {"-Fi", a->pp_out, 0}, {"-Fre", a->refl_out, 0}, {"-Fhdr", a->hdr_out, 0},
        {"-Fc", a->disasm_out, 0}, {"-MF", a->dep_out, 0}, {"-MT", a->dep_target, 0}, {"-Fh", a->fh_out, 0},
        {"-Vn", a->var_name, 0}, {"-MD", NULL, a->dep_file}, {"-MP", NULL, a->dep_phony},
        {"-batch", a->batch_file, 0},
        {"-fsyntax-only", NULL, a->syntax_only}, {"-no-warnings", NULL, a->no_warnings},
        {"--help", NULL, a->help}, {"--version", NULL, a->version},
        {"-fcolor-diagnostics", NULL, a->color == 1}, {"-fno-color-diagnostics", NULL, a->color == 0},
        {"-fdiagnostics-format=", a->diag_format ? diag_formats[a->diag_format] : NULL, 0},
    };
    for (size_t i = 0; i < countof(t); i++)
        if (!strcmp(flag, t[i].flag))
            return t[i].v ? t[i].v : t[i].on ? "" : NULL;
    return NULL;
}

unsigned osh_args_jobs(const osh_args *a) { return a ? (unsigned)a->jobs : 0; }

void osh_args_free(osh_args *a)
{
    if (!a)
        return;
    osh_allocator al = a->alloc;
    arena_free_all(&a->cc.arena);
    cc_host_free(&al, a, sizeof *a);
}
