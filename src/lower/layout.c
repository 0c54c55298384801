/*
 * Buffer layouts: the offsets, array strides and matrix strides DXC gives
 * each buffer kind (DXC's AlignmentSizeCalculator::getAlignmentAndSize and
 * alignUsingHLSLRelaxedLayout, docs/SPIR-V.rst "Memory layout rules"):
 *
 *   cbuffer / ConstantBuffer   relaxed std140 (vector-relaxed)
 *   structured buffers, push   relaxed std430 (tbuffer too, except under dx layout)
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
#include <stdlib.h>

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

/* tbuffer and TextureBuffer<T>: std430 as structured buffers are, but
 * FXC's cbuffer packing under -fvk-use-dx-layout (DXC's FxcCTBuffer rule
 * covers both). */
LayoutRule lw_rule_tbuffer(L *l)
{
    return l->cc->opt->layout == OSH_LAYOUT_DX ? LR_FXC_CBUFFER : lw_rule_sbuffer(l);
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
/* The alignment scalar block layout asks of a member: its largest scalar's
 * size (relaxed 16-bit relaxations aside, which the layout already made). */
static uint32_t scalar_alignment(L *l, Type *t, int depth)
{
    t = lw_strip(t);
    while (t->kind == TY_ARRAY)
        t = lw_strip(t->elem);
    if (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX)
        return t->scalar == SK_BOOL ? 4 : scalar_bytes(l, t->scalar);
    uint32_t a = 1;
    if (t->kind == TY_STRUCT && t->decl && depth < 32)
        for (uint32_t i = 0; i < t->decl->fields.len; i++) {
            uint32_t f = scalar_alignment(l, t->decl->fields.data[i]->type, depth + 1);
            a = f > a ? f : a;
        }
    return a;
}

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

/* Members by offset, then by declaration (qsort is not stable). */
typedef struct Span {
    uint32_t offset, end, index;
} Span;

static int span_cmp(const void *a, const void *b)
{
    const Span *x = a, *y = b;
    if (x->offset != y->offset)
        return x->offset < y->offset ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}

/* With packoffset or [[vk::offset]] a member may land on another one:
 * SPIR-V's layout rules forbid it (spirv-val: "overlaps previous member").
 * Sorted by offset, each member must start at or after the furthest end
 * before it; an empty member (a zero-size struct) overlaps nothing. */
static void check_overlap(L *l, const IrMember *mb, const uint32_t *ends, Decl *const *decls,
                          uint32_t n)
{
    Span *s = NEWN(l->cc, Span, n ? n : 1);
    for (uint32_t i = 0; i < n; i++)
        s[i] = (Span){mb[i].offset, ends[i], i};
    qsort(s, n, sizeof *s, span_cmp);
    uint32_t far = 0, far_i = 0;
    bool any = false;
    for (uint32_t i = 0; i < n; i++) {
        if (s[i].end == s[i].offset)
            continue;
        if (any && s[i].offset < far) {
            const Decl *d = decls[s[i].index], *o = decls[far_i];
            diag(l->cc, d->loc, D_LOWER_MEMBER_OVERLAP, d->name ? d->name : "?", s[i].offset,
                 o->name ? o->name : "?", mb[far_i].offset, far - 1);
            return; /* one report per struct */
        }
        if (!any || s[i].end > far) {
            far = s[i].end;
            far_i = s[i].index;
        }
        any = true;
    }
}

/* ---- bitfields ---------------------------------------------------------------
 * In buffer memory, bitfields pack as DXC packs them: a bitfield shares the
 * member of the field before it when that one is a bitfield of the same
 * integer type and both fit in the type's bits (DXC's
 * LowerTypeVisitor); otherwise it starts a member of its own, at bit 0.
 * Values outside memory (locals, parameters) keep one member per field. */

bool lw_is_packed_bitfield(Decl *f) { return ty_bitfield_scalar(f) != SK_BOOL; }

/* Field f's member slot among the laid-out members of fields[0..n)
 * (resources take none) and its bit offset and width inside that member
 * (width 0: the whole member); UINT32_MAX when f is not among them. */
uint32_t lw_field_place(Decl *const *fields, uint32_t n, const Decl *f, uint32_t *bit_off,
                        uint32_t *bits)
{
    uint32_t slot = 0, used = 0, found = UINT32_MAX, fo = 0, fw = 0;
    ScalarKind unit = SK_BOOL; /* the open unit's scalar (SK_BOOL: none open) */
    bool any = false;
    for (uint32_t i = 0; i < n; i++) {
        Decl *d = fields[i];
        if (lw_is_resource(d->type))
            continue;
        ScalarKind k = ty_bitfield_scalar(d);
        uint32_t w = d->bitfield_width, off = 0;
        if (ty_bitfield_joins(d, unit, used)) {
            off = used; /* joins the open unit */
        } else {
            if (any)
                slot++;
            any = true;
        }
        unit = k;
        used = k != SK_BOOL ? off + w : 0;
        if (d == f) {
            found = slot;
            fo = off;
            fw = k != SK_BOOL ? w : 0;
            break;
        }
    }
    *bit_off = fo;
    *bits = fw;
    return found;
}

/* An array of scalars: how layout.c holds a 1xN matrix in an FXC cbuffer. */
bool lw_is_scalar_array(L *l, IrTypeId t)
{
    IrType *ty = ir_type(l->m, t);
    if (ty->kind != IR_TY_ARRAY || ty->count < 2 || ty->count > 4)
        return false;
    IrTypeKind k = ir_type(l->m, ty->elem)->kind;
    return k == IR_TY_INT || k == IR_TY_FLOAT;
}

/* The N scalars back as the matrix's plain type (a vector of N; for bool,
 * a uint vector that from_mem_bool then compares). */
IrId lw_scalar_array_to_vector(L *l, IrId v, Type *t)
{
    IrType *at = ir_type(l->m, ir_type_of(l->m, v));
    IrTypeId et = at->elem;
    IrId el[4];
    for (uint32_t i = 0; i < at->count; i++)
        el[i] = lw_extract(l, et, v, i);
    IrTypeId vt = t->scalar == SK_BOOL ? ir_type_vector(l->m, et, at->count) : lw_type(l, t);
    return ir_emit(&l->b, IR_CONSTRUCT, vt, el, at->count, NULL, 0);
}

/* The member of field f: its index in the plain type, or in the laid-out
 * one (no resources; bitfields packed, layout.c), with its bits there. */
uint32_t lw_field_slot(Decl *sd, Decl *f, bool layout, uint32_t *off, uint32_t *bits)
{
    *off = *bits = 0;
    if (!layout)
        return f->field_index;
    uint32_t k = lw_field_place(sd->fields.data, sd->fields.len, f, off, bits);
    return k == UINT32_MAX ? 0 : k;
}

/* A bitfield's value from the integer member that holds it (off, bits). */
IrId lw_bits_extract(L *l, IrId unit, Type *ft, uint32_t off, uint32_t bits)
{
    Type *t = lw_strip(ft);
    IrTypeId ut = ir_type_of(l->m, unit);
    IrId a[3] = {unit, lw_u32(l, off), lw_u32(l, bits)};
    IrId v = ir_emit(&l->b, ty_is_signed_kind(t->scalar) ? IR_BITFIELD_SEXTRACT : IR_BITFIELD_UEXTRACT,
                     ut, a, 3, NULL, 0);
    IrTypeId want = lw_type(l, t);
    return want == ut ? v : ir_unop(&l->b, IR_BITCAST, want, v);
}

/* The member with v's low `bits` bits put at `off`. */
IrId lw_bits_insert(L *l, IrId unit, IrId v, uint32_t off, uint32_t bits)
{
    IrTypeId ut = ir_type_of(l->m, unit);
    if (ir_type_of(l->m, v) != ut)
        v = ir_unop(&l->b, IR_BITCAST, ut, v);
    IrId a[4] = {unit, v, lw_u32(l, off), lw_u32(l, bits)};
    return ir_emit(&l->b, IR_BITFIELD_INSERT, ut, a, 4, NULL, 0);
}

static IrTypeId layout_fields_at(L *l, Str name, Decl *const *fields, uint32_t n, LayoutRule rule,
                                 bool block, LayInfo *out, int depth, uint32_t start);

static IrTypeId layout_fields(L *l, Str name, Decl *const *fields, uint32_t n, LayoutRule rule,
                              bool block, LayInfo *out, int depth)
{
    return layout_fields_at(l, name, fields, n, rule, block, out, depth, 0);
}

/* layout_fields with the first member at or after `start`. */
static IrTypeId layout_fields_at(L *l, Str name, Decl *const *fields, uint32_t n, LayoutRule rule,
                                 bool block, LayInfo *out, int depth, uint32_t start)
{
    IrMember *mb = NEWN(l->cc, IrMember, n ? n : 1);
    uint32_t *ends = NEWN(l->cc, uint32_t, n ? n : 1);   /* each member's last byte + 1 */
    Decl **decls = NEWN(l->cc, Decl *, n ? n : 1);
    bool placed = false;                                 /* some offset given explicitly */
    uint32_t max_align = 0, size = start, nm = 0, extent = 0, last_end = 0;
    ScalarKind unit = SK_BOOL; /* an open bitfield unit (SK_BOOL: none) */
    uint32_t unit_used = 0;
    for (uint32_t i = 0; i < n; i++) {
        Decl *f = fields[i];
        if (lw_is_resource(f->type))
            continue;
        /* lw_field_place's rule: a bitfield that joins the open unit adds no
         * member. */
        ScalarKind bk = ty_bitfield_scalar(f);
        if (ty_bitfield_joins(f, unit, unit_used)) {
            unit_used += f->bitfield_width;
            continue;
        }
        unit = bk;
        unit_used = bk != SK_BOOL ? f->bitfield_width : 0;
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
        if (f->packoffset.present) {
            size = (f->packoffset.reg * 4 + f->packoffset.comp) * 4;
            placed = true;
        }
        if (f->vk.offset >= 0 && f->vk.offset != 0) {
            size = (uint32_t)f->vk.offset;
            placed = true;
        }
        uintptr_t forced = (uintptr_t)map_get(&l->forced_offsets, f);
        if (forced) {
            size = (uint32_t)(forced - 1);
            placed = true;
        }
        /* An explicit offset must still follow the rule's alignment (DXC
         * warns, then its module fails validation): refused. FXC's rules
         * and scalar layout validate as scalar block layout. */
        if ((f->packoffset.present || f->vk.offset > 0) && rule != LR_FXC_CBUFFER &&
            rule != LR_FXC_SBUFFER && rule != LR_SCALAR) {
            uint32_t ok = size;
            if (is_relaxed(rule))
                relaxed_align(st, li.size, li.align, elem_align, &ok);
            else
                ok = round_up(ok, li.align);
            if (ok != size)
                diag(l->cc, f->loc, D_LOWER_MEMBER_MISALIGNED, f->name ? f->name : "?", size, ok);
        } else if (f->packoffset.present || f->vk.offset > 0) {
            /* scalar block layout still aligns each member to its scalars
             * (a float3 at 63 is invalid SPIR-V: found by the fuzzer) */
            uint32_t a = scalar_alignment(l, f->type, depth);
            if (size % a)
                diag(l->cc, f->loc, D_LOWER_MEMBER_SCALAR_MISALIGNED, f->name ? f->name : "?", size, a);
        }
        /* FXC packs a member into the unpadded last row of a matrix before
         * it; SPIR-V's layout rules count that row as the matrix's (DXC's
         * output fails validation the same way): refuse it. */
        if (rule == LR_FXC_CBUFFER && nm && size < ends[nm - 1] && size >= mb[nm - 1].offset)
            diag(l->cc, f->loc, D_LOWER_DX_MATRIX_TAIL);
        last_end = size + (li.extent > li.size ? li.extent : li.size);
        if (last_end > extent)
            extent = last_end;
        ends[nm] = last_end;
        decls[nm] = f;
        IrMember *m = &mb[nm++];
        m->type = ft;
        m->name = f->name;
        m->offset = size;
        m->matrix_stride = li.matrix_stride;
        m->row_major = li.ir_row_major;
        m->builtin_bool = li.is_bool;
        m->relaxed = li.relaxed;
        m->hlsl_type = ty_name(l->cc, f->type);
        if (f->kind == DK_FIELD)
            m->decors = lw_member_decors(l, f, nm - 1, &m->ndecors);
        if (li.align > max_align)
            max_align = li.align;
        size += li.size;
    }
    if (placed)
        check_overlap(l, mb, ends, decls, nm);
    /* A struct's size rounds up to its alignment (under scalar layout too:
     * C's rule, which DXC follows there, its #7894), except in an FXC
     * cbuffer. */
    if (is_std140(rule))
        max_align = round_up(max_align ? max_align : 1, 16);
    if (rule != LR_FXC_CBUFFER)
        size = round_up(size, max_align ? max_align : 1);
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
        row_major = lw_matrix_row_major(t, row_major);
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
            /* FXC's cbuffer gives each vector of a matrix's storage
             * majorness its own register, also when that vector is one
             * scalar: a column_major float1xN (N columns) or a row_major
             * floatNx1 (N rows) takes N registers. DXC writes it as an
             * array of N scalars with stride 16; lw_load_mem rebuilds the
             * vector. */
            if (rule == LR_FXC_CBUFFER && t->kind == TY_MATRIX &&
                (row_major ? t->cols : t->rows) == 1) {
                out->align = 16;
                out->size = 16 * (n - 1) + b;
                out->extent = out->size;
                return ir_type_array(m, s, n, 16);
            }
            out->align = b;
            if (rule != LR_FXC_CBUFFER && rule != LR_FXC_SBUFFER && rule != LR_SCALAR)
                out->align = (n == 3 ? 4 : n) * b;
            out->size = n * b;
            return ir_type_vector(m, s, n);
        }
        /* A real matrix: vectors of the storage majorness. Integer and bool
         * matrices are arrays of HLSL rows whatever their majorness (below),
         * so they are laid out as row_major ones. */
        if (!ty_is_float_kind(t->scalar))
            row_major = true;
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
    case TY_SPIRV:
        if (t->spv->form == SPV_SIZED) { /* vk::SpirvType<op, size, alignment, ...> */
            out->align = t->spv->align;
            out->size = t->spv->size;
            return lw_type(l, t);
        }
        goto unsupported;
    case TY_RESOURCE:
        if (lw_is_buffer_pointer(t)) { /* a 64-bit device address, as a uint64_t */
            out->align = out->size = 8;
            return ir_type_int(m, 64, false);
        }
        /* fall through */
    default:
    unsupported:
        diag(l->cc, (Loc){0, 0, 0}, D_LOWER_BUFFER_TYPE, ty_name(l->cc, t));
        out->align = out->size = 4;
        return ir_type_int(m, 32, false);
    }
}

