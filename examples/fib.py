"""Recursive Fibonacci, written for one example. `autobatch` runs it on a
batch of inputs at once; CPython runs it as is (with python/ on PYTHONPATH)."""

from autobatch import *


def fib(n: i64) -> i64:
    if n <= 1:
        return 1
    return fib(n - 2) + fib(n - 1)


if __name__ == "__main__":
    print([fib(n) for n in [6, 7, 8, 9]])
