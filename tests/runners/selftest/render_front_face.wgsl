// Hand-written twin of render_front_face.hlsl (dawnrender self-test).
@vertex fn VSMain(@builtin(vertex_index) id: u32) -> @builtin(position) vec4<f32> {
  var p = array<vec2<f32>, 6>(vec2<f32>(-1.0, 1.0), vec2<f32>(-1.0, -1.0), vec2<f32>(1.0, 1.0),
                              vec2<f32>(1.0, 1.0), vec2<f32>(1.0, -1.0), vec2<f32>(-1.0, -1.0));
  return vec4<f32>(p[id], 0.0, 1.0);
}

@fragment fn PSMain(@builtin(front_facing) front: bool) -> @location(0) u32 {
  return select(2u, 1u, front);
}
