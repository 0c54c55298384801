/*
 * vkrt: runs ray query and ray tracing SPIR-V on a Vulkan device (lavapipe
 * in the test suite), with the Khronos validation layer on. It builds one
 * fixed scene with VK_KHR_acceleration_structure (buffer device addresses,
 * built on the device), runs the shader over a 16x16 grid and writes the
 * result buffer to a file; tests/rt/run_rt.py compares it with a reference
 * it computes itself on the CPU from the scene `vkrt scene` prints.
 *
 * Usage:
 *   vkrt scene                               print the scene as JSON (no Vulkan)
 *   vkrt [options] rayquery SHADER.spv OUT   compute shader (entry main, 4x4x1
 *                                            threads, dispatched 4x4x1)
 *   vkrt [options] rayquery-pixel SHADER.spv OUT
 *                                            pixel shader (entry main, Fragment)
 *                                            drawn over a 16x16 render target
 *                                            (below), one invocation a pixel
 *   vkrt [options] pipeline SHADER.spv OUT   ray tracing pipeline from one module
 *                                            (entries below), traced 16x16x1
 *   --no-validation   do not enable VK_LAYER_KHRONOS_validation (default: on;
 *                     a missing layer is an error, exit 3)
 *   -v                print the device and the shader binding table layout
 *   VKRT_TIMEOUT_MS   (environment) how long to wait for the work, default 60000
 *
 * Every mode's shaders see set 0 binding 0, the top-level acceleration
 * structure, and set 0 binding 1, a storage buffer of 256 records of 64 bytes
 * (16 words), filled with 0xdeadbeef before the run. OUT receives those 16384
 * bytes (rayquery-pixel: then the render target's 1024, below).
 *
 * Rayquery-pixel mode: a render pass with one R32_UINT 16x16 colour
 * attachment, cleared to 0, and a graphics pipeline of a built-in vertex
 * shader (FULLSCREEN_VS below: one triangle over the whole viewport, no
 * vertex buffers) and the module's Fragment entry point main; viewport
 * 16x16, y down (framebuffer row 0 first), no culling, one sample. The pixel
 * shader's storage buffer stores need fragmentStoresAndAtomics (enabled).
 * After the draw the target is copied out, row-major, one uint32 a pixel,
 * and appended to OUT (17408 bytes in all). Pixel (x, y)'s SV_Position.xy
 * is (x + 0.5, y + 0.5).
 *
 * The scene (world space is the instance transforms applied to the object
 * space below; all values exact in binary):
 *   BLAS "triangles": geometry 0, non-opaque, not indexed, 2 triangles;
 *                     geometry 1, opaque, indexed (uint32), 2 triangles.
 *   BLAS "box":       one AABB, [-0.5, 0.5]^3, opaque.
 *   TLAS: instance 0 triangles, identity,            custom index 10, mask 0x01, SBT offset 0
 *         instance 1 triangles, rotation about z by 90 degrees and a translation,
 *                                                    custom index 20, mask 0x01, SBT offset 3
 *         instance 2 box, x scaled by 2 and a translation,
 *                                                    custom index 30, mask 0x03, SBT offset 2
 *         instance 3 triangles, scaled, in front of everything,
 *                                                    custom index 40, mask 0x02, SBT offset 0
 *   (rays use the mask 0x01, so instance 3 must never be hit).
 *
 * Pipeline mode: the entry points RayGen (raygeneration), Miss0, Miss1
 * (miss), ClosestTriangle + AnyHitTriangle (triangle hit group),
 * IntersectBox + ClosestBox (procedural hit group) and Callable, all from
 * the one module. Shader binding table: raygen; miss 0, miss 1; hit records
 * 0..4 = triangles, triangles, box, triangles, triangles (instance offset +
 * geometry index, multiplier 1), each record followed by two uint32, tag =
 * 100 * (record + 1) and sub = record + 1, read with [[vk::shader_record_ext]];
 * callable 0. Recursion depth 1.
 *
 * Exit status: 0 the work ran and OUT was written, no validation message;
 *              2 usage error, unreadable file, or a module without the
 *                entry points (and execution models) named above;
 *              3 no usable Vulkan (loader, layer, device, API 1.2, or the
 *                acceleration structure / ray query / ray tracing pipeline
 *                extensions and features);
 *              4 the validation layer printed a message of warning or error
 *                severity (before the work: nothing runs; after it: OUT is
 *                still written);
 *              5 a Vulkan call failed or the work timed out.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "vk_common.h"

#define GRID 16
#define RECORD_WORDS 16
#define OUT_BYTES (GRID * GRID * RECORD_WORDS * 4)

/* ---------------------------------------------------------------- the scene */

/* Geometry 0: non-opaque, not indexed (object space). */
static const float GEOM0_VERTICES[2 * 3][3] = {
    {-2.5f, -2.5f, 2.0f}, {3.0f, -2.5f, 2.5f}, {-2.5f, 3.0f, 3.0f},
    {-1.5f, -1.0f, 0.5f}, {0.5f, -1.25f, 0.75f}, {-0.75f, 1.0f, 0.25f},
};
/* Geometry 1: opaque, indexed. */
static const float GEOM1_VERTICES[6][3] = {
    {-2.0f, 0.5f, -0.5f}, {0.25f, 0.25f, 1.0f}, {-0.5f, 0.75f, -0.5f},
    {2.0f, 0.5f, 1.25f},  {0.75f, 2.0f, 1.5f},  {-1.25f, 2.25f, 0.0f},
};
static const uint32_t GEOM1_INDICES[2 * 3] = {1, 3, 4, 0, 2, 5};
static const VkAabbPositionsKHR BOX = {-0.5f, -0.5f, -0.5f, 0.5f, 0.5f, 0.5f};

enum { BLAS_TRIANGLES, BLAS_BOX };
static const struct {
    int blas;
    uint32_t custom_index, mask, sbt_offset;
    float transform[3][4]; /* row-major 3x4, VkTransformMatrixKHR */
} INSTANCES[] = {
    {BLAS_TRIANGLES, 10, 0x01, 0, {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}}},
    {BLAS_TRIANGLES, 20, 0x01, 3, {{0, -1, 0, 0.5f}, {1, 0, 0, -0.25f}, {0, 0, 1, 0.75f}}},
    {BLAS_BOX, 30, 0x03, 2, {{2, 0, 0, 0.75f}, {0, 1, 0, 1.0f}, {0, 0, 1, 0.25f}}},
    {BLAS_TRIANGLES, 40, 0x02, 0, {{2, 0, 0, 0}, {0, 2, 0, 0}, {0, 0, 0.25f, -4.5f}}},
};
#define NINSTANCES (sizeof INSTANCES / sizeof INSTANCES[0])

