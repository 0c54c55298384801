/*
 * Types and constants as WGSL text.
 *
 * IR types map one to one: bool, i32, u32, f32, f16 (`enable f16;`),
 * vecN<T>, matCxR<T> (an IR matrix of C columns of R-vectors), array<T, N>,
 * array<T> and named structs declared once at module scope. A layout struct
 * (member offsets, for buffers) is its own WGSL struct, as in SPIR-V; its
 * offsets live in the byte arithmetic of mem.c for buffers of raw words, and
 * in the `@align`/`@size` attributes bufstruct.c decides for buffers
 * declared with their types. 64-bit and
 * 16-bit integers, doubles and integer or bool matrices do not exist in
 * WGSL: OSH5202 once per kind, at the first use, and a 32-bit stand-in so
 * that the rest of the entry point is still checked.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "wgsl/wgsl_int.h"

static const char *scalar(W *w, IrType *ty, Loc loc)
{
    switch (ty->kind) {
    case IR_TY_BOOL: return "bool";
    case IR_TY_INT:
        if (ty->width == 64 && !w->reported_64) {
            w->reported_64 = true;
            w_unavailable(w, loc, "64-bit integers");
        } else if (ty->width == 16 && !w->reported_16int) {
            w->reported_16int = true;
            w_unavailable(w, loc, "16-bit integers");
        }
        return ty->is_signed ? "i32" : "u32";
    case IR_TY_FLOAT:
        if (ty->width == 64 && !w->reported_double) {
            w->reported_double = true;
            w_unavailable(w, loc, "'double'");
        }
        if (ty->width == 16) {
            w->uses_f16 = true;
            return "f16";
        }
        return "f32";
    default: return NULL;
    }
}

bool w_type_ok(W *w, IrTypeId t, Loc loc)
{
    bool before = w->failed;
    w_type(w, t, loc);
    return !w->failed || before;
}

/* Declares a struct at module scope: `struct Name { member: T, }`. */
static const char *declare_struct(W *w, IrTypeId t, Loc loc)
{
    IrType *ty = ir_type(w->m, t);
    const char *name = w_name(w, ty->name ? ty->name : "S");
    w->tname[t] = name;
    const char **mn = NEWN(w->cc, const char *, ty->member_count ? ty->member_count : 1);
    /* Member names are their own namespace; only keywords and duplicates matter. */
    Map seen = {0};
    for (uint32_t i = 0; i < ty->member_count; i++) {
        const char *base = ty->members[i].name ? ty->members[i].name : "m";
        char *s = arena_sprintf(&w->cc->arena, "%s", base);
        for (char *p = s; *p; p++)
            if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                  (*p >= '0' && *p <= '9') || *p == '_'))
                *p = '_';
        if (!s[0] || (s[0] >= '0' && s[0] <= '9') || (s[0] == '_' && (!s[1] || s[1] == '_')))
            s = arena_sprintf(&w->cc->arena, "m%s", s);
        if (w_reserved(s))
            s = arena_sprintf(&w->cc->arena, "%s_", s);
        for (uint32_t k = 1; map_get_s(&seen, s, strlen(s)); k++)
            s = arena_sprintf(&w->cc->arena, "%s_%u", base[0] ? s : "m", k);
        map_put_s(w->cc, &seen, s, strlen(s), (void *)1);
        mn[i] = s;
    }
    w->mname[t] = mn;
    Buf b;
    buf_init(&b, &w->cc->arena);
    buf_printf(&b, "struct %s {\n", name);
    if (w->mlead && w->mlead[t]) { /* the first member is past offset 0 (bufstruct.c) */
        const char *pad = "osh_pad";
        while (map_get_s(&seen, pad, strlen(pad)))
            pad = arena_sprintf(&w->cc->arena, "%s_", pad);
        buf_printf(&b, "    @size(%u) %s: u32,\n", w->mlead[t], pad);
    }
    for (uint32_t i = 0; i < ty->member_count; i++)
        buf_printf(&b, "    %s%s: %s,\n", w->mattr[t] && w->mattr[t][i] ? w->mattr[t][i] : "", mn[i],
                   w->mattr_set[t] /* a buffer struct: RowMajor matrices transposed */
                       ? w_stored_type(w, ty->members[i].type, ty->members[i].row_major, loc)
                       : w_type(w, ty->members[i].type, loc));
    /* WGSL has no empty structs (HLSL has: a base holding only static
     * members). A function or private value gets a placeholder member no
     * code reads; in a buffer it would move what follows, so there it is
     * refused. */
    if (!ty->member_count) {
        if (ty->has_layout)
            w_unavailable(w, loc, "an empty struct in a buffer");
        buf_puts(&b, "    _empty: u32,\n");
    }
    buf_puts(&b, "}\n\n");
    buf_put(&w->types, b.data, b.len);
    return name;
}

