#!/usr/bin/env node
// dawnrun: checks and runs WGSL with Dawn (the npm package `webgpu`, whose
// shader compiler is Tint).
//
//   node dawnrun.mjs validate [--compute-entry NAME] SHADER.wgsl
//       Compiles the module on Dawn's null backend (a device with every
//       feature the null adapter has, so `enable f16;` and
//       `enable subgroups;` are accepted). Any message of error or warning
//       severity from getCompilationInfo(), any error caught by an error
//       scope and any uncaptured error fails. With --compute-entry it also
//       builds a compute pipeline (layout 'auto') for that entry point;
//       when that fails only on a limit (the null adapter has WebGPU's
//       default limits, e.g. 256 invocations per workgroup), the pipeline
//       is built again on a real adapter (vulkan, then opengles) with the
//       adapter's maximum limits.
//
//   node dawnrun.mjs run [--backend vulkan|opengles] [--dump] SHADER.wgsl SPEC.txt
//       Runs the compute shader on a real backend and compares buffers.
//       SPEC is the format documented at the top of vkrun.c (entry,
//       dispatch, buffer, init, expect, tolerance, push, push_binding,
//       spec). Here `push` data is bound as a uniform buffer at
//       `push_binding SET BINDING` (WGSL has no push constants), and
//       `spec ID TYPE VALUE` becomes the pipeline constant "ID" (only for
//       ids the WGSL declares with @id(ID)). A storage buffer that the WGSL
//       declares `var<storage, read>` gets a read-only-storage layout entry.
//       `image` resources become textures: storage images storage textures
//       (access from the WGSL declaration: read, write or read_write),
//       sampled images textures (sample type float when the device has
//       float32-filterable, else unfilterable-float; uint; sint); `sampler`
//       becomes a sampler (filtering when linear). WebGPU has no texel
//       buffers, binding arrays (B[K]) or 1d_array textures: such a spec
//       fails as a usage error (exit 2).
//       With `wgpu_layout GROUP BINDING {JSON} NAME` lines (the bind group
//       layout entries the reflection gives, tests/runners/oshlayout.c) the
//       bind group layouts are those entries instead: every resource of the
//       spec must be at an entry of its kind (one the layout lacks is left
//       unbound when nothing is expected of it: the shader does not use
//       it), and every entry must get a resource.
//       The device gets every feature and the adapter's best limits.
//       Backend: --backend, else $DAWNRUN_BACKEND, else vulkan, then opengles
//       (EGL_PLATFORM=surfaceless, featureLevel 'compatibility').
//
//   node dawnrun.mjs info
//       Prints, for each backend, the adapter found and its features.
//
// Exit status (as vkrun): 0 pass; 1 values differ; 2 usage, file or spec
// error; 3 no adapter/device; 4 compilation or validation message; 5 other
// WebGPU failure.
//
// Needs XDG_RUNTIME_DIR (set to a private temporary folder if unset). Without
// VK_ICD_FILENAMES it uses <repo>/.deps/mesa25/lvp_icd.json when present.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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

function ensureRuntimeDir() {
  const d = process.env.XDG_RUNTIME_DIR;
  if (d && fs.existsSync(d)) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawnrun-xdg-'));
  fs.chmodSync(dir, 0o700);
  process.env.XDG_RUNTIME_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}

async function loadWebGPU() {
  try {
    return await import('webgpu');
  } catch (e) {
    fail(EXIT.noGpu, `cannot load the npm package 'webgpu' (run tools/install-test-deps.sh): ${e.message}`);
  }
}

// ------------------------------------------------------------------ spec

function parseValue(tok, type, where) {
  if (tok.startsWith('raw:')) {
    const s = tok.slice(4);
    if (!/^0x[0-9a-fA-F]{1,8}$/.test(s)) fail(EXIT.usage, `${where}: bad raw value '${tok}'`);
    return parseInt(s, 16) >>> 0;
  }
  if (type === 'f32') {
    let v;
    if (tok === 'nan') v = NaN;
    else if (tok === 'inf' || tok === '+inf') v = Infinity;
    else if (tok === '-inf') v = -Infinity;
    else if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(tok)) v = Number(tok);
    else fail(EXIT.usage, `${where}: bad float '${tok}'`);
    const f = new Float32Array([v]);
    return new Uint32Array(f.buffer)[0];
  }
  if (!/^-?(0x[0-9a-fA-F]+|\d+)$/.test(tok)) fail(EXIT.usage, `${where}: bad integer '${tok}'`);
  const neg = tok.startsWith('-');
  const big = BigInt(neg ? tok.slice(1) : tok);
  const v = neg ? -big : big;
  if (type === 'i32' && (v < -(2n ** 31n) || v > 2n ** 31n - 1n)) fail(EXIT.usage, `${where}: integer out of range '${tok}'`);
  if (type === 'u32' && (v < -(2n ** 31n) || v > 2n ** 32n - 1n)) fail(EXIT.usage, `${where}: integer out of range '${tok}'`);
  if (type === 'bool' && v !== 0n && v !== 1n) fail(EXIT.usage, `${where}: bool must be 0 or 1`);
  return Number(BigInt.asUintN(32, v));
}

