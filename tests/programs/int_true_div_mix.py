from autobatch import *


def int_true_div_mix(a: i64, b: i64, c: i32) -> tuple[f64, f64, f64]:
    # int / int is correctly rounded, as CPython's, even above 2^53 where
    # converting each operand to f64 first would round twice.
    return a / b, a / c, c / b
