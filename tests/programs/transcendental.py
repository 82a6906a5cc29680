from autobatch import *


def softplus(x: f64) -> f64:
    if x > 30.0:
        return x
    return log1p(exp(x))


def act(x: f64, n: i64) -> f64:
    # Iterates a bounded map built from exp, log, log1p, expm1, tanh, sin,
    # cos and **.
    y = x
    i = 0
    while i < n:
        y = tanh(y) + 0.5 * softplus(y) - expm1(y * 0.1) + log(1.0 + y * y) * 0.25 + sin(y) * cos(y)
        y = y - abs(y) ** 0.75 * 0.125
        i += 1
    return y