const char *w_type(W *w, IrTypeId t, Loc loc)
{
    if (t == 0 || t >= w->m->types.len)
        diag_ice(w->cc, loc, "WGSL: bad type id %u", t);
    if (w->tname[t])
        return w->tname[t];
    IrType *ty = ir_type(w->m, t);
    const char *r = NULL;
    switch (ty->kind) {
    case IR_TY_VOID: r = "void"; break;
    case IR_TY_BOOL:
    case IR_TY_INT:
    case IR_TY_FLOAT: r = scalar(w, ty, loc); break;
    case IR_TY_VECTOR:
        r = arena_sprintf(&w->cc->arena, "vec%u<%s>", ty->count, w_type(w, ty->elem, loc));
        break;
    case IR_TY_MATRIX: {
        IrType *col = ir_type(w->m, ty->elem);
        IrType *s = ir_type(w->m, col->elem);
        if (s->kind != IR_TY_FLOAT) {
            w_unavailable(w, loc, "integer and bool matrices");
            r = arena_sprintf(&w->cc->arena, "mat%ux%u<f32>", ty->count, col->count);
        } else {
            r = arena_sprintf(&w->cc->arena, "mat%ux%u<%s>", ty->count, col->count,
                              scalar(w, s, loc));
        }
        break;
    }
    case IR_TY_ARRAY:
        r = arena_sprintf(&w->cc->arena, "array<%s, %u>", w_type(w, ty->elem, loc), ty->count);
        break;
    case IR_TY_RUNTIME_ARRAY:
        r = arena_sprintf(&w->cc->arena, "array<%s>", w_type(w, ty->elem, loc));
        break;
    case IR_TY_STRUCT: return declare_struct(w, t, loc);
    case IR_TY_POINTER: {
        const char *space = ty->storage == SpvStorageClassFunction ? "function"
                            : ty->storage == SpvStorageClassWorkgroup ? "workgroup"
                                                                        : "private";
        r = arena_sprintf(&w->cc->arena, "ptr<%s, %s>", space, w_type(w, ty->elem, loc));
        break;
    }
    case IR_TY_IMAGE:
    case IR_TY_SAMPLER:
    case IR_TY_SAMPLED_IMAGE:
    case IR_TY_FUNCTION:
    case IR_TY_ACCEL: case IR_TY_RAY_QUERY: case IR_TY_SPIRV: /* refused before (OSH5202) */
        /* Handles are named through their globals (image.c). */
        diag_ice(w->cc, loc, "WGSL: type kind %d has no value form", (int)ty->kind);
    }
    w->tname[t] = r;
    return r;
}

const char *w_member_name(W *w, IrTypeId st, uint32_t i)
{
    if (!w->mname[st])
        w_type(w, st, (Loc){0, 0, 0});
    if (i >= ir_type(w->m, st)->member_count)
        diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: member %u out of range", i);
    return w->mname[st][i];
}

static IrType *scalar_type(W *w, IrTypeId t)
{
    IrType *ty = ir_type(w->m, t);
    while (ty->kind == IR_TY_VECTOR || ty->kind == IR_TY_MATRIX)
        ty = ir_type(w->m, ty->elem);
    return ty;
}

bool w_is_int(W *w, IrTypeId t) { return scalar_type(w, t)->kind == IR_TY_INT; }
bool w_is_signed(W *w, IrTypeId t)
{
    IrType *s = scalar_type(w, t);
    return s->kind == IR_TY_INT && s->is_signed;
}
bool w_is_float(W *w, IrTypeId t) { return scalar_type(w, t)->kind == IR_TY_FLOAT; }
bool w_is_bool(W *w, IrTypeId t) { return scalar_type(w, t)->kind == IR_TY_BOOL; }

const char *w_scalar_name(W *w, IrTypeId t)
{
    return scalar(w, scalar_type(w, t), (Loc){0, 0, 0});
}

const char *w_type_with_scalar(W *w, IrTypeId t, const char *s)
{
    IrType *ty = ir_type(w->m, t);
    if (ty->kind == IR_TY_VECTOR)
        return arena_sprintf(&w->cc->arena, "vec%u<%s>", ty->count, s);
    return s;
}

/* Size in bytes of a type as laid out in a buffer. */
uint32_t w_type_size(W *w, IrTypeId t)
{
    IrType *ty = ir_type(w->m, t);
    switch (ty->kind) {
    case IR_TY_BOOL: return 4;
    case IR_TY_INT:
    case IR_TY_FLOAT: return ty->width / 8;
    case IR_TY_VECTOR: return ty->count * w_type_size(w, ty->elem);
    case IR_TY_MATRIX: return ty->count * w_type_size(w, ty->elem); /* tight; members use strides */
    case IR_TY_ARRAY:
        if (ty->size)
            return ty->size;
        return ty->count * (ty->stride ? ty->stride : w_type_size(w, ty->elem));
    case IR_TY_RUNTIME_ARRAY: return 0;
    case IR_TY_STRUCT: {
        if (ty->size)
            return ty->size;
        uint32_t end = 0;
        for (uint32_t i = 0; i < ty->member_count; i++) {
            IrMember *mb = &ty->members[i];
            IrType *mt = ir_type(w->m, mb->type);
            uint32_t sz = w_type_size(w, mb->type);
            if (mt->kind == IR_TY_MATRIX && mb->matrix_stride) {
                IrType *col = ir_type(w->m, mt->elem);
                uint32_t es = w_type_size(w, col->elem);
                sz = mb->row_major ? (col->count - 1) * mb->matrix_stride + mt->count * es
                                   : (mt->count - 1) * mb->matrix_stride + col->count * es;
            }
            if (mb->offset + sz > end)
                end = mb->offset + sz;
        }
        return end;
    }
    default: return 0;
    }
}

