@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out2: array<u32>;

fn main_1() {
    let In_1 = In[1u];
    let In_2 = In[2u];
    let In_3 = In[3u];
    let In_4 = In[5u];
    Out[0u] = In_1;
    Out[1u] = In_3;
    Out[2u] = In_4;
    Out[3u] = In_2;
    Out[4u] = In_1;
    Out[5u] = In_4;
    Out2[0u] = 10u;
    Out2[1u] = 20u;
    Out2[2u] = 30u;
    Out2[3u] = 40u;
    Out2[4u] = 50u;
    Out2[5u] = 60u;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
