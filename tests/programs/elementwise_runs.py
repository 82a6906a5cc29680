from autobatch import *


def elementwise_runs(x: f64[5], y: f64[5], m: i64[5], n: i64) -> tuple[f64[5], f64[5], f64, i64[5]]:
    # Chains of elementwise primitives over tensors of one size run as one
    # loop over the elements (codegen's loop fusion). Here: a value read
    # and then overwritten in the same chain, temporaries that a sum reads
    # after the chain, scalars broadcasting, bool and integer
    # intermediates, and an integer floor division (which can fault) in
    # the middle of a chain. No transcendental functions: compiled code
    # must agree with CPython bit for bit.
    i = 0
    while i < n:
        a = y + 1.0
        y = a * y - x
        x = where(x > y, x - y, y * 0.5)
        i = i + 1
    u = 1.0 / (1.0 + x * x)
    t = where(x >= 0.0, 1.0, u) / (1.0 + abs(u))
    s = sum(t * t)
    q = m * 2 + 1
    r = q // (n + 1)
    r = r + q * (m > 0)
    return x, y, s, r
