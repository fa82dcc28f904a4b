#!/usr/bin/env bash
# Builds the release `vellum` the way it is shipped and measured, and prints its path:
#   scripts/build-release.sh [scratch folder]     (default .build/static)
# - the Swift runtime linked statically: no libswiftCore/Foundation .so files to load (~6 ms
#   sooner each process);
# - a position-dependent executable (-no-pie): the binary's ~87,000 relative relocations
#   (Swift metadata) are resolved at link time, not written into private pages at every start
#   (~0.6 ms and ~1 MB less per process; bench/README.md). Only the executable is built this
#   way; the libraries stay position independent.
# - its functions in sections of their own, and those that everyday runs execute placed side
#   by side (scripts/code-order.txt, written by scripts/make-code-order.sh): a 20-row render
#   keeps ~3 MB less of the executable resident (bench/README.md). Needs gold,
#   the toolchain's linker on Linux; the order is left out with another one.
# - no dynamic symbol table of its own (--no-export-dynamic after the driver's -export-dynamic):
#   nothing loads symbols from the executable, and its 9,768 exported names kept ~0.5 MB of
#   .dynsym, .dynstr and .gnu.hash resident in every process.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${1:-.build/static}"
order=()
if [ -s scripts/code-order.txt ] && [ -x /usr/bin/ld.gold ]; then
  order=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections
    -Xlinker "--section-ordering-file=$PWD/scripts/code-order.txt")
  # SwiftPM does not know the link reads the order: a newer one links the executable again.
  [ "$scratch/release/vellum" -nt scripts/code-order.txt ] || rm -f "$scratch/release/vellum"
fi
swift build -c release --static-swift-stdlib --disable-local-rpath --product vellum --scratch-path "$scratch" \
  -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic "${order[@]}" >&2
echo "$scratch/release/vellum"
