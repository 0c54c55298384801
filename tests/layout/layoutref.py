"""An independent reference for OneShader's buffer layouts (issue 4).

Written from the rules, not from the compiler: it imports nothing of
OneShader and reads nothing the compiler wrote. Sources:

- DXC's docs/SPIR-V.rst "Memory layout rules" and its AlignmentSizeCalculator
  (getAlignmentAndSize, alignUsingHLSLRelaxedLayout) and the struct member
  loop of LowerTypeVisitor (packoffset, vk::offset):
    cbuffer / ConstantBuffer          relaxed std140   ("std140r")
    structured buffers, push consts   relaxed std430   ("std430r")
    -fvk-use-gl-layout                std140 / std430  ("std140", "std430")
    -fvk-use-dx-layout                FXC packing      ("fxc_cb", "fxc_sb")
    -fvk-use-scalar-layout            scalar           ("scalar")
- WGSL spec 13.4 (memory layout) for the WGSL side: OneShader's WGSL buffers
  are raw words (shared/spec/wgsl-backend.md: a constant buffer or push-constant
  block is array<vec4<u32>, N>, 16-byte stride; a structured buffer
  array<u32>), so a member's WGSL word index is its byte offset / 4 and the
  WGSL layout equals the SPIR-V one. check_layout.py verifies the word the
  WGSL output actually reads.

The rules, in the terms used below (s = scalar size, V vectors of L
components for a matrix: HLSL row_major floatRxC is R rows of C, column_major
C columns of R):

  scalar          align s, size s (bool is a 32-bit word; min16* are 2 bytes
                  only with -enable-16bit-types)
  vector of n     align s * (4 if n == 3 else n) (std140/std430), s (fxc,
                  scalar); size n * s
  matrix          an array of V vectors of L: stride = align = s*(4 if L == 3
                  else L), rounded up to 16 under std140 rules; size V*stride.
                  fxc/scalar structured: align s, stride L*s, size V*L*s.
                  fxc cbuffer with V > 1: align 16, stride 16, size
                  16*(V-1) + L*s (the last vector is not padded; DXC's
                  FxcCTBuffer rule, PR #3672). A member that FXC would put
                  into that unpadded tail cannot be expressed in valid SPIR-V
                  (DXC's output fails spirv-val, DXC issue #3945); OneShader
                  refuses it (OSH0543, tests/layout/shaders/dx_matrix_tail).
                  1xN / Nx1 matrices are vectors here, except under the fxc
                  cbuffer rule when their stored vectors are single scalars
                  (column_major float1xN: N columns of 1; row_major floatNx1):
                  FXC gives each its own 16-byte register, and DXC declares
                  an array of N scalars with ArrayStride 16 (its tests
                  vk.layout.cbuffer.fxc.matrix.*): align 16, size
                  16*(N-1) + s.
  array of n      stride = element size rounded to its alignment (alignment
                  rounded to 16 under std140), size n*stride; fxc cbuffer:
                  size = element size + stride*(n-1); fxc/scalar structured:
                  stride = element size.
  struct          align = max member align (rounded to 16 under std140 and
                  fxc cbuffer), size = end of the last member rounded to the
                  alignment (not under fxc cbuffer; under scalar too, so that
                  an array of the struct keeps its members aligned).
  member offset   rounded to the member's alignment; under the relaxed rules
                  (std140r, std430r, fxc_cb) a vector aligns to its scalar
                  instead, unless it then straddles a 16-byte boundary (size
                  <= 16) or starts off one (size > 16): then 16.
                  vk::offset(N) sets the offset; packoffset(cN.x) = 16N + 4x.
  structured      the element stride is its size rounded to its alignment.

HLSL matrices are transposed in SPIR-V: HLSL row_major is SPIR-V ColMajor
and column_major is RowMajor; MatrixStride = the stride above. Integer and
bool matrices are no SPIR-V matrices: an intRxC is an array of R vectors of C
(its HLSL rows) whatever its majorness.
"""

import re

STD140_RULES = ("std140", "std140r", "fxc_cb")
RELAXED_RULES = ("std140r", "std430r", "fxc_cb")


def round_up(v, a):
    return (v + a - 1) // a * a if a else v


# --------------------------------------------------------------------------
# Types


class Scalar:
    def __init__(self, name, size):
        self.name, self.size = name, size

    def __repr__(self):
        return self.name


class Vector:
    def __init__(self, scalar, n):
        self.scalar, self.n = scalar, n


