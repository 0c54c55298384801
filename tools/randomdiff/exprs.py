#!/usr/bin/env python3
"""Random integer expressions, differential against Python.

Generates programs of 24 random int/uint expressions over three buffer values
per thread (every arithmetic, bit, shift, comparison and conversion operator,
min/max/abs and ?:, divisors kept non-zero and non-negative, calls of
function templates instantiated at int and uint with the argument deduced or
given, a struct template's method, and the bit intrinsics countbits,
reversebits, firstbitlow, firstbithigh and f16tof32), evaluates them
in Python with HLSL's rules (32-bit wrap, shift counts masked, division
truncating toward zero) and compares with OneShader's SPIR-V at -O3 and -O0
(spirv-val, then lavapipe through vkrun) and its WGSL (Dawn's OpenGL ES
backend through dawnrun). Integer literals are written typed (`int(5)`):
untyped literal arithmetic is 64-bit in HLSL and is not modelled here.

    python3 tools/randomdiff/exprs.py FIRST_SEED END_SEED   (END excluded)

Prints each bad seed; exit 1 when any. Work files in $RANDOMDIFF_WORK
(default /tmp/randomdiff). $ONESHADER and $VKRUN override the tools.
"""
import random
import struct

from harness import check, seeds_main
M32 = 0xFFFFFFFF
def s32(x): x &= M32; return x - (1 << 32) if x & 0x80000000 else x
def u32(x): return x & M32
def half_bits(h):
    return struct.unpack('<I', struct.pack('<f', struct.unpack('<e', struct.pack('<H', h & 0xFFFF))[0]))[0]
def msb(v, ty):
    # firstbithigh: the highest set bit; for a negative int, the highest
    # clear bit (FindSMsb); -1 (all ones) when there is none.
    x = u32(v)
    if ty == 'i' and x & 0x80000000:
        x = u32(~x)
    return x.bit_length() - 1 if x else -1
BITS = {'countbits': lambda v, ty: bin(u32(v)).count('1'),
        'reversebits': lambda v, ty: int(format(u32(v), '032b')[::-1], 2),
        'firstbitlow': lambda v, ty: (u32(v) & -u32(v)).bit_length() - 1 if u32(v) else -1,
        'firstbithigh': msb}
# Templates the expressions call (op 'tcall', 'pmix'): one function
# template per operator, instantiated at int and at uint, and a struct
# template with a method, built inside a function template.
TBIN = {'add': lambda x, y: x + y, 'sub': lambda x, y: x - y, 'mul': lambda x, y: x * y,
        'and': lambda x, y: x & y, 'or': lambda x, y: x | y, 'xor': lambda x, y: x ^ y}
TOPS = {'add': '+', 'sub': '-', 'mul': '*', 'and': '&', 'or': '|', 'xor': '^'}
TEMPLATES = ["template<typename T> T t_%s(T a, T b) { return a %s b; }" % (n, TOPS[n]) for n in sorted(TBIN)] + [
    "template<typename T> struct P { T x; T y; T mix(T k) { return x * k + y; } };",
    "template<typename T> T pmix(T x, T y, T k) { P<T> p; p.x = x; p.y = y; return p.mix(k); }"]
