"""Eight schools' log density, written by hand in the flat form (the example before the distribution library); `gradients` takes n of its gradients per member
(scripts/bench/bench_density_forms.sh)."""

from autobatch import *

J = 8
D = 10


def density(theta: f64[D], y: Shared[f64[J]], sigma: Shared[f64[J]]) -> f64:
    mu = theta[0]
    log_tau = theta[1]
    tau = exp(log_tau)
    eta = theta[2:]
    r = (y - (mu + tau * eta)) / sigma
    prior = -0.5 * (mu / 5.0) ** 2 - log1p((tau / 5.0) ** 2) + log_tau
    return prior - 0.5 * dot(eta, eta) - 0.5 * dot(r, r)


def gradients(n: i64, theta: f64[D], y: Shared[f64[J]], sigma: Shared[f64[J]]) -> f64:
    acc = 0.0
    t = theta
    for i in range(n):
        lp, g = value_and_grad(density, t, y, sigma)
        t = t + 1e-9 * g
        acc = acc + lp
    return acc
