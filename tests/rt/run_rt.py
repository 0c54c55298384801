#!/usr/bin/env python3
"""Ray query and ray tracing SPIR-V from OneShader, run on lavapipe.

    python3 tests/rt/run_rt.py rayquery-compute --compiler build/oneshader --vkrt build/tests/runners/vkrt
    python3 tests/rt/run_rt.py rayquery-pixel   --compiler build/oneshader --vkrt build/tests/runners/vkrt
    python3 tests/rt/run_rt.py pipeline         --compiler build/oneshader --vkrt build/tests/runners/vkrt

Each part compiles its shader from this folder (rayquery_compute.hlsl with
-T cs_6_5 -E main, rayquery_pixel.hlsl with -T ps_6_5 -E main, pipeline.hlsl
with -T lib_6_3: every entry point in one module), checks the module with
`spirv-val --target-env vulkan1.2` and its reflection (-Fre: the entry points
and stages vkrt creates, the two descriptors), runs it with vkrt
(tests/runners/vkrt.c: the acceleration structures, the pipeline, the shader
binding table or the draw; Khronos validation layer on, any message fails)
and compares every ray's record with a reference computed here on the CPU:
Moller-Trumbore ray/triangle and slab ray/box intersection in double
precision, from the scene `vkrt scene` prints (the geometry is vkrt's input,
the expected values are worked out here, never read from the device). Floats
compare with an absolute tolerance of 1e-4.

The two ray query parts run the same queries (rayquery.hlsli) and share one
reference (ray_for, expect_rayquery): rayquery-compute one thread a ray
(SV_DispatchThreadID), rayquery-pixel one pixel a ray (vkrt draws one
triangle over a 16x16 R32_UINT target; SV_Position.xy of pixel (x, y) is
(x + 0.5, y + 0.5), record 16 * y + x). The pixel part also checks the
render target vkrt appends to its output: every pixel 256 * (kind + 1) +
16 * y + x, the pixel shader's SV_Target.

A ray that passes within 1e-3 (barycentric) of a triangle's edge, grazes
the box, or whose two nearest accepted hits are within 1e-3 in t could go
either way on a real device; such rays are counted and not compared (the
scene is laid out so that there are none; more than MAX_AMBIGUOUS fails).

--wrong changes one expected value (the first hit's t), so the run must fail:
the check that a wrong expectation is caught. Every run also proves it on its
own: after a clean comparison the same records are compared again with that
change, and exactly that one ray must then mismatch.

Exit status: 0 pass, 1 fail, 77 skip (Mesa 25 / the Vulkan extensions /
spirv-val / vkrt missing and CI is not "true"; with CI=true that fails).
Standard library only.
"""
import argparse
import json
import math
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
sys.path.insert(0, TESTS)
import oshtest  # noqa: E402  (the environment: Vulkan ICD, XDG_RUNTIME_DIR; tool lookup)

SKIP = 77
TOL = 1e-4
EDGE_EPS = 1e-3
TIE_EPS = 1e-3
MAX_AMBIGUOUS = 8
DEADBEEF = 0xDEADBEEF

# The rays, as both shaders make them (all values exact in binary).
TMIN, TMAX = 0.001, 100.0
RAY_MASK = 0x01


def ray_for(x, y):
    o = (-2.0 + (x + 0.5) * 0.25, -2.0 + (y + 0.5) * 0.25, -5.0)
    d = ((x - 7.5) / 64.0, (y - 7.5) / 64.0, 1.0)
    return o, d


class ToolMissing(Exception):
    pass


class Failure(Exception):
    pass


# ---------------------------------------------------------------- geometry

def sub(a, b):
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def transform_point(m, p):
    return tuple(m[r][0] * p[0] + m[r][1] * p[1] + m[r][2] * p[2] + m[r][3] for r in range(3))


