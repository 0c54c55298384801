#!/usr/bin/env node
// dawnrender: the WGSL twin of vkrender.c. Draws once with a WGSL vertex and
// fragment shader on Dawn (the npm package `webgpu`), reads the targets back
// and compares pixels.
//
//   node dawnrender.mjs [--backend vulkan|opengles] [--dump] SPEC.txt
//
// SPEC is the format documented at the top of vkrender.c, with these
// differences, all from WebGPU:
//   - only `stage vert` and `stage frag` (FILE is WGSL; both may name the
//     same file);
//   - `samples` 1 or 4, `flip_y 1` only (WebGPU's own convention);
//   - `push` data is bound as a uniform buffer at `push_binding SET BINDING`;
//   - a `storage` buffer the WGSL declares `var<storage, read>` gets a
//     read-only-storage layout entry;
//   - a `d32` texture is filled by a draw that writes frag_depth (WebGPU
//     cannot copy into depth32float);
//   - vertex buffer bindings are WebGPU vertex buffer slots.
// Every binding is visible to both stages, unless `wgpu_layout` lines (the
// reflection's bind group layout entries, oshlayout.c) give the layouts: then
// they are those, as in dawnrun.mjs. The device gets every feature and
// the adapter's best limits. Backend: --backend, else $DAWNRUN_BACKEND, else
// vulkan, then opengles (EGL_PLATFORM=surfaceless, featureLevel
// 'compatibility').
//
// Exit status (as vkrender): 0 pass; 1 a pixel differs; 2 usage, file or spec
// error; 3 no adapter/device; 4 a compilation or validation message; 5 other
// WebGPU failure.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parseLayoutLine, wgslResources } from './dawnrun.mjs';

const EXIT = { ok: 0, mismatch: 1, usage: 2, noGpu: 3, validation: 4, fail: 5 };

class Fail extends Error {
  constructor(code, msg) {
    super(msg);
    this.code = code;
  }
}
const fail = (code, msg) => {
  throw new Fail(code, msg);
};

// format -> [components, bytes a component, kind]
const FORMATS = {
  rgba8unorm: [4, 1, 'unorm'],
  rgba32float: [4, 4, 'float'],
  r32float: [1, 4, 'float'],
  r32uint: [1, 4, 'uint'],
  r32sint: [1, 4, 'sint'],
  rgba32uint: [4, 4, 'uint'],
  rgba32sint: [4, 4, 'sint'],
  d32: [1, 4, 'depth'],
};
const TARGET_FORMATS = ['rgba8unorm', 'rgba32float', 'r32float', 'r32uint', 'r32sint', 'rgba32uint', 'rgba32sint'];
const TEXTURE_FORMATS = ['rgba8unorm', 'rgba32float', 'r32float', 'd32'];
const GPU_FORMAT = { d32: 'depth32float' };
const gpuFormat = (f) => GPU_FORMAT[f] ?? f;
const TOPOLOGIES = ['point-list', 'line-list', 'line-strip', 'triangle-list', 'triangle-strip'];
const COMPARES = {
  never: 'never', less: 'less', equal: 'equal', 'less-equal': 'less-equal', greater: 'greater',
  'not-equal': 'not-equal', 'greater-equal': 'greater-equal', always: 'always',
};
const ADDRESS = { clamp: 'clamp-to-edge', repeat: 'repeat', mirror: 'mirror-repeat' };
const ATTR = {};
for (const [t, w] of [['f32', 'float32'], ['u32', 'uint32'], ['i32', 'sint32']])
  for (const [s, n] of [['', ''], ['x2', 'x2'], ['x3', 'x3'], ['x4', 'x4']]) ATTR[t + s] = w + n;

// ------------------------------------------------------------------ spec

function parseBits(tok, type, where) {
  if (tok.startsWith('raw:')) {
    if (!/^raw:0x[0-9a-fA-F]{1,8}$/.test(tok)) fail(EXIT.usage, `${where}: bad raw value '${tok}'`);
    return parseInt(tok.slice(6), 16) >>> 0;
  }
  if (type === 'f32') {
    let v;
    if (tok === 'nan') v = NaN;
    else if (tok === 'inf' || tok === '+inf') v = Infinity;
    else if (tok === '-inf') v = -Infinity;
    else if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(tok)) v = Number(tok);
    else fail(EXIT.usage, `${where}: bad float '${tok}'`);
    return new Uint32Array(new Float32Array([v]).buffer)[0];
  }
  if (!/^-?(0x[0-9a-fA-F]+|\d+)$/.test(tok)) fail(EXIT.usage, `${where}: bad integer '${tok}'`);
  const neg = tok.startsWith('-');
  const big = neg ? -BigInt(tok.slice(1)) : BigInt(tok);
  const lo = -(2n ** 31n);
  const hi = type === 'i32' ? 2n ** 31n - 1n : 2n ** 32n - 1n;
  if (big < lo || big > hi) fail(EXIT.usage, `${where}: integer out of range '${tok}'`);
  return Number(BigInt.asUintN(32, big));
}

