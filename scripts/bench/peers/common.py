"""Shared pieces of the peer NUTS benchmarks (scripts/bench/peers/*.py): the
models of examples/models/logreg.py and examples/models/gaussian_100d.py
(which `autobatch bench nuts` binds to python/autobatch/slice_nuts.py), their data, the
command-line options every peer takes, and the JSON row format.

The models, exactly as our examples state them:

  logreg    y[n] ~ Bernoulli(sigmoid(x[n] . beta)), beta ~ Normal(0, I),
            x f32[10000, 100], y f32[10000] from examples/data/logreg.npz
            (examples/make_logreg.py writes it; generated here when missing);
            float32.
  gaussian  log p(theta) = -theta^T P theta / 2, P the dense 100x100 "data.prec"
            of examples/nuts_inputs.json (examples/make_gaussian.py); float64.

Every chain starts at zero (as `autobatch bench nuts` does).

Gradient evaluations per second = (leapfrog steps summed over all chains) /
(wall time of a warm run: the same function at the same shapes has run
once before, so tracing and compilation are excluded).

Not a peer itself; `python3 scripts/bench/peers/common.py --help` shows the
options every peer takes.
"""

import argparse
import json
import os
import subprocess
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
LOGREG_NPZ = os.path.join(ROOT, "examples", "data", "logreg.npz")
GAUSSIAN_JSON = os.path.join(ROOT, "examples", "nuts_inputs.json")

# examples/models/logreg.py's prior variance and python/autobatch/slice_nuts.py's constants
PRIOR_VAR = 1.0
LEAPFROG_STEPS_PER_LEAF = 4
MAX_DELTA = 1000.0

DEFAULT_EPS = 0.01
DEFAULT_MAX_DEPTH = 8
DEFAULT_BATCH = "1,4,16,64,256"
DEFAULT_NUM_STEPS = 10
DEFAULT_REPEATS = 2


def load_logreg():
    """(x f32[N, D], y f32[N], beta_true f32[D]), generating the file if missing."""
    if not os.path.exists(LOGREG_NPZ):
        subprocess.run([sys.executable, os.path.join(ROOT, "examples", "make_logreg.py"), "--out", LOGREG_NPZ], check=True)
    with np.load(LOGREG_NPZ) as f:
        return f["x"].astype(np.float32), f["y"].astype(np.float32), f["beta_true"].astype(np.float32)


def load_gaussian_precision():
    with open(GAUSSIAN_JSON) as f:
        return np.asarray(json.load(f)["data.prec"], dtype=np.float64)


def model_dtype(model):
    return np.float32 if model == "logreg" else np.float64


def model_dim(model):
    return 100


def parse_batches(text):
    out = [int(b) for b in text.split(",") if b.strip()]
    if not out or any(b < 1 for b in out):
        raise argparse.ArgumentTypeError(f"bad batch list {text!r}")
    return out


def sample_parser(description, models, chains_help="chain counts, e.g. 1,4,16 (default 4)"):
    """The options of the `autobatch sample` peers (numpyro_ess.py,
    nutpie_ess.py, ours_sample.py): the model, chain counts, warmup,
    draws, seed, tree depth, target acceptance, the mass matrix's kind and
    --json."""
    p = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", choices=models, default="eight_schools", help="target (default eight_schools)")
    p.add_argument("--chains", type=parse_batches, default=[4], help=chains_help)
    p.add_argument("--warmup", type=int, default=1000, help="warmup (tuning) transitions per chain (default 1000)")
    p.add_argument("--draws", type=int, default=1000, help="draws per chain (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first run; the timed run takes seed + 1")
    p.add_argument("--max-depth", type=int, default=10, help="maximum tree depth (default 10)")
    p.add_argument("--target-accept", type=float, default=0.8, help="step size adaptation target (default 0.8)")
    p.add_argument(
        "--dense-mass",
        action="store_true",
        help="adapt a dense mass matrix (numpyro's dense_mass=True, ours' --dense-mass) instead of a diagonal one",
    )
    p.add_argument("--json", metavar="OUT", help="also write the rows to OUT as JSON")
    return p


