/*
 * Host helpers (include/oneshader.h): a pipeline's reflections to Vulkan
 * descriptor-set-layout bindings and a push-constant range, to WebGPU
 * bind-group-layout entries and features, and host values for
 * specialization constants to VkSpecializationInfo data or a WebGPU
 * `constants` record.
 *
 * They allocate nothing and keep no state: results go to the caller's
 * arrays, and a count is always what is needed, so a host may call once
 * with capacity 0 to size its arrays. Several entry points (the stages of
 * one pipeline) merge by (set, binding): the stage flags are OR'ed, and a
 * binding the stages declare differently is an error with a reason. The
 * merge counts distinct bindings by looking back over the input, which is
 * quadratic in the number of resources, a few dozen in practice. Entries
 * name their resource, and two differently named resources on one slot are
 * an error (a WGSL slot is one variable); in Vulkan only a texture and a
 * sampler may share a binding (one combined image sampler descriptor, which
 * Vulkan lets a shader read as separate image and sampler variables).
 */
#include <math.h>
#include <stdio.h>

#include "base/conv.h"
#include "reflect/reflect.h"

/* VkDescriptorType values. */
enum {
    VK_SAMPLER = 0, VK_COMBINED_IMAGE_SAMPLER = 1, VK_SAMPLED_IMAGE = 2, VK_STORAGE_IMAGE = 3,
    VK_UNIFORM_TEXEL_BUFFER = 4, VK_STORAGE_TEXEL_BUFFER = 5, VK_UNIFORM_BUFFER = 6,
    VK_STORAGE_BUFFER = 7, VK_INPUT_ATTACHMENT = 10, VK_ACCELERATION_STRUCTURE_KHR = 1000150000,
};

static osh_status fail(char *reason, size_t size, const char *fmt, ...) OSH_PRINTF(3, 4);
static osh_status fail(char *reason, size_t size, const char *fmt, ...)
{
    if (reason && size) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(reason, size, fmt, ap);
        va_end(ap);
    }
    return OSH_INVALID_ARGUMENT;
}

/* The bit of reflection k in an entry_mask (none past 64). */
static uint64_t entry_bit(size_t k) { return k < 64 ? (uint64_t)1 << k : 0; }

static uint32_t vk_descriptor_type(osh_resource_kind k)
{
    switch (k) {
    case OSH_RESOURCE_UNIFORM_BUFFER: return VK_UNIFORM_BUFFER;
    case OSH_RESOURCE_STORAGE_BUFFER:
    case OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER:
    case OSH_RESOURCE_COUNTER_BUFFER: return VK_STORAGE_BUFFER;
    case OSH_RESOURCE_SAMPLED_IMAGE: return VK_SAMPLED_IMAGE;
    case OSH_RESOURCE_STORAGE_IMAGE: return VK_STORAGE_IMAGE;
    case OSH_RESOURCE_SAMPLER:
    case OSH_RESOURCE_COMPARISON_SAMPLER: return VK_SAMPLER;
    case OSH_RESOURCE_COMBINED_IMAGE_SAMPLER: return VK_COMBINED_IMAGE_SAMPLER;
    case OSH_RESOURCE_INPUT_ATTACHMENT: return VK_INPUT_ATTACHMENT;
    case OSH_RESOURCE_UNIFORM_TEXEL_BUFFER: return VK_UNIFORM_TEXEL_BUFFER;
    case OSH_RESOURCE_STORAGE_TEXEL_BUFFER: return VK_STORAGE_TEXEL_BUFFER;
    case OSH_RESOURCE_ACCELERATION_STRUCTURE: return VK_ACCELERATION_STRUCTURE_KHR;
    default: return VK_UNIFORM_BUFFER;
    }
}

/* The resources of all reflections as one list: item i is (k, j). */
typedef struct Items {
    const osh_reflection *const *refl;
    size_t n;
} Items;

static const osh_refl_resource *item_at(const Items *it, size_t k, size_t j)
{
    return &it->refl[k]->resources[j];
}

/* Is there an item before (k, j) with the same set and binding (the WGSL
 * binding when `wgsl`)? */
