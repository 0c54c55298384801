@group(0) @binding(0) var<uniform> _Globals: array<vec4<u32>, 4>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = bitcast<f32>(_Globals[2u].x);
    Out[1u] = bitcast<f32>(_Globals[2u].w);
    Out[2u] = bitcast<f32>(_Globals[3u].x);
    Out[3u] = bitcast<f32>(_Globals[0u].x);
    Out[4u] = bitcast<f32>(_Globals[3u].y);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
