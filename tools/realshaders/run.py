#!/usr/bin/env python3
"""Measures oneshader against a collection of real shaders.

For each manifest row (see gen_manifest.py) it runs three phases:

  syntax  oneshader -fsyntax-only
  spirv   oneshader -spirv, then spirv-val --target-env vulkan1.2
  wgsl    oneshader -wgsl, then Tint (tests/runners/dawnrun.mjs validate)

A negative row (a DXC test that expects an error) only checks that -spirv
fails with a diagnostic and without a crash.  Every failure is classified
by the first diagnostic code (OSHnnnn), or as `crash` (killed by a signal),
`timeout`, `spirv-val: <first message>` or `tint: <first message>`.

Writes the counts as Markdown (--md, numbers only: no shader text, since the
shaders are other people's code) and a detailed report (--report) with the
first lines of every failure.  Standard library only.

Usage:
  run.py [--manifest M] [--src DIR] [--oneshader BIN] [--md OUT.md]
         [--report OUT.txt] [--jobs N] [--only SUBSTR] [--no-wgsl]
"""
import argparse
import collections
import concurrent.futures as cf
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DAWNRUN = os.path.join(REPO, 'tests', 'runners', 'dawnrun.mjs')
TIMEOUT = 30

STAGE = {'cs': 'compute', 'vs': 'vertex', 'ps': 'pixel', 'gs': 'geometry',
         'hs': 'hull', 'ds': 'domain', 'ms': 'mesh', 'as': 'amplification',
         'lib': 'library'}
# Stages the SPIR-V and WGSL goals are stated for.
GRAPHICS_GOAL = {'compute', 'vertex', 'pixel', 'geometry', 'hull', 'domain'}
CODE_RE = re.compile(r'\b(error|fatal error|internal error)\b[^\n]*?\b(OSH\d{4})')
ANY_CODE_RE = re.compile(r'\b(OSH\d{4})\b')


