from autobatch import *

# matmul differentiated with respect to every operand, matrices included
# (d/dA of A B is C B^T, of A v is outer(c, v)), and transpose and outer
# themselves.


def loss(a: f64[2, 3], b: f64[3, 2], v: f64[3]) -> f64:
    m = matmul(a, b)
    w = matmul(a, v) + matmul(v, b)
    t = transpose(a) * 0.5 + outer(v, w)
    return sum(m * m) + dot(w, w) + sum(t * b) + sum(matmul(transpose(b), transpose(a)))


def wrt_a(a: f64[2, 3], b: f64[3, 2], v: f64[3]) -> f64:
    return loss(a, b, v)


def wrt_b(b: f64[3, 2], a: f64[2, 3], v: f64[3]) -> f64:
    return loss(a, b, v)


def wrt_v(v: f64[3], a: f64[2, 3], b: f64[3, 2]) -> f64:
    return loss(a, b, v)


def grad_matmul(a: f64[2, 3], b: f64[3, 2], v: f64[3]) -> tuple[f64, f64[2, 3], f64[3, 2], f64[3], f64[3, 2], f64[3, 2]]:
    value, ga = value_and_grad(wrt_a, a, b, v)
    gb = grad(wrt_b, b, a, v)
    gv = grad(wrt_v, v, a, b)
    return value, ga, gb, gv, transpose(a), outer(v, matmul(a, v))
