#!/usr/bin/env python3
"""OneShader against glslang: time, throughput, memory and output size.

    python3 bench/bench.py [--build build] [--runs 5] [--reps 20] [--quick]
                           [--md docs/benchmark.md] [--svg docs/benchmark.svg]
                           [--no-write] [FOLDER_OR_FILE...]

Shaders: every .hlsl under the folders given (default: tests/corpus/*,
tests/corpus/stage, tests/corpus/texture, tests/frontend/valid and bench/shaders). Line 1 `// ARGS:` gives
the arguments; a graphics corpus shader's `// STAGES: vs=E:vs_6_0 ...` line
makes one job per stage (tests/README.md); EXPECT-ERROR shaders are left out.

For each job, in the same run and interleaved:
  ours     build/oneshader ARGS FILE -Fo OUT.spv
  peer     glslangValidator -D -V --target-env vulkan1.1 -S STAGE -e ENTRY FILE -o OUT
  bare     /bin/true, the cost of starting any process
Whole-process numbers come from os.wait4 (wall clock around it, user+sys CPU
of that one child); max RSS from one more run under /usr/bin/time. In-process throughput comes from
bench/inproc.c (built here against build/liboneshader.a): every shader
compiled --reps times on one thread. Output sizes compare our SPIR-V with
glslang's and with glslang's after `spirv-opt -O`.

Writes a Markdown report (--md) and an SVG chart (--svg) written by hand.
Standard library only.
"""
import argparse
import glob
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_DIRS = ["tests/corpus/compute", "tests/corpus/graphics", "tests/corpus/stage",
                "tests/corpus/texture",
                "tests/frontend/valid", "bench/shaders"]
GLSLANG_STAGE = {"cs": "comp", "vs": "vert", "ps": "frag", "gs": "geom", "hs": "tesc",
                 "ds": "tese", "ms": "mesh", "as": "task"}
REFERENCE = "bench/shaders/pbr_ps.hlsl"  # the issue's ~200-line pixel shader
REF_EXTRA_RUNS = 25  # process runs of the reference shader beyond --runs

# The issue's targets.
T_PROCESS_RATIO = 20      # our process time <= 1/20 of glslang's
T_SHADERS_PER_S = 1000    # in-process, one core
T_MEM_ABOVE_BARE = 4 << 20
T_O0_SPEEDUP = 2.0


# ---- the jobs -----------------------------------------------------------------

class Job:
    def __init__(self, name, path, args, lines):
        self.name, self.path, self.args, self.lines = name, path, args, lines
        m = re.search(r"-T\s*(\w+?)_6_\d", " ".join(args))
        self.profile = m.group(1) if m else None
        m = re.search(r"-E\s*(\S+)", " ".join(args))
        self.entry = m.group(1) if m else "main"
        self.ours_ok = self.peer_ok = False
        self.size = {}            # ours, ours_O0, peer, peer_opt: bytes
        self.proc = {"ours": [], "peer": []}   # (status, wall s, cpu s) per run
        self.rss = {}

    def peer_cmd(self, out):
        stage = GLSLANG_STAGE.get(self.profile)
        if not stage:
            return None
        cmd = ["glslangValidator", "-D", "-V", "--target-env", "vulkan1.1", "-S", stage,
               "-e", self.entry]
        a = self.args
        for i, w in enumerate(a):
            if w == "-D" and i + 1 < len(a):
                cmd.append("-D" + a[i + 1])
            elif w == "-enable-16bit-types":
                cmd.append("--hlsl-enable-16bit-types")
        return cmd + [self.path, "-o", out]


def header(path):
    lines = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.startswith("//"):
                break
            lines.append(line[2:].strip())
    return lines


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(glob.glob(os.path.join(p, "*.hlsl")))
        elif p.endswith(".hlsl"):
            files.append(p)
    jobs = []
    for f in files:
        rel = os.path.relpath(f, ROOT)
        hdr = header(f)
        if not hdr or not hdr[0].startswith("ARGS:"):
            continue
        if any(h.startswith("EXPECT-ERROR") for h in hdr):
            continue
        args = shlex.split(hdr[0][5:])
        with open(f, "rb") as fh:
            nlines = fh.read().count(b"\n")
        stages = [h[7:].split() for h in hdr if h.startswith("STAGES:")]
        if stages:
            for st in stages[0]:
                key, _, spec = st.partition("=")
                entry, _, prof = spec.partition(":")
                jobs.append(Job(f"{rel}:{key}", rel, args + ["-T", prof, "-E", entry], nlines))
        else:
            jobs.append(Job(rel, rel, args, nlines))
    return jobs


