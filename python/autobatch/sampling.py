"""``autobatch sample`` in CPython: the sampler (``autobatch/nuts.py``)
bound to a model file and run chain after chain, the oracle of the
compiled runs (the same draws, bit for bit, on the Rust VM).

``bind_model(model)`` builds the module ``autobatch.model`` the sampler
imports from the model's ``log_density(theta, *data)``: ``log_density``
itself, ``Float`` (theta's dtype object), ``D`` (its length), ``Theta``
(``Float[D]``) and ``Data`` (the annotations of the data parameters), and
returns a fresh import of the sampler bound to it.

``run_chains(...)`` calls the sampler's entry ``sample`` once per segment
of transitions, feeding its state back, exactly as the Rust driver
(``src/sample/chains.rs``) does, and returns the records as NumPy arrays
named as in ArviZ (``theta`` (chain, draw, D), ``lp``, ``acceptance_rate``,
``step_size``, ``tree_depth``, ``n_steps``, ``diverging``, ``energy``;
warmup ones prefixed ``warmup_``).

    python3 -m autobatch sample MODEL.py [--data DATA.json|.npz] [--chains 4] [--warmup 1000]
        [--draws 1000] [--seed 0] [--max-depth 10] [--target-accept 0.8] [--init-jitter 2.0]
        [--init FILE] [--algorithm nuts|slice] [--leaf-steps 1] [--save-warmup] -o OUT.npz
"""

from __future__ import annotations

import importlib.util
import inspect
import itertools
import json
import os
import sys
import types

import numpy as np

from ._types import DType, SharedType, TensorType
from .runner import RunnerError, convert_input, load_program

SAMPLER_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "nuts.py")
RECORDS = ["lp", "acceptance_rate", "step_size", "tree_depth", "n_steps", "diverging", "energy"]
_counter = itertools.count()


def bind_model(model):
    """The sampler module bound to ``model`` (a module defining
    ``log_density``); raises RunnerError when the model does not fit."""
    fn = getattr(model, "log_density", None)
    if not callable(fn):
        raise RunnerError("the model defines no function `log_density`: a model defines "
                          "`def log_density(theta: f64[D], data: Shared[...], ...) -> f64`")
    params = list(inspect.signature(fn).parameters.values())
    if not params:
        raise RunnerError("`log_density` takes the parameter vector first, e.g. `theta: f64[3]`")
    theta = params[0].annotation
    if not (isinstance(theta, TensorType) and theta.dtype.is_float and len(theta.shape) == 1):
        raise RunnerError(f"the parameters `log_density` samples are a float vector such as "
                          f"`theta: f64[3]`, not {theta!r}")
    data = []
    for p in params[1:]:
        if not isinstance(p.annotation, SharedType):
            raise RunnerError(f"`{p.name}` is data, the same for every chain: declare it `Shared[...]`")
        data.append(p.annotation)
    bound = types.ModuleType("autobatch.model")
    bound.log_density = fn
    bound.Float = theta.dtype
    bound.D = theta.shape[0]
    bound.Theta = theta
    bound.Data = tuple(data)
    sys.modules["autobatch.model"] = bound
    name = f"_autobatch_nuts_{next(_counter)}"
    spec = importlib.util.spec_from_file_location(name, SAMPLER_PATH)
    sampler = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sampler)
    sampler.data_names = [p.name for p in params[1:]]
    sampler.data_types = data
    return sampler


def load_data(sampler, path: str | None) -> list:
    """The model's data, by name, converted to the language's values."""
    names = sampler.data_names
    if not names:
        return []
    if path is None:
        raise RunnerError(f"the model takes data ({', '.join(names)}): pass it with --data DATA.json or DATA.npz")
    if path.endswith(".npz"):
        with np.load(path) as archive:
            raw = {n: archive[n] for n in names if n in archive.files}
    else:
        with open(path) as f:
            raw = json.load(f)
    values = []
    for name, ann in zip(names, sampler.data_types):
        if name not in raw:
            raise RunnerError(f"the data has no entry `{name}`")
        v = raw[name]
        values.append(convert_input(_leaf(ann.inner), v.tolist() if isinstance(v, np.ndarray) else v, f"data `{name}`"))
    return values


