@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
@group(0) @binding(2) var<storage, read_write> W: array<u32>;

fn main_1() {
    let In_1 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[8u]), bitcast<f32>(In[9u])), vec2<f32>(bitcast<f32>(In[10u]), bitcast<f32>(In[11u])));
    let In_2 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[12u]), bitcast<f32>(In[14u])), vec2<f32>(bitcast<f32>(In[13u]), bitcast<f32>(In[15u])));
    Out[0u] = In_1[0].x;
    Out[1u] = In_1[0].y;
    Out[2u] = In_1[1].x;
    Out[3u] = In_1[1].y;
    Out[4u] = In_2[0].x;
    Out[5u] = In_2[0].y;
    Out[6u] = In_2[1].x;
    Out[7u] = In_2[1].y;
    let In_3 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[0u]), bitcast<f32>(In[1u])), vec2<f32>(bitcast<f32>(In[2u]), bitcast<f32>(In[3u])));
    let In_4 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[4u]), bitcast<f32>(In[6u])), vec2<f32>(bitcast<f32>(In[5u]), bitcast<f32>(In[7u])));
    let t = (In_4 * In_3);
    let t_1 = mat2x2<f32>((In_4[0] + In_3[0]), (In_4[1] + In_3[1]));
    W[0u] = bitcast<u32>(t[0][0]);
    W[1u] = bitcast<u32>(t[0][1]);
    W[2u] = bitcast<u32>(t[1][0]);
    W[3u] = bitcast<u32>(t[1][1]);
    W[4u] = bitcast<u32>(t_1[0][0]);
    W[6u] = bitcast<u32>(t_1[0][1]);
    W[5u] = bitcast<u32>(t_1[1][0]);
    W[7u] = bitcast<u32>(t_1[1][1]);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
