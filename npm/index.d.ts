// TypeScript declarations of the `oneshader` package (npm/README.md).

export type Target = 'spirv' | 'wgsl';
export type Severity = 'error' | 'warning' | 'note';

export interface Diagnostic {
  /** "OSH0300"-style code; null for the command line's own usage errors. */
  code: string | null;
  severity: Severity;
  /** The file the diagnostic points into; null when it has no position. */
  file: string | null;
  /** 1-based; 0 when the diagnostic has no position. */
  line: number;
  /** 1-based; 0 when the diagnostic has no position. */
  column: number;
  message: string;
}

export interface CompileOptions {
  /** 'spirv' (default) or 'wgsl'. */
  target?: Target;
  /** -T: "cs_6_0", "ps_6_0", "vs_6_6", "lib_6_3", ... */
  profile?: string;
  /** -E: the entry point (default "main"). */
  entry?: string;
  /** Any other option of the command line, e.g. ['-O0', '-D', 'FOG=1', '-Fc'] (a value attached or as the next word, '/' or '-'). */
  args?: string[];
  /** The virtual file system #include reads: path (relative to the shader) -> text. */
  files?: Record<string, string | Uint8Array>;
  /** The shader's file name in diagnostics (default "shader.hlsl"). */
  fileName?: string;
}

export interface CompileResult {
  /** True when the compiler exited with status 0. */
  ok: boolean;
  /** The compiler's exit status (0 ok, 1 errors in the shader, 2 a bad command line). */
  exitCode: number;
  /** The WGSL text, for target 'wgsl'. */
  wgsl?: string;
  /** The SPIR-V words, for target 'spirv'. */
  spirv?: Uint32Array;
  /** When args hold '-Fc': the SPIR-V assembly (target 'spirv'), the WGSL text again (target 'wgsl'). */
  disassembly?: string;
  /** The -Fre reflection JSON, parsed. */
  reflection?: any;
  diagnostics: Diagnostic[];
  /** The raw standard output and error of the run. */
  stdout: string;
  stderr: string;
}

export interface RunResult {
  exitCode: number;
  stdout: string;
  stdoutBytes: Uint8Array;
  stderr: string;
  /** Every file in the working folder after the run (inputs included). */
  files: Record<string, Uint8Array>;
}

export interface Compiler {
  /** Compiles one shader. Errors in the shader or the options are diagnostics, never exceptions. */
  compile(source: string, options?: CompileOptions): CompileResult;
  /** Runs the command line (without the program name) on an in-memory file system holding `files`. */
  run(argv: string[], files?: Record<string, string | Uint8Array>): RunResult;
  /** The compiler's version, e.g. "0.2.0". */
  readonly version: string;
}

export interface CreateCompilerOptions {
  /** Where the wasm is: a URL or path, its bytes, or a compiled WebAssembly.Module (default: oneshader.wasm beside the module). */
  wasm?: string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module;
}

/** Loads and compiles the WebAssembly once; each compile() then runs in a fresh instance. */
export function createCompiler(options?: CreateCompilerOptions): Promise<Compiler>;

/** Node only: runs the native command line on the real disk (what `npx oneshader` does); resolves to the exit status. */
export function runCommandLine(argv: string[], options?: CreateCompilerOptions): Promise<number>;