def inverse3x4(m):
    """The inverse of an affine 3x4 (row-major) as (A^-1, translation)."""
    a = [row[:3] for row in m]
    det = (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
           - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
           + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))
    if det == 0:
        raise Failure("singular instance transform %r" % (m,))
    inv = [[0.0] * 3 for _ in range(3)]
    for i in range(3):
        for j in range(3):
            minor = [[a[r][c] for c in range(3) if c != i] for r in range(3) if r != j]
            cof = minor[0][0] * minor[1][1] - minor[0][1] * minor[1][0]
            inv[i][j] = (-1) ** (i + j) * cof / det
    return inv, [row[3] for row in m]


def to_object(m, o, d):
    inv, t = inverse3x4(m)
    oo = tuple(sum(inv[r][c] * (o[c] - t[c]) for c in range(3)) for r in range(3))
    dd = tuple(sum(inv[r][c] * d[c] for c in range(3)) for r in range(3))
    return oo, dd


def moller_trumbore(o, d, v0, v1, v2):
    """(t, u, v) of the ray against the triangle's plane, or None when parallel.
    u weighs v1 and v2 weighs v (the barycentrics HLSL reports)."""
    e1, e2 = sub(v1, v0), sub(v2, v0)
    p = cross(d, e2)
    det = dot(e1, p)
    if abs(det) < 1e-12:
        return None
    s = sub(o, v0)
    u = dot(s, p) / det
    q = cross(s, e1)
    v = dot(d, q) / det
    t = dot(e2, q) / det
    return t, u, v


def slab(o, d, lo_b, hi_b):
    """(enter, leave, entry axis, second-largest entry) of the ray against the box."""
    lo, hi = [], []
    for a in range(3):
        if d[a] == 0:
            if o[a] < lo_b[a] or o[a] > hi_b[a]:
                return None
            lo.append(-math.inf)
            hi.append(math.inf)
            continue
        t0 = (lo_b[a] - o[a]) / d[a]
        t1 = (hi_b[a] - o[a]) / d[a]
        lo.append(min(t0, t1))
        hi.append(max(t0, t1))
    enter, leave = max(lo), min(hi)
    axis = lo.index(enter)
    second = sorted(lo)[-2]
    return enter, leave, axis, second


class Hit:
    def __init__(self, kind, t, inst, inst_index, geom, prim, u=0.0, v=0.0, opaque=True, axis=0, obj_dir=None):
        self.kind, self.t, self.inst, self.index = kind, t, inst, inst_index
        self.geom, self.prim, self.u, self.v, self.opaque = geom, prim, u, v, opaque
        self.axis, self.obj_dir = axis, obj_dir


def all_hits(scene, x, y):
    """Every primitive the ray (mask 0x01) hits in [TMIN, TMAX], and whether
    the ray is too close to an edge to be sure (ambiguous)."""
    o, d = ray_for(x, y)
    hits, ambiguous = [], []
    for k, inst in enumerate(scene["instances"]):
        if not inst["mask"] & RAY_MASK:
            continue
        m = inst["transform"]
        if inst["blas"] == "triangles":
            for g, geo in enumerate(scene["triangle_geometries"]):
                for p, tri in enumerate(geo["triangles"]):
                    w = [transform_point(m, v) for v in tri]
                    r = moller_trumbore(o, d, *w)
                    if r is None:
                        continue
                    t, u, v = r
                    margin = min(u, v, 1 - u - v)
                    if TMIN <= t <= TMAX and abs(margin) < EDGE_EPS:
                        ambiguous.append("near an edge of instance %d geometry %d primitive %d" % (k, g, p))
                    if margin >= 0 and TMIN <= t <= TMAX:
                        hits.append(Hit(1, t, inst, k, g, p, u, v, opaque=geo["opaque"]))
        else:
            oo, dd = to_object(m, o, d)
            box = scene["box"]
            s = slab(oo, dd, box["min"], box["max"])
            if s is None:
                continue
            enter, leave, axis, second = s
            if abs(enter - leave) < EDGE_EPS and TMIN <= enter <= TMAX:
                ambiguous.append("grazes the box of instance %d" % k)
            if enter <= leave and TMIN <= enter <= TMAX:
                if enter - second < EDGE_EPS:
                    ambiguous.append("enters the box of instance %d near an edge" % k)
                hits.append(Hit(2, enter, inst, k, 0, 0, axis=axis, obj_dir=dd))
    return hits, ambiguous


