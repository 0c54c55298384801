/*
 * A Vulkan host that builds its compute pipeline from OneShader's reflection
 * alone: the descriptor set layouts and the push-constant range come from
 * osh_vk_pipeline_layout, the VkSpecializationInfo from osh_vk_specialization,
 * the buffer sizes, the member offsets it writes the uniform buffer and the
 * push constants at, and the workgroup size from osh_result_reflection. It
 * knows the shader's resources only by name. It then dispatches on the
 * device (lavapipe under `oshtest.py exec`) and compares the results with
 * values it computes itself from the inputs it chose.
 *
 *   host_vk tests/host/host_compute.hlsl
 *
 * Runs twice: once with specialization values (kScale = 3, kBias = true),
 * once without (the defaults 1 and false), so the specialization info must
 * really reach the pipeline. Exit 0 pass, 1 mismatch or error, 77 no
 * Vulkan device (a skip, as ctest's SKIP_RETURN_CODE).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vulkan/vulkan.h>

#include "oneshader.h"

#define N 256 /* invocations */
#define MAX_BINDINGS 16
#define MAX_SETS 4

static unsigned g_validation_messages;

static void die(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "host_vk: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    exit(code);
}

#define VK_CHECK(x)                                                                   \
    do {                                                                              \
        VkResult r_ = (x);                                                            \
        if (r_ != VK_SUCCESS)                                                         \
            die(1, "%s failed: VkResult %d (line %d)", #x, (int)r_, __LINE__);        \
    } while (0)

static VKAPI_ATTR VkBool32 VKAPI_CALL debug_cb(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
                                               VkDebugUtilsMessageTypeFlagsEXT type,
                                               const VkDebugUtilsMessengerCallbackDataEXT *d,
                                               void *user)
{
    (void)type;
    (void)user;
    if (sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) {
        g_validation_messages++;
        fprintf(stderr, "host_vk: validation: %s\n", d->pMessage ? d->pMessage : "");
    }
    return VK_FALSE;
}

static int has_layer(const char *name)
{
    uint32_t n = 0;
    if (vkEnumerateInstanceLayerProperties(&n, NULL) != VK_SUCCESS || n == 0)
        return 0;
    VkLayerProperties *p = calloc(n, sizeof *p);
    vkEnumerateInstanceLayerProperties(&n, p);
    int found = 0;
    for (uint32_t i = 0; i < n; i++)
        found |= !strcmp(p[i].layerName, name);
    free(p);
    return found;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die(1, "cannot read %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n)
        die(1, "cannot read %s", path);
    fclose(f);
    buf[n] = 0;
    *len = (size_t)n;
    return buf;
}

static const osh_refl_resource *resource(const osh_reflection *r, const char *name)
{
    for (size_t i = 0; i < r->resource_count; i++)
        if (!strcmp(r->resources[i].name, name))
            return &r->resources[i];
    die(1, "the reflection has no resource '%s'", name);
    return NULL;
}

static uint32_t member_offset(const osh_refl_member *m, uint32_t count, const char *name)
{
    for (uint32_t i = 0; i < count; i++)
        if (!strcmp(m[i].name, name))
            return m[i].offset;
    die(1, "the reflection has no member '%s'", name);
    return 0;
}

typedef struct Vk {
    VkInstance inst;
    VkPhysicalDevice pd;
    VkDevice dev;
    VkQueue queue;
    uint32_t qf;
    VkDebugUtilsMessengerEXT messenger;
} Vk;

static void vk_init(Vk *vk)
{
    int validation = has_layer("VK_LAYER_KHRONOS_validation") && !getenv("HOST_VK_NO_VALIDATION");
    const char *layers[] = {"VK_LAYER_KHRONOS_validation"};
    const char *exts[] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
    VkDebugUtilsMessengerCreateInfoEXT mci = {
        .sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT,
        .messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                           VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT,
        .messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                       VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT,
        .pfnUserCallback = debug_cb,
    };
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
                             .pApplicationName = "host_vk",
                             .apiVersion = VK_API_VERSION_1_2};
    VkInstanceCreateInfo ici = {
        .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
        .pNext = validation ? &mci : NULL,
        .pApplicationInfo = &app,
        .enabledLayerCount = validation ? 1 : 0,
        .ppEnabledLayerNames = layers,
        .enabledExtensionCount = validation ? 1 : 0,
        .ppEnabledExtensionNames = exts,
    };
    if (vkCreateInstance(&ici, NULL, &vk->inst) != VK_SUCCESS)
        die(77, "vkCreateInstance failed: no Vulkan (skipped)");
    vk->messenger = VK_NULL_HANDLE;
    if (validation) {
        PFN_vkCreateDebugUtilsMessengerEXT create = (PFN_vkCreateDebugUtilsMessengerEXT)
            vkGetInstanceProcAddr(vk->inst, "vkCreateDebugUtilsMessengerEXT");
        if (create)
            VK_CHECK(create(vk->inst, &mci, NULL, &vk->messenger));
    }
    fprintf(stderr, "host_vk: validation layer %s\n", validation ? "on" : "not installed");

    uint32_t npd = 0;
    VK_CHECK(vkEnumeratePhysicalDevices(vk->inst, &npd, NULL));
    if (npd == 0)
        die(77, "no Vulkan device (skipped)");
    VkPhysicalDevice pds[16];
    if (npd > 16)
        npd = 16;
    VK_CHECK(vkEnumeratePhysicalDevices(vk->inst, &npd, pds));
    vk->pd = VK_NULL_HANDLE;
    VkPhysicalDeviceProperties props;
    for (int pass = 0; pass < 2 && !vk->pd; pass++)
        for (uint32_t i = 0; i < npd && !vk->pd; i++) {
            vkGetPhysicalDeviceProperties(pds[i], &props);
            if (props.apiVersion >= VK_API_VERSION_1_2 &&
                (pass == 1 || props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU))
                vk->pd = pds[i];
        }
    if (!vk->pd)
        die(77, "no Vulkan 1.2 device (skipped)");
    fprintf(stderr, "host_vk: device %s\n", props.deviceName);
    uint32_t nqf = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(vk->pd, &nqf, NULL);
    VkQueueFamilyProperties qfs[16];
    if (nqf > 16)
        nqf = 16;
    vkGetPhysicalDeviceQueueFamilyProperties(vk->pd, &nqf, qfs);
    vk->qf = UINT32_MAX;
    for (uint32_t i = 0; i < nqf && vk->qf == UINT32_MAX; i++)
        if (qfs[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
            vk->qf = i;
    if (vk->qf == UINT32_MAX)
        die(77, "no compute queue (skipped)");
    float prio = 1.0f;
    VkDeviceQueueCreateInfo qci = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
                                   .queueFamilyIndex = vk->qf,
                                   .queueCount = 1,
                                   .pQueuePriorities = &prio};
    VkDeviceCreateInfo dci = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
                              .queueCreateInfoCount = 1,
                              .pQueueCreateInfos = &qci};
    VK_CHECK(vkCreateDevice(vk->pd, &dci, NULL, &vk->dev));
    vkGetDeviceQueue(vk->dev, vk->qf, 0, &vk->queue);
}

typedef struct Buffer {
    VkBuffer buf;
    VkDeviceMemory mem;
    void *map;
    VkDeviceSize size;
} Buffer;

static Buffer make_buffer(Vk *vk, VkDeviceSize size, VkBufferUsageFlags usage)
{
    Buffer b = {.size = size};
    VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
                              .size = size,
                              .usage = usage,
                              .sharingMode = VK_SHARING_MODE_EXCLUSIVE};
    VK_CHECK(vkCreateBuffer(vk->dev, &bci, NULL, &b.buf));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(vk->dev, b.buf, &req);
    VkPhysicalDeviceMemoryProperties mp;
    vkGetPhysicalDeviceMemoryProperties(vk->pd, &mp);
    VkMemoryPropertyFlags want =
        VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    uint32_t type = UINT32_MAX;
    for (uint32_t i = 0; i < mp.memoryTypeCount && type == UINT32_MAX; i++)
        if ((req.memoryTypeBits & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want)
            type = i;
    if (type == UINT32_MAX)
        die(1, "no host-visible memory");
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                                .allocationSize = req.size,
                                .memoryTypeIndex = type};
    VK_CHECK(vkAllocateMemory(vk->dev, &mai, NULL, &b.mem));
    VK_CHECK(vkBindBufferMemory(vk->dev, b.buf, b.mem, 0));
    VK_CHECK(vkMapMemory(vk->dev, b.mem, 0, VK_WHOLE_SIZE, 0, &b.map));
    memset(b.map, 0, size);
    return b;
}

