/*
 * Debug information in the SPIR-V module (-Zi, -fspv-debug=), as dxc's
 * categories (docs/SPIR-V.rst, "Debugging"):
 *
 *   file    OpString with each source file's name (the main file and every
 *           included one), OpSource HLSL <model> naming the main file
 *   source  each file's text: OpSource per file, OpSourceContinued for the
 *           part past one instruction's 65535 words
 *   line    OpLine <file> <line> <column> before the instructions of each
 *           place in the source (again at the start of every block, where
 *           SPIR-V ends an OpLine's reach)
 *   tool    OpModuleProcessed "oneshader-version: ..." and, when the host
 *           gives it, "oneshader-cl-option: <the command line>" (SPIR-V 1.1)
 *
 * The text is each file as read, not the preprocessed text dxc embeds: the
 * places OpLine gives are those of the files, and includes keep their own
 * names.
 *
 * The rich form (vulkan): NonSemantic.Shader.DebugInfo.100, or with
 * OSH_DEBUG_OPENCL (dxc's rich modes) OpenCL.DebugInfo.100. The two sets
 * share the numbers of the instructions both have; OpenCL.DebugInfo.100
 * takes literals where the other takes the ids of constants (lines,
 * columns, flags, encodings, counts), has no DebugTypeMatrix (an array of
 * the scalar with both counts, as dxc), no DebugFunctionDefinition (the
 * DebugFunction names its OpFunction), no DebugSourceContinued (the text
 * in one OpString: a longer file is cut at its last whole character
 * within 65,000 words), no DebugLine (OpLine instead), a DebugTypeMember
 * that names its DebugTypeComposite, and a DebugDeclare without indexes.
 */
#include "spirv/emit_int.h"
#include "spirv/unified1/NonSemanticShaderDebugInfo100.h"
#include "spirv/unified1/OpenCLDebugInfo100.h"

enum { CHUNK_BYTES = 65000 * 4 }; /* text per instruction, well inside 65535 words */

/* The length of the next chunk of text, not splitting a UTF-8 sequence
 * (each literal stays valid UTF-8 on its own). */
static size_t chunk_len_max(const char *s, size_t left, size_t max)
{
    if (left <= max)
        return left;
    size_t n = max;
    while (n > 1 && ((unsigned char)s[n] & 0xC0) == 0x80)
        n--;
    return n;
}

static size_t chunk_len(const char *s, size_t left) { return chunk_len_max(s, left, CHUNK_BYTES); }

/* A file's text: OSH_DEBUG_TEST_CHUNKS (dxc's vulkan-with-source-test) cuts
 * it into 13-byte pieces, as DXC does, so that the continued forms show. */
static size_t text_chunk(const Spv *S, const char *s, size_t left)
{
    return chunk_len_max(s, left, S->debug & OSH_DEBUG_TEST_CHUNKS ? 13 : CHUNK_BYTES);
}

/* The file's text up to a NUL byte (a literal string ends there). */
static size_t text_len(const SrcFile *f)
{
    const char *nul = f->text ? memchr(f->text, 0, f->len) : NULL;
    return f->text ? (nul ? (size_t)(nul - f->text) : f->len) : 0;
}

static void source(Spv *S, const SrcFile *f, uint32_t file_id, uint32_t version)
{
    Inst I;
    inst_init(&I, SpvOpSource);
    put(S, &I, SpvSourceLanguageHLSL);
    put(S, &I, version);
    put(S, &I, file_id);
    size_t left = S->debug & OSH_DEBUG_SOURCE ? text_len(f) : 0;
    const char *p = f->text;
    if (S->debug & OSH_DEBUG_SOURCE) {
        size_t n = text_chunk(S, p, left);
        put_strn(S, &I, p, n);
        p += n;
        left -= n;
    }
    finish(S, SEC_STRINGS, &I);
    while (left) {
        size_t n = text_chunk(S, p, left);
        inst_init(&I, SpvOpSourceContinued);
        put_strn(S, &I, p, n);
        finish(S, SEC_STRINGS, &I);
        p += n;
        left -= n;
    }
}

