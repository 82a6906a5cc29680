"""Hierarchical logistic regression on synthetic groups
(examples/make_hier_logreg.py writes the data): 800 points in 8 groups,
3 covariates; each group has its own intercept, partially pooled, in the
non-centered form:

    mu_a ~ Normal(0, 2),  sigma_a ~ HalfNormal(1),  z_g ~ Normal(0, 1),
    alpha_g = mu_a + sigma_a z_g,  beta_k ~ Normal(0, 1),
    y_n ~ Bernoulli(logistic(alpha_{g_n} + x_n . beta))

with `sigma_a: Positive[f64]` (sampled as its log; the half-normal is
normal_lpdf on sigma_a > 0, its constant log 2 aside). The group of each point is given as a one-hot matrix, so its
intercept is a product with shared data like the regression term.

    python3 examples/make_hier_logreg.py
    autobatch sample examples/models/hier_logreg.py --data examples/data/hier_logreg.npz -o hier.nc
"""

from autobatch import *

N = 800
G = 8
K = 3


def log_density(
    mu_a: f64,
    sigma_a: Positive[f64],
    z: f64[G],
    beta: f64[K],
    x: Shared[f64[N, K]],
    groups: Shared[f64[N, G]],
    y: Shared[f64[N]],
) -> f64:
    eta = matmul(groups, mu_a + sigma_a * z) + matmul(x, beta)
    return (
        normal_lpdf(mu_a, 0.0, 2.0)
        + normal_lpdf(sigma_a, 0.0, 1.0)
        + std_normal_lpdf(z)
        + std_normal_lpdf(beta)
        + bernoulli_logit_lpmf(y, eta)
    )
