// Hand-written twin of render_textured.hlsl (dawnrender self-test).
struct VSOut {
  @builtin(position) pos: vec4<f32>,
  @location(0) uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> tint: vec4<f32>;
@group(0) @binding(1) var tex: texture_2d<f32>;
@group(0) @binding(2) var samp: sampler;

@vertex fn VSMain(@location(0) pos: vec2<f32>, @location(1) uv: vec2<f32>) -> VSOut {
  return VSOut(vec4<f32>(pos, 0.0, 1.0), uv);
}

@fragment fn PSMain(i: VSOut) -> @location(0) vec4<f32> {
  return textureSample(tex, samp, i.uv) * tint;
}
