/*
 * The command line: dxc -spirv's flags, plus -wgsl and the dump switches.
 * Every flag is an entry of cli/options.def, which drives the parser, --help
 * and docs/cli.md's flag tables. Exit status: 0 success, 1 compile errors,
 * 2 usage errors.
 *
 * Batch mode: several inputs (and @file response files) compile in one
 * process on -j threads that share one osh_context, one compilation per
 * thread at a time. The main thread prints each input's diagnostics and
 * writes its outputs in input order, so stdout, stderr and every file are
 * byte for byte what one run per input would give, whatever -j is.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "oneshader.h"
#include "cli/region.h"

#define MAX_LIST 256
#define MAX_JOBS 256          /* -j */
#define MAX_RESPONSE_DEPTH 16 /* @file inside @file */

typedef struct Cli {
    osh_options opt;
    const char **inputs;       /* in command-line order */
    size_t ninputs;
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
    int diag_format;           /* -fdiagnostics-format= (DiagFormat) */
    int color;                 /* -f[no-]color-diagnostics; -1: when stderr is a terminal */
    int stdout_disasm;         /* no output named: the disassembly to stdout, as dxc */
    const char *dxil_only[MAX_LIST]; /* accepted DXIL-only flags, warned about after parsing */
    size_t ndxil_only;
    char *warnings[MAX_LIST];  /* the command line's own warnings, printed after parsing */
    size_t nwarnings;
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
    int noconfig;              /* how many -Oconfig= */
} Cli;

typedef enum DiagFormat { DIAG_CLANG, DIAG_MSVC, DIAG_JSON } DiagFormat;

static void usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "oneshader: error: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nrun 'oneshader --help' for the list of options\n");
    exit(2);
}

static int parse_int(const char *s, const char *flag)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *s == 0 || *end || v < 0 || v > 1000000)
        usage_error("expected a number after %s", flag);
    return (int)v;
}

static void add_input(Cli *c, const char *a)
{
    if ((c->ninputs & (c->ninputs - 1)) == 0) { /* 0, 1, 2, 4...: grow */
        const char **n = realloc(c->inputs, sizeof *n * (c->ninputs ? c->ninputs * 2 : 1));
        if (!n)
            usage_error("out of memory%s", "");
        c->inputs = n;
    }
    c->inputs[c->ninputs++] = a;
}

/* Is `path` a folder to write into: it ends with '/' (created with its
 * parents when missing) or it names an existing folder. */
