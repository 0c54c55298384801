/*
 * vkrender: draws once with SPIR-V graphics shaders on a Vulkan device
 * (lavapipe in the test suite), with the Khronos validation layer on (plus
 * synchronization validation), reads the render targets back and compares
 * pixels with expected values. The graphics twin of vkrun.c; dawnrender.mjs
 * reads the same spec for WGSL.
 *
 * Usage: vkrender [options] SPEC.txt
 *   --no-validation   do not enable VK_LAYER_KHRONOS_validation
 *   --dump            print every pixel of every target (and depth)
 *   -v                print the device used and the time taken
 *   VKRUN_TIMEOUT_MS  (environment) how long to wait for the draw (60000)
 *
 * Exit status (as vkrun): 0 pass; 1 a pixel differs; 2 usage, file or spec
 * error; 3 no usable Vulkan (loader, layer, device, API 1.2, feature: e.g.
 * a stage declares RuntimeDescriptorArray or SampledImageArrayNonUniform-
 * Indexing and the device lacks the Vulkan 1.2 descriptor-indexing feature;
 * every core feature the device has is enabled);
 * 4 a validation/loader message of warning or error severity (takes
 * precedence over 1); 5 a Vulkan call failed or the draw timed out.
 *
 * SPEC format (shared with dawnrender.mjs). One directive a line; blank lines
 * and lines starting with '#' are ignored; tokens are separated by blanks.
 *
 *   stage STAGE FILE ENTRY     a shader: STAGE is vert, frag, geom, tesc,
 *                              tese, task or mesh (dawnrender: vert and frag
 *                              only); FILE is
 *                              relative to the spec's folder (vkrender reads
 *                              SPIR-V, dawnrender WGSL). vert is required.
 *   size W H                   render area and size of every target (8 8;
 *                              1..4096)
 *   topology T                 point-list, line-list, line-strip,
 *                              triangle-list (default), triangle-strip,
 *                              patch-list
 *   patch_control_points N     control points per patch (patch-list)
 *   draw V [I [FV [FI]]]       vertices, instances (1), first vertex (0),
 *                              first instance (0); default: draw 3
 *   draw_mesh X Y Z            the task (or mesh) workgroups of a mesh
 *                              pipeline (stages task and mesh instead of
 *                              vert; VK_EXT_mesh_shader)
 *   samples N                  1 (default) or 4; targets are resolved before
 *                              they are read (float/unorm formats only)
 *   cull none|front|back       (none)
 *   front_face ccw|cw          (ccw: counter-clockwise in clip space with
 *                              y up, as WebGPU's frontFace)
 *   flip_y 0|1                 1 (default): the viewport has a negative
 *                              height, so clip-space y = +1 is row 0, as in
 *                              D3D and WebGPU (and ccw means what WebGPU
 *                              means); 0: Vulkan's own convention
 *   target INDEX FORMAT        color attachment at location INDEX (0..7);
 *                              FORMAT: rgba8unorm rgba32float r32float
 *                              r32uint r32sint rgba32uint rgba32sint
 *   clear V...                 clear color of the last target (one value per
 *                              component; default 0)
 *   depth d32 COMPARE WRITE CLEAR
 *                              a D32_SFLOAT depth attachment: COMPARE is
 *                              never less equal less-equal greater not-equal
 *                              greater-equal always; WRITE 0|1; CLEAR value
 *   vertex_buffer BINDING STRIDE vertex|instance
 *                              a vertex buffer (contents: data lines)
 *   attribute LOCATION BINDING FORMAT OFFSET
 *                              FORMAT: f32 f32x2 f32x3 f32x4 u32..u32x4
 *                              i32..i32x4
 *   uniform SET BINDING        a uniform buffer (contents: data lines;
 *                              rounded up to 16 bytes)
 *   storage SET BINDING        a storage buffer (contents: data lines)
 *   texture SET BINDING FORMAT W H
 *                              a sampled 2D image (contents: data lines,
 *                              row-major, one value per component; for
 *                              rgba8unorm each value is a byte 0..255);
 *                              FORMAT: rgba8unorm rgba32float r32float d32
 *   sampler SET BINDING FILTER [ADDRESS [COMPARE]]
 *                              FILTER nearest|linear; ADDRESS clamp (default)
 *                              |repeat|mirror; COMPARE as for depth, or
 *                              none (a comparison sampler when given)
 *   BINDING may be written B[K] (uniform, storage, texture, sampler): element
 *                              K of a descriptor array at binding B
 *                              (Texture2D t[4], or the unbounded t[]),
 *                              written with dstArrayElement K. Every element
 *                              0..N-1 of an array must be given, all of one
 *                              kind; B is B[0]. Up to 256 resources in all
 *   data TYPE V...             appends values (TYPE u32, i32, f32; 4 bytes
 *                              each, except in rgba8unorm textures) to the
 *                              last vertex_buffer, uniform, storage or
 *                              texture
 *   push TYPE V...             appends 4-byte values to the push constants
 *                              (all graphics stages, offset 0)
 *   push_binding SET BINDING   WGSL only (dawnrender binds push data there
 *                              as a uniform buffer); ignored here
 *   layout SET BINDING TYPE COUNT STAGES FLAGS NAME
 *   push_range SIZE STAGES     the pipeline layout the host helpers make of
 *                              the stages' reflections (as in vkrun.c): with
 *                              layout lines the set layouts and the push
 *                              range are these, a resource at a binding the
 *                              layout types otherwise, or at an element
 *                              beyond its COUNT, is a mismatch (exit 1) and
 *                              one the layout lacks is left unbound (no
 *                              stage uses it). COUNT 0 is an unbounded array
 *                              (T t[]): its binding gets as many descriptors
 *                              as the spec gives elements. Without layout
 *                              lines a binding has as many as its elements
 *   expect T X Y V...          expected value of pixel (X, Y) of target T
 *                              (its INDEX, or 'depth'): one value per
 *                              component (unorm as a float 0..1)
 *   tolerance T TOL            absolute tolerance for target T (default:
 *                              1/255 for rgba8unorm, 0 otherwise; an integer
 *                              target must be exact)
 *
 * Values: as vkrun (decimal or 0x integers, floats, nan, inf,
 * raw:0xHHHHHHHH). An expected float NaN matches any NaN.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <vulkan/vulkan.h>

#include "vk_common.h"

enum { MAX_TARGETS = 8, MAX_VBUFS = 16, MAX_ATTRS = 16, MAX_RES = 256, MAX_PUSH_WORDS = 64, NSTAGES = 7 };
enum kind { K_UNORM, K_FLOAT, K_UINT, K_SINT, K_DEPTH };

/* Image formats: spec name, Vulkan format, components, bytes a component,
 * kind, allowed as a target, allowed as a texture. */
#define IMAGE_FORMATS(X)                                                        \
    X("rgba8unorm", VK_FORMAT_R8G8B8A8_UNORM, 4, 1, K_UNORM, 1, 1)              \
    X("rgba32float", VK_FORMAT_R32G32B32A32_SFLOAT, 4, 4, K_FLOAT, 1, 1)        \
    X("r32float", VK_FORMAT_R32_SFLOAT, 1, 4, K_FLOAT, 1, 1)                    \
    X("r32uint", VK_FORMAT_R32_UINT, 1, 4, K_UINT, 1, 0)                        \
    X("r32sint", VK_FORMAT_R32_SINT, 1, 4, K_SINT, 1, 0)                        \
    X("rgba32uint", VK_FORMAT_R32G32B32A32_UINT, 4, 4, K_UINT, 1, 0)            \
    X("rgba32sint", VK_FORMAT_R32G32B32A32_SINT, 4, 4, K_SINT, 1, 0)            \
    X("d32", VK_FORMAT_D32_SFLOAT, 1, 4, K_DEPTH, 0, 1)

typedef struct {
    const char *name;
    VkFormat vk;
    uint32_t ncomp, compbytes;
    enum kind kind;
    int target_ok, texture_ok;
} image_format;

static const image_format IMAGE_FORMAT_TABLE[] = {
#define X(n, f, c, b, k, t, x) {n, f, c, b, k, t, x},
    IMAGE_FORMATS(X)
#undef X
};

/* Vertex attribute formats. */
#define ATTR_FORMATS(X)                                                                          \
    X("f32", VK_FORMAT_R32_SFLOAT) X("f32x2", VK_FORMAT_R32G32_SFLOAT)                           \
    X("f32x3", VK_FORMAT_R32G32B32_SFLOAT) X("f32x4", VK_FORMAT_R32G32B32A32_SFLOAT)             \
    X("u32", VK_FORMAT_R32_UINT) X("u32x2", VK_FORMAT_R32G32_UINT)                               \
    X("u32x3", VK_FORMAT_R32G32B32_UINT) X("u32x4", VK_FORMAT_R32G32B32A32_UINT)                 \
    X("i32", VK_FORMAT_R32_SINT) X("i32x2", VK_FORMAT_R32G32_SINT)                               \
    X("i32x3", VK_FORMAT_R32G32B32_SINT) X("i32x4", VK_FORMAT_R32G32B32A32_SINT)

