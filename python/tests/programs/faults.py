"""Members that end with each kind of status (python/tests/test_api.py)."""

from autobatch import *


def faults(n: i64, d: i64) -> f64:
    if n > 100:
        return float(deep(n))
    return 1.0 * (n // d)


def deep(n: i64) -> i64:
    if n <= 100:
        return 0
    return 1 + deep(n - 1)
