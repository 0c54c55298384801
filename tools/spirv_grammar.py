"""What tools/gen-spirv-names.py and tools/gen-spirv-ops.py share: reading
the SPIR-V grammar, an enumeration's names by value, and writing (or with
--check, comparing) the generated file."""
import json
import os
import sys

DEFAULT_GRAMMAR = "/usr/include/spirv/unified1/spirv.core.grammar.json"


def load(path):
    with open(path) as f:
        return json.load(f)


def version(g):
    return "SPIR-V %d.%d rev %d" % (g["major_version"], g["minor_version"], g["revision"])


def enum_names(g, kind):
    """{value: name} for an operand kind, each value under the first name the
    grammar gives it (aliases such as StorageUniformBufferBlock16 come after)."""
    kinds = {k["kind"]: k for k in g["operand_kinds"]}
    names = {}
    for e in kinds[kind]["enumerants"]:
        v = e["value"]
        v = int(v, 0) if isinstance(v, str) else v
        names.setdefault(v, e["enumerant"])
    return names


def main(generate, rel_path, script):
    """Command line of a generator: [grammar.json] [--check]."""
    args = [a for a in sys.argv[1:] if a != "--check"]
    grammar = args[0] if args else DEFAULT_GRAMMAR
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, rel_path)
    text = generate(load(grammar))
    if "--check" in sys.argv:
        with open(path) as f:
            if f.read() != text:
                print("%s is out of date: run %s" % (path, script))
                return 1
        return 0
    with open(path, "w") as f:
        f.write(text)
    return 0
