/*
 * In-process throughput: compiles every shader of a manifest N times through
 * the library API on one thread, with one osh_context, and prints JSON.
 *
 *   inproc [-n N] [-O LEVEL] [-vs LEVEL] [-wgsl] [-keep] MANIFEST
 *
 * MANIFEST has one shader a line: `PATH ARG ARG...`, the arguments being the
 * subset of the command line that the benchmark corpus uses (-T, -E, -HV,
 * -enable-16bit-types, -O0..-O3/-Od, -fvk-invert-y, -fvk-use-dx-position-w,
 * -D NAME[=V], -Zpr, the -fvk- layout, shift and bind-register flags). A line with another flag is reported as skipped.
 * -O overrides every line's level (to compare -O0 with -O3). -keep tells
 * glibc's malloc to keep freed memory (as `oneshader` does in batch mode)
 * instead of trimming it after every compilation and faulting it in again.
 * -vs LEVEL adds a pass over the manifest at LEVEL beside every pass at the
 * main level, the order swapped every repetition, and reports both best
 * times per shader ("best_s", "best_vs_s"): a ratio of two levels from one
 * run, where the machine's slow phases fall on both sides alike. The totals
 * and throughput figures are the main level's.
 *
 * Sources are read before the clock starts; the loop measures osh_compile and
 * osh_result_free only. A counting allocator gives each compilation's peak of
 * live bytes (the arena plus the result), the library's share of peak memory.
 * Benchmark tool, not library code: it may use malloc and printf.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "oneshader.h"

#define MAX_ARGS 32
#define MAX_DEFINES 8

typedef struct Shader {
    char *path;
    char *src;
    size_t len;
    unsigned lines;
    osh_options opt;
    osh_define defines[MAX_DEFINES];
    osh_register_shift shifts[MAX_DEFINES];
    osh_bind_register binds[MAX_DEFINES];
    int ok;              /* compiled without error */
    double best_s;       /* fastest compile */
    double best_vs_s;    /* fastest compile at the -vs level */
    size_t peak_bytes;   /* peak live bytes during one compile */
} Shader;

/* Counts live bytes and their peak; the benchmark resets the peak per compile. */
typedef struct Counter {
    size_t live, peak;
} Counter;

static void *count_alloc(void *user, void *ptr, size_t old, size_t size)
{
    Counter *c = user;
    if (size == 0) {
        free(ptr);
        c->live -= old;
        return NULL;
    }
    void *p = realloc(ptr, size);
    if (!p)
        return NULL;
    c->live += size - (ptr ? old : 0);
    if (c->live > c->peak)
        c->peak = c->live;
    return p;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return NULL;
    }
    fclose(f);
    buf[n] = 0;
    *len = (size_t)n;
    return buf;
}

