#!/usr/bin/env bash
# Compares `autobatch sample` with numpyro's and nutpie's NUTS in effective
# samples per second, on our model files (examples/models/), each sampler
# with its own adaptation at the same target acceptance, maximum tree depth,
# warmup and draws, per chain count:
#
#   numpyro  scripts/bench/peers/numpyro_ess.py: numpyro.infer.NUTS (Stan-style
#            multinomial NUTS, dual-averaging step size, diagonal mass
#            matrix from windowed warmup), chains vectorized (jax.vmap, as
#            chain_method="vectorized"), the model's log density from
#            scripts/bench/peers/models.py (same coordinates, priors and dtype
#            as our model file).
#   nutpie   scripts/bench/peers/nutpie_ess.py: nutpie.sample (nuts-rs, its
#            draw-and-gradient mass matrix adaptation) on PyMC models with
#            the same coordinates and density, compiled with numba, one chain
#            per thread (cores = min(chains, machine's)), BLAS threads 1; for
#            logreg also its jax backend (numba copies x.T on every
#            gradient). Its time excludes the trace conversion (printed
#            apart) and its compilation (12-14 s, not cached across
#            processes; printed too).
#   ours     scripts/bench/peers/ours_sample.py: target/release/autobatch sample
#            examples/models/MODEL.py --data DATA --chains C ... --quiet
#            --save-warmup -o target/peers/ours-MODEL-C.npz (skipped with a
#            message when the build fails or has no `sample` subcommand;
#            --no-build uses the binary there as is).
#
# All measure the same way: one run with --seed compiles (and fills our
# compile cache), untimed; then the timed run repeats with --seed + 1,
# --seed + 2, ... until each sampler has at least --min-runs timed runs (3)
# AND at least --min-seconds (2) of timed time summed, per chain count
# (nutpie's runs last 0.03-0.3 s here: one is noise). The repeats run back
# to back within each sampler's process, not alternating between the
# samplers: each compiles in its own process (nutpie 12-14 s, numpyro's
# jit, neither cached across processes) and nutpie in its own virtualenv.
# A run's time covers warmup AND draws (and numpyro's initial step size
# search; ours' own `sampling:` line, or the process's wall time where it
# prints none), compilation excluded. ESS is the smallest over coordinates
# of arviz's bulk ESS (arviz.ess(method="bulk"), rank-normalized
# split-chain) of the draws of all chains. Gradients = leapfrog steps
# summed over chains, warmup and draws. Reported per sampler and chain
# count: the MEDIAN seconds over the repeats, ESS/s = median min bulk ESS /
# median seconds, grads/s = median gradients / median seconds, the spread
# (min-max) of the repeats' own ESS/s and grads/s, and per repeat (seeds
# seed + 1, ...) its min bulk ESS, largest R-hat (arviz.rhat) and
# divergences (the JSON's "repeats"; the table shows the median and range
# of seconds and ESS, the largest R-hat and each repeat's divergences).
#
# Prints per model two tables, ESS/s and grads/s: per chain count ours',
# numpyro's and nutpie's median and min-max, with the ratios ours / peer of
# the medians; then the repeats of each, then best against best.
#
# Usage:
#   scripts/bench/bench_sample_peers.sh [--model eight_schools,gaussian,logreg,lotka_volterra] [--chains 1,4,16,64]
#                                 [--warmup 1000] [--draws 1000] [--seed 0] [--max-depth 10]
#                                 [--target-accept 0.8] [--backend cpu] [--skip-numpyro] [--skip-nutpie]
#                                 [--nutpie-chains 1,2,4] [--numpyro-chains C,...] [--dense-mass] [--skip-ours]
#                                 [--min-runs 3] [--min-seconds 2] [--no-build]
#
# --min-runs N --min-seconds S: the timed run of each sampler and chain
# count repeats (seeds seed + 1, seed + 2, ...) until it has run at least N
# times AND its timed seconds sum to at least S (defaults 3 and 2).
# --no-build skips `cargo build --release` and uses
# ${CARGO_TARGET_DIR:-target}/release/autobatch as it is.
#
# --dense-mass adapts a dense mass matrix in numpyro and ours (nutpie has
# none: skip it). --numpyro-chains runs numpyro at other chain counts than
# --chains (lotka_volterra: numpyro's vectorized chains run in lockstep
# through the ODE solver's while loop, so each step costs the slowest
# chain's; 4 chains did not finish in 26 minutes here).
#
# Not part of CI. Needs PyPI the first time: creates (or reuses) the
# virtualenv target/peers-venv with the jax group of scripts/bench/peers/venv.sh
# (jax, numpyro, arviz; no TensorFlow) and target/nutpie-venv (nutpie 0.16.8,
# PyMC 5.28.5), and writes examples/data/logreg.npz
# and examples/data/gaussian_100d.json if missing. Results:
# target/peers/{numpyro,nutpie,nutpie-jax,ours}-MODEL.json and the .npz of
# ours (its last repeat's). Each model and chain count samples at least
# --min-runs + 1 times per sampler (more where a run is under --min-seconds
# / --min-runs), so long settings take long on 2 cores (logreg most: each gradient reads the
# 10,000 x 100 data); short runs for a check: --warmup 200 --draws 200.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

