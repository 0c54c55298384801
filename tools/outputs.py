#!/usr/bin/env python3
"""Every output the compiler writes for every shader of the tree, hashed.

For each .hlsl under tests/, examples/ and bench/ with a `// ARGS:` line (and
the examples, with their own ARGS), compile it to SPIR-V and WGSL at its own
options and at -O0, with reflection JSON, the C header and the IR dump, and
record a hash of each output, stderr and exit status. `outputs.py write F`
writes the manifest; `outputs.py check F` compares with one written before
(a refactoring must leave every output byte-identical).

usage: tools/outputs.py write|check MANIFEST [--cc build/oneshader] [-j N]
"""
import concurrent.futures as cf, hashlib, json, os, shlex, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def shaders():
    for top in ("tests", "examples", "bench"):
        for d, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(x for x in dirs if x not in ("node_modules", "expected"))
            for f in sorted(files):
                if not f.endswith(".hlsl"):
                    continue
                p = os.path.join(d, f)
                try:
                    head = open(p, encoding="utf-8", errors="replace").read(4000)
                except OSError:
                    continue
                for line in head.splitlines():
                    if line.startswith("// ARGS:"):
                        try:
                            yield p, shlex.split(line[8:])
                        except ValueError:
                            pass
                        break

def one(cc, path, args):
    out = {}
    rel = os.path.relpath(path, ROOT)
    with tempfile.TemporaryDirectory() as t:
        variants = []
        for tgt in ("-spirv", "-wgsl"):
            for lvl in ([], ["-O0"]):
                variants.append([tgt] + lvl)
        variants.append(["-spirv", "-dump-ir"])
        for v in variants:
            key = " ".join(v)
            o = os.path.join(t, "o")
            extra = ["-Fo", o]
            if "-dump-ir" not in v:
                extra += ["-Fre", os.path.join(t, "r.json"), "-Fhdr", os.path.join(t, "r.h")]
            cmd = [cc] + args + v + extra + [os.path.basename(path)]
            try:
                r = subprocess.run(cmd, cwd=os.path.dirname(path), capture_output=True, timeout=60)
                rc, err = r.returncode, r.stderr
            except subprocess.TimeoutExpired:
                rc, err = "timeout", b""
            h = hashlib.sha256()
            h.update(str(rc).encode() + b"\0" + err + b"\0")
            for f in ("o", "r.json", "r.h"):
                fp = os.path.join(t, f)
                if os.path.exists(fp):
                    h.update(f.encode() + b"\0" + open(fp, "rb").read() + b"\0")
                    os.unlink(fp)
            out[key] = h.hexdigest()[:20]
    return rel, out

def main():
    a = sys.argv[1:]
    if len(a) < 2 or a[0] not in ("write", "check"):
        print(__doc__); return 2
    mode, manifest = a[0], a[1]
    cc = os.path.join(ROOT, "build/oneshader"); jobs = os.cpu_count() or 2
    if "--cc" in a: cc = os.path.abspath(a[a.index("--cc") + 1])
    if "-j" in a: jobs = int(a[a.index("-j") + 1])
    res = {}
    with cf.ThreadPoolExecutor(jobs) as ex:
        for rel, o in ex.map(lambda x: one(cc, *x), list(shaders())):
            res[rel] = o
    n = sum(len(v) for v in res.values())
    if mode == "write":
        json.dump(res, open(manifest, "w"), indent=0, sort_keys=True)
        print(f"{len(res)} shaders, {n} outputs written to {manifest}")
        return 0
    old = json.load(open(manifest))
    bad = []
    for k in sorted(set(old) | set(res)):
        a1, b1 = old.get(k, {}), res.get(k, {})
        for v in sorted(set(a1) | set(b1)):
            if a1.get(v) != b1.get(v):
                bad.append(f"{k} [{v}]")
    for b in bad: print("DIFFERENT:", b)
    print(f"{len(res)} shaders, {n} outputs compared, {len(bad)} different")
    return 1 if bad else 0

if __name__ == "__main__":  # tests/npm imports shaders()
    sys.exit(main())
