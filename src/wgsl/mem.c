/*
 * Memory: pointers, loads, stores, atomics and buffer declarations.
 *
 * Function, private and workgroup memory keep their types: a pointer is a
 * WGSL reference expression (`v[i].m`), and a load or store uses it as is.
 *
 * A buffer whose lowered layout WGSL can declare exactly (bufstruct.c) is
 * declared with its types, and a pointer into it is a reference expression
 * like any other (`B[i].m.x`). The others are raw 32-bit words, so that
 * their layout is exactly the SPIR-V target's (spec: "Buffers are raw
 * words"): a constant buffer or
 * push-constant block is `array<vec4<u32>, N>` (uniform arrays have a
 * 16-byte stride), a structured or byte-address buffer `array<u32>`
 * (`array<atomic<u32>>` when the entry point uses atomics on it or stores
 * halves into it). A pointer into one is a byte offset: a constant part
 * plus index * stride terms, computed from the IR's layout types (member
 * offsets, array strides, matrix strides, RowMajor). A load or store of a
 * scalar reads or writes the word at that offset and bitcasts; vectors in
 * one 16-byte row of a uniform buffer read as one swizzle; vectors,
 * matrices, arrays and structs decompose into their scalars.
 */
#include "wgsl/wgsl_int.h"

enum { SMALL_ARRAY = 16 }; /* arrays up to this many elements load as one constructor */

static bool is_buffer_class(uint32_t sc)
{
    return sc == SpvStorageClassUniform || sc == SpvStorageClassStorageBuffer ||
           sc == SpvStorageClassPushConstant;
}

static IrGlobal *global_of(W *w, IrId g) { return ir_value(w->m, g)->u.g; }

static bool is_uniform_buf(W *w, IrId g)
{
    IrGlobal *gl = global_of(w, g);
    return gl->res != IRR_STORAGE_BUFFER &&
           (gl->storage == SpvStorageClassUniform || gl->storage == SpvStorageClassPushConstant);
}

static bool is_atomic_buf(W *w, IrId g) { return (w->use[g] & (IR_USE_ATOMIC | IR_USE_HALF_STORE)) != 0; }

const char *w_buffer_decl(W *w, IrId g)
{
    IrGlobal *gl = global_of(w, g);
    const char *name = w->vname[g];
    const char *access = w_written(w, g) ? "read_write" : "read";
    Loc loc = ir_value(w->m, g)->loc;
    if (w->sbuf[g] == WB_STRUCT && is_uniform_buf(w, g))
        return arena_sprintf(&w->cc->arena, "var<uniform> %s: %s;", name, w_type(w, gl->pointee, loc));
    if (w->sbuf[g] == WB_ARRAY) {
        IrMember *mb = &ir_type(w->m, gl->pointee)->members[0];
        return arena_sprintf(&w->cc->arena, "var<storage, %s> %s: %s;", access, name,
                             w_stored_type(w, mb->type, mb->row_major, loc));
    }
    if (is_uniform_buf(w, g)) {
        uint32_t size = w_type_size(w, gl->pointee);
        uint32_t rows = (size + 15) / 16;
        return arena_sprintf(&w->cc->arena, "var<uniform> %s: array<vec4<u32>, %u>;", name,
                             rows ? rows : 1);
    }
    return arena_sprintf(&w->cc->arena, "var<storage, %s> %s: array<%s>;", access, name,
                         is_atomic_buf(w, g) ? "atomic<u32>" : "u32");
}

/* ---- pointers ------------------------------------------------------------ */

static uint32_t scalar_bytes(W *w, IrTypeId t)
{
    IrType *s = ir_type(w->m, ir_type_scalar_of(w->m, t));
    return s->kind == IR_TY_BOOL ? 4 : s->width / 8;
}

static void add_term(W *w, WPtr *p, const char *idx, uint32_t stride)
{
    WTerm *t = NEWN(w->cc, WTerm, p->nterms + 1);
    if (p->nterms)
        memcpy(t, p->terms, p->nterms * sizeof *t);
    t[p->nterms].idx = idx;
    t[p->nterms].stride = stride;
    p->terms = t;
    p->nterms++;
}

/* Adds index * stride bytes to a buffer pointer. */
static void add_index(W *w, WPtr *p, IrId idx, uint32_t stride)
{
    uint64_t k;
    if (ir_const_value(w->m, idx, &k))
        p->coff += (uint32_t)k * stride;
    else if (stride)
        add_term(w, p, w_val_signed(w, idx, false), stride);
}