class Matrix:
    def __init__(self, scalar, rows, cols, row_major=None):
        self.scalar, self.rows, self.cols, self.row_major = scalar, rows, cols, row_major


class Array:
    def __init__(self, elem, count):
        self.elem, self.count = elem, count


class Struct:
    def __init__(self, name, fields):
        self.name, self.fields = name, fields  # [Field]


class Field:
    def __init__(self, name, type_, packoffset=None, vk_offset=None):
        self.name, self.type, self.packoffset, self.vk_offset = name, type_, packoffset, vk_offset


def scalar_of(t):
    while isinstance(t, Array):
        t = t.elem
    return t.scalar if isinstance(t, (Vector, Matrix)) else t


def normalize(t, rule=None):
    """One-row / one-column matrices are vectors (DXC: isVectorType), 1x1 and
    one-component vectors scalars; under the fxc cbuffer rule a matrix of N
    one-scalar vectors is an array of N scalars (16 bytes apart)."""
    if isinstance(t, Matrix) and rule == "fxc_cb" and t.rows * t.cols > 1:
        V, L = mat_shape(t)
        if L == 1:
            return Array(t.scalar, V)
    if isinstance(t, Matrix):
        if t.rows == 1 and t.cols == 1:
            return t.scalar
        if t.rows == 1 or t.cols == 1:
            return Vector(t.scalar, t.rows * t.cols)
        if t.scalar.name not in ("float", "half", "double"):
            # An integer or bool matrix is an array of its HLSL rows,
            # row_major or not (DXC refuses column-major ones; OneShader's
            # choice, docs/conformance.md's exceptions).
            rows = Array(Vector(t.scalar, t.cols), t.rows)
            rows.hlsl_rows = True  # indexed m[r].x, not as a one-row matrix
            return rows
    if isinstance(t, Vector) and t.n == 1:
        return t.scalar
    return t


def mat_shape(t):
    """(V, L): V stored vectors of L components."""
    return (t.rows, t.cols) if t.row_major else (t.cols, t.rows)


# --------------------------------------------------------------------------
# Layout


class Node:
    """One laid-out member. offset is relative to the enclosing struct (or
    array element); arrays = [(count, stride)] outermost first; members for
    structs (and arrays of structs), relative to one element."""

    def __init__(self, name, t):
        self.name, self.type = name, t
        self.offset = 0
        self.size = 0
        self.align = 0
        self.arrays = []
        self.matrix_stride = None
        self.row_major = None  # HLSL's sense, matrices only
        self.members = None
        self.base = None  # the innermost element type after arrays
        self.hlsl_type = None  # the declared innermost type (float1x3 before normalize)
        self.mat1 = None  # a matrix held as its innermost array of scalars (fxc cbuffer)

    def __repr__(self):
        return "Node(%s off=%d size=%d arrays=%s ms=%s)" % (self.name, self.offset, self.size, self.arrays,
                                                             self.matrix_stride)


