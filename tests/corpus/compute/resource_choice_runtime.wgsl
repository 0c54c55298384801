struct type_C {
    sel: u32,
    sel2: u32,
}

@group(0) @binding(4) var<uniform> C: type_C;
@group(0) @binding(2) var T0: texture_2d<f32>;
@group(0) @binding(0) var<storage, read_write> A: array<f32>;
@group(0) @binding(1) var<storage, read_write> B: array<f32>;
@group(0) @binding(3) var T1: texture_2d<f32>;
@group(0) @binding(5) var<storage, read_write> Out: array<f32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var x: u32;
    x = gl_SV_DispatchThreadID.x;
    if (C.sel2 != 0u) {
        if (C.sel != 0u) {
            if ((x % 2u) == 1u) {
                let t = vec2<i32>(bitcast<i32>(x), 0i);
                let t_1 = textureLoad(T0, t, 0i);
                let t_2 = vec2<u32>(x, 0u);
                let t_3 = textureLoad(T0, t_2, 0i);
                A[x] = (t_1.x + t_3.x);
            } else {
                let t_4 = vec2<i32>(bitcast<i32>(x), 0i);
                let t_5 = textureLoad(T0, t_4, 0i);
                let t_6 = vec2<u32>(x, 0u);
                let t_7 = textureLoad(T0, t_6, 0i);
                B[x] = (t_5.x + t_7.x);
            }
        } else {
            if ((x % 2u) == 1u) {
                let t_8 = vec2<i32>(bitcast<i32>(x), 0i);
                let t_9 = textureLoad(T1, t_8, 0i);
                let t_10 = vec2<u32>(x, 0u);
                let t_11 = textureLoad(T0, t_10, 0i);
                A[x] = (t_9.x + t_11.x);
            } else {
                let t_12 = vec2<i32>(bitcast<i32>(x), 0i);
                let t_13 = textureLoad(T1, t_12, 0i);
                let t_14 = vec2<u32>(x, 0u);
                let t_15 = textureLoad(T0, t_14, 0i);
                B[x] = (t_13.x + t_15.x);
            }
        }
    } else {
        if (C.sel != 0u) {
            if ((x % 2u) == 1u) {
                let t_16 = vec2<i32>(bitcast<i32>(x), 0i);
                let t_17 = textureLoad(T0, t_16, 0i);
                let t_18 = vec2<u32>(x, 0u);
                let t_19 = textureLoad(T1, t_18, 0i);
                A[x] = (t_17.x + t_19.x);
            } else {
                let t_20 = vec2<i32>(bitcast<i32>(x), 0i);
                let t_21 = textureLoad(T0, t_20, 0i);
                let t_22 = vec2<u32>(x, 0u);
                let t_23 = textureLoad(T1, t_22, 0i);
                B[x] = (t_21.x + t_23.x);
            }
        } else {
            if ((x % 2u) == 1u) {
                let t_24 = vec2<i32>(bitcast<i32>(x), 0i);
                let t_25 = textureLoad(T1, t_24, 0i);
                let t_26 = vec2<u32>(x, 0u);
                let t_27 = textureLoad(T1, t_26, 0i);
                A[x] = (t_25.x + t_27.x);
            } else {
                let t_28 = vec2<i32>(bitcast<i32>(x), 0i);
                let t_29 = textureLoad(T1, t_28, 0i);
                let t_30 = vec2<u32>(x, 0u);
                let t_31 = textureLoad(T1, t_30, 0i);
                B[x] = (t_29.x + t_31.x);
            }
        }
    }
    if (x < 4u) {
        let t_32 = vec2<u32>(x, 0u);
        let t_33 = textureLoad(T0, t_32, 0i);
        Out[x] = fma(t_33.x, 10f, f32(select(2i, 1i, ((x % 3u) == 0u))));
    } else {
        let t_34 = vec2<u32>(x, 0u);
        let t_35 = textureLoad(T1, t_34, 0i);
        Out[x] = fma(t_35.x, 10f, f32(select(2i, 1i, ((x % 3u) == 0u))));
    }
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
