/*
 * The command line: dxc -spirv's flags, plus -wgsl and the dump switches.
 * Every flag is an entry of driver/options.def, which drives the library's
 * parser (driver/args.c: osh_options_from_args, which reads them), --help
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

#define MAX_JOBS 256          /* -j */
#define MAX_RESPONSE_DEPTH 16 /* @file inside @file */

typedef struct Cli {
    osh_args *args;            /* the command line, read by the library (osh_options_from_args) */
    osh_options opt;           /* a copy of its options, which the command may adjust */
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
    const char *batch;         /* -batch: one compilation per line of this file */
    const char *var_name;      /* -Vn */
    int diag_format;           /* -fdiagnostics-format= (DiagFormat) */
    int color;                 /* -f[no-]color-diagnostics; -1: when stderr is a terminal */
    int stdout_disasm;         /* no output named: the disassembly to stdout, as dxc */
    int syntax_only;
    int no_warnings;           /* -no-warnings: warnings are not printed */
} Cli;

typedef enum DiagFormat { DIAG_CLANG, DIAG_MSVC, DIAG_JSON } DiagFormat;

/* -batch: the file and line being parsed, for usage errors (0: none). */
static const char *batch_where;
static int batch_line;

static void usage_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "oneshader: error: ");
    if (batch_line)
        fprintf(stderr, "%s:%d: ", batch_where, batch_line);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nrun 'oneshader --help' for the list of options\n");
    exit(2);
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

/* ---- the flags: src/driver/options.def --------------------------------------- */

typedef enum OptKind {
    OPT_KIND_FLAG, OPT_KIND_JOINED, OPT_KIND_JOINED_NONEMPTY, OPT_KIND_VALUE, OPT_KIND_NEXT,
    OPT_KIND_ARGS2, OPT_KIND_ARGS4, OPT_KIND_NONE,
} OptKind;

typedef enum OptLayout { OPT_LAYOUT_COLUMNS, OPT_LAYOUT_WORDS } OptLayout;

typedef enum OptGroup {
#define OPT_GROUP(id, title, heading, layout) OPT_GROUP_##id,
#include "driver/options.def"
#undef OPT_GROUP
} OptGroup;

typedef struct Group {
    const char *title;
    OptLayout layout;
} Group;

static const Group groups[] = {
#define OPT_GROUP(id, title, heading, layout) {title, OPT_LAYOUT_##layout},
#include "driver/options.def"
#undef OPT_GROUP
};

