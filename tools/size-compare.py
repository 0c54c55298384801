#!/usr/bin/env python3
"""Output size: our -O3 SPIR-V against glslang + `spirv-opt -O`, shader by shader.

Compiles the benchmark's job list (bench/bench.py: the same shaders, the same
glslang command line, `glslangValidator -D -V --target-env vulkan1.1`) with
`<build>/oneshader` and with glslang, runs `spirv-opt -O` on glslang's module,
and prints per-job byte sizes sorted by our excess, then an opcode histogram
of the instructions the two sides emit (counted over the jobs both compile),
sorted by our excess in words. Both sides are measured as written: ours with
the debug names oneshader emits, glslang's with the OpName/OpMemberName that
`-D -V` emits and `spirv-opt -O` keeps (it does not strip debug info).

  python3 tools/size-compare.py [--build DIR] [--top N] [--ops N] [--job SUBSTR]
Standard library only; needs glslangValidator, spirv-opt and spirv-dis.
"""
import argparse
import collections
import concurrent.futures
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
spec = importlib.util.spec_from_file_location("bench", os.path.join(ROOT, "bench", "bench.py"))
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def quiet(cmd):
    return subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          cwd=ROOT).returncode


def histogram(spv):
    """opcode -> (count, words) of a module, from spirv-dis."""
    out = subprocess.run(["spirv-dis", "--raw-id", "--no-header", spv], capture_output=True,
                         text=True).stdout
    h = collections.Counter()
    w = collections.Counter()
    for line in out.splitlines():
        m = re.match(r"\s*(?:%\S+\s*=\s*)?(Op\w+)(.*)", line)
        if not m:
            continue
        op, rest = m.groups()
        h[op] += 1
        # words: 1 + result id + operands (strings: ceil((len+1)/4)), roughly
        toks = re.findall(r'"(?:[^"\\]|\\.)*"|\S+', rest)
        words = 1 + (1 if "=" in line.split(op)[0] else 0)
        for t in toks:
            if t.startswith('"'):
                words += (len(t) - 2 + 1 + 3) // 4
            else:
                words += 1
        w[op] += words
    return h, w


def one(job, ours, tmp):
    base = os.path.join(tmp, re.sub(r"[^\w]", "_", job.name))
    o, p, po = base + ".o.spv", base + ".p.spv", base + ".po.spv"
    r = {"name": job.name}
    if quiet([ours] + job.args + [job.path, "-Fo", o]) == 0 and os.path.exists(o):
        r["ours"] = os.path.getsize(o)
        r["ours_h"] = histogram(o)
    cmd = job.peer_cmd(p)
    if cmd and quiet(cmd) == 0 and os.path.exists(p) and \
            quiet(["spirv-opt", "-O", p, "-o", po]) == 0:
        r["peer"] = os.path.getsize(po)
        r["peer_h"] = histogram(po)
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--top", type=int, default=25, help="jobs to list")
    ap.add_argument("--ops", type=int, default=25, help="opcodes to list")
    ap.add_argument("--job", help="only jobs whose name contains this")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--save", help="write per-job sizes (JSON) here")
    ap.add_argument("--against", help="per-job sizes saved by --save: list the jobs that changed")
    ap.add_argument("--by-op", action="append", default=[],
                    help="also list the jobs with the most excess words of this opcode")
    args = ap.parse_args()
    ours = os.path.abspath(os.path.join(args.build, "oneshader"))
    jobs = bench.collect([os.path.join(ROOT, p) for p in bench.DEFAULT_DIRS])
    if args.job:
        jobs = [j for j in jobs if args.job in j.name]
    with tempfile.TemporaryDirectory(prefix="osh-size-") as tmp:
        with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
            res = list(ex.map(lambda j: one(j, ours, tmp), jobs))
    both = [r for r in res if "ours" in r and "peer" in r]
    so, sp = sum(r["ours"] for r in both), sum(r["peer"] for r in both)
    print(f"jobs {len(jobs)}, both {len(both)}: ours {so} bytes, glslang+spirv-opt {sp} bytes "
          f"({so / sp:.3f}x); ours <= peer for {sum(r['ours'] <= r['peer'] for r in both)}")
    if args.save:
        with open(args.save, "w") as f:
            json.dump({r["name"]: r["ours"] for r in both}, f, indent=0, sort_keys=True)
    if args.against:
        with open(args.against) as f:
            old = json.load(f)
        common = [r for r in both if r["name"] in old]
        print(f"against {args.against}: {len(common)} jobs in both, ours "
              f"{sum(old[r['name']] for r in common)} -> {sum(r['ours'] for r in common)} bytes")
        for r in sorted(common, key=lambda r: old[r["name"]] - r["ours"])[:args.top]:
            if r["ours"] != old[r["name"]]:
                print(f"{r['ours'] - old[r['name']]:+7d}  {r['name']}")
    print(f"\n{'excess':>7} {'ours':>7} {'peer':>7}  job")
    for r in sorted(both, key=lambda r: r["peer"] - r["ours"])[:args.top]:
        print(f"{r['ours'] - r['peer']:7d} {r['ours']:7d} {r['peer']:7d}  {r['name']}")
    hc, hw = collections.Counter(), collections.Counter()
    pc, pw = collections.Counter(), collections.Counter()
    for r in both:
        hc.update(r["ours_h"][0]); hw.update(r["ours_h"][1])
        pc.update(r["peer_h"][0]); pw.update(r["peer_h"][1])
    ops = sorted(set(hw) | set(pw), key=lambda o: pw[o] - hw[o])
    print(f"\n{'xs words':>8} {'ours n':>7} {'peer n':>7} {'ours w':>7} {'peer w':>7}  opcode")
    for o in ops[:args.ops]:
        print(f"{hw[o] - pw[o]:8d} {hc[o]:7d} {pc[o]:7d} {hw[o]:7d} {pw[o]:7d}  {o}")
    for o in args.by_op:
        print(f"\n{o}: excess words by job")
        for r in sorted(both, key=lambda r: r["peer_h"][1][o] - r["ours_h"][1][o])[:args.top]:
            d = r["ours_h"][1][o] - r["peer_h"][1][o]
            if d > 0:
                print(f"{d:8d} {r['ours_h'][0][o]:5d} {r['peer_h'][0][o]:5d}  {r['name']}")


if __name__ == "__main__":
    main()