static const struct {
    const char *name;
    VkFormat vk;
} ATTR_FORMAT_TABLE[] = {
#define X(n, f) {n, f},
    ATTR_FORMATS(X)
#undef X
};

static const struct {
    const char *name;
    VkCompareOp op;
} COMPARE_TABLE[] = {
    {"never", VK_COMPARE_OP_NEVER},     {"less", VK_COMPARE_OP_LESS},
    {"equal", VK_COMPARE_OP_EQUAL},     {"less-equal", VK_COMPARE_OP_LESS_OR_EQUAL},
    {"greater", VK_COMPARE_OP_GREATER}, {"not-equal", VK_COMPARE_OP_NOT_EQUAL},
    {"greater-equal", VK_COMPARE_OP_GREATER_OR_EQUAL}, {"always", VK_COMPARE_OP_ALWAYS},
};

static const struct {
    const char *name;
    VkPrimitiveTopology vk;
} TOPOLOGY_TABLE[] = {
    {"point-list", VK_PRIMITIVE_TOPOLOGY_POINT_LIST},       {"line-list", VK_PRIMITIVE_TOPOLOGY_LINE_LIST},
    {"line-strip", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP},       {"triangle-list", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST},
    {"triangle-strip", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP}, {"patch-list", VK_PRIMITIVE_TOPOLOGY_PATCH_LIST},
};

static const struct {
    const char *name;
    VkShaderStageFlagBits bit;
} STAGE_TABLE[NSTAGES] = {
    {"vert", VK_SHADER_STAGE_VERTEX_BIT},
    {"tesc", VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT},
    {"tese", VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT},
    {"geom", VK_SHADER_STAGE_GEOMETRY_BIT},
    {"frag", VK_SHADER_STAGE_FRAGMENT_BIT},
    {"task", VK_SHADER_STAGE_TASK_BIT_EXT}, /* VK_EXT_mesh_shader */
    {"mesh", VK_SHADER_STAGE_MESH_BIT_EXT},
};

typedef struct {
    uint32_t *v;
    uint32_t n, cap;
} words;

typedef struct {
    uint32_t x, y;
    uint32_t bits[4];
} expect_px;

typedef struct {
    int present;
    const image_format *fmt;
    uint32_t clear[4];
    double tol;
    int tol_given;
    expect_px *ex;
    uint32_t nex, exdcap;
    /* Vulkan objects */
    VkImage img, resolve;
    VkDeviceMemory img_mem, resolve_mem;
    VkImageView view, resolve_view;
    VkBuffer rb;
    VkDeviceMemory rb_mem;
    void *rb_map;
} target;

/* R_INPUT: an input attachment (SubpassInput), a texture the render pass
 * also lists as the subpass's input attachment `input_index`. */
enum res_kind { R_UNIFORM, R_STORAGE, R_TEXTURE, R_SAMPLER, R_INPUT, R_KINDS };

typedef struct {
    enum res_kind kind;
    uint32_t set, binding;
    uint32_t index;          /* the element of a descriptor array (BINDING[K]) */
    words data;
    const image_format *fmt; /* texture */
    uint32_t w, h;
    uint32_t input_index;    /* input attachment */
    VkFilter filter; /* sampler */
    VkSamplerAddressMode address;
    int compare;
    VkCompareOp compare_op;
    VkBuffer buf;
    VkDeviceMemory mem;
    VkImage img;
    VkImageView view;
    VkSampler sampler;
    int unbound;             /* not in the layout lines: no stage uses it */
} resource;

typedef struct {
    uint32_t binding, stride;
    int instance;
    words data;
    VkBuffer buf;
    VkDeviceMemory mem;
} vbuf;

typedef struct {
    char spec_dir[1024];
    char stage_file[NSTAGES][1024];
    char stage_entry[NSTAGES][256];
    int has_stage[NSTAGES];
    uint32_t w, h;
    VkPrimitiveTopology topology;
    uint32_t patch_cp;
    uint32_t vcount, icount, first_v, first_i;
    uint32_t mesh_groups[3]; /* draw_mesh: vkCmdDrawMeshTasksEXT */
    uint32_t samples;
    VkCullModeFlags cull;
    VkFrontFace front_ccw;
    int flip_y;
    target targets[MAX_TARGETS];
    target depth;
    VkCompareOp depth_op;
    int depth_write;
    vbuf vbufs[MAX_VBUFS];
    uint32_t nvbufs;
    VkVertexInputAttributeDescription attrs[MAX_ATTRS];
    uint32_t nattrs;
    resource res[MAX_RES];
    uint32_t nres;
    uint32_t push[MAX_PUSH_WORDS];
    uint32_t npush;
    vkc_layout layout[MAX_RES];
    uint32_t nlayout, push_range, push_stages;
    words *last_data;
    int last_data_bytes; /* last data goes to an rgba8unorm texture */
} spec;

/* ---------------------------------------------------------------- spec parsing */

static enum elem_type kind_vtype(enum kind k) {
    return k == K_UINT ? T_U32 : k == K_SINT ? T_I32 : T_F32;
}

static void words_push(words *w, uint32_t v) {
    if (w->n == w->cap) {
        w->cap = w->cap ? w->cap * 2 : 64;
        w->v = realloc(w->v, w->cap * sizeof *w->v);
        if (!w->v) die(EXIT_USAGE, "out of memory");
    }
    w->v[w->n++] = v;
}

static const image_format *find_format(const char *name) {
    for (size_t i = 0; i < sizeof IMAGE_FORMAT_TABLE / sizeof *IMAGE_FORMAT_TABLE; i++)
        if (!strcmp(IMAGE_FORMAT_TABLE[i].name, name)) return &IMAGE_FORMAT_TABLE[i];
    spec_error("unknown image format '%s'", name);
    return NULL;
}

static VkCompareOp find_compare(const char *name) {
    for (size_t i = 0; i < sizeof COMPARE_TABLE / sizeof *COMPARE_TABLE; i++)
        if (!strcmp(COMPARE_TABLE[i].name, name)) return COMPARE_TABLE[i].op;
    spec_error("unknown compare function '%s'", name);
    return VK_COMPARE_OP_NEVER;
}

static target *target_ref(spec *s, const char *t) {
    if (!strcmp(t, "depth")) {
        if (!s->depth.present) spec_error("no depth attachment declared");
        return &s->depth;
    }
    uint32_t i = vkc_parse_u32(t, "target index");
    if (i >= MAX_TARGETS || !s->targets[i].present) spec_error("target %s is not declared", t);
    return &s->targets[i];
}

/* BINDING is "B" or "B[K]" (element K of a descriptor array at B). */
static resource *new_resource(spec *s, enum res_kind kind, const char *set, char *binding) {
    if (s->nres == MAX_RES) spec_error("more than %d resources", MAX_RES);
    resource *r = &s->res[s->nres++];
    memset(r, 0, sizeof *r);
    r->kind = kind;
    r->set = vkc_parse_u32(set, "set");
    if (kind == R_INPUT && strchr(binding, '[')) spec_error("an input attachment is not an array element");
    vkc_parse_binding(binding, MAX_RES, &r->binding, &r->index);
    if (r->set > 7) spec_error("set must be below 8");
    for (uint32_t i = 0; i + 1 < s->nres; i++)
        if (s->res[i].set == r->set && s->res[i].binding == r->binding && s->res[i].index == r->index)
            spec_error("set %u binding %u[%u] given twice", r->set, r->binding, r->index);
    return r;
}

/* The descriptors the spec gives at (set, binding): the elements of an array. */
static uint32_t elements_at(const spec *s, uint32_t set, uint32_t binding) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->nres; i++) n += s->res[i].set == set && s->res[i].binding == binding;
    return n;
}