# expression: (text, fn(env)->value, type) with type 'i' or 'u'
def gen(depth, ty, r):
    if depth == 0 or r.random() < 0.2:
        c = r.random()
        if c < 0.5:
            v = r.choice(['a', 'b', 'c'])
            return (f"{v}{ty}", lambda e, v=v: e[v + ty], ty)
        k = r.choice([0, 1, 2, 3, 5, 7, 31, 32, 33, 255, 0x7fffffff, -1, -8, 1000000007]) if ty == 'i' else r.choice([0, 1, 2, 3, 31, 32, 33, 0xffffffff, 0x80000000, 12345])
        if ty == 'i':
            txt = f"int({k})"
            return (txt, lambda e, k=k: s32(k), ty)
        return (f"{k}u", lambda e, k=k: u32(k), ty)
    op = r.choice(['+', '-', '*', '/', '%', '&', '|', '^', '<<', '>>', 'min', 'max', 'cmp', 'neg', 'not', 'cast', 'sel', 'abs', 'tcall', 'pmix', 'bits'])
    A = gen(depth - 1, ty, r); B = gen(depth - 1, ty, r)
    fix = s32 if ty == 'i' else u32
    if op == 'bits':
        # Bit intrinsics: exact, so any difference is a wrong mapping.
        b = r.choice(['countbits', 'reversebits', 'firstbitlow', 'firstbithigh', 'f16'])
        if b == 'f16':
            # A half's bits (exponent kept below all-ones: no inf or NaN) to
            # float, then the float's bits: exact in both directions.
            txt = f"(asuint(f16tof32((uint)({A[0]}) & 0xFBFFu)))"
            return ((f"(int){txt}" if ty == 'i' else txt), lambda e, A=A: fix(half_bits(u32(A[1](e)) & 0xFBFF)), ty)
        # countbits, firstbitlow and firstbithigh return uint for an int
        # argument too (DXC's intrinsic table); reversebits keeps the type.
        txt = f"{b}({A[0]})" if b == 'reversebits' or ty == 'u' else f"(int){b}({A[0]})"
        return (txt, lambda e, A=A, b=b: fix(BITS[b](A[1](e), ty)), ty)
    if op == 'tcall':
        # A function template (TEMPLATES), its argument deduced or given.
        o = r.choice(sorted(TBIN))
        targ = r.choice(['', '<int>' if ty == 'i' else '<uint>'])
        f = TBIN[o]
        return (f"t_{o}{targ}({A[0]}, {B[0]})", lambda e, A=A, B=B, f=f: fix(f(A[1](e), B[1](e))), ty)
    if op == 'pmix':
        # A struct template's method, reached through a function template.
        C = gen(depth - 1, ty, r)
        return (f"pmix({A[0]}, {B[0]}, {C[0]})", lambda e, A=A, B=B, C=C: fix(A[1](e) * C[1](e) + B[1](e)), ty)
    if op in '+-*&|^':
        f = {'+': lambda x, y: x + y, '-': lambda x, y: x - y, '*': lambda x, y: x * y, '&': lambda x, y: x & y, '|': lambda x, y: x | y, '^': lambda x, y: x ^ y}[op]
        return (f"({A[0]} {op} {B[0]})", lambda e, A=A, B=B, f=f: fix(f(A[1](e), B[1](e))), ty)
    if op in ('/', '%'):
        # divisor made nonzero and (for int) not -1: (B | 1) & 0x7fff... keeps it positive odd
        if ty == 'i':
            dtxt = f"(({B[0]} & 0x3fff) | 1)"
            dfn = lambda e, B=B: (B[1](e) & 0x3fff) | 1
            def f(x, y, op=op):
                q = abs(x) // y
                q = q if x >= 0 else -q
                return q if op == '/' else x - q * y
        else:
            dtxt = f"({B[0]} | 1u)"
            dfn = lambda e, B=B: u32(B[1](e) | 1)
            f = (lambda x, y: x // y) if op == '/' else (lambda x, y: x % y)
        return (f"({A[0]} {op} {dtxt})", lambda e, A=A, dfn=dfn, f=f: fix(f(A[1](e), dfn(e))), ty)
    if op in ('<<', '>>'):
        if op == '<<':
            return (f"({A[0]} << {B[0]})", lambda e, A=A, B=B: fix(A[1](e) << (B[1](e) & 31)), ty)
        return (f"({A[0]} >> {B[0]})", lambda e, A=A, B=B: fix((A[1](e) if ty == 'i' else u32(A[1](e))) >> (B[1](e) & 31)), ty)
    if op in ('min', 'max'):
        f = min if op == 'min' else max
        return (f"{op}({A[0]}, {B[0]})", lambda e, A=A, B=B, f=f: f(A[1](e), B[1](e)), ty)
    if op == 'cmp':
        c = r.choice(['<', '<=', '>', '>=', '==', '!='])
        f = {'<': lambda x, y: x < y, '<=': lambda x, y: x <= y, '>': lambda x, y: x > y, '>=': lambda x, y: x >= y, '==': lambda x, y: x == y, '!=': lambda x, y: x != y}[c]
        cast = 'int' if ty == 'i' else 'uint'
        return (f"({cast})({A[0]} {c} {B[0]})", lambda e, A=A, B=B, f=f: int(f(A[1](e), B[1](e))), ty)
    if op == 'neg':
        return (f"(-{A[0]})", lambda e, A=A: fix(-A[1](e)), ty)
    if op == 'not':
        return (f"(~{A[0]})", lambda e, A=A: fix(~A[1](e)), ty)
    if op == 'abs' and ty == 'i':
        return (f"abs({A[0]})", lambda e, A=A: s32(abs(A[1](e))), ty)
    if op == 'cast':
        if ty == 'i':
            U = gen(depth - 1, 'u', r)
            return (f"(int)({U[0]})", lambda e, U=U: s32(U[1](e)), ty)
        I = gen(depth - 1, 'i', r)
        return (f"(uint)({I[0]})", lambda e, I=I: u32(I[1](e)), ty)
    C = gen(depth - 1, ty, r)
    return (f"(({C[0]}) > {A[0]} ? {B[0]} : {C[0]})", lambda e, A=A, B=B, C=C: B[1](e) if C[1](e) > A[1](e) else C[1](e), ty)

def main(seed, nexpr=24, threads=8):
    r = random.Random(seed)
    exprs = [gen(r.randint(1, 4), r.choice('iu'), r) for _ in range(nexpr)]
    vals = [r.choice([0, 1, 2, 3, 7, 100, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe, r.getrandbits(32), r.getrandbits(8)]) for _ in range(threads * 3)]
    src = ["StructuredBuffer<uint> In : register(t0);", "RWStructuredBuffer<uint> Out : register(u1);"] + TEMPLATES + [
           f"[numthreads({threads}, 1, 1)]", "void main(uint3 id : SV_DispatchThreadID) {",
           "  uint au = In[id.x * 3], bu = In[id.x * 3 + 1], cu = In[id.x * 3 + 2];",
           "  int ai = (int)au, bi = (int)bu, ci = (int)cu;"]
    for k, (t, f, ty) in enumerate(exprs):
        src.append(f"  Out[id.x * {nexpr} + {k}] = (uint)({t});")
    src.append("}")
    expect = []
    for th in range(threads):
        e = {'au': vals[th*3], 'bu': vals[th*3+1], 'cu': vals[th*3+2]}
        e.update({'ai': s32(e['au']), 'bi': s32(e['bu']), 'ci': s32(e['cu'])})
        for t, f, ty in exprs:
            expect.append(u32(f(e)))
    spec = f"dispatch 1 1 1\nbuffer 0 0 storage u32 {threads*3}\ninit {' '.join(map(str, vals))}\nbuffer 0 1 storage u32 {threads*nexpr}\nexpect {' '.join(map(str, expect))}\n"
    # Tint's GLSL writer leaves the results of bitCount/findLSB/findMSB
    # lowp, as GLSL ES declares them, and Mesa's OpenGL ES then evaluates
    # what follows (~countbits(x)) in 16 bits: programs with those run on
    # Dawn's Vulkan backend (Mesa 25) instead, where the WGSL means what it says.
    lowp = any(b in "\n".join(src) for b in ('countbits', 'firstbit'))
    return check(f"expr{seed}", src, spec, dawn_backend='vulkan' if lowp else 'opengles')

if __name__ == '__main__':
    seeds_main(main)
