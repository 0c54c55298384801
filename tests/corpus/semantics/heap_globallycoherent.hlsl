// ARGS: -T cs_6_6 -E main
// WGSL-ERROR: OSH5202
// A globallycoherent static taken from ResourceDescriptorHeap, and one a
// globallycoherent-returning function takes from it: the heap's array of
// that type is Coherent, as DXC decorates it
// (sm6_6.descriptorheap.globallycoherent, TYPE=0 and TYPE=3). It was left
// without Coherent before (the conformance facts did not check it).
globallycoherent static RWStructuredBuffer<uint> A = ResourceDescriptorHeap[0];
uint index_of_b;
globallycoherent RWByteAddressBuffer GetB() { return ResourceDescriptorHeap[index_of_b]; }
static const globallycoherent RWByteAddressBuffer B = GetB();

[numthreads(1, 1, 1)]
void main() {
    A[0] = 1;
    B.Store(0, 2u);
}
