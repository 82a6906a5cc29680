from autobatch import *


def fib(n: i64) -> i64:
    return fib(n - 1) + fib(n - 2) if n > 1 else 1
