"""The autobatching paper's first NUTS benchmark: a 100-dimensional
correlated Gaussian, zero mean, with a dense precision matrix P given as
data (examples/make_gaussian.py states its exact moments and writes
examples/data/gaussian_100d.json).

    python3 examples/make_gaussian.py
    autobatch sample examples/models/gaussian_100d.py --data examples/data/gaussian_100d.json -o gaussian.nc
"""

from autobatch import *

D = 100


def log_density(theta: f64[D], prec: Shared[f64[D, D]]) -> f64:
    # -theta^T P theta / 2 up to a constant. Its gradient is -P theta (P is
    # symmetric), but reverse mode on the plain quadratic form computes
    # both P theta and theta^T P: two products with P. With a = P theta
    # held constant (stop_gradient), a / 2 - theta . a has the same value
    # and the gradient -a: one product per gradient.
    a = stop_gradient(matmul(prec, theta))
    q = dot(theta, a)
    return 0.5 * stop_gradient(q) - q
