/*
 * The IR module: the ops table, interned types and constants, global
 * variables, decorations, capabilities and extensions.
 *
 * Interning: a type (or constant) is serialized into a byte key of every
 * field that makes it distinct, and the key maps to its id. Two calls with
 * the same fields therefore return the same id, and ids are handed out in
 * creation order, so they are deterministic.
 */
#include "ir/ir.h"

static const IrOpInfo op_table[] = {
    {"nop", SpvOpNop, 0, OPF_PURE, OPC_NONE, 0, 0},
#define OP(id, name, spv, glsl, flags, cls, arg, cap, wgsl) {name, spv, glsl, flags, cls, arg, cap},
#include "ir/ops.def"
#undef OP
};

const IrOpInfo *ir_op_info(IrOp op)
{
    if ((unsigned)op >= IR_OP_COUNT)
        return &op_table[0];
    return &op_table[op];
}

IrModule *ir_module_new(Cc *cc)
{
    IrModule *m = NEW(cc, IrModule);
    m->cc = cc;
    m->addressing = SpvAddressingModelLogical;
    m->memory_model = SpvMemoryModelGLSL450;
    m->spirv_version = 0x10500;
    IrType none = {0};
    vec_push(&cc->arena, &m->types, none);
    ir_value_new(m, IV_NONE, 0, NULL, (Loc){0, 0, 0}); /* id 0 */
    return m;
}

/* ---- types -------------------------------------------------------------- */

/* A growable key built from the fields of a type or constant. */
typedef struct Key {
    uint32_t w[32];
    uint32_t *p;
    uint32_t len, cap;
} Key;

static void key_init(Key *k)
{
    k->p = k->w;
    k->len = 0;
    k->cap = countof(k->w);
}

static void key_put(Cc *cc, Key *k, uint32_t v)
{
    if (k->len == k->cap) {
        uint32_t *n = NEWN(cc, uint32_t, k->cap * 2);
        memcpy(n, k->p, k->len * sizeof *n);
        k->p = n;
        k->cap *= 2;
    }
    k->p[k->len++] = v;
}

/* A name by its contents: names built with arena_sprintf (buffer block
 * types, layout structs' HLSL type names) are not interned, and two equal
 * types must not become two SPIR-V types because their names were built
 * twice. */
static void key_str(Cc *cc, Key *k, const char *s)
{
    size_t n = s ? strlen(s) : 0;
    key_put(cc, k, s ? (uint32_t)n + 1 : 0);
    for (size_t i = 0; i < n; i += 4) {
        uint32_t w = 0;
        for (size_t j = 0; j < 4 && i + j < n; j++)
            w |= (uint32_t)(unsigned char)s[i + j] << (8 * j);
        key_put(cc, k, w);
    }
}

