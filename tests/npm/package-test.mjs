// The npm package, tested as a user gets it: `npm pack` in npm/, the tarball
// installed into a temporary folder, then
//   corpus  every tests/corpus shader (with its // ARGS:, the enumeration of
//           tools/outputs.py) compiled to SPIR-V and WGSL by the package's
//           compile() and by the native CLI: the bytes must be equal;
//   cli     the package's `oneshader` command on files on disk, against the
//           native CLI (stdout, stderr, exit status, the files written);
//   diag    a bad option, a broken shader, a missing include and arguments
//           of the wrong type give diagnostics (with line and column), never
//           exceptions; -T/-E/-Fo/-Fc in args in every spelling;
//   bundle  esbuild bundles a page's script that imports the package for the
//           browser (no node: import may stay in it), and the bundle, run
//           with the wasm copied beside it, compiles a shader;
//   types   tsc --strict type-checks a TypeScript program against the
//           package's index.d.ts (a wrong use must fail to check), and
//           package.json's version is the C library's (OSH_VERSION_STRING).
// usage: node package-test.mjs corpus|cli|diag|bundle|types --compiler build/oneshader
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
  // Arguments of the wrong type: diagnostics, not exceptions.
  for (const [what, src, opts] of [['source undefined', undefined, {}], ['source a number', 42, {}],
    ['args a string', good, { args: '-O3' }]]) {
    let x;
    try { x = osh.compile(src, { target: 'wgsl', profile: 'ps_6_0', ...opts }); } catch (e) { fail(`${what}: throws ${e}`); continue; }
    expect(what, x, (y) => !y.ok && y.exitCode === 2 && y.diagnostics.length === 1 && y.diagnostics[0].severity === 'error');
  }
  // -T, -E, -Fo, -Fc in args in the command line's other spellings: what
  // compile() sets wins, the profile and entry in args count.
  const two = 'float4 other(float4 c : COLOR) : SV_Target { return c; }\n' + good;
  for (const args of [['-Tps_6_0', '-Eother'], ['/T', 'ps_6_0', '/E', 'other'], ['-T', 'ps_6_0', '-E', 'other', '-Foelsewhere.spv'],
    ['/Tps_6_0', '/Eother', '/Fo', 'x.spv', '/Fc']]) {
    r = osh.compile(two, { target: 'spirv', args });
    expect(`args ${args.join(' ')}`, r, (x) => x.ok && x.spirv instanceof Uint32Array &&
      x.reflection && JSON.stringify(x.reflection).includes('"other"') &&
      (args.includes('/Fc') ? /OpEntryPoint Fragment %\w+ "other"/.test(x.disassembly || '') : x.disassembly === undefined));
  }
  console.log('diagnostics: bad option, broken shader, missing include, unknown target, wrong types; ' +
    'own options in every spelling; then good compilations');
}

