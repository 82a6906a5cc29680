from autobatch import *

# Gradients through recursion: each call saves what its reverse pass needs
# on per-member stacks, and members recurse to different depths.


def tree_sum(x: f64, depth: i64) -> f64:
    # A binary tree of calls: 2^depth leaves, each a function of x.
    if depth == 0:
        return sin(x)
    left = tree_sum(x * 1.25, depth - 1)
    right = tree_sum(x - 0.5, depth - 1)
    return left * 0.5 + right * right


def power(x: f64, n: i64) -> f64:
    # x^n by halving: a chain of n.bit_length() calls.
    if n == 0:
        return 1.0
    h = power(x, n // 2)
    if n % 2 == 1:
        return h * h * x
    return h * h


def even_odd(x: f64, n: i64) -> f64:
    # Mutual recursion.
    if n <= 0:
        return x
    return odd_even(x * x * 0.5 + 0.25, n - 1)


def odd_even(x: f64, n: i64) -> f64:
    return even_odd(cos(x), n - 1)


def main(x: f64, n: i64) -> tuple[f64, f64, f64, f64, f64, f64]:
    v1, g1 = value_and_grad(tree_sum, x, n % 5)
    v2, g2 = value_and_grad(power, x, n)
    v3, g3 = value_and_grad(even_odd, x, n)
    return v1, g1, v2, g2, v3, g3
