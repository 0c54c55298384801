/*
 * Instructions as WGSL statements.
 *
 * Each result is a `let` (or an assignment to its function-level variable,
 * cf.c); pointers and texture/sampler handles are not values in WGSL and
 * stay symbolic (mem.c, image.c). Most operations are a table row: an
 * infix operator, a prefix operator or a built-in function, and how the
 * operands' signedness is fixed up, since SPIR-V's integer instructions
 * care about the instruction and WGSL's about the operand types:
 *
 *   M_NONE   operands as they are
 *   M_RES    integer operands bitcast to the result type (iadd of i32 and u32)
 *   M_S/M_U  integer operands bitcast to signed/unsigned (sdiv, udiv, slt ...)
 *            and the result bitcast back to the IR's result type
 *   M_ARG    operands as they are, result bitcast to the IR's type
 *   M_FIRST  the other operands bitcast to the first one's type (ieq)
 *
 * Notes on semantics: WGSL defines integer division and remainder by zero
 * (the result is the dividend) where SPIR-V leaves them undefined; float to
 * integer conversions clamp in WGSL (undefined out of range in SPIR-V);
 * `a != b` on floats is IEEE's unordered not-equal, true for NaN, which is
 * IR_FNE's meaning, but WGSL lets implementations assume NaN never occurs,
 * so isnan/isinf test the exponent bits instead.
 */
#include <ctype.h>

#include "wgsl/wgsl_int.h"

typedef enum { F_BIN, F_UN, F_FN } Form;
typedef enum { M_NONE, M_RES, M_S, M_U, M_ARG, M_FIRST } Mode;

typedef struct OpRow {
    Form form;
    Mode mode;
    const char *text;
} OpRow;

/* WGSL's spelling of the ops that are one operator or built-in function,
 * from the wgsl column of ir/ops.def, indexed by op. */
static const OpRow rows[] = {
#define W0 {F_BIN, M_NONE, NULL}
#define W(form, mode, text) {F_##form, M_##mode, text}
#define OP(id, name, spv, glsl, flags, cls, arg, cap, wgsl) [id] = wgsl,
#include "ir/ops.def"
#undef OP
#undef W
#undef W0
};

static const OpRow *row_of(IrOp op)
{
    return (size_t)op < countof(rows) && rows[op].text ? &rows[op] : NULL;
}

bool w_table_op(IrOp op) { return row_of(op) != NULL; }

/* Whether `e` can stand as an operand of any operator or before a postfix
 * (`.x`, `[i]`) as it is: a name, literal, call, or postfix chain, or one
 * parenthesised whole. A blank or an operator outside brackets needs
 * parentheses; `<` `>` right after a name open a template (`vec3<f32>(`). */
bool w_is_primary(const char *e)
{
    if (*e == '-' || *e == '!' || *e == '~' || *e == '&' || *e == '*')
        return false;
    int depth = 0;
    for (const char *p = e; *p; p++) {
        char c = *p;
        if (c == '(' || c == '[')
            depth++;
        else if (c == ')' || c == ']')
            depth--;
        else if (c == '<' && p > e && (isalnum((unsigned char)p[-1]) || p[-1] == '_') &&
                 p[1] != ' ' && p[1] != '=' && p[1] != '<')
            depth++;
        else if (c == '>' && depth > 0 && p[-1] != ' ')
            depth--;
        else if (depth == 0 && !(isalnum((unsigned char)c) || c == '_' || c == '.'))
            return false;
        if (depth == 0 && c == ')' && p[1] == 0 && *e == '(')
            return true;
    }
    return depth == 0;
}

/* Binds the result: `let name = e;` or `name = e;` for a hoisted value; an
 * inlined value (inline.c) keeps its expression for its one use. */
static void def(W *w, IrInst *in, const char *e)
{
    if (!in->id) {
        w_line(w, "%s;", e);
        return;
    }
    if (w->vf[in->id] & WV_INLINE) {
        w->vname[in->id] = w_is_primary(e) ? e : arena_sprintf(&w->cc->arena, "(%s)", e);
        return;
    }
    if (w->vf[in->id] & WV_HOIST) {
        w_line(w, "%s = %s;", w->vname[in->id], e);
        return;
    }
    if (!w->vname[in->id])
        w->vname[in->id] = w_value_name(w, in->id);
    w_line(w, "let %s = %s;", w->vname[in->id], e);
}

static const char *operand(W *w, IrInst *in, uint32_t i, Mode mode)
{
    IrId a = in->args[i];
    switch (mode) {
    case M_RES: return w_val_as(w, a, in->type);
    case M_S: return w_val_signed(w, a, true);
    case M_U: return w_val_signed(w, a, false);
    case M_FIRST: return i ? w_val_as(w, a, ir_type_of(w->m, in->args[0])) : w_val(w, a);
    default: return w_val(w, a);
    }
}

