from autobatch import *

D = 2


def log_density(theta: f64[D]) -> f64:
    # The gradient through the constant nan: the guard pass once compared
    # ops with float ==, so `mul(ct, nan)` was not itself and moved under
    # `want_value`, leaving theta's cotangent unassigned (invalid IR-F).
    return -0.5 * dot(theta, theta) + nan * theta[0] + theta[1] / nan + float("nan") * theta[1]
