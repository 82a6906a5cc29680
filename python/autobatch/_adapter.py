"""A model's named, constrained parameters in CPython: the constraint
annotations (``Positive[f64]``, ``Bounded[f64, 0.0, 1.0]``,
``CholeskyCorr[f64[3, 3]]``, ...) and the model adapter, the twin of the
compiler's (compiler/src/frontend/adapter.rs): ``log_density(theta,
*data)`` on the sampler's free coordinates, ``constrain(theta)`` and
``unconstrain(x)``, calling constraints.py's transforms with the same
operations in the same order, so that CPython and the compiled sampler
give the same bits.

A parameter takes the next ``free`` coordinates of theta; the
log-Jacobians are summed left to right, then added to the model's density
once (cast to its return type first where the two float types differ).
"""

from __future__ import annotations

import math

from ._types import DType, TensorType

__all__ = [
    "Positive",
    "Lower",
    "Upper",
    "Bounded",
    "Simplex",
    "Ordered",
    "PositiveOrdered",
    "CholeskyCorr",
    "CovMatrix",
]

_STRUCTURED = ("Simplex", "CholeskyCorr", "CovMatrix")


class ConstrainedType:
    """``Positive[f64]`` and the like: a float type and a constraint."""

    __slots__ = ("kind", "inner", "bounds")

    def __init__(self, kind: str, inner, bounds: tuple):
        self.kind = kind
        self.inner = inner
        self.bounds = bounds

    def __repr__(self) -> str:
        return f"{self.kind}[{', '.join([repr(self.inner), *map(repr, self.bounds)])}]"

    @property
    def dtype(self) -> DType:
        return self.inner if isinstance(self.inner, DType) else self.inner.dtype

    @property
    def shape(self) -> tuple:
        return () if isinstance(self.inner, DType) else self.inner.shape

    @property
    def free(self) -> int:
        n = math.prod(self.shape)
        k = self.shape[0] if self.shape else 1
        return {"Simplex": n - 1, "CholeskyCorr": k * (k - 1) // 2, "CovMatrix": k * (k + 1) // 2}.get(self.kind, n)


class _Marker:
    """The subscriptable constraint names."""

    def __init__(self, kind: str, bounds: int):
        self.kind = kind
        self.bounds = bounds

    def __getitem__(self, args) -> ConstrainedType:
        args = args if isinstance(args, tuple) else (args,)
        if len(args) != 1 + self.bounds:
            raise TypeError(f"{self.kind}[...] takes a type and {self.bounds} bound(s)")
        inner, *bounds = args
        if not (isinstance(inner, DType) and inner.is_float or isinstance(inner, TensorType) and inner.dtype.is_float):
            raise TypeError(f"{self.kind}[...] constrains a float scalar or tensor type, not {inner!r}")
        bounds = tuple(float(b) for b in bounds)
        if not all(math.isfinite(b) for b in bounds):
            raise TypeError(f"{self.kind}[...]: a bound must be finite")
        if self.kind == "Bounded" and not bounds[0] < bounds[1]:
            raise TypeError("Bounded[...] needs its lower bound below its upper one")
        return ConstrainedType(self.kind, inner, bounds)

    def __repr__(self) -> str:
        return self.kind


Positive = _Marker("Positive", 0)
Lower = _Marker("Lower", 1)
Upper = _Marker("Upper", 1)
Bounded = _Marker("Bounded", 2)
Simplex = _Marker("Simplex", 0)
Ordered = _Marker("Ordered", 0)
PositiveOrdered = _Marker("PositiveOrdered", 0)
CholeskyCorr = _Marker("CholeskyCorr", 0)
CovMatrix = _Marker("CovMatrix", 0)


class Param:
    """One parameter of log_density the sampler samples."""

    def __init__(self, name: str, ann):
        self.name = name
        self.kind = ann.kind if isinstance(ann, ConstrainedType) else None
        self.bounds = ann.bounds if isinstance(ann, ConstrainedType) else ()
        self.dtype = ann if isinstance(ann, DType) else ann.dtype
        self.shape = () if isinstance(ann, DType) else tuple(ann.shape)
        self.size = math.prod(self.shape)
        self.free = ann.free if isinstance(ann, ConstrainedType) else self.size

    @property
    def elementwise(self) -> bool:
        return self.kind not in _STRUCTURED


def _transform_name(kind: str) -> str:
    return {"PositiveOrdered": "positive_ordered", "CholeskyCorr": "cholesky_corr", "CovMatrix": "cov_matrix"}.get(
        kind, kind.lower()
    )


class Adapter:
    """log_density, constrain and unconstrain of a model's parameters (and
    generated, when the model has generated quantities)."""

    def __init__(self, fn, params: list, ret: DType, gq=None, names: tuple = ()):
        from . import constraints, zeros

        self.fn = fn
        self.gq = gq
        self.names = tuple(names)
        self.params = params
        self.ret = ret
        self.float = params[0].dtype
        self.dim = sum(p.free for p in params)
        self.size = sum(p.size for p in params)
        self._c = constraints
        self._zeros = zeros

    @property
    def direct(self) -> bool:
        """The model's own function takes the flat vector."""
        (p, *rest) = self.params
        return not rest and p.kind is None and len(p.shape) == 1

    def _z(self, shape):
        return self._zeros(shape if len(shape) != 1 else shape[0], self.float)

    def _free_value(self, p: Param, vector, o: int):
        n = p.free
        if not p.elementwise:
            return vector[o : o + n]
        if len(p.shape) == 0:
            return vector[o]
        if len(p.shape) == 1:
            return vector[o : o + n]
        return self._c._matrix(vector[o : o + n], self._z(p.shape))

    def values(self, theta):
        """Every parameter's value and log-Jacobian (None where there is
        no transform)."""
        out, o = [], 0
        for p in self.params:
            u = self._free_value(p, theta, o)
            o += p.free
            if p.kind is None:
                out.append((u, None))
                continue
            f = getattr(self._c, f"_{_transform_name(p.kind)}_constrain")
            args = (self._z(p.shape),) if not p.elementwise else p.bounds
            out.append(f(u, *args))
        return out

    def log_density(self, theta, *data):
        values = self.values(theta)
        lp = self.fn(*(x for x, _ in values), *data)
        jacobians = [j for _, j in values if j is not None]
        if not jacobians:
            return lp
        jac = jacobians[0]
        for j in jacobians[1:]:
            jac = jac + j
        return lp + (jac if self.ret is self.float else self.ret(jac))

    def generated(self, theta, *args):
        """The model's generated_quantities at theta's parameters; ``args``
        are the data, then the key."""
        return self.gq(*(x for x, _ in self.values(theta)), *args)

    def constrain(self, theta):
        out = self._z((self.size,))
        o = 0
        for p, (x, _) in zip(self.params, self.values(theta)):
            if len(p.shape) == 0:
                out[o] = x
            elif len(p.shape) == 1:
                out[o : o + p.size] = x
            else:
                out[o : o + p.size] = self._c._flatten(x, self._z((p.size,)))
            o += p.size
        return out

    def unconstrain(self, x):
        theta = self._z((self.dim,))
        o = at = 0
        for p in self.params:
            if len(p.shape) == 0:
                value = x[at]
            elif len(p.shape) == 1:
                value = x[at : at + p.size]
            else:
                value = self._c._matrix(x[at : at + p.size], self._z(p.shape))
            if p.kind is None:
                u = value
            else:
                f = getattr(self._c, f"_{_transform_name(p.kind)}_free")
                extra = (self._z((p.free,)),) if p.kind in ("CholeskyCorr", "CovMatrix") else p.bounds
                u = f(value, *extra)
            if len(p.shape) == 0 and p.elementwise:
                theta[o] = u
            elif len(p.shape) > 1 and p.elementwise:
                theta[o : o + p.free] = self._c._flatten(u, self._z((p.free,)))
            else:
                theta[o : o + p.free] = u
            o += p.free
            at += p.size
        return theta
