"""Ours, `autobatch sample`, measured as scripts/bench/peers/numpyro_ess.py
measures numpyro, for scripts/bench/bench_sample_peers.sh: one JSON row per
chain count with the same fields.

Per chain count it runs

    AUTOBATCH sample examples/models/MODEL.py --data DATA --chains C --warmup W --draws N
        --seed S --backend B --max-depth M --target-accept T --quiet --save-warmup -o OUT/ours-MODEL-C.npz

first with --seed S (compiles, and fills the compile cache; untimed), then,
timed, with --seed S + 1, S + 2, ... back to back until at least
--min-runs runs (3) and --min-seconds (2) of timed time summed. A run's
time is the `sampling: X s` line the command prints when it does (its own
clock around warmup + draws), otherwise the wall time of the whole process
(then start-up, data loading, a cache lookup and writing the file count
too; the row says which: "seconds_source").

From each repeat's .npz (arrays `theta` [chain, draw, D], `n_steps`,
`diverging`, and with --save-warmup `warmup_n_steps`, `warmup_diverging`):
min_ess_bulk (arviz.ess(method="bulk"), as for numpyro), max_rhat
(arviz.rhat), grads = n_steps summed over chains and over warmup and
draws, divergences. The row (common.repeated_fields): seconds = the MEDIAN
of the repeats', ess_per_sec = median min_ess_bulk / median seconds
(warmup in the time), grads_per_sec = median grads / median seconds, the
spread (min-max) of the repeats' own seconds, ESS/s and grads/s, and
every repeat's seed, seconds, min bulk ESS, R-hat and divergences
("repeats").

    target/peers-venv/bin/python scripts/bench/peers/ours_sample.py --model eight_schools --chains 4,16 \\
        [--min-runs 3 --min-seconds 2] [--json OUT]
"""

import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import models  # noqa: E402

import numpy as np  # noqa: E402

# Our model files and their data, by model name.
MODEL_FILES = {
    "eight_schools": ("examples/models/eight_schools.py", "examples/models/eight_schools.json"),
    "logreg": ("examples/models/logreg.py", "examples/data/logreg.npz"),
    "gaussian": ("examples/models/gaussian_100d.py", "examples/data/gaussian_100d.json"),
    "lotka_volterra": ("examples/models/lotka_volterra.py", "examples/models/lotka_volterra.json"),
}
SAMPLING_LINE = re.compile(r"^\s*sampling:\s*([0-9.eE+-]+)\s*s\b", re.MULTILINE)


def parse_args():
    p = common.sample_parser(__doc__, models.MODELS)
    p.add_argument("--data", help="the model's data (default: the file named in MODEL_FILES)")
    p.add_argument("--backend", default="cpu", help="autobatch sample --backend (default cpu)")
    p.add_argument("--autobatch", default="target/release/autobatch", help="the autobatch binary")
    p.add_argument("--out-dir", default="target/peers", help="where the .npz files go (default target/peers)")
    return p.parse_args()


def command(args, chains, seed, npz):
    model_file, default_data = MODEL_FILES[args.model]
    return [
        args.autobatch, "sample", model_file,
        "--data", args.data or default_data,
        "--chains", str(chains), "--warmup", str(args.warmup), "--draws", str(args.draws),
        "--seed", str(seed), "--backend", args.backend,
        "--max-depth", str(args.max_depth), "--target-accept", str(args.target_accept),
        "--quiet", "--save-warmup", "-o", npz,
    ] + (["--dense-mass"] if args.dense_mass else [])  # fmt: skip


def run(cmd):
    """(seconds, where they come from); exits with the command's output if it fails."""
    t0 = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if done.returncode != 0:
        sys.exit(f"ours_sample.py: `{' '.join(cmd)}` exited {done.returncode}:\n{done.stdout}{done.stderr}")
    printed = SAMPLING_LINE.search(done.stdout + "\n" + done.stderr)
    if printed:
        return float(printed.group(1)), "the command's `sampling:` line (warmup + draws)"
    return wall, "wall time of the whole process (no `sampling:` line)"


STATS = ("lp", "acceptance_rate", "step_size", "tree_depth", "n_steps", "diverging", "energy")


def load(npz_path):
    """The arrays of an output file, with `theta`: every parameter's draws
    (the file holds them by name, in the model's order, before the
    statistics) as (chain, draw, coordinate). Bulk ESS ranks each
    coordinate, so tau gives log tau's."""
    with np.load(npz_path) as f:
        arrays = {k: f[k] for k in f.files}
    params = [k for k in arrays if k not in STATS and not k.startswith(("warmup_", "unconstrained_"))]
    if params:
        c, n = arrays[params[0]].shape[:2]
        arrays["theta"] = np.concatenate([arrays[k].reshape(c, n, -1) for k in params], axis=2)
    missing = [k for k in ("theta", "n_steps", "diverging") if k not in arrays]
    if missing:
        sys.exit(f"ours_sample.py: {npz_path} has no {', '.join(missing)} (arrays: {', '.join(sorted(arrays))})")
    return arrays


def measure(args, chains):
    npz = os.path.join(args.out_dir, f"ours-{args.model}-{chains}.npz")
    first, _ = run(command(args, chains, args.seed, npz))
    names = models.coordinate_names(args.model)
    sources = set()

    def timed(seed):
        cmd = command(args, chains, seed, npz)
        seconds, source = run(cmd)
        sources.add(source)
        a = load(npz)
        ess, max_rhat = common.sample_diagnostics(a["theta"])
        warm_steps = a.get("warmup_n_steps")
        return {
            "seed": seed,
            "seconds": seconds,
            "min_ess_bulk": float(ess.min()),
            "min_ess_coordinate": names[int(ess.argmin())] if ess.size == len(names) else int(ess.argmin()),
            "median_ess_bulk": float(np.median(ess)),
            "max_rhat": max_rhat,
            "grads": int(a["n_steps"].sum()) + (int(warm_steps.sum()) if warm_steps is not None else 0),
            "grads_cover_warmup": warm_steps is not None,
            "divergences": int(a["diverging"].sum()),
            "warmup_divergences": int(a["warmup_diverging"].sum()) if "warmup_diverging" in a else None,
        }

    runs = common.repeat_timed(timed, args)
    with_warmup = all(r["grads_cover_warmup"] for r in runs)
    row = {
        "peer": "ours",
        "model": args.model,
        "backend": args.backend,
        "chains": chains,
        "batch": chains,
        "warmup": args.warmup,
        "draws": args.draws,
        "max_depth": args.max_depth,
        "target_accept": args.target_accept,
        "dense_mass": args.dense_mass,
        "seconds_source": "; ".join(sorted(sources)),
        "first_run_seconds": first,
    }
    row.update(common.repeated_fields(runs))
    row.update(
        {
            "grads_cover": "warmup + draws" if with_warmup else "draws only (no warmup_n_steps in the .npz)",
            "mean_steps_per_transition": row["grads"] / (chains * (args.draws + (args.warmup if with_warmup else 0))),
            "warmup_divergences": sum(r["warmup_divergences"] or 0 for r in runs),
            "command": " ".join(command(args, chains, args.seed + 1, npz)) + f" (seeds {args.seed + 1}..{args.seed + len(runs)})",
        }
    )
    return row


def main():
    args = parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    rows = []
    for chains in args.chains:
        r = measure(args, chains)
        common.print_row(r)
        rows.append(r)
    common.emit(rows, args, {"peer": "ours", "model": args.model, "command": sys.argv})


if __name__ == "__main__":
    main()
