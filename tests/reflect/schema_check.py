#!/usr/bin/env python3
"""The reflection JSON's keys against docs/reflection-schema.txt (issue 22).

Reads every reflection the tests snapshot (tests/reflect/cases/*.json, whole
documents, and the corpus's <shader>.refl.json, entry points) and fails when
- an object has a key its kind in the schema file does not list (a field was
  added without the schema: add it there and raise the version);
- the schema's kinds changed but the newest `schema N <fingerprint>` line was
  not added for them (a field changed without the version);
- the newest version differs from OSH_REFLECTION_SCHEMA or from a
  document's "schema";
- docs/reflection.md does not name a key (as `key`).
Run from the repository root.
"""
import glob, hashlib, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_schema(path):
    kinds, versions, kind_lines = {}, [], []
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("schema "):
            _, n, fp = line.split()
            versions.append((int(n), fp))
        elif line.startswith("kind "):
            kind_lines.append(line)
            name, keys = line[5:].split(":", 1)
            kinds[name.strip()] = dict((k.split("=") + [None])[:2] for k in keys.split())
    fp = hashlib.sha256("\n".join(kind_lines).encode()).hexdigest()
    return kinds, versions, fp


def check(obj, kind, kinds, where, errors, seen):
    if not isinstance(obj, dict):
        errors.append("%s: expected an object of kind %s" % (where, kind))
        return
    allowed = kinds[kind]
    for k, v in obj.items():
        seen.add(k)
        if k not in allowed:
            errors.append("%s: key %r is not in kind %s of docs/reflection-schema.txt" % (where, k, kind))
            continue
        sub = allowed[k]
        if sub is None or v is None:
            continue
        for i, x in enumerate(v if isinstance(v, list) else [v]):
            check(x, sub, kinds, "%s.%s[%d]" % (where, k, i), errors, seen)


def main():
    kinds, versions, fp = load_schema(os.path.join(ROOT, "docs", "reflection-schema.txt"))
    errors = []
    if not versions:
        errors.append("docs/reflection-schema.txt has no schema line")
        print("\n".join(errors))
        return 1
    newest, newest_fp = max(versions)
    if newest_fp != fp:
        errors.append("the kinds in docs/reflection-schema.txt changed without a new version: add "
                      "`schema %d %s` and raise OSH_REFLECTION_SCHEMA" % (newest + 1, fp))
    header = open(os.path.join(ROOT, "include", "oneshader.h"), encoding="utf-8").read()
    m = re.search(r"#define OSH_REFLECTION_SCHEMA (\d+)", header)
    if not m or int(m.group(1)) != newest:
        errors.append("OSH_REFLECTION_SCHEMA is %s, the schema file's newest version %d"
                      % (m.group(1) if m else "missing", newest))
    seen, docs = set(), 0
    for f in sorted(glob.glob(os.path.join(ROOT, "tests", "reflect", "cases", "*.json"))):
        d = json.load(open(f, encoding="utf-8"))
        rel = os.path.relpath(f, ROOT)
        if d.get("schema") != newest:
            errors.append("%s: \"schema\" is %r, expected %d" % (rel, d.get("schema"), newest))
        check(d, "root", kinds, rel, errors, seen)
        docs += 1
    for f in sorted(glob.glob(os.path.join(ROOT, "tests", "corpus", "*", "*.refl.json"))):
        rel = os.path.relpath(f, ROOT)
        for target, eps in json.load(open(f, encoding="utf-8")).items():
            for label, ep in eps.items():
                check(ep, "entry_point", kinds, "%s %s %s" % (rel, target, label), errors, seen)
                docs += 1
    text = open(os.path.join(ROOT, "docs", "reflection.md"), encoding="utf-8").read()
    named = set(re.findall(r"`([a-z_]+)`", text))
    for kind in kinds.values():
        for k in kind:
            if k not in named:
                errors.append("docs/reflection.md does not name the key `%s`" % k)
    if docs < 100:
        errors.append("only %d reflections found: are the snapshots there?" % docs)
    for e in sorted(set(errors)):
        print(e)
    print("%d reflections, %d distinct keys seen, %d problems" % (docs, len(seen), len(set(errors))))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
