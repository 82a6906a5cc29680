from autobatch import *


def constant(x: i64) -> i64:
    y = 1
    y = 2
    return y
