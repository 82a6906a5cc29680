"""The distribution library's values and gradients at its arguments'
special values and at the edges of the floating-point range, against the
exact ones (mpmath 1.3.0 at 60 digits): each value within 1e-12 and each
derivative within 1e-8 of the exact one, relative, or absolute where the
exact magnitude is below 1 (an exact value beyond the largest double
must be that infinity). The gradients are CPython's value_and_grad, the
compiled code's twin bit for bit (tests/programs/grad_distribution_edges.py
checks the compiled code on these rows).

A row of ROWS is (function, arguments, the indices of the arguments to
differentiate, options: "dir", a one-sided derivative at a support's
edge, +1 from above, -1 from below); exact_table() holds each function's
exact form, the derivatives are differences at four times the digits.
dirichlet_lpdf's rows are DIRICHLET's. A comment names what a row caught
before its fix (measured on the library as it was).

Run:  PYTHONPATH=python python3 -m unittest python/tests/test_distribution_edges.py -v
"""

from __future__ import annotations

import os
import sys
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import autobatch  # noqa: E402
from autobatch import distributions as d  # noqa: E402

try:
    import mpmath as mp
except ImportError:  # pragma: no cover - scripts/dev/setup.sh installs it
    mp = None

VALUE_TOL = 1e-12
GRAD_TOL = 1e-8


def xlogy(x, y):
    return mp.mpf(0) if x == 0 else x * mp.log(y)


def xlog1py(x, y):
    return mp.mpf(0) if x == 0 else x * mp.log1p(y)


def lsp(t):
    # log(1 + exp(t)), exact.
    return mp.log1p(mp.exp(t))


def t_exact(y, nu, mu, s):
    # Student's t, with enough digits for lgamma's difference at large nu.
    with mp.workprec(mp.mp.prec + int(mp.log(nu + 2, 2)) + 10):
        z = (y - mu) / s
        h = (nu + 1) / 2
        lp = mp.loggamma(h) - mp.loggamma(nu / 2) - mp.log(nu) / 2 - mp.log(mp.pi) / 2 - mp.log(s)
        return lp - h * mp.log1p(z * z / nu)


def nb2(n, mu, phi):
    return (
        mp.loggamma(n + phi) - mp.loggamma(n + 1) - mp.loggamma(phi) + xlogy(n, mu) - n * mp.log(mu + phi)
        + phi * (mp.log(phi) - mp.log(mu + phi))
    )


def lchoose(big_n, n):
    return mp.loggamma(big_n + 1) - mp.loggamma(n + 1) - mp.loggamma(big_n - n + 1)


