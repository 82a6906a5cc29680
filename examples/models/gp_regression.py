"""Gaussian-process regression with a squared-exponential kernel, its
latent function integrated out: 11 noisy observations of a smooth curve,

    rho ~ Gamma(25, 4),  alpha ~ Normal+(0, 2),  sigma ~ Normal+(0, 1),
    K[i, j] = alpha^2 exp(-(x_i - x_j)^2 / (2 rho^2)) + sigma^2 [i == j],
    y ~ MultiNormal(0, K)

(Rasmussen and Williams 2006, ch. 5; the kernel of posteriordb's
gp_pois_regr). The covariance depends on the parameters, so every
gradient goes through its Cholesky factor and a triangular solve, the
primitives `cholesky_decompose` and `mdivide_left_tri_low` (inside
`multi_normal_lpdf`), whose reverse rules are closed forms: 53 loop
steps a gradient, the sampler's included (`--stats`, 4 chains, 200 + 200
draws), where the library's former loops took 1,867 (1.2e5 gradients a
second against 7.2e3, on two busy cores). The kernel is built without a
loop: the differences from `outer`, the diagonal from a mask.

    autobatch sample examples/models/gp_regression.py --data examples/models/gp_regression.json
"""

from autobatch import *

N = 11


def log_density(
    rho: Positive[f64], alpha: Positive[f64], sigma: Positive[f64], x: Shared[f64[N]], y: Shared[f64[N]]
) -> f64:
    one = ones(N)
    gap = outer(x, one) - outer(one, x)
    index = cumsum(one)
    diagonal = outer(index, one) == outer(one, index)
    k = alpha * alpha * exp(-0.5 * (gap * gap) / (rho * rho)) + where(diagonal, sigma * sigma, 0.0)
    prior = gamma_lpdf(rho, 25.0, 4.0) + normal_lpdf(alpha, 0.0, 2.0) + normal_lpdf(sigma, 0.0, 1.0)
    return prior + multi_normal_lpdf(y, zeros(N), k)