function checkType(t, where, allowBool = false) {
  const ok = ['u32', 'i32', 'f32'].concat(allowBool ? ['bool'] : []);
  if (!ok.includes(t)) fail(EXIT.usage, `${where}: unknown element type '${t}' (${ok.join(', ')})`);
  return t;
}

function parseU32(tok, what, where) {
  if (!/^(0x[0-9a-fA-F]+|\d+)$/.test(tok ?? '')) fail(EXIT.usage, `${where}: bad ${what} '${tok}'`);
  const v = Number(tok);
  if (v > 0xffffffff) fail(EXIT.usage, `${where}: ${what} out of range`);
  return v;
}

// `wgpu_layout GROUP BINDING VISIBILITY {GPUBindGroupLayoutEntry fields}
// NAME`: a bind group layout entry from the reflection (oshlayout.c).
export function parseLayoutLine(tok, where) {
  if (tok.length < 6) fail(EXIT.usage, `${where}: usage: wgpu_layout GROUP BINDING VISIBILITY {JSON} NAME`);
  let entry;
  try {
    entry = JSON.parse(tok.slice(4, -1).join(' '));
  } catch (e) {
    fail(EXIT.usage, `${where}: wgpu_layout: bad JSON: ${e.message}`);
  }
  return { set: parseU32(tok[1], 'group', where), binding: parseU32(tok[2], 'binding', where), visibility: parseU32(tok[3], 'visibility', where), entry, name: tok[tok.length - 1] };
}

// With wgpu_layout lines (the reflection's bind group layout entries):
// every resource the test binds is at an entry of its kind, and every entry
// gets a resource (WebGPU binds whole groups). A difference is a mismatch,
// but for a resource the layout lacks and the test expects nothing of: the
// shader does not use it, and it is left unbound.
function checkLayout(layout, bindings) {
  const kindOf = (b) => (b.what === 'sampler' ? 'sampler' : b.what === 'image' ? (b.kind === 'storage' ? 'storageTexture' : 'texture') : 'buffer');
  for (const b of bindings) {
    const l = layout.find((e) => e.set === b.set && e.binding === b.binding);
    const what = b.isPush ? 'the push constants' : `a ${kindOf(b)}`;
    if (!l && b.expect.length) fail(EXIT.mismatch, `the test expects values of ${what} at group ${b.set} binding ${b.binding}, which the reflection's layout lacks`);
    if (!l) {
      b.unbound = true; // the shader does not use it (say, after optimization)
      continue;
    }
    const k = Object.keys(l.entry)[0];
    const ok = k === kindOf(b) && (k !== 'buffer' || (b.kind === 'uniform') === (l.entry.buffer.type === 'uniform'));
    if (!ok) fail(EXIT.mismatch, `group ${b.set} binding ${b.binding}: the reflection's layout has ${JSON.stringify(l.entry)} ('${l.name}'), the test binds ${what} (${b.kind})`);
  }
  for (const l of layout)
    if (!bindings.some((b) => b.set === l.set && b.binding === l.binding))
      fail(EXIT.mismatch, `the reflection's layout has '${l.name}' at group ${l.set} binding ${l.binding}, which the test does not bind`);
}

