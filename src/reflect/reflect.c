/*
 * Reflection as JSON: what a host needs to bind the compiled entry point.
 *
 * Read from the IR after the back end ran, so it describes what was
 * emitted. Only globals the entry point reaches are listed (a walk over the
 * call graph from the entry function), in module order, so the output is
 * deterministic. The schema is documented in docs/reflection.md.
 */
#include "reflect/reflect.h"
#include "wgsl/wgsl.h"

typedef struct Json {
    Buf *b;
    int depth;
    bool first;   /* no comma needed before the next item */
} Json;

static void j_indent(Json *j)
{
    buf_putc(j->b, '\n');
    for (int i = 0; i < j->depth; i++)
        buf_puts(j->b, "  ");
}

static void j_str(Buf *b, const char *s)
{
    buf_putc(b, '"');
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            buf_printf(b, "\\%c", c);
        else if (c < 0x20)
            buf_printf(b, "\\u%04x", c);
        else
            buf_putc(b, (char)c);
    }
    buf_putc(b, '"');
}

static void j_key(Json *j, const char *key)
{
    if (!j->first)
        buf_putc(j->b, ',');
    j->first = false;
    j_indent(j);
    if (key) {
        j_str(j->b, key);
        buf_puts(j->b, ": ");
    }
}

static void j_open(Json *j, const char *key, char c)
{
    j_key(j, key);
    buf_putc(j->b, c);
    j->depth++;
    j->first = true;
}

static void j_close(Json *j, char c)
{
    j->depth--;
    if (!j->first)
        j_indent(j);
    buf_putc(j->b, c);
    j->first = false;
}

static void j_kv_s(Json *j, const char *key, const char *v)
{
    j_key(j, key);
    if (v)
        j_str(j->b, v);
    else
        buf_puts(j->b, "null");
}

static void j_kv_u(Json *j, const char *key, uint64_t v)
{
    j_key(j, key);
    buf_printf(j->b, "%llu", (unsigned long long)v);
}

static void j_kv_b(Json *j, const char *key, bool v)
{
    j_key(j, key);
    buf_puts(j->b, v ? "true" : "false");
}

/* Marks every global reachable from the entry function (through calls). */
static void reach(IrModule *m, IrId func, uint8_t *seen_val)
{
    if (seen_val[func])
        return;
    seen_val[func] = 1;
    IrFunc *f = ir_value(m, func)->u.f;
    for (uint32_t bi = 0; bi < f->blocks.len; bi++) {
        for (IrInst *in = f->blocks.data[bi]->first; in; in = in->next) {
            for (uint32_t a = 0; a < in->nargs; a++) {
                IrId v = in->args[a];
                if (v >= m->values.len)
                    continue;
                IrValue *val = ir_value(m, v);
                if (val->kind == IV_GLOBAL) {
                    seen_val[v] = 1;
                    if (val->u.g->counter)
                        seen_val[val->u.g->counter] = 1;
                } else if (val->kind == IV_FUNC) {
                    reach(m, v, seen_val);
                }
            }
        }
    }
}

static const char *res_kind_name(IrResKind k, bool read_only)
{
    switch (k) {
    case IRR_UNIFORM_BUFFER: return "uniform_buffer";
    case IRR_STORAGE_BUFFER: return read_only ? "storage_buffer_read_only" : "storage_buffer";
    case IRR_SAMPLED_IMAGE: return "sampled_image";
    case IRR_STORAGE_IMAGE: return "storage_image";
    case IRR_SAMPLER: return "sampler";
    case IRR_COMPARISON_SAMPLER: return "comparison_sampler";
    case IRR_COMBINED_IMAGE_SAMPLER: return "combined_image_sampler";
    case IRR_INPUT_ATTACHMENT: return "input_attachment";
    case IRR_COUNTER_BUFFER: return "counter_buffer";
    case IRR_UNIFORM_TEXEL_BUFFER: return "uniform_texel_buffer";
    case IRR_STORAGE_TEXEL_BUFFER: return "storage_texel_buffer";
    case IRR_PUSH_CONSTANT: return "push_constant";
    default: return "none";
    }
}