// The package bundled for the browser by esbuild, as a web app would.
function bundle(env) {
  const esbuild = path.join(ROOT, 'tests/node_modules/.bin/esbuild');
  if (!fs.existsSync(esbuild)) { console.error('esbuild missing: run tools/install-test-deps.sh'); process.exit(1); }
  const app = path.join(env.app, 'web');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'main.js'), `import { createCompiler } from 'oneshader';
const osh = await createCompiler();
const r = osh.compile('float4 main(float4 c : COLOR) : SV_Target { return c; }', { target: 'wgsl', profile: 'ps_6_0' });
console.log(JSON.stringify({ ok: r.ok, fragment: /@fragment/.test(r.wgsl || '') }));
`);
  const r = spawnSync(esbuild, ['main.js', '--bundle', '--platform=browser', '--format=esm', '--outfile=dist/app.js',
    '--log-level=warning'], { cwd: app, encoding: 'utf8' });
  if (r.status !== 0) { fail(`esbuild --platform=browser: exit ${r.status}\n${r.stderr}`); return; }
  const out = fs.readFileSync(path.join(app, 'dist/app.js'), 'utf8');
  if (/\bimport\s*\(\s*['"]node:|from\s*['"]node:|require\(\s*['"](node:)?(fs|path|crypto)['"]/.test(out))
    fail('the browser bundle holds a literal import of a Node module');
  fs.copyFileSync(path.join(env.pkg, 'dist/oneshader.wasm'), path.join(app, 'dist/oneshader.wasm'));
  const run = spawnSync(process.execPath, [path.join(app, 'dist/app.js')], { encoding: 'utf8' });
  const last = run.stdout.trim().split('\n').pop();
  if (run.status !== 0 || last !== '{"ok":true,"fragment":true}') fail(`the bundle ran: exit ${run.status}: ${run.stdout}${run.stderr}`);
  console.log(`esbuild bundled the package for the browser (${out.length} bytes of JS) and the bundle compiled a shader`);
}

// index.d.ts against a program that uses the whole API, with tsc --strict.
function types(env) {
  const tsc = path.join(ROOT, 'tests/node_modules/.bin/tsc');
  if (!fs.existsSync(tsc)) { console.error('typescript missing: run tools/install-test-deps.sh'); process.exit(1); }
  const dir = path.join(env.app, 'ts');
  fs.mkdirSync(dir);
  const opts = ['--strict', '--noEmit', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022',
    '--lib', 'es2022,dom'];
  const good = `import { createCompiler, runCommandLine, type CompileResult, type Diagnostic } from 'oneshader';
const osh = await createCompiler({ wasm: new URL('https://example.com/oneshader.wasm') });
const r: CompileResult = osh.compile('float4 main() : SV_Target { return 1; }',
  { target: 'wgsl', profile: 'ps_6_0', entry: 'main', args: ['-O3'], files: { 'a.hlsli': 'x', 'b.bin': new Uint8Array(1) }, fileName: 'a.hlsl' });
const words: Uint32Array | undefined = r.spirv;
const text: string | undefined = r.wgsl ?? r.disassembly;
const d: Diagnostic[] = r.diagnostics;
const first: string | null = d.length ? d[0].code : null;
const code: number = r.exitCode + d.reduce((a, x) => a + x.line + x.column, 0);
const run = osh.run(['--version'], { 'x.hlsl': '' });
const bytes: Uint8Array = run.stdoutBytes;
const v: string = osh.version;
const status: Promise<number> = runCommandLine(['--help']);
export { words, text, first, code, bytes, v, status };
`;
  const bad = `import { createCompiler } from 'oneshader';
const osh = await createCompiler();
osh.compile('x', { target: 'glsl' });
`;
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
  for (const [name, text, ok] of [['good.ts', good, true], ['bad.ts', bad, false]]) {
    fs.writeFileSync(path.join(dir, name), text);
    const r = spawnSync(tsc, [...opts, name], { cwd: dir, encoding: 'utf8' });
    if ((r.status === 0) !== ok) fail(`tsc ${name}: exit ${r.status}, expected ${ok ? 'a clean check' : 'a type error'}\n${r.stdout}${r.stderr}`);
    if (!ok && !/TS2322|glsl/.test(r.stdout)) fail(`tsc bad.ts: not the expected error:\n${r.stdout}`);
  }
  const version = JSON.parse(fs.readFileSync(path.join(env.pkg, 'package.json'), 'utf8')).version;
  const h = fs.readFileSync(path.join(ROOT, 'include/oneshader.h'), 'utf8');
  const m = /#define\s+OSH_VERSION_STRING\s+"([^"]+)"/.exec(h);
  if (!m || m[1] !== version) fail(`package.json version ${version}, OSH_VERSION_STRING ${m ? m[1] : 'not found'}`);
  console.log(`tsc --strict checks a program using the whole API against index.d.ts (and rejects a wrong one); version ${version}`);
}

const env = installPackage();
if (mode === 'corpus') await corpus(env);
else if (mode === 'cli') cli(env);
else if (mode === 'diag') await diag(env);
else if (mode === 'bundle') bundle(env);
else if (mode === 'types') types(env);
else { console.error('usage: package-test.mjs corpus|cli|diag|bundle|types [--compiler PATH]'); process.exit(2); }
process.exitCode = failures ? 1 : 0;
