/*
 * Which buffers WGSL declares as structs, and the member attributes that
 * make WGSL's layout of those structs the lowered one.
 *
 * A buffer is raw words (mem.c) unless its whole lowered layout is one
 * WGSL computes for a declaration of the same members (WGSL 13.4: AlignOf,
 * SizeOf, and in the uniform address space array strides a multiple of 16
 * and struct or array members 16-aligned). Then it is declared with its
 * own types, `var<uniform> CB: CB_t;` or `var<storage> B: array<T>;`, and
 * read and written through references (`B[i].m.x`).
 *
 * The algorithm, per candidate buffer (constant buffers, push constants,
 * structured buffers; not byte-address buffers, and not buffers with
 * atomics or 16-bit stores, which need atomic words):
 *  1. walk the pointee, computing WGSL's alignment and size of each type:
 *     32-bit scalars and vectors as is, float matrices with WGSL's column
 *     stride, arrays only with WGSL's element stride, no bool, 16- or
 *     64-bit types. A SPIR-V RowMajor matrix (HLSL's default column_major)
 *     of C columns of R-vectors is stored as WGSL's matRxC, its transpose,
 *     read with transpose() (mem.c); only where no value holds it: not in
 *     a struct or array type that a reached load or store of any buffer
 *     moves whole (that value would carry the transposed matrix). Layout
 *     types only get values from buffers, so these are all;
 *  2. in a struct, lay the members out by WGSL's rules; where the lowered
 *     offset is past WGSL's, give the previous member `@size(gap)`; in the
 *     uniform address space give struct and array members `@align(16)` and
 *     pad a nested struct's size to a multiple of 16 with `@size` on its
 *     last member; a first member past offset 0 (`[[vk::offset(12)]]`, push
 *     constants shared between stages) follows a padding member
 *     `@size(n) osh_pad: u32`, only in a struct no value holds (a value
 *     would be built with one argument too few); any offset WGSL cannot
 *     reach that way refuses the buffer;
 *  3. refuse a buffer a reached access indexes with a constant past a fixed
 *     array's end (WGSL rejects that index; words read the memory there);
 *  4. commit the attributes of its struct types, unless another buffer
 *     committed different ones for a shared type (then words).
 * A struct's attributes depend only on the type and the address space,
 * so the same type in two buffers of one space agrees.
 */
#include "wgsl/wgsl_int.h"

enum { ST_UNSEEN, ST_BUSY, ST_OK, ST_BAD };

typedef struct Fit {
    W *w;
    bool uniform;
    const uint8_t *valued; /* per IrTypeId: a struct or array some load or store moves whole */
    uint8_t *state;      /* per IrTypeId: ST_* of a struct */
    uint32_t *align, *size;
    const char ***attr;  /* per IrTypeId: member attributes ("@align(16) ") */
    uint32_t *lead;      /* per IrTypeId: bytes of padding before the first member */
} Fit;

static uint32_t round_up(uint32_t v, uint32_t a) { return a ? (v + a - 1) / a * a : v; }

static bool is_word_scalar(IrType *t)
{
    return (t->kind == IR_TY_INT || t->kind == IR_TY_FLOAT) && t->width == 32;
}

static bool fit(Fit *f, IrTypeId t, uint32_t mstride, bool row_major, bool tr, uint32_t *al,
                uint32_t *sz, uint32_t depth);

