"""Unit tests of tests/oshtest.py (directive parsing, formulas, runner specs).
Run: python3 -m unittest discover -s tests -p 'test_oshtest.py'
(ctest runs them as runner/harness-unit)."""

import os
import tempfile
import unittest

import oshtest


def shader(text):
    d = tempfile.mkdtemp(prefix="oshtest-unit-")
    p = os.path.join(d, "t.hlsl")
    with open(p, "w") as f:
        f.write(text)
    return oshtest.Shader(p)


def spec_lines(text, target="spirv"):
    return oshtest.build_run_spec(shader(text), target).split("\n")


HEAD = "// ARGS: -T cs_6_0 -E main\n// DISPATCH: 1 1 1\n"


class Formulas(unittest.TestCase):
    def test_per_element(self):
        self.assertEqual(oshtest.eval_formula("2*i+1", 4, {}), [1, 3, 5, 7])

    def test_list_literal(self):
        self.assertEqual(oshtest.eval_formula("[5, 6, 7]", 3, {}), [5, 6, 7])
        with self.assertRaises(oshtest.TestFailure):
            oshtest.eval_formula("[5, 6]", 3, {})

    def test_comprehension_and_n(self):
        self.assertEqual(oshtest.eval_formula("[n - k for k in range(n)]", 3, {}), [3, 2, 1])

    def test_wraparound(self):
        self.assertEqual(oshtest.to_type(3 * 0 - 7, "u32", "x"), 2**32 - 7)
        self.assertEqual(oshtest.to_type(2**31, "i32", "x"), -(2**31))
        self.assertEqual(oshtest.to_type(-1, "i32", "x"), -1)
        self.assertEqual(oshtest.to_type(2**32 + 5, "u32", "x"), 5)

    def test_float_rounding(self):
        self.assertEqual(oshtest.to_type(0.1, "f32", "x"), 0.10000000149011612)
        self.assertEqual(oshtest.to_type(1e39, "f32", "x"), float("inf"))
        self.assertEqual(oshtest.fmt_value(float("nan"), "f32"), "nan")
        self.assertEqual(oshtest.fmt_value(float("-inf"), "f32"), "-inf")

    def test_non_integer_for_int_type_is_an_error(self):
        with self.assertRaises(oshtest.TestFailure):
            oshtest.to_type(1.5, "u32", "x")

    def test_helpers(self):
        self.assertEqual(oshtest.FUNCS["f2u"](1.0), 0x3F800000)
        self.assertEqual(oshtest.FUNCS["u2f"](0x40000000), 2.0)
        self.assertEqual(oshtest.FUNCS["f16bits"](1.0), 0x3C00)
        self.assertEqual(oshtest.FUNCS["pack2x16"](0x3C00, 0x4000), 0x40003C00)
        self.assertEqual(oshtest.FUNCS["idiv"](-7, 2), -3)  # HLSL truncates
        self.assertEqual(oshtest.FUNCS["irem"](-7, 2), -1)

    def test_unsafe_formulas_are_refused(self):
        for bad in ("__import__('os')", "open('x')", "i.__class__", "'text'", "lambda: 1"):
            with self.assertRaises(oshtest.TestFailure, msg=bad):
                oshtest.eval_formula(bad, 1, {})


class Directives(unittest.TestCase):
    def test_first_line_must_be_args(self):
        s = shader("// DISPATCH: 1 1 1\n// ARGS: -T cs_6_0\nvoid main() {}\n")
        self.assertTrue(any("line 1" in e for e in s.errors))

    def test_unknown_directive_is_an_error(self):
        s = shader("// ARGS: -T cs_6_0\n// BUFER: binding=0\nvoid main() {}\n")
        self.assertTrue(any("BUFER" in e for e in s.errors))

    def test_directives_stop_at_code(self):
        s = shader("// ARGS: -T cs_6_0\nvoid main() {}\n// DISPATCH: 1 1 1\n")
        self.assertFalse(s.runnable)
        self.assertEqual(s.checks(), ["spirv", "wgsl", "refl"])

    def test_prose_is_fine(self):
        s = shader("// ARGS: -T cs_6_0\n// Doubles: every element.\n// note: lower case is prose\nvoid main() {}\n")
        self.assertEqual(s.errors, [])

    def test_args_must_not_name_target(self):
        s = shader("// ARGS: -T cs_6_0 -spirv\nvoid main() {}\n")
        self.assertTrue(s.errors)

    def test_checks(self):
        self.assertEqual(shader(HEAD + "// BUFFER: binding=0 count=1\n").checks(), ["spirv", "wgsl", "vk", "dawn", "refl"])
        self.assertEqual(shader("// ARGS: -T cs_6_0\n// EXPECT-ERROR\n").checks(), ["diag"])
        self.assertEqual(shader(HEAD + "// WGSL-ERROR: OSH5202\n").checks(), ["spirv", "wgsl", "vk", "refl"])
        self.assertEqual(shader(HEAD + "// TARGETS: spirv\n").checks(), ["spirv", "vk", "refl"])

    def test_target_error_needs_code(self):
        s = shader("// ARGS: -T cs_6_0\n// WGSL-ERROR: oops\n")
        self.assertTrue(s.errors)

    def test_entry_and_profile(self):
        s = shader("// ARGS: -T cs_6_6 -E csmain -fspv-entrypoint-name=renamed\n")
        self.assertEqual(s.profile(), "cs_6_6")
        self.assertEqual(s.entry("wgsl"), "csmain")
        self.assertEqual(s.entry("spirv"), "renamed")

    def test_snapshot_names(self):
        s = shader("// ARGS: -T cs_6_0\n")
        self.assertEqual(s.snapshot("spvasm"), os.path.join(os.path.dirname(s.path), "t.spvasm"))


