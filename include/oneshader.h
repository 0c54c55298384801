/*
 * OneShader: an HLSL compiler to SPIR-V 1.5 (Vulkan 1.2) and WGSL.
 *
 * The whole public API. A context holds the host's allocator and the names
 * every compilation starts with; it is immutable after creation, so one
 * context may be shared by threads; every
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
#define OSH_VERSION_MINOR 2
#define OSH_VERSION_PATCH 0
#define OSH_VERSION_STRING "0.2.0"

/* Marks the public functions: the only names the library exports. Every
 * other name is internal (hidden in the shared library, local in the static
 * one; see CMakeLists.txt). */
#ifndef OSH_API
#  if defined(_WIN32) && defined(OSH_BUILD_SHARED)
#    define OSH_API __declspec(dllexport)
#  elif defined(__GNUC__) || defined(__clang__)
#    define OSH_API __attribute__((visibility("default")))
#  else
#    define OSH_API
#  endif
#endif

OSH_API const char *osh_version(void);

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

/* -denorm: what the SPIR-V module says about 32-bit denormals (DenormPreserve
 * or DenormFlushToZero execution modes; ANY: nothing, the default). */
typedef enum osh_denorm {
    OSH_DENORM_ANY = 0,
    OSH_DENORM_PRESERVE,
    OSH_DENORM_FTZ,
} osh_denorm;

/* A host's own include lookup (osh_options.include_resolver), as shaderc's
 * include callbacks: asked once per #include with what the directive says;
 * it finds the file however it likes (include folders, a virtual file
 * system, a pack file) and returns its name and text. */
typedef struct osh_include_request {
    const char *name;      /* as written between the quotes or the brackets */
    const char *includer;  /* the name of the file holding the #include (the main file's as given to osh_compile) */
    int system;            /* 1 for #include <name>, 0 for #include "name" */
    unsigned depth;        /* 1 for an include of the main file, 2 for one of those files', ... */
} osh_include_request;

typedef struct osh_include_resolver {
    /* Returns 0 with *path (the file's name in diagnostics, in __FILE__, in
     * depfiles and as a later include's `includer`; equal names are one file
     * for #pragma once), *text and *len filled; nonzero when there is no such
     * file (an error at the #include). */
    int (*resolve)(void *user, const osh_include_request *req, char **path, char **text, size_t *len);
    /* Optional: gives back what resolve returned, once OneShader copied it. */
    void (*release)(void *user, char *path, char *text, size_t len);
    void *user;
} osh_include_resolver;

