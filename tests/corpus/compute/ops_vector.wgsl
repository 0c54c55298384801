@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    let _e382 = bitcast<f32>(In[0u]);
    let _e384 = bitcast<f32>(In[1u]);
    let _e386 = bitcast<f32>(In[2u]);
    let _e388 = bitcast<f32>(In[3u]);
    let _e389 = vec4<f32>(_e382, _e384, _e386, _e388);
    let _e391 = bitcast<f32>(In[4u]);
    let _e393 = bitcast<f32>(In[5u]);
    let _e395 = bitcast<f32>(In[6u]);
    let _e397 = bitcast<f32>(In[7u]);
    let _e398 = vec4<f32>(_e391, _e393, _e395, _e397);
    let _e401 = (_e389 + _e398);
    Out[0u] = bitcast<u32>(_e401.x);
    Out[1u] = bitcast<u32>(_e401.y);
    Out[2u] = bitcast<u32>(_e401.z);
    Out[3u] = bitcast<u32>(_e401.w);
    let _e425 = (_e389 * _e398);
    Out[4u] = bitcast<u32>(_e425.x);
    Out[5u] = bitcast<u32>(_e425.y);
    Out[6u] = bitcast<u32>(_e425.z);
    Out[7u] = bitcast<u32>(_e425.w);
    Out[8u] = bitcast<u32>(_e388);
    Out[9u] = bitcast<u32>(_e386);
    Out[10u] = bitcast<u32>(_e384);
    Out[11u] = bitcast<u32>(_e382);
    Out[12u] = bitcast<u32>(dot(_e389, _e398));
    let _e478 = cross(vec3<f32>(_e382, _e384, _e386), vec3<f32>(_e391, _e393, _e395));
    Out[13u] = bitcast<u32>(_e478.x);
    Out[14u] = bitcast<u32>(_e478.y);
    Out[15u] = bitcast<u32>(_e478.z);
    Out[16u] = bitcast<u32>(length(vec2<f32>(_e386, _e388)));
    Out[17u] = bitcast<u32>(_e384);
    Out[18u] = bitcast<u32>(_e382);
    Out[19u] = bitcast<u32>(_e393);
    Out[20u] = bitcast<u32>(_e391);
    let _e528 = max(_e389, _e398);
    Out[21u] = bitcast<u32>(_e528.x);
    Out[22u] = bitcast<u32>(_e528.y);
    Out[23u] = bitcast<u32>(_e528.z);
    Out[24u] = bitcast<u32>(_e528.w);
    let _e552 = (_e389 > _e398);
    Out[25u] = bitcast<u32>(select(0f, 1f, any(_e552)));
    Out[26u] = bitcast<u32>(select(0f, 1f, all(_e552)));
    Out[27u] = bitcast<u32>(select(0f, 1f, all((_e389 > vec4<f32>(0f, 0f, 0f, 0f)))));
    let _e572 = select(_e398, _e389, (_e389 < _e398));
    Out[28u] = bitcast<u32>(_e572.x);
    Out[29u] = bitcast<u32>(_e572.y);
    Out[30u] = bitcast<u32>(_e572.z);
    Out[31u] = bitcast<u32>(_e572.w);
    let _e596 = fma(_e389, vec4<f32>(2f, 2f, 2f, 2f), vec4<f32>(1f, 1f, 1f, 1f));
    Out[32u] = bitcast<u32>(_e596.x);
    Out[33u] = bitcast<u32>(_e596.y);
    Out[34u] = bitcast<u32>(_e596.z);
    Out[35u] = bitcast<u32>(_e596.w);
    let _e630 = vec4<f32>((vec4<i32>(i32(_e391), i32(_e393), i32(_e395), i32(_e397)) * vec4<i32>(2i, 2i, 2i, 2i)));
    Out[36u] = bitcast<u32>(_e630.x);
    Out[37u] = bitcast<u32>(_e630.y);
    Out[38u] = bitcast<u32>(_e630.z);
    Out[39u] = bitcast<u32>(_e630.w);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
