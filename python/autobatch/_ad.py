"""Reverse-mode differentiation in CPython, the twin of the compiler's AD
pass (``compiler/src/ad``, rules in ``compiler/src/prim/vjp.rs``): ``value_and_grad``,
``grad`` and ``stop_gradient``.

``value_and_grad(f, x, *args)`` runs ``f`` with ``x`` wrapped in a
:class:`Traced` value. Every operation on traced values computes its
primal result with the plain primitives (same bits as the compiler) and
records a node; the reverse sweep then visits the nodes in reverse order
of creation, each with the sum of the cotangents it received, and applies
the same VJP formula, op for op, as the compiler's rule. Accumulation is
``zero + c1 + c2 + ...`` in reverse order of use, as in the compiled
reverse pass, so gradients agree bit for bit wherever the primal does.

Inside a traced call, arrays built with ``zeros ones full array copy
zeros_like ones_like full_like`` are traced too, so that writing a traced
value into them by index carries its gradient.
"""

from __future__ import annotations

import builtins

import numpy as np

from . import _arrays, _linalg, _prims, _reduce
from ._types import DType, as_tensor

__all__ = ["value_and_grad", "grad", "stop_gradient"]

# The nodes of the traced call in progress (None when none is).
_TAPE: list | None = None


class _Node:
    __slots__ = ("rule", "parents", "args", "out", "ct")

    def __init__(self, rule, parents, args, out):
        self.rule = rule  # rule(i, ct, args, out) -> contribution or None
        self.parents = parents  # [(operand index, node)]
        self.args = args  # primal operands
        self.out = out  # primal result
        self.ct = None


def _const_node(value):
    return _Node(None, [], (), value)


class Traced:
    """A value that carries a gradient: its primal ``value`` and the node
    that computed it. Operators and autobatch functions on it are recorded;
    comparisons and ``int()`` give plain values."""

    __slots__ = ("value", "node")
    # NumPy defers to our reflected operators (`tensor * traced`).
    __array_ufunc__ = None

    def __init__(self, value, node):
        self.value = value
        self.node = node

    # ---- structure
    @property
    def shape(self):
        return np.shape(self.value)

    @property
    def ndim(self):
        return np.ndim(self.value)

    @property
    def size(self):
        return np.size(self.value)

    @property
    def dtype(self):
        return self.value.dtype

    def __len__(self):
        return len(self.value)

    def __iter__(self):
        for i in range(len(self.value)):
            yield self[i]

    def __repr__(self):
        return f"Traced({self.value!r})"

    # ---- plain conversions
    def __bool__(self):
        return bool(self.value)

    def __int__(self):
        return int(self.value)

    def __index__(self):
        raise TypeError("a float cannot be an index")

    def __float__(self):
        raise TypeError(
            "float(x) of a value being differentiated would drop its gradient in CPython: "
            "write f64(x) (and autobatch's functions rather than math's, which call float())"
        )

    def __round__(self, ndigits=None):
        return builtins.round(self.value) if ndigits is None else builtins.round(self.value, ndigits)

    def __hash__(self):
        return id(self)

    # ---- comparisons: plain results
    def __lt__(self, o):
        return self.value < primal(o)

    def __le__(self, o):
        return self.value <= primal(o)

    def __gt__(self, o):
        return self.value > primal(o)

    def __ge__(self, o):
        return self.value >= primal(o)

    def __eq__(self, o):
        return self.value == primal(o)

    def __ne__(self, o):
        return self.value != primal(o)

    # ---- arithmetic
    def __add__(self, o):
        return apply("add", lambda a, b: a + b, self, o)

    def __radd__(self, o):
        return apply("add", lambda a, b: a + b, o, self)

    def __sub__(self, o):
        return apply("sub", lambda a, b: a - b, self, o)

    def __rsub__(self, o):
        return apply("sub", lambda a, b: a - b, o, self)

    def __mul__(self, o):
        return apply("mul", lambda a, b: a * b, self, o)

    def __rmul__(self, o):
        return apply("mul", lambda a, b: a * b, o, self)

    def __truediv__(self, o):
        return apply("div", lambda a, b: a / b, self, o)

    def __rtruediv__(self, o):
        return apply("div", lambda a, b: a / b, o, self)

    def __floordiv__(self, o):
        return self.value // primal(o)

    def __rfloordiv__(self, o):
        return primal(o) // self.value

    def __mod__(self, o):
        return apply("mod", lambda a, b: a % b, self, o)

    def __rmod__(self, o):
        return apply("mod", lambda a, b: a % b, o, self)

    def __pow__(self, o):
        return apply("pow", _prims.pow, self, o)

    def __rpow__(self, o):
        return apply("pow", _prims.pow, o, self)

    def __neg__(self):
        return apply("neg", lambda a: -a, self)

    def __pos__(self):
        return self

    def __abs__(self):
        return apply("abs", builtins.abs, self)

    def __matmul__(self, o):
        return apply("matmul", _prims.matmul, self, o)

    def __rmatmul__(self, o):
        return apply("matmul", _prims.matmul, o, self)

    # ---- indexing
    def __getitem__(self, index):
        if isinstance(index, tuple) or isinstance(index, slice):
            return apply_indexed("slice", self, index)
        return apply_indexed("index", self, index)

    def __setitem__(self, index, v):
        # Value semantics: the primal array nodes already recorded keep
        # their values.
        new = as_tensor(np.array(self.value, copy=True))
        new[index] = primal(v)
        parents = [(0, self.node)]
        if isinstance(v, Traced):
            parents.append((1, v.node))
        node = _record(_RULES["set"], parents, (self.value, primal(v), index), new)
        self.value, self.node = new, node