static void parse_spec(spec *s, const char *path) {
    vkc_spec_path = path;
    FILE *f = fopen(path, "r");
    if (!f) die(EXIT_USAGE, "cannot open spec %s: %s", path, strerror(errno));
    const char *slash = strrchr(path, '/');
    if (slash && (size_t)(slash - path) < sizeof s->spec_dir) {
        memcpy(s->spec_dir, path, (size_t)(slash - path));
        s->spec_dir[slash - path] = 0;
    } else {
        strcpy(s->spec_dir, ".");
    }
    s->w = s->h = 8;
    s->topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
    s->vcount = 3;
    s->icount = 1;
    s->samples = 1;
    s->cull = VK_CULL_MODE_NONE;
    s->front_ccw = VK_FRONT_FACE_COUNTER_CLOCKWISE;
    s->flip_y = 1;
    vkc_lines lines = {0};
    int n;
    while ((n = vkc_next_directive(f, &lines))) {
        char **tok = lines.tok;
        const char *d = tok[0];
        if (!strcmp(d, "stage")) {
            if (n != 4) spec_error("usage: stage vert|tesc|tese|geom|frag FILE ENTRY");
            int k = -1;
            for (int i = 0; i < NSTAGES; i++)
                if (!strcmp(tok[1], STAGE_TABLE[i].name)) k = i;
            if (k < 0) spec_error("unknown stage '%s'", tok[1]);
            if (s->has_stage[k]) spec_error("stage %s given twice", tok[1]);
            char file[1024];
            int len = tok[2][0] == '/' ? snprintf(file, sizeof file, "%s", tok[2])
                                       : snprintf(file, sizeof file, "%s/%s", s->spec_dir, tok[2]);
            if (len < 0 || (size_t)len >= sizeof file || strlen(tok[3]) >= sizeof s->stage_entry[k])
                spec_error("path or entry name too long");
            memcpy(s->stage_file[k], file, (size_t)len + 1);
            strcpy(s->stage_entry[k], tok[3]);
            s->has_stage[k] = 1;
        } else if (!strcmp(d, "size")) {
            if (n != 3) spec_error("usage: size W H");
            s->w = vkc_parse_u32(tok[1], "width");
            s->h = vkc_parse_u32(tok[2], "height");
            if (!s->w || !s->h || s->w > 4096 || s->h > 4096) spec_error("size must be 1..4096");
        } else if (!strcmp(d, "topology")) {
            int k = -1;
            for (size_t i = 0; n == 2 && i < sizeof TOPOLOGY_TABLE / sizeof *TOPOLOGY_TABLE; i++)
                if (!strcmp(tok[1], TOPOLOGY_TABLE[i].name)) k = (int)i;
            if (k < 0) spec_error("usage: topology point-list|line-list|line-strip|triangle-list|triangle-strip|patch-list");
            s->topology = TOPOLOGY_TABLE[k].vk;
        } else if (!strcmp(d, "patch_control_points")) {
            if (n != 2) spec_error("usage: patch_control_points N");
            s->patch_cp = vkc_parse_u32(tok[1], "control point count");
            if (!s->patch_cp || s->patch_cp > 32) spec_error("patch_control_points must be 1..32");
        } else if (!strcmp(d, "draw")) {
            if (n < 2 || n > 5) spec_error("usage: draw VERTICES [INSTANCES [FIRST_VERTEX [FIRST_INSTANCE]]]");
            s->vcount = vkc_parse_u32(tok[1], "vertex count");
            if (n > 2) s->icount = vkc_parse_u32(tok[2], "instance count");
            if (n > 3) s->first_v = vkc_parse_u32(tok[3], "first vertex");
            if (n > 4) s->first_i = vkc_parse_u32(tok[4], "first instance");
        } else if (!strcmp(d, "draw_mesh")) {
            if (n != 4) spec_error("usage: draw_mesh X Y Z");
            for (int k = 0; k < 3; k++) s->mesh_groups[k] = vkc_parse_u32(tok[k + 1], "mesh group count");
        } else if (!strcmp(d, "samples")) {
            if (n != 2) spec_error("usage: samples 1|4");
            s->samples = vkc_parse_u32(tok[1], "sample count");
            if (s->samples != 1 && s->samples != 4) spec_error("samples must be 1 or 4");
        } else if (!strcmp(d, "cull")) {
            if (n != 2) spec_error("usage: cull none|front|back");
            if (!strcmp(tok[1], "none")) s->cull = VK_CULL_MODE_NONE;
            else if (!strcmp(tok[1], "front")) s->cull = VK_CULL_MODE_FRONT_BIT;
            else if (!strcmp(tok[1], "back")) s->cull = VK_CULL_MODE_BACK_BIT;
            else spec_error("usage: cull none|front|back");
        } else if (!strcmp(d, "front_face")) {
            if (n != 2 || (strcmp(tok[1], "ccw") && strcmp(tok[1], "cw"))) spec_error("usage: front_face ccw|cw");
            s->front_ccw = !strcmp(tok[1], "ccw") ? VK_FRONT_FACE_COUNTER_CLOCKWISE : VK_FRONT_FACE_CLOCKWISE;
        } else if (!strcmp(d, "flip_y")) {
            if (n != 2 || (strcmp(tok[1], "0") && strcmp(tok[1], "1"))) spec_error("usage: flip_y 0|1");
            s->flip_y = tok[1][0] == '1';
        } else if (!strcmp(d, "target")) {
            if (n != 3) spec_error("usage: target INDEX FORMAT");
            uint32_t i = vkc_parse_u32(tok[1], "target index");
            if (i >= MAX_TARGETS) spec_error("target index must be 0..7");
            target *t = &s->targets[i];
            if (t->present) spec_error("target %u given twice", i);
            t->present = 1;
            t->fmt = find_format(tok[2]);
            if (!t->fmt->target_ok) spec_error("%s cannot be a color target", tok[2]);
        } else if (!strcmp(d, "clear")) {
            target *t = NULL;
            for (int i = MAX_TARGETS - 1; i >= 0 && !t; i--)
                if (s->targets[i].present) t = &s->targets[i];
            if (!t || (uint32_t)(n - 1) != t->fmt->ncomp) spec_error("usage (after a target): clear V (one per component)");
            for (int i = 1; i < n; i++) t->clear[i - 1] = vkc_parse_value(tok[i], kind_vtype(t->fmt->kind));
        } else if (!strcmp(d, "depth")) {
            if (n != 5 || strcmp(tok[1], "d32")) spec_error("usage: depth d32 COMPARE WRITE(0|1) CLEAR");
            if (s->depth.present) spec_error("depth given twice");
            s->depth.present = 1;
            s->depth.fmt = find_format("d32");
            s->depth_op = find_compare(tok[2]);
            s->depth_write = vkc_parse_u32(tok[3], "depth write flag") != 0;
            s->depth.clear[0] = vkc_parse_value(tok[4], T_F32);
        } else if (!strcmp(d, "vertex_buffer")) {
            if (n != 4 || (strcmp(tok[3], "vertex") && strcmp(tok[3], "instance")))
                spec_error("usage: vertex_buffer BINDING STRIDE vertex|instance");
            if (s->nvbufs == MAX_VBUFS) spec_error("too many vertex buffers");
            vbuf *b = &s->vbufs[s->nvbufs++];
            b->binding = vkc_parse_u32(tok[1], "binding");
            b->stride = vkc_parse_u32(tok[2], "stride");
            b->instance = !strcmp(tok[3], "instance");
            for (uint32_t i = 0; i + 1 < s->nvbufs; i++)
                if (s->vbufs[i].binding == b->binding) spec_error("vertex buffer binding %u given twice", b->binding);
            s->last_data = &b->data;
            s->last_data_bytes = 0;
        } else if (!strcmp(d, "attribute")) {
            if (n != 5) spec_error("usage: attribute LOCATION BINDING FORMAT OFFSET");
            if (s->nattrs == MAX_ATTRS) spec_error("too many attributes");
            VkVertexInputAttributeDescription *a = &s->attrs[s->nattrs++];
            a->location = vkc_parse_u32(tok[1], "location");
            a->binding = vkc_parse_u32(tok[2], "binding");
            a->format = VK_FORMAT_UNDEFINED;
            for (size_t i = 0; i < sizeof ATTR_FORMAT_TABLE / sizeof *ATTR_FORMAT_TABLE; i++)
                if (!strcmp(tok[3], ATTR_FORMAT_TABLE[i].name)) a->format = ATTR_FORMAT_TABLE[i].vk;
            if (a->format == VK_FORMAT_UNDEFINED) spec_error("unknown attribute format '%s'", tok[3]);
            a->offset = vkc_parse_u32(tok[4], "offset");
        } else if (!strcmp(d, "uniform") || !strcmp(d, "storage")) {
            if (n != 3) spec_error("usage: %s SET BINDING", d);
            resource *r = new_resource(s, d[0] == 'u' ? R_UNIFORM : R_STORAGE, tok[1], tok[2]);
            s->last_data = &r->data;
            s->last_data_bytes = 0;
        } else if (!strcmp(d, "texture") || !strcmp(d, "input")) {
            int in = d[0] == 'i', o = in; /* input SET BINDING INDEX FORMAT W H */
            if (n != 6 + in) spec_error(in ? "usage: input SET BINDING INDEX FORMAT W H" : "usage: texture SET BINDING FORMAT W H");
            resource *r = new_resource(s, in ? R_INPUT : R_TEXTURE, tok[1], tok[2]);
            if (in) r->input_index = vkc_parse_u32(tok[3], "input attachment index");
            r->fmt = find_format(tok[3 + o]);
            if (!r->fmt->texture_ok || (in && r->fmt->kind == K_DEPTH)) spec_error("%s cannot be a texture here", tok[3 + o]);
            r->w = vkc_parse_u32(tok[4 + o], "width");
            r->h = vkc_parse_u32(tok[5 + o], "height");
            if (!r->w || !r->h || r->w > 4096 || r->h > 4096) spec_error("texture size must be 1..4096");
            s->last_data = &r->data;
            s->last_data_bytes = r->fmt->compbytes == 1;
        } else if (!strcmp(d, "sampler")) {
            if (n < 4 || n > 6) spec_error("usage: sampler SET BINDING nearest|linear [clamp|repeat|mirror [COMPARE|none]]");
            resource *r = new_resource(s, R_SAMPLER, tok[1], tok[2]);
            if (!strcmp(tok[3], "nearest")) r->filter = VK_FILTER_NEAREST;
            else if (!strcmp(tok[3], "linear")) r->filter = VK_FILTER_LINEAR;
            else spec_error("sampler filter must be nearest or linear");
            r->address = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
            if (n > 4) {
                if (!strcmp(tok[4], "repeat")) r->address = VK_SAMPLER_ADDRESS_MODE_REPEAT;
                else if (!strcmp(tok[4], "mirror")) r->address = VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT;
                else if (strcmp(tok[4], "clamp")) spec_error("sampler address must be clamp, repeat or mirror");
            }
            if (n > 5 && strcmp(tok[5], "none")) {
                r->compare = 1;
                r->compare_op = find_compare(tok[5]);
            }
        } else if (!strcmp(d, "data")) {
            if (n < 2 || !s->last_data) spec_error("usage (after vertex_buffer, uniform, storage or texture): data TYPE V...");
            enum elem_type ty = vkc_parse_type(tok[1], 0);
            for (int i = 2; i < n; i++) {
                uint32_t v = vkc_parse_value(tok[i], ty);
                if (s->last_data_bytes && (ty == T_F32 || v > 255))
                    spec_error("rgba8unorm texel components are integers 0..255");
                words_push(s->last_data, v);
            }
        } else if (!strcmp(d, "push")) {
            if (n < 3) spec_error("usage: push TYPE V...");
            enum elem_type ty = vkc_parse_type(tok[1], 0);
            for (int i = 2; i < n; i++) {
                if (s->npush == MAX_PUSH_WORDS) spec_error("more than %d push-constant words", MAX_PUSH_WORDS);
                s->push[s->npush++] = vkc_parse_value(tok[i], ty);
            }
        } else if (!strcmp(d, "push_binding")) {
            if (n != 3) spec_error("usage: push_binding SET BINDING");
        } else if (!strcmp(d, "layout")) {
            if (s->nlayout == MAX_RES) spec_error("more than %d layout bindings", MAX_RES);
            vkc_layout *l = &s->layout[s->nlayout++];
            vkc_parse_layout(tok, n, l);
            if (l->set >= 8 || l->type > VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT || l->count > MAX_RES)
                spec_error("layout: set below 8, a core descriptor type, at most %d descriptors", MAX_RES);
        } else if (!strcmp(d, "push_range")) {
            vkc_parse_push_range(tok, n, &s->push_range, &s->push_stages);
        } else if (!strcmp(d, "wgpu_layout")) {
            /* dawnrender's (the WebGPU layout) */
        } else if (!strcmp(d, "expect")) {
            if (n < 5) spec_error("usage: expect TARGET X Y V...");
            target *t = target_ref(s, tok[1]);
            if ((uint32_t)(n - 4) != t->fmt->ncomp) spec_error("%s has %u component(s), %d value(s) given", tok[1], t->fmt->ncomp, n - 4);
            if (t->nex == t->exdcap) {
                t->exdcap = t->exdcap ? t->exdcap * 2 : 64;
                t->ex = realloc(t->ex, t->exdcap * sizeof *t->ex);
                if (!t->ex) die(EXIT_USAGE, "out of memory");
            }
            expect_px *e = &t->ex[t->nex++];
            memset(e, 0, sizeof *e);
            e->x = vkc_parse_u32(tok[2], "x");
            e->y = vkc_parse_u32(tok[3], "y");
            if (e->x >= s->w || e->y >= s->h) spec_error("pixel (%u, %u) outside the %ux%u target (give size first)", e->x, e->y, s->w, s->h);
            for (int i = 4; i < n; i++) e->bits[i - 4] = vkc_parse_value(tok[i], kind_vtype(t->fmt->kind));
        } else if (!strcmp(d, "tolerance")) {
            if (n != 3) spec_error("usage: tolerance TARGET T");
            target *t = target_ref(s, tok[1]);
            t->tol = vkc_parse_tolerance(tok[2]);
            if ((t->fmt->kind == K_UINT || t->fmt->kind == K_SINT) && t->tol > 0)
                spec_error("tolerance on an integer target");
            t->tol_given = 1;
        } else {
            spec_error("unknown directive '%s'", d);
        }
    }
    fclose(f);
    vkc_spec_line = 0;
    int mesh = s->has_stage[6];
    if (s->has_stage[0] == mesh) spec_error(mesh ? "'stage vert' and 'stage mesh' exclude each other" : "no 'stage vert'");
    if (s->has_stage[5] && !mesh) spec_error("'stage task' needs 'stage mesh'");
    if (mesh != (s->mesh_groups[0] != 0)) spec_error("a mesh pipeline is drawn with 'draw_mesh X Y Z' (and only it)");
    int tess = s->has_stage[1] + s->has_stage[2];
    if (tess == 1) spec_error("tesc and tese go together");
    if (tess && (s->topology != VK_PRIMITIVE_TOPOLOGY_PATCH_LIST || !s->patch_cp))
        spec_error("tessellation needs 'topology patch-list' and 'patch_control_points N'");
    if (!tess && s->topology == VK_PRIMITIVE_TOPOLOGY_PATCH_LIST) spec_error("patch-list needs tesc and tese stages");
    for (int i = 0; i < MAX_TARGETS; i++) {
        target *t = &s->targets[i];
        if (!t->present) continue;
        if (!t->tol_given && t->fmt->kind == K_UNORM) t->tol = 1.0 / 255.0 + 1e-6;
        if (s->samples > 1 && (t->fmt->kind == K_UINT || t->fmt->kind == K_SINT))
            spec_error("target %d: integer targets cannot be multisampled (no resolve)", i);
    }
    if (s->depth.present && s->samples > 1 && s->depth.nex) spec_error("depth cannot be read back when multisampled");
    for (uint32_t i = 0; i < s->nres; i++) {
        resource *r = &s->res[i];
        if ((r->kind == R_TEXTURE || r->kind == R_INPUT) && r->data.n > r->w * r->h * r->fmt->ncomp)
            spec_error("texture %u/%u[%u]: more data than texels", r->set, r->binding, r->index);
        /* A descriptor array: elements 0..N-1 (N distinct indices, each
         * below N), all of one kind. */
        uint32_t n = elements_at(s, r->set, r->binding);
        for (uint32_t k = 0; r->index >= n && k < n; k++) {
            int given = 0;
            for (uint32_t j = 0; j < s->nres; j++)
                given |= s->res[j].set == r->set && s->res[j].binding == r->binding && s->res[j].index == k;
            if (!given)
                spec_error("set %u binding %u: array element %u missing (elements 0..%u must all be given, as %u is)",
                           r->set, r->binding, k, r->index, r->index);
        }
        for (uint32_t k = 0; k < i; k++)
            if (s->res[k].set == r->set && s->res[k].binding == r->binding && s->res[k].kind != r->kind)
                spec_error("set %u binding %u: array elements of different kinds", r->set, r->binding);
        if (r->kind == R_INPUT && (r->w != s->w || r->h != s->h || s->samples > 1 || r->input_index >= MAX_TARGETS))
            spec_error("input %u/%u: an input attachment has the targets' size, one sample, an index below %d",
                       r->set, r->binding, MAX_TARGETS);
    }
    for (uint32_t i = 0; i < s->nattrs; i++) {
        int found = 0;
        for (uint32_t k = 0; k < s->nvbufs; k++) found |= s->vbufs[k].binding == s->attrs[i].binding;
        if (!found) spec_error("attribute %u reads vertex buffer %u, which is not declared", s->attrs[i].location, s->attrs[i].binding);
    }
}