def closest(hits, accept):
    """The nearest accepted hit, and whether the next accepted one ties with it."""
    acc = sorted((h for h in hits if accept(h)), key=lambda h: h.t)
    if not acc:
        return None, False
    tie = len(acc) > 1 and acc[1].t - acc[0].t < TIE_EPS
    return acc[0], tie


# ---------------------------------------------------------------- expectations

# A record is a list of (name, type, value); type "u" compares exactly, "f"
# with TOL, "ge" means the device's value must be at least this one (uint).

def expect_rayquery(scene, x, y):
    hits, amb = all_hits(scene, x, y)
    # Query 1: the Proceed loop commits every non-opaque triangle candidate
    # but primitive 1 of custom index 20 (opaque triangles commit themselves),
    # and every box candidate at its entry t.
    h1, tie1 = closest(hits, lambda h: not (h.kind == 1 and not h.opaque and h.inst["custom_index"] == 20
                                             and h.prim == 1))
    # Query 2: RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES.
    h2, tie2 = closest(hits, lambda h: h.kind == 1)
    if tie1 or tie2:
        amb.append("two hits at nearly the same t")
    rec = []
    if h1:
        rec += [("kind", "u", h1.kind), ("t", "f", h1.t), ("id", "u", h1.inst["custom_index"]),
                ("index", "u", h1.index), ("prim", "u", h1.prim), ("geom", "u", h1.geom),
                ("bary.x", "f", h1.u if h1.kind == 1 else 0.0), ("bary.y", "f", h1.v if h1.kind == 1 else 0.0)]
    else:
        rec += [("kind", "u", 0), ("t", "f", 0.0), ("id", "u", 0), ("index", "u", 0), ("prim", "u", 0),
                ("geom", "u", 0), ("bary.x", "f", 0.0), ("bary.y", "f", 0.0)]
    if h2:
        rec += [("kind2", "u", 1), ("t2", "f", h2.t), ("id2", "u", h2.inst["custom_index"]), ("prim2", "u", h2.prim),
                ("bary2.x", "f", h2.u), ("bary2.y", "f", h2.v)]
    else:
        rec += [("kind2", "u", 0), ("t2", "f", 0.0), ("id2", "u", 0), ("prim2", "u", 0), ("bary2.x", "f", 0.0),
                ("bary2.y", "f", 0.0)]
    # A committed non-opaque triangle was a candidate first.
    rec.append(("candidates", "ge", 1 if h1 and h1.kind == 1 and not h1.opaque else 0))
    rec.append(("status", "u", h1.kind if h1 else 0))
    return rec, amb


