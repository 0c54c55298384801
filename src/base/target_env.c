/*
 * The SPIR-V version of each target environment (-fspv-target-env=), as DXC
 * emits: 1.3 for vulkan1.1, 1.4 for vulkan1.1spirv1.4 (VK_KHR_spirv_1_4),
 * 1.5 for vulkan1.2 (the default), 1.6 for vulkan1.3 and vulkan1.4,
 * universal1.N 1.N, and 1.0 for vulkan1.0 (DXC's own default: what 1.1 to
 * 1.3 made core comes through extensions, and wave operations are refused,
 * spirv/caps.c and emit.c). The driver checks the option with it, the preprocessor defines
 * __SPIRV_MINOR_VERSION__ from it, lowering sets the module's version.
 */
#include "base/base.h"

static const struct { const char *env; uint32_t version; } envs[] = {
    {"vulkan1.0", 0x10000}, {"universal1.0", 0x10000}, {"universal1.1", 0x10100},
    {"universal1.2", 0x10200}, {"vulkan1.1", 0x10300}, {"vulkan1.1spirv1.4", 0x10400}, {"vulkan1.2", 0x10500},
    {"vulkan1.3", 0x10600}, {"vulkan1.4", 0x10600}, {"universal1.3", 0x10300},
    {"universal1.4", 0x10400}, {"universal1.5", 0x10500}, {"universal1.6", 0x10600},
};

uint32_t target_env_spirv(const char *env)
{
    for (size_t i = 0; i < countof(envs); i++)
        if (!strcmp(env ? env : "vulkan1.2", envs[i].env))
            return envs[i].version;
    return 0;
}
