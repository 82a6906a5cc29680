"""Reference posteriors from numpyro's NUTS for the three examples that
exercise the distribution library and the constraints, for the test that
compares `autobatch sample`'s posterior means with them
(tests/conformance/sample.rs, library_examples_agree_with_numpyro):

  poisson_glm  examples/models/poisson_glm.py + poisson_glm.json
  mixture      examples/models/mixture.py + mixture.json
  multilevel   examples/models/multilevel.py + multilevel.json
  lotka_volterra  examples/models/lotka_volterra.py + lotka_volterra.json

Each model is written again here as an ordinary numpyro model, with
numpyro's own distributions and constraints (not our model file's code),
so the reference is independent of our distribution library and
transforms:

  poisson_glm  alpha ~ Normal(0, 2), beta ~ Normal(0, 1)^3,
               y ~ Poisson(exp(alpha + x beta))
  mixture      mu ~ Normal(0, 5)^2 restricted to mu[0] < mu[1] (an
               ImproperUniform site on numpyro's ordered_vector support,
               its density Normal(0, 5) added by numpyro.factor),
               sigma ~ LogNormal(0, 1)^2, theta ~ Beta(2, 2),
               y ~ MixtureSameFamily(Categorical(theta, 1 - theta),
               Normal(mu, sigma))
  multilevel   mu ~ Normal(0, 5)^2, tau ~ HalfNormal(2)^2,
               L ~ LKJCholesky(2, concentration 2), per group
               effects[j] ~ MultivariateNormal(mu, scale_tril diag(tau) L)
               (centered, as the model file), sigma ~ Exponential(1),
               y ~ Normal(effects[g, 0] + effects[g, 1] x, sigma), g the
               group of each point (the argmax of the one-hot `groups`)
  lotka_volterra  alpha, gamma ~ TruncatedNormal(1, 0.5, low 0), beta,
               delta ~ TruncatedNormal(0.05, 0.05, low 0), z_init ~
               LogNormal(log 10, 1)^2, sigma ~ LogNormal(-1, 1)^2, z(t)
               by jax.experimental.ode.odeint (Dormand-Prince 5(4),
               rtol 1e-6, atol 1e-5, mxstep 1000, interpolated at the
               observation times), y_init ~ LogNormal(log z_init, sigma),
               y ~ LogNormal(log z(t), sigma)

Before sampling, a density check guards against a mis-translation: at a
few random points (constrained values), the model file's log_density, run
by CPython (python/autobatch, the same file the compiler builds), minus
numpyro's log joint of the same values (numpyro.infer.util.log_density:
the model's log probabilities on the constrained scale, no Jacobians) must
be one constant per model (normalizing constants: HalfNormal's log 2,
the truncation of the ordered prior, the LKJ normalizer, ...); its spread
over the points must stay below --check-tol (5e-3 for lotka_volterra,
whose two ODE solvers agree to their tolerances only), or the script stops.

Sampling: numpyro's default NUTS and adaptation (dual-averaging step size
toward the target acceptance, diagonal mass matrix from the windowed
warmup, max_tree_depth 10), float64 (jax x64), --chains chains run
vectorized (chain_method="vectorized"), starts uniform in (-2, 2) on
numpyro's unconstrained scale (init_to_uniform), one fixed --seed.

The target acceptance is 0.9 for poisson_glm and mixture (no divergences
there), 0.99 for multilevel: its centered effects have a funnel toward
tau[1] -> 0, where at the default settings and seed 72 of 40,000
transitions diverge at 0.9 and 4 at 0.95, none at 0.99, and a reference
should have none (the means at 0.9, 0.95 and 0.99 agree within
|z| < 1.7 of their Monte Carlo errors, the sds within 1.1%).
--target-accept sets one value for all models.

Writes tests/data/MODEL_numpyro.json (small: no draws), with:

  source          what made it: versions, settings, command (text)
  names           the coordinates as our summary names them, in its order:
                  log_density's parameters in order, each flattened
                  row-major ("beta[0]", "L[1, 0]")
  mean, sd        posterior means and standard deviations (all draws)
  mcse_mean       arviz.mcse(method="mean")
  ess_bulk        arviz.ess(method="bulk"), rank-normalized split-chain
  ess_tail        arviz.ess(method="tail")
  rhat            arviz.rhat, rank-normalized split R-hat
  divergences     divergent transitions after warmup, all chains
  + the settings as fields, mean leapfrog steps, step sizes, and the
  density check's constant and spread

A constant coordinate (a Cholesky factor's first row, L[0, 0] = 1 and
L[0, 1] = 0) has its value as mean, sd 0, mcse_mean 0, and null (NaN)
ess and R-hat.

    source scripts/bench/peers/venv.sh; peers_venv jax
    target/peers-venv/bin/python scripts/reference/numpyro_library_examples.py [--models poisson_glm,mixture,multilevel]
        [--chains 4 --samples 10000 --warmup 1000 --seed 20261126] [--target-accept P] [--check-only]
"""

