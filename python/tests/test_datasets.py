"""``python3 -m autobatch sample --datasets`` in CPython (python/autobatch/
_datasets.py): the datasets' seeds as the Rust driver computes them
(wrapping in int64), the file's checks, and one dataset's draws equal to a
``--data`` run of its slice with its seed.

Run: PYTHONPATH=python python3 -m unittest python/tests/test_datasets.py
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))

from autobatch._datasets import dataset_seed, load_datasets  # noqa: E402
from autobatch.runner import RunnerError  # noqa: E402
from autobatch.sampling import bind_model  # noqa: E402

MODEL = os.path.join(ROOT, "tests", "sample", "normal_mean.py")


class DatasetsTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.binding = bind_model(MODEL)

    def tearDown(self):
        self.dir.cleanup()

    def write(self, name, obj):
        path = os.path.join(self.dir.name, name)
        with open(path, "w") as f:
            json.dump(obj, f)
        return path

    def test_seeds_are_apart_by_two_to_the_32_and_wrap(self):
        self.assertEqual(dataset_seed(7, 0), 7)
        self.assertEqual(dataset_seed(7, 3), 7 + 3 * 2**32)
        # int64 wrapping, as Rust's wrapping_add/wrapping_mul.
        self.assertEqual(dataset_seed(2**63 - 1, 1), -(2**63) + 2**32 - 1)
        self.assertEqual(dataset_seed(-5, 2**31), 2**63 - 5)

    def test_the_file_is_checked_entry_by_entry(self):
        sets = load_datasets(self.binding, self.write("ok.json", {"y": [[0.0] * 5, [1.0] * 5], "truth": [1, 2]}))
        self.assertEqual(len(sets), 2)
        np.testing.assert_array_equal(sets[1][0], np.ones(5))
        with self.assertRaisesRegex(RunnerError, "no leading axis"):
            load_datasets(self.binding, self.write("scalar.json", {"y": 1.0}))
        with self.assertRaisesRegex(RunnerError, "holds no dataset"):
            load_datasets(self.binding, self.write("empty.json", {"y": []}))
        with self.assertRaisesRegex(RunnerError, "no entry `y`"):
            load_datasets(self.binding, self.write("none.json", {"x": [[0.0] * 5]}))
        with self.assertRaisesRegex(RunnerError, "dataset 1"):
            load_datasets(self.binding, self.write("short.json", {"y": [[0.0] * 5, [0.0] * 4]}))

    def test_a_dataset_draws_what_its_slice_alone_draws(self):
        y = [[0.1, -0.3, 0.5, 0.2, 0.0], [2.0, 2.5, 1.5, 2.2, 1.9]]
        together = os.path.join(self.dir.name, "together.npz")
        alone = os.path.join(self.dir.name, "alone.npz")
        flags = ["--chains", "2", "--warmup", "30", "--draws", "20", "--seed", "5"]
        env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
        run = [sys.executable, "-m", "autobatch", "sample", MODEL]
        subprocess.run([*run, "--datasets", self.write("sets.json", {"y": y}), *flags, "-o", together],
                       check=True, capture_output=True, env=env)
        flags[-1] = str(5 + 2**32)
        subprocess.run([*run, "--data", self.write("one.json", {"y": y[1]}), *flags, "-o", alone],
                       check=True, capture_output=True, env=env)
        a, b = np.load(together), np.load(alone)
        self.assertEqual(sorted(a.files), sorted(b.files))
        for k in b.files:
            self.assertEqual(a[k].shape, (2,) + b[k].shape, k)
            np.testing.assert_array_equal(a[k][1], b[k], err_msg=k)


if __name__ == "__main__":
    unittest.main()