/* Parses one manifest line into s->opt; returns 0 on an unsupported flag. */
static int parse_line(Shader *s, char *line, int target, int opt_override)
{
    char *argv[MAX_ARGS];
    int argc = 0;
    for (char *t = strtok(line, " \t\r\n"); t && argc < MAX_ARGS; t = strtok(NULL, " \t\r\n"))
        argv[argc++] = t;
    if (argc == 0)
        return -1;
    osh_options_init(&s->opt);
    s->path = strdup(argv[0]);
    size_t nd = 0, ns = 0, nb = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-T") && next)
            s->opt.profile = strdup(argv[++i]);
        else if (!strcmp(a, "-E") && next)
            s->opt.entry = strdup(argv[++i]);
        else if (!strcmp(a, "-HV") && next)
            s->opt.hlsl_version = atoi(argv[++i]);
        else if (!strcmp(a, "-D") && next && nd < MAX_DEFINES) {
            char *d = strdup(argv[++i]);
            char *eq = strchr(d, '=');
            if (eq)
                *eq++ = 0;
            s->defines[nd].name = d;
            s->defines[nd++].value = eq;
        } else if (!strcmp(a, "-enable-16bit-types"))
            s->opt.enable_16bit_types = 1;
        else if (!strcmp(a, "-Od"))
            s->opt.opt_level = 0;
        else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3])
            s->opt.opt_level = a[2] - '0';
        else if (!strcmp(a, "-fvk-invert-y"))
            s->opt.invert_y = 1;
        else if (!strcmp(a, "-fvk-use-dx-position-w"))
            s->opt.use_dx_position_w = 1;
        else if (!strcmp(a, "-Zpr"))
            s->opt.pack_matrix_row_major = 1;
        else if (!strcmp(a, "-fvk-use-dx-layout"))
            s->opt.layout = OSH_LAYOUT_DX;
        else if (!strcmp(a, "-fvk-use-scalar-layout"))
            s->opt.layout = OSH_LAYOUT_SCALAR;
        else if (!strcmp(a, "-fvk-use-gl-layout"))
            s->opt.layout = OSH_LAYOUT_GL;
        else if (strlen(a) == 12 && !strncmp(a, "-fvk-", 5) && !strcmp(a + 6, "-shift") &&
                 i + 2 < argc && ns < MAX_DEFINES) {
            osh_register_shift *r = &s->shifts[ns++];
            r->kind = a[5];
            r->shift = atoi(argv[i + 1]);
            r->space = !strcmp(argv[i + 2], "all") ? -1 : atoi(argv[i + 2]);
            i += 2;
        } else if (!strcmp(a, "-fvk-bind-register") && i + 4 < argc && nb < MAX_DEFINES) {
            osh_bind_register *r = &s->binds[nb++];
            r->kind = argv[i + 1][0];
            r->reg = atoi(argv[i + 1] + 1);
            const char *sp = argv[i + 2];
            r->space = atoi(!strncmp(sp, "space", 5) ? sp + 5 : sp);
            r->binding = atoi(argv[i + 3]);
            r->set = atoi(argv[i + 4]);
            i += 4;
        }
        else
            return 0;
    }
    s->opt.defines = s->defines;
    s->opt.define_count = nd;
    s->opt.shifts = s->shifts;
    s->opt.shift_count = ns;
    s->opt.bind_registers = s->binds;
    s->opt.bind_register_count = nb;
    s->opt.target = target;
    if (opt_override >= 0)
        s->opt.opt_level = opt_override;
    return 1;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* One pass over the manifest at the -vs level, each compile timed. */
static void pass_vs(osh_context *ctx, Shader *sh, size_t n, int level)
{
    for (size_t i = 0; i < n; i++) {
        Shader *s = &sh[i];
        int saved = s->opt.opt_level;
        s->opt.opt_level = level;
        double s0 = now();
        osh_result *r = osh_compile(ctx, s->path, s->src, s->len, &s->opt);
        osh_result_free(r);
        double dt = now() - s0;
        s->opt.opt_level = saved;
        if (dt < s->best_vs_s)
            s->best_vs_s = dt;
    }
}

