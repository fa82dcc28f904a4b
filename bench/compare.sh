#!/usr/bin/env bash
# Times `vellum compare` against ImageMagick's `compare -metric AE` on two identical and two
# different 1170×2532 PNGs rendered from bench/compare/screen.json. Prints median wall times
# over RUNS runs (default 10). Figures only: nothing here asserts on time.
#   bench/compare.sh            (VELLUM_SCRATCH=/path/to/scratch to use another build folder)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-10}"
SCRATCH="${VELLUM_SCRATCH:-.build}"
command -v compare >/dev/null || { echo "bench: ImageMagick's compare is missing (apt-get install imagemagick)" >&2; exit 1; }

scripts/build-release.sh "$SCRATCH" >/dev/null
VELLUM="$SCRATCH/release/vellum"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

"$VELLUM" render bench/compare/screen.json -o "$WORK/a.png"
cp "$WORK/a.png" "$WORK/a-copy.png"
sed 's/Personal Hotspot/Personal Hotspot (on)/; s/#34C759/#30B0C7/' bench/compare/screen.json >"$WORK/screen-b.json"
"$VELLUM" render "$WORK/screen-b.json" -o "$WORK/b.png"
# The same pixels as a.png in a different file (re-encoded), so the byte-identical fast path is not taken.
convert "$WORK/a.png" -define png:compression-level=9 "$WORK/a-reencoded.png"

# median_ms <command…>: runs the command RUNS times, prints the median wall time in ms. The
# clock is bash's $EPOCHREALTIME: reading it forks nothing (two `date` processes a run added
# ~2.5 ms to every figure, a third of vellum's).
median_ms() {
  local times=()
  for _ in $(seq "$RUNS"); do
    local start end
    start=${EPOCHREALTIME/./}
    "$@" >/dev/null 2>&1 || true
    end=${EPOCHREALTIME/./}
    times+=($((end - start)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2; printf "%.1f", m / 1000}'
}

size=$(file "$WORK/a.png" | grep -o '[0-9]* x [0-9]*' || echo "?")
echo "images: $size, $RUNS runs each, median wall time (process start to exit); ratio = magick / vellum"
printf '%-44s %10s %10s %7s\n' "case" "vellum" "magick AE" "ratio"
row() {
  local label="$1" a="$2" b="$3" extra="${4:-}" v m
  v=$(median_ms "$VELLUM" compare "$a" "$b" $extra)
  m=$(median_ms compare -metric AE "$a" "$b" null:)
  printf '%-44s %8s ms %8s ms %6sx\n' "$label" "$v" "$m" "$(awk -v v="$v" -v m="$m" 'BEGIN {printf "%.1f", m / v}')"
}
row "identical files (byte-equal)" "$WORK/a.png" "$WORK/a-copy.png"
row "identical pixels (re-encoded file)" "$WORK/a.png" "$WORK/a-reencoded.png"
row "different (exact)" "$WORK/a.png" "$WORK/b.png"
row "different (pixelmatch --threshold 0.1)" "$WORK/a.png" "$WORK/b.png" "--threshold 0.1"
echo
echo "differing pixels: vellum exact $("$VELLUM" compare "$WORK/a.png" "$WORK/b.png" --json | sed 's/.*"diffPixels": \([0-9]*\).*/\1/')," \
  "magick AE $(compare -metric AE "$WORK/a.png" "$WORK/b.png" null: 2>&1 || true)"