typedef struct osh_options {
    /* sizeof(osh_options) of the header the host was built with (set by
     * osh_options_init): a newer library reads only that much, the fields the
     * host does not know keeping their defaults; an older library refuses a
     * larger struct that sets fields it does not know (OSH_INVALID_ARGUMENT).
     * 0: this header's size (a struct filled by hand). */
    size_t struct_size;
    const char *profile;      /* "cs_6_0", "ps_6_6", "lib_6_3"... */
    const char *entry;        /* default "main" */
    osh_target target;
    int hlsl_version;         /* 2016, 2017, 2018, 2021 (default) */
    int opt_level;            /* 0..3, default 3 */
    int enable_16bit_types;
    int pack_matrix_row_major; /* -Zpr: matrices default to row_major */
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
    const char *target_env;   /* "vulkan1.2" (default), "vulkan1.3", "universal1.5": SPIR-V 1.5; "vulkan1.1": SPIR-V 1.3 */
    const char *spv_entrypoint_name; /* -fspv-entrypoint-name= */
    const char *const *spv_extensions; size_t spv_extension_count;
    int preprocess_only;      /* -P: output is the preprocessed text */
    int dump_ir;              /* -dump-ir: output is the IR text */
    int dump_ast;             /* -ast-dump: output is the typed AST text */
    unsigned max_errors;      /* 0: default (20) */
    int disassemble;          /* -Fc: also make osh_result_disassembly's text */
    /* NULL, or one count per undefine: undefines[i] applies after the first
     * undefine_after[i] defines (the command line's order of -D and -U);
     * NULL applies every undefine after all the defines. */
    const size_t *undefine_after;
    /* -verify-ir: run the IR verifier after lowering and after every pass */
    int verify_ir;
    /* -fwgsl-push-constant-binding <group> <binding>: where the WGSL uniform
     * buffer of the push constants goes, for every entry point (0: after
     * the source's highest binding of its highest group) */
    int wgsl_push_constant_pinned;
    unsigned wgsl_push_constant_group, wgsl_push_constant_binding;
    /* osh_result_c_header's include guard and macro prefix (OSH_<NAME>_H,
     * <NAME>_...), so that headers of two shaders with the same entry point
     * can be included together; NULL: the entry point's name. The command
     * line passes -Vn, else the -Fhdr file's name. */
    const char *header_name;
    /* dxc -spirv's binding and SPIR-V options (docs/cli.md, "Vulkan and
     * SPIR-V"); 0 keeps the default. */
    unsigned auto_binding_space;  /* -auto-binding-space N: the set of resources without a space */
    int bind_globals;             /* -fvk-bind-globals B S: $Globals at globals_binding, globals_set */
    unsigned globals_binding, globals_set;
    int auto_shift_bindings;      /* -fvk-auto-shift-bindings: shift resources without register() by their class */
    osh_denorm denorm;            /* -denorm any|preserve|ftz: 32-bit float denormals */
    unsigned spv_max_id;          /* -fspv-max-id N: fail when the module needs more ids (0: no limit) */
    /* -fvk-support-nonzero-base-instance / -vertex: SV_InstanceID is
     * InstanceIndex - BaseInstance, SV_VertexID VertexIndex - BaseVertex
     * (DirectX's values when a draw's first instance or vertex is not 0) */
    int nonzero_base_instance, nonzero_base_vertex;
    int stage_io_alpha;           /* -fvk-stage-io-order=alpha: Locations in alphabetical order of semantic */
    int preserve_interface;       /* -fspv-preserve-interface: unused built-in inputs and outputs stay too */
    int flatten_resource_arrays;  /* -fspv-flatten-resource-arrays: each element of a resource array is its own variable and binding */
    int legacy_buffer_matrix_order; /* -fspv-use-legacy-buffer-matrix-order: (RW)ByteAddressBuffer matrices row by row */
    /* -Zi / -fspv-debug=: the debug information the SPIR-V module holds
     * (OSH_DEBUG_* bits; 0: names only). WGSL output ignores it. */
    unsigned debug_info;
    /* OSH_DEBUG_TOOL: the command line recorded with OpModuleProcessed
     * ("oneshader-cl-option: ..."); NULL: not recorded. */
    const char *command_line;
    int preserve_bindings;        /* -fspv-preserve-bindings: unused resources keep their variables and bindings */
    int vulkan_memory_model;      /* -fspv-use-vulkan-memory-model: OpMemoryModel Vulkan instead of GLSL450 */
    int pack_optimized;           /* -pack-optimized: stage variables share Locations (Component) as DXC packs them */
    int ieee_strict;              /* -Gis: SignedZeroInfNanPreserve 32, NoContraction on all arithmetic */
    int maximal_reconvergence;    /* -fspv-enable-maximal-reconvergence: MaximallyReconvergesKHR */
    /* When set, every #include is resolved by the host (include_dirs and
     * include_handler are then not used). */
    const osh_include_resolver *include_resolver;
    /* -fvk-bind-resource-heap / -fvk-bind-sampler-heap / -fvk-bind-counter-heap
     * B S: where SM 6.6's ResourceDescriptorHeap, SamplerDescriptorHeap and
     * the resource heap's counters go (*_heap_given 0: the first free
     * bindings of set 0 after every other resource, in that order, as DXC). */
    int resource_heap_given, sampler_heap_given, counter_heap_given;
    unsigned resource_heap_binding, resource_heap_set;
    unsigned sampler_heap_binding, sampler_heap_set;
    unsigned counter_heap_binding, counter_heap_set;
} osh_options;

