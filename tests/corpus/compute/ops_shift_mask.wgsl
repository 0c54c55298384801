@group(0) @binding(0) var<storage, read> X: array<u32>;
@group(0) @binding(1) var<storage, read> S: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let x = X[t];
    let s = S[t];
    let sx = bitcast<i32>(x);
    let o = (t * 8u);
    let t_1 = (s & 31u);
    Out[o] = (x << t_1);
    let t_2 = (o + 1u);
    Out[t_2] = ((x >> t_1));
    let t_3 = (bitcast<i32>(s) & 31i);
    let t_4 = (o + 2u);
    Out[t_4] = (bitcast<u32>(((sx >> bitcast<u32>(t_3)))));
    let t_5 = (o + 3u);
    Out[t_5] = (x & 4278255360u);
    let t_6 = (o + 4u);
    Out[t_6] = (x | 15u);
    let t_7 = (o + 5u);
    Out[t_7] = (x ^ 65535u);
    let t_8 = (o + 6u);
    Out[t_8] = (~(x));
    let t_9 = (o + 7u);
    Out[t_9] = bitcast<u32>((sx << bitcast<u32>(t_3)));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
