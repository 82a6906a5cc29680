"""autobatch's CPython side: gives a source program its meaning in CPython.

``from autobatch import *`` provides what a program of the source language
uses besides Python builtins:

* dtype objects ``i32 i64 f32 f64`` (subscriptable for tensor annotations,
  ``f64[3, 4]``, and callable as casts; ``bool`` stays Python's builtin),
  and the ``Shared[...]`` marker for shared entry parameters;
* the primitives ``where minimum maximum exp log log1p log2 log10 expm1
  sqrt sin cos tanh tan asin acos atan atan2 sinh cosh asinh acosh atanh
  erf erfc lgamma log1m log1p_exp hypot pow floor ceil trunc copysign isnan
  isinf isfinite
  sign sum dot sum8 dot8 matmul transpose outer zeros_like cholesky_decompose
  mdivide_left_tri_low mdivide_right_tri_low``, with the same
  bits as the Rust executors (left-fold reductions, ``sum8``/``dot8``'s eight
  partial sums, the C library's math functions), and
  the float constants ``pi e inf nan``;
* reductions ``prod argmin argmax cumsum mean logsumexp`` and ``round``
  (``_reduce``; ``round`` of a tensor is NumPy's, elementwise);
* array building ``zeros ones full arange array copy ones_like full_like``
  (``_arrays``), whose results a program may write by index;
* counter-based random numbers ``split uniform normal uniform_like
  normal_like`` (Threefry-2x32-20 on i64 keys, see ``_random``).

``python3 -m autobatch run PROG.py --entry F --inputs IN.json`` runs a
program once per batch member and prints the same JSON as
``autobatch run``: it is the semantic oracle of the conformance tests.
"""

import math as _math

from . import _ad, _adapter, _arrays, _linalg, _prims, _reduce
from ._arrays import arange, array, copy, full, full_like, ndim, ones, ones_like, zeros
from ._reduce import argmax, argmin, cumsum, logsumexp, mean, prod, round
from ._prims import (
    acos,
    acosh,
    asin,
    asinh,
    atan,
    atan2,
    atanh,
    ceil,
    copysign,
    cos,
    cosh,
    dot,
    dot8,
    erf,
    erfc,
    exp,
    expm1,
    floor,
    hypot,
    isfinite,
    isinf,
    isnan,
    lgamma,
    log,
    log1m,
    log1p,
    log1p_exp,
    log2,
    log10,
    matmul,
    maximum,
    outer,
    minimum,
    pow,
    sign,
    sin,
    sinh,
    sqrt,
    sum,
    sum8,
    tan,
    tanh,
    transpose,
    trunc,
    where,
    zeros_like,
)
from ._linalg import cholesky_decompose, mdivide_left_tri_low, mdivide_right_tri_low
from ._random import normal, normal_like, split, uniform, uniform_like
from ._types import DType, Shared, SharedType, Tensor, TensorType, f32, f64, i32, i64
from ._adapter import Bounded, CholeskyCorr, CovMatrix, Lower, Ordered, Positive, PositiveOrdered, Simplex, Upper

__all__ = [
    "i32",
    "i64",
    "f32",
    "f64",
    "Shared",
    # A model's constraint annotations (`tau: Positive[f64]`).
    *_adapter.__all__,
    # The primitives: _prims and _arrays list them once.
    *_prims.__all__,
    *_linalg.__all__,
    *_arrays.__all__,
    *_reduce.__all__,
    *_ad.__all__,
    "split",
    "uniform",
    "normal",
    "uniform_like",
    "normal_like",
    "pi",
    "e",
    "inf",
    "nan",
]

# Float constants, which the compiler reads as float literals.
pi = _math.pi
e = _math.e
inf = _math.inf
nan = _math.nan

# Differentiation: the public functions record their calls on traced
# values (`_ad`).
from ._ad import grad, stop_gradient, value_and_grad  # noqa: E402

_ad.install(globals())

# The distribution library, written in the language (distributions.py,
# which the compiler reads too): imported last, so that its functions call
# the traced ones above. Its public functions are exported.
from . import distributions as _distributions  # noqa: E402

DISTRIBUTIONS = sorted(
    name
    for name, f in vars(_distributions).items()
    if callable(f) and getattr(f, "__module__", None) == _distributions.__name__ and not name.startswith("_")
)
globals().update({name: getattr(_distributions, name) for name in DISTRIBUTIONS})

# Their random draws (rng.py, also the compiler's), for generated
# quantities.
from . import rng as _rng  # noqa: E402

_RNGS = sorted(name for name, f in vars(_rng).items() if name.endswith("_rng") and callable(f))
globals().update({name: getattr(_rng, name) for name in _RNGS})
DISTRIBUTIONS = sorted(DISTRIBUTIONS + _RNGS)
__all__ += DISTRIBUTIONS

# The constraint transforms of a model's parameters (constraints.py, also
# the compiler's): private, used by the sampler's binding (sampling.py).
from . import constraints as _constraints  # noqa: E402,F401

# Not exported by `import *`, but importable by name.
_ = (DType, SharedType, Tensor, TensorType)

# The Python API (docs/python.md): attributes of the package, never
# exported by `import *` (a program's `compile` stays Python's builtin).
from ._api import CompileError, Program, RunError, load  # noqa: E402
from ._api import compile  # noqa: E402,A004
from ._sample import sample, summary  # noqa: E402