/* osh_options.debug_info bits (as dxc's -fspv-debug= categories). */
enum {
    OSH_DEBUG_FILE = 1,   /* OpString with each source file's name, OpSource */
    OSH_DEBUG_SOURCE = 2, /* each file's text in OpSource / OpSourceContinued */
    OSH_DEBUG_LINE = 4,   /* OpLine before the instructions of each source line */
    OSH_DEBUG_TOOL = 8,   /* OpModuleProcessed: the compiler and the command line (SPIR-V 1.1+) */
    OSH_DEBUG_VULKAN = 16, /* file, source and line as NonSemantic.Shader.DebugInfo.100 instead
                              (DebugSource, DebugCompilationUnit, DebugFunction, DebugScope, DebugLine) */
    OSH_DEBUG_TEST_CHUNKS = 32, /* the source text in 13-byte pieces (dxc's vulkan-with-source-test) */
    OSH_DEBUG_OPENCL = 64, /* the same debug information as OSH_DEBUG_VULKAN (which it implies) in
                              OpenCL.DebugInfo.100, with OpLine for the places (dxc's rich modes) */
};

OSH_API void osh_options_init(osh_options *opt);

typedef struct osh_diagnostic {
    const char *code;      /* "OSH0123" */
    osh_severity severity;
    const char *file;      /* may be NULL for diagnostics without a place */
    unsigned line, column; /* 1-based; 0 when unknown */
    const char *message;
    const char *source_line; /* the line's text (no newline), or NULL */
    /* Appended: a warning's name, the <name> of -Wno-<name> that turns it off
     * (also when -WX made it an error); NULL for errors and notes. */
    const char *name;
} osh_diagnostic;

typedef struct osh_context osh_context;
typedef struct osh_result osh_result;

OSH_API osh_context *osh_context_create(const osh_allocator *allocator /* NULL: malloc */);
OSH_API void osh_context_destroy(osh_context *ctx);

/* Compiles one entry point. Never returns NULL unless even the result could
 * not be allocated. */
OSH_API osh_result *osh_compile(osh_context *ctx, const char *filename, const char *source,
                        size_t source_len, const osh_options *options);

OSH_API osh_status osh_result_status(const osh_result *r);
OSH_API const uint32_t *osh_result_spirv(const osh_result *r, size_t *word_count);
/* WGSL text, preprocessed text, IR or AST dump; NUL-terminated. */
OSH_API const char *osh_result_text(const osh_result *r, size_t *len);
/* With options.disassemble: the SPIR-V module as assembly text (the syntax
 * of spirv-dis --raw-id), or for WGSL the WGSL text; NUL-terminated, or NULL. */
OSH_API const char *osh_result_disassembly(const osh_result *r, size_t *len);
/* Reflection as JSON (NUL-terminated), or NULL. Built on the first call
 * (as are the reflection, osh_result_c_header's header and the cache key);
 * any number of threads may ask at once: the first builds, the others wait
 * for it. Later calls return the same text. */
OSH_API const char *osh_result_reflection_json(const osh_result *r, size_t *len);
OSH_API size_t osh_result_diagnostic_count(const osh_result *r);
OSH_API const osh_diagnostic *osh_result_diagnostic(const osh_result *r, size_t i);
/* lib_6_x profiles: the library's entry points (defined functions with a
 * [shader("...")] attribute), in source order, and their stage as written
 * ("compute", "vertex"...). Any compilation with a lib_ profile that gets
 * through the front end lists them (target OSH_TARGET_NONE is enough, and
 * options.entry is then not looked up). Compile each one with
 * options.entry set to its name for one output each (osh_compile_library
 * in docs/api.md shows the loop). */
OSH_API size_t osh_result_entry_point_count(const osh_result *r);
OSH_API const char *osh_result_entry_point(const osh_result *r, size_t i, const char **stage);
/* A cache key for the result: 32 lower-case hex digits, a 128-bit FNV-1a
 * over the contents of the source and of every file it included (in the
 * order they were opened) and over every option that changes the output
 * (not the file names or paths, not -Fo and the other output paths, not the
 * include folders: the included contents stand for them). Equal keys mean
 * equal outputs; the same on every machine. NULL when the compilation failed
 * before reading the source. Finished on the first call (as the reflection
 * is built, and as safely from several threads); valid until
 * osh_result_free. */
OSH_API const char *osh_result_cache_key(const osh_result *r);
/* Files the compilation read (main file first), for -MD depfiles. */
OSH_API size_t osh_result_dependency_count(const osh_result *r);
OSH_API const char *osh_result_dependency(const osh_result *r, size_t i);
OSH_API void osh_result_free(osh_result *r);

