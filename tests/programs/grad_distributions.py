from autobatch import *

# The gradient through the distribution library: a model's log density
# made of library calls, differentiated by value_and_grad.
J = 4


def log_density(theta: f64[6], y: Shared[f64[J]], k: Shared[i64[J]]) -> f64:
    mu = theta[0]
    tau = exp(theta[1])
    eta = theta[2:]
    lp = normal_lpdf(mu, 0.0, 5.0) + cauchy_lpdf(tau, 0.0, 5.0) + std_normal_lpdf(eta)
    lp += normal_lpdf(y, mu + tau * eta, 2.0) + student_t_lpdf(y, 4.0, mu, tau)
    lp += gamma_lpdf(tau, 2.0, 0.5) + lognormal_lpdf(tau, mu, 1.5) + weibull_lpdf(tau, 1.5, 2.0)
    lp += inv_gamma_lpdf(tau, 3.0, 2.0) + exponential_lpdf(tau, 0.5) + chi_square_lpdf(tau, 3.0)
    lp += poisson_log_lpmf(k, mu + eta) + neg_binomial_2_log_lpmf(k, eta, tau) + poisson_lpmf(k, tau)
    lp += logistic_lpdf(y, eta, tau) + double_exponential_lpdf(y, eta, tau) + beta_lpdf(inv_logit(mu), 2.0, 3.0)
    lp += binomial_logit_lpmf(k, 20, eta) + bernoulli_logit_lpmf(k % 2, eta) + neg_binomial_2_lpmf(k, tau, 2.0)
    lp += log_mix(inv_logit(theta[1]), normal_lpdf(mu, -1.0, 1.0), normal_lpdf(mu, 1.0, 1.0))
    return lp + log_sum_exp(eta) + sum(log_softmax(eta)) + log1m_exp(-tau)


def grad_distributions(theta: f64[6], y: Shared[f64[J]], k: Shared[i64[J]]) -> tuple[f64, f64[6]]:
    return value_and_grad(log_density, theta, y, k)
