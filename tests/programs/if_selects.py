from autobatch import *

# Every form of `if` that the compiler runs as selects (lower/if_convert)
# and every loop whose test it copies into the latch (lower/tail_dup), so
# that each executor and the compiled code give CPython's results and
# statuses: arms that fault in the member that takes them only (an index,
# an integer division, a shift), a row written in place, a tensor arm, an
# arm that rewrites its own condition, nested ifs, and a gradient through
# a loop whose ifs record their way on tapes.


def twice(x: f64) -> f64:
    return 2.0 * x


def shapes(x: f64, n: i64, v: f64[3]) -> tuple[f64, i64, f64[3], bool, f64]:
    h = x * 0.5 * (x * 4.0 - x * 4.0 + 1.0)
    if isnan(h):
        h = inf
    if h > 1.0:
        a = h - 1.0
        b = a * a
    else:
        a = 1.0 - h
        b = 0.0 - a
    if n > 2:
        if x < 0.0:
            b = b + 1.0
        else:
            b = b - 1.0
    big = x > 3.0
    if big:
        big = x > 5.0
        h = h + 0.25
    if n % 2 == 1:
        w = v * 2.0
    else:
        w = v + 1.0
    if x > 0.0:
        a = log1p(exp(0.0 - x))
    if n > 0:
        n = 10 // n
    k = 0
    if n < 3:
        k = 1 << (n + 1)
    if x > 1.0:
        a = twice(a)
    if x > 0.25:
        w[n % 4] = a
    if n > 1:
        b = b + v[n % 4]
    return a + b, n + k, w, big, h


def steps(x: f64, n: i64) -> f64:
    # A loop with an if/elif/else in its body and a data-dependent trip
    # count: its gradient records which way each iteration went. (`x *
    # 1.0`, not `x`: with `acc = x`, CPython's gradient adds the two
    # contributions of `acc * acc` to x's adjoint one by one, the compiled
    # one their sum, 1 ulp apart on some inputs; a known difference of
    # the two differentiators, not of the selects.)
    acc = x * 1.0
    i = 0
    while i < n and acc < 50.0:
        if acc > 3.0:
            acc = acc * 0.75 + 1.0
        elif acc < -3.0:
            acc = 0.5 * acc * acc
        else:
            acc = acc * acc + x
        i += 1
    return acc


def main(x: f64, n: i64, v: f64[3]) -> tuple[f64, i64, f64[3], bool, f64, f64, f64]:
    r, m, w, big, h = shapes(x, n, v)
    s, g = value_and_grad(steps, x, n)
    return r, m, w, big, h, s, g
