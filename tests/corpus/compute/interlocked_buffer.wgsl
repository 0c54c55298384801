@group(0) @binding(0) var<storage, read_write> U: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> Seen: array<u32>;
@group(0) @binding(1) var<storage, read_write> S: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> Xch: array<atomic<u32>>;
@group(0) @binding(4) var<storage, read_write> Olds: array<u32>;
@group(0) @binding(5) var<storage, read_write> Cx: array<atomic<u32>>;
@group(0) @binding(6) var<storage, read_write> Cs: array<atomic<u32>>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn osh_atomic_cmpxchg_U(i: u32, cmp: u32, v: u32) -> u32 {
    loop {
        let r = atomicCompareExchangeWeak(&U[i], cmp, v);
        if r.exchanged || r.old_value != cmp {
            return r.old_value;
        }
    }
}

fn osh_atomic_smin_S(i: u32, v: i32) -> i32 {
    loop {
        let old = atomicLoad(&S[i]);
        let r = atomicCompareExchangeWeak(&S[i], old, bitcast<u32>(min(bitcast<i32>(old), v)));
        if r.exchanged {
            return bitcast<i32>(old);
        }
    }
}

fn osh_atomic_smax_S(i: u32, v: i32) -> i32 {
    loop {
        let old = atomicLoad(&S[i]);
        let r = atomicCompareExchangeWeak(&S[i], old, bitcast<u32>(max(bitcast<i32>(old), v)));
        if r.exchanged {
            return bitcast<i32>(old);
        }
    }
}

fn osh_atomic_cmpxchg_Cx(i: u32, cmp: u32, v: u32) -> u32 {
    loop {
        let r = atomicCompareExchangeWeak(&Cx[i], cmp, v);
        if r.exchanged || r.old_value != cmp {
            return r.old_value;
        }
    }
}

fn osh_atomic_cmpxchg_Cs(i: u32, cmp: u32, v: u32) -> u32 {
    loop {
        let r = atomicCompareExchangeWeak(&Cs[i], cmp, v);
        if r.exchanged || r.old_value != cmp {
            return r.old_value;
        }
    }
}

fn main_1() {
    var t: u32;
    t = gl_SV_GroupThreadID.x;
    let old = atomicAdd(&U[0u], 1u);
    Seen[old] = 1u;
    let t_1 = (t + 10u);
    let t_2 = atomicMin(&U[1u], t_1);
    let t_3 = atomicMax(&U[2u], t_1);
    let t_4 = (1u << ((t % 32u) & 31u));
    let t_5 = (~(t_4));
    let t_6 = atomicAnd(&U[3u], t_5);
    let t_7 = atomicOr(&U[4u], t_4);
    if (t < 32u) {
        let t_8 = (1u << (t & 31u));
        let t_9 = atomicXor(&U[5u], t_8);
    }
    let seen = osh_atomic_cmpxchg_U(7u, 0u, 1u);
    if (seen == 0u) {
        let t_10 = atomicAdd(&U[6u], 1u);
    }
    let t_11 = (bitcast<i32>(t) - 32i);
    let t_12 = osh_atomic_smin_S(0u, t_11);
    let t_13 = osh_atomic_smax_S(1u, t_11);
    let t_14 = bitcast<i32>(atomicAdd(&S[2u], 4294967293u));
    let was = atomicExchange(&Xch[t], 7u);
    Olds[t] = was;
    let t_15 = select(999u, t, ((t % 2u) != 0u));
    let t_16 = (100u + t);
    let cxo = osh_atomic_cmpxchg_Cx(t, t_15, t_16);
    let t_17 = (64u + t);
    Olds[t_17] = cxo;
    let t_18 = select(12345u, t, ((t % 3u) == 0u));
    let t_19 = osh_atomic_cmpxchg_Cs(t, t_18, 77u);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>) {
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    main_1();
}
