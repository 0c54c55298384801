// ARGS: -T ps_6_0 -E PSMain
#include "multi_entry.hlsli"
