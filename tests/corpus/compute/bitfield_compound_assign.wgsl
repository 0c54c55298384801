@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(0) var<storage, read> In: array<u32>;

fn main_1() {
    Out[0u] = 4u;
    Out[1u] = 14u;
    Out[2u] = 3u;
    Out[3u] = 7u;
    Out[4u] = 3u;
    Out[5u] = 4u;
    Out[6u] = 6u;
    Out[7u] = 15u;
    Out[8u] = 8u;
    Out[9u] = 9u;
    Out[12u] = 15u;
    Out[10u] = 0u;
    Out[11u] = 15u;
    Out[13u] = 0u;
    Out[14u] = 0u;
    Out[15u] = 4u;
    Out[16u] = 4u;
    Out[17u] = (((((((((In[0u] << 28u) >> 28u)) + 7u)) << 28u)) >> 28u));
    Out[18u] = 1u;
    Out[19u] = 48879u;
    Out[20u] = 4294967288u;
    Out[21u] = 7u;
    Out[22u] = 4294967288u;
    Out[23u] = 7u;
    Out[24u] = 4294967290u;
    Out[25u] = 4294967295u;
    Out[26u] = 4294967240u;
    Out[27u] = 4294967295u;
    Out[28u] = 0u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