static bool holds_matrix(W *w, IrTypeId t)
{
    IrType *ty = ir_type(w->m, t);
    while (ty->kind == IR_TY_ARRAY || ty->kind == IR_TY_RUNTIME_ARRAY)
        ty = ir_type(w->m, ty->elem);
    return ty->kind == IR_TY_MATRIX;
}

static WPtr *access(W *w, IrInst *in)
{
    IrModule *m = w->m;
    WPtr *base = w_ptr(w, in->args[0], in->loc);
    WPtr *p = NEW(w->cc, WPtr);
    *p = *base;
    for (uint32_t i = 1; i < in->nargs; i++) {
        IrId idx = in->args[i];
        IrType *ty = ir_type(m, p->type);
        uint64_t k = 0;
        bool c = ir_const_value(m, idx, &k);
        const char *itext = c ? arena_sprintf(&w->cc->arena, p->buf ? "%uu" : "%u", (uint32_t)k)
                              : w_val(w, idx);
        switch (ty->kind) {
        case IR_TY_STRUCT: {
            if (!c || k >= ty->member_count)
                diag_ice(w->cc, in->loc, "WGSL: struct index is not a member constant");
            IrMember *mb = &ty->members[k];
            if (p->buf) /* a matrix stored transposed, at any array depth (bufstruct.c) */
                p->row_major = mb->row_major && holds_matrix(w, mb->type);
            if (p->kind == WP_REF && p->bare) {
                p->bare = false; /* the block is its runtime array (bufstruct.c) */
            } else if (p->kind == WP_REF) {
                p->ref = arena_sprintf(&w->cc->arena, "%s.%s", p->ref,
                                       w_member_name(w, p->type, (uint32_t)k));
            } else {
                p->coff += mb->offset;
                if (holds_matrix(w, mb->type)) {
                    p->mstride = mb->matrix_stride;
                    p->row_major = mb->row_major;
                }
            }
            p->type = mb->type;
            p->vstride = 0;
            break;
        }
        case IR_TY_ARRAY:
        case IR_TY_RUNTIME_ARRAY:
            if (p->kind == WP_REF && i == 1 && c && w->elem && p->root < w->nvalues &&
                w->elem[p->root] && k < ty->count && w->elem[p->root][k]) {
                p->ref = w->elem[p->root][k]; /* an element of its own (emit.c) */
            } else if (p->kind == WP_REF) {
                p->ref = arena_sprintf(&w->cc->arena, "%s[%s]", p->ref, itext);
            } else {
                uint32_t stride = ty->stride ? ty->stride : w_type_size(w, ty->elem);
                add_index(w, p, idx, stride);
            }
            p->type = ty->elem;
            break;
        case IR_TY_MATRIX:
            if (p->kind == WP_REF && p->buf && p->row_major) {
                p->tcol = itext; /* column k of the IR's matrix: row k of the stored one */
            } else if (p->kind == WP_REF) {
                p->ref = arena_sprintf(&w->cc->arena, "%s[%s]", p->ref, itext);
            } else {
                uint32_t es = scalar_bytes(w, p->type);
                add_index(w, p, idx, p->row_major ? es : p->mstride);
                p->vstride = p->row_major ? p->mstride : es;
            }
            p->type = ty->elem;
            break;
        case IR_TY_VECTOR:
            if (p->kind == WP_REF && p->tcol) {
                p->ref = arena_sprintf(&w->cc->arena, "%s[%s][%s]", p->ref, itext, p->tcol);
                p->tcol = NULL;
            } else if (p->kind == WP_REF) {
                static const char *const xyzw[] = {"x", "y", "z", "w"};
                p->ref = c && k < 4 ? arena_sprintf(&w->cc->arena, "%s.%s", p->ref, xyzw[k])
                                    : arena_sprintf(&w->cc->arena, "%s[%s]", p->ref, itext);
            } else {
                uint32_t es = scalar_bytes(w, p->type);
                add_index(w, p, idx, p->vstride ? p->vstride : es);
            }
            p->type = ty->elem;
            break;
        default: diag_ice(w->cc, in->loc, "WGSL: access into a non-composite");
        }
    }
    return p;
}

