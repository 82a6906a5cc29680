"""The No-U-Turn Sampler as Stan runs it, written once for every model.

`autobatch sample MODEL.py` compiles this file together with the model;
`python3 -m autobatch sample MODEL.py` runs it in CPython (the oracle:
the same draws). The model is bound through `autobatch.model` (the names
below; `autobatch.sampling.bind_model` in CPython, the compiler's
`frontend::model` otherwise): `log_density`, the float type `Float` of its
parameter vector `Theta = Float[D]`, and the pack `Data` of its data
parameters, passed along as `*data`.

One chain, transition after transition (Stan's `base_nuts`,
`adapt_diag_e_nuts`; Hoffman and Gelman 2014; Betancourt 2017):

* Each transition draws a momentum p ~ Normal(0, M) (M the diagonal mass
  matrix, held as its inverse `inv_m`) and builds a trajectory by
  doubling, in random directions, a binary tree of leapfrog steps
  (`build_tree`, recursive: this recursion is what the compiled program
  batches across chains at different depths). The next point is drawn
  from the trajectory's points with weights exp(-H): uniformly-progressive
  within a subtree, biased toward the newest subtree at the top.
* The doubling stops at a U-turn (the generalized criterion on the summed
  momenta, checked on each merged subtree and across the boundaries of
  the two halves, as Stan does), at a divergence (energy error > 1000),
  or at `max_depth`.
* Warmup (Stan's schedule): dual averaging of the step size toward
  `target_accept` (gamma 0.05, t0 10, kappa 0.75, mu = log(10 eps)); a
  diagonal inverse mass matrix from the variances of the draws in windows
  (initial fast window 75, slow windows doubling from 25, terminal fast
  window 50; 15% / 75% / 10% of a warmup too short for those; none below
  20), regularized toward 1e-3 as Stan does, the step size heuristic run
  again and the dual averaging restarted after each update; after warmup
  the step size is the dual average's.

`algorithm` 1 is the autobatching paper's benchmark variant instead
(Hoffman and Gelman 2011, Algorithm 3: slice sampling, the original
U-turn criterion), and `leaf_steps` leapfrog steps per tree leaf (the
paper takes 4), with the same warmup.

Every random choice comes from its own key (`split`): chain c's
transition i draws from split(split(seed, c), i + 1), so a chain's draws
depend on neither the batch nor the segments it runs in.
"""

from autobatch import *
from autobatch.model import log_density, Theta, Float, D, Data

# Transitions per call of `sample` (the driver calls it again with the
# state it returns until the chain is done).
SEGMENT = 25
MAX_DELTA_H = 1000.0
# Dual averaging (Hoffman and Gelman 2014, Stan's defaults).
DA_GAMMA = 0.05
DA_T0 = 10.0
DA_KAPPA = 0.75
# Windowed adaptation (Stan's defaults).
INIT_BUFFER = 75
TERM_BUFFER = 50
BASE_WINDOW = 25
# Attempts at an initial point with a finite log density and gradient.
INIT_TRIES = 100


