"""The Bayesian logistic regression's log density, written by hand in the flat form (the example before the distribution library); `gradients` takes n of its gradients per member
(scripts/bench/bench_density_forms.sh)."""

from autobatch import *

N = 10000
D = 100


def density(beta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32:
    z = matmul(x, beta)
    softplus = maximum(z, 0.0) + log1p(exp(-abs(z)))
    return sum(y * z - softplus) - 0.5 * dot(beta, beta)


def gradients(n: i64, theta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32:
    acc = f32(0.0)
    t = theta
    for i in range(n):
        lp, g = value_and_grad(density, t, x, y)
        t = t + f32(1e-9) * g
        acc = acc + lp
    return acc
