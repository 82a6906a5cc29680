from autobatch import *

# Slices with static bounds and steps, as values and as assignment targets:
# x[2:5], x[::-1], x[-3:], m[:, j], m[i, :], m[1:, ::2], out-of-range
# bounds clamped as in Python, a run-time index beside a slice (out of
# range stops the member), tuple slices, and slice assignment with
# overlapping source and destination.

N = 6


def slices(x: f64[N], m: f64[3, 4], j: i64) -> tuple[f64[3], f64[N], f64[3], f64[3], f64[4], f64[2, 2], f64[N], f64[3, 4], i64]:
    mid = x[2:5]
    rev = x[::-1]
    tail = x[-3:]
    col = m[:, j]
    row = m[j % 3, :]
    corner = m[1:, ::2]
    y = zeros(N)
    y[1:] = x[:-1]
    y[::2] += 10.0
    shifted = copy(x)
    shifted[1:] = shifted[:-1]
    w = copy(m)
    w[0] = 0.0
    w[1:3, 1:100] = -1.0
    w[:, 0] = col
    t = (1, 2, 3, 4)
    a, b = t[1:3]
    return mid, rev, tail + shifted[-3:], col, row, corner, y, w, a * 10 + b + len(t[::2])