def sample(
    seed: i64,
    chain: i64,
    first: i64,
    num_warmup: i64,
    num_draws: i64,
    max_depth: i64,
    target_accept: f64,
    algorithm: i64,
    leaf_steps: i64,
    init: Theta,
    init_jitter: f64,
    theta: Theta,
    g: Theta,
    lp: Float,
    eps: f64,
    inv_m: Theta,
    da_counter: i64,
    da_s_bar: f64,
    da_x_bar: f64,
    da_mu: f64,
    w_count: i64,
    w_mean: Theta,
    w_m2: Theta,
    window_size: i64,
    next_window: i64,
    *data: Data,
) -> tuple[
    Theta, Theta, Float, f64, Theta, i64, f64, f64, f64, i64, Theta, Theta, i64, i64,
    Float[SEGMENT, D], f64[SEGMENT], f64[SEGMENT], f64[SEGMENT], i64[SEGMENT], i64[SEGMENT], i64[SEGMENT],
    f64[SEGMENT], i64,
]:
    chain_key = split(seed, chain)
    if first == 0:
        theta, g, lp = initial_point(split(chain_key, 0), init, init_jitter, *data)
        eps = init_step_size(split(split(chain_key, 0), 1), theta, g, lp, 1.0, ones_like(theta), *data)
        da_counter, da_s_bar, da_x_bar, da_mu = 0, 0.0, 0.0, log(10.0 * eps)
        inv_m = ones_like(theta)
        w_count = 0
        w_mean = zeros_like(theta)
        w_m2 = zeros_like(theta)
        window_size = BASE_WINDOW
        next_window = INIT_BUFFER + BASE_WINDOW - 1
        if short_warmup(num_warmup):
            window_size = num_warmup - (init_buffer(num_warmup) + term_buffer(num_warmup))
            next_window = init_buffer(num_warmup) + window_size - 1
    draws = zeros((SEGMENT, D), Float)
    lps = zeros(SEGMENT, f64)
    accept = zeros(SEGMENT, f64)
    eps_used = zeros(SEGMENT, f64)
    depths = zeros(SEGMENT, i64)
    steps = zeros(SEGMENT, i64)
    # (1 for a divergent transition: CPython has no bool tensor annotation.)
    divergent = zeros(SEGMENT, i64)
    energy = zeros(SEGMENT, f64)
    count = min(SEGMENT, num_warmup + num_draws - first)
    for k in range(count):
        i = first + k
        key = split(chain_key, i + 1)
        theta, g, lp, stat, depth, n, div, h = transition(
            split(key, 0), theta, g, lp, eps, inv_m, max_depth, algorithm, leaf_steps, *data
        )
        draws[k] = theta
        lps[k] = f64(lp)
        accept[k] = stat
        eps_used[k] = eps
        depths[k] = depth
        steps[k] = n
        divergent[k] = 1 if div else 0
        energy[k] = h
        if i < num_warmup:
            # Stan's adapt_diag_e_nuts: the step size, then the metric.
            da_counter, da_s_bar, da_x_bar, eps = learn_step_size(
                da_counter, da_s_bar, da_x_bar, da_mu, target_accept, stat
            )
            if adapt_metric(i, num_warmup):
                w_count, w_mean, w_m2 = welford(w_count, w_mean, w_m2, theta)
            if i == next_window and num_warmup >= 20:
                inv_m = regularized_variance(w_count, w_m2)
                w_count = 0
                w_mean = zeros_like(theta)
                w_m2 = zeros_like(theta)
                window_size, next_window = next_window_of(i, window_size, next_window, num_warmup)
                eps = init_step_size(split(key, 1), theta, g, lp, eps, inv_m, *data)
                da_counter, da_s_bar, da_x_bar, da_mu = 0, 0.0, 0.0, log(10.0 * eps)
            if i == num_warmup - 1:
                eps = exp(da_x_bar)
    return (
        theta, g, lp, eps, inv_m, da_counter, da_s_bar, da_x_bar, da_mu, w_count, w_mean, w_m2, window_size,
        next_window, draws, lps, accept, eps_used, depths, steps, divergent, energy, count,
    )


def initial_point(key: i64, init: Theta, init_jitter: f64, *data: Data) -> tuple[Theta, Theta, Float]:
    # `init`, or a point uniform in (-init_jitter, init_jitter) per
    # coordinate: the first (of INIT_TRIES) whose log density and gradient
    # are finite, as Stan retries.
    theta = init
    if init_jitter > 0.0:
        theta = Float(init_jitter) * (Float(2.0) * uniform_like(split(key, 0), init) - Float(1.0))
    lp, g = value_and_grad(log_density, theta, *data)
    tries = 1
    while not (isfinite(lp) and isfinite(sum(g))) and init_jitter > 0.0 and tries < INIT_TRIES:
        theta = Float(init_jitter) * (Float(2.0) * uniform_like(split(key, tries), init) - Float(1.0))
        lp, g = value_and_grad(log_density, theta, *data)
        tries += 1
    return theta, g, lp


def short_warmup(num_warmup: i64) -> bool:
    # Too short for Stan's windows: its 15% / 75% / 10% split instead.
    return num_warmup >= 20 and INIT_BUFFER + TERM_BUFFER + BASE_WINDOW > num_warmup


def init_buffer(num_warmup: i64) -> i64:
    # Stan truncates 15% of the warmup, computed in doubles.
    if short_warmup(num_warmup):
        return i64(0.15 * f64(num_warmup))
    return INIT_BUFFER


def term_buffer(num_warmup: i64) -> i64:
    if short_warmup(num_warmup):
        return i64(0.1 * f64(num_warmup))
    return TERM_BUFFER


def adapt_metric(i: i64, num_warmup: i64) -> bool:
    # Stan's adaptation_window(): inside the slow windows.
    return num_warmup >= 20 and i >= init_buffer(num_warmup) and i < num_warmup - term_buffer(num_warmup)


