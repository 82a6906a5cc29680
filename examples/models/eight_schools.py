"""Eight schools (Rubin 1981; Gelman et al., BDA 5.5), non-centered: the
effect of coaching programs in eight schools, each measured with a known
standard error, partially pooled toward a common mean.

    mu ~ Normal(0, 5),  tau ~ HalfCauchy(0, 5),  eta_j ~ Normal(0, 1),
    y_j ~ Normal(mu + tau eta_j, sigma_j)

`tau: Positive[f64]` is sampled as log tau, the compiler adding the
transform's log-Jacobian; the half-Cauchy is cauchy_lpdf on tau > 0 (its
constant log 2 aside). The non-centered form avoids the funnel that makes
the centered one diverge. The generated quantities are a replicated
dataset (`y_rep`, for posterior predictive checks) and the pointwise log
likelihood (`log_lik`, for `arviz.loo`).

    autobatch sample examples/models/eight_schools.py --data examples/models/eight_schools.json -o schools.nc
"""

from autobatch import *

J = 8
GENERATED = ("y_rep", "log_lik")


def log_density(mu: f64, tau: Positive[f64], eta: f64[J], y: Shared[f64[J]], sigma: Shared[f64[J]]) -> f64:
    return (
        normal_lpdf(mu, 0.0, 5.0)
        + cauchy_lpdf(tau, 0.0, 5.0)
        + std_normal_lpdf(eta)
        + normal_lpdf(y, mu + tau * eta, sigma)
    )


def generated_quantities(
    mu: f64, tau: Positive[f64], eta: f64[J], y: Shared[f64[J]], sigma: Shared[f64[J]], key: i64
) -> tuple[f64[J], f64[J]]:
    theta = mu + tau * eta
    log_lik = zeros(J, f64)
    for j in range(J):
        log_lik[j] = normal_lpdf(y[j], theta[j], sigma[j])
    return normal_rng(key, theta, sigma), log_lik
