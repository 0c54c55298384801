/* The Vulkan test runners' shared part: see vk_common.h. */
#define _POSIX_C_SOURCE 200809L
#include "vk_common.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- messages */

const char *vkc_prog = "vkrun";
unsigned vkc_validation_messages;
int (*vkc_ignore_message)(const char *msg);

void die(int code, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", vkc_prog);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(code);
}

const char *vk_result_name(VkResult r) {
    switch (r) {
#define C(x) case x: return #x;
        C(VK_SUCCESS) C(VK_NOT_READY) C(VK_TIMEOUT) C(VK_INCOMPLETE)
        C(VK_ERROR_OUT_OF_HOST_MEMORY) C(VK_ERROR_OUT_OF_DEVICE_MEMORY)
        C(VK_ERROR_INITIALIZATION_FAILED) C(VK_ERROR_DEVICE_LOST)
        C(VK_ERROR_MEMORY_MAP_FAILED) C(VK_ERROR_LAYER_NOT_PRESENT)
        C(VK_ERROR_EXTENSION_NOT_PRESENT) C(VK_ERROR_FEATURE_NOT_PRESENT)
        C(VK_ERROR_INCOMPATIBLE_DRIVER) C(VK_ERROR_TOO_MANY_OBJECTS)
        C(VK_ERROR_FORMAT_NOT_SUPPORTED) C(VK_ERROR_UNKNOWN) C(VK_ERROR_INVALID_SHADER_NV)
#undef C
    default: return "VkResult(?)";
    }
}

int vkc_parse_options(int argc, char **argv, int *validation, int *dump, int *verbose, const char **args, int maxargs) {
    int nargs = 0;
    *validation = 1;
    *verbose = 0;
    if (dump) *dump = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--no-validation")) *validation = 0;
        else if (dump && !strcmp(argv[i], "--dump")) *dump = 1;
        else if (!strcmp(argv[i], "-v")) *verbose = 1;
        else if (argv[i][0] == '-' && argv[i][1]) die(EXIT_USAGE, "unknown option %s", argv[i]);
        else if (nargs < maxargs) args[nargs++] = argv[i];
        else die(EXIT_USAGE, "too many arguments");
    }
    return nargs;
}

static VKAPI_ATTR VkBool32 VKAPI_CALL debug_cb(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
                                               VkDebugUtilsMessageTypeFlagsEXT type,
                                               const VkDebugUtilsMessengerCallbackDataEXT *d, void *user) {
    (void)type;
    (void)user;
    if (sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT && !(vkc_ignore_message && vkc_ignore_message(d->pMessage))) {
        vkc_validation_messages++;
        fprintf(stderr, "%s: validation %s: [%s] %s\n", vkc_prog,
                sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT ? "error" : "warning",
                d->pMessageIdName ? d->pMessageIdName : "-", d->pMessage ? d->pMessage : "");
    }
    return VK_FALSE;
}

/* ---------------------------------------------------------------- spec files */

const char *vkc_spec_path;
unsigned vkc_spec_line;

void spec_error(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: %s:%u: ", vkc_prog, vkc_spec_path, vkc_spec_line);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(EXIT_USAGE);
}

int vkc_next_directive(FILE *f, vkc_lines *l) {
    while (getline(&l->line, &l->cap, f) >= 0) {
        vkc_spec_line++;
        int ntok = 0;
        for (char *p = strtok(l->line, " \t\r\n"); p; p = strtok(NULL, " \t\r\n")) {
            if ((size_t)ntok == l->tokcap) {
                l->tokcap = l->tokcap ? l->tokcap * 2 : 64;
                l->tok = realloc(l->tok, l->tokcap * sizeof *l->tok);
                if (!l->tok) die(EXIT_USAGE, "out of memory");
            }
            l->tok[ntok++] = p;
        }
        if (ntok && l->tok[0][0] != '#') return ntok;
    }
    free(l->tok);
    free(l->line);
    memset(l, 0, sizeof *l);
    return 0;
}

enum elem_type vkc_parse_type(const char *s, int allow_bool) {
    if (!strcmp(s, "u32")) return T_U32;
    if (!strcmp(s, "i32")) return T_I32;
    if (!strcmp(s, "f32")) return T_F32;
    if (allow_bool && !strcmp(s, "bool")) return T_BOOL;
    spec_error("unknown element type '%s' (u32, i32, f32%s)", s, allow_bool ? ", bool" : "");
}

