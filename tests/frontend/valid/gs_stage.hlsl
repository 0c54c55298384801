// ARGS: -T gs_6_0 -E GSMain
struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
struct GSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint layer : SV_RenderTargetArrayIndex; };

[maxvertexcount(3)]
[instance(2)]
void GSMain(triangle VSOut input[3], uint pid : SV_PrimitiveID, uint inst : SV_GSInstanceID,
            inout TriangleStream<GSOut> stream)
{
    [unroll]
    for (int i = 0; i < 3; i++)
    {
        GSOut o;
        o.pos = input[i].pos;
        o.uv = input[i].uv;
        o.layer = inst + pid % 2;
        stream.Append(o);
    }
    stream.RestartStrip();
}