/* ---- NonSemantic.Shader.DebugInfo.100 (OSH_DEBUG_VULKAN) ------------------ */

/* OpExtInst %void <set> <inst> operands... with result id `id` (0: a new
 * one), at module scope or in the function being emitted; its result id. */
static uint32_t ext_to(Spv *S, int sec, uint32_t id, uint32_t inst, const uint32_t *ops, uint32_t n)
{
    if (!S->nsdi)
        S->nsdi = S->bound++;
    if (!id)
        id = S->bound++;
    Inst I;
    inst_init(&I, SpvOpExtInst);
    put(S, &I, type_id(S, ir_type_void(S->m), 0));
    put(S, &I, id);
    put(S, &I, S->nsdi);
    put(S, &I, inst);
    for (uint32_t i = 0; i < n; i++)
        put(S, &I, ops[i]);
    finish(S, sec, &I);
    return id;
}

static uint32_t ext(Spv *S, int sec, uint32_t inst, const uint32_t *ops, uint32_t n)
{
    return ext_to(S, sec, 0, inst, ops, n);
}

static uint32_t string_id(Spv *S, const char *s, size_t n)
{
    uint32_t id = S->bound++;
    Inst I;
    inst_init(&I, SpvOpString);
    put(S, &I, id);
    put_strn(S, &I, s, n);
    finish(S, SEC_STRINGS, &I);
    return id;
}

static uint32_t str_c(Spv *S, const char *s) { return string_id(S, s, strlen(s)); }

static uint32_t u32c(Spv *S, uint32_t v) { return spv_const_u32(S, v); }

static bool opencl(const Spv *S) { return (S->debug & OSH_DEBUG_OPENCL) != 0; }

/* A line, column, flag, encoding or count: a literal in
 * OpenCL.DebugInfo.100, an OpConstant's id in the NonSemantic set. */
static uint32_t lit(Spv *S, uint32_t v) { return opencl(S) ? v : u32c(S, v); }

/* DebugTypeBasic <name> <size> <encoding> [<flags>: NonSemantic only]. */
static uint32_t basic(Spv *S, const char *name, uint32_t size, uint32_t enc)
{
    uint32_t ops[4] = {str_c(S, name), u32c(S, size), lit(S, enc), lit(S, 0)};
    return ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugTypeBasic, ops, opencl(S) ? 3 : 4);
}

/* OpenCL.DebugInfo.100's array type (it has no matrix type): the innermost
 * element that is not an array, vector of a matrix or matrix, with each
 * dimension's count, outermost first (float3x4 a[2]: float 2 3 4, as dxc). */
static uint32_t debug_type(Spv *S, IrTypeId t, uint32_t cu, int depth);
static uint32_t opencl_array(Spv *S, IrTypeId t, uint32_t cu, int depth)
{
    IrModule *m = S->m;
    uint32_t counts[16], n = 0;
    bool in_matrix = false;
    for (;;) {
        const IrType *ty = ir_type(m, t);
        bool dim = ty->kind == IR_TY_ARRAY || ty->kind == IR_TY_RUNTIME_ARRAY || ty->kind == IR_TY_MATRIX ||
                   (in_matrix && ty->kind == IR_TY_VECTOR);
        if (!dim || n == countof(counts))
            break;
        counts[n++] = u32c(S, ty->kind == IR_TY_RUNTIME_ARRAY ? 0 : ty->count);
        in_matrix = ty->kind == IR_TY_MATRIX;
        t = ty->elem;
    }
    uint32_t ops[1 + countof(counts)];
    ops[0] = debug_type(S, t, cu, depth + 1);
    memcpy(ops + 1, counts, n * sizeof *counts);
    return ext(S, SEC_TYPES, OpenCLDebugInfo100DebugTypeArray, ops, 1 + n);
}

