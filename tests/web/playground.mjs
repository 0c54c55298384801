// The playground in a real browser: Debian's chromium, headless, driven by
// puppeteer-core. Loads web/dist from a local static server, compiles an
// example and checks the WGSL pane, checks that a broken shader gets its
// diagnostic marked at the right line, and, where the browser exposes WebGPU,
// runs the compute examples and checks their buffers against values worked
// out by hand (data[i] = 2i + 1; y[i] = 1.5 x[i] + y[i] with x = y = i).
// Exit 0 pass, 1 fail, 77 skip (chromium, puppeteer-core or the wasm build
// missing; with CI=true a missing tool fails instead).
//   node tests/web/playground.mjs [--screenshot docs/playground.png]
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CI = process.env.CI === 'true';
const args = process.argv.slice(2);
const shotAt = args.indexOf('--screenshot');
const screenshot = shotAt >= 0 ? path.resolve(args[shotAt + 1]) : null;

function skip(why) {
  if (CI) { console.log(`FAIL: ${why} (CI=true: tools/install-test-deps.sh installs it)`); process.exit(1); }
  console.log(`SKIP: ${why}`); process.exit(77);
}
let failures = 0;
const check = (ok, what) => { console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`); if (!ok) failures++; };

// ---- the tools ---------------------------------------------------------
const chromium = process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!chromium) skip('no chromium (apt-get install chromium)');
let puppeteer;
// OSH_TEST_NODE_MODULES: another folder that holds it (a checkout whose tests/node_modules is shared).
for (const from of [path.join(ROOT, 'tests/package.json'), process.env.OSH_TEST_NODE_MODULES && path.join(process.env.OSH_TEST_NODE_MODULES, '..', 'package.json')].filter(Boolean)) {
  try { puppeteer = createRequire(from)('puppeteer-core'); break; } catch (e) { /* the next */ }
}
if (!puppeteer) skip('no puppeteer-core in tests/node_modules (bash tools/install-test-deps.sh)');

// The playground is rebuilt when a source is newer than its bundle.
const newest = (dir) => readdirSync(dir, { withFileTypes: true }).reduce((t, e) => Math.max(t,
  e.isDirectory() ? newest(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).mtimeMs), 0);
const bundle = path.join(ROOT, 'web/dist/app.js');
const srcs = [path.join(ROOT, 'web/src'), path.join(ROOT, 'web/index.html'), path.join(ROOT, 'web/style.css')];
const wasm = path.join(ROOT, 'npm/dist/oneshader.wasm');
const stale = !existsSync(bundle) || !existsSync(path.join(ROOT, 'web/dist/oneshader/oneshader.wasm')) ||
  Math.max(...srcs.map((s) => statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs), existsSync(wasm) ? statSync(wasm).mtimeMs : 0) > statSync(bundle).mtimeMs;
if (stale) {
  const haveEmcc = spawnSync('sh', ['-c', 'command -v emcc'], { stdio: 'ignore' }).status === 0;
  if (!existsSync(wasm) && !haveEmcc && !CI) skip('no wasm build (npm/dist) and no emscripten to make one (bash tools/build-wasm.sh)');
  const b = spawnSync('bash', [path.join(ROOT, 'tools/build-playground.sh')], { stdio: 'inherit' });
  if (b.status !== 0) { console.log('FAIL: tools/build-playground.sh'); process.exit(1); }
}

// ---- the server and the browser ----------------------------------------
const server = spawn('python3', [path.join(ROOT, 'tools/static-server.py'), path.join(ROOT, 'web/dist'), '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise((resolve, reject) => {
  let buf = '';
  server.stdout.on('data', (d) => { buf += d; const m = /serving (\S+)/.exec(buf); if (m) resolve(m[1]); });
  server.on('exit', () => reject(new Error('the static server ended')));
});

// WebGPU in headless chromium: its Vulkan backend on SwiftShader (shipped
// with Debian's chromium) or on lavapipe (VK_ICD_FILENAMES, tests/oshtest.py
// points it at .deps/mesa25 when that is there).
const env = { ...process.env };
const mesa = path.join(ROOT, '.deps/mesa25/lvp_icd.json');
if (!env.VK_ICD_FILENAMES && existsSync(mesa) && process.env.OSH_WEB_ADAPTER === 'lavapipe') env.VK_ICD_FILENAMES = mesa;
const browser = await puppeteer.launch({
  executablePath: chromium, headless: true, env,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--enable-unsafe-webgpu', '--enable-features=Vulkan',
    '--use-angle=swiftshader', '--use-webgpu-adapter=swiftshader', '--ignore-gpu-blocklist', '--window-size=1400,900'],
  defaultViewport: { width: 1400, height: 900 },
});
const done = async (code) => { await browser.close().catch(() => {}); server.kill(); process.exit(code); };
process.on('unhandledRejection', async (e) => { console.log(`FAIL: ${e && e.stack || e}`); await done(1); });

const page = await browser.newPage();
const logs = [];
page.on('console', (m) => logs.push(`[page ${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => logs.push(`[page error] ${e.message}`));
await page.goto(base, { waitUntil: 'load' });
try {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
} catch (e) {
  console.log(logs.join('\n')); console.log(`FAIL: the playground did not start: ${await page.$eval('#status', (e) => e.textContent)}`); await done(1);
}

// ---- 1. an example compiles; the WGSL pane holds its compute entry point
const compileNow = (src, opts) => page.evaluate((src, opts) => {
  for (const [k, v] of Object.entries(opts)) document.getElementById(k).value = v;
  window.playground.setSource(src);
  const r = window.playground.compile();
  return { ok: r.ok, wgsl: document.getElementById('wgsl').textContent, spirv: document.getElementById('spirv').textContent,
    diags: [...document.querySelectorAll('#diagnostics li.diag')].map((l) => l.textContent) };
}, src, opts);
const examples = await page.evaluate(() => window.playground.examples);
const ex0 = examples[0];
let r = await compileNow(ex0.source, { profile: ex0.profile, entry: 'main', target: 'both', args: '' });
check(r.ok, 'compute example compiles');
check(/@compute\s+@workgroup_size\(64, 1, 1\)/.test(r.wgsl), 'WGSL pane: @compute @workgroup_size(64, 1, 1)');
check(/@group\(0\) @binding\(0\) var<storage, read_write> \w+: array<u32>/.test(r.wgsl), 'WGSL pane: the RWStructuredBuffer<uint> at group 0 binding 0 as array<u32>');
check(/OpEntryPoint GLCompute/.test(r.spirv) && /OpExecutionMode %\w+ LocalSize 64 1 1/.test(r.spirv), 'SPIR-V pane: GLCompute entry point, LocalSize 64 1 1');

// ---- 2. a broken shader: a diagnostic, marked on its line (line 4 here)
const broken = 'RWStructuredBuffer<uint> data : register(u0);\n[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) {\n  data[id.x] = no_such_name + 1;\n}\n';
r = await compileNow(broken, { profile: 'cs_6_0', entry: 'main', target: 'both', args: '' });
check(!r.ok, 'broken shader fails to compile');
check(r.diags.some((d) => /^shader\.hlsl:4:\d+: error/.test(d) && /no_such_name/.test(d)), `diagnostics pane: an error at shader.hlsl:4 naming no_such_name (${r.diags[0]})`);
await page.waitForSelector('.cm-lint-marker-error', { timeout: 5000 }).catch(() => {});
const marks = await page.evaluate(() => {
  const lines = [...document.querySelectorAll('.cm-content > .cm-line')];
  const marked = lines.map((l, i) => (l.classList.contains('osh-diag-error') ? i + 1 : 0)).filter(Boolean);
  const under = [...document.querySelectorAll('.cm-lintRange-error')].map((s) => s.textContent);
  // The gutter marker's line: the line box at the marker's height.
  const gm = document.querySelector('.cm-lint-marker-error');
  let gutterLine = 0;
  if (gm) {
    const y = gm.getBoundingClientRect().top + 2;
    gutterLine = lines.findIndex((l) => { const b = l.getBoundingClientRect(); return y >= b.top && y < b.bottom; }) + 1;
  }
  return { marked, under, gutterLine };
});
check(marks.marked.length === 1 && marks.marked[0] === 4, `editor: line 4 marked as an error (marked: ${marks.marked})`);
check(marks.gutterLine === 4, `editor: the lint gutter's error marker on line 4 (found on ${marks.gutterLine})`);
check(marks.under.some((t) => t === 'no_such_name'), `editor: no_such_name underlined (${marks.under})`);

// ---- 2b. the share link: the URL brings back the source and the fields
const shared = await page.evaluate(async () => {
  window.playground.loadExample(1);
  document.getElementById('args').value = '-O0';
  document.getElementById('share').click();
  for (let i = 0; i < 50 && !location.hash; i++) await new Promise((r) => setTimeout(r, 100));
  return { url: location.href, source: window.playground.editor.state.doc.toString() };
});
const page2 = await browser.newPage();
await page2.goto(shared.url, { waitUntil: 'load' });
await page2.waitForSelector('body[data-ready="true"]', { timeout: 60000 }).catch(() => {});
const back = await page2.evaluate(() => ({ source: window.playground.editor.state.doc.toString(), args: document.getElementById('args').value }));
await page2.close();
check(/#z=/.test(shared.url) && back.source === shared.source && back.args === '-O0', `share link: ${shared.url.length} characters bring back the source and the options`);

// ---- 3. WebGPU: the compute examples' buffers
const gpu = await page.evaluate(async () => {
  if (!navigator.gpu) return { error: 'navigator.gpu is missing' };
  const a = await navigator.gpu.requestAdapter().catch((e) => null);
  if (!a) return { error: 'requestAdapter gave no adapter' };
  const i = a.info || {};
  return { name: [i.vendor, i.architecture, i.device, i.description].filter(Boolean).join(' ') };
});
if (gpu.error) {
  console.log(`SKIP (run part): this chromium exposes no WebGPU here (${gpu.error}); the compile checks above ran`);
} else {
  console.log(`WebGPU adapter: ${gpu.name || '(unnamed)'}`);
  const runEx = (i, groups) => page.evaluate(async (i, groups) => {
    window.playground.loadExample(i);
    document.getElementById('groups').value = groups;
    const res = await window.playground.run();
    return { res, text: document.getElementById('runout').textContent };
  }, i, groups);
  let { res, text } = await runEx(0, '2');
  const data = res && res.buffers.find((b) => b.name === 'data');
  check(!!data, `compute example ran (${text.slice(0, 200)})`);
  if (data) {
    const want = Array.from({ length: 128 }, (_, i) => 2 * i + 1);
    check(data.before.length === 128 && data.before.every((v, i) => v === i), 'data before: 0, 1, ..., 127');
    check(JSON.stringify(data.after) === JSON.stringify(want), `data after: 2i + 1 for 128 invocations (got ${data.after.slice(0, 6)}...)`);
    const rows = await page.$$eval('table.buffer[data-name="data"] tr', (t) => t.length);
    check(rows === 129, 'the page shows the 128 elements before and after');
  }
  ({ res, text } = await runEx(1, '1'));
  const y = res && res.buffers.find((b) => b.name === 'y');
  check(!!y && y.after.length === 32 && y.after.every((v, i) => Math.abs(v - 2.5 * i) < 1e-5), `saxpy: y[i] = 1.5 * i + i (got ${y && y.after.slice(0, 4)}; ${text.slice(0, 120)})`);
  // The pixel example at time 0.5 s with the page's tint #ffb030, worked out
  // here from the shader's formula at a few pixel centres (8-bit unorm, +-2).
  const px = await page.evaluate(async () => {
    window.playground.loadExample(2);
    document.getElementById('tint').value = '#ffb030';
    const res = await window.playground.run();
    const text = document.getElementById('runout').textContent;
    if (!res || !res.pixel) return { text };
    const f = await window.playground.readFrame(0.5);
    return { text, width: f.width, height: f.height, rgba: Array.from(f.rgba) };
  });
  check(!!px.rgba, `pixel example draws (${px.text.slice(0, 160)})`);
  if (px.rgba) {
    const tint = [1, 0xb0 / 255, 0x30 / 255];
    let bad = [];
    for (const [x, y] of [[10, 10], [192, 108], [300, 50], [100, 200], [383, 215], [250, 120]]) {
      const u = (x + 0.5) / px.width, v = (y + 0.5) / px.height;
      const d = Math.hypot(u - 0.5, v - 0.5);
      const r = 0.5 + 0.5 * Math.sin(30 * d - 4 * 0.5);
      const want = tint.map((c) => Math.round(Math.min(1, r * c * (0.3 + 0.7 * u)) * 255));
      const got = px.rgba.slice((y * px.width + x) * 4, (y * px.width + x) * 4 + 3);
      if (want.some((w, k) => Math.abs(w - got[k]) > 2)) bad.push(`(${x},${y}) want ${want} got ${got}`);
    }
    check(bad.length === 0, `pixel example: the frame at t = 0.5 s matches the formula at 6 pixels ${bad.join('; ')}`);
  }
}

// ---- 4. a browser without WebGPU: the page says so, compiling still works
{
  const bare = await browser.newPage();
  await bare.evaluateOnNewDocument(() => { delete Navigator.prototype.gpu; });
  await bare.goto(base, { waitUntil: 'load' });
  await bare.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  const g = await bare.evaluate(async () => {
    window.playground.loadExample(0);
    const compiled = window.playground.compile().ok;
    const res = await window.playground.run();
    return { compiled, res, out: document.getElementById('runout').textContent, gpu: document.getElementById('gpu').textContent };
  });
  check(g.compiled && g.res === null && /has no WebGPU/.test(g.out) && /has no WebGPU/.test(g.gpu),
    `without navigator.gpu: compiles, Run says the browser has no WebGPU (${g.gpu} | ${g.out.slice(0, 80)})`);
  await bare.close();
}

if (screenshot) {
  await page.evaluate(async () => { window.playground.loadExample(2); await window.playground.run(); await new Promise((r) => setTimeout(r, 1000)); });
  await page.screenshot({ path: screenshot });
  console.log(`screenshot: ${screenshot}`);
}
if (failures) console.log(logs.join('\n'));
console.log(failures ? `${failures} check(s) failed` : 'playground: all checks passed');
await done(failures ? 1 : 0);
