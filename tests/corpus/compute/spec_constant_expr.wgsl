@group(0) @binding(0) var<storage, read_write> Out: array<f32>;
@id(3) override kTile: u32 = 8u;

fn main_1() {
    let t = f32(kTile);
    Out[0u] = t;
    let t_1 = (kTile * 2u);
    Out[1u] = f32(t_1);
    Out[2u] = (t / 2f);
    let t_2 = (kTile + 1u);
    Out[3u] = f32(t_2);
    let t_3 = (kTile == 8u);
    Out[4u] = select(0f, 1f, t_3);
    let t_4 = bitcast<i32>(kTile);
    Out[5u] = f32((t_4 - 7i));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