static int is_folder(const char *path)
{
    struct stat st;
    size_t n = strlen(path);
    if (n && path[n - 1] == '/') {
        if (stat(path, &st) == 0)
            return 1;
        char buf[4096];
        if (n >= sizeof buf)
            usage_error("output folder name too long: '%s'", path);
        memcpy(buf, path, n + 1);
        for (size_t i = 1; i < n; i++) {
            if (buf[i] != '/')
                continue;
            buf[i] = 0;
            if (mkdir(buf, 0777) != 0 && errno != EEXIST)
                usage_error("cannot create the output folder '%s'", path);
            buf[i] = '/';
        }
        return 1;
    }
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* An input's name in its output folder: the file name without its folder
 * and without its last extension ("src/blur.hlsl" -> "blur"). */
static const char *stem(const char *input, size_t *len)
{
    const char *base = strrchr(input, '/');
    base = base ? base + 1 : input;
    const char *dot = strrchr(base, '.');
    *len = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    return base;
}

/* Several inputs: every output flag must name a folder, two inputs must not
 * write the same file, and something must say where each module goes. */
static void check_batch(Cli *c)
{
    const char *flags[] = {"-Fo", "-Fi", "-Fre", "-Fhdr", "-Fc", "-Fh"};
    const char *vals[] = {c->out, c->pp_out, c->refl_out, c->hdr_out, c->disasm_out, c->fh_out};
    int named = c->dep_file;
    for (int k = 0; k < 6; k++) {
        if (vals[k] && (!strcmp(vals[k], "-") || !is_folder(vals[k])))
            usage_error("with several inputs, %s must name a folder (end it with '/')", flags[k]);
        named |= vals[k] != NULL;
    }
    if (c->dep_out)
        usage_error("more than one input file: -MF wants one input (-MD alone writes%s "
                    "<output>.d for each)", "");
    int writes_module = !c->syntax_only && !c->opt.preprocess_only && !c->opt.dump_ir &&
                        !c->opt.dump_ast;
    if (writes_module && !c->out)
        usage_error("more than one input file ('%s'): give -Fo <folder>/ for the outputs",
                    c->inputs[1]);
    for (size_t i = 0; i < c->ninputs; i++) {
        if (!strcmp(c->inputs[i], "-"))
            usage_error("more than one input file: '%s' (standard input) must be alone", "-");
        if (!named)
            continue;
        size_t li, lj;
        const char *si = stem(c->inputs[i], &li);
        for (size_t j = 0; j < i; j++) {
            const char *sj = stem(c->inputs[j], &lj);
            if (li == lj && !memcmp(si, sj, li))
                usage_error("two inputs would write the same output files: '%s' (rename one, "
                            "or compile them apart)", c->inputs[i]);
        }
    }
}

/* ---- the flags: src/cli/options.def --------------------------------------- */

typedef enum OptKind {
    OPT_KIND_FLAG, OPT_KIND_JOINED, OPT_KIND_JOINED_NONEMPTY, OPT_KIND_VALUE, OPT_KIND_NEXT,
    OPT_KIND_ARGS2, OPT_KIND_ARGS4, OPT_KIND_NONE,
} OptKind;

typedef enum OptLayout { OPT_LAYOUT_COLUMNS, OPT_LAYOUT_WORDS } OptLayout;

typedef enum OptGroup {
#define OPT_GROUP(id, title, heading, layout) OPT_GROUP_##id,
#include "cli/options.def"
#undef OPT_GROUP
} OptGroup;

typedef struct Group {
    const char *title;
    OptLayout layout;
} Group;

static const Group groups[] = {
#define OPT_GROUP(id, title, heading, layout) {title, OPT_LAYOUT_##layout},
#include "cli/options.def"
#undef OPT_GROUP
};

typedef enum OptId {
#define OPT(id, spelling, kind, action, group, help, help_text, doc, doc_text) OPT_##id,
#include "cli/options.def"
#undef OPT
} OptId;

typedef struct Option {
    const char *spelling;
    OptKind kind;
    OptGroup group;
    const char *help;
    const char *help_text;
} Option;

static const Option options[] = {
#define OPT(id, spelling, kind, action, group, help, help_text, doc, doc_text) \
    {spelling, OPT_KIND_##kind, OPT_GROUP_##group, help, help_text},
#include "cli/options.def"
#undef OPT
};

static const char usage_head[] =
    "usage: oneshader [options] <input.hlsl | ->\n"
    "       oneshader [options] -Fo <folder>/ <input.hlsl>... [-j <N>]\n"
    "\n"
    "Compiles HLSL to SPIR-V 1.5 (Vulkan 1.2) or WGSL.\n"
    "\n";

enum {
    HELP_COLUMN = 24, /* the left column's width, then one blank */
    HELP_WIDTH = 72,  /* a WORDS group's lines */
};

static void print_help(void)
{
    fputs(usage_head, stdout);
    for (size_t g = 0; g < sizeof groups / sizeof groups[0]; g++) {
        printf("%s:\n", groups[g].title);
        int col = 0; /* WORDS: the current line's length, 0 before its first word */
        for (size_t k = 0; k < sizeof options / sizeof options[0]; k++) {
            const Option *o = &options[k];
            if (o->group != (OptGroup)g || !o->help[0])
                continue;
            if (groups[g].layout == OPT_LAYOUT_WORDS) {
                int n = (int)strlen(o->help);
                if (col && col + 1 + n > HELP_WIDTH) {
                    putchar('\n');
                    col = 0;
                }
                col += printf(col ? " %s" : "  %s", o->help);
                continue;
            }
            if (!o->help_text[0]) {
                printf("  %s\n", o->help);
                continue;
            }
            printf("  %-*s ", HELP_COLUMN, o->help);
            for (const char *t = o->help_text;;) { /* continuation lines indented */
                const char *nl = strchr(t, '\n');
                if (!nl) {
                    printf("%s\n", t);
                    break;
                }
                printf("%.*s\n%*s", (int)(nl - t), t, HELP_COLUMN + 3, "");
                t = nl + 1;
            }
        }
        if (col)
            putchar('\n');
    }
}

/* The entry `a` is an argument of, or NULL. */
static const Option *find_option(const char *a)
{
    for (size_t k = 0; k < sizeof options / sizeof options[0]; k++) {
        const Option *o = &options[k];
        size_t n = strlen(o->spelling);
        switch (o->kind) {
        case OPT_KIND_JOINED:
        case OPT_KIND_VALUE:
            if (!strncmp(a, o->spelling, n))
                return o;
            break;
        case OPT_KIND_JOINED_NONEMPTY:
            if (!strncmp(a, o->spelling, n) && a[n])
                return o;
            break;
        case OPT_KIND_NONE:
            break;
        default:
            if (!strcmp(a, o->spelling))
                return o;
        }
    }
    return NULL;
}

/* The handlers of CALL(fn): `v` is the value (NULL for ARGS2 and ARGS4),
 * `next` the arguments after the flag. */

static void opt_help(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    print_help();
    exit(0);
}

static void opt_version(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    printf("oneshader %s\n", osh_version());
    exit(0);
}

static void opt_jobs(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    c->jobs = parse_int(v, flag);
    if (c->jobs < 1 || c->jobs > MAX_JOBS)
        usage_error("-j wants a number of threads from 1 to 256, not '%s'", v);
}

static void opt_define(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    if (c->ndefines >= MAX_LIST)
        return;
    const char *eq = strchr(v, '=');
    osh_define *def = &c->defines[c->ndefines++];
    if (!eq) {
        def->name = v;
        def->value = NULL;
        return;
    }
    char *name = malloc((size_t)(eq - v) + 1);
    if (!name)
        usage_error("out of memory%s", "");
    memcpy(name, v, (size_t)(eq - v));
    name[eq - v] = 0;
    def->name = name;
    def->value = eq + 1;
}

static void opt_undefine(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    if (c->nundefs < MAX_LIST) {
        c->undef_after[c->nundefs] = c->ndefines;
        c->undefs[c->nundefs++] = v;
    }
}

static void opt_hlsl_version(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    /* 202x: dxc's version after 2021; ours is the newest we have. */
    int hv = !strcmp(v, "202x") ? 2021 : parse_int(v, flag);
    if (hv != 2016 && hv != 2017 && hv != 2018 && hv != 2021)
        usage_error("unknown HLSL version '%s' after -HV (2016, 2017, 2018, 2021 or 202x)", v);
    c->opt.hlsl_version = hv;
}

/* A warning of the command line itself: printed with the diagnostics' format
 * once the flags are parsed (-no-warnings and -fdiagnostics-format= may come
 * later). */
static void cli_warning(Cli *c, const char *fmt, const char *a, const char *b)
{
    char buf[512];
    snprintf(buf, sizeof buf, fmt, a, b);
    if (c->nwarnings < MAX_LIST && (c->warnings[c->nwarnings] = strdup(buf)))
        c->nwarnings++;
}

/* The names -Wno- takes: every warning of the library's table. */
static const char *const warning_names[] = {
#define DIAG(id, num, sev, name, fmt) sev == OSH_SEVERITY_WARNING ? name : NULL,
#include "base/diag_codes.def"
#undef DIAG
};

static void opt_no_warning(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    size_t k = 0;
    while (k < sizeof warning_names / sizeof warning_names[0] &&
           !(warning_names[k] && !strcmp(warning_names[k], v)))
        k++;
    if (k == sizeof warning_names / sizeof warning_names[0]) {
        cli_warning(c, "unknown warning option '%s%s' (ignored)", flag, v);
        return;
    }
    if (c->nnowarn < MAX_LIST)
        c->nowarn[c->nnowarn++] = v;
}

static void opt_diag_format(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    static const char *const names[] = {"clang", "msvc", "json"};
    for (int k = 0; k < 3; k++)
        if (!strcmp(v, names[k])) {
            c->diag_format = k;
            return;
        }
    usage_error("unknown diagnostics format '%s' after -fdiagnostics-format= (clang, msvc "
                "or json)", v);
}

static void opt_error_limit(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    int n = parse_int(v, flag);
    c->opt.max_errors = n ? (unsigned)n : UINT_MAX; /* 0: no limit (the library's 0 is 20) */
}

/* -fspv-debug=: dxc's categories; each turns on the ones before it
 * (line: source: file). vulkan and rich (dxc's older name) write
 * NonSemantic.Shader.DebugInfo.100 instead; -with-source adds the text. */
static void opt_spv_debug(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    static const struct { const char *name; unsigned bits; } ok[] = {
        {"file", OSH_DEBUG_FILE},
        {"source", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE},
        {"line", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_LINE},
        {"tool", OSH_DEBUG_TOOL},
        {"rich", OSH_DEBUG_FILE | OSH_DEBUG_VULKAN},
        {"vulkan", OSH_DEBUG_FILE | OSH_DEBUG_VULKAN},
        {"rich-with-source", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_VULKAN},
        {"vulkan-with-source", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_VULKAN},
        {"vulkan-with-source-test", OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_VULKAN | OSH_DEBUG_TEST_CHUNKS},
    };
    for (size_t k = 0; k < sizeof ok / sizeof ok[0]; k++)
        if (!strcmp(v, ok[k].name)) {
            c->spv_debug |= ok[k].bits;
            c->spv_debug_given = 1;
            return;
        }
    usage_error("unknown value '%s' for -fspv-debug= (file, source, line, tool, rich, "
                "rich-with-source, vulkan, vulkan-with-source or vulkan-with-source-test)", v);
}

/* The command line as one string, for OpModuleProcessed (-Zi, tool). */
static char *joined_args(int argc, char **argv)
{
    size_t n = 1;
    for (int i = 1; i < argc; i++)
        n += strlen(argv[i]) + 1;
    char *s = malloc(n), *p = s;
    if (!s)
        return NULL;
    for (int i = 1; i < argc; i++) {
        size_t k = strlen(argv[i]);
        memcpy(p, argv[i], k);
        p += k;
        if (i + 1 < argc)
            *p++ = ' ';
    }
    *p = 0;
    return s;
}

static void opt_denorm(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    static const char *const names[] = {"any", "preserve", "ftz"}; /* osh_denorm's order */
    for (int k = 0; k < 3; k++)
        if (!strcmp(v, names[k])) {
            c->opt.denorm = (osh_denorm)k;
            return;
        }
    usage_error("unknown value '%s' for -denorm (any, preserve or ftz)", v);
}

static void opt_stage_io_order(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    if (strcmp(v, "alpha") && strcmp(v, "decl"))
        usage_error("unknown value '%s' for -fvk-stage-io-order= (alpha or decl)", v);
    c->opt.stage_io_alpha = !strcmp(v, "alpha");
}

static void opt_auto_binding_space(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    c->opt.auto_binding_space = (unsigned)parse_int(v, flag);
}

static void opt_bind_globals(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    if (nnext < 2)
        usage_error("%s needs a binding and a set", flag);
    c->opt.bind_globals = 1;
    c->opt.globals_binding = (unsigned)parse_int(next[0], flag);
    c->opt.globals_set = (unsigned)parse_int(next[1], flag);
}

static void opt_max_id(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    char *end;
    errno = 0;
    unsigned long n = strtoul(v, &end, 10);
    if (errno || !*v || *end || *v == '-' || n == 0 || n > UINT32_MAX)
        usage_error("expected a number from 1 to 4294967295 after -fspv-max-id, not '%s'", v);
    c->opt.spv_max_id = (unsigned)n;
}

/* spirv-opt's pass flags, which -Oconfig= names (dxc hands them to
 * spirv-opt; a name it does not know fails the compilation). */
static const char *const spirv_opt_flags[] = {
#define SPIRV_OPT_FLAG(name) name,
#include "cli/spirv_opt_flags.def"
#undef SPIRV_OPT_FLAG
};

static bool is_spirv_opt_flag(const char *f, size_t n)
{
    for (size_t k = 0; k < sizeof spirv_opt_flags / sizeof spirv_opt_flags[0]; k++) {
        size_t len = strlen(spirv_opt_flags[k]);
        if (len <= n && !strncmp(f, spirv_opt_flags[k], len) && (len == n || f[len] == '='))
            return true;
    }
    return false;
}

/* -Oconfig=<flags>: dxc runs exactly these spirv-opt passes. The flags are
 * checked as dxc checks them; OneShader's optimizer is not spirv-opt, so
 * its own -O3 pipeline runs instead, with a warning that says so. */
static void opt_oconfig(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    if (++c->noconfig > 1)
        usage_error("-Oconfig should not be specified more than once%s", "");
    for (const char *f = v; *f;) {
        size_t n = strcspn(f, ",");
        if (!n || !is_spirv_opt_flag(f, n)) {
            char name[256];
            snprintf(name, sizeof name, "%.*s", (int)n, f);
            usage_error("unknown spirv-opt flag '%s' in -Oconfig=", name);
        }
        f += n + (f[n] == ',');
    }
    cli_warning(c, "-Oconfig=%s names spirv-opt passes, which OneShader does not have: its own "
                "-O3 optimizer runs instead%s", v, "");
}

/* dxc options that add a spirv-opt pass or print its pipeline: no such
 * pass here (the module means the same without it), so a warning names it. */
static void opt_spirv_opt_only(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    cli_warning(c, "%s asks for a spirv-opt pass, which OneShader's optimizer does not have: "
                "ignored%s", flag, "");
}

static void opt_gec(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    usage_error("%s is not supported with -spirv (backwards compatibility mode is DXIL only)",
                flag);
}

static void dxil_only(Cli *c, const char *flag)
{
    cli_warning(c, "%s only affects DXIL output: ignored%s", flag, "");
}

/* Shader models 4.0 to 5.1 ("ps_5_0", "vs_4_0_level_9_3") compile as 6.0,
 * as dxc promotes them; anything else goes to the library as given. */
static const char *old_profile(Cli *c, const char *p)
{
    static const char *const stages[] = {"cs", "vs", "ps", "gs", "hs", "ds"};
    size_t k = 0;
    while (k < 6 && strncmp(p, stages[k], 2))
        k++;
    if (k == 6 || p[2] != '_' || (p[3] != '4' && p[3] != '5') || p[4] != '_' ||
        (p[5] != '0' && p[5] != '1'))
        return p;
    const char *rest = p + 6;
    if (*rest && !(p[3] == '4' && p[5] == '0' && !strncmp(rest, "_level_9_", 9) &&
                   rest[9] >= '1' && rest[9] <= '3' && !rest[10]))
        return p;
    snprintf(c->profile_buf, sizeof c->profile_buf, "%.2s_6_0", p);
    cli_warning(c, "profile '%s' is older than shader model 6.0: compiling as %s", p,
                c->profile_buf);
    return c->profile_buf;
}

/* -fvk-<k>-shift <N> <space>: the register class is the flag's sixth character. */
static void opt_shift(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    if (nnext < 2)
        usage_error("%s needs a shift and a space", flag);
    osh_register_shift s;
    s.kind = flag[5];
    s.shift = parse_int(next[0], flag);
    s.space = !strcmp(next[1], "all") ? -1 : parse_int(next[1], flag);
    if (c->nshifts < MAX_LIST)
        c->shifts[c->nshifts++] = s;
}

static void opt_wgsl_push_binding(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    (void)v;
    if (nnext < 2)
        usage_error("%s needs a group and a binding", flag);
    int g = parse_int(next[0], flag), b = parse_int(next[1], flag);
    if (g < 0 || b < 0)
        usage_error("%s needs a group and a binding that are not negative", flag);
    c->opt.wgsl_push_constant_pinned = 1;
    c->opt.wgsl_push_constant_group = (unsigned)g;
    c->opt.wgsl_push_constant_binding = (unsigned)b;
}

static void opt_bind_register(Cli *c, const char *v, char **next, int nnext, const char *flag)
{
    if (nnext < 4)
        usage_error("%s needs a register, a space, a binding and a set", flag);
    const char *reg = next[0];
    if (!strchr("btsu", reg[0]) || !reg[1])
        usage_error("bad register '%s' for -fvk-bind-register", reg);
    osh_bind_register b;
    b.kind = reg[0];
    b.reg = parse_int(reg + 1, flag);
    const char *sp = next[1];
    b.space = parse_int(!strncmp(sp, "space", 5) ? sp + 5 : sp, flag);
    b.binding = parse_int(next[2], flag);
    b.set = parse_int(next[3], flag);
    if (c->nbinds < MAX_LIST)
        c->binds[c->nbinds++] = b;
}

/* What an entry's action does (options.def says what the action names mean). */
static void apply(Cli *c, OptId id, const char *v, char **next, int nnext, const char *flag)
{
#define SET(field, value) c->field = (value);
#define STR(field) c->field = v;
#define LIST(name) if (c->n##name < MAX_LIST) c->name[c->n##name++] = v;
#define CALL(fn) fn(c, v, next, nnext, flag);
#define IGNORE
#define DXIL_ONLY dxil_only(c, flag);
    switch (id) {
#define OPT(id, spelling, kind, action, group, help, help_text, doc, doc_text) \
    case OPT_##id: action break;
#include "cli/options.def"
#undef OPT
    }
#undef SET
#undef STR
#undef LIST
#undef CALL
#undef IGNORE
#undef DXIL_ONLY
}

/* dxc's Windows spelling: "/T" is "-T". An argument starting with '/' is an
 * option when, with '-' for the '/', it names one of the table: the spelling
 * exactly, or a spelling with its value attached where the value has no '/'
 * ("/Tcs_6_0" is -T, "/Users/a.hlsl" stays a path although -U takes a value).
 * Anything else starting with '/' is an input path. The spelling differs
 * from the table's in its first byte only, so an attached value is read from
 * the argument itself (a + the spelling's length), as for '-'. */
static const Option *find_slash_option(const char *a)
{
    size_t n = strlen(a);
    char buf[4096];
    if (a[0] != '/' || n < 2 || n >= sizeof buf)
        return NULL;
    memcpy(buf, a, n + 1);
    buf[0] = '-';
    const Option *o = find_option(buf);
    if (!o || (strlen(o->spelling) < n && strchr(buf + strlen(o->spelling), '/')))
        return NULL;
    return o;
}

static void parse_args(Cli *c, int argc, char **argv)
{
    osh_options_init(&c->opt);
    c->color = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const Option *o = find_option(a);
        if (!o)
            o = find_slash_option(a);
        if (!o) {
            if (strcmp(a, "-") && a[0] == '-')
                usage_error("unknown option '%s'", a);
            add_input(c, a); /* '-' is standard input */
            continue;
        }
        size_t n = strlen(o->spelling);
        const char *v = NULL;
        if (o->kind == OPT_KIND_JOINED || o->kind == OPT_KIND_JOINED_NONEMPTY ||
            (o->kind == OPT_KIND_VALUE && a[n])) {
            v = a + n;
        } else if (o->kind == OPT_KIND_VALUE || o->kind == OPT_KIND_NEXT) {
            if (i + 1 >= argc)
                usage_error("missing value after %s", o->spelling);
            v = argv[++i];
        }
        apply(c, (OptId)(o - options), v, argv + i + 1, argc - i - 1, o->spelling);
        i += o->kind == OPT_KIND_ARGS2 ? 2 : o->kind == OPT_KIND_ARGS4 ? 4 : 0;
    }
    if (!c->ninputs)
        usage_error("no input file%s", "");
    if (c->noconfig && c->opt_level_given)
        usage_error("-Oconfig should not be used together with -O%s", "");
    if (c->color < 0)
        c->color = isatty(2);
    if (c->diag_format == DIAG_JSON)
        c->color = 0;
    if (!c->out && !c->disasm_out && !c->fh_out && !c->refl_out && !c->hdr_out &&
        !c->syntax_only && !c->opt.preprocess_only && !c->opt.dump_ir && !c->opt.dump_ast) {
        c->stdout_disasm = 1; /* dxc prints the disassembly when no output is named */
        c->opt.disassemble = 1;
    }
    if (c->ninputs > 1)
        check_batch(c);
    if (!c->opt.profile && !c->opt.preprocess_only)
        usage_error("no target profile (-T)%s", "");
    if (!c->opt.profile)
        c->opt.profile = "cs_6_0";
    c->opt.profile = old_profile(c, c->opt.profile);
    if (c->syntax_only)
        c->opt.target = OSH_TARGET_NONE;
    c->opt.defines = c->defines;
    c->opt.define_count = c->ndefines;
    c->opt.undefines = c->undefs;
    c->opt.undefine_count = c->nundefs;
    c->opt.undefine_after = c->undef_after; /* -D and -U in command-line order */
    c->opt.include_dirs = c->incs;
    c->opt.include_dir_count = c->nincs;
    c->opt.disabled_warnings = c->nowarn;
    c->opt.disabled_warning_count = c->nnowarn;
    c->opt.shifts = c->shifts;
    c->opt.shift_count = c->nshifts;
    c->opt.bind_registers = c->binds;
    c->opt.bind_register_count = c->nbinds;
    c->opt.spv_extensions = c->exts;
    c->opt.spv_extension_count = c->nexts;
    /* -fspv-debug= overrides -Zi's categories, as dxc's. */
    c->opt.debug_info = c->spv_debug_given ? c->spv_debug
                                           : c->zi ? OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_LINE |
                                                         OSH_DEBUG_TOOL
                                                   : 0;
    if (c->opt.debug_info & OSH_DEBUG_TOOL)
        c->opt.command_line = joined_args(argc, argv);
}

static char *read_all(FILE *f, size_t *len)
{
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    if (!buf)
        return NULL;
    for (;;) {
        if (n == cap) {
            if (cap > ((size_t)1 << 30))
                break; /* the library reports the size limit */
            cap *= 2;
            char *nb = realloc(buf, cap);
            if (!nb) {
                free(buf);
                return NULL;
            }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    *len = n;
    return buf;
}

/* ---- diagnostics: -fdiagnostics-format=, -f[no-]color-diagnostics --------- */

static void json_string(FILE *f, const char *t)
{
    if (!t) {
        fputs("null", f);
        return;
    }
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)t; *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", f);
        else if (*p == '\t')
            fputs("\\t", f);
        else if (*p < 0x20)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fputc('"', f);
}

static const char *const severity_names[] = {"note", "warning", "error"};

static void json_diagnostic(FILE *f, const osh_diagnostic *d)
{
    fputs("{\"code\": ", f);
    json_string(f, d->code);
    fprintf(f, ", \"severity\": \"%s\", \"file\": ", severity_names[d->severity]);
    json_string(f, d->file && d->line ? d->file : NULL);
    fprintf(f, ", \"line\": %u, \"column\": %u, \"message\": ", d->file ? d->line : 0,
            d->file ? d->column : 0);
    json_string(f, d->message);
}

/* One diagnostic as clang or msvc write it (ANSI colours when `color`). */
static void text_diagnostic(const Cli *c, const osh_diagnostic *d)
{
    static const char *const sev_color[] = {"\033[1;36m", "\033[1;35m", "\033[1;31m"};
    const char *bold = c->color ? "\033[1m" : "", *reset = c->color ? "\033[0m" : "";
    fputs(bold, stderr);
    if (d->file && d->line)
        fprintf(stderr, c->diag_format == DIAG_MSVC ? "%s(%u,%u): " : "%s:%u:%u: ", d->file,
                d->line, d->column);
    else
        fprintf(stderr, "oneshader: ");
    fprintf(stderr, "%s%s", c->color ? sev_color[d->severity] : "", severity_names[d->severity]);
    /* msvc: `error OSH0300: message` (how cl.exe places its codes); clang: the code at the
     * end in brackets, where clang puts its warning flag (`error: message [OSH0300]`). */
    if (d->code && c->diag_format == DIAG_MSVC)
        fprintf(stderr, " %s", d->code);
    fprintf(stderr, ":%s%s %s%s", reset, bold, d->message, reset);
    if (d->code && c->diag_format != DIAG_MSVC)
        fprintf(stderr, " [%s]", d->code);
    fputc('\n', stderr);
    if (d->source_line && c->diag_format == DIAG_CLANG) {
        fprintf(stderr, "%s\n", d->source_line);
        unsigned col = d->column ? d->column : 1;
        for (unsigned k = 1; k < col; k++)
            fputc(d->source_line[k - 1] == '\t' ? '\t' : ' ', stderr);
        fprintf(stderr, "%s^%s\n", c->color ? "\033[1;32m" : "", reset);
    }
}

static void print_diagnostics(const Cli *c, const osh_result *r)
{
    size_t n = osh_result_diagnostic_count(r);
    for (size_t i = 0; i < n; i++) {
        const osh_diagnostic *d = osh_result_diagnostic(r, i);
        if (c->no_warnings && d->severity == OSH_SEVERITY_WARNING) {
            /* skip the warning and the notes attached to it */
            while (i + 1 < n && osh_result_diagnostic(r, i + 1)->severity == OSH_SEVERITY_NOTE)
                i++;
            continue;
        }
        if (c->diag_format != DIAG_JSON) {
            text_diagnostic(c, d);
            continue;
        }
        /* One object a line; the notes that follow a diagnostic are its. */
        json_diagnostic(stderr, d);
        fputs(", \"notes\": [", stderr);
        const char *sep = "";
        while (d->severity != OSH_SEVERITY_NOTE && i + 1 < n &&
               osh_result_diagnostic(r, i + 1)->severity == OSH_SEVERITY_NOTE) {
            fputs(sep, stderr);
            json_diagnostic(stderr, osh_result_diagnostic(r, ++i));
            fputc('}', stderr);
            sep = ", ";
        }
        fputs("]}\n", stderr);
    }
}

/* The command line's own warnings (cli_warning), in the diagnostics' format. */
static void print_cli_warnings(const Cli *c)
{
    for (size_t i = 0; i < c->nwarnings; i++) {
        if (!c->no_warnings) {
            osh_diagnostic d = {NULL, OSH_SEVERITY_WARNING, NULL, 0, 0, c->warnings[i], NULL};
            if (c->diag_format == DIAG_JSON) {
                json_diagnostic(stderr, &d);
                fputs(", \"notes\": []}\n", stderr);
            } else {
                text_diagnostic(c, &d);
            }
        }
        free(c->warnings[i]);
    }
}

/* Closes (or flushes, for stdout) an output written so far with status `ok`; says when
 * any of it failed. */
static int finish_output(FILE *f, const char *path, int ok)
{
    if (f != stdout)
        ok &= fclose(f) == 0;
    else
        ok &= fflush(stdout) == 0;
    if (!ok)
        fprintf(stderr, "oneshader: error: cannot write '%s'\n", path);
    return ok;
}

static int write_file(const char *path, const void *data, size_t len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "wb");
    if (!f) {
        int e = errno;
        const char *slash = strrchr(path, '/');
        struct stat st;
        char dir[4096];
        if (e == ENOENT && slash && slash != path && (size_t)(slash - path) < sizeof dir) {
            /* Say which folder is missing: it is not created (dxc does not either). */
            memcpy(dir, path, (size_t)(slash - path));
            dir[slash - path] = 0;
            if (stat(dir, &st) != 0) {
                fprintf(stderr, "oneshader: error: cannot write '%s': the folder '%s' does not "
                        "exist\n", path, dir);
                return 0;
            }
        }
        fprintf(stderr, "oneshader: error: cannot write '%s': %s\n", path, strerror(e));
        return 0;
    }
    return finish_output(f, path, fwrite(data, 1, len, f) == len);
}

/* An optional output: `text`, or `absent` when the library has none. */
static int write_text(const char *path, const char *text, size_t len, const char *absent)
{
    return text ? write_file(path, text, len) : write_file(path, absent, strlen(absent));
}

/* A path in a make rule: blanks, '#' and the backslashes before them get a
 * backslash, '$' is doubled (gcc's escaping, which ninja's depfile reader
 * undoes too). */
static void dep_path(FILE *f, const char *p)
{
    for (const char *q = p; *q; q++) {
        if (*q == ' ' || *q == '\t' || *q == '#') {
            for (const char *b = q; b > p && b[-1] == '\\'; b--)
                fputc('\\', f);
            fputc('\\', f);
        } else if (*q == '$') {
            fputc('$', f);
        }
        fputc(*q, f);
    }
}

/* The file a rule's target names: the module, else the first other output
 * written to a file. */
static const char *dep_target(const Cli *c, const char *out, const char *const *others, int n)
{
    if (out && strcmp(out, "-"))
        return out;
    for (int k = 0; k < n; k++)
        if (others[k] && strcmp(others[k], "-"))
            return others[k];
    return "a.out";
}

/* The make rule: `target: input headers...`, to -MF or <target>.d; with -MP
 * an empty rule for each header. */
static int write_depfile(const Cli *c, const char *target, const osh_result *r)
{
    char path[4096];
    const char *dep = c->dep_out;
    if (!dep) {
        snprintf(path, sizeof path, "%s.d", target);
        dep = path;
    }
    FILE *f = fopen(dep, "w");
    if (!f) {
        fprintf(stderr, "oneshader: error: cannot write '%s'\n", dep);
        return 0;
    }
    if (c->dep_target)
        fputs(c->dep_target, f);
    else
        dep_path(f, target);
    fputc(':', f);
    size_t n = osh_result_dependency_count(r);
    for (size_t i = 0; i < n; i++) {
        fputs(" \\\n  ", f);
        dep_path(f, osh_result_dependency(r, i));
    }
    fprintf(f, "\n");
    for (size_t i = 1; c->dep_phony && i < n; i++) {
        fputc('\n', f);
        dep_path(f, osh_result_dependency(r, i));
        fputs(":\n", f);
    }
    return fclose(f) == 0;
}

/* -Fh: the module as a C array, as dxc -Fh writes one: the disassembly in
 * `#if 0`, then the words (WGSL: the text as one string). */
static int write_c_array(const Cli *c, const char *path, const osh_result *r)
{
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "w");
    if (!f)
        return write_file(path, "", 0); /* reports why */
    char def[256];
    const char *name = c->var_name;
    if (!name) {
        snprintf(def, sizeof def, "g_%s", c->opt.entry ? c->opt.entry : "main");
        name = def;
    }
    size_t l;
    const char *dis = osh_result_disassembly(r, &l);
    if (c->opt.target == OSH_TARGET_SPIRV) {
        fprintf(f, "#if 0\n%.*s%s#endif\n\n", (int)(dis ? l : 0), dis ? dis : "",
                dis && l && dis[l - 1] != '\n' ? "\n" : "");
        size_t nw;
        const uint32_t *w = osh_result_spirv(r, &nw);
        fprintf(f, "const uint32_t %s[] = {", name);
        for (size_t i = 0; w && i < nw; i++)
            fprintf(f, "%s0x%08x%s", i % 8 ? " " : "\n  ", (unsigned)w[i], i + 1 < nw ? "," : "");
        fprintf(f, "\n};\n");
    } else {
        const char *t = osh_result_text(r, &l);
        fprintf(f, "const char %s[] =", name);
        for (size_t i = 0; t && i < l;) { /* a string literal a line */
            fputs("\n  \"", f);
            for (; i < l && t[i] != '\n'; i++) {
                if (t[i] == '"' || t[i] == '\\')
                    fputc('\\', f);
                fputc(t[i], f);
            }
            if (i < l)
                i++;
            fputs("\\n\"", f);
        }
        fprintf(f, ";\n");
    }
    return finish_output(f, path, !ferror(f));
}

