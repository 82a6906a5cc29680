"""The sampler (``autobatch.nuts``) in CPython: binding a model to it, and
running chains segment by segment exactly as the compiled driver does.

``bind_model(module)`` plays the compiler's part of the contract: it reads
the model's ``log_density(theta, *data)`` annotations and registers a
module ``autobatch.model`` with ``log_density``, ``D`` (theta's length),
``Float`` (theta's dtype object), ``Theta = Float[D]``, ``Data`` (the
data parameters' annotations), and the metric's ``DENSE``, ``Metric``
(``Float[D]``, or ``Float[D, D]`` when dense) and ``Scatter`` (``f64[D]``
or ``f64[D, D]``), then (re)imports ``autobatch.nuts`` against it (or
another library of the package: ``library="slice_nuts"``, the paper's
benchmark sampler). ``load_library(path, model)`` binds a library file
given by its path, for ``python3 -m autobatch run LIB.py --model
MODEL.py``. One model is bound at a time.

``sample_chains`` calls ``sample`` with ``first = 0, SEGMENT, 2 SEGMENT,
...``, feeding the state outputs of one call back as the state of the
next (zeros on the first call), and concatenates the records; each call's
outputs are checked against ``sample``'s declared types, so what CPython
returns is what the compiled entry returns. ``run_chains`` gives its
records as OUT.npz holds them (the Rust driver's arrays).

``python3 -m autobatch sample MODEL.py [--data DATA.json | --datasets
MANY.npz] [--chains 4] [--warmup 1000] [--draws 1000] [--seed 0] ... -o
OUT.npz`` is ``main`` below, with the options and defaults of
``autobatch sample`` (docs/sampling.md; ``--datasets``: ``_datasets.py``).
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import math
import os
import sys
import types
import warnings

import numpy as np

from . import _adapter, _datasets
from ._model_constants import (
    ADAPTS,
    MAX_TREE_DEPTH,
    ModelError,
    _adapt,
    _init_jitter,
    _init_optimize,
    _max_depth,
    _target_accept,
)
from ._adapter import ConstrainedType
from ._types import DType, SharedType, TensorType, f32, f64
from .runner import (
    Leaf,
    RunnerError,
    _leaf_or_tuple,
    convert_input,
    convert_output,
    load_inputs,
    load_program,
    run_in_big_thread,
)

__all__ = [
    "ModelError",
    "SamplingError",
    "bind_model",
    "load_data",
    "load_init",
    "sample_chains",
    "run_chains",
    "main",
]

# sample's parameters before the state, in the driver's order.
PROTOCOL_PARAMS = (
    "seed",
    "chain",
    "first",
    "stop",
    "num_warmup",
    "num_draws",
    "max_depth",
    "target_accept",
    "algorithm",
    "leaf_steps",
    "adapt",
    "init",
    "init_jitter",
    "init_optimize",
)
# The records after the state: (name in sample's outputs, name in OUT.npz).
RECORDS = (
    ("draws", "theta"),
    ("values", "values"),
    ("lp", "lp"),
    ("acceptance_rate", "acceptance_rate"),
    ("step_size", "step_size"),
    ("tree_depth", "tree_depth"),
    ("n_steps", "n_steps"),
    ("diverging", "diverging"),
    ("energy", "energy"),
)
ALGORITHMS = {"nuts": 0, "slice": 1}


# The warmup when none is named (as `autobatch sample`'s, `Adapt::default`):
# Stan's for either metric (docs/sampling.md, "Choosing the warmup").
DEFAULT_ADAPT = "stan"

# In annotations `bool` is also a dtype (`bool[SEGMENT]`), which Python's
# bool is not; evaluating the sampler's annotations uses this one.
_BOOL = DType("bool", np.bool_)


class SamplingError(RunnerError):
    """A chain failed, or the arguments or data are unusable."""


# ------------------------------------------------------------ the binding


class Binding:
    """A model bound to the sampler: the model's names and the sampler
    module compiled against them."""

    def __init__(self, nuts, adapter, data_names: list, data_leaves: list):
        self.nuts = nuts
        self.adapter = adapter
        # The model's INIT_JITTER, INIT_OPTIMIZE and ADAPT (None: it sets none).
        self.init_jitter = getattr(adapter, "init_jitter", None)
        self.init_optimize = getattr(adapter, "init_optimize", None)
        self.adapt = getattr(adapter, "adapt", None)
        self.target_accept = getattr(adapter, "target_accept", None)
        self.max_depth = getattr(adapter, "max_depth", None)
        self.float_dtype = adapter.float
        self.dim = adapter.dim
        self.size = adapter.size
        self.data_names = data_names
        self.data_leaves = data_leaves


def _model_signature(fn):
    """(the sampled parameters as ``_adapter.Param``, [(name, Shared inner
    type)], the return dtype) of a model's log_density, or a ModelError
    saying what is wrong."""
    try:
        ann = inspect.get_annotations(fn, eval_str=True)
    except Exception as e:  # noqa: BLE001 - any failure to evaluate is the model's
        raise ModelError(f"log_density: cannot evaluate its annotations: {e}") from e
    params = list(inspect.signature(fn).parameters.values())
    for p in params:
        if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            raise ModelError(f"log_density: parameter `{p.name}` must be a plain positional parameter")
        if p.name not in ann:
            raise ModelError(f"log_density: parameter `{p.name}` has no annotation")
    split = next((i for i, p in enumerate(params) if isinstance(ann[p.name], SharedType)), len(params))
    if split == 0:
        raise ModelError("log_density takes the parameters it samples first, e.g. `mu: f64`, then its data (Shared[...])")
    sampled = []
    for p in params[:split]:
        t = ann[p.name]
        ok = isinstance(t, ConstrainedType) or isinstance(t, DType) and t.is_float or (
            isinstance(t, TensorType) and t.dtype.is_float and len(t.shape) <= 2
        )
        if not ok:
            raise ModelError(f"log_density's parameter `{p.name}` must be a float scalar, vector or matrix, "
                             f"or a constraint such as Positive[f64], got {t!r}")
        sampled.append(_adapter.Param(p.name, t))
    if any(q.dtype is not sampled[0].dtype for q in sampled):
        raise ModelError("the parameters log_density samples share one float type")
    data = []
    for p in params[split:]:
        t = ann[p.name]
        if not isinstance(t, SharedType):
            raise ModelError(
                f"log_density's parameter `{p.name}` comes after the data, so it must be data, annotated "
                f"Shared[...] (one value for every chain), got {t!r}"
            )
        data.append((p.name, t.inner))
    ret = ann.get("return")
    if not (isinstance(ret, DType) and ret.is_float):
        raise ModelError(f"log_density must return the log density, a float scalar (f32 or f64), got {ret!r}")
    return sampled, data, ret


def _generated(model):
    """The model's generated_quantities and the names GENERATED gives its
    values, or (None, ())."""
    gq = getattr(model, "generated_quantities", None)
    names = getattr(model, "GENERATED", None)
    if gq is None:
        if names is not None:
            raise ModelError("the model names GENERATED quantities but defines no `generated_quantities`")
        return None, ()
    if isinstance(names, str):
        names = (names,)
    if not (isinstance(names, tuple) and names and all(isinstance(n, str) for n in names)):
        raise ModelError('generated_quantities needs GENERATED, a tuple of names: GENERATED = ("y_rep", "log_lik")')
    return gq, names


def generate(binding: "Binding", theta, data, seed: int, warmup: int) -> dict:
    """The generated quantities at the kept draws ``theta`` (chain, draw,
    D): one array (chain, draw, ...) per GENERATED name, each draw's key
    the third split of its transition's key (generate.py)."""
    from . import split

    a = binding.adapter
    per_name = {n: [] for n in a.names}
    for c in range(theta.shape[0]):
        rows = {n: [] for n in a.names}
        for k in range(theta.shape[1]):
            key = split(split(split(seed, c), warmup + k + 1), 2)
            point = convert_input(Leaf(binding.float_dtype.name, (binding.dim,)), theta[c, k], "theta")
            with warnings.catch_warnings(), np.errstate(all="ignore"):
                warnings.simplefilter("ignore")
                out = a.generated(point, *data, key)
            out = (out,) if len(a.names) == 1 else out
            for n, v in zip(a.names, out):
                rows[n].append(np.asarray(v))
        for n in a.names:
            per_name[n].append(np.stack(rows[n]))
    return {n: np.stack(v) for n, v in per_name.items()}


