"""The distribution library (``autobatch/distributions.py``) against
scipy.stats: each density summed over random and edge points, within
1e-12 of scipy's value relative to max(1, |value|), with the same -inf
(outside the support) and NaN (invalid parameters); every derivative
against central finite differences. CPython runs the same file the
compiler inlines (tests/programs/distributions.py checks that compiled
code gives CPython's bits), so these checks hold for compiled code too.

Run:  PYTHONPATH=python python3 -m unittest discover -s python/tests -v
"""

from __future__ import annotations

import os
import sys
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import autobatch  # noqa: E402
from autobatch import distributions as d  # noqa: E402

try:
    from scipy import special, stats
except ImportError:  # pragma: no cover - scripts/dev/setup.sh installs it
    stats = None

RTOL = 1e-12
RNG = np.random.default_rng(20261126)


def expit(u):
    return special.expit(u)


# name -> (scipy's log density of our arguments, sampler of valid
# arguments, edge cases [(args, expected kind: "finite", "-inf", "nan")]).
def continuous(size):
    y = RNG.normal(0.0, 2.0, size)
    pos = RNG.gamma(2.0, 1.0, size) + 1e-3
    unit = RNG.uniform(0.01, 0.99, size)
    return y, pos, unit


CASES = {
    "normal_lpdf": (
        lambda y, mu, s: stats.norm.logpdf(y, mu, s),
        lambda n: (continuous(n)[0], RNG.normal(), RNG.gamma(2.0) + 0.1),
        [((0.5, 0.0, -1.0), "nan"), ((0.5, 0.0, 0.0), "nan"), ((np.inf, 0.0, 1.0), "-inf")],
    ),
    "std_normal_lpdf": (lambda y: stats.norm.logpdf(y), lambda n: (continuous(n)[0],), []),
    "cauchy_lpdf": (
        lambda y, mu, s: stats.cauchy.logpdf(y, mu, s),
        lambda n: (continuous(n)[0], RNG.normal(), RNG.gamma(2.0) + 0.1),
        [((1.0, 0.0, -2.0), "nan")],
    ),
    "student_t_lpdf": (
        lambda y, nu, mu, s: stats.t.logpdf(y, nu, mu, s),
        lambda n: (continuous(n)[0], RNG.uniform(0.5, 30.0), RNG.normal(), RNG.gamma(2.0) + 0.1),
        [((1.0, -1.0, 0.0, 1.0), "nan"), ((1.0, 3.0, 0.0, 0.0), "nan")],
    ),
    "double_exponential_lpdf": (
        lambda y, mu, s: stats.laplace.logpdf(y, mu, s),
        lambda n: (continuous(n)[0], RNG.normal(), RNG.gamma(2.0) + 0.1),
        [((1.0, 0.0, -1.0), "nan")],
    ),
    "logistic_lpdf": (
        lambda y, mu, s: stats.logistic.logpdf(y, mu, s),
        lambda n: (continuous(n)[0] * 20.0, RNG.normal(), RNG.gamma(2.0) + 0.1),
        [((800.0, 0.0, 1.0), "finite"), ((-800.0, 0.0, 1.0), "finite")],
    ),
    "lognormal_lpdf": (
        lambda y, mu, s: stats.lognorm.logpdf(y, s, scale=np.exp(mu)),
        lambda n: (continuous(n)[1], RNG.normal(), RNG.gamma(2.0) + 0.1),
        [((0.0, 0.0, 1.0), "-inf"), ((-1.0, 0.0, 1.0), "-inf"), ((1.0, 0.0, 0.0), "nan")],
    ),
    "exponential_lpdf": (
        lambda y, b: stats.expon.logpdf(y, scale=1.0 / b),
        lambda n: (continuous(n)[1], RNG.gamma(2.0) + 0.1),
        [((0.0, 2.0), "finite"), ((-0.5, 2.0), "-inf"), ((1.0, 0.0), "nan")],
    ),
    "gamma_lpdf": (
        lambda y, a, b: stats.gamma.logpdf(y, a, scale=1.0 / b),
        lambda n: (continuous(n)[1], RNG.gamma(2.0) + 0.2, RNG.gamma(2.0) + 0.1),
        [((0.0, 1.0, 2.0), "finite"), ((0.0, 2.0, 2.0), "-inf"), ((-1.0, 2.0, 1.0), "-inf"), ((1.0, 0.0, 1.0), "nan")],
    ),
    "inv_gamma_lpdf": (
        lambda y, a, b: stats.invgamma.logpdf(y, a, scale=b),
        lambda n: (continuous(n)[1], RNG.gamma(2.0) + 0.2, RNG.gamma(2.0) + 0.1),
        [((0.0, 2.0, 1.0), "-inf"), ((1.0, 2.0, -1.0), "nan")],
    ),
    "weibull_lpdf": (
        lambda y, a, s: stats.weibull_min.logpdf(y, a, scale=s),
        lambda n: (continuous(n)[1], RNG.gamma(2.0) + 0.2, RNG.gamma(2.0) + 0.1),
        [((0.0, 1.0, 2.0), "finite"), ((-1.0, 2.0, 1.0), "-inf")],
    ),
    "beta_lpdf": (
        lambda y, a, b: stats.beta.logpdf(y, a, b),
        lambda n: (continuous(n)[2], RNG.gamma(2.0) + 0.2, RNG.gamma(2.0) + 0.2),
        [((0.0, 1.0, 2.0), "finite"), ((1.5, 2.0, 2.0), "-inf"), ((0.5, -1.0, 2.0), "nan")],
    ),
    "uniform_lpdf": (
        lambda y, lo, hi: stats.uniform.logpdf(y, lo, hi - lo),
        lambda n: (RNG.uniform(-1.0, 2.0, n), -1.0 - RNG.gamma(1.0), 2.0 + RNG.gamma(1.0)),
        [((3.0, 0.0, 1.0), "-inf"), ((0.5, 1.0, 0.0), "nan")],
    ),
    "chi_square_lpdf": (
        lambda y, nu: stats.chi2.logpdf(y, nu),
        lambda n: (continuous(n)[1], RNG.gamma(2.0) + 0.2),
        [((0.0, 2.0), "finite"), ((-1.0, 2.0), "-inf")],
    ),
    "bernoulli_lpmf": (
        lambda k, p: stats.bernoulli.logpmf(k, p),
        lambda n: (RNG.integers(0, 2, n), RNG.uniform(0.01, 0.99)),
        [((1, 0.0), "-inf"), ((2, 0.5), "-inf"), ((1, 1.5), "nan")],
    ),
    "bernoulli_logit_lpmf": (
        lambda k, a: stats.bernoulli.logpmf(k, expit(a)),
        lambda n: (RNG.integers(0, 2, n), RNG.normal(0.0, 3.0)),
        [((2, 0.5), "-inf")],
    ),
    "binomial_lpmf": (
        lambda k, big_n, p: stats.binom.logpmf(k, big_n, p),
        lambda n: (RNG.integers(0, 21, n), 20, RNG.uniform(0.01, 0.99)),
        [((0, 5, 0.0), "finite"), ((6, 5, 0.5), "-inf"), ((1, 5, 1.5), "nan")],
    ),
    "binomial_logit_lpmf": (
        lambda k, big_n, a: stats.binom.logpmf(k, big_n, expit(a)),
        lambda n: (RNG.integers(0, 21, n), 20, RNG.normal(0.0, 2.0)),
        [((6, 5, 0.5), "-inf")],
    ),
    "poisson_lpmf": (
        lambda k, lam: stats.poisson.logpmf(k, lam),
        lambda n: (RNG.integers(0, 40, n), RNG.gamma(3.0) + 0.1),
        [((0, 0.0), "finite"), ((-1, 2.0), "-inf"), ((1, -1.0), "nan")],
    ),
    "poisson_log_lpmf": (
        lambda k, a: stats.poisson.logpmf(k, np.exp(a)),
        lambda n: (RNG.integers(0, 40, n), RNG.normal(1.0, 1.0)),
        [((-1, 2.0), "-inf")],
    ),
    "neg_binomial_2_lpmf": (
        lambda k, mu, phi: stats.nbinom.logpmf(k, phi, phi / (mu + phi)),
        lambda n: (RNG.integers(0, 40, n), RNG.gamma(3.0) + 0.1, RNG.gamma(2.0) + 0.1),
        [((-1, 2.0, 1.0), "-inf"), ((1, 2.0, -1.0), "nan")],
    ),
    "neg_binomial_2_log_lpmf": (
        lambda k, eta, phi: stats.nbinom.logpmf(k, phi, phi / (np.exp(eta) + phi)),
        lambda n: (RNG.integers(0, 40, n), RNG.normal(1.0, 1.0), RNG.gamma(2.0) + 0.1),
        [((-1, 2.0, 1.0), "-inf")],
    ),
}

