"""Heteroscedastic Gaussian-process regression: two latent GPs with
squared-exponential kernels, one the mean and one the log noise scale,
both non-centered, 24 observations, 53 free coordinates:

    rho_f, rho_g ~ Gamma(5, 2),  alpha_f ~ Normal+(0, 2),  alpha_g ~ Normal+(0, 1),
    c ~ Normal(0, 2),  f = L(rho_f, alpha_f) f_tilde,  g = c + L(rho_g, alpha_g) g_tilde,
    f_tilde, g_tilde ~ Normal(0, 1),  y ~ Normal(f, exp(g))

(L the Cholesky factor of the kernel plus 1e-8 I; data hetero_gp.json:
sin(x) with noise whose scale grows from 0.05 to about 1 over x in [0, 10]).

    autobatch sample scripts/bench/warmup_models/hetero_gp.py --data scripts/bench/warmup_models/hetero_gp.json
"""

from autobatch import *

N = 24


def log_density(
    rho_f: Positive[f64],
    alpha_f: Positive[f64],
    rho_g: Positive[f64],
    alpha_g: Positive[f64],
    c: f64,
    f_tilde: f64[N],
    g_tilde: f64[N],
    x: Shared[f64[N]],
    y: Shared[f64[N]],
) -> f64:
    one = ones(N)
    gap = outer(x, one) - outer(one, x)
    square = gap * gap
    index = cumsum(one)
    jitter = where(outer(index, one) == outer(one, index), 1e-8, 0.0)
    cov_f = alpha_f * alpha_f * exp(-0.5 * square / (rho_f * rho_f)) + jitter
    cov_g = alpha_g * alpha_g * exp(-0.5 * square / (rho_g * rho_g)) + jitter
    f = matmul(cholesky_decompose(cov_f), f_tilde)
    g = c + matmul(cholesky_decompose(cov_g), g_tilde)
    prior = gamma_lpdf(rho_f, 5.0, 2.0) + gamma_lpdf(rho_g, 5.0, 2.0)
    prior += normal_lpdf(alpha_f, 0.0, 2.0) + normal_lpdf(alpha_g, 0.0, 1.0) + normal_lpdf(c, 0.0, 2.0)
    prior += std_normal_lpdf(f_tilde) + std_normal_lpdf(g_tilde)
    return prior + normal_lpdf(y, f, exp(g))
