// Runner self-test: f16 and subgroups on Dawn's Vulkan backend (Mesa 25 lavapipe).
enable f16;
enable subgroups;
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(32)
fn main(@builtin(global_invocation_id) id: vec3<u32>,
        @builtin(subgroup_size) sg_size: u32) {
  let h = f16(data[id.x]) * 2.0h;
  let all_lanes = subgroupAdd(1u) == sg_size;
  data[id.x] = u32(h) + select(0u, 1000u, all_lanes);
}
