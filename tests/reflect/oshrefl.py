"""The `refl` check of every corpus shader, for tests/oshtest.py.

For each target the shader compiles for (and, for a graphics shader, each of
its stages), the compiler runs with -Fre and -Fhdr:

- the reflection JSON of all of them is snapshotted together as
  <name>.refl.json beside the shader ({target: {stage: entry point}}), so any change
  to what a host is told shows in review;
- each generated C header is compiled with `cc -std=c11 -Wall -Wextra
  -Werror -pedantic` together with a use of every define it has, so its
  _Static_asserts (every offset and size of every cbuffer, push-constant
  block and structured-buffer element) must hold on the host's compiler;
- every buffer member the JSON lists (cbuffers, push constants, struct
  elements of structured buffers) must have its offset asserted in the header
  at the offset the JSON gives: the header covers every corpus buffer and
  agrees with the JSON.

oshtest.py calls wants(shader) and run_check(ot, tools, shader, outdir, update).
"""

import json
import os
import re
import shutil

CHECK = "refl"


def targets(sh):
    """The targets whose output the shader has (not refused by *-ERROR)."""
    return [t for t in sh.targets if sh.target_error.get(t) is None]


def wants(sh):
    return not sh.expect_error and bool(targets(sh))


def units(ot, sh, target):
    """(label, shader-like) pairs: the shader itself, or one per stage."""
    if sh.graphics:
        g = ot.oshgfx
        return [(stage, g.stage_shader(sh, stage)) for stage in g.stages_for(sh, target)]
    return [(sh.profile().split("_")[0] or "main", sh)]


def ident(name):
    return re.sub(r"[^A-Za-z0-9_]", "_", name or "_")


def buffer_members(entry):
    """(what, members) for every buffer block in one entry point's JSON."""
    out = []
    for r in entry.get("resources", []):
        if r.get("members"):
            out.append(("resource %s" % r["name"], r["members"]))
        el = r.get("element")
        if el and el.get("members"):
            out.append(("element of %s" % r["name"], el["members"]))
    pc = entry.get("push_constants")
    if pc and pc.get("members"):
        out.append(("push constants %s" % pc.get("name"), pc["members"]))
    return out


def check_header_covers(header, entry, what):
    """Every member of every buffer has its offset asserted in the header."""
    failures = []
    asserted = {}
    for m in re.finditer(r"offsetof\(\s*(\w+)\s*,\s*(\w+)\s*\)\s*==\s*(\d+)", header):
        asserted.setdefault(m.group(2), set()).add(int(m.group(3)))
    for bwhat, members in buffer_members(entry):
        for mem in members:
            if not mem.get("name"):
                continue  # an append/consume counter's anonymous uint
            name = ident(mem.get("name"))
            if mem.get("offset") not in asserted.get(name, set()):
                failures.append("%s: the header asserts no offset %s for %s member '%s' (offsets asserted for it: %s)"
                                % (what, mem.get("offset"), bwhat, mem.get("name"),
                                   sorted(asserted.get(name, [])) or "none"))
    return failures


def compile_header(tools, header_path, outdir, what):
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc:
        return []  # no C compiler: the JSON checks still run
    with open(header_path, encoding="utf-8") as f:
        text = f.read()
    defines = re.findall(r"^#define (\w+) ", text, re.M)
    use = os.path.join(outdir, os.path.basename(header_path) + ".c")
    with open(use, "w", encoding="utf-8") as f:
        f.write('#include "%s"\n#include "%s"\n' % (os.path.basename(header_path),
                                                    os.path.basename(header_path)))
        f.write("unsigned long long osh_use_defines(void) {\n    return 0")
        for d in defines:
            if not d.startswith(("OSH_", "_")):
                f.write("\n        + (unsigned long long)(%s)" % d)
        f.write(";\n}\n")
    rc, out, err = tools.run([cc, "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic",
                              "-fsyntax-only", use], cwd=outdir)
    if rc != 0:
        return ["%s: the generated header does not compile (or an assert fails):\n%s%s" % (what, out, err[:4000])]
    return []


def run_check(ot, tools, sh, outdir, update):
    sh.require_valid()
    tools.need("compiler")
    snaps = ot.Snapshots(sh, CHECK, update)
    os.makedirs(outdir, exist_ok=True)
    failures = []
    doc = {}
    for target in targets(sh):
        doc[target] = {}
        for label, unit in units(ot, sh, target):
            what = "%s %s" % (target, label)
            base = os.path.join(outdir, "%s.%s" % (target, label))
            out = base + (".spv" if target == "spirv" else ".wgsl")
            refl, hdr = base + ".json", base + ".h"
            for p in (out, refl, hdr):
                if os.path.exists(p):
                    os.remove(p)
            argv = [tools.compiler] + unit.args + ["-" + target, unit.file, "-Fo", out, "-Fre", refl,
                                                   "-Fhdr", hdr]
            rc, so, se = tools.run(argv, cwd=sh.dir, timeout=ot.COMPILE_TIMEOUT)
            if rc != 0:
                failures.append("%s: compiling failed (exit %d): %s\n%s" % (what, rc, " ".join(argv), se))
                continue
            try:
                with open(refl, encoding="utf-8") as f:
                    j = json.load(f)
            except (OSError, ValueError) as e:
                failures.append("%s: -Fre wrote no valid JSON: %s" % (what, e))
                continue
            eps = j.get("entry_points") or []
            if len(eps) != 1:
                failures.append("%s: expected one entry point in the reflection, got %d" % (what, len(eps)))
                continue
            if j.get("target") != target:
                failures.append("%s: the reflection says target %r" % (what, j.get("target")))
            doc[target][label] = eps[0]
            with open(hdr, encoding="utf-8") as f:
                header = f.read()
            failures += check_header_covers(header, eps[0], what)
            failures += compile_header(tools, hdr, outdir, what)
    snaps.compare(sh.snapshot("refl.json"), json.dumps(doc, indent=1) + "\n")
    return failures + snaps.finish()
