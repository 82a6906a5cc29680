from autobatch import *

# floor, ceil, trunc, copysign, isnan, isinf, isfinite, sign, the constants
# pi, e, inf, nan and float("inf"): exact everywhere, compiled code included.

BIG = 1e300


def classify(x: f64) -> i64:
    k = 0
    if isnan(x):
        k += 1
    if isinf(x):
        k += 10
    if isfinite(x):
        k += 100
    return k


def rounding(x: f64, n: i64, v: f64[3], y: f32) -> tuple[f64, f64, f64, f64, f64, i64, i64, f64[3], f64[3], f32, bool, f64]:
    a = floor(x)
    b = ceil(x)
    c = trunc(x)
    d = copysign(2.5, x)
    s = sign(x)
    k = classify(x) + classify(x * BIG * BIG) * 2 + classify(x * inf - inf) * 4
    m = sign(n) + floor(n) * 10 + ceil(-n) + trunc(n)
    fv = floor(v * x) + ceil(v) - trunc(v * pi)
    cv = copysign(v, -x) + sign(v)
    fy = floor(y) * sign(y) + ceil(y * e) + trunc(y) + copysign(f32(1.5), y)
    w = isfinite(fy) and not isnan(y) and not isinf(fy)
    z = where(isnan(x), nan, min(x * e, pi)) + (1.0 if float("-inf") < x else 0.0) + (0.0 if x < float("inf") else 2.0)
    # A NaN's sign bit is not part of the outputs' JSON: make every NaN positive.
    fv = where(isnan(fv), nan, fv)
    fy = where(isnan(fy), nan, fy)
    return a, b, c, d, s, k, m, fv, cv, fy, w, z
