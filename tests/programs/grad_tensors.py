from autobatch import *

# Gradients with respect to tensors: reductions, products with shared
# data, indexing, slices, writes by index, and the composite functions.

N = 4
K = 3


def least_squares(w: f64[K], a: Shared[f64[N, K]], b: Shared[f64[N]]) -> f64:
    # 0.5 |a w - b|^2: its gradient a^T (a w - b) is the product of the
    # residual with the shared matrix in the other orientation.
    r = matmul(a, w) - b
    return 0.5 * dot(r, r)


def reductions(v: f64[N]) -> f64:
    return logsumexp(v) + mean(v * v) + max(v) - min(v) + sum(cumsum(v) * v)


def indexed(v: f64[N]) -> f64:
    # Reads by index and slice, writes by index and slice, a loop over
    # the elements.
    out = zeros(N)
    for i in range(N):
        out[i] = v[N - 1 - i] * f64(i + 1)
    out[1:3] = v[0:2] * v[2:4]
    total = 0.0
    for x in out:
        total = total + x * x
    return total + v[-1] * out[0]


def where_max(v: f64[N]) -> f64:
    u = where(v > 0.0, v * v, -v)
    return sum(maximum(u, 0.5) * exp(-v)) + dot(v, minimum(v, 0.0))


def main(w: f64[K], v: f64[N], a: Shared[f64[N, K]], b: Shared[f64[N]]) -> tuple[f64, f64[K], f64[N], f64[N], f64[N]]:
    loss, gw = value_and_grad(least_squares, w, a, b)
    return loss, gw, grad(reductions, v), grad(indexed, v), grad(where_max, v)
