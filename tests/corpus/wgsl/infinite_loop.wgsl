@group(0) @binding(0) var<storage, read_write> o: array<i32>;

fn main_1() {
    var v_phi: i32;
    var v: i32;
    v_phi = 0i;
    loop {
        if false { break; }
        let v_1 = v_phi;
        v = (v_1 + 1i);
        o[0u] = v_1;
        continuing {
            v_phi = v;
        }
    }
}

@fragment
fn main() {
    main_1();
}