static void free_buffer(Vk *vk, Buffer *b)
{
    vkUnmapMemory(vk->dev, b->mem);
    vkDestroyBuffer(vk->dev, b->buf, NULL);
    vkFreeMemory(vk->dev, b->mem, NULL);
}

static uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* One run: pipeline from the reflection, dispatch, compare. Returns the
 * number of mismatches. */
static int run(Vk *vk, const osh_result *res, const osh_spec_value *values, size_t nvalues,
               uint32_t scale, int bias)
{
    const osh_reflection *refl = osh_result_reflection(res);
    size_t nwords;
    const uint32_t *words = osh_result_spirv(res, &nwords);

    /* Layout from the helper. */
    osh_vk_binding b[MAX_BINDINGS];
    size_t nb = 0;
    osh_vk_push_constant_range push;
    char reason[200];
    if (osh_vk_pipeline_layout(&refl, 1, b, MAX_BINDINGS, &nb, &push, reason, sizeof reason) !=
        OSH_OK)
        die(1, "osh_vk_pipeline_layout: %s", reason);
    uint32_t nsets = 0;
    for (size_t i = 0; i < nb; i++)
        if (b[i].set + 1 > nsets)
            nsets = b[i].set + 1;
    if (nsets > MAX_SETS)
        die(1, "too many sets");
    VkDescriptorSetLayout dsl[MAX_SETS];
    for (uint32_t s = 0; s < nsets; s++) {
        VkDescriptorSetLayoutBinding lb[MAX_BINDINGS];
        uint32_t n = 0;
        for (size_t i = 0; i < nb; i++)
            if (b[i].set == s)
                lb[n++] = (VkDescriptorSetLayoutBinding){
                    .binding = b[i].binding,
                    .descriptorType = (VkDescriptorType)b[i].descriptor_type,
                    .descriptorCount = b[i].descriptor_count,
                    .stageFlags = b[i].stage_flags,
                };
        VkDescriptorSetLayoutCreateInfo ci = {
            .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
            .bindingCount = n,
            .pBindings = lb};
        VK_CHECK(vkCreateDescriptorSetLayout(vk->dev, &ci, NULL, &dsl[s]));
    }
    VkPushConstantRange pcr = {push.stage_flags, push.offset, push.size};
    VkPipelineLayoutCreateInfo plci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                       .setLayoutCount = nsets,
                                       .pSetLayouts = dsl,
                                       .pushConstantRangeCount = push.size ? 1 : 0,
                                       .pPushConstantRanges = &pcr};
    VkPipelineLayout pl;
    VK_CHECK(vkCreatePipelineLayout(vk->dev, &plci, NULL, &pl));

    /* Specialization from the helper. */
    osh_vk_spec_entry se[8];
    size_t nse = 0, data_size = 0;
    unsigned char data[64];
    if (osh_vk_specialization(refl, values, nvalues, se, 8, &nse, data, sizeof data,
                              &data_size) != OSH_OK)
        die(1, "osh_vk_specialization failed");
    VkSpecializationMapEntry me[8];
    for (size_t i = 0; i < nse; i++)
        me[i] = (VkSpecializationMapEntry){se[i].constant_id, se[i].offset, se[i].size};
    VkSpecializationInfo si = {(uint32_t)nse, me, data_size, data};

    VkShaderModuleCreateInfo smci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                     .codeSize = nwords * 4,
                                     .pCode = words};
    VkShaderModule sm;
    VK_CHECK(vkCreateShaderModule(vk->dev, &smci, NULL, &sm));
    VkComputePipelineCreateInfo cpci = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                  .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                  .module = sm,
                  .pName = refl->name,
                  .pSpecializationInfo = nse ? &si : NULL},
        .layout = pl};
    VkPipeline pipe;
    VK_CHECK(vkCreateComputePipelines(vk->dev, VK_NULL_HANDLE, 1, &cpci, NULL, &pipe));

    /* Buffers: sizes and offsets from the reflection. */
    const osh_refl_resource *params = resource(refl, "Params");
    const osh_refl_resource *in = resource(refl, "input");
    const osh_refl_resource *out = resource(refl, "output");
    const osh_refl_resource *fout = resource(refl, "foutput");
    const osh_refl_resource *res_of[MAX_BINDINGS];
    Buffer buf[MAX_BINDINGS];
    for (size_t i = 0; i < nb; i++) {
        res_of[i] = NULL;
        for (size_t k = 0; k < refl->resource_count; k++)
            if (refl->resources[k].set == b[i].set && refl->resources[k].binding == b[i].binding)
                res_of[i] = &refl->resources[k];
        if (!res_of[i])
            die(1, "binding %u.%u has no resource", b[i].set, b[i].binding);
        const osh_refl_resource *r = res_of[i];
        VkDeviceSize size = r->element_stride ? (VkDeviceSize)r->element_stride * N : r->size;
        if (size < r->min_binding_size)
            size = r->min_binding_size;
        buf[i] = make_buffer(vk, size,
                             b[i].descriptor_type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER
                                 ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT
                                 : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    }
    uint32_t inputs[N];
    const uint32_t offset = 100000;
    const float fscale = 0.5f;
    for (uint32_t i = 0; i < N; i++)
        inputs[i] = i * 7u + 3u;
    for (size_t i = 0; i < nb; i++) {
        unsigned char *m = buf[i].map;
        if (res_of[i] == params) {
            uint32_t o = member_offset(params->members, params->member_count, "offset");
            uint32_t s = member_offset(params->members, params->member_count, "fscale");
            memcpy(m + o, &offset, 4);
            uint32_t fs = f2u(fscale);
            memcpy(m + s, &fs, 4);
        } else if (res_of[i] == in) {
            for (uint32_t k = 0; k < N; k++)
                memcpy(m + (size_t)k * in->element_stride, &inputs[k], 4);
        } else {
            memset(m, 0xee, buf[i].size);
        }
    }

    /* Descriptor sets. */
    VkDescriptorPoolSize ps[MAX_BINDINGS];
    for (size_t i = 0; i < nb; i++)
        ps[i] = (VkDescriptorPoolSize){(VkDescriptorType)b[i].descriptor_type,
                                       b[i].descriptor_count};
    VkDescriptorPoolCreateInfo dpci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                       .maxSets = nsets,
                                       .poolSizeCount = (uint32_t)nb,
                                       .pPoolSizes = ps};
    VkDescriptorPool pool;
    VK_CHECK(vkCreateDescriptorPool(vk->dev, &dpci, NULL, &pool));
    VkDescriptorSet sets[MAX_SETS];
    VkDescriptorSetAllocateInfo dsai = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                        .descriptorPool = pool,
                                        .descriptorSetCount = nsets,
                                        .pSetLayouts = dsl};
    VK_CHECK(vkAllocateDescriptorSets(vk->dev, &dsai, sets));
    VkDescriptorBufferInfo dbi[MAX_BINDINGS];
    VkWriteDescriptorSet w[MAX_BINDINGS];
    for (size_t i = 0; i < nb; i++) {
        dbi[i] = (VkDescriptorBufferInfo){buf[i].buf, 0, VK_WHOLE_SIZE};
        w[i] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                      .dstSet = sets[b[i].set],
                                      .dstBinding = b[i].binding,
                                      .descriptorCount = 1,
                                      .descriptorType = (VkDescriptorType)b[i].descriptor_type,
                                      .pBufferInfo = &dbi[i]};
    }
    vkUpdateDescriptorSets(vk->dev, (uint32_t)nb, w, 0, NULL);

    /* Push constants at the reflected offsets. */
    const osh_refl_push_constants *pcb = refl->push_constants;
    if (!pcb || pcb->size > push.size)
        die(1, "no push-constant block, or its range is too small");
    unsigned char pcdata[128] = {0};
    const uint32_t mul = 5, add = 11;
    memcpy(pcdata + member_offset(pcb->members, pcb->member_count, "mul"), &mul, 4);
    memcpy(pcdata + member_offset(pcb->members, pcb->member_count, "add"), &add, 4);

    VkCommandPoolCreateInfo cpi = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                   .queueFamilyIndex = vk->qf};
    VkCommandPool cp;
    VK_CHECK(vkCreateCommandPool(vk->dev, &cpi, NULL, &cp));
    VkCommandBufferAllocateInfo cbai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                        .commandPool = cp,
                                        .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                        .commandBufferCount = 1};
    VkCommandBuffer cb;
    VK_CHECK(vkAllocateCommandBuffers(vk->dev, &cbai, &cb));
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    VK_CHECK(vkBeginCommandBuffer(cb, &bi));
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl, 0, nsets, sets, 0, NULL);
    vkCmdPushConstants(cb, pl, push.stage_flags, push.offset, push.size, pcdata + push.offset);
    if (refl->workgroup_size[0] == 0 || N % refl->workgroup_size[0])
        die(1, "unexpected workgroup size %u", refl->workgroup_size[0]);
    vkCmdDispatch(cb, N / refl->workgroup_size[0], 1, 1);
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                          .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
                          .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0,
                         1, &mb, 0, NULL, 0, NULL);
    VK_CHECK(vkEndCommandBuffer(cb));
    VkSubmitInfo sub = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
                        .commandBufferCount = 1,
                        .pCommandBuffers = &cb};
    VK_CHECK(vkQueueSubmit(vk->queue, 1, &sub, VK_NULL_HANDLE));
    VK_CHECK(vkQueueWaitIdle(vk->queue));

    /* Compare with our own computation. */
    int bad = 0;
    for (size_t i = 0; i < nb; i++) {
        const unsigned char *m = buf[i].map;
        for (uint32_t k = 0; k < N && (res_of[i] == out || res_of[i] == fout); k++) {
            uint32_t got, want;
            memcpy(&got, m + (size_t)k * res_of[i]->element_stride, 4);
            if (res_of[i] == out)
                want = inputs[k] * mul * scale + add + offset + (bias ? 1000u : 0u);
            else
                want = f2u((float)inputs[k] * fscale);
            if (got != want && bad++ < 8)
                fprintf(stderr, "host_vk: %s[%u] = 0x%08x, expected 0x%08x\n", res_of[i]->name, k,
                        got, want);
        }
    }

    vkDestroyCommandPool(vk->dev, cp, NULL);
    vkDestroyDescriptorPool(vk->dev, pool, NULL);
    for (size_t i = 0; i < nb; i++)
        free_buffer(vk, &buf[i]);
    vkDestroyPipeline(vk->dev, pipe, NULL);
    vkDestroyShaderModule(vk->dev, sm, NULL);
    vkDestroyPipelineLayout(vk->dev, pl, NULL);
    for (uint32_t s = 0; s < nsets; s++)
        vkDestroyDescriptorSetLayout(vk->dev, dsl[s], NULL);
    fprintf(stderr, "host_vk: %u sets, %zu bindings, push %u bytes, %zu spec entries: %s\n",
            nsets, nb, push.size, nse, bad ? "MISMATCH" : "ok");
    return bad;
}

