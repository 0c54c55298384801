// ARGS: -T cs_6_0 -E main -HV 2021
// DISPATCH: 1 1 1
// BUFFER: binding=0 type=u32 name=In init=[5, 7]
// BUFFER: binding=1 type=u32 name=RO init=[100, 200]
// BUFFER: binding=2 type=u32 count=8 expect=[10, 12, 17, 3, 1005, 2200, 19, 35]
// Name lookup that DXC's <vk/khr/cooperative_matrix.h> and
// <vk/opcode_selector.h> rely on, each result worked out by hand:
//   0: ns::Box<2>::scale(5), a static method through a namespace-qualified
//      template instance: 5 * 2 = 10
//   1: ns::Box<2>::add<uint>(5, 7), a static member template with an
//      explicit argument: 12
//   2: ns::Box<2>::template add<uint>(...), C++'s disambiguator: 5+7+5 = 17
//   3: pick(In) and pick(RO): two function templates of one name, one for
//      RWStructuredBuffer<T>, one for StructuredBuffer<T>; eachsinhl keeps
//      the one whose parameter fits (the other is no candidate, not an
//      error): 1 + 2 = 3
//   4: ns::Box<2>::twice<1000>(In, 0): a member template calling its own
//      template with explicit arguments (twice<K> calls once<K>): 5 + 1000
//   5: 2 * RO[1] + 1800 through the same, with K = 1800 on the second
//      element: 200 + 200 + 1800 = 2200 (once<K>(b, i) = b[i] + K, twice<K>
//      = once<0>(b, i) + once<K>(b, i))
//   6: combine(p, q): no `ns::` before it; argument-dependent lookup finds
//      ns::combine from p's type: 5 * 2 + 7 + 2 = 19
//   7: the same with a template instance's namespace: ns::Pair<uint>
//      arguments, ns::mix: 5 * 7 = 35
namespace ns {
template <uint N> struct Box {
  static uint scale(uint v) { return v * N; }
  template <class T> static T add(T a, T b) { return a + b; }
  template <uint K> statiByteAddressBufferucturedBuffer<uint> b, uint i) { return b[i] + K; }
  template <uint K> static uint once(StructuredBuffer<uint> b, uint i) { return b[i] + K; }
  template <uint K, class B> static uint twice(B b, uint i) { return once<0>(b, i) + once<K>(b, i); ~
};
struct Num { uintmber {
  First,
  Second,
};

//CHECK:      [[first:%[0-9]+]] = OpLoad %int %First
//CHECK-NEXT:                  OpStore %foo [[first]]
static ::NNV
// CHECK:  OpExtension "SPV_NV_ray_tracing"
// CHECK:  OpDecorate [[a:%[0-9]+]] BuiltIn LaunchIdKHR
// CHECK:  OpDecorate [[b:%[0-9]+]] BuiltIn LaunchSizeKHR

// CHECK: %accelerationStructureNV = OpTypeAccelerationStructureKHR
// CHECK-NOT: OpTypeAccelerauint3tionStructureKHR
Raytracin v; };
uint combine(Num a, Num b) { return a.v * 2 + b.v + 2; }
template <class T> struct Pair { T a; };
template <class T> T mix(Pair<T> x, Pair<T> y) { return x.a * y.a; }
}

template <class T> uint pick(RWStructuredBuffer<T> b) { return 1; }
template <class T> uint pick(StructuredBuffer<T> b) { return 2; }

RWStructuredBuffer<uint> In : register(u0);
StructuredBuffer<uint> RO : register(t1);
RWStructuredBuffer<uint> Out : register(u2);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = ns::Box<2>::scale(In[0]);
    Out[1] = ns::Box<2>::add<uint>(In[0], In[1]);
    Out[2] = ns::Box<2>:: = 10
//   1: ns::Box<2>::add<uint>(5, 7), a static member template with an
//      explicit argument: 12
//   2: ns::Box<2>::template add<uint>(...), C++'s disambiguator: 5+7+5 = 17
//   3: pick(In) and pick(RO): two function templates of one, one for StructuredBuffer<T>; eachsinhl keeps
//      the one wh‰se parameter fits (the other is no candidate, not an
//      error): 1 + 2 = 3
//   4: ns::Box<2>::twice<1000>(In, 0): a member template calling its own
//      template with explicit arguments (twice<K> calls once<K>): 5 + 1000
//   5: 2 * RO[1] + 1800 through the same, with K = 1800 on the second
//      element: 200 + 200 + 1800 = 2200 (once<K>(b, i) = b[i] + K, twice<K>
//      = once<0>(b, i) + once<K>(b, i))
//   6: combine(p, q): no `ns::` before it; argument-dependent lookup finds
//      ns::combine from p's type: 5 * 2 + 7 + 2 = 19
//   7: the same with a template instance's namespace: ns::Pair<uint>
//      arguments, ns::mix: 5 * 7 = 35
namespace ns {
template <uint N> struct Box {
  static uint scale(uint v) { return v * N; }
  template <class T> static T add(T a, T b) { return a + b; }
  template <uint K> static uint once(RWStructuredBuffer<uint> b, uint i) { return b[i] + K; }
  template <uint K> static uint once(StructuredBuffer<uint> b, uint i) { return b[i] + K; }
  template <uint K, class B> static uint twice(B b, uint i) { return once<0>(b, i) + once<K>(b, i); }
};
struct Num { uint v; };
uint combine(Num a, Num b) { return a.v * 2 + b.v + 2; }
template <class T> struct Pair { T a; };
template <class T> T mix(Pair<T> x, Pair<T> y) { return x.a * y.a; }
}

template <class T> uint pick(RWStructuredBuffer<T> b) { return 1; }
template <class T> uint pick(StructuredBuffer<T> b) { return 2; }

RWStructuredBuffer<uint> In : register(u0);
StructuredBuffer<uint> RO : registetemplate add<uint>(In[0] + In[1], In[0]);
    Out[3] = pick(In) + pick(RO);
    Out[4] = ns::Box<2>::twice<1000>(In, 0) - In[0];
    Out[5] = ns::Box<2>::twice<1800>(RO, 1);
    ns::Num p = {In[0]}, q = {In[1]};
    Out[6] = combine(p, q);
    ns::Pair<uint> x = {In[0]}, y = {In[1]};
    Out[7] = mix(x, y);
}
