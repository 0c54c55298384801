"""docs/conformance.md from the saved results of run.py (standard library)."""
import collections
import re

TARGETS = [  # (row, target %, selector of positive/negative results)
    ('DXC positive, claimed areas', 97.0,
     lambda r: r['suite'] == 'dxc' and r['kind'] == 'pos' and not r['unclaimed']),
    ('glslang positive (programs DXC accepts)', 95.0,
     lambda r: r['suite'] == 'glslang' and r['kind'] == 'pos'),
] + [
    ('Sascha %s' % st, 100.0,
     (lambda s: lambda r: r['suite'] == 'sascha' and r['area'] == s)(st))
    for st in ('vertex', 'pixel', 'compute', 'geometry', 'tessellation')
] + [
    ('Vulkan-Samples HLSL, all stages', 100.0, lambda r: r['suite'] == 'vksamples'),
    ('kajiya (EmbarkStudios) shaders, all stages', 100.0,
     lambda r: r['suite'] == 'kajiya' and r['kind'] == 'pos'),
    ('FidelityFX FSR2 passes (variants x permutations)', 100.0, lambda r: r['suite'] == 'fsr2'),
] + [
    ('negatives refused (claimed areas, all suites)', 95.0,
     lambda r: r['kind'] == 'neg' and not r['unclaimed']),
]
INFO = [
    ('DXC positive, all areas', lambda r: r['suite'] == 'dxc' and r['kind'] == 'pos'),
    ('DXC positive, unclaimed areas',
     lambda r: r['suite'] == 'dxc' and r['kind'] == 'pos' and r['unclaimed']),
    ('Sascha ray tracing, mesh/task (unclaimed)',
     lambda r: r['suite'] == 'sascha' and r['unclaimed']),
    ('negatives refused, all areas', lambda r: r['kind'] == 'neg'),
    ('DXC negatives refused', lambda r: r['suite'] == 'dxc' and r['kind'] == 'neg'),
    ('glslang negatives refused', lambda r: r['suite'] == 'glslang' and r['kind'] == 'neg'),
    ('negatives that are exceptions: compiled and valid', lambda r: r['kind'] == 'exc'),
    ('DXC positives Vulkan forbids (-fcgl only): refused', lambda r: r['kind'] == 'illegal'),
    ('glslang positives DXC refuses: refused, or valid', lambda r: r['kind'] == 'dxcref'),
    ('glslang positive, counting those DXC refuses as failures',
     lambda r: r['suite'] == 'glslang' and r['kind'] in ('pos', 'dxcref'),
     lambda r: r['kind'] == 'pos' and r['result'] == 'pass'),
]
LONG = 25  # failure lists longer than this are collapsed


def pct(a, b):
    return '%.1f%%' % (100.0 * a / b) if b else '-'


def counted(results, sel, passed=lambda r: r['result'] == 'pass'):
    sub = [r for r in results if r['result'] != 'skip' and sel(r)]
    return sum(1 for r in sub if passed(r)), len(sub)


def summary_lines(results):
    out = []
    for name, target, sel in TARGETS:
        p, n = counted(results, sel)
        out.append('%-40s %5d/%-5d %7s  (target %g%%)' % (name, p, n, pct(p, n), target))
    return out


def why_table(L, rows, title, intro, why_head, passed):
    """A section listing cases judged by a written decision: each case, its
    result (`passed(r)` when it passed) and the reason."""
    if not rows:
        return
    L.append(title)
    L.append(intro)
    L.append('| case | result | %s |' % why_head)
    L.append('| --- | --- | --- |')
    for r in rows:
        got = passed(r) if r['result'] == 'pass' else '**failed**: ' + short_line(r)
        L.append('| `%s` | %s | %s |' % (r['id'], got, (r.get('why') or '').replace('|', '\\|')))
    L.append('')


def short_line(r):
    line = r.get('line', '') or ''
    base = r['file'].split('/')[-1]
    line = re.sub(r'^\S*' + re.escape(base) + r':', '', line)  # our path of the test
    line = re.sub(r'/work/suites/\S*/', '', line)
    line = line.replace('|', '\\|').replace('`', "'")
    return line[:220]