uint32_t vkc_parse_u32(const char *s, const char *what) {
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || *end || end == s || s[0] == '-' || v > 0xffffffffull) spec_error("bad %s '%s'", what, s);
    return (uint32_t)v;
}

uint32_t vkc_parse_value(const char *s, enum elem_type t) {
    char *end;
    if (!strncmp(s, "raw:", 4)) {
        errno = 0;
        unsigned long long v = strtoull(s + 4, &end, 16);
        if (errno || *end || end == s + 4 || v > 0xffffffffull) spec_error("bad raw value '%s'", s);
        return (uint32_t)v;
    }
    if (t == T_F32) {
        float f = strtof(s, &end);
        if (*end || end == s) spec_error("bad float '%s'", s);
        uint32_t bits;
        memcpy(&bits, &f, 4);
        return bits;
    }
    errno = 0;
    if (s[0] == '-') {
        long long v = strtoll(s, &end, 0);
        if (errno || *end || end == s || v < INT32_MIN) spec_error("bad integer '%s'", s);
        return (uint32_t)(int32_t)v;
    }
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || *end || end == s) spec_error("bad integer '%s'", s);
    if (t == T_I32 ? v > 0x7fffffffull : v > 0xffffffffull) spec_error("integer out of range '%s'", s);
    if (t == T_BOOL && v > 1) spec_error("bool must be 0 or 1, not '%s'", s);
    return (uint32_t)v;
}

double vkc_parse_tolerance(const char *s) {
    char *end;
    double tol = strtod(s, &end);
    if (*end || !(tol >= 0)) spec_error("bad tolerance '%s'", s);
    return tol;
}

void vkc_parse_binding(char *s, uint32_t max_elements, uint32_t *binding, uint32_t *index) {
    *index = 0;
    char *lb = strchr(s, '[');
    if (lb) {
        size_t len = strlen(lb);
        if (len < 3 || lb[len - 1] != ']') spec_error("bad binding '%s' (B or B[K])", s);
        lb[len - 1] = 0;
        *lb = 0;
        *index = vkc_parse_u32(lb + 1, "array element");
        if (*index >= max_elements) spec_error("array element %u: at most %u elements", *index, max_elements);
    }
    *binding = vkc_parse_u32(s, "binding");
}

void vkc_parse_layout(char **tok, int ntok, vkc_layout *l) {
    if (ntok != 8) spec_error("usage: layout SET BINDING TYPE COUNT STAGES FLAGS NAME");
    l->set = vkc_parse_u32(tok[1], "set");
    l->binding = vkc_parse_u32(tok[2], "binding");
    l->type = vkc_parse_u32(tok[3], "descriptor type");
    l->count = vkc_parse_u32(tok[4], "descriptor count");
    l->stages = vkc_parse_u32(tok[5], "stage flags");
    l->flags = vkc_parse_u32(tok[6], "binding flags");
    snprintf(l->name, sizeof l->name, "%s", tok[7]);
}

void vkc_parse_push_range(char **tok, int ntok, uint32_t *size, uint32_t *stages) {
    if (ntok != 3) spec_error("usage: push_range SIZE STAGES");
    *size = vkc_parse_u32(tok[1], "push-constant range size");
    *stages = vkc_parse_u32(tok[2], "push-constant stage flags");
}

const vkc_layout *vkc_layout_check(const vkc_layout *layout, uint32_t nlayout, uint32_t set, uint32_t binding,
                                   uint32_t index, VkDescriptorType want) {
    const vkc_layout *l = NULL;
    for (uint32_t k = 0; k < nlayout && !l; k++)
        if (layout[k].set == set && layout[k].binding == binding) l = &layout[k];
    if (!l) return NULL;
    if (l->type != (uint32_t)want)
        die(EXIT_MISMATCH, "set %u binding %u: the reflection's layout says descriptor type %u ('%s'), the test binds type %u",
            set, binding, l->type, l->name, (unsigned)want);
    if (l->count && index >= l->count)
        die(EXIT_MISMATCH, "set %u binding %u: the test binds element %u, the reflection's layout has %u ('%s')", set,
            binding, index, l->count, l->name);
    return l;
}

int vkc_values_close(double got, double want, double tol) {
    if (isnan(want)) return isnan(got);
    if (isnan(got)) return 0;
    if (got == want) return 1;
    if (isinf(got) || isinf(want)) return 0;
    return fabs(got - want) <= tol;
}

