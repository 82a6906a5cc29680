from autobatch import *


def f32_math(x: f32, y: f32) -> tuple[f32, f32, f32, f64]:
    h = sqrt(x * x + y * y)
    e = exp(-abs(x)) * tanh(y) + log1p(abs(y)) - expm1(x * f32(0.25))
    p = abs(x) ** 1.5 + sin(y) * cos(x)
    return h, e, p, f64(h) * 2.0 + f64(log(h + f32(1.0)))
