"""Type objects of the source language: ``i32 i64 f32 f64``, tensor types
such as ``f64[3, 4]``, and the ``Shared[...]`` marker.

A dtype object is two things at once:

* subscriptable, for annotations: ``f64[3]`` and ``f32[N, 4]`` give a
  :class:`TensorType` with ``.dtype`` and ``.shape``;
* callable, as a cast: ``f64(x)`` gives a Python float, ``f32(x)`` a
  ``np.float32``, ``i64(x)``/``i32(x)`` a Python int (floats truncate toward
  zero), and on an ndarray the ``astype`` of the matching numpy dtype.

Float-to-int casts follow Rust's ``as`` (what the compiled code does): NaN
gives 0 and out-of-range values saturate. Int-to-``i32`` casts wrap to 32
bits, also as ``as`` does. Programs in the conformance suite stay in range,
where every convention agrees with plain ``int(x)``.
"""

from __future__ import annotations

import math

import numpy as np

__all__ = [
    "DType",
    "TensorType",
    "SharedType",
    "Shared",
    "Tensor",
    "i32",
    "i64",
    "f32",
    "f64",
    "as_tensor",
]


# (Traced, cast) once `_ad` is installed: casts of values being
# differentiated go through it.
_TRACED = None


def _power(a, b):
    """`a ** b` with a Tensor on one side: C's pow for floats, NumPy's
    integer power otherwise."""
    if np.asarray(a).dtype.kind == "f" or np.asarray(b).dtype.kind == "f":
        from ._prims import pow as c_pow

        return c_pow(a, b)
    return np.power(a, b)


class Tensor(np.ndarray):
    """An ndarray with value semantics for augmented assignment.

    The source language has value semantics: ``s += t`` rebinds ``s`` and
    never changes another variable that holds the same tensor. A plain
    ndarray's ``+=`` writes in place, which would also change the caller's
    argument. This subclass makes every in-place operator build a new array
    instead; everything else is numpy's. Results of ufuncs on a Tensor stay
    Tensors, and the runner and the primitives hand out Tensors.
    """

    def __iadd__(self, other):
        return np.add(self, other)

    def __isub__(self, other):
        return np.subtract(self, other)

    def __imul__(self, other):
        return np.multiply(self, other)

    def __itruediv__(self, other):
        return np.true_divide(self, other)

    def __ifloordiv__(self, other):
        return np.floor_divide(self, other)

    def __imod__(self, other):
        return np.remainder(self, other)

    # Float powers are the C library's pow, as the language defines `**`
    # (`_prims.pow`): NumPy's own float power is not (on CPUs with AVX-512
    # it differs from C's in the last bit for about 5% of arguments).
    def __pow__(self, other):
        return _power(self, other)

    def __rpow__(self, other):
        return _power(other, self)

    def __ipow__(self, other):
        return _power(self, other)

    def __imatmul__(self, other):
        return np.matmul(self, other)

    def __iand__(self, other):
        return np.bitwise_and(self, other)

    def __ior__(self, other):
        return np.bitwise_or(self, other)

    def __ixor__(self, other):
        return np.bitwise_xor(self, other)

    # Shifts as Python's integers shift: a negative count is a ValueError
    # (NumPy's C shift would give 0), a count of the width or more gives 0
    # (left) or the sign (right), as NumPy does.
    def __lshift__(self, other):
        return np.left_shift(self, _shift_count(other))

    def __rlshift__(self, other):
        return np.left_shift(other, _shift_count(self))

    def __rshift__(self, other):
        return np.right_shift(self, _shift_count(other))

    def __rrshift__(self, other):
        return np.right_shift(other, _shift_count(self))

    def __ilshift__(self, other):
        return self.__lshift__(other)

    def __irshift__(self, other):
        return self.__rshift__(other)

    def __setitem__(self, index, value):
        if _TRACED is not None and isinstance(value, _TRACED[0]):
            raise TypeError(
                "a value being differentiated cannot be written into this array in CPython: "
                "build the array inside the differentiated function (zeros, full, copy, ...)"
            )
        super().__setitem__(index, value)


def _shift_count(n):
    if np.any(np.asarray(n) < 0):
        raise ValueError("negative shift count")
    return n


def as_tensor(a) -> Tensor:
    """A (zero-copy where possible) Tensor view of an array-like."""
    a = np.asarray(a)
    if isinstance(a, Tensor):
        return a
    return a.view(Tensor)


_I64_MIN, _I64_MAX = -(2**63), 2**63 - 1
_I32_MIN, _I32_MAX = -(2**31), 2**31 - 1


def _float_to_int(x: float, lo: int, hi: int) -> int:
    """Rust's saturating ``f as iN``: NaN -> 0, truncation toward zero."""
    if math.isnan(x):
        return 0
    if x == math.inf:
        return hi
    if x == -math.inf:
        return lo
    v = int(x)
    return lo if v < lo else hi if v > hi else v