WPtr *w_ptr(W *w, IrId v, Loc loc)
{
    if (w->ptr[v])
        return w->ptr[v];
    IrValue *val = ir_value(w->m, v);
    WPtr *p = NULL;
    switch (val->kind) {
    case IV_GLOBAL: {
        IrGlobal *g = val->u.g;
        p = NEW(w->cc, WPtr);
        p->root = v;
        p->type = g->pointee;
        if (is_buffer_class(g->storage) && !w->sbuf[v]) {
            p->kind = WP_BUF;
        } else {
            p->buf = w->sbuf[v] != WB_WORDS;
            p->bare = w->sbuf[v] == WB_ARRAY;
            p->kind = WP_REF;
            p->ref = w->vname[v];
        }
        break;
    }
    case IV_PARAM:
        p = NEW(w->cc, WPtr);
        p->kind = WP_REF;
        p->root = v;
        p->type = ir_type(w->m, val->type)->elem;
        p->ref = arena_sprintf(&w->cc->arena, "(*%s)", w_val(w, v));
        break;
    case IV_INST: {
        IrInst *in = val->u.inst;
        if (in->op == IR_VAR) {
            p = NEW(w->cc, WPtr);
            p->kind = WP_REF;
            p->root = v;
            p->type = ir_type(w->m, val->type)->elem;
            p->ref = w_val(w, v);
        } else if (in->op == IR_COPY) {
            p = w_ptr(w, in->args[0], loc);
        } else if (in->op == IR_ACCESS) {
            p = access(w, in);
        }
        break;
    }
    default: break;
    }
    if (!p)
        diag_ice(w->cc, loc, "WGSL: value %u is not a pointer WGSL can follow", v);
    w->ptr[v] = p;
    return p;
}

void w_ptr_access(W *w, IrInst *in) { w_ptr(w, in->id, in->loc); }

/* ---- words --------------------------------------------------------------- */

static bool aligned(const WPtr *p, uint32_t coff, uint32_t unit)
{
    if (coff % unit)
        return false;
    for (uint32_t i = 0; i < p->nterms; i++)
        if (p->terms[i].stride % unit)
            return false;
    return true;
}

/* (coff + terms) / unit as a u32 expression; `aligned` must hold. */
static const char *scaled(W *w, const WPtr *p, uint32_t coff, uint32_t unit)
{
    Buf b;
    buf_init(&b, &w->cc->arena);
    for (uint32_t i = 0; i < p->nterms; i++) {
        uint32_t s = p->terms[i].stride / unit;
        if (i)
            buf_puts(&b, " + ");
        if (s == 1)
            buf_puts(&b, p->terms[i].idx);
        else
            buf_printf(&b, "%s * %uu", p->terms[i].idx, s);
    }
    if (coff / unit || !p->nterms)
        buf_printf(&b, "%s%uu", p->nterms ? " + " : "", coff / unit);
    return buf_cstr(&b);
}

/* The byte offset as a `let`, for offsets that are not word aligned. */
static const char *byte_let(W *w, const WPtr *p, uint32_t coff)
{
    const char *t = w_tmp(w);
    w_line(w, "let %s = %s;", t, scaled(w, p, coff, 1));
    return t;
}

/* The reference to the 32-bit word holding byte `coff` (+ terms). */
static const char *word_ref(W *w, const WPtr *p, uint32_t coff)
{
    const char *name = w->vname[p->root];
    uint32_t wc = coff & ~3u;
    if (is_uniform_buf(w, p->root)) {
        static const char *const xyzw[] = {"x", "y", "z", "w"};
        if (aligned(p, 0, 16)) {
            WPtr q = *p;
            return arena_sprintf(&w->cc->arena, "%s[%s].%s", name, scaled(w, &q, wc & ~15u, 16),
                                 xyzw[(wc % 16) / 4]);
        }
        const char *b = byte_let(w, p, wc);
        return arena_sprintf(&w->cc->arena, "%s[%s / 16u][(%s %% 16u) / 4u]", name, b, b);
    }
    if (aligned(p, 0, 4))
        return arena_sprintf(&w->cc->arena, "%s[%s]", name, scaled(w, p, wc, 4));
    const char *b = byte_let(w, p, coff);
    return arena_sprintf(&w->cc->arena, "%s[%s / 4u]", name, b);
}

static const char *word_read(W *w, const WPtr *p, uint32_t coff)
{
    const char *r = word_ref(w, p, coff);
    if (is_atomic_buf(w, p->root))
        return arena_sprintf(&w->cc->arena, "atomicLoad(&%s)", r);
    return r;
}

/* The word index (storage buffers) for atomics and their helpers. */
static const char *word_index(W *w, const WPtr *p)
{
    if (aligned(p, p->coff, 4))
        return scaled(w, p, p->coff, 4);
    return arena_sprintf(&w->cc->arena, "%s / 4u", byte_let(w, p, p->coff));
}

/* The word holding a 16-bit value and which half of it: a constant lane
 * when every dynamic stride keeps the word parity, else from the byte offset. */
