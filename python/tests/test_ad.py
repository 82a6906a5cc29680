"""Tests of the CPython twin of differentiation (``autobatch._ad``):
``value_and_grad``, ``grad`` and ``stop_gradient`` with the compiler's
rules (the conformance programs ``tests/programs/grad_*.py`` compare the
two bit for bit).

Run:  PYTHONPATH=python python3 -m unittest discover -s python/tests -v
"""

from __future__ import annotations

import math
import os
import sys
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from autobatch import (  # noqa: E402
    copy,
    dot,
    exp,
    f32,
    f64,
    grad,
    logsumexp,
    matmul,
    maximum,
    sin,
    stop_gradient,
    sum,
    value_and_grad,
    where,
    zeros,
)


def cube(x, a):
    return a * x * x * x - 2.0 * x


class ValueAndGrad(unittest.TestCase):
    def test_scalar_value_and_gradient(self):
        v, g = value_and_grad(cube, 2.0, 0.5)
        self.assertEqual((v, g), (0.0, 4.0))
        self.assertEqual(grad(cube, 1.0, 3.0), 7.0)

    def test_untraced_result_gives_zero_gradient(self):
        v, g = value_and_grad(lambda x: 3.0, 2.0)
        self.assertEqual((v, g), (3.0, 0.0))
        g = grad(lambda x: 1.5, np.ones(3))
        self.assertEqual(g.tolist(), [0.0, 0.0, 0.0])

    def test_tensor_gradient_has_the_parameter_shape_and_dtype(self):
        m = np.array([[1.0, 2.0], [3.0, 4.0]])

        def f(w):
            return 0.5 * dot(matmul(m, w), matmul(m, w))

        g = grad(f, np.array([1.0, -1.0]))
        # m^T m w
        self.assertEqual(g.tolist(), (m.T @ m @ np.array([1.0, -1.0])).tolist())
        g32 = grad(lambda w: sum(w * w), np.array([1.0, 2.0], dtype=np.float32))
        self.assertEqual(g32.dtype, np.float32)
        self.assertEqual(g32.tolist(), [2.0, 4.0])

    def test_branches_and_loops_follow_the_path_taken(self):
        def f(x):
            acc = 1.0
            while acc < 10.0:
                acc = acc * x
            return acc if x > 3.0 else sin(acc)

        self.assertEqual(grad(f, 4.0), 1.0 * 2 * 4.0)  # acc = x^2 = 16
        self.assertAlmostEqual(grad(f, 2.0), math.cos(16.0) * 4 * 2.0**3)

    def test_stop_gradient_and_where(self):
        self.assertEqual(grad(lambda x: x * stop_gradient(x * x), 3.0), 9.0)
        self.assertEqual(grad(lambda x: where(x > 0.0, x * x, -x), -2.0), -1.0)

    def test_maximum_splits_ties_and_builtin_max_does_not(self):
        self.assertEqual(grad(lambda x: maximum(x, 1.0), 1.0), 0.5)
        self.assertEqual(grad(lambda x: max(x, 1.0), 1.0), 1.0)
        self.assertEqual(grad(lambda x: max(1.0, x), 1.0), 0.0)

    def test_writes_into_arrays_built_inside(self):
        def f(x):
            a = zeros(3)
            a[0] = x
            a[1] = x * x
            b = copy(a)
            b[2] = exp(a[1])
            return logsumexp(b)

        v, g = value_and_grad(f, 0.5)
        b = np.array([0.5, 0.25, math.exp(0.25)])
        w = np.exp(b - b.max()) / np.exp(b - b.max()).sum()
        self.assertAlmostEqual(v, math.log(np.exp(b).sum()))
        self.assertAlmostEqual(g, w[0] + w[1] * 2 * 0.5 + w[2] * math.exp(0.25) * 2 * 0.5)

    def test_casts_carry_the_gradient(self):
        g = grad(lambda t: f32(f64(t) * 3.0), np.float32(2.0))
        self.assertIsInstance(g, np.float32)
        self.assertEqual(g, np.float32(3.0))


class Refusals(unittest.TestCase):
    def test_float_of_a_traced_value(self):
        with self.assertRaisesRegex(TypeError, "write f64"):
            grad(lambda x: float(x) * 2.0, 1.0)

    def test_writing_into_an_array_from_outside(self):
        outside = zeros(2)

        def f(x):
            b = outside * 1.0
            b[0] = x
            return sum(b)

        with self.assertRaisesRegex(TypeError, "build the array inside"):
            grad(f, 1.0)

    def test_nested(self):
        with self.assertRaisesRegex(TypeError, "cannot itself call"):
            grad(lambda x: grad(lambda y: y * y, x), 1.0)

    def test_no_rule(self):
        from autobatch import full, prod

        with self.assertRaisesRegex(TypeError, "prod"):
            grad(lambda x: prod(full(2, x)), 2.0)

    def test_lgamma_gradient_is_digamma(self):
        from autobatch import lgamma

        # digamma(1) = -Euler's gamma; digamma(-0.5) = 2 - gamma - 2 ln 2 + 2.
        self.assertAlmostEqual(grad(lambda x: lgamma(x), 1.0), -0.5772156649015329, places=14)
        self.assertAlmostEqual(grad(lambda x: lgamma(x), -0.5), 0.03648997397857652, places=13)


if __name__ == "__main__":
    unittest.main()
