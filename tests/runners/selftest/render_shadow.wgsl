// Hand-written twin of render_shadow.hlsl (dawnrender self-test).
struct VSOut {
  @builtin(position) pos: vec4<f32>,
  @location(0) uv: vec2<f32>,
}

@group(0) @binding(0) var shadow: texture_depth_2d;
@group(0) @binding(1) var cmp: sampler_comparison;

@vertex fn VSMain(@builtin(vertex_index) id: u32) -> VSOut {
  var o: VSOut;
  o.uv = vec2<f32>(f32((id << 1u) & 2u), f32(id & 2u));
  o.pos = vec4<f32>(o.uv * vec2<f32>(2.0, -2.0) + vec2<f32>(-1.0, 1.0), 0.0, 1.0);
  return o;
}

@fragment fn PSMain(i: VSOut) -> @location(0) f32 {
  return textureSampleCompareLevel(shadow, cmp, i.uv, 0.5);
}