def exact_table():
    c = mp.log(mp.sqrt(2 * mp.pi))
    return {
        "normal_lpdf": lambda y, mu, s: -((y - mu) / s) ** 2 / 2 - mp.log(s) - c,
        "std_normal_lpdf": lambda y: -y * y / 2 - c,
        "cauchy_lpdf": lambda y, mu, s: -mp.log(mp.pi) - mp.log(s) - mp.log1p(((y - mu) / s) ** 2),
        "student_t_lpdf": t_exact,
        "double_exponential_lpdf": lambda y, mu, s: -mp.log(2) - mp.log(s) - abs(y - mu) / s,
        "logistic_lpdf": lambda y, mu, s: -(y - mu) / s - 2 * lsp(-(y - mu) / s) - mp.log(s),
        "lognormal_lpdf": lambda y, mu, s: -((mp.log(y) - mu) / s) ** 2 / 2 - c - mp.log(s) - mp.log(y),
        "exponential_lpdf": lambda y, b: mp.log(b) - b * y,
        "gamma_lpdf": lambda y, a, b: a * mp.log(b) - mp.loggamma(a) + xlogy(a - 1, y) - b * y,
        "inv_gamma_lpdf": lambda y, a, b: a * mp.log(b) - mp.loggamma(a) - (a + 1) * mp.log(y) - b / y,
        "weibull_lpdf": lambda y, a, s: mp.log(a) - mp.log(s) + xlogy(a - 1, y / s) - (y / s) ** a,
        "beta_lpdf": lambda y, a, b: (
            mp.loggamma(a + b) - mp.loggamma(a) - mp.loggamma(b) + xlogy(a - 1, y) + xlog1py(b - 1, -y)
        ),
        "uniform_lpdf": lambda y, lo, hi: -mp.log(hi - lo),
        "chi_square_lpdf": lambda y, nu: -nu / 2 * mp.log(2) - mp.loggamma(nu / 2) + xlogy(nu / 2 - 1, y) - y / 2,
        "bernoulli_lpmf": lambda n, p: mp.log(p) if n == 1 else mp.log1p(-p),
        "bernoulli_logit_lpmf": lambda n, a: -lsp(-a) if n == 1 else -lsp(a),
        "binomial_lpmf": lambda n, big_n, p: lchoose(big_n, n) + xlogy(n, p) + xlog1py(big_n - n, -p),
        "binomial_logit_lpmf": lambda n, big_n, a: lchoose(big_n, n) - n * lsp(-a) - (big_n - n) * lsp(a),
        "poisson_lpmf": lambda n, lam: xlogy(n, lam) - lam - mp.loggamma(n + 1),
        "poisson_log_lpmf": lambda n, a: n * a - mp.exp(a) - mp.loggamma(n + 1),
        "neg_binomial_2_lpmf": nb2,
        "neg_binomial_2_log_lpmf": lambda n, eta, phi: nb2(n, mp.exp(eta), phi),
        "inv_logit": lambda u: 1 / (1 + mp.exp(-u)),
        "logit": lambda p: mp.log(p) - mp.log1p(-p),
        "log_inv_logit": lambda u: -lsp(-u),
        "log1m_inv_logit": lambda u: -lsp(u),
        "log1m_exp": lambda a: mp.log(-mp.expm1(a)),
        "log_mix": lambda t, a, b: mp.log(t * mp.exp(a) + (1 - t) * mp.exp(b)),
    }