uint32_t *vkc_read_spirv(const char *path, size_t *words) {
    FILE *f = fopen(path, "rb");
    if (!f) die(EXIT_USAGE, "cannot open %s: %s", path, strerror(errno));
    size_t cap = 4096, n = 0, got;
    unsigned char *data = malloc(cap);
    while (data && (got = fread(data + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) data = realloc(data, cap *= 2);
    }
    fclose(f);
    if (!data) die(EXIT_USAGE, "out of memory");
    if (n < 20 || n % 4) die(EXIT_USAGE, "%s: not a SPIR-V module (size %zu)", path, n);
    uint32_t magic;
    memcpy(&magic, data, 4);
    if (magic != 0x07230203u) die(EXIT_USAGE, "%s: bad SPIR-V magic 0x%08x", path, magic);
    *words = n / 4;
    return (uint32_t *)data;
}

/* ---------------------------------------------------------------- Vulkan: instance and device */

static int has_layer(const char *name) {
    uint32_t n = 0;
    if (vkEnumerateInstanceLayerProperties(&n, NULL) != VK_SUCCESS) return 0;
    VkLayerProperties *p = calloc(n ? n : 1, sizeof *p);
    vkEnumerateInstanceLayerProperties(&n, p);
    int found = 0;
    for (uint32_t i = 0; i < n; i++) found |= !strcmp(p[i].layerName, name);
    free(p);
    return found;
}

static int has_instance_ext(const char *layer, const char *name) {
    uint32_t n = 0;
    if (vkEnumerateInstanceExtensionProperties(layer, &n, NULL) != VK_SUCCESS) return 0;
    VkExtensionProperties *p = calloc(n ? n : 1, sizeof *p);
    vkEnumerateInstanceExtensionProperties(layer, &n, p);
    int found = 0;
    for (uint32_t i = 0; i < n; i++) found |= !strcmp(p[i].extensionName, name);
    free(p);
    return found;
}

int vkc_has_device_ext(VkPhysicalDevice pd, const char *name) {
    uint32_t n = 0;
    if (vkEnumerateDeviceExtensionProperties(pd, NULL, &n, NULL) != VK_SUCCESS) return 0;
    VkExtensionProperties *p = calloc(n ? n : 1, sizeof *p);
    vkEnumerateDeviceExtensionProperties(pd, NULL, &n, p);
    int found = 0;
    for (uint32_t i = 0; i < n; i++) found |= !strcmp(p[i].extensionName, name);
    free(p);
    return found;
}

void vkc_create_instance(vkc_context *c, int validation, int want_1_3) {
    const char *layers[1] = {"VK_LAYER_KHRONOS_validation"};
    const char *iexts[2];
    uint32_t niexts = 0;
    int have_debug_utils = has_instance_ext(NULL, VK_EXT_DEBUG_UTILS_EXTENSION_NAME) ||
                           (validation && has_instance_ext(layers[0], VK_EXT_DEBUG_UTILS_EXTENSION_NAME));
    if (validation) {
        if (!has_layer(layers[0])) die(EXIT_NOVK, "VK_LAYER_KHRONOS_validation is not installed");
        if (!have_debug_utils) die(EXIT_NOVK, "VK_EXT_debug_utils is not available");
    }
    if (have_debug_utils) iexts[niexts++] = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    int have_vfeatures = validation && has_instance_ext(layers[0], VK_EXT_VALIDATION_FEATURES_EXTENSION_NAME);
    if (have_vfeatures) iexts[niexts++] = VK_EXT_VALIDATION_FEATURES_EXTENSION_NAME;

    c->loader_version = VK_API_VERSION_1_0;
    PFN_vkEnumerateInstanceVersion eiv =
        (PFN_vkEnumerateInstanceVersion)vkGetInstanceProcAddr(NULL, "vkEnumerateInstanceVersion");
    if (eiv) eiv(&c->loader_version);
    if (c->loader_version < VK_API_VERSION_1_2) die(EXIT_NOVK, "the Vulkan loader does not support API 1.2");
    /* 1.3 where wanted and the loader has it: SPIR-V 1.6 modules (vulkan1.3). */
    c->api_version = want_1_3 && c->loader_version >= VK_API_VERSION_1_3 ? VK_API_VERSION_1_3 : VK_API_VERSION_1_2;

    VkDebugUtilsMessengerCreateInfoEXT mci = {
        .sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT,
        .messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT,
        .messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                       VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT,
        .pfnUserCallback = debug_cb,
    };
    VkValidationFeatureEnableEXT vfe[] = {VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT};
    VkValidationFeaturesEXT vf = {
        .sType = VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT,
        .pNext = have_debug_utils ? &mci : NULL,
        .enabledValidationFeatureCount = 1,
        .pEnabledValidationFeatures = vfe,
    };
    VkApplicationInfo app = {
        .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
        .pApplicationName = vkc_prog,
        .apiVersion = c->api_version,
    };
    VkInstanceCreateInfo ici = {
        .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
        .pNext = have_vfeatures ? (const void *)&vf : have_debug_utils ? (const void *)&mci : NULL,
        .pApplicationInfo = &app,
        .enabledLayerCount = validation ? 1 : 0,
        .ppEnabledLayerNames = layers,
        .enabledExtensionCount = niexts,
        .ppEnabledExtensionNames = iexts,
    };
    VkResult r = vkCreateInstance(&ici, NULL, &c->inst);
    if (r != VK_SUCCESS) die(EXIT_NOVK, "vkCreateInstance failed: %s", vk_result_name(r));
    c->messenger = VK_NULL_HANDLE;
    c->destroy_messenger = NULL;
    if (have_debug_utils) {
        PFN_vkCreateDebugUtilsMessengerEXT create_messenger =
            (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(c->inst, "vkCreateDebugUtilsMessengerEXT");
        c->destroy_messenger =
            (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(c->inst, "vkDestroyDebugUtilsMessengerEXT");
        if (!create_messenger || !c->destroy_messenger) die(EXIT_NOVK, "vkCreateDebugUtilsMessengerEXT missing");
        VK_CHECK(create_messenger(c->inst, &mci, NULL, &c->messenger));
    }
}

void vkc_pick_device(vkc_context *c, const char *const *need, uint32_t nneed) {
    uint32_t npd = 0;
    VK_CHECK(vkEnumeratePhysicalDevices(c->inst, &npd, NULL));
    if (npd == 0) die(EXIT_NOVK, "no Vulkan device");
    VkPhysicalDevice *pds = calloc(npd, sizeof *pds);
    VK_CHECK(vkEnumeratePhysicalDevices(c->inst, &npd, pds));
    c->pd = VK_NULL_HANDLE;
    const char *missing = NULL;
    for (int pass = 0; pass < 2 && !c->pd; pass++)
        for (uint32_t i = 0; i < npd && !c->pd; i++) {
            VkPhysicalDeviceProperties props;
            vkGetPhysicalDeviceProperties(pds[i], &props);
            if (props.apiVersion < VK_API_VERSION_1_2 || (pass == 0 && props.deviceType != VK_PHYSICAL_DEVICE_TYPE_CPU))
                continue;
            const char *lacks = NULL;
            for (uint32_t k = 0; k < nneed && !lacks; k++)
                if (!vkc_has_device_ext(pds[i], need[k])) lacks = need[k];
            if (lacks) missing = lacks;
            else c->pd = pds[i];
        }
    free(pds);
    if (!c->pd) {
        if (missing) die(EXIT_NOVK, "no Vulkan 1.2 device with %s", missing);
        die(EXIT_NOVK, "no Vulkan 1.2 device");
    }
    vkGetPhysicalDeviceProperties(c->pd, &c->props);
    vkGetPhysicalDeviceMemoryProperties(c->pd, &c->memprops);
}

void vkc_print_device(const vkc_context *c) {
    fprintf(stderr, "%s: device %s (Vulkan %u.%u.%u, driver 0x%x)\n", vkc_prog, c->props.deviceName,
            VK_API_VERSION_MAJOR(c->props.apiVersion), VK_API_VERSION_MINOR(c->props.apiVersion),
            VK_API_VERSION_PATCH(c->props.apiVersion), c->props.driverVersion);
}

void vkc_find_queue(vkc_context *c, VkQueueFlags flags, const char *none) {
    uint32_t nqf = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(c->pd, &nqf, NULL);
    VkQueueFamilyProperties *qfs = calloc(nqf ? nqf : 1, sizeof *qfs);
    vkGetPhysicalDeviceQueueFamilyProperties(c->pd, &nqf, qfs);
    c->qf = UINT32_MAX;
    for (uint32_t i = 0; i < nqf && c->qf == UINT32_MAX; i++)
        if ((qfs[i].queueFlags & flags) == flags) c->qf = i;
    free(qfs);
    if (c->qf == UINT32_MAX) die(EXIT_NOVK, "%s", none);
}

void vkc_create_device(vkc_context *c, const void *features, const char *const *exts, uint32_t nexts) {
    float prio = 1.0f;
    VkDeviceQueueCreateInfo qci = {
        .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
        .queueFamilyIndex = c->qf,
        .queueCount = 1,
        .pQueuePriorities = &prio,
    };
    VkDeviceCreateInfo dci = {
        .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
        .pNext = features,
        .queueCreateInfoCount = 1,
        .pQueueCreateInfos = &qci,
        .enabledExtensionCount = nexts,
        .ppEnabledExtensionNames = exts,
    };
    VK_CHECK(vkCreateDevice(c->pd, &dci, NULL, &c->dev));
    vkGetDeviceQueue(c->dev, c->qf, 0, &c->queue);
}

void vkc_destroy(vkc_context *c) {
    vkDestroyDevice(c->dev, NULL);
    if (c->messenger) c->destroy_messenger(c->inst, c->messenger, NULL);
    vkDestroyInstance(c->inst, NULL);
}

/* ---------------------------------------------------------------- Vulkan: memory, buffers, images */

uint32_t vkc_find_memory(const vkc_context *c, uint32_t type_bits, VkMemoryPropertyFlags want) {
    for (uint32_t i = 0; i < c->memprops.memoryTypeCount; i++)
        if ((type_bits & (1u << i)) && (c->memprops.memoryTypes[i].propertyFlags & want) == want) return i;
    die(EXIT_NOVK, "no memory type with flags 0x%x", (unsigned)want);
}

VkDeviceMemory vkc_allocate(const vkc_context *c, const VkMemoryRequirements *req, VkMemoryPropertyFlags want,
                            const void *next) {
    VkMemoryAllocateInfo mai = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
        .pNext = next,
        .allocationSize = req->size,
        .memoryTypeIndex = vkc_find_memory(c, req->memoryTypeBits, want),
    };
    VkDeviceMemory mem;
    VK_CHECK(vkAllocateMemory(c->dev, &mai, NULL, &mem));
    return mem;
}

vkc_buffer vkc_make_buffer(const vkc_context *c, VkDeviceSize size, VkBufferUsageFlags usage, const void *init,
                           size_t init_size) {
    vkc_buffer b = {.size = size};
    VkBufferCreateInfo bci = {
        .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
        .size = size,
        .usage = usage,
        .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
    };
    VK_CHECK(vkCreateBuffer(c->dev, &bci, NULL, &b.buf));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(c->dev, b.buf, &req);
    VkMemoryAllocateFlagsInfo flags = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO,
        .flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT,
    };
    int want_addr = (usage & VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT) != 0;
    b.mem = vkc_allocate(c, &req, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                         want_addr ? &flags : NULL);
    VK_CHECK(vkBindBufferMemory(c->dev, b.buf, b.mem, 0));
    VK_CHECK(vkMapMemory(c->dev, b.mem, 0, VK_WHOLE_SIZE, 0, &b.map));
    memset(b.map, 0, (size_t)size);
    if (init && init_size) memcpy(b.map, init, init_size);
    if (want_addr) {
        VkBufferDeviceAddressInfo ai = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO, .buffer = b.buf};
        b.addr = vkGetBufferDeviceAddress(c->dev, &ai);
    }
    return b;
}

