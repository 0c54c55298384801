/*
 * The reflection model (osh_reflection) as JSON: two-space indentation, keys
 * in a fixed order, lists in the model's order, so that the same shader and
 * options always print the same bytes. docs/reflection.md is the schema;
 * a field added here is added there.
 */
#include <math.h>

#include "reflect/reflect.h"

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
    for (; *s; s++) {
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

static void j_s(Json *j, const char *key, const char *v)
{
    j_key(j, key);
    if (v)
        j_str(j->b, v);
    else
        buf_puts(j->b, "null");
}

static void j_u(Json *j, const char *key, uint64_t v)
{
    j_key(j, key);
    buf_printf(j->b, "%llu", (unsigned long long)v);
}

static void j_b(Json *j, const char *key, bool v)
{
    j_key(j, key);
    buf_puts(j->b, v ? "true" : "false");
}

/* A list of strings on one line: ["a", "b"]. */
static void j_strs(Json *j, const char *key, const char *const *v, size_t n)
{
    j_key(j, key);
    buf_putc(j->b, '[');
    for (size_t i = 0; i < n; i++) {
        if (i)
            buf_puts(j->b, ", ");
        j_str(j->b, v[i]);
    }
    buf_putc(j->b, ']');
}

static const char *ty_scalar_name(osh_scalar s)
{
    static const char *const names[] = {
        [OSH_SCALAR_NONE] = NULL,          [OSH_SCALAR_BOOL] = "bool",
        [OSH_SCALAR_INT16] = "int16",      [OSH_SCALAR_UINT16] = "uint16",
        [OSH_SCALAR_INT32] = "int32",      [OSH_SCALAR_UINT32] = "uint32",
        [OSH_SCALAR_INT64] = "int64",      [OSH_SCALAR_UINT64] = "uint64",
        [OSH_SCALAR_FLOAT16] = "float16",  [OSH_SCALAR_FLOAT32] = "float32",
        [OSH_SCALAR_FLOAT64] = "float64",
    };
    return (unsigned)s < countof(names) ? names[s] : NULL;
}

static const char *kind_name(osh_resource_kind k)
{
    static const char *const names[] = {
        [OSH_RESOURCE_UNIFORM_BUFFER] = "uniform_buffer",
        [OSH_RESOURCE_STORAGE_BUFFER] = "storage_buffer",
        [OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER] = "read_only_storage_buffer",
        [OSH_RESOURCE_SAMPLED_IMAGE] = "sampled_image",
        [OSH_RESOURCE_STORAGE_IMAGE] = "storage_image",
        [OSH_RESOURCE_SAMPLER] = "sampler",
        [OSH_RESOURCE_COMPARISON_SAMPLER] = "comparison_sampler",
        [OSH_RESOURCE_COMBINED_IMAGE_SAMPLER] = "combined_image_sampler",
        [OSH_RESOURCE_INPUT_ATTACHMENT] = "input_attachment",
        [OSH_RESOURCE_COUNTER_BUFFER] = "counter_buffer",
        [OSH_RESOURCE_UNIFORM_TEXEL_BUFFER] = "uniform_texel_buffer",
        [OSH_RESOURCE_STORAGE_TEXEL_BUFFER] = "storage_texel_buffer",
        [OSH_RESOURCE_ACCELERATION_STRUCTURE] = "acceleration_structure",
    };
    return (unsigned)k < countof(names) ? names[k] : "unknown";
}

static const char *dim_name(osh_image_dim d)
{
    static const char *const names[] = {"none", "1d", "2d", "3d", "cube", "buffer", "subpass"};
    return (unsigned)d < countof(names) ? names[d] : "none";
}

static void stages(Json *j, const char *key, uint32_t bits)
{
    static const char *const names[] = {
        "vertex", "tess_control", "tess_eval", "geometry", "fragment", "compute", "task",
        "mesh", "raygen", "any_hit", "closest_hit", "miss", "intersection", "callable",
    };
    const char *v[countof(names)];
    size_t n = 0;
    for (size_t i = 0; i < countof(names); i++)
        if (bits & (1u << i))
            v[n++] = names[i];
    j_strs(j, key, v, n);
}

static void members(Json *j, const char *key, const osh_refl_member *m, uint32_t n, int depth);

/* One member's fields (also the element of a structured buffer). */
static void member_fields(Json *j, const osh_refl_member *m, int depth)
{
    j_s(j, "name", m->name);
    j_s(j, "type", m->type);
    j_s(j, "scalar", ty_scalar_name(m->scalar));
    if (m->scalar != OSH_SCALAR_NONE) {
        j_u(j, "rows", m->rows);
        j_u(j, "columns", m->columns);
    }
    j_u(j, "offset", m->offset);
    j_u(j, "size", m->size);
    if (m->array_rank) {
        j_open(j, "array", '[');
        for (uint32_t i = 0; i < m->array_rank; i++) {
            j_key(j, NULL);
            buf_printf(j->b, "{\"count\": %u, \"stride\": %u}", m->array_dims[i],
                       m->array_strides[i]);
        }
        j_close(j, ']');
    }
    if (m->matrix_stride) {
        j_u(j, "matrix_stride", m->matrix_stride);
        j_s(j, "majorness", m->row_major ? "row_major" : "column_major");
    }
    if (m->scalar == OSH_SCALAR_NONE)
        members(j, "members", m->members, m->member_count, depth + 1);
}

static void members(Json *j, const char *key, const osh_refl_member *m, uint32_t n, int depth)
{
    j_open(j, key, '[');
    for (uint32_t i = 0; i < n && depth <= LIMIT_NESTING; i++) {
        j_open(j, NULL, '{');
        member_fields(j, &m[i], depth);
        j_close(j, '}');
    }
    j_close(j, ']');
}

static void io_list(Json *j, const char *key, const osh_refl_io *v, size_t n, bool vertex_in)
{
    static const char *const interp[] = {NULL, "perspective", "linear", "flat"};
    j_open(j, key, '[');
    for (size_t i = 0; i < n; i++) {
        const osh_refl_io *io = &v[i];
        j_open(j, NULL, '{');
        j_s(j, "name", io->name);
        j_s(j, "semantic", io->semantic);
        j_key(j, "location");
        if (io->location < 0)
            buf_puts(j->b, "null");
        else
            buf_printf(j->b, "%d", io->location);
        j_s(j, "builtin", io->builtin);
        j_s(j, "wgsl_builtin", io->wgsl_builtin);
        j_s(j, "component_type", ty_scalar_name(io->component_type));
        j_u(j, "component_count", io->component_count);
        j_u(j, "location_count", io->location_count);
        j_s(j, "interpolation", interp[io->interpolation & 3]);
        j_b(j, "centroid", io->centroid);
        j_b(j, "sample", io->sample);
        if (vertex_in && io->location >= 0) {
            j_s(j, "vk_format", io->vk_format);
            j_s(j, "wgpu_format", io->wgpu_format);
        }
        j_close(j, '}');
    }
    j_close(j, ']');
}

static void resource(Json *j, const osh_reflection *r, const osh_refl_resource *res)
{
    j_open(j, NULL, '{');
    j_s(j, "name", res->name);
    j_s(j, "hlsl_type", res->hlsl_type);
    j_s(j, "kind", kind_name(res->kind));
    j_u(j, "set", res->set);
    j_u(j, "binding", res->binding);
    if (res->wgsl_binding != res->binding)
        j_u(j, "wgsl_binding", res->wgsl_binding);
    j_u(j, "array_count", res->array_count);
    if (res->wgsl_element_bindings) { /* only then: other outputs stay as they were */
        j_key(j, "wgsl_element_bindings");
        buf_putc(j->b, '[');
        for (uint32_t k = 0; k < res->array_count; k++)
            buf_printf(j->b, "%s%u", k ? ", " : "", res->wgsl_element_bindings[k]);
        buf_putc(j->b, ']');
    }
    if (res->unbounded) { /* only then: other outputs stay as they were */
        j_b(j, "unbounded", true);
        j_u(j, "binding_flags", res->binding_flags);
    }
    stages(j, "stages", res->stages);
    if (!res->used) /* only then (-fspv-preserve-bindings), as "unbounded" */
        j_b(j, "used", false);
    j_b(j, "read", res->read);
    j_b(j, "written", res->written);
    switch (res->kind) {
    case OSH_RESOURCE_UNIFORM_BUFFER:
    case OSH_RESOURCE_STORAGE_BUFFER:
    case OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER:
    case OSH_RESOURCE_COUNTER_BUFFER:
        j_u(j, "size", res->size);
        j_u(j, "min_binding_size", res->min_binding_size);
        members(j, "members", res->members, res->member_count, 0);
        if (res->element) {
            j_open(j, "element", '{');
            j_u(j, "stride", res->element_stride);
            member_fields(j, res->element, 0);
            j_close(j, '}');
        }
        if (res->counter_index != UINT32_MAX && res->counter_index < r->resource_count)
            j_s(j, "counter", r->resources[res->counter_index].name);
        break;
    case OSH_RESOURCE_SAMPLER:
    case OSH_RESOURCE_COMPARISON_SAMPLER:
        break;
    default:
        j_s(j, "dim", dim_name(res->dim));
        j_b(j, "arrayed", res->arrayed);
        j_b(j, "multisampled", res->multisampled);
        j_b(j, "depth", res->depth);
        j_s(j, "sampled_type", ty_scalar_name(res->sampled_type));
        if (res->kind == OSH_RESOURCE_SAMPLED_IMAGE || res->kind == OSH_RESOURCE_COMBINED_IMAGE_SAMPLER)
            j_b(j, "sampled", res->sampled);
        if (res->kind == OSH_RESOURCE_INPUT_ATTACHMENT) {
            j_key(j, "input_attachment_index");
            if (res->input_attachment_index < 0)
                buf_puts(j->b, "null");
            else
                buf_printf(j->b, "%d", res->input_attachment_index);
        }
        if (res->kind == OSH_RESOURCE_STORAGE_IMAGE || res->kind == OSH_RESOURCE_STORAGE_TEXEL_BUFFER) {
            j_s(j, "format", res->format);
            j_s(j, "wgsl_format", res->wgsl_format);
            j_s(j, "access", res->read && res->written ? "read_write"
                             : res->written           ? "write_only"
                                                      : "read_only");
        }
        break;
    }
    j_close(j, '}');
}

/* IEEE half to double. */
static double half_to_double(uint32_t h)
{
    int e = (int)((h >> 10) & 31), f = (int)(h & 1023);
    double v = e == 0 ? ldexp(f, -24) : e == 31 ? (f ? NAN : INFINITY) : ldexp(f + 1024, e - 25);
    return (h & 0x8000) ? -v : v;
}

/* The default as a JSON number (or true/false); null when not finite. */
static void spec_default(Json *j, const osh_refl_spec_constant *s)
{
    j_key(j, "default");
    uint64_t b = s->default_bits;
    double d;
    switch (s->type) {
    case OSH_SCALAR_BOOL: buf_puts(j->b, b ? "true" : "false"); return;
    case OSH_SCALAR_INT16: buf_printf(j->b, "%d", (int)(int16_t)b); return;
    case OSH_SCALAR_INT32: buf_printf(j->b, "%d", (int)(int32_t)b); return;
    case OSH_SCALAR_INT64: buf_printf(j->b, "%lld", (long long)(int64_t)b); return;
    case OSH_SCALAR_UINT16: buf_printf(j->b, "%u", (unsigned)(uint16_t)b); return;
    case OSH_SCALAR_UINT32: buf_printf(j->b, "%u", (unsigned)(uint32_t)b); return;
    case OSH_SCALAR_UINT64: buf_printf(j->b, "%llu", (unsigned long long)b); return;
    case OSH_SCALAR_FLOAT16: d = half_to_double((uint32_t)b & 0xffff); break;
    case OSH_SCALAR_FLOAT32: {
        uint32_t w = (uint32_t)b;
        float f;
        memcpy(&f, &w, 4);
        d = f;
        break;
    }
    case OSH_SCALAR_FLOAT64: memcpy(&d, &b, 8); break;
    default: buf_puts(j->b, "null"); return;
    }
    if (!isfinite(d))
        buf_puts(j->b, "null");
    else
        buf_printf(j->b, "%.*g", s->type == OSH_SCALAR_FLOAT64 ? 17 : 9, d);
}

/* One element of entry_points. */
static void entry_json(Json *jp, const osh_reflection *r)
{
    Json j = *jp;
    Buf *b = j.b;
    j_open(&j, NULL, '{');
    j_s(&j, "name", r->name);
    j_s(&j, "hlsl_name", r->hlsl_name);
    j_s(&j, "wgsl_name", r->wgsl_name);
    j_s(&j, "stage", r->stage_name);
    j_u(&j, "stage_flags", r->stage);
    if (r->stage & (OSH_STAGE_COMPUTE | OSH_STAGE_MESH | OSH_STAGE_TASK)) {
        j_key(&j, "workgroup_size");
        buf_printf(b, "[%u, %u, %u]", r->workgroup_size[0], r->workgroup_size[1],
                   r->workgroup_size[2]);
        j_key(&j, "workgroup_size_spec_ids");
        buf_putc(b, '[');
        for (int i = 0; i < 3; i++) {
            if (i)
                buf_puts(b, ", ");
            if (r->workgroup_size_spec_id[i] < 0)
                buf_puts(b, "null");
            else
                buf_printf(b, "%d", r->workgroup_size_spec_id[i]);
        }
        buf_putc(b, ']');
    }
    io_list(&j, "inputs", r->inputs, r->input_count, r->stage == OSH_STAGE_VERTEX);
    io_list(&j, "outputs", r->outputs, r->output_count, false);

    j_open(&j, "resources", '[');
    for (size_t i = 0; i < r->resource_count; i++)
        resource(&j, r, &r->resources[i]);
    j_close(&j, ']');

    const osh_refl_push_constants *pc = r->push_constants;
    if (pc) {
        j_open(&j, "push_constants", '{');
        j_s(&j, "name", pc->name);
        j_s(&j, "type", pc->type_name);
        j_u(&j, "size", pc->size);
        members(&j, "members", pc->members, pc->member_count, 0);
        j_key(&j, "wgsl_uniform");
        buf_printf(b, "{\"group\": %u, \"binding\": %u, \"size\": %u}", pc->wgsl_group,
                   pc->wgsl_binding, pc->wgsl_size);
        j_close(&j, '}');
    } else {
        j_key(&j, "push_constants");
        buf_puts(b, "null");
    }

    j_open(&j, "specialization_constants", '[');
    for (size_t i = 0; i < r->spec_constant_count; i++) {
        const osh_refl_spec_constant *s = &r->spec_constants[i];
        j_open(&j, NULL, '{');
        j_u(&j, "id", s->id);
        j_s(&j, "name", s->name);
        j_s(&j, "type", ty_scalar_name(s->type));
        spec_default(&j, s);
        j_u(&j, "default_bits", s->default_bits);
        j_close(&j, '}');
    }
    j_close(&j, ']');

    j_strs(&j, "capabilities", r->capabilities, r->capability_count);
    j_strs(&j, "extensions", r->extensions, r->extension_count);
    j_open(&j, "required_features", '{');
    j_strs(&j, "vulkan", r->vulkan_features, r->vulkan_feature_count);
    j_strs(&j, "webgpu", r->webgpu_features, r->webgpu_feature_count);
    j_close(&j, '}');
    {
        static const char *const names[] = {"basic", "vote", "arithmetic", "ballot", "shuffle",
                                            "shuffle_relative", "clustered", "quad", "partitioned_nv"};
        const char *v[countof(names)];
        size_t n = 0;
        for (size_t i = 0; i < countof(names); i++)
            if (r->subgroup_operations & (1u << i))
                v[n++] = names[i];
        j_u(&j, "subgroup_operations", r->subgroup_operations);
        j_strs(&j, "subgroup_operation_names", v, n);
    }
    j_close(&j, '}');
    *jp = j;
}

/* The JSON of the entry points of one module (one, or each of a library's). */
const char *reflect_to_json_many(Cc *cc, const osh_reflection *const *r, size_t n, size_t *len)
{
    Buf b;
    buf_init(&b, &cc->arena);
    Json j = {&b, 1, true};
    buf_putc(&b, '{');
    j_u(&j, "schema", r[0]->schema);
    j_s(&j, "cache_key", r[0]->cache_key);
    j_s(&j, "target", r[0]->target);
    j_open(&j, "entry_points", '[');
    for (size_t i = 0; i < n; i++)
        entry_json(&j, r[i]);
    j_close(&j, ']');
    buf_puts(&b, "\n}\n");
    *len = b.len;
    return buf_cstr(&b);
}

const char *reflect_to_json(Cc *cc, const osh_reflection *r, size_t *len)
{
    return reflect_to_json_many(cc, &r, 1, len);
}
