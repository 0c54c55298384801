/*
 * SPIR-V emission: the IR of one entry point, and everything it reaches, to
 * a SPIR-V 1.5 module (spec: shared/spec/spirv-backend.md).
 *
 * The module is built in sections, as SPIR-V's logical layout orders them
 * (naga's LogicalLayout): capabilities, extensions, imports, memory model,
 * entry point, execution modes, names, decorations, types/constants/globals,
 * functions. Sections are separate word vectors concatenated at the end, so
 * a type or constant first needed in the middle of a function body is simply
 * appended to the types section.
 *
 * Ids: one fixed walk. Globals (module order) first, then the functions
 * (the entry first, then callees in discovery order), blocks in emission
 * order, instructions in block order; an id is handed out the first time
 * something is referenced, and a type or constant is written the moment it
 * gets its id, after its own operands. The same module gives the same words.
 *
 * Non-aggregate types are deduplicated by their words (SPIR-V forbids two
 * identical declarations); structs and arrays are not, since a laid-out
 * struct and its plain twin must stay distinct.
 *
 * Block order: reverse post-order of a depth-first walk that visits a
 * header's merge block first, then its continue target, then the branch
 * targets; every merge block thus follows the blocks inside its construct,
 * and a dominator precedes what it dominates. Blocks the walk does not reach
 * are dropped (and phi entries from them); a block without terminator ends
 * in OpUnreachable.
 */
#include "spirv/spirv.h"

#include <spirv/unified1/GLSL.std.450.h>

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
    IrTypeId u32;
    bool failed;
    /* Per function: IrId of a block -> emission index + 1. */
    uint32_t *block_pos;
} Spv;

/* ---- words -------------------------------------------------------------- */

/* An instruction under construction: small ones stay on the C stack. */
typedef struct Inst {
    uint32_t buf[24];
    uint32_t *w;
    uint32_t n, cap;
} Inst;

static void inst_init(Inst *I, uint32_t op)
{
    I->w = I->buf;
    I->cap = countof(I->buf);
    I->n = 1;
    I->w[0] = op;
}

static void put(Spv *S, Inst *I, uint32_t word)
{
    if (I->n == I->cap) {
        uint32_t *w = NEWN(S->cc, uint32_t, I->cap * 2);
        memcpy(w, I->w, I->n * sizeof *w);
        I->w = w;
        I->cap *= 2;
    }
    I->w[I->n++] = word;
}

/* A NUL-terminated string, packed little-endian, padded to a word. */
static void put_str(Spv *S, Inst *I, const char *s)
{
    size_t len = strlen(s);
    for (size_t i = 0; i <= len; i += 4) {
        uint32_t word = 0;
        for (size_t k = 0; k < 4 && i + k < len; k++)
            word |= (uint32_t)(unsigned char)s[i + k] << (8 * k);
        put(S, I, word);
    }
}

static void finish(Spv *S, int sec, Inst *I)
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

static void emit0(Spv *S, int sec, uint32_t op)
{
    Inst I;
    inst_init(&I, op);
    finish(S, sec, &I);
}

static void emit1(Spv *S, int sec, uint32_t op, uint32_t a)
{
    Inst I;
    inst_init(&I, op);
    put(S, &I, a);
    finish(S, sec, &I);
}

static void emit2(Spv *S, int sec, uint32_t op, uint32_t a, uint32_t b)
{
    Inst I;
    inst_init(&I, op);
    put(S, &I, a);
    put(S, &I, b);
    finish(S, sec, &I);
}

static void fail(Spv *S, Loc loc, DiagId id, const char *what)
{
    diag(S->cc, loc, id, what);
    S->failed = true;
}

/* ---- id tables --------------------------------------------------------- */

static uint32_t *grow_table(Spv *S, uint32_t *t, uint32_t *n, uint32_t need)
{
    uint32_t nn = *n ? *n : 64;
    while (nn <= need)
        nn *= 2;
    uint32_t *r = NEWN(S->cc, uint32_t, nn);
    if (*n)
        memcpy(r, t, *n * sizeof *r);
    *n = nn;
    return r;
}

static uint32_t *id_slot(Spv *S, IrId v)
{
    if (v >= S->nids)
        S->ids = grow_table(S, S->ids, &S->nids, v);
    return &S->ids[v];
}

static uint32_t *tid_slot(Spv *S, IrTypeId t)
{
    if (t >= S->ntids)
        S->tids = grow_table(S, S->tids, &S->ntids, t);
    return &S->tids[t];
}

static void name(Spv *S, uint32_t id, const char *s)
{
    if (!s || !*s)
        return;
    Inst I;
    inst_init(&I, SpvOpName);
    put(S, &I, id);
    put_str(S, &I, s);
    finish(S, SEC_NAMES, &I);
}

static void decorate(Spv *S, uint32_t id, uint32_t deco, const uint32_t *args, unsigned n)
{
    Inst I;
    inst_init(&I, SpvOpDecorate);
    put(S, &I, id);
    put(S, &I, deco);
    for (unsigned i = 0; i < n; i++)
        put(S, &I, args[i]);
    finish(S, SEC_DECOS, &I);
}

static void member_decorate(Spv *S, uint32_t id, uint32_t member, uint32_t deco, const uint32_t *args,
                            unsigned n)
{
    Inst I;
    inst_init(&I, SpvOpMemberDecorate);
    put(S, &I, id);
    put(S, &I, member);
    put(S, &I, deco);
    for (unsigned i = 0; i < n; i++)
        put(S, &I, args[i]);
    finish(S, SEC_DECOS, &I);
}

/* ---- types ---------------------------------------------------------------- */

static inline uint32_t type_id(Spv *S, IrTypeId t, int depth);
static inline uint32_t value_id(Spv *S, IrId v);

static uint32_t const_u32(Spv *S, uint32_t v)
{
    return value_id(S, ir_const_bits(S->m, S->u32, v));
}

/* Writes a non-aggregate type unless an identical one exists. The caller
 * built I without the result id; it is inserted here. */
static uint32_t nonagg_type(Spv *S, Inst *I)
{
    uint32_t *key = I->w;
    size_t klen = I->n * sizeof(uint32_t);
    void *found = map_get_s(&S->nonagg, (const char *)key, klen);
    if (found)
        return (uint32_t)(uintptr_t)found;
    uint32_t id = S->bound++;
    Inst J;
    inst_init(&J, I->w[0]);
    put(S, &J, id);
    for (uint32_t i = 1; i < I->n; i++)
        put(S, &J, I->w[i]);
    finish(S, SEC_TYPES, &J);
    map_put_s(S->cc, &S->nonagg, (const char *)key, klen, (void *)(uintptr_t)id);
    return id;
}

/* Whether a member type is a matrix or an array of matrices. */
static bool holds_matrix(IrModule *m, IrTypeId t)
{
    for (int i = 0; i < LIMIT_NESTING && t; i++) {
        const IrType *ty = ir_type(m, t);
        if (ty->kind == IR_TY_MATRIX)
            return true;
        if (ty->kind != IR_TY_ARRAY && ty->kind != IR_TY_RUNTIME_ARRAY)
            return false;
        t = ty->elem;
    }
    return false;
}

