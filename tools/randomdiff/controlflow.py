#!/usr/bin/env python3
"""Random structured control flow, differential against Python.

Generates a function of random if/else, for/while/do-while loops (bounded
trip counts), switches with fall-through and default anywhere, break,
continue and early returns (nesting depth 5) over four int variables read
from a buffer, interprets the same tree in Python, and compares with
OneShader's SPIR-V at -O3 and -O0 (spirv-val, then lavapipe through vkrun)
and its WGSL (Dawn's OpenGL ES backend through dawnrun). Found the inliner
and dce bugs behind tests/corpus/compute/cf_loop_always_returns.hlsl and the
WGSL fall-through bug behind cf_switch_fallthrough_loop.hlsl.

    python3 tools/randomdiff/controlflow.py FIRST_SEED END_SEED   (END excluded)

Prints each bad seed; exit 1 when any. Work files in $RANDOMDIFF_WORK
(default /tmp/randomdiff). $ONESHADER and $VKRUN override the tools.
"""
import random

from harness import check, seeds_main
M32 = 0xFFFFFFFF
def s32(x): x &= M32; return x - (1 << 32) if x & 0x80000000 else x
class Ret(Exception):
    def __init__(s, v): s.v = v
class Brk(Exception): pass
class Cont(Exception): pass
VARS = ['x', 'y', 'z', 'w']
def gexpr(r, d=2):
    if d == 0 or r.random() < 0.3:
        return ('v', r.choice(VARS)) if r.random() < 0.6 else ('k', r.randint(-5, 9))
    op = r.choice(['+', '-', '*', '&', '^', '<', '==', '%'])
    return ('b', op, gexpr(r, d - 1), gexpr(r, d - 1))
def etxt(e):
    if e[0] == 'v': return e[1]
    if e[0] == 'k': return f"int({e[1]})"
    op = e[1]
    if op in ('<', '=='): return f"(int)({etxt(e[2])} {op} {etxt(e[3])})"
    if op == '%': return f"({etxt(e[2])} % ((({etxt(e[3])}) & 7) + 1))"
    return f"({etxt(e[2])} {op} {etxt(e[3])})"
def ev(e, env):
    if e[0] == 'v': return env[e[1]]
    if e[0] == 'k': return e[1]
    a, b = ev(e[2], env), ev(e[3], env)
    op = e[1]
    if op == '+': return s32(a + b)
    if op == '-': return s32(a - b)
    if op == '*': return s32(a * b)
    if op == '&': return s32(a & b)
    if op == '^': return s32(a ^ b)
    if op == '<': return int(a < b)
    if op == '==': return int(a == b)
    dv = (b & 7) + 1
    q = abs(a) // dv; q = q if a >= 0 else -q
    return s32(a - q * dv)
def gstmt(r, d, inloop, inswitch, depth_loops):
    c = r.random()
    if d == 0 or c < 0.35:
        v = r.choice(VARS)
        return ('assign', v, r.choice(['=', '+=', '^=', '-=']), gexpr(r))
    if c < 0.5:
        return ('if', gexpr(r), gblock(r, d - 1, inloop, inswitch, depth_loops), gblock(r, d - 1, inloop, inswitch, depth_loops) if r.random() < 0.5 else None)
    if c < 0.62 and depth_loops < 3:
        iv = f"i{depth_loops}"
        return (r.choice(['for', 'while', 'do']), iv, r.randint(0, 5), gblock(r, d - 1, True, False, depth_loops + 1))
    if c < 0.72:
        cases = []
        vals = r.sample(range(0, 6), r.randint(1, 4))
        for v in vals:
            cases.append((v, gblock(r, d - 1, inloop, True, depth_loops), r.random() < 0.7))
        dflt = (gblock(r, d - 1, inloop, True, depth_loops), r.random() < 0.7) if r.random() < 0.6 else None
        dpos = r.randint(0, len(cases)) if dflt else None
        return ('switch', gexpr(r, 1), cases, dflt, dpos)
    if c < 0.8 and (inloop or inswitch):
        return ('break',) if (inswitch or r.random() < 0.5) else ('continue',)
    if c < 0.84 and inloop and not inswitch:
        return ('continue',)
    if c < 0.88:
        return ('return', gexpr(r))
    return ('assign', r.choice(VARS), '=', gexpr(r))
def gblock(r, d, inloop, inswitch, dl):
    return [gstmt(r, d, inloop, inswitch, dl) for _ in range(r.randint(1, 3))]
