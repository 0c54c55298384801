/*
 * HLSL types: interning, queries, spelling and the built-in type names.
 *
 * Every constructor builds a fixed-size key from the type's content
 * (kind, scalar, shape, modifiers, resource kind, element pointer, count)
 * and looks it up in the compilation's type table, so equal types are the
 * same pointer. Element types are themselves interned, so the element
 * pointer is a sound part of the key. Ids count up in creation order; they
 * are the deterministic ordering key for later phases (never sort by
 * pointer).
 */
#include "hlsl/type.h"
#include "hlsl/ast.h"

typedef struct TypeTable {
    Map map;          /* TypeKey bytes -> Type* */
    uint32_t next_id;
    /* ty_lookup_builtin's answers by interned name (the pointer is the key),
     * one map per enable_16bit value (a name that is not built in maps to the
     * table itself). */
    Map builtin_names[2];
    /* Scalars and vectors, asked for at every literal and operator: found
     * by index before the interning map (only a cache: intern decides). */
    Type *scalars[SK_COUNT];
    Type *vectors[SK_COUNT][5];
    Map spirv;        /* TY_SPIRV: the description's words -> Type* */
} TypeTable;

/* The interning key. Padding is zeroed (memset) so the bytes are stable. */
typedef struct TypeKey {
    uint32_t kind, scalar, rows, cols, mods, res;
    uint32_t count, pad;
    const Type *elem;
} TypeKey;

static const ResInfo res_table[] = {
#define X(id, s, c, d, f) {s, c, d, f},
    RESOURCES(X)
#undef X
};

const ResInfo *ty_res_info(ResKind k)
{
    return k < R_COUNT ? &res_table[k] : &res_table[0];
}

static TypeTable *table(Cc *cc)
{
    if (!cc->types)
        cc->types = NEW(cc, TypeTable);
    return cc->types;
}

static Type *intern(Cc *cc, const Type *proto)
{
    TypeKey k;
    memset(&k, 0, sizeof k);
    k.kind = proto->kind;
    k.scalar = proto->scalar;
    k.rows = proto->rows;
    k.cols = proto->cols;
    k.mods = proto->mods;
    k.res = proto->res;
    k.count = proto->count;
    k.elem = proto->elem;
    TypeTable *tt = table(cc);
    Type *t = map_get_s(&tt->map, (const char *)&k, sizeof k);
    if (t)
        return t;
    t = NEW(cc, Type);
    *t = *proto;
    t->id = tt->next_id++;
    map_put_s(cc, &tt->map, (const char *)&k, sizeof k, t);
    return t;
}

static Type proto(TypeKind kind)
{
    Type t;
    memset(&t, 0, sizeof t);
    t.kind = kind;
    return t;
}

Type *ty_error(Cc *cc) { Type p = proto(TY_ERROR); return intern(cc, &p); }
Type *ty_void(Cc *cc) { Type p = proto(TY_VOID); return intern(cc, &p); }
Type *ty_string(Cc *cc) { Type p = proto(TY_STRING); return intern(cc, &p); }

Type *ty_scalar(Cc *cc, ScalarKind k)
{
    TypeTable *tt = table(cc);
    if ((unsigned)k < SK_COUNT && tt->scalars[k])
        return tt->scalars[k];
    Type p = proto(TY_SCALAR);
    p.scalar = k;
    Type *t = intern(cc, &p);
    if ((unsigned)k < SK_COUNT)
        tt->scalars[k] = t;
    return t;
}

Type *ty_vector(Cc *cc, ScalarKind k, unsigned n)
{
    if (n < 1 || n > 4)
        diag_ice(cc, (Loc){0, 0, 0}, "vector of %u elements", n);
    TypeTable *tt = table(cc);
    if ((unsigned)k < SK_COUNT && tt->vectors[k][n])
        return tt->vectors[k][n];
    Type p = proto(TY_VECTOR);
    p.scalar = k;
    p.cols = (uint8_t)n;
    Type *t = intern(cc, &p);
    if ((unsigned)k < SK_COUNT)
        tt->vectors[k][n] = t;
    return t;
}

Type *ty_matrix(Cc *cc, ScalarKind k, unsigned rows, unsigned cols, unsigned mods)
{
    if (rows < 1 || rows > 4 || cols < 1 || cols > 4)
        diag_ice(cc, (Loc){0, 0, 0}, "matrix of %ux%u elements", rows, cols);
    Type p = proto(TY_MATRIX);
    p.scalar = k;
    p.rows = (uint8_t)rows;
    p.cols = (uint8_t)cols;
    p.mods = (uint8_t)mods;
    return intern(cc, &p);
}

