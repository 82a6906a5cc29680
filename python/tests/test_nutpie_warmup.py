"""Tests of nutpie's warmup in the sampler (python/autobatch/nuts.py,
`--adapt nutpie`) in CPython: its estimators against their formulas, its
schedule of estimator switches against the one derived by hand from
nuts-rs's GlobalStrategy::adapt, the step size jitter, the trajectory
index that decides which draws count, and posterior moments of the
Gaussian targets under it.

Run: PYTHONPATH=python python3 -m unittest python/tests/test_nutpie_warmup.py
"""

from __future__ import annotations

import os
import sys
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

from autobatch.sampling import ADAPTS, bind_model, load_data  # noqa: E402
from test_sampler import CORR, MODEL, STD, MomentsMixin, records_and_states, truth  # noqa: E402

NUTPIE = ADAPTS["nutpie"]


class EstimatorTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.nuts = bind_model(MODEL).nuts

    def test_running_sums_are_nutpies(self):
        rng = np.random.default_rng(3)
        xs, gs = rng.normal(size=(6, 3)), rng.normal(size=(6, 3))
        count, est = 0, np.zeros((4, 3))
        for x, g in zip(xs, gs):
            count, est = self.nuts.nutpie_add(count, est, x, g)
        self.assertEqual(count, 6)
        np.testing.assert_allclose(est[0], xs.mean(axis=0), rtol=1e-14)
        np.testing.assert_allclose(est[2], gs.mean(axis=0), rtol=1e-14)
        # RunningVariance::add_sample: each later sample adds the squared
        # distance to the mean before it.
        for row, v in ((1, xs), (3, gs)):
            expected = sum((v[n] - v[:n].mean(axis=0)) ** 2 for n in range(1, len(v)))
            np.testing.assert_allclose(est[row], expected, rtol=1e-13)

    def test_metric_is_the_ratio_of_standard_deviations(self):
        est = np.array([[0.0, 0.0, 0.0], [4.0, 0.0, np.inf], [0.0, 0.0, 0.0], [1.0, 2.0, 1.0]])
        old = np.array([7.0, 8.0, 9.0])
        metric = self.nuts.draw_gradient_metric(old, est)
        # sqrt(4 / 1); a ratio of 0, or one that is not finite, keeps its value.
        np.testing.assert_array_equal(metric, [2.0, 8.0, 9.0])
        huge = np.array([[0.0] * 3, [1e50] * 3, [0.0] * 3, [1e-50] * 3])
        np.testing.assert_array_equal(self.nuts.draw_gradient_metric(old, huge), [1e20] * 3)

    def test_first_metric_is_the_gradients(self):
        grad = np.array([-4.0, 0.0, np.nan, 1e-30, 1e30])
        metric = self.nuts.gradient_metric(np.ones(5), grad)
        # 1 / |g|, |g| clamped to [1e-20, 1e20]; 0 and NaN give 1.
        np.testing.assert_array_equal(metric, [0.25, 1.0, 1.0, 1e20, 1e-20])


