@group(0) @binding(0) var<storage, read_write> Out: array<i32>;

fn main_1() {
    var j_phi: i32;
    var j: i32;
    var sum_phi: i32;
    var sum: i32;
    var sum_1: i32;
    Out[0u] = 0i;
    Out[1u] = 1i;
    Out[2u] = 2i;
    Out[3u] = 3i;
    Out[4u] = 4i;
    Out[5u] = 5i;
    Out[6u] = 6i;
    Out[7u] = 7i;
    j_phi = 0i;
    sum_phi = 0i;
    loop {
        j = j_phi;
        sum = sum_phi;
        if !(j < 8i) {
            break;
        }
        sum_1 = (sum + Out[j]);
        continuing {
            j_phi = (j + 1i);
            sum_phi = sum_1;
        }
    }
    Out[8u] = sum;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