static IrTypeId type_intern(IrModule *m, const IrType *t)
{
    Cc *cc = m->cc;
    Key k;
    key_init(&k);
    key_put(cc, &k, t->kind);
    key_put(cc, &k, t->width | t->is_signed << 8 | t->has_layout << 16 | t->block << 24);
    key_put(cc, &k, t->elem);
    key_put(cc, &k, t->count);
    key_put(cc, &k, t->stride);
    key_put(cc, &k, t->storage);
    key_put(cc, &k, t->dim);
    key_put(cc, &k, t->depth | t->arrayed << 8 | t->ms << 16 | (uint32_t)t->sampled << 24);
    key_put(cc, &k, t->format);
    key_put(cc, &k, t->member_count);
    key_str(cc, &k, t->name);
    if (t->kind == IR_TY_STRUCT) {
        for (uint32_t i = 0; i < t->member_count; i++) {
            const IrMember *mb = &t->members[i];
            key_put(cc, &k, mb->type);
            key_str(cc, &k, mb->name);
            key_put(cc, &k, mb->offset);
            key_put(cc, &k, mb->matrix_stride);
            key_put(cc, &k, mb->row_major | mb->relaxed << 8 | mb->builtin_bool << 16);
            key_str(cc, &k, mb->hlsl_type);
            key_put(cc, &k, mb->ndecors);
            for (uint32_t d = 0; d < mb->ndecors; d++) {
                const IrDecor *dc = &mb->decors[d];
                key_put(cc, &k, dc->deco);
                key_put(cc, &k, dc->nargs);
                for (uint32_t a = 0; a < dc->nargs; a++)
                    key_put(cc, &k, dc->args[a]);
                key_str(cc, &k, dc->str);
            }
        }
    } else if (t->kind == IR_TY_FUNCTION || t->kind == IR_TY_SPIRV) {
        for (uint32_t i = 0; i < t->member_count * (t->kind == IR_TY_SPIRV ? 2u : 1u); i++)
            key_put(cc, &k, t->params[i]);
        key_put(cc, &k, t->size);
    }
    void *found = map_get_s(&m->type_map, (const char *)k.p, k.len * sizeof(uint32_t));
    if (found)
        return (IrTypeId)(uintptr_t)found;
    IrType copy = *t;
    if (t->kind == IR_TY_STRUCT && t->member_count)
        copy.members = arena_dup(&cc->arena, t->members, t->member_count * sizeof(IrMember));
    if (t->kind == IR_TY_FUNCTION && t->member_count)
        copy.params = arena_dup(&cc->arena, t->params, t->member_count * sizeof(IrTypeId));
    if (t->kind == IR_TY_SPIRV && t->member_count)
        copy.params = arena_dup(&cc->arena, t->params, 2 * t->member_count * sizeof(IrTypeId));
    IrTypeId id = m->types.len;
    vec_push(&cc->arena, &m->types, copy);
    map_put_s(cc, &m->type_map, (const char *)k.p, k.len * sizeof(uint32_t),
              (void *)(uintptr_t)id);
    return id;
}

/* The types asked for most (scalars, vectors, matrices, pointers) have a
 * key of a few small fields: packed into one word, they are found by that
 * word (a pointer-sized map key: no key bytes built, hashed and compared)
 * before the general interning above. Only a cache: type_intern still
 * decides the id, so the ids and their order do not change. */
static IrTypeId small_type(IrModule *m, const IrType *t, uint32_t a, uint32_t b)
{
    if (sizeof(uintptr_t) < sizeof(uint64_t)) /* the key is a pointer's bits */
        return type_intern(m, t);
    uint64_t packed = 1ull << 63 | (uint64_t)t->kind << 56 | (uint64_t)(a & 0xFFFFu) << 40 |
                      (uint64_t)(b & 0xFFu) << 32 | t->elem;
    const void *key = (const void *)(uintptr_t)packed;
    void *found = map_get(&m->small_types, key);
    if (found)
        return (IrTypeId)((uintptr_t)found - 1);
    IrTypeId id = type_intern(m, t);
    map_put(m->cc, &m->small_types, key, (void *)(uintptr_t)(id + 1));
    return id;
}

IrTypeId ir_type_void(IrModule *m) { return small_type(m, &(IrType){.kind = IR_TY_VOID}, 0, 0); }
IrTypeId ir_type_bool(IrModule *m) { return small_type(m, &(IrType){.kind = IR_TY_BOOL}, 0, 0); }
IrTypeId ir_type_int(IrModule *m, unsigned width, bool is_signed)
{
    return small_type(m, &(IrType){.kind = IR_TY_INT, .width = (uint8_t)width,
                                   .is_signed = is_signed},
                      width, is_signed);
}
IrTypeId ir_type_float(IrModule *m, unsigned width)
{
    return small_type(m, &(IrType){.kind = IR_TY_FLOAT, .width = (uint8_t)width}, width, 0);
}
IrTypeId ir_type_vector(IrModule *m, IrTypeId elem, unsigned n)
{
    if (n > 0xFF)
        return type_intern(m, &(IrType){.kind = IR_TY_VECTOR, .elem = elem, .count = n});
    return small_type(m, &(IrType){.kind = IR_TY_VECTOR, .elem = elem, .count = n}, 0, n);
}
IrTypeId ir_type_matrix(IrModule *m, IrTypeId column, unsigned columns)
{
    if (columns > 0xFF)
        return type_intern(m, &(IrType){.kind = IR_TY_MATRIX, .elem = column, .count = columns});
    return small_type(m, &(IrType){.kind = IR_TY_MATRIX, .elem = column, .count = columns}, 0,
                      columns);
}
IrTypeId ir_type_array(IrModule *m, IrTypeId elem, uint32_t count, uint32_t stride)
{
    return type_intern(m, &(IrType){.kind = IR_TY_ARRAY, .elem = elem, .count = count,
                                    .stride = stride, .has_layout = stride != 0,
                                    .size = stride * count});
}
IrTypeId ir_type_runtime_array(IrModule *m, IrTypeId elem, uint32_t stride)
{
    return type_intern(m, &(IrType){.kind = IR_TY_RUNTIME_ARRAY, .elem = elem, .stride = stride,
                                    .has_layout = stride != 0});
}

