#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for a while.
#
#   fuzz/run.sh TARGET SECONDS       TARGET: pp | frontend | spirv | wgsl
#   fuzz/run.sh TARGET -runs=N       a fixed number of executions (CI)
#
# SECONDS: the long, time-bounded run (fork mode, FUZZ_JOBS processes). What it
# finds depends on the machine's speed, so CI does not use it.
# -runs=N: one process, no fork, no time limit, libFuzzer's -seed (FUZZ_SEED),
# the seed corpus only (the kept corpus is not read; new inputs go to an emptied
# build-fuzz/corpus-runs/TARGET), no periodic reload, no address randomization
# (setarch -R), a fixed environment (env -i): the same N executions on any machine, so the
# same inputs are tried and a red CI fuzz step reproduces anywhere. N counts the
# seeds too (about 580). Stops at the first failure (no fork to survive it);
# the per-input timeout is then 60 s unless FUZZ_TIMEOUT says otherwise: only
# a hang should stop it, not a slow seed on a loaded machine (the
# macro_explode seed takes 14 s under ASan with the VM's 2 cores shared).
#
# Corpus:    build-fuzz/corpus/TARGET (kept between runs; grows; SECONDS form only)
# Seeds:     every tests/**/*.hlsl and tests/robust/{bad,crashes,repro}/*,
#            copied flat into build-fuzz/seeds/ (read only for the fuzzer)
# Artifacts: build-fuzz/artifacts/TARGET/{crash,timeout,oom,leak}-<sha1>
# Every artifact becomes tests/robust/crashes/TARGET-<kind>-<sha1>.hlsl (replayed by
# the robust/crashes test); the script then reproduces each new one so its
# stack lands in build-fuzz/artifacts/TARGET/*.log.
#
# Environment: CC (default clang-14, else clang), FUZZ_JOBS (parallel fuzzing
# processes, default 1), FUZZ_MAX_LEN (default 65536), FUZZ_TIMEOUT (per-input
# seconds, default 10; 60 with -runs), FUZZ_RSS_MB (default 2560; the arena limit is 768 MiB
# plus ASan's overhead), OSH_FUZZ_ICE_IS_BUG=1 (internal-error diagnostics
# count as failures), OSH_FUZZ_TWICE=1 (compile twice, compare),
# FUZZ_OUT (build folder, default build-fuzz), FUZZ_EXTRA_SEEDS (more seed
# folders, SECONDS form only: tools/conformance/seeds.py), FUZZ_SEED (libFuzzer's -seed, default 1: CI
# explores the same inputs on every run, so a red fuzz step is reproducible), FUZZ_FAIL_ON_NEW=1 (exit 1 when the run found a new failure: CI).
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: fuzz/run.sh pp|frontend|spirv|wgsl SECONDS|-runs=N" >&2
    exit 2
fi
target=$1
seconds=$2
runs=
case "$seconds" in
    -runs=*) runs=${seconds#-runs=}; seconds= ;;
esac
case "$runs$seconds" in ''|*[!0-9]*) echo "fuzz/run.sh: SECONDS or -runs=N must be a number" >&2; exit 2;; esac
case "$target" in pp|frontend|spirv|wgsl) ;; *) echo "fuzz/run.sh: unknown target '$target'" >&2; exit 2;; esac

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
cc=${CC:-$(command -v clang-14 || command -v clang)}
out=${FUZZ_OUT:-build-fuzz}
bin=$out/build/fuzz_$target

cmake -S fuzz -B $out/build -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build $out/build --target fuzz_$target -j"$(nproc)" >/dev/null

