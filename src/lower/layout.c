/*
 * Buffer layouts: the offsets, array strides and matrix strides DXC gives
 * each buffer kind (DXC's AlignmentSizeCalculator::getAlignmentAndSize and
 * alignUsingHLSLRelaxedLayout, docs/SPIR-V.rst "Memory layout rules"):
 *
 *   cbuffer / ConstantBuffer   relaxed std140 (vector-relaxed)
 *   structured buffers, push   relaxed std430
 *   -fvk-use-gl-layout          std140 / std430
 *   -fvk-use-dx-layout          FXC's cbuffer / structured-buffer packing
 *   -fvk-use-scalar-layout      VK_EXT_scalar_block_layout
 *
 * Rules, in short: a scalar aligns to its size; a vector to 2x or 4x its
 * element (3-vectors like 4), except under the relaxed rules, where a vector
 * aligns like its element unless that makes it straddle a 16-byte boundary
 * (size <= 16) or start off a 16-byte boundary (size > 16); a matrix is an
 * array of its majorness vectors, rounded to 16 under std140; an array's
 * stride is its element size rounded up to the element alignment (16 under
 * std140); a struct aligns to its largest member (16 under std140) and its
 * size is rounded up to that alignment.
 *
 * The memory types built here are separate IR types from the plain ones:
 * bools are 32-bit unsigned integers, arrays carry strides and structs
 * member offsets; matrices carry MatrixStride/RowMajor on the member that
 * holds them (HLSL column_major is SPIR-V RowMajor, the transposed mapping).
 */
#include "lower/lower_int.h"

static uint32_t round_up(uint32_t v, uint32_t a) { return a ? (v + a - 1) / a * a : v; }

LayoutRule lw_rule_cbuffer(L *l)
{
    switch (l->cc->opt->layout) {
    case OSH_LAYOUT_DX: return LR_FXC_CBUFFER;
    case OSH_LAYOUT_SCALAR: return LR_SCALAR;
    case OSH_LAYOUT_GL: return LR_STD140;
    default: return LR_STD140_RELAXED;
    }
}

LayoutRule lw_rule_sbuffer(L *l)
{
    switch (l->cc->opt->layout) {
    case OSH_LAYOUT_DX: return LR_FXC_SBUFFER;
    case OSH_LAYOUT_SCALAR: return LR_SCALAR;
    case OSH_LAYOUT_GL: return LR_STD430;
    default: return LR_STD430_RELAXED;
    }
}

static bool is_std140(LayoutRule r)
{
    return r == LR_STD140 || r == LR_STD140_RELAXED || r == LR_FXC_CBUFFER;
}

static bool is_relaxed(LayoutRule r)
{
    return r == LR_STD140_RELAXED || r == LR_STD430_RELAXED || r == LR_FXC_CBUFFER;
}

/* What a laid-out member needs beyond its type. */
typedef struct LayInfo {
    uint32_t align, size;
    uint32_t matrix_stride; /* a float matrix inside (possibly in arrays) */
    bool ir_row_major;
    bool is_bool;
    bool relaxed;
    uint32_t extent; /* the size SPIR-V validation gives it (matrices padded) */
} LayInfo;

static uint32_t scalar_bytes(L *l, ScalarKind k)
{
    switch (k) {
    case SK_INT16: case SK_UINT16: case SK_HALF: return 2;
    case SK_INT64: case SK_UINT64: case SK_DOUBLE: return 8;
    default: return 4;
    }
}

static IrTypeId mem_scalar(L *l, ScalarKind k)
{
    return k == SK_BOOL ? ir_type_int(l->m, 32, false) : lw_scalar_type(l, k);
}

/* A vector counts as one for the relaxed rule: vectors and 1xN/Nx1 matrices. */
static bool vector_like(Type *t)
{
    return t->kind == TY_VECTOR ||
           (t->kind == TY_MATRIX && (t->rows == 1 || t->cols == 1) && t->rows * t->cols > 1);
}