static uint32_t struct_type(Spv *S, IrTypeId t, const IrType *ty, int depth)
{
    uint32_t small[16];
    uint32_t *mids = ty->member_count <= countof(small) ? small : NEWN(S->cc, uint32_t, ty->member_count);
    for (uint32_t i = 0; i < ty->member_count; i++)
        mids[i] = type_id(S, ty->members[i].type, depth + 1);
    uint32_t id = S->bound++;
    Inst I;
    inst_init(&I, SpvOpTypeStruct);
    put(S, &I, id);
    for (uint32_t i = 0; i < ty->member_count; i++)
        put(S, &I, mids[i]);
    finish(S, SEC_TYPES, &I);
    name(S, id, ty->name);
    if (ty->block)
        decorate(S, id, SpvDecorationBlock, NULL, 0);
    for (uint32_t i = 0; i < ty->member_count; i++) {
        const IrMember *mb = &ty->members[i];
        if (mb->name) {
            Inst N;
            inst_init(&N, SpvOpMemberName);
            put(S, &N, id);
            put(S, &N, i);
            put_str(S, &N, mb->name);
            finish(S, SEC_NAMES, &N);
        }
        if (ty->has_layout) {
            member_decorate(S, id, i, SpvDecorationOffset, &mb->offset, 1);
            if (holds_matrix(S->m, mb->type)) {
                member_decorate(S, id, i, mb->row_major ? SpvDecorationRowMajor : SpvDecorationColMajor,
                                NULL, 0);
                if (mb->matrix_stride)
                    member_decorate(S, id, i, SpvDecorationMatrixStride, &mb->matrix_stride, 1);
            }
        }
        if (mb->relaxed)
            member_decorate(S, id, i, SpvDecorationRelaxedPrecision, NULL, 0);
    }
    (void)t;
    return id;
}

static uint32_t type_id_slow(Spv *S, IrTypeId t, int depth);

/* A type's id: assigned already for almost every use (inline), else the
 * type is written first (out of line). */
static inline uint32_t type_id(Spv *S, IrTypeId t, int depth)
{
    if (t < S->ntids && S->tids[t])
        return S->tids[t];
    return type_id_slow(S, t, depth);
}

static uint32_t type_id_slow(Spv *S, IrTypeId t, int depth)
{
    IrModule *m = S->m;
    if (*tid_slot(S, t))
        return S->tids[t];
    if (!t || t >= m->types.len) {
        fail(S, (Loc){0, 0, 0}, D_SPV_INVALID, "a value without a type");
        return 0;
    }
    if (depth > LIMIT_NESTING) {
        diag(S->cc, (Loc){0, 0, 0}, D_SPV_TOO_DEEP, (unsigned)LIMIT_NESTING);
        S->failed = true;
        return 0;
    }
    IrType ty = *ir_type(m, t); /* a copy: constants made below may grow the table */
    uint32_t id = 0;
    Inst I;
    switch (ty.kind) {
    case IR_TY_VOID: inst_init(&I, SpvOpTypeVoid); id = nonagg_type(S, &I); break;
    case IR_TY_BOOL: inst_init(&I, SpvOpTypeBool); id = nonagg_type(S, &I); break;
    case IR_TY_INT:
        inst_init(&I, SpvOpTypeInt);
        put(S, &I, ty.width);
        put(S, &I, ty.is_signed);
        id = nonagg_type(S, &I);
        break;
    case IR_TY_FLOAT:
        inst_init(&I, SpvOpTypeFloat);
        put(S, &I, ty.width);
        id = nonagg_type(S, &I);
        break;
    case IR_TY_VECTOR:
    case IR_TY_MATRIX: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        inst_init(&I, ty.kind == IR_TY_VECTOR ? SpvOpTypeVector : SpvOpTypeMatrix);
        put(S, &I, e);
        put(S, &I, ty.count);
        id = nonagg_type(S, &I);
        break;
    }
    case IR_TY_ARRAY:
    case IR_TY_RUNTIME_ARRAY: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        uint32_t len = ty.kind == IR_TY_ARRAY ? const_u32(S, ty.count) : 0;
        id = S->bound++;
        inst_init(&I, ty.kind == IR_TY_ARRAY ? SpvOpTypeArray : SpvOpTypeRuntimeArray);
        put(S, &I, id);
        put(S, &I, e);
        if (ty.kind == IR_TY_ARRAY)
            put(S, &I, len);
        finish(S, SEC_TYPES, &I);
        if (ty.stride)
            decorate(S, id, SpvDecorationArrayStride, &ty.stride, 1);
        break;
    }
    case IR_TY_STRUCT: id = struct_type(S, t, &ty, depth); break;
    case IR_TY_POINTER: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        inst_init(&I, SpvOpTypePointer);
        put(S, &I, ty.storage);
        put(S, &I, e);
        id = nonagg_type(S, &I);
        break;
    }
    case IR_TY_IMAGE: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        inst_init(&I, SpvOpTypeImage);
        put(S, &I, e);
        put(S, &I, ty.dim);
        put(S, &I, ty.depth);
        put(S, &I, ty.arrayed);
        put(S, &I, ty.ms);
        put(S, &I, ty.sampled);
        put(S, &I, ty.format);
        id = nonagg_type(S, &I);
        break;
    }
    case IR_TY_SAMPLER: inst_init(&I, SpvOpTypeSampler); id = nonagg_type(S, &I); break;
    case IR_TY_SAMPLED_IMAGE: {
        uint32_t e = type_id(S, ty.elem, depth + 1);
        inst_init(&I, SpvOpTypeSampledImage);
        put(S, &I, e);
        id = nonagg_type(S, &I);
        break;
    }
    case IR_TY_FUNCTION: {
        uint32_t small[16];
        uint32_t *p = ty.member_count <= countof(small) ? small : NEWN(S->cc, uint32_t, ty.member_count);
        uint32_t r = type_id(S, ty.elem, depth + 1);
        for (uint32_t i = 0; i < ty.member_count; i++)
            p[i] = type_id(S, ty.params[i], depth + 1);
        inst_init(&I, SpvOpTypeFunction);
        put(S, &I, r);
        for (uint32_t i = 0; i < ty.member_count; i++)
            put(S, &I, p[i]);
        id = nonagg_type(S, &I);
        break;
    }
    }
    *tid_slot(S, t) = id;
    return id;
}

/* ---- constants ------------------------------------------------------------ */

static void put_scalar_bits(Spv *S, Inst *I, const IrType *ty, uint64_t bits)
{
    if (ty->width == 64) {
        put(S, I, (uint32_t)bits);
        put(S, I, (uint32_t)(bits >> 32));
        return;
    }
    uint32_t w = (uint32_t)bits;
    /* Narrow signed integers are sign-extended into their word. */
    if (ty->kind == IR_TY_INT && ty->is_signed && ty->width < 32 && (w >> (ty->width - 1)) & 1)
        w |= ~((1u << ty->width) - 1);
    put(S, I, w);
}

