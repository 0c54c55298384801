@group(0) @binding(0) var<storage, read_write> o: array<u32>;

fn main_1() {
    var _phi: i32;
    var _e25: i32;
    _phi = 0i;
    loop {
        if false { break; }
        let _e30 = _phi;
        _e25 = (_e30 + 1i);
        o[0u] = bitcast<u32>(_e30);
        continuing {
            _phi = _e25;
        }
    }
}

@fragment
fn main() {
    main_1();
}