def run(cmd, env=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return 'timeout', '', ''
    out = p.stdout.decode('utf-8', 'replace')
    err = p.stderr.decode('utf-8', 'replace')
    return p.returncode, out, err


def first_error(err):
    """The code and the line of the first error diagnostic."""
    for line in err.splitlines():
        m = CODE_RE.search(line)
        if m:
            return m.group(2), line.strip()
    for line in err.splitlines():
        m = ANY_CODE_RE.search(line)
        if m and 'warning' not in line:
            return m.group(1), line.strip()
    lines = [l for l in err.splitlines() if l.strip()]
    return 'no-code', (lines[0] if lines else '(no message)')


def classify_compile(rc, err):
    """None when the compile succeeded, else (class, detail)."""
    if rc == 'timeout':
        return ('timeout', '')
    if rc < 0 or rc >= 128:
        return ('crash', 'signal %d' % (-rc if rc < 0 else rc - 128))
    if rc == 0:
        return None
    code, line = first_error(err)
    return (code, line)


def diag_text(line):
    """The message of a diagnostic line, after its code."""
    m = re.search(r'\b(?:error|warning):\s*(.*?)(?:\s*\[OSH\d{4}\])?\s*$', line)
    return m.group(1) if m else line


def norm_msg(msg):
    """Shortens a validator message to a stable class name."""
    msg = re.sub(r"'\d+\[%[^\]]*\]'", "'ID'", msg)
    msg = re.sub(r'%[\w.]+', '%x', msg)
    msg = re.sub(r'\b\d+\b', 'N', msg)
    return msg[:110]


def shader_flags(row):
    return row['flags'].split() if row['flags'] else []


def phase_syntax(bin_, row, path):
    cmd = [bin_, '-T', row['profile'], '-E', row['entry'], *shader_flags(row),
           '-fsyntax-only', path]
    rc, _, err = run(cmd)
    c = classify_compile(rc, err)
    return ('pass', '') if c is None else c


def phase_spirv(bin_, row, path, tmp):
    out = os.path.join(tmp, 'o.spv')
    cmd = [bin_, '-T', row['profile'], '-E', row['entry'], *shader_flags(row),
           '-spirv', '-Fo', out, path]
    rc, _, err = run(cmd)
    c = classify_compile(rc, err)
    if c is not None:
        return c
    val = ['spirv-val', '--target-env', 'vulkan1.2']
    fl = row['flags']
    if 'scalar-layout' in fl:
        val.append('--scalar-block-layout')
    if 'dx-layout' in fl:
        val.append('--relax-block-layout')
    rc, o, e = run(val + [out])
    if rc == 'timeout':
        return ('spirv-val: timeout', '')
    if rc != 0:
        lines = [l for l in (e + o).splitlines() if l.strip()]
        msg = lines[0] if lines else '(no message)'
        msg = re.sub(r'^error: line \d+: ', '', msg)
        return ('spirv-val: ' + norm_msg(msg), '\n'.join(lines[:3]))
    return ('pass', '')


def wgsl_compute_entry(text):
    m = re.search(r'@compute[^\n]*?(?:\n\s*@[^\n]*)*\s*fn\s+(\w+)', text)
    return m.group(1) if m else None


def phase_wgsl(bin_, row, path, tmp, env):
    out = os.path.join(tmp, 'o.wgsl')
    cmd = [bin_, '-T', row['profile'], '-E', row['entry'], *shader_flags(row),
           '-wgsl', '-Fo', out, path]
    rc, _, err = run(cmd)
    c = classify_compile(rc, err)
    if c is not None:
        return c
    text = open(out, encoding='utf-8', errors='replace').read()
    cmd = ['node', DAWNRUN, 'validate']
    ce = wgsl_compute_entry(text) if row['profile'].startswith('cs') else None
    if ce:
        cmd += ['--compute-entry', ce]
    rc, o, e = run(cmd + [out], env=env)
    if rc == 'timeout':
        return ('tint: timeout', '')
    if rc != 0:
        lines = [l for l in (e + o).splitlines() if l.strip()]
        # Dawn prints "file:line:col error: message"; keep the message.
        msg = '(no message)'
        for l in lines:
            m = re.search(r'error: (.*)', l)
            if m:
                msg = m.group(1)
                break
        else:
            if lines:
                msg = lines[0]
        return ('tint: ' + norm_msg(msg), '\n'.join(lines[:4]))
    return ('pass', '')


def measure(bin_, src, row, do_wgsl, env):
    path = os.path.join(src, row['path'])
    res = {}
    with tempfile.TemporaryDirectory(prefix='rs-') as tmp:
        if row['kind'] == 'neg':
            cmd = [bin_, '-T', row['profile'], '-E', row['entry'],
                   *shader_flags(row), '-spirv', '-Fo',
                   os.path.join(tmp, 'o.spv'), path]
            rc, _, err = run(cmd)
            c = classify_compile(rc, err)
            if c is None:
                res['neg'] = ('accepted', '')
            elif c[0] in ('crash', 'timeout'):
                res['neg'] = c
            else:
                res['neg'] = ('pass', c[0])
            return res
        res['syntax'] = phase_syntax(bin_, row, path)
        res['spirv'] = phase_spirv(bin_, row, path, tmp)
        if do_wgsl:
            res['wgsl'] = phase_wgsl(bin_, row, path, tmp, env)
    return res


def load_manifest(path):
    rows = []
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if not line or line.startswith('#'):
            continue
        p = line.split('\t')
        while len(p) < 6:
            p.append('')
        rows.append(dict(path=p[0], set=p[1], kind=p[2], profile=p[3],
                         entry=p[4], flags=p[5]))
    return rows


def stage_of(row):
    return STAGE.get(row['profile'].split('_')[0], 'other')


def pct(a, b):
    return '%.1f%%' % (100.0 * a / b) if b else '-'


def write_md(rows, results, md, title_note):
    L = []
    L.append('# OneShader on real shaders\n')
    L.append('Measured by `tools/realshaders/run.py` (the shaders themselves are '
             'other people\'s code and are not in this repository; '
             '`tools/realshaders/README.md` says how to gather them). '
             + title_note + '\n')
    pos = [r for r in rows if r['kind'] == 'pos']
    neg = [r for r in rows if r['kind'] == 'neg']
    # per set
    L.append('## Positive shaders, by collection\n')
    L.append('| collection | shaders | -fsyntax-only | SPIR-V valid | WGSL valid (Tint) | WGSL valid or OSH5202 |')
    L.append('| --- | ---: | ---: | ---: | ---: | ---: |')
    sets = []
    for r in pos:
        if r['set'] not in sets:
            sets.append(r['set'])
    def line_for(name, subset):
        n = len(subset)
        s = sum(1 for r in subset if results[r['path']]['syntax'][0] == 'pass')
        v = sum(1 for r in subset if results[r['path']]['spirv'][0] == 'pass')
        w = [results[r['path']].get('wgsl', ('-',))[0] for r in subset]
        wp = sum(1 for x in w if x == 'pass')
        wo = sum(1 for x in w if x in ('pass', 'OSH5202'))
        return '| %s | %d | %d (%s) | %d (%s) | %d (%s) | %d (%s) |' % (
            name, n, s, pct(s, n), v, pct(v, n), wp, pct(wp, n), wo, pct(wo, n))
    for sname in sets:
        L.append(line_for(sname, [r for r in pos if r['set'] == sname]))
    L.append(line_for('**all**', pos))
    L.append('')
    L.append('## Positive shaders, by stage\n')
    L.append('| stage | shaders | -fsyntax-only | SPIR-V valid | WGSL valid (Tint) | WGSL valid or OSH5202 |')
    L.append('| --- | ---: | ---: | ---: | ---: | ---: |')
    for st in ['compute', 'vertex', 'pixel', 'geometry', 'hull', 'domain',
               'mesh', 'amplification', 'library', 'other']:
        sub = [r for r in pos if stage_of(r) == st]
        if sub:
            L.append(line_for(st, sub))
    goal = [r for r in pos if stage_of(r) in GRAPHICS_GOAL]
    L.append(line_for('cs/vs/ps/gs/hs/ds', goal))
    L.append('')
    if neg:
        ok = sum(1 for r in neg if results[r['path']]['neg'][0] == 'pass')
        acc = sum(1 for r in neg if results[r['path']]['neg'][0] == 'accepted')
        cr = len(neg) - ok - acc
        L.append('## Negative tests (DXC tests that expect an error)\n')
        L.append('| tests | rejected with a diagnostic | accepted | crash/timeout |')
        L.append('| ---: | ---: | ---: | ---: |')
        L.append('| %d | %d | %d | %d |\n' % (len(neg), ok, acc, cr))
    for ph in ('syntax', 'spirv', 'wgsl'):
        cnt = collections.Counter()
        for r in pos:
            res = results[r['path']].get(ph)
            if res and res[0] != 'pass':
                cnt[res[0]] += 1
        if not cnt:
            continue
        L.append('## Failures of phase `%s`, by first diagnostic\n' % ph)
        L.append('| class | shaders |')
        L.append('| --- | ---: |')
        for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], kv[0])):
            L.append('| %s | %d |' % (k.replace('|', '\\|'), v))
        L.append('')
    for ph in ('syntax', 'spirv', 'wgsl'):
        cnt = collections.Counter()
        for r in pos:
            res = results[r['path']].get(ph)
            if res and res[0] != 'pass':
                key = res[0]
                if key.startswith('OSH'):
                    key += ' ' + norm_msg(diag_text(res[1].splitlines()[0] if res[1] else ''))
                cnt[key] += 1
        if not cnt:
            continue
        L.append('## Failures of phase `%s`, by message\n' % ph)
        L.append('| diagnostic (numbers and names of values normalised) | shaders |')
        L.append('| --- | ---: |')
        for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], kv[0])):
            L.append('| %s | %d |' % (k.replace('|', '\\|'), v))
        L.append('')
    triage = os.path.join(HERE, 'triage.md')
    if os.path.exists(triage):  # the hand-written ranking of root causes
        L.append(open(triage, encoding='utf-8').read().rstrip('\n'))
    with open(md, 'w') as f:
        f.write('\n'.join(L) + '\n')


