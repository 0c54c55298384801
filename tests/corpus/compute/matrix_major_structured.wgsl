@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> W: array<u32>;

fn main_1() {
    let _e102 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[8u]), bitcast<f32>(In[9u])), vec2<f32>(bitcast<f32>(In[10u]), bitcast<f32>(In[11u])));
    let _e104 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[12u]), bitcast<f32>(In[14u])), vec2<f32>(bitcast<f32>(In[13u]), bitcast<f32>(In[15u])));
    Out[0u] = bitcast<u32>(_e102[0].x);
    Out[1u] = bitcast<u32>(_e102[0].y);
    Out[2u] = bitcast<u32>(_e102[1].x);
    Out[3u] = bitcast<u32>(_e102[1].y);
    Out[4u] = bitcast<u32>(_e104[0].x);
    Out[5u] = bitcast<u32>(_e104[0].y);
    Out[6u] = bitcast<u32>(_e104[1].x);
    Out[7u] = bitcast<u32>(_e104[1].y);
    let _e148 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[0u]), bitcast<f32>(In[1u])), vec2<f32>(bitcast<f32>(In[2u]), bitcast<f32>(In[3u])));
    let _e150 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[4u]), bitcast<f32>(In[6u])), vec2<f32>(bitcast<f32>(In[5u]), bitcast<f32>(In[7u])));
    let _e156 = (_e150 * _e148);
    let _e168 = mat2x2<f32>((_e150[0] + _e148[0]), (_e150[1] + _e148[1]));
    W[0u] = bitcast<u32>(_e156[0][0]);
    W[1u] = bitcast<u32>(_e156[0][1]);
    W[2u] = bitcast<u32>(_e156[1][0]);
    W[3u] = bitcast<u32>(_e156[1][1]);
    W[4u] = bitcast<u32>(_e168[0][0]);
    W[6u] = bitcast<u32>(_e168[0][1]);
    W[5u] = bitcast<u32>(_e168[1][0]);
    W[7u] = bitcast<u32>(_e168[1][1]);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
