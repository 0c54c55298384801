#!/usr/bin/env python3
"""Differential execution against glslang over the conformance suites'
compute shaders: the same inputs through our SPIR-V and glslang's on
lavapipe, every writable buffer compared.

For each compute case (cs_* profile, one entry point) of the suites that
both compilers accept:
  - ours: `oneshader -T PROFILE -E ENTRY FLAGS -Fo ours.spv -Fre ours.json`
    (the case's own flags, as run.py passes them);
  - glslang's: `glslangValidator -D -V --target-env vulkan1.1 -S comp -e ENTRY
    --hlsl-iomap --amb` (its -D defines too), validated with spirv-val;
  - the bindings come from our reflection (-Fre); each of our resources is
    found in glslang's module by its name (the variable's OpName, or its
    block type's for a cbuffer) and bound where glslang put it;
  - every buffer (storage, read-only storage, uniform, push constants) gets
    the same deterministic pseudo-random words, chosen by the scalar type
    the reflection gives each word: float32 words k/8 for k in [-64, 64],
    int32 in [-8, 8), uint32 and the rest in [0, 16) (small enough to index
    the buffers, which are 1024 words long: lavapipe runs without
    robustBufferAccess, so an index out of range would be undefined);
  - one workgroup runs through vkrun (validation layer on) for each module,
    and every buffer the entry point writes is compared word by word:
    integers exactly, floats within 4 ulps or 1e-6 absolute (the two
    compilers may contract a * b + c into one fma or reassociate a
    constant-folded product differently: each is one rounding, a few ulps at
    most; anything larger is a real difference), NaN equal to NaN.

Only the claimed areas' positive cases (run.py's): a shader we refuse there
is a conformance failure already. Images (1d, 2d, 3d and
arrays of them, 8x8 texels, 4 deep, 2 layers) and texel buffers (64 texels)
get the same kind of data in a 32-bit format of their texel type; samplers
are nearest/clamp. Results per case: same, differs, glslang-error,
ours-error, glslang-invalid, unsupported (a resource the runner does not fill:
comparison samplers, counters, multisampled, cube or 3-component images,
resource arrays, acceleration structures; or a resource glslang names
otherwise, or binds where ours does not use it), no-output (nothing
written), run-error (vkrun failed for either).
Writes build/conformance/diff.json; run.py --doc-only (or the next run)
puts the summary and every `differs` into docs/conformance.md, where each
is traced in DIFF_TRACED (cases.py) to glslang's known errors or to a bug of
ours fixed with a corpus test.

  diffrun.py [--suites DIR] [--oneshader PATH] [--vkrun PATH] [-j N] [--only SUBSTR]
Standard library only; needs glslangValidator, spirv-val, spirv-dis and a
Vulkan ICD (tests/oshtest.py's environment: lavapipe).
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, 'tests'))
import run as R  # noqa: E402

WORDS = 1024
BUFFERS = {'storage_buffer', 'read_only_storage_buffer', 'uniform_buffer'}
IMAGES = {'sampled_image', 'storage_image', 'storage_texel_buffer', 'uniform_texel_buffer'}
FILLED = BUFFERS | IMAGES | {'sampler'}
# An image is 8x8 texels (x4 deep for 3d, 2 layers for arrays), a texel
# buffer 64 texels; the format is the texel type's (rgba for 3 components:
# vkrun has no rgb), 32-bit, as the HLSL template names it.
DIMS = {'1d': ('1d', 8, 1, 1), '2d': ('2d', 8, 8, 1), '3d': ('3d', 8, 8, 4)}
TEXELS = 64
SCALAR_FMT = {'float32': 'f', 'uint32': 'ui', 'int32': 'i'}


def image_format(r):
    """vkrun's format name for an image resource, or None."""
    if r.get('format') not in (None, 'Unknown'):
        fmt = {'R32f': 'r32f', 'Rg32f': 'rg32f', 'Rgba32f': 'rgba32f', 'R32ui': 'r32ui', 'Rg32ui': 'rg32ui',
               'Rgba32ui': 'rgba32ui', 'R32i': 'r32i', 'Rg32i': 'rg32i', 'Rgba32i': 'rgba32i'}.get(r['format'])
        return fmt
    suffix = SCALAR_FMT.get(r.get('sampled_type'))
    if not suffix:
        return None
    m = re.search(r'<\s*\w*?(\d)?\s*>', r.get('hlsl_type') or '')
    n = int(m.group(1)) if m and m.group(1) else 1 if m else 4
    if n == 3:
        return None  # no rgb32 storage format: a 3-component texel write is short of rgba's 4
    return {1: 'r', 2: 'rg'}.get(n, 'rgba') + '32' + suffix