def expect_pipeline(scene, x, y):
    hits, amb = all_hits(scene, x, y)
    # The any-hit shader (every triangle hit group) ignores primitive 1; it
    # runs for the non-opaque geometry only. The intersection shader reports
    # the box at its entry t.
    h, tie = closest(hits, lambda h: not (h.kind == 1 and not h.opaque and h.prim == 1))
    if tie:
        amb.append("two hits at nearly the same t")
    code = y * scene["grid"] + x
    if not h:
        kind, t = (0, -1.0) if x < 8 else (3, -2.0)
        rec = [("kind", "u", kind), ("t", "f", t), ("id", "u", 0), ("index", "u", 0), ("prim", "u", 0),
               ("geom", "u", 0), ("bary.x", "f", 0.0), ("bary.y", "f", 0.0), ("record", "u", 0),
               ("hitkind", "u", 0), ("axis", "u", 0), ("call", "f", 2 * t + code), ("flags", "u", 0),
               ("tmin_ok", "u", 0)]
        return rec, amb
    sbt_index = h.inst["sbt_offset"] + h.geom * 1 + 0  # offset + geometry * multiplier + contribution
    records = scene["hit_records"]
    if sbt_index >= len(records):
        raise Failure("scene error: hit record %d does not exist" % sbt_index)
    r = records[sbt_index]
    if r["group"] != ("triangles" if h.kind == 1 else "box"):
        raise Failure("scene error: hit record %d is a %s group" % (sbt_index, r["group"]))
    if h.kind == 1:
        bx, by, hitkind, axis = h.u, h.v, 0, 0
    else:
        n = [0.0, 0.0, 0.0]
        n[h.axis] = -math.copysign(1.0, h.obj_dir[h.axis])
        bx, by, hitkind, axis = n[0], n[1], 7, h.axis
    rec = [("kind", "u", h.kind), ("t", "f", h.t), ("id", "u", h.inst["custom_index"]), ("index", "u", h.index),
           ("prim", "u", h.prim), ("geom", "u", h.geom), ("bary.x", "f", bx), ("bary.y", "f", by),
           ("record", "u", r["tag"] + r["sub"]), ("hitkind", "u", hitkind), ("axis", "u", axis),
           ("call", "f", 2 * h.t + code), ("flags", "u", 0), ("tmin_ok", "u", 1)]
    return rec, amb


def expect_target_rayquery(scene, x, y):
    """The pixel shader's SV_Target at pixel (x, y) (rayquery_pixel.hlsl)."""
    rec, amb = expect_rayquery(scene, x, y)
    return 256 * (rec[0][2] + 1) + y * scene["grid"] + x, amb


# ---------------------------------------------------------------- running

PARTS = {
    # part: (shader, compiler arguments, vkrt mode, expectation, entry points and stages,
    #        the render target's expectation or None where the mode draws none)
    "rayquery-compute": ("rayquery_compute.hlsl", ["-T", "cs_6_5", "-E", "main"], "rayquery", expect_rayquery,
                         [("main", "compute")], None),
    "rayquery-pixel": ("rayquery_pixel.hlsl", ["-T", "ps_6_5", "-E", "main"], "rayquery-pixel", expect_rayquery,
                       [("main", "pixel")], expect_target_rayquery),
    "pipeline": ("pipeline.hlsl", ["-T", "lib_6_3"], "pipeline", expect_pipeline,
                 [("RayGen", "raygeneration"), ("Miss0", "miss"), ("Miss1", "miss"),
                  ("ClosestTriangle", "closesthit"), ("AnyHitTriangle", "anyhit"), ("ClosestBox", "closesthit"),
                  ("IntersectBox", "intersection"), ("Callable", "callable")], None),
}


def check_reflection(path, entries):
    with open(path) as f:
        refl = json.load(f)
    got = [(e["name"], e["stage"]) for e in refl.get("entry_points", [])]
    if sorted(got) != sorted(entries):
        raise Failure("reflection lists entry points %r, wanted %r" % (got, entries))
    res = {}
    for e in refl["entry_points"]:
        for r in e.get("resources", []):
            res[(r["set"], r["binding"])] = r["kind"]
    want = {(0, 0): "acceleration_structure", (0, 1): "storage_buffer"}
    if res != want:
        raise Failure("reflection lists resources %r, wanted %r" % (res, want))


def decode(data, nrays):
    """The device's records: 16 little-endian 32-bit words a ray."""
    return [struct.unpack_from("<16I", data, 64 * i) for i in range(nrays)]


def as_float(word):
    return struct.unpack("<f", struct.pack("<I", word))[0]


