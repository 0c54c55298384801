@group(0) @binding(0) var<storage, read> F: array<u32>;
@group(0) @binding(3) var<storage, read_write> OI: array<u32>;
@group(0) @binding(4) var<storage, read_write> OU: array<u32>;
@group(0) @binding(1) var<storage, read> N: array<u32>;
@group(0) @binding(5) var<storage, read_write> OF: array<u32>;
@group(0) @binding(2) var<storage, read> U: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e77 = gl_SV_DispatchThreadID.x;
    let _e80 = bitcast<f32>(F[_e77]);
    let _e82 = i32(_e80);
    OI[_e77] = bitcast<u32>(_e82);
    let _e88 = (8u + _e77);
    OI[_e88] = bitcast<u32>(bitcast<i32>(_e80));
    OU[_e77] = u32(abs(_e80));
    let _e96 = bitcast<u32>(_e80);
    OU[_e88] = _e96;
    OF[_e77] = bitcast<u32>(f32(bitcast<i32>(N[_e77])));
    OF[_e88] = bitcast<u32>(f32(U[_e77]));
    let _e117 = (16u + _e77);
    OF[_e117] = bitcast<u32>(f32(_e82));
    let _e123 = (24u + _e77);
    OF[_e123] = bitcast<u32>(bitcast<f32>(_e96));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
