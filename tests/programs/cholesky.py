from autobatch import *

# The triangular primitives cholesky_decompose, mdivide_left_tri_low and
# mdivide_right_tri_low (vectors and matrices), their closed-form
# gradients, and those against the loops the distribution library used
# before (old_cholesky, old_left: the same arithmetic element by element,
# differentiated through every iteration). A shift s below the smallest
# eigenvalue of a a^T makes the matrix indefinite: NaN, and no fault
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


def old_left(l: f64[K, K], b: f64[K]) -> f64[K]:
    x = zeros(K)
    for i in range(K):
        acc = b[i]
        for j in range(i):
            acc = acc - l[i, j] * x[j]
        x[i] = acc / l[i, i]
    return x


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


def loss_b(b: f64[K], l: f64[K, K], bm: f64[K, M], br: f64[M, K]) -> f64:
    return solves(l, b, bm, br)


def loss_bm(bm: f64[K, M], l: f64[K, K], b: f64[K], br: f64[M, K]) -> f64:
    return solves(l, b, bm, br)


def loss_br(br: f64[M, K], l: f64[K, K], b: f64[K], bm: f64[K, M]) -> f64:
    return solves(l, b, bm, br)


def new_form(a: f64[K, K], w: f64[K, K], s: f64, b: f64[K]) -> f64:
    l = cholesky_decompose(spd(a, s))
    x = mdivide_left_tri_low(l, b)
    return sum(l * w) + dot(x, x)


def old_form(a: f64[K, K], w: f64[K, K], s: f64, b: f64[K]) -> f64:
    l = old_cholesky(spd(a, s))
    x = old_left(l, b)
    return sum(l * w) + dot(x, x)


def shown(x: f64[K, K]) -> f64[K, K]:
    return where(isnan(x), -7.0, x)


def spd32(a: f32[K, K]) -> f32[K, K]:
    m = matmul(a, transpose(a))
    for i in range(K):
        m[i, i] = m[i, i] + 1.0
    return m


def single(a: f32[K, K], b: f32[K]) -> f32:
    l = cholesky_decompose(spd32(a))
    return dot(mdivide_left_tri_low(l, b), b)


def cholesky(a: f64[K, K], w: f64[K, K], s: f64, b: f64[K], bm: f64[K, M], br: f64[M, K]) -> tuple[
    f64[K, K], f64[K, K], f64[K], f64[K, M], f64[M, K], f64[K], f64, f64[K, K], f64[K, K], f64[K], f64[K, M],
    f64[M, K], bool, f32[K, K], f32, f32[K, K]
]:
    sigma = spd(a, s)
    l = cholesky_decompose(sigma)
    value, ga = value_and_grad(loss, a, w, s, b, bm, br)
    gl = grad(solves, l, b, bm, br)
    gb = grad(loss_b, b, l, bm, br)
    gbm = grad(loss_bm, bm, l, b, br)
    gbr = grad(loss_br, br, l, b, bm)
    new = grad(new_form, a, w, s, b)
    old = grad(old_form, a, w, s, b)
    close = sum(abs(new - old)) <= 1e-10 * (1.0 + sum(abs(old)))
    a32 = f32(a)
    v32, g32 = value_and_grad(single, a32, f32(b))
    return (
        shown(l),
        shown(old_cholesky(sigma)),
        where(isnan(mdivide_left_tri_low(l, b)), -7.0, mdivide_left_tri_low(l, b)),
        where(isnan(mdivide_left_tri_low(l, bm)), -7.0, mdivide_left_tri_low(l, bm)),
        where(isnan(mdivide_right_tri_low(br, l)), -7.0, mdivide_right_tri_low(br, l)),
        where(isnan(mdivide_right_tri_low(b, l)), -7.0, mdivide_right_tri_low(b, l)),
        where(isnan(value), -7.0, value),
        shown(ga),
        shown(gl),
        where(isnan(gb), -7.0, gb),
        where(isnan(gbm), -7.0, gbm),
        where(isnan(gbr), -7.0, gbr),
        close,
        cholesky_decompose(spd32(a32)),
        v32,
        g32,
    )