def align_size(t, rule):
    """(alignment, size, node) of a type under a rule; node has no name/offset."""
    hlsl_t = t
    t = normalize(t, rule)
    node = Node(None, t)
    node.hlsl_type = hlsl_t
    if isinstance(t, Scalar):
        node.base = t
        node.align, node.size = t.size, t.size
    elif isinstance(t, Vector):
        s = t.scalar.size
        a = s if rule in ("fxc_cb", "fxc_sb", "scalar") else s * (4 if t.n == 3 else t.n)
        node.base = t
        node.align, node.size = a, t.n * s
    elif isinstance(t, Matrix):
        s = t.scalar.size
        V, L = mat_shape(t)
        node.base = t
        node.row_major = bool(t.row_major)
        if rule == "fxc_cb" and V > 1:
            # DXC writes the size as 16 * (V - 1) + L * s; the stride is 16
            # for every vector of at most 16 bytes, and for wider (64-bit)
            # vectors the stride keeps the vectors from overlapping.
            a = round_up(s * (4 if L == 3 else L), 16)
            node.align, node.matrix_stride, node.size = a, a, a * (V - 1) + L * s
        elif rule in ("fxc_sb", "scalar"):
            node.align, node.matrix_stride, node.size = s, L * s, V * L * s
        else:
            a = s * (4 if L == 3 else L)
            if rule in STD140_RULES:
                a = round_up(a, 16)
            node.align, node.matrix_stride, node.size = a, a, V * a
    elif isinstance(t, Array):
        ea, es, en = align_size(t.elem, rule)
        node.base = en.base
        node.hlsl_type = en.hlsl_type
        node.mat1 = hlsl_t if isinstance(hlsl_t, Matrix) and not getattr(t, "hlsl_rows", False) else en.mat1
        if isinstance(hlsl_t, Matrix) and not getattr(t, "hlsl_rows", False):
            node.hlsl_type = hlsl_t
        node.matrix_stride, node.row_major, node.members = en.matrix_stride, en.row_major, en.members
        if rule in ("fxc_sb", "scalar"):
            stride, a, size = es, ea, es * t.count
        else:
            a = round_up(ea, 16) if rule in STD140_RULES else ea
            stride = round_up(es, a)
            if rule == "fxc_cb":
                size = es + stride * (t.count - 1)
            else:
                size = round_up(stride * t.count, a)
        node.arrays = [(t.count, stride)] + en.arrays
        node.align, node.size = a, size
    elif isinstance(t, Struct):
        node.base = t
        node.members = layout_fields(t.fields, rule)
        maxa = max([m.align for m in node.members] + [1]) if node.members else 1
        end = 0
        for m in node.members:
            end = max(end, m.offset + m.size)
        if not node.members:
            return 1, 0, node
        if rule in STD140_RULES:
            maxa = round_up(maxa, 16)
        # scalar too: an array of {uint64_t a; int b;} at stride 12 would put
        # element 1's `a` at 12, off its 8-byte scalar alignment (Vulkan's
        # scalar layout needs every member at a multiple of its scalar
        # size); DXC rounds the same way (its issue #7894).
        size = end if rule == "fxc_cb" else round_up(end, maxa)
        node.align, node.size = maxa, size
    else:
        raise ValueError("unknown type %r" % (t,))
    return node.align, node.size, node


