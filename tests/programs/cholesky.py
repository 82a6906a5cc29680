from autobatch import *

# The triangular primitives cholesky_decompose, mdivide_left_tri_low and
# mdivide_right_tri_low (vectors and matrices), their values against the
# loops the distribution library used before (old_cholesky: the same
# arithmetic element by element), and the closed-form gradient of a loss
# through all of them (grad_cholesky.py: each primitive's gradient; the
# gradients against the old loops' are python/tests/test_linalg.py's, as
# the old loops' gradient alone took a GPU kernel past its stack budget).
# A shift s below the smallest eigenvalue of a a^T makes the matrix
# indefinite: NaN, and no fault
# (NaNs are shown as -7.0: JSON keeps no NaN's sign bit, which the
# comparison with CPython checks).
K = 4
M = 3


def old_cholesky(a: f64[K, K]) -> f64[K, K]:
    l = zeros((K, K))
    for j in range(K):
        s = a[j, j]
        for k in range(j):
            s = s - l[j, k] * l[j, k]
        d = sqrt(s)
        l[j, j] = d
        for i in range(j + 1, K):
            t = a[i, j]
            for k in range(j):
                t = t - l[i, k] * l[j, k]
            l[i, j] = t / d
    return l


def spd(a: f64[K, K], s: f64) -> f64[K, K]:
    m = matmul(a, transpose(a))
    for i in range(K):
        m[i, i] = m[i, i] + s
    return m


def solves(l: f64[K, K], b: f64[K], bm: f64[K, M], br: f64[M, K]) -> f64:
    x = mdivide_left_tri_low(l, b)
    xm = mdivide_left_tri_low(l, bm)
    xr = mdivide_right_tri_low(br, l)
    xv = mdivide_right_tri_low(b, l)
    return dot(x, x) + sum(xm * bm) + sum(xr * br) + dot(xv, b * 0.5)


def loss(a: f64[K, K], w: f64[K, K], s: f64, b: f64[K], bm: f64[K, M], br: f64[M, K]) -> f64:
    l = cholesky_decompose(spd(a, s))
    return sum(l * w) + solves(l, b, bm, br)


def shown(x: f64[K, K]) -> f64[K, K]:
    return where(isnan(x), -7.0, x)


def spd32(a: f32[K, K]) -> f32[K, K]:
    m = matmul(a, transpose(a))
    for i in range(K):
        m[i, i] = m[i, i] + 1.0
    return m


def cholesky(a: f64[K, K], w: f64[K, K], s: f64, b: f64[K], bm: f64[K, M], br: f64[M, K]) -> tuple[
    f64[K, K], f64[K, K], f64[K], f64[K, M], f64[M, K], f64[K], f64, f64[K, K], f32[K, K]
]:
    sigma = spd(a, s)
    l = cholesky_decompose(sigma)
    value, ga = value_and_grad(loss, a, w, s, b, bm, br)
    return (
        shown(l),
        shown(old_cholesky(sigma)),
        where(isnan(mdivide_left_tri_low(l, b)), -7.0, mdivide_left_tri_low(l, b)),
        where(isnan(mdivide_left_tri_low(l, bm)), -7.0, mdivide_left_tri_low(l, bm)),
        where(isnan(mdivide_right_tri_low(br, l)), -7.0, mdivide_right_tri_low(br, l)),
        where(isnan(mdivide_right_tri_low(b, l)), -7.0, mdivide_right_tri_low(b, l)),
        where(isnan(value), -7.0, value),
        shown(ga),
        cholesky_decompose(spd32(f32(a))),
    )
