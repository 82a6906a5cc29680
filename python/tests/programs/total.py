"""The sum of a member's 64 values: a large input for the zero-copy test
(python/tests/test_api.py)."""

from autobatch import *


def total(x: f64[64]) -> f64:
    return sum(x)
