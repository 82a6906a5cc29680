"""A parameter of every kind the sampler takes (docs/sampling.md, "The
model file"), under a plain quadratic density, so that the compiled
sampler and CPython's must agree bit for bit: the transforms, their
log-Jacobians, the records and the generated quantities, with random
draws (tests/conformance/sample.rs)."""

from autobatch import *

K = 3


def log_density(
    mu: f64,
    sigma: Positive[f64],
    p: Bounded[f64, 0.0, 1.0],
    a: Lower[f64[2], -1.0],
    b: Upper[f64, 2.0],
    cut: Ordered[f64[K]],
    pos: PositiveOrdered[f64[2]],
    w: Simplex[f64[K]],
    L: CholeskyCorr[f64[K, K]],
    S: CovMatrix[f64[2, 2]],
    M: f64[2, 3],
    y: Shared[f64[2]],
) -> f64:
    q = mu * mu + sigma * sigma + p * p + dot(a, a) + b * b + dot(cut, cut) + dot(pos, pos) + dot(w, w)
    return -0.5 * (q + sum(L * L) + sum(S * S) + sum(M * M) + dot(y, y))


GENERATED = ("y_rep", "log_lik", "count", "corr")


def generated_quantities(
    mu: f64,
    sigma: Positive[f64],
    p: Bounded[f64, 0.0, 1.0],
    a: Lower[f64[2], -1.0],
    b: Upper[f64, 2.0],
    cut: Ordered[f64[K]],
    pos: PositiveOrdered[f64[2]],
    w: Simplex[f64[K]],
    L: CholeskyCorr[f64[K, K]],
    S: CovMatrix[f64[2, 2]],
    M: f64[2, 3],
    y: Shared[f64[2]],
    key: i64,
) -> tuple[f64[2], f64[2], i64, f64]:
    z = (y - mu) / sigma
    log_lik = -0.5 * z * z - log(sigma) - 0.9189385332046727
    count = poisson_rng(split(key, 1), 1.0 + p) + categorical_rng(split(key, 2), w)
    return normal_rng(split(key, 0), full(2, mu), sigma), log_lik, count, dot(L[1], L[2])
