@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e94 = gl_SV_DispatchThreadID.x;
    let _e96 = bitcast<i32>(In[_e94]);
    let _e99 = (_e96 + 1i);
    let _e103 = (_e94 * 4u);
    Out[_e103] = bitcast<u32>(100i);
    let _e114 = (_e103 + 1u);
    Out[_e114] = bitcast<u32>((_e99 + 1i));
    let _e129 = (_e103 + 2u);
    Out[_e129] = bitcast<u32>((_e99 * 2i));
    let _e147 = (_e103 + 3u);
    Out[_e147] = bitcast<u32>((_e96 + (_e96 * 3i)));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
