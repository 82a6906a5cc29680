"""Writes the data of the warmup study's models (scripts/bench/warmup_study.py)
into this folder, deterministically (numpy's default_rng with fixed seeds),
and prints the posterior correlations of the regressions' slopes (from the
least-squares covariance, which the flat priors barely change).

    python3 scripts/bench/warmup_models/make_data.py
"""

import json
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, data):
    path = os.path.join(HERE, name)
    with open(path, "w") as f:
        json.dump({k: np.asarray(v).tolist() for k, v in data.items()}, f)
        f.write("\n")
    print(f"wrote {path}")


def regression(seed, spread):
    """100 points, x1 ~ 5 + N(0, 1), x2 = x1 + N(0, spread), y = 1 + x1 - x2 / 2 + N(0, 1)."""
    rng = np.random.default_rng(seed)
    x1 = 5.0 + rng.standard_normal(100)
    x2 = x1 + spread * rng.standard_normal(100)
    y = 1.0 + x1 - 0.5 * x2 + rng.standard_normal(100)
    x = np.stack([x1, x2], axis=1)
    design = np.column_stack([np.ones(100), x])
    cov = np.linalg.inv(design.T @ design)
    corr = cov / np.sqrt(np.outer(np.diag(cov), np.diag(cov)))
    return {"x": np.round(x, 6), "y": np.round(y, 6)}, corr


def main():
    x = np.arange(-10.0, 11.0, 2.0)
    write("gp_pois_regr.json", {"x": x, "k": [40, 37, 29, 12, 4, 3, 9, 19, 77, 82, 33]})
    for name, seed, spread in (("corr_regression.json", 1, 0.12), ("corr_regression_998.json", 2, 0.06)):
        data, corr = regression(seed, spread)
        write(name, data)
        print(f"  corr(beta1, beta2) = {corr[1, 2]:.4f}, corr(alpha, beta1) = {corr[0, 1]:.4f}, corr(alpha, beta2) = {corr[0, 2]:.4f}")
    rng = np.random.default_rng(3)
    x = np.linspace(0.0, 10.0, 24)
    scale = 0.05 + 0.95 * (x / 10.0) ** 2
    write("hetero_gp.json", {"x": np.round(x, 6), "y": np.round(np.sin(x) + scale * rng.standard_normal(24), 6)})


if __name__ == "__main__":
    main()
