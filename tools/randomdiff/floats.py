#!/usr/bin/env python3
"""Random float expressions over HLSL's math intrinsics, differential
against Python's math library.

Each seed writes 16 random float expressions over three buffer values per
thread: + - * / and %, and the intrinsics abs, sign, floor, ceil, frac,
trunc, round, saturate, clamp, min, max, lerp, mad, step, smoothstep, fmod,
sqrt, rsqrt, exp, exp2, log, log2, log10, pow, sin, cos, tan, asin, acos,
atan, atan2, sinh, cosh, tanh, degrees, radians, ldexp, and length, dot,
distance, normalize and cross on float3s built from subexpressions, plus
int/float conversions; some subexpressions are written as calls of a
template function (template<typename T> T f(T a, T b)) instantiated at
float, so the front end's templates are exercised with the rest.

The expected value of each expression is Python's (float64, HLSL's meaning
of each intrinsic as its documentation gives it: round to nearest even,
sign returning int, fmod with the sign of x). A GPU computes in float32
with the error bounds of the Vulkan specification (sin and cos 2^-11
absolute on [-pi, pi], exp2 and log2 a few ULP, ...), so each expression
is first tried in Python with every operation's result perturbed by more
than those bounds (random signs, 48 trials): an expression whose value
moves by more than a quarter of the comparison tolerance (a floor of a
value near an integer, a division by a value near 0, an asin near 1), or
that leaves the domain where Vulkan defines the result (a trigonometric
argument outside [-pi, pi], log or pow of a value <= 0, sqrt of a negative,
an intermediate value beyond 1e6 or a denormal), is thrown away and
another drawn. What is kept is a value any conforming implementation must
give within the tolerance (0.01 absolute), so a mismatch is our bug (a
wrong intrinsic mapping, an operand order, a folding error at -O3) and not
float noise. Constants are chosen exactly representable in float32 so the
literal's parse cannot differ.

Checked as exprs.py does: SPIR-V at -O3 and -O0 (spirv-val, lavapipe) and
WGSL (Dawn, OpenGL ES backend).

    python3 tools/randomdiff/floats.py FIRST_SEED END_SEED   (END excluded)

Prints each bad seed; exit 1 when any. Work files in $RANDOMDIFF_WORK.
"""
import math
import random
import struct

from harness import check, seeds_main

TOL = 0.01
NEXPR = 16
THREADS = 8
PI32 = 3.14159  # a trigonometric argument must stay inside [-pi, pi]


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


class Reject(Exception):
    pass


def guard(x):
    if x != x or math.isinf(x) or abs(x) > 1e6 or (x != 0 and abs(x) < 1e-20):
        raise Reject()
    return x


def hround(x):
    # HLSL round: to the nearest integer, halfway cases to even (Python's round).
    return float(round(x))


def fsign(x):
    return float((x > 0) - (x < 0))


def smooth(e0, e1, x):
    t = min(max((x - e0) / (e1 - e0), 0.0), 1.0)
    return t * t * (3 - 2 * t)


def need(cond):
    if not cond:
        raise Reject()


def dom_trig(x):
    need(abs(x) <= PI32)
    return x


def fmod(x, y):
    # x - y * trunc(x / y): a quotient that float32 could round to the next
    # integer (1.5 % 0.3f: 4.9999998 in float64, 5 in float32) gives either
    # answer, so it is kept out.
    need(abs(y) > 1e-3)
    q = x / y
    need(q == math.trunc(q) or abs(q - round(q)) > 1e-4 * max(1.0, abs(q)))
    return math.fmod(x, y)