import argparse
import json
import os
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODELS_DIR = os.path.join(ROOT, "examples", "models")
OUT_DIR = os.path.join(ROOT, "tests", "data")
sys.path.insert(0, os.path.join(ROOT, "scripts", "bench", "peers"))
import common  # noqa: E402
ALL_MODELS = ["poisson_glm", "mixture", "multilevel", "lotka_volterra"]
TARGET_ACCEPT = {"poisson_glm": 0.9, "mixture": 0.9, "multilevel": 0.99, "lotka_volterra": 0.8}
# The largest spread of file - numpyro over the check's points, where not
# --check-tol: the Lotka-Volterra model's two solvers (ours steps to each
# observation time, JAX's odeint interpolates between its steps) agree to
# their tolerances, not to the last bits: at the check's points both are
# within 6e-5 of the exact solution (relative; ours within 3e-5), which
# moves the log density by up to about 2e-3.
CHECK_TOL = {"lotka_volterra": 5e-3}


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default=",".join(ALL_MODELS), help="comma-separated (default all three)")
    p.add_argument("--chains", type=int, default=4, help="chains (default 4)")
    p.add_argument("--samples", type=int, default=10000, help="draws per chain after warmup (default 10000)")
    p.add_argument("--warmup", type=int, default=1000, help="adaptation transitions per chain (default 1000)")
    p.add_argument(
        "--target-accept",
        type=float,
        default=None,
        help="numpyro's target_accept_prob for every model (default per model: 0.9, multilevel 0.99; see above)",
    )
    p.add_argument("--seed", type=int, default=20261126, help="PRNG seed (default 20261126)")
    p.add_argument("--check-points", type=int, default=6, help="random points of the density check (default 6)")
    p.add_argument("--check-tol", type=float, default=1e-8, help="largest spread of the differences (default 1e-8)")
    p.add_argument("--check-only", action="store_true", help="only the density check; no sampling")
    p.add_argument("--out-dir", default=OUT_DIR, help="where MODEL_numpyro.json go (default tests/data)")
    args = p.parse_args()
    args.models = [m for m in args.models.split(",") if m]
    unknown = sorted(set(args.models) - set(ALL_MODELS))
    if unknown:
        p.error(f"unknown models {unknown}; choose from {ALL_MODELS}")
    return args


def load_data(name):
    with open(os.path.join(MODELS_DIR, f"{name}.json")) as f:
        raw = json.load(f)
    if name == "poisson_glm":
        return {"x": np.asarray(raw["x"], dtype=np.float64), "y": np.asarray(raw["y"], dtype=np.int64)}
    return {k: np.asarray(v, dtype=np.float64) for k, v in raw.items()}


# ---------------------------------------------------------------- the models in numpyro


