from autobatch import *

# The distribution library's multivariate densities, compiled in place
# (loops and writes by index inside the templates), the triangular
# primitives they call, and their gradient.
K = 3
R = 4


def spd(a: f64[K, K]) -> f64[K, K]:
    s = zeros((K, K))
    for i in range(K):
        for j in range(K):
            s[i, j] = dot(a[i], a[j])
        s[i, i] = s[i, i] + K
    return s


def mvn_of(mu: f64[K], y: f64[R, K], chol: f64[K, K]) -> f64:
    return multi_normal_cholesky_lpdf(y, mu, chol) + dirichlet_lpdf(softmax(mu), 2.0 + zeros(K))


def unit_rows(chol: f64[K, K]) -> f64[K, K]:
    # The Cholesky factor of a correlation matrix: rows of length 1.
    out = zeros((K, K))
    for i in range(K):
        out[i] = chol[i] / sqrt(dot(chol[i], chol[i]))
    return out


def multivariate(y: f64[K], ys: f64[R, K], mu: f64[K], a: f64[K, K], th: f64[K], al: f64[K], n: i64) -> tuple[
    f64, f64, f64, f64, f64[K, K], f64[K], f64, f64[K], f64, f64, f64, f64
]:
    sigma = spd(a)
    chol = cholesky_decompose(sigma)
    simplex = abs(th) + 0.1
    simplex = simplex / sum(simplex)
    lp, g = value_and_grad(mvn_of, mu, ys, chol)
    return (
        multi_normal_lpdf(y, mu, sigma),
        multi_normal_cholesky_lpdf(ys, mu, chol),
        multi_normal_cholesky_lpdf(ys, ys * 0.5, chol),
        dirichlet_lpdf(simplex, abs(al) + 0.2),
        chol,
        mdivide_left_tri_low(chol, y),
        lp,
        g,
        categorical_lpmf(n, simplex),
        categorical_logit_lpmf(array([n, 2, 0, n]), mu),
        lkj_corr_cholesky_lpdf(unit_rows(chol), abs(al[0]) + 0.5),
        outer(y, mu)[1, 2],
    )
