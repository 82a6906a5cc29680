"""Eight schools in the centered form (the funnel the non-centered
examples/models/eight_schools.py avoids): 10 free coordinates.

    mu ~ Normal(0, 5),  tau ~ HalfCauchy(0, 5),  theta_j ~ Normal(mu, tau),
    y_j ~ Normal(theta_j, sigma_j)

    autobatch sample scripts/bench/warmup_models/eight_schools_centered.py --data examples/models/eight_schools.json
"""

from autobatch import *

J = 8


def log_density(mu: f64, tau: Positive[f64], theta: f64[J], y: Shared[f64[J]], sigma: Shared[f64[J]]) -> f64:
    return (
        normal_lpdf(mu, 0.0, 5.0)
        + cauchy_lpdf(tau, 0.0, 5.0)
        + normal_lpdf(theta, mu, tau)
        + normal_lpdf(y, theta, sigma)
    )
