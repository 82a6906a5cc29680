#!/usr/bin/env bash
# Gradients per second of `autobatch sample` on two model files of the same
# posterior (say, a density written by hand in the flat form against the
# same one with named parameters and the distribution library), run in
# alternation on one machine: ROUNDS rounds (default 5) of CHAINS chains
# (default 256), 1000 warmup and 1000 draws each. Gradients are the
# leapfrog steps of warmup and draws (n_steps), over the `sampling:`
# seconds (warmup and draws, not the compilation). Prints one line per run
# and, per model, the best and the median.
#
#   scripts/bench/bench_model_forms.sh A.py B.py DATA.json
#
# e.g. the eight schools of issue 31, before and after:
#   git show 7f9b0a2:examples/models/eight_schools.py > /tmp/flat.py
#   scripts/bench/bench_model_forms.sh /tmp/flat.py examples/models/eight_schools.py examples/models/eight_schools.json
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 3 ] || { sed -n '2,16p' "$0" >&2; exit 2; }
A=$1 B=$2 DATA=$3
CHAINS=${CHAINS:-256} ROUNDS=${ROUNDS:-5}
cargo build --release --quiet
BIN=target/release/autobatch
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
# Compile both first (the cache keeps them), so no run counts a compile.
for m in "$A" "$B"; do "$BIN" sample "$m" --data "$DATA" --chains 2 --warmup 10 --draws 5 -q > /dev/null; done
for round in $(seq "$ROUNDS"); do
  for m in "$A" "$B"; do
    secs=$("$BIN" sample "$m" --data "$DATA" --chains "$CHAINS" --warmup 1000 --draws 1000 --save-warmup -q \
      -o "$OUT/run.npz" 2>&1 | sed -n 's/^sampling: \([0-9.]*\) s.*/\1/p')
    python3 - "$OUT/run.npz" "$secs" "$m" "$round" <<'PY' | tee -a "$OUT/lines"
import sys
import numpy as np
a = np.load(sys.argv[1])
steps = int(a["n_steps"].sum() + a["warmup_n_steps"].sum())
secs = float(sys.argv[2])
print(f"{sys.argv[3]}\tround {sys.argv[4]}\t{steps} gradients\t{secs:.3f} s\t{steps / secs:,.0f} gradients/s")
PY
  done
done
python3 - "$OUT/lines" <<'PY'
import statistics
import sys
rates = {}
for line in open(sys.argv[1]):
    model, *_, rate = line.rstrip("\n").split("\t")
    rates.setdefault(model, []).append(float(rate.split()[0].replace(",", "")))
for model, r in rates.items():
    print(f"{model}: best {max(r):,.0f}, median {statistics.median(r):,.0f} gradients/s over {len(r)} runs")
PY