static void relaxed_align(Type *t, uint32_t size, uint32_t align, uint32_t elem_align,
                          uint32_t *offset)
{
    bool vec = vector_like(t);
    if (vec && elem_align <= 4)
        align = elem_align;
    *offset = round_up(*offset, align);
    if (vec) {
        bool straddle = size <= 16 ? *offset / 16 != (*offset + size - 1) / 16 : *offset % 16 != 0;
        if (straddle)
            *offset = round_up(*offset, 16);
    }
}

static IrTypeId layout(L *l, Type *t, LayoutRule rule, bool row_major, LayInfo *out, int depth);

static IrTypeId layout_fields(L *l, Str name, Decl *const *fields, uint32_t n, LayoutRule rule,
                              bool block, LayInfo *out, int depth)
{
    IrMember *mb = NEWN(l->cc, IrMember, n ? n : 1);
    uint32_t max_align = 0, size = 0, nm = 0, extent = 0, last_end = 0;
    for (uint32_t i = 0; i < n; i++) {
        Decl *f = fields[i];
        if (lw_is_resource(f->type))
            continue;
        LayInfo li = {0};
        IrTypeId ft = layout(l, f->type, rule, f->row_major, &li, depth + 1);
        Type *st = lw_strip(f->type);
        uint32_t elem_align = 4;
        if (vector_like(st))
            elem_align = scalar_bytes(l, st->scalar);
        if (is_relaxed(rule))
            relaxed_align(st, li.size, li.align, elem_align, &size);
        else
            size = round_up(size, li.align);
        if (f->packoffset.present)
            size = (f->packoffset.reg * 4 + f->packoffset.comp) * 4;
        if (f->vk.offset >= 0 && f->vk.offset != 0)
            size = (uint32_t)f->vk.offset;
        /* FXC packs a member into the unpadded last row of a matrix before
         * it; SPIR-V's layout rules count that row as the matrix's (DXC's
         * output fails validation the same way): refuse it. */
        if (rule == LR_FXC_CBUFFER && nm && size < extent && size >= mb[nm - 1].offset)
            diag(l->cc, f->loc, D_LOWER_DX_MATRIX_TAIL);
        last_end = size + (li.extent > li.size ? li.extent : li.size);
        if (last_end > extent)
            extent = last_end;
        IrMember *m = &mb[nm++];
        m->type = ft;
        m->name = f->name;
        m->offset = size;
        m->matrix_stride = li.matrix_stride;
        m->row_major = li.ir_row_major;
        m->builtin_bool = li.is_bool;
        m->relaxed = li.relaxed;
        m->hlsl_type = ty_name(l->cc, f->type);
        if (li.align > max_align)
            max_align = li.align;
        size += li.size;
    }
    if (rule != LR_SCALAR) {
        if (is_std140(rule))
            max_align = round_up(max_align ? max_align : 1, 16);
        if (rule != LR_FXC_CBUFFER)
            size = round_up(size, max_align);
    }
    out->align = max_align ? max_align : 1;
    out->size = size;
    out->extent = last_end > size ? last_end : size; /* validation: last member's end */
    return ir_type_struct(l->m, name, mb, nm, true, block);
}

