@group(0) @binding(0) var<storage, read> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> Count: array<u32>;
@group(0) @binding(2) var<storage, read_write> Rev: array<u32>;
@group(0) @binding(3) var<storage, read_write> HighU: array<u32>;
@group(0) @binding(4) var<storage, read_write> Low: array<u32>;
@group(0) @binding(5) var<storage, read_write> HighS: array<u32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let _e48 = gl_SV_DispatchThreadID;
    let _e54 = _e48.x;
    let _e56 = U[_e54];
    let _e58 = countOneBits(_e56);
    Count[_e54] = _e58;
    let _e63 = reverseBits(_e56);
    Rev[_e54] = _e63;
    let _e68 = firstLeadingBit(_e56);
    HighU[_e54] = _e68;
    let _e73 = firstTrailingBit(_e56);
    Low[_e54] = _e73;
    let _e78 = bitcast<i32>(_e56);
    let _e79 = bitcast<u32>(firstLeadingBit(_e78));
    let _e80 = bitcast<i32>(_e79);
    HighS[_e54] = bitcast<u32>(_e80);
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