Type *ty_array(Cc *cc, Type *elem, uint32_t count)
{
    Type p = proto(TY_ARRAY);
    p.elem = elem;
    p.count = count;
    return intern(cc, &p);
}

/* Textures, typed buffers and subpass inputs default to float4, so
 * `Texture2D` and `Texture2D<float4>` are one type. */
Type *ty_resource(Cc *cc, ResKind k, Type *elem, uint32_t count)
{
    const ResInfo *ri = ty_res_info(k);
    if (!elem && (ri->cls == RC_TEXTURE || ri->cls == RC_RWTEXTURE ||
                  ri->cls == RC_BUFFER_VIEW || ri->cls == RC_SUBPASS))
        elem = ty_vector(cc, SK_FLOAT, 4);
    Type p = proto(TY_RESOURCE);
    p.res = k;
    p.elem = elem;
    p.count = count;
    return intern(cc, &p);
}

/* The interning key of a TY_SPIRV description: its numbers, the ids of its
 * operand types (interned themselves) and its extensions' names. */
static void spv_key(Buf *b, const SpvTypeDesc *d)
{
    buf_printf(b, "%u %u %u %u %u %llu", d->form, d->opcode, d->size, d->align, d->nops,
               (unsigned long long)d->value);
    buf_printf(b, " t%u", d->vtype ? d->vtype->id + 1 : 0);
    for (uint32_t i = 0; i < d->nops; i++)
        buf_printf(b, " o%u", d->ops[i] ? d->ops[i]->id + 1 : 0);
    for (uint32_t i = 0; i < d->ncaps; i++)
        buf_printf(b, " c%u", d->caps[i]);
    for (uint32_t i = 0; i < d->nexts; i++)
        buf_printf(b, " e%zu:%s", strlen(d->exts[i]), d->exts[i]);
}

Type *ty_spirv(Cc *cc, const SpvTypeDesc *d)
{
    TypeTable *tt = table(cc);
    Buf b = {0};
    buf_init(&b, &cc->arena);
    spv_key(&b, d);
    Type *t = map_get_s(&tt->spirv, b.data, b.len);
    if (t)
        return t;
    SpvTypeDesc *c = NEW(cc, SpvTypeDesc);
    *c = *d;
    c->ops = d->nops ? arena_dup(&cc->arena, d->ops, d->nops * sizeof *d->ops) : NULL;
    c->caps = d->ncaps ? arena_dup(&cc->arena, d->caps, d->ncaps * sizeof *d->caps) : NULL;
    c->exts = d->nexts ? arena_dup(&cc->arena, d->exts, d->nexts * sizeof *d->exts) : NULL;
    t = NEW(cc, Type);
    t->kind = TY_SPIRV;
    t->spv = c;
    t->id = tt->next_id++;
    map_put_s(cc, &tt->spirv, b.data, b.len, t);
    return t;
}

Type *ty_with_mods(Cc *cc, Type *t, unsigned mods)
{
    if (!t || t->mods == mods)
        return t;
    switch (t->kind) {
    case TY_SCALAR: case TY_VECTOR: case TY_MATRIX: case TY_ARRAY: case TY_RESOURCE: {
        Type p = *t;
        p.id = 0;
        p.mods = (uint8_t)mods;
        return intern(cc, &p);
    }
    default:
        return t; /* nominal and special types carry no modifiers */
    }
}

Type *ty_struct_new(Cc *cc, Str name, struct Decl *decl)
{
    Type *t = NEW(cc, Type);
    t->kind = TY_STRUCT;
    t->name = name;
    t->decl = decl;
    t->id = table(cc)->next_id++;
    return t;
}

/* ---- queries ------------------------------------------------------------ */

bool ty_is_numeric(const Type *t)
{
    return t && (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX);
}

bool ty_is_float_kind(ScalarKind k)
{
    return k == SK_HALF || k == SK_FLOAT || k == SK_DOUBLE || k == SK_MIN16FLOAT ||
           k == SK_MIN10FLOAT || k == SK_LIT_FLOAT;
}

