#!/usr/bin/env python3
"""Writes tests/cli/dxc_options.txt, the spellings of every option of DXC's
own table (include/dxc/Support/HLSLOptions.td), from a copy of that file:

    python3 tools/dxc-options.py PATH/TO/HLSLOptions.td [COMMIT] > tests/cli/dxc_options.txt

One option a line, `-name` (or `--name` where DXC spells it so), sorted;
joined forms keep their `=`. The cli test dxc_option_table checks that
docs/cli.md's "Every DXC option" table lists each of them with a status that
matches the command line (implemented or accepted: the option table takes
it; refused: it does not). Run it again when the pinned DXC commit
(tools/conformance/cases.py) moves. Standard library only.
"""
import re
import sys


def spellings(td):
    out = set()
    for m in re.finditer(r'^def\s+\w+\s*:\s*\w+<\[([^\]]*)\],\s*"([^"]*)"', td, re.M):
        prefixes = [p.strip().strip('"') for p in m.group(1).split(",")]
        dash = "--" if prefixes == ["--"] else "-"
        out.add(dash + m.group(2))
    return sorted(out, key=lambda s: (s.lstrip("-").lower(), s))


def main():
    if len(sys.argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    with open(sys.argv[1]) as f:
        names = spellings(f.read())
    commit = sys.argv[2] if len(sys.argv) > 2 else "?"
    print("# The options of DXC's include/dxc/Support/HLSLOptions.td at commit %s" % commit)
    print("# (written by tools/dxc-options.py; checked against docs/cli.md by tests/cli/cli_test.py)")
    for n in names:
        print(n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