BIG, TINY = 1e300, 1e-300
# (function, arguments, indices differentiated, options). Comments name
# the defect a row caught (the error before the fix, measured).
ROWS = [
    # Shape parameters where a coefficient vanishes: x log(y) at x = 0.
    ("chi_square_lpdf", (2.0, 2.0), (0, 1), {}),  # d/dnu off by 0.35
    ("chi_square_lpdf", (7.4, 2.0), (0, 1), {}),  # d/dnu off by 1.0
    ("chi_square_lpdf", (0.0, 2.0), (0,), {"dir": 1}),
    ("chi_square_lpdf", (1e-300, 2.0), (0, 1), {}),
    ("chi_square_lpdf", (1e300, 4.0), (0, 1), {}),
    ("beta_lpdf", (0.999, 2.0, 1.0), (0, 1, 2), {}),  # d/db off by 6.9
    ("beta_lpdf", (0.3, 1.0, 1.0), (0, 1, 2), {}),  # d/da off by 1.2
    ("beta_lpdf", (1e-300, 1.0, 3.0), (0, 1, 2), {}),
    ("beta_lpdf", (0.0, 1.0, 3.0), (0, 2), {"dir": 1}),
    ("beta_lpdf", (1.0, 3.0, 1.0), (0, 1), {"dir": -1}),
    ("beta_lpdf", (0.5, 1e-3, 1e3), (0, 1, 2), {}),
    ("gamma_lpdf", (2.5, 1.0, 2.0), (0, 1, 2), {}),  # d/dalpha 0, not 2.19
    ("gamma_lpdf", (0.0, 1.0, 2.0), (0, 2), {"dir": 1}),
    ("gamma_lpdf", (1e-300, 1.0, 3.0), (0, 1, 2), {}),
    ("gamma_lpdf", (1e299, 1.0, 1e-300), (0, 1, 2), {}),
    ("gamma_lpdf", (1e-300, 0.5, 1.0), (0, 1, 2), {}),
    ("weibull_lpdf", (2.5, 1.0, 2.0), (0, 1, 2), {}),  # d/dalpha off by 0.22
    ("weibull_lpdf", (0.0, 1.0, 2.0), (0, 2), {"dir": 1}),
    ("weibull_lpdf", (1e-300, 1.0, 1.0), (0, 1, 2), {}),
    ("weibull_lpdf", (1e150, 2.0, 1e150), (0, 1, 2), {}),
    ("inv_gamma_lpdf", (1e-3, 1.0, 1.0), (0, 1, 2), {}),
    ("inv_gamma_lpdf", (1e300, 1.0, 1.0), (0, 1, 2), {}),
    ("binomial_lpmf", (0, 5, 0.3), (2,), {}),
    ("binomial_lpmf", (5, 5, 0.3), (2,), {}),
    ("binomial_lpmf", (0, 5, 0.0), (2,), {"dir": 1}),
    ("binomial_lpmf", (5, 5, 1.0), (2,), {"dir": -1}),
    ("poisson_lpmf", (0, 2.0), (1,), {}),
    ("poisson_lpmf", (0, 0.0), (1,), {"dir": 1}),
    ("neg_binomial_2_lpmf", (0, 2.0, 1.0), (1, 2), {}),
    # The edges of the floating-point range.
    ("normal_lpdf", (1e150, 0.0, 1.0), (0, 1, 2), {}),
    ("normal_lpdf", (1e200, 0.0, 1e100), (0, 1, 2), {}),
    ("normal_lpdf", (1.0, 0.0, 1e-300), (0, 1), {}),
    ("normal_lpdf", (1e-300, 0.0, 1e-300), (0, 1, 2), {}),
    ("normal_lpdf", (1e-150, 0.0, 1e-300), (0, 1), {}),
    ("normal_lpdf", (1e300, 0.0, 1e300), (0, 1, 2), {}),
    ("std_normal_lpdf", (1e150,), (0,), {}),
    ("std_normal_lpdf", (1e200,), (0,), {}),
    ("cauchy_lpdf", (1e300, 0.0, 1.0), (0, 1, 2), {}),  # -inf, not -1382.7
    ("cauchy_lpdf", (1.0, 0.0, 1e-300), (0, 1, 2), {}),
    ("cauchy_lpdf", (1e-300, 0.0, 1e300), (0, 1, 2), {}),
    ("double_exponential_lpdf", (1e300, -1e300, 1.0), (0, 1, 2), {}),
    ("double_exponential_lpdf", (1.0, 0.0, 1e-300), (0, 1), {}),
    ("double_exponential_lpdf", (1e-300, 0.0, 1e-300), (0, 1, 2), {}),
    ("logistic_lpdf", (1e300, 0.0, 1.0), (0, 1, 2), {}),
    ("logistic_lpdf", (1.0, 0.0, 1e-300), (0, 1), {}),
    ("logistic_lpdf", (-800.0, 0.0, 1.0), (0, 1, 2), {}),
    ("logistic_lpdf", (1e-300, 0.0, 1e-150), (0, 1, 2), {}),  # d/dy 0, not -0.5
    ("logistic_lpdf", (0.0, 0.0, 1.0), (2,), {}),
    ("logistic_lpdf", (0.999, 0.0, 1.0), (0, 1, 2), {}),
    ("logistic_lpdf", (1.001, 0.0, 1.0), (0, 1, 2), {}),
    ("lognormal_lpdf", (1e-300, 0.0, 1.0), (0, 1, 2), {}),
    ("lognormal_lpdf", (1e300, 0.0, 1e-100), (0, 1, 2), {}),
    ("lognormal_lpdf", (2.0, 0.0, 1e-300), (1,), {}),
    ("lognormal_lpdf", (1.0, 1e-150, 1e-300), (0, 1, 2), {}),
    ("exponential_lpdf", (1e150, 1e150), (0, 1), {}),
    ("exponential_lpdf", (1e299, 1e-300), (0, 1), {}),
    ("exponential_lpdf", (0.0, BIG), (1,), {}),
    ("exponential_lpdf", (0.0, 1.0), (0, 1), {"dir": 1}),
    ("uniform_lpdf", (0.0, -1e308, 1e308), (0, 1, 2), {}),  # -inf, not -709.9
    ("uniform_lpdf", (1e-300, 0.0, 2e-300), (0, 1, 2), {}),
    ("uniform_lpdf", (0.5, 0.0, 1.0), (0, 1, 2), {}),
    ("poisson_lpmf", (3, BIG), (1,), {}),  # NaN
    ("poisson_lpmf", (3, 1e15), (1,), {}),  # NaN from about 1e15
    ("gamma_lpdf", (2.0, 3.0, 1e20), (0, 1, 2), {}),
    ("poisson_lpmf", (1e300, BIG), (1,), {}),
    ("poisson_lpmf", (0, BIG), (1,), {}),
    ("poisson_lpmf", (5, TINY), (1,), {}),
    ("poisson_log_lpmf", (3, 690.0), (1,), {}),
    ("poisson_log_lpmf", (3, 709.0), (1,), {}),
    ("poisson_log_lpmf", (1e300, 690.0), (1,), {}),
    ("poisson_log_lpmf", (0, -745.0), (1,), {}),
    ("poisson_log_lpmf", (3, -700.0), (1,), {}),
    ("neg_binomial_2_lpmf", (3, 1e300, 1.0), (1, 2), {}),
    ("neg_binomial_2_log_lpmf", (3, 700.0, 1.0), (1, 2), {}),
    ("neg_binomial_2_log_lpmf", (3, -700.0, 1.0), (1, 2), {}),
    ("inv_gamma_lpdf", (1e-300, 2.0, 1e-300), (0, 1, 2), {}),
    ("bernoulli_lpmf", (1, 1e-300), (1,), {}),
    ("bernoulli_logit_lpmf", (1, -800.0), (1,), {}),
    ("bernoulli_logit_lpmf", (0, 800.0), (1,), {}),
    ("binomial_logit_lpmf", (3, 10, -800.0), (2,), {}),
    # Student's t tends to the normal as nu grows.
    ("student_t_lpdf", (1.5, 1e6, 0.5, 2.0), (0, 1, 2, 3), {}),  # value off by 2.2e-10
    ("student_t_lpdf", (1.5, 1e10, 0.5, 2.0), (0, 1, 2, 3), {}),  # 3.2e-7
    ("student_t_lpdf", (1.5, 1e15, 0.5, 2.0), (0, 1, 2, 3), {}),  # 3.1
    ("student_t_lpdf", (1.5, 1e20, 0.5, 2.0), (0, 1, 2, 3), {}),
    ("student_t_lpdf", (3.0, 1e300, 0.0, 1.0), (0, 2, 3), {}),
    ("student_t_lpdf", (1e10, 1e15, 0.0, 1.0), (0, 1, 2, 3), {}),
    ("student_t_lpdf", (1.0, 1e-300, 0.0, 1.0), (0, 2, 3), {}),
    ("student_t_lpdf", (1e300, 3.0, 0.0, 1.0), (0, 1, 2, 3), {}),
    ("student_t_lpdf", (1.0, 1.0, 0.0, 1e-300), (0, 1, 2), {}),
    ("student_t_lpdf", (0.7, 2.0, 0.0, 1.0), (0, 1, 2, 3), {}),
    # Helpers.
    ("log_mix", (0.5, -1.0, -1.0), (0, 1, 2), {}),  # off by 2.0
    ("log_mix", (0.25, 0.0, np.log(3.0)), (0, 1, 2), {}),
    ("log_mix", (0.3, -800.0, -1.0), (0, 1, 2), {}),
    ("log_mix", (1e-300, 0.0, -1.0), (0, 1, 2), {}),
    ("log1m_exp", (-1e-20,), (0,), {}),  # ZeroDivisionError (inf, NaN)
    ("log1m_exp", (-1e-300,), (0,), {}),
    ("log1m_exp", (-0.6931471805599453,), (0,), {}),
    ("log1m_exp", (-800.0,), (0,), {}),
    ("log1m_exp", (-40.0,), (0,), {}),
    ("log_inv_logit", (0.0,), (0,), {}),
    ("log_inv_logit", (-800.0,), (0,), {}),
    ("log_inv_logit", (800.0,), (0,), {}),
    ("log1m_inv_logit", (800.0,), (0,), {}),
    ("log1m_inv_logit", (-1e-300,), (0,), {}),
    ("inv_logit", (-800.0,), (0,), {}),  # NaN
    ("inv_logit", (40.0,), (0,), {}),
    ("inv_logit", (0.0,), (0,), {}),
    ("logit", (1e-300,), (0,), {}),
    ("logit", (0.5,), (0,), {}),
    ("logit", (1.0 - 2.0**-53,), (0,), {}),
]

