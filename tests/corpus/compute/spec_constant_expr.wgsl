@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@id(3) override kTile: u32 = 8u;

fn main_1() {
    let _e40 = f32(kTile);
    Out[0u] = bitcast<u32>(_e40);
    let _e42 = (kTile * 2u);
    Out[1u] = bitcast<u32>(f32(_e42));
    Out[2u] = bitcast<u32>((_e40 / 2f));
    let _e48 = (kTile + 1u);
    Out[3u] = bitcast<u32>(f32(_e48));
    let _e51 = (kTile == 8u);
    Out[4u] = bitcast<u32>(select(0f, 1f, _e51));
    let _e54 = bitcast<i32>(kTile);
    Out[5u] = bitcast<u32>(f32((_e54 - 7i)));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