OUT=target/peers
source scripts/bench/peers/venv.sh

MODELS=eight_schools,gaussian,logreg
CHAINS=1,4,16,64
WARMUP=1000
DRAWS=1000
SEED=0
MAX_DEPTH=10
TARGET_ACCEPT=0.8
BACKEND=cpu
RUN_NUMPYRO=1
RUN_NUTPIE=1
NUTPIE_CHAINS=1,2,4
NUMPYRO_CHAINS=
DENSE=()
RUN_OURS=1
MIN_RUNS=3
MIN_SECONDS=2
BUILD=1

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --model|--models) MODELS="$2"; shift 2 ;;
    --chains) CHAINS="$2"; shift 2 ;;
    --warmup) WARMUP="$2"; shift 2 ;;
    --draws) DRAWS="$2"; shift 2 ;;
    --seed) SEED="$2"; shift 2 ;;
    --max-depth) MAX_DEPTH="$2"; shift 2 ;;
    --target-accept) TARGET_ACCEPT="$2"; shift 2 ;;
    --backend) BACKEND="$2"; shift 2 ;;
    --skip-numpyro) RUN_NUMPYRO=0; shift ;;
    --numpyro-chains) NUMPYRO_CHAINS="$2"; shift 2 ;;
    --dense-mass) DENSE=(--dense-mass); shift ;;
    --skip-nutpie) RUN_NUTPIE=0; shift ;;
    --nutpie-chains) NUTPIE_CHAINS="$2"; shift 2 ;;
    --skip-ours) RUN_OURS=0; shift ;;
    --min-runs) MIN_RUNS="$2"; shift 2 ;;
    --min-seconds) MIN_SECONDS="$2"; shift 2 ;;
    --no-build) BUILD=0; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "bench_sample_peers.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

peers_venv jax || { echo "bench_sample_peers.sh: installing the peers failed" >&2; exit 1; }
if [[ $RUN_NUTPIE == 1 ]]; then
  nutpie_venv || { echo "bench_sample_peers.sh: installing nutpie failed; --skip-nutpie runs without it" >&2; exit 1; }
fi
"$PY" -c 'import jax, numpyro, arviz' 2>/dev/null \
  || { echo "bench_sample_peers.sh: $PEERS_VENV is broken; remove it and run again" >&2; exit 1; }

IFS=, read -r -a MODEL_LIST <<< "$MODELS"
if [[ " ${MODEL_LIST[*]} " == *" logreg "* && ! -f examples/data/logreg.npz ]]; then
  echo "== writing examples/data/logreg.npz"
  "$PY" examples/make_logreg.py
fi
if [[ " ${MODEL_LIST[*]} " == *" gaussian "* && ! -f examples/data/gaussian_100d.json ]]; then
  echo "== writing examples/data/gaussian_100d.json"
  "$PY" examples/make_gaussian.py
fi
mkdir -p "$OUT"

# cargo puts the binary under CARGO_TARGET_DIR when that is set.
AUTOBATCH="${CARGO_TARGET_DIR:-target}/release/autobatch"
if [[ $RUN_OURS == 1 && $BUILD == 0 ]]; then
  echo "== ours: --no-build, $AUTOBATCH as it is"
  if [[ ! -x "$AUTOBATCH" ]]; then
    echo "bench_sample_peers.sh: ours skipped: --no-build and no $AUTOBATCH" >&2
    RUN_OURS=0
  fi
elif [[ $RUN_OURS == 1 ]]; then
  echo "== building ours (cargo build --release)"
  if ! cargo build --release --quiet --bin autobatch 2> "$OUT/ours-build.log"; then
    echo "bench_sample_peers.sh: ours skipped: cargo build --release failed (see $OUT/ours-build.log)" >&2
    RUN_OURS=0
  fi
fi
if [[ $RUN_OURS == 1 ]]; then
  if ! "$AUTOBATCH" sample --help > /dev/null 2>&1; then
    echo "bench_sample_peers.sh: ours skipped: this autobatch has no 'sample' subcommand yet" >&2
    RUN_OURS=0
  fi