static uint32_t const_id(Spv *S, IrId v, int depth)
{
    IrModule *m = S->m;
    IrValue val = *ir_value(m, v);
    if (depth > LIMIT_NESTING) {
        diag(S->cc, val.loc, D_SPV_TOO_DEEP, (unsigned)LIMIT_NESTING);
        S->failed = true;
        return 0;
    }
    uint32_t ty = type_id(S, val.type, 0);
    IrType t = *ir_type(m, val.type);
    Inst I;
    if (val.kind == IV_UNDEF) {
        uint32_t id = S->bound++;
        emit2(S, SEC_TYPES, SpvOpUndef, ty, id);
        return id;
    }
    const IrConst *c = val.u.c;
    if (c->elem_count) {
        uint32_t small[16];
        uint32_t *e = c->elem_count <= countof(small) ? small : NEWN(S->cc, uint32_t, c->elem_count);
        bool spec = false;
        for (uint32_t i = 0; i < c->elem_count; i++) {
            IrId ev = c->elems[i];
            if (*id_slot(S, ev)) {
                e[i] = S->ids[ev];
            } else if (ir_value(m, ev)->kind == IV_CONST || ir_value(m, ev)->kind == IV_UNDEF) {
                e[i] = const_id(S, ev, depth + 1);
                *id_slot(S, ev) = e[i];
            } else {
                e[i] = value_id(S, ev);
            }
            spec |= ir_value(m, ev)->kind == IV_CONST && ir_value(m, ev)->u.c->is_spec;
        }
        uint32_t id = S->bound++;
        inst_init(&I, spec ? SpvOpSpecConstantComposite : SpvOpConstantComposite);
        put(S, &I, ty);
        put(S, &I, id);
        for (uint32_t i = 0; i < c->elem_count; i++)
            put(S, &I, e[i]);
        finish(S, SEC_TYPES, &I);
        return id;
    }
    uint32_t id = S->bound++;
    if (c->is_null && !c->is_spec) {
        emit2(S, SEC_TYPES, SpvOpConstantNull, ty, id);
        return id;
    }
    if (t.kind == IR_TY_BOOL) {
        uint32_t op = c->is_spec ? (c->bits ? SpvOpSpecConstantTrue : SpvOpSpecConstantFalse)
                                 : (c->bits ? SpvOpConstantTrue : SpvOpConstantFalse);
        emit2(S, SEC_TYPES, op, ty, id);
    } else if (t.kind == IR_TY_INT || t.kind == IR_TY_FLOAT) {
        inst_init(&I, c->is_spec ? SpvOpSpecConstant : SpvOpConstant);
        put(S, &I, ty);
        put(S, &I, id);
        put_scalar_bits(S, &I, &t, c->bits);
        finish(S, SEC_TYPES, &I);
    } else {
        fail(S, val.loc, D_SPV_UNSUPPORTED, "a constant of this type");
        return id;
    }
    if (c->is_spec) {
        decorate(S, id, SpvDecorationSpecId, &c->spec_id, 1);
        name(S, id, val.name);
    }
    return id;
}

/* ---- values -------------------------------------------------------------- */

static void global_var(Spv *S, IrId v);

static uint32_t value_id_slow(Spv *S, IrId v);

/* An operand's id: already assigned for almost every one, so that check is
 * inline and the rest (constants, globals, functions met first) out of line. */
static inline uint32_t value_id(Spv *S, IrId v)
{
    if (v && v < S->nids && S->ids[v])
        return S->ids[v];
    return value_id_slow(S, v);
}

static uint32_t value_id_slow(Spv *S, IrId v)
{
    IrModule *m = S->m;
    if (!v || v >= m->values.len) {
        fail(S, (Loc){0, 0, 0}, D_SPV_INVALID, "an operand that is not a value");
        return 0;
    }
    if (*id_slot(S, v))
        return S->ids[v];
    IrValueKind kind = ir_value(m, v)->kind;
    uint32_t id;
    switch (kind) {
    case IV_CONST:
    case IV_UNDEF:
        id = const_id(S, v, 0);
        break;
    case IV_GLOBAL:
        global_var(S, v);
        return S->ids[v];
    case IV_NONE:
        fail(S, (Loc){0, 0, 0}, D_SPV_INVALID, "an operand that is an empty value");
        return 0;
    default:
        id = S->bound++;
        break;
    }
    *id_slot(S, v) = id;
    return id;
}

/* OpDecorateString / OpMemberDecorateString (UserSemantic, UserTypeGOOGLE). */
static void decorate_string(Spv *S, uint32_t id, int32_t member, uint32_t deco, const char *str)
{
    Inst I;
    inst_init(&I, member >= 0 ? SpvOpMemberDecorateString : SpvOpDecorateString);
    put(S, &I, id);
    if (member >= 0)
        put(S, &I, (uint32_t)member);
    put(S, &I, deco);
    put_str(S, &I, str);
    finish(S, SEC_DECOS, &I);
}

static void decorate_list(Spv *S, uint32_t id, IrTypeId struct_type, const IrDecor *d, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        if (d[i].str) {
            uint32_t target = d[i].member >= 0 ? type_id(S, struct_type, 0) : id;
            decorate_string(S, target, d[i].member, d[i].deco, d[i].str);
        } else if (d[i].member >= 0) {
            uint32_t st = type_id(S, struct_type, 0);
            member_decorate(S, st, (uint32_t)d[i].member, d[i].deco, d[i].args, d[i].nargs);
        } else {
            decorate(S, id, d[i].deco, d[i].args, d[i].nargs);
        }
    }
}

