/*
 * The command line: dxc -spirv's flags, plus -wgsl and the dump switches.
 * Exit status: 0 success, 1 compile errors, 2 usage errors.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oneshader.h"

#define MAX_LIST 256

typedef struct Cli {
    osh_options opt;
    const char *input;
    const char *out;           /* -Fo */
    const char *pp_out;        /* -Fi */
    const char *refl_out;      /* -Fre */
    const char *hdr_out;       /* -Fhdr */
    const char *dep_out;       /* -MF */
    int dep_file;              /* -MD */
    int syntax_only;
    int no_warnings;           /* -no-warnings: warnings are not printed */
    osh_define defines[MAX_LIST];
    size_t ndefines;
    const char *undefs[MAX_LIST];
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
} Cli;

static const char usage_text[] =
    "usage: oneshader [options] <input.hlsl | ->\n"
    "\n"
    "Compiles HLSL to SPIR-V 1.5 (Vulkan 1.2) or WGSL.\n"
    "\n"
    "Target and entry point:\n"
    "  -T <profile>             target profile: cs_6_0, vs_6_0, ps_6_0, gs_, hs_, ds_, lib_6_x...\n"
    "  -E <name>                entry point (default main)\n"
    "  -spirv                   emit SPIR-V (default)\n"
    "  -wgsl                    emit WGSL text\n"
    "  -fsyntax-only            run the front end only\n"
    "Output:\n"
    "  -Fo <file|->             output file ('-' is stdout)\n"
    "  -Fre <file>              write reflection JSON\n"
    "  -Fhdr <file>             write a C header: bindings, spec-constant ids, buffer structs\n"
    "  -P                       preprocess only (to -Fi or stdout)\n"
    "  -Fi <file>               preprocessed output file\n"
    "  -MD, -MF <file>          write a make dependency file\n"
    "  -dump-ir                 print the optimized IR instead of compiling\n"
    "  -ast-dump                print the typed AST\n"
    "Preprocessor:\n"
    "  -D <name>[=<value>]      define a macro\n"
    "  -U <name>                undefine a macro\n"
    "  -I <dir>                 add an include folder\n"
    "Language:\n"
    "  -HV <2016|2017|2018|2021> HLSL version (default 2021)\n"
    "  -enable-16bit-types      16-bit half and integer types\n"
    "  -O0 -O1 -O2 -O3 -Od      optimization level (default -O3; -Od = -O0)\n"
    "Diagnostics:\n"
    "  -WX                      treat warnings as errors\n"
    "  -Wno-<name>              disable a warning\n"
    "Vulkan:\n"
    "  -fspv-target-env=<env>   vulkan1.2 (default); vulkan1.1, vulkan1.3 accepted\n"
    "  -fvk-b-shift <N> <space> shift b registers (space 'all' for every space)\n"
    "  -fvk-t-shift <N> <space> shift t registers\n"
    "  -fvk-s-shift <N> <space> shift s registers\n"
    "  -fvk-u-shift <N> <space> shift u registers\n"
    "  -fvk-bind-register <xN> <space> <binding> <set>\n"
    "  -fvk-use-dx-layout       DirectX buffer layout\n"
    "  -fvk-use-scalar-layout   scalar buffer layout\n"
    "  -fvk-use-gl-layout       std140/std430 buffer layout\n"
    "  -fvk-invert-y            negate SV_Position.y in vertex-processing stages\n"
    "  -fvk-use-dx-position-w   use DirectX's SV_Position.w in pixel shaders\n"
    "  -fspv-reflect            add reflection decorations\n"
    "  -fspv-extension=<ext>    allow a SPIR-V extension\n"
    "  -fspv-entrypoint-name=<name> name of the entry point in the output\n"
    "Other:\n"
    "  --help, -help, -?, /?    this text\n"
    "  --version                the version\n"
    "  -Zpr, -Zpc               matrices default to row_major / column_major (default)\n"
    "  -no-warnings             do not print warnings\n"
    "Accepted for dxc compatibility and ignored:\n"
    "  -Zi -Qembed_debug -Qstrip_debug -Qstrip_reflect -Ges -Gis -Vd -nologo\n"
    "  -Gfa -Gfp -res_may_alias -all_resources_bound -fcgl -Zsb -Zss\n"
    "  -fspv-debug=<what> -Vn <name>\n";

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

