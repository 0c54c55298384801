struct M {
    m: mat2x2<f32>,
    n: mat2x2<f32>,
}

@group(0) @binding(0) var<storage, read> In: array<M>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
@group(0) @binding(2) var<storage, read_write> W: array<M>;

fn main_1() {
    let In_1 = In[1u].m;
    let In_2 = transpose(In[1u].n);
    Out[0u] = In_1[0].x;
    Out[1u] = In_1[0].y;
    Out[2u] = In_1[1].x;
    Out[3u] = In_1[1].y;
    Out[4u] = In_2[0].x;
    Out[5u] = In_2[0].y;
    Out[6u] = In_2[1].x;
    Out[7u] = In_2[1].y;
    let In_3 = In[0u].m;
    let In_4 = transpose(In[0u].n);
    let t = (In_4 * In_3);
    let t_1 = mat2x2<f32>((In_4[0] + In_3[0]), (In_4[1] + In_3[1]));
    W[0u].m = t;
    W[0u].n = transpose(t_1);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
