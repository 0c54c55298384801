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
    var _e144: u32;
    _e144 = gl_SV_GroupThreadID.x;
    let _e146 = atomicAdd(&U[0u], 1u);
    Seen[_e146] = 1u;
    let _e151 = (_e144 + 10u);
    let _e152 = atomicMin(&U[1u], _e151);
    let _e156 = atomicMax(&U[2u], _e151);
    let _e161 = (1u << ((_e144 % 32u) & 31u));
    let _e162 = (~(_e161));
    let _e163 = atomicAnd(&U[3u], _e162);
    let _e169 = atomicOr(&U[4u], _e161);
    if (_e144 < 32u) {
        let _e176 = (1u << (_e144 & 31u));
        let _e177 = atomicXor(&U[5u], _e176);
    }
    let _e180 = osh_atomic_cmpxchg_U(7u, 0u, 1u);
    if (_e180 == 0u) {
        let _e185 = atomicAdd(&U[6u], 1u);
    }
    let _e190 = (bitcast<i32>(_e144) - 32i);
    let _e191 = osh_atomic_smin_S(0u, _e190);
    let _e196 = osh_atomic_smax_S(1u, _e190);
    let _e199 = bitcast<i32>(atomicAdd(&S[2u], 4294967293u));
    let _e202 = atomicExchange(&Xch[_e144], 7u);
    Olds[_e144] = _e202;
    let _e215 = select(999u, _e144, ((_e144 % 2u) != 0u));
    let _e217 = (100u + _e144);
    let _e218 = osh_atomic_cmpxchg_Cx(_e144, _e215, _e217);
    let _e221 = (64u + _e144);
    Olds[_e221] = _e218;
    let _e232 = select(12345u, _e144, ((_e144 % 3u) == 0u));
    let _e233 = osh_atomic_cmpxchg_Cs(_e144, _e232, 77u);
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>) {
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    main_1();
}
