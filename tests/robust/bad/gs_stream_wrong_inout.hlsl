// ARGS: -T gs_6_0 -E main
struct V { float4 pos : SV_Position; };
[maxvertexcount(3)]
void main(triangle V input[3], TriangleStream<V> stream)
{
    for (int i = 0; i < 3; i++)
        stream.Append(input[i]);
}