# The seeds are copied afresh: a file left from an older tree would change what
# a -runs run executes.
rm -rf $out/seeds
mkdir -p $out/corpus/$target $out/artifacts/$target $out/seeds tests/robust/crashes
while IFS= read -r -d '' f; do
    cp -f "$f" "$out/seeds/$(echo "${f#./}" | tr '/' '_')"
done < <(find tests -path tests/node_modules -prune -o \( -name '*.hlsl' -o -path 'tests/robust/crashes/*' -o -path 'tests/robust/repro/*' \) -type f -print0)

before=$(ls $out/artifacts/$target | wc -l)
jobs=${FUZZ_JOBS:-1}
if [ -n "$runs" ]; then
    corpus=$out/corpus-runs/$target
    rm -rf "$corpus"
    mkdir -p "$corpus"
    mode=(-runs="$runs" -report_slow_units=100000 -reload=0)
    # Without address randomization: the compiler's maps hash pointers, so
    # their probe loops (coverage libFuzzer follows) differ from run to run.
    norand=(setarch "$(uname -m)" -R)
    # ... and a fixed environment: its size moves the stack, and with it the
    # addresses those maps hash (measured: the same seed under another
    # environment reached different coverage within the seeds), so CI's
    # environment and a developer's gave different runs. Only the harness's
    # own switches pass through.
    norand=(env -i PATH=/usr/bin:/bin HOME=/nonexistent LC_ALL=C
            ${OSH_FUZZ_ICE_IS_BUG:+OSH_FUZZ_ICE_IS_BUG=$OSH_FUZZ_ICE_IS_BUG}
            ${OSH_FUZZ_TWICE:+OSH_FUZZ_TWICE=$OSH_FUZZ_TWICE} "${norand[@]}")
    timeout=${FUZZ_TIMEOUT:-60}
else
    corpus=$out/corpus/$target
    mode=(-max_total_time="$seconds" -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    timeout=${FUZZ_TIMEOUT:-10}
    norand=()
fi
# The long runs may also start from other people's code: FUZZ_EXTRA_SEEDS,
# folders of seeds with ARGS lines (tools/conformance/seeds.py writes the
# conformance suites so). Not with -runs: CI seeds from the repository alone.
extra=()
if [ -z "$runs" ] && [ -n "${FUZZ_EXTRA_SEEDS:-}" ]; then
    read -r -a extra <<<"$FUZZ_EXTRA_SEEDS"
fi
set +e
"${norand[@]}" "$bin" "$corpus" $out/seeds "${extra[@]}" \
    -dict=fuzz/hlsl.dict \
    -seed="${FUZZ_SEED:-1}" \
    "${mode[@]}" \
    -max_len="${FUZZ_MAX_LEN:-65536}" \
    -timeout="$timeout" \
    -rss_limit_mb="${FUZZ_RSS_MB:-2560}" \
    -artifact_prefix=$out/artifacts/$target/ \
    -print_final_stats=1 2>$out/fuzz_$target.log
status=$?
set -e
tail -n 25 $out/fuzz_$target.log

# One regression input per distinct failure: the artifacts are reproduced
# (smallest first) and keyed by their first report line (the sanitizer's
# SUMMARY, the harness's message, or libFuzzer's timeout/oom line). Keys seen
# before are kept in build-fuzz/signatures.txt.
sigs=$out/signatures.txt
touch "$sigs"
new=0
# slow-unit-* are libFuzzer's notes on the slowest input so far, not failures:
# how slow depends on the machine's load.
for a in $(ls -Sr $out/artifacts/$target/ 2>/dev/null | grep -v -e '\.log$' -e '^slow-unit-'); do
    a=$out/artifacts/$target/$a
    name=$(basename "$a")
    [ -f "$a.log" ] || "$bin" -timeout="$timeout" -rss_limit_mb="${FUZZ_RSS_MB:-2560}" "$a" >"$a.log" 2>&1 || true
    sig=$(grep -m1 -E 'SUMMARY: |oneshader fuzz_|ERROR: libFuzzer: (timeout|out-of-memory)' "$a.log" |
          sed -E 's/==[0-9]+==//; s/after [0-9]+ seconds//; s/\(used: [0-9]+Mb[^)]*\)//' || true)
    [ -n "$sig" ] || sig="unreproduced $name"
    if grep -qxF "$sig" "$sigs" || ls tests/robust/crashes/*-"$name".hlsl >/dev/null 2>&1; then
        continue
    fi
    echo "$sig" >>"$sigs"
    dest=tests/robust/crashes/$target-$name.hlsl
    cp "$a" "$dest"
    new=$((new + 1))
    echo "new: $dest  (log: $a.log)"
    echo "     $sig"
    grep -E '#[0-9]+ 0x' "$a.log" | grep -v -E 'libFuzzer|fuzzer::|__sanitizer|libc' | head -n 6 || true
done
echo "fuzz/run.sh: $target ran ${runs:+$runs runs}${seconds:+${seconds}s} (libFuzzer status $status), $(ls "$corpus" | wc -l) corpus inputs, $new new regression input(s) in tests/robust/crashes/"
# libFuzzer's last progress line ("#N: cov: ..." with -fork, "#N ..." without)
execs=$( (grep -oE '^#[0-9]+' $out/fuzz_$target.log || true) | tail -n 1 | tr -d '#')
echo "fuzz/run.sh: $target executed ${execs:-0} inputs"
if [ -n "$runs" ] && [ "$status" != 0 ] && [ "$new" = 0 ]; then
    echo "fuzz/run.sh: $target stopped before its $runs runs on a failure known before (see $out/fuzz_$target.log)" >&2
fi
if [ "${FUZZ_FAIL_ON_NEW:-0}" = 1 ] && [ "$new" -gt 0 ]; then
    exit 1
fi