def _leaf(t):
    from .runner import Leaf

    if isinstance(t, TensorType):
        return Leaf(t.dtype.name, t.shape)
    if isinstance(t, DType):
        return Leaf(t.name)
    raise RunnerError(f"unsupported data type {t!r}")


def run_chains(sampler, data: list, chains: int, warmup: int, draws: int, seed: int = 0, max_depth: int = 10,
               target_accept: float = 0.8, algorithm: int = 0, leaf_steps: int = 1, init_jitter: float = 2.0,
               init=None, save_warmup: bool = False) -> dict:
    """Runs the chains one after the other, segment by segment; returns
    the records (module doc)."""
    theta_t = sys.modules["autobatch.model"].Theta
    entry = inspect.signature(sampler.sample)
    n_config = 11
    state_params = list(entry.parameters.values())[n_config:-1]
    total = warmup + draws
    out = {k: [] for k in ["theta"] + RECORDS}
    out_w = {k: [] for k in ["theta"] + RECORDS}
    for c in range(chains):
        start = theta_t.dtype(np.zeros(theta_t.shape)) if init is None else theta_t.dtype(np.asarray(init[c]))
        jitter = init_jitter if init is None else 0.0
        state = [_zero(p.annotation) for p in state_params]
        rows = {k: [] for k in ["theta"] + RECORDS}
        first = 0
        while first < total:
            result = sampler.sample(seed, c, first, warmup, draws, max_depth, target_accept, algorithm,
                                    leaf_steps, start, jitter, *state, *data)
            state = list(result[:len(state_params)])
            recs = result[len(state_params):]
            count = int(recs[-1])
            for k, name in enumerate(["theta"] + RECORDS):
                rows[name].extend(np.asarray(recs[k])[:count])
            first += count
        for name in rows:
            out[name].append(np.array(rows[name][warmup:]))
            out_w[name].append(np.array(rows[name][:warmup]))
    result = {name: np.stack(v) for name, v in out.items()}
    if save_warmup:
        result.update({f"warmup_{name}": np.stack(v) for name, v in out_w.items()})
    # The sampler records divergences as 0 or 1.
    for name in ("diverging", "warmup_diverging"):
        if name in result:
            result[name] = result[name].astype(bool)
    return result


def _zero(ann):
    if isinstance(ann, TensorType):
        return ann.dtype(np.zeros(ann.shape))
    return ann.zero()


def main(argv) -> int:
    import argparse

    from .runner import run_in_big_thread

    ap = argparse.ArgumentParser(prog="python3 -m autobatch sample",
                                 description="Run autobatch's NUTS on a model in CPython (the oracle).")
    ap.add_argument("model")
    ap.add_argument("--data")
    ap.add_argument("--chains", type=int, default=4)
    ap.add_argument("--warmup", type=int, default=1000)
    ap.add_argument("--draws", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-depth", type=int, default=10)
    ap.add_argument("--target-accept", type=float, default=0.8)
    ap.add_argument("--init-jitter", type=float, default=2.0)
    ap.add_argument("--init", help="JSON: a list of D numbers, or one such list per chain")
    ap.add_argument("--algorithm", choices=["nuts", "slice"], default="nuts")
    ap.add_argument("--leaf-steps", type=int, default=1)
    ap.add_argument("--save-warmup", action="store_true")
    ap.add_argument("-o", "--output", required=True, help="OUT.npz")
    args = ap.parse_args(argv)
    try:
        sampler = bind_model(load_program(args.model))
        data = load_data(sampler, args.data)
        init = None
        if args.init:
            with open(args.init) as f:
                rows = json.load(f)
            init = [rows] * args.chains if rows and not isinstance(rows[0], list) else rows
        result = run_in_big_thread(
            run_chains, sampler, data, args.chains, args.warmup, args.draws, seed=args.seed,
            max_depth=args.max_depth, target_accept=args.target_accept,
            algorithm=0 if args.algorithm == "nuts" else 1, leaf_steps=args.leaf_steps,
            init_jitter=args.init_jitter, init=init, save_warmup=args.save_warmup)
    except (RunnerError, OSError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    np.savez(args.output, **result)
    print(f"wrote {args.output}")
    return 0
