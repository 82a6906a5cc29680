from autobatch import *

import math
from math import fsum

# math.cbrt and math.exp2 (the C library's functions) and math.fsum
# (CPython's exact sum) on floats x, y, z and a vector v. Where CPython
# raises, the member stops: math.exp2 from 1024 on and fsum's intermediate
# overflow are overflow_error, fsum of inf and -inf is value_error.


def canon(r: f64) -> f64:
    # JSON keeps no NaN's sign or payload: make every NaN the positive one.
    return nan if isnan(r) else r


def sums(op: i64, x: f64, y: f64, z: f64, v: f64[5]) -> f64:
    if op == 2:
        return fsum((x, y, z))
    elif op == 3:
        return math.fsum(v)
    elif op == 4:
        return fsum((x, 1e100, y, -1e100, z, 1, True))
    elif op == 5:
        return fsum((x,)) + fsum(v * x)
    return fsum(array((3, -5, 7))) + math.fsum(v[1:3])


def math_sums(op: i64, x: f64, y: f64, z: f64, v: f64[5]) -> f64:
    r = 0.0
    if op == 0:
        r = math.cbrt(x)
    elif op == 1:
        r = math.exp2(x)
    else:
        r = sums(op, x, y, z, v)
    return canon(r)
