/* Conversions of constants between floating-point and integer types. */
#ifndef OSH_BASE_CONV_H
#define OSH_BASE_CONV_H

#include <stdbool.h>
#include <stdint.h>

/* The compiler's one float -> integer conversion of a constant (folding,
 * retyping literals, array sizes, ...). C leaves a double outside the target's
 * range undefined; HLSL does not: D3D's ftoi/ftou (D3D11.3 functional spec,
 * "Floating Point to Integer Conversion") truncate toward zero, clamp to the
 * target's range and give 0 for NaN, which is also the value clang's
 * APFloat::convertToInteger (DXC's front end) produces. So (int)3e9 is
 * INT_MAX, (int)-3e9 INT_MIN, (uint)-1.0 0, (uint)5e9 UINT_MAX, (int)NaN 0,
 * (uint)inf UINT_MAX.
 *
 * bits: the target's width, 1 to 64. *out: the result as 64-bit two's
 * complement (sign-extended when is_signed). Returns false when v was NaN or
 * its truncation outside the range (the clamped value is still written), so a
 * folder of an instruction whose out-of-range result SPIR-V leaves undefined
 * can decline to fold. Integer -> float needs no helper: C defines it (it
 * rounds). */
bool conv_float_to_int(double v, unsigned bits, bool is_signed, uint64_t *out);

/* conv_float_to_int as a signed 64-bit value. */
int64_t conv_float_to_i64(double v);

#endif
