"""A conjugate linear regression, whose posterior is known in closed form
(the statistical test in tests/conformance/sample.rs): y = x beta + noise,
noise ~ Normal(0, 1), beta ~ Normal(0, 2^2 I), so beta | y is Normal with
covariance S = (x^T x + I / 4)^-1 and mean S x^T y."""

from autobatch import *

N = 50
K = 3


def log_density(beta: f64[K], x: Shared[f64[N, K]], y: Shared[f64[N]]) -> f64:
    r = y - matmul(x, beta)
    return -0.5 * dot(r, r) - dot(beta, beta) / 8.0
