#!/usr/bin/env python3
"""Builds the manifest of a real-shader collection (one shader a line).

The collection lives outside the repository (default /tmp/realshaders/src):
other people's shaders are measured, never committed.  Layout conventions:

  <set>/.../name.vert|frag|comp|geom|tesc|tese|mesh|task
        stage from the extension, entry `main` (SaschaWillems/Vulkan style)
  <set>/.../name.hlsl with a `// RUN: %dxc -T prof -E entry ...` line
        profile, entry and flags from the RUN line (DXC's lit tests);
        a test whose CHECK lines expect `error:` is negative
  <set>/.../name.hlsl with a `// ARGS: -T prof -E entry ...` first line
        (our own convention, used for gathered engine shaders)

Output: TSV  path  set  kind(pos|neg)  profile  entry  flags(space separated)
Usage: gen_manifest.py [SRC_DIR] > manifest.tsv
"""
import os
import re
import shlex
import sys

EXT_PROFILE = {
    'vert': 'vs_6_0', 'frag': 'ps_6_0', 'comp': 'cs_6_0', 'geom': 'gs_6_0',
    'tesc': 'hs_6_0', 'tese': 'ds_6_0', 'mesh': 'ms_6_5', 'task': 'as_6_5',
}

# Flags of `dxc` kept when they appear on a RUN line (the value-taking ones
# carry their next argument).  Everything else (-fcgl, -O0, -Vd, ...) is a DXC
# testing switch without meaning for us and is dropped.
KEEP_VALUE = {'-T', '-E', '-D', '-HV', '-I', '-fvk-b-shift', '-fvk-t-shift',
              '-fvk-s-shift', '-fvk-u-shift', '-fvk-bind-register',
              '-fspv-target-env', '-fvk-bind-globals'}
KEEP_PREFIX = ('-fspv-', '-fvk-', '-enable-16bit-types', '-Zpr', '-Zpc',
               '-D', '-fspv-target-env=')


def parse_run(text):
    for line in text.splitlines()[:15]:
        m = re.match(r'\s*//\s*RUN:\s*(not\s+)?%dxc\s+(.*)', line, re.I)
        if not m:
            continue
        cmd = m.group(2).split('|')[0]
        try:
            toks = shlex.split(cmd)
        except ValueError:
            toks = cmd.split()
        prof, entry, flags = None, 'main', []
        i = 0
        while i < len(toks):
            t = toks[i]
            if t == '-T' and i + 1 < len(toks):
                prof = toks[i + 1]; i += 2; continue
            if t.startswith('-T') and len(t) > 2:
                prof = t[2:]; i += 1; continue
            if t == '-E' and i + 1 < len(toks):
                entry = toks[i + 1]; i += 2; continue
            if t in ('-fvk-b-shift', '-fvk-t-shift', '-fvk-s-shift',
                     '-fvk-u-shift'):
                flags += toks[i:i + 3]; i += 3; continue
            if t == '-fvk-bind-register':
                flags += toks[i:i + 5]; i += 5; continue
            if t in ('-D', '-HV', '-fvk-bind-globals'):
                flags += toks[i:i + 2]; i += 2; continue
            if t.startswith(KEEP_PREFIX):
                flags.append(t)
            i += 1
        return prof, entry, flags, bool(m.group(1))
    return None


def parse_args_line(text):
    first = text.split('\n', 1)[0]
    m = re.match(r'\s*//\s*ARGS:\s*(.*)', first)
    if not m:
        return None
    toks = m.group(1).split()
    prof, entry, flags = None, 'main', []
    i = 0
    while i < len(toks):
        if toks[i] == '-T':
            prof = toks[i + 1]; i += 2
        elif toks[i] == '-E':
            entry = toks[i + 1]; i += 2
        else:
            flags.append(toks[i]); i += 1
    return prof, entry, flags


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else '/tmp/realshaders/src'
    rows = []
    for root, dirs, files in os.walk(src):
        dirs.sort()
        for f in sorted(files):
            path = os.path.join(root, f)
            rel = os.path.relpath(path, src)
            sset = rel.split(os.sep)[0]
            ext = f.rsplit('.', 1)[-1]
            text = open(path, encoding='utf-8', errors='replace').read()
            if ext in EXT_PROFILE:
                rows.append((rel, sset, 'pos', EXT_PROFILE[ext], 'main', ''))
                continue
            if ext != 'hlsl':
                continue
            a = parse_args_line(text)
            if a and a[0]:
                rows.append((rel, sset, 'pos', a[0], a[1], ' '.join(a[2])))
                continue
            r = parse_run(text)
            if not r or not r[0]:
                continue  # a header or a test without a RUN line
            prof, entry, flags, negated = r
            neg = negated or bool(re.search(r'//\s*CHECK[-A-Z]*:.*\berror:', text))
            if re.search(r'#include\s*[<"]vk/', text):
                continue  # DXC's vk:: headers are out of scope
            rows.append((rel, sset, 'neg' if neg else 'pos', prof, entry,
                         ' '.join(flags)))
    for r in rows:
        print('\t'.join(r))


if __name__ == '__main__':
    main()
