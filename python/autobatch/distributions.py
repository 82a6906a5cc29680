"""The distribution library of the source language, written once in it:
the compiler translates each call in place with the call's own argument
types (frontend/prelude.rs), and CPython runs this same file, so both give
the same bits. ``from autobatch import *`` provides every public name.

The densities have Stan's names, argument orders and parameterizations
(``exponential_lpdf(y, beta)`` and ``gamma_lpdf(y, alpha, beta)`` take a
rate), with their full normalizing constants. Every argument may be a
scalar or a tensor: they broadcast as in NumPy, and the result is the sum
over the elements, a scalar of the arguments' float type (``f32`` stays
``f32``). Like ``scipy.stats``' ``logpdf``/``logpmf`` (summed), a value
outside the support gives ``-inf`` and an invalid parameter (a scale that
is not positive, a probability outside [0, 1], NaN) gives NaN.
docs/sampling.md lists them, with where a formula loses accuracy.

The rules a template follows (frontend/prelude.rs checks them): plain
parameters, no annotations, and one ``return``, the last statement; names
starting with ``_`` are private helpers.
"""

# The package's own functions, traced for CPython's value_and_grad (the
# package imports this file last, after `_ad.install`). The compiler skips
# imports here: these names are the language's.
from . import cosh, dot, exp, expm1, full, inf, lgamma, log, log1m, log1p, logsumexp, maximum, nan, ndim, sqrt, sum, where, zeros_like
from . import cholesky_decompose, cumsum, matmul, mdivide_left_tri_low, ones_like, outer, transpose

# log(sqrt(2 pi)), log(pi), log(sqrt(pi)), log(2).
LOG_SQRT_TWO_PI = 0.9189385332046727
LOG_PI = 1.1447298858494002
LOG_SQRT_PI = 0.5723649429247001
LOG_TWO = 0.6931471805599453


# ------------------------------------------------------------ helpers


def _xlogy(x, y):
    # x log(y), and 0 where x == 0 (scipy.special.xlogy): the density at a
    # support's edge, such as gamma_lpdf(0, 1, beta). A product, not a
    # where on x == 0, so that the derivative in x stays log(y) at x = 0
    # (a shape parameter's coefficient vanishing: chi_square_lpdf at nu =
    # 2); log's argument is 1 where it would be 0 or inf at x == 0, so
    # that no inf meets the zero coefficient (nor NaN the gradient).
    return x * log(where(x == 0, where((y <= 0.0) | (y == inf), 1.0, y), y))


def _xlog1py(x, y):
    # x log1p(y), and 0 where x == 0 (scipy.special.xlog1py), as _xlogy.
    return x * log1p(where(x == 0, where((y <= -1.0) | (y == inf), 0.0, y), y))


def _lchoose(n, k):
    # log(n choose k) = lgamma(n + 1) - lgamma(k + 1) - lgamma(n - k + 1).
    return lgamma(n + 1.0) - lgamma(k + 1.0) - lgamma(n - k + 1.0)


def _stirlerr(x):
    # log(x!) - log(sqrt(2 pi x) (x / e)^x) for x > 0: Stirling's series
    # beyond 15, where it converges to double precision in five terms,
    # the definition through lgamma below (Loader 2000).
    big = where(x > 15.0, x, 16.0)
    xx = big * big
    series = (1.0 / 12.0 - (1.0 / 360.0 - (1.0 / 1260.0 - (1.0 / 1680.0 - 1.0 / (1188.0 * xx)) / xx) / xx) / xx) / big
    small = where(x > 15.0, 1.0, x)
    direct = lgamma(small + 1.0) - (small + 0.5) * log(small) + small - LOG_SQRT_TWO_PI
    return where(x > 15.0, series, direct)


