#!/usr/bin/env python3
"""The figures of a member's run, for code-generation work (issue 53):
per model, the loop steps and instructions per gradient, the gradients per
second and the first-compile time of `autobatch sample`.

    python3 scripts/bench/bench_member_speed.py [--models eight_schools,gaussian_100d,lotka_volterra]
        [--chains 16] [--binary target/release/autobatch] [--no-callgrind] [--json OUT.json]

For each model (examples/models/MODEL.py with its data):

  compile    `sample --stats` with an empty compile cache (a fresh
             AUTOBATCH_CACHE_DIR): the first compile, front end + MLIR + LLVM.
  steps      loop steps of the program-counter loop per gradient (the
             `--stats` line), from the timed run.
  grads/s    gradients per second of sampling (compilation excluded): the
             median of --repeats runs with the cache warm, with the spread
             (min-max); seeds differ between runs so each is a new run.
  instr/grad instructions per gradient, counted by valgrind's callgrind
             (exact and repeatable, unlike seconds; `perf stat` has no
             hardware counters on this machine) inside the compiled
             sampler's entry only (`--toggle-collect=nuts_sample_entry`:
             the compiled code and the math it calls, not the driver's
             trace, summary or generated quantities), 200 warmup + 200
             draws, divided by the run's gradients. A first run under
             valgrind fills the compile cache (valgrind's CPU is another
             machine to it).

Not part of CI; run on a quiet machine (nothing else compiling).
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = {
    "eight_schools": "examples/models/eight_schools.json",
    "gaussian_100d": "examples/data/gaussian_100d.json",
    "lotka_volterra": "examples/models/lotka_volterra.json",
    "gp_regression": "examples/models/gp_regression.json",
    "multilevel": "examples/models/multilevel.json",
}


def sample_cmd(binary, model, chains, warmup, draws, seed):
    return [
        str(binary), "sample", f"examples/models/{model}.py", "--data", DATA[model],
        "--chains", str(chains), "--warmup", str(warmup), "--draws", str(draws),
        "--seed", str(seed), "--stats", "--quiet",
    ]


def run(cmd, env=None):
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({out.returncode}):\n{out.stderr[-3000:]}")
    return out.stdout + out.stderr


def figure(pattern, text, what):
    m = re.search(pattern, text)
    if not m:
        sys.exit(f"no {what} in the output:\n{text[-3000:]}")
    return float(m.group(1))


def stats_of(text):
    return {
        "sampling_s": figure(r"sampling: ([0-9.]+) s", text, "sampling time"),
        "gradients": figure(r"gradients: ([0-9]+)", text, "gradient count"),
        "steps_per_gradient": figure(r"\(([0-9.]+) per gradient\)", text, "loop steps"),
    }


def first_compile(binary, model):
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, AUTOBATCH_CACHE_DIR=cache)
        text = run(sample_cmd(binary, model, 1, 10, 10, 0), env)
    return figure(r"compile: ([0-9.]+) s", text, "compile time")


def instructions(binary, model, chains):
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    run(cmd + sample_cmd(binary, model, chains, 1, 1, 0))  # fills the cache
    cmd.append("--toggle-collect=nuts_sample_entry")
    text = run(cmd + sample_cmd(binary, model, chains, 200, 200, 1))
    collected = figure(r"Collected : ([0-9]+)", text, "callgrind's count")
    return collected / stats_of(text)["gradients"]


def measure(args, model):
    binary = Path(args.binary).resolve()
    row = {"model": model, "first_compile_s": first_compile(binary, model)}
    run(sample_cmd(binary, model, args.chains, 10, 10, 0))  # fills the cache
    rates, steps = [], None
    for r in range(args.repeats):
        s = stats_of(run(sample_cmd(binary, model, args.chains, 1000, 1000, 100 + r)))
        rates.append(s["gradients"] / s["sampling_s"])
        steps = s["steps_per_gradient"]
    row.update(
        steps_per_gradient=steps,
        grads_per_s=statistics.median(rates),
        grads_per_s_spread=[min(rates), max(rates)],
    )
    if args.callgrind:
        row["instructions_per_gradient"] = instructions(binary, model, args.callgrind_chains)
    return row


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--models", default="eight_schools,gaussian_100d,lotka_volterra")
    p.add_argument("--chains", type=int, default=16)
    p.add_argument("--callgrind-chains", type=int, default=4)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--binary", default="target/release/autobatch")
    p.add_argument("--no-callgrind", dest="callgrind", action="store_false")
    p.add_argument("--json", help="also write the rows here")
    args = p.parse_args()
    rows = []
    print(f"{'model':16} {'compile s':>9} {'steps/grad':>10} {'grads/s':>10} {'spread':>21} {'instr/grad':>11}")
    for model in args.models.split(","):
        if model not in DATA:
            sys.exit(f"unknown model {model!r}: one of {', '.join(DATA)}")
        row = measure(args, model)
        rows.append(row)
        lo, hi = row["grads_per_s_spread"]
        ins = row.get("instructions_per_gradient")
        ins = "-" if ins is None else str(round(ins))
        print(
            f"{model:16} {row['first_compile_s']:9.2f} {row['steps_per_gradient']:10.1f} "
            f"{row['grads_per_s']:10.4g} {lo:10.4g}-{hi:<10.4g} {ins:>11}",
            flush=True,
        )
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2) + "\n")


if __name__ == "__main__":
    main()
