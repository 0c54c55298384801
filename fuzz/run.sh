#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for a while.
#
#   fuzz/run.sh TARGET SECONDS       TARGET: pp | frontend | spirv | wgsl
#
# Corpus:    build-fuzz/corpus/TARGET (kept between runs; grows)
# Seeds:     every tests/**/*.hlsl and tests/robust/{bad,crashes,repro}/*,
#            copied flat into build-fuzz/seeds/ (read only for the fuzzer)
# Artifacts: build-fuzz/artifacts/TARGET/{crash,timeout,oom,leak}-<sha1>
# Every artifact becomes tests/robust/crashes/TARGET-<kind>-<sha1>.hlsl (replayed by
# the robust/crashes test); the script then reproduces each new one so its
# stack lands in build-fuzz/artifacts/TARGET/*.log.
#
# Environment: CC (default clang-14, else clang), FUZZ_JOBS (parallel fuzzing
# processes, default 1), FUZZ_MAX_LEN (default 65536), FUZZ_TIMEOUT (per-input
# seconds, default 10), FUZZ_RSS_MB (default 2560; the arena limit is 768 MiB
# plus ASan's overhead), OSH_FUZZ_ICE_IS_BUG=1 (internal-error diagnostics
# count as failures), OSH_FUZZ_TWICE=1 (compile twice, compare).
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: fuzz/run.sh pp|frontend|spirv|wgsl SECONDS" >&2
    exit 2
fi
target=$1
seconds=$2
case "$target" in pp|frontend|spirv|wgsl) ;; *) echo "fuzz/run.sh: unknown target '$target'" >&2; exit 2;; esac

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cc=${CC:-$(command -v clang-14 || command -v clang)}
out=build-fuzz
bin=$out/build/fuzz_$target

cmake -S fuzz -B $out/build -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build $out/build --target fuzz_$target -j"$(nproc)" >/dev/null

mkdir -p $out/corpus/$target $out/artifacts/$target $out/seeds tests/robust/crashes
while IFS= read -r -d '' f; do
    cp -f "$f" "$out/seeds/$(echo "${f#./}" | tr '/' '_')"
done < <(find tests -path tests/node_modules -prune -o \( -name '*.hlsl' -o -path 'tests/robust/crashes/*' -o -path 'tests/robust/repro/*' \) -type f -print0)

before=$(ls $out/artifacts/$target | wc -l)
jobs=${FUZZ_JOBS:-1}
set +e
"$bin" $out/corpus/$target $out/seeds \
    -dict=fuzz/hlsl.dict \
    -max_total_time="$seconds" \
    -max_len="${FUZZ_MAX_LEN:-65536}" \
    -timeout="${FUZZ_TIMEOUT:-10}" \
    -rss_limit_mb="${FUZZ_RSS_MB:-2560}" \
    -artifact_prefix=$out/artifacts/$target/ \
    -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -print_final_stats=1 2>$out/fuzz_$target.log
status=$?
set -e
tail -n 25 $out/fuzz_$target.log

new=0
for a in $out/artifacts/$target/*; do
    [ -f "$a" ] || continue
    case "$a" in *.log) continue;; esac
    name=$(basename "$a")
    dest=tests/robust/crashes/$target-$name.hlsl
    # The same input found by another target is already there.
    if ! ls tests/robust/crashes/*-"$name".hlsl >/dev/null 2>&1; then
        cp "$a" "$dest"
        new=$((new + 1))
        # Reproduce once for the stack (the fuzzer binary runs a file given as argument).
        "$bin" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2560}" "$a" >"$a.log" 2>&1 || true
        echo "new: $dest  (log: $a.log)"
        grep -E 'ERROR: |SUMMARY|runtime error|oneshader fuzz_|#[0-9]+ 0x' "$a.log" | head -n 12 || true
    fi
done
echo "fuzz/run.sh: $target ran ${seconds}s (libFuzzer status $status), $(ls $out/corpus/$target | wc -l) corpus inputs, $new new regression input(s) in tests/robust/crashes/"
