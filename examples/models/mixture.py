"""A two-component normal mixture:

    y_n ~ theta Normal(mu_1, sigma_1) + (1 - theta) Normal(mu_2, sigma_2),
    mu_k ~ Normal(0, 5),  sigma_k ~ LogNormal(0, 1),  theta ~ Beta(2, 2).

The components are interchangeable, so the posterior has two copies of
every mode; `mu: Ordered[f64[2]]` (mu_1 < mu_2) keeps one. `log_mix`
adds the components' densities on the log scale, point by point.

    python3 examples/make_library_examples.py
    autobatch sample examples/models/mixture.py --data examples/models/mixture.json -o mixture.nc
"""

from autobatch import *

N = 300
LOG_SQRT_TWO_PI = 0.9189385332046727


def normal_each(y: f64[N], mu: f64, sigma: f64) -> f64[N]:
    # The normal log density of every point (normal_lpdf sums them).
    z = (y - mu) / sigma
    return -0.5 * (z * z) - log(sigma) - LOG_SQRT_TWO_PI


def log_density(
    mu: Ordered[f64[2]], sigma: Positive[f64[2]], theta: Bounded[f64, 0.0, 1.0], y: Shared[f64[N]]
) -> f64:
    prior = normal_lpdf(mu, 0.0, 5.0) + lognormal_lpdf(sigma, 0.0, 1.0) + beta_lpdf(theta, 2.0, 2.0)
    return prior + sum(log_mix(theta, normal_each(y, mu[0], sigma[0]), normal_each(y, mu[1], sigma[1])))
