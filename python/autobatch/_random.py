"""Counter-based random numbers, with the same bits as the Rust executors
(``compiler/src/prim/random.rs`` is the definition; this is a transcription).

A key is an i64 (a Python int). Its two 32-bit halves (low, high) are a
Threefry-2x32 key with 20 rounds (Random123, JAX's ``threefry2x32``):

* ``split(key, i)``: Threefry of the counter ``i`` (its halves, low first)
  under the key, packed back into an i64 the same way: a new key;
* ``uniform(key)``: the 53 high bits of ``block(key, 0)`` times 2**-53;
* ``normal(key)``: Box-Muller, ``sqrt(-2 log(1 - u1)) * cos(2 pi u2)``
  with ``u1``, ``u2`` the uniforms of counters 0 and 1 (the C library's
  ``log``, ``sqrt`` and ``cos``, as Rust calls them);
* ``uniform_like(key, x)`` / ``normal_like(key, x)``: a value of float
  ``x``'s type and shape whose element ``j`` (row-major) is a draw from
  ``split(key, j)``; an f32 uniform takes the 24 high bits times 2**-24,
  an f32 normal is the f64 normal rounded.

``split``, ``uniform`` and ``normal`` apply elementwise to integer tensors
of keys (and counters), as every scalar function of the language does.
Everything is pure Python integer arithmetic masked to 32 bits.
"""

from __future__ import annotations

import math

import numpy as np

from ._libm import DOUBLE
from ._types import as_tensor

__all__ = ["split", "uniform", "normal", "uniform_like", "normal_like", "threefry2x32"]

_M32 = 0xFFFFFFFF
_M64 = 0xFFFFFFFFFFFFFFFF
_ROTATIONS = (13, 15, 26, 6, 17, 29, 16, 24)
_PARITY = 0x1BD11BDA
_ROUNDS = 20
_F64_UNIT = 2.0**-53
_F32_UNIT = 2.0**-24

_log = DOUBLE["log"]
_sqrt = DOUBLE["sqrt"]
_cos = DOUBLE["cos"]


def threefry2x32(key: tuple, ctr: tuple) -> tuple:
    """Threefry-2x32-20 of the counter words ``ctr`` under the key words
    ``key`` (each a pair of u32 ints); returns the two output words."""
    k0, k1 = key[0] & _M32, key[1] & _M32
    ks = (k0, k1, _PARITY ^ k0 ^ k1)
    x0 = (ctr[0] + ks[0]) & _M32
    x1 = (ctr[1] + ks[1]) & _M32
    for r in range(_ROUNDS):
        x0 = (x0 + x1) & _M32
        rot = _ROTATIONS[r % 8]
        x1 = ((x1 << rot) | (x1 >> (32 - rot))) & _M32
        x1 ^= x0
        if r % 4 == 3:
            s = r // 4 + 1
            x0 = (x0 + ks[s % 3]) & _M32
            x1 = (x1 + ks[(s + 1) % 3] + s) & _M32
    return x0, x1


def _block(key: int, ctr: int) -> int:
    """Threefry of a 64-bit counter under a 64-bit key, as a u64."""
    key &= _M64
    ctr &= _M64
    x0, x1 = threefry2x32((key & _M32, key >> 32), (ctr & _M32, ctr >> 32))
    return x0 | (x1 << 32)


def _signed(v: int) -> int:
    return v - (1 << 64) if v >= (1 << 63) else v


def _split(key: int, i: int) -> int:
    return _signed(_block(key, i))


def _unit_f64(bits: int) -> float:
    # 53 bits times a power of two: exact.
    return (bits >> 11) * _F64_UNIT


def _uniform(key: int) -> float:
    return _unit_f64(_block(key, 0))


def _uniform_f32(key: int):
    return np.float32((_block(key, 0) >> 40) * _F32_UNIT)


def _normal(key: int) -> float:
    u1 = _unit_f64(_block(key, 0))
    u2 = _unit_f64(_block(key, 1))
    r = _sqrt(-2.0 * _log(1.0 - u1))
    return r * _cos(math.tau * u2)


def _normal_f32(key: int):
    return np.float32(_normal(key))


def _key(x, what: str) -> int:
    if isinstance(x, (bool, np.bool_)) or not isinstance(x, (int, np.integer)):
        raise TypeError(f"{what} must be an integer (i64), got {type(x).__name__}")
    return int(x)


def _int_array(a, what: str) -> np.ndarray:
    a = np.asarray(a)
    if a.dtype.kind not in "iu":
        raise TypeError(f"{what} must be integers (i64), got a tensor of {a.dtype}")
    return a.astype(np.int64)


def _map(fn, dtype, *args):
    """``fn`` on int scalars, elementwise (a scalar broadcasting) when any
    argument is a tensor."""
    names = ("key", "counter")
    if not any(isinstance(a, np.ndarray) for a in args):
        return fn(*(_key(a, n) for a, n in zip(args, names)))
    arrays = np.broadcast_arrays(*(_int_array(a, n) for a, n in zip(args, names)))
    columns = [a.ravel().tolist() for a in arrays]
    out = np.array([fn(*vals) for vals in zip(*columns)], dtype=dtype)
    return as_tensor(out.reshape(arrays[0].shape))


def split(key, i):
    """``split(key, i)``: the key ``i`` derived from ``key`` (JAX's split
    and fold_in in one)."""
    return _map(_split, np.int64, key, i)


def uniform(key):
    """``uniform(key)``: an f64 in [0, 1)."""
    return _map(_uniform, np.float64, key)


def normal(key):
    """``normal(key)``: a standard normal f64."""
    return _map(_normal, np.float64, key)


def _like(key, x, draw64, draw32, name: str):
    k = _key(key, f"{name}'s key")
    if isinstance(x, np.ndarray):
        a = np.asarray(x)
        if a.dtype not in (np.float32, np.float64):
            raise TypeError(f"{name} needs a float tensor or scalar to shape its result, got {a.dtype}")
        draw = draw32 if a.dtype == np.float32 else draw64
        vals = [draw(_split(k, j)) for j in range(a.size)]
        return as_tensor(np.array(vals, dtype=a.dtype).reshape(a.shape))
    if isinstance(x, np.float32):
        return draw32(_split(k, 0))
    if isinstance(x, (float, np.floating)):
        return draw64(_split(k, 0))
    raise TypeError(f"{name} needs a float tensor or scalar to shape its result, got {type(x).__name__}")


def uniform_like(key, x):
    """``uniform_like(key, x)``: uniforms in [0, 1) of float ``x``'s type
    and shape; element ``j`` is drawn from ``split(key, j)``."""
    return _like(key, x, _uniform, _uniform_f32, "uniform_like")


def normal_like(key, x):
    """``normal_like(key, x)``: standard normals of float ``x``'s type and
    shape; element ``j`` is drawn from ``split(key, j)``."""
    return _like(key, x, _normal, _normal_f32, "normal_like")
