#!/usr/bin/env python3
"""Differential check: the compute corpus compiled by glslang, run on lavapipe.

For every tests/corpus/compute shader with a DISPATCH directive this compiles
the HLSL with `glslangValidator -D -V --target-env vulkan1.1 -S comp -e ENTRY`
(plus the glslang flags that match the shader's ARGS, see glslang_flags),
checks that glslang's descriptor bindings equal ours (the (set, binding)
pairs of both modules), validates glslang's SPIR-V with spirv-val and runs it
through vkrun with the very spec (inputs and hand-derived expectations) that
the corpus `vk` check gives our SPIR-V.

Each shader gets one result:
  same           glslang's SPIR-V gives the expected values
  glslang-error  glslang refuses the shader
  bindings       glslang's (set, binding) pairs differ from ours
  invalid        spirv-val (vulkan1.1) rejects glslang's SPIR-V
  validation     the validation layer (or vkrun itself) rejects the run
  differs        values differ from the expectations

Every result other than `same` must be listed, with that result, in
tests/diff/KNOWN_DIFFERENCES.md, traced to its cause; a listed shader that now
gives `same` (or another result) fails too, so the table stays true.

Usage: glslang_diff.py [--compiler PATH] [--vkrun PATH] [--out DIR]
                       [--only NAME[,NAME...]] [--table]
  --table   print the result table in the KNOWN_DIFFERENCES.md format
Exit: 0 every result as listed, 1 otherwise, 77 a tool is missing (not CI).
"""
import argparse
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
ROOT = os.path.dirname(TESTS)
sys.path.insert(0, TESTS)
import oshtest  # noqa: E402

CORPUS = os.path.join(TESTS, "corpus", "compute")
TABLE = os.path.join(HERE, "KNOWN_DIFFERENCES.md")
RESULTS = ("same", "glslang-error", "bindings", "invalid", "validation", "differs")
REGISTER_CLASS = {"b": "--shift-UBO-binding", "t": "--shift-texture-binding",
                  "s": "--shift-sampler-binding", "u": "--shift-UAV-binding"}


def glslang_flags(shader, source):
    """glslang's equivalents of the shader's compiler arguments: -D, the
    -fvk-*-shift register shifts (per space, or `all`), -fvk-bind-register
    (as --resource-set-binding NAME, the name found in the source) and
    -enable-16bit-types. Layout options (-fvk-use-*-layout) have none."""
    out = ["--hlsl-iomap"]  # register shifts apply only in HLSL register space
    a = shader.args
    i = 0
    while i < len(a):
        x = a[i]
        if x.startswith("-D") and len(x) > 2:
            out.append(x)
        elif x == "-D" and i + 1 < len(a):
            out.append("-D" + a[i + 1])
            i += 1
        elif x == "-enable-16bit-types":
            out.append("--hlsl-enable-16bit-types")
        elif re.match(r"^-fvk-[btsu]-shift$", x) and i + 2 < len(a):
            flag = REGISTER_CLASS[x[5]]
            n, space = a[i + 1], a[i + 2]
            out += [flag, "comp", n] if space == "all" else [flag, "comp", n, space]
            i += 2
        elif x == "-fvk-bind-register" and i + 4 < len(a):
            reg, space, binding, dset = a[i + 1:i + 5]
            m = re.search(r"(\w+)\s*(?:\[[^\]]*\])?\s*:\s*register\s*\(\s*%s\s*(?:,\s*space%s\s*)?\)"
                          % (re.escape(reg), re.escape(space)), source)
            if m:
                out += ["--resource-set-binding", "comp", m.group(1), dset, binding]
            i += 4
        i += 1
    return out


def bindings(tools, spv):
    """Sorted (set, binding) pairs of a module's decorated variables."""
    rc, out, err = tools.run([tools.spirv_dis, "--no-color", "--raw-id", spv])
    if rc != 0:
        return None
    sets, binds = {}, {}
    for line in out.split("\n"):
        m = re.match(r"\s*OpDecorate (%\d+) (DescriptorSet|Binding) (\d+)", line)
        if m:
            (sets if m.group(2) == "DescriptorSet" else binds)[m.group(1)] = int(m.group(3))
    return sorted((sets.get(v, 0), b) for v, b in binds.items())


