@group(0) @binding(1) var<storage, read> v: array<u32>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;

fn main_1() {
    let v_1 = bitcast<i32>(v[0u]);
    let v_2 = bitcast<i32>(v[1u]);
    let t = (v_2 * 2i);
    o[0u] = bitcast<u32>(t);
    o[1u] = bitcast<u32>((v_1 + 100i));
    o[2u] = bitcast<u32>((t + v_2));
    o[3u] = bitcast<u32>(v_2);
    o[4u] = bitcast<u32>(v_1);
    let v_3 = bitcast<i32>(v[2u]);
    let v_4 = bitcast<i32>(v[3u]);
    let param_v = bitcast<i32>(v[4u]);
    o[5u] = bitcast<u32>((v_3 + 2i));
    let t_1 = (param_v * 2i);
    o[6u] = bitcast<u32>(((((t_1 + (v_4 + 100i)) - v_3) + 1000i) - 100i));
    o[7u] = bitcast<u32>(((t_1 + param_v) + 7i));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
