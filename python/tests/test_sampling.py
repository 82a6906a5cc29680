"""Tests of ``autobatch.sampling``: the sampler (``autobatch/nuts.py``)
bound to a model in CPython (tests/conformance/sample.rs checks that the
compiled sampler on the VM gives the same draws, bit for bit).

Run:  PYTHONPATH=python python3 -m unittest discover -s python/tests -v
"""

from __future__ import annotations

import os
import sys
import tempfile
import textwrap
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from autobatch.runner import RunnerError, load_program  # noqa: E402
from autobatch.sampling import ADAPTS, bind_model, load_data, run_chains  # noqa: E402

NORMAL = """
from autobatch import *

D = 3

def log_density(theta: f64[D], scale: Shared[f64[D]]) -> f64:
    z = theta / scale
    return -0.5 * dot(z, z)
"""


def model(source: str):
    d = tempfile.mkdtemp()
    path = os.path.join(d, "model.py")
    with open(path, "w") as f:
        f.write(textwrap.dedent(source))
    return load_program(path)


class SamplingTest(unittest.TestCase):
    def setUp(self):
        self.sampler = bind_model(model(NORMAL))
        self.scale = np.array([0.5, 1.0, 3.0])

    def run_normal(self, **kw):
        args = dict(chains=2, warmup=150, draws=400, seed=3)
        args.update(kw)
        return run_chains(self.sampler, [self.scale], **args)

    def test_draws_have_the_target_moments(self):
        # 800 draws of each coordinate, an effective sample size of several
        # hundred: the mean's standard error is below 0.1 scale, the sd's
        # relative error below 10%; the bounds are 4 and 3 such errors.
        out = self.run_normal()
        theta = out["theta"].reshape(-1, 3)
        self.assertEqual(out["theta"].shape, (2, 400, 3))
        for k, s in enumerate(self.scale):
            self.assertLess(abs(theta[:, k].mean()) / s, 0.4)
            self.assertLess(abs(theta[:, k].std() / s - 1.0), 0.3)
        self.assertFalse(out["diverging"].any())
        self.assertEqual(out["diverging"].dtype, np.bool_)
        # The step size is adapted, then fixed (Stan's warmup, the default),
        # or with nutpie's jittered by a factor in (0.9, 1.1) around a fixed one.
        stan = out["step_size"]
        self.assertTrue(np.all(stan == stan[:, :1]))
        eps = self.run_normal(adapt=ADAPTS["nutpie"])["step_size"]
        spread = eps / np.median(eps, axis=1, keepdims=True)
        self.assertTrue(np.all((spread > 0.9 / 1.1) & (spread < 1.1 / 0.9)), spread)
        self.assertTrue(np.all((eps > 0.1) & (eps < 3.0)), eps[:, 0])

    def test_chains_are_reproducible_and_independent(self):
        a = self.run_normal(chains=2, warmup=20, draws=10)
        b = self.run_normal(chains=1, warmup=20, draws=10)
        np.testing.assert_array_equal(a["theta"][:1], b["theta"])
        self.assertFalse(np.array_equal(a["theta"][0], a["theta"][1]))

    def test_warmup_is_kept_on_request(self):
        out = self.run_normal(chains=1, warmup=20, draws=5, save_warmup=True)
        self.assertEqual(out["warmup_theta"].shape, (1, 20, 3))
        self.assertEqual(out["lp"].shape, (1, 5))

    def test_the_slice_variant_runs(self):
        out = self.run_normal(chains=1, warmup=30, draws=20, algorithm=1, leaf_steps=4)
        self.assertTrue(np.all(out["n_steps"] % 4 == 0))

    def test_data_is_read_by_name(self):
        d = tempfile.mkdtemp()
        path = os.path.join(d, "data.npz")
        np.savez(path, scale=self.scale, extra=np.zeros(2))
        (scale,) = load_data(self.sampler, path)
        np.testing.assert_array_equal(scale, self.scale)
        np.savez(path, other=self.scale)
        with self.assertRaisesRegex(RunnerError, "no entry `scale`"):
            load_data(self.sampler, path)

    def test_integer_data_converts_exactly_as_the_compiled_reader_does(self):
        d = tempfile.mkdtemp()
        path = os.path.join(d, "data.npz")
        np.savez(path, scale=np.array([1, 2, 3], dtype=np.uint8))
        (scale,) = load_data(self.sampler, path)
        self.assertEqual(scale.dtype, np.float64)
        np.testing.assert_array_equal(scale, [1.0, 2.0, 3.0])
        np.savez(path, scale=np.array([1, 2**53 + 1, 3]))
        with self.assertRaisesRegex(RunnerError, r"data `scale`: element \[1\] is the integer 9007199254740993, "
                                                 r"which f64 cannot hold exactly \(it would be 9007199254740992.0\)"):
            load_data(self.sampler, path)

    def test_models_that_do_not_fit_are_refused(self):
        with self.assertRaisesRegex(RunnerError, "defines no function `log_density`"):
            bind_model(model("from autobatch import *\n\ndef f(x: f64) -> f64:\n    return x\n"))
        with self.assertRaisesRegex(RunnerError, "float scalar, vector or matrix"):
            bind_model(model("from autobatch import *\n\ndef log_density(x: i64) -> f64:\n    return 0.0\n"))
        with self.assertRaisesRegex(RunnerError, "float scalar, vector or matrix"):
            bind_model(model(NORMAL.replace("scale: Shared[f64[D]]", "scale: i64[D]")))


if __name__ == "__main__":
    unittest.main()
