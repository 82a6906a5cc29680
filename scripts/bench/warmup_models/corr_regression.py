"""A linear regression on two nearly collinear, uncentered predictors:
the posterior of the two slopes is strongly negatively correlated (and
the intercept's with both), -0.99 on corr_regression.json, -0.998 on
corr_regression_998.json (make_data.py prints each).

    alpha ~ Normal(0, 10),  beta ~ Normal(0, 10),  sigma ~ Normal+(0, 2),
    y ~ Normal(alpha + x beta, sigma)

    autobatch sample scripts/bench/warmup_models/corr_regression.py --data scripts/bench/warmup_models/corr_regression.json
"""

from autobatch import *

N = 100


def log_density(alpha: f64, beta: f64[2], sigma: Positive[f64], x: Shared[f64[N, 2]], y: Shared[f64[N]]) -> f64:
    prior = normal_lpdf(alpha, 0.0, 10.0) + normal_lpdf(beta, 0.0, 10.0) + normal_lpdf(sigma, 0.0, 2.0)
    return prior + normal_lpdf(y, alpha + matmul(x, beta), sigma)
