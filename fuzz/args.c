/*
 * "// ARGS:" line parsing; see args.h. Words are split at blanks (no quotes:
 * corpus ARGS lines never need them). A flag that takes a value accepts it
 * attached ("-Tcs_6_0") or as the next word.
 */
#include "args.h"

#include <stdlib.h>
#include <string.h>

/* The value of flag `f` (e.g. "-T") in words[*i]; NULL if words[*i] is not it. */
static const char *flag_value(char **w, int n, int *i, const char *f)
{
    size_t fl = strlen(f);
    if (strncmp(w[*i], f, fl) != 0)
        return NULL;
    if (w[*i][fl])
        return w[*i] + fl;
    if (*i + 1 < n)
        return w[++*i];
    return NULL;
}

void shader_args_parse(ShaderArgs *a, const char *src, size_t len)
{
    memset(a, 0, sizeof *a);
    osh_options_init(&a->opt);
    a->opt.profile = "cs_6_0";

    static const char tag[] = "// ARGS:";
    size_t tl = sizeof tag - 1;
    if (len < tl || memcmp(src, tag, tl) != 0)
        return;
    /* Copy the rest of the line, split into words. */
    char *w[128];
    int n = 0;
    size_t o = 0;
    int in_word = 0;
    for (size_t i = tl; i < len && src[i] != '\n' && src[i] != '\r' && o + 2 < SA_TEXT; i++) {
        char c = src[i];
        if (c == ' ' || c == '\t' || c == 0) {
            if (in_word)
                a->text[o++] = 0;
            in_word = 0;
            continue;
        }
        if (!in_word) {
            if (n == (int)(sizeof w / sizeof w[0]))
                break;
            w[n++] = &a->text[o];
        }
        in_word = 1;
        a->text[o++] = c;
    }
    a->text[o] = 0;

    size_t nd = 0, nw = 0;
    for (int i = 0; i < n; i++) {
        const char *s = w[i], *v;
        if (!strcmp(s, "-wgsl")) {
            a->wgsl = 1;
        } else if (!strcmp(s, "-fsyntax-only")) {
            a->syntax_only = 1;
        } else if (!strcmp(s, "-enable-16bit-types")) {
            a->opt.enable_16bit_types = 1;
        } else if (!strcmp(s, "-WX")) {
            a->opt.warnings_as_errors = 1;
        } else if (!strcmp(s, "-Od")) {
            a->opt.opt_level = 0;
        } else if (s[1] == 'O' && s[2] >= '0' && s[2] <= '3' && !s[3] && s[0] == '-') {
            a->opt.opt_level = s[2] - '0';
        } else if (!strcmp(s, "-fvk-use-dx-layout")) {
            a->opt.layout = OSH_LAYOUT_DX;
        } else if (!strcmp(s, "-fvk-use-scalar-layout")) {
            a->opt.layout = OSH_LAYOUT_SCALAR;
        } else if (!strcmp(s, "-fvk-use-gl-layout")) {
            a->opt.layout = OSH_LAYOUT_GL;
        } else if (!strcmp(s, "-fvk-invert-y")) {
            a->opt.invert_y = 1;
        } else if (!strcmp(s, "-fvk-use-dx-position-w")) {
            a->opt.use_dx_position_w = 1;
        } else if (!strcmp(s, "-fspv-reflect")) {
            a->opt.spv_reflect = 1;
        } else if (!strncmp(s, "-fspv-target-env=", 17)) {
            a->opt.target_env = s + 17; /* the harness validates with its rules */
        } else if (!strncmp(s, "-Wno-", 5) && s[5]) {
            if (nw < SA_MAX_WNO)
                a->wno[nw++] = s + 5;
        } else if ((v = flag_value(w, n, &i, "-HV"))) {
            a->opt.hlsl_version = atoi(v);
        } else if ((v = flag_value(w, n, &i, "-T"))) {
            a->opt.profile = v;
        } else if ((v = flag_value(w, n, &i, "-E"))) {
            a->opt.entry = v;
        } else if ((v = flag_value(w, n, &i, "-D"))) {
            if (nd < SA_MAX_DEFINES) {
                char *eq = strchr(v, '=');
                if (eq)
                    *eq = 0; /* the words are our own copy */
                a->defines[nd].name = v;
                a->defines[nd].value = eq ? eq + 1 : NULL;
                nd++;
            }
        }
        /* Other flags (-I, -fvk-*-shift ...) are ignored. */
    }
    a->opt.defines = a->defines;
    a->opt.define_count = nd;
    a->opt.disabled_warnings = a->wno;
    a->opt.disabled_warning_count = nw;
    if (a->syntax_only)
        a->opt.target = OSH_TARGET_NONE;
    else if (a->wgsl)
        a->opt.target = OSH_TARGET_WGSL;
}