static const char *half_word(W *w, const WPtr *p, const char **lane, bool *static_hi)
{
    *lane = NULL;
    *static_hi = (p->coff & 2) != 0;
    if (aligned(p, 0, 4))
        return word_ref(w, p, p->coff);
    const char *b = byte_let(w, p, p->coff);
    *lane = arena_sprintf(&w->cc->arena, "((%s / 2u) %% 2u)", b);
    if (is_uniform_buf(w, p->root))
        return arena_sprintf(&w->cc->arena, "%s[%s / 16u][(%s %% 16u) / 4u]", w->vname[p->root], b,
                             b);
    return arena_sprintf(&w->cc->arena, "%s[%s / 4u]", w->vname[p->root], b);
}

/* ---- loads --------------------------------------------------------------- */

static const char *read(W *w, WPtr p, IrTypeId t, uint32_t depth);

static const char *read_scalar(W *w, const WPtr *p, IrTypeId t)
{
    IrType *ty = ir_type(w->m, t);
    Arena *a = &w->cc->arena;
    if (ty->kind == IR_TY_FLOAT && ty->width == 16) {
        const char *lane;
        bool hi;
        const char *r = half_word(w, p, &lane, &hi);
        if (is_atomic_buf(w, p->root))
            r = arena_sprintf(a, "atomicLoad(&%s)", r);
        if (lane)
            return arena_sprintf(a, "f16(unpack2x16float(%s)[%s])", r, lane);
        return arena_sprintf(a, "f16(unpack2x16float(%s).%s)", r, hi ? "y" : "x");
    }
    const char *wd = word_read(w, p, p->coff);
    switch (ty->kind) {
    case IR_TY_BOOL: return arena_sprintf(a, "(%s != 0u)", wd);
    case IR_TY_INT:
        return ty->is_signed ? arena_sprintf(a, "bitcast<i32>(%s)", wd) : wd;
    case IR_TY_FLOAT: return arena_sprintf(a, "bitcast<f32>(%s)", wd);
    default: diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: bad scalar in a buffer");
    }
}

static const char *read(W *w, WPtr p, IrTypeId t, uint32_t depth)
{
    if (depth > LIMIT_NESTING)
        diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: buffer type nested too deeply");
    IrType *ty = ir_type(w->m, t);
    Arena *a = &w->cc->arena;
    Buf b;
    buf_init(&b, a);
    switch (ty->kind) {
    case IR_TY_BOOL:
    case IR_TY_INT:
    case IR_TY_FLOAT: return read_scalar(w, &p, t);
    case IR_TY_VECTOR: {
        uint32_t es = scalar_bytes(w, t);
        uint32_t cs = p.vstride ? p.vstride : es;
        IrType *st = ir_type(w->m, ty->elem);
        /* A packed 32-bit vector inside one 16-byte row of a uniform buffer: one swizzle. */
        if (is_uniform_buf(w, p.root) && es == 4 && cs == 4 && aligned(&p, 0, 16) &&
            (p.coff % 16) + 4 * ty->count <= 16 && !is_atomic_buf(w, p.root)) {
            static const char xyzw[] = "xyzw";
            char sw[5] = {0};
            for (uint32_t i = 0; i < ty->count; i++)
                sw[i] = xyzw[(p.coff % 16) / 4 + i];
            const char *row = arena_sprintf(a, "%s[%s].%s", w->vname[p.root],
                                            scaled(w, &p, p.coff & ~15u, 16), sw);
            const char *vt = w_type(w, t, (Loc){0, 0, 0});
            if (st->kind == IR_TY_BOOL)
                return arena_sprintf(a, "(%s != vec%u<u32>())", row, ty->count);
            if (st->kind == IR_TY_INT && !st->is_signed)
                return row;
            return arena_sprintf(a, "bitcast<%s>(%s)", vt, row);
        }
        buf_printf(&b, "%s(", w_type(w, t, (Loc){0, 0, 0}));
        for (uint32_t i = 0; i < ty->count; i++) {
            WPtr q = p;
            q.coff += i * cs;
            buf_printf(&b, "%s%s", i ? ", " : "", read_scalar(w, &q, ty->elem));
        }
        buf_putc(&b, ')');
        return buf_cstr(&b);
    }
    case IR_TY_MATRIX: {
        uint32_t es = scalar_bytes(w, t);
        uint32_t colstride = p.row_major ? es : p.mstride;
        buf_printf(&b, "%s(", w_type(w, t, (Loc){0, 0, 0}));
        for (uint32_t j = 0; j < ty->count; j++) {
            WPtr q = p;
            q.coff += j * colstride;
            q.vstride = p.row_major ? p.mstride : es;
            buf_printf(&b, "%s%s", j ? ", " : "", read(w, q, ty->elem, depth + 1));
        }
        buf_putc(&b, ')');
        return buf_cstr(&b);
    }
    case IR_TY_ARRAY: {
        uint32_t stride = ty->stride ? ty->stride : w_type_size(w, ty->elem);
        const char *at = w_type(w, t, (Loc){0, 0, 0});
        if (ty->count > SMALL_ARRAY) {
            /* A loop into a variable keeps the text linear in the type. */
            const char *v = w_tmp(w), *i = w_tmp(w);
            w_line(w, "var %s: %s;", v, at);
            w_line(w, "for (var %s = 0u; %s < %uu; %s++) {", i, i, ty->count, i);
            w->indent++;
            WPtr q = p;
            add_term(w, &q, i, stride);
            const char *e = read(w, q, ty->elem, depth + 1);
            w_line(w, "%s[%s] = %s;", v, i, e);
            w->indent--;
            w_line(w, "}");
            return v;
        }
        buf_printf(&b, "%s(", at);
        for (uint32_t i = 0; i < ty->count; i++) {
            WPtr q = p;
            q.coff += i * stride;
            buf_printf(&b, "%s%s", i ? ", " : "", read(w, q, ty->elem, depth + 1));
        }
        buf_putc(&b, ')');
        return buf_cstr(&b);
    }
    case IR_TY_STRUCT: {
        buf_printf(&b, "%s(", w_type(w, t, (Loc){0, 0, 0}));
        for (uint32_t i = 0; i < ty->member_count; i++) {
            IrMember *mb = &ty->members[i];
            WPtr q = p;
            q.coff += mb->offset;
            q.vstride = 0;
            if (holds_matrix(w, mb->type)) {
                q.mstride = mb->matrix_stride;
                q.row_major = mb->row_major;
            }
            buf_printf(&b, "%s%s", i ? ", " : "", read(w, q, mb->type, depth + 1));
        }
        buf_putc(&b, ')');
        return buf_cstr(&b);
    }
    default:
        diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: cannot load type kind %d from a buffer",
                 (int)ty->kind);
    }
}