def check_one(tools, path, outdir):
    """(result, detail) of one shader."""
    sh = oshtest.Shader(path)
    sh.require_valid()
    os.makedirs(outdir, exist_ok=True)
    with open(path, encoding="utf-8") as f:
        source = f.read()
    entry = sh.entry("hlsl")
    gspv = os.path.join(outdir, sh.name + ".glslang.spv")
    argv = [tools.glslang, "-D", "-V", "--target-env", "vulkan1.1", "-S", "comp", "-e", entry] + \
        glslang_flags(sh, source) + ["-o", gspv, sh.file]
    rc, out, err = tools.run(argv, cwd=sh.dir)
    if rc != 0 or not os.path.exists(gspv):
        msg = [l for l in (out + err).split("\n") if "ERROR" in l][:3]
        return "glslang-error", "; ".join(msg) or "exit %d" % rc
    ours = os.path.join(outdir, sh.name + ".ours.spv")
    res = oshtest.compile_once(tools, sh, "spirv", ours)
    if res.rc != 0:
        return "ours-error", res.stderr.strip()
    bo, bg = bindings(tools, ours), bindings(tools, gspv)
    if bo != bg:
        return "bindings", "ours %s, glslang %s" % (bo, bg)
    rc, out, err = tools.run([tools.spirv_val, "--target-env", "vulkan1.1", gspv])
    if rc != 0:
        return "invalid", (out + err).strip().split("\n")[0]
    spec = oshtest.build_run_spec(sh, "spirv")
    # glslang names the entry point after -e, not -fspv-entrypoint-name.
    spec = re.sub(r"^entry .*$", "entry " + entry, spec, count=1, flags=re.M)
    spec_path = os.path.join(outdir, sh.name + ".spec")
    with open(spec_path, "w") as f:
        f.write(spec)
    rc, out, err = tools.run([tools.vkrun, gspv, spec_path])
    text = (out + err).strip()
    if rc == 3:
        raise oshtest.ToolMissing("vkrun: no usable device:\n" + text)
    if rc == 0:
        return "same", ""
    lines = [l for l in text.split("\n") if l.startswith("vkrun:")]
    detail = "; ".join(lines[:3])
    return ("differs" if rc == 1 else "validation"), detail


def read_table():
    """shader -> (result, cause) from KNOWN_DIFFERENCES.md."""
    table = {}
    with open(TABLE, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^\|\s*`([\w.]+)`\s*\|\s*([\w-]+)\s*\|(.*)\|\s*$", line)
            if m:
                table[m.group(1)] = (m.group(2), m.group(3).strip())
    return table


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--compiler")
    ap.add_argument("--vkrun")
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "test-out", "diff"))
    ap.add_argument("--only", default="")
    ap.add_argument("--table", action="store_true")
    args = ap.parse_args(argv)
    tools = oshtest.Tools(args.compiler, args.vkrun)
    try:
        for t in ("compiler", "glslang", "spirv-val", "spirv-dis", "vkrun"):
            tools.need(t)
    except oshtest.ToolMissing as e:
        print(("FAIL" if oshtest.in_ci() else "SKIP") + ": a required tool is missing: %s" % e)
        return 1 if oshtest.in_ci() else 77
    only = set(x for x in args.only.split(",") if x)
    table = read_table()
    for name, (result, _) in table.items():
        if result not in RESULTS[1:]:
            print("FAIL: KNOWN_DIFFERENCES.md: %s: unknown result %r" % (name, result))
            return 1
    failures, rows, counts = [], [], {}
    shaders = [p for p in oshtest.corpus_shaders(os.path.dirname(CORPUS))
               if os.path.dirname(p) == CORPUS and "DISPATCH" in oshtest.Shader(p).directives]
    for path in shaders:
        name = os.path.basename(path)[:-5]
        if only and name not in only:
            continue
        try:
            result, detail = check_one(tools, path, os.path.join(os.path.abspath(args.out), name))
        except oshtest.ToolMissing as e:
            print("SKIP: %s" % e)
            return 1 if oshtest.in_ci() else 77
        except oshtest.TestFailure as e:
            result, detail = "harness-error", str(e)
        counts[result] = counts.get(result, 0) + 1
        want = table.get(name, ("same", ""))[0]
        mark = "ok" if result == want else "FAIL"
        print("%-4s %-34s %-13s %s" % (mark, name, result, detail[:300]))
        if result != want:
            if want == "same":
                failures.append("%s: %s, not in KNOWN_DIFFERENCES.md (%s)" % (name, result, detail[:300]))
            elif result == "same":
                failures.append("%s: now gives the same results; remove it from KNOWN_DIFFERENCES.md" % name)
            else:
                failures.append("%s: %s, but KNOWN_DIFFERENCES.md says %s (%s)" % (name, result, want, detail[:300]))
        if result != "same":
            rows.append("| `%s` | %s | %s |" % (name, result, table.get(name, ("", "TODO: trace it"))[1]))
    if not only:
        names = {os.path.basename(p)[:-5] for p in shaders}
        for name in table:
            if name not in names:
                failures.append("KNOWN_DIFFERENCES.md lists %s, which is not a compute corpus shader with DISPATCH" % name)
    if args.table:
        print("\n| shader | result | cause |\n| --- | --- | --- |")
        print("\n".join(rows))
    print("\n%d shader(s): %s" % (sum(counts.values()), ", ".join("%d %s" % (v, k) for k, v in sorted(counts.items()))))
    for f in failures:
        print("FAIL: " + f)
    print("FAIL" if failures else "PASS")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
