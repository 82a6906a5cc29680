"""The constraint transforms of a model's parameters, written once in the
language: the compiler binds a model's ``log_density(mu: f64, tau:
Positive[f64], ...)`` to the sampler through them (frontend/adapter.rs),
and CPython's sampler twin (``autobatch.sampling``) calls this same file,
so the two give the same bits.

Each ``_NAME_constrain(u, ...)`` maps a parameter's free (unconstrained)
coordinates ``u`` to its constrained value ``x`` and returns ``(x,
log_jacobian)``, the log of the absolute determinant of dx/du summed into
one scalar, which the sampler adds to the model's density. Each
``_NAME_free(x, ...)`` is its inverse (``--init`` by name gives
constrained values). The transforms are those of Stan's reference manual
("Constraint transforms"), in its order of the free coordinates:

* ``Positive[T]``: x = exp(u); ``Lower[T, a]``: x = a + exp(u);
  ``Upper[T, b]``: x = b - exp(u); log-Jacobian u.
* ``Bounded[T, a, b]``: x = a + (b - a) inv_logit(u); log-Jacobian
  log(b - a) + log inv_logit(u) + log(1 - inv_logit(u)).
* ``Ordered``: x[0] = u[0], x[k] = x[k-1] + exp(u[k]); ``PositiveOrdered``
  starts from exp(u[0]).
* ``Simplex``: stick-breaking with the offsets log(K - 1 - k) (Stan's
  simplex transform before 2.36), K - 1 free coordinates.
* ``CholeskyCorr``: tanh to canonical partial correlations, then rows
  filled so that each has unit length (K(K-1)/2 free, row by row).
* ``CovMatrix``: a lower-triangular L with a positive diagonal exp(u),
  row by row (each row's off-diagonal entries, then its diagonal), and
  Sigma = L L^T (K(K+1)/2 free).

They follow distributions.py's rules for templates: plain parameters, one
``return`` at the end, names starting with ``_`` private to the library.
``like`` arguments carry a static shape (zeros of the parameter's shape).
"""

from . import atanh, copy, exp, log, log1m, log1p_exp, sqrt, sum, tanh
from .distributions import inv_logit, logit


def _positive_constrain(u):
    return exp(u), sum(u)


def _positive_free(x):
    return log(x)


def _lower_constrain(u, a):
    return a + exp(u), sum(u)


def _lower_free(x, a):
    return log(x - a)


def _upper_constrain(u, b):
    return b - exp(u), sum(u)


def _upper_free(x, b):
    return log(b - x)


def _bounded_constrain(u, a, b):
    # log inv_logit(u) + log(1 - inv_logit(u)) = -|u| - 2 log(1 + exp(-|u|)),
    # which neither overflows nor cancels in the tails.
    x = a + (b - a) * inv_logit(u)
    return x, sum(log(b - a) - abs(u) - 2.0 * log1p_exp(-abs(u)))


def _bounded_free(x, a, b):
    return logit((x - a) / (b - a))


def _ordered_constrain(u):
    x = copy(u)
    for k in range(1, len(u)):
        x[k] = x[k - 1] + exp(u[k])
    # One element is free as it is (u[1:] would be empty, which no tensor
    # is): a constant len(u) picks the branch when the adapter compiles.
    if len(u) > 1:
        lj = sum(u[1:])
    else:
        lj = 0.0 * u[0]
    return x, lj


def _ordered_free(x):
    u = copy(x)
    for k in range(1, len(x)):
        u[k] = log(x[k] - x[k - 1])
    return u


def _positive_ordered_constrain(u):
    x = copy(u)
    x[0] = exp(u[0])
    for k in range(1, len(u)):
        x[k] = x[k - 1] + exp(u[k])
    return x, sum(u)


def _positive_ordered_free(x):
    u = copy(x)
    u[0] = log(x[0])
    for k in range(1, len(x)):
        u[k] = log(x[k] - x[k - 1])
    return u


def _simplex_constrain(u, like):
    # Stick-breaking: the k-th break takes the fraction inv_logit(u[k] -
    # log(K - 1 - k)) of what is left, so u = 0 is the uniform simplex.
    n = len(u)
    x = copy(like)
    zero = 0.0 * u[0]
    stick = zero + 1.0
    lj = zero
    for k in range(n):
        adj = u[k] - log(zero + (n - k))
        x[k] = stick * inv_logit(adj)
        lj = lj + log(stick) - log1p_exp(-adj) - log1p_exp(adj)
        stick = stick - x[k]
    x[n] = stick
    return x, lj


