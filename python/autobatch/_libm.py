"""The C library's math functions, called through ctypes.

The Rust executors call ``f64::exp``, ``f32::exp`` and friends, which on
Linux are the C library's ``exp``/``expf``/... . Calling the same functions
here gives the same bits. ``math.*`` calls the same double functions but
raises on overflow or a domain error where C returns inf or NaN, so the
double versions are called through ctypes too.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import math

__all__ = ["DOUBLE", "DOUBLE2", "FLOAT", "FLOAT2", "NAMES", "NAMES2"]

NAMES = ("exp", "log", "log1p", "expm1", "sqrt", "sin", "cos", "tanh", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "log2", "log10", "erf", "erfc", "lgamma")
NAMES2 = ("pow", "atan2", "hypot")


def _load():
    for name in ("libm.so.6", ctypes.util.find_library("m")):
        if not name:
            continue
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


_LIBM = _load()


def _math_fallback(name):
    """A math.* function that answers inf/NaN instead of raising (used only
    where libm cannot be loaded; the bits may then differ for f32)."""
    fn = getattr(math, name)

    def call(x: float, *rest: float) -> float:
        try:
            return fn(x, *rest)
        except OverflowError:
            return math.inf
        except ValueError:
            if math.isnan(x):
                return x
            if name in ("log", "log1p") and x == (0.0 if name == "log" else -1.0):
                return -math.inf
            return math.nan

    return call


def _f32(x) -> float:
    """`x` rounded to float32, as a Python float."""
    return float(ctypes.c_float(x).value)


def _bind(name: str, ctype, arity: int = 1):
    if _LIBM is None:
        return _math_fallback(name)
    fn = getattr(_LIBM, name)
    fn.restype = ctype
    fn.argtypes = [ctype] * arity
    return fn


DOUBLE = {n: _bind(n, ctypes.c_double) for n in NAMES}
FLOAT = {n: _bind(n + "f", ctypes.c_float) if _LIBM is not None else _math_fallback(n) for n in NAMES}
DOUBLE2 = {n: _bind(n, ctypes.c_double, 2) for n in NAMES2}


# Compositions of the C library's functions, as the compiler's table
# defines them (compiler/src/prim/functions.rs): log1m(x) = log1p(-x), and
# Stan's log1p_exp (softplus), in the argument's precision.
def _log1p_exp(exp, log1p, wrap):
    def call(x):
        if x > 0.0:
            return wrap(wrap(x) + wrap(log1p(exp(-x))))
        return log1p(exp(x))

    return call


DOUBLE["log1m"] = lambda x: DOUBLE["log1p"](-x)
FLOAT["log1m"] = lambda x: FLOAT["log1p"](-x)
DOUBLE["log1p_exp"] = _log1p_exp(DOUBLE["exp"], DOUBLE["log1p"], float)
FLOAT["log1p_exp"] = _log1p_exp(FLOAT["exp"], FLOAT["log1p"], _f32)
FLOAT2 = {n: _bind(n + "f", ctypes.c_float, 2) if _LIBM is not None else _math_fallback(n) for n in NAMES2}
