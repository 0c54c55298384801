#!/usr/bin/env python3
"""Layout test (ctest layout/check): every member of every buffer of every
shader in tests/corpus/compute, tests/corpus/graphics and tests/layout/shaders
is checked against tests/layout/layoutref.py (the layout rules, written
independently of the compiler), and layoutref itself against the hand-written
tables in tests/layout/expected_by_hand.json.

For each shader and each buffer layoutref finds in its source:

(a) SPIR-V: OpMemberDecorate Offset / MatrixStride / RowMajor|ColMajor,
    OpDecorate ArrayStride, member names and scalar/vector/matrix shapes from
    `spirv-dis` of our output;
(b) WGSL: a probe entry point appended to the shader reads every scalar of
    every member (array dimensions sampled at their first, second and last
    element; structured buffers at elements 0 and 1) into a probe buffer;
    in our WGSL output each read's byte offset is worked out from the
    buffer variable's declared type, the module's struct declarations
    (@align/@size) and WGSL's layout rules (wgslref.py; today our buffers
    are raw words, array<vec4<u32>, N> and array<u32>), through let
    bindings, swizzles, vector constructors, bitcasts and unpack2x16float,
    and its word index (byte offset / 4, and the half for 16-bit scalars)
    must be the reference's. The address space, WGSL's uniform constraints
    and the declared size of constant buffers are checked too;
(c) reflection (-Fre): offset, size, array counts and strides, matrix stride
    and majorness of every member, and the element stride, for both the
    "spirv" and the "wgsl" sections.

The original entry points (ARGS, or each STAGES stage) are checked for (a)
and (c) on the buffers they use; the probe compile covers every buffer for
(a), (b) and (c). Buffers layoutref cannot parse are listed as skipped; a
skip not in SKIP_ALLOWLIST fails. EXPECT-ERROR shaders in tests/layout/shaders
must be refused by both targets with the codes given.

Usage: check_layout.py [--compiler build/oneshader] [--only NAME] [--out DIR] [-v]
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests"))

import layoutref as L  # noqa: E402
import wgslref  # noqa: E402
import oshtest  # noqa: E402  (directive parsing only)

CORPORA = [os.path.join(ROOT, "tests", "corpus", "compute"), os.path.join(ROOT, "tests", "corpus", "graphics"),
           os.path.join(HERE, "shaders")]

# Buffers layoutref cannot type today: (shader, buffer or declaration, reason).
# The test fails when a skip appears that is not listed here: a parser gap
# must be visible, not silent.
SKIP_ALLOWLIST = {
    # Bitfields pack into shared integer members (DXC's rule); layoutref has
    # no bitfields. The run test checks every field's bits on lavapipe and
    # Dawn against values worked out by hand.
    ("compute/bitfield_buffers.hlsl", "(declaration at token 75)", "struct P: bitfields"),
    ("compute/bitfield_buffers.hlsl", "(declaration at token 79)", "unknown type '}'"),
    ("compute/bitfield_buffers.hlsl", "CB", "struct P: bitfields"),
    ("compute/bitfield_buffers.hlsl", "In", "struct P: bitfields"),
    ("compute/bitfield_buffers.hlsl", "Out2", "struct P: bitfields"),
    # A tbuffer (FXC's cbuffer packing under -fvk-use-dx-layout): layoutref
    # has no tbuffers; the run test reads its members back.
    ("compute/layout_dx_matrix_1xn.hlsl", "TB", "tbuffer"),
    # A global `string` (printf's format): no buffer member, layoutref has no
    # strings; the shader's one buffer is a plain uint array.
    ("compute/printf_string_variable.hlsl", "(declaration at token 9)", "unknown type 'string'"),
    # -fspv-flatten-resource-arrays: In[3] is three variables In[0..2]; its
    # run test reads every element (flatten_resource_arrays's header).
    ("compute/flatten_resource_arrays.hlsl", "In", "flattened resource array"),
    ("compute/flatten_resource_arrays_var_index.hlsl", "In", "flattened resource array"),
    ("compute/flatten_resource_arrays_var_index.hlsl", "Acc", "flattened resource array"),
    # Globals in register(cN): DXC's $Globals placement (each at N * 16, the
    # others after the last of them); layoutref does not model it, the run
    # test reads every member back (globals_register_c's header).
    ("compute/globals_register_c.hlsl", "$Globals", "register(cN) placement in $Globals"),
    # Resources declared inside cbuffers (bindings of their own, DXC's
    # numbering): layoutref has no resource members; the run test reads them.
    ("compute/cbuffer_holding_resources.hlsl", "(declaration at token 14)", "unknown type '}'"),
    ("compute/cbuffer_holding_resources.hlsl", "(declaration at token 7)", "unknown type 'StructuredBuffer'"),
    ("compute/cbuffer_holding_resources.hlsl", "P", "unknown type 'StructuredBuffer'"),
    # Inheritance (the base as the first member): layoutref has none; the run
    # test reads every word of the element back.
    ("compute/static_member_array_size.hlsl", "Buf", "struct Derived: inheritance"),
    # C's forward typedef (`typedef struct block_s block_t;`): layoutref has
    # no forward declarations; the push constants holding the pointer are checked.
    ("compute/bda_forward_typedef.hlsl", "(declaration at token 3)", "unknown type 'block_s'"),
    # [[vk::push_constant]] on a vk::BufferPointer (refused, OSH0478).
    ("compute/bda_push_constant_pointer.hlsl", "buffer", "push constant of a non-struct"),
    # An unbounded array of buffers (`RWStructuredBuffer<uint> Bufs[]`): layoutref
    # has no unsized arrays; the element (uint, stride 4) is checked by the run.
    ("compute/resource_array_unbounded.hlsl", "(declaration at token 6)", "unsized array"),
    # Functions returning a buffer (`StructuredBuffer<uint> pick(int w)`):
    # layoutref parses no function declarations of resource type; the
    # buffers are uint (stride 4) and the run checks every value.
    ("compute/resource_return_folded_run.hlsl", "(declaration at token 72)", "expected ';', got '('"),
    ("compute/cbuffer_return_function.hlsl", "(declaration at token 41)", "expected ';', got '('"),
    ("compute/fn_return_resource_flow.hlsl", "(declaration at token 50)", "expected ';', got '('"),
    ("compute/resource_return_dynamic_index_run.hlsl", "(declaration at token 89)", "expected ';', got '('"),
    # `using` type aliases at global scope: layoutref has no aliases; the
    # shader's buffers are uint and its run checks every value.
    ("compute/alias_qualified_names.hlsl", "(declaration at token 47)", "unknown type 'using'"),
    ("compute/alias_qualified_names.hlsl", "(declaration at token 56)", "unknown type 'using'"),
    # FX annotations (`< string UIName = ...; >`) after declarators, which the
    # compiler skips with a warning: layoutref does not; the buffer is float.
    ("compute/effect_syntax_sampler2d.hlsl", "(declaration at token 37)", "unknown type '>'"),
    ("compute/effect_syntax_sampler2d.hlsl", "(declaration at token 85)", "unknown type '>'"),
    # Inline SPIR-V types (vk::SpirvType, vk::SpirvOpaqueType) and the built-in
    # <vk/spirv.h>: layoutref has neither; the buffers are uint arrays and the
    # run tests check every value (the opaque global is refused, OSH0595).
    ("compute/inline_spirv_header_run.hlsl", "(preprocessor)", "conditional compilation or #include"),
    ("compute/opcode_selector_run.hlsl", "(preprocessor)", "conditional compilation or #include"),
    ("compute/opcode_selector_16bit_run.hlsl", "(preprocessor)", "conditional compilation or #include"),
    ("compute/inline_spirv_opaque_global.hlsl", "(declaration at token 47)", "unknown type 'Arr2'"),
    ("compute/inline_spirv_type_run.hlsl", "(declaration at token 54)", "unknown type 'vk'"),
    # StructuredBuffer<U8> of an 8-bit vk::SpirvType (size 1, stride 1): its run
    # test reads every byte back.
    ("compute/inline_spirv_type_buffer_run.hlsl", "bytes", "unknown type 'U8'"),
}

PROBE_BUF = "OshLayoutProbe"
PROBE_ENTRY = "osh_layout_probe"


class Failures:
    def __init__(self):
        self.items = []
        self.checks = 0
        self.by_kind = {}

    def check(self, ok, where, field, expected, got):
        self.checks += 1
        cat = field.split()[0]
        cat = cat if cat in ("SPIR-V", "WGSL", "reflection") else "other"
        self.by_kind[cat] = self.by_kind.get(cat, 0) + 1
        if not ok:
            self.items.append("%s: %s: expected %s, got %s" % (where, field, expected, got))
        return ok

    def fail(self, msg):
        self.items.append(msg)


# --------------------------------------------------------------------------
# Compiling


def run(argv, cwd=None):
    p = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def compile_unit(compiler, args, src_dir, src_file, target, out, refl=None):
    argv = [compiler] + args + ["-" + target, src_file, "-Fo", out]
    if refl:
        argv += ["-Fre", refl]
    rc, _, err = run(argv, cwd=src_dir)
    return rc, err


# --------------------------------------------------------------------------
# SPIR-V (spirv-dis text)


class Spirv:
    def __init__(self, text):
        self.names, self.member_names = {}, {}
        self.deco, self.member_deco = {}, {}
        self.types, self.consts, self.vars = {}, {}, {}
        for line in text.split("\n"):
            line = line.strip()
            m = re.match(r"^OpName (%\S+) \"(.*)\"$", line)
            if m:
                self.names[m.group(1)] = m.group(2)
                continue
            m = re.match(r"^OpMemberName (%\S+) (\d+) \"(.*)\"$", line)
            if m:
                self.member_names[(m.group(1), int(m.group(2)))] = m.group(3)
                continue
            m = re.match(r"^OpDecorate (%\S+) (\w+)(.*)$", line)
            if m:
                self.deco.setdefault(m.group(1), {})[m.group(2)] = m.group(3).split()
                continue
            m = re.match(r"^OpMemberDecorate (%\S+) (\d+) (\w+)(.*)$", line)
            if m:
                self.member_deco.setdefault((m.group(1), int(m.group(2))), {})[m.group(3)] = m.group(4).split()
                continue
            m = re.match(r"^(%\S+) = (OpType\w+|OpConstant|OpVariable)\s*(.*)$", line)
            if m:
                rid, op, rest = m.group(1), m.group(2), m.group(3).split()
                if op == "OpConstant":
                    try:
                        self.consts[rid] = int(rest[1])
                    except ValueError:
                        pass
                elif op == "OpVariable":
                    self.vars[rid] = rest
                else:
                    self.types[rid] = [op] + rest

    def variable(self, name):
        """(block struct type id, storage class) of the variable OpName'd name."""
        for rid, n in self.names.items():
            if n == name and rid in self.vars:
                ptr = self.types.get(self.vars[rid][0])
                if not ptr or ptr[0] != "OpTypePointer":
                    return None
                t = ptr[2]
                while self.types.get(t, [""])[0] in ("OpTypeArray", "OpTypeRuntimeArray"):
                    t = self.types[t][1]  # a resource array: the block of one element
                return t, ptr[1]
        return None


