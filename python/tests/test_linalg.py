"""The triangular primitives' CPython twins (autobatch/_linalg.py): the
values of the loops the distribution library used before (bit for bit),
NumPy's within rounding, NaN and no exception where a matrix is not
positive definite (even under the runner's errstate), f32 kept, and the
closed-form gradients against central differences and against the
gradient of the former loops."""

import unittest

import numpy as np

import autobatch as ab
from autobatch._types import as_tensor

RNG = np.random.default_rng(20)


def loop_cholesky(a):
    # The library's former template, element by element.
    n = len(a)
    L = ab.zeros_like(a)
    for j in range(n):
        s = a[j, j]
        for k in range(j):
            s = s - L[j, k] * L[j, k]
        d = ab.sqrt(s)
        L[j, j] = d
        for i in range(j + 1, n):
            t = a[i, j]
            for k in range(j):
                t = t - L[i, k] * L[j, k]
            L[i, j] = t / d
    return L


def loop_left(L, b):
    x = ab.zeros_like(b)
    for i in range(len(b)):
        acc = b[i]
        for j in range(i):
            acc = acc - L[i, j] * x[j]
        x[i] = acc / L[i, i]
    return x


def spd(n, dtype=np.float64):
    a = RNG.normal(size=(n, n))
    return as_tensor((a @ a.T + n * np.eye(n)).astype(dtype))


class Values(unittest.TestCase):
    def test_the_former_loops_bit_for_bit(self):
        for n in (1, 2, 5, 11):
            for dtype in (np.float64, np.float32):
                a = spd(n, dtype)
                L = ab.cholesky_decompose(a)
                self.assertEqual(L.dtype, dtype)
                np.testing.assert_array_equal(L, loop_cholesky(a))
                b = as_tensor(RNG.normal(size=n).astype(dtype))
                np.testing.assert_array_equal(ab.mdivide_left_tri_low(L, b), loop_left(L, b))

    def test_numpy_within_rounding(self):
        a = spd(7)
        L = ab.cholesky_decompose(a)
        np.testing.assert_allclose(L, np.linalg.cholesky(a), rtol=1e-13, atol=1e-13)
        bm = RNG.normal(size=(7, 3))
        np.testing.assert_allclose(L @ ab.mdivide_left_tri_low(L, bm), bm, atol=1e-12)
        br = RNG.normal(size=(3, 7))
        np.testing.assert_allclose(ab.mdivide_right_tri_low(br, L) @ L, br, atol=1e-12)
        np.testing.assert_allclose(ab.mdivide_right_tri_low(br[0], L) @ L, br[0], atol=1e-12)
        # Each column (row) of a matrix is solved as that vector alone.
        x = ab.mdivide_left_tri_low(L, bm)
        for c in range(3):
            np.testing.assert_array_equal(x[:, c], ab.mdivide_left_tri_low(L, bm[:, c]))

    def test_not_positive_definite_is_nan_not_an_exception(self):
        with np.errstate(divide="raise", invalid="ignore"):
            L = ab.cholesky_decompose(as_tensor(np.array([[1.0, 0.0], [2.0, 1.0]])))
            self.assertEqual(L[1, 0], 2.0)
            self.assertTrue(np.isnan(L[1, 1]))
            zero = ab.cholesky_decompose(as_tensor(np.array([[0.0, 0.0], [1.0, 1.0]])))
            self.assertEqual(zero[1, 0], np.inf)
            x = ab.mdivide_left_tri_low(as_tensor(np.zeros((2, 2))), as_tensor(np.ones(2)))
            self.assertEqual(x[0], np.inf)


class Gradients(unittest.TestCase):
    def fd(self, f, x, eps=1e-6):
        x = np.asarray(x, dtype=np.float64)
        g = np.zeros_like(x)
        for i in np.ndindex(x.shape):
            up, down = x.copy(), x.copy()
            up[i] += eps
            down[i] -= eps
            g[i] = (f(as_tensor(up)) - f(as_tensor(down))) / (2 * eps)
        return g

    def test_against_central_differences(self):
        n = 4
        a, w = spd(n), as_tensor(RNG.normal(size=(n, n)))
        L = ab.cholesky_decompose(a)
        b, bm, br = (as_tensor(RNG.normal(size=s)) for s in ((n,), (n, 3), (3, n)))
        cases = [
            (lambda a: ab.sum(ab.cholesky_decompose(a) * w), a),
            (lambda m: ab.dot(ab.mdivide_left_tri_low(m, b), b), L),
            (lambda v: ab.dot(ab.mdivide_left_tri_low(L, v), b), b),
            (lambda m: ab.sum(ab.mdivide_left_tri_low(m, bm) * bm), L),
            (lambda v: ab.sum(ab.mdivide_left_tri_low(L, v) * bm), bm),
            (lambda m: ab.dot(ab.mdivide_right_tri_low(b, m), b), L),
            (lambda v: ab.dot(ab.mdivide_right_tri_low(v, L), b), b),
            (lambda m: ab.sum(ab.mdivide_right_tri_low(br, m) * br), L),
            (lambda v: ab.sum(ab.mdivide_right_tri_low(v, L) * br), br),
        ]
        for k, (f, x) in enumerate(cases):
            g = np.asarray(ab.grad(f, x))
            np.testing.assert_allclose(g, self.fd(f, x), atol=1e-8, err_msg=f"case {k}")

    def test_against_the_former_loops_gradient(self):
        a, w, b = spd(5), as_tensor(RNG.normal(size=(5, 5))), as_tensor(RNG.normal(size=5))

        def new(a):
            L = ab.cholesky_decompose(a)
            return ab.sum(L * w) + ab.dot(ab.mdivide_left_tri_low(L, b), b)

        def old(a):
            L = loop_cholesky(a)
            return ab.sum(L * w) + ab.dot(loop_left(L, b), b)

        np.testing.assert_allclose(ab.grad(new, a), ab.grad(old, a), rtol=1e-12, atol=1e-14)
        # Only the lower triangle is read, so only it has a gradient.
        self.assertTrue(np.all(np.triu(np.asarray(ab.grad(new, a)), 1) == 0.0))

    def test_f32_gradients_stay_f32(self):
        a = spd(3, np.float32)
        v, g = ab.value_and_grad(lambda a: ab.sum(ab.cholesky_decompose(a)), a)
        self.assertIsInstance(v, np.float32)
        self.assertEqual(g.dtype, np.float32)


if __name__ == "__main__":
    unittest.main()
