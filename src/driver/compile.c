/*
 * The pipeline. osh_compile reads as the compiler: preprocess, parse and
 * check, lower the entry point to IR, optimize, emit SPIR-V or WGSL, reflect.
 * Everything a compilation allocates comes from one arena, which the result
 * owns until osh_result_free. A failure anywhere (out of memory, a fatal
 * diagnostic, an internal error) unwinds to here with longjmp.
 */
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
    uint8_t tried;           /* BUILT_* bits: built, or failed for want of memory */
    const char *disasm;      /* -Fc */
    size_t disasm_len;
    const char **entries;    /* lib_6_x: [shader("...")] functions, then their stages */
    const char **entry_stages;
    size_t entry_count;
    osh_diagnostic *diags;
    size_t diag_count;
};

enum { BUILT_REFL = 1, BUILT_JSON = 2, BUILT_HEADER = 4 };

const char *osh_version(void) { return OSH_VERSION_STRING; }

static void *default_alloc(void *user, void *ptr, size_t old, size_t size)
{
    (void)user;
    (void)old;
    if (size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, size);
}

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
    osh_allocator al = {default_alloc, NULL};
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
    opt->entry = "main";
    opt->target = OSH_TARGET_SPIRV;
    opt->hlsl_version = 2021;
    opt->opt_level = 3;
    opt->target_env = "vulkan1.2";
}

/* Turns the compilation's diagnostics into the API's form. */
static void export_diagnostics(osh_result *r)
{
    Cc *cc = r->cc;
    r->diag_count = cc->diags.len;
    r->diags = NEWN(cc, osh_diagnostic, cc->diags.len ? cc->diags.len : 1);
    for (uint32_t i = 0; i < cc->diags.len; i++) {
        Diag *d = &cc->diags.data[i];
        osh_diagnostic *o = &r->diags[i];
        o->code = d->id == D_NOTE ? NULL : diag_info(d->id)->code;
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
    if (!profile_parse(opt->profile, &cc->stage, &cc->sm_major, &cc->sm_minor)) {
        diag(cc, none, D_UNKNOWN_PROFILE, opt->profile ? opt->profile : "(none)");
        return false;
    }
    /* The module is SPIR-V 1.5 (Vulkan 1.2), 1.6 for vulkan1.3 and 1.3
     * for vulkan1.1 as DXC emits; Vulkan 1.0 (SPIR-V 1.0, no subgroup
     * operations) is not a target. */
    if (opt->target_env && strcmp(opt->target_env, "vulkan1.2") != 0 &&
        strcmp(opt->target_env, "vulkan1.3") != 0 && strcmp(opt->target_env, "universal1.5") != 0 &&
        strcmp(opt->target_env, "vulkan1.1") != 0) {
        diag(cc, none, D_BAD_OPTION,
             arena_sprintf(&cc->arena,
                           "unsupported target environment '%s' (OneShader emits SPIR-V 1.5 for "
                           "vulkan1.2 or universal1.5, 1.6 for vulkan1.3 and 1.3 for vulkan1.1)",
                           opt->target_env));
        return false;
    }
    return true;
}

/* -fspv-extension=: when any is given, every extension the module declares
 * must be one of them ("KHR" allows every SPV_KHR_ one, as in DXC). */
static void check_extensions(Cc *cc, const osh_options *opt, const osh_reflection *refl)
{
    if (!opt->spv_extension_count || opt->target != OSH_TARGET_SPIRV)
        return;
    for (size_t i = 0; i < refl->extension_count; i++) {
        const char *ext = refl->extensions[i];
        bool ok = false;
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
        osh_reflection *refl = reflect_build(m, opt->target);
        r->tried |= BUILT_REFL;
        r->refl = refl;
        if (refl)
            check_extensions(cc, opt, refl);
    }
}

static osh_result *compile_one(osh_context *ctx, const char *filename, const char *source,
                               size_t len, const osh_options *options);

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
        r->alloc = ctx->alloc;
        r->status = OSH_OUT_OF_MEMORY;
    }
    return r;
}

static osh_result *or_oom(osh_context *ctx, osh_result *r) { return r ? r : oom_result(ctx); }

/* lib_6_x with an entry point: the front end lists the library's entry
 * points; the one asked for is then compiled with the profile of the stage
 * its [shader("...")] attribute names (lib_6_3 + [shader("pixel")] is
 * ps_6_3), so it gets that stage's checks, built-ins and execution model.
 * Libraries themselves only reach the front end. */
osh_result *osh_compile(osh_context *ctx, const char *filename, const char *source,
                        size_t len, const osh_options *options)
{
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
    char profile[16];
    profile[0] = 0;
    for (size_t i = 0; i < lr->entry_count; i++) {
        const char *pre = stage_prefix(lr->entry_stages[i]);
        if (pre && !strcmp(lr->entries[i], entry))
            snprintf(profile, sizeof profile, "%s%s", pre, options->profile + 3);
    }
    osh_result_free(lr);
    if (!profile[0])
        return or_oom(ctx, compile_one(ctx, filename, source, len, options));
    osh_options one = *options;
    one.profile = profile;
    return or_oom(ctx, compile_one(ctx, filename, source, len, &one));
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
 * the result: a result is read by one thread at a time. Out of memory while
 * building gives NULL, and the same on later requests (`tried` remembers). */
static const void *build_lazily(osh_result *r, unsigned what)
{
    Cc *cc = r->cc;
    if (!cc || !r->module)
        return NULL;
    if (setjmp(cc->unwind) != 0)
        return NULL; /* the pointer stays NULL */
    if (!(r->tried & BUILT_REFL)) {
        r->tried |= BUILT_REFL;
        r->refl = reflect_build(r->module, r->target);
    }
    if (!r->refl || what == BUILT_REFL || (r->tried & what))
        return what == BUILT_JSON ? (const void *)r->reflection
             : what == BUILT_HEADER ? (const void *)r->header : (const void *)r->refl;
    r->tried |= what;
    if (what == BUILT_HEADER)
        return r->header = reflect_c_header(r->module, r->refl, &r->header_len);
    return r->reflection = reflect_to_json(cc, r->refl, &r->reflection_len);
}

const char *osh_result_reflection_json(const osh_result *r, size_t *len)
{
    /* the result was allocated writable by compile_one: const is the API's promise
     * that the caller's view does not change */
    const char *t = r ? build_lazily((osh_result *)r, BUILT_JSON) : NULL;
    if (len)
        *len = t ? r->reflection_len : 0;
    return t;
}

const osh_reflection *osh_result_reflection(const osh_result *r)
{
    return r ? build_lazily((osh_result *)r, BUILT_REFL) : NULL;
}

const char *osh_result_c_header(const osh_result *r, size_t *len)
{
    const char *t = r ? build_lazily((osh_result *)r, BUILT_HEADER) : NULL;
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
    if (r->cc) {
        arena_free_all(&r->cc->arena);
        cc_host_free(&r->alloc, r->cc, sizeof *r->cc);
    }
    osh_allocator al = r->alloc;
    cc_host_free(&al, r, sizeof *r);
}