# Dirichlet: (theta, alpha); every component of both differentiated.
DIRICHLET = [
    ([0.2, 0.3, 0.5], [1.0, 2.0, 0.5]),  # d/dalpha_0 off by 0.9
    ([0.25, 0.25, 0.5], [1.0, 1.0, 1.0]),
    ([1e-300, 0.5, 0.5], [1.0, 3.0, 2.0]),
    ([0.1, 0.6, 0.3], [1e-3, 1e3, 1.0]),
]


# Vector helpers: (x, index of the output checked: log_softmax(x)[i],
# softmax(x)[i], categorical_logit_lpmf(i, x)); log_sum_exp(x) too.
VECTORS = [
    ([1e6, 1e6], 0),  # log_softmax off by 4.2e-11, softmax by 2.1e-11
    ([1e300, 1e300, 0.0], 1),  # log_softmax 0, not -log 2
    ([-800.0, -800.0], 0),
    ([709.0, 710.0, -1e300], 0),
    ([0.0, -1e300, 1.0], 2),
    ([1.0, 1.0, 1.0], 1),
]


def dirichlet_exact(theta, alpha):
    return mp.loggamma(sum(alpha)) - sum(mp.loggamma(a) for a in alpha) + sum(xlogy(a - 1, t) for a, t in zip(alpha, theta))


