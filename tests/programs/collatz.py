from autobatch import *


def collatz_exceeds(n: i64, bound: i64) -> i64:
    # The index of the first term of n's Collatz sequence that is above
    # bound, or -1 when the sequence reaches 1 first. A while loop with an
    # early return: members leave it at different iterations.
    i = 0
    while n != 1:
        if n > bound:
            return i
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        i += 1
    return -1