/* ---- reflection ----------------------------------------------------------
 * What a host needs to bind the compiled entry point: the same content as
 * the JSON (docs/reflection.md), as C structs. Everything lives in the
 * result's memory and is valid until osh_result_free. Lists are in the
 * order the JSON gives them (deterministic). Only what the entry point
 * reaches is listed. */

/* Shader stages, with VkShaderStageFlagBits' values. */
typedef enum osh_stage_bits {
    OSH_STAGE_VERTEX = 0x1,
    OSH_STAGE_TESS_CONTROL = 0x2,
    OSH_STAGE_TESS_EVAL = 0x4,
    OSH_STAGE_GEOMETRY = 0x8,
    OSH_STAGE_FRAGMENT = 0x10,
    OSH_STAGE_COMPUTE = 0x20,
    OSH_STAGE_TASK = 0x40,
    OSH_STAGE_MESH = 0x80,
    OSH_STAGE_RAYGEN = 0x100,
    OSH_STAGE_ANY_HIT = 0x200,
    OSH_STAGE_CLOSEST_HIT = 0x400,
    OSH_STAGE_MISS = 0x800,
    OSH_STAGE_INTERSECTION = 0x1000,
    OSH_STAGE_CALLABLE = 0x2000,
} osh_stage_bits;

/* Subgroup operation classes, with VkSubgroupFeatureFlagBits' values. */
typedef enum osh_subgroup_bits {
    OSH_SUBGROUP_BASIC = 1,
    OSH_SUBGROUP_VOTE = 2,
    OSH_SUBGROUP_ARITHMETIC = 4,
    OSH_SUBGROUP_BALLOT = 8,
    OSH_SUBGROUP_SHUFFLE = 16,
    OSH_SUBGROUP_SHUFFLE_RELATIVE = 32,
    OSH_SUBGROUP_CLUSTERED = 64,
    OSH_SUBGROUP_QUAD = 128,
    OSH_SUBGROUP_PARTITIONED_NV = 256, /* VK_NV_shader_subgroup_partitioned */
} osh_subgroup_bits;

typedef enum osh_scalar {
    OSH_SCALAR_NONE = 0,   /* not a number: a struct, or an opaque type */
    OSH_SCALAR_BOOL,       /* in buffers: a 32-bit 0 or 1 */
    OSH_SCALAR_INT16, OSH_SCALAR_UINT16,
    OSH_SCALAR_INT32, OSH_SCALAR_UINT32,
    OSH_SCALAR_INT64, OSH_SCALAR_UINT64,
    OSH_SCALAR_FLOAT16, OSH_SCALAR_FLOAT32, OSH_SCALAR_FLOAT64,
} osh_scalar;

typedef enum osh_resource_kind {
    OSH_RESOURCE_UNIFORM_BUFFER = 0,
    OSH_RESOURCE_STORAGE_BUFFER,           /* written by the entry point */
    OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER,
    OSH_RESOURCE_SAMPLED_IMAGE,
    OSH_RESOURCE_STORAGE_IMAGE,
    OSH_RESOURCE_SAMPLER,
    OSH_RESOURCE_COMPARISON_SAMPLER,
    OSH_RESOURCE_COMBINED_IMAGE_SAMPLER,
    OSH_RESOURCE_INPUT_ATTACHMENT,
    OSH_RESOURCE_COUNTER_BUFFER,           /* an append/consume buffer's counter */
    OSH_RESOURCE_UNIFORM_TEXEL_BUFFER,
    OSH_RESOURCE_STORAGE_TEXEL_BUFFER,
    OSH_RESOURCE_ACCELERATION_STRUCTURE,   /* RaytracingAccelerationStructure */
} osh_resource_kind;

typedef enum osh_image_dim {
    OSH_DIM_NONE = 0, OSH_DIM_1D, OSH_DIM_2D, OSH_DIM_3D, OSH_DIM_CUBE, OSH_DIM_BUFFER,
    OSH_DIM_SUBPASS,
} osh_image_dim;