def register_model(model, dense: bool = False):
    """Registers ``autobatch.model`` for the model module (or the path of a
    model file); returns the model adapter (``_adapter.Adapter``) and the
    data parameters (name, type)."""
    if isinstance(model, (str, os.PathLike)):
        try:
            model = load_program(os.fspath(model))
        except RunnerError as e:
            raise ModelError(str(e)) from e
    fn = getattr(model, "log_density", None)
    if fn is None or not callable(fn):
        raise ModelError(
            "the model defines no function `log_density`: a model defines "
            "`def log_density(mu: f64, sigma: Positive[f64], y: Shared[f64[N]], ...) -> f64`"
        )
    params, data, ret = _model_signature(fn)
    gq, names = _generated(model)
    adapter = _adapter.Adapter(fn, params, ret, gq, names)
    adapter.init_jitter = _init_jitter(model)
    adapter.adapt = _adapt(model)
    adapter.init_optimize = _init_optimize(model)
    adapter.target_accept = _target_accept(model)
    adapter.max_depth = _max_depth(model)
    if adapter.dim == 0:
        raise ModelError("log_density's parameters have no free coordinates: there is nothing to sample")
    float_dtype, dim = adapter.float, adapter.dim
    bound = types.ModuleType("autobatch.model", "The model bound to the sampler (autobatch.sampling.bind_model).")
    bound.log_density = fn if adapter.direct else adapter.log_density
    bound.constrain = adapter.constrain
    bound.generated = adapter.generated
    bound.unconstrain = adapter.unconstrain
    bound.Float = float_dtype
    bound.D = dim
    bound.P = adapter.size
    bound.Theta = float_dtype[dim]
    bound.Constrained = float_dtype[adapter.size]
    bound.Data = tuple(t for _, t in data)
    bound.DENSE = bool(dense)
    bound.Metric = float_dtype[dim, dim] if dense else float_dtype[dim]
    bound.Scatter = f64[dim, dim] if dense else f64[dim]
    sys.modules["autobatch.model"] = bound
    return adapter, data


