"""WGSL memory layout (WGSL spec 13.4 "Memory Layout"), written from the spec
for tests/layout/check_layout.py: the byte offset of any place in a
host-shareable buffer, from the buffer's declared type and the struct
declarations of the module (with @align / @size), and the word the probe's
reads in our WGSL output take.

  type          AlignOf                      SizeOf
  i32 u32 f32   4                            4
  f16           2                            2
  atomic<T>     AlignOf(T)                   SizeOf(T)
  vec2<T>       2 * s                        2 * s
  vec3<T>       4 * s                        3 * s
  vec4<T>       4 * s                        4 * s
  matCxR<T>     AlignOf(vecR<T>)             C * roundUp(AlignOf(vecR), SizeOf(vecR))
  array<E, N>   AlignOf(E)                   N * roundUp(AlignOf(E), SizeOf(E))
  struct S      max AlignOf(member_i)        roundUp(AlignOf(S), justPastLastMember)
  member i      offset = roundUp(@align or AlignOf(T_i), end of member i-1),
                size = @size or SizeOf(T_i)

The uniform address space also requires (13.4.4): array strides a multiple
of 16, struct alignment (as a member or array element) a multiple of 16, and
at least roundUp(16, SizeOf(S)) bytes from a struct member to the next one;
layout_errors() reports violations of these.
"""

import re


def round_up(v, a):
    return (v + a - 1) // a * a


SCALARS = {"f32": 4, "i32": 4, "u32": 4, "f16": 2}


class WgslTypeError(ValueError):
    pass


def parse_type(text):
    toks = re.findall(r"\w+|[<>,]", text)
    pos = [0]

    def take():
        if pos[0] >= len(toks):
            raise WgslTypeError("unexpected end of type %r" % text)
        pos[0] += 1
        return toks[pos[0] - 1]

    def one():
        name = take()
        args = []
        if pos[0] < len(toks) and toks[pos[0]] == "<":
            take()
            while True:
                if re.match(r"^\d+[ui]?$", toks[pos[0]]):
                    args.append(int(take().rstrip("ui")))
                else:
                    args.append(one())
                t = take()
                if t == ">":
                    break
                if t != ",":
                    raise WgslTypeError("bad type %r" % text)
        if name in SCALARS:
            return ("scalar", name)
        m = re.match(r"^vec([234])([fiuh]?)$", name)
        if m:
            el = ("scalar", {"f": "f32", "i": "i32", "u": "u32", "h": "f16"}[m.group(2)]) if m.group(2) else args[0]
            return ("vec", int(m.group(1)), el)
        m = re.match(r"^mat([234])x([234])([fh]?)$", name)
        if m:
            el = ("scalar", {"f": "f32", "h": "f16"}[m.group(3)]) if m.group(3) else args[0]
            return ("mat", int(m.group(1)), int(m.group(2)), el)
        if name == "atomic":
            return ("atomic", args[0])
        if name == "array":
            return ("array", args[0], args[1] if len(args) > 1 else None)
        if args:
            raise WgslTypeError("unknown generic type %r" % name)
        return ("struct", name)

    t = one()
    if pos[0] != len(toks):
        raise WgslTypeError("trailing tokens in type %r" % text)
    return t


def parse_structs(text):
    """{name: [(member, type, @align or None, @size or None)]}."""
    out = {}
    for m in re.finditer(r"\bstruct\s+(\w+)\s*\{([^}]*)\}", text):
        members = []
        body = re.sub(r"//[^\n]*", "", m.group(2))
        depth, cur, parts = 0, "", []
        for ch in body:  # split on commas outside <...>
            depth += ch == "<"
            depth -= ch == ">"
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        parts.append(cur)
        for p in parts:
            p = p.strip()
            if not p:
                continue
            attrs = dict((a, int(v)) for a, v in re.findall(r"@(align|size)\s*\(\s*(\d+)\s*\)", p))
            p = re.sub(r"@\w+\s*(\([^)]*\))?", "", p).strip()
            name, ty = p.split(":", 1)
            members.append((name.strip(), parse_type(ty.strip()), attrs.get("align"), attrs.get("size")))
        out[m.group(1)] = members
    return out


class Layout:
    def __init__(self, structs):
        self.structs = structs

    def align_size(self, t):
        k = t[0]
        if k == "scalar":
            return SCALARS[t[1]], SCALARS[t[1]]
        if k == "atomic":
            return self.align_size(t[1])
        if k == "vec":
            s = SCALARS[t[2][1]]
            return (2 if t[1] == 2 else 4) * s, t[1] * s
        if k == "mat":
            a, sz = self.align_size(("vec", t[2], t[3]))
            return a, t[1] * round_up(sz, a)
        if k == "array":
            a, sz = self.align_size(t[1])
            return a, (t[2] or 1) * round_up(sz, a)
        if k == "struct":
            offs, a, sz = self.struct_layout(t[1])
            return a, sz
        raise WgslTypeError("no layout for %r" % (t,))

    def stride(self, t):
        """array: element stride; mat: column stride."""
        if t[0] == "array":
            a, sz = self.align_size(t[1])
            return round_up(sz, a)
        a, sz = self.align_size(("vec", t[2], t[3]))
        return round_up(sz, a)

    def struct_layout(self, name):
        if name not in self.structs:
            raise WgslTypeError("unknown struct %s" % name)
        offs = {}
        end, maxa = 0, 1
        for mname, ty, al, sz in self.structs[name]:
            a, s = self.align_size(ty)
            a = al or a
            s = sz if sz is not None else s
            off = round_up(end, a)
            offs[mname] = (off, ty)
            end = off + s
            maxa = max(maxa, a)
        return offs, maxa, round_up(end, maxa)

    def layout_errors(self, t, uniform, where="", seen=None):
        """Uniform address space constraints (13.4.4) broken by type t."""
        errs = []
        if not uniform:
            return errs
        k = t[0]
        if k == "array":
            if self.stride(t) % 16:
                errs.append("%s: uniform array stride %d is not a multiple of 16" % (where, self.stride(t)))
            errs += self.layout_errors(t[1], uniform, where + "[]")
        elif k == "struct":
            offs, a, sz = self.struct_layout(t[1])
            members = self.structs[t[1]]
            for i, (mname, ty, al, s) in enumerate(members):
                off = offs[mname][0]
                if ty[0] == "struct" or ty[0] == "array":
                    ma = al or self.align_size(ty)[0]
                    if ma % 16 or off % 16:
                        errs.append("%s.%s: uniform %s member at %d, alignment %d (needs 16)"
                                    % (where, mname, ty[0], off, ma))
                if ty[0] == "struct" and i + 1 < len(members):
                    nxt = offs[members[i + 1][0]][0]
                    need = round_up(self.align_size(ty)[1], 16)
                    if nxt - off < need:
                        errs.append("%s.%s: next member %d bytes after a struct of size %d (needs %d)"
                                    % (where, mname, nxt - off, self.align_size(ty)[1], need))
                errs += self.layout_errors(ty, uniform, "%s.%s" % (where, mname))
        return errs