def compare(scene, records, expect, wrong, quiet=False):
    grid = scene["grid"]
    mismatches, compared, ambiguous, lines = 0, 0, [], []
    wrong_done = False
    for y in range(grid):
        for x in range(grid):
            rec, amb = expect(scene, x, y)
            if wrong and not wrong_done and not amb and rec[0][2] not in (0, 3):
                rec = list(rec)
                rec[1] = (rec[1][0], rec[1][1], rec[1][2] + 0.01)
                wrong_done = True
                if not quiet:
                    print("run_rt: --wrong: expecting t + 0.01 at ray (%d, %d)" % (x, y))
            words = records[y * grid + x]
            if amb:
                ambiguous.append("(%d, %d): %s" % (x, y, "; ".join(amb)))
                continue
            compared += 1
            bad = []
            for i, (name, typ, want) in enumerate(rec):
                w = words[i]
                if w == DEADBEEF:
                    bad.append("%s not written" % name)
                elif typ == "f":
                    g = as_float(w)
                    if not (abs(g - want) <= TOL):
                        bad.append("%s %.7g, expected %.7g" % (name, g, want))
                elif typ == "ge":
                    if w < want:
                        bad.append("%s %d, expected at least %d" % (name, w, want))
                elif w != want:
                    bad.append("%s %d, expected %d" % (name, w, want))
            if bad:
                mismatches += 1
                if len(lines) < 20:
                    lines.append("ray (%d, %d): %s" % (x, y, "; ".join(bad)))
    return compared, mismatches, ambiguous, lines


def compare_target(scene, target, expect_target):
    """The render target's pixels (one little-endian uint32 each, row-major)
    against expect_target; ambiguous rays are left out as in compare."""
    grid = scene["grid"]
    mismatches, compared, lines = 0, 0, []
    for y in range(grid):
        for x in range(grid):
            want, amb = expect_target(scene, x, y)
            if amb:
                continue
            compared += 1
            got = struct.unpack_from("<I", target, 4 * (y * grid + x))[0]
            if got != want:
                mismatches += 1
                if len(lines) < 20:
                    lines.append("pixel (%d, %d): render target 0x%x, expected 0x%x" % (x, y, got, want))
    return compared, mismatches, lines


