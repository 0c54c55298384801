// conv_float_to_int at every boundary: the clamps of D3D's ftoi/ftou, NaN -> 0,
// and "in range" exactly where the truncated value fits (expected values
// written from the rule in src/base/conv.h, not from the compiler).
#include <math.h>
#include <stdio.h>

#include "base/conv.h"

static int failures;

static void check(double v, unsigned bits, bool is_signed, uint64_t want, bool want_ok, int line)
{
    uint64_t got = 12345;
    bool ok = conv_float_to_int(v, bits, is_signed, &got);
    if (got != want || ok != want_ok) {
        fprintf(stderr, "conv_test.c:%d: %s%u(%.17g) = 0x%llx (%s), want 0x%llx (%s)\n", line,
                is_signed ? "i" : "u", bits, v, (unsigned long long)got, ok ? "in range" : "clamped",
                (unsigned long long)want, want_ok ? "in range" : "clamped");
        failures++;
    }
}
#define S32(v, want, ok) check(v, 32, true, (uint64_t)(int64_t)(want), ok, __LINE__)
#define U32(v, want, ok) check(v, 32, false, want, ok, __LINE__)
#define S64(v, want, ok) check(v, 64, true, (uint64_t)(int64_t)(want), ok, __LINE__)
#define U64(v, want, ok) check(v, 64, false, want, ok, __LINE__)

int main(void)
{
    /* int: [-2147483648, 2147483647] */
    S32(2147483647.0, 2147483647, true);
    S32(2147483647.9, 2147483647, true);
    S32(2147483648.0, 2147483647, false);
    S32(-2147483648.0, -2147483647 - 1, true);
    S32(-2147483648.9, -2147483647 - 1, true);
    S32(-2147483649.0, -2147483647 - 1, false);
    S32(2e21, 2147483647, false);
    S32(-1.5, -1, true);
    S32(-0.5, 0, true);
    /* uint: [0, 4294967295] */
    U32(4294967295.0, 4294967295u, true);
    U32(4294967295.5, 4294967295u, true);
    U32(4294967296.0, 4294967295u, false);
    U32(-1.0, 0, false);
    U32(-0.75, 0, true);
    U32(3.7, 3, true);
    /* 64 bits around 2^63 and 2^64 (doubles: the nearest below are 2^63 - 1024, 2^64 - 2048) */
    S64(9223372036854775808.0, 0x7fffffffffffffffull, false);
    S64(9223372036854774784.0, 0x7ffffffffffffc00ull, true);
    S64(-9223372036854775808.0, 0x8000000000000000ull, true);
    S64(-9223372036854777856.0, 0x8000000000000000ull, false);
    S64(2e21, 0x7fffffffffffffffull, false);
    U64(9223372036854775808.0, 0x8000000000000000ull, true);
    U64(18446744073709551616.0, 0xffffffffffffffffull, false);
    U64(18446744073709549568.0, 0xfffffffffffff800ull, true);
    U64(-1.0, 0, false);
    /* 16 bits (min16int, uint16_t) */
    check(32768.0, 16, true, 32767, false, __LINE__);
    check(-32769.0, 16, true, (uint64_t)(int64_t)-32768, false, __LINE__);
    check(65535.0, 16, false, 65535, true, __LINE__);
    check(65536.0, 16, false, 65535, false, __LINE__);
    /* NaN -> 0; infinities clamp */
    S32(NAN, 0, false);
    U32(NAN, 0, false);
    S64(-NAN, 0, false);
    S32(INFINITY, 2147483647, false);
    S32(-INFINITY, -2147483647 - 1, false);
    U32(INFINITY, 4294967295u, false);
    U32(-INFINITY, 0, false);
    U64(INFINITY, 0xffffffffffffffffull, false);
    S64(-INFINITY, 0x8000000000000000ull, false);
    if (conv_float_to_i64(-3e30) != INT64_MIN || conv_float_to_i64(7.9) != 7 || conv_float_to_i64(NAN) != 0) {
        fprintf(stderr, "conv_test.c: conv_float_to_i64\n");
        failures++;
    }
    if (failures)
        fprintf(stderr, "%d failure(s)\n", failures);
    else
        printf("conv_test: all passed\n");
    return failures != 0;
}
