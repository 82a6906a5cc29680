"""``engine="ray"``: a batch (``program(..., engine="ray", shards=N)``) or a
sample (``autobatch.sample(..., engine="ray", shards=N)``) spread over a Ray
cluster, one task per shard (docs/distributed.md, "Ray").

Shard ``K`` of ``N`` holds members (chains) ``[K*Z/N, (K+1)*Z/N)`` and
knows their global indices, so its results are the unsharded run's bits
for those members; the caller gathers the shards in order and merges
them. The compiled bundle travels by content: its files' bytes, keyed by
their SHA-256, which a worker checks and writes once to its own temporary
directory; workers need the ``autobatch`` package, but no compiler and no
shared file system. A worker that dies (its process killed, its node lost)
is Ray's to retry: the shard runs again, from its start, and gives the
same bits. An error of the program (an exception in the shard) is not
retried: it fails the call, naming the shard.

Ray is optional (``pip install "./python[ray]"``): it is imported only
when ``engine="ray"`` is asked for.
"""

import hashlib
import json
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

import numpy as np

from . import _api

# How often Ray runs a shard again after its worker died (Ray's own
# default for tasks); an exception of the program is never retried.
RETRIES = 3
ENGINES = ("local", "ray")


def _ray():
    """Ray, connected: to the cluster a ``ray.init()`` of the caller chose,
    else to the one ``ray.init()`` finds (``RAY_ADDRESS``, or a local one it
    starts)."""
    try:
        import ray
    except ImportError as e:
        raise ImportError('engine="ray" needs Ray: pip install "./python[ray]" (or pip install ray)') from e
    if not ray.is_initialized():
        ray.init()
    return ray


def check(engine, shards):
    """``engine`` and ``shards`` as the caller gave them, checked."""
    if engine not in ENGINES:
        raise ValueError(f"engine={engine!r}: expected 'local' (this process) or 'ray' (one Ray task per shard)")
    if shards is not None:
        if isinstance(shards, bool) or not isinstance(shards, (int, np.integer)) or shards < 1:
            raise ValueError(f"shards={shards!r}: expected a positive int (or None: one shard per CPU of the cluster)")
        if engine != "ray":
            raise ValueError("shards= splits the work over Ray tasks: pass engine='ray' too")
        return int(shards)
    return None


