from autobatch import *

# `for` over a tensor's elements and rows, `enumerate`, `while ... else`,
# truthiness of numbers, shape queries and `assert`.

N = 3


def row_scores(m: f64[N, 4], w: f64[4], budget: i64) -> tuple[f64, i64, f64, i64]:
    assert budget >= 0, "budget must not be negative"
    best = -1.0
    best_row = -1
    for i, row in enumerate(m):
        s = 0.0
        for k in range(len(row)):
            s += row[k] * w[k]
        if s > best:
            best = s
            best_row = i
    total = 0.0
    for x in w:
        if not x:
            continue
        total += x
    steps = 0
    left = budget
    while left:
        left -= 1
        steps += 1
        if steps > m.shape[1] * N:
            break
    else:
        steps += 100
    return best, best_row, total, steps
