from autobatch import *


def depth_count(n: i64) -> i64:
    # Non-tail recursion n deep.
    if n <= 0:
        return 0
    return 1 + depth_count(n - 1)
