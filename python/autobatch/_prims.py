"""The primitives of the source language, with the same bits as the Rust
executors.

Scalars are represented as the language's CPython oracle sees them: i64/i32
values are Python ints, f64 values Python floats (``np.float64``, which
indexing a float64 tensor gives, is a float subclass and works alike), f32
values ``np.float32``, bools Python bools. Tensors are ndarrays (the runner
and these functions hand out :class:`autobatch._types.Tensor`).

Reductions are LEFT FOLDS in element order starting from the zero of the
dtype, never numpy's pairwise summation or BLAS, so that float results
equal the Rust fold bit for bit.
"""

from __future__ import annotations

import builtins
import math

import numpy as np

from ._libm import DOUBLE, DOUBLE2, FLOAT, FLOAT2
from ._types import as_tensor

__all__ = [
    "where",
    "minimum",
    "maximum",
    "exp",
    "log",
    "log1p",
    "expm1",
    "sqrt",
    "sin",
    "cos",
    "tanh",
    "floor",
    "ceil",
    "trunc",
    "copysign",
    "isnan",
    "isinf",
    "isfinite",
    "sign",
    "pow",
    "tan",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "asinh",
    "acosh",
    "atanh",
    "log2",
    "log10",
    "erf",
    "erfc",
    "lgamma",
    "log1m",
    "log1p_exp",
    "atan2",
    "hypot",
    "sum",
    "dot",
    "sum8",
    "dot8",
    "matmul",
    "transpose",
    "outer",
    "zeros_like",
]


def _is_array(x) -> bool:
    return isinstance(x, np.ndarray)


# ---------------------------------------------------------------- selection


def _is_bool(x) -> bool:
    return isinstance(x, (bool, np.bool_))


def _scalar_result(r, a, b, keep_bool: bool):
    """The result ``r`` (one of ``a``, ``b``) in the type the two operands
    meet at, as the compiled code computes it: f32 if either is f32 (a
    Python number beside it is a weak literal), else f64 if either is a
    float, else an int (two bools stay bool only for ``where``)."""
    if isinstance(a, np.float32) or isinstance(b, np.float32):
        return np.float32(r)
    if isinstance(a, (float, np.floating)) or isinstance(b, (float, np.floating)):
        return float(r)
    if _is_bool(a) and _is_bool(b):
        return bool(r) if keep_bool else int(r)
    return int(r)


def where(c, a, b):
    """``where(c, a, b)``: ``a if c else b`` on scalars (in the type the
    two arms meet at); elementwise on tensors (a scalar operand
    broadcasts)."""
    if not (_is_array(c) or _is_array(a) or _is_array(b)):
        return _scalar_result(a if c else b, a, b, keep_bool=True)
    dt = np.result_type(a, b)
    return as_tensor(np.where(c, a, b).astype(dt, copy=False))


def minimum(a, b):
    """Elementwise minimum with Python's rule ``b if b < a else a`` (so a
    NaN in ``a`` is kept, a NaN in ``b`` is not), as builtin ``min``."""
    if not (_is_array(a) or _is_array(b)):
        return _scalar_result(b if b < a else a, a, b, keep_bool=False)
    dt = np.result_type(a, b)
    return as_tensor(np.where(np.less(b, a), b, a).astype(dt, copy=False))


def maximum(a, b):
    """Elementwise maximum with Python's rule ``b if b > a else a``."""
    if not (_is_array(a) or _is_array(b)):
        return _scalar_result(b if b > a else a, a, b, keep_bool=False)
    dt = np.result_type(a, b)
    return as_tensor(np.where(np.greater(b, a), b, a).astype(dt, copy=False))


# ---------------------------------------------------- elementwise functions


