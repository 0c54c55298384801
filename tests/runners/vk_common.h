/*
 * vk_common: what the Vulkan test runners (vkrun.c compute, vkrender.c
 * graphics, vkrt.c ray tracing) share: their exit codes and messages, the
 * spec files' value syntax, and the Vulkan setup they all do the same way:
 * the instance with VK_LAYER_KHRONOS_validation (plus synchronization
 * validation) and a messenger that counts its warnings and errors, the
 * choice of a Vulkan 1.2 device (a CPU one, lavapipe, first), the device
 * and its queue, memory, host-visible buffers, images, descriptor sets from
 * layout lines, one command buffer submitted and waited for with a timeout.
 *
 * Every message starts with vkc_prog ("vkrun: ..."), which each runner sets
 * first thing in main.
 */
#ifndef OSH_VK_COMMON_H
#define OSH_VK_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <vulkan/vulkan.h>

/* The runners' exit statuses (each documents its own at its top). */
enum { EXIT_MISMATCH = 1, EXIT_USAGE = 2, EXIT_NOVK = 3, EXIT_VALIDATION = 4, EXIT_VKFAIL = 5 };

/* ---------------------------------------------------------------- messages */

extern const char *vkc_prog; /* "vkrun", "vkrender", "vkrt" */

/* Prints "PROG: message" to stderr and exits with code. */
void die(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3), noreturn));
const char *vk_result_name(VkResult r);