void vkc_free_buffer(const vkc_context *c, vkc_buffer *b) {
    if (!b->buf) return;
    vkUnmapMemory(c->dev, b->mem);
    vkDestroyBuffer(c->dev, b->buf, NULL);
    vkFreeMemory(c->dev, b->mem, NULL);
    memset(b, 0, sizeof *b);
}

void vkc_make_image(const vkc_context *c, const vkc_image_desc *d, VkImage *img, VkDeviceMemory *mem,
                    VkImageView *view) {
    uint32_t layers = d->layers ? d->layers : 1;
    VkImageCreateInfo ici = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
        .imageType = d->type,
        .format = d->format,
        .extent = d->extent,
        .mipLevels = 1,
        .arrayLayers = layers,
        .samples = (VkSampleCountFlagBits)(d->samples ? d->samples : 1),
        .tiling = VK_IMAGE_TILING_OPTIMAL,
        .usage = d->usage,
        .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
        .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
    };
    VK_CHECK(vkCreateImage(c->dev, &ici, NULL, img));
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(c->dev, *img, &req);
    *mem = vkc_allocate(c, &req, d->memory, NULL);
    VK_CHECK(vkBindImageMemory(c->dev, *img, *mem, 0));
    VkImageViewCreateInfo ivci = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
        .image = *img,
        .viewType = d->view_type,
        .format = d->format,
        .subresourceRange = {d->aspect, 0, 1, 0, layers},
    };
    VK_CHECK(vkCreateImageView(c->dev, &ivci, NULL, view));
}