def primal(x):
    return x.value if isinstance(x, Traced) else x


def _record(rule, parents, args, out):
    node = _Node(rule, parents, args, out)
    _TAPE.append(node)
    return node


def apply(name, fn, *args):
    """``fn`` on the primal values; a traced result when an operand is."""
    prim_args = tuple(primal(a) for a in args)
    out = fn(*prim_args)
    parents = [(i, a.node) for i, a in enumerate(args) if isinstance(a, Traced)]
    if not parents or _TAPE is None:
        return out
    rule = _RULES.get(name)
    if rule is None:  # no gradient: a constant
        return out
    if isinstance(rule, str):
        raise TypeError(f"`{name}` cannot be differentiated: {rule}")
    return Traced(out, _record(rule, parents, prim_args, out))


def apply_indexed(name, x, index):
    out = x.value[index]
    if isinstance(out, np.ndarray):
        out = as_tensor(np.array(out, copy=True))
    node = _record(_RULES[name], [(0, x.node)], (x.value, index), out)
    return Traced(out, node)


# ------------------------------------------------------------------ rules
# Each mirrors `compiler/src/prim/vjp.rs`: same operations, same order, on primal
# values (`c` is the result's cotangent, `a` the operands, `y` the result).


def _one(c, v=1.0):
    """A float constant of the cotangent's dtype."""
    if np.asarray(c).dtype == np.float32:
        return np.float32(v)
    return float(v)


def _zero(c):
    return _one(c, 0.0)


P = _prims


def _rule_unary(name):
    def rule(i, c, a, y):
        x = a[0]
        one = _one(c)
        if name == "exp":
            return c * y
        if name == "log":
            return c / x
        if name == "log1p":
            return c / (one + x)
        if name == "expm1":
            return c * (y + one)
        if name == "sqrt":
            return c / (_one(c, 2.0) * y)
        if name in ("sin", "cos", "sinh", "cosh"):
            f = {"sin": P.cos, "cos": P.sin, "sinh": P.cosh, "cosh": P.sinh}[name]
            t = c * f(x)
            return -t if name == "cos" else t
        if name == "tanh":
            return c * (one - y * y)
        if name == "tan":
            return c * (one + y * y)
        if name in ("asin", "acos"):
            t = c / P.sqrt(one - x * x)
            return -t if name == "acos" else t
        if name == "atan":
            return c / (one + x * x)
        if name == "atanh":
            return c / (one - x * x)
        if name == "asinh":
            return c / P.sqrt(x * x + one)
        if name == "acosh":
            return c / P.sqrt((x - one) * (x + one))
        if name in ("log2", "log10"):
            ln = _one(c, 0.6931471805599453 if name == "log2" else 2.302585092994046)
            return c / (x * ln)
        if name in ("erf", "erfc"):
            t = c * (_one(c, 1.1283791670955126) * P.exp(-(x * x)))
            return -t if name == "erfc" else t
        if name == "log1m":
            return c / (x - one)
        if name == "log1p_exp":
            return c / (one + P.exp(-x))
        raise AssertionError(name)

    return rule


