"""Eight schools (Rubin 1981; Gelman et al., BDA 5.5), non-centered: the
effect of coaching programs in eight schools, each measured with a known
standard error, partially pooled toward a common mean.

    mu ~ Normal(0, 5),  tau ~ HalfCauchy(5),  eta_j ~ Normal(0, 1),
    y_j ~ Normal(mu + tau eta_j, sigma_j)

sampled on the unconstrained scale theta = (mu, log tau, eta_1..eta_8)
(the log's Jacobian, + log tau, is in the density). The non-centered form
avoids the funnel that makes the centered one diverge.

    autobatch sample examples/models/eight_schools.py --data examples/models/eight_schools.json -o schools.nc
"""

from autobatch import *

J = 8
D = 10


def log_density(theta: f64[D], y: Shared[f64[J]], sigma: Shared[f64[J]]) -> f64:
    mu = theta[0]
    log_tau = theta[1]
    tau = exp(log_tau)
    eta = theta[2:]
    r = (y - (mu + tau * eta)) / sigma
    prior = -0.5 * (mu / 5.0) ** 2 - log1p((tau / 5.0) ** 2) + log_tau
    return prior - 0.5 * dot(eta, eta) - 0.5 * dot(r, r)
