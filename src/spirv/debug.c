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
 */
#include "spirv/emit_int.h"

enum { CHUNK_BYTES = 65000 * 4 }; /* text per instruction, well inside 65535 words */

/* n bytes of s as a SPIR-V literal string (NUL-terminated, padded). */
static void put_bytes(Spv *S, Inst *I, const char *s, size_t n)
{
    for (size_t i = 0; i <= n; i += 4) {
        uint32_t word = 0;
        for (size_t k = 0; k < 4 && i + k < n; k++)
            word |= (uint32_t)(unsigned char)s[i + k] << (8 * k);
        put(S, I, word);
    }
}

/* The length of the next chunk of text, not splitting a UTF-8 sequence
 * (each literal stays valid UTF-8 on its own). */
static size_t chunk_len(const char *s, size_t left)
{
    if (left <= CHUNK_BYTES)
        return left;
    size_t n = CHUNK_BYTES;
    while (n > 1 && ((unsigned char)s[n] & 0xC0) == 0x80)
        n--;
    return n;
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
        size_t n = chunk_len(p, left);
        put_bytes(S, &I, p, n);
        p += n;
        left -= n;
    }
    finish(S, SEC_STRINGS, &I);
    while (left) {
        size_t n = chunk_len(p, left);
        inst_init(&I, SpvOpSourceContinued);
        put_bytes(S, &I, p, n);
        finish(S, SEC_STRINGS, &I);
        p += n;
        left -= n;
    }
}

void spv_debug_begin(Spv *S)
{
    Cc *cc = S->cc;
    S->debug = cc->opt ? cc->opt->debug_info : 0;
    if (!(S->debug & (OSH_DEBUG_FILE | OSH_DEBUG_SOURCE | OSH_DEBUG_LINE)) || !cc->files.len)
        return;
    S->nfiles = cc->files.len;
    S->file_ids = NEWN(cc, uint32_t, S->nfiles);
    uint32_t version = (uint32_t)(cc->sm_major * 100 + cc->sm_minor * 10);
    for (uint32_t i = 0; i < S->nfiles; i++) {
        const SrcFile *f = cc->files.data[i];
        S->file_ids[i] = S->bound++;
        Inst I;
        inst_init(&I, SpvOpString);
        put(S, &I, S->file_ids[i]);
        const char *name = f->path ? f->path : f->name ? f->name : "";
        put_bytes(S, &I, name, strlen(name));
        finish(S, SEC_STRINGS, &I);
        /* The main file always; an included one with its text. */
        if (i == 0 || (S->debug & OSH_DEBUG_SOURCE))
            source(S, f, S->file_ids[i], version);
    }
}

void spv_debug_line(Spv *S, Loc at)
{
    if (!(S->debug & OSH_DEBUG_LINE) || !S->file_ids || !at.line || at.file >= S->nfiles)
        return;
    if (S->have_line && S->line.file == at.file && S->line.line == at.line && S->line.col == at.col)
        return;
    Inst I;
    inst_init(&I, SpvOpLine);
    put(S, &I, S->file_ids[at.file]);
    put(S, &I, at.line);
    put(S, &I, at.col);
    finish(S, SEC_FUNCS, &I);
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
    put_bytes(S, &I, s, chunk_len(s, a + b));
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
