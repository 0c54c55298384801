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
#include "spirv/spirv.h"
#include "wgsl/wgsl.h"

struct osh_context {
    osh_allocator alloc;
};

struct osh_result {
    osh_allocator alloc;
    Cc *cc;                  /* owns the arena everything below lives in */
    osh_status status;
    uint32_t *words;
    size_t word_count;
    const char *text;
    size_t text_len;
    const char *reflection;
    size_t reflection_len;
    const osh_reflection *refl;
    const char *header;      /* the generated C header */
    size_t header_len;
    osh_diagnostic *diags;
    size_t diag_count;
};

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

void *cc_host_alloc(const osh_allocator *al, size_t n) { return al->fn(al->user, NULL, 0, n); }
void cc_host_free(const osh_allocator *al, void *p, size_t n)
{
    if (p)
        al->fn(al->user, p, n, 0);
}

osh_context *osh_context_create(const osh_allocator *allocator)
{
    osh_allocator al = {default_alloc, NULL};
    if (allocator && allocator->fn)
        al = *allocator;
    osh_context *ctx = cc_host_alloc(&al, sizeof *ctx);
    if (ctx)
        ctx->alloc = al;
    return ctx;
}

void osh_context_destroy(osh_context *ctx)
{
    if (ctx)
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
        o->file = f ? f->name : NULL;
        o->line = d->loc.line;
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
    if (opt->target_env && strcmp(opt->target_env, "vulkan1.2") != 0 &&
        strcmp(opt->target_env, "vulkan1.1") != 0 && strcmp(opt->target_env, "vulkan1.3") != 0 &&
        strcmp(opt->target_env, "universal1.5") != 0) {
        diag(cc, none, D_BAD_OPTION,
             arena_sprintf(&cc->arena, "unsupported target environment '%s' (OneShader targets vulkan1.2)",
                           opt->target_env));
        return false;
    }
    return true;
}

/* The whole pipeline for one source and one entry point. */
static void compile(osh_result *r, const char *filename, const char *source, size_t len)
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
    if (cc_has_errors(cc) || opt->target == OSH_TARGET_NONE || opt->dump_ast)
        return;

    /* 3. Lower the entry point to IR. */
    IrModule *m = lower_entry(cc, ast, opt->entry ? opt->entry : "main", opt->target);
    if (!m || cc_has_errors(cc))
        return;

    /* 4. Optimize (level 0 still legalizes). */
    if (!opt_run(m, opt->opt_level) || cc_has_errors(cc))
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
    } else {
        Buf b;
        buf_init(&b, &cc->arena);
        if (!wgsl_emit(m, &b))
            return;
        r->text = buf_cstr(&b);
        r->text_len = b.len;
    }

    /* 6. Reflect. */
    osh_reflection *refl = reflect_build(m, opt->target);
    if (refl) {
        r->refl = refl;
        r->reflection = reflect_to_json(cc, refl, &r->reflection_len);
        r->header = reflect_c_header(m, refl, &r->header_len);
    }
}

osh_result *osh_compile(osh_context *ctx, const char *filename, const char *source,
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
        compile(r, filename ? filename : "<stdin>", source ? source : "", len);
    } else {
        unwound = 1;
    }
    if (unwound && cc->unwind_status == OSH_OUT_OF_MEMORY) {
        /* The arena may be exhausted: report without allocating from it more
         * than the out-of-memory diagnostic needs; if even that fails, the
         * status alone says it. */
        r->status = OSH_OUT_OF_MEMORY;
        r->words = NULL;
        r->text = NULL;
        r->reflection = NULL;
        r->refl = NULL;
        r->header = NULL;
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
        r->words = NULL;
        r->word_count = 0;
        if (!options->preprocess_only)
            r->text = NULL;
        r->reflection = NULL;
        r->refl = NULL;
        r->header = NULL;
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

const char *osh_result_reflection_json(const osh_result *r, size_t *len)
{
    if (len)
        *len = r && r->reflection ? r->reflection_len : 0;
    return r ? r->reflection : NULL;
}

const osh_reflection *osh_result_reflection(const osh_result *r) { return r ? r->refl : NULL; }

const char *osh_result_c_header(const osh_result *r, size_t *len)
{
    if (len)
        *len = r && r->header ? r->header_len : 0;
    return r ? r->header : NULL;
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
