@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read> RO: array<u32>;

fn main_1() {
    Out[0u] = (In[0u] * 2u);
    Out[1u] = (In[0u] + In[1u]);
    Out[2u] = ((In[0u] + In[1u]) + In[0u]);
    Out[3u] = 3u;
    Out[4u] = ((In[0u] + (In[0u] + 1000u)) - In[0u]);
    let RO_1 = RO[1u];
    Out[5u] = (RO_1 + (RO_1 + 1800u));
    Out[6u] = (((In[0u] * 2u) + In[1u]) + 2u);
    Out[7u] = (In[0u] * In[1u]);
    return;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    main_1();
}
