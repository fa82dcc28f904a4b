#!/usr/bin/env bash
# Vellum's two set-up-and-run commands (see README.md):
#   scripts/dev.sh samples   install what is missing, build, render every Samples/ document to out/samples/
#                            (PNG and tree), all of them to out/samples.pdf, and one as SVG
#   scripts/dev.sh test      install what is missing, build and run the whole test suite (with
#                            a replay of the fuzz targets over mutated inputs), the API reference,
#                            then the determinism check (scripts/determinism.sh) and the kill test
#                            (scripts/kill-test.sh) in short forms: about 7 minutes on 2 cores.
#                            scripts/long-checks.sh runs the long checks with their full budgets.
# Needs the Swift 6.3 toolchain on PATH; installs Debian packages itself (with sudo when not root).
set -euo pipefail
cd "$(dirname "$0")/.."

# C libraries and the fonts Vellum renders with (fonts are inputs: only these files are used).
PACKAGES=(pkg-config libcairo2-dev libpango1.0-dev libfontconfig-dev libpng-dev zlib1g-dev libisal-dev
  fonts-inter fonts-dejavu-core fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji
  python3-pip)  # python3 and pip fetch the symbol outlines (install_symbols)
TEST_PACKAGES=(chromium poppler-utils librsvg2-bin)
# SF Symbols Phosphor lacks are drawn from Lucide's stroke outlines (ISC/MIT), unpacked from this
# PyPI wheel into SYMBOL_DIR (README "Symbols"; Sources/VellumCairo/SymbolLibrary.swift reads them
# from there).
SYMBOL_WHEEL="lucide==1.1.4"
SYMBOL_DIR="/usr/local/share/vellum/symbols/lucide-1.1.4"
# The primary set is Phosphor v2.1.0 (MIT), from this wheel (checked by its hash) into PHOSPHOR_DIR:
# regular/NAME.svg centre-line strokes, fill/NAME-fill.svg designed fills, duotone/NAME-duotone.svg
# (docs/symbols.md). Lucide draws only the names Phosphor has no concept for.
PHOSPHOR_WHEEL="djc-phosphor-icons==0.2.0"
PHOSPHOR_SHA256="e1d143fb327ddce436832c41e116ff1ca6f509559810654836c0c9d8b501fe80"
PHOSPHOR_DIR="/usr/local/share/vellum/symbols/phosphor-2.1.0"

install_missing() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "vellum: installing ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

install_symbols() {
  install_lucide
  install_phosphor
}

install_lucide() {
  [ -f "$SYMBOL_DIR/house.svg" ] && return 0
  echo "vellum: installing the symbol outlines ($SYMBOL_WHEEL) in $SYMBOL_DIR" >&2
  local tmp sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  tmp="$(mktemp -d)"
  python3 -m pip download -q --no-deps --only-binary=:all: -d "$tmp" "$SYMBOL_WHEEL"
  # The wheel holds lucide/lucide.zip: one SVG a symbol, stroked on a 24-unit grid.
  $sudo python3 - "$tmp" "$SYMBOL_DIR" <<'PY'
import glob, io, os, sys, zipfile
wheel = zipfile.ZipFile(glob.glob(os.path.join(sys.argv[1], "*.whl"))[0])
inner = zipfile.ZipFile(io.BytesIO(wheel.read("lucide/lucide.zip")))
os.makedirs(sys.argv[2], exist_ok=True)
for name in inner.namelist():
    if name.endswith(".svg"):
        with open(os.path.join(sys.argv[2], os.path.basename(name)), "wb") as f:
            f.write(inner.read(name))
with open(os.path.join(sys.argv[2], "LICENSE"), "wb") as f:
    f.write(next(wheel.read(n) for n in wheel.namelist() if n.endswith("LICENSE")))
PY
  rm -rf "$tmp"
}

