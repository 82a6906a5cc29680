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

MODELS = ("eight_schools", "logreg", "gaussian")
INIT_RADIUS = 2.0


def dim(model):
    return 10 if model == "eight_schools" else 100


def dtype(model):
    return np.float32 if model == "logreg" else np.float64


def coordinate_names(model):
    if model == "eight_schools":
        return list(EIGHT_SCHOOLS_NAMES)
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
    raise ValueError(f"unknown model {model!r}: expected one of {', '.join(MODELS)}")


def potential(model, jnp):
    """numpyro's potential_fn: minus the log density."""
    lp = log_density(model, jnp)
    return lambda theta: -lp(theta)


def uniform_inits(model, chains, seed):
    """[chains, D] starting points uniform in (-INIT_RADIUS, INIT_RADIUS), in the model's dtype."""
    rng = np.random.default_rng(seed)
    return rng.uniform(-INIT_RADIUS, INIT_RADIUS, size=(chains, dim(model))).astype(dtype(model))
