"""NumPyro's NUTS on our models with vectorized chains, for
scripts/bench_peers.sh.

numpyro.infer.NUTS run as MCMC(chain_method="vectorized") runs it: one
jitted program runs all chains in lockstep (jax.vmap of numpyro's
iterative NUTS transition), so every chain waits for the longest
trajectory of each transition. The loop is written out here (kernel.init
with one key per chain, a jitted lax.scan over jax.vmap(kernel.sample))
because MCMC.run compiles its loop anew on every call, which would put
compilation into every timed run. Fixed
step size (adapt_step_size=False), identity mass matrix
(adapt_mass_matrix=False), no warmup, max_tree_depth doublings, every
chain starting at zero, the potential given directly (potential_fn, JAX
autodiff for the gradient).

Differences from ours and TFP's autobatched NUTS, which the rows state:
numpyro's NUTS is the iterative, multinomial variant (no slice variable)
and takes ONE leapfrog step per tree leaf (it has no leapfrog-steps-per-
leaf option), so at the same step size and max depth its trajectories are
up to 4x shorter in time and its gradients are spread over more tree
bookkeeping.

Gradient evaluations are numpyro's own count, extra_fields=("num_steps",)
(leapfrog steps of each transition), summed over chains and transitions,
divided by the wall time of a warm run (the same MCMC object has run once
before at the same shapes, so JIT compilation is excluded).

    target/peers-venv/bin/python scripts/bench/peers/numpyro_nuts.py --batch 1,4,16 [--json OUT]

Prints one JSON row per batch size.
"""

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import models  # noqa: E402

import numpy as np  # noqa: E402


def main():
    p = common.make_parser(__doc__)
    args = p.parse_args()
    if args.model == "gaussian":
        os.environ["JAX_ENABLE_X64"] = "1"

    import jax
    import jax.numpy as jnp
    import numpyro
    from numpyro.infer import NUTS

    if args.model == "gaussian":
        jax.config.update("jax_enable_x64", True)
    numpyro.set_host_device_count(1)

    u = models.potential(args.model, jnp)  # minus our model file's log density
    dtype = common.model_dtype(args.model)
    rows = []
    for batch in args.batch:
        kernel = NUTS(
            potential_fn=u,
            step_size=args.eps,
            adapt_step_size=False,
            adapt_mass_matrix=False,
            dense_mass=False,
            max_tree_depth=args.max_depth,
        )
        init = np.zeros((batch, common.model_dim(args.model)), dtype=dtype)
        # What MCMC(chain_method="vectorized") runs -- kernel.init with one
        # key per chain, after which numpyro's kernel.sample is
        # jax.vmap(sample) over the chains, in a jitted loop -- written out
        # so the loop is jitted once: MCMC.run builds and compiles a new
        # loop on every call, so a second run would not be warm.
        def sample(st):
            return kernel.sample(st, (), {})

        @jax.jit
        def transitions(state):
            def body(st, _):
                st = sample(st)
                return st, st.num_steps

            return jax.lax.scan(body, state, None, length=args.num_steps)

        def run(seed):
            keys = jax.random.split(jax.random.PRNGKey(seed), batch)
            if batch == 1:  # numpyro's single-chain path (no vmap)
                state = kernel.init(keys[0], 0, init_params=init[0], model_args=(), model_kwargs={})
            else:
                state = kernel.init(keys, 0, init_params=init, model_args=(), model_kwargs={})
            jax.block_until_ready(state)
            t0 = time.perf_counter()
            last, steps = transitions(state)
            jax.block_until_ready(last)
            seconds = time.perf_counter() - t0
            return np.asarray(steps).T.reshape(batch, -1), seconds  # [B, T]

        t0 = time.perf_counter()
        run(args.seed)  # compile + one run
        first = time.perf_counter() - t0
        best = None
        for rep in range(max(1, args.repeats)):
            steps, seconds = run(args.seed + 1 + rep)
            grads = int(steps.sum())
            if best is None or grads / seconds > best[0]:
                best = (grads / seconds, grads, seconds, steps)
        _, grads, seconds, steps = best
        # Lockstep: each transition runs as many steps as its longest chain.
        lockstep = int(steps.max(axis=0).sum())
        r = common.row(
            "numpyro",
            args,
            batch,
            grads,
            seconds,
            sampler=f"numpyro {numpyro.__version__} NUTS, vectorized chains (vmap, as chain_method='vectorized'), jax {jax.__version__}",
            leapfrog_steps_per_leaf=1,
            note="numpyro has no leapfrog-steps-per-leaf option: 1 step per leaf (ours and TFP: 4)",
            first_run_seconds=first,
            mean_grads_per_transition=grads / (batch * args.num_steps),
            # steps taken / (batch x the longest chain's steps, per
            # transition): the lanes' use of vmap's lockstep; the vmapped
            # while loop runs every lane until the longest finishes.
            lockstep_utilization=grads / (batch * lockstep) if lockstep else 0.0,
        )
        common.print_row(r)
        rows.append(r)
    common.emit(
        rows, args, {"peer": "numpyro", "numpyro": numpyro.__version__, "jax": jax.__version__, "command": sys.argv}
    )


if __name__ == "__main__":
    main()
