#!/usr/bin/env bash
# Compile time against program size (tests/conformance/scaling.rs): generated
# programs of N = 100, 1,000 and 10,000 functions, statements, variables,
# tuple elements and saved variables, through the front end to MLIR, then
# through MLIR and LLVM to native code. Prints the times and the ratio of
# N = 10,000 to N = 1,000 (linear is 10, quadratic 100) and fails above 30.
# A benchmark, not part of the test command: about 6 minutes here, and its
# figures are timings (run it on a quiet machine).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo test --test conformance -- --ignored --nocapture --test-threads 1 scaling::compile_time scaling::native_code_time
