"""Tests of the sampler (python/autobatch/nuts.py) in CPython, through
autobatch.sampling: the model binding, the segment protocol, Stan's warmup
pieces against reference values, and posterior moments of Gaussian
targets (examples/models/gaussian.py).

Tolerance rule for moments: every chain's draws are cut into 20 batches;
the Monte Carlo standard error (MCSE) of a mean is the standard deviation
of the chains' batch means over sqrt(their number) (batch means, which
account for autocorrelation). An estimate passes when it lies within 4
MCSE of the truth: the mean of theta_j against mean_j, and the mean of
(theta_j - mean_j)^2 against the true variance. The seeds are fixed, so
each check is deterministic; the rule says how far off a correct sampler
can be.

Run: PYTHONPATH=python python3 -m unittest python/tests/test_sampler.py
"""

from __future__ import annotations

import json
import os
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

from autobatch.sampling import ADAPTS, ModelError, SamplingError, bind_model, load_data, sample_chains  # noqa: E402

MODEL = os.path.join(ROOT, "examples", "models", "gaussian.py")
STD = os.path.join(ROOT, "examples", "models", "gaussian_std.json")
CORR = os.path.join(ROOT, "examples", "models", "gaussian_corr.json")
MCSE_FACTOR = 4.0
# nutpie's warmup state (fg_count ... metric_set) of a 3-d model, unused
# by `sample` with adapt = 0 (Stan's warmup).
NO_NUTPIE = (0, np.zeros((4, 3)), 0, np.zeros((4, 3)), 0, False)


def truth(path):
    with open(path) as f:
        d = json.load(f)
    return np.array(d["mean"]), np.linalg.inv(np.array(d["prec"]))


def batch_mcse(y: np.ndarray, batches: int = 20) -> float:
    """MCSE of the mean of y (chains x draws) by batch means."""
    chains, n = y.shape
    size = n // batches
    means = y[:, : batches * size].reshape(chains, batches, size).mean(axis=2).ravel()
    return float(means.std(ddof=1) / np.sqrt(means.size))


def max_stable_step(inv_metric: np.ndarray, prec: np.ndarray) -> float:
    """The leapfrog's stability limit on a Gaussian with precision prec
    under the metric: 2 / omega_max, omega^2 the eigenvalues of M^-1 P."""
    s = np.sqrt(inv_metric)
    return float(2.0 / np.sqrt(np.linalg.eigvalsh(s[:, None] * prec * s[None, :]).max()))


_RUNS = {}


def records_and_states(binding, data, *args, **kw):
    """sample_chains's records over all transitions, with the final
    state as state_<name>."""
    records, states = sample_chains(binding, data, *args, **kw)
    records.update({f"state_{name}": v for name, v in states.items()})
    return records


def run(data_path, chains=4, warmup=200, draws=500, seed=20240611, **kw):
    """A cached sampler run on the Gaussian model (runs take seconds)."""
    key = (data_path, chains if isinstance(chains, int) else tuple(chains), warmup, draws, seed,
           tuple(sorted(kw.items())))
    if key not in _RUNS:
        binding = bind_model(MODEL)
        _RUNS[key] = records_and_states(binding, load_data(binding, data_path), chains, warmup, draws, seed, **kw)
    return _RUNS[key]


class MomentsMixin:
    def assert_moments(self, result, data_path, warmup):
        mean, cov = truth(data_path)
        x = result["theta"][:, warmup:]
        for j in range(x.shape[2]):
            xj = x[:, :, j]
            err = abs(xj.mean() - mean[j])
            self.assertLess(err, MCSE_FACTOR * batch_mcse(xj), f"mean of theta[{j}]")
            sq = (xj - mean[j]) ** 2
            self.assertLess(abs(sq.mean() - cov[j, j]), MCSE_FACTOR * batch_mcse(sq), f"variance of theta[{j}]")


