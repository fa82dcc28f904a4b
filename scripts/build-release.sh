#!/usr/bin/env bash
# Builds the release `vellum` the way it is shipped and measured, and prints its path:
#   scripts/build-release.sh [scratch folder]     (default .build/static)
# - the Swift runtime linked statically: no libswiftCore/Foundation .so files to load (~6 ms
#   sooner each process);
# - a position-dependent executable (-no-pie): the binary's ~87,000 relative relocations
#   (Swift metadata) are resolved at link time, not written into private pages at every start
#   (~0.6 ms and ~1 MB less per process; bench/README.md). Only the executable is built this
#   way; the libraries stay position independent.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${1:-.build/static}"
swift build -c release --static-swift-stdlib --product vellum --scratch-path "$scratch" \
  -Xswiftc -Xclang-linker -Xswiftc -no-pie >&2
echo "$scratch/release/vellum"
