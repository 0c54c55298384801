/*
 * Thread safety: compiles a list of shaders on 8 threads at once, several
 * rounds, each thread in its own order, and requires every output (SPIR-V
 * words, WGSL text, reflection, diagnostics) to equal the single-threaded
 * run byte for byte. Half of the threads share one osh_context (the API says
 * a context is immutable and may be shared), the others make their own.
 * Then each shader's result is read by all threads at once (the reflection,
 * JSON, header and cache key are built on first request, under the result's
 * lock), and every reader must see what a result of its own gives.
 * Build with -fsanitize=thread to have races reported (docs/robustness.md).
 *
 *   threads [--threads N] [--rounds R] SHADER...
 *
 * Each shader is compiled for SPIR-V and for WGSL, with the options of its
 * "// ARGS:" line. Exit 0 when every output matched.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "oneshader.h"

typedef struct Job {
    const char *path;
    char *src;
    size_t len;
    ShaderArgs args;    /* the target set per job */
    char *expect;       /* serialized single-thread result */
    size_t expect_len;
} Job;

typedef struct Out {
    char *p;
    size_t len, cap;
} Out;

static void out_put(Out *o, const void *p, size_t n)
{
    if (o->len + n > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap < o->len + n)
            cap *= 2;
        char *np = realloc(o->p, cap);
        if (!np) {
            fprintf(stderr, "threads: out of memory\n");
            exit(2);
        }
        o->p = np;
        o->cap = cap;
    }
    memcpy(o->p + o->len, p, n);
    o->len += n;
}

static void out_str(Out *o, const char *s)
{
    out_put(o, s ? s : "(null)", s ? strlen(s) + 1 : 7);
}

/* Everything the result says, in one byte string. */
static void serialize(const osh_result *r, Out *o)
{
    osh_status st = osh_result_status(r);
    out_put(o, &st, sizeof st);
    size_t n;
    const uint32_t *w = osh_result_spirv(r, &n);
    out_put(o, &n, sizeof n);
    if (w)
        out_put(o, w, n * 4);
    const char *t = osh_result_text(r, &n);
    out_put(o, &n, sizeof n);
    if (t)
        out_put(o, t, n);
    t = osh_result_reflection_json(r, &n);
    out_put(o, &n, sizeof n);
    if (t)
        out_put(o, t, n);
    n = osh_result_diagnostic_count(r);
    out_put(o, &n, sizeof n);
    for (size_t i = 0; i < n; i++) {
        const osh_diagnostic *d = osh_result_diagnostic(r, i);
        unsigned v[3] = {(unsigned)d->severity, d->line, d->column};
        out_put(o, v, sizeof v);
        out_str(o, d->code);
        out_str(o, d->file);
        out_str(o, d->message);
        out_str(o, d->source_line);
    }
}

static void compile_job(osh_context *ctx, const Job *j, Out *o)
{
    o->len = 0;
    osh_result *r = osh_compile(ctx, j->path, j->src, j->len, &j->args.opt);
    if (!r) {
        out_str(o, "NULL result");
        return;
    }
    serialize(r, o);
    osh_result_free(r);
}

typedef struct Worker {
    pthread_t tid;
    int id, rounds;
    osh_context *shared;   /* NULL: make a context of our own */
    Job *jobs;
    size_t njobs;
    unsigned long mismatches, runs;
    char first_bad[256];
} Worker;

static void *worker(void *arg)
{
    Worker *w = arg;
    osh_context *own = w->shared ? NULL : osh_context_create(NULL);
    osh_context *ctx = w->shared ? w->shared : own;
    size_t *order = malloc(w->njobs * sizeof *order);
    Out o = {0};
    unsigned seed = 0x9e3779b9u * (unsigned)(w->id + 1);
    for (int round = 0; round < w->rounds; round++) {
        /* A different permutation per thread and round (Fisher-Yates, LCG). */
        for (size_t i = 0; i < w->njobs; i++)
            order[i] = i;
        for (size_t i = w->njobs; i > 1; i--) {
            seed = seed * 1103515245u + 12345u + (unsigned)round;
            size_t k = (seed >> 8) % i;
            size_t t = order[i - 1];
            order[i - 1] = order[k];
            order[k] = t;
        }
        for (size_t i = 0; i < w->njobs; i++) {
            const Job *j = &w->jobs[order[i]];
            compile_job(ctx, j, &o);
            w->runs++;
            if (o.len != j->expect_len || memcmp(o.p, j->expect, o.len) != 0) {
                if (!w->mismatches++)
                    snprintf(w->first_bad, sizeof w->first_bad, "%s [%s] round %d", j->path,
                             j->args.opt.target == OSH_TARGET_WGSL ? "wgsl" : "spirv", round);
            }
        }
    }
    free(o.p);
    free(order);
    osh_context_destroy(own);
    return NULL;
}

/* One result, many readers: the lazily built products (reflection JSON, C
 * header, cache key) are asked for by every thread at once, released by a
 * barrier, and each must equal what a result of its own gives. */
typedef struct Reader {
    pthread_t tid;
    const osh_result *r;
    pthread_barrier_t *start;
    Out got;
} Reader;