void vkc_image_barrier(VkCommandBuffer cmd, VkImage img, VkImageAspectFlags aspect, uint32_t layers, VkImageLayout from,
                       VkImageLayout to, VkPipelineStageFlags src_stage, VkAccessFlags src,
                       VkPipelineStageFlags dst_stage, VkAccessFlags dst) {
    VkImageMemoryBarrier b = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
        .srcAccessMask = src,
        .dstAccessMask = dst,
        .oldLayout = from,
        .newLayout = to,
        .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .image = img,
        .subresourceRange = {aspect, 0, 1, 0, layers},
    };
    vkCmdPipelineBarrier(cmd, src_stage, dst_stage, 0, 0, NULL, 0, NULL, 1, &b);
}

VkSampler vkc_make_sampler(const vkc_context *c, VkFilter filter, VkSamplerAddressMode address, int compare,
                           VkCompareOp compare_op, float max_lod) {
    VkSamplerCreateInfo sci = {
        .sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO,
        .magFilter = filter,
        .minFilter = filter,
        .mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST,
        .addressModeU = address,
        .addressModeV = address,
        .addressModeW = address,
        .compareEnable = compare ? VK_TRUE : VK_FALSE,
        .compareOp = compare_op,
        .maxLod = max_lod,
    };
    VkSampler s;
    VK_CHECK(vkCreateSampler(c->dev, &sci, NULL, &s));
    return s;
}