/* Flags that dxc accepts and that do not change what we produce. */
static const char *const ignored_flags[] = {
    "-spirv", "-Zi", "-Qembed_debug", "-Qstrip_debug", "-Qstrip_reflect", "-Ges", "-Gis",
    "-Vd", "-nologo", "-Gfa", "-Gfp", "-res_may_alias",
    "-all_resources_bound", "-fcgl", "-Zsb", "-Zss", NULL,
};

static int is_ignored(const char *a)
{
    for (int i = 0; ignored_flags[i]; i++)
        if (strcmp(a, ignored_flags[i]) == 0)
            return 1;
    return strncmp(a, "-fspv-debug=", 12) == 0;
}

/* Value of a flag given as "-X value" or "-Xvalue". */
static const char *flag_value(int argc, char **argv, int *i, const char *flag)
{
    size_t n = strlen(flag);
    if (argv[*i][n])
        return argv[*i] + n;
    if (*i + 1 >= argc)
        usage_error("missing value after %s", flag);
    return argv[++*i];
}

static void parse_args(Cli *c, int argc, char **argv)
{
    osh_options_init(&c->opt);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--help") || !strcmp(a, "-help") || !strcmp(a, "-?") || !strcmp(a, "/?")) {
            fputs(usage_text, stdout);
            exit(0);
        } else if (!strcmp(a, "--version")) {
            printf("oneshader %s\n", osh_version());
            exit(0);
        } else if (!strcmp(a, "-") || a[0] != '-') {
            if (c->input)
                usage_error("more than one input file ('%s')", a);
            c->input = a;
        } else if (!strcmp(a, "-wgsl")) {
            c->opt.target = OSH_TARGET_WGSL;
        } else if (!strcmp(a, "-fsyntax-only")) {
            c->syntax_only = 1;
        } else if (!strcmp(a, "-P")) {
            c->opt.preprocess_only = 1;
        } else if (!strcmp(a, "-dump-ir")) {
            c->opt.dump_ir = 1;
        } else if (!strcmp(a, "-ast-dump")) {
            c->opt.dump_ast = 1;
        } else if (!strcmp(a, "-enable-16bit-types")) {
            c->opt.enable_16bit_types = 1;
        } else if (!strcmp(a, "-WX")) {
            c->opt.warnings_as_errors = 1;
        } else if (!strcmp(a, "-Zpr")) {
            c->opt.pack_matrix_row_major = 1;
        } else if (!strcmp(a, "-Zpc")) {
            c->opt.pack_matrix_row_major = 0;
        } else if (!strcmp(a, "-no-warnings")) {
            c->no_warnings = 1;
        } else if (!strcmp(a, "-Od")) {
            c->opt.opt_level = 0;
        } else if (a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
            c->opt.opt_level = a[2] - '0';
        } else if (!strcmp(a, "-MD")) {
            c->dep_file = 1;
        } else if (!strncmp(a, "-Wno-", 5) && a[5]) {
            if (c->nnowarn < MAX_LIST)
                c->nowarn[c->nnowarn++] = a + 5;
        } else if (!strcmp(a, "-fvk-use-dx-layout")) {
            c->opt.layout = OSH_LAYOUT_DX;
        } else if (!strcmp(a, "-fvk-use-scalar-layout")) {
            c->opt.layout = OSH_LAYOUT_SCALAR;
        } else if (!strcmp(a, "-fvk-use-gl-layout")) {
            c->opt.layout = OSH_LAYOUT_GL;
        } else if (!strcmp(a, "-fvk-invert-y")) {
            c->opt.invert_y = 1;
        } else if (!strcmp(a, "-fvk-use-dx-position-w")) {
            c->opt.use_dx_position_w = 1;
        } else if (!strcmp(a, "-fspv-reflect")) {
            c->opt.spv_reflect = 1;
        } else if (!strncmp(a, "-fspv-target-env=", 17)) {
            c->opt.target_env = a + 17;
        } else if (!strncmp(a, "-fspv-extension=", 16)) {
            if (c->nexts < MAX_LIST)
                c->exts[c->nexts++] = a + 16;
        } else if (!strncmp(a, "-fspv-entrypoint-name=", 22)) {
            c->opt.spv_entrypoint_name = a + 22;
        } else if (strlen(a) == 12 && !strncmp(a, "-fvk-", 5) && !strcmp(a + 6, "-shift") &&
                   strchr("btsu", a[5])) {
            if (i + 2 >= argc)
                usage_error("%s needs a shift and a space", a);
            osh_register_shift s;
            s.kind = a[5];
            s.shift = parse_int(argv[i + 1], a);
            s.space = !strcmp(argv[i + 2], "all") ? -1 : parse_int(argv[i + 2], a);
            i += 2;
            if (c->nshifts < MAX_LIST)
                c->shifts[c->nshifts++] = s;
        } else if (!strcmp(a, "-fvk-bind-register")) {
            if (i + 4 >= argc)
                usage_error("%s needs a register, a space, a binding and a set", a);
            const char *reg = argv[i + 1];
            if (!strchr("btsu", reg[0]) || !reg[1])
                usage_error("bad register '%s' for -fvk-bind-register", reg);
            osh_bind_register b;
            b.kind = reg[0];
            b.reg = parse_int(reg + 1, a);
            const char *sp = argv[i + 2];
            b.space = parse_int(!strncmp(sp, "space", 5) ? sp + 5 : sp, a);
            b.binding = parse_int(argv[i + 3], a);
            b.set = parse_int(argv[i + 4], a);
            i += 4;
            if (c->nbinds < MAX_LIST)
                c->binds[c->nbinds++] = b;
        } else if (!strcmp(a, "-HV")) {
            const char *v = flag_value(argc, argv, &i, "-HV");
            int hv = parse_int(v, "-HV");
            if (hv != 2016 && hv != 2017 && hv != 2018 && hv != 2021)
                usage_error("unknown HLSL version '%s' after -HV (2016, 2017, 2018 or 2021)", v);
            c->opt.hlsl_version = hv;
        } else if (!strncmp(a, "-Fhdr", 5)) {
            c->hdr_out = flag_value(argc, argv, &i, "-Fhdr");
        } else if (!strncmp(a, "-Fre", 4)) {
            c->refl_out = flag_value(argc, argv, &i, "-Fre");
        } else if (!strncmp(a, "-Fo", 3)) {
            c->out = flag_value(argc, argv, &i, "-Fo");
        } else if (!strncmp(a, "-Fi", 3)) {
            c->pp_out = flag_value(argc, argv, &i, "-Fi");
        } else if (!strncmp(a, "-MF", 3)) {
            c->dep_out = flag_value(argc, argv, &i, "-MF");
        } else if (a[1] == 'T') {
            c->opt.profile = flag_value(argc, argv, &i, "-T");
        } else if (a[1] == 'E') {
            c->opt.entry = flag_value(argc, argv, &i, "-E");
        } else if (a[1] == 'D') {
            const char *d = flag_value(argc, argv, &i, "-D");
            if (c->ndefines < MAX_LIST) {
                const char *eq = strchr(d, '=');
                osh_define *def = &c->defines[c->ndefines++];
                if (eq) {
                    char *name = malloc((size_t)(eq - d) + 1);
                    if (!name)
                        usage_error("out of memory%s", "");
                    memcpy(name, d, (size_t)(eq - d));
                    name[eq - d] = 0;
                    def->name = name;
                    def->value = eq + 1;
                } else {
                    def->name = d;
                    def->value = NULL;
                }
            }
        } else if (a[1] == 'U') {
            const char *u = flag_value(argc, argv, &i, "-U");
            if (c->nundefs < MAX_LIST)
                c->undefs[c->nundefs++] = u;
        } else if (a[1] == 'I') {
            const char *d = flag_value(argc, argv, &i, "-I");
            if (c->nincs < MAX_LIST)
                c->incs[c->nincs++] = d;
        } else if (!strncmp(a, "-Vn", 3)) {
            (void)flag_value(argc, argv, &i, "-Vn"); /* dxc: header variable name */
        } else if (is_ignored(a)) {
            /* accepted for dxc compatibility */
        } else {
            usage_error("unknown option '%s'", a);
        }
    }
    if (!c->input)
        usage_error("no input file%s", "");
    if (!c->opt.profile && !c->opt.preprocess_only)
        usage_error("no target profile (-T)%s", "");
    if (!c->opt.profile)
        c->opt.profile = "cs_6_0";
    if (c->syntax_only)
        c->opt.target = OSH_TARGET_NONE;
    c->opt.defines = c->defines;
    c->opt.define_count = c->ndefines;
    c->opt.undefines = c->undefs;
    c->opt.undefine_count = c->nundefs;
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

