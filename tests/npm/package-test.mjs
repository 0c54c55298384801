// The npm package, tested as a user gets it: `npm pack` in npm/, the tarball
// installed into a temporary folder, then
//   corpus  every tests/corpus shader (with its // ARGS:, the enumeration of
//           tools/outputs.py) compiled to SPIR-V and WGSL by the package's
//           compile() and by the native CLI: the bytes must be equal;
//   cli     the package's `oneshader` command on files on disk, against the
//           native CLI (stdout, stderr, exit status, the files written);
//   diag    a bad option, a broken shader and a missing include give
//           diagnostics (with line and column), never exceptions.
// usage: node package-test.mjs corpus|cli|diag --compiler build/oneshader
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mode = process.argv[2];
const ci = process.argv.indexOf('--compiler');
const CC = path.resolve(ci > 0 ? process.argv[ci + 1] : path.join(ROOT, 'build/oneshader'));
let failures = 0;
const fail = (msg) => { failures++; console.error(`FAIL ${msg}`); };

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) {
    console.error(`${cmd} ${args.join(' ')}: exit ${r.status}\n${r.stdout}\n${r.stderr}`);
    process.exit(1);
  }
  return r.stdout;
}

// npm pack + npm install of the tarball, offline (the package has no dependencies).
function installPackage() {
  if (!fs.existsSync(path.join(ROOT, 'npm/dist/oneshader.wasm'))) {
    console.error('npm/dist/oneshader.wasm missing: run tools/build-wasm.sh');
    process.exit(1);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'osh-npm-'));
  process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));
  const npmOpts = ['--no-audit', '--no-fund', '--offline', '--loglevel=error'];
  const tgz = sh('npm', ['pack', '--pack-destination', tmp, ...npmOpts], { cwd: path.join(ROOT, 'npm') })
    .trim().split('\n').pop();
  const app = path.join(tmp, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), '{"name":"app","private":true,"type":"module"}\n');
  sh('npm', ['install', path.join(tmp, tgz), ...npmOpts], { cwd: app });
  return { tmp, app, pkg: path.join(app, 'node_modules/oneshader') };
}

function corpusShaders() {
  const py = 'import sys, json; sys.path.insert(0, sys.argv[1]); import outputs; ' +
    'print(json.dumps([(p, a) for p, a in outputs.shaders()]))';
  const all = JSON.parse(sh('python3', ['-c', py, path.join(ROOT, 'tools')]));
  const corpus = path.join(ROOT, 'tests/corpus') + path.sep;
  return all.filter(([p]) => p.startsWith(corpus));
}

function native(dir, args, tmpOut) {
  const r = spawnSync(CC, [...args, '-Fo', tmpOut], { cwd: dir, encoding: 'buffer' });
  const out = fs.existsSync(tmpOut) ? fs.readFileSync(tmpOut) : null;
  if (out) fs.unlinkSync(tmpOut);
  return { status: r.status, out, stderr: r.stderr.toString() };
}

