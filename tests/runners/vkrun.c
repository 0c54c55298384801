/*
 * vkrun: runs one SPIR-V compute shader on a Vulkan device (lavapipe in the
 * test suite), with the Khronos validation layer on, and compares buffers.
 *
 * Usage: vkrun [options] SHADER.spv SPEC.txt
 *   --no-validation   do not enable VK_LAYER_KHRONOS_validation (default: on;
 *                     a missing layer is an error, exit 3)
 *   --dump            print every buffer's contents after the run
 *   -v                print the device used
 *   VKRUN_TIMEOUT_MS  (environment) how long to wait for the dispatch, default 60000
 *   VK_ICD_FILENAMES  (environment, read by the loader) which driver to use
 *
 * Exit status: 0 all expected values match and no validation message;
 *              1 a value differs from its expectation;
 *              2 usage error, unreadable file or malformed spec;
 *              3 no usable Vulkan (loader, layer, device or API 1.2 missing);
 *              4 the validation layer (or the loader) printed a message of
 *                warning or error severity (takes precedence over 1);
 *              5 a Vulkan call failed or the dispatch timed out.
 *
 * SPEC format (shared with dawnrun.mjs). One directive a line; blank lines
 * and lines whose first non-blank character is '#' are ignored; tokens are
 * separated by blanks.
 *
 *   entry NAME                   entry point name (default: main)
 *   dispatch X Y Z               workgroup counts (default: 1 1 1)
 *   buffer SET BINDING KIND TYPE COUNT
 *                                a buffer of COUNT elements bound at
 *                                (SET, BINDING); KIND is storage or uniform;
 *                                TYPE is u32, i32 or f32 (every element is
 *                                4 bytes; the buffer is tightly packed, so a
 *                                uniform buffer's std140 padding is written
 *                                out as elements).
 *   texel_buffer SET BINDING KIND FORMAT COUNT
 *                                a texel buffer (KIND storage: RWBuffer,
 *                                uniform: Buffer) of COUNT texels of FORMAT
 *                                (below); init/expect give components, so
 *                                COUNT * components values
 *   image SET BINDING KIND FORMAT DIM W H D LAYERS
 *                                an image (KIND storage: RWTexture*, or
 *                                sampled: Texture*) of FORMAT; DIM is 1d, 2d,
 *                                3d, 1d_array or 2d_array (H must be 1 for 1d,
 *                                D 1 unless 3d, LAYERS 1 unless an array).
 *                                init/expect list components, layer by layer,
 *                                slice by slice, row by row, texel by texel,
 *                                component by component. A storage image is
 *                                read back after the dispatch; a sampled one
 *                                takes no expect.
 *   sampler SET BINDING FILTER ADDRESS
 *                                a sampler: FILTER nearest or linear,
 *                                ADDRESS clamp, repeat or mirror. A sampler
 *                                and a sampled image at the same SET BINDING
 *                                are one combined image sampler descriptor
 *                                (vk::SampledTexture*, [[vk::combinedImageSampler]]).
 *                                Up to 64 resources in all.
 *   BINDING may be written B[K]: element K of a descriptor array at binding
 *   B (Texture2D t[4]). Every element 0..N-1 of an array must be given, all
 *   of the same kind (and, for images, the same DIM).
 *   FORMAT: r32f rg32f rgba32f r32ui rg32ui rgba32ui r32i rg32i rgba32i (the
 *   [[vk::image_format]] names; element type f32, u32 or i32).
 *   init V...                    initial values of the last buffer (or
 *                                texel buffer, or image), appended
 *                                (may repeat over several lines); elements
 *                                not given are 0
 *   expect V...                  expected values of the last buffer,
 *                                appended; if any are given there must be
 *                                exactly COUNT. A buffer with none is not
 *                                checked.
 *   tolerance T                  absolute tolerance of the last (f32)
 *                                buffer's comparisons (default 0: exact)
 *   push TYPE V...               appends 4-byte values to the push-constant
 *                                block (stage COMPUTE, offset 0)
 *   address_buffer OFFSET TYPE COUNT
 *                                a storage buffer of COUNT elements of TYPE
 *                                bound to no descriptor: the shader reaches
 *                                it through its device address
 *                                (vk::RawBufferLoad, vk::BufferPointer),
 *                                which vkGetBufferDeviceAddress gives and
 *                                vkrun writes into the push constants at
 *                                byte OFFSET (8 bytes, little-endian; a
 *                                multiple of 8), growing them to reach it.
 *                                init/expect/tolerance apply as to a buffer.
 *                                Needs the bufferDeviceAddress feature (exit
 *                                3 without it).
 *   push_binding SET BINDING     WGSL only (dawnrun binds the push-constant
 *                                block there as a uniform buffer); ignored
 *   spec ID TYPE VALUE           specialization constant ID (TYPE u32, i32,
 *                                f32 or bool; bool is 0 or 1)
 *   layout SET BINDING TYPE COUNT STAGES FLAGS NAME
 *                                the pipeline layout as the host helpers make
 *                                it from the reflection (tests/runners/
 *                                oshlayout.c): a binding of VkDescriptorType
 *                                TYPE (a number), COUNT descriptors (0:
 *                                an unbounded array, as many as the spec
 *                                gives), VkShaderStageFlags STAGES and
 *                                VkDescriptorBindingFlags FLAGS (an unbounded
 *                                array's: update after bind, partially bound,
 *                                variable count, applied as a host would). With
 *                                any layout line the set layouts
 *                                are these lines, not the resources above,
 *                                and a resource the layout lacks or types
 *                                otherwise is a mismatch (exit 1)
 *   push_range SIZE STAGES       with layout lines: the push-constant range
 *                                (bytes, stage flags; from the reflection too)
 *
 * Values: u32 and i32 take decimal or 0x-hex integers (i32 may be
 * negative; u32 accepts -1 etc. as the two's complement bits); f32 takes
 * decimal floats, nan, inf and -inf. Any value may be written as raw:0xHHHHHHHH
 * to give its 32 bits exactly. An expected f32 NaN matches any NaN.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "vk_common.h"

#define MAX_BUFFERS 64
#define MAX_PUSH 4096
#define MAX_SPEC 256


/* What a spec resource is; the descriptor type follows from it. */
enum res_kind { K_STORAGE_BUF, K_UNIFORM_BUF, K_STORAGE_TEXEL, K_UNIFORM_TEXEL, K_STORAGE_IMAGE, K_SAMPLED_IMAGE, K_SAMPLER };

