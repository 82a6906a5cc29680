"""The No-U-Turn Sampler with Stan's warmup, written once for one chain of
any model; `autobatch sample` runs many chains in lockstep, and CPython
runs the same file (`python3 -m autobatch sample`, the oracle).

The model comes from `autobatch.model` (bound by the compiler, or by
`autobatch.sampling.bind_model` in CPython): `log_density(theta, *data)`
on the free coordinates theta (the model's parameters behind their
constraint transforms, with the log-Jacobians added), `Theta = Float[D]`,
`Data`, the pack of the model's shared data, which this file only passes
on, and `constrain(theta)` / `unconstrain(x)` between theta and the
parameters' constrained values, `Constrained = Float[P]` (recorded per
transition; `init` is given in them).

The driver calls `sample` repeatedly, each call running up to SEGMENT
transitions and feeding the updated state back (see `sample`). Every
random choice draws from its own counter-based key, derived from (seed,
chain, transition, position in the tree), so a chain's draws depend
neither on the batch it runs in nor on how the run is cut into calls:

    chain key       split(seed, chain)
    start           split(chain key, 0) -> split(split(., 0), attempt): the
                    initial point, split(., 1): the first step size heuristic
    transition k    split(chain key, k + 1) -> split(., 0): the trajectory,
                    split(., 1): the step size heuristic after a metric update

Two trajectory algorithms share one tree builder (`algorithm`):

* NUTS (0), as Stan (stan/mcmc/hmc/nuts/base_nuts.hpp) and numpyro run
  it: multinomial sampling of the trajectory's points by their weights
  exp(-H), biased progressive sampling between the old trajectory and a
  new subtree, uniform progressive sampling inside subtrees (Betancourt
  2017, "A Conceptual Introduction to Hamiltonian Monte Carlo", A.3), and
  the generalized U-turn criterion on summed momenta with Stan's extra
  checks across the boundary of every merge, which catch U-turns that the
  two halves hide from each other. A trajectory whose energy error
  exceeds MAX_DELTA_H diverges.
* The slice variant (1): Hoffman & Gelman 2011, Algorithm 3 (as
  slice_nuts.py): a slice variable u, the points inside the slice
  weighted equally (a weight is then exp(0) or exp(-inf), so the same
  progressive sampling code does n'/n and n2/(n1 + n2)), and the original
  U-turn criterion on positions.

`leaf_steps` leapfrog steps make one leaf of the tree (1 in Stan; 4 in the
autobatching paper's benchmark): weights, divergence and the criterion
look at leaves only.

Warmup is Stan's (stan/mcmc/stepsize_adaptation.hpp,
windowed_adaptation.hpp, var_adaptation.hpp, hmc/base_hmc.hpp,
hmc/nuts/adapt_diag_e_nuts.hpp): dual averaging of log(step size) toward
target_accept, a diagonal inverse metric from the draws' variances over
doubling windows, the step size heuristic re-run and dual averaging
restarted after each metric update, and the averaged step size once
warmup ends.

The metric is diagonal (Stan's diag_e, the default) or dense (dense_e,
`DENSE`): `autobatch.model` binds `Metric` to `Float[D]` or `Float[D, D]`
and `Scatter`, Welford's sum of squared deviations, to `f64[D]` or
`f64[D, D]` (covar_adaptation.hpp, welford_covar_estimator.hpp). An `if`
on the constant `DENSE` compiles only the arm CPython runs, so each
program holds one kind of metric and no test of it. The inverse metric's
Cholesky factor (`metric_chol`, upper triangular U with U^T U = M^-1;
for a diagonal metric its square roots) is computed once per update, so
drawing a momentum costs one triangular solve.

Batched performance: every log density and gradient is evaluated inside
`leapfrog` (the initial point too, as a step of size 0), so all chains,
whatever they are doing (building a tree, finding a step size, starting),
meet at the same gradient blocks. Both directions of a doubling go through
the same call of `build_tree`, as in slice_nuts.py.

Annotations are not evaluated in CPython (`from __future__ import
annotations`): `bool[SEGMENT]` is a type of the language but not a
subscriptable object there.
"""

from __future__ import annotations

from autobatch import *
from autobatch.model import log_density, Theta, Float, D, Data, Metric, Scatter, DENSE, P, Constrained, constrain, unconstrain

# Transitions per call of `sample`: the records' first axis. The driver
# waits for the slowest chain at the end of each call, so longer segments
# waste less; shorter ones keep the records (SEGMENT x D per chain) small
# on accelerators with many chains.
SEGMENT = 25

NUTS = 0
SLICE = 1

# Stan's max_deltaH: a leaf whose energy exceeds the initial one by more
# than this ends the trajectory as divergent (Hoffman & Gelman's
# Delta_max for the slice variant).
MAX_DELTA_H = 1000.0

# The deepest tree a transition may build (`max_depth`): 2^16 leaves. The
# tree builder keeps one pending subtree per level (see `transition`).
MAX_TREE_DEPTH = 16

# The pending left halves of the tree being built (`transition`), one per
# level, in three arrays carried from transition to transition: rows of
# `pend_vec` (first and last momenta or, for the slice criterion, the
# first position; summed momenta; the drawn point's position and
# gradient), of `pend_real` (the drawn point's log density and
# Hamiltonian, the log summed weight, the summed acceptance statistics)
# and of `pend_int` (the drawn leaf, the leaves).
P_BEG = 0
P_END = 1
RHO = 2
Q_S = 3
G_S = 4
LOGP_S = 0
H_S = 1
LOG_W = 2
M = 3
MS = 4
J = 0
N = 1

# Stan's services try this many random initial points (stan::services::
# util::initialize) before giving up.
INIT_TRIES = 100
# A chain starts at the best (the highest log density) of this many random
# initial points with a finite log density and gradient, where Stan takes
# the first: a model whose random points mostly lie where its density is
# nearly flat or wildly curved (an ODE whose solution collapses there)
# would otherwise strand a chain that starts at one.
INIT_CANDIDATES = 8
# With `init_optimize` N > 0, each candidate first climbs to a local
# maximum of the log density by up to N iterations of L-BFGS (Nocedal &
# Wright 2006, Algorithms 7.4 and 7.5, with a backtracking Armijo line
# search), and the chain starts at the highest maximum found: on a
# posterior with a minor mode whose basin holds many random points (the
# Lotka-Volterra example's fit at twice the cycle's frequency, 40 nats
# below the posterior's mode, draws in most of them), comparing the
# points themselves picks a basin at random. Stan's L-BFGS defaults: a
# history of 5 pairs, and it stops where an iteration raises the log
# density by less than 1e4 machine epsilons, relatively, or the
# gradient's norm is below 1e-8.
LBFGS_MEMORY = 5
LBFGS_ARMIJO = 1e-4
LBFGS_HALVINGS = 40
LBFGS_TOL_REL = 2.220446049250313e-12
LBFGS_TOL_GRAD = 1e-8

# Why a chain stopped: `sample`'s `failure` output (0: it did not), which
# the driver reports in the model's terms, with `failure_value`. A failing
# chain runs no further transition in the call.
# No initial point with a finite log density in INIT_TRIES tries (or at
# the given one); failure_value: the first try's log density (NaN, -inf
# or +inf).
FAIL_INIT = 1
# The log density was finite at the first try but its gradient was not;
# failure_value: the first non-finite element of the gradient.
FAIL_INIT_GRADIENT = 2
# The step size heuristic doubled the step size past MAX_STEP_SIZE (an
# improper posterior); failure_value: the step size.
FAIL_STEP_SIZE_GROWS = 3
# The step size heuristic halved the step size to 0; failure_value: the
# log density at the point.
FAIL_STEP_SIZE_ZERO = 4
# With DENSE, the adapted metric is not positive definite; failure_value:
# the pivot that is not positive.
FAIL_METRIC = 5
# The log density is +inf at a point the sampler reached (after the
# initial one); failure_value: +inf.
FAIL_DENSITY_INF = 6