/* Hit records: which group, in SBT order. */
enum { GROUP_TRIANGLES, GROUP_BOX };
static const int HIT_RECORDS[] = {GROUP_TRIANGLES, GROUP_TRIANGLES, GROUP_BOX, GROUP_TRIANGLES, GROUP_TRIANGLES};
#define NHIT_RECORDS (sizeof HIT_RECORDS / sizeof HIT_RECORDS[0])
static uint32_t record_tag(uint32_t r) { return 100 * (r + 1); }
static uint32_t record_sub(uint32_t r) { return r + 1; }

static void print_vec(const float *v) { printf("[%.9g, %.9g, %.9g]", (double)v[0], (double)v[1], (double)v[2]); }

static void print_scene(void) {
    printf("{\n \"grid\": %d,\n \"record_words\": %d,\n \"triangle_geometries\": [\n", GRID, RECORD_WORDS);
    printf("  {\"opaque\": false, \"triangles\": [");
    for (int t = 0; t < 2; t++) {
        printf("%s[", t ? ", " : "");
        for (int k = 0; k < 3; k++) {
            if (k) printf(", ");
            print_vec(GEOM0_VERTICES[3 * t + k]);
        }
        printf("]");
    }
    printf("]},\n  {\"opaque\": true, \"triangles\": [");
    for (int t = 0; t < 2; t++) {
        printf("%s[", t ? ", " : "");
        for (int k = 0; k < 3; k++) {
            if (k) printf(", ");
            print_vec(GEOM1_VERTICES[GEOM1_INDICES[3 * t + k]]);
        }
        printf("]");
    }
    printf("]}\n ],\n \"box\": {\"min\": [%.9g, %.9g, %.9g], \"max\": [%.9g, %.9g, %.9g], \"opaque\": true},\n",
           (double)BOX.minX, (double)BOX.minY, (double)BOX.minZ, (double)BOX.maxX, (double)BOX.maxY,
           (double)BOX.maxZ);
    printf(" \"instances\": [\n");
    for (size_t i = 0; i < NINSTANCES; i++) {
        printf("  {\"blas\": \"%s\", \"custom_index\": %u, \"mask\": %u, \"sbt_offset\": %u, \"transform\": [",
               INSTANCES[i].blas == BLAS_BOX ? "box" : "triangles", INSTANCES[i].custom_index, INSTANCES[i].mask,
               INSTANCES[i].sbt_offset);
        for (int r = 0; r < 3; r++)
            printf("%s[%.9g, %.9g, %.9g, %.9g]", r ? ", " : "", (double)INSTANCES[i].transform[r][0],
                   (double)INSTANCES[i].transform[r][1], (double)INSTANCES[i].transform[r][2],
                   (double)INSTANCES[i].transform[r][3]);
        printf("]}%s\n", i + 1 < NINSTANCES ? "," : "");
    }
    printf(" ],\n \"hit_records\": [");
    for (uint32_t r = 0; r < NHIT_RECORDS; r++)
        printf("%s{\"group\": \"%s\", \"tag\": %u, \"sub\": %u}", r ? ", " : "",
               HIT_RECORDS[r] == GROUP_BOX ? "box" : "triangles", record_tag(r), record_sub(r));
    printf("]\n}\n");
}

/* ---------------------------------------------------------------- Vulkan helpers */

/* The instance, the device and its queue (vk_common.h). */
static vkc_context vk;

/* Extension entry points (not exported by the loader). */
static PFN_vkCreateAccelerationStructureKHR p_CreateAccelerationStructureKHR;
static PFN_vkDestroyAccelerationStructureKHR p_DestroyAccelerationStructureKHR;
static PFN_vkGetAccelerationStructureBuildSizesKHR p_GetAccelerationStructureBuildSizesKHR;
static PFN_vkGetAccelerationStructureDeviceAddressKHR p_GetAccelerationStructureDeviceAddressKHR;
static PFN_vkCmdBuildAccelerationStructuresKHR p_CmdBuildAccelerationStructuresKHR;
static PFN_vkCreateRayTracingPipelinesKHR p_CreateRayTracingPipelinesKHR;
static PFN_vkGetRayTracingShaderGroupHandlesKHR p_GetRayTracingShaderGroupHandlesKHR;
static PFN_vkCmdTraceRaysKHR p_CmdTraceRaysKHR;

static PFN_vkVoidFunction device_fn(const char *name) {
    PFN_vkVoidFunction f = vkGetDeviceProcAddr(vk.dev, name);
    if (!f) die(EXIT_NOVK, "%s is missing", name);
    return f;
}

static VkDeviceSize align_up(VkDeviceSize v, VkDeviceSize a) { return (v + a - 1) / a * a; }

typedef struct {
    VkAccelerationStructureKHR as;
    vkc_buffer storage, scratch;
    VkDeviceAddress addr;
} accel_t;

static VkDeviceSize g_scratch_align = 1;

/* Creates an acceleration structure for these geometries and records its
 * build into cmd. */
