from autobatch import *


def halves_to_zero(n: i64) -> bool:
    # Terminates only for n >= 0: callers must guard it.
    if n == 0:
        return True
    if n == 1:
        return False
    return halves_to_zero(n - 2)


def check(n: i64, d: i64) -> tuple[bool, bool, i64, bool]:
    # and/or and conditional expressions guard a recursive call and a
    # division: the guarded side must not run for members that skip it.
    p = n >= 0 and halves_to_zero(n)
    q = d == 0 or 60 // d > 3
    r = 60 // d if d != 0 else -1
    s = not (n < 0 or d < 0) and (n > d or halves_to_zero(d))
    return p, q, r, s