def main_part(args, tools):
    shader, cargs, mode, expect, entries, expect_target = PARTS[args.part]
    if not os.access(tools.compiler, os.X_OK):
        raise ToolMissing("the compiler %s (build it: cmake --build build)" % tools.compiler)
    vkrt = os.path.abspath(args.vkrt)
    if not os.access(vkrt, os.X_OK):
        raise ToolMissing("vkrt at %s (needs libvulkan-dev when configuring)" % vkrt)
    if not tools.spirv_val:
        raise ToolMissing("spirv-val (apt-get install spirv-tools)")
    if not os.path.exists(oshtest.MESA25_ICD) and not os.environ.get("VK_ICD_FILENAMES"):
        raise ToolMissing(".deps/mesa25 is not installed (tools/install-test-deps.sh): "
                          "lavapipe with ray tracing is Mesa 25's")
    out_dir = os.path.abspath(args.out or os.path.join(oshtest.ROOT, "build", "test-out", "rt", args.part))
    os.makedirs(out_dir, exist_ok=True)
    base = os.path.join(out_dir, os.path.splitext(shader)[0])
    spv, refl, result = base + ".spv", base + ".refl.json", base + ".bin"
    for p in (spv, refl, result):
        if os.path.exists(p):
            os.remove(p)

    argv = [tools.compiler] + cargs + [shader, "-Fo", spv, "-Fre", refl]
    rc, out, err = tools.run(argv, cwd=HERE)
    if rc != 0:
        raise Failure("%s: exit %d\n%s%s" % (" ".join(argv), rc, out, err))
    print("run_rt: compiled %s (%s)" % (shader, " ".join(cargs)))
    rc, out, err = tools.run([tools.spirv_val, "--target-env", "vulkan1.2", spv])
    if rc != 0:
        raise Failure("spirv-val --target-env vulkan1.2 %s: exit %d\n%s%s" % (spv, rc, out, err))
    print("run_rt: spirv-val --target-env vulkan1.2: valid")
    check_reflection(refl, entries)
    print("run_rt: reflection lists %s" % ", ".join("%s (%s)" % e for e in entries))

    rc, out, err = tools.run([vkrt, "scene"])
    if rc != 0:
        raise Failure("vkrt scene: exit %d\n%s%s" % (rc, out, err))
    scene = json.loads(out)

    rc, out, err = tools.run([vkrt, "-v", mode, spv, result])
    text = (out + err).rstrip()
    if rc == 3:
        raise ToolMissing("vkrt %s: no usable device:\n%s" % (mode, text))
    if rc != 0:
        raise Failure("vkrt %s: exit %d (4: validation message, 5: Vulkan call failed)\n%s" % (mode, rc, text))
    print(text)
    with open(result, "rb") as f:
        data = f.read()
    nrays = scene["grid"] * scene["grid"]
    want_bytes = nrays * 64 + (nrays * 4 if expect_target else 0)
    if len(data) != want_bytes:
        raise Failure("vkrt wrote %d bytes, wanted %d" % (len(data), want_bytes))
    records = decode(data, nrays)
    compared, mismatches, ambiguous, lines = compare(scene, records, expect, args.wrong)
    for a in ambiguous:
        print("run_rt: not compared, could go either way: %s" % a)
    for line in lines:
        print("run_rt: %s" % line)
    kinds = {}
    for y in range(scene["grid"]):
        for x in range(scene["grid"]):
            k = records[y * scene["grid"] + x][0]
            kinds[k] = kinds.get(k, 0) + 1
    print("run_rt: %s: %d rays compared, %d mismatched, %d ambiguous; kinds on the device %s" % (
        args.part, compared, mismatches, len(ambiguous),
        ", ".join("%s=%d" % (k, n) for k, n in sorted(kinds.items()))))
    if len(ambiguous) > MAX_AMBIGUOUS:
        raise Failure("%d ambiguous rays (more than %d): the scene no longer tests much" % (
            len(ambiguous), MAX_AMBIGUOUS))
    if mismatches:
        raise Failure("%d of %d rays differ from the CPU reference" % (mismatches, compared))
    if expect_target:
        tcompared, tmismatches, tlines = compare_target(scene, data[nrays * 64:], expect_target)
        for line in tlines:
            print("run_rt: %s" % line)
        print("run_rt: %s: render target: %d pixels compared, %d mismatched" % (args.part, tcompared, tmismatches))
        if tmismatches:
            raise Failure("%d of %d pixels of the render target differ" % (tmismatches, tcompared))
    # The comparison must be able to fail: the same records against one
    # wrong expectation (what --wrong does) must give exactly one mismatch.
    _, wrong_mismatches, _, _ = compare(scene, records, expect, True, quiet=True)
    if wrong_mismatches != 1:
        raise Failure("self-check: a wrong expectation gave %d mismatched rays, wanted 1" % wrong_mismatches)
    print("run_rt: self-check: a wrong expectation (t + 0.01 at one ray) is caught")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("part", choices=sorted(PARTS))
    ap.add_argument("--compiler", required=True, help="path to oneshader")
    ap.add_argument("--vkrt", required=True, help="path to vkrt (tests/runners/vkrt.c)")
    ap.add_argument("--out", help="folder for the module, reflection and results (build/test-out/rt/PART)")
    ap.add_argument("--wrong", action="store_true", help="change one expected value: the run must fail")
    args = ap.parse_args()
    tools = oshtest.Tools(compiler=args.compiler)
    try:
        main_part(args, tools)
    except (ToolMissing, oshtest.ToolMissing) as e:
        if oshtest.in_ci():
            print("FAIL: a required tool is missing (CI=true): %s" % e)
            return 1
        print("SKIP: a required tool is missing: %s" % e)
        return SKIP
    except (Failure, oshtest.TestFailure) as e:
        print("FAIL: %s" % e)
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
