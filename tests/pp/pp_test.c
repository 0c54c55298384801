// Golden tests for the lexer and preprocessor: every tests/pp/cases/NAME.hlsl
// is preprocessed and its -P text, then its diagnostics, compared with
// NAME.expected (written by hand from C99 / clang semantics).
//
// Build (from the repository root):
//   gcc -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter -Iinclude -Isrc src/base/*.c src/pp/*.c tests/pp/pp_test.c -o /tmp/pp_test
/*
 * Run:
 *   /tmp/pp_test tests/pp/cases            all cases; exit status 1 on a mismatch
 *                                          (UPDATE_SNAPSHOTS=1: rewrite the .expected
 *                                          files that differ instead)
 *   /tmp/pp_test tests/pp/cases NAME...    some cases
 *   /tmp/pp_test --show tests/pp/cases NAME    print what a case gives
 *   /tmp/pp_test --bench FILE [N [warm]]   preprocess FILE N times, print MB/s
 *                                          (warm: freed memory stays in the process)
 *
 * A case's first line may be `// ARGS: ...` with -D NAME[=V], -U NAME,
 * -I DIR, -T PROFILE, -HV N, -enable-16bit-types, -P (keep pragmas, do not
 * convert literals), -fspv-target-env=ENV, -Wno-NAME, -WX, -vfs (include
 * files from an in-memory handler: "vfs/a.h"), -tokens (list the tokens with
 * kind, value, location and origin instead of the -P text). The expected file holds the
 * -P text, then, if there are diagnostics, a line "--- diagnostics" and one
 * line per diagnostic: [FILE:]LINE:COL: CODE message (FILE when not the main
 * file), and "--- stopped" when the run ended at a fatal error.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "base/base.h"
#include "pp/pp.h"

/* The host allocator: Lua style, as the library expects. */
static void *test_alloc(void *user, void *ptr, size_t old_size, size_t new_size)
{
    (void)user;
    (void)old_size;
    if (new_size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, new_size);
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0, k;
    char *s = malloc(cap + 1);
    while ((k = fread(s + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap)
            s = realloc(s, (cap *= 2) + 1);
    }
    fclose(f);
    s[n] = 0;
    *len = n;
    return s;
}

/* In-memory include files for -vfs; "vfs/huge.h" is one byte over the
 * source size limit, allocated here and given back through vfs_release. */
static int vfs_open(void *user, const char *path, char **text, size_t *len)
{
    (void)user;
    if (strcmp(path, "vfs/huge.h") == 0) {
        *len = LIMIT_SOURCE_BYTES + 1;
        *text = malloc(*len);
        memset(*text, ' ', *len);
        return 0;
    }
    static const struct { const char *path, *text; } files[] = {
        {"vfs/a.h", "int from_vfs_a;\n#include \"b.h\"\n"},
        {"vfs/b.h", "#pragma once\nint from_vfs_b;\n"},
    };
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        if (strcmp(files[i].path, path) == 0) {
            *text = (char *)files[i].text;
            *len = strlen(files[i].text);
            return 0;
        }
    return 1;
}

static void vfs_release(void *user, char *text, size_t len)
{
    (void)user;
    if (len == LIMIT_SOURCE_BYTES + 1)
        free(text);
}

typedef struct Args {
    osh_options opt;
    osh_define defines[16];
    const char *undefines[16];
    const char *includes[16];
    const char *disabled[16];
    osh_include_handler vfs;
    bool tokens; /* -tokens: dump the tokens instead of the -P text */
} Args;

static void parse_args(const char *text, Args *a, char *store)
{
    memset(a, 0, sizeof *a);
    a->opt.profile = "cs_6_0";
    a->opt.hlsl_version = 2021;
    a->opt.defines = a->defines;
    a->opt.undefines = a->undefines;
    a->opt.include_dirs = a->includes;
    a->opt.disabled_warnings = a->disabled;
    if (strncmp(text, "// ARGS:", 8) != 0)
        return;
    const char *e = strchr(text, '\n');
    size_t n = e ? (size_t)(e - text) - 8 : strlen(text + 8);
    memcpy(store, text + 8, n);
    store[n] = 0;
    char *words[64];
    int nw = 0;
    for (char *w = strtok(store, " \t\r"); w && nw < 64; w = strtok(NULL, " \t\r"))
        words[nw++] = w;
    for (int i = 0; i < nw; i++) {
        char *w = words[i];
        char *next = i + 1 < nw ? words[i + 1] : "";
        if (strcmp(w, "-D") == 0 || strncmp(w, "-D", 2) == 0) {
            char *d = w[2] ? w + 2 : (i++, next);
            char *eq = strchr(d, '=');
            osh_define *def = &a->defines[a->opt.define_count++];
            def->name = d;
            if (eq) {
                *eq = 0;
                def->value = eq + 1;
            }
        } else if (strncmp(w, "-U", 2) == 0) {
            a->undefines[a->opt.undefine_count++] = w[2] ? w + 2 : (i++, next);
        } else if (strncmp(w, "-I", 2) == 0) {
            a->includes[a->opt.include_dir_count++] = w[2] ? w + 2 : (i++, next);
        } else if (strcmp(w, "-T") == 0) {
            a->opt.profile = next;
            i++;
        } else if (strcmp(w, "-HV") == 0) {
            a->opt.hlsl_version = atoi(next);
            i++;
        } else if (strcmp(w, "-enable-16bit-types") == 0) {
            a->opt.enable_16bit_types = 1;
        } else if (strcmp(w, "-P") == 0) {
            a->opt.preprocess_only = 1;
        } else if (strncmp(w, "-fspv-target-env=", 17) == 0) {
            a->opt.target_env = w + 17;
        } else if (strncmp(w, "-Wno-", 5) == 0) {
            a->disabled[a->opt.disabled_warning_count++] = w + 5;
        } else if (strcmp(w, "-WX") == 0) {
            a->opt.warnings_as_errors = 1;
        } else if (strcmp(w, "-tokens") == 0) {
            a->tokens = true;
        } else if (strcmp(w, "-vfs") == 0) {
            a->vfs.open = vfs_open;
            a->vfs.release = vfs_release;
            a->opt.include_handler = &a->vfs;
        }
    }
}

typedef struct Run {
    Token *toks;
    uint32_t count;
    bool stopped;
} Run;

/* Runs the preprocessor on `name`, catching the unwind of a fatal error. */
static void run(Cc *cc, const char *name, const char *text, size_t len, Run *r)
{
    if (setjmp(cc->unwind) == 0) {
        src_add(cc, name, name, text, len);
        r->toks = pp_run(cc, &r->count);
    } else {
        r->stopped = true;
    }
}

static void setup(Cc *cc, const osh_options *opt)
{
    memset(cc, 0, sizeof *cc);
    cc->alloc = (osh_allocator){test_alloc, NULL};
    cc->arena.cc = cc;
    cc->arena.limit = LIMIT_ARENA_BYTES;
    cc->opt = opt;
    cc->max_errors = 50;
    cc->hlsl_version = opt->hlsl_version ? opt->hlsl_version : 2021;
    if (!profile_parse(opt->profile, &cc->stage, &cc->sm_major, &cc->sm_minor))
        cc->stage = STAGE_NONE;
}

/* The text a case produces: -P output, then diagnostics. */
static char *case_output(const char *dir, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.hlsl", dir, name);
    size_t len;
    char *text = read_all(path, &len);
    if (!text)
        return NULL;
    Args a;
    char store[1024];
    parse_args(text, &a, store);
    char cwd[1024];
    if (!getcwd(cwd, sizeof cwd) || chdir(dir) != 0) {
        free(text);
        return NULL;
    }
    Cc cc;
    setup(&cc, &a.opt);
    snprintf(path, sizeof path, "%s.hlsl", name);
    Run r = {0};
    run(&cc, path, text, len, &r);
    Buf out;
    buf_init(&out, &cc.arena);
    if (!r.stopped && a.tokens) {
        static const char *const kinds[] = {"EOF", "IDENT", "INT", "FLOAT", "STRING", "CHAR",
                                            "PUNCT", "PP_NUMBER", "PRAGMA", "OTHER"};
        for (uint32_t i = 0; i < r.count; i++) {
            const Token *t = &r.toks[i];
            buf_printf(&out, "%u:%u %s %s", t->loc.line, t->loc.col, kinds[t->kind], t->text);
            if (t->kind == TK_INT || t->kind == TK_CHAR)
                buf_printf(&out, " = %llu", (unsigned long long)t->ival);
            if (t->kind == TK_FLOAT)
                buf_printf(&out, " = %.17g", t->fval);
            if (t->kind == TK_INT || t->kind == TK_FLOAT)
                buf_printf(&out, " suffix %u", t->suffix);
            if (t->kind == TK_STRING || t->kind == TK_PRAGMA) {
                buf_puts(&out, " = [");
                for (uint32_t k = 0; k < t->slen; k++) {
                    unsigned char c = (unsigned char)t->sval[k];
                    if (c < 32 || c >= 127 || c == '\\')
                        buf_printf(&out, "\\x%02x", c);
                    else
                        buf_putc(&out, (char)c);
                }
                buf_puts(&out, "]");
            }
            if (t->origin.line)
                buf_printf(&out, " from %u:%u:%u", t->origin.file, t->origin.line, t->origin.col);
            buf_printf(&out, "%s%s%s\n", t->flags & TF_BOL ? " bol" : "", t->flags & TF_SPACE ? " space" : "",
                       t->flags & TF_NOEXPAND ? " noexpand" : "");
        }
    } else if (!r.stopped) {
        size_t n;
        const char *s = pp_print(&cc, r.toks, r.count, &n);
        buf_put(&out, s, n);
    }
    if (cc.diags.len)
        buf_puts(&out, "--- diagnostics\n");
    for (uint32_t i = 0; i < cc.diags.len; i++) {
        const Diag *d = &cc.diags.data[i];
        if (d->loc.file != 0)
            buf_printf(&out, "%s:", src_file(&cc, d->loc.file)->name);
        buf_printf(&out, "%u:%u: %s %s\n", d->loc.line, d->loc.col, diag_info(d->id)->code, d->msg);
    }
    if (r.stopped)
        buf_puts(&out, "--- stopped\n");
    char *result = malloc(out.len + 1);
    memcpy(result, out.data ? out.data : "", out.len);
    result[out.len] = 0;
    arena_free_all(&cc.arena);
    free(text);
    if (chdir(cwd) != 0)
        perror("chdir");
    return result;
}

static int bench(const char *file, int times, bool warm)
{
    size_t len;
    char *text = read_all(file, &len);
    if (!text) {
        fprintf(stderr, "cannot read %s\n", file);
        return 1;
    }
    osh_options opt = {.profile = "cs_6_0", .hlsl_version = 2021};
#ifdef __GLIBC__
    if (warm) { /* keep freed arena blocks in the process, as a long-running host would */
        mallopt(M_MMAP_THRESHOLD, 512 << 20);
        mallopt(M_TRIM_THRESHOLD, 1 << 30);
    }
#endif
    double best = 1e9;
    uint32_t count = 0;
    size_t bytes = 0; /* of every file read */
    for (int i = 0; i < times; i++) {
        Cc cc;
        setup(&cc, &opt);
        struct timespec t0, t1;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
        Run r = {0};
        run(&cc, file, text, len, &r);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
        double s = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
        if (s < best)
            best = s;
        count = r.count;
        bytes = 0;
        for (uint32_t k = 0; k < cc.files.len; k++)
            bytes += cc.files.data[k]->len;
        if (i == 0)
            printf("diagnostics: %u, stopped: %d, arena: %.1f MB\n", cc.diags.len, r.stopped,
                   (double)cc.arena.total / 1e6);
        arena_free_all(&cc.arena);
    }
    printf("%s: %.3f MB read, %u tokens out, best of %d: %.3f ms CPU = %.1f MB/s, %.1f M tokens/s\n",
           file, (double)bytes / 1e6, count, times, best * 1e3, (double)bytes / 1e6 / best,
           count / 1e6 / best);
    free(text);
    return 0;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    if (argc >= 3 && strcmp(argv[1], "--bench") == 0)
        return bench(argv[2], argc > 3 ? atoi(argv[3]) : 5, argc > 4 && strcmp(argv[4], "warm") == 0);
    if (argc >= 4 && strcmp(argv[1], "--show") == 0) {
        for (int i = 3; i < argc; i++) {
            char *s = case_output(argv[2], argv[i]);
            fputs(s ? s : "(no such case)\n", stdout);
            free(s);
        }
        return 0;
    }
    if (argc < 2) {
        fprintf(stderr, "usage: %s CASES_DIR [NAME...]\n", argv[0]);
        return 2;
    }
    const char *dir = argv[1];
    char **names = argv + 2;
    int nnames = argc - 2;
    char *listed[1024];
    if (nnames == 0) { /* every NAME.hlsl, in name order */
        DIR *d = opendir(dir);
        struct dirent *e;
        while (d && (e = readdir(d)) && nnames < 1024) {
            size_t n = strlen(e->d_name);
            if (n > 5 && strcmp(e->d_name + n - 5, ".hlsl") == 0) {
                listed[nnames] = strdup(e->d_name);
                listed[nnames++][n - 5] = 0;
            }
        }
        if (d)
            closedir(d);
        qsort(listed, (size_t)nnames, sizeof listed[0], compare_names);
        names = listed;
    }
    const char *up = getenv("UPDATE_SNAPSHOTS");
    bool update = up && *up && strcmp(up, "0") != 0;
    int failed = 0;
    for (int i = 0; i < nnames; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s.expected", dir, names[i]);
        size_t elen;
        char *expected = read_all(path, &elen);
        char *actual = case_output(dir, names[i]);
        if (update && actual && (!expected || strcmp(actual, expected) != 0)) {
            /* The cases are meant to be written by hand: review the diff. */
            FILE *f = fopen(path, "wb");
            if (f) {
                fputs(actual, f);
                fclose(f);
                printf("updated %s\n", path);
            }
        } else if (!actual || !expected || strcmp(actual, expected) != 0) {
            failed++;
            printf("FAIL %s\n", names[i]);
            if (actual && expected) {
                printf("--- expected\n%s--- actual\n%s", expected, actual);
            } else {
                printf("%s\n", actual ? "missing .expected" : "cannot read the case");
            }
        }
        free(expected);
        free(actual);
    }
    for (int i = 0; names == listed && i < nnames; i++)
        free(listed[i]);
    printf("%d of %d pp cases passed\n", nnames - failed, nnames);
    return failed ? 1 : 0;
}
