// Runner self-test: hand-written WGSL, not OneShader output.
struct Push { add: u32, scale: f32 }
@group(0) @binding(0) var<uniform> params: vec4<u32>;
@group(0) @binding(1) var<storage, read_write> u: array<u32>;
@group(1) @binding(0) var<storage, read_write> f: array<f32>;
@group(0) @binding(2) var<storage, read_write> s: array<i32>;
@group(2) @binding(0) var<uniform> pc: Push;
@group(0) @binding(3) var<storage, read> ro: array<u32>;
@id(3) override kBias: i32 = 1;

@compute @workgroup_size(8)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  u[id.x] = u[id.x] * params.x + pc.add + ro[id.x];
  f[id.x] = f[id.x] * pc.scale;
  s[id.x] = s[id.x] - kBias;
}
