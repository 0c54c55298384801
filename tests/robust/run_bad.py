#!/usr/bin/env python3
"""The bad-input corpus: every tests/robust/bad/<name>.hlsl is a realistic
mistake. Its first line is `// ARGS: ...` (compiler flags; -wgsl when the
error belongs to the WGSL back end) and <name>.diag lists, one per line, the
diagnostics the compiler must print, in order: `line:col: OSHnnnn` (errors and
warnings; notes are not listed; `0:0:` for a diagnostic without a place).
Lines starting with # in a .diag are comments.

A shader passes when the compiler exits 1 (never 0, 2 or a signal), prints
exactly those diagnostics, no internal error and no sanitizer report.

  [UPDATE_SNAPSHOTS=1] run_bad.py --compiler build/oneshader [--update] [FILE.hlsl ...]

Without files, runs the whole folder and prints a summary. --update (or
UPDATE_SNAPSHOTS=1, the switch every snapshot runner takes) rewrites
the .diag files from what the compiler prints: review every change by hand,
the expectations are meant to be written by people. Standard library only.
"""
import argparse
import glob
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIAG_RE = re.compile(r"^(?P<file>[^\n:]+):(?P<line>\d+):(?P<col>\d+): (?:error|warning): .*\[(?P<code>OSH\d{4})\]$",
                     re.M)
NOPLACE_RE = re.compile(r"^oneshader: (?:error|warning): .*\[(?P<code>OSH\d{4})\]$", re.M)


def actual_diags(stderr):
    out = []
    for line in stderr.splitlines():
        m = DIAG_RE.match(line)
        if m:
            out.append(f"{m['line']}:{m['col']}: {m['code']}")
            continue
        m = NOPLACE_RE.match(line)
        if m:
            out.append(f"0:0: {m['code']}")
    return out


def expected_diags(path):
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return [ln.strip() for ln in f if ln.strip() and not ln.startswith("#")]


def check(compiler, hlsl, update):
    with open(hlsl, "rb") as f:
        first = f.readline().decode("utf-8", "replace").strip()
    if not first.startswith("// ARGS:"):
        return ["first line is not // ARGS:"]
    args = shlex.split(first[len("// ARGS:"):])
    try:
        p = subprocess.run([compiler, os.path.basename(hlsl)] + args + ["-Fo", os.devnull],
                           cwd=os.path.dirname(hlsl), capture_output=True, timeout=30)
    except subprocess.TimeoutExpired:
        return ["timed out after 30 s"]
    err = p.stderr.decode("utf-8", "replace")
    got = actual_diags(err)
    diag_path = hlsl[:-len(".hlsl")] + ".diag"
    problems = []
    if p.returncode < 0:
        problems.append(f"killed by signal {-p.returncode}")
    elif p.returncode != 1:
        problems.append(f"exit {p.returncode}, expected 1")
    if "OSH0002" in err:
        problems.append("internal compiler error OSH0002")
    if "ERROR: AddressSanitizer" in err or "runtime error:" in err:
        problems.append("sanitizer report")
    if update and p.returncode >= 0:
        with open(diag_path, "w") as f:
            f.write("".join(d + "\n" for d in got))
        return problems
    want = expected_diags(diag_path)
    if want is None:
        problems.append(f"no {os.path.basename(diag_path)}")
    elif want != got:
        problems.append(f"diagnostics differ: expected {want}, got {got}")
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--compiler", required=True)
    ap.add_argument("--update", action="store_true")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    files = [os.path.abspath(f) for f in a.files] or sorted(glob.glob(os.path.join(HERE, "bad", "*.hlsl")))
    compiler = os.path.abspath(a.compiler)
    update = a.update or os.environ.get("UPDATE_SNAPSHOTS", "") not in ("", "0")
    failed = 0
    for f in files:
        problems = check(compiler, f, update)
        name = os.path.basename(f)
        if problems:
            failed += 1
            print(f"FAIL {name}: " + "; ".join(problems))
        elif len(files) > 1:
            print(f"ok   {name}")
    if len(files) > 1:
        print(f"\nrun_bad: {len(files)} shader(s), {len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
