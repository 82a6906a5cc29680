from autobatch import *

# Parameters updated in place: a function that writes its parameter by
# index takes its caller's array (as CPython does), so each caller passes
# a variable it does not read again, or rebinds it to the result. A
# histogram kept across calls, a buffer passed on through a second
# function, a tuple result, a recursion that fills one array level by
# level, a new array passed directly, and a differentiated function that
# calls an updating one.

K = 4


def bump(h: i64[K], x: f64) -> i64[K]:
    k = min(max(int(x * 4.0), 0), K - 1)
    h[k] += 1
    return h


def bump_twice(h: i64[K], x: f64, y: f64) -> i64[K]:
    h = bump(h, x)
    return bump(h, y)


def push(buf: f64[K], n: i64, v: f64) -> tuple[f64[K], i64]:
    buf[n % K] = v
    return buf, n + 1


def fill_levels(a: f64[K], level: i64, v: f64) -> f64[K]:
    if level >= K:
        return a
    a[level] = v
    return fill_levels(a, level + 1, v * 0.5)


def scaled(a: f64[K], s: f64) -> f64[K]:
    a *= s
    a[0] = s
    return a


def fill(mu: f64[3], r: f64) -> f64[3]:
    mu[0] = r
    mu[1] = r * r
    mu[2] = 2.0 * r
    return mu


def squares(r: f64) -> f64:
    mu = zeros(3)
    mu = fill(mu, r)
    return sum(mu * mu)


def in_place(x: f64[6], start: f64) -> tuple[i64[K], f64[K], i64, f64[K], f64[K], f64, f64]:
    h = zeros(K, i64)
    for v in x:
        h = bump(h, v)
    h = bump_twice(h, x[0], x[5])
    buf = full(K, -1.0)
    n = 0
    for v in x:
        if v > 0.5:
            buf, n = push(buf, n, v)
    levels = fill_levels(zeros(K), 0, start)
    s = scaled(copy(levels), start)
    value, slope = value_and_grad(squares, start)
    return h, buf, n, levels, s, value, slope