function u32(tok, what, where) {
  if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(tok ?? '')) fail(EXIT.usage, `${where}: bad ${what} '${tok}'`);
  const v = Number(tok);
  if (v > 0xffffffff) fail(EXIT.usage, `${where}: ${what} out of range`);
  return v;
}

function oneOf(tok, allowed, what, where) {
  if (!allowed.includes(tok)) fail(EXIT.usage, `${where}: ${what} must be one of ${allowed.join(', ')}, not '${tok}'`);
  return tok;
}

const kindType = (kind) => (kind === 'uint' ? 'u32' : kind === 'sint' ? 'i32' : 'f32');

export function parseRenderSpec(text, file) {
  const dir = path.dirname(file);
  const s = {
    stages: {}, w: 8, h: 8, topology: 'triangle-list', draw: [3, 1, 0, 0], samples: 1, cull: 'none',
    frontFace: 'ccw', targets: [], depth: null, vbufs: [], attrs: [], res: [], push: [], pushBinding: null, layout: [],
  };
  let lastData = null;
  const target = (t, where) => {
    const r = t === 'depth' ? s.depth : s.targets[u32(t, 'target index', where)];
    if (!r) fail(EXIT.usage, `${where}: target ${t} is not declared`);
    return r;
  };
  text.split('\n').forEach((raw, i) => {
    const where = `${file}:${i + 1}`;
    const tok = raw.trim().split(/\s+/).filter((t) => t.length);
    if (!tok.length || tok[0].startsWith('#')) return;
    const n = tok.length;
    const usage = (u) => fail(EXIT.usage, `${where}: usage: ${u}`);
    switch (tok[0]) {
      case 'stage': {
        if (n !== 4) usage('stage vert|frag FILE ENTRY');
        if (!['vert', 'frag'].includes(tok[1]))
          fail(EXIT.usage, `${where}: WebGPU has no '${tok[1]}' stage (vert and frag only)`);
        if (s.stages[tok[1]]) fail(EXIT.usage, `${where}: stage ${tok[1]} given twice`);
        s.stages[tok[1]] = { file: path.resolve(dir, tok[2]), entry: tok[3] };
        break;
      }
      case 'size':
        if (n !== 3) usage('size W H');
        s.w = u32(tok[1], 'width', where);
        s.h = u32(tok[2], 'height', where);
        if (!s.w || !s.h || s.w > 4096 || s.h > 4096) fail(EXIT.usage, `${where}: size must be 1..4096`);
        break;
      case 'topology':
        if (n !== 2) usage('topology T');
        if (tok[1] === 'patch-list') fail(EXIT.usage, `${where}: WebGPU has no patch lists (tessellation)`);
        s.topology = oneOf(tok[1], TOPOLOGIES, 'topology', where);
        break;
      case 'patch_control_points':
        fail(EXIT.usage, `${where}: WebGPU has no tessellation`);
        break;
      case 'draw':
        if (n < 2 || n > 5) usage('draw VERTICES [INSTANCES [FIRST_VERTEX [FIRST_INSTANCE]]]');
        tok.slice(1).forEach((t, k) => (s.draw[k] = u32(t, 'draw count', where)));
        break;
      case 'samples':
        if (n !== 2) usage('samples 1|4');
        s.samples = Number(oneOf(tok[1], ['1', '4'], 'samples', where));
        break;
      case 'cull':
        if (n !== 2) usage('cull none|front|back');
        s.cull = oneOf(tok[1], ['none', 'front', 'back'], 'cull', where);
        break;
      case 'front_face':
        if (n !== 2) usage('front_face ccw|cw');
        s.frontFace = oneOf(tok[1], ['ccw', 'cw'], 'front_face', where);
        break;
      case 'flip_y':
        if (n !== 2 || tok[1] !== '1') fail(EXIT.usage, `${where}: dawnrender supports only flip_y 1 (WebGPU's convention)`);
        break;
      case 'target': {
        if (n !== 3) usage('target INDEX FORMAT');
        const idx = u32(tok[1], 'target index', where);
        if (idx > 7 || s.targets[idx]) fail(EXIT.usage, `${where}: target index must be 0..7 and given once`);
        const format = oneOf(tok[2], TARGET_FORMATS, 'target format', where);
        const [ncomp, , kind] = FORMATS[format];
        s.targets[idx] = { name: `target ${idx}`, format, ncomp, kind, clear: [0, 0, 0, 0], tol: kind === 'unorm' ? 1 / 255 + 1e-6 : 0, ex: [] };
        s.lastTarget = s.targets[idx];
        break;
      }
      case 'clear': {
        const t = s.lastTarget;
        if (!t || n - 1 !== t.ncomp) usage('(after a target) clear V (one per component)');
        t.clear = tok.slice(1).map((v) => parseBits(v, kindType(t.kind), where));
        break;
      }
      case 'depth':
        if (n !== 5 || tok[1] !== 'd32') usage('depth d32 COMPARE WRITE CLEAR');
        if (s.depth) fail(EXIT.usage, `${where}: depth given twice`);
        s.depth = {
          name: 'depth', format: 'd32', ncomp: 1, kind: 'float', ex: [], tol: 0,
          compare: COMPARES[oneOf(tok[2], Object.keys(COMPARES), 'compare', where)],
          write: u32(tok[3], 'depth write flag', where) !== 0,
          clear: [parseBits(tok[4], 'f32', where)],
        };
        break;
      case 'vertex_buffer': {
        if (n !== 4) usage('vertex_buffer BINDING STRIDE vertex|instance');
        const b = { binding: u32(tok[1], 'binding', where), stride: u32(tok[2], 'stride', where), step: oneOf(tok[3], ['vertex', 'instance'], 'rate', where), data: [] };
        if (s.vbufs.some((o) => o.binding === b.binding)) fail(EXIT.usage, `${where}: vertex buffer ${b.binding} given twice`);
        s.vbufs.push(b);
        lastData = { arr: b.data, bytes: false };
        break;
      }
      case 'attribute':
        if (n !== 5) usage('attribute LOCATION BINDING FORMAT OFFSET');
        s.attrs.push({ shaderLocation: u32(tok[1], 'location', where), binding: u32(tok[2], 'binding', where), format: ATTR[oneOf(tok[3], Object.keys(ATTR), 'attribute format', where)], offset: u32(tok[4], 'offset', where) });
        break;
      case 'uniform':
      case 'storage':
      case 'texture':
      case 'sampler': {
        if (n < 3) usage(`${tok[0]} SET BINDING ...`);
        const r = { kind: tok[0], set: u32(tok[1], 'set', where), binding: u32(tok[2], 'binding', where), data: [] };
        if (r.set > 7) fail(EXIT.usage, `${where}: set must be below 8`);
        if (s.res.some((o) => o.set === r.set && o.binding === r.binding)) fail(EXIT.usage, `${where}: set ${r.set} binding ${r.binding} given twice`);
        if (r.kind === 'texture') {
          if (n !== 6) usage('texture SET BINDING FORMAT W H');
          r.format = oneOf(tok[3], TEXTURE_FORMATS, 'texture format', where);
          r.w = u32(tok[4], 'width', where);
          r.h = u32(tok[5], 'height', where);
          if (!r.w || !r.h || r.w > 4096 || r.h > 4096) fail(EXIT.usage, `${where}: texture size must be 1..4096`);
        } else if (r.kind === 'sampler') {
          if (n < 4 || n > 6) usage('sampler SET BINDING nearest|linear [clamp|repeat|mirror [COMPARE|none]]');
          r.filter = oneOf(tok[3], ['nearest', 'linear'], 'filter', where);
          r.address = ADDRESS[oneOf(tok[4] ?? 'clamp', Object.keys(ADDRESS), 'address mode', where)];
          const c = tok[5] ?? 'none';
          r.compare = c === 'none' ? null : COMPARES[oneOf(c, Object.keys(COMPARES), 'compare', where)];
        } else if (n !== 3) usage(`${tok[0]} SET BINDING`);
        s.res.push(r);
        lastData = r.kind === 'sampler' ? null : { arr: r.data, bytes: r.format === 'rgba8unorm' };
        break;
      }
      case 'data': {
        if (n < 2 || !lastData) usage('(after vertex_buffer, uniform, storage or texture) data TYPE V...');
        const type = oneOf(tok[1], ['u32', 'i32', 'f32'], 'value type', where);
        for (const v of tok.slice(2)) {
          const bits = parseBits(v, type, where);
          if (lastData.bytes && (type === 'f32' || bits > 255)) fail(EXIT.usage, `${where}: rgba8unorm texel components are integers 0..255`);
          lastData.arr.push(bits);
        }
        break;
      }
      case 'push': {
        if (n < 3) usage('push TYPE V...');
        const type = oneOf(tok[1], ['u32', 'i32', 'f32'], 'value type', where);
        for (const v of tok.slice(2)) s.push.push(parseBits(v, type, where));
        break;
      }
      case 'wgpu_layout': // the reflection's bind group layout entry (oshlayout.c)
        s.layout.push(parseLayoutLine(tok, where));
        break;
      case 'layout':
      case 'push_range':
        break; // vkrender's
      case 'push_binding':
        if (n !== 3) usage('push_binding SET BINDING');
        s.pushBinding = { set: u32(tok[1], 'set', where), binding: u32(tok[2], 'binding', where) };
        break;
      case 'expect': {
        if (n < 5) usage('expect TARGET X Y V...');
        const t = target(tok[1], where);
        if (n - 4 !== t.ncomp) fail(EXIT.usage, `${where}: ${t.name} has ${t.ncomp} component(s), ${n - 4} value(s) given`);
        const x = u32(tok[2], 'x', where);
        const y = u32(tok[3], 'y', where);
        if (x >= s.w || y >= s.h) fail(EXIT.usage, `${where}: pixel (${x}, ${y}) outside the ${s.w}x${s.h} target`);
        t.ex.push({ x, y, bits: tok.slice(4).map((v) => parseBits(v, kindType(t.kind), where)) });
        break;
      }
      case 'tolerance': {
        if (n !== 3) usage('tolerance TARGET T');
        const t = target(tok[1], where);
        t.tol = Number(tok[2]);
        if (!(t.tol >= 0)) fail(EXIT.usage, `${where}: bad tolerance`);
        if ((t.kind === 'uint' || t.kind === 'sint') && t.tol > 0) fail(EXIT.usage, `${where}: tolerance on an integer target`);
        break;
      }
      default:
        fail(EXIT.usage, `${where}: unknown directive '${tok[0]}'`);
    }
  });
  if (!s.stages.vert) fail(EXIT.usage, `${file}: no 'stage vert'`);
  if (s.push.length && !s.pushBinding) fail(EXIT.usage, `${file}: push constants need push_binding SET BINDING (WGSL has none)`);
  if (s.samples > 1 && s.targets.some((t) => t && (t.kind === 'uint' || t.kind === 'sint')))
    fail(EXIT.usage, `${file}: integer targets cannot be multisampled`);
  if (s.samples > 1 && s.depth?.ex.length) fail(EXIT.usage, `${file}: depth cannot be read back when multisampled`);
  return s;
}