install_phosphor() {
  [ -f "$PHOSPHOR_DIR/LICENSE" ] && return 0
  echo "vellum: installing the symbol outlines ($PHOSPHOR_WHEEL) in $PHOSPHOR_DIR" >&2
  local tmp sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  tmp="$(mktemp -d)"
  python3 -m pip download -q --no-deps --only-binary=:all: -d "$tmp" "$PHOSPHOR_WHEEL"
  local wheel
  wheel="$(echo "$tmp"/*.whl)"
  echo "$PHOSPHOR_SHA256  $wheel" | sha256sum -c --quiet - || { echo "vellum: $PHOSPHOR_WHEEL: not the wheel pinned (sha256)" >&2; rm -rf "$tmp"; exit 1; }
  # The wheel holds djc_phosphor_icons/svgs/{stroke,flat}/WEIGHT/: the regular centre-line strokes
  # (256-unit grid, stroke-width 16), the designed fills, and the duotone layers. It carries no
  # licence file: Phosphor's MIT notice is written beside them. LICENSE goes last, so an
  # interrupted install is redone.
  $sudo python3 - "$wheel" "$PHOSPHOR_DIR" <<'PY'
import os, sys, zipfile
wheel = zipfile.ZipFile(sys.argv[1])
out = sys.argv[2]
parts = {"stroke/regular/": "regular", "flat/fill/": "fill", "stroke/duotone/": "duotone"}
for folder in parts.values():
    os.makedirs(os.path.join(out, folder), exist_ok=True)
for name in wheel.namelist():
    for prefix, folder in parts.items():
        prefix = "djc_phosphor_icons/svgs/" + prefix
        if name.startswith(prefix) and name.endswith(".svg") and "/" not in name[len(prefix):]:
            with open(os.path.join(out, folder, name[len(prefix):]), "wb") as f:
                f.write(wheel.read(name))
with open(os.path.join(out, "LICENSE"), "w") as f:
    f.write("""MIT License

Copyright (c) 2023 Phosphor Icons

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
""")
PY
  rm -rf "$tmp"
}

command -v swift >/dev/null || { echo "vellum: the Swift 6.3 toolchain is not on PATH" >&2; exit 1; }

case "${1:-}" in
  samples)
    install_missing "${PACKAGES[@]}"
    install_symbols
    # The release build as shipped (scripts/build-release.sh: static Swift runtime, no PIE),
    # in a scratch folder separate from the test build's.
    scripts/build-release.sh .build/static >/dev/null
    mapfile -t docs < <(find Samples -name '*.json' -not -path '*/assets/*' | sort)
    .build/static/release/vellum render "${docs[@]}" -o out/samples/ --tree
    echo "vellum: rendered ${#docs[@]} documents to out/samples/"
    # The same documents as one PDF, a page each (what a design review prints), and one screen as SVG.
    .build/static/release/vellum render "${docs[@]}" -o out/samples.pdf
    .build/static/release/vellum render Samples/bars/ipad-screen-light.json -o out/ipad-screen-light.svg
    echo "vellum: wrote out/samples.pdf (a page per image: each document, each of its variants) and out/ipad-screen-light.svg"
    # Every document, its variants and its JSON as a static site.
    .build/static/release/vellum gallery Samples -o out/gallery/
    ;;
  test)
    install_missing "${PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    install_symbols
    # Each part's time goes to the log (README: the test command's budget is 8 minutes).
    timed() {
      local start=$SECONDS
      "$@"
      echo "vellum: $* took $((SECONDS - start)) s" >&2
    }
    timed swift build --build-tests
    # The pixelmatch conformance fixtures live beside the project (../shared), not in it; say so
    # loudly when a machine has none, rather than fail a clean clone or skip in silence.
    if [ -z "${VELLUM_PIXELMATCH_FIXTURES:-}" ] && [ ! -f ../shared/fixtures/pixelmatch/README.md ]; then
      echo "vellum: WARNING: no pixelmatch fixtures at ../shared/fixtures/pixelmatch: the conformance tests do not run" >&2
      export VELLUM_PIXELMATCH_FIXTURES=skip
    fi
    timed swift test --skip-build
    # The API reference builds with docc, without a warning.
    timed scripts/docs.sh out/docs
    # The long checks in short forms, each on a different part of the samples every run (the
    # scripts print their seeds); scripts/long-checks.sh gives each its full budget.
    # Goldens identical with --jobs 1, 2 and 8, and renders repeatable: a fifth of the samples.
    timed scripts/determinism.sh 2 5
    # SIGKILL during record and accept never tears a golden: a quarter of the samples, 5 kills each.
    timed scripts/kill-test.sh 5 4
    ;;
  *)
    echo "usage: scripts/dev.sh samples|test" >&2
    exit 64
    ;;
esac