/* Where a laid-out member ends. A struct's size is the largest member end;
 * rounding it up to the struct's alignment is the layout rules' business
 * (the front end's), not the IR's. Runtime arrays end at their offset. */
static uint32_t member_end(IrModule *m, const IrMember *mb)
{
    const IrType *t = ir_type(m, mb->type);
    uint32_t sz = t->size;
    if (!sz) {
        switch (t->kind) {
        case IR_TY_BOOL: sz = 4; break;
        case IR_TY_INT:
        case IR_TY_FLOAT: sz = t->width / 8; break;
        case IR_TY_VECTOR: sz = t->count * (ir_type(m, t->elem)->width / 8); break;
        /* RowMajor: one stride per row, i.e. per component of a column. */
        case IR_TY_MATRIX:
            sz = (mb->row_major ? ir_type(m, t->elem)->count : t->count) * mb->matrix_stride;
            break;
        default: sz = 0; break;
        }
    }
    return mb->offset + sz;
}

IrTypeId ir_type_struct(IrModule *m, Str name, const IrMember *members, uint32_t n,
                        bool has_layout, bool block)
{
    IrType t = {.kind = IR_TY_STRUCT, .members = (IrMember *)members, .member_count = n,
                .name = name, .has_layout = has_layout, .block = block};
    if (has_layout)
        for (uint32_t i = 0; i < n; i++) {
            uint32_t e = member_end(m, &members[i]);
            if (e > t.size)
                t.size = e;
        }
    return type_intern(m, &t);
}

IrTypeId ir_type_pointer(IrModule *m, uint32_t storage, IrTypeId pointee)
{
    IrType t = {.kind = IR_TY_POINTER, .storage = storage, .elem = pointee};
    return storage <= 0xFFFF ? small_type(m, &t, storage, 0) : type_intern(m, &t);
}

IrTypeId ir_type_image(IrModule *m, IrTypeId sampled, uint32_t dim, bool depth, bool arrayed,
                       bool ms, unsigned sampled_kind, uint32_t format)
{
    return type_intern(m, &(IrType){.kind = IR_TY_IMAGE, .elem = sampled, .dim = dim,
                                    .depth = depth, .arrayed = arrayed, .ms = ms,
                                    .sampled = (uint8_t)sampled_kind, .format = format});
}

IrTypeId ir_type_sampler(IrModule *m) { return type_intern(m, &(IrType){.kind = IR_TY_SAMPLER}); }
IrTypeId ir_type_accel(IrModule *m) { return type_intern(m, &(IrType){.kind = IR_TY_ACCEL}); }
IrTypeId ir_type_ray_query(IrModule *m) { return type_intern(m, &(IrType){.kind = IR_TY_RAY_QUERY}); }
IrTypeId ir_type_spirv(IrModule *m, uint32_t opcode, const uint32_t *ops, uint32_t nops, uint32_t size,
                       uint32_t align, Str hlsl_name)
{
    return type_intern(m, &(IrType){.kind = IR_TY_SPIRV, .count = opcode, .params = (IrTypeId *)ops,
                                    .member_count = nops, .size = size, .stride = align, .name = hlsl_name});
}
IrTypeId ir_type_sampled_image(IrModule *m, IrTypeId image)
{
    return type_intern(m, &(IrType){.kind = IR_TY_SAMPLED_IMAGE, .elem = image});
}

