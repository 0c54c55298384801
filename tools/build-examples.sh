#!/usr/bin/env bash
# Builds OneShader (Release, in build/) and compiles every examples/*.hlsl to
# SPIR-V (build/examples/NAME.spv, plus NAME.spvasm when spirv-dis exists) and
# WGSL (build/examples/NAME.wgsl). On Debian 12 it first installs what the
# build needs (build-essential, cmake, spirv-headers) if missing.
# Each example's first line gives its compile arguments: // ARGS: -T cs_6_0 -E main
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
BUILD=${BUILD_DIR:-build}

need=()
command -v cc >/dev/null 2>&1 && command -v make >/dev/null 2>&1 || need+=(build-essential)
command -v cmake >/dev/null 2>&1 || need+=(cmake)
[ -f /usr/include/spirv/unified1/spirv.h ] || need+=(spirv-headers)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=(); [ "$(id -u)" = 0 ] || SUDO=(sudo)
  echo "[build-examples] installing ${need[*]}"
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${need[@]}"
fi

cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DOSH_TESTS=OFF
cmake --build "$BUILD" -j"$(nproc)" --target oneshader_cli

OUT="$BUILD/examples"
mkdir -p "$OUT"
status=0
for f in examples/*.hlsl; do
  name=$(basename "$f" .hlsl)
  read -r -a args <<<"$(sed -n '1s|^// *ARGS: *||p' "$f")"
  for target in spirv wgsl; do
    ext=$([ $target = spirv ] && echo spv || echo wgsl)
    if "$BUILD/oneshader" "${args[@]}" -$target "$f" -Fo "$OUT/$name.$ext"; then
      echo "[build-examples] $f -> $OUT/$name.$ext"
    else
      echo "[build-examples] FAILED: $f (-$target)"; status=1
    fi
  done
  if [ -f "$OUT/$name.spv" ] && command -v spirv-dis >/dev/null 2>&1; then
    spirv-dis --no-color "$OUT/$name.spv" -o "$OUT/$name.spvasm"
  fi
done
[ $status = 0 ] && echo "[build-examples] done: the compiler is $BUILD/oneshader; outputs are in $OUT/"
exit $status
