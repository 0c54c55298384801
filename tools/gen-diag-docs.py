#!/usr/bin/env python3
"""Writes docs/diagnostics.md from the diagnostic tables.

The tables are src/base/diag_codes.def and every file it #includes (each
phase's *_diags.def, and what those include), one entry a line:

    DIAG(D_NAME, 0123, OSH_SEVERITY_ERROR, "kebab-name", "printf format")

Usage:
    python3 tools/gen-diag-docs.py            rewrite docs/diagnostics.md
    python3 tools/gen-diag-docs.py --check    exit 1 if the page is out of date
    python3 tools/gen-diag-docs.py --stdout   print the page

The tables are also checked on the way: a code used twice, a code that is not
four digits, an unknown severity or a name that is not kebab-case (clang's
"#warnings" style aside) is an error
(exit 2), since the compiler's numbering promise depends on them.
Standard library only; the output depends only on the tables' contents.
"""

import argparse
import difflib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP = "src/base/diag_codes.def"
PAGE = "docs/diagnostics.md"

SEVERITIES = {
    "OSH_SEVERITY_ERROR": "error",
    "OSH_SEVERITY_WARNING": "warning",
    "OSH_SEVERITY_NOTE": "note",
}

# Section titles by folder; a folder not listed is titled by its name.
PHASES = {
    "base": "Driver and base",
    "pp": "Preprocessor",
    "hlsl": "HLSL front end",
    "lower": "Lowering and entry points",
    "ir": "IR",
    "opt": "Optimizer",
    "reflect": "Reflection",
    "spirv": "SPIR-V back end",
    "wgsl": "WGSL back end",
}

TITLES = {
    "hlsl/builtins_diags.def": "HLSL built-in functions and methods",
}


class TableError(Exception):
    pass


