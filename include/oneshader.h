/*
 * OneShader: an HLSL compiler to SPIR-V 1.5 (Vulkan 1.2) and WGSL.
 *
 * The whole public API. A context holds only the host's allocator and is
 * immutable after creation, so one context may be shared by threads; every
 * compilation gets its own arena and frees it when its result is freed.
 *
 *   osh_context *ctx = osh_context_create(NULL);
 *   osh_options opt;
 *   osh_options_init(&opt);
 *   opt.profile = "cs_6_0"; opt.entry = "main";
 *   osh_result *r = osh_compile(ctx, "a.hlsl", src, len, &opt);
 *   if (osh_result_status(r) == OSH_OK) { ... osh_result_spirv(r, &n) ... }
 *   osh_result_free(r);
 *   osh_context_destroy(ctx);
 *
 * MIT licensed.
 */
#ifndef ONESHADER_H
#define ONESHADER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define OSH_VERSION_MAJOR 0
#define OSH_VERSION_MINOR 1
#define OSH_VERSION_PATCH 0
#define OSH_VERSION_STRING "0.1.0"

const char *osh_version(void);

/* Lua-style allocator: size 0 frees ptr; otherwise (re)allocates to size.
 * Return NULL on failure; the compilation then ends with OSH_OUT_OF_MEMORY. */
typedef void *(*osh_alloc_fn)(void *user, void *ptr, size_t old_size, size_t new_size);

typedef struct osh_allocator {
    osh_alloc_fn fn;
    void *user;
} osh_allocator;

/* Include callback: fills *text and *len with the file's contents (allocated with
 * the same allocator, or static) and returns 0, or returns nonzero if the file
 * does not exist. `release` (optional) gives the text back. */
typedef struct osh_include_handler {
    int (*open)(void *user, const char *path, char **text, size_t *len);
    void (*release)(void *user, char *text, size_t len);
    void *user;
} osh_include_handler;

typedef enum osh_status {
    OSH_OK = 0,
    OSH_COMPILE_ERROR = 1,  /* diagnostics say why */
    OSH_INVALID_ARGUMENT = 2,
    OSH_OUT_OF_MEMORY = 3,
} osh_status;

typedef enum osh_target {
    OSH_TARGET_SPIRV = 0,
    OSH_TARGET_WGSL = 1,
    OSH_TARGET_NONE = 2, /* front end only (-fsyntax-only) */
} osh_target;

typedef enum osh_severity {
    OSH_SEVERITY_NOTE = 0,
    OSH_SEVERITY_WARNING = 1,
    OSH_SEVERITY_ERROR = 2,
} osh_severity;

typedef struct osh_define {
    const char *name;
    const char *value; /* NULL means "1" */
} osh_define;

/* Register shift: -fvk-b-shift N space (space -1 = all spaces). */
typedef struct osh_register_shift {
    char kind; /* 'b', 't', 's', 'u' */
    int shift;
    int space;
} osh_register_shift;

/* -fvk-bind-register xN spaceM binding set */
typedef struct osh_bind_register {
    char kind;
    int reg, space, binding, set;
} osh_bind_register;

typedef enum osh_layout_rule {
    OSH_LAYOUT_DEFAULT = 0, /* relaxed std140 / std430 (vector relaxed) */
    OSH_LAYOUT_DX = 1,      /* -fvk-use-dx-layout */
    OSH_LAYOUT_SCALAR = 2,  /* -fvk-use-scalar-layout */
    OSH_LAYOUT_GL = 3,      /* -fvk-use-gl-layout */
} osh_layout_rule;

typedef struct osh_options {
    const char *profile;      /* "cs_6_0", "ps_6_6", "lib_6_3"... */
    const char *entry;        /* default "main" */
    osh_target target;
    int hlsl_version;         /* 2016, 2017, 2018, 2021 (default) */
    int opt_level;            /* 0..3, default 3 */
    int enable_16bit_types;
    int warnings_as_errors;   /* -WX */
    const char *const *disabled_warnings; /* -Wno-<name>, count below */
    size_t disabled_warning_count;
    const osh_define *defines; size_t define_count;
    const char *const *undefines; size_t undefine_count;
    const char *const *include_dirs; size_t include_dir_count;
    const osh_include_handler *include_handler; /* NULL: read the file system */
    const osh_register_shift *shifts; size_t shift_count;
    const osh_bind_register *bind_registers; size_t bind_register_count;
    osh_layout_rule layout;
    int invert_y;             /* -fvk-invert-y */
    int use_dx_position_w;    /* -fvk-use-dx-position-w */
    int spv_reflect;          /* -fspv-reflect */
    const char *target_env;   /* "vulkan1.2" (default) */
    const char *spv_entrypoint_name; /* -fspv-entrypoint-name= */
    const char *const *spv_extensions; size_t spv_extension_count;
    int preprocess_only;      /* -P: output is the preprocessed text */
    int dump_ir;              /* -dump-ir: output is the IR text */
    int dump_ast;             /* -ast-dump: output is the typed AST text */
    unsigned max_errors;      /* 0: default (20) */
} osh_options;

void osh_options_init(osh_options *opt);

typedef struct osh_diagnostic {
    const char *code;      /* "OSH0123" */
    osh_severity severity;
    const char *file;      /* may be NULL for diagnostics without a place */
    unsigned line, column; /* 1-based; 0 when unknown */
    const char *message;
    const char *source_line; /* the line's text (no newline), or NULL */
} osh_diagnostic;

typedef struct osh_context osh_context;
typedef struct osh_result osh_result;

osh_context *osh_context_create(const osh_allocator *allocator /* NULL: malloc */);
void osh_context_destroy(osh_context *ctx);

/* Compiles one entry point. Never returns NULL unless even the result could
 * not be allocated. */
osh_result *osh_compile(osh_context *ctx, const char *filename, const char *source,
                        size_t source_len, const osh_options *options);

osh_status osh_result_status(const osh_result *r);
const uint32_t *osh_result_spirv(const osh_result *r, size_t *word_count);
/* WGSL text, preprocessed text, IR or AST dump; NUL-terminated. */
const char *osh_result_text(const osh_result *r, size_t *len);
/* Reflection as JSON (NUL-terminated), or NULL. */
const char *osh_result_reflection_json(const osh_result *r, size_t *len);
size_t osh_result_diagnostic_count(const osh_result *r);
const osh_diagnostic *osh_result_diagnostic(const osh_result *r, size_t i);
/* Files the compilation read (main file first), for -MD depfiles. */
size_t osh_result_dependency_count(const osh_result *r);
const char *osh_result_dependency(const osh_result *r, size_t i);
void osh_result_free(osh_result *r);

#ifdef __cplusplus
}
#endif
#endif
