"""Tests of the paper's benchmark sampler, ``autobatch/slice_nuts.py``,
bound to a model in CPython: by ``bind_model(..., library="slice_nuts")``
and by ``python3 -m autobatch run LIB --model MODEL`` (whose compiled twin
``autobatch run --model`` tests/conformance/cli.rs and nuts*.rs compare
bit for bit).

Run:  PYTHONPATH=python python3 -m unittest discover -s python/tests -v
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
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))

from autobatch.runner import RunnerError, run_program  # noqa: E402
from autobatch.sampling import ModelError, bind_model  # noqa: E402

SLICE_NUTS = os.path.join(ROOT, "python", "autobatch", "slice_nuts.py")

# A standard normal in D = 2 with a per-coordinate scale as data.
NORMAL = """
from autobatch import *

D = 2

def log_density(theta: f64[D], scale: Shared[f64[D]]) -> f64:
    z = theta / scale
    return -0.5 * dot(z, z)
"""


def write(source: str) -> str:
    path = os.path.join(tempfile.mkdtemp(), "model.py")
    with open(path, "w") as f:
        f.write(textwrap.dedent(source))
    return path


def inputs(chains: int, **data) -> dict:
    base = {
        "seed": list(range(chains)),
        "theta0": [[0.0, 0.0]] * chains,
        "eps": [0.5] * chains,
        "num_warmup": [5] * chains,
        "num_steps": [200] * chains,
        "max_depth": [6] * chains,
    }
    base.update({f"data.{k}": v for k, v in data.items()})
    return base


class SliceNuts(unittest.TestCase):
    def test_bound_by_bind_model_it_samples_the_model(self):
        binding = bind_model(write(NORMAL), library="slice_nuts")
        scale = np.array([1.0, 3.0])
        steps = 400
        theta, total, total_sq, grads, depths = binding.nuts.chain(1, np.zeros(2), 0.5, 20, steps, 6, scale)
        mean = total / steps
        sd = np.sqrt(total_sq / steps - mean * mean)
        # 400 draws: the means within 4 Monte Carlo sds of 0 (draws are
        # close to independent here), the sds within 25% of the scales.
        self.assertTrue(np.all(np.abs(mean) < 4 * scale / np.sqrt(steps)), mean)
        self.assertTrue(np.all(np.abs(sd / scale - 1) < 0.25), sd)
        # Every leapfrog step is one gradient: 4 per leaf, plus the start.
        self.assertEqual((grads - 1) % 4, 0)
        self.assertGreaterEqual(depths, steps + 20)

    def test_run_model_expands_the_data_pack_into_data_names(self):
        out = run_program(SLICE_NUTS, "chain", inputs(3, scale=[1.0, 2.0]), model=write(NORMAL))
        self.assertEqual(out["status"], ["ok"] * 3)
        self.assertEqual(len(out["outputs"]), 5)
        self.assertEqual([len(v) for v in out["outputs"][0]], [2, 2, 2])

    def test_run_model_errors_name_the_cause(self):
        with self.assertRaisesRegex(RunnerError, "lack parameter.*data.scale"):
            run_program(SLICE_NUTS, "chain", inputs(1), model=write(NORMAL))
        sys.modules.pop("autobatch.model", None)
        with self.assertRaisesRegex(RunnerError, "with `--model MODEL.py`"):
            run_program(SLICE_NUTS, "chain", inputs(1))
        with self.assertRaisesRegex(ModelError, "defines no function `log_density`"):
            run_program(SLICE_NUTS, "chain", inputs(1), model=write("from autobatch import *\n"))

    def test_command_line(self):
        path = os.path.join(tempfile.mkdtemp(), "in.json")
        with open(path, "w") as f:
            json.dump(inputs(2, scale=[1.0, 2.0]), f)
        cmd = [sys.executable, "-m", "autobatch", "run", SLICE_NUTS, "--model", write(NORMAL),
               "--entry", "chain", "--inputs", path]
        env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
        done = subprocess.run(cmd, capture_output=True, text=True, env=env, check=False)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual(json.loads(done.stdout)["status"], ["ok", "ok"])


if __name__ == "__main__":
    unittest.main()