/* The size of a value of type t in bits (DebugTypeComposite/Member). */
static uint32_t bits_of(IrModule *m, IrTypeId t, int depth)
{
    const IrType *ty = ir_type(m, t);
    if (depth > 64)
        return 0;
    switch (ty->kind) {
    case IR_TY_BOOL: return 32;
    case IR_TY_INT: case IR_TY_FLOAT: return ty->width;
    case IR_TY_VECTOR: case IR_TY_MATRIX: case IR_TY_ARRAY:
        return ty->count * bits_of(m, ty->elem, depth + 1);
    case IR_TY_STRUCT: {
        uint32_t n = 0;
        for (uint32_t i = 0; i < ty->member_count; i++)
            n += bits_of(m, ty->members[i].type, depth + 1);
        return n;
    }
    default: return 0;
    }
}

/* The debug type of an IR type (cached); what the debug information cannot
 * describe (images, samplers, acceleration structures) is an unspecified
 * basic type named after it. */
static uint32_t debug_type(Spv *S, IrTypeId t, uint32_t cu, int depth)
{
    IrModule *m = S->m;
    uintptr_t hit = (uintptr_t)map_get(&S->dtypes, (void *)(uintptr_t)(t + 1));
    if (hit)
        return (uint32_t)hit;
    const IrType *ty = ir_type(m, t);
    uint32_t id = 0;
    if (depth > 32)
        return basic(S, "?", 0, 0);
    if (opencl(S) && (ty->kind == IR_TY_MATRIX || ty->kind == IR_TY_ARRAY || ty->kind == IR_TY_RUNTIME_ARRAY)) {
        id = opencl_array(S, t, cu, depth);
        map_put(S->cc, &S->dtypes, (void *)(uintptr_t)(t + 1), (void *)(uintptr_t)id);
        return id;
    }
    switch (ty->kind) {
    case IR_TY_VOID:
        id = type_id(S, t, 0);
        break;
    case IR_TY_BOOL: case IR_TY_INT: case IR_TY_FLOAT: {
        const char *name = ty->kind == IR_TY_BOOL ? "bool"
                           : ty->kind == IR_TY_FLOAT ? (ty->width == 16 ? "half" : ty->width == 64 ? "double" : "float")
                           : ty->is_signed ? (ty->width == 16 ? "int16_t" : ty->width == 64 ? "int64_t" : "int")
                                           : (ty->width == 16 ? "uint16_t" : ty->width == 64 ? "uint64_t" : "uint");
        uint32_t enc = ty->kind == IR_TY_BOOL ? 2 : ty->kind == IR_TY_FLOAT ? 3 : ty->is_signed ? 4 : 6;
        id = basic(S, name, ty->kind == IR_TY_BOOL ? 32 : ty->width, enc);
        break;
    }
    case IR_TY_VECTOR: {
        uint32_t ops[2] = {debug_type(S, ty->elem, cu, depth + 1), lit(S, ty->count)};
        id = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugTypeVector, ops, 2);
        break;
    }
    case IR_TY_MATRIX: {
        uint32_t ops[3] = {debug_type(S, ty->elem, cu, depth + 1), u32c(S, ty->count),
                           value_id(S, ir_const_bool(m, true))};
        id = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugTypeMatrix, ops, 3);
        break;
    }
    case IR_TY_ARRAY: case IR_TY_RUNTIME_ARRAY: {
        uint32_t ops[2] = {debug_type(S, ty->elem, cu, depth + 1), u32c(S, ty->kind == IR_TY_ARRAY ? ty->count : 0)};
        id = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugTypeArray, ops, 2);
        break;
    }
    case IR_TY_POINTER:
        /* An out/inout parameter: described by its HLSL type, as dxc does. */
        id = debug_type(S, ty->elem, cu, depth + 1);
        break;
    case IR_TY_STRUCT: {
        /* NonSemantic: the members, then the composite naming them;
         * OpenCL.DebugInfo.100: the composite naming its members ahead,
         * then each member naming the composite (as dxc orders them). */
        uint32_t n = ty->member_count;
        uint32_t *ops = NEWN(S->cc, uint32_t, 9 + n);
        uint32_t *mops = NEWN(S->cc, uint32_t, 9 * n + 1);
        uint32_t off = 0, one = lit(S, 1), flags = lit(S, NonSemanticShaderDebugInfo100FlagIsPublic);
        uint32_t self = opencl(S) ? S->bound++ : 0;
        for (uint32_t i = 0; i < n; i++) {
            const IrMember *mb = &ty->members[i];
            uint32_t sz = bits_of(m, mb->type, 0);
            uint32_t at = ty->has_layout ? mb->offset * 8 : off;
            uint32_t *mo = mops + 9 * i, k = 0;
            mo[k++] = str_c(S, mb->name ? mb->name : "?");
            mo[k++] = debug_type(S, mb->type, cu, depth + 1);
            mo[k++] = S->dsources[0];
            mo[k++] = one;
            mo[k++] = one;
            if (self)
                mo[k++] = self;
            mo[k++] = u32c(S, at);
            mo[k++] = u32c(S, sz);
            mo[k++] = flags;
            ops[9 + i] = self ? S->bound++ : ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugTypeMember, mo, k);
            off = at + sz;
        }
        uint32_t nm = str_c(S, ty->name ? ty->name : "struct");
        uint32_t head[9] = {nm, one /* Structure */, S->dsources[0], one, one, cu, nm, u32c(S, bits_of(m, t, 0)), flags};
        memcpy(ops, head, sizeof head);
        id = ext_to(S, SEC_TYPES, self, NonSemanticShaderDebugInfo100DebugTypeComposite, ops, 9 + n);
        for (uint32_t i = 0; self && i < n; i++)
            ext_to(S, SEC_TYPES, ops[9 + i], OpenCLDebugInfo100DebugTypeMember, mops + 9 * i, 9);
        break;
    }
    default:
        id = basic(S, ty->kind == IR_TY_SAMPLER ? "sampler" : "resource", 0, 0);
        break;
    }
    map_put(S->cc, &S->dtypes, (void *)(uintptr_t)(t + 1), (void *)(uintptr_t)id);
    return id;
}

