from autobatch import *

# Shared products long enough for every path the compiled code takes: tiles
# of members, and a tile of a few members vectorized over the matrix (in
# groups of 3, 2 and 1: the random batches of 7, 12 and 37 members reach
# each; A v through the matrix's transpose, copied in blocks of a vector's
# width and the rows and columns left over), in whole passes of 8 vectors
# (128 float32 or 64 float64 rows or columns) and the rows or columns left
# over. The trip
# count varies by member, so the members waiting at a product change from
# step to step. The known case uses small integers, so every product is
# exact (halving keeps them so) and checked with integer arithmetic.


def main(
    v: f32[130], a: Shared[f32[130, 130]], w: f64[66], b: Shared[f64[66, 66]], n: i64
) -> tuple[f32[130], f32[130], f64[66], f64[66]]:
    z = matmul(a, v)
    u = matmul(v, a)
    i = 0
    while i < n:
        z = matmul(a, z * 0.5)
        u = matmul(u * 0.5, a)
        i += 1
    p = matmul(w, b)
    q = matmul(b, p * 0.5)
    return z, u, p, q
