from autobatch import *


def shift_tensor(v: i64[4], w: i32[4], n: i64) -> tuple[i64[4], i64[4], i32[4], i32[4], i64[4], i64[4], i32[4]]:
    # Elementwise: fixed-width tensors wrap like NumPy's (a count at or
    # above the width shifts every bit out), a negative count is a ValueError.
    k = i32(n)
    return v << n, v >> n, w << k, w >> k, v & w, (v ^ 5) | 3, ~w