def scalar_desc(t):
    """(SPIR-V op, width) a buffer holds for a layoutref scalar."""
    if t.name in ("float", "half", "double"):
        return "OpTypeFloat", t.size * 8
    return "OpTypeInt", t.size * 8


def check_spirv_node(spv, fails, where, node, tid, mdeco):
    """node (layoutref) against SPIR-V type tid with its member decorations."""
    path = "%s.%s" % (where, node.name)
    fails.check(mdeco is not None and "Offset" in mdeco and int(mdeco["Offset"][0]) == node.offset,
                path, "SPIR-V Offset", node.offset, mdeco.get("Offset", ["none"])[0] if mdeco else "none")
    t = tid
    for count, stride in node.arrays:
        ty = spv.types.get(t, ["?"])
        if count == 0:
            ok = ty[0] == "OpTypeRuntimeArray"
        else:
            ok = ty[0] == "OpTypeArray" and spv.consts.get(ty[2]) == count
        if not fails.check(ok, path, "SPIR-V array of %s" % (count or "runtime"), count, " ".join(ty)):
            return
        got = spv.deco.get(t, {}).get("ArrayStride", ["none"])[0]
        fails.check(got == str(stride), path, "SPIR-V ArrayStride", stride, got)
        t = ty[1]
    ty = spv.types.get(t, ["?"])
    b = L.normalize(node.base)
    if isinstance(b, L.Scalar):
        op, width = scalar_desc(b)
        fails.check(ty[0] == op and ty[1] == str(width), path, "SPIR-V scalar type", "%s %d" % (op, width),
                    " ".join(ty))
    elif isinstance(b, L.Vector):
        fails.check(ty[0] == "OpTypeVector" and ty[2] == str(b.n), path, "SPIR-V vector type", b.n, " ".join(ty))
    elif isinstance(b, L.Matrix):
        # HLSL floatRxC is a SPIR-V matrix of R columns of C components
        fails.check(ty[0] == "OpTypeMatrix" and ty[2] == str(b.rows), path, "SPIR-V matrix columns", b.rows,
                    " ".join(ty))
        got = (mdeco or {}).get("MatrixStride", ["none"])[0]
        fails.check(got == str(node.matrix_stride), path, "SPIR-V MatrixStride", node.matrix_stride, got)
        want = "ColMajor" if node.row_major else "RowMajor"
        have = [k for k in ("RowMajor", "ColMajor") if k in (mdeco or {})]
        fails.check(have == [want], path, "SPIR-V majorness (HLSL %s)" % ("row_major" if node.row_major else
                                                                         "column_major"), want, have or "none")
    elif isinstance(b, L.Struct):
        if fails.check(ty[0] == "OpTypeStruct" and len(ty) - 1 == len(node.members), path, "SPIR-V struct",
                       "%d members" % len(node.members), " ".join(ty)):
            check_spirv_members(spv, fails, path, node.members, t, ty[1:])


