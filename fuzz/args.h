/*
 * The options a test shader asks for on its first line, "// ARGS: -T cs_6_0
 * -E main ...", turned into osh_options. Shared by the fuzz targets (so that
 * corpus seeds keep their profile and entry point while the fuzzer mutates
 * them) and by the robustness programs in tests/robust/.
 *
 * Only the flags that change what the library does are understood; others
 * are ignored. Everything lives inside the struct: no allocation.
 */
#ifndef OSH_FUZZ_ARGS_H
#define OSH_FUZZ_ARGS_H

#include <stddef.h>

#include "oneshader.h"

enum { SA_MAX_DEFINES = 16, SA_MAX_WNO = 16, SA_TEXT = 1024 };

typedef struct ShaderArgs {
    osh_options opt;          /* filled by shader_args_parse */
    int wgsl;                 /* -wgsl seen */
    int syntax_only;          /* -fsyntax-only seen */
    osh_define defines[SA_MAX_DEFINES];
    const char *wno[SA_MAX_WNO];
    char text[SA_TEXT];       /* the words, NUL-separated; options point here */
} ShaderArgs;

/* Reads the ARGS line of `src` (if its first line is one) into `a`. The
 * target stays OSH_TARGET_SPIRV unless -wgsl / -fsyntax-only say otherwise;
 * callers that force a target overwrite a->opt.target afterwards. The
 * profile defaults to cs_6_0. */
void shader_args_parse(ShaderArgs *a, const char *src, size_t len);

#endif
