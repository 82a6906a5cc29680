from autobatch import *


def single_if(x: i64) -> i64:
    if x > 1:
        ans = 2
    else:
        ans = 0
    return ans
