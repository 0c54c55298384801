struct ResType {
    m: f32,
    m_1: i32,
}

struct ResType_1 {
    m: vec2<f32>,
    m_1: vec2<i32>,
}

struct ResType_2 {
    m: vec3<f32>,
    m_1: vec3<i32>,
}

@group(0) @binding(0) var<storage, read> F: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var _e293: u32;
    var _phi: u32;
    var _e490: u32;
    var _phi_1: u32;
    var _e491: u32;
    var e2: mat2x3<f32>;
    var m2: mat2x3<f32>;
    let _e289 = gl_SV_DispatchThreadID.x;
    let _e290 = (_e289 * 9u);
    _e293 = (_e289 * 27u);
    let _e296 = bitcast<f32>(F[_e290]);
    let _t1 = frexp(_e296);
    let _e297 = ResType(_t1.fract, _t1.exp);
    let _e299 = f32(_e297.m_1);
    let _e300 = _e297.m;
    Out[_e293] = bitcast<u32>((_e300 * exp2(_e299)));
    let _e316 = (_e293 + 1u);
    Out[_e316] = bitcast<u32>(floor((abs(_e300) * 2f)));
    let _e320 = (_e293 + 2u);
    Out[_e320] = bitcast<u32>(_e299);
    let _e324 = (_e290 + 1u);
    let _e328 = (_e290 + 2u);
    let _e331 = vec2<f32>(bitcast<f32>(F[_e324]), bitcast<f32>(F[_e328]));
    let _t2 = frexp(_e331);
    let _e332 = ResType_1(_t2.fract, _t2.exp);
    let _e334 = vec2<f32>(_e332.m_1);
    let _e337 = (_e293 + 3u);
    let _e339 = _e332.m.x;
    let _e341 = _e334.x;
    Out[_e337] = bitcast<u32>((_e339 * exp2(_e341)));
    let _e354 = (_e337 + 1u);
    Out[_e354] = bitcast<u32>(floor((abs(_e339) * 2f)));
    let _e358 = (_e337 + 2u);
    Out[_e358] = bitcast<u32>(_e341);
    let _e362 = (_e293 + 6u);
    let _e364 = _e332.m.y;
    let _e366 = _e334.y;
    Out[_e362] = bitcast<u32>((_e364 * exp2(_e366)));
    let _e379 = (_e362 + 1u);
    Out[_e379] = bitcast<u32>(floor((abs(_e364) * 2f)));
    let _e383 = (_e362 + 2u);
    Out[_e383] = bitcast<u32>(_e366);
    let _e387 = (_e290 + 3u);
    let _e391 = (_e290 + 4u);
    let _e395 = (_e290 + 5u);
    let _e399 = (_e290 + 6u);
    let _e403 = (_e290 + 7u);
    let _e407 = (_e290 + 8u);
    let _e410 = vec3<f32>(bitcast<f32>(F[_e387]), bitcast<f32>(F[_e391]), bitcast<f32>(F[_e395]));
    let _e411 = vec3<f32>(bitcast<f32>(F[_e399]), bitcast<f32>(F[_e403]), bitcast<f32>(F[_e407]));
    let _t3 = frexp(_e410);
    let _e414 = ResType_2(_t3.fract, _t3.exp);
    let _t4 = frexp(_e411);
    let _e419 = ResType_2(_t4.fract, _t4.exp);
    e2 = mat2x3<f32>(vec3<f32>(_e414.m_1), vec3<f32>(_e419.m_1));
    m2 = mat2x3<f32>(_e414.m, _e419.m);
    _phi = 0u;
    loop {
        _e490 = _phi;
        if !(_e490 < 2u) {
            break;
        }
        _phi_1 = 0u;
        loop {
            _e491 = _phi_1;
            if !(_e491 < 3u) {
                break;
            }
            let _e446 = ((_e293 + 9u) + (3u * ((3u * _e490) + _e491)));
            let _e451 = m2[_e490][_e491];
            let _e456 = e2[_e490][_e491];
            Out[_e446] = bitcast<u32>((_e451 * exp2(_e456)));
            let _e469 = (_e446 + 1u);
            Out[_e469] = bitcast<u32>(floor((abs(_e451) * 2f)));
            let _e473 = (_e446 + 2u);
            Out[_e473] = bitcast<u32>(_e456);
            continuing {
                _phi_1 = (_e491 + 1u);
            }
        }
        continuing {
            _phi = (_e490 + 1u);
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