def bind_model(model, dense: bool = False, library: str = "nuts") -> Binding:
    """Binds the model module (or the path of a model file) to the sampler:
    registers ``autobatch.model`` and returns the Binding with the freshly
    (re)imported ``autobatch.<library>`` (``nuts``, or ``slice_nuts``).
    ``dense`` picks the dense metric (a D x D inverse metric) over the
    diagonal one."""
    adapter, data = register_model(model, dense)
    name = f"autobatch.{library}"
    if name in sys.modules:
        nuts = importlib.reload(sys.modules[name])
    else:
        nuts = importlib.import_module(name)
    leaves = [_leaf_or_tuple(t, f"log_density: parameter `{n}`") for n, t in data]
    return Binding(nuts, adapter, [n for n, _ in data], leaves)


def load_library(path: str, model):
    """Imports the library file ``path`` (one importing ``autobatch.model``)
    bound to ``model`` with the diagonal metric, as ``autobatch run PATH
    --model MODEL`` compiles it; returns the module and the model's data
    names (a ``*data: Data`` parameter stands for ``data.NAME``...)."""
    _, data = register_model(model)
    return load_program(path), [n for n, _ in data]


# ------------------------------------------------------------ data, init


def load_data(binding: Binding, path: str | None) -> tuple:
    """The model's data from a .json or .npz file (parameter name ->
    value), in log_density's parameter order; other entries are ignored
    (a generator's true values, say), as `autobatch sample` does."""
    if not binding.data_names:
        return ()
    if path is None:
        raise SamplingError(f"the model takes data ({', '.join(binding.data_names)}): pass --data DATA.json|.npz")
    try:
        raw = load_inputs(path)
    except (RunnerError, OSError, ValueError) as e:
        raise SamplingError(f"{path}: {e}") from e
    missing = [n for n in binding.data_names if n not in raw]
    if missing:
        raise SamplingError(f"{path}: the data has no entry `{missing[0]}` (the model's data: "
                            f"{', '.join(binding.data_names)})")
    try:
        pairs = zip(binding.data_names, binding.data_leaves)
        return tuple(convert_input(leaf, raw[n], f"data `{n}`") for n, leaf in pairs)
    except RunnerError as e:
        raise SamplingError(str(e)) from e


