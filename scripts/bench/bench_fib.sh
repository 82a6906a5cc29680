#!/usr/bin/env bash
# The fib benchmark of the CPU backend issue: inputs drawn from 10..15 at
# Z = 1, 100, 10,000 and 100,000 through ref, vm, cpu and native recursion,
# as a table of warm wall times and ratios. Extra arguments go to
# `autobatch bench fib` (e.g. --sizes 1000,1000000 --json out.json).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/dev/setup.sh
cargo run --release --quiet -- bench fib "$@"
