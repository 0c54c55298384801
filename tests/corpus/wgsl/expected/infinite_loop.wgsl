@group(0) @binding(0) var<storage, read_write> o: array<u32>;

fn main_1() {
    var v_phi: i32;
    var _e25: i32;
    v_phi = 0i;
    loop {
        if false { break; }
        let v = v_phi;
        _e25 = (v + 1i);
        o[0u] = bitcast<u32>(v);
        continuing {
            v_phi = _e25;
        }
    }
}

@fragment
fn main() {
    main_1();
}
