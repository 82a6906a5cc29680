from autobatch import *


def f32_math(x: f32, y: f32) -> tuple[f32, f32, f32, f64]:
    h = sqrt(x * x + y * y)
    e = exp(-abs(x)) * tanh(y) + log1p(abs(y)) - expm1(x * f32(0.25))
    p = abs(x) ** 1.5 + sin(y) * cos(x) + log(h + f32(1.0))
    # Widening is exact: the f64 output carries no f32 library error (the
    # compiled f32 functions are within a few f32 ulp, not f64 ulp).
    return h, e, p, f64(h) * 2.0 + f64(h + f32(1.0))