def _shard_count(ray, shards, total, cpus_per_task, what):
    """The shards asked for (each holding at least one of the ``total``
    members), or by default one per ``cpus_per_task`` CPUs of the cluster,
    at most ``total``."""
    if shards is None:
        cpus = int(ray.cluster_resources().get("CPU", 1))
        return max(1, min(total, cpus // max(1, cpus_per_task)))
    if shards > total:
        raise ValueError(f"shards={shards}, but there are {total} {what}: each shard needs at least one (use shards <= {total})")
    return shards


def ranges(total, shards):
    """Shard ``K``'s members ``[K*total//shards, (K+1)*total//shards)``, as
    ``--shard K/N`` splits them (``autobatch_runtime::Shard::range``)."""
    return [(k * total // shards, (k + 1) * total // shards) for k in range(shards)]


# ---------------------------------------------------------------- bundles


def _digest(files):
    """The SHA-256 of a bundle's files: each name and content, length
    prefixed, in name order."""
    h = hashlib.sha256()
    for name in sorted(files):
        mode, data = files[name]
        for part in (name.encode(), str(mode).encode(), data):
            h.update(len(part).to_bytes(8, "little"))
            h.update(part)
    return h.hexdigest()


def pack(directory):
    """A bundle directory (``autobatch compile``'s) as ``(key, files)``:
    its files' names, permission bits and bytes, keyed by their SHA-256."""
    files = {}
    for entry in sorted(Path(directory).iterdir()):
        if entry.is_file():
            files[entry.name] = (stat.S_IMODE(entry.stat().st_mode), entry.read_bytes())
    return _digest(files), files


def _bundle_root():
    """This user's directory of shipped bundles, in the temporary
    directory: made private (0700) here, and refused where another user
    owns it or may write to it (they could plant a bundle under a key)."""
    root = Path(tempfile.gettempdir()) / f"autobatch-bundles-{os.getuid()}"
    root.mkdir(mode=0o700, exist_ok=True)
    info = root.lstat()
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o022:
        raise _api.RunError(f"{root} is not a private directory of this user: remove it (autobatch writes shipped bundles there)")
    return root


def materialize(key, files):
    """The bundle ``(key, files)`` as a directory of this machine: written
    once per key (into a temporary directory, each file synced, then
    renamed into place), reused after. The content is checked against
    its key first, every time: a bundle altered on its way is refused.
    (Loading checks the code against the manifest's SHA-256 again.)"""
    if _digest(files) != key:
        raise _api.RunError(f"the bundle {key[:16]}... arrived altered (its files' SHA-256 differs from its key)")
    for name in files:
        if name != os.path.basename(name) or name in ("", ".", ".."):
            raise _api.RunError(f"the bundle {key[:16]}... names a file {name!r} outside its directory")
    final = _bundle_root() / key
    if final.is_dir():
        return final
    staging = Path(tempfile.mkdtemp(prefix=f".{key[:16]}-", dir=final.parent))
    try:
        for name, (mode, data) in files.items():
            path = staging / name
            with open(path, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.chmod(path, mode)
        try:
            os.rename(staging, final)
        except OSError:
            # Another worker of this machine wrote it first: theirs is the same.
            if not final.is_dir():
                raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return final


# ---------------------------------------------------------------- gathering


def _shard_error(error, k, n, ray):
    """The exception that fails the call for shard ``k`` of ``n``: the
    program's own (its type kept where it can be, its message prefixed
    with the shard), or the worker's death once Ray gave up retrying."""
    where = f"shard {k}/{n}"
    if isinstance(error, ray.exceptions.RayTaskError):
        cause = error.cause if getattr(error, "cause", None) is not None else error
        message = f"{where}: {cause}"
        for kind in (type(cause), _api.RunError):
            try:
                return kind(message)
            except Exception:
                continue
    if isinstance(error, (ray.exceptions.WorkerCrashedError, ray.exceptions.NodeDiedError)):
        return _api.RunError(f"{where}: its worker died {RETRIES + 1} times (Ray retried it {RETRIES} times): {error}")
    return _api.RunError(f"{where}: {error}")


def gather(ray, refs, on_done=None):
    """The shards' results in shard order, each as soon as it is ready
    (``on_done(k, result)`` called then); the first shard to fail cancels
    the others and fails the call, naming itself."""
    pending = {ref: k for k, ref in enumerate(refs)}
    results = [None] * len(refs)
    try:
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                k = pending.pop(ref)
                try:
                    results[k] = ray.get(ref)
                except (ray.exceptions.RayError, _api.RunError) as e:
                    raise _shard_error(e, k, len(refs), ray) from e
                if on_done is not None:
                    on_done(k, results[k])
    except BaseException:
        for ref in pending:
            ray.cancel(ref, force=True)
        raise
    return results


# ---------------------------------------------------------------- batches


def _run_shard(bundle, args, z, threads):
    """A Ray task: the members ``args`` hold (their bytes, as
    ``Program.run`` passes them) run by the bundle ``(key, files)``."""
    program = _api._native().Program(os.fspath(materialize(*bundle)))
    return program.run(args, z, threads)


def run(program, columns, z, shards, threads):
    """``program`` (an ``autobatch.Program``) on the ``z`` members of
    ``columns`` (``_api._columns``), sharded over Ray tasks; what
    ``Program.run``'s native call returns (outputs' bytes, status codes,
    counters), the shards' in member order, and each shard's counters
    under ``"shards"``."""
    ray = _ray()
    cpus = threads or 1
    shards = _shard_count(ray, shards, z, cpus, "members")
    bundle = ray.put(pack(program.path))
    resources = {"num_gpus": 1} if program.target == "cuda" else {"num_cpus": cpus}
    task = ray.remote(max_retries=RETRIES)(_run_shard)
    refs = []
    for k, (a, b) in enumerate(ranges(z, shards)):
        args = []
        for column, shared in columns:
            if not shared:
                width = column.size // z
                column = column[a * width : b * width]
            args.append((column, shared))
        options = dict(name=f"autobatch {program.entry} shard {k}/{shards}", **resources)
        refs.append(task.options(**options).remote(bundle, args, b - a, cpus))
    parts = gather(ray, refs)
    outputs = [np.concatenate([p[0][i] for p in parts]) for i in range(len(parts[0][0]))]
    codes = np.concatenate([p[1] for p in parts])
    stats = {"shards": [p[2] for p in parts], "steps": sum(p[2]["steps"] for p in parts)}
    return outputs, codes, stats


# ---------------------------------------------------------------- samples


class _Deeper(Exception):
    """Raised in a shard whose stacks must grow: the caller compiles the
    deeper sampler (workers have no compiler) and runs the shard again."""

    def __init__(self, depth):
        super().__init__(depth)
        self.depth = depth


def _sample_shard(bundles, prepared, args, files):
    """A Ray task: shard ``args["shard"]`` of a sample, with the sampler
    (and generated quantities') bundles and the data files shipped by
    content. Returns ``("part", bytes)``, its part's ``.npz``, or
    ``("deeper", depth)`` where its stacks must grow."""
    prepared = json.loads(prepared)
    prepared["sampler"] = os.fspath(materialize(*bundles[0]))
    if bundles[1] is not None:
        prepared["generate"] = os.fspath(materialize(*bundles[1]))
    with tempfile.TemporaryDirectory(prefix="autobatch-shard-") as tmp:
        for key, (name, data) in files.items():
            path = Path(tmp) / name
            path.write_bytes(data)
            args[key] = str(path)
        part = Path(tmp) / "part.npz"
        args["outputs"] = [str(part)]

        def rebuild(depth):
            raise _Deeper(depth)

        try:
            _api._native().sample(json.dumps(prepared), args, lambda done, divergent: None, rebuild)
        except _Deeper as deeper:
            return "deeper", deeper.depth
        return "part", part.read_bytes()


def sample(model, prepared, args, shards, rebuild, backend, progress):
    """The sample of the model file ``model`` that ``args`` asks for
    (``_sample.sample``'s arguments; the sampler ``prepared`` describes),
    its chains sharded over Ray tasks, the parts merged here into
    ``args["outputs"]``; returns what the native ``sample`` returns (the
    table, the warnings, the seconds). ``rebuild(depth)`` is
    ``--prepare`` with deeper stacks, called here when a shard asks for
    them (the shard then runs again, from its start: the same bits).
    ``progress``: tqdm's bar over the shards done."""
    native = _api._native()
    # Bad settings, data or initial points fail here, before any shard runs.
    native.check(prepared, args)
    ray = _ray()
    cpus = args["threads"] or 1
    shards = _shard_count(ray, shards, args["chains"], cpus, "chains")
    files = ray.put({k: (f"{k}{Path(args[k]).suffix}", Path(args[k]).read_bytes()) for k in ("data", "datasets") if args[k]})
    common = dict(args, threads=cpus)
    common["run_hash"] = native.run_hash(str(model), args["data"], args["datasets"], args["init"], backend)
    resources = {"num_gpus": 1} if backend == "cuda" else {"num_cpus": cpus}
    task = ray.remote(max_retries=RETRIES)(_sample_shard)
    ceiling = json.loads(prepared).get("grow_until")

    shipped = {}

    def submit(k, description):
        if description not in shipped:
            d = json.loads(description)
            shipped[description] = ray.put((pack(d["sampler"]), pack(d["generate"]) if d.get("generate") else None))
        bundles = shipped[description]
        options = dict(name=f"autobatch sample shard {k}/{shards}", **resources)
        return task.options(**options).remote(bundles, description, dict(common, shard=(k, shards)), files)

    refs = {k: submit(k, prepared) for k in range(shards)}
    parts = [None] * shards
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=shards, unit="shard", desc=f"{args['chains']} chains in {shards} Ray tasks", file=sys.stderr)

    def arrived(_, result):
        if bar is not None and result[0] == "part":
            bar.update()

    try:
        while refs:
            todo = sorted(refs)
            results = gather(ray, [refs.pop(k) for k in todo], arrived)
            for k, (kind, value) in zip(todo, results):
                if kind == "part":
                    parts[k] = value
                    continue
                description = json.loads(rebuild(value))
                description["grow_until"] = ceiling
                refs[k] = submit(k, json.dumps(description))
    finally:
        if bar is not None:
            bar.close()
    with tempfile.TemporaryDirectory(prefix="autobatch-merge-") as tmp:
        paths = [str(Path(tmp) / f"part_{k}.npz") for k in range(shards)]
        for path, data in zip(paths, parts):
            Path(path).write_bytes(data)
        return native.merge(paths, args["outputs"])