class NutsGaussianTest(unittest.TestCase, MomentsMixin):
    def test_standard_normal(self):
        r = run(STD)
        self.assert_moments(r, STD, 200)
        self.assertEqual(r["diverging"][:, 200:].sum(), 0)

    def test_correlated_gaussian(self):
        r = run(CORR, warmup=300)
        self.assert_moments(r, CORR, 300)
        self.assertEqual(r["diverging"][:, 300:].sum(), 0)

    def test_metric_adapts_to_the_marginal_variances(self):
        # Stan's warmup: the windows' variances.
        _, cov = truth(CORR)
        inv_metric = run(CORR, warmup=300, adapt=ADAPTS["stan"])["state_inv_metric"]
        ratio = inv_metric / np.diag(cov)
        self.assertTrue(np.all((ratio > 0.5) & (ratio < 2.0)), ratio)

    def test_step_size_adapted(self):
        # After Stan's warmup the step size is fixed, and lies between a
        # fifth of the leapfrog's stability limit and the limit (beyond it
        # nothing is accepted; far below it acceptance would exceed the
        # target). (nutpie's jitters it: test_nutpie_warmup.py.)
        for path, warmup in ((STD, 200), (CORR, 300)):
            r = run(path, warmup=warmup, adapt=ADAPTS["stan"])
            _, cov = truth(path)
            prec = np.linalg.inv(cov)
            for c in range(r["step_size"].shape[0]):
                eps = r["step_size"][c, warmup:]
                self.assertTrue(np.all(eps == eps[0]))
                limit = max_stable_step(r["state_inv_metric"][c], prec)
                self.assertTrue(0.2 * limit < eps[0] < limit, (path, c, eps[0], limit))
            self.assertGreater(r["acceptance_rate"][:, warmup:].mean(), 0.7)

    def test_records_are_consistent(self):
        r = run(STD)
        self.assertEqual(r["theta"].shape, (4, 700, 3))
        # NUTS with one leapfrog step per leaf: 2^depth - 1 <= n_steps <= 2^(depth + 1) - 1
        # (a trajectory ends within its last doubling or after it).
        depth, steps = r["tree_depth"], r["n_steps"]
        self.assertTrue(np.all(steps >= 2**depth - 1) and np.all(steps <= 2 ** (depth + 1) - 1))
        self.assertTrue(np.all((r["acceptance_rate"] >= 0) & (r["acceptance_rate"] <= 1)))
        # lp is the log density of the draw; energy = -lp + kinetic >= -lp.
        d = r["theta"]
        np.testing.assert_allclose(r["lp"], -0.5 * (d * d).sum(axis=2), rtol=1e-12, atol=1e-12)
        self.assertTrue(np.all(r["energy"] >= -r["lp"]))


class SliceTest(unittest.TestCase, MomentsMixin):
    def test_slice_variant_with_paper_leaves(self):
        # The correlated target: on the standard normal, leaves of 4 steps
        # of the adapted size span about half an oscillation, and the
        # trajectories resonate (the draws' variance mixes slowly).
        r = run(CORR, chains=2, warmup=150, draws=400, algorithm=1, leaf_steps=4)
        self.assert_moments(r, CORR, 150)
        self.assertTrue(np.all(r["n_steps"] % 4 == 0))
        self.assertEqual(r["diverging"][:, 150:].sum(), 0)


class ReproducibilityTest(unittest.TestCase):
    def small(self, **kw):
        args = dict(chains=3, warmup=30, draws=40)
        args.update(kw)
        return run(CORR, **args)

    def test_same_seed_same_bits(self):
        a = self.small()
        binding = bind_model(MODEL)
        b = records_and_states(binding, load_data(binding, CORR), 3, 30, 40, 20240611)
        for name in a:
            self.assertTrue(np.array_equal(a[name], b[name]), name)

    def test_the_deepest_tree_is_the_samplers(self):
        from autobatch import sampling

        self.assertEqual(bind_model(MODEL).nuts.MAX_TREE_DEPTH, sampling.MAX_TREE_DEPTH)
        args = sampling._parser().parse_args([MODEL, "-o", "out.npz", "--max-depth", "17"])
        with self.assertRaisesRegex(SamplingError, "--max-depth 17 is out of range: at most 16"):
            sampling._check_args(args)
        sampling._check_args(sampling._parser().parse_args([MODEL, "-o", "out.npz", "--max-depth", "16"]))

    def test_other_seed_other_draws(self):
        a, b = self.small(), self.small(seed=7)
        self.assertFalse(np.array_equal(a["theta"], b["theta"]))

    def test_a_chain_does_not_depend_on_the_others(self):
        alone = self.small(chains=[2])
        together = self.small()
        for name in alone:
            self.assertTrue(np.array_equal(alone[name][0], together[name][2]), name)
        self.assertFalse(np.array_equal(together["theta"][0], together["theta"][1]))

    def test_chains_are_uncorrelated(self):
        x = run(STD)["theta"][:, 200:, 0]
        n = x.shape[1]
        for a in range(x.shape[0]):
            for b in range(a):
                self.assertLess(abs(np.corrcoef(x[a], x[b])[0, 1]), 4 / np.sqrt(n))

    def test_draws_do_not_depend_on_the_run_length(self):
        # More draws append transitions; the segments' cuts move nothing.
        short, long = self.small(), self.small(draws=77)
        for name in ("theta", "lp", "acceptance_rate", "step_size", "tree_depth", "n_steps", "diverging", "energy"):
            self.assertTrue(np.array_equal(short[name][:, :70], long[name][:, :70]), name)


class WarmupPiecesTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.nuts = bind_model(MODEL).nuts

    def window_ends(self, num_warmup):
        return [k for k in range(num_warmup) if self.nuts.ends_metric_window(k, num_warmup)]

    def test_stan_windows(self):
        # Stan's default schedule for 1000 warmup transitions: 75 fast, slow
        # windows 25, 50, 100, 200 and 500 (stretched), 50 fast.
        self.assertEqual(self.window_ends(1000), [99, 149, 249, 449, 949])
        self.assertEqual(self.window_ends(150), [99])
        self.assertEqual(self.window_ends(300), [99, 149, 249])
        # 15% / 75% / 10% below 150; nothing below 20.
        self.assertEqual(self.window_ends(100), [89])
        self.assertEqual(self.window_ends(19), [])
        used = [k for k in range(100) if self.nuts.in_metric_window(k, 100)]
        self.assertEqual((used[0], used[-1], len(used)), (15, 89, 75))
        self.assertEqual(self.nuts.window_sizes(1000), (75, 50, 25))

    def test_dual_averaging_step(self):
        # First step from mu = log(10): eta = 1/11, s_bar = 0.3/11,
        # x = log(10) - s_bar / 0.05, x_bar = x.
        eps, count, s_bar, x_bar = self.nuts.learn_step_size(0, 0.0, 0.0, np.log(10.0), 0.5, 0.8, np.inf)
        x = np.log(10.0) - (0.3 / 11) / 0.05
        self.assertEqual(count, 1)
        self.assertAlmostEqual(s_bar, 0.3 / 11, places=15)
        self.assertAlmostEqual(x_bar, x, places=14)
        self.assertAlmostEqual(eps, np.exp(x), places=13)
        # An acceptance statistic above 1 counts as 1.
        self.assertEqual(self.nuts.learn_step_size(0, 0.0, 0.0, 0.0, 1.5, 0.8, np.inf),
                         self.nuts.learn_step_size(0, 0.0, 0.0, 0.0, 1.0, 0.8, np.inf))
        # nutpie's cap: the log step size stops at max_log_step, and the
        # average follows it.
        eps, _, _, x_bar = self.nuts.learn_step_size(0, 0.0, 0.0, 5.0, 0.0, 0.8, np.log(np.pi))
        self.assertEqual((eps, x_bar), (np.exp(np.log(np.pi)), np.log(np.pi)))

    def test_welford_and_regularization(self):
        xs = np.array([[1.0, 2.0, -1.0], [3.0, 2.5, 0.0], [2.0, 7.0, 4.0], [0.5, -1.0, 2.0]])
        n, mean, m2 = 0, np.zeros(3), np.zeros(3)
        for x in xs:
            n, mean, m2 = self.nuts.welford_add(n, mean, m2, x)
        np.testing.assert_allclose(mean, xs.mean(axis=0), rtol=1e-15)
        var = self.nuts.regularized_metric(n, m2, np.ones(3))
        np.testing.assert_allclose(var, (4 / 9) * xs.var(axis=0, ddof=1) + 1e-3 * 5 / 9, rtol=1e-14)

    def test_log_add_exp(self):
        self.assertEqual(self.nuts.log_add_exp(-np.inf, -np.inf), -np.inf)
        self.assertEqual(self.nuts.log_add_exp(-np.inf, 1.5), 1.5)
        self.assertAlmostEqual(self.nuts.log_add_exp(np.log(2.0), np.log(3.0)), np.log(5.0), places=15)