int main(int argc, char **argv)
{
    int reps = 20, opt_override = -1, vs_level = -1, target = OSH_TARGET_SPIRV;
    const char *manifest = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-n") && i + 1 < argc)
            reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-O") && i + 1 < argc)
            opt_override = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-vs") && i + 1 < argc)
            vs_level = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-wgsl"))
            target = OSH_TARGET_WGSL;
        else if (!strcmp(argv[i], "-keep")) {
#ifdef __GLIBC__
            mallopt(M_TRIM_THRESHOLD, 256 << 20);
            mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
        }
        else
            manifest = argv[i];
    }
    if (!manifest || reps < 1) {
        fprintf(stderr, "usage: inproc [-n N] [-O LEVEL] [-vs LEVEL] [-wgsl] [-keep] MANIFEST\n");
        return 2;
    }
    FILE *mf = fopen(manifest, "r");
    if (!mf) {
        fprintf(stderr, "inproc: cannot open %s\n", manifest);
        return 2;
    }
    size_t cap = 64, n = 0;
    Shader *sh = calloc(cap, sizeof *sh);
    char line[4096];
    unsigned skipped = 0;
    while (fgets(line, sizeof line, mf)) {
        if (n == cap) {
            cap *= 2;
            sh = realloc(sh, cap * sizeof *sh);
            memset(sh + n, 0, (cap - n) * sizeof *sh);
        }
        Shader *s = &sh[n];
        int r = parse_line(s, line, target, opt_override);
        if (r < 0)
            continue;
        if (r == 0 || !(s->src = read_file(s->path, &s->len))) {
            fprintf(stderr, "inproc: skipped %s\n", s->path ? s->path : "?");
            skipped++;
            continue;
        }
        for (size_t k = 0; k < s->len; k++)
            s->lines += s->src[k] == '\n';
        n++;
    }
    fclose(mf);

    Counter counter = {0, 0};
    osh_allocator al = {count_alloc, &counter};
    osh_context *ctx = osh_context_create(&al);

    /* One warm-up pass decides which shaders compile; failures stay in the
     * loop (a failing compile is work too) but are counted apart. */
    for (size_t i = 0; i < n; i++) {
        osh_result *r = osh_compile(ctx, sh[i].path, sh[i].src, sh[i].len, &sh[i].opt);
        sh[i].ok = osh_result_status(r) == OSH_OK;
        osh_result_free(r);
        sh[i].best_s = sh[i].best_vs_s = 1e9;
    }

    double *pass = malloc(sizeof(double) * (size_t)reps);
    double t0 = now(), c0 = cpu_now();
    double vs_time = 0;
    for (int rep = 0; rep < reps; rep++) {
        double v0 = now();
        if (vs_level >= 0 && (rep & 1))
            pass_vs(ctx, sh, n, vs_level);
        vs_time += now() - v0;
        double p0 = now();
        for (size_t i = 0; i < n; i++) {
            size_t base = counter.live;
            counter.peak = base;
            double s0 = now();
            osh_result *r = osh_compile(ctx, sh[i].path, sh[i].src, sh[i].len, &sh[i].opt);
            osh_result_free(r);
            double dt = now() - s0;
            if (dt < sh[i].best_s)
                sh[i].best_s = dt;
            if (counter.peak - base > sh[i].peak_bytes)
                sh[i].peak_bytes = counter.peak - base;
        }
        pass[rep] = now() - p0;
    }
    double wall = now() - t0, cpu = cpu_now() - c0;
    qsort(pass, (size_t)reps, sizeof *pass, cmp_double);
    osh_context_destroy(ctx);

    unsigned long lines = 0, okc = 0;
    size_t max_peak = 0;
    for (size_t i = 0; i < n; i++) {
        lines += sh[i].lines;
        okc += sh[i].ok;
        if (sh[i].peak_bytes > max_peak)
            max_peak = sh[i].peak_bytes;
    }
    double median_pass = pass[reps / 2];
    printf("{\n  \"shaders\": %zu, \"compiled_ok\": %lu, \"skipped\": %u, \"reps\": %d,\n", n, okc,
           skipped, reps);
    printf("  \"lines\": %lu, \"wall_s\": %.6f, \"cpu_s\": %.6f, \"median_pass_s\": %.6f,\n", lines,
           wall, cpu, median_pass);
    printf("  \"shaders_per_s\": %.1f, \"lines_per_s\": %.1f, \"max_peak_bytes\": %zu,\n",
           (double)n / median_pass, (double)lines / median_pass, max_peak);
    printf("  \"shaders_per_cpu_s\": %.1f, \"lines_per_cpu_s\": %.1f,\n",
           (double)n * reps / cpu, (double)lines * reps / cpu);
    printf("  \"per_shader\": [\n");
    for (size_t i = 0; i < n; i++) {
        printf("    {\"path\": \"%s\", \"ok\": %d, \"lines\": %u, \"best_s\": %.7f, ",
               sh[i].path, sh[i].ok, sh[i].lines, sh[i].best_s);
        if (vs_level >= 0)
            printf("\"best_vs_s\": %.7f, ", sh[i].best_vs_s);
        printf("\"peak_bytes\": %zu}%s\n", sh[i].peak_bytes, i + 1 < n ? "," : "");
    }
    printf("  ]\n}\n");
    return 0;
}
