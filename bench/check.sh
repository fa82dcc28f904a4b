#!/usr/bin/env bash
# Times `vellum check` of 100 documents (sidebars of 10–29 rows, each golden recorded first) with
# --jobs 1 against --jobs 2 and --jobs <cores>: the throughput ratio is what parallel checking
# buys. Figures only: nothing here asserts on time.
#   bench/check.sh            (VELLUM=/path/to/vellum to measure a given build; RUNS=5)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
runs="${RUNS:-5}"
vellum="${VELLUM:-}"
[ -n "$vellum" ] || vellum="$("$root/scripts/build-release.sh" /tmp/bench-build)"
work="$(mktemp -d /tmp/vellum-check.XXXXXX)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/docs"
for i in $(seq 1 100); do python3 "$here/make-sidebar.py" $((10 + i % 20)) "$work/docs/sidebar-$i.json"; done
"$vellum" check "$work/docs" --snapshots "$work/goldens" --record all --artifacts "$work/recorded" >/dev/null 2>&1
cores="$(nproc)"
check() { echo "$vellum" check "$work/docs" --snapshots "$work/goldens" --record never --jobs "$1" --artifacts "$work/a$1"; }
# shellcheck disable=SC2046
python3 "$here/measure.py" "$runs" $(check 1) ::: $(check 2) ::: $(check "$cores") >"$work/m.txt"
read -r one _ one_cpu < <(sed -n 1p "$work/m.txt")
read -r two _ two_cpu < <(sed -n 2p "$work/m.txt")
read -r all _ all_cpu < <(sed -n 3p "$work/m.txt")
ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }
echo "vellum check, 100 documents, $runs runs each (median wall ms, median CPU ms):"
echo "  --jobs 1:        $one ms ($one_cpu ms CPU)"
echo "  --jobs 2:        $two ms ($two_cpu ms CPU), throughput $(ratio "$one" "$two")× --jobs 1"
echo "  --jobs $cores (cores): $all ms ($all_cpu ms CPU), throughput $(ratio "$one" "$all")× --jobs 1"
