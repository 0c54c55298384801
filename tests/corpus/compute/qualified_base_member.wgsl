@group(0) @binding(1) var<storage, read> v: array<u32>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;

fn main_1() {
    let _e252 = bitcast<i32>(v[0u]);
    let _e255 = bitcast<i32>(v[1u]);
    let _e263 = (_e255 * 2i);
    o[0u] = bitcast<u32>(_e263);
    o[1u] = bitcast<u32>((_e252 + 100i));
    o[2u] = bitcast<u32>((_e263 + _e255));
    o[3u] = bitcast<u32>(_e255);
    o[4u] = bitcast<u32>(_e252);
    let _e300 = bitcast<i32>(v[2u]);
    let _e303 = bitcast<i32>(v[3u]);
    let _e307 = bitcast<i32>(v[4u]);
    o[5u] = bitcast<u32>((_e300 + 2i));
    let _e332 = (_e307 * 2i);
    o[6u] = bitcast<u32>(((((_e332 + (_e303 + 100i)) - _e300) + 1000i) - 100i));
    o[7u] = bitcast<u32>(((_e332 + _e307) + 7i));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
