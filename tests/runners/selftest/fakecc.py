#!/usr/bin/env python3
"""A stand-in for the oneshader CLI, used only by the snapshot-flow runner
self-test (tests/oshtest.py selftest snapshot-flow). It is NOT a compiler:

  fakecc.py [ARGS...] -spirv|-wgsl FILE.hlsl -Fo OUT
    -spirv: glslangValidator -D -V --target-env vulkan1.1 -S comp -e ENTRY
    -wgsl:  copies the hand-written FILE's sibling NAME.wgsl.in
  Lines in the HLSL: '//! fake-error CODE msg' fails every target,
  '//! fake-wgsl-error CODE msg' fails -wgsl, '//! fake-warning CODE msg'
  prints a warning. Environment switches that break the output on purpose:
  FAKECC_NONDETERMINISTIC, FAKECC_WRONG_RESULT, FAKECC_BAD_SPIRV, FAKECC_BAD_WGSL.
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile


def diag(file, lines, severity, marker, target_line=None):
    for no, line in enumerate(lines, 1):
        if line.startswith(marker):
            parts = line[len(marker):].strip().split(" ", 1)
            col = line.index(marker) + 1
            sys.stderr.write("%s:%d:%d: %s: %s [%s]\n%s\n%s^\n" % (file, no, col, severity, parts[1] if len(parts) > 1 else "", parts[0], line, " " * (col - 1)))
            return True
    return False


def main(argv):
    target, out, src, entry = "spirv", None, None, "main"
    refl = hdr = None  # -Fre, -Fhdr (the corpus `refl` check)
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-spirv", "-wgsl"):
            target = a[1:]
        elif a == "-Fo":
            out = argv[i + 1]
            i += 1
        elif a == "-E":
            entry = argv[i + 1]
            i += 1
        elif a in ("-Fre", "-Fhdr"):
            if a == "-Fre":
                refl = argv[i + 1]
            else:
                hdr = argv[i + 1]
            i += 1
        elif a == "-T":
            i += 1
        elif a.endswith(".hlsl"):
            src = a
        i += 1
    if not src or not out:
        sys.stderr.write("fakecc: usage error\n")
        return 2
    text = open(src).read()
    lines = text.split("\n")
    diag(src, lines, "warning", "//! fake-warning")
    if diag(src, lines, "error", "//! fake-error"):
        return 1
    if target == "wgsl" and diag(src, lines, "error", "//! fake-wgsl-error"):
        return 1
    wrong = bool(os.environ.get("FAKECC_WRONG_RESULT"))
    if refl:
        with open(refl, "w") as f:
            f.write('{"target": "%s", "entry_points": [{"name": "%s", "resources": []}]}\n' % (target, entry))
    if hdr:
        with open(hdr, "w") as f:
            f.write("#define FAKECC_%s 1\n" % target.upper())
    if target == "spirv":
        with tempfile.TemporaryDirectory() as tmp:
            s = os.path.join(tmp, os.path.basename(src))
            with open(s, "w") as f:
                f.write(text.replace("* 2 + 1", "* 2 + 2") if wrong else text)
            p = subprocess.run(["glslangValidator", "-D", "-V", "--target-env", "vulkan1.1", "-S", "comp",
                                "-e", entry, s, "-o", out], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if p.returncode != 0:
                sys.stderr.write(p.stdout.decode())
                return 1
        data = open(out, "rb").read()
        if os.environ.get("FAKECC_BAD_SPIRV"):
            data = data[:4] + struct.pack("<I", 0x00010600) + data[8:]  # SPIR-V 1.6: not for Vulkan 1.2
        if os.environ.get("FAKECC_NONDETERMINISTIC"):
            data += os.urandom(4)
        open(out, "wb").write(data)
        return 0
    w = src[:-5] + ".wgsl.in"
    if not os.path.exists(w):
        sys.stderr.write("%s:1:1: error: fakecc has no %s [OSH5202]\n" % (src, os.path.basename(w)))
        return 1
    wgsl = open(w).read()
    if wrong:
        wgsl = wgsl.replace("* 2u + 1u", "* 2u + 2u")
    if os.environ.get("FAKECC_BAD_WGSL"):
        wgsl += "fn broken( {\n"
    if os.environ.get("FAKECC_NONDETERMINISTIC"):
        wgsl += "// %s\n" % os.urandom(4).hex()
    open(out, "w").write(wgsl)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