typedef enum osh_interpolation {
    OSH_INTERP_NONE = 0,    /* compute inputs, pixel outputs, built-ins */
    OSH_INTERP_PERSPECTIVE,
    OSH_INTERP_LINEAR,      /* noperspective */
    OSH_INTERP_FLAT,
} osh_interpolation;

/* One member of a buffer block or struct, laid out. */
typedef struct osh_refl_member osh_refl_member;
struct osh_refl_member {
    const char *name;
    const char *type;          /* the HLSL spelling: "float4x4", "Light" */
    osh_scalar scalar;         /* element scalar; NONE for structs */
    uint32_t rows, columns;    /* HLSL shape: float = 1x1, float3 = 1x3, float4x3 = 4x3 */
    uint32_t offset;           /* bytes from the start of the enclosing struct */
    uint32_t size;             /* bytes the member spans (arrays: count * stride) */
    uint32_t array_rank;       /* array dimensions, outermost first (0: not an array) */
    const uint32_t *array_dims;    /* 0 for a runtime-sized dimension */
    const uint32_t *array_strides;
    uint32_t matrix_stride;    /* 0 unless a matrix */
    int row_major;             /* a matrix stored row by row (HLSL row_major) */
    const osh_refl_member *members;  /* a struct's members (also for arrays of structs) */
    uint32_t member_count;
};

typedef struct osh_refl_io {
    const char *name;
    const char *semantic;      /* upper case: "TEXCOORD1", "SV_POSITION"; may be NULL */
    int32_t location;          /* -1 for built-ins */
    const char *builtin;       /* SPIR-V BuiltIn name ("GlobalInvocationId") or NULL */
    const char *wgsl_builtin;  /* "global_invocation_id", or NULL */
    osh_scalar component_type;
    uint32_t component_count;  /* 1..4 */
    uint32_t location_count;   /* locations used (arrays, matrices); 1 otherwise */
    osh_interpolation interpolation;
    int centroid, sample;
    /* Added after 0.x (appended: the struct's earlier members keep their
     * offsets). A vertex-stage input attribute's format, from its component
     * type and count: "VK_FORMAT_R32G32B32_SFLOAT" and "float32x3"; NULL for
     * other inputs, and wgpu_format NULL where WebGPU has none (64-bit,
     * 3-component 16-bit, bool). */
    const char *vk_format;
    const char *wgpu_format;
} osh_refl_io;

typedef struct osh_refl_resource {
    const char *name;
    const char *hlsl_type;     /* "RWStructuredBuffer<Particle>", may be NULL */
    osh_resource_kind kind;
    uint32_t set, binding;
    uint32_t wgsl_binding;     /* the binding in WGSL (same group): equals binding unless
                                * another resource shares that Vulkan binding (warning
                                * OSH5207 moves it) */
    uint32_t array_count;      /* 0: not an array */
    uint32_t stages;           /* osh_stage_bits */
    /* Buffers (uniform, storage, counter): the block. size is where the
     * last member ends; element_* describe a structured/byte-address
     * buffer's runtime array (element_stride 0 otherwise). */
    uint32_t size;
    uint32_t min_binding_size; /* smallest binding that holds the block (+ one element) */
    const osh_refl_member *members;
    uint32_t member_count;
    const osh_refl_member *element; /* the runtime array member, or NULL */
    uint32_t element_stride;
    /* Images */
    osh_image_dim dim;
    int arrayed, multisampled, depth; /* depth: used with comparison sampling */
    osh_scalar sampled_type;
    const char *format;        /* storage images: SPIR-V ImageFormat name ("Rgba8", "Unknown") */
    const char *wgsl_format;   /* "rgba8unorm", or NULL when WebGPU has none */
    int read, written;         /* what the entry point does with it (storage images/buffers) */
    uint32_t counter_index;    /* append/consume: index of its counter in resources, else UINT32_MAX */
    /* Appended (earlier members keep their offsets): */
    int32_t input_attachment_index; /* input attachments: [[vk::input_attachment_index(n)]], else -1 */
    int unbounded;             /* T t[]: a runtime descriptor array (array_count 0) */
    uint32_t binding_flags;    /* osh_binding_flags the host's layout needs (unbounded arrays) */
    int sampled;               /* images: read through a sampler (sample or gather); a float
                                * texture never sampled is "unfilterable-float" for WebGPU,
                                * so 32-bit float formats may be bound to it */
    /* A fixed-size array of textures, samplers or storage textures: WGSL has
     * no binding arrays, so each element is bound on its own (same group),
     * at wgsl_element_bindings[k] for element k (array_count of them); the
     * WGSL declares the elements the entry point indexes, always with
     * constants (a variable index is OSH5202). NULL for anything else. */
    const uint32_t *wgsl_element_bindings;
    /* Whether the entry point's code names the resource. Only a resource
     * -fspv-preserve-bindings (osh_options.preserve_bindings) keeps in the
     * module and the reflection has 0: the layout has its binding, so every
     * permutation of a shader gets the same layout, and a host may leave it
     * unwritten. */
    int used;
} osh_refl_resource;