static bool fit_struct(Fit *f, IrTypeId t, uint32_t depth)
{
    W *w = f->w;
    IrType *ty = ir_type(w->m, t);
    if (f->state[t] == ST_OK || f->state[t] == ST_BAD || f->state[t] == ST_BUSY)
        return f->state[t] == ST_OK;
    f->state[t] = ST_BUSY;
    uint32_t n = ty->member_count;
    if (!n || !ty->has_layout) {
        f->state[t] = ST_BAD;
        return false;
    }
    uint32_t *msize = NEWN(w->cc, uint32_t, n);
    uint32_t *malign = NEWN(w->cc, uint32_t, n);
    bool *align16 = NEWN(w->cc, bool, n);
    uint32_t *sized = NEWN(w->cc, uint32_t, n); /* @size, 0 when none */
    uint32_t end = 0, maxa = 1, lead = 0;
    bool ok = true;
    for (uint32_t i = 0; i < n && ok; i++) {
        IrMember *mb = &ty->members[i];
        IrTypeKind mk = ir_type(w->m, mb->type)->kind;
        if (!fit(f, mb->type, mb->matrix_stride, mb->row_major, !f->valued[t], &malign[i], &msize[i],
                 depth + 1)) {
            ok = false;
            break;
        }
        if (f->uniform && (mk == IR_TY_STRUCT || mk == IR_TY_ARRAY) && malign[i] < 16) {
            malign[i] = 16;
            align16[i] = true;
        }
        uint32_t off = round_up(end, malign[i]);
        if (mb->offset < off || mb->offset % malign[i]) {
            ok = false;
            break;
        }
        if (mb->offset > off && !i) {
            if (f->valued[t] || mb->offset % 4) {
                ok = false;
                break;
            }
            lead = mb->offset; /* osh_pad's size */
            maxa = 4;
        } else if (mb->offset > off) {
            sized[i - 1] = mb->offset - ty->members[i - 1].offset; /* the gap WGSL would not leave */
        }
        end = mb->offset + msize[i];
        if (malign[i] > maxa)
            maxa = malign[i];
    }
    if (ok && f->uniform && !ty->block && round_up(end, maxa) % 16) {
        /* A nested struct in uniform memory spans a multiple of 16 (as std140's). */
        sized[n - 1] = round_up(end, 16) - ty->members[n - 1].offset;
        end = round_up(end, 16);
    }
    if (!ok) {
        f->state[t] = ST_BAD;
        return false;
    }
    const char **attr = NEWN(w->cc, const char *, n);
    for (uint32_t i = 0; i < n; i++) {
        if (!align16[i] && !sized[i])
            continue;
        Buf b;
        buf_init(&b, &w->cc->arena);
        if (align16[i])
            buf_puts(&b, "@align(16) ");
        if (sized[i])
            buf_printf(&b, "@size(%u) ", sized[i]);
        attr[i] = buf_cstr(&b);
    }
    f->attr[t] = attr;
    f->lead[t] = lead;
    f->align[t] = maxa;
    f->size[t] = round_up(end, maxa);
    f->state[t] = ST_OK;
    return true;
}

/* WGSL's alignment and size of a lowered type, when WGSL lays it out as
 * the lowering did (mstride, row_major: the member's, for matrices; tr: no
 * value holds it, so a RowMajor matrix may be stored transposed). */
static bool fit(Fit *f, IrTypeId t, uint32_t mstride, bool row_major, bool tr, uint32_t *al,
                uint32_t *sz, uint32_t depth)
{
    IrModule *m = f->w->m;
    IrType *ty = ir_type(m, t);
    if (depth > LIMIT_NESTING)
        return false;
    switch (ty->kind) {
    case IR_TY_INT:
    case IR_TY_FLOAT:
        *al = *sz = 4;
        return is_word_scalar(ty);
    case IR_TY_VECTOR:
        *al = ty->count == 2 ? 8 : 16;
        *sz = 4 * ty->count;
        return is_word_scalar(ir_type(m, ty->elem));
    case IR_TY_MATRIX: {
        IrType *col = ir_type(m, ty->elem);
        IrType *s = ir_type(m, col->elem);
        /* WGSL's columns: the IR's columns, or its rows when stored transposed */
        uint32_t len = row_major ? ty->count : col->count, n = row_major ? col->count : ty->count;
        uint32_t colstride = len == 2 ? 8 : 16;
        *al = colstride;
        *sz = n * colstride;
        return s->kind == IR_TY_FLOAT && s->width == 32 && mstride == colstride &&
               (!row_major || tr);
    }
    case IR_TY_ARRAY: {
        uint32_t ea, es;
        if (!ty->count || !fit(f, ty->elem, mstride, row_major, tr && !f->valued[t], &ea, &es, depth + 1))
            return false;
        uint32_t stride = round_up(es, ea);
        *al = ea;
        *sz = ty->count * stride;
        return ty->stride == stride && !(f->uniform && stride % 16);
    }
    case IR_TY_STRUCT:
        if (!fit_struct(f, t, depth))
            return false;
        *al = f->align[t];
        *sz = f->size[t];
        return true;
    default: return false; /* bool, runtime arrays inside, handles */
    }
}

