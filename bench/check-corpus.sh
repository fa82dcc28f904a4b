#!/usr/bin/env bash
# Issue 31's `vellum check` at scale: COUNT (default 1000) inset-grouped documents
# (bench/make-check-corpus.py: a header and 12 value cells with a symbol and a chevron, 390 pt at
# 3x), their goldens recorded once (timed), then `vellum check --jobs JOBS` of all of them, passing:
# images a second and peak memory. Figures only: nothing here asserts on time.
#   bench/check-corpus.sh     (VELLUM=/path/to/vellum to measure a given build; COUNT=1000 RUNS=3 JOBS=2)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
count="${COUNT:-1000}"
runs="${RUNS:-3}"
jobs="${JOBS:-2}"
vellum="${VELLUM:-}"
[ -n "$vellum" ] || vellum="$("$root/scripts/build-release.sh" /tmp/bench-build)"
work="$(mktemp -d /tmp/vellum-corpus.XXXXXX)"
trap 'rm -rf "$work"' EXIT
python3 "$here/make-check-corpus.py" "$count" "$work/docs"
echo "vellum check of $count documents, --jobs $jobs, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
start=$EPOCHREALTIME
"$vellum" check "$work/docs" --snapshots "$work/goldens" --record all --jobs "$jobs" --artifacts "$work/a" >/dev/null 2>&1
echo "  recording the goldens: $(python3 -c "print(f'{($EPOCHREALTIME - $start):.2f}')") s," \
  "$(du -sm "$work/goldens" | cut -f1) MB"
check=("$vellum" check "$work/docs" --snapshots "$work/goldens" --record never --jobs "$jobs" --artifacts "$work/a")
read -r wall _ cpu < <(python3 "$here/measure.py" "$runs" "${check[@]}")
echo "  checking, $runs runs: median $wall ms wall, $cpu ms CPU:" \
  "$(python3 -c "print(f'{$count / ($wall / 1000):.0f}')") images a second, $(python3 -c "print(f'{$cpu / $count:.2f}')") ms CPU an image"
/usr/bin/time -v "${check[@]}" >"$work/out.txt" 2>"$work/time.txt" || true
echo "  peak memory (/usr/bin/time -v): $(awk '/Maximum resident/ { printf "%.1f", $NF / 1024 }' "$work/time.txt") MB;" \
  "summary: $(tail -1 "$work/out.txt")"
echo "  targets (issue 31): ≥ 375 images a second on 2 cores, ≤ 32 MB peak"