int main(int argc, char **argv)
{
    if (argc != 2)
        die(2, "usage: host_vk SHADER.hlsl");
    size_t len;
    char *src = read_file(argv[1], &len);
    osh_context *ctx = osh_context_create(NULL);
    osh_options opt;
    osh_options_init(&opt);
    opt.profile = "cs_6_0";
    opt.entry = "main";
    osh_result *res = osh_compile(ctx, argv[1], src, len, &opt);
    if (osh_result_status(res) != OSH_OK) {
        for (size_t i = 0; i < osh_result_diagnostic_count(res); i++)
            fprintf(stderr, "%s\n", osh_result_diagnostic(res, i)->message);
        die(1, "compiling %s failed", argv[1]);
    }
    Vk vk;
    vk_init(&vk);
    /* The expected values use our own constants, not the reflection's. */
    osh_spec_value values[] = {{3, 3.0}, {5, 1.0}, {99, 7.0} /* undeclared: skipped */};
    int bad = run(&vk, res, values, 3, 3, 1);
    bad += run(&vk, res, NULL, 0, 1, 0);
    if (vk.messenger) {
        PFN_vkDestroyDebugUtilsMessengerEXT destroy = (PFN_vkDestroyDebugUtilsMessengerEXT)
            vkGetInstanceProcAddr(vk.inst, "vkDestroyDebugUtilsMessengerEXT");
        if (destroy)
            destroy(vk.inst, vk.messenger, NULL);
    }
    vkDestroyDevice(vk.dev, NULL);
    vkDestroyInstance(vk.inst, NULL);
    osh_result_free(res);
    osh_context_destroy(ctx);
    free(src);
    if (g_validation_messages)
        fprintf(stderr, "host_vk: %u validation messages\n", g_validation_messages);
    if (bad || g_validation_messages) {
        fprintf(stderr, "host_vk: FAIL\n");
        return 1;
    }
    fprintf(stderr, "host_vk: PASS\n");
    return 0;
}
