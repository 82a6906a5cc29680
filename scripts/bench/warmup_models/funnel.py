"""Neal's funnel in 10 dimensions (Neal 2003): v ~ Normal(0, 3),
x_i ~ Normal(0, exp(v / 2)) for 9 x's. No data.

    autobatch sample scripts/bench/warmup_models/funnel.py
"""

from autobatch import *


def log_density(v: f64, x: f64[9]) -> f64:
    return normal_lpdf(v, 0.0, 3.0) + normal_lpdf(x, 0.0, exp(0.5 * v))
