@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
@group(0) @binding(2) var<storage, read_write> W: array<u32>;

fn main_1() {
    let _e102 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[8u]), bitcast<f32>(In[9u])), vec2<f32>(bitcast<f32>(In[10u]), bitcast<f32>(In[11u])));
    let _e104 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[12u]), bitcast<f32>(In[14u])), vec2<f32>(bitcast<f32>(In[13u]), bitcast<f32>(In[15u])));
    let _e109 = _e102[0].x;
    Out[0u] = bitcast<u32>(_e109);
    let _e114 = _e102[0].y;
    Out[1u] = bitcast<u32>(_e114);
    let _e119 = _e102[1].x;
    Out[2u] = bitcast<u32>(_e119);
    let _e124 = _e102[1].y;
    Out[3u] = bitcast<u32>(_e124);
    let _e129 = _e104[0].x;
    Out[4u] = bitcast<u32>(_e129);
    let _e134 = _e104[0].y;
    Out[5u] = bitcast<u32>(_e134);
    let _e139 = _e104[1].x;
    Out[6u] = bitcast<u32>(_e139);
    let _e144 = _e104[1].y;
    Out[7u] = bitcast<u32>(_e144);
    let _e148 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[0u]), bitcast<f32>(In[1u])), vec2<f32>(bitcast<f32>(In[2u]), bitcast<f32>(In[3u])));
    let _e150 = mat2x2<f32>(vec2<f32>(bitcast<f32>(In[4u]), bitcast<f32>(In[6u])), vec2<f32>(bitcast<f32>(In[5u]), bitcast<f32>(In[7u])));
    let _e156 = (_e150 * _e148);
    let _e162 = _e148[0];
    let _e163 = _e150[0];
    let _e164 = (_e163 + _e162);
    let _e165 = _e148[1];
    let _e166 = _e150[1];
    let _e167 = (_e166 + _e165);
    let _e168 = mat2x2<f32>(_e164, _e167);
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