def _bd0(x, m):
    # x log(x / m) + m - x for x > 0, m > 0, without its cancellation when
    # x is near m: the series 2 x sum_j v^(2j+1) / (2j+1), v = (x - m) / (x
    # + m), whose terms shrink 100-fold each for |v| < 0.1 (Loader 2000).
    d = x - m
    near = abs(d) < 0.1 * (x + m)
    # v = 0 where the series is not taken: its terms stay finite, so that
    # their zero cotangents leave no NaN (x = 3, m = 1e300).
    v = d / where(near, x + m, inf)
    s = d * v
    ej = 2.0 * x * v
    vv = v * v
    # Eleven terms, written out so that the divisors stay weak literals
    # (f32 stays f32).
    ej = ej * vv
    s = s + ej / 3.0
    ej = ej * vv
    s = s + ej / 5.0
    ej = ej * vv
    s = s + ej / 7.0
    ej = ej * vv
    s = s + ej / 9.0
    ej = ej * vv
    s = s + ej / 11.0
    ej = ej * vv
    s = s + ej / 13.0
    ej = ej * vv
    s = s + ej / 15.0
    ej = ej * vv
    s = s + ej / 17.0
    ej = ej * vv
    s = s + ej / 19.0
    ej = ej * vv
    s = s + ej / 21.0
    ej = ej * vv
    s = s + ej / 23.0
    far = x * log(x / where(near, x, m)) + m - x
    return where(near, s, far)


def _dpois_raw(x, lam):
    # log(lam^x e^-lam / Gamma(x + 1)) for x >= 0, lam > 0, as Loader's
    # saddle point form: -stirlerr(x) - bd0(x, lam) - log(sqrt(2 pi x)),
    # accurate where x and lam are large (the direct form loses the digits
    # of lgamma(x + 1) ~ x log x); -lam at x = 0.
    xs = where(x > 0.0, x, 1.0)
    saddle = -_stirlerr(xs) - _bd0(xs, lam) - 0.5 * log(xs) - LOG_SQRT_TWO_PI
    return where(x > 0.0, saddle, -lam)


def _softplus(u):
    # log1p_exp(u), composed as the primitive computes it (Stan's two
    # branches; the same bits where exp is the C library's), so that the
    # gradient reuses exp's value
    # instead of computing the logistic function again: the densities of
    # logits run at the speed of the same formula written by hand. The
    # branch is chosen by where, not max/abs, so that the derivative at 0
    # is the logistic function's 1/2.
    positive = u > 0.0
    tail = log1p(exp(where(positive, -u, u)))
    return where(positive, u + tail, tail)


def _log_sum_exp2(a, b):
    # log(exp(a) + exp(b)) without overflow; -inf when both are -inf. The
    # larger by maximum, whose derivative splits 1/2 each at a tie (the
    # exact derivative there; abs's is 0).
    m = maximum(a, b)
    return where(m == -inf, -inf, m + _softplus(-abs(a - b)))


def _log1p_square(w):
    # log(1 + w^2) for w >= 0, without overflow of w^2: 2 log(w) beyond
    # 1e18, where log1p(1 / w^2) < 1e-36 is below its last digit (and
    # w^2 below f32's largest, 3.4e38): cauchy_lpdf at y = 1e300 or sigma
    # = 1e-300.
    big = w > 1e18
    return where(big, 2.0 * log(where(big, w, 1.0)), log1p(w * w))


def _safe(x):
    # x where it is positive, else 1: a divisor that cannot raise
    # ZeroDivisionError where the result is masked anyway (an invalid
    # scale, a point outside the support).
    return where(x > 0.0, x, 1.0)


def _checked(lp, in_support, valid):
    # The sum of lp, with -inf outside the support and NaN for an invalid
    # parameter, elementwise as scipy gives them.
    return sum(where(valid, where(in_support, lp, -inf), nan))


def inv_logit(u):
    # The logistic function 1 / (1 + exp(-u)); exp(u) / (1 + exp(u)) at u
    # <= 0, so that exp never overflows (an inf there made the gradient
    # NaN below u = -709).
    positive = u > 0.0
    e = exp(where(positive, -u, u))
    r = 1.0 / (1.0 + e)
    return where(positive, r, e * r)


