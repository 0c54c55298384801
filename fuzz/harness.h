/*
 * One compilation of untrusted bytes through the public API, with every
 * property that must hold afterwards checked. The libFuzzer targets
 * (fuzz_*.c) trap when a check fails; fuzz/replay.c reports and goes on.
 */
#ifndef OSH_FUZZ_HARNESS_H
#define OSH_FUZZ_HARNESS_H

#include <stddef.h>
#include <stdint.h>

typedef enum FuzzMode {
    FUZZ_PP,       /* options.preprocess_only */
    FUZZ_FRONTEND, /* OSH_TARGET_NONE */
    FUZZ_SPIRV,    /* full compile; valid SPIR-V checked with SPIRV-Tools */
    FUZZ_WGSL,     /* full compile to WGSL */
    FUZZ_MODE_COUNT
} FuzzMode;

const char *fuzz_mode_name(FuzzMode m);
int fuzz_mode_parse(const char *s); /* -1 if unknown */

typedef struct FuzzFlags {
    int twice;        /* compile twice and compare everything (determinism) */
    int ice_is_bug;   /* an internal-error diagnostic (OSH0002, 0600, 5001) fails */
    int inline_spirv; /* set by fuzz_one: the input asks for capabilities, built-ins or
                         extensions by number ([[vk::ext_*]]), which go out as written (as
                         DXC), so spirv-val may refuse what the shader asked for */
} FuzzFlags;

/* Compiles data[0..size) in `mode`. Returns 0 when every property held;
 * otherwise writes why into why[0..whylen) and returns 1. */
int fuzz_one(FuzzMode mode, const uint8_t *data, size_t size, const FuzzFlags *flags,
             char *why, size_t whylen);

/* The libFuzzer entry shared by fuzz_*.c: flags from the environment
 * (OSH_FUZZ_ICE_IS_BUG=1, OSH_FUZZ_TWICE=1); traps on a failed check. */
int fuzz_entry(FuzzMode mode, const uint8_t *data, size_t size);

#endif
