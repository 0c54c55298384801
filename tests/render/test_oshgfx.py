"""Unit tests of the graphics directives (tests/render/oshgfx.py): spec
generation from formulas, and the errors a bad header gives. ctest runs them
as runner/render-harness-unit."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import oshtest  # noqa: E402

HEAD = "// ARGS: -HV 2021\n// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0\n"


def shader(text):
    d = tempfile.mkdtemp(prefix="oshgfx-unit-")
    p = os.path.join(d, "t.hlsl")
    with open(p, "w") as f:
        f.write(text)
    return oshtest.Shader(p)


def spec(text, target="spirv"):
    return oshtest.build_run_spec(shader(text), target).split("\n")


class Spec(unittest.TestCase):
    def test_stages_and_defaults(self):
        lines = spec(HEAD + "// TARGET: format=rgba8unorm size=2x2 expect=[u, v, 0, 1]\n")
        self.assertIn("stage vert t.vs.spv VSMain", lines)
        self.assertIn("stage frag t.ps.spv PSMain", lines)
        self.assertIn("size 2 2", lines)
        self.assertIn("draw 3 1 0 0", lines)
        self.assertIn("flip_y 1", lines)
        self.assertIn("expect 0 1 0 0.75 0.25 0.0 1.0", lines)
        self.assertEqual(sum(l.startswith("expect 0 ") for l in lines), 4)

    def test_where_and_integer_target(self):
        lines = spec(HEAD + '// TARGET: index=1 format=r32uint size=4x1 expect="x * 3" where="x != 2"\n')
        self.assertEqual([l for l in lines if l.startswith("expect")], ["expect 1 0 0 0", "expect 1 1 0 3", "expect 1 3 0 9"])

    def test_texture_vertex_uniform_sampler_depth(self):
        lines = spec(HEAD + "// DRAW: vertices=4 topology=triangle-strip cull=back front-face=cw samples=4\n"
                     "// VERTEX: location=2 format=f32x2 values=[0,1, 2,3, 4,5, 6,7]\n"
                     "// UNIFORM: binding=3 set=1 type=f32 values=[0.5, 1]\n"
                     "// TEXTURE: binding=0 format=rgba8unorm size=2x1 texels=(x*255, 0, 0, 255)\n"
                     "// SAMPLER: binding=1 filter=linear compare=less\n"
                     "// DEPTH: compare=greater write=0 clear=0\n"
                     "// TARGET: format=rgba32float size=2x1\n")
        for want in ("topology triangle-strip", "cull back", "front_face cw", "samples 4",
                     "vertex_buffer 0 8 vertex", "attribute 2 0 f32x2 0", "data f32 0.0 1.0 2.0 3.0 4.0 5.0 6.0 7.0",
                     "uniform 1 3", "data f32 0.5 1.0", "texture 0 0 rgba8unorm 2 1", "data u32 0 0 0 255 255 0 0 255",
                     "sampler 0 1 linear clamp less", "depth d32 greater 0 0.0"):
            self.assertIn(want, lines)

    def test_wgsl_leaves_out_other_stages(self):
        text = ("// ARGS: -HV 2021\n// STAGES: vs=V:vs_6_0 gs=G:gs_6_0 ps=P:ps_6_0\n"
                "// TARGET: format=rgba8unorm\n")
        self.assertIn("stage geom t.gs.spv G", spec(text))
        self.assertEqual(shader(text).checks(), ["spirv", "wgsl", "vk", "refl"])

    def test_push_constants_need_a_wgsl_binding(self):
        text = HEAD + "// PUSH-CONSTANTS: type=f32 values=[1, 2]\n// TARGET: format=r32float\n"
        self.assertIn("push f32 1.0 2.0", spec(text))
        with self.assertRaises(oshtest.TestFailure):
            spec(text, "wgsl")

    def test_wgsl_binding_only_for_wgsl(self):
        text = (HEAD + "// TEXTURE: binding=0 format=r32float size=1x1 texels=1\n"
                "// SAMPLER: binding=0 wgsl-binding=1\n"
                "// UNIFORM: binding=2 wgsl-binding=5 set=1 values=[7]\n// TARGET: format=r32float\n")
        vk, wg = spec(text), spec(text, "wgsl")
        self.assertIn("sampler 0 0 nearest clamp none", vk)
        self.assertIn("sampler 0 1 nearest clamp none", wg)
        self.assertIn("uniform 1 2", vk)
        self.assertIn("uniform 1 5", wg)
        self.assertIn("texture 0 0 r32float 1 1", wg)


class Errors(unittest.TestCase):
    def bad(self, text):
        sh = shader(text)
        self.assertTrue(sh.errors, "expected a directive error")
        return sh.errors

    def test_bad_stage_token(self):
        self.bad("// ARGS: -HV 2021\n// STAGES: vs=VSMain:ps_6_0 ps=PSMain:ps_6_0\n")

    def test_missing_pixel_stage(self):
        self.bad("// ARGS: -HV 2021\n// STAGES: vs=VSMain:vs_6_0\n")

    def test_profile_in_args(self):
        self.bad("// ARGS: -T vs_6_0\n// STAGES: vs=VSMain:vs_6_0 ps=PSMain:ps_6_0\n")

    def test_graphics_directive_without_stages(self):
        self.bad("// ARGS: -T cs_6_0 -E main\n// TARGET: format=rgba8unorm\n")

    def test_component_count(self):
        with self.assertRaises(oshtest.TestFailure):
            spec(HEAD + "// TARGET: format=rgba8unorm expect=[1, 2]\n")

    def test_sizes_must_agree(self):
        with self.assertRaises(oshtest.TestFailure):
            spec(HEAD + "// TARGET: format=rgba8unorm size=8x8\n// TARGET: index=1 format=r32uint size=4x4\n")


if __name__ == "__main__":
    unittest.main()
