from autobatch import *

# Shared products whose summed axis is longer than the compiled code's
# blocks of 256 rows, so every output adds its terms over two blocks: A v
# over a 20 x 300 matrix (run as v A over its transpose, 300 rows, when a
# few members go vectorized over the matrix) and v A over a 300 x 20 matrix,
# both for tiles of members and for a few members; the trip count varies by
# member, so the members waiting at a product change from step to step. The
# known case uses one-hot matrices and small integers: every sum is exact.


def main(
    v: f32[300], a: Shared[f32[20, 300]], w: f32[300], b: Shared[f32[300, 20]], n: i64
) -> tuple[f32[20], f32[20]]:
    z = matmul(a, v)
    u = matmul(w, b)
    i = 0
    while i < n:
        z = z + matmul(a, v * 0.5)
        u = u + matmul(w * 0.5, b)
        i += 1
    return z, u
