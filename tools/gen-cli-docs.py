#!/usr/bin/env python3
"""Writes the flag tables of docs/cli.md from src/driver/options.def, the table
that also drives the command's parser and --help.

    python3 tools/gen-cli-docs.py            rewrite docs/cli.md
    python3 tools/gen-cli-docs.py --check    exit 1 if the page is out of date

Only what lies between a `<!-- flags: GROUP ... -->` line and the next
`<!-- end flags -->` line is generated (GROUP is an OPT_GROUP id); the prose
around it is the page's own. A COLUMNS group becomes a table, one row per
entry with a docs text; a WORDS group a sentence listing its flags. It also
checks that no prefix spelling (JOINED, VALUE) is the start of another
spelling, which the parser's first-match lookup relies on.
"""
import os
import re
import sys

import generated

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEF = os.path.join(ROOT, "src", "driver", "options.def")
DOC = os.path.join(ROOT, "docs", "cli.md")
PREFIX_KINDS = ("JOINED", "JOINED_NONEMPTY", "VALUE")


def c_string(s):
    return re.sub(r'\\(.)', lambda m: "\n" if m.group(1) == "n" else m.group(1), s)


def macro_args(text, name):
    """The argument lists of every `name(...)` call at the start of a line:
    each argument a string (C string literals concatenated) or its text."""
    calls = []
    for m in re.finditer(r"^%s\(" % name, text, re.M):
        i, depth, args, cur = m.end(), 1, [], ""
        while depth:
            ch = text[i]
            if ch == '"':
                j = i + 1
                while text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                cur += text[i:j + 1]
                i = j + 1
                continue
            if ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if not depth:
                    break
            if ch == "," and depth == 1:
                args.append(cur)
                cur = ""
            else:
                cur += ch
            i += 1
        args.append(cur)
        out = []
        for a in args:
            a = a.strip()
            lits = re.findall(r'"((?:[^"\\]|\\.)*)"', a)
            out.append("".join(c_string(x) for x in lits) if a.startswith('"') else a)
        calls.append(out)
    return calls


def load():
    text = open(DEF).read()
    groups = [dict(zip(("id", "title", "heading", "layout"), g)) for g in macro_args(text, "OPT_GROUP")]
    fields = ("id", "spelling", "kind", "action", "group", "help", "help_text", "doc", "doc_text")
    opts = [dict(zip(fields, o)) for o in macro_args(text, "OPT")]
    return groups, opts


def check_prefixes(opts):
    bad = []
    for p in opts:
        if p["kind"] not in PREFIX_KINDS:
            continue
        for o in opts:
            if o is not p and o["kind"] != "NONE" and o["spelling"].startswith(p["spelling"]):
                bad.append("%s starts with the prefix %s" % (o["spelling"], p["spelling"]))
    return bad


def group_text(group, opts):
    mine = [o for o in opts if o["group"] == group["id"]]
    if group["layout"] == "WORDS":
        names = ["`%s`" % o["help"] for o in mine if o["help"]]
        return "\n" + ", ".join(names[:-1]) + " and " + names[-1] + ".\n\n"
    lines = ["| flag | what it does |", "| --- | --- |"]
    for o in mine:
        if o["doc_text"]:
            lines.append("| %s | %s |" % (o["doc"] or "`%s`" % o["help"], o["doc_text"]))
    return "\n" + "\n".join(lines) + "\n\n"


def generate(page, groups, opts):
    by_id = {g["id"]: g for g in groups}
    out, pos = [], 0
    pattern = re.compile(r"^<!-- flags: (\w+)[^\n]*-->\n(.*?)^<!-- end flags -->$", re.M | re.S)
    seen = set()
    for m in pattern.finditer(page):
        gid = m.group(1)
        if gid not in by_id:
            raise SystemExit("gen-cli-docs: docs/cli.md names an unknown group %s" % gid)
        seen.add(gid)
        out.append(page[pos:m.start(2)])
        out.append(group_text(by_id[gid], opts))
        pos = m.end(2)
    out.append(page[pos:])
    missing = [g["id"] for g in groups if g["id"] not in seen]
    if missing:
        raise SystemExit("gen-cli-docs: docs/cli.md has no <!-- flags: %s --> block" % " ".join(missing))
    return "".join(out)


def main():
    groups, opts = load()
    bad = check_prefixes(opts)
    if bad:
        print("gen-cli-docs: src/driver/options.def: " + "; ".join(bad))
        return 1
    page = open(DOC).read()
    text = generate(page, groups, opts)
    return generated.write_or_check(DOC, text, "tools/gen-cli-docs.py")

if __name__ == "__main__":
    sys.exit(main())
