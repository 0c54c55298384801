/*
 * The pipeline. osh_compile reads as the compiler: preprocess, parse and
 * check, lower the entry point to IR, optimize, emit SPIR-V or WGSL, reflect.
 * Everything a compilation allocates comes from one arena, which the result
 * owns until osh_result_free. A failure anywhere (out of memory, a fatal
 * diagnostic, an internal error) unwinds to here with longjmp.
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "hlsl/hlsl.h"
#include "lower/lower.h"
#include "opt/opt.h"
#include "pp/pp.h"
#include "reflect/reflect.h"
#include "spirv/disasm.h"
#include "spirv/spirv.h"
#include "wgsl/wgsl.h"

/* Besides the allocator, a context holds the table of names that every
 * compilation interns (punctuators, directive words, keywords), built once
 * here and copied by each compilation instead of interned again: a few
 * microseconds a compilation, a tenth of a small one. The keys are the
 * library's own string constants, so a result never points into the
 * context. Read-only after osh_context_create, as the API promises. */
typedef struct Names {
    Cc cc;                    /* its arena holds the table's slots */
    Str pp[PP_KNOWN_COUNT];
    Str kw[HLSL_KNOWN_COUNT];
} Names;

struct osh_context {
    osh_allocator alloc;
    Names *names;
};

struct osh_result {
    osh_allocator alloc;
    Cc *cc;                  /* owns the arena everything below lives in */
    osh_status status;
    uint32_t *words;
    size_t word_count;
    const char *text;
    size_t text_len;
    IrModule *module;        /* what reflection is built from, on first request */
    osh_target target;
    const osh_reflection *refl;
    const char *reflection;  /* JSON */
    size_t reflection_len;
    const char *header;      /* the generated C header */
    size_t header_len;
    const char *header_name; /* osh_options.header_name, copied */
    uint8_t tried;           /* BUILT_* bits: built, or failed for want of memory */
    const char *disasm;      /* -Fc */
    size_t disasm_len;
    const char **entries;    /* lib_6_x: [shader("...")] functions, then their stages */
    const char **entry_stages;
    size_t entry_count;
    /* A library compiled whole: the compilations of its entry points after
     * the first (this result is the first's, its words the linked module);
     * freed with it. */
    struct osh_result **parts;
    size_t part_count;
    osh_diagnostic *diags;
    size_t diag_count;
    Hash128 key_start;       /* the cache key's hash over the options (cache_key_start) */
    bool key_started;        /* the source was preprocessed */
    char cache_key[33];      /* "" until result_cache_key finishes it */
    /* Held while a lazy product (reflection, JSON, header, cache key) is
     * built: the API hands out a const result that any number of threads may
     * read at once, and building writes to it and to its arena. */
    atomic_flag lazy_lock;
};

enum { BUILT_REFL = 1, BUILT_JSON = 2, BUILT_HEADER = 4 };

const char *osh_version(void) { return OSH_VERSION_STRING; }

static Names *build_names(const osh_allocator *al)
{
    Names *n = cc_host_alloc(al, sizeof *n);
    if (!n)
        return NULL;
    memset(n, 0, sizeof *n);
    Cc *cc = &n->cc;
    cc->alloc = *al;
    cc->arena.cc = cc;
    cc->arena.limit = 1 << 20;
    if (setjmp(cc->unwind) != 0) { /* out of memory */
        arena_free_all(&cc->arena);
        cc_host_free(al, n, sizeof *n);
        return NULL;
    }
    map_reserve(cc, &cc->strings, 256); /* room for a small shader's names too */
    pp_known_names(cc, n->pp);
    hlsl_known_names(cc, n->kw);
    return n;
}

/* The compilation's intern table starts as a copy of the context's. */
static void seed_names(Cc *cc, const Names *names, size_t source_len)
{
    map_copy(cc, &cc->strings, &names->cc.strings, 64 + (uint32_t)(source_len / 32));
    cc->known_pp = names->pp;
    cc->known_kw = names->kw;
}

osh_context *osh_context_create(const osh_allocator *allocator)
{
    osh_allocator al = {cc_default_alloc, NULL};
    if (allocator && allocator->fn)
        al = *allocator;
    osh_context *ctx = cc_host_alloc(&al, sizeof *ctx);
    if (!ctx)
        return NULL;
    ctx->alloc = al;
    ctx->names = build_names(&al);
    if (!ctx->names) { /* out of memory: no context */
        cc_host_free(&al, ctx, sizeof *ctx);
        return NULL;
    }
    return ctx;
}

void osh_context_destroy(osh_context *ctx)
{
    if (!ctx)
        return;
    if (ctx->names) {
        arena_free_all(&ctx->names->cc.arena);
        cc_host_free(&ctx->alloc, ctx->names, sizeof *ctx->names);
    }
    cc_host_free(&ctx->alloc, ctx, sizeof *ctx);
}

void osh_options_init(osh_options *opt)
{
    memset(opt, 0, sizeof *opt);
    opt->struct_size = sizeof *opt;
    opt->entry = "main";
    opt->target = OSH_TARGET_SPIRV;
    opt->hlsl_version = 2021;
    opt->opt_level = 3;
    opt->target_env = "vulkan1.2";
}

/* Whether diagnostic i lacks the include-chain notes it may need: not a note,
 * at a place, and not followed by the chain already (the preprocessor's own). */
