"""``autobatch.sample``: NUTS on a model file from Python, in process
(docs/python.md, "Sampling").

The model is compiled with the sampler by ``autobatch sample MODEL
--prepare`` (a subprocess, through the compiler's cache); the extension
then drives the compiled sampler here, as the CLI does, writes the draws
as the CLI writes them, and ArviZ reads them back: the result is what
``arviz.from_netcdf`` gives for the CLI's file of the same run, value for
value.
"""

import json
import os
import sys
import tempfile
import warnings
from pathlib import Path

import numpy as np

from . import _ray
from ._api import _compiler, _native, _run_compiler

_BACKENDS = ("cpu", "cuda")
_ALGORITHMS = ("nuts", "slice")
_ADAPTS = ("stan", "nutpie")


def _need(module, extra):
    try:
        return __import__(module)
    except ImportError as e:
        raise ImportError(f"autobatch.sample needs {module}: pip install \"./python[{extra}]\" (or pip install {module})") from e


# The CLI's upper bounds (sampler/src/budget.rs, settings.rs), and the
# largest count the extension takes (a 64-bit size).
_MAX_CHAINS = 2**40
_MAX_TRANSITIONS = 2**62
_MAX_TREE_DEPTH = 16
_MAX_SIZE = 2**63 - 1


def _shown(n):
    """``n`` with its power of two where it is one: ``1099511627776 (2**40)``."""
    return f"{n} (2**{n.bit_length() - 1})" if n > 1024 and n & (n - 1) == 0 else str(n)


def _int(name, value, least, most=_MAX_SIZE):
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or not least <= value <= most:
        raise ValueError(f"{name}={value!r}: expected an int >= {least} and <= {_shown(most)}")
    return int(value)


def _float(name, value):
    if isinstance(value, bool) or not isinstance(value, (int, float, np.floating, np.integer)):
        raise ValueError(f"{name}={value!r}: expected a number")
    return float(value)


def _target_accept(value):
    value = _float("target_accept", value)
    if not 0.0 < value < 1.0:
        raise ValueError(f"target_accept={value!r}: expected a number strictly between 0 and 1 (Stan's default is 0.8)")
    return value


def _model_settings(args, info, model):
    """The model's ``INIT_JITTER``, ``INIT_OPTIMIZE``, ``ADAPT``,
    ``TARGET_ACCEPT`` and ``MAX_DEPTH`` (``info``, from the compiler)
    where the call did not set ``init_jitter``, ``init_optimize``,
    ``adapt``, ``target_accept`` and ``max_depth``, as the CLI takes them;
    then nutpie's warmup refuses ``init_optimize``, as the CLI's."""
    for name, default in (("target_accept", 0.8), ("max_depth", 10)):
        if args[name] is None:
            value = info.get(name)
            args[name] = default if value is None else value
    if args["init_jitter"] is None:
        jitter = info.get("init_jitter")
        args["init_jitter"] = 2.0 if jitter is None else jitter
    if args["adapt"] is None and info.get("adapt") is not None:
        args["adapt"] = info["adapt"]
        if args["adapt"] == "nutpie" and args["dense_mass"]:
            raise ValueError(
                f"{model}: its ADAPT = \"nutpie\" adapts a diagonal metric: drop dense_mass=True, or pass adapt='stan'"
            )
    what = f"init_optimize={args['init_optimize']}"
    if args["init_optimize"] is None:
        iterations = info.get("init_optimize")
        args["init_optimize"] = 0 if iterations is None else iterations
        what = f"{model}: its INIT_OPTIMIZE = {iterations}"
    warmup = args["adapt"] or "stan"  # the CLI's default (Adapt::default)
    if args["init_optimize"] > 0 and warmup == "nutpie":
        raise ValueError(
            f"{what} starts the chains at local maxima of the log density, where the gradient is about 0, "
            "and nutpie's warmup takes its first metric from the initial gradient (1 / |gradient|): "
            "pass adapt='stan' (Stan's warmup), or init_optimize=0"
        )