// ------------------------------------------------------------------ WebGPU

function ensureRuntimeDir() {
  const d = process.env.XDG_RUNTIME_DIR;
  if (d && fs.existsSync(d)) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawnrender-xdg-'));
  fs.chmodSync(dir, 0o700);
  process.env.XDG_RUNTIME_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}

// Run by hand, use the repository's Mesa 25 lavapipe when present (as dawnrun).
function defaultIcd() {
  if (process.env.VK_ICD_FILENAMES || process.env.VK_DRIVER_FILES) return;
  const here = path.dirname(new URL(import.meta.url).pathname);
  const icd = path.resolve(here, '..', '..', '.deps', 'mesa25', 'lvp_icd.json');
  if (fs.existsSync(icd) && !fs.existsSync(path.join(path.dirname(icd), 'ld_library_path'))) process.env.VK_ICD_FILENAMES = icd;
}

// Dawn's instance must outlive the adapter and device.
const keepAlive = [];

async function requestAdapter(create, backend) {
  const gl = backend === 'opengles' || backend === 'opengl';
  if (gl && !process.env.EGL_PLATFORM) process.env.EGL_PLATFORM = 'surfaceless';
  let gpu;
  try {
    gpu = create([`backend=${backend}`]);
  } catch (e) {
    fail(EXIT.noGpu, `Dawn backend '${backend}': ${String(e.message).split('\n')[0]}`);
  }
  keepAlive.push(gpu);
  try {
    return await gpu.requestAdapter(gl ? { featureLevel: 'compatibility' } : undefined);
  } catch {
    return null;
  }
}

