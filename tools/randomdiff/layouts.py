#!/usr/bin/env python3
"""Random buffer layouts, differential against the independent layout
reference (tests/layout/layoutref.py).

Each seed declares a random struct S (32-bit scalars, vectors, matrices of
either majorness, arrays, one nested struct) read through a structured
buffer, a constant buffer or push constants (-fvk-use-scalar-layout or the
DX layout sometimes). The shader copies every sampled scalar of element
`i` (or of the block) into an output buffer as raw bits (asuint); the input
words are random, and the expected output is the word the reference puts at
each scalar's offset. So a wrong offset, stride, matrix stride or majorness
on either target shows as a wrong word. Checked as exprs.py does: SPIR-V at
-O3 and -O0 (spirv-val, lavapipe) and WGSL (Dawn, OpenGL ES backend).

    python3 tools/randomdiff/layouts.py FIRST_SEED END_SEED   (END excluded)

Prints each bad seed; exit 1 when any. Work files in $RANDOMDIFF_WORK.
"""
import os
import random
import struct
import sys

from harness import ROOT, check, seeds_main

sys.path.insert(0, os.path.join(ROOT, "tests", "layout"))
import layoutref as L  # noqa: E402

ELEMENTS = 3  # structured buffer elements read (threads)


def rand_type(r, depth, inner):
    c = r.random()
    s = r.choice(["float", "int", "uint"])
    if c < 0.25:
        return s
    if c < 0.55:
        return "%s%d" % (s, r.randint(2, 4))
    if c < 0.7:
        return "%s%s%dx%d" % ("row_major " if r.random() < 0.5 else "", "float", r.randint(1, 4), r.randint(2, 4))
    if c < 0.85 and depth < 2:
        return rand_type(r, depth + 1, inner) + "[%d]" % r.randint(2, 3)
    if inner and depth == 0:
        return "Inner"
    return "%s%d" % (s, r.randint(1, 4))


def declare(name, t):
    if t.endswith("]"):
        base, dim = t[:t.index("[")], t[t.index("["):]
        return "%s %s%s;" % (base, name, dim)
    return "%s %s;" % (t, name)


def gen(seed):
    r = random.Random(seed)
    kind = r.choice(["structured", "structured", "cbuffer", "push"])
    layout = r.choice(["", "", "-fvk-use-scalar-layout", "-fvk-use-dx-layout"])
    inner = ["struct Inner {"] + ["    " + declare("i%d" % k, rand_type(r, 1, False))
                                  for k in range(r.randint(1, 3))] + ["};"]
    fields = ["    " + declare("m%d" % k, rand_type(r, 0, True)) for k in range(r.randint(2, 6))]
    src = inner + ["struct S {"] + fields + ["};"]
    if kind == "structured":
        src += ["StructuredBuffer<S> In : register(t0);"]
    elif kind == "cbuffer":
        src += ["ConstantBuffer<S> In : register(b0);"]
    else:
        src += ["[[vk::push_constant]] ConstantBuffer<S> In;"]
    src += ["RWStructuredBuffer<uint> Out : register(u1);"]
    return src, kind, [layout] if layout else []


def case(seed):
    src, kind, args = gen(seed)
    try:
        bufs = L.parse("\n".join(src), args)
    except L.Unsupported as e:
        return []  # what the reference does not model: no case
    buf = next((b for b in bufs.buffers if b.name == "In"), None)
    if buf is None:
        return []
    leaves = []
    if kind == "structured":
        node = buf.element
        for m in node.members:
            L.leaves(m, 0, m.name, leaves)
        stride = buf.stride()
        reads = [(i, p, off + i * stride) for i in range(ELEMENTS) for p, off, _ in leaves]
        words = (stride * ELEMENTS) // 4
    else:
        for m in buf.members:
            L.leaves(m, 0, m.name, leaves)
        size = max(off + 4 for _, off, _ in leaves)
        reads = [(0, p, off) for p, off, _ in leaves]
        words = (size + 15) // 16 * 4
    if kind == "push" and words * 4 > 128:
        return []  # past the push-constant size every device has
    r = random.Random(seed * 7919 + 1)
    # Random words that are floats with an exact value (no NaN or denormal
    # canonicalization on either target) for float leaves: any word is such a
    # float when its exponent is in range; keep it simple, use small floats.
    init = [struct.unpack("<I", struct.pack("<f", r.randint(-4000, 4000) / 8.0))[0] for _ in range(words)]
    body = ["[numthreads(%d, 1, 1)]" % (ELEMENTS if kind == "structured" else 1),
            "void main(uint3 id : SV_DispatchThreadID)", "{", "    uint i = id.x;"]
    per = len(leaves)
    for k, (path, _, _) in enumerate(leaves):
        obj = "In[i]" if kind == "structured" else "In"
        body.append("    Out[i * %d + %d] = asuint(%s.%s);" % (per, k, obj, path))
    body.append("}")
    expect = [init[off // 4] for _, _, off in reads]
    spec = ["entry main", "dispatch 1 1 1"]
    if kind == "structured":
        spec += ["buffer 0 0 storage u32 %d" % words, "init " + " ".join(str(w) for w in init)]
    elif kind == "cbuffer":
        spec += ["buffer 0 0 uniform u32 %d" % words, "init " + " ".join(str(w) for w in init)]
    else:
        spec += ["push u32 " + " ".join(str(w) for w in init), "push_binding 0 2"]
    spec += ["buffer 0 1 storage u32 %d" % len(expect), "expect " + " ".join(str(w) for w in expect)]
    if kind == "push":
        args = args + ["-fwgsl-push-constant-binding", "0", "2"]
    bad = check("layout%d" % seed, src + body, "\n".join(spec) + "\n", args)
    # A member in the unpadded tail of a DX-layout matrix is refused on
    # purpose (OSH0543, docs: DXC's own output is invalid there): no case.
    if bad and all("OSH0543" in b for b in bad):
        return []
    return bad


if __name__ == "__main__":
    seeds_main(case)
