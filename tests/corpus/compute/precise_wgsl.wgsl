@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;

fn main_1() {
    Out[0u] = ((In[0u] * In[1u]) + In[2u]);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