const f32 = (bits) => new Float32Array(new Uint32Array([bits]).buffer)[0];

function fmtComponent(bits, kind) {
  if (kind === 'uint') return String(bits >>> 0);
  if (kind === 'sint') return String(bits | 0);
  if (kind === 'unorm') return `${(bits / 255).toPrecision(6)} (${bits}/255)`;
  return String(f32(bits));
}

function componentEqual(got, want, kind, tol) {
  if (kind === 'uint' || kind === 'sint') return got === want;
  const g = kind === 'unorm' ? got / 255 : f32(got);
  const w = f32(want);
  if (Number.isNaN(w)) return Number.isNaN(g);
  if (Number.isNaN(g)) return false;
  if (g === w) return true;
  if (!Number.isFinite(g) || !Number.isFinite(w)) return false;
  return Math.abs(g - w) <= tol;
}

// The WGSL that fills a depth32float texture: one full-screen triangle; the
// fragment at (x, y) writes texel y * W + x of a storage buffer as its depth.
const DEPTH_FILL_WGSL = `
@group(0) @binding(0) var<storage, read> texels: array<f32>;
@group(0) @binding(1) var<uniform> width: vec4<u32>;
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
  let uv = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
  return vec4<f32>(uv * vec2<f32>(2.0, -2.0) + vec2<f32>(-1.0, 1.0), 0.0, 1.0);
}
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @builtin(frag_depth) f32 {
  return texels[u32(p.y) * width.x + u32(p.x)];
}`;

