// ARGS: -T vs_6_0 -E LitPassVertex
#include "unity_lit.hlsli"
