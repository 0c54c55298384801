/*
 * The SPIR-V back end's internals, shared by emit_types.c (ids, names,
 * decorations, types, constants and global variables) and emit.c (block
 * order, instructions, functions, the entry point and the module).
 */
#ifndef OSH_SPIRV_EMIT_INT_H
#define OSH_SPIRV_EMIT_INT_H

#include "spirv/spirv.h"

enum {
    SEC_CAPS, SEC_EXTS, SEC_IMPORTS, SEC_MODEL, SEC_ENTRY, SEC_MODES, SEC_STRINGS, SEC_NAMES,
    SEC_DECOS,
    SEC_TYPES, SEC_FUNCS, SEC_COUNT
};

typedef Vec(uint32_t) Words;
typedef Vec(IrInst *) InstList;

typedef struct Spv {
    IrModule *m;
    Cc *cc;
    const IrEntry *entry;
    Words sec[SEC_COUNT];
    uint32_t bound;             /* next id */
    uint32_t *ids;              /* IrId -> id */
    uint32_t nids;
    uint32_t *tids;             /* IrTypeId -> id */
    uint32_t ntids;
    Map nonagg;                 /* words of a non-aggregate type -> id */
    uint32_t glsl;              /* GLSL.std.450 import, 0 until used */
    uint32_t debug_printf;      /* NonSemantic.DebugPrintf import, 0 until used */
    uint32_t debug_break;       /* NonSemantic.DebugBreak import, 0 until used */
    uint32_t *set_ids;          /* inline SPIR-V's other imports (IrModule.ext_sets), 0 until used */
    IrTypeId u32;
    bool failed;
    /* Per function: IrId of a block -> emission index + 1. */
    uint32_t *block_pos;
    /* -Zi / -fspv-debug= (debug.c): what is written, the OpString of each
     * source file, the last OpLine in the current block. */
    unsigned debug;
    uint32_t *file_ids;     /* OpString of each file's name */
    uint32_t nfiles;
    Loc line;
    bool have_line;
    /* NonSemantic.Shader.DebugInfo.100 (OSH_DEBUG_VULKAN) or
     * OpenCL.DebugInfo.100 (with OSH_DEBUG_OPENCL): the import, each
     * file's DebugSource, each function's DebugFunction (by IrId), the
     * function being emitted. */
    uint32_t nsdi;
    uint32_t *dsources;
    Map dfuncs;
    Map dtypes;             /* IrTypeId + 1 -> debug type */
    uint32_t dcu, dexpr;    /* DebugCompilationUnit, the empty DebugExpression */
    uint32_t dnone, dderef; /* OpenCL.DebugInfo.100: DebugInfoNone, DebugExpression(Deref) */
    /* Made when first named: DebugLexicalBlock per IrModule.dlex,
     * DebugInlinedAt per dinl, DebugLocalVariable per dlocals (0: not yet);
     * the scope of the last DebugScope in the current block. */
    uint32_t *dlex_ids, *dinl_ids, *dlocal_ids;
    uint32_t cur_scope;
    bool have_scope;
} Spv;

/* ---- words -------------------------------------------------------------- */

/* An instruction under construction: small ones stay on the C stack. */
typedef struct Inst {
    uint32_t buf[24];
    uint32_t *w;
    uint32_t n, cap;
} Inst;

static inline void inst_init(Inst *I, uint32_t op)
{
    I->w = I->buf;
    I->cap = countof(I->buf);
    I->n = 1;
    I->w[0] = op;
}

static inline void put(Spv *S, Inst *I, uint32_t word)
{
    if (I->n == I->cap) {
        uint32_t *w = NEWN(S->cc, uint32_t, I->cap * 2);
        memcpy(w, I->w, I->n * sizeof *w);
        I->w = w;
        I->cap *= 2;
    }
    I->w[I->n++] = word;
}

/* len bytes of s as a SPIR-V literal string: packed little-endian,
 * NUL-terminated, padded to a word. */
static inline void put_strn(Spv *S, Inst *I, const char *s, size_t len)
{
    for (size_t i = 0; i <= len; i += 4) {
        uint32_t word = 0;
        for (size_t k = 0; k < 4 && i + k < len; k++)
            word |= (uint32_t)(unsigned char)s[i + k] << (8 * k);
        put(S, I, word);
    }
}

