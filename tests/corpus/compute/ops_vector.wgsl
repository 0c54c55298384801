@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

fn main_1() {
    let In_1 = In[0u];
    let In_2 = In[1u];
    let In_3 = In[2u];
    let In_4 = In[3u];
    let p = vec4<f32>(In_1, In_2, In_3, In_4);
    let In_5 = In[4u];
    let In_6 = In[5u];
    let In_7 = In[6u];
    let In_8 = In[7u];
    let q = vec4<f32>(In_5, In_6, In_7, In_8);
    let param_v = (p + q);
    Out[0u] = param_v.x;
    Out[1u] = param_v.y;
    Out[2u] = param_v.z;
    Out[3u] = param_v.w;
    let param_v_1 = (p * q);
    Out[4u] = param_v_1.x;
    Out[5u] = param_v_1.y;
    Out[6u] = param_v_1.z;
    Out[7u] = param_v_1.w;
    Out[8u] = In_4;
    Out[9u] = In_3;
    Out[10u] = In_2;
    Out[11u] = In_1;
    Out[12u] = dot(p, q);
    let c = cross(vec3<f32>(In_1, In_2, In_3), vec3<f32>(In_5, In_6, In_7));
    Out[13u] = c.x;
    Out[14u] = c.y;
    Out[15u] = c.z;
    Out[16u] = length(vec2<f32>(In_3, In_4));
    Out[17u] = In_2;
    Out[18u] = In_1;
    Out[19u] = In_6;
    Out[20u] = In_5;
    let param_v_2 = max(p, q);
    Out[21u] = param_v_2.x;
    Out[22u] = param_v_2.y;
    Out[23u] = param_v_2.z;
    Out[24u] = param_v_2.w;
    let t = (p > q);
    Out[25u] = select(0f, 1f, any(t));
    Out[26u] = select(0f, 1f, all(t));
    Out[27u] = select(0f, 1f, all((p > vec4<f32>(0f, 0f, 0f, 0f))));
    let param_v_3 = select(q, p, (p < q));
    Out[28u] = param_v_3.x;
    Out[29u] = param_v_3.y;
    Out[30u] = param_v_3.z;
    Out[31u] = param_v_3.w;
    let param_v_4 = fma(p, vec4<f32>(2f, 2f, 2f, 2f), vec4<f32>(1f, 1f, 1f, 1f));
    Out[32u] = param_v_4.x;
    Out[33u] = param_v_4.y;
    Out[34u] = param_v_4.z;
    Out[35u] = param_v_4.w;
    let param_v_5 = vec4<f32>((vec4<i32>(i32(In_5), i32(In_6), i32(In_7), i32(In_8)) * vec4<i32>(2i, 2i, 2i, 2i)));
    Out[36u] = param_v_5.x;
    Out[37u] = param_v_5.y;
    Out[38u] = param_v_5.z;
    Out[39u] = param_v_5.w;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
