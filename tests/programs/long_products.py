from autobatch import *

# Shared products long enough for every path the compiled code takes: tiles
# of members, and one member at a time (a tile of a few members), in whole
# passes of 8 vectors (128 float32 or 64 float64 rows or columns) and the
# rows or columns left over, with the last vector part full. The trip count
# varies by member, so the members waiting at a product change from step to
# step. Random batches only: compiled code must equal CPython bit for bit.


def main(
    v: f32[150], a: Shared[f32[150, 150]], w: f64[70], b: Shared[f64[70, 150]], n: i64
) -> tuple[f32[150], f32[150], f64[150], f64[70]]:
    z = matmul(a, v)
    u = matmul(v, a)
    i = 0
    while i < n:
        z = matmul(a, z * 0.01)
        u = matmul(u * 0.01, a)
        i += 1
    p = matmul(w, b)
    q = matmul(b, p * 0.01)
    return z, u, p, q
