"""Predator and prey: the Lotka-Volterra equations fitted to the Hudson's
Bay Company's lynx and hare pelts, 1900-1920 (Carpenter 2018, "Predator-
Prey Population Dynamics: the Lotka-Volterra model in Stan"; the data,
examples/models/hudson_bay_lynx_hare.csv, with its source, made
examples/models/lotka_volterra.json by examples/make_lotka_volterra.py).

The populations z = (u, v) of hares (prey) and lynxes (predators), in
thousands, follow

    du/dt = (alpha - beta v) u,    dv/dt = (-gamma + delta u) v,

from z_init in 1900 (t = 0). The pelts y_init (1900) and y_t (t = 1..20)
are observed with log-normal noise, one scale per species. The case
study's model and priors:

    alpha, gamma ~ Normal(1, 0.5),  beta, delta ~ Normal(0.05, 0.05)  (all > 0),
    z_init_k ~ LogNormal(log 10, 1),  sigma_k ~ LogNormal(-1, 1),
    y_init_k ~ LogNormal(log z_init_k, sigma_k),
    y_{t,k} ~ LogNormal(log z_k(t), sigma_k).

z(t) is solved by the Dormand-Prince 5(4) pair (the method of Stan's
`integrate_ode_rk45` and of JAX's `odeint`) with the case study's
tolerances, relative 1e-6 and absolute 1e-5, and JAX's step-size
controller, in a `while` loop that takes as many steps as the tolerance
asks for: the number depends on the parameters, so every chain takes its
own, and the chains still batch on the steps they have in common. The
gradient is reverse mode through that loop (each step saves its values for
the gradient on a stack); the controller's choices are held constant
(stop_gradient), as usual, so it is the exact gradient of the discrete
solution the controller chose. One difference from Stan and JAX: the
solver steps to each observation time (the last step of a year cut
short) instead of interpolating, which costs a step or two a year.

The generated quantities are the fitted trajectories `z` and replicated
pelts (`y_init_rep`, `y_rep`) for posterior predictive checks.

    autobatch sample examples/models/lotka_volterra.py --data examples/models/lotka_volterra.json -o lv.nc
"""

from autobatch import *

N = 20
RTOL = 1e-6
ATOL = 1e-5
# A solution that needs more steps than this in all is given up (log
# density -inf): only absurd parameters, early in warmup, come near it (at
# the posterior the solution takes about 100).
MAX_STEPS = 1000
GENERATED = ("z", "y_init_rep", "y_rep")
# Chains start uniform in (-1, 1) on the unconstrained (log) scale, not
# Stan's (-2, 2): at beta or delta up to exp(2) = 7.4 (the posterior's are
# near 0.03) the populations collapse within a year, and 4 of 64 chains
# started from (-2, 2) stayed where they started (mean log density -290
# to -1,744 against the posterior's -137); from (-1, 1), none of 192.
INIT_JITTER = 1.0
# Stan's windowed warmup, not nutpie's (the default): nutpie's left 1 or 2
# of 4 chains with a metric on which up to a quarter of their draws
# diverged (seeds 0 and 1); Stan's none of 28 chains (seeds 0 to 2, 16
# chains), at about 33 leapfrog steps a transition against 19.
ADAPT = "stan"
# Each chain starts at the best of the local maxima that L-BFGS reaches
# from its 8 random initial points, not at the best of the points: the
# posterior has a minor mode (alpha near 1, gamma near 1.2, sigma near
# 0.65: a cycle of about 6 years where the pelts' is 10) 40 nats below
# its mode, and L-BFGS from 26 of 48 points uniform in (-1, 1) ends
# there. Of 64 chains started at the points themselves (seed 0, dense
# metric), 8 were still there after 1,000 warmup transitions and 9 more
# left it during the metric's last window, whose draws of both modes
# gave their metric a step size of 0.03 against 0.55; from the maxima,
# none of 64. (L-BFGS converges in about 40 iterations here.)
INIT_OPTIMIZE = 200


def log_density(
    alpha: Positive[f64],
    beta: Positive[f64],
    gamma: Positive[f64],
    delta: Positive[f64],
    z_init: Positive[f64[2]],
    sigma: Positive[f64[2]],
    ts: Shared[f64[N]],
    y_init: Shared[f64[2]],
    y: Shared[f64[N, 2]],
) -> f64:
    lp = normal_lpdf(alpha, 1.0, 0.5) + normal_lpdf(gamma, 1.0, 0.5)
    lp += normal_lpdf(beta, 0.05, 0.05) + normal_lpdf(delta, 0.05, 0.05)
    lp += lognormal_lpdf(z_init, log(10.0), 1.0) + lognormal_lpdf(sigma, -1.0, 1.0)
    lp += lognormal_lpdf(y_init, log(z_init), sigma)
    u = z_init[0]
    v = z_init[1]
    fu, fv = rhs(u, v, alpha, beta, gamma, delta)
    t = 0.0
    h = 0.1
    n = 0
    for k in range(N):
        u, v, fu, fv, h, n, ok = solve(u, v, fu, fv, t, ts[k], h, n, alpha, beta, gamma, delta)
        if not ok:
            return -inf
        t = ts[k]
        lp += lognormal_lpdf(y[k, 0], log(u), sigma[0]) + lognormal_lpdf(y[k, 1], log(v), sigma[1])
    return lp


def rhs(u: f64, v: f64, a: f64, b: f64, c: f64, d: f64) -> tuple[f64, f64]:
    return (a - b * v) * u, (-c + d * u) * v


