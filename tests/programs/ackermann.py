from autobatch import *


def ack(m: i64, n: i64) -> i64:
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))
