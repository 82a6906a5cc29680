#!/usr/bin/env bash
# Installs NVIDIA's PTX assembler, ptxas, into target/ptxas/bin (no CUDA
# toolkit: it ships in the PyPI wheel nvidia-cuda-nvcc-cu12, pinned here by
# version and SHA-256). The tests assemble every kernel with it
# (tests/conformance/ptxas.rs); they skip, saying why, when it is missing.
# Idempotent and quiet once installed; works offline after the first fetch.
# A registry that cannot be reached is not an error: it prints why and exits 0.
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION=12.9.86
SHA256=5d6a0d32fdc7ea39917c20065614ae93add6f577d840233237ff08e9a38f58f0
DIR=target/ptxas
BIN=$DIR/bin/ptxas

[ -x "$BIN" ] && exit 0
mkdir -p "$DIR/wheel" "$DIR/bin"
wheel=$(ls "$DIR"/wheel/nvidia_cuda_nvcc_cu12-"$VERSION"-*.whl 2>/dev/null | head -1 || true)
if [ -z "$wheel" ]; then
  if ! timeout 300 python3 -m pip download -q --no-deps --only-binary=:all: \
      "nvidia-cuda-nvcc-cu12==$VERSION" -d "$DIR/wheel" >/dev/null 2>&1; then
    echo "ptxas: cannot fetch nvidia-cuda-nvcc-cu12==$VERSION from PyPI; the ptxas tests will skip" >&2
    exit 0
  fi
  wheel=$(ls "$DIR"/wheel/nvidia_cuda_nvcc_cu12-"$VERSION"-*.whl | head -1)
fi
echo "$SHA256  $wheel" | sha256sum --check --quiet - || {
  echo "ptxas: $wheel does not have the pinned SHA-256; removing it" >&2
  rm -f "$wheel"
  exit 1
}
python3 - "$wheel" "$BIN" <<'PY'
import sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z, open(out + ".tmp", "wb") as f:
    f.write(z.read("nvidia/cuda_nvcc/bin/ptxas"))
PY
chmod +x "$BIN.tmp"
mv "$BIN.tmp" "$BIN"