def norm_msg(msg):
    msg = re.sub(r'^\d+:\d+: ', '', msg)
    msg = re.sub(r"'[^']*'", "'X'", msg)
    msg = re.sub(r'"[^"]*"', '"X"', msg)
    msg = re.sub(r'%[\w.]+', '%x', msg)
    msg = re.sub(r'\b\d+\b', 'N', msg)
    return msg.strip()[:110]


def category(r):
    """The failure class: the code (or kind) and the normalised message."""
    c = r['cause']
    if c in ('crash', 'timeout', 'accepted'):
        return c
    if c == 'check':
        m = re.match(r'missing: ([^;(]+)', r['line'])
        fact = m.group(1).strip() if m else r['line']
        fact = re.sub(r'%\S+', '%x', fact)
        return 'check: ' + re.sub(r'\b\d+\b', 'N', fact)
    if c == 'spirv-val':
        return 'spirv-val: ' + norm_msg(r['line'])
    msg = r['line']
    m = re.search(r'\berror:\s*(.*?)(?:\s*\[OSH\d{4}\])?\s*$', msg)
    return '%s: %s' % (c, norm_msg(m.group(1) if m else msg))


def code_of(r):
    c = r['cause']
    if c == 'check':
        return 'check (a CHECK fact missing)'
    return c


def area_table(L, results, suite):
    areas = collections.OrderedDict()
    for r in results:
        if r['suite'] == suite:
            areas.setdefault(r['area'], []).append(r)
    L.append('| area | positive passed | positive, unclaimed | negative refused | '
             'skipped | unclaimed features |')
    L.append('| --- | ---: | ---: | ---: | ---: | --- |')

    def frac(sub):
        return '%d/%d' % (sum(1 for r in sub if r['result'] == 'pass'), len(sub)) \
            if sub else '-'
    for a in sorted(areas, key=str.lower):
        rs = areas[a]
        pos = [r for r in rs if r['kind'] == 'pos']
        sk = sum(1 for r in rs if r['result'] == 'skip')
        un = sorted({r['unclaimed'] for r in rs if r['unclaimed']})
        L.append('| %s | %s | %s | %s | %s | %s |' % (
            a, frac([r for r in pos if not r['unclaimed']]),
            frac([r for r in pos if r['unclaimed']]),
            frac([r for r in rs if r['kind'] == 'neg']), sk or '', ', '.join(un)))
    L.append('')


def failure_list(L, fails, title):
    if not fails:
        return
    rows = ['| case | kind | first diagnostic |', '| --- | --- | --- |']
    for r in fails:
        line = short_line(r)
        if r['cause'] not in line:
            line = r['cause'] + (': ' + line if line else '')
        rows.append('| `%s` | %s | %s |' % (
            r['id'], r['kind'] + (' (unclaimed)' if r['unclaimed'] else ''), line))
    if len(fails) > LONG:
        L.append('<details><summary>%s (%d)</summary>\n' % (title, len(fails)))
        L += rows
        L.append('\n</details>\n')
    else:
        L.append('%s (%d):\n' % (title, len(fails)))
        L += rows
        L.append('')


def causes_table(L, fails, key, title, limit=None):
    cnt = collections.Counter(key(r) for r in fails)
    ex = {}
    for r in fails:
        ex.setdefault(key(r), r['id'])
    L.append('%s\n' % title)
    L.append('| # | cause | failures | example |')
    L.append('| ---: | --- | ---: | --- |')
    for i, (k, n) in enumerate(cnt.most_common(limit)):
        L.append('| %d | %s | %d | `%s` |' % (i + 1, k.replace('|', '\\|'), n, ex[k]))
    L.append('')


DIFF_KINDS = [
    ('same', 'every written word equal (floats within 4 ulps)'),
    ('differs', 'a written word differs: traced below'),
    ('glslang-error', 'glslang refuses the shader'),
    ('glslang-invalid', "spirv-val refuses glslang's module"),
    ('ours-error', 'we refuse it (a conformance failure, listed above)'),
    ('unsupported', 'a resource the runner does not fill (comparison samplers, counters, multisampled, cube or '
                    '3-component images, resource arrays), or one glslang names or binds otherwise'),
    ('no-output', 'the entry point writes no buffer'),
    ('run-error', 'vkrun failed on either module'),
]


