"""Hierarchical logistic regression on synthetic groups
(examples/make_hier_logreg.py writes the data): 800 points in 8 groups,
3 covariates; each group has its own intercept, partially pooled, in the
non-centered form:

    mu_a ~ Normal(0, 2),  sigma_a ~ HalfNormal(1),  z_g ~ Normal(0, 1),
    alpha_g = mu_a + sigma_a z_g,  beta_k ~ Normal(0, 1),
    y_n ~ Bernoulli(logistic(alpha_{g_n} + x_n . beta))

on theta = (mu_a, log sigma_a, z_1..z_8, beta_1..beta_3) (with the log's
Jacobian). The group of each point is given as a one-hot matrix, so its
intercept is a product with shared data like the regression term.

    python3 examples/make_hier_logreg.py
    autobatch sample examples/models/hier_logreg.py --data examples/data/hier_logreg.npz -o hier.nc
"""

from autobatch import *

N = 800
G = 8
K = 3
D = 13


def log_density(theta: f64[D], x: Shared[f64[N, K]], groups: Shared[f64[N, G]], y: Shared[f64[N]]) -> f64:
    mu_a = theta[0]
    log_sigma_a = theta[1]
    sigma_a = exp(log_sigma_a)
    z = theta[2:10]
    beta = theta[10:]
    eta = matmul(groups, mu_a + sigma_a * z) + matmul(x, beta)
    softplus = maximum(eta, 0.0) + log1p(exp(-abs(eta)))
    prior = -0.5 * (mu_a / 2.0) ** 2 - 0.5 * sigma_a**2 + log_sigma_a
    return prior - 0.5 * dot(z, z) - 0.5 * dot(beta, beta) + sum(y * eta - softplus)
