/*
 * Base utilities: the compilation context, its arena, growable arrays,
 * interned strings, hash maps, source files and diagnostics.
 *
 * Nothing here knows about shaders. Every phase takes the compilation
 * context `Cc *` first. Allocation never returns NULL: when the host
 * allocator fails or the arena passes its limit, the compilation unwinds
 * with longjmp to osh_compile, which reports out-of-memory. A fatal
 * diagnostic (too many errors, a limit) unwinds the same way.
 */
#ifndef OSH_BASE_H
#define OSH_BASE_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "oneshader.h"

#if defined(__GNUC__) || defined(__clang__)
#define OSH_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define OSH_PRINTF(a, b)
#endif

#define countof(a) (sizeof(a) / sizeof((a)[0]))

typedef struct Cc Cc;

/* ---- arena (arena.c) ---------------------------------------------------- */

typedef struct ArenaBlock ArenaBlock;
typedef struct Arena {
    Cc *cc;                 /* for the allocator and the unwind on failure */
    ArenaBlock *head;
    char *cur, *end;
    size_t total;           /* bytes taken from the host */
    size_t limit;           /* unwind with out-of-memory above this */
    ArenaBlock *spare;      /* blocks given back by arena_release, reused first */
} Arena;

/* A point to come back to: arena_release(a, mark) takes back everything
 * allocated after arena_mark(a) and keeps its blocks for the next
 * allocations, so a loop whose steps each need temporaries touches the same
 * memory every step instead of new pages. Only for memory nothing outside
 * the step points into: the scratch arena (cc_scratch) is where such
 * temporaries live. */
typedef struct ArenaMark {
    ArenaBlock *head;
    char *cur, *end;
} ArenaMark;
static inline ArenaMark arena_mark(const Arena *a) { return (ArenaMark){a->head, a->cur, a->end}; }
void arena_release(Arena *a, ArenaMark mark);

void *arena_alloc(Arena *a, size_t size);            /* zeroed, 16-aligned */
void *arena_alloc_uninit(Arena *a, size_t size);     /* not zeroed, 16-aligned */
void *arena_dup(Arena *a, const void *p, size_t size);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_concat(Arena *a, const char *s, const char *t); /* s then t, without printf */
char *arena_sprintf(Arena *a, const char *fmt, ...) OSH_PRINTF(2, 3);
char *arena_vsprintf(Arena *a, const char *fmt, va_list ap);
/* Frees every block; for the compilation's arena also its scratch arena. */
void arena_free_all(Arena *a);

/* Shorthands on the compilation's arena. */
#define NEW(cc, T) ((T *)arena_alloc(&(cc)->arena, sizeof(T)))
#define NEWN(cc, T, n) ((T *)arena_alloc(&(cc)->arena, sizeof(T) * (size_t)(n)))
/* Temporaries of one step of a phase (an optimizer pass, one rebuild of an
 * analysis), in the scratch arena: the step's caller releases them with
 * arena_mark/arena_release, so steps reuse the same pages. */
#define TMPN(cc, T, n) ((T *)arena_alloc(cc_scratch(cc), sizeof(T) * (size_t)(n)))

/* ---- growable arrays ---------------------------------------------------- */

/* `Vec(T)` is an anonymous struct; declare fields as `Vec(Node *) items;`. */
#define Vec(T) struct { T *data; uint32_t len, cap; }
void vec_grow_(Arena *a, void **data, uint32_t *cap, size_t elem, uint32_t need);
#define vec_push(arena, v, x)                                                    \
    do {                                                                         \
        if ((v)->len == (v)->cap)                                                \
            vec_grow_((arena), (void **)&(v)->data, &(v)->cap, sizeof(*(v)->data), \
                      (v)->len + 1);                                             \
        (v)->data[(v)->len++] = (x);                                             \
    } while (0)
#define vec_reserve(arena, v, n)                                                 \
    do {                                                                         \
        if ((n) > (v)->cap)                                                      \
            vec_grow_((arena), (void **)&(v)->data, &(v)->cap, sizeof(*(v)->data), (n)); \
    } while (0)
#define vec_last(v) ((v)->data[(v)->len - 1])
#define vec_pop(v) ((v)->data[--(v)->len])

