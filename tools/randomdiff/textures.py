#!/usr/bin/env python3
"""Random texture reads, differential against a texture unit written in
Python.

Each seed declares one to three sampled textures (Texture1D, Texture2D,
Texture2DArray or Texture3D of float4, uint4 or int4, random small sizes
and texels) and a sampler (nearest or linear; clamp, repeat or mirror),
then has each thread read them in random ways, with coordinates that depend
on the thread: Load and operator[], SampleLevel at texel centres or at
quarter-texel places (bilinear and trilinear weights), outside [0, 1] so
the address mode decides, with constant texel offsets, the four Gather
forms, and GetDimensions. Every result component goes to a float output
buffer (integer texels are small, so the conversion is exact).

The expected values come from tests-independent Python: the Vulkan
specification's texel selection (nearest: floor(u * size); linear:
u * size - 0.5 split into integer and weight), address modes (clamp to
edge, repeat, mirrored repeat), array layer rounding and gather order
(texels (i0, j1), (i1, j1), (i1, j0), (i0, j0)). Coordinates keep away from
the places where float rounding could pick another texel (a nearest sample
lands a quarter texel or more inside its texel; a linear weight is a
multiple of 1/4, which 8 bits of sub-texel precision give exactly).

Checked as exprs.py does: SPIR-V at -O3 and -O0 (spirv-val, lavapipe) and
WGSL (Dawn's OpenGL ES backend, or its Vulkan backend on the Mesa 25
lavapipe for a linear sampler, which needs float32-filterable). Gathers from integer textures are drawn
only with the nearest sampler: WebGPU refuses a filtering sampler beside a
texture whose sample type is not filterable.

    python3 tools/randomdiff/textures.py FIRST_SEED END_SEED   (END excluded)

Prints each bad seed; exit 1 when any. Work files in $RANDOMDIFF_WORK.
"""
import math
import random

from harness import check, seeds_main

THREADS = 8
TOL = 1e-3
FMT = {'float': 'rgba32f', 'uint': 'rgba32ui', 'int': 'rgba32i'}
DIMS = {'1d': (1, 'Texture1D'), '2d': (2, 'Texture2D'), '2d_array': (3, 'Texture2DArray'), '3d': (3, 'Texture3D')}


def address(i, n, mode):
    if mode == 'clamp':
        return min(max(i, 0), n - 1)
    if mode == 'repeat':
        return i % n
    t = i % (2 * n)  # mirrored repeat
    return t if t < n else 2 * n - 1 - t


class Tex:
    def __init__(self, r, k):
        self.k = k
        self.dim = r.choice(sorted(DIMS))
        self.elem = r.choice(['float', 'float', 'uint', 'int'])
        self.w = r.randint(1, 5)
        self.h = r.randint(1, 4) if self.dim in ('2d', '2d_array', '3d') else 1
        self.d = r.randint(1, 3) if self.dim == '3d' else 1
        self.layers = r.randint(1, 3) if self.dim == '2d_array' else 1
        n = self.w * self.h * self.d * self.layers * 4
        if self.elem == 'float':
            self.data = [r.randint(-32, 32) / 8 for _ in range(n)]
        elif self.elem == 'uint':
            self.data = [r.randint(0, 1000) for _ in range(n)]
        else:
            self.data = [r.randint(-500, 500) for _ in range(n)]

    def texel(self, x, y=0, z=0, layer=0):
        assert 0 <= x < self.w and 0 <= y < self.h and 0 <= z < self.d and 0 <= layer < self.layers
        i = ((((layer * self.d + z) * self.h + y) * self.w) + x) * 4
        return self.data[i:i + 4]

    def sizes(self):
        return [self.w, self.h, self.d][:{'1d': 1, '2d': 2, '2d_array': 2, '3d': 3}[self.dim]]

    def at(self, c, layer):
        """A texel at integer coordinates c (a list per dimension)."""
        c = list(c) + [0, 0]
        if self.dim == '3d':
            return self.texel(c[0], c[1], c[2])
        return self.texel(c[0], c[1], 0, layer)