IrTypeId ir_type_function(IrModule *m, IrTypeId ret, const IrTypeId *params, uint32_t n)
{
    return type_intern(m, &(IrType){.kind = IR_TY_FUNCTION, .elem = ret,
                                    .params = (IrTypeId *)params, .member_count = n});
}

IrTypeId ir_type_scalar_of(IrModule *m, IrTypeId t)
{
    const IrType *ty = ir_type(m, t);
    if (ty->kind == IR_TY_MATRIX)
        ty = ir_type(m, t = ty->elem);
    if (ty->kind == IR_TY_VECTOR)
        t = ty->elem;
    return t;
}

unsigned ir_type_components(IrModule *m, IrTypeId t)
{
    const IrType *ty = ir_type(m, t);
    return ty->kind == IR_TY_VECTOR ? ty->count : 1;
}

/* ---- values and constants ----------------------------------------------- */

/* Appends a value and returns its id. */
static IrId value_new(IrModule *m, IrValueKind kind, IrTypeId type, Str name, Loc loc)
{
    Cc *cc = m->cc;
    IrId id = m->values.len;
    if (id == UINT32_MAX)
        diag_ice(cc, loc, "IR: too many values");
    if (id == m->values.cap) {
        if (m->values.nchunks == m->values.chunk_cap)
            vec_grow_(&cc->arena, (void **)&m->values.chunk, &m->values.chunk_cap,
                      sizeof(IrValue *), m->values.nchunks + 1);
        m->values.chunk[m->values.nchunks++] = NEWN(cc, IrValue, IR_VALUE_CHUNK);
        m->values.cap += IR_VALUE_CHUNK;
    }
    m->values.len++;
    *ir_value(m, id) = (IrValue){.kind = kind, .type = type, .name = name, .loc = loc};
    return id;
}

IrId ir_value_new(IrModule *m, IrValueKind kind, IrTypeId type, Str name, Loc loc)
{
    return value_new(m, kind, type, name, loc);
}

/* Key tags so scalars, composites, nulls and undefs never collide. */
enum { CK_SCALAR = 1, CK_COMPOSITE, CK_NULL, CK_UNDEF };

static IrId const_intern(IrModule *m, uint32_t tag, IrTypeId t, uint64_t bits, const IrId *elems,
                         uint32_t n)
{
    Cc *cc = m->cc;
    /* scalars first in a small direct-mapped cache: lowering asks for the
     * same few (0, 1, the lane indices) over and over */
    uint32_t slot = 0;
    if (tag == CK_SCALAR) {
        uint64_t h = (bits ^ ((uint64_t)t << 40)) * 0x9e3779b97f4a7c15ull;
        slot = (uint32_t)(h >> 58);
        if (m->scalar_cache[slot].id && m->scalar_cache[slot].type == t &&
            m->scalar_cache[slot].bits == bits)
            return m->scalar_cache[slot].id;
    }
    Key k;
    key_init(&k);
    key_put(cc, &k, tag);
    key_put(cc, &k, t);
    key_put(cc, &k, (uint32_t)bits);
    key_put(cc, &k, (uint32_t)(bits >> 32));
    for (uint32_t i = 0; i < n; i++)
        key_put(cc, &k, elems[i]);
    void *found = map_get_s(&m->const_map, (const char *)k.p, k.len * sizeof(uint32_t));
    if (found) {
        if (tag == CK_SCALAR)
            m->scalar_cache[slot] = (IrScalarSlot){bits, t, (IrId)(uintptr_t)found};
        return (IrId)(uintptr_t)found;
    }
    IrId id = value_new(m, tag == CK_UNDEF ? IV_UNDEF : IV_CONST, t, NULL, (Loc){0, 0, 0});
    if (tag != CK_UNDEF) {
        IrConst *c = NEW(cc, IrConst);
        c->bits = bits;
        c->is_null = tag == CK_NULL;
        if (n) {
            c->elems = arena_dup(&cc->arena, elems, n * sizeof(IrId));
            c->elem_count = n;
        }
        ir_value(m, id)->u.c = c;
        vec_push(&cc->arena, &m->consts, id);
    }
    map_put_s(cc, &m->const_map, (const char *)k.p, k.len * sizeof(uint32_t),
              (void *)(uintptr_t)id);
    if (tag == CK_SCALAR)
        m->scalar_cache[slot] = (IrScalarSlot){bits, t, id};
    return id;
}