/* The SPIR-V capabilities of descriptor indexing (bindless: runtime arrays,
 * non-uniform indices) and the Vulkan 1.2 features they need. */
#define INDEXING_CAPS(X)                                                                       \
    X(5302, runtimeDescriptorArray)                                                            \
    X(5303, shaderInputAttachmentArrayDynamicIndexing)                                         \
    X(5304, shaderUniformTexelBufferArrayDynamicIndexing)                                      \
    X(5305, shaderStorageTexelBufferArrayDynamicIndexing)                                      \
    X(5306, shaderUniformBufferArrayNonUniformIndexing)                                        \
    X(5307, shaderSampledImageArrayNonUniformIndexing)                                         \
    X(5308, shaderStorageBufferArrayNonUniformIndexing)                                        \
    X(5309, shaderStorageImageArrayNonUniformIndexing)                                         \
    X(5310, shaderInputAttachmentArrayNonUniformIndexing)                                      \
    X(5311, shaderUniformTexelBufferArrayNonUniformIndexing)                                   \
    X(5312, shaderStorageTexelBufferArrayNonUniformIndexing)

static const struct {
    uint32_t cap;
    const char *feature;
    size_t offset; /* of the VkBool32 in VkPhysicalDeviceVulkan12Features */
} INDEXING_CAP_TABLE[] = {
#define X(c, f) {c, #f, offsetof(VkPhysicalDeviceVulkan12Features, f)},
    INDEXING_CAPS(X)
#undef X
};

