#!/usr/bin/env bash
# Installs the Debian packages autobatch builds against (LLVM/MLIR 22 and the
# static libraries their -sys crates link; libclang for the bindgen of
# mlir-sys and llvm-sys). Idempotent: prints nothing and
# touches nothing when everything is already installed.
set -euo pipefail

PACKAGES=(
  llvm-22-dev libmlir-22-dev mlir-22-tools libpolly-22-dev
  libclang-22-dev
  zlib1g-dev libzstd-dev libxml2-dev libz3-dev
  # The font of `autobatch bench nuts --plot` (read at run time, no fontconfig).
  fonts-dejavu-core
  # `autobatch sample -o OUT.nc`: netcdf-sys links the system libnetcdf (found
  # with nc-config), hdf5-metno-sys the system HDF5 (found with pkg-config).
  libnetcdf-dev libhdf5-dev pkg-config
  # `compile --target-triple aarch64-unknown-linux-gnu`: the cross linker, and
  # qemu-user to run the cross-compiled embed example in the tests.
  gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user
)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# CPython is the semantic oracle of the tests; the python/ module needs numpy.
if ! python3 -c "import numpy" >/dev/null 2>&1; then
  python3 -m pip install -q numpy >/dev/null 2>&1 || python3 -m pip install -q --break-system-packages numpy
fi
# The distribution library's tests compare with scipy.stats (pinned: its
# logpdf values are the reference).
SCIPY=1.15.3
if ! python3 -c "import scipy, sys; sys.exit(scipy.__version__ != '$SCIPY')" >/dev/null 2>&1; then
  python3 -m pip install -q "scipy==$SCIPY" >/dev/null 2>&1 || python3 -m pip install -q --break-system-packages "scipy==$SCIPY"
fi
# At extreme arguments, where scipy loses digits, the exact values come
# from mpmath's arbitrary precision (pinned too).
MPMATH=1.3.0
if ! python3 -c "import mpmath, sys; sys.exit(mpmath.__version__ != '$MPMATH')" >/dev/null 2>&1; then
  python3 -m pip install -q "mpmath==$MPMATH" >/dev/null 2>&1 || python3 -m pip install -q --break-system-packages "mpmath==$MPMATH"
fi
# autobatch.sample's tests (python/tests/test_sample_api.py) read the draws
# with ArviZ through h5netcdf and draw tqdm's bar (pinned, as the peers' venv).
# engine="ray"'s tests (python/tests/test_ray_api.py) start a local Ray.
for pin in arviz==0.22.0 h5netcdf==1.8.2 h5py==3.16.0 tqdm==4.70.1 ray==2.60.0; do
  name=${pin%%==*}; version=${pin##*==}
  if ! python3 -c "import importlib.metadata as m, sys; sys.exit(m.version('$name') != '$version')" >/dev/null 2>&1; then
    python3 -m pip install -q "$pin" >/dev/null 2>&1 || python3 -m pip install -q --break-system-packages "$pin"
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