static void global_var(Spv *S, IrId v)
{
    IrModule *m = S->m;
    IrValue val = *ir_value(m, v);
    const IrGlobal *g = val.u.g;
    uint32_t ty = type_id(S, val.type, 0);
    uint32_t init = g->init ? value_id(S, g->init) : 0;
    uint32_t id = S->bound++;
    *id_slot(S, v) = id;
    Inst I;
    inst_init(&I, SpvOpVariable);
    put(S, &I, ty);
    put(S, &I, id);
    put(S, &I, g->storage);
    if (init)
        put(S, &I, init);
    finish(S, SEC_TYPES, &I);
    name(S, id, val.name);
    if (g->res != IRR_NONE && g->res != IRR_PUSH_CONSTANT) {
        decorate(S, id, SpvDecorationDescriptorSet, &g->set, 1);
        decorate(S, id, SpvDecorationBinding, &g->binding, 1);
    }
    if (g->builtin >= 0) {
        uint32_t b = (uint32_t)g->builtin;
        decorate(S, id, SpvDecorationBuiltIn, &b, 1);
    } else if (g->location >= 0) {
        uint32_t l = (uint32_t)g->location;
        decorate(S, id, SpvDecorationLocation, &l, 1);
    }
    if ((g->interp & 3) == 1)
        decorate(S, id, SpvDecorationFlat, NULL, 0);
    if ((g->interp & 3) == 2)
        decorate(S, id, SpvDecorationNoPerspective, NULL, 0);
    if (g->interp & 4)
        decorate(S, id, SpvDecorationCentroid, NULL, 0);
    if (g->interp & 8)
        decorate(S, id, SpvDecorationSample, NULL, 0);
    if (g->res == IRR_STORAGE_BUFFER && g->read_only)
        decorate(S, id, SpvDecorationNonWritable, NULL, 0);
    decorate_list(S, id, g->pointee, g->decors.data, g->decors.len);
    decorate_list(S, id, g->pointee, val.decors.data, val.decors.len);
    if (S->cc->opt && S->cc->opt->spv_reflect) {
        /* -fspv-reflect: what DXC adds with SPV_GOOGLE_hlsl_functionality1. */
        if (g->semantic)
            decorate_string(S, id, -1, SpvDecorationUserSemantic, g->semantic);
        if (g->counter) {
            uint32_t cid = value_id(S, g->counter);
            Inst I;
            inst_init(&I, SpvOpDecorateId);
            put(S, &I, id);
            put(S, &I, SpvDecorationHlslCounterBufferGOOGLE);
            put(S, &I, cid);
            finish(S, SEC_DECOS, &I);
        }
    }
}

/* ---- block order -------------------------------------------------------- */

typedef struct Order {
    IrBlock **blocks;           /* emission order */
    uint32_t n;
    uint32_t *index;            /* IrId of a block -> f->blocks index + 1 */
} Order;

static IrInst *terminator(IrBlock *bl) { return ir_block_terminated(bl) ? bl->last : NULL; }

/* The walk's children of a block: merge, continue, then the branch targets
 * last to first (so the first target comes first in reverse post-order). */
static uint32_t child_count(IrBlock *bl)
{
    return (bl->merge && bl->struct_kind != IR_STRUCT_NONE ? 1 : 0) +
           (bl->cont && bl->struct_kind == IR_STRUCT_LOOP ? 1 : 0) + ir_succ_count(terminator(bl));
}

static IrId child_at(IrBlock *bl, uint32_t k)
{
    if (bl->merge && bl->struct_kind != IR_STRUCT_NONE) {
        if (k == 0)
            return bl->merge;
        k--;
    }
    if (bl->cont && bl->struct_kind == IR_STRUCT_LOOP) {
        if (k == 0)
            return bl->cont;
        k--;
    }
    IrInst *t = terminator(bl);
    return ir_succ(t, ir_succ_count(t) - 1 - k);
}

static bool order_blocks(Spv *S, IrFunc *f, Order *o)
{
    Cc *cc = S->cc;
    uint32_t n = f->blocks.len;
    o->blocks = NEWN(cc, IrBlock *, n);
    o->n = 0;
    for (uint32_t i = 0; i < n; i++)
        o->index[f->blocks.data[i]->id] = i + 1;
    uint32_t *stack = NEWN(cc, uint32_t, n), *next = NEWN(cc, uint32_t, n);
    uint32_t *post = NEWN(cc, uint32_t, n);
    bool *seen = NEWN(cc, bool, n);
    uint32_t sp = 0, np = 0;
    stack[sp++] = 0;
    seen[0] = true;
    while (sp) {
        uint32_t b = stack[sp - 1];
        IrBlock *bl = f->blocks.data[b];
        uint32_t nc = bl->struct_kind == IR_STRUCT_NONE ? ir_succ_count(terminator(bl))
                                                        : child_count(bl);
        if (next[b] < nc) {
            IrId c = bl->struct_kind == IR_STRUCT_NONE
                         ? ir_succ(terminator(bl), ir_succ_count(terminator(bl)) - 1 - next[b])
                         : child_at(bl, next[b]);
            next[b]++;
            uint32_t ci = c < S->m->values.len ? o->index[c] : 0;
            if (!ci) {
                fail(S, f->loc, D_SPV_INVALID, "a branch or merge target outside its function");
                return false;
            }
            if (!seen[ci - 1]) {
                seen[ci - 1] = true;
                stack[sp++] = ci - 1;
            }
            continue;
        }
        post[np++] = b;
        sp--;
    }
    for (uint32_t i = 0; i < np; i++)
        o->blocks[o->n++] = f->blocks.data[post[np - 1 - i]];
    return true;
}

/* ---- instructions -------------------------------------------------------- */

/* How many leading operands an image instruction has before its mask. */
static uint32_t image_fixed_args(IrOp op)
{
    switch (op) {
    case IR_SAMPLE: case IR_SAMPLE_LOD: case IR_FETCH: case IR_IMAGE_READ: return 2;
    case IR_SPARSE_SAMPLE: case IR_SPARSE_SAMPLE_LOD: case IR_SPARSE_FETCH: case IR_SPARSE_READ:
        return 2;
    case IR_SAMPLE_DREF: case IR_SAMPLE_DREF_LOD: case IR_GATHER: case IR_DREF_GATHER:
    case IR_IMAGE_WRITE: return 3;
    case IR_SPARSE_SAMPLE_DREF: case IR_SPARSE_SAMPLE_DREF_LOD: case IR_SPARSE_GATHER:
    case IR_SPARSE_DREF_GATHER: return 3;
    default: return 0;
    }
}

/* The HLSL method an image instruction came from, for diagnostics. */
static const char *image_method(const IrInst *in)
{
    uint32_t mask = in->nlits ? in->lits[0] : 0;
    switch (in->op) {
    case IR_SAMPLE: case IR_SPARSE_SAMPLE:
        return mask & SpvImageOperandsBiasMask ? "SampleBias" : "Sample";
    case IR_SAMPLE_LOD: case IR_SPARSE_SAMPLE_LOD:
        return mask & SpvImageOperandsGradMask ? "SampleGrad" : "SampleLevel";
    case IR_SAMPLE_DREF: case IR_SPARSE_SAMPLE_DREF:
        return mask & SpvImageOperandsBiasMask ? "SampleCmpBias" : "SampleCmp";
    case IR_SAMPLE_DREF_LOD: case IR_SPARSE_SAMPLE_DREF_LOD:
        return mask & SpvImageOperandsGradMask ? "SampleCmpGrad" : "SampleCmpLevelZero";
    default:
        return "Load";
    }
}

/* An Offset operand that constant folding made constant becomes ConstOffset;
 * one that stays run-time is allowed only on gathers
 * (VUID-StandaloneSpirv-Offset-04663). */