/* ---- constants ----------------------------------------------------------- */

static float f32_of(uint32_t bits)
{
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

static double f16_to_double(uint32_t h)
{
    uint32_t e = (h >> 10) & 31, mant = h & 1023;
    double v = e == 0 ? ldexp((double)mant, -24) : ldexp((double)(mant | 1024), (int)e - 25);
    return (h & 0x8000) ? -v : v;
}

/* A scalar literal from bits (non-spec). */
static const char *scalar_literal(W *w, IrTypeId t, uint64_t bits)
{
    IrType *ty = ir_type(w->m, t);
    Arena *a = &w->cc->arena;
    switch (ty->kind) {
    case IR_TY_BOOL: return bits ? "true" : "false";
    case IR_TY_INT:
        if (ty->is_signed) {
            int32_t v = (int32_t)(uint32_t)bits;
            if (v == INT32_MIN)
                return "i32(-2147483648)";
            return v < 0 ? arena_sprintf(a, "(%di)", v) : arena_sprintf(a, "%di", v);
        }
        return arena_sprintf(a, "%uu", (uint32_t)bits);
    case IR_TY_FLOAT: {
        if (ty->width == 16) {
            uint32_t h = (uint32_t)bits & 0xFFFF;
            if (((h >> 10) & 31) == 31) {
                w->helper_bits |= WH_F16_BITS;
                return arena_sprintf(a, "osh_f16_bits(0x%xu)", h);
            }
            double d = f16_to_double(h);
            return arena_sprintf(a, (h & 0x8000) ? "(%.6gh)" : "%.6gh", d);
        }
        if (ty->width == 64) {
            double d;
            memcpy(&d, &bits, 8);
            bits = 0;
            float f = (float)d;
            uint32_t fb;
            memcpy(&fb, &f, 4);
            bits = fb;
        }
        uint32_t b = (uint32_t)bits;
        float f = f32_of(b);
        if (!isfinite(f)) {
            w->helper_bits |= WH_F32_BITS;
            return arena_sprintf(a, "osh_f32_bits(0x%xu)", b);
        }
        char tmp[64];
        snprintf(tmp, sizeof tmp, "%.9g", (double)f);
        if (strtof(tmp, NULL) != f || strchr(tmp, ','))
            snprintf(tmp, sizeof tmp, "%a", (double)f);
        return arena_sprintf(a, (b & 0x80000000u) ? "(%sf)" : "%sf", tmp);
    }
    default: diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: non-scalar literal");
    }
}

/* `@id(N) override name: T = default;`, declared when the entry point first
 * reads the constant. */
static const char *spec_const(W *w, IrId c)
{
    IrValue *v = ir_value(w->m, c);
    if (w->vname[c])
        return w->vname[c];
    IrConst *k = v->u.c;
    const char *name =
        w_name(w, v->name ? v->name : arena_sprintf(&w->cc->arena, "spec_%u", k->spec_id));
    w->vname[c] = name;
    if (k->spec_id > 65535) {
        w_unavailable(w, v->loc,
                      arena_sprintf(&w->cc->arena, "a specialization constant id above 65535 (%u)",
                                    k->spec_id));
        return name;
    }
    if (ir_type(w->m, v->type)->kind > IR_TY_FLOAT) {
        w_unavailable(w, v->loc, "a composite specialization constant");
        return name;
    }
    buf_printf(&w->globals, "@id(%u) override %s: %s = %s;\n", k->spec_id, name,
               w_type(w, v->type, v->loc), scalar_literal(w, v->type, k->bits));
    return name;
}

const char *w_const(W *w, IrId c)
{
    IrValue *v = ir_value(w->m, c);
    IrConst *k = v->u.c;
    if (k->is_spec)
        return spec_const(w, c);
    if (w->vname[c])
        return w->vname[c];
    const char *tt = w_type(w, v->type, v->loc);
    const char *r;
    if (k->is_null) {
        r = arena_sprintf(&w->cc->arena, "%s()", tt);
    } else if (k->elem_count) {
        Buf b;
        buf_init(&b, &w->cc->arena);
        buf_printf(&b, "%s(", tt);
        for (uint32_t i = 0; i < k->elem_count; i++)
            buf_printf(&b, "%s%s", i ? ", " : "", w_val(w, k->elems[i]));
        buf_putc(&b, ')');
        r = buf_cstr(&b);
    } else {
        r = scalar_literal(w, v->type, k->bits);
    }
    w->vname[c] = r;
    return r;
}
