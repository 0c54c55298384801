#!/usr/bin/env bash
# Builds the browser playground into web/dist/ (static files; gitignored).
#   1. the WebAssembly compiler (npm/dist/), by tools/build-wasm.sh if it is missing;
#   2. web/'s npm devDependencies (CodeMirror 6, esbuild) into web/node_modules,
#      pinned by web/package-lock.json;
#   3. esbuild bundles web/src/main.js into web/dist/app.js; the page, its
#      style and the compiler's files (web/dist/oneshader/) are copied beside it.
# Serve the result with tools/serve-playground.sh (any static server will do).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
say() { printf '[build-playground] %s\n' "$*"; }

if [ ! -f npm/dist/oneshader.mjs ] || [ ! -f npm/dist/oneshader.wasm ]; then
  say "npm/dist is missing: bash tools/build-wasm.sh"
  bash tools/build-wasm.sh
fi

WANT=$(node -p 'require("./web/package-lock.json").packages["node_modules/esbuild"].version')
HAVE=$(node -p 'try { require("./web/node_modules/esbuild/package.json").version } catch { "" }')
if [ "$WANT" != "$HAVE" ]; then
  say "npm ci into web/node_modules"
  (cd web && npm ci --no-audit --no-fund --loglevel=error)
fi

rm -rf web/dist
mkdir -p web/dist/oneshader
web/node_modules/.bin/esbuild web/src/main.js --bundle --format=esm --minify --target=es2020 \
  --outfile=web/dist/app.js --log-level=warning
cp web/index.html web/style.css web/dist/
for f in npm/dist/*.mjs npm/dist/oneshader.wasm; do cp "$f" web/dist/oneshader/; done
say "web/dist: app.js $(wc -c < web/dist/app.js) bytes, oneshader.wasm $(wc -c < web/dist/oneshader/oneshader.wasm) bytes"