/* Whether a SPIR-V module declares OpCapability `cap`. */
static int has_capability(const uint32_t *code, size_t n, uint32_t cap) {
    for (size_t i = 5; i < n;) {
        uint32_t len = code[i] >> 16, op = code[i] & 0xffffu;
        if (!len) break;
        if (op == 17 /* OpCapability */ && len == 2 && i + 1 < n && code[i + 1] == cap) return 1;
        i += len;
    }
    return 0;
}

/* ---------------------------------------------------------------- Vulkan helpers */

/* A host-visible, coherent buffer filled with `data` (or zeros); mapped
 * where map is given, else unmapped. */
static void make_buffer(const vkc_context *g, VkBufferUsageFlags usage, VkDeviceSize size, const void *data, size_t n,
                        VkBuffer *buf, VkDeviceMemory *mem, void **map) {
    vkc_buffer b = vkc_make_buffer(g, size, usage, data, n);
    *buf = b.buf;
    *mem = b.mem;
    if (map) *map = b.map;
    else vkUnmapMemory(g->dev, b.mem);
}

/* A 2D image of one layer (exit 3 where the device lacks the format with
 * this usage and sample count), and its view. */
static void make_image(const vkc_context *g, VkFormat fmt, uint32_t w, uint32_t h, uint32_t samples, VkImageUsageFlags usage,
                       VkImageAspectFlags aspect, VkImage *img, VkDeviceMemory *mem, VkImageView *view) {
    VkImageFormatProperties ifp;
    if (vkGetPhysicalDeviceImageFormatProperties(g->pd, fmt, VK_IMAGE_TYPE_2D, VK_IMAGE_TILING_OPTIMAL, usage, 0, &ifp) !=
            VK_SUCCESS ||
        !(ifp.sampleCounts & samples))
        die(EXIT_NOVK, "the device does not support format %d with usage 0x%x and %u sample(s)", (int)fmt, usage, samples);
    const vkc_image_desc d = {
        .type = VK_IMAGE_TYPE_2D,
        .view_type = VK_IMAGE_VIEW_TYPE_2D,
        .format = fmt,
        .extent = {w, h, 1},
        .samples = samples,
        .usage = usage,
        .aspect = aspect,
    };
    vkc_make_image(g, &d, img, mem, view);
}

static void destroy_image(const vkc_context *g, VkImage img, VkDeviceMemory mem, VkImageView view) {
    if (view) vkDestroyImageView(g->dev, view, NULL);
    if (img) vkDestroyImage(g->dev, img, NULL);
    if (mem) vkFreeMemory(g->dev, mem, NULL);
}

static float bits_f32(uint32_t b) {
    float f;
    memcpy(&f, &b, 4);
    return f;
}

static void format_component(char *out, size_t n, uint32_t bits, enum kind k) {
    switch (k) {
    case K_UINT: snprintf(out, n, "%" PRIu32, bits); break;
    case K_SINT: snprintf(out, n, "%" PRId32, (int32_t)bits); break;
    case K_UNORM: snprintf(out, n, "%.6g (%u/255)", bits / 255.0, bits); break;
    default: snprintf(out, n, "%.9g", (double)bits_f32(bits)); break;
    }
}

/* Component c of pixel (x, y) in a tightly packed readback. */
static uint32_t pixel_component(const target *t, const void *data, uint32_t w, uint32_t x, uint32_t y, uint32_t c) {
    size_t px = ((size_t)y * w + x) * t->fmt->ncomp + c;
    if (t->fmt->compbytes == 1) return ((const uint8_t *)data)[px];
    uint32_t v;
    memcpy(&v, (const uint8_t *)data + px * 4, 4);
    return v;
}

static int component_equal(uint32_t got, uint32_t want, enum kind k, double tol) {
    if (k == K_UINT || k == K_SINT) return got == want;
    double g = k == K_UNORM ? got / 255.0 : (double)bits_f32(got);
    return vkc_values_close(g, bits_f32(want), tol);
}