VkShaderModule vkc_make_module(const vkc_context *c, const uint32_t *code, size_t words) {
    VkShaderModuleCreateInfo smci = {
        .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
        .codeSize = words * 4,
        .pCode = code,
    };
    VkShaderModule m;
    VK_CHECK(vkCreateShaderModule(c->dev, &smci, NULL, &m));
    return m;
}

/* ---------------------------------------------------------------- Vulkan: graphics */

VkPipeline vkc_graphics_pipeline(const vkc_context *c, const vkc_graphics_desc *d) {
    VkPipelineInputAssemblyStateCreateInfo ias = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
        .topology = d->topology,
    };
    VkPipelineTessellationStateCreateInfo tss = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO,
        .patchControlPoints = d->patch_control_points,
    };
    VkViewport vp = {0, 0, (float)d->width, (float)d->height, 0.0f, 1.0f};
    if (d->flip_y) {
        vp.y = (float)d->height;
        vp.height = -(float)d->height;
    }
    VkRect2D scissor = {{0, 0}, {d->width, d->height}};
    VkPipelineViewportStateCreateInfo vps = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
        .viewportCount = 1,
        .pViewports = &vp,
        .scissorCount = 1,
        .pScissors = &scissor,
    };
    VkPipelineRasterizationStateCreateInfo rs = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
        .polygonMode = VK_POLYGON_MODE_FILL,
        .cullMode = d->cull,
        .frontFace = d->front_face,
        .lineWidth = 1.0f,
    };
    VkPipelineMultisampleStateCreateInfo ms = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
        .rasterizationSamples = (VkSampleCountFlagBits)(d->samples ? d->samples : 1),
    };
    VkPipelineColorBlendAttachmentState *cba = calloc(d->ncolor ? d->ncolor : 1, sizeof *cba);
    if (!cba) die(EXIT_USAGE, "out of memory");
    for (uint32_t i = 0; i < d->ncolor; i++) cba[i].colorWriteMask = d->color_write_mask;
    VkPipelineColorBlendStateCreateInfo cbs = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
        .attachmentCount = d->ncolor,
        .pAttachments = cba,
    };
    VkGraphicsPipelineCreateInfo gpci = {
        .sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO,
        .stageCount = d->nstages,
        .pStages = d->stages,
        .pVertexInputState = d->vertex_input,
        .pInputAssemblyState = d->vertex_input ? &ias : NULL,
        .pTessellationState = d->patch_control_points ? &tss : NULL,
        .pViewportState = &vps,
        .pRasterizationState = &rs,
        .pMultisampleState = &ms,
        .pDepthStencilState = d->depth,
        .pColorBlendState = &cbs,
        .layout = d->layout,
        .renderPass = d->render_pass,
        .subpass = 0,
    };
    VkPipeline pipeline;
    VK_CHECK(vkCreateGraphicsPipelines(c->dev, VK_NULL_HANDLE, 1, &gpci, NULL, &pipeline));
    free(cba);
    return pipeline;
}

