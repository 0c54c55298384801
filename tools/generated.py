"""What the generators of committed files share (tools/gen-spirv-tables.py,
tools/gen-cli-docs.py): write the file, or with --check compare with it."""
import os
import sys


def write_or_check(path, text, script):
    """Writes `text` to `path`, or with --check on the command line returns 1
    (saying so) when the file differs; 0 otherwise."""
    if "--check" in sys.argv:
        with open(path) as f:
            if f.read() != text:
                print("%s is out of date: run python3 %s" % (os.path.relpath(path), script))
                return 1
        return 0
    with open(path, "w") as f:
        f.write(text)
    return 0
