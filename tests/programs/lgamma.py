from autobatch import *

# lgamma: our own code when compiled (within 3 ulp of the C library's for
# positive arguments, 8 for negative ones away from the zeros of lgamma;
# -2.5, where lgamma is -0.056, is 8 ulp off), the C library's in CPython
# and the executors. The random batches draw positive x only: near the
# zeros of lgamma on the negative axis the error is absolute (1e-15).


def canon(x: f64) -> f64:
    return nan if isnan(x) else x


def lgamma_prog(x: f64, s: f32) -> tuple[f64, f64, f64, f32]:
    a = lgamma(abs(x) + 0.1)
    b = lgamma(x)
    c = lgamma(floor(abs(x)) + 10.0) + lgamma(3.0 + abs(x) * 0.5)
    fs = lgamma(abs(s) + f32(0.5))
    fs = where(isnan(fs), nan, fs)
    return canon(a), canon(b), canon(c), fs