/* ---- response files --------------------------------------------------------- */

/* Appends the words of response file `path` to *v, expanding @files inside
 * it. A word is a run of non-blanks; '...' keeps everything literally, "..."
 * keeps blanks and takes \" and \\, and a backslash outside quotes escapes the
 * next character (gcc's @file). */
static void read_response(const char *path, int depth, char ***v, int *n, int *cap);

static void push_arg(char *a, int depth, char ***v, int *n, int *cap)
{
    if (a[0] == '@' && a[1]) {
        read_response(a + 1, depth + 1, v, n, cap);
        return;
    }
    if (*n + 1 >= *cap) {
        *cap = *cap ? *cap * 2 : 64;
        char **nv = realloc(*v, sizeof *nv * (size_t)*cap);
        if (!nv)
            usage_error("out of memory%s", "");
        *v = nv;
    }
    (*v)[(*n)++] = a;
    (*v)[*n] = NULL;
}

static void read_response(const char *path, int depth, char ***v, int *n, int *cap)
{
    if (depth > MAX_RESPONSE_DEPTH)
        usage_error("response files nested too deeply at '@%s'", path);
    FILE *f = fopen(path, "rb");
    if (!f)
        usage_error("cannot read the response file '@%s'", path);
    size_t len = 0;
    char *text = read_all(f, &len);
    fclose(f);
    if (!text)
        usage_error("out of memory reading '@%s'", path);
    /* Words are unquoted in place: the output never outruns the input. */
    size_t i = 0;
    while (i < len) {
        while (i < len && strchr(" \t\r\n\f\v", text[i]))
            i++;
        if (i >= len)
            break;
        char *w = text + i, *o = w;
        char quote = 0;
        for (; i < len; i++) {
            char ch = text[i];
            if (quote == '\'') {
                if (ch == '\'')
                    quote = 0;
                else
                    *o++ = ch;
            } else if (quote == '"') {
                if (ch == '"')
                    quote = 0;
                else if (ch == '\\' && i + 1 < len && (text[i + 1] == '"' || text[i + 1] == '\\'))
                    *o++ = text[++i];
                else
                    *o++ = ch;
            } else if (ch == '\'' || ch == '"') {
                quote = ch;
            } else if (ch == '\\' && i + 1 < len) {
                *o++ = text[++i];
            } else if (strchr(" \t\r\n\f\v", ch)) {
                break;
            } else {
                *o++ = ch;
            }
        }
        if (quote)
            usage_error("unterminated quote in the response file '@%s'", path);
        i++;
        *o = 0;
        push_arg(w, depth, v, n, cap);
    }
    /* `text` stays allocated: the words point into it until exit. */
}

