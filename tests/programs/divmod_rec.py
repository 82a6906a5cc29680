from autobatch import *


def slow_divmod(a: i64, b: i64) -> tuple[i64, i64]:
    # divmod by repeated subtraction, recursively; for a >= 0 and b >= 1.
    if a < b:
        return 0, a
    q, r = slow_divmod(a - b, b)
    return q + 1, r
