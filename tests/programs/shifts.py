from autobatch import *


def shifts(x: i64, n: i64, y: i32, m: i32) -> tuple[i64, i64, i64, i64, i32, i32, i32, i64]:
    # >> is a floor shift (a huge count leaves the sign); << wraps (a count
    # at or above the width gives 0); a negative count is a ValueError.
    # The << operands are chosen so CPython's unbounded ints fit.
    return (
        x >> n,
        (x % 1024) << min(n, 53),
        (x | -1) << min(n, 63),
        (x & 0) << n,
        y >> m,
        (y % 256) << min(m, 23),
        (y | -1) << min(m, 31),
        y >> n,
    )