/* argv with every @file replaced by its words. */
static char **expand_args(int argc, char **argv, int *out_argc)
{
    int has = 0;
    for (int i = 1; i < argc; i++)
        has |= argv[i][0] == '@' && argv[i][1];
    if (!has) {
        *out_argc = argc;
        return argv;
    }
    char **v = NULL;
    int n = 0, cap = 0;
    push_arg(argv[0], 0, &v, &n, &cap);
    for (int i = 1; i < argc; i++)
        push_arg(argv[i], 0, &v, &n, &cap);
    *out_argc = n;
    return v;
}

/* ---- one input -------------------------------------------------------------- */

typedef struct Job {
    const char *input;
    char *src;                 /* NULL when it could not be read */
    size_t len;
    int read_errno;
    int read_oom;
    osh_result *r;
    int done;
    osh_options opt;           /* the command's, with this input's header_name */
    char header_name[256];
} Job;

/* Reads and compiles one input; runs on a worker thread in batch mode. */
static const char *out_path(const Cli *c, const char *flag_value, const char *input,
                            const char *ext, char *buf, size_t bufsize);

static void compile_job(osh_context *ctx, const Cli *c, Job *j)
{
    FILE *in = strcmp(j->input, "-") == 0 ? stdin : fopen(j->input, "rb");
    if (!in) {
        j->read_errno = errno;
        return;
    }
    j->src = read_all(in, &j->len);
    if (in != stdin)
        fclose(in);
    if (!j->src) {
        j->read_oom = 1;
        return;
    }
    /* -Fhdr's guard and prefix: -Vn, else the header file's name (a folder
     * or several inputs: the input's), so two shaders' headers can meet. */
    j->opt = c->opt;
    if (c->hdr_out && (c->var_name || strcmp(j->input, "-"))) {
        char buf[4096];
        const char *path = out_path(c, c->hdr_out, j->input, ".h", buf, sizeof buf);
        const char *from = c->var_name ? c->var_name : strcmp(path, "-") ? path : j->input;
        size_t n = strlen(from);
        const char *st = c->var_name ? from : stem(from, &n);
        snprintf(j->header_name, sizeof j->header_name, "%.*s", (int)n, st);
        j->opt.header_name = j->header_name;
    }
    j->r = osh_compile(ctx, strcmp(j->input, "-") ? j->input : "<stdin>", j->src, j->len,
                       &j->opt);
    free(j->src);
    j->src = NULL;
}