def load_init(binding: Binding, path: str, chains: int) -> np.ndarray:
    """Initial points from a file, on the constrained scale: a JSON object
    of the parameters by name (every chain) or a list of such objects (one
    per chain), as `autobatch sample --init` takes them; or a JSON array
    or an .npz/.npy array (an .npz holding one array, or one named `init`
    or `theta`) of the P constrained values (every chain) or chains x P."""
    try:
        if path.endswith(".npy"):
            arr = np.load(path, allow_pickle=False)
        else:
            raw = load_inputs(path) if path.endswith(".npz") else None
            if raw is None:
                import json

                with open(path) as f:
                    raw = json.load(f)
                if isinstance(raw, dict) or isinstance(raw, list) and raw and all(isinstance(r, dict) for r in raw):
                    raw = [_named_row(binding, r, path) for r in (raw if isinstance(raw, list) else [raw])]
                    raw = raw[0] if len(raw) == 1 else raw
            if isinstance(raw, dict):
                names = [n for n in ("init", "theta") if n in raw] or (list(raw) if len(raw) == 1 else [])
                if not names:
                    raise SamplingError(f"{path}: expected one array, or one named `init` or `theta`")
                raw = raw[names[0]]
            arr = np.asarray(raw, dtype=np.float64)
    except (OSError, ValueError, RunnerError) as e:
        raise SamplingError(f"{path}: {e}") from e
    p = binding.size
    if arr.shape == (p,):
        arr = np.broadcast_to(arr, (chains, p))
    if arr.shape != (chains, p):
        raise SamplingError(f"{path}: expected {p} numbers or a {chains} x {p} array, got shape {list(arr.shape)}")
    return arr


def _named_row(binding: Binding, point: dict, path: str) -> list:
    """One point by parameter name as the row of constrained values."""
    params = binding.adapter.params
    unknown = sorted(set(point) - {q.name for q in params})
    if unknown:
        raise SamplingError(f"{path}: `{unknown[0]}` is no parameter of the model")
    row = []
    for q in params:
        if q.name not in point:
            raise SamplingError(f"{path}: `{q.name}` is missing: give every parameter's initial value")
        value = np.asarray(point[q.name], dtype=np.float64)
        if value.shape != q.shape:
            raise SamplingError(f"{path}: `{q.name}` must have shape {list(q.shape)}, got {list(value.shape)}")
        row.extend(value.ravel().tolist())
    return row


def split_values(binding: Binding, values: np.ndarray) -> dict:
    """The recorded constrained values (..., P) by parameter name, each
    (..., *shape)."""
    out, at = {}, 0
    lead = values.shape[:-1]
    for q in binding.adapter.params:
        out[q.name] = values[..., at : at + q.size].reshape(*lead, *q.shape)
        at += q.size
    return out


# ------------------------------------------------------------ running


def _eval_annotation(nuts, ann, what: str):
    if isinstance(ann, str):
        ann = eval(ann, {**vars(nuts), "bool": _BOOL})  # noqa: S307 - the sampler's own annotations
    return _leaf_or_tuple(ann, what)


def _protocol(nuts):
    """sample's state parameters (name, Leaf) and its output leaves."""
    fn = nuts.sample
    params = list(inspect.signature(fn).parameters.values())
    names = [p.name for p in params]
    n = len(PROTOCOL_PARAMS)
    if tuple(names[:n]) != PROTOCOL_PARAMS or params[-1].kind is not inspect.Parameter.VAR_POSITIONAL:
        raise SamplingError(f"autobatch.nuts.sample does not follow the protocol: parameters {names}")
    state = [(p.name, _eval_annotation(nuts, fn.__annotations__[p.name], p.name)) for p in params[n:-1]]
    outputs = _eval_annotation(nuts, fn.__annotations__["return"], "sample's result")
    if len(outputs) != len(state) + len(RECORDS) + 3:
        raise SamplingError(
            "autobatch.nuts.sample's result is not the state, the records, count, failure and failure_value"
        )
    return state, outputs


# nuts.py's FAIL_ codes by name, in the words of the Rust driver
# (src/sample/failure.rs).
_FAILURES = {
    "FAIL_INIT": "the log density is not finite at the initial point(s)",
    "FAIL_INIT_GRADIENT": "the log density is finite at the initial point but its gradient is not",
    "FAIL_STEP_SIZE_GROWS": "the step size heuristic doubled the step size and every step was still accepted: "
    "the posterior looks improper",
    "FAIL_STEP_SIZE_ZERO": "the step size heuristic halved the step size to 0",
    "FAIL_METRIC": "the dense metric adapted in warmup is not positive definite",
    "FAIL_DENSITY_INF": "the log density is +inf at a point of the trajectory",
}


