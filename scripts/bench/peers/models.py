"""The log densities of our model files (examples/models/*.py) in JAX, for
the peers that sample them through numpyro's potential_fn (potential =
minus the log density), so that the peers' draws live in the same
coordinates as ours and compare coordinate by coordinate:

  eight_schools  non-centered eight schools, theta = (mu, log tau,
                 eta_1..eta_8): mu ~ N(0, 5), tau ~ HalfCauchy(5) (with
                 the log's Jacobian, + log tau), eta_j ~ N(0, 1),
                 y_j ~ N(mu + tau eta_j, sigma_j); float64.
  logreg         y[n] ~ Bernoulli(sigmoid(x[n] . beta)), beta ~ N(0, I),
                 x f32[10000, 100] from examples/data/logreg.npz; float32
                 (as ours: the model file declares f32).
  gaussian       the 100-d Gaussian -theta^T P theta / 2 with the
                 precision P of examples/make_gaussian.py; float64.
  lotka_volterra the Lotka-Volterra model of the Hudson's Bay pelts,
                 theta = the logs of (alpha, beta, gamma, delta,
                 z_init[0], z_init[1], sigma[0], sigma[1]) (with the
                 logs' Jacobian, + sum theta), the priors and likelihood
                 of examples/models/lotka_volterra.py, z(t) solved by
                 jax.experimental.ode.odeint (Dormand-Prince 5(4), as
                 ours; rtol 1e-6 and atol 1e-5, as ours; mxstep 1000 per
                 observation interval where ours allows 1000 steps in
                 all; interpolated at the observation times where ours
                 steps to them; its gradient by the adjoint method, a
                 second adaptive solve backwards, where ours is reverse
                 mode through the forward steps); float64.

Each density drops the constants our model files drop (they do not move
the sampler). JAX's autodiff gives the gradients.

The chains start uniform in (-2, 2) on this unconstrained scale, which is
numpyro's default (init_to_uniform) and our `--init-jitter 2.0` default.
"""

import numpy as np

import common

EIGHT_SCHOOLS_Y = [28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0]
EIGHT_SCHOOLS_SIGMA = [15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0]
EIGHT_SCHOOLS_NAMES = ["mu", "log_tau"] + [f"eta[{j}]" for j in range(8)]

MODELS = ("eight_schools", "logreg", "gaussian", "lotka_volterra")
LV_NAMES = ["alpha", "beta", "gamma", "delta", "z_init[0]", "z_init[1]", "sigma[0]", "sigma[1]"]
LV_RTOL, LV_ATOL, LV_MXSTEP = 1e-6, 1e-5, 1000
INIT_RADIUS = 2.0


def dim(model):
    return {"eight_schools": 10, "lotka_volterra": len(LV_NAMES)}.get(model, 100)


def dtype(model):
    return np.float32 if model == "logreg" else np.float64


def coordinate_names(model):
    if model == "eight_schools":
        return list(EIGHT_SCHOOLS_NAMES)
    if model == "lotka_volterra":
        return list(LV_NAMES)
    return [f"theta[{i}]" for i in range(dim(model))]


def needs_x64(model):
    return dtype(model) == np.float64


def log_density(model, jnp):
    """theta [D] -> scalar log density (one chain), as examples/models/MODEL.py states it."""
    if model == "eight_schools":
        y = jnp.asarray(EIGHT_SCHOOLS_Y, dtype=jnp.float64)
        sigma = jnp.asarray(EIGHT_SCHOOLS_SIGMA, dtype=jnp.float64)

        def lp(theta):
            mu, log_tau, eta = theta[0], theta[1], theta[2:]
            tau = jnp.exp(log_tau)
            r = (y - (mu + tau * eta)) / sigma
            prior = -0.5 * (mu / 5.0) ** 2 - jnp.log1p((tau / 5.0) ** 2) + log_tau
            return prior - 0.5 * jnp.dot(eta, eta) - 0.5 * jnp.dot(r, r)

        return lp
    if model == "logreg":
        x, y, _ = common.load_logreg()
        xj = jnp.asarray(x)
        yj = jnp.asarray(y)

        def lp(beta):
            z = xj @ beta
            return jnp.sum(yj * z - jnp.logaddexp(0.0, z)) - 0.5 * jnp.dot(beta, beta) / common.PRIOR_VAR

        return lp
    if model == "gaussian":
        prec = jnp.asarray(common.load_gaussian_precision())

        def lp(theta):
            return -0.5 * jnp.dot(theta, prec @ theta)

        return lp
    if model == "lotka_volterra":
        return lotka_volterra_density(jnp)
    raise ValueError(f"unknown model {model!r}: expected one of {', '.join(MODELS)}")


def lotka_volterra_rhs(jnp):
    def dz_dt(z, t, a, b, c, d):
        return jnp.stack([(a - b * z[1]) * z[0], (-c + d * z[0]) * z[1]])

    return dz_dt


def lotka_volterra_density(jnp, rhs=None):
    """theta (the 8 logs) -> the log density of examples/models/lotka_volterra.py
    (its constants dropped), on examples/models/lotka_volterra.json. ``rhs``:
    the ODE's right-hand side (default ``lotka_volterra_rhs``)."""
    import json
    import os

    from jax.experimental.ode import odeint

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    with open(os.path.join(root, "examples", "models", "lotka_volterra.json")) as f:
        data = json.load(f)
    times = jnp.asarray([0.0] + data["ts"])
    log_y_init, log_y = jnp.log(jnp.asarray(data["y_init"])), jnp.log(jnp.asarray(data["y"]))
    rhs = rhs or lotka_volterra_rhs(jnp)

    def normal(x, mu, sd):
        return -0.5 * ((x - mu) / sd) ** 2 - jnp.log(sd)

    def lp(theta):
        p = jnp.exp(theta)
        alpha, beta, gamma, delta, z_init, sigma = p[0], p[1], p[2], p[3], p[4:6], p[6:8]
        prior = normal(alpha, 1.0, 0.5) + normal(gamma, 1.0, 0.5) + normal(beta, 0.05, 0.05) + normal(delta, 0.05, 0.05)
        # LogNormal on the log scale: Normal of the log, minus the log (the
        # density's 1 / x), which the Jacobian (+ theta) cancels.
        prior += jnp.sum(normal(theta[4:6], jnp.log(10.0), 1.0)) + jnp.sum(normal(theta[6:8], -1.0, 1.0))
        z = odeint(rhs, z_init, times, alpha, beta, gamma, delta, rtol=LV_RTOL, atol=LV_ATOL, mxstep=LV_MXSTEP)[1:]
        like = jnp.sum(normal(log_y_init, theta[4:6], sigma)) + jnp.sum(normal(log_y, jnp.log(z), sigma))
        # The observations' 1 / y terms are constants; the Jacobian of the
        # first four logs remains.
        return prior + like + jnp.sum(theta[:4])

    return lp


def potential(model, jnp):
    """numpyro's potential_fn: minus the log density."""
    lp = log_density(model, jnp)
    return lambda theta: -lp(theta)


def uniform_inits(model, chains, seed):
    """[chains, D] starting points uniform in (-INIT_RADIUS, INIT_RADIUS), in the model's dtype."""
    rng = np.random.default_rng(seed)
    return rng.uniform(-INIT_RADIUS, INIT_RADIUS, size=(chains, dim(model))).astype(dtype(model))