def strip_comments(text):
    """Blanks out /* */ and // comments (keeping newlines and string literals)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "a": "\a", "r": "\r", "0": "\0"}


def c_string(lit, where):
    """The value of one C string literal (with its quotes)."""
    body = lit[1:-1]
    out = []
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        e = body[i + 1:i + 2]
        if e == "x":
            m = re.match(r"[0-9a-fA-F]+", body[i + 2:])
            if not m:
                raise TableError(f"{where}: bad \\x escape")
            out.append(chr(int(m.group(0), 16)))
            i += 2 + len(m.group(0))
        elif e in ESCAPES:
            out.append(ESCAPES[e])
            i += 2
        else:
            raise TableError(f"{where}: unknown escape \\{e}")
    return "".join(out)


TOKEN = re.compile(r'\s*(?:("(?:[^"\\\n]|\\.)*")|([A-Za-z_][A-Za-z_0-9]*)|([0-9]+)|(.))', re.S)


def parse_args_of(text, start, where):
    """Parses the arguments of DIAG( at text[start:] (just after the '(').
    Returns (args, end) where each argument is ('str', value) or ('word', text)."""
    args, cur, pos = [], [], start
    while True:
        m = TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise TableError(f"{where}: unterminated DIAG(")
        pos = m.end()
        s, word, num, other = m.groups()
        if s is not None:
            cur.append(("str", c_string(s, where)))
        elif word is not None:
            cur.append(("word", word))
        elif num is not None:
            cur.append(("num", num))
        elif other in ",)":
            if len(cur) == 0:
                raise TableError(f"{where}: empty argument in DIAG(")
            if all(k == "str" for k, _ in cur):
                args.append(("str", "".join(v for _, v in cur)))  # adjacent literals
            elif len(cur) == 1:
                args.append(cur[0])
            else:
                raise TableError(f"{where}: cannot read a DIAG argument")
            cur = []
            if other == ")":
                return args, pos
        else:
            raise TableError(f"{where}: unexpected {other!r} in DIAG(")


def read_table(rel, seen, files):
    """Reads one .def file and, in order, the files it includes."""
    if rel in seen:
        raise TableError(f"{rel} is included twice")
    seen.add(rel)
    path = os.path.join(ROOT, "src", rel)
    try:
        with open(path, encoding="utf-8") as f:
            raw = f.read()
    except OSError as e:
        raise TableError(f"cannot read {path}: {e.strerror}")
    text = strip_comments(raw)
    entries = []
    files.append((rel, entries))
    pos = 0
    pattern = re.compile(r'^[ \t]*(?:#[ \t]*include[ \t]*"([^"]+)"|(DIAG|RETIRED)[ \t]*\()', re.M)
    while True:
        m = pattern.search(text, pos)
        if not m:
            break
        line = text.count("\n", 0, m.start()) + 1
        where = f"src/{rel}:{line}"
        if m.group(1):
            read_table(m.group(1), seen, files)
            pos = m.end()
            continue
        args, pos = parse_args_of(text, m.end(), where)
        if m.group(2) == "RETIRED":
            # RETIRED(number, "name", "why"): a code no longer reported, kept so that it
            # is never given to another diagnostic.
            if len(args) != 3 or [k for k, _ in args] != ["num", "str", "str"]:
                raise TableError(f"{where}: RETIRED needs (number, \"name\", \"why\")")
            num, name, why = (v for _, v in args)
            if not re.fullmatch(r"[0-9]{4}", num):
                raise TableError(f"{where}: retired code {num} is not four digits")
            entries.append({"id": "retired OSH" + num, "code": "OSH" + num, "num": int(num),
                            "severity": "retired", "name": name, "format": why,
                            "where": where})
            continue
        if len(args) != 5 or [k for k, _ in args] != ["word", "num", "word", "str", "str"]:
            raise TableError(f"{where}: DIAG needs (ID, number, severity, \"name\", \"format\")")
        ident, num, sev, name, fmt = (v for _, v in args)
        if not re.fullmatch(r"[0-9]{4}", num):
            raise TableError(f"{where}: {ident}: code {num} is not four digits")
        if sev not in SEVERITIES:
            raise TableError(f"{where}: {ident}: unknown severity {sev}")
        # Names are kebab-case, plus clang's spellings like "#warnings".
        if not re.fullmatch(r"#?[a-z0-9]+(?:-[a-z0-9]+)*", name):
            raise TableError(f"{where}: {ident}: name '{name}' is not kebab-case")
        entries.append({"id": ident, "code": "OSH" + num, "num": int(num),
                        "severity": SEVERITIES[sev], "name": name, "format": fmt,
                        "where": where})


def check(files):
    by_code, by_id = {}, {}
    for _, entries in files:
        for e in entries:
            if e["code"] in by_code:
                raise TableError(f"{e['where']}: {e['code']} is already used by "
                                 f"{by_code[e['code']]['id']} ({by_code[e['code']]['where']})")
            if e["id"] in by_id:
                raise TableError(f"{e['where']}: {e['id']} is defined twice")
            by_code[e["code"]] = e
            by_id[e["id"]] = e


def cell(s):
    """A table cell showing `s` as code; pipes escaped, newlines visible."""
    s = s.replace("\n", "\\n").replace("\t", "\\t").replace("|", "\\|")
    fence = "``" if "`" in s else "`"
    pad = " " if s.startswith("`") or s.endswith("`") else ""
    return f"{fence}{pad}{s}{pad}{fence}"


def plural(n, word):
    return f"{n} {word}" + ("" if n == 1 else "s")


def title(rel):
    if rel in TITLES:
        return TITLES[rel]
    return PHASES.get(rel.split("/")[0], rel.split("/")[0])


def render(files):
    retired = sorted((e for _, entries in files for e in entries if e["severity"] == "retired"),
                     key=lambda e: e["num"])
    files = [(rel, [e for e in entries if e["severity"] != "retired"]) for rel, entries in files]
    all_entries = [e for _, entries in files for e in entries]
    out = []
    w = out.append
    w("# Diagnostics")
    w("")
    w("<!-- Generated by tools/gen-diag-docs.py from src/base/diag_codes.def and the")
    w("     *_diags.def tables it includes. Do not edit by hand: change a table and run")
    w("     `python3 tools/gen-diag-docs.py`; the docs/diagnostics test fails until you do. -->")
    w("")
    w("Every message OneShader prints has a stable code, `OSH` and four digits. A code is")
    w("never reused or renumbered, so scripts and tests may match on it. The command line")
    w("prints a diagnostic as")
    w("")
    w("```text")
    w("file.hlsl:12:5: error: use of undeclared identifier 'x' [OSH0300]")
    w("    y = x + 1;")
    w("        ^")
    w("```")
    w("")
    w("and the C API returns the same fields in `osh_diagnostic` (see [api.md](api.md)).")
    w("In the tables, the message column is the `printf` format the compiler fills in:")
    w("`%s` is a name, a type or a piece of source, `%u` a number, `%c` a character.")
    w("")
    w("Severities: an **error** stops the compilation (exit status 1); a **warning** does not,")
    w("unless `-WX` makes every warning an error; a **note** adds context to the diagnostic")
    w("before it (code OSH0000 is the internal id of notes; the command line prints notes")
    w("without a code). A warning is turned off with `-Wno-<name>`; several related")
    w("diagnostics may share a name, and `-Wno-` then turns all of them off. Errors cannot")
    w("be turned off.")
    w("")
    counts = {}
    for e in all_entries:
        counts[e["severity"]] = counts.get(e["severity"], 0) + 1
    w(f"The tables hold {len(all_entries)} diagnostics: "
      + ", ".join(plural(counts.get(s, 0), s) for s in ("error", "warning", "note")) + ".")
    w("")
    w("## Contents")
    w("")
    for rel, entries in files:
        if not entries:
            continue
        lo = min(e["num"] for e in entries)
        hi = max(e["num"] for e in entries)
        anchor = re.sub(r"[^a-z0-9 -]", "", title(rel).lower()).replace(" ", "-")
        w(f"- [{title(rel)}](#{anchor}): OSH{lo:04d}-OSH{hi:04d}")
    w("- [Warnings by name](#warnings-by-name)")
    if retired:
        w("- [Retired codes](#retired-codes)")
    w("")
    for rel, entries in files:
        if not entries:
            continue
        w(f"## {title(rel)}")
        w("")
        w(f"Table: `src/{rel}`.")
        w("")
        w("| code | severity | name | message |")
        w("| --- | --- | --- | --- |")
        for e in sorted(entries, key=lambda e: e["num"]):
            w(f"| {e['code']} | {e['severity']} | `{e['name']}` | {cell(e['format'])} |")
        w("")
    w("## Warnings by name")
    w("")
    w("What `-Wno-<name>` accepts, and the warnings each name turns off.")
    w("")
    w("| name | codes |")
    w("| --- | --- |")
    names = {}
    for e in all_entries:
        if e["severity"] == "warning":
            names.setdefault(e["name"], []).append(e["code"])
    for name in sorted(names):
        w(f"| `{name}` | {', '.join(sorted(names[name]))} |")
    if not names:
        w("| (none yet) | |")
    w("")
    if retired:
        w("## Retired codes")
        w("")
        w("Codes the compiler no longer reports. They stay reserved: no other diagnostic")
        w("gets them.")
        w("")
        w("| code | name | why |")
        w("| --- | --- | --- |")
        for e in retired:
            w(f"| {e['code']} | `{e['name']}` | {e['format']} |")
        w("")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="fail if the page is out of date")
    mode.add_argument("--stdout", action="store_true", help="print the page instead of writing it")
    ap.add_argument("--output", default=os.path.join(ROOT, PAGE), help="the page (default %(default)s)")
    a = ap.parse_args()

    files = []
    try:
        read_table(TOP[len("src/"):], set(), files)
        check(files)
    except TableError as e:
        print(f"gen-diag-docs: error: {e}", file=sys.stderr)
        return 2
    page = render(files)

    if a.stdout:
        sys.stdout.write(page)
        return 0
    if a.check:
        try:
            with open(a.output, encoding="utf-8") as f:
                old = f.read()
        except OSError:
            old = ""
        if old == page:
            print(f"{os.path.relpath(a.output, ROOT)} is up to date")
            return 0
        diff = list(difflib.unified_diff(old.splitlines(), page.splitlines(),
                                         "committed", "generated", lineterm="", n=1))
        sys.stdout.write("\n".join(diff[:60]) + "\n")
        if len(diff) > 60:
            print(f"... ({len(diff) - 60} more diff lines)")
        print(f"{os.path.relpath(a.output, ROOT)} is out of date: run python3 tools/gen-diag-docs.py",
              file=sys.stderr)
        return 1
    os.makedirs(os.path.dirname(a.output), exist_ok=True)
    with open(a.output, "w", encoding="utf-8", newline="\n") as f:
        f.write(page)
    print(f"wrote {os.path.relpath(a.output, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
