// ARGS: -T ps_6_0 -E main -D EXTRA=3 -D FLAG -D GONE=1 -U GONE
// Preprocessor: object/function-like/variadic macros, # and ##, conditionals
// with defined and integer expressions, includes with #pragma once, #line,
// pragmas, -D/-U and DXC's predefined macros for SPIR-V.
#include "area_pp_inc.hlsli"
#include "area_pp_inc.hlsli"
#pragma pack_matrix(row_major)
#pragma pack_matrix(column_major)
#define SQR(x) ((x) * (x))
#define CAT(a, b) a##b
#define STR(x) #x
#define FIRST(a, ...) (a)
#define COUNT_ARGS(...) __VA_ARGS__
#define EMPTY
#define NESTED(x) SQR(x) + 1

#if !defined(__spirv__) || __SPIRV_MAJOR_VERSION__ != 1
#error "spirv macros missing"
#endif
#if __HLSL_VERSION < 2018
#error "hlsl version"
#endif
#if __SHADER_TARGET_STAGE != __SHADER_STAGE_PIXEL || __SHADER_TARGET_MAJOR != 6 || __SHADER_TARGET_MINOR != 0
#error "target macros"
#endif
#if !defined(__SHADER_STAGE_VERTEX) || !defined(__SHADER_STAGE_COMPUTE) || !defined(__SHADER_STAGE_HULL) || \
    !defined(__SHADER_STAGE_DOMAIN) || !defined(__SHADER_STAGE_GEOMETRY) || !defined(__SHADER_STAGE_AMPLIFICATION) || !defined(__SHADER_STAGE_MESH)
#error "stage constants"
#endif
#if !defined(__DXC_VERSION_MAJOR) || !defined(__DXC_VERSION_MINOR) || !defined(__DXC_VERSION_RELEASE) || !defined(__DXC_VERSION_COMMITS)
#error "dxc version"
#endif
#if !defined(GONE) && EXTRA == 3 && defined FLAG
#define OK_DEFS 1
#else
#error "-D/-U"
#endif
#if (1 << 4) + 3 * 2 - (10 / 3) % 2 == 21 && (0x10 | 1) == 17 && ~0 == -1 && (5 > 3 ? 1 : 0) && !0 && 1 != 2 && 3 >= 3 && (2 ^ 3) == 1 && (6 & 3) == 2 && 1 || 0
#define OK_EXPR 1
#elif defined(NOPE)
#error "unreachable"
#else
#error "expression"
#endif
#ifdef NOT_DEFINED
#error "ifdef"
#endif
#ifndef OK_EXPR
#error "ifndef"
#endif
#undef EMPTY
#line 200 "renamed.hlsl"
static const int lineNo = __LINE__;
static const int counter0 = __COUNTER__;
static const int counter1 = __COUNTER__;
#pragma warning(disable : 3206)
#pragma message("hello")
#pragma def(FOO, 1)

float4 main(float4 pos : SV_Position) : SV_Target
{
    float CAT(my, Var) = SQR(pos.x + 1);
    float f = FIRST(myVar, 2, 3) + NESTED(2.0) + incHelper(1);
    float arr[] = { COUNT_ARGS(1, 2, 3) };
    f += arr[2] + lineNo + counter1 - counter0 + OK_DEFS + EXTRA;
    return float4(f, pos.yzw);
}
