#!/usr/bin/env bash
# The API reference of every public module, built with the toolchain's own docc (no plugin, no
# outside package): one archive per module, with the articles in
# Sources/VellumSnapshotTesting/VellumSnapshotTesting.docc. Any docc warning (an unresolved
# symbol link, a malformed article) fails the build; the test command runs this.
#
#   scripts/docs.sh [output folder]     # default out/docs/<Module>.doccarchive
#
# Each archive is transformed for static hosting: serve its folder with any web server (for
# example `python3 -m http.server -d out/docs/VellumSnapshotTesting.doccarchive`) and open
# /documentation/vellumsnapshottesting.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-out/docs}
modules=(VellumSnapshotTesting VellumSnapshot VellumCompare VellumModel VellumBuilder VellumLayout VellumImage VellumCairo)

# Extension blocks: a module's extensions of other modules' types (most of VellumBuilder) get pages.
swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >/dev/null
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$out"
for module in "${modules[@]}"; do
  mkdir -p "$scratch/$module"
  cp "$graphs/$module".symbols.json "$scratch/$module/"
  # Extensions this module makes to other modules' types, if any.
  cp "$graphs/$module"@*.symbols.json "$scratch/$module/" 2>/dev/null || true
  catalog=()
  [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
  rm -rf "$out/$module.doccarchive"
  docc convert "${catalog[@]}" --additional-symbol-graph-dir "$scratch/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "dev.vellum.$module" \
    --output-path "$out/$module.doccarchive" --warnings-as-errors >/dev/null
  echo "docs: $module → $out/$module.doccarchive"
done