static accel_t build_accel(VkCommandBuffer cmd, VkAccelerationStructureTypeKHR type, uint32_t ngeom,
                           const VkAccelerationStructureGeometryKHR *geoms, const uint32_t *prims) {
    accel_t a;
    memset(&a, 0, sizeof a);
    VkAccelerationStructureBuildGeometryInfoKHR info = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR,
        .type = type,
        .flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR,
        .mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR,
        .geometryCount = ngeom,
        .pGeometries = geoms,
    };
    VkAccelerationStructureBuildSizesInfoKHR sizes = {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR};
    p_GetAccelerationStructureBuildSizesKHR(vk.dev, VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, &info, prims, &sizes);
    a.storage = vkc_make_buffer(&vk, sizes.accelerationStructureSize,
                            VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR |
                                VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
                            NULL, 0);
    VkAccelerationStructureCreateInfoKHR aci = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR,
        .buffer = a.storage.buf,
        .size = sizes.accelerationStructureSize,
        .type = type,
    };
    VK_CHECK(p_CreateAccelerationStructureKHR(vk.dev, &aci, NULL, &a.as));
    VkAccelerationStructureDeviceAddressInfoKHR dai = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR,
        .accelerationStructure = a.as,
    };
    a.addr = p_GetAccelerationStructureDeviceAddressKHR(vk.dev, &dai);
    a.scratch = vkc_make_buffer(&vk, sizes.buildScratchSize + g_scratch_align,
                            VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT, NULL, 0);
    info.dstAccelerationStructure = a.as;
    info.scratchData.deviceAddress = align_up(a.scratch.addr, g_scratch_align);
    VkAccelerationStructureBuildRangeInfoKHR ranges[4];
    const VkAccelerationStructureBuildRangeInfoKHR *pranges = ranges;
    if (ngeom > 4) die(EXIT_USAGE, "too many geometries");
    for (uint32_t i = 0; i < ngeom; i++)
        ranges[i] = (VkAccelerationStructureBuildRangeInfoKHR){.primitiveCount = prims[i]};
    p_CmdBuildAccelerationStructuresKHR(cmd, 1, &info, &pranges);
    return a;
}

static void free_accel(accel_t *a) {
    if (a->as) p_DestroyAccelerationStructureKHR(vk.dev, a->as, NULL);
    vkc_free_buffer(&vk, &a->storage);
    vkc_free_buffer(&vk, &a->scratch);
}

/* Dies (exit 2) unless the module has an OpEntryPoint NAME of this
 * execution model: a missing entry point would crash the driver after the
 * layer's message rather than fail cleanly. */
static void need_entry(const uint32_t *code, size_t words, uint32_t model, const char *name) {
    for (size_t i = 5; i < words;) {
        uint32_t n = code[i] >> 16, op = code[i] & 0xffffu;
        if (n == 0 || i + n > words) die(EXIT_USAGE, "malformed SPIR-V at word %zu", i);
        if (op == 15 /* OpEntryPoint */ && n >= 4 && code[i + 1] == model &&
            strnlen((const char *)&code[i + 3], (n - 3) * 4) < (size_t)(n - 3) * 4 &&
            !strcmp((const char *)&code[i + 3], name))
            return;
        i += n;
    }
    die(EXIT_USAGE, "the module has no entry point %s of execution model %u", name, model);
}

/* ---------------------------------------------------------------- rayquery-pixel: the draw */

/* The vertex shader of rayquery-pixel: vertices 0, 1, 2 at (-1, -1), (3, -1)
 * and (-1, 3) in clip space, one triangle that covers the whole viewport (no
 * edge crosses it; the long one touches its corner (1, 1)), so that every
 * pixel runs the pixel shader once and no quad has helper invocations.
 * Compiled once by glslangValidator 12.0.0 (glslangValidator -V -g0 --vn
 * FULLSCREEN_VS fullscreen.vert -o fs.h; not by OneShader, whose pixel shader
 * is under test) from this GLSL:
 *
 *   #version 450
 *   void main() {
 *       gl_Position = vec4(float((gl_VertexIndex & 1) << 2) - 1.0,
 *                          float((gl_VertexIndex & 2) << 1) - 1.0, 0.0, 1.0);
 *   }
 */
static const uint32_t FULLSCREEN_VS[] = {
    0x07230203, 0x00010000, 0x0008000b, 0x00000023, 0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0007000f, 0x00000000, 0x00000004, 0x6e69616d, 0x00000000, 0x0000000d, 0x00000011, 0x00050048,
    0x0000000b, 0x00000000, 0x0000000b, 0x00000000, 0x00050048, 0x0000000b, 0x00000001, 0x0000000b,
    0x00000001, 0x00050048, 0x0000000b, 0x00000002, 0x0000000b, 0x00000003, 0x00050048, 0x0000000b,
    0x00000003, 0x0000000b, 0x00000004, 0x00030047, 0x0000000b, 0x00000002, 0x00040047, 0x00000011,
    0x0000000b, 0x0000002a, 0x00020013, 0x00000002, 0x00030021, 0x00000003, 0x00000002, 0x00030016,
    0x00000006, 0x00000020, 0x00040017, 0x00000007, 0x00000006, 0x00000004, 0x00040015, 0x00000008,
    0x00000020, 0x00000000, 0x0004002b, 0x00000008, 0x00000009, 0x00000001, 0x0004001c, 0x0000000a,
    0x00000006, 0x00000009, 0x0006001e, 0x0000000b, 0x00000007, 0x00000006, 0x0000000a, 0x0000000a,
    0x00040020, 0x0000000c, 0x00000003, 0x0000000b, 0x0004003b, 0x0000000c, 0x0000000d, 0x00000003,
    0x00040015, 0x0000000e, 0x00000020, 0x00000001, 0x0004002b, 0x0000000e, 0x0000000f, 0x00000000,
    0x00040020, 0x00000010, 0x00000001, 0x0000000e, 0x0004003b, 0x00000010, 0x00000011, 0x00000001,
    0x0004002b, 0x0000000e, 0x00000013, 0x00000001, 0x0004002b, 0x0000000e, 0x00000015, 0x00000002,
    0x0004002b, 0x00000006, 0x00000018, 0x3f800000, 0x0004002b, 0x00000006, 0x0000001f, 0x00000000,
    0x00040020, 0x00000021, 0x00000003, 0x00000007, 0x00050036, 0x00000002, 0x00000004, 0x00000000,
    0x00000003, 0x000200f8, 0x00000005, 0x0004003d, 0x0000000e, 0x00000012, 0x00000011, 0x000500c7,
    0x0000000e, 0x00000014, 0x00000012, 0x00000013, 0x000500c4, 0x0000000e, 0x00000016, 0x00000014,
    0x00000015, 0x0004006f, 0x00000006, 0x00000017, 0x00000016, 0x00050083, 0x00000006, 0x00000019,
    0x00000017, 0x00000018, 0x0004003d, 0x0000000e, 0x0000001a, 0x00000011, 0x000500c7, 0x0000000e,
    0x0000001b, 0x0000001a, 0x00000015, 0x000500c4, 0x0000000e, 0x0000001c, 0x0000001b, 0x00000013,
    0x0004006f, 0x00000006, 0x0000001d, 0x0000001c, 0x00050083, 0x00000006, 0x0000001e, 0x0000001d,
    0x00000018, 0x00070050, 0x00000007, 0x00000020, 0x00000019, 0x0000001e, 0x0000001f, 0x00000018,
    0x00050041, 0x00000021, 0x00000022, 0x0000000d, 0x0000000f, 0x0003003e, 0x00000022, 0x00000020,
    0x000100fd, 0x00010038
};

