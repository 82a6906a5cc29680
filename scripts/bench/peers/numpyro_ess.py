"""NumPyro's NUTS with its own adaptation on our model files' densities, in
effective samples per second, for scripts/bench/bench_sample_peers.sh (the peer
of `autobatch sample`).

The sampler: numpyro.infer.NUTS with its defaults but for the target: the
multinomial NUTS, dual-averaging step size toward --target-accept (0.8),
a diagonal mass matrix from numpyro's windowed warmup (dense with
--dense-mass), --max-depth (10);
chains run vectorized, as MCMC(chain_method="vectorized") runs them (one
jitted program, jax.vmap of the transition over the chains, in lockstep).
The density is scripts/bench/peers/models.py's (potential_fn), i.e. our
examples/models/MODEL.py in the same coordinates, dtype (float32 for
logreg, float64 otherwise) and priors; each chain starts uniform in
(-2, 2) per coordinate.

The loop is written out (kernel.init, then a lax.scan of kernel.sample
over the warmup and one over the draws, all in one jax.jit) rather than
MCMC.run, which builds and compiles its loop anew on every call. Each
chain count runs first with --seed (tracing, compilation and one run,
untimed), then, timed, with --seed + 1, + 2, ... and fresh starting points,
back to back until at least --min-runs runs (3) and --min-seconds (2) of
timed time summed; the same compiled program runs all.

Per chain count, one JSON row (printed, and with --json written as
{"rows": [...]}; common.repeated_fields):

  seconds        the MEDIAN over the repeats of a timed run's wall time:
                 kernel.init (numpyro's initial step size search), the
                 --warmup adaptation transitions AND the --draws
                 transitions, for all chains; compilation excluded. The
                 warmup is in the time, as in ours (`autobatch sample`'s
                 time covers warmup + draws). seconds_min, seconds_max:
                 the repeats' spread.
  min_ess_bulk   the median over the repeats of the smallest over
                 coordinates of the bulk ESS of the draws (all chains),
                 arviz.ess(method="bulk"): Vehtari et al. (2021)'s
                 rank-normalized split-chain ESS, the ess_bulk of
                 arviz.summary (scripts/bench/peers/common.py bulk_ess).
  ess_per_sec    min_ess_bulk / seconds (medians; warmup included in
                 seconds); ess_per_sec_min, _max: the spread of the
                 repeats' own ESS/s.
  grads          the median over the repeats of numpyro's num_steps
                 (leapfrog steps = gradient evaluations) summed over all
                 chains and all warmup and draw transitions; grads_per_sec
                 = grads / seconds (_min, _max: spread).
  max_rhat       the largest R-hat (arviz.rhat) of any repeat.
  divergences    diverging draws (after warmup), summed over the repeats;
                 warmup_divergences apart.
  repeats        each repeat's seed, seconds, min bulk ESS, R-hat,
                 divergences, ESS/s and grads/s.

    target/peers-venv/bin/python scripts/bench/peers/numpyro_ess.py --model eight_schools --chains 1,4,16 \\
        [--warmup 1000 --draws 1000 --seed 0] [--min-runs 3 --min-seconds 2] [--json OUT]
"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import models  # noqa: E402

import numpy as np  # noqa: E402


def parse_args():
    p = common.sample_parser(__doc__, models.MODELS)
    args = p.parse_args()
    if args.warmup < 0 or args.draws < 4:
        p.error("--warmup must be >= 0 and --draws >= 4 (ESS needs a few draws per chain)")
    return args


def make_runner(args, chains, jax, jnp):
    """A jitted function (keys [C, 2], init [C, D]) -> (draws [N, C, D],
    warmup steps [W, C], warmup divergences [W, C], steps [N, C],
    divergences [N, C], final step sizes [C]) running numpyro's NUTS from
    init through warmup and draws."""
    from numpyro.infer import NUTS

    kernel = NUTS(
        potential_fn=models.potential(args.model, jnp),
        target_accept_prob=args.target_accept,
        dense_mass=args.dense_mass,
        max_tree_depth=args.max_depth,
    )
    single = chains == 1

    def transition(state, _):
        state = kernel.sample(state, (), {})
        return state, (state.z, state.num_steps, state.diverging)

    @jax.jit
    def run(keys, init):
        # kernel.init with a batch of keys makes kernel.sample vmapped over
        # the chains (what chain_method="vectorized" does); one chain takes
        # numpyro's single-chain path. Traced once: the second call reuses
        # the compiled program, so kernel.init's side effects happen once.
        if single:
            state = kernel.init(keys[0], args.warmup, init_params=init[0], model_args=(), model_kwargs={})
        else:
            state = kernel.init(keys, args.warmup, init_params=init, model_args=(), model_kwargs={})
        state, (_, warm_steps, warm_div) = jax.lax.scan(transition, state, None, length=args.warmup)
        state, (z, steps, div) = jax.lax.scan(transition, state, None, length=args.draws)
        step_size = state.adapt_state.step_size
        if single:
            z, warm_steps, warm_div, steps, div = (a[:, None] for a in (z, warm_steps, warm_div, steps, div))
            step_size = step_size[None]
        return z, warm_steps, warm_div, steps, div, step_size

    return run


def timed_run(run, args, chains, seed, jax, jnp):
    keys = jax.random.split(jax.random.PRNGKey(seed), chains)
    init = jnp.asarray(models.uniform_inits(args.model, chains, seed))
    jax.block_until_ready((keys, init))
    t0 = time.perf_counter()
    out = jax.block_until_ready(run(keys, init))
    seconds = time.perf_counter() - t0
    return [np.asarray(a) for a in out], seconds


def measure(args, chains, jax, jnp, versions):
    run = make_runner(args, chains, jax, jnp)
    _, first = timed_run(run, args, chains, args.seed, jax, jnp)
    names = models.coordinate_names(args.model)
    step_sizes = []

    def timed(seed):
        (z, warm_steps, warm_div, steps, div, step_size), seconds = timed_run(run, args, chains, seed, jax, jnp)
        ess, max_rhat = common.sample_diagnostics(np.swapaxes(z, 0, 1))  # [C, N, D]
        all_steps = np.concatenate([warm_steps, steps])  # [W + N, C]
        step_sizes.append(float(np.mean(step_size)))
        return {
            "seed": seed,
            "seconds": seconds,
            "min_ess_bulk": float(ess.min()),
            "min_ess_coordinate": names[int(ess.argmin())],
            "median_ess_bulk": float(np.median(ess)),
            "max_rhat": max_rhat,
            "grads": int(all_steps.sum()),
            # Lockstep: each vmapped transition lasts as long as its longest chain.
            "lockstep_grads": int(all_steps.max(axis=1).sum()) * chains,
            "divergences": int(div.sum()),
            "warmup_divergences": int(warm_div.sum()),
        }

    runs = common.repeat_timed(timed, args)
    row = {
        "peer": "numpyro",
        "model": args.model,
        "backend": "cpu",
        "chains": chains,
        "batch": chains,
        "warmup": args.warmup,
        "draws": args.draws,
        "max_depth": args.max_depth,
        "target_accept": args.target_accept,
        "dense_mass": args.dense_mass,
        "seconds_cover": "kernel.init + warmup + draws, compilation excluded",
        "first_run_seconds": first,
        "sampler": f"numpyro {versions[0]} NUTS (jax {versions[1]}), vectorized chains, default adaptation, diagonal mass",
    }
    row.update(common.repeated_fields(runs))
    lockstep = sum(r["lockstep_grads"] for r in runs)
    row.update(
        {
            "mean_steps_per_transition": row["grads"] / (chains * (args.warmup + args.draws)),
            "lockstep_utilization": sum(r["grads"] for r in runs) / lockstep if lockstep else 0.0,
            "warmup_divergences": sum(r["warmup_divergences"] for r in runs),
            "step_size_mean": float(np.median(step_sizes)),
        }
    )
    return row


def main():
    args = parse_args()
    import numpyro

    if models.needs_x64(args.model):
        numpyro.enable_x64()
    import jax
    import jax.numpy as jnp

    versions = (numpyro.__version__, jax.__version__)
    rows = []
    for chains in args.chains:
        r = measure(args, chains, jax, jnp, versions)
        common.print_row(r)
        rows.append(r)
    common.emit(
        rows,
        args,
        {"peer": "numpyro", "numpyro": versions[0], "jax": versions[1], "model": args.model, "command": sys.argv},
    )


if __name__ == "__main__":
    main()
