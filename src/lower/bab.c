/*
 * ByteAddressBuffer.Load<T>/Store<T> of aggregates and of 16-, 64-bit and
 * bool values (lw_builtin's bab_load/bab_store keep 32-bit scalars and
 * vectors): the buffer is a uint array, each value goes word by word.
 */
#include "lower/lower_int.h"

static Type *strip(Type *t) { return lw_strip(t); }

static IrId emit_n(L *l, IrOp op, IrTypeId t, const IrId *a, uint32_t n)
{
    return ir_emit(&l->b, op, t, a, n, NULL, 0);
}

/* DXC's layout (ty_packed_size): each
 * scalar at its own size's alignment (bool takes 4 bytes), vectors and
 * arrays packed, structs aligned to their widest member and padded to it,
 * matrices column by column unless row_major (row by row under
 * -fspv-use-legacy-buffer-matrix-order unless column_major). 16-bit values share a word
 * (a store reads, masks and writes it back); 64-bit ones take two. */
static uint32_t bab_scalar_bytes(ScalarKind k) { return ty_scalar_bits(k) / 8; }
static uint32_t bab_size(Type *t, uint32_t *offs) { return ty_packed_size(t, offs); }

/* The word holding byte addr + off, and that address. */
static IrId bab_word_at(L *l, IrId base, IrId addr, uint32_t off, IrId *at)
{
    IrId a = off ? ir_binop(&l->b, IR_IADD, ir_type_int(l->m, 32, false), addr, lw_u32(l, off)) : addr;
    if (at)
        *at = a;
    IrTypeId u = ir_type_int(l->m, 32, false);
    IrId idx[2] = {lw_i32(l, 0), ir_binop(&l->b, IR_SHR_LOGICAL, u, a, lw_u32(l, 2))};
    return lw_access(l, base, SpvStorageClassStorageBuffer, u, idx, 2);
}

/* A 16-bit value's shift inside its word: (address & 2) * 8. */
static IrId bab_half_shift(L *l, IrId at)
{
    IrTypeId u = ir_type_int(l->m, 32, false);
    return ir_binop(&l->b, IR_SHL, u, ir_binop(&l->b, IR_AND, u, at, lw_u32(l, 2)), lw_u32(l, 3));
}

/* Element i of an aggregate t (vector component, matrix element in memory
 * order, array element, field): its type and byte offset. */
static uint32_t bab_parts(Type *t, uint32_t *offs, Type **pt, Cc *cc)
{
    uint32_t n = 0;
    switch (t->kind) {
    case TY_VECTOR:
    case TY_MATRIX: {
        uint32_t sz = bab_scalar_bytes(t->scalar), rows = t->kind == TY_MATRIX ? t->rows : 1;
        bool rm = t->kind != TY_MATRIX || (t->mods & TM_ROW_MAJOR) ||
                  (cc->opt->legacy_buffer_matrix_order && !(t->mods & TM_COLUMN_MAJOR));
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t k = 0; k < t->cols; k++, n++) {
                offs[n] = (rm ? r * t->cols + k : k * rows + r) * sz;
                pt[n] = ty_scalar(cc, t->scalar);
            }
        return n;
    }
    case TY_ARRAY:
        for (; n < t->count; n++) {
            offs[n] = n * bab_size(t->elem, NULL);
            pt[n] = t->elem;
        }
        return n;
    case TY_STRUCT:
        bab_size(t, offs);
        for (; n < t->decl->fields.len; n++)
            pt[n] = t->decl->fields.data[n]->type;
        return n;
    default: return 0;
    }
}

/* Field i of struct t when it is a bitfield packed with others (ty_packed_size
 * gives it its unit's offset): its bits in the unit. */
static bool bab_bitfield(Type *t, uint32_t i, uint32_t *bo, uint32_t *bits)
{
    Decl *f = t->decl->fields.data[i];
    if (!lw_is_packed_bitfield(f))
        return false;
    lw_field_place(t->decl->fields.data, t->decl->fields.len, f, bo, bits);
    return *bits != 0;
}