def _wrap(v: int, bits: int) -> int:
    m = 1 << bits
    v &= m - 1
    return v - m if v >= (m >> 1) else v


def _is_array(x) -> bool:
    return isinstance(x, np.ndarray)


class DType:
    """One element type of the language (``i32 i64 f32 f64``)."""

    __slots__ = ("name", "np_dtype")

    def __init__(self, name: str, np_dtype):
        self.name = name
        self.np_dtype = np.dtype(np_dtype)

    def __repr__(self) -> str:
        return self.name

    def __reduce__(self):
        return (_dtype_by_name, (self.name,))

    # Annotation: f64[3], f64[N, 4]
    def __getitem__(self, shape) -> "TensorType":
        if not isinstance(shape, tuple):
            shape = (shape,)
        dims = []
        for d in shape:
            if isinstance(d, (bool, np.bool_)) or not isinstance(d, (int, np.integer)):
                raise TypeError(f"tensor dimensions must be integers, got {d!r} in {self.name}[...]")
            if d < 0:
                raise TypeError(f"tensor dimensions must be >= 0, got {d}")
            dims.append(int(d))
        return TensorType(self, tuple(dims))

    # Cast
    def __call__(self, x):
        if _TRACED is not None and isinstance(x, _TRACED[0]):
            return _TRACED[1](self, x)
        if _is_array(x):
            return self._cast_array(x)
        return self._cast_scalar(x)

    @property
    def is_float(self) -> bool:
        return self.name in ("f32", "f64")

    @property
    def is_int(self) -> bool:
        return self.name in ("i32", "i64")

    def zero(self):
        """The zero of this dtype, as the language's scalar representation."""
        return self._cast_scalar(0)

    def _cast_scalar(self, x):
        name = self.name
        if isinstance(x, (np.ndarray,)):
            raise TypeError("internal: array given to scalar cast")
        if name == "f64":
            return float(x)
        if name == "f32":
            if isinstance(x, np.float32):
                return x
            return np.float32(float(x)) if isinstance(x, (float, np.floating)) else np.float32(x)
        lo, hi, bits = (_I64_MIN, _I64_MAX, 64) if name == "i64" else (_I32_MIN, _I32_MAX, 32)
        if isinstance(x, (bool, np.bool_)):
            return int(bool(x))
        if isinstance(x, (float, np.floating)):
            return _float_to_int(float(x), lo, hi)
        if isinstance(x, (int, np.integer)):
            return _wrap(int(x), bits)
        raise TypeError(f"cannot cast {type(x).__name__} to {name}")

    def _cast_array(self, a: np.ndarray):
        a = np.asarray(a)
        target = self.np_dtype
        if self.is_int and a.dtype.kind == "f":
            lo, hi = (_I64_MIN, _I64_MAX) if self.name == "i64" else (_I32_MIN, _I32_MAX)
            flat = [_float_to_int(float(v), lo, hi) for v in a.ravel().tolist()]
            out = np.array(flat, dtype=target).reshape(a.shape)
        else:
            out = a.astype(target)
        return as_tensor(out)


class TensorType:
    """The annotation ``f64[3, 4]``: a dtype and a static shape."""

    __slots__ = ("dtype", "shape")

    def __init__(self, dtype: DType, shape: tuple):
        self.dtype = dtype
        self.shape = tuple(shape)

    def __repr__(self) -> str:
        return f"{self.dtype.name}[{', '.join(str(d) for d in self.shape)}]"

    def __eq__(self, other) -> bool:
        return isinstance(other, TensorType) and other.dtype is self.dtype and other.shape == self.shape

    def __hash__(self) -> int:
        return hash((self.dtype.name, self.shape))

    def zero(self):
        return as_tensor(np.zeros(self.shape, dtype=self.dtype.np_dtype))


class SharedType:
    """``Shared[T]``: an entry parameter that is one value for the whole
    batch (no batch dimension), passed down to helpers as is."""

    __slots__ = ("inner",)

    def __init__(self, inner):
        self.inner = inner

    def __repr__(self) -> str:
        return f"Shared[{_type_repr(self.inner)}]"

    def __eq__(self, other) -> bool:
        return isinstance(other, SharedType) and other.inner == self.inner

    def __hash__(self) -> int:
        return hash(("Shared", self.inner))


class _SharedMarker:
    """The subscriptable marker ``Shared``."""

    def __getitem__(self, inner) -> SharedType:
        if isinstance(inner, SharedType):
            raise TypeError("Shared[Shared[...]] is not a type")
        return SharedType(inner)

    def __repr__(self) -> str:
        return "Shared"


def _type_repr(t) -> str:
    if t is bool:
        return "bool"
    return repr(t)


Shared = _SharedMarker()

i32 = DType("i32", np.int32)
i64 = DType("i64", np.int64)
f32 = DType("f32", np.float32)
f64 = DType("f64", np.float64)

_DTYPES = {d.name: d for d in (i32, i64, f32, f64)}


def _dtype_by_name(name: str) -> DType:
    return _DTYPES[name]
