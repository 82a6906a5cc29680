"""Run a source program in CPython, once per batch member: the oracle.

``run_program(path, entry, inputs)`` imports the program file, reads the
entry's annotations, converts each member's inputs to the language's CPython
representation, calls the entry once per member and returns
``{"outputs": [...], "status": [...]}`` exactly as ``autobatch run`` prints
it: one list per returned leaf value (tuples flattened depth-first), each of
length Z, and a status per member.

Statuses: ``ok``; ``division_by_zero`` (ZeroDivisionError, or numpy's
FloatingPointError from a division by zero); ``index_out_of_bounds``
(IndexError); ``stack_overflow`` (RecursionError); ``assertion_failed``
(AssertionError); ``value_error`` (ValueError); ``overflow_error``
(OverflowError). A failed member's outputs
are the zero value of the declared return type. Any other exception is a
bug in the program (or a construct outside the language) and makes the run
fail with :class:`RunnerError`.
"""

from __future__ import annotations

import importlib.util
import inspect
import itertools
import json
import math
import os
import sys
import threading
import typing
import warnings

import numpy as np

from ._types import DType, SharedType, TensorType, as_tensor, f64, i64

__all__ = [
    "Leaf",
    "RunnerError",
    "Signature",
    "load_program",
    "entry_signature",
    "run_program",
    "run_function",
    "run_in_big_thread",
    "encode_json",
]

RECURSION_LIMIT = 100_000
THREAD_STACK_BYTES = 512 * 1024 * 1024


class RunnerError(Exception):
    """The program or its inputs do not fit the runner's contract."""


# ------------------------------------------------------------------- types


class Leaf:
    """A non-tuple type: a scalar or tensor of one dtype."""

    __slots__ = ("name", "shape", "np_dtype")

    def __init__(self, name: str, shape: tuple = ()):
        self.name = name
        self.shape = tuple(shape)
        self.np_dtype = np.dtype(
            {"bool": np.bool_, "i32": np.int32, "i64": np.int64, "f32": np.float32, "f64": np.float64}[name]
        )

    def __repr__(self) -> str:
        if not self.shape:
            return self.name
        return f"{self.name}[{', '.join(map(str, self.shape))}]"

    @property
    def is_scalar(self) -> bool:
        return not self.shape

    def zero(self):
        if self.shape:
            return as_tensor(np.zeros(self.shape, dtype=self.np_dtype))
        return {"bool": False, "i32": 0, "i64": 0, "f32": np.float32(0.0), "f64": 0.0}[self.name]


def _leaf_or_tuple(t, where: str):
    """An annotation as a Leaf or a (nested) list of them."""
    if t is bool:
        return Leaf("bool")
    if t is int:
        return Leaf("i64")
    if t is float:
        return Leaf("f64")
    if isinstance(t, DType):
        return Leaf(t.name)
    if isinstance(t, TensorType):
        return Leaf(t.dtype.name, t.shape)
    origin = typing.get_origin(t)
    if origin is tuple:
        args = typing.get_args(t)
        if not args or (len(args) == 2 and args[1] is Ellipsis):
            raise RunnerError(f"{where}: a tuple type needs its element types, got {t!r}")
        return [_leaf_or_tuple(a, where) for a in args]
    if isinstance(t, SharedType):
        raise RunnerError(f"{where}: Shared[...] only marks a parameter, got {t!r}")
    raise RunnerError(f"{where}: not a type of the language: {t!r}")


class Param:
    __slots__ = ("name", "leaf", "shared")

    def __init__(self, name: str, leaf: Leaf, shared: bool):
        self.name = name
        self.leaf = leaf
        self.shared = shared


class Signature:
    def __init__(self, params: list, ret):
        self.params = params
        self.ret = ret  # Leaf or nested list of Leaf

    def output_leaves(self) -> list:
        return list(_flatten_type(self.ret))


def _flatten_type(t):
    if isinstance(t, Leaf):
        yield t
    else:
        for s in t:
            yield from _flatten_type(s)


