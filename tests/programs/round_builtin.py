from autobatch import *


def round_builtin(x: f64, y: f32, n: i64, v: f64[4]) -> tuple[i64, i64, i64, f64[4], i64]:
    # Builtin round: ties to even; an int is itself; a float tensor rounds
    # elementwise to floats (NumPy's round); NaN raises ValueError and inf
    # OverflowError in Python.
    return round(x), round(y), round(n), round(v), round(2.5) + round(-3.5)