# name: (arity, HLSL text template, python function, absolute error added
# to the perturbation). The relative part (REL) applies to every op.
UN = {
    'abs': ('abs({0})', abs, 0),
    'neg': ('(-({0}))', lambda x: -x, 0),
    'sign': ('(float)sign({0})', fsign, 0),
    'floor': ('floor({0})', math.floor, 0),
    'ceil': ('ceil({0})', math.ceil, 0),
    'frac': ('frac({0})', lambda x: x - math.floor(x), 0),
    'trunc': ('trunc({0})', math.trunc, 0),
    'round': ('round({0})', hround, 0),
    'saturate': ('saturate({0})', lambda x: min(max(x, 0.0), 1.0), 0),
    'sqrt': ('sqrt({0})', lambda x: (need(x >= 0), math.sqrt(x))[1], 0),
    'rsqrt': ('rsqrt({0})', lambda x: (need(x > 1e-3), 1 / math.sqrt(x))[1], 0),
    'exp': ('exp({0})', lambda x: (need(x < 12), math.exp(x))[1], 0),
    'exp2': ('exp2({0})', lambda x: (need(x < 16), 2.0 ** x)[1], 0),
    'log': ('log({0})', lambda x: (need(x > 1e-3), math.log(x))[1], 1e-5),
    'log2': ('log2({0})', lambda x: (need(x > 1e-3), math.log2(x))[1], 1e-5),
    'log10': ('log10({0})', lambda x: (need(x > 1e-3), math.log10(x))[1], 1e-5),
    'sin': ('sin({0})', lambda x: math.sin(dom_trig(x)), 1e-3),
    'cos': ('cos({0})', lambda x: math.cos(dom_trig(x)), 1e-3),
    'tan': ('tan({0})', lambda x: math.tan(dom_trig(x)), 1e-3),
    'asin': ('asin({0})', lambda x: (need(abs(x) <= 1), math.asin(x))[1], 1e-3),
    'acos': ('acos({0})', lambda x: (need(abs(x) <= 1), math.acos(x))[1], 1e-3),
    'atan': ('atan({0})', math.atan, 1e-3),
    'sinh': ('sinh({0})', lambda x: (need(abs(x) < 10), math.sinh(x))[1], 1e-4),
    'cosh': ('cosh({0})', lambda x: (need(abs(x) < 10), math.cosh(x))[1], 1e-4),
    'tanh': ('tanh({0})', lambda x: (need(abs(x) < 10), math.tanh(x))[1], 1e-4),
    'degrees': ('degrees({0})', math.degrees, 0),
    'radians': ('radians({0})', math.radians, 0),
    'itof': ('(float)(int)({0})', lambda x: (need(abs(x) < 2e9), float(math.trunc(x)))[1], 0),
    'utof': ('(float)(uint)(abs({0}))', lambda x: (need(abs(x) < 4e9), float(math.trunc(abs(x))))[1], 0),
    'ldexp': (None, None, 0),  # ldexp(x, k): k a small constant, below
}
BIN = {
    '+': ('({0} + {1})', lambda a, b: a + b),
    '-': ('({0} - {1})', lambda a, b: a - b),
    '*': ('({0} * {1})', lambda a, b: a * b),
    '/': ('({0} / {1})', lambda a, b: (need(abs(b) > 1e-3), a / b)[1]),
    '%': ('({0} % {1})', fmod),
    'fmod': ('fmod({0}, {1})', fmod),
    'min': ('min({0}, {1})', min),
    'max': ('max({0}, {1})', max),
    'step': ('step({0}, {1})', lambda y, x: 1.0 if x >= y else 0.0),
    'pow': ('pow({0}, {1})', lambda x, y: (need(x > 1e-2 and abs(y) < 8), x ** y)[1]),
    'atan2': ('atan2({0}, {1})', lambda y, x: (need(abs(x) + abs(y) > 1e-3), math.atan2(y, x))[1]),
}
TRI = {
    'lerp': ('lerp({0}, {1}, {2})', lambda a, b, t: a + t * (b - a)),
    'mad': ('mad({0}, {1}, {2})', lambda a, b, c: a * b + c),
    'clamp': (None, None),       # clamp(x, lo, hi): lo <= hi constants
    'smoothstep': (None, None),  # smoothstep(e0, e1, x): e0 < e1 constants
    'sel': ('(({0}) > ({1}) ? ({2}) : ({1}))', lambda a, b, c: c if a > b else b),
}
VEC = {
    'length': ('length(float3({0}, {1}, {2}))', lambda v, w: math.sqrt(sum(x * x for x in v))),
    'dot': ('dot(float3({0}, {1}, {2}), float3({3}, {4}, {5}))', lambda v, w: sum(a * b for a, b in zip(v, w))),
    'distance': ('distance(float3({0}, {1}, {2}), float3({3}, {4}, {5}))',
                 lambda v, w: math.sqrt(sum((a - b) ** 2 for a, b in zip(v, w)))),
    'normalize': ('normalize(float3({0}, {1}, {2})).{c}', None),
    'cross': ('cross(float3({0}, {1}, {2}), float3({3}, {4}, {5})).{c}', None),
}
# Per-op relative error (float32 rounding plus the spec's ULP bounds, with
# margin); the absolute error each op adds is in UN's third field.
REL = 4e-6
CONSTS = [0.5, 1.0, 2.0, 0.25, 1.5, 3.0, -1.0, -0.5, 0.75, 2.5, 10.0, 0.125, -2.25]


