/*
 * The generated C header (osh_result_c_header, `-Fhdr file.h`): what a C or
 * C++ host needs to fill the entry point's buffers and bind them without
 * reading JSON.
 *
 *   <P>_<RESOURCE>_SET / _BINDING       every resource (P: header_name, else
 *                                       the entry name, in capitals)
 *   <P>_<RESOURCE>_WGSL_BINDING         a resource WGSL binds elsewhere
 *   <P>_WORKGROUP_SIZE_X/Y/Z            compute, mesh and task shaders
 *   <P>_PUSH_CONSTANTS_SIZE, _WGSL_GROUP, _WGSL_BINDING, _WGSL_SIZE
 *   <P>_SPEC_<NAME>_ID                  every specialization constant
 *   struct <Name>                       each cbuffer, push-constant block and
 *                                       structured-buffer element, and the
 *                                       structs they hold
 *
 * A struct is written member by member at the reflected offsets: explicit
 * `uint8_t _padN[k]` members fill the gaps, vectors are arrays of their
 * scalar, matrices arrays of their storage vectors (`float m[4][4]`, the
 * padding of a std140 vector included), arrays whose stride is larger than
 * their element wrap it in an anonymous struct with trailing padding. Every
 * offset and every size is checked with _Static_assert, so a host compiler
 * that lays a struct out differently fails to compile instead of uploading
 * garbage. Structs are guarded by name, and a layout hash catches two
 * headers that define one name with different layouts. What C cannot
 * express (members that overlap the tail of an FXC-packed array) becomes a
 * byte array of the right size.
 */
#include "reflect/reflect.h"

typedef struct CStruct {
    const char *want;       /* the name asked for */
    const char *name;       /* the C name (unique in this header) */
    const char *sig;        /* layout signature: same sig, same struct */
    uint32_t size;          /* sizeof, trailing padding included */
} CStruct;

typedef struct H {
    Cc *cc;
    Buf *out;
    const char *prefix;     /* "MAIN_" */
    Vec(CStruct) structs;
} H;

/* An identifier from a name: letters, digits and '_', upper-cased or not. */
static const char *ident(H *h, const char *s, bool upper)
{
    if (!s || !*s)
        return "_";
    size_t n = strlen(s);
    char *o = arena_alloc(&h->cc->arena, n + 2);
    size_t k = 0;
    if (*s >= '0' && *s <= '9')
        o[k++] = '_';
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        if (!ok)
            c = '_';
        if (upper && c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        o[k++] = c;
    }
    o[k] = 0;
    return o;
}

static const char *c_scalar(osh_scalar s)
{
    switch (s) {
    case OSH_SCALAR_BOOL: return "uint32_t";
    case OSH_SCALAR_INT16: return "int16_t";
    case OSH_SCALAR_UINT16: return "uint16_t";
    case OSH_SCALAR_INT32: return "int32_t";
    case OSH_SCALAR_UINT32: return "uint32_t";
    case OSH_SCALAR_INT64: return "int64_t";
    case OSH_SCALAR_UINT64: return "uint64_t";
    case OSH_SCALAR_FLOAT16: return "uint16_t"; /* C11 has no half: the bits */
    case OSH_SCALAR_FLOAT32: return "float";
    case OSH_SCALAR_FLOAT64: return "double";
    default: return "uint8_t";
    }
}

static uint32_t scalar_size(osh_scalar s)
{
    switch (s) {
    case OSH_SCALAR_INT16: case OSH_SCALAR_UINT16: case OSH_SCALAR_FLOAT16: return 2;
    case OSH_SCALAR_INT64: case OSH_SCALAR_UINT64: case OSH_SCALAR_FLOAT64: return 8;
    case OSH_SCALAR_NONE: return 1;
    default: return 4;
    }
}

/* The struct's name without array brackets or template arguments. */
static const char *struct_base_name(H *h, const char *type)
{
    if (!type)
        return "Struct";
    size_t n = strcspn(type, "[<");
    return ident(h, arena_strndup(&h->cc->arena, type, n), false);
}

static const char *signature(H *h, const osh_refl_member *m, uint32_t n, uint32_t size, int depth);

static const char *member_sig(H *h, const osh_refl_member *m, int depth)
{
    Buf b;
    buf_init(&b, &h->cc->arena);
    buf_printf(&b, "%s:%s:%d:%u:%u:%u:%u:%u:%u:%d", m->name ? m->name : "", m->type ? m->type : "",
               (int)m->scalar, m->rows, m->columns, m->offset, m->size, m->array_rank,
               m->matrix_stride, m->row_major);
    for (uint32_t i = 0; i < m->array_rank; i++)
        buf_printf(&b, "[%u/%u]", m->array_dims[i], m->array_strides[i]);
    if (m->scalar == OSH_SCALAR_NONE)
        buf_printf(&b, "{%s}", signature(h, m->members, m->member_count, m->size, depth + 1));
    return buf_cstr(&b);
}