export function parseSpec(text, file = 'spec') {
  const spec = { entry: 'main', dispatch: [1, 1, 1], buffers: [], push: [], pushBinding: null, constants: [], layout: [] };
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const where = `${file}:${i + 1}`;
    const tok = raw.trim().split(/\s+/).filter((t) => t.length);
    if (!tok.length || tok[0].startsWith('#')) return;
    const last = spec.buffers[spec.buffers.length - 1];
    switch (tok[0]) {
      case 'entry':
        if (tok.length !== 2) fail(EXIT.usage, `${where}: usage: entry NAME`);
        spec.entry = tok[1];
        break;
      case 'dispatch':
        if (tok.length !== 4) fail(EXIT.usage, `${where}: usage: dispatch X Y Z`);
        spec.dispatch = tok.slice(1).map((t) => parseU32(t, 'dispatch size', where));
        break;
      case 'buffer':
      case 'texel_buffer':
      case 'image':
      case 'sampler': {
        const usage = {
          buffer: 'buffer SET BINDING storage|uniform u32|i32|f32 COUNT',
          texel_buffer: 'texel_buffer SET BINDING storage|uniform FORMAT COUNT',
          image: 'image SET BINDING storage|sampled FORMAT DIM W H D LAYERS',
          sampler: 'sampler SET BINDING nearest|linear clamp|repeat|mirror',
        }[tok[0]];
        const want = { buffer: 6, texel_buffer: 6, image: 10, sampler: 5 }[tok[0]];
        if (tok.length !== want) fail(EXIT.usage, `${where}: usage: ${usage}`);
        const bm = /^(\w+)(?:\[(\w+)\])?$/.exec(tok[2]);
        if (!bm) fail(EXIT.usage, `${where}: bad binding '${tok[2]}' (B or B[K])`);
        const b = {
          what: tok[0],
          set: parseU32(tok[1], 'set', where),
          binding: parseU32(bm[1], 'binding', where),
          index: bm[2] === undefined ? 0 : parseU32(bm[2], 'array element', where),
          kind: tok[3],
          init: [],
          expect: [],
          tolerance: 0,
        };
        if (tok[0] === 'buffer') {
          b.type = checkType(tok[4], where);
          b.count = parseU32(tok[5], 'count', where);
          if (b.kind !== 'storage' && b.kind !== 'uniform') fail(EXIT.usage, `${where}: buffer kind must be storage or uniform`);
        } else if (tok[0] === 'texel_buffer') {
          const f = FORMATS[tok[4]] ?? fail(EXIT.usage, `${where}: unknown format '${tok[4]}'`);
          b.type = f.type;
          b.count = parseU32(tok[5], 'count', where) * f.comps;
          if (b.kind !== 'storage' && b.kind !== 'uniform') fail(EXIT.usage, `${where}: texel_buffer kind must be storage or uniform`);
        } else if (tok[0] === 'image') {
          b.format = FORMATS[tok[4]] ?? fail(EXIT.usage, `${where}: unknown format '${tok[4]}'`);
          b.type = b.format.type;
          b.dim = tok[5];
          if (!['1d', '2d', '3d', '1d_array', '2d_array'].includes(b.dim)) fail(EXIT.usage, `${where}: image dimension must be 1d, 2d, 3d, 1d_array or 2d_array`);
          b.extent = tok.slice(6, 9).map((t) => parseU32(t, 'image size', where));
          b.layers = parseU32(tok[9], 'layers', where);
          if ([...b.extent, b.layers].some((v) => v < 1 || v > 4096)) fail(EXIT.usage, `${where}: image sizes must be 1..4096`);
          if ((b.dim[0] === '1' && b.extent[1] !== 1) || (b.dim[0] !== '3' && b.extent[2] !== 1) || (!b.dim.endsWith('array') && b.layers !== 1))
            fail(EXIT.usage, `${where}: image ${b.dim}: H must be 1 for 1d, D 1 unless 3d, LAYERS 1 unless an array`);
          b.count = b.extent[0] * b.extent[1] * b.extent[2] * b.layers * b.format.comps;
          if (b.kind !== 'storage' && b.kind !== 'sampled') fail(EXIT.usage, `${where}: image kind must be storage or sampled`);
        } else {
          b.count = 0;
          if (!['nearest', 'linear'].includes(tok[3])) fail(EXIT.usage, `${where}: sampler filter must be nearest or linear`);
          b.address = { clamp: 'clamp-to-edge', repeat: 'repeat', mirror: 'mirror-repeat' }[tok[4]] ?? fail(EXIT.usage, `${where}: sampler address mode must be clamp, repeat or mirror`);
        }
        if (tok[0] !== 'sampler' && (b.count < 1 || b.count > 2 ** 26)) fail(EXIT.usage, `${where}: buffer count must be 1..2^26`);
        if (spec.buffers.some((o) => o.set === b.set && o.binding === b.binding && o.index === b.index))
          fail(EXIT.usage, `${where}: set ${b.set} binding ${b.binding} given twice`);
        spec.buffers.push(b);
        break;
      }
      case 'init':
      case 'expect': {
        if (!last || last.what === 'sampler') fail(EXIT.usage, `${where}: '${tok[0]}' before any buffer or image`);
        if (tok[0] === 'expect' && last.what === 'image' && last.kind === 'sampled') fail(EXIT.usage, `${where}: a sampled image cannot be checked`);
        const arr = last[tok[0]];
        for (const t of tok.slice(1)) {
          if (arr.length >= last.count) fail(EXIT.usage, `${where}: too many ${tok[0]} values (buffer has ${last.count} elements)`);
          arr.push(parseValue(t, last.type, where));
        }
        break;
      }
      case 'tolerance':
        if (!last || tok.length !== 2) fail(EXIT.usage, `${where}: usage (after a buffer): tolerance T`);
        last.tolerance = Number(tok[1]);
        if (!(last.tolerance >= 0)) fail(EXIT.usage, `${where}: bad tolerance`);
        if (last.type !== 'f32' && last.tolerance > 0) fail(EXIT.usage, `${where}: tolerance on a non-f32 buffer`);
        break;
      case 'push': {
        if (tok.length < 3) fail(EXIT.usage, `${where}: usage: push u32|i32|f32 V...`);
        const t = checkType(tok[1], where);
        for (const v of tok.slice(2)) spec.push.push(parseValue(v, t, where));
        break;
      }
      case 'push_binding':
        if (tok.length !== 3) fail(EXIT.usage, `${where}: usage: push_binding SET BINDING`);
        spec.pushBinding = { set: parseU32(tok[1], 'set', where), binding: parseU32(tok[2], 'binding', where) };
        break;
      case 'wgpu_layout': {
        spec.layout.push(parseLayoutLine(tok, where));
        break;
      }
      case 'layout':
      case 'push_range':
        break; // vkrun's (the Vulkan layout)
      case 'spec': {
        if (tok.length !== 4) fail(EXIT.usage, `${where}: usage: spec ID u32|i32|f32|bool VALUE`);
        const id = parseU32(tok[1], 'constant id', where);
        const type = checkType(tok[2], where, true);
        const bits = parseValue(tok[3], type, where);
        if (spec.constants.some((c) => c.id === id)) fail(EXIT.usage, `${where}: specialization constant ${id} given twice`);
        spec.constants.push({ id, type, bits });
        break;
      }
      default:
        fail(EXIT.usage, `${where}: unknown directive '${tok[0]}'`);
    }
  });
  for (const b of spec.buffers)
    if (b.expect.length && b.expect.length !== b.count)
      fail(EXIT.usage, `${file}: buffer ${b.set}/${b.binding}: ${b.expect.length} expected values for ${b.count} elements`);
  if (spec.push.length && !spec.pushBinding)
    fail(EXIT.usage, `${file}: push constants given without push_binding (needed for WGSL)`);
  return spec;
}

