#!/usr/bin/env bash
# Builds the WebAssembly compiler and lays out the npm package in npm/:
#   npm/dist/oneshader-core.mjs  Emscripten's glue (ES module factory)
#   npm/dist/oneshader.wasm      the compiler: the library + the real CLI (src/cli)
#   npm/dist/oneshader.mjs       the loader and JS API (copied from npm/src/)
#   npm/dist/cli.mjs             `npx oneshader`
# The wasm is the native CLI compiled by emcc, so one command line gives the
# same bytes in Node, a browser and natively. Installs Debian's emscripten
# when emcc is missing (as tools/install-test-deps.sh installs the others).
#
# setjmp/longjmp (the arena's error unwind): Emscripten 3.1.6 lowers them
# with its default SUPPORT_LONGJMP=emscripten: a function that calls setjmp
# makes its calls through JS `invoke_*` wrappers and longjmp throws a JS
# exception that the wrapper catches; no flag is needed, the code is unchanged.
#
# Environment: EMCC (default emcc), WASM_OPT (default -O2), OSH_SKIP_APT=1.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
say() { printf '[build-wasm] %s\n' "$*"; }

EMCC=${EMCC:-emcc}
if ! command -v "$EMCC" >/dev/null 2>&1; then
  [ "${OSH_SKIP_APT:-0}" = 1 ] && { say "emcc not found"; exit 1; }
  SUDO=(); [ "$(id -u)" = 0 ] || SUDO=(sudo)
  say "apt-get install emscripten"
  "${SUDO[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -q --no-install-recommends emscripten
fi

# Debian's emscripten runs its JS optimizer with node and Debian's node-acorn
# (/usr/share/nodejs); a node from elsewhere does not search that folder.
for d in /usr/share/nodejs /usr/lib/nodejs; do
  [ -d "$d/acorn" ] && export NODE_PATH="$d${NODE_PATH:+:$NODE_PATH}"
done

OUT=npm/dist
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
# spirv-headers: only its spirv/ folder, not all of /usr/include (glibc's
# headers would shadow Emscripten's libc).
SPV=$(for d in /usr/include /usr/local/include; do [ -f "$d/spirv/unified1/spirv.h" ] && echo "$d" && break; done)
[ -n "$SPV" ] || { say "spirv-headers missing (apt-get install spirv-headers)"; exit 1; }
mkdir -p "$TMP/inc"; ln -s "$SPV/spirv" "$TMP/inc/spirv"

SRCS=()
for phase in base pp hlsl lower ir opt spirv wgsl reflect driver cli; do
  SRCS+=(src/"$phase"/*.c)
done

OPT=${WASM_OPT:--O2}
# Up to date: nothing of the inputs is newer than the wasm (OSH_WASM_FORCE=1 rebuilds).
if [ "${OSH_WASM_FORCE:-0}" != 1 ] && [ -f "$OUT/oneshader.wasm" ] &&
   [ -z "$(find src include npm/src tools/build-wasm.sh -newer "$OUT/oneshader.wasm" -type f | head -1)" ]; then
  say "$OUT/oneshader.wasm is up to date"
  exit 0
fi
OBJ=${WASM_BUILD_DIR:-build-wasm}/obj
rm -rf "$OBJ"; mkdir -p "$OBJ"
CFLAGS=("$OPT" -std=c11 -Wall -Wextra -Werror -Wno-unused-parameter
        -Iinclude -Isrc -I"$TMP/inc" -DOSH_CLI_NO_REGION=1)
say "emcc $OPT: ${#SRCS[@]} sources, $(nproc) at a time"
# One object per source (the name keeps its folder: two phases may share a file name).
printf '%s\n' "${SRCS[@]}" | xargs -P"$(nproc)" -I{} sh -c \
  'o="$1/$(echo "$2" | tr / _).o"; shift 2; exec "$@" -c "$0" -o "$o"' {} "$OBJ" {} "$EMCC" "${CFLAGS[@]}"
# INVOKE_RUN=0: main runs only when called. Each compilation gets a fresh
# instance of the compiled module (npm/src/oneshader.mjs), so main's static
# state and exit() need no care. FORCE_FILESYSTEM + FS: the loader writes the
# inputs and reads the outputs in MEMFS; NODEFS mounts the disk for the CLI.
"$EMCC" "$OPT" "$OBJ"/*.o -o "$TMP/oneshader-core.mjs" \
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createOneShaderCore \
  -sENVIRONMENT=web,node -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=16777216 \
  -sINVOKE_RUN=0 -sEXIT_RUNTIME=0 -sFORCE_FILESYSTEM=1 -lnodefs.js \
  -sEXPORTED_FUNCTIONS=_main,_malloc,_free,_fflush \
  -sEXPORTED_RUNTIME_METHODS=FS,NODEFS
# Emscripten 3.1.6's glue for Node is CommonJS (require, __dirname) even with
# EXPORT_ES6, and it installs process-wide handlers (uncaughtException, ...)
# on every instance. The loader makes one instance per compilation and hands
# the glue node:fs/node:path itself, so those few lines are replaced; each
# replacement must match once, or the build stops (a different emcc).
node - "$TMP/oneshader-core.mjs" "$OUT/oneshader-core.mjs" <<'JS'
const fs = require('fs');
let s = fs.readFileSync(process.argv[2], 'utf8');
const edits = [
  ['scriptDirectory=require("path").dirname(scriptDirectory)+"/"', 'scriptDirectory=""'],
  ['scriptDirectory=__dirname+"/"', 'scriptDirectory=""'],
  ['fs=require("fs");nodePath=require("path")', 'fs=Module["nodeFs"];nodePath=Module["nodePath"]'],
  ['var crypto_module=require("crypto")', 'var crypto_module=Module["nodeCrypto"]'],
  ['process["on"]("uncaughtException",function(ex){if(!(ex instanceof ExitStatus)){throw ex}});', ''],
  ['process["on"]("unhandledRejection",function(reason){throw reason});', ''],
];
for (const [from, to] of edits) {
  const n = s.split(from).length - 1;
  if (n !== 1) { console.error(`build-wasm: ${n} matches of ${from}`); process.exit(1); }
  s = s.replace(from, to);
}
if (/\brequire\(|__dirname/.test(s)) { console.error('build-wasm: require/__dirname left in the glue'); process.exit(1); }
fs.writeFileSync(process.argv[3], s);
JS
cp "$TMP/oneshader-core.wasm" "$OUT/oneshader.wasm"
cp npm/src/oneshader.mjs npm/src/cli.mjs "$OUT/"
raw=$(stat -c %s "$OUT/oneshader.wasm")
gz=$(gzip -9 -c "$OUT/oneshader.wasm" | wc -c)
say "$OUT/oneshader.wasm: $raw bytes ($gz gzipped)"
