"""autobatch.sample: NUTS from Python, in process, against the CLI's file.

Needs the extension, the compiler (as test_api.py finds them) and ArviZ
with h5netcdf; skips saying so without them, unless
AUTOBATCH_REQUIRE_NATIVE=1 (the README's test command), where a skip is a
failure.
"""

import contextlib
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest
from pathlib import Path
from unittest import mock

import numpy as np

import autobatch
from native_env import why_not

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
EIGHT = REPO / "examples" / "models" / "eight_schools.py"
EIGHT_DATA = REPO / "examples" / "models" / "eight_schools.json"


# 100 iterations whose values the gradient keeps: deeper than the stacks
# start (64), so a run must grow them (256).
DEEP_MODEL = textwrap.dedent("""\
    from autobatch import *

    D = 1

    def log_density(theta: f64[D], mu: Shared[f64]) -> f64:
        acc = -0.5 * theta[0] * theta[0]
        for i in range(100):
            acc = acc + 0.001 * sin(theta[0] + f64(i))
        return acc
    """)


WHY = why_not("test_sample_api", ("arviz", "h5netcdf"), "[sample]")


def cli_sample(model, args, out, cache=None):
    env = dict(os.environ)
    if cache is not None:
        env["AUTOBATCH_CACHE_DIR"] = str(cache)
    command = [autobatch._api._compiler(), "sample", str(model), *args, "-q", "-o", str(out)]
    subprocess.run(command, check=True, capture_output=True, env=env)
    import arviz

    return arviz.from_netcdf(out)


def assert_same(test, a, b):
    """Every group, variable, coordinate and attribute (but the sampling
    time) equal, value for value."""
    test.assertEqual(sorted(a.groups()), sorted(b.groups()))
    for group in a.groups():
        x, y = a[group], b[group]
        test.assertEqual(sorted(x.data_vars), sorted(y.data_vars), group)
        for name in x.data_vars:
            test.assertEqual(x[name].dims, y[name].dims, f"{group}/{name}")
            test.assertEqual(x[name].dtype, y[name].dtype, f"{group}/{name}")
            np.testing.assert_array_equal(x[name].values, y[name].values, f"{group}/{name}")
        for name in x.coords:
            np.testing.assert_array_equal(x[name].values, y[name].values, f"{group}/{name}")
        strip = lambda attrs: {k: v for k, v in attrs.items() if k not in ("sampling_time", "created_at")}
        test.assertEqual(strip(x.attrs), strip(y.attrs), group)


