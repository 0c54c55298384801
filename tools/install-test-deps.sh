#!/usr/bin/env bash
# Installs every tool OneShader's test suite uses, on Debian 12 (bookworm).
# Idempotent: a second run only checks. Needs root (or sudo).
#
#  1. Debian packages: compilers, CMake, ninja (tests/cli reads a depfile with it), SPIRV-Tools/Headers, glslang,
#     lavapipe (mesa-vulkan-drivers), the Vulkan loader, headers and
#     validation layers, Python 3, Node.js (only if no node >= 18 is on PATH),
#     clang's runtime for LeakSanitizer/libFuzzer, emscripten (the
#     WebAssembly build of tools/build-wasm.sh, tests/npm) and chromium
#     (the playground's browser test, tests/web/playground.mjs).
#  2. The npm packages `webgpu` (Dawn with Tint, prebuilt), `puppeteer-core`
#     (drives chromium), esbuild and typescript (tests/npm bundles the package
#     for the web and type-checks index.d.ts) into tests/node_modules, pinned
#     by tests/package-lock.json.
#  3. Mesa 25's lavapipe from bookworm-backports, unpacked (not installed)
#     into .deps/mesa25 with an ICD manifest .deps/mesa25/lvp_icd.json.
#     Bookworm's Mesa 22 lavapipe lacks features Dawn's Vulkan backend
#     requires; with Mesa 25 Dawn runs WGSL on Vulkan (f16, subgroups).
#     The archive's address is taken from this machine's own apt sources.
#     If this step fails, the suite still runs: Dawn falls back to its
#     OpenGL ES backend (llvmpipe) and vkrun uses the system lavapipe.
#
# Environment: OSH_SKIP_APT=1 skips step 1; OSH_FORCE_MESA=1 redoes step 3.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
START=$(date +%s)
say() { printf '[install-test-deps] %s\n' "$*"; }

SUDO=()
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=(sudo); else
    say "needs root (or sudo) for apt-get"; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive

if ! grep -q 'bookworm' /etc/os-release 2>/dev/null; then
  # shellcheck disable=SC1091
  say "warning: this script is written for Debian 12 (bookworm); $(. /etc/os-release; echo "$PRETTY_NAME") may differ"
fi

# ---------------------------------------------------------------- 1. apt
PKGS=(build-essential cmake clang spirv-tools spirv-headers glslang-tools
      mesa-vulkan-drivers libvulkan-dev vulkan-validationlayers vulkan-tools
      python3 libclang-rt-14-dev ca-certificates ninja-build emscripten chromium)
node_ok() {
  command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 &&
    [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -ge 18 ]
}
node_ok || PKGS+=(nodejs npm)

