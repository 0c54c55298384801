@group(0) @binding(0) var<storage, read> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> Count: array<u32>;
@group(0) @binding(2) var<storage, read_write> Rev: array<u32>;
@group(0) @binding(3) var<storage, read_write> HighU: array<u32>;
@group(0) @binding(4) var<storage, read_write> Low: array<u32>;
@group(0) @binding(5) var<storage, read_write> HighS: array<i32>;
var<private> gl_SV_DispatchThreadID: vec3<u32>;

fn main_1() {
    let t = gl_SV_DispatchThreadID.x;
    let u = U[t];
    Count[t] = countOneBits(u);
    Rev[t] = reverseBits(u);
    HighU[t] = firstLeadingBit(u);
    Low[t] = firstTrailingBit(u);
    HighS[t] = bitcast<i32>(bitcast<u32>(firstLeadingBit(bitcast<i32>(u))));
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_gl_SV_DispatchThreadID: vec3<u32>) {
    gl_SV_DispatchThreadID = in_gl_SV_DispatchThreadID;
    main_1();
}
