// The Dawn twin of host_vk.c: a WebGPU host that builds its compute pipeline
// from OneShader's output alone, with explicit bind group layouts (never
// layout: 'auto'). host_wgpu (C, the library's WebGPU helpers) writes the
// bind group layout entries and the pipeline constants keyed by id; the
// member offsets and buffer sizes come from the reflection JSON. The shader's
// resources are known only by name. Results are compared with values
// computed here from the inputs chosen here.
//
//   node host_dawn.mjs HOST_WGPU SHADER.hlsl WORKDIR
//
// Exit 0 pass, 1 fail, 77 no WebGPU (a skip).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const SKIP = 77;
const N = 256;

function die(code, msg) {
  console.error(`host_dawn: ${msg}`);
  process.exit(code);
}

const [hostWgpu, shader, work] = process.argv.slice(2);
if (!work) die(2, 'usage: node host_dawn.mjs HOST_WGPU SHADER.hlsl WORKDIR');

async function loadWebGPU() {
  // The package lives in tests/node_modules, beside this folder.
  const req = createRequire(path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'package.json'));
  try {
    return await import(req.resolve('webgpu'));
  } catch (e) {
    die(SKIP, `cannot load the npm package 'webgpu' (skipped): ${e.message}`);
  }
}

const keepAlive = [];

async function device(without = []) {
  const { create, globals } = await loadWebGPU();
  Object.assign(globalThis, globals);
  const wanted = process.env.DAWNRUN_BACKEND;
  for (const b of wanted ? [wanted] : ['vulkan', 'opengles']) {
    const gl = b === 'opengles';
    if (gl && !process.env.EGL_PLATFORM) process.env.EGL_PLATFORM = 'surfaceless';
    let gpu;
    try {
      gpu = create([`backend=${b}`]);
    } catch (e) {
      continue;
    }
    keepAlive.push(gpu);
    let adapter = null;
    try {
      adapter = await gpu.requestAdapter(gl ? { featureLevel: 'compatibility' } : undefined);
    } catch (e) {
      adapter = null;
    }
    if (adapter) {
      // Every optional feature the adapter has (clip-distances, subgroups, ...),
      // so that a module needing one is checked, not refused by the harness.
      const dev = await adapter.requestDevice({ requiredFeatures: [...adapter.features].filter((f) => !without.includes(f)) });
      console.error(`host_dawn: backend ${b}`);
      return dev;
    }
  }
  die(SKIP, 'no WebGPU adapter (skipped)');
}

function member(members, name) {
  const m = members.find((x) => x.name === name);
  if (!m) die(1, `the reflection has no member '${name}'`);
  return m.offset;
}