def numpyro_models():
    """name -> (model(data), [(parameter, shape)] in log_density's order)."""
    import jax.numpy as jnp
    import numpyro
    import numpyro.distributions as dist
    from numpyro.distributions import constraints

    def poisson_glm(data):
        x, y = jnp.asarray(data["x"]), jnp.asarray(data["y"])
        alpha = numpyro.sample("alpha", dist.Normal(0.0, 2.0))
        beta = numpyro.sample("beta", dist.Normal(0.0, 1.0).expand([x.shape[1]]).to_event(1))
        numpyro.sample("y", dist.Poisson(jnp.exp(alpha + x @ beta)).to_event(1), obs=y)

    def mixture(data):
        y = jnp.asarray(data["y"])
        mu = numpyro.sample("mu", dist.ImproperUniform(constraints.ordered_vector, (), event_shape=(2,)))
        numpyro.factor("mu_prior", dist.Normal(0.0, 5.0).log_prob(mu).sum())
        sigma = numpyro.sample("sigma", dist.LogNormal(0.0, 1.0).expand([2]).to_event(1))
        theta = numpyro.sample("theta", dist.Beta(2.0, 2.0))
        weights = dist.Categorical(probs=jnp.stack([theta, 1.0 - theta]))
        each = dist.MixtureSameFamily(weights, dist.Normal(mu, sigma))
        numpyro.sample("y", each.expand([y.shape[0]]).to_event(1), obs=y)

    def multilevel(data):
        x, y, groups = jnp.asarray(data["x"]), jnp.asarray(data["y"]), np.asarray(data["groups"])
        assert np.all(groups.sum(axis=1) == 1.0) and np.all((groups == 0.0) | (groups == 1.0)), "groups not one-hot"
        g = jnp.asarray(np.argmax(groups, axis=1))
        n_groups = groups.shape[1]
        mu = numpyro.sample("mu", dist.Normal(0.0, 5.0).expand([2]).to_event(1))
        tau = numpyro.sample("tau", dist.HalfNormal(2.0).expand([2]).to_event(1))
        L = numpyro.sample("L", dist.LKJCholesky(2, concentration=2.0))
        with numpyro.plate("group", n_groups):
            effects = numpyro.sample("effects", dist.MultivariateNormal(mu, scale_tril=tau[:, None] * L))
        sigma = numpyro.sample("sigma", dist.Exponential(1.0))
        mean = effects[g, 0] + effects[g, 1] * x
        numpyro.sample("y", dist.Normal(mean, sigma).to_event(1), obs=y)

    def lotka_volterra(data):
        from jax.experimental.ode import odeint

        ts, y_init, y = jnp.asarray(data["ts"]), jnp.asarray(data["y_init"]), jnp.asarray(data["y"])
        alpha = numpyro.sample("alpha", dist.TruncatedNormal(1.0, 0.5, low=0.0))
        beta = numpyro.sample("beta", dist.TruncatedNormal(0.05, 0.05, low=0.0))
        gamma = numpyro.sample("gamma", dist.TruncatedNormal(1.0, 0.5, low=0.0))
        delta = numpyro.sample("delta", dist.TruncatedNormal(0.05, 0.05, low=0.0))
        z_init = numpyro.sample("z_init", dist.LogNormal(jnp.log(10.0), 1.0).expand([2]).to_event(1))
        sigma = numpyro.sample("sigma", dist.LogNormal(-1.0, 1.0).expand([2]).to_event(1))

        def dz_dt(z, t, a, b, c, d):
            return jnp.stack([(a - b * z[1]) * z[0], (-c + d * z[0]) * z[1]])

        times = jnp.concatenate([jnp.zeros(1), ts])
        z = odeint(dz_dt, z_init, times, alpha, beta, gamma, delta, rtol=1e-6, atol=1e-5, mxstep=1000)[1:]
        numpyro.sample("y_init", dist.LogNormal(jnp.log(z_init), sigma).to_event(1), obs=y_init)
        numpyro.sample("y", dist.LogNormal(jnp.log(z), sigma).to_event(2), obs=y)

    return {
        "lotka_volterra": (
            lotka_volterra,
            [("alpha", ()), ("beta", ()), ("gamma", ()), ("delta", ()), ("z_init", (2,)), ("sigma", (2,))],
        ),
        "poisson_glm": (poisson_glm, [("alpha", ()), ("beta", (3,))]),
        "mixture": (mixture, [("mu", (2,)), ("sigma", (2,)), ("theta", ())]),
        "multilevel": (
            multilevel,
            [("mu", (2,)), ("tau", (2,)), ("L", (2, 2)), ("effects", (10, 2)), ("sigma", ())],
        ),
    }


def coordinate_names(params):
    names = []
    for name, shape in params:
        if shape == ():
            names.append(name)
        else:
            for idx in np.ndindex(*shape):
                names.append(f"{name}[{', '.join(str(i) for i in idx)}]")
    return names


# ---------------------------------------------------------------- the density check