/* Where an output goes: `flag_value` itself, or in batch mode (or when it
 * names a folder) <folder>/<input stem><ext>. *buf receives a built path. */
static const char *out_path(const Cli *c, const char *flag_value, const char *input,
                            const char *ext, char *buf, size_t bufsize)
{
    if (!flag_value || !strcmp(flag_value, "-"))
        return flag_value;
    if (c->ninputs == 1 && !is_folder(flag_value))
        return flag_value;
    size_t n, fl = strlen(flag_value);
    const char *st = stem(input, &n);
    snprintf(buf, bufsize, "%s%s%.*s%s", flag_value,
             fl && flag_value[fl - 1] == '/' ? "" : "/", (int)n, st, ext);
    return buf;
}

/* Prints one input's diagnostics and writes its outputs; returns its exit
 * status (0, 1, or 2 for an invalid argument). Runs on the main thread, in
 * input order. */
static int finish_job(const Cli *c, Job *j)
{
    if (!j->r && !j->read_oom && j->read_errno) {
        fprintf(stderr, "oneshader: error: cannot open file '%s': %s [OSH0004]\n", j->input,
                strerror(j->read_errno));
        return 1;
    }
    if (j->read_oom) {
        fprintf(stderr, "oneshader: error: out of memory reading '%s' [OSH0001]\n", j->input);
        return 1;
    }
    osh_result *r = j->r;
    if (!r) {
        fprintf(stderr, "oneshader: error: out of memory [OSH0001]\n");
        return 1;
    }
    print_diagnostics(c, r);
    osh_status st = osh_result_status(r);
    int rc = st == OSH_OK ? 0 : st == OSH_INVALID_ARGUMENT ? 2 : 1;

    char obuf[4096], pbuf[4096], rbuf[4096], hbuf[4096], cbuf[4096], fbuf[4096];
    const char *ext = c->opt.dump_ir ? ".ir" : c->opt.dump_ast ? ".ast"
                      : c->opt.target == OSH_TARGET_WGSL ? ".wgsl" : ".spv";
    const char *out = out_path(c, c->out, j->input, ext, obuf, sizeof obuf);
    const char *pp = NULL, *refl_out = NULL, *dis_out = NULL, *hdr_out = NULL, *fh_out = NULL;
    if (rc == 0) {
        size_t n;
        const char *text = osh_result_text(r, &n);
        if (c->opt.preprocess_only) {
            pp = out_path(c, c->pp_out, j->input, ".i", pbuf, sizeof pbuf);
            if (!write_file(pp ? pp : "-", text ? text : "", n))
                rc = 1;
        } else if (c->opt.dump_ir || c->opt.dump_ast) {
            if (!write_file(out ? out : "-", text ? text : "", n))
                rc = 1;
        } else if (!c->syntax_only) {
            if (c->opt.target == OSH_TARGET_SPIRV) {
                size_t nw;
                const uint32_t *w = osh_result_spirv(r, &nw);
                if (out && w && !write_file(out, w, nw * 4))
                    rc = 1;
            } else if (out && text && !write_file(out, text, n)) {
                rc = 1;
            }
            size_t l;
            refl_out = out_path(c, c->refl_out, j->input, ".json", rbuf, sizeof rbuf);
            if (refl_out) {
                const char *refl = osh_result_reflection_json(r, &l);
                rc |= !write_text(refl_out, refl, l, "{}\n");
            }
            dis_out = out_path(c, c->stdout_disasm ? "-" : c->disasm_out, j->input,
                                           c->opt.target == OSH_TARGET_WGSL ? ".wgsl.txt" : ".spvasm",
                                           cbuf, sizeof cbuf);
            if (dis_out) {
                const char *dis = osh_result_disassembly(r, &l);
                rc |= !write_text(dis_out, dis, l, "");
            }
            hdr_out = out_path(c, c->hdr_out, j->input, ".h", hbuf, sizeof hbuf);
            if (hdr_out) {
                const char *hdr = osh_result_c_header(r, &l);
                rc |= !write_text(hdr_out, hdr, l, "");
            }
            fh_out = out_path(c, c->fh_out, j->input, ".spv.h", fbuf, sizeof fbuf);
            if (fh_out)
                rc |= !write_c_array(c, fh_out, r);
        }
        const char *written[] = {pp, dis_out, fh_out, refl_out, hdr_out};
        if (rc == 0 && c->dep_file &&
            !write_depfile(c, dep_target(c, out, written, 5), r))
            rc = 1;
    }
    osh_result_free(r);
    j->r = NULL;
    return rc;
}

