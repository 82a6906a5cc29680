from autobatch import *

# Integer true division rounds the exact quotient once, as CPython does,
# also beyond 2^53, where converting each operand to float first would
# round twice (9007199254740993 / 3 is 3002399751580331.0, not ...330.0).


def int_true_div(a: i64, b: i64) -> tuple[f64, f64]:
    return a / b, (a // 2) / (b | 1)
