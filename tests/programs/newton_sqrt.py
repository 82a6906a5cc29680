from autobatch import *


def newton_sqrt(x: f64) -> tuple[f64, i64]:
    # Newton's method from above: the iterates decrease until they stop
    # decreasing. Returns the root and the number of iterations.
    if x <= 0.0:
        return 0.0, 0
    g = x if x > 1.0 else 1.0
    it = 0
    while it < 200:
        nxt = 0.5 * (g + x / g)
        it += 1
        if nxt >= g:
            return g, it
        g = nxt
    return g, it
