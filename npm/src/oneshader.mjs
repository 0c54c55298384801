// OneShader for JavaScript: the HLSL compiler built to WebAssembly.
//
// The wasm is the native command-line compiler (src/cli + the library), so a
// command line gives the same bytes here as natively. Each compile() runs it
// in a fresh instance of the module compiled once by createCompiler(): main's
// static state, exit() and any leak end with the instance, and one call can
// never see another's files. The inputs and outputs live in the instance's
// in-memory file system (MEMFS).
import createCore from './oneshader-core.mjs';

const isNode = typeof process === 'object' && !!(process.versions && process.versions.node);

const WORK = '/work';        // the shader and options.files
const OUTDIR = '/osh-out';   // what the compiler writes
const SEVERITIES = new Set(['note', 'warning', 'error']);

// Node's modules, imported through a variable so that a bundler for the web
// (esbuild, webpack, Rollup, Vite) leaves them out instead of failing on
// 'node:fs': only Node runs loadNode().
const nodeImport = (name) => import(/* webpackIgnore: true */ /* @vite-ignore */ name);

async function loadNode() {
  const [fs, path, crypto] = await Promise.all([
    nodeImport('node:fs'), nodeImport('node:path'), nodeImport('node:crypto')]);
  return { fs: fs.default || fs, path: path.default || path, crypto: crypto.default || crypto };
}

async function compileWasm(where, node) {
  if (where instanceof WebAssembly.Module) return where;
  if (where instanceof ArrayBuffer || ArrayBuffer.isView(where)) return WebAssembly.compile(where);
  const url = where ? new URL(String(where), import.meta.url) : new URL('./oneshader.wasm', import.meta.url);
  if (node && url.protocol === 'file:') return WebAssembly.compile(node.fs.readFileSync(url));
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch (e) { /* a server without application/wasm: fall back to bytes */ }
  }
  const resp = await fetch(url);
  if (!resp.ok) throw new Error(`oneshader: cannot load ${url}: HTTP ${resp.status}`);
  return WebAssembly.compile(await resp.arrayBuffer());
}

// One instance of the compiler, made synchronously from the compiled module.
// stdout/stderr go byte by byte to the given sinks (Emscripten hands them
// signed bytes from HEAP8).
function instantiate(module, node, sinks) {
  const M = {
    nodeFs: node && node.fs, nodePath: node && node.path, nodeCrypto: node && node.crypto,
    noInitialRun: true,
    instantiateWasm(imports, receive) {
      const inst = new WebAssembly.Instance(module, imports);
      receive(inst, module);
      return inst.exports;
    },
    // exit() in the compiler (a bad option, --help) ends this instance only.
    quit(status, toThrow) { throw toThrow; },
    print: () => {}, printErr: () => {},
    preRun: [() => {
      M.FS.init(sinks.stdin || (() => null),
        (c) => sinks.stdout(c & 255), (c) => sinks.stderr(c & 255));
    }],
  };
  createCore(M); // synchronous with instantiateWasm: M is ready on return
  if (!M._main) throw new Error('oneshader: the wasm instance did not start');
  return M;
}

// Runs main(argv) in the instance; returns the exit status.
function runMain(M, argv) {
  const enc = new TextEncoder();
  const ptrs = argv.map((a) => {
    const b = enc.encode(a);
    const p = M._malloc(b.length + 1);
    M.HEAPU8.set(b, p);
    M.HEAPU8[p + b.length] = 0;
    return p;
  });
  const av = M._malloc(4 * (ptrs.length + 1));
  ptrs.forEach((p, i) => { M.HEAP32[(av >> 2) + i] = p; });
  M.HEAP32[(av >> 2) + ptrs.length] = 0;
  let status;
  try {
    status = M._main(ptrs.length, av);
  } catch (e) {
    if (e && e.name === 'ExitStatus') status = e.status;
    else throw e;
  }
  M._fflush(0); // main returned into JS: stdio's buffers are still full
  return status;
}

function bytesSink() {
  const chunks = [];
  let cur = new Uint8Array(4096), n = 0;
  const push = (c) => {
    if (n === cur.length) { chunks.push(cur); cur = new Uint8Array(cur.length * 2); n = 0; }
    cur[n++] = c;
  };
  push.bytes = () => {
    const total = chunks.reduce((a, c) => a + c.length, 0) + n;
    const out = new Uint8Array(total);
    let o = 0;
    for (const c of chunks) { out.set(c, o); o += c.length; }
    out.set(cur.subarray(0, n), o);
    return out;
  };
  return push;
}

function mkdirs(FS, path) {
  let cur = '';
  for (const part of path.split('/').filter(Boolean)) {
    cur += '/' + part;
    try { FS.mkdir(cur); } catch (e) { /* exists */ }
  }
}

// The options this wrapper sets itself: the user's copies are dropped (with
// their value) so that the outputs land where compile() reads them. The
// command line takes each value attached (-Tps_6_0, -Foout.spv) or as the
// next word, and a '/' for the '-' (dxc's Windows spelling): all of them.
const OWN_WITH_VALUE = ['-Fre', '-Fo', '-Fc', '-T', '-E'];
const OWN_FLAGS = new Set(['-spirv', '-wgsl']);