def next_window_of(i: i64, size: i64, end: i64, num_warmup: i64) -> tuple[i64, i64]:
    # Stan's compute_next_window(), at the end of the window that ends at
    # transition i: the next one is twice as long, stretched to the
    # terminal buffer when the one after it would not fit.
    last = num_warmup - term_buffer(num_warmup) - 1
    if end == last:
        return size, end
    size = 2 * size
    end = i + size
    if end != last and end + 2 * size >= num_warmup - term_buffer(num_warmup):
        end = last
    return size, end


def welford(n: i64, mean: Theta, m2: Theta, x: Theta) -> tuple[i64, Theta, Theta]:
    n = n + 1
    delta = x - mean
    mean = mean + delta / Float(n)
    return n, mean, m2 + delta * (x - mean)


def regularized_variance(n: i64, m2: Theta) -> Theta:
    # The sample variance shrunk toward 1e-3 (Stan's var_adaptation).
    w = f64(n)
    var = m2 / Float(w - 1.0)
    return Float(w / (w + 5.0)) * var + Float(1e-3 * (5.0 / (w + 5.0)))


def learn_step_size(
    counter: i64, s_bar: f64, x_bar: f64, mu: f64, target: f64, stat: f64
) -> tuple[i64, f64, f64, f64]:
    # One step of dual averaging (Stan's stepsize_adaptation); returns the
    # updated state and the next step size.
    counter += 1
    stat = min(stat, 1.0)
    eta = 1.0 / (f64(counter) + DA_T0)
    s_bar = (1.0 - eta) * s_bar + eta * (target - stat)
    x = mu - s_bar * sqrt(f64(counter)) / DA_GAMMA
    x_eta = f64(counter) ** -DA_KAPPA
    x_bar = (1.0 - x_eta) * x_bar + x_eta * x
    return counter, s_bar, x_bar, exp(x)


def init_step_size(key: i64, theta: Theta, g: Theta, lp: Float, eps: f64, inv_m: Theta, *data: Data) -> f64:
    # Stan's init_stepsize: double or halve the step size until one
    # leapfrog step's acceptance probability crosses 0.8 (each try from
    # theta with a fresh momentum).
    delta = energy_change(split(key, 0), theta, g, lp, eps, inv_m, *data)
    direction = 1 if delta > log(0.8) else -1
    n = 1
    done = False
    while not done and n < 100:
        delta = energy_change(split(key, n), theta, g, lp, eps, inv_m, *data)
        if direction == 1 and not delta > log(0.8):
            done = True
        elif direction == -1 and not delta < log(0.8):
            done = True
        elif direction == 1:
            eps = 2.0 * eps
        else:
            eps = 0.5 * eps
        n += 1
    return eps


def energy_change(key: i64, theta: Theta, g: Theta, lp: Float, eps: f64, inv_m: Theta, *data: Data) -> f64:
    # H0 - H after one leapfrog step from theta with a fresh momentum (NaN
    # counts as an infinite energy).
    p = momentum(key, theta, inv_m)
    h0 = hamiltonian(lp, p, inv_m)
    _theta1, p1, _g1, lp1 = leapfrog(theta, p, g, eps, inv_m, 1, *data)
    h = hamiltonian(lp1, p1, inv_m)
    if isnan(h):
        h = inf
    return h0 - h


def momentum(key: i64, theta: Theta, inv_m: Theta) -> Theta:
    # p ~ Normal(0, M), M = diag(1 / inv_m).
    return normal_like(key, theta) / sqrt(inv_m)


def hamiltonian(lp: Float, p: Theta, inv_m: Theta) -> f64:
    return -f64(lp) + 0.5 * f64(dot(p, inv_m * p))


def leapfrog(
    theta: Theta, p: Theta, g: Theta, eps: f64, inv_m: Theta, steps: i64, *data: Data
) -> tuple[Theta, Theta, Theta, Float]:
    # `steps` leapfrog steps of size eps (negative: backward in time) from
    # a point whose gradient is g; one gradient per step, all of them at
    # the two calls below, where chains meet.
    lp = Float(0.0)
    half = Float(0.5 * eps)
    for i in range(steps):
        p = p + half * g
        theta = theta + Float(eps) * (inv_m * p)
        if i == steps - 1:
            lp, g = value_and_grad(log_density, theta, *data)
        else:
            # The log density is needed at the last point only.
            g = grad(log_density, theta, *data)
        p = p + half * g
    return theta, p, g, lp