def make_parser(description):
    p = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", choices=["logreg", "gaussian"], default="logreg", help="target (default logreg)")
    p.add_argument("--eps", type=float, default=DEFAULT_EPS, help=f"fixed leapfrog step size (default {DEFAULT_EPS})")
    p.add_argument(
        "--max-depth", type=int, default=DEFAULT_MAX_DEPTH, help=f"maximum tree depth, doublings (default {DEFAULT_MAX_DEPTH})"
    )
    p.add_argument(
        "--batch", type=parse_batches, default=parse_batches(DEFAULT_BATCH), help=f"chain counts (default {DEFAULT_BATCH})"
    )
    p.add_argument(
        "--trajectories",
        "--num-steps",
        dest="num_steps",
        type=int,
        default=DEFAULT_NUM_STEPS,
        help=f"NUTS transitions per chain in each timed run (default {DEFAULT_NUM_STEPS})",
    )
    p.add_argument(
        "--repeats", type=int, default=DEFAULT_REPEATS, help=f"timed runs per batch size; the best counts (default {DEFAULT_REPEATS})"
    )
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--json", metavar="OUT", help="also write the rows to OUT as JSON")
    return p


def row(peer, args, batch, grads, seconds, **extra):
    r = {
        "peer": peer,
        "model": args.model,
        "backend": "cpu",
        "batch": batch,
        "eps": args.eps,
        "max_depth": args.max_depth,
        "num_steps": args.num_steps,
        "grads": int(grads),
        "seconds": seconds,
        "grads_per_sec": grads / seconds if seconds > 0 else 0.0,
    }
    r.update(extra)
    return r


def emit(rows, args, meta):
    """Prints the rows (one JSON object per line) and writes --json."""
    doc = dict(meta)
    doc["rows"] = rows
    if args.json:
        d = os.path.dirname(os.path.abspath(args.json))
        os.makedirs(d, exist_ok=True)
        with open(args.json, "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
    return doc


def print_row(r):
    print(json.dumps(r), flush=True)


def bulk_ess(draws):
    """[D] bulk effective sample sizes of draws [chain, draw, D]:
    arviz.ess(method="bulk"), the rank-normalized split-chain ESS of Vehtari
    et al. (2021), the `ess_bulk` column of arviz.summary and Stan. Needs
    arviz (in target/peers-venv)."""
    import arviz as az

    ds = az.convert_to_dataset({"theta": np.asarray(draws, dtype=np.float64)})
    return np.asarray(az.ess(ds, method="bulk")["theta"].values, dtype=np.float64)


if __name__ == "__main__":
    make_parser(__doc__).parse_args()


def posterior_summary(draws):
    """ArviZ's summary of draws [chain, draw, coordinate]: mean, sd,
    mcse_mean, ess_bulk, ess_tail and rhat per coordinate (None where not
    finite), which coordinates are constant (their value as mean, sd and
    mcse_mean 0, the rest None), and ArviZ's version."""
    import warnings

    import arviz as az

    flat = draws.reshape(-1, draws.shape[-1])
    constant = np.ptp(flat, axis=0) == 0.0
    ds = az.convert_to_dataset({"theta": draws})

    def per_coordinate(result):
        return np.asarray(result["theta"].values, dtype=np.float64)

    with warnings.catch_warnings():
        # R-hat of a constant coordinate divides 0 by 0 (replaced below).
        warnings.simplefilter("ignore", RuntimeWarning)
        stats = {
            "mean": flat.mean(axis=0),
            "sd": flat.std(axis=0, ddof=1),
            "mcse_mean": per_coordinate(az.mcse(ds, method="mean")),
            "ess_bulk": per_coordinate(az.ess(ds, method="bulk")),
            "ess_tail": per_coordinate(az.ess(ds, method="tail")),
            "rhat": per_coordinate(az.rhat(ds)),
        }
    for k in np.flatnonzero(constant):
        stats["mean"][k] = flat[0, k]
        stats["sd"][k] = 0.0
        stats["mcse_mean"][k] = 0.0
        stats["ess_bulk"][k] = np.nan
        stats["ess_tail"][k] = np.nan
        stats["rhat"][k] = np.nan
    out = {k: [None if not np.isfinite(v) else float(v) for v in vals] for k, vals in stats.items()}
    return out, constant, az.__version__