bool ty_is_int_kind(ScalarKind k)
{
    switch (k) {
    case SK_INT16: case SK_UINT16: case SK_INT32: case SK_UINT32: case SK_INT64:
    case SK_UINT64: case SK_MIN16INT: case SK_MIN12INT: case SK_MIN16UINT: case SK_LIT_INT:
        return true;
    default:
        return false;
    }
}

bool ty_is_signed_kind(ScalarKind k)
{
    switch (k) {
    case SK_INT16: case SK_INT32: case SK_INT64: case SK_MIN16INT: case SK_MIN12INT:
    case SK_LIT_INT:
        return true;
    default:
        return ty_is_float_kind(k);
    }
}

unsigned ty_scalar_bits(ScalarKind k)
{
    switch (k) {
    case SK_INT16: case SK_UINT16: case SK_HALF:
        return 16;
    case SK_INT64: case SK_UINT64: case SK_DOUBLE: case SK_LIT_INT: case SK_LIT_FLOAT:
        return 64;
    default:
        return 32; /* bool and the min-precision kinds are stored in 32 bits */
    }
}

unsigned ty_component_count(const Type *t)
{
    if (!t)
        return 0;
    switch (t->kind) {
    case TY_SCALAR: return 1;
    case TY_VECTOR: return t->cols;
    case TY_MATRIX: return (unsigned)t->rows * t->cols;
    default: return 0;
    }
}

Type *ty_elem_scalar(Cc *cc, const Type *t)
{
    if (!ty_is_numeric(t))
        return ty_error(cc);
    return ty_scalar(cc, t->scalar);
}

Type *ty_with_scalar(Cc *cc, const Type *t, ScalarKind k)
{
    switch (t ? t->kind : TY_ERROR) {
    case TY_SCALAR: return ty_scalar(cc, k);
    case TY_VECTOR: return ty_vector(cc, k, t->cols);
    case TY_MATRIX: return ty_matrix(cc, k, t->rows, t->cols, t->mods);
    default: return ty_error(cc);
    }
}

/* ---- spelling (as DXC prints types) ------------------------------------- */

const char *ty_scalar_name(ScalarKind k)
{
    static const char *const names[SK_COUNT] = {
        [SK_BOOL] = "bool", [SK_INT16] = "int16_t", [SK_UINT16] = "uint16_t",
        [SK_INT32] = "int", [SK_UINT32] = "uint", [SK_INT64] = "int64_t",
        [SK_UINT64] = "uint64_t", [SK_HALF] = "half", [SK_FLOAT] = "float",
        [SK_DOUBLE] = "double", [SK_MIN16FLOAT] = "min16float",
        [SK_MIN10FLOAT] = "min10float", [SK_MIN16INT] = "min16int",
        [SK_MIN12INT] = "min12int", [SK_MIN16UINT] = "min16uint",
        [SK_LIT_INT] = "literal int", [SK_LIT_FLOAT] = "literal float",
    };
    return k < SK_COUNT ? names[k] : "?";
}

