// ARGS: -T cs_6_0 -E main
// Arrays of any rank, unsized with initializer, array params, static const arrays.
static const float kWeights[3] = { 0.25, 0.5, 0.25 };
static const int kGrid[2][3] = { { 1, 2, 3 }, { 4, 5, 6 } };
static const uint kSize = 4;
groupshared float gs[kSize][kSize][2];
RWStructuredBuffer<float> Out : register(u0);
Texture2D<float4> texs[4] : register(t0);
float sum3(float a[3]) { return a[0] + a[1] + a[2]; }
void fill(out float a[2]) { a[0] = 1; a[1] = 2; }
[numthreads(4, 4, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float local[] = { 1, 2, 3 };
    float4 vecs[2] = { float4(1, 2, 3, 4), 5, 6, 7, 8 };
    float2 nested[2][2] = { 1, 2, 3, 4, 5, 6, 7, 8 };
    int sizes[kSize + 1];
    sizes[0] = kGrid[1][2];
    float tmp[2];
    fill(tmp);
    gs[id.x][id.y][0] = sum3(local) + sum3(kWeights) + tmp[1];
    float copy[3] = local;
    copy = kWeights;
    Out[id.x] = gs[id.y][id.x][0] + vecs[1].w + nested[1][0].y + sizes[0] + copy[2];
}
