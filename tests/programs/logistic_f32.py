from autobatch import *


def logistic_f32(r: f32, x: f32, n: i64) -> tuple[f32, i64]:
    # The logistic map in f32 (literals take the f32 type), leaving the
    # loop early once x falls below 0.01.
    k = 0
    while k < n:
        x = r * x * (1.0 - x)
        if x < 0.01:
            break
        k += 1
    return x, k
