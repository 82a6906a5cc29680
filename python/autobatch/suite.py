"""Checks the conformance programs (tests/programs/) against the runner.

``python3 -m autobatch suite [DIR] [--only NAME ...]`` checks, for every
``NAME.json`` in DIR (default: tests/programs beside this package's repo):

* the JSON's format (see tests/programs/README.md) and that ``NAME.py`` is a
  module starting with ``from autobatch import *`` that defines the entry;
* every case: the runner's outputs and statuses equal the expected ones
  exactly (ints, floats, bools and strings are told apart, so ``2`` is not
  ``2.0``). A case with ``"oracle": false`` (e.g. a ``stack_overflow`` that
  CPython's deep stack never hits) is compared only on the members expected
  ``ok``; its other members must expect the zero value;
* every random spec: it names each parameter with a spec that fits its type,
  and a batch drawn from it (with this checker's own generator, not the
  Rust harness's) runs with every member within the call-depth limit
  (``max_stack_depth`` less a margin; self tail calls count as jumps, as the
  compiler makes them) and under ``MAX_CALLS`` calls per member, and no
  member overflows the stack.
"""

from __future__ import annotations

import argparse
import dis
import json
import math
import os
import random
import sys
import time

import numpy as np

from .runner import Leaf, RunnerError, entry_signature, load_program, run_function, run_in_big_thread

MAX_CALLS = 50_000
DEPTH_MARGIN = 2
DEFAULT_DEPTH = 128
STATUSES = {"ok", "division_by_zero", "index_out_of_bounds", "stack_overflow", "assertion_failed", "value_error",
            "overflow_error", "loop_limit"}
CASE_KEYS = {"inputs", "outputs", "status", "oracle", "note"}
TOP_KEYS = {"entry", "max_stack_depth", "cases", "random", "cpu_float_ulps", "note"}


class CheckError(Exception):
    pass


