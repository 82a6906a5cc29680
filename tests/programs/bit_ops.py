from autobatch import *


def bit_ops(
    a: i64, b: i64, c: i32, d: i32, p: bool, q: bool
) -> tuple[i64, i64, i64, i64, i32, i32, i32, i32, bool, bool, bool, i64, i64]:
    # & | ^ ~ on i64, i32 and bools: two bools stay a bool, a bool meeting
    # an integer is that integer (~ on a bool is refused: see int_ops).
    return a & b, a | b, a ^ b, ~a, c & d, c | d, c ^ d, ~c, p & q, p | q, p ^ q, p & a, c ^ b
