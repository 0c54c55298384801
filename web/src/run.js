// Running a compiled shader with WebGPU. Everything the pipeline needs comes
// from the compiler's reflection (-Fre): the entry point's WGSL name, its
// workgroup size, each buffer's group, binding, kind, element type and size.

export async function getDevice() {
  if (!('gpu' in navigator)) return { error: 'This browser has no WebGPU (navigator.gpu is missing): the shader compiles, but Run is off.' };
  let adapter = null;
  try { adapter = await navigator.gpu.requestAdapter(); } catch (e) { /* reported below */ }
  if (!adapter) return { error: 'WebGPU is present but gave no adapter (no GPU, or it is blocked): the shader compiles, but Run is off.' };
  const device = await adapter.requestDevice();
  let name = '';
  try { const i = adapter.info || (await adapter.requestAdapterInfo()); name = [i.vendor, i.architecture, i.device, i.description].filter(Boolean).join(' '); } catch (e) { /* optional */ }
  return { device, name };
}

const WORD = { uint32: 'u', int32: 'i', float32: 'f' };

// The 4-byte words of one buffer element: [offset / 4, kind] pairs, from the
// element's description (a scalar, a vector, or a struct of those).
function elementWords(el) {
  if (!el) return { stride: 4, words: [[0, 'u']] };
  const words = [];
  const add = (m, base) => {
    const n = (m.rows || 1) * (m.columns || 1);
    for (let k = 0; k < n && (m.scalar in WORD); k++) words.push([(base + (m.offset || 0)) / 4 + k, WORD[m.scalar]]);
  };
  if (el.members && el.members.length) for (const m of el.members) add(m, el.offset || 0);
  else add({ ...el, offset: 0 }, 0);
  return { stride: el.stride || 4, words: words.length ? words : [[0, 'u']] };
}

// Fills an element's words with its index i (the value the page documents).
function fillIndex(view, count, layout) {
  const per = layout.stride / 4;
  for (let i = 0; i < count; i++) {
    for (const [w, k] of layout.words) {
      const at = (i * per + w) * 4;
      if (at + 4 > view.byteLength) continue;
      if (k === 'f') view.setFloat32(at, i, true); else if (k === 'i') view.setInt32(at, i, true); else view.setUint32(at, i, true);
    }
  }
}

export function readElements(bytes, count, layout, max = 256) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const per = layout.stride / 4, out = [];
  for (let i = 0; i < Math.min(count, max); i++) {
    const e = [];
    for (const [w, k] of layout.words) {
      const at = (i * per + w) * 4;
      if (at + 4 > view.byteLength) continue;
      e.push(k === 'f' ? view.getFloat32(at, true) : k === 'i' ? view.getInt32(at, true) : view.getUint32(at, true));
    }
    out.push(e.length === 1 ? e[0] : e);
  }
  return out;
}

// Constant-buffer contents: members named like time/resolution get the frame's
// values, colour-like ones the tint, other floats 1.5 and integers 1.
function fillUniform(view, members, frame) {
  for (const m of members || []) {
    const n = (m.rows || 1) * (m.columns || 1);
    let vals;
    if (/time/i.test(m.name)) vals = [frame.time];
    else if (/res/i.test(m.name)) vals = frame.resolution;
    else if (/tint|colou?r/i.test(m.name)) vals = frame.tint;
    else vals = [m.scalar === 'float32' ? 1.5 : 1];
    for (let k = 0; k < n; k++) {
      const at = (m.offset || 0) + 4 * k, v = vals[Math.min(k, vals.length - 1)];
      if (at + 4 > view.byteLength) continue;
      if (m.scalar === 'float32') view.setFloat32(at, v, true);
      else if (m.scalar === 'int32') view.setInt32(at, v, true); else view.setUint32(at, v >>> 0, true);
    }
  }
}

// The buffers of an entry point (resources plus the push constants, which
// WGSL receives as a uniform buffer: reflection's push_constants.wgsl_uniform).
function bufferList(ep) {
  const list = [];
  for (const r of ep.resources || []) {
    if (/^(storage_buffer|read_only_storage_buffer|uniform_buffer)$/.test(r.kind)) list.push(r);
    else throw new Error(`Run handles buffers only; "${r.name}" is a ${r.kind}`);
  }
  const pc = ep.push_constants;
  if (pc && pc.wgsl_uniform) {
    list.push({ name: pc.name, kind: 'uniform_buffer', set: pc.wgsl_uniform.group, binding: pc.wgsl_uniform.binding,
      size: pc.size, min_binding_size: pc.wgsl_uniform.size, members: pc.members, push: true });
  }
  return list;
}