static bool seen_before(const Items *it, size_t k, size_t j, bool wgsl)
{
    const osh_refl_resource *r = item_at(it, k, j);
    for (size_t a = 0; a <= k; a++) {
        size_t end = a == k ? j : it->refl[a]->resource_count;
        for (size_t b = 0; b < end; b++) {
            const osh_refl_resource *o = item_at(it, a, b);
            if (o->set == r->set && (wgsl ? o->wgsl_binding == r->wgsl_binding
                                          : o->binding == r->binding))
                return true;
        }
    }
    return false;
}

static bool check_refl(const osh_reflection *const *refl, size_t n, char *reason, size_t rs)
{
    if (!refl && n) {
        fail(reason, rs, "no reflections given");
        return false;
    }
    for (size_t k = 0; k < n; k++)
        if (!refl[k]) {
            fail(reason, rs, "reflection %zu is NULL", k);
            return false;
        }
    return true;
}

osh_status osh_vk_pipeline_layout(const osh_reflection *const *refl, size_t refl_count,
                                  osh_vk_binding *bindings, size_t capacity, size_t *count,
                                  osh_vk_push_constant_range *push, char *reason,
                                  size_t reason_size)
{
    if (reason && reason_size)
        reason[0] = 0;
    if (count)
        *count = 0;
    if (push)
        memset(push, 0, sizeof *push);
    if (!check_refl(refl, refl_count, reason, reason_size))
        return OSH_INVALID_ARGUMENT;
    Items it = {refl, refl_count};
    size_t n = 0;
    for (size_t k = 0; k < refl_count; k++)
        for (size_t j = 0; j < refl[k]->resource_count; j++)
            n += !seen_before(&it, k, j, false);
    if (count)
        *count = n;
    if (push)
        for (size_t k = 0; k < refl_count; k++) {
            const osh_refl_push_constants *pc = refl[k]->push_constants;
            if (!pc)
                continue;
            push->stage_flags |= refl[k]->stage;
            if (pc->size > push->size)
                push->size = pc->size;
        }
    if (n > capacity || (n && !bindings))
        return fail(reason, reason_size, "capacity: %zu bindings needed", n);

    size_t out = 0;
    for (size_t k = 0; k < refl_count; k++) {
        for (size_t j = 0; j < refl[k]->resource_count; j++) {
            const osh_refl_resource *r = item_at(&it, k, j);
            uint32_t type = vk_descriptor_type(r->kind);
            uint32_t cnt = r->unbounded ? 0 : r->array_count ? r->array_count : 1;
            size_t f = 0;
            while (f < out && (bindings[f].set != r->set || bindings[f].binding != r->binding))
                f++;
            const char *name = r->name ? r->name : "?";
            if (f == out) {
                bindings[out++] = (osh_vk_binding){r->set, r->binding, type, cnt, r->stages, name,
                                                   r->binding_flags, NULL, entry_bit(k)};
                continue;
            }
            osh_vk_binding *b = &bindings[f];
            const char *stage = refl[k]->name ? refl[k]->name : "?";
            /* A texture and a sampler on one binding (DXC's tN + sN, or
             * [[vk::combinedImageSampler]]): one combined image sampler,
             * which names both; later stages must bind those two again. */
            bool merged = b->sampler_name != NULL;
            const char *same_as = !merged ? b->name
                                  : type == VK_SAMPLER ? b->sampler_name
                                  : type == VK_SAMPLED_IMAGE ? b->name : NULL;
            bool pair = !merged && b->descriptor_type != type &&
                        ((type == VK_SAMPLED_IMAGE && b->descriptor_type == VK_SAMPLER) ||
                         (type == VK_SAMPLER && b->descriptor_type == VK_SAMPLED_IMAGE));
            if (pair) {
                b->sampler_name = type == VK_SAMPLER ? name : b->name;
                b->name = type == VK_SAMPLER ? b->name : name;
                b->descriptor_type = VK_COMBINED_IMAGE_SAMPLER;
            } else if (!same_as || strcmp(same_as, name))
                return fail(reason, reason_size,
                            "set %u binding %u: '%s' (%s, descriptor type %u) and '%s'%s%s%s "
                            "(descriptor type %u) are different resources on one binding",
                            r->set, r->binding, name, stage, type, b->name,
                            merged ? " + '" : "", merged ? b->sampler_name : "", merged ? "'" : "",
                            b->descriptor_type);
            else if (!merged && b->descriptor_type != type && (b->entry_mask & entry_bit(k)))
                /* One entry point takes one resource as two types: a
                 * descriptor heap (one array per type at one binding). */
                return fail(reason, reason_size,
                            "set %u binding %u: '%s' is taken as descriptor types %u and %u in %s: "
                            "one Vulkan binding holding several types needs "
                            "VK_EXT_mutable_descriptor_type, which this helper does not describe",
                            r->set, r->binding, name, b->descriptor_type, type, stage);
            else if (!merged && b->descriptor_type != type)
                return fail(reason, reason_size,
                            "set %u binding %u: '%s' is descriptor type %u in %s and type %u in "
                            "another stage", r->set, r->binding, name, type, stage,
                            b->descriptor_type);
            if (b->descriptor_count != cnt)
                return fail(reason, reason_size,
                            "set %u binding %u: '%s' is an array of %u in %s, '%s' of %u",
                            r->set, r->binding, name, cnt, stage, b->name, b->descriptor_count);
            b->stage_flags |= r->stages;
            b->entry_mask |= entry_bit(k);
        }
    }
    /* Insertion sort by (set, binding): stable and small. */
    for (size_t i = 1; i < out; i++) {
        osh_vk_binding t = bindings[i];
        size_t j = i;
        while (j > 0 && (bindings[j - 1].set > t.set ||
                         (bindings[j - 1].set == t.set && bindings[j - 1].binding > t.binding))) {
            bindings[j] = bindings[j - 1];
            j--;
        }
        bindings[j] = t;
    }
    /* VARIABLE_DESCRIPTOR_COUNT is allowed on a set's highest binding only
     * (Vulkan's VkDescriptorSetLayoutBindingFlagsCreateInfo): the other
     * unbounded arrays of the set keep PARTIALLY_BOUND and UPDATE_AFTER_BIND,
     * and the host gives them a fixed count (descriptor_count stays 0). */
    for (size_t i = 0; i < out; i++)
        if (i + 1 < out && bindings[i + 1].set == bindings[i].set)
            bindings[i].binding_flags &= ~(uint32_t)OSH_BINDING_VARIABLE_DESCRIPTOR_COUNT;
    return OSH_OK;
}

