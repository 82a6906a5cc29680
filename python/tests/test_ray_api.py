"""engine="ray": a batch and a sample in shards over a local Ray cluster of
two worker processes (``ray.init(num_cpus=2)``), equal to the
single-process call bit for bit; a worker killed mid-run; the bundle
shipped by content; errors naming the shard.

Needs the extension, the compiler, ArviZ and Ray; skips saying so without
them, unless AUTOBATCH_REQUIRE_NATIVE=1 (the README's test command, which
installs Ray), where a skip is a failure.
"""

import json
import os
import signal
import subprocess
import tempfile
import threading
import time
import unittest
from pathlib import Path

import numpy as np

import autobatch
from autobatch import _ray
from native_env import why_not
from test_sample_api import DEEP_MODEL, EIGHT, EIGHT_DATA, assert_same

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
FIB = REPO / "examples" / "fib.py"

WHY = why_not("test_ray_api", ("arviz", "h5netcdf", "ray"), "[sample,ray]")


def shard_processes(prefix):
    """The pids of this machine's Ray workers running a task whose name
    starts with ``prefix`` (Ray titles the process ``ray::NAME``)."""
    found = []
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                title = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0]
            except OSError:
                continue
            if title.startswith(f"ray::{prefix}".encode()):
                found.append(int(pid))
    return found


