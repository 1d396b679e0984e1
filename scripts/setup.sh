# Sourced by scripts/run and scripts/test: installs what is missing from Debian's packages,
# then configures and builds GradFlow in Release under build/.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# GRADFLOW_SANITIZE=address,undefined builds an instrumented copy beside the normal one.
SANITIZE="${GRADFLOW_SANITIZE:-}"
if [ -n "$SANITIZE" ]; then
  BUILD="${GRADFLOW_BUILD_DIR:-$ROOT/build-sanitize}"
  BUILD_TYPE=RelWithDebInfo
else
  BUILD="${GRADFLOW_BUILD_DIR:-$ROOT/build}"
  BUILD_TYPE=Release
fi
# No BLAS: the matrix products are Eigen's kernels built per x86-64 level and chosen at run time
# (core/engine/kernels/products.h). Measured on a Zen 4 machine, Debian's BLIS 0.9 runs its generic kernels
# there and OpenBLAS 0.3.21 obeys an OPENBLAS_CORETYPE that can hold it to AVX2, while Eigen's
# AVX-512 build matched OpenBLAS's dgemm. bench/run installs OpenBLAS for numpy, the yardstick.
PACKAGES=(build-essential cmake ninja-build pkg-config qt6-base-dev qt6-charts-dev qt6-svg-dev
          libqt6opengl6-dev libgl-dev libeigen3-dev nlohmann-json3-dev fonts-dejavu-core
          locales strace qemu-user python3 git python3-numpy python3-torch tesseract-ocr
          desktop-file-utils appstream man-db qt6-l10n-tools qt6-tools-dev
          fonts-wqy-microhei qt6-translations-l10n clang-format
          ${GRADFLOW_EXTRA_PACKAGES:-})

missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# How to run apt-get: directly as root, through sudo otherwise (also used by bench/run).
SUDO=()
[ "$(id -u)" -eq 0 ] || SUDO=(sudo)
if ((${#missing[@]})); then
  echo "gradflow: installing ${missing[*]}" >&2
  if ((${#SUDO[@]})) && ! command -v sudo >/dev/null; then
    echo "gradflow: missing packages ${missing[*]}; install them as root (apt-get install ${missing[*]})" >&2
    exit 1
  fi
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# GRADFLOW_SETUP_PACKAGES_ONLY=1: stop here (scripts/test-chroot installs as root, then builds and
# tests as a user without sudo).
[ -z "${GRADFLOW_SETUP_PACKAGES_ONLY:-}" ] || return 0 2>/dev/null || exit 0

# GRADFLOW_CMAKE_ARGS and GRADFLOW_TARGET: extra configure arguments and one target to build
# (scripts/fuzz uses them); by default everything is built.
read -r -a EXTRA_CMAKE_ARGS <<< "${GRADFLOW_CMAKE_ARGS:-}"
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" -DGRADFLOW_SANITIZE="$SANITIZE" \
  "${EXTRA_CMAKE_ARGS[@]}" >/dev/null
cmake --build "$BUILD" -j "$(nproc)" ${GRADFLOW_TARGET:+--target "$GRADFLOW_TARGET"}