static bool lacks_chain(const Diag *d, uint32_t n, uint32_t i)
{
    return d[i].id != D_NOTE && d[i].loc.line &&
           !(i + 1 < n && d[i + 1].id == D_NOTE &&
             strncmp(d[i + 1].msg, "in file included from ", 22) == 0);
}

/* A diagnostic of a later phase in an #included file gets the include chain
 * as notes, as the preprocessor's own have (clang's "In file included from"). */
static void add_include_chains(Cc *cc)
{
    const Diag *od = cc->diags.data;
    uint32_t on = cc->diags.len, i = 0;
    while (i < on && !lacks_chain(od, on, i))
        i++;
    if (i == on)
        return; /* nothing to add: the list stays as it is */
    memset(&cc->diags, 0, sizeof cc->diags);
    for (i = 0; i < on; i++) {
        vec_push(&cc->arena, &cc->diags, od[i]);
        if (lacks_chain(od, on, i)) {
            cc->last_suppressed = false;
            pp_include_notes(cc, od[i].loc.file);
        }
    }
}

/* Turns the compilation's diagnostics into the API's form. */
static void export_diagnostics(osh_result *r)
{
    Cc *cc = r->cc;
    add_include_chains(cc);
    r->diag_count = cc->diags.len;
    r->diags = NEWN(cc, osh_diagnostic, cc->diags.len ? cc->diags.len : 1);
    for (uint32_t i = 0; i < cc->diags.len; i++) {
        Diag *d = &cc->diags.data[i];
        osh_diagnostic *o = &r->diags[i];
        o->code = d->id == D_NOTE ? NULL : diag_info(d->id)->code;
        o->name = d->id != D_NOTE && diag_info(d->id)->severity == OSH_SEVERITY_WARNING
                      ? diag_info(d->id)->name : NULL;
        o->severity = d->severity;
        SrcFile *f = d->loc.line ? src_file(cc, d->loc.file) : NULL;
        /* File and line as #line presumes them (as clang and DXC report);
         * the source line shown is the physical one. */
        o->file = f ? f->name : NULL;
        o->line = d->loc.line;
        if (f)
            pp_presumed(cc, d->loc, &o->file, &o->line);
        o->column = d->loc.col;
        o->message = d->msg;
        size_t len;
        const char *line = f ? src_line(cc, d->loc.file, d->loc.line, &len) : NULL;
        o->source_line = line ? arena_strndup(&cc->arena, line, len) : NULL;
    }
}

