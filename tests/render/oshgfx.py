"""Graphics shaders for tests/oshtest.py: the STAGES/DRAW/TARGET/... directives,
the render spec they give (tests/runners/vkrender.c documents the format) and
the checks spirv, wgsl, vk (vkrender on lavapipe) and dawn (dawnrender.mjs).

A graphics corpus shader (tests/corpus/graphics/<name>.hlsl) holds all its
entry points; `// STAGES:` names them. Each stage is compiled on its own
(`oneshader ARGS -T PROFILE -E ENTRY`), validated (spirv-val, Tint), and the
stages are then drawn together. Expected pixels come from formulas of the
pixel's position, never from the compiler's output. tests/README.md
("Graphics shaders") documents the directives.

oshtest.py imports this module and calls bind(oshtest) before anything else,
so the harness's helpers (formulas, tools, compiling) are used as they are.
"""

import os
import re
import types

ot = None  # the oshtest module, set by bind()

# name: (takes a value, may repeat), as oshtest.DIRECTIVES
DIRECTIVES = {
    "STAGES": (True, False),
    "DRAW": (True, False),
    "TARGET": (True, True),
    "DEPTH": (True, False),
    "VERTEX": (True, True),
    "UNIFORM": (True, True),
    "STORAGE": (True, True),
    "PUSH-CONSTANTS": (True, True),
    "TEXTURE": (True, True),
    "SAMPLER": (True, True),
}

# HLSL stage key -> (runner stage name, glslang -S name, profile prefix)
STAGES = {
    "vs": ("vert", "vert", "vs_"),
    "hs": ("tesc", "tesc", "hs_"),
    "ds": ("tese", "tese", "ds_"),
    "gs": ("geom", "geom", "gs_"),
    "ps": ("frag", "frag", "ps_"),
    "as": ("task", "task", "as_"),
    "ms": ("mesh", "mesh", "ms_"),
}
STAGE_ORDER = ("as", "ms", "vs", "hs", "ds", "gs", "ps")
WEBGPU_STAGES = ("vs", "ps")

# target/texture format -> (components, value type of expectations)
FORMATS = {
    "rgba8unorm": (4, "f32"), "rgba32float": (4, "f32"), "r32float": (1, "f32"),
    "r32uint": (1, "u32"), "r32sint": (1, "i32"), "rgba32uint": (4, "u32"), "rgba32sint": (4, "i32"),
    "d32": (1, "f32"),
}
TARGET_FORMATS = ("rgba8unorm", "rgba32float", "r32float", "r32uint", "r32sint", "rgba32uint", "rgba32sint")
TEXTURE_FORMATS = ("rgba8unorm", "rgba32float", "r32float", "d32")
ATTR_FORMATS = tuple("%s%s" % (t, s) for t in ("f32", "u32", "i32") for s in ("", "x2", "x3", "x4"))
TOPOLOGIES = ("point-list", "line-list", "line-strip", "triangle-list", "triangle-strip", "patch-list")
COMPARES = ("never", "less", "equal", "less-equal", "greater", "not-equal", "greater-equal", "always")


def bind(module):
    global ot
    ot = module
    module.DIRECTIVES.update(DIRECTIVES)
    module.SELFTESTS.update(SELFTESTS)


# --------------------------------------------------------------------------
# Hooks called by oshtest.py

def shader_init(sh):
    """Called at the end of Shader.__init__: marks graphics shaders and checks
    the STAGES directive (the rest is checked when the spec is built)."""
    sh.graphics = "STAGES" in sh.directives
    sh.stages = {}
    if not sh.graphics:
        for k in DIRECTIVES:
            if k in sh.directives:
                sh.errors.append("%s without STAGES (graphics directives need a // STAGES: line)" % k)
        return
    if sh.expect_error or "DISPATCH" in sh.directives:
        sh.errors.append("STAGES cannot be combined with EXPECT-ERROR or DISPATCH")
    for t in ("-T", "-E"):
        if any(a == t or a.startswith(t) for a in sh.args):
            sh.errors.append("ARGS must not contain %s in a graphics shader (STAGES gives each stage's)" % t)
    for tok in (sh.one("STAGES") or "").split():
        m = re.match(r"^(vs|ps|gs|hs|ds|as|ms)=([A-Za-z_]\w*):((vs|ps|gs|hs|ds|as|ms)_\d+_\d+)$", tok)
        if not m or m.group(4) != m.group(1):
            sh.errors.append("STAGES: %r is not STAGE=ENTRY:PROFILE (e.g. vs=VSMain:vs_6_0)" % tok)
            continue
        if m.group(1) in sh.stages:
            sh.errors.append("STAGES: %s given twice" % m.group(1))
        sh.stages[m.group(1)] = (m.group(2), m.group(3))
    if ("vs" in sh.stages) == ("ms" in sh.stages) or "ps" not in sh.stages:
        sh.errors.append("STAGES needs vs= (or ms= for a mesh pipeline, with as= optional) and ps=")
    if "as" in sh.stages and "ms" not in sh.stages:
        sh.errors.append("STAGES: as needs ms")
    if ("hs" in sh.stages) != ("ds" in sh.stages):
        sh.errors.append("STAGES: hs and ds go together")