def _prepare(model, backend, gpu_arch, dense_mass, max_depth, max_stack_depth, datasets=None, progress=False):
    """``autobatch sample MODEL --prepare``: the description of the compiled
    sampler, as JSON text (with ``datasets``, a file's path: the sampler
    with its data per member); with ``progress``, the compiler's messages
    while it compiles on stderr."""
    command = [_compiler(), "sample", str(model), "--prepare", "--backend", backend, "--gpu-arch", gpu_arch]
    if datasets is not None:
        command += ["--datasets", datasets]
    if max_depth is not None:
        # Else the model's MAX_DEPTH, or 10, as the CLI takes it.
        command += ["--max-depth", str(max_depth)]
    if dense_mass:
        command.append("--dense-mass")
    if max_stack_depth is not None:
        command += ["--max-stack-depth", str(max_stack_depth)]
    return _run_compiler(command, progress)


def _data_file(data, directory, what="data"):
    """``data`` (a mapping of names to arrays, pandas Series or lists) as
    the ``.npz`` that ``--data`` (``what="datasets"``: ``--datasets``)
    reads; a path is the flag's own file (``.json`` or ``.npz``)."""
    if data is None:
        return None
    if isinstance(data, (str, os.PathLike)):
        if not Path(data).is_file():
            raise FileNotFoundError(f"{what}: no file {str(data)!r}")
        return str(data)
    if not hasattr(data, "items"):
        raise TypeError(f"{what}: expected a mapping of the model's data names to arrays, got {type(data).__name__}")
    arrays = {}
    for name, value in data.items():
        if not isinstance(name, str):
            raise TypeError(f"{what}: the names must be str, got {name!r}")
        array = value.to_numpy() if hasattr(value, "to_numpy") else np.asarray(value)
        if array.dtype == object:
            raise TypeError(f"{what}[{name!r}]: not numbers (an array of Python objects)")
        arrays[name] = array
    path = Path(directory) / f"{what}.npz"
    np.savez(path, **arrays)
    return str(path)


def _init_json(init):
    if init is None:
        return None

    def plain(x):
        if isinstance(x, np.ndarray):
            return x.tolist()
        if isinstance(x, np.generic):
            return x.item()
        raise TypeError(f"init: {x!r} is not a number or an array")

    return json.dumps(init, default=plain)


class _Progress:
    """tqdm's bar (``tqdm.auto``: a widget in Jupyter, text in a terminal)
    over the transitions of all chains' warmup and draws."""

    def __init__(self, enabled, total, chains):
        self.bar = None
        if enabled:
            tqdm = _need("tqdm.auto", "sample")
            self.bar = tqdm.tqdm(total=total, unit="transition", desc=f"{chains} chains", file=sys.stderr)
            self.bar.set_postfix_str("warmup", refresh=False)
        self.warmup = 0

    def __call__(self, done, divergent):
        if self.bar is not None:
            phase = "warmup" if done <= self.warmup else "sampling"
            self.bar.set_postfix_str(f"{phase}, {divergent} divergent", refresh=False)
            self.bar.update(done - self.bar.n)

    def close(self):
        if self.bar is not None:
            self.bar.close()


