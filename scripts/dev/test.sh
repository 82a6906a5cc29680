#!/usr/bin/env bash
# The test command (README, .ci/run): installs what is missing, then runs the
# CPython module's unit tests, every Rust test of the workspace, and the
# Python extension's tests against the package installed as users install it.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/dev/setup.sh
# NVIDIA's ptxas for tests/conformance/ptxas.rs (skipped, saying why, without it).
bash scripts/dev/ptxas.sh
# The oracle alone (python/ on the path, no extension: the API tests skip).
PYTHONPATH=python python3 -m unittest discover -s python/tests -q
cargo test --workspace
# The extension (docs/python.md): `pip install ./python`, then its tests
# with the compiler and autobatch-run the Rust tests built. (A dev-profile
# build of the extension was tried to reuse the tests' dependencies: it took
# longer than the release build, 31 min of CI against 30.)
cargo build -q --bin autobatch -p autobatch --bin autobatch-run -p autobatch-runtime
python3 -m pip install -q ./python 2>/dev/null || python3 -m pip install -q --break-system-packages ./python
AUTOBATCH_REQUIRE_NATIVE=1 AUTOBATCH_COMPILER="$PWD/target/debug/autobatch" \
  python3 -m unittest discover -s python/tests -p 'test*api.py' -q