static void put_name(Buf *b, const Type *t, int depth)
{
    if (!t) {
        buf_puts(b, "<null>");
        return;
    }
    if (depth > LIMIT_NESTING) {
        buf_puts(b, "...");
        return;
    }
    if (t->mods & TM_ROW_MAJOR)
        buf_puts(b, "row_major ");
    if (t->mods & TM_COLUMN_MAJOR)
        buf_puts(b, "column_major ");
    if (t->mods & TM_SNORM)
        buf_puts(b, "snorm ");
    if (t->mods & TM_UNORM)
        buf_puts(b, "unorm ");
    switch (t->kind) {
    case TY_ERROR: buf_puts(b, "<error type>"); break;
    case TY_VOID: buf_puts(b, "void"); break;
    case TY_STRING: buf_puts(b, "string"); break;
    case TY_FUNCTION: buf_puts(b, "<function>"); break;
    case TY_SCALAR: buf_puts(b, ty_scalar_name(t->scalar)); break;
    case TY_VECTOR: buf_printf(b, "%s%u", ty_scalar_name(t->scalar), t->cols); break;
    case TY_MATRIX:
        buf_printf(b, "%s%ux%u", ty_scalar_name(t->scalar), t->rows, t->cols);
        break;
    case TY_STRUCT: case TY_ENUM: case TY_TEMPLATE_PARAM:
        buf_puts(b, t->name ? t->name : "<anonymous>");
        break;
    case TY_ARRAY: {
        /* C order: int a[4][2] is "int[4][2]": base first, then outer to inner. */
        const Type *base = t;
        while (base->kind == TY_ARRAY && base->elem)
            base = base->elem;
        put_name(b, base, depth + 1);
        for (const Type *a = t; a->kind == TY_ARRAY && a->elem; a = a->elem) {
            if (a->count)
                buf_printf(b, "[%u]", a->count);
            else
                buf_puts(b, "[]");
        }
        break;
    }
    case TY_SPIRV: {
        const SpvTypeDesc *d = t->spv;
        if (d->form == SPV_CONSTANT) {
            buf_puts(b, "vk::integral_constant<");
            put_name(b, d->vtype, depth + 1);
            buf_printf(b, ", %lld>", (long long)d->value);
        } else if (d->form == SPV_LITERAL) {
            buf_puts(b, "vk::Literal<");
            put_name(b, d->nops ? d->ops[0] : NULL, depth + 1);
            buf_putc(b, '>');
        } else if (d->form == SPV_EXT_TYPE) {
            buf_printf(b, "vk::ext_type<%u>", d->opcode);
        } else {
            buf_printf(b, "vk::%s<%u", d->form == SPV_SIZED ? "SpirvType" : "SpirvOpaqueType", d->opcode);
            if (d->form == SPV_SIZED)
                buf_printf(b, ", %u, %u", d->size, d->align);
            for (uint32_t i = 0; i < d->nops; i++) {
                buf_puts(b, ", ");
                put_name(b, d->ops[i], depth + 1);
            }
            buf_putc(b, '>');
        }
        break;
    }
    case TY_RESOURCE: {
        const ResInfo *ri = ty_res_info(t->res);
        buf_puts(b, ri->name);
        if (t->res == R_RAYQUERY) {
            buf_printf(b, "<%u>", t->count);
        } else if (t->elem) {
            buf_putc(b, '<');
            put_name(b, t->elem, depth + 1);
            if (t->count)
                buf_printf(b, ", %u", t->count);
            buf_putc(b, '>');
        }
        break;
    }
    }
}

const char *ty_name(Cc *cc, const Type *t)
{
    Buf b;
    buf_init(&b, &cc->arena);
    put_name(&b, t, 0);
    return buf_cstr(&b);
}

/* ---- built-in type names ------------------------------------------------ */

ResKind ty_res_lookup(const char *name)
{
    if (!name)
        return R_COUNT;
    /* every resource type's name but sampler's is capitalized: a name that
     * is not (most that reach here) needs no walk of the table */
    if (name[0] < 'A' || name[0] > 'Z') {
        /* DX9's sampler1D/2D/3D/CUBE are SamplerState too, as in DXC (a
         * type of its own there that lowers to the same OpTypeSampler) */
        static const char *const samplers[] = {"sampler", "sampler1D", "sampler2D", "sampler3D", "samplerCUBE"};
        for (unsigned i = 0; name[0] == 's' && i < sizeof samplers / sizeof samplers[0]; i++)
            if (strcmp(name, samplers[i]) == 0)
                return R_SAMPLER;
        return R_COUNT;
    }
    for (unsigned i = 0; i < R_COUNT; i++)
        if (res_table[i].name[0] == name[0] && res_table[i].cls != RC_HEAP &&
            strcmp(res_table[i].name, name) == 0)
            return (ResKind)i; /* the heaps are variables, not type names */
    return R_COUNT;
}

/* Scalar spellings that also take vector/matrix suffixes. `half` and the
 * min-precision names depend on -enable-16bit-types (see scalar_for). */
enum { B_PLAIN, B_HALF, B_MIN16F, B_MIN10F, B_MIN16I, B_MIN12I, B_MIN16U };
static const struct { const char *name; ScalarKind k; uint8_t how; } scalar_names[] = {
    {"bool", SK_BOOL, B_PLAIN}, {"int", SK_INT32, B_PLAIN}, {"uint", SK_UINT32, B_PLAIN},
    {"dword", SK_UINT32, B_PLAIN}, {"half", SK_HALF, B_HALF}, {"float", SK_FLOAT, B_PLAIN},
    {"double", SK_DOUBLE, B_PLAIN},
    {"min16float", SK_MIN16FLOAT, B_MIN16F}, {"min10float", SK_MIN10FLOAT, B_MIN10F},
    {"min16int", SK_MIN16INT, B_MIN16I}, {"min12int", SK_MIN12INT, B_MIN12I},
    {"min16uint", SK_MIN16UINT, B_MIN16U},
    {"int16_t", SK_INT16, B_PLAIN}, {"uint16_t", SK_UINT16, B_PLAIN},
    {"int32_t", SK_INT32, B_PLAIN}, {"uint32_t", SK_UINT32, B_PLAIN},
    {"int64_t", SK_INT64, B_PLAIN}, {"uint64_t", SK_UINT64, B_PLAIN},
    {"float16_t", SK_HALF, B_PLAIN}, {"float32_t", SK_FLOAT, B_PLAIN},
    {"float64_t", SK_DOUBLE, B_PLAIN},
};