def logit(p):
    # log(p / (1 - p)).
    return log(p) - log1m(p)


def log_inv_logit(u):
    # log(inv_logit(u)) = -log(1 + exp(-u)), accurate in both tails.
    return -_softplus(-u)


def log1m_inv_logit(u):
    # log(1 - inv_logit(u)) = -log(1 + exp(u)).
    return -_softplus(u)


def log1m_exp(a):
    # log(1 - exp(a)) for a <= 0 (NaN above 0): expm1 near 0, log1m below
    # -log 2 (Maechler 2012). Each branch reads a where it is taken and -1
    # where not, so that the other's log(0) (log1m(exp(-1e-20))) leaves
    # no NaN in the gradient.
    near = a > -LOG_TWO
    return where(near, log(-expm1(where(near, a, -1.0))), log1m(exp(where(near, -1.0, a))))


def log_mix(theta, lp1, lp2):
    # log(theta exp(lp1) + (1 - theta) exp(lp2)), elementwise.
    return _log_sum_exp2(log(theta) + lp1, log1m(theta) + lp2)


def log_sum_exp(x):
    # log(sum(exp(x))) over a tensor (the same as logsumexp).
    return logsumexp(x)


def softmax(x):
    # exp(x) / sum(exp(x)) over a vector, shifted by its largest element
    # (exp(x - logsumexp(x)) kept logsumexp's rounding: 1e-10 at x = 1e6).
    e = exp(x - max(x))
    return e / sum(e)


def log_softmax(x):
    # x - log(sum(exp(x))) over a vector, as (x - m) - log(sum(exp(x -
    # m))) with m its largest element: x - logsumexp(x) kept logsumexp's
    # rounding (1e-10 at x = 1e6).
    d = x - max(x)
    return d - log(sum(exp(d)))


# ------------------------------------------------------------ continuous


def normal_lpdf(y, mu, sigma):
    z = (y - mu) / _safe(sigma)
    return _checked(-0.5 * (z * z) - log(sigma) - LOG_SQRT_TWO_PI, True, sigma > 0.0)


def std_normal_lpdf(y):
    return sum(-0.5 * (y * y) - LOG_SQRT_TWO_PI)


def cauchy_lpdf(y, mu, sigma):
    z = (y - mu) / _safe(sigma)
    return _checked(-LOG_PI - log(sigma) - _log1p_square(abs(z)), True, sigma > 0.0)


def _t_constant(nu):
    # lgamma((nu + 1) / 2) - lgamma(nu / 2) - log(nu) / 2 for nu > 0:
    # beyond nu = 100, its asymptotic series in t = 2 / nu, -log(2) / 2 -
    # t / 8 + t^3 / 192 - t^5 / 640 + 17 t^7 / 14336 - 31 t^9 / 18432
    # (the next term below 1e-21), which tends to -log(2) / 2 (the normal's
    # constant) where the lgamma difference lost its digits (3.1 at nu =
    # 1e15); the lgamma difference below.
    large = nu > 100.0
    t = 2.0 / where(large, nu, 200.0)
    tt = t * t
    series = t * (-1.0 / 8.0 + tt * (1.0 / 192.0 + tt * (-1.0 / 640.0 + tt * (17.0 / 14336.0 - tt * (31.0 / 18432.0)))))
    small = where(large, 1.0, nu)
    direct = lgamma(0.5 * (small + 1.0)) - lgamma(0.5 * small) - 0.5 * log(small)
    return where(large, series - 0.5 * LOG_TWO, direct)


def student_t_lpdf(y, nu, mu, sigma):
    # (nu + 1) / 2 log(1 + z^2 / nu) with w = |z| / sqrt(nu), which tends
    # to z^2 / 2 as nu grows and does not overflow with z.
    z = (y - mu) / _safe(sigma)
    nus = _safe(nu)
    w = abs(z) / sqrt(nus)
    lp = _t_constant(nus) - LOG_SQRT_PI - log(sigma) - 0.5 * (nu + 1.0) * _log1p_square(w)
    return _checked(lp, True, (nu > 0.0) & (sigma > 0.0))


