#!/usr/bin/env python3
"""OneShader test orchestrator (Python 3 standard library only).

Corpus shaders live in tests/corpus/<area>/<name>.hlsl. Their leading block
of `//` comment lines holds directives (see DIRECTIVES below and
tests/README.md). This script turns them into checks:

  spirv  compile with -spirv twice (bytes, stderr and exit status must be
         equal), `spirv-val --target-env vulkan1.2`, and compare
         `spirv-dis` text with <name>.spvasm beside the shader (or, when it
         says SPIRV-ERROR, stderr with <name>.spirv.diag)
  wgsl   the same with -wgsl: Tint (dawnrun.mjs validate) and
         <name>.wgsl (or <name>.wgsl.diag)
  diag   EXPECT-ERROR shaders: every target fails with exit 1, the same
         stderr, the listed codes, no output file; <name>.diag
  vk     DISPATCH shaders: run the SPIR-V on lavapipe (vkrun) and compare
         with the values the directives' formulas give
  dawn   DISPATCH shaders: run the WGSL on Dawn (dawnrun.mjs run)

Commands:
  oshtest.py list [--root DIR]                  one line per test: NAME|PATH|CHECK|LABELS
  oshtest.py check [opts] SHADER CHECK           one check of one shader (ctest calls this)
  oshtest.py all [opts] [--root DIR] [--only CHECK,...]
                                                 every check of every shader, serially
  oshtest.py orphans [--root DIR]                snapshot files that belong to no check
  oshtest.py spec SHADER [--target spirv|wgsl]   print the runner spec a shader gives
  oshtest.py example [opts] FILE.hlsl            compile an example to both targets and validate
  oshtest.py selftest NAME                       runner/harness self-tests (see SELFTESTS)
  oshtest.py tools                               what was found, and where
  oshtest.py exec [--tmpdir D] -- PROG ARGS...   run PROG with the test environment
Options: --compiler PATH (default build/oneshader), --vkrun PATH (default
build/tests/runners/vkrun), --out DIR (scratch, default build/test-out),
--update (or UPDATE_SNAPSHOTS=1) rewrites snapshot files instead of comparing.

Exit status: 0 pass, 1 fail, 77 skipped (a tool is missing and CI is not
"true"; with CI=true a missing tool is a failure).
"""

import argparse
import ast
import math
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
CORPUS = os.path.join(TESTS, "corpus")
# spirv-val's --target-env for the SPIR-V checks (tests/o0/o0_oracle.py sets
# vulkan1.1 for its -fspv-target-env=vulkan1.1 pass).
SPIRV_VAL_ENV = "vulkan1.2"
SPIRV_VAL_FLAGS = []  # more spirv-val flags for every module (tests/o0: --relax-block-layout at vulkan1.0)
RUNNERS = os.path.join(TESTS, "runners")
DAWNRUN = os.path.join(RUNNERS, "dawnrun.mjs")
SELFTEST_DIR = os.path.join(RUNNERS, "selftest")
MESA25_ICD = os.path.join(ROOT, ".deps", "mesa25", "lvp_icd.json")

# SPV_KHR_compute_shader_derivatives (2024, DXC's default) reuses the NV
# extension's capability and execution-mode numbers; spirv-val 2023.1 and the
# 1.3.239 validation layer know only the NV name. The tools get a copy with
# the NV name in its place (the same length in words, the same module).
KHR_DERIVATIVES = b"SPV_KHR_compute_shader_derivatives\0\0"
NV_DERIVATIVES = b"SPV_NV_compute_shader_derivatives\0\0\0"


def for_old_tools(spv_path):
    """spv_path, or a copy that names SPV_NV_compute_shader_derivatives."""
    with open(spv_path, "rb") as f:
        data = f.read()
    if KHR_DERIVATIVES not in data:
        return spv_path
    copy = spv_path + ".nv.spv"
    with open(copy, "wb") as f:
        f.write(data.replace(KHR_DERIVATIVES, NV_DERIVATIVES))
    return copy
SKIP = 77
COMPILE_TIMEOUT = 120
RUN_TIMEOUT = 300


class TestFailure(Exception):
    pass


class ToolMissing(Exception):
    pass


def in_ci():
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")


def log(msg):
    print(msg, flush=True)


# --------------------------------------------------------------------------
# Directives

DIRECTIVES = {
    # name: (takes a value, may repeat)
    "ARGS": (True, False),
    "TARGETS": (True, False),
    "EXPECT-ERROR": (None, False),  # value optional
    "SPIRV-ERROR": (True, False),
    "WGSL-ERROR": (True, False),
    "EXPECT-WARNING": (True, False),
    "WGSL-WARNING": (True, False),  # warnings of the WGSL target only (a construct it drops)
    "SPIRV-VAL": (True, False),
    "DISPATCH": (True, False),
    "BUFFER": (True, True),
    "IMAGE": (True, True),
    "COMPUTE-SAMPLER": (True, True),  # SAMPLER is the graphics directive (oshgfx)
    "PUSH": (True, True),
    "WGSL-PUSH-BINDING": (True, False),
    "SPEC": (True, True),
    # XFAIL: <check> [<check>...] -- <reason>: a known compiler bug makes
    # these checks fail; the test passes only while they still fail, and
    # fails ("unexpectedly passed") once the bug is fixed, so the directive
    # must then be removed. Listed in docs/parity.md and KNOWN_FAILURES.md.
    "XFAIL": (True, False),
}
TARGET_NAMES = ("spirv", "wgsl")
CODE_RE = re.compile(r"^OSH\d{4}$")
DIRECTIVE_RE = re.compile(r"^//\s*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*)\s*(?::\s*(.*?))?\s*$")


