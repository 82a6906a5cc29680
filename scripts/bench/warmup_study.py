"""Compares the warmups of `autobatch sample` (`--adapt stan` against
`--adapt nutpie`) per draw: divergences, effective sample sizes, R-hat and
gradients, on every example model and on the test models of
scripts/bench/warmup_models/ (a latent GP, a centered hierarchical model,
Neal's funnel, strongly correlated regressions, a heteroscedastic GP).
docs/sampling.md, "Choosing the warmup", holds its table.

For each model, warmup and seed it runs

    AUTOBATCH sample MODEL.py --data DATA --chains C --warmup W --draws N --seed S
        --adapt A --quiet --save-warmup --save-unconstrained -o target/warmup_study/MODEL-A-S.npz

and reads from the .npz, over the free (unconstrained) coordinates:

* divergent: the divergent transitions after warmup (of C x N);
* bulk/draw, tail/draw: the smallest bulk and tail ESS over the
  coordinates, divided by the draws (C x N): the rank-normalized
  split-chain ESS and the 5%/95%-quantile tail ESS of Vehtari et al.
  (2021), as ArviZ's `ess(method="bulk" | "tail")` and Stan's summary
  compute them (implemented here with numpy alone);
* R-hat: the largest rank-normalized split R-hat (the larger of the bulk
  and folded ones, as ArviZ's `rhat`);
* grads/draw: leapfrog steps (gradients) per draw after warmup, and
  grads/draw all: the warmup's and the draws' together per draw (the
  step size heuristics' few are not recorded).

It prints one row per model, warmup and seed, then per model and warmup
the mean over the seeds (divergences summed, R-hat the largest, and how
many seeds had an R-hat above 1.01), then the nutpie / stan ratios.

    python3 scripts/bench/warmup_study.py [--models eight_schools,funnel,...] [--seeds 0,1,2]
        [--chains 4] [--warmup 1000] [--draws 1000] [--target-accept 0.8] [--jobs 2]
        [--autobatch target/release/autobatch] [--markdown]

Not part of CI (7 minutes for every model at 3 seeds with --jobs 2 on 2
busy cores). Needs numpy only, the release binary (`cargo build --release --bin
autobatch`), the data of examples/data (`python3 examples/make_logreg.py`,
`make_hier_logreg.py`, `make_gaussian.py`) and of warmup_models
(`python3 scripts/bench/warmup_models/make_data.py`, checked in).
"""

import argparse
import concurrent.futures
import os
import statistics
import subprocess
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
W = "scripts/bench/warmup_models"

# Model name -> (model file, data file or None, extra flags per warmup).
MODELS = {
    "eight_schools": ("examples/models/eight_schools.py", "examples/models/eight_schools.json"),
    "gaussian_corr": ("examples/models/gaussian.py", "examples/models/gaussian_corr.json"),
    "gaussian_std": ("examples/models/gaussian.py", "examples/models/gaussian_std.json"),
    "gaussian_100d": ("examples/models/gaussian_100d.py", "examples/data/gaussian_100d.json"),
    "logreg": ("examples/models/logreg.py", "examples/data/logreg.npz"),
    "hier_logreg": ("examples/models/hier_logreg.py", "examples/data/hier_logreg.npz"),
    "poisson_glm": ("examples/models/poisson_glm.py", "examples/models/poisson_glm.json"),
    "mixture": ("examples/models/mixture.py", "examples/models/mixture.json"),
    "multilevel": ("examples/models/multilevel.py", "examples/models/multilevel.json"),
    "gp_regression": ("examples/models/gp_regression.py", "examples/models/gp_regression.json"),
    # Its INIT_OPTIMIZE = 200 is refused by nutpie's warmup: both warmups run
    # with --init-optimize 0 here, from its INIT_JITTER = 1.0 points.
    "lotka_volterra": ("examples/models/lotka_volterra.py", "examples/models/lotka_volterra.json"),
    "gp_pois_regr": (f"{W}/gp_pois_regr.py", f"{W}/gp_pois_regr.json"),
    "eight_schools_centered": (f"{W}/eight_schools_centered.py", "examples/models/eight_schools.json"),
    "funnel": (f"{W}/funnel.py", None),
    "corr_regression": (f"{W}/corr_regression.py", f"{W}/corr_regression.json"),
    "corr_regression_998": (f"{W}/corr_regression.py", f"{W}/corr_regression_998.json"),
    "hetero_gp": (f"{W}/hetero_gp.py", f"{W}/hetero_gp.json"),
}
EXTRA = {"lotka_volterra": ["--init-optimize", "0"]}
ADAPTS = ("stan", "nutpie")


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default=",".join(MODELS), help="comma-separated, of: " + ", ".join(MODELS))
    p.add_argument("--seeds", default="0,1,2", help="comma-separated seeds (default 0,1,2)")
    p.add_argument("--chains", type=int, default=4)
    p.add_argument("--warmup", type=int, default=1000)
    p.add_argument("--draws", type=int, default=1000)
    p.add_argument("--target-accept", type=float, default=None, help="default: the sampler's (0.8)")
    p.add_argument("--jobs", type=int, default=1, help="runs at once (each reports per-draw figures, not seconds)")
    p.add_argument("--autobatch", default=os.path.join(ROOT, "target/release/autobatch"))
    p.add_argument("--out-dir", default=os.path.join(ROOT, "target/warmup_study"))
    p.add_argument("--markdown", action="store_true", help="also print the summary as a markdown table")
    return p.parse_args()