# Dual averaging (Hoffman & Gelman 2011, section 3.2; Stan's defaults).
DA_GAMMA = 0.05
DA_T0 = 10.0
DA_KAPPA = 0.75

# Stan's windowed adaptation: an initial fast window, slow windows that
# double from BASE_WINDOW, a terminal fast window; no metric adaptation
# below MIN_METRIC_WARMUP warmup transitions.
INIT_BUFFER = 75
TERM_BUFFER = 50
BASE_WINDOW = 25
MIN_METRIC_WARMUP = 20

# The step size heuristic moves the step size until one leapfrog step's
# acceptance probability crosses 0.8 (Stan's base_hmc::init_stepsize);
# log(0.8) as C's log gives it.
HEURISTIC_LOG_ACCEPT = -0.2231435513142097
# Beyond this the heuristic gives up: the posterior is improper.
MAX_STEP_SIZE = 1e7

# The warmups (`sample`'s `adapt`).
ADAPT_STAN = 0
ADAPT_NUTPIE = 1

# nutpie's warmup (nuts-rs 0.18: adapt_strategy.rs, transform/adapt/
# diagonal.rs, stepsize/adapt.rs, dual_avg.rs; the defaults nutpie runs
# with): the first 30% of warmup switch estimators every 10 draws, the
# later ones after windows that start at 80 draws and grow 1.5x; the
# metric is updated after every transition from the foreground
# estimator; the last 15% adapt the step size alone. The step size
# heuristic starts from 0.1 and stops at 1e5 or 1e-10; dual averaging
# caps the step size at pi (log(pi) as C's log gives it), and every step
# size is jittered by a factor uniform in (1 - 0.1, 1 + 0.1).
NUTPIE_EARLY_WINDOW = 0.3
NUTPIE_STEP_SIZE_WINDOW = 0.15
NUTPIE_EARLY_SWITCH = 10
NUTPIE_WINDOW = 80
NUTPIE_WINDOW_GROWTH = 1.5
NUTPIE_INITIAL_STEP = 0.1
NUTPIE_STEP_TRIALS = 100
NUTPIE_MAX_HEURISTIC_STEP = 1e5
NUTPIE_MIN_HEURISTIC_STEP = 1e-10
NUTPIE_MAX_LOG_STEP = 1.1447298858494002
NUTPIE_JITTER = 0.1
# The inverse metric's elements are clamped to this range.
NUTPIE_METRIC_MIN = 1e-20
NUTPIE_METRIC_MAX = 1e20


