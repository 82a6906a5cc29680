from autobatch import *

# Integer arithmetic on constants is a constant (docs/language.md): sizes,
# slice bounds and module constants may be computed from other constants.
T = 10
K = 3
M = T - K
HALF = T // 2
NEG = -7 // 2
REM = -7 % 3
BIG = 2**40 * 3


def const_arith(y: f64[T], x: i64) -> tuple[f64[T - K], f64[M], f64[HALF], i64, i64, i64, i64]:
    lag = zeros(T - K)
    i = 0
    while i < T - K:
        lag[i] = y[i + K] - y[i]
        i += 1
    tail = y[K - 1 : T - 1] * 2.0
    head = y[: len(y) // 2]
    # A constant expression meets a run-time int as a literal does.
    return lag, tail[:M], head, x + (T - K), NEG * x, REM + 2**K, BIG // (x * x + 1)