/* Bitcasts a WGSL integer result of the given signedness to the IR's type. */
static const char *fix_result(W *w, IrInst *in, const char *e, bool is_signed)
{
    if (!w_is_int(w, in->type) || w_is_signed(w, in->type) == is_signed)
        return e;
    return arena_sprintf(&w->cc->arena, "bitcast<%s>(%s)", w_type(w, in->type, in->loc), e);
}

static const char *table_op(W *w, IrInst *in, const OpRow *r)
{
    Arena *a = &w->cc->arena;
    const char *e;
    switch (r->form) {
    case F_BIN:
        if (in->op == IR_FNE) /* unordered: `!=` may be compiled ordered (false for NaN) */
            e = arena_sprintf(a, "(!(%s == %s))", operand(w, in, 0, r->mode),
                              operand(w, in, 1, r->mode));
        else
            e = arena_sprintf(a, "(%s %s %s)", operand(w, in, 0, r->mode), r->text,
                              operand(w, in, 1, r->mode));
        break;
    case F_UN: e = arena_sprintf(a, "(%s(%s))", r->text, operand(w, in, 0, r->mode)); break;
    default: {
        Buf b;
        buf_init(&b, a);
        buf_printf(&b, "%s(", r->text);
        for (uint32_t i = 0; i < in->nargs; i++)
            buf_printf(&b, "%s%s", i ? ", " : "", operand(w, in, i, r->mode));
        buf_putc(&b, ')');
        e = buf_cstr(&b);
    }
    }
    if (r->mode == M_S || r->mode == M_U)
        return fix_result(w, in, e, r->mode == M_S);
    if (r->mode == M_ARG && in->nargs)
        return fix_result(w, in, e, w_is_signed(w, ir_type_of(w->m, in->args[0])));
    return e;
}

/* ---- composites ---------------------------------------------------------- */

/* Walks an extract/insert index path: `.member`, `.x`, `[i]`. */
static const char *path(W *w, IrTypeId t, const uint32_t *lits, uint32_t n, Loc loc)
{
    Buf b;
    buf_init(&b, &w->cc->arena);
    for (uint32_t i = 0; i < n; i++) {
        IrType *ty = ir_type(w->m, t);
        switch (ty->kind) {
        case IR_TY_STRUCT:
            buf_printf(&b, ".%s", w_member_name(w, t, lits[i]));
            t = ty->members[lits[i]].type;
            break;
        case IR_TY_VECTOR:
            if (lits[i] < 4)
                buf_printf(&b, ".%c", "xyzw"[lits[i]]);
            else
                buf_printf(&b, "[%u]", lits[i]);
            t = ty->elem;
            break;
        case IR_TY_MATRIX:
        case IR_TY_ARRAY:
            buf_printf(&b, "[%u]", lits[i]);
            t = ty->elem;
            break;
        default: diag_ice(w->cc, loc, "WGSL: extract from a non-composite");
        }
    }
    return buf_cstr(&b);
}

static const char *shuffle(W *w, IrInst *in)
{
    IrId v1 = in->args[0], v2 = in->args[1];
    unsigned n1 = ir_type_components(w->m, ir_type_of(w->m, v1));
    bool only_first = true;
    for (uint32_t i = 0; i < in->nlits; i++)
        if (in->lits[i] != 0xFFFFFFFFu && in->lits[i] >= n1)
            only_first = false;
    Buf b;
    buf_init(&b, &w->cc->arena);
    if (only_first && in->nlits <= 4 && in->nlits >= 2) {
        buf_printf(&b, "%s.", w_val(w, v1));
        for (uint32_t i = 0; i < in->nlits; i++) {
            uint32_t k = in->lits[i] == 0xFFFFFFFFu ? 0 : in->lits[i];
            buf_putc(&b, "xyzw"[k]);
        }
        return buf_cstr(&b);
    }
    buf_printf(&b, "%s(", w_type(w, in->type, in->loc));
    for (uint32_t i = 0; i < in->nlits; i++) {
        uint32_t k = in->lits[i] == 0xFFFFFFFFu ? 0 : in->lits[i];
        IrId src = k < n1 ? v1 : v2;
        uint32_t c = k < n1 ? k : k - n1;
        buf_printf(&b, "%s%s.%c", i ? ", " : "", w_val(w, src), "xyzw"[c & 3]);
    }
    buf_putc(&b, ')');
    return buf_cstr(&b);
}