def gen(r, d):
    """A random tree: ('in', name) | ('k', v) | ('op', kind, name, kids, extra)."""
    if d == 0 or r.random() < 0.2:
        if r.random() < 0.7:
            return ('in', r.choice(['a', 'b', 'c']))
        return ('k', r.choice(CONSTS))
    c = r.random()
    if c < 0.45:
        name = r.choice(sorted(UN))
        if name == 'ldexp':
            return ('op', 'ldexp', name, [gen(r, d - 1)], r.randint(-3, 3))
        return ('op', 'un', name, [gen(r, d - 1)], None)
    if c < 0.8:
        return ('op', 'bin', r.choice(sorted(BIN)), [gen(r, d - 1), gen(r, d - 1)], None)
    if c < 0.93:
        name = r.choice(sorted(TRI))
        if name == 'clamp':
            lo, hi = sorted(r.sample(CONSTS, 2))
            return ('op', 'clamp', name, [gen(r, d - 1)], (lo, hi))
        if name == 'smoothstep':
            e0, e1 = sorted(r.sample(CONSTS, 2))
            return ('op', 'smooth', name, [gen(r, d - 1)], (e0, e1))
        return ('op', 'tri', name, [gen(r, d - 1) for _ in range(3)], None)
    name = r.choice(sorted(VEC))
    n = 3 if name in ('length', 'normalize') else 6
    return ('op', 'vec', name, [gen(r, max(d - 2, 0)) for _ in range(n)], r.choice('xyz'))


def lit(v):
    return repr(float(v))


def text(e, tmpl):
    """HLSL text; `tmpl` collects the template helpers the tree calls."""
    if e[0] == 'in':
        return e[1]
    if e[0] == 'k':
        return lit(e[1])
    _, kind, name, kids, extra = e
    k = [text(x, tmpl) for x in kids]
    if kind == 'un':
        return UN[name][0].format(*k)
    if kind == 'ldexp':
        return 'ldexp(%s, %s)' % (k[0], lit(extra))
    if kind == 'bin':
        if name in ('+', '*', 'min', 'max') and tmpl is not None and len(tmpl) < 4 and len(k[0]) % 3 == 0:
            fn = 'tf%d' % len(tmpl)
            body = BIN[name][0].format('a', 'b')
            tmpl.append('template<typename T> T %s(T a, T b) { return %s; }' % (fn, body))
            return '%s<float>(%s, %s)' % (fn, k[0], k[1])
        return BIN[name][0].format(*k)
    if kind == 'clamp':
        return 'clamp(%s, %s, %s)' % (k[0], lit(extra[0]), lit(extra[1]))
    if kind == 'smooth':
        return 'smoothstep(%s, %s, %s)' % (lit(extra[0]), lit(extra[1]), k[0])
    if kind == 'tri':
        return TRI[name][0].format(*k)
    return VEC[name][0].format(*k, c=extra)


