// Hand-written twin of render_mrt.hlsl (dawnrender self-test).
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
  @location(0) color: vec4<f32>,
  @location(1) index: u32,
  @location(2) f: f32,
}

@fragment fn PSMain(i: VSOut) -> PSOut {
  let p = vec2<u32>(i.pos.xy);
  return PSOut(vec4<f32>(i.uv.x, 1.0 - i.uv.y, 0.5, 1.0), p.x + 100u * p.y, f32(p.x) * 0.5 + f32(p.y));
}