def _unary(name: str):
    fd = DOUBLE[name]
    ff = FLOAT[name]

    def fn(x):
        if _is_array(x):
            a = np.asarray(x)
            if a.dtype == np.float32:
                vals = [ff(v) for v in a.ravel().tolist()]
                out = np.array(vals, dtype=np.float32)
            else:
                vals = [fd(v) for v in a.astype(np.float64).ravel().tolist()]
                out = np.array(vals, dtype=np.float64)
            return as_tensor(out.reshape(a.shape))
        if isinstance(x, np.float32):
            return np.float32(ff(float(x)))
        if isinstance(x, (float, int, np.floating, np.integer, np.bool_)):
            return fd(float(x))
        raise TypeError(f"{name}() needs a number or a tensor, got {type(x).__name__}")

    fn.__name__ = name
    fn.__qualname__ = name
    fn.__doc__ = (
        f"``{name}(x)``: the C library's ``{name}`` (doubles, and ints as "
        f"doubles) or ``{name}f`` (f32), elementwise on tensors."
    )
    return fn


exp = _unary("exp")
log = _unary("log")
log1p = _unary("log1p")
expm1 = _unary("expm1")
sqrt = _unary("sqrt")
sin = _unary("sin")
cos = _unary("cos")
tanh = _unary("tanh")
tan = _unary("tan")
asin = _unary("asin")
acos = _unary("acos")
atan = _unary("atan")
sinh = _unary("sinh")
cosh = _unary("cosh")
asinh = _unary("asinh")
acosh = _unary("acosh")
atanh = _unary("atanh")
log2 = _unary("log2")
log10 = _unary("log10")
erf = _unary("erf")
erfc = _unary("erfc")
lgamma = _unary("lgamma")
log1m = _unary("log1m")
log1p_exp = _unary("log1p_exp")


def _binary(name: str):
    fd = DOUBLE2[name]
    ff = FLOAT2[name]

    def fn(a, b):
        if _is_array(a) or _is_array(b):
            x, y = np.asarray(a), np.asarray(b)
            # f32 meets a weak Python number at f32 (f32 never meets f64).
            single = x.dtype == np.float32 or y.dtype == np.float32
            f, dt = (ff, np.float32) if single else (fd, np.float64)
            x, y = np.broadcast_arrays(x.astype(dt), y.astype(dt))
            vals = [f(u, v) for u, v in zip(x.ravel().tolist(), y.ravel().tolist())]
            return as_tensor(np.array(vals, dtype=dt).reshape(x.shape))
        if isinstance(a, np.float32) or isinstance(b, np.float32):
            return np.float32(ff(float(a), float(b)))
        return fd(float(a), float(b))

    fn.__name__ = name
    fn.__qualname__ = name
    fn.__doc__ = (
        f"``{name}(a, b)``: the C library's ``{name}`` (doubles, and ints as "
        f"doubles) or ``{name}f`` (f32), elementwise on tensors."
    )
    return fn


pow = _binary("pow")  # noqa: A001 - the language's pow is C's, on floats
atan2 = _binary("atan2")
hypot = _binary("hypot")


def _whole(name: str):
    npf = getattr(np, name)

    def fn(x):
        if _is_array(x):
            a = np.asarray(x)
            return as_tensor(npf(a) if a.dtype.kind == "f" else a.copy())
        if isinstance(x, np.float32):
            return np.float32(npf(x))
        if _is_bool(x) or isinstance(x, (int, np.integer)):
            return x
        if isinstance(x, (float, np.floating)):
            return float(npf(x))
        raise TypeError(f"{name}() needs a number or a tensor, got {type(x).__name__}")

    fn.__name__ = name
    fn.__qualname__ = name
    fn.__doc__ = f"``{name}(x)``: NumPy's ``{name}``; integers and bools come back unchanged."
    return fn


floor = _whole("floor")
ceil = _whole("ceil")
trunc = _whole("trunc")


def _test(name: str):
    npf = getattr(np, name)

    def fn(x):
        if _is_array(x):
            return as_tensor(npf(np.asarray(x)))
        if isinstance(x, (float, int, np.floating, np.integer, np.bool_)):
            return bool(npf(x))
        raise TypeError(f"{name}() needs a number or a tensor, got {type(x).__name__}")

    fn.__name__ = name
    fn.__qualname__ = name
    fn.__doc__ = f"``{name}(x)``: NumPy's ``{name}``, a bool (integers are finite)."
    return fn


isnan = _test("isnan")
isinf = _test("isinf")
isfinite = _test("isfinite")


