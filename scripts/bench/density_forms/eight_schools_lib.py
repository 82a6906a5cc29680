"""Eight schools' log density, written with the distribution library, as the example is; `gradients` takes n of its gradients per member
(scripts/bench/bench_density_forms.sh)."""

from autobatch import *

J = 8
D = 10


def density(theta: f64[D], y: Shared[f64[J]], sigma: Shared[f64[J]]) -> f64:
    mu = theta[0]
    log_tau = theta[1]
    tau = exp(log_tau)
    eta = theta[2:]
    return (
        normal_lpdf(mu, 0.0, 5.0)
        + cauchy_lpdf(tau, 0.0, 5.0)
        + log_tau
        + std_normal_lpdf(eta)
        + normal_lpdf(y, mu + tau * eta, sigma)
    )


def gradients(n: i64, theta: f64[D], y: Shared[f64[J]], sigma: Shared[f64[J]]) -> f64:
    acc = 0.0
    t = theta
    for i in range(n):
        lp, g = value_and_grad(density, t, y, sigma)
        t = t + 1e-9 * g
        acc = acc + lp
    return acc
