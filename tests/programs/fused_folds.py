from autobatch import *


def fused_folds(a: f64[7], b: f64[7], c: f64[7], k: i64[7]) -> tuple[bool, f64, f64, i64, f64]:
    # Folds (`sum`, `dot`) over tensors of an elementwise chain's size run
    # in the chain's loop (codegen's loop fusion), each its own left fold
    # in element order, several advancing together, with the scalar
    # operations between them done after the loop; an elementwise
    # operation that reads a fold's result starts a new loop. Compiled
    # code must agree with CPython bit for bit.
    s = a + b
    turned = (dot(s, c) > 0.0) & (dot(a * c, b) > 0.0)
    total = sum(s * 2.0)
    scale = total + 1.0
    t = s * scale
    n = sum(k * 3) + sum(a > b)
    return turned, total, dot(t, t), n, sum(t) - dot(c, t)