def _failure(nuts, c: int, transition: int, code: int, value: float) -> str:
    names = [name for name in _FAILURES if getattr(nuts, name) == code]
    why = _FAILURES[names[0]] if names else f"failure code {code}"
    return f"chain {c} stopped in transition {transition}: {why} (value {value!r})"


def _check_outputs(leaves, values, first: int):
    for i, (leaf, v) in enumerate(zip(leaves, values)):
        convert_output(leaf, v, f"sample(first={first}) output {i}")


def sample_chains(
    binding: Binding,
    data,
    chains,
    num_warmup: int,
    num_draws: int,
    seed: int,
    max_depth: int = 10,
    target_accept: float = 0.8,
    algorithm: int = 0,
    leaf_steps: int = 1,
    init=None,
    init_jitter: float = 2.0,
    adapt=None,
    init_optimize: int = 0,
) -> tuple[dict, dict]:
    """Runs each chain of ``chains`` (a count, or the chain numbers) for
    num_warmup + num_draws transitions. Returns (records, states): the
    records over all transitions, chain first (the free coordinates as
    ``theta``, the constrained values as ``values``), and each state
    variable of ``sample`` after the last call, by name. ``init`` is None
    (zeros) or an array of chains x P constrained values; ``adapt`` is
    one of ``ADAPTS``' codes, or None for ``DEFAULT_ADAPT``'s;
    ``init_optimize`` the L-BFGS iterations uphill from each initial
    point (0: none)."""
    nuts = binding.nuts
    if adapt is None:
        adapt = ADAPTS[DEFAULT_ADAPT]
    ids = list(range(chains)) if isinstance(chains, int) else [int(c) for c in chains]
    state_params, outputs = _protocol(nuts)
    n_state = len(state_params)
    total = num_warmup + num_draws
    init = np.zeros((len(ids), binding.size)) if init is None else np.asarray(init)
    per_chain = []
    for row, c in enumerate(ids):
        init_c = convert_input(Leaf(binding.float_dtype.name, (binding.size,)), init[row], f"init of chain {c}")
        state = [leaf.zero() for _, leaf in state_params]
        records = [[] for _ in RECORDS]
        first = 0
        while first < total:
            stop = first + nuts.SEGMENT
            args = (seed, c, first, stop, num_warmup, num_draws, max_depth, target_accept, algorithm, leaf_steps, adapt)
            try:
                with warnings.catch_warnings(), np.errstate(all="ignore"):
                    warnings.simplefilter("ignore")
                    out = nuts.sample(*args, init_c, init_jitter, init_optimize, *state, *data)
            except AssertionError as e:
                raise SamplingError(f"chain {c}: {e}") from e
            _check_outputs(outputs, out, first)
            state = list(out[:n_state])
            count, failure, failure_value = out[-3], out[-2], out[-1]
            if failure != 0:
                raise SamplingError(_failure(nuts, c, first + count, failure, failure_value))
            if count <= 0:
                raise SamplingError(f"chain {c}: sample ran no transition from {first}")
            for acc, rec in zip(records, out[n_state:-3]):
                acc.append(np.asarray(rec)[:count])
            first += count
        per_chain.append((state, records))
    records = {}
    for j, (_, npz_name) in enumerate(RECORDS):
        records[npz_name] = np.stack([np.concatenate(recs[j]) for _, recs in per_chain])
    states = {}
    for i, (name, _) in enumerate(state_params):
        states[name] = np.stack([np.asarray(state[i]) for state, _ in per_chain])
    return records, states