def _simplex_free(x):
    n = len(x) - 1
    u = copy(x[: len(x) - 1])
    stick = 1.0 + 0.0 * x[0]
    for k in range(n):
        u[k] = logit(x[k] / stick) + log(1.0 * (n - k))
        stick = stick - x[k]
    return u


def _cholesky_corr_constrain(u, like):
    # Stan's cholesky_corr_constrain: z = tanh(u) are canonical partial
    # correlations; row i is z[i, 0], z[i, j] sqrt(1 - (sum of the row's
    # squares so far)), ..., and the diagonal makes the row unit length.
    z = tanh(u)
    lj = sum(log1m(z * z))
    L, lj_rows = _cpc_to_cholesky(z, like)
    return L, lj + lj_rows


def _cpc_to_cholesky(z, like):
    # The Cholesky factor of the correlation matrix whose canonical partial
    # correlations are z, row by row (L[1, 0], L[2, 0], L[2, 1], ...), and
    # the log-Jacobian of the map from z to L's strictly lower elements.
    lj = 0.0 * z[0]
    L = copy(like)
    L[0, 0] = 1.0
    k = 0
    for i in range(1, len(L)):
        L[i, 0] = z[k]
        k += 1
        sum_sqs = L[i, 0] * L[i, 0]
        for j in range(1, i):
            lj = lj + 0.5 * log1m(sum_sqs)
            L[i, j] = z[k] * sqrt(1.0 - sum_sqs)
            k += 1
            sum_sqs = sum_sqs + L[i, j] * L[i, j]
        L[i, i] = sqrt(1.0 - sum_sqs)
    return L, lj


def _cholesky_corr_free(L, like):
    # like: zeros of the K(K-1)/2 free coordinates.
    u = copy(like)
    k = 0
    for i in range(1, len(L)):
        u[k] = L[i, 0]
        k += 1
        sum_sqs = L[i, 0] * L[i, 0]
        for j in range(1, i):
            u[k] = L[i, j] / sqrt(1.0 - sum_sqs)
            k += 1
            sum_sqs = sum_sqs + L[i, j] * L[i, j]
    return atanh(u)


def _cov_matrix_constrain(u, like):
    # Stan's cov_matrix_constrain: L lower triangular, row m holding m
    # free off-diagonal entries then exp of the next for its diagonal;
    # Sigma = L L^T. log-Jacobian K log 2 + sum_k (K - k + 1) log L[k, k]
    # (k from 0; the exp's own Jacobian included).
    n = len(like)
    L = copy(like)
    zero = 0.0 * u[0]
    lj = zero + n * 0.6931471805599453
    i = 0
    for m in range(n):
        for j in range(m):
            L[m, j] = u[i]
            i += 1
        L[m, m] = exp(u[i])
        lj = lj + (zero + (n - m + 1)) * u[i]
        i += 1
    sigma = copy(like)
    for r in range(n):
        for c in range(r + 1):
            s = zero
            for j in range(c + 1):
                s = s + L[r, j] * L[c, j]
            sigma[r, c] = s
            sigma[c, r] = s
    return sigma, lj


def _cov_matrix_free(sigma, like):
    # like: zeros of the K(K+1)/2 free coordinates. The lower Cholesky
    # factor of sigma, row by row, its diagonal as logs.
    n = len(sigma)
    L = copy(sigma) * 0.0
    u = copy(like)
    i = 0
    for m in range(n):
        for j in range(m):
            t = sigma[m, j]
            for k in range(j):
                t = t - L[m, k] * L[j, k]
            L[m, j] = t / L[j, j]
            u[i] = L[m, j]
            i += 1
        s = sigma[m, m]
        for k in range(m):
            s = s - L[m, k] * L[m, k]
        L[m, m] = sqrt(s)
        u[i] = log(L[m, m])
        i += 1
    return u


def _matrix(u, like):
    # The matrix of like's shape whose rows are u's consecutive runs (a
    # matrix parameter's free coordinates are its elements, row by row).
    x = copy(like)
    m = len(like[0])
    for i in range(len(like)):
        for j in range(m):
            x[i, j] = u[i * m + j]
    return x


def _flatten(x, like):
    # x's elements row by row, into a vector like `like`.
    out = copy(like)
    m = len(x[0])
    for i in range(len(x)):
        for j in range(m):
            out[i * m + j] = x[i, j]
    return out
