from autobatch import *


def fib_pair(n: i64) -> tuple[i64, i64]:
    # (fib(n), fib(n + 1)) by recursion on a tuple-valued function.
    if n <= 0:
        return 0, 1
    a, b = fib_pair(n - 1)
    return b, a + b
