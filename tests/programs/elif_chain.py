from autobatch import *


def tri(n: i64) -> i64:
    if n <= 0:
        return 0
    return n + tri(n - 1)


def classify(x: i64, y: i64) -> tuple[i64, i64]:
    # An if/elif/else chain: members spread over five branches, two of
    # which recurse.
    if x < 0 and y < 0:
        code = 0
        v = x * y
    elif x < 0:
        code = 1
        v = tri(y % 12)
    elif x == 0:
        code = 2
        v = -y
    elif x > y:
        code = 3
        v = tri(x % 10) - y
    else:
        code = 4
        v = x - y
    return code, v