# ---- running ------------------------------------------------------------------

def run_measured(cmd):
    """Runs cmd; returns (exit status, wall s, user+sys s)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    return p.returncode, wall, ru.ru_utime + ru.ru_stime


def max_rss(cmd, tmp):
    """Peak RSS in bytes of one run of cmd, from /usr/bin/time: a child of
    Python reports Python's own peak (Linux keeps the high-water mark across
    exec), so the child must come from a small process."""
    out = os.path.join(tmp, "rss.txt")
    subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out] + cmd, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, cwd=ROOT)
    with open(out) as f:
        return int(f.read().split()[-1]) * 1024


def quiet(cmd):
    return subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          cwd=ROOT).returncode


def fsize(p):
    return os.path.getsize(p) if os.path.exists(p) else None


def build_inproc(build):
    lib = os.path.join(build, "liboneshader.a")
    exe = os.path.join(build, "bench-inproc")
    src = os.path.join(HERE, "inproc.c")
    if not os.path.exists(lib):
        sys.exit(f"bench: {lib} not found: build the project first")
    if (not os.path.exists(exe) or os.path.getmtime(exe) < max(os.path.getmtime(lib),
                                                                os.path.getmtime(src))):
        cc = os.environ.get("CC", "cc")
        subprocess.run([cc, "-O2", "-std=c11", "-I", os.path.join(ROOT, "include"), src, lib,
                        "-lm", "-o", exe], check=True)
    return exe


def inproc(exe, jobs, reps, opt, tmp, keep=False, vs=None):
    manifest = os.path.join(tmp, "manifest.txt")
    with open(manifest, "w") as f:
        for j in jobs:
            f.write(" ".join([j.path] + j.args) + "\n")
    cmd = [exe, "-n", str(reps)] + (["-O", str(opt)] if opt is not None else [])
    cmd += (["-vs", str(vs)] if vs is not None else [])
    cmd += (["-keep"] if keep else []) + [manifest]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    if p.returncode:
        sys.exit(f"bench: inproc failed:\n{p.stderr}")
    return json.loads(p.stdout)


def pct(values, q):
    v = sorted(values)
    if not v:
        return float("nan")
    k = (len(v) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (k - lo)


def environment():
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    peer = subprocess.run(["glslangValidator", "--version"], stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True).stdout.splitlines()
    return {"cpu": cpu, "cores": os.cpu_count(), "kernel": platform.release(),
            "load": load, "glslang": peer[0].strip() if peer else "?"}


def where_defined(sym):
    """src/<phase>/<file>.c that defines function `sym`, or ''."""
    pat = re.compile(r"^[A-Za-z_][\w \*]*\b" + re.escape(sym) + r"\s*\(", re.M)
    for f in sorted(glob.glob(os.path.join(ROOT, "src", "*", "*.c"))):
        with open(f, encoding="utf-8", errors="replace") as fh:
            if pat.search(fh.read()):
                return os.path.relpath(f, ROOT)
    return ""


def profile(exe, tmp, reps):
    """Self time by function of the in-process loop (-O3, -keep), from perf;
    None when perf cannot record here."""
    if not shutil.which("perf"):
        return None
    data = os.path.join(tmp, "perf.data")
    manifest = os.path.join(tmp, "manifest.txt")
    p = subprocess.run(["perf", "record", "-e", "cpu-clock", "-F", "2000", "-o", data, exe,
                        "-keep", "-n", str(reps), manifest], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, cwd=ROOT)
    if p.returncode:
        return None
    rep = subprocess.run(["perf", "report", "-i", data, "--stdio", "--sort", "sym"],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout
    rows = []
    for line in rep.splitlines():
        m = re.match(r"\s*([\d.]+)%\s+\[(.)\]\s+(\S+)", line)
        if m:
            rows.append((float(m.group(1)), m.group(2) == "k", m.group(3)))
    return rows[:25]


# ---- report -------------------------------------------------------------------

def ms(s):
    return f"{s * 1e3:.2f} ms"


def mib(b):
    return f"{b / 1048576:.2f} MiB"


def verdict(ok):
    return "met" if ok else "**not met**"


def summarize(jobs, bare, bare_rss, inp3, inp0, env, args):
    both = [j for j in jobs if j.ours_ok and j.peer_ok]
    ours_ok = [j for j in jobs if j.ours_ok]
    med = lambda j, who, k: statistics.median(r[k] for r in j.proc[who])  # noqa: E731
    s = {}
    for who in ("ours", "peer"):
        for k, key in ((1, "wall"), (2, "cpu")):
            vals = [med(j, who, k) for j in both]
            s[f"{who}_{key}_med"] = pct(vals, 0.5)
            s[f"{who}_{key}_p90"] = pct(vals, 0.9)
        s[f"{who}_rss_max"] = max(j.rss[who] for j in both)
        s[f"{who}_rss_med"] = pct([j.rss[who] for j in both], 0.5)
    s["bare_wall"] = statistics.median(b[1] for b in bare)
    s["bare_cpu"] = statistics.median(b[2] for b in bare)
    s["bare_rss"] = bare_rss
    ref = next((j for j in both if j.path == REFERENCE), None)
    s["ref"] = ref and {w: (med(ref, w, 1), med(ref, w, 2), ref.rss[w]) for w in ("ours", "peer")}
    # The -O0 ratio comes from paired runs (a pass at -O3 and a pass at -O0 in
    # every repetition): two separate runs minutes apart disagreed by up to
    # 20% on this shared VM, the paired ones agree to about 1%.
    ratio = lambda d, key: (sum(p["best_s"] for p in d["per_shader"]) /  # noqa: E731
                            max(sum(p[key] for p in d["per_shader"]), 1e-12))
    s["o0_speedup"] = ratio(inp3["pair"], "best_vs_s")
    s["o0_speedup_keep"] = ratio(inp3["pair_keep"], "best_vs_s")
    perp = {p["path"]: p for p in inp3["pair_keep"]["per_shader"]}
    s["ref_o0_speedup"] = (perp[REFERENCE]["best_s"] / perp[REFERENCE]["best_vs_s"]
                           if REFERENCE in perp else None)
    per3 = {p["path"]: p for p in inp3["keep"]["per_shader"]}
    s["ref_inproc"] = per3.get(REFERENCE)
    sizes = [j for j in both if j.size.get("peer_opt")]
    s["size_ours"] = sum(j.size["ours"] for j in sizes)
    s["size_ours_O0"] = sum(j.size.get("ours_O0") or 0 for j in sizes)
    s["size_peer"] = sum(j.size["peer"] for j in sizes)
    s["size_peer_opt"] = sum(j.size["peer_opt"] for j in sizes)
    s["size_n"] = len(sizes)
    s["size_le"] = sum(1 for j in sizes if j.size["ours"] <= j.size["peer_opt"])
    s["both"], s["ours_ok"], s["jobs"] = len(both), len(ours_ok), len(jobs)
    return s


def write_md(path, svg_name, jobs, s, inp3, inp0, env, args):
    both = [j for j in jobs if j.ours_ok and j.peer_ok]
    med = lambda j, who, k: statistics.median(r[k] for r in j.proc[who])  # noqa: E731
    L = []
    w = L.append
    w("# Benchmark: OneShader and glslang\n")
    w("Generated by `python3 bench/bench.py` (do not edit by hand; rerun it). "
      "Numbers from one run on the machine below; rerun to refresh.\n")
    w(f"- machine: {env['cpu']}, {env['cores']} cores, Linux {env['kernel']}; "
      f"load average {env['load']:.1f} at the start")
    w(f"- peer: {env['glslang']} (`glslangValidator -D -V --target-env vulkan1.1 -S <stage> "
      f"-e <entry>`), spirv-opt -O for the optimized size")
    w(f"- shaders: {s['jobs']} jobs (a graphics shader is one job per stage) from "
      f"{', '.join(args.paths or DEFAULT_DIRS)}; we compile {s['ours_ok']}, both compile "
      f"{s['both']}; process numbers are over the {s['both']} both compile")
    w(f"- whole-process: {args.runs} runs of each job ({args.runs + REF_EXTRA_RUNS} of `{REFERENCE}`), interleaved with glslang and "
      f"`/bin/true`; per job the median of its runs, then the median and p90 over jobs. "
      f"CPU = user + sys of that child (os.wait4); wall = perf_counter around it")
    w(f"- in-process: `bench/inproc.c`, each shader {args.reps} times on one thread, one "
      f"`osh_context`; sources read before the clock starts\n")
    if env["load"] > (env["cores"] or 1):
        w(f"> The machine was shared and overloaded (load {env['load']:.0f} on "
          f"{env['cores']} cores) while this ran: wall-clock times are inflated by waiting "
          f"for a core; CPU times are the better guide.\n")

    w("## The issue's targets\n")
    w("| target | measured | status |")
    w("| --- | --- | --- |")
    r = s["ref"]
    ratio_cpu = s["peer_cpu_med"] / s["ours_cpu_med"]
    ratio_wall = s["peer_wall_med"] / s["ours_wall_med"]
    w(f"| process time <= 1/20 of glslang's (median job) | CPU {ms(s['ours_cpu_med'])} vs "
      f"{ms(s['peer_cpu_med'])} = 1/{ratio_cpu:.1f}; wall {ms(s['ours_wall_med'])} vs "
      f"{ms(s['peer_wall_med'])} = 1/{ratio_wall:.1f} | "
      f"{verdict(ratio_cpu >= T_PROCESS_RATIO)} |")
    if r:
        rc = r["peer"][1] / r["ours"][1]
        # The issue's "about 1.8 ms" is 1/20 of glslang's 35 ms where it was
        # written; here glslang is slower and a bare process alone costs
        # more than 1.8 ms, so the ratio is the measure, and the time above
        # a bare process is shown beside it.
        w(f"| the same for the 200-line pixel shader (`{REFERENCE}`; the issue's ~1.8 ms is "
          f"1/20 of glslang's 35 ms there) | CPU "
          f"{ms(r['ours'][1])} vs {ms(r['peer'][1])} = 1/{rc:.1f}; "
          f"{ms(r['ours'][1] - s['bare_cpu'])} above a bare process (`/bin/true`: "
          f"{ms(s['bare_cpu'])}); wall {ms(r['ours'][0])} vs "
          f"{ms(r['peer'][0])}; in-process {ms(s['ref_inproc']['best_s']) if s['ref_inproc'] else '-'}"
          f" | {verdict(rc >= T_PROCESS_RATIO)} |")
    k3 = inp3["keep"]
    w(f"| >= {T_SHADERS_PER_S} shaders/s in-process, one core | -O3, {inp3['shaders']} shaders, "
      f"per CPU second: {inp3['shaders_per_cpu_s']:.0f} shaders/s, "
      f"{inp3['lines_per_cpu_s']:.0f} lines/s with plain malloc; "
      f"{k3['shaders_per_cpu_s']:.0f} shaders/s, {k3['lines_per_cpu_s']:.0f} lines/s when "
      f"malloc keeps freed pages (`-keep`, as batch mode does) | "
      f"{verdict(k3['shaders_per_cpu_s'] >= T_SHADERS_PER_S)} with `-keep`, "
      f"{verdict(inp3['shaders_per_cpu_s'] >= T_SHADERS_PER_S)} without |")
    above = s["ours_rss_max"] - s["bare_rss"]
    w(f"| peak memory <= 4 MiB above a bare process | max RSS {mib(s['ours_rss_max'])}, bare "
      f"{mib(s['bare_rss'])}: {mib(above)} above (largest job; median job "
      f"{mib(s['ours_rss_med'] - s['bare_rss'])}); glslang "
      f"{mib(s['peer_rss_max'] - s['bare_rss'])} above | {verdict(above <= T_MEM_ABOVE_BARE)} |")
    w(f"| -O3 SPIR-V no larger than glslang + spirv-opt -O | {s['size_ours']} vs "
      f"{s['size_peer_opt']} bytes in all ({s['size_ours'] / s['size_peer_opt']:.2f}x); "
      f"smaller or equal for {s['size_le']} of {s['size_n']} | "
      f"{verdict(s['size_ours'] <= s['size_peer_opt'])} |")
    ref0 = f"; {s['ref_o0_speedup']:.2f}x for `{REFERENCE}`" if s["ref_o0_speedup"] else ""
    w(f"| -O0 at least 2x faster than -O3 | {s['o0_speedup_keep']:.2f}x in-process with `-keep` "
      f"({s['o0_speedup']:.2f}x with plain malloc; sums of per-shader best times, a pass at each "
      f"level in each of {2 * args.reps} repetitions){ref0} | "
      f"{verdict(s['o0_speedup_keep'] >= T_O0_SPEEDUP)} |\n")

    w(f"![process time per job, ours and glslang]({svg_name})\n")

    w("## Why the process is cheap\n")
    w("A 200-line shader compiles in about 2 ms; what a `oneshader` process used to pay "
      "on top was page faults (each first touch of a 4 KiB page traps into the kernel, "
      "15-25 us on this virtual machine) and the dynamic loader. `perf stat -e "
      "page-faults` on `bench/shaders/pbr_ps.hlsl` went from 1056 faults (`/bin/true`: 48) "
      "to 50 by:\n")
    w("- a scratch arena for the optimizer (`TMPN`, `arena_mark`/`arena_release` in "
      "src/base): each pass's CFGs, id maps and work lists are released after the pass, "
      "and the next pass reuses the same pages; id maps allocate their table on first "
      "use; the inliner replaces a call's result without a module-sized map");
    w("- IR values stored in fixed chunks that never move (growth no longer copies the "
      "whole array); the preprocessor's token buffer sized from the source instead of "
      "4096 tokens (320 KiB) up front");
    w("- the command's allocator for a single input (src/cli/region.c): one bump region "
      "whose first 2 MiB are a transparent huge page, one fault instead of 512");
    w("- a statically linked command (`OSH_STATIC_CLI`, on where libc.a links): no "
      "loader, no relocation of a position-independent executable\n")
    w("## Why -O0 is cheap\n")
    w("-O0 skips the optimizer and keeps calls as calls (SPIR-V), so it pays the front end, "
      "lowering and emission only; most of the corpus are short shaders, where what every "
      "compilation pays before reading its first line weighed most. An empty compute shader "
      "went from about 185,000 to about 70,000 instructions (callgrind) by:\n")
    w("- the predefined macros made as macro objects instead of lexing two dozen `#define` "
      "lines; the ray tracing names (`RayDesc`, `RAY_FLAG_*`...) declared on their first "
      "lookup instead of in every compilation")
    w("- the punctuators, directive words, keywords and predefined names interned once per "
      "`osh_context`: a compilation copies that table instead of interning 200 names")
    w("- reflection built when the host asks for it (`-Fre`, `osh_result_reflection`), not "
      "after every compilation; IR values in chunks of 128 instead of 512 (a smaller first "
      "chunk to clear)")
    w("- per token and per name: plain tokens lexed straight into the preprocessor's output, "
      "a bloom filter before the macro map, the parser's last type-name answer and scope "
      "lookup kept for the next question about the same token, recent scalar constants in "
      "a direct-mapped cache, made-up names formatted without `vsnprintf`\n")
    w("## Whole process\n")
    w("| | wall median | wall p90 | CPU median | CPU p90 | max RSS median | max RSS largest |")
    w("| --- | --- | --- | --- | --- | --- | --- |")
    for who, label in (("ours", "oneshader"), ("peer", "glslangValidator")):
        w(f"| {label} | {ms(s[who + '_wall_med'])} | {ms(s[who + '_wall_p90'])} | "
          f"{ms(s[who + '_cpu_med'])} | {ms(s[who + '_cpu_p90'])} | {mib(s[who + '_rss_med'])} | "
          f"{mib(s[who + '_rss_max'])} |")
    w(f"| `/bin/true` | {ms(s['bare_wall'])} | | {ms(s['bare_cpu'])} | | {mib(s['bare_rss'])} | |\n")

    w("## In-process (library API, one thread)\n")
    w("| level | malloc | shaders | shaders per CPU s | lines per CPU s | shaders per wall s "
      "| median pass (wall) | largest compile's peak heap |")
    w("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for lvl, d in (("-O3", inp3), ("-O0", inp0), ("-O3", inp3["keep"]), ("-O0", inp0["keep"])):
        how = "keeps pages (`-keep`)" if d in (inp3["keep"], inp0["keep"]) else "plain"
        w(f"| {lvl} | {how} | {d['shaders']} | {d['shaders_per_cpu_s']:.0f} | "
          f"{d['lines_per_cpu_s']:.0f} | {d['shaders_per_s']:.0f} | "
          f"{ms(d['median_pass_s'])} | {mib(d['max_peak_bytes'])} |")
    w("")
    w("\"Plain\" is glibc's default policy: the arena's blocks go back to the kernel at every "
      "`osh_result_free` (the heap top is trimmed) and the next compilation faults them in "
      "again; on this machine a page fault is expensive, and that churn costs more than the "
      "compilation. `-keep` sets `M_TRIM_THRESHOLD`/`M_MMAP_THRESHOLD` as `oneshader` does in "
      "batch mode; a host can get the same with an `osh_allocator` that keeps blocks.\n")
    w("Slowest shaders in-process (best of the repetitions, `-keep`):\n")
    w("| shader | lines | -O3 | -O0 | peak heap |")
    w("| --- | --- | --- | --- | --- |")
    per0 = {p["path"]: p for p in inp0["keep"]["per_shader"]}
    for p in sorted(inp3["keep"]["per_shader"], key=lambda p: -p["best_s"])[:10]:
        p0 = per0.get(p["path"])
        w(f"| `{p['path']}` | {p['lines']} | {ms(p['best_s'])} | "
          f"{ms(p0['best_s']) if p0 else '-'} | {mib(p['peak_bytes'])} |")
    w("")

    if inp3.get("profile"):
        w("Where the in-process time goes (-O3, `-keep`; `perf record`, self time by "
          "function):\n")
        w("| self | function | file |")
        w("| --- | --- | --- |")
        for pc, kernel, sym in inp3["profile"]:
            f = "kernel" if kernel else (where_defined(sym) or "libc")
            w(f"| {pc:.1f}% | `{sym}` | {f} |")
        w("")

    w("## Output size (SPIR-V bytes, jobs both compile)\n")
    w("| oneshader -O3 | oneshader -O0 | glslang | glslang + spirv-opt -O |")
    w("| --- | --- | --- | --- |")
    w(f"| {s['size_ours']} | {s['size_ours_O0']} | {s['size_peer']} | {s['size_peer_opt']} |\n")
    worst = sorted((j for j in both if j.size.get("peer_opt")),
                   key=lambda j: -(j.size["ours"] / j.size["peer_opt"]))[:10]
    w("Largest ratios (ours -O3 / glslang + spirv-opt -O):\n")
    w("| job | ours | glslang + opt | ratio |")
    w("| --- | --- | --- | --- |")
    for j in worst:
        w(f"| `{j.name}` | {j.size['ours']} | {j.size['peer_opt']} | "
          f"{j.size['ours'] / j.size['peer_opt']:.2f} |")
    w("")

    # The wasm's size (tools/build-wasm.sh): what a web page downloads.
    wasm = os.path.join(ROOT, "npm", "dist", "oneshader.wasm")
    w("## The WebAssembly build (npm package `oneshader`)\n")
    if os.path.exists(wasm):
        import gzip
        raw = open(wasm, "rb").read()
        w(f"`npm/dist/oneshader.wasm` (`tools/build-wasm.sh`, emcc -O2): {len(raw)} bytes, "
          f"{len(gzip.compress(raw, 9))} gzipped (Python's gzip, level 9); the issue's aim is under 1 MB gzipped.\n")
    else:
        w("Not built on this machine (`bash tools/build-wasm.sh`).\n")

    w("## Per job (medians of the runs)\n")
    w("| job | lines | ours wall | ours CPU | ours RSS | glslang wall | glslang CPU | CPU ratio |")
    w("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for j in sorted(both, key=lambda j: j.name):
        oc, pc = med(j, "ours", 2), med(j, "peer", 2)
        w(f"| `{j.name}` | {j.lines} | {ms(med(j, 'ours', 1))} | {ms(oc)} | {mib(j.rss['ours'])} | "
          f"{ms(med(j, 'peer', 1))} | {ms(pc)} | {pc / oc if oc else float('nan'):.1f} |")
    nopeer = [j.name for j in jobs if j.ours_ok and not j.peer_ok]
    if nopeer:
        w(f"\nglslang does not compile (left out above): {', '.join(f'`{n}`' for n in nopeer)}.")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(L) + "\n")


def write_svg(path, jobs, s):
    """Per-job CPU time of the process, ours and glslang's, jobs sorted by
    glslang's time; a log scale; the bare process as a line."""
    both = [j for j in jobs if j.ours_ok and j.peer_ok]
    med = lambda j, who: statistics.median(r[2] for r in j.proc[who])  # noqa: E731
    both.sort(key=lambda j: med(j, "peer"))
    W, H, ml, mr, mt, mb = 900, 420, 70, 20, 40, 50
    pw, ph = W - ml - mr, H - mt - mb
    import math
    vals = [med(j, w) for j in both for w in ("ours", "peer")] + [s["bare_cpu"]]
    lo = 10 ** math.floor(math.log10(max(min(v for v in vals if v > 0), 1e-5)))
    hi = 10 ** math.ceil(math.log10(max(vals)))

    def y(v):
        v = max(v, lo)
        return mt + ph - (math.log10(v) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)) * ph

    def x(i):
        return ml + (i + 0.5) * pw / max(len(both), 1)

    o = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
         f'font-family="sans-serif" font-size="12">',
         f'<rect width="{W}" height="{H}" fill="white"/>',
         f'<text x="{W / 2}" y="22" text-anchor="middle" font-size="15">Process CPU time '
         f'per job (user+sys, median of runs; log scale)</text>']
    d = lo
    while d <= hi * 1.001:
        yy = y(d)
        o.append(f'<line x1="{ml}" y1="{yy:.1f}" x2="{W - mr}" y2="{yy:.1f}" stroke="#ddd"/>')
        o.append(f'<text x="{ml - 6}" y="{yy + 4:.1f}" text-anchor="end">'
                 f'{d * 1e3:g} ms</text>')
        d *= 10
    o.append(f'<line x1="{ml}" y1="{mt + ph}" x2="{W - mr}" y2="{mt + ph}" stroke="#444"/>')
    o.append(f'<line x1="{ml}" y1="{mt}" x2="{ml}" y2="{mt + ph}" stroke="#444"/>')
    yb = y(s["bare_cpu"])
    o.append(f'<line x1="{ml}" y1="{yb:.1f}" x2="{W - mr}" y2="{yb:.1f}" stroke="#888" '
             f'stroke-dasharray="5,4"/>')
    o.append(f'<text x="{W - mr - 4}" y="{yb - 4:.1f}" text-anchor="end" fill="#666">'
             f'/bin/true</text>')
    for who, color in (("peer", "#d95f02"), ("ours", "#1b9e77")):
        pts = " ".join(f"{x(i):.1f},{y(med(j, who)):.1f}" for i, j in enumerate(both))
        o.append(f'<polyline points="{pts}" fill="none" stroke="{color}" stroke-width="1.5"/>')
        for i, j in enumerate(both):
            o.append(f'<circle cx="{x(i):.1f}" cy="{y(med(j, who)):.1f}" r="2.2" '
                     f'fill="{color}"><title>{j.name}: {med(j, who) * 1e3:.2f} ms</title>'
                     f'</circle>')
    o.append(f'<text x="{W / 2}" y="{H - 15}" text-anchor="middle">{len(both)} jobs, '
             f'sorted by glslang\'s time</text>')
    lx = ml + 15
    for k, (label, color) in enumerate((("glslangValidator", "#d95f02"),
                                        ("oneshader -O3", "#1b9e77"))):
        yy = mt + 12 + k * 16
        o.append(f'<rect x="{lx}" y="{yy - 9}" width="12" height="10" fill="{color}"/>')
        o.append(f'<text x="{lx + 18}" y="{yy}">{label}</text>')
    o.append("</svg>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(o) + "\n")


# ---- main ---------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="*", help="folders or .hlsl files (default: the corpus)")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=5, help="process runs per job")
    ap.add_argument("--reps", type=int, default=20, help="in-process repetitions")
    ap.add_argument("--quick", action="store_true", help="--runs 2 --reps 3")
    ap.add_argument("--md", default=os.path.join(ROOT, "docs", "benchmark.md"))
    ap.add_argument("--svg", default=os.path.join(ROOT, "docs", "benchmark.svg"))
    ap.add_argument("--no-write", action="store_true", help="print the summary only")
    args = ap.parse_args()
    if args.quick:
        args.runs, args.reps = 2, 3
    for tool in ("glslangValidator", "spirv-opt", "/usr/bin/time"):
        if not shutil.which(tool):
            sys.exit(f"bench: {tool} not found")
    ours = os.path.join(args.build, "oneshader")
    if not os.path.exists(ours):
        sys.exit(f"bench: {ours} not found: build the project first")
    env = environment()
    jobs = collect([os.path.join(ROOT, p) for p in (args.paths or DEFAULT_DIRS)])
    exe = build_inproc(args.build)

    with tempfile.TemporaryDirectory(prefix="osh-bench-") as tmp:
        o_spv, o0_spv = os.path.join(tmp, "o.spv"), os.path.join(tmp, "o0.spv")
        p_spv, po_spv = os.path.join(tmp, "p.spv"), os.path.join(tmp, "po.spv")
        for j in jobs:
            for f in (o_spv, o0_spv, p_spv, po_spv):
                if os.path.exists(f):
                    os.remove(f)
            j.ours_cmd = [ours] + j.args + [j.path, "-Fo", o_spv]
            j.ours_ok = quiet(j.ours_cmd) == 0
            if j.ours_ok:
                j.size["ours"] = fsize(o_spv)
                if quiet([ours] + j.args + ["-O0", j.path, "-Fo", o0_spv]) == 0:
                    j.size["ours_O0"] = fsize(o0_spv)
            j.peer = j.peer_cmd(p_spv)
            if j.peer and quiet(j.peer) == 0 and os.path.exists(p_spv):
                j.peer_ok = True
                j.size["peer"] = fsize(p_spv)
                if quiet(["spirv-opt", "-O", p_spv, "-o", po_spv]) == 0:
                    j.size["peer_opt"] = fsize(po_spv)
        both = [j for j in jobs if j.ours_ok and j.peer_ok]
        print(f"bench: {len(jobs)} jobs, ours compile {sum(j.ours_ok for j in jobs)}, "
              f"both {len(both)}", file=sys.stderr)

        bare = []
        for r in range(args.runs):
            for j in both:
                for who, cmd in (("ours", j.ours_cmd), ("peer", j.peer)):
                    j.proc[who].append(run_measured(cmd))
                bare.append(run_measured(["/bin/true"]))
            print(f"bench: process run {r + 1}/{args.runs} done", file=sys.stderr)
        # The reference shader's row is one job's median: more runs of it
        # (still interleaved with glslang and /bin/true) so that one noisy
        # run of a shared virtual machine does not decide it.
        for j in both:
            if j.path != REFERENCE:
                continue
            for _ in range(REF_EXTRA_RUNS):
                for who, cmd in (("ours", j.ours_cmd), ("peer", j.peer)):
                    j.proc[who].append(run_measured(cmd))
                bare.append(run_measured(["/bin/true"]))

        for j in both:
            j.rss = {"ours": max_rss(j.ours_cmd, tmp), "peer": max_rss(j.peer, tmp)}
        bare_rss = min(max_rss(["/bin/true"], tmp) for _ in range(3))

        ok_jobs = []
        seen = set()
        for j in jobs:
            key = (j.path, tuple(j.args))
            if j.ours_ok and key not in seen:
                seen.add(key)
                ok_jobs.append(j)
        inp3 = inproc(exe, ok_jobs, args.reps, None, tmp)
        inp0 = inproc(exe, ok_jobs, args.reps, 0, tmp)
        inp3k = inproc(exe, ok_jobs, args.reps, None, tmp, keep=True)
        prof = profile(exe, tmp, args.reps)
        inp0k = inproc(exe, ok_jobs, args.reps, 0, tmp, keep=True)
        # twice the repetitions: each shader's best at each level then comes
        # from a quiet moment of this shared VM more surely
        pair = inproc(exe, ok_jobs, 2 * args.reps, 3, tmp, vs=0)
        pair_keep = inproc(exe, ok_jobs, 2 * args.reps, 3, tmp, keep=True, vs=0)

    inp3["keep"], inp0["keep"] = inp3k, inp0k
    inp3["pair"], inp3["pair_keep"] = pair, pair_keep
    inp3["profile"] = prof
    s = summarize(jobs, bare, bare_rss, inp3, inp0, env, args)
    print(json.dumps({k: v for k, v in s.items() if k != "ref"}, indent=1))
    if s["ref"]:
        print("reference shader:", s["ref"])
    if not args.no_write:
        write_svg(args.svg, jobs, s)
        write_md(args.md, os.path.relpath(args.svg, os.path.dirname(args.md)), jobs, s, inp3,
                 inp0, env, args)
        print(f"bench: wrote {os.path.relpath(args.md, ROOT)} and "
              f"{os.path.relpath(args.svg, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
