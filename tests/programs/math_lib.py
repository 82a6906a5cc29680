from autobatch import *

import math
from math import atan2 as angle, floor as ifloor, pi as PI_FROM_MATH

# atan, atan2, hypot and pow (our own code when compiled, within 1 ulp of
# the C library's), and Python's math module: math.floor/ceil/trunc give
# ints, the others Python floats.


def canon(x: f64) -> f64:
    return nan if isnan(x) else x


def polar(x: f64, y: f64) -> tuple[f64, f64]:
    return hypot(x, y), atan2(y, x)


def math_lib(
    x: f64, y: f64, s: f32, v: f64[3]
) -> tuple[f64, f64, f64, f64, f64, f64, f32, f32, f64[3], f64[3], i64, i64, f64, bool]:
    r, t = polar(x, y)
    a = atan(x) * (2.0 + atan(y * 1e20))
    a2 = atan(1.0 / (x + 0.5))
    p = pow(abs(x) + 0.5, y) * pow(2.0, -abs(y))
    q = hypot(x * 1e300, y * 1e300) * 1e-300 + hypot(x * 1e-300, y) + (1.0 if hypot(inf, nan) == inf else 0.0)
    st = hypot(s, f32(3.0)) * pow(f32(1.5), abs(s) * f32(0.1)) + abs(atan(s)) * abs(atan2(s, f32(0.5)))
    sp = copysign(atan2(f32(-0.0), s), s)
    vv = atan2(v, x) * hypot(v, y)
    va = atan(v * y)
    n = -1
    if isfinite(x) and isfinite(y) and abs(x) < 1e15 and abs(y) < 1e15:
        # math.floor raises on NaN and infinities, and grows past i64.
        n = math.floor(x * 3.0) + ifloor(y) * 100 + math.ceil(x) * 10000 + math.trunc(-y) * 1000000
    k = math.floor(7) + math.trunc(True)
    m = math.atan(x) + math.atan2(y, x) + math.copysign(2, x) + math.tanh(y) + math.fabs(-3) + math.pi * PI_FROM_MATH
    m = m + math.e + angle(1, -1) + math.tau
    b = math.isnan(x * 0.0) or math.isinf(y * 1e307) or not math.isfinite(m)
    # A NaN's sign bit is not part of the outputs' JSON: make every NaN positive.
    r, t, a, a2, p, q, m = canon(r), canon(t), canon(a), canon(a2), canon(p), canon(q), canon(m)
    st = where(isnan(st), nan, st)
    sp = where(isnan(sp), nan, sp)
    vv = where(isnan(vv), nan, vv)
    va = where(isnan(va), nan, va)
    return r, t, a, a2, p, q, st, sp, vv, va, n, k, m, b
