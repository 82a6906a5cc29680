from autobatch import *


def tree_size(key: i64, depth: i64) -> i64:
    # A random binary tree: a node has two subtrees with probability 0.6,
    # each grown from its own split key, so the batch members diverge.
    if depth == 0 or uniform(split(key, 2)) < 0.4:
        return 1
    return 1 + tree_size(split(key, 0), depth - 1) + tree_size(split(key, 1), depth - 1)


def walk(seed: i64, threshold: f64, max_steps: i64) -> tuple[i64, i64, f64, f64, i64]:
    # A Gaussian random walk until |x| reaches the threshold; every step
    # draws from its own key, and half of the steps (by a uniform coin)
    # are counted.
    key = split(seed, 12345)
    x = 0.0
    n = 0
    heads = 0
    total_u = 0.0
    while n < max_steps and abs(x) < threshold:
        step = split(key, n)
        x += normal(split(step, 0))
        u = uniform(split(step, 1))
        if u < 0.5:
            heads += 1
        total_u += u
        n += 1
    return n, heads, x, total_u, tree_size(split(seed, 7), 6)
