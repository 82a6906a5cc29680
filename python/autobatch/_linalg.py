"""The triangular linear algebra primitives, with the same bits as the Rust
executors and compiled code (``compiler/src/prim/eval/tri.rs``,
``compiler/src/prim/mlir/tri.rs``).

Every element is one fixed chain of operations, a left fold in the order
written below, so NumPy's BLAS/LAPACK routines (blocked, reordered, fused)
are not used. A zero or NaN pivot gives IEEE infinities and NaNs, never an
exception: a covariance that is not positive definite gives NaN where the
compiled code does.
"""

from __future__ import annotations

import numpy as np

from . import _prims as _P
from ._libm import DOUBLE, FLOAT
from ._types import as_tensor

__all__ = ["cholesky_decompose", "mdivide_left_tri_low", "mdivide_right_tri_low"]


def _kind(*xs):
    """The float dtype the operands meet at, and (for f64) Python floats'
    arithmetic, which is IEEE double and faster than NumPy scalars."""
    arrays = [np.asarray(x) for x in xs]
    if any(a.dtype.kind not in "f" for a in arrays):
        raise TypeError("the triangular primitives need float tensors (convert with f64(...) or f32(...))")
    dts = {a.dtype for a in arrays}
    if len(dts) != 1:
        raise TypeError("cannot mix f32 and f64: convert one side with f32(...) or f64(...)")
    return dts.pop()


def _ops(dt):
    """(elements of a 2-D array as nested lists, division, square root) in
    dtype ``dt``: division by zero gives IEEE's inf or NaN, as in Rust."""
    if dt == np.float32:
        sqrt32 = FLOAT["sqrt"]

        def div(a, b):
            with np.errstate(all="ignore"):
                return np.float32(a) / np.float32(b)

        return (lambda a: [[np.float32(v) for v in row] for row in a.tolist()]), div, (
            lambda s: np.float32(sqrt32(float(s)))
        )

    def div64(a, b):
        if b == 0.0 or a != a or b != b:
            with np.errstate(all="ignore"):
                return float(np.float64(a) / np.float64(b))
        return a / b

    return (lambda a: a.tolist()), div64, DOUBLE["sqrt"]


def _square(x, what):
    a = np.asarray(x)
    if a.ndim != 2 or a.shape[0] != a.shape[1]:
        raise ValueError(f"{what} needs a square matrix, got shape {a.shape}")
    return a


def cholesky_decompose(A):
    """The lower-triangular ``L`` with ``L L^T = A`` (A's upper triangle is
    not read; L's is zero), column by column: ``L[j, j] = sqrt(A[j, j] -
    L[j, 0]^2 - ... - L[j, j-1]^2)``, ``L[i, j] = (A[i, j] - L[i, 0] L[j, 0]
    - ...) / L[j, j]`` below it. NaN where ``A`` is not positive definite."""
    a = _square(A, "cholesky_decompose")
    dt = _kind(a)
    rows, div, sqrt = _ops(dt)
    a = rows(a)
    n = len(a)
    zero = np.float32(0.0) if dt == np.float32 else 0.0
    L = [[zero] * n for _ in range(n)]
    for j in range(n):
        s = a[j][j]
        lj = L[j]
        for k in range(j):
            s = s - lj[k] * lj[k]
        d = sqrt(s)
        lj[j] = d
        for i in range(j + 1, n):
            t = a[i][j]
            li = L[i]
            for k in range(j):
                t = t - li[k] * lj[k]
            li[j] = div(t, d)
    return as_tensor(np.array(L, dtype=dt))


def mdivide_left_tri_low(L, b):
    """``L^-1 b`` for a lower-triangular ``L`` (its upper triangle is not
    read) by forward substitution: ``x[i] = (b[i] - L[i, 0] x[0] - ... -
    L[i, i-1] x[i-1]) / L[i, i]``; ``b`` a vector or a matrix (each column
    alike)."""
    m = _square(L, "mdivide_left_tri_low")
    n = m.shape[0]
    v = np.asarray(b)
    if v.ndim not in (1, 2) or v.shape[0] != n:
        raise ValueError(f"mdivide_left_tri_low: shapes do not fit: {n}x{n} and {v.shape}")
    dt = _kind(m, v)
    rows, div, _ = _ops(dt)
    lm = rows(m)
    cols = rows(v.reshape(1, n) if v.ndim == 1 else v.T)
    out = []
    for col in cols:
        x = [None] * n
        for i in range(n):
            acc = col[i]
            li = lm[i]
            for j in range(i):
                acc = acc - li[j] * x[j]
            x[i] = div(acc, li[i])
        out.append(x)
    res = np.array(out, dtype=dt)
    return as_tensor(res[0] if v.ndim == 1 else np.ascontiguousarray(res.T))


