var<workgroup> gsum: atomic<u32>;
var<workgroup> gmax: atomic<u32>;
var<workgroup> gmin: atomic<u32>;
var<workgroup> gor: atomic<u32>;
var<workgroup> gxor: atomic<u32>;
var<workgroup> gcx: atomic<u32>;
var<workgroup> gwin: atomic<u32>;
var<workgroup> gxch: atomic<u32>;
var<workgroup> gxwin: atomic<u32>;
var<workgroup> hist: array<atomic<u32>, 8>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_GroupID: vec3<u32>;
var<private> gl_SV_GroupThreadID: vec3<u32>;

fn main_1() {
    var _e162: u32;
    var _e164: u32;
    var _e166: bool;
    var _e193: u32;
    var _e216: u32;
    var _phi: u32;
    var _e272: u32;
    _e162 = gl_SV_GroupThreadID.x;
    _e164 = gl_SV_GroupID.x;
    _e166 = (_e162 == 0u);
    if _e166 {
        atomicStore(&gsum, 0u);
        atomicStore(&gmax, 0u);
        atomicStore(&gmin, 4294967295u);
        atomicStore(&gor, 0u);
        atomicStore(&gxor, 0u);
        atomicStore(&gcx, 0u);
        atomicStore(&gwin, 0u);
        atomicStore(&gxch, 0u);
        atomicStore(&gxwin, 0u);
    }
    if (_e162 < 8u) {
        atomicStore(&hist[_e162], 0u);
    }
    workgroupBarrier();
    let _e176 = atomicAdd(&gsum, _e162);
    let _e179 = (_e162 * _e164);
    let _e180 = atomicMax(&gmax, _e179);
    let _e183 = (_e162 + _e164);
    let _e184 = atomicMin(&gmin, _e183);
    let _e188 = (1u << ((_e162 % 32u) & 31u));
    let _e189 = atomicOr(&gor, _e188);
    let _e191 = atomicXor(&gxor, _e162);
    _e193 = (_e162 + 1u);
    var _t2: u32;
    loop {
        let _t1 = atomicCompareExchangeWeak(&gcx, 0u, _e193);
        if _t1.exchanged || _t1.old_value != 0u {
            _t2 = _t1.old_value;
            break;
        }
    }
    let _e194 = _t2;
    if (_e194 == 0u) {
        let _e198 = atomicAdd(&gwin, 1u);
    }
    let _e201 = (_e162 % 8u);
    let _e203 = atomicAdd(&hist[_e201], 1u);
    let _e206 = atomicExchange(&gxch, _e193);
    if (_e206 == 0u) {
        let _e210 = atomicAdd(&gxwin, 1u);
    }
    workgroupBarrier();
    if _e166 {
        _e216 = (_e164 * 16u);
        Out[_e216] = atomicLoad(&gsum);
        let _e223 = (_e216 + 1u);
        Out[_e223] = atomicLoad(&gmax);
        let _e227 = (_e216 + 2u);
        Out[_e227] = atomicLoad(&gmin);
        let _e231 = (_e216 + 3u);
        Out[_e231] = atomicLoad(&gor);
        let _e235 = (_e216 + 4u);
        Out[_e235] = atomicLoad(&gxor);
        let _e239 = (_e216 + 5u);
        Out[_e239] = atomicLoad(&gwin);
        _phi = 0u;
        loop {
            _e272 = _phi;
            if !(_e272 < 8u) {
                break;
            }
            let _e253 = ((_e216 + 6u) + _e272);
            Out[_e253] = atomicLoad(&hist[_e272]);
            continuing {
                _phi = (_e272 + 1u);
            }
        }
        let _e261 = (_e216 + 14u);
        Out[_e261] = atomicLoad(&gxwin);
        let _e265 = (_e216 + 15u);
        Out[_e265] = _e164;
    }
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(workgroup_id) in_gl_SV_GroupID: vec3<u32>, @builtin(local_invocation_id) in_gl_SV_GroupThreadID: vec3<u32>) {
    gl_SV_GroupID = in_gl_SV_GroupID;
    gl_SV_GroupThreadID = in_gl_SV_GroupThreadID;
    main_1();
}