def random_point(name, rng):
    """Constrained values, in log_density's order, spread over the posterior's neighbourhood and beyond."""
    if name == "poisson_glm":
        return {"alpha": rng.normal(0.5, 0.5), "beta": rng.normal(0.0, 0.5, 3)}
    if name == "mixture":
        return {
            "mu": np.sort(rng.normal(0.5, 2.0, 2)),
            "sigma": np.exp(rng.normal(0.0, 0.5, 2)),
            "theta": rng.uniform(0.05, 0.95),
        }
    if name == "lotka_volterra":
        positive = lambda mean, sd, *shape: mean * np.exp(rng.normal(0.0, sd, shape) if shape else rng.normal(0.0, sd))
        return {
            "alpha": positive(0.55, 0.2),
            "beta": positive(0.028, 0.2),
            "gamma": positive(0.8, 0.2),
            "delta": positive(0.024, 0.2),
            "z_init": np.array([positive(34.0, 0.2), positive(6.0, 0.2)]),
            "sigma": positive(0.25, 0.3, 2),
        }
    if name == "multilevel":
        r = rng.uniform(-0.95, 0.95)
        return {
            "mu": rng.normal(0.0, 1.0, 2),
            "tau": np.exp(rng.normal(-0.5, 0.7, 2)),
            "L": np.array([[1.0, 0.0], [r, np.sqrt(1.0 - r * r)]]),
            "effects": rng.normal(0.0, 1.0, (10, 2)),
            "sigma": np.exp(rng.normal(0.0, 0.5)),
        }
    raise KeyError(name)


DATA_ORDER = {
    "poisson_glm": ["x", "y"],
    "mixture": ["y"],
    "multilevel": ["x", "groups", "y"],
    "lotka_volterra": ["ts", "y_init", "y"],
}


def file_log_density(module, name, params, point, data):
    """The model file's log_density under CPython, parameters then data in its order."""
    import autobatch

    def value(v):
        return float(v) if np.ndim(v) == 0 else autobatch.array(np.asarray(v, dtype=np.float64))

    args = [value(point[p]) for p, _ in params]
    args += [autobatch.array(data[k]) for k in DATA_ORDER[name]]
    return float(module.log_density(*args))


def density_check(name, model, params, data, args):
    """(constant, spread, log density range): file minus numpyro at random points; aborts on a mismatch."""
    import jax.numpy as jnp
    from numpyro.infer.util import log_density

    sys.path.insert(0, os.path.join(ROOT, "python"))
    from autobatch.runner import load_program

    module = load_program(os.path.join(MODELS_DIR, f"{name}.py"))
    rng = np.random.default_rng(args.seed + 1)
    ours, theirs = [], []
    for _ in range(args.check_points):
        point = random_point(name, rng)
        ours.append(file_log_density(module, name, params, point, data))
        lp, _ = log_density(model, (data,), {}, {k: jnp.asarray(v) for k, v in point.items()})
        theirs.append(float(lp))
    ours, theirs = np.array(ours), np.array(theirs)
    diff = ours - theirs
    spread = float(diff.max() - diff.min())
    print(f"{name}: density check at {len(diff)} points: file log density in [{ours.min():.2f}, {ours.max():.2f}]; "
          f"file - numpyro = {diff.mean():.12f}, spread {spread:.2e}")
    if not np.all(np.isfinite(diff)) or spread > CHECK_TOL.get(name, args.check_tol):
        for o, t in zip(ours, theirs):
            print(f"    file {o:.10f}  numpyro {t:.10f}  diff {o - t:.10f}", file=sys.stderr)
        sys.exit(f"{name}: the numpyro model's density differs from the model file's by more than a constant")
    return float(diff.mean()), spread, (float(ours.min()), float(ours.max()))


# ---------------------------------------------------------------- sampling


def run_numpyro(model, params, data, target_accept, args):
    """(draws [C, S, D], extra fields, seconds)."""
    import jax
    from numpyro.infer import MCMC, NUTS

    kernel = NUTS(model, target_accept_prob=target_accept, dense_mass=False, max_tree_depth=10)
    mcmc = MCMC(
        kernel,
        num_warmup=args.warmup,
        num_samples=args.samples,
        num_chains=args.chains,
        chain_method="vectorized",
        progress_bar=False,
    )
    t0 = time.perf_counter()
    mcmc.run(jax.random.PRNGKey(args.seed), data, extra_fields=("num_steps", "diverging", "adapt_state.step_size"))
    seconds = time.perf_counter() - t0
    samples = mcmc.get_samples(group_by_chain=True)
    c, s = args.chains, args.samples
    draws = np.concatenate([np.asarray(samples[p], dtype=np.float64).reshape(c, s, -1) for p, _ in params], axis=-1)
    extra = {k: np.asarray(v) for k, v in mcmc.get_extra_fields(group_by_chain=True).items()}
    return draws, extra, seconds


def write(path, doc):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    lines = [f" {json.dumps(k)}: {json.dumps(v)}" for k, v in doc.items()]
    with open(path, "w") as f:
        f.write("{\n" + ",\n".join(lines) + "\n}\n")