def sample(
    model,
    data=None,
    *,
    datasets=None,
    chains=4,
    warmup=1000,
    draws=1000,
    seed=0,
    backend="cpu",
    max_depth=None,
    target_accept=None,
    init_jitter=None,
    init_optimize=None,
    init=None,
    algorithm="nuts",
    leaf_steps=1,
    dense_mass=False,
    adapt=None,
    max_stack_depth=None,
    save_warmup=False,
    save_unconstrained=False,
    threads=None,
    gpu_arch="sm_90",
    output=None,
    progress=True,
    engine="local",
    shards=None,
):
    """Samples the posterior of the model file ``model`` with NUTS, chains
    batched, as ``autobatch sample`` does with the same flags, and returns
    ArviZ's InferenceData (what ``arviz.from_netcdf`` returns for the file
    the CLI writes). ``engine="ray"`` runs the chains in ``shards`` Ray
    tasks and merges them here: the same InferenceData, bit for bit
    (docs/distributed.md). See docs/python.md for every argument."""
    az = _need("arviz", "sample")
    shards = _ray.check(engine, shards)
    if data is not None and datasets is not None:
        raise ValueError("data= and datasets= exclude each other: pass one dataset as data=, or many as datasets=")
    model = Path(model)
    if not model.is_file():
        raise FileNotFoundError(f"no model file {str(model)!r}")
    if backend not in _BACKENDS:
        raise ValueError(f"backend={backend!r}: expected 'cpu' or 'cuda' (the VM runs from the command line only: autobatch sample --backend vm)")
    if algorithm not in _ALGORITHMS:
        raise ValueError(f"algorithm={algorithm!r}: expected 'nuts' or 'slice'")
    if adapt is not None and adapt not in _ADAPTS:
        raise ValueError(f"adapt={adapt!r}: expected 'stan' or 'nutpie' (None: the CLI's default)")
    if adapt == "nutpie" and dense_mass:
        raise ValueError("adapt='nutpie' adapts a diagonal metric: drop dense_mass=True, or pass adapt='stan'")
    if max_stack_depth is not None:
        max_stack_depth = _int("max_stack_depth", max_stack_depth, 1)
    if threads is not None:
        threads = _int("threads", threads, 1)
    if output is not None and Path(output).suffix not in (".nc", ".npz"):
        raise ValueError(f"output={str(output)!r}: expected a .nc or .npz file")
    args = dict(
        chains=_int("chains", chains, 1, _MAX_CHAINS),
        warmup=_int("warmup", warmup, 0, _MAX_TRANSITIONS),
        draws=_int("draws", draws, 1, _MAX_TRANSITIONS),
        seed=_int("seed", seed, -(2**63), 2**63 - 1),
        max_depth=None if max_depth is None else _int("max_depth", max_depth, 1, _MAX_TREE_DEPTH),
        target_accept=None if target_accept is None else _target_accept(target_accept),
        algorithm=algorithm,
        leaf_steps=_int("leaf_steps", leaf_steps, 1),
        init_jitter=None if init_jitter is None else _float("init_jitter", init_jitter),
        init_optimize=None if init_optimize is None else _int("init_optimize", init_optimize, 0),
        dense_mass=bool(dense_mass),
        adapt=adapt,
        init=_init_json(init),
        save_warmup=bool(save_warmup),
        save_unconstrained=bool(save_unconstrained),
        threads=threads or 0,
    )
    native = _native()
    if output is not None:
        # Before the compile and the sampling, with the CLI's rules for -o:
        # an existing directory, not a directory, not write-protected.
        native.check_output(str(output))
    with tempfile.TemporaryDirectory(prefix="autobatch-sample-") as tmp:
        args["data"] = _data_file(data, tmp)
        args["datasets"] = _data_file(datasets, tmp, "datasets")
        prepared = _prepare(
            model, backend, gpu_arch, dense_mass, args["max_depth"], max_stack_depth, args["datasets"], progress
        )
        _model_settings(args, json.loads(prepared)["model"], model)

        def rebuild(depth):
            return _prepare(model, backend, gpu_arch, dense_mass, args["max_depth"], depth, args["datasets"])

        nc = Path(tmp) / "draws.nc"
        args["outputs"] = [str(nc)] + ([str(output)] if output is not None else [])
        if engine == "ray":
            _table, notes, _seconds = _ray.sample(model, prepared, args, shards, rebuild, backend, progress)
        else:
            # The driver counts each chain's transitions (the chains run at once).
            bar = _Progress(progress, args["warmup"] + args["draws"], args["chains"])
            bar.warmup = args["warmup"]
            try:
                _table, notes, _seconds = native.sample(prepared, args, bar, rebuild)
            finally:
                bar.close()
        idata = az.from_netcdf(nc)
        for group in idata.groups():
            dataset = idata[group]
            dataset.load()
            dataset.close()
    for note in notes:
        warnings.warn(note.removeprefix("Warning: "), stacklevel=2)
    return idata


def summary(idata, **kwargs):
    """ArviZ's summary table of ``idata`` (``arviz.summary``: mean, sd,
    HDI, MCSE, bulk and tail ESS, R-hat), as ``autobatch sample`` prints
    it."""
    return _need("arviz", "sample").summary(idata, **kwargs)
