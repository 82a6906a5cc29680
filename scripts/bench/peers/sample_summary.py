"""Prints the table of scripts/bench/bench_sample_peers.sh for one model from the
rows of scripts/bench/peers/ours_sample.py (ours) and numpyro_ess.py (numpyro):
per chain count, each one's effective samples per second (the smallest
bulk ESS over coordinates / wall seconds of warmup + draws, compilation
excluded) and gradient evaluations per second, with the ratios ours /
numpyro; then each one's best chain count by ESS/s and by grads/s, and
the ratios best against best.

A missing or unreadable file is reported and left out (e.g. ours, where
`autobatch sample` is not there yet).

    python3 scripts/bench/peers/sample_summary.py --model eight_schools \\
        --ours target/peers/ours-eight_schools.json --numpyro target/peers/numpyro-eight_schools.json
"""

import argparse
import json
import sys


def load(path, model):
    if not path:
        return []
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        print(f"note: {path}: {e}", file=sys.stderr)
        return []
    rows = doc.get("rows", []) if isinstance(doc, dict) else doc
    return [r for r in rows if isinstance(r, dict) and r.get("model", model) == model and "chains" in r]


def at(rows, chains):
    return next((r for r in rows if r["chains"] == chains), None)


def cell(row, key, fmt):
    return fmt.format(row[key]) if row is not None and row.get(key) is not None else "-"


def ratio(ours, peer, key):
    if ours is None or peer is None or not peer.get(key):
        return "-"
    return f"{ours[key] / peer[key]:.2f}"


def best(rows, key):
    return max(rows, key=lambda r: r[key]) if rows else None


COLUMNS = [
    ("chains", 7),
    ("ours ESS/s", 12),
    ("numpyro ESS/s", 15),
    ("ratio", 7),
    ("ours grads/s", 14),
    ("numpyro grads/s", 17),
    ("ratio", 7),
    ("ours minESS", 13),
    ("numpyro minESS", 16),
    ("ours s", 9),
    ("numpyro s", 11),
    ("ours div", 10),
    ("numpyro div", 13),
]


def line(cells):
    return "".join(str(c).rjust(w) for c, (_, w) in zip(cells, COLUMNS))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", required=True)
    p.add_argument("--ours", help="ours_sample.py --json output")
    p.add_argument("--numpyro", help="numpyro_ess.py --json output")
    args = p.parse_args()
    ours, peer = load(args.ours, args.model), load(args.numpyro, args.model)
    if not ours and not peer:
        print(f"model {args.model}: nothing to compare")
        return 1

    print(f"\nmodel {args.model}: min bulk ESS / s and gradients / s, warmup + draws in the time, compilation excluded")
    print(line([name for name, _ in COLUMNS]))
    for c in sorted({r["chains"] for r in ours + peer}):
        o, n = at(ours, c), at(peer, c)
        print(line([
            c,
            cell(o, "ess_per_sec", "{:.1f}"), cell(n, "ess_per_sec", "{:.1f}"), ratio(o, n, "ess_per_sec"),
            cell(o, "grads_per_sec", "{:.0f}"), cell(n, "grads_per_sec", "{:.0f}"), ratio(o, n, "grads_per_sec"),
            cell(o, "min_ess_bulk", "{:.0f}"), cell(n, "min_ess_bulk", "{:.0f}"),
            cell(o, "seconds", "{:.3f}"), cell(n, "seconds", "{:.3f}"),
            cell(o, "divergences", "{}"), cell(n, "divergences", "{}"),
        ]))  # fmt: skip

    print("\nbest against best (each at its own best chain count)")
    print("".rjust(16) + "ours (chains)".rjust(22) + "numpyro (chains)".rjust(22) + "ours/numpyro".rjust(14))
    for key, label, fmt in (("ess_per_sec", "ESS/s", "{:.1f}"), ("grads_per_sec", "grads/s", "{:.0f}")):
        bo, bn = best(ours, key), best(peer, key)
        show = [f"{fmt.format(b[key])} ({b['chains']})" if b else "-" for b in (bo, bn)]
        print(label.rjust(16) + show[0].rjust(22) + show[1].rjust(22) + ratio(bo, bn, key).rjust(14))
    if not ours:
        print("(no rows for ours: see above why `autobatch sample` did not run)")
    if ours and any(r.get("seconds_source", "").startswith("wall") for r in ours):
        print("(ours' seconds: wall time of the whole process, no `sampling:` line; startup and output count too)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
