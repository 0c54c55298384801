@group(0) @binding(0) var<storage, read> X: array<u32>;
@group(0) @binding(1) var<storage, read> S: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e104 = gl_SV_DispatchThreadID.x;
    let _e106 = X[_e104];
    let _e110 = S[_e104];
    let _e112 = bitcast<i32>(_e106);
    let _e115 = (_e104 * 8u);
    let _e118 = (_e110 & 31u);
    Out[_e115] = (_e106 << _e118);
    let _e128 = (_e115 + 1u);
    Out[_e128] = ((_e106 >> _e118));
    let _e133 = (bitcast<i32>(_e110) & 31i);
    let _e137 = (_e115 + 2u);
    Out[_e137] = (bitcast<u32>(((_e112 >> bitcast<u32>(_e133)))));
    let _e142 = (_e115 + 3u);
    Out[_e142] = (_e106 & 4278255360u);
    let _e147 = (_e115 + 4u);
    Out[_e147] = (_e106 | 15u);
    let _e152 = (_e115 + 5u);
    Out[_e152] = (_e106 ^ 65535u);
    let _e157 = (_e115 + 6u);
    Out[_e157] = (~(_e106));
    let _e166 = (_e115 + 7u);
    Out[_e166] = bitcast<u32>((_e112 << bitcast<u32>(_e133)));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
