from autobatch import *

# lgamma: our own code when compiled (glibc's algorithm on glibc's log,
# log1p, sin and cos reproduced: the C library's results bit for bit,
# near the zeros of lgamma on the negative axis too, where glibc's are
# many ulps from the true values), the C library's in CPython and the
# executors.


def canon(x: f64) -> f64:
    return nan if isnan(x) else x


def lgamma_prog(x: f64, s: f32) -> tuple[f64, f64, f64, f32]:
    a = lgamma(abs(x) + 0.1)
    b = lgamma(x)
    c = lgamma(floor(abs(x)) + 10.0) + lgamma(3.0 + abs(x) * 0.5)
    fs = lgamma(abs(s) + f32(0.5))
    fs = where(isnan(fs), nan, fs)
    return canon(a), canon(b), canon(c), fs
