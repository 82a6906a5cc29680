"""The log density of examples/models/logreg.py and its gradient, written
by hand; tests/conformance/nuts_grad.rs checks that the model's
`value_and_grad` agrees up to float32 rounding (the formulas differ:
`y - sigmoid(z)` here, the VJPs of bernoulli_logit_lpmf's pieces by AD).

    log p(beta) = sum_n (y[n] z[n] - softplus(z[n])) - |beta|^2 / 2 - D log sqrt(2 pi),  z = x beta
    gradient    x^T (y - sigmoid(z)) - beta
"""

from autobatch import *

N = 10000
D = 100


def value_and_grad_by_hand(beta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> tuple[f32, f32[D]]:
    z = matmul(x, beta)
    # With e = exp(-|z|) in (0, 1]: sigmoid(z) = 1 / (1 + e) for z >= 0,
    # e / (1 + e) otherwise, and softplus(z) = max(z, 0) + log1p(e);
    # neither overflows.
    e = exp(-abs(z))
    residual = y - where(z >= 0.0, 1.0, e) / (1.0 + e)
    # The prior's normalizing constant, D log sqrt(2 pi), as normal_lpdf
    # has it.
    logp = sum(y * z - (maximum(z, 0.0) + log1p(e))) - 0.5 * dot(beta, beta) - 91.89385332046727
    return logp, matmul(residual, x) - beta
