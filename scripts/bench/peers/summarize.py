"""Prints the comparison table of scripts/bench/bench_peers.sh from the peers'
JSON files: per batch size, each peer's gradient evaluations per second;
then each peer's best batch size and rate, and the ratios of ours (exact
products) and of ours with --fma to it, best against best; then the same
ratios at each batch size, where both ran it (the issue's "at the best
batch size" can be read either way; the table shows both).

Each file is either {"rows": [...], ...} (the peers' scripts and
`autobatch bench nuts --json`) or a bare list of rows; a row needs
"batch" and "grads_per_sec" (and "model", checked against --model when
present). A missing or unreadable file is reported and skipped.

    python3 scripts/bench/peers/summarize.py --model logreg --ours target/peers/ours.json \\
        --ours-fma target/peers/ours-fma.json target/peers/tfp.json target/peers/numpyro.json
"""

import argparse
import json
import os
import sys


def load(path, model):
    """(peer name, rows, note) or None."""
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        print(f"note: {path}: {e}", file=sys.stderr)
        return None
    rows = doc.get("rows", []) if isinstance(doc, dict) else doc
    rows = [r for r in rows if isinstance(r, dict) and "batch" in r and "grads_per_sec" in r]
    rows = [r for r in rows if r.get("model", model) == model]
    name = doc.get("peer") if isinstance(doc, dict) else None
    if not name and rows:
        name = rows[0].get("peer")
    return name or os.path.splitext(os.path.basename(path))[0], rows


def best(rows):
    return max(rows, key=lambda r: r["grads_per_sec"]) if rows else None


def ratio(ours, peer):
    """ours / peer as text, "-" where either is missing or the peer is 0."""
    if ours is None or peer is None or peer["grads_per_sec"] <= 0:
        return "-"
    return f"{ours['grads_per_sec'] / peer['grads_per_sec']:.2f}"


def at(rows, batch):
    return next((r for r in rows if r["batch"] == batch), None)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", default="logreg")
    p.add_argument("--ours", help="ours: autobatch bench nuts --json output")
    p.add_argument("--ours-fma", help="ours with --fma: autobatch bench nuts --fma --json output")
    p.add_argument("peers", nargs="*", help="peer JSON files")
    args = p.parse_args()

    tables = []
    ours = {}
    for name, path in (("ours", args.ours), ("ours --fma", args.ours_fma)):
        if not path:
            continue
        got = load(path, args.model)
        if got and got[1]:
            ours[name] = got[1]
            tables.append((name, got[1]))
        else:
            print(f"note: no rows for {name} ({path})", file=sys.stderr)
    for path in args.peers:
        got = load(path, args.model)
        if got and got[1]:
            tables.append(got)
        else:
            print(f"note: no rows in {path}", file=sys.stderr)
    if not tables:
        print("nothing to compare")
        return 1

    batches = sorted({r["batch"] for _, rows in tables for r in rows})
    names = [n for n, _ in tables]
    w = max(12, *(len(n) + 2 for n in names))
    print(f"\nmodel {args.model}: gradient evaluations per second (leapfrog steps of all chains / warm wall time)")
    print("batch".rjust(8) + "".join(n.rjust(w) for n in names))
    for b in batches:
        line = str(b).rjust(8)
        for _, rows in tables:
            r = [r for r in rows if r["batch"] == b]
            line += (f"{r[0]['grads_per_sec']:.1f}" if r else "-").rjust(w)
        print(line)

    bests = {name: best(rows) for name, rows in ours.items()}
    print()
    print("peer".ljust(w) + "best batch".rjust(12) + "grads/s".rjust(14) + "".join(f"{n}/peer".rjust(w + 6) for n in bests))
    for name, rows in tables:
        b = best(rows)
        line = name.ljust(w) + str(b["batch"]).rjust(12) + f"{b['grads_per_sec']:.1f}".rjust(14)
        for top in bests.values():
            line += ratio(top, b).rjust(w + 6)
        print(line)
    if not ours:
        print("(no rows for ours: ratios need `autobatch bench nuts --json`)")
        return 0

    peers = [(n, rows) for n, rows in tables if n not in ours]
    if peers:
        print(f"\nat the same batch size: {' and '.join(ours)} over each peer")
        print("batch".rjust(8) + "".join(n.rjust(w + 6) for n, _ in peers))
        for b in batches:
            cells = [" / ".join(ratio(at(mine, b), at(rows, b)) for mine in ours.values()) for _, rows in peers]
            print(str(b).rjust(8) + "".join(c.rjust(w + 6) for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