// Texel formats of the spec: element type, components, WebGPU format.
const FORMATS = {
  r32f: { type: 'f32', comps: 1, gpu: 'r32float' },
  rg32f: { type: 'f32', comps: 2, gpu: 'rg32float' },
  rgba32f: { type: 'f32', comps: 4, gpu: 'rgba32float' },
  r32ui: { type: 'u32', comps: 1, gpu: 'r32uint' },
  rg32ui: { type: 'u32', comps: 2, gpu: 'rg32uint' },
  rgba32ui: { type: 'u32', comps: 4, gpu: 'rgba32uint' },
  r32i: { type: 'i32', comps: 1, gpu: 'r32sint' },
  rg32i: { type: 'i32', comps: 2, gpu: 'rg32sint' },
  rgba32i: { type: 'i32', comps: 4, gpu: 'rgba32sint' },
};

// Storage texture declarations of a WGSL module: "g/b" -> access
// ('read-only', 'write-only' or 'read-write').
export function wgslStorageTextures(src) {
  const res = new Map();
  const noComments = src.replace(/\/\/[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const re = /((?:@\s*\w+\s*(?:\([^)]*\))?\s*)+)var\s+\w+\s*:\s*texture_storage_\w+\s*<\s*\w+\s*,\s*(\w+)\s*>/g;
  let m;
  while ((m = re.exec(noComments))) {
    const g = /@\s*group\s*\(\s*(\d+)\s*\)/.exec(m[1]);
    const b = /@\s*binding\s*\(\s*(\d+)\s*\)/.exec(m[1]);
    const access = { read: 'read-only', write: 'write-only', read_write: 'read-write' }[m[2]];
    if (g && b && access) res.set(`${g[1]}/${b[1]}`, access);
  }
  return res;
}

// Resource declarations of a WGSL module: "g/b" -> {space, access}.
export function wgslResources(src) {
  const res = new Map();
  const noComments = src.replace(/\/\/[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
  const re = /((?:@\s*\w+\s*(?:\([^)]*\))?\s*)+)var\s*<\s*(\w+)\s*(?:,\s*(\w+)\s*)?>/g;
  let m;
  while ((m = re.exec(noComments))) {
    const g = /@\s*group\s*\(\s*(\d+)\s*\)/.exec(m[1]);
    const b = /@\s*binding\s*\(\s*(\d+)\s*\)/.exec(m[1]);
    if (g && b) res.set(`${g[1]}/${b[1]}`, { space: m[2], access: m[3] ?? 'read' });
  }
  return res;
}

export function wgslOverrideIds(src) {
  const ids = new Set();
  const noComments = src.replace(/\/\/[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of noComments.matchAll(/@\s*id\s*\(\s*(\d+)\s*\)/g)) ids.add(Number(m[1]));
  return ids;
}

// ------------------------------------------------------------------ helpers

function formatMessages(info, file) {
  return info.messages.map((m) => `${file}:${m.lineNum}:${m.linePos}: ${m.type}: ${m.message}`);
}

async function withErrorScopes(device, fn) {
  device.pushErrorScope('out-of-memory');
  device.pushErrorScope('internal');
  device.pushErrorScope('validation');
  let value;
  let thrown;
  try {
    value = await fn();
  } catch (e) {
    thrown = e;
  }
  const errors = [];
  for (let i = 0; i < 3; i++) {
    const e = await device.popErrorScope();
    if (e) errors.push(e.message);
  }
  if (thrown) throw thrown;
  return { value, errors };
}

function bitsToString(bits, type) {
  if (type === 'i32') return String(bits | 0);
  if (type === 'f32') {
    const f = new Float32Array(new Uint32Array([bits]).buffer)[0];
    return `${f} (raw:0x${bits.toString(16).padStart(8, '0')})`;
  }
  return String(bits >>> 0);
}

function valuesEqual(got, want, type, tol) {
  if (type !== 'f32') return got === want;
  const [g, w] = new Float32Array(new Uint32Array([got, want]).buffer);
  if (Number.isNaN(w)) return Number.isNaN(g);
  if (Number.isNaN(g)) return false;
  if (got === want || g === w) return true;
  if (!Number.isFinite(w) || !Number.isFinite(g)) return false;
  return Math.abs(g - w) <= tol;
}

async function makeDevice(adapter) {
  const requiredLimits = {};
  for (const k in adapter.limits) {
    const v = adapter.limits[k];
    if (typeof v === 'number') requiredLimits[k] = v;
  }
  const requiredFeatures = [...adapter.features];
  const device = await adapter.requestDevice({ requiredFeatures, requiredLimits });
  if (!device) fail(EXIT.noGpu, 'requestDevice returned no device');
  const uncaptured = [];
  device.addEventListener('uncapturederror', (ev) => uncaptured.push(ev.error.message));
  return { device, uncaptured };
}

// ------------------------------------------------------------------ modes

async function validate(args) {
  let entry = null;
  const files = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--compute-entry') entry = args[++i];
    else if (args[i].startsWith('-')) fail(EXIT.usage, `unknown option ${args[i]}`);
    else files.push(args[i]);
  }
  if (files.length !== 1 || entry === undefined) fail(EXIT.usage, 'usage: dawnrun validate [--compute-entry NAME] SHADER.wgsl');
  const code = readText(files[0]);
  const { create, globals } = await loadWebGPU();
  Object.assign(globalThis, globals);
  const gpu = create(['backend=null']);
  keepAlive.push(gpu);
  const adapter = await gpu.requestAdapter();
  if (!adapter) fail(EXIT.noGpu, "Dawn's null backend gave no adapter");
  const { device, uncaptured } = await makeDevice(adapter);
  const problems = [];
  const { errors } = await withErrorScopes(device, async () => {
    const module = device.createShaderModule({ code, label: path.basename(files[0]) });
    const info = await module.getCompilationInfo();
    for (const m of info.messages) {
      if (m.type === 'error' || m.type === 'warning') problems.push(...formatMessages({ messages: [m] }, files[0]));
      else console.log(formatMessages({ messages: [m] }, files[0])[0]);
    }
    if (entry && !problems.length) {
      device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: entry } });
    }
  });
  device.destroy();
  // The null adapter only reports WebGPU's default limits (256 invocations
  // per workgroup, 16 KiB of workgroup storage, ...), whatever we request.
  // When the pipeline fails on a limit alone, build it again on a real
  // adapter with that adapter's maximum limits, as a host would.
  let limitsFrom = null;
  const overLimit = (m) => /exceeds the maximum allowed|exceeds the limit|maximum allowed/i.test(m);
  if (entry && !problems.length && !uncaptured.length && errors.length && errors.every(overLimit)) {
    let real = null;
    for (const b of ['vulkan', 'opengles']) {
      ({ adapter: real } = await requestRealAdapter(create, b));
      if (real) {
        limitsFrom = b;
        break;
      }
    }
    if (real) {
      const r = await makeDevice(real);
      const again = await withErrorScopes(r.device, async () => {
        const module = r.device.createShaderModule({ code, label: path.basename(files[0]) });
        await module.getCompilationInfo();
        r.device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: entry } });
      });
      errors.length = 0;
      errors.push(...again.errors, ...r.uncaptured);
      r.device.destroy();
    }
  }
  problems.push(...errors, ...uncaptured);
  if (problems.length) {
    for (const p of problems) console.error(`dawnrun: ${p}`);
    fail(EXIT.validation, `${files[0]}: ${problems.length} message(s) from Tint/Dawn`);
  }
  console.log(`dawnrun: ${files[0]}: valid WGSL (Tint, null backend${entry ? `, compute pipeline '${entry}'` : ''}${limitsFrom ? ` with the ${limitsFrom} adapter's limits` : ''})`);
}

