#!/usr/bin/env bash
# Installs OneShader from a build tree into a temporary prefix and builds the
# host example (examples/host) against the installed package three ways:
# with find_package(OneShader), with CMake's pkg-config module, and with a
# plain compiler command given `pkg-config --cflags --libs oneshader`. Each
# build must run, compile its shader to SPIR-V and WGSL, and write the files.
#
#   tests/install/run.sh BUILD_DIR [C_COMPILER]
#
# Exit status 0 pass, 1 fail, 77 skip (pkg-config missing, unless CI=true).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=$(cd "${1:?usage: run.sh BUILD_DIR [C_COMPILER]}" && pwd)
CC_BIN=${2:-${CC:-cc}}

TMP=$(mktemp -d "${TMPDIR:-/tmp}/oneshader-install.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
PREFIX=$TMP/prefix

fail() { echo "FAIL: $*" >&2; exit 1; }

echo "== install to $PREFIX"
cmake --install "$BUILD" --prefix "$PREFIX" >"$TMP/install.log" || {
  cat "$TMP/install.log"; fail "cmake --install"; }
[ -f "$PREFIX/include/oneshader.h" ] || fail "include/oneshader.h not installed"
[ -x "$PREFIX/bin/oneshader" ] || fail "bin/oneshader not installed"
# Only the public header is an interface.
extra=$(find "$PREFIX/include" -type f ! -name oneshader.h)
[ -z "$extra" ] || fail "headers other than oneshader.h installed: $extra"
PC=$(find "$PREFIX" -name oneshader.pc | head -n 1)
[ -n "$PC" ] || fail "oneshader.pc not installed"
CONFIG=$(find "$PREFIX" -name OneShaderConfig.cmake | head -n 1)
[ -n "$CONFIG" ] || fail "OneShaderConfig.cmake not installed"
grep -q "^prefix=$PREFIX\$" "$PC" || fail "oneshader.pc does not name the install prefix: $(grep ^prefix= "$PC")"
"$PREFIX/bin/oneshader" --version | grep -q "^oneshader [0-9]" || fail "installed oneshader --version"

# Runs the host program in its own folder and checks what it wrote.
run_host() {
  local exe=$1 dir=$2
  mkdir -p "$dir"
  (cd "$dir" && "$exe") >"$dir/host.log" 2>&1 || { cat "$dir/host.log"; fail "$exe failed"; }
  for f in double.spv double.wgsl; do
    [ -s "$dir/$f" ] || { cat "$dir/host.log"; fail "$exe did not write $f"; }
  done
  # SPIR-V magic number, little-endian.
  [ "$(od -An -tx1 -N4 "$dir/double.spv" | tr -d ' ')" = "03022307" ] || fail "double.spv is not SPIR-V"
  grep -q "@compute" "$dir/double.wgsl" || fail "double.wgsl has no @compute entry point"
  echo "ok: $exe"
}

CMAKE_GEN_ARGS=(-DCMAKE_C_COMPILER="$CC_BIN" -DCMAKE_BUILD_TYPE=Release)

echo "== find_package(OneShader)"
cmake -S "$ROOT/examples/host" -B "$TMP/host-cmake" "${CMAKE_GEN_ARGS[@]}" \
  -DCMAKE_PREFIX_PATH="$PREFIX" >"$TMP/cmake1.log" 2>&1 || { cat "$TMP/cmake1.log"; fail "configure (find_package)"; }
cmake --build "$TMP/host-cmake" >"$TMP/build1.log" 2>&1 || { cat "$TMP/build1.log"; fail "build (find_package)"; }
run_host "$TMP/host-cmake/oneshader_host" "$TMP/run-cmake"

echo "== oneshader_compile() (examples/shaders-cmake), Ninja and Makefiles, paths with spaces"
# Builds the shaders, then checks the depfiles: touching the include that all
# four sources use rebuilds four outputs, a second build none, touching one
# source its two (its VS and PS).
count_compiles() { grep -c 'oneshader [a-z][a-z]_6_0' || true; }
for gen in Ninja "Unix Makefiles"; do
  if [ "$gen" = Ninja ] && ! command -v ninja >/dev/null 2>&1; then
    [ "${CI:-}" = true ] && fail "ninja missing with CI=true"
    echo "ninja not found: skipping the Ninja build"; continue
  fi
  SRC="$TMP/shaders src $gen"; BLD="$TMP/shaders build $gen"
  cp -r "$ROOT/examples/shaders-cmake" "$SRC"
  cmake -S "$SRC" -B "$BLD" -G "$gen" -DCMAKE_PREFIX_PATH="$PREFIX" >"$TMP/cmake-sh.log" 2>&1 ||
    { cat "$TMP/cmake-sh.log"; fail "configure examples/shaders-cmake ($gen)"; }
  cmake --build "$BLD" >"$TMP/build-sh.log" 2>&1 || { cat "$TMP/build-sh.log"; fail "build examples/shaders-cmake ($gen)"; }
  for f in blur.spv blur.json blur.wgsl tint.vs.spv tint.ps.spv tint.ps.h; do
    [ -s "$BLD/shaders/$f" ] || fail "oneshader_compile ($gen) did not write shaders/$f"
  done
  [ "$(od -An -tx1 -N4 "$BLD/shaders/blur.spv" | tr -d ' ')" = "03022307" ] || fail "blur.spv is not SPIR-V ($gen)"
  grep -q "@compute" "$BLD/shaders/blur.wgsl" || fail "blur.wgsl has no @compute ($gen)"
  if command -v spirv-val >/dev/null 2>&1; then
    for f in blur tint.vs tint.ps; do spirv-val --target-env vulkan1.2 "$BLD/shaders/$f.spv" || fail "spirv-val $f.spv"; done
  fi
  sleep 1; touch "$SRC/include/common.hlsli"
  n=$(cmake --build "$BLD" 2>&1 | count_compiles)
  [ "$n" = 4 ] || fail "touching the shared include rebuilt $n outputs, not 4 ($gen)"
  n=$(cmake --build "$BLD" 2>&1 | count_compiles)
  [ "$n" = 0 ] || fail "a second build rebuilt $n outputs, not 0 ($gen)"
  sleep 1; touch "$SRC/tint.hlsl"
  n=$(cmake --build "$BLD" 2>&1 | count_compiles)
  [ "$n" = 2 ] || fail "touching tint.hlsl rebuilt $n outputs, not 2 ($gen)"
  echo "ok: oneshader_compile with $gen"
done

if ! command -v pkg-config >/dev/null 2>&1; then
  echo "pkg-config not found: skipping the pkg-config builds"
  [ "${CI:-}" = true ] && fail "pkg-config missing with CI=true"
  exit 77
fi
export PKG_CONFIG_PATH="$(dirname "$PC")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
pkg-config --exists oneshader || fail "pkg-config does not find oneshader"
[ "$(pkg-config --modversion oneshader)" = "$("$PREFIX/bin/oneshader" --version | cut -d' ' -f2)" ] ||
  fail "pkg-config version differs from oneshader --version"

echo "== pkg_check_modules (CMake, pkg-config)"
cmake -S "$ROOT/examples/host" -B "$TMP/host-pc" "${CMAKE_GEN_ARGS[@]}" \
  -DHOST_USE_PKG_CONFIG=ON >"$TMP/cmake2.log" 2>&1 || { cat "$TMP/cmake2.log"; fail "configure (pkg-config)"; }
cmake --build "$TMP/host-pc" >"$TMP/build2.log" 2>&1 || { cat "$TMP/build2.log"; fail "build (pkg-config)"; }
run_host "$TMP/host-pc/oneshader_host" "$TMP/run-pc"

echo "== $CC_BIN \$(pkg-config --cflags --libs oneshader)"
# shellcheck disable=SC2046 # pkg-config's output is a word list
"$CC_BIN" -std=c11 -Wall -Wextra -Werror $(pkg-config --cflags oneshader) \
  -o "$TMP/host-cc" "$ROOT/examples/host/main.c" $(pkg-config --libs oneshader) ||
  fail "plain compiler build with pkg-config"
# A shared build has no rpath in this program: tell the loader where to look.
LD_LIBRARY_PATH="$(dirname "$(dirname "$PC")")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  run_host "$TMP/host-cc" "$TMP/run-cc"

echo "PASS: installed package works with find_package and pkg-config"
