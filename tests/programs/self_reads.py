from autobatch import *

# A result written over an operand that it reads at other elements than
# the one being written: `a = transpose(a)`, `v = v[::-1]`, `s =
# cholesky_decompose(s)`, a solve over its own operand. Compiled code
# computes such a result aside and then copies it over the operand (it
# used to write the transpose and the reversed slice over elements it had
# still to read). The loop keeps each name one variable.
K = 3


def self_reads(a: f64[K, K], v: f64[4], n: i64) -> tuple[f64[K, K], f64[4], f64[K, K], f64[K, K], f64[K, K]]:
    s = matmul(a, transpose(a))
    for i in range(K):
        s[i, i] = s[i, i] + 1.0
    t = a
    u = a
    for i in range(n):
        a = transpose(a)
        v = v[::-1]
        s = cholesky_decompose(s)
        t = mdivide_left_tri_low(s, t)
        u = mdivide_right_tri_low(u, s)
        s = matmul(s, transpose(s))
    return a, v, s, t, u
