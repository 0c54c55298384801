// ARGS: -T vs_6_0 -E VSMain
#include "multi_entry.hlsli"