if [ "${OSH_SKIP_APT:-0}" != 1 ]; then
  MISSING=()
  for p in "${PKGS[@]}"; do
    st=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$st" = installed ] || MISSING+=("$p")
  done
  if [ ${#MISSING[@]} -gt 0 ]; then
    say "apt-get install ${MISSING[*]}"
    "${SUDO[@]}" apt-get update -q
    "${SUDO[@]}" apt-get install -y -q --no-install-recommends "${MISSING[@]}"
  else
    say "Debian packages: all present"
  fi
fi
node_ok || { say "node >= 18 and npm are required"; exit 1; }

# ---------------------------------------------------------------- 2. npm
# Every package of tests/package.json at the version its lock names.
STALE=$(cd tests && node -e '
  const lock = require("./package-lock.json").packages, want = require("./package.json").dependencies;
  const stale = Object.keys(want).filter((n) => {
    try { return require(`./node_modules/${n}/package.json`).version !== lock[`node_modules/${n}`].version; }
    catch { return true; }
  });
  console.log(stale.join(" "));')
if [ -n "$STALE" ]; then
  say "npm ci into tests/node_modules (missing or stale: $STALE)"
  (cd tests && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
else
  say "npm: tests/node_modules up to date"
fi

# ---------------------------------------------------------------- 3. Mesa 25
MESA_DIR="$ROOT/.deps/mesa25"
ICD="$MESA_DIR/lvp_icd.json"

TMP_TO_CLEAN=""
trap '[ -n "$TMP_TO_CLEAN" ] && rm -rf "$TMP_TO_CLEAN"' EXIT

mesa_works() {
  [ -f "$ICD" ] || return 1
  local ld=""
  [ -f "$MESA_DIR/ld_library_path" ] && ld=$(cat "$MESA_DIR/ld_library_path")
  local out
  out=$(XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}" VK_ICD_FILENAMES="$ICD" LD_LIBRARY_PATH="$ld${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
        vulkaninfo --summary 2>/dev/null) || return 1
  grep -q 'driverInfo *= *Mesa 2[5-9]' <<<"$out"
}

# The URI (and keyring) of this machine's main Debian archive: the first
# enabled "deb" source whose suites include plain "bookworm".
debian_source() {
  python3 - <<'PY'
import glob, re
def out(uri, key):
    print(uri.rstrip("/"), key or "/usr/share/keyrings/debian-archive-keyring.gpg")
    raise SystemExit(0)
for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
    for stanza in re.split(r"\n\s*\n", open(path).read()):
        f = {}
        for line in stanza.splitlines():
            if line.startswith("#") or ":" not in line or line[:1].isspace():
                continue
            k, v = line.split(":", 1)
            f[k.strip().lower()] = v.strip()
        if f.get("enabled", "yes").lower() == "no" or "deb" not in f.get("types", "").split():
            continue
        if "bookworm" in f.get("suites", "").split() and f.get("uris"):
            out(f["uris"].split()[0], f.get("signed-by"))
for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
    try:
        lines = open(path).read().splitlines()
    except OSError:
        continue
    for line in lines:
        m = re.match(r"^\s*deb\s+(\[[^\]]*\]\s+)?(\S+)\s+bookworm\s", line + " ")
        if m:
            key = re.search(r"signed-by=(\S+?)[\]\s]", m.group(1) or "")
            out(m.group(2), key.group(1) if key else None)
raise SystemExit(1)
PY
}

install_mesa25() {
  local src uri key tmp
  src=$(debian_source) || { say "no bookworm entry in this machine's apt sources"; return 1; }
  read -r uri key <<<"$src"
  tmp=$(mktemp -d)
  TMP_TO_CLEAN=$tmp
  mkdir -p "$tmp/lists/partial" "$tmp/cache/archives/partial" "$tmp/debs"
  printf 'deb [signed-by=%s] %s bookworm-backports main\n' "$key" "$uri" >"$tmp/sources.list"
  local APTO=(-o "Dir::Etc::SourceList=$tmp/sources.list" -o "Dir::Etc::SourceParts=/dev/null"
              -o "Dir::State::Lists=$tmp/lists" -o "Dir::Cache=$tmp/cache" -o "APT::Sandbox::User=root")
  say "apt-get update (bookworm-backports, temporary lists)"
  "${SUDO[@]}" apt-get "${APTO[@]}" update -q >/dev/null || return 1
  local ver
  ver=$(apt-cache "${APTO[@]}" madison mesa-vulkan-drivers | awk -F'|' '/bookworm-backports/ {gsub(/ /,"",$2); print $2; exit}')
  [ -n "$ver" ] || { say "bookworm-backports has no mesa-vulkan-drivers"; return 1; }
  case "$ver" in 2[5-9].*) ;; *) say "bookworm-backports has Mesa $ver, not 25+"; return 1;; esac
  say "downloading mesa-vulkan-drivers $ver"
  (cd "$tmp/debs" && apt-get "${APTO[@]}" download -q "mesa-vulkan-drivers=$ver" >/dev/null) || return 1

  rm -rf "$MESA_DIR.new"
  mkdir -p "$MESA_DIR.new"
  dpkg -x "$tmp/debs"/mesa-vulkan-drivers_*.deb "$MESA_DIR.new"
  local lib
  lib=$(cd "$MESA_DIR.new" && find usr/lib -name libvulkan_lvp.so | head -n1)
  [ -n "$lib" ] || { say "no libvulkan_lvp.so in the package"; return 1; }
  local libdir
  libdir="$MESA_DIR/$(dirname "$lib")"

  # Shared libraries lavapipe needs that this system lacks: fetch the
  # backports versions of the package's dependencies that bookworm does
  # not satisfy, and put them beside lavapipe (LD_LIBRARY_PATH).
  if ldd "$MESA_DIR.new/$lib" | grep -q 'not found'; then
    say "lavapipe needs libraries bookworm lacks: $(ldd "$MESA_DIR.new/$lib" | awk '/not found/ {print $1}' | xargs)"
    local deps dep name op want have
    deps=$(apt-cache "${APTO[@]}" show "mesa-vulkan-drivers=$ver" | sed -n 's/^Depends: //p' | tr ',' '\n')
    while IFS= read -r dep; do
      dep=$(sed 's/|.*//' <<<"$dep" | xargs)
      name=${dep%% *}
      [[ "$dep" == *"("* ]] || continue
      op=$(sed -n 's/.*(\([<>=]*\) *\(.*\))/\1/p' <<<"$dep")
      want=$(sed -n 's/.*(\([<>=]*\) *\(.*\))/\2/p' <<<"$dep")
      have=$(dpkg-query -W -f='${Version}' "${name%%:*}" 2>/dev/null || true)
      if [ -z "$have" ] || ! dpkg --compare-versions "$have" "$op" "$want"; then
        say "  fetching $name ($op $want) from bookworm-backports (have: ${have:-none})"
        (cd "$tmp/debs" && apt-get "${APTO[@]}" download -q "$name" >/dev/null) || return 1
        dpkg -x "$tmp/debs/${name}"_*.deb "$MESA_DIR.new"
      fi
    done <<<"$deps"
    echo "$libdir" >"$MESA_DIR.new/ld_library_path"
    if LD_LIBRARY_PATH="$MESA_DIR.new/$(dirname "$lib")" ldd "$MESA_DIR.new/$lib" | grep -q 'not found'; then
      say "still missing: $(LD_LIBRARY_PATH="$MESA_DIR.new/$(dirname "$lib")" ldd "$MESA_DIR.new/$lib" | awk '/not found/ {print $1}' | xargs)"
      return 1
    fi
  fi
  # The loader resolves a relative library_path against the manifest's folder.
  cat >"$MESA_DIR.new/lvp_icd.json" <<EOF
{
  "file_format_version": "1.0.1",
  "ICD": { "library_path": "./$lib", "api_version": "1.3.0" }
}
EOF
  echo "$ver" >"$MESA_DIR.new/VERSION"
  rm -rf "$MESA_DIR"
  mv "$MESA_DIR.new" "$MESA_DIR"
  # The folder moved: fix the recorded library path.
  [ -f "$MESA_DIR/ld_library_path" ] && echo "$libdir" >"$MESA_DIR/ld_library_path"
  return 0
}

if [ "${OSH_FORCE_MESA:-0}" != 1 ] && mesa_works; then
  say "Mesa $(cat "$MESA_DIR/VERSION" 2>/dev/null || echo '?') lavapipe in .deps/mesa25: works"
else
  if install_mesa25 && mesa_works; then
    say "Mesa $(cat "$MESA_DIR/VERSION") lavapipe in .deps/mesa25: works (VK_ICD_FILENAMES=$ICD)"
  else
    rm -rf "$MESA_DIR" "$MESA_DIR.new"
    say "WARNING: Mesa 25 could not be set up; Dawn will run WGSL on its OpenGL ES backend"
    say "         (llvmpipe) and vkrun will use Debian's lavapipe. The dawn-vulkan-mesa25"
    say "         self-test fails under CI=true and is skipped otherwise."
  fi
fi

say "done in $(( $(date +%s) - START )) s"
