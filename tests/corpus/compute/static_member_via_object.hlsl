// ARGS: -T cs_6_0 -E main
// A static data member named through an object (`t.count`), as DXC allows:
// the member itself (one private global per member), found in the struct or
// in a base; a write through one object is seen through another and through
// `Base::count`. count starts at 3, `t.count += 4` makes it 7, `u.count *= 2`
// 14; K = 5; scale = 2.5, so `t.scale * 2` is 5.
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 count=5 expect=[7, 14, 14, 5, 5]
struct Base {
    static uint count;
    static const uint K = 5;
};
struct T : Base {
    uint x;
    static float scale;
};
uint Base::count = 3;
float T::scale = 2.5;
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
    T t, u;
    t.x = 1;
    t.count += 4;
    Out[0] = u.count;
    u.count *= 2;
    Out[1] = t.count;
    Out[2] = Base::count;
    Out[3] = t.K;
    Out[4] = (uint)(t.scale * 2);
}