static void print_diagnostics(const osh_result *r, int no_warnings)
{
    static const char *const sev[] = {"note", "warning", "error"};
    size_t n = osh_result_diagnostic_count(r);
    for (size_t i = 0; i < n; i++) {
        const osh_diagnostic *d = osh_result_diagnostic(r, i);
        if (no_warnings && d->severity == OSH_SEVERITY_WARNING) {
            /* skip the warning and the notes attached to it */
            while (i + 1 < n && osh_result_diagnostic(r, i + 1)->severity == OSH_SEVERITY_NOTE)
                i++;
            continue;
        }
        if (d->file && d->line)
            fprintf(stderr, "%s:%u:%u: ", d->file, d->line, d->column);
        else
            fprintf(stderr, "oneshader: ");
        if (d->code)
            fprintf(stderr, "%s %s: %s\n", sev[d->severity], d->code, d->message);
        else
            fprintf(stderr, "%s: %s\n", sev[d->severity], d->message);
        if (d->source_line) {
            fprintf(stderr, "%s\n", d->source_line);
            unsigned col = d->column ? d->column : 1;
            for (unsigned k = 1; k < col; k++)
                fputc(d->source_line[k - 1] == '\t' ? '\t' : ' ', stderr);
            fputs("^\n", stderr);
        }
    }
}

