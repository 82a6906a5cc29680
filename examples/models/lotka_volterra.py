"""Parameter inference for an ODE whose solution is a data-dependent loop:
the Lotka-Volterra predator-prey equations

    du/dt = alpha u - beta u v,    dv/dt = -gamma v + delta u v,

solved from a known start (u0, v0) by an adaptive Runge-Kutta method
(Bogacki-Shampine 3(2), the pair of MATLAB's ode23) in a `while` loop that
takes as many steps as the tolerance asks for, which depends on the
parameters. Populations are observed at T = 20 times with log-normal
noise (examples/make_lotka_volterra.py simulates them):

    alpha, gamma ~ LogNormal(0, 1),  beta, delta ~ LogNormal(log 0.05, 1),
    sigma ~ LogNormal(-1, 1),  obs_t ~ LogNormal(log z(t), sigma),

with the five parameters `Positive[f64]` (sampled as their logs). The
gradient is reverse mode through the solver's loop (the values of each
step are saved on a tape); the step-size controller is held constant
(stop_gradient), as is usual, so the gradient is the exact gradient of the
discrete solution it chose. Every chain takes its own number of steps;
the chains still batch on the steps they have in common.

    python3 examples/make_lotka_volterra.py
    autobatch sample examples/models/lotka_volterra.py --data examples/data/lotka_volterra.json -o lv.nc

(each solver step saves its values for the gradient on a stack: the
first run grows the stacks to 4,096 entries, see MAX_STEPS and
docs/sampling.md "Stack depth").
"""

from autobatch import *

T = 20
RTOL = 1e-6
ATOL = 1e-6
# A solution that needs more steps than this in all is given up (log
# density -inf): only absurd parameters, early in warmup, come near it.
# Each step saves its values for the gradient, so the stacks grow above
# it (the solution at the truth takes 356 steps).
MAX_STEPS = 1000


def log_density(
    alpha: Positive[f64],
    beta: Positive[f64],
    gamma: Positive[f64],
    delta: Positive[f64],
    sigma: Positive[f64],
    ts: Shared[f64[T]],
    obs: Shared[f64[T, 2]],
    z0: Shared[f64[2]],
) -> f64:
    a, b, c, d = alpha, beta, gamma, delta
    lp = lognormal_lpdf(a, 0.0, 1.0) + lognormal_lpdf(c, 0.0, 1.0)
    lp += lognormal_lpdf(b, log(0.05), 1.0) + lognormal_lpdf(d, log(0.05), 1.0)
    lp += lognormal_lpdf(sigma, -1.0, 1.0)
    u = z0[0]
    v = z0[1]
    t = 0.0
    h = 0.1
    n = 0
    for k in range(T):
        u, v, h, n, ok = solve(u, v, t, ts[k], h, n, a, b, c, d)
        if not ok:
            return -inf
        t = ts[k]
        lp += lognormal_lpdf(obs[k, 0], log(u), sigma) + lognormal_lpdf(obs[k, 1], log(v), sigma)
    return lp


def rhs(u: f64, v: f64, a: f64, b: f64, c: f64, d: f64) -> tuple[f64, f64]:
    return a * u - b * u * v, -c * v + d * u * v


def solve(
    u: f64, v: f64, t: f64, t_end: f64, h: f64, n: i64, a: f64, b: f64, c: f64, d: f64
) -> tuple[f64, f64, f64, i64, bool]:
    # Advances (u, v) from t to t_end; returns the state, the step size to
    # try next, the steps taken so far (n before) and whether it got
    # there before MAX_STEPS.
    while t < t_end and n < MAX_STEPS:
        step = min(h, t_end - t)
        k1u, k1v = rhs(u, v, a, b, c, d)
        k2u, k2v = rhs(u + 0.5 * step * k1u, v + 0.5 * step * k1v, a, b, c, d)
        k3u, k3v = rhs(u + 0.75 * step * k2u, v + 0.75 * step * k2v, a, b, c, d)
        nu = u + step * (2.0 / 9.0 * k1u + 1.0 / 3.0 * k2u + 4.0 / 9.0 * k3u)
        nv = v + step * (2.0 / 9.0 * k1v + 1.0 / 3.0 * k2v + 4.0 / 9.0 * k3v)
        k4u, k4v = rhs(nu, nv, a, b, c, d)
        # The embedded second-order solution's difference from the third.
        eu = step * (-5.0 / 72.0 * k1u + 1.0 / 12.0 * k2u + 1.0 / 9.0 * k3u - 1.0 / 8.0 * k4u)
        ev = step * (-5.0 / 72.0 * k1v + 1.0 / 12.0 * k2v + 1.0 / 9.0 * k3v - 1.0 / 8.0 * k4v)
        su = eu / (ATOL + RTOL * max(abs(u), abs(nu)))
        sv = ev / (ATOL + RTOL * max(abs(v), abs(nv)))
        err = stop_gradient(sqrt(0.5 * (su * su + sv * sv)))
        if err <= 1.0:
            t = t + step
            u = nu
            v = nv
        # The usual controller: grow or shrink by (1 / err)^(1/3), within
        # [0.2, 5], with a safety factor. (err is not NaN: a NaN state
        # fails `err <= 1` and shrinks the step until MAX_STEPS.)
        grow = 0.9 * max(err, 1e-10) ** (-1.0 / 3.0)
        h = stop_gradient(step * min(5.0, max(0.2, grow)))
        n += 1
    return u, v, h, n, t >= t_end
