#!/usr/bin/env python3
"""Conformance run: other people's test suites judge oneshader.

Suites (outside the repository, never copied into it; tests/README.md says
how to fetch them at the commits pinned in cases.SUITES):
  DXC      tools/clang/test/CodeGenSPIRV/**.hlsl: one case per `%dxc` RUN line
  glslang  Test/hlsl.*: one case per {file, entry} of gtests/Hlsl.FromFile.cpp
  Sascha   shaders/hlsl/**.<stage>: stage from the suffix, entry `main`
  Vulkan-Samples  shaders/<sample>/hlsl/*.<stage>.hlsl: profile and arguments
           as its CMake helper gives DXC, entry `main`
  kajiya   assets/shaders/**.hlsl: the engine's DXC arguments, the stage from
           the source ([numthreads], [shader(...)], _vs/_ps), entry `main`
  FSR2     src/ffx-fsr2-api/shaders/*_pass.hlsl: FidelityFX's DX12 build
           arguments, three variants, four of the 64 permutations, entry `CS`

Positive case: `oneshader -spirv` exits 0, `spirv-val --target-env ENV`
accepts the module, and the facts of its CHECK lines hold (facts.py).
Negative case (`not %dxc`, an `error` CHECK line, `-verify` with
`expected-error`, a glslang test whose baseResults/<name>.out has `ERROR:`):
exit status 1 with an error diagnostic, or 2 with a command-line error that
is not an unknown option; a crash, a timeout, exit 0 or an unknown option fail.

Results go to build/conformance/results.json (--asan: asan.json) and
docs/conformance.md is regenerated from whichever of the two exist.

Usage:
  run.py [--suites DIR] [--oneshader BIN] [-j N] [--only SUBSTR,... [--merge]]
         [--timeout S] [--doc PATH] [--asan BIN]
  run.py --doc-only          regenerate the document from saved results
Standard library only.
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases as C  # noqa: E402
import facts as F  # noqa: E402
import report as R  # noqa: E402

REPO = os.path.dirname(os.path.dirname(HERE))
# `file:1:2: error: message [OSH0300]` or `oneshader: error: ...` (not a file name).
CODE_RE = re.compile(r'(?:^|:\s)(fatal error|internal error|error):\s*(.*?)(?:\s*\[(OSH\d{4})\])?\s*$')
SAN_RE = re.compile(r'(ERROR: (Address|Leak|Memory|Thread)Sanitizer|runtime error:|'
                    r'SUMMARY: \w+Sanitizer)')


def run(cmd, timeout, env=None):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return 'timeout', '', ''
    return (p.returncode, p.stdout.decode('utf-8', 'replace'),
            p.stderr.decode('utf-8', 'replace'))


def first_error(err):
    """(code, line) of the first error diagnostic."""
    for line in err.splitlines():
        if 'warning' in line.split(':', 3)[-1][:12]:
            continue
        m = CODE_RE.search(line)
        if m:
            return (m.group(3) or 'error'), line.strip()
    lines = [l for l in err.splitlines() if l.strip()]
    return 'no-code', (lines[0].strip() if lines else '(no message)')


def status_of(rc):
    if rc == 'timeout':
        return 'timeout'
    if rc < 0 or rc >= 128:
        return 'crash'
    return None


def compile_cmd(bin_, case, entry, src, out):
    return [bin_, '-T', case['profile'], *(['-E', entry] if entry else []), *case['flags'],
            '-spirv', '-Fo', out, src]


def val_env(env):
    """spirv-val's name of a -fspv-target-env= value."""
    return env.replace('universal', 'spv').replace('spirv', 'spv')


def val_flags(case):
    fl = ' '.join(case['flags'])
    extra = []
    if 'scalar-layout' in fl or 'dx-layout' in fl:
        extra.append('--scalar-block-layout')  # as DXC validates them
    return extra


def nv_named(spv):
    """spirv-val 2023.1 knows SPV_KHR_compute_shader_derivatives (2024) only
    by its NV name, whose numbers it kept: the path of a copy that names the
    NV extension (the same length in words), or spv when it names neither."""
    data = open(spv, 'rb').read()
    khr = b'SPV_KHR_compute_shader_derivatives\0\0'
    if khr not in data:
        return spv
    with open(spv + '.nv', 'wb') as f:
        f.write(data.replace(khr, b'SPV_NV_compute_shader_derivatives\0\0\0'))
    return spv + '.nv'