static bool ref_is_atomic(W *w, const WPtr *p)
{
    return (w->use[p->root] & IR_USE_ATOMIC) && ir_value(w->m, p->root)->kind == IV_GLOBAL &&
           ir_type(w->m, p->type)->kind == IR_TY_INT;
}

const char *w_load(W *w, IrInst *in)
{
    WPtr *p = w_ptr(w, in->args[0], in->loc);
    if (p->kind == WP_REF) {
        if (ref_is_atomic(w, p))
            return arena_sprintf(&w->cc->arena, "atomicLoad(&%s)", p->ref);
        if (p->tcol)
            return arena_sprintf(&w->cc->arena, "transpose(%s)[%s]", p->ref, p->tcol);
        if (p->buf && p->row_major && ir_type(w->m, p->type)->kind == IR_TY_MATRIX)
            return arena_sprintf(&w->cc->arena, "transpose(%s)", p->ref);
        return p->ref;
    }
    /* A constant offset past the uniform array (a one-element tail array
     * indexed beyond the buffer, which HLSL allows): WGSL refuses a constant
     * index out of a fixed array's bounds. */
    if (is_uniform_buf(w, p->root) && !p->nterms &&
        p->coff + w_type_size(w, p->type) > (w_type_size(w, global_of(w, p->root)->pointee) + 15) / 16 * 16) {
        w_unavailable(w, w_loc(w, in), arena_sprintf(&w->cc->arena, "a read past the end of uniform buffer '%s' (at byte %u)",
                                                     w->vname[p->root], p->coff));
        return "0";
    }
    return read(w, *p, p->type, 0);
}

/* ---- stores -------------------------------------------------------------- */

static void write(W *w, WPtr p, IrTypeId t, const char *v, uint32_t depth);

