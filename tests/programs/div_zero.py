from autobatch import *


def div_zero(a: i64, b: i64) -> tuple[i64, f64]:
    # b == 0 faults at //, b == -1 at /: those members stop with
    # division_by_zero, the others finish.
    q = a // b
    r = a / (b + 1)
    return q + a % b, r