IrTypeId lw_layout_type(L *l, Type *t, LayoutRule rule, bool row_major, uint32_t *align,
                        uint32_t *size)
{
    return lw_layout_matrix(l, t, rule, row_major, align, size, NULL);
}

IrTypeId lw_layout_matrix(L *l, Type *t, LayoutRule rule, bool row_major, uint32_t *align,
                          uint32_t *size, uint32_t *matrix_stride)
{
    LayInfo li = {0};
    IrTypeId r = layout(l, t, rule, row_major, &li, 0);
    if (align)
        *align = li.align;
    if (size)
        *size = li.size;
    if (matrix_stride)
        *matrix_stride = li.matrix_stride;
    return r;
}

IrTypeId lw_layout_globals(L *l, Str name, Decl *const *members, uint32_t n, LayoutRule rule)
{
    uint32_t max_end = 0, nfree = 0;
    bool any = false, overlap = false;
    Decl **unplaced = NEWN(l->cc, Decl *, n ? n : 1);
    Decl **placed = NEWN(l->cc, Decl *, n ? n : 1);
    uint32_t *ends = NEWN(l->cc, uint32_t, n ? n : 1), nplaced = 0; /* each placed one's end */
    for (uint32_t i = 0; i < n; i++) {
        Decl *f = members[i];
        if (!(f->reg.present && f->reg.kind == 'c')) {
            unplaced[nfree++] = f;
            continue;
        }
        LayInfo li = {0};
        layout(l, f->type, rule, f->row_major, &li, 1);
        uint32_t off = f->reg.index * 16;
        /* Two members in one register range: DXC's "offset overlap". */
        for (uint32_t k = 0; k < nplaced; k++) {
            Decl *g = placed[k];
            if (off < ends[k] && g->reg.index * 16 < off + li.size) {
                diag(l->cc, f->reg.loc, D_LOWER_REGISTER_C, f->name, f->reg.index, g->name);
                overlap = true;
                break;
            }
        }
        placed[nplaced] = f;
        ends[nplaced++] = off + li.size;
        map_put(l->cc, &l->forced_offsets, f, (void *)(uintptr_t)(off + 1));
        if (off + li.size > max_end)
            max_end = off + li.size;
        any = true;
    }
    if (overlap) { /* refused: laid out in order, for no further errors */
        for (uint32_t i = 0; i < n; i++)
            map_put(l->cc, &l->forced_offsets, members[i], NULL);
        return lw_layout_struct(l, name, members, n, rule, true, NULL, NULL);
    }
    if (any && nfree) {
        /* The others in order after the placed ones, by the rule. */
        LayInfo li = {0};
        IrTypeId t = layout_fields_at(l, name, unplaced, nfree, rule, false, &li, 0, max_end);
        const IrType *ty = ir_type(l->m, t);
        for (uint32_t i = 0, k = 0; i < nfree && k < ty->member_count; i++)
            if (!lw_is_resource(unplaced[i]->type))
                map_put(l->cc, &l->forced_offsets, unplaced[i],
                        (void *)(uintptr_t)(ty->members[k++].offset + 1));
    }
    return lw_layout_struct(l, name, members, n, rule, true, NULL, NULL);
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