def main():
    args = parse_args()
    import numpyro

    numpyro.enable_x64()
    import jax

    models = numpyro_models()
    checks = {}
    for name in args.models:
        model, params = models[name]
        checks[name] = density_check(name, model, params, load_data(name), args)
    if args.check_only:
        return

    for name in args.models:
        model, params = models[name]
        data = load_data(name)
        names = coordinate_names(params)
        target_accept = args.target_accept if args.target_accept is not None else TARGET_ACCEPT[name]
        draws, extra, seconds = run_numpyro(model, params, data, target_accept, args)
        assert draws.shape[-1] == len(names)
        stats, constant, arviz_version = common.posterior_summary(draws)
        if name == "multilevel":
            k00, k01 = names.index("L[0, 0]"), names.index("L[0, 1]")
            assert constant[k00] and constant[k01] and stats["mean"][k00] == 1.0 and stats["mean"][k01] == 0.0
        divergences = int(extra["diverging"].sum())
        mean_steps = float(extra["num_steps"].mean())
        step_sizes = [float(s) for s in extra["adapt_state.step_size"][:, -1]]
        constant_value, spread, _ = checks[name]
        rhats = [r for r in stats["rhat"] if r is not None]
        esses = [e for e in stats["ess_bulk"] if e is not None]
        command = "target/peers-venv/bin/python scripts/reference/numpyro_library_examples.py " + " ".join(sys.argv[1:])
        source = (
            f"numpyro {numpyro.__version__} (jax {jax.__version__}) NUTS with default adaptation (dual-averaging step "
            f"size toward target_accept_prob {target_accept}, diagonal mass matrix, max_tree_depth 10), float64, "
            f"{args.chains} chains (vectorized) x {args.samples} draws after {args.warmup} warmup, seed {args.seed}, "
            f"starts uniform(-2, 2) on numpyro's unconstrained scale; examples/models/{name}.py written as a numpyro "
            f"model with numpyro's distributions and constraints (scripts/reference/numpyro_library_examples.py), its "
            f"log joint checked against the model file's log_density (CPython) at {args.check_points} random points: "
            f"file - numpyro = {constant_value:.9f}, spread {spread:.1e}; diagnostics from arviz {arviz_version}: "
            f"mcse_mean, ess_bulk/ess_tail rank-normalized split-chain ESS, rank-normalized split R-hat; command: "
            f"{command.strip()}"
        )
        doc = {
            "source": source,
            "model": f"examples/models/{name}.py",
            "numpyro": numpyro.__version__,
            "jax": jax.__version__,
            "arviz": arviz_version,
            "chains": args.chains,
            "samples_per_chain": args.samples,
            "warmup": args.warmup,
            "target_accept": target_accept,
            "seed": args.seed,
            "divergences": divergences,
            "mean_num_steps": mean_steps,
            "step_size": step_sizes,
            "density_check": {"points": args.check_points, "file_minus_numpyro": constant_value, "spread": spread},
            "names": names,
            **stats,
        }
        path = os.path.join(args.out_dir, f"{name}_numpyro.json")
        write(path, doc)
        print(f"wrote {path} ({seconds:.1f} s sampling)")
        print(f"  target_accept {target_accept}; divergences {divergences} of {args.chains * args.samples} draws; "
              f"mean leapfrog steps {mean_steps:.1f}; "
              f"step sizes {', '.join(f'{s:.3g}' for s in step_sizes)}")
        print(f"  max R-hat {max(rhats):.4f}; min ess_bulk {min(esses):.0f}; min ess_tail "
              f"{min(e for e in stats['ess_tail'] if e is not None):.0f}")
        print(f"  {'':>14} {'mean':>9} {'sd':>8} {'mcse':>7} {'ess_bulk':>9} {'r_hat':>6}")
        for i, n in enumerate(names):
            ess = stats["ess_bulk"][i]
            rhat = stats["rhat"][i]
            print(f"  {n:>14} {stats['mean'][i]:9.4f} {stats['sd'][i]:8.4f} {stats['mcse_mean'][i]:7.4f} "
                  f"{'-' if ess is None else f'{ess:.0f}':>9} {'-' if rhat is None else f'{rhat:.4f}':>6}")
        if max(rhats) >= 1.01 or divergences > 0:
            print(f"  WARNING: {name}: max R-hat {max(rhats):.4f}, {divergences} divergences", file=sys.stderr)


if __name__ == "__main__":
    main()
