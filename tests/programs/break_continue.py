from autobatch import *


def skip_sum(n: i64, limit: i64) -> tuple[i64, i64]:
    # Sum of 1..n skipping multiples of 3, stopping once the sum exceeds
    # limit; returns the sum and the last i.
    total = 0
    i = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        total += i
        if total > limit:
            break
    return total, i
