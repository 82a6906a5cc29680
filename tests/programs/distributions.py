from autobatch import *

# Every density and helper of the distribution library (python/autobatch/
# distributions.py), compiled in place with its call's types: scalars
# broadcast against vectors, f32 stays f32.
N = 5


def distributions(y: f64[N], mu: f64, s: f64, k: i64[N], p: f64, big: f64) -> tuple[
    f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64,
    f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64[N], f64[N], f32, f32, f32, f32[N]
]:
    pos = abs(y) + 0.01
    unit = pos / (maximum(pos[0], pos[1]) + maximum(pos[2], maximum(pos[3], pos[4])) + 0.01)
    bits = k % 2
    yf = f32(y)
    return (
        normal_lpdf(y, mu, s),
        std_normal_lpdf(y),
        cauchy_lpdf(y, mu, s),
        student_t_lpdf(y, big, mu, s),
        double_exponential_lpdf(y, mu, s),
        logistic_lpdf(y, mu, s),
        lognormal_lpdf(pos, mu, s),
        exponential_lpdf(pos, s),
        gamma_lpdf(pos, big, s),
        inv_gamma_lpdf(pos, big, s),
        weibull_lpdf(pos, big, s),
        beta_lpdf(unit, big, s),
        uniform_lpdf(y, -4.0, 4.0),
        chi_square_lpdf(pos, big),
        bernoulli_lpmf(bits, p),
        bernoulli_logit_lpmf(bits, mu),
        binomial_lpmf(k, 20, p),
        binomial_logit_lpmf(k, 20, mu),
        poisson_lpmf(k, big),
        poisson_log_lpmf(k, mu),
        neg_binomial_2_lpmf(k, big, s),
        neg_binomial_2_log_lpmf(k, mu, s) + normal_lpdf(mu, y[0], s),
        inv_logit(mu),
        logit(p),
        log_inv_logit(mu),
        log1m_inv_logit(mu),
        log1m_exp(-s),
        log_mix(p, mu, -s),
        log_sum_exp(y),
        normal_lpdf(y, mu, -s),
        softmax(y),
        log_softmax(y),
        normal_lpdf(yf, 0.5, 2.0),
        gamma_lpdf(abs(yf) + 0.5, 2.0, 1.5),
        cauchy_lpdf(yf, 0.5, 2.0) + student_t_lpdf(yf, f32(big), 0.5, 2.0) + student_t_lpdf(yf, f32(big) * 100.0, 0.5, 2.0)
        + logistic_lpdf(yf, 0.5, 2.0) + beta_lpdf(f32(unit), 1.0, 2.0)
        + uniform_lpdf(yf, -4.0, 4.0) + log_mix(0.25, yf[0], yf[1]) + log1m_exp(-abs(yf[2]) - 0.5),
        log_softmax(yf) + inv_logit(yf) + softmax(yf),
    )