def copysign(a, b):
    """``copysign(a, b)``: ``|a|`` with ``b``'s sign bit, as a float."""
    if _is_array(a) or _is_array(b):
        return as_tensor(np.copysign(a, b))
    if isinstance(a, np.float32) or isinstance(b, np.float32):
        return np.float32(np.copysign(np.float32(a), np.float32(b)))
    return math.copysign(float(a), float(b))


def sign(x):
    """``sign(x)``: NumPy's ``sign``: -1, 0 or 1 in x's type, NaN for NaN
    (and +0.0 for -0.0)."""
    if _is_bool(x) or (_is_array(x) and np.asarray(x).dtype == np.bool_):
        raise TypeError("sign() needs numbers, got bool")
    if _is_array(x):
        return as_tensor(np.sign(np.asarray(x)))
    if isinstance(x, np.float32):
        return np.float32(np.sign(x))
    if isinstance(x, (int, np.integer)):
        return int((x > 0) - (x < 0))
    if isinstance(x, (float, np.floating)):
        return float(np.sign(x))
    raise TypeError(f"sign() needs a number or a tensor, got {type(x).__name__}")


# --------------------------------------------------------------- reductions


def _arith_dtype(dt: np.dtype) -> np.dtype:
    """Arithmetic on bools happens in i64, as ``True + True == 2``."""
    return np.dtype(np.int64) if dt == np.bool_ else dt


def _fold(values: np.ndarray):
    """Left fold of ``+`` over a 1-D array, from the dtype's zero, with the
    language's scalar result representation."""
    dt = values.dtype
    if dt.kind in "biu":
        return builtins.sum(int(v) for v in values.tolist())
    if dt == np.float64:
        acc = 0.0
        for v in values.tolist():
            acc = acc + v
        return acc
    if dt == np.float32:
        acc = np.float32(0.0)
        for v in values:
            acc = acc + v
        return np.float32(acc)
    raise TypeError(f"cannot sum a tensor of {dt}")


def sum(x):  # noqa: A001 - the language's sum shadows the builtin on purpose
    """``sum(x)``: all elements, a left fold in row-major element order."""
    a = np.asarray(x)
    return _fold(a.ravel())


def _fold_products(a: np.ndarray, b: np.ndarray):
    """Left fold of ``a[i] * b[i]`` over two 1-D arrays of one dtype."""
    dt = a.dtype
    if dt.kind in "iu":
        acc = 0
        for x, y in zip(a.tolist(), b.tolist()):
            acc = acc + x * y
        return acc
    if dt == np.float64:
        acc = 0.0
        for x, y in zip(a.tolist(), b.tolist()):
            acc = acc + x * y
        return acc
    if dt == np.float32:
        acc = np.float32(0.0)
        for x, y in zip(a, b):
            acc = acc + x * y
        return np.float32(acc)
    raise TypeError(f"cannot multiply tensors of {dt}")


