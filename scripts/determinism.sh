#!/usr/bin/env bash
# Determinism (issue 16): the same documents give the same bytes however they are run.
#   1. `vellum check --record all` over 500+ documents (Samples/ copied three times) with
#      --jobs 1, 2 and 8: the three snapshot folders are identical, byte for byte, and each copy
#      of a document got the same files.
#   2. Every sample rendered N times (default 100, one process each time for all samples): every
#      PNG and tree of every round equals the first round's.
#
#   scripts/determinism.sh [rounds] [share]   # default 100 rounds of every sample (~15 min in debug)
#   scripts/determinism.sh 2 5                # the test command: 2 rounds of a fifth of the samples
#
# With a share N, one sample in N is checked (the whole Samples folder is copied, so assets and
# folders are as they are): a different part each run, chosen by a seed (the time, or
# DETERMINISM_SEED) that the script prints. Uses the debug build the tests use (`swift build`),
# or VELLUM=path/to/vellum.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-100}
share=${2:-1}
seed=${DETERMINISM_SEED:-$(date +%s)}
vellum=${VELLUM:-}
if [ -z "$vellum" ]; then
  swift build --product vellum >&2
  vellum=$PWD/.build/debug/vellum
fi
work=$(mktemp -d /tmp/vellum-determinism.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The samples this run checks: all, or one in $share by the seed.
mapfile -t all_docs < <(find Samples -name '*.json' -not -path '*/assets/*' | sort)
docs=()
for i in "${!all_docs[@]}"; do
  if (((i + seed) % share == 0)); then docs+=("${all_docs[$i]}"); fi
done
if [ "$share" -gt 1 ]; then
  echo "determinism: ${#docs[@]} of ${#all_docs[@]} samples (1 in $share, DETERMINISM_SEED=$seed)" >&2
fi
# A checked document keeps the files it includes (`"include": "…"`, relative to its folder),
# and theirs, in the copies: only the others are removed.
declare -A kept
for d in "${docs[@]}"; do kept[$d]=1; done
changed=1
while ((changed)); do
  changed=0
  for d in "${!kept[@]}"; do
    while read -r included; do
      f=$(realpath -m --relative-to=. "$(dirname "$d")/$included")
      if [ -f "$f" ] && [ -z "${kept[$f]:-}" ]; then
        kept[$f]=1
        changed=1
      fi
    done < <(grep -o '"include": *"[^"]*"' "$d" | sed 's/.*"include": *"\([^"]*\)"/\1/')
  done
done
mkdir -p "$work/samples"
for copy in a b c; do
  cp -r Samples "$work/samples/$copy"
  for d in "${all_docs[@]}"; do
    if [ -z "${kept[$d]:-}" ]; then rm "$work/samples/$copy/${d#Samples/}"; fi
  done
done
documents=$(find "$work/samples" -name '*.json' -not -path '*/assets/*' | wc -l)
for jobs in 1 2 8; do
  "$vellum" check "$work/samples" --snapshots "$work/jobs-$jobs" --artifacts "$work/artifacts-$jobs" \
    --record all --jobs "$jobs" >"$work/check-$jobs.log" 2>&1 || {
    tail -20 "$work/check-$jobs.log" >&2
    echo "determinism: vellum check --jobs $jobs failed (above)" >&2
    exit 1
  }
done
diff -r "$work/jobs-1" "$work/jobs-2" >&2 || { echo "determinism: --jobs 2 differs from --jobs 1" >&2; exit 1; }
diff -r "$work/jobs-1" "$work/jobs-8" >/dev/null || { echo "determinism: --jobs 8 differs from --jobs 1" >&2; exit 1; }
diff -r "$work/jobs-1/a" "$work/jobs-1/b" >/dev/null && diff -r "$work/jobs-1/a" "$work/jobs-1/c" >/dev/null \
  || { echo "determinism: copies of one document differ" >&2; exit 1; }
echo "determinism: $documents documents give identical goldens with --jobs 1, 2 and 8" >&2

"$vellum" render "${docs[@]}" -o "$work/round-1/" --tree >/dev/null
for ((r = 2; r <= rounds; r++)); do
  rm -rf "$work/round"
  "$vellum" render "${docs[@]}" -o "$work/round/" --tree >/dev/null
  diff -r "$work/round-1" "$work/round" >/dev/null || {
    echo "determinism: round $r differs from round 1:" >&2
    diff -rq "$work/round-1" "$work/round" | head >&2
    exit 1
  }
done
echo "determinism: ${#docs[@]} samples rendered $rounds times, every PNG and tree identical" >&2
