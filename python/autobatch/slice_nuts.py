"""The autobatching paper's benchmark sampler: the No-U-Turn Sampler of
Hoffman & Gelman 2011, Algorithm 3 (slice sampling, recursive tree
doubling in random directions, the original U-turn criterion), written
once for ONE chain of any model; `autobatch bench nuts` runs a batch of
independent chains in lockstep. As in the paper's experiments (and TFP's
autobatched NUTS), each leaf of the tree takes LEAPFROG_STEPS = 4 leapfrog
steps, and each point of the trajectory carries its gradient and log
density, so every leapfrog step costs exactly one gradient evaluation.
The step size is fixed (no warmup adaptation): `autobatch sample
--algorithm slice --leaf-steps 4` is the same trajectory algorithm with
Stan's warmup (python/autobatch/nuts.py).

The model comes from `autobatch.model`, bound as `autobatch sample` binds
one (`frontend::Library` in the compiler, `autobatch.sampling.bind_model(
MODEL, library="slice_nuts")` in CPython): `log_density(theta, *data)`,
`Float` (f32 or f64), `Theta = Float[D]` and `Data`, the pack of the
model's shared data, which this file only passes on. The benchmark binds
it to examples/models/gaussian_100d.py (the paper's first problem) and
examples/models/logreg.py (its second); the model's data are the entry's
parameters `data.NAME`.

A chain runs many transitions, each a full NUTS trajectory, in one
`while` loop, so batch members synchronize on gradient evaluations (the
leapfrog blocks), not on trajectory boundaries.

Every random choice draws from its own key (`split`), so a chain's numbers
do not depend on the batch it runs in, and CPython gives the same draws:

    PYTHONPATH=python python3 -m autobatch run python/autobatch/slice_nuts.py \\
        --model examples/models/gaussian_100d.py --entry chain --inputs examples/nuts_inputs.json
    autobatch run python/autobatch/slice_nuts.py --model examples/models/gaussian_100d.py \\
        --entry chain --backend cpu --inputs examples/nuts_inputs.json
"""

from __future__ import annotations

from autobatch import *
from autobatch.model import log_density, Theta, Float, Data

LEAPFROG_STEPS = 4
# The slice's "divergence" margin (Hoffman & Gelman's Delta_max).
MAX_DELTA = 1000.0


def chain(
    seed: i64,
    theta0: Theta,
    eps: Float,
    num_warmup: i64,
    num_steps: i64,
    max_depth: i64,
    *data: Data,
) -> tuple[Theta, Theta, Theta, i64, i64]:
    # num_warmup + num_steps NUTS transitions (transition i draws from
    # split(seed, i)); returns the last state, the sums of the last
    # num_steps states and of their squares (for means and variances), the
    # gradients evaluated (warmup included: the work done) and the sum of
    # the tree depths (likewise).
    theta = theta0
    logp, g = value_and_grad(log_density, theta, *data)
    grads = 1
    total = zeros_like(theta0)
    total_sq = zeros_like(theta0)
    depths = 0
    i = 0
    while i < num_warmup + num_steps:
        theta, g, logp, depth, used = nuts_step(split(seed, i), theta, g, logp, eps, max_depth, *data)
        if i >= num_warmup:
            total = total + theta
            total_sq = total_sq + theta * theta
        grads += used
        depths += depth
        i += 1
    return theta, total, total_sq, grads, depths


