"""Prints the table of scripts/bench/bench_sample_peers.sh for one model from the
rows of scripts/bench/peers/ours_sample.py (ours), numpyro_ess.py (numpyro)
and nutpie_ess.py (nutpie, numba and jax backends): per chain count, each
one's effective samples per second (the smallest bulk ESS over coordinates
/ seconds of warmup + draws, compilation excluded) and gradient
evaluations per second, with the ratios ours / peer; each run's ESS,
seconds, divergences and steps; then each one's best chain count by ESS/s
and by grads/s, and the ratios best against best.

A missing or unreadable file is reported and left out (e.g. ours, where
`autobatch sample` is not there yet).

    python3 scripts/bench/peers/sample_summary.py --model eight_schools \\
        --ours target/peers/ours-eight_schools.json --numpyro target/peers/numpyro-eight_schools.json \\
        [--nutpie target/peers/nutpie-eight_schools.json] [--nutpie-jax target/peers/nutpie-jax-eight_schools.json]
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


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", required=True)
    p.add_argument("--ours", help="ours_sample.py --json output")
    p.add_argument("--numpyro", help="numpyro_ess.py --json output")
    p.add_argument("--nutpie", help="nutpie_ess.py --json output (numba backend)")
    p.add_argument("--nutpie-jax", help="nutpie_ess.py --backend jax --json output")
    args = p.parse_args()
    ours = load(args.ours, args.model)
    peers = [(name, load(path, args.model)) for name, path in
             (("numpyro", args.numpyro), ("nutpie", args.nutpie), ("nutpie-jax", args.nutpie_jax))]
    peers = [(name, rows) for name, rows in peers if rows]
    if not ours and not peers:
        print(f"model {args.model}: nothing to compare")
        return 1

    print(f"\nmodel {args.model}: min bulk ESS / s and gradients / s, warmup + draws in the time, compilation excluded")
    widths = [7, 12] + [w for _ in peers for w in (16, 7)] + [13] + [w for _ in peers for w in (17, 7)]
    header = ["chains", "ours ESS/s"] + [h for name, _ in peers for h in (f"{name} ESS/s", "ratio")]
    header += ["ours grads/s"] + [h for name, _ in peers for h in (f"{name} grads/s", "ratio")]
    line = lambda cells: "".join(str(c).rjust(w) for c, w in zip(cells, widths))  # noqa: E731
    print(line(header))
    chain_counts = sorted({r["chains"] for r in ours + [r for _, rows in peers for r in rows]})
    for c in chain_counts:
        o = at(ours, c)
        cells = [c, cell(o, "ess_per_sec", "{:.1f}")]
        for _, rows in peers:
            n = at(rows, c)
            cells += [cell(n, "ess_per_sec", "{:.1f}"), ratio(o, n, "ess_per_sec")]
        cells.append(cell(o, "grads_per_sec", "{:.0f}"))
        for _, rows in peers:
            n = at(rows, c)
            cells += [cell(n, "grads_per_sec", "{:.0f}"), ratio(o, n, "grads_per_sec")]
        print(line(cells))
    print("\nper run: min bulk ESS, seconds, divergences after warmup, leapfrog steps per transition")
    for name, rows in [("ours", ours)] + peers:
        for r in sorted(rows, key=lambda r: r["chains"]):
            extra = ""
            if r.get("convert_seconds") is not None:
                extra = f", trace conversion {r['convert_seconds']:.3f} s (not in the time)"
            if r.get("compile_seconds") is not None:
                extra += f", compile {r['compile_seconds']:.1f} s"
            print(
                f"  {name:<11} chains {r['chains']:>5}: min ESS {r['min_ess_bulk']:.0f}, {r['seconds']:.3f} s, "
                f"{r.get('divergences', '-')} divergent, {r.get('mean_steps_per_transition', float('nan')):.1f} steps{extra}"
            )

    print("\nbest against best (each at its own best chain count)")
    print("".rjust(10) + "ours (chains)".rjust(20) + "".join(f"{name} (chains)".rjust(24) + f"ours/{name}".rjust(16) for name, _ in peers))
    for key, label, fmt in (("ess_per_sec", "ESS/s", "{:.1f}"), ("grads_per_sec", "grads/s", "{:.0f}")):
        bo = best(ours, key)
        text = label.rjust(10) + (f"{fmt.format(bo[key])} ({bo['chains']})" if bo else "-").rjust(20)
        for _, rows in peers:
            bn = best(rows, key)
            text += (f"{fmt.format(bn[key])} ({bn['chains']})" if bn else "-").rjust(24) + ratio(bo, bn, key).rjust(16)
        print(text)
    if not ours:
        print("(no rows for ours: see above why `autobatch sample` did not run)")
    if ours and any(r.get("seconds_source", "").startswith("wall") for r in ours):
        print("(ours' seconds: wall time of the whole process, no `sampling:` line; startup and output count too)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
