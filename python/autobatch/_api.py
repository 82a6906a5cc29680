"""autobatch from Python, in process: ``autobatch.compile`` and
``autobatch.load`` give a callable ``Program`` that runs a batch on NumPy
arrays (docs/python.md).

Compiling goes through the ``autobatch`` command and its cache (a
subprocess, as cmdstanpy drives ``stanc``); loading and running happen in
this process, in the compiled extension ``autobatch._native``, which links
the runtime only. Without the extension (the CPython oracle alone,
``PYTHONPATH=python``), ``import autobatch`` still works and these
functions say how to install it.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from . import _ray

_DTYPES = {
    "bool": np.dtype(np.bool_),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
}
_TARGETS = ("cpu", "cuda")
_SCHEDULES = ("sync-heavy", "earliest")


class CompileError(Exception):
    """The program was rejected: the message is the compiler's located
    diagnostic (file:line:col, the source line, a caret, the fix)."""


class RunError(RuntimeError):
    """A compiled program could not be loaded or run: its bundle (missing,
    altered, for another machine), memory, or the GPU."""


def _native():
    try:
        from . import _native
    except ImportError as e:
        raise ImportError(
            "autobatch's compiled extension (autobatch._native) is not installed: "
            "run `pip install ./python` from the repository (the CPython oracle, "
            "`from autobatch import *`, works without it)"
        ) from e
    return _native


def _compiler():
    """The ``autobatch`` command: ``$AUTOBATCH_COMPILER``, else one on PATH,
    else one next to the package (``autobatch/bin/autobatch``, or a
    repository checkout's ``target/release`` or ``target/debug``)."""
    chosen = os.environ.get("AUTOBATCH_COMPILER")
    if chosen:
        if not (os.path.isfile(chosen) and os.access(chosen, os.X_OK)):
            raise CompileError(f"AUTOBATCH_COMPILER={chosen} is not an executable file: point it at the `autobatch` binary")
        return chosen
    on_path = shutil.which("autobatch")
    if on_path:
        return on_path
    here = Path(__file__).resolve().parent
    candidates = [here / "bin" / "autobatch"] + [here.parent.parent / "target" / p / "autobatch" for p in ("release", "debug")]
    for c in candidates:
        if c.is_file() and os.access(c, os.X_OK):
            return str(c)
    raise CompileError(
        "cannot find the `autobatch` compiler: looked at $AUTOBATCH_COMPILER, PATH, "
        + ", ".join(str(c) for c in candidates)
        + "; build it (`cargo build --release` in the repository) and put it on PATH or set AUTOBATCH_COMPILER"
    )


def compile(path, entry, *, target="cpu", max_stack_depth=128, fma=False, schedule="sync-heavy", gpu_arch="sm_90"):
    """Compiles ``entry`` of the program file ``path`` (through the
    compiler's cache: an unchanged program is not compiled again) and loads
    it. ``target``: "cpu" or "cuda"; ``max_stack_depth``: depth of the
    compiled stacks (a deeper call stops the member with
    ``stack_overflow``); ``fma`` and ``schedule`` (cpu): as ``autobatch
    compile``'s flags; ``gpu_arch`` (cuda). Raises ``CompileError`` with
    the located diagnostic when the program is rejected."""
    if target not in _TARGETS:
        raise ValueError(f"target={target!r}: expected one of {', '.join(map(repr, _TARGETS))}")
    if schedule not in _SCHEDULES:
        raise ValueError(f"schedule={schedule!r}: expected one of {', '.join(map(repr, _SCHEDULES))}")
    if isinstance(max_stack_depth, bool) or not isinstance(max_stack_depth, int) or max_stack_depth < 1:
        raise ValueError(f"max_stack_depth={max_stack_depth!r}: expected a positive int")
    if not isinstance(entry, str) or not entry:
        raise TypeError(f"entry={entry!r}: expected the entry function's name, a str")
    source = Path(path)
    if not source.is_file():
        raise FileNotFoundError(f"no program file {str(source)!r}")
    command = [_compiler(), "compile", str(source), "--entry", entry, "--target", target]
    command += ["--max-stack-depth", str(max_stack_depth), "--schedule", schedule, "--gpu-arch", gpu_arch, "--cached"]
    if fma:
        command.append("--fma")
    return load(_run_compiler(command))


def _run_compiler(command, progress=False):
    """Runs the compiler command ``command``; its last line of output (what
    ``--cached`` and ``--prepare`` print), or ``CompileError`` with its
    diagnostic. With ``progress``, the compiler's messages while it
    compiles (``autobatch-progress:`` lines, one per stage, after its
    first 0.3 s) are printed to stderr as they come."""
    env = {**os.environ, "NO_COLOR": "1"}
    if not progress:
        done = subprocess.run(command, capture_output=True, text=True, env=env)
        stdout, stderr, code = done.stdout, done.stderr, done.returncode
    else:
        env["AUTOBATCH_PROGRESS_LINES"] = "1"
        # stdout to a file, stderr read line by line: a pipe for each could
        # fill one while this reads the other.
        with tempfile.TemporaryFile("w+") as out:
            with subprocess.Popen(command, stdout=out, stderr=subprocess.PIPE, text=True, env=env) as proc:
                kept = []
                for line in proc.stderr:
                    if line.startswith(_PROGRESS_PREFIX):
                        print(line[len(_PROGRESS_PREFIX):].rstrip("\n"), file=sys.stderr, flush=True)
                    else:
                        kept.append(line)
                code = proc.wait()
            out.seek(0)
            stdout, stderr = out.read(), "".join(kept)
    if code != 0:
        message = stderr.strip()
        raise CompileError(message.removeprefix("error: ") or f"`{' '.join(command)}` failed with status {code}")
    lines = stdout.strip().splitlines()
    if not lines:
        raise CompileError(f"`{' '.join(command)}` printed nothing")
    return lines[-1]


# The compiler's progress lines (src/sample/compile_message.rs).
_PROGRESS_PREFIX = "autobatch-progress: "


def load(path):
    """Loads a bundle directory written by ``autobatch compile`` (its
    manifest and code are checked: a changed file is an error)."""
    native = _native()
    return Program(native.Program(os.fspath(path)))


class Program:
    """A compiled entry function, called on a batch: ``outs, status =
    program(*args, **kwargs)``. Arguments follow the entry's parameters
    (positionally or by name); a batched parameter takes an array whose
    leading axis is the batch, a ``Shared[...]`` one takes one value.
    ``threads=`` (cpu: worker threads, default one per core),
    ``engine=`` and ``shards=`` (``engine="ray"``: the members in
    ``shards`` Ray tasks) are keywords of the call unless the entry has a
    parameter of that name (``run(...)`` always takes them). ``outs`` is a tuple of
    arrays, one per returned value (tuples flattened), leading axis the
    batch; ``status`` an array of str, one per member ("ok",
    "stack_overflow", ...). ``stats`` holds the last run's counters (with
    ``engine="ray"``, each shard's under ``"shards"``)."""

    def __init__(self, native):
        self._native = native
        self.params = tuple(native.params)
        self.outputs = tuple(native.outputs)
        self.stats = None

    @property
    def entry(self):
        return self._native.entry

    @property
    def target(self):
        return self._native.target

    @property
    def path(self):
        return self._native.path

    def __repr__(self):
        shown = ", ".join(f"{n}: {_annotation(d, s, sh)}" for n, d, s, sh in self.params)
        return f"<autobatch.Program {self.entry}({shown}) [{self.target}] from {self.path}>"

    def __call__(self, *args, **kwargs):
        run = {}
        for keyword in _RUN_KEYWORDS:
            if keyword in kwargs and not any(p[0] == keyword for p in self.params):
                run[keyword] = kwargs.pop(keyword)
        return self.run(*args, **run, **kwargs)

    def run(self, *args, threads=None, engine="local", shards=None, **kwargs):
        """``program(...)``, with ``threads``, ``engine`` and ``shards``
        always the run's (never the entry's parameters). ``engine="ray"``
        runs the members in ``shards`` Ray tasks (default: one per CPU of
        the cluster) and gathers them here: the same outputs and
        statuses, bit for bit (docs/distributed.md)."""
        if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
            raise ValueError(f"threads={threads!r}: expected a positive int (or None: one per core)")
        shards = _ray.check(engine, shards)
        values = _bind(self.entry, self.params, args, kwargs)
        columns, z = _columns(self.params, values)
        if engine == "ray":
            raw, codes, stats = _ray.run(self, columns, z, shards, threads)
            for shard in stats["shards"]:
                _name_blocks(shard)
        else:
            raw, codes, stats = self._native.run(columns, z, threads or 0)
            _name_blocks(stats)
        self.stats = stats
        outs = tuple(r.view(_DTYPES[d]).reshape((z, *shape)) for r, (d, shape) in zip(raw, self.outputs))
        return outs, _status_names()[codes]


# The keywords a call takes for its run, unless the entry has a
# parameter of that name.
_RUN_KEYWORDS = ("threads", "engine", "shards")


def _name_blocks(stats):
    keys = ("label", "steps", "lanes", "active")
    stats["blocks"] = [dict(zip(keys, b)) for b in stats["blocks"]]


_STATUS_NAMES = None


def _status_names():
    global _STATUS_NAMES
    if _STATUS_NAMES is None:
        _STATUS_NAMES = np.array(_native().status_names())
    return _STATUS_NAMES


def _annotation(dtype, shape, shared):
    t = dtype if not shape else f"{dtype}[{', '.join(map(str, shape))}]"
    return f"Shared[{t}]" if shared else t


def _bind(entry, params, args, kwargs):
    """The arguments in parameter order, as Python binds a call."""
    names = [p[0] for p in params]
    if len(args) > len(names):
        raise TypeError(f"{entry}() takes {len(names)} argument(s) ({', '.join(names)}), but {len(args)} were given")
    bound = dict(zip(names, args))
    for name, value in kwargs.items():
        if name not in names:
            raise TypeError(f"{entry}() has no parameter {name!r} (its parameters: {', '.join(names)})")
        if name in bound:
            raise TypeError(f"{entry}() got two values for {name!r}")
        bound[name] = value
    missing = [n for n in names if n not in bound]
    if missing:
        raise TypeError(f"{entry}() is missing {', '.join(map(repr, missing))}")
    return [bound[n] for n in names]


def _array(name, value, dtype):
    """``value`` as an array of ``dtype``: an ndarray must have it exactly
    (no silent conversion of a large input); a list or scalar is converted
    when its values keep their kind (bool, integer, float) and fit."""
    if isinstance(value, np.ndarray):
        if value.dtype != dtype:
            raise TypeError(f"{name}: expected an array of {dtype}, got {value.dtype}")
        return value
    raw = np.asarray(value)
    kinds = {"b": "b", "i": "iu", "u": "iu", "f": "f"}[dtype.kind]
    if raw.dtype.kind not in kinds:
        raise TypeError(f"{name}: expected {dtype} values, got {raw.dtype} ({type(value).__name__})")
    converted = raw.astype(dtype)
    if raw.dtype.kind in "iu" and not np.array_equal(converted, raw):
        raise ValueError(f"{name}: a value does not fit {dtype}")
    return converted


def _columns(params, values):
    """Each argument as a C-contiguous uint8 view (no copy of an array
    that is C-contiguous already), its shape checked; the batch size."""
    z = None
    arrays = []
    for (name, dtype, shape, shared), value in zip(params, values):
        a = _array(name, value, _DTYPES[dtype])
        shape = tuple(shape)
        if shared:
            if a.shape != shape:
                raise ValueError(f"{name}: Shared[{_annotation(dtype, shape, False)}] takes one value of shape {shape}, got shape {a.shape}")
        else:
            if a.ndim != len(shape) + 1 or a.shape[1:] != shape:
                raise ValueError(
                    f"{name}: expected shape (batch, {', '.join(map(str, shape))})".replace(", )", ")")
                    + f" (one {_annotation(dtype, shape, False)} per member), got shape {a.shape}"
                )
            if z is None:
                z = a.shape[0]
            elif a.shape[0] != z:
                first = next(p[0] for p in params if not p[3])
                raise ValueError(f"{name}: {a.shape[0]} members, but {first} has {z}")
        arrays.append((np.ascontiguousarray(a).reshape(-1).view(np.uint8), bool(shared)))
    if z is None:
        z = 1
    if z == 0:
        raise ValueError("the batch is empty: give at least one member")
    return arrays, z
