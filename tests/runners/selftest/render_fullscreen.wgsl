// Hand-written twin of render_fullscreen.hlsl (dawnrender self-test).
struct VSOut {
  @builtin(position) pos: vec4<f32>,
  @location(0) uv: vec2<f32>,
}

@vertex fn VSMain(@builtin(vertex_index) id: u32) -> VSOut {
  var o: VSOut;
  o.uv = vec2<f32>(f32((id << 1u) & 2u), f32(id & 2u));
  o.pos = vec4<f32>(o.uv * vec2<f32>(2.0, -2.0) + vec2<f32>(-1.0, 1.0), 0.0, 1.0);
  return o;
}

struct PSOut {
  @location(0) c0: vec4<f32>,
  @location(1) c1: vec4<f32>,
}

@fragment fn PSMain(i: VSOut) -> PSOut {
  return PSOut(vec4<f32>(i.uv, 0.0, 1.0), vec4<f32>(i.uv, 0.25, 1.0));
}