/* A function's DebugFunction (made when first named: a function only
 * inlined is named by the DebugScope of its inlined code). */
static uint32_t dfunc_of(Spv *S, IrFunc *f, bool defined);
static uint32_t dfunc(Spv *S, IrFunc *f) { return dfunc_of(S, f, false); }

/* DebugInfoNone (OpenCL.DebugInfo.100: the function of a DebugFunction
 * whose code is only inlined). */
static uint32_t info_none(Spv *S)
{
    if (!S->dnone)
        S->dnone = ext(S, SEC_TYPES, OpenCLDebugInfo100DebugInfoNone, NULL, 0);
    return S->dnone;
}

/* `defined`: f has an OpFunction in this module (vulkan_begin makes those
 * first), which an OpenCL.DebugInfo.100 DebugFunction names. */
static uint32_t dfunc_of(Spv *S, IrFunc *f, bool defined)
{
    uintptr_t hit = (uintptr_t)map_get(&S->dfuncs, (void *)(uintptr_t)f->id);
    if (hit)
        return (uint32_t)hit;
    Cc *cc = S->cc;
    IrModule *m = S->m;
    uint32_t cu = S->dcu, flags = lit(S, NonSemanticShaderDebugInfo100FlagIsPublic);
    IrType *ft = ir_type(m, f->fn_type);
    uint32_t np = ft->kind == IR_TY_FUNCTION ? ft->member_count : 0;
    uint32_t *tops = NEWN(cc, uint32_t, np + 2);
    tops[0] = flags;
    tops[1] = debug_type(S, f->ret, cu, 0);
    for (uint32_t k = 0; k < np; k++)
        tops[2 + k] = debug_type(S, ft->params[k], cu, 0);
    uint32_t fty = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugTypeFunction, tops, np + 2);
    /* Named as DXC names them: the HLSL entry (src.main) by its own name,
     * the entry point's wrapper __dxc_setup; an empty linkage name. */
    const char *name = f->name ? f->name : "";
    if (!strncmp(name, "src.", 4))
        name += 4;
    for (uint32_t e = 0; e < m->entries.len; e++)
        if (m->entries.data[e].func == f->id)
            name = "__dxc_setup";
    uint32_t nm = string_id(S, name, strlen(name));
    Loc at = f->loc;
    uint32_t file = at.file < S->nfiles ? at.file : 0;
    uint32_t line = at.line ? at.line : 1, col = at.col ? at.col : 1;
    uint32_t fops[10] = {nm, fty, S->dsources[file], lit(S, line), lit(S, col), cu, str_c(S, ""), flags,
                         lit(S, line), 0};
    if (opencl(S))
        fops[9] = defined ? value_id(S, f->id) : info_none(S);
    uint32_t df = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugFunction, fops, opencl(S) ? 10 : 9);
    map_put(cc, &S->dfuncs, (void *)(uintptr_t)f->id, (void *)(uintptr_t)df);
    return df;
}

