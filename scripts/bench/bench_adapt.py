"""Compares the warmups of `autobatch sample` (`--adapt stan` against
`--adapt nutpie`) in effective samples per gradient, on the example models.

For each model, warmup and seed it runs

    AUTOBATCH sample examples/models/MODEL.py --data DATA --chains C --warmup W --draws N
        --seed S --adapt A --quiet --save-warmup --save-unconstrained -o target/adapt/MODEL-A-S.npz

and reads from the .npz: the smallest bulk ESS over the free coordinates
(arviz.ess(method="bulk") of `unconstrained_*`, the rank-normalized
split-chain ESS of ArviZ's and Stan's summaries; one row per coordinate,
so a simplex or a Cholesky factor counts by its free coordinates, whose
ranks are not those of its constrained elements), the gradients (leapfrog
steps summed over chains, over warmup and draws; the step size heuristic's
few are not recorded), the post-warmup divergences and the mean leapfrog
steps per draw, and the `sampling:` seconds the command prints (warmup
and draws, not the compilation). It prints one row per model and warmup,
averaged over the seeds: ESS per 1,000 gradients (warmup included), ESS
per 1,000 post-warmup gradients, steps per draw, divergences, ESS/s; then
nutpie / stan per model.

    python3 scripts/bench/bench_adapt.py [--models eight_schools,gaussian_100d,...] [--seeds 0,1,2]
        [--chains 4] [--warmup 1000] [--draws 1000] [--autobatch target/release/autobatch]

Not part of CI (minutes per model on 2 cores). Needs arviz (scripts/dev/setup.sh
installs it) and the data of examples/data (examples/make_*.py write it).
"""

import argparse
import os
import re
import subprocess
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Model name -> (model file, data file; None: no data), the posteriordb-style
# library examples last.
MODELS = {
    "eight_schools": ("examples/models/eight_schools.py", "examples/models/eight_schools.json"),
    "gaussian_corr": ("examples/models/gaussian.py", "examples/models/gaussian_corr.json"),
    "gaussian_100d": ("examples/models/gaussian_100d.py", "examples/data/gaussian_100d.json"),
    "logreg": ("examples/models/logreg.py", "examples/data/logreg.npz"),
    "hier_logreg": ("examples/models/hier_logreg.py", "examples/data/hier_logreg.npz"),
    "poisson_glm": ("examples/models/poisson_glm.py", "examples/models/poisson_glm.json"),
    "mixture": ("examples/models/mixture.py", "examples/models/mixture.json"),
    "multilevel": ("examples/models/multilevel.py", "examples/models/multilevel.json"),
}
ADAPTS = ("stan", "nutpie")
SAMPLING_LINE = re.compile(r"^\s*sampling:\s*([0-9.eE+-]+)\s*s\b", re.MULTILINE)


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default=",".join(MODELS), help="comma-separated, of: " + ", ".join(MODELS))
    p.add_argument("--seeds", default="0,1,2", help="comma-separated seeds (default 0,1,2)")
    p.add_argument("--chains", type=int, default=4)
    p.add_argument("--warmup", type=int, default=1000)
    p.add_argument("--draws", type=int, default=1000)
    p.add_argument("--target-accept", type=float, default=0.8)
    p.add_argument("--autobatch", default=os.path.join(ROOT, "target/release/autobatch"))
    p.add_argument("--out-dir", default=os.path.join(ROOT, "target/adapt"))
    return p.parse_args()


def bulk_ess(draws):
    """[coordinates] bulk ESS of draws [chain, draw, coordinates]."""
    import arviz as az

    ds = az.convert_to_dataset({"x": np.asarray(draws, dtype=np.float64)})
    return np.asarray(az.ess(ds, method="bulk")["x"].values, dtype=np.float64)


def run_one(args, model, adapt, seed):
    model_file, data_file = MODELS[model]
    npz = os.path.join(args.out_dir, f"{model}-{adapt}-{seed}.npz")
    cmd = [args.autobatch, "sample", os.path.join(ROOT, model_file)]
    if data_file:
        cmd += ["--data", os.path.join(ROOT, data_file)]
    cmd += [
        "--chains", str(args.chains), "--warmup", str(args.warmup), "--draws", str(args.draws),
        "--seed", str(seed), "--adapt", adapt, "--target-accept", str(args.target_accept),
        "--quiet", "--save-warmup", "--save-unconstrained", "-o", npz,
    ]  # fmt: skip
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"bench_adapt.py: `{' '.join(cmd)}` exited {done.returncode}:\n{done.stdout}{done.stderr}")
    seconds = SAMPLING_LINE.search(done.stdout)
    with np.load(npz) as f:
        free = [f[k].reshape(args.chains, args.draws, -1) for k in f.files if k.startswith("unconstrained_")]
        n_steps, warm_steps, diverging = f["n_steps"], f["warmup_n_steps"], f["diverging"]
    ess = float(bulk_ess(np.concatenate(free, axis=2)).min())
    draws_grads = int(n_steps.sum())
    return {
        "ess": ess,
        "grads": draws_grads + int(warm_steps.sum()),
        "draw_grads": draws_grads,
        "steps": float(n_steps.mean()),
        "divergent": int(diverging.sum()),
        "seconds": float(seconds.group(1)) if seconds else float("nan"),
    }


def main():
    args = parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    models = [m for m in args.models.split(",") if m]
    unknown = [m for m in models if m not in MODELS]
    if unknown:
        sys.exit(f"bench_adapt.py: unknown model {', '.join(unknown)} (known: {', '.join(MODELS)})")
    seeds = [int(s) for s in args.seeds.split(",")]
    print(
        f"chains {args.chains}, warmup {args.warmup}, draws {args.draws}, seeds {args.seeds}; "
        "ESS = min bulk ESS over free coordinates (mean over seeds)"
    )
    header = f"{'model':<14} {'adapt':<7} {'ESS':>7} {'ESS/1k grads':>12} {'ESS/1k draw grads':>17} "
    header += f"{'steps/draw':>10} {'divergent':>9} {'ESS/s':>8}"
    print(header)
    ratios = []
    for model in models:
        per_adapt = {}
        for adapt in ADAPTS:
            rows = [run_one(args, model, adapt, seed) for seed in seeds]
            mean = {k: float(np.mean([r[k] for r in rows])) for k in rows[0]}
            mean["per_grad"] = float(np.mean([1000 * r["ess"] / r["grads"] for r in rows]))
            mean["per_draw_grad"] = float(np.mean([1000 * r["ess"] / r["draw_grads"] for r in rows]))
            per_adapt[adapt] = mean
            print(
                f"{model:<14} {adapt:<7} {mean['ess']:>7.0f} {mean['per_grad']:>12.2f} {mean['per_draw_grad']:>17.2f} "
                f"{mean['steps']:>10.1f} {mean['divergent']:>9.1f} {mean['ess'] / mean['seconds']:>8.0f}",
                flush=True,
            )
        ratios.append((model, per_adapt["nutpie"]["per_grad"] / per_adapt["stan"]["per_grad"]))
    print("nutpie / stan, ESS per gradient (warmup included):")
    for model, r in ratios:
        print(f"  {model:<14} {r:.2f}")
    print(f"  geometric mean {np.exp(np.mean(np.log([r for _, r in ratios]))):.2f}")


if __name__ == "__main__":
    main()
