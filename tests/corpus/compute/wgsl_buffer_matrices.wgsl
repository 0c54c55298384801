struct Xf {
    a: mat3x4<f32>,
    b: array<mat3x3<f32>, 2>,
}

struct type_CB {
    xf: Xf,
    k: vec4<f32>,
}

@group(0) @binding(3) var<storage, read> Zero: array<u32>;
@group(0) @binding(0) var<uniform> CB: type_CB;
@group(0) @binding(2) var<storage, read_write> Res: array<f32>;
@group(0) @binding(1) var<storage, read_write> M: array<mat2x3<f32>>;

fn main_1() {
    let i = Zero[0u];
    let CB_1 = transpose(CB.xf.a);
    Res[0u] = (vec3<f32>(1f, 0f, 2f) * CB_1).y;
    Res[1u] = CB.xf.a[1u][2u];
    let t = (i + 3u);
    Res[2u] = CB.xf.a[2u][t];
    let t_1 = (i + 1u);
    Res[3u] = dot(transpose(CB.xf.b[t_1])[1u], vec3<f32>(1f, 1f, 1f));
    Res[4u] = (transpose(CB.xf.b[0u]) * vec3<f32>(1f, 2f, 3f)).x;
    Res[5u] = CB.k.w;
    Res[6u] = (vec3<f32>(0f, 1f, 0f) * CB_1).w;
    M[0u] = transpose(mat3x2<f32>(vec2<f32>(1f, 2f), vec2<f32>(3f, 4f), vec2<f32>(5f, 6f)));
    Res[7u] = M[0u][1u][t_1];
    let M_1 = transpose(M[i]);
    M[1u] = transpose(M_1);
    M[1u][0u][2u] = vec2<f32>(7f, 8f)[0];
    M[1u][1u][2u] = vec2<f32>(7f, 8f)[1];
    M[1u][1u][0u] = 9f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