/* ---- batch mode: workers compile, the main thread finishes in order ---------- */

typedef struct Batch {
    const Cli *cli;
    osh_context *ctx;
    Job *jobs;
    size_t njobs;
    size_t next;               /* next job to claim */
    size_t finished;           /* jobs the main thread has finished */
    size_t window;             /* how far workers may run ahead of it */
    pthread_mutex_t lock;
    pthread_cond_t job_done;   /* a worker finished a job */
    pthread_cond_t room;       /* the main thread finished a job */
} Batch;

static void *worker(void *arg)
{
    Batch *b = arg;
    pthread_mutex_lock(&b->lock);
    for (;;) {
        /* Results wait in memory until their turn: bound how many. */
        while (b->next < b->njobs && b->next >= b->finished + b->window)
            pthread_cond_wait(&b->room, &b->lock);
        if (b->next >= b->njobs)
            break;
        Job *j = &b->jobs[b->next++];
        pthread_mutex_unlock(&b->lock);
        compile_job(b->ctx, b->cli, j);
        pthread_mutex_lock(&b->lock);
        j->done = 1;
        pthread_cond_broadcast(&b->job_done);
    }
    pthread_mutex_unlock(&b->lock);
    return NULL;
}

static int online_cpus(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > MAX_JOBS ? MAX_JOBS : (int)n;
}