def stxt(s, ind):
    p = "  " * ind
    k = s[0]
    if k == 'assign': return [f"{p}{s[1]} {s[2]} {etxt(s[3])};"]
    if k == 'if':
        o = [f"{p}if ({etxt(s[1])} != 0) {{"] + btxt(s[2], ind + 1)
        if s[3] is not None: o += [f"{p}}} else {{"] + btxt(s[3], ind + 1)
        return o + [f"{p}}}"]
    if k == 'for':
        return [f"{p}for (int {s[1]} = 0; {s[1]} < {s[2]}; {s[1]}++) {{", f"{p}  x += {s[1]};"] + btxt(s[3], ind + 1) + [f"{p}}}"]
    if k == 'while':
        return [f"{p}{{ int {s[1]} = 0;", f"{p}while ({s[1]} < {s[2]}) {{", f"{p}  {s[1]}++;", f"{p}  x += {s[1]};"] + btxt(s[3], ind + 1) + [f"{p}}} }}"]
    if k == 'do':
        return [f"{p}{{ int {s[1]} = 0;", f"{p}do {{", f"{p}  x += {s[1]};"] + btxt(s[3], ind + 1) + [f"{p}}} while (++{s[1]} < {s[2]}); }}"]
    if k == 'switch':
        o = [f"{p}switch ({etxt(s[1])} & 7) {{"]
        items = [('case', v, b, brk) for v, b, brk in s[2]]
        if s[3]: items.insert(s[4], ('default', None, s[3][0], s[3][1]))
        for kind, v, b, brk in items:
            o.append(f"{p}{'case ' + str(v) + ':' if kind == 'case' else 'default:'} {{")
            o += btxt(b, ind + 1)
            o.append(f"{p}}}" + (" break;" if brk else ""))
        return o + [f"{p}}}"]
    if k == 'break': return [f"{p}break;"]
    if k == 'continue': return [f"{p}continue;"]
    if k == 'return': return [f"{p}return {etxt(s[1])};"]
def btxt(b, ind):
    o = []
    for s in b: o += stxt(s, ind)
    return o
def run_block(b, env):
    for s in b: run_stmt(s, env)
def run_stmt(s, env):
    k = s[0]
    if k == 'assign':
        v = ev(s[3], env)
        if s[2] == '=': env[s[1]] = v
        elif s[2] == '+=': env[s[1]] = s32(env[s[1]] + v)
        elif s[2] == '-=': env[s[1]] = s32(env[s[1]] - v)
        else: env[s[1]] = s32(env[s[1]] ^ v)
    elif k == 'if':
        if ev(s[1], env) != 0: run_block(s[2], env)
        elif s[3] is not None: run_block(s[3], env)
    elif k == 'for':
        for i in range(s[2]):
            env['x'] = s32(env['x'] + i)
            try: run_block(s[3], env)
            except Brk: break
            except Cont: continue
    elif k == 'while':
        j = 0
        while j < s[2]:
            j += 1
            env['x'] = s32(env['x'] + j)
            try: run_block(s[3], env)
            except Brk: break
            except Cont: continue
    elif k == 'do':
        j = 0
        while True:
            env['x'] = s32(env['x'] + j)
            try: run_block(s[3], env)
            except Brk: break
            except Cont: pass
            j += 1
            if not (j < s[2]): break
    elif k == 'switch':
        sel = ev(s[1], env) & 7
        items = [('case', v, b, brk) for v, b, brk in s[2]]
        if s[3]: items.insert(s[4], ('default', None, s[3][0], s[3][1]))
        start = next((i for i, it in enumerate(items) if it[0] == 'case' and it[1] == sel), None)
        if start is None: start = next((i for i, it in enumerate(items) if it[0] == 'default'), None)
        if start is None: return
        try:
            for it in items[start:]:
                run_block(it[2], env)
                if it[3]: break
        except Brk: pass
    elif k == 'break': raise Brk()
    elif k == 'continue': raise Cont()
    elif k == 'return': raise Ret(ev(s[1], env))
def main(seed, threads=8):
    r = random.Random(seed)
    body = gblock(r, 5, False, False, 0)
    src = ["StructuredBuffer<int> In : register(t0);", "RWStructuredBuffer<int> Out : register(u1);",
           "int f(int x, int y, int z, int w) {"] + btxt(body, 1) + ["  return x + 3 * y + 5 * z + 7 * w;", "}",
           f"[numthreads({threads}, 1, 1)]", "void main(uint3 id : SV_DispatchThreadID) {",
           "  Out[id.x] = f(In[id.x * 4], In[id.x * 4 + 1], In[id.x * 4 + 2], In[id.x * 4 + 3]);", "}"]
    vals = [r.randint(-6, 10) for _ in range(threads * 4)]
    expect = []
    for t in range(threads):
        env = dict(zip(VARS, vals[t*4:t*4+4]))
        try:
            run_block(body, env)
            res = s32(env['x'] + 3 * env['y'] + 5 * env['z'] + 7 * env['w'])
        except Ret as e:
            res = e.v
        expect.append(res)
    spec = f"dispatch 1 1 1\nbuffer 0 0 storage i32 {threads*4}\ninit {' '.join(map(str, vals))}\nbuffer 0 1 storage i32 {threads}\nexpect {' '.join(map(str, expect))}\n"
    return check(f"cf{seed}", src, spec)
if __name__ == '__main__':
    seeds_main(main)