def _common(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    dt = _arith_dtype(np.result_type(a.dtype, b.dtype))
    return a.astype(dt, copy=False), b.astype(dt, copy=False), dt


def dot(a, b):
    """``dot(a, b)`` of two vectors: a left fold of ``a[i] * b[i]``."""
    a, b, _ = _common(a, b)
    if a.ndim != 1 or a.shape != b.shape:
        raise ValueError(f"dot needs two vectors of one length, got shapes {a.shape} and {b.shape}")
    return _fold_products(a, b)


# The partial sums of ``sum8`` and ``dot8`` (the compiler's ``prim::LANES``).
LANES = 8


def _lane_fold(terms: np.ndarray):
    """``LANES`` partial left folds of a 1-D array of terms (term ``e``
    into partial ``e % LANES``, each from zero), combined by halving:
    ``((p0 + p4) + (p2 + p6)) + ((p1 + p5) + (p3 + p7))``. Integer sums
    are exact in any order, so they are ``sum``'s."""
    dt = terms.dtype
    if dt.kind in "biu":
        return _fold(terms)
    if dt == np.float64:
        partials = [0.0] * LANES
        for e, v in enumerate(terms.tolist()):
            partials[e % LANES] = partials[e % LANES] + v
    elif dt == np.float32:
        partials = [np.float32(0.0)] * LANES
        for e, v in enumerate(terms):
            partials[e % LANES] = partials[e % LANES] + v
    else:
        raise TypeError(f"cannot sum a tensor of {dt}")
    half = LANES
    while half > 1:
        half //= 2
        for j in range(half):
            partials[j] = partials[j] + partials[j + half]
    return partials[0]


def sum8(x):
    """``sum8(x)``: all elements in row-major order, summed in ``LANES``
    interleaved partial sums (``_lane_fold``): a vector machine adds the
    partials in one register, so it runs several times faster than
    ``sum``, with its own rounding."""
    a = np.asarray(x)
    if a.ndim == 0:
        raise TypeError("sum8 needs a tensor")
    return _lane_fold(a.ravel())


def dot8(a, b):
    """``dot8(a, b)`` of two vectors: the products ``a[i] * b[i]`` summed
    as ``sum8`` sums them."""
    a, b, dt = _common(a, b)
    if a.ndim != 1 or a.shape != b.shape:
        raise ValueError(f"dot8 needs two vectors of one length, got shapes {a.shape} and {b.shape}")
    if dt.kind in "biu":
        return _fold_products(a, b)
    return _lane_fold(a * b)


def matmul(a, b):
    """``matmul(a, b)``: matrix-vector, vector-matrix, matrix-matrix (or
    vector-vector, giving a scalar). Each output element is a left fold over
    the shared dimension, from zero, in order."""
    a, b, dt = _common(a, b)
    if a.ndim == 1 and b.ndim == 1:
        if a.shape != b.shape:
            raise ValueError(f"matmul shapes do not fit: {a.shape} @ {b.shape}")
        return _fold_products(a, b)
    if a.ndim == 2 and b.ndim == 1:
        m, n = a.shape
        if b.shape[0] != n:
            raise ValueError(f"matmul shapes do not fit: {a.shape} @ {b.shape}")
        acc = np.zeros((m,), dtype=dt)
        for k in range(n):
            acc = acc + a[:, k] * b[k]
    elif a.ndim == 1 and b.ndim == 2:
        (n,) = a.shape
        if b.shape[0] != n:
            raise ValueError(f"matmul shapes do not fit: {a.shape} @ {b.shape}")
        acc = np.zeros((b.shape[1],), dtype=dt)
        for k in range(n):
            acc = acc + a[k] * b[k, :]
    elif a.ndim == 2 and b.ndim == 2:
        m, n = a.shape
        if b.shape[0] != n:
            raise ValueError(f"matmul shapes do not fit: {a.shape} @ {b.shape}")
        acc = np.zeros((m, b.shape[1]), dtype=dt)
        for k in range(n):
            acc = acc + a[:, k][:, None] * b[k, :][None, :]
    else:
        raise ValueError(f"matmul needs vectors or matrices, got shapes {a.shape} and {b.shape}")
    return as_tensor(np.asarray(acc, dtype=dt))


def transpose(a):
    """``transpose(a)`` of a matrix."""
    a = np.asarray(a)
    if a.ndim != 2:
        raise ValueError(f"transpose needs a matrix, got shape {a.shape}")
    return as_tensor(np.ascontiguousarray(a.T))


def outer(a, b):
    """``outer(a, b)``: the matrix ``a[i] * b[j]`` of two vectors (NumPy's
    ``a[:, None] * b``; the language has no new axis)."""
    a, b, dt = _common(a, b)
    if a.ndim != 1 or b.ndim != 1:
        raise ValueError(f"outer needs two vectors, got shapes {a.shape} and {b.shape}")
    return as_tensor(np.asarray(a[:, None] * b[None, :], dtype=dt))


def zeros_like(x):
    """``zeros_like(x)``: zeros of x's type and shape."""
    if _is_array(x):
        return as_tensor(np.zeros_like(np.asarray(x)))
    if isinstance(x, (bool, np.bool_)):
        return False
    if isinstance(x, np.float32):
        return np.float32(0.0)
    if isinstance(x, (float, np.floating)):
        return 0.0
    if isinstance(x, (int, np.integer)):
        return 0
    raise TypeError(f"zeros_like() needs a number or a tensor, got {type(x).__name__}")
