// The OneShader playground: an HLSL editor (CodeMirror 6) and the compiler
// built to WebAssembly, both in the page; WebGPU runs what it compiled.
import { EditorView, basicSetup } from 'codemirror';
import { cpp } from '@codemirror/lang-cpp';
import { setDiagnostics, lintGutter } from '@codemirror/lint';
import { StateEffect, StateField, RangeSetBuilder } from '@codemirror/state';
import { Decoration } from '@codemirror/view';
import { EXAMPLES } from './examples.js';
import { getDevice, runCompute, runPixel } from './run.js';

const $ = (id) => document.getElementById(id);
const state = { compiler: null, last: null, gpu: null, pixel: null, started: performance.now() };

// Lines with a diagnostic get a class (the whole line tinted), besides the
// lint gutter's marker and the underline at the column.
const setDiagLines = StateEffect.define();
const diagLines = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) if (e.is(setDiagLines)) return e.value;
    return tr.docChanged ? Decoration.none : deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

const editor = new EditorView({
  parent: $('editor'),
  extensions: [basicSetup, cpp(), lintGutter(), diagLines,
    EditorView.updateListener.of((u) => { if (u.docChanged) scheduleCompile(); })],
});

// ---- options and examples -----------------------------------------------
for (const [i, ex] of EXAMPLES.entries()) $('example').add(new Option(ex.name, String(i)));

function loadExample(i) {
  const ex = EXAMPLES[i];
  $('example').value = String(i);
  $('profile').value = ex.profile; $('entry').value = ex.entry; $('groups').value = ex.groups; $('args').value = '';
  setSource(ex.source);
}
function setSource(text) { editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } }); }

// Splits the options field like a shell would for simple cases (quotes group).
function splitArgs(s) { return (s.match(/"[^"]*"|'[^']*'|\S+/g) || []).map((a) => a.replace(/^(["'])(.*)\1$/, '$2')); }

// ---- compiling ----------------------------------------------------------
let timer = 0;
function scheduleCompile() { clearTimeout(timer); timer = setTimeout(compile, 300); }

function compile() {
  if (!state.compiler) return null;
  const source = editor.state.doc.toString();
  const target = $('target').value;
  const base = { profile: $('profile').value.trim(), entry: $('entry').value.trim() || 'main', fileName: 'shader.hlsl' };
  const args = splitArgs($('args').value);
  const t0 = performance.now();
  const wgsl = target !== 'spirv' ? state.compiler.compile(source, { ...base, target: 'wgsl', args }) : null;
  const spirv = target !== 'wgsl' ? state.compiler.compile(source, { ...base, target: 'spirv', args: [...args, '-Fc'] }) : null;
  const ms = performance.now() - t0;
  const main = wgsl || spirv;
  $('wgsl').textContent = wgsl ? (wgsl.wgsl || '') : '(target is SPIR-V only)';
  $('spirv').textContent = spirv ? (spirv.disassembly || '') : '(target is WGSL only)';
  $('reflection').textContent = main.reflection ? JSON.stringify(main.reflection, null, 2) : '';
  // The two compilations share the front end: show each message once.
  const seen = new Set(), diags = [];
  for (const d of [...(wgsl ? wgsl.diagnostics : []), ...(spirv ? spirv.diagnostics : [])]) {
    const key = `${d.code}|${d.line}|${d.column}|${d.message}`;
    if (!seen.has(key)) { seen.add(key); diags.push(d); }
  }
  showDiagnostics(diags);
  const ok = (!wgsl || wgsl.ok) && (!spirv || spirv.ok);
  const words = spirv && spirv.spirv ? ` · SPIR-V ${spirv.spirv.length} words` : '';
  $('status').textContent = `${ok ? 'compiled' : 'failed'} in ${ms.toFixed(0)} ms${words}`;
  $('status').className = ok ? 'ok' : 'bad';
  state.last = { ok, wgsl, spirv, diagnostics: diags };
  document.body.dataset.compiled = String(++compileCount);
  return state.last;
}
let compileCount = 0;

function showDiagnostics(diags) {
  const doc = editor.state.doc;
  const cm = [], lines = new Map();
  const list = $('diagnostics');
  list.replaceChildren();
  for (const d of diags) {
    const li = document.createElement('li');
    li.className = `diag ${d.severity}`;
    li.textContent = `${d.file ? d.file + ':' : ''}${d.line ? d.line + ':' + d.column + ': ' : ''}${d.severity}: ${d.message}${d.code ? ' [' + d.code + ']' : ''}`;
    list.append(li);
    // Only the shader's own lines are marked (an #include's are not in the editor).
    if (!d.line || d.line > doc.lines || (d.file && d.file !== 'shader.hlsl' && !d.file.endsWith('/shader.hlsl'))) continue;
    const line = doc.line(d.line);
    const from = Math.min(line.from + Math.max(0, d.column - 1), line.to);
    const word = /^\w+/.exec(doc.sliceString(from, line.to));
    cm.push({ from, to: word ? from + word[0].length : Math.min(from + 1, line.to), severity: d.severity === 'note' ? 'info' : d.severity,
      message: `${d.code ? d.code + ': ' : ''}${d.message}` });
    const worst = lines.get(line.from);
    if (!worst || d.severity === 'error') lines.set(line.from, d.severity);
    li.onclick = () => { editor.dispatch({ selection: { anchor: from }, scrollIntoView: true }); editor.focus(); };
  }
  if (!diags.length) list.innerHTML = '<li class="diag none">no diagnostics</li>';
  const b = new RangeSetBuilder();
  for (const [from, sev] of [...lines].sort((a, c) => a[0] - c[0])) b.add(from, from, Decoration.line({ class: `osh-diag-line osh-diag-${sev}` }));
  editor.dispatch(setDiagnostics(editor.state, cm), { effects: setDiagLines.of(b.finish()) });
}

// ---- running ------------------------------------------------------------
function stopPixel() { if (state.pixel) { state.pixel.stop(); state.pixel = null; } }

function hexColor(s) { return [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16) / 255).concat([1]); }

async function run() {
  stopPixel();
  const out = $('runout');
  const r = compile();
  if (!r || !r.ok || !r.wgsl) { out.textContent = 'Run needs a shader that compiles to WGSL (target WGSL or both).'; return null; }
  if (!state.gpu) state.gpu = await getDevice();
  if (state.gpu.error) { out.textContent = state.gpu.error; return null; }
  const ep = r.wgsl.reflection.entry_points[0];
  try {
    if (ep.stage === 'compute') {
      const groups = $('groups').value.split(/[ ,x]+/).map(Number).filter((n) => n > 0);
      const res = await runCompute(state.gpu.device, r.wgsl.wgsl, ep, groups);
      showBuffers(res);
      window.__oshLastRun = res;
      return res;
    }
    if (ep.stage === 'pixel' || ep.stage === 'fragment') {
      $('canvas').hidden = false;
      const t0 = performance.now();
      state.pixel = await runPixel(state.gpu.device, $('canvas'), r.wgsl.wgsl, ep,
        () => ({ time: (performance.now() - t0) / 1000, tint: hexColor($('tint').value) }));
      out.textContent = `drawing ${ep.hlsl_name} on a full-screen triangle (${$('canvas').width}×${$('canvas').height}) on ${state.gpu.name || 'the WebGPU adapter'}`;
      return { pixel: true, handle: state.pixel };
    }
    out.textContent = `Run handles compute and pixel shaders; this entry point is a ${ep.stage} shader.`;
  } catch (e) {
    out.textContent = `Run failed: ${e.message}`;
  }
  return null;
}

function fmt(v) { return Array.isArray(v) ? `(${v.map(fmt).join(', ')})` : Number.isInteger(v) ? String(v) : v.toPrecision(6).replace(/\.?0+$/, ''); }

function showBuffers(res) {
  const out = $('runout');
  out.replaceChildren();
  const head = document.createElement('p');
  head.textContent = `dispatched ${res.groups.join('×')} workgroups (${res.count} invocations) on ${state.gpu.name || 'the WebGPU adapter'}`;
  out.append(head);
  for (const b of res.buffers) {
    const t = document.createElement('table');
    t.className = 'buffer'; t.dataset.name = b.name;
    t.innerHTML = `<caption>${b.name} · ${b.kind} · group ${b.set} binding ${b.binding}</caption><tr><th>index</th><th>before</th><th>after</th></tr>`;
    for (let i = 0; i < b.after.length; i++) {
      const tr = t.insertRow();
      tr.insertCell().textContent = String(i);
      tr.insertCell().textContent = fmt(b.before[i]);
      const c = tr.insertCell(); c.textContent = fmt(b.after[i]);
      if (fmt(b.before[i]) !== fmt(b.after[i])) c.className = 'changed';
    }
    out.append(t);
  }
}

// ---- sharing: the source deflated and base64url-coded in the hash -------
const b64 = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const unb64 = (s) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
async function pipe(bytes, stream) { return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer()); }

