from autobatch import *

# The closed-form gradients of the triangular solves
# (mdivide_left_tri_low and mdivide_right_tri_low, vectors and matrices)
# with respect to each argument alone, and of a loss through an f32
# Cholesky factor (cholesky.py has the values and the f64 factor's
# gradient; the gradients against the library's former loops are
# python/tests/test_linalg.py's). NaNs are shown as -7.0.
K = 4
M = 3


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


def loss_b(b: f64[K], l: f64[K, K], bm: f64[K, M], br: f64[M, K]) -> f64:
    return solves(l, b, bm, br)


def loss_bm(bm: f64[K, M], l: f64[K, K], b: f64[K], br: f64[M, K]) -> f64:
    return solves(l, b, bm, br)


def loss_br(br: f64[M, K], l: f64[K, K], b: f64[K], bm: f64[K, M]) -> f64:
    return solves(l, b, bm, br)


def spd32(a: f32[K, K]) -> f32[K, K]:
    m = matmul(a, transpose(a))
    for i in range(K):
        m[i, i] = m[i, i] + 1.0
    return m


def single(a: f32[K, K], b: f32[K]) -> f32:
    l = cholesky_decompose(spd32(a))
    return dot(mdivide_left_tri_low(l, b), b)


def shown(x: f64[K, K]) -> f64[K, K]:
    return where(isnan(x), -7.0, x)


def grad_cholesky(a: f64[K, K], w: f64[K, K], s: f64, b: f64[K], bm: f64[K, M], br: f64[M, K]) -> tuple[
    f64[K, K], f64[K], f64[K, M], f64[M, K], f32, f32[K, K]
]:
    l = cholesky_decompose(spd(a, s))
    gl = grad(solves, l, b, bm, br)
    gb = grad(loss_b, b, l, bm, br)
    gbm = grad(loss_bm, bm, l, b, br)
    gbr = grad(loss_br, br, l, b, bm)
    v32, g32 = value_and_grad(single, f32(a), f32(b))
    return (
        shown(gl),
        where(isnan(gb), -7.0, gb),
        where(isnan(gbm), -7.0, gbm),
        where(isnan(gbr), -7.0, gbr),
        v32,
        g32,
    )
