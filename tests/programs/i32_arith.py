from autobatch import *


def digit_sum(n: i32) -> i32:
    if n < 10:
        return n
    return n % 10 + digit_sum(n // 10)


def i32_mix(a: i32, b: i32) -> tuple[i32, i32, i64, i32]:
    c = a * 3 - b // 7
    d = (a % 13) * (b % 5) + i32(7)
    wide = i64(c) * 100000
    s = digit_sum(abs(a))
    return c, d, wide, s
