from autobatch import *


def mat_f32(a: f32[2, 3], b: Shared[f32[3, 2]], k: i64) -> tuple[f32[2, 2], f32, f32[3], f32[2]]:
    c = matmul(a, b)
    t = sum(c)
    row = a[k % 2]
    return c, t * 0.5, row * row, matmul(row, b)