def strict_equal(a, b) -> bool:
    """JSON equality that tells bool, int and float apart and compares
    floats by value and sign (JSON floats are exact: -0.0 != 0.0)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(strict_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(strict_equal(a[k], b[k]) for k in a)
    if isinstance(a, float):
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    return a == b


def _zero_json(leaf: Leaf):
    z = {"bool": False, "i32": 0, "i64": 0, "f32": 0.0, "f64": 0.0}[leaf.name]

    def build(shape):
        return z if not shape else [build(shape[1:]) for _ in range(shape[0])]

    return build(leaf.shape)


def _check_header(py_path: str):
    with open(py_path) as f:
        src = f.read()
    for line in src.splitlines():
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if s != "from autobatch import *":
            raise CheckError(f"{py_path}: the first statement must be `from autobatch import *`, got `{s}`")
        break
    return src


def _is_tail_call_site(code, lasti: int, cache: dict) -> bool:
    """Whether the call instruction at byte offset ``lasti`` of ``code`` is
    followed directly by ``RETURN_VALUE`` (``return f(...)``)."""
    key = (code, lasti)
    hit = cache.get(key)
    if hit is None:
        instrs = list(dis.get_instructions(code))
        hit = False
        # f_lasti may point into the call's inline caches: the call is the
        # last instruction starting at or before it.
        at = None
        for i, ins in enumerate(instrs):
            if ins.offset <= lasti:
                at = i
            else:
                break
        if at is not None and instrs[at].opname.startswith("CALL"):
            hit = at + 1 < len(instrs) and instrs[at + 1].opname == "RETURN_VALUE"
        cache[key] = hit
    return hit


class _Tracer:
    """Per member: the deepest call nesting of the program's functions
    (entry = 1; self tail calls do not nest) and the number of calls."""

    def __init__(self, filename: str):
        self.filename = filename
        self.tail_cache = {}
        self.depths = {}
        self.max_depth = 0
        self.calls = 0
        self.per_member = []

    def start_member(self, b: int):
        if b > 0:
            self.per_member.append((self.max_depth, self.calls))
        self.depths.clear()
        self.max_depth = 0
        self.calls = 0

    def finish(self):
        self.per_member.append((self.max_depth, self.calls))

    def __call__(self, frame, event, arg):
        if frame.f_code.co_filename != self.filename:
            return
        if event == "call":
            self.calls += 1
            caller = frame.f_back
            parent = self.depths.get(id(caller), 0) if caller is not None else 0
            code = frame.f_code
            if (caller is not None and caller.f_code is code
                    and _is_tail_call_site(code, caller.f_lasti, self.tail_cache)):
                d = parent
            else:
                d = parent + 1
            self.depths[id(frame)] = d
            if d > self.max_depth:
                self.max_depth = d
        elif event == "return":
            self.depths.pop(id(frame), None)


def _gen_scalar(rng: random.Random, leaf: Leaf, spec: dict, what: str):
    if leaf.name == "bool":
        if set(spec) != {"p"} or not isinstance(spec["p"], (int, float)) or not 0 <= spec["p"] <= 1:
            raise CheckError(f"{what}: a bool parameter takes {{\"p\": probability}}, got {spec}")
        return rng.random() < spec["p"]
    if set(spec) != {"low", "high"}:
        raise CheckError(f"{what}: a numeric parameter takes {{\"low\", \"high\"}}, got {spec}")
    lo, hi = spec["low"], spec["high"]
    if leaf.name in ("i32", "i64"):
        if type(lo) is not int or type(hi) is not int or lo > hi:
            raise CheckError(f"{what}: int ranges need integer low <= high, got {spec}")
        return rng.randint(lo, hi)
    if type(lo) not in (int, float) or type(hi) not in (int, float) or lo > hi:
        raise CheckError(f"{what}: float ranges need numbers low <= high, got {spec}")
    x = rng.uniform(lo, hi)
    if leaf.name == "f32":
        x = float(np.float32(x))
    return x


def _gen_value(rng, leaf: Leaf, spec: dict, what: str):
    if not leaf.shape:
        return _gen_scalar(rng, leaf, spec, what)
    n = int(np.prod(leaf.shape))
    flat = [_gen_scalar(rng, leaf, spec, what) for _ in range(n)]
    return np.array(flat, dtype=leaf.np_dtype).reshape(leaf.shape).tolist()


def check_program(directory: str, name: str, verbose: bool = True) -> list:
    """Checks one program; returns a list of problems (empty when fine)."""
    problems = []
    json_path = os.path.join(directory, name + ".json")
    py_path = os.path.abspath(os.path.join(directory, name + ".py"))

    def log(msg):
        if verbose:
            print(f"  {msg}")

    try:
        with open(json_path) as f:
            spec = json.load(f)
        if not isinstance(spec, dict):
            raise CheckError("the JSON must be an object")
        extra = set(spec) - TOP_KEYS
        if extra:
            raise CheckError(f"unknown keys {sorted(extra)}")
        entry = spec.get("entry")
        if not isinstance(entry, str):
            raise CheckError("`entry` must be a string")
        depth_limit = spec.get("max_stack_depth", DEFAULT_DEPTH)
        if type(depth_limit) is not int or depth_limit < 1:
            raise CheckError("`max_stack_depth` must be a positive integer")
        ulps = spec.get("cpu_float_ulps", 0)
        if type(ulps) is not int or ulps < 0:
            raise CheckError("`cpu_float_ulps` must be a non-negative integer")
        cases = spec.get("cases", [])
        randoms = spec.get("random", [])
        if not isinstance(cases, list) or not isinstance(randoms, list):
            raise CheckError("`cases` and `random` must be lists")
        if not cases:
            raise CheckError("no cases")
        src = _check_header(py_path)
        module = load_program(py_path)
        fn = getattr(module, entry, None)
        if fn is None:
            raise CheckError(f"{name}.py defines no `{entry}`")
        sig = entry_signature(fn)
        leaves = sig.output_leaves()
    except (CheckError, RunnerError, OSError, json.JSONDecodeError, SyntaxError) as e:
        return [f"{name}: {e}"]

    for ci, case in enumerate(cases):
        where = f"{name}: case {ci}"
        try:
            if not isinstance(case, dict) or set(case) - CASE_KEYS or "inputs" not in case or "outputs" not in case:
                raise CheckError(f"a case is an object with inputs, outputs and optional status/oracle/note; got keys {sorted(case) if isinstance(case, dict) else case}")
            got = run_in_big_thread(run_function, fn, case["inputs"], None, sig)
            z = len(got["status"])
            expected_status = case.get("status", ["ok"] * z)
            if not isinstance(expected_status, list) or len(expected_status) != z or set(expected_status) - STATUSES:
                raise CheckError(f"status must list one of {sorted(STATUSES)} per member ({z}), got {expected_status}")
            exp_out = case["outputs"]
            if not isinstance(exp_out, list) or len(exp_out) != len(leaves) or any(
                    not isinstance(col, list) or len(col) != z for col in exp_out):
                raise CheckError(f"outputs must be {len(leaves)} list(s) of {z} values, got {exp_out}")
            if case.get("oracle", True):
                if not strict_equal(got["status"], expected_status):
                    problems.append(f"{where}: status {got['status']} != expected {expected_status}")
                if not strict_equal(got["outputs"], exp_out):
                    problems.append(f"{where}: outputs {got['outputs']} != expected {exp_out}")
                log(f"case {ci}: ok ({z} members)")
            else:
                for b in range(z):
                    for i, leaf in enumerate(leaves):
                        if expected_status[b] == "ok":
                            if not strict_equal(got["outputs"][i][b], exp_out[i][b]):
                                problems.append(f"{where}: member {b} output {i}: {got['outputs'][i][b]} != expected {exp_out[i][b]}")
                        elif not strict_equal(exp_out[i][b], _zero_json(leaf)):
                            problems.append(f"{where}: member {b} expects {expected_status[b]} so output {i} must be the zero value {_zero_json(leaf)}, got {exp_out[i][b]}")
                log(f"case {ci}: ok on the members expected ok (oracle: false; CPython statuses {got['status']})")
        except (CheckError, RunnerError) as e:
            problems.append(f"{where}: {e}")

    for ri, rs in enumerate(randoms):
        where = f"{name}: random {ri}"
        try:
            if not isinstance(rs, dict) or set(rs) - {"batch", "seed", "params", "note"}:
                raise CheckError(f"a random spec is {{batch, seed, params}}, got {rs}")
            batch, seed, params = rs.get("batch"), rs.get("seed"), rs.get("params")
            if type(batch) is not int or batch < 1 or type(seed) is not int or not isinstance(params, dict):
                raise CheckError("batch (int >= 1), seed (int) and params (object) are required")
            names = [p.name for p in sig.params]
            if set(params) != set(names):
                raise CheckError(f"params must give a spec for each of {names}, got {sorted(params)}")
            rng = random.Random(seed)
            inputs = {}
            for p in sig.params:
                ps = params[p.name]
                if not isinstance(ps, dict):
                    raise CheckError(f"spec of `{p.name}` must be an object")
                if p.shared:
                    inputs[p.name] = _gen_value(rng, p.leaf, ps, f"`{p.name}`")
                else:
                    inputs[p.name] = [_gen_value(rng, p.leaf, ps, f"`{p.name}`") for _ in range(batch)]
            tracer = _Tracer(py_path)

            def traced():
                sys.setprofile(tracer)
                try:
                    return run_function(fn, inputs, None, sig, on_member=tracer.start_member)
                finally:
                    sys.setprofile(None)

            t0 = time.perf_counter()
            got = run_in_big_thread(traced)
            dt = time.perf_counter() - t0
            tracer.finish()
            max_depth = max(d for d, _ in tracer.per_member)
            max_calls = max(c for _, c in tracer.per_member)
            counts = {}
            for s in got["status"]:
                counts[s] = counts.get(s, 0) + 1
            if max_depth > depth_limit - DEPTH_MARGIN:
                problems.append(f"{where}: a member nests {max_depth} calls deep; the limit is {depth_limit} (margin {DEPTH_MARGIN})")
            if max_calls > MAX_CALLS:
                problems.append(f"{where}: a member makes {max_calls} calls (> {MAX_CALLS})")
            if "stack_overflow" in counts:
                problems.append(f"{where}: {counts['stack_overflow']} member(s) overflowed CPython's stack")
            log(f"random {ri}: batch {batch}, depth <= {max_depth}/{depth_limit}, calls <= {max_calls}, "
                f"status {counts}, {dt:.2f}s")
        except (CheckError, RunnerError) as e:
            problems.append(f"{where}: {e}")
    return problems


def default_dir() -> str:
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", "..", "tests", "programs"))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m autobatch suite", description=__doc__.split("\n\n")[0])
    ap.add_argument("dir", nargs="?", default=default_dir())
    ap.add_argument("--only", nargs="*", default=None, help="program names to check")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    names = sorted(f[:-5] for f in os.listdir(args.dir) if f.endswith(".json"))
    if args.only:
        missing = set(args.only) - set(names)
        if missing:
            print(f"no such program(s): {sorted(missing)}", file=sys.stderr)
            return 2
        names = [n for n in names if n in args.only]
    for f in sorted(os.listdir(args.dir)):
        if f.endswith(".py") and f[:-3] not in names and not args.only:
            print(f"warning: {f} has no {f[:-3]}.json")
    all_problems = []
    for n in names:
        if not args.quiet:
            print(n)
        probs = check_program(args.dir, n, verbose=not args.quiet)
        for p in probs:
            print(f"  FAIL {p}")
        all_problems += probs
    print(f"{len(names)} program(s), {len(all_problems)} problem(s)")
    return 1 if all_problems else 0
