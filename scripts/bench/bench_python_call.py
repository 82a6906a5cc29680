"""The cost of calling a compiled program from Python against the
runtime's own command on the same bundle and inputs (issue: "calling a
compiled fib on 10^5 members from Python costs at most 5% more than
`autobatch-run`").

Both are warm and timed the same way: the best of --repeat runs, each
laying out the state, running the batch and reading the outputs
(`autobatch-run --repeat` prints its best wall time; files are not
timed). Rounds alternate between the two so that drift hits both.

    python3 scripts/bench/bench_python_call.py [--members 100000] [--n-max 20] [--repeat 10] [--rounds 3]

Needs the extension (`pip install ./python`) and the release binaries
(`cargo build --release`), found as autobatch.compile finds them.
"""

import argparse
import re
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np

import autobatch

REPO = Path(__file__).resolve().parents[2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=100_000)
    parser.add_argument("--n-max", type=int, default=20, help="member k computes fib(k %% n-max)")
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=0, help="0: one per core")
    args = parser.parse_args()
    fib = autobatch.compile(REPO / "examples" / "fib.py", entry="fib")
    run_cmd = str(Path(autobatch._api._compiler()).with_name("autobatch-run"))
    n = np.arange(args.members, dtype=np.int64) % args.n_max
    threads = args.threads or None
    with tempfile.TemporaryDirectory() as tmp:
        inputs = Path(tmp) / "in.npz"
        np.savez(inputs, n=n)
        command = [run_cmd, str(fib.path), "--inputs", str(inputs), "--output", str(Path(tmp) / "out.npz")]
        command += ["--repeat", str(args.repeat)] + (["--threads", str(threads)] if threads else [])
        best_cli, best_py = [], []
        for _ in range(args.rounds):
            done = subprocess.run(command, capture_output=True, text=True, check=True)
            best_cli.append(float(re.search(r"best wall: ([0-9.]+) s", done.stderr).group(1)))
            times = []
            for _ in range(args.repeat):
                start = time.perf_counter()
                outs, status = fib(n=n, threads=threads)
                times.append(time.perf_counter() - start)
            best_py.append(min(times))
        cli = np.load(Path(tmp) / "out.npz")
        assert outs[0].tobytes() == cli[cli.files[0]].tobytes(), "Python's outputs differ from autobatch-run's"
    cli_s, py_s = min(best_cli), min(best_py)
    print(f"fib on {args.members:,} members (n = k % {args.n_max}), best of {args.repeat} x {args.rounds} rounds")
    print(f"  autobatch-run --repeat: {cli_s:.4f} s  (rounds: {', '.join(f'{t:.4f}' for t in best_cli)})")
    print(f"  Python fib(n=...):      {py_s:.4f} s  (rounds: {', '.join(f'{t:.4f}' for t in best_py)})")
    print(f"  Python / autobatch-run: {py_s / cli_s:.3f}")


if __name__ == "__main__":
    main()
