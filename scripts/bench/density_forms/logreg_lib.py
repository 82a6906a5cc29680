"""The Bayesian logistic regression's log density, written with the distribution library, as the example is; `gradients` takes n of its gradients per member
(scripts/bench/bench_density_forms.sh)."""

from autobatch import *

N = 10000
D = 100


def density(beta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32:
    return bernoulli_logit_lpmf(y, matmul(x, beta)) + normal_lpdf(beta, 0.0, 1.0)


def gradients(n: i64, theta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32:
    acc = f32(0.0)
    t = theta
    for i in range(n):
        lp, g = value_and_grad(density, t, x, y)
        t = t + f32(1e-9) * g
        acc = acc + lp
    return acc
