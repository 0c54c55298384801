@group(0) @binding(0) var<storage, read_write> Buf: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    Buf[0u] = bitcast<u32>(array<vec3<i32>, 2>(vec3<i32>(1i, 2i, 3i), vec3<i32>(4i, 5i, 6i))[0][0]);
    Buf[1u] = bitcast<u32>(array<vec3<i32>, 2>(vec3<i32>(1i, 2i, 3i), vec3<i32>(4i, 5i, 6i))[0][1]);
    Buf[2u] = bitcast<u32>(array<vec3<i32>, 2>(vec3<i32>(1i, 2i, 3i), vec3<i32>(4i, 5i, 6i))[0][2]);
    Buf[4u] = bitcast<u32>(array<vec3<i32>, 2>(vec3<i32>(1i, 2i, 3i), vec3<i32>(4i, 5i, 6i))[1][0]);
    Buf[5u] = bitcast<u32>(array<vec3<i32>, 2>(vec3<i32>(1i, 2i, 3i), vec3<i32>(4i, 5i, 6i))[1][1]);
    Buf[6u] = bitcast<u32>(array<vec3<i32>, 2>(vec3<i32>(1i, 2i, 3i), vec3<i32>(4i, 5i, 6i))[1][2]);
    Buf[8u] = bitcast<u32>(7i);
    Buf[20u] = bitcast<u32>(8i);
    Out[0u] = bitcast<u32>((bitcast<i32>(Buf[6u]) + bitcast<i32>(Buf[8u])));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