def entry_signature(fn, pack_names=None) -> Signature:
    """The entry's parameters and result. ``pack_names``: the model's data
    names when the program is a library bound to a model (``--model``):
    a ``*data: Data`` parameter then stands for the shared parameters
    ``data.NAME``, as in the compiled entry."""
    name = getattr(fn, "__name__", "entry")
    try:
        ann = inspect.get_annotations(fn, eval_str=True)
    except Exception as e:  # a string annotation that does not evaluate
        raise RunnerError(f"{name}: cannot evaluate annotations: {e}") from e
    sig = inspect.signature(fn)
    params = []
    for p in sig.parameters.values():
        if p.kind == p.VAR_POSITIONAL and pack_names is not None and p.name in ann:
            types_ = ann[p.name]
            if not isinstance(types_, tuple) or len(types_) != len(pack_names):
                raise RunnerError(f"{name}: `*{p.name}` must be annotated with the model's `Data`")
            for n, t in zip(pack_names, types_):
                leaf = _leaf_or_tuple(t, f"{name}: parameter `{p.name}.{n}`")
                params.append(Param(f"{p.name}.{n}", leaf, True))
            continue
        if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            raise RunnerError(f"{name}: parameter `{p.name}` must be a plain positional parameter")
        if p.name not in ann:
            raise RunnerError(f"{name}: parameter `{p.name}` has no annotation")
        t = ann[p.name]
        shared = isinstance(t, SharedType)
        if shared:
            t = t.inner
        leaf = _leaf_or_tuple(t, f"{name}: parameter `{p.name}`")
        if not isinstance(leaf, Leaf):
            raise RunnerError(f"{name}: entry parameter `{p.name}` cannot be a tuple")
        params.append(Param(p.name, leaf, shared))
    if "return" not in ann:
        raise RunnerError(f"{name}: the return type is not annotated")
    ret = _leaf_or_tuple(ann["return"], f"{name}: return type")
    return Signature(params, ret)


# ------------------------------------------------------------ conversions

_FLOAT_STRINGS = {"nan": math.nan, "+nan": math.nan, "-nan": -math.nan, "inf": math.inf, "+inf": math.inf,
                  "-inf": -math.inf, "infinity": math.inf, "-infinity": -math.inf}


def _json_float(v, what: str) -> float:
    if isinstance(v, str):
        key = v.strip().lower()
        if key in _FLOAT_STRINGS:
            return _FLOAT_STRINGS[key]
        raise RunnerError(f"{what}: not a number: {v!r}")
    if isinstance(v, (bool, np.bool_)):
        return float(v)
    if isinstance(v, (int, float, np.integer, np.floating)):
        return float(v)
    raise RunnerError(f"{what}: expected a number, got {v!r}")


def _json_int(v, what: str) -> int:
    if isinstance(v, (bool, np.bool_)):
        return int(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (float, np.floating)) and float(v).is_integer():
        return int(v)
    raise RunnerError(f"{what}: expected an integer, got {v!r}")


def _json_bool(v, what: str) -> bool:
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)) and int(v) in (0, 1):
        return bool(v)
    raise RunnerError(f"{what}: expected a bool, got {v!r}")


def _scalar_in(leaf: Leaf, v, what: str):
    if leaf.name == "bool":
        return _json_bool(v, what)
    if leaf.name in ("i32", "i64"):
        x = _json_int(v, what)
        lo, hi = (-(2**31), 2**31 - 1) if leaf.name == "i32" else (-(2**63), 2**63 - 1)
        if not lo <= x <= hi:
            raise RunnerError(f"{what}: {x} does not fit {leaf.name}")
        return x
    if leaf.name == "f64":
        return _json_float(v, what)
    return np.float32(_json_float(v, what))


def _nested_elements(v, what: str):
    """Element conversion inside nested lists (strings for nan/inf)."""
    if isinstance(v, list):
        return [_nested_elements(x, what) for x in v]
    if isinstance(v, str):
        return _json_float(v, what)
    return v