class RunSpecs(unittest.TestCase):
    def test_double_plus_one(self):
        path = os.path.join(oshtest.CORPUS, "compute", "double_plus_one.hlsl")
        lines = oshtest.build_run_spec(oshtest.Shader(path), "spirv").split("\n")
        self.assertIn("dispatch 4 1 1", lines)
        self.assertIn("buffer 0 0 storage u32 256", lines)
        self.assertIn("init " + " ".join(str(i) for i in range(256)), lines)
        self.assertIn("expect " + " ".join(str(2 * i + 1) for i in range(256)), lines)

    def test_wraparound_spec(self):
        lines = spec_lines(HEAD + "// BUFFER: binding=0 count=3 init=i expect=3*i-7\n")
        self.assertIn("expect 4294967289 4294967292 4294967295", lines)

    def test_named_buffers_and_defaults(self):
        lines = spec_lines(HEAD + "// BUFFER: binding=0 name=a init=[1,2] \n// BUFFER: set=1 binding=0 type=i32 count=2 expect=-a[i]\n")
        self.assertIn("buffer 0 0 storage u32 2", lines)
        self.assertIn("buffer 1 0 storage i32 2", lines)
        self.assertIn("expect -1 -2", lines)
        self.assertNotIn("init 0 0", lines)  # all-zero init is left out

    def test_floats_tolerance_push_spec(self):
        lines = spec_lines(HEAD + "// BUFFER: binding=0 kind=uniform type=f32 init=[0.1, 2] expect=[nan, inf] tol=0.001\n"
                           "// PUSH: type=u32 values=[1, 2]\n// PUSH: type=f32 values=0.5\n// WGSL-PUSH-BINDING: set=2 binding=0\n"
                           "// SPEC: id=7 type=f32 value=1.5\n// SPEC: id=8 type=bool value=1\n")
        self.assertIn("buffer 0 0 uniform f32 2", lines)
        self.assertIn("init 0.10000000149011612 2.0", lines)
        self.assertIn("expect nan inf", lines)
        self.assertIn("tolerance 0.001", lines)
        self.assertIn("push u32 1 2", lines)
        self.assertIn("push f32 0.5", lines)
        self.assertIn("push_binding 2 0", lines)
        self.assertIn("spec 7 f32 1.5", lines)
        self.assertIn("spec 8 bool 1", lines)

    def test_push_needs_wgsl_binding_for_dawn(self):
        text = HEAD + "// PUSH: type=u32 values=1\n"
        spec_lines(text, "spirv")
        with self.assertRaises(oshtest.TestFailure):
            spec_lines(text, "wgsl")

    def test_bad_buffers(self):
        for bad in ("binding=0", "binding=0 count=2 kind=image", "binding=0 count=2 type=u8",
                    "binding=0 count=2 tol=1", "binding=0 count=2 colour=red", "count=2",
                    "binding=0 count=2 expect=[1]"):
            with self.assertRaises(oshtest.TestFailure, msg=bad):
                spec_lines(HEAD + "// BUFFER: %s\n" % bad)
        with self.assertRaises(oshtest.TestFailure):
            spec_lines(HEAD + "// BUFFER: binding=0 count=1\n// BUFFER: binding=0 count=1\n")


class Snapshots(unittest.TestCase):
    def test_update_and_compare(self):
        s = shader("// ARGS: -T cs_6_0\n")
        up = oshtest.Snapshots(s, "spirv", True)
        up.compare(s.snapshot("spvasm"), "text\n")
        self.assertEqual(up.finish(), [])
        ok = oshtest.Snapshots(s, "spirv", False)
        ok.compare(s.snapshot("spvasm"), "text\n")
        self.assertEqual(ok.finish(), [])
        bad = oshtest.Snapshots(s, "spirv", False)
        bad.compare(s.snapshot("spvasm"), "other\n")
        self.assertTrue(bad.finish())
        stale = oshtest.Snapshots(s, "spirv", False)
        self.assertTrue(any("stale" in f for f in stale.finish()))


if __name__ == "__main__":
    unittest.main()