static int write_file(const char *path, const void *data, size_t len)
{
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "wb");
    if (!f) {
        fprintf(stderr, "oneshader: error: cannot write '%s': %s\n", path, strerror(errno));
        return 0;
    }
    int ok = fwrite(data, 1, len, f) == len;
    if (f != stdout)
        ok &= fclose(f) == 0;
    else
        fflush(stdout);
    if (!ok)
        fprintf(stderr, "oneshader: error: cannot write '%s'\n", path);
    return ok;
}

static int write_depfile(const Cli *c, const osh_result *r)
{
    const char *target = c->out ? c->out : "a.out";
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
    fprintf(f, "%s:", target);
    for (size_t i = 0; i < osh_result_dependency_count(r); i++)
        fprintf(f, " \\\n  %s", osh_result_dependency(r, i));
    fprintf(f, "\n");
    return fclose(f) == 0;
}

int main(int argc, char **argv)
{
    static Cli cli;
    parse_args(&cli, argc, argv);

    FILE *in = strcmp(cli.input, "-") == 0 ? stdin : fopen(cli.input, "rb");
    if (!in) {
        fprintf(stderr, "oneshader: error OSH0004: cannot open file '%s': %s\n", cli.input,
                strerror(errno));
        return 1;
    }
    size_t len = 0;
    char *src = read_all(in, &len);
    if (in != stdin)
        fclose(in);
    if (!src) {
        fprintf(stderr, "oneshader: error OSH0001: out of memory reading '%s'\n", cli.input);
        return 1;
    }

    osh_context *ctx = osh_context_create(NULL);
    osh_result *r = ctx ? osh_compile(ctx, strcmp(cli.input, "-") ? cli.input : "<stdin>", src,
                                      len, &cli.opt)
                        : NULL;
    free(src);
    if (!r) {
        fprintf(stderr, "oneshader: error OSH0001: out of memory\n");
        return 1;
    }
    print_diagnostics(r, cli.no_warnings);
    osh_status st = osh_result_status(r);
    int rc = st == OSH_OK ? 0 : st == OSH_INVALID_ARGUMENT ? 2 : 1;

    if (rc == 0) {
        size_t n;
        const char *text = osh_result_text(r, &n);
        if (cli.opt.preprocess_only) {
            if (!write_file(cli.pp_out ? cli.pp_out : "-", text ? text : "", n))
                rc = 1;
        } else if (cli.opt.dump_ir || cli.opt.dump_ast) {
            if (!write_file(cli.out ? cli.out : "-", text ? text : "", n))
                rc = 1;
        } else if (!cli.syntax_only) {
            if (cli.opt.target == OSH_TARGET_SPIRV) {
                size_t nw;
                const uint32_t *w = osh_result_spirv(r, &nw);
                if (cli.out && w && !write_file(cli.out, w, nw * 4))
                    rc = 1;
            } else if (cli.out && text && !write_file(cli.out, text, n)) {
                rc = 1;
            }
            if (cli.refl_out) {
                size_t rl;
                const char *refl = osh_result_reflection_json(r, &rl);
                if (!write_file(cli.refl_out, refl ? refl : "{}\n", refl ? rl : 3))
                    rc = 1;
            }
            if (cli.hdr_out) {
                size_t hl;
                const char *hdr = osh_result_c_header(r, &hl);
                if (!write_file(cli.hdr_out, hdr ? hdr : "", hdr ? hl : 0))
                    rc = 1;
            }
        }
        if (rc == 0 && cli.dep_file && !write_depfile(&cli, r))
            rc = 1;
    }
    osh_result_free(r);
    osh_context_destroy(ctx);
    return rc;
}
