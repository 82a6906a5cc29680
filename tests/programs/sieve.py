from autobatch import *

# The sieve of Eratosthenes on a bool array written by index, with a
# range() step known only at run time (the prime), and a loop whose step
# comes from the input, possibly negative or zero (zero: value_error, as
# Python's ValueError).

def sieve(n: i64, step: i64) -> tuple[i64, i64]:
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
    return count, s