/* The spelled type of a scalar/vector/matrix IR type ("f32", "vec3<u32>"). */
static const char *type_name(IrModule *m, IrTypeId t)
{
    Cc *cc = m->cc;
    IrType *ty = ir_type(m, t);
    switch (ty->kind) {
    case IR_TY_BOOL: return "bool";
    case IR_TY_INT: return arena_sprintf(&cc->arena, "%c%u", ty->is_signed ? 'i' : 'u', ty->width);
    case IR_TY_FLOAT: return arena_sprintf(&cc->arena, "f%u", ty->width);
    case IR_TY_VECTOR:
        return arena_sprintf(&cc->arena, "vec%u<%s>", ty->count, type_name(m, ty->elem));
    case IR_TY_MATRIX: {
        IrType *col = ir_type(m, ty->elem);
        return arena_sprintf(&cc->arena, "mat%ux%u<%s>", ty->count, col->count,
                             type_name(m, col->elem));
    }
    case IR_TY_ARRAY:
        return arena_sprintf(&cc->arena, "array<%s, %u>", type_name(m, ty->elem), ty->count);
    case IR_TY_RUNTIME_ARRAY:
        return arena_sprintf(&cc->arena, "array<%s>", type_name(m, ty->elem));
    case IR_TY_STRUCT: return ty->name ? ty->name : "struct";
    default: return "opaque";
    }
}

static void members(Json *j, IrModule *m, IrTypeId t)
{
    IrType *ty = ir_type(m, t);
    if (ty->kind != IR_TY_STRUCT)
        return;
    j_open(j, "members", '[');
    for (uint32_t i = 0; i < ty->member_count; i++) {
        IrMember *mb = &ty->members[i];
        IrType *mt = ir_type(m, mb->type);
        j_open(j, NULL, '{');
        j_kv_s(j, "name", mb->name);
        j_kv_s(j, "type", mb->hlsl_type ? mb->hlsl_type : type_name(m, mb->type));
        j_kv_u(j, "offset", mb->offset);
        if (mt->size)
            j_kv_u(j, "size", mt->size);
        if (mt->kind == IR_TY_ARRAY || mt->kind == IR_TY_RUNTIME_ARRAY)
            j_kv_u(j, "array_stride", mt->stride);
        if (mb->matrix_stride) {
            j_kv_u(j, "matrix_stride", mb->matrix_stride);
            /* SPIR-V RowMajor is HLSL column_major (the transposed mapping). */
            j_kv_s(j, "majorness", mb->row_major ? "column_major" : "row_major");
        }
        if (mt->kind == IR_TY_STRUCT)
            members(j, m, mb->type);
        j_close(j, '}');
    }
    j_close(j, ']');
}