def double_exponential_lpdf(y, mu, sigma):
    return _checked(-LOG_TWO - log(sigma) - abs(y - mu) / _safe(sigma), True, sigma > 0.0)


def logistic_lpdf(y, mu, sigma):
    # The density is symmetric in z: -2 log(2 cosh(z / 2)), whose
    # derivative -tanh(z / 2) keeps its digits near z = 0 (the form -|z| -
    # 2 log1p(exp(-|z|)) loses them: -1 + 2 / (1 + exp(|z|)) gave 0 for
    # -0.5 at z = 1e-150, sigma = 1e-150); -|z| beyond |z| = 40, where
    # the rest is below 1e-17 (cosh overflows beyond 1420).
    z = abs((y - mu) / _safe(sigma))
    far = z > 40.0
    near = -2.0 * LOG_TWO - 2.0 * log(cosh(0.5 * where(far, 0.0, z)))
    return _checked(where(far, -z, near) - log(sigma), True, sigma > 0.0)


def lognormal_lpdf(y, mu, sigma):
    ly = log(y)
    z = (ly - mu) / _safe(sigma)
    return _checked(-0.5 * (z * z) - LOG_SQRT_TWO_PI - log(sigma) - ly, y > 0.0, sigma > 0.0)


def exponential_lpdf(y, beta):
    return _checked(log(beta) - beta * y, y >= 0.0, beta > 0.0)


def gamma_lpdf(y, alpha, beta):
    # For alpha > 1 and y > 0, the Poisson saddle point form
    # log(beta) + _dpois_raw(alpha - 1, beta y) (as R's dgamma), accurate
    # for large shapes, where lgamma(alpha) cancels the other terms; the
    # direct form at alpha = 1, whose derivative in alpha is the exact one
    # (the saddle point's at its x = 0 edge is 0).
    direct = alpha * log(beta) - lgamma(alpha) + _xlogy(alpha - 1.0, y) - beta * y
    saddle_ok = (alpha > 1.0) & (y > 0.0) & (beta > 0.0) & (beta * y < inf)
    by = where(saddle_ok, beta * y, 1.0)
    # (Zeros of the result's type and shape, so that a literal alpha
    # leaves an f32 y f32.)
    zero = 0.0 * by
    shape = where(saddle_ok, (alpha - 1.0) + zero, zero)
    saddle = log(where(saddle_ok, beta + zero, zero + 1.0)) + _dpois_raw(shape, by)
    return _checked(where(saddle_ok, saddle, direct), y >= 0.0, (alpha > 0.0) & (beta > 0.0))


def inv_gamma_lpdf(y, alpha, beta):
    lp = alpha * log(beta) - lgamma(alpha) - (alpha + 1.0) * log(y) - beta / _safe(y)
    return _checked(lp, y > 0.0, (alpha > 0.0) & (beta > 0.0))


def weibull_lpdf(y, alpha, sigma):
    x = y / _safe(sigma)
    lp = log(alpha) - log(sigma) + _xlogy(alpha - 1.0, x) - x**alpha
    return _checked(lp, y >= 0.0, (alpha > 0.0) & (sigma > 0.0))


def beta_lpdf(y, a, b):
    lp = lgamma(a + b) - lgamma(a) - lgamma(b) + _xlogy(a - 1.0, y) + _xlog1py(b - 1.0, -y)
    return _checked(lp, (y >= 0.0) & (y <= 1.0), (a > 0.0) & (b > 0.0))


def _log_width(alpha, beta):
    # log(beta - alpha), the width halved where it overflows (alpha =
    # -1e308, beta = 1e308): one expression, with no variable, so that
    # literal bounds stay weak literals (an f32 y stays f32).
    return where(
        beta - alpha == inf,
        log(where(beta - alpha == inf, 0.5 * beta - 0.5 * alpha, 1.0)) + LOG_TWO,
        log(where(beta - alpha == inf, 1.0, beta - alpha)),
    )


