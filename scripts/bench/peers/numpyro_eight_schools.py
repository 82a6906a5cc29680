"""A reference posterior for examples/models/eight_schools.py from numpyro's
NUTS, for the tests that compare `autobatch sample`'s draws with it.

The model is scripts/bench/peers/models.py's eight_schools, our model file's
log density in JAX, given to numpyro as potential_fn, so the draws are in
our coordinates theta = (mu, log tau, eta_1..eta_8), in that order:

    mu ~ N(0, 5), tau ~ HalfCauchy(5), eta_j ~ N(0, 1), y_j ~ N(mu + tau eta_j, sigma_j)

NumPyro's default NUTS and adaptation (dual-averaging step size toward
--target-accept, diagonal mass matrix from numpyro's windowed warmup,
max_tree_depth 10) but for the target acceptance: 0.95, not 0.8, because
at 0.8 (and 0.9) a few transitions diverge near tau -> 0 (4 and 3 of
20,000 at the default settings and seed), and a reference should have
none; 0.95 has none. Float64, --chains chains run vectorized
(chain_method="vectorized": one program; each chain adapts on its own),
each starting uniform in (-2, 2) per coordinate (numpyro's
init_to_uniform; our --init-jitter 2.0 default).

Writes (default tests/data/eight_schools_numpyro.json):

  source          what made it: versions, settings, command (text)
  settings        the same as fields; divergences; mean leapfrog steps
  names           the coordinates' names
  mean, sd        [D] posterior means and standard deviations (all draws)
  ess_bulk        [D] arviz.ess(method="bulk"): rank-normalized split-chain
  ess_tail        [D] arviz.ess(method="tail")
  mcse_mean       [D] arviz.mcse(method="mean"): Monte Carlo se of the means
  rhat            [D] arviz.rhat: rank-normalized split R-hat
  draws           [chains][draws // thin][D] every --thin-th draw of each
                  chain, to 6 significant digits

and prints a summary (largest R-hat, smallest bulk ESS, divergences).

    target/peers-venv/bin/python scripts/bench/peers/numpyro_eight_schools.py [--chains 4 --samples 5000 --warmup 1000] [--out PATH]
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common  # noqa: E402
import models  # noqa: E402

import numpy as np  # noqa: E402

DEFAULT_OUT = os.path.join(common.ROOT, "tests", "data", "eight_schools_numpyro.json")
MODEL = "eight_schools"


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--chains", type=int, default=4, help="chains (default 4)")
    p.add_argument("--samples", type=int, default=5000, help="draws per chain after warmup (default 5000)")
    p.add_argument("--warmup", type=int, default=1000, help="adaptation transitions per chain (default 1000)")
    p.add_argument(
        "--target-accept", type=float, default=0.95, help="numpyro's target_accept_prob (default 0.95; see above)"
    )
    p.add_argument("--thin", type=int, default=10, help="keep every THIN-th draw in the file (default 10)")
    p.add_argument("--seed", type=int, default=20111118, help="PRNG seed (default 20111118)")
    p.add_argument("--out", default=DEFAULT_OUT, help="output JSON (default tests/data/eight_schools_numpyro.json)")
    return p.parse_args()


def run_numpyro(args):
    """(draws [C, S, D] float64, extra fields dict of [C, S] arrays, seconds, versions)."""
    import numpyro

    numpyro.enable_x64()
    import jax
    import jax.numpy as jnp
    from numpyro.infer import MCMC, NUTS

    kernel = NUTS(
        potential_fn=models.potential(MODEL, jnp),
        target_accept_prob=args.target_accept,
        dense_mass=False,
        max_tree_depth=10,
    )
    mcmc = MCMC(
        kernel,
        num_warmup=args.warmup,
        num_samples=args.samples,
        num_chains=args.chains,
        chain_method="vectorized",
        progress_bar=False,
    )
    init = models.uniform_inits(MODEL, args.chains, args.seed)
    t0 = time.perf_counter()
    mcmc.run(
        jax.random.PRNGKey(args.seed),
        init_params=jnp.asarray(init),
        extra_fields=("num_steps", "diverging", "accept_prob", "adapt_state.step_size"),
    )
    seconds = time.perf_counter() - t0
    draws = np.asarray(mcmc.get_samples(group_by_chain=True), dtype=np.float64)
    extra = {k: np.asarray(v) for k, v in mcmc.get_extra_fields(group_by_chain=True).items()}
    return draws, extra, seconds, (numpyro.__version__, jax.__version__)


def write(path, doc, draws):
    """JSON with one line per field and one line per kept draw: json.dump's
    indent would put each of the 20,000 numbers on its own line."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    lines = [f" {json.dumps(k)}: {json.dumps(v)}" for k, v in doc.items()]
    chains = []
    for chain in draws:
        rows = ",\n".join("   [" + ", ".join(f"{float(f'{v:.6g}')!r}" for v in d) + "]" for d in chain)
        chains.append("  [\n" + rows + "\n  ]")
    lines.append(' "draws": [\n' + ",\n".join(chains) + "\n ]")
    with open(path, "w") as f:
        f.write("{\n" + ",\n".join(lines) + "\n}\n")