const char *reflect_json(IrModule *m, osh_target target, size_t *len)
{
    Cc *cc = m->cc;
    Buf b;
    buf_init(&b, &cc->arena);
    Json j = {&b, 0, true};
    if (!m->entries.len) {
        *len = 0;
        return NULL;
    }
    IrEntry *e = &m->entries.data[0];
    uint8_t *seen = NEWN(cc, uint8_t, m->values.len + 1);
    if (e->func)
        reach(m, e->func, seen);

    buf_putc(&b, '{');
    j.depth = 1;
    j_kv_s(&j, "target", target == OSH_TARGET_WGSL ? "wgsl" : "spirv");
    j_open(&j, "entry_points", '[');
    j_open(&j, NULL, '{');
    j_kv_s(&j, "name", e->name);
    j_kv_s(&j, "hlsl_name", e->hlsl_name ? e->hlsl_name : e->name);
    if (target == OSH_TARGET_WGSL)
        j_kv_s(&j, "wgsl_name", wgsl_entry_name(cc, e->hlsl_name ? e->hlsl_name : e->name));
    j_kv_s(&j, "stage", stage_name(e->stage));
    if (e->stage == STAGE_COMPUTE) {
        j_open(&j, "workgroup_size", '[');
        for (int i = 0; i < 3; i++) {
            j_key(&j, NULL);
            buf_printf(&b, "%u", e->workgroup[i]);
        }
        j_close(&j, ']');
    }

    /* Stage inputs and outputs. */
    for (int pass = 0; pass < 2; pass++) {
        uint32_t want = pass == 0 ? SpvStorageClassInput : SpvStorageClassOutput;
        j_open(&j, pass == 0 ? "inputs" : "outputs", '[');
        for (uint32_t i = 0; i < m->globals.len; i++) {
            IrId id = m->globals.data[i];
            IrValue *v = ir_value(m, id);
            IrGlobal *g = v->u.g;
            if (!seen[id] || g->storage != want)
                continue;
            j_open(&j, NULL, '{');
            j_kv_s(&j, "name", v->name);
            j_kv_s(&j, "semantic", g->semantic);
            if (g->builtin >= 0)
                j_kv_u(&j, "builtin", (uint64_t)g->builtin);
            else
                j_kv_u(&j, "location", (uint64_t)(g->location < 0 ? 0 : g->location));
            j_kv_s(&j, "type", type_name(m, g->pointee));
            static const char *const interp[] = {"smooth", "flat", "noperspective", "smooth"};
            j_kv_s(&j, "interpolation", interp[g->interp & 3]);
            if (g->interp & 4)
                j_kv_b(&j, "centroid", true);
            if (g->interp & 8)
                j_kv_b(&j, "sample", true);
            j_close(&j, '}');
        }
        j_close(&j, ']');
    }

    /* Resources. */
    j_open(&j, "resources", '[');
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        IrValue *v = ir_value(m, id);
        IrGlobal *g = v->u.g;
        if (!seen[id] || g->res == IRR_NONE || g->res == IRR_PUSH_CONSTANT)
            continue;
        j_open(&j, NULL, '{');
        j_kv_s(&j, "name", v->name);
        j_kv_s(&j, "kind", res_kind_name(g->res, g->read_only));
        j_kv_u(&j, "set", g->set);
        j_kv_u(&j, "binding", g->binding);
        j_kv_u(&j, "array_count", g->array_count);
        if (g->hlsl_type)
            j_kv_s(&j, "hlsl_type", g->hlsl_type);
        IrType *pt = ir_type(m, g->pointee);
        if (pt->kind == IR_TY_STRUCT && pt->has_layout) {
            j_kv_u(&j, "size", pt->size);
            members(&j, m, g->pointee);
        }
        j_close(&j, '}');
    }
    j_close(&j, ']');

    /* The push-constant block. */
    for (uint32_t i = 0; i < m->globals.len; i++) {
        IrId id = m->globals.data[i];
        IrValue *v = ir_value(m, id);
        IrGlobal *g = v->u.g;
        if (!seen[id] || g->storage != SpvStorageClassPushConstant)
            continue;
        IrType *pt = ir_type(m, g->pointee);
        j_open(&j, "push_constants", '{');
        j_kv_s(&j, "name", v->name);
        j_kv_u(&j, "size", pt->size);
        j_kv_u(&j, "wgsl_uniform_size", (pt->size + 15) & ~15u);
        members(&j, m, g->pointee);
        j_close(&j, '}');
        break;
    }

    /* Specialization constants the entry reads, in creation order. */
    j_open(&j, "specialization_constants", '[');
    for (uint32_t i = 0; i < m->consts.len; i++) {
        IrValue *v = ir_value(m, m->consts.data[i]);
        if (v->kind != IV_CONST || !v->u.c->is_spec)
            continue;
        j_open(&j, NULL, '{');
        j_kv_u(&j, "id", v->u.c->spec_id);
        j_kv_s(&j, "name", v->name);
        j_kv_s(&j, "type", type_name(m, v->type));
        j_kv_u(&j, "default_bits", v->u.c->bits);
        j_close(&j, '}');
    }
    j_close(&j, ']');

    j_open(&j, "capabilities", '[');
    for (uint32_t i = 0; i < m->capabilities.len; i++) {
        j_key(&j, NULL);
        buf_printf(&b, "%u", m->capabilities.data[i]);
    }
    j_close(&j, ']');
    j_open(&j, "extensions", '[');
    for (uint32_t i = 0; i < m->extensions.len; i++) {
        j_key(&j, NULL);
        j_str(&b, m->extensions.data[i]);
    }
    j_close(&j, ']');
    j_kv_b(&j, "uses_subgroups", m->uses_subgroups);
    j_kv_b(&j, "uses_16bit", m->uses_16bit);

    j_close(&j, '}');
    j_close(&j, ']');
    buf_puts(&b, "\n}\n");
    *len = b.len;
    return buf_cstr(&b);
}