/* A value of one type as its twin with another layout (copy_logical):
 * member by member, bools stored as uint converted both ways. */
static const char *convert_logical(W *w, const char *v, IrTypeId from, IrTypeId to, uint32_t depth,
                                   Loc loc)
{
    if (from == to)
        return v;
    if (depth > LIMIT_NESTING)
        diag_ice(w->cc, loc, "WGSL: copy_logical nested too deeply");
    Arena *a = &w->cc->arena;
    IrType *ft = ir_type(w->m, from), *tt = ir_type(w->m, to);
    if (tt->kind == IR_TY_BOOL && ft->kind == IR_TY_INT)
        return arena_sprintf(a, "(%s != 0u)", v);
    if (ft->kind == IR_TY_BOOL && tt->kind == IR_TY_INT)
        return arena_sprintf(a, "select(0u, 1u, %s)", v);
    if (tt->kind == IR_TY_VECTOR && ir_type(w->m, tt->elem)->kind == IR_TY_BOOL &&
        ft->kind == IR_TY_VECTOR && ir_type(w->m, ft->elem)->kind == IR_TY_INT)
        return arena_sprintf(a, "(%s != vec%u<u32>())", v, tt->count);
    if (ft->kind == IR_TY_VECTOR && ir_type(w->m, ft->elem)->kind == IR_TY_BOOL &&
        tt->kind == IR_TY_VECTOR)
        return arena_sprintf(a, "select(vec%u<u32>(), vec%u<u32>(1u), %s)", tt->count, tt->count,
                             v);
    if ((tt->kind == IR_TY_STRUCT && ft->kind == IR_TY_STRUCT) ||
        (tt->kind == IR_TY_ARRAY && ft->kind == IR_TY_ARRAY)) {
        Buf b;
        buf_init(&b, a);
        buf_printf(&b, "%s(", w_type(w, to, loc));
        uint32_t n = tt->kind == IR_TY_STRUCT ? tt->member_count : tt->count;
        for (uint32_t i = 0; i < n; i++) {
            const char *sub;
            IrTypeId sf, st;
            if (tt->kind == IR_TY_STRUCT) {
                sub = arena_sprintf(a, "%s.%s", v, w_member_name(w, from, i));
                sf = ft->members[i].type;
                st = tt->members[i].type;
            } else {
                sub = arena_sprintf(a, "%s[%u]", v, i);
                sf = ft->elem;
                st = tt->elem;
            }
            buf_printf(&b, "%s%s", i ? ", " : "", convert_logical(w, sub, sf, st, depth + 1, loc));
        }
        buf_putc(&b, ')');
        return buf_cstr(&b);
    }
    return v;
}

/* isnan / isinf on the exponent bits (WGSL may assume NaN and infinity
 * never occur, so x != x would be folded away). */
static const char *nan_inf(W *w, IrInst *in)
{
    Arena *a = &w->cc->arena;
    IrId x = in->args[0];
    IrTypeId t = ir_type_of(w->m, x);
    unsigned n = ir_type_components(w->m, t);
    bool vec = ir_type(w->m, t)->kind == IR_TY_VECTOR;
    const char *v = w_val(w, x);
    if (ir_type(w->m, ir_type_scalar_of(w->m, t))->width == 16)
        v = vec ? arena_sprintf(a, "vec%u<f32>(%s)", n, v) : arena_sprintf(a, "f32(%s)", v);
    const char *ut = vec ? arena_sprintf(a, "vec%u<u32>", n) : "u32";
    const char *mask = vec ? arena_sprintf(a, "%s(0x7fffffffu)", ut) : "0x7fffffffu";
    const char *inf = vec ? arena_sprintf(a, "%s(0x7f800000u)", ut) : "0x7f800000u";
    return arena_sprintf(a, "((bitcast<%s>(%s) & %s) %s %s)", ut, v, mask,
                         in->op == IR_ISNAN ? ">" : "==", inf);
}

