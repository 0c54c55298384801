"""What exprs.py and controlflow.py share: the tools, writing a case, and
checking it on every target (SPIR-V at -O3 and -O0 through spirv-val and
lavapipe, WGSL on Dawn's OpenGL ES backend), and the seed-range command."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OSH = os.environ.get('ONESHADER', os.path.join(ROOT, 'build', 'oneshader'))
VKRUN = os.environ.get('VKRUN', os.path.join(ROOT, 'build', 'tests', 'runners', 'vkrun'))
DAWNRUN = os.path.join(ROOT, 'tests', 'runners', 'dawnrun.mjs')
WORK = os.environ.get('RANDOMDIFF_WORK', '/tmp/randomdiff')


def _run(*args, env=None):
    return subprocess.run(list(args), capture_output=True, text=True, env=env)


MESA25_ICD = os.path.join(ROOT, '.deps', 'mesa25', 'lvp_icd.json')


def check(name, src, spec, args=(), dawn_backend='opengles'):
    """Writes WORK/name/{t.hlsl,spec.txt}, compiles (with `args` added) and
    runs it on every target; returns what went wrong (empty when all
    matched). `dawn_backend` 'vulkan' runs the WGSL on Dawn's Vulkan backend
    over the Mesa 25 lavapipe (what OpenGL ES lacks: float32-filterable)."""
    d = os.path.join(WORK, name)
    os.makedirs(d, exist_ok=True)
    hlsl, sp = os.path.join(d, 't.hlsl'), os.path.join(d, 'spec.txt')
    with open(hlsl, 'w') as f:
        f.write("\n".join(src) + "\n")
    with open(sp, 'w') as f:
        f.write(spec)
    bad = []
    for lvl in ['-O3', '-O0']:
        spv = os.path.join(d, f"t{lvl}.spv")
        c = _run(OSH, '-T', 'cs_6_0', '-E', 'main', lvl, *args, hlsl, '-Fo', spv)
        if c.returncode:
            bad.append(f"compile {lvl}: {c.stderr[:300]}")
            continue
        v = _run('spirv-val', '--target-env', 'vulkan1.2', *(['--scalar-block-layout'] if args else []), spv)
        if v.returncode:
            bad.append(f"spirv-val {lvl}: {v.stderr[:300]}")
            continue
        x = _run(VKRUN, '--no-validation', spv, sp)
        if x.returncode:
            bad.append(f"run {lvl}: rc={x.returncode} {x.stdout[:600]} {x.stderr[:300]}")
    wgsl = os.path.join(d, 't.wgsl')
    c = _run(OSH, '-T', 'cs_6_0', '-E', 'main', '-wgsl', *args, hlsl, '-Fo', wgsl)
    if c.returncode:
        bad.append(f"compile wgsl: {c.stderr[:300]}")
    else:
        env = dict(os.environ, XDG_RUNTIME_DIR='/tmp', EGL_PLATFORM='surfaceless')
        if dawn_backend == 'vulkan':
            env['VK_ICD_FILENAMES'] = MESA25_ICD
        x = _run('node', DAWNRUN, 'run', '--backend', dawn_backend, wgsl, sp, env=env)
        if x.returncode:
            bad.append(f"run wgsl: rc={x.returncode} {x.stdout[:400]} {x.stderr[:300]}")
    return bad


def seeds_main(case):
    """Command line: FIRST END (END excluded); case(seed) returns the
    problems of one seed. Exit 1 when any seed had some."""
    a, b = int(sys.argv[1]), int(sys.argv[2])
    nb = 0
    for s in range(a, b):
        bad = case(s)
        if bad:
            nb += 1
            print(f"seed {s}:")
            for x in bad:
                print("  ", x)
    print(f"{b - a} seeds, {nb} bad", flush=True)
    sys.exit(1 if nb else 0)