static uint32_t offset_mask(Spv *S, const IrInst *in, uint32_t fixed, uint32_t mask)
{
    if (!(mask & SpvImageOperandsOffsetMask))
        return mask;
    uint32_t k = fixed;
    k += !!(mask & SpvImageOperandsBiasMask) + !!(mask & SpvImageOperandsLodMask);
    k += (mask & SpvImageOperandsGradMask) ? 2 : 0;
    if (k < in->nargs && in->args[k] < S->m->values.len) {
        const IrValue *v = ir_value(S->m, in->args[k]);
        if (v->kind == IV_CONST && !v->u.c->is_spec)
            return (mask & ~(uint32_t)SpvImageOperandsOffsetMask) | SpvImageOperandsConstOffsetMask;
    }
    bool gather = in->op == IR_GATHER || in->op == IR_DREF_GATHER || in->op == IR_SPARSE_GATHER ||
                  in->op == IR_SPARSE_DREF_GATHER;
    if (!gather)
        fail(S, in->loc, D_LOWER_OFFSET_NOT_CONST, image_method(in));
    return mask;
}

/* Subgroup operations that take a GroupOperation operand. */
static bool has_group_operation(IrOp op)
{
    switch (op) {
    case IR_WAVE_IADD: case IR_WAVE_FADD: case IR_WAVE_IMUL: case IR_WAVE_FMUL:
    case IR_WAVE_SMIN: case IR_WAVE_UMIN: case IR_WAVE_FMIN: case IR_WAVE_SMAX:
    case IR_WAVE_UMAX: case IR_WAVE_FMAX: case IR_WAVE_AND: case IR_WAVE_OR: case IR_WAVE_XOR:
    case IR_WAVE_BALLOT_BIT_COUNT:
        return true;
    default:
        return false;
    }
}

static bool is_atomic(IrOp op)
{
    switch (op) {
    case IR_ATOMIC_LOAD: case IR_ATOMIC_STORE: case IR_ATOMIC_EXCHANGE: case IR_ATOMIC_CMPXCHG:
    case IR_ATOMIC_IADD: case IR_ATOMIC_ISUB: case IR_ATOMIC_SMIN: case IR_ATOMIC_UMIN:
    case IR_ATOMIC_SMAX: case IR_ATOMIC_UMAX: case IR_ATOMIC_AND: case IR_ATOMIC_OR:
    case IR_ATOMIC_XOR:
        return true;
    default:
        return false;
    }
}

/* Subgroup operations: a Subgroup scope operand follows the result. */
static bool is_wave(IrOp op)
{
    switch (op) {
    case IR_WAVE_ELECT: case IR_WAVE_ALL: case IR_WAVE_ANY: case IR_WAVE_ALL_EQUAL:
    case IR_WAVE_BROADCAST: case IR_WAVE_BROADCAST_FIRST: case IR_WAVE_BALLOT:
    case IR_WAVE_SHUFFLE: case IR_QUAD_BROADCAST: case IR_QUAD_SWAP:
        return true;
    default:
        return has_group_operation(op);
    }
}

/* Whether `pred` branches to `bl`. */
static bool branches_to(IrBlock *pred, IrBlock *bl)
{
    IrInst *t = terminator(pred);
    for (uint32_t k = 0; k < ir_succ_count(t); k++)
        if (ir_succ(t, k) == bl->id)
            return true;
    return false;
}

static void emit_phi(Spv *S, IrBlock *bl, IrInst *in, const Order *o)
{
    IrModule *m = S->m;
    Inst I;
    inst_init(&I, SpvOpPhi);
    put(S, &I, type_id(S, in->type, 0));
    put(S, &I, value_id(S, in->id));
    uint32_t entries = 0;
    for (uint32_t k = 0; k + 1 < in->nargs; k += 2) {
        IrId p = in->args[k + 1];
        if (p >= m->values.len || !S->block_pos[p] || ir_value(m, p)->kind != IV_BLOCK ||
            !branches_to(ir_value(m, p)->u.block, bl))
            continue;
        put(S, &I, value_id(S, in->args[k]));
        put(S, &I, value_id(S, p));
        entries++;
    }
    (void)o;
    if (!entries) {
        /* Only predecessors that were dropped: the block is not really reached. */
        emit2(S, SEC_FUNCS, SpvOpUndef, type_id(S, in->type, 0), value_id(S, in->id));
        return;
    }
    finish(S, SEC_FUNCS, &I);
}

