"""Reductions beside ``sum``, the CPython twins of the compiler's: ``prod
argmin argmax cumsum mean logsumexp``. (``min(x)`` and ``max(x)`` of a
vector are Python's builtins.) Like ``sum``, every fold is a left fold in
row-major element order, so float results equal the compiler's bit for bit.
"""

from __future__ import annotations

import builtins

import numpy as np

from ._prims import _fold, exp, log, sum
from ._types import as_tensor

__all__ = ["prod", "argmin", "argmax", "cumsum", "mean", "logsumexp", "round"]


def _elements(x, name: str) -> np.ndarray:
    a = np.asarray(x)
    if a.ndim == 0:
        raise TypeError(f"{name} needs a tensor")
    return a.ravel()


def prod(x):
    """``prod(x)``: the left fold of ``*`` from one."""
    a = _elements(x, "prod")
    if a.dtype.kind in "biu":
        acc = 1
        for v in a.tolist():
            acc = acc * int(v)
        return acc
    if a.dtype == np.float32:
        acc32 = np.float32(1.0)
        for v in a:
            acc32 = acc32 * v
        return np.float32(acc32)
    acc64 = 1.0
    for v in a.tolist():
        acc64 = acc64 * v
    return acc64


def argmin(x):
    """``argmin(x)``: NumPy's flat index of the first smallest element (or
    of the first NaN)."""
    return int(np.argmin(_elements(x, "argmin")))


def argmax(x):
    """``argmax(x)``: NumPy's flat index of the first largest element (or
    of the first NaN)."""
    return int(np.argmax(_elements(x, "argmax")))


def cumsum(x):
    """``cumsum(x)``: running sums over the flattened elements (integers
    and bools in i64); NumPy's accumulation is a left fold."""
    a = _elements(x, "cumsum")
    dt = a.dtype if a.dtype.kind == "f" else np.dtype(np.int64)
    return as_tensor(np.cumsum(a, dtype=dt))


def _as_float(x, name: str) -> np.ndarray:
    a = np.asarray(x)
    if a.ndim == 0:
        raise TypeError(f"{name} needs a tensor")
    return a if a.dtype.kind == "f" else a.astype(np.float64)


def mean(x):
    """``mean(x)``: ``sum(x) / n`` (integers and bools summed as f64)."""
    a = _as_float(x, "mean")
    return _fold(a.ravel()) / a.size


def logsumexp(x):
    """``logsumexp(x)``: ``m + log(sum(exp(x - m)))`` with ``m = max(x)``,
    or ``m`` itself when it is infinite or NaN."""
    a = _as_float(x, "logsumexp")
    m = builtins.max(a.ravel())
    with np.errstate(invalid="ignore"):  # inf - inf when m is infinite: unused
        r = m + log(sum(exp(a - m)))
    return r if -np.inf < m < np.inf else m


def round(x, ndigits=None):  # noqa: A001 - shadows the builtin on purpose
    """``round(x)``: Python's builtin on numbers (a float gives the nearest
    int, ties to even); on a tensor NumPy's ``round`` (whole floats, ties to
    even), which NumPy 2 arrays no longer give through the builtin."""
    if isinstance(x, np.ndarray):
        if ndigits is not None:
            raise TypeError("round(x, ndigits) is not part of the language")
        return as_tensor(np.round(x))
    return builtins.round(x) if ndigits is None else builtins.round(x, ndigits)