/* ---- WebGPU ---------------------------------------------------------------- */

static uint32_t wgpu_visibility(uint32_t stage)
{
    uint32_t v = 0;
    if (stage & OSH_STAGE_VERTEX)
        v |= 1;
    if (stage & OSH_STAGE_FRAGMENT)
        v |= 2;
    if (stage & OSH_STAGE_COMPUTE)
        v |= 4;
    return v;
}

static const char *view_dimension(const osh_refl_resource *r)
{
    switch (r->dim) {
    case OSH_DIM_1D: return r->arrayed ? NULL : "1d";
    case OSH_DIM_2D: return r->arrayed ? "2d-array" : "2d";
    case OSH_DIM_3D: return r->arrayed ? NULL : "3d";
    case OSH_DIM_CUBE: return r->arrayed ? "cube-array" : "cube";
    default: return NULL;
    }
}

/* One resource as a bind group layout entry, or a reason it cannot be. */
static osh_status wgpu_entry(const osh_refl_resource *r, uint32_t stage, osh_wgpu_binding *e,
                             char *reason, size_t rs)
{
    const char *name = r->name ? r->name : "?";
    memset(e, 0, sizeof *e);
    e->name = name;
    e->group = r->set;
    e->binding = r->wgsl_binding;
    e->visibility = wgpu_visibility(stage);
    if (r->array_count || r->unbounded)
        return fail(reason, rs, "'%s' is an array of resources: WebGPU has no binding arrays", name);
    switch (r->kind) {
    case OSH_RESOURCE_UNIFORM_BUFFER:
        e->kind = OSH_WGPU_BUFFER;
        e->buffer_type = "uniform";
        e->min_binding_size = r->min_binding_size;
        return OSH_OK;
    case OSH_RESOURCE_STORAGE_BUFFER:
    case OSH_RESOURCE_READ_ONLY_STORAGE_BUFFER:
    case OSH_RESOURCE_COUNTER_BUFFER:
        e->kind = OSH_WGPU_BUFFER;
        e->buffer_type = r->written ? "storage" : "read-only-storage";
        e->min_binding_size = r->min_binding_size;
        return OSH_OK;
    case OSH_RESOURCE_SAMPLER:
        e->kind = OSH_WGPU_SAMPLER;
        e->sampler_type = "filtering";
        return OSH_OK;
    case OSH_RESOURCE_COMPARISON_SAMPLER:
        e->kind = OSH_WGPU_SAMPLER;
        e->sampler_type = "comparison";
        return OSH_OK;
    case OSH_RESOURCE_SAMPLED_IMAGE:
        e->kind = OSH_WGPU_TEXTURE;
        e->view_dimension = view_dimension(r);
        e->multisampled = r->multisampled;
        if (!e->view_dimension)
            return fail(reason, rs, "'%s': WebGPU has no such texture view dimension", name);
        switch (r->sampled_type) {
        case OSH_SCALAR_INT32: e->sample_type = "sint"; break;
        case OSH_SCALAR_UINT32: e->sample_type = "uint"; break;
        /* Only a texture read through a sampler needs a filterable format;
         * one only loaded takes any float format (r32float too). */
        default:
            e->sample_type = r->depth ? "depth"
                           : r->multisampled || !r->sampled ? "unfilterable-float" : "float";
            break;
        }
        return OSH_OK;
    case OSH_RESOURCE_STORAGE_IMAGE:
        e->kind = OSH_WGPU_STORAGE_TEXTURE;
        e->view_dimension = view_dimension(r);
        e->format = r->wgsl_format;
        e->access = r->read && r->written ? "read-write" : r->written ? "write-only" : "read-only";
        if (!e->format)
            return fail(reason, rs, "storage image '%s' has format %s, which WebGPU lacks "
                        "(give it a [[vk::image_format]] WebGPU has)", name,
                        r->format ? r->format : "Unknown");
        if (!e->view_dimension || r->dim == OSH_DIM_CUBE)
            return fail(reason, rs, "storage image '%s': WebGPU has no such storage texture", name);
        return OSH_OK;
    case OSH_RESOURCE_COMBINED_IMAGE_SAMPLER:
        return fail(reason, rs, "'%s' is a combined image sampler: WebGPU binds textures and "
                    "samplers separately", name);
    case OSH_RESOURCE_INPUT_ATTACHMENT:
        /* WebGPU has no input attachments: the WGSL reads a texture at the
         * fragment's position, to which the host binds the attachment's
         * view (written by an earlier pass). Only loaded: any float format. */
        e->kind = OSH_WGPU_TEXTURE;
        e->view_dimension = "2d";
        e->multisampled = r->multisampled;
        e->sample_type = r->sampled_type == OSH_SCALAR_INT32    ? "sint"
                         : r->sampled_type == OSH_SCALAR_UINT32 ? "uint"
                                                                : "unfilterable-float";
        return OSH_OK;
    case OSH_RESOURCE_UNIFORM_TEXEL_BUFFER:
    case OSH_RESOURCE_STORAGE_TEXEL_BUFFER:
        return fail(reason, rs, "'%s' is a texel buffer (Buffer/RWBuffer): WebGPU has none", name);
    default:
        return fail(reason, rs, "'%s': unknown resource kind", name);
    }
}