def log_sum_exp(a: f64, b: f64) -> f64:
    # log(exp(a) + exp(b)), as Stan's (exact for -inf operands).
    if a == -inf:
        return b
    if a == inf and b == inf:
        return inf
    if a > b:
        return a + log1p(exp(b - a))
    return b + log1p(exp(a - b))


def u_turn_free(p_sharp_minus: Theta, p_sharp_plus: Theta, rho: Theta) -> bool:
    # The generalized criterion (Betancourt 2017): the summed momentum rho
    # still points along both ends' velocities.
    return dot(p_sharp_plus, rho) > 0.0 and dot(p_sharp_minus, rho) > 0.0


def transition(
    key: i64, theta: Theta, g: Theta, lp: Float, eps: f64, inv_m: Theta, max_depth: i64, algorithm: i64,
    leaf_steps: i64, *data: Data,
) -> tuple[Theta, Theta, Float, f64, i64, i64, bool, f64]:
    # One NUTS transition from theta (gradient g, log density lp). Returns
    # the next point (with its gradient and log density), the acceptance
    # statistic, the tree depth, the leapfrog steps, whether it diverged
    # and the energy of the point drawn.
    if algorithm == 1:
        return slice_transition(key, theta, g, lp, eps, inv_m, max_depth, leaf_steps, *data)
    p = momentum(split(key, 0), theta, inv_m)
    h0 = hamiltonian(lp, p, inv_m)
    # The two ends of the trajectory: point, momentum, gradient, log
    # density; and the velocities p# = inv_m p at the two ends of each
    # half (bck: the backward half, fwd: the forward one).
    # (The momenta at the trajectory's ends are p_bck and p_fwd.)
    t_bck, p_bck, g_bck, lp_bck = theta, p, g, lp
    t_fwd, p_fwd, g_fwd, lp_fwd = theta, p, g, lp
    ps_fwd_fwd = inv_m * p
    ps_fwd_bck = ps_fwd_fwd
    ps_bck_fwd = ps_fwd_fwd
    ps_bck_bck = ps_fwd_fwd
    pe_fwd_bck = p
    pe_bck_fwd = p
    rho = p
    # The draw so far (the starting point) and its momentum.
    s_theta, s_p, s_g, s_lp = theta, p, g, lp
    log_sum_weight = 0.0
    n_leapfrog = 0
    sum_metro = 0.0
    depth = 0
    divergent = False
    going = True
    while going and depth < max_depth:
        k = split(key, depth + 1)
        rho_fwd = zeros_like(theta)
        rho_bck = zeros_like(theta)
        if uniform(split(k, 0)) > 0.5:
            # Forward: the trajectory so far becomes the backward half.
            rho_bck = rho
            pe_bck_fwd = p_fwd
            ps_bck_fwd = ps_fwd_fwd
            (t_fwd, p_fwd, g_fwd, lp_fwd, c_theta, c_p, c_g, c_lp, ps_fwd_bck, ps_fwd_fwd, pe_fwd_bck, _pe,
             rho_fwd, lsw, n, metro, valid, div) = build_tree(
                split(k, 1), t_fwd, p_fwd, g_fwd, lp_fwd, depth, eps, inv_m, h0, leaf_steps, *data)
        else:
            rho_fwd = rho
            pe_fwd_bck = p_bck
            ps_fwd_bck = ps_bck_bck
            (t_bck, p_bck, g_bck, lp_bck, c_theta, c_p, c_g, c_lp, ps_bck_fwd, ps_bck_bck, pe_bck_fwd, _pe,
             rho_bck, lsw, n, metro, valid, div) = build_tree(
                split(k, 1), t_bck, p_bck, g_bck, lp_bck, depth, -eps, inv_m, h0, leaf_steps, *data)
        n_leapfrog += n
        sum_metro += metro
        divergent = divergent or div
        if not valid:
            going = False
        else:
            depth += 1
            # Biased progressive sampling: the new subtree's draw replaces
            # the current one with probability min(1, w_new / w_old).
            if lsw > log_sum_weight or uniform(split(k, 2)) < exp(lsw - log_sum_weight):
                s_theta, s_p, s_g, s_lp = c_theta, c_p, c_g, c_lp
            log_sum_weight = log_sum_exp(log_sum_weight, lsw)
            rho = rho_bck + rho_fwd
            going = (
                u_turn_free(ps_bck_bck, ps_fwd_fwd, rho)
                and u_turn_free(ps_bck_bck, ps_fwd_bck, rho_bck + pe_fwd_bck)
                and u_turn_free(ps_bck_fwd, ps_fwd_fwd, rho_fwd + pe_bck_fwd)
            )
    # (One acceptance probability per leaf, of its last point.)
    stat = sum_metro * f64(leaf_steps) / f64(max(n_leapfrog, 1))
    return s_theta, s_g, s_lp, stat, depth, n_leapfrog, divergent, hamiltonian(s_lp, s_p, inv_m)


