"""posteriordb's gp_pois_regr (gp_pois_regr-gp_pois_regr) in the named
form: a latent Gaussian process with a squared-exponential kernel behind
Poisson counts, non-centered (f = L f_tilde, L the Cholesky factor of the
kernel plus 1e-10 on the diagonal), 13 free coordinates, 11 data points:

    rho ~ Gamma(25, 4),  alpha ~ Normal+(0, 2),  f_tilde ~ Normal(0, 1),
    f = cholesky(alpha^2 exp(-(x_i - x_j)^2 / (2 rho^2)) + 1e-10 I) f_tilde,
    k ~ PoissonLog(f)

with x = -10, -8, ..., 10 and k = 40, 37, 29, 12, 4, 3, 9, 19, 77, 82, 33
(gp_pois_regr.json).

    autobatch sample scripts/bench/warmup_models/gp_pois_regr.py --data scripts/bench/warmup_models/gp_pois_regr.json
"""

from autobatch import *

N = 11


def log_density(
    rho: Positive[f64], alpha: Positive[f64], f_tilde: f64[N], x: Shared[f64[N]], k: Shared[i64[N]]
) -> f64:
    one = ones(N)
    gap = outer(x, one) - outer(one, x)
    index = cumsum(one)
    diagonal = outer(index, one) == outer(one, index)
    cov = alpha * alpha * exp(-0.5 * (gap * gap) / (rho * rho)) + where(diagonal, 1e-10, 0.0)
    f = matmul(cholesky_decompose(cov), f_tilde)
    prior = gamma_lpdf(rho, 25.0, 4.0) + normal_lpdf(alpha, 0.0, 2.0) + std_normal_lpdf(f_tilde)
    return prior + poisson_log_lpmf(k, f)