def run(cmd, timeout=60, env=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, env=env)
        return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired:
        return 'timeout', '', ''


def word_types(node, base, out, depth=0):  # out: one scalar name per word
    """Marks out[word] with the scalar of every leaf member below node."""
    if depth > 16:
        return
    off = base + node.get('offset', 0)
    if node.get('members'):
        reps = 1
        stride = 0
        for a in node.get('array') or []:
            reps *= a['count']
            stride = stride or a['stride']
        for r in range(min(reps, WORDS)):
            for m in node['members']:
                word_types(m, off + r * stride, out, depth + 1)
        return
    sc = node.get('scalar')
    if not sc:
        return
    for w in range(off // 4, min((off + node.get('size', 4) + 3) // 4, len(out))):
        out[w] = sc


def fill(layout_nodes, element, rng):
    """WORDS words for a buffer whose members (or array element) are given."""
    types = [None] * WORDS
    if element:
        stride = max(element.get('stride') or 4, 4)
        for e in range(WORDS * 4 // stride):
            word_types(dict(element, offset=0), e * stride, types)
    for m in layout_nodes or []:
        word_types(m, 0, types)
    words = []
    for t in types:
        if t == 'float32':
            words.append(struct.unpack('<I', struct.pack('<f', rng.randint(-64, 64) / 8.0))[0])
        elif t == 'int32':
            words.append(rng.randint(-8, 7) & 0xffffffff)
        else:
            words.append(rng.randint(0, 15))
    return words, types


def glslang_names(dis):
    """{name: (set, binding)} of glslang's module's bound variables."""
    names, types, sets, binds, ptr_of, var_type = {}, {}, {}, {}, {}, {}
    for line in dis.splitlines():
        m = re.match(r'\s*OpName %(\S+) "(.*)"', line)
        if m:
            names[m.group(1)] = m.group(2)
            continue
        m = re.match(r'\s*OpDecorate %(\S+) (DescriptorSet|Binding) (\d+)', line)
        if m:
            (sets if m.group(2) == 'DescriptorSet' else binds)[m.group(1)] = int(m.group(3))
            continue
        m = re.match(r'\s*%(\S+) = OpTypePointer \w+ %(\S+)', line)
        if m:
            ptr_of[m.group(1)] = m.group(2)
            continue
        m = re.match(r'\s*%(\S+) = OpVariable %(\S+) \w+', line)
        if m:
            var_type[m.group(1)] = m.group(2)
    out = {}
    for v, b in binds.items():
        n = names.get(v, '')
        if not n:
            n = names.get(ptr_of.get(var_type.get(v, ''), ''), '')
        out.setdefault(n, (sets.get(v, 0), b))
    return out


def image_line(r, s, b):
    """vkrun's declaration of an image or texel buffer, and its element count."""
    fmt = image_format(r)
    comps = len(re.match(r'(rgba|rg|r)', fmt).group(1)) if fmt else 0
    if r['kind'].endswith('texel_buffer'):
        kind = 'storage' if r['kind'] == 'storage_texel_buffer' else 'uniform'
        return 'texel_buffer %d %d %s %s %d' % (s, b, kind, fmt, TEXELS), TEXELS * comps
    dim, w, h, d = DIMS[r['dim']]
    layers = 2 if r.get('arrayed') else 1
    kind = 'storage' if r['kind'] == 'storage_image' else 'sampled'
    return ('image %d %d %s %s %s %d %d %d %d' % (s, b, kind, fmt, dim + ('_array' if layers > 1 else ''),
                                                  w, h, d, layers), w * h * d * layers * comps)


def image_ok(r):
    return r['kind'] == 'sampler' or r['kind'] in BUFFERS or (
        image_format(r) and not r.get('multisampled') and not r.get('depth') and
        (r['kind'].endswith('texel_buffer') or (r.get('dim') in DIMS and not (r['dim'] == '3d' and r.get('arrayed')))))


def spec_text(entry, resources, where, data, push):
    lines = ['entry ' + entry, 'dispatch 1 1 1']
    for r in resources:
        s, b = where[r['name']]
        if r['kind'] == 'sampler':
            lines.append('sampler %d %d nearest clamp' % (s, b))
            continue
        if r['kind'] in IMAGES:
            lines.append(image_line(r, s, b)[0])
        else:
            kind = 'uniform' if r['kind'] == 'uniform_buffer' else 'storage'
            lines.append('buffer %d %d %s u32 %d' % (s, b, kind, WORDS))
        words = data[r['name']]
        for i in range(0, len(words), 64):
            lines.append('init ' + ' '.join('raw:0x%08x' % w for w in words[i:i + 64]))
    if push:
        lines.append('push u32 ' + ' '.join('raw:0x%08x' % w for w in push))
    return '\n'.join(lines) + '\n'


def dumped(out):
    """{(set, binding): words} of vkrun --dump (a float prints its raw bits too)."""
    bufs = {}
    for line in out.splitlines():
        m = re.match(r'(?:buffer|image) set=(\d+) binding=(\d+):(.*)', line)
        if m:
            vals = re.sub(r'-?[\d.e+-]+ \(raw:(0x[0-9a-f]+)\)', r'\1', m.group(3)).split()
            bufs[(int(m.group(1)), int(m.group(2)))] = [int(x, 0) & 0xffffffff for x in vals]
    return bufs


def f32(w):
    return struct.unpack('<f', struct.pack('<I', w & 0xffffffff))[0]


def close(a, b, t):
    if a == b:
        return True
    if t != 'float32':
        return False
    x, y = f32(a), f32(b)
    if x != x and y != y:
        return True
    if abs(x - y) <= 1e-6:
        return True
    ia = a if a < 0x80000000 else 0x80000000 - a
    ib = b if b < 0x80000000 else 0x80000000 - b
    return abs(ia - ib) <= 4


def measure(args, root, case):
    res = dict(id=case['id'], suite=case['suite'], file=case['file'])
    entry = case['entries'][0]
    src = os.path.join(root, case['file'])
    with tempfile.TemporaryDirectory(prefix='diff-') as tmp:
        ours, refl = os.path.join(tmp, 'ours.spv'), os.path.join(tmp, 'ours.json')
        rc, _, err = run([args.oneshader, '-T', case['profile'], '-E', entry, *case['flags'], '-spirv',
                          '-Fo', ours, '-Fre', refl, src])
        if rc != 0:
            res.update(result='ours-error', line=(err.strip().splitlines() or [''])[0][:200])
            return res
        theirs = os.path.join(tmp, 'theirs.spv')
        defs = [f for f in case['flags'] if f.startswith('-D') and len(f) > 2]
        rc, out, err = run(['glslangValidator', '-D', '-V', '--target-env', 'vulkan1.1', '-S', 'comp',
                            '-e', entry, '--hlsl-iomap', '--amb', *defs, src, '-o', theirs])
        if rc != 0:
            res.update(result='glslang-error', line=' '.join(l for l in (out + err).splitlines()
                                                             if 'ERROR' in l)[:200])
            return res
        rc, out, err = run(['spirv-val', '--target-env', 'vulkan1.1', theirs])
        if rc != 0:
            res.update(result='glslang-invalid', line=(err + out).strip()[:200])
            return res
        ep = json.load(open(refl))['entry_points'][0]
        rs = ep['resources']
        bad = [r for r in rs if r['kind'] not in FILLED or r.get('array_count') or r.get('unbounded')
               or not image_ok(r)]
        if bad:
            res.update(result='unsupported', line=', '.join('%s (%s)' % (r['name'], r['kind']) for r in bad)[:200])
            return res
        written = [r for r in rs if r.get('written')]
        if not written:
            res.update(result='no-output', line='')
            return res
        rc, dis, _ = run(['spirv-dis', '--no-color', theirs])
        gl = glslang_names(dis)
        missing = [r['name'] for r in rs if r['name'] not in gl]
        if missing:
            res.update(result='unsupported', line='glslang names no variable ' + ', '.join(missing))
            return res
        extra = sorted(set(gl) - {r['name'] for r in rs})
        if extra:
            res.update(result='unsupported', line='glslang binds what our module does not use: ' + ', '.join(extra))
            return res
        rng = random.Random(case['id'])
        data, types = {}, {}
        for r in rs:
            if r['kind'] in IMAGES:
                n = image_line(r, 0, 0)[1]
                t = r.get('sampled_type')
                data[r['name']] = fill([{'offset': 0, 'size': 4 * n, 'scalar': t}], None, rng)[0][:n]
                types[r['name']] = [t] * n
            elif r['kind'] in BUFFERS:
                data[r['name']], types[r['name']] = fill(r.get('members'), r.get('element'), rng)
            else:
                data[r['name']], types[r['name']] = [], []
        pc = ep.get('push_constants')
        push = None
        if pc:
            words, _ = fill(pc.get('members'), None, rng)
            push = words[:max(1, (pc.get('size', 4) + 3) // 4)]
        outs = {}
        for which, spv, where in (('ours', ours, {r['name']: (r['set'], r['binding']) for r in rs}),
                                  ('glslang', theirs, gl)):
            spec = os.path.join(tmp, which + '.spec')
            with open(spec, 'w') as f:
                f.write(spec_text(entry, rs, where, data, push))
            # the validation layer knows the compute-derivative extension by
            # its NV name only (run.nv_named, as the corpus harness does)
            rc, out, err = run([args.vkrun, '--dump', R.nv_named(spv), spec], timeout=120)
            if rc != 0:
                res.update(result='run-error', line='%s: vkrun exit %s: %s' % (which, rc, err.strip()[:160]))
                return res
            got = dumped(out)
            outs[which] = {r['name']: got.get(where[r['name']]) for r in written}
        diffs = []
        for r in written:
            a, b = outs['ours'][r['name']], outs['glslang'][r['name']]
            if a is None or b is None:
                diffs.append('%s: not read back' % r['name'])
                continue
            t = types[r['name']]
            n = min(len(a), len(b))
            bad = [i for i in range(n) if not close(a[i], b[i], t[i] if i < len(t) else None)]
            if bad:
                i = bad[0]
                show = (lambda w: '%g' % f32(w)) if i < len(t) and t[i] == 'float32' else str
                diffs.append('%s: %d words differ, first word %d: ours %s, glslang %s' % (
                    r['name'], len(bad), i, show(a[i]), show(b[i])))
        res.update(result='differs' if diffs else 'same', line='; '.join(diffs)[:300],
                   compared=sum(len(outs['ours'][r['name']] or []) for r in written))
        return res


def guarded(args, root, case):
    try:
        return measure(args, root, case)
    except Exception as e:  # noqa: BLE001: a runner bug is one case's result, not the run's end
        return dict(id=case['id'], suite=case['suite'], file=case['file'], result='run-error',
                    line='diffrun: %s: %s' % (type(e).__name__, e))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--suites', default=os.environ.get('OSH_SUITES', '/work/suites'))
    ap.add_argument('--oneshader', default=os.path.join(ROOT, 'build', 'oneshader'))
    ap.add_argument('--vkrun', default=os.path.join(ROOT, 'build', 'tests', 'runners', 'vkrun'))
    ap.add_argument('-j', type=int, default=2)
    ap.add_argument('--only', default='')
    a = ap.parse_args()
    a.oneshader = os.path.abspath(a.oneshader)
    a.vkrun = os.path.abspath(a.vkrun)
    import oshtest
    os.environ.update(oshtest.Tools(vkrun=a.vkrun).env)  # the Vulkan ICD (lavapipe), XDG_RUNTIME_DIR
    cases, roots = R.all_cases(a.suites)
    todo = [c for c in cases if c['kind'] == 'pos' and not c['unclaimed'] and (c['profile'] or '').startswith('cs_')
            and len(c['entries']) == 1 and c['entries'][0] and (not a.only or a.only in c['id'])]
    with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        results = list(ex.map(lambda c: guarded(a, roots[c['suite']], c), todo))
    out = os.path.join(ROOT, 'build', 'conformance')
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, 'diff.json'), 'w') as f:
        json.dump(dict(cases=len(todo), results=results), f, indent=1)
    counts = {}
    for r in results:
        counts[r['result']] = counts.get(r['result'], 0) + 1
    print('diffrun: %d compute cases: %s' % (len(todo), ', '.join('%s %d' % kv for kv in sorted(counts.items()))))
    for r in results:
        if r['result'] == 'differs':
            print('  differs: %s: %s' % (r['id'], r['line']))


if __name__ == '__main__':
    main()