/* Keeps only the bits the type holds, so equal values intern equally. */
static uint64_t trim_bits(IrModule *m, IrTypeId t, uint64_t bits)
{
    const IrType *ty = ir_type(m, t);
    if (ty->kind == IR_TY_BOOL)
        return bits != 0;
    unsigned w = ty->width;
    if (w && w < 64)
        bits &= ((uint64_t)1 << w) - 1;
    return bits;
}

IrId ir_const_bits(IrModule *m, IrTypeId t, uint64_t bits)
{
    return const_intern(m, CK_SCALAR, t, trim_bits(m, t, bits), NULL, 0);
}

IrId ir_const_int(IrModule *m, IrTypeId t, int64_t v) { return ir_const_bits(m, t, (uint64_t)v); }

/* IEEE half from a double: round to nearest even, with overflow to infinity
 * and subnormals. */
static uint16_t to_half(double d)
{
    float f = (float)d;
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000;
    int32_t exp = (int32_t)((x >> 23) & 0xff);
    uint32_t mant = x & 0x7fffff;
    if (exp == 0xff)
        return (uint16_t)(sign | 0x7c00 | (mant ? 0x200 : 0));
    int32_t e = exp - 127 + 15;
    if (e >= 31)
        return (uint16_t)(sign | 0x7c00);
    if (e <= 0) {
        if (e < -10)
            return (uint16_t)sign;
        mant |= 0x800000;
        uint32_t shift = (uint32_t)(14 - e);
        uint32_t h = mant >> shift;
        uint32_t rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (h & 1)))
            h++;
        return (uint16_t)(sign | h);
    }
    uint32_t h = (uint32_t)e << 10 | mant >> 13;
    uint32_t rem = mant & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
        h++; /* may carry into the exponent, which is the right answer */
    return (uint16_t)(sign | h);
}

IrId ir_const_float(IrModule *m, IrTypeId t, double v)
{
    unsigned w = ir_type(m, t)->width;
    uint64_t bits;
    if (w == 64) {
        memcpy(&bits, &v, 8);
    } else if (w == 16) {
        bits = to_half(v);
    } else {
        float f = (float)v;
        uint32_t b;
        memcpy(&b, &f, 4);
        bits = b;
    }
    return ir_const_bits(m, t, bits);
}

IrId ir_const_bool(IrModule *m, bool v) { return ir_const_bits(m, ir_type_bool(m), v); }

IrId ir_const_composite(IrModule *m, IrTypeId t, const IrId *elems, uint32_t n)
{
    return const_intern(m, CK_COMPOSITE, t, 0, elems, n);
}

IrId ir_const_null(IrModule *m, IrTypeId t) { return const_intern(m, CK_NULL, t, 0, NULL, 0); }

IrId ir_const_splat(IrModule *m, IrTypeId vec_type, IrId scalar)
{
    IrId e[4];
    unsigned n = ir_type(m, vec_type)->count;
    if (n > 4)
        diag_ice(m->cc, (Loc){0, 0, 0}, "ir_const_splat: vector of %u components", n);
    for (unsigned i = 0; i < n; i++)
        e[i] = scalar;
    return ir_const_composite(m, vec_type, e, n);
}

