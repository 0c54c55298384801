#!/usr/bin/env python3
"""Checks of the oneshader command line, one per flag family.

    python3 tests/cli/cli_test.py --compiler build/oneshader [--list] [CHECK...]

Without CHECK names every check runs. Each prints PASS or FAIL with the
reason; the exit status is 0 when all pass, 1 otherwise. The source of truth
for the flags is src/driver/options.def, the table the parser reads: the help
check takes every spelling from it and requires --help to list it. Standard
library only.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OPTIONS_DEF = os.path.join(ROOT, "src", "driver", "options.def")
HEADER = os.path.join(ROOT, "include", "oneshader.h")

COMPUTE = """\
RWStructuredBuffer<uint> data : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * 2 + 1; }
"""

# Two entry points, to choose with -E.
TWO_ENTRIES = COMPUTE + """\
[numthreads(8, 1, 1)]
void other(uint3 id : SV_DispatchThreadID) { data[id.x] = 7; }
"""

SPIRV_MAGIC = b"\x03\x02\x23\x07"


class Fail(Exception):
    pass


class Env:
    """The compiler under test and a scratch folder for one check."""

    def __init__(self, compiler, tmp):
        self.compiler = compiler
        self.tmp = tmp

    def path(self, name):
        return os.path.join(self.tmp, name)

    def write(self, name, text):
        p = self.path(name)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8") as f:
            f.write(text)
        return p

    def run(self, *args, stdin=None):
        """Runs the compiler; returns (status, stdout bytes, stderr text)."""
        try:
            p = subprocess.run([self.compiler, *args], input=stdin, cwd=self.tmp,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
        except subprocess.TimeoutExpired:
            raise Fail(f"timed out: oneshader {' '.join(args)}")
        return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def expect(cond, msg):
    if not cond:
        raise Fail(msg)


def expect_status(res, want, args):
    st, out, err = res
    if st != want:
        raise Fail(f"oneshader {' '.join(args)}: exit {st}, expected {want}\n  stderr: {err.strip()[:600]}")


def run_ok(env, *args, stdin=None):
    res = env.run(*args, stdin=stdin)
    expect_status(res, 0, args)
    return res


def run_usage_error(env, flag, *args):
    """Runs and expects exit 2 with `flag` named on stderr."""
    res = env.run(*args)
    expect_status(res, 2, args)
    expect(flag in res[2], f"oneshader {' '.join(args)}: the message does not name '{flag}':\n  {res[2].strip()}")
    return res


def read(path, mode="r"):
    with open(path, mode) as f:
        return f.read()


CHECKS = []


def check(fn):
    CHECKS.append((fn.__name__.replace("_", "-"), fn))
    return fn


# ---- the flags the command accepts (src/driver/options.def) ---------------------

FLAG_KINDS = {}  # spelling -> kind, filled by accepted_flags


def accepted_flags():
    """Every flag spelling of the option table, in table order. Returns
    (named, ignored): flags the parser handles, and the dxc flags it accepts
    and ignores."""
    named, ignored = [], []
    for m in re.finditer(r'^OPT\(\w+, "((?:[^"\\]|\\.)*)", (\w+), ((?:\w+\([^()]*\)\s*)+(?:DXIL_ONLY)?|IGNORE|DXIL_ONLY),',
                         read(OPTIONS_DEF), re.M):
        spelling, kind, action = m.groups()
        FLAG_KINDS[spelling] = kind
        if kind == "NONE":
            continue  # a line of --help only (<input>..., @<file>)
        (ignored if action in ("IGNORE", "DXIL_ONLY") else named).append(spelling)
    return named, ignored


def help_mentions(text, flag):
    """Is `flag` in the help text as a word (so -O is not found inside -O0, and
    prefix spellings like -Wno- or -fspv-target-env= match their <...> form)?"""
    if flag.endswith("=") or flag.endswith("-"):
        return flag in text
    if flag == "-O":
        return re.search(r"(?<![\w-])-O[0-3d]", text) is not None
    return re.search(r"(?<![\w-])" + re.escape(flag) + r"(?![\w-])", text) is not None


@check
def help_text(env):
    """--help, -help and -? print the same text on stdout and exit 0."""
    outs = []
    for flag in ("--help", "-help", "-?"):
        st, out, err = run_ok(env, flag)
        expect(b"usage:" in out, f"{flag}: no 'usage:' line on stdout")
        outs.append(out)
    expect(outs[0] == outs[1] == outs[2], "--help, -help and -? print different texts")


@check
def help_lists_every_flag(env):
    """Every flag of the option table appears in --help."""
    named, _ = accepted_flags()
    expect(len(named) > 20, f"found only {len(named)} flags in {OPTIONS_DEF}: the scan is broken")
    _, out, _ = run_ok(env, "--help")
    text = out.decode()
    missing = [f for f in named if not help_mentions(text, f)]
    expect(not missing, "flags the table accepts but --help does not list: " + " ".join(missing))


@check
def help_mentions_ignored_dxc_flags(env):
    """The dxc flags the table accepts and ignores are named in --help."""
    _, ignored = accepted_flags()
    expect(ignored, f"found no IGNORE entries in {OPTIONS_DEF}")
    _, out, _ = run_ok(env, "--help")
    text = out.decode()
    missing = [f for f in ignored if f != "-spirv" and not help_mentions(text, f)]
    expect(not missing, "dxc flags accepted (and ignored) but not in --help: " + " ".join(missing))


@check
def version(env):
    """--version prints 'oneshader X.Y.Z', the header's OSH_VERSION_STRING."""
    want = re.search(r'#define OSH_VERSION_STRING "([^"]+)"', read(HEADER)).group(1)
    st, out, err = run_ok(env, "--version")
    expect(out.decode().strip() == f"oneshader {want}", f"--version printed {out!r}, expected 'oneshader {want}'")


# ---- usage errors: exit 2, the flag named ----------------------------------------

@check
def usage_unknown_flag(env):
    """An unknown flag is a usage error naming it."""
    src = env.write("a.hlsl", COMPUTE)
    run_usage_error(env, "-frobnicate", "-T", "cs_6_0", "-frobnicate", src)
    run_usage_error(env, "-fvk-x-shift", "-T", "cs_6_0", "-fvk-x-shift", "1", "0", src)


@check
def usage_missing_value(env):
    """A flag at the end of the line without its value names the flag."""
    src = env.write("a.hlsl", COMPUTE)
    for flag in ("-T", "-E", "-Fo", "-Fre", "-Fi", "-MF", "-D", "-U", "-I", "-HV"):
        run_usage_error(env, flag, src, "-T", "cs_6_0", flag)
    run_usage_error(env, "-fvk-b-shift", src, "-T", "cs_6_0", "-fvk-b-shift", "1")
    run_usage_error(env, "-fvk-bind-register", src, "-T", "cs_6_0", "-fvk-bind-register", "u0", "0")
    run_usage_error(env, "-fvk-t-shift", src, "-T", "cs_6_0", "-fvk-t-shift", "x", "0")


@check
def usage_no_input(env):
    """No input file is a usage error; so are two input files and no -T."""
    run_usage_error(env, "input", "-T", "cs_6_0")
    a = env.write("a.hlsl", COMPUTE)
    b = env.write("b.hlsl", COMPUTE)
    run_usage_error(env, "b.hlsl", "-T", "cs_6_0", a, b)
    run_usage_error(env, "-T", a)


@check
def usage_bad_hlsl_version(env):
    """-HV takes 2016, 2017, 2018 or 2021; anything else names -HV."""
    src = env.write("a.hlsl", COMPUTE)
    run_usage_error(env, "-HV", "-T", "cs_6_0", "-HV", "abc", src)
    run_usage_error(env, "-HV", "-T", "cs_6_0", "-HV", "2019", src)
    for v in ("2016", "2017", "2018", "2021"):
        st, out, err = run_ok(env, "-P", "-HV", v, env.write("v.hlsl", "int v = __HLSL_VERSION;\n"))
        expect(f"int v = {v};" in out.decode(), f"-HV {v}: __HLSL_VERSION is not {v}:\n{out.decode()}")


@check
def unknown_profile(env):
    """A profile the compiler does not know exits 2 with OSH0010."""
    src = env.write("a.hlsl", COMPUTE)
    # cs_5_0 compiles as cs_6_0 and cs_6_9, cs_6_10 are known (old-profiles checks them)
    for p in ("xs_6_0", "cs_3_0", "cs_7_0", "cs_6_11", "ms_6_4", "ms_5_0"):
        st, out, err = env.run("-T", p, src)
        expect_status((st, out, err), 2, ["-T", p, src])
        expect("OSH0010" in err and p in err, f"-T {p}: expected OSH0010 naming '{p}', got: {err.strip()}")
    st, out, err = env.run("-T", "cs_6_0", "-fspv-target-env=vulkan9.9", src)
    expect_status((st, out, err), 2, ["-fspv-target-env=vulkan9.9"])
    expect("vulkan9.9" in err, f"-fspv-target-env=vulkan9.9: not named in: {err.strip()}")


@check
def missing_input_file(env):
    """An input file that does not exist exits 1 with OSH0004 naming it."""
    st, out, err = env.run("-T", "cs_6_0", "no-such-file.hlsl")
    expect_status((st, out, err), 1, ["no-such-file.hlsl"])
    expect("OSH0004" in err and "no-such-file.hlsl" in err, f"expected OSH0004 naming the file, got: {err.strip()}")


# ---- outputs --------------------------------------------------------------------

@check
def output_stdout(env):
    """-Fo - writes SPIR-V (or WGSL with -wgsl) to stdout; '-' reads stdin."""
    src = env.write("a.hlsl", COMPUTE)
    st, out, err = run_ok(env, "-T", "cs_6_0", "-E", "main", src, "-Fo", "-")
    expect(out[:4] == SPIRV_MAGIC, f"-Fo -: stdout does not start with the SPIR-V magic: {out[:8]!r}")
    expect(len(out) % 4 == 0, "-Fo -: SPIR-V output is not whole words")
    st, out, err = run_ok(env, "-T", "cs_6_0", "-wgsl", src, "-Fo", "-")
    expect(b"@compute" in out, f"-wgsl -Fo -: no @compute in stdout: {out[:200]!r}")
    st, out2, err = run_ok(env, "-T", "cs_6_0", "-", "-Fo", "-", stdin=COMPUTE.encode())
    expect(out2[:4] == SPIRV_MAGIC, "input '-': no SPIR-V from stdin")


@check
def output_file(env):
    """-Fo FILE and -FoFILE write the module there and nothing to stdout."""
    src = env.write("a.hlsl", COMPUTE)
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-Fo", "a.spv")
    expect(out == b"", "-Fo a.spv: something was written to stdout")
    expect(read(env.path("a.spv"), "rb")[:4] == SPIRV_MAGIC, "a.spv is not SPIR-V")
    run_ok(env, "-Tcs_6_0", src, "-Foattached.wgsl", "-wgsl")
    expect("@compute" in read(env.path("attached.wgsl")), "-Foattached.wgsl: not WGSL")
    # dxc compatibility: -spirv is the default and accepted
    run_ok(env, "-spirv", "-T", "cs_6_0", src, "-Fo", "b.spv")


@check
def entry_point(env):
    """-E chooses the entry point; an unknown one is an error (exit 1)."""
    src = env.write("two.hlsl", TWO_ENTRIES)
    run_ok(env, "-T", "cs_6_0", "-E", "other", src, "-Fo", "other.spv")
    spv = read(env.path("other.spv"), "rb")
    expect(b"other\x00" in spv, "-E other: the module has no entry point named 'other'")
    st, out, err = env.run("-T", "cs_6_0", "-E", "nope", src)
    expect_status((st, out, err), 1, ["-E", "nope"])
    expect("nope" in err and re.search(r"error: .*\[OSH\d{4}\]", err), f"-E nope: expected an error naming 'nope': {err.strip()}")
    run_ok(env, "-T", "cs_6_0", "-E", "main", src, "-fspv-entrypoint-name=renamed_entry", "-Fo", "r.spv")
    expect(b"renamed_entry\x00" in read(env.path("r.spv"), "rb"), "-fspv-entrypoint-name: name not in the module")


@check
def library_entry(env):
    """A lib_ profile ignores an -E that names none of its [shader] entries,
    as DXC ignores -E for libraries (its test lib.fn.export.with.entrypoint
    passes -E main): one entry is compiled with its stage, several are
    compiled whole (library-whole checks that). An -E naming one of them
    compiles that one alone."""
    one = env.write("one.hlsl", "RWStructuredBuffer<uint> o;\nexport void helper() {}\n"
                                "[shader(\"compute\")] [numthreads(2, 1, 1)] void cs(uint3 i : SV_DispatchThreadID) { o[i.x] = 1; }\n")
    run_ok(env, "-T", "lib_6_6", "-E", "main", one, "-Fo", "one.spv")
    spirv_val(env, env.path("one.spv"))
    text = disasm(env, "-T", "lib_6_6", "-E", "main", one)
    expect(re.search(r'OpEntryPoint GLCompute %\w+ "cs"', text) is not None, "lib -E main: the library's only entry 'cs' is not the entry point")
    two = env.write("two_lib.hlsl", "[shader(\"compute\")] [numthreads(1, 1, 1)] void a() {}\n"
                                    "[shader(\"compute\")] [numthreads(1, 1, 1)] void b() {}\n")
    run_ok(env, "-T", "lib_6_6", "-E", "b", two, "-Fo", "b.spv")
    text = disasm(env, "-T", "lib_6_6", "-E", "b", two)
    expect(len(re.findall(r"OpEntryPoint", text)) == 1, "lib -E b: more than the one entry point named")


LIBRARY = r"""
cbuffer Params { uint scale; uint bias; };
RWStructuredBuffer<uint> Out : register(u0);
static uint counter = 5;
uint twice(uint x) { return 2 * x; }

[shader("compute")] [numthreads(4, 1, 1)]
void first(uint3 id : SV_DispatchThreadID) { Out[id.x] = twice(id.x) * scale + counter; }

[shader("compute")] [numthreads(4, 1, 1)]
void second(uint3 id : SV_DispatchThreadID) { Out[id.x + 4] = id.x * scale + bias; }

struct V { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
[shader("vertex")]
V vs(uint i : SV_VertexID) { V v; v.uv = float2(i & 1, i >> 1); v.pos = float4(v.uv * 2 - 1, 0, 1); return v; }

Texture2D tex : register(t1);
SamplerState smp : register(s2);
[shader("pixel")]
float4 ps(V v) : SV_Target { return tex.Sample(smp, v.uv) * scale; }
"""


@check
def library_whole(env):
    """A library compiled whole (a lib_ profile, no -E naming one of its
    entries), as DXC compiles one: every [shader] function an OpEntryPoint of
    one module that spirv-val accepts, what the entries share declared once
    (the buffer, the cbuffer, the 32-bit int), and -Fre listing every entry
    point with its stage and its own resources. WGSL is written one entry
    point at a time: OSH5213."""
    src = env.write("lib.hlsl", LIBRARY)
    run_ok(env, "-T", "lib_6_6", src, "-Fo", "lib.spv", "-Fre", "lib.json")
    spirv_val(env, env.path("lib.spv"))
    text = disasm(env, "-T", "lib_6_6", src)
    eps = re.findall(r'OpEntryPoint (\w+) %\w+ "(\w+)"', text)
    expect(eps == [("GLCompute", "first"), ("GLCompute", "second"), ("Vertex", "vs"), ("Fragment", "ps")],
           f"lib whole: entry points {eps}")
    expect(len(re.findall(r"= OpTypeInt 32 0", text)) == 1, "lib whole: uint declared more than once")
    binds = sorted(int(b) for b in re.findall(r"OpDecorate %\w+ Binding (\d+)", text))
    expect(binds == [0, 1, 2, 3], f"lib whole: Out, tex, smp and Params each bound once, got bindings {binds}")
    for name in ("Out", "Params", "type.Params"):
        n = len(re.findall(r'OpName %\w+ "' + re.escape(name) + '"', text))
        expect(n == 1, f"lib whole: {name} declared {n} times")
    doc = json.loads(read(env.path("lib.json")))
    got = [(e["name"], e["stage"]) for e in doc["entry_points"]]
    expect(got == [("first", "compute"), ("second", "compute"), ("vs", "vertex"), ("ps", "pixel")],
           f"lib whole -Fre: entry points {got}")
    ps = doc["entry_points"][3]
    expect(sorted(r["name"] for r in ps["resources"]) == ["Params", "smp", "tex"],
           f"lib whole -Fre: the pixel entry's resources {[r['name'] for r in ps['resources']]}")
    st, out, err = env.run("-T", "lib_6_6", "-wgsl", src)
    expect_status((st, out, err), 1, ["-T", "lib_6_6", "-wgsl"])
    expect("[OSH5213]" in err and "'first'" in err, f"lib whole -wgsl: {err.strip()}")


@check
def library_whole_run(env):
    """Both compute entries of a library compiled whole run from the one
    module on lavapipe (vkrun's `entry`), with values worked out by hand:
    scale 3, bias 7, so first writes 2 * i * 3 + 5 (its static counter is
    5), second i * 3 + 7. Under oshtest.py exec (label run)."""
    src = env.write("lib.hlsl", LIBRARY)
    run_ok(env, "-T", "lib_6_6", src, "-Fo", "lib.spv", "-Fre", "lib.json")
    doc = json.loads(read(env.path("lib.json")))
    vkrun = os.environ.get("VKRUN")
    expect(vkrun is not None, "no VKRUN: run this check through oshtest.py exec")
    params = find_resource(doc["entry_points"][0], "Params")["binding"]
    for entry, want in (("first", [2 * i * 3 + 5 for i in range(4)] + [0] * 4),
                        ("second", [0] * 4 + [i * 3 + 7 for i in range(4)])):
        spec = env.write(entry + ".spec", "\n".join([
            "entry " + entry, "dispatch 1 1 1",
            "buffer 0 0 storage u32 8", "expect " + " ".join(map(str, want)),
            "buffer 0 %d uniform u32 4" % params, "init 3 7 0 0", ""]))
        p = subprocess.run([vkrun, env.path("lib.spv"), spec], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=120)
        expect(p.returncode == 0, f"vkrun {entry}: exit {p.returncode}: {(p.stdout + p.stderr).decode()[:600]}")


@check
def entry_did_you_mean(env):
    """A misspelt -E gets a note naming the nearest defined function, at its
    declaration (one edit for a short name, a swap of two letters counting one);
    a name near none gets no note."""
    src = env.write("two.hlsl", TWO_ENTRIES)
    for wrong, near in (("mian", "main"), ("othre", "other"), ("Other", "other")):
        st, out, err = env.run("-T", "cs_6_0", "-E", wrong, src)
        expect_status((st, out, err), 1, ["-E", wrong])
        want = "two.hlsl:%d:" % (TWO_ENTRIES.splitlines().index(
            next(l for l in TWO_ENTRIES.splitlines() if (" %s(" % near) in l)) + 1)
        expect(f"note: did you mean '{near}'?" in err and want in err,
               f"-E {wrong}: expected a note 'did you mean '{near}'?' at {want}: {err.strip()}")
    st, out, err = env.run("-T", "cs_6_0", "-E", "zzzz", src)
    expect(st == 1 and "did you mean" not in err, f"-E zzzz: a suggestion for a name near none: {err.strip()}")


@check
def include_chain(env):
    """An error of a later phase (sema, not the preprocessor) in an included file
    comes with the include chain as notes, innermost first."""
    env.write("b.hlsli", "float f() { return y; }\n")
    env.write("a.hlsli", "\n#include \"b.hlsli\"\n")
    src = env.write("m.hlsl", "#include \"a.hlsli\"\n" + COMPUTE)
    st, out, err = env.run("-T", "cs_6_0", src)
    expect_status((st, out, err), 1, [src])
    lines = [l for l in err.splitlines() if ": error: " in l or ": note: " in l]
    expect(len(lines) == 3 and "b.hlsli:1:20: error: use of undeclared identifier 'y' [OSH0300]" in lines[0]
           and "a.hlsli:2:1: note: in file included from" in lines[1]
           and "m.hlsl:1:1: note: in file included from" in lines[2],
           f"expected the error in b.hlsli, then notes at a.hlsli:2 and m.hlsl:1: {err.strip()}")


