/* libFuzzer target: the whole pipeline to SPIR-V, validated with SPIRV-Tools. */
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_entry(FUZZ_SPIRV, data, size);
}