def extra_bits(args):
    # Bits beyond 60 digits for arguments far from 1, whose terms cancel
    # (lgamma(n + 1) against n log(lambda) at n = 1e300).
    return 64 + int(max([abs(mp.log(abs(mp.mpf(v)), 2)) for v in args if v != 0] + [0]))


def exact_value(fn, args):
    with mp.workprec(mp.mp.prec + extra_bits(args)):
        v = fn(*[mp.mpf(v) for v in args])
    return +v


def exact_derivative(fn, args, i, direction=0):
    """d fn / d args[i]: a central difference with a step 2^-(3 prec)
    relative to the square of the smallest nonzero argument (or 1), so
    that even terms near 1e300 that cancel leave no error, with four times
    the digits and more; one-sided (a forward difference) at an edge."""
    prec = mp.mp.prec
    a = [mp.mpf(v) for v in args]
    x = a[i]
    # Below every scale the function varies on: lognormal_lpdf(y, mu,
    # sigma) varies on y sigma.
    scale = min([abs(v) for v in a if v != 0] + [mp.mpf(1)]) ** 2 * mp.ldexp(1, -64)

    def g(t):
        b = list(a)
        b[i] = t
        return fn(*b)

    with mp.workprec(4 * prec + 4 * extra_bits(args)):
        if direction == 0:
            h = scale * mp.ldexp(1, -3 * prec)
            r = (g(x + h) - g(x - h)) / (2 * h)
        else:
            h = scale * mp.ldexp(1, -2 * prec) * direction
            r = (g(x + h) - g(x)) / h
    return +r