@check
def wgsl_push_constant_binding(env):
    """-fwgsl-push-constant-binding G B pins the WGSL uniform that carries the push
    constants at @group(G) @binding(B); without it the slot is chosen (here the
    binding after u0's, in group 0); a missing or non-numeric value is a usage error."""
    src = env.write("pc.hlsl", "struct PC { uint mul; };\n[[vk::push_constant]] PC pc;\n"
                    "RWStructuredBuffer<uint> data : register(u0);\n[numthreads(64, 1, 1)]\n"
                    "void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * pc.mul; }\n")
    st, out, err = env.run("-wgsl", "-T", "cs_6_0", src, "-fwgsl-push-constant-binding", "2", "7")
    out = out.decode()
    expect(st == 0 and re.search(r"@group\(2\) @binding\(7\) var<uniform> pc\b", out),
           f"pinned: push constants not at group 2 binding 7: {out}{err}")
    st, out, err = env.run("-wgsl", "-T", "cs_6_0", src)
    out = out.decode()
    expect(st == 0 and re.search(r"@group\(0\) @binding\(1\) var<uniform> pc\b", out),
           f"default: push constants not at group 0 binding 1: {out}{err}")
    st, out, err = env.run("-wgsl", "-T", "cs_6_0", src, "-fwgsl-push-constant-binding", "x", "7")
    expect(st == 2, f"-fwgsl-push-constant-binding x 7: exit {st}, not 2: {err.strip()}")


@check
def reflection_json(env):
    """-Fre FILE writes the reflection as JSON."""
    src = env.write("a.hlsl", COMPUTE)
    for target in ([], ["-wgsl"]):
        run_ok(env, "-T", "cs_6_0", src, *target, "-Fo", "out.bin", "-Fre", "refl.json")
        try:
            doc = json.loads(read(env.path("refl.json")))
        except ValueError as e:
            raise Fail(f"-Fre {' '.join(target)}: not JSON: {e}")
        expect(isinstance(doc, dict) and doc, f"-Fre: expected a JSON object, got {doc!r}")
        expect(find_resource(doc, "data") is not None, "-Fre: the buffer 'data' is not in the reflection")


