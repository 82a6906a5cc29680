from autobatch import *


def divmod_mix(a: i64, b: i64, x: f64, y: f64) -> tuple[i64, i64, f64, f64, i64]:
    # divmod(a, b) is (a // b, a % b) for ints and floats.
    q, r = divmod(a, b)
    fq, fr = divmod(x, y)
    return q, r, fq, fr, q * b + r