static void emit_inst(Spv *S, IrFunc *f, IrInst *in)
{
    IrModule *m = S->m;
    const IrOpInfo *info = ir_op_info(in->op);
    Inst I;
    uint32_t rtype = in->type ? type_id(S, in->type, 0) : 0;
    uint32_t rid = in->id ? value_id(S, in->id) : 0;
    uint32_t k0 = 0; /* operands already written */

    switch (in->op) {
    case IR_NOP:
    case IR_VAR:
    case IR_PHI:
        return;
    case IR_SELECT: {
        /* Before SPIR-V 1.4 a vector select takes a vector condition: a
         * scalar one is splatted first. */
        const IrType *rt = ir_type(m, in->type);
        if (m->spirv_version >= 0x10400 || rt->kind != IR_TY_VECTOR || in->nargs != 3 ||
            ir_type(m, ir_type_of(m, in->args[0]))->kind == IR_TY_VECTOR)
            break;
        IrTypeId bv = ir_type_vector(m, ir_type_bool(m), rt->count);
        uint32_t splat = S->bound++;
        inst_init(&I, SpvOpCompositeConstruct);
        put(S, &I, type_id(S, bv, 0));
        put(S, &I, splat);
        for (uint32_t k = 0; k < rt->count; k++)
            put(S, &I, value_id(S, in->args[0]));
        finish(S, SEC_FUNCS, &I);
        inst_init(&I, SpvOpSelect);
        put(S, &I, rtype);
        put(S, &I, rid);
        put(S, &I, splat);
        put(S, &I, value_id(S, in->args[1]));
        put(S, &I, value_id(S, in->args[2]));
        finish(S, SEC_FUNCS, &I);
        return;
    }
    case IR_PRINTF: {
        /* OpString of the format, then OpExtInst DebugPrintf (1). */
        uint32_t str = S->bound++;
        inst_init(&I, SpvOpString);
        put(S, &I, str);
        for (uint32_t k = 0; k < in->nlits; k++)
            put(S, &I, in->lits[k]);
        finish(S, SEC_STRINGS, &I);
        if (!S->debug_printf)
            S->debug_printf = S->bound++;
        inst_init(&I, SpvOpExtInst);
        put(S, &I, type_id(S, ir_type_void(m), 0));
        put(S, &I, S->bound++);
        put(S, &I, S->debug_printf);
        put(S, &I, 1);
        put(S, &I, str);
        for (uint32_t k = 0; k < in->nargs; k++)
            put(S, &I, value_id(S, in->args[k]));
        finish(S, SEC_FUNCS, &I);
        return;
    }
    case IR_CALL: {
        /* OpFunctionCall always has a result, even for void. */
        IrValue *fv = in->nargs && in->args[0] < m->values.len ? ir_value(m, in->args[0]) : NULL;
        if (!fv || fv->kind != IV_FUNC) {
            fail(S, in->loc, D_SPV_INVALID, "a call of something that is not a function");
            return;
        }
        inst_init(&I, SpvOpFunctionCall);
        put(S, &I, rtype ? rtype : type_id(S, fv->u.f->ret, 0));
        put(S, &I, rid ? rid : S->bound++);
        for (uint32_t k = 0; k < in->nargs; k++)
            put(S, &I, value_id(S, in->args[k]));
        finish(S, SEC_FUNCS, &I);
        goto decorations;
    }
    case IR_RET:
        if (in->nargs)
            emit1(S, SEC_FUNCS, SpvOpReturnValue, value_id(S, in->args[0]));
        else
            emit0(S, SEC_FUNCS, SpvOpReturn);
        return;
    case IR_SWITCH: {
        if (in->nargs < 2 || in->nargs - 2 != in->nlits) {
            fail(S, in->loc, D_SPV_INVALID, "a switch whose cases and targets differ in number");
            return;
        }
        const IrType *st = ir_type(m, ir_type_of(m, in->args[0]));
        inst_init(&I, SpvOpSwitch);
        put(S, &I, value_id(S, in->args[0]));
        put(S, &I, value_id(S, in->args[1]));
        for (uint32_t k = 0; k < in->nlits; k++) {
            put(S, &I, in->lits[k]);
            if (st->width == 64)
                put(S, &I, st->is_signed && (in->lits[k] >> 31) ? 0xffffffffu : 0);
            put(S, &I, value_id(S, in->args[2 + k]));
        }
        finish(S, SEC_FUNCS, &I);
        return;
    }
    default:
        break;
    }

    inst_init(&I, info->spirv);
    if (rtype)
        put(S, &I, rtype);
    if (rid)
        put(S, &I, rid);

    if (info->glsl) {
        if (!S->glsl)
            S->glsl = S->bound++;
        put(S, &I, S->glsl);
        put(S, &I, info->glsl);
    } else if (is_atomic(in->op)) {
        uint32_t nsem = in->op == IR_ATOMIC_CMPXCHG ? 2 : 1;
        if (!in->nargs || in->nlits < 1 + nsem) {
            fail(S, in->loc, D_SPV_INVALID, "an atomic without scope and semantics");
            return;
        }
        put(S, &I, value_id(S, in->args[0]));
        for (uint32_t k = 0; k < 1 + nsem; k++)
            put(S, &I, const_u32(S, in->lits[k]));
        k0 = 1;
    } else if (in->op == IR_CONTROL_BARRIER || in->op == IR_MEMORY_BARRIER) {
        uint32_t n = in->op == IR_CONTROL_BARRIER ? 3 : 2;
        if (in->nlits < n) {
            fail(S, in->loc, D_SPV_INVALID, "a barrier without scopes and semantics");
            return;
        }
        for (uint32_t k = 0; k < n; k++)
            put(S, &I, const_u32(S, in->lits[k]));
        finish(S, SEC_FUNCS, &I);
        return;
    } else if (is_wave(in->op)) {
        if (in->op == IR_QUAD_BROADCAST && S->m->spirv_version < 0x10500 && in->nargs == 2 &&
            ir_value(S->m, in->args[1])->kind != IV_CONST) {
            fail(S, in->loc, D_SPV_NEEDS_CONSTANT, "QuadReadLaneAt");
            return;
        }
        put(S, &I, const_u32(S, SpvScopeSubgroup));
        if (has_group_operation(in->op)) {
            if (!in->nlits) {
                fail(S, in->loc, D_SPV_INVALID, "a subgroup operation without its group operation");
                return;
            }
            put(S, &I, in->lits[0]);
        }
        for (uint32_t k = 0; k < in->nargs; k++)
            put(S, &I, value_id(S, in->args[k]));
        if (in->op == IR_QUAD_SWAP)
            put(S, &I, const_u32(S, in->nlits ? in->lits[0] : 0));
        finish(S, SEC_FUNCS, &I);
        goto decorations;
    } else if (image_fixed_args(in->op)) {
        uint32_t fixed = image_fixed_args(in->op);
        if (in->nargs < fixed) {
            fail(S, in->loc, D_SPV_INVALID, "an image instruction without its operands");
            return;
        }
        for (uint32_t k = 0; k < fixed; k++)
            put(S, &I, value_id(S, in->args[k]));
        uint32_t mask = offset_mask(S, in, fixed, in->nlits ? in->lits[0] : 0);
        if (mask || in->nargs > fixed)
            put(S, &I, mask);
        for (uint32_t k = fixed; k < in->nargs; k++)
            put(S, &I, value_id(S, in->args[k]));
        finish(S, SEC_FUNCS, &I);
        goto decorations;
    }
    for (uint32_t k = k0; k < in->nargs; k++)
        put(S, &I, value_id(S, in->args[k]));
    /* Literal operands follow (extract/insert paths, shuffle components,
     * array_length's member). Atomics consumed theirs above. */
    if (!is_atomic(in->op))
        for (uint32_t k = 0; k < in->nlits; k++)
            put(S, &I, in->lits[k]);
    finish(S, SEC_FUNCS, &I);

decorations:
    if (!rid)
        return;
    if (in->flags & IRF_NO_CONTRACTION)
        decorate(S, rid, SpvDecorationNoContraction, NULL, 0);
    if (in->flags & IRF_RELAXED)
        decorate(S, rid, SpvDecorationRelaxedPrecision, NULL, 0);
    if (in->flags & IRF_NONUNIFORM)
        decorate(S, rid, SpvDecorationNonUniform, NULL, 0);
    const IrValue *val = ir_value(m, in->id);
    if (val->decors.len)
        decorate_list(S, rid, 0, val->decors.data, val->decors.len);
    name(S, rid, val->name);
    (void)f;
}

static void emit_var(Spv *S, IrInst *in, InstList *late_init)
{
    IrModule *m = S->m;
    Inst I;
    inst_init(&I, SpvOpVariable);
    put(S, &I, type_id(S, in->type, 0));
    uint32_t rid = value_id(S, in->id);
    put(S, &I, rid);
    put(S, &I, SpvStorageClassFunction);
    if (in->nargs) {
        IrValueKind k = ir_value(m, in->args[0])->kind;
        if (k == IV_CONST || k == IV_UNDEF || k == IV_GLOBAL)
            put(S, &I, value_id(S, in->args[0]));
        else
            vec_push(&S->cc->arena, late_init, in);
    }
    finish(S, SEC_FUNCS, &I);
    name(S, rid, ir_value(m, in->id)->name);
}