def build_tree(
    key: i64, theta: Theta, p: Theta, g: Theta, lp: Float, depth: i64, eps: f64, inv_m: Theta, h0: f64,
    leaf_steps: i64, *data: Data,
) -> tuple[
    Theta, Theta, Theta, Float, Theta, Theta, Theta, Float, Theta, Theta, Theta, Theta, Theta, f64, i64, f64,
    bool, bool,
]:
    # A subtree of 2^depth leaves extending the trajectory from (theta, p)
    # in the direction of eps's sign (Stan's build_tree). Returns: its far
    # end (point, momentum, gradient, log density), where the trajectory
    # goes on; its draw (point, momentum, gradient, log density); the
    # velocities at its near and far ends, the momenta at those ends; the
    # sum of its momenta rho; the log of its summed weights exp(h0 - H);
    # its leapfrog steps; its summed acceptance probabilities; whether it
    # is valid (no U-turn, no divergence) and whether it diverged.
    if depth == 0:
        theta, p, g, lp = leapfrog(theta, p, g, eps, inv_m, leaf_steps, *data)
        h = hamiltonian(lp, p, inv_m)
        if isnan(h):
            h = inf
        div = h - h0 > MAX_DELTA_H
        metro = 1.0 if h0 - h > 0.0 else exp(h0 - h)
        ps = inv_m * p
        return theta, p, g, lp, theta, p, g, lp, ps, ps, p, p, p, h0 - h, leaf_steps, metro, not div, div
    (theta, p, g, lp, c_theta, c_p, c_g, c_lp, ps_beg, ps_init_end, p_beg, p_init_end, rho_init, lsw_init, n,
     metro, valid, div) = build_tree(split(key, 0), theta, p, g, lp, depth - 1, eps, inv_m, h0, leaf_steps, *data)
    if not valid:
        return theta, p, g, lp, c_theta, c_p, c_g, c_lp, ps_beg, ps_init_end, p_beg, p_init_end, rho_init, lsw_init, n, metro, False, div
    (theta, p, g, lp, f_theta, f_p, f_g, f_lp, ps_final_beg, ps_end, p_final_beg, p_end, rho_final, lsw_final, n2,
     metro2, valid, div) = build_tree(split(key, 1), theta, p, g, lp, depth - 1, eps, inv_m, h0, leaf_steps, *data)
    n += n2
    metro += metro2
    lsw = log_sum_exp(lsw_init, lsw_final)
    if valid:
        # Uniform progressive sampling between the two halves.
        if lsw_final > lsw or uniform(split(key, 2)) < exp(lsw_final - lsw):
            c_theta, c_p, c_g, c_lp = f_theta, f_p, f_g, f_lp
        rho = rho_init + rho_final
        valid = (
            u_turn_free(ps_beg, ps_end, rho)
            and u_turn_free(ps_beg, ps_final_beg, rho_init + p_final_beg)
            and u_turn_free(ps_init_end, ps_end, rho_final + p_init_end)
        )
        return theta, p, g, lp, c_theta, c_p, c_g, c_lp, ps_beg, ps_end, p_beg, p_end, rho, lsw, n, metro, valid, div
    return theta, p, g, lp, c_theta, c_p, c_g, c_lp, ps_beg, ps_end, p_beg, p_end, rho_init, lsw, n, metro, False, div