def checks(sh):
    out = list(sh.targets)
    if "spirv" in sh.targets:
        out.append("vk")
    if "wgsl" in sh.targets and webgpu_ok(sh) and sh.target_error["wgsl"] is None:
        out.append("dawn")
    return out


def webgpu_ok(sh):
    return all(s in WEBGPU_STAGES for s in sh.stages)


def run_check(tools, sh, check, outdir, update):
    sh.require_valid()
    if check == "spirv":
        return check_compile(tools, sh, "spirv", outdir)
    if check == "wgsl":
        return check_compile(tools, sh, "wgsl", outdir)
    if check == "vk":
        return check_render(tools, sh, "spirv", outdir)
    if check == "dawn":
        return check_render(tools, sh, "wgsl", outdir)
    raise ot.TestFailure("graphics shaders have no %s check" % check)


def placeholder_spec(sh, target):
    """`oshtest.py spec` for a graphics shader: the stage files are named
    as the checks name them."""
    ext = "spv" if target == "spirv" else "wgsl"
    return build_render_spec(sh, target, {s: "%s.%s.%s" % (sh.name, s, ext) for s in sh.stages})


# --------------------------------------------------------------------------
# Compiling the stages

def stage_shader(sh, stage):
    """A stand-in for oshtest.Shader that compile_once/compile_twice accept:
    the shader's ARGS plus this stage's -T and -E."""
    entry, profile = sh.stages[stage]
    return types.SimpleNamespace(args=sh.args + ["-T", profile, "-E", entry], file=sh.file, dir=sh.dir,
                                 name="%s.%s" % (sh.name, stage))


def stages_for(sh, target):
    return [s for s in STAGE_ORDER if s in sh.stages and (target == "spirv" or s in WEBGPU_STAGES)]


def check_compile(tools, sh, target, outdir):
    """Every stage twice (determinism), exit 0, only the declared warnings,
    then spirv-val or Tint. With SPIRV-ERROR/WGSL-ERROR, every stage (GS, HS
    and DS too) is compiled for the target: at least one must be refused
    (exit 1, no output) and the refusals together must give every declared
    code; the stages that compile are validated as usual."""
    failures = []
    refused_codes = sh.target_error[target]
    stages = [s for s in STAGE_ORDER if s in sh.stages] if refused_codes is not None else stages_for(sh, target)
    seen, nrefused = set(), 0
    for stage in stages:
        res = ot.compile_twice(tools, stage_shader(sh, stage), target, os.path.join(outdir, stage))
        what = "%s (%s, -T %s -E %s)" % (stage, target, sh.stages[stage][1], sh.stages[stage][0])
        if refused_codes is not None and res.rc == 1:
            nrefused += 1
            seen |= ot.diag_codes(res.stderr, "error")
            if res.output is not None:
                failures.append("%s: refused (exit 1) but wrote an output" % what)
            ot.log("%s: refused: %s" % (what, res.stderr.strip()))
            continue
        if refused_codes is not None and stage not in WEBGPU_STAGES and target == "wgsl":
            failures.append("%s: WGSL has no such stage, yet it compiled (exit %d):\n%s" % (what, res.rc, res.stderr))
            continue
        if res.rc != 0 or res.output is None:
            failures.append("%s: compiling failed (exit %d):\n%s" % (what, res.rc, res.stderr))
            continue
        wanted = sh.expected_warnings(target)
        unexpected = sorted(ot.diag_codes(res.stderr, "warning") - set(wanted))
        if unexpected:
            failures.append("%s: unexpected warning(s) %s (declare them with // EXPECT-WARNING:)" % (what, " ".join(unexpected)))
        if target == "spirv":
            tools.need("spirv-val")
            extra = ot.shlex.split(sh.one("SPIRV-VAL") or "")
            rc, out, err = tools.run([tools.spirv_val, "--target-env", "vulkan1.2"] + extra + [res.out_path])
            if rc != 0:
                failures.append("%s: spirv-val --target-env vulkan1.2 failed:\n%s%s" % (what, out, err))
            else:
                ot.log("%s: spirv-val ok" % what)
        else:
            rc, out, err = tools.run(tools.dawnrun_cmd("validate", res.out_path))
            if rc == 3:
                raise ot.ToolMissing("dawnrun validate: %s" % (out + err))
            if rc != 0:
                failures.append("%s: Tint rejects the WGSL (exit %d):\n%s%s" % (what, rc, out, err))
            else:
                ot.log("%s: %s" % (what, out.strip()))
    if refused_codes is not None:
        if not nrefused:
            failures.append("%s-ERROR: no stage was refused" % target.upper())
        missing = sorted(set(refused_codes) - seen)
        if missing:
            failures.append("%s-ERROR: the refusals lack %s (got %s)" % (target.upper(), " ".join(missing), " ".join(sorted(seen)) or "none"))
    return failures