static bool same_entry(const osh_wgpu_binding *a, const osh_wgpu_binding *b)
{
#define SAME_STR(f) ((a->f == b->f) || (a->f && b->f && !strcmp(a->f, b->f)))
    return a->kind == b->kind && SAME_STR(buffer_type) && SAME_STR(sampler_type) &&
           SAME_STR(sample_type) && SAME_STR(view_dimension) && SAME_STR(access) &&
           SAME_STR(format) && a->multisampled == b->multisampled &&
           a->is_push_constants == b->is_push_constants;
#undef SAME_STR
}

/* "float" and "unfilterable-float", in either order. */
static bool float_pair(const char *a, const char *b)
{
    return a && b && ((!strcmp(a, "float") && !strcmp(b, "unfilterable-float")) ||
                      (!strcmp(b, "float") && !strcmp(a, "unfilterable-float")));
}

/* Adds an entry, merging with the same resource at the same slot; NULL, or
 * the entry already there that conflicts. */
static const osh_wgpu_binding *add_entry(osh_wgpu_binding *out, size_t *n, const osh_wgpu_binding *e)
{
    for (size_t i = 0; i < *n; i++) {
        if (out[i].group != e->group || out[i].binding != e->binding)
            continue;
        /* One stage samples the texture, another only loads it: the layout
         * is the filterable one, which both can use. */
        osh_wgpu_binding f = *e;
        bool same_name = e->is_push_constants || !strcmp(out[i].name, e->name);
        if (same_name && f.kind == OSH_WGPU_TEXTURE && out[i].kind == OSH_WGPU_TEXTURE &&
            !f.multisampled && !out[i].multisampled &&
            float_pair(f.sample_type, out[i].sample_type))
            f.sample_type = out[i].sample_type = "float";
        /* The stages' push-constant blocks are one range, whatever their names. */
        if (!same_name || !same_entry(&out[i], &f))
            return &out[i];
        out[i].visibility |= e->visibility;
        out[i].entry_mask |= e->entry_mask;
        if (e->min_binding_size > out[i].min_binding_size)
            out[i].min_binding_size = e->min_binding_size;
        return NULL;
    }
    out[(*n)++] = *e;
    return NULL;
}

