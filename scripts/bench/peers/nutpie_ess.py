"""nutpie's NUTS with its own adaptation on PyMC models of our model files'
densities, in effective samples per second, for
scripts/bench/bench_sample_peers.sh (the peer beside numpyro).

The sampler: nutpie.sample with its defaults (its diagonal mass matrix from
draw and gradient variances, dual averaging toward --target-accept, the
step size jittered) but for --target-accept, --max-depth, the warmup and
draws; one chain per thread, `cores` = the machine's cores. The model is
PyMC (compiled by nutpie.compile_pymc_model with numba, or --backend jax)
with our examples/models/MODEL.py's coordinates and density:

  eight_schools  mu ~ Normal(0, 5), tau ~ HalfCauchy(5) (PyMC samples
                 log tau, as ours), eta ~ Normal(0, 1) [8], y ~ Normal(mu +
                 tau eta, sigma) observed; float64.
  logreg         beta, a Flat vector [100], with the density written as one
                 pm.Potential: sum(y z - softplus(z)) - beta.beta / 2, z =
                 x beta (PyMC's own Bernoulli(logit_p=...) yields NaN
                 gradients under numba in float32 at large logits); x, y from
                 examples/data/logreg.npz; float32 (pytensor's floatX), as
                 ours.
  gaussian       theta, a Flat vector [100], with pm.Potential(-theta^T P
                 theta / 2), P examples/data/gaussian_100d.json's
                 precision; float64.

PyMC's initial points (zeros, jittered by nutpie) differ from ours (uniform in
(-2, 2)); that changes nothing after warmup.

Each chain count runs once with --seed (untimed), then, timed, with
--seed + 1, + 2, ... back to back until at least --min-runs runs (3) and
--min-seconds (2) of timed time summed (a timed run lasts 0.03-0.3 s
here, so one is noise); the model is compiled once, before all (the
compile time is in the row). A run's time is sampling alone, warmup and
draws (nutpie's sampler threads, waited for), not the conversion of the
trace to ArviZ's format, which is measured apart (`convert_seconds`, the
median). Gradients are nutpie's n_steps summed over the warmup and the
draws of all chains. Each repeat: min bulk ESS (arviz.ess(method="bulk")),
R-hat (arviz.rhat, the largest), divergences; the row
(common.repeated_fields): the MEDIAN seconds, ESS/s = median min bulk
ESS / median seconds, grads/s = median gradients / median seconds, the
repeats' spread (min-max) and every repeat's figures ("repeats").

    target/nutpie-venv/bin/python scripts/bench/peers/nutpie_ess.py --model eight_schools --chains 1,2,4 \\
        [--warmup 1000 --draws 1000 --seed 0] [--min-runs 3 --min-seconds 2] [--backend numba|jax] [--json OUT]
"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import models  # noqa: E402

import numpy as np  # noqa: E402


def parse_args():
    p = common.sample_parser(__doc__, models.MODELS, "chain counts, e.g. 1,2,4 (default 4)")
    p.add_argument("--backend", choices=("numba", "jax"), default="numba", help="nutpie's backend (default numba)")
    args = p.parse_args()
    if args.dense_mass:
        p.error("--dense-mass: nutpie adapts a diagonal mass matrix (from draws and gradients), not a dense one; run without nutpie (--skip-nutpie)")
    if args.warmup < 0 or args.draws < 4:
        p.error("--warmup must be >= 0 and --draws >= 4 (ESS needs a few draws per chain)")
    return args


def pymc_model(model):
    """The PyMC model of examples/models/MODEL.py, and the names of its
    variables in the posterior, in our coordinates' order."""
    import pymc as pm
    import pytensor.tensor as pt

    if model == "eight_schools":
        with pm.Model() as m:
            mu = pm.Normal("mu", 0.0, 5.0)
            tau = pm.HalfCauchy("tau", 5.0)
            eta = pm.Normal("eta", 0.0, 1.0, shape=8)
            pm.Normal("y", mu + tau * eta, np.asarray(models.EIGHT_SCHOOLS_SIGMA), observed=models.EIGHT_SCHOOLS_Y)
        return m, ["mu", "tau", "eta"]
    if model == "logreg":
        x, y, _ = common.load_logreg()
        with pm.Model() as m:
            beta = pm.Flat("beta", shape=x.shape[1])
            z = pt.dot(pt.as_tensor_variable(x), beta)
            prior = -0.5 * pt.dot(beta, beta) / common.PRIOR_VAR
            pm.Potential("lp", pt.sum(pt.as_tensor_variable(y) * z - pt.softplus(z)) + prior)
        return m, ["beta"]
    if model == "gaussian":
        prec = common.load_gaussian_precision()
        with pm.Model() as m:
            theta = pm.Flat("theta", shape=prec.shape[0])
            pm.Potential("lp", -0.5 * pt.dot(theta, pt.dot(pt.as_tensor_variable(prec), theta)))
        return m, ["theta"]
    raise ValueError(f"unknown model {model!r}: expected one of {', '.join(models.MODELS)}")