static void write_scalar(W *w, const WPtr *p, IrTypeId t, const char *v)
{
    IrType *ty = ir_type(w->m, t);
    Arena *a = &w->cc->arena;
    bool atomic = is_atomic_buf(w, p->root);
    if (ty->kind == IR_TY_FLOAT && ty->width == 16) {
        /* The other half of the word may be another invocation's: clear and
         * set only this half, atomically. */
        const char *lane;
        bool hi;
        const char *r = half_word(w, p, &lane, &hi);
        const char *bits = arena_sprintf(a, "pack2x16float(vec2<f32>(f32(%s), 0.0))", v);
        if (lane) {
            const char *sh = w_tmp(w);
            w_line(w, "let %s = %s * 16u;", sh, lane);
            w_line(w, "atomicAnd(&%s, ~(0xffffu << %s));", r, sh);
            w_line(w, "atomicOr(&%s, %s << %s);", r, bits, sh);
        } else {
            w_line(w, "atomicAnd(&%s, %s);", r, hi ? "0x0000ffffu" : "0xffff0000u");
            w_line(w, "atomicOr(&%s, %s%s);", r, bits, hi ? " << 16u" : "");
        }
        return;
    }
    const char *u;
    switch (ty->kind) {
    case IR_TY_BOOL: u = arena_sprintf(a, "select(0u, 1u, %s)", v); break;
    case IR_TY_INT: u = ty->is_signed ? arena_sprintf(a, "bitcast<u32>(%s)", v) : v; break;
    default: u = arena_sprintf(a, "bitcast<u32>(%s)", v); break;
    }
    const char *r = word_ref(w, p, p->coff);
    if (atomic)
        w_line(w, "atomicStore(&%s, %s);", r, u);
    else
        w_line(w, "%s = %s;", r, u);
}

static void write(W *w, WPtr p, IrTypeId t, const char *v, uint32_t depth)
{
    if (depth > LIMIT_NESTING)
        diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: buffer type nested too deeply");
    IrType *ty = ir_type(w->m, t);
    Arena *a = &w->cc->arena;
    switch (ty->kind) {
    case IR_TY_BOOL:
    case IR_TY_INT:
    case IR_TY_FLOAT: write_scalar(w, &p, t, v); return;
    case IR_TY_VECTOR: {
        uint32_t es = scalar_bytes(w, t);
        uint32_t cs = p.vstride ? p.vstride : es;
        for (uint32_t i = 0; i < ty->count; i++) {
            WPtr q = p;
            q.coff += i * cs;
            write_scalar(w, &q, ty->elem, arena_sprintf(a, "%s[%u]", v, i));
        }
        return;
    }
    case IR_TY_MATRIX: {
        uint32_t es = scalar_bytes(w, t);
        for (uint32_t j = 0; j < ty->count; j++) {
            WPtr q = p;
            q.coff += j * (p.row_major ? es : p.mstride);
            q.vstride = p.row_major ? p.mstride : es;
            write(w, q, ty->elem, arena_sprintf(a, "%s[%u]", v, j), depth + 1);
        }
        return;
    }
    case IR_TY_ARRAY: {
        uint32_t stride = ty->stride ? ty->stride : w_type_size(w, ty->elem);
        if (ty->count > SMALL_ARRAY) {
            const char *i = w_tmp(w);
            w_line(w, "for (var %s = 0u; %s < %uu; %s++) {", i, i, ty->count, i);
            w->indent++;
            WPtr q = p;
            add_term(w, &q, i, stride);
            write(w, q, ty->elem, arena_sprintf(a, "%s[%s]", v, i), depth + 1);
            w->indent--;
            w_line(w, "}");
            return;
        }
        for (uint32_t i = 0; i < ty->count; i++) {
            WPtr q = p;
            q.coff += i * stride;
            write(w, q, ty->elem, arena_sprintf(a, "%s[%u]", v, i), depth + 1);
        }
        return;
    }
    case IR_TY_STRUCT:
        for (uint32_t i = 0; i < ty->member_count; i++) {
            IrMember *mb = &ty->members[i];
            WPtr q = p;
            q.coff += mb->offset;
            q.vstride = 0;
            if (holds_matrix(w, mb->type)) {
                q.mstride = mb->matrix_stride;
                q.row_major = mb->row_major;
            }
            write(w, q, mb->type, arena_sprintf(a, "%s.%s", v, w_member_name(w, t, i)),
                  depth + 1);
        }
        return;
    default:
        diag_ice(w->cc, (Loc){0, 0, 0}, "WGSL: cannot store type kind %d to a buffer",
                 (int)ty->kind);
    }
}

void w_store(W *w, IrInst *in)
{
    WPtr *p = w_ptr(w, in->args[0], in->loc);
    const char *v = w_val(w, in->args[1]);
    if (p->kind == WP_REF) {
        if (ref_is_atomic(w, p)) {
            w_line(w, "atomicStore(&%s, %s);", p->ref, w_val_as(w, in->args[1], p->type));
        } else if (p->tcol) { /* a column of a transposed matrix: a row of the stored one */
            for (uint32_t k = 0; k < ir_type(w->m, p->type)->count; k++)
                w_line(w, "%s[%uu][%s] = %s[%u];", p->ref, k, p->tcol, v, k);
        } else if (p->buf && p->row_major && ir_type(w->m, p->type)->kind == IR_TY_MATRIX) {
            w_line(w, "%s = transpose(%s);", p->ref, v);
        } else {
            w_line(w, "%s = %s;", p->ref, v);
        }
        return;
    }
    if (is_uniform_buf(w, p->root))
        diag_ice(w->cc, in->loc, "WGSL: store to a uniform buffer");
    write(w, *p, p->type, v, 0);
}

