from autobatch import *


def fib(n: i64) -> i64:
    if n <= 1:
        return 1
    return fib(n - 2) + fib(n - 1)
