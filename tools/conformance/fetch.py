#!/usr/bin/env python3
"""Fetches the conformance suites at their pinned commits (cases.SUITES).

  fetch.py [DEST]        default DEST: /work/suites (run.py's --suites)

For each suite: a blob-less clone without checkout, a sparse checkout of
the folders run.py reads, then a checkout of the pinned commit. Needs git
and the network (CI has neither, which is why this is not a CI test).
Standard library only.
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cases as C  # noqa: E402

# The folders of each repository that run.py reads.
SPARSE = {
    'dxc': ['tools/clang/test/CodeGenSPIRV'],
    'glslang': ['Test', 'gtests'],
    'sascha': ['shaders/hlsl'],
    'vksamples': ['shaders'],
    'kajiya': ['assets/shaders'],
    'fsr2': ['src/ffx-fsr2-api/shaders'],
}


def git(*args):
    print('+ git ' + ' '.join(args), file=sys.stderr)
    subprocess.run(['git', *args], check=True)


def main():
    dest = sys.argv[1] if len(sys.argv) > 1 else '/work/suites'
    for name, s in C.SUITES.items():
        d = os.path.join(dest, name)
        if not os.path.isdir(os.path.join(d, '.git')):
            git('clone', '--filter=blob:none', '--no-checkout',
                'https://github.com/%s.git' % s['repo'], d)
        git('-C', d, 'sparse-checkout', 'set', *SPARSE[name])
        git('-C', d, 'checkout', '--detach', s['commit'])


if __name__ == '__main__':
    main()
