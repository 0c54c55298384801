#!/usr/bin/env python3
"""Batch mode of the oneshader command: several inputs in one process on -j
threads must give, byte for byte, what one run per input gives: every
output file, standard output, standard error (in input order) and the exit
status (the worst of the inputs').

    python3 tests/batch/batch_test.py --compiler build/oneshader [--list] [CHECK...]

Each check prints PASS or FAIL; exit status 0 when all pass. Standard library only.
"""
import argparse
import glob
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Fail(Exception):
    pass


def expect(cond, msg):
    if not cond:
        raise Fail(msg)


def run(compiler, args, cwd):
    p = subprocess.run([compiler] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       cwd=cwd, timeout=300)
    return p.returncode, p.stdout, p.stderr


def tree(folder):
    """{relative path: bytes} of every file under folder."""
    out = {}
    for dirpath, _, files in os.walk(folder):
        for f in files:
            p = os.path.join(dirpath, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, folder)] = fh.read()
    return out


def corpus(args_line, limit=None):
    """Corpus shaders whose ARGS line is exactly `args_line`, as paths
    relative to the repository root (one of them is expected to fail)."""
    files = []
    for f in sorted(glob.glob(os.path.join(ROOT, "tests", "corpus", "compute", "*.hlsl"))):
        with open(f, encoding="utf-8", errors="replace") as fh:
            first = fh.readline().strip()
        if first == "// ARGS: " + args_line:
            files.append(os.path.relpath(f, ROOT))
    expect(len(files) >= 8, f"only {len(files)} corpus shaders with ARGS {args_line}")
    return files[:limit] if limit else files


def stem(path):
    return os.path.splitext(os.path.basename(path))[0]


def one_at_a_time(compiler, common, inputs, outputs, tmp):
    """Runs one process per input, with each folder flag of `outputs`
    ({flag: (folder, ext)}) turned into that input's own file; returns the
    concatenated stdout and stderr, the worst status and the files written."""
    base = os.path.join(tmp, "one")
    out, err, worst = b"", b"", 0
    for inp in inputs:
        args = list(common)
        for flag, (folder, ext) in outputs.items():
            d = os.path.join(base, folder)
            os.makedirs(d, exist_ok=True)
            args += [flag, os.path.join(d, stem(inp) + ext)]
        st, o, e = run(compiler, args + [inp], ROOT)
        out, err, worst = out + o, err + e, max(worst, st)
    return worst, out, err, tree(base)


def batch(compiler, common, inputs, outputs, tmp, jobs, extra=()):
    base = os.path.join(tmp, f"batch{jobs}")
    args = list(common) + ["-j", str(jobs)] + list(extra)
    for flag, (folder, _) in outputs.items():
        args += [flag, os.path.join(base, folder) + "/"]
    st, o, e = run(compiler, args + list(inputs), ROOT)
    return st, o, e, tree(base) if os.path.isdir(base) else {}


def compare(one, bat, what):
    st1, o1, e1, t1 = one
    st2, o2, e2, t2 = bat
    expect(st1 == st2, f"{what}: exit status {st2}, one at a time {st1}\n{e2.decode()[-800:]}")
    expect(e1 == e2, f"{what}: stderr differs\n--- one at a time:\n{e1.decode()[-800:]}\n"
                     f"--- batch:\n{e2.decode()[-800:]}")
    expect(o1 == o2, f"{what}: stdout differs ({len(o1)} and {len(o2)} bytes)")
    expect(sorted(t1) == sorted(t2), f"{what}: files differ: {sorted(set(t1) ^ set(t2))}")
    for k in t1:
        expect(t1[k] == t2[k], f"{what}: {k} differs")


CHECKS = []


def check(fn):
    CHECKS.append((fn.__name__.replace("_", "-"), fn))
    return fn


@check
def spirv_corpus(compiler, tmp):
    """The compute corpus to SPIR-V, one thread and eight: the same files,
    diagnostics and status as one run per shader."""
    inputs = corpus("-T cs_6_0 -E main")
    common = ["-T", "cs_6_0", "-E", "main"]
    outputs = {"-Fo": ("spv", ".spv")}
    one = one_at_a_time(compiler, common, inputs, outputs, tmp)
    expect(len(one[3]) >= 8, "too few modules written one at a time")
    for jobs in (1, 8):
        compare(one, batch(compiler, common, inputs, outputs, tmp, jobs), f"-j {jobs}")


@check
def wgsl_reflection_header_depfile(compiler, tmp):
    """-wgsl with -Fre, -Fhdr and -MD folders (and -O0): every file equal."""
    inputs = corpus("-T cs_6_0 -E main", limit=16)
    common = ["-T", "cs_6_0", "-E", "main", "-wgsl", "-O0", "-MD"]
    outputs = {"-Fo": ("wgsl", ".wgsl"), "-Fre": ("json", ".json"), "-Fhdr": ("h", ".h")}
    one = one_at_a_time(compiler, common, inputs, outputs, tmp)
    # -MD names the output file in the rule: the paths differ between the two
    # layouts, so compare the .d files with the folder names taken out.
    bat = batch(compiler, common, inputs, outputs, tmp, 4)
    for t, base in ((one[3], os.path.join(tmp, "one")), (bat[3], os.path.join(tmp, "batch4"))):
        for k in list(t):
            if k.endswith(".d"):
                t[k] = t[k].replace(base.encode(), b"OUT")
    expect(any(k.endswith(".d") for k in one[3]), "-MD wrote no dependency file")
    compare(one, bat, "-wgsl -Fre -Fhdr -MD")


