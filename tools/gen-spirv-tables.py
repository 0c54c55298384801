#!/usr/bin/env python3
"""Writes src/ir/spirv_grammar.def, the one table of SPIR-V grammar facts:
every opcode's name and operand shape (the -Fc disassembler,
src/spirv/disasm.c) and the names of the enumerants that are printed by
name (the disassembler, reflection's capability, built-in and format names,
the IR's built-in names).

    python3 tools/gen-spirv-tables.py [grammar.json] [--check]

The grammar defaults to /usr/include/spirv/unified1/spirv.core.grammar.json.
--check exits 1 when the committed file differs.

X-macros, each under #ifdef of its own name:
  SPV_OP(name, opcode, "shape")      one per opcode, in opcode order
  SPV_ENUM_<Kind>(name, value)       one per value of the operand kind <Kind>
                                     (SPV_ENUM_Capability, SPV_ENUM_BuiltIn...),
                                     under the first name the grammar gives it
                                     (aliases such as StorageUniformBufferBlock16
                                     come after), in value order
  SPV_ENUM(letter, name, value)      every kind at once, `letter` its shape code
  SPV_OP_CAP(opcode, capability)     the first capability the grammar lists for
                                     an opcode that needs one (inline SPIR-V
                                     declares it: src/spirv/caps.c)
  SPV_MODE_REQ(mode, capability, "extension", version)
                                     an execution mode's first capability and
                                     extension (NULL: none), and the SPIR-V
                                     version that made it core (0x10000 * major
                                     + 0x100 * minor; 0xffffff: never), for
                                     inline SPIR-V's modes
  SPV_DECO_REQ(decoration, capability, "extension", version)
                                     the same for a decoration (inline
                                     SPIR-V's ext_decorate*)
  SPV_DECO_OPERANDS(decoration, "shape")
                                     a decoration's parameters: i an id, s a
                                     string, n another literal ('?' optional);
                                     inline SPIR-V's ext_decorate* check them
  SPV_CAP_REQ(capability, implied, "extension", version)
                                     the same for a capability (the first it
                                     implies): the extension an inline
                                     [[vk::ext_capability]] brings
A shape is one code per operand: t result type, r result id, i id, n literal
number, s literal string, x a context-dependent literal (the rest of the
words), m a MemoryAccess mask (its parameters: Aligned a literal, the
MakePointer*/alias ones ids), g an ImageOperands mask (every parameter an
id), an upper-case letter an enum printed by name (see ENUMS); '?' after
a code makes it optional and '*' repeats it to the end. The file lives in
src/ir/ because the IR's vocabulary is SPIR-V's and ir/ is the lowest folder
that needs the names.

The system grammar (spirv-headers 1.3.239 on Debian 12) predates some
extensions the compiler writes; tools/spirv-grammar-extra.json holds their
entries (SPV_KHR_cooperative_matrix), merged in where the grammar read lacks
them, so a newer grammar gives the same table.
"""
import json
import os
import sys

import generated

DEFAULT_GRAMMAR = "/usr/include/spirv/unified1/spirv.core.grammar.json"
EXTRA = "tools/spirv-grammar-extra.json"
OUTPUT = "src/ir/spirv_grammar.def"
SCRIPT = "tools/gen-spirv-tables.py"

ENUMS = [("A", "StorageClass"), ("B", "Decoration"), ("C", "BuiltIn"), ("D", "Capability"),
         ("E", "ExecutionModel"), ("F", "ExecutionMode"), ("G", "Dim"), ("H", "ImageFormat"),
         ("J", "AddressingModel"), ("K", "MemoryModel"), ("L", "SourceLanguage")]
CODES = {"IdResultType": "t", "IdResult": "r", "IdRef": "i", "IdScope": "i", "IdMemorySemantics": "i",
         "LiteralString": "s", "LiteralContextDependentNumber": "x", "LiteralSpecConstantOpInteger": "n",
         "MemoryAccess": "m", "ImageOperands": "g"}


def version(g):
    return "SPIR-V %d.%d rev %d" % (g["major_version"], g["minor_version"], g["revision"])


def enum_names(g, kind):
    """{value: name} for an operand kind, each value under the first name the
    grammar gives it."""
    kinds = {k["kind"]: k for k in g["operand_kinds"]}
    names = {}
    for e in kinds[kind]["enumerants"]:
        v = e["value"]
        v = int(v, 0) if isinstance(v, str) else v
        names.setdefault(v, e["enumerant"])
    return names


def shape(ins, letters):
    s = ""
    for o in ins.get("operands", []):
        k = o["kind"]
        s += CODES.get(k) or letters.get(k) or ("i" if k.startswith("Pair") and "IdRef" in k else "n")
        q = o.get("quantifier")
        if q in ("?", "*"):
            s += q
    return s


def merge_extra(g, extra):
    """Adds extra's instructions and enumerants that g lacks (by value)."""
    have = {i["opcode"] for i in g["instructions"]}
    g["instructions"] = sorted(g["instructions"] + [i for i in extra["instructions"] if i["opcode"] not in have],
                               key=lambda i: i["opcode"])
    kinds = {k["kind"]: k for k in g["operand_kinds"]}
    for kind, es in extra["enumerants"].items():
        vals = {(int(e["value"], 0) if isinstance(e["value"], str) else e["value"]) for e in kinds[kind]["enumerants"]}
        kinds[kind]["enumerants"] += [e for e in es if e["value"] not in vals]
    return g