static const VkDescriptorType KIND_DESCRIPTOR[] = {
    VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,       VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER,
    VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE,  VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
    VK_DESCRIPTOR_TYPE_SAMPLER,              VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER,
};
#define NKINDS 8
#define K_COMBINED 7 /* a descriptor type only: a sampled image and a sampler on one binding */

/* Texel formats: the [[vk::image_format]] names, 4 bytes a component. */
static const struct {
    const char *name;
    VkFormat vk;
    enum elem_type type;
    uint32_t comps;
} FORMATS[] = {
    {"r32f", VK_FORMAT_R32_SFLOAT, T_F32, 1},    {"rg32f", VK_FORMAT_R32G32_SFLOAT, T_F32, 2},
    {"rgba32f", VK_FORMAT_R32G32B32A32_SFLOAT, T_F32, 4},
    {"r32ui", VK_FORMAT_R32_UINT, T_U32, 1},     {"rg32ui", VK_FORMAT_R32G32_UINT, T_U32, 2},
    {"rgba32ui", VK_FORMAT_R32G32B32A32_UINT, T_U32, 4},
    {"r32i", VK_FORMAT_R32_SINT, T_I32, 1},      {"rg32i", VK_FORMAT_R32G32_SINT, T_I32, 2},
    {"rgba32i", VK_FORMAT_R32G32B32A32_SINT, T_I32, 4},
};

static const struct {
    const char *name;
    VkImageType type;
    VkImageViewType view;
} DIMS[] = {
    {"1d", VK_IMAGE_TYPE_1D, VK_IMAGE_VIEW_TYPE_1D},
    {"2d", VK_IMAGE_TYPE_2D, VK_IMAGE_VIEW_TYPE_2D},
    {"3d", VK_IMAGE_TYPE_3D, VK_IMAGE_VIEW_TYPE_3D},
    {"1d_array", VK_IMAGE_TYPE_1D, VK_IMAGE_VIEW_TYPE_1D_ARRAY},
    {"2d_array", VK_IMAGE_TYPE_2D, VK_IMAGE_VIEW_TYPE_2D_ARRAY},
};

typedef struct {
    uint32_t set, binding, index; /* index: element of a descriptor array */
    int by_address;       /* an address_buffer: no descriptor, its address in the push constants */
    uint32_t push_offset; /* where that address goes */
    enum res_kind kind;
    enum elem_type type;
    uint32_t count; /* 4-byte elements (components for texel buffers and images) */
    uint32_t *init;
    uint32_t ninit;
    uint32_t *expect;
    uint32_t nexpect;
    double tolerance;
    /* texel buffers and images */
    VkFormat format;
    uint32_t dim; /* index into DIMS */
    uint32_t extent[3], layers;
    /* samplers */
    int linear;
    VkSamplerAddressMode address;
    /* The host-visible buffer: the resource itself for (texel) buffers, the
     * staging buffer of an image. */
    VkBuffer buf;
    VkDeviceMemory mem;
    VkDeviceSize size;
    void *map;
    VkBufferView texel_view;
    VkImage image;
    VkDeviceMemory image_mem;
    VkImageView image_view;
    VkSampler sampler;
    int combined; /* a sampled image and a sampler sharing set, binding and index */
    int unbound;  /* not in the layout lines (the shader does not use it): not bound */
} buffer_spec;

static int is_image(const buffer_spec *b) { return b->kind == K_STORAGE_IMAGE || b->kind == K_SAMPLED_IMAGE; }

typedef struct {
    uint32_t id;
    uint32_t bits;
} spec_const;

static struct {
    char entry[256];
    vkc_layout layout[MAX_BUFFERS];
    uint32_t nlayout, push_range, push_stages;
    uint32_t dispatch[3];
    buffer_spec buffers[MAX_BUFFERS];
    uint32_t nbuffers;
    uint32_t push[MAX_PUSH / 4];
    uint32_t npush; /* words */
    spec_const spec[MAX_SPEC];
    uint32_t nspec;
} S;

/* ---------------------------------------------------------------- spec parsing */

static void append_values(uint32_t **arr, uint32_t *n, uint32_t cap, enum elem_type t, char **tok, int ntok,
                          const char *what) {
    if (!*arr) {
        *arr = calloc(cap ? cap : 1, sizeof(uint32_t));
        if (!*arr) die(EXIT_USAGE, "out of memory");
    }
    for (int i = 0; i < ntok; i++) {
        if (*n >= cap) spec_error("too many %s values (buffer has %u elements)", what, cap);
        (*arr)[(*n)++] = vkc_parse_value(tok[i], t);
    }
}

