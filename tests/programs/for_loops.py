from autobatch import *

# `for` over range() with every form of bounds and step, `break`,
# `continue` and `return` inside, nesting, and `for ... else`.


def first_divisor(n: i64) -> i64:
    # The smallest divisor of n above 1, by a `for ... else`; 0 for n < 2.
    if n < 2:
        return 0
    for d in range(2, n):
        if d * d > n:
            break
        if n % d == 0:
            return d
    return n


def count_down(start: i64, stop: i64) -> tuple[i64, i64]:
    # Negative steps, and a loop variable that keeps its last value.
    total = 0
    last = -1
    for i in range(start, stop, -3):
        total += i
        last = i
    for i in range(start, stop, -1):
        i = i * 100  # rebinding the variable does not change the iteration
        total += 1
    return total, last


def triangle(n: i64, skip: i64) -> tuple[i64, i64, i64]:
    # Nested loops over ranges whose bounds depend on the outer variable,
    # `continue` in the inner loop, and `for ... else` both ways.
    total = 0
    pairs = 0
    for i in range(n):
        for j in range(i, n):
            if (i + j) % 3 == skip:
                continue
            total += i * j
            pairs += 1
    found = 0
    for k in range(1, n + 1):
        if k * k == n:
            found = k
            break
    else:
        found = -1
    return total, pairs, found


def loops(n: i64, skip: i64) -> tuple[i64, tuple[i64, i64], tuple[i64, i64, i64]]:
    return first_divisor(n), count_down(n, skip), triangle(n, skip % 3)
