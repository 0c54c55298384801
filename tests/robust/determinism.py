#!/usr/bin/env python3
"""Determinism: compiles every test shader (tests/**/*.hlsl, node_modules
left out, plus tests/robust/bad/) twice, in two separate processes, for SPIR-V
and for WGSL, and requires the same exit status, the same stderr and the same
output bytes. The second process runs with a different environment (size and
MALLOC_PERTURB_), which moves heap and stack addresses, so output that
depends on pointer values or hash order shows up here.

  determinism.py --compiler build/oneshader [--work DIR] [--sanitized]

Exit 0 when every pair matched. Standard library only.
"""
import argparse
import glob
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def shaders():
    out = []
    for p in sorted(glob.glob(os.path.join(ROOT, "tests", "**", "*.hlsl"), recursive=True)):
        if "node_modules" in p.split(os.sep):
            continue
        out.append(p)
    return out


def run(compiler, path, args, outfile, env):
    try:
        p = subprocess.run([compiler, os.path.basename(path)] + args + ["-Fo", outfile],
                           cwd=os.path.dirname(path), capture_output=True, timeout=120, env=env)
    except subprocess.TimeoutExpired:
        return ("timeout", b"", b"")
    data = b""
    if os.path.exists(outfile):
        with open(outfile, "rb") as f:
            data = f.read()
        os.unlink(outfile)
    return (p.returncode, p.stdout + p.stderr, data)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--compiler", required=True)
    ap.add_argument("--work", default=None)
    ap.add_argument("--sanitized", action="store_true")
    a = ap.parse_args()
    compiler = os.path.abspath(a.compiler)
    work = os.path.abspath(a.work or tempfile.mkdtemp(prefix="osh-determinism-"))
    os.makedirs(work, exist_ok=True)
    env1 = dict(os.environ)
    env2 = dict(os.environ, MALLOC_PERTURB_="165", OSH_DETERMINISM_PAD="x" * 4099)
    bad = total = 0
    for path in shaders():
        with open(path, "rb") as f:
            first = f.readline().decode("utf-8", "replace").strip()
        if not first.startswith("// ARGS:"):
            continue
        args = shlex.split(first[len("// ARGS:"):])
        if "-T" not in " ".join(args):
            continue  # preprocessor-only test files
        args = [x for x in args if x not in ("-wgsl", "-spirv")]
        for target in ("spirv", "wgsl"):
            flags = args + (["-wgsl"] if target == "wgsl" else [])
            out = os.path.join(work, "out." + target)
            r1 = run(compiler, path, flags, out, env1)
            r2 = run(compiler, path, flags, out, env2)
            total += 1
            rel = os.path.relpath(path, ROOT)
            if r1 != r2:
                bad += 1
                what = [n for n, x, y in zip(("exit status", "stderr", "output"), r1, r2) if x != y]
                print(f"FAIL {rel} [{target}]: {', '.join(what)} differ")
            elif r1[0] not in (0, 1):
                print(f"note {rel} [{target}]: exit {r1[0]} both times")
    print(f"determinism: {total} pair(s), {bad} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
