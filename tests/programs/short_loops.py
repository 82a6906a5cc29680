from autobatch import *

# `for` loops of constant bounds and few iterations, which the compiler
# writes out (docs/language.md, "Loops"): negative steps, enumerate, the
# rows of a matrix, nesting, `else`, the loop variable after the loop, a
# loop that never runs, a fault in one iteration, and the gradient of a
# forward algorithm through written-out loops.

K = 3
STATES = 2


def counts(x: f64[K], n: i64) -> tuple[f64, i64, i64, f64]:
    total = 0.0
    for i in range(K - 1, -1, -1):
        total = total * 2.0 + x[i]
    last = -1
    for i in range(1, 8, 3):
        last = i
    evens = 0
    for k, v in enumerate(x, 10):
        if v > 0.0:
            evens += k
        else:
            evens -= 1
    for i in range(0):
        evens = 1000
    else:
        evens += 1
    for i in range(2):
        n = n * 3
    else:
        n += 1
    picked = 0.0
    for i in range(4):
        # x has K = 3 elements: the last iteration faults when n is even.
        if n % 2 == 0:
            picked += x[i]
    return total, last, evens + n, picked


def rows(m: f64[STATES, K]) -> f64[K]:
    acc = zeros(K)
    for r in m:
        for j in range(K):
            acc[j] = acc[j] + r[j] * (j + 1)
    return acc


def forward(theta: f64[STATES, STATES], e: f64[4, STATES]) -> f64:
    # A two-state HMM's forward algorithm on the log scale.
    gamma = zeros((4, STATES))
    acc = zeros(STATES)
    for k in range(STATES):
        gamma[0, k] = e[0, k]
    for t in range(1, 4):
        for k in range(STATES):
            for j in range(STATES):
                acc[j] = gamma[t - 1, j] + log(theta[j, k]) + e[t, k]
            gamma[t, k] = logsumexp(acc)
    return logsumexp(gamma[3])


def short_loops(
    x: f64[K], n: i64, m: f64[STATES, K], theta: f64[STATES, STATES], e: f64[4, STATES]
) -> tuple[tuple[f64, i64, i64, f64], f64[K], tuple[f64, f64[STATES, STATES]]]:
    return counts(x, n), rows(m), value_and_grad(forward, theta, e)