static const char *p_convert(W *w, IrInst *in)
{
    Arena *a = &w->cc->arena;
    const char *rt = w_type(w, in->type, in->loc);
    IrId x = in->args[0];
    IrTypeId xt = ir_type_of(w->m, x);
    switch (in->op) {
    case IR_STOF: return arena_sprintf(a, "%s(%s)", rt, w_val_signed(w, x, true));
    case IR_UTOF: return arena_sprintf(a, "%s(%s)", rt, w_val_signed(w, x, false));
    case IR_FTOU:
    case IR_FTOS:
    case IR_FCONVERT: return arena_sprintf(a, "%s(%s)", rt, w_val(w, x));
    case IR_UCONVERT:
    case IR_SCONVERT: return w_val_as(w, x, in->type); /* 32-bit only: a signedness change */
    case IR_BITCAST: {
        if (xt == in->type)
            return w_val(w, x);
        /* bitcast<f32>(constant) is a WGSL const-expression, and one that is
         * NaN or infinite is a shader-creation error (asfloat(0x7fc00000) at
         * -O0): such bits go through the helper call, as float constants do. */
        uint64_t bits;
        const IrType *ty = ir_type(w->m, in->type);
        if (ty->kind == IR_TY_FLOAT && ty->width == 32 && ir_const_value(w->m, x, &bits) &&
            (((uint32_t)bits >> 23) & 0xffu) == 0xffu) {
            w->helper_bits |= WH_F32_BITS;
            return arena_sprintf(a, "osh_f32_bits(%s)", w_val_signed(w, x, false));
        }
        return arena_sprintf(a, "bitcast<%s>(%s)", rt, w_val(w, x));
    }
    default: return NULL;
    }
}

static const char *bitfield(W *w, IrInst *in)
{
    Arena *a = &w->cc->arena;
    switch (in->op) {
    case IR_BITFIELD_SEXTRACT:
        return fix_result(w, in,
                          arena_sprintf(a, "extractBits(%s, %s, %s)", w_val_signed(w, in->args[0], true),
                                        w_val_signed(w, in->args[1], false),
                                        w_val_signed(w, in->args[2], false)),
                          true);
    case IR_BITFIELD_UEXTRACT:
        return fix_result(w, in,
                          arena_sprintf(a, "extractBits(%s, %s, %s)", w_val_signed(w, in->args[0], false),
                                        w_val_signed(w, in->args[1], false),
                                        w_val_signed(w, in->args[2], false)),
                          false);
    default:
        return arena_sprintf(a, "insertBits(%s, %s, %s, %s)", w_val_as(w, in->args[0], in->type),
                             w_val_as(w, in->args[1], in->type), w_val_signed(w, in->args[2], false),
                             w_val_signed(w, in->args[3], false));
    }
}

/* The count of a shift as u32 (a vector of them for vector shifts). */
static const char *shift(W *w, IrInst *in)
{
    Arena *a = &w->cc->arena;
    IrId base = in->args[0], cnt = in->args[1];
    unsigned n = ir_type_components(w->m, in->type);
    const char *c = w_val_signed(w, cnt, false);
    if (ir_type(w->m, ir_type_of(w->m, cnt))->kind != IR_TY_VECTOR && n > 1)
        c = arena_sprintf(a, "vec%u<u32>(%s)", n, c);
    switch (in->op) {
    case IR_SHL: return arena_sprintf(a, "(%s << %s)", w_val_as(w, base, in->type), c);
    case IR_SHR_LOGICAL:
        return fix_result(w, in, arena_sprintf(a, "(%s >> %s)", w_val_signed(w, base, false), c),
                          false);
    default:
        return fix_result(w, in, arena_sprintf(a, "(%s >> %s)", w_val_signed(w, base, true), c),
                          true);
    }
}

/* ---- subgroups ----------------------------------------------------------- */

static const char *group_fn(IrOp op)
{
    switch (op) {
    case IR_WAVE_IADD: case IR_WAVE_FADD: return "Add";
    case IR_WAVE_IMUL: case IR_WAVE_FMUL: return "Mul";
    case IR_WAVE_SMIN: case IR_WAVE_UMIN: case IR_WAVE_FMIN: return "Min";
    case IR_WAVE_SMAX: case IR_WAVE_UMAX: case IR_WAVE_FMAX: return "Max";
    case IR_WAVE_AND: return "And";
    case IR_WAVE_OR: return "Or";
    case IR_WAVE_XOR: return "Xor";
    default: return NULL;
    }
}

