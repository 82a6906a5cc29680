from autobatch import *

# The sieve of Eratosthenes on a bool array written by index, with a
# range() step known only at run time (the prime), and a loop whose step
# comes from the input, possibly negative or zero (zero: value_error, as
# Python's ValueError), and membership in a tuple of integers.

def sieve(n: i64, step: i64) -> tuple[i64, i64, bool]:
    is_p = ones(100, bool)
    is_p[0] = False
    is_p[1] = False
    count = 0
    for i in range(2, min(n, 100)):
        if is_p[i]:
            count += 1
            for j in range(i * i, 100, i):
                is_p[j] = False
    s = 0
    for k in range(n, -n, step):
        s += k
    # Every prime above 3 is 1 or 5 modulo 6.
    return count, s, n % 6 in (1, 5) or n in (2, 3)