def sample(
    seed: i64,
    chain: i64,
    first: i64,
    stop: i64,
    num_warmup: i64,
    num_draws: i64,
    max_depth: i64,
    target_accept: f64,
    algorithm: i64,
    leaf_steps: i64,
    adapt: i64,
    init: Constrained,
    init_jitter: f64,
    init_optimize: i64,
    theta: Theta,
    grad: Theta,
    logp: f64,
    step_size: f64,
    inv_metric: Metric,
    metric_chol: Metric,
    da_count: i64,
    da_s_bar: f64,
    da_x_bar: f64,
    da_mu: f64,
    w_count: i64,
    w_mean: f64[D],
    w_m2: Scatter,
    fg_count: i64,
    fg: f64[4, D],
    bg_count: i64,
    bg: f64[4, D],
    window: i64,
    metric_set: bool,
    *data: Data,
) -> tuple[
    Theta,
    Theta,
    f64,
    f64,
    Metric,
    Metric,
    i64,
    f64,
    f64,
    f64,
    i64,
    f64[D],
    Scatter,
    i64,
    f64[4, D],
    i64,
    f64[4, D],
    i64,
    bool,
    Float[SEGMENT, D],
    Float[SEGMENT, P],
    f64[SEGMENT],
    f64[SEGMENT],
    f64[SEGMENT],
    i64[SEGMENT],
    i64[SEGMENT],
    bool[SEGMENT],
    f64[SEGMENT],
    i64,
    i64,
    f64,
]:
    """Runs transitions first, first + 1, ... of one chain: SEGMENT of
    them, and none from stop or from num_warmup + num_draws on;
    transition k < num_warmup is warmup. `first == 0` starts the chain and
    ignores the state. The driver passes stop = first + SEGMENT, and a
    smaller stop to find the transition at which a chain faulted (the
    transitions before stop run exactly as in the full call).

    `adapt` picks the warmup: ADAPT_STAN or ADAPT_NUTPIE (diagonal
    metric only). The state (theta ... metric_set) is the point with its
    gradient and log density, the step size of the next transition, the
    inverse metric and its Cholesky factor, dual averaging's counter,
    averaged gradient s_bar, averaged iterate x_bar and shrinkage target
    mu, Welford's count, mean and sum of squared deviations of Stan's
    current metric window, and nutpie's estimators (`nutpie_warmup`):
    the foreground's count and rows (the draws' mean and sum of squares,
    the gradients' mean and sum of squares), the background's, the
    window length, and whether the metric was updated yet. The
    outputs are the updated state in the same order, then the records of
    the transitions run (rows count and beyond are zeros), count, and why
    the chain stopped after count transitions if it did (failure, one of
    the FAIL_ codes, and failure_value; else 0 and 0.0)."""
    assert max_depth >= 1, "max_depth must be at least 1"
    assert leaf_steps >= 1, "leaf_steps must be at least 1"
    assert algorithm == NUTS or algorithm == SLICE, "algorithm must be 0 (NUTS) or 1 (slice)"
    assert target_accept > 0.0 and target_accept < 1.0, "target_accept must lie in (0, 1)"
    assert num_warmup >= 0 and num_draws >= 0, "num_warmup and num_draws must be >= 0"
    assert adapt == ADAPT_STAN or (adapt == ADAPT_NUTPIE and not DENSE), "adapt must be 0 (Stan) or 1 (nutpie, diagonal)"
    assert init_optimize >= 0, "init_optimize must be >= 0"
    assert init_optimize == 0 or adapt == ADAPT_STAN, "init_optimize needs Stan's warmup (adapt 0)"
    chain_key = split(seed, chain)
    failure = 0
    failure_value = 0.0
    if first == 0:
        start_key = split(chain_key, 0)
        q0 = zeros(D, Float)
        if init_jitter == 0.0:
            # Only a given point is read: `unconstrain` of the zeros passed
            # otherwise may divide by zero (a covariance matrix's).
            q0 = unconstrain(init)
        theta, grad, logp, failure, failure_value = initial_point(
            split(start_key, 0), q0, init_jitter, init_optimize, *data
        )
        inv_metric = identity_metric()
        metric_chol = identity_metric()
        step_size = 1.0
        fg_count, fg, bg_count, bg = 0, zeros((4, D), f64), 0, zeros((4, D), f64)
        window, metric_set = NUTPIE_WINDOW, False
        if failure == 0 and adapt == ADAPT_NUTPIE:
            # nutpie's start: both estimators hold the initial point, and
            # the metric comes from its gradient alone, then the heuristic
            # runs from NUTPIE_INITIAL_STEP.
            fg_count, fg = nutpie_add(fg_count, fg, theta, grad)
            bg_count, bg = fg_count, fg
            inv_metric = gradient_metric(inv_metric, grad)
            metric_chol, _pivot = metric_factor(inv_metric)
            step_size, _reset, failure, failure_value = nutpie_step_size(
                split(start_key, 1), theta, grad, logp, inv_metric, metric_chol, target_accept, *data
            )
        elif failure == 0:
            # Stan starts the heuristic from its default step size, 1.
            step_size, failure, failure_value = find_step_size(
                split(start_key, 1), theta, grad, logp, 1.0, inv_metric, metric_chol, *data
            )
        # Hoffman & Gelman (and numpyro) shrink toward log(10 eps) for the
        # heuristic's eps; Stan's services set mu from the step size the
        # heuristic starts from (1), which only matters in the first window.
        # nutpie's averaged iterate starts at log(eps), which it samples
        # with when there is no warmup.
        da_count, da_s_bar, da_x_bar, da_mu = 0, 0.0, 0.0, log(10.0 * step_size)
        if adapt == ADAPT_NUTPIE:
            da_x_bar = log(step_size)
        w_count, w_mean, w_m2 = 0, zeros(D, f64), no_scatter()

    draws = zeros((SEGMENT, D), Float)
    values = zeros((SEGMENT, P), Float)
    lp = zeros(SEGMENT, f64)
    acceptance_rate = zeros(SEGMENT, f64)
    step_sizes = zeros(SEGMENT, f64)
    tree_depth = zeros(SEGMENT, i64)
    n_steps = zeros(SEGMENT, i64)
    diverging = zeros(SEGMENT, bool)
    energy = zeros(SEGMENT, f64)

    pend_vec, pend_real, pend_int, node_key = pending_tree()
    count = 0
    while failure == 0 and count < SEGMENT and first + count < stop and first + count < num_warmup + num_draws:
        k = first + count
        key = split(chain_key, k + 1)
        eps = step_size
        # fmt: off
        (theta, grad, logp, h, accept, accept_sym, depth, leaves, divergent, index,
         pend_vec, pend_real, pend_int, node_key) = transition(
            split(key, 0), theta, grad, logp, eps, inv_metric, metric_chol, max_depth, algorithm, leaf_steps,
            pend_vec, pend_real, pend_int, node_key, *data,
        )
        # fmt: on
        if logp == inf:
            # A point of infinite density draws every weight to itself:
            # the model, not the sampler, is at fault.
            failure, failure_value = FAIL_DENSITY_INF, logp
            break
        draws[count] = theta
        values[count] = constrain(theta)
        lp[count] = logp
        acceptance_rate[count] = accept
        step_sizes[count] = eps
        tree_depth[count] = depth
        n_steps[count] = leaves * leaf_steps
        diverging[count] = divergent
        energy[count] = h
        if adapt == ADAPT_NUTPIE:
            # nutpie jitters every step size by a factor in (0.9, 1.1).
            jitter = 1.0 + NUTPIE_JITTER * (2.0 * uniform(split(key, 2)) - 1.0)
            if k >= num_warmup:
                step_size = exp(da_x_bar) * jitter
            else:
                # fmt: off
                (step_size, inv_metric, metric_chol, da_count, da_s_bar, da_x_bar, da_mu, fg_count, fg,
                 bg_count, bg, window, metric_set, failure, failure_value) = nutpie_warmup(
                    split(key, 1), k, num_warmup, target_accept, jitter, theta, grad, logp, accept, accept_sym,
                    divergent, index, inv_metric, metric_chol, da_count, da_s_bar, da_x_bar, da_mu,
                    fg_count, fg, bg_count, bg, window, metric_set, *data,
                )
                # fmt: on
                if failure != 0:
                    break
        elif k < num_warmup:
            # Stan's adapt_diag_e_nuts::transition: learn the step size,
            # then the variance; a metric update restarts the step size.
            step_size, da_count, da_s_bar, da_x_bar = learn_step_size(
                da_count, da_s_bar, da_x_bar, da_mu, accept, target_accept, inf
            )
            if in_metric_window(k, num_warmup):
                w_count, w_mean, w_m2 = welford_add(w_count, w_mean, w_m2, theta)
            if ends_metric_window(k, num_warmup):
                inv_metric = Float(regularized_metric(w_count, w_m2, inv_metric))
                metric_chol, pivot = metric_factor(inv_metric)
                if pivot <= 0.0 or isnan(pivot):
                    failure, failure_value = FAIL_METRIC, pivot
                    break
                w_count, w_mean, w_m2 = 0, zeros(D, f64), no_scatter()
                step_size, failure, failure_value = find_step_size(
                    split(key, 1), theta, grad, logp, step_size, inv_metric, metric_chol, *data
                )
                if failure != 0:
                    break
                da_count, da_s_bar, da_x_bar, da_mu = 0, 0.0, 0.0, log(10.0 * step_size)
            if k == num_warmup - 1:
                # Stan's complete_adaptation: sample with the averaged iterate.
                step_size = exp(da_x_bar)
        count += 1
    return (
        theta,
        grad,
        logp,
        step_size,
        inv_metric,
        metric_chol,
        da_count,
        da_s_bar,
        da_x_bar,
        da_mu,
        w_count,
        w_mean,
        w_m2,
        fg_count,
        fg,
        bg_count,
        bg,
        window,
        metric_set,
        draws,
        values,
        lp,
        acceptance_rate,
        step_sizes,
        tree_depth,
        n_steps,
        diverging,
        energy,
        count,
        failure,
        failure_value,
    )