def solve(
    u: f64, v: f64, fu: f64, fv: f64, t: f64, t_end: f64, h: f64, n: i64, a: f64, b: f64, c: f64, d: f64
) -> tuple[f64, f64, f64, f64, f64, i64, bool]:
    # Advances (u, v) from t to t_end by Dormand-Prince 5(4) steps; (fu, fv)
    # is the derivative at (u, v) (the last stage of an accepted step is
    # the first of the next). Returns the state, its derivative, the step
    # size to try next, the steps taken so far (n before) and whether it
    # got there within MAX_STEPS.
    while t < t_end and n < MAX_STEPS:
        s = min(h, t_end - t)
        k2u, k2v = rhs(u + s * (0.2 * fu), v + s * (0.2 * fv), a, b, c, d)
        k3u, k3v = rhs(
            u + s * (3.0 / 40.0 * fu + 9.0 / 40.0 * k2u), v + s * (3.0 / 40.0 * fv + 9.0 / 40.0 * k2v), a, b, c, d
        )
        k4u, k4v = rhs(
            u + s * (44.0 / 45.0 * fu - 56.0 / 15.0 * k2u + 32.0 / 9.0 * k3u),
            v + s * (44.0 / 45.0 * fv - 56.0 / 15.0 * k2v + 32.0 / 9.0 * k3v),
            a, b, c, d,
        )
        k5u, k5v = rhs(
            u + s * (19372.0 / 6561.0 * fu - 25360.0 / 2187.0 * k2u + 64448.0 / 6561.0 * k3u - 212.0 / 729.0 * k4u),
            v + s * (19372.0 / 6561.0 * fv - 25360.0 / 2187.0 * k2v + 64448.0 / 6561.0 * k3v - 212.0 / 729.0 * k4v),
            a, b, c, d,
        )
        k6u, k6v = rhs(
            u + s * (9017.0 / 3168.0 * fu - 355.0 / 33.0 * k2u + 46732.0 / 5247.0 * k3u + 49.0 / 176.0 * k4u - 5103.0 / 18656.0 * k5u),
            v + s * (9017.0 / 3168.0 * fv - 355.0 / 33.0 * k2v + 46732.0 / 5247.0 * k3v + 49.0 / 176.0 * k4v - 5103.0 / 18656.0 * k5v),
            a, b, c, d,
        )
        nu = u + s * (35.0 / 384.0 * fu + 500.0 / 1113.0 * k3u + 125.0 / 192.0 * k4u - 2187.0 / 6784.0 * k5u + 11.0 / 84.0 * k6u)
        nv = v + s * (35.0 / 384.0 * fv + 500.0 / 1113.0 * k3v + 125.0 / 192.0 * k4v - 2187.0 / 6784.0 * k5v + 11.0 / 84.0 * k6v)
        k7u, k7v = rhs(nu, nv, a, b, c, d)
        # The embedded fourth-order solution's difference from the fifth.
        eu = s * (71.0 / 57600.0 * fu - 71.0 / 16695.0 * k3u + 71.0 / 1920.0 * k4u - 17253.0 / 339200.0 * k5u + 22.0 / 525.0 * k6u - 0.025 * k7u)
        ev = s * (71.0 / 57600.0 * fv - 71.0 / 16695.0 * k3v + 71.0 / 1920.0 * k4v - 17253.0 / 339200.0 * k5v + 22.0 / 525.0 * k6v - 0.025 * k7v)
        su = eu / (ATOL + RTOL * max(abs(u), abs(nu)))
        sv = ev / (ATOL + RTOL * max(abs(v), abs(nv)))
        ratio = stop_gradient(0.5 * (su * su + sv * sv))
        if isnan(ratio):
            # The state left the numbers: give up (the log density is -inf).
            n = MAX_STEPS
        elif ratio <= 1.0:
            t = t + s
            u = nu
            v = nv
            fu = k7u
            fv = k7v
        # JAX odeint's controller: the next step is s / factor, with
        # factor = error^(1/5) / 0.9 within [1/10, 5] (within [1/10, 1]
        # after an accepted step: an accepted step never shrinks it).
        if ratio == 0.0:
            factor = 0.1
        else:
            factor = max(0.1, min(sqrt(ratio) ** 0.2 / 0.9, 1.0 if ratio <= 1.0 else 5.0))
        grown = stop_gradient(s / factor)
        # A step cut short to land on t_end does not shrink the next one.
        h = max(grown, h) if s < h and ratio <= 1.0 else grown
        n += 1
    return u, v, fu, fv, h, n, t >= t_end


def generated_quantities(
    alpha: Positive[f64],
    beta: Positive[f64],
    gamma: Positive[f64],
    delta: Positive[f64],
    z_init: Positive[f64[2]],
    sigma: Positive[f64[2]],
    ts: Shared[f64[N]],
    y_init: Shared[f64[2]],
    y: Shared[f64[N, 2]],
    key: i64,
) -> tuple[f64[N, 2], f64[2], f64[N, 2]]:
    z = zeros((N, 2), f64)
    y_rep = zeros((N, 2), f64)
    u = z_init[0]
    v = z_init[1]
    fu, fv = rhs(u, v, alpha, beta, gamma, delta)
    t = 0.0
    h = 0.1
    n = 0
    for k in range(N):
        u, v, fu, fv, h, n, ok = solve(u, v, fu, fv, t, ts[k], h, n, alpha, beta, gamma, delta)
        t = ts[k]
        z[k, 0] = u
        z[k, 1] = v
        y_rep[k, 0] = lognormal_rng(split(key, 2 * k + 1), log(u), sigma[0])
        y_rep[k, 1] = lognormal_rng(split(key, 2 * k + 2), log(v), sigma[1])
    return z, lognormal_rng(split(key, 0), log(z_init), sigma), y_rep
