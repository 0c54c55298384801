@group(0) @binding(0) var<uniform> M: array<vec4<u32>, 5>;
@group(0) @binding(1) var<storage, read_write> o: array<f32>;

fn main_1() {
    let r = (vec3<f32>(1f, 2f, 3f) * mat2x3<f32>(bitcast<vec3<f32>>(M[0u].xyz), bitcast<vec3<f32>>(M[1u].xyz)));
    o[0u] = r.x;
    o[1u] = r.y;
    let s = (mat2x3<f32>(vec3<f32>(bitcast<f32>(M[2u].x), bitcast<f32>(M[3u].x), bitcast<f32>(M[4u].x)), vec3<f32>(bitcast<f32>(M[2u].y), bitcast<f32>(M[3u].y), bitcast<f32>(M[4u].y))) * vec2<f32>(1f, 2f));
    o[2u] = s.x;
    o[3u] = s.y;
    o[4u] = s.z;
    o[5u] = bitcast<f32>(M[3u].y);
    o[6u] = bitcast<f32>(M[1u].z);
    let p = (mat2x2<f32>(vec2<f32>(1f, 2f), vec2<f32>(3f, 4f)) * mat2x2<f32>(vec2<f32>(7f, 8f), vec2<f32>(0f, 0f)));
    o[7u] = p[0].x;
    o[8u] = p[0].y;
    let t = transpose(mat2x2<f32>(vec2<f32>(1f, 2f), vec2<f32>(3f, 4f)));
    o[9u] = t[1].x;
    o[10u] = t[0].y;
    o[11u] = 1f;
    o[12u] = 2f;
    let M_1 = bitcast<vec3<f32>>(M[0u].xyz);
    o[13u] = fma(dot(M_1, vec3<f32>(bitcast<f32>(M[2u].y), bitcast<f32>(M[3u].y), bitcast<f32>(M[4u].y))), 0f, dot(M_1, vec3<f32>(4f, 5f, 6f)));
    o[14u] = 4f;
    o[15u] = 2f;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
