from autobatch import *


def gcd(a: i64, b: i64) -> i64:
    if b == 0:
        return a
    return gcd(b, a % b)
