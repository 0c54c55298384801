struct P {
    a: u32,
    c: i32,
    d: u32,
    e: u32,
    f: u32,
}

@group(0) @binding(0) var<storage, read> In: array<P>;
@group(0) @binding(2) var<storage, read_write> R: array<u32>;
@group(0) @binding(3) var<uniform> CB: array<vec4<u32>, 2>;
@group(0) @binding(4) var<storage, read> BA: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out2: array<P>;
@group(0) @binding(5) var<storage, read_write> BW: array<u32>;

fn main_1() {
    let In_1 = In[0u].a;
    R[0u] = extractBits(In_1, 0u, 3u);
    let t = extractBits(In_1, 3u, 5u);
    R[1u] = t;
    let In_2 = In[0u].c;
    let t_1 = extractBits(In_2, 0u, 4u);
    R[2u] = bitcast<u32>(t_1);
    R[3u] = In[0u].d;
    let In_3 = In[0u].e;
    R[4u] = extractBits(In_3, 0u, 30u);
    let In_4 = In[0u].f;
    let t_2 = extractBits(In_4, 0u, 3u);
    R[5u] = t_2;
    R[6u] = (t + t_2);
    R[7u] = bitcast<u32>((t_1 * 2i));
    let CB_1 = CB[0u].x;
    R[8u] = extractBits(CB_1, 3u, 5u);
    let CB_2 = bitcast<i32>(CB[0u].y);
    R[9u] = bitcast<u32>(extractBits(CB_2, 0u, 4u));
    let BA_1 = BA[0u];
    let t_3 = bitcast<i32>(BA[1u]);
    let BA_2 = BA[4u];
    R[10u] = extractBits(BA_1, 3u, 5u);
    R[11u] = bitcast<u32>(extractBits(t_3, 0u, 4u));
    R[12u] = extractBits(BA_2, 0u, 3u);
    R[13u] = 20u;
    let Out2__1 = Out2[0u].a;
    Out2[0u].a = insertBits(Out2__1, 9u, 3u, 5u);
    let Out2__2 = Out2[0u].c;
    Out2[0u].c = insertBits(Out2__2, 2i, 0u, 4u);
    let Out2__3 = Out2[0u].f;
    Out2[0u].f = insertBits(Out2__3, 2u, 0u, 3u);
    let Out2__4 = Out2[0u].a;
    let t_4 = (((extractBits(Out2__4, 0u, 3u) + 1u) << 29u) >> 29u);
    let Out2__5 = Out2[0u].a;
    Out2[0u].a = insertBits(Out2__5, t_4, 0u, 3u);
    let t_5 = insertBits(0u, 3u, 0u, 3u);
    let t_6 = insertBits(t_5, 31u, 3u, 5u);
    Out2[1u].a = t_6;
    let t_7 = insertBits(0i, (-8i), 0u, 4u);
    Out2[1u].c = t_7;
    Out2[1u].d = 1234u;
    let t_8 = insertBits(0u, 1073741823u, 0u, 30u);
    Out2[1u].e = t_8;
    let t_9 = insertBits(0u, 5u, 0u, 3u);
    Out2[1u].f = t_9;
    BW[0u] = t_6;
    BW[1u] = bitcast<u32>(t_7);
    BW[2u] = 1234u;
    BW[3u] = t_8;
    BW[4u] = t_9;
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
