from autobatch import *

# A NUTS-shaped program (the seed system's "pea nuts" test): a recursion
# that doubles like NUTS's tree building, over a tensor-valued state, with a
# shared data matrix passed down to every call.


def step(s: f64[3], data: Shared[f64[3, 3]]) -> f64[3]:
    return s + sum(matmul(data, s))


def recur(d: i64, s: f64[3], data: Shared[f64[3, 3]]) -> f64[3]:
    if d <= 0:
        return step(s, data)
    return recur(d - 1, recur(d - 1, s, data) + 1.0, data) + 1.0


def depth(count: i64) -> i64:
    return count % 3


def main(count: i64, s: f64[3], data: Shared[f64[3, 3]]) -> f64[3]:
    while count > 0:
        count -= 1
        s = recur(depth(count), s, data)
    return s