static bool check_options(Cc *cc, const osh_options *opt)
{
    Loc none = {0, 0, 0};
    if (opt->struct_size == SIZE_MAX) { /* from_caller's mark */
        diag(cc, none, D_BAD_OPTION,
             "the options come from a newer OneShader and set fields this library does not know "
             "(osh_options.struct_size is larger than this library's osh_options)");
        return false;
    }
    if (!profile_parse(opt->profile, &cc->stage, &cc->sm_major, &cc->sm_minor)) {
        diag(cc, none, D_UNKNOWN_PROFILE, opt->profile ? opt->profile : "(none)");
        return false;
    }
    /* The SPIR-V version of the target environment (base/target_env.c). */
    cc->spirv_version = target_env_spirv(opt->target_env);
    if (!cc->spirv_version) {
        diag(cc, none, D_BAD_OPTION,
             arena_sprintf(&cc->arena,
                           "unsupported target environment '%s' (OneShader emits SPIR-V 1.3 for "
                           "vulkan1.1, 1.4 for vulkan1.1spirv1.4, 1.5 for vulkan1.2, 1.6 for vulkan1.3 "
                           "and vulkan1.4, 1.N for universal1.N from 1.3 to 1.6; Vulkan 1.0 has no "
                           "subgroup operations and is not a target)",
                           opt->target_env));
        return false;
    }
    /* -fspv-extension= names an extension (SPV_ and a name) or is KHR, as
     * DXC requires; a misspelt one would otherwise only narrow the list. */
    for (size_t i = 0; opt->target == OSH_TARGET_SPIRV && i < opt->spv_extension_count; i++) {
        const char *e = opt->spv_extensions[i];
        bool ok = e && (!strcmp(e, "KHR") || (!strncmp(e, "SPV_", 4) && e[4]));
        for (const char *p = e ? e : ""; ok && *p; p++)
            ok = (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
                 *p == '_';
        if (!ok) {
            diag(cc, none, D_BAD_OPTION,
                 arena_sprintf(&cc->arena,
                               "unknown SPIR-V extension '%s' (-fspv-extension= takes an "
                               "extension's name, SPV_..., or KHR)",
                               e ? e : "(null)"));
            return false;
        }
    }
    return true;
}

/* -fspv-extension=: when any is given, every extension the module declares
 * must be one of them ("KHR" allows every SPV_KHR_ one, as in DXC). */
static void check_extensions(Cc *cc, const osh_options *opt, const osh_reflection *refl, const IrModule *m)
{
    if (!opt->spv_extension_count || opt->target != OSH_TARGET_SPIRV)
        return;
    for (size_t i = 0; i < refl->extension_count; i++) {
        const char *ext = refl->extensions[i];
        bool ok = false;
        /* The shader's own [[vk::ext_extension]]: what it asks for, as DXC. */
        for (uint32_t k = 0; k < m->asked_extensions.len && !ok; k++)
            ok = !strcmp(m->asked_extensions.data[k], ext);
        /* -fspv-use-vulkan-memory-model asks for its extension itself, as in
         * DXC (volatile.interface.raygen.vk1p1.hlsl). */
        ok = ok || (opt->vulkan_memory_model && !strcmp(ext, "SPV_KHR_vulkan_memory_model"));
        for (size_t k = 0; k < opt->spv_extension_count && !ok; k++) {
            const char *a = opt->spv_extensions[k];
            ok = a && (!strcmp(a, ext) || (!strcmp(a, "KHR") && !strncmp(ext, "SPV_KHR_", 8)));
        }
        if (ok)
            continue;
        Buf b;
        buf_init(&b, &cc->arena);
        for (size_t k = 0; k < opt->spv_extension_count; k++)
            buf_printf(&b, "%s%s", k ? ", " : "", opt->spv_extensions[k] ? opt->spv_extensions[k] : "");
        diag(cc, (Loc){0, 0, 0}, D_REFLECT_EXTENSION_NOT_ALLOWED, ext, buf_cstr(&b));
    }
}

/* osh_result_cache_key: what the output depends on, and nothing else, so
 * that identical checkouts on any machine agree. The compiler's version,
 * every option that changes the output or the diagnostics, then the bytes of
 * every file the preprocessor opened (the source first). Paths, include
 * folders and the include handler are left out: the contents they led to
 * are hashed instead (no output names its files). verify_ir and max_errors
 * only check or shorten: left out too. The options are hashed when the
 * source has been preprocessed (they need not outlive osh_compile); the
 * files, which stay with the result, only when the key is asked for, so a
 * compilation that never asks does not hash its source. */
static void cache_key_start(Cc *cc, const osh_options *o, Hash128 *out)
{
    Hash128 h;
    hash128_init(&h);
    hash128_str(&h, "oneshader " OSH_VERSION_STRING);
    hash128_str(&h, o->profile);
    hash128_str(&h, o->entry ? o->entry : "main");
    uint64_t ints[] = {(uint64_t)o->target, (uint64_t)(o->hlsl_version ? o->hlsl_version : 2021),
                       (uint64_t)o->opt_level, (uint64_t)o->enable_16bit_types,
                       (uint64_t)o->pack_matrix_row_major, (uint64_t)o->warnings_as_errors,
                       (uint64_t)o->layout, (uint64_t)o->invert_y, (uint64_t)o->use_dx_position_w,
                       (uint64_t)o->spv_reflect, (uint64_t)o->preprocess_only,
                       (uint64_t)o->dump_ir, (uint64_t)o->dump_ast, (uint64_t)o->disassemble};
    for (size_t i = 0; i < countof(ints); i++)
        hash128_u64(&h, ints[i]);
    hash128_str(&h, o->target_env ? o->target_env : "vulkan1.2");
    /* The later dxc options, only when one is set: keys without them stay
     * what they were. */
    uint64_t later[] = {o->auto_binding_space, (uint64_t)o->bind_globals, o->globals_binding,
                        o->globals_set, (uint64_t)o->auto_shift_bindings, (uint64_t)o->denorm,
                        o->spv_max_id, (uint64_t)o->nonzero_base_instance,
                        (uint64_t)o->nonzero_base_vertex, (uint64_t)o->stage_io_alpha,
                        (uint64_t)o->preserve_interface};
    bool any_later = false;
    for (size_t i = 0; i < countof(later); i++)
        any_later |= later[i] != 0;
    for (size_t i = 0; any_later && i < countof(later); i++)
        hash128_u64(&h, later[i]);
    /* Added later still: keys without them unchanged. */
    if (o->flatten_resource_arrays)
        hash128_str(&h, "-fspv-flatten-resource-arrays");
    if (o->legacy_buffer_matrix_order)
        hash128_str(&h, "-fspv-use-legacy-buffer-matrix-order");
    if (o->preserve_bindings)
        hash128_str(&h, "-fspv-preserve-bindings");
    if (o->vulkan_memory_model)
        hash128_str(&h, "-fspv-use-vulkan-memory-model");
    if (o->pack_optimized)
        hash128_str(&h, "-pack-optimized");
    if (o->ieee_strict)
        hash128_str(&h, "-Gis");
    if (o->maximal_reconvergence)
        hash128_str(&h, "-fspv-enable-maximal-reconvergence");
    if (o->wgsl_push_constant_pinned) {
        hash128_str(&h, "-fwgsl-push-constant-binding");
        hash128_u64(&h, o->wgsl_push_constant_group);
        hash128_u64(&h, o->wgsl_push_constant_binding);
    }
    if (o->header_name) /* the C header's guard and prefix */
        hash128_str(&h, o->header_name);
    const struct { int given; unsigned binding, set; const char *flag; } heaps[] = {
        {o->resource_heap_given, o->resource_heap_binding, o->resource_heap_set, "-fvk-bind-resource-heap"},
        {o->sampler_heap_given, o->sampler_heap_binding, o->sampler_heap_set, "-fvk-bind-sampler-heap"},
        {o->counter_heap_given, o->counter_heap_binding, o->counter_heap_set, "-fvk-bind-counter-heap"},
    };
    for (size_t i = 0; i < countof(heaps); i++)
        if (heaps[i].given) {
            hash128_str(&h, heaps[i].flag);
            hash128_u64(&h, heaps[i].binding);
            hash128_u64(&h, heaps[i].set);
        }
    if (o->debug_info) {
        hash128_str(&h, "debug-info");
        hash128_u64(&h, o->debug_info);
        if (o->debug_info & OSH_DEBUG_TOOL) /* written into the module */
            hash128_str(&h, o->command_line);
    }
    hash128_str(&h, o->spv_entrypoint_name);
    hash128_u64(&h, o->disabled_warning_count);
    for (size_t i = 0; i < o->disabled_warning_count; i++)
        hash128_str(&h, o->disabled_warnings[i]);
    hash128_u64(&h, o->define_count);
    for (size_t i = 0; i < o->define_count; i++) {
        hash128_str(&h, o->defines[i].name);
        hash128_str(&h, o->defines[i].value);
    }
    hash128_u64(&h, o->undefine_count);
    for (size_t i = 0; i < o->undefine_count; i++) {
        hash128_str(&h, o->undefines[i]);
        hash128_u64(&h, o->undefine_after ? o->undefine_after[i] : (uint64_t)o->define_count);
    }
    hash128_u64(&h, o->shift_count);
    for (size_t i = 0; i < o->shift_count; i++) {
        const osh_register_shift *sh = &o->shifts[i];
        uint64_t v[] = {(uint64_t)(unsigned char)sh->kind, (uint64_t)(int64_t)sh->shift,
                        (uint64_t)(int64_t)sh->space};
        for (size_t k = 0; k < countof(v); k++)
            hash128_u64(&h, v[k]);
    }
    hash128_u64(&h, o->bind_register_count);
    for (size_t i = 0; i < o->bind_register_count; i++) {
        const osh_bind_register *b = &o->bind_registers[i];
        uint64_t v[] = {(uint64_t)(unsigned char)b->kind, (uint64_t)(int64_t)b->reg,
                        (uint64_t)(int64_t)b->space, (uint64_t)(int64_t)b->binding,
                        (uint64_t)(int64_t)b->set};
        for (size_t k = 0; k < countof(v); k++)
            hash128_u64(&h, v[k]);
    }
    hash128_u64(&h, o->spv_extension_count);
    for (size_t i = 0; i < o->spv_extension_count; i++)
        hash128_str(&h, o->spv_extensions[i]);
    hash128_u64(&h, cc->files.len);
    *out = h;
}

/* The cache key (osh_result_cache_key), finished on the first request: the
 * bytes of every file the preprocessor opened (the source first). */
static const char *result_cache_key(osh_result *r)
{
    if (!r->key_started)
        return NULL;
    if (!r->cache_key[0]) {
        Hash128 h = r->key_start;
        for (uint32_t i = 0; i < r->cc->files.len; i++) {
            const SrcFile *f = r->cc->files.data[i];
            hash128_u64(&h, f->len);
            hash128_bytes(&h, f->text, f->len);
        }
        hash128_hex(&h, r->cache_key);
    }
    return r->cache_key;
}

/* Reflection of the result's module, with its cache key. */
static osh_reflection *build_reflection(osh_result *r)
{
    osh_reflection *refl = reflect_build(r->module, r->target);
    if (refl)
        refl->cache_key = result_cache_key(r);
    return refl;
}

/* The whole pipeline for one source and one entry point. */
static void compile(osh_result *r, const Names *names, const char *filename, const char *source,
                    size_t len)
{
    Cc *cc = r->cc;
    const osh_options *opt = cc->opt;

    if (!check_options(cc, opt)) {
        r->status = OSH_INVALID_ARGUMENT;
        return;
    }
    if (len > LIMIT_SOURCE_BYTES) {
        src_add(cc, filename, filename, "", 0);
        diag(cc, (Loc){0, 0, 0}, D_SOURCE_TOO_LARGE, filename, (unsigned)LIMIT_SOURCE_BYTES);
        return;
    }
    /* Even a small shader interns a few hundred names (keywords, predefined
     * macros, built-ins): the table starts as a copy of the context's, with
     * room for the source's own names, instead of doubling from 16. */
    seed_names(cc, names, len);
    char *text = arena_strndup(&cc->arena, source, len);
    src_add(cc, filename, filename, text, len);

    /* 1. Preprocess. */
    uint32_t ntoks = 0;
    Token *toks = pp_run(cc, &ntoks);
    cache_key_start(cc, opt, &r->key_start); /* every file is open now */
    r->key_started = true;
    if (opt->preprocess_only) {
        r->text = pp_print(cc, toks, ntoks, &r->text_len);
        return;
    }
    if (cc_has_errors(cc))
        return;

    /* 2. Parse and check. */
    struct Ast *ast = hlsl_frontend(cc, toks, ntoks);
    if (opt->dump_ast && ast) {
        Buf b;
        buf_init(&b, &cc->arena);
        hlsl_dump_ast(cc, ast, &b);
        r->text = buf_cstr(&b);
        r->text_len = b.len;
    }
    if (ast && cc->stage == STAGE_LIBRARY && !cc_has_errors(cc))
        r->entry_count = hlsl_library_entries(cc, ast, &r->entries, &r->entry_stages);
    if (cc_has_errors(cc) || opt->target == OSH_TARGET_NONE || opt->dump_ast)
        return;

    /* 3. Lower the entry point to IR. */
    IrModule *m = lower_entry(cc, ast, opt->entry ? opt->entry : "main", opt->target);
    if (!m || cc_has_errors(cc))
        return;

    /* 4. Optimize (level 0 still legalizes). */
    if (!opt_run(m, opt->opt_level, opt->target == OSH_TARGET_SPIRV) || cc_has_errors(cc))
        return;
    if (opt->dump_ir) {
        Buf b;
        buf_init(&b, &cc->arena);
        ir_print(m, &b);
        r->text = buf_cstr(&b);
        r->text_len = b.len;
        return;
    }

    /* 5. Emit. */
    if (opt->target == OSH_TARGET_SPIRV) {
        if (!spv_emit(m, &r->words, &r->word_count))
            return;
        if (opt->disassemble)
            r->disasm = spv_disassemble(cc, r->words, r->word_count, &r->disasm_len);
    } else {
        Buf b;
        buf_init(&b, &cc->arena);
        if (!wgsl_emit(m, &b))
            return;
        r->text = buf_cstr(&b);
        r->text_len = b.len;
        if (opt->disassemble) {
            r->disasm = r->text;
            r->disasm_len = r->text_len;
        }
    }

    /* 6. Reflect: when asked for (osh_result_reflection and the JSON build it
     * from the module), except that -fspv-extension needs it now to refuse
     * an extension it does not allow. */
    r->module = m;
    r->target = opt->target;
    if (opt->spv_extension_count && opt->target == OSH_TARGET_SPIRV) {
        osh_reflection *refl = build_reflection(r);
        r->tried |= BUILT_REFL;
        r->refl = refl;
        if (refl)
            check_extensions(cc, opt, refl, m);
    }
}

static osh_result *compile_one(osh_context *ctx, const char *filename, const char *source,
                               size_t len, const osh_options *options);
static void drop_outputs(osh_result *r, bool keep_text);

/* The profile prefix of a [shader("...")] stage, or NULL. */
static const char *stage_prefix(const char *stage)
{
    static const char *const map[][2] = {
        {"compute", "cs"}, {"vertex", "vs"}, {"pixel", "ps"}, {"geometry", "gs"},
        {"hull", "hs"}, {"domain", "ds"}, {"mesh", "ms"}, {"amplification", "as"},
    };
    for (size_t i = 0; i < countof(map); i++)
        if (stage && !strcmp(stage, map[i][0]))
            return map[i][1];
    return NULL;
}

/* After a first compilation of a library succeeded, a later result that
 * cannot be allocated is reported as an out-of-memory result (NULL means the
 * very first request failed). */
static osh_result *oom_result(osh_context *ctx)
{
    osh_result *r = cc_host_alloc(&ctx->alloc, sizeof *r);
    if (r) {
        memset(r, 0, sizeof *r);
        atomic_flag_clear(&r->lazy_lock);
        r->alloc = ctx->alloc;
        r->status = OSH_OUT_OF_MEMORY;
    }
    return r;
}

static osh_result *or_oom(osh_context *ctx, osh_result *r) { return r ? r : oom_result(ctx); }

/* One entry point of library `lr`, compiled with the profile of the stage
 * its [shader("...")] attribute names (a ray tracing stage keeps the lib_
 * profile: raytrace.c). */
static osh_result *compile_entry(osh_context *ctx, const char *filename, const char *source, size_t len,
                                 const osh_options *options, const osh_result *lr, const char *entry)
{
    char profile[16];
    profile[0] = 0;
    for (size_t i = 0; i < lr->entry_count; i++) {
        const char *pre = stage_prefix(lr->entry_stages[i]);
        if (pre && !strcmp(lr->entries[i], entry))
            snprintf(profile, sizeof profile, "%s%s", pre, options->profile + 3);
    }
    osh_options one = *options;
    if (profile[0])
        one.profile = profile;
    one.entry = entry; /* a string of lr's: freed after the compilation */
    return compile_one(ctx, filename, source, len, &one);
}

/* Runs fn(arg) with an unwind target on cc's arena: false when it ran out of
 * memory (or otherwise unwound). */
static bool guarded(Cc *cc, void (*fn)(void *), void *arg)
{
    if (setjmp(cc->unwind) != 0)
        return false;
    fn(arg);
    return true;
}

typedef struct WholeLib {
    osh_result *r;           /* the first entry's result, which becomes the library's */
    osh_result **parts;      /* every entry's, r first */
    size_t n;
    const osh_result *lr;    /* the library's entry list */
    const osh_options *options;
    bool linked;
} WholeLib;

static void report_wgsl_whole(void *arg)
{
    WholeLib *wl = arg;
    Cc *cc = wl->r->cc;
    Buf names;
    buf_init(&names, &cc->arena);
    for (size_t i = 0; i < wl->n; i++)
        buf_printf(&names, "%s'%s'", i ? ", " : "", wl->lr->entries[i]);
    diag(cc, (Loc){0, 0, 0}, D_LIBRARY_WGSL_WHOLE, buf_cstr(&names));
    export_diagnostics(wl->r);
}

/* The parts' modules linked into r, with every part's warnings (each once),
 * the library's entry list and a cache key over every part's. */
static void link_parts(void *arg)
{
    WholeLib *wl = arg;
    osh_result *r = wl->r, **parts = wl->parts;
    size_t n = wl->n;
    Cc *cc = r->cc;
    r->parts = NEWN(cc, osh_result *, n - 1); /* freed with r */
    memcpy(r->parts, parts + 1, (n - 1) * sizeof *parts);
    r->part_count = n - 1;
    const uint32_t **mods = NEWN(cc, const uint32_t *, n);
    size_t *counts = NEWN(cc, size_t, n);
    for (size_t i = 0; i < n; i++) {
        mods[i] = parts[i]->words;
        counts[i] = parts[i]->word_count;
    }
    uint32_t *words;
    size_t count;
    if (!spv_link(cc, mods, counts, n, &words, &count)) { /* reported */
        export_diagnostics(r);
        return;
    }
    r->words = words;
    r->word_count = count;
    if (wl->options->disassemble)
        r->disasm = spv_disassemble(cc, words, count, &r->disasm_len);
    size_t nd = 0;
    for (size_t i = 0; i < n; i++)
        nd += parts[i]->diag_count;
    osh_diagnostic *d = NEWN(cc, osh_diagnostic, nd ? nd : 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < parts[i]->diag_count; j++) {
            const osh_diagnostic *x = &parts[i]->diags[j];
            bool dup = false;
            for (size_t e = 0; e < k && !dup; e++)
                dup = d[e].line == x->line && d[e].column == x->column && !strcmp(d[e].message, x->message) &&
                      (d[e].file == x->file || (d[e].file && x->file && !strcmp(d[e].file, x->file)));
            if (!dup)
                d[k++] = *x;
        }
    r->diags = d;
    r->diag_count = k;
    r->entries = NEWN(cc, const char *, n);
    r->entry_stages = NEWN(cc, const char *, n);
    for (size_t i = 0; i < n; i++) {
        r->entries[i] = arena_strndup(&cc->arena, wl->lr->entries[i], strlen(wl->lr->entries[i]));
        r->entry_stages[i] = arena_strndup(&cc->arena, wl->lr->entry_stages[i], strlen(wl->lr->entry_stages[i]));
    }
    r->entry_count = n;
    Hash128 h;
    hash128_init(&h);
    hash128_str(&h, "library compiled whole");
    for (size_t i = 0; i < n; i++) {
        hash128_u64(&h, parts[i]->key_start.hi);
        hash128_u64(&h, parts[i]->key_start.lo);
    }
    r->key_start = h;
    wl->linked = true;
}

/* A library compiled whole, as DXC compiles one: every entry point on its
 * own (its stage's rules), then the SPIR-V modules linked into one
 * (spirv/link.c). The result is the first entry's, holding the others
 * (parts) for their reflection. WGSL has no linker here: one entry point at
 * a time. Takes lr. */
static osh_result *whole_library(osh_context *ctx, const char *filename, const char *source, size_t len,
                                 const osh_options *options, osh_result *lr)
{
    size_t n = lr->entry_count;
    WholeLib wl = {lr, NULL, n, lr, options, false};
    if (options->target != OSH_TARGET_SPIRV) {
        if (guarded(lr->cc, report_wgsl_whole, &wl))
            lr->status = OSH_COMPILE_ERROR;
        else
            lr->status = OSH_OUT_OF_MEMORY;
        return lr;
    }
    osh_result **parts = cc_host_alloc(&ctx->alloc, n * sizeof *parts);
    if (!parts) {
        osh_result_free(lr);
        return oom_result(ctx);
    }
    memset(parts, 0, n * sizeof *parts);
    osh_result *bad = NULL;
    for (size_t i = 0; i < n && !bad; i++) {
        parts[i] = or_oom(ctx, compile_entry(ctx, filename, source, len, options, lr, lr->entries[i]));
        if (parts[i]->status != OSH_OK)
            bad = parts[i];
    }
    osh_result *r = bad ? bad : parts[0];
    if (bad) {
        for (size_t i = 0; i < n; i++)
            if (parts[i] != bad)
                osh_result_free(parts[i]);
    } else {
        wl.r = r;
        wl.parts = parts;
        bool ok = guarded(r->cc, link_parts, &wl);
        if (!wl.linked) {
            r->status = ok ? OSH_COMPILE_ERROR : OSH_OUT_OF_MEMORY;
            drop_outputs(r, false);
            if (!r->part_count) /* the parts did not reach r */
                for (size_t i = 1; i < n; i++)
                    osh_result_free(parts[i]);
        }
    }
    cc_host_free(&ctx->alloc, parts, n * sizeof *parts);
    osh_result_free(lr);
    return r;
}

/* lib_6_x with an entry point: the front end lists the library's entry
 * points; the one asked for is then compiled with the profile of the stage
 * its [shader("...")] attribute names (lib_6_3 + [shader("pixel")] is
 * ps_6_3), so it gets that stage's checks, built-ins and execution model.
 * Libraries themselves only reach the front end. */
/* The caller's options as this library's: a struct from an older header
 * (a smaller struct_size) gets the defaults for what it lacks; one from a
 * newer header may be larger if what this library does not know is zero,
 * else it is marked (struct_size SIZE_MAX) for check_options to refuse. */
static const osh_options *from_caller(const osh_options *in, osh_options *out)
{
    if (!in || !in->struct_size || in->struct_size == sizeof *out)
        return in;
    osh_options_init(out);
    size_t n = in->struct_size < sizeof *out ? in->struct_size : sizeof *out;
    memcpy(out, in, n);
    out->struct_size = sizeof *out;
    for (size_t i = sizeof *out; i < in->struct_size; i++)
        if (((const unsigned char *)in)[i])
            out->struct_size = SIZE_MAX;
    if (n < offsetof(osh_options, profile) + sizeof out->profile)
        out->profile = NULL;
    return out;
}

osh_result *osh_compile(osh_context *ctx, const char *filename, const char *source,
                        size_t len, const osh_options *caller)
{
    osh_options normalized;
    const osh_options *options = from_caller(caller, &normalized);
    if (!ctx || !options || !options->profile || strncmp(options->profile, "lib_", 4) != 0 ||
        options->target == OSH_TARGET_NONE || options->preprocess_only || options->dump_ast)
        return compile_one(ctx, filename, source, len, options);
    osh_options list = *options;
    list.target = OSH_TARGET_NONE;
    osh_result *lr = compile_one(ctx, filename, source, len, &list);
    if (!lr)
        return oom_result(ctx);
    if (lr->status == OSH_OUT_OF_MEMORY)
        return lr; /* a second try could succeed and hide the failure */
    if (lr->status != OSH_OK) {
        osh_result_free(lr);
        return or_oom(ctx, compile_one(ctx, filename, source, len, options)); /* reports the errors */
    }
    const char *entry = options->entry ? options->entry : "main";
    bool named = false;
    for (size_t i = 0; i < lr->entry_count; i++)
        named |= !strcmp(lr->entries[i], entry);
    /* DXC ignores -E for a library: when it names none of the library's
     * entries, the library is compiled whole (one entry: that one). */
    if (!named && lr->entry_count > 1)
        return whole_library(ctx, filename, source, len, options, lr);
    if (!named && lr->entry_count == 1)
        entry = lr->entries[0];
    osh_result *r = or_oom(ctx, compile_entry(ctx, filename, source, len, options, lr, entry));
    osh_result_free(lr);
    return r;
}

/* A failed compilation hands out no output (the preprocessed text of -E
 * stays: it shows what the errors were about). */
static void drop_outputs(osh_result *r, bool keep_text)
{
    r->words = NULL;
    r->word_count = 0;
    if (!keep_text)
        r->text = NULL;
    r->module = NULL;
    r->refl = NULL;
    r->reflection = NULL;
    r->header = NULL;
    r->disasm = NULL;
}

static osh_result *compile_one(osh_context *ctx, const char *filename, const char *source,
                               size_t len, const osh_options *options)
{
    if (!ctx)
        return NULL;
    osh_result *r = cc_host_alloc(&ctx->alloc, sizeof *r);
    if (!r)
        return NULL;
    memset(r, 0, sizeof *r);
    atomic_flag_clear(&r->lazy_lock);
    r->alloc = ctx->alloc;
    if (!options || (!source && len)) {
        r->status = OSH_INVALID_ARGUMENT;
        return r;
    }
    Cc *cc = cc_host_alloc(&ctx->alloc, sizeof *cc);
    if (!cc) {
        r->status = OSH_OUT_OF_MEMORY;
        return r;
    }
    memset(cc, 0, sizeof *cc);
    cc->alloc = ctx->alloc;
    cc->opt = options;
    cc->arena.cc = cc;
    cc->arena.limit = LIMIT_ARENA_BYTES;
    cc->max_errors = options->max_errors ? options->max_errors : 20;
    cc->hlsl_version = options->hlsl_version ? options->hlsl_version : 2021;
    r->cc = cc;
    if (options->header_name)
        r->header_name = arena_strndup(&cc->arena, options->header_name, strlen(options->header_name));

    /* volatile: read after longjmp */
    volatile int unwound = 0;
    if (setjmp(cc->unwind) == 0) {
        compile(r, ctx->names, filename ? filename : "<stdin>", source ? source : "", len);
    } else {
        unwound = 1;
    }
    if (unwound && cc->unwind_status == OSH_OUT_OF_MEMORY) {
        /* The arena may be exhausted: report without allocating from it more
         * than the out-of-memory diagnostic needs; if even that fails, the
         * status alone says it. */
        r->status = OSH_OUT_OF_MEMORY;
        drop_outputs(r, false);
        cc->arena.limit += 1 << 20; /* headroom for the report */
        if (setjmp(cc->unwind) == 0) {
            Diag d = {D_OUT_OF_MEMORY, OSH_SEVERITY_ERROR, {0, 0, 0},
                      "out of memory: the compilation needed more memory than it could get"};
            vec_push(&cc->arena, &cc->diags, d);
            export_diagnostics(r);
        } else {
            r->diag_count = 0;
            r->diags = NULL;
        }
        return r;
    }
    if (setjmp(cc->unwind) == 0) {
        export_diagnostics(r);
    } else {
        r->status = OSH_OUT_OF_MEMORY;
        r->diag_count = 0;
        return r;
    }
    if (cc->error_count) {
        if (r->status != OSH_INVALID_ARGUMENT)
            r->status = OSH_COMPILE_ERROR;
        drop_outputs(r, options->preprocess_only);
    }
    return r;
}

osh_status osh_result_status(const osh_result *r) { return r ? r->status : OSH_OUT_OF_MEMORY; }

const uint32_t *osh_result_spirv(const osh_result *r, size_t *n)
{
    if (n)
        *n = r && r->words ? r->word_count : 0;
    return r ? r->words : NULL;
}

const char *osh_result_text(const osh_result *r, size_t *len)
{
    if (len)
        *len = r && r->text ? r->text_len : 0;
    return r ? r->text : NULL;
}

const char *osh_result_disassembly(const osh_result *r, size_t *len)
{
    if (len)
        *len = r && r->disasm ? r->disasm_len : 0;
    return r ? r->disasm : NULL;
}

/* Reflection costs as much as emitting the code at -O0, and most hosts want
 * none of it (the command asks with -Fre / -Fhdr), so each product is built
 * on its first request, from the compilation's module and arena: the
 * reflection, then the JSON or the C header from it. Building one writes to
 * the result, so it happens under the result's lazy_lock (lazy_begin): any
 * number of threads may read one result at once, and the first to ask
 * builds while the others wait (a build takes milliseconds, so they spin).
 * Out of memory while building gives NULL, and the same on later requests
 * (`tried` remembers). */
static osh_result *lazy_begin(const osh_result *cr)
{
    /* the result was allocated writable by compile_one: const is the API's
     * promise that the caller's view does not change */
    osh_result *r = (osh_result *)cr;
    while (atomic_flag_test_and_set_explicit(&r->lazy_lock, memory_order_acquire))
        ;
    return r;
}

static void lazy_end(osh_result *r) { atomic_flag_clear_explicit(&r->lazy_lock, memory_order_release); }

static const void *build_lazily_locked(osh_result *r, unsigned what)
{
    Cc *cc = r->cc;
    if (!cc || !r->module)
        return NULL;
    if (setjmp(cc->unwind) != 0)
        return NULL; /* the pointer stays NULL */
    if (!(r->tried & BUILT_REFL)) {
        r->tried |= BUILT_REFL;
        r->refl = build_reflection(r);
    }
    if (!r->refl || what == BUILT_REFL || (r->tried & what))
        return what == BUILT_JSON ? (const void *)r->reflection
             : what == BUILT_HEADER ? (const void *)r->header : (const void *)r->refl;
    r->tried |= what;
    if (what == BUILT_HEADER)
        return r->header = reflect_c_header(r->module, r->refl, r->header_name, &r->header_len);
    if (r->part_count) { /* a library compiled whole: every entry point */
        const osh_reflection **all = NEWN(cc, const osh_reflection *, r->part_count + 1);
        all[0] = r->refl;
        for (size_t i = 0; i < r->part_count; i++)
            if (!(all[i + 1] = osh_result_reflection(r->parts[i])))
                return NULL;
        return r->reflection = reflect_to_json_many(cc, all, r->part_count + 1, &r->reflection_len);
    }
    return r->reflection = reflect_to_json(cc, r->refl, &r->reflection_len);
}

static const void *build_lazily(const osh_result *cr, unsigned what)
{
    osh_result *r = lazy_begin(cr);
    const void *p = build_lazily_locked(r, what);
    lazy_end(r);
    return p;
}

const char *osh_result_reflection_json(const osh_result *r, size_t *len)
{
    const char *t = r ? build_lazily(r, BUILT_JSON) : NULL;
    if (len)
        *len = t ? r->reflection_len : 0;
    return t;
}

const osh_reflection *osh_result_reflection(const osh_result *r)
{
    return r ? build_lazily(r, BUILT_REFL) : NULL;
}

size_t osh_result_module_entry_count(const osh_result *r)
{
    return !r || !r->module ? 0 : 1 + r->part_count;
}

const osh_reflection *osh_result_module_entry_reflection(const osh_result *r, size_t i)
{
    if (!r || i >= osh_result_module_entry_count(r))
        return NULL;
    return osh_result_reflection(i ? r->parts[i - 1] : r);
}

const char *osh_result_c_header(const osh_result *r, size_t *len)
{
    const char *t = r ? build_lazily(r, BUILT_HEADER) : NULL;
    if (len)
        *len = t ? r->header_len : 0;
    return t;
}

size_t osh_result_entry_point_count(const osh_result *r) { return r ? r->entry_count : 0; }

const char *osh_result_entry_point(const osh_result *r, size_t i, const char **stage)
{
    if (!r || i >= r->entry_count)
        return NULL;
    if (stage)
        *stage = r->entry_stages[i];
    return r->entries[i];
}

size_t osh_result_diagnostic_count(const osh_result *r) { return r ? r->diag_count : 0; }

const osh_diagnostic *osh_result_diagnostic(const osh_result *r, size_t i)
{
    return r && i < r->diag_count ? &r->diags[i] : NULL;
}

const char *osh_result_cache_key(const osh_result *r)
{
    /* finished on the first call, as the reflection is built (build_lazily) */
    if (!r || !r->cc)
        return NULL;
    osh_result *w = lazy_begin(r);
    const char *k = result_cache_key(w);
    lazy_end(w);
    return k;
}

size_t osh_result_dependency_count(const osh_result *r)
{
    return r && r->cc ? r->cc->files.len : 0;
}

const char *osh_result_dependency(const osh_result *r, size_t i)
{
    return r && r->cc && i < r->cc->files.len ? r->cc->files.data[i]->path : NULL;
}

void osh_result_free(osh_result *r)
{
    if (!r)
        return;
    for (size_t i = 0; i < r->part_count; i++)
        osh_result_free(r->parts[i]);
    if (r->cc) {
        arena_free_all(&r->cc->arena);
        cc_host_free(&r->alloc, r->cc, sizeof *r->cc);
    }
    osh_allocator al = r->alloc;
    cc_host_free(&al, r, sizeof *r);
}