/* DebugSource per file (its text when asked, DebugSourceContinued past one
 * OpString), DebugCompilationUnit, and a DebugFunction per function. */
static void vulkan_begin(Spv *S, const SpvReach *r)
{
    Cc *cc = S->cc;
    IrModule *m = S->m;
    if (m->spirv_version < 0x10600 && !opencl(S))
        ir_add_extension(m, "SPV_KHR_non_semantic_info");
    S->dsources = NEWN(cc, uint32_t, S->nfiles);
    for (uint32_t i = 0; i < S->nfiles; i++) {
        const SrcFile *f = cc->files.data[i];
        size_t left = S->debug & OSH_DEBUG_SOURCE ? text_len(f) : 0;
        const char *p = f->text;
        uint32_t ops[2] = {S->file_ids[i], 0};
        uint32_t n = 1;
        size_t k = !left ? 0 : opencl(S) ? chunk_len(p, left) : text_chunk(S, p, left);
        if (opencl(S) && k < left) { /* no DebugSourceContinued */
            diag(cc, (Loc){i, 1, 1}, D_SPV_DEBUG_TEXT_CUT, k, left);
            left = k;
        }
        if (left) {
            ops[n++] = string_id(S, p, k);
            p += k;
            left -= k;
        }
        S->dsources[i] = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugSource, ops, n);
        while (left) {
            k = text_chunk(S, p, left);
            uint32_t t = string_id(S, p, k);
            ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugSourceContinued, &t, 1);
            p += k;
            left -= k;
        }
    }
    /* Version: dxc writes 1 in OpenCL.DebugInfo.100, 100 in the other. */
    uint32_t cu_ops[4] = {lit(S, opencl(S) ? 1 : 100), lit(S, 4), S->dsources[0], lit(S, SpvSourceLanguageHLSL)};
    uint32_t cu = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugCompilationUnit, cu_ops, 4);
    S->dcu = cu;
    for (uint32_t i = 0; i < r->funcs.len; i++)
        dfunc_of(S, r->funcs.data[i], true);
    IrModule *mm = S->m;
    S->dlex_ids = NEWN(cc, uint32_t, mm->dlex.len + 1);
    S->dinl_ids = NEWN(cc, uint32_t, mm->dinl.len + 1);
    S->dlocal_ids = NEWN(cc, uint32_t, mm->dlocals.len + 1);
}

