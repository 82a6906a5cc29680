from autobatch import *


def tensor_ops(x: f64[4], y: f64[4], k: i64) -> tuple[f64, f64[4], f64, f64, f64]:
    m = minimum(x, y)
    w = where(x > y, x - y, y * 2.0)
    s = sum(w)
    d = dot(m, maximum(x, y))
    e = x[k] + y[-1]
    relu = sum(where(m > 0.0, m, zeros_like(m))) + matmul(x, y)
    return s, w, d, e, relu
