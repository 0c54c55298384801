@group(0) @binding(0) var<storage, read> X: array<u32>;
@group(0) @binding(1) var<storage, read> S: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e101 = gl_SV_DispatchThreadID.x;
    let _e103 = X[_e101];
    let _e112 = (_e101 * 8u);
    let _e115 = (S[_e101] & 31u);
    Out[_e112] = (_e103 << _e115);
    let _e125 = (_e112 + 1u);
    Out[_e125] = ((_e103 >> _e115));
    let _e128 = bitcast<u32>(bitcast<i32>(_e103));
    let _e133 = (_e112 + 2u);
    Out[_e133] = ((_e128 >> _e115));
    let _e138 = (_e112 + 3u);
    Out[_e138] = (_e103 & 4278255360u);
    let _e143 = (_e112 + 4u);
    Out[_e143] = (_e103 | 15u);
    let _e148 = (_e112 + 5u);
    Out[_e148] = (_e103 ^ 65535u);
    let _e153 = (_e112 + 6u);
    Out[_e153] = (~(_e103));
    let _e161 = (_e112 + 7u);
    Out[_e161] = (_e128 << _e115);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