VkFramebuffer vkc_make_framebuffer(const vkc_context *c, VkRenderPass rp, const VkImageView *views, uint32_t n,
                                   uint32_t width, uint32_t height) {
    VkFramebufferCreateInfo fbci = {
        .sType = VK_STRUCTURE_TYPE_FRAMEBUFFER_CREATE_INFO,
        .renderPass = rp,
        .attachmentCount = n,
        .pAttachments = views,
        .width = width,
        .height = height,
        .layers = 1,
    };
    VkFramebuffer fb;
    VK_CHECK(vkCreateFramebuffer(c->dev, &fbci, NULL, &fb));
    return fb;
}

/* ---------------------------------------------------------------- Vulkan: descriptor sets */

/* One set's layout: the bindings' own VkDescriptorBindingFlags (an unbounded
 * array's update-after-bind, partially bound, variable count) are chained
 * only when some binding has any, and an update-after-bind binding makes it
 * an update-after-bind layout, which *update_after_bind reports for the pool. */
static VkResult create_set_layout(VkDevice dev, const VkDescriptorSetLayoutBinding *bindings,
                                  const VkDescriptorBindingFlags *flags, uint32_t n, int *update_after_bind,
                                  VkDescriptorSetLayout *out) {
    VkDescriptorBindingFlags all = 0;
    for (uint32_t k = 0; k < n; k++) all |= flags[k];
    int uab = (all & VK_DESCRIPTOR_BINDING_UPDATE_AFTER_BIND_BIT) != 0;
    *update_after_bind |= uab;
    VkDescriptorSetLayoutBindingFlagsCreateInfo bfci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO,
        .bindingCount = n,
        .pBindingFlags = flags,
    };
    VkDescriptorSetLayoutCreateInfo lci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
        .pNext = all ? &bfci : NULL,
        .flags = uab ? VK_DESCRIPTOR_SET_LAYOUT_CREATE_UPDATE_AFTER_BIND_POOL_BIT : 0,
        .bindingCount = n,
        .pBindings = bindings,
    };
    return vkCreateDescriptorSetLayout(dev, &lci, NULL, out);
}

void vkc_create_sets(const vkc_context *c, uint32_t nsets, const vkc_layout *bindings, uint32_t n, vkc_sets *out) {
    memset(out, 0, sizeof *out);
    out->nsets = nsets;
    out->layouts = calloc(nsets ? nsets : 1, sizeof *out->layouts);
    out->sets = calloc(nsets ? nsets : 1, sizeof *out->sets);
    VkDescriptorSetLayoutBinding *lb = calloc(n + 1, sizeof *lb);
    VkDescriptorBindingFlags *bflags = calloc(n + 1, sizeof *bflags);
    uint32_t *variable_count = calloc(nsets ? nsets : 1, sizeof *variable_count);
    if (!out->layouts || !out->sets || !lb || !bflags || !variable_count) die(EXIT_USAGE, "out of memory");
    uint32_t pool_count[VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT + 1] = {0};
    int update_after_bind = 0, has_variable = 0;
    for (uint32_t s = 0; s < nsets; s++) {
        uint32_t nb = 0;
        for (uint32_t i = 0; i < n; i++) {
            const vkc_layout *b = &bindings[i];
            if (b->set != s) continue;
            bflags[nb] = b->flags;
            lb[nb++] = (VkDescriptorSetLayoutBinding){
                .binding = b->binding,
                .descriptorType = (VkDescriptorType)b->type,
                .descriptorCount = b->count,
                .stageFlags = b->stages,
            };
            if (b->flags & VK_DESCRIPTOR_BINDING_VARIABLE_DESCRIPTOR_COUNT_BIT) {
                variable_count[s] = b->count;
                has_variable = 1;
            }
            if (b->type <= VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT) pool_count[b->type] += b->count;
        }
        VK_CHECK(create_set_layout(c->dev, lb, bflags, nb, &update_after_bind, &out->layouts[s]));
    }
    free(lb);
    free(bflags);
    if (nsets) {
        VkDescriptorPoolSize ps[VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT + 1];
        uint32_t nps = 0;
        for (uint32_t k = 0; k <= VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT; k++)
            if (pool_count[k]) ps[nps++] = (VkDescriptorPoolSize){(VkDescriptorType)k, pool_count[k]};
        VkDescriptorPoolCreateInfo pci = {
            .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
            .flags = update_after_bind ? VK_DESCRIPTOR_POOL_CREATE_UPDATE_AFTER_BIND_BIT : 0,
            .maxSets = nsets,
            .poolSizeCount = nps,
            .pPoolSizes = ps,
        };
        VK_CHECK(vkCreateDescriptorPool(c->dev, &pci, NULL, &out->pool));
        VkDescriptorSetVariableDescriptorCountAllocateInfo vdc = {
            .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_VARIABLE_DESCRIPTOR_COUNT_ALLOCATE_INFO,
            .descriptorSetCount = nsets,
            .pDescriptorCounts = variable_count,
        };
        VkDescriptorSetAllocateInfo dai = {
            .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
            .pNext = has_variable ? &vdc : NULL, /* only for a variable count (the layer trips otherwise) */
            .descriptorPool = out->pool,
            .descriptorSetCount = nsets,
            .pSetLayouts = out->layouts,
        };
        VK_CHECK(vkAllocateDescriptorSets(c->dev, &dai, out->sets));
    }
    free(variable_count);
}