def vkrender_path(tools):
    return os.path.abspath(os.environ.get("OSH_VKRENDER") or os.path.join(os.path.dirname(tools.vkrun), "vkrender"))


def render_cmd(tools, target, spec_path):
    if target == "spirv":
        vr = vkrender_path(tools)
        if not os.access(vr, os.X_OK):
            raise ot.ToolMissing("vkrender at %s (needs libvulkan-dev when configuring)" % vr)
        return [vr, spec_path]
    tools.need("dawn")
    return [tools.node, os.path.join(ot.RUNNERS, "dawnrender.mjs"), "--backend", tools.dawn_backend, spec_path]


def check_render(tools, sh, target, outdir):
    os.makedirs(outdir, exist_ok=True)
    files = {}
    ext = "spv" if target == "spirv" else "wgsl"
    render_cmd(tools, target, "-")  # a missing runner is a skip before compiling
    for stage in stages_for(sh, target):
        out = os.path.join(outdir, "%s.%s.%s" % (sh.name, stage, ext))
        res = ot.compile_once(tools, stage_shader(sh, stage), target, out)
        if res.rc != 0 or res.output is None:
            raise ot.TestFailure("%s: compiling %s for %s failed (exit %d):\n%s" % (sh.file, stage, target, res.rc, res.stderr))
        files[stage] = os.path.basename(out)
    spec = build_render_spec(sh, target, files)
    # The layouts from the stages' reflections alone (oshtest.layout_lines).
    spec += ot.layout_lines(tools, [stage_shader(sh, st) for st in stages_for(sh, target)], target)
    spec_path = os.path.join(outdir, "%s.render.spec" % sh.name)
    with open(spec_path, "w") as f:
        f.write(spec)
    argv = render_cmd(tools, target, spec_path)
    ot.expect_runner(tools, argv, 0, "%s %s" % ("vkrender" if target == "spirv" else "dawnrender", sh.file))
    return []


# --------------------------------------------------------------------------
# Directives -> render spec

def _eval(text, env, what):
    code = ot.compile_formula(text)
    scope = dict(ot.FUNCS)
    scope.update(ot.CONSTS)
    scope.update(env)
    try:
        return eval(code, dict(scope, __builtins__={}))
    except Exception as e:  # noqa: BLE001 - reported as a test failure
        raise ot.TestFailure("%s: formula %r: %s: %s" % (what, text, type(e).__name__, e))


def _components(v, n, what):
    if isinstance(v, (list, tuple)):
        v = list(v)
    else:
        v = [v]
    if len(v) != n:
        raise ot.TestFailure("%s: %d component(s) given, the format has %d" % (what, len(v), n))
    return v


def _size(text, what):
    m = re.match(r"^(\d+)x(\d+)$", text or "")
    if not m or not (1 <= int(m.group(1)) <= 4096 and 1 <= int(m.group(2)) <= 4096):
        raise ot.TestFailure("%s: size must be WxH (1..4096), not %r" % (what, text))
    return int(m.group(1)), int(m.group(2))


def _choice(kv, key, allowed, default, what):
    v = kv.get(key, default)
    if v not in allowed:
        raise ot.TestFailure("%s: %s must be one of %s, not %r" % (what, key, ", ".join(allowed), v))
    return v


