"""A reference posterior for examples/models/logreg.py's Bayesian logistic
regression from NumPyro's NUTS, for the test that compares our sampler's
posterior means with it within Monte Carlo error.

The model: y[n] ~ Bernoulli(sigmoid(x[n] . beta)), beta ~ Normal(0,
PRIOR_VAR I), x and y from examples/data/logreg.npz (generated when
missing), evaluated in float64 (the data are float32 values, exactly
representable). NumPyro's default NUTS adaptation (step size by dual
averaging, diagonal mass matrix) over --warmup transitions, then
--samples draws in each of --chains chains from dispersed starts.

Writes (default tests/data/logreg_numpyro.json):

  source  what made it: numpyro/jax versions, settings, command
  mean    [D] posterior means (all draws of all chains)
  sd      [D] posterior standard deviations
  ess     [D] effective sample sizes (numpyro.diagnostics.effective_sample_size)
  mcse    [D] Monte Carlo standard errors of the means, sd / sqrt(ess)
  rhat    [D] split R-hat (numpyro.diagnostics.split_gelman_rubin)

and prints a summary (max |mean - beta_true| / sd, smallest ESS, largest
R-hat, largest mcse / sd).

    target/peers-venv/bin/python scripts/bench/peers/numpyro_reference.py [--chains 8 --samples 5000 --warmup 1000] [--out PATH]
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

import numpy as np  # noqa: E402

DEFAULT_OUT = os.path.join(common.ROOT, "tests", "data", "logreg_numpyro.json")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--chains", type=int, default=8, help="chains (default 8)")
    p.add_argument("--samples", type=int, default=5000, help="draws per chain after warmup (default 5000)")
    p.add_argument("--warmup", type=int, default=1000, help="adaptation transitions per chain (default 1000)")
    p.add_argument("--seed", type=int, default=20111118, help="PRNG seed (default 20111118)")
    p.add_argument("--out", default=DEFAULT_OUT, help="output JSON (default tests/data/logreg_numpyro.json)")
    args = p.parse_args()

    ncpu = os.cpu_count() or 1
    import numpyro

    numpyro.set_host_device_count(min(args.chains, ncpu))
    numpyro.enable_x64()
    import jax
    import jax.numpy as jnp
    import numpyro.distributions as dist
    from numpyro.diagnostics import effective_sample_size, split_gelman_rubin
    from numpyro.infer import MCMC, NUTS

    x, y, beta_true = common.load_logreg()
    xj = jnp.asarray(x, dtype=jnp.float64)
    yj = jnp.asarray(y, dtype=jnp.float64)
    d = x.shape[1]

    def model():
        beta = numpyro.sample("beta", dist.Normal(jnp.zeros(d), jnp.sqrt(common.PRIOR_VAR)).to_event(1))
        numpyro.sample("y", dist.Bernoulli(logits=xj @ beta), obs=yj)

    chain_method = "parallel" if jax.local_device_count() >= args.chains else "sequential"
    kernel = NUTS(model)  # defaults: adapt_step_size, diagonal adapt_mass_matrix, target_accept_prob 0.8, max_tree_depth 10
    mcmc = MCMC(
        kernel,
        num_warmup=args.warmup,
        num_samples=args.samples,
        num_chains=args.chains,
        chain_method=chain_method,
        progress_bar=False,
    )
    t0 = time.perf_counter()
    # Dispersed starts: uniform(-2, 2), numpyro's init_to_uniform default.
    mcmc.run(jax.random.PRNGKey(args.seed), extra_fields=("num_steps", "diverging"))
    seconds = time.perf_counter() - t0
    draws = np.asarray(mcmc.get_samples(group_by_chain=True)["beta"], dtype=np.float64)  # [C, S, D]
    extra = mcmc.get_extra_fields(group_by_chain=True)
    num_steps = np.asarray(extra["num_steps"])
    divergences = int(np.asarray(extra["diverging"]).sum())

    flat = draws.reshape(-1, d)
    mean = flat.mean(axis=0)
    sd = flat.std(axis=0, ddof=1)
    ess = np.asarray(effective_sample_size(draws), dtype=np.float64)
    mcse = sd / np.sqrt(ess)
    rhat = np.asarray(split_gelman_rubin(draws), dtype=np.float64)

    command = "target/peers-venv/bin/python scripts/bench/peers/numpyro_reference.py " + " ".join(sys.argv[1:])
    source = (
        f"numpyro {numpyro.__version__} (jax {jax.__version__}) NUTS with default adaptation "
        f"(dual-averaging step size, diagonal mass matrix, target_accept_prob 0.8, max_tree_depth 10), "
        f"float64, {args.chains} chains ({chain_method}) x {args.samples} draws after {args.warmup} warmup, "
        f"seed {args.seed}, init_to_uniform; model y ~ Bernoulli(logits = x beta), beta ~ Normal(0, {common.PRIOR_VAR} I) "
        f"on examples/data/logreg.npz (examples/make_logreg.py); ess from numpyro.diagnostics.effective_sample_size "
        f"over all chains, mcse = sd / sqrt(ess), rhat split R-hat; command: {command.strip()}"
    )
    doc = {
        "source": source,
        "chains": args.chains,
        "samples_per_chain": args.samples,
        "warmup": args.warmup,
        "mean": [float(v) for v in mean],
        "sd": [float(v) for v in sd],
        "mcse": [float(v) for v in mcse],
        "ess": [float(v) for v in ess],
        "rhat": [float(v) for v in rhat],
    }
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1)  # json writes floats with repr: full precision
        f.write("\n")

    z = np.abs(mean - beta_true.astype(np.float64)) / sd
    print(f"wrote {args.out} ({seconds:.1f} s sampling, {divergences} divergences, "
          f"mean leapfrog steps per draw {num_steps.mean():.1f})")
    print(f"  posterior sd: min {sd.min():.4g}, median {np.median(sd):.4g}, max {sd.max():.4g}")
    print(f"  ess: min {ess.min():.0f}, median {np.median(ess):.0f}; max split R-hat {rhat.max():.4f}")
    print(f"  mcse / sd: max {np.max(mcse / sd):.4f}")
    print(f"  |mean - beta_true| / sd: max {z.max():.3f}, mean {z.mean():.3f} (about N(0,1)-sized expected)")
    print(f"  |mean - beta_true|: max {np.abs(mean - beta_true).max():.4g}; |beta_true| max {np.abs(beta_true).max():.4g}")


if __name__ == "__main__":
    main()