// Dawn's instance lives as long as the object create() returns: keep every
// one until the process exits, or the adapter and device die under us.
const keepAlive = [];

async function requestRealAdapter(create, backend) {
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
    return { gpu, adapter: await gpu.requestAdapter(gl ? { featureLevel: 'compatibility' } : undefined) };
  } catch (e) {
    return { gpu, adapter: null };
  }
}

async function run(args) {
  let backend = process.env.DAWNRUN_BACKEND || '';
  let dump = false;
  const files = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--backend') backend = args[++i] ?? '';
    else if (args[i] === '--dump') dump = true;
    else if (args[i].startsWith('-')) fail(EXIT.usage, `unknown option ${args[i]}`);
    else files.push(args[i]);
  }
  if (files.length !== 2) fail(EXIT.usage, 'usage: dawnrun run [--backend vulkan|opengles] [--dump] SHADER.wgsl SPEC.txt');
  const code = readText(files[0]);
  const spec = parseSpec(readText(files[1]), files[1]);
  const decls = wgslResources(code);
  const storageTextures = wgslStorageTextures(code);
  const overrideIds = wgslOverrideIds(code);
  for (const b of spec.buffers) {
    if (b.index) fail(EXIT.usage, `set ${b.set} binding ${b.binding}[${b.index}]: WebGPU has no binding arrays`);
    if (b.what === 'texel_buffer') fail(EXIT.usage, `set ${b.set} binding ${b.binding}: WebGPU has no texel buffers`);
    if (b.what === 'image' && b.dim === '1d_array') fail(EXIT.usage, `set ${b.set} binding ${b.binding}: WebGPU has no 1d_array textures`);
  }

  const { create, globals } = await loadWebGPU();
  Object.assign(globalThis, globals);
  let adapter = null;
  let used = null;
  for (const b of backend ? [backend] : ['vulkan', 'opengles']) {
    ({ adapter } = await requestRealAdapter(create, b));
    if (adapter) {
      used = b;
      break;
    }
  }
  if (!adapter) fail(EXIT.noGpu, `no WebGPU adapter on backend(s) ${backend || 'vulkan, opengles'}`);
  const { device, uncaptured } = await makeDevice(adapter);
  if (process.env.DAWNRUN_VERBOSE)
    console.error(`dawnrun: backend ${used}: ${adapter.info?.description || adapter.info?.device || '?'}`);

  // Resources: spec buffers plus the push-constant block.
  const bindings = spec.buffers.map((b) => ({ ...b }));
  if (spec.push.length) {
    const { set, binding } = spec.pushBinding;
    if (bindings.some((b) => b.set === set && b.binding === binding))
      fail(EXIT.usage, `push_binding ${set} ${binding} collides with a buffer`);
    bindings.push({ what: 'buffer', set, binding, index: 0, kind: 'uniform', type: 'u32', count: spec.push.length, init: spec.push, expect: [], tolerance: 0, isPush: true });
  }
  const constants = {};
  for (const c of spec.constants) {
    if (!overrideIds.has(c.id)) {
      console.error(`dawnrun: note: the WGSL declares no @id(${c.id}) override; constant ${c.id} not passed`);
      continue;
    }
    constants[String(c.id)] = c.type === 'f32' ? new Float32Array(new Uint32Array([c.bits]).buffer)[0] : c.type === 'i32' ? c.bits | 0 : c.bits;
  }

  const problems = [];
  const { value: readbacks, errors } = await withErrorScopes(device, async () => {
    const module = device.createShaderModule({ code, label: path.basename(files[0]) });
    const info = await module.getCompilationInfo();
    for (const m of info.messages)
      if (m.type === 'error' || m.type === 'warning') problems.push(...formatMessages({ messages: [m] }, files[0]));
    const nsets = bindings.concat(spec.layout).reduce((n, b) => Math.max(n, b.set + 1), 0);
    const layouts = [];
    if (spec.layout.length) {
      // The layout from the reflection alone (wgpu_layout lines): what the
      // test binds must be there, of its kind, and every entry bound.
      checkLayout(spec.layout, bindings);
      for (let s = 0; s < nsets; s++) {
        const entries = spec.layout.filter((l) => l.set === s).map((l) => ({ binding: l.binding, visibility: l.visibility, ...l.entry }));
        layouts.push(device.createBindGroupLayout({ entries }));
      }
    }
    for (let s = 0; s < nsets && !spec.layout.length; s++) {
      const entries = bindings
        .filter((b) => b.set === s)
        .map((b) => {
          const visibility = GPUShaderStage.COMPUTE;
          if (b.what === 'sampler') return { binding: b.binding, visibility, sampler: { type: b.kind === 'linear' ? 'filtering' : 'non-filtering' } };
          if (b.what === 'image') {
            const viewDimension = b.dim.replace('_', '-');
            if (b.kind === 'storage') {
              const access = storageTextures.get(`${b.set}/${b.binding}`) ?? 'read-write';
              return { binding: b.binding, visibility, storageTexture: { access, format: b.format.gpu, viewDimension } };
            }
            const sampleType = b.type === 'u32' ? 'uint' : b.type === 'i32' ? 'sint' : device.features.has('float32-filterable') ? 'float' : 'unfilterable-float';
            return { binding: b.binding, visibility, texture: { sampleType, viewDimension } };
          }
          let type = b.kind === 'uniform' ? 'uniform' : 'storage';
          const d = decls.get(`${b.set}/${b.binding}`);
          if (type === 'storage' && d && d.space === 'storage' && d.access === 'read') type = 'read-only-storage';
          return { binding: b.binding, visibility: GPUShaderStage.COMPUTE, buffer: { type } };
        });
      layouts.push(device.createBindGroupLayout({ entries }));
    }
    const pipeline = device.createComputePipeline({
      layout: device.createPipelineLayout({ bindGroupLayouts: layouts }),
      compute: { module, entryPoint: spec.entry, constants },
    });
    const groups = [];
    for (const b of bindings) {
      if (b.what === 'sampler') {
        const filter = b.kind === 'linear' ? 'linear' : 'nearest';
        b.gpu = device.createSampler({ magFilter: filter, minFilter: filter, addressModeU: b.address, addressModeV: b.address, addressModeW: b.address });
        continue;
      }
      if (b.what === 'image') {
        // Texels are tightly packed in the spec: layer by layer, slice by
        // slice, row by row.
        const [w, h, d] = b.extent;
        const depth = b.dim === '3d' ? d : b.layers;
        b.texelBytes = b.format.comps * 4;
        b.gpu = device.createTexture({
          size: [w, h, depth],
          dimension: b.dim === '3d' ? '3d' : b.dim === '1d' ? '1d' : '2d',
          format: b.format.gpu,
          // Compatibility mode (the OpenGL ES backend) binds a texture only
          // through the view dimension it was created for, and a one-layer
          // 2D texture would default to '2d'.
          textureBindingViewDimension: b.dim.replace('_', '-'),
          usage: (b.kind === 'storage' ? GPUTextureUsage.STORAGE_BINDING : GPUTextureUsage.TEXTURE_BINDING) | GPUTextureUsage.COPY_SRC | GPUTextureUsage.COPY_DST,
        });
        const data = new Uint32Array(b.count);
        data.set(b.init);
        device.queue.writeTexture({ texture: b.gpu }, data, { bytesPerRow: w * b.texelBytes, rowsPerImage: h }, [w, h, depth]);
        b.view = b.gpu.createView({ dimension: b.dim.replace('_', '-') });
        b.copySize = [w, h, depth];
        b.rowPitch = Math.ceil((w * b.texelBytes) / 256) * 256;
        b.size = b.rowPitch * h * depth;
        continue;
      }
      // Storage buffers are exactly COUNT elements (arrayLength == COUNT);
      // uniform buffers are rounded up to 16 bytes.
      const size = b.kind === 'uniform' ? Math.ceil((b.count * 4) / 16) * 16 : b.count * 4;
      const usage = (b.kind === 'uniform' ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE) | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
      b.gpu = device.createBuffer({ size, usage, mappedAtCreation: true });
      new Uint32Array(b.gpu.getMappedRange()).set(b.init);
      b.gpu.unmap();
      b.size = size;
    }
    for (let s = 0; s < nsets; s++) {
      const entries = bindings
        .filter((b) => b.set === s && !b.unbound)
        .map((b) => ({ binding: b.binding, resource: b.what === 'image' ? b.view : b.what === 'sampler' ? b.gpu : { buffer: b.gpu } }));
      groups.push(device.createBindGroup({ layout: layouts[s], entries }));
    }
    const enc = device.createCommandEncoder();
    const pass = enc.beginComputePass();
    pass.setPipeline(pipeline);
    groups.forEach((g, s) => pass.setBindGroup(s, g));
    pass.dispatchWorkgroups(...spec.dispatch);
    pass.end();
    const reads = [];
    for (const b of bindings) {
      if (b.isPush || b.what === 'sampler' || (b.what === 'image' && b.kind === 'sampled') || (!b.expect.length && !dump)) continue;
      const rb = device.createBuffer({ size: b.size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
      if (b.what === 'image')
        enc.copyTextureToBuffer({ texture: b.gpu }, { buffer: rb, bytesPerRow: b.rowPitch, rowsPerImage: b.copySize[1] }, b.copySize);
      else enc.copyBufferToBuffer(b.gpu, 0, rb, 0, b.size);
      reads.push({ b, rb });
    }
    device.queue.submit([enc.finish()]);
    for (const r of reads) {
      await r.rb.mapAsync(GPUMapMode.READ);
      r.data = new Uint32Array(r.rb.getMappedRange().slice(0));
      r.rb.unmap();
      if (r.b.what === 'image') {
        // Drop the row padding of copyTextureToBuffer (256-byte rows).
        const rowWords = (r.b.copySize[0] * r.b.texelBytes) / 4;
        const packed = new Uint32Array(r.b.count);
        const rows = r.b.copySize[1] * r.b.copySize[2];
        for (let y = 0; y < rows; y++) packed.set(r.data.subarray((y * r.b.rowPitch) / 4, (y * r.b.rowPitch) / 4 + rowWords), y * rowWords);
        r.data = packed;
      }
    }
    return reads;
  });
  problems.push(...errors, ...uncaptured);
  let mismatches = 0;
  for (const { b, data } of readbacks ?? []) {
    if (dump) console.log(`${b.what} set=${b.set} binding=${b.binding}: ${Array.from(data.subarray(0, b.count), (v) => bitsToString(v, b.type)).join(' ')}`);
    if (!b.expect.length) continue;
    let bad = 0;
    for (let k = 0; k < b.count; k++) {
      if (valuesEqual(data[k], b.expect[k], b.type, b.tolerance)) continue;
      if (bad < 10)
        console.error(`dawnrun: set ${b.set} binding ${b.binding} element ${k}: got ${bitsToString(data[k], b.type)}, expected ${bitsToString(b.expect[k], b.type)}`);
      bad++;
    }
    if (bad) console.error(`dawnrun: set ${b.set} binding ${b.binding}: ${bad} of ${b.count} elements differ`);
    mismatches += bad;
  }
  device.destroy();
  if (problems.length) {
    for (const p of problems) console.error(`dawnrun: ${p}`);
    fail(EXIT.validation, `${problems.length} message(s) from Tint/Dawn${mismatches ? ' and value mismatches' : ''}`);
  }
  if (mismatches) fail(EXIT.mismatch, `${mismatches} element(s) differ`);
  console.log(`dawnrun: PASS on ${used} (${spec.buffers.length} resource(s), dispatch ${spec.dispatch.join(' ')})`);
}

async function info() {
  const { create, globals } = await loadWebGPU();
  Object.assign(globalThis, globals);
  for (const b of ['null', 'vulkan', 'opengles']) {
    const { adapter } = await requestRealAdapter(create, b);
    if (!adapter) {
      console.log(`${b}: no adapter`);
      continue;
    }
    const i = adapter.info ?? {};
    console.log(`${b}: ${i.description || i.device || '?'} [${i.vendor || ''}/${i.architecture || ''}]`);
    console.log(`  features: ${[...adapter.features].sort().join(' ')}`);
  }
}

function readText(p) {
  try {
    return fs.readFileSync(p, 'utf8');
  } catch (e) {
    fail(EXIT.usage, `cannot read ${p}: ${e.message}`);
  }
}

// Run by hand (not through tests/oshtest.py), use the repository's Mesa 25
// lavapipe when tools/install-test-deps.sh unpacked it.
function defaultIcd() {
  if (process.env.VK_ICD_FILENAMES || process.env.VK_DRIVER_FILES) return;
  const here = path.dirname(new URL(import.meta.url).pathname);
  const icd = path.resolve(here, '..', '..', '.deps', 'mesa25', 'lvp_icd.json');
  if (fs.existsSync(icd) && !fs.existsSync(path.join(path.dirname(icd), 'ld_library_path'))) process.env.VK_ICD_FILENAMES = icd;
}

async function main() {
  ensureRuntimeDir();
  defaultIcd();
  const [mode, ...args] = process.argv.slice(2);
  if (mode === 'validate') await validate(args);
  else if (mode === 'run') await run(args);
  else if (mode === 'info') await info();
  else fail(EXIT.usage, 'usage: dawnrun validate|run|info ...');
}

// Only run when executed directly (the parser functions are exported).
if (import.meta.url === `file://${process.argv[1] && fs.realpathSync(process.argv[1])}`) {
  main().then(
    () => process.exit(EXIT.ok),
    (e) => {
      if (e instanceof Fail) {
        console.error(`dawnrun: FAIL: ${e.message}`);
        process.exit(e.code);
      }
      console.error(`dawnrun: FAIL: ${e?.stack || e}`);
      process.exit(EXIT.fail);
    },
  );
}
