// Golden tests of the optimizer passes: tests/opt/cases/<pass>/<name>.ir is
// read with ir_parse, the pass named by the folder runs (after it the
// verifier), and the printed IR must equal <name>.out. The folder `O0` /
// `O3` runs opt_run at that level; `parse` runs nothing (round trip).
// A case whose first line is `; expect-error OSHnnnn` must report that code.
//
// Build and run from the repository root (UPDATE_SNAPSHOTS=1 or -u rewrites
// the .out files, as every snapshot runner does; see tests/README.md):
//   gcc -std=c11 -g -Wall -Wextra -Werror -Wno-unused-parameter -Iinclude -Isrc tests/opt/golden.c src/base/*.c src/ir/*.c src/opt/*.c -o /tmp/opt_golden -lm && /tmp/opt_golden tests/opt/cases
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>

#include "opt/opt.h"

static void *host_alloc(void *user, void *ptr, size_t old, size_t size)
{
    (void)user;
    (void)old;
    if (!size) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

static osh_options opts;

static Cc *new_cc(void)
{
    memset(&opts, 0, sizeof opts);
    opts.opt_level = 3;
    Cc *cc = calloc(1, sizeof *cc);
    cc->alloc.fn = host_alloc;
    cc->opt = &opts;
    cc->arena.cc = cc;
    cc->arena.limit = LIMIT_ARENA_BYTES;
    cc->max_errors = 20;
    return cc;
}

/* Not inlined: its locals would then live in the frame of the caller that
 * calls setjmp, and gcc warns that longjmp may clobber them. */
__attribute__((noinline)) static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    *len = fread(s, 1, (size_t)n, f);
    s[*len] = 0;
    fclose(f);
    return s;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

typedef struct { const char *name; bool (*run)(IrModule *m); } Pass;
static const Pass passes[] = {
    {"inline", opt_inline}, {"mem2reg", opt_mem2reg}, {"constfold", opt_constfold},
    {"dce", opt_dce}, {"simplifycfg", opt_simplifycfg}, {"unroll", opt_unroll},
    {"sroa", opt_sroa}, {"ldst", opt_ldst}, {"cse", opt_cse}, {"prune", opt_prune},
};

static bool run_named(IrModule *m, const char *pass)
{
    if (strcmp(pass, "parse") == 0)
        return true;
    if (strcmp(pass, "O0") == 0 || strcmp(pass, "O3") == 0)
        return opt_run(m, pass[1] - '0', false);
    for (size_t i = 0; i < countof(passes); i++)
        if (strcmp(pass, passes[i].name) == 0) {
            passes[i].run(m);
            return true;
        }
    fprintf(stderr, "unknown pass folder '%s'\n", pass);
    return false;
}

/* Returns 0 on success. */
static int run_case(const char *dir, const char *pass, const char *file, bool update)
{
    char path[1024], outp[1024];
    snprintf(path, sizeof path, "%s/%s/%s", dir, pass, file);
    snprintf(outp, sizeof outp, "%.*s.out", (int)(strlen(path) - 3), path);
    size_t len, elen = 0;
    char *src = slurp(path, &len);
    Cc *cc = new_cc();
    IrModule *m = ir_module_new(cc);
    Buf b;
    buf_init(&b, &cc->arena);
    const char *want_err = strncmp(src, "; expect-error ", 15) == 0 ? src + 15 : NULL;
    if (setjmp(cc->unwind) == 0) {
        if (ir_parse(m, src, len) && ir_verify(m, "parse") && run_named(m, pass) &&
            !cc_has_errors(cc))
            ir_verify(m, pass);
        if (!cc_has_errors(cc))
            ir_print(m, &b);
    }
    for (uint32_t i = 0; i < cc->diags.len; i++)
        buf_printf(&b, "; %s %s\n", diag_info(cc->diags.data[i].id)->code,
                   cc->diags.data[i].msg);
    const char *got = buf_cstr(&b);
    int rc = 0;
    if (want_err && !strstr(got, arena_strndup(&cc->arena, want_err, 7))) {
        fprintf(stderr, "FAIL %s: expected error %.7s\n", path, want_err);
        rc = 1;
    }
    if (!want_err && cc_has_errors(cc)) {
        fprintf(stderr, "FAIL %s:\n%s", path, got);
        rc = 1;
    }
    char *expect = slurp(outp, &elen);
    if (update) {
        FILE *f = fopen(outp, "wb");
        fwrite(got, 1, strlen(got), f);
        fclose(f);
    } else if (!expect || strcmp(expect, got) != 0) {
        fprintf(stderr, "FAIL %s: output differs from %s\n--- got:\n%s", path, outp, got);
        rc = 1;
    }
    free(expect);
    free(src);
    arena_free_all(&cc->arena);
    free(cc);
    return rc;
}

int main(int argc, char **argv)
{
    const char *up = getenv("UPDATE_SNAPSHOTS");
    bool update = up && *up && strcmp(up, "0") != 0;
    const char *dir = "tests/opt/cases";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-u") == 0)
            update = true;
        else
            dir = argv[i];
    }
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "cannot open %s\n", dir);
        return 2;
    }
    char *names[256];
    int nd = 0, failures = 0, total = 0;
    struct dirent *e;
    while ((e = readdir(d)) && nd < 256)
        if (e->d_name[0] != '.')
            names[nd++] = strdup(e->d_name);
    closedir(d);
    qsort(names, (size_t)nd, sizeof *names, by_name);
    for (int i = 0; i < nd; i++) {
        char sub[1024];
        snprintf(sub, sizeof sub, "%s/%s", dir, names[i]);
        DIR *sd = opendir(sub);
        if (!sd)
            continue;
        char *files[512];
        int nf = 0;
        while ((e = readdir(sd)) && nf < 512) {
            size_t n = strlen(e->d_name);
            if (n > 3 && strcmp(e->d_name + n - 3, ".ir") == 0)
                files[nf++] = strdup(e->d_name);
        }
        closedir(sd);
        qsort(files, (size_t)nf, sizeof *files, by_name);
        for (int k = 0; k < nf; k++) {
            int rc = run_case(dir, names[i], files[k], update);
            printf("%s %s/%s\n", rc ? "FAIL" : "ok  ", names[i], files[k]);
            failures += rc;
            total++;
            free(files[k]);
        }
    }
    for (int i = 0; i < nd; i++)
        free(names[i]);
    printf("%s: %d of %d case(s) failed\n", failures ? "FAILED" : "passed", failures, total);
    return failures ? 1 : 0;
}