static uint32_t parse_format(const char *s, buffer_spec *b) {
    for (size_t k = 0; k < sizeof FORMATS / sizeof FORMATS[0]; k++)
        if (!strcmp(s, FORMATS[k].name)) {
            b->format = FORMATS[k].vk;
            b->type = FORMATS[k].type;
            return FORMATS[k].comps;
        }
    spec_error("unknown format '%s' (r32f rg32f rgba32f r32ui rg32ui rgba32ui r32i rg32i rgba32i)", s);
    return 1;
}

static void parse_spec(const char *path) {
    vkc_spec_path = path;
    FILE *f = fopen(path, "r");
    if (!f) die(EXIT_USAGE, "cannot open spec %s: %s", path, strerror(errno));
    strcpy(S.entry, "main");
    S.dispatch[0] = S.dispatch[1] = S.dispatch[2] = 1;
    vkc_lines lines = {0};
    int ntok;
    while ((ntok = vkc_next_directive(f, &lines))) {
        char **tok = lines.tok;
        const char *d = tok[0];
        buffer_spec *last = S.nbuffers ? &S.buffers[S.nbuffers - 1] : NULL;
        if (!strcmp(d, "entry")) {
            if (ntok != 2 || strlen(tok[1]) >= sizeof S.entry) spec_error("usage: entry NAME");
            strcpy(S.entry, tok[1]);
        } else if (!strcmp(d, "dispatch")) {
            if (ntok != 4) spec_error("usage: dispatch X Y Z");
            for (int i = 0; i < 3; i++) S.dispatch[i] = vkc_parse_u32(tok[1 + i], "dispatch size");
        } else if (!strcmp(d, "buffer") || !strcmp(d, "texel_buffer") || !strcmp(d, "image") ||
                   !strcmp(d, "sampler")) {
            if (S.nbuffers == MAX_BUFFERS) spec_error("too many resources");
            buffer_spec *b = &S.buffers[S.nbuffers++];
            memset(b, 0, sizeof *b);
            if (ntok < 3) spec_error("usage: %s SET BINDING ...", d);
            b->set = vkc_parse_u32(tok[1], "set");
            vkc_parse_binding(tok[2], MAX_BUFFERS, &b->binding, &b->index);
            if (b->set > 31) spec_error("set must be below 32");
            if (d[0] == 'b') {
                if (ntok != 6) spec_error("usage: buffer SET BINDING storage|uniform u32|i32|f32 COUNT");
                if (!strcmp(tok[3], "storage")) b->kind = K_STORAGE_BUF;
                else if (!strcmp(tok[3], "uniform")) b->kind = K_UNIFORM_BUF;
                else spec_error("buffer kind must be storage or uniform, not '%s'", tok[3]);
                b->type = vkc_parse_type(tok[4], 0);
                b->count = vkc_parse_u32(tok[5], "count");
            } else if (d[0] == 't') {
                if (ntok != 6) spec_error("usage: texel_buffer SET BINDING storage|uniform FORMAT COUNT");
                if (!strcmp(tok[3], "storage")) b->kind = K_STORAGE_TEXEL;
                else if (!strcmp(tok[3], "uniform")) b->kind = K_UNIFORM_TEXEL;
                else spec_error("texel_buffer kind must be storage or uniform, not '%s'", tok[3]);
                uint32_t comps = parse_format(tok[4], b);
                uint32_t texels = vkc_parse_u32(tok[5], "count");
                if (texels == 0 || texels > (1u << 24)) spec_error("texel count must be 1..2^24");
                b->count = texels * comps;
            } else if (d[0] == 'i') {
                if (ntok != 10) spec_error("usage: image SET BINDING storage|sampled FORMAT DIM W H D LAYERS");
                if (!strcmp(tok[3], "storage")) b->kind = K_STORAGE_IMAGE;
                else if (!strcmp(tok[3], "sampled")) b->kind = K_SAMPLED_IMAGE;
                else spec_error("image kind must be storage or sampled, not '%s'", tok[3]);
                uint32_t comps = parse_format(tok[4], b);
                b->dim = UINT32_MAX;
                for (uint32_t k = 0; k < sizeof DIMS / sizeof DIMS[0]; k++)
                    if (!strcmp(tok[5], DIMS[k].name)) b->dim = k;
                if (b->dim == UINT32_MAX) spec_error("image dimension must be 1d, 2d, 3d, 1d_array or 2d_array");
                uint64_t n = comps;
                for (int k = 0; k < 4; k++) {
                    uint32_t v = vkc_parse_u32(tok[6 + k], "image size");
                    if (v == 0 || v > 4096) spec_error("image sizes must be 1..4096");
                    if (k < 3) b->extent[k] = v;
                    else b->layers = v;
                    n *= v;
                }
                const char *dn = DIMS[b->dim].name;
                if ((dn[0] == '1' && b->extent[1] != 1) || (dn[0] != '3' && b->extent[2] != 1) ||
                    (!strstr(dn, "array") && b->layers != 1))
                    spec_error("image %s: H must be 1 for 1d, D 1 unless 3d, LAYERS 1 unless an array", dn);
                if (n > (1u << 24)) spec_error("image over 2^24 components");
                b->count = (uint32_t)n;
            } else {
                if (ntok != 5) spec_error("usage: sampler SET BINDING nearest|linear clamp|repeat|mirror");
                b->kind = K_SAMPLER;
                if (!strcmp(tok[3], "linear")) b->linear = 1;
                else if (strcmp(tok[3], "nearest")) spec_error("sampler filter must be nearest or linear");
                if (!strcmp(tok[4], "clamp")) b->address = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
                else if (!strcmp(tok[4], "repeat")) b->address = VK_SAMPLER_ADDRESS_MODE_REPEAT;
                else if (!strcmp(tok[4], "mirror")) b->address = VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT;
                else spec_error("sampler address mode must be clamp, repeat or mirror");
            }
            if (b->kind != K_SAMPLER && (b->count == 0 || b->count > (1u << 26)))
                spec_error("buffer count must be 1..2^26");
            for (uint32_t i = 0; i + 1 < S.nbuffers; i++)
                if (!S.buffers[i].by_address && S.buffers[i].set == b->set && S.buffers[i].binding == b->binding &&
                    S.buffers[i].index == b->index) {
                    buffer_spec *o = &S.buffers[i];
                    if (!o->combined && ((o->kind == K_SAMPLER && b->kind == K_SAMPLED_IMAGE) ||
                                         (o->kind == K_SAMPLED_IMAGE && b->kind == K_SAMPLER))) {
                        o->combined = b->combined = 1; /* a combined image sampler */
                        continue;
                    }
                    spec_error("set %u binding %u[%u] given twice", b->set, b->binding, b->index);
                }
        } else if (!strcmp(d, "init") || !strcmp(d, "expect")) {
            if (!last || last->kind == K_SAMPLER) spec_error("'%s' before any buffer or image", d);
            if (d[0] == 'e' && last->kind == K_SAMPLED_IMAGE) spec_error("a sampled image cannot be checked");
            if (d[0] == 'i') append_values(&last->init, &last->ninit, last->count, last->type, tok + 1, ntok - 1, d);
            else append_values(&last->expect, &last->nexpect, last->count, last->type, tok + 1, ntok - 1, d);
        } else if (!strcmp(d, "tolerance")) {
            if (!last || ntok != 2) spec_error("usage (after a buffer): tolerance T");
            last->tolerance = vkc_parse_tolerance(tok[1]);
        } else if (!strcmp(d, "push")) {
            if (ntok < 3) spec_error("usage: push u32|i32|f32 V...");
            enum elem_type t = vkc_parse_type(tok[1], 0);
            for (int i = 2; i < ntok; i++) {
                if (S.npush == MAX_PUSH / 4) spec_error("push constants over %d bytes", MAX_PUSH);
                S.push[S.npush++] = vkc_parse_value(tok[i], t);
            }
        } else if (!strcmp(d, "address_buffer")) {
            if (ntok != 4) spec_error("usage: address_buffer OFFSET u32|i32|f32 COUNT");
            if (S.nbuffers == MAX_BUFFERS) spec_error("too many resources");
            buffer_spec *b = &S.buffers[S.nbuffers++];
            memset(b, 0, sizeof *b);
            b->kind = K_STORAGE_BUF;
            b->by_address = 1;
            b->push_offset = vkc_parse_u32(tok[1], "offset");
            if (b->push_offset % 8 || b->push_offset + 8 > MAX_PUSH)
                spec_error("an address's push-constant offset is a multiple of 8 below %d", MAX_PUSH - 7);
            b->type = vkc_parse_type(tok[2], 0);
            b->count = vkc_parse_u32(tok[3], "count");
            if (b->count == 0 || b->count > (1u << 26)) spec_error("buffer count must be 1..2^26");
        } else if (!strcmp(d, "layout")) {
            if (S.nlayout == MAX_BUFFERS) spec_error("too many layout bindings");
            vkc_layout *l = &S.layout[S.nlayout++];
            vkc_parse_layout(tok, ntok, l);
            if (l->set > 31) spec_error("set must be below 32");
        } else if (!strcmp(d, "wgpu_layout")) {
            /* dawnrun's (the WebGPU layout) */
        } else if (!strcmp(d, "push_range")) {
            vkc_parse_push_range(tok, ntok, &S.push_range, &S.push_stages);
        } else if (!strcmp(d, "push_binding")) {
            if (ntok != 3) spec_error("usage: push_binding SET BINDING");
        } else if (!strcmp(d, "spec")) {
            if (ntok != 4) spec_error("usage: spec ID u32|i32|f32|bool VALUE");
            if (S.nspec == MAX_SPEC) spec_error("too many specialization constants");
            uint32_t id = vkc_parse_u32(tok[1], "constant id");
            for (uint32_t i = 0; i < S.nspec; i++)
                if (S.spec[i].id == id) spec_error("specialization constant %u given twice", id);
            S.spec[S.nspec].id = id;
            S.spec[S.nspec].bits = vkc_parse_value(tok[3], vkc_parse_type(tok[2], 1));
            S.nspec++;
        } else {
            spec_error("unknown directive '%s'", d);
        }
    }
    fclose(f);
    for (uint32_t i = 0; i < S.nbuffers; i++) {
        buffer_spec *b = &S.buffers[i];
        vkc_spec_line = 0;
        if (b->nexpect && b->nexpect != b->count)
            spec_error("buffer %u/%u: %u expected values for %u elements", b->set, b->binding, b->nexpect, b->count);
        if (b->tolerance > 0 && b->type != T_F32) spec_error("buffer %u/%u: tolerance on a non-f32 buffer", b->set, b->binding);
        /* Descriptor arrays: elements 0..N-1, one kind (and dimension); the
         * sampler of a combined image sampler is not an element of its own. */
        if (b->by_address) { /* no descriptor; the push constants reach its address */
            if (S.npush < b->push_offset / 4 + 2) S.npush = b->push_offset / 4 + 2;
            continue;
        }
        if (b->combined && b->kind == K_SAMPLER) continue;
        uint32_t n = 0;
        for (uint32_t j = 0; j < S.nbuffers; j++) {
            const buffer_spec *o = &S.buffers[j];
            if (o->by_address || o->set != b->set || o->binding != b->binding || (o->combined && o->kind == K_SAMPLER))
                continue;
            n++;
            if (o->kind != b->kind || (is_image(b) && o->dim != b->dim))
                spec_error("set %u binding %u: array elements of different kinds", b->set, b->binding);
        }
        for (uint32_t k = 0; k < n; k++) {
            int found = 0;
            for (uint32_t j = 0; j < S.nbuffers; j++)
                found |= !S.buffers[j].by_address && S.buffers[j].set == b->set && S.buffers[j].binding == b->binding &&
                         S.buffers[j].index == k;
            if (!found) spec_error("set %u binding %u: array element %u missing (%u given)", b->set, b->binding, k, n);
        }
    }
}