#define TARGET_BYTES (GRID * GRID * 4)

/* What the draw creates: the render target (R32_UINT), its view, the render
 * pass and framebuffer, the vertex shader, the pipeline and the host-visible
 * buffer the target is copied into. */
typedef struct {
    VkImage image;
    VkDeviceMemory mem;
    VkImageView view;
    VkRenderPass pass;
    VkFramebuffer fb;
    VkShaderModule vs;
    VkPipeline pipeline;
    vkc_buffer readback;
} raster_t;

/* Records the draw: clear the target to 0, one triangle through the
 * built-in vertex shader and the pixel shader `fs` (entry main) with the
 * descriptor set, then copy the target into r.readback. The subpass
 * dependency makes the colour writes visible to the copy; the caller's
 * barrier after it covers the storage buffer and the readback for the host. */
static raster_t record_draw(VkCommandBuffer cmd, VkShaderModule fs, VkPipelineLayout layout, VkDescriptorSet dset) {
    raster_t r;
    memset(&r, 0, sizeof r);
    const vkc_image_desc target = {
        .type = VK_IMAGE_TYPE_2D,
        .view_type = VK_IMAGE_VIEW_TYPE_2D,
        .format = VK_FORMAT_R32_UINT,
        .extent = {GRID, GRID, 1},
        .usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
        .aspect = VK_IMAGE_ASPECT_COLOR_BIT,
        .memory = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT,
    };
    vkc_make_image(&vk, &target, &r.image, &r.mem, &r.view);

    VkAttachmentDescription att = {
        .format = VK_FORMAT_R32_UINT,
        .samples = VK_SAMPLE_COUNT_1_BIT,
        .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR,
        .storeOp = VK_ATTACHMENT_STORE_OP_STORE,
        .stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE,
        .stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE,
        .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
        .finalLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
    };
    VkAttachmentReference color = {0, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL};
    VkSubpassDescription subpass = {
        .pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS,
        .colorAttachmentCount = 1,
        .pColorAttachments = &color,
    };
    VkSubpassDependency deps[2] = {
        {.srcSubpass = VK_SUBPASS_EXTERNAL,
         .dstSubpass = 0,
         .srcStageMask = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
         .dstStageMask = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
         .srcAccessMask = 0,
         .dstAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT},
        {.srcSubpass = 0,
         .dstSubpass = VK_SUBPASS_EXTERNAL,
         .srcStageMask = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
         .dstStageMask = VK_PIPELINE_STAGE_TRANSFER_BIT,
         .srcAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
         .dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT},
    };
    VkRenderPassCreateInfo rpci = {
        .sType = VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO,
        .attachmentCount = 1,
        .pAttachments = &att,
        .subpassCount = 1,
        .pSubpasses = &subpass,
        .dependencyCount = 2,
        .pDependencies = deps,
    };
    VK_CHECK(vkCreateRenderPass(vk.dev, &rpci, NULL, &r.pass));
    r.fb = vkc_make_framebuffer(&vk, r.pass, &r.view, 1, GRID, GRID);

    r.vs = vkc_make_module(&vk, FULLSCREEN_VS, sizeof FULLSCREEN_VS / 4);
    VkPipelineShaderStageCreateInfo pss[2] = {
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
         .stage = VK_SHADER_STAGE_VERTEX_BIT,
         .module = r.vs,
         .pName = "main"},
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
         .stage = VK_SHADER_STAGE_FRAGMENT_BIT,
         .module = fs,
         .pName = "main"},
    };
    VkPipelineVertexInputStateCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO};
    const vkc_graphics_desc gd = {
        .stages = pss,
        .nstages = 2,
        .vertex_input = &vi,
        .topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
        .width = GRID,
        .height = GRID,
        .cull = VK_CULL_MODE_NONE,
        .front_face = VK_FRONT_FACE_COUNTER_CLOCKWISE,
        .samples = 1,
        .ncolor = 1,
        .color_write_mask = VK_COLOR_COMPONENT_R_BIT,
        .layout = layout,
        .render_pass = r.pass,
    };
    r.pipeline = vkc_graphics_pipeline(&vk, &gd);

    VkClearValue clear = {.color.uint32 = {0, 0, 0, 0}};
    VkRenderPassBeginInfo rpbi = {
        .sType = VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO,
        .renderPass = r.pass,
        .framebuffer = r.fb,
        .renderArea = {{0, 0}, {GRID, GRID}},
        .clearValueCount = 1,
        .pClearValues = &clear,
    };
    vkCmdBeginRenderPass(cmd, &rpbi, VK_SUBPASS_CONTENTS_INLINE);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, r.pipeline);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout, 0, 1, &dset, 0, NULL);
    vkCmdDraw(cmd, 3, 1, 0, 0);
    vkCmdEndRenderPass(cmd);

    r.readback = vkc_make_buffer(&vk, TARGET_BYTES, VK_BUFFER_USAGE_TRANSFER_DST_BIT, NULL, 0);
    VkBufferImageCopy copy = {
        .imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1},
        .imageExtent = {GRID, GRID, 1},
    };
    vkCmdCopyImageToBuffer(cmd, r.image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, r.readback.buf, 1, &copy);
    return r;
}

static void free_raster(raster_t *r) {
    vkDestroyPipeline(vk.dev, r->pipeline, NULL);
    vkDestroyShaderModule(vk.dev, r->vs, NULL);
    vkDestroyFramebuffer(vk.dev, r->fb, NULL);
    vkDestroyRenderPass(vk.dev, r->pass, NULL);
    vkDestroyImageView(vk.dev, r->view, NULL);
    vkDestroyImage(vk.dev, r->image, NULL);
    vkFreeMemory(vk.dev, r->mem, NULL);
    vkc_free_buffer(&vk, &r->readback);
}

/* ---------------------------------------------------------------- main */

enum mode { MODE_RAYQUERY, MODE_RAYQUERY_PIXEL, MODE_PIPELINE };