def run_chains(
    binding: Binding,
    data,
    chains,
    warmup: int,
    draws: int,
    seed: int = 0,
    max_depth: int = 10,
    target_accept: float = 0.8,
    algorithm: int = 0,
    leaf_steps: int = 1,
    init_jitter: float = 2.0,
    init=None,
    save_warmup: bool = False,
    save_unconstrained: bool = False,
    adapt=None,
    init_optimize: int = 0,
) -> dict:
    """The arrays of OUT.npz (as ``autobatch sample`` writes them): the
    draws after warmup, each parameter under its name (chain, draw, ...),
    ``lp``, ``acceptance_rate``, ``step_size``, ``tree_depth``,
    ``n_steps``, ``diverging``, ``energy`` (chain, draw); with save_warmup
    the warmup transitions too, as ``warmup_NAME``, ...; with
    save_unconstrained the free coordinates, ``unconstrained_NAME``.
    Given initial points (chains x P constrained values) are used as
    they are, without jitter (``init_optimize`` climbs from them too)."""
    jitter = 0.0 if init is not None else init_jitter
    records, _ = sample_chains(
        binding, data, chains, warmup, draws, seed, max_depth, target_accept, algorithm, leaf_steps, init, jitter,
        adapt=adapt, init_optimize=init_optimize,
    )
    phases = [("", slice(warmup, None))] + ([("warmup_", slice(None, warmup))] if save_warmup else [])
    arrays = {}
    for prefix, kept in phases:
        for name, value in split_values(binding, records["values"][:, kept]).items():
            arrays[prefix + name] = value
        if save_unconstrained and not prefix:
            at = 0
            for q in binding.adapter.params:
                free_shape = q.shape if q.elementwise else (q.free,)
                theta = records["theta"][:, kept, at : at + q.free]
                arrays[f"unconstrained_{q.name}"] = theta.reshape(*theta.shape[:2], *free_shape)
                at += q.free
        if not prefix and binding.adapter.gq is not None:
            arrays.update(generate(binding, records["theta"][:, kept], data, seed, warmup))
        for record, name in RECORDS:
            if record not in ("draws", "values"):
                arrays[prefix + name] = records[name][:, kept]
    return arrays


