from autobatch import *


def floor_mod_float(x: f64, y_mag: f64, y_neg: bool) -> tuple[f64, f64]:
    # Python's float floor division and modulo (the result of % takes the
    # divisor's sign, including for zeros).
    y = -y_mag if y_neg else y_mag
    return x // y, x % y