/* Compiles every input; returns the worst exit status. */
static int run_all(const Cli *c, osh_context *ctx)
{
    Job *jobs = calloc(c->ninputs, sizeof *jobs);
    if (!jobs) {
        fprintf(stderr, "oneshader: error: out of memory [OSH0001]\n");
        return 1;
    }
    for (size_t i = 0; i < c->ninputs; i++)
        jobs[i].input = c->inputs[i];
    size_t nthreads = (size_t)(c->jobs ? c->jobs : online_cpus());
    if (nthreads > c->ninputs)
        nthreads = c->ninputs;
    int rc = 0;
    if (nthreads <= 1) {
        for (size_t i = 0; i < c->ninputs; i++) {
            compile_job(ctx, c, &jobs[i]);
            int r = finish_job(c, &jobs[i]);
            rc = r > rc ? r : rc;
        }
        free(jobs);
        return rc;
    }

    Batch b = {c, ctx, jobs, c->ninputs, 0, 0, nthreads * 4, PTHREAD_MUTEX_INITIALIZER,
               PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER};
    pthread_t tids[MAX_JOBS];
    size_t started = 0;
    for (; started < nthreads; started++)
        if (pthread_create(&tids[started], NULL, worker, &b) != 0)
            break;
    if (started == 0) { /* no thread at all: compile here */
        b.window = c->ninputs;
        worker(&b);
    }
    for (size_t i = 0; i < c->ninputs; i++) {
        pthread_mutex_lock(&b.lock);
        while (!jobs[i].done)
            pthread_cond_wait(&b.job_done, &b.lock);
        pthread_mutex_unlock(&b.lock);
        int r = finish_job(c, &jobs[i]);
        rc = r > rc ? r : rc;
        pthread_mutex_lock(&b.lock);
        b.finished++;
        pthread_cond_broadcast(&b.room);
        pthread_mutex_unlock(&b.lock);
    }
    for (size_t t = 0; t < started; t++)
        pthread_join(tids[t], NULL);
    pthread_mutex_destroy(&b.lock);
    pthread_cond_destroy(&b.job_done);
    pthread_cond_destroy(&b.room);
    free(jobs);
    return rc;
}

