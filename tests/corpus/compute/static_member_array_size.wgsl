@group(0) @binding(0) var<storage, read_write> Buf: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

fn main_1() {
    var i_phi: u32;
    var i: u32;
    var local: array<vec4<f32>, 3>;
    i_phi = 0u;
    loop {
        i = i_phi;
        if !(i < 3u) {
            break;
        }
        let t = f32(i);
        local[i] = vec4<f32>(t, t, t, t);
        continuing {
            i_phi = (i + 1u);
        }
    }
    let t_1 = local;
    let t_2 = t_1[0];
    Buf[0u] = bitcast<u32>(t_2[0]);
    Buf[1u] = bitcast<u32>(t_2[1]);
    Buf[2u] = bitcast<u32>(t_2[2]);
    Buf[3u] = bitcast<u32>(t_2[3]);
    let t_3 = t_1[1];
    Buf[4u] = bitcast<u32>(t_3[0]);
    Buf[5u] = bitcast<u32>(t_3[1]);
    Buf[6u] = bitcast<u32>(t_3[2]);
    Buf[7u] = bitcast<u32>(t_3[3]);
    let t_4 = t_1[2];
    Buf[8u] = bitcast<u32>(t_4[0]);
    Buf[9u] = bitcast<u32>(t_4[1]);
    Buf[10u] = bitcast<u32>(t_4[2]);
    Buf[11u] = bitcast<u32>(t_4[3]);
    Buf[12u] = bitcast<u32>(7f);
    Out[0u] = bitcast<u32>(3f);
    Out[1u] = bitcast<u32>(bitcast<f32>(Buf[11u]));
    Out[2u] = bitcast<u32>(bitcast<f32>(Buf[12u]));
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
