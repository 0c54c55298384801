@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    let _e247 = In[1u];
    let _e248 = bitcast<f32>(_e247);
    let _e252 = In[2u];
    let _e256 = In[3u];
    let _e266 = In[5u];
    let _e272 = In[6u];
    let _e277 = In[8u];
    let _e282 = In[7u];
    let _e287 = In[9u];
    let _e289 = vec2<f32>(bitcast<f32>(_e272), bitcast<f32>(_e277));
    Out[0u] = bitcast<u32>(_e248);
    Out[1u] = _e252;
    Out[2u] = _e256;
    let _e311 = bitcast<u32>(bitcast<i32>(In[4u]));
    Out[3u] = _e311;
    Out[4u] = bitcast<u32>(bitcast<i32>(_e266));
    let _e319 = bitcast<vec2<u32>>(_e289);
    Out[5u] = _e319.x;
    Out[6u] = _e319.y;
    let _e328 = transpose(mat2x2<f32>(_e289, vec2<f32>(bitcast<f32>(_e282), bitcast<f32>(_e287))));
    Out[7u] = bitcast<u32>(_e328[0].x);
    Out[9u] = bitcast<u32>(_e328[0].y);
    Out[8u] = bitcast<u32>(_e328[1].x);
    Out[10u] = bitcast<u32>(_e328[1].y);
    Out[11u] = select(0u, 1u, (_e248 > 1f));
    Out[12u] = bitcast<u32>(bitcast<f32>(In[0u]));
    Out[13u] = _e247;
    Out[14u] = _e252;
    Out[15u] = bitcast<u32>(bitcast<i32>(_e256));
    Out[16u] = _e311;
    Out[17u] = bitcast<u32>(bitcast<f32>(_e266));
    Out[18u] = _e272;
    Out[19u] = _e282;
    Out[20u] = bitcast<u32>(bitcast<i32>(_e277));
    Out[21u] = bitcast<u32>(bitcast<i32>(_e287));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