static const char *const RT_ENTRIES[] = {"RayGen",         "Miss0",        "Miss1",      "ClosestTriangle",
                                         "AnyHitTriangle", "ClosestBox",   "IntersectBox", "Callable"};
/* SPIR-V execution models: RayGenerationKHR 5313, IntersectionKHR 5314,
 * AnyHitKHR 5315, ClosestHitKHR 5316, MissKHR 5317, CallableKHR 5318. */
static const uint32_t RT_MODELS[] = {5313, 5317, 5317, 5316, 5315, 5316, 5314, 5318};
static const VkShaderStageFlagBits RT_STAGES[] = {
    VK_SHADER_STAGE_RAYGEN_BIT_KHR,      VK_SHADER_STAGE_MISS_BIT_KHR,    VK_SHADER_STAGE_MISS_BIT_KHR,
    VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR, VK_SHADER_STAGE_ANY_HIT_BIT_KHR, VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR,
    VK_SHADER_STAGE_INTERSECTION_BIT_KHR, VK_SHADER_STAGE_CALLABLE_BIT_KHR};
#define NRT_STAGES 8
/* Groups: 0 raygen, 1 miss 0, 2 miss 1, 3 triangles, 4 box, 5 callable. */
#define NGROUPS 6

int main(int argc, char **argv) {
    vkc_prog = "vkrt";
    int validation, verbose;
    const char *args[3] = {NULL, NULL, NULL};
    int nargs = vkc_parse_options(argc, argv, &validation, NULL, &verbose, args, 3);
    const char *usage =
        "usage: vkrt scene | vkrt [--no-validation] [-v] rayquery|rayquery-pixel|pipeline SHADER.spv OUT";
    if (nargs == 1 && !strcmp(args[0], "scene")) {
        print_scene();
        return 0;
    }
    if (nargs != 3) die(EXIT_USAGE, "%s", usage);
    enum mode mode = MODE_RAYQUERY;
    if (!strcmp(args[0], "rayquery")) mode = MODE_RAYQUERY;
    else if (!strcmp(args[0], "rayquery-pixel")) mode = MODE_RAYQUERY_PIXEL;
    else if (!strcmp(args[0], "pipeline")) mode = MODE_PIPELINE;
    else die(EXIT_USAGE, "%s", usage);
    size_t code_words;
    uint32_t *code = vkc_read_spirv(args[1], &code_words);
    if (mode == MODE_RAYQUERY) need_entry(code, code_words, 5 /* GLCompute */, "main");
    else if (mode == MODE_RAYQUERY_PIXEL) need_entry(code, code_words, 4 /* Fragment */, "main");
    else
        for (uint32_t i = 0; i < NRT_STAGES; i++) need_entry(code, code_words, RT_MODELS[i], RT_ENTRIES[i]);
    const char *out_path = args[2];

    /* Instance, with the validation layer (synchronization validation too)
     * and a messenger that also covers instance creation and destruction;
     * a Vulkan 1.2 device with the extensions this mode needs, preferring a
     * CPU device (lavapipe). */
    vkc_create_instance(&vk, validation, 0);
    const char *need[4];
    uint32_t nneed = 0;
    need[nneed++] = VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME;
    need[nneed++] = VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME;
    const int ray_query = mode != MODE_PIPELINE;
    need[nneed++] = ray_query ? VK_KHR_RAY_QUERY_EXTENSION_NAME : VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME;
    vkc_pick_device(&vk, need, nneed);
    if (verbose) vkc_print_device(&vk);
    VkPhysicalDevice pd = vk.pd;

    VkPhysicalDeviceRayTracingPipelineFeaturesKHR frt = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_FEATURES_KHR};
    VkPhysicalDeviceRayQueryFeaturesKHR frq = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR};
    VkPhysicalDeviceAccelerationStructureFeaturesKHR fas = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR,
        .pNext = ray_query ? (void *)&frq : (void *)&frt};
    VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                            .pNext = &fas};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f12};
    vkGetPhysicalDeviceFeatures2(pd, &f2);
    if (!f12.bufferDeviceAddress) die(EXIT_NOVK, "the device lacks bufferDeviceAddress");
    if (!fas.accelerationStructure) die(EXIT_NOVK, "the device lacks accelerationStructure");
    if (ray_query && !frq.rayQuery) die(EXIT_NOVK, "the device lacks rayQuery");
    if (mode == MODE_RAYQUERY_PIXEL && !f2.features.fragmentStoresAndAtomics)
        die(EXIT_NOVK, "the device lacks fragmentStoresAndAtomics");
    if (mode == MODE_PIPELINE && !frt.rayTracingPipeline) die(EXIT_NOVK, "the device lacks rayTracingPipeline");
    /* Enable only what is used. */
    VkPhysicalDeviceRayTracingPipelineFeaturesKHR ert = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_FEATURES_KHR, .rayTracingPipeline = VK_TRUE};
    VkPhysicalDeviceRayQueryFeaturesKHR erq = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR,
                                               .rayQuery = VK_TRUE};
    VkPhysicalDeviceAccelerationStructureFeaturesKHR eas = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR,
        .pNext = ray_query ? (void *)&erq : (void *)&ert,
        .accelerationStructure = VK_TRUE};
    VkPhysicalDeviceVulkan12Features e12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                            .pNext = &eas,
                                            .bufferDeviceAddress = VK_TRUE};
    /* The pixel shader's stores to the result buffer. */
    VkPhysicalDeviceFeatures2 e2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
                                    .pNext = &e12,
                                    .features.fragmentStoresAndAtomics = mode == MODE_RAYQUERY_PIXEL};

    VkPhysicalDeviceRayTracingPipelinePropertiesKHR rtprops = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_PROPERTIES_KHR};
    VkPhysicalDeviceAccelerationStructurePropertiesKHR asprops = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR,
        .pNext = mode == MODE_PIPELINE ? &rtprops : NULL};
    VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &asprops};
    vkGetPhysicalDeviceProperties2(pd, &p2);
    g_scratch_align = asprops.minAccelerationStructureScratchOffsetAlignment
                          ? asprops.minAccelerationStructureScratchOffsetAlignment
                          : 1;

    /* Building acceleration structures wants a compute queue; drawing, graphics. */
    vkc_find_queue(&vk, VK_QUEUE_COMPUTE_BIT | (mode == MODE_RAYQUERY_PIXEL ? VK_QUEUE_GRAPHICS_BIT : 0),
                   mode == MODE_RAYQUERY_PIXEL ? "no graphics and compute queue" : "no compute queue");
    vkc_create_device(&vk, &e2, need, nneed);

    p_CreateAccelerationStructureKHR =
        (PFN_vkCreateAccelerationStructureKHR)device_fn("vkCreateAccelerationStructureKHR");
    p_DestroyAccelerationStructureKHR =
        (PFN_vkDestroyAccelerationStructureKHR)device_fn("vkDestroyAccelerationStructureKHR");
    p_GetAccelerationStructureBuildSizesKHR =
        (PFN_vkGetAccelerationStructureBuildSizesKHR)device_fn("vkGetAccelerationStructureBuildSizesKHR");
    p_GetAccelerationStructureDeviceAddressKHR =
        (PFN_vkGetAccelerationStructureDeviceAddressKHR)device_fn("vkGetAccelerationStructureDeviceAddressKHR");
    p_CmdBuildAccelerationStructuresKHR =
        (PFN_vkCmdBuildAccelerationStructuresKHR)device_fn("vkCmdBuildAccelerationStructuresKHR");
    if (mode == MODE_PIPELINE) {
        p_CreateRayTracingPipelinesKHR = (PFN_vkCreateRayTracingPipelinesKHR)device_fn("vkCreateRayTracingPipelinesKHR");
        p_GetRayTracingShaderGroupHandlesKHR =
            (PFN_vkGetRayTracingShaderGroupHandlesKHR)device_fn("vkGetRayTracingShaderGroupHandlesKHR");
        p_CmdTraceRaysKHR = (PFN_vkCmdTraceRaysKHR)device_fn("vkCmdTraceRaysKHR");
    }

    VkCommandPool cmdpool;
    VkCommandBuffer cmd = vkc_begin_commands(&vk, &cmdpool);

    /* ---- the acceleration structures: both BLAS, a barrier, the TLAS */
    const VkBufferUsageFlags input_usage =
        VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
    vkc_buffer vb0 = vkc_make_buffer(&vk, sizeof GEOM0_VERTICES, input_usage, GEOM0_VERTICES, sizeof GEOM0_VERTICES);
    vkc_buffer vb1 = vkc_make_buffer(&vk, sizeof GEOM1_VERTICES, input_usage, GEOM1_VERTICES, sizeof GEOM1_VERTICES);
    vkc_buffer ib1 = vkc_make_buffer(&vk, sizeof GEOM1_INDICES, input_usage, GEOM1_INDICES, sizeof GEOM1_INDICES);
    vkc_buffer aabb = vkc_make_buffer(&vk, sizeof BOX, input_usage, &BOX, sizeof BOX);

    VkAccelerationStructureGeometryKHR tri_geoms[2] = {
        {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
         .geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR,
         .geometry.triangles = {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR,
                                .vertexFormat = VK_FORMAT_R32G32B32_SFLOAT,
                                .vertexData.deviceAddress = vb0.addr,
                                .vertexStride = 12,
                                .maxVertex = 5,
                                .indexType = VK_INDEX_TYPE_NONE_KHR},
         .flags = 0},
        {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
         .geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR,
         .geometry.triangles = {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR,
                                .vertexFormat = VK_FORMAT_R32G32B32_SFLOAT,
                                .vertexData.deviceAddress = vb1.addr,
                                .vertexStride = 12,
                                .maxVertex = 5,
                                .indexType = VK_INDEX_TYPE_UINT32,
                                .indexData.deviceAddress = ib1.addr},
         .flags = VK_GEOMETRY_OPAQUE_BIT_KHR},
    };
    uint32_t tri_prims[2] = {2, 2};
    VkAccelerationStructureGeometryKHR box_geom = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
        .geometryType = VK_GEOMETRY_TYPE_AABBS_KHR,
        .geometry.aabbs = {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR,
                           .data.deviceAddress = aabb.addr,
                           .stride = sizeof(VkAabbPositionsKHR)},
        .flags = VK_GEOMETRY_OPAQUE_BIT_KHR,
    };
    uint32_t box_prims = 1;
    accel_t blas[2];
    blas[BLAS_TRIANGLES] = build_accel(cmd, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, 2, tri_geoms, tri_prims);
    blas[BLAS_BOX] = build_accel(cmd, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, 1, &box_geom, &box_prims);

    VkMemoryBarrier build_barrier = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
        .srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR,
        .dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR,
    };
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR,
                         VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR, 0, 1, &build_barrier, 0, NULL, 0, NULL);

    VkAccelerationStructureInstanceKHR instances[NINSTANCES];
    memset(instances, 0, sizeof instances);
    for (uint32_t i = 0; i < NINSTANCES; i++) {
        memcpy(instances[i].transform.matrix, INSTANCES[i].transform, sizeof instances[i].transform.matrix);
        instances[i].instanceCustomIndex = INSTANCES[i].custom_index;
        instances[i].mask = INSTANCES[i].mask;
        instances[i].instanceShaderBindingTableRecordOffset = INSTANCES[i].sbt_offset;
        instances[i].flags = 0;
        instances[i].accelerationStructureReference = blas[INSTANCES[i].blas].addr;
    }
    vkc_buffer ibuf = vkc_make_buffer(&vk, sizeof instances, input_usage, instances, sizeof instances);
    VkAccelerationStructureGeometryKHR inst_geom = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
        .geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR,
        .geometry.instances = {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR,
                               .arrayOfPointers = VK_FALSE,
                               .data.deviceAddress = ibuf.addr},
    };
    uint32_t ninst = NINSTANCES;
    accel_t tlas = build_accel(cmd, VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, 1, &inst_geom, &ninst);

    const VkPipelineStageFlags shader_stage =
        mode == MODE_RAYQUERY         ? VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT
        : mode == MODE_RAYQUERY_PIXEL ? VK_PIPELINE_STAGE_FRAGMENT_SHADER_BIT
                                      : VK_PIPELINE_STAGE_RAY_TRACING_SHADER_BIT_KHR;
    VkMemoryBarrier use_barrier = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
        .srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR,
        .dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR,
    };
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR, shader_stage, 0, 1, &use_barrier,
                         0, NULL, 0, NULL);

    /* ---- the result buffer and the descriptor set */
    vkc_buffer out = vkc_make_buffer(&vk, OUT_BYTES, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, NULL, 0);
    for (uint32_t i = 0; i < OUT_BYTES / 4; i++) ((uint32_t *)out.map)[i] = 0xdeadbeefu;

    const VkShaderStageFlags stages =
        mode == MODE_RAYQUERY         ? VK_SHADER_STAGE_COMPUTE_BIT
        : mode == MODE_RAYQUERY_PIXEL ? VK_SHADER_STAGE_FRAGMENT_BIT
                                      : VK_SHADER_STAGE_RAYGEN_BIT_KHR | VK_SHADER_STAGE_MISS_BIT_KHR |
                                    VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR | VK_SHADER_STAGE_ANY_HIT_BIT_KHR |
                                    VK_SHADER_STAGE_INTERSECTION_BIT_KHR | VK_SHADER_STAGE_CALLABLE_BIT_KHR;
    VkDescriptorSetLayoutBinding dslb[2] = {
        {.binding = 0, .descriptorType = VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, .descriptorCount = 1,
         .stageFlags = stages},
        {.binding = 1, .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, .descriptorCount = 1, .stageFlags = stages},
    };
    VkDescriptorSetLayoutCreateInfo dslci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
        .bindingCount = 2,
        .pBindings = dslb,
    };
    VkDescriptorSetLayout dsl;
    VK_CHECK(vkCreateDescriptorSetLayout(vk.dev, &dslci, NULL, &dsl));
    VkDescriptorPoolSize sizes[2] = {
        {VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, 1},
        {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1},
    };
    VkDescriptorPoolCreateInfo dpci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
        .maxSets = 1,
        .poolSizeCount = 2,
        .pPoolSizes = sizes,
    };
    VkDescriptorPool pool;
    VK_CHECK(vkCreateDescriptorPool(vk.dev, &dpci, NULL, &pool));
    VkDescriptorSetAllocateInfo dsai = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
        .descriptorPool = pool,
        .descriptorSetCount = 1,
        .pSetLayouts = &dsl,
    };
    VkDescriptorSet dset;
    VK_CHECK(vkAllocateDescriptorSets(vk.dev, &dsai, &dset));
    VkWriteDescriptorSetAccelerationStructureKHR was = {
        .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR,
        .accelerationStructureCount = 1,
        .pAccelerationStructures = &tlas.as,
    };
    VkDescriptorBufferInfo dbi = {.buffer = out.buf, .offset = 0, .range = VK_WHOLE_SIZE};
    VkWriteDescriptorSet writes[2] = {
        {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
         .pNext = &was,
         .dstSet = dset,
         .dstBinding = 0,
         .descriptorCount = 1,
         .descriptorType = VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR},
        {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
         .dstSet = dset,
         .dstBinding = 1,
         .descriptorCount = 1,
         .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
         .pBufferInfo = &dbi},
    };
    vkUpdateDescriptorSets(vk.dev, 2, writes, 0, NULL);
    VkPipelineLayoutCreateInfo plci = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
        .setLayoutCount = 1,
        .pSetLayouts = &dsl,
    };
    VkPipelineLayout playout;
    VK_CHECK(vkCreatePipelineLayout(vk.dev, &plci, NULL, &playout));

    /* ---- the pipeline and the work */
    VkShaderModule module = vkc_make_module(&vk, code, code_words);
    VkPipeline pipeline = VK_NULL_HANDLE;
    vkc_buffer sbt = {0};
    raster_t raster;
    memset(&raster, 0, sizeof raster);
    if (mode == MODE_RAYQUERY_PIXEL) {
        raster = record_draw(cmd, module, playout, dset);
    } else if (mode == MODE_RAYQUERY) {
        VkComputePipelineCreateInfo cpi = {
            .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
            .stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                      .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                      .module = module,
                      .pName = "main"},
            .layout = playout,
        };
        VK_CHECK(vkCreateComputePipelines(vk.dev, VK_NULL_HANDLE, 1, &cpi, NULL, &pipeline));
        vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
        vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, playout, 0, 1, &dset, 0, NULL);
        vkCmdDispatch(cmd, GRID / 4, GRID / 4, 1);
    } else {
        VkPipelineShaderStageCreateInfo pss[NRT_STAGES];
        for (uint32_t i = 0; i < NRT_STAGES; i++)
            pss[i] = (VkPipelineShaderStageCreateInfo){
                .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                .stage = RT_STAGES[i],
                .module = module,
                .pName = RT_ENTRIES[i],
            };
#define GROUP(t, g, c, a, i)                                                                                   \
    {.sType = VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR, .type = (t), .generalShader = (g),   \
     .closestHitShader = (c), .anyHitShader = (a), .intersectionShader = (i)}
        const uint32_t U = VK_SHADER_UNUSED_KHR;
        VkRayTracingShaderGroupCreateInfoKHR groups[NGROUPS] = {
            GROUP(VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 0, U, U, U),
            GROUP(VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 1, U, U, U),
            GROUP(VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 2, U, U, U),
            GROUP(VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR, U, 3, 4, U),
            GROUP(VK_RAY_TRACING_SHADER_GROUP_TYPE_PROCEDURAL_HIT_GROUP_KHR, U, 5, U, 6),
            GROUP(VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 7, U, U, U),
        };
#undef GROUP
        VkRayTracingPipelineCreateInfoKHR rpci = {
            .sType = VK_STRUCTURE_TYPE_RAY_TRACING_PIPELINE_CREATE_INFO_KHR,
            .stageCount = NRT_STAGES,
            .pStages = pss,
            .groupCount = NGROUPS,
            .pGroups = groups,
            .maxPipelineRayRecursionDepth = 1,
            .layout = playout,
        };
        VK_CHECK(p_CreateRayTracingPipelinesKHR(vk.dev, VK_NULL_HANDLE, VK_NULL_HANDLE, 1, &rpci, NULL, &pipeline));

        /* The shader binding table: four regions, each at shaderGroupBaseAlignment,
         * records at shaderGroupHandleAlignment; hit records carry two uint32. */
        const uint32_t hsize = rtprops.shaderGroupHandleSize;
        uint8_t *handles = malloc((size_t)hsize * NGROUPS);
        VK_CHECK(p_GetRayTracingShaderGroupHandlesKHR(vk.dev, pipeline, 0, NGROUPS, (size_t)hsize * NGROUPS, handles));
        const VkDeviceSize halign = rtprops.shaderGroupHandleAlignment, base = rtprops.shaderGroupBaseAlignment;
        const VkDeviceSize plain_stride = align_up(hsize, halign);
        const VkDeviceSize hit_stride = align_up(hsize + 2 * sizeof(uint32_t), halign);
        if (hit_stride > rtprops.maxShaderGroupStride) die(EXIT_NOVK, "hit record stride too large");
        VkDeviceSize off_rgen = 0;
        VkDeviceSize off_miss = align_up(off_rgen + plain_stride, base);
        VkDeviceSize off_hit = align_up(off_miss + 2 * plain_stride, base);
        VkDeviceSize off_call = align_up(off_hit + NHIT_RECORDS * hit_stride, base);
        VkDeviceSize total = off_call + plain_stride;
        sbt = vkc_make_buffer(&vk, total + base,
                          VK_BUFFER_USAGE_SHADER_BINDING_TABLE_BIT_KHR | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
                          NULL, 0);
        /* the buffer's address is aligned for the regions' offsets to be */
        VkDeviceSize shift = align_up(sbt.addr, base) - sbt.addr;
        uint8_t *p = (uint8_t *)sbt.map + shift;
        VkDeviceAddress a0 = sbt.addr + shift;
        memcpy(p + off_rgen, handles + 0 * hsize, hsize);
        memcpy(p + off_miss, handles + 1 * hsize, hsize);
        memcpy(p + off_miss + plain_stride, handles + 2 * hsize, hsize);
        for (uint32_t rr = 0; rr < NHIT_RECORDS; rr++) {
            uint8_t *rec = p + off_hit + rr * hit_stride;
            memcpy(rec, handles + (HIT_RECORDS[rr] == GROUP_BOX ? 4 : 3) * hsize, hsize);
            uint32_t data[2] = {record_tag(rr), record_sub(rr)};
            memcpy(rec + hsize, data, sizeof data);
        }
        memcpy(p + off_call, handles + 5 * hsize, hsize);
        free(handles);
        VkStridedDeviceAddressRegionKHR rgen = {a0 + off_rgen, plain_stride, plain_stride};
        VkStridedDeviceAddressRegionKHR miss = {a0 + off_miss, plain_stride, 2 * plain_stride};
        VkStridedDeviceAddressRegionKHR hit = {a0 + off_hit, hit_stride, NHIT_RECORDS * hit_stride};
        VkStridedDeviceAddressRegionKHR call = {a0 + off_call, plain_stride, plain_stride};
        if (verbose)
            fprintf(stderr,
                    "vkrt: handle size %u, alignment %u, base alignment %u; SBT raygen @%" PRIu64 ", miss @%" PRIu64
                    " stride %" PRIu64 ", hit @%" PRIu64 " stride %" PRIu64 ", callable @%" PRIu64 "\n",
                    hsize, rtprops.shaderGroupHandleAlignment, rtprops.shaderGroupBaseAlignment, (uint64_t)off_rgen,
                    (uint64_t)off_miss, (uint64_t)plain_stride, (uint64_t)off_hit, (uint64_t)hit_stride,
                    (uint64_t)off_call);
        vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, pipeline);
        vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, playout, 0, 1, &dset, 0, NULL);
        p_CmdTraceRaysKHR(cmd, &rgen, &miss, &hit, &call, GRID, GRID, 1);
    }
    /* The shader's stores (and the render target's copy) to the host. */
    const int copied = mode == MODE_RAYQUERY_PIXEL;
    VkMemoryBarrier host_barrier = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
        .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | (copied ? VK_ACCESS_TRANSFER_WRITE_BIT : 0),
        .dstAccessMask = VK_ACCESS_HOST_READ_BIT,
    };
    vkCmdPipelineBarrier(cmd, shader_stage | (copied ? VK_PIPELINE_STAGE_TRANSFER_BIT : 0), VK_PIPELINE_STAGE_HOST_BIT,
                         0, 1, &host_barrier, 0, NULL, 0, NULL);
    VK_CHECK(vkEndCommandBuffer(cmd));
    /* A validation message before the work stops it: running what the layer
     * calls invalid is undefined (and may crash the driver). */
    if (vkc_validation_messages)
        die(EXIT_VALIDATION, "FAIL: %u validation message(s) before the work; not run", vkc_validation_messages);

    vkc_submit_wait(&vk, cmd, "VKRT_TIMEOUT_MS", "work");

    FILE *f = fopen(out_path, "wb");
    if (!f) die(EXIT_USAGE, "cannot write %s", out_path);
    int wrote = fwrite(out.map, 1, OUT_BYTES, f) == OUT_BYTES;
    if (copied) wrote = wrote && fwrite(raster.readback.map, 1, TARGET_BYTES, f) == TARGET_BYTES;
    if (fclose(f) != 0 || !wrote) die(EXIT_USAGE, "cannot write %s", out_path);

    /* Tear everything down so that the layer can report leaks too. */
    vkDestroyCommandPool(vk.dev, cmdpool, NULL);
    vkDestroyPipeline(vk.dev, pipeline, NULL);
    if (copied) free_raster(&raster);
    vkDestroyShaderModule(vk.dev, module, NULL);
    vkDestroyPipelineLayout(vk.dev, playout, NULL);
    vkDestroyDescriptorPool(vk.dev, pool, NULL);
    vkDestroyDescriptorSetLayout(vk.dev, dsl, NULL);
    free_accel(&tlas);
    free_accel(&blas[0]);
    free_accel(&blas[1]);
    vkc_free_buffer(&vk, &sbt);
    vkc_free_buffer(&vk, &out);
    vkc_free_buffer(&vk, &ibuf);
    vkc_free_buffer(&vk, &vb0);
    vkc_free_buffer(&vk, &vb1);
    vkc_free_buffer(&vk, &ib1);
    vkc_free_buffer(&vk, &aabb);
    vkc_destroy(&vk);
    free(code);

    if (vkc_validation_messages) {
        fprintf(stderr, "vkrt: FAIL: %u validation message(s)\n", vkc_validation_messages);
        return EXIT_VALIDATION;
    }
    printf("vkrt: ran %s (%dx%d), wrote %s\n", args[0], GRID, GRID, out_path);
    return 0;
}
