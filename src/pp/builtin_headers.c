/*
 * Headers that ship inside the library: `#include <vk/spirv.h>` finds them
 * when no folder of the search holds a file of that name, with no -I, in
 * every build (the WebAssembly one has no file system to install them in).
 * They give the API of DXC's headers of the same names (the names, the
 * values, the templates) in text of our own, written with the inline
 * SPIR-V forms the compiler implements (docs/language.md).
 */
#include "pp/pp_impl.h"

/* vk/spirv.h: SPIR-V enumerants as constants, and a pointer to groupshared
 * memory as a value (an OpTypePointer in the Workgroup storage class). */
static const char vk_spirv_h[] =
    "// vk/spirv.h, built into OneShader (MIT): SPIR-V values for inline SPIR-V.\n"
    "#ifndef ONESHADER_VK_SPIRV_H\n"
    "#define ONESHADER_VK_SPIRV_H\n"
    "namespace vk {\n"
    "// The Use operand of OpTypeCooperativeMatrixKHR.\n"
    "enum CooperativeMatrixUse {\n"
    "  CooperativeMatrixUseMatrixAKHR = 0,\n"
    "  CooperativeMatrixUseMatrixBKHR = 1,\n"
    "  CooperativeMatrixUseMatrixAccumulatorKHR = 2,\n"
    "  CooperativeMatrixUseMax = 0x7fffffff,\n"
    "};\n"
    "// How a cooperative matrix is laid out in memory.\n"
    "enum CooperativeMatrixLayout {\n"
    "  CooperativeMatrixLayoutRowMajorKHR = 0,\n"
    "  CooperativeMatrixLayoutColumnMajorKHR = 1,\n"
    "  CooperativeMatrixLayoutRowBlockedInterleavedARM = 4202,\n"
    "  CooperativeMatrixLayoutColumnBlockedInterleavedARM = 4203,\n"
    "  CooperativeMatrixLayoutMax = 0x7fffffff,\n"
    "};\n"
    "// Bits of the Cooperative Matrix Operands mask.\n"
    "enum CooperativeMatrixOperandsMask {\n"
    "  CooperativeMatrixOperandsMaskNone = 0,\n"
    "  CooperativeMatrixOperandsMatrixASignedComponentsKHRMask = 0x1,\n"
    "  CooperativeMatrixOperandsMatrixBSignedComponentsKHRMask = 0x2,\n"
    "  CooperativeMatrixOperandsMatrixCSignedComponentsKHRMask = 0x4,\n"
    "  CooperativeMatrixOperandsMatrixResultSignedComponentsKHRMask = 0x8,\n"
    "  CooperativeMatrixOperandsSaturatingAccumulationKHRMask = 0x10,\n"
    "};\n"
    "// Bits of the Memory Operands mask of OpLoad, OpStore and friends.\n"
    "enum MemoryAccessMask {\n"
    "  MemoryAccessMaskNone = 0,\n"
    "  MemoryAccessVolatileMask = 0x1,\n"
    "  MemoryAccessAlignedMask = 0x2,\n"
    "  MemoryAccessNontemporalMask = 0x4,\n"
    "  MemoryAccessMakePointerAvailableMask = 0x8,\n"
    "  MemoryAccessMakePointerAvailableKHRMask = 0x8,\n"
    "  MemoryAccessMakePointerVisibleMask = 0x10,\n"
    "  MemoryAccessMakePointerVisibleKHRMask = 0x10,\n"
    "  MemoryAccessNonPrivatePointerMask = 0x20,\n"
    "  MemoryAccessNonPrivatePointerKHRMask = 0x20,\n"
    "  MemoryAccessAliasScopeINTELMaskMask = 0x10000,\n"
    "  MemoryAccessNoAliasINTELMaskMask = 0x20000,\n"
    "};\n"
    "// Execution and memory scopes.\n"
    "enum Scope {\n"
    "  ScopeCrossDevice = 0,\n"
    "  ScopeDevice = 1,\n"
    "  ScopeWorkgroup = 2,\n"
    "  ScopeSubgroup = 3,\n"
    "  ScopeInvocation = 4,\n"
    "  ScopeQueueFamily = 5,\n"
    "  ScopeQueueFamilyKHR = 5,\n"
    "  ScopeShaderCallKHR = 6,\n"
    "  ScopeMax = 0x7fffffff,\n"
    "};\n"
    "enum StorageClass {\n"
    "  StorageClassWorkgroup = 4,\n"
    "};\n"
    "// A pointer to a groupshared T, as a value that can be passed around.\n"
    "template <typename PointeeType>\n"
    "using WorkgroupSpirvPointer = const vk::SpirvOpaqueType</* OpTypePointer */ 32,\n"
    "    vk::Literal<vk::integral_constant<uint, StorageClassWorkgroup> >, PointeeType>;\n"
    "// The address of v, which must be groupshared memory (else the SPIR-V\n"
    "// does not validate: the pointer's storage class is Workgroup).\n"
    "template <typename T>\n"
    "[[vk::ext_instruction(/* OpCopyObject */ 83)]] WorkgroupSpirvPointer<T>\n"
    "GetGroupSharedAddress([[vk::ext_reference]] T v);\n"
    "} // namespace vk\n"
    "#endif\n";

static const struct {
    const char *name;
    const char *text;
    size_t len;
} headers[] = {
    {"vk/spirv.h", vk_spirv_h, sizeof vk_spirv_h - 1},
};

const char *pp_builtin_header(const char *name, size_t *len)
{
    for (size_t i = 0; i < countof(headers); i++)
        if (!strcmp(headers[i].name, name)) {
            *len = headers[i].len;
            return headers[i].text;
        }
    return NULL;
}
