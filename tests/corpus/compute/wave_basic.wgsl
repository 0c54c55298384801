enable subgroups;
diagnostic(off, subgroup_uniformity);

var<private> gl_SubgroupInvocationID: u32;
var<private> gl_SubgroupSize: u32;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e133: vec3<u32>;
    var _e149: u32;
    var _e158: vec4<u32>;
    var _e166: f32;
    var _e174: u32;
    var _phi: bool;
    var _phi_1: bool;
    _e133 = gl_SV_DispatchThreadID;
    let _e148 = gl_SubgroupInvocationID;
    _e149 = gl_SubgroupSize;
    let _e150 = subgroupAdd(1u);
    let _e151 = subgroupExclusiveAdd(1u);
    let _e152 = subgroupBallot(true);
    let _e153 = subgroupAdd(select(0u, 1u, true));
    let _e154 = subgroupBallot(true);
    let _e155 = subgroupExclusiveAdd(select(0u, 1u, true));
    let _e157 = subgroupShuffle(_e148, 0u);
    _e158 = subgroupBallot(true);
    let _e159 = subgroupElect();
    let _e161 = f32(_e148);
    let _e162 = quadSwapX(_e161);
    let _e163 = quadSwapY(1f);
    let _e165 = quadSwapDiagonal(2f);
    _e166 = ((_e162 + _e163) + _e165);
    let _e168 = subgroupMax(_e148);
    let _e170 = subgroupMin(_e148);
    let _e173 = subgroupBroadcastFirst(_e148);
    _e174 = ((_e168 + _e170) + _e173);
    if ((((((_e150 == _e149) & (_e151 == _e148)) & (_e153 == _e149)) & (_e155 == _e148)) & (_e157 == 0u)) & (_e159 == (_e148 == 0u))) {
        let _e214 = subgroupAll(true);
        _phi = _e214;
    } else {
        _phi = false;
    }
    let _e217 = _phi;
    if _e217 {
        let _e219 = subgroupAny(false);
        _phi_1 = (!(_e219));
    } else {
        _phi_1 = false;
    }
    let _e223 = _phi_1;
    let _e248 = _e133.x;
    o[_e248] = bitcast<u32>(select(0i, 1i, (((_e223 & (_e158.x != 0u)) & (_e166 >= 0f)) & (_e174 >= (_e149 - 1u)))));
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(subgroup_invocation_id) in_gl_SubgroupInvocationID: u32, @builtin(subgroup_size) in_gl_SubgroupSize: u32, @builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SubgroupInvocationID = in_gl_SubgroupInvocationID;
    gl_SubgroupSize = in_gl_SubgroupSize;
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
