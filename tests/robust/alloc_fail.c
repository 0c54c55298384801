/*
 * Allocation failure injection (Lua's ltests.c debug_realloc idea): for each
 * shader given, compile with an allocator that fails its k-th request, for
 * k = 1, 2, 3, ... until a compilation finishes without reaching the k-th
 * request. Each time:
 *   - nothing may crash (the sanitizers watch the rest),
 *   - a compilation that saw a failed allocation must end OSH_OUT_OF_MEMORY
 *     (NULL from osh_compile only when the very first request, the result
 *     itself, failed; NULL from osh_context_create when its request failed),
 *   - a compilation that saw none must match the normal run (status and output),
 *   - after osh_result_free + osh_context_destroy no block may be live, and
 *     every free must give back the size the block was allocated with.
 *
 *   alloc_fail [--target spirv|wgsl|none|pp] [--max-k N] SHADER...
 *
 * Options come from each shader's "// ARGS:" line. Exit 0 when all held.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "oneshader.h"

/* Each block carries a header with its size, so that the allocator can check
 * the old_size the library passes and count live bytes exactly. */
typedef struct Header {
    size_t size;
    size_t magic;
} Header;
enum { HEADER = sizeof(Header) > 16 ? sizeof(Header) : 16 };
#define MAGIC ((size_t)0x05A1F00DDEADBEEFull)

typedef struct FailAlloc {
    unsigned long fail_at;   /* the k-th request fails; 0: never */
    unsigned long requests;  /* allocations and growths so far */
    int failed;              /* the k-th request came */
    size_t live_bytes;
    long live_blocks;
    int size_mismatches;
} FailAlloc;

