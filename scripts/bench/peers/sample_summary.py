"""Prints the table of scripts/bench/bench_sample_peers.sh for one model from the
rows of scripts/bench/peers/ours_sample.py (ours), numpyro_ess.py (numpyro)
and nutpie_ess.py (nutpie, numba and jax backends): per chain count, each
one's effective samples per second (the smallest bulk ESS over coordinates
/ seconds of warmup + draws, compilation excluded), then in a second table
its gradient evaluations per second, with the ratios ours / peer. Every
figure comes from repeated timed runs (seeds --seed + 1, + 2, ...; at
least --min-runs and --min-seconds): the "median" column is the median
min bulk ESS (or gradients) / the MEDIAN seconds of the repeats, the
"min-max" column the spread of the repeats' own ESS/s (or grads/s), the
ratio ours / peer of the medians. Then per sampler and chain count: the
repeats (how many, their seeds, timed seconds summed), the median and
spread of seconds and of the min bulk ESS, the largest R-hat and the
divergences of each repeat, leapfrog steps per transition; then each
one's best chain count by median ESS/s and by median grads/s, and the
ratios best against best.

A missing or unreadable file is reported and left out (e.g. ours, where
`autobatch sample` is not there yet). Rows of one timed run (no "runs"
field, the earlier format) show "-" as their spread.

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


def spread(row, key, fmt):
    """The repeats' min-max of key ("-" for a row of one timed run)."""
    if row is None or row.get(f"{key}_min") is None or row.get(f"{key}_max") is None:
        return "-"
    return f"{fmt.format(row[f'{key}_min'])}-{fmt.format(row[f'{key}_max'])}"


def ratio(ours, peer, key):
    if ours is None or peer is None or not peer.get(key):
        return "-"
    return f"{ours[key] / peer[key]:.2f}"


def table(ours, peers, key, label, fmt):
    """Per chain count: ours' median and spread of key, each peer's and the
    ratio ours / peer of the medians; columns as wide as their widest cell."""
    header = ["chains", f"ours {label}", "min-max"]
    header += [h for name, _ in peers for h in (f"{name} {label}", "min-max", "ratio")]
    body = []
    for c in sorted({r["chains"] for r in ours + [r for _, rows in peers for r in rows]}):
        o = at(ours, c)
        cells = [c, cell(o, key, fmt), spread(o, key, fmt)]
        for _, rows in peers:
            n = at(rows, c)
            cells += [cell(n, key, fmt), spread(n, key, fmt), ratio(o, n, key)]
        body.append(cells)
    widths = [max(len(str(cells[i])) for cells in [header] + body) + 2 for i in range(len(header))]
    for cells in [header] + body:
        print("".join(str(c).rjust(w) for c, w in zip(cells, widths)))


def repeats_line(r):
    """One row's repeats: count, seeds, summed time, median [spread] of
    seconds and min bulk ESS, the largest R-hat, divergences per repeat."""
    reps = r.get("repeats") or []
    if not reps:
        rhat = f", R-hat {r['max_rhat']:.3f}" if r.get("max_rhat") is not None else ""
        return f"1 run, min ESS {r['min_ess_bulk']:.0f}, {r['seconds']:.3f} s{rhat}, {r.get('divergences', '-')} divergent"
    seeds = [q["seed"] for q in reps]
    divs = [q.get("divergences") for q in reps]
    div_text = ",".join("-" if d is None else str(d) for d in divs)
    if len(divs) > 12:
        known = [d for d in divs if d is not None]
        div_text = f"{sum(known)} in all, {sum(1 for d in known if d)} of {len(divs)} runs with any, at most {max(known, default=0)}"
    rhats = [q["max_rhat"] for q in reps if q.get("max_rhat") is not None]
    ess = [q["min_ess_bulk"] for q in reps]
    return (
        f"{len(reps)} runs (seeds {min(seeds)}-{max(seeds)}, {r.get('seconds_sum', sum(q['seconds'] for q in reps)):.2f} s timed), "
        f"{r['seconds']:.3f} s [{r['seconds_min']:.3f}-{r['seconds_max']:.3f}], "
        f"min ESS {r['min_ess_bulk']:.0f} [{min(ess):.0f}-{max(ess):.0f}], "
        + (f"R-hat <= {max(rhats):.3f}" if rhats else "R-hat -")
        + f", divergent {div_text}"
    )


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

    print(
        f"\nmodel {args.model}: min bulk ESS / s, warmup + draws in the time, compilation excluded; "
        f"median over the timed repeats and their spread (min-max)"
    )
    table(ours, peers, "ess_per_sec", "ESS/s", "{:.1f}")
    print(f"\nmodel {args.model}: gradients / s (leapfrog steps of warmup + draws), median and spread")
    table(ours, peers, "grads_per_sec", "grads/s", "{:.0f}")
    print(
        "\nper sampler and chain count: timed repeats, seconds and min bulk ESS as median [min-max], "
        "the largest R-hat, divergences after warmup per repeat, leapfrog steps per transition"
    )
    for name, rows in [("ours", ours)] + peers:
        for r in sorted(rows, key=lambda r: r["chains"]):
            extra = ""
            if r.get("convert_seconds") is not None:
                extra = f", trace conversion {r['convert_seconds']:.3f} s (not in the time)"
            if r.get("compile_seconds") is not None:
                extra += f", compile {r['compile_seconds']:.1f} s"
            print(
                f"  {name:<11} chains {r['chains']:>5}: {repeats_line(r)}, "
                f"{r.get('mean_steps_per_transition', float('nan')):.1f} steps{extra}"
            )

    print("\nbest against best (medians, each at its own best chain count)")
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