@check
def c_header(env):
    """-Fhdr FILE writes a C header that a C11 compiler accepts."""
    src = env.write("a.hlsl", COMPUTE)
    run_ok(env, "-T", "cs_6_0", src, "-Fo", "a.spv", "-Fhdr", "a_bindings.h")
    text = read(env.path("a_bindings.h"))
    expect("#define" in text, f"-Fhdr: no #define in the header:\n{text[:400]}")
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc:
        env.write("use.c", '#include "a_bindings.h"\nint main(void) { return 0; }\n')
        p = subprocess.run([cc, "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "use.c"], cwd=env.tmp,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        expect(p.returncode == 0, f"-Fhdr: the header does not compile with {cc}:\n{p.stdout.decode()[:800]}")


@check
def c_header_names(env):
    """-Fhdr's guard and macro prefix come from the header's file name (or -Vn), so the
    headers of two shaders whose entry points are both `main` can be included in one C
    file and their macros told apart."""
    a = env.write("a.hlsl", COMPUTE)
    b = env.write("b.hlsl", COMPUTE.replace("[numthreads(64, 1, 1)]", "[numthreads(16, 1, 1)]"))
    run_ok(env, "-T", "cs_6_0", a, "-Fo", "a.spv", "-Fhdr", "blur_cs.h")
    run_ok(env, "-T", "cs_6_0", b, "-Fo", "b.spv", "-Fhdr", "other.h", "-Vn", "tone_map")
    ta, tb = read(env.path("blur_cs.h")), read(env.path("other.h"))
    expect("#ifndef OSH_BLUR_CS_H" in ta and "#define BLUR_CS_WORKGROUP_SIZE_X 64" in ta,
           f"-Fhdr blur_cs.h: guard or prefix not from the file name:\n{ta[:400]}")
    expect("#ifndef OSH_TONE_MAP_H" in tb and "#define TONE_MAP_WORKGROUP_SIZE_X 16" in tb,
           f"-Fhdr other.h -Vn tone_map: guard or prefix not from -Vn:\n{tb[:400]}")
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc:
        env.write("use.c", '#include "blur_cs.h"\n#include "other.h"\n'
                  '_Static_assert(BLUR_CS_WORKGROUP_SIZE_X == 64, "a");\n'
                  '_Static_assert(TONE_MAP_WORKGROUP_SIZE_X == 16, "b");\nint main(void) { return 0; }\n')
        p = subprocess.run([cc, "-std=c11", "-Wall", "-Werror", "-fsyntax-only", "use.c"], cwd=env.tmp,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        expect(p.returncode == 0, f"two headers in one C file do not compile with {cc}:\n{p.stdout.decode()[:800]}")


def find_resource(doc, name):
    """The first JSON object named `name` that has a binding."""
    if isinstance(doc, dict):
        if doc.get("name") == name and "binding" in doc:
            return doc
        doc = list(doc.values())
    if isinstance(doc, list):
        for v in doc:
            r = find_resource(v, name)
            if r is not None:
                return r
    return None


@check
def vulkan_bindings(env):
    """-fvk-u-shift and -fvk-bind-register move a resource (seen in -Fre)."""
    src = env.write("a.hlsl", COMPUTE)
    run_ok(env, "-T", "cs_6_0", src, "-fvk-u-shift", "10", "all", "-Fo", "a.spv", "-Fre", "s.json")
    r = find_resource(json.loads(read(env.path("s.json"))), "data")
    expect(r and r.get("binding") == 10, f"-fvk-u-shift 10 all: binding is {r and r.get('binding')}, expected 10")
    run_ok(env, "-T", "cs_6_0", src, "-fvk-bind-register", "u0", "space0", "3", "2", "-Fo", "b.spv",
           "-Fre", "b.json")
    r = find_resource(json.loads(read(env.path("b.json"))), "data")
    expect(r and r.get("binding") == 3 and r.get("set") == 2,
           f"-fvk-bind-register u0 space0 3 2: got binding {r and r.get('binding')} set {r and r.get('set')}")
    run_ok(env, "-T", "cs_6_0", src, "-vkbr", "u0", "space0", "3", "2", "-Fo", "v.spv")  # DXC's alias
    expect(read(env.path("v.spv"), "rb") == read(env.path("b.spv"), "rb"), "-vkbr is not -fvk-bind-register")
    for flag in ("-fvk-use-dx-layout", "-fvk-use-scalar-layout", "-fvk-use-gl-layout", "-fvk-invert-y",
                 "-fvk-use-dx-position-w", "-fspv-reflect", "-fspv-target-env=vulkan1.2",
                 "-fspv-extension=SPV_KHR_non_semantic_info"):
        run_ok(env, "-T", "cs_6_0", src, flag, "-Fo", "c.spv")


@check
def syntax_only(env):
    """-fsyntax-only checks and writes nothing; errors still exit 1."""
    src = env.write("a.hlsl", COMPUTE)
    st, out, err = run_ok(env, "-T", "cs_6_0", "-fsyntax-only", src, "-Fo", "none.spv")
    expect(not os.path.exists(env.path("none.spv")), "-fsyntax-only wrote the -Fo file")
    expect(out == b"", "-fsyntax-only wrote to stdout")
    bad = env.write("bad.hlsl", COMPUTE.replace("data[id.x] * 2", "undeclared_thing * 2"))
    st, out, err = env.run("-T", "cs_6_0", "-fsyntax-only", bad)
    expect_status((st, out, err), 1, ["-fsyntax-only", "bad.hlsl"])
    expect(re.search(r"bad\.hlsl:3:\d+: error: .*\[OSH\d{4}\]", err), f"-fsyntax-only: expected 'bad.hlsl:3:N: error: ... [OSHnnnn]', got: {err.strip()}")


# ---- the preprocessor -------------------------------------------------------------

PP_SRC = """\
#include "inc.h"
#ifdef FOO
int foo_is = FOO;
#endif
#ifdef BAR
int bar_is = BAR;
#endif
int from_header = HEADER_VALUE;
"""


@check
def preprocess(env):
    """-P writes the preprocessed text to stdout, or to -Fi FILE."""
    src = env.write("p.hlsl", "#define TWICE(x) ((x) * 2)\nint a = TWICE(21);\n")
    st, out, err = run_ok(env, "-P", src)
    text = out.decode()
    expect("int a = ((21) * 2);" in text, f"-P: macro not expanded:\n{text}")
    expect("#define" not in text, "-P: directives left in the output")
    run_ok(env, "-P", src, "-Fi", "p.i")
    expect(read(env.path("p.i")) == text, "-P -Fi: the file differs from the stdout output")


@check
def defines_and_includes(env):
    """-D, -U and -I change what the preprocessor sees (checked with -P)."""
    src = env.write("main/p.hlsl", PP_SRC)
    env.write("inc/inc.h", "#define HEADER_VALUE 42\n")
    st, out, err = env.run("-P", src)
    expect(st == 1 and "inc.h" in err, f"without -I the include must fail (exit 1), got {st}: {err.strip()}")
    st, out, err = run_ok(env, "-P", src, "-I", env.path("inc"), "-D", "FOO=7", "-DBAR")
    text = out.decode()
    expect("int foo_is = 7;" in text, f"-D FOO=7 not applied:\n{text}")
    expect("int bar_is = 1;" in text, f"-DBAR is not 1:\n{text}")
    expect("int from_header = 42;" in text, f"-I: header not found or not used:\n{text}")
    st, out, err = run_ok(env, "-P", src, "-I" + env.path("inc"), "-DFOO=7", "-U", "FOO")
    expect("foo_is" not in out.decode(), f"-U FOO did not undefine FOO:\n{out.decode()}")
    # -D and -U apply in command-line order (like clang and DXC), not every -U last.
    st, out, err = run_ok(env, "-P", src, "-I" + env.path("inc"), "-D", "FOO=1", "-U", "FOO", "-D", "FOO=2")
    expect("int foo_is = 2;" in out.decode(), f"-D FOO=1 -U FOO -D FOO=2 must leave FOO = 2:\n{out.decode()}")
    expect("redefined" not in err, f"-D FOO=1 -U FOO -D FOO=2 must not warn: {err.strip()}")
    st, out, err = run_ok(env, "-P", src, "-I" + env.path("inc"), "-D", "FOO", "-U", "FOO")
    expect("foo_is" not in out.decode(), f"-D FOO -U FOO must leave FOO undefined:\n{out.decode()}")
    st, out, err = run_ok(env, "-P", src, "-I" + env.path("inc"), "-U", "FOO", "-D", "FOO=3")
    expect("int foo_is = 3;" in out.decode(), f"-U FOO -D FOO=3 must leave FOO = 3:\n{out.decode()}")


@check
def depfile(env):
    """-MD writes OUT.d (or -MF FILE): the output, the input and its includes."""
    src = env.write("d.hlsl", '#include "dep.h"\n' + COMPUTE)
    env.write("dep.h", "// nothing\n")
    run_ok(env, "-T", "cs_6_0", src, "-Fo", "d.spv", "-MD", "-MF", "deps.mk")
    text = read(env.path("deps.mk"))
    expect(text.startswith("d.spv:"), f"-MF: the rule's target is not d.spv:\n{text}")
    expect("d.hlsl" in text and "dep.h" in text, f"-MF: the input or the header is missing:\n{text}")
    run_ok(env, "-T", "cs_6_0", src, "-Fo", "e.spv", "-MD")
    expect(os.path.exists(env.path("e.spv.d")), "-MD without -MF: e.spv.d not written")
    expect("dep.h" in read(env.path("e.spv.d")), "-MD: e.spv.d does not list dep.h")


# ---- diagnostics and code generation switches ----------------------------------------

WARNS = "#define TWICE 1\n#define TWICE 2\n" + COMPUTE   # OSH0125 macro-redefined


@check
def warnings(env):
    """A warning exits 0; -WX makes it an error (exit 1); -Wno-<name> hides it."""
    src = env.write("w.hlsl", WARNS)
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-Fo", "w.spv")
    expect("warning: " in err and "[OSH0125]" in err, f"expected warning OSH0125, got: {err.strip()}")
    st, out, err = env.run("-T", "cs_6_0", src, "-WX", "-Fo", "w.spv")
    expect_status((st, out, err), 1, ["-WX"])
    expect("error: " in err and "[OSH0125]" in err, f"-WX: expected error OSH0125, got: {err.strip()}")
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-Wno-macro-redefined", "-WX", "-Fo", "w.spv")
    expect("OSH0125" not in err, f"-Wno-macro-redefined: the warning is still printed: {err.strip()}")


@check
def optimization_levels(env):
    """-O0 to -O3 and -Od are accepted and all produce SPIR-V."""
    src = env.write("a.hlsl", COMPUTE)
    for flag in ("-O0", "-O1", "-O2", "-O3", "-Od"):
        st, out, err = run_ok(env, "-T", "cs_6_0", flag, src, "-Fo", "-")
        expect(out[:4] == SPIRV_MAGIC, f"{flag}: no SPIR-V")


@check
def dumps(env):
    """-ast-dump and -dump-ir print text to stdout (or -Fo) instead of a module."""
    src = env.write("a.hlsl", COMPUTE)
    for flag in ("-ast-dump", "-dump-ir"):
        st, out, err = run_ok(env, "-T", "cs_6_0", flag, src)
        expect(out.strip() and out[:4] != SPIRV_MAGIC, f"{flag}: no text on stdout")
        expect(b"main" in out, f"{flag}: the dump does not mention the entry point 'main'")


@check
def verify_ir(env):
    """-verify-ir is accepted and, on a valid shader, changes nothing in the module."""
    src = env.write("a.hlsl", COMPUTE)
    for args in ((), ("-O0",), ("-wgsl",)):
        _, plain, _ = run_ok(env, "-T", "cs_6_0", src, *args, "-Fo", "-")
        _, checked, _ = run_ok(env, "-T", "cs_6_0", src, *args, "-verify-ir", "-Fo", "-")
        expect(plain and checked == plain, f"-verify-ir {' '.join(args)}: the output differs")


@check
def sixteen_bit_types(env):
    """-enable-16bit-types defines __HLSL_ENABLE_16_BIT."""
    src = env.write("h.hlsl", "#ifdef __HLSL_ENABLE_16_BIT\nint on;\n#endif\n")
    st, out, err = run_ok(env, "-P", src)
    expect(b"int on;" not in out, "__HLSL_ENABLE_16_BIT is defined without -enable-16bit-types")
    st, out, err = run_ok(env, "-P", "-enable-16bit-types", src)
    expect(b"int on;" in out, "-enable-16bit-types: __HLSL_ENABLE_16_BIT is not defined")


@check
def ignored_dxc_flags(env):
    """The dxc flags that do not change the output are accepted, as dxc spells them."""
    src = env.write("a.hlsl", COMPUTE)
    _, ignored = accepted_flags()
    plain = []
    for f in ignored:
        if not f.endswith("="):  # a VALUE flag (-Fd <file>) gets a value of its own
            plain += [f] + {"FLAG": [], "ARGS2": ["x", "y"]}.get(FLAG_KINDS[f], ["unused.bin"])
    run_ok(env, "-T", "cs_6_0", src, *plain, "-Fo", "a.spv")
    _, base, _ = run_ok(env, "-T", "cs_6_0", src, "-Fo", "-")
    _, out, _ = run_ok(env, "-T", "cs_6_0", src, *plain, "-Fo", "-")
    expect(out == base, "the ignored dxc flags changed the module")



# ---- the effect of each code generation flag (issue 6: "each CLI flag has a test") ----

VERTEX = "float4 main(float4 p : POSITION) : SV_Position { return p; }\n"
PIXEL_W = "float4 main(float4 p : SV_Position) : SV_Target { return p.wwww; }\n"
# Offsets worked out by hand from the layout rules (docs/cli.md):
#   default (relaxed std140): float3 v may start at 4 (it does not cross 16);
#     arrays start and step on 16; x after arr[2] at 16 + 2*16 = 48; m at 64.
#   DX: an array's last element is not padded: x at 16 + 16 + 4 = 36; m at 48.
#   scalar: everything 4-aligned: arr at 16 with stride 4, x at 24, m at 28.
#   GL (strict std140): float3 aligns to 16: v at 16, arr at 32, x at 64, m at 80.
LAYOUT = """\
cbuffer CB : register(b0) { float a; float3 v; float arr[2]; float x; float4x4 m; };
RWStructuredBuffer<float> o : register(u0);
[numthreads(1, 1, 1)] void main() { o[0] = a + v.x + arr[1] + x + m[1][2]; }
"""
LAYOUT_OFFSETS = {
    None: {"a": 0, "v": 4, "arr": 16, "x": 48, "m": 64},
    "-fvk-use-dx-layout": {"a": 0, "v": 4, "arr": 16, "x": 36, "m": 48},
    "-fvk-use-scalar-layout": {"a": 0, "v": 4, "arr": 16, "x": 24, "m": 28},
    "-fvk-use-gl-layout": {"a": 0, "v": 16, "arr": 32, "x": 64, "m": 80},
    "-fvk-use-glsl-layout": {"a": 0, "v": 16, "arr": 32, "x": 64, "m": 80},  # DXC's older name
}


def disasm(env, *args):
    """The -Fc - text of a compilation."""
    st, out, err = run_ok(env, *args, "-Fc", "-")
    return out.decode()


def members_of(env, src, *flags):
    run_ok(env, "-T", "cs_6_0", src, *flags, "-Fo", "l.spv", "-Fre", "l.json")
    res = find_resource(json.loads(read(env.path("l.json"))), "CB")
    expect(res is not None, "no resource CB in the reflection")
    return {m["name"]: m for m in res["members"]}


@check
def disassembly(env):
    """-Fc FILE writes SPIR-V assembly (what spirv-dis --raw-id prints, instruction
    for instruction); with -wgsl the WGSL text; -Fc - writes to stdout."""
    src = env.write("a.hlsl", COMPUTE)
    run_ok(env, "-T", "cs_6_0", src, "-Fo", "a.spv", "-Fc", "a.spvasm")
    text = read(env.path("a.spvasm"))
    for want in ("OpCapability Shader", 'OpEntryPoint GLCompute %', '"main"', "OpDecorate %",
                 "BuiltIn GlobalInvocationId", "OpFunctionEnd"):
        expect(want in text, f"-Fc: '{want}' not in the disassembly:\n{text[:800]}")
    dis = shutil.which("spirv-dis")
    if dis:
        p = subprocess.run([dis, "--raw-id", "--no-color", env.path("a.spv")], stdout=subprocess.PIPE)
        ref = [l.strip() for l in p.stdout.decode().splitlines() if l.strip() and not l.startswith(";")]
        ours = [l for l in text.splitlines() if l and not l.startswith(";")]
        expect(len(ref) == len(ours), f"-Fc: {len(ours)} instructions, spirv-dis lists {len(ref)}")
        # Names, decorations, types and entry points print exactly as spirv-dis does.
        for a, b in zip(ref, ours):
            op = a.split("= ")[-1].split(" ")[0]
            if op in ("OpName", "OpMemberName", "OpDecorate", "OpMemberDecorate", "OpEntryPoint",
                      "OpTypeInt", "OpTypePointer", "OpVariable", "OpCapability", "OpExecutionMode"):
                expect(a == b, f"-Fc: '{b}' where spirv-dis prints '{a}'")
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-wgsl", "-Fo", "a.wgsl", "-Fc", "-")
    expect(out.decode() == read(env.path("a.wgsl")), "-wgsl -Fc -: not the WGSL text")
    run_usage_error(env, "-Fc", src, "-T", "cs_6_0", "-Fc")


@check
def invert_y(env):
    """-fvk-invert-y negates SV_Position.y in a vertex shader (OpFNegate; WGSL '-(')."""
    src = env.write("v.hlsl", VERTEX)
    plain = disasm(env, "-T", "vs_6_0", src)
    inv = disasm(env, "-T", "vs_6_0", src, "-fvk-invert-y")
    expect("OpFNegate" not in plain, "without -fvk-invert-y the vertex shader negates something")
    expect("OpFNegate" in inv, f"-fvk-invert-y: no OpFNegate:\n{inv}")
    w = disasm(env, "-T", "vs_6_0", src, "-fvk-invert-y", "-wgsl")
    expect("-(" in w and ".y" in w, f"-fvk-invert-y -wgsl: y is not negated:\n{w}")
    # A pixel shader's SV_Position is not touched.
    ps = env.write("p.hlsl", PIXEL_W)
    expect("OpFNegate" not in disasm(env, "-T", "ps_6_0", ps, "-fvk-invert-y"),
           "-fvk-invert-y negates in a pixel shader")


@check
def dx_position_w(env):
    """-fvk-use-dx-position-w makes a pixel shader's SV_Position.w DirectX's
    (1 / gl_FragCoord.w: an OpFDiv appears)."""
    src = env.write("p.hlsl", PIXEL_W)
    plain = disasm(env, "-T", "ps_6_0", src)
    dx = disasm(env, "-T", "ps_6_0", src, "-fvk-use-dx-position-w")
    expect("OpFDiv" not in plain, "without the flag there is already a division")
    expect("OpFDiv" in dx, f"-fvk-use-dx-position-w: no OpFDiv:\n{dx}")


@check
def buffer_layouts(env):
    """-fvk-use-dx-layout, -fvk-use-scalar-layout and -fvk-use-gl-layout move
    cbuffer members to the offsets worked out by hand (seen in -Fre)."""
    src = env.write("l.hlsl", LAYOUT)
    for flag, want in LAYOUT_OFFSETS.items():
        mem = members_of(env, src, *([flag] if flag else []))
        got = {k: mem[k]["offset"] for k in want}
        expect(got == want, f"{flag or 'default layout'}: offsets {got}, expected {want}")


@check
def matrix_packing(env):
    """-Zpr makes matrices row_major by default (SPIR-V ColMajor, as DXC); -Zpc
    (the default) column_major."""
    src = env.write("l.hlsl", LAYOUT)
    for flags, want_json, want_spv in (([], "column_major", "RowMajor"), (["-Zpc"], "column_major", "RowMajor"),
                                       (["-Zpr"], "row_major", "ColMajor"), (["-Zpr", "-Zpc"], "column_major", "RowMajor")):
        m = members_of(env, src, *flags)["m"]
        expect(m.get("majorness") == want_json, f"{' '.join(flags) or 'default'}: m is {m.get('majorness')}, expected {want_json}")
        text = disasm(env, "-T", "cs_6_0", src, *flags)
        expect(re.search(r"OpMemberDecorate %\d+ 4 " + want_spv, text),
               f"{' '.join(flags) or 'default'}: no '{want_spv}' on member 4 (m)")


@check
def spv_reflect(env):
    """-fspv-reflect adds SPV_GOOGLE_hlsl_functionality1 with UserSemantic
    and UserTypeGOOGLE decorations (DXC's SPIR-V.rst); without it there are none."""
    src = env.write("v.hlsl", VERTEX)
    plain = disasm(env, "-T", "vs_6_0", src)
    refl = disasm(env, "-T", "vs_6_0", src, "-fspv-reflect")
    expect("UserSemantic" not in plain and "GOOGLE" not in plain, "without -fspv-reflect: reflection decorations")
    expect('OpExtension "SPV_GOOGLE_hlsl_functionality1"' in refl, "-fspv-reflect: no SPV_GOOGLE_hlsl_functionality1")
    expect('UserSemantic "POSITION"' in refl and 'UserSemantic "SV_POSITION"' in refl,
           f"-fspv-reflect: no UserSemantic for POSITION and SV_Position:\n{refl}")
    old_name = disasm(env, "-T", "vs_6_0", src, "-fvk-enable-reflect")  # DXC's older name
    expect(old_name == refl, "-fvk-enable-reflect differs from -fspv-reflect")
    # Resources carry UserTypeGOOGLE (SPV_GOOGLE_user_type) as DXC spells it
    # (decoration.user-type.hlsl): lower-case name, template arguments as
    # written without spaces; cbuffer/tbuffer blocks by their keyword.
    res = env.write("r.hlsl", "Texture2DMSArray<float4, 8> ms : register(t0);\n"
                              "RWStructuredBuffer<uint2> sb : register(u1);\n"
                              "cbuffer Params : register(b0) { float k; };\n"
                              "float4 main(float4 p : SV_Position) : SV_Target\n"
                              "{ sb[0] = 1; return ms.Load(int3(0, 0, 0), 0) * k; }\n")
    text = disasm(env, "-T", "ps_6_0", res, "-fspv-reflect")
    expect('OpExtension "SPV_GOOGLE_user_type"' in text, "-fspv-reflect: no SPV_GOOGLE_user_type")
    for name, want in (("ms", "texture2dmsarray:<float4,8>"), ("sb", "rwstructuredbuffer:<uint2>"),
                       ("Params", "cbuffer")):
        expect(f'UserTypeGOOGLE "{want}"' in text, f"-fspv-reflect: {name} lacks UserTypeGOOGLE \"{want}\"")
    expect(text.count("UserTypeGOOGLE") == 3, "-fspv-reflect: not one UserTypeGOOGLE per resource")
    expect("UserTypeGOOGLE" not in disasm(env, "-T", "ps_6_0", res), "UserTypeGOOGLE without -fspv-reflect")


@check
def spv_extension(env):
    """-fspv-extension= limits the extensions: one the module needs and the list
    does not allow is an error (exit 1, OSH0701 naming it); 'KHR' allows SPV_KHR_*;
    a name that is not SPV_... (or KHR) is a usage error (exit 2)."""
    src = env.write("v.hlsl", VERTEX)
    st, out, err = env.run("-T", "vs_6_0", src, "-fspv-reflect", "-fspv-extension=KHR", "-Fo", "x.spv")
    expect_status((st, out, err), 1, ["-fspv-extension=KHR", "-fspv-reflect"])
    expect("OSH0701" in err and "SPV_GOOGLE_hlsl_functionality1" in err, f"expected OSH0701 naming the extension: {err.strip()}")
    expect(not os.path.exists(env.path("x.spv")), "refused, yet x.spv was written")
    run_ok(env, "-T", "vs_6_0", src, "-fspv-reflect", "-fspv-extension=SPV_GOOGLE_hlsl_functionality1",
           "-fspv-extension=KHR", "-Fo", "y.spv")
    # -fspv-use-vulkan-memory-model asks for its own extension (DXC adds
    # SPV_KHR_vulkan_memory_model whatever the list says), at vulkan1.1
    # where the memory model is not core.
    run_ok(env, "-T", "vs_6_0", src, "-fspv-use-vulkan-memory-model", "-fspv-target-env=vulkan1.1",
           "-fspv-extension=SPV_KHR_multiview", "-Fo", "m.spv")
    expect('OpExtension "SPV_KHR_vulkan_memory_model"' in disasm(env, "-T", "vs_6_0", src,
           "-fspv-use-vulkan-memory-model", "-fspv-target-env=vulkan1.1", "-fspv-extension=SPV_KHR_multiview"),
           "-fspv-use-vulkan-memory-model at vulkan1.1 without its extension")
    # No extension needed: any list is fine; WGSL ignores the list.
    run_ok(env, "-T", "vs_6_0", src, "-fspv-extension=SPV_KHR_non_semantic_info", "-Fo", "z.spv")
    run_ok(env, "-T", "vs_6_0", src, "-fspv-reflect", "-fspv-extension=KHR", "-wgsl", "-Fo", "z.wgsl")
    # A name that is no extension's (DXC: "unknown SPIR-V extension"): exit 2.
    for bad in ("MyExtension", "SPV_", "SPV_KHR multiview"):
        args = ("-T", "vs_6_0", src, "-fspv-extension=" + bad, "-Fo", "u.spv")
        st, out, err = env.run(*args)
        expect_status((st, out, err), 2, args)
        expect("unknown SPIR-V extension" in err and bad in err, f"expected the unknown extension named: {err.strip()}")
        expect(not os.path.exists(env.path("u.spv")), "refused, yet u.spv was written")


@check
def target_env(env):
    """-fspv-target-env=: vulkan1.2 (default) and universal1.5 give SPIR-V
    1.5, vulkan1.3 and vulkan1.4 SPIR-V 1.6 (as DXC), universal1.N 1.N, that spirv-val accepts for that
    environment; vulkan1.1 gives SPIR-V 1.3 that spirv-val accepts for Vulkan
    1.1; vulkan1.0 SPIR-V 1.0 with the storage-buffer extension, and a wave
    operation there is OSH5017; vulkan0.9 is refused with exit 2 naming it."""
    src = env.write("a.hlsl", COMPUTE)
    val = shutil.which("spirv-val")
    minors = {"vulkan1.2": 5, "vulkan1.3": 6, "vulkan1.4": 6, "universal1.3": 3, "universal1.4": 4,
              "universal1.5": 5, "universal1.6": 6, "vulkan1.0": 0, "universal1.0": 0, "universal1.1": 1,
              "universal1.2": 2}
    for e, minor in minors.items():
        run_ok(env, "-T", "cs_6_0", src, f"-fspv-target-env={e}", "-Fo", f"{e}.spv")
        data = read(env.path(f"{e}.spv"), "rb")
        expect(data[4:8] == bytes([0, minor, 1, 0]), f"-fspv-target-env={e}: not SPIR-V 1.{minor}: {data[4:8]!r}")
        if val:
            # spirv-val's names: spv1.N for universal1.N; it predates vulkan1.4
            venv = "spv" + e[len("universal"):] if e.startswith("universal") else "vulkan1.3" if e == "vulkan1.4" else e
            p = subprocess.run([val, "--target-env", venv, env.path(f"{e}.spv")], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT)
            expect(p.returncode == 0, f"spirv-val --target-env {e}: {p.stdout.decode()}")
    run_ok(env, "-T", "cs_6_0", src, "-fspv-target-env=vulkan1.1", "-Fo", "v11.spv")
    data = read(env.path("v11.spv"), "rb")
    expect(data[4:8] == b"\x00\x03\x01\x00", f"-fspv-target-env=vulkan1.1: not SPIR-V 1.3: {data[4:8]!r}")
    if val:
        p = subprocess.run([val, "--target-env", "vulkan1.1", env.path("v11.spv")], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT)
        expect(p.returncode == 0, f"spirv-val --target-env vulkan1.1: {p.stdout.decode()}")
    expect(b"SPV_KHR_storage_buffer_storage_class" in read(env.path("vulkan1.0.spv"), "rb"),
           "vulkan1.0: the storage buffer's extension is not declared")
    wave = env.write("w.hlsl", "RWStructuredBuffer<uint> o;\n[numthreads(8,1,1)] void main(uint i : SV_GroupIndex) { o[i] = WaveActiveSum(i); }\n")
    st, out, err = env.run("-T", "cs_6_0", wave, "-fspv-target-env=vulkan1.0", "-Fo", "w.spv")
    expect_status((st, out, err), 1, ["-fspv-target-env=vulkan1.0", "(a wave operation)"])
    expect("OSH5017" in err and not os.path.exists(env.path("w.spv")), f"vulkan1.0 wave: expected OSH5017: {err.strip()}")
    st, out, err = env.run("-T", "cs_6_0", src, "-fspv-target-env=vulkan0.9", "-Fo", "old.spv")
    expect_status((st, out, err), 2, ["-fspv-target-env=vulkan0.9"])
    expect("vulkan0.9" in err and "OSH0012" in err, f"vulkan0.9: expected OSH0012 naming it: {err.strip()}")


@check
def register_shifts(env):
    """-fvk-b-shift, -fvk-t-shift, -fvk-s-shift and -fvk-u-shift add to the
    binding of their register class only, in the space given or all."""
    src = env.write("r.hlsl", """\
cbuffer C : register(b0) { float k; };
Texture2D<float4> T : register(t0);
SamplerState S : register(s0);
RWStructuredBuffer<float4> U : register(u0, space1);
[numthreads(1, 1, 1)] void main() { U[0] = T.SampleLevel(S, float2(0, 0), 0) * k; }
""")
    run_ok(env, "-T", "cs_6_0", src, "-fvk-b-shift", "10", "0", "-fvk-t-shift", "20", "0", "-fvk-s-shift", "30", "all",
           "-fvk-u-shift", "40", "1", "-Fo", "a.spv", "-Fre", "a.json")
    doc = json.loads(read(env.path("a.json")))
    for name, want in (("C", 10), ("T", 20), ("S", 30), ("U", 40)):
        r = find_resource(doc, name)
        expect(r and r.get("binding") == want, f"{name}: binding {r and r.get('binding')}, expected {want}")
    # A shift for another space leaves U alone.
    run_ok(env, "-T", "cs_6_0", src, "-fvk-u-shift", "40", "0", "-Fo", "b.spv", "-Fre", "b.json")
    r = find_resource(json.loads(read(env.path("b.json"))), "U")
    expect(r and r.get("binding") == 0, f"-fvk-u-shift 40 0 moved U (space1) to {r and r.get('binding')}")


@check
def no_warnings(env):
    """-no-warnings hides warnings (exit still 0)."""
    src = env.write("w.hlsl", WARNS)
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-no-warnings", "-Fo", "w.spv")
    expect("OSH0125" not in err, f"-no-warnings: the warning is printed: {err.strip()}")


@check
def optimization_effect(env):
    """-O0 (and -Od) keep the code as written; -O1..-O3 fold it (smaller)."""
    src = env.write("o.hlsl", """\
RWStructuredBuffer<uint> data : register(u0);
uint f(uint x) { uint s = 0; for (uint i = 0; i < 4; i++) s += x * i; return s; }
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { uint k = 3 * 4; data[id.x] = f(data[id.x]) + k; }
""")
    size = {}
    for flag in ("-O0", "-Od", "-O1", "-O3"):
        st, out, err = run_ok(env, "-T", "cs_6_0", flag, src, "-Fo", "-")
        size[flag] = len(out)
    expect(size["-O0"] == size["-Od"], f"-Od is not -O0: {size}")
    expect(size["-O3"] < size["-O0"] and size["-O1"] < size["-O0"], f"optimization does not shrink the module: {size}")


@check
def help_slash_question(env):
    """/? prints --help's text."""
    st, a, err = run_ok(env, "/?")
    st, b, err = run_ok(env, "--help")
    expect(a == b, "/? and --help differ")


# ---- dxc compatibility (issue 16) ---------------------------------------------------

@check
def slash_options(env):
    """dxc's Windows spelling: /T cs_6_0 /E main /Fo x.spv /Od /D X=1 is the same as
    with '-'; an absolute input path (/tmp/.../a.hlsl) stays a path."""
    src = env.write("s.hlsl", COMPUTE.replace("* 2 + 1", "* 2 + X"))
    # (-Zi records the command line as written: not in this comparison; spv-debug tests it.)
    run_ok(env, "/T", "cs_6_0", "/E", "main", "/Fo", "x.spv", "/Od", "/D", "X=1", src)
    run_ok(env, "-T", "cs_6_0", "-E", "main", "-Fo", "y.spv", "-Od", "-D", "X=1", src)
    expect(read(env.path("x.spv"), "rb") == read(env.path("y.spv"), "rb"), "/-spelled flags give another module")
    run_ok(env, "/Tcs_6_0", "/DX=1", "/Foz.spv", "/Od", src)
    expect(read(env.path("z.spv"), "rb") == read(env.path("y.spv"), "rb"), "/Tcs_6_0 /DX=1 /Foz.spv: another module")
    expect(os.path.isabs(src) and src.startswith("/"), "the input path is not absolute")
    # /tmp/... does not name an option: an input. /U... with a '/' in the value: a path too.
    st, out, err = env.run("-T", "cs_6_0", "/Users/nobody/a.hlsl")
    expect(st == 1 and "OSH0004" in err and "/Users/nobody/a.hlsl" in err, f"/Users/...: not read as a path: {err.strip()}")
    run_usage_error(env, "-frobnicate", "-T", "cs_6_0", "-frobnicate", src)


@check
def dxc_compat_flags(env):
    """-HV 202x is 2021; -Qunused-arguments and -Vi are accepted silently;
    -all-resources-bound and the like are DXIL-only: accepted with a warning naming them."""
    st, out, err = run_ok(env, "-P", "-HV", "202x", env.write("v.hlsl", "int v = __HLSL_VERSION;\n"))
    expect("int v = 2021;" in out.decode(), f"-HV 202x: __HLSL_VERSION is not 2021:\n{out.decode()}")
    src = env.write("a.hlsl", COMPUTE)
    _, base, _ = run_ok(env, "-T", "cs_6_0", src, "-Fo", "-")
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-Qunused-arguments", "-Vi", "-Fo", "-")
    expect(out == base and err == "", f"-Qunused-arguments -Vi: output or stderr changed: {err.strip()}")
    # Every DXIL_ONLY entry of the option table, each alone, with the value
    # its kind takes.
    dxil_only = [m.group(1, 2) for m in re.finditer(r'^OPT\(\w+, "([^"]+)", (\w+), DXIL_ONLY,', read(OPTIONS_DEF), re.M)]
    expect(len(dxil_only) >= 40, f"only {len(dxil_only)} DXIL_ONLY options in the table")
    for spelling, kind in dxil_only:
        flags = [spelling] + {"FLAG": [], "ARGS2": ["a", "b"]}.get(kind, ["x"])
        st, out, err = run_ok(env, "-T", "cs_6_0", src, *flags, "-Fo", "-")
        name = flags[0]
        expect(out == base, f"{flags}: the module changed")
        expect(f"warning: {name} only affects DXIL" in err, f"{flags}: no warning naming {name}: {err.strip()}")
        _, _, quiet = run_ok(env, "-T", "cs_6_0", src, *flags, "-no-warnings", "-Fo", "-")
        expect(quiet == "", f"{flags} -no-warnings: still warned: {quiet.strip()}")


def spirv_val(env, spv, target_env="vulkan1.2"):
    """spirv-val on a module; True when it passes, None when spirv-val is missing."""
    val = shutil.which("spirv-val")
    if not val:
        return None
    p = subprocess.run([val, "--target-env", target_env, spv], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    expect(p.returncode == 0, f"spirv-val --target-env {target_env} {spv}: {p.stdout.decode()}")
    return True


RECONVERGE = r"""
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint v = id.x;
    if (id.x % 2 == 0)
        v += 10;
    Out[id.x] = WaveActiveSum(v);
}
"""


def strip_reconvergence(data):
    """The module without SPV_KHR_maximal_reconvergence's OpExtension and its
    MaximallyReconvergesKHR (6023) execution mode, which spirv-val 2023.1 does
    not know; everything else is checked as it is."""
    import struct as st
    w = list(st.unpack("<%dI" % (len(data) // 4), data))
    out, i = w[:5], 5
    ext = b"SPV_KHR_maximal_reconvergence\0\0\0"
    while i < len(w):
        n, op = w[i] >> 16, w[i] & 0xffff
        ins = w[i:i + n]
        raw = st.pack("<%dI" % n, *ins)
        if not ((op == 10 and raw[4:] == ext) or (op == 16 and n == 3 and ins[2] == 6023)):
            out += ins
        i += n
    return st.pack("<%dI" % len(out), *out)


@check
def maximal_reconvergence(env):
    """-fspv-enable-maximal-reconvergence: the extension
    SPV_KHR_maximal_reconvergence and the entry point's MaximallyReconvergesKHR
    mode, as DXC's spv.enable-maximal-reconvergence.hlsl; the reflection
    lists the shaderMaximalReconvergence feature. Without the flag, neither.
    The rest of the module passes spirv-val (which does not know the mode yet)."""
    src = env.write("rc.hlsl", RECONVERGE)
    text = disasm(env, "-T", "cs_6_0", "-E", "main", "-fspv-enable-maximal-reconvergence", src)
    expect('OpExtension "SPV_KHR_maximal_reconvergence"' in text, "no SPV_KHR_maximal_reconvergence")
    expect(re.search(r"OpExecutionMode %\d+ 6023\b", text), "no MaximallyReconvergesKHR (6023) mode")
    plain = disasm(env, "-T", "cs_6_0", "-E", "main", src)
    expect("maximal_reconvergence" not in plain and " 6023" not in plain, "the mode without the flag")
    run_ok(env, "-T", "cs_6_0", "-E", "main", "-fspv-enable-maximal-reconvergence", src, "-Fo", "rc.spv",
           "-Fre", "rc.json")
    feats = json.loads(read(env.path("rc.json")))["entry_points"][0]["required_features"]["vulkan"]
    expect("shaderMaximalReconvergence" in feats, f"reflection's Vulkan features: {feats}")
    with open(env.path("rc_stripped.spv"), "wb") as f:
        f.write(strip_reconvergence(read(env.path("rc.spv"), "rb")))
    expect(len(read(env.path("rc_stripped.spv"), "rb")) < len(read(env.path("rc.spv"), "rb")), "nothing stripped")
    spirv_val(env, env.path("rc_stripped.spv"))


@check
def maximal_reconvergence_run(env):
    """The module with MaximallyReconvergesKHR runs on lavapipe (Mesa 25 has
    VK_KHR_shader_maximal_reconvergence; vkrun enables it), without the
    validation layer, which predates the extension. After the divergent if,
    the 8 lanes reconverge: WaveActiveSum = (0 + ... + 7) + 4 * 10 = 68 in
    every lane. Under oshtest.py exec (label run)."""
    src = env.write("rc.hlsl", RECONVERGE)
    run_ok(env, "-T", "cs_6_0", "-E", "main", "-fspv-enable-maximal-reconvergence", src, "-Fo", "rc.spv")
    vkrun = os.environ.get("VKRUN")
    expect(vkrun is not None, "no VKRUN: run this check through oshtest.py exec")
    icd = os.environ.get("VK_ICD_FILENAMES", "")
    expect("mesa25" in icd, f"maximal reconvergence needs lavapipe from Mesa 25 (.deps/mesa25), not {icd!r}")
    spec = env.write("rc.spec", "entry main\ndispatch 1 1 1\nbuffer 0 0 storage u32 8\nexpect " +
                     " ".join(["68"] * 8) + "\n")
    p = subprocess.run([vkrun, "--no-validation", "-v", env.path("rc.spv"), spec], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    err = p.stderr.decode()
    expect(p.returncode == 0, f"vkrun: exit {p.returncode}: {(p.stdout.decode() + err)[:600]}")
    expect("VK_KHR_shader_maximal_reconvergence" in err, f"vkrun did not enable the extension: {err[:400]}")


COOPMAT = r"""
#include <vk/khr/cooperative_matrix.h>
RWStructuredBuffer<TYPE> data;
StructuredBuffer<TYPE> ro;
#ifdef COHERENT
globallycoherent RWStructuredBuffer<TYPE> shared_data;
#endif
[numthreads(64, 1, 1)] void main() {
  using A = vk::khr::CooperativeMatrixA<TYPE, vk::ScopeSubgroup, 16, 8>;
  using B = vk::khr::CooperativeMatrixB<TYPE, vk::ScopeSubgroup, 8, 4>;
  using C = vk::khr::CooperativeMatrixAccumulator<TYPE, vk::ScopeSubgroup, 16, 4>;
  A a = A::Load<vk::CooperativeMatrixLayoutColumnMajorKHR>(data, 0, 64);
  A a2 = A::Load<vk::CooperativeMatrixLayoutRowMajorKHR>(ro, A::GetLength(), 16);
  a = (a + a2).negate() / a2;
  B b = B::Splat((TYPE)3);
  b.Set(b.Get(1) * (TYPE)2, 0);
  C c = C::Splat((TYPE)0);
  c = cooperativeMatrixMultiplyAdd(a, b, c);
  c = vk::khr::cooperativeMatrixSaturatingMultiplyAdd(a, b, c);
  c.Store<vk::CooperativeMatrixLayoutRowMajorKHR>(data, 64, 4);
#ifdef COHERENT
  C d = C::CoherentLoad<vk::CooperativeMatrixLayoutRowMajorKHR>(shared_data, 0, 4);
  d.CoherentStore<vk::MemoryAccessNontemporalMask, vk::CooperativeMatrixLayoutRowMajorKHR>(shared_data, 16, 4);
#endif
}
"""


def spv_text(text):
    """{id: (opcode name, [operands])} of -Fc text, and its instructions in order."""
    defs, insts = {}, []
    for line in text.splitlines():
        m = re.match(r"\s*(?:(%\d+) = )?(Op\w+)(.*)", line)
        if m:
            ops = m.group(3).split()
            insts.append((m.group(1), m.group(2), ops))
            if m.group(1):
                defs[m.group(1)] = (m.group(2), ops)
    return defs, insts


@check
def cooperative_matrix_header(env):
    """The built-in <vk/khr/cooperative_matrix.h> (DXC's API, our text).
    spirv-tools 2023.1, the 1.3.239 validation layer and lavapipe (Mesa
    25.0.7 does not offer VK_KHR_cooperative_matrix) cannot check or run it,
    so the module is read back here against the extension's specification
    (SPV_KHR_cooperative_matrix, worked out by hand): the types' operands
    (component type, Subgroup scope 3, rows, columns, use A 0 / B 1 /
    accumulator 2 as constants), the element-wise instructions by component
    type (OpSDiv for int, OpUDiv for uint, OpFDiv for float), OpCompositeConstruct
    for Splat, OpAccessChain + OpLoad/OpStore for Get/Set,
    OpCooperativeMatrixLengthKHR naming the type, the MulAdd operands mask
    (signed components 0xf for int, none for float; SaturatingAccumulation
    0x10 added), load and store layouts and strides, and what the module
    declares. The coherent forms add NonPrivatePointer (0x20) and
    MakePointerVisible (0x10) / MakePointerAvailable (0x8) with a QueueFamily
    (5) scope id, which needs the Vulkan memory model. Below SPIR-V 1.6 the
    header stops with #error, as DXC's."""
    src = env.write("cm.hlsl", COOPMAT)
    for typ, comp, div, signed in (("int", "OpTypeInt", "OpSDiv", True), ("uint", "OpTypeInt", "OpUDiv", False),
                                   ("float", "OpTypeFloat", "OpFDiv", False)):
        text = disasm(env, "-T", "cs_6_0", "-E", "main", "-HV", "2021", "-fspv-target-env=vulkan1.3",
                      f"-DTYPE={typ}", src)
        defs, insts = spv_text(text)

        def const(i):
            expect(defs.get(i, ("",))[0] == "OpConstant", f"{typ}: {i} is not a constant: {defs.get(i)}")
            return int(defs[i][1][1])

        mats = {i: ops for i, (op, ops) in defs.items() if op == "OpTypeCooperativeMatrixKHR"}
        shapes = {(const(o[1]), const(o[2]), const(o[3]), const(o[4])) for o in mats.values()}
        expect(shapes == {(3, 16, 8, 0), (3, 8, 4, 1), (3, 16, 4, 2)}, f"{typ}: matrix types {shapes}")
        for o in mats.values():
            expect(defs[o[0]][0] == comp, f"{typ}: component type {defs[o[0]]}")
        ops = [op for _, op, _ in insts]
        arith = ["OpIAdd", "OpSNegate", div] if typ != "float" else ["OpFAdd", "OpFNegate", div]
        for want in arith + ["OpCompositeConstruct", "OpAccessChain", "OpCooperativeMatrixLengthKHR",
                             "OpCooperativeMatrixStoreKHR"]:
            expect(want in ops, f"{typ}: no {want}")
        expect(ops.count("OpCooperativeMatrixLoadKHR") == 2, f"{typ}: loads {ops.count('OpCooperativeMatrixLoadKHR')}")
        length = [o for _, op, o in insts if op == "OpCooperativeMatrixLengthKHR"][0]
        expect(defs[length[0]][0] == "OpTypeInt" and length[1] in mats and mats[length[1]][4] and
               const(mats[length[1]][4]) == 0, f"{typ}: OpCooperativeMatrixLengthKHR {length}")
        muladds = [o for _, op, o in insts if op == "OpCooperativeMatrixMulAddKHR"]
        want_masks = ["15", "31"] if signed else (["0", "16"] if typ == "float" else ["0", "16"])
        expect([o[4] for o in muladds] == want_masks, f"{typ}: MulAdd operands {[o[4:] for o in muladds]}")
        loads = [o for _, op, o in insts if op == "OpCooperativeMatrixLoadKHR"]
        expect([(const(o[2]), const(o[3]), o[4]) for o in loads] == [(1, 64, "0"), (0, 16, "0")],
               f"{typ}: loads {loads}")
        expect('OpExtension "SPV_KHR_cooperative_matrix"' in text and "OpCapability CooperativeMatrixKHR" in text,
               f"{typ}: capability or extension missing")
        expect("OpMemoryModel Logical GLSL450" in text, f"{typ}: memory model without coherent forms")
    text = disasm(env, "-T", "cs_6_0", "-E", "main", "-HV", "2021", "-fspv-target-env=vulkan1.3", "-DTYPE=float",
                  "-DCOHERENT", src)
    defs, insts = spv_text(text)
    coherent = [(op, o) for _, op, o in insts if op in ("OpCooperativeMatrixLoadKHR", "OpCooperativeMatrixStoreKHR")
                and len(o) > 4 and o[-2] in ("48", "44")]
    expect(len(coherent) == 2, f"coherent forms: {coherent}")
    for op, o in coherent:
        expect(defs[o[-1]][0] == "OpConstant" and defs[o[-1]][1][1] == "5", f"{op}: scope {defs.get(o[-1])}")
    expect("OpMemoryModel Logical Vulkan" in text and "OpCapability VulkanMemoryModel" in text,
           "coherent forms without the Vulkan memory model")
    run_ok(env, "-T", "cs_6_0", "-E", "main", "-HV", "2021", "-fspv-target-env=vulkan1.3", "-DTYPE=float",
           "-DCOHERENT", src, "-Fo", "cm.spv", "-Fre", "cm.json")
    feats = json.loads(read(env.path("cm.json")))["entry_points"][0]["required_features"]["vulkan"]
    expect("cooperativeMatrix" in feats and "vulkanMemoryModel" in feats, f"reflection's Vulkan features: {feats}")
    res = env.run("-T", "cs_6_0", "-E", "main", "-HV", "2021", "-fspv-target-env=vulkan1.2", "-DTYPE=float", src)
    expect_status(res, 1, ["vulkan1.2"])
    expect("needs SPIR-V 1.6" in res[2].decode() if isinstance(res[2], bytes) else "needs SPIR-V 1.6" in res[2],
           f"no #error below SPIR-V 1.6: {res[2]}")


EXPORTS = r"""
RWStructuredBuffer<int> buf;
export int twice(int x) { return 2 * x; }
export float unused_export(float a, float b) { return a * b + 1; }
export int reads(RWStructuredBuffer<int> b) { return b[0]; }
int plain(int x) { return x + 1; }
[numthreads(1, 1, 1)] void main() { buf[0] = twice(buf[1]) + plain(buf[2]); }
"""


@check
def export_linkage(env):
    """`export` functions in a universal target environment (DXC's
    fn.export.with.entrypoint): each is kept as its own function, called or
    not and whether the optimizer inlined its calls, decorated
    LinkageAttributes "name" Export, with the Linkage capability; spirv-val
    accepts the module for that environment. A function that takes a
    resource has no linkable signature and is not exported; a plain one is
    not either. Vulkan environments forbid Linkage: there `export` changes
    nothing (no capability, no decoration, the uncalled export is not in the
    module)."""
    src = env.write("ex.hlsl", EXPORTS)
    for opt in ("-O0", "-O3"):
        run_ok(env, "-T", "cs_6_0", "-E", "main", "-fspv-target-env=universal1.5", opt, src, "-Fo", "ex.spv")
        spirv_val(env, env.path("ex.spv"), "spv1.5")
        text = subprocess.run(["spirv-dis", "--no-color", env.path("ex.spv")], stdout=subprocess.PIPE).stdout.decode()
        expect("OpCapability Linkage" in text, f"{opt}: no Linkage capability")
        linked = sorted(re.findall(r'OpDecorate %\w+ LinkageAttributes "(\w+)" Export', text))
        expect(linked == ["twice", "unused_export"], f"{opt}: exported {linked}")
        expect(re.search(r"%unused_export = OpFunction", text), f"{opt}: the uncalled export is not in the module")
    run_ok(env, "-T", "cs_6_0", "-E", "main", src, "-Fo", "exv.spv")
    spirv_val(env, env.path("exv.spv"), "vulkan1.2")
    text = subprocess.run(["spirv-dis", "--no-color", env.path("exv.spv")], stdout=subprocess.PIPE).stdout.decode()
    expect("Linkage" not in text and "unused_export" not in text, "a Vulkan module with linkage")


HEAPS = r"""
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> Out;
[numthreads(1, 1, 1)]
void main() {
    RWStructuredBuffer<uint> b = ResourceDescriptorHeap[2];
    Texture2D<float4> t = ResourceDescriptorHeap[3];
    SamplerState s = SamplerDescriptorHeap[1];
    b.IncrementCounter();
    Out[0] = b[0] + (uint)t.SampleLevel(s, float2(0.5, 0.5), 0).x;
}
"""


def heap_bindings(text):
    """{name: sorted {(set, binding)}} of the module's heap variables."""
    names = dict(re.findall(r'OpName %(\w+) "([^"]+)"', text))
    sets = dict(re.findall(r"OpDecorate %(\w+) DescriptorSet (\d+)", text))
    out = {}
    for v, b in re.findall(r"OpDecorate %(\w+) Binding (\d+)", text):
        out.setdefault(names.get(v, v), set()).add((int(sets.get(v, -1)), int(b)))
    return out


@check
def descriptor_heap_bindings(env):
    """SM 6.6 heaps, as DXC binds them: the resource heap's arrays (here a RW
    buffer's and a texture's) share the first free binding of set 0 after
    Out's, then the sampler heap, then the resource heap's counters; the
    -fvk-bind-resource-heap / -sampler-heap / -counter-heap B S flags place
    each, and bad arguments are usage errors with DXC's messages."""
    src = env.write("heap.hlsl", HEAPS)
    got = heap_bindings(disasm(env, "-T", "cs_6_6", "-E", "main", src))
    want = {"Out": {(0, 0)}, "ResourceDescriptorHeap": {(0, 1)}, "SamplerDescriptorHeap": {(0, 2)},
            "counter.var.ResourceDescriptorHeap": {(0, 3)}}
    expect(all(got.get(k) == v for k, v in want.items()), f"default heap bindings: {got}")
    got = heap_bindings(disasm(env, "-T", "cs_6_6", "-E", "main", "-fvk-bind-resource-heap", "5", "2",
                               "-fvk-bind-sampler-heap", "6", "3", "-fvk-bind-counter-heap", "7", "4", src))
    want = {"Out": {(0, 0)}, "ResourceDescriptorHeap": {(2, 5)}, "SamplerDescriptorHeap": {(3, 6)},
            "counter.var.ResourceDescriptorHeap": {(4, 7)}}
    expect(all(got.get(k) == v for k, v in want.items()), f"heap bindings from the flags: {got}")
    run_ok(env, "-T", "cs_6_6", "-E", "main", src, "-Fo", "heap.spv")
    spirv_val(env, env.path("heap.spv"))
    for flag in ("-fvk-bind-resource-heap", "-fvk-bind-sampler-heap", "-fvk-bind-counter-heap"):
        st, out, err = env.run("-T", "cs_6_6", src, flag, "a", "2")
        expect(st == 2 and f"invalid {flag} argument: 'a'" in err, f"{flag} a 2: {st} {err.strip()}")
        st, out, err = env.run("-T", "cs_6_6", src, flag, "-1", "2")
        expect(st == 2 and f"expected positive integer for {flag}, got: -1" in err, f"{flag} -1 2: {st} {err.strip()}")
        st, out, err = env.run("-T", "cs_6_6", src, flag, "1")
        expect(st == 2 and flag in err, f"{flag} 1 (missing): {st} {err.strip()}")


@check
def denorm(env):
    """-denorm preserve|ftz: the DenormPreserve or DenormFlushToZero execution
    mode for 32-bit floats and its capability (SPIR-V 1.4 made
    SPV_KHR_float_controls core: named for vulkan1.1's SPIR-V 1.3 only), as
    DXC's opt.denorm.hlsl expects; any (the default) adds nothing; the value
    may be attached (-denormftz); another value exits 2."""
    src = env.write("a.hlsl", COMPUTE)
    _, base, _ = run_ok(env, "-T", "cs_6_0", src, "-Fo", "-")
    _, any_, err = run_ok(env, "-T", "cs_6_0", src, "-denorm", "any", "-Fo", "-")
    expect(any_ == base and err == "", f"-denorm any: the module changed or a warning: {err.strip()}")
    for flags, mode, env_ in ((["-denorm", "preserve"], "DenormPreserve", "vulkan1.2"),
                              (["-denormftz"], "DenormFlushToZero", "vulkan1.2"),
                              (["-denorm", "preserve", "-fspv-target-env=vulkan1.1"], "DenormPreserve", "vulkan1.1")):
        _, out, err = run_ok(env, "-T", "cs_6_0", src, *flags, "-Fo", "d.spv", "-Fc", "-")
        text = out.decode()
        expect(f"OpCapability {mode}\n" in text, f"{flags}: no OpCapability {mode}:\n{text}")
        expect(re.search(rf"OpExecutionMode %\w+ {mode} 32\n", text), f"{flags}: no {mode} 32 mode:\n{text}")
        ext = 'OpExtension "SPV_KHR_float_controls"' in text
        expect(ext == (env_ == "vulkan1.1"), f"{flags}: SPV_KHR_float_controls {'missing' if not ext else 'named'}")
        expect(err == "", f"{flags}: warned: {err.strip()}")
        spirv_val(env, env.path("d.spv"), env_)
    run_usage_error(env, "-denorm", "-T", "cs_6_0", src, "-denorm", "fast")


@check
def binding_options(env):
    """-auto-binding-space, -fvk-bind-globals and -fvk-auto-shift-bindings, by
    DXC's rules (SPIR-V.rst, "HLSL register and Vulkan binding"); the corpus
    shader compute/bindings_auto_space runs them on lavapipe and Dawn."""
    src = env.write("b.hlsl", """\
Texture2D<float4> T;
SamplerState S;
Texture2D<float4> R : register(t2);
[[vk::binding(4)]] Texture2D<float4> P;
[[vk::binding(4, 6)]] Texture2D<float4> Q;
RWStructuredBuffer<float4> U : register(u0, space1);
cbuffer C { float k; };
float g;
[numthreads(1, 1, 1)] void main() {
    U[0] = (T.SampleLevel(S, float2(0, 0), 0) + R.Load(int3(0, 0, 0)) + P.Load(int3(0, 0, 0)) +
            Q.Load(int3(0, 0, 0))) * k * g;
}
""")
    def bindings(*flags):
        run_ok(env, "-T", "cs_6_0", src, *flags, "-Fo", "b.spv", "-Fre", "b.json")
        doc = json.loads(read(env.path("b.json")))
        out = {}
        for name in ("T", "S", "R", "P", "Q", "U", "C", "$Globals"):
            r = find_resource(doc, name)
            out[name] = r and (r.get("set"), r.get("binding"))
        return out
    # Declaration order, explicit ones reserved first: R t2 -> 2, P -> 4; T 0,
    # S 1, C 3 (2 is R's), $Globals last: 5.
    got = bindings()
    want = {"T": (0, 0), "S": (0, 1), "R": (0, 2), "P": (0, 4), "Q": (6, 4), "U": (1, 0), "C": (0, 3),
            "$Globals": (0, 5)}
    expect(got == want, f"defaults: {got}, expected {want}")
    # -auto-binding-space 3: everything without a space moves to set 3 (Q and U keep theirs).
    got = bindings("-auto-binding-space", "3")
    want = {k: (3 if k not in ("Q", "U") else v[0], v[1]) for k, v in want.items()}
    expect(got == want, f"-auto-binding-space 3: {got}, expected {want}")
    # -fvk-bind-globals 9 2: $Globals alone moves.
    got = bindings("-fvk-bind-globals", "9", "2")
    expect(got["$Globals"] == (2, 9) and got["C"] == (0, 3), f"-fvk-bind-globals 9 2: {got}")
    # -fvk-auto-shift-bindings with t 10, s 20, b 30 in space 0: T and P's
    # class t starts at 10 (R's t2 -> 12 is shifted as before), S at 20, C
    # and $Globals (b) at 30, 31.
    got = bindings("-fvk-auto-shift-bindings", "-fvk-t-shift", "10", "0", "-fvk-s-shift", "20", "0",
                   "-fvk-b-shift", "30", "0")
    want = {"T": (0, 10), "S": (0, 20), "R": (0, 12), "P": (0, 4), "Q": (6, 4), "U": (1, 0), "C": (0, 30),
            "$Globals": (0, 31)}
    expect(got == want, f"-fvk-auto-shift-bindings: {got}, expected {want}")
    run_usage_error(env, "-fvk-bind-globals", "-T", "cs_6_0", src, "-fvk-bind-globals", "1")
    run_usage_error(env, "-auto-binding-space", "-T", "cs_6_0", src, "-auto-binding-space", "x")


@check
def spv_max_id(env):
    """-fspv-max-id N: exit 1 (OSH5013) when the module's largest id (the
    header's bound - 1) is above N; at the bound - 1 it compiles."""
    src = env.write("a.hlsl", COMPUTE)
    _, spv, _ = run_ok(env, "-T", "cs_6_0", src, "-Fo", "-")
    bound = int.from_bytes(spv[12:16], "little")
    run_ok(env, "-T", "cs_6_0", src, "-fspv-max-id", str(bound - 1), "-Fo", "a.spv")
    st, out, err = env.run("-T", "cs_6_0", src, "-fspv-max-id", str(bound - 2), "-Fo", "b.spv")
    expect(st == 1 and "OSH5013" in err, f"-fspv-max-id {bound - 2}: exit {st}, {err.strip()}")
    expect(not os.path.exists(env.path("b.spv")), "-fspv-max-id: a module was written")
    run_usage_error(env, "-fspv-max-id", "-T", "cs_6_0", src, "-fspv-max-id", "0")


@check
def oconfig(env):
    """-Oconfig=: spirv-opt flags are checked as DXC checks them (an unknown
    one, a second -Oconfig=, or -Oconfig= with -O exit 2); then the -O3
    module, with a warning that says our optimizer runs instead."""
    src = env.write("a.hlsl", COMPUTE)
    _, base, _ = run_ok(env, "-T", "cs_6_0", src, "-Fo", "-")
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-Oconfig=--loop-unroll,--scalar-replacement=300,-O", "-Fo", "-")
    expect(out == base, "-Oconfig=: not the -O3 module")
    expect("warning: -Oconfig=" in err and "-O3" in err, f"-Oconfig=: no warning: {err.strip()}")
    run_usage_error(env, "--test-unknown-flag", "-T", "cs_6_0", src, "-Oconfig=--test-unknown-flag")
    run_usage_error(env, "more than once", "-T", "cs_6_0", src, "-Oconfig=-O", "-Oconfig=-Os")
    for o in ("-O0", "-O1", "-O2", "-O3", "-Od"):
        run_usage_error(env, "together with -O", "-T", "cs_6_0", src, o, "-Oconfig=--loop-unroll")


@check
def nonzero_base(env):
    """-fvk-support-nonzero-base-instance / -vertex: SV_InstanceID and
    SV_VertexID subtract BaseInstance and BaseVertex (DrawParameters); the
    corpus shader stage/vs_nonzero_base has the whole module."""
    src = env.write("v.hlsl", "float4 main(uint v : SV_VertexID, uint i : SV_InstanceID) : SV_Position "
                              "{ return float4(v, i, 0, 1); }\n")
    for flags, builtins in (([], []), (["-fvk-support-nonzero-base-instance"], ["BaseInstance"]),
                            (["-fvk-support-nonzero-base-vertex"], ["BaseVertex"]),
                            (["-fvk-support-nonzero-base-instance", "-fvk-support-nonzero-base-vertex"],
                             ["BaseInstance", "BaseVertex"])):
        _, out, _ = run_ok(env, "-T", "vs_6_0", src, *flags, "-Fo", "v.spv", "-Fc", "-")
        text = out.decode()
        for b in ("BaseInstance", "BaseVertex"):
            expect((f"BuiltIn {b}\n" in text) == (b in builtins), f"{flags}: BuiltIn {b} {'missing' if b in builtins else 'present'}")
        expect(text.count("OpISub") == len(builtins), f"{flags}: {text.count('OpISub')} OpISub, expected {len(builtins)}")
        expect(("OpCapability DrawParameters" in text) == bool(builtins), f"{flags}: DrawParameters")
        spirv_val(env, env.path("v.spv"))


@check
def stage_io_order(env):
    """-fvk-stage-io-order=alpha: Locations by semantic name (decl, the
    default: declaration order); the corpus shader graphics/stage_io_alpha
    runs it."""
    src = env.write("v.hlsl", "struct O { float4 p : SV_Position; float z : Z; float y : Y; float x : X; };\n"
                              "O main() { O o = (O)0; return o; }\n")
    for flags, want in (([], ["Z", "Y", "X"]), (["-fvk-stage-io-order=decl"], ["Z", "Y", "X"]),
                        (["-fvk-stage-io-order=alpha"], ["X", "Y", "Z"])):
        run_ok(env, "-T", "vs_6_0", src, *flags, "-Fo", "v.spv", "-Fre", "v.json")
        doc = json.loads(read(env.path("v.json")))
        outs = [o for o in doc["entry_points"][0]["outputs"] if o["location"] is not None]
        got = [o["semantic"] for o in sorted(outs, key=lambda o: o["location"])]
        expect(got == want, f"{flags}: locations in the order {got}, expected {want}")
    run_usage_error(env, "-fvk-stage-io-order=", "-T", "vs_6_0", src, "-fvk-stage-io-order=name")


@check
def spirv_opt_flags(env):
    """dxc's flags for spirv-opt passes are accepted with a warning naming
    each; -ffinite-math-only and -fspv-use-unknown-image-format (already our
    behaviour) silently; the module never changes."""
    src = env.write("a.hlsl", COMPUTE)
    _, base, _ = run_ok(env, "-T", "cs_6_0", src, "-Fo", "-")
    for flag, warns in (("-fspv-reduce-load-size", True), ("-fspv-fix-func-call-arguments", True),
                        ("-fspv-print-all", True), ("-ffinite-math-only", False),
                        ("-fspv-use-unknown-image-format", False)):
        _, out, err = run_ok(env, "-T", "cs_6_0", src, flag, "-Fo", "-")
        expect(out == base, f"{flag}: the module changed")
        expect((f"warning: {flag} " in err) == warns, f"{flag}: warning {'missing' if warns else 'given'}: {err.strip()}")


@check
def preserve_interface(env):
    """The signature's unused inputs stay in OpEntryPoint (Location ones and
    built-ins named by a semantic, as DXC keeps them); -fspv-preserve-interface
    also keeps the hidden built-in of an intrinsic whose result is unused
    (the corpus shader stage/ps_preserve_interface has the module)."""
    src = env.write("p.hlsl", "float4 main(float2 a : A, float4 p : SV_Position) : SV_Target"
                              " { uint l = WaveGetLaneIndex(); return 1; }\n")
    for flags, kept in (([], False), (["-fspv-preserve-interface"], True)):
        _, out, _ = run_ok(env, "-T", "ps_6_0", src, *flags, "-Fo", "p.spv", "-Fc", "-")
        text = out.decode()
        expect("BuiltIn FragCoord" in text, f"{flags}: the unused SV_Position was dropped")
        expect(("BuiltIn SubgroupLocalInvocationId" in text) == kept,
               f"{flags}: the unused lane index {'dropped' if kept else 'kept'}")
        expect("Location 0" in text, f"{flags}: the unused Location input was dropped")
        spirv_val(env, env.path("p.spv"))


@check
def flatten_resource_arrays(env):
    """-fspv-flatten-resource-arrays: t[3] at register(t1) becomes t[0], t[1],
    t[2] at bindings 1, 2, 3, and the texture without a register the next free
    binding after them (4; 2 without the flag, when the array takes binding 1
    alone); the module validates. A run-time index runs the statement once per
    element, under ifs on the index: three samples, one per variable. The run
    tests are the corpus shaders compute/flatten_resource_arrays and
    compute/flatten_resource_arrays_var_index."""
    src = env.write("f.hlsl", "Texture2D t[3] : register(t1); Texture2D u; SamplerState s : register(s0);\n"
                              "float4 main(float2 uv : UV) : SV_Target {\n"
                              "  return t[0].Sample(s, uv) + t[2].Sample(s, uv) + u.Sample(s, uv); }\n")
    # s0 takes binding 0, so u (no register) takes the next free one.
    for flags, want in (([], {"t": 1, "u": 2}), (["-fspv-flatten-resource-arrays"], {"t[0]": 1, "t[2]": 3, "u": 4})):
        run_ok(env, "-T", "ps_6_0", src, *flags, "-Fo", "f.spv", "-Fre", "f.json")
        doc = json.loads(read(env.path("f.json")))
        for name, b in want.items():
            r = find_resource(doc, name)
            expect(r is not None and r["binding"] == b,
                   f"{flags}: {name} is at {r and r['binding']}, not at binding {b}")
        expect(find_resource(doc, "t[1]") is None, f"{flags}: the unused t[1] is declared")
        spirv_val(env, env.path("f.spv"))
    dyn = env.write("d.hlsl", "Texture2D t[3]; SamplerState s;\n"
                              "float4 main(uint i : I, float2 uv : UV) : SV_Target { return t[i].Sample(s, uv); }\n")
    run_ok(env, "-T", "ps_6_0", dyn, "-fspv-flatten-resource-arrays", "-Fo", "d.spv")
    spirv_val(env, env.path("d.spv"))
    text = disasm(env, "-T", "ps_6_0", dyn, "-fspv-flatten-resource-arrays")
    n = text.count("OpImageSampleImplicitLod")
    expect(n == 3, f"a run-time index: {n} samples, not one per element (3)")


@check
def legacy_buffer_matrix_order(env):
    """-fspv-use-legacy-buffer-matrix-order changes the words a ByteAddressBuffer
    matrix load reads for element [0][1] (word 1 row by row, word 2 column by
    column: the corpus shader compute/bab_legacy_matrix_order runs it), and
    leaves a column_major matrix as it is."""
    def word_of(flags, mat):
        src = env.write("m.hlsl", f"typedef column_major uint2x3 CM; ByteAddressBuffer b; RWStructuredBuffer<uint> o;\n"
                                  f"[numthreads(1,1,1)] void main() {{ {mat} m = b.Load<{mat}>(0); o[0] = m[0][1]; }}\n")
        run_ok(env, "-T", "cs_6_2", src, *flags, "-Fo", "m.spv")
        spirv_val(env, env.path("m.spv"))
        # -O3 loads only the word that element [0][1] comes from.
        return disasm(env, "-T", "cs_6_2", src, *flags)
    flag = ["-fspv-use-legacy-buffer-matrix-order"]
    expect(word_of([], "uint2x3") != word_of(flag, "uint2x3"), "the flag does not change the matrix load")
    expect(word_of([], "CM") == word_of(flag, "CM"),
           "the flag changes a column_major matrix load")


@check
def preserve_bindings(env):
    """-fspv-preserve-bindings keeps every declared resource (a texture, a
    sampler, a buffer, a cbuffer, $Globals) with its binding in the module
    and the reflection, where those the code does not name say
    "used": false; without it only the used buffer is there. Both
    validate."""
    src = env.write("p.hlsl", "Texture2D t : register(t3); SamplerState s : register(s1);\n"
                              "RWStructuredBuffer<uint> b : register(u2); cbuffer CB : register(b4) { float4 k; };\n"
                              "float g; RWStructuredBuffer<uint> used : register(u0);\n"
                              "[numthreads(1,1,1)] void main() { used[0] = 1; }\n")
    for flags, want in (([], {"used": 0}), (["-fspv-preserve-bindings"],
                                            {"used": 0, "t": 3, "s": 1, "b": 2, "CB": 4, "$Globals": 5})):
        run_ok(env, "-T", "cs_6_0", src, *flags, "-Fo", "p.spv", "-Fre", "p.json")
        spirv_val(env, env.path("p.spv"))
        doc = json.loads(read(env.path("p.json")))
        for name in ("used", "t", "s", "b", "CB", "$Globals"):
            r = find_resource(doc, name)
            if name in want:
                expect(r is not None and r["binding"] == want[name], f"{flags}: {name} is not at binding {want[name]}")
                expect(r is None or r.get("used", True) == (name == "used"), f"{flags}: {name}'s used marker is wrong")
            else:
                expect(r is None, f"{flags}: the unused {name} is declared")


@check
def vulkan_memory_model(env):
    """-fspv-use-vulkan-memory-model: OpMemoryModel Vulkan with its capability,
    no Coherent on a globallycoherent buffer but MakePointerVisible/Available
    on its loads and stores; without it GLSL450 and Coherent. Both validate
    (the corpus shader compute/vulkan_memory_model runs it). A globallycoherent
    storage image is refused (OSH0564)."""
    src = env.write("m.hlsl", "globallycoherent RWStructuredBuffer<uint> c; RWStructuredBuffer<uint> o;\n"
                              "[numthreads(1,1,1)] void main() { c[1] = c[0] + 1; o[0] = c[2]; }\n")
    for flags, vmm in (([], False), (["-fspv-use-vulkan-memory-model"], True)):
        run_ok(env, "-T", "cs_6_0", src, *flags, "-Fo", "m.spv")
        spirv_val(env, env.path("m.spv"))
        dis = shutil.which("spirv-dis")  # it names the memory operands (-Fc numbers them)
        if not dis:
            raise Fail("spirv-dis is not installed (tools/install-test-deps.sh)")
        text = subprocess.run([dis, env.path("m.spv")], stdout=subprocess.PIPE).stdout.decode()
        expect(("OpMemoryModel Logical Vulkan" in text) == vmm and ("OpCapability VulkanMemoryModel" in text) == vmm,
               f"{flags}: the memory model is wrong")
        expect(("Coherent" in text) != vmm, f"{flags}: Coherent {'written' if vmm else 'missing'}")
        expect((text.count("MakePointerVisible|NonPrivatePointer") == 2) == vmm and
               (text.count("MakePointerAvailable|NonPrivatePointer") == 1) == vmm,
               f"{flags}: the coherent loads and stores lack (or have) their memory operands")
    img = env.write("i.hlsl", "globallycoherent RWTexture2D<float4> t;\n"
                              "[numthreads(1,1,1)] void main() { t[uint2(0, 0)] = 1; }\n")
    st, _, err = env.run("-T", "cs_6_0", img, "-fspv-use-vulkan-memory-model", "-Fo", "i.spv")
    expect(st == 1 and "[OSH0564]" in err, f"a globallycoherent image: exit {st}: {err.strip()}")


@check
def pack_optimized(env):
    """-pack-optimized (and -pack_optimized) packs a vertex shader's outputs as
    DXC's signature.packing.hlsl says (Location and Component of each); the
    vertex inputs keep a location each; without the flag nothing shares a
    location. The graphics corpus shader pack_optimized draws with it."""
    src = env.write("v.hlsl", "struct O { float4 pos : SV_POSITION; float a : A; double b : B; float2 c[3] : C;\n"
                              "  float2x2 d : D; int e : E; float2 f : F; float g : G; };\n"
                              "O main(float4 p : POSITION, float4 q : COLOR) { O o = (O)0; o.pos = p + q; return o; }\n")
    want = {"A": (0, None), "B": (0, 2), "C": (1, 0), "D": (1, 2), "E": (3, 2), "F": (4, None), "G": (3, 3)}
    dis = shutil.which("spirv-dis")
    if not dis:
        raise Fail("spirv-dis is not installed (tools/install-test-deps.sh)")
    for flag in ("-pack-optimized", "-pack_optimized", None):
        run_ok(env, "-T", "vs_6_0", src, *([flag] if flag else []), "-Fo", "v.spv")
        spirv_val(env, env.path("v.spv"))
        text = subprocess.run([dis, env.path("v.spv")], stdout=subprocess.PIPE).stdout.decode()
        for sem, (loc, comp) in want.items():
            got_loc = re.search(r"OpDecorate %out_var_" + sem + r" Location (\d+)", text)
            got_comp = re.search(r"OpDecorate %out_var_" + sem + r" Component (\d+)", text)
            if flag:
                expect(got_loc and int(got_loc.group(1)) == loc, f"{flag}: {sem} is not at Location {loc}")
                expect((int(got_comp.group(1)) if got_comp else None) == comp, f"{flag}: {sem}'s Component is not {comp}")
            else:
                expect(not got_comp, f"no flag: {sem} has a Component")
        locs = re.findall(r"OpDecorate %in_var_\w+ Location (\d+)", text)
        expect(sorted(locs) == ["0", "1"], f"{flag}: the vertex inputs are not at Locations 0 and 1: {locs}")
    # A hull shader: the patch-constant output A first (Location 0), then the
    # control point's H in A's location's next component (DXC's order).
    hs = env.write("h.hlsl", "struct PC { float tf[3] : SV_TessFactor; float itf : SV_InsideTessFactor; float a : A; };\n"
                             "struct CP { float h : H; };\n"
                             "PC pcf(InputPatch<CP, 3> p) { PC o = (PC)0; o.a = p[0].h; return o; }\n"
                             "[domain(\"tri\")] [partitioning(\"integer\")] [outputtopology(\"triangle_cw\")]\n"
                             "[outputcontrolpoints(3)] [patchconstantfunc(\"pcf\")]\n"
                             "CP main(InputPatch<CP, 3> p, uint i : SV_OutputControlPointID) { return p[i]; }\n")
    for flags, want in (([], {"A": ("0", None), "H": ("1", None)}), (["-pack-optimized"], {"A": ("0", None), "H": ("0", "1")})):
        run_ok(env, "-T", "hs_6_0", hs, *flags, "-Fo", "h.spv")
        spirv_val(env, env.path("h.spv"))
        text = subprocess.run([dis, env.path("h.spv")], stdout=subprocess.PIPE).stdout.decode()
        for sem, (loc, comp) in want.items():
            got_loc = re.search(r"OpDecorate %out_var_" + sem + r" Location (\d+)", text)
            got_comp = re.search(r"OpDecorate %out_var_" + sem + r" Component (\d+)", text)
            expect(got_loc and got_loc.group(1) == loc and (got_comp.group(1) if got_comp else None) == comp,
                   f"hull {flags}: {sem} is not at Location {loc} Component {comp}")


@check
def ieee_strict(env):
    """-Gis: SignedZeroInfNanPreserve 32 (its capability; SPV_KHR_float_controls
    only before SPIR-V 1.4, as DXC's SignedZeroInfNanPreserve.hlsl) and
    NoContraction on the arithmetic, so a * b + c stays a multiply and an add;
    without the flag none of it, and the optimizer fuses the two into Fma.
    The compute corpus shader ieee_strict_gis runs it."""
    src = env.write("a.hlsl", "RWStructuredBuffer<float> B : register(u0);\n"
                              "[numthreads(8, 1, 1)] void main(uint3 id : SV_DispatchThreadID)\n"
                              "{ B[id.x] = B[id.x] * B[id.x + 1] + B[id.x + 2]; }\n")
    dis = shutil.which("spirv-dis")
    if not dis:
        raise Fail("spirv-dis is not installed (tools/install-test-deps.sh)")
    for flags, env_name in ((["-Gis"], "vulkan1.2"), (["-Gis", "-fspv-target-env=vulkan1.1"], "vulkan1.1"), ([], "vulkan1.2")):
        run_ok(env, "-T", "cs_6_0", src, *flags, "-Fo", "a.spv")
        spirv_val(env, env.path("a.spv"), env_name)
        text = subprocess.run([dis, env.path("a.spv")], stdout=subprocess.PIPE).stdout.decode()
        gis = "-Gis" in flags
        expect(("OpCapability SignedZeroInfNanPreserve" in text) == gis, f"{flags}: capability")
        expect(("OpExecutionMode %main SignedZeroInfNanPreserve 32" in text) == gis, f"{flags}: execution mode")
        expect(("SPV_KHR_float_controls" in text) == (env_name == "vulkan1.1" and gis), f"{flags}: extension")
        fused = re.search(r"OpExtInst %float %\w+ Fma", text) is not None
        expect(fused != gis, f"{flags}: a * b + c {'is' if fused else 'is not'} fused")
        if gis:
            mul = re.search(r"(%\w+) = OpFMul", text)
            add = re.search(r"(%\w+) = OpFAdd", text)
            expect(mul and add and f"OpDecorate {mul.group(1)} NoContraction" in text and
                   f"OpDecorate {add.group(1)} NoContraction" in text, "-Gis: the multiply and add lack NoContraction")


@check
def gec(env):
    """-Gec is refused as dxc -spirv refuses it."""
    src = env.write("a.hlsl", COMPUTE)
    run_usage_error(env, "-Gec is not supported with -spirv", "-T", "cs_6_0", src, "-Gec")


@check
def old_profiles(env):
    """Shader models 4.0 to 5.1 compile as 6.0 with a warning saying so; 6_7 to 6_10 are known
    (6_11 and 6_1x are not)."""
    src = env.write("a.hlsl", COMPUTE)
    ps = env.write("p.hlsl", PIXEL_W)
    vs = env.write("v.hlsl", VERTEX)
    for old, new, f in (("cs_5_0", "cs_6_0", src), ("cs_5_1", "cs_6_0", src), ("ps_5_0", "ps_6_0", ps),
                        ("ps_4_0", "ps_6_0", ps), ("vs_4_0", "vs_6_0", vs), ("vs_4_0_level_9_3", "vs_6_0", vs)):
        _, want, _ = run_ok(env, "-T", new, f, "-Fo", "-")
        st, out, err = run_ok(env, "-T", old, f, "-Fo", "-")
        expect(out == want, f"-T {old}: not the module of -T {new}")
        expect(old in err and new in err and "warning" in err, f"-T {old}: no warning naming {old} and {new}: {err.strip()}")
    for p in ("cs_6_7", "cs_6_8", "cs_6_9", "cs_6_10"):
        st, out, err = run_ok(env, "-T", p, src, "-Fo", "-")
        expect(out[:4] == SPIRV_MAGIC and err == "", f"-T {p}: no module, or warned: {err.strip()}")
    st, out, err = run_ok(env, "-P", "-T", "cs_6_9", env.write("m.hlsl", "int m = __SHADER_TARGET_MINOR;\n"))
    expect(b"int m = 9;" in out, f"-T cs_6_9: __SHADER_TARGET_MINOR is not 9: {out!r}")
    st, out, err = run_ok(env, "-P", "-T", "cs_6_10", env.write("m.hlsl", "int m = __SHADER_TARGET_MINOR;\n"))
    expect(b"int m = 10;" in out, f"-T cs_6_10: __SHADER_TARGET_MINOR is not 10: {out!r}")
    for p in ("cs_6_11", "cs_6_1x", "cs_6_100"):
        p_ = subprocess.run([env.compiler, "-spirv", "-T", p, src], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        expect(p_.returncode == 2, f"-T {p}: exit {p_.returncode}, wanted 2 (unknown profile)")


@check
def default_disassembly(env):
    """Without -Fo (-Fc, -Fh, -Fre, -Fhdr) the disassembly goes to stdout, as dxc's:
    the text -Fc - writes (WGSL with -wgsl); with an output named, stdout stays empty."""
    src = env.write("a.hlsl", COMPUTE)
    st, out, err = run_ok(env, "-T", "cs_6_0", src)
    expect(out.decode() == disasm(env, "-T", "cs_6_0", src), "stdout is not the -Fc - disassembly")
    expect(out.startswith(b"; SPIR-V") and b"OpEntryPoint" in out, f"stdout is not SPIR-V assembly: {out[:80]!r}")
    st, out, err = run_ok(env, "-T", "cs_6_0", "-wgsl", src)
    _, wgsl, _ = run_ok(env, "-T", "cs_6_0", "-wgsl", src, "-Fo", "-")
    expect(out == wgsl and b"@compute" in out, "-wgsl without -Fo: stdout is not the WGSL text")
    for flags in (["-Fre", "r.json"], ["-Fhdr", "h.h"], ["-Fh", "a.h"], ["-Fc", "a.spvasm"], ["-Fo", "a.spv"],
                  ["-fsyntax-only"]):
        st, out, err = run_ok(env, "-T", "cs_6_0", src, *flags)
        expect(out == b"", f"{flags}: something was written to stdout")


@check
def spv_debug_test_chunks(env):
    """-fspv-debug=vulkan-with-source-test (dxc's testing form of
    vulkan-with-source) cuts each file's text into 13-byte pieces, one
    DebugSource and then DebugSourceContinued each (DXC's
    shader.debug.sourcecontinued.hlsl); vulkan-with-source keeps a small file whole."""
    text = "RWStructuredBuffer<float> o;\n[numthreads(1,1,1)] void main() { o[0] = 1.0; }\n"
    src = env.write("c.hlsl", text)
    dis = shutil.which("spirv-dis")
    if not dis:
        raise Fail("spirv-dis is not installed (tools/install-test-deps.sh)")
    for value, small in (("vulkan-with-source-test", True), ("vulkan-with-source", False)):
        run_ok(env, "-T", "cs_6_0", src, "-fspv-debug=" + value, "-Fo", "c.spv")
        spirv_val(env, env.path("c.spv"))
        out = subprocess.run([dis, "--raw-id", env.path("c.spv")], stdout=subprocess.PIPE).stdout.decode()
        strings = dict(re.findall(r'%(\d+) = OpString "((?:[^"\\]|\\.)*)"', out))
        src_ids = re.findall(r"DebugSource %\d+ %(\d+)", out)
        cont_ids = re.findall(r"DebugSourceContinued %(\d+)", out)
        pieces = [strings.get(i, "").replace('\\"', '"').replace("\\\\", "\\") for i in src_ids + cont_ids]
        if small:
            expect(len(cont_ids) == (len(text) - 1) // 13, f"{value}: {len(cont_ids)} DebugSourceContinued for {len(text)} bytes")
            expect(all(len(p) <= 13 for p in pieces), f"{value}: a piece longer than 13 bytes")
        else:
            expect(not cont_ids, f"{value}: DebugSourceContinued for a small file")
        expect(len(src_ids) == 1, f"{value}: not one DebugSource with text")


@check
def spv_debug(env):
    """-Zi writes debug information: each source file's OpString and OpSource
    with its text (the included one too), OpLine with the places, and
    OpModuleProcessed with the version and the command line. -fspv-debug=
    picks dxc's categories instead (file < source < line, and tool); the
    NonSemantic forms give the plain one with a warning; others exit 2
    naming them. Every module validates; without either nothing is added."""
    env.write("inc.hlsli", "float twice(float x) {\n    return x * 2.0;\n}\n")
    src = env.write("d.hlsl", '#include "inc.hlsli"\nRWStructuredBuffer<float> o;\n'
                              "[numthreads(1,1,1)] void main(uint i : SV_DispatchThreadID) {\n"
                              "    o[i] = twice(o[i]) + 1.0;\n}\n")
    def dis(*flags):
        st, out, err = run_ok(env, "-T", "cs_6_0", src, "-O0", *flags, "-Fo", "d.spv", "-Fc", "-")
        spirv_val(env, env.path("d.spv"))
        text = out.decode()
        if shutil.which("spirv-dis"): # it names the extended instructions (-Fc numbers them)
            p = subprocess.run(["spirv-dis", "--raw-id", env.path("d.spv")], stdout=subprocess.PIPE)
            expect(p.returncode == 0, f"{flags}: spirv-dis failed")
            text = p.stdout.decode()
        return text, err
    base, _ = dis()
    for op in ("OpString", "OpSource", "OpLine", "OpModuleProcessed"):
        expect(op not in base, f"no debug flag: {op} written")
    text, _ = dis("-Zi")
    expect('OpString "' in text and "d.hlsl" in text and "inc.hlsli" in text, "-Zi: no OpString for both files")
    expect("OpSource HLSL 600" in text and "return x * 2.0;" in text and "void main(uint i" in text,
           "-Zi: OpSource lacks a file's text")
    # The multiply comes from inc.hlsli line 2 column 14, the add from d.hlsl line 4 column 24.
    inc = re.search(r'%(\d+) = OpString "[^"]*inc.hlsli"', text)
    main = re.search(r'%(\d+) = OpString "[^"]*d.hlsl"', text)
    expect(inc and main, "-Zi: no OpString for inc.hlsli and d.hlsl")
    def line_before(text, opname):
        last = None
        for ln in text.splitlines():
            m = re.match(r"\s*OpLine %(\d+) (\d+) (\d+)", ln)
            if m:
                last = m.groups()
            elif re.search(r"= " + opname + r"\b", ln):
                return last
        return "no " + opname
    got = line_before(text, "OpFMul")
    expect(got == (inc.group(1), "2", "14"), f"-Zi: the OpFMul's OpLine is {got}, not inc.hlsli 2:14")
    got = line_before(text, "OpFAdd")
    expect(got == (main.group(1), "4", "24"), f"-Zi: the OpFAdd's OpLine is {got}, not d.hlsl 4:24 (the +)")
    expect(re.search(r"OpLine %\d+ 4 \d+", text), "-Zi: no OpLine for line 4 of d.hlsl")
    expect('OpModuleProcessed "oneshader-cl-option: -T cs_6_0' in text and "-Zi" in text,
           "-Zi: no OpModuleProcessed with the command line")
    want = {"file": ("OpSource HLSL",), "source": ("OpSource HLSL", "return x * 2.0;"),
            "line": ("OpSource HLSL", "return x * 2.0;", "OpLine"), "tool": ("OpModuleProcessed",)}
    every = ("OpSource HLSL", "return x * 2.0;", "OpLine", "OpModuleProcessed")
    for v, has in want.items():
        for flags in (["-fspv-debug=" + v], ["-Zi", "-fspv-debug=" + v]):
            text, _ = dis(*flags)
            for what in every:
                expect((what in text) == (what in has), f"{flags}: {what} {'missing' if what in has else 'written'}")
    # NonSemantic.Shader.DebugInfo.100: DebugSource per file (with the text
    # for -with-source), a DebugFunction per function, DebugLine places.
    # (The rich modes write OpenCL.DebugInfo.100: spv_debug_rich.)
    for v in ("vulkan", "vulkan-with-source"):
        text, err = dis("-fspv-debug=" + v)
        expect('OpExtInstImport "NonSemantic.Shader.DebugInfo.100"' in text, f"-fspv-debug={v}: no import")
        expect(text.count("DebugSource ") == 2 and "DebugCompilationUnit" in text, f"-fspv-debug={v}: no DebugSource per file")
        expect(("return x * 2.0;" in text) == v.endswith("-with-source"), f"-fspv-debug={v}: the text {'missing' if v.endswith('-with-source') else 'written'}")
        expect(re.search(r'OpString "twice"', text) and "DebugFunction" in text and "DebugFunctionDefinition" in text,
               f"-fspv-debug={v}: no DebugFunction for 'twice'")
        lines = re.findall(r"DebugLine %(\d+) %(\d+) %\d+ %(\d+)", text)
        expect(lines, f"-fspv-debug={v}: no DebugLine")
        # The DebugLine before the multiply names inc.hlsli 2:14, before the add d.hlsl 4:24
        # (DebugLine's operands are ids: the DebugSource, then constants).
        consts = dict(re.findall(r"%(\d+) = OpConstant %\d+ (\d+)\n", text))
        sources = {sid: f for sid, f in re.findall(r"%(\d+) = OpExtInst %\d+ %\d+ DebugSource %(\d+)", text)}
        names = dict(re.findall(r'%(\d+) = OpString "([^"]*)"', text))
        def debug_line_before(opname):
            last = None
            for ln in text.splitlines():
                m = re.search(r"DebugLine %(\d+) %(\d+) %\d+ %(\d+)", ln)
                if m:
                    src_id, l, c = m.groups()
                    last = (os.path.basename(names.get(sources.get(src_id), "?")), consts.get(l), consts.get(c))
                elif re.search(r"= " + opname + r"\b", ln):
                    return last
            return "no " + opname
        got = debug_line_before("OpFMul")
        expect(got == ("inc.hlsli", "2", "14"), f"-fspv-debug={v}: the OpFMul's DebugLine is {got}, not inc.hlsli 2:14")
        got = debug_line_before("OpFAdd")
        expect(got == ("d.hlsl", "4", "24"), f"-fspv-debug={v}: the OpFAdd's DebugLine is {got}, not d.hlsl 4:24")
        expect("OpLine" not in text and "OpSource" not in text, f"-fspv-debug={v}: OpLine or OpSource written too")
        # -O0 keeps the locals: twice's parameter x has a DebugLocalVariable
        # that a DebugDeclare ties to its variable.
        x = re.search(r'%(\d+) = OpString "x"', text)
        lv = x and re.search(r"%(\d+) = OpExtInst %\d+ %\d+ DebugLocalVariable %" + x.group(1) + r"\b", text)
        expect(lv and re.search(r"DebugDeclare %" + lv.group(1) + r" ", text),
               f"-fspv-debug={v}: no DebugLocalVariable and DebugDeclare for the parameter x")
        expect(err == "", f"-fspv-debug={v}: stderr: {err}")
    st, out, err = run_usage_error(env, "-fspv-debug=", "-T", "cs_6_0", src, "-fspv-debug=bogus")
    for v in ("bogus", "line", "file", "source", "tool", "rich", "rich-with-source", "vulkan", "vulkan-with-source"):
        expect(v in err, f"-fspv-debug=bogus: the message does not name '{v}': {err.strip()}")


@check
def spv_debug_o3(env):
    """-fspv-debug=vulkan-with-source at -O3: what the optimizer does keeps
    the debug info whole. Every named local has a DebugLocalVariable and a
    DebugValue (promoted: where it got a value) or DebugDeclare; every
    DebugValue names a defined value; the code inlined from scale() and
    twice() runs under DebugScopes of their DebugFunctions (or their { }
    blocks) whose DebugInlinedAt chain names the calls' lines, inner to
    outer; locals of a nested { } have a DebugLexicalBlock at its `{`. The
    lines and columns below are read off the source by hand."""
    src = env.write("o3.hlsl", "\n".join([
        "RWStructuredBuffer<float> o;",          # 1
        "float scale(float v, float k)",          # 2
        "{",                                      # 3  scale's block 3:1
        "    float w = v * k;",                   # 4
        "    return w * w + 1.0;",                # 5
        "}",                                      # 6
        "float twice(float x)",                   # 7
        "{",                                      # 8  twice's block 8:1
        "    float y = scale(x, 2.0);",           # 9  the call of scale
        "    return y * y;",                      # 10
        "}",                                      # 11
        "[numthreads(1, 1, 1)]",                  # 12
        "void main(uint i : SV_DispatchThreadID)",  # 13
        "{",                                      # 14 main's block 14:1
        "    float acc = o[i];",                  # 15
        "    for (int n = 0; n < 3; n++) {",      # 16 the loop body's block 16:33
        "        float inner = twice(acc);",      # 17 the call of twice
        "        acc = inner - acc;",             # 18
        "    }",                                  # 19
        "    o[i] = acc;",                        # 20
        "}", ""]))
    st, out, err = run_ok(env, "-T", "cs_6_0", "-O3", "-fspv-debug=vulkan-with-source", src, "-Fo", "o3.spv")
    spirv_val(env, env.path("o3.spv"))
    if not shutil.which("spirv-dis"):
        return
    p = subprocess.run(["spirv-dis", "--raw-id", env.path("o3.spv")], stdout=subprocess.PIPE)
    expect(p.returncode == 0, "spirv-dis failed")
    text = p.stdout.decode()
    consts = dict(re.findall(r"%(\d+) = OpConstant %\d+ (\S+)\n", text))
    strings = dict(re.findall(r'%(\d+) = OpString "([^"]*)"', text))
    ext = {}  # id -> (debug instruction, operand ids)
    defined = set(re.findall(r"^\s*%(\d+) = ", text, re.M))
    for m in re.finditer(r"%(\d+) = OpExtInst %\d+ %\d+ (Debug\w+)((?: %\d+)*)", text):
        ext[m.group(1)] = (m.group(2), m.group(3).replace("%", "").split())
    def num(i):
        return int(consts.get(i, "-1"))
    def scope_desc(sid):
        """DebugFunction name, or ('block', line, col, parent's desc)."""
        kind, ops = ext.get(sid, ("?", []))
        if kind == "DebugFunction":
            return strings.get(ops[0], "?")
        if kind == "DebugLexicalBlock":
            return ("block", num(ops[1]), num(ops[2]), scope_desc(ops[3]))
        return kind
    # Locals: name -> (line, its scope), and the DebugValue/DebugDeclare that name each.
    lvars = {}
    for lid, (kind, ops) in ext.items():
        if kind == "DebugLocalVariable":
            lvars.setdefault(strings.get(ops[0]), []).append((lid, num(ops[3]), scope_desc(ops[5])))
    uses = {}
    for kind, ops in ext.values():
        if kind in ("DebugValue", "DebugDeclare"):
            uses.setdefault(ops[0], []).append(ops[1])
            expect(ops[1] in defined or ops[1] in consts, f"{kind} of a value that is not defined: %{ops[1]}")
    want = {"acc": 15, "n": 16, "inner": 17, "y": 9, "x": 7, "v": 2, "k": 2, "i": 13}
    for name, line in want.items():
        got = lvars.get(name, [])
        expect(got, f"no DebugLocalVariable for '{name}'")
        expect(any(l == line for _, l, _ in got), f"'{name}': DebugLocalVariable lines {[l for _, l, _ in got]}, not {line}")
        expect(any(uses.get(lid) for lid, _, _ in got), f"'{name}': no DebugValue or DebugDeclare")
    # Scopes of the locals: a nested { } is a DebugLexicalBlock at its `{`, inside the enclosing ones.
    main_block = ("block", 14, 1, "main")  # the HLSL main (DXC's names: its own, the wrapper __dxc_setup)
    scopes = {"acc": main_block, "inner": ("block", 16, 33, main_block),
              "y": ("block", 8, 1, "twice"), "v": "scale"}
    for name, sc in scopes.items():
        got = [s for _, _, s in lvars.get(name, [])]
        expect(sc in got, f"'{name}': scope {got}, not {sc}")
    # Inlined code: the DebugScope over each instruction with its DebugLine;
    # an instruction from scale (line 4 or 5) is under scale's scope inlined
    # at line 9 (in twice's block), itself inlined at line 17 (in the loop body).
    def chain(inl):
        out = []
        while inl:
            kind, ops = ext[inl]
            expect(kind == "DebugInlinedAt", f"%{inl} is {kind}, not DebugInlinedAt")
            out.append((num(ops[0]), scope_desc(ops[1])))
            inl = ops[2] if len(ops) > 2 else None
        return out
    scope = line = None
    seen = {}
    for ln in text.splitlines():
        m = re.search(r"DebugScope %(\d+)(?: %(\d+))?", ln)
        if m:
            scope = (scope_desc(m.group(1)), chain(m.group(2)))
            continue
        m = re.search(r"DebugLine %\d+ %(\d+) %\d+ %(\d+)", ln)
        if m:
            line = num(m.group(1))
            continue
        if re.search(r"= Op(FMul|FAdd|FSub|ExtInst %\d+ %\d+ Fma)\b", ln) and line:
            seen.setdefault(line, scope)
    calls_twice = (17, ("block", 16, 33, main_block))
    expect(4 in seen or 5 in seen, f"no arithmetic from scale's lines 4-5: lines {sorted(seen)}")
    for l in (4, 5):
        if l in seen:
            sc, ch = seen[l]
            expect(sc == ("block", 3, 1, "scale") and ch[:2] == [(9, ("block", 8, 1, "twice")), calls_twice],
                   f"line {l}: scope {sc} inlined at {ch}, not scale's block inlined at 9 then 17")
    expect(10 in seen, f"no multiply from twice's line 10: lines {sorted(seen)}")
    sc, ch = seen.get(10, (None, []))
    expect(sc == ("block", 8, 1, "twice") and ch[:1] == [calls_twice],
           f"line 10: scope {sc} inlined at {ch}, not twice's block inlined at 17")
    expect(18 in seen and seen[18][0] == ("block", 16, 33, main_block),
           f"line 18: scope {seen.get(18)}, not the loop body's block")
    expect(err == b"" or err == "", f"stderr: {err}")


def spv_words(path):
    """The instructions of a SPIR-V module: (opcode, operand words) each."""
    data = read(path, "rb")
    w = [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data) - 3, 4)]
    expect(len(w) > 5 and w[0] == 0x07230203, f"{path}: not a SPIR-V module")
    out, i = [], 5
    while i < len(w):
        n = w[i] >> 16
        expect(n > 0 and i + n <= len(w), f"{path}: a bad word count at word {i}")
        out.append((w[i] & 0xFFFF, w[i + 1:i + n]))
        i += n
    return out


def spv_string(words):
    """The literal string at the start of words (SPIR-V: UTF-8, NUL-terminated)."""
    b = b"".join(x.to_bytes(4, "little") for x in words)
    return b[:b.index(b"\0")].decode("utf-8")


RICH_INC = "\n".join([
    "float twice(float x,",           # 1  x
    "            float k)",           # 2  k: its own line, not the function's
    "{",                              # 3  twice's block 3:1
    "    float y = x * k;",           # 4  y; the * at column 17
    "    return y * y;",              # 5  the * at column 14
    "}", ""])
RICH_MAIN = "\n".join([
    '#include "inc.hlsli"',                       # 1
    "RWStructuredBuffer<float> o;",               # 2
    "[numthreads(1, 1, 1)]",                      # 3
    "void main(uint i : SV_DispatchThreadID)",    # 4  i
    "{",                                          # 5  main's block 5:1
    "    float acc = o[i];",                      # 6  acc
    "    for (int n = 0; n < 3; n++) {",          # 7  n; the body's block at its { 7:33
    "        float inner = twice(acc, 3.0);",     # 8  inner; the call of twice
    "        acc = inner - acc;",                 # 9  the - at column 21
    "    }",                                      # 10
    "    o[i] = acc;",                            # 11
    "}", ""])


@check
def spv_debug_rich(env):
    """-fspv-debug=rich / rich-with-source write OpenCL.DebugInfo.100 as dxc
    does, at -O0 and -O3, on a shader of two files: the module validates;
    the one debug import is OpenCL.DebugInfo.100 (no NonSemantic set, no
    SPV_KHR_non_semantic_info); a DebugSource per file whose text (with
    -with-source) is the file's text; line, column and flag operands are
    literals (a number, never a constant's id); each named local has a
    DebugLocalVariable at the line of its name (worked out by hand in
    RICH_INC/RICH_MAIN) with a DebugDeclare (-O0) or DebugValue/DebugDeclare
    (-O3); OpLine (no DebugLine) gives the file, line and column of the
    multiplies and the subtract; DebugFunction's last operand is its
    OpFunction or DebugInfoNone (inlined); at -O3 the inlined multiply runs
    under twice's scope inlined at line 8 in the loop body's block. The
    module is read from its words, not from a disassembly."""
    env.write("inc.hlsli", RICH_INC)
    src = env.write("r.hlsl", RICH_MAIN)
    texts = {"inc.hlsli": RICH_INC, "r.hlsl": RICH_MAIN}
    # OpenCL.DebugInfo.100's instruction numbers (its grammar).
    NONE, CU, BASIC, FUNC, LEX, SCOPE, INLINED, LOCAL, DECLARE, VALUE, SOURCE = 0, 1, 2, 20, 21, 23, 25, 26, 28, 29, 35
    for v, opt in (("rich", "-O0"), ("rich-with-source", "-O0"), ("rich-with-source", "-O3")):
        what = f"-fspv-debug={v} {opt}"
        spv = env.path(f"r{opt}{v}.spv")
        st, out, err = run_ok(env, "-T", "cs_6_0", opt, "-fspv-debug=" + v, src, "-Fo", spv)
        expect(err in (b"", ""), f"{what}: stderr: {err}")
        spirv_val(env, spv)
        insts = spv_words(spv)
        imports = {ops[0]: spv_string(ops[1:]) for op, ops in insts if op == 11}  # OpExtInstImport
        exts = [spv_string(ops) for op, ops in insts if op == 10]                # OpExtension
        expect("OpenCL.DebugInfo.100" in imports.values() and "NonSemantic.Shader.DebugInfo.100" not in imports.values(),
               f"{what}: imports {sorted(imports.values())}, not OpenCL.DebugInfo.100")
        expect("SPV_KHR_non_semantic_info" not in exts, f"{what}: SPV_KHR_non_semantic_info declared")
        dset = [k for k, n in imports.items() if n == "OpenCL.DebugInfo.100"][0]
        strings = {ops[0]: spv_string(ops[1:]) for op, ops in insts if op == 7}  # OpString
        consts = {ops[1] for op, ops in insts if op == 43}                       # OpConstant ids
        funcs = {ops[1] for op, ops in insts if op == 54}                        # OpFunction ids
        dbg, order = {}, []  # id -> (instruction, operands); the debug instructions in order
        for op, ops in insts:
            if op == 12 and ops[2] == dset:  # OpExtInst %void %id %set inst ops...
                dbg[ops[1]] = (ops[3], ops[4:])
                order.append((ops[3], ops[4:]))
            elif op == 8:  # OpLine file line column
                order.append(("line", ops))
            elif op in (133, 131):  # OpFMul OpFSub
                order.append((op, ops))
        expect(not any(op == 12 and ops[2] != dset and ops[3] in (101, 103) for op, ops in insts),
               f"{what}: a DebugLine or DebugFunctionDefinition")
        # DebugSource per file, with its text when asked.
        srcs = {sid: ops for sid, (k, ops) in dbg.items() if k == SOURCE}
        byname = {os.path.basename(strings.get(ops[0], "?")): (sid, ops) for sid, ops in srcs.items()}
        expect(sorted(byname) == ["inc.hlsli", "r.hlsl"], f"{what}: DebugSource for {sorted(byname)}")
        for name, (sid, ops) in byname.items():
            if v.endswith("-with-source"):
                expect(len(ops) == 2 and strings.get(ops[1]) == texts[name],
                       f"{what}: the DebugSource text of {name} is not the file's text")
            else:
                expect(len(ops) == 1, f"{what}: DebugSource of {name} has a text")
        cu = [ops for k, ops in dbg.values() if k == CU]
        expect(len(cu) == 1 and cu[0][0] == 1 and cu[0][1] == 4 and cu[0][3] == 5,
               f"{what}: DebugCompilationUnit {cu}, not 1 4 <source> HLSL(5) with literals")
        for k, ops in dbg.values():
            if k == BASIC:
                expect(ops[1] in consts and ops[2] in (0, 2, 3, 4, 6), f"{what}: DebugTypeBasic {ops}: the encoding is not a literal")
            if k == FUNC:
                expect(len(ops) == 10 and ops[8] == ops[3] and (ops[9] in funcs or dbg.get(ops[9], (None,))[0] == NONE),
                       f"{what}: DebugFunction {ops}: no scope line literal and OpFunction / DebugInfoNone")
        # Locals: name -> [(file, line, column)], each declared or given a value.
        def file_of(sid):
            return os.path.basename(strings.get(srcs.get(sid, [0])[0], "?"))
        tied = {ops[0] for k, ops in dbg.values() if k in (DECLARE, VALUE)}
        if opt == "-O0":
            tied = {ops[0] for k, ops in dbg.values() if k == DECLARE}
        lvars = {}
        for lid, (k, ops) in dbg.items():
            if k == LOCAL:
                lvars.setdefault(strings.get(ops[0]), []).append((file_of(ops[2]), ops[3], lid in tied))
        want = {"x": ("inc.hlsli", 1), "k": ("inc.hlsli", 2), "y": ("inc.hlsli", 4), "i": ("r.hlsl", 4), "acc": ("r.hlsl", 6),
                "n": ("r.hlsl", 7), "inner": ("r.hlsl", 8)}
        for name, (f, line) in want.items():
            got = lvars.get(name, [])
            expect(any((gf, gl) == (f, line) for gf, gl, _ in got),
                   f"{what}: '{name}': DebugLocalVariable at {[(gf, gl) for gf, gl, _ in got]}, not {f}:{line}")
            expect(any(t for _, _, t in got), f"{what}: '{name}': no {'DebugDeclare' if opt == '-O0' else 'DebugValue or DebugDeclare'}")
        # OpLine before each arithmetic instruction (the places by hand), and
        # at -O3 the DebugScope over the multiply (twice's code, inlined).
        names = {i: os.path.basename(s) for i, s in strings.items()}
        line = scope = None
        seen = {}
        for k, ops in order:
            if k == "line":
                line = (names.get(ops[0]), ops[1], ops[2])
            elif k == SCOPE:
                scope = ops
            elif k in (133, 131):
                seen.setdefault(k, []).append((line, scope))
        # The two multiplies (x * k, then y * y) in order, the subtract.
        got = [p for p, _ in seen.get(133, [])] + [p for p, _ in seen.get(131, [])]
        places = [("inc.hlsli", 4, 17), ("inc.hlsli", 5, 14), ("r.hlsl", 9, 21)]
        expect(got == places, f"{what}: the OpLines of OpFMul, OpFMul, OpFSub are {got}, not {places}")
        if opt == "-O3":
            sc = (seen.get(133) or [(None, None)])[0][1] or []
            inl = dbg.get(sc[1], (None, [0, 0]))[1] if len(sc) > 1 else [0, 0]
            lex = dbg.get(inl[1], (None, [0, 0, 0]))
            expect(len(sc) == 2 and dbg.get(sc[1], (None,))[0] == INLINED and inl[0] == 8 and
                   lex[0] == LEX and lex[1][1:3] == [7, 33],
                   f"{what}: the multiply's DebugScope {sc} is not inlined at line 8 in the block at 7:33")
    # A vulkan form wins over rich, in either order, as dxc (its debugInfoVulkan).
    for order in (("rich", "vulkan"), ("vulkan", "rich-with-source")):
        run_ok(env, "-T", "cs_6_0", *("-fspv-debug=" + o for o in order), env.path("r.hlsl"), "-Fo", "both.spv")
        spirv_val(env, env.path("both.spv"))
        names = [spv_string(ops[1:]) for op, ops in spv_words(env.path("both.spv")) if op == 11]
        expect("NonSemantic.Shader.DebugInfo.100" in names and "OpenCL.DebugInfo.100" not in names,
               f"-fspv-debug={' -fspv-debug='.join(order)}: imports {names}")
    # OpenCL.DebugInfo.100 has no DebugSourceContinued: a text past one
    # OpString (65,000 words: 260,000 bytes) is cut there with a warning.
    big = RICH_MAIN + "".join(f"// line {k}: some words to make the file long\n" for k in range(8000))
    expect(len(big) > 260000, "the long file is not long")
    src = env.write("big.hlsl", big)
    st, out, err = run_ok(env, "-T", "cs_6_0", "-fspv-debug=rich-with-source", src, "-Fo", "big.spv")
    err = err.decode() if isinstance(err, bytes) else err
    expect("big.hlsl:1:1: warning:" in err and f"first 260000 of {len(big)} bytes" in err and "[OSH5018]" in err,
           f"a long file: no warning that its text is cut: {err}")
    spirv_val(env, env.path("big.spv"))
    insts = spv_words(env.path("big.spv"))
    strings = [spv_string(ops[1:]) for op, ops in insts if op == 7]
    expect(big[:260000] in strings and big not in strings, "a long file: the DebugSource text is not its first 260000 bytes")


@check
def c_array_header(env):
    """-Fh FILE -Vn NAME: the disassembly in #if 0, then const unsigned char NAME[] with the
    module's bytes, 12 a line, as dxc writes it (default name g_<entry>); the C compiler
    reads it back."""
    src = env.write("a.hlsl", COMPUTE)
    run_ok(env, "-T", "cs_6_0", src, "-Fo", "a.spv", "-Fh", "a.h", "-Vn", "g_blur")
    text = read(env.path("a.h"))
    expect(text.startswith("#if 0\n; SPIR-V\n") and "#endif\n" in text, f"-Fh: no #if 0 disassembly:\n{text[:200]}")
    m = re.search(r"const unsigned char g_blur\[\] = \{\n  0x03, 0x02, 0x23, 0x07,([^}]*)\};\n$", text)
    expect(m, f"-Fh -Vn g_blur: no 'const unsigned char g_blur[] = {{ 0x03, 0x02, 0x23, 0x07, ...}};':\n{text[-300:]}")
    body = text[text.index("g_blur[] = {"):]
    nbytes = [int(b, 16) for b in re.findall(r"0x([0-9a-f]{2})\b", body)]
    spv = read(env.path("a.spv"), "rb")
    expect(bytes(nbytes) == spv, "-Fh: the bytes are not the module's")
    expect(all(len(re.findall("0x", line)) <= 12 for line in body.splitlines()), "-Fh: more than 12 bytes a line")
    run_ok(env, "-T", "cs_6_0", src, "-Fh", "b.h")
    expect("const unsigned char g_main[]" in read(env.path("b.h")), "-Fh without -Vn: the name is not g_main")
    run_ok(env, "-T", "cs_6_0", "-wgsl", src, "-Fh", "w.h", "-Vn", "g_wgsl")
    _, wgsl, _ = run_ok(env, "-T", "cs_6_0", "-wgsl", src, "-Fo", "-")
    lits = re.findall(r'^  "(.*)";?$', read(env.path("w.h")), re.M)
    expect(read(env.path("w.h")).startswith("const char g_wgsl[] =") and
           "".join(l.replace('\\n', '\n') for l in lits) == wgsl.decode(),
           "-wgsl -Fh: not the WGSL text as a string")
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc:
        env.write("use.c", '#include <stdint.h>\n#include "a.h"\nint main(void) { return g_blur[0] != 0x03 || g_blur[3] != 0x07; }\n')
        p = subprocess.run([cc, "-std=c11", "-Wall", "-Werror", "-o", env.path("use"), env.path("use.c")],
                           cwd=env.tmp, capture_output=True, text=True)
        expect(p.returncode == 0, f"the -Fh header does not compile: {p.stderr}")
        expect(subprocess.run([env.path("use")]).returncode == 0, "g_blur[0] is not the SPIR-V magic")


@check
def output_missing_folder(env):
    """-Fo into a folder that does not exist: exit 1, the folder named; it is not created."""
    src = env.write("a.hlsl", COMPUTE)
    for flag in ("-Fo", "-Fre", "-Fc", "-Fh"):
        st, out, err = env.run("-T", "cs_6_0", src, flag, "no/such/x.out")
        expect_status((st, out, err), 1, [flag, "no/such/x.out"])
        expect("the folder 'no/such' does not exist" in err, f"{flag}: the missing folder is not named: {err.strip()}")
        expect(not os.path.exists(env.path("no")), f"{flag}: the folder was created")


# ---- diagnostics that tools read (issue 17) --------------------------------------------

DIAG_SRC = "#define TWICE 1\n#define TWICE 2\n" + COMPUTE.replace("* 2 + 1", "* 2 + y")

DIAG_SNAPSHOTS = {
    "clang": """\
d.hlsl:2:9: warning: 'TWICE' macro redefined [-Wmacro-redefined] [OSH0125]
#define TWICE 2
        ^
d.hlsl:1:9: note: previous definition is here
#define TWICE 1
        ^
d.hlsl:5:75: error: use of undeclared identifier 'y' [OSH0300]
void main(uint3 id : SV_DispatchThreadID) { data[id.x] = data[id.x] * 2 + y; }
                                                                          ^
""",
    "msvc": """\
d.hlsl(2,9): warning OSH0125: 'TWICE' macro redefined
d.hlsl(1,9): note: previous definition is here
d.hlsl(5,75): error OSH0300: use of undeclared identifier 'y'
""",
    "json": """\
{"code": "OSH0125", "severity": "warning", "file": "d.hlsl", "line": 2, "column": 9, "message": "'TWICE' macro redefined", "notes": [{"code": null, "severity": "note", "file": "d.hlsl", "line": 1, "column": 9, "message": "previous definition is here"}]}
{"code": "OSH0300", "severity": "error", "file": "d.hlsl", "line": 5, "column": 75, "message": "use of undeclared identifier 'y'", "notes": []}
""",
}


def diag_snapshot(env, fmt):
    env.write("d.hlsl", DIAG_SRC)
    args = ["-T", "cs_6_0", "d.hlsl", "-Fo", "d.spv"] + ([f"-fdiagnostics-format={fmt}"] if fmt else [])
    st, out, err = env.run(*args)
    expect_status((st, out, err), 1, args)
    want = DIAG_SNAPSHOTS[fmt or "clang"]
    expect(err == want, f"-fdiagnostics-format={fmt}: stderr differs from the snapshot:\n{err}\n--- expected:\n{want}")
    return err


@check
def diag_format_clang(env):
    """-fdiagnostics-format=clang (the default): file:line:col: error CODE: message, source line, caret."""
    expect(diag_snapshot(env, None) == diag_snapshot(env, "clang"), "the default is not clang")


@check
def warning_flag_name(env):
    """A warning names the -W flag that controls it, as clang: [-Wname] before the code,
    [-Werror,-Wname] when -WX makes it an error; -Wno-name then silences it."""
    env.write("w.hlsl", "#define A 1\n#define A 2\n" + COMPUTE)
    _, _, err = run_ok(env, "-T", "cs_6_0", "w.hlsl", "-Fo", "w.spv")
    expect("warning: 'A' macro redefined [-Wmacro-redefined] [OSH0125]" in err, f"no [-Wmacro-redefined]: {err}")
    st, _, err = env.run("-T", "cs_6_0", "w.hlsl", "-Fo", "w.spv", "-WX")
    expect(st == 1 and "error: 'A' macro redefined [-Werror,-Wmacro-redefined] [OSH0125]" in err,
           f"-WX: exit {st}: {err}")
    _, _, err = run_ok(env, "-T", "cs_6_0", "w.hlsl", "-Fo", "w.spv", "-Wno-macro-redefined")
    expect("macro redefined" not in err, f"-Wno-macro-redefined: {err}")


@check
def diag_format_msvc(env):
    """-fdiagnostics-format=msvc: file(line,col): error CODE: message."""
    diag_snapshot(env, "msvc")


@check
def diag_format_json(env):
    """-fdiagnostics-format=json: one object a line (code, severity, file, line, column, message, notes)."""
    err = diag_snapshot(env, "json")
    for line in err.splitlines():
        d = json.loads(line)
        expect(set(d) == {"code", "severity", "file", "line", "column", "message", "notes"}, f"keys: {sorted(d)}")
    st, out, err = env.run("-T", "cs_6_0", "d.hlsl", "-Fo", "d.spv", "-fdiagnostics-format=json", "-Qstrip_debug")
    first = json.loads(err.splitlines()[0])
    expect(first["severity"] == "warning" and "-Qstrip_debug" in first["message"] and first["file"] is None,
           f"the command line's warnings are not JSON: {err.splitlines()[0]}")
    run_usage_error(env, "-fdiagnostics-format=", "-T", "cs_6_0", "d.hlsl", "-fdiagnostics-format=xml")


@check
def color_diagnostics(env):
    """-fcolor-diagnostics colours (ANSI escapes) even into a pipe; the default and
    -fno-color-diagnostics do not (stderr is not a terminal here)."""
    env.write("d.hlsl", DIAG_SRC)
    st, out, plain = env.run("-T", "cs_6_0", "d.hlsl", "-Fo", "d.spv")
    st, out, nocol = env.run("-T", "cs_6_0", "d.hlsl", "-Fo", "d.spv", "-fcolor-diagnostics", "-fno-color-diagnostics")
    st, out, col = env.run("-T", "cs_6_0", "d.hlsl", "-Fo", "d.spv", "-fcolor-diagnostics")
    expect("\033[" not in plain and nocol == plain, "colours without -fcolor-diagnostics")
    expect("\033[1;31merror:" in col and "[OSH0300]" in col and "\033[1;35mwarning" in col, f"-fcolor-diagnostics: no colours: {col!r}")
    expect(re.sub(r"\033\[[0-9;]*m", "", col) == plain, "-fcolor-diagnostics: the text differs beside the colours")
    st, out, alias = env.run("-T", "cs_6_0", "d.hlsl", "-Fo", "d.spv", "-fdiagnostics-color")
    expect(alias == col, "-fdiagnostics-color is not -fcolor-diagnostics")
    st, out, alias = env.run("-T", "cs_6_0", "d.hlsl", "-Fo", "d.spv", "-fcolor-diagnostics", "-fno-diagnostics-color")
    expect(alias == plain, "-fno-diagnostics-color is not -fno-color-diagnostics")


@check
def error_limit(env):
    """-ferror-limit=N stops after N errors (OSH0003); 0 means no limit; the default is 20."""
    src = env.write("e.hlsl", "".join(f"int f{i}() {{ return u{i}; }}\n" for i in range(30)) + COMPUTE)
    count = lambda err: err.count("[OSH0300]")
    for flags, want, stop in (([], 20, True), (["-ferror-limit=3"], 3, True), (["-ferror-limit=0"], 30, False)):
        st, out, err = env.run("-T", "cs_6_0", src, "-Fo", "e.spv", *flags)
        expect(st == 1 and count(err) == want, f"{flags}: {count(err)} errors, expected {want}")
        expect(("OSH0003" in err) == stop, f"{flags}: OSH0003 {'missing' if stop else 'printed'}")
    run_usage_error(env, "-ferror-limit", "-T", "cs_6_0", src, "-ferror-limit=x")


@check
def unknown_warning_name(env):
    """-Wno-<name> with a name that is no warning's: a warning naming it; still exit 0."""
    src = env.write("a.hlsl", COMPUTE)
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-Wno-no-such-warning", "-Fo", "a.spv")
    expect("warning: unknown warning option '-Wno-no-such-warning'" in err, f"no warning: {err.strip()}")
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-Wno-macro-redefined", "-Fo", "a.spv")
    expect(err == "", f"-Wno-macro-redefined: warned: {err.strip()}")
    # dxc -spirv's own groups, common on dxc build lines: no warning.
    st, out, err = run_ok(env, "-T", "cs_6_0", src, "-Wno-vk-ignored-features", "-Wno-vk-emulated-features",
                          "-Fo", "a.spv")
    expect(err == "", f"-Wno-vk-ignored-features -Wno-vk-emulated-features: warned: {err.strip()}")


# ---- build systems (issue 17) ---------------------------------------------------------

@check
def depfile_make(env):
    """-MT names the target, -MP adds a rule per header, spaces and $ are escaped as make
    reads them; with only -Fre (or -Fhdr) the target is that file."""
    os.makedirs(env.path("my inc"))
    env.write("my inc/a $b.h", "// header\n")
    src = env.write("my src.hlsl", '#include "a $b.h"\n' + COMPUTE)
    run_ok(env, "-T", "cs_6_0", "my src.hlsl", "-I", "my inc", "-Fo", "out dir.spv", "-MD", "-MF", "o.d", "-MP")
    text = read(env.path("o.d"))
    expect(text.startswith("out\\ dir.spv: \\\n  my\\ src.hlsl \\\n  my\\ inc/a\\ $$b.h\n"), f"the rule:\n{text}")
    expect(text.endswith("\nmy\\ inc/a\\ $$b.h:\n"), f"-MP: no rule for the header:\n{text}")
    run_ok(env, "-T", "cs_6_0", "my src.hlsl", "-I", "my inc", "-Fo", "x.spv", "-MD", "-MF", "t.d", "-MT", "all shaders")
    expect(read(env.path("t.d")).startswith("all shaders:"), "-MT: not the target")
    # -MF without -MD writes the file too, as dxc (its DumpDependencies).
    run_ok(env, "-T", "cs_6_0", "my src.hlsl", "-I", "my inc", "-Fo", "y.spv", "-MF", "mf only.d")
    expect(os.path.exists(env.path("mf only.d")) and read(env.path("mf only.d")).startswith("y.spv: \\\n"),
           "-MF alone wrote no dependency file")
    for flag in ("-Fre", "-Fhdr"):
        run_ok(env, "-T", "cs_6_0", "my src.hlsl", "-I", "my inc", flag, "only out", "-MD")
        expect(read(env.path("only out.d")).startswith("only\\ out:"), f"{flag} only: the target is not its file")
    make = shutil.which("make")
    if make:
        env.write("Makefile", "all: out\\ dir.spv\nout\\ dir.spv:\n\t@echo built\n-include o.d\n")
        p = subprocess.run([make, "-q", "-f", "Makefile"], cwd=env.tmp, capture_output=True, text=True)
        expect("missing separator" not in p.stderr and "No rule" not in p.stderr, f"make cannot read o.d: {p.stderr}")


@check
def batch_lines(env):
    """-batch FILE: one compilation per line (a material's stages in one process), each
    line's words after the command's shared ones: the outputs are those of one run per
    line; a line with errors does not stop the others (exit 1); a usage error names the
    file and line (exit 2)."""
    env.write("tint.hlsl", "struct V { float4 pos : SV_Position; float4 color : COLOR; };\n"
              "V VSMain(float3 p : POSITION, float4 c : COLOR) { V v; v.pos = float4(p * SCALE, 1); v.color = c; return v; }\n"
              "float4 PSMain(V v) : SV_Target { return v.color; }\n")
    env.write("m.batch", "# the material\n-T vs_6_0 -E VSMain tint.hlsl -Fo \"tint vs.spv\"\n\n"
              "  -T ps_6_0 -E PSMain tint.hlsl -Fo tint.ps.spv -Fre tint.ps.json\n"
              "-T ps_6_0 -E PSMain tint.hlsl -wgsl -Fo tint.ps.wgsl")
    run_ok(env, "-D", "SCALE=2", "-batch", "m.batch")
    for out, args in (("tint vs.spv", ["-T", "vs_6_0", "-E", "VSMain"]), ("tint.ps.spv", ["-T", "ps_6_0", "-E", "PSMain"]),
                      ("tint.ps.wgsl", ["-T", "ps_6_0", "-E", "PSMain", "-wgsl"])):
        _, one, _ = run_ok(env, "-D", "SCALE=2", *args, "tint.hlsl", "-Fo", "-")
        expect(os.path.exists(env.path(out)) and read(env.path(out), "rb") == one,
               f"-batch: {out} is not what one run writes")
    expect(os.path.exists(env.path("tint.ps.json")), "-batch: the line's -Fre was not written")
    env.write("broken.hlsl", "float4 PSMain() : SV_Target { return undefined_name; }\n")
    env.write("mixed.batch", "-T ps_6_0 -E PSMain tint.hlsl -Fo ok1.spv\n-T ps_6_0 -E PSMain broken.hlsl -Fo b.spv\n"
              "-T vs_6_0 -E VSMain tint.hlsl -Fo ok2.spv\n")
    st, _, err = env.run("-D", "SCALE=2", "-batch", "mixed.batch")
    expect(st == 1 and "undefined_name" in err, f"-batch with a broken line: exit {st}: {err.strip()}")
    expect(os.path.exists(env.path("ok1.spv")) and os.path.exists(env.path("ok2.spv")) and
           not os.path.exists(env.path("b.spv")), "-batch: the good lines around a broken one were not compiled")
    env.write("usage.batch", "-T ps_6_0 -E PSMain tint.hlsl -Fo u1.spv\n-T ps_6_0 --no-such-flag tint.hlsl\n")
    st, _, err = env.run("-D", "SCALE=2", "-batch", "usage.batch")
    expect(st == 2 and "usage.batch:2:" in err and "no-such-flag" in err, f"-batch usage error: exit {st}: {err.strip()}")


@check
def depfile_ninja(env):
    """ninja reads the depfile of a path with spaces: touching the header rebuilds."""
    ninja = shutil.which("ninja")
    if not ninja:
        raise Fail("ninja is not installed (tools/install-test-deps.sh installs ninja-build)")
    os.makedirs(env.path("my inc"))
    hdr = env.write("my inc/a b.h", "// header\n")
    env.write("my src.hlsl", '#include "a b.h"\n' + COMPUTE)
    env.write("build.ninja", f"""\
rule osh
  command = "{env.compiler}" -T cs_6_0 -I "my inc" $in -Fo $out -MD -MF $out.d
  depfile = $out.d
  deps = gcc
build out$ dir.spv: osh my$ src.hlsl
""")
    def ninja_run(*a):
        p = subprocess.run([ninja, *a], cwd=env.tmp, capture_output=True, text=True)
        expect(p.returncode == 0, f"ninja {' '.join(a)} failed: {p.stdout}{p.stderr}")
        return p.stdout
    ninja_run()
    expect(os.path.exists(env.path("out dir.spv")), "ninja: no out dir.spv")
    expect("no work to do" in ninja_run(), "ninja: a second run is not a no-op")
    deps = ninja_run("-t", "deps")
    expect("my inc/a b.h" in deps, f"ninja did not read the header from the depfile:\n{deps}")
    st = os.stat(hdr)
    os.utime(hdr, (st.st_atime + 10, st.st_mtime + 10))
    expect("no work to do" not in ninja_run(), "ninja: touching the header does not rebuild")



# Where each flag of the table has its effect asserted: check names here,
# or another test file (path relative to the repository) that must use it.
@check
def dxc_option_table(env):
    """Every option of DXC's table (tests/cli/dxc_options.txt, written from
    HLSLOptions.td at the pinned commit by tools/dxc-options.py) has a row in
    docs/cli.md's "Every DXC option", no row names an option DXC lacks, and
    each row's status is what the command line does: an implemented or
    accepted option is taken (never "unknown option"), a refused one exits 2
    (an unknown option, or a message saying why)."""
    names = [l.strip() for l in read(os.path.join(ROOT, "tests", "cli", "dxc_options.txt")).splitlines()
             if l.strip() and not l.startswith("#")]
    doc = read(os.path.join(ROOT, "docs", "cli.md"))
    rows = dict(re.findall(r"^\| `([^`]+)` \| (?:yes|no) \| (\w+)", doc[doc.index("## Every DXC option"):], re.M))
    expect(not [n for n in names if n not in rows], "DXC options without a row in docs/cli.md: " +
           " ".join(n for n in names if n not in rows))
    expect(not [r for r in rows if r not in names], "docs/cli.md rows for options DXC does not have: " +
           " ".join(r for r in rows if r not in names))
    src = env.write("t.hlsl", COMPUTE)
    for name, status in rows.items():
        flag = name.rstrip("=")
        st, out, err = env.run(flag if not name.endswith("=") else name + "x", "-T", "cs_6_0", src, "-Fo", "t.spv")
        unknown = "unknown option" in err and flag in err
        if status == "refused":
            expect(st == 2 and flag in err, f"{name}: docs/cli.md says refused, but exit {st} without naming it: {err.strip()[:200]}")
        else:
            expect(not unknown, f"{name}: docs/cli.md says {status}, but it is an unknown option")


FLAG_TESTS = {
    "-fwgsl-push-constant-binding": ["wgsl-push-constant-binding"],
    "--help": ["help-text"], "-help": ["help-text"], "-?": ["help-text"], "/?": ["help-slash-question"],
    "--version": ["version"], "-j": ["tests/batch/batch_test.py"], "-wgsl": ["output-stdout", "output-file"],
    "-fsyntax-only": ["syntax-only"], "-P": ["preprocess"], "-dump-ir": ["dumps"], "-ast-dump": ["dumps"],
    "-enable-16bit-types": ["sixteen-bit-types"], "-WX": ["warnings"], "-Zpr": ["matrix-packing"],
    "-Zpc": ["matrix-packing"], "-no-warnings": ["no-warnings"], "-Od": ["optimization-effect"],
    "-O0": ["optimization-effect"], "-O1": ["optimization-effect"], "-O2": ["optimization-effect"],
    "-batch": ["batch-lines"],
    "-O3": ["optimization-effect"], "-verify-ir": ["verify-ir"], "-MD": ["depfile"], "-MF": ["depfile"], "-Wno-": ["warnings"],
    "-fvk-use-dx-layout": ["buffer-layouts"], "-fvk-use-scalar-layout": ["buffer-layouts"],
    "-fvk-use-gl-layout": ["buffer-layouts"], "-fvk-invert-y": ["invert-y"],
    "-fvk-use-glsl-layout": ["buffer-layouts"], "-fvk-enable-reflect": ["spv-reflect"],
    "-fvk-use-dx-position-w": ["dx-position-w"], "-fspv-reflect": ["spv-reflect"],
    "-fspv-target-env=": ["target-env"], "-fspv-extension=": ["spv-extension"],
    "-fspv-entrypoint-name=": ["entry-point"], "-fvk-bind-register": ["vulkan-bindings"],
    "-fvk-b-shift": ["register-shifts"], "-fvk-t-shift": ["register-shifts"], "-fvk-s-shift": ["register-shifts"],
    "-fvk-u-shift": ["register-shifts", "vulkan-bindings"], "-HV": ["usage-bad-hlsl-version"],
    "-Fhdr": ["c-header"], "-Fc": ["disassembly"], "-Fre": ["reflection-json"], "-Fo": ["output-file", "output-stdout"],
    "-Fi": ["preprocess"], "-T": ["unknown-profile"], "-E": ["entry-point"],
    "-D": ["defines-and-includes"], "-U": ["defines-and-includes"], "-I": ["defines-and-includes"],
    "-Fh": ["c-array-header"], "-Vn": ["c-array-header"], "-MT": ["depfile-make"], "-MP": ["depfile-make"],
    "-fdiagnostics-format=": ["diag-format-clang", "diag-format-msvc", "diag-format-json"],
    "-fcolor-diagnostics": ["color-diagnostics"], "-fno-color-diagnostics": ["color-diagnostics"],
    "-fdiagnostics-color": ["color-diagnostics"], "-fno-diagnostics-color": ["color-diagnostics"],
    "-vkbr": ["vulkan-bindings"],
    "-ferror-limit=": ["error-limit"], "-fspv-debug=": ["spv-debug"], "-denorm": ["denorm"],
    "-auto-binding-space": ["binding-options"],
    "-fvk-bind-globals": ["binding-options"], "-fvk-auto-shift-bindings": ["binding-options"],
    "-fspv-max-id": ["spv-max-id"], "-Oconfig=": ["oconfig"], "-Gec": ["gec"],
    "-fvk-stage-io-order=": ["stage-io-order"], "-fspv-preserve-interface": ["preserve-interface"],
    "-fspv-flatten-resource-arrays": ["flatten-resource-arrays"], "-Zi": ["spv-debug"],
    "-fspv-use-legacy-buffer-matrix-order": ["legacy-buffer-matrix-order"],
    "-fspv-preserve-bindings": ["preserve-bindings"],
    "-fspv-use-vulkan-memory-model": ["vulkan-memory-model"],
    "-pack-optimized": ["pack-optimized"], "-pack_optimized": ["pack-optimized"],
    "-Gis": ["ieee-strict"],
    "-fspv-enable-maximal-reconvergence": ["maximal-reconvergence", "maximal-reconvergence-run"],
    "-fvk-bind-resource-heap": ["descriptor-heap-bindings"],
    "-fvk-bind-sampler-heap": ["descriptor-heap-bindings"],
    "-fvk-bind-counter-heap": ["descriptor-heap-bindings"],
    "-fspv-use-unknown-image-format": ["spirv-opt-flags"], "-ffinite-math-only": ["spirv-opt-flags"],
    "-fspv-reduce-load-size": ["spirv-opt-flags"], "-fspv-fix-func-call-arguments": ["spirv-opt-flags"],
    "-fspv-print-all": ["spirv-opt-flags"],
    "-fvk-support-nonzero-base-instance": ["nonzero-base"], "-fvk-support-nonzero-base-vertex": ["nonzero-base"],
}


@check
def every_flag_has_a_test(env):
    """Every flag of the table is in FLAG_TESTS, and the checks or test
    files named there exist (the file must mention the flag)."""
    named, _ = accepted_flags()
    checks = {n for n, _ in CHECKS}
    missing = [f for f in named if f not in FLAG_TESTS]
    expect(not missing, "flags without a test in FLAG_TESTS: " + " ".join(missing))
    for flag, where in FLAG_TESTS.items():
        for w in where:
            if "/" in w:
                path = os.path.join(ROOT, w)
                expect(os.path.exists(path) and f'"{flag}"' in read(path), f"{flag}: {w} does not test it")
            else:
                expect(w in checks, f"{flag}: no check named {w}")

def main():
    ap = argparse.ArgumentParser(description="Checks of the oneshader command line.")
    ap.add_argument("--compiler", default=os.path.join(ROOT, "build", "oneshader"))
    ap.add_argument("--list", action="store_true", help="print the check names and exit")
    ap.add_argument("checks", nargs="*", help="run only these checks")
    a = ap.parse_args()
    names = [n for n, _ in CHECKS]
    if a.list:
        print("\n".join(names))
        return 0
    unknown = [c for c in a.checks if c not in names]
    if unknown:
        print("unknown check(s): " + " ".join(unknown) + "\nchecks: " + " ".join(names), file=sys.stderr)
        return 2
    compiler = os.path.abspath(a.compiler)
    if not os.access(compiler, os.X_OK):
        print(f"no compiler at {compiler}", file=sys.stderr)
        return 2
    failed = 0
    for name, fn in CHECKS:
        if a.checks and name not in a.checks:
            continue
        with tempfile.TemporaryDirectory(prefix=f"oshcli-{name}-") as tmp:
            try:
                fn(Env(compiler, tmp))
                print(f"PASS {name}")
            except Fail as e:
                failed += 1
                print(f"FAIL {name}: {e}")
            except (OSError, ValueError, AttributeError) as e:
                failed += 1
                print(f"FAIL {name}: {type(e).__name__}: {e}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
