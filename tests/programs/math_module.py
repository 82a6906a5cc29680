from autobatch import *

import math
from math import gcd, lcm, remainder as rem

# Every accepted function of Python's math module, one per `op`, on the
# arguments x, y (floats) and n, k (ints). Where CPython raises, the member
# stops: ValueError is value_error, OverflowError overflow_error,
# ZeroDivisionError (math.log(x, 1.0)) division_by_zero. Outputs: two
# floats, an int and a bool (unused ones 0).


def canon(v: f64) -> f64:
    # JSON keeps no NaN's sign or payload: make every NaN the positive one.
    return nan if isnan(v) else v


def one_float(op: i64, x: f64) -> f64:
    if op == 0:
        return math.exp(x)
    elif op == 1:
        return math.expm1(x)
    elif op == 2:
        return math.sinh(x)
    elif op == 3:
        return math.cosh(x)
    elif op == 4:
        return math.sin(x)
    elif op == 5:
        return math.cos(x)
    elif op == 6:
        return math.tan(x)
    elif op == 7:
        return math.asin(x)
    elif op == 8:
        return math.acos(x)
    elif op == 9:
        return math.atan(x)
    elif op == 10:
        return math.asinh(x)
    elif op == 11:
        return math.acosh(x)
    elif op == 12:
        return math.atanh(x)
    elif op == 13:
        return math.tanh(x)
    elif op == 14:
        return math.sqrt(x)
    elif op == 15:
        return math.log1p(x)
    elif op == 16:
        return math.log(x)
    elif op == 17:
        return math.log2(x)
    elif op == 18:
        return math.log10(x)
    elif op == 19:
        return math.erf(x)
    elif op == 20:
        return math.erfc(x)
    elif op == 21:
        return math.fabs(x)
    elif op == 22:
        return math.degrees(x)
    elif op == 23:
        return math.radians(x)
    elif op == 24:
        return math.gamma(x)
    elif op == 25:
        return math.lgamma(x)
    return math.ulp(x)


def two_floats(op: i64, x: f64, y: f64) -> f64:
    if op == 40:
        return math.pow(x, y)
    elif op == 41:
        return math.atan2(x, y)
    elif op == 42:
        return math.copysign(x, y)
    elif op == 43:
        return math.fmod(x, y)
    elif op == 44:
        return rem(x, y)
    elif op == 45:
        return math.log(x, y)
    elif op == 46:
        return math.nextafter(x, y)
    elif op == 47:
        return math.hypot(x, y)
    elif op == 48:
        return math.hypot(x, y, x - y) + math.hypot() + math.hypot(y)
    elif op == 49:
        return math.dist((x, y), (y, 1))
    return math.dist(array((x, y, 2.0)), array((y, 1.0, x)))


def ints(op: i64, n: i64, k: i64) -> i64:
    if op == 60:
        return math.factorial(n)
    elif op == 61:
        return math.isqrt(n)
    elif op == 62:
        return math.comb(n, k)
    elif op == 63:
        return math.perm(n, k)
    elif op == 64:
        return math.perm(n)
    elif op == 65:
        return gcd(n, k)
    elif op == 66:
        return lcm(n, k)
    elif op == 67:
        return gcd(n, k, 6) + gcd(n) + gcd()
    elif op == 68:
        return lcm(n, k, 3) + lcm(k) + lcm()
    return math.prod((n, k, 2))


def scaled(x: f64, n: i64) -> f64:
    # math of constants and ints only, which CPython computes on plain
    # numbers: differentiable, the loop of factorial and its checks too.
    return x * x * math.exp(1.0) * float(math.factorial(n)) + math.lgamma(2.5) * x


def math_module(op: i64, x: f64, y: f64, n: i64, k: i64) -> tuple[f64, f64, i64, bool]:
    a = 0.0
    b = 0.0
    m = 0
    t = False
    if op < 27:
        a = one_float(op, x)
    elif op == 27:
        a, m = math.frexp(x)
    elif op == 28:
        a, b = math.modf(x)
    elif op == 29:
        m = math.floor(x)
    elif op == 30:
        m = math.ceil(x)
    elif op == 31:
        m = math.trunc(x) + math.floor(n) + math.ceil(True)
    elif op == 32:
        t = math.isnan(x) or math.isinf(y) or not math.isfinite(x + y)
    elif op == 33:
        m = round(x)
    elif op < 51:
        a = two_floats(op, x, y)
    elif op == 51:
        t = math.isclose(x, y)
    elif op == 52:
        t = math.isclose(x, y, rel_tol=float(n) * 0.125, abs_tol=float(k))
    elif op == 53:
        a = math.ldexp(x, n)
    elif op == 54:
        a = math.prod(array((x, y, 3.0)), start=y) + math.prod(array((x, 0.5)))
    elif op < 70:
        m = ints(op, n, k)
    elif op == 70:
        a, b = value_and_grad(scaled, x, n)
    elif op == 71:
        b = grad(scaled, x, n)
    return canon(a), canon(b), m, t
