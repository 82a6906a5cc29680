from autobatch import *

# Gradients through loops whose trip counts depend on the data.


def exp_series(x: f64) -> f64:
    # exp(x) summed until the terms stop mattering: the number of terms
    # depends on x, so each member's reverse pass runs its own count.
    total = 1.0
    term = 1.0
    k = 1
    while abs(term) > 1e-17 * abs(total):
        term = term * x / f64(k)
        total = total + term
        k += 1
    return total


def sqrt_newton(a: f64) -> f64:
    # Newton's iteration for sqrt(a) (a > 0), stopped at a fixed point;
    # its derivative is 1 / (2 sqrt(a)) up to rounding.
    r = a
    if r < 1.0:
        r = 1.0
    prev = r + 1.0
    while r < prev:
        prev = r
        r = 0.5 * (r + a / r)
    return r


def loop_forms(x: f64, n: i64) -> f64:
    # for over range with break, continue and else; early return.
    acc = 0.0
    for i in range(n):
        if i % 3 == 2:
            continue
        acc = acc + sin(x * f64(i))
        if acc > 2.5:
            break
    else:
        acc = acc * x
    j = 0
    while j < 4:
        if acc > 100.0:
            return acc
        acc = acc * 1.5 + x
        j += 1
    return acc


def main(x: f64, n: i64) -> tuple[f64, f64, f64, f64, f64, f64]:
    v1, g1 = value_and_grad(exp_series, x)
    v2, g2 = value_and_grad(sqrt_newton, 1.0 + x * x)
    v3, g3 = value_and_grad(loop_forms, x, n)
    return v1, g1, v2, g2, v3, g3
