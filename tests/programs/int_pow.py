from autobatch import *


def int_pow(a: i64, n: i64, c: i32, k: i32) -> tuple[i64, i32, i64, f64, f64, f64]:
    # int ** int is an int (by squaring); a constant negative exponent
    # gives CPython's float(a) ** b, and 0 ** -1 is a ZeroDivisionError.
    return a ** n, c ** k, a**2 + c**3, a**-1, c**-3, 10**-2
