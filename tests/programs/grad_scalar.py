from autobatch import *

# Gradients of scalar functions through branches, calls and every kind of
# primitive; the entry returns each value and gradient.


def poly(x: f64, a: f64) -> f64:
    return a * x * x * x - 2.0 * x + 1.0


def smooth(x: f64) -> f64:
    # Calls (inlined) and a branch on the point.
    if x > 0.5:
        return exp(x) * sin(x) + square(log1p(x))
    return tanh(x) + x / (1.0 + x * x)


def square(u: f64) -> f64:
    return u * u


def kinks(x: f64) -> f64:
    # abs, min/max, where and floor: JAX's conventions at the kinks.
    return abs(x) + maximum(x, 0.25) - min(x, -0.5) + where(x < 1.0, 3.0 * x, x * x) + floor(x)


def stopped(x: f64) -> f64:
    # stop_gradient: d/dx [x * c(x)] with c held constant is c.
    return x * stop_gradient(exp(x)) + 0.0 * stop_gradient(x)


def gammas(x: f64) -> f64:
    # lgamma's derivative is digamma, which the rule composes.
    return lgamma(x * x + 0.5) + lgamma(exp(x)) + 10.0 * x


def main(x: f64, a: f64) -> tuple[f64, f64, f64, f64, f64, f64, f64, f64, f64]:
    v1, g1 = value_and_grad(poly, x, a)
    v2, g2 = value_and_grad(smooth, x)
    v3, g3 = value_and_grad(kinks, x)
    v4, g4 = value_and_grad(stopped, x)
    return v1, g1, v2, g2, v3, g3, v4, g4, grad(gammas, x)