def slice_transition(
    key: i64, theta: Theta, g: Theta, lp: Float, eps: f64, inv_m: Theta, max_depth: i64, leaf_steps: i64,
    *data: Data,
) -> tuple[Theta, Theta, Float, f64, i64, i64, bool, f64]:
    # Hoffman and Gelman 2011, Algorithm 3 (the autobatching paper's
    # benchmark sampler, examples/nuts.py), with the mass matrix.
    p = momentum(split(key, 0), theta, inv_m)
    h0 = hamiltonian(lp, p, inv_m)
    # The slice variable u ~ Uniform(0, exp(-h0)), in logs.
    log_u = -h0 + log(1.0 - uniform(split(key, 1)))
    tm, pm, gm = theta, p, g
    tp, pp, gp = theta, p, g
    s_theta, s_p, s_g, s_lp = theta, p, g, lp
    n = 1
    depth = 0
    going = True
    divergent = False
    n_leapfrog = 0
    sum_metro = 0.0
    while going and depth < max_depth:
        k = split(key, depth + 2)
        v = 1.0
        if uniform(split(k, 0)) < 0.5:
            v = -1.0
            (_ft, _fp, tm, pm, gm, c_theta, c_p, c_g, c_lp, n1, s1, steps, metro, div) = slice_tree(
                split(k, 1), tm, pm, gm, log_u, v * eps, depth, inv_m, h0, leaf_steps, *data)
        else:
            (_ft, _fp, tp, pp, gp, c_theta, c_p, c_g, c_lp, n1, s1, steps, metro, div) = slice_tree(
                split(k, 1), tp, pp, gp, log_u, v * eps, depth, inv_m, h0, leaf_steps, *data)
        n_leapfrog += steps
        sum_metro += metro
        divergent = divergent or div
        if s1 and uniform(split(k, 2)) * f64(n) < f64(n1):
            s_theta, s_p, s_g, s_lp = c_theta, c_p, c_g, c_lp
        n += n1
        depth += 1
        going = s1 and no_u_turn(tm, inv_m * pm, tp, inv_m * pp)
    # (One acceptance probability per leaf, of its last point.)
    stat = sum_metro * f64(leaf_steps) / f64(max(n_leapfrog, 1))
    return s_theta, s_g, s_lp, stat, depth, n_leapfrog, divergent, hamiltonian(s_lp, s_p, inv_m)


def slice_tree(
    key: i64, theta: Theta, p: Theta, g: Theta, log_u: f64, eps: f64, depth: i64, inv_m: Theta, h0: f64,
    leaf_steps: i64, *data: Data,
) -> tuple[Theta, Theta, Theta, Theta, Theta, Theta, Theta, Theta, Float, i64, bool, i64, f64, bool]:
    # A subtree of 2^depth leaves from (theta, p) in the direction of eps:
    # its first end, its last end (with gradient), a point drawn uniformly
    # from its points inside the slice, their number, whether it is valid,
    # its leapfrog steps, summed acceptance probabilities, divergence.
    if depth == 0:
        t1, p1, g1, lp1 = leapfrog(theta, p, g, eps, inv_m, leaf_steps, *data)
        h = hamiltonian(lp1, p1, inv_m)
        if isnan(h):
            h = inf
        n1 = 1 if log_u <= -h else 0
        div = not log_u < MAX_DELTA_H - h
        metro = 1.0 if h0 - h > 0.0 else exp(h0 - h)
        return t1, p1, t1, p1, g1, t1, p1, g1, lp1, n1, not div, leaf_steps, metro, div
    (ft, fp, lt, lq, lg, c_theta, c_p, c_g, c_lp, n1, s1, steps, metro, div) = slice_tree(
        split(key, 0), theta, p, g, log_u, eps, depth - 1, inv_m, h0, leaf_steps, *data)
    if s1:
        (_ft, _fp, lt, lq, lg, c2_theta, c2_p, c2_g, c2_lp, n2, s2, steps2, metro2, div2) = slice_tree(
            split(key, 1), lt, lq, lg, log_u, eps, depth - 1, inv_m, h0, leaf_steps, *data)
        if n2 > 0 and uniform(split(key, 2)) * f64(n1 + n2) < f64(n2):
            c_theta, c_p, c_g, c_lp = c2_theta, c2_p, c2_g, c2_lp
        s1 = s2 and no_u_turn_directed(ft, fp, lt, lq, eps, inv_m)
        n1 += n2
        steps += steps2
        metro += metro2
        div = div or div2
    return ft, fp, lt, lq, lg, c_theta, c_p, c_g, c_lp, n1, s1, steps, metro, div


def no_u_turn(t_minus: Theta, v_minus: Theta, t_plus: Theta, v_plus: Theta) -> bool:
    # The original criterion, on the velocities v = inv_m p at the ends.
    d = t_plus - t_minus
    return dot(d, v_minus) >= 0.0 and dot(d, v_plus) >= 0.0


def no_u_turn_directed(
    t_first: Theta, p_first: Theta, t_last: Theta, p_last: Theta, eps: f64, inv_m: Theta
) -> bool:
    # A subtree built backward in time (eps < 0) has its ends reversed.
    if eps < 0.0:
        return no_u_turn(t_last, inv_m * p_last, t_first, inv_m * p_first)
    return no_u_turn(t_first, inv_m * p_first, t_last, inv_m * p_last)
