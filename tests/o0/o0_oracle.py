#!/usr/bin/env python3
"""The corpus oracles with other options: every corpus shader that compiles
is compiled with extra options added to its ARGS (-O0 by default) and put
through the same tool checks as at the default level (tests/oshtest.py):
spirv-val, Tint (dawnrun validate), and the runs on lavapipe (vk) and Dawn
(dawn) with the shader's expected values, graphics shaders rendered through
tests/render/oshgfx.py. Snapshots are not compared: they are the default
options' output. Diagnostics-only shaders (EXPECT-ERROR) and reflection
snapshots are the front end's and skipped.

    o0_oracle.py --compiler PATH [--vkrun PATH] [--out DIR] --only spirv,wgsl,vk,dawn
                 [--args "-fspv-target-env=vulkan1.1" --val-env vulkan1.1 [--val-flags F]]

With --args, the -O0 is replaced by those options; --val-env is spirv-val's
--target-env (vulkan1.2 by default). A shader whose ARGS already name a
target environment keeps its own (it tests that environment), and one that
needs a later SPIR-V than the environment gives keeps the default (ray
tracing, ray queries and EXT mesh shaders 1.4; at vulkan1.0, wave and quad
operations, compute-shader derivatives and OpDecorateId, which the compiler
refuses there: OSH5017, OSH0594). --val-flags adds spirv-val flags
(vulkan1.0: --relax-block-layout, HLSL's packing needs
VK_KHR_relaxed_block_layout there, as DXC's).

Exit 0 pass, 1 fail, 77 skip (a tool is missing and CI is not "true").
"""

import argparse
import os
import re
import sys

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, TESTS)
import oshtest  # noqa: E402

ot = oshtest
_init = ot.Shader.__init__

# Known -O0 failures (corpus path, check): the outcome is inverted as with an
# XFAIL directive, so a fix makes the test fail until the entry is removed.
KNOWN = {
    # Not ours: on Dawn's Vulkan backend (Tint's SPIR-V on Mesa 25 lavapipe)
    # the -O0 WGSL gives 550 for element 17 (expected 230: the `break` of
    # `if (i == 2) break;` inside `if (big(x))` is not taken). The same WGSL
    # reads right and gives 230 on Dawn's OpenGL ES backend (llvmpipe); our
    # -O0 SPIR-V gives 230 on lavapipe. A Tint or Mesa 25 bug, kept here so
    # that the check notices when it goes away.
    ("compute/cf_switch_const_inlined.hlsl", "dawn"),
    # Ours, and a refusal, not wrong output: at -O0 the entry still reads
    # every input it declares, and the unused SV_ViewID has no WGSL
    # built-in (OSH5202); at -O3 the read is gone and the WGSL compiles.
    ("stage/unused_builtin_kept.hlsl", "wgsl"),
}


EXTRA = ["-O0"]  # the last level given wins


def _init_o0(self, *a, **k):
    _init(self, *a, **k)
    extra = EXTRA
    own = [x.split("=", 1)[1] for x in self.args if x.startswith("-fspv-target-env=")]
    if own:
        extra = [x for x in extra if not x.startswith("-fspv-target-env=")]
        if any(x.startswith("-fspv-target-env=") for x in EXTRA):
            # validated for its own environment (spirv-val takes the last --target-env)
            prev = self.one("SPIRV-VAL") or ""
            self.directives["SPIRV-VAL"] = [(0, (prev + " --target-env " + own[-1].replace("universal", "spv")).strip())]
    elif any(x.startswith("-fspv-target-env=") for x in extra) and (
            _needs_spirv_14(self) or ("-fspv-target-env=vulkan1.0" in extra and _needs_spirv_13(self))):
        # Ray tracing, ray queries and mesh shaders need SPIR-V 1.4: vulkan1.1 refuses them
        # (OSH5011, as DXC does); they keep the default environment here.
        extra = [x for x in extra if not x.startswith("-fspv-target-env=")]
        self.directives.setdefault("SPIRV-VAL", [(0, "--target-env vulkan1.2")])
    if any(x.startswith("-fspv-debug=vulkan") for x in extra) and \
            any(x.startswith("-fspv-extension=") for x in self.args):
        # A shader that lists its extensions lists the debug info's too (as
        # with DXC, NonSemantic.Shader.DebugInfo.100 needs it: OSH0701 else).
        extra = extra + ["-fspv-extension=SPV_KHR_non_semantic_info"]
    self.args = self.args + extra


