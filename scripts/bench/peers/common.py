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

The `autobatch sample` peers (ours_sample.py, numpyro_ess.py,
nutpie_ess.py) run once with --seed untimed (compilation), then repeat the
timed run with seeds --seed + 1, + 2, ... until at least --min-runs runs
(3) and --min-seconds (2) of timed time summed (repeat_timed); a row holds
the MEDIAN seconds, ESS/s and grads/s from it, the repeats' spread
(min-max) and each repeat's min bulk ESS, R-hat and divergences
(repeated_fields).

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
# The `autobatch sample` peers' timed runs (sample_parser's --min-runs and
# --min-seconds): repeated until both hold.
DEFAULT_MIN_RUNS = 3
DEFAULT_MIN_SECONDS = 2.0
# ... but never more runs than this (a clock that reads 0 s would loop on).
MAX_RUNS = 1000


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
    draws, seed, tree depth, target acceptance, the mass matrix's kind,
    how often the timed run repeats (--min-runs, --min-seconds; see
    repeat_timed) and --json."""
    p = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", choices=models, default="eight_schools", help="target (default eight_schools)")
    p.add_argument("--chains", type=parse_batches, default=[4], help=chains_help)
    p.add_argument("--warmup", type=int, default=1000, help="warmup (tuning) transitions per chain (default 1000)")
    p.add_argument("--draws", type=int, default=1000, help="draws per chain (default 1000)")
    p.add_argument(
        "--seed", type=int, default=0, help="seed of the first (untimed) run; the timed repeats take seed + 1, seed + 2, ..."
    )
    p.add_argument(
        "--min-runs",
        type=int,
        default=DEFAULT_MIN_RUNS,
        help=f"timed runs per chain count at least (default {DEFAULT_MIN_RUNS}); see --min-seconds",
    )
    p.add_argument(
        "--min-seconds",
        type=float,
        default=DEFAULT_MIN_SECONDS,
        help=f"and at least this many timed seconds summed over them (default {DEFAULT_MIN_SECONDS:g})",
    )
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
    """Prints a row as one JSON line, without its "repeats" and "seeds"
    (the --json file keeps them)."""
    print(json.dumps({k: v for k, v in r.items() if k not in ("repeats", "seeds")}), flush=True)


def bulk_ess(draws):
    """[D] bulk effective sample sizes of draws [chain, draw, D]:
    arviz.ess(method="bulk"), the rank-normalized split-chain ESS of Vehtari
    et al. (2021), the `ess_bulk` column of arviz.summary and Stan. Needs
    arviz (in target/peers-venv)."""
    import arviz as az

    ds = az.convert_to_dataset({"theta": np.asarray(draws, dtype=np.float64)})
    return np.asarray(az.ess(ds, method="bulk")["theta"].values, dtype=np.float64)


def sample_diagnostics(draws):
    """(bulk ESS [D], the largest R-hat over the coordinates) of draws
    [chain, draw, D]: arviz.ess(method="bulk") as bulk_ess, and
    arviz.rhat (rank-normalized split R-hat), constant coordinates (R-hat
    0 / 0) left out; None where none is finite (one chain: arviz gives
    NaN)."""
    import warnings

    import arviz as az

    ds = az.convert_to_dataset({"theta": np.asarray(draws, dtype=np.float64)})
    ess = np.asarray(az.ess(ds, method="bulk")["theta"].values, dtype=np.float64)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        rhat = np.asarray(az.rhat(ds)["theta"].values, dtype=np.float64)
    finite = rhat[np.isfinite(rhat)]
    return ess, float(finite.max()) if finite.size else None


def repeat_timed(timed_run, args):
    """The timed repeats of one chain count: timed_run(seed) -> a dict with
    at least "seed", "seconds", "min_ess_bulk" and "grads", called with
    seeds args.seed + 1, args.seed + 2, ... (one after the other, in this
    process) until at least args.min_runs runs AND at least
    args.min_seconds timed seconds summed over them (or MAX_RUNS runs);
    the list of dicts."""
    runs = []
    total = 0.0
    while len(runs) < max(1, args.min_runs) or (total < args.min_seconds and len(runs) < MAX_RUNS):
        r = timed_run(args.seed + 1 + len(runs))
        runs.append(r)
        total += r["seconds"]
    return runs


def repeated_fields(runs):
    """A row's fields from its timed repeats (repeat_timed's list):

      seconds                    the MEDIAN of the repeats' seconds
      seconds_min, seconds_max   their spread; seconds_sum their sum
      min_ess_bulk               the median of the repeats' min bulk ESS
      ess_per_sec                min_ess_bulk / seconds (medians both)
      ess_per_sec_min, _max      the spread of the repeats' own ESS/s
                                 (each its min bulk ESS / its seconds)
      grads                      the median of the repeats' gradients
      grads_per_sec              grads / seconds; _min, _max as ESS/s
      max_rhat                   the largest R-hat of any repeat
      divergences                summed over the repeats
      runs, seeds, repeats       how many, their seeds, and each repeat's
                                 dict (its seed, seconds, min bulk ESS,
                                 R-hat, divergences, ...)
    """
    secs = np.array([r["seconds"] for r in runs], dtype=np.float64)
    ess = np.array([r["min_ess_bulk"] for r in runs], dtype=np.float64)
    grads = np.array([r["grads"] for r in runs], dtype=np.float64)
    per_sec = lambda x, s: x / s if s > 0 else float("nan")  # noqa: E731
    for r in runs:
        r["ess_per_sec"] = per_sec(r["min_ess_bulk"], r["seconds"])
        r["grads_per_sec"] = per_sec(r["grads"], r["seconds"])
    seconds = float(np.median(secs))
    rhats = [r["max_rhat"] for r in runs if r.get("max_rhat") is not None]
    divs = [r["divergences"] for r in runs if r.get("divergences") is not None]
    return {
        "runs": len(runs),
        "seeds": [r["seed"] for r in runs],
        "seconds": seconds,
        "seconds_min": float(secs.min()),
        "seconds_max": float(secs.max()),
        "seconds_sum": float(secs.sum()),
        "min_ess_bulk": float(np.median(ess)),
        "ess_per_sec": per_sec(float(np.median(ess)), seconds),
        "ess_per_sec_min": min(r["ess_per_sec"] for r in runs),
        "ess_per_sec_max": max(r["ess_per_sec"] for r in runs),
        "grads": float(np.median(grads)),
        "grads_per_sec": per_sec(float(np.median(grads)), seconds),
        "grads_per_sec_min": min(r["grads_per_sec"] for r in runs),
        "grads_per_sec_max": max(r["grads_per_sec"] for r in runs),
        "max_rhat": max(rhats) if rhats else None,
        "divergences": int(sum(divs)) if divs else None,
        "repeats": runs,
    }


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
