from autobatch import *

# The random draws at the edges of their arguments: an invalid argument
# fails the draw's check (status `assertion_failed`, as CPython raises
# AssertionError), as Stan's `_rng` functions reject it, instead of a
# rejection loop that never ends (gamma at NaN, Poisson at NaN, a
# negative binomial of phi = 0); a binomial of 10^12 trials takes about
# 36 Beta draws, not 10^12 Bernoulli ones.


def edge(seed: i64, which: i64, a: f64, b: f64, n: i64) -> f64:
    k = split(seed, which)
    if which == 0:
        return gamma_rng(k, a, b)
    elif which == 1:
        return f64(poisson_rng(k, a))
    elif which == 2:
        return f64(neg_binomial_2_rng(k, a, b))
    elif which == 3:
        return f64(binomial_rng(k, n, a))
    elif which == 4:
        return beta_rng(k, a, b)
    elif which == 5:
        return student_t_rng(k, a, 0.0, b)
    elif which == 6:
        return chi_square_rng(k, a)
    elif which == 7:
        return f64(poisson_log_rng(k, a))
    elif which == 8:
        return normal_rng(k, a, b)
    elif which == 9:
        return uniform_rng(k, a, b)
    elif which == 10:
        return f64(categorical_rng(k, array([a, b, 1.0 - a - b])))
    elif which == 11:
        return sum(dirichlet_rng(k, array([a, b])))
    return inv_gamma_rng(k, a, b)
