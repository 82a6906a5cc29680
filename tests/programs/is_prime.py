from autobatch import *


def has_divisor(n: i64, d: i64) -> bool:
    if d * d > n:
        return False
    if n % d == 0:
        return True
    return has_divisor(n, d + 1)


def is_prime(n: i64) -> tuple[bool, bool]:
    return n >= 2 and not has_divisor(n, 2), n % 2 == 0
