from autobatch import *

# Keyword arguments at call sites and default parameter values (constants
# of the parameter's type, module constants included).

SCALE = 3


def affine(x: f64, scale: f64 = 2.0, shift: f64 = 0.5) -> f64:
    return x * scale + shift


def clamp(v: i64, lo: i64 = -SCALE, hi: i64 = SCALE, strict: bool = False) -> i64:
    if strict and v > hi:
        return hi
    return max(lo, min(v, hi)) if not strict else max(lo, v)


def keywords(x: f64, n: i64) -> tuple[f64, f64, f64, i64, i64, i64]:
    a = affine(x)
    b = affine(x, shift=-1.0)
    c = affine(shift=float(n), x=x, scale=0.25)
    return a, b, c, clamp(n), clamp(n, hi=10), clamp(n, strict=True, lo=0)
