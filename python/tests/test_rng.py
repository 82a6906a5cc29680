"""The distributions' random draws (autobatch/rng.py) against scipy.stats:
for each, 2000 draws from consecutive keys must pass a Kolmogorov-Smirnov
test (continuous) or a chi-square test on the counts (discrete) at level
1e-4 (fixed keys, so the test is deterministic), and the vectorized ones
draw each element from split(key, j)."""

import unittest

import numpy as np
from scipy import stats

import autobatch as ab

N = 2000
LEVEL = 1e-4


def draws(f, *params, n=N):
    return np.array([float(f(ab.split(7, i), *params)) for i in range(n)])


CONTINUOUS = [
    ("normal_rng", (1.5, 2.0), stats.norm(1.5, 2.0)),
    ("lognormal_rng", (0.3, 0.5), stats.lognorm(0.5, scale=np.exp(0.3))),
    ("cauchy_rng", (-1.0, 0.5), stats.cauchy(-1.0, 0.5)),
    ("logistic_rng", (2.0, 1.5), stats.logistic(2.0, 1.5)),
    ("double_exponential_rng", (0.5, 2.0), stats.laplace(0.5, 2.0)),
    ("exponential_rng", (2.5,), stats.expon(scale=1 / 2.5)),
    ("weibull_rng", (1.7, 3.0), stats.weibull_min(1.7, scale=3.0)),
    ("uniform_rng", (-1.0, 3.0), stats.uniform(-1.0, 4.0)),
    ("gamma_rng", (2.5, 1.5), stats.gamma(2.5, scale=1 / 1.5)),
    ("gamma_rng", (0.3, 2.0), stats.gamma(0.3, scale=0.5)),
    ("inv_gamma_rng", (3.0, 2.0), stats.invgamma(3.0, scale=2.0)),
    ("chi_square_rng", (4.5,), stats.chi2(4.5)),
    ("beta_rng", (2.0, 5.0), stats.beta(2.0, 5.0)),
    ("beta_rng", (0.5, 0.5), stats.beta(0.5, 0.5)),
    ("student_t_rng", (3.0, 1.0, 2.0), stats.t(3.0, 1.0, 2.0)),
]

DISCRETE = [
    ("poisson_rng", (3.5,), stats.poisson(3.5)),
    ("poisson_rng", (40.0,), stats.poisson(40.0)),
    ("poisson_log_rng", (np.log(12.0),), stats.poisson(12.0)),
    ("bernoulli_rng", (0.3,), stats.bernoulli(0.3)),
    ("bernoulli_logit_rng", (-0.4,), stats.bernoulli(1 / (1 + np.exp(0.4)))),
    ("binomial_rng", (20, 0.35), stats.binom(20, 0.35)),
    # Past 16 trials, Knuth's halving on Beta draws.
    ("binomial_rng", (1000, 0.3), stats.binom(1000, 0.3)),
    ("binomial_rng", (40, 0.97), stats.binom(40, 0.97)),
    ("binomial_logit_rng", (10, 0.5), stats.binom(10, 1 / (1 + np.exp(-0.5)))),
    ("neg_binomial_2_rng", (4.0, 2.5), stats.nbinom(2.5, 2.5 / (2.5 + 4.0))),
    ("neg_binomial_2_log_rng", (np.log(15.0), 5.0), stats.nbinom(5.0, 5.0 / 20.0)),
]


def chi_square_p(x, dist):
    # Bins of the support with expected count >= 5, the tails pooled.
    values = np.arange(int(dist.ppf(1e-6)), int(dist.ppf(1 - 1e-6)) + 1)
    expected = dist.pmf(values) * len(x)
    observed = np.array([np.sum(x == v) for v in values], dtype=float)
    keep = expected >= 5
    exp_k, obs_k = expected[keep], observed[keep]
    rest_e, rest_o = len(x) - exp_k.sum(), len(x) - obs_k.sum()
    if rest_e >= 5:
        exp_k, obs_k = np.append(exp_k, rest_e), np.append(obs_k, rest_o)
    return stats.chisquare(obs_k, exp_k * obs_k.sum() / exp_k.sum()).pvalue


