"""A model file's own defaults for `autobatch sample`'s flags, as the
CPython twin (sampling.py) reads them off the model module: the
constants INIT_JITTER, INIT_OPTIMIZE, ADAPT, TARGET_ACCEPT and MAX_DEPTH
(the compiler's frontend/model_settings.rs reads them off the source,
with the same rules and messages). Each reader gives None where the
model sets none, and a ModelError where the value is out of its rule.
"""

from __future__ import annotations

import math

from .runner import RunnerError

# The largest max_depth: nuts.MAX_TREE_DEPTH, the rows of the sampler's
# pending subtrees (nuts.py is importable only once a model is bound).
MAX_TREE_DEPTH = 16
# The warmups by name, with nuts.py's codes for them.
ADAPTS = {"stan": 0, "nutpie": 1}


class ModelError(RunnerError):
    """The model does not fit the sampler's contract."""


def _init_jitter(model):
    """The model's ``INIT_JITTER`` (the initial points' radius where
    ``--init-jitter`` is not given), None where it sets none; a ModelError
    where it is not a finite number >= 0, as the compiler says."""
    jitter = getattr(model, "INIT_JITTER", None)
    if jitter is None:
        return None
    if isinstance(jitter, bool) or not isinstance(jitter, (int, float)):
        raise ModelError("`INIT_JITTER` is a number, the initial points' radius: e.g. `INIT_JITTER = 1.0`")
    jitter = float(jitter)
    if not (math.isfinite(jitter) and jitter >= 0.0):
        raise ModelError(
            f"`INIT_JITTER = {jitter}`: the initial points' radius is a finite number >= 0 "
            "(e.g. `INIT_JITTER = 1.0`; 0 starts every chain at 0 on the unconstrained scale)"
        )
    return jitter


def _init_optimize(model):
    """The model's ``INIT_OPTIMIZE`` (L-BFGS iterations from each initial
    point where ``--init-optimize`` is not given), None where it sets
    none; a ModelError where it is not an integer >= 0, as the compiler
    says."""
    iterations = getattr(model, "INIT_OPTIMIZE", None)
    if iterations is None:
        return None
    if isinstance(iterations, bool) or not isinstance(iterations, int):
        raise ModelError(
            "`INIT_OPTIMIZE` is an integer, the L-BFGS iterations uphill from each initial point: "
            "e.g. `INIT_OPTIMIZE = 200`"
        )
    if iterations < 0:
        raise ModelError(
            f"`INIT_OPTIMIZE = {iterations}`: the L-BFGS iterations are >= 0 (0 starts at the random points themselves)"
        )
    return iterations


def _target_accept(model):
    """The model's ``TARGET_ACCEPT`` (``--target-accept`` where not
    given), None where it sets none; a ModelError where it is not a number
    strictly between 0 and 1, as the compiler says."""
    target = getattr(model, "TARGET_ACCEPT", None)
    if target is None:
        return None
    number = (
        "`TARGET_ACCEPT` is a number strictly between 0 and 1, the mean acceptance statistic the step size "
        "adapts to: e.g. `TARGET_ACCEPT = 0.95`"
    )
    if isinstance(target, bool) or not isinstance(target, (int, float)):
        raise ModelError(number)
    if not 0.0 < float(target) < 1.0:
        raise ModelError(f"`TARGET_ACCEPT = {target!r}`: {number}")
    return float(target)


def _max_depth(model):
    """The model's ``MAX_DEPTH`` (``--max-depth`` where not given), None
    where it sets none; a ModelError where it is not an integer from 1 to
    MAX_TREE_DEPTH, as the compiler says."""
    depth = getattr(model, "MAX_DEPTH", None)
    if depth is None:
        return None
    integer = (
        f"`MAX_DEPTH` is an integer from 1 to {MAX_TREE_DEPTH}, the tree depth limit "
        "(at most 2^MAX_DEPTH leapfrog leaves a transition): e.g. `MAX_DEPTH = 12`"
    )
    if isinstance(depth, bool) or not isinstance(depth, int):
        raise ModelError(integer)
    if not 1 <= depth <= MAX_TREE_DEPTH:
        raise ModelError(f"`MAX_DEPTH = {depth}`: {integer}")
    return depth


def _adapt(model):
    """The model's ``ADAPT`` (the warmup where ``--adapt`` is not given),
    None where it sets none; a ModelError where it names neither."""
    adapt = getattr(model, "ADAPT", None)
    if adapt is None:
        return None
    if not isinstance(adapt, str) or adapt not in ADAPTS:
        raise ModelError('`ADAPT` names the warmup: `ADAPT = "stan"` or `ADAPT = "nutpie"`')
    return adapt