function fillDepthTexture(device, enc, tex, r) {
  const data = new Uint32Array(r.w * r.h);
  data.set(r.data);
  const buf = device.createBuffer({ size: data.byteLength, usage: GPUBufferUsage.STORAGE, mappedAtCreation: true });
  new Uint32Array(buf.getMappedRange()).set(data);
  buf.unmap();
  const wbuf = device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM, mappedAtCreation: true });
  new Uint32Array(wbuf.getMappedRange()).set([r.w, 0, 0, 0]);
  wbuf.unmap();
  const module = device.createShaderModule({ code: DEPTH_FILL_WGSL, label: 'depth fill' });
  const pipeline = device.createRenderPipeline({
    layout: 'auto',
    vertex: { module, entryPoint: 'vs' },
    fragment: { module, entryPoint: 'fs', targets: [] },
    depthStencil: { format: 'depth32float', depthWriteEnabled: true, depthCompare: 'always' },
  });
  const bg = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [{ binding: 0, resource: { buffer: buf } }, { binding: 1, resource: { buffer: wbuf } }],
  });
  const pass = enc.beginRenderPass({
    colorAttachments: [],
    depthStencilAttachment: { view: tex.createView(), depthClearValue: 0, depthLoadOp: 'clear', depthStoreOp: 'store' },
  });
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, bg);
  pass.draw(3);
  pass.end();
}

