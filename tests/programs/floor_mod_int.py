from autobatch import *


def floor_mod_int(a: i64, b_mag: i64, b_neg: bool) -> tuple[i64, i64, f64]:
    # Python's floor division, modulo and true division on signed ints.
    b = -b_mag if b_neg else b_mag
    return a // b, a % b, a / b