function bindGroups(device, pipeline, bufs) {
  const groups = new Map();
  for (const b of bufs) {
    // WGSL needs distinct bindings: the compiler moves a shared one (reflection's wgsl_binding).
    const g = b.r.wgsl_group ?? b.r.set;
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g).push({ binding: b.r.wgsl_binding ?? b.r.binding, resource: { buffer: b.gpu } });
  }
  return [...groups].map(([g, entries]) => [g, device.createBindGroup({ layout: pipeline.getBindGroupLayout(g), entries })]);
}

function uniformSize(r) { return Math.max(16, Math.ceil(Math.max(r.min_binding_size || 0, r.size || 0) / 16) * 16); }

async function checkErrors(device, what) {
  const e = await device.popErrorScope();
  if (e) throw new Error(`${what}: ${e.message}`);
}

// Runs a compute entry point: groups[0..2] workgroups; every storage buffer
// holds one element per invocation, filled with its index.
export async function runCompute(device, wgsl, ep, groups) {
  const [gx, gy, gz] = [groups[0] || 1, groups[1] || 1, groups[2] || 1];
  const ws = ep.workgroup_size || [1, 1, 1];
  const count = gx * gy * gz * ws[0] * ws[1] * ws[2];
  device.pushErrorScope('validation');
  const module = device.createShaderModule({ code: wgsl });
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: ep.wgsl_name || ep.name } });
  await checkErrors(device, 'pipeline');
  const bufs = [];
  for (const r of bufferList(ep)) {
    const uniform = r.kind === 'uniform_buffer';
    const layout = uniform ? null : elementWords(r.element);
    const size = uniform ? uniformSize(r) : Math.max(r.min_binding_size || 4, r.size || 0, count * layout.stride);
    const init = new ArrayBuffer(size);
    if (uniform) fillUniform(new DataView(init), r.members, { time: 0, resolution: [1, 1], tint: [1, 1, 1, 1] });
    else fillIndex(new DataView(init), count, layout);
    const gpu = device.createBuffer({ size, usage: (uniform ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE) | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
    device.queue.writeBuffer(gpu, 0, init);
    bufs.push({ r, gpu, size, layout, before: new Uint8Array(init) });
  }
  device.pushErrorScope('validation');
  const enc = device.createCommandEncoder();
  const pass = enc.beginComputePass();
  pass.setPipeline(pipeline);
  for (const [g, bg] of bindGroups(device, pipeline, bufs)) pass.setBindGroup(g, bg);
  pass.dispatchWorkgroups(gx, gy, gz);
  pass.end();
  const reads = bufs.map((b) => {
    const rb = device.createBuffer({ size: b.size, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
    enc.copyBufferToBuffer(b.gpu, 0, rb, 0, b.size);
    return rb;
  });
  device.queue.submit([enc.finish()]);
  await checkErrors(device, 'dispatch');
  const out = [];
  for (let i = 0; i < bufs.length; i++) {
    await reads[i].mapAsync(GPUMapMode.READ);
    const after = new Uint8Array(reads[i].getMappedRange().slice(0));
    reads[i].unmap();
    const b = bufs[i];
    const layout = b.layout || { stride: 4, words: (b.r.members || []).flatMap((m) => Array.from({ length: (m.rows || 1) * (m.columns || 1) }, (_, k) => [m.offset / 4 + k, WORD[m.scalar] || 'u'])) };
    const n = b.layout ? count : 1;
    out.push({ name: b.r.name, kind: b.r.kind, set: b.r.set, binding: b.r.binding, count: n,
      before: readElements(b.before, n, layout), after: readElements(after, n, layout) });
    b.gpu.destroy(); reads[i].destroy();
  }
  return { count, groups: [gx, gy, gz], buffers: out };
}

// The vertex shader of the full-screen triangle: it also feeds the pixel
// shader's float inputs at their locations (the triangle's uv in each).
function vertexWgsl(ep) {
  const outs = [];
  for (const v of ep.inputs || []) {
    if (v.location == null) continue;
    if (v.component_type !== 'float32') throw new Error(`Run feeds float inputs only; "${v.name}" is ${v.component_type}`);
    const n = v.component_count || 4;
    const ty = n === 1 ? 'f32' : `vec${n}<f32>`;
    const val = n === 1 ? 'uv.x' : n === 2 ? 'uv' : n === 3 ? 'vec3<f32>(uv, 0.0)' : 'vec4<f32>(uv, 0.0, 1.0)';
    outs.push({ loc: v.location, ty, val });
  }
  return `struct VOut { @builtin(position) pos: vec4<f32>, ${outs.map((o) => `@location(${o.loc}) l${o.loc}: ${o.ty},`).join(' ')} }
@vertex fn vs(@builtin(vertex_index) i: u32) -> VOut {
  let uv = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
  var o: VOut;
  o.pos = vec4<f32>(uv * vec2<f32>(2.0, -2.0) + vec2<f32>(-1.0, 1.0), 0.0, 1.0);
  ${outs.map((o) => `o.l${o.loc} = ${o.val};`).join(' ')}
  return o;
}`;
}

// Draws a pixel shader every frame until stop() is called; frame() gives
// time (seconds) and the tint, written into the constant buffers each frame.
// It renders into a texture of its own and copies each frame into a 2D
// canvas: a 'webgpu' canvas context lost its device in headless chromium
// (SwiftShader), and the copy is also what readFrame() returns.
export async function runPixel(device, canvas, wgsl, ep, frame) {
  const ctx = canvas.getContext('2d');
  const format = 'rgba8unorm', w = canvas.width, h = canvas.height;
  device.pushErrorScope('validation');
  const pipeline = device.createRenderPipeline({
    layout: 'auto',
    vertex: { module: device.createShaderModule({ code: vertexWgsl(ep) }), entryPoint: 'vs' },
    fragment: { module: device.createShaderModule({ code: wgsl }), entryPoint: ep.wgsl_name || ep.name, targets: [{ format }] },
    primitive: { topology: 'triangle-list' },
  });
  await checkErrors(device, 'pipeline');
  const bufs = bufferList(ep).map((r) => {
    const size = r.kind === 'uniform_buffer' ? uniformSize(r) : Math.max(16, r.min_binding_size || 0, r.size || 0);
    const usage = (r.kind === 'uniform_buffer' ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE) | GPUBufferUsage.COPY_DST;
    return { r, size, gpu: device.createBuffer({ size, usage }) };
  });
  const groups = bindGroups(device, pipeline, bufs);
  const tex = device.createTexture({ size: [w, h], format, usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
  const bpr = Math.ceil(w * 4 / 256) * 256;
  const rb = device.createBuffer({ size: bpr * h, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  const image = ctx.createImageData(w, h);
  let running = true, frames = 0, want = null;
  const draw = async () => {
    if (!running) return;
    const f = frame(), asked = want;
    want = null;
    if (asked) f.time = asked.time;
    for (const b of bufs) {
      const data = new ArrayBuffer(b.size);
      if (b.r.kind === 'uniform_buffer') fillUniform(new DataView(data), b.r.members, { ...f, resolution: [w, h] });
      device.queue.writeBuffer(b.gpu, 0, data);
    }
    const enc = device.createCommandEncoder();
    const pass = enc.beginRenderPass({ colorAttachments: [{ view: tex.createView(), loadOp: 'clear', storeOp: 'store', clearValue: { r: 0, g: 0, b: 0, a: 1 } }] });
    pass.setPipeline(pipeline);
    for (const [g, bg] of groups) pass.setBindGroup(g, bg);
    pass.draw(3);
    pass.end();
    enc.copyTextureToBuffer({ texture: tex }, { buffer: rb, bytesPerRow: bpr }, [w, h]);
    device.queue.submit([enc.finish()]);
    try {
      await rb.mapAsync(GPUMapMode.READ);
    } catch (e) { if (asked) asked.reject(e); return; }
    const src = new Uint8Array(rb.getMappedRange());
    for (let y = 0; y < h; y++) image.data.set(src.subarray(y * bpr, y * bpr + w * 4), y * w * 4);
    rb.unmap();
    ctx.putImageData(image, 0, 0);
    frames++;
    if (asked) asked.resolve({ width: w, height: h, rgba: new Uint8Array(image.data) });
    if (running) requestAnimationFrame(draw);
  };
  await draw();
  return {
    stop() { running = false; },
    frames: () => frames,
    // The RGBA pixels of the next frame, drawn at the given time (seconds).
    readFrame(time) { return new Promise((resolve, reject) => { want = { time, resolve, reject }; }); },
  };
}
