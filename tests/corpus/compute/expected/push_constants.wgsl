@group(0) @binding(1) var<uniform> pc: array<vec4<u32>, 2>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    let _e54 = pc[0u].x;
    let _e55 = f32(_e54);
    Out[0u] = bitcast<u32>(_e55);
    let _e58 = bitcast<f32>(pc[0u].y);
    Out[1u] = bitcast<u32>(_e58);
    let _e62 = pc[0u].z;
    let _e63 = f32(_e62);
    Out[2u] = bitcast<u32>(_e63);
    let _e67 = pc[0u].w;
    let _e68 = f32(_e67);
    Out[3u] = bitcast<u32>(_e68);
    let _e72 = bitcast<f32>(pc[1u].x);
    Out[4u] = bitcast<u32>(_e72);
    let _e76 = bitcast<f32>(pc[1u].y);
    Out[5u] = bitcast<u32>(_e76);
    let _e80 = bitcast<f32>(pc[1u].z);
    Out[6u] = bitcast<u32>(_e80);
    let _e83 = pc[1u].w;
    let _e84 = f32(_e83);
    Out[7u] = bitcast<u32>(_e84);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