/* The element of a structured buffer's block (`struct { T data[]; }`), or 0. */
static IrTypeId runtime_element(W *w, IrTypeId block, IrMember **mb)
{
    IrType *b = ir_type(w->m, block);
    if (b->kind != IR_TY_STRUCT || b->member_count != 1 || b->members[0].offset)
        return 0;
    IrType *a = ir_type(w->m, b->members[0].type);
    if (a->kind != IR_TY_RUNTIME_ARRAY)
        return 0;
    *mb = &b->members[0];
    return b->members[0].type;
}

/* The buffer global an access chain starts at, or 0. */
static IrId root_of(W *w, IrId v)
{
    for (uint32_t k = 0; k < LIMIT_NESTING; k++) {
        IrValue *val = ir_value(w->m, v);
        if (val->kind == IV_GLOBAL)
            return v;
        if (val->kind != IV_INST || (val->u.inst->op != IR_ACCESS && val->u.inst->op != IR_COPY))
            return 0;
        v = val->u.inst->args[0];
    }
    return 0;
}

/* Marks t and every struct and array type inside it: values exist. */
static void mark_valued(W *w, IrTypeId t, uint8_t *valued, uint32_t depth)
{
    IrType *ty = ir_type(w->m, t);
    if (depth > LIMIT_NESTING || valued[t])
        return;
    if (ty->kind == IR_TY_ARRAY || ty->kind == IR_TY_RUNTIME_ARRAY) {
        valued[t] = 1;
        mark_valued(w, ty->elem, valued, depth + 1);
    } else if (ty->kind == IR_TY_STRUCT) {
        valued[t] = 1;
        for (uint32_t i = 0; i < ty->member_count; i++)
            mark_valued(w, ty->members[i].type, valued, depth + 1);
    }
}

static bool is_buffer_global(W *w, IrId g)
{
    uint32_t sc = ir_value(w->m, g)->u.g->storage;
    return sc == SpvStorageClassUniform || sc == SpvStorageClassStorageBuffer ||
           sc == SpvStorageClassPushConstant;
}

/* Step 3: a constant index at or past the end of a fixed array, vector or
 * matrix in a reached access into candidate `cand[g]` clears it; a load or
 * store of a whole struct or array from any buffer marks its types
 * `valued`. */
static void scan_uses(W *w, IrFunc *const *fns, uint32_t nfns, uint8_t *cand, uint8_t *valued)
{
    IrModule *m = w->m;
    for (uint32_t f = 0; f < nfns; f++)
        for (uint32_t b = 0; b < fns[f]->blocks.len; b++)
            for (IrInst *in = fns[f]->blocks.data[b]->first; in; in = in->next) {
                if ((in->op != IR_ACCESS && in->op != IR_LOAD && in->op != IR_STORE) || !in->nargs)
                    continue;
                IrId g = root_of(w, in->args[0]);
                if (!g || !is_buffer_global(w, g))
                    continue;
                IrTypeId t = ir_type(m, ir_type_of(m, in->args[0]))->elem;
                if (in->op != IR_ACCESS) {
                    mark_valued(w, t, valued, 0);
                    continue;
                }
                if (!cand[g])
                    continue;
                for (uint32_t i = 1; i < in->nargs && t; i++) {
                    IrType *ty = ir_type(m, t);
                    uint64_t k;
                    bool c = ir_const_value(m, in->args[i], &k);
                    if (ty->kind == IR_TY_STRUCT) {
                        t = c && k < ty->member_count ? ty->members[k].type : 0;
                        continue;
                    }
                    if (c && ty->kind != IR_TY_RUNTIME_ARRAY && k >= ty->count)
                        cand[g] = 0;
                    t = ty->elem;
                }
            }
}

/* Step 4: the struct types under t take f's attributes, unless one was
 * committed with others. `dry` only checks. */
static bool commit(Fit *f, IrTypeId t, bool dry, uint32_t depth)
{
    W *w = f->w;
    IrType *ty = ir_type(w->m, t);
    if (depth > LIMIT_NESTING)
        return false;
    if (ty->kind == IR_TY_ARRAY || ty->kind == IR_TY_RUNTIME_ARRAY)
        return commit(f, ty->elem, dry, depth + 1);
    if (ty->kind != IR_TY_STRUCT)
        return true;
    if (w->mattr_set[t]) {
        if (w->mlead[t] != f->lead[t])
            return false;
        for (uint32_t i = 0; i < ty->member_count; i++) {
            const char *a = w->mattr[t][i] ? w->mattr[t][i] : "";
            const char *b = f->attr[t][i] ? f->attr[t][i] : "";
            if (strcmp(a, b))
                return false;
        }
    } else if (!dry) {
        w->mattr[t] = f->attr[t];
        w->mlead[t] = f->lead[t];
        w->mattr_set[t] = 1;
    }
    for (uint32_t i = 0; i < ty->member_count; i++)
        if (!commit(f, ty->members[i].type, dry, depth + 1))
            return false;
    return true;
}