/* A growable byte buffer for building text and binary output. */
typedef struct Buf {
    char *data;
    size_t len, cap;
    Arena *arena;
} Buf;
void buf_init(Buf *b, Arena *a);
void buf_put(Buf *b, const void *p, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_putc(Buf *b, char c);
void buf_printf(Buf *b, const char *fmt, ...) OSH_PRINTF(2, 3);
void buf_vprintf(Buf *b, const char *fmt, va_list ap);
const char *buf_cstr(Buf *b); /* NUL-terminates (not counted in len) */

/* ---- interned strings (intern.c) ---------------------------------------- */

/* Interned strings are NUL-terminated and compared by pointer. */
typedef const char *Str;
Str str_intern(Cc *cc, const char *s, size_t n);
Str str_intern_c(Cc *cc, const char *s);
Str str_intern_lit(Cc *cc, const char *lit); /* a string of static storage: its own key */

/* ---- hash map (map.c): pointer-sized keys or string keys ------------------ */

/* Open addressing, insertion never reorders what iteration callers keep in
 * their own Vec: never iterate a Map for output (determinism). */
typedef struct MapEntry { const void *key; size_t klen; void *val; uint64_t hash; } MapEntry;
typedef struct Map {
    MapEntry *slots;
    uint32_t cap, used;
    Arena *arena;      /* where slots and key copies go; NULL: the compilation's */
} Map;
uint64_t hash_bytes(const void *p, size_t n);
/* 32-bit FNV-1a of a C string (hash.c): stable names for tables and guards. */
uint32_t hash_fnv32(const char *s);
/* A stable 128-bit FNV-1a over a stream (hash.c): the cache key. */
typedef struct Hash128 { uint64_t hi, lo; } Hash128;
void hash128_init(Hash128 *h);
void hash128_bytes(Hash128 *h, const void *p, size_t n);
void hash128_str(Hash128 *h, const char *s);   /* length-prefixed; NULL differs from "" */
void hash128_u64(Hash128 *h, uint64_t v);      /* 8 bytes, little-endian */
void hash128_hex(const Hash128 *h, char out[33]);
/* Keys by identity (pointers, interned Str, small integers cast to pointers). */
void *map_get(const Map *m, const void *key);
void map_put(Cc *cc, Map *m, const void *key, void *val);
void map_copy(Cc *cc, Map *dst, const Map *src, uint32_t room);
/* Keys by content (bytes p[0..n)); the key is copied into the arena. */
void *map_get_s(const Map *m, const char *p, size_t n);
void map_put_s(Cc *cc, Map *m, const char *p, size_t n, void *val);
/* Sizes an empty map for about n entries, so that filling it does not
 * rehash; a map already in use is left as it is. */
/* The SPIR-V version (0x10500 for 1.5) of a -fspv-target-env= value (NULL:
 * the default, vulkan1.2); 0 when it is not a target (target_env.c). */
uint32_t target_env_spirv(const char *env);
void map_reserve(Cc *cc, Map *m, uint32_t n);

/* A 256-bit filter over a set of interned names, asked before a map that
 * holds few of the names it is asked about: "no" is sure, "maybe" goes on
 * to the map. Names are only added. */
typedef struct StrFilter { uint64_t w[4]; } StrFilter;
static inline unsigned str_filter_bit(Str s)
{
    uintptr_t x = (uintptr_t)s;
    return (unsigned)((x >> 4) ^ (x >> 12)) & 255;
}
static inline void str_filter_add(StrFilter *f, Str s)
{
    unsigned b = str_filter_bit(s);
    f->w[b >> 6] |= 1ull << (b & 63);
}
static inline bool str_filter_maybe(const StrFilter *f, Str s)
{
    unsigned b = str_filter_bit(s);
    return f->w[b >> 6] >> (b & 63) & 1;
}

/* ---- source files (source.c) -------------------------------------------- */

typedef struct SrcFile {
    uint32_t id;
    Str name;          /* as spelled in diagnostics */
    Str path;          /* how it was opened; its folder anchors quoted includes */
    const char *text;  /* NUL-terminated */
    size_t len;
    uint32_t *line_starts; /* offsets; computed on demand */
    uint32_t line_count;
} SrcFile;

/* A place in the source: file id (index into cc->files), 1-based line/col.
 * file == 0 with line == 0 means "no place". File 0 is the main file. */
typedef struct Loc {
    uint32_t file;
    uint32_t line;
    uint32_t col;
} Loc;

SrcFile *src_add(Cc *cc, const char *name, const char *path, const char *text, size_t len);
SrcFile *src_file(Cc *cc, uint32_t id);
/* The text of line `line` (1-based) without its newline; *len receives its length. */
const char *src_line(Cc *cc, uint32_t file, uint32_t line, size_t *len);

/* ---- diagnostics (diag.c, codes in diag_codes.def) ---------------------- */

typedef enum DiagId {
#define DIAG(id, num, sev, name, fmt) id,
#include "diag_codes.def"
#undef DIAG
    DIAG_COUNT
} DiagId;

typedef struct DiagInfo {
    const char *code;   /* "OSH0123" */
    osh_severity severity;
    const char *name;   /* for -Wno-<name> on warnings */
    const char *fmt;
} DiagInfo;
const DiagInfo *diag_info(DiagId id);

typedef struct Diag {
    DiagId id;
    osh_severity severity; /* after -WX / -Wno- */
    Loc loc;
    const char *msg;
} Diag;

/* Reports a diagnostic at `loc` with the table's format. Returns false when
 * the diagnostic was suppressed (disabled warning). Too many errors unwinds. */
bool diag(Cc *cc, Loc loc, DiagId id, ...);
/* A note attached to the last reported diagnostic (include chain, macro
 * expansion, candidates); dropped when that diagnostic was suppressed.
 * Notes are stored as diagnostics with id D_NOTE. */
void diag_note(Cc *cc, Loc loc, const char *fmt, ...) OSH_PRINTF(3, 4);
/* An internal invariant broke: report OSH0002 and unwind. Never returns. */
_Noreturn void diag_ice(Cc *cc, Loc loc, const char *fmt, ...) OSH_PRINTF(3, 4);
/* Unwind now (after a fatal diagnostic was reported). */
_Noreturn void cc_bail(Cc *cc);
static inline bool cc_has_errors(const Cc *cc);

/* ---- limits ------------------------------------------------------------- */

enum {
    LIMIT_SOURCE_BYTES = 16 << 20,
    LIMIT_INCLUDE_DEPTH = 64,
    LIMIT_MACRO_DEPTH = 256,
    LIMIT_MACRO_TOKENS = 1 << 20,   /* tokens produced by macro expansion (was 4M: an
                                       exponential macro took 1.5 s to reach it) */
    LIMIT_NESTING = 256,            /* expressions, statements, types */
    LIMIT_ARRAY_ELEMENTS = 1 << 24,
    LIMIT_UNROLL = 4096,
    LIMIT_CALL_DEPTH = 64,
    LIMIT_ARENA_BYTES = 768u << 20,
};

/* ---- the compilation ---------------------------------------------------- */

/* Shader stages, in the order of DXC's __SHADER_STAGE_* values. */
typedef enum Stage {
    STAGE_PIXEL = 0, STAGE_VERTEX = 1, STAGE_GEOMETRY = 2, STAGE_HULL = 3,
    STAGE_DOMAIN = 4, STAGE_COMPUTE = 5, STAGE_LIBRARY = 6,
    STAGE_RAYGEN = 7, STAGE_INTERSECTION = 8, STAGE_ANYHIT = 9, STAGE_CLOSESTHIT = 10,
    STAGE_MISS = 11, STAGE_CALLABLE = 12, STAGE_MESH = 13, STAGE_AMPLIFICATION = 14,
    STAGE_NONE = 15,
} Stage;

/* "cs_6_0" -> stage, model; false when the profile is not one we know. */
bool profile_parse(const char *profile, Stage *stage, int *major, int *minor);
const char *stage_name(Stage s); /* "compute", "pixel", ... */

struct Cc {
    Arena arena;
    Arena scratch;              /* temporaries: see TMPN; use through cc_scratch */
    osh_allocator alloc;
    const osh_options *opt;
    Stage stage;                /* from the profile */
    int sm_major, sm_minor;
    uint32_t spirv_version;     /* target_env_spirv of the option (driver): 0x10500 for vulkan1.2 */
    int hlsl_version;           /* 2021 unless -HV says otherwise */
    jmp_buf unwind;
    osh_status unwind_status;   /* OSH_OUT_OF_MEMORY or OSH_COMPILE_ERROR */

    Vec(SrcFile *) files;
    Vec(Diag) diags;
    uint32_t error_count, warning_count;
    uint32_t max_errors;
    bool last_suppressed;       /* notes after a suppressed warning are dropped */

    Map strings;                /* interning */
    /* The names every compilation interns (punctuators, directives,
     * keywords), when the table above started as a copy of the context's,
     * which has them: each phase takes its names from here instead of
     * interning them again. NULL: intern them. */
    const Str *known_pp, *known_kw;

    /* Per-phase state hangs here so that phases can find each other. */
    struct PP *pp;
    struct Ast *ast;
    struct TypeTable *types;    /* hlsl/type.c: interned types */
};

static inline bool cc_has_errors(const Cc *cc) { return cc->error_count > 0; }

/* The scratch arena, set up on first use with the main arena's limit (so a
 * Cc that only initialized `arena` works); arena_free_all(&cc->arena) frees it. */
static inline Arena *cc_scratch(Cc *cc)
{
    if (!cc->scratch.cc) {
        cc->scratch.cc = cc;
        cc->scratch.limit = cc->arena.limit;
    }
    return &cc->scratch;
}

/* Memory from the host allocator directly, outside the arena (arena.c). */
void *cc_host_alloc(const osh_allocator *al, size_t n);
void cc_host_free(const osh_allocator *al, void *p, size_t n);
void *cc_default_alloc(void *user, void *ptr, size_t old, size_t size); /* libc's */

#endif