HELPERS = {
    "inv_logit": (lambda u: expit(u), lambda: RNG.normal(0.0, 5.0, 7)),
    "logit": (lambda p: special.logit(p), lambda: RNG.uniform(0.001, 0.999, 7)),
    "log_inv_logit": (lambda u: special.log_expit(u), lambda: RNG.normal(0.0, 30.0, 7)),
    "log1m_inv_logit": (lambda u: special.log_expit(-u), lambda: RNG.normal(0.0, 30.0, 7)),
    "log1m_exp": (lambda a: np.log(-np.expm1(a)), lambda: -RNG.gamma(1.0, 2.0, 7) - 1e-9),
}


def spd(k):
    a = RNG.normal(size=(k, k))
    return a @ a.T + k * np.eye(k)


def mvn_args(rows):
    # y (a vector, or rows of observations), mu (a vector, or one per
    # row), Sigma.
    k = int(RNG.integers(1, 6))
    y = RNG.normal(size=k) if rows == 0 else RNG.normal(size=(rows, k))
    mu = RNG.normal(size=k) if rows == 0 or RNG.uniform() < 0.5 else RNG.normal(size=(rows, k))
    return y, mu, spd(k)


def mvn_reference(y, mu, sigma):
    if y.ndim == 1:
        return stats.multivariate_normal.logpdf(y, mu, sigma)
    mus = mu if mu.ndim == 2 else np.broadcast_to(mu, y.shape)
    return sum(stats.multivariate_normal.logpdf(y[i], mus[i], sigma) for i in range(len(y)))


