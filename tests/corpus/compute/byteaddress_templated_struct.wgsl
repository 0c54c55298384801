@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    let In_1 = In[1u];
    let t = bitcast<f32>(In_1);
    let In_2 = In[2u];
    let In_3 = In[3u];
    let In_4 = In[5u];
    let In_5 = In[6u];
    let In_6 = In[8u];
    let In_7 = In[7u];
    let In_8 = In[9u];
    let t_1 = vec2<f32>(bitcast<f32>(In_5), bitcast<f32>(In_6));
    Out[0u] = bitcast<u32>(t);
    Out[1u] = In_2;
    Out[2u] = In_3;
    let t_2 = bitcast<u32>(bitcast<i32>(In[4u]));
    Out[3u] = t_2;
    Out[4u] = bitcast<u32>(bitcast<i32>(In_4));
    let t_3 = bitcast<vec2<u32>>(t_1);
    Out[5u] = t_3.x;
    Out[6u] = t_3.y;
    let t_4 = transpose(mat2x2<f32>(t_1, vec2<f32>(bitcast<f32>(In_7), bitcast<f32>(In_8))));
    Out[7u] = bitcast<u32>(t_4[0].x);
    Out[9u] = bitcast<u32>(t_4[0].y);
    Out[8u] = bitcast<u32>(t_4[1].x);
    Out[10u] = bitcast<u32>(t_4[1].y);
    Out[11u] = select(0u, 1u, (t > 1f));
    Out[12u] = bitcast<u32>(bitcast<f32>(In[0u]));
    Out[13u] = In_1;
    Out[14u] = In_2;
    Out[15u] = bitcast<u32>(bitcast<i32>(In_3));
    Out[16u] = t_2;
    Out[17u] = bitcast<u32>(bitcast<f32>(In_4));
    Out[18u] = In_5;
    Out[19u] = In_7;
    Out[20u] = bitcast<u32>(bitcast<i32>(In_6));
    Out[21u] = bitcast<u32>(bitcast<i32>(In_8));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
