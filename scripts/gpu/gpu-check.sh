#!/usr/bin/env bash
# The GPU check of the cuda backend: every conformance program's cuda bundle
# against the cpu backend's outputs (bit for bit, floats included: see
# gpu_check.py), then fib over 10..15 at Z = 10^4, 10^5, 10^6 on cpu and
# cuda with the ratios. The GPU machine has no compiler and no network, so
# the check comes in two halves:
#
#   bash scripts/gpu/gpu-check.sh build [DIR]   on the build machine: builds
#       autobatch-run and the compiler (release), then writes into DIR
#       (default target/gpu-check) cpu and cuda bundles for every program,
#       their input batches, the cpu bundles' outputs on them, the fib
#       benchmark's bundles and inputs, autobatch-run and this script.
#   bash DIR/gpu-check.sh run [--float-ulps N] [--repeat N] [--no-bench] [--timeout S]
#       on the GPU machine, in the copied DIR (python3 and an NVIDIA
#       driver; nothing else): runs and compares, exit status 0 when every
#       program agrees. Each run of autobatch-run gets S seconds (default
#       600) before it counts as hung; everything printed also goes to
#       DIR/transcript.txt, to paste back. The fib timing's cpu bundle is
#       compiled for x86-64-v3 and timed only on a CPU that has its features.
#   bash scripts/gpu/gpu-check.sh all [DIR] [--gpu-arch ARCH]   both, where one
#       machine has the compiler and a GPU.
#
# --gpu-arch ARCH after `build` or `all` (default sm_90) targets another GPU.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mode="${1:-}"
shift || true

root="$(cd "$here/../.." && pwd)"
out="$root/target/gpu-check"
arch=sm_90

# DIR and --gpu-arch ARCH, in either order, for `build` and `all`.
parse_build_args() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --gpu-arch) arch="$2"; shift 2 ;;
      *) out="$1"; shift ;;
    esac
  done
}

build() {
  bash "$root/scripts/dev/setup.sh"
  (cd "$root" && cargo build --release --quiet --bin autobatch && cargo build --release --quiet -p autobatch-runtime)
  python3 "$root/scripts/gpu/gpu_check.py" build --out "$out" --gpu-arch "$arch" \
    --autobatch "$root/target/release/autobatch" --runner "$root/target/release/autobatch-run"
  cp "$root/scripts/gpu/gpu-check.sh" "$out/gpu-check.sh"
}

case "$mode" in
  build) parse_build_args "$@"; build ;;
  run)
    # In a copied directory the script sits beside gpu_check.py; in the
    # repository, the default build directory is used.
    if [ -f "$here/gpu_check.py" ] && [ -d "$here/bin" ]; then
      exec python3 "$here/gpu_check.py" run --out "$here" "$@"
    fi
    exec python3 "$here/gpu_check.py" run --out "$here/../../target/gpu-check" "$@"
    ;;
  all)
    parse_build_args "$@"
    build
    exec python3 "$out/gpu_check.py" run --out "$out"
    ;;
  *)
    sed -n '2,26p' "$0" >&2
    exit 2
    ;;
esac
