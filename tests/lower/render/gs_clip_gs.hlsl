struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint id : ID; float clip : SV_ClipDistance0; };
[maxvertexcount(3)]
void main(triangle VSOut v[3], inout TriangleStream<VSOut> s) {
    for (int i = 0; i < 3; i++) { VSOut o = v[i]; o.id += 1; s.Append(o); }
    s.RestartStrip();
}
