@group(0) @binding(1) var<storage, read_write> Out: array<atomic<u32>>;
@group(0) @binding(0) var<storage, read> In: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e202: vec3<u32>;
    _e202 = gl_SV_DispatchThreadID;
    loop {
        let _e209 = atomicAdd(&Out[23u], 5u);
        if (_e202.x != 0u) {
            break;
        }
        atomicStore(&Out[0u], In[1u]);
        let _e226 = In[3u];
        atomicStore(&Out[1u], In[2u]);
        atomicStore(&Out[2u], _e226);
        let _e241 = In[6u];
        let _e245 = In[7u];
        atomicStore(&Out[3u], In[5u]);
        atomicStore(&Out[4u], _e241);
        atomicStore(&Out[5u], _e245);
        let _e264 = In[9u];
        let _e268 = In[10u];
        let _e272 = In[11u];
        atomicStore(&Out[6u], In[8u]);
        atomicStore(&Out[7u], _e264);
        atomicStore(&Out[8u], _e268);
        atomicStore(&Out[9u], _e272);
        atomicStore(&Out[10u], bitcast<u32>((bitcast<f32>(In[12u]) * 2f)));
        let _e303 = In[14u];
        atomicStore(&Out[11u], In[13u]);
        atomicStore(&Out[12u], _e303);
        let _e318 = ((4u * ((13u + In[0u]) - 100u)) >> 2u);
        atomicStore(&Out[_e318], 7u);
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
