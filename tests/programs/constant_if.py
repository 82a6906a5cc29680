from autobatch import *

# An `if` on a module constant compiles only the arm CPython runs: the
# other arm is never compiled, so it need not type-check (below it indexes
# a scalar, calls a function that does not exist, reads an unknown name).
USE_TABLE = False
SCALE = 2
VERBOSE = 0


def constant_if(x: f64, n: i64) -> tuple[f64, i64]:
    if USE_TABLE:
        y = x[0] + no_such_function(x)
    else:
        y = x * 2.0
    if not USE_TABLE:
        n = n + 1
    if SCALE:
        y = y * f64(SCALE)
    elif VERBOSE:
        y = undefined_name
    if VERBOSE:
        k = n[2]
    else:
        k = n * 3
    return y, k
