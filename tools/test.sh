#!/usr/bin/env bash
# Installs every test tool (tools/install-test-deps.sh), builds OneShader and
# its test runners, and runs the whole suite with ctest (its summary is the
# last thing printed). Needs root or sudo for the install step.
#
# Environment: BUILD_DIR (default build), CMAKE_ARGS (extra cmake -D...),
# CTEST_ARGS (extra ctest arguments, e.g. "-L corpus"), OSH_SKIP_INSTALL=1,
# UPDATE_SNAPSHOTS=1 (rewrite the snapshots beside the inputs instead of comparing).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
BUILD=${BUILD_DIR:-build}

# Tests start python3 by name too (shebangs, shell scripts): put the real
# interpreter's folder first, so a version-manager shim (pyenv's costs ~2 s a
# start) is not in the way.
if PYREAL=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) && [ -x "$PYREAL" ]; then
  PATH="$(dirname "$PYREAL"):$PATH"
  export PATH
fi

[ "${OSH_SKIP_INSTALL:-0}" = 1 ] || bash tools/install-test-deps.sh

# shellcheck disable=SC2086 # CMAKE_ARGS / CTEST_ARGS are word lists
cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DOSH_TESTS=ON ${CMAKE_ARGS:-}
cmake --build "$BUILD" -j"$(nproc)"
cd "$BUILD"
# shellcheck disable=SC2086
exec ctest -j"$(nproc)" --output-on-failure ${CTEST_ARGS:-}