static const char *subgroup(W *w, IrInst *in)
{
    Arena *a = &w->cc->arena;
    const char *x = in->nargs ? w_val(w, in->args[0]) : NULL;
    bool xbool = in->nargs && w_is_bool(w, ir_type_of(w->m, in->args[0]));
    switch (in->op) {
    case IR_WAVE_ELECT: return "subgroupElect()";
    case IR_WAVE_ALL: return arena_sprintf(a, "subgroupAll(%s)", x);
    case IR_WAVE_ANY: return arena_sprintf(a, "subgroupAny(%s)", x);
    case IR_WAVE_ALL_EQUAL: {
        if (xbool)
            x = arena_sprintf(a, "select(0u, 1u, %s)", x);
        /* Every active invocation equals the first one. */
        const char *e = arena_sprintf(a, "(%s == subgroupBroadcastFirst(%s))", x, x);
        return ir_type(w->m, ir_type_of(w->m, in->args[0]))->kind == IR_TY_VECTOR
                   ? arena_sprintf(a, "subgroupAll(all%s)", e)
                   : arena_sprintf(a, "subgroupAll%s", e);
    }
    case IR_WAVE_BROADCAST:
    case IR_WAVE_SHUFFLE:
    case IR_WAVE_BROADCAST_FIRST: {
        const char *xv = xbool ? arena_sprintf(a, "select(0u, 1u, %s)", x) : x;
        const char *e = in->op == IR_WAVE_BROADCAST_FIRST
                            ? arena_sprintf(a, "subgroupBroadcastFirst(%s)", xv)
                            : arena_sprintf(a, "subgroupShuffle(%s, %s)", xv,
                                            w_val_signed(w, in->args[1], false));
        return xbool ? arena_sprintf(a, "(%s != 0u)", e) : e;
    }
    case IR_WAVE_BALLOT: return arena_sprintf(a, "subgroupBallot(%s)", x);
    case IR_WAVE_BALLOT_BIT_COUNT: {
        uint32_t gop = in->nlits ? in->lits[0] : SpvGroupOperationReduce;
        IrValue *bv = ir_value(w->m, in->args[0]);
        if (bv->kind == IV_INST && bv->u.inst->op == IR_WAVE_BALLOT) {
            /* The count-bits functions add u32(condition). */
            const char *c = arena_sprintf(a, "select(0u, 1u, %s)", w_val(w, bv->u.inst->args[0]));
            const char *f = gop == SpvGroupOperationExclusiveScan   ? "subgroupExclusiveAdd"
                            : gop == SpvGroupOperationInclusiveScan ? "subgroupInclusiveAdd"
                                                                    : "subgroupAdd";
            return fix_result(w, in, arena_sprintf(a, "%s(%s)", f, c), false);
        }
        if (gop != SpvGroupOperationReduce) {
            w_unavailable(w, in->loc, "a prefix bit count of a stored ballot");
            return "0u";
        }
        return fix_result(w, in,
                          arena_sprintf(a, "dot(countOneBits(%s), vec4<u32>(1u))", x), false);
    }
    case IR_QUAD_BROADCAST: {
        uint64_t k;
        if (!ir_const_value(w->m, in->args[1], &k)) {
            w_unavailable(w, in->loc, "QuadReadLaneAt with a lane that is not a constant");
            return x;
        }
        return arena_sprintf(a, "quadBroadcast(%s, %uu)", x, (uint32_t)k);
    }
    case IR_QUAD_SWAP: {
        /* WGSL's quadSwap takes no bool (QuadAny/QuadAll swap one): as u32. */
        uint32_t d = in->nlits ? in->lits[0] : 0;
        IrTypeId xt = ir_type_of(w->m, in->args[0]);
        const char *xv = xbool ? arena_sprintf(a, "%s(%s)", w_type_with_scalar(w, xt, "u32"), x) : x;
        const char *e = arena_sprintf(a, "quadSwap%s(%s)", d == 0 ? "X" : d == 1 ? "Y" : "Diagonal", xv);
        return xbool ? arena_sprintf(a, "%s(%s)", w_type(w, xt, in->loc), e) : e;
    }
    default: {
        const char *f = group_fn(in->op);
        uint32_t gop = in->nlits ? in->lits[0] : SpvGroupOperationReduce;
        if (!f)
            diag_ice(w->cc, in->loc, "WGSL: unknown subgroup op");
        const char *pre = "";
        if (gop == SpvGroupOperationExclusiveScan)
            pre = "Exclusive";
        else if (gop == SpvGroupOperationInclusiveScan)
            pre = "Inclusive";
        else if (gop != SpvGroupOperationReduce)
            pre = NULL;
        if (!pre || (pre[0] && strcmp(f, "Add") && strcmp(f, "Mul"))) {
            w_unavailable(w, in->loc, "this wave prefix operation");
            return x;
        }
        bool s = in->op == IR_WAVE_SMIN || in->op == IR_WAVE_SMAX;
        bool u = in->op == IR_WAVE_UMIN || in->op == IR_WAVE_UMAX;
        const char *xv = s ? w_val_signed(w, in->args[0], true)
                         : u ? w_val_signed(w, in->args[0], false)
                             : x;
        const char *e = arena_sprintf(a, "subgroup%s%s(%s)", pre, f, xv);
        return (s || u) ? fix_result(w, in, e, s) : e;
    }
    }
}

/* ---- barriers ------------------------------------------------------------ */