static void emit_function(Spv *S, IrFunc *f, Order *o)
{
    IrModule *m = S->m;
    if (!f->blocks.len) {
        fail(S, f->loc, D_SPV_INVALID, "a function without blocks");
        return;
    }
    if (!order_blocks(S, f, o))
        return;
    uint32_t fid = value_id(S, f->id);
    Inst I;
    inst_init(&I, SpvOpFunction);
    put(S, &I, type_id(S, f->ret, 0));
    put(S, &I, fid);
    put(S, &I, f->control);
    put(S, &I, type_id(S, f->fn_type, 0));
    finish(S, SEC_FUNCS, &I);
    name(S, fid, f->name);
    for (uint32_t i = 0; i < f->params.len; i++) {
        IrId p = f->params.data[i];
        uint32_t pid = value_id(S, p);
        emit2(S, SEC_FUNCS, SpvOpFunctionParameter, type_id(S, ir_type_of(m, p), 0), pid);
        name(S, pid, ir_value(m, p)->name);
    }
    for (uint32_t i = 0; i < o->n; i++)
        S->block_pos[o->blocks[i]->id] = i + 1;

    for (uint32_t i = 0; i < o->n; i++) {
        IrBlock *bl = o->blocks[i];
        emit1(S, SEC_FUNCS, SpvOpLabel, value_id(S, bl->id));
        if (i == 0) {
            /* Every variable of the function, at the top of the first block. */
            InstList late = {0};
            for (uint32_t j = 0; j < o->n; j++)
                for (IrInst *in = o->blocks[j]->first; in; in = in->next)
                    if (in->op == IR_VAR)
                        emit_var(S, in, &late);
            for (uint32_t j = 0; j < late.len; j++)
                emit2(S, SEC_FUNCS, SpvOpStore, value_id(S, late.data[j]->id),
                      value_id(S, late.data[j]->args[0]));
        }
        for (IrInst *in = bl->first; in; in = in->next)
            if (in->op == IR_PHI)
                emit_phi(S, bl, in, o);
        IrInst *term = terminator(bl);
        for (IrInst *in = bl->first; in && in != term; in = in->next)
            if (in->op != IR_PHI && !(ir_op_info(in->op)->flags & OPF_TERMINATOR))
                emit_inst(S, f, in);
        if (!term) {
            emit0(S, SEC_FUNCS, SpvOpUnreachable);
            continue;
        }
        /* A merge instruction only where SPIR-V allows one (the verifier
         * reports the other cases). */
        bool two_way = term->op == IR_BR_COND || term->op == IR_SWITCH;
        bool loopable = term->op == IR_BR || term->op == IR_BR_COND;
        if (bl->struct_kind == IR_STRUCT_SELECTION && bl->merge && two_way) {
            emit2(S, SEC_FUNCS, SpvOpSelectionMerge, value_id(S, bl->merge),
                  bl->control & (SpvSelectionControlFlattenMask | SpvSelectionControlDontFlattenMask));
        } else if (bl->struct_kind == IR_STRUCT_LOOP && bl->merge && bl->cont && loopable) {
            inst_init(&I, SpvOpLoopMerge);
            put(S, &I, value_id(S, bl->merge));
            put(S, &I, value_id(S, bl->cont));
            uint32_t ctl = bl->control & (SpvLoopControlUnrollMask | SpvLoopControlDontUnrollMask |
                                          SpvLoopControlDependencyInfiniteMask |
                                          SpvLoopControlPartialCountMask);
            if (!bl->unroll_count)
                ctl &= ~(uint32_t)SpvLoopControlPartialCountMask;
            put(S, &I, ctl);
            if (ctl & SpvLoopControlPartialCountMask)
                put(S, &I, bl->unroll_count);
            finish(S, SEC_FUNCS, &I);
        }
        if (term->op == IR_UNREACHABLE || term->op == IR_KILL)
            emit0(S, SEC_FUNCS, term->op == IR_KILL ? SpvOpKill : SpvOpUnreachable);
        else
            emit_inst(S, f, term);
    }
    Inst E;
    inst_init(&E, SpvOpFunctionEnd);
    finish(S, SEC_FUNCS, &E);
    for (uint32_t i = 0; i < o->n; i++)
        S->block_pos[o->blocks[i]->id] = 0;
    for (uint32_t i = 0; i < f->blocks.len; i++)
        o->index[f->blocks.data[i]->id] = 0;
}

/* ---- entry point and module ------------------------------------------------ */

static bool has_mode(const IrEntry *e, uint32_t mode)
{
    for (uint32_t i = 0; i < e->modes.len; i++)
        if (e->modes.data[i].mode == mode)
            return true;
    return false;
}

static void exec_mode(Spv *S, uint32_t fid, uint32_t mode, const uint32_t *args, unsigned n)
{
    Inst I;
    inst_init(&I, SpvOpExecutionMode);
    put(S, &I, fid);
    put(S, &I, mode);
    for (unsigned i = 0; i < n; i++)
        put(S, &I, args[i]);
    finish(S, SEC_MODES, &I);
}

/* A spec-constant workgroup size: the WorkgroupSize built-in, a composite of
 * the spec constants (literal dimensions as plain constants). Vulkan 1.2
 * without maintenance4 does not take LocalSizeId, so this is the form every
 * driver accepts; LocalSize still carries the defaults. */
static void workgroup_spec(Spv *S, const IrEntry *e)
{
    IrModule *m = S->m;
    uint32_t c[3];
    for (int k = 0; k < 3; k++) {
        IrId sc = e->workgroup_spec[k];
        if (sc) {
            if (sc >= m->values.len || ir_value(m, sc)->kind != IV_CONST ||
                ir_type_of(m, sc) != S->u32) {
                fail(S, e->func ? ir_value(m, e->func)->loc : (Loc){0, 0, 0}, D_SPV_UNSUPPORTED,
                     "a workgroup size specialization constant that is not a uint constant");
                return;
            }
            c[k] = value_id(S, sc);
        } else {
            c[k] = const_u32(S, e->workgroup[k] ? e->workgroup[k] : 1);
        }
    }
    uint32_t ty = type_id(S, ir_type_vector(m, S->u32, 3), 0);
    uint32_t id = S->bound++;
    Inst I;
    inst_init(&I, SpvOpSpecConstantComposite);
    put(S, &I, ty);
    put(S, &I, id);
    for (int k = 0; k < 3; k++)
        put(S, &I, c[k]);
    finish(S, SEC_TYPES, &I);
    uint32_t b = SpvBuiltInWorkgroupSize;
    decorate(S, id, SpvDecorationBuiltIn, &b, 1);
}