def sample(t, coords, layer, filt, mode):
    """SampleLevel(s, uv, 0) with uv[k] = coords[k] / size[k] (coords in texel
    units); returns four components."""
    n = t.sizes()
    if filt == 'nearest':
        c = [address(math.floor(x), s, mode) for x, s in zip(coords, n)]
        return t.at(c, layer)
    corners = [[]]
    for x, s in zip(coords, n):
        x0 = math.floor(x - 0.5)
        a = (x - 0.5) - x0
        corners = [cs + [(address(x0, s, mode), 1 - a)] for cs in corners] + \
                  [cs + [(address(x0 + 1, s, mode), a)] for cs in corners]
    out = [0.0] * 4
    for cs in corners:
        w = 1.0
        for _, wk in cs:
            w *= wk
        tx = t.at([ci for ci, _ in cs], layer)
        out = [o + w * v for o, v in zip(out, tx)]
    return out


def gen(seed):
    r = random.Random(seed)
    texs = [Tex(r, k) for k in range(r.randint(1, 3))]
    filt = r.choice(['nearest', 'linear'])
    mode = r.choice(['clamp', 'repeat', 'mirror'])
    nsamp = len(texs)
    src = []
    for t in texs:
        src.append("%s<%s4> T%d : register(t%d);" % (DIMS[t.dim][1], t.elem, t.k, t.k))
    src.append("SamplerState S : register(s%d);" % nsamp)
    src.append("RWStructuredBuffer<float4> Out : register(u%d);" % (nsamp + 1))
    src.append("[numthreads(%d, 1, 1)]" % THREADS)
    src.append("void main(uint3 id : SV_DispatchThreadID) {")
    src.append("  int i = (int)id.x;")
    reads = []  # (hlsl text of a float4, python function of thread -> 4 values)
    for _ in range(r.randint(4, 10)):
        t = r.choice(texs)
        n = t.sizes()
        T = "T%d" % t.k
        ops = ['load', 'index', 'dims']
        if t.elem == 'float':
            ops += ['sample', 'sample', 'sample']
            if t.dim in ('2d', '2d_array', '3d'):
                ops += ['offset']
        if t.dim in ('2d', '2d_array') and (t.elem == 'float' or filt == 'nearest'):
            ops += ['gather']
        op = r.choice(ops)
        # A coordinate per dimension: (a * i + b) mod size, or for samples
        # any texel from -size to 2 size - 1 plus a fraction.
        ka = [(r.randint(0, 3), r.randint(0, 7)) for _ in n]
        layer_k = (r.randint(0, 2), r.randint(0, 3))

        def icoord(th, ka=ka, n=n):
            return [(a * th + b) % s for (a, b), s in zip(ka, n)]

        def lay(th, layer_k=layer_k, t=t):
            return (layer_k[0] * th + layer_k[1]) % t.layers

        ivec = ["(%d * i + %d) %% %d" % (a, b, s) for (a, b), s in zip(ka, n)]
        ilay = "(%d * i + %d) %% %d" % (layer_k[0], layer_k[1], t.layers)
        if op in ('load', 'index'):
            parts = ivec + ([ilay] if t.dim == '2d_array' else [])
            if op == 'load':
                ty = 'int%d' % (len(parts) + 1)
                txt = "%s.Load(%s(%s, 0))" % (T, ty, ", ".join(parts))
            else:
                ty = 'int' if len(parts) == 1 else 'int%d' % len(parts)
                txt = "%s[%s(%s)]" % (T, ty, ", ".join(parts))
            f = (lambda th, t=t, icoord=icoord, lay=lay: t.at(icoord(th), lay(th)))
            reads.append(("float4(%s)" % txt, f))
        elif op == 'dims':
            outs = {'1d': ['w'], '2d': ['w', 'h'], '2d_array': ['w', 'h', 'e'], '3d': ['w', 'h', 'd']}[t.dim]
            vals = {'w': t.w, 'h': t.h, 'e': t.layers, 'd': t.d}
            decl = "uint %s;" % ", ".join("g%d%s" % (len(reads), o) for o in outs + ['m'])
            args = ", ".join("g%d%s" % (len(reads), o) for o in outs)
            src.append("  %s %s.GetDimensions(0, %s, g%dm);" % (decl, T, args, len(reads)))
            comps = ["g%d%s" % (len(reads), o) for o in outs] + ["g%dm" % len(reads)]
            comps = (comps + ["0u", "0u", "0u"])[:4]
            ex = [vals[o] for o in outs] + [1]
            ex = (ex + [0, 0, 0])[:4]
            reads.append(("float4(uint4(%s))" % ", ".join(comps), (lambda th, ex=ex: ex)))
        elif op in ('sample', 'offset'):
            fr = [r.choice([0.0, 0.25, 0.5, 0.75]) if filt == 'linear' else r.choice([0.25, 0.5, 0.75]) for _ in n]
            base = [(r.randint(0, 3), r.randint(0, 3 * s - 1)) for s in n]
            off = [r.randint(-2, 2) for _ in n] if op == 'offset' else [0] * len(n)

            def coords(th, base=base, fr=fr, n=n):
                return [((a * th + b) % (3 * s)) - s + f for (a, b), f, s in zip(base, fr, n)]

            uv = ["((float)(((%d * i + %d) %% %d) - %d) + %s) / %d.0" % (a, b, 3 * s, s, repr(f), s)
                  for (a, b), f, s in zip(base, fr, n)]
            if t.dim == '2d_array':
                uv.append("(float)(%s)" % ilay)
            vec = "float%d(%s)" % (len(uv), ", ".join(uv)) if len(uv) > 1 else uv[0]
            if op == 'offset':
                ov = "int%d(%s)" % (len(off), ", ".join(map(str, off)))
                txt = "%s.SampleLevel(S, %s, 0, %s)" % (T, vec, ov)
            else:
                txt = "%s.SampleLevel(S, %s, 0)" % (T, vec)
            f = (lambda th, t=t, coords=coords, lay=lay, off=off:
                 sample(t, [c + o for c, o in zip(coords(th), off)], lay(th), filt, mode))
            reads.append(("float4(%s)" % txt, f))
        else:  # gather: u, v halfway between texel centres, so i0/j0 are robust
            comp = r.choice(['', 'Red', 'Green', 'Blue', 'Alpha'])
            ci = {'': 0, 'Red': 0, 'Green': 1, 'Blue': 2, 'Alpha': 3}[comp]
            base = [(r.randint(0, 3), r.randint(0, 3 * s - 1)) for s in n]

            def gcoords(th, base=base, n=n):
                return [((a * th + b) % (3 * s)) - s + 1.0 for (a, b), s in zip(base, n)]

            uv = ["((float)(((%d * i + %d) %% %d) - %d) + 1.0) / %d.0" % (a, b, 3 * s, s, s)
                  for (a, b), s in zip(base, n)]
            if t.dim == '2d_array':
                uv.append("(float)(%s)" % ilay)
            txt = "%s.Gather%s(S, float%d(%s))" % (T, comp, len(uv), ", ".join(uv))

            def g(th, t=t, gcoords=gcoords, lay=lay, ci=ci, n=n):
                x, y = gcoords(th)
                i0, j0 = math.floor(x - 0.5), math.floor(y - 0.5)
                at = lambda a, b: t.at([address(a, n[0], mode), address(b, n[1], mode)], lay(th))[ci]
                return [at(i0, j0 + 1), at(i0 + 1, j0 + 1), at(i0 + 1, j0), at(i0, j0)]
            reads.append(("float4(%s)" % txt, g))
    nr = len(reads)
    for k, (txt, _) in enumerate(reads):
        src.append("  Out[id.x * %d + %d] = %s;" % (nr, k, txt))
    src.append("}")
    spec = ["dispatch 1 1 1"]
    for t in texs:
        spec.append("image 0 %d sampled %s %s %d %d %d %d" % (t.k, FMT[t.elem], t.dim, t.w, t.h, t.d, t.layers))
        spec.append("init " + " ".join(repr(v) if t.elem == 'float' else str(v) for v in t.data))
    spec.append("sampler 0 %d %s %s" % (nsamp, filt, mode))
    spec.append("buffer 0 %d storage f32 %d" % (nsamp + 1, THREADS * nr * 4))
    ex = []
    for th in range(THREADS):
        for _, f in reads:
            ex += [float(v) for v in f(th)]
    spec.append("expect " + " ".join(repr(v) for v in ex))
    spec.append("tolerance %g" % TOL)
    return src, "\n".join(spec) + "\n", filt


def main(seed):
    src, spec, filt = gen(seed)
    # Dawn's OpenGL ES adapter has no float32-filterable: a linear sampler
    # over an rgba32f texture runs on its Vulkan backend (Mesa 25) instead.
    return check("tex%d" % seed, src, spec, dawn_backend='vulkan' if filt == 'linear' else 'opengles')


if __name__ == '__main__':
    seeds_main(main)