def transition(
    key: i64,
    theta: Theta,
    grad: Theta,
    logp: f64,
    eps: f64,
    inv_metric: Metric,
    metric_chol: Metric,
    max_depth: i64,
    algorithm: i64,
    leaf_steps: i64,
    pend_vec: Float[5, MAX_TREE_DEPTH, D],
    pend_real: f64[5, MAX_TREE_DEPTH],
    pend_int: i64[2, MAX_TREE_DEPTH],
    node_key: i64[MAX_TREE_DEPTH + 1],
    *data: Data,
) -> tuple[
    Theta,
    Theta,
    f64,
    f64,
    f64,
    f64,
    i64,
    i64,
    bool,
    i64,
    Float[5, MAX_TREE_DEPTH, D],
    f64[5, MAX_TREE_DEPTH],
    i64[2, MAX_TREE_DEPTH],
    i64[MAX_TREE_DEPTH + 1],
]:
    """One transition from theta (gradient grad, log density logp) with
    step size eps: Stan's base_nuts::transition. Returns the draw with its
    gradient, log density and Hamiltonian (energy), the acceptance
    statistic (the mean over the trajectory's leaves of min(1, exp(H0 -
    H)), what dual averaging targets) and nutpie's symmetric one, the tree
    depth (doublings merged), the leaves built, whether the trajectory
    diverged, and the draw's place in the trajectory (nutpie's
    index_in_trajectory: 0 is theta itself, k > 0 the k-th leaf forward,
    k < 0 backward), then the pending halves' arrays it was given
    (`pending_tree`), updated in place.

    Stan builds each doubling's subtree recursively (base_nuts::
    build_tree: the left half, then the right half, then their merge).
    Here it is built leaf by leaf, as numpyro's iterative NUTS does, with
    the same arithmetic in the same order, so the same draws: after leaf
    i, every subtree that leaf completes is merged with its pending left
    half (its sibling), from the smallest up; a completed subtree that is
    a left half waits in the `pend_*` arrays at its level (its size is
    2^level leaves). Only one pending half per level is ever needed, and
    nothing is saved or restored around calls: the recursion's stacks of
    trajectory points and momenta, copied at every call, are gone. The
    pending halves' arrays are the caller's (`pending_tree`), updated in
    place and handed back, so no transition clears them.
    """
    r0 = momentum(split(key, 0), metric_chol)
    h0 = kinetic_energy(r0, inv_metric) - logp
    # The slice variant's log u, u ~ Uniform(0, exp(-h0)); 1 - uniform
    # lies in (0, 1], so the log is finite. NUTS ignores it.
    log_u = log(1.0 - uniform(split(key, 1))) - h0
    tree_key = split(key, 2)

    # The trajectory's backward and forward ends (position, momentum,
    # gradient), the summed momenta of its leaves, the log of its summed
    # weights (relative to exp(-h0)), and the point drawn from it so far.
    q_bck, p_bck, g_bck = theta, r0, grad
    q_fwd, p_fwd, g_fwd = theta, r0, grad
    rho = r0
    log_w = 0.0
    q_s, g_s, logp_s, h_s = theta, grad, logp, h0

    depth = 0
    leaves = 0
    metro = 0.0
    metro_sym = 0.0
    divergent = False
    # Leaves on either side of theta, and the drawn point's index.
    n_fwd = 0
    n_bck = 0
    index = 0

    # The pending left halves, one per level (see P_BEG ... N), updated in
    # place: the caller's arrays, carried from transition to transition.
    # A row is read only after this transition wrote it (a right half
    # merges with the left half completed before it), so what an earlier
    # transition left there is never read. `node_key[l]` is the key of
    # the level-l subtree holding the current leaf, as build_tree's
    # recursion would derive it (split(key, 0) for a left half,
    # split(key, 1) for a right one).
    while depth < max_depth:
        k = split(tree_key, depth)
        forward = uniform(split(k, 0)) > 0.5
        # The old trajectory's end next to the new subtree (near) and the
        # other one (far), in the new subtree's building order.
        q_near, p_near, g_near = q_fwd, p_fwd, g_fwd
        q_far, p_far = q_bck, p_bck
        sign = 1.0
        if not forward:
            q_near, p_near, g_near = q_bck, p_bck, g_bck
            q_far, p_far = q_fwd, p_fwd
            sign = -1.0
        step = sign * eps

        # The subtree of 2^depth leaves, leaf by leaf. (q, p, g) is its
        # last point; the current node (`c_*`) is the largest subtree the
        # last leaf completed, at level `level`.
        q, p, g = q_near, p_near, g_near
        node_key[depth] = split(k, 1)
        i = 0
        # (What the first leaf sets; the loop runs at least once.)
        valid, level, c_div = True, 0, False
        c_n, c_j, c_m, c_ms, c_log_w, c_logp_s, c_h_s = 0, 0, 0.0, 0.0, 0.0, 0.0, 0.0
        c_q_s, c_g_s, c_p_beg, c_rho = q, g, p, p
        building = True
        while building:
            if i & 1 == 0:
                # The keys of the subtrees that start at leaf i (none
                # above the leaf when i is odd).
                top = depth - 1
                if i > 0:
                    top = 0
                    while (i >> (top + 1)) << (top + 1) == i:
                        top += 1
                l = top
                while l >= 1:
                    node_key[l] = split(node_key[l + 1], (i >> l) & 1)
                    l -= 1

            q, p, g, logp_l = leapfrog(q, p, g, step, inv_metric, leaf_steps, *data)
            h, c_log_w, c_m, c_ms, c_div = leaf_weight(p, logp_l, h0, log_u, inv_metric, algorithm)
            c_n = 1
            c_j = 1
            c_logp_s, c_h_s = logp_l, h
            c_p_beg, c_rho = p, p
            c_q_s, c_g_s = q, g
            valid = not c_div
            level = 0
            # (`&`, not `and`: one block of the compiled loop, not three.)
            while valid & (level < depth) & ((i >> level) & 1 == 1):
                # Merge the current node with its pending left half: the
                # sums, then uniform progressive sampling (the right
                # half's point with probability w2 / (w1 + w2)), then
                # the U-turn criterion on the merged subtree.
                c_n, c_m, c_ms = pend_int[N, level] + c_n, pend_real[M, level] + c_m, pend_real[MS, level] + c_ms
                merged_log_w = log_add_exp(pend_real[LOG_W, level], c_log_w)
                if uniform(split(node_key[level + 1], 2)) < exp(c_log_w - merged_log_w):
                    c_j = pend_int[N, level] + c_j
                else:
                    c_q_s, c_g_s = copy(pend_vec[Q_S, level]), copy(pend_vec[G_S, level])
                    c_logp_s, c_h_s, c_j = pend_real[LOGP_S, level], pend_real[H_S, level], pend_int[J, level]
                c_log_w = merged_log_w
                valid = no_u_turn(
                    algorithm, sign, inv_metric, pend_vec[P_END, level], pend_vec[P_BEG, level], pend_vec[RHO, level],
                    pend_vec[P_END, level], c_p_beg, q, p, c_rho,
                )
                c_rho = pend_vec[RHO, level] + c_rho
                c_p_beg = copy(pend_vec[P_BEG, level])
                level += 1
            if valid & (level < depth):
                # A left half: it waits for its sibling.
                pend_vec[P_BEG, level] = c_p_beg
                if algorithm != SLICE:
                    pend_vec[P_END, level] = p
                elif level == 0:
                    pend_vec[P_END, 0] = q
                else:
                    pend_vec[P_END, level] = pend_vec[P_END, level - 1]
                pend_vec[RHO, level] = c_rho
                pend_vec[Q_S, level] = c_q_s
                pend_vec[G_S, level] = c_g_s
                pend_real[LOGP_S, level] = c_logp_s
                pend_real[H_S, level] = c_h_s
                pend_int[J, level] = c_j
                pend_real[LOG_W, level] = c_log_w
                pend_int[N, level] = c_n
                pend_real[M, level] = c_m
                pend_real[MS, level] = c_ms
                i += 1
            else:
                building = False
        if not valid:
            # A divergence or a U-turn inside the subtree ends it: its
            # counts are summed up the levels above the current node,
            # where the current node is a right half, as the recursion
            # returns them.
            while level < depth:
                if (i >> level) & 1 == 1:
                    c_n, c_m, c_ms = pend_int[N, level] + c_n, pend_real[M, level] + c_m, pend_real[MS, level] + c_ms
                level += 1

        leaves += c_n
        metro += c_m
        metro_sym += c_ms
        divergent = divergent or c_div
        if forward:
            q_fwd, p_fwd, g_fwd = q, p, g
        else:
            q_bck, p_bck, g_bck = q, p, g
        if not valid:
            break
        depth += 1
        # Biased progressive sampling: move to the new subtree with
        # probability min(1, w_new / w_old), favouring later points.
        if uniform(split(k, 2)) < exp(c_log_w - log_w):
            q_s, g_s, logp_s, h_s = c_q_s, c_g_s, c_logp_s, c_h_s
            index = n_fwd + c_j if forward else -(n_bck + c_j)
        if forward:
            n_fwd += c_n
        else:
            n_bck += c_n
        log_w = log_add_exp(log_w, c_log_w)
        persist = no_u_turn(algorithm, sign, inv_metric, q_far, p_far, rho, p_near, c_p_beg, q, p, c_rho)
        rho = rho + c_rho
        if not persist:
            break
    return (
        q_s,
        g_s,
        logp_s,
        h_s,
        metro / leaves,
        metro_sym / leaves,
        depth,
        leaves,
        divergent,
        index,
        pend_vec,
        pend_real,
        pend_int,
        node_key,
    )