async function render(args) {
  let backend = process.env.DAWNRUN_BACKEND || '';
  let dump = false;
  const files = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--backend') backend = args[++i] ?? '';
    else if (args[i] === '--dump') dump = true;
    else if (args[i].startsWith('-')) fail(EXIT.usage, `unknown option ${args[i]}`);
    else files.push(args[i]);
  }
  if (files.length !== 1) fail(EXIT.usage, 'usage: dawnrender [--backend vulkan|opengles] [--dump] SPEC.txt');
  const t0 = performance.now();
  const s = parseRenderSpec(readText(files[0]), files[0]);
  const sources = {};
  const decls = new Map();
  for (const st of Object.values(s.stages)) {
    sources[st.file] ??= readText(st.file);
    for (const [k, v] of wgslResources(sources[st.file])) decls.set(k, v);
  }

  let webgpu;
  try {
    webgpu = await import('webgpu');
  } catch (e) {
    fail(EXIT.noGpu, `cannot load the npm package 'webgpu' (run tools/install-test-deps.sh): ${e.message}`);
  }
  Object.assign(globalThis, webgpu.globals);
  let adapter = null;
  let used = null;
  for (const b of backend ? [backend] : ['vulkan', 'opengles']) {
    adapter = await requestAdapter(webgpu.create, b);
    if (adapter) {
      used = b;
      break;
    }
  }
  if (!adapter) fail(EXIT.noGpu, `no WebGPU adapter on backend(s) ${backend || 'vulkan, opengles'}`);
  const requiredLimits = {};
  for (const k in adapter.limits) if (typeof adapter.limits[k] === 'number') requiredLimits[k] = adapter.limits[k];
  const device = await adapter.requestDevice({ requiredFeatures: [...adapter.features], requiredLimits });
  if (!device) fail(EXIT.noGpu, 'requestDevice returned no device');
  const uncaptured = [];
  device.addEventListener('uncapturederror', (ev) => uncaptured.push(ev.error.message));
  const filterableF32 = device.features.has('float32-filterable');

  const problems = [];
  for (const f of ['validation', 'out-of-memory', 'internal']) device.pushErrorScope(f);
  let readbacks = [];
  let thrown;
  try {
    readbacks = await draw(device, s, sources, decls, filterableF32, problems, dump);
  } catch (e) {
    thrown = e;
  }
  for (let i = 0; i < 3; i++) {
    const e = await device.popErrorScope();
    if (e) problems.push(e.message);
  }
  if (thrown) throw thrown;
  problems.push(...uncaptured);

  let mismatches = 0;
  let checked = 0;
  for (const { t, data } of readbacks) {
    const comp = (x, y, c) => data[(y * s.w + x) * t.ncomp + c];
    if (dump) {
      console.log(`${t.name} (${t.format}):`);
      for (let y = 0; y < s.h; y++) {
        const row = [];
        for (let x = 0; x < s.w; x++)
          row.push(`(${Array.from({ length: t.ncomp }, (_, c) => (t.kind === 'unorm' ? (comp(x, y, c) / 255).toFixed(4) : t.kind === 'float' ? f32(comp(x, y, c)).toPrecision(6) : t.kind === 'sint' ? comp(x, y, c) | 0 : comp(x, y, c))).join(' ')})`);
        console.log(`  y=${y}: ${row.join(' ')}`);
      }
    }
    let bad = 0;
    for (const e of t.ex) {
      let ok = true;
      for (let c = 0; c < t.ncomp; c++) ok &&= componentEqual(comp(e.x, e.y, c), e.bits[c], t.kind, t.tol);
      if (ok) continue;
      if (bad < 10) {
        const got = Array.from({ length: t.ncomp }, (_, c) => fmtComponent(comp(e.x, e.y, c), t.kind)).join(', ');
        const want = e.bits.map((b) => fmtComponent(b, t.kind === 'unorm' ? 'float' : t.kind)).join(', ');
        console.error(`dawnrender: ${t.name} pixel (${e.x}, ${e.y}): got (${got}), expected (${want})`);
      }
      bad++;
    }
    if (bad) console.error(`dawnrender: ${t.name}: ${bad} of ${t.ex.length} checked pixels differ (tolerance ${t.tol})`);
    mismatches += bad;
    checked += t.ex.length;
  }
  device.destroy();
  if (process.env.DAWNRUN_VERBOSE) console.error(`dawnrender: ${(performance.now() - t0).toFixed(1)} ms in all on ${used}`);
  if (problems.length) {
    for (const p of problems) console.error(`dawnrender: ${p}`);
    fail(EXIT.validation, `${problems.length} message(s) from Tint/Dawn${mismatches ? ' and pixel mismatches' : ''}`);
  }
  if (mismatches) fail(EXIT.mismatch, `${mismatches} pixel(s) differ`);
  console.log(`dawnrender: PASS on ${used} (${checked} pixel value(s) checked, ${s.w}x${s.h}, ${s.targets.filter(Boolean).length} color target(s)${s.samples > 1 ? ', multisampled' : ''})`);
}

