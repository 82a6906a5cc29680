#!/usr/bin/env python3
"""Simulation-based calibration (Talts et al. 2018) of eight schools, every
simulated dataset sampled in ONE call of `autobatch sample --datasets`.

For each of M datasets: draw the parameters from the prior
(mu ~ Normal(0, 5), tau ~ HalfCauchy(0, 5), eta_j ~ Normal(0, 1)), then
the data (y_j ~ Normal(mu + tau eta_j, sigma_j), sigma the eight schools'
standard errors); sample the posterior; count the thinned posterior draws
below the true value (the rank). With a correct sampler each
parameter's ranks are uniform on 0..L: the script prints, per parameter,
the ranks' histogram in B bins and Pearson's chi-square test of
uniformity (scipy), and flags p-values below 0.01 / (number of
parameters) (Bonferroni).

It also measures what the batch buys: the same datasets run one after
another, one `autobatch sample --data` per dataset (the first
--sequential of them, extrapolated to M), against the one call.

    python3 scripts/sbc.py                       # 1,000 datasets, 2 chains each
    python3 scripts/sbc.py --datasets 100 --sequential 10 --autobatch target/release/autobatch

Exit status 1 when a parameter fails the test (or a run fails).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np
from scipy import stats

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODEL = os.path.join(ROOT, "examples", "models", "eight_schools.py")
SIGMA = np.array([15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0])
J = len(SIGMA)


def simulate(m, seed):
    """M datasets from the prior predictive, with the truths that made them."""
    rng = np.random.default_rng(seed)
    mu = rng.normal(0.0, 5.0, m)
    tau = np.abs(5.0 * rng.standard_cauchy(m))
    eta = rng.normal(0.0, 1.0, (m, J))
    theta = mu[:, None] + tau[:, None] * eta
    y = rng.normal(theta, SIGMA)
    return {"y": y, "sigma": np.broadcast_to(SIGMA, (m, J)).copy()}, {"mu": mu, "tau": tau, "eta": eta}


def sample(autobatch, flags, out):
    """One `autobatch sample` run: (wall seconds, sampling seconds it printed)."""
    start = time.perf_counter()
    run = subprocess.run([autobatch, "sample", MODEL, *flags, "-q", "-o", out], capture_output=True, text=True)
    wall = time.perf_counter() - start
    if run.returncode != 0:
        sys.exit(f"autobatch sample failed:\n{run.stderr}")
    found = re.search(r"sampling: ([0-9.]+) s", run.stdout)
    return wall, float(found.group(1)) if found else float("nan")


def ranks(draws, truth, thin):
    """Per dataset: how many of the thinned draws (chains pooled) lie below the truth."""
    m = draws.shape[0]
    pooled = draws.reshape(m, -1)[:, ::thin]
    return (pooled < truth[:, None]).sum(axis=1), pooled.shape[1]


def calibration(out, truth, thin, bins):
    """Per scalar parameter: (name, histogram, chi-square, p-value)."""
    arrays = np.load(out)
    rows = []
    for name in ("mu", "tau", "eta"):
        draws = arrays[name]  # (dataset, chain, draw[, J])
        if draws.ndim == 3:
            columns = [(name, draws, truth[name])]
        else:
            columns = [(f"{name}[{j}]", draws[..., j], truth[name][:, j]) for j in range(draws.shape[-1])]
        for label, d, t in columns:
            r, kept = ranks(d, t, thin)
            # Ranks 0..kept fall in `bins` bins of (kept + 1) / bins ranks each.
            hist = np.bincount(r * bins // (kept + 1), minlength=bins)
            chi2, p = stats.chisquare(hist)
            rows.append((label, hist, chi2, p))
    diverging = int(arrays["diverging"].sum())
    return rows, diverging


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--datasets", type=int, default=1000, help="simulated datasets M (default 1000)")
    ap.add_argument("--chains", type=int, default=2, help="chains per dataset (default 2)")
    ap.add_argument("--warmup", type=int, default=500)
    ap.add_argument("--draws", type=int, default=500, help="draws per chain (default 500)")
    ap.add_argument("--thin", type=int, default=10, help="keep every THIN-th pooled draw for the ranks (default 10)")
    ap.add_argument("--bins", type=int, default=20, help="histogram bins (default 20)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the simulation and of the sampler")
    ap.add_argument(
        "--sequential", type=int, default=20, help="datasets also run one call each, for the throughput (0: none)"
    )
    ap.add_argument("--autobatch", default=os.path.join(ROOT, "target", "release", "autobatch"))
    ap.add_argument("--keep", help="write the simulated datasets (.npz) and the draws (.npz) to this directory")
    a = ap.parse_args()
    if not os.path.exists(a.autobatch):
        sys.exit(f"{a.autobatch} not found: build it (cargo build --release) or pass --autobatch")

    data, truth = simulate(a.datasets, a.seed)
    work = a.keep or tempfile.mkdtemp(prefix="sbc-")
    os.makedirs(work, exist_ok=True)
    sims = os.path.join(work, "datasets.npz")
    # The truths go in the same file: --datasets reads only the model's data.
    np.savez(sims, **data, **{f"true_{k}": v for k, v in truth.items()})
    flags = ["--chains", str(a.chains), "--warmup", str(a.warmup), "--draws", str(a.draws), "--seed", str(a.seed)]

    # Compile both programs (data per member, data shared) first: the
    # timings are the runs', the compile cache hit.
    one = os.path.join(work, "one.npz")
    np.savez(one, **{k: v[0] for k, v in data.items()})
    tiny = ["--chains", "1", "--warmup", "1", "--draws", "1"]
    sample(a.autobatch, ["--datasets", sims, *tiny], os.path.join(work, "warm.npz"))
    sample(a.autobatch, ["--data", one, *tiny], os.path.join(work, "warm.npz"))

    out = os.path.join(work, "draws.npz")
    wall, sampling = sample(a.autobatch, ["--datasets", sims, *flags], out)
    rows, diverging = calibration(out, truth, a.thin, a.bins)

    kept = (a.chains * a.draws + a.thin - 1) // a.thin
    print(
        f"eight schools, {a.datasets} datasets x {a.chains} chains, warmup {a.warmup}, draws {a.draws}; "
        f"ranks of {kept} draws (every {a.thin}th, chains pooled) in {a.bins} bins"
    )
    threshold = 0.01 / len(rows)
    failed = []
    print(f"{'parameter':<10} {'chi2':>8} {'p':>8}  histogram")
    for label, hist, chi2, p in rows:
        flag = "  <- not uniform" if p < threshold else ""
        if flag:
            failed.append(label)
        print(f"{label:<10} {chi2:8.2f} {p:8.4f}  {' '.join(str(h) for h in hist)}{flag}")
    print(f"divergent transitions after warmup: {diverging} of {a.datasets * a.chains * a.draws}")
    print(f"one call, {a.datasets} datasets: {wall:.2f} s wall, {sampling:.2f} s sampling")

    if a.sequential > 0:
        k = min(a.sequential, a.datasets)
        walls, samplings = [], []
        for m in range(k):
            path = os.path.join(work, f"set{m}.npz")
            np.savez(path, **{key: v[m] for key, v in data.items()})
            w, s = sample(a.autobatch, ["--data", path, *flags], os.path.join(work, f"alone{m}.npz"))
            walls.append(w)
            samplings.append(s)
        per_wall, per_sampling = np.mean(walls), np.mean(samplings)
        print(
            f"one call per dataset ({k} run, mean): {per_wall:.3f} s wall, {per_sampling:.3f} s sampling; "
            f"for {a.datasets}: {per_wall * a.datasets:.1f} s wall, {per_sampling * a.datasets:.1f} s sampling"
        )
        print(
            f"throughput: {a.datasets / wall:.1f} datasets/s in one call against {1 / per_wall:.1f} one after another "
            f"({per_wall * a.datasets / wall:.1f}x wall; {per_sampling * a.datasets / sampling:.1f}x sampling alone)"
        )
    if failed:
        print(f"FAILED: not uniform at p < {threshold:.2g}: {', '.join(failed)}")
        sys.exit(1)
    print(f"calibrated: every parameter's ranks pass at p >= {threshold:.2g}")


if __name__ == "__main__":
    main()