def layout_fields(fields, rule):
    out = []
    offset = 0
    for f in fields:
        a, size, node = align_size(f.type, rule)
        node.name = f.name
        t = normalize(f.type, rule)
        if rule in RELAXED_RULES and isinstance(t, Vector):
            sa = t.scalar.size
            fa = sa if sa <= 4 else a
            offset = round_up(offset, fa)
            straddle = (offset // 16 != (offset + size - 1) // 16) if size <= 16 else (offset % 16 != 0)
            if straddle:
                offset = round_up(offset, 16)
        else:
            offset = round_up(offset, a)
        if f.vk_offset is not None:
            offset = f.vk_offset
        elif f.packoffset is not None:
            # DXC checks overlap with the members before; members given out
            # of order (newer DXC sorts explicit offsets) are allowed here.
            offset = f.packoffset[0] * 16 + f.packoffset[1] * 4
        node.offset = offset
        out.append(node)
        offset += size
    return out


class Buffer:
    """One buffer block: kind is cbuffer, push, or structured; members are the
    block's (for structured buffers: the element's) nodes; element is the
    element node of a structured buffer (its arrays[0] = (0, stride))."""

    def __init__(self, name, kind, rule, members=None, element=None, elem_type=None):
        self.name, self.kind, self.rule = name, kind, rule
        self.members, self.element, self.elem_type = members, element, elem_type
        self.res_dims = []   # resource array dimensions (ConstantBuffer<S> cbs[2])
        self.hlsl_kind = None  # ConstantBuffer, StructuredBuffer, AppendStructuredBuffer, ...
        self.named = False   # members are read as name.member (ConstantBuffer<T>, push constants)

    def stride(self):
        return self.element.arrays[0][1] if self.element else None


def layout_block(name, kind, fields, rule):
    return Buffer(name, kind, rule, members=layout_fields(fields, rule))


def layout_structured(name, elem_type, rule):
    a, size, node = align_size(elem_type, rule)
    node.name = name
    stride = size if rule in ("fxc_sb", "scalar") else round_up(size, a)
    node.arrays = [(0, stride)] + node.arrays
    return Buffer(name, "structured", rule, members=node.members, element=node, elem_type=elem_type)


# --------------------------------------------------------------------------
# Leaves: every scalar component with its absolute byte offset, for the WGSL
# word check. Array dimensions are sampled (first, second, last).


def sample_indices(count):
    return sorted({0, min(1, count - 1), count - 1}) if count > 0 else [0, 1]


def leaves(node, base, path, out):
    """Appends (hlsl_access_path, byte_offset, scalar) for every scalar of
    node (its arrays expanded by sample_indices)."""
    _leaves_arr(node, node.arrays, base + node.offset, path, out)


def _leaves_arr(node, arrays, base, path, out):
    if len(arrays) == 1 and node.mat1 is not None:
        # the matrix's own scalars, one register each: m[0][k] (float1xN)
        # or m[k][0] (row_major floatNx1)
        count, stride = arrays[0]
        for k in range(count):
            acc = "[0][%d]" % k if node.mat1.rows == 1 else "[%d][0]" % k
            out.append((path + acc, base + k * stride, node.base))
        return
    if arrays:
        count, stride = arrays[0]
        for i in sample_indices(count):
            _leaves_arr(node, arrays[1:], base + i * stride, "%s[%d]" % (path, i), out)
        return
    t = node.base
    if isinstance(t, Scalar):
        out.append((path, base, t))
    elif isinstance(t, Vector):
        h = node.hlsl_type
        for c in range(t.n):
            if isinstance(h, Matrix):  # float1xN / floatNx1: indexed as a matrix
                acc = "[0][%d]" % c if h.rows == 1 else "[%d][0]" % c
            else:
                acc = "." + "xyzw"[c]
            out.append((path + acc, base + c * t.scalar.size, t.scalar))
    elif isinstance(t, Matrix):
        V, L = mat_shape(t)
        for r in range(t.rows):
            for c in range(t.cols):
                v, k = (r, c) if t.row_major else (c, r)
                out.append(("%s[%d][%d]" % (path, r, c), base + v * node.matrix_stride + k * t.scalar.size, t.scalar))
    elif isinstance(t, Struct):
        for m in node.members:
            leaves(m, base, "%s.%s" % (path, m.name) if path else m.name, out)


# --------------------------------------------------------------------------
# A small HLSL declaration parser (the subset corpus shaders use).

SCALARS_32 = {"float": "float", "int": "int", "uint": "uint", "dword": "uint", "bool": "bool",
              "float32_t": "float", "int32_t": "int", "uint32_t": "uint"}
SCALARS_16 = {"half": "half", "float16_t": "half", "int16_t": "int16", "uint16_t": "uint16"}
SCALARS_MIN = {"min16float": "half", "min10float": "half", "min16int": "int16", "min12int": "int16",
               "min16uint": "uint16"}
SCALARS_64 = {"double": "double", "int64_t": "int64", "uint64_t": "uint64", "float64_t": "double"}

TYPE_RE = re.compile(r"^(%s)([1-4])?(?:x([1-4]))?$" % "|".join(
    sorted(list(SCALARS_32) + list(SCALARS_16) + list(SCALARS_MIN) + list(SCALARS_64), key=len, reverse=True)))


class Unsupported(Exception):
    pass


class Options:
    def __init__(self, args):
        self.layout = "default"
        self.enable16 = False
        self.row_major_default = False
        for a in args:
            if a == "-fvk-use-dx-layout":
                self.layout = "dx"
            elif a == "-fvk-use-scalar-layout":
                self.layout = "scalar"
            elif a == "-fvk-use-gl-layout":
                self.layout = "gl"
            elif a == "-enable-16bit-types":
                self.enable16 = True
            elif a == "-Zpr":
                self.row_major_default = True
            elif a == "-Zpc":
                self.row_major_default = False

    def cbuffer_rule(self):
        return {"default": "std140r", "gl": "std140", "dx": "fxc_cb", "scalar": "scalar"}[self.layout]

    def sbuffer_rule(self):
        return {"default": "std430r", "gl": "std430", "dx": "fxc_sb", "scalar": "scalar"}[self.layout]

    def scalar(self, word):
        if word in SCALARS_32:
            return Scalar(SCALARS_32[word], 4)
        if word in SCALARS_64:
            return Scalar(SCALARS_64[word], 8)
        if word in SCALARS_16:
            if word != "half" and not self.enable16:
                raise Unsupported("%s needs -enable-16bit-types" % word)
            # half without -enable-16bit-types is a 32-bit float (DXC's HalfFloat)
            return Scalar(SCALARS_16[word], 2) if self.enable16 else Scalar("float", 4)
        if word in SCALARS_MIN:
            return Scalar(SCALARS_MIN[word], 2) if self.enable16 else Scalar(
                {"half": "float", "int16": "int", "uint16": "uint"}[SCALARS_MIN[word]], 4)
        raise Unsupported("unknown scalar %s" % word)


TOKEN_RE = re.compile(r"\s+|(?P<tok>[A-Za-z_]\w*|0[xX][0-9a-fA-F]+[uUlL]*|\d+[uUlL]*|\[\[|\]\]|::|.)", re.S)


def strip_comments(src):
    src = re.sub(r"/\*.*?\*/", lambda m: " " * len(m.group(0)), src, flags=re.S)
    return re.sub(r"//[^\n]*", "", src)


class Parsed:
    def __init__(self):
        self.buffers = []   # Buffer
        self.skipped = []   # (name, reason)
        self.decls = []     # (kind, name, type_or_fields) for the probe generator


class Parser:
    """Walks the top level of a shader: structs, typedefs, cbuffers,
    ConstantBuffer<T>, (RW/Append/Consume)StructuredBuffer<T>,
    [[vk::push_constant]] variables, #define'd integers and #pragma
    pack_matrix. Function bodies and everything else are skipped; a buffer it
    cannot type is listed in skipped with the reason."""

    MAX_DEPTH = 16

    def __init__(self, src, opts):
        self.opts = opts
        self.defines = {}
        self.structs = {}
        self.bad_structs = {}
        self.typedefs = {}
        self.out = Parsed()
        self.globals = []  # Field of the $Globals block
        self.globals_unsupported = None  # why $Globals cannot be modelled
        self.toks = []
        self.row_major = opts.row_major_default
        lines = strip_comments(src).split("\n")
        text = []
        for line in lines:
            s = line.strip()
            if s.startswith("#"):
                m = re.match(r"#\s*pragma\s+pack_matrix\s*\(\s*(row_major|column_major)\s*\)", s)
                if m:
                    text.append(" __pack_%s ; " % m.group(1))
                    continue
                m = re.match(r"#\s*define\s+(\w+)\s+(\d+)[uU]?\s*$", s)
                if m:
                    self.defines[m.group(1)] = int(m.group(2))
                    continue
                if re.match(r"#\s*(if|ifdef|ifndef|elif|else|endif|include)\b", s):
                    text.append(" __unsupported_pp ; ")
                continue
            text.append(line)
        for m in TOKEN_RE.finditer("\n".join(text)):
            if m.group("tok"):
                self.toks.append(m.group("tok"))
        self.i = 0

    # -- token helpers
    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def take(self, want=None):
        t = self.peek()
        if want is not None and t != want:
            raise Unsupported("expected %r, got %r" % (want, t))
        self.i += 1
        return t

    def skip_balanced(self, open_, close):
        depth = 0
        while self.peek() is not None:
            t = self.take()
            if t == open_:
                depth += 1
            elif t == close:
                depth -= 1
                if depth == 0:
                    return
        raise Unsupported("unbalanced %s" % open_)

    def skip_to_semicolon(self):
        while self.peek() is not None and self.peek() != ";":
            if self.peek() in ("{", "(", "["):
                self.skip_balanced(self.peek(), {"{": "}", "(": ")", "[": "]"}[self.peek()])
            else:
                self.take()
        if self.peek() == ";":
            self.take()

    def int_expr(self):
        """A constant array size: integer literals, #define'd names and + - * /."""
        toks = []
        depth = 0
        while self.peek() is not None and not (self.peek() == "]" and depth == 0):
            t = self.take()
            depth += t == "("
            depth -= t == ")"
            toks.append(t)
        expr = []
        for t in toks:
            if re.match(r"^\d+[uUlL]*$", t):
                expr.append(t.rstrip("uUlL"))
            elif t in self.defines:
                expr.append(str(self.defines[t]))
            elif t in "+-*/()":
                expr.append("//" if t == "/" else t)
            else:
                raise Unsupported("array size %r is not a constant this parser knows" % " ".join(toks))
        if not expr:
            raise Unsupported("unsized array")
        return int(eval("".join(expr), {"__builtins__": {}}))

    # -- types
    def parse_type(self, depth=0):
        """Modifiers then a type name; returns (type, majorness or None)."""
        major = None
        while self.peek() in ("row_major", "column_major", "const", "uniform", "precise", "nointerpolation",
                              "linear", "centroid", "noperspective", "sample", "snorm", "unorm", "volatile",
                              "extern", "shared", "globallycoherent"):
            t = self.take()
            if t in ("row_major", "column_major"):
                major = t == "row_major"
        if self.peek() == "struct" and self.peek(2) == "{":
            raise Unsupported("an anonymous/inline struct definition")
        if self.peek() == "struct":
            self.take()
        name = self.take()
        if name in ("vector", "matrix") and self.peek() == "<":
            self.take("<")
            el = self.opts.scalar(self.take())
            dims = []
            while self.peek() == ",":
                self.take(",")
                dims.append(int(self.take().rstrip("uU")))
            self.take(">")
            if name == "vector":
                return Vector(el, dims[0] if dims else 4), major
            return Matrix(el, dims[0] if dims else 4, dims[1] if len(dims) > 1 else 4), major
        if name == "vk" and self.peek() == "::":
            # vk::BufferPointer<T, A>: a 64-bit device address, laid out as a
            # uint64_t (8 bytes, aligned to 8) in every buffer.
            self.take("::")
            if self.take() != "BufferPointer":
                raise Unsupported("unknown type 'vk'")
            depth = 0
            while True:
                tok = self.take()
                depth += {"<": 1, ">": -1, ">>": -2}.get(tok, 0)
                if depth <= 0 or tok is None:
                    break
            return self.opts.scalar("uint64_t"), major
        m = TYPE_RE.match(name or "")
        if m:
            sc = self.opts.scalar(m.group(1))
            if m.group(3):
                return Matrix(sc, int(m.group(2)), int(m.group(3))), major
            if m.group(2):
                return Vector(sc, int(m.group(2))), major
            return sc, major
        if name in self.typedefs:
            t, tmajor = self.typedefs[name]
            return t, major if major is not None else tmajor
        if name in self.structs:
            return self.structs[name], major
        if name in self.bad_structs:
            raise Unsupported("struct %s: %s" % (name, self.bad_structs[name]))
        raise Unsupported("unknown type %r" % name)

    def finish_type(self, t, major):
        """Resolves matrix majorness (modifier, else #pragma pack_matrix/-Zpr)."""
        if isinstance(t, Matrix):
            return Matrix(t.scalar, t.rows, t.cols, self.row_major if major is None else major)
        if isinstance(t, Array):
            return Array(self.finish_type(t.elem, major), t.count)
        return t

    def declarator_tail(self, t):
        """Array dimensions after a name; returns the type."""
        dims = []
        while self.peek() == "[":
            self.take("[")
            if self.peek() == "]":
                raise Unsupported("unsized array")
            dims.append(self.int_expr())
            self.take("]")
        for d in reversed(dims):
            t = Array(t, d)
        return t

    def annotations(self):
        """`: packoffset(cN.x)`, `: register(...)`, `: SEMANTIC`; returns packoffset."""
        po = None
        while self.peek() == ":":
            self.take(":")
            w = self.take()
            if re.match(r"^\d", w or ""):
                # DXC packs bitfields into shared integer members; this model
                # does not, tests/corpus/compute/bitfield_buffers.hlsl runs
                # them (lavapipe and Dawn, values worked out by hand)
                raise Unsupported("bitfields")
            if w == "packoffset":
                self.take("(")
                reg = self.take()
                m = re.match(r"^c(\d*)$", reg)  # DXC: a bare c is c0
                if not m:
                    raise Unsupported("packoffset %r" % reg)
                comp = 0
                if self.peek() == ".":
                    self.take(".")
                    comp = "xyzw".index(self.take()[0])
                self.take(")")
                po = (int(m.group(1) or 0), comp)
            elif w == "register" and self.peek() == "(" and re.match(r"^c\d+$", self.toks[self.i + 1] or ""):
                # a global placed by its constant register: DXC's $Globals
                # rule (compute/globals_register_c runs it), not modelled
                raise Unsupported("register(cN) placement in $Globals")
            elif self.peek() == "(":
                self.skip_balanced("(", ")")
        return po

    def attributes(self):
        """[[...]] and [...] attributes; returns {name: args text}."""
        attrs = {}
        while self.peek() in ("[[", "["):
            if self.peek() == "[[":
                self.take()
                words = []
                while self.peek() not in ("]]", None):
                    words.append(self.take())
                self.take("]]")
            else:
                start = self.i
                self.skip_balanced("[", "]")
                words = self.toks[start + 1:self.i - 1]
            text = " ".join(words)
            for m in re.finditer(r"(vk\s*::\s*\w+|\w+)\s*(\(([^)]*)\))?", text):
                attrs[re.sub(r"\s+", "", m.group(1))] = m.group(3)
        return attrs

    def fields(self, depth):
        """{ members } of a struct or cbuffer."""
        if depth > self.MAX_DEPTH:
            raise Unsupported("nesting too deep")
        self.take("{")
        out = []
        while self.peek() != "}":
            if self.peek() is None:
                raise Unsupported("unterminated block")
            if self.peek() == "__pack_row_major" or self.peek() == "__pack_column_major":
                self.row_major = self.take() == "__pack_row_major"
                self.take(";")
                continue
            attrs = self.attributes()
            vk_off = attrs.get("vk::offset")
            if self.peek() == "struct" and self.peek(2) == "{":
                # a struct defined inside a block: define it, then fields of it may follow
                self.take("struct")
                name = self.take()
                self.structs[name] = Struct(name, self.fields(depth + 1))
                if self.peek() == ";":
                    self.take(";")
                    continue
                base, major = self.structs[name], None
            else:
                base, major = self.parse_type(depth)
            if self.peek(1) == "(":
                # a member function, or a function defined in a cbuffer
                # (an ordinary global function there): no storage
                self.take()
                self.skip_balanced("(", ")")
                if self.peek() == "{":
                    self.skip_balanced("{", "}")
                elif self.peek() == ";":
                    self.take(";")
                continue
            while True:
                name = self.take()
                t = self.declarator_tail(base)
                po = self.annotations()
                if self.peek() == "=":
                    raise Unsupported("a member with an initializer")
                out.append(Field(name, self.finish_type(t, major), po,
                                 int(vk_off) if vk_off is not None else None))
                if self.peek() == ",":
                    self.take(",")
                    continue
                self.take(";")
                break
        self.take("}")
        return out

    def run(self):
        while self.peek() is not None:
            try:
                self.top()
            except Unsupported as e:
                self.out.skipped.append(("(declaration at token %d)" % self.i, str(e)))
                self.skip_to_semicolon()
        if self.globals and self.globals_unsupported:
            self.out.skipped.append(("$Globals", self.globals_unsupported))
        elif self.globals:
            o = self.opts
            self.out.buffers.append(layout_block("$Globals", "cbuffer", self.globals, o.cbuffer_rule()))
        return self.out

    def top(self):
        t = self.peek()
        if t in ("__pack_row_major", "__pack_column_major"):
            self.row_major = self.take() == "__pack_row_major"
            self.take(";")
            return
        if t == "__unsupported_pp":
            self.take()
            self.take(";")
            self.out.skipped.append(("(preprocessor)", "conditional compilation or #include"))
            return
        if t == ";":
            self.take()
            return
        attrs = self.attributes()
        t = self.peek()
        if t == "struct" and self.peek(2) in ("{", ":"):
            self.take()
            name = self.take()
            if self.peek() == ":":
                # inheritance: only a problem when a buffer uses the struct
                self.bad_structs[name] = "inheritance"
                while self.peek() not in ("{", None):
                    self.take()
                self.skip_balanced("{", "}")
                if self.peek() == ";":
                    self.take()
                return
            start = self.i
            try:
                self.structs[name] = Struct(name, self.fields(0))
            except Unsupported as e:
                # only a problem when a buffer uses it (e.g. structs of resources)
                self.i = start
                self.skip_balanced("{", "}")
                self.bad_structs[name] = str(e)
            if self.peek() == ";":
                self.take()
            return
        if t == "typedef":
            self.take()
            base, major = self.parse_type()
            name = self.take()
            self.typedefs[name] = (self.declarator_tail(base), major)
            self.take(";")
            return
        if t in ("cbuffer", "tbuffer"):
            self.take()
            name = self.take()
            self.annotations()
            if t == "tbuffer":
                self.skip_balanced("{", "}")
                self.out.skipped.append((name, "tbuffer"))
                return
            try:
                flds = self.fields(0)
            except Unsupported as e:
                self.out.skipped.append((name, str(e)))
                raise
            self.out.buffers.append(layout_block(name, "cbuffer", flds, self.opts.cbuffer_rule()))
            if self.peek() == ";":
                self.take()
            return
        m = re.match(r"^(RW|Append|Consume|RasterizerOrdered)?StructuredBuffer$|^ConstantBuffer$|^TextureBuffer$",
                     t or "")
        if m and self.peek(1) == "<":
            self.take()
            self.take("<")
            start = self.i
            try:
                et, major = self.parse_type()
                et = self.finish_type(et, major)
                et = self.declarator_tail(et) if self.peek() == "[" else et
                self.take(">")
            except Unsupported as e:
                self.i = start
                name = "?"
                while self.peek() not in (">", None):
                    self.take()
                self.take(">")
                name = self.take()
                self.skip_to_semicolon()
                self.out.skipped.append((name, str(e)))
                return
            name = self.take()
            res_dims = []
            while self.peek() == "[":  # a resource array: each element has the layout
                self.take("[")
                res_dims.append(self.int_expr())
                self.take("]")
            self.annotations()
            self.take(";")
            if t == "ConstantBuffer":
                if not isinstance(et, Struct):
                    self.out.skipped.append((name, "ConstantBuffer of a non-struct"))
                    return
                self.out.buffers.append(layout_block(name, "cbuffer", et.fields, self.opts.cbuffer_rule()))
            elif t == "TextureBuffer":
                self.out.skipped.append((name, "TextureBuffer"))
                return
            else:
                self.out.buffers.append(layout_structured(name, et, self.opts.sbuffer_rule()))
            self.out.buffers[-1].res_dims = res_dims
            self.out.buffers[-1].hlsl_kind = t
            self.out.buffers[-1].named = True
            return
        if "vk::push_constant" in attrs:
            j = self.i
            while j < len(self.toks) and self.toks[j] != ";":
                j += 1
            try:
                base, major = self.parse_type()
            except Unsupported as e:
                name = self.toks[j - 1] if j > self.i else "?"
                self.i = j + 1
                self.out.skipped.append((name, str(e)))
                return
            name = self.take()
            self.take(";")
            if not isinstance(base, Struct):
                self.out.skipped.append((name, "push constant of a non-struct"))
                return
            self.out.buffers.append(layout_block(name, "push", base.fields, self.opts.sbuffer_rule()))
            self.out.buffers[-1].named = True
            return
        # functions, resources without layout, static variables, $Globals
        j = self.i
        while j < len(self.toks) and self.toks[j] not in (";", "{", "("):
            j += 1
        stop = self.toks[j] if j < len(self.toks) else None
        if stop == "(" and j >= 2 and self.toks[j - 1] == "register" and self.toks[j - 2] == ":" and \
                re.match(r"^c\d+$", self.toks[j + 1] if j + 1 < len(self.toks) else ""):
            # a global placed by its constant register (DXC's $Globals rule;
            # compute/globals_register_c runs it): not modelled, so the
            # whole $Globals block is left out, visibly
            self.globals_unsupported = "register(cN) placement in $Globals"
            self.skip_to_semicolon()
            return
        if stop == "(":
            # a function (or a variable with a constructor-like initializer)
            while self.peek() not in ("{", ";", None):
                if self.peek() == "(":
                    self.skip_balanced("(", ")")
                else:
                    self.take()
            if self.peek() == "{":
                self.skip_balanced("{", "}")
            else:
                self.take()
            return
        words = self.toks[self.i:j]
        if stop == "{":
            # e.g. `static const float k[2] = {..};`
            self.skip_to_semicolon()
            return
        self.i = j + 1
        # a spec constant, a static or groupshared variable, and one that
        # [[vk::ext_storage_class]] places in a storage class of its own: not $Globals
        if "vk::constant_id" in attrs or "vk::ext_storage_class" in attrs or not words or \
                any(w in ("static", "groupshared") for w in words):
            return
        pointer = words[:3] == ["vk", "::", "BufferPointer"]  # a uint64_t address, not a resource
        if "::" in words and not pointer:
            return  # `uint S::count = 3;`: a static data member's definition, not in $Globals
        if ("<" in words and not pointer) or re.match(r"^(RW)?(Texture|Buffer|ByteAddressBuffer|SamplerState|"
                                    r"SamplerComparisonState|RaytracingAccelerationStructure|SubpassInput)",
                                    next((w for w in words if w not in ("const", "uniform", "globallycoherent")), "")):
            return  # a resource: no layout
        # a non-static global is a member of $Globals
        save = self.toks, self.i
        self.toks, self.i = words + [";"], 0
        try:
            base, major = self.parse_type()
            while True:
                name = self.take()
                t2 = self.declarator_tail(base)
                po = self.annotations()
                if self.peek() == "=":
                    raise Unsupported("$Globals member with an initializer")
                self.globals.append(Field(name, self.finish_type(t2, major), po))
                if self.peek() == ",":
                    self.take()
                    continue
                break
        finally:
            self.toks, self.i = save


def parse(src, args):
    opts = Options(args)
    p = Parser(src, opts)
    return p.run()