static IrTypeId layout(L *l, Type *t, LayoutRule rule, bool row_major, LayInfo *out, int depth)
{
    IrModule *m = l->m;
    t = lw_strip(t);
    if (depth > LIMIT_NESTING) {
        diag(l->cc, (Loc){0, 0, 0}, D_LOWER_NESTING, (unsigned)LIMIT_NESTING);
        cc_bail(l->cc);
    }
    switch (t->kind) {
    case TY_SCALAR: {
        uint32_t b = scalar_bytes(l, t->scalar);
        out->align = out->size = b;
        out->is_bool = t->scalar == SK_BOOL;
        out->relaxed = l->relaxed16 && t->scalar >= SK_MIN16FLOAT && t->scalar <= SK_MIN16UINT;
        return mem_scalar(l, t->scalar);
    }
    case TY_VECTOR:
    case TY_MATRIX: {
        uint32_t b = scalar_bytes(l, t->scalar);
        IrTypeId s = mem_scalar(l, t->scalar);
        out->is_bool = t->scalar == SK_BOOL;
        out->relaxed = l->relaxed16 && t->scalar >= SK_MIN16FLOAT && t->scalar <= SK_MIN16UINT;
        unsigned n = t->kind == TY_VECTOR ? t->cols : 0;
        if (t->kind == TY_MATRIX && (t->rows == 1 || t->cols == 1))
            n = t->rows * t->cols;
        if (n) { /* vector-like */
            if (n == 1) {
                out->align = out->size = b;
                return s;
            }
            out->align = b;
            if (rule != LR_FXC_CBUFFER && rule != LR_FXC_SBUFFER && rule != LR_SCALAR)
                out->align = (n == 3 ? 4 : n) * b;
            out->size = n * b;
            return ir_type_vector(m, s, n);
        }
        /* A real matrix: vectors of the storage majorness. */
        unsigned vec = row_major ? t->cols : t->rows;
        unsigned count = row_major ? t->rows : t->cols;
        uint32_t align, stride;
        if (rule == LR_FXC_SBUFFER || rule == LR_SCALAR) {
            stride = vec * b;
            align = b;
            out->size = t->rows * t->cols * b;
        } else {
            align = b * (vec == 3 ? 4 : vec);
            if (is_std140(rule))
                align = round_up(align, 16);
            stride = align;
            out->size = count * align;
            /* FXC cbuffer packing: the last vector is not padded, so a
             * member after the matrix can share its row (DXC: size
             * 16 * (vectors - 1) + vector size). */
            if (rule == LR_FXC_CBUFFER)
                out->size = (count - 1) * stride + vec * b;
        }
        out->extent = count * stride > out->size ? count * stride : out->size;
        out->align = align;
        out->matrix_stride = stride;
        if (ty_is_float_kind(t->scalar)) {
            out->ir_row_major = !row_major;
            return lw_type(l, t);
        }
        /* Integer/bool matrices are arrays of HLSL rows. */
        out->matrix_stride = 0;
        return ir_type_array(m, ir_type_vector(m, s, t->cols), t->rows, stride);
    }
    case TY_ARRAY: {
        LayInfo e = {0};
        IrTypeId et = layout(l, t->elem, rule, row_major, &e, depth + 1);
        uint32_t count = t->count ? t->count : 1;
        uint32_t align = e.align, size = e.size, stride;
        if (is_std140(rule) && rule != LR_FXC_CBUFFER)
            align = round_up(align, 16);
        if (rule == LR_FXC_CBUFFER) {
            align = 16;
            stride = round_up(size, 16);
            size = stride * (count - 1) + size;
        } else {
            size = round_up(size, align);
            stride = size;
            size = round_up(size * count, align);
        }
        *out = e;
        out->align = align;
        out->extent = size - e.size + (e.extent > e.size ? e.extent : e.size);
        out->size = size;
        return ir_type_array(m, et, count, stride);
    }
    case TY_STRUCT: {
        Decl *d = t->decl;
        return layout_fields(l, t->name, d ? d->fields.data : NULL, d ? d->fields.len : 0, rule,
                             false, out, depth);
    }
    default:
        diag(l->cc, (Loc){0, 0, 0}, D_LOWER_BUFFER_TYPE, ty_name(l->cc, t));
        out->align = out->size = 4;
        return ir_type_int(m, 32, false);
    }
}

IrTypeId lw_layout_type(L *l, Type *t, LayoutRule rule, bool row_major, uint32_t *align,
                        uint32_t *size)
{
    LayInfo li = {0};
    IrTypeId r = layout(l, t, rule, row_major, &li, 0);
    if (align)
        *align = li.align;
    if (size)
        *size = li.size;
    return r;
}

IrTypeId lw_layout_struct(L *l, Str name, Decl *const *members, uint32_t n, LayoutRule rule,
                          bool block, uint32_t *align, uint32_t *size)
{
    LayInfo li = {0};
    IrTypeId r = layout_fields(l, name, members, n, rule, block, &li, 0);
    if (align)
        *align = li.align;
    if (size)
        *size = li.size;
    return r;
}
