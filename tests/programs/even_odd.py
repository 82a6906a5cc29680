from autobatch import *


def is_even(n: i64) -> bool:
    return True if n < 1 else is_odd(n - 1)


def is_odd(n: i64) -> bool:
    return False if n < 1 else is_even(n - 1)