fi

SETTINGS=(--warmup "$WARMUP" --draws "$DRAWS" --seed "$SEED"
          --max-depth "$MAX_DEPTH" --target-accept "$TARGET_ACCEPT" "${DENSE[@]}"
          --min-runs "$MIN_RUNS" --min-seconds "$MIN_SECONDS")
for model in "${MODEL_LIST[@]}"; do
  peer_json="$OUT/numpyro-$model.json"
  nutpie_json="$OUT/nutpie-$model.json"
  nutpie_jax_json="$OUT/nutpie-jax-$model.json"
  ours_json="$OUT/ours-$model.json"
  rm -f "$peer_json" "$nutpie_json" "$nutpie_jax_json" "$ours_json"
  if [[ $RUN_NUMPYRO == 1 ]]; then
    echo "== $model: numpyro NUTS, vectorized chains, chains ${NUMPYRO_CHAINS:-$CHAINS} ${DENSE[*]}"
    "$PY" scripts/bench/peers/numpyro_ess.py --model "$model" --chains "${NUMPYRO_CHAINS:-$CHAINS}" "${SETTINGS[@]}" --json "$peer_json" 2> "$OUT/numpyro-$model.log" \
      || echo "bench_sample_peers.sh: the numpyro run failed; see $OUT/numpyro-$model.log" >&2
  fi
  if [[ $RUN_NUTPIE == 1 && $model == lotka_volterra ]]; then
    echo "== $model: nutpie skipped (no PyMC model of it: PyMC's ODE solvers are scipy's, not a compiled adaptive one)"
  elif [[ $RUN_NUTPIE == 1 && ${#DENSE[@]} -gt 0 ]]; then
    echo "== $model: nutpie skipped (--dense-mass: nutpie adapts no dense mass matrix)"
  elif [[ $RUN_NUTPIE == 1 ]]; then
    NUTPIE_SETTINGS=(--chains "$NUTPIE_CHAINS" --warmup "$WARMUP" --draws "$DRAWS" --seed "$SEED"
                     --max-depth "$MAX_DEPTH" --target-accept "$TARGET_ACCEPT"
                     --min-runs "$MIN_RUNS" --min-seconds "$MIN_SECONDS")
    backends=(numba)
    [[ $model == logreg ]] && backends+=(jax)
    for b in "${backends[@]}"; do
      out="$nutpie_json"; [[ $b == jax ]] && out="$nutpie_jax_json"
      echo "== $model: nutpie ($b), chains $NUTPIE_CHAINS"
      "$NUTPIE_PY" scripts/bench/peers/nutpie_ess.py --model "$model" --backend "$b" "${NUTPIE_SETTINGS[@]}" --json "$out" \
          2> "$OUT/nutpie-$b-$model.log" \
        || echo "bench_sample_peers.sh: the nutpie ($b) run failed; see $OUT/nutpie-$b-$model.log" >&2
    done
  fi
  if [[ $RUN_OURS == 1 ]]; then
    echo "== $model: ours, autobatch sample --backend $BACKEND, chains $CHAINS ${DENSE[*]}"
    "$PY" scripts/bench/peers/ours_sample.py --model "$model" --chains "$CHAINS" "${SETTINGS[@]}" --backend "$BACKEND" --autobatch "$AUTOBATCH" \
        --out-dir "$OUT" --json "$ours_json" 2> "$OUT/ours-$model.log" \
      || echo "bench_sample_peers.sh: ours failed; see $OUT/ours-$model.log" >&2
  fi
  SUMMARY_ARGS=()
  [[ -f "$ours_json" ]] && SUMMARY_ARGS+=(--ours "$ours_json")
  [[ -f "$peer_json" ]] && SUMMARY_ARGS+=(--numpyro "$peer_json")
  [[ -f "$nutpie_json" ]] && SUMMARY_ARGS+=(--nutpie "$nutpie_json")
  [[ -f "$nutpie_jax_json" ]] && SUMMARY_ARGS+=(--nutpie-jax "$nutpie_jax_json")
  "$PY" scripts/bench/peers/sample_summary.py --model "$model" "${SUMMARY_ARGS[@]}" || true
  if [[ $model == lotka_volterra && -f "$ours_json" ]]; then
    # Solver steps and right-hand-side evaluations per gradient, both
    # solvers at the same posterior draws (ours' last run's).
    "$PY" scripts/bench/peers/lotka_volterra_steps.py --draws "$(ls -t "$OUT"/ours-lotka_volterra-*.npz | head -1)" || true
  fi
done
