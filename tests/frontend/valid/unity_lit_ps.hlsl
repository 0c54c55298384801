// ARGS: -T ps_6_0 -E LitPassFragment
#include "unity_lit.hlsli"
