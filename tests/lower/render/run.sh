#!/bin/sh
# Renders the lowering's graphics checks with vkrender (Khronos validation on):
#   gs_clip: VS (SV_VertexID/SV_InstanceID, clip distance, flat uint) -> GS
#            (triangle input array, TriangleStream Append/RestartStrip) -> PS
#            (Sample + Load, clip(), SV_Target0/1)
#   tess:    VS -> HS (InputPatch, patch constant function reading the
#            OutputPatch, TessLevelOuter/Inner) -> DS (OutputPatch, TessCoord,
#            patch inputs) -> PS
# Usage: run.sh ONESHADER VKRENDER [OPT]   (OPT: -O0 by default; at -O3 an
# unused DS input is dropped from the interface and the validation layer
# warns, see the lowering report)
set -e
osh=$1; vkr=$2; opt=${3:--O0}
dir=$(cd "$(dirname "$0")" && pwd); out=$(mktemp -d)
for f in "$dir"/*.hlsl; do
    b=$(basename "$f" .hlsl)
    case $b in *_vs) p=vs_6_0;; *_gs) p=gs_6_0;; *_hs) p=hs_6_0;; *_ds) p=ds_6_0;; *) p=ps_6_0;; esac
    "$osh" -T $p -E main $opt -Fo "$out/$b.spv" "$f"
done
for s in "$dir"/*.spec; do cp "$s" "$out/"; "$vkr" "$out/$(basename "$s")"; done
rm -rf "$out"
