struct T {
    m: array<vec3<i32>, 2>,
    a: i32,
}

@group(0) @binding(0) var<storage, read_write> Buf: array<T>;
@group(0) @binding(1) var<storage, read_write> Out: array<i32>;

fn main_1() {
    Buf[0u].m = array<vec3<i32>, 2>(vec3<i32>(1i, 2i, 3i), vec3<i32>(4i, 5i, 6i));
    Buf[0u].a = 7i;
    Buf[1u].a = 8i;
    Out[0u] = (Buf[0u].m[1u].z + Buf[0u].a);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