def corr_cholesky(k):
    # The Cholesky factor of a random correlation matrix.
    a = RNG.normal(size=(k, k + 2))
    a = a / np.sqrt((a * a).sum(axis=1, keepdims=True))
    return np.linalg.cholesky(a @ a.T)


def lkj_reference(chol, eta):
    # Lewandowski, Kurowicka and Joe (2009), eq. 16: LKJ(R | eta) =
    # det(R)^(eta - 1) / c_K with c_K = 2^(sum_k (2 eta - 2 + K - k)(K - k))
    # prod_k B(eta + (K - k - 1) / 2, same)^(K - k), k = 1..K-1; plus the
    # Jacobian of R = L L^T on L's strictly lower elements,
    # prod_i L[i, i]^(K - i - 1) (an independent route to Stan's value).
    k = len(chol)
    log_c = 0.0
    for j in range(1, k):
        b = eta + (k - j - 1) / 2.0
        log_c += (2 * eta - 2 + k - j) * (k - j) * np.log(2.0) + (k - j) * special.betaln(b, b)
    diag = np.log(np.diag(chol))
    jacobian = sum((k - i - 1) * diag[i] for i in range(1, k))
    return -log_c + (eta - 1.0) * 2.0 * diag.sum() + jacobian


# name -> (our call on (y, mu, Sigma)-like arguments, scipy's value,
# sampler of arguments).
MULTIVARIATE = {
    "multi_normal_lpdf": (
        lambda y, mu, sigma: d.multi_normal_lpdf(y, mu, sigma),
        mvn_reference,
        mvn_args,
    ),
    "multi_normal_cholesky_lpdf": (
        lambda y, mu, sigma: d.multi_normal_cholesky_lpdf(y, mu, np.linalg.cholesky(sigma)),
        mvn_reference,
        mvn_args,
    ),
    "categorical_lpmf": (
        lambda n, theta: d.categorical_lpmf(n, theta),
        lambda n, theta: float(np.sum(np.log(theta[n]))),
        lambda rows: (RNG.integers(0, 4, rows) if rows else int(RNG.integers(0, 4)), RNG.dirichlet(np.ones(4))),
    ),
    "categorical_logit_lpmf": (
        lambda n, beta: d.categorical_logit_lpmf(n, beta),
        lambda n, beta: float(np.sum(special.log_softmax(beta)[n])),
        lambda rows: (RNG.integers(0, 5, rows) if rows else int(RNG.integers(0, 5)), RNG.normal(0.0, 2.0, 5)),
    ),
    "lkj_corr_cholesky_lpdf": (
        lambda chol, eta: d.lkj_corr_cholesky_lpdf(chol, eta),
        lambda chol, eta: lkj_reference(chol, eta),
        lambda rows: (corr_cholesky(rows + 2), RNG.gamma(2.0) + 0.1),
    ),
    "dirichlet_lpdf": (
        lambda theta, alpha: d.dirichlet_lpdf(theta, alpha),
        lambda theta, alpha: stats.dirichlet.logpdf(theta, alpha),
        lambda _: (RNG.dirichlet(np.ones(4) * 2.0), RNG.gamma(2.0, size=4) + 0.2),
    ),
}


