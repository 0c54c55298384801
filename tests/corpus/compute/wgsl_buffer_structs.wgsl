struct Inner {
    a: f32,
    @size(12) b: u32,
}

struct type_Params {
    @size(32) tint: vec4<f32>,
    count: u32,
    @align(16) inner: Inner,
    tail: f32,
    m: mat2x3<f32>,
}

struct P {
    pos: vec3<f32>,
    id: u32,
    rot: mat2x2<f32>,
    uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> Params: type_Params;
@group(0) @binding(1) var<storage, read> In: array<P>;
@group(0) @binding(4) var<storage, read_write> Res: array<f32>;
@group(0) @binding(3) var<uniform> Words: array<vec4<u32>, 6>;
@group(0) @binding(2) var<storage, read_write> Out: array<P>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    var param_tid: vec3<u32>;
    var i: u32;
    param_tid = gl_SV_DispatchThreadID;
    loop {
        i = param_tid.x;
        if (i >= Params.count) {
            break;
        }
        let In_1 = In[i].pos;
        let In_2 = In[i].id;
        let In_3 = In[i].rot;
        let In_4 = In[i].uv;
        let t = (i * 8u);
        Res[t] = fma(In_1.x, Params.tint.x, (In_1.z * Params.tint.w));
        let t_1 = (t + 1u);
        Res[t_1] = (f32(In_2) + Params.inner.a);
        let t_2 = (t + 2u);
        Res[t_2] = (f32(Params.inner.b) * Params.tail);
        let t_3 = (t + 3u);
        Res[t_3] = (In_4 * In_3).y;
        let t_4 = (t + 4u);
        Res[t_4] = (Params.m[1u].z + Params.m[0u].y);
        let t_5 = (t + 5u);
        Res[t_5] = (vec3<f32>(1f, 2f, 3f) * Params.m).x;
        let t_6 = (t + 6u);
        Res[t_6] = bitcast<f32>(Words[i + 4u].x);
        let t_7 = (t + 7u);
        Res[t_7] = bitcast<f32>(Words[2u].y);
        let Res_1 = Res[t];
        var _t1 = In_1;
        _t1.x = Res_1;
        let t_8 = _t1;
        Out[i].pos = t_8;
        Out[i].id = In_2;
        Out[i].rot = In_3;
        Out[i].uv = In_4;
        break;
        continuing {
        }
    }
    return;
}

@compute @workgroup_size(2, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
