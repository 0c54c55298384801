/* libFuzzer target: the whole pipeline to WGSL. */
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_entry(FUZZ_WGSL, data, size);
}