@check
def dumps_to_stdout(compiler, tmp):
    """-dump-ir and -P with several inputs and no -Fo: standard output is
    every input's output in input order."""
    inputs = corpus("-T cs_6_0 -E main", limit=10)
    for flags in (["-T", "cs_6_0", "-dump-ir"], ["-P"]):
        one = one_at_a_time(compiler, flags, inputs, {}, tmp)
        expect(one[1], f"{flags}: nothing on stdout")
        compare(one, batch(compiler, flags, inputs, {}, tmp, 3), " ".join(flags))


@check
def response_file(compiler, tmp):
    """@file with inputs and flags (quoted words, a nested @file) is the same
    as writing them on the command line."""
    inputs = corpus("-T cs_6_0 -E main", limit=6)
    inner = os.path.join(tmp, "inner.rsp")
    with open(inner, "w") as f:
        f.write("-E 'main'\n" + "\n".join(shlex.quote(i) for i in inputs[3:]) + "\n")
    outer = os.path.join(tmp, "outer.rsp")
    with open(outer, "w") as f:
        f.write('-T "cs_6_0"  ' + " ".join(inputs[:3]) + f"\n@{inner}\n")
    direct = run(compiler, ["-T", "cs_6_0", "-E", "main", "-Fo", os.path.join(tmp, "d") + "/"]
                 + inputs, ROOT)
    via = run(compiler, ["@" + outer, "-Fo", os.path.join(tmp, "r") + "/"], ROOT)
    expect(direct[0] == via[0] and direct[2] == via[2],
           f"@file: status {via[0]} vs {direct[0]}\n{via[2].decode()[-600:]}")
    expect(tree(os.path.join(tmp, "d")) == tree(os.path.join(tmp, "r")), "@file: outputs differ")
    st, _, err = run(compiler, ["@" + os.path.join(tmp, "missing.rsp")], ROOT)
    expect(st == 2 and b"missing.rsp" in err, "a missing response file is not a usage error")


@check
def missing_input_in_order(compiler, tmp):
    """An input that cannot be read is reported in its place (OSH0004) and
    the others are still compiled; the status is 1."""
    inputs = corpus("-T cs_6_0 -E main", limit=5)
    inputs = inputs[:2] + ["tests/batch/no-such-file.hlsl"] + inputs[2:]
    common = ["-T", "cs_6_0", "-E", "main"]
    outputs = {"-Fo": ("spv", ".spv")}
    one = one_at_a_time(compiler, common, inputs, outputs, tmp)
    expect(one[0] == 1 and b"OSH0004" in one[2], "the missing file is not reported")
    compare(one, batch(compiler, common, inputs, outputs, tmp, 4), "missing input")


@check
def usage_errors(compiler, tmp):
    """Several inputs need -Fo <folder>; a file there, -MF, standard input or
    two inputs with the same name are usage errors (exit 2)."""
    a = os.path.join(tmp, "a.hlsl")
    b = os.path.join(tmp, "b.hlsl")
    os.makedirs(os.path.join(tmp, "sub"), exist_ok=True)
    b2 = os.path.join(tmp, "sub", "b.hlsl")
    for p in (a, b, b2):
        with open(p, "w") as f:
            f.write("RWStructuredBuffer<uint> d : register(u0);\n"
                    "[numthreads(1, 1, 1)] void main() { d[0] = 1; }\n")
    cases = [
        (["-T", "cs_6_0", a, b], "b.hlsl"),
        (["-T", "cs_6_0", a, b, "-Fo", os.path.join(tmp, "x.spv")], "-Fo"),
        (["-T", "cs_6_0", a, b, "-Fo", os.path.join(tmp, "o") + "/", "-MD", "-MF", "x.d"], "-MF"),
        (["-T", "cs_6_0", a, "-", "-Fo", os.path.join(tmp, "o") + "/"], "'-'"),
        (["-T", "cs_6_0", b, b2, "-Fo", os.path.join(tmp, "o") + "/"], "b.hlsl"),
        (["-T", "cs_6_0", a, b, "-Fo", os.path.join(tmp, "o") + "/", "-j", "0"], "-j"),
    ]
    for args, word in cases:
        st, _, err = run(compiler, args, tmp)
        expect(st == 2, f"oneshader {' '.join(args)}: exit {st}, expected 2")
        expect(word.encode() in err, f"oneshader {' '.join(args)}: '{word}' not named:\n{err.decode()}")
    st, _, err = run(compiler, ["-T", "cs_6_0", a, b, "-fsyntax-only"], tmp)
    expect(st == 0, f"-fsyntax-only with two inputs: exit {st}\n{err.decode()}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--compiler", default=os.path.join(ROOT, "build", "oneshader"))
    ap.add_argument("--list", action="store_true")
    ap.add_argument("checks", nargs="*")
    a = ap.parse_args()
    if a.list:
        for name, _ in CHECKS:
            print(name)
        return 0
    compiler = os.path.abspath(a.compiler)
    failed = 0
    for name, fn in CHECKS:
        if a.checks and name not in a.checks:
            continue
        tmp = tempfile.mkdtemp(prefix="osh-batch-")
        try:
            fn(compiler, tmp)
            print(f"PASS {name}")
        except Fail as e:
            failed += 1
            print(f"FAIL {name}: {e}")
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
