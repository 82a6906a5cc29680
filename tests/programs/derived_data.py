from autobatch import *

# Work on shared data alone moves to the program's prologue (lower/hoist):
# computed once per run for the whole batch, whatever its size, and read
# by every member at every iteration. `xs` is 12,000 elements (96 KB, past
# the 64 KiB a member once kept), centred and scaled; `a` is a shared
# matrix whose transpose, a derived value, multiplies a member's vector in
# a block of its own (a shared product). A faulting operation on shared
# data (an index by a shared int, an integer division) stays where it is,
# so only a member that reaches it stops.


def centred(xs: Shared[f64[12000]]) -> f64[12000]:
    return (xs - sum(xs) / 12000.0) / sqrt(sum(xs * xs) / 12000.0 + 1.0)


def density(w: f64, xs: Shared[f64[12000]], scale: Shared[f64]) -> f64:
    z = centred(xs)
    return sum(-0.5 * (w - z) * (w - z)) / (scale * scale) - 12000.0 * log(scale)


def main(
    w: f64,
    n: i64,
    v: f64[3],
    pick: i64,
    xs: Shared[f64[12000]],
    scale: Shared[f64],
    a: Shared[f64[3, 3]],
    k: Shared[i64],
) -> tuple[f64, f64, f64[3], f64, i64]:
    lp = 0.0
    g = 0.0
    at = transpose(a) * 0.5
    u = v
    for i in range(n):
        lp1, g1 = value_and_grad(density, w + 0.01 * f64(i), xs, scale)
        lp = lp + lp1
        g = g + g1
        u = matmul(at, u) + v
    chosen = 0.0
    if pick >= 0:
        chosen = xs[pick] * log(scale)
    q = 0
    if n > 2:
        q = 7 // k
    return lp, g, u, chosen, q