/* Compares (and with dump, prints) one read-back target; returns mismatches. */
static unsigned check_target(const spec *s, const target *t, const char *name, int dump) {
    const void *data = t->rb_map;
    if (dump) {
        printf("%s (%s):\n", name, t->fmt->name);
        for (uint32_t y = 0; y < s->h; y++) {
            printf("  y=%u:", y);
            for (uint32_t x = 0; x < s->w; x++) {
                printf(" (");
                for (uint32_t c = 0; c < t->fmt->ncomp; c++) {
                    uint32_t v = pixel_component(t, data, s->w, x, y, c);
                    if (t->fmt->kind == K_UNORM) printf("%s%.4f", c ? " " : "", v / 255.0);
                    else if (t->fmt->kind == K_UINT) printf("%s%u", c ? " " : "", v);
                    else if (t->fmt->kind == K_SINT) printf("%s%d", c ? " " : "", (int32_t)v);
                    else printf("%s%.6g", c ? " " : "", (double)bits_f32(v));
                }
                printf(")");
            }
            printf("\n");
        }
    }
    unsigned bad = 0;
    for (uint32_t i = 0; i < t->nex; i++) {
        const expect_px *e = &t->ex[i];
        int ok = 1;
        for (uint32_t c = 0; c < t->fmt->ncomp; c++)
            ok &= component_equal(pixel_component(t, data, s->w, e->x, e->y, c), e->bits[c], t->fmt->kind, t->tol);
        if (ok) continue;
        if (bad < 10) {
            char got[256] = "", want[256] = "";
            size_t gl = 0, wl = 0;
            for (uint32_t c = 0; c < t->fmt->ncomp; c++) {
                char a[64], b[64];
                format_component(a, sizeof a, pixel_component(t, data, s->w, e->x, e->y, c), t->fmt->kind);
                format_component(b, sizeof b, e->bits[c], t->fmt->kind == K_UNORM ? K_FLOAT : t->fmt->kind);
                gl += (size_t)snprintf(got + gl, sizeof got - gl, "%s%s", c ? ", " : "", a);
                wl += (size_t)snprintf(want + wl, sizeof want - wl, "%s%s", c ? ", " : "", b);
            }
            fprintf(stderr, "vkrender: %s pixel (%u, %u): got (%s), expected (%s)\n", name, e->x, e->y, got, want);
        }
        bad++;
    }
    if (bad) fprintf(stderr, "vkrender: %s: %u of %u checked pixels differ (tolerance %g)\n", name, bad, t->nex, t->tol);
    return bad;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* ---------------------------------------------------------------- main */

int main(int argc, char **argv) {
    vkc_prog = "vkrender";
    int validation, dump, verbose;
    const char *spec_path = NULL;
    vkc_parse_options(argc, argv, &validation, &dump, &verbose, &spec_path, 1);
    if (!spec_path) die(EXIT_USAGE, "usage: vkrender [--no-validation] [--dump] [-v] SPEC.txt");
    double t0 = now_ms();
    spec *s = calloc(1, sizeof *s);
    if (!s) die(EXIT_USAGE, "out of memory");
    parse_spec(s, spec_path);
    uint32_t *code[NSTAGES] = {0};
    size_t code_words[NSTAGES] = {0};
    for (int k = 0; k < NSTAGES; k++)
        if (s->has_stage[k]) code[k] = vkc_read_spirv(s->stage_file[k], &code_words[k]);

    /* Instance with the validation layer; the messenger also covers
     * instance creation and destruction. API 1.3 where the loader has it:
     * SPIR-V 1.6 modules (vulkan1.3). Device: prefer a CPU device
     * (lavapipe), then the first with API 1.2. */
    vkc_context g;
    vkc_create_instance(&g, validation, 1);
    vkc_pick_device(&g, NULL, 0);
    if (verbose) fprintf(stderr, "vkrender: device %s\n", g.props.deviceName);
    vkc_find_queue(&g, VK_QUEUE_GRAPHICS_BIT, "no graphics queue");

    /* Every core 1.0/1.1/1.2 feature the device has (geometry and
     * tessellation shaders, 16-bit types...), except robustBufferAccess. */
    VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES, .pNext = &f12};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f11};
    /* And the core 1.3 ones (demote to helper invocation...) on a 1.3 device,
     * except robustImageAccess. */
    VkPhysicalDeviceVulkan13Features f13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES};
    int v13 = g.props.apiVersion >= VK_API_VERSION_1_3 && g.api_version >= VK_API_VERSION_1_3;
    if (v13) f12.pNext = &f13;
    vkGetPhysicalDeviceFeatures2(g.pd, &f2);
    f2.features.robustBufferAccess = VK_FALSE;
    f13.robustImageAccess = VK_FALSE;
    /* Descriptor indexing (all of f12 the device has is enabled): a stage
     * that declares a capability of it needs the feature. */
    for (size_t c = 0; c < sizeof INDEXING_CAP_TABLE / sizeof *INDEXING_CAP_TABLE; c++)
        for (int k = 0; k < NSTAGES; k++) {
            VkBool32 on;
            memcpy(&on, (const char *)&f12 + INDEXING_CAP_TABLE[c].offset, sizeof on);
            if (s->has_stage[k] && has_capability(code[k], code_words[k], INDEXING_CAP_TABLE[c].cap) && !on)
                die(EXIT_NOVK, "the device lacks %s (stage %s declares SPIR-V capability %u)", INDEXING_CAP_TABLE[c].feature,
                    STAGE_TABLE[k].name, INDEXING_CAP_TABLE[c].cap);
        }
    if (s->has_stage[3] && !f2.features.geometryShader) die(EXIT_NOVK, "the device has no geometry shaders");
    if (s->has_stage[1] && !f2.features.tessellationShader) die(EXIT_NOVK, "the device has no tessellation shaders");
    /* Mesh pipelines: VK_EXT_mesh_shader with its task and mesh shaders. */
    int mesh = s->has_stage[6];
    VkPhysicalDeviceMeshShaderFeaturesEXT fmesh = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT};
    const char *dexts[1] = {VK_EXT_MESH_SHADER_EXTENSION_NAME};
    if (mesh) {
        fmesh.pNext = f12.pNext;
        f12.pNext = &fmesh;
        vkGetPhysicalDeviceFeatures2(g.pd, &f2);
        f2.features.robustBufferAccess = VK_FALSE;
        if (!fmesh.meshShader || (s->has_stage[5] && !fmesh.taskShader))
            die(EXIT_NOVK, "the device has no VK_EXT_mesh_shader task and mesh shaders");
        fmesh = (VkPhysicalDeviceMeshShaderFeaturesEXT){.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT,
                                                         .pNext = fmesh.pNext, .taskShader = VK_TRUE,
                                                         .meshShader = VK_TRUE};
    }
    /* Per-vertex pixel inputs (GetAttributeAtVertex): VK_KHR_fragment_shader_
     * barycentric where the device has it (Mesa 25's lavapipe). */
    int bary = vkc_has_device_ext(g.pd, VK_KHR_FRAGMENT_SHADER_BARYCENTRIC_EXTENSION_NAME);
    VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR fbary = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_BARYCENTRIC_FEATURES_KHR,
        .fragmentShaderBarycentric = VK_TRUE,
    };
    const char *dexts_all[2];
    uint32_t ndexts = 0;
    if (mesh) dexts_all[ndexts++] = dexts[0];
    if (bary) {
        dexts_all[ndexts++] = VK_KHR_FRAGMENT_SHADER_BARYCENTRIC_EXTENSION_NAME;
        fbary.pNext = f12.pNext;
        f12.pNext = &fbary;
    }
    VkShaderStageFlags gfx_stages =
        VK_SHADER_STAGE_ALL_GRAPHICS | (mesh ? VK_SHADER_STAGE_TASK_BIT_EXT | VK_SHADER_STAGE_MESH_BIT_EXT : 0);
    vkc_create_device(&g, &f2, dexts_all, ndexts);
    VkDevice dev = g.dev;

    /* Attachments: each color target (multisampled + a resolve image when
     * samples > 1) and the depth attachment, each with a readback buffer. */
    uint32_t ncolor = 0;
    for (uint32_t i = 0; i < MAX_TARGETS; i++)
        if (s->targets[i].present) ncolor = i + 1;
    VkAttachmentDescription atts[2 * MAX_TARGETS + 1 + MAX_RES];
    VkAttachmentReference color_refs[MAX_TARGETS], resolve_refs[MAX_TARGETS], depth_ref;
    VkImageView fb_views[2 * MAX_TARGETS + 1 + MAX_RES];
    uint32_t natts = 0;
    VkSampleCountFlagBits samples = (VkSampleCountFlagBits)s->samples;
    for (uint32_t i = 0; i < ncolor; i++) {
        target *t = &s->targets[i];
        color_refs[i] = (VkAttachmentReference){VK_ATTACHMENT_UNUSED, VK_IMAGE_LAYOUT_UNDEFINED};
        resolve_refs[i] = color_refs[i];
        if (!t->present) continue;
        VkImageUsageFlags use = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | (samples == 1 ? VK_IMAGE_USAGE_TRANSFER_SRC_BIT : 0);
        make_image(&g, t->fmt->vk, s->w, s->h, s->samples, use, VK_IMAGE_ASPECT_COLOR_BIT, &t->img, &t->img_mem, &t->view);
        atts[natts] = (VkAttachmentDescription){
            .format = t->fmt->vk,
            .samples = samples,
            .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR,
            .storeOp = samples == 1 ? VK_ATTACHMENT_STORE_OP_STORE : VK_ATTACHMENT_STORE_OP_DONT_CARE,
            .stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE,
            .stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE,
            .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
            .finalLayout = samples == 1 ? VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL : VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
        };
        color_refs[i] = (VkAttachmentReference){natts, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL};
        fb_views[natts++] = t->view;
        if (samples > 1) {
            make_image(&g, t->fmt->vk, s->w, s->h, 1, VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
                       VK_IMAGE_ASPECT_COLOR_BIT, &t->resolve, &t->resolve_mem, &t->resolve_view);
            atts[natts] = atts[natts - 1];
            atts[natts].samples = VK_SAMPLE_COUNT_1_BIT;
            atts[natts].loadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE;
            atts[natts].storeOp = VK_ATTACHMENT_STORE_OP_STORE;
            atts[natts].finalLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
            resolve_refs[i] = (VkAttachmentReference){natts, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL};
            fb_views[natts++] = t->resolve_view;
        }
        VkDeviceSize bytes = (VkDeviceSize)s->w * s->h * t->fmt->ncomp * t->fmt->compbytes;
        make_buffer(&g, VK_BUFFER_USAGE_TRANSFER_DST_BIT, bytes, NULL, 0, &t->rb, &t->rb_mem, &t->rb_map);
    }
    if (s->depth.present) {
        target *t = &s->depth;
        int read = samples == 1;
        make_image(&g, VK_FORMAT_D32_SFLOAT, s->w, s->h, s->samples,
                   VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT | (read ? VK_IMAGE_USAGE_TRANSFER_SRC_BIT : 0),
                   VK_IMAGE_ASPECT_DEPTH_BIT, &t->img, &t->img_mem, &t->view);
        atts[natts] = (VkAttachmentDescription){
            .format = VK_FORMAT_D32_SFLOAT,
            .samples = samples,
            .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR,
            .storeOp = read ? VK_ATTACHMENT_STORE_OP_STORE : VK_ATTACHMENT_STORE_OP_DONT_CARE,
            .stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE,
            .stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE,
            .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
            .finalLayout = read ? VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL : VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
        };
        depth_ref = (VkAttachmentReference){natts, VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL};
        fb_views[natts++] = t->view;
        if (read)
            make_buffer(&g, VK_BUFFER_USAGE_TRANSFER_DST_BIT, (VkDeviceSize)s->w * s->h * 4, NULL, 0, &t->rb, &t->rb_mem,
                        &t->rb_map);
    }
    /* Input attachments: their images are made (and filled) with the other
     * textures below; here each gets an attachment that keeps its contents. */
    VkAttachmentReference input_refs[MAX_TARGETS];
    uint32_t ninput = 0;
    for (uint32_t i = 0; i < MAX_TARGETS; i++)
        input_refs[i] = (VkAttachmentReference){VK_ATTACHMENT_UNUSED, VK_IMAGE_LAYOUT_UNDEFINED};
    for (uint32_t i = 0; i < s->nres; i++) {
        resource *q = &s->res[i];
        if (q->kind != R_INPUT) continue;
        make_image(&g, q->fmt->vk, q->w, q->h, 1, VK_IMAGE_USAGE_INPUT_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
                   VK_IMAGE_ASPECT_COLOR_BIT, &q->img, &q->mem, &q->view);
        atts[natts] = (VkAttachmentDescription){
            .format = q->fmt->vk,
            .samples = VK_SAMPLE_COUNT_1_BIT,
            .loadOp = VK_ATTACHMENT_LOAD_OP_LOAD,
            .storeOp = VK_ATTACHMENT_STORE_OP_DONT_CARE,
            .stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE,
            .stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE,
            .initialLayout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
            .finalLayout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
        };
        input_refs[q->input_index] = (VkAttachmentReference){natts, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
        if (q->input_index + 1 > ninput) ninput = q->input_index + 1;
        fb_views[natts++] = q->view;
    }
    VkSubpassDescription sub = {
        .pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS,
        .inputAttachmentCount = ninput,
        .pInputAttachments = ninput ? input_refs : NULL,
        .colorAttachmentCount = ncolor,
        .pColorAttachments = color_refs,
        .pResolveAttachments = samples > 1 ? resolve_refs : NULL,
        .pDepthStencilAttachment = s->depth.present ? &depth_ref : NULL,
    };
    /* Attachment writes before the transfers that read them back. */
    VkSubpassDependency deps[2] = {
        {
            .srcSubpass = VK_SUBPASS_EXTERNAL,
            .dstSubpass = 0,
            .srcStageMask = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT | VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT |
                            VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT,
            .dstStageMask = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT | VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT |
                            VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT,
            .srcAccessMask = 0,
            .dstAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT | VK_ACCESS_COLOR_ATTACHMENT_READ_BIT |
                             VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT | VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_READ_BIT,
        },
        {
            .srcSubpass = 0,
            .dstSubpass = VK_SUBPASS_EXTERNAL,
            .srcStageMask = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT | VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT |
                            VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT,
            .dstStageMask = VK_PIPELINE_STAGE_TRANSFER_BIT,
            .srcAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT | VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT,
            .dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT,
        },
    };
    VkRenderPassCreateInfo rpci = {
        .sType = VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO,
        .attachmentCount = natts,
        .pAttachments = atts,
        .subpassCount = 1,
        .pSubpasses = &sub,
        .dependencyCount = 2,
        .pDependencies = deps,
    };
    VkRenderPass rp;
    VK_CHECK(vkCreateRenderPass(dev, &rpci, NULL, &rp));
    VkFramebuffer fb = vkc_make_framebuffer(&g, rp, fb_views, natts, s->w, s->h);

    /* Vertex buffers. */
    VkVertexInputBindingDescription vbind[MAX_VBUFS];
    for (uint32_t i = 0; i < s->nvbufs; i++) {
        vbuf *b = &s->vbufs[i];
        make_buffer(&g, VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, b->data.n ? b->data.n * 4 : 4, b->data.v, b->data.n * 4,
                    &b->buf, &b->mem, NULL);
        vbind[i] = (VkVertexInputBindingDescription){
            b->binding, b->stride, b->instance ? VK_VERTEX_INPUT_RATE_INSTANCE : VK_VERTEX_INPUT_RATE_VERTEX};
    }

    /* Resources; textures are uploaded by the command buffer below. */
    uint32_t nsets = 0;
    VkBuffer staging[MAX_RES] = {0};
    VkDeviceMemory staging_mem[MAX_RES] = {0};
    for (uint32_t i = 0; i < s->nres; i++) {
        resource *q = &s->res[i];
        if (q->set + 1 > nsets) nsets = q->set + 1;
        if (q->kind == R_UNIFORM || q->kind == R_STORAGE) {
            VkDeviceSize size = q->data.n ? q->data.n * 4 : 4;
            if (q->kind == R_UNIFORM) size = (size + 15) & ~(VkDeviceSize)15;
            make_buffer(&g, q->kind == R_UNIFORM ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
                        size, q->data.v, q->data.n * 4, &q->buf, &q->mem, NULL);
        } else if (q->kind == R_TEXTURE || q->kind == R_INPUT) {
            int depth = q->fmt->kind == K_DEPTH;
            if (q->kind == R_TEXTURE)
                make_image(&g, q->fmt->vk, q->w, q->h, 1, VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
                           depth ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT, &q->img, &q->mem, &q->view);
            size_t bytes = (size_t)q->w * q->h * q->fmt->ncomp * q->fmt->compbytes;
            uint8_t *texels = calloc(bytes, 1);
            if (!texels) die(EXIT_USAGE, "out of memory");
            for (uint32_t k = 0; k < q->data.n; k++) {
                if (q->fmt->compbytes == 1) texels[k] = (uint8_t)q->data.v[k];
                else memcpy(texels + 4 * k, &q->data.v[k], 4);
            }
            make_buffer(&g, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, bytes, texels, bytes, &staging[i], &staging_mem[i], NULL);
            free(texels);
        } else {
            q->sampler = vkc_make_sampler(&g, q->filter, q->address, q->compare, q->compare_op, 0.0f);
        }
    }
    static const VkDescriptorType DTYPE[R_KINDS] = {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                                    VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, VK_DESCRIPTOR_TYPE_SAMPLER,
                                                    VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT};
    /* With layout lines (the reflection's), they are the set layouts: each
     * resource must be at a binding of its type there, or is left unbound
     * when the layout lacks it (no stage uses it). */
    for (uint32_t i = 0; i < s->nres && s->nlayout; i++) {
        resource *q = &s->res[i];
        q->unbound = !vkc_layout_check(s->layout, s->nlayout, q->set, q->binding, q->index, DTYPE[q->kind]);
    }
    for (uint32_t k = 0; k < s->nlayout; k++)
        if (s->layout[k].set + 1 > nsets) nsets = s->layout[k].set + 1;
    /* A binding's descriptor count: the layout line's, or for an unbounded
     * array (COUNT 0) and without layout lines, the elements the spec gives.
     * The reflection's binding flags (an unbounded array's), the variable
     * count being what the spec gives, as a host does. */
    vkc_layout bindings[MAX_RES];
    uint32_t nbindings = 0;
    for (uint32_t k = 0; k < s->nlayout; k++) {
        bindings[nbindings] = s->layout[k];
        if (!s->layout[k].count) bindings[nbindings].count = elements_at(s, s->layout[k].set, s->layout[k].binding);
        nbindings++;
    }
    for (uint32_t i = 0; i < s->nres && !s->nlayout; i++) {
        const resource *q = &s->res[i];
        if (q->index != 0) continue;
        bindings[nbindings++] = (vkc_layout){.set = q->set,
                                             .binding = q->binding,
                                             .type = DTYPE[q->kind],
                                             .count = elements_at(s, q->set, q->binding),
                                             .stages = q->kind == R_INPUT ? VK_SHADER_STAGE_FRAGMENT_BIT : gfx_stages};
    }
    vkc_sets sets;
    vkc_create_sets(&g, nsets, bindings, nbindings, &sets);
    if (nsets) {
        for (uint32_t i = 0; i < s->nres; i++) {
            resource *q = &s->res[i];
            if (q->unbound) continue;
            VkDescriptorBufferInfo bi = {q->buf, 0, VK_WHOLE_SIZE};
            VkDescriptorImageInfo ii = {q->sampler, q->view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
            vkc_write_descriptor(&g, sets.sets[q->set], q->binding, q->index, DTYPE[q->kind],
                                 q->kind <= R_STORAGE ? &bi : NULL,
                                 q->kind >= R_TEXTURE ? &ii : NULL /* textures, samplers, input attachments */, NULL);
        }
    }
    VkPipelineLayout playout = vkc_pipeline_layout(&g, &sets, s->nlayout ? s->push_stages : gfx_stages,
                                                   s->nlayout ? s->push_range : s->npush * 4);

    /* The pipeline. */
    VkShaderModule modules[NSTAGES] = {0};
    VkPipelineShaderStageCreateInfo stages[NSTAGES];
    uint32_t nstages = 0;
    for (int k = 0; k < NSTAGES; k++) {
        if (!s->has_stage[k]) continue;
        modules[k] = vkc_make_module(&g, code[k], code_words[k]);
        stages[nstages++] = (VkPipelineShaderStageCreateInfo){
            .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
            .stage = STAGE_TABLE[k].bit,
            .module = modules[k],
            .pName = s->stage_entry[k],
        };
    }
    VkPipelineVertexInputStateCreateInfo vis = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO,
        .vertexBindingDescriptionCount = s->nvbufs,
        .pVertexBindingDescriptions = vbind,
        .vertexAttributeDescriptionCount = s->nattrs,
        .pVertexAttributeDescriptions = s->attrs,
    };
    VkPipelineDepthStencilStateCreateInfo dss = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO,
        .depthTestEnable = VK_TRUE,
        .depthWriteEnable = s->depth_write ? VK_TRUE : VK_FALSE,
        .depthCompareOp = s->depth_op,
        .maxDepthBounds = 1.0f,
    };
    const vkc_graphics_desc gd = {
        .stages = stages,
        .nstages = nstages,
        .vertex_input = mesh ? NULL : &vis, /* a mesh pipeline has no vertex input */
        .topology = s->topology,
        .patch_control_points = s->has_stage[1] ? s->patch_cp : 0,
        .width = s->w,
        .height = s->h,
        .flip_y = s->flip_y,
        .cull = s->cull,
        .front_face = s->front_ccw,
        .samples = s->samples,
        .ncolor = ncolor,
        .color_write_mask =
            VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT | VK_COLOR_COMPONENT_B_BIT | VK_COLOR_COMPONENT_A_BIT,
        .depth = s->depth.present ? &dss : NULL,
        .layout = playout,
        .render_pass = rp,
    };
    VkPipeline pipeline = vkc_graphics_pipeline(&g, &gd);
    /* A validation error so far makes the draw undefined (lavapipe may
     * crash recording it): report it without drawing. */
    if (vkc_validation_messages) {
        fprintf(stderr, "vkrender: FAIL: %u validation message(s) before the draw; not drawn\n", vkc_validation_messages);
        return EXIT_VALIDATION;
    }

    /* Commands: texture uploads, the draw, the readback copies. */
    VkCommandPool cmdpool;
    VkCommandBuffer cmd = vkc_begin_commands(&g, &cmdpool);
    for (uint32_t i = 0; i < s->nres; i++) {
        resource *q = &s->res[i];
        if (q->kind != R_TEXTURE && q->kind != R_INPUT) continue;
        VkImageAspectFlags aspect = q->fmt->kind == K_DEPTH ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
        vkc_image_barrier(cmd, q->img, aspect, 1, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, 0, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT);
        VkBufferImageCopy bic = {
            .imageSubresource = {aspect, 0, 0, 1},
            .imageExtent = {q->w, q->h, 1},
        };
        vkCmdCopyBufferToImage(cmd, staging[i], q->img, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &bic);
        vkc_image_barrier(cmd, q->img, aspect, 1, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
                VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT,
                q->kind == R_INPUT ? VK_ACCESS_INPUT_ATTACHMENT_READ_BIT : VK_ACCESS_SHADER_READ_BIT);
    }
    VkClearValue clears[2 * MAX_TARGETS + 1];
    memset(clears, 0, sizeof clears);
    for (uint32_t i = 0, a = 0; i < ncolor; i++) {
        target *t = &s->targets[i];
        if (!t->present) continue;
        for (uint32_t c = 0; c < t->fmt->ncomp; c++) {
            if (t->fmt->kind == K_UINT || t->fmt->kind == K_SINT) clears[a].color.uint32[c] = t->clear[c];
            else clears[a].color.float32[c] = bits_f32(t->clear[c]);
        }
        a += samples > 1 ? 2 : 1;
    }
    if (s->depth.present) clears[natts - 1].depthStencil.depth = bits_f32(s->depth.clear[0]);
    VkRenderPassBeginInfo rpbi = {
        .sType = VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO,
        .renderPass = rp,
        .framebuffer = fb,
        .renderArea = {{0, 0}, {s->w, s->h}},
        .clearValueCount = natts,
        .pClearValues = clears,
    };
    vkCmdBeginRenderPass(cmd, &rpbi, VK_SUBPASS_CONTENTS_INLINE);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
    if (nsets) vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, playout, 0, nsets, sets.sets, 0, NULL);
    if (s->npush) vkCmdPushConstants(cmd, playout, gfx_stages, 0, s->npush * 4, s->push);
    for (uint32_t i = 0; i < s->nvbufs; i++) {
        VkDeviceSize off = 0;
        vkCmdBindVertexBuffers(cmd, s->vbufs[i].binding, 1, &s->vbufs[i].buf, &off);
    }
    if (mesh) {
        PFN_vkCmdDrawMeshTasksEXT draw_mesh = (PFN_vkCmdDrawMeshTasksEXT)vkGetDeviceProcAddr(dev, "vkCmdDrawMeshTasksEXT");
        if (!draw_mesh) die(EXIT_NOVK, "vkCmdDrawMeshTasksEXT missing");
        draw_mesh(cmd, s->mesh_groups[0], s->mesh_groups[1], s->mesh_groups[2]);
    } else {
        vkCmdDraw(cmd, s->vcount, s->icount, s->first_v, s->first_i);
    }
    vkCmdEndRenderPass(cmd);
    for (uint32_t i = 0; i < ncolor; i++) {
        target *t = &s->targets[i];
        if (!t->present) continue;
        VkBufferImageCopy bic = {.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1}, .imageExtent = {s->w, s->h, 1}};
        vkCmdCopyImageToBuffer(cmd, samples > 1 ? t->resolve : t->img, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, t->rb, 1, &bic);
    }
    if (s->depth.present && samples == 1) {
        VkBufferImageCopy bic = {.imageSubresource = {VK_IMAGE_ASPECT_DEPTH_BIT, 0, 0, 1}, .imageExtent = {s->w, s->h, 1}};
        vkCmdCopyImageToBuffer(cmd, s->depth.img, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, s->depth.rb, 1, &bic);
    }
    VkMemoryBarrier mb = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
        .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT,
        .dstAccessMask = VK_ACCESS_HOST_READ_BIT,
    };
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT | VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT,
                         VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    VK_CHECK(vkEndCommandBuffer(cmd));
    if (vkc_validation_messages) {
        fprintf(stderr, "vkrender: FAIL: %u validation message(s) recording the draw; not submitted\n", vkc_validation_messages);
        return EXIT_VALIDATION;
    }
    vkc_submit_wait(&g, cmd, "VKRUN_TIMEOUT_MS", "draw");

    /* Compare. */
    unsigned mismatches = 0, checked = 0;
    for (uint32_t i = 0; i < ncolor; i++) {
        if (!s->targets[i].present) continue;
        char name[32];
        snprintf(name, sizeof name, "target %u", i);
        mismatches += check_target(s, &s->targets[i], name, dump);
        checked += s->targets[i].nex;
    }
    if (s->depth.present && s->depth.rb_map) {
        mismatches += check_target(s, &s->depth, "depth", dump);
        checked += s->depth.nex;
    }

    /* Tear everything down so that the layer can report leaks too. */
    vkDestroyCommandPool(dev, cmdpool, NULL);
    vkDestroyPipeline(dev, pipeline, NULL);
    for (int k = 0; k < NSTAGES; k++) {
        if (modules[k]) vkDestroyShaderModule(dev, modules[k], NULL);
        free(code[k]);
    }
    vkDestroyPipelineLayout(dev, playout, NULL);
    vkc_destroy_sets(&g, &sets);
    for (uint32_t i = 0; i < s->nres; i++) {
        resource *q = &s->res[i];
        if (q->buf) vkDestroyBuffer(dev, q->buf, NULL);
        if (q->sampler) vkDestroySampler(dev, q->sampler, NULL);
        if (q->img) destroy_image(&g, q->img, VK_NULL_HANDLE, q->view);
        if (q->mem) vkFreeMemory(dev, q->mem, NULL);
        if (staging[i]) vkDestroyBuffer(dev, staging[i], NULL);
        if (staging_mem[i]) vkFreeMemory(dev, staging_mem[i], NULL);
        free(q->data.v);
    }
    for (uint32_t i = 0; i < s->nvbufs; i++) {
        vkDestroyBuffer(dev, s->vbufs[i].buf, NULL);
        vkFreeMemory(dev, s->vbufs[i].mem, NULL);
        free(s->vbufs[i].data.v);
    }
    vkDestroyFramebuffer(dev, fb, NULL);
    vkDestroyRenderPass(dev, rp, NULL);
    for (uint32_t i = 0; i <= MAX_TARGETS; i++) {
        target *t = i < MAX_TARGETS ? &s->targets[i] : &s->depth;
        if (!t->present) continue;
        destroy_image(&g, t->img, t->img_mem, t->view);
        destroy_image(&g, t->resolve, t->resolve_mem, t->resolve_view);
        if (t->rb) {
            vkUnmapMemory(dev, t->rb_mem);
            vkDestroyBuffer(dev, t->rb, NULL);
            vkFreeMemory(dev, t->rb_mem, NULL);
        }
        free(t->ex);
    }
    vkc_destroy(&g);
    uint32_t w = s->w, h = s->h;
    free(s);

    if (verbose) fprintf(stderr, "vkrender: %.1f ms in all\n", now_ms() - t0);
    if (vkc_validation_messages) {
        fprintf(stderr, "vkrender: FAIL: %u validation message(s)%s\n", vkc_validation_messages, mismatches ? " and pixel mismatches" : "");
        return EXIT_VALIDATION;
    }
    if (mismatches) {
        fprintf(stderr, "vkrender: FAIL: %u pixel(s) differ\n", mismatches);
        return EXIT_MISMATCH;
    }
    printf("vkrender: PASS (%u pixel value(s) checked, %ux%u, %u color target(s)%s)\n", checked, w, h, ncolor,
           samples > 1 ? ", multisampled" : "");
    return 0;
}