def uniform_lpdf(y, alpha, beta):
    return _checked(-_log_width(alpha, beta) + 0.0 * y, (y >= alpha) & (y <= beta), beta > alpha)


def chi_square_lpdf(y, nu):
    half = 0.5 * nu
    lp = -half * LOG_TWO - lgamma(half) + _xlogy(half - 1.0, y) - 0.5 * y
    return _checked(lp, y >= 0.0, nu > 0.0)


# ------------------------------------------------------------ discrete


def bernoulli_lpmf(n, theta):
    lp = where(n == 1, log(theta), log1m(theta))
    return _checked(lp, (n == 0) | (n == 1), (theta >= 0.0) & (theta <= 1.0))


def bernoulli_logit_lpmf(n, alpha):
    # log_inv_logit(alpha) at n = 1, log1m_inv_logit(alpha) at n = 0: one
    # softplus of the argument chosen, not both computed and one kept.
    lp = -_softplus(where(n == 1, -alpha, alpha))
    return _checked(lp, (n == 0) | (n == 1), alpha == alpha)


def binomial_lpmf(n, N, theta):
    lp = _lchoose(N, n) + _xlogy(n, theta) + _xlog1py(N - n, -theta)
    return _checked(lp, (n >= 0) & (n <= N), (N >= 0) & (theta >= 0.0) & (theta <= 1.0))


def binomial_logit_lpmf(n, N, alpha):
    lp = _lchoose(N, n) + n * log_inv_logit(alpha) + (N - n) * log1m_inv_logit(alpha)
    return _checked(lp, (n >= 0) & (n <= N), (N >= 0) & (alpha == alpha))


def poisson_lpmf(n, lam):
    # The saddle point form (_dpois_raw) for lam > 0; at lam = 0, all the
    # mass is at 0 (-lam there, for the derivative from above).
    pos = lam > 0.0
    lp = where(pos, _dpois_raw(n + 0.0, where(pos, lam, 1.0)), where(n == 0, 0.0 - lam, -inf))
    return _checked(lp, n >= 0, lam >= 0.0)


def poisson_log_lpmf(n, alpha):
    # The saddle point form at lam = exp(alpha) while that is a normal
    # number; the direct form n alpha - exp(alpha) - lgamma(n + 1) beyond
    # (its terms are then far apart, so nothing cancels).
    ok = abs(alpha) < 700.0
    lam = exp(where(ok, alpha, 0.0))
    direct = n * alpha - exp(alpha) - lgamma(n + 1.0)
    return _checked(where(ok, _dpois_raw(n + 0.0, lam), direct), n >= 0, alpha == alpha)


def neg_binomial_2_lpmf(n, mu, phi):
    log_total = log(mu + phi)
    lp = lgamma(n + phi) - lgamma(n + 1.0) - lgamma(phi) + _xlogy(n, mu) - n * log_total + phi * (log(phi) - log_total)
    return _checked(lp, n >= 0, (mu > 0.0) & (phi > 0.0))


def neg_binomial_2_log_lpmf(n, eta, phi):
    # mu = exp(eta): log(mu + phi) = log(phi) + log(1 + exp(eta - log(phi))).
    log_phi = log(phi)
    log_total = log_phi + _softplus(eta - log_phi)
    lp = lgamma(n + phi) - lgamma(n + 1.0) - lgamma(phi) + n * (eta - log_total) + phi * (log_phi - log_total)
    return _checked(lp, n >= 0, phi > 0.0)


# ------------------------------------------------------------ linear algebra
# cholesky_decompose, mdivide_left_tri_low and mdivide_right_tri_low are
# primitives (compiler/src/prim/eval/tri.rs, python/autobatch/_linalg.py)
# whose gradients are closed forms: a gradient through them is a few
# operations, not a loop's iterations each kept on a tape.