/* DXC: without -enable-16bit-types `half` is float and the min-precision
 * types stay SK_MIN* (32-bit + RelaxedPrecision in lowering); with it,
 * half == float16_t == min16float == min10float and min16int/min12int are
 * int16_t, min16uint is uint16_t. */
static ScalarKind scalar_for(ScalarKind k, uint8_t how, bool enable_16bit)
{
    switch (how) {
    case B_HALF: return enable_16bit ? SK_HALF : SK_FLOAT;
    case B_MIN16F: case B_MIN10F: return enable_16bit ? SK_HALF : k;
    case B_MIN16I: case B_MIN12I: return enable_16bit ? SK_INT16 : k;
    case B_MIN16U: return enable_16bit ? SK_UINT16 : k;
    default: return k;
    }
}

bool ty_is_template_name(Str name)
{
    if (!name)
        return false;
    if (strcmp(name, "vector") == 0 || strcmp(name, "matrix") == 0)
        return true;
    ResKind r = ty_res_lookup(name);
    return r != R_COUNT && (ty_res_info(r)->flags & RF_TEMPLATED);
}

static Type *lookup_builtin_uncached(Cc *cc, Str name, bool enable_16bit);

Type *ty_lookup_builtin(Cc *cc, Str name, bool enable_16bit)
{
    if (!name)
        return NULL;
    TypeTable *tt = table(cc);
    Map *m = &tt->builtin_names[enable_16bit ? 1 : 0];
    void *hit = map_get(m, name);
    if (hit)
        return hit == (void *)tt ? NULL : hit;
    Type *t = lookup_builtin_uncached(cc, name, enable_16bit);
    map_put(cc, m, name, t ? (void *)t : (void *)tt);
    return t;
}

static Type *lookup_builtin_uncached(Cc *cc, Str name, bool enable_16bit)
{
    for (unsigned i = 0; i < countof(scalar_names); i++) {
        if (scalar_names[i].name[0] != name[0])
            continue; /* most names are not built in: one byte rules most out */
        size_t n = strlen(scalar_names[i].name);
        if (strncmp(name, scalar_names[i].name, n) != 0)
            continue;
        const char *r = name + n;
        ScalarKind k = scalar_for(scalar_names[i].k, scalar_names[i].how, enable_16bit);
        if (!r[0])
            return ty_scalar(cc, k);
        if (r[0] >= '1' && r[0] <= '4' && !r[1])
            return ty_vector(cc, k, (unsigned)(r[0] - '0'));
        if (r[0] >= '1' && r[0] <= '4' && r[1] == 'x' && r[2] >= '1' && r[2] <= '4' && !r[3])
            return ty_matrix(cc, k, (unsigned)(r[0] - '0'), (unsigned)(r[2] - '0'), 0);
    }
    /* the rest by first letter: every name a shader declares comes here once */
    switch (name[0]) {
    case 'v':
        if (strcmp(name, "vector") == 0)
            return ty_vector(cc, SK_FLOAT, 4);      /* `vector` alone is float4 */
        if (strcmp(name, "void") == 0)
            return ty_void(cc);
        return NULL;
    case 'm':
        if (strcmp(name, "matrix") == 0)
            return ty_matrix(cc, SK_FLOAT, 4, 4, 0); /* `matrix` alone is float4x4 */
        return NULL;
    case 's':
        if (strcmp(name, "string") == 0)
            return ty_string(cc);
        break; /* sampler: a resource */
    case 'i': case 'u':
        /* SM 6.6 packed types: 32-bit words holding four 8-bit values. */
        if (strcmp(name, "int8_t4_packed") == 0 || strcmp(name, "uint8_t4_packed") == 0)
            return ty_scalar(cc, SK_UINT32);
        return NULL;
    default:
        break;
    }
    ResKind r = ty_res_lookup(name);
    if (r != R_COUNT)
        return ty_resource(cc, r, NULL, 0);
    return NULL;
}