def _values(text, typ, what):
    vals = ot.eval_formula(text, None, {})
    return [ot.fmt_value(ot.to_type(v, typ, what), typ) for v in vals]


def _pixels(kv, ncomp, typ, w, h, what):
    """`expect` lines' values for every pixel the `where` condition keeps."""
    out = []
    if "expect" not in kv:
        return out
    for y in range(h):
        for x in range(w):
            env = {"x": x, "y": y, "w": w, "h": h, "u": (x + 0.5) / w, "v": (y + 0.5) / h}
            if "where" in kv and not _eval(kv["where"], env, what + " where"):
                continue
            comps = _components(_eval(kv["expect"], env, what + " expect"), ncomp, "%s pixel (%d, %d)" % (what, x, y))
            out.append((x, y, [ot.fmt_value(ot.to_type(c, typ, what), typ) for c in comps]))
    return out


def build_render_spec(sh, target, files):
    """The render spec from the directives; `files` maps stage -> file name
    (relative to the spec's folder)."""
    sh.require_valid()
    d = sh.directives
    lines = ["# generated by tests/oshtest.py from %s" % os.path.relpath(sh.path, ot.ROOT)]
    for stage in stages_for(sh, target):
        lines.append("stage %s %s %s" % (STAGES[stage][0], files[stage], sh.stages[stage][0]))

    # Targets first: they give the size.
    targets = []
    size = None
    for no, text in d.get("TARGET", []):
        what = "line %d: TARGET" % no
        kv = ot.parse_kv(text, what, ("index", "format", "size", "clear", "expect", "tol", "where"), required=("format",))
        idx = ot.parse_int(kv.get("index", "0"), what)
        if idx > 7 or any(t[0] == idx for t in targets):
            raise ot.TestFailure("%s: index must be 0..7 and given once" % what)
        fmt = _choice(kv, "format", TARGET_FORMATS, None, what)
        sz = _size(kv.get("size", "8x8"), what)
        if size and sz != size:
            raise ot.TestFailure("%s: every target must have the same size" % what)
        size = sz
        targets.append((idx, fmt, kv, what))
    if not targets:
        raise ot.TestFailure("a graphics shader needs at least one // TARGET:")
    w, h = size
    lines.append("size %d %d" % (w, h))

    dk = ot.parse_kv(sh.one("DRAW") or "", "DRAW", ("topology", "vertices", "instances", "first-vertex", "first-instance",
                                                   "control-points", "samples", "cull", "front-face", "flip-y",
                                                   "groups"))
    topo = _choice(dk, "topology", TOPOLOGIES, "triangle-list", "DRAW")
    lines.append("topology %s" % topo)
    if "control-points" in dk:
        lines.append("patch_control_points %d" % ot.parse_int(dk["control-points"], "DRAW control-points"))
    if "ms" in sh.stages:  # a mesh pipeline: groups=X[,Y[,Z]] task (or mesh) workgroups
        g = [ot.parse_int(v, "DRAW groups") for v in dk.get("groups", "1").split(",")]
        lines.append("draw_mesh %d %d %d" % tuple((g + [1, 1])[:3]))
    else:
        lines.append("draw %d %d %d %d" % tuple(ot.parse_int(dk.get(k, dflt), "DRAW " + k) for k, dflt in (
            ("vertices", "3"), ("instances", "1"), ("first-vertex", "0"), ("first-instance", "0"))))
    lines.append("samples %d" % ot.parse_int(_choice(dk, "samples", ("1", "4"), "1", "DRAW"), "DRAW samples"))
    lines.append("cull %s" % _choice(dk, "cull", ("none", "front", "back"), "none", "DRAW"))
    lines.append("front_face %s" % _choice(dk, "front-face", ("ccw", "cw"), "ccw", "DRAW"))
    lines.append("flip_y %s" % _choice(dk, "flip-y", ("0", "1"), "1", "DRAW"))

    expects = []
    for idx, fmt, kv, what in sorted(targets, key=lambda t: t[0]):
        ncomp, typ = FORMATS[fmt]
        lines.append("target %d %s" % (idx, fmt))
        if "clear" in kv:
            lines.append("clear " + " ".join(_values_n(kv["clear"], ncomp, typ, what + " clear")))
        if "tol" in kv:
            expects.append("tolerance %d %r" % (idx, _tol(kv["tol"], typ, what)))
        expects += ["expect %d %d %d %s" % (idx, x, y, " ".join(v)) for x, y, v in _pixels(kv, ncomp, typ, w, h, what)]

    dtext = sh.one("DEPTH")
    if dtext is not None:
        kv = ot.parse_kv(dtext, "DEPTH", ("compare", "write", "clear", "expect", "tol", "where"))
        lines.append("depth d32 %s %s %s" % (_choice(kv, "compare", COMPARES, "less", "DEPTH"),
                                            _choice(kv, "write", ("0", "1"), "1", "DEPTH"),
                                            _values_n(kv.get("clear", "1.0"), 1, "f32", "DEPTH clear")[0]))
        if "tol" in kv:
            expects.append("tolerance depth %r" % _tol(kv["tol"], "f32", "DEPTH"))
        expects += ["expect depth %d %d %s" % (x, y, v[0]) for x, y, v in _pixels(kv, 1, "f32", w, h, "DEPTH")]

    for k, (no, text) in enumerate(d.get("VERTEX", [])):
        what = "line %d: VERTEX" % no
        kv = ot.parse_kv(text, what, ("location", "format", "values", "rate"), required=("location", "format", "values"))
        fmt = _choice(kv, "format", ATTR_FORMATS, None, what)
        ncomp = int(fmt[4:]) if len(fmt) > 3 else 1
        typ = fmt[:3]
        vals = _values(kv["values"], typ, what)
        if len(vals) % ncomp:
            raise ot.TestFailure("%s: %d values is not a whole number of %s" % (what, len(vals), fmt))
        lines.append("vertex_buffer %d %d %s" % (k, 4 * ncomp, _choice(kv, "rate", ("vertex", "instance"), "vertex", what)))
        lines.append("attribute %d %d %s 0" % (ot.parse_int(kv["location"], what), k, fmt))
        lines.append("data %s %s" % (typ, " ".join(vals)))

    for key in ("UNIFORM", "STORAGE"):
        for no, text in d.get(key, []):
            what = "line %d: %s" % (no, key)
            kv = ot.parse_kv(text, what, ("set", "binding", "wgsl-binding", "type", "values"), required=("binding", "values"))
            typ = _choice(kv, "type", ot.ELEM_TYPES, "u32", what)
            lines.append("%s %d %s" % (key.lower(), ot.parse_int(kv.get("set", "0"), what), _binding(kv, target, what)))
            lines.append("data %s %s" % (typ, " ".join(_values(kv["values"], typ, what))))

    push_binding = None
    for no, text in d.get("PUSH-CONSTANTS", []):
        what = "line %d: PUSH-CONSTANTS" % no
        kv = ot.parse_kv(text, what, ("type", "values", "wgsl-set", "wgsl-binding"), required=("values",))
        typ = _choice(kv, "type", ot.ELEM_TYPES, "u32", what)
        lines.append("push %s %s" % (typ, " ".join(_values(kv["values"], typ, what))))
        if "wgsl-binding" in kv:
            push_binding = (ot.parse_int(kv.get("wgsl-set", "0"), what), ot.parse_int(kv["wgsl-binding"], what))
    if push_binding:
        lines.append("push_binding %d %d" % push_binding)
    elif target == "wgsl" and "PUSH-CONSTANTS" in d:
        raise ot.TestFailure("PUSH-CONSTANTS needs wgsl-binding=B [wgsl-set=S] for the WGSL run")

    for no, text in d.get("TEXTURE", []):
        what = "line %d: TEXTURE" % no
        kv = ot.parse_kv(text, what, ("set", "binding", "index", "wgsl-binding", "format", "size", "texels", "input"), required=("binding", "format", "size", "texels"))
        fmt = _choice(kv, "format", TEXTURE_FORMATS, None, what)
        tw, th = _size(kv["size"], what)
        ncomp = FORMATS[fmt][0]
        # input=N: a SubpassInput, the render pass's input attachment N in
        # Vulkan; WGSL reads it as a plain texture at the fragment's position.
        if "input" in kv and "index" in kv:
            raise ot.TestFailure("%s: input= and index= exclude each other" % what)
        if "input" in kv and target == "spirv":
            lines.append("input %d %s %d %s %d %d" % (ot.parse_int(kv.get("set", "0"), what), _binding(kv, target, what),
                                                      ot.parse_int(kv["input"], what), fmt, tw, th))
        else:
            lines.append("texture %d %s %s %d %d" % (ot.parse_int(kv.get("set", "0"), what), _binding(kv, target, what), fmt, tw, th))
        first = _eval(kv["texels"], {"x": 0, "y": 0, "w": tw, "h": th, "i": 0}, what)
        if isinstance(first, list) and len(first) == tw * th * ncomp:
            comps = first  # a flat list of every component, row-major
        else:
            comps = []
            for y in range(th):
                for x in range(tw):
                    v = _eval(kv["texels"], {"x": x, "y": y, "w": tw, "h": th, "i": y * tw + x}, what)
                    comps += _components(v, ncomp, "%s texel (%d, %d)" % (what, x, y))
        typ = "u32" if fmt == "rgba8unorm" else "f32"
        vals = [ot.fmt_value(ot.to_type(c, typ, what), typ) for c in comps]
        if fmt == "rgba8unorm" and any(not 0 <= int(v) <= 255 for v in vals):
            raise ot.TestFailure("%s: rgba8unorm texel components are integers 0..255" % what)
        lines.append("data %s %s" % (typ, " ".join(vals)))

    for no, text in d.get("SAMPLER", []):
        what = "line %d: SAMPLER" % no
        kv = ot.parse_kv(text, what, ("set", "binding", "index", "wgsl-binding", "filter", "address", "compare"), required=("binding",))
        lines.append("sampler %d %s %s %s %s" % (
            ot.parse_int(kv.get("set", "0"), what), _binding(kv, target, what),
            _choice(kv, "filter", ("nearest", "linear"), "nearest", what),
            _choice(kv, "address", ("clamp", "repeat", "mirror"), "clamp", what),
            _choice(kv, "compare", COMPARES + ("none",), "none", what)))

    return "\n".join(lines + expects) + "\n"