def convert_input(leaf: Leaf, v, what: str):
    """One member's (or a shared) input value in the language's CPython
    representation."""
    if leaf.is_scalar:
        if isinstance(v, np.ndarray):
            if v.shape != ():
                raise RunnerError(f"{what}: expected a scalar, got shape {v.shape}")
            v = v.item()
        return _scalar_in(leaf, v, what)
    if isinstance(v, np.ndarray):
        arr = _exact_array(leaf, v, what)
    else:
        data = _nested_elements(v, what)
        if leaf.name == "bool":
            arr = np.array(data)
            if arr.dtype != np.bool_ and not (arr.size == 0 or np.isin(arr, [0, 1]).all()):
                raise RunnerError(f"{what}: expected bools")
        elif leaf.name in ("i32", "i64"):
            arr = np.array(data)
            if arr.size and arr.dtype.kind == "f" and not np.all(np.mod(arr, 1) == 0):
                raise RunnerError(f"{what}: expected integers")
        else:
            arr = np.array(data, dtype=np.float64)
    if tuple(arr.shape) != leaf.shape:
        raise RunnerError(f"{what}: expected shape {list(leaf.shape)}, got {list(arr.shape)}")
    out = np.array(arr, dtype=leaf.np_dtype)  # a private copy
    out.flags.writeable = False
    return as_tensor(out)


def _exact_array(leaf: Leaf, arr: np.ndarray, what: str) -> np.ndarray:
    """An array as the compiled reader takes it for ``leaf`` (runtime
    io/widen.rs): integers for a float entry only where the float holds
    each exactly, floats never for an integer entry."""
    kind = arr.dtype.kind
    if leaf.name in ("f32", "f64") and kind in "iu":
        limit = 2**24 if leaf.name == "f32" else 2**53
        flat = arr.reshape(-1)
        # Only the elements beyond the float's exact range are looked at
        # one by one (NumPy compares with an out-of-range int exactly).
        for k in np.flatnonzero((flat > limit) | (flat < -limit)):
            value = int(flat[k])
            nearest = float(np.array(value, dtype=object).astype(leaf.np_dtype))
            if int(nearest) != value:
                index = ", ".join(map(str, np.unravel_index(k, arr.shape)))
                element = f"element [{index}]" if arr.shape else "the value"
                raise RunnerError(f"{what}: {element} is the integer {value}, which {leaf.name} cannot hold "
                                  f"exactly (it would be {nearest!r}): pass the data as floats if that rounding is meant")
    elif leaf.name in ("i32", "i64") and kind == "f":
        raise RunnerError(f"{what}: expected an array of {leaf.name}, found dtype {arr.dtype.str!r}")
    return arr


def _float_out(x: float):
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def _type_error(leaf: Leaf, v, what: str):
    return RunnerError(f"{what}: the declared type is {leaf!r} but the program returned {v!r} "
                       f"({type(v).__name__})")


def convert_output(leaf: Leaf, v, what: str):
    """A returned value as JSON (floats widened exactly; nan/inf strings)."""
    if leaf.is_scalar:
        if isinstance(v, np.ndarray):
            if v.shape != ():
                raise _type_error(leaf, v, what)
            v = v[()]
        if leaf.name == "bool":
            if not isinstance(v, (bool, np.bool_)):
                raise _type_error(leaf, v, what)
            return bool(v)
        if leaf.name in ("i32", "i64"):
            if not isinstance(v, (int, np.integer)):  # bool is an int: True + 0 style results
                raise _type_error(leaf, v, what)
            return int(v)
        if leaf.name == "f64":
            if isinstance(v, np.float32) or not isinstance(v, (int, float, np.integer, np.floating)):
                raise _type_error(leaf, v, what)
            return _float_out(float(v))
        # f32: an f32 value, or a weak literal (Python int/float) returned as is.
        if isinstance(v, np.float32):
            return _float_out(float(v))
        if isinstance(v, (int, float)) and not isinstance(v, np.floating):
            return _float_out(float(np.float32(v)))
        raise _type_error(leaf, v, what)
    if not isinstance(v, np.ndarray):
        raise _type_error(leaf, v, what)
    if tuple(v.shape) != leaf.shape:
        raise RunnerError(f"{what}: the declared type is {leaf!r} but the program returned shape {list(v.shape)}")
    dt = v.dtype
    ok = {
        "bool": dt.kind == "b",
        "i32": dt.kind in "biu",
        "i64": dt.kind in "biu",
        "f32": dt.kind in "biu" or dt == np.float32,
        "f64": dt.kind in "biu" or dt == np.float64,
    }[leaf.name]
    if not ok:
        raise _type_error(leaf, dt, what)
    arr = np.asarray(v, dtype=leaf.np_dtype)
    return _tensor_json(arr.tolist(), leaf.name)


