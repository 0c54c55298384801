// ARGS: -T ps_6_0 -E main
// WGSL-ERROR: OSH5202
// Texel loads: Load (mip in the last coordinate, constant offsets), Texture2DMS Load with a sample index (and offset), Buffer Load,
// RWTexture Load, .mips[l][c], .sample[s][c], operator[], every
// GetDimensions overload (uint and float outs, with and without a mip).
Texture2D<float4> t2 : register(t0);
Texture2DArray<float4> t2a : register(t1);
Texture2DMS<float4> ms : register(t2);
Texture2DMSArray<float4, 4> msa : register(t3);
Texture1D<float> t1 : register(t4);
Texture3D<uint4> t3 : register(t5);
TextureCube<float4> tc : register(t6);
TextureCubeArray<float4> tca : register(t7);
Buffer<float4> buf : register(t8);
[[vk::image_format("rgba32f")]] RWTexture2D<float4> rw : register(u0);

float4 main(float4 pos : SV_Position, nointerpolation int2 o : OFF) : SV_Target {
    int2 p = int2(pos.xy);
    float4 c = t2.Load(int3(p, 0));
    c += t2.Load(int3(p, 1), int2(1, 1));
    c += t2a.Load(int4(p, 1, 0));
    c += ms.Load(p, 2);
    c += ms.Load(p, 1, int2(1, 0));
    c += msa.Load(int3(p, 1), 3);
    c.x += t1.Load(int2(p.x, 0));
    c += (float4)t3.Load(int4(p, 0, 0));
    c += buf.Load(p.x);
    c += rw.Load(p);
    c += t2.mips[1][p] + ms.sample[1][p] + t2[p] + buf[p.y] + rw[p];
    uint w, h, e, lv, ns;
    float fw, fh, fe, flv;
    t2.GetDimensions(w, h);
    t2.GetDimensions(1, w, h, lv);
    t2.GetDimensions(0, fw, fh, flv);
    t2a.GetDimensions(w, h, e);
    t2a.GetDimensions(2, fw, fh, fe, flv);
    ms.GetDimensions(w, h, ns);
    msa.GetDimensions(fw, fh, fe, flv);
    t1.GetDimensions(w);
    t1.GetDimensions(0, fw, flv);
    t3.GetDimensions(0, w, h, e, lv);
    tc.GetDimensions(w, h);
    tca.GetDimensions(0, w, h, e, lv);
    buf.GetDimensions(e);
    rw.GetDimensions(fw, fh);
    c += float4(w, h, e, lv) + float4(fw, fh, fe, flv) + ns;
    return c;
}