# ------------------------------------------------------------ command line


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="python3 -m autobatch sample",
        description="Sample a model's log_density with NUTS in CPython, chain by chain "
        "(the oracle of `autobatch sample`).",
    )
    ap.add_argument("model", help="a file defining log_density(theta, *data)")
    data = ap.add_mutually_exclusive_group()
    data.add_argument("--data", help="the model's data: .json or .npz (parameter name -> value)")
    data.add_argument("--datasets", help="many datasets at once: every entry with a leading axis of datasets "
                      "(dataset m sampled with seed SEED + m * 2**32; the arrays get a leading dataset axis)")
    ap.add_argument("--chains", type=int, default=4)
    ap.add_argument("--warmup", type=int, default=1000)
    ap.add_argument("--draws", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    # None: the model's MAX_DEPTH and TARGET_ACCEPT, else 10 and 0.8.
    ap.add_argument("--max-depth", type=int, default=None)
    ap.add_argument("--target-accept", type=float, default=None)
    ap.add_argument("--init-jitter", type=float, default=None,
                    help="initial points uniform in (-J, J) (default: the model's INIT_JITTER, else 2)")
    ap.add_argument("--init", help="initial points instead (no jitter), constrained: a JSON object by parameter name, "
                    "a list of them (one per chain), or P numbers or chains x P (.json, .npz, .npy)")
    ap.add_argument("--init-optimize", type=int, default=None, metavar="N",
                    help="start each chain at the best local maximum that N iterations of L-BFGS reach from its "
                    "initial points (default: the model's INIT_OPTIMIZE, else 0: the points themselves); "
                    "needs Stan's warmup")
    ap.add_argument("--algorithm", choices=sorted(ALGORITHMS), default="nuts")
    ap.add_argument("--leaf-steps", type=int, default=1, help="leapfrog steps per tree leaf")
    ap.add_argument("--dense-mass", action="store_true", help="adapt a dense metric (a D x D covariance)")
    ap.add_argument("--adapt", choices=sorted(ADAPTS),
                    help="the warmup: Stan's windows (the default), or nutpie's draw and gradient variances "
                    "(diagonal only)")
    ap.add_argument("--save-warmup", action="store_true", help="also write the warmup transitions (warmup_*)")
    ap.add_argument("--save-unconstrained", action="store_true",
                    help="also write the free coordinates (unconstrained_*)")
    ap.add_argument("-o", "--output", required=True, help="OUT.npz")
    return ap


def _check_args(args):
    if args.chains < 1:
        raise SamplingError("--chains must be at least 1")
    if args.warmup < 0 or args.draws < 0:
        raise SamplingError("--warmup and --draws must be >= 0")
    if args.max_depth is None:
        pass
    elif args.max_depth < 1:
        raise SamplingError("--max-depth must be at least 1")
    elif args.max_depth > MAX_TREE_DEPTH:
        raise SamplingError(
            f"--max-depth {args.max_depth} is out of range: at most {MAX_TREE_DEPTH} "
            f"(2^{MAX_TREE_DEPTH} = {2**MAX_TREE_DEPTH} leaves a transition; Stan's default is 10)"
        )
    if args.leaf_steps < 1:
        raise SamplingError("--leaf-steps must be at least 1")
    if args.target_accept is not None and not 0.0 < args.target_accept < 1.0:
        raise SamplingError("--target-accept must lie in (0, 1)")
    if args.init_jitter is not None and args.init_jitter < 0.0:
        raise SamplingError("--init-jitter must be >= 0")
    if args.init_optimize is not None and args.init_optimize < 0:
        raise SamplingError("--init-optimize must be >= 0 (0: no L-BFGS, the initial points themselves)")
    if not -(2**63) <= args.seed < 2**63:
        raise SamplingError("--seed must fit in 64 bits")
    if args.adapt == "nutpie" and args.dense_mass:
        raise SamplingError("--adapt nutpie adapts a diagonal metric: drop --dense-mass, or use --adapt stan")


def _given_or(flag, constant, default):
    """A flag given, else the model's constant, else the default."""
    if flag is not None:
        return flag
    return default if constant is None else constant


def _warmup(args, binding):
    """``--adapt``, else the model's ``ADAPT``, else ``DEFAULT_ADAPT``."""
    adapt = args.adapt or binding.adapt or DEFAULT_ADAPT
    if adapt == "nutpie" and args.dense_mass:
        raise SamplingError('the model\'s ADAPT = "nutpie" adapts a diagonal metric: drop --dense-mass, or use --adapt stan')
    return adapt


def _init_iterations(args, binding, adapt: str) -> int:
    """``--init-optimize``, else the model's ``INIT_OPTIMIZE``, else 0;
    refused with nutpie's warmup in the compiled sampler's words."""
    if args.init_optimize is not None:
        iterations, what = args.init_optimize, f"--init-optimize {args.init_optimize}"
    else:
        iterations = binding.init_optimize or 0
        what = f"{args.model}: its INIT_OPTIMIZE = {iterations}"
    if iterations > 0 and adapt == "nutpie":
        raise SamplingError(
            f"{what} starts the chains at local maxima of the log density, where the gradient is about 0, "
            "and nutpie's warmup takes its first metric from the initial gradient (1 / |gradient|): "
            "pass --adapt stan (Stan's warmup), or --init-optimize 0"
        )
    return iterations


def main(argv) -> int:
    args = _parser().parse_args(argv)
    try:
        _check_args(args)
        binding = bind_model(args.model, dense=args.dense_mass)
        adapt = _warmup(args, binding)
        datasets = None if args.datasets is None else _datasets.load_datasets(binding, args.datasets)
        data = load_data(binding, args.data) if datasets is None else None
        init = None if args.init is None else load_init(binding, args.init, args.chains)
        settings = dict(
            chains=args.chains,
            warmup=args.warmup,
            draws=args.draws,
            max_depth=_given_or(args.max_depth, binding.max_depth, 10),
            target_accept=_given_or(args.target_accept, binding.target_accept, 0.8),
            algorithm=ALGORITHMS[args.algorithm],
            adapt=ADAPTS[adapt],
            init_optimize=_init_iterations(args, binding, adapt),
            leaf_steps=args.leaf_steps,
            init_jitter=args.init_jitter if args.init_jitter is not None else (
                2.0 if binding.init_jitter is None else binding.init_jitter
            ),
            init=init,
            save_warmup=args.save_warmup,
            save_unconstrained=args.save_unconstrained,
        )
        if datasets is None:
            arrays = run_in_big_thread(run_chains, binding, data, seed=args.seed, **settings)
        else:
            arrays = run_in_big_thread(
                _datasets.run_datasets, run_chains, binding, datasets, args.seed, **settings
            )
    except (ModelError, SamplingError, RunnerError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    try:
        np.savez(args.output, **arrays)
    except OSError as e:
        print(f"error: cannot write {args.output}: {e}", file=sys.stderr)
        return 1
    print(f"wrote {args.output}")
    return 0


# Names the module doc mentions.
_ = (f32, f64)
