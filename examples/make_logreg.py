"""Writes the Bayesian logistic regression problem of examples/nuts_logreg.py:
N = 10,000 synthetic points with D = 100 regressors, in float32.

    x[n, :] ~ Normal(0, I_D)                      (the design matrix)
    beta_true ~ Normal(0, I_D / D)                 (so logits have sd ~ 1)
    y[n] ~ Bernoulli(sigmoid(x[n, :] . beta_true))

Everything is drawn from NumPy's PCG64 generator seeded with SEED, whose
streams NumPy keeps stable, so every run of this script writes the same
bytes. The model the sampler targets is the posterior of beta under the
prior beta ~ Normal(0, I_D) (PRIOR_VAR in examples/nuts_logreg.py).

    python3 examples/make_logreg.py [OUT.npz]     # default examples/data/logreg.npz

The file holds `x` (f32[N, D]), `y` (f32[N], 0 or 1) and `beta_true`
(f32[D]); `autobatch bench nuts --model logreg` and scripts/bench_peers.sh
read it.
"""

import os
import sys

import numpy as np

N = 10_000
D = 100
SEED = 20111118


def generate():
    rng = np.random.Generator(np.random.PCG64(SEED))
    x = rng.standard_normal((N, D), dtype=np.float32)
    beta_true = (rng.standard_normal(D) / np.sqrt(D)).astype(np.float32)
    logits = x.astype(np.float64) @ beta_true.astype(np.float64)
    p = 1.0 / (1.0 + np.exp(-logits))
    y = (rng.uniform(size=N) < p).astype(np.float32)
    return x, y, beta_true


def default_path():
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "logreg.npz")


def main(argv):
    out = argv[1] if len(argv) > 1 else default_path()
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    x, y, beta_true = generate()
    np.savez(out, x=x, y=y, beta_true=beta_true)
    print(f"wrote {out}: x {x.shape} {x.dtype}, y {y.shape} (mean {y.mean():.3f}), beta_true {beta_true.shape}")


if __name__ == "__main__":
    main(sys.argv)