async function draw(device, s, sources, decls, filterableF32, problems, dump) {
  const modules = {};
  for (const [file, code] of Object.entries(sources)) {
    const m = device.createShaderModule({ code, label: path.basename(file) });
    const info = await m.getCompilationInfo();
    for (const msg of info.messages)
      if (msg.type === 'error' || msg.type === 'warning')
        problems.push(`${path.basename(file)}:${msg.lineNum}:${msg.linePos}: ${msg.type}: ${msg.message}`);
    modules[file] = m;
  }
  const visibility = GPUShaderStage.VERTEX | GPUShaderStage.FRAGMENT;
  const enc = device.createCommandEncoder();

  // Resources (the push-constant block is one more uniform buffer).
  const res = s.res.map((r) => ({ ...r }));
  if (s.push.length) {
    const { set, binding } = s.pushBinding;
    if (res.some((r) => r.set === set && r.binding === binding)) fail(EXIT.usage, `push_binding ${set} ${binding} collides with a resource`);
    res.push({ kind: 'uniform', set, binding, data: s.push });
  }
  for (const r of res) {
    if (r.kind === 'uniform' || r.kind === 'storage') {
      const size = Math.max(16, Math.ceil((r.data.length * 4) / 16) * 16);
      r.gpu = device.createBuffer({ size, usage: r.kind === 'uniform' ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE, mappedAtCreation: true });
      new Uint32Array(r.gpu.getMappedRange()).set(r.data);
      r.gpu.unmap();
      const d = decls.get(`${r.set}/${r.binding}`);
      r.layout = { buffer: { type: r.kind === 'uniform' ? 'uniform' : d && d.space === 'storage' && d.access === 'read' ? 'read-only-storage' : 'storage' } };
      r.resource = { buffer: r.gpu };
    } else if (r.kind === 'texture') {
      const [ncomp, bytes, kind] = FORMATS[r.format];
      const depth = kind === 'depth';
      r.gpu = device.createTexture({
        size: [r.w, r.h],
        format: gpuFormat(r.format),
        usage: GPUTextureUsage.TEXTURE_BINDING | (depth ? GPUTextureUsage.RENDER_ATTACHMENT : GPUTextureUsage.COPY_DST),
      });
      if (depth) fillDepthTexture(device, enc, r.gpu, r);
      else {
        const n = r.w * r.h * ncomp;
        const data = bytes === 1 ? new Uint8Array(n) : new Uint32Array(n);
        data.set(r.data.slice(0, n));
        device.queue.writeTexture({ texture: r.gpu }, data, { bytesPerRow: r.w * ncomp * bytes }, [r.w, r.h]);
      }
      const sampleType = depth ? 'depth' : r.format === 'rgba8unorm' || filterableF32 ? 'float' : 'unfilterable-float';
      r.layout = { texture: { sampleType } };
      r.resource = r.gpu.createView();
    } else {
      r.gpu = device.createSampler({
        magFilter: r.filter, minFilter: r.filter, addressModeU: r.address, addressModeV: r.address, addressModeW: r.address,
        ...(r.compare ? { compare: r.compare } : {}),
      });
      r.layout = { sampler: { type: r.compare ? 'comparison' : r.filter === 'linear' ? 'filtering' : 'non-filtering' } };
      r.resource = r.gpu;
    }
  }
  // With wgpu_layout lines the bind group layouts are the reflection's: a
  // resource must be at an entry of its kind there (one the layout lacks is
  // left unbound: no stage uses it), and every entry gets a resource.
  for (const r of res) {
    if (!s.layout.length) break;
    const l = s.layout.find((e) => e.set === r.set && e.binding === r.binding);
    if (!l) {
      r.unbound = true;
      continue;
    }
    const want = Object.keys(r.layout)[0];
    if (Object.keys(l.entry)[0] !== want || (want === 'buffer' && (l.entry.buffer.type === 'uniform') !== (r.kind === 'uniform')))
      fail(EXIT.mismatch, `group ${r.set} binding ${r.binding}: the reflection's layout has ${JSON.stringify(l.entry)} ('${l.name}'), the test binds ${JSON.stringify(r.layout)}`);
  }
  for (const l of s.layout)
    if (!res.some((r) => r.set === l.set && r.binding === l.binding))
      fail(EXIT.mismatch, `the reflection's layout has '${l.name}' at group ${l.set} binding ${l.binding}, which the test does not bind`);
  const nsets = res.concat(s.layout).reduce((n, r) => Math.max(n, r.set + 1), 0);
  const layouts = [];
  const groups = [];
  for (let set = 0; set < nsets; set++) {
    const mine = res.filter((r) => r.set === set && !r.unbound);
    const entries = s.layout.length
      ? s.layout.filter((l) => l.set === set).map((l) => ({ binding: l.binding, visibility: l.visibility, ...l.entry }))
      : mine.map((r) => ({ binding: r.binding, visibility, ...r.layout }));
    const layout = device.createBindGroupLayout({ entries });
    layouts.push(layout);
    groups.push(device.createBindGroup({ layout, entries: mine.map((r) => ({ binding: r.binding, resource: r.resource })) }));
  }

  // Vertex buffers: slot = binding.
  const nslots = s.vbufs.reduce((n, b) => Math.max(n, b.binding + 1), 0);
  const buffers = Array.from({ length: nslots }, () => null);
  for (const b of s.vbufs) {
    buffers[b.binding] = { arrayStride: b.stride, stepMode: b.step, attributes: s.attrs.filter((a) => a.binding === b.binding).map(({ binding, ...a }) => a) };
    b.gpu = device.createBuffer({ size: Math.max(4, b.data.length * 4), usage: GPUBufferUsage.VERTEX, mappedAtCreation: true });
    new Uint32Array(b.gpu.getMappedRange()).set(b.data);
    b.gpu.unmap();
  }
  if (s.attrs.some((a) => !buffers[a.binding])) fail(EXIT.usage, 'an attribute reads a vertex buffer that is not declared');

  // Targets.
  const ncolor = s.targets.length;
  const colorTargets = [];
  const colorAttachments = [];
  for (let i = 0; i < ncolor; i++) {
    const t = s.targets[i];
    if (!t) {
      colorTargets.push(null);
      colorAttachments.push(null);
      continue;
    }
    colorTargets.push({ format: t.format });
    t.tex = device.createTexture({ size: [s.w, s.h], format: t.format, sampleCount: 1, usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC });
    const ms = s.samples > 1 ? device.createTexture({ size: [s.w, s.h], format: t.format, sampleCount: s.samples, usage: GPUTextureUsage.RENDER_ATTACHMENT }) : null;
    const clearValue = t.kind === 'uint' ? t.clear.map((b) => b >>> 0) : t.kind === 'sint' ? t.clear.map((b) => b | 0) : t.clear.map(f32);
    while (clearValue.length < 4) clearValue.push(0);
    colorAttachments.push({
      view: (ms ?? t.tex).createView(),
      ...(ms ? { resolveTarget: t.tex.createView() } : {}),
      clearValue,
      loadOp: 'clear',
      storeOp: ms ? 'discard' : 'store',
    });
  }
  let depthStencilAttachment;
  if (s.depth) {
    const d = s.depth;
    d.tex = device.createTexture({ size: [s.w, s.h], format: 'depth32float', sampleCount: s.samples, usage: GPUTextureUsage.RENDER_ATTACHMENT | (s.samples === 1 ? GPUTextureUsage.COPY_SRC : 0) });
    depthStencilAttachment = { view: d.tex.createView(), depthClearValue: f32(d.clear[0]), depthLoadOp: 'clear', depthStoreOp: 'store' };
  }

  const vert = s.stages.vert;
  const frag = s.stages.frag;
  const pipeline = device.createRenderPipeline({
    layout: device.createPipelineLayout({ bindGroupLayouts: layouts }),
    vertex: { module: modules[vert.file], entryPoint: vert.entry, buffers },
    ...(frag ? { fragment: { module: modules[frag.file], entryPoint: frag.entry, targets: colorTargets } } : {}),
    primitive: { topology: s.topology, cullMode: s.cull, frontFace: s.frontFace },
    ...(s.depth ? { depthStencil: { format: 'depth32float', depthWriteEnabled: s.depth.write, depthCompare: s.depth.compare } } : {}),
    multisample: { count: s.samples },
  });
  const pass = enc.beginRenderPass({ colorAttachments, ...(depthStencilAttachment ? { depthStencilAttachment } : {}) });
  pass.setPipeline(pipeline);
  groups.forEach((g, k) => pass.setBindGroup(k, g));
  for (const b of s.vbufs) pass.setVertexBuffer(b.binding, b.gpu);
  pass.draw(...s.draw);
  pass.end();

  // Readback: rows padded to 256 bytes.
  const reads = [];
  const readable = s.targets.filter(Boolean).concat(s.depth && s.samples === 1 && (s.depth.ex.length || dump) ? [s.depth] : []);
  for (const t of readable) {
    const [ncomp, bytes] = FORMATS[t.format];
    const row = s.w * ncomp * bytes;
    const padded = Math.ceil(row / 256) * 256;
    const rb = device.createBuffer({ size: padded * s.h, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
    enc.copyTextureToBuffer({ texture: t.tex, ...(t === s.depth ? { aspect: 'depth-only' } : {}) }, { buffer: rb, bytesPerRow: padded }, [s.w, s.h]);
    reads.push({ t, rb, row, padded, bytes });
  }
  device.queue.submit([enc.finish()]);
  const out = [];
  for (const r of reads) {
    await r.rb.mapAsync(GPUMapMode.READ);
    const raw = new Uint8Array(r.rb.getMappedRange());
    const tight = new Uint8Array(r.row * s.h);
    for (let y = 0; y < s.h; y++) tight.set(raw.subarray(y * r.padded, y * r.padded + r.row), y * r.row);
    r.rb.unmap();
    out.push({ t: r.t, data: r.bytes === 1 ? tight : new Uint32Array(tight.buffer) });
  }
  return out;
}

function readText(p) {
  try {
    return fs.readFileSync(p, 'utf8');
  } catch (e) {
    fail(EXIT.usage, `cannot read ${p}: ${e.message}`);
  }
}

if (import.meta.url === `file://${process.argv[1] && fs.realpathSync(process.argv[1])}`) {
  ensureRuntimeDir();
  defaultIcd();
  render(process.argv.slice(2)).then(
    () => process.exit(EXIT.ok),
    (e) => {
      if (e instanceof Fail) {
        console.error(`dawnrender: FAIL: ${e.message}`);
        process.exit(e.code);
      }
      console.error(`dawnrender: FAIL: ${e?.stack || e}`);
      process.exit(EXIT.fail);
    },
  );
}
