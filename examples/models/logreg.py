"""Bayesian logistic regression, the autobatching paper's second NUTS
benchmark: 10,000 points, 100 regressors (examples/make_logreg.py writes
the data), a Normal(0, 1) prior on the coefficients.

    log p(beta) = sum_n (y_n z_n - softplus(z_n)) - |beta|^2 / 2,  z = x beta

The gradient comes from reverse-mode differentiation; both products with
x (z = x beta and its transpose product in the gradient) run for every
chain waiting at them together.

    python3 examples/make_logreg.py
    autobatch sample examples/models/logreg.py --data examples/data/logreg.npz -o logreg.nc
"""

from autobatch import *

N = 10000
D = 100


def log_density(beta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32:
    z = matmul(x, beta)
    # softplus(z) = max(z, 0) + log1p(exp(-|z|)) does not overflow.
    softplus = maximum(z, 0.0) + log1p(exp(-abs(z)))
    return sum(y * z - softplus) - 0.5 * dot(beta, beta)
