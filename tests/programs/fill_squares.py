from autobatch import *

# The smallest array-filling loop: its golden MLIR (mlir/fill_squares.mlir)
# shows the write by index done in place, one element per iteration.


def fill_squares(n: i64) -> i64[8]:
    a = zeros(8, i64)
    for i in range(min(n, 8)):
        a[i] = i * i
    return a