osh_status osh_wgpu_pipeline_layout(const osh_reflection *const *refl, size_t refl_count,
                                    osh_wgpu_binding *bindings, size_t capacity, size_t *count,
                                    const char **features, size_t feature_capacity,
                                    size_t *feature_count, char *reason, size_t reason_size)
{
    if (reason && reason_size)
        reason[0] = 0;
    if (count)
        *count = 0;
    if (feature_count)
        *feature_count = 0;
    if (!check_refl(refl, refl_count, reason, reason_size))
        return OSH_INVALID_ARGUMENT;

    /* Features first: they do not depend on the capacity. */
    size_t nf = 0;
    for (size_t k = 0; k < refl_count; k++)
        for (size_t i = 0; i < refl[k]->webgpu_feature_count; i++) {
            const char *f = refl[k]->webgpu_features[i];
            bool dup = false;
            for (size_t a = 0; a <= k && !dup; a++)
                for (size_t b = 0; b < (a == k ? i : refl[a]->webgpu_feature_count); b++)
                    if (!strcmp(refl[a]->webgpu_features[b], f))
                        dup = true;
            if (dup)
                continue;
            if (features && nf < feature_capacity)
                features[nf] = f;
            nf++;
        }
    if (feature_count)
        *feature_count = nf;

    Items it = {refl, refl_count};
    size_t n = 0;
    for (size_t k = 0; k < refl_count; k++) {
        if (!wgpu_visibility(refl[k]->stage))
            return fail(reason, reason_size, "WebGPU has no %s shaders", refl[k]->stage_name);
        for (size_t j = 0; j < refl[k]->resource_count; j++) {
            const osh_refl_resource *r = item_at(&it, k, j);
            if (!seen_before(&it, k, j, true)) /* a split array: one entry per element */
                n += r->wgsl_element_bindings && r->array_count ? r->array_count : 1;
        }
    }
    /* The push-constant uniform buffers: one slot unless the stages differ. */
    const osh_refl_push_constants *first_pc = NULL;
    for (size_t k = 0; k < refl_count; k++) {
        const osh_refl_push_constants *pc = refl[k]->push_constants;
        if (!pc)
            continue;
        if (!first_pc) {
            first_pc = pc;
            n++;
        } else if (pc->wgsl_group != first_pc->wgsl_group ||
                   pc->wgsl_binding != first_pc->wgsl_binding) {
            return fail(reason, reason_size,
                        "the stages put the push constants at different WGSL slots "
                        "(group %u binding %u and group %u binding %u): compile them from one source, "
                        "or pin the slot with -fwgsl-push-constant-binding",
                        first_pc->wgsl_group, first_pc->wgsl_binding, pc->wgsl_group,
                        pc->wgsl_binding);
        }
    }
    if (count)
        *count = n;
    if (nf > feature_capacity && features)
        return fail(reason, reason_size, "capacity: %zu features needed", nf);
    if (n > capacity || (n && !bindings))
        return fail(reason, reason_size, "capacity: %zu bindings needed", n);

    size_t out = 0;
    for (size_t k = 0; k < refl_count; k++) {
        for (size_t j = 0; j < refl[k]->resource_count; j++) {
            const osh_refl_resource *whole = item_at(&it, k, j);
            /* A fixed-size texture or sampler array is one entry per element
             * in WebGPU, at the element's own binding (wgsl_element_bindings). */
            uint32_t elems = whole->wgsl_element_bindings && whole->array_count ? whole->array_count : 1;
            for (uint32_t el = 0; el < elems; el++) {
                osh_refl_resource one = *whole;
                if (whole->wgsl_element_bindings && whole->array_count) {
                    one.array_count = 0;
                    one.wgsl_binding = whole->wgsl_element_bindings[el];
                    one.wgsl_element_bindings = NULL;
                }
                const osh_refl_resource *r = &one;
                osh_wgpu_binding e;
                osh_status st = wgpu_entry(r, refl[k]->stage, &e, reason, reason_size);
                if (st != OSH_OK)
                    return st;
                e.entry_mask = entry_bit(k);
                const osh_wgpu_binding *c = add_entry(bindings, &out, &e);
                if (c && strcmp(c->name, e.name))
                    return fail(reason, reason_size,
                                "group %u binding %u: '%s' (%s) and '%s' are different resources on "
                                "one WGSL slot", r->set, r->wgsl_binding, e.name,
                                refl[k]->name ? refl[k]->name : "?", c->name);
                if (c)
                    return fail(reason, reason_size,
                                "group %u binding %u: '%s' is bound differently in %s and in another "
                                "stage", r->set, r->wgsl_binding, e.name,
                                refl[k]->name ? refl[k]->name : "?");
            }
        }
        const osh_refl_push_constants *pc = refl[k]->push_constants;
        if (pc) {
            osh_wgpu_binding e;
            memset(&e, 0, sizeof e);
            e.group = pc->wgsl_group;
            e.binding = pc->wgsl_binding;
            e.visibility = wgpu_visibility(refl[k]->stage);
            e.kind = OSH_WGPU_BUFFER;
            e.buffer_type = "uniform";
            e.min_binding_size = pc->wgsl_size;
            e.is_push_constants = 1;
            e.name = pc->name ? pc->name : "?";
            e.entry_mask = entry_bit(k);
            const osh_wgpu_binding *c = add_entry(bindings, &out, &e);
            if (c)
                return fail(reason, reason_size,
                            "group %u binding %u: the push constants' slot is taken by '%s'",
                            e.group, e.binding, c->name);
        }
    }
    *count = out;
    for (size_t i = 1; i < out; i++) {
        osh_wgpu_binding t = bindings[i];
        size_t j = i;
        while (j > 0 && (bindings[j - 1].group > t.group ||
                         (bindings[j - 1].group == t.group && bindings[j - 1].binding > t.binding))) {
            bindings[j] = bindings[j - 1];
            j--;
        }
        bindings[j] = t;
    }
    return OSH_OK;
}

