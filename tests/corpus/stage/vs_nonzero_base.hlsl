// ARGS: -T vs_6_0 -E main -fvk-support-nonzero-base-instance -fvk-support-nonzero-base-vertex
// WGSL-ERROR: OSH5202
// DirectX counts SV_VertexID and SV_InstanceID from 0 in every draw; Vulkan's
// VertexIndex and InstanceIndex include the draw's first vertex and
// instance. With the two options (DXC's SPIR-V.rst, SV_InstanceID row) the
// shader reads VertexIndex - BaseVertex and InstanceIndex - BaseInstance
// (OpISub on the loads; BaseVertex and BaseInstance need DrawParameters).
// WGSL has no base vertex or instance built-in: refused.
struct VOut { float4 pos : SV_Position; uint id : ID; };
VOut main(uint vid : SV_VertexID, uint iid : SV_InstanceID) {
    VOut o;
    o.pos = float4(vid, iid, 0, 1);
    o.id = vid * 100 + iid;
    return o;
}