async function runOnce(dev, values, scale, bias, tag) {
  const dir = path.join(work, tag);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync(hostWgpu, [shader, dir, ...values], { stdio: 'inherit' });
  const wgsl = fs.readFileSync(path.join(dir, 'shader.wgsl'), 'utf8');
  const layout = JSON.parse(fs.readFileSync(path.join(dir, 'layout.json'), 'utf8'));
  const refl = JSON.parse(fs.readFileSync(path.join(dir, 'refl.json'), 'utf8')).entry_points[0];

  dev.pushErrorScope('validation');
  // Bind group layouts from the helper's entries, one per group (gaps empty).
  const ngroups = Math.max(...layout.entries.map((e) => e.group)) + 1;
  const bgls = [];
  for (let g = 0; g < ngroups; g++) {
    const entries = layout.entries
      .filter((e) => e.group === g)
      .map((e) => {
        if (e.kind !== 'buffer') die(1, `unexpected entry kind ${e.kind}`);
        return {
          binding: e.binding,
          visibility: e.visibility,
          buffer: { type: e.buffer_type, minBindingSize: e.min_binding_size },
        };
      });
    bgls.push(dev.createBindGroupLayout({ entries }));
  }
  const module = dev.createShaderModule({ code: wgsl });
  const pipeline = dev.createComputePipeline({
    layout: dev.createPipelineLayout({ bindGroupLayouts: bgls }),
    compute: { module, entryPoint: layout.entry, constants: layout.constants },
  });

  // Buffers: the resource of each entry by group and binding; the push
  // constants are the entry the helper marks.
  const inputs = Array.from({ length: N }, (_, i) => i * 7 + 3);
  const offset = 100000;
  const fscale = 0.5;
  const mul = 5;
  const add = 11;
  const bufs = [];
  for (const e of layout.entries) {
    let res = null;
    let size;
    const bytes = new ArrayBuffer(4096);
    const u32 = new Uint32Array(bytes);
    const f32 = new Float32Array(bytes);
    if (e.is_push_constants) {
      const pc = refl.push_constants;
      if (pc.wgsl_uniform.group !== e.group || pc.wgsl_uniform.binding !== e.binding)
        die(1, 'the push-constant entry and the reflection disagree on its slot');
      size = pc.wgsl_uniform.size;
      u32[member(pc.members, 'mul') / 4] = mul;
      u32[member(pc.members, 'add') / 4] = add;
    } else {
      res = refl.resources.find((r) => r.set === e.group && r.binding === e.binding);
      if (!res) die(1, `no resource at group ${e.group} binding ${e.binding}`);
      size = res.element ? res.element.stride * N : Math.ceil(res.size / 16) * 16;
      if (res.name === 'Params') {
        u32[member(res.members, 'offset') / 4] = offset;
        f32[member(res.members, 'fscale') / 4] = fscale;
      } else if (res.name === 'input') {
        for (let i = 0; i < N; i++) u32[(i * res.element.stride) / 4] = inputs[i];
      } else {
        u32.fill(0xeeeeeeee);
      }
    }
    size = Math.max(size, e.min_binding_size);
    const usage =
      (e.buffer_type === 'uniform' ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE) |
      GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
    const buffer = dev.createBuffer({ size, usage });
    dev.queue.writeBuffer(buffer, 0, bytes, 0, size);
    bufs.push({ e, res, buffer, size });
  }
  const groups = bgls.map((bgl, g) =>
    dev.createBindGroup({
      layout: bgl,
      entries: bufs.filter((b) => b.e.group === g).map((b) => ({ binding: b.e.binding, resource: { buffer: b.buffer } })),
    }),
  );
  const wg = refl.workgroup_size[0];
  if (!wg || N % wg) die(1, `unexpected workgroup size ${wg}`);
  const enc = dev.createCommandEncoder();
  const pass = enc.beginComputePass();
  pass.setPipeline(pipeline);
  groups.forEach((bg, g) => pass.setBindGroup(g, bg));
  pass.dispatchWorkgroups(N / wg);
  pass.end();
  const outs = bufs.filter((b) => b.res && (b.res.name === 'output' || b.res.name === 'foutput'));
  if (outs.length !== 2) die(1, 'the outputs are not both bound');
  for (const o of outs) {
    o.read = dev.createBuffer({ size: o.size, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
    enc.copyBufferToBuffer(o.buffer, 0, o.read, 0, o.size);
  }
  dev.queue.submit([enc.finish()]);
  const err = await dev.popErrorScope();
  if (err) die(1, `WebGPU validation error: ${err.message}`);

  let bad = 0;
  for (const o of outs) {
    await o.read.mapAsync(GPUMapMode.READ);
    const data = new DataView(o.read.getMappedRange());
    const stride = o.res.element.stride;
    for (let i = 0; i < N; i++) {
      let got;
      let want;
      if (o.res.name === 'output') {
        got = data.getUint32(i * stride, true);
        want = (inputs[i] * mul * scale + add + offset + (bias ? 1000 : 0)) >>> 0;
      } else {
        got = data.getFloat32(i * stride, true);
        want = Math.fround(inputs[i] * fscale);
      }
      if (got !== want && bad++ < 8) console.error(`host_dawn: ${tag}: ${o.res.name}[${i}] = ${got}, expected ${want}`);
    }
    o.read.unmap();
  }
  console.error(
    `host_dawn: ${tag}: ${ngroups} groups, ${layout.entries.length} entries, constants ${JSON.stringify(layout.constants)}: ${bad ? 'MISMATCH' : 'ok'}`,
  );
  return bad;
}

// Textures: host_textures.hlsl loads an r32float texture and samples an
// rgba8unorm one; the bind group layout is the helper's alone, so a
// "float" sample type for the loaded texture (unfilterable without
// float32-filterable) is a validation error here. Expected: height[i] plus
// the green channel 128/255 of the one-texel albedo.
async function runTextures(dev) {
  const dir = path.join(work, 'textures');
  fs.mkdirSync(dir, { recursive: true });
  const src = path.join(path.dirname(shader), 'host_textures.hlsl');
  execFileSync(hostWgpu, [src, dir], { stdio: 'inherit' });
  const wgsl = fs.readFileSync(path.join(dir, 'shader.wgsl'), 'utf8');
  const layout = JSON.parse(fs.readFileSync(path.join(dir, 'layout.json'), 'utf8'));
  const refl = JSON.parse(fs.readFileSync(path.join(dir, 'refl.json'), 'utf8')).entry_points[0];
  const byName = (n) => {
    const r = refl.resources.find((x) => x.name === n);
    if (!r) die(1, `textures: no resource '${n}'`);
    const e = layout.entries.find((x) => x.group === r.set && x.binding === (r.wgsl_binding ?? r.binding));
    if (!e) die(1, `textures: no layout entry for '${n}'`);
    return e;
  };
  byName('heights');
  byName('albedo');
  dev.pushErrorScope('validation');
  const entries = layout.entries.map((e) => {
    const o = { binding: e.binding, visibility: e.visibility };
    if (e.kind === 'buffer') o.buffer = { type: e.buffer_type, minBindingSize: e.min_binding_size };
    else if (e.kind === 'sampler') o.sampler = { type: e.sampler_type };
    else if (e.kind === 'texture')
      o.texture = { sampleType: e.sample_type, viewDimension: e.view_dimension, multisampled: e.multisampled };
    else die(1, `textures: unexpected entry kind ${e.kind}`);
    return o;
  });
  const bgl = dev.createBindGroupLayout({ entries });
  const module = dev.createShaderModule({ code: wgsl });
  const pipeline = dev.createComputePipeline({
    layout: dev.createPipelineLayout({ bindGroupLayouts: [bgl] }),
    compute: { module, entryPoint: layout.entry },
  });
  const heights = [1.5, -2.25, 1000, 0.125];
  const hTex = dev.createTexture({ size: [4, 1], format: 'r32float', usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST });
  dev.queue.writeTexture({ texture: hTex }, new Float32Array(heights), { bytesPerRow: 16 }, [4, 1]);
  const aTex = dev.createTexture({ size: [1, 1], format: 'rgba8unorm', usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST });
  dev.queue.writeTexture({ texture: aTex }, new Uint8Array([0, 128, 255, 255]), { bytesPerRow: 4 }, [1, 1]);
  const out = dev.createBuffer({ size: 16, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC });
  const read = dev.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  const resourceOf = (e) => {
    const r = refl.resources.find((x) => x.set === e.group && (x.wgsl_binding ?? x.binding) === e.binding);
    if (!r) die(1, `textures: no resource at binding ${e.binding}`);
    if (r.name === 'heights') return hTex.createView();
    if (r.name === 'albedo') return aTex.createView();
    if (r.name === 'samp') return dev.createSampler({ magFilter: 'linear', minFilter: 'linear' });
    if (r.name === 'output') return { buffer: out };
    die(1, `textures: unexpected resource ${r.name}`);
  };
  const group = dev.createBindGroup({ layout: bgl, entries: layout.entries.map((e) => ({ binding: e.binding, resource: resourceOf(e) })) });
  const enc = dev.createCommandEncoder();
  const pass = enc.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.dispatchWorkgroups(1);
  pass.end();
  enc.copyBufferToBuffer(out, 0, read, 0, 16);
  dev.queue.submit([enc.finish()]);
  const err = await dev.popErrorScope();
  if (err) die(1, `textures: WebGPU validation error: ${err.message}`);
  await read.mapAsync(GPUMapMode.READ);
  const got = new Float32Array(read.getMappedRange().slice(0));
  read.unmap();
  let bad = 0;
  for (let i = 0; i < 4; i++) {
    const want = heights[i] + 128 / 255;
    if (Math.abs(got[i] - want) > 1e-3 && bad++ < 8) console.error(`host_dawn: textures: output[${i}] = ${got[i]}, expected ${want}`);
  }
  console.error(`host_dawn: textures: ${layout.entries.length} entries: ${bad ? 'MISMATCH' : 'ok'}`);
  return bad;
}

const dev = await device();
let bad = await runOnce(dev, ['3=3', '5=1', '99=7'], 3, true, 'specialized');
bad += await runOnce(dev, [], 1, false, 'defaults');
// Without float32-filterable, as most devices: Dawn's validation then
// refuses an r32float texture in a "float" entry.
bad += await runTextures(await device(['float32-filterable']));
if (bad) die(1, 'FAIL');
console.error('host_dawn: PASS');
process.exit(0);
