"""TensorFlow Probability's autobatched NUTS on our models, for
scripts/bench_peers.sh.

The sampler is tfp.experimental.mcmc.NoUTurnSampler
(tensorflow_probability/python/experimental/mcmc/nuts_autobatching.py): the
NUTS of the autobatching paper (Radul et al., "Automatically Batching
Control-Intensive Programs for Modern Accelerators"), written for one
chain and batched by tfp.experimental.auto_batching. Like ours it is
Hoffman & Gelman's Algorithm 3 (slice sampling, recursive tree doubling),
with a fixed step size, `unrolled_leapfrog_steps` leapfrog steps per tree
leaf (4, as ours) and `max_tree_depth` doublings (ours: max_depth). It
runs under XLA (tf.function(jit_compile=True, autograph=False)), as in
TFP's own nuts_autobatching_xla_test.py.

`--sampler iterative` runs tfp.mcmc.NoUTurnSampler instead (TFP's
iterative, multinomial NUTS, also with unrolled_leapfrog_steps=4), for
comparison; it is not the same algorithm (multinomial sampling, no slice
variable).

Gradient evaluations are the sampler's own count, kernel results'
`leapfrogs_taken` (per chain, summed over chains), divided by the wall
time of a warm run (the compiled function has run once before at the
same shapes). The gradient is TF's autodiff of the log density.

    target/peers-venv/bin/python scripts/bench/peers/tfp_nuts.py --batch 1,4,16 [--json OUT]

Prints one JSON row per batch size.
"""

import os
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402

import numpy as np  # noqa: E402


def target(model, tf):
    if model == "logreg":
        x, y, _ = common.load_logreg()
        xt = tf.constant(x)
        yt = tf.constant(y)

        def log_prob(beta):  # beta [B, D] -> [B]
            z = tf.linalg.matmul(beta, xt, transpose_b=True)  # [B, N]
            ll = tf.reduce_sum(yt * z - tf.math.softplus(z), axis=-1)
            return ll - 0.5 * tf.reduce_sum(beta * beta, axis=-1) / common.PRIOR_VAR

        return log_prob, tf.float32
    prec = tf.constant(common.load_gaussian_precision())

    def log_prob(theta):  # [B, D] -> [B]
        return -0.5 * tf.reduce_sum(theta * tf.linalg.matmul(theta, prec), axis=-1)

    return log_prob, tf.float64


def build(args, batch, tf, tfp):
    log_prob, dtype = target(args.model, tf)
    d = common.model_dim(args.model)
    init = tf.zeros([batch, d], dtype=dtype)
    eps = tf.constant(args.eps, dtype=dtype)
    if args.sampler == "autobatched":
        from tensorflow_probability.python.experimental.auto_batching import tf_backend

        kernel = tfp.experimental.mcmc.NoUTurnSampler(
            log_prob,
            step_size=[eps],
            max_tree_depth=args.max_depth,
            unrolled_leapfrog_steps=common.LEAPFROG_STEPS_PER_LEAF,
            use_auto_batching=True,
            seed=args.seed + 1,
            backend=tf_backend.TensorFlowBackend(safety_checks=False, while_parallel_iterations=1),
        )

        def run():
            states, kr = tfp.mcmc.sample_chain(
                num_results=args.num_steps,
                num_burnin_steps=0,
                current_state=[init],
                kernel=kernel,
                trace_fn=lambda _, pkr: (pkr.leapfrogs_taken, pkr.leapfrogs_computed),
                parallel_iterations=1,
            )
            taken, computed = kr
            # Both are running totals from bootstrap_results (zeros).
            return states[0][-1], taken[-1], computed[-1]

    else:
        kernel = tfp.mcmc.NoUTurnSampler(
            log_prob,
            step_size=eps,
            max_tree_depth=args.max_depth,
            max_energy_diff=common.MAX_DELTA,
            unrolled_leapfrog_steps=common.LEAPFROG_STEPS_PER_LEAF,
        )

        def run():
            states, taken = tfp.mcmc.sample_chain(
                num_results=args.num_steps,
                num_burnin_steps=0,
                current_state=init,
                kernel=kernel,
                trace_fn=lambda _, pkr: pkr.leapfrogs_taken,
                seed=(args.seed, 1),
            )
            # Per transition here: sum them.
            return states[-1], tf.reduce_sum(taken, axis=0), tf.zeros([], tf.int64)

    if args.xla:
        return tf.function(run, autograph=False, jit_compile=True)
    return tf.function(run, autograph=False)


def main():
    p = common.make_parser(__doc__)
    p.add_argument("--sampler", choices=["autobatched", "iterative"], default="autobatched")
    p.add_argument("--no-xla", dest="xla", action="store_false", help="graph mode without XLA")
    args = p.parse_args()

    import tensorflow as tf
    import tensorflow_probability as tfp

    tf.random.set_seed(args.seed)
    name = "tfp-autobatched" if args.sampler == "autobatched" else "tfp-iterative"
    rows = []
    for batch in args.batch:
        f = build(args, batch, tf, tfp)
        t0 = time.perf_counter()
        f()[0].numpy()  # trace + compile + one run
        compile_s = time.perf_counter() - t0
        best = None
        for _ in range(max(1, args.repeats)):
            t0 = time.perf_counter()
            last, taken, computed = f()
            taken = np.asarray(taken)
            seconds = time.perf_counter() - t0
            run = (int(taken.sum()) / seconds, int(taken.sum()), seconds, computed)
            if best is None or run[0] > best[0]:
                best = run
        _, grads, seconds, computed = best
        extra = {
            "sampler": f"tensorflow_probability {tfp.__version__} "
            + (
                "tfp.experimental.mcmc.NoUTurnSampler (auto_batching)"
                if args.sampler == "autobatched"
                else "tfp.mcmc.NoUTurnSampler (iterative)"
            )
            + (" under XLA" if args.xla else " graph mode"),
            "leapfrog_steps_per_leaf": common.LEAPFROG_STEPS_PER_LEAF,
            "first_run_seconds": compile_s,
            "mean_grads_per_transition": grads / (batch * args.num_steps),
        }
        if args.sampler == "autobatched":
            # leapfrogs_computed: per transition, the longest chain's count,
            # summed over transitions. steps taken / (batch x that) is what
            # ideal lockstep batching would use of the lanes; not the lane
            # utilization of the gradient block that ours reports (TFP's VM
            # does not count how often it ran the block).
            c = int(np.asarray(computed).max())
            extra["lockstep_utilization"] = grads / (batch * c) if c else 0.0
        r = common.row(name, args, batch, grads, seconds, **extra)
        common.print_row(r)
        rows.append(r)
    common.emit(
        rows,
        args,
        {"peer": name, "tensorflow": tf.__version__, "tensorflow_probability": tfp.__version__, "command": sys.argv},
    )


if __name__ == "__main__":
    main()