def diff_section(L, diff):
    L.append('## Differential execution against glslang\n')
    if not diff:
        L.append('Not run yet: `python3 tools/conformance/diffrun.py` (then `run.py --doc-only`).\n')
        return
    import cases as C
    res = diff['results']
    L.append('`tools/conformance/diffrun.py` runs every compute shader of the claimed areas that both '
             'compilers accept through our SPIR-V and glslang\'s (`--target-env vulkan1.1`) on '
             'lavapipe, with the same pseudo-random buffer, image and texel buffer contents (chosen by '
             'each word\'s scalar type, from our reflection), one workgroup, and compares every '
             'resource the entry point writes (its docstring has the rules). %d compute cases:\n' % diff['cases'])
    L.append('| result | cases | meaning |')
    L.append('| --- | ---: | --- |')
    for k, meaning in DIFF_KINDS:
        L.append('| %s | %d | %s |' % (k, sum(1 for r in res if r['result'] == k), meaning))
    L.append('')
    dif = [r for r in res if r['result'] == 'differs']
    if dif:
        L.append('Every difference, traced (`DIFF_TRACED` in `tools/conformance/cases.py`):\n')
        L.append('| case | what differs | cause |')
        L.append('| --- | --- | --- |')
        for r in dif:
            why = C.DIFF_TRACED.get(r['id'], '**not traced**')
            L.append('| `%s` | %s | %s |' % (r['id'], r['line'].replace('|', '\\|')[:200], why.replace('|', '\\|')))
        L.append('')
    stale = sorted(set(C.DIFF_TRACED) - {r['id'] for r in dif})
    if stale:
        L.append('Traced differences that no longer differ: ' + ', '.join('`%s`' % s for s in stale) + '.\n')


def wgsl_section(L, wgsl):
    L.append('## WGSL over the SaschaWillems, Vulkan-Samples and kajiya shaders\n')
    if not wgsl:
        L.append('Not run yet: `python3 tools/conformance/wgslrun.py` (then `run.py --doc-only`).\n')
        return
    import cases as C
    res = wgsl['results']
    L.append('`tools/conformance/wgslrun.py` compiles every SaschaWillems, Vulkan-Samples and kajiya '
             'vertex, pixel and compute shader with `-wgsl` and validates each output with Tint '
             '(Dawn\'s null backend, every feature its adapter offers). Valid: compiled and accepted '
             'by Tint; invalid: compiled and refused by Tint (a bug of ours); refused: a diagnostic, '
             'each for something WebGPU cannot express.\n')
    L.append('| suite | stages | valid | invalid | refused | total | valid % |')
    L.append('| --- | --- | ---: | ---: | ---: | ---: | ---: |')
    for suite in ('sascha', 'vksamples', 'kajiya'):
        for name, areas in (('vertex + pixel', ('vertex', 'pixel')), ('compute', ('compute',))):
            sel = [r for r in res if r.get('suite', 'sascha') == suite and r['area'] in areas]
            if not sel:
                continue
            n = {k: sum(1 for r in sel if r['result'] == k) for k in ('valid', 'invalid', 'refused')}
            L.append('| %s | %s | %d | %d | %d | %d | %s |' % (suite, name, n['valid'], n['invalid'],
                                                                n['refused'], len(sel), pct(n['valid'], len(sel))))
    L.append('')
    bad = [r for r in res if r['result'] != 'valid']
    if bad:
        L.append('Every shader without valid WGSL, and why:\n')
        L.append('| shader | result | first diagnostic | why WebGPU cannot express it |')
        L.append('| --- | --- | --- | --- |')
        for r in bad:
            why = next((w for k, w in C.WGSL_REFUSALS.items() if k in r['line']), None)
            if r['result'] == 'invalid' or not why:
                why = '**unexplained**'
            L.append('| `%s` | %s | %s | %s |' % (r['id'], r['result'], r['line'].replace('|', '\\|')[:220], why))
        L.append('')


