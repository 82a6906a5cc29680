"""Building arrays, the CPython twins of the compiler's ``full``,
``arange`` and ``set_index``: ``zeros ones full arange array copy ones_like
full_like``. Each returns a fresh :class:`autobatch._types.Tensor`, so a
program may write it by index (``a[i] = v``) with NumPy's own semantics.

A ``dtype`` is one of the language's dtypes (``i32 i64 f32 f64``) or
Python's ``bool``, ``int`` (i64) and ``float`` (f64).
"""

from __future__ import annotations

import numpy as np

from ._types import DType, as_tensor

__all__ = ["zeros", "ones", "full", "arange", "array", "copy", "ones_like", "full_like", "ndim"]


def ndim(x) -> int:
    """``ndim(x)``: the number of axes, 0 for a scalar (NumPy's ``ndim``),
    a compile-time constant in compiled code."""
    return int(np.ndim(x))


def _np_dtype(dtype):
    if dtype is None:
        return None
    if isinstance(dtype, DType):
        return dtype.np_dtype
    if dtype is bool:
        return np.dtype(np.bool_)
    if dtype is int:
        return np.dtype(np.int64)
    if dtype is float:
        return np.dtype(np.float64)
    raise TypeError(f"a dtype is one of i32, i64, f32, f64, bool, int, float; got {dtype!r}")


def zeros(shape, dtype=float):
    """``zeros(shape, dtype=f64)``."""
    return as_tensor(np.zeros(shape, dtype=_np_dtype(dtype)))


def ones(shape, dtype=float):
    """``ones(shape, dtype=f64)``."""
    return as_tensor(np.ones(shape, dtype=_np_dtype(dtype)))


def full(shape, fill_value, dtype=None):
    """``full(shape, value, dtype)``: the dtype is the value's when not given."""
    return as_tensor(np.full(shape, fill_value, dtype=_np_dtype(dtype)))


def arange(*args, dtype=None):
    """``arange(stop)``, ``arange(start, stop[, step])`` on integers: i64."""
    return as_tensor(np.arange(*args, dtype=_np_dtype(dtype) or np.int64))


def array(values, dtype=None):
    """``array(nested tuples or lists, dtype)``."""
    return as_tensor(np.array(values, dtype=_np_dtype(dtype)))


def copy(x):
    """``copy(x)``: a new array with x's elements (a scalar is itself)."""
    if isinstance(x, np.ndarray):
        return as_tensor(np.array(x, copy=True))
    return x


def ones_like(x, dtype=None):
    """``ones_like(x, dtype)``."""
    return as_tensor(np.ones_like(np.asarray(x), dtype=_np_dtype(dtype)))


def full_like(x, fill_value, dtype=None):
    """``full_like(x, value, dtype)``."""
    return as_tensor(np.full_like(np.asarray(x), fill_value, dtype=_np_dtype(dtype)))
