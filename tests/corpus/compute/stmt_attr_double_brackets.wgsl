@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn main_1() {
    var j_phi: i32;
    var j: i32;
    var sum_phi: i32;
    var sum: i32;
    var sum_1: i32;
    Out[0u] = bitcast<u32>(0i);
    Out[1u] = bitcast<u32>(1i);
    Out[2u] = bitcast<u32>(2i);
    Out[3u] = bitcast<u32>(3i);
    Out[4u] = bitcast<u32>(4i);
    Out[5u] = bitcast<u32>(5i);
    Out[6u] = bitcast<u32>(6i);
    Out[7u] = bitcast<u32>(7i);
    j_phi = 0i;
    sum_phi = 0i;
    loop {
        j = j_phi;
        sum = sum_phi;
        if !(j < 8i) {
            break;
        }
        sum_1 = (sum + bitcast<i32>(Out[bitcast<u32>(j)]));
        continuing {
            j_phi = (j + 1i);
            sum_phi = sum_1;
        }
    }
    Out[8u] = bitcast<u32>(sum);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