class RngTest(unittest.TestCase):
    def test_continuous_draws_follow_scipy(self):
        for name, params, dist in CONTINUOUS:
            x = draws(getattr(ab, name), *params)
            with self.subTest(name=name, params=params):
                self.assertGreater(stats.kstest(x, dist.cdf).pvalue, LEVEL)

    def test_discrete_draws_follow_scipy(self):
        for name, params, dist in DISCRETE:
            x = draws(getattr(ab, name), *params)
            with self.subTest(name=name, params=params):
                self.assertTrue(np.all(x == np.round(x)))
                self.assertGreater(chi_square_p(x, dist), LEVEL)

    def test_discrete_draws_are_i64(self):
        key = ab.split(3, 1)
        for f, args in [(ab.poisson_rng, (2.0,)), (ab.binomial_rng, (5, 0.5)), (ab.bernoulli_rng, (0.5,))]:
            self.assertEqual(np.asarray(f(key, *args)).dtype, np.int64)
        self.assertEqual(np.asarray(ab.categorical_rng(key, ab.array([0.5, 0.5]))).dtype, np.int64)

    def test_categorical_and_multivariate(self):
        p = np.array([0.1, 0.6, 0.3])
        x = draws(ab.categorical_rng, ab.array(p))
        counts = np.bincount(x.astype(int), minlength=3)
        self.assertGreater(stats.chisquare(counts, p * N).pvalue, LEVEL)
        logits = np.log(p) + 2.0
        x = draws(ab.categorical_logit_rng, ab.array(logits))
        self.assertGreater(stats.chisquare(np.bincount(x.astype(int), minlength=3), p * N).pvalue, LEVEL)
        sigma = np.array([[2.0, 0.6], [0.6, 1.0]])
        mu = np.array([1.0, -1.0])
        mv = np.array([np.asarray(ab.multi_normal_rng(ab.split(5, i), ab.array(mu), ab.array(sigma))) for i in range(N)])
        np.testing.assert_allclose(mv.mean(axis=0), mu, atol=4 * np.sqrt(2.0 / N))
        np.testing.assert_allclose(np.cov(mv.T), sigma, atol=0.15)
        alpha = np.array([1.0, 2.0, 3.0])
        d = np.array([np.asarray(ab.dirichlet_rng(ab.split(9, i), ab.array(alpha))) for i in range(N)])
        np.testing.assert_allclose(d.sum(axis=1), 1.0, rtol=1e-12)
        for j in range(3):
            marginal = stats.beta(alpha[j], alpha.sum() - alpha[j])
            self.assertGreater(stats.kstest(d[:, j], marginal.cdf).pvalue, LEVEL)

    def test_lkj_correlations_have_their_beta_marginals(self):
        # Each correlation of an LKJ(eta) K x K matrix is 2 Beta(b, b) - 1,
        # b = eta - 1 + K / 2.
        for K, eta, seed in [(3, 2.0, 7), (4, 0.8, 5)]:
            Ls = [np.asarray(ab.lkj_corr_cholesky_rng(ab.split(seed, i), K, eta)) for i in range(N)]
            R = np.array([L @ L.T for L in Ls])
            np.testing.assert_allclose(np.diagonal(R, axis1=1, axis2=2), 1.0, atol=1e-14)
            marginal = stats.beta(eta - 1 + K / 2, eta - 1 + K / 2)
            for i in range(1, K):
                for j in range(i):
                    with self.subTest(K=K, i=i, j=j):
                        self.assertGreater(stats.kstest((R[:, i, j] + 1) / 2, marginal.cdf).pvalue, LEVEL)

    def test_vectorized_draws_use_one_key_per_element(self):
        key = ab.split(11, 4)
        x = np.asarray(ab.normal_rng(key, ab.array([0.0, 10.0, 20.0]), 1.0))
        self.assertEqual(x.shape, (3,))
        self.assertEqual(len(set(np.round(x - [0.0, 10.0, 20.0], 12))), 3)
        np.testing.assert_array_equal(np.asarray(ab.normal_rng(key, ab.array([0.0, 10.0, 20.0]), 1.0)), x)

    def test_invalid_arguments_fail_the_draws_check(self):
        # As Stan's _rng functions reject them: an AssertionError naming
        # the draw and the argument, never a rejection loop that spins
        # (gamma and Poisson at NaN, a negative binomial of phi 0).
        nan, inf = float("nan"), float("inf")
        key = ab.split(3, 1)
        cases = [
            ("normal_rng", (0.0, -1.0), "sigma"), ("normal_rng", (nan, 1.0), "mu"),
            ("normal_rng", (ab.array([0.0, 1.0]), ab.array([1.0, 0.0])), "sigma"),
            ("lognormal_rng", (0.0, 0.0), "sigma"), ("cauchy_rng", (inf, 1.0), "mu"),
            ("logistic_rng", (0.0, nan), "sigma"), ("double_exponential_rng", (0.0, -2.0), "sigma"),
            ("exponential_rng", (0.0,), "beta"), ("weibull_rng", (nan, 1.0), "alpha"),
            ("uniform_rng", (1.0, 1.0), "beta"), ("uniform_rng", (-inf, 1.0), "alpha"),
            ("bernoulli_rng", (1.5,), "theta"), ("bernoulli_logit_rng", (nan,), "alpha"),
            ("gamma_rng", (nan, 1.0), "alpha"), ("gamma_rng", (2.0, inf), "beta"),
            ("inv_gamma_rng", (-1.0, 1.0), "alpha"), ("chi_square_rng", (0.0,), "nu"),
            ("beta_rng", (1.0, nan), "b"), ("student_t_rng", (nan, 0.0, 1.0), "nu"),
            ("poisson_rng", (nan,), "lam"), ("poisson_rng", (-1.0,), "lam"), ("poisson_rng", (2.0**30,), "lam"),
            ("poisson_log_rng", (nan,), "alpha"), ("poisson_log_rng", (21.0,), "alpha"),
            ("binomial_rng", (-1, 0.5), "N"), ("binomial_rng", (10, nan), "theta"),
            ("binomial_logit_rng", (10, inf), "alpha"),
            ("neg_binomial_2_rng", (1.0, 0.0), "phi"), ("neg_binomial_2_rng", (nan, 1.0), "mu"),
            ("neg_binomial_2_rng", (1e300, 1.0), "rate"), ("neg_binomial_2_log_rng", (800.0, 1.0), "eta"),
            ("categorical_rng", (ab.array([0.5, 0.6]),), "theta"), ("categorical_logit_rng", (ab.array([0.0, nan]),), "beta"),
            ("multi_normal_rng", (ab.array([0.0, 0.0]), ab.array([[1.0, 2.0], [2.0, 1.0]])), "Sigma"),
            ("multi_normal_cholesky_rng", (ab.array([nan, 0.0]), ab.array([[1.0, 0.0], [0.0, 1.0]])), "mu"),
            ("dirichlet_rng", (ab.array([1.0, 0.0]),), "alpha"), ("lkj_corr_cholesky_rng", (3, -1.0), "eta"),
        ]
        for name, args, argument in cases:
            with self.subTest(name=name, args=args):
                with self.assertRaises(AssertionError) as raised:
                    getattr(ab, name)(key, *args)
                message = str(raised.exception)
                self.assertTrue(message.startswith(f"{name}: ") and argument in message, message)

    def test_a_binomial_of_many_trials_ends_and_has_its_moments(self):
        # 10^12 trials: about 36 Beta draws each, not 10^12 Bernoulli ones.
        for n, p in [(10**12, 0.5), (10**12, 1e-9), (2**62, 1e-12)]:
            x = np.array([int(ab.binomial_rng(ab.split(7, i), n, p)) for i in range(400)])
            mean, sd = n * p, np.sqrt(n * p * (1 - p))
            self.assertLess(abs(x.mean() - mean), 5 * sd / np.sqrt(len(x)), (n, p))
            self.assertLess(abs(x.std() / sd - 1.0), 0.2, (n, p))
        self.assertEqual(int(ab.binomial_rng(ab.split(7, 0), 10**18, 1.0)), 10**18)
        self.assertEqual(int(ab.binomial_rng(ab.split(7, 0), 10**18, 0.0)), 0)


if __name__ == "__main__":
    unittest.main()