void w_buffer_forms(W *w, IrFunc *const *fns, uint32_t nfns)
{
    IrModule *m = w->m;
    uint32_t nt = m->types.len + 1;
    w->sbuf = NEWN(w->cc, uint8_t, w->nvalues + 1);
    w->mattr = NEWN(w->cc, const char **, nt);
    w->mattr_set = NEWN(w->cc, uint8_t, nt);
    w->mlead = NEWN(w->cc, uint32_t, nt);
    uint8_t *cand = NEWN(w->cc, uint8_t, w->nvalues + 1);
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        IrGlobal *g = ir_value(m, id)->u.g;
        bool uniform_space = g->res != IRR_STORAGE_BUFFER && (g->storage == SpvStorageClassUniform ||
                                                             g->storage == SpvStorageClassPushConstant);
        bool storage_space = g->storage == SpvStorageClassStorageBuffer ||
                             (g->storage == SpvStorageClassUniform && g->res == IRR_STORAGE_BUFFER);
        if (!(w->vf[id] & WV_REACHED) || g->array_count || g->counter ||
            (w->use[id] & (IR_USE_ATOMIC | IR_USE_HALF_STORE)) ||
            (g->hlsl_type && strstr(g->hlsl_type, "ByteAddressBuffer")))
            continue;
        if (uniform_space)
            cand[id] = 1;
        else if (storage_space)
            cand[id] = 2;
    }
    uint8_t *valued = NEWN(w->cc, uint8_t, nt);
    scan_uses(w, fns, nfns, cand, valued);
    Fit fits[2]; /* uniform, storage */
    for (int k = 0; k < 2; k++)
        fits[k] = (Fit){w, k == 0, valued, NEWN(w->cc, uint8_t, nt), NEWN(w->cc, uint32_t, nt),
                        NEWN(w->cc, uint32_t, nt), NEWN(w->cc, const char **, nt),
                        NEWN(w->cc, uint32_t, nt)};
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        if (!cand[id])
            continue;
        IrGlobal *g = ir_value(m, id)->u.g;
        Fit *f = &fits[cand[id] == 1 ? 0 : 1];
        uint32_t al, sz;
        bool ok;
        IrTypeId root = g->pointee;
        if (cand[id] == 1) {
            IrType *b = ir_type(m, g->pointee);
            ok = b->kind == IR_TY_STRUCT && b->block && fit(f, g->pointee, 0, false, true, &al, &sz, 0);
        } else {
            IrMember *mb = NULL;
            IrTypeId rt = runtime_element(w, g->pointee, &mb);
            ok = false;
            if (rt) {
                IrType *a = ir_type(m, rt);
                ok = fit(f, a->elem, mb->matrix_stride, mb->row_major, !valued[rt], &al, &sz, 0) &&
                     a->stride == round_up(sz, al);
                root = rt;
            }
        }
        if (!ok || !commit(f, root, true, 0))
            continue;
        commit(f, root, false, 0);
        w->sbuf[id] = cand[id] == 1 ? WB_STRUCT : WB_ARRAY;
    }
}

/* The WGSL type a buffer stores a lowered type as: a RowMajor matrix (and
 * arrays of them) as its transpose, matRxC. */
const char *w_stored_type(W *w, IrTypeId t, bool row_major, Loc loc)
{
    IrType *ty = ir_type(w->m, t);
    if (!row_major)
        return w_type(w, t, loc);
    if (ty->kind == IR_TY_MATRIX) {
        IrType *col = ir_type(w->m, ty->elem);
        return arena_sprintf(&w->cc->arena, "mat%ux%u<%s>", col->count, ty->count, w_scalar_name(w, t));
    }
    if (ty->kind == IR_TY_ARRAY)
        return arena_sprintf(&w->cc->arena, "array<%s, %u>", w_stored_type(w, ty->elem, true, loc), ty->count);
    if (ty->kind == IR_TY_RUNTIME_ARRAY)
        return arena_sprintf(&w->cc->arena, "array<%s>", w_stored_type(w, ty->elem, true, loc));
    return w_type(w, t, loc);
}
