"""The No-U-Turn Sampler on Bayesian logistic regression, written for ONE
chain; `autobatch` runs a batch of independent chains in lockstep.

The sampler is examples/nuts.py's (Hoffman & Gelman 2011, Algorithm 3:
slice sampling, recursive tree doubling in random directions, the U-turn
criterion, 4 leapfrog steps per tree leaf as in the autobatching paper),
in float32, with each point of the trajectory carrying its gradient and
log density, so that every leapfrog step costs exactly one gradient
evaluation.

The model: N = 10,000 points with D = 100 regressors (examples/make_logreg.py
writes them), y[n] ~ Bernoulli(sigmoid(x[n] . beta)), prior
beta ~ Normal(0, PRIOR_VAR I):

    log p(beta) = sum_n (y[n] z[n] - softplus(z[n])) - |beta|^2 / (2 PRIOR_VAR),  z = x beta

and its gradient, x^T (y - sigmoid(z)) - beta / PRIOR_VAR, comes from
`value_and_grad` (tests/nuts/logreg_handwritten.py is the same sampler
with it written by hand). The two products with the shared data matrix,
x beta and its reverse (a product in the other orientation), are where
the time goes; the compiler runs each for all the chains waiting at it
together.

    python3 examples/make_logreg.py
    autobatch bench nuts --model logreg --backend cpu
"""

from autobatch import *

N = 10000
D = 100
PRIOR_VAR = 1.0
LEAPFROG_STEPS = 4
# The slice's "divergence" margin (Hoffman & Gelman's Delta_max).
MAX_DELTA = 1000.0


def chain(
    seed: i64,
    beta0: f32[D],
    eps: f32,
    num_warmup: i64,
    num_steps: i64,
    max_depth: i64,
    x: Shared[f32[N, D]],
    y: Shared[f32[N]],
) -> tuple[f32[D], f32[D], f32[D], i64, i64]:
    # num_warmup + num_steps NUTS transitions (transition i draws from
    # split(seed, i)); returns the last state, the sums of the last
    # num_steps states and of their squares (for means and variances), the
    # gradients evaluated (warmup included: the work done) and the sum of
    # the tree depths (likewise).
    beta = beta0
    logp, g = value_and_grad(log_density, beta, x, y)
    grads = 1
    total = zeros_like(beta0)
    total_sq = zeros_like(beta0)
    depths = 0
    i = 0
    while i < num_warmup + num_steps:
        beta, g, logp, depth, used = nuts_step(split(seed, i), beta, g, logp, eps, max_depth, x, y)
        if i >= num_warmup:
            total = total + beta
            total_sq = total_sq + beta * beta
        grads += used
        depths += depth
        i += 1
    return beta, total, total_sq, grads, depths


def nuts_step(
    key: i64, beta: f32[D], g: f32[D], logp: f32, eps: f32, max_depth: i64, x: Shared[f32[N, D]], y: Shared[f32[N]]
) -> tuple[f32[D], f32[D], f32, i64, i64]:
    # One NUTS transition from beta (with its gradient g and log density
    # logp); returns the new point with its gradient and log density, the
    # tree depth reached and the gradients evaluated.
    r0 = normal_like(split(key, 0), beta)
    joint0 = logp - 0.5 * dot(r0, r0)
    # The slice variable u ~ Uniform(0, exp(joint0)), in logs; 1 - uniform
    # lies in (0, 1], so the log is finite.
    log_u = joint0 + f32(log(1.0 - uniform(split(key, 1))))
    tree_key = split(key, 2)
    # The trajectory's minus and plus ends.
    bm = beta
    rm = r0
    gm = g
    bp = beta
    rp = r0
    gp = g
    sample = beta
    n = 1
    j = 0
    s = True
    grads = 0
    while s and j < max_depth:
        k = split(tree_key, j)
        # Double the trajectory from its end in a random direction.
        v = f32(1.0)
        start_b = bp
        start_r = rp
        start_g = gp
        if uniform(split(k, 0)) < 0.5:
            v = f32(-1.0)
            start_b = bm
            start_r = rm
            start_g = gm
        _fb, _fr, lb, lr, lg, proposal, pg, logp1, n1, s1, g1 = build_tree(
            split(k, 1), start_b, start_r, start_g, log_u, v, j, eps, x, y
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
        s = s1 and no_u_turn(bm, rm, bp, rp, f32(1.0))
        grads += g1
        j += 1
    return sample, g, logp, j, grads


def build_tree(
    key: i64,
    beta: f32[D],
    r: f32[D],
    g: f32[D],
    log_u: f32,
    v: f32,
    j: i64,
    eps: f32,
    x: Shared[f32[N, D]],
    y: Shared[f32[N]],
) -> tuple[f32[D], f32[D], f32[D], f32[D], f32[D], f32[D], f32[D], f32, i64, bool, i64]:
    # A subtree of 2^j leaves extending (beta, r, g) in direction v.
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
        b1, r1, g1, logp1 = leapfrog(beta, r, g, v * eps, x, y)
        joint = logp1 - 0.5 * dot(r1, r1)
        n1 = 1 if log_u <= joint else 0
        s1 = log_u < joint + MAX_DELTA
        return b1, r1, b1, r1, g1, b1, g1, logp1, n1, s1, LEAPFROG_STEPS
    fb, fr, lb, lr, lg, proposal, pg, logp, n1, s1, grads = build_tree(
        split(key, 0), beta, r, g, log_u, v, j - 1, eps, x, y
    )
    if s1:
        _fb, _fr, lb, lr, lg, proposal2, pg2, logp2, n2, s2, g2 = build_tree(
            split(key, 1), lb, lr, lg, log_u, v, j - 1, eps, x, y
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


def no_u_turn(first_b: f32[D], first_r: f32[D], last_b: f32[D], last_r: f32[D], v: f32) -> bool:
    # The trajectory from `first` to `last` was built in direction v (+1:
    # forward in time), so d runs from its minus end to its plus end.
    d = v * (last_b - first_b)
    return dot(d, first_r) >= 0.0 and dot(d, last_r) >= 0.0


def leapfrog(
    beta: f32[D], r: f32[D], g: f32[D], eps: f32, x: Shared[f32[N, D]], y: Shared[f32[N]]
) -> tuple[f32[D], f32[D], f32[D], f32]:
    # LEAPFROG_STEPS steps of size eps (negative: backward in time) from a
    # point whose gradient is g; one gradient evaluation per step.
    logp = f32(0.0)
    i = 0
    while i < LEAPFROG_STEPS:
        r = r + 0.5 * eps * g
        beta = beta + eps * r
        if i == LEAPFROG_STEPS - 1:
            logp, g = value_and_grad(log_density, beta, x, y)
        else:
            # The log density is needed at the last point only.
            g = grad(log_density, beta, x, y)
        r = r + 0.5 * eps * g
        i += 1
    return beta, r, g, logp


def log_density(beta: f32[D], x: Shared[f32[N, D]], y: Shared[f32[N]]) -> f32:
    # The sampler's gradients all go through the product here (and its
    # reverse), whichever call they come from, so chains batch on them.
    # softplus(z) = max(z, 0) + log1p(exp(-|z|)) does not overflow.
    z = matmul(x, beta)
    softplus = maximum(z, 0.0) + log1p(exp(-abs(z)))
    return sum(y * z - softplus) - 0.5 * dot(beta, beta) / PRIOR_VAR
