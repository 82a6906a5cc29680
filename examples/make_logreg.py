"""Writes the Bayesian logistic regression problem of examples/models/logreg.py:
N = 10,000 synthetic points with D = 100 regressors, in float32.

    x[n, :] ~ Normal(0, I_D)                      (the design matrix)
    beta_true ~ Normal(0, I_D / D)                 (so logits have sd ~ 1)
    y[n] ~ Bernoulli(sigmoid(x[n, :] . beta_true))

Everything is drawn from NumPy's PCG64 generator seeded with SEED, whose
streams NumPy keeps stable, so every run of this script writes the same
bytes. The model the sampler targets is the posterior of beta under the
prior beta ~ Normal(0, I_D).

    python3 examples/make_logreg.py [--out OUT.npz]   # default examples/data/logreg.npz

The file holds `x` (f32[N, D]), `y` (f32[N], 0 or 1) and `beta_true`
(f32[D]); `autobatch bench nuts --model logreg` and scripts/bench/bench_peers.sh
read it. With `--inputs IN.npz` it also writes the inputs of a batch of
chains of the paper's slice NUTS (python/autobatch/slice_nuts.py) bound to
the model (chain c has seed c and starts at 0; the data are `data.x` and
`data.y`):

    python3 examples/make_logreg.py --inputs chains.npz --chains 64 --steps 50
    autobatch run python/autobatch/slice_nuts.py --model examples/models/logreg.py \
        --entry chain --backend cpu --inputs chains.npz
"""

import argparse
import os

import numpy as np

STEP_SIZE = 0.01
MAX_DEPTH = 8

N = 10_000
D = 100
SEED = 20111118


def generate():
    rng = np.random.Generator(np.random.PCG64(SEED))
    x = rng.standard_normal((N, D), dtype=np.float32)
    beta_true = (rng.standard_normal(D) / np.sqrt(D)).astype(np.float32)
    logits = x.astype(np.float64) @ beta_true.astype(np.float64)
    p = 1.0 / (1.0 + np.exp(-logits))
    y = (rng.uniform(size=N) < p).astype(np.float32)
    return x, y, beta_true


def default_path():
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "logreg.npz")


def chain_inputs(x, y, chains, warmup, steps, eps, max_depth):
    """The inputs of slice_nuts.py's `chain`, bound to the model, for `chains` chains."""
    return {
        "seed": np.arange(chains, dtype=np.int64),
        "theta0": np.zeros((chains, D), dtype=np.float32),
        "eps": np.full(chains, eps, dtype=np.float32),
        "num_warmup": np.full(chains, warmup, dtype=np.int64),
        "num_steps": np.full(chains, steps, dtype=np.int64),
        "max_depth": np.full(chains, max_depth, dtype=np.int64),
        "data.x": x,
        "data.y": y,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=default_path(), help="the data file (default: %(default)s)")
    parser.add_argument("--inputs", help="also write the inputs of a batch of chains here")
    parser.add_argument("--chains", type=int, default=16)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--eps", type=float, default=STEP_SIZE)
    parser.add_argument("--max-depth", type=int, default=MAX_DEPTH)
    args = parser.parse_args()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    x, y, beta_true = generate()
    np.savez(args.out, x=x, y=y, beta_true=beta_true)
    print(f"wrote {args.out}: x {x.shape} {x.dtype}, y {y.shape} (mean {y.mean():.3f}), beta_true {beta_true.shape}")
    if args.inputs:
        inputs = chain_inputs(x, y, args.chains, args.warmup, args.steps, args.eps, args.max_depth)
        path = args.inputs if args.inputs.endswith(".npz") else args.inputs + ".npz"  # as np.savez names it
        np.savez(path, **inputs)
        print(f"wrote {path}: {args.chains} chains, {args.warmup} + {args.steps} transitions, eps {args.eps}")


if __name__ == "__main__":
    main()