def mdivide_right_tri_low(b, L):
    """``b L^-1`` for a lower-triangular ``L`` (its upper triangle is not
    read) by back substitution: ``x[j] = (b[j] - x[j+1] L[j+1, j] - ... -
    x[n-1] L[n-1, j]) / L[j, j]`` from the last ``j`` down; ``b`` a vector
    (a row) or a matrix (each row alike)."""
    m = _square(L, "mdivide_right_tri_low")
    n = m.shape[0]
    v = np.asarray(b)
    if v.ndim not in (1, 2) or v.shape[-1] != n:
        raise ValueError(f"mdivide_right_tri_low: shapes do not fit: {v.shape} and {n}x{n}")
    dt = _kind(m, v)
    rows, div, _ = _ops(dt)
    lm = rows(m)
    out = []
    for row in rows(v.reshape(1, n) if v.ndim == 1 else v):
        x = [None] * n
        for j in range(n - 1, -1, -1):
            acc = row[j]
            for i in range(j + 1, n):
                acc = acc - x[i] * lm[i][j]
            x[j] = div(acc, lm[j][j])
        out.append(x)
    res = np.array(out, dtype=dt)
    return as_tensor(res[0] if v.ndim == 1 else res)


# ------------------------------------------------------------ reverse rules
# The twins of `compiler/src/prim/vjp_tri.rs`: the same primitives in the
# same order, so gradients agree bit for bit. `c` is the result's
# cotangent, `a` the operands, `y` the result. The masks (which elements
# are below, on or above the diagonal) are exact, however built.


def _masks(n):
    """(strictly lower, diagonal, lower with the diagonal) of n x n."""
    i, j = np.indices((n, n))
    return i > j, i == j, i >= j


def _phi(x, c):
    """Murray's Phi: the lower triangle, the diagonal halved."""
    strict, diag, _ = _masks(len(x))
    half = _P.where(diag, x * _half(c), _zero(c))
    return _P.where(strict, x, half)


def _half(c):
    return np.float32(0.5) if np.asarray(c).dtype == np.float32 else 0.5


def _zero(c):
    return np.float32(0.0) if np.asarray(c).dtype == np.float32 else 0.0


def _lower_neg(m, c):
    """-tril(m): the cotangent of a lower-triangular operand, whose upper
    triangle is never read."""
    _, _, lower = _masks(len(m))
    return -_P.where(lower, m, _zero(c))


def _left_solve_t(L, c):
    """L^-T c: a left solve's cotangent of its right-hand side."""
    if np.ndim(c) == 1:
        return mdivide_right_tri_low(c, L)
    return _P.transpose(mdivide_right_tri_low(_P.transpose(c), L))


def _right_solve_t(L, c):
    """c L^-T: a right solve's cotangent of its left-hand side."""
    if np.ndim(c) == 1:
        return mdivide_left_tri_low(L, c)
    return _P.transpose(mdivide_left_tri_low(L, _P.transpose(c)))


def rule(name, i, c, a, y):
    """The cotangent of operand ``i`` of ``name``'s call ``y = name(*a)``."""
    if name == "cholesky_decompose":
        # Murray (2016): A's cotangent is L^-T Phi(L^T c) L^-1, here
        # G, read through A's lower triangle only: Phi(G + G^T).
        p = _phi(_P.matmul(_P.transpose(y), c), c)
        x = mdivide_right_tri_low(p, y)
        g = _P.transpose(mdivide_right_tri_low(_P.transpose(x), y))
        return _phi(g + _P.transpose(g), c)
    if name == "mdivide_left_tri_low":
        L = a[0]
        bbar = _left_solve_t(L, c)
        if i == 1:
            return bbar
        m = _P.outer(bbar, y) if np.ndim(y) == 1 else _P.matmul(bbar, _P.transpose(y))
        return _lower_neg(m, c)
    if name == "mdivide_right_tri_low":
        L = a[1]
        bbar = _right_solve_t(L, c)
        if i == 0:
            return bbar
        m = _P.outer(y, bbar) if np.ndim(y) == 1 else _P.matmul(_P.transpose(y), bbar)
        return _lower_neg(m, c)
    raise AssertionError(name)
