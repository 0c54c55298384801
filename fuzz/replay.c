/*
 * Replays inputs through the fuzz harness without libFuzzer: the regression
 * test for tests/robust/crashes/ (inputs the fuzzers once broke on) and
 * tests/robust/repro/, and a quick way to reproduce a crash file.
 *
 *   osh_replay [--mode pp|frontend|spirv|wgsl|all] [--twice] [--ice-is-bug]
 *              [--timeout SECONDS] [--no-fork] FILE|DIR...
 *
 * Each file runs in a child process (unless --no-fork) with an alarm of
 * --timeout seconds (default 20) per mode, so a crash or hang in one input is
 * reported and the rest still run. Exit 0 when
 * every input passed every mode, 1 otherwise.
 */
#define _POSIX_C_SOURCE 200809L /* fork, waitpid, strdup, strsignal */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"

typedef struct Opts {
    int modes[FUZZ_MODE_COUNT];
    FuzzFlags flags;
    unsigned timeout;
    int fork;
} Opts;

static unsigned char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    unsigned char *buf = malloc(cap);
    for (;;) {
        if (!buf)
            break;
        if (n == cap) {
            unsigned char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (!got)
            break;
    }
    fclose(f);
    *len = n;
    return buf;
}

/* Runs every selected mode on one file in this process; 0 when all passed. */
static int run_file(const Opts *o, const char *path)
{
    size_t len;
    unsigned char *data = read_file(path, &len);
    if (!data) {
        printf("FAIL %s: cannot read\n", path);
        return 1;
    }
    int bad = 0;
    for (int m = 0; m < FUZZ_MODE_COUNT; m++) {
        if (!o->modes[m])
            continue;
        char why[1024];
        if (o->fork)
            alarm(o->timeout); /* per mode: a slow input gets the same time in each */
        if (fuzz_one((FuzzMode)m, data, len, &o->flags, why, sizeof why)) {
            printf("FAIL %s [%s]: %s\n", path, fuzz_mode_name((FuzzMode)m), why);
            bad = 1;
        }
    }
    free(data);
    return bad;
}

static int run_isolated(const Opts *o, const char *path)
{
    if (!o->fork)
        return run_file(o, path);
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 1;
    }
    if (pid == 0) {
        int rc = run_file(o, path);
        fflush(stdout);
        _exit(rc);
    }
    int st = 0;
    if (waitpid(pid, &st, 0) < 0) {
        perror("waitpid");
        return 1;
    }
    if (WIFSIGNALED(st)) {
        int sig = WTERMSIG(st);
        printf("FAIL %s: %s (signal %d)\n", path,
               sig == SIGALRM ? "timed out" : strsignal(sig), sig);
        return 1;
    }
    /* Sanitizers exit with a nonzero status after their report. */
    if (WEXITSTATUS(st) > 1)
        printf("FAIL %s: exit status %d (sanitizer report above?)\n", path, WEXITSTATUS(st));
    return WEXITSTATUS(st) != 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A directory: its regular files (not recursive, README* and dotfiles
 * skipped) in name order. */
static int run_path(const Opts *o, const char *path, int *count)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        printf("FAIL %s: no such file\n", path);
        return 1;
    }
    if (!S_ISDIR(sb.st_mode)) {
        ++*count;
        return run_isolated(o, path);
    }
    DIR *d = opendir(path);
    if (!d)
        return 1;
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || !strncmp(e->d_name, "README", 6))
            continue;
        if (n == cap) {
            char **nn = realloc(names, (cap = cap ? cap * 2 : 64) * sizeof *names);
            if (!nn)
                break;
            names = nn;
        }
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp_str);
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", path, names[i]);
        if (stat(full, &sb) == 0 && S_ISREG(sb.st_mode)) {
            ++*count;
            bad |= run_isolated(o, full);
        }
        free(names[i]);
    }
    free(names);
    return bad;
}

int main(int argc, char **argv)
{
    Opts o;
    memset(&o, 0, sizeof o);
    o.timeout = 20;
    o.fork = 1;
    int any_mode = 0, bad = 0, count = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--mode") && i + 1 < argc) {
            const char *m = argv[++i];
            if (!strcmp(m, "all")) {
                for (int k = 0; k < FUZZ_MODE_COUNT; k++)
                    o.modes[k] = 1;
            } else if (fuzz_mode_parse(m) >= 0) {
                o.modes[fuzz_mode_parse(m)] = 1;
            } else {
                fprintf(stderr, "osh_replay: unknown mode '%s'\n", m);
                return 2;
            }
            any_mode = 1;
        } else if (!strcmp(a, "--twice")) {
            o.flags.twice = 1;
        } else if (!strcmp(a, "--ice-is-bug")) {
            o.flags.ice_is_bug = 1;
        } else if (!strcmp(a, "--no-fork")) {
            o.fork = 0;
        } else if (!strcmp(a, "--timeout") && i + 1 < argc) {
            o.timeout = (unsigned)atoi(argv[++i]);
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "osh_replay: unknown option '%s'\n", a);
            return 2;
        } else {
            if (!any_mode) {
                for (int k = 0; k < FUZZ_MODE_COUNT; k++)
                    o.modes[k] = 1;
                any_mode = 1;
            }
            bad |= run_path(&o, a, &count);
        }
    }
    printf("osh_replay: %d input(s), %s\n", count, bad ? "FAILURES" : "all passed");
    return bad;
}