class DenseMetricTest(unittest.TestCase, MomentsMixin):
    """The dense metric (bind_model(..., dense=True)): Stan's
    welford_covar_estimator and covar_adaptation, the factor and the
    momentum it draws, and a correlated target."""

    @classmethod
    def setUpClass(cls):
        cls.binding = bind_model(MODEL, dense=True)
        cls.nuts = cls.binding.nuts
        cls.data = load_data(cls.binding, CORR)

    @classmethod
    def tearDownClass(cls):
        bind_model(MODEL)

    def test_covariance_and_regularization(self):
        xs = np.array([[1.0, 2.0, -1.0], [3.0, 2.5, 0.0], [2.0, 7.0, 4.0], [0.5, -1.0, 2.0]])
        n, mean, m2 = 0, np.zeros(3), self.nuts.no_scatter()
        for x in xs:
            n, mean, m2 = self.nuts.welford_add(n, mean, m2, x)
        self.assertEqual(m2.shape, (3, 3))
        cov = self.nuts.regularized_metric(n, m2, self.nuts.identity_metric())
        want = (4 / 9) * np.cov(xs, rowvar=False) + 1e-3 * 5 / 9 * np.eye(3)
        np.testing.assert_allclose(cov, want, rtol=1e-14)
        self.assertTrue(np.array_equal(cov, cov.T))
        # Fewer than two draws keep the previous metric, regularized.
        one = self.nuts.welford_add(0, np.zeros(3), self.nuts.no_scatter(), xs[0])
        kept = self.nuts.regularized_metric(one[0], one[2], 2.0 * np.eye(3))
        np.testing.assert_allclose(kept, (1 / 6) * 2.0 * np.eye(3) + 1e-3 * 5 / 6 * np.eye(3), rtol=1e-15)

    def test_factor_and_momentum(self):
        _, cov = truth(CORR)
        u, pivot = self.nuts.metric_factor(cov)
        self.assertEqual(pivot, 1.0)
        self.assertTrue(np.array_equal(u, np.triu(u)))
        np.testing.assert_allclose(u.T @ u, cov, rtol=1e-13, atol=1e-15)
        # p = U^-1 z has covariance (U^T U)^-1 = M: 4000 draws, each
        # entry within 4 standard errors of a Wishart sample's.
        ps = np.array([self.nuts.momentum(k, u) for k in range(4000)])
        mass = np.linalg.inv(cov)
        sample = np.cov(ps, rowvar=False)
        se = np.sqrt((mass**2 + np.outer(np.diag(mass), np.diag(mass))) / len(ps))
        self.assertTrue(np.all(np.abs(sample - mass) < 4 * se), (sample, mass))
        # p^T M^-1 p / 2 with the matrix.
        p = ps[0]
        self.assertAlmostEqual(self.nuts.kinetic_energy(p, cov), 0.5 * p @ cov @ p, places=12)

    def test_not_positive_definite(self):
        # The second pivot, 1 - 2 * 2, is not positive: reported, not asserted.
        _, pivot = self.nuts.metric_factor(np.array([[1.0, 2.0, 0.0], [2.0, 1.0, 0.0], [0.0, 0.0, 1.0]]))
        self.assertEqual(pivot, -3.0)

    def test_correlated_gaussian(self):
        records, states = sample_chains(self.binding, self.data, 4, 300, 500, 20240611)
        self.assert_moments(records, CORR, 300)
        self.assertEqual(records["diverging"][:, 300:].sum(), 0)
        # The adapted inverse metric is the last slow window's (transitions
        # 150 to 249) regularized sample covariance, and estimates the
        # posterior's: variances within a factor 2 (100 draws).
        _, cov = truth(CORR)
        for c, inv_metric in enumerate(states["inv_metric"]):
            window = records["theta"][c, 150:250]
            want = (100 / 105) * np.cov(window, rowvar=False) + 1e-3 * (5 / 105) * np.eye(3)
            np.testing.assert_allclose(inv_metric, want, rtol=1e-10)
            ratio = np.diag(inv_metric) / np.diag(cov)
            self.assertTrue(np.all((ratio > 0.5) & (ratio < 2.0)), ratio)
            u = states["metric_chol"][c]
            np.testing.assert_allclose(u.T @ u, inv_metric, rtol=1e-13)


class InitialPointTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.binding = bind_model(MODEL)
        cls.data = load_data(cls.binding, CORR)

    def start(self, init, jitter, optimize=0):
        """sample with no transitions: only the chain's initialization."""
        z = np.zeros(3)
        out = self.binding.nuts.sample(5, 0, 0, 25, 0, 0, 10, 0.8, 0, 1, 0, init, jitter, optimize,
                                       z, z, 0.0, 0.0, z, z, 0, 0.0, 0.0, 0.0, 0, z, z, *NO_NUTPIE, *self.data)
        # count, failure and failure_value: no transition, no failure.
        self.assertEqual(tuple(out[-3:]), (0, 0, 0.0))
        return out

    def test_init_without_jitter(self):
        init = np.array([0.5, -1.0, 0.25])
        theta, grad, logp, eps, inv_metric = self.start(init, 0.0)[:5]
        mean, cov = truth(CORR)
        prec = np.linalg.inv(cov)
        self.assertTrue(np.array_equal(theta, init))
        np.testing.assert_allclose(grad, -prec @ (init - mean), rtol=1e-12)
        self.assertAlmostEqual(logp, -0.5 * (init - mean) @ prec @ (init - mean), places=12)
        self.assertTrue(np.array_equal(inv_metric, np.ones(3)))
        self.assertGreater(eps, 0.0)

    def test_jittered_init(self):
        theta = self.start(np.full(3, 100.0), 2.0)[0]
        self.assertTrue(np.all(np.abs(theta) < 2.0))

    def test_init_optimize_climbs_to_the_mode(self):
        # L-BFGS reaches the Gaussian's mean from a given point and from
        # random ones (a quadratic: a few iterations), and stops there.
        mean, _ = truth(CORR)
        for init, jitter in ((np.array([0.5, -1.0, 0.25]), 0.0), (np.zeros(3), 2.0)):
            theta, grad, logp = self.start(init, jitter, optimize=50)[:3]
            np.testing.assert_allclose(theta, mean, atol=1e-6)
            self.assertLess(np.abs(grad).max(), 1e-6)
            self.assertAlmostEqual(logp, 0.0, places=10)
        # Fewer iterations than it needs: it is on its way, not there.
        start = self.start(np.array([0.5, -1.0, 0.25]), 0.0)[2]
        one = self.start(np.array([0.5, -1.0, 0.25]), 0.0, optimize=1)[2]
        self.assertGreater(one, start)
        self.assertLess(one, -1e-6)

    def test_init_optimize_is_refused_with_nutpies_warmup(self):
        z = np.zeros(3)
        with self.assertRaisesRegex(AssertionError, "init_optimize needs Stan's warmup"):
            self.binding.nuts.sample(5, 0, 0, 25, 0, 0, 10, 0.8, 0, 1, ADAPTS["nutpie"], z, 2.0, 10,
                                     z, z, 0.0, 0.0, z, z, 0, 0.0, 0.0, 0.0, 0, z, z, *NO_NUTPIE, *self.data)

    def test_no_finite_initial_point_is_a_failure_not_an_assertion(self):
        z = np.zeros(3)
        bad = np.full(3, np.nan)
        out = self.binding.nuts.sample(5, 0, 0, 25, 0, 10, 10, 0.8, 0, 1, 0, bad, 0.0, 0,
                                       z, z, 0.0, 0.0, z, z, 0, 0.0, 0.0, 0.0, 0, z, z, *NO_NUTPIE, *self.data)
        count, failure, value = out[-3:]
        self.assertEqual((count, failure), (0, self.binding.nuts.FAIL_INIT))
        self.assertTrue(np.isnan(value))