static const char *signature(H *h, const osh_refl_member *m, uint32_t n, uint32_t size, int depth)
{
    if (depth > LIMIT_NESTING)
        return "";
    Buf b;
    buf_init(&b, &h->cc->arena);
    buf_printf(&b, "%u;", size);
    for (uint32_t i = 0; i < n; i++) {
        buf_puts(&b, member_sig(h, &m[i], depth));
        buf_putc(&b, ';');
    }
    return buf_cstr(&b);
}

typedef struct Decl {
    const char *base;       /* the type in front of the name */
    const char *suffix;     /* array brackets after the name */
    uint32_t size;          /* sizeof */
    bool ok;                /* C can express it */
} Decl;

static const char *emit_struct(H *h, const char *want, const osh_refl_member *m, uint32_t n,
                               uint32_t size, int depth);

/* The largest scalar in a struct's members: its alignment in C. */
static uint32_t members_align(const osh_refl_member *m, uint32_t n, int depth)
{
    uint32_t a = 1;
    for (uint32_t i = 0; i < n && depth <= LIMIT_NESTING; i++) {
        uint32_t b = m[i].scalar == OSH_SCALAR_NONE
                         ? members_align(m[i].members, m[i].member_count, depth + 1)
                         : scalar_size(m[i].scalar);
        a = b > a ? b : a;
    }
    return a;
}

/* The C declaration of a member's type, arrays included. */
static Decl member_decl(H *h, const osh_refl_member *m, int depth)
{
    Cc *cc = h->cc;
    Decl d = {c_scalar(m->scalar), "", scalar_size(m->scalar), true};
    uint32_t sb = scalar_size(m->scalar);
    if (m->scalar == OSH_SCALAR_NONE) {
        /* The struct's own size: where its last member ends, rounded up as
         * C (and the layout, reflect.c) rounds it. */
        uint32_t end = 0, a = members_align(m->members, m->member_count, depth);
        for (uint32_t i = 0; i < m->member_count; i++) {
            uint32_t e = m->members[i].offset + m->members[i].size;
            if (e > end)
                end = e;
        }
        end = (end + a - 1) / a * a;
        d.base = emit_struct(h, struct_base_name(h, m->type), m->members, m->member_count, end,
                             depth + 1);
        d.size = end;
    } else if (m->matrix_stride) {
        uint32_t vecs = m->row_major ? m->rows : m->columns;
        if (m->matrix_stride % sb) {
            d.ok = false;
            return d;
        }
        d.suffix = arena_sprintf(&cc->arena, "[%u][%u]", vecs, m->matrix_stride / sb);
        d.size = vecs * m->matrix_stride;
    } else if (m->rows * m->columns > 1) {
        d.suffix = arena_sprintf(&cc->arena, "[%u]", m->rows * m->columns);
        d.size = m->rows * m->columns * sb;
    }
    for (uint32_t i = m->array_rank; i-- > 0;) {
        uint32_t count = m->array_dims[i], stride = m->array_strides[i];
        if (!count || stride < d.size) {
            d.ok = false;
            return d;
        }
        if (stride == d.size) {
            d.suffix = arena_sprintf(&cc->arena, "[%u]%s", count, d.suffix);
        } else {
            d.base = arena_sprintf(&cc->arena, "struct { %s v%s; uint8_t _pad[%u]; }", d.base,
                                   d.suffix, stride - d.size);
            d.suffix = arena_sprintf(&cc->arena, "[%u]", count);
        }
        d.size = count * stride;
    }
    return d;
}

/* Writes (once) the struct for a member list laid out in `size` bytes and
 * returns its C name; nested structs are written first. */
