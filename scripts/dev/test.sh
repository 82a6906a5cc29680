#!/usr/bin/env bash
# The test command (README, .ci/run): installs what is missing, then runs the
# CPython module's unit tests and every Rust test of the workspace.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/dev/setup.sh
# NVIDIA's ptxas for tests/conformance/ptxas.rs (skipped, saying why, without it).
bash scripts/dev/ptxas.sh
PYTHONPATH=python python3 -m unittest discover -s python/tests -q
cargo test --workspace