int main(int argc, char **argv)
{
    static Cli cli;
    int nargc;
    char **nargv = expand_args(argc, argv, &nargc);
    parse_args(&cli, nargc, nargv);
    print_cli_warnings(&cli);
#ifdef __GLIBC__
    /* Each compilation takes its arena from malloc and gives it back at the
     * end. Between the compilations of a batch, keep the pages instead of
     * returning them to the kernel only to fault them in again. */
    if (cli.ninputs > 1) {
        mallopt(M_TRIM_THRESHOLD, 256 << 20);
        mallopt(M_MMAP_THRESHOLD, 32 << 20);
    }
#endif
    /* One input: the compilation's memory comes from one region whose
     * first 2 MiB are a huge page (src/cli/region.c: page faults were most
     * of the process's time). Not under the sanitizers, which must see
     * every block. */
    static Region region;
    osh_allocator alloc = {region_alloc, &region};
    bool use_region = cli.ninputs <= 1 && !OSH_CLI_NO_REGION && region_init(&region);
    osh_context *ctx = osh_context_create(use_region ? &alloc : NULL);
    if (!ctx) {
        fprintf(stderr, "oneshader: error: out of memory [OSH0001]\n");
        return 1;
    }
    int rc = run_all(&cli, ctx);
    osh_context_destroy(ctx);
    if (use_region)
        region_fini(&region);
    if (nargv != argv)
        free(nargv); /* the @file words it points to stay until exit */
    free((char *)cli.opt.command_line);
    return rc;
}
