/* libFuzzer target: preprocessor and front end (OSH_TARGET_NONE). */
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_entry(FUZZ_FRONTEND, data, size);
}
