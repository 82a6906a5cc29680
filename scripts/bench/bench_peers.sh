#!/usr/bin/env bash
# Compares our batched NUTS with two peers on the same model, data, step
# size and maximum tree depth, in gradient evaluations per second (leapfrog
# steps summed over all chains / warm wall time, compilation excluded):
#
#   tfp      TensorFlow Probability's autobatched NUTS,
#            tfp.experimental.mcmc.NoUTurnSampler (its nuts_autobatching.py:
#            the autobatching paper's sampler; Hoffman & Gelman Algorithm 3
#            with slice sampling, like ours), 4 leapfrog steps per tree leaf
#            (unrolled_leapfrog_steps=4, as ours), under XLA
#            (tf.function(jit_compile=True)). Count: kernel results'
#            leapfrogs_taken.
#   numpyro  NumPyro's NUTS with vectorized chains (chain_method='vectorized'),
#            fixed step size, no adaptation, identity mass matrix. Count:
#            extra field num_steps. DIFFERENCE: numpyro has no
#            leapfrog-steps-per-leaf option, so it takes 1 step per leaf
#            (ours and TFP take 4), and its NUTS is the multinomial variant.
#   ours     autobatch bench nuts --backend cpu (skipped with a message when
#            the subcommand is not there or does not build): exact products,
#            bit for bit those of CPython, and again with --fma (fused
#            multiply-adds in the data products, as XLA computes them).
#
# Then prints per batch size the rates, each one's best batch size and rate
# with the ratios ours / peer and ours --fma / peer, and the same ratios at
# each batch size.
#
# Usage:
#   scripts/bench/bench_peers.sh [--model logreg|gaussian] [--eps 0.01] [--max-depth 8]
#                          [--batch 1,4,16,64,256] [--trajectories 10] [--repeats 2]
#                          [--skip-tfp] [--skip-numpyro] [--skip-ours] [--skip-fma]
#
# --skip-fma runs ours only once, with exact products.
#
# Not part of CI. Needs PyPI the first time: creates (or reuses) the
# virtualenv target/peers-venv with the versions pinned in
# scripts/bench/peers/venv.sh (TensorFlow only without --skip-tfp), and writes
# examples/data/logreg.npz if missing. Results: target/peers/{tfp,numpyro,ours,ours-fma}.json.
# The Python parts are scripts/bench/peers/*.py (each runnable alone, --help).
# Once the virtualenv exists, the default run takes about 2.5 minutes on 2
# cores, 3 with --trajectories 30 (longer runs, less noise); the first run
# also installs the packages.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

OUT=target/peers
# The virtualenv and its pinned versions: scripts/bench/peers/venv.sh.
source scripts/bench/peers/venv.sh

MODEL=logreg
EPS=0.01
MAX_DEPTH=8
BATCH=1,4,16,64,256
TRAJECTORIES=10
REPEATS=2
RUN_TFP=1
RUN_NUMPYRO=1
RUN_OURS=1
RUN_FMA=1

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --model) MODEL="$2"; shift 2 ;;
    --eps) EPS="$2"; shift 2 ;;
    --max-depth) MAX_DEPTH="$2"; shift 2 ;;
    --batch) BATCH="$2"; shift 2 ;;
    --trajectories) TRAJECTORIES="$2"; shift 2 ;;
    --repeats) REPEATS="$2"; shift 2 ;;
    --skip-tfp) RUN_TFP=0; shift ;;
    --skip-numpyro) RUN_NUMPYRO=0; shift ;;
    --skip-ours) RUN_OURS=0; shift ;;
    --skip-fma) RUN_FMA=0; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "bench_peers.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

PEER_GROUPS=(jax)
[[ $RUN_TFP == 1 ]] && PEER_GROUPS+=(tfp)
peers_venv "${PEER_GROUPS[@]}" || { echo "bench_peers.sh: installing the peers failed" >&2; exit 1; }
CHECK='import jax, numpyro'
[[ $RUN_TFP == 1 ]] && CHECK+=', tensorflow, tensorflow_probability'
"$PY" -c "$CHECK" 2>/dev/null \
  || { echo "bench_peers.sh: $PEERS_VENV is broken; remove it and run again" >&2; exit 1; }

if [[ "$MODEL" == logreg && ! -f examples/data/logreg.npz ]]; then
  echo "== writing examples/data/logreg.npz"
  "$PY" examples/make_logreg.py
fi

mkdir -p "$OUT"
COMMON=(--model "$MODEL" --eps "$EPS" --max-depth "$MAX_DEPTH" --batch "$BATCH"
        --trajectories "$TRAJECTORIES" --repeats "$REPEATS")
PEER_FILES=()

if [[ $RUN_TFP == 1 ]]; then
  echo "== TFP autobatched NUTS (tfp.experimental.mcmc.NoUTurnSampler, XLA, 4 leapfrog steps per leaf)"
  rm -f "$OUT/tfp.json"
  TF_CPP_MIN_LOG_LEVEL=3 "$PY" scripts/bench/peers/tfp_nuts.py "${COMMON[@]}" --json "$OUT/tfp.json" 2> "$OUT/tfp.log" \
    || echo "bench_peers.sh: the TFP run failed; see $OUT/tfp.log" >&2
  PEER_FILES+=("$OUT/tfp.json")
fi

if [[ $RUN_NUMPYRO == 1 ]]; then
  echo "== numpyro NUTS, vectorized chains (NOTE: 1 leapfrog step per leaf; numpyro has no option for 4)"
  rm -f "$OUT/numpyro.json"
  "$PY" scripts/bench/peers/numpyro_nuts.py "${COMMON[@]}" --json "$OUT/numpyro.json" 2> "$OUT/numpyro.log" \
    || echo "bench_peers.sh: the numpyro run failed; see $OUT/numpyro.log" >&2
  PEER_FILES+=("$OUT/numpyro.json")
fi

OURS_ARGS=()
# Ours, once per arithmetic: `ours_run NAME [FLAGS]` writes $OUT/NAME.json
# and adds it to the summary.
ours_run() {
  local name="$1"; shift
  rm -f "$OUT/$name.json"
  if target/release/autobatch bench nuts --model "$MODEL" --backend cpu --batch "$BATCH" --eps "$EPS" \
      --max-depth "$MAX_DEPTH" --trajectories "$TRAJECTORIES" --repeats "$REPEATS" --json "$OUT/$name.json" "$@"; then
    OURS_ARGS+=("--$name" "$OUT/$name.json")
  else
    echo "bench_peers.sh: ours failed (autobatch bench nuts $* exited non-zero)" >&2
  fi
}
if [[ $RUN_OURS == 1 ]]; then
  echo "== ours: autobatch bench nuts --backend cpu"
  if ! cargo build --release --quiet --bin autobatch 2> "$OUT/ours-build.log"; then
    echo "bench_peers.sh: ours skipped: cargo build --release failed (see $OUT/ours-build.log)" >&2
  elif ! target/release/autobatch bench nuts --help > /dev/null 2>&1; then
    echo "bench_peers.sh: ours skipped: this autobatch has no 'bench nuts' subcommand yet" >&2
  else
    ours_run ours
    if [[ $RUN_FMA == 1 ]]; then
      echo "== ours with --fma"
      ours_run ours-fma --fma
    fi
  fi
fi

"$PY" scripts/bench/peers/summarize.py --model "$MODEL" "${OURS_ARGS[@]}" "${PEER_FILES[@]}"
echo
echo "numpyro takes 1 leapfrog step per tree leaf (no option for more); ours and TFP take 4."