/* A NUL-terminated string. */
static inline void put_str(Spv *S, Inst *I, const char *s) { put_strn(S, I, s, strlen(s)); }

static inline void finish(Spv *S, int sec, Inst *I)
{
    if (I->n > 0xffff) {
        diag(S->cc, (Loc){0, 0, 0}, D_SPV_UNSUPPORTED, "an instruction over 65535 words");
        S->failed = true;
        return;
    }
    I->w[0] |= I->n << 16;
    Words *v = &S->sec[sec];
    vec_reserve(&S->cc->arena, v, v->len + I->n);
    memcpy(v->data + v->len, I->w, I->n * sizeof(uint32_t));
    v->len += I->n;
}

static inline void emit0(Spv *S, int sec, uint32_t op)
{
    Inst I;
    inst_init(&I, op);
    finish(S, sec, &I);
}

static inline void emit1(Spv *S, int sec, uint32_t op, uint32_t a)
{
    Inst I;
    inst_init(&I, op);
    put(S, &I, a);
    finish(S, sec, &I);
}

static inline void emit2(Spv *S, int sec, uint32_t op, uint32_t a, uint32_t b)
{
    Inst I;
    inst_init(&I, op);
    put(S, &I, a);
    put(S, &I, b);
    finish(S, sec, &I);
}

/* Two operands, then n more (decorations, execution modes). */
static inline void emit2n(Spv *S, int sec, uint32_t op, uint32_t a, uint32_t b,
                          const uint32_t *args, unsigned n)
{
    Inst I;
    inst_init(&I, op);
    put(S, &I, a);
    put(S, &I, b);
    for (unsigned i = 0; i < n; i++)
        put(S, &I, args[i]);
    finish(S, sec, &I);
}

/* ---- debug.c ---- */
void spv_debug_begin(Spv *S, const SpvReach *r); /* the files' OpString and OpSource */
void spv_debug_line(Spv *S, Loc at); /* an OpLine unless the block's last one says it */
void spv_debug_block(Spv *S, IrFunc *f, bool first); /* a block's start (after its variables) */
void spv_debug_scope(Spv *S, IrFunc *f, uint32_t scope); /* a DebugScope unless the last one says it */
void spv_debug_value(Spv *S, IrFunc *f, const IrInst *in); /* dbg_value: DebugValue */
void spv_debug_end(Spv *S);          /* OpModuleProcessed */

static inline void fail(Spv *S, Loc loc, DiagId id, const char *what)
{
    diag(S->cc, loc, id, what);
    S->failed = true;
}

/* ---- emit_types.c --------------------------------------------------------- */

void spv_name(Spv *S, uint32_t id, const char *s);  /* OpName unless s is empty */
void spv_decorate(Spv *S, uint32_t id, uint32_t deco, const uint32_t *args, unsigned n);
/* The IR's decorations of a value (members: of its struct type). */
void spv_decorate_list(Spv *S, uint32_t id, IrTypeId struct_type, const IrDecor *d, uint32_t n);
uint32_t spv_const_u32(Spv *S, uint32_t v);
uint32_t spv_type_id_slow(Spv *S, IrTypeId t, int depth);
bool spv_operands_fit(const char *shape, const bool *literal, uint32_t n, const char **why); /* emit.c */
uint32_t spv_value_id_slow(Spv *S, IrId v);

/* A type's id: assigned already for almost every use (inline), else the
 * type is written first (out of line). */
static inline uint32_t type_id(Spv *S, IrTypeId t, int depth)
{
    if (t < S->ntids && S->tids[t])
        return S->tids[t];
    return spv_type_id_slow(S, t, depth);
}

/* An operand's id: already assigned for almost every one, so that check is
 * inline and the rest (constants, globals, functions met first) out of line. */
static inline uint32_t value_id(Spv *S, IrId v)
{
    if (v && v < S->nids && S->ids[v])
        return S->ids[v];
    return spv_value_id_slow(S, v);
}

#endif
