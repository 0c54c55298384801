"""Pathological inputs for OneShader, generated at test time (nothing large
is committed). `generate(outdir)` writes the files and returns the cases;
run_pathological.py runs them. Standard library only.

Each case: name, file (relative to outdir), args (compiler flags), modes
(which of spirv / wgsl / syntax / pp to run), rc (allowed exit statuses) and
codes (when the exit status is 1, at least one of these must be reported;
empty means any error diagnostic will do). The expectations come from the
limits in src/base/base.h: LIMIT_SOURCE_BYTES 16 MiB (OSH0005),
LIMIT_INCLUDE_DEPTH 64 (OSH0153), LIMIT_MACRO_DEPTH 256 (OSH0164),
LIMIT_MACRO_TOKENS 1M (OSH0165), LIMIT_NESTING 256 (OSH0204, OSH0503,
OSH5003), LIMIT_ARRAY_ELEMENTS 2^24, LIMIT_UNROLL 4096 (OSH0651),
LIMIT_CALL_DEPTH 64 (OSH0502).
"""
import os
import random

CS_ARGS = "-T cs_6_0 -E main"
HEAD = "RWStructuredBuffer<float> buf : register(u0);\n"


def cs(body, decls=""):
    """A compute shader with `body` in main and `decls` before it."""
    return (f"// ARGS: {CS_ARGS}\n" + HEAD + decls +
            "[numthreads(1, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID)\n{\n" + body + "\n}\n")


class Case:
    def __init__(self, name, file, rc, codes=(), modes=("spirv", "wgsl"), args=CS_ARGS, note="",
                 pp_rc=None):
        self.name, self.file, self.rc, self.codes = name, file, set(rc), list(codes)
        self.modes, self.args, self.note = list(modes), args, note
        # Preprocessing alone may succeed where compiling fails (garbage that
        # is made of valid tokens).
        self.pp_rc = set(pp_rc) if pp_rc is not None else self.rc