void spv_debug_begin(Spv *S, const SpvReach *r)
{
    Cc *cc = S->cc;
    S->debug = cc->opt ? cc->opt->debug_info : 0;
    if (S->debug & OSH_DEBUG_OPENCL)
        S->debug |= OSH_DEBUG_VULKAN;
    if (!(S->debug & (OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_LINE | OSH_DEBUG_VULKAN)) || !cc->files.len)
        return;
    S->nfiles = cc->files.len;
    S->file_ids = NEWN(cc, uint32_t, S->nfiles);
    uint32_t version = (uint32_t)(cc->sm_major * 100 + cc->sm_minor * 10);
    for (uint32_t i = 0; i < S->nfiles; i++) {
        const SrcFile *f = cc->files.data[i];
        const char *name = f->path ? f->path : f->name ? f->name : "";
        S->file_ids[i] = string_id(S, name, strlen(name));
        /* The main file always; an included one with its text. */
        if (!(S->debug & OSH_DEBUG_VULKAN) && (i == 0 || (S->debug & OSH_DEBUG_SOURCE)))
            source(S, f, S->file_ids[i], version);
    }
    if (S->debug & OSH_DEBUG_VULKAN)
        vulkan_begin(S, r);
}

/* The lexical scope (func, lex): a DebugLexicalBlock at the block's `{`
 * inside its parent, or the function's DebugFunction. */
static uint32_t lex_id(Spv *S, IrId func, uint32_t lex, int depth)
{
    IrModule *m = S->m;
    if (!lex || lex >= m->dlex.len || depth > 256) {
        IrValue *fv = func && func < m->values.len ? ir_value(m, func) : NULL;
        return fv && fv->kind == IV_FUNC ? dfunc(S, fv->u.f) : 0;
    }
    if (S->dlex_ids[lex])
        return S->dlex_ids[lex];
    const IrDLex *d = &m->dlex.data[lex];
    uint32_t parent = lex_id(S, d->func, d->parent < lex ? d->parent : 0, depth + 1);
    uint32_t file = d->loc.file < S->nfiles ? d->loc.file : 0;
    uint32_t ops[4] = {S->dsources[file], lit(S, d->loc.line ? d->loc.line : 1),
                       lit(S, d->loc.col ? d->loc.col : 1), parent};
    return S->dlex_ids[lex] = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugLexicalBlock, ops, 4);
}

/* DebugInlinedAt <call's line> <call's lexical scope> [<where that was inlined>]. */
static uint32_t inl_id(Spv *S, uint32_t k, int depth)
{
    IrModule *m = S->m;
    if (!k || k >= m->dinl.len || depth > 256)
        return 0;
    if (S->dinl_ids[k])
        return S->dinl_ids[k];
    const IrDInl *d = &m->dinl.data[k];
    IrDScope sc = ir_dscope_get(m, NULL, d->scope);
    uint32_t ops[3] = {lit(S, d->loc.line ? d->loc.line : 1), lex_id(S, sc.func, sc.lex, 0), 0};
    uint32_t n = 2;
    if (sc.inlined && sc.inlined < k && (ops[2] = inl_id(S, sc.inlined, depth + 1)))
        n = 3;
    return S->dinl_ids[k] = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugInlinedAt, ops, n);
}

static uint32_t local_var(Spv *S, const char *name, IrTypeId type, Loc at, uint32_t parent)
{
    uint32_t file = at.file < S->nfiles ? at.file : 0;
    uint32_t ops[7] = {str_c(S, name), debug_type(S, type, S->dcu, 0), S->dsources[file],
                       lit(S, at.line ? at.line : 1), lit(S, at.col ? at.col : 1), parent,
                       lit(S, NonSemanticShaderDebugInfo100FlagIsLocal)};
    return ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugLocalVariable, ops, 7);
}

static uint32_t empty_expr(Spv *S)
{
    if (!S->dexpr)
        S->dexpr = ext(S, SEC_TYPES, NonSemanticShaderDebugInfo100DebugExpression, NULL, 0);
    return S->dexpr;
}

static uint32_t dlocal(Spv *S, uint32_t k, uint32_t *idx, uint32_t *n);
static void declare(Spv *S, uint32_t inst, uint32_t lv, IrId value, const uint32_t *idx, uint32_t n);

