"""Writes examples/data/hier_logreg.npz, the data of
examples/models/hier_logreg.py: 8 groups of 100 points, 3 standard normal
covariates, group intercepts drawn around mu_a = -0.5 with sigma_a = 1,
slopes (1, -0.5, 0.25).

    python3 examples/make_hier_logreg.py
"""

import os

import numpy as np

N, G, K = 800, 8, 3


def main():
    rng = np.random.default_rng(20261124)
    group = np.repeat(np.arange(G), N // G)
    alpha = -0.5 + 1.0 * rng.standard_normal(G)
    beta = np.array([1.0, -0.5, 0.25])
    x = rng.standard_normal((N, K))
    eta = alpha[group] + x @ beta
    y = (rng.random(N) < 1.0 / (1.0 + np.exp(-eta))).astype(np.float64)
    groups = np.zeros((N, G))
    groups[np.arange(N), group] = 1.0
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "hier_logreg.npz")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    np.savez(out, x=x, groups=groups, y=y, alpha_true=alpha, beta_true=beta)
    print(f"wrote {out}: {N} points, {G} groups, {K} covariates (mean y {y.mean():.3f})")


if __name__ == "__main__":
    main()