@unittest.skipIf(WHY, WHY or "")
class Sample(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.data = json.loads(EIGHT_DATA.read_text())
        cls.flags = dict(chains=2, warmup=150, draws=100, seed=5)

    def sample(self, data=None, **kwargs):
        data = self.data if data is None else data
        return autobatch.sample(EIGHT, data=data, **{**self.flags, "progress": False, **kwargs})

    def test_equals_the_clis_file_value_for_value(self):
        idata = self.sample(save_warmup=True)
        with tempfile.TemporaryDirectory() as tmp:
            cli = cli_sample(
                EIGHT,
                ["--data", str(EIGHT_DATA), "--chains", "2", "--warmup", "150", "--draws", "100", "--seed", "5", "--save-warmup"],
                Path(tmp) / "cli.nc",
            )
            assert_same(self, idata, cli)
        self.assertIn("warmup_posterior", idata.groups())
        self.assertEqual(idata.posterior["eta"].shape, (2, 100, 8))
        self.assertEqual(idata.posterior.attrs["seed"], 5)

    def test_adapt_is_the_clis(self):
        # Stan's warmup by default (the attribute says so), nutpie's on request.
        self.assertEqual(self.sample().posterior.attrs["adapt"], "stan")
        idata = self.sample(adapt="nutpie")
        self.assertEqual(idata.posterior.attrs["adapt"], "nutpie")
        with tempfile.TemporaryDirectory() as tmp:
            flags = ["--data", str(EIGHT_DATA), "--chains", "2", "--warmup", "150", "--draws", "100", "--seed", "5"]
            assert_same(self, idata, cli_sample(EIGHT, flags + ["--adapt", "nutpie"], Path(tmp) / "cli.nc"))
        with self.assertRaisesRegex(ValueError, r"adapt='numpyro'"):
            self.sample(adapt="numpyro")
        with self.assertRaisesRegex(ValueError, r"adapt='nutpie' adapts a diagonal metric"):
            self.sample(adapt="nutpie", dense_mass=True)

    def test_the_models_constants_are_the_defaults(self):
        # INIT_JITTER and ADAPT in the model file act as the arguments, and
        # arguments given win over them, as on the command line.
        with tempfile.TemporaryDirectory() as tmp:
            model = Path(tmp) / "eight_schools_set.py"
            model.write_text(EIGHT.read_text() + '\nINIT_JITTER = 0.5\nADAPT = "nutpie"\n')
            idata = autobatch.sample(model, data=self.data, **{**self.flags, "progress": False})
            self.assertEqual(idata.posterior.attrs["adapt"], "nutpie")
            assert_same(self, idata, self.sample(init_jitter=0.5, adapt="nutpie"))
            given = autobatch.sample(model, data=self.data, init_jitter=2.0, adapt="stan", **{**self.flags, "progress": False})
            assert_same(self, given, self.sample())
            flags = ["--data", str(EIGHT_DATA), "--chains", "2", "--warmup", "150", "--draws", "100", "--seed", "5"]
            assert_same(self, idata, cli_sample(model, flags, Path(tmp) / "cli.nc"))

    def test_target_accept_and_max_depth_constants_are_the_defaults(self):
        # TARGET_ACCEPT and MAX_DEPTH in the model file act as the
        # arguments (and set the stacks for MAX_DEPTH's trees), and
        # arguments given win over them, as on the command line.
        with tempfile.TemporaryDirectory() as tmp:
            model = Path(tmp) / "eight_schools_tuned.py"
            model.write_text(EIGHT.read_text() + "\nTARGET_ACCEPT = 0.95\nMAX_DEPTH = 4\n")
            idata = autobatch.sample(model, data=self.data, **{**self.flags, "progress": False})
            self.assertEqual(float(idata.posterior.attrs["target_accept"]), 0.95)
            assert_same(self, idata, self.sample(target_accept=0.95, max_depth=4))
            given = autobatch.sample(model, data=self.data, target_accept=0.8, max_depth=10, **{**self.flags, "progress": False})
            assert_same(self, given, self.sample())
            flags = ["--data", str(EIGHT_DATA), "--chains", "2", "--warmup", "150", "--draws", "100", "--seed", "5"]
            assert_same(self, idata, cli_sample(model, flags, Path(tmp) / "cli.nc"))
        with self.assertRaisesRegex(ValueError, "target_accept=1.0: expected a number strictly between 0 and 1"):
            self.sample(target_accept=1.0)

    def test_init_optimize_as_the_cli_and_the_models_constant(self):
        # init_optimize= is --init-optimize; the model's INIT_OPTIMIZE is its
        # default; nutpie's warmup refuses it, naming where it was set.
        idata = self.sample(init_optimize=30, adapt="stan")
        self.assertEqual(idata.posterior.attrs["init_optimize"], 30)
        with tempfile.TemporaryDirectory() as tmp:
            flags = ["--data", str(EIGHT_DATA), "--chains", "2", "--warmup", "150", "--draws", "100", "--seed", "5"]
            cli = cli_sample(EIGHT, flags + ["--init-optimize", "30", "--adapt", "stan"], Path(tmp) / "cli.nc")
            assert_same(self, idata, cli)
            model = Path(tmp) / "eight_schools_optimize.py"
            model.write_text(EIGHT.read_text() + '\nINIT_OPTIMIZE = 30\nADAPT = "stan"\n')
            assert_same(self, idata, autobatch.sample(model, data=self.data, **{**self.flags, "progress": False}))
            with self.assertRaisesRegex(ValueError, "its INIT_OPTIMIZE = 30 starts the chains at local maxima"):
                autobatch.sample(model, data=self.data, adapt="nutpie", **{**self.flags, "progress": False})
        with self.assertRaisesRegex(ValueError, "init_optimize=5 starts the chains at local maxima.*adapt='stan'"):
            self.sample(init_optimize=5, adapt="nutpie")
        with self.assertRaisesRegex(ValueError, "init_optimize=-1: expected an int >= 0"):
            self.sample(init_optimize=-1, adapt="stan")

    def test_datasets_equal_the_clis(self):
        y, sigma = np.asarray(self.data["y"]), np.asarray(self.data["sigma"])
        sets = {"y": np.stack([y, y + 5.0, 0.5 * y]), "sigma": np.stack([sigma] * 3)}
        many = lambda sets: autobatch.sample(EIGHT, datasets=sets, **{**self.flags, "progress": False})
        idata = many(sets)
        self.assertEqual(idata.posterior["eta"].dims, ("dataset", "chain", "draw", "eta_dim_0"))
        self.assertEqual(idata.posterior["eta"].shape, (3, 2, 100, 8))
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "sets.npz"
            np.savez(path, **sets)
            flags = ["--datasets", str(path), "--chains", "2", "--warmup", "150", "--draws", "100", "--seed", "5"]
            assert_same(self, idata, cli_sample(EIGHT, flags, Path(tmp) / "cli.nc"))
        with self.assertRaisesRegex(ValueError, "exclude each other"):
            autobatch.sample(EIGHT, data=self.data, datasets=sets)
        with self.assertRaisesRegex(ValueError, "holds 3 datasets but `sigma` holds 2"):
            many({"y": sets["y"], "sigma": sets["sigma"][:2]})

    def test_data_from_arrays_series_and_lists_alike(self):
        import pandas as pd

        base = self.sample()
        arrays = {k: np.asarray(v) for k, v in self.data.items()}
        series = {k: pd.Series(v) for k, v in self.data.items()}
        for data in (arrays, series, str(EIGHT_DATA)):
            assert_same(self, base, self.sample(data=data))

    def test_integer_data_for_float_entries_converts_exactly(self):
        base = self.sample()
        ints = {k: [int(x) for x in v] for k, v in self.data.items()}
        assert_same(self, base, self.sample(data=ints))
        narrow = {k: np.asarray(v, dtype=np.int32) for k, v in ints.items()}
        assert_same(self, base, self.sample(data=narrow))
        rounded = {**ints, "y": ints["y"][:7] + [2**53 + 1]}
        with self.assertRaisesRegex(ValueError, r"input `y`: element \[7\] is the integer 9007199254740993, which f64 cannot hold exactly"):
            self.sample(data=rounded)

    def test_a_first_compile_says_so_on_stderr(self):
        with tempfile.TemporaryDirectory() as cache:
            with mock.patch.dict(os.environ, {"AUTOBATCH_CACHE_DIR": cache}):
                for progress in (False, True):
                    stderr = io.StringIO()
                    with contextlib.redirect_stderr(stderr):
                        self.sample(progress=progress, warmup=10, draws=10)
                    if not progress:
                        # Quiet, and compiled: the next run's compile comes from the cache.
                        self.assertEqual(stderr.getvalue(), "")
                        shutil.rmtree(cache)
                        os.mkdir(cache)
                        continue
                    text = stderr.getvalue()
                    # The first stage shown is the one reached after 0.3 s.
                    self.assertRegex(text, rf"compiling {re.escape(str(EIGHT))}: (front end|MLIR|LLVM)\n")
                    self.assertRegex(text, rf"compiled {re.escape(str(EIGHT))} in \d+\.\d s\n")
                    self.assertNotIn("autobatch-progress", text)

    def test_init_unconstrained_and_an_output_file(self):
        init = {"mu": 1.0, "tau": 2.0, "eta": np.zeros(8)}
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "draws.npz"
            idata = self.sample(init=init, save_unconstrained=True, output=out)
            self.assertIn("unconstrained_posterior", idata.groups())
            saved = np.load(out)
            np.testing.assert_array_equal(saved["mu"], idata.posterior["mu"].values)

    def test_summary_is_arvizs(self):
        idata = self.sample()
        table = autobatch.summary(idata)
        self.assertIn("tau", table.index)
        self.assertIn("r_hat", table.columns)

    def test_errors_name_the_argument(self):
        with self.assertRaisesRegex(ValueError, r"chains=0"):
            self.sample(chains=0)
        with self.assertRaisesRegex(ValueError, r"backend='vm'"):
            self.sample(backend="vm")
        with self.assertRaisesRegex(ValueError, r"y, sigma|sigma"):
            self.sample(data={"y": self.data["y"]})
        with self.assertRaisesRegex(FileNotFoundError, r"no model file"):
            autobatch.sample(HERE / "missing.py")
        with self.assertRaisesRegex(ValueError, r"init: .*nu"):
            self.sample(init={"nu": 1.0})
        with tempfile.TemporaryDirectory() as tmp:
            bad = Path(tmp) / "model.py"
            bad.write_text("from autobatch import *\n\ndef log_density(mu: f64) -> f64:\n    return normal_lpdf(mu, 0.0, sigma)\n")
            with self.assertRaises(autobatch.CompileError) as caught:
                autobatch.sample(bad, progress=False)
            self.assertIn(f"{bad}:4:", str(caught.exception))

    def test_counts_out_of_range_name_the_argument_and_the_range(self):
        with self.assertRaisesRegex(ValueError, r"^chains=18446744073709551616: expected an int >= 1 and <= 1099511627776 \(2\*\*40\)$"):
            self.sample(chains=2**64)
        with self.assertRaisesRegex(ValueError, r"^seed=9223372036854775808: expected an int >= -9223372036854775808 and <= 9223372036854775807$"):
            self.sample(seed=2**63)
        with self.assertRaisesRegex(ValueError, r"^max_depth=17: expected an int >= 1 and <= 16$"):
            self.sample(max_depth=17)

    def test_the_output_is_checked_before_the_compile_and_the_sampling(self):
        # As the CLI checks -o first: a compile (and so any sampling) here
        # would fail the test with its own error.
        def compiled(*args, **kwargs):
            raise AssertionError("compiled before checking output=")

        prepare = autobatch._sample._prepare
        autobatch._sample._prepare = compiled
        try:
            with tempfile.TemporaryDirectory() as tmp:
                missing = Path(tmp) / "missing" / "draws.nc"
                with self.assertRaisesRegex(FileNotFoundError, r"output=.*the directory `.*missing` does not exist"):
                    self.sample(output=missing)
                protected = Path(tmp) / "draws.nc"
                protected.write_bytes(b"keep")
                protected.chmod(0o444)
                with self.assertRaisesRegex(PermissionError, r"is write-protected \(permission denied\): make it writable"):
                    self.sample(output=protected)
                self.assertEqual(protected.read_bytes(), b"keep")
                taken = Path(tmp) / "taken.nc"
                taken.mkdir()
                with self.assertRaisesRegex(IsADirectoryError, r"is a directory"):
                    self.sample(output=taken)
        finally:
            autobatch._sample._prepare = prepare

    def test_stacks_grow_as_the_clis_do(self):
        # 100 iterations whose values the gradient keeps: deeper than the
        # stacks start (64), so the run rebuilds them (256) and goes on.
        source = DEEP_MODEL
        with tempfile.TemporaryDirectory() as tmp:
            model = Path(tmp) / "model.py"
            model.write_text(source)
            (Path(tmp) / "data.json").write_text('{"mu": 0.0}')
            os.environ["AUTOBATCH_CACHE_DIR"] = str(Path(tmp) / "cache")
            try:
                idata = autobatch.sample(model, data={"mu": 0.0}, chains=2, warmup=20, draws=20, progress=False)
                cli = cli_sample(
                    model,
                    ["--data", str(Path(tmp) / "data.json"), "--chains", "2", "--warmup", "20", "--draws", "20"],
                    Path(tmp) / "cli.nc",
                    cache=Path(tmp) / "cache-cli",
                )
            finally:
                del os.environ["AUTOBATCH_CACHE_DIR"]
            assert_same(self, idata, cli)

    def test_ctrl_c_raises_keyboard_interrupt(self):
        script = textwrap.dedent(f"""\
            import json, sys, time, autobatch
            data = json.load(open({str(EIGHT_DATA)!r}))
            autobatch.sample({str(EIGHT)!r}, data=data, chains=2, warmup=5, draws=5, progress=False)
            print("ready", flush=True)
            try:
                autobatch.sample({str(EIGHT)!r}, data=data, chains=64, warmup=10**6, draws=10, progress=False)
            except KeyboardInterrupt:
                print("interrupted", flush=True)
                sys.exit(0)
            print("finished", flush=True)
            """)
        child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        try:
            self.assertEqual(child.stdout.readline().strip(), "ready")
            time.sleep(2.0)
            sent = time.perf_counter()
            child.send_signal(signal.SIGINT)
            line = child.stdout.readline().strip()
            child.wait(timeout=60)
            stopped = time.perf_counter() - sent
        finally:
            child.kill()
            child.stdout.close()
        self.assertEqual(line, "interrupted")
        self.assertLess(stopped, 5.0)


if __name__ == "__main__":
    unittest.main()