def ev(e, env, pr):
    """Value of the tree; `pr` (a random.Random or None) perturbs each op's
    result by up to its error bound with a random sign."""
    if e[0] == 'in':
        return env[e[1]]
    if e[0] == 'k':
        return e[1]
    _, kind, name, kids, extra = e
    x = [ev(k, env, pr) for k in kids]
    ab = 0.0
    if kind == 'un':
        v = float(UN[name][1](x[0]))
        ab = UN[name][2]
    elif kind == 'ldexp':
        v = math.ldexp(x[0], extra)
    elif kind == 'bin':
        v = float(BIN[name][1](x[0], x[1]))
        if name in ('pow', 'atan2'):
            ab = 1e-3
    elif kind == 'clamp':
        v = min(max(x[0], extra[0]), extra[1])
    elif kind == 'smooth':
        v = smooth(extra[0], extra[1], x[0])
    elif kind == 'tri':
        v = float(TRI[name][1](*x))
    else:
        v3, w3 = x[:3], x[3:]
        if name == 'normalize':
            n = math.sqrt(sum(t * t for t in v3))
            need(n > 1e-2)
            v = v3['xyz'.index(extra)] / n
        elif name == 'cross':
            cr = [v3[1] * w3[2] - v3[2] * w3[1], v3[2] * w3[0] - v3[0] * w3[2], v3[0] * w3[1] - v3[1] * w3[0]]
            v = cr['xyz'.index(extra)]
        else:
            if name in ('length', 'distance'):
                need(sum(t * t for t in v3) > 1e-4 or name == 'distance')
            v = VEC[name][1](v3, w3)
        ab = 1e-4
    guard(v)
    if pr is not None:
        scale = max([abs(v)] + [abs(t) for t in x])
        v += pr.choice((-1, 1)) * (REL * scale + ab)
    return v


def stable(e, envs, r):
    """The exact values for every thread, or None when the expression is
    outside the domain or too sensitive to float error."""
    out = []
    try:
        for env in envs:
            v = ev(e, env, None)
            for _ in range(48):
                w = ev(e, env, r)
                if abs(w - v) > TOL / 4:
                    return None
            out.append(v)
    except (Reject, ValueError, OverflowError, ZeroDivisionError):
        return None
    return out


INPUTS = [0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 1.25, -2.75, 3.0, 0.1, 0.3, 1.7, -0.9, 2.5, 0.75]


def main(seed):
    r = random.Random(seed)
    vals = [f32(r.choice(INPUTS) if r.random() < 0.5 else r.uniform(-3, 3)) for _ in range(THREADS * 3)]
    envs = [{'a': vals[t * 3], 'b': vals[t * 3 + 1], 'c': vals[t * 3 + 2]} for t in range(THREADS)]
    tmpl = []
    exprs = []
    tries = 0
    while len(exprs) < NEXPR and tries < 4000:
        tries += 1
        e = gen(r, r.randint(2, 5))
        if e[0] != 'op':
            continue
        got = stable(e, envs, r)
        if got is None:
            continue
        exprs.append((text(e, tmpl), got))
    src = ["StructuredBuffer<float> In : register(t0);", "RWStructuredBuffer<float> Out : register(u1);"]
    src += tmpl
    src += [f"[numthreads({THREADS}, 1, 1)]", "void main(uint3 id : SV_DispatchThreadID) {",
            "  float a = In[id.x * 3], b = In[id.x * 3 + 1], c = In[id.x * 3 + 2];"]
    for k, (t, _) in enumerate(exprs):
        src.append(f"  Out[id.x * {len(exprs)} + {k}] = {t};")
    src.append("}")
    expect = [exprs[k][1][th] for th in range(THREADS) for k in range(len(exprs))]
    spec = (f"dispatch 1 1 1\nbuffer 0 0 storage f32 {THREADS * 3}\ninit {' '.join(map(repr, vals))}\n"
            f"buffer 0 1 storage f32 {THREADS * len(exprs)}\nexpect {' '.join(map(repr, expect))}\n"
            f"tolerance {TOL}\n")
    return check(f"float{seed}", src, spec)


if __name__ == '__main__':
    seeds_main(main)