def pending_tree() -> tuple[
    Float[5, MAX_TREE_DEPTH, D],
    f64[5, MAX_TREE_DEPTH],
    i64[2, MAX_TREE_DEPTH],
    i64[MAX_TREE_DEPTH + 1],
]:
    """New arrays for `transition`'s pending left halves, which each call
    updates in place and hands back for the next."""
    return (
        zeros((5, MAX_TREE_DEPTH, D), Float),
        zeros((5, MAX_TREE_DEPTH), f64),
        zeros((2, MAX_TREE_DEPTH), i64),
        zeros(MAX_TREE_DEPTH + 1, i64),
    )


def leaf_weight(
    p: Theta, logp: f64, h0: f64, log_u: f64, inv_metric: Metric, algorithm: i64
) -> tuple[f64, f64, f64, f64, bool]:
    """A leaf's Hamiltonian (momentum p, log density logp), log weight,
    acceptance statistics and whether it diverged."""
    h = kinetic_energy(p, inv_metric) - logp
    if isnan(h):
        # Stan: a NaN energy is an infinite one (a divergence, weight 0).
        h = inf
    # Stan's acceptance statistic, min(1, exp(h0 - h)), and nutpie's
    # symmetric one, 2 min(1, exp(h0 - h)) / (1 + exp(h0 - h)).
    metro = 1.0 if h0 - h > 0.0 else exp(h0 - h)
    metro_sym = 2.0 * metro / (1.0 + exp(h0 - h))
    log_w = h0 - h
    divergent = h - h0 > MAX_DELTA_H
    if algorithm == SLICE:
        log_w = 0.0 if log_u <= -h else -inf
        divergent = not (log_u < MAX_DELTA_H - h)
    return h, log_w, metro, metro_sym, divergent


def no_u_turn(
    algorithm: i64,
    sign: f64,
    inv_metric: Metric,
    q_beg: Theta,
    p_beg: Theta,
    rho1: Theta,
    p_end1: Theta,
    p_beg2: Theta,
    q_end: Theta,
    p_end: Theta,
    rho2: Theta,
) -> bool:
    """Whether the merge of two adjacent pieces of trajectory, the first
    from (q_beg, p_beg) to momentum p_end1 with summed momenta rho1, then
    the second from momentum p_beg2 to (q_end, p_end) with rho2 (building
    order, direction sign), has not turned back on itself."""
    if algorithm == SLICE:
        # Hoffman & Gelman's criterion on the span from the backward to
        # the forward end, with velocities M^-1 p.
        span = Float(sign) * (q_end - q_beg)
        if DENSE:
            return (dot8(span, matmul(inv_metric, p_beg)) >= 0.0) & (dot8(span, matmul(inv_metric, p_end)) >= 0.0)
        else:
            return (dot8(span, inv_metric * p_beg) >= 0.0) & (dot8(span, inv_metric * p_end) >= 0.0)
    # The generalized criterion (Betancourt 2017) on the merge, then
    # Stan's checks across the boundary: the first piece extended by the
    # second's first point, the second extended by the first's last point.
    # All three are computed (`&`, not `and`: the same result, as they
    # cannot fail), so that their six dot products run as one loop.
    return (
        generalized_criterion(p_beg, p_end, rho1 + rho2, inv_metric)
        & generalized_criterion(p_beg, p_beg2, rho1 + p_beg2, inv_metric)
        & generalized_criterion(p_end1, p_end, rho2 + p_end1, inv_metric)
    )


def generalized_criterion(p_a: Theta, p_b: Theta, rho: Theta, inv_metric: Metric) -> bool:
    # Stan's base_nuts::compute_criterion: both ends' sharp momenta
    # M^-1 p still point along the summed momenta.
    if DENSE:
        return (dot8(matmul(inv_metric, p_b), rho) > 0.0) & (dot8(matmul(inv_metric, p_a), rho) > 0.0)
    else:
        return (dot8(inv_metric * p_b, rho) > 0.0) & (dot8(inv_metric * p_a, rho) > 0.0)


def leapfrog(
    q: Theta, p: Theta, g: Theta, eps: f64, inv_metric: Metric, steps: i64, *data: Data
) -> tuple[Theta, Theta, Theta, f64]:
    """`steps` (at least 1) leapfrog steps of size eps (negative: backward
    in time) from (q, p) whose log density gradient is g (Stan's
    expl_leapfrog); returns the new point, momentum, gradient and log
    density. Every gradient of the sampler is evaluated here, one per
    step, so the chains meet at the same blocks. (The steps' half kicks
    stay two additions, not one of the whole step, for Stan's rounding;
    the first drift and the last kick are outside the loop so that one
    step, the default, runs no loop.)"""
    e = Float(eps)
    p = p + (0.5 * e) * g
    q = drift(q, p, e, inv_metric)
    i = 1
    while i < steps:
        # The log density is needed at the last point only.
        g = grad(log_density, q, *data)
        p = p + (0.5 * e) * g
        p = p + (0.5 * e) * g
        q = drift(q, p, e, inv_metric)
        i += 1
    # (The model may return any float type: energies are f64.)
    value, g = value_and_grad(log_density, q, *data)
    p = p + (0.5 * e) * g
    return q, p, g, f64(value)


def drift(q: Theta, p: Theta, e: Float, inv_metric: Metric) -> Theta:
    # The position's step: q + e M^-1 p.
    if DENSE:
        return q + e * matmul(inv_metric, p)
    else:
        return q + e * (inv_metric * p)


def initial_point(
    key: i64, init: Theta, init_jitter: f64, optimize: i64, *data: Data
) -> tuple[Theta, Theta, f64, i64, f64]:
    """The chain's first point with its gradient and log density: `init`,
    or (init_jitter > 0) the best of INIT_CANDIDATES points uniform in
    (-init_jitter, init_jitter) per coordinate whose log density and
    gradient are finite (drawing on, up to INIT_TRIES points in all, until
    one is); with optimize > 0, each such point (or `init`) replaced by
    the end of `ascend` from it first. Then 0 and 0.0; with no such point
    in INIT_TRIES tries (or at `init`), FAIL_INIT or FAIL_INIT_GRADIENT and
    what the first try found."""
    attempt = 0
    failure = 0
    failure_value = 0.0
    found = False
    best_q = init
    best_g = init
    best_logp = -inf
    while True:
        q = init
        if init_jitter != 0.0:
            u = uniform_like(split(key, attempt), init)
            q = Float(init_jitter) * (2.0 * u - 1.0)
        # A leapfrog step of size 0 evaluates the log density and gradient
        # at q itself, at the same blocks as every other gradient.
        q, _p, g, logp = leapfrog(q, zeros_like(init), zeros_like(init), 0.0, identity_metric(), 1, *data)
        if isfinite(logp) and sum(isfinite(g)) == D:
            if optimize > 0:
                q, g, logp = ascend(q, g, logp, optimize, *data)
            if not found or logp > best_logp:
                best_q = q
                best_g = g
                best_logp = logp
            found = True
        elif attempt == 0:
            failure, failure_value = first_non_finite(logp, g)
        attempt += 1
        if found and (init_jitter == 0.0 or attempt >= INIT_CANDIDATES):
            return best_q, best_g, best_logp, 0, 0.0
        if init_jitter == 0.0 or attempt >= INIT_TRIES:
            if found:
                return best_q, best_g, best_logp, 0, 0.0
            return q, g, logp, failure, failure_value