static void barrier(W *w, IrInst *in)
{
    if (w->entry->stage != STAGE_COMPUTE) {
        w_unavailable(w, in->loc, "barriers outside compute shaders");
        return;
    }
    uint32_t sem = in->op == IR_CONTROL_BARRIER ? (in->nlits > 2 ? in->lits[2] : 0)
                                                : (in->nlits > 1 ? in->lits[1] : 0);
    if (w->cf_nonuniform) {
        w_unavailable(w, in->loc,
                      "a barrier that only some invocations reach (after an early 'return' or "
                      "'break', or in a branch, that depends on the invocation)");
        diag_note(w->cc, in->loc,
                  "WGSL requires every invocation of the workgroup to reach the barrier in "
                  "uniform control flow (an early return at the top of the entry point is "
                  "handled; a return inside a loop, or a loop or branch whose condition differs "
                  "between invocations, is not): put the work in a branch (if (inRange) { ... }) "
                  "and keep the barrier outside it, in loops the whole workgroup runs alike");
        return;
    }
    bool storage = (sem & (SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsImageMemoryMask)) != 0;
    bool group = (sem & SpvMemorySemanticsWorkgroupMemoryMask) != 0 || !storage;
    /* Memory-only barriers become full barriers: WGSL has no other kind. */
    if (storage)
        w_line(w, "storageBarrier();");
    if (sem & SpvMemorySemanticsImageMemoryMask)
        w_line(w, "textureBarrier();");
    if (group)
        w_line(w, "workgroupBarrier();");
}

/* ---- calls --------------------------------------------------------------- */

static const char *call(W *w, IrInst *in)
{
    Buf b;
    buf_init(&b, &w->cc->arena);
    buf_printf(&b, "%s(", w_val(w, in->args[0]));
    for (uint32_t i = 1; i < in->nargs; i++) {
        IrId a = in->args[i];
        const char *s;
        if (ir_type(w->m, ir_type_of(w->m, a))->kind == IR_TY_POINTER) {
            WPtr *p = w_ptr(w, a, in->loc);
            if (p->kind != WP_REF || p->buf) {
                w_unavailable(w, in->loc, "passing a buffer location to a function");
                s = "0";
            } else {
                s = arena_sprintf(&w->cc->arena, "&%s", p->ref);
            }
        } else {
            s = w_val(w, a);
        }
        buf_printf(&b, "%s%s", i > 1 ? ", " : "", s);
    }
    buf_putc(&b, ')');
    return buf_cstr(&b);
}

/* ---- the dispatcher ------------------------------------------------------ */

