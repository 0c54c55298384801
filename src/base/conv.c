/* Float -> integer conversion of constants (see conv.h for the rules). */
#include "base/conv.h"

#include <math.h>

bool conv_float_to_int(double v, unsigned bits, bool is_signed, uint64_t *out)
{
    if (bits == 0 || bits > 64 || isnan(v)) {
        *out = 0;
        return false;
    }
    double t = trunc(v);
    if (is_signed) {
        /* 2^(bits-1) is exact in a double; the range is [-2^(bits-1), 2^(bits-1)). */
        double lim = ldexp(1.0, (int)bits - 1);
        uint64_t max = (bits == 64 ? UINT64_MAX : (1ull << bits) - 1) >> 1;
        if (t >= lim) {
            *out = max;
            return false;
        }
        if (t < -lim) {
            *out = ~max; /* -2^(bits-1), sign-extended */
            return false;
        }
        *out = (uint64_t)(int64_t)t;
        return true;
    }
    if (t >= ldexp(1.0, (int)bits)) {
        *out = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
        return false;
    }
    if (t < 0) {
        *out = 0;
        return false;
    }
    *out = (uint64_t)t;
    return true;
}

int64_t conv_float_to_i64(double v)
{
    uint64_t u;
    conv_float_to_int(v, 64, true, &u);
    return (int64_t)u;
}