def _binding(kv, target, what):
    """The binding a resource directive names for this target, as spec text:
    `wgsl-binding=` (where the WGSL output moved a resource that shares its
    Vulkan binding, warning OSH5207, or an element of a descriptor array,
    which is a variable of its own there) for the WGSL run when given, else
    `binding=`, as `B[K]` with `index=K` (element K of a descriptor array;
    the WGSL run has no arrays, so an element needs wgsl-binding= there)."""
    if target == "wgsl" and "wgsl-binding" in kv:
        return "%d" % ot.parse_int(kv["wgsl-binding"], what + " wgsl-binding")
    b = ot.parse_int(kv["binding"], what + " binding")
    if "index" not in kv:
        return "%d" % b
    k = ot.parse_int(kv["index"], what + " index")
    if target == "wgsl":
        raise ot.TestFailure("%s: index=%d needs wgsl-binding= for the WGSL run (WebGPU has no binding arrays)" % (what, k))
    return "%d[%d]" % (b, k)


def _values_n(text, n, typ, what):
    vals = _values(text, typ, what)
    if len(vals) != n:
        raise ot.TestFailure("%s: %d value(s) given, %d needed" % (what, len(vals), n))
    return vals


def _tol(text, typ, what):
    try:
        t = float(text)
    except ValueError:
        raise ot.TestFailure("%s: bad tol %r" % (what, text))
    if typ != "f32" and t:
        raise ot.TestFailure("%s: tol= is only for float and unorm targets" % what)
    return t


