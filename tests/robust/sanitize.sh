#!/usr/bin/env bash
# Builds the library and the robustness programs with a sanitizer, straight
# from the sources (no CMake needed), and runs them:
#
#   tests/robust/sanitize.sh tsan   osh_threads under ThreadSanitizer
#   tests/robust/sanitize.sh asan   osh_alloc_fail (LeakSanitizer included) and
#                                   osh_replay over crashes/ and repro/ under ASan+UBSan
#
# Output in build-san/<kind>/. CC defaults to clang (gcc works too).
# Exit 0 when everything passed.
set -euo pipefail
kind=${1:-}
case "$kind" in
  tsan) san="-fsanitize=thread" ;;
  asan) san="-fsanitize=address,undefined -fno-sanitize-recover=undefined" ;;
  *) echo "usage: tests/robust/sanitize.sh tsan|asan" >&2; exit 2 ;;
esac
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
cc=${CC:-$(command -v clang || command -v gcc)}
out=build-san/$kind
mkdir -p "$out/obj"
flags="-std=c11 -O1 -g -fno-omit-frame-pointer $san -Iinclude -Isrc -Ifuzz"

# Objects of the library, compiled in parallel.
lib=()
for f in src/*/*.c; do
  [ "$f" = src/cli/main.c ] && continue
  lib+=("$f")
done
printf '%s\n' "${lib[@]}" | xargs -P "$(nproc)" -I{} sh -c \
  'o='"$out"'/obj/$(echo {} | tr / _).o; '"$cc $flags"' -c {} -o "$o"'
objs=$(printf "$out/obj/%s.o " $(printf '%s\n' "${lib[@]}" | tr / _))

valid=$(ls tests/corpus/*/*.hlsl tests/frontend/valid/*.hlsl 2>/dev/null || true)
bad=$(ls tests/robust/bad/*.hlsl 2>/dev/null || true)
if [ "$kind" = tsan ]; then
  $cc $flags -pthread tests/robust/threads.c fuzz/args.c $objs -lm -o $out/osh_threads
  TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" $out/osh_threads --threads 8 --rounds 2 $valid $bad
else
  $cc $flags tests/robust/alloc_fail.c fuzz/args.c $objs -lm -o $out/osh_alloc_fail
  spv=""
  if [ -f /usr/include/spirv-tools/libspirv.h ]; then spv="-DOSH_HAVE_SPIRV_TOOLS -lSPIRV-Tools -lstdc++"; fi
  $cc $flags fuzz/replay.c fuzz/harness.c fuzz/args.c $objs -lm $spv -o $out/osh_replay
  export ASAN_OPTIONS="detect_leaks=1 ${ASAN_OPTIONS:-}"
  rc=0
  $out/osh_alloc_fail --target spirv $valid $(echo $bad | tr ' ' '\n' | head -n 20) || rc=1
  $out/osh_alloc_fail --target wgsl $valid || rc=1
  $out/osh_replay --mode all tests/robust/crashes tests/robust/repro || rc=1
  exit $rc
fi
