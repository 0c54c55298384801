@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Out[0u] = bitcast<u32>(countOneBits(i32(In[0u])));
    Out[1u] = bitcast<u32>(firstLeadingBit(i32(In[1u])));
    Out[2u] = bitcast<u32>(firstTrailingBit(i32(In[2u])));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