# --------------------------------------------------------------------------
# Runner self-tests: vkrender on SPIR-V from glslangValidator, dawnrender on
# hand-written WGSL (tests/runners/selftest/render_*). Not expectations of
# OneShader.

def _selftest_render(tools, name, target, mutate=None, want_rc=0):
    sh = ot.Shader(os.path.join(ot.SELFTEST_DIR, "render_%s.hlsl" % name))
    sh.require_valid()
    tmp = ot.tempfile.mkdtemp(prefix="oshtest-render-")
    try:
        files = {}
        if target == "spirv":
            render_cmd(tools, target, "-")
            tools.need("glslang")
            for stage in stages_for(sh, "spirv"):
                out = os.path.join(tmp, "%s.%s.spv" % (name, stage))
                rc, o, e = tools.run([tools.glslang, "-D", "-V", "--target-env", "vulkan1.1", "-S", STAGES[stage][1],
                                      "-e", sh.stages[stage][0], sh.path, "-o", out])
                if rc != 0:
                    raise ot.TestFailure("glslangValidator (%s) failed:\n%s%s" % (stage, o, e))
                files[stage] = out
        else:
            wgsl = os.path.join(ot.SELFTEST_DIR, "render_%s.wgsl" % name)
            files = {s: wgsl for s in WEBGPU_STAGES}
        spec = build_render_spec(sh, target, files)
        if mutate:
            spec = mutate(spec)
        spec_path = os.path.join(tmp, name + ".spec")
        with open(spec_path, "w") as f:
            f.write(spec)
        ot.expect_runner(tools, render_cmd(tools, target, spec_path), want_rc,
                         "%s %s" % ("vkrender" if target == "spirv" else "dawnrender", name))
    finally:
        ot.shutil.rmtree(tmp, ignore_errors=True)
    return []