def generate(g):
    letters = {k: l for l, k in ENUMS}
    out = ["/* Generated by %s from spirv.core.grammar.json (%s);" % (SCRIPT, version(g)),
           " * do not edit. SPV_OP(name, opcode, shape); SPV_ENUM_<Kind>(name, value) per",
           " * enum kind; SPV_ENUM(letter, name, value) for every kind (the script's",
           " * docstring says what a shape and a letter are). */",
           "#ifdef SPV_OP"]
    seen = set()
    for ins in g["instructions"]:
        if ins["opcode"] in seen:
            continue
        seen.add(ins["opcode"])
        out.append('SPV_OP("%s", %d, "%s")' % (ins["opname"][2:], ins["opcode"], shape(ins, letters)))
    out.append("#endif")
    out.append("#ifdef SPV_OP_CAP")
    caps = {k["kind"]: k for k in g["operand_kinds"]}["Capability"]["enumerants"]
    cap_value = {e["enumerant"]: (int(e["value"], 0) if isinstance(e["value"], str) else e["value"]) for e in caps}
    seen = set()
    for ins in g["instructions"]:
        if ins["opcode"] in seen or not ins.get("capabilities"):
            continue
        seen.add(ins["opcode"])
        out.append("SPV_OP_CAP(%d, %d)" % (ins["opcode"], cap_value[ins["capabilities"][0]]))
    out.append("#endif")
    kinds = {k["kind"]: k for k in g["operand_kinds"]}
    for macro, kind in (("SPV_MODE_REQ", "ExecutionMode"), ("SPV_DECO_REQ", "Decoration"),
                        ("SPV_CAP_REQ", "Capability")):
        out.append("#ifdef %s" % macro)
        seen = set()
        for e in kinds[kind]["enumerants"]:
            v = int(e["value"], 0) if isinstance(e["value"], str) else e["value"]
            ver = e.get("version", "1.0")
            if v in seen or not (e.get("capabilities") or e.get("extensions") or ver != "1.0"):
                continue
            seen.add(v)
            cap = cap_value[e["capabilities"][0]] if e.get("capabilities") else 0
            ext = '"%s"' % e["extensions"][0] if e.get("extensions") else "NULL"
            ver = 0xffffff if ver == "None" else int(ver.split(".")[0]) * 0x10000 + int(ver.split(".")[1]) * 0x100
            out.append("%s(%d, %d, %s, 0x%x)" % (macro, v, cap, ext, ver))
        out.append("#endif")
    # Every decoration's parameters (what follows the decoration in
    # OpDecorate): i an id (OpDecorateId), s a string (OpDecorateString),
    # n any other literal; '?' optional. Inline SPIR-V's ext_decorate*
    # check their operands against it.
    out.append("#ifdef SPV_DECO_OPERANDS")
    seen = set()
    for e in kinds["Decoration"]["enumerants"]:
        v = int(e["value"], 0) if isinstance(e["value"], str) else e["value"]
        if v in seen:
            continue
        seen.add(v)
        sh = ""
        for prm in e.get("parameters", []):
            k = prm["kind"]
            sh += "i" if k.startswith("Id") else "s" if k == "LiteralString" else "n"
            if prm.get("quantifier") in ("?", "*"):
                sh += prm["quantifier"]
        out.append('SPV_DECO_OPERANDS(%d, "%s")' % (v, sh))
    out.append("#endif")
    out.append("/* SPV_ENUM: each kind's macro forwards to it, with the kind's letter. */")
    out.append("#ifdef SPV_ENUM")
    for letter, kind in ENUMS:
        out.append("#define SPV_ENUM_%s(name, value) SPV_ENUM('%s', name, value)" % (kind, letter))
    out.append("#endif")
    for letter, kind in ENUMS:
        names = enum_names(g, kind)
        out.append("#ifdef SPV_ENUM_%s" % kind)
        for v in sorted(names):
            out.append('SPV_ENUM_%s("%s", %d)' % (kind, names[v], v))
        out.append("#endif")
    out.append("#ifdef SPV_ENUM")
    for letter, kind in ENUMS:
        out.append("#undef SPV_ENUM_%s" % kind)
    out.append("#endif")
    return "\n".join(out) + "\n"


def main():
    args = [a for a in sys.argv[1:] if a != "--check"]
    grammar = args[0] if args else DEFAULT_GRAMMAR
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, OUTPUT)
    if "--check" in sys.argv and not os.path.exists(grammar):
        print("no SPIR-V grammar at %s: not checked" % grammar)
        return 77  # ctest's skip
    with open(grammar) as f:
        g = json.load(f)
    with open(os.path.join(root, EXTRA)) as f:
        g = merge_extra(g, json.load(f))
    text = generate(g)
    return generated.write_or_check(path, text, SCRIPT)

if __name__ == "__main__":
    sys.exit(main())