typedef enum OptId {
#define OPT(id, spelling, kind, action, group, help, help_text, doc, doc_text) OPT_##id,
#include "driver/options.def"
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
#include "driver/options.def"
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

/* The command line, read by the library (osh_options_from_args: the same
 * table's parser), then what only the command checks: inputs, outputs. */
static void parse_args(Cli *c, int argc, char **argv)
{
    osh_args *a = osh_options_from_args(NULL, argc - 1, (const char *const *)argv + 1);
    if (!a) {
        fprintf(stderr, "oneshader: error: out of memory [OSH0001]\n");
        exit(1);
    }
    c->args = a;
    if (osh_args_value(a, "--help")) {
        print_help();
        exit(0);
    }
    if (osh_args_value(a, "--version")) {
        printf("oneshader %s\n", osh_version());
        exit(0);
    }
    if (osh_args_error(a))
        usage_error("%s", osh_args_error(a));
    c->opt = *osh_args_options(a);
    c->ninputs = osh_args_input_count(a);
    c->inputs = malloc(sizeof *c->inputs * (c->ninputs ? c->ninputs : 1));
    if (!c->inputs)
        usage_error("out of memory%s", "");
    for (size_t i = 0; i < c->ninputs; i++)
        c->inputs[i] = osh_args_input(a, i);
    c->jobs = (int)osh_args_jobs(a);
    c->out = osh_args_value(a, "-Fo");
    c->pp_out = osh_args_value(a, "-Fi");
    c->refl_out = osh_args_value(a, "-Fre");
    c->hdr_out = osh_args_value(a, "-Fhdr");
    c->disasm_out = osh_args_value(a, "-Fc");
    c->dep_out = osh_args_value(a, "-MF");
    c->dep_target = osh_args_value(a, "-MT");
    /* -MF alone writes the file too, as dxc (DumpDependencies). */
    c->dep_file = osh_args_value(a, "-MD") != NULL || c->dep_out != NULL;
    c->dep_phony = osh_args_value(a, "-MP") != NULL;
    c->fh_out = osh_args_value(a, "-Fh");
    c->batch = osh_args_value(a, "-batch");
    c->var_name = osh_args_value(a, "-Vn");
    c->syntax_only = osh_args_value(a, "-fsyntax-only") != NULL;
    c->no_warnings = osh_args_value(a, "-no-warnings") != NULL;
    const char *fmt = osh_args_value(a, "-fdiagnostics-format=");
    c->diag_format = !fmt ? DIAG_CLANG : !strcmp(fmt, "json") ? DIAG_JSON : !strcmp(fmt, "msvc") ? DIAG_MSVC : DIAG_CLANG;
    c->color = osh_args_value(a, "-fcolor-diagnostics") ? 1 : osh_args_value(a, "-fno-color-diagnostics") ? 0 : -1;
    if (!c->ninputs)
        usage_error("no input file%s", "");
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
    if (n == cap) { /* room for the terminating NUL the word splitter may write */
        char *nb = realloc(buf, cap + 1);
        if (!nb) {
            free(buf);
            return NULL;
        }
        buf = nb;
    }
    buf[n] = 0;
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
    /* clang's flag of a warning: [-Wname], [-Werror,-Wname] under -WX. */
    if (d->name && c->diag_format == DIAG_CLANG)
        fprintf(stderr, d->severity == OSH_SEVERITY_ERROR ? " [-Werror,-W%s]" : " [-W%s]", d->name);
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
    for (size_t i = 0; i < osh_args_warning_count(c->args); i++) {
        if (!c->no_warnings) {
            osh_diagnostic d = {NULL, OSH_SEVERITY_WARNING, NULL, 0, 0, osh_args_warning(c->args, i), NULL, NULL};
            if (c->diag_format == DIAG_JSON) {
                json_diagnostic(stderr, &d);
                fputs(", \"notes\": []}\n", stderr);
            } else {
                text_diagnostic(c, &d);
            }
        }
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
 * `#if 0`, then `const unsigned char NAME[]` with the module's bytes, 12 a
 * line (dxc's layout, with \n for its \r\n); WGSL: the text as one string. */
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
        fprintf(f, "const unsigned char %s[] = {", name);
        for (size_t i = 0; w && i < nw * 4; i++) { /* little-endian, as the .spv file */
            unsigned byte = (unsigned)(w[i / 4] >> (8 * (i % 4))) & 0xffu;
            fprintf(f, "%s%s 0x%02x", i ? "," : "", i % 12 == 0 ? "\n " : "", byte);
        }
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

/* The texts of the response files read: their words point into them until
 * main frees them at the end. */
typedef struct Texts {
    char **p;
    int n, cap;
} Texts;
static Texts response_texts;
static void split_words(char *text, size_t len, const char *path, int depth, char ***v, int *n, int *cap);
static void keep_text(char *text);

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
    split_words(text, len, path, depth, v, n, cap);
    keep_text(text);
}

/* Appends the words of text[0..len) to *v (unquoted in place: the output
 * never outruns the input); `path` names it in errors. */
static void split_words(char *text, size_t len, const char *path, int depth, char ***v, int *n, int *cap)
{
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
}

/* `text` stays allocated: the words point into it until main ends. */
static void keep_text(char *text)
{
    Texts *t = &response_texts;
    if (t->n == t->cap) {
        int cap = t->cap ? t->cap * 2 : 8;
        char **np = realloc(t->p, sizeof *np * (size_t)cap);
        if (!np)
            usage_error("out of memory%s", "");
        t->p = np;
        t->cap = cap;
    }
    t->p[t->n++] = text;
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

/* -batch FILE: one compilation per line, each line's words after the
 * command's own (without -batch FILE). */
static int run_batch(const Cli *base, int argc, char **argv, osh_context *ctx)
{
    FILE *f = fopen(base->batch, "rb");
    if (!f)
        usage_error("cannot read the batch file '%s'", base->batch);
    size_t len = 0;
    char *text = read_all(f, &len);
    fclose(f);
    if (!text)
        usage_error("out of memory reading '%s'", base->batch);
    keep_text(text);
    batch_where = base->batch;
    int rc = 0;
    size_t pos = 0;
    for (int line = 1; pos < len; line++) {
        size_t end = pos;
        while (end < len && text[end] != '\n')
            end++;
        char *l = text + pos;
        size_t ll = end - pos;
        pos = end + 1;
        while (ll && (*l == ' ' || *l == '\t' || *l == '\r'))
            l++, ll--;
        if (!ll || *l == '#')
            continue;
        char **v = NULL;
        int n = 0, cap = 0;
        for (int i = 0; i < argc; i++) { /* the shared words, without -batch FILE */
            if (!strcmp(argv[i], "-batch") || !strcmp(argv[i], "/batch")) {
                i++;
                continue;
            }
            push_arg(argv[i], 0, &v, &n, &cap);
        }
        batch_line = line;
        split_words(l, ll, base->batch, 0, &v, &n, &cap);
        Cli c;
        memset(&c, 0, sizeof c);
        parse_args(&c, n, v);
        if (c.batch)
            usage_error("-batch inside a batch line or twice%s", "");
        batch_line = 0;
        print_cli_warnings(&c);
        int r = run_all(&c, ctx);
        rc = r > rc ? r : rc;
        osh_args_free(c.args);
        free(c.inputs);
        free(v);
    }
    return rc;
}

int main(int argc, char **argv)
{
    static Cli cli;
    int nargc;
    char **nargv = expand_args(argc, argv, &nargc);
    /* -batch: the command's own words are parsed with each line's (they
     * hold no -T or input of their own). */
    for (int i = 1; i + 1 < nargc && !cli.batch; i++)
        if (!strcmp(nargv[i], "-batch") || !strcmp(nargv[i], "/batch"))
            cli.batch = nargv[i + 1];
    if (!cli.batch)
        parse_args(&cli, nargc, nargv);
    print_cli_warnings(&cli);
#ifdef __GLIBC__
    /* Each compilation takes its arena from malloc and gives it back at the
     * end. Between the compilations of a batch, keep the pages instead of
     * returning them to the kernel only to fault them in again. */
    if (cli.ninputs > 1 || cli.batch) {
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
    bool use_region = !cli.batch && cli.ninputs <= 1 && !OSH_CLI_NO_REGION && region_init(&region);
    osh_context *ctx = osh_context_create(use_region ? &alloc : NULL);
    if (!ctx) {
        fprintf(stderr, "oneshader: error: out of memory [OSH0001]\n");
        return 1;
    }
    int rc = cli.batch ? run_batch(&cli, nargc, nargv, ctx) : run_all(&cli, ctx);
    osh_context_destroy(ctx);
    if (use_region)
        region_fini(&region);
    if (nargv != argv)
        free(nargv);
    osh_args_free(cli.args);
    free(cli.inputs);
    for (int i = 0; i < response_texts.n; i++) /* the @file words */
        free(response_texts.p[i]);
    free(response_texts.p);
    return rc;
}