static void entry_point(Spv *S, IrEntry *e, const SpvReach *r, uint32_t model)
{
    IrModule *m = S->m;
    uint32_t fid = value_id(S, e->func);
    Inst I;
    inst_init(&I, SpvOpEntryPoint);
    put(S, &I, model);
    put(S, &I, fid);
    put_str(S, &I, e->name ? e->name : "main");
    /* Inputs, then outputs, then the rest, each in module order (before
     * SPIR-V 1.4 the interface is the inputs and outputs only). */
    e->interface.len = 0;
    for (int pass = 0; pass < (m->spirv_version >= 0x10400 ? 3 : 2); pass++)
        for (uint32_t i = 0; i < r->globals.len; i++) {
            IrId g = r->globals.data[i];
            uint32_t sc = ir_value(m, g)->u.g->storage;
            int want = sc == SpvStorageClassInput ? 0 : sc == SpvStorageClassOutput ? 1 : 2;
            if (want != pass)
                continue;
            put(S, &I, value_id(S, g));
            vec_push(&S->cc->arena, &e->interface, g);
        }
    finish(S, SEC_ENTRY, &I);

    if (model == SpvExecutionModelGLCompute && !has_mode(e, SpvExecutionModeLocalSize) &&
        !has_mode(e, SpvExecutionModeLocalSizeId)) {
        uint32_t wg[3];
        for (int k = 0; k < 3; k++) {
            uint64_t bits = 0;
            IrId sc = e->workgroup_spec[k];
            wg[k] = e->workgroup[k] ? e->workgroup[k] : 1;
            if (sc && sc < m->values.len && ir_value(m, sc)->kind == IV_CONST &&
                ir_value(m, sc)->u.c->is_spec) {
                bits = ir_value(m, sc)->u.c->bits;
                wg[k] = bits ? (uint32_t)bits : 1;
            }
        }
        exec_mode(S, fid, SpvExecutionModeLocalSize, wg, 3);
    }
    if (model == SpvExecutionModelGLCompute &&
        (e->workgroup_spec[0] || e->workgroup_spec[1] || e->workgroup_spec[2]))
        workgroup_spec(S, e);
    if (model == SpvExecutionModelFragment) {
        if (!has_mode(e, SpvExecutionModeOriginUpperLeft) &&
            !has_mode(e, SpvExecutionModeOriginLowerLeft))
            exec_mode(S, fid, SpvExecutionModeOriginUpperLeft, NULL, 0);
        bool depth = false;
        for (uint32_t i = 0; i < r->globals.len; i++) {
            const IrGlobal *g = ir_value(m, r->globals.data[i])->u.g;
            depth |= g->storage == SpvStorageClassOutput && g->builtin == SpvBuiltInFragDepth;
        }
        if (depth && !has_mode(e, SpvExecutionModeDepthReplacing))
            exec_mode(S, fid, SpvExecutionModeDepthReplacing, NULL, 0);
    }
    for (uint32_t i = 0; i < e->modes.len; i++) {
        const IrExecMode *md = &e->modes.data[i];
        bool ids = md->spec_args[0] || md->spec_args[1] || md->spec_args[2];
        if (!ids) {
            exec_mode(S, fid, md->mode, md->args, md->nargs);
            continue;
        }
        inst_init(&I, SpvOpExecutionModeId);
        put(S, &I, fid);
        put(S, &I, md->mode);
        for (unsigned k = 0; k < md->nargs; k++)
            put(S, &I, md->spec_args[k] ? value_id(S, md->spec_args[k]) : const_u32(S, md->args[k]));
        finish(S, SEC_MODES, &I);
    }
}

bool spv_emit(IrModule *m, uint32_t **words, size_t *count)
{
    Cc *cc = m->cc;
    *words = NULL;
    *count = 0;
    if (!m->entries.len) {
        diag(cc, (Loc){0, 0, 0}, D_SPV_NO_ENTRY);
        return false;
    }
    IrEntry *e = &m->entries.data[0];
    if (!e->func || e->func >= m->values.len || ir_value(m, e->func)->kind != IV_FUNC) {
        diag(cc, (Loc){0, 0, 0}, D_SPV_NO_ENTRY);
        return false;
    }
    Spv S = {.m = m, .cc = cc, .entry = e, .bound = 1};
    S.u32 = ir_type_int(m, 32, false);
    SpvReach r;
    spv_reach(m, e, &r);
    if (cc->opt && cc->opt->spv_reflect) {
        ir_add_extension(m, "SPV_GOOGLE_hlsl_functionality1");
        if (m->spirv_version < 0x10400) /* OpDecorateString became core in 1.4 */
            ir_add_extension(m, "SPV_GOOGLE_decorate_string");
    }
    spv_capabilities(m, &r);
    uint32_t model = spv_exec_model(e);
    if (m->spirv_version < 0x10400) {
        bool mesh = e->stage == STAGE_MESH || e->stage == STAGE_AMPLIFICATION;
        if (mesh || spv_has_capability(m, SpvCapabilityRayTracingKHR) ||
            spv_has_capability(m, SpvCapabilityRayQueryKHR)) {
            diag(cc, ir_value(m, e->func)->loc, D_SPV_NEEDS_SPIRV_1_4,
                 mesh ? "mesh and amplification shaders" : "ray tracing and ray queries");
            return false;
        }
    }

    /* Blocks are never created during emission, so these stay big enough. */
    S.block_pos = NEWN(cc, uint32_t, m->values.len);
    Order o = {.index = NEWN(cc, uint32_t, m->values.len)};

    for (uint32_t i = 0; i < r.globals.len; i++)
        value_id(&S, r.globals.data[i]);
    for (uint32_t i = 0; i < r.funcs.len; i++)
        value_id(&S, r.funcs.data[i]->id);
    for (uint32_t i = 0; i < r.funcs.len && !S.failed; i++)
        emit_function(&S, r.funcs.data[i], &o);
    if (S.failed)
        return false;
    entry_point(&S, e, &r, model);

    for (uint32_t i = 0; i < m->capabilities.len; i++)
        emit1(&S, SEC_CAPS, SpvOpCapability, m->capabilities.data[i]);
    for (uint32_t i = 0; i < m->extensions.len; i++) {
        Inst I;
        inst_init(&I, SpvOpExtension);
        put_str(&S, &I, m->extensions.data[i]);
        finish(&S, SEC_EXTS, &I);
    }
    /* Extended instruction sets, each once used. */
    const struct { uint32_t id; const char *name; } sets[] = {
        {S.debug_printf, "NonSemantic.DebugPrintf"}, {S.glsl, "GLSL.std.450"},
    };
    for (size_t i = 0; i < countof(sets); i++) {
        if (!sets[i].id)
            continue;
        Inst I;
        inst_init(&I, SpvOpExtInstImport);
        put(&S, &I, sets[i].id);
        put_str(&S, &I, sets[i].name);
        finish(&S, SEC_IMPORTS, &I);
    }
    emit2(&S, SEC_MODEL, SpvOpMemoryModel, m->addressing, m->memory_model);
    if (S.failed)
        return false;

    size_t total = 5;
    for (int s = 0; s < SEC_COUNT; s++)
        total += S.sec[s].len;
    uint32_t *out = NEWN(cc, uint32_t, total);
    out[0] = SpvMagicNumber;
    out[1] = m->spirv_version; /* 1.5, 1.3 for vulkan1.1, 1.6 for vulkan1.3 */
    out[2] = 0;           /* generator: not registered */
    out[3] = S.bound;
    out[4] = 0;
    size_t at = 5;
    for (int s = 0; s < SEC_COUNT; s++) {
        if (S.sec[s].len)
            memcpy(out + at, S.sec[s].data, S.sec[s].len * sizeof(uint32_t));
        at += S.sec[s].len;
    }
    *words = out;
    *count = total;
    return true;
}
