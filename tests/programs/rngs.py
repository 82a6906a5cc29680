from autobatch import *

# Every random draw of the distribution library (python/autobatch/rng.py),
# compiled in place: the same key gives the same draw as CPython. The
# statistics of the draws are python/tests/test_rng.py's.


def rngs(seed: i64, lam: f64, a: f64, b: f64, p: f64) -> tuple[
    f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64[3],
    i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f64[2], f64[2], f64[3], i64[2], f64[3, 3]
]:
    k = split(seed, 0)
    probs = full(3, 1.0 / 3.0) + p * array([0.25, 0.0, -0.25])
    sigma = array([[2.0, 0.5], [0.5, 1.0]])
    mu = array([a, b])
    return (
        normal_rng(split(k, 0), a, b),
        std_normal_rng(split(k, 1)),
        lognormal_rng(split(k, 2), a, b),
        cauchy_rng(split(k, 3), a, b),
        logistic_rng(split(k, 4), a, b),
        double_exponential_rng(split(k, 5), a, b),
        exponential_rng(split(k, 6), b),
        weibull_rng(split(k, 7), b, a + 5.0),
        uniform_rng(split(k, 8), a, a + b),
        gamma_rng(split(k, 9), lam, b),
        inv_gamma_rng(split(k, 10), b, lam),
        chi_square_rng(split(k, 11), lam),
        beta_rng(split(k, 12), b, lam),
        student_t_rng(split(k, 13), lam, a, b),
        gamma_rng(split(k, 14), p, 1.0),
        normal_rng(split(k, 15), array([a, 0.0, b]), b),
        poisson_rng(split(k, 16), lam),
        poisson_rng(split(k, 17), 20.0 * lam),
        poisson_log_rng(split(k, 18), a),
        bernoulli_rng(split(k, 19), p),
        bernoulli_logit_rng(split(k, 20), a),
        binomial_rng(split(k, 21), 12, p),
        binomial_logit_rng(split(k, 22), 7, a),
        neg_binomial_2_rng(split(k, 23), lam, b),
        neg_binomial_2_log_rng(split(k, 24), a, b),
        categorical_rng(split(k, 25), probs),
        categorical_logit_rng(split(k, 26), log(probs) + a),
        multi_normal_rng(split(k, 27), mu, sigma),
        multi_normal_cholesky_rng(split(k, 28), mu, cholesky_decompose(sigma)),
        dirichlet_rng(split(k, 29), array([p, lam, b])),
        bernoulli_rng(split(k, 30), array([p, 1.0 - p])),
        lkj_corr_cholesky_rng(split(k, 31), 3, b),
    )
