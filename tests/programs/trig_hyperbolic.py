from autobatch import *

import math

# tan, asin, acos, sinh, cosh, asinh, acosh, atanh, log2, log10: our own
# code when compiled (within 1 ulp of the C library's in f64; the native
# f32 ones glibc's bit for bit), the C library's in CPython and the
# executors.


def canon(x: f64) -> f64:
    return nan if isnan(x) else x


def trig_hyperbolic(
    x: f64, s: f32, v: f64[3]
) -> tuple[f64, f64, f64, f64, f64, f64, f64, f64, f64, f32, f64[3], f64, f64, f32]:
    t = tan(x)
    a = asin(x * 0.25)
    c = acos(x * 0.25)
    sh = sinh(x)
    ch = cosh(x * 3.0)
    ash = asinh(x * 1e3) + math.asinh(x)
    ach = acosh(abs(x) + 1.0)
    ath = atanh(x * 0.25)
    # Outside the domains: NaN, and the ends of atanh: infinities.
    one = atanh(copysign(1.0, x))
    out = (1.0 if isnan(asin(x * 1e3)) else 0.0) + (2.0 if isnan(acosh(x - 2.0)) else 0.0) + (4.0 if isnan(acos(x - 10.0)) else 0.0)
    out = out + (8.0 if isinf(one) else 0.0) + (16.0 if one > 0.0 else 0.0)
    # Sums of magnitudes: nothing cancels, so each term's error stays small.
    fs = abs(tan(s)) + abs(asin(s * f32(0.1))) + acos(s * f32(0.1)) + abs(sinh(s)) + cosh(s) + abs(asinh(s))
    fs = fs + abs(atanh(s * f32(0.2)))
    fs = where(isnan(fs), nan, fs)
    vv = abs(tan(v)) + abs(sinh(v)) + acosh(v * v + 1.0)
    l2 = log2(abs(x)) * log2(8.0)
    l10 = log10(abs(x) * 1e-300) + log10(1e5)
    ls = log2(abs(s)) * log10(abs(s) + f32(10.0))
    ls = where(isnan(ls), nan, ls)
    return canon(t), canon(a), canon(c), canon(sh), canon(ch), canon(ash), canon(ach), canon(ath), out, fs, vv, canon(l2), canon(l10), ls
