from autobatch import *

# Products of shared matrices with per-member vectors, in both orientations
# and both float widths, with sizes that are not multiples of the compiled
# code's tiles (32 float32 or 16 float64 members, 16 x 16 or 8 x 8
# transposes, 8 rows or columns per pass), inside a loop whose trip count
# varies by member and a recursion, so the members waiting at a product
# differ from step to step. x = matmul(a, x) overwrites its own operand.


def halves(w: f64[20], b: Shared[f64[20, 19]], k: i64) -> f64[19]:
    u = matmul(w, b)
    if k > 1:
        return u + halves(w * 0.5, b, k - 1)
    return u


def main(v: f32[37], a: Shared[f32[45, 37]], w: f64[20], b: Shared[f64[20, 19]], n: i64) -> tuple[f32[45], f32[37], f64[19]]:
    z = matmul(a, v)
    i = 0
    while i < n:
        z = z * 0.5
        v = matmul(z, a) * 0.01
        z = matmul(a, v)
        i += 1
    return z, v, halves(w, b, n % 3 + 1)