_SPIRV_13 = re.compile(r"\b(Wave[A-Z]\w*|Quad[A-Z]\w*|GetGroupWave\w*|ext_decorate_id|IsHelperLane)\s*\(")


def _needs_spirv_13(shader):
    """What vulkan1.0 (SPIR-V 1.0) refuses: subgroup operations, OpDecorateId;
    and compute-shader derivatives, whose capability spirv-val 2023.1 refuses
    for Vulkan 1.0."""
    with open(shader.path) as f:
        text = f.read()
    compute_deriv = "cs_" in " ".join(shader.args) and re.search(r"\b(ddx|ddy|fwidth|Sample|CalculateLevelOfDetail)\w*\s*\(", text)
    return bool(_SPIRV_13.search(text) or compute_deriv)


def _needs_spirv_14(shader):
    stages = getattr(shader, "stages", None) or {}  # graphics: a mesh pipeline
    return os.path.relpath(shader.path, ot.CORPUS).startswith(("raytrace" + os.sep, "mesh" + os.sep)) or \
        "ms" in stages


class _NoSnapshots(ot.Snapshots):
    def compare(self, path, text):
        self.written.add(path)

    def finish(self):
        return self.failures


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--compiler")
    ap.add_argument("--vkrun")
    ap.add_argument("--out", default=os.path.join(ot.ROOT, "build", "test-out-o0"))
    ap.add_argument("--only", default="spirv,wgsl")
    ap.add_argument("--args", help="options added instead of -O0")
    ap.add_argument("--val-env", default="vulkan1.2", help="spirv-val --target-env")
    ap.add_argument("--val-flags", default="", help="more spirv-val flags for every module")
    args = ap.parse_args()
    only = [c for c in args.only.split(",") if c]
    global EXTRA
    if args.args is not None:
        EXTRA = args.args.split()
    ot.SPIRV_VAL_ENV = args.val_env
    ot.SPIRV_VAL_FLAGS = args.val_flags.split()
    what = " ".join(EXTRA)
    ot.Shader.__init__ = _init_o0
    ot.Snapshots = _NoSnapshots
    tools = ot.Tools(args.compiler, args.vkrun)
    out = os.path.abspath(args.out)
    passed = failed = skipped = 0
    for path in ot.corpus_shaders(ot.CORPUS):
        sh = ot.Shader(path)
        for c in sh.checks():
            if c not in only:
                continue
            rc = ot.outcome(lambda: ot.run_check(tools, path, c, out, False))
            rc = ot.apply_xfail(path, c, rc)
            if (os.path.relpath(path, ot.CORPUS), c) in KNOWN and rc != ot.SKIP and EXTRA == ["-O0"]:
                ot.log("known -O0 failure: %s %s (%s)" % (path, c, "fixed?" if rc == 0 else "still fails"))
                rc = 1 if rc == 0 else 0
            if rc == 1:
                ot.log("FAIL (%s): %s %s" % (what, os.path.relpath(path, ot.ROOT), c))
            passed += rc == 0
            failed += rc == 1
            skipped += rc == ot.SKIP
    ot.log("%s %s: %d passed, %d failed, %d skipped" % (what, ",".join(only), passed, failed, skipped))
    if failed:
        return 1
    if skipped and not passed:
        return ot.SKIP
    return 0


if __name__ == "__main__":
    sys.exit(main())