def main():
    args = parse_args()
    draws, extra, seconds, (numpyro_version, jax_version) = run_numpyro(args)
    stats, _, arviz_version = common.posterior_summary(draws)
    divergences = int(extra["diverging"].sum())
    mean_steps = float(extra["num_steps"].mean())
    step_sizes = [float(s) for s in extra["adapt_state.step_size"][:, -1]]
    command = "target/peers-venv/bin/python scripts/bench/peers/numpyro_eight_schools.py " + " ".join(sys.argv[1:])
    source = (
        f"numpyro {numpyro_version} (jax {jax_version}) NUTS with default adaptation (dual-averaging step size "
        f"toward target_accept_prob {args.target_accept}, diagonal mass matrix, max_tree_depth 10), float64, "
        f"{args.chains} chains (vectorized) x {args.samples} draws after {args.warmup} warmup, seed {args.seed}, "
        f"starts uniform(-2, 2); the non-centered eight schools as examples/models/eight_schools.py states it "
        f"(theta = mu, log tau, eta_1..8), given as potential_fn (scripts/bench/peers/models.py); diagnostics from "
        f"arviz {arviz_version}: ess_bulk/ess_tail rank-normalized split-chain ESS, mcse_mean, rank-normalized "
        f"split R-hat; draws: every {args.thin}th draw of each chain; command: {command.strip()}"
    )
    doc = {
        "source": source,
        "model": "examples/models/eight_schools.py",
        "numpyro": numpyro_version,
        "jax": jax_version,
        "arviz": arviz_version,
        "chains": args.chains,
        "samples_per_chain": args.samples,
        "warmup": args.warmup,
        "target_accept": args.target_accept,
        "seed": args.seed,
        "thin": args.thin,
        "divergences": divergences,
        "mean_num_steps": mean_steps,
        "step_size": step_sizes,
        "names": models.coordinate_names(MODEL),
        **stats,
    }
    write(args.out, doc, draws[:, args.thin - 1 :: args.thin, :])

    print(f"wrote {args.out} ({os.path.getsize(args.out) / 1024:.0f} KiB; {seconds:.1f} s sampling)")
    print(f"  divergences {divergences} of {args.chains * args.samples} draws; mean leapfrog steps {mean_steps:.1f}")
    print(f"  step sizes {', '.join(f'{s:.3g}' for s in step_sizes)}")
    print(f"  max R-hat {max(stats['rhat']):.4f}; min ess_bulk {min(stats['ess_bulk']):.0f}; "
          f"min ess_tail {min(stats['ess_tail']):.0f}")
    print(f"{'':>8} {'mean':>9} {'sd':>8} {'mcse':>7} {'ess_bulk':>9} {'r_hat':>6}")
    for i, name in enumerate(doc["names"]):
        print(f"{name:>8} {stats['mean'][i]:9.4f} {stats['sd'][i]:8.4f} {stats['mcse_mean'][i]:7.4f} "
              f"{stats['ess_bulk'][i]:9.0f} {stats['rhat'][i]:6.3f}")


if __name__ == "__main__":
    main()