# A rate of 0 is an invalid parameter (NaN, as Stan rejects it), where
# scipy's scale = 1 / rate = inf is a valid one.
RATE_ZERO = {("exponential_lpdf", (1.0, 0.0))}


def kind(v):
    return "nan" if np.isnan(v) else "-inf" if v == -np.inf else "finite"


@unittest.skipIf(stats is None, "scipy is not installed (bash scripts/dev/setup.sh installs it)")
class Distributions(unittest.TestCase):
    def assert_close(self, got, want, what):
        self.assertEqual(kind(got), kind(want), f"{what}: {got} vs scipy {want}")
        if kind(want) == "finite":
            err = abs(got - want) / max(1.0, abs(want))
            self.assertLessEqual(err, RTOL, f"{what}: {got!r} vs scipy {want!r} ({err:.1e})")

    def test_every_public_distribution_is_checked_here(self):
        densities = {n for n in autobatch.DISTRIBUTIONS if n.endswith(("_lpdf", "_lpmf"))}
        self.assertEqual(densities, set(CASES) | set(MULTIVARIATE))

    def test_multivariate_densities_match_scipy(self):
        for name, (ours, ref, draw) in MULTIVARIATE.items():
            for rows in (0, 1, 3, 0, 2):
                for _ in range(10):
                    args = draw(rows)
                    self.assert_close(float(ours(*args)), float(ref(*args)), name)

    def test_linear_algebra_matches_numpy(self):
        for k in (1, 2, 5, 8):
            a = spd(k)
            chol = d.cholesky_decompose(a)
            self.assertLessEqual(np.abs(chol - np.linalg.cholesky(a)).max(), 1e-12 * np.abs(a).max())
            b = RNG.normal(size=k)
            x = d.mdivide_left_tri_low(chol, b)
            self.assertLessEqual(np.abs(chol @ x - b).max(), 1e-12 * max(1.0, np.abs(b).max()))

    def test_multivariate_derivatives_match_finite_differences(self):
        y, mu, sigma = mvn_args(3)
        chol = np.linalg.cholesky(sigma)
        theta, alpha = RNG.dirichlet(np.ones(4) * 2.0), RNG.gamma(2.0, size=4) + 0.2
        chol3 = corr_cholesky(3)
        functions = [
            (lambda m: d.multi_normal_cholesky_lpdf(y, m, chol), mu),
            (lambda c: d.multi_normal_cholesky_lpdf(y, mu, c), chol),
            (lambda s: d.multi_normal_lpdf(y[0], mu if mu.ndim == 1 else mu[0], s), sigma),
            (lambda a: d.dirichlet_lpdf(theta, a), alpha),
            (lambda t: d.dirichlet_lpdf(t, alpha), theta),
            (lambda b: d.categorical_logit_lpmf(np.array([2, 0, 2]), b), RNG.normal(size=4)),
            (lambda e: d.lkj_corr_cholesky_lpdf(chol3, e[0]), np.array([1.7])),
            (lambda c: d.lkj_corr_cholesky_lpdf(c, 2.5), corr_cholesky(3)),
        ]
        for k, (f, x0) in enumerate(functions):
            # Functions 1 and 2 read only the lower triangle of their
            # matrix: function 2's derivative above the diagonal must be 0,
            # function 1's is not compared.
            self.assert_gradient_matches(f, x0, f"function {k}", upper_zero=k == 2, upper_skipped=k == 1)

    def test_densities_match_scipy_summed(self):
        for name, (ref, draw, _) in CASES.items():
            f = getattr(d, name)
            for size in (1, 5, 40):
                for _ in range(20):
                    args = draw(size)
                    want = float(np.sum(ref(*args)))
                    self.assert_close(float(f(*args)), want, f"{name}{tuple(np.round(a, 4) for a in args)}")

    def test_scalars_broadcast_against_vectors(self):
        y = np.array([0.3, -1.2, 2.5])
        mu = np.array([0.0, 0.5, -0.5])
        # The sum over elements, folded left as the scalar calls add up.
        self.assertEqual(d.normal_lpdf(y, 0.5, 2.0), sum(d.normal_lpdf(float(v), 0.5, 2.0) for v in y))
        self.assert_close(d.normal_lpdf(y, mu, 2.0), float(np.sum(stats.norm.logpdf(y, mu, 2.0))), "vector mu")

    def test_edges_give_scipys_infinities_and_nans(self):
        for name, (ref, _, edges) in CASES.items():
            f = getattr(d, name)
            for args, expected in edges:
                got = float(f(*args))
                self.assertEqual(kind(got), expected, f"{name}{args} = {got}")
                with np.errstate(all="ignore"):
                    # NumPy floats, so that the reference divides by zero
                    # as scipy's arguments would.
                    want = float(np.sum(ref(*(np.float64(a) if isinstance(a, float) else a for a in args))))
                if (name, args) in RATE_ZERO:
                    continue
                self.assert_close(got, want, f"{name}{args}")

    def test_helpers_match_scipy(self):
        for name, (ref, draw) in HELPERS.items():
            f = getattr(d, name)
            for _ in range(20):
                x = draw()
                for got, want in zip(np.atleast_1d(f(x)), ref(x)):
                    self.assert_close(float(got), float(want), name)
        x = RNG.normal(0.0, 10.0, 9)
        self.assert_close(float(d.log_sum_exp(x)), float(special.logsumexp(x)), "log_sum_exp")
        for got, want in zip(d.softmax(x), special.softmax(x)):
            self.assertLessEqual(abs(got - want), 1e-15)
        for got, want in zip(d.log_softmax(x), special.log_softmax(x)):
            self.assert_close(float(got), float(want), "log_softmax")
        a, b = RNG.normal(size=3), RNG.normal(size=5)
        self.assertTrue(np.array_equal(autobatch.outer(a, b), np.outer(a, b)))
        lp1, lp2 = RNG.normal(-5.0, 3.0, 9), RNG.normal(-5.0, 3.0, 9)
        theta = RNG.uniform(0.01, 0.99, 9)
        want = np.logaddexp(np.log(theta) + lp1, np.log1p(-theta) + lp2)
        for got, w in zip(d.log_mix(theta, lp1, lp2), want):
            self.assert_close(float(got), float(w), "log_mix")

    def test_derivatives_match_finite_differences(self):
        # Every float argument of every density, at a random valid point:
        # value_and_grad (CPython's, the compiled one's twin) against a
        # central difference.
        for name, (_, draw, _) in CASES.items():
            f = getattr(d, name)
            args = draw(4)
            floats = [i for i, a in enumerate(args) if np.asarray(a).dtype.kind == "f"]
            for i in floats:
                def of(x, i=i):
                    full = list(args)
                    full[i] = x
                    return f(*full)

                self.assert_gradient_matches(of, np.asarray(args[i], dtype=np.float64), f"d {name} / d arg {i}")

    def assert_gradient_matches(self, f, x0, what, upper_zero=False, upper_skipped=False):
        # value_and_grad of f at x0 against a central difference in each
        # element; for a matrix read only below its diagonal, the elements
        # above it have derivative 0 (upper_zero) or are not compared.
        _, g = autobatch.value_and_grad(f, x0)
        g = np.asarray(g).reshape(-1)
        flat = x0.reshape(-1)
        for i in range(flat.size):
            above = x0.ndim == 2 and i % x0.shape[1] > i // x0.shape[1]
            if above and upper_zero:
                self.assertEqual(float(g[i]), 0.0, f"{what}[{i}]")
                continue
            if above and upper_skipped:
                continue
            h = 1e-6 * max(1.0, abs(flat[i]))
            up, down = flat.copy(), flat.copy()
            up[i] += h
            down[i] -= h
            fd = (f(up.reshape(x0.shape)) - f(down.reshape(x0.shape))) / (2 * h)
            self.assertLessEqual(abs(g[i] - fd), 1e-5 * max(1.0, abs(fd)), f"{what}[{i}]: {g[i]} vs {fd}")


