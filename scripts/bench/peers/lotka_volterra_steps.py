"""The ODE solver's work per gradient of the Lotka-Volterra model, ours
against numpyro's (JAX's odeint), at the same posterior draws, for
scripts/bench/bench_sample_peers.sh --model lotka_volterra.

Ours (examples/models/lotka_volterra.py, run by CPython: the same steps
as the compiled code's, which runs the same file): the Dormand-Prince
steps the forward solve attempts over the 20 years (rejected ones
included); the gradient's reverse sweep runs back over those same steps
(it replays the tape), so a gradient costs that many steps forward and
their adjoints backward. Right-hand-side evaluations: 1 + 6 per step
(the last stage of a step is the first of the next).

JAX (scripts/bench/peers/models.py's density, as numpyro samples it):
right-hand-side evaluations counted by a host callback inside the
right-hand side, for the log density alone (the forward solve) and for
its value and gradient (the forward solve, then odeint's adjoint: a
second adaptive Dormand-Prince solve of the 2 + 2 + 4 augmented
equations backwards, whose each evaluation differentiates the right-hand
side once); steps are about evaluations / 6.

    target/peers-venv/bin/python scripts/bench/peers/lotka_volterra_steps.py --draws target/peers/ours-lotka_volterra-4.npz [--count 100]
"""

import argparse
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "python"))
import models  # noqa: E402


def posterior_points(path, count):
    """``count`` draws (constrained, in models.LV_NAMES' order) spread over
    the run's chains and draws."""
    with np.load(path) as f:
        columns = [f[k].reshape(-1, 1) if f[k].ndim == 2 else f[k].reshape(-1, f[k].shape[-1]) for k in ("alpha", "beta", "gamma", "delta", "z_init", "sigma")]
    points = np.concatenate(columns, axis=1)
    return points[np.linspace(0, len(points) - 1, count).astype(int)]


def ours_steps(module, data, point):
    """The steps our solver attempts over the 20 years at ``point``."""
    a, b, c, d = (float(x) for x in point[:4])
    u, v = float(point[4]), float(point[5])
    fu, fv = module.rhs(u, v, a, b, c, d)
    t, h, n = 0.0, 0.1, 0
    for t_end in data["ts"]:
        u, v, fu, fv, h, n, ok = module.solve(u, v, fu, fv, t, t_end, h, n, a, b, c, d)
        t = t_end
    return n


def jax_evaluations(points):
    """Per point, (forward, adjoint) right-hand-side evaluations of JAX's
    odeint for the log density and its gradient."""
    import numpyro

    numpyro.enable_x64()
    import jax
    import jax.numpy as jnp

    count = [0]

    def tick():
        count[0] += 1

    plain = models.lotka_volterra_rhs(jnp)

    def counted(z, t, *p):
        jax.debug.callback(tick)
        return plain(z, t, *p)

    lp = models.lotka_volterra_density(jnp, rhs=counted)
    value = jax.jit(lp)
    value_and_grad = jax.jit(jax.value_and_grad(lp))
    out = []
    for point in points:
        theta = jnp.log(jnp.asarray(point))
        count[0] = 0
        jax.block_until_ready(value(theta))
        forward = count[0]
        count[0] = 0
        jax.block_until_ready(value_and_grad(theta))
        out.append((forward, count[0] - forward))
    return np.array(out)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--draws", required=True, help="an .npz of `autobatch sample` on the model (ours_sample.py writes them)")
    p.add_argument("--count", type=int, default=100, help="posterior draws to measure at (default 100)")
    args = p.parse_args()
    import json

    from autobatch.runner import load_program

    module = load_program(os.path.join(ROOT, "examples", "models", "lotka_volterra.py"))
    with open(os.path.join(ROOT, "examples", "models", "lotka_volterra.json")) as f:
        data = json.load(f)
    points = posterior_points(args.draws, args.count)
    steps = np.array([ours_steps(module, data, x) for x in points])
    jax_evals = jax_evaluations(points)
    print(f"solver work per gradient at {len(points)} posterior draws of {args.draws} (mean, [min, max]):")
    print(f"  ours  steps {steps.mean():6.1f} [{steps.min()}, {steps.max()}] forward, replayed backward; "
          f"right-hand sides {1 + 6 * steps.mean():6.1f} forward (+ their adjoints)")
    forward, adjoint = jax_evals[:, 0], jax_evals[:, 1]
    print(f"  jax   right-hand sides {forward.mean():6.1f} [{forward.min()}, {forward.max()}] forward "
          f"(~{forward.mean() / 6:.0f} steps) + {adjoint.mean():6.1f} [{adjoint.min()}, {adjoint.max()}] in the adjoint solve "
          f"(~{adjoint.mean() / 6:.0f} steps, each evaluation with its vjp)")


if __name__ == "__main__":
    main()
