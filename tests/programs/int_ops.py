from autobatch import *

# Integers with Python's semantics: bitwise & | ^ ~ and shifts (a count of
# the width or more; a negative count stops the member with value_error),
# ** on integers (a negative constant exponent gives a float, as in
# Python), divmod on ints and floats, round (ties to even; NaN stops the
# member), i32 arithmetic, bools under & and |.


def int_ops(a: i64, b: i64, x: f64, v: i64[3], s: i32) -> tuple[tuple[i64, i64, i64, i64], tuple[i64, i64, i64], tuple[i64, i64], tuple[f64, f64], i64, f64, i64[3], i64[3], f64, i32, bool]:
    logic = (a & b, a | b, a ^ b, ~a)
    shifts = (a << (b % 20), a >> b, a >> 64)
    power = a ** (b % 5) + (-2) ** 3
    q = divmod(a, b if b != 0 else 7)
    fq = divmod(x, 0.75)
    inverse = 2 ** -3 + (a ** -2 if a != 0 else 0.5)
    return (logic, (shifts[0] + power, shifts[1], shifts[2]), q, fq, round(x), inverse,
            v << 2, (v ** 2) >> 1, round(x * 10.0) / 10.0, (s << 3) ^ s, (a > 0) & (b > 0) | (a == b))
