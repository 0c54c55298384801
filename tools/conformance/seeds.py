#!/usr/bin/env python3
"""Writes the conformance suites' cases as fuzzer seeds: one file per case,
its first line the `// ARGS:` line the fuzz harness reads (fuzz/args.c: the
case's profile, entry point and flags), then the test's source, so the
fuzzers start from code that other people wrote, with its meaning.

  seeds.py OUT_DIR [--suites DIR]        (default /work/suites)
  FUZZ_EXTRA_SEEDS=OUT_DIR fuzz/run.sh spirv 3600

Only the long, time-bounded fuzzing reads them (CI's fixed runs seed from the
repository alone: CI has no suites). Standard library only.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as R  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('out')
    ap.add_argument('--suites', default=os.environ.get('OSH_SUITES', '/work/suites'))
    a = ap.parse_args()
    cases, roots = R.all_cases(a.suites)
    os.makedirs(a.out, exist_ok=True)
    n = 0
    for c in cases:
        if c['kind'] == 'skip' or not c['profile']:
            continue
        try:
            with open(os.path.join(roots[c['suite']], c['file']), encoding='utf-8', errors='replace') as f:
                text = f.read()
        except OSError:
            continue
        for entry in c['entries'] or [None]:
            args = ['-T', c['profile']] + (['-E', entry] if entry else []) + \
                [f for f in c['flags'] if ' ' not in f]
            name = re.sub(r'[^A-Za-z0-9_.-]+', '_', '%s_%s_%s' % (c['suite'], c['id'], entry or 'lib'))
            with open(os.path.join(a.out, name[:200] + '.hlsl'), 'w', encoding='utf-8') as f:
                f.write('// ARGS: ' + ' '.join(args) + '\n' + text)
            n += 1
    print('seeds.py: %d seeds in %s' % (n, a.out))


if __name__ == '__main__':
    main()
