from autobatch import *


def tri(n: i64) -> i64:
    if n <= 0:
        return 0
    return n + tri(n - 1)


def nested(n: i64, m: i64) -> i64:
    # Nested while loops that call a (non-tail) recursive function.
    total = 0
    i = 0
    while i < n:
        j = 0
        while j < m:
            total += tri(i + j) % 7
            j += 1
        i += 1
    return total