def ascend(q: Theta, g: Theta, logp: f64, iterations: i64, *data: Data) -> tuple[Theta, Theta, f64]:
    """Up to `iterations` iterations of L-BFGS uphill from q (gradient g,
    log density logp, both finite): the direction H g, H the inverse
    Hessian's approximation from the last LBFGS_MEMORY steps s and
    gradient changes y (the two-loop recursion, H0 = (s.y / y.y) I, the
    first direction the gradient scaled to length at most 1), then the
    step t d, t = 1, 1/2, ... (LBFGS_HALVINGS times at most), that
    raises the log density by at least LBFGS_ARMIJO t g.d at a point of
    finite log density and gradient. A pair with s.y <= 0 is not kept. It
    stops at `iterations`, when no step is found, when an iteration
    raises the log density by at most LBFGS_TOL_REL relatively, or when
    the gradient's norm is at most LBFGS_TOL_GRAD. Returns the last point
    with its gradient and log density, in f64 arithmetic whatever the
    model's float."""
    s_hist = zeros((LBFGS_MEMORY, D), f64)
    y_hist = zeros((LBFGS_MEMORY, D), f64)
    rho = zeros(LBFGS_MEMORY, f64)
    alpha = zeros(LBFGS_MEMORY, f64)
    pairs = 0
    newest = 0
    it = 0
    while it < iterations:
        it += 1
        gx = f64(g)
        d = gx
        if pairs > 0:
            for j in range(pairs):
                m = (newest - j) % LBFGS_MEMORY
                alpha[m] = rho[m] * dot(s_hist[m], d)
                d = d - alpha[m] * y_hist[m]
            d = d * (dot(s_hist[newest], y_hist[newest]) / dot(y_hist[newest], y_hist[newest]))
            for j in range(pairs - 1, -1, -1):
                m = (newest - j) % LBFGS_MEMORY
                d = d + (alpha[m] - rho[m] * dot(y_hist[m], d)) * s_hist[m]
            if not (dot(gx, d) > 0.0):
                # Rounding made H g no ascent direction: forget the pairs.
                pairs = 0
        if pairs == 0:
            d = gx / max(sqrt(dot(gx, gx)), 1.0)
        slope = dot(gx, d)
        t = 1.0
        halvings = 0
        found = False
        q1, g1, logp1 = q, g, logp
        while not found and halvings <= LBFGS_HALVINGS:
            q1, _p, g1, logp1 = leapfrog(
                Float(f64(q) + t * d), zeros_like(q), zeros_like(q), 0.0, identity_metric(), 1, *data
            )
            if isfinite(logp1) and sum(isfinite(g1)) == D and logp1 >= logp + LBFGS_ARMIJO * t * slope:
                found = True
            else:
                t = 0.5 * t
                halvings += 1
        if not found:
            return q, g, logp
        s = f64(q1) - f64(q)
        y = gx - f64(g1)
        rise = logp1 - logp
        scale = max(max(abs(logp), abs(logp1)), 1.0)
        q, g, logp = q1, g1, logp1
        sy = dot(s, y)
        if sy > 0.0:
            if pairs > 0:
                newest = (newest + 1) % LBFGS_MEMORY
            s_hist[newest] = s
            y_hist[newest] = y
            rho[newest] = 1.0 / sy
            pairs = min(pairs + 1, LBFGS_MEMORY)
        if rise <= LBFGS_TOL_REL * scale or sqrt(dot(f64(g), f64(g))) <= LBFGS_TOL_GRAD:
            return q, g, logp
    return q, g, logp


def first_non_finite(logp: f64, g: Theta) -> tuple[i64, f64]:
    """Why a point cannot start a chain: its log density if that is not
    finite, else the first element of its gradient that is not."""
    if not isfinite(logp):
        return FAIL_INIT, logp
    for x in g:
        if not isfinite(x):
            return FAIL_INIT_GRADIENT, f64(x)
    return FAIL_INIT_GRADIENT, nan


def find_step_size(
    key: i64, q: Theta, g: Theta, logp: f64, eps: f64, inv_metric: Metric, metric_chol: Metric, *data: Data
) -> tuple[f64, i64, f64]:
    """Stan's base_hmc::init_stepsize: from eps, double (or halve) the step
    size until one leapfrog step from q with a fresh momentum has an
    acceptance probability below (above) 0.8. The first trial only picks
    the direction; trial i draws its momentum from split(key, i). Returns
    the step size, then 0 and 0.0, or why the heuristic failed (a FAIL_
    code and its failure_value)."""
    if eps == 0.0 or eps > MAX_STEP_SIZE or isnan(eps):
        return eps, 0, 0.0
    direction = 0
    trial = 0
    while True:
        p = momentum(split(key, trial), metric_chol)
        h0 = kinetic_energy(p, inv_metric) - logp
        _q1, p1, _g1, logp1 = leapfrog(q, p, g, eps, inv_metric, 1, *data)
        if logp1 == inf:
            return eps, FAIL_DENSITY_INF, logp1
        h = kinetic_energy(p1, inv_metric) - logp1
        if isnan(h):
            h = inf
        delta = h0 - h
        trial += 1
        if direction == 0:
            direction = 1 if delta > HEURISTIC_LOG_ACCEPT else -1
        elif direction == 1 and not (delta > HEURISTIC_LOG_ACCEPT):
            return eps, 0, 0.0
        elif direction == -1 and not (delta < HEURISTIC_LOG_ACCEPT):
            return eps, 0, 0.0
        else:
            eps = 2.0 * eps if direction == 1 else 0.5 * eps
            if eps > MAX_STEP_SIZE:
                return eps, FAIL_STEP_SIZE_GROWS, eps
            if eps == 0.0:
                return eps, FAIL_STEP_SIZE_ZERO, logp


def learn_step_size(
    count: i64, s_bar: f64, x_bar: f64, mu: f64, accept: f64, target: f64, max_log_step: f64
) -> tuple[f64, i64, f64, f64]:
    """One step of Nesterov dual averaging of log(step size) toward the
    target acceptance statistic (Stan's stepsize_adaptation::
    learn_stepsize; nutpie's DualAverage::advance caps the log step size
    at max_log_step, Stan at inf); returns the next step size and the
    updated state."""
    count += 1
    t = f64(count)
    stat = 1.0 if accept > 1.0 else accept
    eta = 1.0 / (t + DA_T0)
    s_bar = (1.0 - eta) * s_bar + eta * (target - stat)
    x = mu - s_bar * sqrt(t) / DA_GAMMA
    if x > max_log_step:
        x = max_log_step
    x_eta = pow(t, -DA_KAPPA)
    x_bar = (1.0 - x_eta) * x_bar + x_eta * x
    return exp(x), count, s_bar, x_bar


def welford_add(n: i64, mean: f64[D], m2: Scatter, theta: Theta) -> tuple[i64, f64[D], Scatter]:
    # Welford's running mean and sum of squared deviations (Stan's
    # welford_var_estimator::add_sample), or of their outer products
    # (welford_covar_estimator: m2 += (x - mean) delta^T), in f64 whatever
    # the model's float.
    n += 1
    x = f64(theta)
    delta = x - mean
    mean = mean + delta / f64(n)
    if DENSE:
        dev = x - mean
        scatter = copy(m2)
        for i in range(D):
            scatter[i] = m2[i] + dev[i] * delta
        return n, mean, scatter
    else:
        return n, mean, m2 + (x - mean) * delta


def no_scatter() -> Scatter:
    # An empty window's sum of squared deviations.
    if DENSE:
        return zeros((D, D), f64)
    else:
        return zeros(D, f64)


