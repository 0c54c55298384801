/* libFuzzer target: the preprocessor alone (options.preprocess_only). */
#include "harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_entry(FUZZ_PP, data, size);
}