#define VK_CHECK(call)                                                                    \
    do {                                                                                  \
        VkResult vr_ = (call);                                                            \
        if (vr_ != VK_SUCCESS)                                                            \
            die(EXIT_VKFAIL, "%s failed: %s (%d)", #call, vk_result_name(vr_), (int)vr_); \
    } while (0)

/* The validation layer's (and the loader's) messages of warning or error
 * severity: each is printed as "PROG: validation error: [ID] text" and
 * counted here, unless vkc_ignore_message (when set) says it is to be
 * passed over. */
extern unsigned vkc_validation_messages;
extern int (*vkc_ignore_message)(const char *msg);

/* The command line: --no-validation (clears *validation), --dump (sets
 * *dump; not an option where dump is NULL), -v (sets *verbose) and up to
 * maxargs arguments into args; exit 2 for an unknown option or more
 * arguments. Returns the number of arguments. */
int vkc_parse_options(int argc, char **argv, int *validation, int *dump, int *verbose, const char **args, int maxargs);

/* ---------------------------------------------------------------- spec files */

/* Where spec_error says the error is: "PROG: PATH:LINE: message", exit 2. */
extern const char *vkc_spec_path;
extern unsigned vkc_spec_line;
void spec_error(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

/* The next line of f with a directive, split at blanks (tok[0] is the
 * directive); blank and '#' lines are skipped, vkc_spec_line counts them
 * all. Returns the token count, or 0 at the end of the file (then the
 * buffers are freed). */
typedef struct {
    char *line;
    size_t cap;
    char **tok;
    size_t tokcap;
} vkc_lines;
int vkc_next_directive(FILE *f, vkc_lines *l);

enum elem_type { T_U32, T_I32, T_F32, T_BOOL };

enum elem_type vkc_parse_type(const char *s, int allow_bool);
/* A u32 token (decimal or 0x hex); what names it in the error. */
uint32_t vkc_parse_u32(const char *s, const char *what);
/* One value's 32 bits: integers (u32 takes -1 etc. as two's complement
 * bits), floats (nan, inf), bool 0|1, or raw:0xHHHHHHHH. */
uint32_t vkc_parse_value(const char *s, enum elem_type t);
/* An absolute tolerance: a number >= 0. */
double vkc_parse_tolerance(const char *s);
/* BINDING is "B" or "B[K]" (element K, below max_elements, of a descriptor
 * array at B); s is cut at the '['. */
void vkc_parse_binding(char *s, uint32_t max_elements, uint32_t *binding, uint32_t *index);

/* A binding of a pipeline layout, as the host helpers make it from the
 * reflection (tests/runners/oshlayout.c): "layout SET BINDING TYPE COUNT
 * STAGES FLAGS NAME"; COUNT 0 is an unbounded array. */
typedef struct {
    uint32_t set, binding, type, count, stages, flags; /* flags: VkDescriptorBindingFlags */
    char name[64];
} vkc_layout;
void vkc_parse_layout(char **tok, int ntok, vkc_layout *l);
/* "push_range SIZE STAGES" */
void vkc_parse_push_range(char **tok, int ntok, uint32_t *size, uint32_t *stages);
/* The layout line at (set, binding), or NULL where the layout lacks it;
 * exits 1 where it types the binding otherwise than `want` or has fewer
 * elements than index + 1. */
const vkc_layout *vkc_layout_check(const vkc_layout *layout, uint32_t nlayout, uint32_t set, uint32_t binding,
                                   uint32_t index, VkDescriptorType want);

/* Whether float values match: a NaN expectation any NaN, infinities only
 * themselves, else within tol. */
int vkc_values_close(double got, double want, double tol);

/* A SPIR-V module's words (exit 2 for a file that is not one). */
uint32_t *vkc_read_spirv(const char *path, size_t *words);

/* ---------------------------------------------------------------- Vulkan */

typedef struct {
    VkInstance inst;
    VkDebugUtilsMessengerEXT messenger;
    PFN_vkDestroyDebugUtilsMessengerEXT destroy_messenger;
    uint32_t loader_version; /* what the loader supports */
    uint32_t api_version;    /* what the instance asked for */
    VkPhysicalDevice pd;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties memprops;
    uint32_t qf;
    VkDevice dev;
    VkQueue queue;
} vkc_context;

/* The instance, with the validation layer unless !validation (exit 3
 * without it, VK_EXT_debug_utils or a 1.2 loader) and a messenger that also
 * covers its creation and destruction; API 1.2, or 1.3 with want_1_3 where
 * the loader has it. */
void vkc_create_instance(vkc_context *c, int validation, int want_1_3);
int vkc_has_device_ext(VkPhysicalDevice pd, const char *name);
/* A Vulkan 1.2 device with these extensions, a CPU device (lavapipe) first. */
void vkc_pick_device(vkc_context *c, const char *const *need, uint32_t nneed);
void vkc_print_device(const vkc_context *c);
/* The first queue family with all these flags (else exit 3, saying none). */
void vkc_find_queue(vkc_context *c, VkQueueFlags flags, const char *none);
/* The device, with one queue of c->qf; features: a VkPhysicalDeviceFeatures2 chain. */
void vkc_create_device(vkc_context *c, const void *features, const char *const *exts, uint32_t nexts);
/* Destroys the device, the messenger and the instance. */
void vkc_destroy(vkc_context *c);

uint32_t vkc_find_memory(const vkc_context *c, uint32_t type_bits, VkMemoryPropertyFlags want);
/* Memory for req of a type with `want`; next extends the allocation. */
VkDeviceMemory vkc_allocate(const vkc_context *c, const VkMemoryRequirements *req, VkMemoryPropertyFlags want,
                            const void *next);

/* A host-visible, coherent buffer, mapped, zeroed, then filled with
 * init_size bytes of init; with its device address when the usage asks for
 * one. */
typedef struct {
    VkBuffer buf;
    VkDeviceMemory mem;
    void *map;
    VkDeviceSize size;
    VkDeviceAddress addr;
} vkc_buffer;
vkc_buffer vkc_make_buffer(const vkc_context *c, VkDeviceSize size, VkBufferUsageFlags usage, const void *init,
                           size_t init_size);
void vkc_free_buffer(const vkc_context *c, vkc_buffer *b);

/* An image (optimal tiling, one mip level) in memory of `memory` flags,
 * and its view of every layer. Zero layers or samples mean 1. */
typedef struct {
    VkImageType type;
    VkImageViewType view_type;
    VkFormat format;
    VkExtent3D extent;
    uint32_t layers;
    uint32_t samples;
    VkImageUsageFlags usage;
    VkImageAspectFlags aspect;
    VkMemoryPropertyFlags memory;
} vkc_image_desc;
void vkc_make_image(const vkc_context *c, const vkc_image_desc *d, VkImage *img, VkDeviceMemory *mem,
                    VkImageView *view);
/* A layout transition (and memory dependency) of mip 0, layers 0..layers-1. */
void vkc_image_barrier(VkCommandBuffer cmd, VkImage img, VkImageAspectFlags aspect, uint32_t layers, VkImageLayout from,
                       VkImageLayout to, VkPipelineStageFlags src_stage, VkAccessFlags src,
                       VkPipelineStageFlags dst_stage, VkAccessFlags dst);
VkSampler vkc_make_sampler(const vkc_context *c, VkFilter filter, VkSamplerAddressMode address, int compare,
                           VkCompareOp compare_op, float max_lod);
VkShaderModule vkc_make_module(const vkc_context *c, const uint32_t *code, size_t words);

/* A graphics pipeline for subpass 0 of render_pass, over a width x height
 * viewport (flip_y: a negative height, so that clip-space y = +1 is row 0,
 * as in D3D and WebGPU) and scissor, filled polygons, no blending. */
typedef struct {
    const VkPipelineShaderStageCreateInfo *stages;
    uint32_t nstages;
    const VkPipelineVertexInputStateCreateInfo *vertex_input; /* NULL: a mesh pipeline (no vertex input, no assembly) */
    VkPrimitiveTopology topology;
    uint32_t patch_control_points; /* 0: no tessellation state */
    uint32_t width, height;
    int flip_y;
    VkCullModeFlags cull;
    VkFrontFace front_face;
    uint32_t samples;
    uint32_t ncolor;                         /* color attachments */
    VkColorComponentFlags color_write_mask;  /* of each */
    const VkPipelineDepthStencilStateCreateInfo *depth; /* or NULL */
    VkPipelineLayout layout;
    VkRenderPass render_pass;
} vkc_graphics_desc;
VkPipeline vkc_graphics_pipeline(const vkc_context *c, const vkc_graphics_desc *d);
VkFramebuffer vkc_make_framebuffer(const vkc_context *c, VkRenderPass rp, const VkImageView *views, uint32_t n,
                                   uint32_t width, uint32_t height);

/* Descriptor sets 0..nsets-1 from these bindings (vkc_layout entries with
 * their final counts; name unused): the binding flags chained where some
 * binding has any, an update-after-bind pool where a binding is that, the
 * variable descriptor counts where a binding has one. */
typedef struct {
    uint32_t nsets;
    VkDescriptorSetLayout *layouts;
    VkDescriptorSet *sets;
    VkDescriptorPool pool;
} vkc_sets;
void vkc_create_sets(const vkc_context *c, uint32_t nsets, const vkc_layout *bindings, uint32_t n, vkc_sets *out);
/* Writes one descriptor: element index of (set, binding), of this type,
 * from whichever of buffer, image and texel is not NULL. */
void vkc_write_descriptor(const vkc_context *c, VkDescriptorSet set, uint32_t binding, uint32_t index,
                          VkDescriptorType type, const VkDescriptorBufferInfo *buffer, const VkDescriptorImageInfo *image,
                          const VkBufferView *texel);
/* The pipeline layout of those sets and one push-constant range (none when size is 0). */
VkPipelineLayout vkc_pipeline_layout(const vkc_context *c, const vkc_sets *s, VkShaderStageFlags push_stages,
                                     uint32_t push_size);
void vkc_destroy_sets(const vkc_context *c, vkc_sets *s);

/* A primary command buffer from a new pool, begun for one submission. */
VkCommandBuffer vkc_begin_commands(const vkc_context *c, VkCommandPool *pool);
/* Submits cmd (ended) and waits for it as long as the environment variable
 * timeout_env says, in ms (default 60000); exit 5 when "the WHAT did not
 * finish" in time. */
void vkc_submit_wait(const vkc_context *c, VkCommandBuffer cmd, const char *timeout_env, const char *what);

#endif