/* Specialization constants are never interned: each is its own value. */
IrId ir_spec_const(IrModule *m, IrTypeId t, uint64_t default_bits, uint32_t spec_id, Str name)
{
    IrId id = value_new(m, IV_CONST, t, name, (Loc){0, 0, 0});
    IrConst *c = NEW(m->cc, IrConst);
    c->bits = trim_bits(m, t, default_bits);
    c->is_spec = true;
    c->spec_id = spec_id;
    ir_value(m, id)->u.c = c;
    vec_push(&m->cc->arena, &m->consts, id);
    return id;
}

IrId ir_undef(IrModule *m, IrTypeId t) { return const_intern(m, CK_UNDEF, t, 0, NULL, 0); }

bool ir_const_value(IrModule *m, IrId v, uint64_t *bits)
{
    if (!v || v >= m->values.len)
        return false;
    const IrValue *val = ir_value(m, v);
    if (val->kind != IV_CONST || val->u.c->is_spec || val->u.c->elem_count)
        return false;
    const IrType *t = ir_type(m, val->type);
    if (t->kind != IR_TY_BOOL && t->kind != IR_TY_INT && t->kind != IR_TY_FLOAT)
        return false;
    *bits = val->u.c->bits; /* a null scalar has bits 0 */
    return true;
}

/* ---- globals, decorations, capabilities ----------------------------------- */

bool ir_global_is_signature(const IrGlobal *g, bool all)
{
    return (g->storage == SpvStorageClassInput || g->storage == SpvStorageClassOutput) &&
           ((g->location >= 0 && g->builtin < 0) || (g->builtin >= 0 && (all || g->semantic || g->signature)));
}

bool ir_is_pixel_point_size(const IrModule *m, const IrGlobal *g)
{
    if (g->storage != SpvStorageClassInput || g->builtin != SpvBuiltInPointSize)
        return false;
    for (uint32_t e = 0; e < m->entries.len; e++)
        if (m->entries.data[e].stage == STAGE_PIXEL)
            return true;
    return false;
}

bool ir_func_exported(const IrModule *m, IrId f)
{
    const IrValue *v = ir_value((IrModule *)m, f);
    for (uint32_t i = 0; i < v->decors.len; i++)
        if (v->decors.data[i].deco == SpvDecorationLinkageAttributes)
            return true;
    return false;
}

IrId ir_global_new(IrModule *m, Str name, uint32_t storage, IrTypeId pointee, Loc loc)
{
    IrTypeId pt = ir_type_pointer(m, storage, pointee);
    IrId id = value_new(m, IV_GLOBAL, pt, name, loc);
    IrGlobal *g = NEW(m->cc, IrGlobal);
    g->storage = storage;
    g->pointee = pointee;
    g->builtin = -1;
    g->location = -1;
    g->component = -1;
    ir_value(m, id)->u.g = g;
    vec_push(&m->cc->arena, &m->globals, id);
    return id;
}

void ir_decorate(IrModule *m, IrId v, uint32_t deco, int32_t member, const uint32_t *args,
                 unsigned nargs)
{
    IrDecor d = {.deco = deco, .member = member};
    if (nargs > countof(d.args))
        diag_ice(m->cc, (Loc){0, 0, 0}, "ir_decorate: %u arguments", nargs);
    for (unsigned i = 0; i < nargs; i++)
        d.args[i] = args[i];
    d.nargs = (uint8_t)nargs;
    IrValue *val = ir_value(m, v);
    if (val->kind == IV_GLOBAL)
        vec_push(&m->cc->arena, &val->u.g->decors, d);
    else
        vec_push(&m->cc->arena, &val->decors, d);
}

void ir_add_capability(IrModule *m, uint32_t cap)
{
    for (uint32_t i = 0; i < m->capabilities.len; i++)
        if (m->capabilities.data[i] == cap)
            return;
    vec_push(&m->cc->arena, &m->capabilities, cap);
}

void ir_add_extension(IrModule *m, const char *ext)
{
    Str s = str_intern_c(m->cc, ext);
    for (uint32_t i = 0; i < m->extensions.len; i++)
        if (m->extensions.data[i] == s)
            return;
    vec_push(&m->cc->arena, &m->extensions, s);
}