async function share() {
  const p = new URLSearchParams();
  const src = new TextEncoder().encode(editor.state.doc.toString());
  if ('CompressionStream' in window) p.set('z', b64(await pipe(src, new CompressionStream('deflate-raw'))));
  else p.set('s', b64(src));
  for (const k of ['target', 'profile', 'entry', 'args', 'groups']) if ($(k).value) p.set(k, $(k).value);
  history.replaceState(null, '', '#' + p.toString());
  try { await navigator.clipboard.writeText(location.href); $('status').textContent = 'link copied'; } catch (e) { $('status').textContent = 'link in the address bar'; }
}

async function fromHash() {
  const p = new URLSearchParams(location.hash.slice(1));
  if (!p.has('z') && !p.has('s')) return false;
  for (const k of ['target', 'profile', 'entry', 'args', 'groups']) if (p.has(k)) $(k).value = p.get(k);
  const bytes = p.has('z') ? await pipe(unb64(p.get('z')), new DecompressionStream('deflate-raw')) : unb64(p.get('s'));
  setSource(new TextDecoder().decode(bytes));
  return true;
}

// ---- start --------------------------------------------------------------
$('example').onchange = () => { stopPixel(); loadExample(Number($('example').value)); };
for (const id of ['target', 'profile', 'entry', 'args']) $(id).oninput = scheduleCompile;
$('compile').onclick = compile;
$('run').onclick = run;
$('stop').onclick = stopPixel;
$('share').onclick = share;

window.playground = { compile, run, setSource, loadExample, editor, examples: EXAMPLES, readFrame: (t) => state.pixel && state.pixel.readFrame(t) };

(async () => {
  try {
    if (!(await fromHash())) loadExample(0);
  } catch (e) { loadExample(0); }
  $('gpu').textContent = 'navigator' in window && 'gpu' in navigator ? 'WebGPU: present' : 'WebGPU: not in this browser (compiling still works)';
  try {
    const { createCompiler } = await import(new URL('./oneshader/oneshader.mjs', import.meta.url).href);
    state.compiler = await createCompiler();
  } catch (e) {
    $('status').textContent = `the compiler did not load: ${e.message}`; $('status').className = 'bad';
    return;
  }
  compile();
  getDevice().then((g) => { state.gpu = g; $('gpu').textContent = g.error ? g.error : `WebGPU: ${g.name || 'adapter ready'}`; });
  document.body.dataset.ready = 'true';
})();
