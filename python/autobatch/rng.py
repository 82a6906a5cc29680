"""Random draws from the distribution library's distributions, for
posterior predictive checks in a model's `generated_quantities`, written
once in the language like distributions.py (the compiler translates each
call in place; CPython runs this file), from the counter-based generator
(`uniform`, `normal`, `split`): the same key gives the same draw
everywhere.

``NAME_rng(key, <the density's parameters>)`` draws from ``NAME_lpdf``'s
(or ``_lpmf``'s) distribution, with Stan's names and parameterizations:
a float of the parameters' type for the continuous ones, an ``i64`` for
the discrete ones. The transformation-based ones (normal, std_normal,
lognormal, cauchy, logistic, double_exponential, exponential, weibull,
uniform, bernoulli, bernoulli_logit) also take tensors, drawing one value
per element (element j from ``split(key, j)``); the rest take scalar
parameters (draw a vector with ``split(key, i)`` in a loop). A key is
used once: draw two values from ``split(key, 0)`` and ``split(key, 1)``.

Arguments are checked as Stan's ``_rng`` functions check them: an
invalid one (a scale that is not positive and finite, a probability
outside [0, 1], NaN, a Poisson rate of 2^30 or more) fails the draw's
``assert``, whose message names the function and the argument
(``"gamma_rng: alpha must be positive and finite"``): CPython raises
AssertionError, a compiled run stops the member with
``assertion_failed``, and ``autobatch sample`` names the draw. So every
draw ends, whatever its arguments.

Algorithms: inversion or a transformation of uniforms and normals where
one exists; gamma by Marsaglia and Tsang (2000), with Stan's boost
u^(1/alpha) for alpha < 1; Poisson by multiplying uniforms below rate 10
and by Hormann's PTRS (1993) from 10 on; binomial as a sum of Bernoulli
draws up to 16 trials, and beyond by Knuth's halving on the median order
statistic (a Beta draw splits the trials in two, so at most about
log2(N) Beta draws, whatever N); categorical by inversion of the cumulative sums;
multivariate normals through the Cholesky factor; Dirichlet as normalized
gammas; the LKJ Cholesky factor from beta canonical partial correlations.
"""

from . import exp, floor, i64, lgamma, log, log1p, matmul, normal, normal_like, pi, sign, split, sqrt, sum
from . import inf, isfinite, tan, uniform, uniform_like, where, zeros, zeros_like
from .constraints import _cpc_to_cholesky
from .distributions import cholesky_decompose, inv_logit, softmax


# Stan's largest Poisson rate (POISSON_MAX_RATE): 2^30.
POISSON_MAX_RATE = 1073741824.0


def _all(c):
    # Whether the bool c holds everywhere (a scalar or a tensor).
    return sum(where(c, 0, 1)) == 0


def _finite(x):
    return _all(isfinite(x))


def _positive_finite(x):
    return _all((x > 0.0) & isfinite(x))


def _zeros(a, b):
    # Float zeros of a and b's broadcast shape (and float type).
    return 0.0 * a + 0.0 * b


def normal_rng(key, mu, sigma):
    assert _finite(mu), "normal_rng: mu must be finite"
    assert _positive_finite(sigma), "normal_rng: sigma must be positive and finite"
    return mu + sigma * normal_like(key, _zeros(mu, sigma))


def std_normal_rng(key):
    return normal(key)


def lognormal_rng(key, mu, sigma):
    assert _finite(mu), "lognormal_rng: mu must be finite"
    assert _positive_finite(sigma), "lognormal_rng: sigma must be positive and finite"
    return exp(normal_rng(key, mu, sigma))


def cauchy_rng(key, mu, sigma):
    assert _finite(mu), "cauchy_rng: mu must be finite"
    assert _positive_finite(sigma), "cauchy_rng: sigma must be positive and finite"
    u = uniform_like(key, _zeros(mu, sigma))
    return mu + sigma * tan(pi * (u - 0.5))


def logistic_rng(key, mu, sigma):
    assert _finite(mu), "logistic_rng: mu must be finite"
    assert _positive_finite(sigma), "logistic_rng: sigma must be positive and finite"
    u = uniform_like(key, _zeros(mu, sigma))
    return mu + sigma * (log(u) - log1p(-u))


def double_exponential_rng(key, mu, sigma):
    assert _finite(mu), "double_exponential_rng: mu must be finite"
    assert _positive_finite(sigma), "double_exponential_rng: sigma must be positive and finite"
    u = uniform_like(key, _zeros(mu, sigma)) - 0.5
    return mu - sigma * sign(u) * log1p(-2.0 * abs(u))


def exponential_rng(key, beta):
    assert _positive_finite(beta), "exponential_rng: beta must be positive and finite"
    # -log(1 - u) with u in [0, 1): finite.
    return -log1p(-uniform_like(key, _zeros(beta, beta))) / beta