class BindModelTest(unittest.TestCase):
    def bind_source(self, body):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "model.py")
            with open(path, "w") as f:
                f.write("from autobatch import *\n\nD = 3\n\n" + textwrap.dedent(body))
            return bind_model(path)

    def test_refusals(self):
        cases = [
            ("def log_density(theta: i64[D]) -> f64:\n    return 0.0\n", "float scalar, vector or matrix"),
            ("def log_density(theta: f64[D, D, D]) -> f64:\n    return 0.0\n", "float scalar, vector or matrix"),
            ("def log_density(y: Shared[f64[D]], theta: f64[D]) -> f64:\n    return 0.0\n", "samples first"),
            ("def log_density(theta: f64[D], y: Shared[f64[D]], x: f64[D]) -> f64:\n    return 0.0\n",
             "comes after the data"),
            ("def log_density(theta: f64[D], n: i64) -> f64:\n    return 0.0\n", "float scalar, vector or matrix"),
            ("def log_density(a: f64, b: f32) -> f64:\n    return a\n", "share one float type"),
            ("def log_density(theta: f64[D]) -> i64:\n    return 0\n", "a float scalar"),
            ("def log_density(theta: f64[D], *rest) -> f64:\n    return 0.0\n", "plain positional"),
            ("def density(theta: f64[D]) -> f64:\n    return 0.0\n", "no function `log_density`"),
        ]
        for body, message in cases:
            with self.assertRaises(ModelError) as e:
                self.bind_source(body)
            self.assertIn(message, str(e.exception))

    def test_float32_model(self):
        binding = self.bind_source("""
            def log_density(theta: f32[D], scale: Shared[f32[D]]) -> f32:
                z = theta / scale
                return -0.5 * dot(z, z)
            """)
        self.assertEqual((binding.float_dtype.name, binding.dim, binding.data_names), ("f32", 3, ["scale"]))
        data = (np.array([1.0, 2.0, 0.5], dtype=np.float32),)
        r = records_and_states(binding, data, 2, 20, 20, 3)
        self.assertEqual(r["theta"].dtype, np.float32)
        self.assertEqual(r["state_inv_metric"].dtype, np.float32)
        self.assertTrue(np.all(np.isfinite(r["lp"])))

    def test_data_errors(self):
        binding = bind_model(MODEL)
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "data.json")
            with open(path, "w") as f:
                json.dump({"mean": [0.0, 0.0, 0.0]}, f)
            with self.assertRaisesRegex(SamplingError, "no entry `prec`"):
                load_data(binding, path)
            with open(path, "w") as f:
                json.dump({"mean": [0.0, 0.0], "prec": np.eye(3).tolist()}, f)
            with self.assertRaisesRegex(SamplingError, "shape"):
                load_data(binding, path)


class CommandLineTest(unittest.TestCase):
    def sample(self, *args):
        env = dict(os.environ, PYTHONPATH=PYDIR)
        return subprocess.run([sys.executable, "-m", "autobatch", "sample", MODEL, *args],
                              capture_output=True, text=True, env=env, cwd=ROOT)

    def test_writes_the_arrays(self):
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "out.npz")
            init = os.path.join(d, "init.json")
            with open(init, "w") as f:
                json.dump([0.5, -1.5, 0.25], f)
            p = self.sample("--data", CORR, "--chains", "2", "--warmup", "25", "--draws", "15", "--seed", "4",
                            "--init", init, "--algorithm", "slice", "--leaf-steps", "2", "--save-warmup", "-o", out)
            self.assertEqual(p.returncode, 0, p.stderr)
            with np.load(out) as z:
                self.assertEqual(z["theta"].shape, (2, 15, 3))
                self.assertEqual(z["warmup_theta"].shape, (2, 25, 3))
                for name in ("lp", "acceptance_rate", "step_size", "tree_depth", "n_steps", "diverging", "energy"):
                    self.assertEqual(z[name].shape, (2, 15), name)
                    self.assertEqual(z["warmup_" + name].shape, (2, 25), name)
                self.assertEqual(z["diverging"].dtype, np.bool_)
                self.assertTrue(np.all(z["n_steps"] % 2 == 0))

    def test_reports_errors(self):
        p = self.sample("--data", CORR, "--chains", "0", "--warmup", "5", "--draws", "5", "--seed", "1", "-o", "x.npz")
        self.assertEqual(p.returncode, 1)
        self.assertIn("--chains must be at least 1", p.stderr)


if __name__ == "__main__":
    unittest.main()
