// ARGS: -T cs_6_0 -E main
RWBuffer<float> buf;
void helper(out float x) { x = 1; }
void main(uint id)
{
    helper(3.0);
    break;
    buf[id] = 1;
}