def weibull_rng(key, alpha, sigma):
    assert _positive_finite(alpha), "weibull_rng: alpha must be positive and finite"
    assert _positive_finite(sigma), "weibull_rng: sigma must be positive and finite"
    e = -log1p(-uniform_like(key, _zeros(alpha, sigma)))
    return sigma * e ** (1.0 / alpha)


def uniform_rng(key, alpha, beta):
    assert _finite(alpha) & _finite(beta), "uniform_rng: alpha and beta must be finite"
    assert _all(beta > alpha), "uniform_rng: beta must be greater than alpha"
    return alpha + (beta - alpha) * uniform_like(key, _zeros(alpha, beta))


def bernoulli_rng(key, theta):
    assert _all((theta >= 0.0) & (theta <= 1.0)), "bernoulli_rng: theta must be in [0, 1]"
    return where(uniform_like(key, _zeros(theta, theta)) < theta, 1, 0)


def bernoulli_logit_rng(key, alpha):
    assert _finite(alpha), "bernoulli_logit_rng: alpha must be finite"
    return bernoulli_rng(key, inv_logit(alpha))


def _gamma1(key, alpha):
    # Gamma(alpha, 1), alpha > 0 a scalar: Marsaglia and Tsang's squeeze
    # on a cubed normal, for alpha + 1 with the boost u^(1 / alpha) below 1.
    boost = 1.0 + 0.0 * alpha
    a = alpha
    if alpha < 1.0:
        boost = uniform(split(key, 0)) ** (1.0 / alpha)
        a = alpha + 1.0
    d = a - 1.0 / 3.0
    c = 1.0 / sqrt(9.0 * d)
    x = 0.0 * alpha
    i = 1
    while True:
        z = normal(split(key, 2 * i))
        v = 1.0 + c * z
        if v > 0.0:
            v = v * v * v
            u = uniform(split(key, 2 * i + 1))
            if log(u) < 0.5 * z * z + d - d * v + d * log(v):
                x = d * v
                break
        i += 1
    return x * boost


def gamma_rng(key, alpha, beta):
    assert _positive_finite(alpha), "gamma_rng: alpha must be positive and finite"
    assert _positive_finite(beta), "gamma_rng: beta must be positive and finite"
    return _gamma1(key, alpha) / beta


def inv_gamma_rng(key, alpha, beta):
    assert _positive_finite(alpha), "inv_gamma_rng: alpha must be positive and finite"
    assert _positive_finite(beta), "inv_gamma_rng: beta must be positive and finite"
    return beta / _gamma1(key, alpha)


def chi_square_rng(key, nu):
    assert _positive_finite(nu), "chi_square_rng: nu must be positive and finite"
    return 2.0 * _gamma1(key, 0.5 * nu)


def beta_rng(key, a, b):
    assert _positive_finite(a), "beta_rng: a must be positive and finite"
    assert _positive_finite(b), "beta_rng: b must be positive and finite"
    x = _gamma1(split(key, 0), a)
    y = _gamma1(split(key, 1), b)
    return x / (x + y)


def student_t_rng(key, nu, mu, sigma):
    assert _positive_finite(nu), "student_t_rng: nu must be positive and finite"
    assert _finite(mu), "student_t_rng: mu must be finite"
    assert _positive_finite(sigma), "student_t_rng: sigma must be positive and finite"
    z = normal(split(key, 0))
    w = _gamma1(split(key, 1), 0.5 * nu)
    return mu + sigma * z / sqrt(w / (0.5 * nu))


def poisson_rng(key, lam):
    assert (lam >= 0.0) & (lam < POISSON_MAX_RATE), "poisson_rng: lam must be nonnegative and below 2^30"
    k = 0.0 * lam
    if lam < 10.0:
        # Knuth: the number of uniforms whose product stays above exp(-lam).
        limit = exp(-lam)
        p = uniform(split(key, 0))
        i = 1
        while p > limit:
            p = p * uniform(split(key, i))
            k = k + 1.0
            i += 1
    else:
        # Hormann's transformed rejection with squeeze (PTRS), as NumPy.
        slam = sqrt(lam)
        loglam = log(lam)
        b = 0.931 + 2.53 * slam
        a = -0.059 + 0.02483 * b
        invalpha = 1.1239 + 1.1328 / (b - 3.4)
        vr = 0.9277 - 3.6224 / (b - 2.0)
        i = 0
        while True:
            u = uniform(split(key, 2 * i)) - 0.5
            v = uniform(split(key, 2 * i + 1))
            us = 0.5 - abs(u)
            k = floor((2.0 * a / us + b) * u + lam + 0.43)
            if us >= 0.07 and v <= vr:
                break
            if k >= 0.0 and (us >= 0.013 or v <= us):
                if log(v) + log(invalpha) - log(a / (us * us) + b) <= -lam + k * loglam - lgamma(k + 1.0):
                    break
            i += 1
    return i64(k)


def poisson_log_rng(key, alpha):
    assert (alpha == alpha) & (alpha < 30.0 * 0.6931471805599453), "poisson_log_rng: alpha must not be NaN and below 30 log(2) (a rate below 2^30)"
    return poisson_rng(key, exp(alpha))


