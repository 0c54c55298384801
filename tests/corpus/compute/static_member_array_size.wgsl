struct Base {
    m: array<vec4<f32>, 3>,
}

struct Derived {
    Base: Base,
    a: f32,
}

@group(0) @binding(0) var<storage, read_write> Buf: array<Derived>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

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
    Buf[0u].Base.m[0u] = t_2;
    let t_3 = t_1[1];
    Buf[0u].Base.m[1u] = t_3;
    let t_4 = t_1[2];
    Buf[0u].Base.m[2u] = t_4;
    Buf[0u].a = 7f;
    Out[0u] = 3f;
    Out[1u] = Buf[0u].Base.m[2u].w;
    Out[2u] = Buf[0u].a;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
