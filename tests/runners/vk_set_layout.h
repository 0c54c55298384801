/*
 * A descriptor set layout as a host builds it from OneShader's reflection
 * (the layout lines of tests/runners/oshlayout.c): the bindings' own
 * VkDescriptorBindingFlags (an unbounded array's update-after-bind,
 * partially bound, variable count) are chained only when some binding has
 * any, and an update-after-bind binding makes it an update-after-bind
 * layout, which *update_after_bind reports for the pool. Shared by vkrun.c
 * and vkrender.c.
 */
#ifndef OSH_VK_SET_LAYOUT_H
#define OSH_VK_SET_LAYOUT_H

#include <vulkan/vulkan.h>

static VkResult create_set_layout(VkDevice dev, const VkDescriptorSetLayoutBinding *bindings,
                                  const VkDescriptorBindingFlags *flags, uint32_t n, int *update_after_bind,
                                  VkDescriptorSetLayout *out)
{
    VkDescriptorBindingFlags all = 0;
    for (uint32_t k = 0; k < n; k++)
        all |= flags[k];
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

#endif
