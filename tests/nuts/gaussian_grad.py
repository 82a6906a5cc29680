"""The log density of examples/models/gaussian_100d.py and its gradient,
written by hand; tests/conformance/nuts_grad.rs checks that the model's
`value_and_grad` gives these bits (the model's density is written so that
its gradient is the very product negated here)."""

from autobatch import *

D = 100


def value_and_grad_by_hand(theta: f64[D], prec: Shared[f64[D, D]]) -> tuple[f64, f64[D]]:
    # The gradient -P theta, and the log density -theta^T P theta / 2 (up
    # to a constant).
    g = -matmul(prec, theta)
    return 0.5 * dot(theta, g), g
