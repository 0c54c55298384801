@group(0) @binding(1) var<storage, read_write> Out: array<atomic<u32>>;
@group(0) @binding(0) var<storage, read> In: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_id: vec3<u32>;
    param_id = gl_SV_DispatchThreadID;
    loop {
        let t = atomicAdd(&Out[23u], 5u);
        if (param_id.x != 0u) {
            break;
        }
        atomicStore(&Out[0u], In[1u]);
        let In_1 = In[3u];
        atomicStore(&Out[1u], In[2u]);
        atomicStore(&Out[2u], In_1);
        let In_2 = In[6u];
        let In_3 = In[7u];
        atomicStore(&Out[3u], In[5u]);
        atomicStore(&Out[4u], In_2);
        atomicStore(&Out[5u], In_3);
        let In_4 = In[9u];
        let In_5 = In[10u];
        let In_6 = In[11u];
        atomicStore(&Out[6u], In[8u]);
        atomicStore(&Out[7u], In_4);
        atomicStore(&Out[8u], In_5);
        atomicStore(&Out[9u], In_6);
        atomicStore(&Out[10u], bitcast<u32>((bitcast<f32>(In[12u]) * 2f)));
        let In_7 = In[14u];
        atomicStore(&Out[11u], In[13u]);
        atomicStore(&Out[12u], In_7);
        let t_1 = ((4u * ((13u + In[0u]) - 100u)) >> 2u);
        atomicStore(&Out[t_1], 7u);
        atomicStore(&Out[14u], 1u);
        atomicStore(&Out[15u], 2u);
        atomicStore(&Out[16u], 3u);
        atomicStore(&Out[17u], 4u);
        atomicStore(&Out[18u], 5u);
        atomicStore(&Out[19u], 6u);
        atomicStore(&Out[20u], 7u);
        atomicStore(&Out[21u], 8u);
        atomicStore(&Out[22u], 9u);
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
