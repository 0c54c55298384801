@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    let _e142 = bitcast<f32>(In[1u]);
    let _e146 = In[2u];
    let _e150 = In[3u];
    let _e183 = vec2<f32>(bitcast<f32>(In[6u]), bitcast<f32>(In[8u]));
    Out[0u] = bitcast<u32>(_e142);
    Out[1u] = _e146;
    Out[2u] = _e150;
    Out[3u] = bitcast<u32>(bitcast<i32>(In[4u]));
    Out[4u] = bitcast<u32>(bitcast<i32>(In[5u]));
    let _e213 = bitcast<vec2<u32>>(_e183);
    Out[5u] = _e213.x;
    Out[6u] = _e213.y;
    let _e222 = transpose(mat2x2<f32>(_e183, vec2<f32>(bitcast<f32>(In[7u]), bitcast<f32>(In[9u]))));
    Out[7u] = bitcast<u32>(_e222[0].x);
    Out[9u] = bitcast<u32>(_e222[0].y);
    Out[8u] = bitcast<u32>(_e222[1].x);
    Out[10u] = bitcast<u32>(_e222[1].y);
    Out[11u] = select(0u, 1u, (_e142 > 1f));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