class ScheduleTest(unittest.TestCase):
    """nutpie_warmup driven through 1000 warmup transitions whose draws all
    count: the switches nuts-rs makes, derived by hand. The first 30%
    (k < 300) switch once the background holds 10 draws; it starts with
    the initial point, so at k = 8, then every 10. At k = 300 the window
    is max(80, background count 1) = 80: the background reaches 80 at k =
    378 (switch, window 120), 120 at k = 498 (window 180); the next would
    end at 678 + 270 > 850 (the last 15%), so none follows, and from k =
    581 on (180 * 1.5 + k > 850) the step size adapts to the symmetric
    statistic."""

    @classmethod
    def setUpClass(cls):
        cls.binding = bind_model(MODEL)
        cls.data = load_data(cls.binding, STD)

    def drive(self, num_warmup):
        nuts = self.binding.nuts
        rng = np.random.default_rng(0)
        theta0 = np.zeros(3)
        grad0 = np.ones(3)
        fg_count, fg = nuts.nutpie_add(0, np.zeros((4, 3)), theta0, grad0)
        bg_count, bg = fg_count, fg
        metric = nuts.gradient_metric(np.ones(3), grad0)
        chol = np.sqrt(metric)
        da = (0, 0.0, np.log(0.5), np.log(5.0))
        window, metric_set = nuts.NUTPIE_WINDOW, False
        switches, changes, steps = [], [], []
        for k in range(num_warmup):
            theta, grad = rng.normal(size=3), rng.normal(size=3)
            accept, accept_sym = 0.9, 0.1
            out = nuts.nutpie_warmup(
                nuts.split(7, k), k, num_warmup, 0.8, 1.0, theta, grad, -0.5 * theta @ theta, accept, accept_sym,
                False, 1, metric, chol, *da, fg_count, fg, bg_count, bg, window, metric_set, *self.data,
            )  # fmt: skip
            eps, new_metric, chol = out[0], out[1], out[2]
            da = tuple(out[3:7])
            fg_count, fg, bg_count, bg, window, metric_set, failure = out[7:14]
            self.assertEqual(failure, 0)
            if bg_count == 0:
                switches.append(k)
            if not np.array_equal(new_metric, metric):
                changes.append(k)
            metric = new_metric
            steps.append(eps)
        return switches, changes, steps, window, fg_count

    def test_switches_as_nuts_rs(self):
        switches, changes, steps, window, _ = self.drive(1000)
        self.assertEqual(switches, list(range(8, 300, 10)) + [378, 498])
        self.assertEqual(window, 180)
        # The metric changes after every transition from the second one
        # (the foreground then holds 3 draws) up to the last 15%.
        self.assertEqual(changes, list(range(1, 850)))
        # The last warmup transition leaves the averaged step size.
        self.assertTrue(all(np.isfinite(steps)) and steps[-1] > 0.0)

    def test_short_warmup(self):
        # 100 transitions: 30 early (switches at 8, 18, 28), the last 15
        # for the step size; a window of 80 never fits.
        switches, changes, _, _, _ = self.drive(100)
        self.assertEqual(switches, [8, 18, 28])
        self.assertEqual(changes, list(range(1, 85)))


class RunTest(unittest.TestCase, MomentsMixin):
    @classmethod
    def setUpClass(cls):
        cls.binding = bind_model(MODEL)

    def run_nutpie(self, path, warmup=300, draws=500, chains=4):
        data = load_data(self.binding, path)
        return records_and_states(self.binding, data, chains, warmup, draws, 20240611, adapt=NUTPIE)

    def test_moments(self):
        for path in (STD, CORR):
            with self.subTest(path=os.path.basename(path)):
                self.assert_moments(self.run_nutpie(path), path, 300)

    def test_metric_and_jitter(self):
        warmup = 300
        r = self.run_nutpie(CORR, warmup=warmup)
        # Of a Gaussian (covariance S, precision P = S^-1) the gradient
        # P (mu - x) has variances diag(P), so the metric estimates
        # sqrt(diag(S) / diag(P)).
        _, cov = truth(CORR)
        ratio = r["state_inv_metric"] / np.sqrt(np.diag(cov) / np.diag(np.linalg.inv(cov)))
        self.assertTrue(np.all((ratio > 0.5) & (ratio < 2.0)), ratio)
        # After warmup each step size is the averaged one times a factor in
        # (0.9, 1.1), drawn anew per transition.
        base = np.exp(r["state_da_x_bar"])[:, None]
        factor = r["step_size"][:, warmup:] / base
        self.assertTrue(np.all((factor >= 0.9) & (factor <= 1.1)))
        self.assertGreater(len(np.unique(factor)), factor.size // 2)

    def test_the_trajectory_index_says_whether_the_chain_moved(self):
        nuts = self.binding.nuts
        data = load_data(self.binding, CORR)
        theta = np.array([0.3, -0.2, 0.1])
        # A step of size 0: the gradient and log density at theta.
        _, _, grad, logp = nuts.leapfrog(theta, np.zeros(3), np.zeros(3), 0.0, np.ones(3), 1, *data)
        seen = set()
        for seed in range(40):
            # A small step size moves; a large one mostly diverges at once,
            # and its draw is then often the start.
            eps = 0.1 if seed % 2 else 0.9
            q, _, _, _, _, _, _, leaves, _, index, *_tree = nuts.transition(
                nuts.split(9, seed), theta, grad, logp, eps, np.ones(3), np.ones(3), 10, 0, 1, *nuts.pending_tree(), *data
            )
            self.assertLessEqual(abs(index), leaves)
            self.assertEqual(index == 0, bool(np.array_equal(q, theta)), (seed, index))
            seen.add(np.sign(index))
        self.assertEqual(seen, {-1, 0, 1})


if __name__ == "__main__":
    unittest.main()