def nuts_step(
    key: i64, theta: Theta, g: Theta, logp: Float, eps: Float, max_depth: i64, *data: Data
) -> tuple[Theta, Theta, Float, i64, i64]:
    # One NUTS transition from theta (with its gradient g and log density
    # logp); returns the new point with its gradient and log density, the
    # tree depth reached and the gradients evaluated.
    r0 = normal_like(split(key, 0), theta)
    joint0 = logp - 0.5 * dot(r0, r0)
    # The slice variable u ~ Uniform(0, exp(joint0)), in logs; 1 - uniform
    # lies in (0, 1], so the log is finite.
    log_u = joint0 + Float(log(1.0 - uniform(split(key, 1))))
    tree_key = split(key, 2)
    # The trajectory's minus and plus ends.
    bm = theta
    rm = r0
    gm = g
    bp = theta
    rp = r0
    gp = g
    sample = theta
    n = 1
    j = 0
    s = True
    grads = 0
    while s and j < max_depth:
        k = split(tree_key, j)
        # Double the trajectory from its end in a random direction.
        v = Float(1.0)
        start_b = bp
        start_r = rp
        start_g = gp
        if uniform(split(k, 0)) < 0.5:
            v = Float(-1.0)
            start_b = bm
            start_r = rm
            start_g = gm
        _fb, _fr, lb, lr, lg, proposal, pg, logp1, n1, s1, g1 = build_tree(
            split(k, 1), start_b, start_r, start_g, log_u, v, j, eps, *data
        )
        if v < 0.0:
            bm = lb
            rm = lr
            gm = lg
        else:
            bp = lb
            rp = lr
            gp = lg
        # Move to the new subtree's proposal with probability min(1, n1 / n).
        if s1 and uniform(split(k, 2)) * n < n1:
            sample = proposal
            g = pg
            logp = logp1
        n += n1
        s = s1 and no_u_turn(bm, rm, bp, rp, Float(1.0))
        grads += g1
        j += 1
    return sample, g, logp, j, grads


def build_tree(
    key: i64,
    theta: Theta,
    r: Theta,
    g: Theta,
    log_u: Float,
    v: Float,
    j: i64,
    eps: Float,
    *data: Data,
) -> tuple[Theta, Theta, Theta, Theta, Theta, Theta, Theta, Float, i64, bool, i64]:
    # A subtree of 2^j leaves extending (theta, r, g) in direction v.
    # Returns its first end (point, momentum), its last end (point,
    # momentum, gradient: where the trajectory goes on), a point drawn
    # uniformly from its points in the slice with its gradient and log
    # density, their number, whether the subtree is still valid (no
    # U-turn), and the gradients it evaluated (a subtree stops early once
    # its first half is invalid, so this is not a function of j alone).
    # Both directions go through the same calls, so every chain's next
    # gradient is at the same place in the program, whatever its
    # direction and depth.
    if j == 0:
        b1, r1, g1, logp1 = leapfrog(theta, r, g, v * eps, *data)
        joint = logp1 - 0.5 * dot(r1, r1)
        n1 = 1 if log_u <= joint else 0
        s1 = log_u < joint + MAX_DELTA
        return b1, r1, b1, r1, g1, b1, g1, logp1, n1, s1, LEAPFROG_STEPS
    fb, fr, lb, lr, lg, proposal, pg, logp, n1, s1, grads = build_tree(
        split(key, 0), theta, r, g, log_u, v, j - 1, eps, *data
    )
    if s1:
        _fb, _fr, lb, lr, lg, proposal2, pg2, logp2, n2, s2, g2 = build_tree(
            split(key, 1), lb, lr, lg, log_u, v, j - 1, eps, *data
        )
        # Keep the second subtree's proposal with probability n2 / (n1 + n2).
        if n2 > 0 and uniform(split(key, 2)) * (n1 + n2) < n2:
            proposal = proposal2
            pg = pg2
            logp = logp2
        s1 = s2 and no_u_turn(fb, fr, lb, lr, v)
        n1 = n1 + n2
        grads += g2
    return fb, fr, lb, lr, lg, proposal, pg, logp, n1, s1, grads


def no_u_turn(first_b: Theta, first_r: Theta, last_b: Theta, last_r: Theta, v: Float) -> bool:
    # The trajectory from `first` to `last` was built in direction v (+1:
    # forward in time), so d runs from its minus end to its plus end.
    d = v * (last_b - first_b)
    return dot(d, first_r) >= 0.0 and dot(d, last_r) >= 0.0


def leapfrog(
    theta: Theta, r: Theta, g: Theta, eps: Float, *data: Data
) -> tuple[Theta, Theta, Theta, Float]:
    # LEAPFROG_STEPS steps of size eps (negative: backward in time) from a
    # point whose gradient is g; one gradient evaluation per step.
    logp = Float(0.0)
    i = 0
    while i < LEAPFROG_STEPS:
        r = r + 0.5 * eps * g
        theta = theta + eps * r
        if i == LEAPFROG_STEPS - 1:
            logp, g = value_and_grad(log_density, theta, *data)
        else:
            # The log density is needed at the last point only.
            g = grad(log_density, theta, *data)
        r = r + 0.5 * eps * g
        i += 1
    return theta, r, g, logp