def _unit_tests():
    import unittest
    sys_path = os.path.dirname(os.path.abspath(__file__))
    suite = unittest.defaultTestLoader.discover(sys_path, pattern="test_oshgfx.py", top_level_dir=sys_path)
    if not unittest.TextTestRunner(verbosity=1).run(suite).wasSuccessful():
        raise ot.TestFailure("tests/render/test_oshgfx.py failed")
    return []


def _wrong_pixel(spec):
    """Makes the first expected value of target 0 wrong by 0.5."""
    def bump(m):
        return "%s%r" % (m.group(1), float(m.group(2)) + 0.5)
    return re.sub(r"^(expect 0 \d+ \d+ )(\S+)", bump, spec, count=1, flags=re.M)


def _msaa(spec):
    """4 samples: a full-screen triangle covers every sample, so the
    resolved targets equal the single-sampled ones."""
    return spec.replace("\nsamples 1\n", "\nsamples 4\n")


def _msaa_webgpu(spec):
    """As _msaa without target 1: WebGPU cannot multisample rgba32float."""
    keep = [l for l in _msaa(spec).split("\n") if not re.match(r"^(target|expect|tolerance) 1 ", l)]
    return "\n".join(keep)


def _drop_sampler(spec):
    return "\n".join(l for l in spec.split("\n") if not l.startswith("sampler ")) + "\n"


def _layout_says_uniform(target):
    """A reflection layout line that types the texture as a uniform buffer:
    the runner must refuse to bind the texture there (exit 1)."""
    def mutate(spec):
        m = re.search(r"^texture (\d+) (\d+) ", spec, re.M)
        line = ("layout %s %s 6 1 16 0 tex" if target == "spirv" else
                'wgpu_layout %s %s 2 {"buffer": {"type": "uniform", "minBindingSize": 16}} tex') % m.groups()
        return spec + line + "\n"
    return mutate


RENDER_SELFTESTS = ("fullscreen", "textured", "mrt", "depth", "geometry", "tessellation", "front_face", "shadow")
DAWN_SELFTESTS = ("fullscreen", "textured", "mrt", "front_face", "shadow")

SELFTESTS = {}
for _n in RENDER_SELFTESTS:
    SELFTESTS["vkrender-" + _n.replace("_", "-")] = (lambda n: lambda t: _selftest_render(t, n, "spirv"))(_n)
for _n in DAWN_SELFTESTS:
    SELFTESTS["dawnrender-" + _n.replace("_", "-")] = (lambda n: lambda t: _selftest_render(t, n, "wgsl"))(_n)
SELFTESTS["vkrender-detects-mismatch"] = lambda t: _selftest_render(t, "fullscreen", "spirv", _wrong_pixel, 1)
SELFTESTS["vkrender-detects-validation-error"] = lambda t: _selftest_render(t, "textured", "spirv", _drop_sampler, 4)
SELFTESTS["vkrender-msaa"] = lambda t: _selftest_render(t, "fullscreen", "spirv", _msaa)
SELFTESTS["dawnrender-msaa"] = lambda t: _selftest_render(t, "fullscreen", "wgsl", _msaa_webgpu)
SELFTESTS["render-harness-unit"] = lambda t: _unit_tests()
SELFTESTS["vkrender-detects-layout-mismatch"] = lambda t: _selftest_render(t, "textured", "spirv", _layout_says_uniform("spirv"), 1)
SELFTESTS["dawnrender-detects-layout-mismatch"] = lambda t: _selftest_render(t, "textured", "wgsl", _layout_says_uniform("wgsl"), 1)
SELFTESTS["dawnrender-detects-mismatch"] = lambda t: _selftest_render(t, "fullscreen", "wgsl", _wrong_pixel, 1)
