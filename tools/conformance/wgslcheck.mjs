// Validates many WGSL files in one process with Tint (Dawn's null backend,
// every feature the adapter offers, as tests/runners/dawnrun.mjs does):
//   node wgslcheck.mjs FILE.wgsl...
// prints one JSON line per file: {"file": F, "ok": bool, "messages": [...]}.
// Used by tools/conformance/wgslrun.py; the npm package 'webgpu' comes from
// tests/node_modules (tools/install-test-deps.sh).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(ROOT, 'tests/package.json'));
const { create, globals } = await import(pathToFileURL(require.resolve('webgpu')));
Object.assign(globalThis, globals);
const gpu = create(['backend=null']);
const adapter = await gpu.requestAdapter();
if (!adapter) { console.error("wgslcheck: Dawn's null backend gave no adapter"); process.exit(3); }
const requiredLimits = {};
for (const k in adapter.limits) if (typeof adapter.limits[k] === 'number') requiredLimits[k] = adapter.limits[k];
const device = await adapter.requestDevice({ requiredFeatures: [...adapter.features], requiredLimits });
const uncaptured = [];
device.addEventListener('uncapturederror', (ev) => uncaptured.push(ev.error.message));
for (const file of process.argv.slice(2)) {
  const messages = [];
  device.pushErrorScope('validation');
  try {
    const module = device.createShaderModule({ code: fs.readFileSync(file, 'utf8'), label: path.basename(file) });
    const info = await module.getCompilationInfo();
    for (const m of info.messages)
      if (m.type === 'error') messages.push(`${m.lineNum}:${m.linePos}: ${m.message}`);
  } catch (e) {
    messages.push(String(e && e.message || e));
  }
  const err = await device.popErrorScope();
  if (err && !messages.length) messages.push(err.message);
  messages.push(...uncaptured.splice(0));
  console.log(JSON.stringify({ file, ok: messages.length === 0, messages }));
}
device.destroy();
