#!/usr/bin/env python3
"""Debug information never changes the code: every corpus shader that has
a SPIR-V check is compiled at its own options (-O3 unless it says) with
and without -fspv-debug=vulkan-with-source, and the optimized IR
(-dump-ir) must be the same once the dbg_value lines (the DebugValues the
optimizer leaves, docs/cli.md "Debug info and the optimizer") are taken
out: same instructions, same ids. A pass that lets a dbg_value keep a
value alive, block a rewrite or count as a use fails here.

    debug_same_code.py --compiler PATH

Exit 0 pass, 1 fail, 77 skip (no compiler).
"""

import argparse
import os
import re
import subprocess
import sys

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TESTS)
import oshtest as ot  # noqa: E402

DEBUG = ["-fspv-debug=vulkan-with-source"]


def dump(compiler, shader, extra):
    args = list(shader.args)
    if extra and any(a.startswith("-fspv-extension=") for a in args):
        args.append("-fspv-extension=SPV_KHR_non_semantic_info")  # the debug info's own
    p = subprocess.run([compiler] + args + extra + ["-spirv", shader.file, "-dump-ir"],
                       cwd=shader.dir, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    text = p.stdout.decode("utf-8", "replace")
    return p.returncode, re.sub(r"(?m)^\s*dbg_value [^\n]*\n", "", text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--compiler")
    a = ap.parse_args()
    a.compiler = a.compiler and os.path.abspath(a.compiler)
    if not a.compiler or not os.path.exists(a.compiler):
        print("no compiler: skipped")
        return 77
    failed = compared = 0
    for path in ot.corpus_shaders(ot.CORPUS):
        sh = ot.Shader(path)
        if "spirv" not in sh.checks() or sh.graphics or sh.target_error.get("spirv") is not None:
            continue
        rc0, plain = dump(a.compiler, sh, [])
        rc1, debug = dump(a.compiler, sh, DEBUG)
        if rc0 != 0:
            continue
        compared += 1
        if rc1 != rc0 or plain != debug:
            failed += 1
            la, lb = plain.splitlines(), debug.splitlines()
            first = next((i for i in range(min(len(la), len(lb))) if la[i] != lb[i]), min(len(la), len(lb)))
            print("FAIL %s: the optimized IR differs with %s (exit %d, %d); first difference at line %d:\n  %s\n  %s"
                  % (os.path.relpath(path, ot.ROOT), " ".join(DEBUG), rc0, rc1, first + 1,
                     la[first] if first < len(la) else "(end)", lb[first] if first < len(lb) else "(end)"))
    print("debug info and code: %d shaders compared, %d differ" % (compared, failed))
    return 1 if failed or not compared else 0


if __name__ == "__main__":
    sys.exit(main())