void w_inst(W *w, IrInst *in)
{
    Arena *a = &w->cc->arena;
    if (in->type) {
        IrTypeKind k = ir_type(w->m, in->type)->kind;
        if (k != IR_TY_POINTER && k != IR_TY_IMAGE && k != IR_TY_SAMPLER &&
            k != IR_TY_SAMPLED_IMAGE && k != IR_TY_FUNCTION)
            w_type_ok(w, in->type, in->loc);
    }
    const IrOpInfo *info = ir_op_info(in->op);
    if (((info->flags & OPF_IMPLICIT_LOD) || info->cls == OPC_DERIV) &&
        w->entry->stage != STAGE_PIXEL) {
        /* WGSL has derivatives only in fragment shaders. */
        w_unavailable(w, in->loc, "derivatives and implicit-LOD sampling outside pixel shaders");
        return;
    }
    const OpRow *r = row_of(in->op);
    if (r) {
        def(w, in, table_op(w, in, r));
        return;
    }
    if (info->cls == OPC_WAVE) {
        def(w, in, subgroup(w, in));
        return;
    }
    if (info->cls == OPC_ATOMIC) {
        const char *e = w_atomic(w, in);
        if (e)
            def(w, in, e);
        return;
    }
    switch (in->op) {
    case IR_NOP: return;
    case IR_VAR: {
        IrValue *v = ir_value(w->m, in->id);
        if (!w->vname[in->id]) {
            w->vname[in->id] = w_name(w, v->name ? v->name : "local");
            buf_printf(&w->fn_decls, "    var %s: %s;\n", w->vname[in->id],
                       w_type(w, ir_type(w->m, in->type)->elem, in->loc));
        }
        if (in->nargs)
            w_line(w, "%s = %s;", w->vname[in->id], w_val(w, in->args[0]));
        return;
    }
    case IR_ACCESS: return; /* symbolic: mem.c follows it at each use */
    case IR_LOAD: {
        IrType *t = ir_type(w->m, in->type);
        if (t->kind == IR_TY_IMAGE || t->kind == IR_TY_SAMPLER || t->kind == IR_TY_SAMPLED_IMAGE) {
            IrValue *pv = ir_value(w->m, in->args[0]);
            if (pv->kind == IV_INST && pv->u.inst->op == IR_ACCESS) { /* an element of a split array */
                WPtr *p = w_ptr(w, in->args[0], in->loc);
                w->vname[in->id] = p && p->kind == WP_REF ? p->ref : w_val(w, in->args[0]);
                return;
            }
            w->vname[in->id] = w_val(w, in->args[0]);
            return;
        }
        def(w, in, w_load(w, in));
        return;
    }
    case IR_STORE: w_store(w, in); return;
    case IR_ARRAY_LENGTH: def(w, in, w_array_length(w, in)); return;
    case IR_COPY: {
        IrType *t = ir_type(w->m, in->type);
        if (t->kind == IR_TY_POINTER || t->kind == IR_TY_IMAGE || t->kind == IR_TY_SAMPLER ||
            t->kind == IR_TY_SAMPLED_IMAGE) {
            w->vname[in->id] = w->vname[in->args[0]];
            return;
        }
        def(w, in, w_val(w, in->args[0]));
        return;
    }
    case IR_COPY_LOGICAL:
        def(w, in, convert_logical(w, w_val(w, in->args[0]), ir_type_of(w->m, in->args[0]),
                                   in->type, 0, in->loc));
        return;
    case IR_CALL: {
        const char *e = call(w, in);
        if (ir_type(w->m, in->type)->kind == IR_TY_VOID || !in->id)
            w_line(w, "%s;", e);
        else
            def(w, in, e);
        return;
    }
    case IR_SELECT:
        def(w, in, arena_sprintf(a, "select(%s, %s, %s)", w_val(w, in->args[2]),
                                 w_val(w, in->args[1]), w_val(w, in->args[0])));
        return;
    case IR_ISNAN:
    case IR_ISINF: def(w, in, nan_inf(w, in)); return;
    case IR_SHL:
    case IR_SHR_LOGICAL:
    case IR_SHR_ARITH: def(w, in, shift(w, in)); return;
    case IR_BITFIELD_SEXTRACT:
    case IR_BITFIELD_UEXTRACT:
    case IR_BITFIELD_INSERT: def(w, in, bitfield(w, in)); return;
    case IR_SMOD: {
        /* The sign of the divisor: r = a % b; r + b when r and b differ in sign. */
        const char *x = w_val_signed(w, in->args[0], true), *y = w_val_signed(w, in->args[1], true);
        const char *t = w_tmp(w);
        w_line(w, "let %s = %s %% %s;", t, x, y);
        def(w, in, fix_result(w, in,
                              arena_sprintf(a, "select(%s, %s + %s, %s != %s(0) && ((%s < %s(0)) != (%s < %s(0))))",
                                            t, t, y, t, w_type_with_scalar(w, in->type, "i32"), t,
                                            w_type_with_scalar(w, in->type, "i32"), y,
                                            w_type_with_scalar(w, in->type, "i32")),
                              true));
        return;
    }
    case IR_FMOD: {
        /* OpFMod: the sign of the divisor. */
        const char *x = w_val(w, in->args[0]), *y = w_val(w, in->args[1]);
        def(w, in, arena_sprintf(a, "(%s - %s * floor(%s / %s))", x, y, x, y));
        return;
    }
    case IR_OUTER_PRODUCT: {
        IrType *mt = ir_type(w->m, in->type);
        Buf b;
        buf_init(&b, a);
        buf_printf(&b, "%s(", w_type(w, in->type, in->loc));
        for (uint32_t j = 0; j < mt->count; j++)
            buf_printf(&b, "%s%s * %s[%u]", j ? ", " : "", w_val(w, in->args[0]),
                       w_val(w, in->args[1]), j);
        buf_putc(&b, ')');
        def(w, in, buf_cstr(&b));
        return;
    }
    case IR_MATRIX_INVERSE: w_unavailable(w, in->loc, "matrix inverse"); return;
    case IR_FTOU: case IR_FTOS: case IR_STOF: case IR_UTOF: case IR_UCONVERT: case IR_SCONVERT:
    case IR_FCONVERT: case IR_BITCAST:
        def(w, in, p_convert(w, in));
        return;
    case IR_CONSTRUCT: {
        Buf b;
        buf_init(&b, a);
        IrType *t = ir_type(w->m, in->type);
        buf_printf(&b, "%s(", w_type(w, in->type, in->loc));
        for (uint32_t i = 0; i < in->nargs; i++) {
            const char *s = w_val(w, in->args[i]);
            if (t->kind == IR_TY_VECTOR && ir_type(w->m, ir_type_of(w->m, in->args[i]))->kind != IR_TY_VECTOR)
                s = w_val_as(w, in->args[i], t->elem);
            buf_printf(&b, "%s%s", i ? ", " : "", s);
        }
        buf_putc(&b, ')');
        def(w, in, buf_cstr(&b));
        return;
    }
    case IR_EXTRACT:
        def(w, in, arena_sprintf(a, "%s%s", w_val(w, in->args[0]),
                                 path(w, ir_type_of(w->m, in->args[0]), in->lits, in->nlits, in->loc)));
        return;
    case IR_INSERT: {
        const char *t = w_tmp(w);
        w_line(w, "var %s = %s;", t, w_val(w, in->args[1]));
        w_line(w, "%s%s = %s;", t, path(w, in->type, in->lits, in->nlits, in->loc),
               w_val(w, in->args[0]));
        def(w, in, t);
        return;
    }
    case IR_SHUFFLE: def(w, in, shuffle(w, in)); return;
    case IR_EXTRACT_DYN:
        def(w, in, arena_sprintf(a, "%s[%s]", w_val(w, in->args[0]), w_val(w, in->args[1])));
        return;
    case IR_INSERT_DYN: {
        const char *t = w_tmp(w);
        w_line(w, "var %s = %s;", t, w_val(w, in->args[0]));
        w_line(w, "%s[%s] = %s;", t, w_val(w, in->args[2]), w_val(w, in->args[1]));
        def(w, in, t);
        return;
    }
    case IR_MODF_STRUCT:
    case IR_FREXP_STRUCT: {
        const char *t = w_tmp(w);
        bool modf = in->op == IR_MODF_STRUCT;
        w_line(w, "let %s = %s(%s);", t, modf ? "modf" : "frexp", w_val(w, in->args[0]));
        IrType *st = ir_type(w->m, in->type);
        const char *second = arena_sprintf(a, "%s.%s", t, modf ? "whole" : "exp");
        if (!modf && st->member_count > 1 && !w_is_signed(w, st->members[1].type))
            second = arena_sprintf(a, "bitcast<%s>(%s)", w_type(w, st->members[1].type, in->loc),
                                   second);
        def(w, in, arena_sprintf(a, "%s(%s.fract, %s)", w_type(w, in->type, in->loc), t, second));
        return;
    }
    case IR_CONTROL_BARRIER:
    case IR_MEMORY_BARRIER: barrier(w, in); return;
    case IR_SAMPLED_IMAGE:
    case IR_IMAGE:
        w->vname[in->id] = w_val(w, in->args[0]);
        return;
    case IR_SAMPLE: case IR_SAMPLE_LOD: case IR_SAMPLE_DREF: case IR_SAMPLE_DREF_LOD:
    case IR_GATHER: case IR_DREF_GATHER: case IR_FETCH: case IR_IMAGE_READ: case IR_IMAGE_WRITE:
    case IR_QUERY_SIZE: case IR_QUERY_SIZE_LOD: case IR_QUERY_LEVELS: case IR_QUERY_SAMPLES:
    case IR_QUERY_LOD: case IR_TEXEL_POINTER:
    case IR_SPARSE_SAMPLE: case IR_SPARSE_SAMPLE_LOD: case IR_SPARSE_SAMPLE_DREF:
    case IR_SPARSE_SAMPLE_DREF_LOD: case IR_SPARSE_GATHER: case IR_SPARSE_DREF_GATHER:
    case IR_SPARSE_FETCH: case IR_SPARSE_READ: {
        const char *e = w_image_op(w, in);
        if (e && in->id)
            def(w, in, e);
        return;
    }
    case IR_EMIT_VERTEX: case IR_END_PRIMITIVE: case IR_EMIT_STREAM_VERTEX:
    case IR_END_STREAM_PRIMITIVE:
        w_unavailable(w, in->loc, "geometry shader streams");
        return;
    case IR_SPIRV_INST:
        w_unavailable(w, in->loc, "inline SPIR-V ([[vk::ext_instruction]])");
        return;
    case IR_DBG_VALUE: /* debug info: SPIR-V's */
        return;
    case IR_PRINTF:
        if (!w->warned_printf) {
            w->warned_printf = true;
            diag(w->cc, in->loc, D_WGSL_PRINTF_DROPPED);
        }
        return;
    case IR_SPARSE_RESIDENT: /* no sparse textures: always resident (image.c) */
        def(w, in, "true");
        return;
    case IR_PHI:
    default: diag_ice(w->cc, in->loc, "WGSL: unexpected %s", ir_op_info(in->op)->name);
    }
}
