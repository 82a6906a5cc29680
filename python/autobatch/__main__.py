"""Command line: ``python3 -m autobatch run ...``, ``... sample ...`` and ``... suite ...``.

    python3 -m autobatch sample MODEL.py --data DATA.json -o OUT.npz [...]

runs autobatch's NUTS on a model file chain after chain in CPython, with
the draws ``autobatch sample`` gives (see autobatch.sampling).

    python3 -m autobatch run PROG.py --entry F --inputs IN.json [--output OUT.json] [--model MODEL.py]

runs F once per batch member in CPython and prints (or writes)
``{"outputs": [...], "status": [...]}`` on one line, as ``autobatch run``
does. ``--backend`` (only ``python``/``cpython``) and ``--max-stack-depth``
are accepted for command-line compatibility; CPython's own stack is deep
(recursion limit 100000), so the depth limit is not emulated.

    python3 -m autobatch suite [DIR]

checks the conformance programs (see autobatch.suite).
"""

from __future__ import annotations

import argparse
import sys

from .runner import RunnerError, encode_json, load_inputs, run_in_big_thread, run_program


def _run(argv) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m autobatch run",
                                 description="Run a program once per batch member in CPython (the oracle).")
    ap.add_argument("program")
    ap.add_argument("--entry", required=True)
    ap.add_argument("--inputs", required=True, help="JSON (name -> per-member values) or .npz")
    ap.add_argument("--output", help="write the result here instead of stdout")
    ap.add_argument("--model", help="PROG is a library importing autobatch.model: bind it to this model file")
    ap.add_argument("--batch", type=int, help="batch size when no parameter is batched (default 1)")
    ap.add_argument("--backend", default="python", choices=["python", "cpython"])
    ap.add_argument("--max-stack-depth", type=int, help="accepted and ignored (not emulated)")
    args = ap.parse_args(argv)
    try:
        inputs = load_inputs(args.inputs)
        result = run_in_big_thread(run_program, args.program, args.entry, inputs, args.batch, args.model)
    except (RunnerError, OSError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    text = encode_json(result)
    if args.output:
        with open(args.output, "w") as f:
            f.write(text + "\n")
    else:
        print(text)
    return 0


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    cmd, rest = argv[0], argv[1:]
    if cmd == "run":
        return _run(rest)
    if cmd == "suite":
        from .suite import main as suite_main

        return suite_main(rest)
    if cmd == "sample":
        from .sampling import main as sample_main

        return sample_main(rest)
    print(f"unknown command {cmd!r}: use `run`, `sample` or `suite`", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
