"""A multilevel model with correlated varying effects: each of J groups
has an intercept and a slope, drawn together from a bivariate normal
whose correlation matrix has an LKJ prior:

    (a_j, b_j) ~ MultiNormal(mu, diag(tau) Omega diag(tau)),  Omega = L L^T,
    L ~ LKJCholesky(2),  mu ~ Normal(0, 5),  tau_k ~ HalfNormal(0, 2),
    sigma ~ Exponential(1),  y_n ~ Normal(a_{g_n} + b_{g_n} x_n, sigma).

`L: CholeskyCorr[f64[2, 2]]` is the Cholesky factor of Omega; the
effects are the matrix parameter `effects` (one row per group), centered,
with `multi_normal_cholesky_lpdf` over its rows and the covariance's
factor diag(tau) L written as outer(tau, 1) * L. The group of each point
is a one-hot matrix, so a group's effect is a product with shared data.

    python3 examples/make_library_examples.py
    autobatch sample examples/models/multilevel.py --data examples/models/multilevel.json \
        --target-accept 0.99 -o multilevel.nc

(the centered effects make a funnel where tau[1] nears 0: at the default
0.8 a few transitions diverge there.)
"""

from autobatch import *

N = 200
J = 10


def log_density(
    mu: f64[2],
    tau: Positive[f64[2]],
    L: CholeskyCorr[f64[2, 2]],
    effects: f64[J, 2],
    sigma: Positive[f64],
    x: Shared[f64[N]],
    groups: Shared[f64[N, J]],
    y: Shared[f64[N]],
) -> f64:
    scaled = outer(tau, full(2, 1.0)) * L
    prior = normal_lpdf(mu, 0.0, 5.0) + normal_lpdf(tau, 0.0, 2.0) + lkj_corr_cholesky_lpdf(L, 2.0)
    prior += exponential_lpdf(sigma, 1.0) + multi_normal_cholesky_lpdf(effects, mu, scaled)
    mean = matmul(groups, effects[:, 0]) + matmul(groups, effects[:, 1]) * x
    return prior + normal_lpdf(y, mean, sigma)
