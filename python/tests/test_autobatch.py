"""Tests of the CPython side of autobatch.

Run:  PYTHONPATH=python python3 -m unittest discover -s python/tests -v
(from the repository root; needs only numpy).
"""

from __future__ import annotations

import json
import math
import os
import struct
import subprocess
import sys
import tempfile
import textwrap
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PYDIR = os.path.dirname(HERE)
ROOT = os.path.dirname(PYDIR)
sys.path.insert(0, PYDIR)

import autobatch  # noqa: E402
from autobatch import (  # noqa: E402
    Shared,
    cos,
    dot,
    exp,
    expm1,
    f32,
    f64,
    i32,
    i64,
    log,
    log1p,
    matmul,
    maximum,
    minimum,
    sin,
    sqrt,
    tanh,
    where,
    zeros_like,
)
from autobatch import sum as ab_sum  # noqa: E402
from autobatch.runner import RunnerError, run_function, run_in_big_thread, run_program  # noqa: E402
from autobatch.suite import check_program, strict_equal  # noqa: E402


def bits64(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def bits32(x) -> int:
    return int(np.float32(x).view(np.uint32))


class TypesTest(unittest.TestCase):
    def test_star_import_exports(self):
        ns = {}
        exec("from autobatch import *", ns)
        for name in ["i32", "i64", "f32", "f64", "Shared", "where", "minimum", "maximum", "exp", "log",
                     "log1p", "expm1", "sqrt", "sin", "cos", "tanh", "sum", "dot", "matmul", "zeros_like",
                     "split", "uniform", "normal", "uniform_like", "normal_like", "zeros", "ones", "full",
                     "arange", "array", "copy", "ones_like", "full_like", "prod", "argmin", "argmax", "cumsum",
                     "mean", "logsumexp"]:
            self.assertIn(name, ns)
        self.assertNotIn("bool", ns)
        self.assertNotIn("Tensor", ns)

    def test_tensor_types(self):
        t = f64[3, 4]
        self.assertIs(t.dtype, f64)
        self.assertEqual(t.shape, (3, 4))
        self.assertEqual(repr(t), "f64[3, 4]")
        self.assertEqual(repr(f32[2]), "f32[2]")
        self.assertEqual(f32[2], f32[2])
        self.assertNotEqual(f32[2], f64[2])
        self.assertEqual(repr(Shared[f64[3, 3]]), "Shared[f64[3, 3]]")
        self.assertEqual(Shared[f64[3, 3]].inner, f64[3, 3])
        with self.assertRaises(TypeError):
            f64[1.5]

    def test_scalar_casts(self):
        self.assertIs(type(f64(3)), float)
        self.assertEqual(f64(3), 3.0)
        self.assertEqual(f64(np.float32(0.1)), float(np.float32(0.1)))
        self.assertIs(type(f32(0.1)), np.float32)
        self.assertEqual(bits32(f32(0.1)), bits32(np.float32(0.1)))
        self.assertEqual(i64(-2.7), -2)
        self.assertEqual(i64(2.7), 2)
        self.assertIs(type(i64(2.7)), int)
        self.assertEqual(i32(np.float32(-3.9)), -3)
        self.assertEqual(i64(True), 1)
        # Rust `as` conventions at the edges.
        self.assertEqual(i64(math.nan), 0)
        self.assertEqual(i64(math.inf), 2**63 - 1)
        self.assertEqual(i64(-math.inf), -(2**63))
        self.assertEqual(i32(1e20), 2**31 - 1)
        self.assertEqual(i32(2**31), -(2**31))

    def test_array_casts(self):
        a = np.array([1.5, -2.5, math.nan])
        self.assertEqual(i64(a).dtype, np.int64)
        self.assertEqual(i64(a).tolist(), [1, -2, 0])
        self.assertEqual(f32(a).dtype, np.float32)
        self.assertEqual(f64(np.array([1, 2], dtype=np.int32)).dtype, np.float64)


class PrimitivesTest(unittest.TestCase):
    def test_where(self):
        self.assertEqual(where(True, 1, 2), 1)
        self.assertEqual(where(False, 1.5, 2.5), 2.5)
        r = where(np.array([True, False]), np.array([1.0, 2.0]), 0.0)
        self.assertEqual(r.tolist(), [1.0, 0.0])
        r32 = where(np.array([True, False]), 1.5, np.array([1, 2], dtype=np.float32))
        self.assertEqual(r32.dtype, np.float32)

    def test_minimum_maximum_python_rule(self):
        self.assertEqual(minimum(3, 2), 2)
        self.assertEqual(maximum(3, 2), 3)
        self.assertTrue(math.isnan(minimum(math.nan, 1.0)))  # b < nan is false: keep a
        self.assertEqual(minimum(1.0, math.nan), 1.0)
        self.assertTrue(math.isnan(maximum(math.nan, 1.0)))
        self.assertEqual(maximum(1.0, math.nan), 1.0)
        self.assertEqual(min(math.nan, 1.0) is not None, True)
        a = np.array([math.nan, 1.0, 5.0])
        b = np.array([1.0, math.nan, 2.0])
        m = minimum(a, b).tolist()
        self.assertTrue(math.isnan(m[0]))
        self.assertEqual(m[1:], [1.0, 2.0])
        self.assertEqual(maximum(np.array([1, 5]), 3).tolist(), [3, 5])

    def test_unary_bits_double(self):
        for fn, ref in [(exp, math.exp), (log, math.log), (log1p, math.log1p), (expm1, math.expm1),
                        (sqrt, math.sqrt), (sin, math.sin), (cos, math.cos), (tanh, math.tanh)]:
            for x in [0.1, 0.5, 1.0, 2.5, 7.25, 100.0 if fn is not exp else 30.0]:
                got = fn(x)
                self.assertIs(type(got), float)
                self.assertEqual(bits64(got), bits64(ref(x)), (fn.__name__, x))
            self.assertIs(type(fn(2)), float)  # ints compute as doubles
        # IEEE answers where math.* raises.
        self.assertEqual(log(0.0), -math.inf)
        self.assertEqual(exp(1000.0), math.inf)
        self.assertTrue(math.isnan(sqrt(-1.0)))
        self.assertEqual(log1p(-1.0), -math.inf)

    def test_unary_f32(self):
        x = np.float32(0.7)
        for fn in [exp, log, log1p, expm1, sqrt, sin, cos, tanh]:
            got = fn(x)
            self.assertIs(type(got), np.float32, fn.__name__)
            # Within an ulp or so of the double result (the exact bits are libm's expf etc.).
            ref = getattr(math, fn.__name__)(float(x))
            self.assertLessEqual(abs(float(got) - ref), 2e-7 * max(1.0, abs(ref)), fn.__name__)
        self.assertEqual(bits32(sqrt(np.float32(2.0))), bits32(np.sqrt(np.float32(2.0))))

    def test_unary_arrays_match_scalars(self):
        a = np.array([[0.25, 1.5], [3.0, -0.5]])
        r = tanh(a)
        self.assertEqual(r.shape, (2, 2))
        self.assertEqual([bits64(v) for v in r.ravel().tolist()], [bits64(tanh(v)) for v in a.ravel().tolist()])
        a32 = a.astype(np.float32)
        r32 = exp(a32)
        self.assertEqual(r32.dtype, np.float32)
        self.assertEqual([bits32(v) for v in r32.ravel()], [bits32(exp(v)) for v in a32.ravel()])
        self.assertEqual(exp(np.array([1, 2])).dtype, np.float64)

    def test_math_library(self):
        ab = autobatch
        # The C functions, bit for bit where math.* agrees and does not raise.
        for fn, ref in [(ab.atan, math.atan), (ab.asinh, math.asinh), (ab.erf, math.erf), (ab.erfc, math.erfc),
                        (ab.tan, math.tan), (ab.sinh, math.sinh), (ab.log2, math.log2)]:
            for x in [0.1, 0.5, 2.5, 7.25]:
                self.assertEqual(bits64(fn(x)), bits64(ref(x)), (fn.__name__, x))
        self.assertEqual(bits64(ab.atan2(1.0, -2.0)), bits64(math.atan2(1.0, -2.0)))
        self.assertEqual(ab.pow(2.0, 10.0), 1024.0)
        # IEEE answers where math.* raises.
        self.assertTrue(math.isnan(ab.asin(2.0)))
        self.assertEqual(ab.atanh(1.0), math.inf)
        self.assertEqual(ab.lgamma(0.0), math.inf)
        self.assertTrue(math.isnan(ab.pow(-8.0, 1.0 / 3.0)))
        # NumPy's rounding, sign and tests.
        self.assertEqual((ab.floor(-0.5), ab.ceil(-0.5), ab.trunc(-2.5)), (-1.0, -0.0, -2.0))
        self.assertEqual(math.copysign(1.0, ab.ceil(-0.5)), -1.0)
        self.assertEqual((ab.floor(7), ab.sign(-3), ab.sign(-0.0)), (7, -1, 0.0))
        self.assertIs(type(ab.floor(np.float32(1.5))), np.float32)
        self.assertEqual(ab.floor(np.array([1.5, -1.5])).tolist(), [1.0, -2.0])
        self.assertEqual((ab.isnan(ab.nan), ab.isinf(-ab.inf), ab.isfinite(3)), (True, True, True))
        self.assertEqual(ab.copysign(3, -0.0), -3.0)
        self.assertEqual(ab.hypot(np.float32(3.0), 4.0), np.float32(5.0))
        self.assertIs(type(ab.hypot(np.float32(3.0), 4.0)), np.float32)
        self.assertEqual((ab.pi, ab.e), (math.pi, math.e))

    def test_sum_is_left_fold(self):
        rs = np.random.RandomState(0)
        x = rs.standard_normal(1001) * 10.0 ** rs.randint(-5, 6, 1001)
        acc = 0.0
        for v in x.tolist():
            acc = acc + v
        got = ab_sum(x)
        self.assertIs(type(got), float)
        self.assertEqual(bits64(got), bits64(acc))
        # numpy's pairwise sum differs here; the fold must not be it.
        self.assertNotEqual(bits64(got), bits64(float(np.sum(x))))
        x32 = x.astype(np.float32)
        acc32 = np.float32(0.0)
        for v in x32:
            acc32 = np.float32(acc32 + v)
        got32 = ab_sum(x32)
        self.assertIs(type(got32), np.float32)
        self.assertEqual(bits32(got32), bits32(acc32))
        self.assertEqual(ab_sum(np.array([[1, 2], [3, 4]])), 10)
        self.assertIs(type(ab_sum(np.array([1, 2], dtype=np.int32))), int)
        self.assertEqual(ab_sum(np.array([True, True, False])), 2)
        self.assertEqual(bits64(ab_sum(np.array([-0.0]))), bits64(0.0))  # fold from +0.0

    def test_dot_and_matmul_are_left_folds(self):
        rs = np.random.RandomState(1)
        m = rs.standard_normal((5, 7))
        v = rs.standard_normal(7)
        w = rs.standard_normal(5)
        n = rs.standard_normal((7, 3))

        def fold(pairs):
            acc = 0.0
            for x, y in pairs:
                acc = acc + x * y
            return acc

        self.assertEqual(bits64(dot(v, v)), bits64(fold(zip(v.tolist(), v.tolist()))))
        mv = matmul(m, v)
        self.assertEqual(mv.shape, (5,))
        for i in range(5):
            self.assertEqual(bits64(mv[i]), bits64(fold(zip(m[i].tolist(), v.tolist()))))
        wm = matmul(w, m)
        for j in range(7):
            self.assertEqual(bits64(wm[j]), bits64(fold(zip(w.tolist(), m[:, j].tolist()))))
        mm = matmul(m, n)
        self.assertEqual(mm.shape, (5, 3))
        for i in range(5):
            for j in range(3):
                self.assertEqual(bits64(mm[i, j]), bits64(fold(zip(m[i].tolist(), n[:, j].tolist()))))
        vv = matmul(v, v)
        self.assertIs(type(vv), float)
        m32, v32 = m.astype(np.float32), v.astype(np.float32)
        mv32 = matmul(m32, v32)
        self.assertEqual(mv32.dtype, np.float32)
        for i in range(5):
            acc = np.float32(0.0)
            for k in range(7):
                acc = np.float32(acc + np.float32(m32[i, k] * v32[k]))
            self.assertEqual(bits32(mv32[i]), bits32(acc))
        self.assertIs(type(dot(v32, v32)), np.float32)
        self.assertEqual(dot(np.array([1, 2]), np.array([3, 4])), 11)
        self.assertIs(type(dot(np.array([1, 2]), np.array([3, 4]))), int)
        self.assertEqual(matmul(np.array([[1, 2], [3, 4]]), np.array([1, 1])).dtype, np.int64)
        with self.assertRaises(ValueError):
            matmul(m, w)

    def test_zeros_like(self):
        self.assertEqual(zeros_like(3), 0)
        self.assertIs(type(zeros_like(3.5)), float)
        self.assertIs(type(zeros_like(np.float32(3))), np.float32)
        self.assertIs(zeros_like(True), False)
        z = zeros_like(np.ones((2, 3), dtype=np.float32))
        self.assertEqual((z.shape, z.dtype), ((2, 3), np.float32))

    def test_augmented_assignment_has_value_semantics(self):
        s = autobatch.Tensor  # the runner hands out Tensors
        a = np.array([1.0, 2.0]).view(s)
        b = a
        a += 1.0
        self.assertEqual(b.tolist(), [1.0, 2.0])
        self.assertEqual(a.tolist(), [2.0, 3.0])
        c = matmul(np.eye(2), np.array([1.0, 1.0]))
        d = c
        c *= 3.0
        self.assertEqual(d.tolist(), [1.0, 1.0])


PROG = textwrap.dedent(
    """\
    from autobatch import *

    import math

    N = 3


    def helper(v: f64[N], data: Shared[f64[N, N]]) -> f64[N]:
        return matmul(data, v)


    def entry(n: i64, x: f64, v: f64[N], data: Shared[f64[N, N]], flag: bool, y: f32
              ) -> tuple[i64, tuple[f64, f64[N]], bool, f32]:
        q = 10 // n
        w = helper(v, data)
        return q, (x / 2.0, w + v[n % N]), not flag, y * 2.0


    def deep(n: i64) -> i64:
        if n <= 0:
            return 0
        return 1 + deep(n - 1)


    def forever(n: i64) -> i64:
        return 1 + forever(n + 1)


    def oob(v: f64[2], k: i64) -> f64:
        return v[k]


    def boom(n: i64) -> i64:
        return n + "x"


    def domain(x: f64) -> f64:
        return math.log(x) + math.exp(x)
    """
)


class RunnerTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.prog = os.path.join(cls.tmp.name, "prog.py")
        with open(cls.prog, "w") as f:
            f.write(PROG)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def run_prog(self, entry, inputs, batch=None):
        return run_in_big_thread(run_program, self.prog, entry, inputs, batch)

    def test_flattening_statuses_and_conversions(self):
        inputs = {
            "n": [2, 0, 4],
            "x": [1.0, 2.0, "nan"],
            "v": [[1, 2, 3], [0, 0, 0], ["inf", 0, -0.5]],
            "data": [[1, 0, 0], [0, 2, 0], [0, 0, 1]],
            "flag": [True, False, False],
            "y": [0.1, 1, -2.5],
        }
        out = self.run_prog("entry", inputs)
        self.assertEqual(out["status"], ["ok", "division_by_zero", "ok"])
        self.assertEqual(len(out["outputs"]), 5)
        q, half, w, notflag, y2 = out["outputs"]
        self.assertTrue(strict_equal(q, [5, 0, 2]))
        self.assertTrue(strict_equal(half, [0.5, 0.0, "nan"]))
        self.assertTrue(strict_equal(w, [[4.0, 7.0, 6.0], [0.0, 0.0, 0.0], ["inf", "nan", "nan"]]))  # 0 * inf is nan in the fold
        self.assertTrue(strict_equal(notflag, [False, False, True]))
        self.assertTrue(strict_equal(y2, [float(np.float32(0.1) * np.float32(2.0)), 0.0, -5.0]))
        json.dumps(out, allow_nan=False)

    def test_stack_and_index_statuses(self):
        out = self.run_prog("deep", {"n": [5, 50000]})
        self.assertEqual(out, {"outputs": [[5, 50000]], "status": ["ok", "ok"]})
        out = self.run_prog("forever", {"n": [1]})
        self.assertEqual(out, {"outputs": [[0]], "status": ["stack_overflow"]})
        out = self.run_prog("oob", {"v": [[1.0, 2.0]] * 4, "k": [1, -2, 2, -3]})
        self.assertEqual(out["status"], ["ok", "ok", "index_out_of_bounds", "index_out_of_bounds"])
        self.assertTrue(strict_equal(out["outputs"], [[2.0, 1.0, 0.0, 0.0]]))

    def test_math_statuses(self):
        # ValueError ("math domain error") and OverflowError ("math range
        # error") are statuses of their own.
        out = self.run_prog("domain", {"x": [1.0, -1.0, 1000.0]})
        self.assertEqual(out["status"], ["ok", "value_error", "overflow_error"])
        self.assertTrue(strict_equal(out["outputs"], [[math.e, 0.0, 0.0]]))

    def test_errors(self):
        with self.assertRaises(RunnerError):
            self.run_prog("boom", {"n": [1]})
        with self.assertRaises(RunnerError):
            self.run_prog("deep", {"m": [1]})
        with self.assertRaises(RunnerError):
            self.run_prog("oob", {"v": [[1.0, 2.0, 3.0]], "k": [0]})
        with self.assertRaises(RunnerError):
            self.run_prog("nothing", {})

    def test_cli_json_npz_and_output_file(self):
        env = dict(os.environ, PYTHONPATH=PYDIR)
        inp = os.path.join(self.tmp.name, "in.json")
        with open(inp, "w") as f:
            json.dump({"n": [3, 0]}, f)
        r = subprocess.run([sys.executable, "-m", "autobatch", "run", self.prog, "--entry", "deep", "--inputs", inp],
                           capture_output=True, text=True, env=env, check=True)
        self.assertEqual(r.stdout.strip(), '{"outputs": [[3, 0]], "status": ["ok", "ok"]}')
        self.assertEqual(len(r.stdout.strip().splitlines()), 1)
        npz = os.path.join(self.tmp.name, "in.npz")
        np.savez(npz, v=np.array([[1.0, 2.0], [3.0, 4.0]]), k=np.array([0, 5]))
        outp = os.path.join(self.tmp.name, "out.json")
        subprocess.run([sys.executable, "-m", "autobatch", "run", self.prog, "--entry", "oob", "--inputs", npz,
                        "--output", outp], capture_output=True, text=True, env=env, check=True)
        with open(outp) as f:
            self.assertEqual(json.load(f), {"outputs": [[1.0, 0.0]], "status": ["ok", "index_out_of_bounds"]})
        r = subprocess.run([sys.executable, "-m", "autobatch", "run", self.prog, "--entry", "boom", "--inputs", inp],
                           capture_output=True, text=True, env=env)
        self.assertEqual(r.returncode, 1)
        self.assertIn("TypeError", r.stderr)


class SuiteTest(unittest.TestCase):
    def test_conformance_programs(self):
        d = os.path.join(ROOT, "tests", "programs")
        if not os.path.isdir(d):
            self.skipTest("no tests/programs")
        names = sorted(f[:-5] for f in os.listdir(d) if f.endswith(".json"))
        self.assertGreater(len(names), 20)
        problems = []
        for n in names:
            problems += check_program(d, n, verbose=False)
        self.assertEqual(problems, [])


if __name__ == "__main__":
    unittest.main()
