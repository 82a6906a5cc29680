from autobatch import *

# f32 gradients: a small logistic regression (the shape of the NUTS
# model), casts between f32 and f64, and a gradient taken inside a loop.

N = 6
D = 3


def log_density(beta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32:
    z = matmul(x, beta)
    softplus = maximum(z, 0.0) + log1p(exp(-abs(z)))
    return sum(y * z - softplus) - 0.5 * dot(beta, beta)


def mixed(t: f32) -> f32:
    # Through f64 and back.
    u = f64(t) * 2.0
    return f32(sqrt(u * u + 1.0)) * t


def ascend(beta0: f32[D], steps: i64, x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32[D]:
    # Gradient ascent: a gradient per iteration of a data-dependent loop.
    beta = beta0
    i = 0
    while i < steps:
        beta = beta + 0.1 * grad(log_density, beta, x, y)
        i += 1
    return beta


def main(
    beta: f32[D], t: f32, steps: i64, x: Shared[f32[N, D]], y: Shared[f32[N]]
) -> tuple[f32, f32[D], f32, f32, f32[D]]:
    lp, g = value_and_grad(log_density, beta, x, y)
    m, gm = value_and_grad(mixed, t)
    return lp, g, m, gm, ascend(beta, steps, x, y)
