from autobatch import *

# erf and erfc: our own code when compiled (glibc's algorithm on glibc's
# exp reproduced: the C library's results bit for bit, though glibc's
# erfc is itself up to 2.5 ulp off), the C library's in CPython and the
# executors.


def canon(x: f64) -> f64:
    return nan if isnan(x) else x


def gaussian_tail(z: f64) -> f64:
    # P(Z > z) for a standard normal, without cancellation for large z.
    return 0.5 * erfc(z / sqrt(2.0))


def erf_prog(x: f64, s: f32, v: f64[3]) -> tuple[f64, f64, f64, f64, f32, f64[3]]:
    a = erf(x)
    b = erfc(x)
    c = gaussian_tail(x * 4.0)
    d = erf(x * 1e-200) * 1e200 + erfc(-abs(x) * 3.0)
    fs = abs(erf(s)) + erfc(s)
    fs = where(isnan(fs), nan, fs)
    vv = erfc(v) * erf(v * 0.5 + 2.0)
    return canon(a), canon(b), canon(c), canon(d), fs, vv