def _log_det_tri(L):
    # log |det L| of a triangular L with a positive diagonal: the sum of
    # the logs of the diagonal in order, without a loop (every other
    # element is log(1) = 0, which adds nothing). The mask is built from
    # ones of L's type, so f32 stays f32.
    one = ones_like(L[0])
    index = cumsum(one)
    rows = outer(index, one)
    return sum(log(where(rows == transpose(rows), L, 1.0)))


# ------------------------------------------------------------ multivariate


def multi_normal_cholesky_lpdf(y, mu, L):
    # y a vector, or a matrix whose rows are observations (summed); mu a
    # vector, or a matrix of one mean per row of y; L the lower Cholesky
    # factor of the covariance.
    k = len(L)
    const = -k * LOG_SQRT_TWO_PI - _log_det_tri(L)
    if y.ndim == 1:
        z = mdivide_left_tri_low(L, y - mu)
        lp = const - 0.5 * dot(z, z)
    else:
        # All rows in one solve, without a loop: column n of z is L^-1
        # (y[n] - mu), and its sum of squares, a product with ones (which
        # multiply exactly), is dot(z_n, z_n) bit for bit.
        if mu.ndim == 1:
            r = y - outer(ones_like(y[:, 0]), mu)
        else:
            r = y - mu
        z = mdivide_left_tri_low(L, transpose(r))
        lp = sum(const - 0.5 * matmul(ones_like(L[0]), z * z))
    return lp


def multi_normal_lpdf(y, mu, Sigma):
    # As multi_normal_cholesky_lpdf, with the covariance itself.
    return multi_normal_cholesky_lpdf(y, mu, cholesky_decompose(Sigma))


def dirichlet_lpdf(theta, alpha):
    # theta a simplex (K positive entries summing to 1), alpha K positive
    # concentrations; with respect to theta's first K - 1 coordinates.
    lp = lgamma(sum(alpha)) - sum(lgamma(alpha)) + sum(_xlogy(alpha - 1.0, theta))
    return where(min(alpha) > 0.0, where(min(theta) >= 0.0, lp, -inf), nan)


def _categorical_log(n, logp):
    # The log probabilities logp[n] summed; n an int or a vector of them,
    # outcomes 0..K-1 (-inf outside).
    k = len(logp)
    if ndim(n) == 0:
        ok = (n >= 0) & (n < k)
        lp = where(ok, logp[where(ok, n, 0)], -inf)
    else:
        lp = 0.0 * logp[0]
        for i in range(len(n)):
            ok = (n[i] >= 0) & (n[i] < k)
            lp = lp + where(ok, logp[where(ok, n[i], 0)], -inf)
    return lp


def categorical_lpmf(n, theta):
    # Outcomes 0..K-1 (Python's indexing, not Stan's 1..K) with
    # probabilities theta, a simplex.
    return _categorical_log(n, log(theta))


def categorical_logit_lpmf(n, beta):
    # Outcomes 0..K-1 with probabilities softmax(beta).
    return _categorical_log(n, log_softmax(beta))


def lkj_corr_cholesky_lpdf(L, eta):
    # The LKJ density (Lewandowski, Kurowicka and Joe 2009) of the
    # correlation matrix L L^T, on its Cholesky factor L (with respect to
    # L's strictly lower elements), shape eta > 0, as Stan computes it:
    # the normalizing constant of their theorem 5, then
    # sum_{i >= 1} (K - i - 1 + 2 eta - 2) log L[i, i].
    k = len(L)
    zero = 0.0 * eta
    lp = (k - 1) * lgamma(eta + 0.5 * (k - 1))
    for i in range(1, k):
        lp = lp - (0.5 * (zero + i) * LOG_PI + lgamma(eta + 0.5 * (zero + (k - 1 - i))))
    for i in range(1, k):
        lp = lp + ((zero + (k - i - 1)) + 2.0 * eta - 2.0) * log(L[i, i])
    return where(eta > 0.0, lp, nan)