/* VkDescriptorBindingFlagBits, for an unbounded array's binding: the host
 * binds as many descriptors as it has, some may be left unwritten, and they
 * may be updated while the set is bound (the layout then needs
 * VK_DESCRIPTOR_SET_LAYOUT_CREATE_UPDATE_AFTER_BIND_POOL_BIT). */
typedef enum osh_binding_flags {
    OSH_BINDING_UPDATE_AFTER_BIND = 0x1,
    OSH_BINDING_PARTIALLY_BOUND = 0x4,
    OSH_BINDING_VARIABLE_DESCRIPTOR_COUNT = 0x8,
} osh_binding_flags;

typedef struct osh_refl_push_constants {
    const char *name;
    const char *type_name;
    uint32_t size;             /* where the last member ends */
    const osh_refl_member *members;
    uint32_t member_count;
    /* WGSL: a uniform buffer at this slot, of at least wgsl_size bytes
     * (size rounded up to 16). */
    uint32_t wgsl_group, wgsl_binding, wgsl_size;
} osh_refl_push_constants;

typedef struct osh_refl_spec_constant {
    uint32_t id;
    const char *name;
    osh_scalar type;
    uint64_t default_bits;     /* the default's bits (bool: 0 or 1) */
} osh_refl_spec_constant;

typedef struct osh_reflection {
    const char *target;        /* "spirv" or "wgsl" */
    const char *name;          /* the entry point in the output module */
    const char *hlsl_name;
    const char *wgsl_name;     /* the WGSL function name (after renaming) */
    const char *stage_name;    /* "compute", "vertex", "pixel"... */
    uint32_t stage;            /* one osh_stage_bits value */
    uint32_t workgroup_size[3];
    int32_t workgroup_size_spec_id[3]; /* the spec constant that sets it, or -1 */
    const osh_refl_io *inputs; size_t input_count;
    const osh_refl_io *outputs; size_t output_count;
    const osh_refl_resource *resources; size_t resource_count;
    const osh_refl_push_constants *push_constants; /* NULL when none */
    const osh_refl_spec_constant *spec_constants; size_t spec_constant_count;
    const char *const *capabilities; size_t capability_count; /* "Shader", "Float16" */
    const char *const *extensions; size_t extension_count;     /* "SPV_KHR_..." */
    const char *const *vulkan_features; size_t vulkan_feature_count; /* "shaderFloat16" */
    const char *const *webgpu_features; size_t webgpu_feature_count; /* "shader-f16" */
    uint32_t subgroup_operations; /* osh_subgroup_bits */
    /* Appended (earlier members keep their offsets): */
    uint32_t schema;           /* the JSON's "schema" (OSH_REFLECTION_SCHEMA) */
    const char *cache_key;     /* osh_result_cache_key's text */
} osh_reflection;

/* The version of the reflection's shape (JSON keys and their meaning,
 * docs/reflection.md); raised whenever a field is added, removed or changes. */
#define OSH_REFLECTION_SCHEMA 3

/* The reflection of a successful compilation, or NULL. Built on the first
 * call (or the JSON's or the header's), like the JSON. */