# ---------------------------------------------------------------------------
# Diagnostics (Vehtari, Gelman, Simpson, Carpenter and Buerkner 2021), as
# ArviZ 0.22's `ess` and `rhat` compute them, for x [chain, draw].


def _split(x):
    half = x.shape[1] // 2
    return np.concatenate([x[:, :half], x[:, x.shape[1] - half :]], axis=0)


def _ndtri(p):
    """The standard normal quantile (Acklam's rational approximation, refined
    by one Halley step with math.erfc: about 1e-15 relative)."""
    from math import erfc, exp, pi, sqrt

    def one(q):
        a = (-3.969683028665376e01, 2.209460984245205e02, -2.759285104469687e02, 1.383577518672690e02,
             -3.066479806614716e01, 2.506628277459239e00)  # fmt: skip
        b = (-5.447609879822406e01, 1.615858368580409e02, -1.556989798598866e02, 6.680131188771972e01,
             -1.328068155288572e01)  # fmt: skip
        c = (-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e00, -2.549732539343734e00,
             4.374664141464968e00, 2.938163982698783e00)  # fmt: skip
        d = (7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e00, 3.754408661907416e00)
        if q < 0.02425:
            r = sqrt(-2 * np.log(q))
            z = (((((c[0] * r + c[1]) * r + c[2]) * r + c[3]) * r + c[4]) * r + c[5]) / (
                (((d[0] * r + d[1]) * r + d[2]) * r + d[3]) * r + 1)
        elif q > 1 - 0.02425:
            r = sqrt(-2 * np.log(1 - q))
            z = -(((((c[0] * r + c[1]) * r + c[2]) * r + c[3]) * r + c[4]) * r + c[5]) / (
                (((d[0] * r + d[1]) * r + d[2]) * r + d[3]) * r + 1)
        else:
            s = q - 0.5
            r = s * s
            z = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * s / (
                ((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
        e = 0.5 * erfc(-z / sqrt(2)) - q
        u = e * sqrt(2 * pi) * exp(z * z / 2)
        return z - u / (1 + z * u / 2)

    flat = np.asarray(p, dtype=np.float64).ravel()
    return np.array([one(q) for q in flat]).reshape(np.shape(p))


def _ranks(x):
    """Ranks from 1 of x's elements, ties averaged (scipy's rankdata)."""
    flat = x.ravel()
    order = np.argsort(flat, kind="mergesort")
    sorted_ = flat[order]
    first = np.r_[True, sorted_[1:] != sorted_[:-1]]
    group = np.cumsum(first) - 1
    starts = np.flatnonzero(first)
    ends = np.r_[starts[1:], flat.size]
    avg = (starts + ends + 1) / 2.0
    ranks = np.empty(flat.size)
    ranks[order] = avg[group]
    return ranks.reshape(x.shape)


def _z_scale(x):
    return _ndtri((_ranks(x) - 0.375) / (x.size + 0.25))


def _autocov(x):
    """Biased autocovariance of each row, by FFT."""
    n = x.shape[1]
    m = 1 << (2 * n - 1).bit_length()
    c = x - x.mean(axis=1, keepdims=True)
    f = np.fft.rfft(c, n=m, axis=1)
    return np.fft.irfft(f * np.conj(f), n=m, axis=1)[:, :n] / n


def _ess(x):
    n_chain, n_draw = x.shape
    if np.max(x) - np.min(x) < np.finfo(float).resolution:
        return float(x.size)
    acov = _autocov(x)
    mean_var = np.mean(acov[:, 0]) * n_draw / (n_draw - 1.0)
    var_plus = mean_var * (n_draw - 1.0) / n_draw
    if n_chain > 1:
        var_plus += np.var(x.mean(axis=1), ddof=1)
    rho = np.zeros(n_draw)
    even, odd = 1.0, 1.0 - (mean_var - np.mean(acov[:, 1])) / var_plus
    rho[0], rho[1] = even, odd
    t = 1
    while t < n_draw - 3 and even + odd > 0.0:
        even = 1.0 - (mean_var - np.mean(acov[:, t + 1])) / var_plus
        odd = 1.0 - (mean_var - np.mean(acov[:, t + 2])) / var_plus
        if even + odd >= 0:
            rho[t + 1], rho[t + 2] = even, odd
        t += 2
    max_t = t - 2
    if even > 0:
        rho[max_t + 1] = even
    t = 1
    while t <= max_t - 2:
        if rho[t + 1] + rho[t + 2] > rho[t - 1] + rho[t]:
            rho[t + 1] = rho[t + 2] = (rho[t - 1] + rho[t]) / 2.0
        t += 2
    n = n_chain * n_draw
    tau = -1.0 + 2.0 * np.sum(rho[: max_t + 1]) + np.sum(rho[max_t + 1 : max_t + 2])
    return n / max(tau, 1.0 / np.log10(n))


def ess_bulk(x):
    return _ess(_z_scale(_split(x)))


def ess_tail(x):
    out = []
    for p in (0.05, 0.95):
        q = np.quantile(x, p)
        out.append(_ess(_split((x <= q).astype(np.float64))))
    return min(out)


def _rhat(x):
    n = x.shape[1]
    between = n * np.var(x.mean(axis=1), ddof=1)
    within = np.mean(np.var(x, axis=1, ddof=1))
    return float(np.sqrt((between / within + n - 1) / n))


def rhat(x):
    if np.max(x) - np.min(x) < np.finfo(float).resolution:
        return float("nan")
    bulk = _rhat(_z_scale(_split(x)))
    tail = _rhat(_z_scale(_split(np.abs(x - np.median(x)))))
    return max(bulk, tail)


# ---------------------------------------------------------------------------


def run_one(args, model, adapt, seed):
    model_file, data_file = MODELS[model]
    npz = os.path.join(args.out_dir, f"{model}-{adapt}-{seed}.npz")
    cmd = [args.autobatch, "sample", os.path.join(ROOT, model_file)]
    if data_file:
        cmd += ["--data", os.path.join(ROOT, data_file)]
    cmd += [
        "--chains", str(args.chains), "--warmup", str(args.warmup), "--draws", str(args.draws),
        "--seed", str(seed), "--adapt", adapt, "--quiet", "--save-warmup", "--save-unconstrained", "-o", npz,
    ]  # fmt: skip
    if args.target_accept is not None:
        cmd += ["--target-accept", str(args.target_accept)]
    cmd += EXTRA.get(model, [])
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"`{' '.join(cmd)}` exited {done.returncode}:\n{done.stdout}{done.stderr}")
    with np.load(npz) as f:
        free = np.concatenate(
            [f[k].reshape(args.chains, args.draws, -1) for k in f.files if k.startswith("unconstrained_")], axis=2
        )
        n_steps, warm_steps, diverging = f["n_steps"], f["warmup_n_steps"], f["diverging"]
    draws = args.chains * args.draws
    coords = [free[:, :, i].astype(np.float64) for i in range(free.shape[2])]
    return {
        "divergent": int(diverging.sum()),
        "bulk": min(ess_bulk(c) for c in coords) / draws,
        "tail": min(ess_tail(c) for c in coords) / draws,
        "rhat": max(rhat(c) for c in coords),
        "grads": float(n_steps.sum()) / draws,
        "grads_all": float(n_steps.sum() + warm_steps.sum()) / draws,
    }


ROW = "{:<23} {:<7} {:>5} {:>9} {:>9} {:>9} {:>7} {:>10} {:>14}"


def fmt(model, adapt, seed, r):
    return ROW.format(
        model, adapt, seed, f"{r['divergent']}", f"{r['bulk']:.3f}", f"{r['tail']:.3f}", f"{r['rhat']:.3f}",
        f"{r['grads']:.1f}", f"{r['grads_all']:.1f}",
    )  # fmt: skip


def main():
    args = parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    models = [m for m in args.models.split(",") if m]
    unknown = [m for m in models if m not in MODELS]
    if unknown:
        sys.exit(f"warmup_study.py: unknown model {', '.join(unknown)} (known: {', '.join(MODELS)})")
    seeds = [int(s) for s in args.seeds.split(",")]
    draws = args.chains * args.draws
    print(
        f"chains {args.chains}, warmup {args.warmup}, draws {args.draws} ({draws} in all), seeds {args.seeds}, "
        f"target accept {args.target_accept or 'default'}; over the free coordinates: divergent after warmup, "
        "min bulk and tail ESS per draw, max R-hat, gradients per draw (after warmup; warmup included)"
    )
    print(ROW.format("model", "adapt", "seed", "divergent", "bulk/draw", "tail/draw", "R-hat", "grads/draw", "grads/draw all"))
    jobs = [(m, a, s) for m in models for a in ADAPTS for s in seeds]
    results = {}
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs))
    futures = [pool.submit(run_one, args, *job) for job in jobs]
    for job, fut in zip(jobs, futures):  # in order
        try:
            results[job] = fut.result()
        except Exception as e:
            pool.shutdown(wait=True, cancel_futures=True)
            sys.exit(f"warmup_study.py: {e}")
        print(fmt(*job, results[job]), flush=True)
    pool.shutdown()
    summary = {}
    print()
    print(f"mean over seeds {args.seeds} (divergent: summed over the seeds, of {draws * len(seeds)}; "
          "R-hat: the largest, and the seeds above 1.01)")  # fmt: skip
    head = "{:<23} {:<7} {:>10} {:>9} {:>9} {:>9} {:>9} {:>10} {:>14} {:>12}"
    print(head.format("model", "adapt", "divergent", "bulk/draw", "min", "tail/draw", "R-hat", "grads/draw", "grads/draw all", "bulk/1k grads"))
    for m in models:
        for a in ADAPTS:
            rows = [results[(m, a, s)] for s in seeds]
            s = {
                "divergent": sum(r["divergent"] for r in rows),
                "bulk": statistics.mean(r["bulk"] for r in rows),
                "bulk_min": min(r["bulk"] for r in rows),
                "tail": statistics.mean(r["tail"] for r in rows),
                "rhat": max(r["rhat"] for r in rows),
                "rhat_bad": sum(r["rhat"] > 1.01 for r in rows),
                "grads": statistics.mean(r["grads"] for r in rows),
                "grads_all": statistics.mean(r["grads_all"] for r in rows),
                "per_grad": statistics.mean(1000 * r["bulk"] / r["grads_all"] for r in rows),
            }
            summary[(m, a)] = s
            print(head.format(
                m, a, s["divergent"], f"{s['bulk']:.3f}", f"{s['bulk_min']:.3f}", f"{s['tail']:.3f}",
                f"{s['rhat']:.3f} ({s['rhat_bad']})", f"{s['grads']:.1f}", f"{s['grads_all']:.1f}", f"{s['per_grad']:.2f}",
            ), flush=True)  # fmt: skip
    print()
    print("nutpie / stan: bulk ESS per draw, tail ESS per draw, bulk ESS per gradient (warmup included)")
    for m in models:
        st, nu = summary[(m, "stan")], summary[(m, "nutpie")]
        print(f"  {m:<23} {nu['bulk'] / st['bulk']:.2f} {nu['tail'] / st['tail']:.2f} {nu['per_grad'] / st['per_grad']:.2f}")
    if args.markdown:
        print()
        print("| model | divergent stan | nutpie | bulk ESS / draw stan | nutpie | tail ESS / draw stan | nutpie "
              "| max R-hat stan | nutpie | grads / draw stan | nutpie | bulk ESS / 1k grads stan | nutpie |")  # fmt: skip
        print("|" + " --- |" * 13)
        for m in models:
            st, nu = summary[(m, "stan")], summary[(m, "nutpie")]
            print(
                f"| {m} | {st['divergent']} | {nu['divergent']} | {st['bulk']:.3f} | {nu['bulk']:.3f} "
                f"| {st['tail']:.3f} | {nu['tail']:.3f} | {st['rhat']:.3f} ({st['rhat_bad']}) | {nu['rhat']:.3f} ({nu['rhat_bad']}) "
                f"| {st['grads']:.1f} | {nu['grads']:.1f} | {st['per_grad']:.2f} | {nu['per_grad']:.2f} |"
            )


if __name__ == "__main__":
    main()