/* The function's local variables that are still variables (all of them at
 * -O0; the optimizer promotes most, and their DebugValues say where they
 * changed): a DebugLocalVariable each in the scope it was declared in, and
 * a DebugDeclare of its OpVariable under the DebugScope of the variable
 * (inlined locals: the callee's, inlined at the call). Compiler
 * temporaries are left out; a parameter's copy is named after the
 * parameter. */
static void locals(Spv *S, IrFunc *f)
{
    IrModule *m = S->m;
    for (uint32_t b = 0; b < f->blocks.len; b++)
        for (IrInst *in = f->blocks.data[b]->first; in; in = in->next) {
            if (in->op != IR_VAR || !in->id)
                continue;
            const char *name = ir_debug_local_name(ir_value(m, in->id)->name);
            uint32_t idx[16], n = 0, lv = 0;
            if (name) {
                IrDScope sc = ir_dscope_get(m, f, in->scope);
                lv = local_var(S, name, in->type, in->loc.line ? in->loc : f->loc, lex_id(S, sc.func, sc.lex, 0));
            } else { /* a member sroa split off a local struct */
                lv = dlocal(S, (uint32_t)(uintptr_t)map_get(&m->dvar, (void *)(uintptr_t)in->id), idx, &n);
            }
            if (!lv)
                continue;
            spv_debug_scope(S, f, in->scope);
            declare(S, NonSemanticShaderDebugInfo100DebugDeclare, lv, in->id, idx, n);
        }
}

void spv_debug_block(Spv *S, IrFunc *f, bool first)
{
    S->have_scope = false; /* each block says its scope again, as its line */
    if (!(S->debug & OSH_DEBUG_VULKAN) || !S->dsources)
        return;
    if (first) {
        uint32_t df = dfunc(S, f);
        ext(S, SEC_FUNCS, NonSemanticShaderDebugInfo100DebugScope, &df, 1);
        S->cur_scope = 0;
        S->have_scope = true;
        uint32_t ops[2] = {df, value_id(S, f->id)};
        if (!opencl(S))
            ext(S, SEC_FUNCS, NonSemanticShaderDebugInfo100DebugFunctionDefinition, ops, 2);
        locals(S, f);
    }
}

void spv_debug_scope(Spv *S, IrFunc *f, uint32_t scope)
{
    if (!(S->debug & OSH_DEBUG_VULKAN) || !S->dsources)
        return;
    IrModule *m = S->m;
    if (scope >= m->dscopes.len)
        scope = 0;
    if (S->have_scope && S->cur_scope == scope)
        return;
    IrDScope sc = ir_dscope_get(m, f, scope);
    uint32_t ops[2] = {lex_id(S, sc.func, sc.lex, 0), inl_id(S, sc.inlined, 0)};
    if (!ops[0])
        ops[0] = dfunc(S, f);
    ext(S, SEC_FUNCS, NonSemanticShaderDebugInfo100DebugScope, ops, ops[1] ? 2 : 1);
    S->cur_scope = scope;
    S->have_scope = true;
    S->have_line = false; /* a DebugLine under the new scope */
}

/* The DebugLocalVariable of dlocal k (made when first named) and, for a
 * member split off a struct, the member indexes down to it (constants,
 * outermost first) in idx[*n]. 0 for no local. */
static uint32_t dlocal(Spv *S, uint32_t k, uint32_t *idx, uint32_t *n)
{
    IrModule *m = S->m;
    uint32_t rev[16], nr = 0;
    *n = 0;
    if (!k || k >= m->dlocals.len)
        return 0;
    while (m->dlocals.data[k].parent && m->dlocals.data[k].parent < k && nr < countof(rev)) {
        rev[nr++] = m->dlocals.data[k].index;
        k = m->dlocals.data[k].parent;
    }
    for (uint32_t i = 0; i < nr; i++)
        idx[i] = u32c(S, rev[nr - 1 - i]);
    *n = nr;
    if (!S->dlocal_ids[k]) {
        const IrDLocal *d = &m->dlocals.data[k];
        S->dlocal_ids[k] = local_var(S, d->name ? d->name : "?", d->type, d->loc, lex_id(S, d->func, d->lex, 0));
    }
    return S->dlocal_ids[k];
}

