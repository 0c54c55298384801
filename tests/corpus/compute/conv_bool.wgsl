@group(0) @binding(0) var<storage, read> X: array<i32>;
@group(0) @binding(1) var<storage, read> Fl: array<f32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let o = (t * 8u);
    let x = X[t];
    let bx = (x != 0i);
    let bf = (!(Fl[t] == 0f));
    let t_1 = select(0u, 1u, bx);
    Out[o] = t_1;
    let t_2 = select(0u, 1u, bf);
    let t_3 = (o + 1u);
    Out[t_3] = t_2;
    let t_4 = (o + 2u);
    Out[t_4] = select(0u, 1u, (!(bx)));
    let t_5 = (o + 3u);
    Out[t_5] = select(0u, 1u, (bx & bf));
    let t_6 = select(0u, 1u, (bx | bf));
    let t_7 = (o + 4u);
    Out[t_7] = t_6;
    let t_8 = (o + 5u);
    Out[t_8] = (t_1 + t_2);
    let t_9 = (x > 0i);
    let t_10 = (x < 3i);
    let t_11 = (o + 6u);
    Out[t_11] = (select(0u, 1u, all(vec2<bool>(t_9, t_10))) * select(0u, 1u, (t_9 & t_10)));
    let w = vec2<bool>(bx, bf);
    let t_12 = (o + 7u);
    Out[t_12] = ((select(vec2<u32>(0u, 0u), vec2<u32>(1u, 1u), w).x * 10u) + (u32(select(vec2<f32>(0f, 0f), vec2<f32>(1f, 1f), w).y) * t_6));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