/* The descriptors the spec gives at (set, binding): elements of an array. */
static uint32_t elements_at(uint32_t set, uint32_t binding) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < S.nbuffers; i++)
        if (!S.buffers[i].by_address && S.buffers[i].set == set && S.buffers[i].binding == binding &&
            !(S.buffers[i].combined && S.buffers[i].kind == K_SAMPLER))
            n++;
    return n;
}

/* With layout lines (the reflection's): every resource of the spec must be
 * at a binding of the layout, of its descriptor type, within its count; one
 * the layout lacks (the shader does not use it, say after optimization) is
 * left unbound, and must then expect nothing. */
static void check_layout(void) {
    for (uint32_t i = 0; i < S.nbuffers && S.nlayout; i++) {
        buffer_spec *b = &S.buffers[i];
        if (b->by_address)
            continue; /* no descriptor */
        VkDescriptorType want = KIND_DESCRIPTOR[b->combined ? K_COMBINED : b->kind];
        if (vkc_layout_check(S.layout, S.nlayout, b->set, b->binding, b->index, want)) continue;
        if (b->nexpect)
            die(EXIT_MISMATCH, "the test expects values at set %u binding %u, which the reflection's layout lacks",
                b->set, b->binding);
        b->unbound = 1;
    }
    if (S.nlayout && S.npush * 4 > S.push_range)
        die(EXIT_MISMATCH, "the test pushes %u bytes of constants, the reflection's range has %u", S.npush * 4, S.push_range);
}