def write_report(rows, results, path):
    with open(path, 'w') as f:
        for r in rows:
            res = results[r['path']]
            bad = {k: v for k, v in res.items() if v[0] != 'pass'}
            state = 'ok' if not bad else 'FAIL'
            f.write('%s %s [%s %s %s %s]\n' % (state, r['path'], r['kind'],
                                               r['profile'], r['entry'],
                                               r['flags']))
            for k, v in res.items():
                if v[0] != 'pass' or k == 'neg':
                    f.write('  %-6s %s\n' % (k, v[0]))
                    if v[1]:
                        for l in v[1].splitlines()[:4]:
                            f.write('         %s\n' % l[:300])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--manifest', default='/tmp/realshaders/manifest.tsv')
    ap.add_argument('--src', default='/tmp/realshaders/src')
    ap.add_argument('--oneshader', default='/tmp/build-rs/oneshader')
    ap.add_argument('--md', default=os.path.join(REPO, 'docs', 'realshaders.md'))
    ap.add_argument('--report', default='/tmp/realshaders/report.txt')
    ap.add_argument('--json', default='/tmp/realshaders/results.json')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--only', default='')
    ap.add_argument('--no-wgsl', action='store_true')
    ap.add_argument('--note', default='')
    a = ap.parse_args()
    rows = [r for r in load_manifest(a.manifest) if a.only in r['path']]
    env = dict(os.environ)
    if not env.get('XDG_RUNTIME_DIR'):
        d = tempfile.mkdtemp(prefix='xdg-')
        env['XDG_RUNTIME_DIR'] = d
    results = {}
    with cf.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futs = {ex.submit(measure, a.oneshader, a.src, r, not a.no_wgsl, env): r
                for r in rows}
        for fu in cf.as_completed(futs):
            r = futs[fu]
            try:
                results[r['path']] = fu.result()
            except Exception as e:  # a bug of this script, not of the compiler
                results[r['path']] = {'syntax': ('runner-error', str(e)),
                                      'spirv': ('runner-error', ''),
                                      'wgsl': ('runner-error', '')}
    write_md(rows, results, a.md, a.note)
    write_report(rows, results, a.report)
    with open(a.json, 'w') as f:
        json.dump({r['path']: results[r['path']] for r in rows}, f, indent=0)
    pos = [r for r in rows if r['kind'] == 'pos']
    for ph in ('syntax', 'spirv', 'wgsl'):
        ok = sum(1 for r in pos if results[r['path']].get(ph, ('x',))[0] == 'pass')
        print('%-6s %d/%d' % (ph, ok, len(pos)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
