"""autobatch's Python API (autobatch.compile, autobatch.load, Program):
the compiled extension run on NumPy arrays, against CPython and the CLI.

These need the extension (`pip install ./python`) and the compiler
(AUTOBATCH_COMPILER, PATH, or a checkout's target/). Without them they
skip saying so, unless AUTOBATCH_REQUIRE_NATIVE=1 (the README's test
command sets it), where a skip is a failure.
"""

import builtins
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import unittest
from pathlib import Path

import numpy as np

import autobatch
from native_env import why_not

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"
REPO = HERE.parent.parent
FIB = REPO / "examples" / "fib.py"


WHY = why_not("test_api")


def fib(n):
    a, b = 1, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def autobatch_run():
    """The runtime's own command, beside the compiler."""
    return str(Path(autobatch._api._compiler()).with_name("autobatch-run"))


@unittest.skipIf(WHY, WHY or "")
class CompileAndRun(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.fib = autobatch.compile(FIB, entry="fib")

    def test_fib_gives_cpython_values(self):
        n = np.array([6, 7, 8, 9])
        outs, status = self.fib(n=n)
        self.assertIsInstance(outs, tuple)
        self.assertEqual(len(outs), 1)
        self.assertEqual(outs[0].dtype, np.int64)
        self.assertEqual(outs[0].tolist(), [fib(k) for k in n])
        self.assertEqual(status.tolist(), ["ok"] * 4)
        self.assertEqual(status.dtype.kind, "U")

    def test_positional_and_keyword_agree(self):
        n = np.arange(12)
        a, _ = self.fib(n)
        b, _ = self.fib(n=n)
        np.testing.assert_array_equal(a[0], b[0])

    def test_a_list_is_converted_and_an_array_must_have_its_dtype(self):
        outs, _ = self.fib(n=[3, 4])
        self.assertEqual(outs[0].tolist(), [3, 5])
        with self.assertRaisesRegex(TypeError, r"n: expected an array of int64, got int32"):
            self.fib(n=np.array([3], dtype=np.int32))
        with self.assertRaisesRegex(TypeError, r"n: expected int64 values, got float64"):
            self.fib(n=[1.5])

    def test_shapes_and_arity_are_checked_by_name(self):
        with self.assertRaisesRegex(ValueError, r"n: expected shape \(batch\) .*got shape \(2, 2\)"):
            self.fib(n=np.zeros((2, 2), dtype=np.int64))
        with self.assertRaisesRegex(TypeError, r"fib\(\) is missing 'n'"):
            self.fib()
        with self.assertRaisesRegex(TypeError, r"no parameter 'm'"):
            self.fib(m=np.array([1]))
        with self.assertRaisesRegex(TypeError, r"takes 1 argument"):
            self.fib(np.array([1]), np.array([2]))
        with self.assertRaisesRegex(TypeError, r"two values for 'n'"):
            self.fib(np.array([1]), n=np.array([2]))
        with self.assertRaisesRegex(ValueError, r"the batch is empty"):
            self.fib(n=np.array([], dtype=np.int64))

    def test_read_only_and_strided_inputs(self):
        n = np.arange(20)
        n.setflags(write=False)
        outs, _ = self.fib(n=n)
        self.assertEqual(outs[0].tolist(), [fib(k) for k in range(20)])
        outs, _ = self.fib(n=np.arange(20)[::2])
        self.assertEqual(outs[0].tolist(), [fib(k) for k in range(0, 20, 2)])

    def test_stats_and_threads(self):
        self.fib(n=np.arange(10), threads=1)
        stats = self.fib.stats
        self.assertEqual(stats["threads"], 1)
        self.assertEqual(sum(stats["steps_per_chunk"]), stats["steps"])
        # fib(0..9) enters its first block once per call: 276 calls.
        first = next(b for b in stats["blocks"] if b["label"] == "fib.b0")
        self.assertEqual(first["active"], sum(2 * fib(k) - 1 for k in range(10)))
        earliest = autobatch.compile(FIB, entry="fib", schedule="earliest")
        earliest(n=np.arange(10), threads=1)
        self.assertGreater(earliest.stats["steps"], 0)
        with self.assertRaisesRegex(ValueError, r"threads=0"):
            self.fib(n=np.arange(3), threads=0)

    def test_a_million_members(self):
        n = np.arange(10**6, dtype=np.int64) % 12
        outs, status = self.fib(n=n)
        table = np.array([fib(k) for k in range(12)])
        np.testing.assert_array_equal(outs[0], table[n])
        self.assertTrue((status == "ok").all())

    def test_a_large_input_is_not_copied_on_the_way_in(self):
        # The peak memory of a run beyond the input itself: the loop state
        # holds one copy of it (64 MiB); any copy more would double that.
        script = textwrap.dedent(f"""\
            import resource, numpy as np, autobatch
            p = autobatch.compile({str(PROGRAMS / "total.py")!r}, entry="total")
            x = np.full((2**17, 64), 0.5)
            p(x=x[:8])
            base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            outs, status = p(x=x)
            assert (outs[0] == 32.0).all()
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            print((peak - base) * 1024 / x.nbytes)
            """)
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
        extra = float(done.stdout.strip())
        self.assertLess(extra, 1.5, f"a run took {extra:.2f} times its input's size beyond it")

    def test_load_runs_a_bundle_written_by_the_cli(self):
        with tempfile.TemporaryDirectory() as tmp:
            bundle = Path(tmp) / "fib.bundle"
            compiler = autobatch._api._compiler()
            subprocess.run([compiler, "compile", str(FIB), "--entry", "fib", "-o", str(bundle)], check=True, capture_output=True)
            program = autobatch.load(bundle)
            outs, status = program(n=np.array([10, 11]))
            self.assertEqual(outs[0].tolist(), [89, 144])
            self.assertIn("fib(n: i64)", repr(program))

    def test_star_import_keeps_python_builtins(self):
        scope = {}
        exec("from autobatch import *", scope)
        self.assertIs(scope.get("compile", builtins.compile), builtins.compile)
        for name in ("load", "Program", "CompileError", "sample"):
            self.assertNotIn(name, scope)


@unittest.skipIf(WHY, WHY or "")
class Dtypes(unittest.TestCase):
    def inputs(self, z=5):
        rng = np.random.default_rng(3)
        return dict(
            b=rng.random(z) < 0.5,
            i=rng.integers(-100, 100, z).astype(np.int32),
            j=rng.integers(-(10**12), 10**12, z),
            x=rng.standard_normal(z).astype(np.float32),
            y=rng.standard_normal(z),
            v=rng.standard_normal((z, 3)),
            w=np.array([2.0, 0.5], dtype=np.float32),
        )

    def test_every_dtype_in_and_out_matches_cpython(self):
        program = autobatch.compile(PROGRAMS / "dtypes.py", entry="mix")
        inputs = self.inputs()
        outs, status = program(**inputs)
        expected_dtypes = [np.bool_, np.int32, np.int64, np.float32, np.float64, np.float64, np.bool_]
        self.assertEqual([o.dtype for o in outs], [np.dtype(d) for d in expected_dtypes])
        self.assertEqual(outs[5].shape, (5, 3))
        sys.path.insert(0, str(PROGRAMS))
        try:
            from dtypes import mix
        finally:
            sys.path.pop(0)
        for m in range(5):
            one = [inputs[k][m] for k in "bijxyv"] + [inputs["w"]]
            want = mix(*one)
            for got, w in zip(outs, want):
                np.testing.assert_array_equal(got[m], np.asarray(w, dtype=got.dtype))
        self.assertEqual(status.tolist(), ["ok"] * 5)

    def test_results_equal_the_clis_bit_for_bit(self):
        program = autobatch.compile(PROGRAMS / "dtypes.py", entry="mix")
        inputs = self.inputs(z=64)
        outs, status = program(**inputs)
        with tempfile.TemporaryDirectory() as tmp:
            np.savez(Path(tmp) / "in.npz", **inputs)
            out = Path(tmp) / "out.npz"
            subprocess.run(
                [autobatch_run(), str(program.path), "--inputs", str(Path(tmp) / "in.npz"), "--output", str(out)],
                check=True,
                capture_output=True,
            )
            cli = np.load(out)
            for k, got in enumerate(outs):
                want = cli[f"output_{k}"] if f"output_{k}" in cli else cli[cli.files[k]]
                self.assertEqual(got.tobytes(), want.astype(got.dtype).tobytes(), f"output {k}")
            names = autobatch._native.status_names()
            self.assertEqual(status.tolist(), [names[c] for c in cli["status"]])

    def test_shared_takes_one_value(self):
        program = autobatch.compile(PROGRAMS / "dtypes.py", entry="mix")
        inputs = self.inputs()
        inputs["w"] = np.zeros((5, 2), dtype=np.float32)
        with self.assertRaisesRegex(ValueError, r"w: Shared\[f32\[2\]\] takes one value of shape \(2,\), got shape \(5, 2\)"):
            program(**inputs)
        inputs = self.inputs()
        inputs["j"] = inputs["j"][:4]
        with self.assertRaisesRegex(ValueError, r"j: 4 members, but b has 5"):
            program(**inputs)


@unittest.skipIf(WHY, WHY or "")
class Statuses(unittest.TestCase):
    def test_each_member_has_its_status_and_zeros_where_it_failed(self):
        program = autobatch.compile(PROGRAMS / "faults.py", entry="faults", max_stack_depth=64)
        outs, status = program(n=np.array([7, 7, 500, 9]), d=np.array([2, 0, 1, 3]))
        self.assertEqual(status.tolist(), ["ok", "division_by_zero", "stack_overflow", "ok"])
        self.assertEqual(outs[0].tolist(), [3.0, 0.0, 0.0, 3.0])


@unittest.skipIf(WHY, WHY or "")
class Errors(unittest.TestCase):
    def test_a_rejected_program_raises_compile_error_with_the_location(self):
        with tempfile.TemporaryDirectory() as tmp:
            bad = Path(tmp) / "bad.py"
            bad.write_text(textwrap.dedent("""\
                from autobatch import *


                def f(x: f64) -> f64:
                    return x + undefined_name
                """))
            with self.assertRaises(autobatch.CompileError) as caught:
                autobatch.compile(bad, entry="f")
            message = str(caught.exception)
            self.assertIn(f"{bad}:5:", message)
            self.assertIn("return x + undefined_name", message)
            self.assertIn("^", message)

    def test_bad_options_and_files(self):
        with self.assertRaisesRegex(ValueError, r"target='tpu'"):
            autobatch.compile(FIB, entry="fib", target="tpu")
        with self.assertRaisesRegex(ValueError, r"max_stack_depth=0"):
            autobatch.compile(FIB, entry="fib", max_stack_depth=0)
        with self.assertRaisesRegex(FileNotFoundError, r"no program file"):
            autobatch.compile(HERE / "nope.py", entry="fib")
        with self.assertRaisesRegex(autobatch.CompileError, r"fibb"):
            autobatch.compile(FIB, entry="fibb")
        with self.assertRaisesRegex(autobatch.RunError, r"does not exist"):
            autobatch.load(HERE / "no.bundle")

    def test_cuda_runs_where_a_gpu_is_and_says_why_not_elsewhere(self):
        try:
            program = autobatch.compile(FIB, entry="fib", target="cuda")
        except autobatch.RunError as e:
            self.assertRegex(str(e), r"no CUDA (driver|device)")
            print(f"test_api: cuda run skipped: {e}", file=sys.stderr)
            return
        outs, _ = program(n=np.array([10, 20]))
        self.assertEqual(outs[0].tolist(), [89, 10946])


SPIN = PROGRAMS / "spin.py"


@unittest.skipIf(WHY, WHY or "")
class Concurrency(unittest.TestCase):
    def test_two_threads_run_at_once(self):
        program = autobatch.compile(SPIN, entry="spin")
        seeds = np.arange(256)
        steps = 1
        # Calibrate: a run of about half a second.
        while True:
            start = time.perf_counter()
            program(seed=seeds, steps=steps, threads=1)
            if time.perf_counter() - start > 0.5 or steps > 10**9:
                break
            steps *= 4
        spans = {}

        def run(k):
            begin = time.perf_counter()
            program.run(seed=seeds, steps=steps, threads=1)
            spans[k] = (begin, time.perf_counter())

        threads = [threading.Thread(target=run, args=(k,)) for k in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        (a0, a1), (b0, b1) = spans[0], spans[1]
        overlap = min(a1, b1) - max(a0, b0)
        # Holding the GIL, one call would wait for the other's end.
        self.assertGreater(overlap, 0.25 * min(a1 - a0, b1 - b0), spans)

    def test_ctrl_c_stops_a_long_run(self):
        script = textwrap.dedent(f"""\
            import sys, time, numpy as np, autobatch
            p = autobatch.compile({str(SPIN)!r}, entry="spin")
            print("ready", flush=True)
            start = time.perf_counter()
            try:
                p(seed=np.arange(2 * 10**6), steps=20000)
            except KeyboardInterrupt:
                print(f"interrupted {{time.perf_counter() - start:.3f}}", flush=True)
                sys.exit(0)
            print("finished", flush=True)
            """)
        child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=os.environ.copy())
        self.assertEqual(child.stdout.readline().strip(), "ready")
        time.sleep(1.0)
        sent = time.perf_counter()
        child.send_signal(signal.SIGINT)
        try:
            line = child.stdout.readline().strip()
            child.wait(timeout=60)
        finally:
            child.kill()
            child.stdout.close()
        stopped = time.perf_counter() - sent
        self.assertTrue(line.startswith("interrupted"), line)
        self.assertLess(stopped, 3.0)


if __name__ == "__main__":
    unittest.main()
