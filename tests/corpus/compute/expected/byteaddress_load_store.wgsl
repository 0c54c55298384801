@group(0) @binding(1) var<storage, read_write> Out: array<atomic<u32>>;
@group(0) @binding(0) var<storage, read> In: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e202: vec3<u32>;
    _e202 = gl_SV_DispatchThreadID;
    loop {
        let _e209 = atomicAdd(&Out[23u], 5u);
        let _e211 = _e202.x;
        let _e212 = (_e211 != 0u);
        if _e212 {
            break;
        }
        let _e217 = In[1u];
        atomicStore(&Out[0u], _e217);
        let _e222 = In[2u];
        let _e226 = In[3u];
        atomicStore(&Out[1u], _e222);
        atomicStore(&Out[2u], _e226);
        let _e237 = In[5u];
        let _e241 = In[6u];
        let _e245 = In[7u];
        atomicStore(&Out[3u], _e237);
        atomicStore(&Out[4u], _e241);
        atomicStore(&Out[5u], _e245);
        let _e260 = In[8u];
        let _e264 = In[9u];
        let _e268 = In[10u];
        let _e272 = In[11u];
        atomicStore(&Out[6u], _e260);
        atomicStore(&Out[7u], _e264);
        atomicStore(&Out[8u], _e268);
        atomicStore(&Out[9u], _e272);
        let _e291 = In[12u];
        let _e292 = bitcast<f32>(_e291);
        let _e293 = (_e292 * 2f);
        let _e294 = bitcast<u32>(_e293);
        atomicStore(&Out[10u], _e294);
        let _e299 = In[13u];
        let _e303 = In[14u];
        atomicStore(&Out[11u], _e299);
        atomicStore(&Out[12u], _e303);
        let _e314 = In[0u];
        let _e315 = (13u + _e314);
        let _e316 = (_e315 - 100u);
        let _e317 = (4u * _e316);
        let _e318 = (_e317 >> 2u);
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