def regularized_metric(n: i64, m2: Scatter, inv_metric: Metric) -> Scatter:
    """The window's sample (co)variances shrunk toward 1e-3 I (Stan's
    var_adaptation::learn_variance, covar_adaptation::learn_covariance):
    (n / (n + 5)) cov + 1e-3 (5 / (n + 5)) I. With fewer than two draws
    Stan keeps the previous metric's values. A dense estimate is made
    exactly symmetric from its upper triangle (the factor reads that
    triangle; M^-1 p reads both)."""
    cov = f64(inv_metric)
    if n > 1:
        cov = m2 / (f64(n) - 1.0)
    w = f64(n)
    if DENSE:
        cov = copy(cov)
        for i in range(D):
            for j in range(i):
                cov[i, j] = cov[j, i]
        ridge = identity_metric()
        return (w / (w + 5.0)) * cov + 1e-3 * (5.0 / (w + 5.0)) * f64(ridge)
    else:
        return (w / (w + 5.0)) * cov + 1e-3 * (5.0 / (w + 5.0))


def identity_metric() -> Metric:
    # The unit metric warmup starts from (Stan's default inv_metric).
    if DENSE:
        eye = zeros((D, D), Float)
        for i in range(D):
            eye[i, i] = 1.0
        return eye
    else:
        return ones(D, Float)


def metric_factor(inv_metric: Metric) -> tuple[Metric, f64]:
    """U, upper triangular with U^T U = inv_metric (the transposed lower
    Cholesky factor Stan's dense_e_metric takes with llt()), row by row:
    U[j, i] = (M^-1[j, i] - sum over k < j of U[k, j] U[k, i]) / U[j, j].
    Of a diagonal metric, its square roots. Then the smallest pivot (1.0
    for a diagonal metric): not positive, the metric is not positive
    definite and U is unusable."""
    if DENSE:
        u = zeros((D, D), Float)
        idx = arange(D)
        for j in range(D):
            # Rows j and below of u are still zero, so the product sums
            # over k < j only.
            r = inv_metric[j] - matmul(u[:, j], u)
            if not (r[j] > 0.0):
                return u, f64(r[j])
            d = sqrt(r[j])
            u[j] = where(idx > j, r / d, where(idx == j, d, 0.0))
        return u, 1.0
    else:
        return sqrt(inv_metric), 1.0


def window_sizes(num_warmup: i64) -> tuple[i64, i64, i64]:
    """Stan's windowed_adaptation::set_window_params: the initial fast
    window, terminal fast window and first slow window; 15% / 10% / the
    rest when the defaults do not fit. (Stan forgets to restart its
    window counter in that case, so it never updates the metric there;
    numpyro, and this sampler, use the 15/75/10 windows as documented.)"""
    if INIT_BUFFER + BASE_WINDOW + TERM_BUFFER > num_warmup:
        init_buffer = int(0.15 * num_warmup)
        term_buffer = int(0.1 * num_warmup)
        return init_buffer, term_buffer, num_warmup - (init_buffer + term_buffer)
    return INIT_BUFFER, TERM_BUFFER, BASE_WINDOW


def in_metric_window(k: i64, num_warmup: i64) -> bool:
    """Whether warmup transition k's draw feeds the variance estimate
    (windowed_adaptation::adaptation_window)."""
    if num_warmup < MIN_METRIC_WARMUP:
        return False
    init_buffer, term_buffer, _base = window_sizes(num_warmup)
    return k >= init_buffer and k < num_warmup - term_buffer


def ends_metric_window(k: i64, num_warmup: i64) -> bool:
    """Whether warmup transition k ends a slow window, so the metric is
    updated after it: replays windowed_adaptation's end_adaptation_window
    and compute_next_window (each window twice the last, the last one
    stretched to the terminal window when the next would not fit)."""
    if num_warmup < MIN_METRIC_WARMUP:
        return False
    init_buffer, term_buffer, size = window_sizes(num_warmup)
    last = num_warmup - term_buffer - 1
    end = init_buffer + size - 1
    while end < k:
        if end == last:
            return False
        size = 2 * size
        end = end + size
        if end != last and end + 2 * size >= num_warmup - term_buffer:
            end = last
    return end == k


def momentum(key: i64, metric_chol: Metric) -> Theta:
    """p ~ Normal(0, M), M the inverse of the inverse metric U^T U: p solves
    U p = z for standard normal z, by back substitution (Stan's
    dense_e_metric::sample_p, llt().matrixU().solve(z)); of a diagonal
    metric, z / sqrt(M^-1) (diag_e_metric::sample_p)."""
    z = normal_like(key, zeros(D, Float))
    if DENSE:
        p = zeros(D, Float)
        for i in range(D - 1, -1, -1):
            # p[i] and the entries before it are still zero.
            p[i] = (z[i] - dot(metric_chol[i], p)) / metric_chol[i, i]
        return p
    else:
        return z / metric_chol


def kinetic_energy(p: Theta, inv_metric: Metric) -> f64:
    # p^T M^-1 p / 2, widened: energies are compared in f64. (`dot8`,
    # like the U-turn criteria's: eight partial sums run in one vector
    # register, where `dot`'s one chain of adds costs about 4 cycles an
    # element, more than the rest of a leaf's bookkeeping.)
    if DENSE:
        return 0.5 * f64(dot8(p, matmul(inv_metric, p)))
    else:
        return 0.5 * f64(dot8(p, inv_metric * p))


def log_add_exp(a: f64, b: f64) -> f64:
    # log(exp(a) + exp(b)) without overflow (Stan's log_sum_exp of two).
    hi = max(a, b)
    if hi == -inf:
        return hi
    return hi + log1p(exp(-abs(a - b)))


# ------------------------------------------------------------ nutpie's warmup