static IrId bab_read_scalar(L *l, IrId base, IrId addr, uint32_t off, Type *t)
{
    IrModule *m = l->m;
    IrTypeId u = ir_type_int(m, 32, false), st = lw_scalar_type(l, t->scalar);
    unsigned bits = t->scalar == SK_BOOL ? 32 : ty_scalar_bits(t->scalar);
    IrId at, w = ir_load(&l->b, bab_word_at(l, base, addr, off, &at)), v = w;
    if (bits == 64) {
        IrId hi[2] = {w, ir_load(&l->b, bab_word_at(l, base, addr, off + 4, NULL))};
        return ir_unop(&l->b, IR_BITCAST, st, emit_n(l, IR_CONSTRUCT, ir_type_vector(m, u, 2), hi, 2));
    }
    if (bits == 16) {
        IrTypeId u16 = ir_type_int(m, 16, false);
        v = ir_unop(&l->b, IR_UCONVERT, u16, ir_binop(&l->b, IR_SHR_LOGICAL, u, w, bab_half_shift(l, at)));
        return st == u16 ? v : ir_unop(&l->b, IR_BITCAST, st, v);
    }
    if (t->scalar == SK_BOOL)
        return ir_binop(&l->b, IR_INE, st, v, lw_u32(l, 0));
    return st == u ? v : ir_unop(&l->b, IR_BITCAST, st, v);
}

/* A vk::BufferPointer is its address, a uint64_t (ty_packed_size too). */
static Type *bab_strip(L *l, Type *t)
{
    t = strip(t);
    return lw_is_buffer_pointer(t) ? ty_scalar(l->cc, SK_UINT64) : t;
}

static IrId bab_read(L *l, IrId base, IrId addr, uint32_t off, Type *t)
{
    t = bab_strip(l, t);
    if (t->kind == TY_SCALAR)
        return bab_read_scalar(l, base, addr, off, t);
    uint32_t n = bab_size(t, NULL) ? (t->kind == TY_STRUCT ? t->decl->fields.len : ty_component_count(t)) : 0;
    if (t->kind == TY_ARRAY)
        n = t->count;
    uint32_t *offs = NEWN(l->cc, uint32_t, n ? n : 1);
    Type **pt = NEWN(l->cc, Type *, n ? n : 1);
    IrId *el = NEWN(l->cc, IrId, n ? n : 1);
    n = bab_parts(t, offs, pt, l->cc);
    IrTypeId ty = lw_type(l, t);
    for (uint32_t i = 0; i < n; i++) {
        if (t->kind == TY_STRUCT && lw_is_resource(pt[i])) {
            el[i] = ir_undef(l->m, ir_type(l->m, ty)->members[i].type);
            continue;
        }
        uint32_t bo, bits;
        if (t->kind == TY_STRUCT && bab_bitfield(t, i, &bo, &bits)) {
            /* the unit's word(s) at the unit's offset, then the field's bits */
            Type *ut = ty_scalar(l->cc, strip(pt[i])->scalar);
            el[i] = lw_bits_extract(l, bab_read(l, base, addr, off + offs[i], ut), pt[i], bo, bits);
            continue;
        }
        el[i] = bab_read(l, base, addr, off + offs[i], pt[i]);
    }
    if (t->kind != TY_MATRIX)
        return emit_n(l, IR_CONSTRUCT, ty, el, n);
    /* the matrix's rows (bab_parts gives the elements row by row) */
    IrType *mt = ir_type(l->m, ty);
    IrId rows[4], re[4];
    for (uint32_t r = 0; r < t->rows && r < 4; r++) {
        for (uint32_t k = 0; k < t->cols && k < 4; k++)
            re[k] = el[r * t->cols + k];
        rows[r] = emit_n(l, IR_CONSTRUCT, mt->elem, re, t->cols);
    }
    return emit_n(l, IR_CONSTRUCT, ty, rows, t->rows);
}