async function corpus(env) {
  const { createCompiler } = await import(pathToFileURL(path.join(env.pkg, 'dist/oneshader.mjs')));
  const t0 = Date.now();
  const osh = await createCompiler();
  const list = corpusShaders();
  if (list.length < 200) fail(`only ${list.length} corpus shaders found`);
  const tmpOut = path.join(env.tmp, 'native.out');
  let compared = 0, compiled = 0;
  for (const [p, args] of list) {
    const rel = path.relative(ROOT, p);
    const src = fs.readFileSync(p, 'utf8');
    for (const target of ['spirv', 'wgsl']) {
      const n = native(path.dirname(p), [...args, `-${target}`, path.basename(p)], tmpOut);
      const r = osh.compile(src, { target, args, fileName: path.basename(p) });
      if (r.ok !== (n.status === 0)) {
        fail(`${rel} ${target}: wasm ok=${r.ok}, native exit ${n.status}\n${r.stderr}${n.stderr}`);
        continue;
      }
      compared++;
      if (!r.ok) continue;
      compiled++;
      const got = target === 'wgsl' ? Buffer.from(r.wgsl, 'utf8')
        : Buffer.from(r.spirv.buffer, r.spirv.byteOffset, r.spirv.byteLength);
      if (!n.out || !got.equals(n.out)) fail(`${rel} ${target}: the wasm output differs from the native`);
    }
  }
  console.log(`${compared} compilations of ${list.length} corpus shaders compared ` +
    `(${compiled} outputs byte for byte) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

function cli(env) {
  const bin = path.join(env.app, 'node_modules/.bin/oneshader');
  const work = path.join(env.tmp, 'cli');
  fs.mkdirSync(path.join(work, 'inc'), { recursive: true });
  fs.writeFileSync(path.join(work, 'inc/common.hlsli'), 'float4 tint(float4 c) { return c * 0.5; }\n');
  fs.writeFileSync(path.join(work, 'ps.hlsl'),
    '#include "common.hlsli"\nfloat4 main(float4 c : COLOR) : SV_Target { return tint(c); }\n');
  fs.writeFileSync(path.join(work, 'bad.hlsl'), 'float4 main() : SV_Target { return undefined_name; }\n');
  const cases = [
    ['-T', 'ps_6_0', '-E', 'main', '-I', 'inc', 'ps.hlsl', '-Fo', 'OUT.spv', '-Fre', 'OUT.json'],
    ['-T', 'ps_6_0', '-I', 'inc', '-wgsl', 'ps.hlsl', '-Fo', 'OUT.wgsl'],
    ['-T', 'ps_6_0', '-I', 'inc', 'ps.hlsl'],                      // disassembly to stdout
    ['-T', 'ps_6_0', '-I', 'inc', 'ps.hlsl', '-Fo', '-'],           // binary to stdout
    ['-T', 'ps_6_0', '-I', path.join(work, 'inc'), path.join(work, 'ps.hlsl'), '-Fo', 'OUT.spv'],
    ['-T', 'ps_6_0', 'bad.hlsl', '-Fo', 'OUT.spv'],
    ['-T', 'ps_6_0', 'bad.hlsl', '-fdiagnostics-format=json'],
    ['--no-such-option'],
    ['--version'],
  ];
  for (const c of cases) {
    const run = (cmd, tag) => {
      const args = c.map((a) => a.replace('OUT', tag));
      const r = spawnSync(cmd, args, { cwd: work, encoding: 'buffer' });
      const files = {};
      for (const f of fs.readdirSync(work)) if (f.startsWith(tag)) {
        files[f.replace(tag, 'OUT')] = fs.readFileSync(path.join(work, f)).toString('hex');
        fs.unlinkSync(path.join(work, f));
      }
      return { status: r.status, stdout: r.stdout.toString('hex'), stderr: r.stderr.toString(), files };
    };
    const a = run(CC, 'native'), b = run(bin, 'wasm');
    const what = c.join(' ');
    if (a.status !== b.status) fail(`oneshader ${what}: exit ${b.status}, native ${a.status}`);
    if (a.stdout !== b.stdout) fail(`oneshader ${what}: stdout differs`);
    if (a.stderr !== b.stderr) fail(`oneshader ${what}: stderr differs:\n${b.stderr}\nnative:\n${a.stderr}`);
    if (JSON.stringify(a.files) !== JSON.stringify(b.files)) fail(`oneshader ${what}: files differ`);
  }
  console.log(`${cases.length} command lines: the package's oneshader matches ${path.basename(CC)}`);
}

async function diag(env) {
  const { createCompiler } = await import(pathToFileURL(path.join(env.pkg, 'dist/oneshader.mjs')));
  const osh = await createCompiler();
  const good = 'float4 main(float4 c : COLOR) : SV_Target { return c; }\n';
  const expect = (name, r, pred) => { if (!pred(r)) fail(`${name}: ${JSON.stringify(r.diagnostics)}`); };
  let r = osh.compile(good, { target: 'wgsl', profile: 'ps_6_0', args: ['--no-such-option'] });
  expect('bad option', r, (x) => !x.ok && x.diagnostics.some((d) => d.severity === 'error' &&
    /no-such-option/.test(d.message)));
  r = osh.compile('float4 main() : SV_Target {\n  return undefined_name;\n}\n',
    { target: 'spirv', profile: 'ps_6_0' });
  expect('broken shader', r, (x) => !x.ok && x.spirv === undefined && x.diagnostics.some((d) =>
    d.severity === 'error' && d.line === 2 && d.column > 0 && d.file === 'shader.hlsl' && /^OSH\d+$/.test(d.code)));
  r = osh.compile('#include "missing.hlsli"\n' + good, { target: 'wgsl', profile: 'ps_6_0' });
  expect('missing include', r, (x) => !x.ok && x.diagnostics.some((d) => d.severity === 'error' && d.line === 1));
  r = osh.compile(good, { target: 'glsl' });
  expect('unknown target', r, (x) => !x.ok && x.diagnostics.length === 1);
  // After the failures, a good compilation still works, with includes,
  // defines, the disassembly and the reflection.
  r = osh.compile('#include "sub/common.hlsli"\nfloat4 main(float4 c : COLOR) : SV_Target { return c * K; }\n',
    { target: 'spirv', profile: 'ps_6_0', entry: 'main', args: ['-O3', '-D', 'K=2', '-Fc'],
      files: { 'sub/common.hlsli': '#define SCALE K\n' } });
  expect('good shader', r, (x) => x.ok && x.spirv instanceof Uint32Array && x.spirv[0] === 0x07230203 &&
    /OpEntryPoint Fragment/.test(x.disassembly || '') && x.reflection && typeof x.reflection === 'object' &&
    x.diagnostics.length === 0);
  r = osh.compile(good, { target: 'wgsl', profile: 'ps_6_0' });
  expect('good wgsl', r, (x) => x.ok && /@fragment/.test(x.wgsl));
  console.log('diagnostics: bad option, broken shader, missing include, unknown target; then good compilations');
}

const env = installPackage();
if (mode === 'corpus') await corpus(env);
else if (mode === 'cli') cli(env);
else if (mode === 'diag') await diag(env);
else { console.error('usage: package-test.mjs corpus|cli|diag [--compiler PATH]'); process.exit(2); }
process.exitCode = failures ? 1 : 0;