static const char *emit_struct(H *h, const char *want, const osh_refl_member *m, uint32_t n,
                               uint32_t size, int depth)
{
    Cc *cc = h->cc;
    if (depth > LIMIT_NESTING)
        return "uint8_t";
    const char *sig = signature(h, m, n, size, 0);
    unsigned same_name = 0;
    for (uint32_t i = 0; i < h->structs.len; i++) {
        CStruct *s = &h->structs.data[i];
        if (strcmp(s->want, want))
            continue;
        if (!strcmp(s->sig, sig))
            return s->name;
        same_name++;
    }
    const char *name = same_name ? arena_sprintf(&cc->arena, "%s_%u", want, same_name) : want;

    /* Members first (nested structs get written before this one). */
    Decl *decls = NEWN(cc, Decl, n ? n : 1);
    for (uint32_t i = 0; i < n; i++)
        decls[i] = member_decl(h, &m[i], depth);

    /* Members in offset order (packoffset may declare them out of order);
     * stable, so members at one offset keep their order. */
    uint32_t *ord = NEWN(cc, uint32_t, n ? n : 1);
    bool *written = NEWN(cc, bool, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t k = i;
        for (; k > 0 && m[ord[k - 1]].offset > m[i].offset; k--)
            ord[k] = ord[k - 1];
        ord[k] = i;
        written[i] = false;
    }

    Buf *o = h->out;
    uint32_t hs = hash_fnv32(sig); /* the layout guard */
    buf_printf(o, "#ifndef OSH_STRUCT_%s\n#define OSH_STRUCT_%s 0x%08xu\n", name, name, hs);
    buf_printf(o, "typedef struct %s {\n", name);
    uint32_t at = 0, npad = 0;
    for (uint32_t i = 0; i < n; i++) {
        const osh_refl_member *mb = &m[ord[i]];
        if (mb->offset > at)
            buf_printf(o, "    uint8_t _pad%u[%u];\n", npad++, mb->offset - at);
        else if (mb->offset < at) /* overlaps the member before: not expressible */
            continue;
        uint32_t next = i + 1 < n ? m[ord[i + 1]].offset : size;
        if (next < mb->offset)
            next = mb->offset;
        Decl d = decls[ord[i]];
        written[ord[i]] = true;
        const char *mname = ident(h, mb->name, false);
        if (!d.ok || (i + 1 < n && mb->offset + d.size > next)) {
            uint32_t bytes = next > mb->offset ? next - mb->offset : 1;
            if (i + 1 == n && mb->offset + mb->size > next)
                bytes = mb->size ? mb->size : bytes;
            buf_printf(o, "    uint8_t %s[%u]; /* %s: a layout C cannot express */\n", mname, bytes,
                       mb->type ? mb->type : "?");
            at = mb->offset + bytes;
            continue;
        }
        /* A matrix says which index comes first: the host fills it in that order. */
        const char *order = !mb->matrix_stride ? ""
                            : mb->row_major    ? ", row_major: [row][column]"
                                               : ", column_major: [column][row]";
        buf_printf(o, "    %s %s%s; /* %s%s */\n", d.base, mname, d.suffix, mb->type ? mb->type : "",
                   order);
        at = mb->offset + d.size;
    }
    if (size > at)
        buf_printf(o, "    uint8_t _pad%u[%u];\n", npad++, size - at);
    if (!n && !size)
        buf_puts(o, "    uint8_t _empty;\n");
    buf_printf(o, "} %s;\n", name);
    for (uint32_t k = 0; k < n; k++) {
        uint32_t i = ord[k];
        if (!written[i])
            continue;
        buf_printf(o, "_Static_assert(offsetof(%s, %s) == %u, \"%s.%s is at offset %u\");\n", name,
                   ident(h, m[i].name, false), m[i].offset, name, ident(h, m[i].name, false),
                   m[i].offset);
    }
    uint32_t total = size > at ? size : at;
    if (!n && !size)
        total = 1;
    /* C rounds a struct's size up to its alignment: a push-constant block
     * of a uint64_t (or a vk::BufferPointer) and a uint is 12 bytes, its C
     * struct 16 (copy the block's size, the SIZE macro, not sizeof). */
    uint32_t ca = members_align(m, n, depth), csize = (total + ca - 1) / ca * ca;
    if (csize != total)
        buf_printf(o, "/* %s is %u bytes in the shader; C pads the struct to %u */\n", name, total, csize);
    buf_printf(o, "_Static_assert(sizeof(%s) == %u, \"%s is %u bytes\");\n", name, csize, name, csize);
    buf_printf(o, "#endif\n");
    buf_printf(o, "_Static_assert(OSH_STRUCT_%s == 0x%08xu, \"two headers define %s differently\");\n\n",
               name, hs, name);
    CStruct cs = {want, name, sig, total};
    vec_push(&cc->arena, &h->structs, cs);
    return name;
}

static void define_u(H *h, const char *what, uint32_t v)
{
    buf_printf(h->out, "#define %s%s %u\n", h->prefix, what, v);
}

/* The struct name for a buffer resource's block. */
static const char *block_name(H *h, const osh_refl_resource *res)
{
    const char *t = res->hlsl_type;
    const char *lt = t ? strchr(t, '<') : NULL;
    if (lt && !strncmp(t, "ConstantBuffer", 14)) {
        size_t n = strcspn(lt + 1, ">");
        return ident(h, arena_strndup(&h->cc->arena, lt + 1, n), false);
    }
    return ident(h, res->name, false);
}