/* ---------------------------------------------------------------- Vulkan */

/* The 1.3.239 validation layer predates VK_KHR_compute_shader_derivatives
 * (it says so when the extension is enabled) and knows the SPIR-V side only
 * by its NV name: the harness hands it modules naming
 * SPV_NV_compute_shader_derivatives (the same numbers), which the layer then
 * wants VK_NV_compute_shader_derivatives for, an extension lavapipe does not
 * have. Those two messages are the layer's gap, not the module's. */
static int layer_predates(const char *msg) {
    return msg && strstr(msg, "compute_shader_derivatives") &&
           (strstr(msg, "is not supported by this layer") ||
            strstr(msg, "VUID-VkShaderModuleCreateInfo-pCode-04147"));
}

/* A host-visible, coherent buffer of b->size bytes, mapped for the whole
 * run and filled with b's initial values (with its device address when
 * the usage asks for one). */
static vkc_buffer create_host_buffer(const vkc_context *c, buffer_spec *b, VkBufferUsageFlags usage) {
    vkc_buffer hb = vkc_make_buffer(c, b->size, usage, b->init, (size_t)b->ninit * 4);
    b->buf = hb.buf;
    b->mem = hb.mem;
    b->map = hb.map;
    return hb;
}

/* An address_buffer: a storage buffer with a device address, bound to
 * nothing; its address goes into the push constants. */
static void create_address_buffer(const vkc_context *c, buffer_spec *b) {
    b->size = (VkDeviceSize)b->count * 4;
    VkDeviceAddress a =
        create_host_buffer(c, b, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT).addr;
    S.push[b->push_offset / 4] = (uint32_t)a;
    S.push[b->push_offset / 4 + 1] = (uint32_t)(a >> 32);
}

static int float_equal(uint32_t got, uint32_t want, double tol) {
    float g, w;
    memcpy(&g, &got, 4);
    memcpy(&w, &want, 4);
    return got == want || vkc_values_close((double)g, (double)w, tol);
}

static void format_value(char *out, size_t n, uint32_t bits, enum elem_type t) {
    float f;
    switch (t) {
    case T_I32: snprintf(out, n, "%" PRId32, (int32_t)bits); break;
    case T_F32:
        memcpy(&f, &bits, 4);
        snprintf(out, n, "%.9g (raw:0x%08" PRIx32 ")", (double)f, bits);
        break;
    default: snprintf(out, n, "%" PRIu32, bits); break;
    }
}