def _tensor_json(x, name: str):
    if isinstance(x, list):
        return [_tensor_json(e, name) for e in x]
    if name in ("f32", "f64"):
        return _float_out(float(x))
    if name == "bool":
        return bool(x)
    return int(x)


def _flatten_value(t, v, what: str):
    if isinstance(t, Leaf):
        yield t, v
        return
    if not isinstance(v, tuple) or len(v) != len(t):
        raise RunnerError(f"{what}: the declared type is a tuple of {len(t)} but the program returned {v!r}")
    for i, (s, x) in enumerate(zip(t, v)):
        yield from _flatten_value(s, x, f"{what}[{i}]")


def encode_json(obj) -> str:
    return json.dumps(obj, allow_nan=False)


# -------------------------------------------------------------- the runner

_STATUS = (
    (ZeroDivisionError, "division_by_zero"),
    (FloatingPointError, "division_by_zero"),
    (IndexError, "index_out_of_bounds"),
    (RecursionError, "stack_overflow"),
    (AssertionError, "assertion_failed"),
    (ValueError, "value_error"),
    (OverflowError, "overflow_error"),
)


def _status_of(e: BaseException):
    for cls, code in _STATUS:
        if isinstance(e, cls):
            return code
    return None


_counter = itertools.count()


def load_program(path: str):
    """Imports a program file as a fresh module."""
    path = os.path.abspath(path)
    if not os.path.isfile(path):
        raise RunnerError(f"no such program: {path}")
    stem = os.path.splitext(os.path.basename(path))[0]
    modname = f"_autobatch_prog_{stem}_{next(_counter)}"
    spec = importlib.util.spec_from_file_location(modname, path)
    if spec is None or spec.loader is None:
        raise RunnerError(f"cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[modname] = module
    try:
        spec.loader.exec_module(module)
    except ModuleNotFoundError as e:
        del sys.modules[modname]
        if e.name == "autobatch.model":
            raise RunnerError(f"{path}: `autobatch.model` is the model file a library is bound to: run this file "
                              "with `--model MODEL.py` (as `autobatch sample MODEL.py` binds its sampler)") from e
        raise
    except Exception:
        del sys.modules[modname]
        raise
    return module


def _batch_columns(sig: Signature, inputs: dict, batch):
    """Per parameter: a shared converted value, or a list of per-member
    raw values; and Z."""
    names = [p.name for p in sig.params]
    unknown = sorted(set(inputs) - set(names))
    if unknown:
        raise RunnerError(f"inputs name no parameter of the entry: {', '.join(unknown)} (parameters: {', '.join(names)})")
    missing = [n for n in names if n not in inputs]
    if missing:
        raise RunnerError(f"inputs lack parameter(s): {', '.join(missing)}")
    z = None
    for p in sig.params:
        if p.shared:
            continue
        col = inputs[p.name]
        if isinstance(col, np.ndarray):
            if col.ndim == 0:
                raise RunnerError(f"input `{p.name}`: a batched parameter needs a leading batch dimension")
            n = col.shape[0]
        elif isinstance(col, list):
            n = len(col)
        else:
            raise RunnerError(f"input `{p.name}`: a batched parameter takes a list (one value per member), got {col!r}")
        if z is None:
            z = n
        elif n != z:
            raise RunnerError(f"input `{p.name}` has {n} members but an earlier parameter has {z}")
    if z is None:
        z = 1 if batch is None else int(batch)
    elif batch is not None and int(batch) != z:
        raise RunnerError(f"--batch {batch} disagrees with the inputs' batch size {z}")
    return z


def run_function(fn, inputs: dict, batch=None, sig: Signature | None = None, on_member=None) -> dict:
    """Runs ``fn`` once per member on ``inputs`` (parameter name -> list of
    per-member values, or one value for a shared parameter; JSON-style
    values or numpy arrays). Returns ``{"outputs": ..., "status": ...}``.

    ``on_member(b)``, when given, is called before member ``b`` runs.
    """
    if sig is None:
        sig = entry_signature(fn)
    z = _batch_columns(sig, inputs, batch)
    args_per_param = []
    for p in sig.params:
        raw = inputs[p.name]
        if p.shared:
            args_per_param.append(convert_input(p.leaf, raw, f"input `{p.name}`"))
        else:
            args_per_param.append([convert_input(p.leaf, raw[b], f"input `{p.name}`[{b}]") for b in range(z)])
    leaves = sig.output_leaves()
    outputs = [[] for _ in leaves]
    status = []
    fname = getattr(fn, "__name__", "entry")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with np.errstate(divide="raise", over="ignore", under="ignore", invalid="ignore"):
            for b in range(z):
                args = [a if p.shared else a[b] for p, a in zip(sig.params, args_per_param)]
                if on_member is not None:
                    on_member(b)
                try:
                    result = fn(*args)
                except Exception as e:  # noqa: BLE001 - mapped or re-raised below
                    code = _status_of(e)
                    if code is None:
                        raise RunnerError(f"member {b}: {fname} raised {type(e).__name__}: {e}") from e
                    status.append(code)
                    for i, leaf in enumerate(leaves):
                        outputs[i].append(convert_output(leaf, leaf.zero(), "zero"))
                    continue
                vals = list(_flatten_value(sig.ret, result, f"member {b}: {fname}'s result"))
                for i, (leaf, v) in enumerate(vals):
                    outputs[i].append(convert_output(leaf, v, f"member {b}: {fname}'s result"))
                status.append("ok")
    return {"outputs": outputs, "status": status}


def load_inputs(path: str) -> dict:
    if path.endswith(".npz"):
        with np.load(path, allow_pickle=False) as data:
            return {k: data[k] for k in data.files}
    if path.endswith(".npy"):
        raise RunnerError("a .npy file holds one array; give the inputs as .json or .npz (name -> array)")
    with open(path) as f:
        obj = json.load(f)
    if not isinstance(obj, dict):
        raise RunnerError(f"{path}: inputs must be a JSON object mapping parameter names to values")
    return obj


def run_program(path: str, entry: str, inputs: dict, batch=None, model=None) -> dict:
    """Imports ``path`` and runs its function ``entry`` on ``inputs``.
    ``model``: the path of a model file the program, a library importing
    ``autobatch.model``, is bound to (``autobatch run --model``)."""
    pack_names = None
    if model is None:
        module = load_program(path)
    else:
        from .sampling import load_library

        module, pack_names = load_library(path, model)
    fn = getattr(module, entry, None)
    if fn is None or not callable(fn):
        raise RunnerError(f"{path}: no function `{entry}`")
    return run_function(fn, inputs, batch, sig=entry_signature(fn, pack_names))


def run_in_big_thread(target, *args, **kwargs):
    """Calls ``target`` in a thread with a large stack and a high recursion
    limit (so deep recursion works), and returns its result or raises its
    exception."""
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, RECURSION_LIMIT))
    box = {}

    def body():
        try:
            box["result"] = target(*args, **kwargs)
        except BaseException as e:  # noqa: BLE001 - handed to the caller
            box["error"] = e

    old_size = threading.stack_size()
    size = THREAD_STACK_BYTES
    while True:
        try:
            threading.stack_size(size)
            break
        except (ValueError, RuntimeError):
            size //= 2
            if size < 32 * 1024 * 1024:
                break
    try:
        t = threading.Thread(target=body, name="autobatch-runner")
        t.start()
        t.join()
    finally:
        threading.stack_size(old_size)
        sys.setrecursionlimit(old_limit)
    if "error" in box:
        raise box["error"]
    return box["result"]


# Keep names the doc mentions importable from here.
_ = (f64, i64)
