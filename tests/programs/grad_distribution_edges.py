from autobatch import *

# The distribution library's values and gradients at its shape parameters'
# special values and at the edges of the floating-point range: the rows of
# python/tests/test_distribution_edges.py (where CPython's are checked
# against mpmath at 60 digits), so that the compiled code is held to the
# same bits. Member k picks the function; x holds its float arguments, n
# its count.


def density(x: f64[4], k: i64, n: i64) -> f64:
    if k == 0:
        return normal_lpdf(x[0], x[1], x[2])
    if k == 1:
        return cauchy_lpdf(x[0], x[1], x[2])
    if k == 2:
        return student_t_lpdf(x[0], x[1], x[2], x[3])
    if k == 3:
        return double_exponential_lpdf(x[0], x[1], x[2])
    if k == 4:
        return logistic_lpdf(x[0], x[1], x[2])
    if k == 5:
        return lognormal_lpdf(x[0], x[1], x[2])
    if k == 6:
        return exponential_lpdf(x[0], x[1])
    if k == 7:
        return gamma_lpdf(x[0], x[1], x[2])
    if k == 8:
        return inv_gamma_lpdf(x[0], x[1], x[2])
    if k == 9:
        return weibull_lpdf(x[0], x[1], x[2])
    if k == 10:
        return beta_lpdf(x[0], x[1], x[2])
    if k == 11:
        return uniform_lpdf(x[0], x[1], x[2])
    if k == 12:
        return chi_square_lpdf(x[0], x[1])
    if k == 13:
        return poisson_lpmf(n, x[1])
    if k == 14:
        return poisson_log_lpmf(n, x[1])
    if k == 15:
        return neg_binomial_2_lpmf(n, x[1], x[2])
    if k == 16:
        return neg_binomial_2_log_lpmf(n, x[1], x[2])
    if k == 17:
        return binomial_lpmf(n, 5, x[2])
    if k == 18:
        return bernoulli_logit_lpmf(n, x[1])
    if k == 19:
        return log_mix(x[0], x[1], x[2])
    if k == 20:
        return log1m_exp(x[0])
    if k == 21:
        return inv_logit(x[0])
    if k == 22:
        return log_inv_logit(x[0]) + log1m_inv_logit(x[1])
    if k == 23:
        return logit(x[0])
    return dirichlet_lpdf(x[0:2], x[2:4])


def grad_distribution_edges(x: f64[4], k: i64, n: i64) -> tuple[f64, f64[4]]:
    return value_and_grad(density, x, k, n)
