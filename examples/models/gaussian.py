"""A multivariate normal target for `autobatch sample`: theta ~ Normal(mean,
prec^-1) in D = 3 dimensions, the model of the sampler's tests
(python/tests/test_sampler.py).

    python3 -m autobatch sample examples/models/gaussian.py --data examples/models/gaussian_corr.json \\
        --chains 4 --warmup 500 --draws 500 --seed 1 -o draws.npz

gaussian_std.json is the standard normal (mean 0, precision I);
gaussian_corr.json a correlated one with unequal scales, so that the
adapted metric matters. `python3 examples/models/gaussian.py` writes both.
"""

from autobatch import *

D = 3


def log_density(theta: f64[D], mean: Shared[f64[D]], prec: Shared[f64[D, D]]) -> f64:
    # -(theta - mean)^T P (theta - mean) / 2, up to a constant.
    d = theta - mean
    return -0.5 * dot(d, matmul(prec, d))


if __name__ == "__main__":
    import json
    import os

    import numpy as np

    here = os.path.dirname(os.path.abspath(__file__))
    # Standard deviations 1, 3 and 0.3, correlations 0.9, 0.5 and 0.3.
    sd = np.array([1.0, 3.0, 0.3])
    corr = np.array([[1.0, 0.9, 0.5], [0.9, 1.0, 0.3], [0.5, 0.3, 1.0]])
    cov = corr * np.outer(sd, sd)
    targets = {
        "gaussian_std.json": (np.zeros(D), np.eye(D)),
        # Symmetrized, as rounding leaves the inverse slightly asymmetric.
        "gaussian_corr.json": (np.array([1.0, -2.0, 0.5]), (np.linalg.inv(cov) + np.linalg.inv(cov).T) / 2),
    }
    for name, (mean, prec) in targets.items():
        with open(os.path.join(here, name), "w") as f:
            json.dump({"mean": mean.tolist(), "prec": prec.tolist()}, f)
            f.write("\n")
