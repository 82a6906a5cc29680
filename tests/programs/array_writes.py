from autobatch import *

# Arrays built in the function and written by index: a histogram with a
# data-dependent index (out of range stops the member), a longest
# increasing subsequence by dynamic programming, Pascal's triangle in a
# matrix written by element and by row, an array literal, arange, full,
# and a copy of a parameter written freely.

N = 6


def histogram(x: f64[N], extra: i64) -> i64[4]:
    h = zeros(4, i64)
    for v in x:
        k = int(v * 4.0)
        k = min(max(k, 0), 3)
        h[k] += 1
    h[extra] += 10
    return h


def lis(x: f64[N]) -> i64:
    best = ones(N, dtype=i64)
    longest = 1
    for i in range(1, N):
        for j in range(i):
            if x[j] < x[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
        longest = max(longest, best[i])
    return longest


def pascal(rows: i64) -> f64[5, 5]:
    m = zeros((5, 5))
    m[0, 0] = 1.0
    for i in range(1, min(rows, 5)):
        row = full(5, 0.0)
        row[0] = 1.0
        for j in range(1, i + 1):
            row[j] = m[i - 1, j - 1] + m[i - 1, j]
        m[i] = row
    return m


def array_writes(x: f64[N], extra: i64) -> tuple[i64[4], i64, f64[5, 5], f64[N], i64[3]]:
    weights = array(((1.0, -1.0), (0.5, 2.0)))
    y = copy(x)
    y[0] = weights[1, 1] * x[-1]
    y[-1] -= weights[0][1]
    steps = arange(10, 0, -4)
    steps[extra % 3] = extra
    return histogram(x, extra), lis(x), pascal(extra), y, steps