def for_old_tools(spv):
    """spirv-val and spirv-dis 2023.1 predate two extensions DXC uses: the
    path of a copy they can read, or spv when it needs none.
    SPV_KHR_maximal_reconvergence: its OpExtension and MaximallyReconvergesKHR
    (6023) execution modes are left out (measure() writes them back as text
    for the facts; tests/cli's maximal-reconvergence-run runs such a module).
    SPV_KHR_ray_tracing_position_fetch: a HitTriangleVertexPositionsKHR
    (built-in 5335) input is decorated with a Location instead, and its
    OpExtension and RayTracingPositionFetchKHR capability (5336) are left
    out. The rest of the module is validated as it is."""
    data = open(spv, 'rb').read()
    ext = b'SPV_KHR_maximal_reconvergence\0\0\0'
    fetch_ext = b'SPV_KHR_ray_tracing_position_fetch\0\0'
    fetch = struct.pack('<4I', (4 << 16) | 71, 0, 11, 5335)[8:]
    if ext not in data and fetch not in data and fetch_ext not in data:
        return spv
    w = list(struct.unpack('<%dI' % (len(data) // 4), data))
    out, i = w[:5], 5
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        ins = w[i:i + max(n, 1)]
        raw = struct.pack('<%dI' % len(ins), *ins)
        if op == 71 and n == 4 and ins[2:] == [11, 5335]:
            ins = [ins[0], ins[1], 30, 0]  # Location 0
        if not ((op == 10 and raw[4:] in (ext, fetch_ext)) or (op == 16 and n == 3 and ins[2] == 6023) or
                (op == 17 and n == 2 and ins[1] == 5336)):
            out += ins
        i += max(n, 1)
    with open(spv + '.old', 'wb') as f:
        f.write(struct.pack('<%dI' % len(out), *out))
    return spv + '.old'


# OpCapability CooperativeMatrixKHR (6022): SPV_KHR_cooperative_matrix (2023)
# is newer than spirv-tools 2023.1, which cannot read the module at all.
COOPERATIVE_MATRIX = struct.pack('<2I', (2 << 16) | 17, 6022)
UNREADABLE_COOPMAT = ('compiled; not checked here: spirv-val and spirv-dis 2023.1 cannot read '
                      'SPV_KHR_cooperative_matrix (tests/cli cooperative-matrix-header reads the '
                      "header's modules back against the extension's specification)")


def measure(bin_, root, case, timeout):
    """{result: pass|fail|skip, cause, line, facts...} of one case."""
    res = dict(id=case['id'], suite=case['suite'], area=case['area'],
               kind=case['kind'], file=case['file'], unclaimed=case['unclaimed'],
               profile=case['profile'], why=case.get('why', ''))
    if case['kind'] == 'skip':
        res.update(result='skip', cause=case['why'], line='')
        return res
    src = os.path.join(root, case['file'])
    dis = []
    with tempfile.TemporaryDirectory(prefix='conf-') as tmp:
        for n, entry in enumerate(case['entries']):
            out = os.path.join(tmp, '%d.spv' % n)
            rc, _, err = run(compile_cmd(bin_, case, entry, src, out), timeout)
            st = status_of(rc)
            if st:
                res.update(result='fail', cause=st,
                           line='' if st == 'timeout' else 'signal %d' % (
                               -rc if rc < 0 else rc - 128))
                return res
            if case['kind'] in ('neg', 'dxcref', 'illegal'):
                if rc == 0 and case['kind'] == 'dxcref':
                    # what DXC refuses we may take (a glslang extension such
                    # as OSH0444's location for a value without a semantic),
                    # if the module is valid
                    vrc, vo, ve = run(['spirv-val', '--target-env', val_env(case['env']),
                                       *val_flags(case), for_old_tools(nv_named(out))], timeout)
                    if vrc == 0:
                        res.update(result='pass', cause='compiled, valid', line='')
                    else:
                        lines = [l for l in (ve + vo).splitlines() if l.strip()]
                        res.update(result='fail', cause='spirv-val', line=lines[0] if lines else '')
                    return res
                if rc == 0:
                    continue  # another entry of the library may refuse
                code, line = first_error(err)
                # exit 2 refuses a bad command line, which some DXC tests are
                # about; an option we do not know never judged the shader.
                if (rc == 1 or (rc == 2 and 'unknown option' not in line)) \
                        and code != 'no-code':
                    res.update(result='pass', cause=code, line=line)
                else:
                    res.update(result='fail', cause='usage (exit %d)' % rc
                               if rc != 1 else 'exit 1 without an error line',
                               line=line)
                return res
            if rc != 0:
                code, line = first_error(err)
                if rc == 2:
                    code = 'usage'
                res.update(result='fail', cause=code, line=line)
                return res
            if COOPERATIVE_MATRIX in open(out, 'rb').read():
                res.update(result='skip', cause=UNREADABLE_COOPMAT, line='')
                return res
            vrc, vo, ve = run(['spirv-val', '--target-env', val_env(case['env']),
                               *val_flags(case), for_old_tools(nv_named(out))], timeout)
            if vrc != 0:
                lines = [l for l in (ve + vo).splitlines() if l.strip()]
                msg = lines[0] if lines else '(no message)'
                msg = re.sub(r'^error: line \d+: ', '', msg)
                res.update(result='fail', cause='spirv-val',
                           line=msg if vrc != 'timeout' else 'timeout')
                return res
            # spirv-dis 2023.1 stops at the mode it does not know: the copy
            # without it, and the stripped instructions written back as text
            plain = for_old_tools(out)
            drc, do, de = run(['spirv-dis', '--no-color', plain], timeout)
            if plain != out and b'SPV_KHR_maximal_reconvergence' in open(out, 'rb').read():
                do += ('OpExtension "SPV_KHR_maximal_reconvergence"\n'
                       'OpExecutionMode %entry MaximallyReconvergesKHR\n')
            dis.append(do)
    if case['kind'] in ('neg', 'dxcref', 'illegal'):
        res.update(result='fail', cause='accepted', line='compiled without error')
        return res
    if case['kind'] == 'exc':
        res.update(result='pass', cause='', line='', why=case['why'])
        return res
    facts = F.parse_facts(case['checks'])
    mod = F.Module(dis)
    bad, unver, ok = [], 0, 0
    excepted = dict(C.FACT_EXCEPTIONS.get(case['id'], []))
    held_back = []
    for f in facts:
        r = mod.check(f)
        if r == 'ok':
            ok += 1
        elif r == 'fail' and F.describe(f) in excepted:
            held_back.append(F.describe(f))
        elif r == 'fail':
            bad.append(F.describe(f))
        else:
            unver += 1
    res.update(facts_ok=ok, facts_unverifiable=unver, facts_failed=len(bad))
    if held_back:
        res['excepted_facts'] = [(d, excepted[d]) for d in sorted(set(held_back))]
    if bad:
        res.update(result='fail', cause='check',
                   line='missing: ' + '; '.join(bad[:3]) +
                   (' (+%d more)' % (len(bad) - 3) if len(bad) > 3 else ''))
    else:
        res.update(result='pass', cause='', line='')
    return res


def measure_asan(bin_, root, case, timeout):
    """The sanitizer reports of compiling a case with an instrumented build."""
    res = dict(id=case['id'], suite=case['suite'], file=case['file'])
    if case['kind'] == 'skip':
        res.update(result='skip')
        return res
    env = dict(os.environ)
    env['ASAN_OPTIONS'] = 'detect_leaks=1:abort_on_error=0:halt_on_error=1'
    env['UBSAN_OPTIONS'] = 'print_stacktrace=1:halt_on_error=1'
    src = os.path.join(root, case['file'])
    with tempfile.TemporaryDirectory(prefix='conf-asan-') as tmp:
        for n, entry in enumerate(case['entries']):
            out = os.path.join(tmp, '%d.spv' % n)
            rc, _, err = run(compile_cmd(bin_, case, entry, src, out), timeout * 4, env)
            if rc == 'timeout':
                res.update(result='timeout')
                return res
            rep = [l.strip() for l in err.splitlines() if SAN_RE.search(l)]
            if rep:
                # where in our code: the first frames in src/, callers last
                frames = [f for f in re.findall(r'#\d+ 0x[0-9a-f]+ in (\w+) \S*/src/(\S+)', err)
                          if not f[1].startswith('libsanitizer')]
                where = ' < '.join('%s %s' % (fn, loc) for fn, loc in frames[:5])
                res.update(result='report', line=rep[0], where=where, entry=entry)
                return res
    res.update(result='clean')
    return res


def suite_roots(base):
    return {
        'dxc': os.path.join(base, 'dxc', C.SUITES['dxc']['path']),
        'glslang': os.path.join(base, 'glslang', C.SUITES['glslang']['path']),
        'sascha': os.path.join(base, 'sascha', C.SUITES['sascha']['path']),
        'vksamples': os.path.join(base, 'vksamples', C.SUITES['vksamples']['path']),
        'kajiya': os.path.join(base, 'kajiya', C.SUITES['kajiya']['path']),
        'fsr2': os.path.join(base, 'fsr2', C.SUITES['fsr2']['path']),
    }


def all_cases(base):
    roots = suite_roots(base)
    out = []
    if os.path.isdir(roots['dxc']):
        out += C.collect_dxc(roots['dxc'])
    gl = os.path.join(base, 'glslang', 'gtests', 'Hlsl.FromFile.cpp')
    if os.path.isfile(gl):
        out += C.collect_glslang(roots['glslang'], gl)
    if os.path.isdir(roots['sascha']):
        out += C.collect_sascha(roots['sascha'])
    if os.path.isdir(roots['vksamples']):
        out += C.collect_vksamples(roots['vksamples'])
    if os.path.isdir(roots['kajiya']):
        out += C.collect_kajiya(roots['kajiya'])
    if os.path.isdir(roots['fsr2']):
        out += C.collect_fsr2(roots['fsr2'])
    return out, roots


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--suites', default=os.environ.get('OSH_SUITES', '/work/suites'))
    ap.add_argument('--oneshader', default=os.path.join(REPO, 'build', 'oneshader'))
    ap.add_argument('--asan', metavar='BIN',
                    help='run this ASan+UBSan build instead and list its reports')
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--timeout', type=float, default=20.0)
    ap.add_argument('--only', help='only cases whose id contains one of these '
                    '(comma-separated)')
    ap.add_argument('--merge', action='store_true',
                    help='with --only: replace those cases in the saved results')
    ap.add_argument('--out', default=os.path.join(REPO, 'build', 'conformance'))
    ap.add_argument('--doc', default=os.path.join(REPO, 'docs', 'conformance.md'))
    ap.add_argument('--doc-only', action='store_true')
    ap.add_argument('--no-doc', action='store_true')
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rpath = os.path.join(a.out, 'results.json')
    apath = os.path.join(a.out, 'asan.json')
    if not a.doc_only:
        cases, roots = all_cases(a.suites)
        if not cases:
            sys.exit('no suite found under %s (tests/README.md: fetching the suites)'
                     % a.suites)
        if a.only:
            subs = a.only.split(',')
            cases = [c for c in cases if any(x in c['id'] for x in subs)]
        bin_ = os.path.abspath(a.asan or a.oneshader)
        if not os.access(bin_, os.X_OK):
            sys.exit('no compiler at %s (build it, or pass --oneshader)' % bin_)
        fn = measure_asan if a.asan else measure
        t0 = time.time()
        results = []
        with cf.ThreadPoolExecutor(a.jobs) as ex:
            futs = [ex.submit(fn, bin_, roots[c['suite']], c, a.timeout) for c in cases]
            for i, fu in enumerate(futs):
                results.append(fu.result())
                if (i + 1) % 200 == 0:
                    print('%d/%d cases, %.0f s' % (i + 1, len(futs), time.time() - t0),
                          file=sys.stderr)
        meta = dict(compiler=bin_, date=time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime()),
                    seconds=round(time.time() - t0), jobs=a.jobs, timeout=a.timeout,
                    only=a.only, suites=C.SUITES, oneshader_commit=git_head())
        path = apath if a.asan else rpath
        if a.merge and os.path.exists(path):
            # an --only rerun replaces its cases in the saved full run
            old = json.load(open(path))
            new = {r['id']: r for r in results}
            results = [new.pop(r['id'], r) for r in old['results']] + list(new.values())
            meta = old['meta']
        with open(path, 'w') as f:
            json.dump(dict(meta=meta, results=results), f, indent=0)
        print('%d cases in %d s' % (len(results), meta['seconds']), file=sys.stderr)
    if a.no_doc:
        return
    main_res = json.load(open(rpath)) if os.path.exists(rpath) else None
    asan_res = json.load(open(apath)) if os.path.exists(apath) else None
    dpath = os.path.join(a.out, 'diff.json')  # diffrun.py's
    diff_res = json.load(open(dpath)) if os.path.exists(dpath) else None
    wpath = os.path.join(a.out, 'wgsl.json')  # wgslrun.py's
    wgsl_res = json.load(open(wpath)) if os.path.exists(wpath) else None
    with open(a.doc, 'w') as f:
        f.write(R.document(main_res, asan_res, diff_res, wgsl_res))
    print('wrote %s' % os.path.relpath(a.doc), file=sys.stderr)
    if main_res:
        for line in R.summary_lines(main_res['results']):
            print(line)


def git_head():
    try:
        return subprocess.run(['git', '-C', REPO, 'rev-parse', '--short', 'HEAD'],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              timeout=10).stdout.decode().strip()
    except (OSError, subprocess.TimeoutExpired):
        return ''


if __name__ == '__main__':
    main()
