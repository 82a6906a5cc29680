"""The constraint transforms (autobatch/constraints.py) and the model
adapter (autobatch/_adapter.py): every transform's log-Jacobian against the
log-determinant of a finite-difference Jacobian, round trips free ->
constrained -> free, and a model with every kind of parameter bound to the
sampler."""

import os
import tempfile
import unittest

import numpy as np

import autobatch
from autobatch import constraints as C
from autobatch import sampling, zeros

K = 4
RNG = np.random.default_rng(7)


def lower(x):
    return np.asarray(x)[np.tril_indices(K, -1)]


def tril(x):
    return np.asarray(x)[np.tril_indices(K)]


def flat(x):
    return np.asarray(x, dtype=np.float64).ravel()


# name: (constrain, free, free dimension, the constrained coordinates the
# density is with respect to)
CASES = {
    "positive": (C._positive_constrain, C._positive_free, 3, flat),
    "lower": (lambda u: C._lower_constrain(u, -1.5), lambda x: C._lower_free(x, -1.5), 3, flat),
    "upper": (lambda u: C._upper_constrain(u, 2.0), lambda x: C._upper_free(x, 2.0), 3, flat),
    "bounded": (lambda u: C._bounded_constrain(u, -1.0, 3.0), lambda x: C._bounded_free(x, -1.0, 3.0), 3, flat),
    "ordered": (C._ordered_constrain, C._ordered_free, K, flat),
    "positive_ordered": (C._positive_ordered_constrain, C._positive_ordered_free, K, flat),
    "simplex": (lambda u: C._simplex_constrain(u, zeros(K)), C._simplex_free, K - 1, lambda x: flat(x)[:-1]),
    "cholesky_corr": (
        lambda u: C._cholesky_corr_constrain(u, zeros((K, K))),
        lambda x: C._cholesky_corr_free(x, zeros(K * (K - 1) // 2)),
        K * (K - 1) // 2,
        lower,
    ),
    "cov_matrix": (
        lambda u: C._cov_matrix_constrain(u, zeros((K, K))),
        lambda x: C._cov_matrix_free(x, zeros(K * (K + 1) // 2)),
        K * (K + 1) // 2,
        tril,
    ),
}


def fd_log_det(constrain, u, pick, h=1e-6):
    n = u.size
    jac = np.zeros((n, n))
    for i in range(n):
        up, dn = u.copy(), u.copy()
        up[i] += h
        dn[i] -= h
        jac[:, i] = (pick(constrain(autobatch.array(up))[0]) - pick(constrain(autobatch.array(dn))[0])) / (2 * h)
    return np.linalg.slogdet(jac)[1]


class TransformTest(unittest.TestCase):
    def test_log_jacobians_match_finite_differences(self):
        for name, (constrain, _, n, pick) in CASES.items():
            for _ in range(3):
                u = RNG.normal(size=n)
                _, lj = constrain(autobatch.array(u))
                with self.subTest(name=name, u=u):
                    self.assertAlmostEqual(float(lj), fd_log_det(constrain, u, pick), delta=1e-6 * max(1, abs(lj)))

    def test_round_trips(self):
        for name, (constrain, free, n, _) in CASES.items():
            u = RNG.normal(size=n)
            x, _ = constrain(autobatch.array(u))
            with self.subTest(name=name):
                np.testing.assert_allclose(flat(free(x)), u, rtol=0, atol=1e-12)

    def test_constrained_values_lie_in_their_support(self):
        u = autobatch.array(RNG.normal(size=K * (K - 1) // 2) * 2)
        L, _ = C._cholesky_corr_constrain(u, zeros((K, K)))
        L = np.asarray(L)
        np.testing.assert_allclose(np.diag(L @ L.T), 1.0, atol=1e-14)
        self.assertTrue(np.all(np.triu(L, 1) == 0) and np.all(np.diag(L) > 0))
        s, _ = C._simplex_constrain(autobatch.array(RNG.normal(size=K - 1)), zeros(K))
        self.assertAlmostEqual(float(np.sum(s)), 1.0, delta=1e-15)
        sigma, _ = C._cov_matrix_constrain(autobatch.array(RNG.normal(size=K * (K + 1) // 2)), zeros((K, K)))
        np.linalg.cholesky(np.asarray(sigma))
        # The uniform simplex at u = 0, as Stan's offsets make it.
        s0, _ = C._simplex_constrain(autobatch.array(np.zeros(K - 1)), zeros(K))
        np.testing.assert_allclose(np.asarray(s0), 1.0 / K, rtol=1e-15)


MODEL = """
from autobatch import *

K = 3


def log_density(
    mu: f64,
    sigma: Positive[f64],
    p: Bounded[f64, 0.0, 1.0],
    a: Lower[f64[2], -1.0],
    b: Upper[f64, 2.0],
    cut: Ordered[f64[K]],
    pos: PositiveOrdered[f64[2]],
    w: Simplex[f64[K]],
    L: CholeskyCorr[f64[K, K]],
    S: CovMatrix[f64[2, 2]],
    M: f64[2, 3],
    y: Shared[f64[2]],
) -> f64:
    return (normal_lpdf(y, mu, sigma) + beta_lpdf(p, 2.0, 2.0) + sum(a) - b * b + sum(cut) + sum(pos)
            + dirichlet_lpdf(w, full(K, 2.0)) + lkj_corr_cholesky_lpdf(L, 2.0)
            + multi_normal_lpdf(y, full(2, mu), S) - 0.5 * sum(M * M))
"""


class AdapterTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        d = tempfile.mkdtemp()
        path = os.path.join(d, "every_kind.py")
        with open(path, "w") as f:
            f.write(MODEL)
        cls.binding = sampling.bind_model(path)
        cls.model = autobatch.runner.load_program(path)

    def test_sizes(self):
        a = self.binding.adapter
        # Free: 1+1+1+2+1+3+2+2+3+3+6; constrained: 1+1+1+2+1+3+2+3+9+4+6.
        self.assertEqual((a.dim, a.size), (25, 33))

    def test_log_density_is_the_model_plus_the_log_jacobians(self):
        a = self.binding.adapter
        y = autobatch.array(np.array([0.3, -0.2]))
        theta = autobatch.array(RNG.normal(size=a.dim) * 0.5)
        values = a.values(theta)
        want = self.model.log_density(*(x for x, _ in values), y) + sum(float(j) for _, j in values if j is not None)
        self.assertAlmostEqual(float(a.log_density(theta, y)), float(want), delta=1e-12 * abs(want))

    def test_unconstrain_inverts_constrain(self):
        a = self.binding.adapter
        theta = RNG.normal(size=a.dim) * 0.5
        back = a.unconstrain(a.constrain(autobatch.array(theta)))
        np.testing.assert_allclose(np.asarray(back), theta, rtol=0, atol=1e-12)

    def test_gradient_is_finite_differences(self):
        a = self.binding.adapter
        y = autobatch.array(np.array([0.3, -0.2]))
        theta = RNG.normal(size=a.dim) * 0.5
        _, g = autobatch.value_and_grad(a.log_density, autobatch.array(theta), y)
        h = 1e-6
        for i in range(a.dim):
            up, dn = theta.copy(), theta.copy()
            up[i] += h
            dn[i] -= h
            fd = (float(a.log_density(autobatch.array(up), y)) - float(a.log_density(autobatch.array(dn), y))) / (2 * h)
            self.assertAlmostEqual(float(np.asarray(g)[i]), fd, delta=1e-5 * max(1.0, abs(fd)))


if __name__ == "__main__":
    unittest.main()