static void bab_write(L *l, IrId base, IrId addr, uint32_t off, Type *t, IrId v)
{
    IrModule *m = l->m;
    t = bab_strip(l, t);
    IrTypeId u = ir_type_int(m, 32, false);
    if (t->kind == TY_SCALAR) {
        unsigned bits = t->scalar == SK_BOOL ? 32 : ty_scalar_bits(t->scalar);
        IrId at, p = bab_word_at(l, base, addr, off, &at);
        if (bits == 64) {
            IrId w2 = ir_unop(&l->b, IR_BITCAST, ir_type_vector(m, u, 2), v);
            ir_store(&l->b, p, lw_extract(l, u, w2, 0));
            IrId hi = lw_extract(l, u, w2, 1); /* GCC's order (see lw_binop) */
            ir_store(&l->b, bab_word_at(l, base, addr, off + 4, NULL), hi);
        } else if (bits == 16) {
            IrTypeId u16 = ir_type_int(m, 16, false);
            IrId h = ir_type_of(m, v) == u16 ? v : ir_unop(&l->b, IR_BITCAST, u16, v);
            IrId sh = bab_half_shift(l, at);
            IrId keep = ir_unop(&l->b, IR_NOT, u, ir_binop(&l->b, IR_SHL, u, lw_u32(l, 0xffff), sh));
            IrId nw = ir_binop(&l->b, IR_SHL, u, ir_unop(&l->b, IR_UCONVERT, u, h), sh);
            IrId old = ir_binop(&l->b, IR_AND, u, ir_load(&l->b, p), keep);
            ir_store(&l->b, p, ir_binop(&l->b, IR_OR, u, old, nw));
        } else {
            if (t->scalar == SK_BOOL)
                v = lw_scalar_convert(l, v, t, ty_scalar(l->cc, SK_UINT32));
            else if (t->scalar != SK_UINT32)
                v = ir_unop(&l->b, IR_BITCAST, u, v);
            ir_store(&l->b, p, v);
        }
        return;
    }
    uint32_t n = t->kind == TY_STRUCT ? t->decl->fields.len : t->kind == TY_ARRAY ? t->count : ty_component_count(t);
    uint32_t *offs = NEWN(l->cc, uint32_t, n ? n : 1);
    Type **pt = NEWN(l->cc, Type *, n ? n : 1);
    n = bab_parts(t, offs, pt, l->cc);
    IrTypeId ty = lw_type(l, t);
    IrType *it = ir_type(m, ty);
    /* Bitfields: each unit is built from its fields (from zero: a store of
     * the struct writes all of them) and written once, at its offset. */
    IrId unit = 0;
    uint32_t unit_off = 0;
    Type *unit_t = NULL;
    for (uint32_t i = 0; i < n; i++) {
        if (t->kind == TY_STRUCT && lw_is_resource(pt[i]))
            continue;
        uint32_t bo, bits;
        bool bf = t->kind == TY_STRUCT && bab_bitfield(t, i, &bo, &bits);
        if (unit && (!bf || offs[i] != unit_off)) {
            bab_write(l, base, addr, off + unit_off, unit_t, unit);
            unit = 0;
        }
        if (bf) {
            if (!unit) {
                unit_t = ty_scalar(l->cc, strip(pt[i])->scalar);
                unit_off = offs[i];
                unit = ir_const_int(m, lw_type(l, unit_t), 0);
            }
            unit = lw_bits_insert(l, unit, lw_extract(l, it->members[i].type, v, i), bo, bits);
            continue;
        }
        IrId x;
        if (t->kind == TY_MATRIX) {
            uint32_t r = i / t->cols, k = i % t->cols; /* bab_parts' order */
            IrTypeId rt = it->elem;
            x = lw_extract(l, ir_type(m, rt)->elem, lw_extract(l, rt, v, r), k);
        } else {
            IrTypeId et = t->kind == TY_STRUCT ? it->members[i].type : it->elem;
            x = lw_extract(l, et, v, i);
        }
        bab_write(l, base, addr, off + offs[i], pt[i], x);
    }
    if (unit)
        bab_write(l, base, addr, off + unit_off, unit_t, unit);
}

IrId lw_bab_read(L *l, IrId base, IrId addr, Type *t) { return bab_read(l, base, addr, 0, t); }

void lw_bab_write(L *l, IrId base, IrId addr, Type *t, IrId v) { bab_write(l, base, addr, 0, t, v); }
