"""The model of the simulation-based calibration test
(tests/conformance/sample.rs): mu ~ Normal(0, 1), y_i ~ Normal(mu, 1) for
5 observations."""

from autobatch import *


def log_density(theta: f64[1], y: Shared[f64[5]]) -> f64:
    mu = theta[0]
    r = y - mu
    return -0.5 * mu * mu - 0.5 * dot(r, r)
