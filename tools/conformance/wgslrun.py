#!/usr/bin/env python3
"""WGSL over other people's shaders: every vertex, pixel and compute shader of
SaschaWillems/Vulkan, Vulkan-Samples and kajiya (the conformance suites'
cases of those stages) compiled with `oneshader -T PROFILE -E main -wgsl`
and the case's language flags (-HV, -D, -I, -enable-16bit-types; not the
SPIR-V ones), each output validated by
Tint (Dawn's null backend with every feature its adapter offers, in one node
process: wgslcheck.mjs).

A case is `valid` (compiled, and Tint accepts the WGSL), `invalid` (compiled,
Tint refuses it: a bug of ours) or `refused` (a diagnostic: each is matched
to a reason in WGSL_REFUSALS of cases.py, the things WebGPU cannot express;
one without a reason is listed as **unexplained**).
Writes build/conformance/wgsl.json; run.py --doc-only (or the next run) puts
the table and every refusal into docs/conformance.md.

  wgslrun.py [--suites DIR] [--oneshader PATH] [-j N]
Needs node and tests/node_modules/webgpu (tools/install-test-deps.sh).
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import run as R  # noqa: E402

STAGES = {'vertex': 'vs_6_0', 'pixel': 'ps_6_0', 'compute': 'cs_6_0'}
SUITES = ('sascha', 'vksamples', 'kajiya')


def compile_one(bin_, root, case, outdir):
    src = os.path.join(root, case['file'])
    out = os.path.join(outdir, case['id'].replace('/', '__') + '.wgsl')
    flags = [f for f in case['flags'] if not f.startswith(('-fspv', '-fvk'))]
    rc, _, err = R.run([bin_, '-T', case['profile'], '-E', 'main', '-wgsl', '-Fo', out] + flags + [src], 30)
    code, line = R.first_error(err) if rc != 0 else ('', '')
    if line.startswith(root):
        line = line[len(root):].lstrip('/')
    return dict(id=case['id'], suite=case['suite'], area=case['area'], rc=rc, out=out if rc == 0 else None,
                code=code, line=line)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--suites', default=os.environ.get('OSH_SUITES', '/work/suites'))
    ap.add_argument('--oneshader', default=os.path.join(ROOT, 'build', 'oneshader'))
    ap.add_argument('-j', type=int, default=2)
    a = ap.parse_args()
    bin_ = os.path.abspath(a.oneshader)
    cases, roots = R.all_cases(a.suites)
    todo = [c for c in cases if c['suite'] in SUITES and c['area'] in STAGES and c['kind'] == 'pos']
    if not todo:
        sys.exit('no SaschaWillems shaders under %s (tests/README.md: fetching the suites)' % a.suites)
    with tempfile.TemporaryDirectory() as tmp:
        with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
            results = list(ex.map(lambda c: compile_one(bin_, roots[c['suite']], c, tmp), todo))
        files = [r['out'] for r in results if r['out']]
        env = dict(os.environ)
        env.setdefault('XDG_RUNTIME_DIR', tmp)
        p = subprocess.run(['node', os.path.join(HERE, 'wgslcheck.mjs')] + files, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
        if p.returncode != 0:
            sys.exit('wgslcheck.mjs failed (%d): %s' % (p.returncode, p.stderr.decode()[-2000:]))
        verdict = {}
        for line in p.stdout.decode().splitlines():
            if line.startswith('{'):
                j = json.loads(line)
                verdict[j['file']] = j
    for r in results:
        if r['out']:
            v = verdict.get(r['out'])
            r['result'] = 'valid' if v and v['ok'] else 'invalid'
            if not (v and v['ok']):
                r['line'] = '; '.join(v['messages'])[:300] if v else 'not validated'
        else:
            r['result'] = 'refused'
        del r['out']
    out = os.path.join(ROOT, 'build', 'conformance')
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, 'wgsl.json'), 'w') as f:
        json.dump(dict(cases=len(todo), results=results), f, indent=1)
    counts = {}
    for r in results:
        counts[r['result']] = counts.get(r['result'], 0) + 1
    print('wgslrun: %d shaders: %s' % (len(todo), ', '.join('%s %d' % kv for kv in sorted(counts.items()))))
    for r in results:
        if r['result'] != 'valid':
            print('  %s: %s: %s' % (r['result'], r['id'], r['line']))


if __name__ == '__main__':
    main()