if __name__ == "__main__":
    unittest.main()


class ExtremeArguments(unittest.TestCase):
    """Where scipy itself loses digits (Poisson counts near 1e9, gamma
    shapes near 1e6, logit tails), the exact value, from mpmath at 50
    digits, decides: within 1e-12 relative to max(1, |value|)."""

    def check(self, got, exact):
        got, exact = float(got), float(exact)
        self.assertLessEqual(abs(got - exact), 1e-12 * max(1.0, abs(exact)), f"{got!r} vs {exact!r}")

    def test_poisson_and_gamma_far_out(self):
        import mpmath as mp

        mp.mp.dps = 50
        for n, lam in [(1e9, 1e9), (1e9, 1.0001e9), (123456789.0, 123450000.0), (1e6, 1e6), (500.0, 520.0)]:
            exact = mp.mpf(n) * mp.log(lam) - lam - mp.loggamma(mp.mpf(n) + 1)
            self.check(d.poisson_lpmf(n, lam), exact)
            alpha = float(mp.log(lam))
            exact_log = mp.mpf(n) * mp.mpf(alpha) - mp.exp(mp.mpf(alpha)) - mp.loggamma(mp.mpf(n) + 1)
            self.check(d.poisson_log_lpmf(n, alpha), exact_log)
        for y, a, b in [(1.0, 1e6, 1e6), (1.001, 1e6, 1e6), (0.999, 2e6, 2e6), (3.0, 50.0, 0.1)]:
            y_, a_, b_ = mp.mpf(y), mp.mpf(a), mp.mpf(b)
            exact = a_ * mp.log(b_) - mp.loggamma(a_) + (a_ - 1) * mp.log(y_) - b_ * y_
            self.check(d.gamma_lpdf(y, a, b), exact)

    def test_logit_tails(self):
        import mpmath as mp

        mp.mp.dps = 50
        for a in [-800.0, -40.0, -1e-10, 1e-10, 40.0, 800.0]:
            a_ = mp.mpf(a)
            self.check(d.log_inv_logit(a), -mp.log1p(mp.exp(-a_)))
            self.check(d.log1m_inv_logit(a), -mp.log1p(mp.exp(a_)))
            self.check(d.bernoulli_logit_lpmf(1, a), -mp.log1p(mp.exp(-a_)))
        for p in [1e-300, 1e-20, 0.5, 1.0 - 2.0**-53]:
            self.check(d.logit(p), mp.log(mp.mpf(p) / (1 - mp.mpf(p))))
