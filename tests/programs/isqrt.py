from autobatch import *


def isqrt(n: i64) -> tuple[i64, i64]:
    # floor(sqrt(n)) by bisection, and the number of halvings; -1 for n < 0.
    if n < 0:
        return -1, 0
    if n < 2:
        return n, 0
    lo = 1
    hi = n
    steps = 0
    while True:
        if hi - lo <= 1:
            break
        mid = (lo + hi) // 2
        steps += 1
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid
    return lo, steps