@unittest.skipIf(mp is None, "mpmath is not installed (bash scripts/dev/setup.sh installs it)")
class EdgeValuesAndGradients(unittest.TestCase):
    def setUp(self):
        mp.mp.dps = 60

    def problem(self, got, exact, tol, what):
        """None when got is within tol of exact, relative to max(1,
        |exact|) (an exact value beyond the doubles' range must be that
        infinity); else what went wrong."""
        nearest = float(exact)
        if np.isfinite(nearest) and np.isfinite(got):
            err = abs(mp.mpf(got) - exact) / max(1, abs(exact))
            if err <= tol:
                return None
            return f"{what}: {got!r} vs exact {mp.nstr(exact, 17)} (error {mp.nstr(err, 2)})"
        return None if got == nearest else f"{what}: {got!r} vs exact {mp.nstr(exact, 17)}"

    def test_every_function_has_rows(self):
        covered = {row[0] for row in ROWS} | {"dirichlet_lpdf", "categorical_logit_lpmf"}
        densities = {n for n in autobatch.DISTRIBUTIONS if n.endswith(("_lpdf", "_lpmf"))}
        # The linear algebra's densities, categorical_lpmf (a log of its
        # theta) and the LKJ density are test_distributions.py's.
        others = {"multi_normal_lpdf", "multi_normal_cholesky_lpdf", "categorical_lpmf", "lkj_corr_cholesky_lpdf"}
        self.assertEqual(densities - covered - others, set())
        self.assertEqual(set(exact_table()) - covered, set())

    def test_values_and_gradients_at_edges(self):
        table = exact_table()
        failures = []
        for name, args, wrt, opts in ROWS:
            f, exact_f = getattr(d, name), table[name]
            exact = exact_value(exact_f, args)
            for i in wrt:
                def of(x, i=i):
                    full = list(args)
                    full[i] = x
                    return f(*full)

                try:
                    with np.errstate(all="ignore"):
                        value, g = autobatch.value_and_grad(of, np.float64(args[i]))
                except ArithmeticError as e:
                    failures.append(f"{name}{args} d/d arg {i}: {type(e).__name__}")
                    continue
                want = exact_derivative(exact_f, args, i, opts.get("dir", 0))
                failures.append(self.problem(float(value), exact, VALUE_TOL, f"{name}{args} value"))
                failures.append(self.problem(float(g), want, GRAD_TOL, f"{name}{args} d/d arg {i}"))
        failures = sorted(set(f for f in failures if f))
        self.assertEqual(failures, [], "\n".join(failures))

    def test_vector_helpers_at_edges(self):
        def lse(*v):
            return mp.log(sum(mp.exp(t) for t in v))

        failures = []
        for x, i in VECTORS:
            k = len(x)
            cases = [
                ("log_sum_exp", lambda v: d.log_sum_exp(v), lse),
                ("log_softmax", lambda v, i=i: d.log_softmax(v)[i], lambda *v, i=i: v[i] - lse(*v)),
                ("softmax", lambda v, i=i: d.softmax(v)[i], lambda *v, i=i: mp.exp(v[i] - lse(*v))),
                ("categorical_logit_lpmf", lambda v, i=i: d.categorical_logit_lpmf(i, v), lambda *v, i=i: v[i] - lse(*v)),
            ]
            for name, ours, exact_f in cases:
                value, g = autobatch.value_and_grad(ours, np.array(x))
                failures.append(self.problem(float(value), exact_value(exact_f, x), VALUE_TOL, f"{name}{x, i} value"))
                for j in range(k):
                    want = exact_derivative(exact_f, x, j)
                    failures.append(self.problem(float(g[j]), want, GRAD_TOL, f"{name}{x, i} d/d x[{j}]"))
        failures = sorted(set(f for f in failures if f))
        self.assertEqual(failures, [], "\n".join(failures))

    def test_dirichlet_at_unit_concentrations(self):
        failures = []
        for theta, alpha in DIRICHLET:
            args = [mp.mpf(v) for v in theta + alpha]
            k = len(theta)

            def exact_f(*v):
                return dirichlet_exact(v[:k], v[k:])

            exact = exact_f(*args)
            for which, x0 in (("theta", theta), ("alpha", alpha)):
                def of(x, which=which):
                    return d.dirichlet_lpdf(x, np.array(alpha)) if which == "theta" else d.dirichlet_lpdf(np.array(theta), x)

                with np.errstate(all="ignore"):
                    value, g = autobatch.value_and_grad(of, np.array(x0))
                failures.append(self.problem(float(value), exact, VALUE_TOL, f"dirichlet{theta, alpha} value"))
                for j in range(k):
                    want = exact_derivative(exact_f, args, j if which == "theta" else k + j)
                    failures.append(self.problem(float(g[j]), want, GRAD_TOL, f"dirichlet{theta, alpha} d/d {which}[{j}]"))
        failures = sorted(set(f for f in failures if f))
        self.assertEqual(failures, [], "\n".join(failures))


if __name__ == "__main__":
    unittest.main()