class Shader:
    """The parsed header of one corpus shader."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.dir = os.path.dirname(self.path)
        self.file = os.path.basename(self.path)
        self.name = self.file[:-5] if self.file.endswith(".hlsl") else self.file
        self.area = os.path.basename(self.dir)
        self.directives = {}
        self.errors = []
        try:
            with open(self.path, encoding="utf-8") as f:
                lines = f.read().split("\n")
        except (OSError, UnicodeDecodeError) as e:
            self.errors.append("cannot read: %s" % e)
            lines = []
        for no, line in enumerate(lines, 1):
            s = line.strip()
            if not s:
                continue
            if not s.startswith("//"):
                break  # end of the header block
            m = DIRECTIVE_RE.match(s)
            if not m or (m.group(2) is None and m.group(1) != "EXPECT-ERROR"):
                continue  # prose
            key, value = m.group(1), m.group(2)
            if key not in DIRECTIVES:
                self.errors.append("line %d: unknown directive %s (prose in the header must not look like 'WORD:')" % (no, key))
                continue
            needs_value, repeats = DIRECTIVES[key]
            if needs_value and not value:
                self.errors.append("line %d: %s needs a value" % (no, key))
                continue
            if key in self.directives and not repeats:
                self.errors.append("line %d: %s given twice" % (no, key))
                continue
            self.directives.setdefault(key, []).append((no, value or ""))
        if not lines or not re.match(r"^//\s*ARGS:", lines[0].strip()):
            self.errors.append("line 1 must be '// ARGS: <compiler arguments>'")
        self.args = shlex.split(self.one("ARGS") or "")
        for a in self.args:
            if a in ("-spirv", "-wgsl", "-Fo", "-P", "-fsyntax-only") or a.endswith(".hlsl"):
                self.errors.append("ARGS must not contain %s (the harness adds the target, the file and -Fo)" % a)
        targets = (self.one("TARGETS") or "spirv wgsl").split()
        for t in targets:
            if t not in TARGET_NAMES:
                self.errors.append("TARGETS: unknown target %r" % t)
        self.targets = [t for t in TARGET_NAMES if t in targets]
        self.expect_error = "EXPECT-ERROR" in self.directives
        self.expect_error_codes = self.codes("EXPECT-ERROR")
        self.target_error = {"spirv": self.codes("SPIRV-ERROR"), "wgsl": self.codes("WGSL-ERROR")}
        for t in TARGET_NAMES:
            if self.target_error[t] is not None and not self.target_error[t]:
                self.errors.append("%s-ERROR needs at least one OSHnnnn code" % t.upper())
        self.warnings = self.codes("EXPECT-WARNING") or []
        self.wgsl_warnings = self.codes("WGSL-WARNING") or []
        if self.expect_error and any(self.target_error[t] is not None for t in TARGET_NAMES):
            self.errors.append("EXPECT-ERROR and SPIRV-ERROR/WGSL-ERROR exclude each other")
        self.runnable = "DISPATCH" in self.directives
        if self.expect_error and self.runnable:
            self.errors.append("an EXPECT-ERROR shader cannot have DISPATCH")
        if not self.runnable:
            for k in ("BUFFER", "IMAGE", "COMPUTE-SAMPLER", "PUSH", "SPEC", "WGSL-PUSH-BINDING"):
                if k in self.directives:
                    self.errors.append("%s without DISPATCH" % k)
        oshgfx.shader_init(self)  # graphics shaders (STAGES), see the Graphics section

    def one(self, key):
        v = self.directives.get(key)
        return v[0][1] if v else None

    def expected_warnings(self, target):
        """The warning codes a compile for `target` may and must report."""
        return self.warnings + (self.wgsl_warnings if target == "wgsl" else [])

    def codes(self, key):
        if key not in self.directives:
            return None
        codes = (self.one(key) or "").replace(",", " ").split()
        for c in codes:
            if not CODE_RE.match(c):
                self.errors.append("%s: %r is not a diagnostic code like OSH0123" % (key, c))
        return codes

    def entry(self, target):
        entry = "main"
        for i, a in enumerate(self.args):
            if a == "-E" and i + 1 < len(self.args):
                entry = self.args[i + 1]
            elif a.startswith("-E") and len(a) > 2:
                entry = a[2:]
        if target == "spirv":
            for a in self.args:
                if a.startswith("-fspv-entrypoint-name="):
                    entry = a.split("=", 1)[1]
        return entry

    def profile(self):
        for i, a in enumerate(self.args):
            if a == "-T" and i + 1 < len(self.args):
                return self.args[i + 1]
            if a.startswith("-T") and len(a) > 2:
                return a[2:]
        return ""

    def checks(self):
        """The checks this shader gets, in order."""
        if self.expect_error:
            return ["diag"]
        if self.graphics:
            return oshgfx.checks(self) + (["refl"] if oshrefl.wants(self) else [])
        out = list(self.targets)
        if self.runnable:
            if "spirv" in self.targets and self.target_error["spirv"] is None:
                out.append("vk")
            if "wgsl" in self.targets and self.target_error["wgsl"] is None:
                out.append("dawn")
        if oshrefl.wants(self):
            out.append("refl")  # reflection snapshot + generated header (tests/reflect/oshrefl.py)
        return out

    def snapshot(self, ext):
        # Beside the shader, as every snapshot of the tree (tests/README.md).
        return os.path.join(self.dir, "%s.%s" % (self.name, ext))

    def owned_snapshots(self):
        if self.expect_error:
            return {"diag": [self.snapshot("diag")]}
        return {
            "spirv": [self.snapshot("spvasm"), self.snapshot("spirv.diag")],
            "wgsl": [self.snapshot("wgsl"), self.snapshot("wgsl.diag")],
            "refl": [self.snapshot("refl.json")],
        }

    def test_name(self, check):
        return "%s/%s:%s" % (self.area, self.name, check)

    def require_valid(self):
        if self.errors:
            raise TestFailure("%s: bad directives:\n  %s" % (self.path, "\n  ".join(self.errors)))


# --------------------------------------------------------------------------
# Formulas: a small, safe subset of Python expressions.

def _f32(x):
    x = float(x)
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        # struct refuses values that round to infinity; they round to +-inf.
        return math.copysign(math.inf, x)


def _f16bits(x):
    return struct.unpack("<H", struct.pack("<e", float(x)))[0]


def _idiv(a, b):
    a, b = int(a), int(b)
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _irem(a, b):
    a, b = int(a), int(b)
    return a - b * _idiv(a, b)


FUNCS = {
    "abs": abs, "min": min, "max": max, "int": int, "float": float, "round": round, "len": len,
    "sum": sum, "range": range, "list": list, "bool": bool,
    "sqrt": math.sqrt, "floor": math.floor, "ceil": math.ceil, "trunc": math.trunc,
    "sin": math.sin, "cos": math.cos, "tan": math.tan, "asin": math.asin, "acos": math.acos,
    "atan": math.atan, "atan2": math.atan2, "exp": math.exp, "exp2": lambda x: 2.0 ** x,
    "log": math.log, "log2": math.log2, "log10": math.log10, "pow": math.pow, "fmod": math.fmod,
    "isnan": math.isnan, "isinf": math.isinf, "copysign": math.copysign,
    "f32": _f32,
    "u32": lambda x: int(x) & 0xFFFFFFFF,
    "i32": lambda x: ((int(x) + 2**31) & 0xFFFFFFFF) - 2**31,
    "f2u": lambda x: struct.unpack("<I", struct.pack("<f", _f32(x)))[0],
    "u2f": lambda x: struct.unpack("<f", struct.pack("<I", int(x) & 0xFFFFFFFF))[0],
    "f16bits": _f16bits,
    "pack2x16": lambda lo, hi: (int(lo) & 0xFFFF) | ((int(hi) & 0xFFFF) << 16),
    "idiv": _idiv, "irem": _irem,
}
CONSTS = {"pi": math.pi, "e": math.e, "inf": math.inf, "nan": math.nan, "True": True, "False": False}
_ALLOWED = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.Call, ast.Name,
    ast.Load, ast.Constant, ast.List, ast.Tuple, ast.Subscript, ast.ListComp, ast.comprehension,
    ast.Store, ast.Slice,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.LShift, ast.RShift,
    ast.BitOr, ast.BitXor, ast.BitAnd, ast.Invert, ast.Not, ast.UAdd, ast.USub, ast.And, ast.Or,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE,
)


def compile_formula(text):
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as e:
        raise TestFailure("bad formula %r: %s" % (text, e.msg))
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise TestFailure("formula %r uses %s, which is not allowed" % (text, type(node).__name__))
        if isinstance(node, ast.Call) and not (isinstance(node.func, ast.Name) and node.func.id in FUNCS):
            raise TestFailure("formula %r calls something other than %s" % (text, ", ".join(sorted(FUNCS))))
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float, bool)):
            raise TestFailure("formula %r has a constant that is not a number" % text)
    return compile(tree, "<formula>", "eval")


def eval_formula(text, count, names):
    """Returns `count` values: a list literal/expression gives them all at
    once; otherwise the formula is evaluated once per element with i = index
    and n = count."""
    code = compile_formula(text)
    env = dict(FUNCS)
    env.update(CONSTS)
    env.update(names)
    env["n"] = count
    env["i"] = 0
    try:
        first = eval(code, dict(env, __builtins__={}))
    except Exception as e:  # noqa: BLE001 - reported as a test failure
        raise TestFailure("formula %r: %s: %s" % (text, type(e).__name__, e))
    if isinstance(first, (list, tuple, range)):
        values = list(first)
        if count is not None and len(values) != count:
            raise TestFailure("formula %r gives %d values for %d elements" % (text, len(values), count))
        return values
    if count is None:
        return [first]
    values = []
    for i in range(count):
        env["i"] = i
        try:
            values.append(eval(code, dict(env, __builtins__={})))
        except Exception as e:  # noqa: BLE001
            raise TestFailure("formula %r at i=%d: %s: %s" % (text, i, type(e).__name__, e))
    return values


def to_type(v, typ, what):
    """Converts a formula value to the element type: u32 wraps mod 2^32,
    i32 wraps to signed 32 bits, f32 rounds to the nearest float."""
    if isinstance(v, bool):
        v = int(v)
    if typ in ("u32", "i32", "bool"):
        if isinstance(v, float):
            if not v.is_integer():
                raise TestFailure("%s: %r is not an integer (use int(), floor() or f2u())" % (what, v))
            v = int(v)
        if not isinstance(v, int):
            raise TestFailure("%s: %r is not a number" % (what, v))
        if typ == "bool":
            if v not in (0, 1):
                raise TestFailure("%s: bool must be 0 or 1" % what)
            return v
        v &= 0xFFFFFFFF
        return v - 2**32 if typ == "i32" and v >= 2**31 else v
    if typ == "f32":
        if not isinstance(v, (int, float)):
            raise TestFailure("%s: %r is not a number" % (what, v))
        return _f32(v)
    raise TestFailure("%s: unknown type %r" % (what, typ))


def fmt_value(v, typ):
    if typ == "f32":
        if math.isnan(v):
            return "nan"
        if math.isinf(v):
            return "inf" if v > 0 else "-inf"
        return repr(float(v))
    return str(int(v))


def split_kv(text, what):
    """Splits at blanks outside brackets and quotes, so that
    `init=[1, 2] expect="2*i + 1"` gives two tokens; quotes are removed."""
    toks, cur, depth, quote = [], "", 0, None
    for ch in text:
        if quote:
            if ch == quote:
                quote = None
            else:
                cur += ch
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
            cur += ch
        elif ch in ")]}":
            depth -= 1
            cur += ch
        elif ch.isspace() and depth == 0:
            if cur:
                toks.append(cur)
            cur = ""
        else:
            cur += ch
    if quote or depth:
        raise TestFailure("%s: unbalanced quotes or brackets" % what)
    if cur:
        toks.append(cur)
    return toks


def parse_kv(text, what, allowed, required=()):
    toks = split_kv(text, what)
    kv = {}
    for t in toks:
        if "=" not in t:
            raise TestFailure("%s: %r is not key=value" % (what, t))
        k, v = t.split("=", 1)
        if k not in allowed:
            raise TestFailure("%s: unknown key %r (known: %s)" % (what, k, ", ".join(allowed)))
        if k in kv:
            raise TestFailure("%s: %s given twice" % (what, k))
        kv[k] = v
    for k in required:
        if k not in kv:
            raise TestFailure("%s: %s= is required" % (what, k))
    return kv


def parse_int(s, what):
    try:
        v = int(s, 0)
    except ValueError:
        raise TestFailure("%s: %r is not an integer" % (what, s))
    if v < 0:
        raise TestFailure("%s: %r is negative" % (what, s))
    return v


BUFFER_KEYS = ("set", "binding", "index", "kind", "type", "format", "count", "init", "expect", "tol", "name", "wgsl-binding",
               "address")
IMAGE_KEYS = ("set", "binding", "index", "kind", "format", "dim", "size", "layers", "init", "expect", "tol", "name", "wgsl-binding")
SAMPLER_KEYS = ("set", "binding", "index", "filter", "address", "wgsl-binding")
ELEM_TYPES = ("u32", "i32", "f32")
# Texel formats (the [[vk::image_format]] names): element type, components.
TEXEL_FORMATS = {
    "r32f": ("f32", 1), "rg32f": ("f32", 2), "rgba32f": ("f32", 4),
    "r32ui": ("u32", 1), "rg32ui": ("u32", 2), "rgba32ui": ("u32", 4),
    "r32i": ("i32", 1), "rg32i": ("i32", 2), "rgba32i": ("i32", 4),
}
IMAGE_DIMS = ("1d", "2d", "3d", "1d-array", "2d-array")


def _texel_format(kv, what):
    fmt = kv.get("format")
    if fmt not in TEXEL_FORMATS:
        raise TestFailure("%s: format= must be one of %s" % (what, " ".join(TEXEL_FORMATS)))
    typ, comps = TEXEL_FORMATS[fmt]
    if kv.get("type", typ) != typ:
        raise TestFailure("%s: type=%s does not match format=%s (%s)" % (what, kv["type"], fmt, typ))
    return typ, comps


def _image_shape(kv, what):
    """(dim, [w, h, d], layers, components) of an IMAGE directive."""
    dim = kv.get("dim", "2d")
    if dim not in IMAGE_DIMS:
        raise TestFailure("%s: dim= must be one of %s" % (what, " ".join(IMAGE_DIMS)))
    if "size" not in kv:
        raise TestFailure("%s: size=W[xH[xD]] is required" % what)
    ext = [parse_int(x, what + " size") for x in kv["size"].split("x")]
    want = {"1": 1, "2": 2, "3": 3}[dim[0]]
    if len(ext) != want or not all(ext):
        raise TestFailure("%s: a %s image needs size= with %d positive number(s) joined by x" % (what, dim, want))
    ext += [1] * (3 - len(ext))
    layers = parse_int(kv.get("layers", "1"), what)
    if layers < 1 or (layers > 1 and not dim.endswith("array")):
        raise TestFailure("%s: layers= must be 1 unless dim is an array" % what)
    return dim, ext, layers, _texel_format(kv, what)[1]


def eval_image_formula(text, shape, names):
    """Like eval_formula over an image's components, with the coordinates
    x, y, z, layer and c (component) of element i, and w, h, d."""
    _dim, (w, h, d), layers, comps = shape
    count = w * h * d * layers * comps
    code = compile_formula(text)
    env = dict(FUNCS)
    env.update(CONSTS)
    env.update(names)
    env.update(n=count, w=w, h=h, d=d)
    values = []
    for i in range(count):
        t, c = divmod(i, comps)
        env.update(i=i, c=c, x=t % w, y=t // w % h, z=t // (w * h) % d, layer=t // (w * h * d))
        try:
            v = eval(code, dict(env, __builtins__={}))
        except Exception as e:  # noqa: BLE001
            raise TestFailure("formula %r at i=%d: %s: %s" % (text, i, type(e).__name__, e))
        if isinstance(v, (list, tuple, range)):
            if i == 0 and len(v) == count:
                return list(v)
            raise TestFailure("formula %r gives a list of %d values for %d elements" % (text, len(v), count))
        values.append(v)
    return values


def build_run_spec(shader, target):
    """The runner spec (see vkrun.c) from DISPATCH/BUFFER/PUSH/SPEC."""
    if shader.graphics:
        return oshgfx.placeholder_spec(shader, target)
    shader.require_valid()
    lines = ["# generated by tests/oshtest.py from %s" % os.path.relpath(shader.path, ROOT)]
    lines.append("entry %s" % shader.entry(target))
    no, d = shader.directives["DISPATCH"][0]
    dims = d.split()
    if len(dims) != 3:
        raise TestFailure("line %d: DISPATCH needs X Y Z" % no)
    lines.append("dispatch %s" % " ".join(str(parse_int(x, "DISPATCH")) for x in dims))
    # First pass: sizes and initial contents (so expectations may name them).
    buffers = []
    names = {}
    seen = set()
    sampled_images = set()  # a COMPUTE-SAMPLER there makes a combined image sampler
    for no, text in shader.directives.get("BUFFER", []):
        what = "line %d: BUFFER" % no
        kv = parse_kv(text, what, BUFFER_KEYS)
        if "binding" not in kv and "address" not in kv:
            raise TestFailure("%s: binding= is required (or address=)" % what)
        b = {
            "set": parse_int(kv.get("set", "0"), what),
            "binding": parse_int(kv.get("binding", "0"), what),
            "kind": kv.get("kind", "storage"),
            "type": kv.get("type", "u32"),
            "kv": kv,
            "what": what,
        }
        b["index"] = parse_int(kv.get("index", "0"), what)
        b["directive"] = "buffer"
        if "address" in kv:
            # A buffer the shader reaches by its device address, which the
            # runner writes into the push constants at OFFSET (vkrun's
            # address_buffer); no descriptor, so no set, binding or index.
            m = re.match(r"^push:(\d+)$", kv["address"])
            if not m or int(m.group(1)) % 8:
                raise TestFailure("%s: address=push:OFFSET (a multiple of 8)" % what)
            if any(k in kv for k in ("set", "binding", "index", "kind", "wgsl-binding")):
                raise TestFailure("%s: a buffer with address= has no set, binding, index, kind or wgsl-binding" % what)
            b["directive"] = "address_buffer"
            b["offset"] = int(m.group(1))
        elif b["kind"] in ("storage-texel", "uniform-texel"):
            b["type"], b["comps"] = _texel_format(kv, what)
            b["directive"] = "texel_buffer"
        elif "format" in kv:
            raise TestFailure("%s: format= is only for kind=storage-texel or uniform-texel" % what)
        elif b["kind"] not in ("storage", "uniform"):
            raise TestFailure("%s: kind must be storage, uniform, storage-texel or uniform-texel" % what)
        if b["type"] not in ELEM_TYPES:
            raise TestFailure("%s: type must be one of %s" % (what, ", ".join(ELEM_TYPES)))
        if b["directive"] != "address_buffer":
            if (b["set"], b["binding"], b["index"]) in seen:
                raise TestFailure("%s: set %d binding %d given twice" % (what, b["set"], b["binding"]))
            seen.add((b["set"], b["binding"], b["index"]))
        count = parse_int(kv["count"], what) if "count" in kv else None
        if count is None:
            for k in ("init", "expect"):
                if k in kv:
                    try:
                        vals = eval_formula(kv[k], None, names)
                    except TestFailure:
                        vals = None
                    if isinstance(vals, list):
                        count = len(vals)
                        break
        if not count:
            raise TestFailure("%s: count= is required (or a list for init/expect)" % what)
        if b["directive"] == "texel_buffer" and count % b["comps"]:
            raise TestFailure("%s: count=%d is not a multiple of the format's %d components" % (what, count, b["comps"]))
        b["count"] = count
        init = eval_formula(kv.get("init", "0"), count, names)
        b["init"] = [to_type(v, b["type"], what + " init") for v in init]
        if "name" in kv:
            if not re.match(r"^[A-Za-z_]\w*$", kv["name"]) or kv["name"] in FUNCS or kv["name"] in CONSTS or kv["name"] in ("i", "n"):
                raise TestFailure("%s: bad buffer name %r" % (what, kv["name"]))
            names[kv["name"]] = b["init"]
        buffers.append(b)
    for no, text in shader.directives.get("IMAGE", []):
        what = "line %d: IMAGE" % no
        kv = parse_kv(text, what, IMAGE_KEYS, required=("binding", "format", "size"))
        shape = _image_shape(kv, what)
        b = {
            "set": parse_int(kv.get("set", "0"), what),
            "binding": parse_int(kv["binding"], what),
            "index": parse_int(kv.get("index", "0"), what),
            "kind": kv.get("kind", "storage"),
            "type": _texel_format(kv, what)[0],
            "directive": "image",
            "shape": shape,
            "kv": kv,
            "what": what,
        }
        if b["kind"] not in ("storage", "sampled"):
            raise TestFailure("%s: kind must be storage or sampled" % what)
        if b["kind"] == "sampled" and ("expect" in kv or "tol" in kv):
            raise TestFailure("%s: a sampled image cannot be checked (no expect=)" % what)
        if (b["set"], b["binding"], b["index"]) in seen:
            raise TestFailure("%s: set %d binding %d given twice" % (what, b["set"], b["binding"]))
        seen.add((b["set"], b["binding"], b["index"]))
        if b["kind"] == "sampled":
            sampled_images.add((b["set"], b["binding"], b["index"]))
        _dim, (w, h, d), layers, comps = shape
        b["count"] = w * h * d * layers * comps
        init = eval_image_formula(kv.get("init", "0"), shape, names)
        b["init"] = [to_type(v, b["type"], what + " init") for v in init]
        if "name" in kv:
            if not re.match(r"^[A-Za-z_]\w*$", kv["name"]) or kv["name"] in FUNCS or kv["name"] in CONSTS or kv["name"] in ("i", "n", "x", "y", "z", "c", "w", "h", "d", "layer"):
                raise TestFailure("%s: bad image name %r" % (what, kv["name"]))
            names[kv["name"]] = b["init"]
        buffers.append(b)
    for b in buffers:
        kv, what = b["kv"], b["what"]
        bind = "%d[%d]" % (b["binding"], b["index"]) if b["index"] else "%d" % b["binding"]
        if target == "wgsl" and "wgsl-binding" in kv:
            # Where the WGSL binds it, worked out by hand from the rules (an
            # element of a resource array is a variable of its own there).
            bind = "%d" % parse_int(kv["wgsl-binding"], what)
        if b["directive"] == "image":
            dim, ext, layers, _ = b["shape"]
            lines.append("image %d %s %s %s %s %d %d %d %d" % (b["set"], bind, b["kind"], kv["format"], dim.replace("-", "_"), ext[0], ext[1], ext[2], layers))
        elif b["directive"] == "address_buffer":
            lines.append("address_buffer %d %s %d" % (b["offset"], b["type"], b["count"]))
        elif b["directive"] == "texel_buffer":
            lines.append("texel_buffer %d %s %s %s %d" % (b["set"], bind, b["kind"][:-6], kv["format"], b["count"] // b["comps"]))
        else:
            lines.append("buffer %d %s %s %s %d" % (b["set"], bind, b["kind"], b["type"], b["count"]))
        if any(b["init"]):
            lines.append("init " + " ".join(fmt_value(v, b["type"]) for v in b["init"]))
        if "expect" in kv:
            if b["directive"] == "image":
                exp = eval_image_formula(kv["expect"], b["shape"], names)
            else:
                exp = eval_formula(kv["expect"], b["count"], names)
            lines.append("expect " + " ".join(fmt_value(to_type(v, b["type"], what + " expect"), b["type"]) for v in exp))
        if "tol" in kv:
            if b["type"] != "f32":
                raise TestFailure("%s: tol= is only for f32 buffers" % what)
            try:
                tol = float(kv["tol"])
            except ValueError:
                raise TestFailure("%s: bad tol %r" % (what, kv["tol"]))
            lines.append("tolerance %r" % tol)
    for no, text in shader.directives.get("COMPUTE-SAMPLER", []):
        what = "line %d: COMPUTE-SAMPLER" % no
        kv = parse_kv(text, what, SAMPLER_KEYS, required=("binding",))
        key = (parse_int(kv.get("set", "0"), what), parse_int(kv["binding"], what), parse_int(kv.get("index", "0"), what))
        if key in seen and key not in sampled_images:
            raise TestFailure("%s: set %d binding %d given twice" % (what, key[0], key[1]))
        sampled_images.discard(key)  # one sampler per image
        seen.add(key)
        flt, addr = kv.get("filter", "nearest"), kv.get("address", "clamp")
        if flt not in ("nearest", "linear") or addr not in ("clamp", "repeat", "mirror"):
            raise TestFailure("%s: filter=nearest|linear, address=clamp|repeat|mirror" % what)
        bind = "%d[%d]" % (key[1], key[2]) if key[2] else "%d" % key[1]
        if target == "wgsl" and "wgsl-binding" in kv:
            bind = "%d" % parse_int(kv["wgsl-binding"], what)
        lines.append("sampler %d %s %s %s" % (key[0], bind, flt, addr))
    for no, text in shader.directives.get("PUSH", []):
        what = "line %d: PUSH" % no
        kv = parse_kv(text, what, ("type", "values"), required=("values",))
        typ = kv.get("type", "u32")
        if typ not in ELEM_TYPES:
            raise TestFailure("%s: type must be one of %s" % (what, ", ".join(ELEM_TYPES)))
        vals = eval_formula(kv["values"], None, names)
        lines.append("push %s %s" % (typ, " ".join(fmt_value(to_type(v, typ, what), typ) for v in vals)))
    pb = shader.one("WGSL-PUSH-BINDING")
    if pb is not None:
        kv = parse_kv(pb, "WGSL-PUSH-BINDING", ("set", "binding"), required=("binding",))
        lines.append("push_binding %d %d" % (parse_int(kv.get("set", "0"), "WGSL-PUSH-BINDING"), parse_int(kv["binding"], "WGSL-PUSH-BINDING")))
    elif target == "wgsl" and "PUSH" in shader.directives:
        raise TestFailure("PUSH needs WGSL-PUSH-BINDING: set=S binding=B for the WGSL run (push constants become a uniform buffer)")
    for no, text in shader.directives.get("SPEC", []):
        what = "line %d: SPEC" % no
        kv = parse_kv(text, what, ("id", "type", "value"), required=("id", "value"))
        typ = kv.get("type", "u32")
        if typ not in ELEM_TYPES + ("bool",):
            raise TestFailure("%s: type must be u32, i32, f32 or bool" % what)
        v = eval_formula(kv["value"], None, names)
        if len(v) != 1:
            raise TestFailure("%s: value must be one number" % what)
        lines.append("spec %d %s %s" % (parse_int(kv["id"], what), typ, fmt_value(to_type(v[0], typ, what), "f32" if typ == "f32" else "u32")))
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------
# Tools and environment

class Tools:
    def __init__(self, compiler=None, vkrun=None, layout=None):
        self.compiler = os.path.abspath(compiler or os.environ.get("OSH_COMPILER") or os.path.join(ROOT, "build", "oneshader"))
        self.vkrun = os.path.abspath(vkrun or os.environ.get("OSH_VKRUN") or os.path.join(ROOT, "build", "tests", "runners", "vkrun"))
        self.layout = os.path.abspath(layout or os.environ.get("OSH_LAYOUT") or os.path.join(ROOT, "build", "tests", "oshlayout"))
        self.spirv_val = shutil.which("spirv-val")
        self.spirv_dis = shutil.which("spirv-dis")
        self.glslang = shutil.which("glslangValidator")
        self.node = shutil.which("node") or shutil.which("nodejs")
        self.webgpu = os.path.join(TESTS, "node_modules", "webgpu", "package.json")
        self.env = dict(os.environ)
        if "VK_ICD_FILENAMES" not in self.env and "VK_DRIVER_FILES" not in self.env:
            icd = self.find_icd()
            if icd:
                self.env["VK_ICD_FILENAMES"] = icd
                extra = os.path.join(os.path.dirname(MESA25_ICD), "ld_library_path")
                if icd == MESA25_ICD and os.path.exists(extra):
                    with open(extra) as f:
                        libdir = f.read().strip()
                    old = self.env.get("LD_LIBRARY_PATH")
                    self.env["LD_LIBRARY_PATH"] = libdir + (":" + old if old else "")
        self.dawn_backend = self.env.get("DAWNRUN_BACKEND") or ("vulkan" if os.path.exists(MESA25_ICD) else "opengles")
        self.env["DAWNRUN_BACKEND"] = self.dawn_backend
        if not self.env.get("XDG_RUNTIME_DIR") or not os.path.isdir(self.env["XDG_RUNTIME_DIR"]):
            d = os.path.join(tempfile.gettempdir(), "oshtest-xdg-%d" % os.getuid())
            os.makedirs(d, mode=0o700, exist_ok=True)
            self.env["XDG_RUNTIME_DIR"] = d

    @staticmethod
    def find_icd():
        if os.path.exists(MESA25_ICD):
            return MESA25_ICD
        for d in ("/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d"):
            if os.path.isdir(d):
                for f in sorted(os.listdir(d)):
                    if f.startswith("lvp_icd"):
                        return os.path.join(d, f)
        return None

    def need(self, what):
        ok, why = {
            "compiler": (os.access(self.compiler, os.X_OK), "the compiler %s (build it: cmake --build build)" % self.compiler),
            "spirv-val": (bool(self.spirv_val), "spirv-val (apt-get install spirv-tools)"),
            "spirv-dis": (bool(self.spirv_dis), "spirv-dis (apt-get install spirv-tools)"),
            "glslang": (bool(self.glslang), "glslangValidator (apt-get install glslang-tools)"),
            "vkrun": (os.access(self.vkrun, os.X_OK), "vkrun at %s (needs libvulkan-dev when configuring)" % self.vkrun),
            "layout": (os.access(self.layout, os.X_OK), "oshlayout at %s (cmake --build build)" % self.layout),
            "dawn": (bool(self.node) and os.path.exists(self.webgpu), "node and tests/node_modules/webgpu (run tools/install-test-deps.sh)"),
        }[what]
        if not ok:
            raise ToolMissing(why)

    def run(self, argv, cwd=None, timeout=RUN_TIMEOUT, binary=False):
        try:
            p = subprocess.run(argv, cwd=cwd, env=self.env, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise TestFailure("timed out after %ds: %s" % (timeout, " ".join(argv)))
        out = p.stdout if binary else p.stdout.decode("utf-8", "replace")
        return p.returncode, out, p.stderr.decode("utf-8", "replace")

    def vkrun_cmd(self, spv, spec):
        self.need("vkrun")
        return [self.vkrun, spv, spec]

    def dawnrun_cmd(self, *args):
        self.need("dawn")
        return [self.node, DAWNRUN] + list(args)


def expect_runner(tools, argv, want_rc, label):
    """Runs vkrun/dawnrun; exit 3 means no usable device (a missing tool)."""
    rc, out, err = tools.run(argv)
    text = (out + err).rstrip()
    if rc == 3 and want_rc != 3:
        raise ToolMissing("%s: no usable device:\n%s" % (label, text))
    if rc != want_rc:
        raise TestFailure("%s: exit %d, wanted %d\n%s" % (label, rc, want_rc, text))
    log("%s: exit %d as wanted%s" % (label, rc, ("\n" + text) if text and want_rc == 0 else ""))
    return out, err


# --------------------------------------------------------------------------
# Compiling and snapshots

def update_mode(args):
    return bool(getattr(args, "update", False)) or os.environ.get("UPDATE_SNAPSHOTS", "") not in ("", "0")


class Compiled:
    def __init__(self, rc, stderr, stdout, output, out_path):
        self.rc, self.stderr, self.stdout, self.output, self.out_path = rc, stderr, stdout, output, out_path


# OSH_COMPILER_ARGS: options added to every compilation of a shader, e.g.
# -verify-ir (tests/CMakeLists.txt sets it for the corpus checks, so the IR
# verifier runs after lowering and after every pass of every corpus compile,
# at -O3 and, through tests/o0, at -O0). Options that change no output only:
# the snapshots are compared as they are.
EXTRA_COMPILER_ARGS = os.environ.get("OSH_COMPILER_ARGS", "").split()


def compile_once(tools, shader, target, out_path):
    tools.need("compiler")
    if os.path.exists(out_path):
        os.remove(out_path)
    argv = [tools.compiler] + shader.args + EXTRA_COMPILER_ARGS + ["-" + target, shader.file, "-Fo", out_path]
    rc, out, err = tools.run(argv, cwd=shader.dir, timeout=COMPILE_TIMEOUT)
    data = None
    if os.path.exists(out_path):
        with open(out_path, "rb") as f:
            data = f.read()
    if rc < 0 or rc not in (0, 1, 2):
        raise TestFailure("the compiler crashed or misbehaved (exit %d): %s\n%s" % (rc, " ".join(argv), err))
    return Compiled(rc, err, out, data, out_path)


def compile_twice(tools, shader, target, outdir):
    """Compiles twice and insists on identical results (determinism)."""
    ext = "spv" if target == "spirv" else "wgsl"
    os.makedirs(os.path.join(outdir, "again"), exist_ok=True)
    a = compile_once(tools, shader, target, os.path.join(outdir, "%s.%s" % (shader.name, ext)))
    b = compile_once(tools, shader, target, os.path.join(outdir, "again", "%s.%s" % (shader.name, ext)))
    b.stderr = b.stderr.replace(os.path.join(outdir, "again"), outdir)
    problems = []
    if a.rc != b.rc:
        problems.append("exit status %d then %d" % (a.rc, b.rc))
    if a.stderr != b.stderr:
        problems.append("different diagnostics")
    if a.output != b.output:
        problems.append("different %s output" % target)
    if problems:
        detail = ""
        if a.stderr != b.stderr:
            detail = "\n--- first stderr:\n%s\n--- second stderr:\n%s" % (a.stderr[:3000], b.stderr[:3000])
        raise TestFailure("%s: not deterministic: two compilations gave %s%s" % (shader.file, ", ".join(problems), detail))
    if a.rc == 2:
        raise TestFailure("%s: usage error (exit 2) with ARGS %s:\n%s" % (shader.file, " ".join(shader.args), a.stderr))
    return a


def diag_codes(stderr, severity):
    # clang's shape: `file:line:col: error: message [OSH0300]`
    return set(re.findall(r"(?:^|: )%s: .*\[(OSH\d{4})\]$" % severity, stderr, re.M))


class Snapshots:
    """Compares (or in update mode writes) the files one check owns."""

    def __init__(self, shader, check, update):
        self.shader, self.update = shader, update
        self.owned = shader.owned_snapshots().get(check, [])
        self.written = set()
        self.failures = []

    def compare(self, path, text):
        self.written.add(path)
        rel = os.path.relpath(path, ROOT)
        old = None
        if os.path.exists(path):
            with open(path, encoding="utf-8", errors="replace", newline="") as f:
                old = f.read()
        if self.update:
            if old != text:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8", newline="") as f:
                    f.write(text)
                log("updated %s" % rel)
            return
        if old is None:
            self.failures.append("missing snapshot %s (run with --update or UPDATE_SNAPSHOTS=1 to create it)" % rel)
        elif old != text:
            import difflib
            diff = "".join(difflib.unified_diff(old.splitlines(True), text.splitlines(True), rel, rel + " (now)", n=2))
            if len(diff) > 6000:
                diff = diff[:6000] + "\n... (diff cut)\n"
            self.failures.append("snapshot %s differs:\n%s" % (rel, diff))

    def finish(self):
        for path in self.owned:
            if path in self.written or not os.path.exists(path):
                continue
            rel = os.path.relpath(path, ROOT)
            if self.update:
                os.remove(path)
                log("removed stale %s" % rel)
            else:
                self.failures.append("stale snapshot %s: this check no longer produces it (--update removes it)" % rel)
        return self.failures


def check_codes(stderr, wanted, severity, what):
    got = diag_codes(stderr, severity)
    missing = [c for c in wanted if c not in got]
    if missing:
        return ["%s: expected %s %s, got %s" % (what, severity, " ".join(missing), " ".join(sorted(got)) or "none")]
    return []


def check_target(tools, shader, target, outdir, update):
    shader.require_valid()
    snaps = Snapshots(shader, target, update)
    res = compile_twice(tools, shader, target, outdir)
    failures = []
    refused = shader.target_error[target]
    if refused is not None:
        if res.rc != 1:
            failures.append("%s-ERROR: the %s target should refuse this shader (exit 1) but exited %d" % (target.upper(), target, res.rc))
        failures += check_codes(res.stderr, refused, "error", "%s-ERROR" % target.upper())
        if res.rc == 1 and res.output is not None:
            failures.append("%s-ERROR: exit 1 but %s was written anyway" % (target.upper(), res.out_path))
        snaps.compare(shader.snapshot("%s.diag" % target), res.stderr)
        return failures + snaps.finish()
    if res.rc != 0:
        raise TestFailure("%s: compiling for %s failed (exit %d):\n%s" % (shader.file, target, res.rc, res.stderr))
    if res.output is None:
        raise TestFailure("%s: exit 0 but no output file %s" % (shader.file, res.out_path))
    warned = diag_codes(res.stderr, "warning")
    wanted = shader.expected_warnings(target)
    unexpected = sorted(warned - set(wanted))
    if unexpected:
        failures.append("unexpected warning(s) %s (declare them with // EXPECT-WARNING:)" % " ".join(unexpected))
    failures += check_codes(res.stderr, wanted, "warning", "EXPECT-WARNING/WGSL-WARNING")
    if res.stderr:
        snaps.compare(shader.snapshot("%s.diag" % target), res.stderr)
    if target == "spirv":
        tools.need("spirv-dis")
        rc, text, err = tools.run([tools.spirv_dis, "--no-color", res.out_path])
        if rc != 0:
            failures.append("spirv-dis failed:\n%s" % err)
        else:
            snaps.compare(shader.snapshot("spvasm"), text)
        tools.need("spirv-val")
        extra = shlex.split(shader.one("SPIRV-VAL") or "")
        rc, out, err = tools.run([tools.spirv_val, "--target-env", SPIRV_VAL_ENV] + SPIRV_VAL_FLAGS + extra +
                                 [for_old_tools(res.out_path)])
        if rc != 0:
            failures.append("spirv-val --target-env %s %s failed:\n%s%s" % (SPIRV_VAL_ENV, " ".join(extra), out, err))
        else:
            log("spirv-val: ok")
    else:
        text = res.output.decode("utf-8", "replace")
        snaps.compare(shader.snapshot("wgsl"), text)
        argv = ["validate", res.out_path]
        if shader.profile().startswith("cs_"):
            argv = ["validate", "--compute-entry", shader.entry("wgsl"), res.out_path]
        rc, out, err = tools.run(tools.dawnrun_cmd(*argv))
        if rc == 3:
            raise ToolMissing("dawnrun validate: %s" % (out + err))
        if rc != 0:
            failures.append("Tint rejects the WGSL (dawnrun validate, exit %d):\n%s%s" % (rc, out, err))
        else:
            log(out.strip())
    return failures + snaps.finish()


def check_diag(tools, shader, outdir, update):
    shader.require_valid()
    snaps = Snapshots(shader, "diag", update)
    failures = []
    first = None
    for target in shader.targets:
        res = compile_twice(tools, shader, target, os.path.join(outdir, target))
        if res.rc != 1:
            failures.append("EXPECT-ERROR: -%s exited %d, not 1" % (target, res.rc))
        if res.output is not None:
            failures.append("EXPECT-ERROR: -%s wrote %s despite the errors" % (target, res.out_path))
        if not diag_codes(res.stderr, "error"):
            failures.append("EXPECT-ERROR: -%s printed no 'error: ... [OSHnnnn]' diagnostic" % target)
        failures += check_codes(res.stderr, shader.expect_error_codes or [], "error", "EXPECT-ERROR (-%s)" % target)
        if first is None:
            first = res.stderr
        elif res.stderr != first:
            failures.append("EXPECT-ERROR: the diagnostics differ between targets (use SPIRV-ERROR/WGSL-ERROR for target-specific errors)")
    snaps.compare(shader.snapshot("diag"), first or "")
    return failures + snaps.finish()


def layout_lines(tools, shaders, target):
    """The pipeline layout from the reflection alone, as the host helpers
    (osh_vk_pipeline_layout, osh_wgpu_pipeline_layout) make it of the
    reflections of a pipeline's stages (`shaders`: one compute shader, or
    each stage of a graphics one): the runners build their descriptor set /
    bind group layouts and push-constant range from these lines, and refuse
    a resource the test binds that the layout types otherwise
    (tests/runners/oshlayout.c)."""
    tools.need("layout")
    argv = [tools.layout, target]
    for i, sh in enumerate(shaders):
        argv += (["--"] if i else []) + [sh.file] + sh.args + EXTRA_COMPILER_ARGS
    rc, out, err = tools.run(argv, cwd=shaders[0].dir, timeout=COMPILE_TIMEOUT)
    if rc != 0:
        raise TestFailure("the layout from the reflection failed (exit %d): %s\n%s" % (rc, " ".join(argv), err))
    return "# the pipeline layout from the reflection (oshlayout)\n" + out


def check_run(tools, shader, check, outdir):
    shader.require_valid()
    target = "spirv" if check == "vk" else "wgsl"
    spec = build_run_spec(shader, target) + layout_lines(tools, [shader], target)
    os.makedirs(outdir, exist_ok=True)
    spec_path = os.path.join(outdir, "%s.%s.spec" % (shader.name, check))
    with open(spec_path, "w") as f:
        f.write(spec)
    if check == "vk":
        tools.need("vkrun")
    else:
        tools.need("dawn")
    res = compile_once(tools, shader, target, os.path.join(outdir, "%s.run.%s" % (shader.name, "spv" if check == "vk" else "wgsl")))
    if res.rc != 0:
        raise TestFailure("%s: compiling for %s failed (exit %d):\n%s" % (shader.file, target, res.rc, res.stderr))
    if check == "vk":
        argv = tools.vkrun_cmd(for_old_tools(res.out_path), spec_path)
    else:
        argv = tools.dawnrun_cmd("run", "--backend", tools.dawn_backend, res.out_path, spec_path)
    expect_runner(tools, argv, 0, "%s %s" % (os.path.basename(argv[0]) if check == "vk" else "dawnrun", shader.file))
    return []


def run_check(tools, shader_path, check, outroot, update):
    shader = Shader(shader_path)
    outdir = os.path.join(outroot, shader.area, shader.name, check)
    if check not in shader.checks():
        shader.require_valid()
        raise TestFailure("%s has no %s check (it has: %s)" % (shader.file, check, ", ".join(shader.checks())))
    if check == "refl":
        return oshrefl.run_check(sys.modules[__name__], tools, shader, outdir, update)
    if shader.graphics:
        return oshgfx.run_check(tools, shader, check, outdir, update)
    if check in TARGET_NAMES:
        return check_target(tools, shader, check, outdir, update)
    if check == "diag":
        return check_diag(tools, shader, outdir, update)
    return check_run(tools, shader, check, outdir)


def corpus_shaders(root):
    out = []
    if not os.path.isdir(root):
        return out
    for area in sorted(os.listdir(root)):
        d = os.path.join(root, area)
        if not os.path.isdir(d):
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".hlsl"):
                out.append(os.path.join(d, f))
    return out


# What a corpus snapshot's name ends with (Shader.owned_snapshots); other
# files of an area (the shaders, KNOWN_FAILURES.md, inputs) are not snapshots.
SNAPSHOT_SUFFIXES = (".spvasm", ".wgsl", ".diag", ".refl.json")


def orphans(root):
    """Snapshot files of <area>/ that no check of an existing shader owns."""
    owned = set()
    for p in corpus_shaders(root):
        for files in Shader(p).owned_snapshots().values():
            owned.update(files)
    bad = []
    for area in sorted(os.listdir(root)) if os.path.isdir(root) else []:
        d = os.path.join(root, area)
        if os.path.isdir(d):
            for f in sorted(os.listdir(d)):
                if f.endswith(SNAPSHOT_SUFFIXES) and os.path.join(d, f) not in owned:
                    bad.append(os.path.join(d, f))
    return bad


# --------------------------------------------------------------------------
# Runner self-tests: they prove vkrun, dawnrun and this harness with
# SPIR-V from glslangValidator and hand-written WGSL. They are not
# expectations of OneShader.

def glslang_compile(tools, hlsl, out):
    tools.need("glslang")
    sh = Shader(hlsl)
    rc, o, e = tools.run([tools.glslang, "-D", "-V", "--target-env", "vulkan1.1", "-S", "comp",
                          "-e", sh.entry("spirv"), hlsl, "-o", out])
    if rc != 0:
        raise TestFailure("glslangValidator failed:\n%s%s" % (o, e))
    return sh


def selftest_vk(tools, name, spec_override=None, want_rc=0):
    tmp = tempfile.mkdtemp(prefix="oshtest-")
    try:
        hlsl = os.path.join(SELFTEST_DIR, name + ".hlsl")
        spv = os.path.join(tmp, name + ".spv")
        sh = glslang_compile(tools, hlsl, spv)
        spec = build_run_spec(sh, "spirv")
        if spec_override:
            spec = spec_override(spec)
        specp = os.path.join(tmp, name + ".spec")
        with open(specp, "w") as f:
            f.write(spec)
        tools.need("spirv-val")
        rc, o, e = tools.run([tools.spirv_val, "--target-env", "vulkan1.1", spv])
        if rc != 0:
            raise TestFailure("spirv-val rejects glslang's output:\n%s%s" % (o, e))
        expect_runner(tools, tools.vkrun_cmd(spv, specp), want_rc, "vkrun %s" % name)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return []


def selftest_dawn_run(tools, wgsl, spec_file, want_rc, backend=None):
    w = os.path.join(SELFTEST_DIR, wgsl)
    s = os.path.join(SELFTEST_DIR, spec_file)
    expect_runner(tools, tools.dawnrun_cmd("run", "--backend", backend or tools.dawn_backend, w, s), want_rc,
                  "dawnrun run %s %s" % (wgsl, spec_file))
    return []


def selftest_dawn_validate(tools, wgsl, want_rc, entry="main"):
    argv = ["validate"] + (["--compute-entry", entry] if entry else []) + [os.path.join(SELFTEST_DIR, wgsl)]
    expect_runner(tools, tools.dawnrun_cmd(*argv), want_rc, "dawnrun validate %s" % wgsl)
    return []


def selftest_dawn_vulkan(tools):
    """Mesa 25's lavapipe under Dawn's Vulkan backend, with f16 and subgroups."""
    if not os.path.exists(MESA25_ICD):
        raise ToolMissing(".deps/mesa25 is not installed (tools/install-test-deps.sh); Dawn runs fall back to OpenGL ES")
    rc, out, err = tools.run(tools.dawnrun_cmd("info"))
    log(out.strip())
    m = re.search(r"^vulkan: (.*)\n  features: (.*)$", out, re.M)
    if rc != 0 or not m:
        raise TestFailure("Dawn found no Vulkan adapter with VK_ICD_FILENAMES=%s:\n%s%s" % (tools.env.get("VK_ICD_FILENAMES"), out, err))
    feats = m.group(2).split()
    missing = [f for f in ("shader-f16", "subgroups") if f not in feats]
    if "Mesa 25" not in m.group(1) or missing:
        raise TestFailure("Vulkan adapter %r lacks Mesa 25 or features %s" % (m.group(1), missing))
    return selftest_dawn_run(tools, "f16_subgroups.wgsl", "f16_subgroups.spec", 0, backend="vulkan")


def selftest_formulas(tools):
    import unittest
    loader = unittest.TestLoader()
    sys.path.insert(0, TESTS)
    suite = loader.loadTestsFromName("test_oshtest")
    result = unittest.TextTestRunner(verbosity=1).run(suite)
    if not result.wasSuccessful():
        raise TestFailure("harness unit tests failed")
    return []


def selftest_snapshot_flow(tools):
    """The whole corpus pipeline on a scratch copy of the self-test corpus,
    with tests/runners/selftest/fakecc.py standing in for the compiler."""
    src = os.path.join(SELFTEST_DIR, "corpus")
    tmp = tempfile.mkdtemp(prefix="oshtest-flow-")
    root = os.path.join(tmp, "corpus")
    shutil.copytree(src, root)
    fakecc = os.path.join(SELFTEST_DIR, "fakecc.py")
    base = [sys.executable, os.path.abspath(__file__), "all", "--root", root, "--compiler", fakecc,
            "--vkrun", tools.vkrun, "--out", os.path.join(tmp, "out")]

    def step(label, argv, want_ok, env_extra=None, must_say=None):
        env = dict(os.environ)
        env.pop("UPDATE_SNAPSHOTS", None)
        env.update(env_extra or {})
        p = subprocess.run(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=900)
        text = p.stdout.decode("utf-8", "replace")
        if p.returncode == SKIP:
            raise ToolMissing("%s: a tool is missing:\n%s" % (label, text[-3000:]))
        ok = p.returncode == 0
        if ok != want_ok or (must_say and must_say not in text):
            raise TestFailure("step '%s': exit %d, wanted %s%s\n%s" % (
                label, p.returncode, "success" if want_ok else "failure",
                (" mentioning %r" % must_say) if must_say else "", text[-6000:]))
        log("step '%s': %s as wanted" % (label, "passed" if ok else "failed"))
        return text

    try:
        tools.need("glslang")
        step("check without snapshots fails", base, False, must_say="missing snapshot")
        step("--update writes them", base + ["--update"], True)
        exp = os.path.join(root, "compute")
        made = sorted(f for f in os.listdir(exp) if f.endswith(SNAPSHOT_SUFFIXES))
        log("snapshots written: %s" % " ".join(made))
        for want in ("double.spvasm", "double.wgsl", "broken.diag", "nowgsl.spvasm", "nowgsl.wgsl.diag"):
            if want not in made:
                raise TestFailure("--update did not write %s" % want)
        step("check after --update passes", base, True)
        step("UPDATE_SNAPSHOTS=1 is a no-op when nothing changed", base, True, {"UPDATE_SNAPSHOTS": "1"})
        with open(os.path.join(exp, "double.wgsl"), "a") as f:
            f.write("// tampered\n")
        step("a changed snapshot fails", base, False, must_say="snapshot")
        step("UPDATE_SNAPSHOTS=1 repairs it", base, True, {"UPDATE_SNAPSHOTS": "1"})
        step("nondeterministic output fails", base + ["--only", "spirv"], False, {"FAKECC_NONDETERMINISTIC": "1"}, must_say="not deterministic")
        step("a wrong expectation fails the runs", base + ["--only", "vk,dawn"], False, {"FAKECC_WRONG_RESULT": "1"}, must_say="differ")
        step("invalid SPIR-V fails spirv-val", base + ["--only", "spirv"], False, {"FAKECC_BAD_SPIRV": "1"}, must_say="spirv-val")
        step("invalid WGSL fails Tint", base + ["--only", "wgsl"], False, {"FAKECC_BAD_WGSL": "1"}, must_say="Tint rejects")
        with open(os.path.join(exp, "gone.wgsl"), "w") as f:
            f.write("x")
        step("an orphaned snapshot fails", base, False, must_say="orphan")
        os.remove(os.path.join(exp, "gone.wgsl"))
        os.remove(os.path.join(exp, "nowgsl.wgsl.diag"))
        with open(os.path.join(exp, "nowgsl.wgsl"), "w") as f:
            f.write("stale\n")
        step("a stale snapshot fails", base + ["--only", "wgsl"], False, must_say="stale snapshot")
        step("--update removes it", base + ["--update"], True)
        if os.path.exists(os.path.join(exp, "nowgsl.wgsl")):
            raise TestFailure("--update left the stale snapshot")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return []


def _wrong_expect(spec):
    return re.sub(r"^expect (\d+)", lambda m: "expect %d" % (int(m.group(1)) + 1), spec, count=1, flags=re.M)


def _layout(descriptor_type, binding=0):
    """The layout line oshlayout would write for double_plus_one's buffer
    (VkDescriptorType 7, storage buffer), or a wrong one."""
    return lambda spec: spec + "layout 0 %d %d 1 32 0 data\n" % (binding, descriptor_type)


def _drop_push_f32(spec):
    return "\n".join(l for l in spec.split("\n") if not l.startswith("push f32")) + "\n"


SELFTESTS = {
    "vkrun-double": lambda t: selftest_vk(t, "double_plus_one"),
    "vkrun-resources": lambda t: selftest_vk(t, "resources"),
    "vkrun-array-length": lambda t: selftest_vk(t, "array_length"),
    "vkrun-detects-mismatch": lambda t: selftest_vk(t, "double_plus_one", _wrong_expect, 1),
    "vkrun-detects-validation-error": lambda t: selftest_vk(t, "resources", _drop_push_f32, 4),
    "vkrun-layout": lambda t: selftest_vk(t, "double_plus_one", _layout(7)),
    "vkrun-detects-layout-type": lambda t: selftest_vk(t, "double_plus_one", _layout(6), 1),
    "vkrun-detects-layout-lacks": lambda t: selftest_vk(t, "double_plus_one", _layout(7, binding=5), 1),
    "dawn-validate-ok": lambda t: selftest_dawn_validate(t, "resources.wgsl", 0),
    "dawn-validate-warning-fails": lambda t: selftest_dawn_validate(t, "warning.wgsl", 4),
    "dawn-validate-error-fails": lambda t: selftest_dawn_validate(t, "error.wgsl", 4),
    "dawn-validate-missing-entry-fails": lambda t: selftest_dawn_validate(t, "resources.wgsl", 4, entry="nope"),
    "dawn-run": lambda t: selftest_dawn_run(t, "resources.wgsl", "resources.spec", 0),
    "dawn-run-array-length": lambda t: selftest_dawn_run(t, "array_length.wgsl", "array_length.spec", 0),
    "dawn-run-detects-mismatch": lambda t: selftest_dawn_run(t, "resources.wgsl", "resources-wrong.spec", 1),
    "dawn-run-detects-layout-error": lambda t: selftest_dawn_run(t, "resources.wgsl", "resources-badlayout.spec", 4),
    "dawn-run-layout": lambda t: selftest_dawn_run(t, "resources.wgsl", "resources-layout.spec", 0),
    "dawn-run-detects-layout-mismatch": lambda t: selftest_dawn_run(t, "resources.wgsl", "resources-layout-wrong.spec", 1),
    "dawn-run-opengles": lambda t: selftest_dawn_run(t, "resources.wgsl", "resources.spec", 0, backend="opengles"),
    "dawn-vulkan-mesa25": selftest_dawn_vulkan,
    "harness-unit": selftest_formulas,
    "snapshot-flow": selftest_snapshot_flow,
}


# --------------------------------------------------------------------------
# Examples

def check_example(tools, path, outroot):
    sh = Shader(path)
    sh.require_valid()
    failures = []
    for target in sh.targets:
        res = compile_twice(tools, sh, target, os.path.join(outroot, "examples", sh.name))
        if res.rc != 0:
            failures.append("-%s failed (exit %d):\n%s" % (target, res.rc, res.stderr))
            continue
        if target == "spirv":
            tools.need("spirv-val")
            rc, o, e = tools.run([tools.spirv_val, "--target-env", "vulkan1.2", res.out_path])
            if rc != 0:
                failures.append("spirv-val:\n%s%s" % (o, e))
        else:
            argv = ["validate"] + (["--compute-entry", sh.entry("wgsl")] if sh.profile().startswith("cs_") else []) + [res.out_path]
            rc, o, e = tools.run(tools.dawnrun_cmd(*argv))
            if rc == 3:
                raise ToolMissing(o + e)
            if rc != 0:
                failures.append("Tint:\n%s%s" % (o, e))
    return failures


# --------------------------------------------------------------------------
# Graphics shaders (tests/corpus/graphics): the STAGES, DRAW, TARGET, DEPTH,
# VERTEX, UNIFORM, STORAGE, PUSH-CONSTANTS, TEXTURE and SAMPLER directives,
# their checks (vkrender, dawnrender) and the render self-tests live in
# tests/render/oshgfx.py; bind() adds them to DIRECTIVES and SELFTESTS.

sys.path.insert(0, os.path.join(TESTS, "render"))
import oshgfx  # noqa: E402

oshgfx.bind(sys.modules[__name__])

# The `refl` check (reflection snapshot, generated C header): tests/reflect/oshrefl.py.
sys.path.insert(0, os.path.join(TESTS, "reflect"))
import oshrefl  # noqa: E402


# --------------------------------------------------------------------------
# Command line

def outcome(fn):
    """Runs fn() -> list of failure strings; maps to the exit status."""
    try:
        failures = fn()
    except ToolMissing as e:
        if in_ci():
            log("FAIL: a required tool is missing (CI=true): %s" % e)
            return 1
        log("SKIP: a required tool is missing: %s" % e)
        return SKIP
    except TestFailure as e:
        log("FAIL: %s" % e)
        return 1
    except Exception:  # noqa: BLE001 - a harness bug is a failure, not a crash
        import traceback
        log("FAIL: harness error:\n%s" % traceback.format_exc())
        return 1
    if failures:
        for f in failures:
            log("FAIL: %s" % f)
        return 1
    log("PASS")
    return 0


def xfail_checks(shader_path):
    """The checks a shader's XFAIL directive names (empty when none)."""
    try:
        with open(shader_path, encoding="utf-8", errors="replace") as f:
            for line in f:
                if not line.startswith("//"):
                    break
                m = DIRECTIVE_RE.match(line.strip())
                if m and m.group(1) == "XFAIL":
                    spec = (m.group(2) or "").split("--")[0]
                    return set(spec.split())
    except OSError:
        pass
    return set()