int main(int argc, char **argv) {
    vkc_prog = "vkrun";
    int validation, dump, verbose;
    const char *args[2] = {NULL, NULL};
    vkc_parse_options(argc, argv, &validation, &dump, &verbose, args, 2);
    const char *spv_path = args[0], *spec_path = args[1];
    if (!spv_path || !spec_path)
        die(EXIT_USAGE, "usage: vkrun [--no-validation] [--dump] [-v] SHADER.spv SPEC.txt");
    parse_spec(spec_path);
    size_t code_words;
    uint32_t *code = vkc_read_spirv(spv_path, &code_words);

    /* Instance, with the validation layer and a messenger that also covers
     * instance creation and destruction; a Vulkan 1.2 device, a CPU one
     * (lavapipe) first. */
    vkc_ignore_message = layer_predates;
    vkc_context vk;
    vkc_create_instance(&vk, validation, 0);
    vkc_pick_device(&vk, NULL, 0);
    if (verbose) vkc_print_device(&vk);
    vkc_find_queue(&vk, VK_QUEUE_COMPUTE_BIT, "no compute queue");
    VkPhysicalDevice pd = vk.pd;

    /* Enable every core 1.0/1.1/1.2 feature the device has (16-bit types,
     * int64, subgroup extended types...), except robustBufferAccess, which
     * would hide out-of-bounds accesses. */
    /* Device extensions enabled when the device has them: debug printf's
     * SPV_KHR_non_semantic_info (core in Vulkan 1.3), derivatives in
     * compute shaders (the NV name, which this validation layer knows; the
     * harness gives it modules that name SPV_NV_compute_shader_derivatives,
     * the same numbers as the KHR extension), and maximal reconvergence
     * (Mesa 25; this validation layer does not know it: run with
     * --no-validation). */
    static const char *const want_dexts[] = {"VK_KHR_shader_non_semantic_info",
                                             "VK_KHR_compute_shader_derivatives",
                                             "VK_KHR_shader_maximal_reconvergence"};
    const char *dexts[3];
    uint32_t ndexts = 0;
    int have_derivatives = 0, have_reconvergence = 0;
    /* the layer predates maximal reconvergence: only without it */
    for (uint32_t w = 0; w < (validation ? 2u : 3u); w++)
        if (vkc_has_device_ext(pd, want_dexts[w])) {
            dexts[ndexts++] = want_dexts[w];
            have_derivatives |= w == 1;
            have_reconvergence |= w == 2;
        }
    /* VK_KHR_shader_maximal_reconvergence (-fspv-enable-maximal-reconvergence)
     * is newer than these headers: its feature struct, as the spec has it. */
    struct {
        VkStructureType sType;
        void *pNext;
        VkBool32 shaderMaximalReconvergence;
    } fr = {.sType = (VkStructureType)1000434000};
    VkPhysicalDeviceComputeShaderDerivativesFeaturesNV fd = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV,
        .pNext = have_reconvergence ? (void *)&fr : NULL};
    VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                            .pNext = have_derivatives ? (void *)&fd
                                                     : have_reconvergence ? (void *)&fr : NULL};
    VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                            .pNext = &f12};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f11};
    vkGetPhysicalDeviceFeatures2(pd, &f2);
    f2.features.robustBufferAccess = VK_FALSE;
    for (uint32_t i = 0; i < S.nbuffers; i++)
        if (S.buffers[i].by_address && !f12.bufferDeviceAddress)
            die(EXIT_NOVK, "the device has no bufferDeviceAddress (address_buffer)");
    if (verbose)
        for (uint32_t i = 0; i < ndexts; i++)
            fprintf(stderr, "vkrun: device extension %s\n", dexts[i]);

    vkc_create_device(&vk, &f2, dexts, ndexts);
    VkDevice dev = vk.dev;

    /* Buffers: host-visible, coherent, mapped for the whole run (for an
     * image, its staging buffer). */
    uint32_t nsets = 0;
    for (uint32_t i = 0; i < S.nbuffers; i++) {
        buffer_spec *b = &S.buffers[i];
        if (b->by_address) {
            create_address_buffer(&vk, b);
            continue;
        }
        if (b->set + 1 > nsets) nsets = b->set + 1;
        if (b->kind == K_SAMPLER) {
            b->sampler = vkc_make_sampler(&vk, b->linear ? VK_FILTER_LINEAR : VK_FILTER_NEAREST, b->address, 0,
                                          VK_COMPARE_OP_NEVER, VK_LOD_CLAMP_NONE);
            continue;
        }
        /* Storage buffers are exactly COUNT elements, so that a runtime
         * array's length (GetDimensions, arrayLength) is COUNT; uniform
         * buffers are rounded up to 16 bytes. */
        b->size = (VkDeviceSize)b->count * 4;
        if (b->kind == K_UNIFORM_BUF) b->size = (b->size + 15) & ~(VkDeviceSize)15;
        static const VkBufferUsageFlags usage[NKINDS] = {
            VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
            VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT,
            VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT,
            VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT,
            VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
            VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
            0,
        };
        create_host_buffer(&vk, b, usage[b->kind]);
        if (b->kind == K_STORAGE_TEXEL || b->kind == K_UNIFORM_TEXEL) {
            VkBufferViewCreateInfo vci = {
                .sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO,
                .buffer = b->buf,
                .format = b->format,
                .offset = 0,
                .range = VK_WHOLE_SIZE,
            };
            VK_CHECK(vkCreateBufferView(dev, &vci, NULL, &b->texel_view));
        }
        if (!is_image(b)) continue;
        vkc_image_desc desc = {
            .type = DIMS[b->dim].type,
            .view_type = DIMS[b->dim].view,
            .format = b->format,
            .extent = {b->extent[0], b->extent[1], b->extent[2]},
            .layers = b->layers,
            .usage = VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT |
                     (b->kind == K_STORAGE_IMAGE ? VK_IMAGE_USAGE_STORAGE_BIT : VK_IMAGE_USAGE_SAMPLED_BIT),
            .aspect = VK_IMAGE_ASPECT_COLOR_BIT,
        };
        vkc_make_image(&vk, &desc, &b->image, &b->image_mem, &b->image_view);
    }

    /* One descriptor set layout per set number up to the highest used: the
     * layout lines' bindings (the reflection's), else the resources' (a
     * binding's descriptor count is the number of its array elements). */
    for (uint32_t i = 0; i < S.nlayout; i++)
        if (S.layout[i].set + 1 > nsets) nsets = S.layout[i].set + 1;
    check_layout();
    /* The binding flags the reflection asks for (an unbounded array's),
     * with the variable count: what the spec gives. */
    vkc_layout *bindings = calloc(S.nbuffers + S.nlayout + 1, sizeof *bindings);
    uint32_t nbindings = 0;
    for (uint32_t i = 0; i < S.nlayout; i++) {
        bindings[nbindings] = S.layout[i];
        if (!S.layout[i].count) bindings[nbindings].count = elements_at(S.layout[i].set, S.layout[i].binding);
        nbindings++;
    }
    for (uint32_t i = 0; i < S.nbuffers && !S.nlayout; i++) {
        const buffer_spec *b = &S.buffers[i];
        if (b->by_address || (b->combined && b->kind == K_SAMPLER) || b->index != 0) continue;
        bindings[nbindings++] = (vkc_layout){.set = b->set,
                                             .binding = b->binding,
                                             .type = KIND_DESCRIPTOR[b->combined ? K_COMBINED : b->kind],
                                             .count = elements_at(b->set, b->binding),
                                             .stages = VK_SHADER_STAGE_COMPUTE_BIT};
    }
    vkc_sets sets;
    vkc_create_sets(&vk, nsets, bindings, nbindings, &sets);
    free(bindings);
    if (nsets) {
        for (uint32_t i = 0; i < S.nbuffers; i++) {
            buffer_spec *b = &S.buffers[i];
            if (b->by_address || (b->combined && b->kind == K_SAMPLER) || b->unbound)
                continue; /* no descriptor; written with its image; not in the layout */
            VkSampler smp = b->sampler;
            for (uint32_t j = 0; b->combined && j < S.nbuffers; j++)
                if (S.buffers[j].kind == K_SAMPLER && S.buffers[j].set == b->set &&
                    S.buffers[j].binding == b->binding && S.buffers[j].index == b->index)
                    smp = S.buffers[j].sampler;
            VkDescriptorBufferInfo bi = {.buffer = b->buf, .offset = 0, .range = VK_WHOLE_SIZE};
            VkDescriptorImageInfo ii = {
                .sampler = smp,
                .imageView = b->image_view,
                .imageLayout = b->kind == K_STORAGE_IMAGE   ? VK_IMAGE_LAYOUT_GENERAL
                               : b->kind == K_SAMPLED_IMAGE ? VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL
                                                            : VK_IMAGE_LAYOUT_UNDEFINED,
            };
            int buffer = b->kind == K_STORAGE_BUF || b->kind == K_UNIFORM_BUF;
            int texel = b->kind == K_STORAGE_TEXEL || b->kind == K_UNIFORM_TEXEL;
            vkc_write_descriptor(&vk, sets.sets[b->set], b->binding, b->index,
                                 KIND_DESCRIPTOR[b->combined ? K_COMBINED : b->kind], buffer ? &bi : NULL,
                                 buffer || texel ? NULL : &ii, texel ? &b->texel_view : NULL);
        }
    }

    VkPipelineLayout playout =
        vkc_pipeline_layout(&vk, &sets, S.nlayout && S.push_stages ? S.push_stages : VK_SHADER_STAGE_COMPUTE_BIT,
                            S.nlayout ? S.push_range : S.npush * 4);

    VkShaderModule module = vkc_make_module(&vk, code, code_words);

    VkSpecializationMapEntry *entries = calloc(S.nspec ? S.nspec : 1, sizeof *entries);
    uint32_t *spec_data = calloc(S.nspec ? S.nspec : 1, 4);
    for (uint32_t i = 0; i < S.nspec; i++) {
        entries[i] = (VkSpecializationMapEntry){.constantID = S.spec[i].id, .offset = i * 4, .size = 4};
        spec_data[i] = S.spec[i].bits;
    }
    VkSpecializationInfo si = {
        .mapEntryCount = S.nspec,
        .pMapEntries = entries,
        .dataSize = S.nspec * 4,
        .pData = spec_data,
    };
    VkComputePipelineCreateInfo cpci = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .stage =
            {
                .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                .module = module,
                .pName = S.entry,
                .pSpecializationInfo = S.nspec ? &si : NULL,
            },
        .layout = playout,
    };
    VkPipeline pipeline;
    VK_CHECK(vkCreateComputePipelines(dev, VK_NULL_HANDLE, 1, &cpci, NULL, &pipeline));

    VkCommandPool cmdpool;
    VkCommandBuffer cmd = vkc_begin_commands(&vk, &cmdpool);
    /* Images: staging buffer -> image, then the layout the shader uses. */
    for (uint32_t i = 0; i < S.nbuffers; i++) {
        buffer_spec *b = &S.buffers[i];
        if (!is_image(b)) continue;
        vkc_image_barrier(cmd, b->image, VK_IMAGE_ASPECT_COLOR_BIT, b->layers, VK_IMAGE_LAYOUT_UNDEFINED,
                          VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, 0,
                          VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT);
        VkBufferImageCopy copy = {
            .imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, b->layers},
            .imageExtent = {b->extent[0], b->extent[1], b->extent[2]},
        };
        vkCmdCopyBufferToImage(cmd, b->buf, b->image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &copy);
        vkc_image_barrier(cmd, b->image, VK_IMAGE_ASPECT_COLOR_BIT, b->layers, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                          b->kind == K_STORAGE_IMAGE ? VK_IMAGE_LAYOUT_GENERAL : VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
                          VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                          VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                          VK_ACCESS_SHADER_READ_BIT | (b->kind == K_STORAGE_IMAGE ? VK_ACCESS_SHADER_WRITE_BIT : 0));
    }
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    if (nsets) vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, playout, 0, nsets, sets.sets, 0, NULL);
    if (S.npush) vkCmdPushConstants(cmd, playout, VK_SHADER_STAGE_COMPUTE_BIT, 0, S.npush * 4, S.push);
    vkCmdDispatch(cmd, S.dispatch[0], S.dispatch[1], S.dispatch[2]);
    VkMemoryBarrier mb = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
        .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
        .dstAccessMask = VK_ACCESS_HOST_READ_BIT,
    };
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL,
                         0, NULL);
    /* Storage images: image -> staging buffer, for the host. */
    for (uint32_t i = 0; i < S.nbuffers; i++) {
        buffer_spec *b = &S.buffers[i];
        if (b->kind != K_STORAGE_IMAGE) continue;
        vkc_image_barrier(cmd, b->image, VK_IMAGE_ASPECT_COLOR_BIT, b->layers, VK_IMAGE_LAYOUT_GENERAL,
                          VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                          VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_SHADER_READ_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                          VK_ACCESS_TRANSFER_READ_BIT);
        VkBufferImageCopy copy = {
            .imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, b->layers},
            .imageExtent = {b->extent[0], b->extent[1], b->extent[2]},
        };
        vkCmdCopyImageToBuffer(cmd, b->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, b->buf, 1, &copy);
        VkBufferMemoryBarrier bb = {
            .sType = VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER,
            .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT,
            .dstAccessMask = VK_ACCESS_HOST_READ_BIT,
            .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
            .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
            .buffer = b->buf,
            .offset = 0,
            .size = VK_WHOLE_SIZE,
        };
        vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 0, NULL, 1, &bb, 0,
                             NULL);
    }
    VK_CHECK(vkEndCommandBuffer(cmd));

    vkc_submit_wait(&vk, cmd, "VKRUN_TIMEOUT_MS", "dispatch");

    /* Compare. */
    unsigned mismatches = 0;
    for (uint32_t i = 0; i < S.nbuffers; i++) {
        buffer_spec *b = &S.buffers[i];
        const uint32_t *got = b->map;
        if (b->kind == K_SAMPLER || b->kind == K_SAMPLED_IMAGE) continue;
        if (dump) {
            if (b->by_address)
                printf("address_buffer offset=%u", b->push_offset);
            else
                printf("%s set=%u binding=%u", is_image(b) ? "image" : "buffer", b->set, b->binding);
            if (b->index) printf("[%u]", b->index);
            printf(":");
            for (uint32_t k = 0; k < b->count; k++) {
                char v[64];
                format_value(v, sizeof v, got[k], b->type);
                printf(" %s", v);
            }
            printf("\n");
        }
        if (!b->nexpect) continue;
        char where[64];
        if (b->by_address)
            snprintf(where, sizeof where, "address_buffer at push offset %u", b->push_offset);
        else
            snprintf(where, sizeof where, "set %u binding %u[%u]", b->set, b->binding, b->index);
        unsigned bad = 0;
        for (uint32_t k = 0; k < b->count; k++) {
            int ok = b->type == T_F32 ? float_equal(got[k], b->expect[k], b->tolerance) : got[k] == b->expect[k];
            if (ok) continue;
            if (bad < 10) {
                char g[64], w[64];
                format_value(g, sizeof g, got[k], b->type);
                format_value(w, sizeof w, b->expect[k], b->type);
                fprintf(stderr, "vkrun: %s element %u: got %s, expected %s\n", where, k, g, w);
            }
            bad++;
        }
        if (bad)
            fprintf(stderr, "vkrun: %s: %u of %u elements differ\n", where, bad, b->count);
        mismatches += bad;
    }

    /* Tear everything down so that the layer can report leaks too. */
    vkDestroyCommandPool(dev, cmdpool, NULL);
    vkDestroyPipeline(dev, pipeline, NULL);
    vkDestroyShaderModule(dev, module, NULL);
    vkDestroyPipelineLayout(dev, playout, NULL);
    vkc_destroy_sets(&vk, &sets);
    for (uint32_t i = 0; i < S.nbuffers; i++) {
        buffer_spec *b = &S.buffers[i];
        if (b->sampler) vkDestroySampler(dev, b->sampler, NULL);
        if (b->image_view) vkDestroyImageView(dev, b->image_view, NULL);
        if (b->image) vkDestroyImage(dev, b->image, NULL);
        if (b->image_mem) vkFreeMemory(dev, b->image_mem, NULL);
        if (b->texel_view) vkDestroyBufferView(dev, b->texel_view, NULL);
        if (b->mem) vkUnmapMemory(dev, b->mem);
        if (b->buf) vkDestroyBuffer(dev, b->buf, NULL);
        if (b->mem) vkFreeMemory(dev, b->mem, NULL);
        free(S.buffers[i].init);
        free(S.buffers[i].expect);
    }
    vkc_destroy(&vk);
    free(entries);
    free(spec_data);
    free(code);

    if (vkc_validation_messages) {
        fprintf(stderr, "vkrun: FAIL: %u validation message(s)%s\n", vkc_validation_messages,
                mismatches ? " and value mismatches" : "");
        return EXIT_VALIDATION;
    }
    if (mismatches) {
        fprintf(stderr, "vkrun: FAIL: %u element(s) differ\n", mismatches);
        return EXIT_MISMATCH;
    }
    printf("vkrun: PASS (%u resource(s), dispatch %u %u %u)\n", S.nbuffers, S.dispatch[0], S.dispatch[1],
           S.dispatch[2]);
    return 0;
}