def nutpie_warmup(
    key: i64,
    k: i64,
    num_warmup: i64,
    target_accept: f64,
    jitter: f64,
    theta: Theta,
    grad: Theta,
    logp: f64,
    accept: f64,
    accept_sym: f64,
    divergent: bool,
    index: i64,
    inv_metric: Metric,
    metric_chol: Metric,
    da_count: i64,
    da_s_bar: f64,
    da_x_bar: f64,
    da_mu: f64,
    fg_count: i64,
    fg: f64[4, D],
    bg_count: i64,
    bg: f64[4, D],
    window: i64,
    metric_set: bool,
    *data: Data,
) -> tuple[f64, Metric, Metric, i64, f64, f64, f64, i64, f64[4, D], i64, f64[4, D], i64, bool, i64, f64]:
    """What nutpie's GlobalStrategy::adapt does after warmup transition k
    (its draw theta, grad, logp; its acceptance statistics, whether it
    diverged and the draw's index in its trajectory): returns the next
    step size, the metric, its factor and the rest of the warmup state,
    then 0 and 0.0, or why the step size heuristic failed.

    Two estimators of the draws' and gradients' variances run side by
    side: the foreground one sets the metric, sqrt(var(draws) /
    var(gradients)) per coordinate (Tran and Kleppe's estimator, as
    nutpie's paper names it), after every transition; the background one
    collects the draws since the last switch, and replaces the foreground
    one once it holds `switch` of them (10 in the first 30% of warmup,
    then the window, which grows 1.5x per switch), unless the next
    window would reach into the last 15%. A draw that did not move
    (index 0), or a divergent one within 4 leaves of its start, is not
    counted. The first metric update re-runs the step size heuristic."""
    final_window = num_warmup - int(NUTPIE_STEP_SIZE_WINDOW * f64(num_warmup))
    failure = 0
    failure_value = 0.0
    if k >= final_window:
        # The last 15%: the step size alone, toward the symmetric
        # statistic; the last warmup transition samples with the average.
        eps, da_count, da_s_bar, da_x_bar = learn_step_size(
            da_count, da_s_bar, da_x_bar, da_mu, accept_sym, target_accept, NUTPIE_MAX_LOG_STEP
        )
        if k == num_warmup - 1:
            eps = exp(da_x_bar)
        return (
            eps * jitter, inv_metric, metric_chol, da_count, da_s_bar, da_x_bar, da_mu,
            fg_count, fg, bg_count, bg, window, metric_set, failure, failure_value,
        )
    early_end = int(NUTPIE_EARLY_WINDOW * f64(num_warmup))
    early = k < early_end
    if not early and k == early_end:
        window = max(window, bg_count)
    switch = NUTPIE_EARLY_SWITCH if early else window
    good = abs(index) > 4 if divergent else index != 0
    if good:
        fg_count, fg = nutpie_add(fg_count, fg, theta, grad)
        bg_count, bg = nutpie_add(bg_count, bg, theta, grad)
    next_window = NUTPIE_EARLY_SWITCH
    if not early:
        # Rust's round: half away from zero.
        next_window = max(window + 1, int(floor(f64(window) * NUTPIE_WINDOW_GROWTH + 0.5)))
    late = next_window + k > final_window
    if bg_count >= switch and not late:
        fg_count, fg = bg_count, bg
        bg_count, bg = 0, zeros((4, D), f64)
        if not early:
            window = next_window
    # nuts-rs updates after a switch or once the last update is
    # mass_matrix_update_freq (1) transitions old: at every k >= 1; at
    # k = 0 the foreground holds 2 draws at most, below the 3 it needs.
    changed = fg_count >= 3
    if changed:
        inv_metric = draw_gradient_metric(inv_metric, fg)
        metric_chol, _pivot = metric_factor(inv_metric)
    stat = accept_sym if late else accept
    eps, da_count, da_s_bar, da_x_bar = learn_step_size(
        da_count, da_s_bar, da_x_bar, da_mu, stat, target_accept, NUTPIE_MAX_LOG_STEP
    )
    eps = eps * jitter
    if changed and not metric_set:
        metric_set = True
        eps, reset, failure, failure_value = nutpie_step_size(
            key, theta, grad, logp, inv_metric, metric_chol, target_accept, *data
        )
        if reset:
            da_count, da_s_bar, da_x_bar, da_mu = 0, 0.0, log(eps), log(10.0 * eps)
    return (
        eps, inv_metric, metric_chol, da_count, da_s_bar, da_x_bar, da_mu,
        fg_count, fg, bg_count, bg, window, metric_set, failure, failure_value,
    )


def nutpie_add(count: i64, est: f64[4, D], theta: Theta, grad: Theta) -> tuple[i64, f64[4, D]]:
    """Adds a draw and its gradient to an estimator's rows (means, sums of
    squares) as nutpie's RunningVariance::add_sample does: the first
    sample sets the means; each later one adds (x - old mean)^2 to the
    sum (not Welford's (x - old mean)(x - new mean); the draws' and the
    gradients' sums share the factor, which their ratio mostly cancels)."""
    count += 1
    out = copy(est)
    x = f64(theta)
    g = f64(grad)
    if count == 1:
        out[0] = x
        out[2] = g
    else:
        scale = 1.0 / f64(count)
        dx = x - est[0]
        out[0] = est[0] + dx * scale
        out[1] = est[1] + dx * dx
        dg = g - est[2]
        out[2] = est[2] + dg * scale
        out[3] = est[3] + dg * dg
    return count, out


def draw_gradient_metric(inv_metric: Metric, est: f64[4, D]) -> Metric:
    """nutpie's diagonal inverse metric sqrt(var(draws) / var(gradients)),
    clamped to [NUTPIE_METRIC_MIN, NUTPIE_METRIC_MAX]; a coordinate whose
    ratio is 0 or not finite keeps its value."""
    if DENSE:
        return inv_metric
    else:
        ratio = sqrt(est[1] / est[3])
        clamped = minimum(maximum(ratio, NUTPIE_METRIC_MIN), NUTPIE_METRIC_MAX)
        # (ratio >= 0: a NaN or an infinity is not finite.)
        return where(isfinite(ratio), where(ratio == 0.0, inv_metric, Float(clamped)), inv_metric)


def gradient_metric(inv_metric: Metric, grad: Theta) -> Metric:
    """nutpie's first inverse metric, from the initial point's gradient
    alone: 1 / |grad| per coordinate, |grad| clamped to [NUTPIE_METRIC_MIN,
    NUTPIE_METRIC_MAX]; 1 where it is NaN or 0 (where nutpie takes 1e20: a
    start at a mode, `--init` at it say, would then fling the chain away)."""
    if DENSE:
        return inv_metric
    else:
        a = abs(f64(grad))
        clamped = minimum(maximum(a, NUTPIE_METRIC_MIN), NUTPIE_METRIC_MAX)
        return Float(where(isnan(a), 1.0, where(a == 0.0, 1.0, 1.0 / clamped)))


def nutpie_step_size(
    key: i64, q: Theta, g: Theta, logp: f64, inv_metric: Metric, metric_chol: Metric, target: f64, *data: Data
) -> tuple[f64, bool, i64, f64]:
    """nutpie's step size heuristic (stepsize/adapt.rs, Strategy::init):
    one momentum, one leapfrog step of NUTPIE_INITIAL_STEP picks the
    direction (forward: its acceptance probability exceeds target), then
    up to NUTPIE_STEP_TRIALS steps in that direction, doubling (halving)
    the step size until the probability is at most (at least) the target
    or the step size passes 1e-10 (halving), or fails with
    FAIL_STEP_SIZE_GROWS past 1e5 (doubling). Returns the step size,
    whether dual averaging restarts from it (not when a step diverged:
    then the step size is NUTPIE_INITIAL_STEP), then 0 and 0.0, or a
    FAIL_ code and its value."""
    eps = NUTPIE_INITIAL_STEP
    p = momentum(key, metric_chol)
    h0 = kinetic_energy(p, inv_metric) - logp
    direction = 0
    trial = 0
    while trial <= NUTPIE_STEP_TRIALS:
        sign = -1.0 if direction == -1 else 1.0
        _q1, p1, _g1, logp1 = leapfrog(q, p, g, sign * eps, inv_metric, 1, *data)
        if logp1 == inf:
            return eps, False, FAIL_DENSITY_INF, logp1
        h = kinetic_energy(p1, inv_metric) - logp1
        if not isfinite(logp1) or not isfinite(h - h0) or h - h0 > MAX_DELTA_H:
            # A divergence: nutpie keeps its initial step size.
            return NUTPIE_INITIAL_STEP, False, 0, 0.0
        accept = 1.0 if h0 - h > 0.0 else exp(h0 - h)
        if direction == 0:
            direction = 1 if accept > target else -1
        elif direction == 1:
            if accept <= target:
                return eps, True, 0, 0.0
            if eps > NUTPIE_MAX_HEURISTIC_STEP:
                # nutpie samples on with this step size; a step still
                # accepted past 1e5, on a metric scaled by the gradient, is
                # an improper posterior, which Stan's heuristic reports.
                return eps, False, FAIL_STEP_SIZE_GROWS, eps
            eps = 2.0 * eps
        else:
            if accept >= target or eps < NUTPIE_MIN_HEURISTIC_STEP:
                return eps, True, 0, 0.0
            eps = 0.5 * eps
        trial += 1
    return NUTPIE_INITIAL_STEP, False, 0, 0.0
