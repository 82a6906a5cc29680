"""A loop whose length is an input: long runs for the interrupt and
thread-overlap tests (python/tests/test_api.py)."""

from autobatch import *


def spin(seed: i64, steps: Shared[i64]) -> i64:
    x = seed
    for k in range(steps):
        x = (x * 1103515245 + 12345) % 2147483648
    return x


if __name__ == "__main__":
    print(spin(1, 10))
