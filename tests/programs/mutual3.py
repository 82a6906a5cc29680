from autobatch import *

# Mutual recursion through three functions: a -> b -> c -> a.


def a(n: i64) -> i64:
    if n <= 0:
        return 1
    return b(n - 1) + n


def b(n: i64) -> i64:
    if n <= 0:
        return 2
    return 2 * c(n - 1) - n


def c(n: i64) -> i64:
    if n <= 0:
        return 3
    return a(n - 1) - 1
