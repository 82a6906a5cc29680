# Sourced (not run) by scripts/bench/bench_peers.sh and scripts/bench/bench_sample_peers.sh:
# the peers' virtualenv target/peers-venv, with pinned versions in groups
# so a script installs only what it runs:
#
#   jax  jax, numpyro and arviz (numpyro_*.py; arviz for bulk ESS)
#   tfp  TensorFlow Probability and TensorFlow (tfp_nuts.py)
#
# `peers_venv GROUP...` (from the repository root) installs each group
# whose pins the virtualenv does not hold yet, together with the groups it
# holds (so pip resolves them as one set), and sets PY to its python.
# Needs PyPI the first time.

PEERS_VENV=target/peers-venv
# Versions that install together on CPython 3.11 / x86-64 (TFP 0.25 goes
# with TF 2.18, and needs tf-keras; jax 0.4.38 agrees with TF 2.18 on
# numpy < 2.1 and ml_dtypes; arviz 0.22 imports under the current
# matplotlib, which 0.20 does not).
PEERS_PINS_JAX=("jax[cpu]==0.4.38" "jaxlib==0.4.38" "numpyro==0.16.1" "arviz==0.22.0" "numpy<2.1")
PEERS_PINS_TFP=("tensorflow==2.18.1" "tf-keras==2.18.0" "tensorflow-probability==0.25.0" "numpy<2.1")

peers_venv() {
  local group missing=() pins=()
  if [[ ! -x "$PEERS_VENV/bin/python" ]]; then
    echo "== creating $PEERS_VENV"
    python3 -m venv "$PEERS_VENV"
    "$PEERS_VENV/bin/pip" install --quiet --upgrade pip
  fi
  for group in jax tfp; do
    local -n group_pins="PEERS_PINS_${group^^}"
    if [[ "$(cat "$PEERS_VENV/.pins-$group" 2>/dev/null)" == "${group_pins[*]}" ]]; then
      pins+=("${group_pins[@]}")
    elif [[ " $* " == *" $group "* ]]; then
      missing+=("$group")
      pins+=("${group_pins[@]}")
    fi
    unset -n group_pins
  done
  if [[ ${#missing[@]} -gt 0 ]]; then
    echo "== installing the ${missing[*]} peers into $PEERS_VENV"
    "$PEERS_VENV/bin/pip" install --quiet "${pins[@]}" || return 1
    for group in "${missing[@]}"; do
      local -n group_pins="PEERS_PINS_${group^^}"
      printf '%s' "${group_pins[*]}" > "$PEERS_VENV/.pins-$group"
      unset -n group_pins
    done
  fi
  PY="$PEERS_VENV/bin/python"
}

# nutpie (scripts/bench/peers/nutpie_ess.py) in its own virtualenv, as its
# PyMC stack pins numpy and numba apart from jax's: on CPython 3.11 pip
# resolves nutpie 0.16.8 with PyMC 5.28.5 (PyMC 6 needs Python >= 3.12).
# jax 0.7.2 is nutpie's jax backend (numpy 2.4 here). `nutpie_venv` (from the repository root) installs it once and sets
# NUTPIE_PY to its python. Needs PyPI the first time.
NUTPIE_VENV=target/nutpie-venv
NUTPIE_PINS=("nutpie==0.16.8" "pymc==5.28.5" "arviz==0.22.0" "jax[cpu]==0.7.2")

nutpie_venv() {
  if [[ ! -x "$NUTPIE_VENV/bin/python" ]]; then
    echo "== creating $NUTPIE_VENV"
    python3 -m venv "$NUTPIE_VENV"
    "$NUTPIE_VENV/bin/pip" install --quiet --upgrade pip
  fi
  if [[ "$(cat "$NUTPIE_VENV/.pins" 2>/dev/null)" != "${NUTPIE_PINS[*]}" ]]; then
    echo "== installing nutpie into $NUTPIE_VENV"
    "$NUTPIE_VENV/bin/pip" install --quiet "${NUTPIE_PINS[@]}" || return 1
    printf '%s' "${NUTPIE_PINS[*]}" > "$NUTPIE_VENV/.pins"
  fi
  NUTPIE_PY="$NUTPIE_VENV/bin/python"
}
