// ARGS: -T cs_6_0 -E main
// A const variable without an initializer: DXC accepts it (global and
// function statics, locals: its HLSLFileCheck no_initialization.hlsl and
// UndefConst.hlsl; Vulkan-Samples' ray_tracing_position_fetch closest-hit
// shader declares `const static float3 gl_HitTriangleVertexPositions[3];`).
// DXC folds a static one to zero and reads undefined for a local; here every
// one is zero, and OSH0429 warns that it is. Each thread i (of 4) writes
// In[i] * scale + g[2].z + gs.b.y + fs + ls.a + ls.b.x + arr[i] + i + 1
// with every const zero and In[i] = 100 + i: Out[i] = i + 1.
// EXPECT-WARNING: OSH0429
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=f32 count=4 init=100+i
// BUFFER: binding=1 type=f32 count=4 expect="i + 1"
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u1);

static const float3 g[3];
struct S { int a; float2 b; };
static const S gs;

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    const float scale;
    static const int fs;
    const S ls;
    const uint arr[4];
    uint i = id.x;
    Out[i] = In[i] * scale + g[2].z + gs.b.y + fs + ls.a + ls.b.x + arr[i] + i + 1;
}
