from autobatch import *


def iota_sum(n: i64, acc: i64) -> i64:
    if n <= 0:
        return acc
    return iota_sum(n - 1, acc + n)