/* DebugDeclare or DebugValue <local> <variable or value> <empty
 * expression> [member indexes]. */
static void declare(Spv *S, uint32_t inst, uint32_t lv, IrId value, const uint32_t *idx, uint32_t n)
{
    uint32_t ops[3 + 16] = {lv, value_id(S, value), empty_expr(S)};
    if (opencl(S) && inst == OpenCLDebugInfo100DebugDeclare && n) {
        /* OpenCL.DebugInfo.100's DebugDeclare has no indexes: the member's
         * value is what the variable points to (DebugValue, Deref). */
        if (!S->dderef) {
            uint32_t op = ext(S, SEC_TYPES, OpenCLDebugInfo100DebugOperation,
                              (const uint32_t[]){OpenCLDebugInfo100Deref}, 1);
            S->dderef = ext(S, SEC_TYPES, OpenCLDebugInfo100DebugExpression, &op, 1);
        }
        inst = OpenCLDebugInfo100DebugValue;
        ops[2] = S->dderef;
    }
    for (uint32_t i = 0; i < n && i < 16; i++)
        ops[3 + i] = idx[i];
    ext(S, SEC_FUNCS, inst, ops, 3 + n);
}

/* dbg_value: DebugValue under the scope it was left in. */
void spv_debug_value(Spv *S, IrFunc *f, const IrInst *in)
{
    if (!(S->debug & OSH_DEBUG_VULKAN) || !S->dsources || !in->nargs || !in->nlits)
        return;
    uint32_t idx[16], n, lv = dlocal(S, in->lits[0], idx, &n);
    if (!lv)
        return;
    spv_debug_scope(S, f, in->scope);
    declare(S, NonSemanticShaderDebugInfo100DebugValue, lv, in->args[0], idx, n);
}

void spv_debug_line(Spv *S, Loc at)
{
    if (!(S->debug & (OSH_DEBUG_LINE | OSH_DEBUG_VULKAN)) || !S->file_ids || !at.line || at.file >= S->nfiles)
        return;
    if (S->have_line && S->line.file == at.file && S->line.line == at.line && S->line.col == at.col)
        return;
    if ((S->debug & OSH_DEBUG_VULKAN) && !opencl(S)) {
        if (S->dsources) {
            uint32_t ops[5] = {S->dsources[at.file], u32c(S, at.line), u32c(S, at.line), u32c(S, at.col),
                               u32c(S, at.col)};
            ext(S, SEC_FUNCS, NonSemanticShaderDebugInfo100DebugLine, ops, 5);
        }
    } else {
        Inst I;
        inst_init(&I, SpvOpLine);
        put(S, &I, S->file_ids[at.file]);
        put(S, &I, at.line);
        put(S, &I, at.col);
        finish(S, SEC_FUNCS, &I);
    }
    S->line = at;
    S->have_line = true;
}

static void processed(Spv *S, const char *what, const char *text)
{
    Inst I;
    inst_init(&I, SpvOpModuleProcessed);
    size_t a = strlen(what), b = strlen(text);
    char *s = NEWN(S->cc, char, a + b + 1);
    memcpy(s, what, a);
    memcpy(s + a, text, b + 1);
    put_strn(S, &I, s, chunk_len(s, a + b));
    finish(S, SEC_NAMES, &I);
}

void spv_debug_end(Spv *S)
{
    if (!(S->debug & OSH_DEBUG_TOOL) || S->m->spirv_version < 0x10100)
        return;
    processed(S, "oneshader-version: ", OSH_VERSION_STRING);
    const char *cl = S->cc->opt ? S->cc->opt->command_line : NULL;
    if (cl)
        processed(S, "oneshader-cl-option: ", cl);
}