void vkc_write_descriptor(const vkc_context *c, VkDescriptorSet set, uint32_t binding, uint32_t index,
                          VkDescriptorType type, const VkDescriptorBufferInfo *buffer, const VkDescriptorImageInfo *image,
                          const VkBufferView *texel) {
    VkWriteDescriptorSet w = {
        .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
        .dstSet = set,
        .dstBinding = binding,
        .dstArrayElement = index,
        .descriptorCount = 1,
        .descriptorType = type,
        .pImageInfo = image,
        .pBufferInfo = buffer,
        .pTexelBufferView = texel,
    };
    vkUpdateDescriptorSets(c->dev, 1, &w, 0, NULL);
}

VkPipelineLayout vkc_pipeline_layout(const vkc_context *c, const vkc_sets *s, VkShaderStageFlags push_stages,
                                     uint32_t push_size) {
    VkPushConstantRange pcr = {.stageFlags = push_stages, .offset = 0, .size = push_size};
    VkPipelineLayoutCreateInfo plci = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
        .setLayoutCount = s->nsets,
        .pSetLayouts = s->layouts,
        .pushConstantRangeCount = push_size ? 1 : 0,
        .pPushConstantRanges = &pcr,
    };
    VkPipelineLayout layout;
    VK_CHECK(vkCreatePipelineLayout(c->dev, &plci, NULL, &layout));
    return layout;
}

void vkc_destroy_sets(const vkc_context *c, vkc_sets *s) {
    if (s->pool) vkDestroyDescriptorPool(c->dev, s->pool, NULL);
    for (uint32_t i = 0; i < s->nsets; i++) vkDestroyDescriptorSetLayout(c->dev, s->layouts[i], NULL);
    free(s->layouts);
    free(s->sets);
    memset(s, 0, sizeof *s);
}

/* ---------------------------------------------------------------- Vulkan: commands */

VkCommandBuffer vkc_begin_commands(const vkc_context *c, VkCommandPool *pool) {
    VkCommandPoolCreateInfo cpi = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO, .queueFamilyIndex = c->qf};
    VK_CHECK(vkCreateCommandPool(c->dev, &cpi, NULL, pool));
    VkCommandBufferAllocateInfo cai = {
        .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
        .commandPool = *pool,
        .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
        .commandBufferCount = 1,
    };
    VkCommandBuffer cmd;
    VK_CHECK(vkAllocateCommandBuffers(c->dev, &cai, &cmd));
    VkCommandBufferBeginInfo cbi = {
        .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
        .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT,
    };
    VK_CHECK(vkBeginCommandBuffer(cmd, &cbi));
    return cmd;
}

void vkc_submit_wait(const vkc_context *c, VkCommandBuffer cmd, const char *timeout_env, const char *what) {
    VkFenceCreateInfo fci = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    VkFence fence;
    VK_CHECK(vkCreateFence(c->dev, &fci, NULL, &fence));
    VkSubmitInfo sub = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cmd};
    VK_CHECK(vkQueueSubmit(c->queue, 1, &sub, fence));
    uint64_t timeout_ms = 60000;
    const char *te = getenv(timeout_env);
    if (te && *te) timeout_ms = strtoull(te, NULL, 10);
    VkResult r = vkWaitForFences(c->dev, 1, &fence, VK_TRUE, timeout_ms * 1000000ull);
    if (r == VK_TIMEOUT) die(EXIT_VKFAIL, "the %s did not finish within %" PRIu64 " ms", what, timeout_ms);
    if (r != VK_SUCCESS) die(EXIT_VKFAIL, "vkWaitForFences failed: %s", vk_result_name(r));
    vkDestroyFence(c->dev, fence, NULL);
}