def binomial_rng(key, N, theta):
    assert N >= 0, "binomial_rng: N must be nonnegative"
    assert (theta >= 0.0) & (theta <= 1.0), "binomial_rng: theta must be in [0, 1]"
    # Knuth's halving (TAOCP vol. 2, 3.4.1, exercise 27): of n uniforms,
    # the a-th smallest X is Beta(a, n + 1 - a). The successes (uniforms
    # below p) are then those of the a - 1 uniforms below X, each below p
    # with probability p / X, if X >= p; else a plus those of the n - a
    # above X, each below p with probability (p - X) / (1 - X). Each step
    # halves the trials left, so N = 10^12 takes about 36 Beta draws;
    # 16 trials or fewer are counted one by one (key splits 0..15, so a
    # small N draws what a sum of Bernoulli draws gives).
    n = N
    p = theta + 0.0
    k = 0
    i = 0
    while n > 16:
        a = n // 2 + 1
        x = beta_rng(split(key, 16 + i), a + 0.0 * p, (n + 1 - a) + 0.0 * p)
        if x >= p:
            n = a - 1
            p = p / x
        else:
            k += a
            n = n - a
            p = (p - x) / (1.0 - x)
        i += 1
    for j in range(n):
        if uniform(split(key, j)) < p:
            k += 1
    return i64(k)


def binomial_logit_rng(key, N, alpha):
    assert N >= 0, "binomial_logit_rng: N must be nonnegative"
    assert _finite(alpha), "binomial_logit_rng: alpha must be finite"
    return binomial_rng(key, N, inv_logit(alpha))


def neg_binomial_2_rng(key, mu, phi):
    assert _positive_finite(mu), "neg_binomial_2_rng: mu must be positive and finite"
    assert _positive_finite(phi), "neg_binomial_2_rng: phi must be positive and finite"
    # A Poisson draw whose rate is Gamma(phi, phi / mu).
    rate = _gamma1(split(key, 0), phi) * mu / phi
    assert rate < POISSON_MAX_RATE, "neg_binomial_2_rng: the Poisson rate drawn from Gamma(phi, phi / mu) must be below 2^30"
    return poisson_rng(split(key, 1), rate)


def neg_binomial_2_log_rng(key, eta, phi):
    assert _finite(eta) & (eta < 709.0), "neg_binomial_2_log_rng: eta must be finite and exp(eta) finite"
    assert _positive_finite(phi), "neg_binomial_2_log_rng: phi must be positive and finite"
    return neg_binomial_2_rng(key, exp(eta), phi)


def categorical_rng(key, theta):
    assert _finite(theta) & _all(theta >= 0.0) & (abs(sum(theta) - 1.0) <= 1e-8), "categorical_rng: theta must be a simplex (nonnegative, summing to 1 within 1e-8)"
    # The first k (from 0) whose cumulative probability exceeds a uniform.
    u = uniform(key)
    k = 0
    acc = theta[0]
    while u >= acc and k < len(theta) - 1:
        k += 1
        acc = acc + theta[k]
    return i64(k)


def categorical_logit_rng(key, beta):
    assert _finite(beta), "categorical_logit_rng: beta must be finite"
    return categorical_rng(key, softmax(beta))


def multi_normal_cholesky_rng(key, mu, L):
    assert _finite(mu), "multi_normal_cholesky_rng: mu must be finite"
    return mu + matmul(L, normal_like(key, mu))


def multi_normal_rng(key, mu, Sigma):
    assert _finite(mu), "multi_normal_rng: mu must be finite"
    L = cholesky_decompose(Sigma)
    assert _finite(L), "multi_normal_rng: Sigma must be positive definite"
    return multi_normal_cholesky_rng(key, mu, L)


def dirichlet_rng(key, alpha):
    assert _positive_finite(alpha), "dirichlet_rng: alpha must be positive and finite"
    g = zeros_like(alpha)
    for i in range(len(alpha)):
        g[i] = _gamma1(split(key, i), alpha[i])
    return g / sum(g)


def lkj_corr_cholesky_rng(key, K, eta):
    assert _positive_finite(eta), "lkj_corr_cholesky_rng: eta must be positive and finite"
    # The Cholesky factor of a K x K LKJ(eta) correlation matrix, K an int
    # constant: canonical partial correlations 2 Beta(a, a) - 1, with a =
    # eta + (K - 2 - c) / 2 for column c (Lewandowski, Kurowicka and Joe
    # 2009, the vine method; Stan's order of the columns), made into rows
    # of unit length as CholeskyCorr's transform does.
    z = zeros(K * (K - 1) // 2) + 0.0 * eta
    k = 0
    for r in range(1, K):
        for c in range(r):
            a = eta + 0.5 * (K - 2 - c)
            z[k] = 2.0 * beta_rng(split(key, k), a, a) - 1.0
            k += 1
    L, _lj = _cpc_to_cholesky(z, zeros((K, K)) + 0.0 * eta)
    return L