def document(main, asan, diff=None, wgsl=None):
    L = ['# Conformance: other people\'s test suites\n',
         'Generated by `tools/conformance/run.py` (do not edit; '
         '`tools/conformance/README.md` says what is measured and how facts are '
         'matched, `tests/README.md` how to fetch the suites). The suites are '
         'other people\'s code at pinned commits and are not in this repository.\n']
    if main:
        res, meta = main['results'], main['meta']
        L.append('Run of %s: compiler `%s` (commit %s), %d cases, %d s on %d jobs, '
                 '%g s timeout per compile%s.\n' % (
                     meta['date'], meta['compiler'].split('/')[-2] + '/' +
                     meta['compiler'].split('/')[-1], meta.get('oneshader_commit') or '?',
                     len(res), meta['seconds'], meta['jobs'], meta['timeout'],
                     (', only `%s`' % meta['only']) if meta.get('only') else ''))
        L.append('| suite | repository | commit |')
        L.append('| --- | --- | --- |')
        for s, d in meta['suites'].items():
            L.append('| %s | %s `%s` | `%s` |' % (s, d['repo'], d['path'], d['commit']))
        L.append('')
        L.append('## Summary\n')
        L.append('| measure | passed | total | % | target | met |')
        L.append('| --- | ---: | ---: | ---: | ---: | --- |')
        for name, target, sel in TARGETS:
            p, n = counted(res, sel)
            ok = n and 100.0 * p / n >= target
            L.append('| %s | %d | %d | %s | %g%% | %s |' % (
                name, p, n, pct(p, n), target, 'yes' if ok else '**no**'))
        for name, sel, *passed in INFO:
            p, n = counted(res, sel, *passed)
            L.append('| %s | %d | %d | %s | | |' % (name, p, n, pct(p, n)))
        L.append('')
        pos_pass = [r for r in res if r['kind'] == 'pos' and r['result'] == 'pass']
        fo = sum(r.get('facts_ok', 0) for r in pos_pass)
        fu = sum(r.get('facts_unverifiable', 0) for r in pos_pass)
        withf = sum(1 for r in pos_pass if r.get('facts_ok'))
        L.append('CHECK facts of the passing positive cases: %d held (in %d cases), '
                 '%d unverifiable (the named id is not in our module: a name we '
                 'choose otherwise, or what `-O0 -fspv-preserve-bindings`, which the '
                 'runner passes for DXC\'s `-fcgl`, does not keep).\n' % (fo, withf, fu))
        skipped = [r for r in res if r['result'] == 'skip']
        if skipped:
            why = collections.Counter(r['cause'] for r in skipped)
            L.append('Skipped cases: ' + ', '.join('%d %s' % (n, w) for w, n in
                                                    why.most_common()) + '.\n')
        why_table(L, [r for r in res if r['kind'] == 'dxcref'],
                  '## glslang positives that DXC refuses\n',
                  "glslang's HLSL is FXC's dialect: these tests compile there, and DXC, "
                  'which our contract follows, refuses them (`DXC_REFUSES` in '
                  '`tools/conformance/cases.py`, each with DXC\'s message and the DXC source '
                  'or test that shows it). Each passes when it is refused with a diagnostic '
                  'or, where OneShader takes more than DXC (a glslang extension with a '
                  'warning, such as OSH0444), compiles to a module spirv-val accepts; never a '
                  'crash. They are out of the glslang positive percentage, and the summary '
                  'also gives it with them counted as failures.\n',
                  'why DXC refuses it',
                  lambda r: 'compiled, valid' if r.get('cause') == 'compiled, valid'
                  else 'refused: ' + (r.get('cause') or ''))
        why_table(L, [r for r in res if r['kind'] == 'exc'],
                  '## Negatives that are exceptions\n',
                  'The other compiler refuses these for a limit of its own, or for a '
                  'choice our contract makes differently (`NEG_EXCEPTIONS` in '
                  '`tools/conformance/cases.py`). They are judged as positive cases '
                  'without facts: exit 0, and spirv-val accepts every entry.\n',
                  'why it is not refused', lambda r: 'passed')
        why_table(L, [r for r in res if r['kind'] == 'illegal'],
                  "## DXC positives that Vulkan forbids\n",
                  "DXC's tests of its output before legalization (`-fcgl`) whose construct no "
                  'valid Vulkan module can hold (`DXC_ILLEGAL` in `tools/conformance/cases.py`). '
                  'They are judged as negatives (refused with a diagnostic) and are out of the '
                  'positive percentages.\n',
                  'why', lambda r: 'refused: ' + (r.get('cause') or ''))
        held = [r for r in res if r.get('excepted_facts')]
        if held:
            L.append('## Facts not held on purpose\n')
            L.append("Facts of DXC's CHECK lines that OneShader's output does not state, by a "
                     'decision written here (`FACT_EXCEPTIONS` in `tools/conformance/cases.py`). '
                     'Each case is judged on its other facts.\n')
            L.append('| case | result | fact | why |')
            L.append('| --- | --- | --- | --- |')
            for r in held:
                got = 'passed' if r['result'] == 'pass' else '**failed**: ' + short_line(r)
                for fact, why in r['excepted_facts']:
                    L.append('| `%s` | %s | `%s` | %s |' % (r['id'], got, fact.replace('|', '\\|'),
                                                          why.replace('|', '\\|')))
            L.append('')
        fails = [r for r in res if r['result'] == 'fail']
        claimed = [r for r in fails if not r['unclaimed']]
        L.append('## Failure causes\n')
        causes_table(L, claimed, code_of, 'Failures in claimed areas (all suites), by '
                     'first diagnostic code or kind:')
        causes_table(L, claimed, category, 'Failures in claimed areas, by class '
                     '(code and normalised message), the 40 largest:', 40)
        for suite, title in (('dxc', 'DXC `CodeGenSPIRV`'), ('glslang', 'glslang `Test/hlsl.*`'),
                             ('sascha', 'SaschaWillems/Vulkan `shaders/hlsl`'),
                             ('vksamples', 'KhronosGroup/Vulkan-Samples `shaders/*/hlsl`'),
                             ('kajiya', 'EmbarkStudios/kajiya `assets/shaders`'),
                             ('fsr2', 'GPUOpen-Effects/FidelityFX-FSR2 `src/ffx-fsr2-api/shaders`')):
            sr = [r for r in res if r['suite'] == suite]
            if not sr:
                continue
            L.append('## %s\n' % title)
            area_table(L, res, suite)
            sf = [r for r in sr if r['result'] == 'fail']
            failure_list(L, [r for r in sf if not r['unclaimed']],
                         'Failures in claimed areas')
            failure_list(L, [r for r in sf if r['unclaimed']],
                         'Failures in unclaimed areas')
    diff_section(L, diff)
    wgsl_section(L, wgsl)
    L.append('## Sanitizers (ASan + UBSan)\n')
    if not asan:
        L.append('Not run yet: `python3 tools/conformance/run.py --asan '
                 'build-asan/oneshader` after building with `cmake -S . -B build-asan '
                 '-DOSH_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo`.\n')
    else:
        ar, am = asan['results'], asan['meta']
        rep = [r for r in ar if r['result'] == 'report']
        to = [r for r in ar if r['result'] == 'timeout']
        ran = [r for r in ar if r['result'] != 'skip']
        L.append('Run of %s over %d cases (%d s): %d with a sanitizer report, %d timed '
                 'out (%g s)%s.\n' % (am['date'], len(ran), am['seconds'], len(rep),
                                      len(to), am['timeout'] * 4,
                                      (', only `%s`' % am['only']) if am.get('only') else ''))
        if rep:
            L.append('| case | first report line | first frames in src/ |')
            L.append('| --- | --- | --- |')
            for r in rep:
                line = re.sub(r'^==\d+==', '', re.sub(r'/work/\S*/', '', r['line']))
                line = re.sub(r' on address 0x[0-9a-f]+.*', '', line)
                L.append('| `%s` | %s | %s |' % (r['id'], line.replace('|', '\\|')[:220],
                                                 r.get('where', '')))
            L.append('')
        if to:
            L.append('Timed out under the sanitizers: ' +
                     ', '.join('`%s`' % r['id'] for r in to) + '.\n')
    return '\n'.join(L) + '\n'