def apply_xfail(shader_path, check, rc):
    """Inverts the outcome of a check the shader marks as a known failure."""
    if check not in xfail_checks(shader_path) or rc == SKIP:
        return rc
    if rc == 0:
        log("FAIL: %s unexpectedly passed: the known bug is fixed, remove it from XFAIL" % check)
        return 1
    log("XFAIL: %s fails as recorded (known bug)" % check)
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)

    def common(p):
        p.add_argument("--compiler")
        p.add_argument("--vkrun")
        p.add_argument("--layout", help="oshlayout (tests/runners/oshlayout.c)")
        p.add_argument("--out", default=os.path.join(ROOT, "build", "test-out"))
        p.add_argument("--update", action="store_true")

    p = sub.add_parser("list")
    p.add_argument("--root", default=CORPUS)
    p = sub.add_parser("check")
    common(p)
    p.add_argument("shader")
    p.add_argument("check", choices=["spirv", "wgsl", "diag", "vk", "dawn", "refl"])
    p = sub.add_parser("all")
    common(p)
    p.add_argument("--root", default=CORPUS)
    p.add_argument("--only", default="")
    p = sub.add_parser("orphans")
    p.add_argument("--root", default=CORPUS)
    p = sub.add_parser("spec")
    p.add_argument("shader")
    p.add_argument("--target", default="spirv", choices=TARGET_NAMES)
    p = sub.add_parser("example")
    common(p)
    p.add_argument("file")
    p = sub.add_parser("selftest")
    p.add_argument("--vkrun")
    p.add_argument("name", choices=sorted(SELFTESTS))
    sub.add_parser("tools")
    p = sub.add_parser("exec", help="run a program with the test environment (Vulkan ICD, XDG_RUNTIME_DIR, VKRUN)")
    p.add_argument("--vkrun")
    p.add_argument("--tmpdir", help="a private, emptied TMPDIR for the program")
    p.add_argument("argv", nargs=argparse.REMAINDER)
    args = ap.parse_args(argv)

    if args.cmd == "exec":
        prog = args.argv[1:] if args.argv[:1] == ["--"] else args.argv
        if not prog:
            log("usage: oshtest.py exec [--vkrun PATH] [--tmpdir DIR] -- PROGRAM [ARGS...]")
            return 2
        t = Tools(vkrun=args.vkrun)
        env = dict(t.env)
        if os.access(t.vkrun, os.X_OK):
            env.setdefault("VKRUN", t.vkrun)
        if args.tmpdir:
            shutil.rmtree(args.tmpdir, ignore_errors=True)
            os.makedirs(args.tmpdir)
            env["TMPDIR"] = args.tmpdir
        sys.stdout.flush()
        try:
            os.execvpe(prog[0], prog, env)
        except OSError as e:
            log("FAIL: cannot run %s: %s" % (prog[0], e))
            return 1

    if args.cmd == "list":
        for path in corpus_shaders(args.root):
            sh = Shader(path)
            for c in sh.checks() or ["spirv"]:
                labels = ["corpus", c, "area-" + sh.area]
                if c in ("vk", "dawn"):
                    labels.append("run")
                print("%s|%s|%s|%s" % (sh.test_name(c), os.path.relpath(path, ROOT), c, ",".join(labels)))
        return 0
    if args.cmd == "spec":
        def show():
            sys.stdout.write(build_run_spec(Shader(args.shader), args.target))
            return []
        try:
            show()
            return 0
        except TestFailure as e:
            log("error: %s" % e)
            return 1
    if args.cmd == "orphans":
        bad = orphans(args.root)
        for b in bad:
            log("FAIL: orphan snapshot %s (no shader or check owns it; delete it)" % os.path.relpath(b, ROOT))
        if not bad:
            log("PASS: no orphan snapshots")
        return 1 if bad else 0
    if args.cmd == "tools":
        t = Tools()
        for k in ("compiler", "vkrun", "spirv_val", "spirv_dis", "glslang", "node", "dawn_backend"):
            print("%-12s %s" % (k, getattr(t, k)))
        print("%-12s %s" % ("webgpu", t.webgpu if os.path.exists(t.webgpu) else "missing"))
        print("%-12s %s" % ("VK ICD", t.env.get("VK_ICD_FILENAMES") or t.env.get("VK_DRIVER_FILES")))
        print("%-12s %s" % ("CI", in_ci()))
        return 0

    if getattr(args, "out", None):
        args.out = os.path.abspath(args.out)
    tools = Tools(getattr(args, "compiler", None), getattr(args, "vkrun", None), getattr(args, "layout", None))
    if args.cmd == "selftest":
        log("runner self-test %s (SPIR-V from glslangValidator, hand-written WGSL: not compiler expectations)" % args.name)
        return outcome(lambda: SELFTESTS[args.name](tools))
    if args.cmd == "check":
        rc = outcome(lambda: run_check(tools, args.shader, args.check, args.out, update_mode(args)))
        return apply_xfail(args.shader, args.check, rc)
    if args.cmd == "example":
        return outcome(lambda: check_example(tools, args.file, args.out))
    if args.cmd == "all":
        only = [c for c in args.only.split(",") if c]
        passed = failed = skipped = 0
        for path in corpus_shaders(args.root):
            sh = Shader(path)
            for c in sh.checks() or ["spirv"]:
                if only and c not in only:
                    continue
                log("=== %s" % sh.test_name(c))
                rc = outcome(lambda: run_check(tools, path, c, args.out, update_mode(args)))
                rc = apply_xfail(path, c, rc)
                passed += rc == 0
                failed += rc == 1
                skipped += rc == SKIP
        if not only:
            log("=== orphans")
            bad = orphans(args.root)
            for b in bad:
                log("FAIL: orphan snapshot %s" % b)
            passed += not bad
            failed += bool(bad)
        log("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
        if failed:
            return 1
        return SKIP if skipped else 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
