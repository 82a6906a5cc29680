#!/usr/bin/env bash
# Seconds of CPU time to take N gradients of one density written two ways
# (scripts/bench/density_forms/: the flat form written by hand, and the
# same posterior with the distribution library), each file's `gradients`
# entry calling value_and_grad N times per member in a loop, compiled for
# the CPU, one thread, ROUNDS rounds (default 8) in alternation. The
# density alone, without the sampler's own work around it, whose cost
# (about 1 microsecond a gradient on eight schools) hides a density's on
# this machine's noise. Prints each run's user seconds, then per file the
# least and the median.
#
#   scripts/bench/bench_density_forms.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
ROUNDS=${ROUNDS:-8}
cargo build --release --quiet
BIN=target/release/autobatch
DIR=scripts/bench/density_forms
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
python3 - "$OUT" <<'PY'
import json
import sys

import numpy as np

out = sys.argv[1]
rng = np.random.default_rng(0)
# Eight schools: 256 members, 100,000 gradients each.
json.dump(
    {
        "n": [100_000] * 256,
        "theta": rng.normal(size=(256, 10)).tolist(),
        "y": [28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0],
        "sigma": [15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0],
    },
    open(f"{out}/eight_schools.json", "w"),
)
# Logistic regression (examples/make_logreg.py's data): 16 members, 200 each.
d = np.load("examples/data/logreg.npz")
np.savez(f"{out}/logreg.npz", n=np.full(16, 200, np.int64), theta=np.zeros((16, 100), np.float32), x=d["x"], y=d["y"])
PY
run() {
  /usr/bin/time -f "%U" "$BIN" run "$DIR/$1.py" --entry gradients --inputs "$OUT/$2" --backend cpu --threads 1 2>&1 >/dev/null | tail -1
}
for m in eight_schools_flat eight_schools_lib logreg_flat logreg_lib; do  # compile (cached) first
  case $m in eight*) run "$m" eight_schools.json ;; *) run "$m" logreg.npz ;; esac > /dev/null
done
for round in $(seq "$ROUNDS"); do
  for m in eight_schools_flat eight_schools_lib logreg_flat logreg_lib; do
    case $m in eight*) s=$(run "$m" eight_schools.json) ;; *) s=$(run "$m" logreg.npz) ;; esac
    echo "$m round $round: $s s" | tee -a "$OUT/lines"
  done
done
python3 - "$OUT/lines" <<'PY'
import statistics
import sys

times = {}
for line in open(sys.argv[1]):
    name, rest = line.split(" round ")
    times.setdefault(name, []).append(float(rest.split(": ")[1].split()[0]))
for name, t in times.items():
    print(f"{name}: least {min(t):.2f} s, median {statistics.median(t):.2f} s over {len(t)} runs")
PY
