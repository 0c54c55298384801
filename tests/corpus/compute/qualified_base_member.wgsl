@group(0) @binding(1) var<storage, read> v: array<i32>;
@group(0) @binding(0) var<storage, read_write> o: array<i32>;

fn main_1() {
    let v_1 = v[0u];
    let v_2 = v[1u];
    let t = (v_2 * 2i);
    o[0u] = t;
    o[1u] = (v_1 + 100i);
    o[2u] = (t + v_2);
    o[3u] = v_2;
    o[4u] = v_1;
    let v_3 = v[2u];
    let v_4 = v[3u];
    let param_v = v[4u];
    o[5u] = (v_3 + 2i);
    let t_1 = (param_v * 2i);
    o[6u] = ((((t_1 + (v_4 + 100i)) - v_3) + 1000i) - 100i);
    o[7u] = ((t_1 + param_v) + 7i);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
