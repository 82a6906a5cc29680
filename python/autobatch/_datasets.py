"""``python3 -m autobatch sample --datasets``: the CPython twin of
``autobatch sample --datasets`` (docs/sampling.md, "Many datasets at
once"). Every data entry holds one value per dataset along its leading
axis; dataset m is sampled as a ``--data`` run of its slice with the seed
``seed + m * 2**32`` (wrapping in int64), and the arrays get a leading
``dataset`` axis, as the compiled sampler's batch of all datasets writes
them, bit for bit."""

from __future__ import annotations

import numpy as np

from .runner import RunnerError, convert_input, load_inputs

# The datasets' seeds are this far apart (`sampler/src/data.rs`).
DATASET_SEED_STRIDE = 1 << 32


def dataset_seed(seed: int, m: int) -> int:
    """The seed dataset ``m`` draws with: ``seed + m * 2**32``, wrapping in int64."""
    s = (seed + m * DATASET_SEED_STRIDE) % (1 << 64)
    return s - (1 << 64) if s >= 1 << 63 else s


def load_datasets(binding, path: str) -> list:
    """Each dataset's data, in log_density's parameter order: one tuple per
    dataset. Entries the model does not take are ignored."""
    names = binding.data_names
    if not names:
        raise RunnerError(f"--datasets {path}: the model takes no data, so there is nothing to vary between "
                          "datasets: sample it without --datasets")
    try:
        raw = load_inputs(path)
    except (OSError, ValueError) as e:
        raise RunnerError(f"--datasets {path}: {e}") from e
    missing = [n for n in names if n not in raw]
    if missing:
        raise RunnerError(f"--datasets {path}: the data has no entry `{missing[0]}` (the model's data: "
                          f"{', '.join(names)})")
    counts = []
    for n in names:
        value = raw[n]
        if not isinstance(value, list) and np.ndim(value) == 0:
            raise RunnerError(f"--datasets {path}: `{n}` has no leading axis of datasets (with --datasets each "
                              f"data entry holds one value per dataset along its leading axis)")
        counts.append((n, len(value)))
    (first, count), *rest = counts
    for n, c in rest:
        if c != count:
            raise RunnerError(f"--datasets {path}: `{first}` holds {count} datasets but `{n}` holds {c}: every "
                              "entry holds one per dataset")
    if count == 0:
        raise RunnerError(f"--datasets {path}: `{first}` holds no dataset: it needs at least one")
    pairs = list(zip(names, binding.data_leaves))
    return [
        tuple(convert_input(leaf, raw[n][m], f"data `{n}` of dataset {m}") for n, leaf in pairs)
        for m in range(count)
    ]


def run_datasets(run_chains, binding, datasets: list, seed: int, **settings) -> dict:
    """``run_chains`` for every dataset with its seed, the arrays stacked
    along a leading dataset axis."""
    runs = [run_chains(binding, data, seed=dataset_seed(seed, m), **settings) for m, data in enumerate(datasets)]
    return {name: np.stack([run[name] for run in runs]) for name in runs[0]}
