"""A parameter of every kind the sampler takes (docs/sampling.md, "The
model file"), under a plain quadratic density, so that the compiled
sampler and CPython's must agree bit for bit: the transforms, their
log-Jacobians and the records (tests/conformance/sample.rs)."""

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