/* ---- packed layout: sizeof and templated ByteAddressBuffer accesses ------ */

static Type *packed_strip(Type *t)
{
    while (t && t->kind == TY_ENUM && t->elem)
        t = t->elem;
    return t;
}

static bool is_buffer_pointer(const Type *t) { return t->kind == TY_RESOURCE && t->res == R_BUFFER_POINTER; }

static bool packed_skips(Type *t) /* resources take no bytes; a vk::BufferPointer is a uint64_t */
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return !t || (t->kind == TY_RESOURCE && !is_buffer_pointer(t));
}

static uint32_t packed_round(uint32_t n, uint32_t a) { return (n + a - 1) / a * a; }

uint32_t ty_packed_align(Type *t)
{
    t = packed_strip(t);
    if (t->kind == TY_ARRAY)
        return ty_packed_align(t->elem);
    if (is_buffer_pointer(t))
        return 8;
    if (t->kind != TY_STRUCT)
        return t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX
                   ? ty_scalar_bits(t->scalar) / 8 : 1;
    uint32_t a = 1;
    for (uint32_t i = 0; i < t->decl->fields.len; i++) {
        Type *ft = t->decl->fields.data[i]->type;
        uint32_t fa = packed_skips(ft) ? 1 : ty_packed_align(ft);
        a = fa > a ? fa : a;
    }
    return a;
}

ScalarKind ty_bitfield_scalar(const Decl *f)
{
    if (!f->bitfield_width)
        return SK_BOOL;
    Type *t = packed_strip(f->type);
    if (!t || t->kind != TY_SCALAR || !ty_is_int_kind(t->scalar) || t->scalar == SK_LIT_INT)
        return SK_BOOL;
    return t->scalar;
}

bool ty_bitfield_joins(const Decl *f, ScalarKind unit, uint32_t used)
{
    ScalarKind k = ty_bitfield_scalar(f);
    return k != SK_BOOL && k == unit && used + f->bitfield_width <= ty_scalar_bits(k);
}

uint32_t ty_packed_size(Type *t, uint32_t *offs)
{
    t = packed_strip(t);
    switch (t->kind) {
    case TY_SCALAR: case TY_VECTOR: case TY_MATRIX:
        return ty_component_count(t) * (ty_scalar_bits(t->scalar) / 8);
    case TY_ARRAY: return t->count * ty_packed_size(t->elem, NULL);
    case TY_RESOURCE: return is_buffer_pointer(t) ? 8 : 0;
    case TY_STRUCT: {
        uint32_t off = 0, unit_off = 0, used = 0;
        ScalarKind unit = SK_BOOL; /* an open bitfield unit (SK_BOOL: none) */
        for (uint32_t i = 0; i < t->decl->fields.len; i++) {
            Decl *f = t->decl->fields.data[i];
            Type *ft = f->type;
            if (packed_skips(ft))
                continue;
            if (ty_bitfield_joins(f, unit, used)) { /* shares the unit's bytes */
                used += f->bitfield_width;
                if (offs)
                    offs[i] = unit_off;
                continue;
            }
            unit = ty_bitfield_scalar(f);
            used = unit != SK_BOOL ? f->bitfield_width : 0;
            off = packed_round(off, ty_packed_align(ft));
            unit_off = off;
            if (offs)
                offs[i] = off;
            off += ty_packed_size(ft, NULL);
        }
        return packed_round(off, ty_packed_align(t));
    }
    default: return 0;
    }
}

/* The natural alignment of a type: its widest scalar (structs and arrays:
 * their members'; a buffer pointer: 8). */
static uint32_t natural_align(const Type *t, int depth)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_ENUM && t->elem)
        return natural_align(t->elem, depth + 1);
    if (ty_is_numeric(t))
        return t->scalar == SK_BOOL ? 4 : ty_scalar_bits(t->scalar) / 8;
    if (is_buffer_pointer(t))
        return 8;
    uint32_t a = 1;
    if (t->kind == TY_STRUCT && t->decl && depth < LIMIT_NESTING)
        for (uint32_t i = 0; i < t->decl->fields.len; i++) {
            uint32_t f = natural_align(t->decl->fields.data[i]->type, depth + 1);
            a = f > a ? f : a;
        }
    return a;
}

uint32_t ty_pointer_align(const Type *pt) { return pt->count ? pt->count : natural_align(pt->elem, 0); }
