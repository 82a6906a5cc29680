from autobatch import *


def energy(v: f64[21], m: f64[21]) -> f64:
    # The sampler's kinetic energy: the gradients of `dot8` and `sum8`
    # are `dot`'s and `sum`'s (m * v + v * m, and ones).
    return 0.5 * dot8(v, m * v) + sum8(v * 3.0)


def lane_folds(
    a: f64[21], b: f64[21], x: f32[21], y: f32[21], k: i64[21], m: f64[3, 5], short: f64[3]
) -> tuple[f64, f64, f64, f64, bool, f64, f32, f32, f32, i64, i64, i64, f64, f64, f64, f64[21]]:
    # `sum8` and `dot8` add element e into partial sum e % 8 (each a left
    # fold from zero) and combine the partials by halving, ((p0 + p4) +
    # (p2 + p6)) + ((p1 + p5) + (p3 + p7)): their rounding is not `sum`'s,
    # and compiled code (a loop over groups of 8, then the rest; fused
    # with the elementwise chain around it) must agree with CPython bit
    # for bit. 21 elements are two whole groups and five left over; 3 are
    # none and three. A run of `+ - * /` and lane folds in one float dtype
    # is done a group at a time in vector instructions (`fused`, `turned`,
    # the f32 `sum8(x * y + x)`); one with a left fold or another
    # operation element by element (`sum8(s * s) - dot(s, s)`, `maximum`).
    s = a + b
    fused = dot8(s, a) + sum8(a * 2.0)
    turned = (dot8(a, b) > 0.0) & (dot8(s, b) > 0.0)
    return (
        sum8(a),
        sum(a),
        dot8(a, b),
        fused,
        turned,
        sum8(s * s) - dot(s, s),
        sum8(x),
        dot8(x, y),
        sum8(x * y + x),
        sum8(k),
        dot8(k, k),
        sum8(a > b),
        sum8(m),
        sum8(short) + dot8(short, short),
        sum8(maximum(a, b) * 2.0),
        grad(energy, a, b),
    )