/* ---- atomics ------------------------------------------------------------- */

/* A helper for an atomic WGSL has no strong form of, on one buffer:
 * signed min/max (WGSL's are on the u32 words) and compare-exchange
 * (WGSL's is weak: it may fail spuriously). Declared once per buffer. */
static const char *atomic_helper(W *w, IrId g, IrOp op)
{
    for (uint32_t i = 0; i < w->atomic_helpers.len; i++)
        if (w->atomic_helpers.data[i].g == g && w->atomic_helpers.data[i].op == (uint32_t)op)
            return w->atomic_helpers.data[i].name;
    const char *buf = w->vname[g];
    const char *kind = op == IR_ATOMIC_SMIN ? "smin" : op == IR_ATOMIC_SMAX ? "smax" : "cmpxchg";
    const char *name = w_name(w, arena_sprintf(&w->cc->arena, "osh_atomic_%s_%s", kind, buf));
    Buf *o = &w->helpers;
    if (op == IR_ATOMIC_CMPXCHG) {
        buf_printf(o, "fn %s(i: u32, cmp: u32, v: u32) -> u32 {\n", name);
        buf_printf(o, "    loop {\n");
        buf_printf(o, "        let r = atomicCompareExchangeWeak(&%s[i], cmp, v);\n", buf);
        buf_printf(o, "        if r.exchanged || r.old_value != cmp {\n");
        buf_printf(o, "            return r.old_value;\n        }\n    }\n}\n\n");
    } else {
        buf_printf(o, "fn %s(i: u32, v: i32) -> i32 {\n", name);
        buf_printf(o, "    loop {\n");
        buf_printf(o, "        let old = atomicLoad(&%s[i]);\n", buf);
        buf_printf(o, "        let r = atomicCompareExchangeWeak(&%s[i], old, "
                      "bitcast<u32>(%s(bitcast<i32>(old), v)));\n",
                   buf, op == IR_ATOMIC_SMIN ? "min" : "max");
        buf_printf(o, "        if r.exchanged {\n");
        buf_printf(o, "            return bitcast<i32>(old);\n        }\n    }\n}\n\n");
    }
    WHelper h = {g, (uint32_t)op, name};
    vec_push(&w->cc->arena, &w->atomic_helpers, h);
    return name;
}

static const char *atomic_fn(IrOp op)
{
    switch (op) {
    case IR_ATOMIC_EXCHANGE: return "atomicExchange";
    case IR_ATOMIC_IADD: return "atomicAdd";
    case IR_ATOMIC_ISUB: return "atomicSub";
    case IR_ATOMIC_SMIN:
    case IR_ATOMIC_UMIN: return "atomicMin";
    case IR_ATOMIC_SMAX:
    case IR_ATOMIC_UMAX: return "atomicMax";
    case IR_ATOMIC_AND: return "atomicAnd";
    case IR_ATOMIC_OR: return "atomicOr";
    case IR_ATOMIC_XOR: return "atomicXor";
    default: return NULL;
    }
}

