"""Poisson regression with a log link (a generalized linear model):
counts y_n ~ Poisson(exp(alpha + x_n . beta)), with alpha ~ Normal(0, 2)
and beta_k ~ Normal(0, 1). `poisson_log_lpmf` takes the log rate, so no
exp of it overflows; the counts are integer data.

    python3 examples/make_library_examples.py
    autobatch sample examples/models/poisson_glm.py --data examples/models/poisson_glm.json -o glm.nc
"""

from autobatch import *

N = 200
K = 3


def log_density(alpha: f64, beta: f64[K], x: Shared[f64[N, K]], y: Shared[i64[N]]) -> f64:
    return normal_lpdf(alpha, 0.0, 2.0) + std_normal_lpdf(beta) + poisson_log_lpmf(y, alpha + matmul(x, beta))