def stacked(group, names, chains, draws):
    """[chains, draws, coordinates] of the named variables of a trace group."""
    return np.concatenate([np.asarray(group[n]).reshape(chains, draws, -1) for n in names], axis=2)


def run(nutpie, compiled, args, chains, seed):
    """(trace, sampling seconds, conversion seconds)."""
    kwargs = dict(
        draws=args.draws,
        tune=args.warmup,
        chains=chains,
        cores=min(chains, os.cpu_count() or 1),
        seed=seed,
        save_warmup=True,
        progress_bar=False,
        target_accept=args.target_accept,
        maxdepth=args.max_depth,
    )
    t0 = time.perf_counter()
    background = nutpie.sample(compiled, blocking=False, **kwargs)
    inner = getattr(background, "_sampler", None)
    if inner is None or not hasattr(background, "_extract"):
        # Another nutpie: time the blocking call, conversion included.
        trace = background.wait()
        return trace, time.perf_counter() - t0, float("nan")
    inner.wait(None)
    t1 = time.perf_counter()
    trace = background._extract(inner.take_results())
    return trace, t1 - t0, time.perf_counter() - t1


def measure(nutpie, compiled, compile_seconds, names, args, chains, versions):
    _, first, _ = run(nutpie, compiled, args, chains, args.seed)

    def timed(seed):
        trace, seconds, convert = run(nutpie, compiled, args, chains, seed)
        ess, max_rhat = common.sample_diagnostics(stacked(trace.posterior, names, chains, args.draws))
        steps = np.asarray(trace.sample_stats["n_steps"])
        warm_steps = np.asarray(trace.warmup_sample_stats["n_steps"])
        return {
            "seed": seed,
            "seconds": seconds,
            "convert_seconds": convert,
            "min_ess_bulk": float(ess.min()),
            "median_ess_bulk": float(np.median(ess)),
            "max_rhat": max_rhat,
            "grads": int(steps.sum()) + int(warm_steps.sum()),
            "divergences": int(np.asarray(trace.sample_stats["diverging"]).sum()),
        }

    runs = common.repeat_timed(timed, args)
    row = {
        "peer": "nutpie",
        "model": args.model,
        "backend": args.backend,
        "chains": chains,
        "warmup": args.warmup,
        "draws": args.draws,
        "max_depth": args.max_depth,
        "target_accept": args.target_accept,
        "seconds_cover": "warmup + draws, the trace's conversion and the compilation excluded",
        "convert_seconds": float(np.median([r["convert_seconds"] for r in runs])),
        "compile_seconds": compile_seconds,
        "first_run_seconds": first,
        "sampler": f"nutpie {versions[0]} (PyMC {versions[1]}, {args.backend}), one chain per thread",
    }
    row.update(common.repeated_fields(runs))
    row["mean_steps_per_transition"] = row["grads"] / (chains * (args.warmup + args.draws))
    return row


def main():
    args = parse_args()
    # One BLAS thread: nutpie runs one chain per thread already.
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[var] = "1"
    if models.dtype(args.model) == np.float32:
        import pytensor

        pytensor.config.floatX = "float32"
    import nutpie
    import pymc

    versions = (nutpie.__version__, pymc.__version__)
    model, names = pymc_model(args.model)
    t0 = time.perf_counter()
    if args.backend == "jax":
        compiled = nutpie.compile_pymc_model(model, backend="jax", gradient_backend="jax")
    else:
        compiled = nutpie.compile_pymc_model(model)
    compile_seconds = time.perf_counter() - t0
    rows = []
    for chains in args.chains:
        r = measure(nutpie, compiled, compile_seconds, names, args, chains, versions)
        common.print_row(r)
        rows.append(r)
    common.emit(
        rows,
        args,
        {"peer": "nutpie", "nutpie": versions[0], "pymc": versions[1], "model": args.model, "command": sys.argv},
    )


if __name__ == "__main__":
    main()
