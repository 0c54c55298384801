@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> Data: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e197 = gl_SV_DispatchThreadID.x;
    let _e213 = (_e197 * 4u);
    Out[_e213] = (100u + (10u * _e197));
    let _e238 = (_e213 + 1u);
    Out[_e238] = ((_e197 + 1u) + 1u);
    let _e249 = (vec2<u32>(_e197, 1u) * vec2<u32>(3u, 3u));
    let _e253 = _e249.y;
    let _e272 = (_e213 + 2u);
    Out[_e272] = ((_e249.x + _e253) + (_e253 + 1u));
    Data[_e197] = (Data[_e197] + 1u);
    let _e290 = (_e213 + 3u);
    Out[_e290] = Data[_e197];
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