OSH_API const osh_reflection *osh_result_reflection(const osh_result *r);
/* ---- a dxc command line -----------------------------------------------------
 * osh_options_from_args reads the arguments a build system would give
 * `dxc -spirv` (those after the program name: "-T", "ps_6_0", "-E", "main",
 * "-Fo", "out.spv", "shader.hlsl"...) with the oneshader command's rules
 * (docs/cli.md), copying them: argv may go away. It returns NULL only when
 * even the result cannot be allocated. osh_args_error is NULL for a
 * command line oneshader takes, else the reason (the command exits 2 with
 * it), and osh_args_options is then NULL. The options stay valid until
 * osh_args_free. What is not an option of the compilation is kept too: the
 * inputs in order, and by spelling ("-Fo", "-Fre", "-Fhdr", "-Fc", "-Fi",
 * "-Fh", "-Vn", "-MF", "-MT", "-MD", "-MP", "-batch", "-fsyntax-only", "-no-warnings",
 * "--help", "--version", "-fcolor-diagnostics", "-fno-color-diagnostics",
 * "-fdiagnostics-format=") the value given (a path, a name) or "" for a
 * flag given without one, NULL when absent. Warnings of the command line
 * itself (a DXIL-only flag, an old profile) are listed. */
typedef struct osh_args osh_args;
OSH_API osh_args *osh_options_from_args(const osh_allocator *allocator /* NULL: malloc */, int argc,
                                        const char *const *argv);
OSH_API const char *osh_args_error(const osh_args *a);
OSH_API const osh_options *osh_args_options(const osh_args *a);
OSH_API size_t osh_args_input_count(const osh_args *a);
OSH_API const char *osh_args_input(const osh_args *a, size_t i);
OSH_API const char *osh_args_value(const osh_args *a, const char *flag);
OSH_API unsigned osh_args_jobs(const osh_args *a); /* -j; 0 when not given */
OSH_API size_t osh_args_warning_count(const osh_args *a);
OSH_API const char *osh_args_warning(const osh_args *a, size_t i);
OSH_API void osh_args_free(osh_args *a);

/* The entry points of the output module: 1 for a successful compilation,
 * or, for a library compiled whole (a lib_ profile and an options.entry
 * that names none of its entry points, as DXC ignores -E for libraries),
 * one per [shader("...")] function, linked into one SPIR-V module; 0 on
 * failure. The reflection of the i-th (0 is osh_result_reflection's);
 * osh_result_reflection_json lists them all. */
OSH_API size_t osh_result_module_entry_count(const osh_result *r);
OSH_API const osh_reflection *osh_result_module_entry_reflection(const osh_result *r, size_t i);
/* A C11 header for the host: defines for every set, binding, push-constant
 * slot and spec-constant id, and structs matching each cbuffer, push-constant
 * block and structured-buffer element, with _Static_asserts on offsets and
 * sizes (NUL-terminated), or NULL. */
OSH_API const char *osh_result_c_header(const osh_result *r, size_t *len);

/* ---- host helpers ----------------------------------------------------------
 * They read reflections and write into arrays the host provides (they
 * allocate nothing). Each takes the reflections of all the entry points of
 * one pipeline (a vertex and a pixel shader, or one compute shader): a
 * binding used by several stages is listed once with their stages OR'ed.
 * They return OSH_OK, or OSH_INVALID_ARGUMENT with a reason in `reason`
 * (when not NULL; truncated to reason_size) when the stages disagree or the
 * target API cannot express the layout; a count is always the number
 * needed, even when larger than the capacity given (then OSH_INVALID_ARGUMENT
 * "capacity"). */

/* VkDescriptorSetLayoutBinding's fields, plus the set. */
typedef struct osh_vk_binding {
    uint32_t set;
    uint32_t binding;
    uint32_t descriptor_type;  /* VkDescriptorType */
    uint32_t descriptor_count;
    uint32_t stage_flags;      /* VkShaderStageFlags */
    const char *name;          /* the resource's name: the stages bind one resource there */
    uint32_t binding_flags;    /* VkDescriptorBindingFlags, for VkDescriptorSetLayoutBindingFlagsCreateInfo
                                * (osh_binding_flags; 0 for every binding but an unbounded array's,
                                * whose descriptor_count is 0: the host puts its own maximum there) */
    const char *sampler_name;  /* a combined image sampler made of a texture (name) and a sampler on one
                                * binding (tN + sN, [[vk::combinedImageSampler]]): the sampler's name;
                                * NULL otherwise. Every stage must bind that texture and that sampler */
    uint64_t entry_mask;       /* bit k set when refl[k] uses it (k < 64): which entry points do */
} osh_vk_binding;