const char *reflect_c_header(IrModule *m, const osh_reflection *r, const char *name, size_t *len)
{
    Cc *cc = m->cc;
    Buf out;
    buf_init(&out, &cc->arena);
    H h = {cc, &out, NULL, {0}};
    const char *up = ident(&h, name && *name ? name : r->hlsl_name, true);
    h.prefix = arena_sprintf(&cc->arena, "%s_", up);

    buf_printf(&out, "/* Generated by OneShader %s from entry point '%s' (%s, %s); do not edit. */\n",
               OSH_VERSION_STRING, r->hlsl_name, r->stage_name, r->target);
    buf_printf(&out, "#ifndef OSH_%s_H\n#define OSH_%s_H\n\n", up, up);
    buf_puts(&out, "#include <stddef.h>\n#include <stdint.h>\n\n");
    /* C++ hosts: static_assert is the keyword there. */
    buf_puts(&out, "#if defined(__cplusplus) && !defined(_Static_assert)\n"
                   "#define _Static_assert static_assert\n#endif\n\n");

    if (r->stage & (OSH_STAGE_COMPUTE | OSH_STAGE_MESH | OSH_STAGE_TASK)) {
        static const char *const axes[] = {"X", "Y", "Z"};
        for (int i = 0; i < 3; i++) {
            define_u(&h, arena_sprintf(&cc->arena, "WORKGROUP_SIZE_%s", axes[i]), r->workgroup_size[i]);
            if (r->workgroup_size_spec_id[i] >= 0)
                define_u(&h, arena_sprintf(&cc->arena, "WORKGROUP_SIZE_%s_SPEC_ID", axes[i]),
                         (uint32_t)r->workgroup_size_spec_id[i]);
        }
        buf_putc(&out, '\n');
    }
    for (size_t i = 0; i < r->resource_count; i++) {
        const osh_refl_resource *res = &r->resources[i];
        const char *n = ident(&h, res->name, true);
        define_u(&h, arena_sprintf(&cc->arena, "%s_SET", n), res->set);
        define_u(&h, arena_sprintf(&cc->arena, "%s_BINDING", n), res->binding);
        if (res->wgsl_binding != res->binding)
            define_u(&h, arena_sprintf(&cc->arena, "%s_WGSL_BINDING", n), res->wgsl_binding);
    }
    if (r->resource_count)
        buf_putc(&out, '\n');
    if (r->push_constants) {
        const osh_refl_push_constants *pc = r->push_constants;
        define_u(&h, "PUSH_CONSTANTS_SIZE", pc->size);
        define_u(&h, "PUSH_CONSTANTS_WGSL_GROUP", pc->wgsl_group);
        define_u(&h, "PUSH_CONSTANTS_WGSL_BINDING", pc->wgsl_binding);
        define_u(&h, "PUSH_CONSTANTS_WGSL_SIZE", pc->wgsl_size);
        buf_putc(&out, '\n');
    }
    for (size_t i = 0; i < r->spec_constant_count; i++) {
        const osh_refl_spec_constant *s = &r->spec_constants[i];
        define_u(&h, arena_sprintf(&cc->arena, "SPEC_%s_ID", ident(&h, s->name, true)), s->id);
    }
    if (r->spec_constant_count)
        buf_putc(&out, '\n');

    /* Structs: blocks in resource order, then the push constants. */
    for (size_t i = 0; i < r->resource_count; i++) {
        const osh_refl_resource *res = &r->resources[i];
        if (res->kind == OSH_RESOURCE_UNIFORM_BUFFER && res->member_count)
            emit_struct(&h, block_name(&h, res), res->members, res->member_count,
                        res->min_binding_size, 0);
        else if ((res->kind == OSH_RESOURCE_STORAGE_BUFFER ||
                  res->kind == OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER) && res->member_count)
            emit_struct(&h, block_name(&h, res), res->members, res->member_count, res->size, 0);
        if (res->element && res->element->scalar == OSH_SCALAR_NONE &&
            (res->kind == OSH_RESOURCE_STORAGE_BUFFER ||
             res->kind == OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER))
            emit_struct(&h, struct_base_name(&h, res->element->type), res->element->members,
                        res->element->member_count, res->element_stride, 0);
    }
    if (r->push_constants) {
        const osh_refl_push_constants *pc = r->push_constants;
        emit_struct(&h, struct_base_name(&h, pc->type_name ? pc->type_name : pc->name), pc->members,
                    pc->member_count, pc->size, 0);
    }
    buf_printf(&out, "#endif /* OSH_%s_H */\n", up);
    *len = out.len;
    return buf_cstr(&out);
}
