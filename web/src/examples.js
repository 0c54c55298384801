// The playground's example shaders. "Doubling" is examples/compute_double.hlsl;
// the others are written for the page (a pixel shader that uses a time uniform
// and push constants, and a shader with a deliberate error).
export const EXAMPLES = [
  {
    name: 'Compute: double a buffer',
    profile: 'cs_6_0', entry: 'main', groups: '2',
    source: `// Doubles every element of a buffer and adds one: data[i] = 2 * data[i] + 1.
// Run fills data[i] = i, dispatches the groups and shows the buffer after.
RWStructuredBuffer<uint> data : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * 2 + 1; }
`,
  },
  {
    name: 'Compute: saxpy on floats',
    profile: 'cs_6_0', entry: 'main', groups: '1',
    source: `// y[i] = a * x[i] + y[i] with a from a constant buffer (Run fills
// buffers with their index and constant buffers' floats with 1.5).
cbuffer Params : register(b0) { float a; };
StructuredBuffer<float> x : register(t1);
RWStructuredBuffer<float> y : register(u2);
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { y[id.x] = a * x[id.x] + y[id.x]; }
`,
  },
  {
    name: 'Pixel: animated rings',
    profile: 'ps_6_0', entry: 'main', groups: '1',
    source: `// A pixel shader: Run draws it on a full-screen triangle, every frame.
// Frame.time counts seconds; the push constant's tint is the colour field.
cbuffer Frame : register(b0) { float time; float2 resolution; };
struct Push { float4 tint; };
[[vk::push_constant]] Push pc;

float4 main(float4 pos : SV_Position) : SV_Target {
  float2 uv = pos.xy / resolution;
  float d = length(uv - 0.5);
  float r = 0.5 + 0.5 * sin(30.0 * d - 4.0 * time);
  return float4(r * pc.tint.rgb * (0.3 + 0.7 * uv.x), 1.0);
}
`,
  },
  {
    name: 'Broken: a type error',
    profile: 'cs_6_0', entry: 'main', groups: '1',
    source: `// This shader does not compile: the diagnostics pane and the editor
// mark the line of the error.
RWStructuredBuffer<uint> data : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  data[id.x] = undefined_name + 1;
}
`,
  },
];