/* ---- specialization constants ---------------------------------------------- */

static const osh_spec_value *find_value(const osh_spec_value *v, size_t n, uint32_t id)
{
    const osh_spec_value *found = NULL;
    for (size_t i = 0; i < n; i++)
        if (v[i].id == id)
            found = &v[i]; /* the last one given wins */
    return found;
}

/* A specialization value in an integer type: the compiler's float -> integer
 * rule (clamped, NaN -> 0), so the host and a folded constant agree. */
static uint64_t to_int(double v, unsigned bits, bool is_signed)
{
    uint64_t u;
    conv_float_to_int(v, bits, is_signed, &u);
    return u;
}

/* float to IEEE half bits, rounding to nearest even. */
static uint16_t float_to_half(float f)
{
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000, e = (x >> 23) & 0xff, m = x & 0x7fffff;
    if (e == 0xff)
        return (uint16_t)(sign | 0x7c00 | (m ? 0x200 : 0));
    int he = (int)e - 127 + 15;
    if (he >= 31)
        return (uint16_t)(sign | 0x7c00);
    if (he <= 0) {
        if (he < -10)
            return (uint16_t)sign;
        m |= 0x800000;
        uint32_t shift = (uint32_t)(14 - he);
        uint32_t h = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (h & 1)))
            h++;
        return (uint16_t)(sign | h);
    }
    uint32_t h = ((uint32_t)he << 10) | (m >> 13), rem = m & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
        h++;
    return (uint16_t)(sign | h);
}