static void *fail_alloc(void *user, void *ptr, size_t old_size, size_t new_size)
{
    FailAlloc *fa = user;
    Header *h = ptr ? (Header *)((char *)ptr - HEADER) : NULL;
    if (h && (h->magic != MAGIC || h->size != old_size)) {
        fa->size_mismatches++;
        if (h->magic != MAGIC) /* not ours: leave it alone rather than corrupt the heap */
            return NULL;
    }
    if (new_size == 0) {
        if (h) {
            fa->live_bytes -= h->size;
            fa->live_blocks--;
            h->magic = 0;
            free(h);
        }
        return NULL;
    }
    if (++fa->requests == fa->fail_at) {
        fa->failed = 1;
        return NULL; /* the old block, if any, stays valid */
    }
    size_t old = h ? h->size : 0;
    Header *n = realloc(h, HEADER + new_size);
    if (!n)
        return NULL;
    if (!h)
        fa->live_blocks++;
    fa->live_bytes += new_size - old;
    n->size = new_size;
    n->magic = MAGIC;
    return (char *)n + HEADER;
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

/* What a result says, for comparing with the normal run. */
typedef struct Outcome {
    osh_status status;
    size_t words, text_len, diags;
    unsigned long long hash;
} Outcome;

static unsigned long long fnv(unsigned long long h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

static Outcome outcome(const osh_result *r)
{
    Outcome o = {osh_result_status(r), 0, 0, osh_result_diagnostic_count(r), 0xcbf29ce484222325ull};
    const uint32_t *w = osh_result_spirv(r, &o.words);
    if (w)
        o.hash = fnv(o.hash, w, o.words * 4);
    const char *t = osh_result_text(r, &o.text_len);
    if (t)
        o.hash = fnv(o.hash, t, o.text_len);
    for (size_t i = 0; i < o.diags; i++) {
        const osh_diagnostic *d = osh_result_diagnostic(r, i);
        if (d->code)
            o.hash = fnv(o.hash, d->code, strlen(d->code));
        o.hash = fnv(o.hash, d->message, strlen(d->message));
    }
    return o;
}

typedef struct Run {
    int ok;             /* no property broke */
    int finished;       /* the k-th request never came */
} Run;

static Run run_once(const char *path, const char *src, size_t len, const osh_options *opt,
                    unsigned long k, const Outcome *normal, Outcome *got)
{
    Run run = {1, 0};
    FailAlloc fa;
    memset(&fa, 0, sizeof fa);
    fa.fail_at = k;
    osh_allocator al = {fail_alloc, &fa};

    osh_context *ctx = osh_context_create(&al);
    if (!ctx) {
        if (!fa.failed) {
            printf("FAIL %s k=%lu: osh_context_create returned NULL without a failed allocation\n",
                   path, k);
            run.ok = 0;
        }
        goto check_live;
    }
    unsigned long before = fa.requests;
    osh_result *r = osh_compile(ctx, path, src, len, opt);
    if (!r) {
        if (!(fa.failed && fa.fail_at == before + 1)) {
            printf("FAIL %s k=%lu: osh_compile returned NULL (requests before: %lu)\n", path, k,
                   before);
            run.ok = 0;
        }
    } else {
        Outcome o = outcome(r);
        if (got)
            *got = o;
        if (fa.failed) {
            if (o.status != OSH_OUT_OF_MEMORY) {
                printf("FAIL %s k=%lu: allocation %lu failed but the status is %d, not "
                       "OSH_OUT_OF_MEMORY\n", path, k, k, (int)o.status);
                run.ok = 0;
            }
            /* The diagnostics must still be readable. */
            for (size_t i = 0; i < o.diags; i++) {
                const osh_diagnostic *d = osh_result_diagnostic(r, i);
                if (!d || !d->message) {
                    printf("FAIL %s k=%lu: diagnostic %zu unreadable after OOM\n", path, k, i);
                    run.ok = 0;
                    break;
                }
            }
        } else if (normal && (o.status != normal->status || o.hash != normal->hash)) {
            printf("FAIL %s k=%lu: finished without a failure but differs from the normal run "
                   "(status %d vs %d)\n", path, k, (int)o.status, (int)normal->status);
            run.ok = 0;
        }
        osh_result_free(r);
    }
    osh_context_destroy(ctx);
check_live:
    run.finished = !fa.failed;
    if (fa.live_blocks || fa.live_bytes) {
        printf("FAIL %s k=%lu: %ld block(s), %zu byte(s) still live after free/destroy\n", path, k,
               fa.live_blocks, fa.live_bytes);
        run.ok = 0;
    }
    if (fa.size_mismatches) {
        printf("FAIL %s k=%lu: %d free/realloc call(s) passed a wrong old_size or foreign block\n",
               path, k, fa.size_mismatches);
        run.ok = 0;
    }
    return run;
}

int main(int argc, char **argv)
{
    const char *target = NULL;
    unsigned long max_k = 200000;
    int bad = 0, files = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--target") && i + 1 < argc) {
            target = argv[++i];
            continue;
        }
        if (!strcmp(argv[i], "--max-k") && i + 1 < argc) {
            max_k = strtoul(argv[++i], NULL, 10);
            continue;
        }
        const char *path = argv[i];
        size_t len;
        char *src = read_file(path, &len);
        if (!src) {
            printf("FAIL %s: cannot read\n", path);
            bad = 1;
            continue;
        }
        files++;
        ShaderArgs sa;
        shader_args_parse(&sa, src, len);
        if (target) {
            if (!strcmp(target, "wgsl"))
                sa.opt.target = OSH_TARGET_WGSL;
            else if (!strcmp(target, "none"))
                sa.opt.target = OSH_TARGET_NONE;
            else if (!strcmp(target, "pp"))
                sa.opt.preprocess_only = 1;
            else
                sa.opt.target = OSH_TARGET_SPIRV;
        }
        /* The normal run (k = 0: nothing fails) is the reference. */
        Outcome normal;
        memset(&normal, 0, sizeof normal);
        Run r0 = run_once(path, src, len, &sa.opt, 0, NULL, &normal);
        bad |= !r0.ok;
        unsigned long k = 1, fails = 0;
        for (; k <= max_k; k++) {
            Run r = run_once(path, src, len, &sa.opt, k, &normal, NULL);
            if (!r.ok) {
                bad = 1;
                if (++fails >= 5) {
                    printf("     %s: stopping after 5 failures\n", path);
                    break;
                }
            }
            if (r.finished)
                break;
        }
        printf("%s %s: status %d, %lu failure point(s) tried\n", fails || !r0.ok ? "FAIL" : "ok  ",
               path, (int)normal.status, k - 1);
        free(src);
    }
    printf("alloc_fail: %d shader(s), %s\n", files, bad ? "FAILURES" : "all passed");
    return bad;
}
