"""Bayesian logistic regression, the autobatching paper's second NUTS
benchmark: 10,000 points, 100 regressors (examples/make_logreg.py writes
the data), a Normal(0, 1) prior on the coefficients.

    beta ~ Normal(0, I),  y_n ~ Bernoulli(inv_logit(z_n)),  z = x beta

The gradient comes from reverse-mode differentiation; both products with
x (z = x beta and its transpose product in the gradient) run for every
chain waiting at them together. The checks of the data that
`bernoulli_logit_lpmf` makes (each y_n is 0 or 1) depend on the data
alone, so the compiler computes them once per run, not at every gradient.

    python3 examples/make_logreg.py
    autobatch sample examples/models/logreg.py --data examples/data/logreg.npz -o logreg.nc
"""

from autobatch import *

N = 10000
D = 100


def log_density(beta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32:
    return normal_lpdf(beta, 0.0, 1.0) + bernoulli_logit_lpmf(y, matmul(x, beta))