def _rule(name, i, c, a, y):
    if name in ("add", "copy", "cast"):
        return c
    if name == "sub":
        return c if i == 0 else -c
    if name == "neg":
        return -c
    if name == "mul":
        return c * a[1 - i]
    if name == "div":
        return c / a[1] if i == 0 else -(c * y) / a[1]
    if name == "mod":
        return c if i == 0 else -(c * (a[0] // a[1]))
    if name == "abs":
        return c * P.sign(a[0])
    if name in ("minimum", "maximum"):
        this, other = a[i], a[1 - i]
        share = P.where(other == y, _one(c, 0.5), _one(c))
        return c * P.where(this == y, share, _zero(c))
    if name == "where":
        if i == 0:
            return None
        return P.where(a[0], c, _zero(c)) if i == 1 else P.where(a[0], _zero(c), c)
    if name == "pow":
        x, v = a
        zero, one = _zero(c), _one(c)
        if i == 0:
            d = P.where(v == zero, zero, v * P.pow(x, v - one))
            return c * d
        safe = P.where(x == zero, one, x)
        return c * (P.log(safe) * y)
    if name == "copysign":
        if i == 1:
            return None
        return c * (P.sign(a[0]) * P.copysign(_one(c), a[1]))
    if name == "atan2":
        yy, xx = a
        d = xx * xx + yy * yy
        return (c * xx) / d if i == 0 else -(c * yy) / d
    if name == "hypot":
        zero, one = _zero(c), _one(c)
        d = P.where(y == zero, one, y)
        return c * (a[i] / d)
    if name in ("sum", "sum8"):
        return as_tensor(np.full(np.shape(a[0]), c))
    if name in ("dot", "dot8"):
        return c * a[1 - i]
    if name == "matmul":
        x, v = a
        rx, rv = np.ndim(x), np.ndim(v)
        if (rx, rv) == (1, 1):
            return c * a[1 - i]
        rule = {
            (2, 1, 1): lambda: P.matmul(c, x),
            (1, 2, 0): lambda: P.matmul(v, c),
            (2, 1, 0): lambda: P.outer(c, v),
            (1, 2, 1): lambda: P.outer(x, c),
            (2, 2, 0): lambda: P.matmul(c, P.transpose(v)),
            (2, 2, 1): lambda: P.matmul(P.transpose(x), c),
        }
        return rule[(rx, rv, i)]()
    if name in _linalg.__all__:
        return _linalg.rule(name, i, c, a, y)
    if name == "transpose":
        return P.transpose(c)
    if name == "outer":
        return P.matmul(c, a[1]) if i == 0 else P.matmul(a[0], c)
    if name == "cumsum":
        return _reduce.cumsum(c[::-1])[::-1]
    if name == "reduce_max":
        x = a[0]
        at = _reduce.argmax(np.equal(x, y))
        z = as_tensor(np.zeros_like(x))
        z[at] = c
        return z
    if name == "lgamma":
        return c * _digamma(a[0], c)
    if name == "full":
        # full(shape, v) and full_like(x, v): the fill value is operand 1.
        return P.sum(c) if i == 1 else None
    if name in ("index", "slice"):
        x, index = a
        z = as_tensor(np.zeros_like(x))
        z[index] = c
        return z
    if name == "set":
        _, _, index = a
        if i == 0:
            z = as_tensor(np.array(c, copy=True))
            z[index] = _zero(c)
            return z
        part = c[index]
        return as_tensor(np.array(part, copy=True)) if isinstance(part, np.ndarray) else part
    return _rule_unary(name)(i, c, a, y)


def _digamma(x, c):
    """digamma(x), as the compiler composes it (`vjp.rs`'s `digamma`)."""
    half, one = _one(c, 0.5), _one(c)
    reflected = one - x
    direct = x >= half
    y = P.where(direct, x, reflected)
    s = one / y
    for k in range(1, 10):
        s = s + one / (y + _one(c, float(k)))
    z = y + _one(c, 10.0)
    rz = one / z
    r2 = rz * rz
    t = _one(c, 691.0 / 32760.0)
    for coef in (1.0 / 132.0, 1.0 / 240.0, 1.0 / 252.0, 1.0 / 120.0, 1.0 / 12.0):
        t = _one(c, coef) - r2 * t
    psi = ((P.log(z) - half * rz) - r2 * t) - s
    pi = _one(c, 3.141592653589793)
    refl = psi - pi / P.tan(pi * x)
    return P.where(direct, psi, refl)


def _named(name):
    return lambda i, c, a, y: _rule(name, i, c, a, y)


_DIFFERENTIABLE = (
    "add sub mul div mod neg abs minimum maximum where pow copysign atan2 hypot "
    "sum dot sum8 dot8 matmul transpose outer cumsum reduce_max full index slice set copy cast "
    "cholesky_decompose mdivide_left_tri_low mdivide_right_tri_low "
    "exp log log1p expm1 sqrt sin cos tanh tan asin acos atan sinh cosh asinh acosh "
    "atanh log2 log10 erf erfc lgamma log1m log1p_exp"
).split()
_RULES: dict = {n: _named(n) for n in _DIFFERENTIABLE}
_RULES["prod"] = "prod has no gradient here: write the product with `*` in a loop"


# ------------------------------------------------------------ the sweep


def _fit(c, operand):
    """A contribution summed over a scalar operand's broadcast and
    converted to its dtype (as the compiler's `fit`)."""
    if np.ndim(operand) == 0 and isinstance(c, np.ndarray):
        c = _prims.sum(c)
    single = np.asarray(operand).dtype == np.float32
    if isinstance(c, np.ndarray):
        want = np.float32 if single else np.float64
        return c if c.dtype == want else as_tensor(c.astype(want))
    if single and not isinstance(c, np.float32):
        return np.float32(c)
    if not single and isinstance(c, np.float32):
        return float(c)
    return c


def _zero_like(v):
    if isinstance(v, np.ndarray):
        return as_tensor(np.zeros_like(v))
    return np.float32(0.0) if isinstance(v, np.float32) else 0.0


def _accumulate(node, c):
    node.ct = (_zero_like(node.out) if node.ct is None else node.ct) + c


def _sweep(tape, out_node, seed):
    _accumulate(out_node, seed)
    for node in reversed(tape):
        if node.ct is None or node.rule is None:
            continue
        for i, parent in node.parents:
            c = node.rule(i, node.ct, node.args, node.out)
            if c is not None:
                _accumulate(parent, _fit(c, node.args[i]))


def value_and_grad(f, x, *args, **kwargs):
    """``(f(x, *args), df/dx)``: ``f`` returns a float scalar; ``x`` is a
    float scalar or tensor, and the gradient has its type and shape."""
    global _TAPE
    if _TAPE is not None:
        raise TypeError("a function being differentiated cannot itself call `value_and_grad` or `grad`")
    _TAPE = []
    try:
        leaf = _const_node(x)
        out = f(Traced(x, leaf), *args, **kwargs)
        value = primal(out)
        if isinstance(out, Traced):
            _sweep(_TAPE, out.node, _one(value))
    finally:
        tape, _TAPE = _TAPE, None
    del tape
    g = leaf.ct if leaf.ct is not None else _zero_like(x)
    return value, g


def grad(f, x, *args, **kwargs):
    """``df/dx``, as ``value_and_grad(f, x, ...)[1]``."""
    return value_and_grad(f, x, *args, **kwargs)[1]


def stop_gradient(x):
    """``x``, through which no gradient flows."""
    return primal(x)


# ------------------------------------------------- traced library functions


def traced(name, fn):
    """``fn`` that records a node when an operand is traced."""

    def wrapper(*args):
        if _TAPE is None or not any(isinstance(a, Traced) for a in args):
            return fn(*args)
        return apply(name, fn, *args)

    wrapper.__name__ = fn.__name__
    wrapper.__qualname__ = fn.__qualname__
    wrapper.__doc__ = fn.__doc__
    return wrapper


def plain(fn):
    """``fn`` on primal values: no gradient flows through it."""

    def wrapper(*args, **kwargs):
        return fn(*(primal(a) for a in args), **{k: primal(v) for k, v in kwargs.items()})

    wrapper.__name__ = fn.__name__
    wrapper.__qualname__ = fn.__qualname__
    wrapper.__doc__ = fn.__doc__
    return wrapper


def builder(fn, name=None):
    """An array builder: inside a traced call its float result is traced
    (a constant), so traced values can be written into it; a traced fill
    value (``full``) or source (``copy``) carries its gradient."""

    def wrapper(*args, **kwargs):
        if _TAPE is None:
            return fn(*args, **kwargs)
        if name is not None and any(isinstance(a, Traced) for a in args):
            return apply(name, lambda *a: fn(*a, **kwargs), *args)
        out = fn(*(primal(a) for a in args), **{k: primal(v) for k, v in kwargs.items()})
        if isinstance(out, np.ndarray) and out.dtype.kind == "f":
            return Traced(out, _const_node(out))
        return out

    wrapper.__name__ = fn.__name__
    wrapper.__qualname__ = fn.__qualname__
    wrapper.__doc__ = fn.__doc__
    return wrapper


def traced_cast(dtype: DType, x):
    """``f32(x)`` / ``f64(x)`` of a traced value carries its gradient;
    integer casts do not."""
    if dtype.is_float:
        return apply("cast", dtype, x)
    return dtype(x.value)


def _tsum(x):
    return apply("sum", _prims.sum, x)


def mean(x):
    """The compiler's composition: ``sum(x) / n``."""
    if not isinstance(x, Traced):
        return _reduce.mean(x)
    return _tsum(x) / np.size(x.value)


def logsumexp(x):
    """The compiler's composition: ``m + log(sum(exp(x - m)))`` with ``m =
    max(x)``, or ``m`` where that is not finite."""
    if not isinstance(x, Traced):
        return _reduce.logsumexp(x)
    m = apply("reduce_max", builtins.max, x)
    r = m + apply("log", P.log, _tsum(apply("exp", P.exp, x - m)))
    finite = bool(-np.inf < primal(m) < np.inf)
    return apply("where", P.where, finite, r, m)


# What each public name becomes (`install`).
_TRACED = (
    "where minimum maximum exp log log1p expm1 sqrt sin cos tanh tan asin acos atan sinh "
    "cosh asinh acosh atanh log2 log10 erf erfc lgamma log1m log1p_exp atan2 hypot copysign pow sum dot "
    "sum8 dot8 matmul transpose outer cumsum prod cholesky_decompose mdivide_left_tri_low mdivide_right_tri_low"
).split()
_PLAIN = (
    "floor ceil trunc sign isnan isinf isfinite argmin argmax round split uniform normal "
    "uniform_like normal_like arange"
).split()
_BUILDERS = {"zeros": None, "ones": None, "array": None, "zeros_like": None, "ones_like": None,
             "full": "full", "full_like": "full", "copy": "copy"}


def install(ns: dict):
    """Makes the public functions in namespace ``ns`` (the package's)
    trace their calls on traced values."""
    for name in _TRACED:
        ns[name] = traced(name, ns[name])
    for name in _PLAIN:
        ns[name] = plain(ns[name])
    for name, rule in _BUILDERS.items():
        ns[name] = builder(ns[name], rule)
    ns["mean"] = mean
    ns["logsumexp"] = logsumexp
    from . import _types

    _types._TRACED = (Traced, traced_cast)
