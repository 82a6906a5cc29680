from autobatch import *

# Arrays written by index inside recursion: each level writes its own copy,
# which lives on the explicit stacks across the recursive call; a
# backtracking count of permutations marks used elements in an array.

def fill(a: f64[6], k: i64) -> f64[6]:
    # writes one element per level, recursing in the middle
    if k >= 6:
        return a
    b = copy(a)
    b[k] = float(k * k)
    c = copy(fill(b, k + 1))
    c[k] += b[k]
    return c

def perm_count(used: i64[5], depth: i64, n: i64) -> i64:
    if depth == n:
        return 1
    total = 0
    for i in range(n):
        if used[i] == 0:
            u = copy(used)
            u[i] = 1
            total += perm_count(u, depth + 1, n)
    return total

def recursive_arrays(x: f64[6], n: i64) -> tuple[f64[6], i64]:
    return fill(x, 0), perm_count(zeros(5, i64), 0, n)
