#!/usr/bin/env bash
# Serves the built playground (web/dist, from tools/build-playground.sh) on
# http://127.0.0.1:PORT/ (default 8021). A static server: .wasm goes out as
# application/wasm, which WebAssembly.compileStreaming requires.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PORT=${1:-8021}
[ -f "$ROOT/web/dist/index.html" ] || { echo "web/dist is missing: run bash tools/build-playground.sh" >&2; exit 1; }
echo "OneShader playground: http://127.0.0.1:$PORT/"
exec python3 "$ROOT/tools/static-server.py" "$ROOT/web/dist" "$PORT"
