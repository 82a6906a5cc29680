from autobatch import *

# More scalars than the CPU loop keeps in registers while a member runs
# alone (32): the most used become locals, the others stay in the state,
# and both kinds are saved across the recursive call and restored after.


def mix(n: i64, x: f64) -> f64:
    if n <= 0:
        return x
    a0 = n + 1
    a1 = n * 3
    a2 = a0 - a1
    a3 = a2 * a2
    a4 = a3 % 7
    a5 = a4 + a0
    a6 = a5 // 2
    a7 = a6 - n
    a8 = a7 * 5
    a9 = a8 + a1
    b0 = x * 0.5
    b1 = b0 + 1.25
    b2 = b1 * b1
    b3 = b2 - x
    b4 = b3 / 3.0
    b5 = b4 + b0
    b6 = b5 * 0.75
    b7 = b6 - b1
    b8 = b7 + b2
    b9 = b8 * 0.125
    c0 = a0 > a1
    c1 = b0 < b1
    c2 = c0 and c1
    c3 = a4 == 3
    c4 = c3 or c2
    i = 0
    acc = 0.0
    while i < a4:
        acc = acc + b9 * i
        i += 1
    r = mix(n - 1, acc + b4)
    s = r + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9
    t = b0 + b1 + b2 + b3 + b5 + b6 + b7 + b8
    if c4:
        return s - t
    return s + t * 0.5