// {flag, value (attached, or null)} when `a` is one of OWN_WITH_VALUE.
function ownOption(a) {
  const dash = a.startsWith('/') ? '-' + a.slice(1) : a;
  for (const f of OWN_WITH_VALUE)
    if (dash.startsWith(f)) return { flag: f, value: dash.length > f.length ? dash.slice(f.length) : null };
  return null;
}

function parseDiagnostics(text) {
  const diags = [];
  const loose = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    let d = null;
    if (line.startsWith('{')) {
      try { d = JSON.parse(line); } catch (e) { d = null; }
    }
    if (d && SEVERITIES.has(d.severity)) {
      const one = (x) => ({ code: x.code ?? null, severity: x.severity, file: x.file ?? null,
        line: x.line || 0, column: x.column || 0, message: x.message ?? '' });
      diags.push(one(d));
      for (const n of d.notes || []) diags.push(one(n));
    } else {
      loose.push(line);
    }
  }
  // Lines not in JSON: the command line's usage errors ("oneshader: error: ...").
  for (const line of loose) {
    if (/^run 'oneshader --help'/.test(line)) continue;
    const m = /^oneshader: (error|warning|note)(?: (OSH\d+))?: (.*)$/.exec(line);
    diags.push({ code: m && m[2] ? m[2] : null, severity: m ? m[1] : 'error', file: null,
      line: 0, column: 0, message: m ? m[3] : line });
  }
  return diags;
}

class Compiler {
  constructor(module, node) {
    this._module = module;
    this._node = node;
  }

  /** The version string of the compiler (`oneshader --version`). */
  get version() {
    const r = this.run(['--version']);
    return r.stdout.replace(/^oneshader /, '').trim();
  }

  /**
   * Compiles one shader; never throws for errors in the shader or options.
   */
  compile(source, options = {}) {
    const target = options.target || 'spirv';
    if (target !== 'spirv' && target !== 'wgsl') {
      return { ok: false, wgsl: undefined, spirv: undefined, disassembly: undefined,
        reflection: undefined, exitCode: 2, stdout: '', stderr: '',
        diagnostics: [{ code: null, severity: 'error', file: null, line: 0, column: 0,
          message: `unknown target '${target}' (spirv or wgsl)` }] };
    }
    const bad = (message) => ({ ok: false, wgsl: undefined, spirv: undefined, disassembly: undefined,
      reflection: undefined, exitCode: 2, stdout: '', stderr: '',
      diagnostics: [{ code: null, severity: 'error', file: null, line: 0, column: 0, message }] });
    if (typeof source !== 'string')
      return bad(`the source must be a string, not ${source === null ? 'null' : typeof source}`);
    if (options.args !== undefined && !Array.isArray(options.args))
      return bad('options.args must be an array of strings (the command line\'s words)');
    const name = options.fileName || 'shader.hlsl';
    const args = [];
    let disasm = false;
    const user = (options.args || []).map(String);
    for (let i = 0; i < user.length; i++) {
      const a = user[i];
      const own = ownOption(a);
      if (own) {
        let value = own.value;
        if (value === null && own.flag !== '-Fc') value = user[++i];
        else if (value === null && i + 1 < user.length && !user[i + 1].startsWith('-')) i++; /* -Fc's path */
        if (own.flag === '-Fc') disasm = true;
        if (own.flag === '-T' && options.profile === undefined) options = { ...options, profile: value };
        if (own.flag === '-E' && options.entry === undefined) options = { ...options, entry: value };
      } else if (OWN_FLAGS.has(a)) {
        /* the target option decides */
      } else if (!a.startsWith('-fdiagnostics-format=')) {
        args.push(a);
      }
    }
    const out = `${OUTDIR}/out.${target === 'wgsl' ? 'wgsl' : 'spv'}`;
    const argv = ['oneshader', name];
    if (options.profile) argv.push('-T', options.profile);
    if (options.entry) argv.push('-E', options.entry);
    if (target === 'wgsl') argv.push('-wgsl');
    argv.push('-Fo', out, '-Fre', `${OUTDIR}/reflection.json`);
    if (disasm) argv.push('-Fc', `${OUTDIR}/disassembly.txt`);
    argv.push('-fdiagnostics-format=json', ...args);

    const stdout = bytesSink(), stderr = bytesSink();
    const M = instantiate(this._module, this._node, { stdout, stderr });
    const FS = M.FS;
    mkdirs(FS, WORK);
    mkdirs(FS, OUTDIR);
    for (const [path, text] of Object.entries(options.files || {})) {
      const full = path.startsWith('/') ? path : `${WORK}/${path}`;
      mkdirs(FS, full.slice(0, full.lastIndexOf('/')));
      FS.writeFile(full, text);
    }
    FS.writeFile(`${WORK}/${name}`, source);
    FS.chdir(WORK);
    const code = runMain(M, argv);
    const read = (p, enc) => { try { return FS.readFile(p, enc ? { encoding: 'utf8' } : {}); } catch (e) { return undefined; } };
    const dec = new TextDecoder();
    const r = {
      ok: code === 0,
      exitCode: code,
      wgsl: undefined, spirv: undefined, disassembly: undefined, reflection: undefined,
      diagnostics: [],
      stdout: dec.decode(stdout.bytes()),
      stderr: dec.decode(stderr.bytes()),
    };
    if (code === 0) {
      if (target === 'wgsl') {
        r.wgsl = read(out, true);
      } else {
        const b = read(out, false);
        if (b) r.spirv = new Uint32Array(b.buffer, b.byteOffset, b.byteLength >> 2);
      }
      if (disasm) r.disassembly = read(`${OUTDIR}/disassembly.txt`, true);
      const j = read(`${OUTDIR}/reflection.json`, true);
      if (j !== undefined) { try { r.reflection = JSON.parse(j); } catch (e) { r.reflection = undefined; } }
    }
    r.diagnostics = parseDiagnostics(r.stderr);
    if (!r.ok && !r.diagnostics.some((d) => d.severity === 'error'))
      r.diagnostics.push({ code: null, severity: 'error', file: null, line: 0, column: 0,
        message: `the compiler exited with status ${code}` });
    return r;
  }