static void lazy_products(const osh_result *r, Out *o)
{
    size_t n;
    const char *t = osh_result_reflection_json(r, &n);
    out_put(o, &n, sizeof n);
    if (t)
        out_put(o, t, n);
    t = osh_result_c_header(r, &n);
    out_put(o, &n, sizeof n);
    if (t)
        out_put(o, t, n);
    out_str(o, osh_result_cache_key(r));
    const osh_reflection *refl = osh_result_reflection(r);
    size_t k = refl ? refl->resource_count : 0;
    out_put(o, &k, sizeof k);
}

static void *reader(void *arg)
{
    Reader *rd = arg;
    pthread_barrier_wait(rd->start);
    lazy_products(rd->r, &rd->got);
    return NULL;
}

/* 0 when every reader of one shared result saw the single-reader products. */
static unsigned long shared_results(osh_context *ctx, const Job *jobs, size_t njobs, int nthreads)
{
    unsigned long bad = 0;
    Reader *rd = calloc((size_t)nthreads, sizeof *rd);
    pthread_barrier_t start;
    for (size_t i = 0; i < njobs; i++) {
        const Job *j = &jobs[i];
        osh_result *ref = osh_compile(ctx, j->path, j->src, j->len, &j->args.opt);
        osh_result *r = osh_compile(ctx, j->path, j->src, j->len, &j->args.opt);
        Out want = {0};
        if (ref)
            lazy_products(ref, &want);
        pthread_barrier_init(&start, NULL, (unsigned)nthreads);
        for (int t = 0; t < nthreads; t++) {
            rd[t].r = r;
            rd[t].start = &start;
            rd[t].got.len = 0;
            pthread_create(&rd[t].tid, NULL, reader, &rd[t]);
        }
        for (int t = 0; t < nthreads; t++) {
            pthread_join(rd[t].tid, NULL);
            if (rd[t].got.len != want.len || memcmp(rd[t].got.p, want.p, want.len) != 0) {
                if (!bad)
                    printf("FAIL shared result: a reader of %s [%s] saw other products\n", j->path,
                           j->args.opt.target == OSH_TARGET_WGSL ? "wgsl" : "spirv");
                bad++;
            }
        }
        pthread_barrier_destroy(&start);
        free(want.p);
        osh_result_free(r);
        osh_result_free(ref);
    }
    for (int t = 0; t < nthreads; t++)
        free(rd[t].got.p);
    free(rd);
    return bad;
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
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf) {
        buf[n] = 0;
        *len = (size_t)n;
    }
    return buf;
}

int main(int argc, char **argv)
{
    int nthreads = 8, rounds = 3;
    Job *jobs = calloc((size_t)argc * 2, sizeof *jobs);
    size_t njobs = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--threads") && i + 1 < argc) {
            nthreads = atoi(argv[++i]);
            continue;
        }
        if (!strcmp(argv[i], "--rounds") && i + 1 < argc) {
            rounds = atoi(argv[++i]);
            continue;
        }
        size_t len;
        char *src = read_file(argv[i], &len);
        if (!src) {
            printf("threads: cannot read %s\n", argv[i]);
            return 2;
        }
        for (int t = 0; t < 2; t++) {
            Job *j = &jobs[njobs++];
            j->path = argv[i];
            j->src = src;
            j->len = len;
            shader_args_parse(&j->args, src, len);
            j->args.opt.target = t ? OSH_TARGET_WGSL : OSH_TARGET_SPIRV;
        }
    }
    if (nthreads < 1 || nthreads > 256 || rounds < 1) {
        printf("threads: bad --threads/--rounds\n");
        return 2;
    }

    /* The reference: one thread, one context. */
    osh_context *ctx = osh_context_create(NULL);
    Out o = {0};
    for (size_t i = 0; i < njobs; i++) {
        compile_job(ctx, &jobs[i], &o);
        jobs[i].expect = malloc(o.len ? o.len : 1);
        memcpy(jobs[i].expect, o.p, o.len);
        jobs[i].expect_len = o.len;
    }
    free(o.p);

    Worker *ws = calloc((size_t)nthreads, sizeof *ws);
    for (int t = 0; t < nthreads; t++) {
        ws[t].id = t;
        ws[t].rounds = rounds;
        ws[t].shared = t % 2 ? NULL : ctx;
        ws[t].jobs = jobs;
        ws[t].njobs = njobs;
        if (pthread_create(&ws[t].tid, NULL, worker, &ws[t]) != 0) {
            printf("threads: pthread_create failed\n");
            return 2;
        }
    }
    unsigned long runs = 0, bad = 0;
    for (int t = 0; t < nthreads; t++) {
        pthread_join(ws[t].tid, NULL);
        runs += ws[t].runs;
        bad += ws[t].mismatches;
        if (ws[t].mismatches)
            printf("FAIL thread %d: %lu output(s) differ from the single-thread run; first: %s\n",
                   t, ws[t].mismatches, ws[t].first_bad);
    }
    unsigned long shared_bad = shared_results(ctx, jobs, njobs, nthreads);
    osh_context_destroy(ctx);
    printf("threads: %zu job(s) x %d round(s) on %d threads = %lu compilations, %lu mismatch(es); "
           "%zu shared result(s) read by %d threads at once, %lu mismatch(es)\n",
           njobs, rounds, nthreads, runs, bad, njobs, nthreads, shared_bad);
    bad += shared_bad;
    for (size_t i = 0; i < njobs; i++) {
        free(jobs[i].expect);
        if (i % 2 == 0)
            free(jobs[i].src);
    }
    free(jobs);
    free(ws);
    return bad != 0;
}
