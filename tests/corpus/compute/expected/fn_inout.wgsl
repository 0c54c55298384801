@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> Data: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e126 = gl_SV_DispatchThreadID;
    let _e197 = _e126.x;
    let _e209 = (10u * _e197);
    let _e210 = (100u + _e209);
    let _e213 = (_e197 * 4u);
    Out[_e213] = _e210;
    let _e223 = (_e197 + 1u);
    let _e229 = (_e223 + 1u);
    let _e238 = (_e213 + 1u);
    Out[_e238] = _e229;
    let _e243 = vec2<u32>(_e197, 1u);
    let _e249 = (_e243 * vec2<u32>(3u, 3u));
    let _e251 = _e249.x;
    let _e253 = _e249.y;
    let _e254 = (_e251 + _e253);
    let _e262 = (_e253 + 1u);
    let _e268 = (_e254 + _e262);
    let _e272 = (_e213 + 2u);
    Out[_e272] = _e268;
    let _e277 = Data[_e197];
    let _e280 = (_e277 + 1u);
    Data[_e197] = _e280;
    let _e286 = Data[_e197];
    let _e290 = (_e213 + 3u);
    Out[_e290] = _e286;
    return;
}

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