  /**
   * Runs the command line as given (argv without the program name) in an
   * in-memory file system holding `files`; returns its exit status, its
   * standard output and error, and every file it wrote or left (`files`).
   */
  run(argv, files = {}) {
    const stdout = bytesSink(), stderr = bytesSink();
    const M = instantiate(this._module, this._node, { stdout, stderr });
    const FS = M.FS;
    mkdirs(FS, WORK);
    for (const [path, text] of Object.entries(files)) {
      const full = path.startsWith('/') ? path : `${WORK}/${path}`;
      mkdirs(FS, full.slice(0, full.lastIndexOf('/')));
      FS.writeFile(full, text);
    }
    FS.chdir(WORK);
    const exitCode = runMain(M, ['oneshader', ...argv.map(String)]);
    const outFiles = {};
    const walk = (dir, rel) => {
      for (const e of FS.readdir(dir)) {
        if (e === '.' || e === '..') continue;
        const p = `${dir}/${e}`, st = FS.stat(p);
        if (FS.isDir(st.mode)) walk(p, `${rel}${e}/`);
        else outFiles[`${rel}${e}`] = FS.readFile(p);
      }
    };
    walk(WORK, '');
    const dec = new TextDecoder();
    return { exitCode, stdout: dec.decode(stdout.bytes()), stderr: dec.decode(stderr.bytes()),
      stdoutBytes: stdout.bytes(), files: outFiles };
  }
}

/**
 * Loads and compiles the wasm once. `options.wasm`: a URL/path string, URL,
 * bytes or a WebAssembly.Module to use instead of ./oneshader.wasm beside
 * this file.
 */
export async function createCompiler(options = {}) {
  const node = isNode ? await loadNode() : null;
  const module = await compileWasm(options.wasm, node);
  return new Compiler(module, node);
}

// For the `oneshader` command (cli.mjs): the native command line on the real
// disk, through NODEFS mounts of the root's folders at the same paths.
export async function runCommandLine(argv, options = {}) {
  const node = await loadNode();
  const module = await compileWasm(options.wasm, node);
  let stdinBuf = null, stdinPos = 0;
  const outBuf = [], errBuf = [];
  const flush = (buf, fd) => {
    if (buf.length) { node.fs.writeSync(fd, Uint8Array.from(buf)); buf.length = 0; }
  };
  const sinks = {
    stdin: () => {
      if (stdinBuf === null) {
        try { stdinBuf = node.fs.readFileSync(0); } catch (e) { stdinBuf = new Uint8Array(0); }
      }
      return stdinPos < stdinBuf.length ? stdinBuf[stdinPos++] : null;
    },
    stdout: (c) => { outBuf.push(c); if (outBuf.length >= 65536) flush(outBuf, 1); },
    stderr: (c) => { errBuf.push(c); if (c === 10) flush(errBuf, 2); },
  };
  const M = instantiate(module, node, sinks);
  const FS = M.FS;
  for (const e of node.fs.readdirSync('/')) {
    if (e === 'dev' || e === 'proc' || e === 'sys') continue;
    let st;
    try { st = node.fs.statSync('/' + e); } catch (err) { continue; }
    if (!st.isDirectory()) continue;
    try { FS.mkdir('/' + e); } catch (err) { /* MEMFS has /tmp, /home */ }
    try { FS.mount(M.NODEFS, { root: '/' + e }, '/' + e); } catch (err) { /* leave it */ }
  }
  FS.chdir(process.cwd());
  const status = runMain(M, ['oneshader', ...argv]);
  flush(outBuf, 1);
  flush(errBuf, 2);
  return status;
}