const char *w_atomic(W *w, IrInst *in)
{
    WPtr *p = w_ptr(w, in->args[0], in->loc);
    Arena *a = &w->cc->arena;
    IrOp op = in->op;
    IrTypeId rt = in->type ? in->type : ir_type_of(w->m, in->args[1]);
    bool sres = w_is_signed(w, rt);
    if (p->kind == WP_REF) {
        /* A workgroup atomic<i32|u32>: operands take the variable's type. */
        const char *place = arena_sprintf(a, "&%s", p->ref);
        bool vs = w_is_signed(w, p->type);
        const char *r;
        if (op == IR_ATOMIC_LOAD)
            r = arena_sprintf(a, "atomicLoad(%s)", place);
        else if (op == IR_ATOMIC_STORE) {
            w_line(w, "atomicStore(%s, %s);", place, w_val_signed(w, in->args[1], vs));
            return NULL;
        } else if (op == IR_ATOMIC_CMPXCHG) {
            const char *t = w_tmp(w), *res = w_tmp(w);
            const char *cmp = w_val_signed(w, in->args[2], vs);
            w_line(w, "var %s: %s;", res, vs ? "i32" : "u32");
            w_line(w, "loop {");
            w_line(w, "    let %s = atomicCompareExchangeWeak(%s, %s, %s);", t, place, cmp,
                   w_val_signed(w, in->args[1], vs));
            w_line(w, "    if %s.exchanged || %s.old_value != %s {", t, t, cmp);
            w_line(w, "        %s = %s.old_value;", res, t);
            w_line(w, "        break;");
            w_line(w, "    }");
            w_line(w, "}");
            r = res;
        } else {
            if ((op == IR_ATOMIC_SMIN || op == IR_ATOMIC_SMAX) != vs &&
                (op == IR_ATOMIC_SMIN || op == IR_ATOMIC_SMAX || op == IR_ATOMIC_UMIN ||
                 op == IR_ATOMIC_UMAX)) {
                diag(w->cc, in->loc, D_NOT_IMPLEMENTED,
                     "a min/max atomic of the other signedness on groupshared memory in WGSL");
                w->failed = true;
                return "0";
            }
            r = arena_sprintf(a, "%s(%s, %s)", atomic_fn(op), place,
                              w_val_signed(w, in->args[1], vs));
        }
        if (vs != sres)
            r = arena_sprintf(a, "bitcast<%s>(%s)", sres ? "i32" : "u32", r);
        return r;
    }
    if (is_uniform_buf(w, p->root))
        diag_ice(w->cc, in->loc, "WGSL: atomic on a uniform buffer");
    if (ir_type(w->m, p->type)->kind != IR_TY_INT || scalar_bytes(w, p->type) != 4) {
        w_unavailable(w, in->loc, "64-bit atomics");
        return "0u";
    }
    const char *idx = word_index(w, p);
    const char *place = arena_sprintf(a, "&%s[%s]", w->vname[p->root], idx);
    const char *r;
    switch (op) {
    case IR_ATOMIC_LOAD: r = arena_sprintf(a, "atomicLoad(%s)", place); break;
    case IR_ATOMIC_STORE:
        w_line(w, "atomicStore(%s, %s);", place, w_val_signed(w, in->args[1], false));
        return NULL;
    case IR_ATOMIC_SMIN:
    case IR_ATOMIC_SMAX: {
        const char *h = atomic_helper(w, p->root, op);
        r = arena_sprintf(a, "%s(%s, %s)", h, idx, w_val_signed(w, in->args[1], true));
        if (!sres)
            r = arena_sprintf(a, "bitcast<u32>(%s)", r);
        return r;
    }
    case IR_ATOMIC_CMPXCHG: {
        const char *h = atomic_helper(w, p->root, op);
        r = arena_sprintf(a, "%s(%s, %s, %s)", h, idx, w_val_signed(w, in->args[2], false),
                          w_val_signed(w, in->args[1], false));
        break;
    }
    default:
        r = arena_sprintf(a, "%s(%s, %s)", atomic_fn(op), place,
                          w_val_signed(w, in->args[1], false));
        break;
    }
    if (sres)
        r = arena_sprintf(a, "bitcast<i32>(%s)", r);
    return r;
}

const char *w_array_length(W *w, IrInst *in)
{
    WPtr *p = w_ptr(w, in->args[0], in->loc);
    IrType *st = ir_type(w->m, p->type);
    uint32_t mi = in->nlits ? in->lits[0] : 0;
    if (p->kind == WP_REF && p->bare && mi == 0) /* the runtime array itself */
        return arena_sprintf(&w->cc->arena, "arrayLength(&%s)", p->ref);
    if (p->kind != WP_BUF || st->kind != IR_TY_STRUCT || mi >= st->member_count)
        diag_ice(w->cc, in->loc, "WGSL: array_length of something that is not a buffer");
    IrMember *mb = &st->members[mi];
    IrType *at = ir_type(w->m, mb->type);
    uint32_t stride = at->stride ? at->stride : w_type_size(w, at->elem);
    uint32_t off = p->coff + mb->offset;
    const char *n = arena_sprintf(&w->cc->arena, "arrayLength(&%s)", w->vname[p->root]);
    if (off % 4 == 0 && stride % 4 == 0) {
        if (off)
            n = arena_sprintf(&w->cc->arena, "(%s - %uu)", n, off / 4);
        if (stride != 4)
            n = arena_sprintf(&w->cc->arena, "(%s / %uu)", n, stride / 4);
        return n;
    }
    return arena_sprintf(&w->cc->arena, "((%s * 4u - %uu) / %uu)", n, off, stride);
}