/* The bytes of one constant's value in its type; returns the size. */
static size_t spec_bytes(osh_scalar type, double v, uint8_t out[8])
{
    switch (type) {
    case OSH_SCALAR_BOOL: { uint32_t b = v != 0; memcpy(out, &b, 4); return 4; }
    case OSH_SCALAR_INT16: { int16_t x = (int16_t)to_int(v, 16, true); memcpy(out, &x, 2); return 2; }
    case OSH_SCALAR_UINT16: { uint16_t x = (uint16_t)to_int(v, 16, false); memcpy(out, &x, 2); return 2; }
    case OSH_SCALAR_INT32: { int32_t x = (int32_t)to_int(v, 32, true); memcpy(out, &x, 4); return 4; }
    case OSH_SCALAR_UINT32: { uint32_t x = (uint32_t)to_int(v, 32, false); memcpy(out, &x, 4); return 4; }
    case OSH_SCALAR_INT64: { int64_t x = (int64_t)to_int(v, 64, true); memcpy(out, &x, 8); return 8; }
    case OSH_SCALAR_UINT64: { uint64_t x = (uint64_t)to_int(v, 64, false); memcpy(out, &x, 8); return 8; }
    case OSH_SCALAR_FLOAT16: { uint16_t x = float_to_half((float)v); memcpy(out, &x, 2); return 2; }
    case OSH_SCALAR_FLOAT64: memcpy(out, &v, 8); return 8;
    default: { float x = (float)v; memcpy(out, &x, 4); return 4; }
    }
}

osh_status osh_vk_specialization(const osh_reflection *refl, const osh_spec_value *values,
                                 size_t value_count, osh_vk_spec_entry *entries,
                                 size_t entry_capacity, size_t *entry_count, void *data,
                                 size_t data_capacity, size_t *data_size)
{
    if (entry_count)
        *entry_count = 0;
    if (data_size)
        *data_size = 0;
    if (!refl || (value_count && !values))
        return OSH_INVALID_ARGUMENT;
    size_t ne = 0, nd = 0;
    bool room = true;
    for (size_t i = 0; i < refl->spec_constant_count; i++) {
        const osh_refl_spec_constant *s = &refl->spec_constants[i];
        const osh_spec_value *v = find_value(values, value_count, s->id);
        if (!v)
            continue;
        uint8_t bytes[8];
        size_t size = spec_bytes(s->type, v->value, bytes);
        /* Every constant starts on a 4-byte boundary (8 for 64-bit ones). */
        size_t align = size == 8 ? 8 : 4;
        nd = (nd + align - 1) / align * align;
        if (ne < entry_capacity && entries && nd + size <= data_capacity && data) {
            entries[ne] = (osh_vk_spec_entry){s->id, (uint32_t)nd, size};
            memcpy((uint8_t *)data + nd, bytes, size);
        } else {
            room = false;
        }
        ne++;
        nd += size;
    }
    if (entry_count)
        *entry_count = ne;
    if (data_size)
        *data_size = nd;
    return room ? OSH_OK : OSH_INVALID_ARGUMENT;
}

osh_status osh_wgpu_constants(const osh_reflection *refl, const osh_spec_value *values,
                              size_t value_count, osh_wgpu_constant *constants, size_t capacity,
                              size_t *count)
{
    if (count)
        *count = 0;
    if (!refl || (value_count && !values))
        return OSH_INVALID_ARGUMENT;
    size_t n = 0;
    for (size_t i = 0; i < refl->spec_constant_count; i++) {
        const osh_refl_spec_constant *s = &refl->spec_constants[i];
        const osh_spec_value *v = find_value(values, value_count, s->id);
        if (!v)
            continue;
        if (constants && n < capacity) {
            osh_wgpu_constant *c = &constants[n];
            snprintf(c->key, sizeof c->key, "%u", s->id);
            /* The value the shader will see, as a double. */
            uint8_t b[8];
            spec_bytes(s->type, v->value, b);
            switch (s->type) {
            case OSH_SCALAR_BOOL: c->value = v->value != 0; break;
            case OSH_SCALAR_INT32: { int32_t x; memcpy(&x, b, 4); c->value = x; break; }
            case OSH_SCALAR_UINT32: { uint32_t x; memcpy(&x, b, 4); c->value = x; break; }
            case OSH_SCALAR_FLOAT32: { float x; memcpy(&x, b, 4); c->value = x; break; }
            default: c->value = v->value; break;
            }
        }
        n++;
    }
    if (count)
        *count = n;
    return n <= capacity ? OSH_OK : OSH_INVALID_ARGUMENT;
}