def check_spirv_members(spv, fails, where, members, sid, member_types):
    for k, m in enumerate(members):
        name = spv.member_names.get((sid, k))
        fails.check(name == m.name, "%s.%s" % (where, m.name), "SPIR-V OpMemberName %d" % k, m.name, name)
        check_spirv_node(spv, fails, where, m, member_types[k], spv.member_deco.get((sid, k)))


def check_spirv(spv, fails, where, buf):
    v = spv.variable(buf.name)
    if v is None:
        return False
    sid, storage = v
    st = spv.types.get(sid, ["?"])
    if not fails.check(st[0] == "OpTypeStruct", where, "SPIR-V block type", "OpTypeStruct", " ".join(st)):
        return True
    want_storage = {"cbuffer": "Uniform", "push": "PushConstant", "structured": "StorageBuffer"}[buf.kind]
    fails.check(storage == want_storage, where, "SPIR-V storage class", want_storage, storage)
    if buf.kind == "structured":
        if fails.check(len(st) == 2, where, "SPIR-V structured block", "one runtime array", " ".join(st)):
            check_spirv_node(spv, fails, where, buf.element, st[1], spv.member_deco.get((sid, 0)))
    else:
        if fails.check(len(st) - 1 == len(buf.members), where, "SPIR-V block members", len(buf.members),
                       len(st) - 1):
            check_spirv_members(spv, fails, where, buf.members, sid, st[1:])
    return True


# --------------------------------------------------------------------------
# Reflection JSON


def refl_size(node):
    """docs/reflection.md's `size`: scalars and vectors their size, matrices
    vectors x matrix_stride, arrays count x stride, structs where their last
    member ends."""
    if node.arrays:
        return node.arrays[0][0] * node.arrays[0][1]
    b = L.normalize(node.base)
    if isinstance(b, L.Scalar):
        return b.size
    if isinstance(b, L.Vector):
        return b.n * b.scalar.size
    if isinstance(b, L.Matrix):
        return L.mat_shape(b)[0] * node.matrix_stride
    return max([m.offset + refl_size(m) for m in node.members] + [0])


def check_refl_node(fails, where, node, j):
    path = "%s.%s" % (where, node.name)
    fails.check(j.get("offset") == node.offset, path, "reflection offset", node.offset, j.get("offset"))
    fails.check(j.get("size") == refl_size(node), path, "reflection size", refl_size(node), j.get("size"))
    want = [{"count": c, "stride": s} for c, s in node.arrays]
    got = j.get("array", [])
    if node.arrays and node.arrays[0][0] == 0:
        want, got = want[1:], got  # the element of a structured buffer: its stride is checked by the caller
    fails.check(got == want, path, "reflection array", want, got)
    b = L.normalize(node.base)
    if isinstance(b, L.Matrix):
        fails.check(j.get("matrix_stride") == node.matrix_stride, path, "reflection matrix_stride",
                    node.matrix_stride, j.get("matrix_stride"))
        maj = "row_major" if node.row_major else "column_major"
        fails.check(j.get("majorness") == maj, path, "reflection majorness", maj, j.get("majorness"))
    if isinstance(b, L.Struct):
        check_refl_members(fails, path, node.members, j.get("members") or [])


def check_refl_members(fails, where, members, jmembers):
    if not fails.check(len(jmembers) == len(members), where, "reflection member count", len(members),
                       len(jmembers)):
        return
    for m, jm in zip(members, jmembers):
        fails.check(jm.get("name") == m.name, where, "reflection member name", m.name, jm.get("name"))
        check_refl_node(fails, where, m, jm)


def check_refl(refl, fails, where, buf):
    """Every entry of every target section that has the buffer; returns how many."""
    n = 0
    for target, stage, entry in [(refl.get("target"), e.get("stage"), e) for e in refl.get("entry_points", [])]:
        if True:
            w = "%s [reflection %s %s]" % (where, target, stage)
            if buf.kind == "push":
                pc = entry.get("push_constants")
                if pc and pc.get("name") == buf.name:
                    n += 1
                    check_refl_members(fails, w, buf.members, pc.get("members") or [])
                    end = max([m.offset + refl_size(m) for m in buf.members] + [0])
                    fails.check(pc.get("size") == end, w, "reflection push-constant size", end, pc.get("size"))
                continue
            for r in entry.get("resources", []):
                if r.get("name") != buf.name:
                    continue
                n += 1
                if buf.kind == "cbuffer":
                    fails.check(r.get("kind") == "uniform_buffer", w, "reflection kind", "uniform_buffer",
                                r.get("kind"))
                    check_refl_members(fails, w, buf.members, r.get("members") or [])
                    end = max([m.offset + refl_size(m) for m in buf.members] + [0])
                    fails.check(r.get("size") == end, w, "reflection size (end of the last member)", end,
                                r.get("size"))
                    fails.check(r.get("min_binding_size") == L.round_up(end, 16), w, "reflection min_binding_size",
                                L.round_up(end, 16), r.get("min_binding_size"))
                else:
                    el = r.get("element") or {}
                    fails.check(el.get("stride") == buf.stride(), w, "reflection element stride", buf.stride(),
                                el.get("stride"))
                    # WGSL reads storage buffers in whole words (16-bit data
                    # packed in u32s): at least the word the element ends in.
                    least = L.round_up(buf.stride(), 4) if target == "wgsl" else buf.stride()
                    fails.check(r.get("min_binding_size") == least, w, "reflection min_binding_size",
                                least, r.get("min_binding_size"))
                    node = buf.element
                    b = L.normalize(node.base)
                    if isinstance(b, L.Struct) and not node.arrays[1:]:
                        check_refl_members(fails, w + "[]", node.members, el.get("members") or [])
                    else:
                        fails.check(el.get("offset") == 0, w, "reflection element offset", 0, el.get("offset"))
                        if isinstance(b, L.Matrix):
                            fails.check(el.get("matrix_stride") == node.matrix_stride, w,
                                        "reflection element matrix_stride", node.matrix_stride,
                                        el.get("matrix_stride"))
                            maj = "row_major" if node.row_major else "column_major"
                            fails.check(el.get("majorness") == maj, w, "reflection element majorness", maj,
                                        el.get("majorness"))
    return n


# --------------------------------------------------------------------------
# WGSL: the word each probe read takes


