@group(0) @binding(0) var<storage, read> A: array<u32>;
@group(0) @binding(1) var<storage, read> B: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e100 = gl_SV_DispatchThreadID.x;
    let _e102 = bitcast<i32>(A[_e100]);
    let _e106 = bitcast<i32>(B[_e100]);
    let _e108 = bitcast<u32>(_e102);
    let _e110 = bitcast<u32>(_e106);
    let _e113 = (_e100 * 8u);
    Out[_e113] = bitcast<u32>((_e102 + _e106));
    let _e124 = (_e113 + 1u);
    Out[_e124] = bitcast<u32>((_e102 - _e106));
    let _e130 = (_e113 + 2u);
    Out[_e130] = bitcast<u32>((_e102 * _e106));
    let _e136 = (_e113 + 3u);
    Out[_e136] = bitcast<u32>((_e102 / _e106));
    let _e142 = (_e113 + 4u);
    Out[_e142] = bitcast<u32>((_e102 % _e106));
    let _e149 = (_e113 + 5u);
    Out[_e149] = bitcast<u32>(bitcast<i32>((_e108 / _e110)));
    let _e156 = (_e113 + 6u);
    Out[_e156] = bitcast<u32>(bitcast<i32>((_e108 % _e110)));
    let _e161 = (_e113 + 7u);
    Out[_e161] = bitcast<u32>((-(_e102)));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
