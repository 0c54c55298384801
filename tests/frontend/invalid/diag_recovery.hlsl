// ARGS: -T cs_6_0 -E main
// One diagnostic per mistake, no cascades: arrays over the element limit,
// goto, pointers, a misspelt type (its variable stays declared), a call of
// a variable, a resource entry parameter with a semantic.
RWStructuredBuffer<float> buf : register(u0);
static float huge[0x7fffffff];
static float dims[4096][4096][4096];

float f(static float x, float *y) { return x; }

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, Texture2D t : TEXCOORD0)
{
    flaot4 c = 0;
    float scale = 2;
    goto done;
    float *p = &scale;
    buf[id.x] = c.x + scale(3) + huge[0] + dims[0][0][0];
}