class WgslExpr:
    """A tiny expression evaluator over our WGSL output. Values: ('int', n),
    ('word', buffer, word index, half or None), ('vec', [values]), ('any',
    [words]) and, before a load, ('ptr', buffer, WGSL type, byte offset):
    a buffer access's byte offset follows from the variable's declared type
    and WGSL's layout rules (wgslref.py), whatever that type is."""

    TOK = re.compile(r"\s*(?:(\d+)(?:u|i)?\b|([A-Za-z_]\w*)|(<=|>=|==|!=|&&|\|\||[-+*/%<>()\[\],.&!]))")

    def __init__(self, lets, buffers, layout):
        self.lets, self.buffers, self.layout = lets, buffers, layout  # buffers: name -> WGSL type
        self.memo = {}

    def parse(self, text):
        toks = []
        pos = 0
        text = text.strip()
        while pos < len(text):
            m = self.TOK.match(text, pos)
            if not m or m.end() == pos:
                raise ValueError("cannot read %r" % text[pos:pos + 20])
            pos = m.end()
            if m.group(1) is not None:
                toks.append(("num", int(m.group(1))))
            elif m.group(2):
                toks.append(("id", m.group(2)))
            else:
                toks.append(("op", m.group(3)))
        self.toks, self.i = toks, 0
        v = self.binary()
        if self.i != len(self.toks):
            raise ValueError("trailing tokens in %r" % text)
        return v

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def binary(self):
        left = self.unary()
        while self.peek()[0] == "op" and self.peek()[1] in ("+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==",
                                                              "!=", "&&", "||", "&"):
            op = self.peek()[1]
            self.i += 1
            right = self.unary()
            if left[0] == "int" and right[0] == "int" and op in "+-*/%":
                left = ("int", int(eval("%d %s %d" % (left[1], "//" if op == "/" else op, right[1]))))
            else:
                left = ("any", words_of(left) + words_of(right))
        return left

    def unary(self):
        k, v = self.peek()
        if k == "op" and v in ("-", "!", "&"):
            self.i += 1
            x = self.unary()
            return x if v == "&" else ("any", words_of(x))
        return self.load(self.postfix(self.primary()))

    def load(self, x):
        """The value a pointer holds: its words."""
        if x[0] != "ptr":
            return x
        _, buf, t, off = x
        if t[0] == "atomic":
            t = t[1]
        if t[0] == "scalar":
            size = wgslref.SCALARS[t[1]]
            return ("word", buf, off // 4, (off % 4) // 2 if size == 2 else None)
        if t[0] == "vec":
            s = wgslref.SCALARS[t[2][1]]
            return ("vec", [self.load(("ptr", buf, t[2], off + c * s)) for c in range(t[1])])
        return ("any", [])

    def args(self):
        out = []
        self.expect("(")
        while self.peek() != ("op", ")"):
            out.append(self.binary())
            if self.peek() == ("op", ","):
                self.i += 1
        self.expect(")")
        return out

    def expect(self, op):
        if self.peek() != ("op", op):
            raise ValueError("expected %s" % op)
        self.i += 1

    def primary(self):
        k, v = self.peek()
        self.i += 1
        if k == "num":
            return ("int", v)
        if k == "op" and v == "(":
            x = self.binary()
            self.expect(")")
            return x
        if k != "id":
            raise ValueError("unexpected %r" % (v,))
        # generic arguments: vec3<f32>, bitcast<u32>, array<..>
        if self.peek() == ("op", "<"):
            depth = 0
            while True:
                t = self.peek()
                self.i += 1
                if t == ("op", "<"):
                    depth += 1
                elif t == ("op", ">"):
                    depth -= 1
                    if depth == 0:
                        break
        if self.peek() == ("op", "("):
            args = self.args()
            if re.match(r"^vec[234][fiuh]?$", v):
                flat = []
                for a in args:
                    flat.extend(a[1] if a[0] == "vec" else [a])
                n = int(v[3])
                if len(flat) == 1:
                    flat = flat * n
                return ("vec", flat)
            if v in ("bitcast", "f32", "u32", "i32", "f16", "atomicLoad") and len(args) == 1:
                return args[0]
            if v == "unpack2x16float" and len(args) == 1 and args[0][0] == "word":
                w = args[0]
                return ("vec", [("word", w[1], w[2], 0), ("word", w[1], w[2], 1)])
            return ("any", sum((words_of(a) for a in args), []))
        if v in self.buffers:
            return ("ptr", v, self.buffers[v], 0)
        if v in self.lets:
            if v not in self.memo:
                save = self.toks, self.i
                self.memo[v] = ("any", [])
                self.memo[v] = self.parse(self.lets[v])
                self.toks, self.i = save
            return self.memo[v]
        return ("any", [])

    def postfix(self, x):
        lay = self.layout
        while True:
            k, v = self.peek()
            if (k, v) == ("op", "["):
                self.i += 1
                idx = self.binary()
                self.expect("]")
                if x[0] == "ptr" and idx[0] == "int":
                    _, buf, t, off = x
                    if t[0] == "array":
                        x = ("ptr", buf, t[1], off + idx[1] * lay.stride(t))
                    elif t[0] == "vec":
                        x = ("ptr", buf, t[2], off + idx[1] * wgslref.SCALARS[t[2][1]])
                    elif t[0] == "mat":
                        x = ("ptr", buf, ("vec", t[2], t[3]), off + idx[1] * lay.stride(t))
                    else:
                        raise ValueError("cannot index %r" % (t,))
                elif x[0] == "vec" and idx[0] == "int" and idx[1] < len(x[1]):
                    x = x[1][idx[1]]
                else:
                    x = ("any", words_of(self.load(x)) + words_of(idx))
            elif (k, v) == ("op", "."):
                self.i += 1
                sw = self.peek()[1]
                self.i += 1
                if x[0] == "ptr" and x[2][0] == "struct":
                    offs, _, _ = lay.struct_layout(x[2][1])
                    if sw not in offs:
                        raise ValueError("struct %s has no member %s" % (x[2][1], sw))
                    x = ("ptr", x[1], offs[sw][1], x[3] + offs[sw][0])
                    continue
                x = self.load(x)
                if x[0] == "vec" and re.match(r"^[xyzw]+$", sw):
                    comps = [x[1]["xyzw".index(c)] for c in sw]
                    x = comps[0] if len(comps) == 1 else ("vec", comps)
                else:
                    x = ("any", words_of(x))
            else:
                return x


def words_of(v):
    if v[0] == "word":
        return [v]
    if v[0] in ("vec", "any"):
        return sum((words_of(x) for x in v[1]), []) if v[0] == "vec" else v[1]
    return []


def wgsl_reads(text):
    """({probe index: [words] or a reason}, {buffer: (type, uniform)}, Layout)
    from a WGSL module: each buffer's type and the structs parsed, offsets
    from WGSL's layout rules."""
    layout = wgslref.Layout(wgslref.parse_structs(text))
    bufs = {}
    for m in re.finditer(r"var<(uniform|storage)[^>]*>\s*(\w+)\s*:\s*([^;]+);", text):
        bufs[m.group(2)] = (wgslref.parse_type(m.group(3).strip()), m.group(1) == "uniform")
    lets = {}
    for m in re.finditer(r"\b(?:let|var)\s+(\w+)\s*(?::\s*[^=;]+)?=\s*([^;]+);", text):
        lets[m.group(1)] = m.group(2)
    reads = {}
    ev = WgslExpr(lets, dict((n, t) for n, (t, _) in bufs.items()), layout)
    for m in re.finditer(r"\b%s\[(\d+)u?\]\s*=\s*([^;]+);" % PROBE_BUF, text):
        try:
            v = ev.parse(m.group(2))
            reads[int(m.group(1))] = words_of(v)
        except ValueError as e:
            reads[int(m.group(1))] = "unreadable (%s): %s" % (e, m.group(2).strip())
    return reads, bufs, layout


# A WGSL module with a struct-typed uniform buffer (@align, @size, a matrix,
# an array, a nested struct, f16), and the words its reads take, worked out
# by hand from WGSL 13.4: x 0; y 4 (@size(12): ends 16); v vec3 align 16: 16,
# .z 24; m mat2x3 align 16 at 32 (v ends 28), column stride 16: m[1].y = 52;
# arr align 16 at 64 (m is 32 bytes), stride 16: arr[1].w = 92; i (Inner:
# a 0, b @align(16) 16, size 32) at 96: i.b.x = 112; h vec2<f16> align 4 at
# 128: h.y = 130 (word 32, high half). Our compiler declares buffers as raw
# words today; this keeps the struct path of the evaluator honest.
WGSL_SELFTEST = """
struct Inner { a: f32, @align(16) b: vec3<f32>, }
struct Blk { x: f32, @size(12) y: f32, v: vec3<f32>, m: mat2x3<f32>, arr: array<vec4<f32>, 2>, i: Inner,
             h: vec2<f16>, }
@group(0) @binding(0) var<uniform> U: Blk;
@group(0) @binding(1) var<storage, read_write> OshLayoutProbe: array<u32>;
fn f() {
    OshLayoutProbe[0u] = bitcast<u32>(U.x);
    OshLayoutProbe[1u] = bitcast<u32>(U.y);
    OshLayoutProbe[2u] = bitcast<u32>(U.v.z);
    OshLayoutProbe[3u] = bitcast<u32>(U.m[1].y);
    OshLayoutProbe[4u] = bitcast<u32>(U.arr[1].w);
    OshLayoutProbe[5u] = bitcast<u32>(U.i.b.x);
    let t = U.v;
    OshLayoutProbe[6u] = bitcast<u32>(t.y);
    OshLayoutProbe[7u] = bitcast<u32>(f32(U.h.y));
}
"""
WGSL_SELFTEST_WORDS = [(0, None), (1, None), (6, None), (13, None), (23, None), (28, None), (5, None), (32, 1)]


def wgsl_selftest(fails):
    reads, bufs, layout = wgsl_reads(WGSL_SELFTEST)
    got = [[(w[2], w[3]) for w in reads.get(k, [])] if isinstance(reads.get(k), list) else reads.get(k)
           for k in range(len(WGSL_SELFTEST_WORDS))]
    fails.check(got == [[w] for w in WGSL_SELFTEST_WORDS], "WGSL layout self-test", "WGSL words",
                WGSL_SELFTEST_WORDS, got)
    errs = layout.layout_errors(bufs["U"][0], True, "U")
    fails.check(errs == [], "WGSL layout self-test", "WGSL uniform constraints", "none", errs)
    bad = wgslref.Layout(wgslref.parse_structs("struct S { a: f32, } struct B { s: S, b: f32, arr: array<f32, 2>, }"))
    errs = bad.layout_errors(("struct", "B"), True, "B")
    fails.check(len(errs) == 4, "WGSL layout self-test", "WGSL uniform violations found (struct and array "
                "alignment, struct spacing, array stride)", 4, errs)


# The struct-declaration check on a hand-written pair: the HLSL block's
# layout (layoutref: a 0, b at vk::offset 32, the struct c 16-aligned at 48,
# Inner's y at 4) against a WGSL declaration that reaches it with @size and
# @align; without the @size on a, b and c move (16, 32) and both must fail.
DECL_SELFTEST_HLSL = """
struct Inner { float x; uint y; };
cbuffer B : register(b0) { float4 a; [[vk::offset(32)]] uint b; Inner c; };
"""
DECL_SELFTEST_WGSL = """
struct Inner { x: f32, @size(12) y: u32, }
struct type_B { @size(32) a: vec4<f32>, b: u32, @align(16) c: Inner, }
@group(0) @binding(0) var<uniform> B: type_B;
"""


def decl_selftest(fails):
    buf = L.parse(DECL_SELFTEST_HLSL, []).buffers[0]
    for text, nbad in ((DECL_SELFTEST_WGSL, 0), (DECL_SELFTEST_WGSL.replace("@size(32) ", ""), 2)):
        _, bufs, layout = wgsl_reads(text)
        probe = Failures()
        form = check_wgsl_decl(layout, probe, "B", buf, bufs["B"][0], True)
        fails.check(form == "struct" and len(probe.items) == nbad, "WGSL declaration self-test",
                    "failures of the member check", nbad, probe.items)


# --------------------------------------------------------------------------
# The probe


def probe_reads(buf):
    """[(hlsl expression, byte offset, scalar)] reading every scalar of buf."""
    out = []
    name = buf.name + "".join("[0]" for _ in buf.res_dims)
    if buf.kind == "structured":
        L.leaves(buf.element, 0, name, out)
    else:
        prefix = name + "." if buf.named else ""
        for m in buf.members:
            L.leaves(m, 0, prefix + m.name, out)
    return out


def probe_store(k, path, scalar):
    dst = "%s[%d]" % (PROBE_BUF, k)
    if scalar.name == "bool":
        return "%s = ((%s) ? 1u : 0u);" % (dst, path)
    if scalar.name == "half":
        return "%s = asuint((float)(%s));" % (dst, path)
    if scalar.name == "double":
        return "{ uint lo, hi; asuint(%s, lo, hi); %s = lo ^ hi; }" % (path, dst)
    if scalar.name in ("int16", "uint16", "int64"):
        return "%s = (uint)(%s);" % (dst, path)
    if scalar.name == "uint64":  # (uint64_t) first: a vk::BufferPointer is one too
        return "%s = (uint)(uint64_t)(%s);" % (dst, path)
    return "%s = asuint(%s);" % (dst, path)


def probe_source(src, bufs):
    lines = [src, "", "[[vk::binding(0, 31)]] RWStructuredBuffer<uint> %s : register(u0, space31);" % PROBE_BUF,
             "[numthreads(1, 1, 1)]", "void %s() {" % PROBE_ENTRY]
    plan = []
    for b in bufs:
        if b.hlsl_kind in ("AppendStructuredBuffer", "ConsumeStructuredBuffer"):
            continue  # cannot be indexed: checked on the shader's own entry points only
        for path, off, sc in probe_reads(b):
            lines.append("    " + probe_store(len(plan), path, sc))
            plan.append((b, path, off, sc))
    lines.append("}")
    return "\n".join(lines) + "\n", plan


def has_wide(buf):
    """A 64-bit scalar or a 16-bit integer: WGSL has neither (OSH5202)."""
    out = []
    if buf.element is not None:
        L.leaves(buf.element, 0, "", out)
    else:
        for m in buf.members:
            L.leaves(m, 0, "", out)
    return any(sc.size == 8 or (sc.size == 2 and sc.name != "half") for _, _, sc in out)


# --------------------------------------------------------------------------
# Per shader


def stage_args(sh):
    """[(label, args)] for the shader's own entry points."""
    if getattr(sh, "graphics", False):
        return [(st, sh.args + ["-T", sh.stages[st][1], "-E", sh.stages[st][0]]) for st in sorted(sh.stages)]
    return [("main", sh.args)]


def probe_args(args):
    out = []
    skip = False
    # the probe is a compute entry of the shader's own shader model (6.0 at
    # least; 6.2 for 16-bit types): a later model's features stay legal
    model = (6, 2) if "-enable-16bit-types" in args else (6, 0)
    for i, a in enumerate(args):
        prof = args[i + 1] if a == "-T" and i + 1 < len(args) else a[2:] if a.startswith("-T") else ""
        m = re.match(r"^\w+_(\d+)_(\d+)", prof)
        if m and (int(m.group(1)), int(m.group(2))) > model:
            model = (int(m.group(1)), int(m.group(2)))
    for a in args:
        if skip:
            skip = False
            continue
        if a in ("-T", "-E"):
            skip = True
            continue
        if re.match(r"^-[TE].", a) or a.startswith("-fspv-entrypoint-name="):
            continue
        out.append(a)
    return out + ["-T", "cs_%d_%d" % model, "-E", PROBE_ENTRY]


def check_shader(path, compiler, work, fails, stats, verbose):
    sh = oshtest.Shader(path)
    name = "%s/%s" % (os.path.basename(os.path.dirname(path)), os.path.basename(path))
    if sh.errors:
        return
    if sh.expect_error:
        if os.path.dirname(path) == os.path.join(HERE, "shaders"):
            # a layout the compiler must refuse (its corpus-style check is here)
            for target in ("spirv", "wgsl"):
                out = os.path.join(work, "refused.%s" % target)
                rc, err = compile_unit(compiler, sh.args, sh.dir, sh.file, target, out)
                codes = set(re.findall(r"error: .*\[(OSH\d{4})\]$", err, re.M))
                fails.check(rc == 1 and set(sh.expect_error_codes or []) <= codes and not os.path.exists(out),
                            "%s (%s)" % (name, target), "refusal (EXPECT-ERROR)",
                            "exit 1 with %s" % " ".join(sh.expect_error_codes or []),
                            "exit %d: %s" % (rc, err.strip()[:300]))
        return
    with open(path, encoding="utf-8") as f:
        src = f.read()
    parsed = L.parse(src, sh.args)
    for what, reason in parsed.skipped:
        stats["skipped"].append((name, what, reason))
    bufs = parsed.buffers
    if "-fspv-flatten-resource-arrays" in sh.args:
        # each element is its own variable (In[0], In[1]...): layoutref's
        # variables are the arrays
        for b in [b for b in bufs if b.res_dims]:
            stats["skipped"].append((name, b.name, "flattened resource array"))
        bufs = [b for b in bufs if not b.res_dims]
    if not bufs:
        return
    spirv_ok = "spirv" in sh.targets and sh.target_error["spirv"] is None
    wgsl_ok = "wgsl" in sh.targets and sh.target_error["wgsl"] is None
    tmp = tempfile.mkdtemp(dir=work)

    # the shader's own entry points: SPIR-V + reflection
    if spirv_ok:
        for label, args in stage_args(sh):
            spv, rj = os.path.join(tmp, "%s.spv" % label), os.path.join(tmp, "%s.json" % label)
            rc, err = compile_unit(compiler, args, sh.dir, sh.file, "spirv", spv, rj)
            if rc != 0:
                # not a layout failure: the shader's own corpus test reports it
                stats["not_compiling"].append("%s (%s): %s" % (name, label, err.strip().split("\n")[0][:200]))
                shutil.rmtree(tmp, ignore_errors=True)
                return
            rc, dis, err = run(["spirv-dis", "--no-color", spv])
            spvm = Spirv(dis)
            with open(rj) as f:
                refl = json.load(f)
            for b in bufs:
                where = "%s %s (%s)" % (name, b.name, label)
                check_spirv(spvm, fails, where, b)
                check_refl(refl, fails, where, b)

    # the probe: every buffer, both targets
    psrc, plan = probe_source(src, bufs)
    pfile = os.path.join(tmp, "probe_" + sh.file)
    with open(pfile, "w") as f:
        f.write(psrc)
    pargs = probe_args(sh.args)
    if spirv_ok:
        spv, rj = os.path.join(tmp, "probe.spv"), os.path.join(tmp, "probe.json")
        rc, err = compile_unit(compiler, pargs, tmp, os.path.basename(pfile), "spirv", spv, rj)
        if rc != 0:
            fails.fail("%s: the SPIR-V probe compile failed (exit %d): %s (probe kept in %s)"
                       % (name, rc, err.strip()[:800], pfile))
        else:
            rc, dis, err = run(["spirv-dis", "--no-color", spv])
            spvm = Spirv(dis)
            with open(rj) as f:
                refl = json.load(f)
            for b in bufs:
                where = "%s %s (probe)" % (name, b.name)
                if b.hlsl_kind in ("AppendStructuredBuffer", "ConsumeStructuredBuffer"):
                    continue
                if not check_spirv(spvm, fails, where, b):
                    fails.fail("%s: no SPIR-V variable named %s in the probe" % (where, b.name))
                if not check_refl(refl, fails, where, b):
                    fails.fail("%s: the probe's reflection lists no %s" % (where, b.name))
    if wgsl_ok:
        wg, rj = os.path.join(tmp, "probe.wgsl"), os.path.join(tmp, "probe.wgsl.json")
        rc, err = compile_unit(compiler, pargs, tmp, os.path.basename(pfile), "wgsl", wg, rj)
        if rc != 0:
            if "OSH5202" in err and any(has_wide(b) or b.res_dims for b in bufs):
                stats["wgsl_na"].append(name)
            else:
                fails.fail("%s: the WGSL probe compile failed (exit %d): %s (probe kept in %s)"
                           % (name, rc, err.strip()[:800], pfile))
        else:
            with open(wg) as f:
                text = f.read()
            with open(rj) as f:
                refl = json.load(f)
            check_wgsl(text, plan, bufs, fails, name, wgsl_names(text, refl), stats)
            for b in bufs:
                where = "%s %s (probe)" % (name, b.name)
                if b.hlsl_kind in ("AppendStructuredBuffer", "ConsumeStructuredBuffer"):
                    continue
                if not check_refl(refl, fails, where, b):
                    fails.fail("%s: the WGSL probe's reflection lists no %s" % (where, b.name))
    stats["buffers"] += len(bufs)
    for b in bufs:
        stats["members"] += count_members(b)
    if verbose:
        print("%s: %d buffers" % (name, len(bufs)))
    if not fails.items:
        shutil.rmtree(tmp, ignore_errors=True)


def wgsl_names(text, refl):
    """{HLSL buffer name: WGSL variable}, through the (group, binding) the
    reflection gives each buffer (WGSL renames e.g. $Globals)."""
    by_slot = {}
    for m in re.finditer(r"@group\((\d+)\)\s*@binding\((\d+)\)\s*var(?:<[^>]*>)?\s+(\w+)", text):
        by_slot[(int(m.group(1)), int(m.group(2)))] = m.group(3)
    out = {}
    for e in refl.get("entry_points", []):
        for r in e.get("resources", []):
            slot = (r.get("set"), r.get("wgsl_binding", r.get("binding")))
            if slot in by_slot:
                out[r.get("name")] = by_slot[slot]
        pc = e.get("push_constants")
        if pc and pc.get("wgsl_uniform"):
            slot = (pc["wgsl_uniform"].get("group"), pc["wgsl_uniform"].get("binding"))
            if slot in by_slot:
                out[pc.get("name")] = by_slot[slot]
    return out


# a bool in a buffer is a 32-bit word (0 or 1), as in SPIR-V
WGSL_SCALARS = {"float": "f32", "int": "i32", "uint": "u32", "dword": "u32", "bool": "u32"}


def is_word_form(ty, uniform):
    """Raw words: array<vec4<u32>, N> (uniform), array<u32> or array<atomic<u32>>."""
    if ty[0] != "array":
        return False
    e = ty[1][1] if ty[1][0] == "atomic" else ty[1]
    if uniform:
        return e == ("vec", 4, ("scalar", "u32")) and ty[2] is not None
    return e == ("scalar", "u32") and ty[2] is None


def check_wgsl_node(layout, fails, where, node, t, off):
    """A layoutref node against the WGSL type t that WGSL's rules place at
    byte off (relative to the element or block): offset, array counts and
    strides, matrix shape and column stride, scalar type, members."""
    path = "%s.%s" % (where, node.name)
    fails.check(off == node.offset, path, "WGSL struct member offset (WGSL rules)", node.offset, off)
    for count, stride in node.arrays:
        if not fails.check(t[0] == "array" and (t[2] or 0) == count, path, "WGSL array of %s" % (count or "runtime"),
                           count, t):
            return
        fails.check(layout.stride(t) == stride, path, "WGSL array stride (WGSL rules)", stride, layout.stride(t))
        t = t[1]
    b = L.normalize(node.base)
    if isinstance(b, L.Scalar):
        want = ("scalar", WGSL_SCALARS.get(b.name, b.name))
        fails.check(t == want, path, "WGSL scalar type", want, t)
    elif isinstance(b, L.Vector):
        want = ("vec", b.n, ("scalar", WGSL_SCALARS.get(b.scalar.name, b.scalar.name)))
        fails.check(t == want, path, "WGSL vector type", want, t)
    elif isinstance(b, L.Matrix):
        vecs, comps = L.mat_shape(node.base if isinstance(node.base, L.Matrix) else b)
        if fails.check(t[0] == "mat" and t[1] == vecs and t[2] == comps, path,
                       "WGSL matrix (columns = stored vectors)", "mat%dx%d" % (vecs, comps), t):
            fails.check(layout.stride(t) == node.matrix_stride, path, "WGSL matrix column stride (WGSL rules)",
                        node.matrix_stride, layout.stride(t))
    elif isinstance(b, L.Struct):
        if fails.check(t[0] == "struct", path, "WGSL struct", "a struct", t):
            check_wgsl_members(layout, fails, path, node.members, t[1])


def check_wgsl_members(layout, fails, where, members, sname):
    # osh_pad: the padding member before a first member past offset 0
    decl = [d for d in layout.structs.get(sname, []) if not d[0].startswith("osh_pad")]
    if not fails.check(len(decl) == len(members), where, "WGSL struct %s members" % sname, len(members), len(decl)):
        return
    offs, _, _ = layout.struct_layout(sname)
    for m, (wname, ty, _, _) in zip(members, decl):
        fails.check(wname in (m.name, m.name + "_"), "%s.%s" % (where, m.name), "WGSL member name", m.name, wname)
        check_wgsl_node(layout, fails, where, m, ty, offs[wname][0])


def check_wgsl_decl(layout, fails, where, b, ty, uniform):
    """A buffer declared with its types: every member's WGSL offset, stride
    and shape, from the declaration by WGSL's rules, against layoutref.
    Returns "words" or "struct"."""
    if is_word_form(ty, uniform):
        return "words"
    if b.kind == "structured":
        if fails.check(ty[0] == "array" and ty[2] is None, where, "WGSL structured buffer type", "array<T>", ty):
            fails.check(layout.stride(ty) == b.stride(), where, "WGSL element stride (WGSL rules)", b.stride(),
                        layout.stride(ty))
            node = L.Node(b.element.name, b.element.type)
            node.__dict__.update(b.element.__dict__)
            node.arrays = b.element.arrays[1:]
            check_wgsl_node(layout, fails, where, node, ty[1], 0)
    elif fails.check(ty[0] == "struct", where, "WGSL block type", "a struct", ty):
        check_wgsl_members(layout, fails, where, b.members, ty[1])
    return "struct"


def check_wgsl(text, plan, bufs, fails, name, names, stats=None):
    try:
        reads, decl, layout = wgsl_reads(text)
    except ValueError as e:
        fails.fail("%s: cannot read the WGSL output: %s" % (name, e))
        return
    for b in bufs:
        where = "%s %s (WGSL)" % (name, b.name)
        wname = names.get(b.name)
        if not fails.check(wname in decl, where, "WGSL buffer variable (from the reflected group/binding)",
                           "a buffer variable", wname):
            continue
        ty, uniform = decl[wname]
        want_uniform = b.kind in ("cbuffer", "push")
        fails.check(uniform == want_uniform, where, "WGSL address space", "uniform" if want_uniform else "storage",
                    "uniform" if uniform else "storage")
        errs = layout.layout_errors(ty, uniform, b.name)
        fails.check(not errs, where, "WGSL uniform layout constraints", "none", errs)
        form = check_wgsl_decl(layout, fails, where, b, ty, uniform)
        if stats is not None:
            stats["wgsl_" + form].append("%s %s" % (name, b.name))
        if want_uniform:
            # the declared type must cover the block (WGSL rules give its size)
            end = max([n.offset + n.size for n in b.members] + [0])
            size = layout.align_size(ty)[1]
            fails.check(size >= end, where, "WGSL buffer size (%s) covering the block end" % (ty,),
                        ">= %d" % end, size)
    for k, (b, path, off, sc) in enumerate(plan):
        where = "%s %s (WGSL)" % (name, b.name)
        got = reads.get(k)
        want = (names.get(b.name, b.name), off // 4, (off % 4) // 2 if sc.size == 2 else None)
        if not isinstance(got, list):
            fails.check(False, where, "WGSL word read by %s" % path, "word %d" % want[1], got or "no probe store")
            continue
        ws = [(w[1], w[2], w[3]) for w in got]
        ws = [w if sc.size == 2 else (w[0], w[1], None) for w in ws]
        fails.check(ws == [want], where, "WGSL word index of %s" % path,
                    "%s[%d]%s" % (want[0], want[1], "" if want[2] is None else " half %d" % want[2]),
                    ", ".join("%s[%d]%s" % (w[0], w[1], "" if w[2] is None else " half %d" % w[2]) for w in ws)
                    or "no buffer word")


def count_members(b):
    n = 0
    stack = list(b.members or [])
    while stack:
        m = stack.pop()
        n += 1
        stack.extend(m.members or [])
    return n if b.members else 1


# --------------------------------------------------------------------------
# The hand-written tables


def flatten_node(n, prefix, out):
    key = prefix + n.name
    e = {"offset": n.offset}
    if n.arrays:
        e["array_strides"] = [s for _, s in n.arrays]
    if n.matrix_stride is not None and isinstance(L.normalize(n.base), L.Matrix):
        e["matrix_stride"] = n.matrix_stride
        e["spirv_major"] = "ColMajor" if n.row_major else "RowMajor"
    out[key] = e
    for m in n.members or []:
        flatten_node(m, key + ".", out)


def flatten_buffer(b):
    out = {}
    if b.kind == "structured":
        out["(stride)"] = {"offset": b.stride()}
    for m in b.members or []:
        flatten_node(m, "", out)
    return out


def check_by_hand(compiler, work, fails, stats):
    with open(os.path.join(HERE, "expected_by_hand.json")) as f:
        table = json.load(f)
    for shader, buffers in sorted(table.items()):
        if shader.startswith("_"):
            continue
        path = os.path.join(ROOT, shader)
        sh = oshtest.Shader(path)
        with open(path) as f:
            parsed = L.parse(f.read(), sh.args)
        got = {b.name: flatten_buffer(b) for b in parsed.buffers}
        for bname, members in sorted(buffers.items()):
            if bname.startswith("_"):
                continue
            for key, want in sorted(members.items()):
                if key.startswith("_"):
                    continue
                have = got.get(bname, {}).get(key)
                for field, v in sorted(want.items()):
                    if field.startswith("_"):
                        continue
                    fails.check(have is not None and have.get(field) == v, "%s %s %s [hand table vs layoutref]"
                                % (shader, bname, key), field, v, None if have is None else have.get(field))
                    stats["hand"] += 1
        # and the compiler against the table: word index of each hand offset
        # in the SPIR-V output of the shader itself
        spv = os.path.join(work, "hand_%s.spv" % os.path.basename(shader))
        rc, err = compile_unit(compiler, sh.args, sh.dir, sh.file, "spirv", spv)
        if rc != 0:
            fails.fail("%s: compile failed: %s" % (shader, err[:300]))
            continue
        rc, dis, _ = run(["spirv-dis", "--no-color", spv])
        spvm = Spirv(dis)
        for bname, members in sorted(buffers.items()):
            if bname.startswith("_"):
                continue
            v = spvm.variable(bname)
            if not fails.check(v is not None, "%s %s" % (shader, bname), "SPIR-V variable", bname, None):
                continue
            sid = v[0]
            st = spvm.types[sid]
            if "(stride)" in members:
                arr = st[1]
                got_stride = spvm.deco.get(arr, {}).get("ArrayStride", ["none"])[0]
                fails.check(got_stride == str(members["(stride)"]["offset"]), "%s %s [hand table vs SPIR-V]"
                            % (shader, bname), "element stride", members["(stride)"]["offset"], got_stride)
                sid = spvm.types[arr][1]
            if spvm.types[sid][0] != "OpTypeStruct":
                continue
            for k in range(len(spvm.types[sid]) - 1):
                mname = spvm.member_names.get((sid, k))
                want = members.get(mname)
                w = "%s %s.%s [hand table vs SPIR-V]" % (shader, bname, mname)
                deco = spvm.member_deco.get((sid, k), {})
                got_off = deco.get("Offset", ["none"])[0]
                if not fails.check(want is not None and str(want["offset"]) == got_off, w, "Offset",
                                   want and want["offset"], got_off):
                    continue
                stats["hand"] += 1
                t = spvm.types[sid][k + 1]
                for stride in want.get("array_strides", []):
                    got = spvm.deco.get(t, {}).get("ArrayStride", ["none"])[0]
                    fails.check(got == str(stride), w, "ArrayStride", stride, got)
                    stats["hand"] += 1
                    t = spvm.types.get(t, ["", t])[1]
                if "matrix_stride" in want:
                    got = deco.get("MatrixStride", ["none"])[0]
                    fails.check(got == str(want["matrix_stride"]), w, "MatrixStride", want["matrix_stride"], got)
                    have = [x for x in ("RowMajor", "ColMajor") if x in deco]
                    fails.check(have == [want["spirv_major"]], w, "majorness", want["spirv_major"], have)
                    stats["hand"] += 2


# --------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--compiler", default=os.environ.get("OSH_COMPILER") or os.path.join(ROOT, "build", "oneshader"))
    ap.add_argument("--only", help="only shaders whose file name contains this")
    ap.add_argument("--out", help="folder for the work files (default: a temporary folder)")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args(argv)
    if not shutil.which("spirv-dis"):
        print("%s: spirv-dis not found" % ("FAIL" if os.environ.get("CI") == "true" else "SKIP"))
        return 1 if os.environ.get("CI") == "true" else 77
    if not os.path.exists(a.compiler):
        print("FAIL: no compiler at %s" % a.compiler)
        return 1
    compiler = os.path.abspath(a.compiler)
    fails = Failures()
    stats = {"buffers": 0, "members": 0, "skipped": [], "wgsl_na": [], "hand": 0, "not_compiling": [],
             "wgsl_struct": [], "wgsl_words": []}
    if a.out:
        shutil.rmtree(a.out, ignore_errors=True)
        os.makedirs(a.out)
        work = os.path.abspath(a.out)
    else:
        work = tempfile.mkdtemp(prefix="osh-layout-")
    shaders = []
    for d in CORPORA:
        if os.path.isdir(d):
            shaders += [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith(".hlsl")]
    for p in shaders:
        if a.only and a.only not in os.path.basename(p):
            continue
        try:
            check_shader(p, compiler, work, fails, stats, a.verbose)
        except Exception as e:  # a harness error is a failure with its shader named
            fails.fail("%s: %s: %s" % (p, type(e).__name__, e))
    wgsl_selftest(fails)
    decl_selftest(fails)
    if not a.only:
        check_by_hand(compiler, work, fails, stats)
    skipped = sorted(set(stats["skipped"]))
    for s in skipped:
        print("skipped: %s: %s: %s" % s)
        if s not in SKIP_ALLOWLIST:
            fails.fail("%s: %s: layoutref cannot parse it (%s) and it is not in SKIP_ALLOWLIST" % s)
    for n in stats["wgsl_na"]:
        print("no WGSL check (64-bit or 16-bit integer members or resource arrays, refused by the WGSL target): %s"
              % n)
    for n in stats["not_compiling"]:
        print("not checked, the shader itself does not compile (its corpus test fails): %s" % n)
    for f in fails.items:
        print("FAIL: %s" % f)
    if a.verbose:
        for n in stats["wgsl_struct"]:
            print("WGSL struct: %s" % n)
    print("WGSL buffers (probe): %d declared as structs, %d as words"
          % (len(stats["wgsl_struct"]), len(stats["wgsl_words"])))
    print("checks by kind: %s" % ", ".join("%s %d" % kv for kv in sorted(fails.by_kind.items())))
    print("layout: %d buffers, %d members, %d checks (%d against the hand tables), %d skipped, %d failures"
          % (stats["buffers"], stats["members"], fails.checks, stats["hand"], len(skipped), len(fails.items)))
    if not fails.items and not a.out:
        shutil.rmtree(work, ignore_errors=True)
    elif fails.items:
        print("work files kept in %s" % work)
    return 1 if fails.items else 0


if __name__ == "__main__":
    sys.exit(main())