@unittest.skipIf(WHY, WHY or "")
class Ray(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        import ray

        cls.tmp = tempfile.TemporaryDirectory(prefix="autobatch-ray-test-")
        # The workers write bundles to their own temporary directory and
        # cannot reach the compiler: they get both by content or not at all.
        cls.workers_tmp = Path(cls.tmp.name) / "workers"
        cls.workers_tmp.mkdir()
        env = {"TMPDIR": str(cls.workers_tmp), "AUTOBATCH_COMPILER": str(Path(cls.tmp.name) / "no-compiler")}
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, runtime_env={"env_vars": env})
        cls.data = json.loads(EIGHT_DATA.read_text())

    @classmethod
    def tearDownClass(cls):
        import ray

        ray.shutdown()
        cls.tmp.cleanup()

    def sample(self, **kwargs):
        flags = dict(data=self.data, chains=4, warmup=150, draws=100, seed=7, progress=False)
        return autobatch.sample(EIGHT, **{**flags, **kwargs})

    def test_a_batch_in_shards_equals_the_single_process_run(self):
        fib = autobatch.compile(FIB, entry="fib")
        n = np.arange(23)
        whole, status = fib(n=n)
        for shards in (1, 2, 3, 4):
            outs, sharded = fib(n=n, engine="ray", shards=shards)
            self.assertEqual(len(outs), 1)
            np.testing.assert_array_equal(outs[0], whole[0], f"shards={shards}")
            np.testing.assert_array_equal(sharded, status, f"shards={shards}")
            self.assertEqual(len(fib.stats["shards"]), shards)
        # Every dtype, and a shared parameter, which goes whole to every shard.
        mix = autobatch.compile(HERE / "programs" / "dtypes.py", entry="mix")
        rng = np.random.default_rng(3)
        z = 9
        args = dict(
            b=rng.random(z) < 0.5,
            i=rng.integers(-5, 5, z).astype(np.int32),
            j=rng.integers(-100, 100, z),
            x=rng.standard_normal(z).astype(np.float32),
            y=rng.standard_normal(z),
            v=rng.standard_normal((z, 3)),
            w=np.array([2.0, 0.5], dtype=np.float32),
        )
        whole, _ = mix(**args)
        outs, _ = mix(**args, engine="ray", shards=4)
        for a, b in zip(whole, outs):
            self.assertEqual(a.dtype, b.dtype)
            self.assertEqual(a.tobytes(), b.tobytes())
        # Each member keeps its status, whichever shard ran it.
        faults = autobatch.compile(HERE / "programs" / "faults.py", entry="faults", max_stack_depth=64)
        outs, status = faults(n=np.array([7, 7, 500, 9, 500]), d=np.array([2, 0, 1, 3, 1]), engine="ray", shards=2)
        self.assertEqual(status.tolist(), ["ok", "division_by_zero", "stack_overflow", "ok", "stack_overflow"])
        self.assertEqual(outs[0].tolist(), [3.0, 0.0, 0.0, 3.0, 0.0])

    def test_a_sample_in_shards_equals_the_single_process_call(self):
        whole = self.sample(save_warmup=True, save_unconstrained=True)
        for shards in (2, 3):
            sharded = self.sample(save_warmup=True, save_unconstrained=True, engine="ray", shards=shards)
            assert_same(self, whole, sharded)
        # Many datasets: each shard runs its chains of every dataset.
        y, sigma = np.asarray(self.data["y"]), np.asarray(self.data["sigma"])
        sets = {"y": np.stack([y, y + 5.0, 0.5 * y]), "sigma": np.stack([sigma] * 3)}
        many = dict(data=None, datasets=sets, chains=3)
        assert_same(self, self.sample(**many), self.sample(**many, engine="ray", shards=2))

    def test_the_bundle_travels_by_content(self):
        self.sample(chains=2, engine="ray", shards=2)
        shipped = [p for p in self.workers_tmp.glob("autobatch-bundles-*/*") if not p.name.startswith(".")]
        self.assertTrue(shipped, "no bundle written under the workers' TMPDIR")
        for bundle in shipped:
            self.assertEqual(len(bundle.name), 64)
            self.assertTrue((bundle / "manifest.json").is_file())
        key, files = _ray.pack(autobatch.compile(FIB, entry="fib").path)
        name = next(iter(files))
        altered = dict(files)
        altered[name] = (altered[name][0], altered[name][1] + b"\0")
        with self.assertRaisesRegex(autobatch.RunError, "arrived altered"):
            _ray.materialize(key, altered)

    def test_a_killed_worker_is_retried_and_the_result_is_exact(self):
        flags = dict(chains=2, warmup=1000, draws=30000, seed=11)
        whole = self.sample(**flags)
        killed = []

        def kill_one():
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                pids = shard_processes("autobatch sample shard 0/2")
                if pids:
                    time.sleep(0.3)
                    # Still running shard 0: killed mid-run.
                    if shard_processes("autobatch sample shard 0/2") == pids:
                        os.kill(pids[0], signal.SIGKILL)
                        killed.append(pids[0])
                        return
                time.sleep(0.02)

        killer = threading.Thread(target=kill_one)
        killer.start()
        sharded = self.sample(**flags, engine="ray", shards=2)
        killer.join()
        self.assertEqual(len(killed), 1, "the shard's worker was never seen running")
        assert_same(self, whole, sharded)

    def test_stacks_grow_in_the_caller(self):
        # The shards' stacks overflow; the caller compiles deeper ones (the
        # workers have no compiler) and runs those shards again.
        model = Path(self.tmp.name) / "deep.py"
        model.write_text(DEEP_MODEL)
        flags = dict(data={"mu": 0.0}, chains=2, warmup=20, draws=20, progress=False)
        whole = autobatch.sample(model, **flags)
        assert_same(self, whole, autobatch.sample(model, **flags, engine="ray", shards=2))

    def test_the_run_hash_is_the_clis(self):
        # A part written by `autobatch sample --shard` records the same
        # identity as the shards of the same run from Python.
        with tempfile.TemporaryDirectory() as tmp:
            part = Path(tmp) / "part.npz"
            command = [autobatch._api._compiler(), "sample", str(EIGHT), "--data", str(EIGHT_DATA), "--chains", "2"]
            command += ["--warmup", "10", "--draws", "10", "--shard", "0/2", "-q", "-o", str(part)]
            subprocess.run(command, check=True, capture_output=True)
            info = json.loads(np.load(part)["autobatch_part"].tobytes())
        native = autobatch._api._native()
        self.assertEqual(info["run"], native.run_hash(str(EIGHT), str(EIGHT_DATA), None, None, "cpu"))
        self.assertNotEqual(info["run"], native.run_hash(str(EIGHT), str(EIGHT_DATA), None, None, "cuda"))

    def test_ranges_are_the_clis(self):
        for total in (1, 4, 7, 64, 1000):
            for count in range(1, min(total, 9) + 1):
                got = _ray.ranges(total, count)
                self.assertEqual(got[0][0], 0)
                self.assertEqual(got[-1][1], total)
                self.assertTrue(all(a[1] == b[0] and b[0] < b[1] for a, b in zip(got, got[1:])))
        self.assertEqual(_ray.ranges(10, 4)[1], (2, 5))

    def test_an_error_of_the_program_names_the_shard(self):
        # Every chain's log density is NaN: each shard fails (not retried),
        # and the call says which shard and which (global) chain.
        model = Path(self.tmp.name) / "nan.py"
        model.write_text("from autobatch import *\n\nD = 1\n\ndef log_density(theta: f64[D]) -> f64:\n    return sqrt(-1.0 - theta[0] * theta[0])\n")
        flags = dict(chains=4, warmup=10, draws=10, progress=False)
        with self.assertRaisesRegex(autobatch.RunError, r"^chain 0 cannot start: the log density is not finite"):
            autobatch.sample(model, **flags)
        with self.assertRaisesRegex(autobatch.RunError, r"^shard 0/2: chain [01] cannot start|^shard 1/2: chain [23] cannot start"):
            autobatch.sample(model, **flags, engine="ray", shards=2)
        # Bad data fails in the caller, before any shard is sent.
        with self.assertRaisesRegex(ValueError, r"^missing input `sigma`"):
            self.sample(data={"y": self.data["y"]}, engine="ray", shards=2)

    def test_arguments_are_checked(self):
        with self.assertRaisesRegex(ValueError, r"engine='dask'"):
            self.sample(engine="dask")
        with self.assertRaisesRegex(ValueError, r"shards=0"):
            self.sample(engine="ray", shards=0)
        with self.assertRaisesRegex(ValueError, r"pass engine='ray' too"):
            self.sample(shards=2)
        with self.assertRaisesRegex(ValueError, r"shards=5, but there are 4 chains"):
            self.sample(engine="ray", shards=5)
        fib = autobatch.compile(FIB, entry="fib")
        with self.assertRaisesRegex(ValueError, r"shards=4, but there are 3 members"):
            fib(n=np.arange(3), engine="ray", shards=4)


if __name__ == "__main__":
    unittest.main()