/* VkPushConstantRange. */
typedef struct osh_vk_push_constant_range {
    uint32_t stage_flags;
    uint32_t offset;
    uint32_t size;             /* 0: no push constants */
} osh_vk_push_constant_range;

/* Bindings sorted by set, then binding. */
OSH_API osh_status osh_vk_pipeline_layout(const osh_reflection *const *refl, size_t refl_count,
                                  osh_vk_binding *bindings, size_t capacity, size_t *count,
                                  osh_vk_push_constant_range *push, char *reason,
                                  size_t reason_size);

typedef enum osh_wgpu_entry_kind {
    OSH_WGPU_BUFFER = 0, OSH_WGPU_SAMPLER, OSH_WGPU_TEXTURE, OSH_WGPU_STORAGE_TEXTURE,
} osh_wgpu_entry_kind;

/* A GPUBindGroupLayoutEntry; the strings are WebGPU's enum spellings. */
typedef struct osh_wgpu_binding {
    uint32_t group;
    uint32_t binding;
    uint32_t visibility;       /* GPUShaderStage: VERTEX 1, FRAGMENT 2, COMPUTE 4 */
    osh_wgpu_entry_kind kind;
    /* buffer */
    const char *buffer_type;   /* "uniform", "storage", "read-only-storage" */
    uint64_t min_binding_size;
    /* sampler */
    const char *sampler_type;  /* "filtering", "comparison" */
    /* texture / storage texture */
    const char *sample_type;   /* "float", "unfilterable-float", "depth", "sint", "uint" */
    const char *view_dimension;/* "1d", "2d", "2d-array", "cube", "cube-array", "3d" */
    int multisampled;
    const char *access;        /* "read-only", "write-only", "read-write" */
    const char *format;        /* "rgba8unorm"... */
    int is_push_constants;     /* the WGSL uniform buffer that holds the push constants */
    const char *name;          /* the resource's name (the push-constant block's) */
    uint64_t entry_mask;       /* appended: bit k set when refl[k] uses it (k < 64) */
} osh_wgpu_binding;

/* Bind group layout entries sorted by group, then binding (the push-constant
 * uniform buffer included); the features the device needs ("shader-f16",
 * "subgroups") go to `features` (capacity 8 is enough). */
OSH_API osh_status osh_wgpu_pipeline_layout(const osh_reflection *const *refl, size_t refl_count,
                                    osh_wgpu_binding *bindings, size_t capacity, size_t *count,
                                    const char **features, size_t feature_capacity,
                                    size_t *feature_count, char *reason, size_t reason_size);

/* A value for a specialization constant, by id; converted to its type
 * (bool: nonzero is true). */
typedef struct osh_spec_value {
    uint32_t id;
    double value;
} osh_spec_value;

/* VkSpecializationMapEntry. */
typedef struct osh_vk_spec_entry {
    uint32_t constant_id;
    uint32_t offset;
    size_t size;
} osh_vk_spec_entry;

/* VkSpecializationInfo for the constants `refl` declares that `values`
 * sets (in the reflection's order): 4 bytes a constant (8 for 64-bit
 * types, 2 for 16-bit), a bool as a VkBool32. Values for ids the entry
 * point does not declare are skipped. */
OSH_API osh_status osh_vk_specialization(const osh_reflection *refl, const osh_spec_value *values,
                                 size_t value_count, osh_vk_spec_entry *entries,
                                 size_t entry_capacity, size_t *entry_count, void *data,
                                 size_t data_capacity, size_t *data_size);

/* A GPUProgrammableStage constants record entry: key is the decimal id. */
typedef struct osh_wgpu_constant {
    char key[12];
    double value;              /* a bool is 0 or 1 */
} osh_wgpu_constant;

/* WebGPU rejects keys the shader does not declare, so only the entry
 * point's constants are written. */
OSH_API osh_status osh_wgpu_constants(const osh_reflection *refl, const osh_spec_value *values,
                              size_t value_count, osh_wgpu_constant *constants, size_t capacity,
                              size_t *count);

#ifdef __cplusplus
}
#endif
#endif