def generate(outdir):
    os.makedirs(outdir, exist_ok=True)
    cases = []

    def add(name, text, rc, codes=(), modes=("spirv", "wgsl"), note="", file=None, pp_rc=None):
        file = file or name + ".hlsl"
        data = text.encode("latin-1") if isinstance(text, str) else text
        with open(os.path.join(outdir, file), "wb") as f:
            f.write(data)
        cases.append(Case(name, file, rc, codes, modes, note=note, pp_rc=pp_rc))

    n = 10000
    # -- size -----------------------------------------------------------------
    base = cs("    buf[0] = 1;")
    line = "//" + "x" * 1021 + "\n"
    limit = 16 << 20
    body = line * ((limit - len(base)) // len(line) + 1)
    add("huge_file", base + body[: limit + 1 - len(base)], {1}, ["OSH0005"],
        modes=("spirv", "pp"), note="16 MiB + 1 byte")
    add("line_1mb_comment", "// ARGS: " + CS_ARGS + "\n// " + "x" * (1 << 20) + "\n" + base, {0})
    add("line_1mb_identifier", cs("    float " + "a" * (1 << 20) + " = 1;\n    buf[0] = 0;"), {0, 1})
    add("line_1mb_expr", cs("    float x = 1" + "+1" * (1 << 19) + ";\n    buf[0] = x;"), {0, 1},
        ["OSH0204", "OSH0503"], note="a left-deep tree of 512k additions on one line")
    add("many_decls_100k", cs("    buf[0] = c99999;",
                              "".join(f"static const float c{i} = {i}.0;\n" for i in range(100000))),
        {0})
    # -- nesting --------------------------------------------------------------
    add("parens_10k", cs("    float x = " + "(" * n + "1" + ")" * n + ";\n    buf[0] = x;"),
        {1}, ["OSH0204"])
    add("blocks_10k", cs("    " + "{" * n + "buf[0] = 1;" + "}" * n), {1}, ["OSH0204"])
    add("unary_10k", cs("    int x = " + "~" * n + "1;\n    buf[0] = x;"), {0, 1}, ["OSH0204"])
    add("not_10k", cs("    bool x = " + "!" * n + "true;\n    buf[0] = x;"), {0, 1}, ["OSH0204"])
    add("ternary_10k", cs("    float x = " + "".join(f"id.x == {i} ? {i} : " for i in range(n)) +
                          "0;\n    buf[0] = x;"), {0, 1}, ["OSH0204"])
    add("loops_300", cs("".join(f"for (uint i{i} = 0; i{i} < 1; i{i}++)\n" for i in range(300)) +
                        "    buf[0] += 1;"), {1}, ["OSH0204", "OSH0503"])
    add("else_if_2000", cs("    " + " else ".join(f"if (id.x == {i}) buf[0] = {i};"
                                                 for i in range(2000))), {0, 1}, ["OSH0204"],
        note="a long else-if chain is ordinary code; a nesting error here is worth a look")
    add("nested_struct_defs_10k",
        cs("    buf[0] = 1;", "".join(f"struct S{i} {{\n" for i in range(n)) + "float x;\n" +
           "".join(f"}} m{i};\n" for i in reversed(range(1, n))) + "};\n"),
        {1}, ["OSH0204"])
    chain = "struct T0 { float x; };\n" + "".join(
        f"struct T{i} {{ T{i - 1} a; float b; }};\n" for i in range(1, 1000))
    add("struct_chain_1000", cs("    T999 t = (T999)0;\n    buf[0] = t.b;", chain), {0, 1},
        ["OSH0204", "OSH0503", "OSH5003"])
    add("array_dims_1000", cs("    float a" + "[1]" * 1000 + ";\n    buf[0] = 0;"), {0, 1},
        ["OSH0204", "OSH0503", "OSH5003"])
    # -- include --------------------------------------------------------------
    add("self_include", f"// ARGS: {CS_ARGS}\n#include \"self_include.hlsl\"\n" + base,
        {1}, ["OSH0153"], modes=("spirv", "pp"))
    add("mutual_include_a", f"// ARGS: {CS_ARGS}\n#include \"mutual_include_b.hlsl\"\n" + base,
        {1}, ["OSH0153"], modes=("spirv", "pp"))
    with open(os.path.join(outdir, "mutual_include_b.hlsl"), "w") as f:
        f.write("#include \"mutual_include_a.hlsl\"\n")
    add("missing_includes_10k", f"// ARGS: {CS_ARGS}\n" +
        "".join(f"#include \"nope{i}.hlsl\"\n" for i in range(n)) + base, {1},
        ["OSH0152", "OSH0003"], modes=("spirv", "pp"))
    # the same small header included 10k times (no guard): the token output
    # grows with every include, and must not be copied once per include
    with open(os.path.join(outdir, "repeated_header.h"), "w") as f:
        f.write("buf[0] += 1;\n")
    add("same_header_10k", cs("".join("#include \"repeated_header.h\"\n" for _ in range(n))),
        {0}, modes=("spirv", "pp"))
    # -- macros ---------------------------------------------------------------
    defs = "".join(f"#define M{i} M{i + 1} M{i + 1}\n" for i in range(40)) + "#define M40 x\n"
    add("macro_exponential_40", f"// ARGS: {CS_ARGS}\n" + defs + "M0\n", {1}, ["OSH0165"],
        modes=("pp", "spirv"), note="2^40 tokens")
    add("macro_chain_1000", f"// ARGS: {CS_ARGS}\n" +
        "".join(f"#define C{i} C{i + 1}\n" for i in range(1000)) + "#define C1000 1\n" +
        cs("    buf[0] = C0;")[len("// ARGS: " + CS_ARGS) + 1:], {0, 1}, ["OSH0164"],
        modes=("pp", "spirv"))
    add("macro_nested_calls_10k", f"// ARGS: {CS_ARGS}\n#define F(x) x\n" +
        cs("    buf[0] = " + "F(" * n + "1" + ")" * n + ";")[len("// ARGS: " + CS_ARGS) + 1:],
        {0, 1}, ["OSH0164", "OSH0204"], modes=("pp", "spirv"))
    add("if_nested_10k", f"// ARGS: {CS_ARGS}\n" + "#if 1\n" * n + "#endif\n" * n + base, {0, 1},
        modes=("pp", "spirv"))
    add("elif_chain_100k", f"// ARGS: {CS_ARGS}\n#if 0\n" + "#elif 0\n" * 100000 +
        "#else\n" + base + "#endif\n", {0}, modes=("pp", "spirv"))
    add("pp_expr_parens_10k", f"// ARGS: {CS_ARGS}\n#if " + "(" * n + "1" + ")" * n +
        "\n#endif\n" + base, {0, 1}, ["OSH0180"], modes=("pp",))
    # -- sizes ----------------------------------------------------------------
    add("array_static_7fffffff", cs("    buf[0] = a[id.x];", "static float a[0x7fffffff];\n"), {1})
    add("array_local_7fffffff", cs("    float a[0x7fffffff];\n    a[id.x] = 1;\n    buf[0] = a[0];"),
        {1})
    add("array_groupshared_7fffffff", cs("    a[id.x] = 1;\n    buf[0] = a[0];",
                                         "groupshared float a[0x7fffffff];\n"), {1})
    add("array_dims_overflow", cs("    buf[0] = a[0][0][0];",
                                  "static float a[0x7fffffff][0x7fffffff][16];\n"), {1},
        note="the element count overflows 64 bits")
    add("unroll_7fffffff", cs("    [unroll] for (uint i = 0; i < 0x7fffffff; i++) buf[i] += 1;"),
        {0, 1}, ["OSH0651"])
    add("unroll_count_7fffffff", cs("    [unroll(0x7fffffff)] for (uint i = 0; i < id.x; i++)"
                                    " buf[i] += 1;"), {0, 1}, ["OSH0651", "OSH0209"])
    add("numthreads_huge", f"// ARGS: {CS_ARGS}\n" + HEAD +
        "[numthreads(0x7fffffff, 0x7fffffff, 0x7fffffff)]\nvoid main() { buf[0] = 1; }\n",
        {1}, ["OSH0414"])
    add("int_literal_huge", cs("    uint x = 99999999999999999999999999999999999999;\n"
                               "    buf[0] = x;"), {1}, ["OSH0108"])
    add("switch_10k_cases", cs("    switch (id.x) {\n" +
                               "".join(f"    case {i}: buf[0] = {i}; break;\n" for i in range(n)) +
                               "    }"), {0, 1})
    # -- calls ----------------------------------------------------------------
    fns = "float f500(float x) { return x; }\n" + "".join(
        f"float f{i}(float x) {{ return f{i + 1}(x) + 1; }}\n" for i in reversed(range(500)))
    add("call_chain_500", cs("    buf[0] = f0(id.x);", fns), {0, 1}, ["OSH0502"])
    add("recursion_direct", cs("    buf[0] = f(id.x);",
                               "float f(float x) { return x < 1 ? x : f(x - 1); }\n"),
        {1}, ["OSH0501", "OSH0650", "OSH5202"])
    add("recursion_mutual", cs("    buf[0] = a(id.x);",
                               "float b(float x);\nfloat a(float x) { return x < 1 ? x : b(x - 1); }\n"
                               "float b(float x) { return a(x * 0.5); }\n"),
        {1}, ["OSH0501", "OSH0650", "OSH5202"])
    # -- broken text ----------------------------------------------------------
    add("unterminated_comment", base + "/* never closed\nvoid f() {}\n", {1}, ["OSH0100"],
        modes=("spirv", "pp"))
    add("unterminated_string", base + "static const string s = \"never closed\n", {1},
        ["OSH0101"], modes=("spirv", "syntax"))
    add("unterminated_string_pragma", base + "#pragma message(\"never closed\n", {0, 1},
        ["OSH0101"], modes=("spirv", "pp"))
    add("unterminated_block", cs("    buf[0] = 1;")[:-3], {1}, modes=("spirv", "syntax"))
    add("empty_file", "", {1}, ["OSH0011", "OSH0509"])
    rnd = random.Random(8)
    add("garbage_random", bytes(rnd.randrange(256) for _ in range(1 << 16)), {1},
        modes=("spirv", "pp"), pp_rc={0, 1})
    add("garbage_nuls", b"\0" * 4096, {1}, modes=("spirv", "pp"), pp_rc={0, 1})
    src = bytearray(base.encode())
    for k in range(40, len(src), 37):
        src[k] = 0
    add("nuls_in_shader", bytes(src), {1}, modes=("spirv", "pp"), pp_rc={0, 1})
    add("many_errors_100k", cs("    " + "undeclared_thing;\n    " * 100000), {1}, ["OSH0003"],
        note="must stop at max_errors (20)")
    add("line_directive_max", f"// ARGS: {CS_ARGS}\n#line 2147483647\n" + HEAD +
        "[numthreads(1,1,1)] void main() { buf[0] = nope; }\n", {1}, ["OSH0300", "OSH0137"])
    return cases


if __name__ == "__main__":
    import sys
    out = sys.argv[1] if len(sys.argv) > 1 else "pathological-out"
    for c in generate(out):
        print(c.name, c.file, sorted(c.rc), c.codes, c.modes)
