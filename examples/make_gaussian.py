"""Writes examples/nuts_inputs.json: a few chains of the paper's slice NUTS
(python/autobatch/slice_nuts.py bound to examples/models/gaussian_100d.py,
whose data parameter is then `data.prec`) on the 100-d correlated Gaussian
target; and its precision matrix alone,
the data of examples/models/gaussian_100d.py, to
examples/data/gaussian_100d.json.

The target, stated so its exact moments are known: x = s * y (elementwise)
where y is a stationary AR(1) sequence with coefficient RHO and unit
variance, so

    mean 0,  Var(x_i) = s_i^2,  Corr(x_i, x_j) = RHO^|i - j|,

with scales s_i = exp(log(S_MIN) + i / (D - 1) * log(S_MAX / S_MIN)),
log-spaced over [S_MIN, S_MAX]. Its precision matrix is tridiagonal (the
AR(1) precision, scaled): P = S^-1 Q S^-1 with

    Q_ii = (1 + RHO^2) / (1 - RHO^2) inside, 1 / (1 - RHO^2) at both ends,
    Q_i,i+1 = -RHO / (1 - RHO^2),

stored dense, as the sampler does not know its structure.
tests/conformance/nuts.rs builds the same matrix from the same formula.

    python3 examples/make_gaussian.py
"""

import json
import math
import os

import numpy as np

D = 100
RHO = 0.5
S_MIN = 0.5
S_MAX = 2.0


def scales():
    return [math.exp(math.log(S_MIN) + i / (D - 1) * math.log(S_MAX / S_MIN)) for i in range(D)]


def precision():
    s = scales()
    c = 1.0 / (1.0 - RHO * RHO)
    p = [[0.0] * D for _ in range(D)]
    for i in range(D):
        q = c if i in (0, D - 1) else (1.0 + RHO * RHO) * c
        p[i][i] = q / (s[i] * s[i])
        if i + 1 < D:
            p[i][i + 1] = p[i + 1][i] = -RHO * c / (s[i] * s[i + 1])
    return p


def main():
    p = precision()
    # The stated covariance really is the inverse.
    s = np.array(scales())
    cov = np.outer(s, s) * RHO ** np.abs(np.subtract.outer(np.arange(D), np.arange(D)))
    assert np.allclose(np.array(p) @ cov, np.eye(D), atol=1e-10)
    rng = np.random.default_rng(20111118)
    chains = 4
    theta0 = rng.multivariate_normal(np.zeros(D), cov, size=chains)
    inputs = {
        "seed": list(range(1, chains + 1)),
        "theta0": theta0.tolist(),
        "eps": [0.2, 0.2, 0.25, 0.15],
        "num_warmup": [2] * chains,
        "num_steps": [3] * chains,
        "max_depth": [8] * chains,
        "data.prec": p,
    }
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "nuts_inputs.json"), "w") as f:
        json.dump(inputs, f)
        f.write("\n")
    # The data of examples/models/gaussian_100d.py (autobatch sample).
    os.makedirs(os.path.join(here, "data"), exist_ok=True)
    with open(os.path.join(here, "data", "gaussian_100d.json"), "w") as f:
        json.dump({"prec": p}, f)
        f.write("\n")


if __name__ == "__main__":
    main()
