#!/usr/bin/env python3
"""Checks that every phase folder of src/ stays in its layer.

The folders, lowest first (a folder may use the folders below it, never one
above it, nor another folder of its own level):

    base; pp, ir; hlsl, spirv; lower, opt, wgsl; reflect; driver; cli

Two kinds of use are checked:
  - includes: every `#include "folder/file"` in src/**/*.c and src/**/*.h
    (an include without a folder is the including file's own folder; the
    X-macro .def tables are not read: base/diag_codes.def gathers every
    phase's *_diags.def by design);
  - calls: a symbol one folder's object files define (nm: T, D, B, R, ...)
    and another folder's leave undefined (U), read with `nm` from the built
    objects under BUILD/CMakeFiles/*.dir/src/<folder>/ (exact, unlike
    grepping for names). Uses inside one folder are not checked.
It also fails when a file in src/ is over 1,500 lines.

Every violation is printed, one a line. ALLOW lists violations accepted for
now, each the start of a line as printed ("calls: ir -> opt (ir/verify.c uses
cfg_build)", or just "calls: ir -> opt"); keep it empty.

usage: tools/check-layers.py [--build DIR] [--nm NM] [--no-calls] [--graph]
Standard library only. Exit 0: clean; 1: violations; 2: cannot check.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "src")

LAYERS = [["base"], ["pp", "ir"], ["hlsl", "spirv"], ["lower", "opt", "wgsl"], ["reflect"],
          ["driver"], ["cli"]]
LEVEL = {f: i for i, layer in enumerate(LAYERS) for f in layer}

MAX_LINES = 1500

# Violations accepted for now, spelled as printed. Empty: every phase in its layer.
ALLOW = set()

INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def sources():
    for path in sorted(glob.glob(os.path.join(SRC, "**", "*"), recursive=True)):
        if path.endswith((".c", ".h")) and os.path.isfile(path):
            yield path


def folder_of(path):
    rel = os.path.relpath(path, SRC).split(os.sep)
    return rel[0] if len(rel) > 1 else None


def rel(path):
    return os.path.relpath(path, ROOT)


EDGES = {}  # (kind, a, b) -> count, for --graph


def check_edge(kind, a, b, what, out):
    """a uses b: wrong when b is above a, or beside it on the same level."""
    if a == b:
        return
    EDGES[(kind, a, b)] = EDGES.get((kind, a, b), 0) + 1
    if a not in LEVEL or b not in LEVEL:
        out.append("%s: %s -> %s (%s): folder without a layer in tools/check-layers.py"
                   % (kind, a, b, what))
    elif LEVEL[b] > LEVEL[a]:
        out.append("%s: %s -> %s (%s): %s is above %s" % (kind, a, b, what, b, a))
    elif LEVEL[b] == LEVEL[a]:
        out.append("%s: %s -> %s (%s): %s is on the same level as %s" % (kind, a, b, what, b, a))


def check_files(out):
    for path in sources():
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        n = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if n > MAX_LINES:
            out.append("length: %s has %d lines (at most %d)" % (rel(path), n, MAX_LINES))
        a = folder_of(path)
        if a is None:
            out.append("folder: %s is not in a phase folder" % rel(path))
            continue
        for inc in INCLUDE_RE.findall(text):
            if "/" not in inc:
                continue  # the file's own folder (or include/oneshader.h)
            b = inc.split("/")[0]
            if not os.path.exists(os.path.join(SRC, inc)):
                continue  # not one of ours
            check_edge("includes", a, b, "%s includes %s" % (rel(path), inc), out)


def read_symbols(nm, objs):
    """{object: (defined, undefined)} external symbol names, from one nm run."""
    r = subprocess.run([nm, "-g", "-P", "-A"] + objs, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("%s: %s" % (nm, r.stderr.strip()))
    syms = {o: (set(), set()) for o in objs}
    for line in r.stdout.splitlines():
        # "path/x.c.o: name T value size" (GNU) or "path/x.c.o: name T ..." (llvm-nm)
        head, _, rest = line.rpartition(".o: ")
        parts = rest.split()
        if not head or len(parts) < 2 or head + ".o" not in syms:
            continue
        defined, undefined = syms[head + ".o"]
        name, kind = parts[0], parts[1]
        if kind == "U":
            undefined.add(name)
        elif kind not in ("w", "v"):  # weak undefined: not a use of a definition
            defined.add(name)
    return syms


def check_calls(build, nm, out):
    """Symbol uses between folders, from every target's objects of src/<folder>/."""
    objs = {}
    # The library's objects (oneshader_objects) and the command's; other
    # targets' folders may be left over from an older layout of the build.
    dirs = [d for d in ("oneshader_objects.dir", "oneshader_cli.dir")
            if os.path.isdir(os.path.join(build, "CMakeFiles", d))] or ["*.dir"]
    for obj in (o for d in dirs
                for o in glob.glob(os.path.join(build, "CMakeFiles", d, "src", "*", "*.o"))):
        folder = os.path.basename(os.path.dirname(obj))
        # An object whose source is gone (a file moved or a target renamed
        # since this build folder was made) is not the code any more.
        if not os.path.exists(os.path.join(SRC, folder, os.path.basename(obj)[:-2])):
            continue
        objs.setdefault(folder, []).append(obj)
    if not objs:
        raise RuntimeError("no object files under %s/CMakeFiles/*.dir/src/: build first"
                           % build)
    missing = sorted(set(LEVEL) - set(objs) - {"cli"})
    if missing:
        raise RuntimeError("no object files for %s under %s: build first"
                           % (", ".join(missing), build))
    syms = read_symbols(nm, sorted(o for f in objs.values() for o in f))
    definer = {}   # symbol -> folders defining it
    users = []     # (folder, object, symbol)
    for folder in sorted(objs):
        for obj in sorted(objs[folder]):
            d, u = syms[obj]
            for s in d:
                definer.setdefault(s, set()).add(folder)
            users.extend((folder, obj, s) for s in sorted(u))
    seen = set()
    for folder, obj, s in users:
        for b in sorted(definer.get(s, ())):
            key = (folder, b, s)
            if key in seen:
                continue
            seen.add(key)
            src = os.path.basename(obj)[:-2]  # x.c.o -> x.c
            check_edge("calls", folder, b, "%s/%s uses %s" % (folder, src, s), out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--nm", default=os.environ.get("NM") or shutil.which("nm") or "nm")
    ap.add_argument("--no-calls", action="store_true", help="check includes and lengths only")
    ap.add_argument("--graph", action="store_true", help="also print every folder-to-folder use")
    args = ap.parse_args()

    found = []
    check_files(found)
    if not args.no_calls:
        try:
            check_calls(os.path.abspath(args.build), args.nm, found)
        except (OSError, RuntimeError) as e:
            print("check-layers: cannot read the objects: %s" % e, file=sys.stderr)
            return 2
    if args.graph:
        for (kind, a, b), n in sorted(EDGES.items()):
            print("%s %s -> %s: %d" % (kind, a, b, n))
    bad = [v for v in found if not any(v.startswith(a) for a in ALLOW)]
    for v in found:
        if v not in bad:
            print("allowed (ALLOW): " + v)
    for v in bad:
        print(v)
    if bad:
        print("check-layers: %d violation%s (layers, lowest first: %s)"
              % (len(bad), "" if len(bad) == 1 else "s",
                 "; ".join(", ".join(layer) for layer in LAYERS)))
        return 1
    print("check-layers: every folder in its layer, no file over %d lines" % MAX_LINES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
